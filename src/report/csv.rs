//! A sheet as CSV for a spreadsheet: one table, one header row, then rows, of the plain values
//! (a change before and after rounding in two columns, not "+5.60 → +6"; numbers as a
//! spreadsheet sums them). Every cell goes through [`defused`]: a name from a file is never a
//! formula.

use std::borrow::Cow;
use std::io::{self, Write};

use super::Sheet;
use super::sheet::{CsvShape, Section};
use crate::rating::UNRATED;

/// The first characters that make a spreadsheet read a cell as a formula, or open a new cell in
/// some (OWASP, "CSV Injection": `=`, `+`, `-`, `@`, tab, carriage return).
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// Whether `text` is a plain number, signed or not: `-5`, `+12`, `-7.80` stay numbers.
fn is_number(text: &str) -> bool {
    let unsigned = text.strip_prefix(['+', '-']).unwrap_or(text);
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    digits(whole) && digits(fraction)
}

/// A cell as a spreadsheet may safely open it: one that would start a formula (a TRF's or a
/// PGN's name `=HYPERLINK(…)`, `+1+cmd|…`) gets a leading `'`, which spreadsheets read as
/// "text"; a number keeps its sign.
pub fn defused(cell: &str) -> Cow<'_, str> {
    if cell.starts_with(FORMULA_STARTS) && !is_number(cell) {
        Cow::Owned(format!("'{cell}"))
    } else {
        Cow::Borrowed(cell)
    }
}

/// A cell as the CSV writer takes it, without a copy where nothing was added.
struct Bytes<'a>(Cow<'a, str>);

impl AsRef<[u8]> for Bytes<'_> {
    fn as_ref(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

/// The first column's title: what each row is.
const ROW: &str = "Row";
/// The notes' column, and the name of their rows.
const NOTE: &str = "Note";

/// A cell as a spreadsheet reads a number: "—" (none), "unrated" (no rating: the row's note
/// says why) and "?" (a result still to come) empty, "+5" as 5, "5½" as 5.5, "−5" as -5; any
/// other cell as it is.
pub fn plain(cell: &str) -> Cow<'_, str> {
    if cell == "—" || cell == "?" || cell == UNRATED {
        return Cow::Borrowed("");
    }
    if let Some(unsigned) = cell.strip_prefix('+')
        && is_number(unsigned)
    {
        return Cow::Borrowed(unsigned);
    }
    if let Some(unsigned) = cell.strip_prefix('−')
        && is_number(unsigned)
    {
        return Cow::Owned(format!("-{unsigned}"));
    }
    if let Some(whole) = cell.strip_suffix('½')
        && (whole.is_empty() || is_number(whole))
    {
        return Cow::Owned(format!("{}.5", if whole.is_empty() { "0" } else { whole }));
    }
    Cow::Borrowed(cell)
}

/// The one table's columns, by name, in the order they are first met.
#[derive(Default)]
struct Columns {
    names: Vec<String>,
}

impl Columns {
    fn place(&mut self, name: &str) -> usize {
        match self.names.iter().position(|held| held == name) {
            Some(place) => place,
            None => {
                self.names.push(name.to_string());
                self.names.len() - 1
            }
        }
    }
}

/// A row named in the first column, with its cells by column.
struct Record {
    name: String,
    cells: Vec<(usize, String)>,
}

/// The labelled values of the sheet's sections of facts, as rows: a section of facts one row,
/// a section of sides a row for each side; a row met again (a side) is filled further.
fn records(sheet: &Sheet, columns: &mut Columns) -> Vec<Record> {
    let mut records: Vec<Record> = Vec::new();
    let mut record = |name: &str| -> usize {
        match records.iter().position(|record| record.name == name) {
            Some(index) => index,
            None => {
                records.push(Record {
                    name: name.to_string(),
                    cells: Vec::new(),
                });
                records.len() - 1
            }
        }
    };
    let mut filled = Vec::new();
    for section in &sheet.sections {
        let sides = match &section.csv {
            CsvShape::Facts => vec![section.title.to_string()],
            CsvShape::Sides => section.header[1..].to_vec(),
            _ => continue,
        };
        for line in section.lines() {
            for row in line.data_rows() {
                let Some((label, values)) = row.split_first() else {
                    continue;
                };
                let column = columns.place(label);
                for (index, side) in sides.iter().enumerate() {
                    // One value holds for every side (the pool of a game).
                    let value = if values.len() == 1 {
                        values.first()
                    } else {
                        values.get(index)
                    };
                    if let Some(value) = value {
                        filled.push((record(side), column, value.clone()));
                    }
                }
            }
        }
    }
    for (index, column, value) in filled {
        records[index].cells.push((column, value));
    }
    records
}

/// Writes a sheet as one table: a header row, then a row for each line of its tables (each
/// game, player, session…), a row for each section of facts (the totals, named "Result",
/// "Totals"…) or side of a game ("You", "Opponent"), and a row for each note, each named in the
/// first column, "Row". A column holds one kind of value: a number column plain numbers
/// ("150", "-12", "1.5"; empty for none).
pub fn write(sheet: &Sheet, out: &mut dyn Write) -> io::Result<()> {
    let mut columns = Columns::default();
    columns.place(ROW);
    // Each table's section, the places of its columns, and a value each of its rows holds.
    type Table<'s, 'a> = (&'s Section<'a>, Vec<usize>, Option<(usize, &'s str)>);
    let tables: Vec<Table> = sheet
        .sections
        .iter()
        .filter_map(|section| {
            let (header, shared) = match &section.csv {
                CsvShape::Rows => (&section.header, None),
                CsvShape::RowsUnder(header) => (header, None),
                CsvShape::RowsIn { column, value } => (&section.header, Some((column, value))),
                _ => return None,
            };
            let places = header.iter().map(|name| columns.place(name)).collect();
            let shared = shared.map(|(column, value)| (columns.place(column), value.as_str()));
            Some((section, places, shared))
        })
        .collect();
    let records = records(sheet, &mut columns);
    // The notes go in the games' column of notes where there is one.
    let note_column = (!sheet.notes.is_empty()).then(|| columns.place(NOTE));
    let mut writer = csv::WriterBuilder::new().from_writer(out);
    writer.write_record(columns.names.iter().map(|name| Bytes(defused(name))))?;
    let width = columns.names.len();
    let mut cells = vec![String::new(); width];
    let mut record =
        |cells: &[String]| writer.write_record(cells.iter().map(|cell| defused_number(cell)));
    for (section, places, shared) in &tables {
        section.each_line(|line| {
            for row in line.data_rows() {
                cells.iter_mut().for_each(String::clear);
                cells[0].push_str(section.title);
                if let Some((place, value)) = shared {
                    cells[*place].push_str(value);
                }
                for (place, value) in places.iter().zip(&row) {
                    cells[*place].push_str(value);
                }
                record(&cells)?;
            }
            Ok::<(), csv::Error>(())
        })?;
    }
    for named in &records {
        cells.iter_mut().for_each(String::clear);
        cells[0].push_str(&named.name);
        // A value given again (a side's, a section's) is the later one.
        for (place, value) in &named.cells {
            cells[*place].clone_from(value);
        }
        record(&cells)?;
    }
    for (note, column) in sheet.notes.iter().zip(note_column.into_iter().cycle()) {
        cells.iter_mut().for_each(String::clear);
        cells[0].push_str(NOTE);
        cells[column].push_str(note);
        record(&cells)?;
    }
    writer.flush()
}

/// A cell written: its number plain, then defused.
fn defused_number(cell: &str) -> Bytes<'_> {
    Bytes(match plain(cell) {
        Cow::Borrowed(text) => defused(text),
        Cow::Owned(text) => Cow::Owned(defused(&text).into_owned()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_that_would_be_a_formula_is_text_and_a_number_stays_a_number() {
        for (cell, written) in [
            (
                "=HYPERLINK(\"http://x\",\"a\")",
                "'=HYPERLINK(\"http://x\",\"a\")",
            ),
            ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
            ("-2+3", "'-2+3"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\t=1", "'\t=1"),
            ("\r=1", "'\r=1"),
            ("-", "'-"),
            ("+", "'+"),
            ("-.5", "'-.5"),
            ("+5.", "'+5."),
            ("-1e3", "'-1e3"),
        ] {
            assert_eq!(defused(cell), written, "{cell:?}");
        }
        for cell in [
            "-5",
            "+12",
            "-7.80",
            "+28.40",
            "0",
            "2700",
            "Alpha, Anna",
            "",
            "a=b",
            " =1",
            "—",
            "−5",
        ] {
            assert_eq!(defused(cell), cell, "{cell:?}");
        }
    }

    #[test]
    fn a_number_is_written_as_a_spreadsheet_reads_it() {
        for (cell, written) in [
            ("—", ""),
            ("unrated", ""),
            ("?", ""),
            ("+150", "150"),
            ("+5.60", "5.60"),
            ("−12", "-12"),
            ("-12", "-12"),
            ("½", "0.5"),
            ("5½", "5.5"),
            ("1½ of 2", "1½ of 2"),
            ("+ 5", "+ 5"),
            ("Alpha, Anna", "Alpha, Anna"),
        ] {
            assert_eq!(plain(cell), written, "{cell:?}");
        }
    }

    proptest::proptest! {
        /// Whatever a file names, no cell written starts a formula, and a cell is changed only
        /// by the one leading `'`.
        #[test]
        fn no_cell_starts_a_formula(cell in "\\PC{0,12}|[-+=@\t\r][\\PC\t\r]{0,12}") {
            let written = defused(&cell);
            let starts_formula = written.starts_with(FORMULA_STARTS);
            proptest::prop_assert!(!starts_formula || is_number(&written), "{written:?}");
            let quoted = format!("'{cell}");
            proptest::prop_assert!(written == cell || written == quoted);
        }
    }
}
