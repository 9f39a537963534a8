//! Keystrokes on tournaments of 1,000 and 100,000 games: key → action → update → recompute →
//! draw at 120×40.

use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use elocalc::calc::{Entry, Mode, Request, Row};
use elocalc::rating::Score;
use elocalc::store::{SessionName, SessionView, Store};
use elocalc::tui::message::Message;
use elocalc::tui::state::App;
use elocalc::tui::{handle_event, view};
use ratatui::{Terminal, backend::TestBackend};
use std::hint::black_box;

fn key(app: &mut App, code: KeyCode) {
    handle_event(app, &Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

/// A tournament of `games` games, focus on the games table with the cursor on the Score
/// column (where the score keys work), nothing saved.
fn tournament_of(games: usize) -> App {
    let request = Request {
        mode: Mode::Tournament,
        rows: (0..games)
            .map(|i| Row::new(&(1400 + i % 800).to_string(), Score::ALL[i % 3]))
            .collect(),
        ..Request::default()
    };
    let mut app = App::with_request(request, SessionName::parse("bench").unwrap()).without_store();
    while app.focus() != Some(Entry::Rows) {
        key(&mut app, KeyCode::Tab);
    }
    key(&mut app, KeyCode::Right);
    app
}

fn keystroke(c: &mut Criterion) {
    let mut group = c.benchmark_group("keystroke");
    group.sample_size(20);
    for games in [1_000, 100_000] {
        let mut app = tournament_of(games);
        let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
        key(&mut app, KeyCode::Char('d'));
        assert_eq!(
            app.request().rows[0].score,
            elocalc::calc::RowScore::Played(Score::Draw),
            "the score keys work"
        );
        // Two keystrokes an iteration: the selected game lost, then won, each recomputed and
        // drawn.
        group.bench_function(format!("two on a {games}-game tournament, 120x40"), |b| {
            b.iter(|| {
                for code in [KeyCode::Char('l'), KeyCode::Char('w')] {
                    key(&mut app, code);
                    terminal
                        .draw(|frame| view::render(frame, black_box(&app)))
                        .unwrap();
                }
            })
        });
        // Editing your rating (typing, started with Enter): a digit deleted, then typed again;
        // every game is rated again each time.
        let mut app = tournament_of(games);
        while app.focus() != Some(Entry::Rating) {
            key(&mut app, KeyCode::Tab);
        }
        key(&mut app, KeyCode::Enter);
        assert!(app.is_typing(), "the rating field takes the keys");
        group.bench_function(format!("two rating edits, {games} games, 120x40"), |b| {
            b.iter(|| {
                for code in [KeyCode::Backspace, KeyCode::Char('7')] {
                    key(&mut app, code);
                    terminal
                        .draw(|frame| view::render(frame, black_box(&app)))
                        .unwrap();
                }
            })
        });
    }
    // The UI thread's part of an autosave at 100,000 games: the snapshot handed to the saver.
    // A score changed each time (lost, then won), so that there is always a change to save.
    let mut app = tournament_of(100_000);
    let mut scores = [KeyCode::Char('l'), KeyCode::Char('w')].into_iter().cycle();
    group.bench_function("autosave snapshot, 100000 games", |b| {
        b.iter(|| {
            key(&mut app, scores.next().unwrap());
            black_box(app.update(Message::AutosaveDue))
        })
    });
    // The autosave of the 100,000-game tournament: what a save costs, wherever it runs.
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let app = tournament_of(100_000);
    let name = SessionName::parse("bench").unwrap();
    group.bench_function("save a 100000-game session", |b| {
        b.iter(|| {
            store
                .save_at(&name, black_box(app.request()), &SessionView::default())
                .unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, keystroke);
criterion_main!(benches);
