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
    render_prompt_in(
        frame,
        area,
        56,
        title,
        &crate::i18n::tr("popup-prompt-keys"),
        prompt,
    );
}

/// A one-line prompt for a long line (an event's): as wide as its title, to the screen's
/// width less a margin; `keys` on its bottom border.
pub fn render_line_prompt(frame: &mut Frame, area: Rect, title: &str, keys: &str, prompt: &Prompt) {
    let width = (title.chars().count() as u16 + 4).clamp(56, area.width.saturating_sub(4).max(56));
    render_prompt_in(frame, area, width.min(area.width), title, keys, prompt);
}

fn render_prompt_in(
    frame: &mut Frame,
    area: Rect,
    width: u16,
    title: &str,
    keys: &str,
    prompt: &Prompt,
) {
    // The reason a name was refused, whole, on the lines under it.
    let error: Vec<Line> = prompt
        .error
        .as_deref()
        .map(|error| wrap(error, usize::from(width.saturating_sub(2))))
        .unwrap_or_default()
        .into_iter()
        .map(|piece| Line::styled(piece, theme::invalid()))
        .collect();
    let popup = centered(area, width, 4 + error.len() as u16);
    frame.render_widget(Clear, popup);
    let block = Block::bordered()
        .title(format!(" {title} "))
        .title_bottom(Line::styled(keys.to_string(), theme::muted()))
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

/// "Replace session X?" with y / n: the popup as wide as the question (to the screen's width),
/// as tall as its lines once wrapped, so it is read whole.
pub fn render_question(frame: &mut Frame, area: Rect, question: &str) {
    render_asking(
        frame,
        area,
        &crate::i18n::tr_args("popup-question", &[("question", question.into())]),
    );
}

/// A question that says its own keys, drawn as [`render_question`] draws one.
pub fn render_asking(frame: &mut Frame, area: Rect, text: &str) {
    let popup = grown(area, 56, text);
    let lines: Vec<Line> = wrap(text, usize::from(popup.width.saturating_sub(2)).max(1))
        .into_iter()
        .map(Line::from)
        .collect();
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).block(
            Block::bordered()
                .title(crate::i18n::tr("popup-sure"))
                .border_style(theme::border(false, true)),
        ),
        popup,
    );
}

/// A bordered popup in the middle of `area` for `text`: `least` wide, wider for a longer text
/// (to the screen's width less a margin), and as tall as the text wrapped in it.
pub fn grown(area: Rect, least: u16, text: &str) -> Rect {
    let room = area.width.saturating_sub(4).max(least);
    let width = (text.chars().count() as u16 + 2)
        .clamp(least, room)
        .min(area.width);
    let lines = wrap(text, usize::from(width.saturating_sub(2)).max(1)).len() as u16;
    centered(area, width, lines + 2)
}

pub fn replace_question(name: &SessionName) -> String {
    crate::i18n::tr_args(
        "popup-replace-session",
        &[("name", name.to_string().into())],
    )
}
