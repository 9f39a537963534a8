//! Every face says the same thing about a result: the command line's text, CSV and Markdown,
//! JSON's notes and the terminal UI show each note in the same words, written here by hand.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::Entry;
use elocalc::tui::state::App;

/// What each face of the command line prints for `args`: text, CSV and Markdown.
fn command_line_faces(args: &[&str]) -> [String; 3] {
    let with = |format: &str| {
        let mut all = args.to_vec();
        all.extend(["--format", format]);
        stdout(&elocalc(&all))
    };
    [stdout(&elocalc(args)), with("csv"), with("md")]
}

fn assert_everywhere(faces: &[String], words: &str) {
    for face in faces {
        assert!(face.contains(words), "{words:?} is not in:\n{face}");
    }
}

/// The game as typed into the UI, drawn at 120×40.
fn game_screen(pool_steps_right: usize, rating: &str, opponent: &str) -> String {
    let mut app = App::new();
    replace(&mut app, rating);
    press(&mut app, KeyCode::Tab);
    replace(&mut app, opponent);
    focus(&mut app, Entry::Pool);
    for _ in 0..pool_steps_right {
        press(&mut app, KeyCode::Right);
    }
    screen(&app, 120, 40)
}

#[test]
fn a_rating_below_1400_is_said_the_same_way_everywhere() {
    let note = "Your opponent's new rating is below 1400: shown as unrated on the next list.";
    let args = "game --rating 1600 --opponent 1400 --result w";
    let args: Vec<&str> = args.split(' ').collect();
    let mut faces = command_line_faces(&args).to_vec();
    faces.push(game_screen(0, "1600", "1400"));
    assert_everywhere(&faces, note);
    assert_eq!(json(&args)["opponent"]["below_1400"], true);
}

#[test]
fn a_game_the_600_point_rule_leaves_unrated_is_said_the_same_way_everywhere() {
    let note = "not rated: 600-point rule (a player above 2600)";
    let args = [
        "game",
        "--rating",
        "2700",
        "--opponent",
        "2000",
        "--result",
        "w",
        "--pool",
        "blitz",
    ];
    let mut faces = command_line_faces(&args).to_vec();
    // Pool: standard ← continuous ← blitz, two steps to the left.
    faces.push(game_screen(2, "2700", "2000"));
    assert_everywhere(&faces, note);
    let [text, csv, md, tui] = faces.try_into().unwrap();
    assert_everywhere(&[text, md, tui], "FIDE Blitz · game not rated");
    assert!(csv.starts_with("Row,Pool,"), "{csv}");
    assert!(csv.contains("\nYou,FIDE Blitz,"), "{csv}");
    assert_eq!(json(&args)["note"], note);
}

#[test]
fn an_unrated_opponent_is_said_the_same_way_in_every_export() {
    let note = "not rated: opponent unrated";
    let args = ["period", "--rating", "2100", "2050:1", "unrated:1"];
    assert_everywhere(&command_line_faces(&args), note);
    assert_eq!(json(&args)["games"][1]["note"], note);
}

/// A tournament typed into the UI: rating, K preset steps to the left from 20, games.
fn tournament_screen(rating: &str, k_steps_left: usize, games: &[(&str, &str)]) -> String {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, rating);
    focus(&mut app, Entry::KPreset);
    for _ in 0..k_steps_left {
        press(&mut app, KeyCode::Left);
    }
    focus(&mut app, Entry::Rows);
    for (opponent, score) in games {
        add_game(&mut app, opponent, score);
    }
    screen(&app, 120, 40)
}

#[test]
fn k_lowered_by_the_700_rule_is_said_the_same_way_everywhere() {
    let words = "38 (K 40 lowered so that K·n ≤ 700 with n = 18)";
    let games: Vec<String> = (0..9)
        .flat_map(|_| ["1600:1", "1600:0"])
        .map(String::from)
        .collect();
    let mut args = vec!["period", "--rating", "1500", "--k", "40"];
    args.extend(games.iter().map(String::as_str));
    let [text, _csv, md] = command_line_faces(&args);
    let rows: Vec<(&str, &str)> = (0..9)
        .flat_map(|_| [("1600", "1"), ("1600", "0")])
        .collect();
    let screen = tournament_screen("1500", 2, &rows);
    assert_everywhere(&[text, md, screen], words);
}

#[test]
fn a_first_rating_capped_at_2200_is_said_the_same_way_everywhere() {
    let words = "2200  (2538, capped at 2200)";
    let args = ["initial", "2400:1", "2400:1", "2400:1", "2400:1", "2400:1"];
    let mut faces = command_line_faces(&args[..]).to_vec();
    let csv = faces.remove(1);
    assert!(
        csv.starts_with("Row,Games,Score,Ra,p,dp,Rating,Published\n")
            && csv.contains("\nInitial rating,5,5,2228.57,0.86,309,2200,yes\n"),
        "a spreadsheet gets the number: {csv}"
    );
    let screen = tournament_screen("unrated", 0, &[("2400", "1"); 5]);
    faces.push(screen);
    assert_everywhere(&faces, words);
    assert_eq!(json(&args)["uncapped"], 2538);
}

#[test]
fn a_performance_that_does_not_exist_is_said_the_same_way_everywhere() {
    let words = "a 0 % or 100 % score has no finite performance on the logistic curve";
    let args = ["performance", "--pool", "continuous", "2000:1", "2100:1"];
    let text = stdout(&elocalc(&args));
    let period = stdout(&elocalc(&[
        "period",
        "--rating",
        "2000",
        "--pool",
        "continuous",
        "2000:1",
        "2100:1",
    ]));
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "2000");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Left);
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "2000", "1");
    add_game(&mut app, "2100", "1");
    assert_everywhere(&[text, period, screen(&app, 120, 40)], words);
    assert_eq!(json(&args)["note"], words);
}
