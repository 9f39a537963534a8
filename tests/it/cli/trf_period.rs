//! Several tournament report files as one rating period: `period --trf A --trf B --player P`
//! and `trf A B …`. The files are written here; every figure is worked by hand from table 8.1.2
//! (docs/rules/period.md, FIDE B.02 8.3): each event on its Ro, one K, Σ K·chg rounded once.
//!
//! The period is FIDE's P3 (period.md §3): a 2789 player with K 10 gains K·chg +8.30 in one
//! event and −2.60 in the other: 5.70 → +6 (2795), where the first event alone gives +8 and
//! rounding each event gives +5.
//!
//! Table 8.1.2 values used: D 0 → 0.50; D 64 → 0.59 / 0.41; D 125 → 0.67 / 0.33;
//! D 200 → 0.76 / 0.24.

use crate::common::*;
use std::path::Path;

/// A `001` line in TRF16's columns; each round is (opponent's rank, colour, result), rank 0
/// for a round not played.
fn line(
    rank: u16,
    name: &str,
    rating: u32,
    id: &str,
    born: &str,
    rounds: &[(u16, char, char)],
) -> String {
    let mut text = format!(
        "001 {rank:>4} m    {name:<33} {rating:>4} NOR {id:>11} {born:<10} {:>4} {:>4}",
        "", ""
    );
    for &(opponent, colour, result) in rounds {
        text.push_str(&match opponent {
            0 => " ".repeat(10),
            _ => format!("  {opponent:>4} {colour} {result}"),
        });
    }
    text
}

/// Event A (1–5 September): Max (2789, FIDE ID 1000001) beats Olga (2789): D 0, +0.50; and Zeno
/// (2664): D 125, 1 − 0.67 = +0.33; chg +0.83, K·chg +8.30. Zeno draws Núñez (2600, no FIDE ID
/// here).
fn event_a(start: Option<&str>) -> String {
    let mut lines = vec!["012 Autumn Open A".to_string()];
    if let Some(start) = start {
        lines.push(format!("042 {start}"));
    }
    lines.push("052 2026/09/05".into());
    lines.extend([
        line(
            1,
            "Mann, Max",
            2789,
            "1000001",
            "1990/01/01",
            &[(2, 'w', '1'), (3, 'b', '1')],
        ),
        line(2, "Oppen, Olga", 2789, "1000002", "1992", &[(1, 'b', '0')]),
        line(
            3,
            "Zweig, Zeno",
            2664,
            "1000004",
            "1991",
            &[(0, ' ', ' '), (1, 'w', '0'), (4, 'w', '=')],
        ),
        line(
            4,
            "Núñez, José",
            2600,
            "",
            "1985",
            &[(0, ' ', ' '), (0, ' ', ' '), (3, 'b', '=')],
        ),
    ]);
    lines.join("\n") + "\n"
}

/// Event B (15–19 September, the dates written two other ways): Max loses to Olga (2789, her
/// married name here, the same FIDE ID): −0.50; beats José Núñez (2589, FIDE ID 1000003 here):
/// D 200, 1 − 0.76 = +0.24; chg −0.26, K·chg −2.60.
fn event_b(end: &str) -> String {
    [
        "012 Autumn Open B".to_string(),
        "042 15.09.2026".into(),
        format!("052 {end}"),
        line(
            1,
            "Mann, Max",
            2789,
            "1000001",
            "1990/01/01",
            &[(2, 'b', '0'), (3, 'w', '1')],
        ),
        line(
            2,
            "Oppenheim, Olga",
            2789,
            "1000002",
            "1992",
            &[(1, 'w', '1')],
        ),
        line(
            3,
            "Jose Nunez",
            2589,
            "1000003",
            "1985",
            &[(0, ' ', ' '), (1, 'b', '0')],
        ),
    ]
    .join("\n")
        + "\n"
}

/// The two events written in a fresh folder: (folder, a.trf, b.trf).
fn files() -> (TempDir, String, String) {
    let dir = temp_dir();
    let a = write(dir.path(), "a.trf", &event_a(Some("2026/09/01")));
    let b = write(dir.path(), "b.trf", &event_b("2026-09-19"));
    (dir, a, b)
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn the_fixtures_are_the_files_these_tests_write() {
    // The README's example reads them.
    let read = |name: &str| std::fs::read_to_string(fixture(&format!("trf/{name}"))).unwrap();
    assert_eq!(read("period-a.trf"), event_a(Some("2026/09/01")));
    assert_eq!(read("period-b.trf"), event_b("2026-09-19"));
}

#[test]
fn a_players_two_files_are_one_period_rounded_once() {
    let (_dir, a, b) = files();
    // "Max Mann" finds "Mann, Max" in both.
    let args = ["period", "--trf", &a, "--trf", &b, "--player", "MAX  MANN"];
    let value = json(&args);
    // P3: 8.30 − 2.60 = 5.70 → +6 on the base 2789 (the latest file's rating).
    assert_eq!(value["rating"], 2789);
    assert_eq!(value["k"], 10, "2400 or more: K 10");
    assert_eq!(value["rated_games"], 4);
    assert_eq!(value["change_unrounded"], 5.7);
    assert_eq!(value["change"], 6, "not 8 + (−3) = 5, one rounding");
    assert_eq!(value["new_rating"], 2795);
    let events = value["events"].as_array().unwrap();
    assert_eq!(events.len(), 2);
    let event = |at: usize| {
        let event = &events[at];
        (
            event["name"].as_str().unwrap().to_string(),
            event["start"].as_str().unwrap().to_string(),
            event["end"].as_str().unwrap().to_string(),
            event["rating"].as_i64().unwrap(),
            event["rated_games"].as_u64().unwrap(),
            event["chg"].as_f64().unwrap(),
            event["change_unrounded"].as_f64().unwrap(),
        )
    };
    assert_eq!(
        event(0),
        (
            "Autumn Open A".into(),
            "2026-09-01".into(),
            "2026-09-05".into(),
            2789,
            2,
            0.83,
            8.3
        )
    );
    // 042 written DD.MM.YYYY, 052 YYYY-MM-DD.
    assert_eq!(
        event(1),
        (
            "Autumn Open B".into(),
            "2026-09-15".into(),
            "2026-09-19".into(),
            2789,
            2,
            -0.26,
            -2.6
        )
    );
    // The second event's games: 2789 at D 0 (0.50), 2589 at D 200 (0.76).
    let expected: Vec<f64> = events[1]["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["expected"].as_f64().unwrap())
        .collect();
    assert_eq!(expected, [0.5, 0.76]);
    // The text is FIDE's layout, and says where the base and K came from.
    let output = elocalc(&args);
    assert_contains(
        &stdout(&output),
        &[
            "previous list 2789 · K 10 · 2 events",
            "1 · Autumn Open A",
            "+8.30",
            "2 · Autumn Open B",
            "-2.60",
            "+5.70 → +6",
            "2795  = 2789 + 6",
        ],
    );
    assert_contains(
        &stderr(&output),
        &[
            "elocalc: base 2789: the player's rating in ",
            "b.trf, the latest file by start date (042)",
            "K 10: the file's rule for the player in ",
        ],
    );
    // A `|` in an event's name cannot end it: it is written `/`.
    let dir = temp_dir();
    let piped = event_b("2026-09-19").replace("Autumn Open B", "Autumn Open | Group B");
    let piped = write(dir.path(), "piped.trf", &piped);
    let value = json(&[
        "period",
        "--trf",
        &a,
        "--trf",
        &piped,
        "--player",
        "Mann, Max",
    ]);
    assert_eq!(value["events"][1]["name"], "Autumn Open / Group B");
    assert_eq!(value["change"], 6);
    // One event alone is today's period: 8.30 → +8.
    let alone = json(&["period", "--trf", &a, "--player", "1000001"]);
    assert_eq!(alone["change"], 8);
    // And `elocalc trf` on that file alone says the same.
    assert_eq!(json(&["trf", &a])["players"][0]["change"], 8);
}

#[test]
fn each_event_is_rated_on_the_players_rating_in_its_file() {
    let (_dir, a, b) = files();
    // José Núñez: no ID in a.trf, found by name (accents, order, case): 2600 there, 2589 in b.
    let value = json(&["period", "--trf", &a, "--trf", &b, "--player", "jose nunez"]);
    // a: 2600 draws 2664: D −64 → 0.41: +0.09, ×10 = +0.90. b: 2589 loses to 2789: D −200 →
    // 0.24: −0.24, ×10 = −2.40. −1.50 → −2 (0.5 away from zero) on 2589, b's rating.
    assert_eq!(value["events"][0]["rating"], 2600);
    assert_eq!(value["events"][1]["rating"], 2589);
    assert_eq!(value["events"][0]["change_unrounded"], 0.9);
    assert_eq!(value["events"][1]["change_unrounded"], -2.4);
    assert_eq!(value["change_unrounded"], -1.5);
    assert_eq!(value["change"], -2);
    assert_eq!(value["new_rating"], 2587);
    // A base and a K given: the events keep their Ro, the change goes onto the base.
    let value = json(&[
        "period",
        "--trf",
        &a,
        "--trf",
        &b,
        "--player",
        "Núñez, José",
        "--rating",
        "2500",
        "--k",
        "20",
    ]);
    // ×20: +1.80 − 4.80 = −3.00 → −3.
    assert_eq!(value["events"][0]["rating"], 2600);
    assert_eq!(value["change"], -3);
    assert_eq!(value["new_rating"], 2497);
}

#[test]
fn a_player_not_found_twice_or_unrated_and_files_that_are_no_period_are_refused() {
    let (dir, a, b) = files();
    assert_refused(
        &["period", "--trf", &a, "--trf", &b, "--player", "Man, Max"],
        &[
            "a.trf: no player 'Man, Max'",
            "closest: Mann, Max (rank 1, FIDE ID 1000001)",
        ],
    );
    // By FIDE ID: Núñez has none in a.trf.
    assert_refused(
        &["period", "--trf", &a, "--trf", &b, "--player", "1000003"],
        &["a.trf: no player '1000003'"],
    );
    let twice =
        event_a(Some("2026/09/01")) + &line(5, "Max Mann", 2100, "2000001", "2001", &[]) + "\n";
    let twice = write(dir.path(), "twice.trf", &twice);
    assert_refused(
        &[
            "period", "--trf", &twice, "--trf", &b, "--player", "mann max",
        ],
        &[
            "twice.trf: 'mann max' is two players",
            "Mann, Max (rank 1, FIDE ID 1000001)",
            "Max Mann (rank 5, FIDE ID 2000001)",
        ],
    );
    // The same file twice: by its path, or by its bytes under another name.
    assert_refused(
        &["period", "--trf", &a, "--trf", &a, "--player", "Mann, Max"],
        &["a.trf and ", "a.trf are the same file"],
    );
    let copy = write(dir.path(), "copy.trf", &event_a(Some("2026/09/01")));
    assert_refused(
        &["trf", &a, &b, &copy],
        &["a.trf and ", "copy.trf are the same file"],
    );
    // A blitz event and a standard one are no period.
    let blitz = event_b("2026-09-19").replace("Autumn Open B", "Autumn Blitz");
    let blitz = write(dir.path(), "blitz.trf", &blitz);
    assert_refused(
        &[
            "period", "--trf", &a, "--trf", &blitz, "--player", "1000001",
        ],
        &[
            "a.trf is rated on the standard list",
            "blitz.trf on the blitz list",
        ],
    );
    // An unrated line is no event of a rated player's period.
    let unrated = event_a(Some("2026/09/01")).replace(
        &format!("{:<33} 2789", "Mann, Max"),
        &format!("{:<33}    0", "Mann, Max"),
    );
    let unrated = write(dir.path(), "unrated.trf", &unrated);
    assert_refused(
        &[
            "period", "--trf", &unrated, "--trf", &b, "--player", "1000001",
        ],
        &["unrated.trf: Mann, Max (rank 1, FIDE ID 1000001) is unrated"],
    );
    // --player reads a PGN or TRF files, and --trf is for the FIDE lists only.
    assert_refused(
        &["period", "--rating", "1500", "--player", "x", "1500:1"],
        &["--player names whose games to read", "--pgn", "--trf"],
    );
    assert_refused(
        &[
            "period", "--trf", &a, "--player", "x", "--pool", "glicko2", "--rating", "1500",
        ],
        &["--trf for the FIDE lists"],
    );
}

/// (name, base, K, events, n, Σ K·chg, change, new rating) of a player.
type PlayerPeriod = (String, i64, i64, usize, u64, f64, i64, i64);

/// Each player's period in the JSON.
fn periods(value: &Value) -> Vec<PlayerPeriod> {
    value["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["base"].as_i64().unwrap(),
                p["k_effective"].as_i64().unwrap(),
                p["events"].as_array().unwrap().len(),
                p["rated_games"].as_u64().unwrap(),
                p["change_unrounded"].as_f64().unwrap(),
                p["change"].as_i64().unwrap(),
                p["new_rating"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn the_whole_field_of_two_files_is_rated_as_one_period() {
    let (_dir, a, b) = files();
    let value = json(&["trf", &a, &b]);
    let player = |name: &str, base, k, events, n, sum, change, new| {
        (name.to_string(), base, k, events, n, sum, change, new)
    };
    assert_eq!(
        periods(&value),
        [
            // P3: +8.30 − 2.60 = 5.70 → +6.
            player("Mann, Max", 2789, 10, 2, 4, 5.7, 6, 2795),
            // The same FIDE ID under another name: one player. −0.50 + 0.50 = 0.
            player("Oppenheim, Olga", 2789, 10, 2, 2, 0.0, 0, 2789),
            // a only: 2664 loses to 2789, D −125 → 0.33: −0.33; draws 2600, D 64 → 0.59:
            // −0.09; −0.42 × 10 = −4.20 → −4.
            player("Zweig, Zeno", 2664, 10, 1, 2, -4.2, -4, 2660),
            // No ID in a.trf, matched by name: +0.90 − 2.40 = −1.50 → −2 on b's 2589.
            player("Jose Nunez", 2589, 10, 2, 2, -1.5, -2, 2587),
        ]
    );
    let nunez = &value["players"][3];
    assert_eq!(nunez["fide_id"], "1000003");
    assert_eq!(nunez["matched_by_name"], true);
    assert_eq!(nunez["events"][0]["rating"], 2600, "a's Ro");
    assert_eq!(value["players"][0]["matched_by_name"], false);
    // The events carry the period JSON's keys.
    let event = &value["players"][0]["events"][1];
    for key in [
        "name",
        "start",
        "end",
        "rating",
        "k",
        "rated_games",
        "chg",
        "change_unrounded",
    ] {
        assert!(!event[key].is_null(), "{key}");
    }
    assert_eq!(event["change_unrounded"], -2.6);
    let files = value["files"].as_array().unwrap();
    assert_eq!(files[1]["name"], "Autumn Open B");
    assert_eq!(files[1]["start"], "2026-09-15");
    assert_eq!(files[1]["pool"], "standard");
    assert!(files[0]["path"].as_str().unwrap().ends_with("a.trf"));
    assert_eq!(value["latest_by"], "start date");
    let notes = value["notes"].as_array().unwrap();
    assert!(
        notes.iter().any(|note| {
            let note = note.as_str().unwrap();
            note.starts_with("Matched by name") && note.contains("Jose Nunez (")
        }),
        "{notes:?}"
    );
    // The text: one row a player, then their events.
    let text = stdout(&elocalc(&["trf", &a, &b]));
    assert_contains(
        &text,
        &[
            "Rating period of 2 files · FIDE Standard · 4 players",
            "#  Name             FIDE ID  Fed  Base   K  Events  n  Σ K·chg   Δ   New",
            "1  Mann, Max        1000001  NOR  2789  10       2  4    +5.70  +6  2795",
            "4  Jose Nunez       1000003  NOR  2589  10       2  2    -1.50  -2  2587",
            "1  Mann, Max        1 · Autumn Open A  2789  2  +0.83  +8.30",
            "Matched by name, where a file gives no FIDE ID: Jose Nunez",
        ],
    );
}

#[test]
fn without_every_start_date_the_last_file_given_is_the_latest() {
    let dir = temp_dir();
    let b = write(dir.path(), "b.trf", &event_b("19th of September"));
    let a = write(dir.path(), "a.trf", &event_a(None));
    let value = json(&["trf", &b, &a]);
    assert_eq!(value["latest_by"], "file order");
    // Núñez's base is now a's 2600, the last file given: −2.40 + 0.90 = −1.50 → −2.
    let nunez = value["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["fide_id"] == "1000003")
        .unwrap();
    assert_eq!(nunez["base"], 2600);
    assert_eq!(nunez["new_rating"], 2598);
    // b's end date does not read: no date, and a note; never a guess.
    assert_eq!(value["files"][0]["end"], Value::Null);
    assert!(
        value["notes"].as_array().unwrap().iter().any(|note| note
            .as_str()
            .unwrap()
            .contains("052 '19th of September' is no date")),
        "{value}"
    );
}

#[test]
fn a_players_own_k_is_by_fide_id_or_by_a_files_starting_rank() {
    let (_dir, a, b) = files();
    let value = json(&[
        "trf",
        &a,
        &b,
        "--player-k",
        "1000003=20",
        "--player-k",
        "1:3=20",
    ]);
    let rows = periods(&value);
    // Núñez ×20: +1.80 − 4.80 = −3.00 → −3.
    assert_eq!((rows[3].2, rows[3].6, rows[3].7), (20, -3, 2586));
    assert_eq!(value["players"][3]["k_source"], "player");
    // Zeno (rank 3 of file 1) ×20: −8.40 → −8.
    assert_eq!((rows[2].2, rows[2].6), (20, -8));
    // The file by its path as given.
    let value = json(&["trf", &a, &b, "--player-k", &format!("{a}:3=20")]);
    assert_eq!(periods(&value)[2].6, -8);
    // --k for everyone: Max ×20: 11.40 → +11.
    assert_eq!(periods(&json(&["trf", &a, &b, "--k", "20"]))[0].6, 11);
    assert_refused(
        &["trf", &a, &b, "--player-k", "3=20"],
        &[
            "--player-k '3=20'",
            "no player of the files has FIDE ID 3",
            "FILE:RANK=K",
        ],
    );
    assert_refused(
        &["trf", &a, &b, "--player-k", "9:1=20"],
        &["--player-k '9:1=20'", "no file '9'"],
    );
    assert_refused(
        &[
            "trf",
            &a,
            &b,
            "--player-k",
            "1000001=20",
            "--player-k",
            "2:1=30",
        ],
        &[
            "--player-k '2:1=30'",
            "Mann, Max",
            "already has a K from '1000001=20'",
        ],
    );
    assert_refused(&["trf", &a, &b, "--player-k", "x=20"], &["write ID=K"]);
}

#[test]
fn one_file_is_the_one_file_report_as_before() {
    let path = fixture("trf/worked-example.trf");
    let text = stdout(&elocalc(&["trf", &path]));
    assert!(
        text.starts_with("Worked Example Round Robin · FIDE Standard"),
        "{text}"
    );
    assert!(!text.contains("Rating period"));
    assert_eq!(
        json(&["trf", &path])["tournament"],
        "Worked Example Round Robin"
    );
}

#[test]
fn a_player_unrated_in_one_of_their_files_has_no_period_and_is_named() {
    let (dir, a, b) = files();
    // Event C (25–26 September): Max, now 2795, beats Zeno, unrated here and without his FIDE
    // ID: matched to a.trf's Zeno by name.
    let c = [
        "012 Autumn Open C".to_string(),
        "042 2026/09/25".into(),
        "052 2026/09/26".into(),
        line(
            1,
            "Mann, Max",
            2795,
            "1000001",
            "1990/01/01",
            &[(2, 'w', '1')],
        ),
        line(2, "Zweig, Zeno", 0, "", "1991", &[(1, 'b', '0')]),
    ]
    .join("\n")
        + "\n";
    let c = write(dir.path(), "c.trf", &c);
    let value = json(&["trf", &a, &b, &c]);
    let max = &value["players"][0];
    // A game against an unrated opponent is no rated game: n stays 4, Σ 5.70 → +6, onto c's
    // 2795, the latest file's rating.
    assert_eq!(max["events"].as_array().unwrap().len(), 3);
    assert_eq!(max["events"][2]["rated_games"], 0);
    assert_eq!(max["base"], 2795);
    assert_eq!(max["rated_games"], 4);
    assert_eq!(max["change"], 6);
    assert_eq!(max["new_rating"], 2801);
    let zeno = &value["players"][2];
    assert_eq!(zeno["fide_id"], "1000004");
    assert_eq!(zeno["matched_by_name"], true);
    assert_eq!(zeno["base"], Value::Null);
    assert_eq!(zeno["change"], Value::Null);
    assert_eq!(zeno["events"], Value::Array(Vec::new()));
    let notes: Vec<&str> = value["notes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|note| note.as_str().unwrap())
        .collect();
    assert!(
        notes
            .iter()
            .any(|note| note.starts_with("Unrated in one of their files")
                && note.contains("Zweig, Zeno (")),
        "{notes:?}"
    );
    let text = stdout(&elocalc(&["trf", &a, &b, &c]));
    // Rated in a.trf: not "unrated", and no figures.
    assert!(
        text.contains("3  Zweig, Zeno      1000004  NOR     —   —       2  —        —   —     —"),
        "{text}"
    );
}

/// An event of 20 rounds: Pia (2000, FIDE ID 1000009) meets a 2000 opponent each round (D 0:
/// 0.50 a game), winning the first `wins` and drawing the rest: chg = 0.50 × wins.
fn twenty_rounds(name: &str, start: &str, wins: usize, first_id: u32) -> String {
    let code = |round: usize| if round < wins { ('1', '0') } else { ('=', '=') };
    let pia: Vec<(u16, char, char)> = (0..20)
        .map(|round| (round as u16 + 2, 'w', code(round).0))
        .collect();
    let mut lines = vec![
        format!("012 {name}"),
        format!("042 {start}"),
        line(1, "Pia, Pia", 2000, "1000009", "1990", &pia),
    ];
    for round in 0..20 {
        let mut rounds = vec![(0, ' ', ' '); round];
        rounds.push((1, 'b', code(round).1));
        let id = (first_id + round as u32).to_string();
        lines.push(line(
            round as u16 + 2,
            &format!("Opponent, {id}"),
            2000,
            &id,
            "1990",
            &rounds,
        ));
    }
    lines.join("\n") + "\n"
}

#[test]
fn k_n_700_counts_every_files_games_and_the_period_rounds_once() {
    let dir = temp_dir();
    let a = write(
        dir.path(),
        "a.trf",
        &twenty_rounds("Spring A", "2026/03/01", 2, 2000001),
    );
    let b = write(
        dir.path(),
        "b.trf",
        &twenty_rounds("Spring B", "2026/03/20", 1, 3000001),
    );
    // 40 games: K 20 × 40 = 800 > 700, so K 17 (17 × 40 = 680) in both events:
    // 17 × 1.00 + 17 × 0.50 = 25.50 → +26 (0.5 away from zero).
    let pia = &json(&["trf", &a, &b])["players"][0];
    assert_eq!(pia["k"], 20);
    assert_eq!(pia["k_effective"], 17);
    assert_eq!(pia["rated_games"], 40);
    assert_eq!(pia["events"][0]["k"], 17);
    assert_eq!(pia["events"][0]["change_unrounded"], 17.0);
    assert_eq!(pia["events"][1]["change_unrounded"], 8.5);
    assert_eq!(pia["change_unrounded"], 25.5);
    assert_eq!(pia["change"], 26);
    assert_eq!(pia["new_rating"], 2026);
    let text = stdout(&elocalc(&["trf", &a, &b]));
    assert!(text.contains("17 (20)"), "K after K·n ≤ 700 shown: {text}");
    // The same from period --trf; one file alone keeps K 20 (20 × 20 = 400): +20.
    let value = json(&["period", "--trf", &a, "--trf", &b, "--player", "1000009"]);
    assert_eq!(
        (&value["k_effective"], &value["change"]),
        (&Value::from(17), &Value::from(26))
    );
    assert_eq!(json(&["trf", &a])["players"][0]["change"], 20);
    // Files of two lists are no period, in trf too.
    let rapid = twenty_rounds("Spring Rapid", "2026/03/25", 0, 4000001);
    let rapid = write(dir.path(), "rapid.trf", &rapid);
    assert_refused(
        &["trf", &a, &rapid],
        &[
            "a.trf is rated on the standard list",
            "rapid.trf on the rapid list",
        ],
    );
}

/// A file of the period whose `222` does not read says so by its name, in `trf A B` and
/// `period --trf`; two lists that one such file made differ are refused naming it.
#[test]
fn a_files_time_control_that_does_not_read_is_said_by_its_file() {
    let (dir, a, _) = files();
    let b = write(
        dir.path(),
        "b.trf",
        &event_b("2026-09-19").replacen("042 ", "222 40/\n042 ", 1),
    );
    let said = "b.trf: The time control in 222, '40/', does not read as one (";
    let shown = stdout(&elocalc(&["trf", &a, &b]));
    assert_contains(&shown, &[said, "the list is FIDE Standard by default"]);
    let value = json(&["trf", &a, &b]);
    assert_eq!(value["files"][1]["time_control_unread"], "40/");
    assert_eq!(value["files"][0].get("time_control_unread"), None);
    let output = elocalc(&["period", "--trf", &a, "--trf", &b, "--player", "1000001"]);
    assert!(stdout(&output).contains("Autumn Open B"));
    assert!(stderr(&output).contains(said), "{}", stderr(&output));
    // Blitz by its words in one file, standard by default in the other whose 222 does not read.
    let blitz = write(
        dir.path(),
        "blitz.trf",
        &event_a(Some("2026/09/01")).replace("Autumn Open A", "Autumn Blitz"),
    );
    assert_refused(
        &["trf", &blitz, &b],
        &[
            "blitz.trf is rated on the blitz list",
            "b.trf on the standard list (",
            "b.trf: its time control in 222, '40/', does not read): a period is of one list",
        ],
    );
}

/// The same event in two files — its line ends, its name or a date written otherwise — would
/// rate every game twice (−16 for Anna instead of −8): refused naming both files, in `trf A B`
/// and `period --trf`. Two events of the same players on overlapping dates are said.
#[test]
fn the_same_event_in_two_files_is_refused_and_overlapping_events_are_said() {
    let dir = temp_dir();
    let worked = std::fs::read_to_string(fixture("trf/worked-example.trf")).unwrap();
    let a = write(dir.path(), "a.trf", &worked);
    for (name, text) in [
        ("crlf.trf", worked.replace('\n', "\r\n")),
        (
            "renamed.trf",
            worked.replace("Worked Example Round Robin", "Another Name"),
        ),
        ("undated.trf", worked.replace("042 2026/03/02\n", "")),
    ] {
        let copy = write(dir.path(), name, &text);
        let said = [
            "a.trf and ",
            &format!(
                "{name} hold the same event (the same players and results, and no date that differs): give each event of the period once"
            ),
        ];
        assert_refused(&["trf", &a, &copy], &said);
        assert_refused(
            &["trf", &copy, &a],
            &[&format!("{name} and "), "a.trf hold the same event"],
        );
        assert_refused(
            &["period", "--trf", &a, "--trf", &copy, "--player", "1503014"],
            &said,
        );
    }
    // The event's first three rounds, exported before its end: another file of the same
    // players on overlapping dates, said in both commands.
    let partial: String = worked
        .lines()
        .map(|line| match line.starts_with("001") {
            true => line[..119].to_string(),
            false => line.replace("2026/03/06", "2026/03/04"),
        })
        .collect::<Vec<_>>()
        .join("\n");
    let partial = write(dir.path(), "partial.trf", &partial);
    let note = "partial.trf (2026-03-02 – 2026-03-04) overlap in dates and share 6 players: if they are one event, give it once.";
    let shown = stdout(&elocalc(&["trf", "--no-list", &a, &partial]));
    assert_contains(&shown, &["a.trf (2026-03-02 – 2026-03-06) and ", note]);
    let output = elocalc(&[
        "period",
        "--no-list",
        "--trf",
        &a,
        "--trf",
        &partial,
        "--player",
        "1503014",
    ]);
    assert!(output.status.success());
    assert!(stderr(&output).contains(note), "{}", stderr(&output));
    // Events apart in time say nothing of the kind.
    let shown = stdout(&elocalc(&[
        "trf",
        "--no-list",
        &fixture("trf/period-a.trf"),
        &fixture("trf/period-b.trf"),
    ]));
    assert!(!shown.contains("overlap"), "{shown}");
}

/// `period --trf` of the files in `order`, for Jay (FIDE ID 1000001).
fn period_of_jay(order: [&String; 2]) -> std::process::Output {
    elocalc(&[
        "period",
        "--no-list",
        "--trf",
        order[0],
        "--trf",
        order[1],
        "--player",
        "1000001",
    ])
}

/// A junior's K comes from what the files say, whatever their order: a file without dates
/// gives no year, and juniors are judged by the year the others give (said); with no year in
/// any file no one is a junior, and that is said rather than "neither a junior…".
#[test]
fn a_juniors_k_is_the_same_whatever_the_order_of_the_files() {
    let dir = temp_dir();
    // Jay, born 2010, 2180: a junior in 2026. a.trf is dated; b.trf has no date.
    let jay = |opponent: u16, result: char| {
        line(
            1,
            "Junior, Jay",
            2180,
            "1000001",
            "2010/01/01",
            &[(opponent, 'w', result)],
        )
    };
    let a = [
        "012 A Open".to_string(),
        "042 2026/09/01".into(),
        "052 2026/09/05".into(),
        jay(2, '1'),
        line(2, "Older, Olaf", 2100, "1000002", "1980", &[(1, 'b', '0')]),
    ]
    .join("\n");
    let b = [
        "012 B Open".to_string(),
        jay(2, '='),
        line(2, "Third, Tom", 2150, "1000003", "1970", &[(1, 'b', '=')]),
    ]
    .join("\n");
    let a = write(dir.path(), "a.trf", &a);
    let b = write(dir.path(), "b.trf", &b);
    let note = "b.trf gives no year (052, 042): juniors are judged by 2026, the latest year the other files give";
    for order in [[&a, &b], [&b, &a]] {
        let value = json(&["trf", "--no-list", order[0], order[1]]);
        let jay = &value["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|player| player["fide_id"] == "1000001")
            .unwrap();
        // Table 8.1.2: D 80 → 0.61, D 30 → 0.54: (1 − 0.61) + (0.5 − 0.54) = +0.35; K 40:
        // +14.00 (K 20 gave +7).
        assert_eq!(jay["k"], 40, "{order:?}");
        assert_eq!(jay["k_source"], "junior", "{order:?}");
        assert_eq!(jay["change"], 14, "{order:?}");
        assert_eq!(value["year"], 2026);
        assert!(
            value["notes"]
                .as_array()
                .unwrap()
                .iter()
                .any(|said| said.as_str().unwrap().contains(note)),
            "{value}"
        );
        let output = period_of_jay(order);
        let said = stderr(&output);
        assert!(stdout(&output).contains("K 40"), "{order:?}");
        assert_contains(&said, &["(a junior below 2300)", note]);
    }
    // No year in any file: no junior K, said as such, in either order.
    let undated = std::fs::read_to_string(&a)
        .unwrap()
        .replace("042 2026/09/01\n052 2026/09/05\n", "");
    let a = write(dir.path(), "a.trf", &undated);
    for order in [[&a, &b], [&b, &a]] {
        let shown = stdout(&elocalc(&["trf", "--no-list", order[0], order[1]]));
        assert!(
            shown.contains(
                "K from the latest file: no junior K 40 (no file gives a year, 052 or 042)"
            ),
            "{shown}"
        );
        let output = period_of_jay(order);
        let said = stderr(&output);
        assert!(
            said.contains("K 20: the file's rule for the player in "),
            "{said}"
        );
        assert!(
            said.contains("(no junior K 40: no file gives a year, 052 or 042; rated below 2400)"),
            "{said}"
        );
        assert!(!said.contains("neither a junior"), "{said}");
    }
}
