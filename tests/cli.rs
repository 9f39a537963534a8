//! The real binary: human and JSON output, files, standard input, and every class of bad input.

mod common;

use common::fixture;
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn elocalc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_elocalc"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn elocalc_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_elocalc"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn json(args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.push("--json");
    serde_json::from_str(&stdout(&elocalc(&args))).expect("valid JSON")
}

/// Runs with bad input: exit status 2, nothing on stdout, one line on stderr that contains
/// every piece of `expected`.
fn assert_refused(args: &[&str], expected: &[&str]) {
    let output = elocalc(args);
    assert_eq!(output.status.code(), Some(2), "exit status for {args:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.starts_with("elocalc: "), "{stderr}");
    for piece in expected {
        assert!(
            stderr.contains(piece),
            "{stderr:?} should mention {piece:?}"
        );
    }
    assert!(!stderr.contains("panicked"));
}

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
fn period_json_returns_the_reference_changes() {
    // (pool, rating, K, games, change, new rating) from the worked cases.
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
";
    assert_eq!(text, expected);
}

#[test]
fn period_reads_a_file_and_standard_input() {
    let dir = std::env::temp_dir().join(format!("elocalc-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.txt");
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
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn multi_json() {
    let value = json(&[
        "multi",
        "--rating",
        "1500",
        "--average",
        "1600",
        "--games",
        "5",
        "--points",
        "3.5",
    ]);
    assert_eq!(value["pool"], "standard");
    assert_eq!(value["rating"], 1500);
    assert_eq!(value["k"], 20);
    assert_eq!(value["k_effective"], 20);
    assert_eq!(value["expected"], 0.36);
    assert_eq!(value["change_unrounded"], 34.0);
    assert_eq!(value["change"], 34);
    assert_eq!(value["new_rating"], 1534);
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
    let dir = std::env::temp_dir().join(format!("elocalc-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.txt");
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
    std::fs::remove_dir_all(&dir).ok();
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
    assert!(
        stderr.starts_with("elocalc: cannot read /nonexistent/games.txt"),
        "{stderr}"
    );
}

#[test]
fn help_names_every_subcommand() {
    let text = stdout(&elocalc(&["--help"]));
    for word in ["game", "period", "multi", "--help", "--version"] {
        assert!(text.contains(word), "{word}");
    }
    let text = stdout(&elocalc(&["period", "--help"]));
    for word in ["--rating", "--k", "--pool", "--file", "--json", "GAME"] {
        assert!(text.contains(word), "{word}");
    }
}

/// A config directory with two sessions: a tournament (T27) and a game.
fn config_with_sessions(label: &str) -> std::path::PathBuf {
    use elocalc::form::{Form, Mode, Row};
    use elocalc::rating::Score;
    use elocalc::session::{SessionName, Store};
    let dir = std::env::temp_dir().join(format!("elocalc-cli-{label}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = Store::new(&dir);
    let game = Form {
        rating: "1600".into(),
        opponent: "1400".into(),
        ..Form::default()
    };
    store
        .save(&SessionName::parse("friendly").unwrap(), &game)
        .unwrap();
    let tournament = Form {
        mode: Mode::Tournament,
        rating: "1922".into(),
        k_preset: elocalc::form::KPreset::K40,
        rows: [
            ("1798", Score::Win),
            ("1801", Score::Loss),
            ("1897", Score::Win),
        ]
        .map(|(opponent, score)| Row {
            opponent: opponent.into(),
            score,
        })
        .to_vec(),
        ..Form::default()
    };
    store
        .save(&SessionName::parse("club: round 3").unwrap(), &tournament)
        .unwrap();
    dir
}

#[test]
fn sessions_list_show_and_delete() {
    let dir = config_with_sessions("sessions");
    let config = dir.to_str().unwrap();
    // --config-dir may come before or after the subcommand.
    let listed: Value = serde_json::from_str(&stdout(&elocalc(&[
        "--config-dir",
        config,
        "sessions",
        "list",
        "--json",
    ])))
    .unwrap();
    let names: Vec<&str> = listed["sessions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&"club: round 3") && names.contains(&"friendly"));
    assert_eq!(listed["unreadable"].as_array().unwrap().len(), 0);
    let table = stdout(&elocalc(&["sessions", "list", "--config-dir", config]));
    assert!(table.starts_with("Name "), "{table}");
    assert!(
        table.contains("club: round 3  Tournament  FIDE Standard      3"),
        "{table}"
    );

    let shown = json(&["sessions", "show", "club: round 3", "--config-dir", config]);
    assert_eq!(shown["change"], 6);
    assert_eq!(shown["new_rating"], 1928);
    assert_eq!(shown["games"].as_array().unwrap().len(), 3);
    let shown = json(&["sessions", "show", "friendly", "--config-dir", config]);
    assert_eq!(shown["player"]["new_rating"], 1605);
    let human = stdout(&elocalc(&[
        "sessions",
        "show",
        "friendly",
        "--config-dir",
        config,
    ]));
    assert!(
        human.starts_with("Session 'friendly' · Game mode"),
        "{human}"
    );

    assert_eq!(
        stdout(&elocalc(&[
            "sessions",
            "delete",
            "friendly",
            "--config-dir",
            config
        ])),
        "deleted session 'friendly'\n"
    );
    let missing = elocalc(&["sessions", "show", "friendly", "--config-dir", config]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no session named 'friendly'"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn sessions_commands_refuse_bad_names_and_report_unreadable_files() {
    let dir = config_with_sessions("bad");
    let config = dir.to_str().unwrap();
    assert_refused(
        &["sessions", "show", "../etc/passwd", "--config-dir", config],
        &["session name '../etc/passwd'", "cannot contain / or \\"],
    );
    assert_refused(
        &["sessions", "delete", ".hidden", "--config-dir", config],
        &["cannot start with a dot"],
    );
    std::fs::write(dir.join("sessions/broken.json"), "{ nope").unwrap();
    let listed: Value = serde_json::from_str(&stdout(&elocalc(&[
        "sessions",
        "list",
        "--json",
        "--config-dir",
        config,
    ])))
    .unwrap();
    assert_eq!(
        listed["sessions"].as_array().unwrap().len(),
        2,
        "the rest still lists"
    );
    assert_eq!(listed["unreadable"][0]["file"], "broken.json");
    assert!(
        listed["unreadable"][0]["reason"]
            .as_str()
            .unwrap()
            .contains("not valid JSON")
    );
    let shown = elocalc(&["sessions", "show", "broken", "--config-dir", config]);
    assert_eq!(shown.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&shown.stderr).contains("not valid JSON"));
    assert_eq!(
        std::fs::read_to_string(dir.join("sessions/broken.json")).unwrap(),
        "{ nope"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_unreadable_config_directory_is_an_os_error() {
    let file = std::env::temp_dir().join(format!("elocalc-cli-notadir-{}", std::process::id()));
    std::fs::write(&file, "a file, not a directory").unwrap();
    let output = elocalc(&["sessions", "list", "--config-dir", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("elocalc: cannot list"), "{stderr}");
    assert!(
        stderr.contains("directory"),
        "the OS error is shown: {stderr}"
    );
    std::fs::remove_file(&file).ok();
}

#[test]
fn k_from_a_player_profile() {
    let value = json(&[
        "k", "--rating", "2150", "--games", "45", "--born", "2010", "--year", "2026",
    ]);
    assert_eq!(value["k"], 40);
    assert_eq!(value["reason"], "K 40: under 18 and rated below 2300");
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
        "K 40: fewer than 30 rated games\n"
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
fn initial_json_matches_the_reference() {
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
    assert!(String::from_utf8_lossy(&output.stderr).contains("chess-results.csv:6: skipped"));
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

#[test]
fn export_formats_and_files() {
    let game = [
        "game",
        "--rating",
        "1600",
        "--opponent",
        "1400",
        "--result",
        "win",
    ];
    let with = |extra: &[&str]| -> Vec<String> {
        game.iter().chain(extra).map(|s| s.to_string()).collect()
    };
    let elocalc = |args: &[String]| elocalc(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let assert_refused = |args: &[String], pieces: &[&str]| {
        assert_refused(&args.iter().map(String::as_str).collect::<Vec<_>>(), pieces)
    };
    let csv = stdout(&elocalc(&with(&["--format", "csv"])));
    assert!(csv.starts_with("Player,Rating,K,Score,Expected,Change unrounded,Change,New rating\n"));
    assert!(csv.contains("You,1600,20,1,0.76,+4.80,+5,1605\n"));
    let md = stdout(&elocalc(&with(&["--format", "md"])));
    assert!(md.contains("| You | 1600 | 20 | 1 | 0.76 | +4.80 | +5 | 1605 |"));
    let json_text = stdout(&elocalc(&with(&["--format", "json"])));
    let value: Value = serde_json::from_str(&json_text).unwrap();
    assert_eq!(value["player"]["new_rating"], 1605);
    assert_refused(
        &with(&["--format", "xml"]),
        &["--format", "'xml'", "csv, md or json"],
    );

    let dir = std::env::temp_dir().join(format!("elocalc-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.md");
    let path = file.to_str().unwrap();
    assert_eq!(stdout(&elocalc(&with(&["--output", path]))), "");
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("### Game")
    );
    // Never over an existing file without --force.
    std::fs::write(&file, "keep me").unwrap();
    let refused = elocalc(&with(&["--output", path]));
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("exists: add --force"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    stdout(&elocalc(&with(&["--output", path, "--force"])));
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("### Game")
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn sessions_show_exports_too() {
    let dir = config_with_sessions("export");
    let config = dir.to_str().unwrap();
    let csv = stdout(&elocalc(&[
        "sessions",
        "show",
        "club: round 3",
        "--format",
        "csv",
        "--config-dir",
        config,
    ]));
    assert!(csv.starts_with("#,Opponent,Score,Diff,Expected,Contribution,Note\n"));
    assert!(csv.contains("New rating,1928"));
    std::fs::remove_dir_all(&dir).ok();
}
