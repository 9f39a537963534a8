//! Games from PGN and CSV files on the command line.

use crate::common::*;

#[test]
fn period_from_a_pgn_by_player_name() {
    let pgn = fixture("club-open.pgn");
    let output = elocalc(&[
        "period",
        "--pgn",
        &pgn,
        "--player",
        "Petrova, Anna",
        "--k",
        "40",
        "--json",
    ]);
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    // The rating (1922) comes from the first game; the unfinished game is skipped and said so.
    assert_eq!(value["rating"], 1922);
    assert_eq!(value["rated_games"], 3);
    assert_eq!(value["change"], 6);
    assert_eq!(value["new_rating"], 1928);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("club-open.pgn:55: skipped: unfinished game (*)"),
        "{stderr}"
    );
    // Performance and initial take the same sources.
    let value = json(&["performance", "--pgn", &pgn, "--player", "petrova, anna"]);
    assert_eq!(value["games"], 3);
    let value = json(&["initial", "--pgn", &pgn, "--player", "petrova, anna"]);
    assert_eq!(value["games"], 3);
    assert_eq!(value["published"], false);
}

#[test]
fn a_pgn_suggests_the_pool() {
    let pgn = fixture("latin1-blitz.pgn");
    let output = elocalc(&[
        "period",
        "--pgn",
        &pgn,
        "--player",
        "müller, jürgen",
        "--json",
    ]);
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["pool"], "blitz");
    assert_eq!(value["rating"], 2105);
    assert!(String::from_utf8_lossy(&output.stderr).contains("pool blitz"));
    let value = json(&[
        "period",
        "--pgn",
        &pgn,
        "--player",
        "müller, jürgen",
        "--pool",
        "rapid",
    ]);
    assert_eq!(value["pool"], "rapid", "an explicit --pool wins");
}

#[test]
fn a_wrong_player_name_lists_close_matches() {
    assert_refused(
        &[
            "period",
            "--pgn",
            &fixture("club-open.pgn"),
            "--player",
            "Petrov",
            "--rating",
            "1900",
        ],
        &["no game of 'Petrov'", "close matches: 'Petrova, Anna'"],
    );
}

#[test]
fn period_from_a_csv() {
    let csv = fixture("chess-results.csv");
    let output = elocalc(&[
        "period", "--csv", &csv, "--rating", "1922", "--k", "40", "--json",
    ]);
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["games"].as_array().unwrap().len(), 4);
    assert_eq!(value["new_rating"], 1928);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("chess-results.csv:6: skipped"), "{stderr}");
    assert!(
        stderr.contains("chess-results.csv: ratings from column 'Rtg', scores from column 'Res.'"),
        "the columns used are said: {stderr}"
    );
    let value = json(&[
        "period",
        "--csv",
        &fixture("semicolons.csv"),
        "--rating",
        "1922",
        "--k",
        "40",
        "--rating-column",
        "Gegner Elo",
        "--score-column",
        "5",
    ]);
    assert_eq!(value["new_rating"], 1928);
    assert_refused(
        &[
            "period",
            "--csv",
            &csv,
            "--rating",
            "1922",
            "--rating-column",
            "Elo",
        ],
        &["no column 'Elo'", "Rtg"],
    );
}
