//! The Ctrl-S popup (a name to save under) and the question before replacing a session.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph};

use super::{centered, input_line, theme};
use crate::store::SessionName;
use crate::tui::state::Prompt;

/// A one-line name prompt with its cursor and, under it, why the name was refused.
pub fn render_prompt(frame: &mut Frame, area: Rect, title: &str, prompt: &Prompt) {
    let popup = centered(area, 56, 4);
    frame.render_widget(Clear, popup);
    let mut block = Block::bordered()
        .title(format!(" {title} "))
        .title_bottom(Line::styled(" Enter keeps · Esc cancels ", theme::muted()))
        .border_style(theme::border(true, prompt.error.is_some()));
    if let Some(error) = &prompt.error {
        block = block.title_bottom(Line::styled(format!(" {error} "), theme::invalid()));
    }
    let inner = block.inner(popup);
    frame.render_widget(block, popup);
    let line = Rect::new(inner.x, inner.y, inner.width, inner.height.min(1));
    input_line(frame, line, &prompt.input, Style::new(), true);
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
