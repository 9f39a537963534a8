//! A sheet as CSV for a spreadsheet: each section a table with its header row, of the plain
//! values (a change before and after rounding in two rows, not "+5.60 → +6"); the notes last.
//! Tables are separated by an empty line.

use std::io::{self, Write};

use super::Sheet;

/// Writes one table: its header, then its rows.
fn table(
    out: &mut dyn Write,
    header: &[String],
    rows: impl Iterator<Item = Vec<String>>,
) -> io::Result<()> {
    let mut writer = csv::WriterBuilder::new().flexible(true).from_writer(out);
    writer.write_record(header)?;
    for row in rows {
        writer.write_record(&row)?;
    }
    writer.flush()
}

pub fn write(sheet: &Sheet, out: &mut dyn Write) -> io::Result<()> {
    for (index, section) in sheet.sections.iter().enumerate() {
        if index > 0 {
            out.write_all(b"\n")?;
        }
        let rows = section.lines().flat_map(|line| line.data_rows());
        table(out, &section.header, rows)?;
    }
    if !sheet.notes.is_empty() {
        out.write_all(b"\n")?;
        table(
            out,
            &["Note".to_string()],
            sheet.notes.iter().map(|note| vec![note.clone()]),
        )?;
    }
    Ok(())
}
