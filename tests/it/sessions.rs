//! Sessions: round trips, a file of every earlier version, autosave and restore through the
//! UI, atomic writes under concurrent savers, every kind of unreadable file and refused name,
//! and unwritable places.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, KPreset, Mode, Outcome, Request, Row, RowScore};
use elocalc::rating::{Pool, Score};
use elocalc::store::time::{format_utc, shown_in};
use elocalc::store::{Listing, LoadError, NameError, SessionName, Store, parse_session};
use elocalc::tui::effects::{Start, initial_app};
use elocalc::tui::message::Message;
use elocalc::tui::state::{Popup, Question};
use std::path::Path;

fn name(text: &str) -> SessionName {
    SessionName::parse(text).unwrap()
}

/// A form where every field differs from a fresh start.
fn every_field_set() -> Request {
    Request {
        mode: Mode::Tournament,
        system: elocalc::calc::System::of_pool(Pool::FideBlitz),
        rating: "2105".into(),
        opponent: "1987".into(),
        result: Score::Draw,
        k: elocalc::calc::KEntries {
            preset: KPreset::Custom,
            custom: "15".into(),
            opponent: "40".into(),
            games_played: "45".into(),
            born: "2010".into(),
            reached_2400: true,
            year: String::new(),
        },
        rows: vec![
            Row::new("2050", Score::Win),
            Row::new("unrated", Score::Draw),
            Row::new("2250", Score::Loss),
        ],
        multi: elocalc::calc::MultiEntries {
            average: "1888".into(),
            games: "7".into(),
            points: "4.5".into(),
        },
        ..Request::default()
    }
}

#[test]
fn every_field_round_trips() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let form = every_field_set();
    let saved = store.save(&name("club"), &form).unwrap();
    assert_eq!(saved.version, 1);
    let loaded = store.load(&name("club")).unwrap();
    assert_eq!(loaded.request, form);
    assert_eq!(loaded.name, "club");
    assert_eq!(loaded.modified, saved.modified);
    // Pretty JSON with a version, in sessions/.
    let text = std::fs::read_to_string(dir.path().join("sessions/club.json")).unwrap();
    assert!(text.starts_with("{\n  \"version\": 1,"), "{text}");
    assert!(text.contains("\"pool\": \"blitz\""));
    assert!(text.contains("\"k_preset\": \"custom\""));
}

#[test]
fn unknown_fields_are_ignored_and_missing_ones_default() {
    let text = r#"{"version": 1, "name": "x", "modified": "2026-01-01T00:00:00Z", "colour": "blue",
                   "form": {"mode": "multi", "rating": 1850, "games": 9, "future_field": [1, 2]}}"#;
    let session = parse_session(text.as_bytes()).unwrap();
    assert_eq!(session.request.mode, Mode::Multi);
    assert_eq!(
        session.request.rating, "1850",
        "a number is read as typed text"
    );
    assert_eq!(session.request.multi.games, "9");
    assert_eq!(session.request.pool(), Pool::FideStandard);
    assert_eq!(
        session.request.multi.points,
        Request::default().multi.points
    );
}

#[test]
fn a_session_written_by_version_1_opens_unchanged() {
    let dir = temp_dir();
    let bytes = std::fs::read(fixture("session-v1.json")).unwrap();
    plant(dir.path(), "Club Open%3A R5.json", &bytes);
    let store = Store::new(dir.path());
    let session = store.load(&name("Club Open: R5")).unwrap();
    assert_eq!(session.version, 1);
    assert_eq!(session.modified, "2026-11-29T18:42:07Z");
    let request = &session.request;
    assert_eq!(request.mode, Mode::Tournament);
    assert_eq!(request.k.preset, KPreset::K40);
    assert_eq!(request.rows.len(), 4);
    // T27 with an unrated opponent: +6, 1928.
    let evaluation = elocalc::calc::evaluate(request, elocalc::calc::Today::in_year(2026));
    let Outcome::Period(period) = &evaluation.outcome else {
        panic!("no period: {:?}", evaluation.outcome);
    };
    assert_eq!(period.outcome.new_rating.value(), 1928.0);
    // Saved again, it is the same file but for the time.
    store.save(&name("Club Open: R5"), request).unwrap();
    let again: serde_json::Value = serde_json::from_slice(
        &std::fs::read(dir.path().join("sessions/Club Open%3A R5.json")).unwrap(),
    )
    .unwrap();
    let before: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(again["form"], before["form"]);
    assert_eq!(again["version"], 1);
}

#[test]
fn autosave_then_restore_through_the_ui() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut app = initial_app(Some(&store), Start::LastUsed);
    assert_eq!(*app.session(), SessionName::default_name());
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "1922");
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "1798", "1");
    add_game(&mut app, "1801", "0");
    assert!(app.is_dirty());
    let mut ui = Driven::new(app, Some(store.clone()));
    ui.send(Message::AutosaveDue);
    assert!(!ui.app.is_dirty());
    assert_eq!(ui.app.status(), None, "autosave is quiet");

    let restored = initial_app(Some(&store), Start::LastUsed);
    assert_eq!(restored.request(), ui.app.request());
    assert_eq!(restored.request().mode, Mode::Tournament);
    assert_eq!(restored.request().rows.len(), 2);
    assert!(matches!(restored.outcome(), Outcome::Period(_)));

    // --new leaves it alone and starts blank under another name.
    let blank = initial_app(Some(&store), Start::New);
    assert_eq!(*blank.request(), Request::default());
    assert_ne!(*blank.session(), SessionName::default_name());
    assert!(store.load(&SessionName::default_name()).is_ok());
}

/// Ctrl-S, the name typed over the suggested one, Enter.
fn save_as(driven: &mut Driven, text: &str) {
    driven.ctrl('s');
    driven.replace(text);
    driven.press(KeyCode::Enter);
}

/// Ctrl-O, then ↓ until `text` is selected.
fn select_session(driven: &mut Driven, text: &str) {
    if driven.app.popup().is_none() {
        driven.ctrl('o');
    }
    for _ in 0..driven.app.listings().len() {
        driven.press(KeyCode::Up);
    }
    let index = driven
        .app
        .listings()
        .iter()
        .position(|l| matches!(l, Listing::Session(s) if s.name == name(text)))
        .unwrap_or_else(|| panic!("{text} is not listed"));
    for _ in 0..index {
        driven.press(KeyCode::Down);
    }
}

/// The app as the UI starts on `store`, with its effects carried out.
fn driven(store: &Store) -> Driven {
    Driven::new(
        initial_app(Some(store), Start::LastUsed),
        Some(store.clone()),
    )
}

#[test]
fn named_sessions_save_list_open_rename_and_delete_through_the_ui() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut ui = driven(&store);
    ui.replace("1700");
    save_as(&mut ui, "Club night");
    assert_eq!(*ui.app.session(), name("Club night"));
    assert_eq!(ui.app.status().unwrap().text, "saved as 'Club night'");
    assert_eq!(
        store.load(&name("Club night")).unwrap().request.rating,
        "1700"
    );

    // A second session; both are listed.
    ui.replace("1800");
    save_as(&mut ui, "Blitz");
    ui.ctrl('o');
    assert_eq!(ui.app.listings().len(), 2);

    // Open "Club night".
    select_session(&mut ui, "Club night");
    ui.press(KeyCode::Enter);
    assert_eq!(*ui.app.session(), name("Club night"));
    assert_eq!(ui.app.request().rating, "1700");

    // Rename "Blitz" to "Blitz 2026" with r.
    select_session(&mut ui, "Blitz");
    ui.press(KeyCode::Char('r'));
    ui.press(KeyCode::End);
    ui.type_text(" 2026");
    ui.press(KeyCode::Enter);
    assert!(store.exists(&name("Blitz 2026")));
    assert!(!store.exists(&name("Blitz")));

    // Delete asks first: n keeps it, y deletes it.
    select_session(&mut ui, "Blitz 2026");
    ui.press(KeyCode::Delete);
    ui.press(KeyCode::Char('n'));
    assert!(store.exists(&name("Blitz 2026")));
    ui.press(KeyCode::Delete);
    ui.press(KeyCode::Char('y'));
    assert!(!store.exists(&name("Blitz 2026")));

    // The open session cannot be deleted from under the user.
    select_session(&mut ui, "Club night");
    ui.press(KeyCode::Delete);
    assert!(ui.app.status().unwrap().error);
    assert!(store.exists(&name("Club night")));
}

#[test]
fn saving_over_another_session_asks_first() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("kept"), &every_field_set()).unwrap();
    let mut ui = driven(&store);
    save_as(&mut ui, "kept");
    assert_eq!(
        store.load(&name("kept")).unwrap().request,
        every_field_set(),
        "not yet replaced"
    );
    ui.press(KeyCode::Char('n'));
    assert_eq!(
        store.load(&name("kept")).unwrap().request,
        every_field_set()
    );
    // Back to the name as typed; Esc leaves it.
    assert!(matches!(ui.app.popup(), Some(Popup::SaveAs(_))));
    ui.press(KeyCode::Esc);
    assert!(ui.app.popup().is_none());
}

#[test]
fn concurrent_savers_never_leave_an_unreadable_file() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("shared"), &Request::default()).unwrap();
    let path = dir.path().join("sessions/shared.json");
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let reader = {
        let (path, stop) = (path.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut reads = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let bytes = std::fs::read(&path).expect("the file is always there");
                parse_session(&bytes).expect("the file is always a whole session");
                reads += 1;
            }
            reads
        })
    };
    let writers: Vec<_> = (0..4)
        .map(|writer| {
            let store = store.clone();
            std::thread::spawn(move || {
                for i in 0..50 {
                    let mut form = every_field_set();
                    form.rating = format!("{}", 1000 + writer * 100 + i);
                    form.rows = vec![Row::new("1500", Score::Win); i];
                    store.save(&name("shared"), &form).unwrap();
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().unwrap();
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    assert!(reader.join().unwrap() > 0);
    assert!(store.load(&name("shared")).is_ok());
    // No temporary files are left behind.
    let leftovers: Vec<_> = std::fs::read_dir(dir.path().join("sessions"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f != "shared.json")
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn concurrent_processes_never_leave_an_unreadable_file() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("shared"), &every_field_set()).unwrap();
    // This test binary, run again as three writer processes (the ignored test below).
    let writers: Vec<_> = (0..3)
        .map(|_| {
            in_own_process(
                "sessions::writer_process",
                &[("ELOCALC_WRITER_DIR", dir.path().as_os_str())],
            )
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap()
        })
        .collect();
    let path = dir.path().join("sessions/shared.json");
    let mut writers_left = writers;
    let mut reads = 0;
    while !writers_left.is_empty() {
        let bytes = std::fs::read(&path).expect("the file is always there");
        parse_session(&bytes).expect("the file is always a whole session");
        reads += 1;
        writers_left.retain_mut(|child| match child.try_wait().unwrap() {
            Some(status) => {
                assert!(status.success(), "a writer failed");
                false
            }
            None => true,
        });
    }
    assert!(reads > 0);
    assert!(store.load(&name("shared")).is_ok());
}

/// One writer of the test above, in its own process.
#[test]
#[ignore = "run by concurrent_processes_never_leave_an_unreadable_file"]
fn writer_process() {
    let Some(dir) = std::env::var_os("ELOCALC_WRITER_DIR") else {
        return;
    };
    let store = Store::new(Path::new(&dir));
    for i in 0..80 {
        let mut form = every_field_set();
        form.k.custom = (i % 100 + 1).to_string();
        form.rows = vec![Row::new("1500", Score::Win); i % 50];
        store.save(&name("shared"), &form).unwrap();
    }
}

/// Writes `bytes` as the session file of `name`.
fn plant(dir: &Path, file: &str, bytes: &[u8]) {
    std::fs::create_dir_all(dir.join("sessions")).unwrap();
    std::fs::write(dir.join("sessions").join(file), bytes).unwrap();
}

#[test]
fn every_kind_of_unreadable_file_is_listed_with_its_reason_and_kept() {
    let cases: [(&str, &[u8], &str); 6] = [
        ("corrupt", b"{\"version\": 1, \"name\": ", "not valid JSON"),
        (
            "wrong types",
            br#"{"version": 1, "name": "x", "modified": "t", "form": {"rows": 5}}"#,
            "unexpected content",
        ),
        (
            "future",
            br#"{"version": 99, "name": "x", "modified": "t", "form": {}}"#,
            "newer elocalc",
        ),
        (
            "latin1",
            b"{\"version\": 1, \"name\": \"Caf\xe9\"}",
            "not UTF-8",
        ),
        ("empty", b"", "empty"),
        ("not a session", br#"{"hello": "world"}"#, "no \"version\""),
    ];
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("good"), &Request::default()).unwrap();
    for (file, bytes, _) in &cases {
        plant(dir.path(), &name(file).file_name(), bytes);
    }
    let listings = store.list().unwrap();
    assert_eq!(listings.len(), cases.len() + 1);
    assert!(matches!(&listings[0], Listing::Session(s) if s.name == name("good")));
    for (file, bytes, reason) in &cases {
        let file_name = name(file).file_name();
        let listed = listings.iter().find_map(|l| match l {
            Listing::Unreadable { file, reason } if *file == file_name => Some(reason.clone()),
            _ => None,
        });
        let listed = listed.unwrap_or_else(|| panic!("{file} not listed as unreadable"));
        assert!(listed.contains(reason), "{file}: {listed}");
        // One reason for one file, however it is met: listed or opened.
        match store.load(&name(file)) {
            Err(error @ LoadError::Unreadable(_)) => {
                assert_eq!(elocalc::store::unreadable_reason(&error), listed, "{file}")
            }
            other => panic!("{file}: {other:?}"),
        }
        // The UI starts on it with a blank form and says why; nothing is overwritten yet.
        let app = initial_app(Some(&store), Start::Named(name(file)));
        assert_eq!(*app.request(), Request::default());
        assert!(app.status().unwrap().error);
        assert_eq!(
            std::fs::read(dir.path().join("sessions").join(&file_name)).unwrap(),
            *bytes
        );
    }
}

/// A file whose summary reads but whose rest does not is listed as it opens: unreadable, with
/// the reason opening gives — small files read whole, large ones read to their end.
#[test]
fn the_list_never_shows_a_session_that_does_not_open() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let games: Vec<Row> = (0..80_000)
        .map(|i| Row::new(&format!("{}", 1400 + i % 800), Score::Win))
        .collect();
    let large = Request {
        mode: Mode::Tournament,
        rows: games,
        ..Request::default()
    };
    store.save(&name("small"), &Request::default()).unwrap();
    store.save(&name("large"), &large).unwrap();
    let text = |file: &str| std::fs::read_to_string(store.dir().join(file)).unwrap();
    let (small, large) = (text("small.json"), text("large.json"));
    assert!(
        large.len() > 4 << 20,
        "{} bytes: read to its end",
        large.len()
    );
    let after_summary = |text: &str| text.find("\"form\"").unwrap();
    let cases = [
        ("small cut", small[..after_summary(&small) + 20].to_string()),
        (
            "small wrong",
            small.replace("\"rows\": []", "\"rows\": \"oops\""),
        ),
        ("small trailing", format!("{small}}}")),
        ("large cut", large[..large.len() / 2].to_string()),
        ("large trailing", format!("{large}, 1")),
    ];
    for (file, text) in &cases {
        assert_ne!(text, &small);
        plant(dir.path(), &name(file).file_name(), text.as_bytes());
    }
    let listings = store.list().unwrap();
    let listed: Vec<&SessionName> = listings
        .iter()
        .filter_map(|listing| match listing {
            Listing::Session(summary) => Some(&summary.name),
            Listing::Unreadable { .. } => None,
        })
        .collect();
    assert_eq!(listed, [&name("large"), &name("small")]);
    for (file, _) in &cases {
        let file_name = name(file).file_name();
        let reason = listings.iter().find_map(|listing| match listing {
            Listing::Unreadable { file, reason } if *file == file_name => Some(reason),
            _ => None,
        });
        let reason = reason.unwrap_or_else(|| panic!("{file} listed as a session"));
        let error = store.load(&name(file)).err().unwrap();
        assert_eq!(&elocalc::store::unreadable_reason(&error), reason, "{file}");
    }
}

#[test]
fn saving_over_an_unreadable_file_keeps_it_aside() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    plant(dir.path(), "default.json", b"{ not json");
    let mut ui = driven(&store);
    ui.replace("1999");
    ui.send(Message::AutosaveDue);
    assert!(!ui.app.is_dirty());
    assert_eq!(
        store
            .load(&SessionName::default_name())
            .unwrap()
            .request
            .rating,
        "1999"
    );
    let aside: Vec<_> = std::fs::read_dir(dir.path().join("sessions"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f.starts_with("default.json.bad-"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    let kept = std::fs::read(dir.path().join("sessions").join(&aside[0])).unwrap();
    assert_eq!(kept, b"{ not json");
}

#[test]
fn bad_values_in_a_file_load_as_invalid_fields() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    plant(
        dir.path(),
        "odd.json",
        br#"{"version": 1, "name": "odd", "modified": "t",
             "form": {"rating": "abc", "opponent": 1e9, "rows": [{"opponent": "x", "score": "1"}]}}"#,
    );
    let app = initial_app(Some(&store), Start::Named(name("odd")));
    assert_eq!(app.request().rating, "abc");
    assert!(app.error_for(Entry::Rating).unwrap().contains("'abc'"));
    assert!(
        app.error_for(Entry::Opponent)
            .unwrap()
            .contains("1000000000")
    );
    assert!(matches!(app.outcome(), Outcome::Invalid(_)));
}

#[test]
fn a_blank_score_in_a_file_is_an_error_on_its_row_not_a_win() {
    let dir = temp_dir();
    plant(
        dir.path(),
        "blank.json",
        br#"{"version": 1, "name": "blank", "modified": "t",
             "form": {"mode": "tournament", "rows": [{"opponent": "1500", "score": "1"},
                                                      {"opponent": "1600", "score": ""}]}}"#,
    );
    let app = initial_app(Some(&Store::new(dir.path())), Start::Named(name("blank")));
    assert_eq!(app.request().rows[1].score, RowScore::Missing);
    assert!(app.row_error(1).unwrap().contains("no score"));
    assert!(
        matches!(app.outcome(), Outcome::Invalid(problem) if problem.to_string().starts_with("game 2: the game has no score"))
    );
}

#[test]
fn what_cannot_be_read_is_moved_aside_never_written_over() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    // Something that cannot be read as a file at all: here a directory, as a file without read
    // permission is for a user (tests run as root, who reads every file).
    std::fs::create_dir_all(dir.path().join("sessions/locked.json")).unwrap();
    std::fs::write(dir.path().join("sessions/locked.json/keep"), "mine").unwrap();
    store.save(&name("locked"), &every_field_set()).unwrap();
    assert_eq!(
        store.load(&name("locked")).unwrap().request,
        every_field_set()
    );
    let aside: Vec<_> = std::fs::read_dir(dir.path().join("sessions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("locked.json.bad-"))
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(
        std::fs::read_to_string(aside[0].join("keep")).unwrap(),
        "mine"
    );
}

#[test]
fn a_fifo_among_the_sessions_is_listed_not_opened() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("good"), &Request::default()).unwrap();
    let fifo = dir.path().join("sessions/pipe.json");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|status| status.success()) {
        eprintln!("mkfifo is not available: skipped");
        return;
    }
    // Opening a FIFO for reading blocks until a writer comes: listing must not open it.
    let listings = store.list().unwrap();
    assert_eq!(listings.len(), 2);
    assert!(listings.iter().any(|l| matches!(l,
        Listing::Unreadable { file, reason } if file == "pipe.json" && reason == "not a regular file")));
    assert!(matches!(
        store.load(&name("pipe")),
        Err(LoadError::Unreadable(elocalc::store::Unreadable::NotAFile))
    ));
}

#[test]
fn fields_a_newer_elocalc_wrote_are_kept_when_saved_again() {
    let dir = temp_dir();
    plant(
        dir.path(),
        "future.json",
        br#"{"version": 1, "name": "future", "modified": "t", "theme": "dark",
             "form": {"rating": "1700", "glicko": {"rd": 50}}}"#,
    );
    let store = Store::new(dir.path());
    let session = store.load(&name("future")).unwrap();
    store.save(&name("future"), &session.request).unwrap();
    let saved: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("sessions/future.json")).unwrap())
            .unwrap();
    assert_eq!(saved["theme"], "dark");
    assert_eq!(saved["form"]["glicko"]["rd"], 50);
    assert_eq!(saved["form"]["rating"], "1700");
}

#[test]
fn a_session_deleted_while_open_is_saved_again_under_its_name_and_said_so() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("s"), &Request::default()).unwrap();
    let mut ui = Driven::start(&store, Start::Named(name("s")));
    // Deleted from another elocalc (or the shell) while open here.
    store.delete(&name("s")).unwrap();
    ui.replace("1700");
    ui.send(Message::AutosaveDue);
    // Nobody else's work is there to keep: the work is saved under its own name, no copy made.
    assert_eq!(store.load(&name("s")).unwrap().request.rating, "1700");
    assert!(!store.exists(&name("s (2)")));
    assert_eq!(*ui.app.session(), name("s"));
    assert!(!ui.app.is_dirty());
    let status = ui.app.status().unwrap();
    assert_eq!(
        status.text,
        "'s' was deleted outside this elocalc since it was opened here: your work is saved as 's' again"
    );
    // The saves after it are as usual.
    ui.replace("1710");
    ui.send(Message::AutosaveDue);
    assert_eq!(store.load(&name("s")).unwrap().request.rating, "1710");
    assert!(!store.exists(&name("s (2)")));
}

#[test]
fn two_instances_on_one_session_never_overwrite_each_other() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("dual"), &Request::default()).unwrap();
    let mut first = Driven::start(&store, Start::Named(name("dual")));
    let mut second = Driven::start(&store, Start::Named(name("dual")));
    // The first changes the rating and saves; the second, still on the old file, changes the
    // opponent and saves.
    first.replace("1700");
    first.send(Message::AutosaveDue);
    second.press(KeyCode::Tab);
    second.replace("1900");
    second.send(Message::AutosaveDue);
    // Both versions are kept: the first in 'dual', the second in 'dual (2)', and it says so.
    assert_eq!(store.load(&name("dual")).unwrap().request.rating, "1700");
    let copy = store.load(&name("dual (2)")).unwrap().request;
    assert_eq!(
        (copy.rating.as_str(), copy.opponent.as_str()),
        ("1500", "1900")
    );
    assert_eq!(*second.app.session(), name("dual (2)"));
    assert!(!second.app.is_dirty());
    let status = second.app.status().unwrap();
    assert!(status.error);
    assert!(
        status.text.contains("your work is saved as 'dual (2)'"),
        "{}",
        status.text
    );
    // The first saves on as before: the file holds what it wrote.
    first.replace("1710");
    first.send(Message::AutosaveDue);
    assert_eq!(store.load(&name("dual")).unwrap().request.rating, "1710");
    // Quitting with a conflict loses nothing either.
    let mut third = Driven::start(&store, Start::Named(name("dual")));
    third.replace("2000");
    first.replace("1730");
    first.send(Message::AutosaveDue);
    third.ctrl('q');
    assert!(third.app.should_exit());
    assert_eq!(
        store.load(&name("dual (3)")).unwrap().request.rating,
        "2000"
    );
    assert_eq!(store.load(&name("dual")).unwrap().request.rating, "1730");
}

#[test]
fn a_temporary_file_a_killed_save_left_is_removed_by_the_next_save() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("s"), &Request::default()).unwrap();
    let sessions = dir.path().join("sessions");
    let (old, young) = (
        sessions.join(".elocalc-old.tmp"),
        sessions.join(".elocalc-young.tmp"),
    );
    for path in [&old, &young] {
        std::fs::write(path, "half a session").unwrap();
    }
    let an_hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(&old)
        .unwrap()
        .set_modified(an_hour_ago)
        .unwrap();
    store.save(&name("s"), &Request::default()).unwrap();
    assert!(!old.exists(), "left by a save killed an hour ago");
    assert!(young.exists(), "maybe another save's, still being written");
}

#[test]
fn the_focused_field_and_the_selected_game_are_restored() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut ui = driven(&store);
    ui.press(KeyCode::F(3));
    focus_driven(&mut ui, Entry::Rows);
    for opponent in ["1800", "1900", "2000"] {
        ui.press(KeyCode::Char('a'));
        ui.type_text(opponent);
        ui.press(KeyCode::Enter);
        ui.type_text("1");
        ui.press(KeyCode::Enter);
        // The next new row opens: Esc leaves it out.
        ui.press(KeyCode::Esc);
    }
    ui.press(KeyCode::Up);
    assert_eq!(ui.app.tournament().selected, 1);
    ui.send(Message::AutosaveDue);
    let restored = initial_app(Some(&store), Start::LastUsed);
    assert_eq!(restored.focus(), Some(Entry::Rows));
    assert_eq!(restored.tournament().selected, 1);
    // A file from before knows no view: the first field, the first game.
    let text = std::fs::read_to_string(dir.path().join("sessions/default.json")).unwrap();
    assert!(text.contains("\"view\": {"), "{text}");
}

fn focus_driven(ui: &mut Driven, field: Entry) {
    for _ in 0..20 {
        if ui.app.focus() == Some(field) {
            return;
        }
        ui.press(KeyCode::Tab);
    }
    panic!("{field:?} is not a field of this mode");
}

#[test]
fn names_that_could_be_paths_are_refused() {
    let refused = [
        ("", NameError::Empty),
        ("   ", NameError::Empty),
        ("a/b", NameError::Separator),
        ("a\\b", NameError::Separator),
        ("..", NameError::DotDot),
        ("a..b", NameError::DotDot),
        (".hidden", NameError::LeadingDot),
        ("tab\there", NameError::Control),
        ("bell\u{7}", NameError::Control),
        ("new\nline", NameError::Control),
    ];
    for (text, error) in refused {
        assert_eq!(SessionName::parse(text), Err(error), "{text:?}");
    }
    let long = "x".repeat(65);
    assert_eq!(SessionName::parse(&long), Err(NameError::TooLong));
    assert!(
        SessionName::parse(&"é".repeat(37)).is_ok(),
        "characters, not bytes"
    );
    // 28 CJK characters are 84 bytes, 252 once written as %XX: too long for a file name.
    let error = SessionName::parse(&"漢".repeat(28)).unwrap_err();
    assert_eq!(error, NameError::FileNameTooLong(257));
    assert!(error.to_string().contains("at most 230 fit"));
    // Allowed names make plain file names inside the directory.
    for (text, file) in [
        ("Club night", "Club night.json"),
        ("Open 2026: round 1", "Open 2026%3A round 1.json"),
        ("C:", "C%3A.json"),
        ("100%", "100%25.json"),
        ("Café", "Caf%C3%A9.json"),
        ("a.b", "a%2Eb.json"),
    ] {
        assert_eq!(name(text).file_name(), file);
    }
}

#[test]
fn a_name_survives_the_file_name_round_trip() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    for text in [
        "Open 2026: round 1",
        "Café ½",
        "100%",
        "a.b",
        "spaces  inside",
    ] {
        store.save(&name(text), &Request::default()).unwrap();
    }
    let mut listed: Vec<String> = store
        .list()
        .unwrap()
        .into_iter()
        .map(|l| match l {
            Listing::Session(s) => s.name.to_string(),
            Listing::Unreadable { file, reason } => panic!("{file}: {reason}"),
        })
        .collect();
    listed.sort();
    assert_eq!(
        listed,
        [
            "100%",
            "Café ½",
            "Open 2026: round 1",
            "a.b",
            "spaces  inside"
        ]
    );
}

#[test]
fn an_unwritable_place_is_reported_and_the_work_kept() {
    let dir = temp_dir();
    // A file where the config directory should be: nothing can be created under it (this holds
    // even for root, unlike permission bits).
    let blocked = dir.path().join("config");
    std::fs::write(&blocked, "not a directory").unwrap();
    let store = Store::new(&blocked);
    let mut ui = driven(&store);
    ui.replace("2222");
    ui.send(Message::AutosaveDue);
    assert!(ui.app.is_dirty(), "still unsaved");
    let status = ui.app.status().cloned().unwrap();
    assert!(status.error);
    assert!(status.text.contains("could not save"), "{}", status.text);
    assert_eq!(
        ui.app.request().rating,
        "2222",
        "the work is still in memory"
    );
    // Quitting warns once, then lets the user go.
    ui.ctrl('c');
    assert!(!ui.app.should_exit());
    assert!(
        ui.app
            .status()
            .unwrap()
            .text
            .starts_with("could not save 'default'; quit again to leave without saving: ")
    );
    ui.ctrl('c');
    assert!(ui.app.should_exit());
}

#[test]
fn times_are_kept_in_utc_and_shown_in_the_users_zone() {
    let at = |seconds: i64| format_utc(jiff::Timestamp::from_second(seconds).unwrap());
    assert_eq!(at(0), "1970-01-01T00:00:00Z");
    assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
    // Checked with `date -u -d @1796000000`.
    assert_eq!(at(1_796_000_000), "2026-11-30T00:53:20Z");
    assert_eq!(at(4_107_542_399), "2100-02-28T23:59:59Z");
    let berlin = jiff::tz::TimeZone::get("Europe/Berlin").unwrap();
    assert_eq!(
        shown_in("2026-11-30T00:53:20Z", &berlin),
        "2026-11-30 01:53"
    );
    assert_eq!(
        shown_in("2026-07-01T12:00:00Z", &berlin),
        "2026-07-01 14:00"
    );
    // A hand-edited time that is not one is shown as it is.
    assert_eq!(shown_in("yesterday", &berlin), "yesterday");
}

#[test]
fn the_app_without_a_config_directory_still_runs() {
    let mut ui = Driven::new(initial_app(None, Start::LastUsed), None);
    assert!(ui.app.status().unwrap().error);
    ui.replace("1600");
    ui.send(Message::AutosaveDue);
    assert!(matches!(ui.app.outcome(), Outcome::Game(_)));
    ui.ctrl('q');
    assert!(ui.app.should_exit(), "nothing to save to: it quits at once");
}

#[test]
fn the_session_picker_shows_every_digit_of_a_large_count() {
    let dir = temp_dir();
    let rows = vec![r#"{"opponent": "1500", "score": "1"}"#; 100_001].join(",");
    plant(
        dir.path(),
        "big.json",
        format!(
            r#"{{"version": 1, "name": "big", "modified": "t", "form": {{"rows": [{rows}]}}}}"#
        )
        .as_bytes(),
    );
    let mut ui = driven(&Store::new(dir.path()));
    ui.ctrl('o');
    let shown = screen(&ui.app, 100, 30);
    assert!(shown.contains("100001"), "{shown}");
}

/// The list's summary of each session, by name.
fn listed(store: &Store, wanted: &str) -> elocalc::store::Summary {
    store
        .list()
        .unwrap()
        .into_iter()
        .find_map(|listing| match listing {
            Listing::Session(summary) if summary.name == name(wanted) => Some(summary),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{wanted} not listed"))
}

#[test]
fn a_save_writes_the_summary_before_the_games_and_the_list_reads_it() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut request = Request {
        mode: Mode::Tournament,
        system: elocalc::calc::System::of_pool(Pool::FideRapid),
        ..Request::default()
    };
    request.rows = (0..7)
        .map(|i| Row::new(&(1500 + i).to_string(), Score::Win))
        .collect();
    store.save(&name("rapid"), &request).unwrap();
    let path = dir.path().join("sessions").join(name("rapid").file_name());
    let text = std::fs::read_to_string(&path).unwrap();
    let (summary, rows) = (
        text.find("\"summary\"").unwrap(),
        text.find("\"rows\"").unwrap(),
    );
    assert!(summary < rows, "{text}");
    let shown = listed(&store, "rapid");
    assert_eq!(
        (shown.mode, shown.system.pool().unwrap(), shown.games),
        (Mode::Tournament, Pool::FideRapid, 7)
    );
    // Cut the file after its summary: the list says what opening it says.
    let cut = text.find("\"form\"").unwrap();
    std::fs::write(&path, &text[..cut]).unwrap();
    let error = store.load(&name("rapid")).err().unwrap();
    assert_eq!(
        store.list().unwrap(),
        [Listing::Unreadable {
            file: name("rapid").file_name(),
            reason: elocalc::store::unreadable_reason(&error),
        }]
    );
}

#[test]
fn a_summary_an_older_elocalc_left_stale_is_not_believed() {
    // An older elocalc kept the summary as an unknown field but saved new games and a new time.
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let stale = br#"{"version": 1, "name": "old", "modified": "2026-11-30T10:00:00Z",
        "summary": {"modified": "2026-11-01T10:00:00Z", "mode": "game", "pool": "blitz", "games": 99},
        "form": {"mode": "tournament", "pool": "standard",
                 "rows": [{"opponent": "1800", "score": "1"}, {"opponent": "1900", "score": "0"}]}}"#;
    plant(dir.path(), &name("old").file_name(), stale);
    let shown = listed(&store, "old");
    assert_eq!(
        (shown.mode, shown.system.pool().unwrap(), shown.games),
        (Mode::Tournament, Pool::FideStandard, 2)
    );
    assert_eq!(shown.modified, "2026-11-30T10:00:00Z");
}

#[test]
fn a_norm_and_its_titles_federations_and_games_to_play_round_trip() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let norm = norm_app();
    let mut form = norm.request().clone();
    form.norm.min_games = 8;
    form.norm.exemption = Some(elocalc::rating::Exemption::Zonal);
    store.save(&name("norm"), &form).unwrap();
    let loaded = store.load(&name("norm")).unwrap();
    assert_eq!(loaded.request, form);
    let text = std::fs::read_to_string(dir.path().join("sessions/norm.json")).unwrap();
    for piece in [
        "\"mode\": \"norm\"",
        "\"norm_title\": \"WGM\"",
        "\"federation\": \"chn\"",
        "\"min_games\": 8",
        "\"exemption\": \"1.4.3c\"",
        "\"score\": \"?\"",
        "\"title\": \"WGM\"",
        "\"federation\": \"IRI\"",
    ] {
        assert!(text.contains(piece), "{piece} not in {text}");
    }
    // A row without a title is written without one, as rows were before.
    assert!(!text.contains("\"title\": \"\""), "{text}");
    // A hand-edited score that is neither a result nor ? is refused with what is allowed.
    let bad = text.replacen("\"score\": \"?\"", "\"score\": \"maybe\"", 1);
    let error = parse_session(bad.as_bytes()).unwrap_err().to_string();
    assert!(
        error.contains("'maybe'") && error.contains("? for a game not played yet"),
        "{error}"
    );
}

#[test]
fn a_tournament_report_is_kept_in_the_session_and_opens_without_its_file() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut app = field_app();
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "20");
    press(&mut app, KeyCode::Enter);
    let form = app.request().clone();
    store.save(&name("report"), &form).unwrap();
    let text = std::fs::read_to_string(dir.path().join("sessions/report.json")).unwrap();
    for piece in [
        "\"mode\": \"field\"",
        "\"trf_name\": \"worked-example.trf\"",
        "Alpha, Anna",
        "\"player_k\": {\n      \"1\": 20\n    }",
    ] {
        assert!(text.contains(piece), "{piece} not in {text}");
    }
    // Opened again, the field is rated from the session alone: Anna at K 20 loses 15.60.
    let loaded = store.load(&name("report")).unwrap();
    assert_eq!(loaded.request, form);
    let evaluation = elocalc::calc::evaluate(&loaded.request, elocalc::calc::Today::in_year(2026));
    let Outcome::Field(report) = &evaluation.outcome else {
        panic!("no field: {:?}", evaluation.outcome);
    };
    let anna = report.players[0].period.unwrap();
    assert_eq!(
        (anna.change_unrounded, anna.new_rating.value()),
        (-15.6, 2684.0)
    );
    // And `sessions show` prints the same report.
    let shown = elocalc(&[
        "--config-dir",
        dir.path().to_str().unwrap(),
        "sessions",
        "show",
        "report",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&shown.stdout).unwrap();
    assert_eq!(value["players"][0]["new_rating"], 2684);
    assert_eq!(value["players"][0]["k_source"], "player");
}

#[test]
fn a_glicko2_or_uschess_session_keeps_its_system_and_values() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    for (session, app) in [("g2", glicko2_app()), ("us", uschess_app())] {
        let form = app.request().clone();
        store.save(&name(session), &form).unwrap();
        assert_eq!(store.load(&name(session)).unwrap().request, form);
    }
    let text = std::fs::read_to_string(dir.path().join("sessions/g2.json")).unwrap();
    for piece in [
        "\"system\": \"glicko2\"",
        "\"rd\": \"200\"",
        "\"opponent\": \"1400/30\"",
    ] {
        assert!(text.contains(piece), "{piece} not in {text}");
    }
    let text = std::fs::read_to_string(dir.path().join("sessions/us.json")).unwrap();
    for piece in [
        "\"system\": \"uschess\"",
        "\"us_games_played\": \"30\"",
        "\"event_date\": \"2026-03-01\"",
    ] {
        assert!(text.contains(piece), "{piece} not in {text}");
    }
    // `sessions show` prints them as the UI computes them: the paper's example.
    let shown = elocalc(&[
        "--config-dir",
        dir.path().to_str().unwrap(),
        "sessions",
        "show",
        "g2",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&shown.stdout).unwrap();
    assert!((value["new_rating"].as_f64().unwrap() - 1464.0506705).abs() < 1e-6);
}

/// Runs `work` on a thread and waits for it, boundedly: a call that blocks fails the test
/// instead of hanging it.
#[cfg(unix)]
fn without_blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || sender.send(work()));
    receiver
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("the call blocked")
}

#[cfg(unix)]
#[test]
fn fifos_and_endless_files_in_the_config_directory_are_never_read_or_written() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    store.save(&name("real"), &Request::default()).unwrap();
    let fifo = dir.path().join("last-session");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    // Read: no name, at once; written: never opened (no reader would ever come), but moved
    // aside, still a FIFO, and a regular file written in its place.
    let reading = store.clone();
    assert_eq!(without_blocking(move || reading.last_used()), None);
    let writing = store.clone();
    let aside = without_blocking(move || writing.remember(&name("real")))
        .unwrap()
        .expect("the FIFO is said moved aside");
    assert!(std::os::unix::fs::FileTypeExt::is_fifo(
        &std::fs::metadata(&aside).unwrap().file_type()
    ));
    assert_eq!(store.last_used(), Some(name("real")));
    // A session that is a FIFO or a link to /dev/zero: listed with its reason, its fingerprint
    // found at once, and saving over it keeps it aside.
    std::fs::remove_file(&aside).unwrap();
    let session = store.dir().join(name("pipe").file_name());
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&session)
            .status()
            .unwrap()
            .success()
    );
    std::os::unix::fs::symlink("/dev/zero", store.dir().join(name("zero").file_name())).unwrap();
    let listing = store.clone();
    let listings = without_blocking(move || listing.list().unwrap());
    for file in ["pipe.json", "zero.json"] {
        assert!(
            listings.iter().any(|l| matches!(l,
                Listing::Unreadable { file: f, reason } if f == file && reason == "not a regular file")),
            "{file}: {listings:?}"
        );
    }
    let probing = store.clone();
    assert_eq!(
        without_blocking(move || (
            probing.fingerprint(&name("pipe")),
            probing.fingerprint(&name("zero"))
        )),
        (Some(0), Some(0))
    );
    let saving = store.clone();
    without_blocking(move || saving.save(&name("pipe"), &Request::default())).unwrap();
    assert!(store.load(&name("pipe")).is_ok());
}

/// The folder last imported from is kept with the session: after a restart F7 starts there.
#[test]
fn the_folder_last_imported_from_is_kept_with_the_session() {
    let dir = temp_dir();
    let store = Store::new(&dir.path().join("config"));
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    std::fs::write(games.join("round.txt"), "1800 | 1\n").unwrap();
    let mut ui = Driven::new(
        initial_app(Some(&store), Start::LastUsed),
        Some(store.clone()),
    );
    ui.press(KeyCode::F(3));
    ui.press(KeyCode::F(7));
    ui.replace(games.join("round.txt").to_str().unwrap());
    ui.press(KeyCode::Enter);
    ui.press(KeyCode::Enter);
    assert_eq!(ui.app.request().rows.len(), 1, "the game is imported");
    ui.send(Message::AutosaveDue);

    let mut again = initial_app(Some(&store), Start::LastUsed);
    press(&mut again, KeyCode::F(7));
    let Some(elocalc::tui::state::Popup::Import(dialog)) = again.popup() else {
        panic!("the import popup");
    };
    let folder = format!("{}{}", games.display(), std::path::MAIN_SEPARATOR);
    assert_eq!(dialog.path.input.value(), folder);
}

/// A US Chess session as the version before the systems' specs wrote it (its Elo pool kept
/// beside the system, the floor hand-edited into a number): it opens in US Chess with every
/// value, on the field it was left on, and rates the README's worked event.
#[test]
fn a_us_chess_session_of_the_earlier_layout_opens_with_its_values() {
    use elocalc::calc::systems::uschess;
    let dir = temp_dir();
    let bytes = std::fs::read(fixture("session-v1-uschess.json")).unwrap();
    plant(dir.path(), "US Open.json", &bytes);
    let store = Store::new(dir.path());
    let session = store.load(&name("US Open")).unwrap();
    let request = &session.request;
    assert_eq!(
        request.system,
        elocalc::calc::System::by_key("uschess").unwrap()
    );
    assert_eq!(request.systems.text(uschess::GAMES_PLAYED.key), "30");
    assert_eq!(request.systems.text(uschess::FLOOR.key), "100");
    assert_eq!(session.view.focus, Some(uschess::EVENT_DATE.entry()));
    let evaluation = elocalc::calc::evaluate(request, elocalc::calc::Today::in_year(2026));
    let Outcome::System(answer) = &evaluation.outcome else {
        panic!("not rated: {:?}", evaluation.outcome);
    };
    let answer: &uschess::UsChessAnswer = answer.as_any().downcast_ref().unwrap();
    assert_eq!(answer.outcome.new_rating, 1797);
    assert_eq!(
        answer
            .rows
            .left_out_for(elocalc::calc::LeftOut::UnratedOpponent),
        vec![2]
    );
    // The list says US Chess, from the summary and from the form alike.
    let listed = store.list().unwrap();
    let elocalc::store::Listing::Session(summary) = &listed[0] else {
        panic!("unreadable: {listed:?}");
    };
    assert_eq!(summary.rated_with(), "US Chess");
    // Saved again, every value is kept under its key; the hidden Elo pool, which nothing
    // rated with, is written as the standard list.
    store.save(&name("US Open"), request).unwrap();
    let again: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("sessions/US Open.json")).unwrap())
            .unwrap();
    let before: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    for key in [
        "system",
        "us_games_played",
        "event_date",
        "rating",
        "rows",
        "k_preset",
    ] {
        assert_eq!(again["form"][key], before["form"][key], "{key}");
    }
    assert_eq!(
        again["form"]["floor"], "100",
        "a number is kept as the text it reads as"
    );
    assert_eq!(again["form"]["pool"], "standard");
}

/// A hand-edited player's K under a key that is no starting rank is refused by name, never
/// read as another player's.
#[test]
fn a_players_k_under_a_key_that_is_no_rank_is_refused_by_name() {
    let text = r#"{"version": 1, "name": "x", "modified": "2026-01-01T00:00:00Z",
                   "form": {"mode": "field", "player_k": {"12": 40, "twelve": 40}}}"#;
    let error = parse_session(text.as_bytes()).unwrap_err().to_string();
    assert!(
        error.contains("'twelve'") && error.contains("starting rank"),
        "{error}"
    );
    let text = r#"{"version": 1, "name": "x", "modified": "2026-01-01T00:00:00Z",
                   "form": {"mode": "field", "player_k": {"12": 40}}}"#;
    let session = parse_session(text.as_bytes()).unwrap();
    assert_eq!(session.request.field.player_k.get(&12), Some(&40));
}

/// Ctrl-N: a new session in the same mode and system, the one before saved and kept (said);
/// X in the games table clears it after asking, one undo step.
#[test]
fn ctrl_n_starts_a_new_session_and_x_clears_the_table_after_asking() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut ui = Driven::start(&store, Start::Named(name("weekend")));
    ui.press(KeyCode::F(3));
    ui.press(KeyCode::Char('a'));
    ui.type_text("1650");
    ui.press(KeyCode::Enter);
    ui.type_text("1");
    ui.press(KeyCode::Enter);
    ui.type_text("1700");
    ui.press(KeyCode::Enter);
    ui.type_text("d");
    ui.press(KeyCode::Enter);
    ui.press(KeyCode::Esc);
    assert_eq!(ui.app.request().rows.len(), 2);
    // X asks; n (or Esc) keeps every game.
    ui.press(KeyCode::Char('X'));
    assert!(ui.app.popup().is_some());
    ui.press(KeyCode::Char('n'));
    assert_eq!(ui.app.request().rows.len(), 2);
    assert!(ui.app.status().unwrap().text.starts_with("nothing cleared"));
    // y clears, said with how to undo; u brings both games back in one step.
    ui.press(KeyCode::Char('X'));
    ui.press(KeyCode::Char('y'));
    assert!(ui.app.request().rows.is_empty());
    assert_eq!(
        ui.app.status().unwrap().text,
        "games table cleared (2 games) · u undoes"
    );
    ui.press(KeyCode::Char('u'));
    assert_eq!(ui.app.request().rows.len(), 2);
    // Ctrl-N: the table's session is saved and kept; the new one is blank, in Tournament mode.
    ui.ctrl('n');
    let saved = store.load(&name("weekend")).unwrap().request;
    assert_eq!(saved.rows.len(), 2);
    assert!(ui.app.request().rows.is_empty());
    assert_eq!(ui.app.request().mode, Mode::Tournament);
    let new = ui.app.session().clone();
    assert_ne!(new, name("weekend"));
    assert!(new.as_str().starts_with("new "), "{new}");
    assert_eq!(
        ui.app.status().unwrap().text,
        format!("new session '{new}' · 'weekend' is kept: ^O opens it")
    );
    assert!(!ui.app.is_dirty());
    // Nothing to undo in the new session: the old one is a Ctrl-O away, not an undo, and u
    // says so.
    assert_eq!(ui.app.undo_depth(), (0, 0));
    ui.press(KeyCode::Char('u'));
    assert_eq!(
        ui.app.status().unwrap().text,
        "nothing to undo in a new session · 'weekend' is kept: ^O opens it"
    );
}

/// Ctrl-N never loses a session it cannot keep: with no config folder, or where the session
/// before could not be saved, the new one starts in its place as one undo step.
#[test]
fn a_new_session_that_cannot_keep_the_one_before_is_undone_by_u() {
    // No config folder at all.
    let mut ui = Driven::new(elocalc::tui::state::App::new(), None);
    ui.replace("2222");
    ui.press(KeyCode::Enter);
    ui.ctrl('n');
    assert_eq!(ui.app.request().rating, Request::default().rating);
    assert_eq!(
        ui.app.status().unwrap().text,
        "new session: the one before is not kept (no config folder) · u undoes"
    );
    ui.press(KeyCode::Esc);
    ui.press(KeyCode::Char('u'));
    assert_eq!(ui.app.request().rating, "2222");
    // A place that cannot be written: the save is said to fail, and nothing is lost.
    let dir = temp_dir();
    let blocked = dir.path().join("config");
    std::fs::write(&blocked, "not a directory").unwrap();
    let store = Store::new(&blocked);
    let mut ui = driven(&store);
    ui.replace("2345");
    ui.press(KeyCode::Enter);
    ui.ctrl('n');
    assert_eq!(ui.app.request().rating, Request::default().rating);
    assert_eq!(ui.app.session().as_str(), "default");
    assert_eq!(
        ui.app.status().unwrap().text,
        "new session: 'default' could not be saved, so it is not kept · u undoes"
    );
    ui.press(KeyCode::Esc);
    ui.press(KeyCode::Char('u'));
    assert_eq!(ui.app.request().rating, "2345");
}

/// Save-as to another session's name asks; `n` goes back to the name as typed, said why, as
/// export does; renaming to another session's name is said in the rename prompt, which stays.
#[test]
fn a_name_taken_is_kept_to_be_changed() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut ui = driven(&store);
    let save_as = |ui: &mut Driven, name: &str| {
        ui.ctrl('s');
        ui.replace(name);
        ui.press(KeyCode::Enter);
    };
    save_as(&mut ui, "first");
    save_as(&mut ui, "second");
    save_as(&mut ui, "first");
    assert!(matches!(
        ui.app.popup(),
        Some(Popup::Question(Question::Replace(..)))
    ));
    ui.press(KeyCode::Char('n'));
    let Some(Popup::SaveAs(prompt)) = ui.app.popup() else {
        panic!("back to the name: {:?}", ui.app.popup());
    };
    assert_eq!(prompt.input.value(), "first");
    assert_eq!(
        prompt.error.as_deref(),
        Some("'first' is kept as it was: type another name")
    );
    ui.press(KeyCode::Esc);
    assert_eq!(ui.app.session().as_str(), "second");
    // Renaming the session selected to the other one's name.
    ui.ctrl('o');
    let Some(Popup::Sessions(list)) = ui.app.popup() else {
        panic!("the list");
    };
    let selected = list.selected_name(ui.app.listings()).unwrap().to_string();
    let other = if selected == "first" {
        "second"
    } else {
        "first"
    };
    ui.press(KeyCode::Char('r'));
    ui.replace(other);
    ui.press(KeyCode::Enter);
    let Some(Popup::Sessions(list)) = ui.app.popup() else {
        panic!("the list");
    };
    let rename = list.rename.as_ref().expect("the rename prompt stays");
    assert_eq!(
        rename.error.as_deref(),
        Some(format!("a session named '{other}' exists: type another name").as_str())
    );
}

/// A new session is named in the language the UI speaks: "nova 2026-…" in Portuguese.
#[test]
fn a_new_session_is_named_in_the_uis_language() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut ui = Driven::new(
        elocalc::tui::state::App::new().speaking(elocalc::i18n::Lang::Pt),
        Some(store.clone()),
    );
    ui.replace("1600");
    ui.press(KeyCode::Enter);
    ui.ctrl('n');
    let name = ui.app.session().to_string();
    assert!(name.starts_with("nova "), "{name}");
}

#[test]
fn ctrl_n_keeps_the_session_before_even_unchanged_and_names_each_new_one_anew() {
    // An untouched session was not saved, yet said kept; a second Ctrl-N reused the name of
    // the first, said kept too, and ^O listed neither.
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut ui = Driven::start(&store, Start::Named(name("weekend")));
    ui.ctrl('n');
    let first = ui.app.session().clone();
    ui.ctrl('n');
    let second = ui.app.session().clone();
    assert_ne!(first, second);
    assert_eq!(
        ui.app.status().unwrap().text,
        format!("new session '{second}' · '{first}' is kept: ^O opens it")
    );
    let listed: Vec<String> = store
        .list()
        .unwrap()
        .into_iter()
        .filter_map(|listing| match listing {
            elocalc::store::Listing::Session(summary) => Some(summary.name.to_string()),
            _ => None,
        })
        .collect();
    assert!(listed.contains(&"weekend".to_string()), "{listed:?}");
    assert!(listed.contains(&first.to_string()), "{listed:?}");
    // The one open, unchanged, is not saved yet: ^O says so under the sessions listed.
    ui.ctrl('o');
    let shown = crate::common::screen(&ui.app, 80, 24);
    assert!(
        shown.contains(&format!("{second} (open, not saved yet: ^S saves it)")),
        "{shown}"
    );
}
