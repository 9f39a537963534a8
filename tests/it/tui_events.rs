//! Tournament mode's rating period of several events (issue 23): the games grouped under their
//! events, each event's subtotals in FIDE's columns, the period's new rating; the keys that make,
//! edit and move between events, each one undo step; sessions keep the events.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, Mode, Outcome};
use elocalc::i18n::Lang;
use elocalc::store::{SessionName, Store};
use elocalc::tui::keys::Context;
use elocalc::tui::state::App;

/// The new rating the app shows, as rated.
fn new_rating(app: &App) -> f64 {
    match app.outcome() {
        Outcome::Period(period) => period.outcome.new_rating.value(),
        outcome => panic!("no period: {outcome:?}"),
    }
}

/// Event `event`'s K·chg, as rated.
fn k_chg(app: &App, event: usize) -> f64 {
    match app.outcome() {
        Outcome::Period(period) => period.events.as_ref().unwrap().parts[event].outcome.k_chg,
        outcome => panic!("no period: {outcome:?}"),
    }
}

/// Each row's event, in the table's order.
fn events_of_rows(app: &App) -> Vec<usize> {
    app.request().rows.iter().map(|row| row.event).collect()
}

fn status(app: &App) -> String {
    app.status()
        .map(|status| status.text.clone())
        .unwrap_or_default()
}

/// Selects game `number` (from 1) of the table.
fn select_game(app: &mut App, number: usize) {
    focus(app, Entry::Rows);
    press(app, KeyCode::Home);
    for _ in 1..number {
        press(app, KeyCode::Down);
    }
    assert_eq!(app.tournament().selected, number - 1);
}

#[test]
fn p1_shows_each_events_subtotals_and_the_published_rating() {
    let mut app = p1_app();
    focus(&mut app, Entry::Rows);
    let large = screen(&app, 120, 40);
    // FIDE's page: K·chg +2.10, +2.90, −3.10; Rc 2284.6 and 2166.6 rounded; 2505 → 2507.
    assert_contains(
        &large,
        &[
            "Event 1 · 2nd Annual ACA Thanksgiving Open",
            "2025-10-31 – 2025-11-02",
            "Ro 2499  Rc 2285  W 4  n 5  chg +0.21  K 10  K·chg +2.10",
            "Event 2 · 1st Annual Washington Dulles Open",
            "Ro 2505  Rc 2279  W 4  n 5  chg +0.29  K 10  K·chg +2.90",
            "Ro 2505  Rc 2167  W 4  n 5  chg -0.31  K 10  K·chg -3.10",
            "Σ K·chg      +1.90 → +2",
            "New rating   2507  = 2505 + 2",
        ],
    );
    insta::assert_snapshot!("events_p1_120x40", large);
    let small = screen(&app, 80, 24);
    assert_contains(
        &small,
        &[
            "2507",
            "Event 1 · 2nd Annual ACA",
            "K·chg +2.10",
            "K·chg +2.90",
        ],
    );
    insta::assert_snapshot!("events_p1_80x24", small);
    // The third event scrolls into view with its games.
    press(&mut app, KeyCode::End);
    let small = screen(&app, 80, 24);
    assert_contains(
        &small,
        &["Event 3 · 2025 Northern Virginia", "K·chg -3.10", "2507"],
    );
    assert!(small.contains("2025-11-21 – 2025-11-23"), "{small}");
    // A row's game number is its place in the table, under the headings.
    assert!(small.contains("  15      2118   1    +387"), "{small}");
}

/// P1 typed as a person would: the fifteen games, `n` on the first game of each later event,
/// `E` to give the first its Ro (the October list's 2499). Then 2507, as FIDE published.
#[test]
fn keys_make_p1s_events_and_each_is_one_undo_step() {
    let mut request = p1_request();
    request.events.clear();
    for row in &mut request.rows {
        row.event = 0;
    }
    let mut app = App::with_request(request, SessionName::default_name()).in_year(2026);
    select_game(&mut app, 6);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.request().events, ["Event 1", "Event 2"]);
    assert!(
        status(&app).contains("event 2 'Event 2' made of games 6–15"),
        "{}",
        status(&app)
    );
    select_game(&mut app, 11);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.request().events.len(), 3);
    assert_eq!(events_of_rows(&app), [[0; 5], [1; 5], [2; 5]].concat());
    // Every event on 2505 so far: the first is not FIDE's +2.10.
    let on_the_base = k_chg(&app, 0);
    assert!((on_the_base - 2.10).abs() > 0.05, "{on_the_base}");
    select_game(&mut app, 1);
    press(&mut app, KeyCode::Char('E'));
    assert_eq!(app.context(), Context::EventLine);
    // A key the line does not take is said, never dropped without a word.
    for key in [KeyCode::Tab, KeyCode::F(5)] {
        press(&mut app, key);
        assert_eq!(app.context(), Context::EventLine);
        assert!(status(&app).contains("Enter keeps it"), "{key:?}");
    }
    ctrl(&mut app, 'u');
    type_text(
        &mut app,
        "ACA Thanksgiving | rating 2499 | start 2025-10-31",
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Table);
    assert_eq!(
        app.request().events[0],
        "ACA Thanksgiving | rating 2499 | start 2025-10-31"
    );
    assert!((k_chg(&app, 0) - 2.10).abs() < 1e-9);
    assert_eq!(new_rating(&app), 2507.0);
    // Three steps, each undone in turn; the last leaves the period one event.
    press(&mut app, KeyCode::Char('u'));
    assert!(
        status(&app).starts_with("undone: event 1: Event 1 → ACA"),
        "{}",
        status(&app)
    );
    assert_eq!(k_chg(&app, 0), on_the_base);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().events.len(), 2);
    press(&mut app, KeyCode::Char('u'));
    assert!(app.request().events.is_empty());
    assert_eq!(events_of_rows(&app), [0; 15]);
    // Redone: as it was made.
    for _ in 0..3 {
        ctrl(&mut app, 'r');
    }
    assert_eq!(app.request().events.len(), 3);
    assert_eq!(new_rating(&app), 2507.0);
}

#[test]
fn a_line_that_is_no_event_is_refused_and_esc_keeps_the_old_one() {
    let mut app = p1_app();
    select_game(&mut app, 7);
    press(&mut app, KeyCode::Char('E'));
    ctrl(&mut app, 'u');
    type_text(&mut app, "Dulles | rating lots");
    press(&mut app, KeyCode::Enter);
    // The editor stays open with the reason; nothing changed.
    assert_eq!(app.context(), Context::EventLine);
    let said = app.status().unwrap();
    assert!(
        said.error && said.text.starts_with("not an event line: "),
        "{said:?}"
    );
    assert!(said.text.contains("lots"), "{said:?}");
    assert_eq!(app.request().events, p1_request().events);
    let drawn = screen(&app, 80, 24);
    assert!(drawn.contains("Event 2: NAME | rating RO"), "{drawn}");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.context(), Context::Table);
    assert_eq!(app.request().events, p1_request().events);
    assert_eq!(app.undo_depth(), (0, 0));
    // A line pasted into the editor is typed there.
    press(&mut app, KeyCode::Char('E'));
    ctrl(&mut app, 'u');
    paste(&mut app, "Dulles Open | start 2025-11-07");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().events[1], "Dulles Open | start 2025-11-07");
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().events, p1_request().events);
    // Games can not be put in an event given by its totals.
    press(&mut app, KeyCode::Char('E'));
    ctrl(&mut app, 'u');
    type_text(&mut app, "Dulles | games 5 | chg 0.29");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::EventLine);
    assert!(status(&app).contains("holds no games"), "{}", status(&app));
}

#[test]
fn a_game_moves_between_events_and_an_emptied_event_is_gone() {
    let mut app = p1_app();
    // Game 5, the first event's last, to the start of the second.
    select_game(&mut app, 5);
    press(&mut app, KeyCode::Char(']'));
    assert_eq!(events_of_rows(&app)[3..7], [0, 1, 1, 1]);
    assert_eq!(app.tournament().selected, 4);
    assert_eq!(app.request().rows[4].opponent, "2255");
    // Game 6 (2105), the second's first, back to the end of the first.
    select_game(&mut app, 6);
    press(&mut app, KeyCode::Char('['));
    assert_eq!(events_of_rows(&app)[3..7], [0, 0, 1, 1]);
    assert_eq!(app.request().rows[4].opponent, "2105");
    assert_eq!(app.request().rows[5].opponent, "2255");
    // Nowhere before the first event.
    select_game(&mut app, 1);
    press(&mut app, KeyCode::Char('['));
    assert!(status(&app).contains("in the period's first event"));
    // The last event's games all moved out: it is gone, and said.
    for number in 11..16 {
        select_game(&mut app, number);
        press(&mut app, KeyCode::Char('['));
    }
    assert_eq!(app.request().events.len(), 2);
    assert!(
        status(&app).contains(
            "event 3 '2025 Northern Virginia Open - Championship' had no games left and is gone"
        ),
        "{}",
        status(&app)
    );
    assert_eq!(events_of_rows(&app), [[0; 5].as_slice(), &[1; 10]].concat());
    // One step undone: the last move, the event back with its game.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().events.len(), 3);
    assert_eq!(events_of_rows(&app)[9..], [1, 1, 1, 1, 1, 2]);
}

#[test]
fn an_empty_line_deletes_the_event_its_games_joining_the_one_before() {
    let mut app = p1_app();
    select_game(&mut app, 8);
    press(&mut app, KeyCode::Char('E'));
    ctrl(&mut app, 'u');
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().events.len(), 2);
    assert_eq!(events_of_rows(&app), [[0; 10].as_slice(), &[1; 5]].concat());
    assert!(
        status(&app).contains("event 2 '1st Annual Washington Dulles Open' deleted: its 5 games joined event 1 '2nd Annual ACA Thanksgiving Open'"),
        "{}",
        status(&app)
    );
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().events, p1_request().events);
    assert_eq!(new_rating(&app), 2507.0);
}

#[test]
fn new_games_join_the_event_they_are_typed_in() {
    let mut app = p1_app();
    // Insert after game 3: the first event's.
    select_game(&mut app, 3);
    press(&mut app, KeyCode::Insert);
    type_text(&mut app, "2000");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().rows[3].opponent, "2000");
    assert_eq!(events_of_rows(&app)[..7], [0, 0, 0, 0, 0, 0, 1]);
    // `a` adds to the last event.
    add_game(&mut app, "2100", "0");
    assert_eq!(app.request().rows.last().unwrap().event, 2);
    // A deleted event's last game takes its event with it.
    let mut app = p1_app();
    for _ in 0..5 {
        select_game(&mut app, 6);
        press(&mut app, KeyCode::Char('x'));
    }
    assert_eq!(app.request().events.len(), 2);
    assert!(
        status(&app).contains("had no games left and is gone"),
        "{}",
        status(&app)
    );
}

#[test]
fn sessions_keep_the_events_and_an_older_one_is_one_event() {
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let name = SessionName::parse("P1").unwrap();
    store.save(&name, &p1_request()).unwrap();
    let loaded = store.load(&name).unwrap().request;
    assert_eq!(loaded.events, p1_request().events);
    assert_eq!(loaded.rows, p1_request().rows);
    // Opened by the UI, it is rated as FIDE did.
    let app = App::with_request(loaded, name).in_year(2026);
    assert_eq!(new_rating(&app), 2507.0);
    // The fixture written with events opens the same.
    let bytes = std::fs::read(fixture("session-v1-events.json")).unwrap();
    std::fs::create_dir_all(dir.path().join("sessions")).unwrap();
    std::fs::write(dir.path().join("sessions/P1 fixture.json"), bytes).unwrap();
    let fixture_session = store
        .load(&SessionName::parse("P1 fixture").unwrap())
        .unwrap();
    assert_eq!(fixture_session.request.events, p1_request().events);
    assert_eq!(fixture_session.request.rows, p1_request().rows);
    // A session written before events: no events, all its games one event, no heading.
    let bytes = std::fs::read(fixture("session-v1.json")).unwrap();
    std::fs::write(dir.path().join("sessions/old.json"), bytes).unwrap();
    let old = store
        .load(&SessionName::parse("old").unwrap())
        .unwrap()
        .request;
    assert!(old.events.is_empty());
    assert!(old.rows.iter().all(|row| row.event == 0));
    let app = App::with_request(old, SessionName::default_name()).in_year(2026);
    assert_eq!(new_rating(&app), 1928.0);
    assert!(!screen(&app, 80, 24).contains("Event 1"));
}

#[test]
fn a_session_listing_games_out_of_their_events_order_opens_grouped() {
    let mut request = p1_request();
    // The third event's first game written first.
    let moved = request.rows.remove(10);
    request.rows.insert(0, moved);
    let app = App::with_request(request, SessionName::default_name()).in_year(2026);
    assert_eq!(events_of_rows(&app), [[0; 5], [1; 5], [2; 5]].concat());
    assert_eq!(app.request().rows, p1_request().rows);
    assert_eq!(new_rating(&app), 2507.0);
}

/// A session's game of an event far beyond the period's (its index the largest a file can
/// hold): the event is named as it is, never wrapped to 0, with the events there are; the keys
/// that make or move events leave that game where it is, and no other game joins it.
#[test]
fn a_game_of_an_event_beyond_the_period_is_named_as_it_is() {
    let mut request = p1_request();
    request.rows[5].event = usize::MAX;
    let mut app = App::with_request(request, SessionName::default_name()).in_year(2026);
    // Grouped by event: the game goes last, game 15.
    let said = "game 15: the period has no event 18446744073709551616: its events are 1 to 3";
    let Outcome::Invalid(problem) = app.outcome() else {
        panic!("rated: {:?}", app.outcome());
    };
    assert_eq!(elocalc::tui::state::words(&problem.error), said);
    assert!(screen(&app, 120, 40).contains("no event 18446744073709551616"));
    for key in ['n', ']', '['] {
        select_game(&mut app, 15);
        press(&mut app, KeyCode::Char(key));
        assert_eq!(app.request().rows[14].event, usize::MAX, "{key}");
    }
    select_game(&mut app, 15);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(status(&app), said);
    // A new event before it, from game 3: the game stays in none.
    select_game(&mut app, 3);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.request().events.len(), 4);
    assert_eq!(app.request().rows[14].event, usize::MAX);
    // An event deleted (its games join the one before): the game stays beyond the last.
    select_game(&mut app, 8);
    press(&mut app, KeyCode::Char('E'));
    ctrl(&mut app, 'u');
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().events.len(), 3);
    assert_eq!(app.request().rows[14].event, usize::MAX);
}

/// Without events a game of event 2 is named so, with the one event there is.
#[test]
fn a_game_of_a_second_event_in_a_period_of_one_says_so() {
    let mut request = p1_request();
    request.events.clear();
    request.rows.iter_mut().for_each(|row| row.event = 0);
    request.rows[14].event = 1;
    let mut app = App::with_request(request, SessionName::default_name()).in_year(2026);
    select_game(&mut app, 15);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(
        status(&app),
        "game 15: the period has no event 2: it is one event"
    );
    assert_eq!(app.request().rows[14].event, 1);
}

/// Back to Field mode, `t` on its first player.
fn take_first_player(app: &mut App) {
    press(app, KeyCode::F(6));
    focus(app, Entry::Players);
    press(app, KeyCode::Char('t'));
}

#[test]
fn a_field_players_games_join_the_period_as_a_new_event_or_replace_it() {
    let mut app = field_app();
    // The worked example's table had no games: `t` takes them without asking, as the file's
    // event (its name, dates and the player's rating in it).
    focus(&mut app, Entry::Players);
    press(&mut app, KeyCode::Char('t'));
    assert_eq!(app.request().mode, Mode::Tournament);
    let worked = "Worked Example Round Robin | rating 2700 | start 2026-03-02 | end 2026-03-06";
    assert_eq!(app.request().events, [worked]);
    // The file's K for a 2700 player, 10, is the choice's own 10, not a custom K.
    assert_eq!(app.request().k.preset, elocalc::calc::KPreset::K10);
    let games = app.request().rows.len();
    // Again, now that the table has games: asked, and Enter adds them as an event.
    take_first_player(&mut app);
    assert_eq!(app.context(), Context::Take);
    let asked = screen(&app, 80, 24);
    assert!(
        asked.contains("This player's: a new event of the period"),
        "{asked}"
    );
    assert!(
        asked.contains("instead of them (r), or nothing (Esc)?"),
        "{asked}"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().mode, Mode::Tournament);
    assert_eq!(app.request().events, [worked, worked]);
    assert_eq!(app.request().rows.len(), 2 * games);
    assert_eq!(events_of_rows(&app)[games..], vec![1; games][..]);
    assert!(
        status(&app).contains("as event 2 'Worked Example Round Robin', Ro 2700"),
        "{}",
        status(&app)
    );
    // One step: undone, the table as it was and Field mode again.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().events, [worked]);
    assert_eq!(app.request().rows.len(), games);
    assert_eq!(app.request().mode, Mode::Field);
    ctrl(&mut app, 'r');
    assert_eq!(app.request().events.len(), 2);
    // And `r` replaces them: this one event again.
    take_first_player(&mut app);
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(app.request().events, [worked]);
    assert_eq!(app.request().rows.len(), games);
    assert!(
        status(&app).contains("the period is this one event again"),
        "{}",
        status(&app)
    );
    // Esc: nothing taken.
    take_first_player(&mut app);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().mode, Mode::Field);
    assert_eq!(app.request().rows.len(), games);
    assert!(status(&app).starts_with("nothing taken"));
}

#[test]
fn an_imported_file_added_to_the_table_is_a_new_event() {
    let mut driven = Driven::new(p1_app(), None);
    driven.press(KeyCode::F(7));
    driven.type_text(&fixture("club-open.pgn"));
    driven.press(KeyCode::Tab);
    driven.type_text("Petrova, Anna");
    driven.press(KeyCode::Enter);
    let preview = screen(&driven.app, 80, 24);
    assert!(
        preview.contains("Enter adds them as a new event"),
        "{preview}"
    );
    driven.press(KeyCode::Enter);
    let app = &driven.app;
    assert_eq!(app.request().events.len(), 4);
    let line = &app.request().events[3];
    assert!(line.starts_with("club-open.pgn"), "{line}");
    let added = app.request().rows.len() - 15;
    assert!(added > 0);
    assert!(app.request().rows[15..].iter().all(|row| row.event == 3));
    assert!(
        status(app).contains("as event 4 'club-open.pgn'"),
        "{}",
        status(app)
    );
}

/// P2 (docs/rules/period.md): five events on 2054, 39 rated games: K 20 is 17 in every event
/// (K·n ≤ 700 over the period), the events' K·chg summed and rounded once: 2146, as FIDE
/// published (rounding each event would give 2145).
#[test]
fn p2_shows_the_periods_k_in_every_event_and_its_one_rounding() {
    let games = [
        "2406:0 1908:1 2220:1 2216:0 2204:0.5 2189:1 2223:0 2221:0.5",
        "2350:0 1928:0 2085:1 1993:1 1931:1 2055:0.5 2454:0.5 1861:1",
        "2217:1 1743:1 1947:1 2266:0.5 2189:0.5 2186:1",
        "1654:1 2283:0 1822:1 2251:0 1884:1 2215:0.5 2210:0.5 1872:1",
        "1654:1 2247:1 2308:0 2168:0 1810:0 1747:1 1852:1 1875:0.5 1654:1",
    ];
    let mut request = elocalc::calc::Request {
        mode: Mode::Tournament,
        rating: "2054".into(),
        events: (1..=5).map(|number| format!("Open {number}")).collect(),
        ..Default::default()
    };
    for (event, games) in games.iter().enumerate() {
        for game in games.split_whitespace() {
            let (opponent, score) = game.split_once(':').unwrap();
            request.rows.push(elocalc::calc::Row {
                event,
                ..elocalc::calc::Row::new(opponent, score.parse().unwrap())
            });
        }
    }
    let mut app = App::with_request(request, SessionName::default_name()).in_year(2026);
    assert_eq!(new_rating(&app), 2146.0);
    focus(&mut app, Entry::Rows);
    let published = [24.48, 19.38, 39.78, 13.43, -4.59];
    for (event, k_chg) in published.into_iter().enumerate() {
        // Each event's heading in view in turn, its figures whole at the narrowest size.
        let first = app
            .request()
            .rows
            .iter()
            .position(|row| row.event == event)
            .unwrap();
        select_game(&mut app, first + 1);
        let shown = screen(&app, 80, 24);
        let figures = format!("K 17  K·chg {k_chg:+.2}");
        assert!(shown.contains(&figures), "{figures}\n{shown}");
        assert!(shown.contains(&format!("Event {} · Open {}", event + 1, event + 1)));
        assert!(shown.contains("New rating   2146"), "{shown}");
    }
}

#[test]
fn the_event_editor_and_the_take_question_are_shown_whole() {
    let mut app = p1_app();
    select_game(&mut app, 1);
    press(&mut app, KeyCode::Char('E'));
    for (width, height) in [(80, 24), (120, 40)] {
        let shown = screen(&app, width, height);
        assert!(
            shown.contains("Event 1: NAME | rating RO | k K | start YYYY-MM-DD | end YYYY-MM-DD"),
            "{shown}"
        );
        assert!(
            shown.contains("empty: delete the event · Esc cancels"),
            "{shown}"
        );
        insta::assert_snapshot!(format!("events_editor_{width}x{height}"), shown);
    }
}

/// An event given by its totals (a games list's `games N | chg CHG`, from a session or the
/// command line) holds no games of the table: its heading shows its figures, and a game added
/// at the end goes to the last event that has games.
#[test]
fn an_event_given_by_its_totals_shows_its_figures_and_takes_no_new_game() {
    let mut request = p1_request();
    request.events[2] = "Northern Virginia | games 5 | chg -0.31 | score 4".into();
    request.rows.truncate(10);
    let mut app = App::with_request(request, SessionName::default_name()).in_year(2026);
    // The published figures: the third event's −3.10 from its totals alone.
    assert_eq!(new_rating(&app), 2507.0);
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::End);
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Event 3 · Northern Virginia"), "{shown}");
    assert!(
        shown.contains("n 5  chg -0.31  K 10  K·chg -3.10"),
        "{shown}"
    );
    add_game(&mut app, "2300", "1");
    assert_eq!(app.request().rows.last().unwrap().event, 1);
    assert!(matches!(app.outcome(), Outcome::Period(_)));
    // Nor can a game be moved into it.
    press(&mut app, KeyCode::Char(']'));
    assert!(
        status(&app).contains("is given by its totals"),
        "{}",
        status(&app)
    );
}

/// Another system rates one event's games: `n` starts no event under it, and says why.
#[test]
fn another_system_starts_no_event() {
    let mut app = App::with_request(p1_request(), SessionName::default_name()).in_year(2026);
    choose_pool(&mut app, elocalc::calc::System::by_key("glicko2").unwrap());
    select_game(&mut app, 3);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.request().events, p1_request().events);
    assert!(
        status(&app).contains("Glicko-2 rates one event's games"),
        "{}",
        status(&app)
    );
    // The events there are still shown, and can go: an empty line deletes one.
    assert!(screen(&app, 80, 24).contains("Event 1 · 2nd Annual ACA"));
    press(&mut app, KeyCode::Char('E'));
    ctrl(&mut app, 'u');
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().events.len(), 2);
}

/// A games list's own event lines, brought in by F7 or a paste, are events of the period: P1's
/// file into an empty table gives FIDE's three events and 2507.
#[test]
fn a_games_lists_event_lines_become_the_periods_events() {
    let mut request = elocalc::calc::Request {
        mode: Mode::Tournament,
        rating: "2505".into(),
        ..elocalc::calc::Request::default()
    };
    request.k.preset = elocalc::calc::KPreset::K10;
    let mut app = App::with_request(request, SessionName::default_name()).in_year(2026);
    focus(&mut app, Entry::Rows);
    let mut driven = Driven::new(app, None);
    driven.press(KeyCode::F(7));
    driven.type_text(&fixture("period/p1.txt"));
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    let app = driven.app;
    assert_eq!(app.request().events.len(), 3, "{}", status(&app));
    assert_eq!(events_of_rows(&app), [[0; 5], [1; 5], [2; 5]].concat());
    assert!(status(&app).contains("in 3 events"), "{}", status(&app));
    // K 10 as FIDE had it: the period's 2507.
    assert_eq!(new_rating(&app), 2507.0);

    // Pasted after P1's own three events: a fourth and a fifth.
    let mut app = p1_app();
    focus(&mut app, Entry::Rows);
    paste(
        &mut app,
        "event Club night | rating 2510\n2400 | 1\nevent Blitz? no | k 10\n2300 | ½\n",
    );
    assert_eq!(app.request().events.len(), 5, "{}", status(&app));
    assert_eq!(app.request().events[3], "Club night | rating 2510");
    assert_eq!(events_of_rows(&app)[15..], [3, 4]);
    assert!(
        status(&app).contains("pasted 2 games in 2 events"),
        "{}",
        status(&app)
    );
    // One undo step takes the paste back whole.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().events.len(), 3);
    assert_eq!(app.request().rows.len(), 15);
    // Games before the paste's first event line go after the selected game, in its event.
    select_game(&mut app, 2);
    paste(&mut app, "2300 | 1\nevent Club night 2\n2200 | 0\n");
    assert_eq!(app.request().events.len(), 4, "{}", status(&app));
    assert_eq!(app.request().rows[2].opponent, "2300");
    assert_eq!(app.request().rows[2].event, 0);
    assert_eq!(app.request().rows.last().unwrap().event, 3);
    assert!(status(&app).contains("pasted 1 game: "), "{}", status(&app));
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().rows.len(), 15);
    // A bad event line refuses the whole paste.
    paste(&mut app, "event A | rating 9000\n2400 | 1\n");
    assert_eq!(app.request().events.len(), 3);
    assert!(status(&app).contains("nothing pasted"), "{}", status(&app));
}

/// Scrolled into an event's games, its heading out of view above: the table's title names the
/// event the first games shown are in.
#[test]
fn the_title_names_the_event_whose_heading_scrolled_away() {
    let mut app = p1_app();
    select_game(&mut app, 15);
    let shown = screen(&app, 80, 24);
    let title = shown
        .lines()
        .find(|line| line.contains("┌ Games"))
        .unwrap_or_default();
    assert!(
        title.contains("· Event 2 · 1st Annual Washington Dulles Open"),
        "{shown}"
    );
    assert!(
        !shown.contains("Event 2 · 1st Annual Washington Dulles Open   "),
        "{shown}"
    );
    // At the top, every heading in view: the title says only the games.
    select_game(&mut app, 1);
    let shown = screen(&app, 80, 24);
    assert!(
        !shown
            .lines()
            .any(|line| line.contains("┌ Games") && line.contains("· Event"))
    );
}

/// A new event's heading says its number once: "Event 2", not "Event 2 · Event 2".
#[test]
fn a_new_events_heading_says_its_number_once() {
    let mut app = p1_app();
    select_game(&mut app, 8);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.request().events[2], "Event 3");
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("Event 3 "), "{shown}");
    assert!(!shown.contains("Event 3 · Event 3"), "{shown}");
}

/// FIDE's April 2026 period of one player (issue 31; tests/cli/period_events.rs has its figures):
/// an event that ended on 15 February, reported late, rated beside a March event. The UI rates
/// it and says why it is in the period, in every language.
#[test]
fn a_late_reported_event_is_rated_and_said() {
    let mut request = elocalc::calc::Request {
        mode: Mode::Tournament,
        rating: "2194".into(),
        events: vec![
            "Bucharest Chess Weekend | start 2026-02-13 | end 2026-02-15".into(),
            "Bucharest Spring Chess | start 2026-03-03 | end 2026-03-13".into(),
        ],
        ..elocalc::calc::Request::default()
    };
    request.k.preset = elocalc::calc::KPreset::K10;
    for (event, game) in [
        "1822:1", "1934:1", "2006:1", "2220:0.5", "2024:0.5", "2015:0", "2194:1", "2194:0.5",
    ]
    .iter()
    .enumerate()
    {
        let (opponent, score) = game.split_once(':').unwrap();
        request.rows.push(elocalc::calc::Row {
            event: usize::from(event >= 6),
            ..elocalc::calc::Row::new(opponent, score.parse::<elocalc::rating::Score>().unwrap())
        });
    }
    let app_in = |lang: Lang| {
        let mut app = App::with_request(request.clone(), SessionName::default_name())
            .in_year(2026)
            .speaking(lang);
        focus(&mut app, Entry::Rows);
        app
    };
    let app = app_in(Lang::En);
    assert!((k_chg(&app, 0) + 3.70).abs() < 1e-9, "{}", k_chg(&app, 0));
    assert_eq!(new_rating(&app), 2195.0);
    let small = screen(&app, 80, 24);
    assert_contains(
        &small,
        &["Event 1 · Bucharest Chess Weekend", "reported late, it is"],
    );
    insta::assert_snapshot!("events_late_report_80x24", small);
    for (lang, first, why) in [
        (
            Lang::En,
            "Event 1 · Bucharest Chess Weekend",
            "reported late, it is rated in this period",
        ),
        (
            Lang::Pt,
            "O evento 1 · Bucharest Chess Weekend",
            "registrado com atraso, é calculado neste período",
        ),
        (
            Lang::Ru,
            "Турнир 1 · Bucharest Chess Weekend",
            "присланный с опозданием, он обсчитан в этом периоде",
        ),
    ] {
        let app = app_in(lang);
        assert_contains(&screen(&app, 80, 24), &[first]);
        let notes = elocalc::i18n::with_lang(lang, || {
            elocalc::report::sheet::of_evaluation(app.evaluation())
                .unwrap()
                .notes
        });
        assert!(
            notes
                .iter()
                .any(|note| note.starts_with(first) && note.contains(why)),
            "{notes:?}"
        );
    }
}

/// A new event's line is "Event 2" until it is named: the table's title says it once.
#[test]
fn an_unnamed_events_number_is_said_once_in_the_tables_title() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    for index in 0..14 {
        add_game(&mut app, &(1600 + index).to_string(), "1");
    }
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.request().events.len(), 2, "{}", screen(&app, 80, 24));
    let shown = screen(&app, 80, 24);
    let title = shown
        .lines()
        .find(|line| line.contains("┌ Games "))
        .expect(&shown);
    assert!(title.contains("· Event "), "{title}");
    for number in 1..=2 {
        let twice = format!("Event {number} · Event {number}");
        assert!(!title.contains(&twice), "{title}");
    }
}
