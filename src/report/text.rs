//! A sheet as text for a terminal: the title, each section as aligned columns (widths count
//! characters, so "½" and "—" line up), then the notes.

use std::io::{self, Write};

use super::{Line, Section, Sheet};

/// The cells of a line as people read them.
fn shown_cells(line: &Line) -> impl Iterator<Item = &str> {
    line.cells.iter().map(|cell| cell.text.as_str())
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
    for line in section.lines().filter(|line| line.is_shown()) {
        widen(&mut shown_cells(&line));
    }
    let mut row = |cells: &mut dyn Iterator<Item = &str>, how: Option<&str>| {
        let mut text = String::new();
        for (column, cell) in cells.enumerate() {
            if column > 0 {
                text.push_str("  ");
            }
            let pad = widths[column] - cell.chars().count();
            if section.right.contains(&column) {
                text.extend(std::iter::repeat_n(' ', pad));
                text.push_str(cell);
            } else {
                text.push_str(cell);
                text.extend(std::iter::repeat_n(' ', pad));
            }
        }
        // How a value was found follows it, not the column's widest value.
        let mut text = text.trim_end().to_string();
        if let Some(how) = how {
            text.push_str("  ");
            text.push_str(how);
        }
        writeln!(out, "{text}")
    };
    if section.show_header {
        row(&mut header.iter().copied(), None)?;
    }
    for line in section.lines().filter(|line| line.is_shown()) {
        row(&mut shown_cells(&line), line.how.as_deref())?;
    }
    Ok(())
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
