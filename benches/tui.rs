//! Keystrokes on tournaments of 1,000 and 100,000 games, and in Field mode on a report of
//! 9,998 players over 20 rounds: key → action → update → recompute → draw at 120×40.

use criterion::{Criterion, criterion_group, criterion_main};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use elocalc::calc::{Entry, Mode, Request, Row};
use elocalc::rating::Score;
use elocalc::store::{SessionName, SessionView, Store};
use elocalc::tui::handle_event;
use elocalc::tui::message::Message;
use elocalc::tui::state::App;
use ratatui::{Terminal, backend::TestBackend};
use std::hint::black_box;

#[path = "common/trf.rs"]
mod trf_file;

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
                        .draw(|frame| elocalc::tui::draw(frame, black_box(&app)))
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
                        .draw(|frame| elocalc::tui::draw(frame, black_box(&app)))
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

/// Field mode on the 9,998-player, 20-round report, focus on `entry`, nothing saved.
fn field_on(entry: Entry) -> App {
    let text = String::from_utf8(trf_file::trf_file()).unwrap();
    let request = Request {
        mode: Mode::Field,
        field: elocalc::calc::FieldEntries {
            text: text.into(),
            ..Default::default()
        },
        ..Request::default()
    };
    let mut app = App::with_request(request, SessionName::parse("bench").unwrap()).without_store();
    while app.focus() != Some(entry) {
        key(&mut app, KeyCode::Tab);
    }
    assert_eq!(app.field_report().unwrap().players.len(), 9_998);
    app
}

/// Presses `codes` in turn, each drawn at 120×40.
fn keys_drawn(app: &mut App, terminal: &mut Terminal<TestBackend>, codes: &[KeyCode]) {
    for &code in codes {
        key(app, code);
        terminal
            .draw(|frame| elocalc::tui::draw(frame, black_box(app)))
            .unwrap();
    }
}

fn field_keystroke(c: &mut Criterion) {
    let mut group = c.benchmark_group("field keystroke");
    group.sample_size(10);
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    // The selection down, then up: nothing is rated again.
    let mut app = field_on(Entry::Players);
    group.bench_function("two selection moves, 9998 players, 120x40", |b| {
        b.iter(|| {
            keys_drawn(
                &mut app,
                &mut terminal,
                &[KeyCode::Char('j'), KeyCode::Char('k')],
            )
        })
    });
    // s: the players by the next column (of six, the starting rank among them), the same
    // player kept selected.
    group.bench_function("two sorts, 9998 players, 120x40", |b| {
        b.iter(|| {
            keys_drawn(
                &mut app,
                &mut terminal,
                &[KeyCode::Char('s'), KeyCode::Char('s')],
            )
        })
    });
    // The selected player's K typed and kept: Enter, two digits, Enter; 15 and 25 in turn,
    // so that every Enter that keeps it changes it.
    let enter = KeyCode::Enter;
    let typed = |k: char| [enter, KeyCode::Char(k), KeyCode::Char('5'), enter];
    let mut app = field_on(Entry::Players);
    keys_drawn(&mut app, &mut terminal, &typed('1'));
    assert_eq!(
        app.request().field.player_k.get(&1),
        Some(&15),
        "the K is kept"
    );
    group.bench_function(
        "a player's K typed twice (8 keys), 9998 players, 120x40",
        |b| {
            b.iter(|| {
                keys_drawn(&mut app, &mut terminal, &typed('2'));
                keys_drawn(&mut app, &mut terminal, &typed('1'));
            })
        },
    );
    // The one K for every rated player, being typed: 25, a digit deleted, then typed again;
    // the whole field is rated again each time.
    let mut app = field_on(Entry::ReportK);
    keys_drawn(
        &mut app,
        &mut terminal,
        &[enter, KeyCode::Char('2'), KeyCode::Char('5')],
    );
    assert_eq!(app.request().field.k, "25", "the K field takes the keys");
    group.bench_function("two edits of the one K, 9998 players, 120x40", |b| {
        b.iter(|| {
            keys_drawn(
                &mut app,
                &mut terminal,
                &[KeyCode::Backspace, KeyCode::Char('5')],
            )
        })
    });
    group.finish();
}

/// A value of 600,000 characters (a hand-made or damaged session file): the app made from it
/// and its first frame at 80×24, as `elocalc` starts on it. Its error quotes a bounded piece.
fn long_value(c: &mut Criterion) {
    let long = "9".repeat(600_000);
    let mut group = c.benchmark_group("long value");
    group.sample_size(10);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let name = SessionName::parse("bench").unwrap();
    group.bench_function("first frame, a 600000-character rating, 80x24", |b| {
        b.iter(|| {
            let request = Request {
                rating: long.clone(),
                ..Request::default()
            };
            let app = App::with_request(request, name.clone()).without_store();
            terminal
                .draw(|frame| elocalc::tui::draw(frame, black_box(&app)))
                .unwrap();
        })
    });
    // The same value as a game's opponent in Tournament mode, the cell selected.
    group.bench_function("first frame, a 600000-character opponent, 80x24", |b| {
        b.iter(|| {
            let request = Request {
                mode: Mode::Tournament,
                rows: vec![Row::new(&long, Score::Win), Row::new("1500", Score::Draw)],
                ..Request::default()
            };
            let mut app = App::with_request(request, name.clone()).without_store();
            while app.focus() != Some(Entry::Rows) {
                key(&mut app, KeyCode::Tab);
            }
            terminal
                .draw(|frame| elocalc::tui::draw(frame, black_box(&app)))
                .unwrap();
        })
    });
    group.finish();
}

/// The session picker (Ctrl-O) listing 20,000 sessions: the selection down, then up, each
/// drawn at 80×24.
fn session_picker(c: &mut Criterion) {
    use elocalc::store::{Listing, Summary};
    let mut group = c.benchmark_group("session picker");
    group.sample_size(20);
    let mut app =
        App::with_request(Request::default(), SessionName::parse("bench").unwrap()).without_store();
    handle_event(
        &mut app,
        &Event::Key(KeyEvent::new(KeyCode::Char('o'), KeyModifiers::CONTROL)),
    );
    let listings = (0..20_000)
        .map(|i| {
            Listing::Session(Summary {
                name: SessionName::parse(&format!("session {i:05}")).unwrap(),
                mode: Mode::ALL[i % Mode::ALL.len()],
                system: elocalc::calc::System::default(),
                games: i % 300,
                modified: format!(
                    "2026-{:02}-{:02}T10:{:02}:00Z",
                    1 + i % 12,
                    1 + i % 28,
                    i % 60
                ),
            })
        })
        .collect();
    app.update(Message::Listed(Ok(listings)));
    // Halfway down: a selection far from either end.
    for _ in 0..10_000 {
        key(&mut app, KeyCode::Down);
    }
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    keys_drawn(&mut app, &mut terminal, &[KeyCode::Down]);
    assert!(
        format!("{:?}", terminal.backend().buffer()).contains("session 10001"),
        "the picker is open, its selection halfway"
    );
    group.bench_function("two keys in the picker, 20000 sessions, 80x24", |b| {
        b.iter(|| keys_drawn(&mut app, &mut terminal, &[KeyCode::Down, KeyCode::Up]))
    });
    group.finish();
}

criterion_group!(
    benches,
    keystroke,
    field_keystroke,
    long_value,
    session_picker
);
criterion_main!(benches);
