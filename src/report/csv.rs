//! A sheet as CSV for a spreadsheet: each section a table with its header row, of the plain
//! values (a change before and after rounding in two rows, not "+5.60 → +6"); the notes last.
//! Tables are separated by an empty line. Every cell goes through [`defused`]: a name from a
//! file is never a formula.

use std::borrow::Cow;
use std::io::{self, Write};

use super::Sheet;

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

/// Writes one table: its header, then its rows.
fn table(
    out: &mut dyn Write,
    header: &[String],
    rows: impl Iterator<Item = Vec<String>>,
) -> io::Result<()> {
    let mut writer = csv::WriterBuilder::new().flexible(true).from_writer(out);
    let mut record =
        |cells: &[String]| writer.write_record(cells.iter().map(|cell| Bytes(defused(cell))));
    record(header)?;
    for row in rows {
        record(&row)?;
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
