//! Files written to attack the terminal: nothing they hold reaches it as a control sequence.

use crate::common::*;

/// Runs elocalc and returns everything it printed, asserting no escape or bell reached it.
fn printed(args: &[&str]) -> String {
    let output = elocalc(args);
    let all = [output.stdout, output.stderr].concat();
    assert!(
        !all.iter().any(|&b| b == 0x1b || b == 0x07),
        "a control byte reached the terminal: {:?}",
        String::from_utf8_lossy(&all)
    );
    String::from_utf8(all).unwrap()
}

#[test]
fn escape_sequences_in_files_are_shown_not_obeyed() {
    let dir = temp_dir();
    let evil = "\u{1b}]0;PWNED\u{7}\u{1b}[2J";
    let games = dir.path().join("games.txt");
    std::fs::write(&games, format!("{evil}1500 | 1\n")).unwrap();
    let shown = printed(&[
        "period",
        "--rating",
        "1500",
        "--file",
        games.to_str().unwrap(),
    ]);
    assert!(shown.contains("\\u{1b}]0;PWNED\\u{7}"), "{shown}");

    let pgn = dir.path().join("games.pgn");
    std::fs::write(
        &pgn,
        format!("[White \"{evil}Me\"]\n[Black \"X\"]\n[Result \"{evil}\"]\n\n1. e4 *\n"),
    )
    .unwrap();
    let shown = printed(&[
        "period",
        "--rating",
        "1500",
        "--pgn",
        pgn.to_str().unwrap(),
        "--player",
        "M",
    ]);
    assert!(shown.contains("close matches: '\\u{1b}]0;PWNED"), "{shown}");

    let csv = dir.path().join("games.csv");
    std::fs::write(
        &csv,
        format!("Name{evil},Opp Elo,Result\nA,{evil},1\nB,1800,0\nC,1900,1\n"),
    )
    .unwrap();
    let shown = printed(&["period", "--rating", "1500", "--csv", csv.to_str().unwrap()]);
    assert!(shown.contains("skipped: '\\u{1b}]0;PWNED"), "{shown}");

    let config = dir.path().join("config");
    std::fs::create_dir_all(config.join("sessions")).unwrap();
    std::fs::write(config.join(format!("sessions/{evil}.json")), "{}").unwrap();
    let shown = printed(&["sessions", "list", "--config-dir", config.to_str().unwrap()]);
    assert!(shown.contains("cannot read \\u{1b}]0;PWNED"), "{shown}");
}

#[test]
fn a_file_without_line_ends_is_refused_not_read_into_memory() {
    for flag in ["--file", "--csv"] {
        let output = elocalc(&["period", "--rating", "1500", flag, "/dev/zero"]);
        assert_eq!(output.status.code(), Some(1), "{flag}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("line 1 is longer than 1048576 bytes"),
            "{flag}: {stderr}"
        );
    }
    let output = elocalc(&[
        "period",
        "--pgn",
        "/dev/zero",
        "--player",
        "x",
        "--rating",
        "1500",
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("line 1 is longer than"));
}

#[test]
fn a_very_long_player_name_is_answered() {
    let long = "Petrova".repeat(700);
    assert_refused(
        &[
            "period",
            "--pgn",
            &fixture("club-open.pgn"),
            "--player",
            &long,
            "--rating",
            "1900",
        ],
        &[
            "no game of 'PetrovaPetrova",
            "(matched against White and Black)",
        ],
    );
}

#[test]
fn user_text_in_every_message_goes_through_the_one_escaping() {
    let evil = "\u{1b}[2J";
    // A GAME, in every command that takes one, and in every pool.
    for command in [
        vec!["period", "--rating", "1500"],
        vec!["period", "--pool", "glicko2", "--rating", "1500"],
        vec!["period", "--pool", "uschess", "--rating", "1500"],
        vec!["performance"],
        vec!["initial"],
        vec!["norm", "--title", "gm", "--federation", "GER"],
        vec![
            "need",
            "--rating",
            "1500",
            "--remaining",
            "1",
            "--opponents",
            "1500",
            "--target",
            "1600",
        ],
    ] {
        let game = format!("{evil}:1");
        let mut args = command.clone();
        args.push(&game);
        let shown = printed(&args);
        assert!(shown.contains("\\u{1b}[2J"), "{command:?}: {shown}");
    }
    // A session name, given to the UI and to `sessions show`.
    let dir = temp_dir();
    let config = dir.path().to_str().unwrap();
    let name = format!("a{evil}");
    let shown = printed(&["--config-dir", config, "--session", &name]);
    assert!(shown.contains("--session 'a\\u{1b}[2J'"), "{shown}");
    let shown = printed(&["sessions", "show", &name, "--config-dir", config]);
    assert!(shown.contains("'a\\u{1b}[2J'"), "{shown}");
    // A pool named with an escape beside a flag of another pool.
    let shown = printed(&["period", "--rating", "1500", "--pool", evil, "--rd", "50"]);
    assert!(shown.contains("\\u{1b}[2J"), "{shown}");
    // A path with a newline and an escape keeps the message on one line.
    let path = dir.path().join(format!("games{evil}\nmore.txt"));
    let output = elocalc(&[
        "period",
        "--rating",
        "1500",
        "--file",
        path.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
    assert!(
        stderr.contains("games\\u{1b}[2J\\u{a}more.txt"),
        "{stderr:?}"
    );
}
