//! A FIDE rating list imported from the UI (F7 or `i`), as `elocalc list import` imports it:
//! told from a games file by what it holds (TXT, the zip FIDE ships, XML), read off the UI's
//! thread with its progress reported, stopped with Esc leaving the lists as they were, and the
//! month and the players said at the end. The lists are generated here (FIDE's own are never
//! part of the project).

use crate::common;

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::fide_list_gen::{self as generate, Layout, Options};
use common::*;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use elocalc::rating::list::ListMonth;
use elocalc::store::RatingsList;
use elocalc::tui::effects::Effects;
use elocalc::tui::keys::Context;
use elocalc::tui::message::Message;
use elocalc::tui::state::{App, Popup};

/// 2026-11-15, noon UTC: in November in every time zone.
fn mid_november() -> SystemTime {
    SystemTime::UNIX_EPOCH + Duration::from_secs(1_794_744_000)
}

/// `count` generated players as FIDE's combined list (`players_list_foa.txt`), zipped as FIDE
/// ships it, or as the XML, in `dir`, dated mid-November 2026 (the files name no month).
fn list_file(dir: &Path, layout: Layout, zipped: bool, count: u64) -> PathBuf {
    let mut bytes = Vec::new();
    generate::write(
        &mut bytes,
        layout,
        generate::entries(11, count),
        Options::default(),
    )
    .unwrap();
    let name = generate::file_name(layout);
    let path = if zipped {
        let path = dir.join(name.replace(['.'], "_") + ".zip");
        generate::write_zip(&path, &[(&name, &bytes)]).unwrap();
        path
    } else {
        let path = dir.join(&name);
        std::fs::write(&path, &bytes).unwrap();
        path
    };
    let file = std::fs::File::options().write(true).open(&path).unwrap();
    file.set_modified(mid_november()).unwrap();
    path
}

fn with_lists(dir: &Path) -> Driven {
    Driven {
        app: App::new().with_lists(Some(dir.to_path_buf())),
        effects: Effects::new(None).with_lists(Some(dir.to_path_buf())),
    }
}

/// F7, the path typed, Enter: carried out without waiting for the import.
fn start_import(driven: &mut Driven, path: &Path) {
    driven.press(KeyCode::F(7));
    driven.type_text(&path.display().to_string());
    let enter = Message::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    driven.effects.dispatch(&mut driven.app, enter);
}

/// The months held in `dir`, with their players.
fn held(dir: &Path) -> Vec<(ListMonth, u64)> {
    RatingsList::open_held(&RatingsList::default_path(dir))
        .unwrap()
        .map(|lists| {
            lists
                .months()
                .unwrap()
                .into_iter()
                .map(|held| (held.month, held.players))
                .collect()
        })
        .unwrap_or_default()
}

fn month(text: &str) -> ListMonth {
    ListMonth::parse(text).unwrap()
}

#[test]
fn a_fide_list_txt_zip_or_xml_is_imported_with_its_progress_and_its_month_said() {
    for (layout, zipped) in [
        (Layout::Combined, false),
        (Layout::Combined, true),
        (Layout::Xml, false),
    ] {
        let dir = temp_dir();
        let path = list_file(dir.path(), layout, zipped, 5000);
        let mut driven = with_lists(dir.path());
        start_import(&mut driven, &path);
        // Every report as it comes: the progress first (the file is a list), then the end.
        let mut progress = Vec::new();
        while let Some(message) = driven.effects.next_report() {
            let read = match &message {
                Message::ListImportProgress { players, .. } => Some(*players),
                _ => None,
            };
            driven.effects.dispatch(&mut driven.app, message);
            if let Some(players) = read {
                progress.push(players);
                assert_eq!(driven.app.context(), Context::ListImport);
                let shown = screen(&driven.app, 80, 24);
                let said = format!(
                    "importing the FIDE list… {} players",
                    [("0", 0), ("4,096", 4096)]
                        .iter()
                        .find(|(_, n)| *n == players)
                        .unwrap()
                        .0
                );
                assert!(shown.contains(&said), "{shown}");
            }
        }
        assert_eq!(progress, [0, 4096], "{layout:?}");
        assert!(driven.app.popup().is_none());
        let said = driven.app.status().unwrap().text.clone();
        assert!(
            said.starts_with(
                "imported the FIDE list of November 2026 · 5,000 players · the file names no month"
            ),
            "{layout:?} {zipped}: {said}"
        );
        assert_eq!(held(dir.path()), [(month("2026-11"), 5000)]);
        // The look-up finds its players at once.
        driven.press(KeyCode::F(3));
        driven.press(KeyCode::Char('a'));
        driven.type_text("example");
        assert!(
            driven
                .app
                .lookup()
                .is_some_and(|lookup| !lookup.found.is_empty())
        );
    }
}

#[test]
fn esc_stops_the_import_and_the_lists_held_stay_as_they_were() {
    let dir = temp_dir();
    hold_list(dir.path(), "2026-10", generate::entries(5, 50).collect());
    let path = list_file(dir.path(), Layout::Combined, false, 3000);
    let mut driven = with_lists(dir.path());
    // Another writer holds the database: the import cannot end before Esc is pressed.
    let lock = rusqlite::Connection::open(RatingsList::default_path(dir.path())).unwrap();
    lock.execute_batch("BEGIN IMMEDIATE").unwrap();
    start_import(&mut driven, &path);
    let first = driven.effects.next_report().unwrap();
    assert!(matches!(
        first,
        Message::ListImportProgress { players: 0, .. }
    ));
    driven.effects.dispatch(&mut driven.app, first);
    assert_eq!(driven.app.context(), Context::ListImport);
    let importing = screen(&driven.app, 80, 24);
    assert!(
        importing.contains("importing the FIDE list… 0 players"),
        "{importing}"
    );
    assert!(
        importing.contains("Esc stop: the lists held stay as they were"),
        "{importing}"
    );
    let esc = Message::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
    driven.effects.dispatch(&mut driven.app, esc);
    assert!(screen(&driven.app, 80, 24).contains("stopping… nothing of the list is kept"));
    lock.execute_batch("ROLLBACK").unwrap();
    drop(lock);
    driven.effects.settle(&mut driven.app);
    assert!(driven.app.popup().is_none());
    assert_eq!(
        driven.app.status().unwrap().text,
        "the import was stopped: nothing of the list was kept, and the lists held are as they were"
    );
    assert_eq!(held(dir.path()), [(month("2026-10"), 50)]);
}

#[test]
fn a_list_that_cannot_be_imported_is_said_in_the_dialog_and_nothing_is_kept() {
    let dir = temp_dir();
    hold_list(dir.path(), "2026-11", generate::entries(5, 50).collect());
    // A list with a line that gives no player: nothing of it is kept.
    let path = list_file(dir.path(), Layout::Combined, false, 20);
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str("not a player's line\r\n");
    std::fs::write(&path, text).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(mid_november())
        .unwrap();
    let mut driven = with_lists(dir.path());
    start_import(&mut driven, &path);
    driven.effects.settle(&mut driven.app);
    let Some(Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the dialog stays open");
    };
    let said = dialog.path.error.as_deref().unwrap();
    assert!(
        said.contains("players_list_foa.txt:22: the ID column")
            && said.ends_with("nothing was imported"),
        "{said}"
    );
    assert_eq!(held(dir.path()), [(month("2026-11"), 50)]);
    // A games file is still read as games.
    driven.press(KeyCode::Esc);
    let games = dir.path().join("games.txt");
    std::fs::write(&games, "1800 | 1\n1900 | 0.5\n").unwrap();
    start_import(&mut driven, &games);
    driven.effects.settle(&mut driven.app);
    assert_eq!(driven.app.context(), Context::PreviewNew);
}

#[test]
fn the_month_and_the_players_are_said_in_every_language() {
    for (lang, said) in [
        (
            elocalc::i18n::Lang::Pt,
            "importada a lista da FIDE de novembro de 2026 · 5.000 jogadores",
        ),
        (
            elocalc::i18n::Lang::Ru,
            "импортирован список ФИДЕ за ноябрь 2026 · 5\u{a0}000 игроков",
        ),
    ] {
        let dir = temp_dir();
        let path = list_file(dir.path(), Layout::Combined, false, 5000);
        let mut driven = with_lists(dir.path());
        driven.app = driven.app.speaking(lang);
        start_import(&mut driven, &path);
        driven.effects.settle(&mut driven.app);
        let status = driven.app.status().unwrap().text.clone();
        assert!(status.starts_with(said), "{status}");
    }
}

#[test]
fn a_report_open_in_field_mode_is_rated_with_the_list_just_imported() {
    let dir = temp_dir();
    let mut driven = with_lists(dir.path());
    driven.press(KeyCode::F(7));
    driven.type_text(&fixture("trf/worked-example.trf"));
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    assert!(driven.app.field_report().unwrap().list.is_none());
    // The standard list of March 2026 (its month code says it), in force at the start.
    let layout = Layout::Single(
        elocalc::import::fide_list::ListPool::Standard,
        month("2026-03"),
    );
    let path = dir.path().join(generate::file_name(layout));
    let mut bytes = Vec::new();
    generate::write(
        &mut bytes,
        layout,
        worked_list(2700, 40),
        Options::default(),
    )
    .unwrap();
    std::fs::write(&path, bytes).unwrap();
    start_import(&mut driven, &path);
    driven.effects.settle(&mut driven.app);
    assert_eq!(
        driven.app.status().unwrap().text,
        format!(
            "imported the FIDE list of March 2026 · {} players",
            worked_list(2700, 40).len()
        )
    );
    let report = driven.app.field_report().unwrap();
    assert_eq!(report.list.as_ref().unwrap().month, month("2026-03"));
}
