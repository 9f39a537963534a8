//! The FIDE list's look-up in the terminal UI, driven by keys: a name or FIDE ID in the "you"
//! field fills the rating, year of birth and (FIDE auto) K; a name in an opponent's cell fills
//! their rating (title and federation in Norm mode) and keeps their FIDE ID; each as one undo
//! step. Without a list nothing changes but a note on how to import one. The lists are made
//! here from invented players (FIDE's own are never part of the project).

mod common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, KPreset, Mode, Outcome, Request};
use elocalc::import::fide_list_gen as generate;
use elocalc::rating::list::{ListEntry, ListMonth, ListRating};
use elocalc::store::RatingsList;
use elocalc::tui::components::lookup::NO_LIST;
use elocalc::tui::keys::Context;
use elocalc::tui::state::App;
use std::convert::Infallible;

fn month(text: &str) -> ListMonth {
    ListMonth::parse(text).unwrap()
}

fn rated(rating: u16, k: Option<u8>) -> Option<ListRating> {
    Some(ListRating {
        rating,
        games: 4,
        k,
    })
}

/// A player with standard and rapid ratings and no blitz one.
fn testa(standard: u16) -> ListEntry {
    ListEntry {
        fide_id: 9_900_001,
        name: "Quist, Testa".into(),
        federation: Some("ISL".into()),
        sex: Some('F'),
        title: Some("FM".into()),
        standard: rated(standard, Some(40)),
        rapid: rated(1777, Some(20)),
        blitz: None,
        born: Some(2009),
        ..ListEntry::default()
    }
}

fn ulla() -> ListEntry {
    ListEntry {
        fide_id: 9_900_002,
        name: "Quist, Ulla".into(),
        federation: Some("NOR".into()),
        title: Some("IM".into()),
        standard: rated(2210, Some(10)),
        born: Some(1990),
        ..ListEntry::default()
    }
}

/// A data directory holding the 2026-12 list (generated players and the two above) and the
/// 2026-11 list, where Testa was rated 1820.
fn data_dir() -> TempDir {
    let dir = temp_dir();
    let mut lists = RatingsList::open(&RatingsList::default_path(dir.path())).unwrap();
    for (listed, standard) in [("2026-11", 1820), ("2026-12", 1843)] {
        let entries = generate::entries(7, 40)
            .chain([testa(standard), ulla()])
            .map(Ok::<_, Infallible>);
        lists.import(month(listed), entries, |_| ()).unwrap();
    }
    dir
}

fn app_with(dir: &TempDir) -> App {
    App::new()
        .in_year(2026)
        .with_lists(Some(dir.path().to_path_buf()))
}

fn fide_auto(app: &mut App) {
    focus(app, Entry::KPreset);
    while app.request().k.preset != KPreset::FideAuto {
        press(app, KeyCode::Right);
    }
}

/// Types `text` into the "you" field (its editor opened first).
fn type_you(app: &mut App, text: &str) {
    focus(app, Entry::FidePlayer);
    press(app, KeyCode::Enter);
    type_text(app, text);
}

fn status(app: &App) -> String {
    app.status().map(|s| s.text.clone()).unwrap_or_default()
}

#[test]
fn a_name_in_the_you_field_fills_rating_born_and_the_lists_k_as_one_step() {
    let dir = data_dir();
    // In 2040, with 40 games, the profile's K would be 20 (no junior, below 2400).
    let mut app = app_with(&dir).in_year(2040);
    fide_auto(&mut app);
    focus(&mut app, Entry::GamesPlayed);
    replace(&mut app, "40");
    press(&mut app, KeyCode::Enter);
    let depth = app.undo_depth().0;
    type_you(&mut app, "quist");
    // Both Quists, the higher rated first; the look-up has the keyboard.
    let lookup = app.lookup().expect("the look-up is open");
    assert_eq!(lookup.month, month("2026-12"));
    let names: Vec<&str> = lookup.found.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Quist, Ulla", "Quist, Testa"]);
    assert_eq!(app.context(), Context::Lookup);
    type_text(&mut app, " te");
    assert_eq!(app.lookup().unwrap().found.len(), 1);
    press(&mut app, KeyCode::Enter);
    assert!(app.lookup().is_none());
    let request = app.request();
    assert_eq!(request.fide_player, "9900001");
    assert_eq!(request.rating, "1843");
    assert_eq!(request.k.born, "2009");
    let Outcome::Game(game) = app.outcome() else {
        panic!("no game: {:?}", app.outcome())
    };
    // The standard list's K, not the profile's 20.
    assert_eq!(game.player.k.value(), 40);
    assert_eq!(game.player.rating.value(), 1843.0);
    let said = status(&app);
    assert!(
        said.contains("Quist, Testa (9900001) from the 2026-12 list"),
        "{said}"
    );
    assert!(said.contains("rating 1500 → 1843"), "{said}");
    assert!(said.contains("born 2000 → 2009"), "{said}");
    assert!(said.contains("K 40 from the 2026-12 list"), "{said}");
    assert_contains(
        &screen(&app, 80, 24),
        &["9900001 Quist, Te…", "K 40 from the 2026-12 list"],
    );
    assert_contains(&screen(&app, 120, 40), &["9900001 Quist, Te…"]);
    // One step: the typing and the fill together.
    assert_eq!(app.undo_depth().0, depth + 1);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('u'));
    let request = app.request();
    assert_eq!(
        (
            request.fide_player.as_str(),
            request.rating.as_str(),
            request.k.born.as_str()
        ),
        ("", "1500", "2000")
    );
    assert!(request.list.is_none());
    ctrl(&mut app, 'r');
    assert_eq!(app.request().rating, "1843");
}

#[test]
fn the_pool_changing_refills_from_the_same_line_but_a_typed_rating_wins() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    fide_auto(&mut app);
    // By FIDE ID: the one player.
    type_you(&mut app, "9900001");
    assert_eq!(app.lookup().unwrap().found.len(), 1);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().rating, "1843");
    // Standard → rapid: the rapid line's rating and K (20), one step.
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideRapid);
    assert_eq!(app.request().rating, "1777");
    let said = status(&app);
    assert!(
        said.contains("rating 1843 → 1777 from the 2026-12 list"),
        "{said}"
    );
    assert!(said.contains("K 20 from the 2026-12 list"), "{said}");
    let Outcome::Game(game) = app.outcome() else {
        panic!()
    };
    assert_eq!(game.player.k.value(), 20);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().rating, "1843");
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideStandard);
    // A rating typed by hand is the person's: the pool changing keeps it, and says so.
    focus(&mut app, Entry::Rating);
    replace(&mut app, "1900");
    press(&mut app, KeyCode::Enter);
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().rating, "1900");
    let said = status(&app);
    assert!(said.contains("your rating 1900 is kept"), "{said}");
    // Rapid → blitz: no blitz rating on the list, said, never a 0.
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().rating, "1900");
    let said = status(&app);
    assert!(said.contains("has no FIDE Blitz rating"), "{said}");
    // Through a pool with no FIDE list (continuous, before standard) and back: the list's
    // rating is still the list's, filled again, not taken for one typed.
    let mut app = app_with(&dir);
    type_you(&mut app, "9900001");
    press(&mut app, KeyCode::Enter);
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::Continuous);
    assert_eq!(app.request().rating, "1843");
    assert!(
        status(&app).contains("has no FIDE list"),
        "{}",
        status(&app)
    );
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideRapid);
    assert_eq!(app.request().rating, "1777");
}

#[test]
fn tab_leaves_the_look_up_keeping_what_was_typed() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    type_you(&mut app, "quist");
    assert!(app.lookup().is_some());
    press(&mut app, KeyCode::Tab);
    assert!(app.lookup().is_none());
    assert_eq!(app.request().fide_player, "quist");
    assert_eq!(app.focus(), Some(Entry::Rating));
    assert_eq!(app.request().rating, "1500");
}

#[test]
fn dated_events_look_in_the_list_in_force_at_the_first_start() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    press(&mut app, KeyCode::F(3));
    let mut request: Request = app.request().clone();
    request.events = vec!["Autumn Open | start 2026-11-20".into()];
    let mut app = App::with_request(request, elocalc::store::SessionName::default_name())
        .in_year(2026)
        .with_lists(Some(dir.path().to_path_buf()));
    type_you(&mut app, "quist te");
    assert_eq!(app.lookup().unwrap().month, month("2026-11"));
    press(&mut app, KeyCode::Enter);
    // The November list's rating: the base of a period starting in November.
    assert_eq!(app.request().rating, "1820");
}

#[test]
fn a_name_in_an_opponents_cell_fills_the_rating_and_keeps_the_fide_id() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "quist u");
    assert_eq!(app.lookup().unwrap().found[0].name, "Quist, Ulla");
    assert_contains(&screen(&app, 80, 24), &["Quist, Ulla", "9900002", "2210"]);
    press(&mut app, KeyCode::Enter);
    // On to the score, the rating in the new game's opponent.
    let editor = app.tournament().editor.as_ref().expect("the cell editor");
    assert_eq!(editor.column, elocalc::tui::state::Column::Score);
    assert_eq!(editor.draft.opponent, "2210");
    assert!(status(&app).contains("Quist, Ulla (9900002) 2210 from the 2026-12 list"));
    type_text(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    let row = &app.request().rows[0];
    assert_eq!(
        (row.opponent.as_str(), row.fide_id),
        ("2210", Some(9_900_002))
    );
    // A number typed stays a number: no look-up.
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "1850");
    assert!(app.lookup().is_none());
    press(&mut app, KeyCode::Esc);
    // Editing the cell by name: one undo step puts the game back as it was.
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Enter);
    press_with(
        &mut app,
        KeyCode::Char('u'),
        crossterm::event::KeyModifiers::CONTROL,
    );
    type_text(&mut app, "quist te");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    let row = &app.request().rows[0];
    assert_eq!(
        (row.opponent.as_str(), row.fide_id),
        ("1843", Some(9_900_001))
    );
    press(&mut app, KeyCode::Char('u'));
    let row = &app.request().rows[0];
    assert_eq!(
        (row.opponent.as_str(), row.fide_id),
        ("2210", Some(9_900_002))
    );
    // A rating typed by hand over the list's: the ID no longer holds.
    while app.tournament().column != Some(elocalc::tui::state::Column::Opponent) {
        press(&mut app, KeyCode::Left);
    }
    press(&mut app, KeyCode::Enter);
    press_with(
        &mut app,
        KeyCode::Char('u'),
        crossterm::event::KeyModifiers::CONTROL,
    );
    type_text(&mut app, "2000");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().rows[0].fide_id, None);
}

#[test]
fn norm_mode_fills_title_and_federation_too() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    press(&mut app, KeyCode::F(5));
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "ulla");
    press(&mut app, KeyCode::Enter);
    let editor = app.tournament().editor.as_ref().unwrap();
    assert_eq!(
        (
            editor.draft.opponent.as_str(),
            editor.draft.title.as_str(),
            editor.draft.federation.as_str()
        ),
        ("2210", "IM", "NOR")
    );
}

#[test]
fn a_player_without_a_rating_in_the_pool_fills_nothing_and_says_so() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    press(&mut app, KeyCode::F(3));
    choose_pool(
        &mut app,
        elocalc::calc::System::of_pool(elocalc::rating::Pool::FideBlitz),
    );
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "quist te");
    press(&mut app, KeyCode::Enter);
    let said = status(&app);
    assert!(
        said.contains("Quist, Testa has no FIDE Blitz rating"),
        "{said}"
    );
    // The cell and the look-up stay as they were.
    assert!(app.lookup().is_some());
    let editor = app.tournament().editor.as_ref().unwrap();
    assert_eq!(editor.input.value(), "quist te");
    assert!(editor.draft.opponent.is_empty());
    // Esc closes the look-up and keeps the text.
    press(&mut app, KeyCode::Esc);
    assert!(app.lookup().is_none());
    assert_eq!(
        app.tournament().editor.as_ref().unwrap().input.value(),
        "quist te"
    );
}

#[test]
fn without_a_list_everything_is_as_before_with_one_note() {
    for dir in [None, Some(temp_dir())] {
        let mut app = App::new().with_lists(dir.as_ref().map(|dir| dir.path().to_path_buf()));
        press(&mut app, KeyCode::F(3));
        press(&mut app, KeyCode::Char('a'));
        type_text(&mut app, "q");
        assert!(app.lookup().is_none());
        assert_eq!(status(&app), NO_LIST);
        // Said once, not at every key.
        type_text(&mut app, "u");
        assert_eq!(status(&app), "");
        // "unrated" is what it always was.
        press_with(
            &mut app,
            KeyCode::Char('u'),
            crossterm::event::KeyModifiers::CONTROL,
        );
        type_text(&mut app, "unrated");
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            app.tournament().editor.as_ref().unwrap().draft.opponent,
            "unrated"
        );
        // Looking never makes a database.
        if let Some(dir) = &dir {
            assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
        }
    }
}

#[test]
fn a_damaged_list_is_one_line_and_the_ui_works_on() {
    let dir = temp_dir();
    std::fs::write(
        RatingsList::default_path(dir.path()),
        "not a database at all, just text",
    )
    .unwrap();
    let mut app = App::new().with_lists(Some(dir.path().to_path_buf()));
    type_you(&mut app, "quist");
    let said = status(&app);
    assert!(said.starts_with("the FIDE lists cannot be used"), "{said}");
    assert!(!said.contains('\n'));
    assert!(app.lookup().is_none());
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().fide_player, "quist");
}

#[test]
fn sessions_keep_the_player_and_the_ids_and_older_ones_still_open() {
    let dir = temp_dir();
    std::fs::create_dir_all(dir.path().join("sessions")).unwrap();
    let store = elocalc::store::Store::new(dir.path());
    let load = |file: &str| {
        let name = file.trim_end_matches(".json");
        let bytes = std::fs::read(fixture(file)).unwrap();
        std::fs::write(dir.path().join(format!("sessions/{name}.json")), bytes).unwrap();
        store
            .load(&elocalc::store::SessionName::parse(name).unwrap())
            .unwrap()
            .request
    };
    let request = load("session-v1-you.json");
    assert_eq!(request.fide_player, "9900001");
    let fill = request.list.as_ref().unwrap();
    assert_eq!((fill.fide_id, fill.k), (9_900_001, Some(40)));
    assert_eq!(request.rows[0].fide_id, Some(9_900_002));
    assert_eq!(request.rows[1].fide_id, None);
    // FIDE auto takes the list's K without a list at hand (the profile would give 20: 40
    // games, 1843, born 2009 — a junior in 2026 has 40 too, so 2040 is checked below).
    let app = App::with_request(request.clone(), elocalc::store::SessionName::default_name())
        .in_year(2040);
    match app.outcome() {
        Outcome::Period(period) => assert_eq!(period.outcome.k.value(), 40),
        other => panic!("{other:?}"),
    }
    assert_contains(
        &screen(&app, 80, 24),
        &["9900001 Quist, Te…", "K 40 from the 2026-12 list"],
    );
    // Written back with the same keys; a request that never used them writes none.
    let again: Value = serde_json::to_value(&request).unwrap();
    assert_eq!(again["fide_player"], "9900001");
    assert_eq!(again["fide_list"]["month"], "2026-12");
    assert_eq!(again["rows"][0]["fide_id"], 9_900_002);
    assert!(again["rows"][1].get("fide_id").is_none());
    let plain: Value = serde_json::to_value(Request::default()).unwrap();
    assert!(plain.get("fide_player").is_none() && plain.get("fide_list").is_none());
    for old in [
        "session-v1.json",
        "session-v1-events.json",
        "session-v1-uschess.json",
    ] {
        let request = load(old);
        assert!(
            request.fide_player.is_empty() && request.list.is_none(),
            "{old}"
        );
        assert!(
            request.rows.iter().all(|row| row.fide_id.is_none()),
            "{old}"
        );
        assert_ne!(request.mode, Mode::Field, "{old}");
    }
}

#[test]
fn the_look_up_and_the_form_after_a_fill_are_drawn_whole() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    fide_auto(&mut app);
    type_you(&mut app, "quist");
    press(&mut app, KeyCode::Down);
    for (width, height) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(
            format!("lookup_you_{width}x{height}"),
            draw(&app, width, height).backend()
        );
    }
    press(&mut app, KeyCode::Enter);
    for (width, height) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(
            format!("lookup_filled_{width}x{height}"),
            draw(&app, width, height).backend()
        );
    }
    // An opponent's cell in Norm mode.
    press(&mut app, KeyCode::F(5));
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "quist");
    for (width, height) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(
            format!("lookup_cell_{width}x{height}"),
            draw(&app, width, height).backend()
        );
    }
}

#[test]
fn the_look_up_is_drawn_whole_at_every_size() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "quist");
    for width in (0..=210).step_by(13) {
        for height in (0..=60).step_by(4) {
            let shown = screen(&app, width, height);
            if width >= 80 && height >= 24 {
                assert_contains(
                    &shown,
                    &["Find: quist", "› Quist, Ulla", "9900001", "Enter fills"],
                );
            }
        }
    }
}

#[test]
fn game_modes_opponent_is_looked_up_too_with_their_own_k() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    fide_auto(&mut app);
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "ulla");
    assert_eq!(app.lookup().unwrap().found[0].name, "Quist, Ulla");
    let depth = app.undo_depth().0;
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().opponent, "2210");
    assert_eq!(app.request().k.opponent, "10");
    let Outcome::Game(game) = app.outcome() else {
        panic!()
    };
    assert_eq!(game.opponent.rating.value(), 2210.0);
    assert_eq!(game.opponent.k.value(), 10);
    let said = status(&app);
    assert!(
        said.contains("Quist, Ulla (FIDE ID 9900002) 2210"),
        "{said}"
    );
    assert!(said.contains("their K 10 from the list"), "{said}");
    assert_eq!(app.undo_depth().0, depth + 1);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(
        (
            app.request().opponent.as_str(),
            app.request().k.opponent.as_str()
        ),
        ("1500", "")
    );
    // A number is a number.
    replace(&mut app, "1700");
    assert!(app.lookup().is_none());
}

#[test]
fn h_charts_the_history_of_an_opponent_or_of_you_once_looked_up() {
    use elocalc::tui::effects::Effects;
    use elocalc::tui::state::Popup;
    let dir = data_dir();
    let mut driven = Driven {
        app: app_with(&dir),
        effects: Effects::new(None).with_lists(Some(dir.path().to_path_buf())),
    };
    // You, before any look-up: said, no chart.
    focus(&mut driven.app, Entry::Rating);
    driven.press(KeyCode::Char('h'));
    assert!(driven.app.popup().is_none());
    assert!(status(&driven.app).contains("look the player up in the FIDE list first"));
    // You, looked up: both months held, 1820 then 1843.
    focus(&mut driven.app, Entry::FidePlayer);
    driven.press(KeyCode::Enter);
    driven.type_text("quist te");
    driven.press(KeyCode::Enter);
    focus(&mut driven.app, Entry::Rating);
    driven.press(KeyCode::Char('h'));
    let Some(Popup::History(history)) = driven.app.popup() else {
        panic!("no chart: {:?}", driven.app.status());
    };
    assert_eq!(history.player, "Quist, Testa · 9900001");
    let standard: Vec<Option<u16>> = history.months.iter().map(|m| m.standard).collect();
    assert_eq!(standard, [Some(1820), Some(1843)]);
    driven.press(KeyCode::Esc);
    assert!(driven.app.popup().is_none());
    // An opponent looked up in a game's cell: their history; a game typed as a number: said.
    driven.press(KeyCode::F(3));
    driven.press(KeyCode::Char('a'));
    driven.type_text("quist u");
    driven.press(KeyCode::Enter);
    driven.type_text("1");
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Esc);
    driven.press(KeyCode::Char('h'));
    let Some(Popup::History(history)) = driven.app.popup() else {
        panic!("no chart: {:?}", driven.app.status());
    };
    assert_eq!(history.player, "game 1 · 9900002");
    assert_eq!(history.months.len(), 2);
    driven.press(KeyCode::Esc);
    add_game(&mut driven.app, "1900", "1");
    focus(&mut driven.app, Entry::Rows);
    driven.press(KeyCode::End);
    driven.press(KeyCode::Char('h'));
    assert!(driven.app.popup().is_none());
    assert!(status(&driven.app).contains("no rating history for game 2"));
}
