//! `elocalc k`, `performance` and `initial`.

use crate::common::*;

#[test]
fn k_from_a_player_profile() {
    let value = json(&[
        "k", "--rating", "2150", "--games", "45", "--born", "2010", "--year", "2026",
    ]);
    assert_eq!(value["k"], 40);
    assert_eq!(
        value["reason"],
        "K 40: rated below 2300, until the end of the year of the 18th birthday"
    );
    let value = json(&[
        "k",
        "--rating",
        "2350",
        "--games",
        "300",
        "--born",
        "1980",
        "--year",
        "2026",
        "--reached-2400",
    ]);
    assert_eq!(value["k"], 10);
    let value = json(&["k", "--rating", "2150", "--games", "45", "--born", "1990"]);
    assert_eq!(value["k"], 20, "the year defaults to this one");
    assert_eq!(
        stdout(&elocalc(&[
            "k", "--rating", "1500", "--games", "3", "--born", "1990"
        ])),
        "K 40: fewer than 30 rated games completed\n"
    );
}

#[test]
fn bad_k_profiles() {
    let base = ["k", "--rating", "2150", "--games", "45", "--born", "2010"];
    let with = |extra: &[&'static str]| [&base[..], extra].concat();
    assert_refused(
        &["k", "--rating", "x", "--games", "45", "--born", "2010"],
        &["--rating", "'x'"],
    );
    assert_refused(
        &["k", "--rating", "2150", "--games", "-1", "--born", "2010"],
        &["--games", "'-1'", "0 to 100000"],
    );
    assert_refused(
        &["k", "--rating", "2150", "--games", "45", "--born", "1850"],
        &["--born", "'1850'", "1900 to 2100"],
    );
    assert_refused(&with(&["--year", "20x6"]), &["--year", "'20x6'"]);
    assert_refused(
        &with(&["--year", "2009"]),
        &["born 2010 is after the year 2009"],
    );
}

#[test]
fn performance_json_fide_and_continuous() {
    let value = json(&["performance", "1798:1", "1801:0", "1897:1", "unrated:1"]);
    assert_eq!(value["games"], 3);
    assert_eq!(value["score"], 2);
    assert_eq!(value["average_opponent"], 1832.0);
    assert_eq!(value["p"], 0.67);
    assert_eq!(value["dp"], 125);
    assert_eq!(value["performance"], 1957);
    assert_eq!(value["method"], "fide-8.1.1");
    let value = json(&["performance", "--pool", "continuous", "2000:1", "2000:0"]);
    assert_eq!(value["method"], "logistic");
    assert!((value["performance"].as_f64().unwrap() - 2000.0).abs() < 1e-6);
    let value = json(&["performance", "--pool", "continuous", "2000:1", "2100:1"]);
    assert_eq!(value["performance"], Value::Null);
    assert!(
        value["note"]
            .as_str()
            .unwrap()
            .contains("no finite performance")
    );
}

#[test]
fn initial_json_matches_the_worked_cases() {
    // docs/rules/performance-and-first-rating.md, worked cases.
    let value = json(&["initial", "1500:1", "1500:0", "1500:0", "1500:0", "1500:0"]);
    assert_eq!(value["games"], 5);
    assert_eq!(value["score"], 1);
    assert!((value["ra"].as_f64().unwrap() - 1_585.714_285).abs() < 1e-5);
    assert_eq!(value["p"], 0.29);
    assert_eq!(value["dp"], -158);
    assert_eq!(value["rating"], 1428);
    assert_eq!(value["published"], true);
    assert_eq!(value["reason"], Value::Null);
    let value = json(&[
        "initial", "1400:0.5", "1400:0", "1400:0", "1400:0", "1400:0",
    ]);
    assert_eq!(value["rating"], 1284);
    assert_eq!(value["published"], false);
    assert_eq!(value["reason"], "below 1400");
}

#[test]
fn a_first_event_scored_zero_says_what_was_played_and_what_would_count() {
    let games = ["initial", "1800:0", "1800:0", "1800:0", "1800:0", "1800:0"];
    let text = stdout(&elocalc(&games));
    assert!(
        text.contains("0 against rated opponents (5 in the first event, disregarded)"),
        "{text}"
    );
    assert!(text.contains("the first event (5 against rated opponents) scored zero"));
    assert!(text.contains("only later events count"), "{text}");
    // With no game that counts there is no Ra, p or dp to show: the two hypothetical games
    // alone would give 1800.00 and 0.50 as if they meant something.
    for hypothetical in ["Ra ", "1800.00", "(0 + 2)"] {
        assert!(!text.contains(hypothetical), "{hypothetical}: {text}");
    }
    let value = json(&games);
    assert_eq!(value["games"], 0);
    assert_eq!(value["disregarded_games"], 5);
    assert_eq!(value["rating"], Value::Null);
    // One point later on: the zero event still counts for nothing, and says so.
    let value = json(&["initial", "1800:0", "1800:1"]);
    assert_eq!(
        value["first_event_disregarded"], false,
        "one event, not zero"
    );
}

#[test]
fn bad_performance_and_initial_input() {
    assert_refused(
        &["performance", "unrated:1"],
        &["no games against rated opponents"],
    );
    assert_refused(&["performance", "2000:x"], &["score 'x'"]);
    assert_refused(
        &["performance", "--pool", "bullet", "2000:1"],
        &["--pool", "'bullet'"],
    );
    assert_refused(&["initial", "1800.5:1"], &["whole number"]);
    assert_refused(&["initial"], &["no games against rated opponents"]);
}
