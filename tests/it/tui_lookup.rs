//! The FIDE list's look-up in the terminal UI, driven by keys: a name or FIDE ID in the "you"
//! field fills the rating, year of birth and (FIDE auto) K; a name in an opponent's cell fills
//! their rating (title and federation in Norm mode) and keeps their FIDE ID; each as one undo
//! step. Without a list nothing changes but a note on how to import one. The lists are made
//! here from invented players (FIDE's own are never part of the project).

use crate::common;

use crate::fide_list_gen as generate;
use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, KPreset, Mode, Outcome, Request};
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

/// A player whose rapid line gives no K.
fn rita() -> ListEntry {
    ListEntry {
        fide_id: 9_900_003,
        name: "Rapido, Rita".into(),
        rapid: rated(1650, None),
        born: Some(1985),
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
            .chain([testa(standard), ulla(), rita()])
            .map(Ok::<_, Infallible>);
        lists.import(month(listed), entries, |_| ()).unwrap();
    }
    dir
}

/// The app looking players up in the lists of `dir`, its effects (the look-ups) carried out.
fn app_with(dir: &TempDir) -> Driven {
    Driven::with_lists(App::new().in_year(2026), Some(dir.path()))
}

fn fide_auto(app: &mut Driven) {
    focus(app, Entry::KPreset);
    while app.request().k.preset != KPreset::FideAuto {
        press(app, KeyCode::Right);
    }
}

/// Types `text` into the "you" field (its editor opened first).
fn type_you(app: &mut Driven, text: &str) {
    focus(app, Entry::FidePlayer);
    press(app, KeyCode::Enter);
    type_text(app, text);
}

/// `a`: a new game — from your rating, as on the FIDE ID or name field a letter is typed.
fn add_a_game(app: &mut Driven) {
    if app.focus() == Some(Entry::FidePlayer) {
        focus(app, Entry::Rating);
    }
    press(app, KeyCode::Char('a'));
}

fn status(app: &App) -> String {
    app.status().map(|s| s.text.clone()).unwrap_or_default()
}

#[test]
fn a_name_in_the_you_field_fills_rating_born_and_the_lists_k_as_one_step() {
    let dir = data_dir();
    // In 2040, with 40 games, the profile's K would be 20 (no junior, below 2400).
    let mut app = Driven::with_lists(App::new().in_year(2040), Some(dir.path()));
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
    // FIDE auto's profile gave 20 (8.3.3: 30 games or more, under 2400, not a junior in
    // 2040); the list's 40 is used now.
    assert!(said.contains("K 20 → 40 from the 2026-12 list"), "{said}");
    assert!(said.contains("on to your rating"), "{said}");
    assert_eq!(app.focus(), Some(Entry::Rating));
    assert_contains(
        &screen(&app, 80, 24),
        &["9900001 Quist, Te…", "K 40 from the 2026-12 list"],
    );
    assert_contains(&screen(&app, 120, 40), &["9900001 Quist, Te…"]);
    // One step: the typing and the fill together.
    assert_eq!(app.undo_depth().0, depth + 1);
    // On your rating now: u undoes at once.
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
    assert!(said.contains("K 40 → 20 from the 2026-12 list"), "{said}");
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
    let mut app = Driven::with_lists(
        App::with_request(request, elocalc::store::SessionName::default_name()).in_year(2026),
        Some(dir.path()),
    );
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
    add_a_game(&mut app);
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
        (row.opponent.as_str(), row.fide_id, row.name.as_str()),
        ("2210", Some(9_900_002), "Quist, Ulla")
    );
    // The table names the opponent in the Note column, the numbers whole.
    for (width, height) in [(80, 24), (120, 40)] {
        let shown = screen(&app, width, height);
        let line = shown
            .lines()
            .find(|line| line.contains("Quist, Ulla"))
            .unwrap_or_else(|| panic!("{shown}"));
        assert!(line.contains("2210"), "{width}: {line}");
    }
    // A number typed stays a number: no look-up.
    add_a_game(&mut app);
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
    // Enter fills the game's cell and stops there, as Enter in any game's cell.
    press(&mut app, KeyCode::Enter);
    assert!(app.tournament().editor.is_none());
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
    assert_eq!(app.request().rows[0].fide_id, None);
    assert_eq!(app.request().rows[0].name, "");
    let shown = screen(&app, 120, 40);
    assert!(!shown.contains("Quist, Ulla"), "{shown}");
}

#[test]
fn norm_mode_fills_title_and_federation_too() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    press(&mut app, KeyCode::F(5));
    add_a_game(&mut app);
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
    add_a_game(&mut app);
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
    // Enter on the name left: no player was chosen, said — not a bare number error.
    press(&mut app, KeyCode::Enter);
    let said = status(&app);
    assert!(
        said.starts_with("'quist te' is no rating and no player chosen from the FIDE list"),
        "{said}"
    );
}

#[test]
fn without_a_list_everything_is_as_before_with_a_note_where_the_players_would_be() {
    for dir in [None, Some(temp_dir())] {
        let mut app = Driven::with_lists(App::new(), dir.as_ref().map(TempDir::path));
        press(&mut app, KeyCode::F(3));
        press(&mut app, KeyCode::Char('a'));
        type_text(&mut app, "q");
        assert!(app.lookup().is_none());
        // Where the look-up's players would be, at every key of the name, and F7 named.
        for typed in ["q", "qu"] {
            assert_eq!(
                app.lookup_note().map(|note| note.text.as_str()),
                Some(NO_LIST)
            );
            let shown = crate::common::screen(&app, 80, 24);
            assert!(
                shown.contains("no FIDE rating list is held: F7 imports one"),
                "{typed}: {shown}"
            );
            type_text(&mut app, "u");
        }
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

/// The note is drawn over the games table and the form, whole: they draw themselves first.
#[test]
fn the_no_list_note_is_whole_over_the_games_table() {
    for mode in [KeyCode::F(3), KeyCode::F(5)] {
        let mut app = Driven::with_lists(App::new(), None);
        press(&mut app, KeyCode::F(3));
        focus(&mut app, Entry::Rows);
        paste(&mut app, "1600 w\n1700 d\n1550 l\n1480 w\n1650 d\n");
        assert_eq!(app.request().rows.len(), 5);
        press(&mut app, mode);
        focus(&mut app, Entry::Rows);
        press(&mut app, KeyCode::Char('a'));
        type_text(&mut app, "Carl");
        let shown = crate::common::screen(&app, 80, 24);
        let note: String = shown
            .lines()
            .filter(|line| line.contains('│'))
            .collect::<Vec<_>>()
            .join("\n");
        for words in [
            "no FIDE rating list is held: F7 imports one",
            "to look players up",
        ] {
            assert!(
                shown.contains(words),
                "{mode:?}: {words:?} cut or overdrawn:\n{note}"
            );
        }
        // Esc closes the note, as the look-up's own Esc does: the cell stays being typed.
        press(&mut app, KeyCode::Esc);
        assert!(app.lookup_note().is_none());
        assert_eq!(
            app.tournament().editor.as_ref().map(|e| e.input.value()),
            Some("Carl")
        );
        assert!(status(&app).contains("'Carl' is kept as typed"));
        press(&mut app, KeyCode::Esc);
        assert!(
            app.tournament().editor.is_none(),
            "a second Esc cancels the cell"
        );
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
    let mut app = Driven::with_lists(App::new(), Some(dir.path()));
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
    // Sessions from before names were kept: none, the game's number names them.
    assert!(request.rows.iter().all(|row| row.name.is_empty()));
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
    assert!(again["rows"][0].get("name").is_none());
    // A name kept is written beside the ID and read back.
    let mut named = request.clone();
    named.rows[0].name = "Quist, Ulla".into();
    let written: Value = serde_json::to_value(&named).unwrap();
    assert_eq!(written["rows"][0]["name"], "Quist, Ulla");
    assert!(written["rows"][1].get("name").is_none());
    let read: Request = serde_json::from_value(written).unwrap();
    assert_eq!(read.rows[0].name, "Quist, Ulla");
    // Game mode's opponent from the list: kept, and a pool change takes it again (below).
    let game = load("session-v1-opponent.json");
    let fill = game.opponent_list.as_ref().unwrap();
    assert_eq!(
        (fill.fide_id, fill.rating.as_deref()),
        (9_900_001, Some("1843"))
    );
    let again: Value = serde_json::to_value(&game).unwrap();
    assert_eq!(again["opponent_fide_list"]["fide_id"], 9_900_001);
    let plain: Value = serde_json::to_value(Request::default()).unwrap();
    assert!(plain.get("fide_player").is_none() && plain.get("fide_list").is_none());
    assert!(plain.get("opponent_fide_list").is_none());
    // The opened session's opponent follows the pool from the list held: rapid 1777, K 20.
    let dir = data_dir();
    let mut app = Driven::with_lists(
        App::with_request(game, elocalc::store::SessionName::default_name()).in_year(2026),
        Some(dir.path()),
    );
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(
        (
            app.request().opponent.as_str(),
            app.request().k.opponent.as_str()
        ),
        ("1777", "20")
    );
    for old in [
        "session-v1.json",
        "session-v1-events.json",
        "session-v1-uschess.json",
    ] {
        let request = load(old);
        assert!(
            request.fide_player.is_empty()
                && request.list.is_none()
                && request.opponent_list.is_none(),
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
    add_a_game(&mut app);
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
    add_a_game(&mut app);
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
    // u is a letter of a name on the looked-up opponent's field: Esc leaves it first.
    press(&mut app, KeyCode::Esc);
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
    use elocalc::tui::state::Popup;
    let dir = data_dir();
    let mut driven = app_with(&dir);
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
    if driven.app.focus() == Some(Entry::FidePlayer) {
        focus(&mut driven.app, Entry::Rating);
    }
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
    // Named as the list names them (the title reads "Rating history · Quist, Ulla · 9900002").
    assert_eq!(history.player, "Quist, Ulla · 9900002");
    assert_eq!(history.months.len(), 2);
    driven.press(KeyCode::Esc);
    add_game(&mut driven.app, "1900", "1");
    focus(&mut driven.app, Entry::Rows);
    driven.press(KeyCode::End);
    driven.press(KeyCode::Char('h'));
    assert!(driven.app.popup().is_none());
    assert!(status(&driven.app).contains("no rating history for game 2"));
}

/// The games table's opponents, as typed or filled.
fn opponents(app: &App) -> Vec<String> {
    app.request()
        .rows
        .iter()
        .map(|row| row.opponent.clone())
        .collect()
}

/// Two games won in Tournament mode against opponents looked up by name: Testa and Ulla.
fn two_listed_games(dir: &TempDir) -> Driven {
    let mut app = app_with(dir);
    press(&mut app, KeyCode::F(3));
    for name in ["quist te", "quist u"] {
        add_a_game(&mut app);
        type_text(&mut app, name);
        press(&mut app, KeyCode::Enter);
        type_text(&mut app, "1");
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Esc);
    }
    app
}

fn period(app: &App) -> &elocalc::rating::PeriodOutcome {
    match app.outcome() {
        Outcome::Period(period) => &period.outcome,
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_pool_changing_refills_the_opponents_from_the_list_one_step() {
    let dir = data_dir();
    let mut app = two_listed_games(&dir);
    assert_eq!(opponents(&app), ["1843", "2210"]);
    // 1500 against 1843 and 2210 (the difference counted as 400), table 8.1.2: 0.12 + 0.08.
    assert!((period(&app).expected_total - 0.20).abs() < 1e-9);
    let depth = app.undo_depth().0;
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideRapid);
    // Testa's rapid 1777; Ulla has no rapid rating: unrated, her game not rated.
    assert_eq!(opponents(&app), ["1777", "unrated"]);
    assert_eq!(app.request().rows[1].fide_id, Some(9_900_002));
    let outcome = period(&app);
    assert_eq!(outcome.rated_games, 1);
    // 1500 against 1777: a difference of 277, 0.17.
    assert!(
        (outcome.expected_total - 0.17).abs() < 1e-9,
        "{}",
        outcome.expected_total
    );
    let said = status(&app);
    assert!(
        said.contains("1 opponent's rating from the 2026-12 FIDE Rapid list"),
        "{said}"
    );
    assert!(said.contains("unrated: game 2: Quist, Ulla"), "{said}");
    assert_eq!(app.undo_depth().0, depth + 1);
    // Back to standard: the standard ratings again, never the rapid ones.
    press(&mut app, KeyCode::Left);
    assert_eq!(opponents(&app), ["1843", "2210"]);
    press(&mut app, KeyCode::Right);
    // One undo: the pool and the ratings together.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideStandard);
    assert_eq!(opponents(&app), ["1843", "2210"]);
    // A pool with no FIDE list keeps the numbers, and says so.
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::Continuous);
    assert_eq!(opponents(&app), ["1843", "2210"]);
    assert!(
        status(&app).contains("has no FIDE list: 2 opponents' ratings"),
        "{}",
        status(&app)
    );
}

#[test]
fn game_modes_opponent_from_the_list_follows_the_pool_and_sessions_keep_it() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    fide_auto(&mut app);
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "quist te");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().opponent, "1843");
    assert_eq!(app.request().k.opponent, "40");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().opponent, "1777");
    // Their K from the rapid line, as the standard one was put in.
    assert_eq!(app.request().k.opponent, "20");
    let Outcome::Game(game) = app.outcome() else {
        panic!("{:?}", app.outcome())
    };
    assert_eq!(game.opponent.rating.value(), 1777.0);
    assert_eq!(game.opponent.k.value(), 20);
    let said = status(&app);
    assert!(
        said.contains("the opponent Quist, Testa 1843 → 1777"),
        "{said}"
    );
    // u is a letter of a name on the looked-up opponent's field: Esc leaves it first.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().opponent, "1843");
    // F10 on their field (h is a letter of a name there): their history.
    focus(&mut app, Entry::Opponent);
    let mut effects = app.app.update(elocalc::tui::message::Message::Key(
        crossterm::event::KeyEvent::from(KeyCode::F(10)),
    ));
    match effects.pop() {
        Some(elocalc::tui::message::Effect::History { fide_id, player }) => {
            assert_eq!(
                (fide_id, player.as_str()),
                (9_900_001, "Quist, Testa · 9900001")
            );
        }
        other => panic!("{other:?}"),
    }
    // Kept in the session, read back; older sessions have none.
    let again: Value = serde_json::to_value(app.request()).unwrap();
    assert_eq!(again["opponent_fide_list"]["fide_id"], 9_900_001);
    let request: Request = serde_json::from_value(again).unwrap();
    assert_eq!(request.opponent_list.as_ref().unwrap().name, "Quist, Testa");
    let old: Value = serde_json::to_value(Request::default()).unwrap();
    assert!(old.get("opponent_fide_list").is_none());
    // A rating typed over theirs: no longer the list's, the pool leaves it.
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "1900");
    press(&mut app, KeyCode::Enter);
    assert!(app.request().opponent_list.is_none());
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().opponent, "1900");
}

#[test]
fn filling_you_sets_fide_auto_to_the_lists_k_and_dropping_it_says_the_k() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    assert_eq!(app.request().k.preset, KPreset::K20);
    type_you(&mut app, "quist u");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().k.preset, KPreset::FideAuto);
    let said = status(&app);
    assert!(said.contains("K 20 → 10 from the 2026-12 list"), "{said}");
    let Outcome::Game(game) = app.outcome() else {
        panic!()
    };
    assert_eq!(game.player.k.value(), 10);
    // One undo: the K choice back too.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().k.preset, KPreset::K20);
    press(&mut app, KeyCode::Char('U'));
    // Another name typed over hers: her K goes; the profile's (0 games: 40, 8.3.3) is said.
    type_you(&mut app, "Zzyzx, Bob");
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Enter);
    assert!(app.request().list.is_none());
    let said = status(&app);
    assert!(
        said.contains("no longer Quist, Ulla of the list: K 10 → 40 from your profile"),
        "{said}"
    );
    let Outcome::Game(game) = app.outcome() else {
        panic!()
    };
    assert_eq!(game.player.k.value(), 40);
}

#[test]
fn letters_type_in_the_name_field_one_shift_tab_above_the_rating() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    // With a list held the focus still starts on the rating: a rating typed at once is one.
    assert_eq!(app.focus(), Some(Entry::Rating));
    press(&mut app, KeyCode::BackTab);
    assert_eq!(app.focus(), Some(Entry::FidePlayer));
    assert_eq!(app.context(), Context::Words);
    assert_contains(&screen(&app, 80, 24), &["type into the field"]);
    // The footer offers no key that types here: u, q, h, a, m are letters of a name.
    for (width, height) in [(80, 24), (120, 40)] {
        let shown = screen(&app, width, height);
        let footer = shown.lines().rfind(|line| !line.trim().is_empty()).unwrap();
        assert!(footer.starts_with("^C ^Q quit"), "{footer}");
        for lie in [" u undo", " q ", " h ", " a add", "m M", "^R U", "i o"] {
            assert!(!footer.contains(lie), "{lie}: {footer}");
        }
    }
    // o and i are text here, not Export and Import.
    press(&mut app, KeyCode::Char('o'));
    type_text(&mut app, "i");
    assert!(app.popup().is_none());
    assert_eq!(app.request().fide_player, "oi");
    // F-keys, Ctrl and Tab still work there.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::F(3));
    assert_eq!(app.request().mode, Mode::Tournament);
    assert_eq!(app.context(), Context::Words);
    ctrl(&mut app, 's');
    assert!(app.popup().is_some());
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.focus(), Some(Entry::Rating));
    focus(&mut app, Entry::FidePlayer);
    press(&mut app, KeyCode::Char('o'));
    type_text(&mut app, "i");
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    // Without a list the rating has it, as before.
    let app = App::new().with_lists(Some(temp_dir().path().to_path_buf()));
    assert_eq!(app.focus(), Some(Entry::Rating));
    // A FIDE ID typed as the rating: where it goes is said.
    let mut app = app_with(&dir);
    focus(&mut app, Entry::Rating);
    replace(&mut app, "9900001");
    press(&mut app, KeyCode::Enter);
    let error = app.error_for(Entry::Rating).unwrap();
    assert!(
        error.contains("a FIDE ID goes into the FIDE ID or name field"),
        "{error}"
    );
}

#[test]
fn a_name_left_in_the_opponents_rating_says_no_player_was_chosen() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "quist u");
    // While the look-up is open, no ✗.
    assert!(app.lookup().is_some());
    assert_eq!(app.error_for(Entry::Opponent), None);
    let why = app.problem_words().unwrap();
    assert!(why.starts_with("a name is being looked up"), "{why}");
    assert!(!screen(&app, 120, 40).contains('✗'));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Enter);
    let error = app.error_for(Entry::Opponent).unwrap();
    assert!(
        error.contains("no player chosen from the FIDE list"),
        "{error}"
    );
    // F10 on the opponent's field (h is a letter of a name there) charts them only once
    // looked up: never you.
    press(&mut app, KeyCode::F(10));
    assert!(
        status(&app).contains("no rating history for the opponent"),
        "{}",
        status(&app)
    );
    // h where no history is: said.
    focus(&mut app, Entry::Result);
    press(&mut app, KeyCode::Char('h'));
    assert!(
        status(&app).starts_with("h charts a rating history"),
        "{}",
        status(&app)
    );
}

#[test]
fn many_players_of_one_name_scroll_by_the_pools_rating_and_the_footer_stays() {
    let dir = temp_dir();
    let mut lists = RatingsList::open(&RatingsList::default_path(dir.path())).unwrap();
    // 57 players named alike: standard ratings rising with the ID, rapid ones falling.
    let alike = (0..57u16).map(|i| {
        Ok::<_, Infallible>(ListEntry {
            fide_id: 9_800_000 + u64::from(i),
            name: "Silva, Ana".into(),
            standard: rated(1400 + i, Some(20)),
            rapid: rated(2400 - i, Some(20)),
            born: Some(1990),
            ..ListEntry::default()
        })
    });
    lists.import(month("2026-12"), alike, |_| ()).unwrap();
    let mut app = app_with(&dir);
    focus(&mut app, Entry::FidePlayer);
    type_text(&mut app, "silva, ana");
    let lookup = app.lookup().unwrap();
    assert_eq!(lookup.found.len(), 57);
    assert_eq!(lookup.found[0].fide_id, 9_800_056);
    assert_contains(
        &screen(&app, 80, 24),
        &["1 of 57", "a FIDE ID finds one player exactly"],
    );
    // Past the tenth, ↓ scrolls; PgDn ten more.
    for _ in 0..10 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::PageDown);
    assert_eq!(app.lookup().unwrap().selected, 20);
    let shown = screen(&app, 80, 24);
    // The 21st by standard rating: 1456 − 20.
    assert_contains(&shown, &["21 of 57", "9800036"]);
    assert!(!shown.contains("9800056"), "{shown}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().fide_player, "9800036");
    assert_eq!(app.request().rating, "1436");
    // In the rapid pool, the highest rapid first.
    focus(&mut app, Entry::FidePlayer);
    press(&mut app, KeyCode::Enter);
    press_with(
        &mut app,
        KeyCode::Char('u'),
        crossterm::event::KeyModifiers::CONTROL,
    );
    press(&mut app, KeyCode::Esc);
    choose_pool(
        &mut app,
        elocalc::calc::System::of_pool(elocalc::rating::Pool::FideRapid),
    );
    type_you(&mut app, "silva, ana");
    assert_eq!(app.lookup().unwrap().found[0].fide_id, 9_800_000);
    // A message said with the look-up open is not covered by it.
    press(&mut app, KeyCode::PageDown);
    app.send(elocalc::tui::message::Message::Redraw);
    let said = "a message under the look-up";
    let app = app.app.with_status(said, true);
    let shown = screen(&app, 80, 24);
    assert_contains(&shown, &[said, "Enter fills"]);
}

#[test]
fn a_list_with_no_k_for_the_pool_keeps_the_k_choice_and_says_so() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    choose_pool(
        &mut app,
        elocalc::calc::System::of_pool(elocalc::rating::Pool::FideRapid),
    );
    type_you(&mut app, "rapido");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().rating, "1650");
    assert_eq!(app.request().k.preset, KPreset::K20);
    let said = status(&app);
    assert!(
        said.contains("the list gives no FIDE Rapid K: the K choice is kept (K 20)"),
        "{said}"
    );
    let Outcome::Game(game) = app.outcome() else {
        panic!()
    };
    assert_eq!(game.player.k.value(), 20);
}

#[test]
fn game_modes_opponent_with_no_rating_in_the_new_pool_becomes_unrated() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "quist u");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().opponent, "2210");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().opponent, "unrated");
    let said = status(&app);
    assert!(
        said.contains(
            "the opponent Quist, Ulla has no FIDE Rapid rating on the 2026-12 list: unrated"
        ),
        "{said}"
    );
    // Back: her standard rating again.
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().opponent, "2210");
}

#[test]
fn game_modes_no_rating_message_is_not_covered_by_the_look_up_at_80x24() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    choose_pool(
        &mut app,
        elocalc::calc::System::of_pool(elocalc::rating::Pool::FideBlitz),
    );
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "quist te");
    press(&mut app, KeyCode::Enter);
    assert!(app.lookup().is_some());
    let said = status(&app);
    assert!(
        said.starts_with("Quist, Testa has no FIDE Blitz rating"),
        "{said}"
    );
    // The whole message is on screen, below the look-up's frame.
    let shown = screen(&app, 80, 24);
    let flat: String = shown
        .lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(flat.contains(&said), "{shown}");
    let frame_bottom = shown
        .lines()
        .position(|line| line.contains("Enter fills"))
        .unwrap();
    let message_top = shown
        .lines()
        .position(|line| line.starts_with("Quist, Testa has no"))
        .unwrap();
    assert!(frame_bottom < message_top, "{shown}");
}

#[test]
fn a_fide_id_in_an_opponents_cell_or_rating_looks_the_player_up() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    press(&mut app, KeyCode::F(3));
    add_a_game(&mut app);
    // Four digits are a rating; five or more (no rating is over 4000) a FIDE ID.
    type_text(&mut app, "9900");
    assert!(app.lookup().is_none());
    type_text(&mut app, "002");
    let lookup = app.lookup().expect("the look-up opens on a FIDE ID");
    let found: Vec<u64> = lookup.found.iter().map(|e| e.fide_id).collect();
    assert_eq!(found, [9_900_002]);
    press(&mut app, KeyCode::Enter);
    let editor = app.tournament().editor.as_ref().unwrap();
    assert_eq!(
        (editor.draft.opponent.as_str(), editor.draft.fide_id),
        ("2210", Some(9_900_002))
    );
    // An ID no one has: nothing to choose, said; Esc and Enter say what it is.
    press(&mut app, KeyCode::Esc);
    add_a_game(&mut app);
    type_text(&mut app, "12345");
    assert!(app.lookup().unwrap().found.is_empty());
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Enter);
    let said = status(&app);
    assert_eq!(
        said,
        "rating '12345' must be a number from 0 to 4000 (a FIDE ID? type it again to look it \
         up and choose the player with Enter)"
    );
    // Game mode's opponent: the same.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::F(2));
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "9900001");
    assert_eq!(app.lookup().unwrap().found[0].name, "Quist, Testa");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().opponent, "1843");
    assert_eq!(
        app.request()
            .opponent_list
            .as_ref()
            .map(|fill| fill.fide_id),
        Some(9_900_001)
    );
}

#[test]
fn without_a_list_a_fide_id_as_a_rating_says_how_to_import_one() {
    let dir = temp_dir();
    let mut app = Driven::with_lists(App::new(), Some(dir.path()));
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "1000106");
    assert!(app.lookup().is_none());
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        status(&app),
        "rating '1000106' must be a number from 0 to 4000 (a FIDE ID? import a FIDE list with \
         F7, or elocalc list import FILE)"
    );
    // The first Esc closes the look-up's note (no list held), the second cancels the cell.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::F(2));
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "1000106");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.error_for(Entry::Opponent).unwrap(),
        "rating '1000106' must be a number from 0 to 4000 (a FIDE ID? import a FIDE list with \
         F7, or elocalc list import FILE)"
    );
}

/// Game mode, FIDE auto, you filled from Testa's line (standard 1843 K 40, rapid 1777 K 20,
/// no blitz), on the pool.
fn testa_on_the_pool(dir: &TempDir) -> Driven {
    let mut app = app_with(dir);
    fide_auto(&mut app);
    type_you(&mut app, "9900001");
    press(&mut app, KeyCode::Enter);
    focus(&mut app, Entry::Pool);
    app
}

#[test]
fn the_k_change_is_said_the_same_way_both_ways() {
    let dir = data_dir();
    let mut app = testa_on_the_pool(&dir);
    press(&mut app, KeyCode::Right);
    assert!(
        status(&app).contains("K 40 → 20 from the 2026-12 list"),
        "{}",
        status(&app)
    );
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideStandard);
    assert!(
        status(&app).contains("K 20 → 40 from the 2026-12 list"),
        "{}",
        status(&app)
    );
}

#[test]
fn a_pool_without_your_rating_on_the_list_takes_the_last_one_away_said() {
    let dir = data_dir();
    let mut app = testa_on_the_pool(&dir);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().rating, "1777");
    let depth = app.undo_depth().0;
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideBlitz);
    // Never the rapid 1777 as a blitz rating: emptied, the form refusing until one is typed.
    assert_eq!(app.request().rating, "");
    assert!(matches!(app.outcome(), Outcome::Invalid(_)));
    assert!(app.error_for(Entry::Rating).is_some());
    let said = status(&app);
    assert!(
        said.contains(
            "rating 1777 → empty: no FIDE Blitz rating on the 2026-12 list: type your rating"
        ),
        "{said}"
    );
    // FIDE auto's K needs the rating: none until it is typed.
    assert!(
        said.contains("K 20 → none: until your rating is typed"),
        "{said}"
    );
    // One step back: the pool, the rating and the K together.
    assert_eq!(app.undo_depth().0, depth + 1);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideRapid);
    assert_eq!(app.request().rating, "1777");
    let Outcome::Game(game) = app.outcome() else {
        panic!("{:?}", app.outcome())
    };
    assert_eq!(game.player.k.value(), 20);
    // Blitz again, then a rating typed: it is rated; the next pool keeps the typed one.
    press(&mut app, KeyCode::Right);
    focus(&mut app, Entry::Rating);
    replace(&mut app, "1700");
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.outcome(), Outcome::Game(_)));
    // Back from the empty rating to rapid: the list's 1777 again.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().rating, "");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().rating, "1777");

    // Tournament mode: Rita has a rapid rating (1650, no K) and no standard one; in the
    // standard pool she is unrated, a first rating (FIDE 8.2) from the period's games.
    let mut app = app_with(&dir);
    press(&mut app, KeyCode::F(3));
    choose_pool(
        &mut app,
        elocalc::calc::System::of_pool(elocalc::rating::Pool::FideRapid),
    );
    type_you(&mut app, "rapido");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().rating, "1650");
    add_game(&mut app, "1800", "1");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideStandard);
    assert_eq!(app.request().rating, "unrated");
    assert_eq!(app.error_for(Entry::Rating), None);
    assert_eq!(app.error_for(Entry::Pool), None);
    let said = status(&app);
    assert!(
        said.contains(
            "rating 1650 → unrated: no FIDE Standard rating on the 2026-12 list: a first \
             rating, from the period's games"
        ),
        "{said}"
    );
    assert!(
        said.contains("K 20 → none: a first rating uses no K"),
        "{said}"
    );
    // In blitz no first rating is found (FIDE 8.2 is the standard list's): one is asked for.
    press(&mut app, KeyCode::Char('u'));
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideBlitz);
    assert_eq!(app.request().rating, "");
    assert!(
        status(&app).contains("type your rating"),
        "{}",
        status(&app)
    );
}

#[test]
fn a_long_message_never_hides_the_games_at_80x24() {
    let dir = data_dir();
    let mut app = two_listed_games(&dir);
    fide_auto(&mut app);
    type_you(&mut app, "9900001");
    press(&mut app, KeyCode::Enter);
    focus(&mut app, Entry::Pool);
    // Rapid, then blitz: you and both opponents refilled, or said to have no blitz rating.
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    let said = status(&app);
    assert!(said.chars().count() > 160, "{said}");
    let shown = screen(&app, 80, 24);
    let lines: Vec<&str> = shown.lines().collect();
    // The games' heading and a game are on the screen under the form.
    let heading = lines
        .iter()
        .position(|line| line.contains("Opponent") && line.contains("Score"))
        .unwrap_or_else(|| panic!("no games heading:\n{shown}"));
    let game = lines[heading + 1].trim_start_matches('│').trim_start();
    assert!(game.starts_with(|c: char| c.is_ascii_digit()), "{shown}");
    // The message keeps its first words; what the rows cannot hold ends in "…".
    let start: String = said.chars().take(20).collect();
    assert!(shown.contains(&start), "{shown}");
}

#[test]
fn a_capital_l_in_the_name_field_is_a_letter_not_the_language_key() {
    let dir = data_dir();
    let mut app = app_with(&dir);
    focus(&mut app, Entry::FidePlayer);
    press(&mut app, KeyCode::Char('L'));
    type_text(&mut app, "indqvist");
    assert_eq!(app.request().fide_player, "Lindqvist");
    // Typing, too: a name's capitals never switch the language.
    type_text(&mut app, " La");
    assert_eq!(app.request().fide_player, "Lindqvist La");
    assert!(!status(&app).contains("Idioma") && !status(&app).contains("Язык"));
}

#[test]
fn the_look_ups_count_line_is_never_cut_at_80_columns() {
    let dir = temp_dir();
    let mut lists = RatingsList::open(&RatingsList::default_path(dir.path())).unwrap();
    let alike = (0..150u16).map(|i| {
        Ok::<_, Infallible>(ListEntry {
            fide_id: 9_700_000 + u64::from(i),
            name: "Silva, Ana".into(),
            standard: rated(1400 + i, Some(20)),
            ..ListEntry::default()
        })
    });
    lists.import(month("2026-12"), alike, |_| ()).unwrap();
    let mut app = app_with(&dir);
    focus(&mut app, Entry::FidePlayer);
    type_text(&mut app, "silva, ana");
    assert!(app.lookup().unwrap().more);
    let shown = screen(&app, 80, 24);
    let line = shown
        .lines()
        .find(|line| line.contains("of the first 100 of more"))
        .unwrap_or_else(|| panic!("{shown}"));
    // Whole (shortened where it would not fit), never cut mid-word.
    assert!(
        line.contains("PgUp PgDn · a FIDE ID finds one player exactly")
            || line.contains("PgUp PgDn · a FIDE ID finds one exactly"),
        "{line}"
    );
    assert!(!line.contains("exac│"), "{line}");
}

/// The look-up is an effect: a key asks for the search and the app shows nothing of the list
/// until the answer comes as a message (no database is opened by a key); an answer to what is
/// no longer typed is dropped.
#[test]
fn a_look_up_is_asked_for_by_the_key_and_shown_when_answered() {
    use elocalc::tui::message::{Effect, ListAnswer, ListSearch, LookupFor, Message};
    let mut app = App::new().in_year(2026);
    focus(&mut app, Entry::FidePlayer);
    let key = |app: &mut App, c: char| {
        app.update(Message::Key(crossterm::event::KeyEvent::from(
            KeyCode::Char(c),
        )))
    };
    let asked = key(&mut app, 'q');
    let search = match &asked[..] {
        [Effect::SearchList(search)] => search.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        (search.target, search.query.as_str()),
        (LookupFor::You, "q")
    );
    assert!(app.lookup().is_none());
    let answer = |month| ListAnswer::Found {
        month,
        found: vec![testa(1843)],
        more: false,
    };
    // The answer to "q" comes after "u" was typed: dropped, "qu"'s is on its way.
    key(&mut app, 'u');
    app.update(Message::ListSearched {
        search: search.clone(),
        answer: answer(month("2026-12")),
    });
    assert!(app.lookup().is_none());
    let search = ListSearch {
        query: "qu".into(),
        ..search
    };
    app.update(Message::ListSearched {
        search,
        answer: answer(month("2026-12")),
    });
    let lookup = app.lookup().expect("answered");
    assert_eq!((lookup.query.as_str(), lookup.found.len()), ("qu", 1));
}
