//! The help overlay and the footer, both written from the key table.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

use super::theme;
use crate::tui::keys::{Context, EDITING_KEYS, bindings_for};

const SECTIONS: [(Context, &str); 5] = [
    (Context::Anywhere, "Anywhere"),
    (Context::Number, "Number fields"),
    (Context::Choice, "Choice fields (result, K, pool)"),
    (Context::Table, "Tournament games table"),
    (Context::Cell, "Editing a cell"),
];

/// Every key, by where it applies, in two columns.
pub fn help_columns() -> [Vec<Line<'static>>; 2] {
    let key_line = |keys: &str, help: &str| {
        Line::from(vec![
            Span::styled(format!(" {keys:<14}"), theme::heading().fg(theme::ACCENT)),
            Span::raw(help.to_string()),
        ])
    };
    let mut columns = [Vec::new(), Vec::new()];
    for (index, (context, title)) in SECTIONS.into_iter().enumerate() {
        let column = &mut columns[usize::from(index >= 3)];
        column.push(Line::styled(title, theme::heading()));
        if context == Context::Number {
            column.extend(EDITING_KEYS.iter().map(|(keys, help)| key_line(keys, help)));
        }
        column.extend(
            bindings_for(context)
                .iter()
                .map(|b| key_line(b.keys, b.help)),
        );
    }
    columns
}

pub fn render_help(frame: &mut Frame, area: Rect) {
    let [left, right] = help_columns();
    let width = 100.min(area.width);
    let height = (left.len().max(right.len()) as u16 + 2).min(area.height);
    let popup = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    frame.render_widget(Clear, popup);
    let block = Block::bordered()
        .title(" Keys — Esc closes ")
        .border_style(theme::border(true, false));
    let inner = block.inner(popup);
    frame.render_widget(block, popup);
    let [left_area, right_area] =
        Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)]).areas(inner);
    frame.render_widget(Paragraph::new(left), left_area);
    frame.render_widget(Paragraph::new(right), right_area);
}

/// The keys that apply where the keyboard is, then help and quit.
pub fn footer_line(context: Context) -> Line<'static> {
    let mut spans = Vec::new();
    let mut shown = Vec::new();
    if !matches!(context, Context::Help | Context::Cell) {
        shown.extend(
            bindings_for(Context::Anywhere)
                .into_iter()
                .filter(|b| b.keys == "F1 ?"),
        );
    }
    shown.extend(bindings_for(context));
    for binding in shown {
        spans.push(Span::styled(
            format!(" {} ", binding.keys),
            theme::focused(),
        ));
        spans.push(Span::raw(format!(" {}  ", binding.help)));
    }
    Line::from(spans)
}
