//! Driving the TUI's app state with keys, as the event loop does, and drawing it to a test
//! backend.

#![allow(dead_code)]

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use elocalc::tui::{app::App, handle_event, view};
use ratatui::{Terminal, backend::TestBackend};

pub fn press(app: &mut App, code: KeyCode) {
    press_with(app, code, KeyModifiers::NONE);
}

pub fn press_with(app: &mut App, code: KeyCode, modifiers: KeyModifiers) {
    handle_event(app, &Event::Key(KeyEvent::new(code, modifiers)));
}

pub fn release(app: &mut App, code: KeyCode) {
    let mut key = KeyEvent::new(code, KeyModifiers::NONE);
    key.kind = KeyEventKind::Release;
    handle_event(app, &Event::Key(key));
}

pub fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Empties the focused number field (Ctrl-U, as a user would) and types `text`.
pub fn replace(app: &mut App, text: &str) {
    press_with(app, KeyCode::Char('u'), KeyModifiers::CONTROL);
    type_text(app, text);
}

/// Adds one tournament game through the keyboard: a, the opponent, Enter, the score, Enter.
pub fn add_game(app: &mut App, opponent: &str, score: &str) {
    press(app, KeyCode::Char('a'));
    type_text(app, opponent);
    press(app, KeyCode::Enter);
    type_text(app, score);
    press(app, KeyCode::Enter);
}

/// Tab until the focus is on `field`.
pub fn focus(app: &mut App, field: elocalc::tui::app::Field) {
    for _ in 0..20 {
        if app.focus == Some(field) {
            return;
        }
        press(app, KeyCode::Tab);
    }
    panic!("{field:?} is not a field of this mode");
}

/// Multi mode, 1500 against an average of 1600, 3.5 points from 5 games, typed in.
pub fn multi_app() -> App {
    let mut app = App::new();
    press(&mut app, KeyCode::F(4));
    focus(&mut app, elocalc::tui::app::Field::Average);
    replace(&mut app, "1600");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "5");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "3.5");
    app
}

pub fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| view::render(frame, app)).unwrap();
    terminal
}

/// The screen as plain text, one line a row, trailing spaces removed.
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let terminal = draw(app, width, height);
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        let line: String = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// The path of a file in tests/fixtures.
pub fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}
