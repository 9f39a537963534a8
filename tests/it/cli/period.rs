//! `elocalc period`: GAME arguments, games lists from files and standard input, the table for
//! people, and refused games.

use crate::common::*;

#[test]
fn period_json_t25() {
    let value = json(&[
        "period",
        "--rating",
        "2100",
        "2050:1",
        "2250:0",
        "2100:0.5",
        "1650:1",
        "2350:½",
        "unrated:1",
    ]);
    assert_eq!(value["pool"], "standard");
    assert_eq!(value["rating"], 2100);
    assert_eq!(value["k"], 20);
    assert_eq!(value["k_effective"], 20);
    assert_eq!(value["rated_games"], 5);
    assert_eq!(value["score"], 3.0);
    assert_eq!(value["change_unrounded"], 10.4);
    assert_eq!(value["change"], 10);
    assert_eq!(value["new_rating"], 2110);
    let games = value["games"].as_array().unwrap();
    assert_eq!(games.len(), 6);
    assert_eq!(games[3]["opponent"], 1650);
    assert_eq!(games[3]["difference_used"], 400);
    assert_eq!(games[3]["expected"], 0.92);
    assert_eq!(games[3]["contribution"], 1.6);
    assert_eq!(games[3]["rated"], true);
    assert_eq!(games[3]["note"], Value::Null);
    assert_eq!(games[5]["opponent"], Value::Null);
    assert_eq!(games[5]["rated"], false);
    assert_eq!(games[5]["expected"], Value::Null);
    assert!(games[5]["note"].as_str().unwrap().contains("unrated"));
}

#[test]
fn period_json_returns_the_worked_cases_changes() {
    // (pool, rating, K, games, change, new rating) from the worked cases of docs/rules/fide.md.
    let cases: &[(&str, &str, &str, &str, i64, i64)] = &[
        ("standard", "1800", "20", "1800:W", 10, 1810),
        ("standard", "2650", "10", "2200:W", 1, 2651),
        ("standard", "2649", "10", "2199:D", -4, 2645),
        ("standard", "2700", "10", "1964:W 1964:D", -5, 2695),
        ("standard", "2415", "10", "2450:L", -5, 2410),
        ("blitz", "2601", "10", "2001:W", 0, 2601),
        ("blitz", "2600", "10", "2000:W", 1, 2601),
        ("rapid", "2700", "10", "2200:D", -4, 2696),
        ("standard", "2400", "10", "2550:W 2435:L", 3, 2403),
        ("standard", "1922", "40", "1798:W 1801:L 1897:W", 6, 1928),
    ];
    for (pool, rating, k, games, change, new_rating) in cases {
        let mut args = vec!["period", "--pool", pool, "--rating", rating, "--k", k];
        args.extend(games.split_whitespace());
        let value = json(&args);
        assert_eq!(value["change"], *change, "{args:?}");
        assert_eq!(value["new_rating"], *new_rating, "{args:?}");
    }
}

#[test]
fn period_human_output_is_an_aligned_table() {
    let text = stdout(&elocalc(&[
        "period", "--rating", "1922", "--k", "40", "1798:W", "1801:L", "1897:W",
    ]));
    let expected = "\
FIDE Standard · rating 1922 · K 40

#  Opponent  Score  Diff  Expected  Contribution  Note
1      1798      1  +124      0.67        +13.20
2      1801      0  +121      0.66        -26.40
3      1897      1   +25      0.53        +18.80

Rated games  3
Score        2 (expected 1.86)
K            40
Change       +5.60 → +6
New rating   1928
Performance  1957  = 1832.00 + 125 (p 0.67, table 8.1.1)
";
    assert_eq!(text, expected);
}

#[test]
fn period_reads_a_file_and_standard_input() {
    let dir = temp_dir();
    let path = dir.path().join("games.txt");
    std::fs::write(
        &path,
        "\u{feff}# T27, a real FIDE calculation\n1798 | 1\n\n1801,0\r\n1897 w  # round 3\n",
    )
    .unwrap();
    let from_file = json(&[
        "period",
        "--rating",
        "1922",
        "--k",
        "40",
        "--file",
        path.to_str().unwrap(),
    ]);
    assert_eq!(from_file["rated_games"], 3);
    assert_eq!(from_file["change"], 6);
    let piped = elocalc_with_stdin(
        &[
            "period", "--rating", "1922", "--k", "40", "--file", "-", "--json",
        ],
        "1798 1\n1801 0\n",
    );
    let piped: Value = serde_json::from_str(&stdout(&piped)).unwrap();
    assert_eq!(piped["rated_games"], 2);
}

#[test]
fn bad_games_and_file_lines() {
    assert_refused(
        &["period", "--rating", "2100", "2050:1", "2250-0"],
        &["GAME '2250-0'", "OPPONENT:SCORE"],
    );
    assert_refused(
        &["period", "--rating", "2100", "2050:x"],
        &["'2050:x'", "score 'x'"],
    );
    let dir = temp_dir();
    let path = dir.path().join("games.txt");
    std::fs::write(&path, "2050 | 1\n# fine\n2250 | 1 | 0\n").unwrap();
    let file = path.to_str().unwrap();
    assert_refused(
        &["period", "--rating", "2100", "--file", file],
        &["games.txt:3:"],
    );
    std::fs::write(&path, b"2050 | 1\n22\xff0 | 1\n").unwrap();
    assert_refused(
        &["period", "--rating", "2100", "--file", file],
        &["games.txt:2:", "UTF-8"],
    );
}

#[test]
fn a_missing_file_is_an_io_error() {
    let output = elocalc(&[
        "period",
        "--rating",
        "2100",
        "--file",
        "/nonexistent/games.txt",
    ]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        stderr, "elocalc: cannot read /nonexistent/games.txt: no such file or folder\n",
        "in words, not '(os error 2)'"
    );
}
