//! A sheet as Markdown for a README or a forum post: the title as a heading, each section a
//! table under its own heading, the notes as a list.

use std::io::{self, Write};

use super::Sheet;

/// A cell's text with the characters that would end a cell or a line escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

fn row(out: &mut dyn Write, cells: impl Iterator<Item = String>) -> io::Result<()> {
    let cells: Vec<String> = cells.collect();
    writeln!(out, "| {} |", cells.join(" | "))
}

pub fn write(sheet: &Sheet, out: &mut dyn Write) -> io::Result<()> {
    if !sheet.title.is_empty() {
        writeln!(out, "## {}\n", cell(&sheet.title))?;
    }
    for (index, section) in sheet.sections.iter().enumerate() {
        if !section.lines().any(|line| line.is_shown()) {
            continue;
        }
        if index > 0 {
            writeln!(out)?;
        }
        writeln!(out, "### {}\n", super::sheet::shown_title(section.title))?;
        row(out, section.header.iter().map(|text| cell(text)))?;
        row(out, section.header.iter().map(|_| "---".to_string()))?;
        for line in section.lines().filter(|line| line.is_shown()) {
            let count = line.cells.len();
            row(
                out,
                line.cells.iter().enumerate().map(|(column, value)| {
                    match (&line.how, column + 1 == count) {
                        (Some(how), true) => cell(&format!("{}  {how}", value.text)),
                        _ => cell(&value.text),
                    }
                }),
            )?;
        }
    }
    if !sheet.notes.is_empty() {
        writeln!(out)?;
        for note in &sheet.notes {
            writeln!(out, "- {}", cell(note))?;
        }
    }
    Ok(())
}
