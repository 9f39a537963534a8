//! The UI's side of "no wrong number from any default or signal": the same number rule in its
//! fields and cells, assumptions said on screen, a US Chess game against an unrated opponent
//! left out with a note, values read from a session file by the same reader.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, Outcome, System};
use elocalc::tui::state::App;

#[test]
fn an_assumed_rd_is_said_in_the_results_and_goes_once_given() {
    let mut app = glicko2_app();
    focus(&mut app, elocalc::calc::systems::glicko2::RD.entry());
    replace(&mut app, "");
    // The field shows its default as a hint; the result says it was assumed.
    assert_eq!(app.request().systems.text("rd"), "");
    let shown = screen(&app, 140, 50);
    assert!(shown.contains("Your RD 350 assumed"), "{shown}");
    replace(&mut app, "200");
    assert!(!screen(&app, 140, 50).contains("RD 350 assumed"));
}

#[test]
fn the_form_reads_numbers_by_the_one_rule_in_every_pool() {
    let mut app = glicko2_app();
    for (field, bad) in [
        (Entry::Rating, "+1500"),
        (Entry::Rating, "1e3"),
        (elocalc::calc::systems::glicko2::RD.entry(), "2e-308"),
        (elocalc::calc::systems::glicko2::VOLATILITY.entry(), ".06"),
        (elocalc::calc::systems::glicko2::TAU.entry(), "-0"),
    ] {
        focus(&mut app, field);
        replace(&mut app, bad);
        let error = app
            .error_for(field)
            .unwrap_or_else(|| panic!("{bad} accepted"));
        assert!(error.contains(bad), "{error}");
        assert!(matches!(app.outcome(), Outcome::Invalid(_)));
        replace(
            &mut app,
            if field == Entry::Rating {
                "1500"
            } else if field == elocalc::calc::systems::glicko2::RD.entry() {
                "200"
            } else if field == elocalc::calc::systems::glicko2::VOLATILITY.entry() {
                "0.06"
            } else {
                "0.5"
            },
        );
    }
    // Decimals are a rating's in Glicko-2, within six.
    focus(&mut app, Entry::Rating);
    replace(&mut app, "1500.25");
    assert!(matches!(app.outcome(), Outcome::System(_)));
    replace(&mut app, "1500.0000001");
    assert!(
        app.error_for(Entry::Rating)
            .unwrap()
            .contains("at most 6 decimals")
    );
}

/// Tournament mode as it is, changed to US Chess: 1700 on 30 games, an event ended
/// 2026-03-01 (the README's worked event).
fn to_uschess(app: &mut App) {
    choose_pool(app, System::by_key("uschess").unwrap());
    for (field, value) in [
        (Entry::Rating, "1700"),
        (elocalc::calc::systems::uschess::GAMES_PLAYED.entry(), "30"),
        (
            elocalc::calc::systems::uschess::EVENT_DATE.entry(),
            "2026-03-01",
        ),
    ] {
        focus(app, field);
        replace(app, value);
    }
}

/// Tournament mode in US Chess, no games yet.
fn uschess_tournament() -> App {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    to_uschess(&mut app);
    focus(&mut app, Entry::Rows);
    app
}

#[test]
fn a_us_chess_game_against_an_unrated_opponent_is_left_out_with_a_note() {
    // The games typed in a FIDE pool, where an unrated opponent is listed unrated, then the
    // pool changed to US Chess: the table stays as it is.
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [
        ("1600", "1"),
        ("1700", "1"),
        ("unrated", "0.5"),
        ("1800", "1"),
        ("1900", "0.5"),
    ] {
        add_game(&mut app, opponent, score);
    }
    to_uschess(&mut app);
    let Outcome::System(answer) = app.outcome() else {
        panic!("not rated: {:?}", app.outcome());
    };
    let answer: &elocalc::calc::systems::uschess::UsChessAnswer =
        answer.as_any().downcast_ref().unwrap();
    // The README's worked event, the unrated game left out: 1797.
    assert_eq!(answer.outcome.new_rating, 1797);
    assert_eq!(answer.games.len(), 4);
    assert_eq!(
        answer
            .rows
            .left_out_for(elocalc::calc::LeftOut::UnratedOpponent),
        vec![2]
    );
    let shown = screen(&app, 160, 60);
    assert!(shown.contains("Game 3 is left out"), "{shown}");
    assert!(!shown.contains("unrated:"), "no internal token: {shown}");
    // Typed into the US Chess table, it is refused at once, in words for people.
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "unrated");
    press(&mut app, KeyCode::Enter);
    let status = &app.status().unwrap().text;
    assert!(
        status.contains("an unrated opponent cannot be rated against in US Chess"),
        "{status}"
    );
    assert!(!status.contains("unrated:"), "{status}");
}

#[test]
fn a_floor_above_the_rating_marks_the_floor_and_names_both() {
    let mut app = uschess_tournament();
    focus(&mut app, elocalc::calc::systems::uschess::FLOOR.entry());
    replace(&mut app, "1800");
    let error = app
        .error_for(elocalc::calc::systems::uschess::FLOOR.entry())
        .expect("the floor is marked");
    assert!(
        error.contains("floor 1800") && error.contains("rating 1700"),
        "{error}"
    );
    assert!(matches!(app.outcome(), Outcome::Invalid(_)));
    replace(&mut app, "1700");
    assert!(matches!(app.outcome(), Outcome::System(_)));
}

#[test]
fn a_first_rating_in_the_rapid_list_is_refused_by_name() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "unrated");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().pool(), elocalc::rating::Pool::FideRapid);
    let error = app.error_for(Entry::Pool).expect("the pool is marked");
    assert!(
        error.contains("standard pool only, not in 'rapid'"),
        "{error}"
    );
}

#[test]
fn values_in_a_session_file_go_through_the_same_reader() {
    let dir = temp_dir();
    let store = elocalc::store::Store::new(dir.path());
    let mut request = elocalc::calc::Request {
        system: System::by_key("glicko2").unwrap(),
        rating: "1500".into(),
        opponent: "1400".into(),
        ..elocalc::calc::Request::default()
    };
    // What `f64::from_str` took: an exponent.
    request.systems.set(elocalc::calc::OwnKey("rd"), "1e2");
    let name = elocalc::store::SessionName::default_name();
    store.save(&name, &request).unwrap();
    let ui = Driven::start(&store, elocalc::tui::Start::LastUsed);
    assert_eq!(
        ui.app.request().systems.text("rd"),
        "1e2",
        "kept as written"
    );
    assert!(
        ui.app
            .error_for(elocalc::calc::systems::glicko2::RD.entry())
            .unwrap()
            .contains("'1e2'")
    );
    assert!(matches!(ui.app.outcome(), Outcome::Invalid(_)));
}

#[test]
fn a_refused_opponent_is_quoted_as_typed_with_nothing_added() {
    let mut app = glicko2_app();
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "1400/1e2");
    press(&mut app, KeyCode::Enter);
    let status = &app.status().unwrap().text;
    assert!(status.contains("RD '1e2'"), "{status}");
    assert!(
        !status.contains(":1"),
        "no score the person did not type: {status}"
    );
    let mut app = uschess_tournament();
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "1500/80");
    press(&mut app, KeyCode::Enter);
    let status = &app.status().unwrap().text;
    assert!(status.contains("opponent '1500/80' has an RD"), "{status}");
}

/// Games brought from Tournament mode have no federations: Norm mode waits for them (and for
/// yours) in words, marks no row as a mistake, and checks the norm once they are typed.
#[test]
fn a_norm_waits_for_federations_not_typed_yet_without_marking_a_row() {
    use elocalc::calc::{Mode, Request, Row, evaluate};
    use elocalc::rating::Score;
    let mut request = Request {
        mode: Mode::Norm,
        rows: (0..9)
            .map(|i| Row::new(&(2400 + 10 * i).to_string(), Score::Draw))
            .collect(),
        ..Request::default()
    };
    let waiting = |request: &Request| {
        let evaluation = evaluate(request, elocalc::calc::Today::in_year(2026));
        assert!(
            evaluation.row_errors.is_empty(),
            "{:?}",
            evaluation.row_errors
        );
        match evaluation.outcome {
            Outcome::Invalid(problem) => problem.error.to_string(),
            other => panic!("a norm checked without federations: {other:?}"),
        }
    };
    assert!(waiting(&request).contains("player's federation"));
    request.norm.federation = "USA".into();
    assert_eq!(
        waiting(&request),
        "the opponents' federations are not given yet: 9 of 9 games have none (e.g. GER; FID \
         for the FIDE flag)"
    );
    // Each face adds where the federations go.
    let error = match evaluate(&request, elocalc::calc::Today::in_year(2026)).outcome {
        Outcome::Invalid(problem) => problem.error,
        other => panic!("{other:?}"),
    };
    assert!(elocalc::tui::state::words(&error).ends_with(": type them in the Fed column"));
    for (row, federation) in request
        .rows
        .iter_mut()
        .zip(["GER", "FRA", "ESP"].iter().cycle())
    {
        row.federation = federation.to_string();
    }
    assert!(matches!(
        evaluate(&request, elocalc::calc::Today::in_year(2026)).outcome,
        Outcome::Norm(_)
    ));
}
