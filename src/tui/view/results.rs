//! The results panels: lines of the report's sheet, laid out in the room a panel has. When the
//! input is invalid they show "—" and the reason.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Paragraph, Wrap};

use super::theme;
use crate::report::numbers::DASH;
use crate::report::{Cell, Key, Line as ReportLine, Section, Tone};

fn panel(title: &str) -> Block<'_> {
    Block::bordered()
        .title(format!(" {title} "))
        .border_style(theme::border(false, false))
}

/// "—" and why, in place of numbers.
pub fn invalid(frame: &mut Frame, area: Rect, title: &str, reason: &str) {
    let text = Text::from(vec![
        Line::styled(DASH, theme::heading()),
        Line::styled(reason.to_string(), theme::invalid()),
    ]);
    frame.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .block(panel(title)),
        area,
    );
}

/// `text` padded with spaces to `width` characters.
fn padded(text: &str, width: usize) -> String {
    format!("{text:<width$}")
}

fn span(cell: &Cell, width: Option<usize>) -> Span<'static> {
    let text = width.map_or_else(|| cell.text.clone(), |width| padded(&cell.text, width));
    Span::styled(text, theme::of_tone(cell.tone))
}

/// Draws lines of `sections` (those with `keys`, or all that people read) as label and value
/// columns under the first section's header, if it shows one, then `notes`. How a value was found
/// follows it where it fits, else goes on a row of its own while there is room.
pub fn lines(
    frame: &mut Frame,
    area: Rect,
    title: &str,
    sections: &[&Section],
    keys: Option<&[Key]>,
    notes: &[String],
) {
    let block = panel(title);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let wanted =
        |line: &ReportLine| line.is_shown() && keys.is_none_or(|keys| keys.contains(&line.key));
    let mut chosen: Vec<ReportLine> = Vec::new();
    // One header row for the panel: the first section's, when it shows one.
    for (index, section) in sections.iter().enumerate() {
        if index == 0 && section.show_header {
            let header = section
                .header
                .iter()
                .map(|h| Cell::new(h.clone(), Tone::Strong));
            chosen.push(ReportLine::new(Key::Item, header.collect()));
        }
        chosen.extend(
            section
                .lines()
                .filter(|line| wanted(line))
                .map(|line| line.into_owned()),
        );
    }
    let label_width = chosen
        .iter()
        .filter_map(|line| line.cells.first())
        .map(|cell| cell.text.chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    let values = chosen
        .iter()
        .map(|line| line.cells.len().saturating_sub(1))
        .max()
        .unwrap_or(1)
        .max(1);
    let width = usize::from(inner.width);
    let column = width.saturating_sub(label_width) / values;
    let mut spare = usize::from(inner.height).saturating_sub(chosen.len() + notes.len());
    let mut text: Vec<Line> = Vec::new();
    for line in &chosen {
        let count = line.cells.len();
        let mut spans: Vec<Span> = line
            .cells
            .iter()
            .enumerate()
            .map(|(index, cell)| match index {
                0 => span(cell, Some(label_width)).patch_style(theme::label()),
                last if last + 1 == count => span(cell, None),
                _ => span(cell, Some(column)),
            })
            .collect();
        let mut how_row = None;
        if let Some(how) = &line.how {
            // After the value where it fits, else on a row of its own while there is room.
            let used: usize = spans.iter().map(|s| s.content.chars().count()).sum();
            let length = how.chars().count();
            if used + 2 + length <= width {
                spans.push(Span::styled(format!("  {how}"), theme::muted()));
            } else if spare > 0 && length <= width {
                spare -= 1;
                let indent = if label_width + length <= width {
                    label_width
                } else {
                    0
                };
                how_row = Some(Line::from(vec![
                    Span::raw(padded("", indent)),
                    Span::styled(how.clone(), theme::muted()),
                ]));
            }
        }
        text.push(Line::from(spans));
        text.extend(how_row);
    }
    let [lines_area, notes_area] =
        Layout::vertical([Constraint::Length(text.len() as u16), Constraint::Fill(1)]).areas(inner);
    frame.render_widget(Paragraph::new(text), lines_area);
    let notes: Vec<Line> = notes
        .iter()
        .map(|note| Line::styled(note.clone(), theme::invalid()))
        .collect();
    frame.render_widget(Paragraph::new(notes).wrap(Wrap { trim: true }), notes_area);
}
