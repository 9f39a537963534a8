//! Every colour and style of the UI, in one place. With `NO_COLOR` set (https://no-color.org)
//! nothing is coloured: bold, dim, underline and reverse keep everything readable.

use std::sync::OnceLock;

use ratatui::style::{Color, Modifier, Style};

use crate::report::Tone;

pub const ERROR: Color = Color::Red;
const ACCENT: Color = Color::Cyan;
const GOOD: Color = Color::Green;
const BAD: Color = Color::Red;
const MUTED: Color = Color::DarkGray;

/// Whether colours may be used: not when `NO_COLOR` is set to anything but "".
fn colours() -> bool {
    static COLOURS: OnceLock<bool> = OnceLock::new();
    *COLOURS.get_or_init(|| std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty()))
}

/// `coloured`, or `plain` without colours.
fn paint(coloured: Style, plain: Style) -> Style {
    if colours() { coloured } else { plain }
}

/// A label: the terminal's own foreground, which its theme makes readable on its background
/// (ANSI grey was 1.3:1 on a white one).
pub fn label() -> Style {
    Style::new()
}

/// The focused field or cell: black on the palette's cyan, which the terminal's theme picks
/// readable on light and dark alike; never reversed again inside a reversed row.
pub fn focused() -> Style {
    paint(
        Style::new()
            .fg(Color::Black)
            .bg(ACCENT)
            .remove_modifier(Modifier::REVERSED),
        Style::new().add_modifier(Modifier::REVERSED),
    )
}

/// Text selected as a whole, to be replaced by what is typed.
pub fn selection() -> Style {
    Style::new().add_modifier(Modifier::REVERSED)
}

pub fn invalid() -> Style {
    paint(
        Style::new().fg(ERROR).add_modifier(Modifier::BOLD),
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
    )
}

pub fn heading() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

/// Keys in the help and the footer, the K rule under the form.
pub fn accent() -> Style {
    paint(
        Style::new().fg(ACCENT).add_modifier(Modifier::BOLD),
        Style::new().add_modifier(Modifier::BOLD),
    )
}

/// A message that something worked.
pub fn good() -> Style {
    paint(Style::new().fg(GOOD), Style::new()).add_modifier(Modifier::BOLD)
}

pub fn muted() -> Style {
    paint(
        Style::new().fg(MUTED),
        Style::new().add_modifier(Modifier::DIM),
    )
}

pub fn border(focused: bool, invalid: bool) -> Style {
    match (invalid, focused) {
        (true, _) => paint(
            Style::new().fg(ERROR),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        (false, true) => paint(
            Style::new().fg(ACCENT),
            Style::new().add_modifier(Modifier::BOLD),
        ),
        (false, false) => muted(),
    }
}

/// The selected row of a table: the terminal's own colours reversed, so it reads on a light
/// theme as on a dark one (no fixed background colour).
pub fn selected_row() -> Style {
    paint(
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
    )
}

/// The chart's logistic curve, table dots and game marks.
pub fn curve() -> Style {
    paint(Style::new().fg(ACCENT), Style::new())
}

/// Table 8.1.2's dots: the terminal's own foreground, bold (yellow vanished on a light theme).
pub fn table_dots() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

pub fn mark() -> Style {
    paint(Style::new().fg(Color::Magenta), Style::new()).add_modifier(Modifier::BOLD)
}

/// How a report's tone is drawn.
pub fn of_tone(tone: Tone) -> Style {
    match tone {
        Tone::Plain => Style::new(),
        Tone::Strong => heading(),
        Tone::Gain => paint(Style::new().fg(GOOD), Style::new()),
        Tone::Loss => paint(Style::new().fg(BAD), Style::new()),
        Tone::Warning => invalid(),
        Tone::Muted => muted(),
    }
}
