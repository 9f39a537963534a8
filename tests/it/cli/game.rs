//! `elocalc game`: both sides, the scenarios, K for each player, and refused values.

use crate::common::*;

#[test]
fn game_json_has_both_sides_and_the_scenarios() {
    let value = json(&[
        "game",
        "--rating",
        "1600",
        "--opponent",
        "1400",
        "--result",
        "win",
    ]);
    assert_eq!(value["pool"], "standard");
    assert_eq!(value["rated"], true);
    let player = &value["player"];
    assert_eq!(player["rating"], 1600);
    assert_eq!(player["k"], 20);
    assert_eq!(player["score"], 1);
    assert_eq!(player["expected"], 0.76);
    assert_eq!(player["change_unrounded"], 4.8);
    assert_eq!(player["change"], 5);
    assert_eq!(player["new_rating"], 1605);
    assert_eq!(value["opponent"]["change"], -5);
    assert_eq!(value["opponent"]["new_rating"], 1395);
    assert_eq!(value["scenarios"]["win"]["player"], 5);
    assert_eq!(value["scenarios"]["draw"]["player"], -5);
    assert_eq!(value["scenarios"]["draw"]["opponent"], 5);
    assert_eq!(value["scenarios"]["loss"]["player"], -15);
    assert_eq!(value["scenarios"]["loss"]["opponent"], 15);
}

#[test]
fn game_opponent_k_defaults_to_k_and_can_differ() {
    let value = json(&[
        "game",
        "--rating",
        "1600",
        "--opponent",
        "1400",
        "--result",
        "w",
        "--k",
        "10",
    ]);
    assert_eq!(value["opponent"]["k"], 10);
    let value = json(&[
        "game",
        "--rating",
        "1600",
        "--opponent",
        "1400",
        "--result",
        "w",
        "--opponent-k",
        "40",
    ]);
    assert_eq!(value["player"]["k"], 20);
    assert_eq!(value["opponent"]["k"], 40);
    assert_eq!(value["opponent"]["change"], -10);
}

#[test]
fn continuous_game_keeps_decimals() {
    let value = json(&[
        "game",
        "--rating",
        "1700",
        "--opponent",
        "1500",
        "--result",
        "draw",
        "--pool",
        "continuous",
    ]);
    let expected = value["player"]["expected"].as_f64().unwrap();
    assert!((expected - 0.759747).abs() < 5e-7);
    // 20 × (0.5 − 0.759747) = −5.19494
    let change = value["player"]["change"].as_f64().unwrap();
    assert!((change + 5.19494).abs() < 1e-5);
    assert!(!value["player"]["change"].is_i64());
    let new_rating = value["player"]["new_rating"].as_f64().unwrap();
    assert!((new_rating - 1694.80506).abs() < 1e-5);
}

#[test]
fn bad_ratings() {
    let game = |rating: &str, pool: &str| {
        vec![
            "game".to_string(),
            "--rating".to_string(),
            rating.to_string(),
            "--opponent".to_string(),
            "1500".to_string(),
            "--result".to_string(),
            "win".to_string(),
            "--pool".to_string(),
            pool.to_string(),
        ]
    };
    for (rating, pool, allowed) in [
        ("5000", "standard", "from 0 to 4000"),
        ("-1", "standard", "from 0 to 4000"),
        ("abc", "continuous", "from 0 to 4000"),
        ("1500.5", "blitz", "whole number"),
    ] {
        let args = game(rating, pool);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_refused(&args, &["--rating", rating, allowed]);
    }
}

#[test]
fn bad_k_score_pool_points_and_games() {
    let game = ["game", "--rating", "1500", "--opponent", "1500"];
    let with = |extra: &[&'static str]| [&game[..], extra].concat();
    assert_refused(
        &with(&["--result", "2"]),
        &["--result", "'2'", "win, draw or loss"],
    );
    assert_refused(
        &with(&["--result", "w", "--k", "0"]),
        &["--k", "'0'", "1 to 100"],
    );
    assert_refused(
        &with(&["--result", "w", "--k", "20.5"]),
        &["'20.5'", "whole"],
    );
    assert_refused(
        &with(&["--result", "w", "--opponent-k", "101"]),
        &["--opponent-k", "'101'"],
    );
    assert_refused(
        &with(&["--result", "w", "--pool", "classical"]),
        &[
            "--pool",
            "'classical'",
            "continuous, standard, rapid, blitz",
        ],
    );
    let multi = ["multi", "--rating", "1500", "--average", "1600"];
    let with = |extra: &[&'static str]| [&multi[..], extra].concat();
    assert_refused(
        &with(&["--games", "5", "--points", "6"]),
        &["--points", "'6'", "from 0 to 5"],
    );
    assert_refused(
        &with(&["--games", "5", "--points", "2.25"]),
        &["'2.25'", "multiple of 0.5"],
    );
    assert_refused(
        &with(&["--games", "0", "--points", "0"]),
        &["--games", "'0'"],
    );
}

/// The casual way: the three values in order, as a person says them, give what the flags give.
#[test]
fn a_game_given_in_order_without_flags_is_the_flags_game() {
    let flags = stdout(&elocalc(&[
        "game",
        "--rating",
        "1500",
        "--opponent",
        "1620",
        "--result",
        "draw",
        "--k",
        "40",
    ]));
    let plain = stdout(&elocalc(&["game", "1500", "1620", "draw", "--k", "40"]));
    assert_eq!(plain, flags);
    // -k is --k, as a casual line is typed.
    let short = stdout(&elocalc(&["game", "1500", "1620", "draw", "-k", "40"]));
    assert_eq!(short, flags);
    assert_refused(&["game", "1500", "1620"], &["3 values required"]);
    assert_refused(
        &["game", "1500", "1620", "draw", "--rating", "1500"],
        &["cannot be used with"],
    );
}
