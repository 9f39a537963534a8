//! A sheet as text for a terminal: the title, each section as aligned columns (widths count
//! characters, so "½" and "—" line up), then the notes.

use std::io::{self, Write};

use super::{Line, Section, Sheet};

/// The cells of a line as people read them.
fn shown_cells(line: &Line) -> impl Iterator<Item = &str> {
    line.cells.iter().map(|cell| &*cell.text)
}

fn push_spaces(text: &mut String, count: usize) {
    const SPACES: &str = "                                ";
    let mut left = count;
    while left > 0 {
        let now = left.min(SPACES.len());
        text.push_str(&SPACES[..now]);
        left -= now;
    }
}

/// Writes one section; lines are made twice (once for the widths) rather than kept.
fn write_section(section: &Section, out: &mut dyn Write) -> io::Result<()> {
    let header: Vec<&str> = section.header.iter().map(String::as_str).collect();
    let mut widths: Vec<usize> = Vec::new();
    let mut widen = |cells: &mut dyn Iterator<Item = &str>| {
        for (column, cell) in cells.enumerate() {
            let width = cell.chars().count();
            match widths.get_mut(column) {
                Some(known) => *known = (*known).max(width),
                None => widths.push(width),
            }
        }
    };
    if section.show_header {
        widen(&mut header.iter().copied());
    }
    section.each_line(|line| {
        if line.is_shown() {
            widen(&mut shown_cells(line));
        }
        Ok::<_, io::Error>(())
    })?;
    // One buffer for every row: a period may have a million.
    let mut text = String::new();
    let mut row = |cells: &mut dyn Iterator<Item = &str>, how: Option<&str>| {
        text.clear();
        for (column, cell) in cells.enumerate() {
            if column > 0 {
                text.push_str("  ");
            }
            let pad = widths[column] - cell.chars().count();
            if section.right.contains(&column) {
                push_spaces(&mut text, pad);
                text.push_str(cell);
            } else {
                text.push_str(cell);
                // The last column's room would be trimmed below.
                if column + 1 < widths.len() {
                    push_spaces(&mut text, pad);
                }
            }
        }
        // How a value was found follows it, not the column's widest value.
        text.truncate(text.trim_end().len());
        if let Some(how) = how {
            text.push_str("  ");
            text.push_str(how);
        }
        text.push('\n');
        out.write_all(text.as_bytes())
    };
    if section.show_header {
        row(&mut header.iter().copied(), None)?;
    }
    section.each_line(|line| {
        if line.is_shown() {
            row(&mut shown_cells(line), line.how.as_deref())?;
        }
        Ok(())
    })
}

pub fn write(sheet: &Sheet, out: &mut dyn Write) -> io::Result<()> {
    let mut first = true;
    let mut gap = |out: &mut dyn Write| {
        let blank = if first { Ok(()) } else { writeln!(out) };
        first = false;
        blank
    };
    if !sheet.title.is_empty() {
        gap(out)?;
        writeln!(out, "{}", sheet.title)?;
    }
    for section in &sheet.sections {
        if section.lines().any(|line| line.is_shown()) {
            gap(out)?;
            write_section(section, out)?;
        }
    }
    if !sheet.notes.is_empty() {
        gap(out)?;
        for note in &sheet.notes {
            writeln!(out, "{note}")?;
        }
    }
    Ok(())
}
