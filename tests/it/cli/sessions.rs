//! `elocalc sessions list|show|delete`, and a config directory that cannot be read.

use crate::common::*;

/// A config directory with two sessions: a tournament (T27) and a game.
fn config_with_sessions() -> TempDir {
    use elocalc::calc::{KPreset, Mode, Request, Row};
    use elocalc::rating::Score;
    use elocalc::store::{SessionName, Store};
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let game = Request {
        rating: "1600".into(),
        opponent: "1400".into(),
        ..Request::default()
    };
    store
        .save(&SessionName::parse("friendly").unwrap(), &game)
        .unwrap();
    let tournament = Request {
        mode: Mode::Tournament,
        rating: "1922".into(),
        k: elocalc::calc::KEntries {
            preset: KPreset::K40,
            ..Default::default()
        },
        rows: [
            ("1798", Score::Win),
            ("1801", Score::Loss),
            ("1897", Score::Win),
        ]
        .map(|(opponent, score)| Row::new(opponent, score))
        .to_vec(),
        ..Request::default()
    };
    store
        .save(&SessionName::parse("club: round 3").unwrap(), &tournament)
        .unwrap();
    dir
}

#[test]
fn sessions_list_show_and_delete() {
    let dir = config_with_sessions();
    let config = dir.path().to_str().unwrap();
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
}

#[test]
fn sessions_commands_refuse_bad_names_and_report_unreadable_files() {
    let dir = config_with_sessions();
    let config = dir.path().to_str().unwrap();
    assert_refused(
        &["sessions", "show", "../etc/passwd", "--config-dir", config],
        &["session name '../etc/passwd'", "cannot contain / or \\"],
    );
    assert_refused(
        &["sessions", "delete", ".hidden", "--config-dir", config],
        &["cannot start with a dot"],
    );
    std::fs::write(dir.path().join("sessions/broken.json"), "{ nope").unwrap();
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
    // The same reason, word for word, in the list and in `show`.
    let reason = listed["unreadable"][0]["reason"].as_str().unwrap();
    assert_eq!(
        String::from_utf8_lossy(&shown.stderr).trim_end(),
        format!("elocalc: cannot read session 'broken': {reason}")
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("sessions/broken.json")).unwrap(),
        "{ nope"
    );
}

#[test]
fn an_unreadable_config_directory_is_an_os_error() {
    let dir = temp_dir();
    let file = dir.path().join("not a directory");
    std::fs::write(&file, "a file, not a directory").unwrap();
    let output = elocalc(&["sessions", "list", "--config-dir", file.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("elocalc: cannot list"), "{stderr}");
    assert!(
        stderr.contains("directory"),
        "the OS error is shown: {stderr}"
    );
}

#[test]
fn sessions_show_exports_too() {
    let dir = config_with_sessions();
    let config = dir.path().to_str().unwrap();
    let csv = stdout(&elocalc(&[
        "sessions",
        "show",
        "club: round 3",
        "--format",
        "csv",
        "--config-dir",
        config,
    ]));
    assert!(csv.starts_with("Row,#,Opponent,Score,Diff,Expected,Contribution,Note,"));
    assert!(csv.contains(",New rating,"), "{csv}");
    assert!(csv.ends_with(",1928,1957\n"), "{csv}");
}

/// A Glicko-2 session is listed as Glicko-2 (it was listed by its hidden Elo pool), in the
/// table and in JSON (`system` beside `pool`); so is one whose summary was written before the
/// system was kept, read on to its form.
#[test]
fn sessions_list_says_each_sessions_system() {
    use elocalc::calc::{Request, System};
    use elocalc::store::{SessionName, Store};
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let glicko2 = Request {
        system: System::by_key("glicko2").unwrap(),
        rating: "1500".into(),
        ..Request::default()
    };
    store
        .save(&SessionName::parse("glicko").unwrap(), &glicko2)
        .unwrap();
    // The same session as an earlier version wrote it: a summary without the system.
    let file = dir.path().join("sessions").join("glicko.json");
    let text = std::fs::read_to_string(&file).unwrap();
    let mut old: Value = serde_json::from_str(&text).unwrap();
    old["summary"].as_object_mut().unwrap().remove("system");
    // An earlier version kept the Elo pool last chosen beside the system.
    old["form"]["pool"] = "blitz".into();
    std::fs::write(
        dir.path().join("sessions").join("older.json"),
        old.to_string(),
    )
    .unwrap();
    let config = dir.path().to_str().unwrap();
    let table = stdout(&elocalc(&["sessions", "list", "--config-dir", config]));
    for name in ["glicko", "older"] {
        let line = table
            .lines()
            .find(|line| line.starts_with(name))
            .expect(name);
        assert!(line.contains("Glicko-2"), "{table}");
        assert!(!line.contains("Blitz"), "{table}");
    }
    let listed = json(&["sessions", "list", "--config-dir", config]);
    for session in listed["sessions"].as_array().unwrap() {
        assert_eq!(session["system"], "glicko2", "{listed}");
        // `pool` names what it rates in as `--pool` does (`period --pool glicko2 --json` says
        // `"pool": "glicko2"`), never a hidden Elo pool.
        assert_eq!(session["pool"], "glicko2", "{listed}");
    }
}

/// A target out of reach says the best the rounds to play can bring in `sessions show` and every
/// export format, in every language (N01 of docs/rules/need.md: 2000 at K 20, nine rounds left
/// against 2000; nine wins at PD 0.50 bring 9 × 0.5 × 20 = +90, so 2100 is out of reach and
/// 2090 the best).
#[test]
fn a_target_out_of_reach_says_the_best_in_every_face() {
    use elocalc::calc::{Mode, Request, TargetEntries};
    use elocalc::store::{SessionName, Store};
    let dir = temp_dir();
    let request = Request {
        mode: Mode::Tournament,
        rating: "2000".into(),
        targets: TargetEntries {
            remaining: "9".into(),
            opponents: "2000".into(),
            target: "2020".into(),
        },
        ..Request::default()
    };
    Store::new(dir.path())
        .save(&SessionName::parse("targets").unwrap(), &request)
        .unwrap();
    let config = dir.path().to_str().unwrap();
    let show = |extra: &[&str]| -> String {
        let args = [
            &["sessions", "show", "targets", "--config-dir", config][..],
            extra,
        ]
        .concat();
        stdout(&elocalc(&args))
    };
    let shown: Value = serde_json::from_str(&show(&["--format", "json"])).unwrap();
    let reach = &shown["targets"][2];
    assert_eq!(reach["kind"], "next_hundred");
    assert_eq!(reach["points_needed"], Value::Null);
    assert_eq!(reach["best_points"], 9);
    assert_eq!(reach["best_new_rating"], 2090);
    // A target in reach has them too: the most the rounds can bring.
    assert_eq!(shown["targets"][0]["best_new_rating"], 2090);
    // The spreadsheet's rows are English in every language, as every CSV label.
    let csv = show(&["--format", "csv"]);
    // A row for each target, under the same columns; out of reach, no points needed, the
    // best its own numbers.
    let mut reader = ::csv::Reader::from_reader(csv.as_bytes());
    let header = reader.headers().unwrap().clone();
    let column = |name: &str| header.iter().position(|held| held == name).unwrap();
    let reach = reader
        .records()
        .map(Result::unwrap)
        .find(|row| &row[column("Target")] == "Reach 2100")
        .unwrap_or_else(|| panic!("{csv}"));
    assert_eq!(&reach[0], "Targets", "{csv}");
    assert_eq!(&reach[column("Target rating")], "2100", "{csv}");
    assert_eq!(&reach[column("Points needed")], "", "{csv}");
    assert_eq!(&reach[column("Best points")], "9", "{csv}");
    assert_eq!(&reach[column("Best rating")], "2090", "{csv}");
    for lang in ["pt", "ru"] {
        assert_eq!(show(&["--format", "csv", "--lang", lang]), csv, "{lang}");
    }
    for (lang, row) in [
        ("en", ["Reach 2100", "best: 9 of 9 → 2090"]),
        ("pt", ["Chegar a 2100", "melhor: 9 de 9 → 2090"]),
        ("ru", ["Достичь 2100", "лучшее: 9 из 9 → 2090"]),
    ] {
        let text = show(&["--lang", lang]);
        assert!(
            text.lines()
                .any(|line| words(line) == words(&format!("{} {}", row[0], row[1]))),
            "{lang}: {text}"
        );
        let markdown = show(&["--format", "md", "--lang", lang]);
        assert!(
            markdown.contains(&format!("| {} | {} |", row[0], row[1])),
            "{lang}: {markdown}"
        );
    }
}

/// A session file's game of an event far beyond the period's (its index the largest a file can
/// hold) is named as it is, never wrapped to "no event 0", in one line with the events there are.
#[test]
fn sessions_show_names_an_event_beyond_the_period_as_it_is() {
    let dir = planted("session-v1-events.json", "far", |session| {
        session["form"]["rows"][5]["event"] = u64::MAX.into();
    });
    // Grouped by event, as the UI's table shows them: the game goes last, game 15.
    assert_eq!(
        show_error(&dir, "far"),
        "elocalc: session 'far': game 15: the period has no event 18446744073709551616: its \
         events are 1 to 3\n"
    );
}

/// `session` (a fixture) with `change` made to it, planted as `name` in a new config directory.
fn planted(fixture_name: &str, name: &str, change: impl FnOnce(&mut Value)) -> TempDir {
    let dir = temp_dir();
    let sessions = dir.path().join("sessions");
    std::fs::create_dir_all(&sessions).unwrap();
    let mut session: Value =
        serde_json::from_slice(&std::fs::read(fixture(fixture_name)).unwrap()).unwrap();
    change(&mut session);
    std::fs::write(
        sessions.join(format!("{name}.json")),
        serde_json::to_vec(&session).unwrap(),
    )
    .unwrap();
    dir
}

/// What `sessions show NAME` says on standard error.
fn show_error(dir: &TempDir, name: &str) -> String {
    let config = dir.path().to_str().unwrap();
    let output = elocalc(&["--config-dir", config, "sessions", "show", name]);
    assert_ne!(output.status.code(), Some(0));
    String::from_utf8(output.stderr).unwrap()
}

/// A session's list K or fewest games for a norm out of range is named with what is allowed,
/// never "a value is missing", never a norm judged on 2 games.
#[test]
fn sessions_show_names_a_list_k_or_a_norms_fewest_games_out_of_range() {
    for k in [0, u64::from(u32::MAX)] {
        let dir = planted("session-v1-you.json", "listed", |session| {
            session["form"]["fide_list"]["k"] = k.into();
        });
        assert_eq!(
            show_error(&dir, "listed"),
            format!("elocalc: session 'listed': K '{k}' must be a whole number from 1 to 100\n")
        );
    }
    let dir = planted("session-v1-events.json", "norm", |session| {
        let form = &mut session["form"];
        form["mode"] = "norm".into();
        form["min_games"] = 2.into();
        form["federation"] = "USA".into();
        for row in form["rows"].as_array_mut().unwrap() {
            row["federation"] = "ENG".into();
        }
    });
    assert_eq!(
        show_error(&dir, "norm"),
        "elocalc: session 'norm': minimum games '2' must be 7, 8 or 9\n"
    );
}
