//! Writes every table of a rating lists database as text, row by row in the tables' order (the
//! months' import times left out), to compare two imports of the same list byte for byte:
//! `cargo run --release --example list_dump -- DATABASE | sha256sum`.

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags};
use std::io::{BufWriter, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args().nth(1).ok_or("a database path")?;
    let connection = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    for pragma in ["user_version", "application_id"] {
        let value: i64 = connection.query_row(&format!("PRAGMA {pragma}"), [], |r| r.get(0))?;
        writeln!(out, "{pragma} {value}")?;
    }
    let schema: Vec<(String, String, String)> = connection
        .prepare("SELECT type, name, sql FROM sqlite_schema ORDER BY name")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    for (kind, name, sql) in &schema {
        writeln!(out, "{kind} {name}: {sql}")?;
        if kind != "table" {
            continue;
        }
        // A table with rowids in rowid order (the list's order), the others by their key.
        let rowid = !sql.contains("WITHOUT ROWID");
        let columns = if name == "months" {
            "month, players"
        } else {
            "*"
        };
        let query = if rowid {
            format!("SELECT rowid, {columns} FROM {name} ORDER BY rowid")
        } else {
            format!("SELECT {columns} FROM {name} ORDER BY 1")
        };
        let mut statement = connection.prepare(&query)?;
        let count = statement.column_count();
        let mut rows = statement.query([])?;
        while let Some(row) = rows.next()? {
            for at in 0..count {
                match row.get_ref(at)? {
                    ValueRef::Null => write!(out, "|∅")?,
                    ValueRef::Integer(n) => write!(out, "|{n}")?,
                    ValueRef::Real(x) => write!(out, "|{x:?}")?,
                    ValueRef::Text(t) => write!(out, "|'{}'", String::from_utf8_lossy(t))?,
                    ValueRef::Blob(b) => {
                        write!(out, "|x")?;
                        for byte in b {
                            write!(out, "{byte:02x}")?;
                        }
                    }
                }
            }
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(())
}
