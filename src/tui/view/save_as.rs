//! The Ctrl-S popup (a name to save under) and the question before replacing a session.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::layout::{Constraint, Layout};
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph};

use super::{centered, input_line, theme, wrap};
use crate::store::SessionName;
use crate::tui::state::Prompt;

/// A one-line name prompt with its cursor and, under it, why the name was refused.
pub fn render_prompt(frame: &mut Frame, area: Rect, title: &str, prompt: &Prompt) {
    const WIDTH: u16 = 56;
    // The reason a name was refused, whole, on the lines under it.
    let error: Vec<Line> = prompt
        .error
        .as_deref()
        .map(|error| wrap(error, usize::from(WIDTH - 2)))
        .unwrap_or_default()
        .into_iter()
        .map(|piece| Line::styled(piece, theme::invalid()))
        .collect();
    let popup = centered(area, WIDTH, 4 + error.len() as u16);
    frame.render_widget(Clear, popup);
    let block = Block::bordered()
        .title(format!(" {title} "))
        .title_bottom(Line::styled(" Enter keeps · Esc cancels ", theme::muted()))
        .border_style(theme::border(true, prompt.error.is_some()));
    let inner = block.inner(popup);
    frame.render_widget(block, popup);
    let [line, _, rest] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(inner);
    input_line(frame, line, &prompt.input, Style::new(), true);
    frame.render_widget(Paragraph::new(error), rest);
}

/// "Replace session X?" with y / n.
pub fn render_question(frame: &mut Frame, area: Rect, question: &str) {
    let popup = centered(area, 56, 3);
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(Line::from(format!("{question} (y / n)"))).block(
            Block::bordered()
                .title(" Sure? ")
                .border_style(theme::border(false, true)),
        ),
        popup,
    );
}

pub fn replace_question(name: &SessionName) -> String {
    format!("A session named '{name}' exists. Replace it?")
}
