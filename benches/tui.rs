//! One keystroke on a 1,000-game tournament: key → action → update → recompute → draw at 120×40.

use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use elocalc::calc::Field;
use elocalc::tui::state::App;
use elocalc::tui::{handle_event, view};
use ratatui::{Terminal, backend::TestBackend};
use std::hint::black_box;

fn key(app: &mut App, code: KeyCode) {
    handle_event(app, &Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn tournament_of_1000() -> App {
    let mut app = App::new();
    key(&mut app, KeyCode::F(3));
    while app.focus() != Some(Field::Rows) {
        key(&mut app, KeyCode::Tab);
    }
    for i in 0..1000 {
        key(&mut app, KeyCode::Char('a'));
        for c in (1400 + i % 800).to_string().chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Char(['1', '0'][i % 2]));
        key(&mut app, KeyCode::Enter);
    }
    app
}

fn keystroke(c: &mut Criterion) {
    let mut app = tournament_of_1000();
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    c.bench_function("keystroke on a 1000-game tournament, 120x40", |b| {
        b.iter(|| {
            // Alternate the selected game's score so every iteration recomputes something new.
            key(&mut app, KeyCode::Char('l'));
            key(&mut app, KeyCode::Char('w'));
            terminal
                .draw(|frame| view::render(frame, black_box(&app)))
                .unwrap();
        })
    });
}

criterion_group!(benches, keystroke);
criterion_main!(benches);
