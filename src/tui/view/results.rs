//! The results panels: lines of the report's sheet, laid out in the room a panel has. When the
//! input is invalid they show "—" and the reason.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Paragraph, Wrap};

use super::{theme, wrap};
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

/// The widest a column of values gets, however wide the screen.
const MAX_COLUMN: usize = 18;

fn spans_width(spans: &[Span]) -> usize {
    spans.iter().map(|span| span.content.chars().count()).sum()
}

/// `text` padded with spaces to `width` characters.
fn padded(text: &str, width: usize) -> String {
    format!("{text:<width$}")
}

fn span(cell: &Cell, width: Option<usize>) -> Span<'static> {
    let text = width.map_or_else(|| cell.text.to_string(), |width| padded(&cell.text, width));
    Span::styled(text, theme::of_tone(cell.tone))
}

/// A results panel laid out for a width: lines of a sheet's sections (those with `keys`, or
/// all that people read) as label and value columns under the first section's header, if it
/// shows one, then notes. A long value goes on over the next rows; how a value was found
/// follows it where it fits, else goes on a row of its own while there is room.
pub struct Panel {
    title: String,
    /// Each line, the rows its value goes on over, and how it was found on a row of its own.
    rows: Vec<(Line<'static>, Vec<Line<'static>>, Option<Line<'static>>)>,
    notes: Vec<Line<'static>>,
}

impl Panel {
    pub fn new(
        title: &str,
        sections: &[&Section],
        keys: Option<&[Key]>,
        notes: &[String],
        width: u16,
    ) -> Panel {
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
        let width = usize::from(width);
        Panel {
            title: title.to_string(),
            rows: rows(&chosen, width),
            notes: notes
                .iter()
                .flat_map(|note| wrap(note, width.max(1)))
                .map(|piece| Line::styled(piece, theme::invalid()))
                .collect(),
        }
    }

    /// The rows it needs, borders included: every line and note, whole.
    pub fn min_height(&self) -> u16 {
        let lines: usize = self.rows.iter().map(|(_, more, _)| 1 + more.len()).sum();
        (lines + self.notes.len() + 2) as u16
    }

    /// The rows it would like: with how each value was found on its own row where needed.
    pub fn height(&self) -> u16 {
        let hows = self.rows.iter().filter(|(_, _, how)| how.is_some()).count();
        self.min_height() + hows as u16
    }

    pub fn render(self, frame: &mut Frame, area: Rect) {
        let block = panel(&self.title);
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let needed = usize::from(self.min_height()) - 2;
        let mut spare = usize::from(inner.height).saturating_sub(needed);
        let mut text: Vec<Line> = Vec::new();
        for (line, continued, how_row) in self.rows {
            text.push(line);
            text.extend(continued);
            if let Some(how_row) = how_row.filter(|_| spare > 0) {
                spare -= 1;
                text.push(how_row);
            }
        }
        text.extend(self.notes);
        // More than the panel holds: its last row says so with "…", never a sentence cut
        // without a sign.
        let room = usize::from(inner.height);
        if text.len() > room && room > 0 {
            let cut: String = text[room - 1..]
                .iter()
                .flat_map(|line| line.spans.iter().map(|span| span.content.as_ref()))
                .collect::<Vec<_>>()
                .join(" ");
            let style = text[room - 1]
                .spans
                .first()
                .map_or_else(Default::default, |s| s.style);
            text.truncate(room - 1);
            text.push(Line::styled(
                super::shortened(&format!("{cut} …"), inner.width),
                style,
            ));
        }
        frame.render_widget(Paragraph::new(text), inner);
    }
}

/// The rows of `chosen` laid out in `width` columns.
#[allow(clippy::type_complexity)]
fn rows(
    chosen: &[ReportLine],
    width: usize,
) -> Vec<(Line<'static>, Vec<Line<'static>>, Option<Line<'static>>)> {
    let widest_label = chosen
        .iter()
        .filter_map(|line| line.cells.first())
        .map(|cell| cell.text.chars().count())
        .max()
        .unwrap_or(0);
    let values = chosen
        .iter()
        .map(|line| line.cells.len().saturating_sub(1))
        .max()
        .unwrap_or(1)
        .max(1);
    // The widest value of a column that is followed by another: it needs one space after it.
    let widest_inner = chosen
        .iter()
        .flat_map(|line| {
            let inner = line.cells.len().saturating_sub(2);
            line.cells.iter().skip(1).take(inner)
        })
        .map(|cell| cell.text.chars().count())
        .max()
        .unwrap_or(0);
    // Values sit near their labels on a wide screen too, and never touch the next column.
    let column_for = |label_width: usize| {
        (width.saturating_sub(label_width) / values)
            .min(MAX_COLUMN)
            .max(widest_inner + 1)
    };
    // Whether a line's last value goes on over a second row with labels that wide.
    let wraps = |label_width: usize| {
        let column = column_for(label_width);
        chosen.iter().any(|line| {
            let count = line.cells.len();
            let last = line
                .cells
                .last()
                .map_or(0, |cell| cell.text.chars().count());
            count > 1 && label_width + column * (count - 2) + last > width
        })
    };
    // A label goes on over a second row, at a space, rather than a value over two: the
    // longest word of a label is as narrow as its column gets.
    let longest_word = chosen
        .iter()
        .filter_map(|line| line.cells.first())
        .flat_map(|cell| cell.text.split(' ').map(|word| word.chars().count()))
        .max()
        .unwrap_or(0);
    // Two spaces after the labels, one where that keeps every value on one row ("-10.00 →"
    // over "-10" at 80 columns otherwise), else labels over two rows where that does
    // (a long label in a language, beside "0,50 (50%)" for both players).
    let label_width = if !wraps(widest_label + 2) {
        widest_label + 2
    } else if !wraps(widest_label + 1) {
        widest_label + 1
    } else {
        (longest_word + 1..widest_label + 1)
            .rev()
            .find(|&label_width| !wraps(label_width))
            .unwrap_or(widest_label + 2)
    };
    let column = column_for(label_width);
    // Each line with the rows its value goes on over (they must show), and how it was found
    // when that does not fit after it (shown while rows are left over).
    let mut rows: Vec<(Line, Vec<Line>, Option<Line>)> = Vec::new();
    for line in chosen {
        let count = line.cells.len();
        // The label's rows: one, unless it is wider than its column.
        let label_rows = line.cells.first().map_or_else(Vec::new, |cell| {
            if cell.text.chars().count() < label_width {
                vec![cell.text.to_string()]
            } else {
                wrap(&cell.text, label_width.saturating_sub(1).max(1))
            }
        });
        let label_tone = line.cells.first().map_or(Tone::Plain, |cell| cell.tone);
        let label_row = |index: usize| {
            let text = label_rows.get(index).map_or("", String::as_str);
            Span::styled(padded(text, label_width), theme::of_tone(label_tone))
                .patch_style(theme::label())
        };
        let mut spans: Vec<Span> = line
            .cells
            .iter()
            .enumerate()
            .map(|(index, cell)| match index {
                0 => label_row(0),
                last if last + 1 == count => span(cell, None),
                _ => span(cell, Some(column)),
            })
            .collect();
        // A value longer than the room left goes on over the next rows, under itself.
        let mut continued = Vec::new();
        let before = spans_width(&spans[..spans.len().saturating_sub(1)]);
        let room = width.saturating_sub(before);
        if let (Some(last), Some(cell)) = (spans.last_mut(), line.cells.last())
            && count > 1
            && room > 0
            && cell.text.chars().count() > room
        {
            let mut pieces = wrap(&cell.text, room).into_iter();
            last.content = pieces.next().unwrap_or_default().into();
            continued = pieces
                .enumerate()
                .map(|(index, piece)| {
                    Line::from(vec![
                        label_row(index + 1),
                        Span::raw(padded("", before.saturating_sub(label_width))),
                        Span::styled(piece, theme::of_tone(cell.tone)),
                    ])
                })
                .collect();
        }
        // The label's own rows beyond the value's.
        for index in continued.len() + 1..label_rows.len() {
            continued.push(Line::from(vec![label_row(index)]));
        }
        let mut how_row = None;
        if let Some(how) = &line.how {
            let length = how.chars().count();
            if continued.is_empty() && spans_width(&spans) + 2 + length <= width {
                spans.push(Span::styled(format!("  {how}"), theme::muted()));
            } else if length <= width {
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
        rows.push((Line::from(spans), continued, how_row));
    }
    rows
}
