//! Every colour and style of the UI, in one place.

use ratatui::style::{Color, Modifier, Style};

use crate::report::Tone;

pub const ACCENT: Color = Color::Cyan;
pub const ERROR: Color = Color::Red;
pub const GOOD: Color = Color::Green;
pub const BAD: Color = Color::Red;
pub const MUTED: Color = Color::DarkGray;
pub const MARKER: Color = Color::Magenta;
pub const TABLE_CURVE: Color = Color::Yellow;

pub fn label() -> Style {
    Style::new().fg(Color::Gray)
}

pub fn focused() -> Style {
    Style::new().fg(Color::Black).bg(ACCENT)
}

/// Text selected as a whole, to be replaced by what is typed.
pub fn selection() -> Style {
    Style::new().add_modifier(Modifier::REVERSED)
}

pub fn invalid() -> Style {
    Style::new().fg(ERROR).add_modifier(Modifier::BOLD)
}

pub fn heading() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

pub fn muted() -> Style {
    Style::new().fg(MUTED)
}

pub fn border(focused: bool, invalid: bool) -> Style {
    match (invalid, focused) {
        (true, _) => Style::new().fg(ERROR),
        (false, true) => Style::new().fg(ACCENT),
        (false, false) => Style::new().fg(MUTED),
    }
}

pub fn selected_row() -> Style {
    Style::new()
        .bg(Color::Rgb(40, 40, 60))
        .add_modifier(Modifier::BOLD)
}

/// How a report's tone is drawn.
pub fn of_tone(tone: Tone) -> Style {
    match tone {
        Tone::Plain => Style::new(),
        Tone::Strong => heading(),
        Tone::Gain => Style::new().fg(GOOD),
        Tone::Loss => Style::new().fg(BAD),
        Tone::Warning => invalid(),
        Tone::Muted => muted(),
    }
}
