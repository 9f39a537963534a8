//! `elocalc trf`: the reference's worked example (trf.md §5) in standard and rapid, the
//! hand-made edge files of tests/fixtures/trf, the options, and every refusal of §4.4.

use crate::common::*;
use serde_json::Value;

fn trf_json(name: &str, options: &[&str]) -> Value {
    let path = fixture(&format!("trf/{name}"));
    let mut args = vec!["trf", path.as_str()];
    args.extend(options);
    json(&args)
}

/// (start rank, rated games, score, expected, change unrounded, change, new rating) of every
/// rated player.
fn rated(value: &Value) -> Vec<(u64, u64, f64, f64, f64, i64, i64)> {
    value["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|player| !player["rating"].is_null())
        .map(|p| {
            (
                p["start_rank"].as_u64().unwrap(),
                p["rated_games"].as_u64().unwrap(),
                p["score"].as_f64().unwrap(),
                p["expected"].as_f64().unwrap(),
                p["change_unrounded"].as_f64().unwrap(),
                p["change"].as_i64().unwrap(),
                p["new_rating"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn the_worked_example_rates_every_player_as_the_reference_does() {
    let value = trf_json("worked-example.trf", &[]);
    assert_eq!(value["tournament"], "Worked Example Round Robin");
    assert_eq!(value["pool"], "standard");
    assert_eq!(value["year"], 2026, "from 052");
    // trf.md §5, by hand: Σ of table 8.1.2 PDs, K·Σ(score − PD), one rounding.
    assert_eq!(
        rated(&value),
        [
            (1, 4, 3.0, 3.78, -7.8, -8, 2692),
            (2, 3, 2.0, 2.03, -0.3, 0, 2450),
            (3, 3, 2.5, 1.79, 28.4, 28, 2208),
            (4, 3, 0.0, 0.37, -7.4, -7, 1943),
            (5, 3, 0.5, 0.24, 5.2, 5, 1615),
        ]
    );
    let players = value["players"].as_array().unwrap();
    let anna = &players[0];
    assert_eq!(
        [
            &anna["name"],
            &anna["fide_id"],
            &anna["title"],
            &anna["federation"]
        ],
        ["Alpha, Anna", "1503014", "GM", "NOR"]
    );
    // K: 10 from 2400 (Anna, Ben), 40 for Cem (born 2010, 16 in 2026, below 2300), else 20.
    let ks: Vec<i64> = players[..5]
        .iter()
        .map(|p| p["k"].as_i64().unwrap())
        .collect();
    assert_eq!(ks, [10, 10, 40, 20, 20]);
    assert_eq!(players[2]["k_source"], "junior");
    // Anna's games: Fay unrated; against 2180 no 400 cap at 2650+: D 520 → 0.97.
    let games = anna["games"].as_array().unwrap();
    assert_eq!(games[0]["note"], "unrated opponent");
    assert_eq!(games[0]["rated"], false);
    assert_eq!(games[2]["expected"], 0.97);
    // Cem's `L` against Ben: scored, never rated.
    let cem_round_4 = &players[2]["games"][3];
    assert_eq!(
        [
            &cem_round_4["code"],
            &cem_round_4["note"],
            &cem_round_4["rated"]
        ],
        [
            &Value::from("L"),
            &Value::from("less than one move"),
            &Value::from(false)
        ]
    );
    // Dora's forfeit win over Emil is not rated; Emil's loss neither.
    assert_eq!(players[3]["games"][2]["note"], "forfeit win");
    assert_eq!(players[4]["games"][2]["note"], "forfeit loss");
    // Anna's performance: Ra 8190 / 4 = 2047.5, p 0.75 → +193: 2240.5, rounded half up.
    assert_eq!(anna["performance"], 2241);
    // Fay, unrated: (10890 + 3600) / 7 = 2070, p 3/7 = 0.43 → -50: 2020, published.
    let fay = &players[5];
    assert_eq!(fay["rating"], Value::Null);
    assert_eq!(fay["k"], Value::Null);
    assert_eq!(fay["rated_games"], 5);
    assert_eq!(fay["score"], 2);
    assert_eq!(fay["initial"]["rating"], 2020);
    assert_eq!(fay["initial"]["published"], true);
    // Her performance: Ra 2178, p 0.40 → -72: 2106.
    assert_eq!(fay["performance"], 2106);
}

#[test]
fn in_rapid_the_600_point_rule_takes_games_from_both_sides() {
    let value = trf_json("worked-example.trf", &["--pool", "rapid"]);
    assert_eq!(value["pool"], "rapid");
    assert_eq!(value["pool_source"], "option");
    // trf.md §5: Anna (above 2600) keeps only 2450 and 2180 (400 for her too: 0.92).
    assert_eq!(
        rated(&value),
        [
            (1, 2, 1.0, 1.73, -7.3, -7, 2693),
            (2, 3, 2.0, 2.03, -0.3, 0, 2450),
            (3, 3, 2.5, 1.79, 28.4, 28, 2208),
            (4, 2, 0.0, 0.29, -5.8, -6, 1944),
            (5, 2, 0.5, 0.16, 6.8, 7, 1617),
        ]
    );
    assert_eq!(value["players"][3]["games"][3]["note"], "600-point rule");
}

#[test]
fn a_trf_2026_blitz_file_takes_its_pool_from_the_time_control() {
    let value = trf_json("trf2026-blitz.trf", &[]);
    assert_eq!(value["pool"], "blitz", "222 180+2: 300 seconds");
    assert_eq!(value["pool_source"], "time control");
    // trf.md §5: 2702 against 2100 (D 602), 2001 (701), 1750: not rated; against 2210
    // D 492 → 400 → 0.92: +0.80 → +1.
    assert_eq!(rated(&value)[0], (1, 1, 1.0, 0.92, 0.8, 1, 2703));
    let notes: Vec<Option<&str>> = value["players"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["note"].as_str())
        .collect();
    let rule = Some("600-point rule");
    assert_eq!(notes, [rule, rule, rule, None]);
}

#[test]
fn line_ends_a_bom_and_trailing_spaces_read_the_same() {
    let lf = trf_json("worked-example.trf", &[]);
    for name in ["worked-example-crlf.trf", "worked-example-cr-bom.trf"] {
        assert_eq!(trf_json(name, &[]), lf, "{name}");
    }
    // And from standard input.
    let text = std::fs::read_to_string(fixture("trf/worked-example-crlf.trf")).unwrap();
    let piped = elocalc_with_stdin(&["trf", "-", "--json"], &text);
    assert_eq!(
        serde_json::from_slice::<Value>(&stdout_bytes(&piped)).unwrap(),
        lf
    );
}

fn stdout_bytes(output: &std::process::Output) -> Vec<u8> {
    assert!(output.status.success(), "{output:?}");
    output.stdout.clone()
}

#[test]
fn byes_forfeits_and_games_of_no_move_are_scored_never_rated() {
    let value = trf_json("byes-and-forfeits.trf", &[]);
    let players = value["players"].as_array().unwrap();
    assert_eq!(
        players.len(),
        6,
        "the NRS line (SUI), the rulers and the bye pseudo-player are not players"
    );
    let round = |rank: usize, round: usize| {
        let game = &players[rank - 1]["games"][round - 1];
        (
            game["score"].as_f64().unwrap(),
            game["rated"].as_bool().unwrap(),
            game["note"].as_str().unwrap_or("").to_string(),
        )
    };
    let cases = [
        (1, 1, (1.0, false, "forfeit win")),
        (2, 1, (0.0, false, "forfeit loss")),
        (2, 2, (0.0, false, "forfeit loss")), // a double forfeit
        (4, 2, (0.0, false, "forfeit loss")),
        (1, 3, (0.5, false, "half-point bye")),
        (2, 4, (1.0, false, "full-point bye")),
        (3, 4, (1.0, false, "pairing-allocated bye")),
        (4, 3, (0.0, false, "zero-point bye")),
        (1, 4, (1.0, false, "less than one move")),
        (4, 4, (0.0, false, "less than one move")),
        (2, 3, (0.5, false, "less than one move")),
        // Codes where a bye belongs, with no opponent: never games.
        (5, 2, (0.5, false, "half-point bye")),
        (5, 3, (1.0, false, "full-point bye")),
        (5, 4, (0.0, false, "absent")),
        (1, 2, (1.0, true, "")),
    ];
    for (rank, number, expected) in cases {
        let (score, rated, note) = round(rank, number);
        assert_eq!(
            (score, rated, note.as_str()),
            expected,
            "player {rank}, round {number}"
        );
    }
    // Baker has no rated game: nothing changes.
    assert_eq!(rated(&value)[1], (2, 0, 0.0, 0.0, 0.0, 0, 1900));
    // The withdrawn player has round 1 only.
    assert_eq!(players[5]["games"].as_array().unwrap().len(), 1);
    // The bye pseudo-player (unrated, byes and absences only) is left out, and said to be.
    assert_eq!(
        value["left_out"],
        serde_json::json!([{"start_rank": 7, "name": "spielfrei", "line": 14}])
    );
    let path = fixture("trf/byes-and-forfeits.trf");
    let text = stdout(&elocalc(&["trf", &path]));
    assert!(!text.contains(" 7  spielfrei"), "{text}");
    assert!(
        text.contains("1 player line is left out: unrated, with byes or absences only")
            && text.contains("7 spielfrei (line 14)"),
        "{text}"
    );
    // Every points column agrees with the rounds: no warning.
    assert_eq!(value["warnings"], Value::Array(Vec::new()));
}

#[test]
fn a_header_only_file_has_no_players() {
    let value = trf_json("header-only.trf", &[]);
    assert_eq!(value["tournament"], "Club Championship 2026");
    assert_eq!(value["players"], Value::Array(Vec::new()));
}

#[test]
fn k_options_override_the_files_rule() {
    let value = trf_json("worked-example.trf", &["--k", "30", "--player-k", "1=20"]);
    let players = value["players"].as_array().unwrap();
    assert_eq!(
        [&players[0]["k"], &players[0]["k_source"]],
        [&Value::from(20), &Value::from("player")]
    );
    assert_eq!(players[1]["k"], 30);
    assert_eq!(players[1]["k_source"], "option");
    // Anna at K 20: 20 × (3 − 3.78) = -15.60 → -16.
    assert_eq!(players[0]["change"], -16);
    assert_eq!(players[5]["k"], Value::Null, "an unrated player has no K");
    // K·n ≤ 700: K 100 over 4 games stays 100, the text shows no lowering.
    let value = trf_json("worked-example.trf", &["--k", "100"]);
    assert_eq!(value["players"][0]["k_effective"], 100);
}

#[test]
fn the_table_for_people_has_a_row_a_player_and_says_what_it_assumes() {
    let path = fixture("trf/worked-example.trf");
    let text = stdout(&elocalc(&["trf", &path]));
    for piece in [
        "Worked Example Round Robin · FIDE Standard",
        "No  Name          Title  Fed      Rtg   K  n  Pts   Exp  Δ unrounded    Δ   New    Rp  First rating",
        " 3  Charlie, Cem         TUR     2180  40  3  2.5  1.79       +28.40  +28  2208  2360",
        " 6  Foxtrot, Fay         ESP  unrated   —  5    2     —            —    —     —  2106  2020",
        "as if this tournament were the whole period",
        "--player-k RANK=K",
        "First ratings use this event only",
    ] {
        assert!(text.contains(piece), "{piece:?} not in\n{text}");
    }
    // CSV and Markdown carry the same rows.
    let csv = stdout(&elocalc(&["trf", &path, "--format", "csv"]));
    assert!(csv.contains("Charlie, Cem"), "{csv}");
    let markdown = stdout(&elocalc(&["trf", &path, "--format", "md"]));
    assert!(markdown.contains("| 6 | Foxtrot, Fay |"), "{markdown}");
}

#[test]
fn a_windows_1252_file_reads_its_names() {
    let dir = temp_dir();
    let path = dir.path().join("cp1252.trf");
    let mut bytes = b"012 Open\n001    1 m    M".to_vec();
    bytes.extend([0xFC]); // ü
    bytes.extend(b"ller, \x8Aimon                     1800 GER\n");
    std::fs::write(&path, bytes).unwrap();
    let value = json(&["trf", path.to_str().unwrap()]);
    assert_eq!(value["players"][0]["name"], "Müller, Šimon");
    assert_eq!(value["players"][0]["rating"], 1800);
}

/// A file with `text` written to a temporary directory, and its path.
fn file_with(dir: &tempfile::TempDir, text: &str) -> String {
    let path = dir.path().join("t.trf");
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn bad_files_are_refused_naming_the_line() {
    let dir = temp_dir();
    let example = std::fs::read_to_string(fixture("trf/worked-example.trf")).unwrap();
    let cases: Vec<(String, Vec<&str>)> = vec![
        (
            "Round,Opponent,Result\n1,2000,1\n".into(),
            vec!["line 1: not a TRF file"],
        ),
        (String::new(), vec!["line 1: not a TRF file"]),
        (
            example.replace("2180 TUR", "21x0 TUR"),
            vec!["line 6:", "rating '21x0'", "0 to 4000"],
        ),
        (
            example.replace("001    5 m    Echo", "001    4 m    Echo"),
            vec!["line 8:", "starting rank 4 is already on line 7"],
        ),
        (
            example.replace("    6 w 1     2 w =", "    9 w 1     2 w ="),
            vec!["line 4:", "round 1: opponent 9 has no player line"],
        ),
        (
            example.replace("    6 w 1     2 w =", "    1 w 1     2 w ="),
            vec!["line 4:", "paired with themselves"],
        ),
        // Ben's draw with Emil in round 1 written as a win on Ben's line.
        (
            example.replace("    5 w =     1 b =", "    5 w 1     1 b ="),
            vec![
                "line 5:",
                "round 1: player 2 has '5 1' but player 5 (line 8) has '2 ='",
            ],
        ),
        (
            example.replace("    4 w 1     5 b 1\n", "    4 w 1     5 b 1     3 x 1\n"),
            vec!["line 4:", "round 6: colour 'x'"],
        ),
        (
            example.replace("    4 w 1     5 b 1\n", "    4 w 1     5 b 1     3 w ?\n"),
            vec!["line 4:", "round 6: result '?'"],
        ),
        (
            example.replace("001    1 wGM", "001    0 wGM"),
            vec!["line 4:", "starting rank '0'"],
        ),
    ];
    for (text, expected) in cases {
        let path = file_with(&dir, &text);
        let mut pieces = vec![path.as_str()];
        pieces.extend(expected);
        assert_refused(&["trf", &path], &pieces);
    }
}

#[test]
fn bad_options_are_refused_naming_the_flag() {
    let path = fixture("trf/worked-example.trf");
    assert_refused(
        &["trf", &path, "--pool", "continuous"],
        &["--pool", "'continuous'", "standard, rapid or blitz"],
    );
    assert_refused(&["trf", &path, "--k", "0"], &["--k", "'0'"]);
    assert_refused(
        &["trf", &path, "--player-k", "7=20"],
        &["--player-k", "'7=20'", "no player has starting rank 7"],
    );
    assert_refused(
        &["trf", &path, "--player-k", "1:20"],
        &["--player-k", "'1:20'", "RANK=K"],
    );
    let output = elocalc(&["trf", "/no/such/file.trf"]);
    assert_eq!(
        output.status.code(),
        Some(1),
        "an unreadable file is exit 1"
    );
}

#[test]
fn a_file_larger_than_any_tournament_is_refused_not_read_whole() {
    let dir = temp_dir();
    let path = dir.path().join("huge.trf");
    // Sparse: 65 MiB of zeros that take no room on disk.
    std::fs::File::create(&path)
        .unwrap()
        .set_len(65 << 20)
        .unwrap();
    let path = path.to_str().unwrap();
    assert_refused(&["trf", path], &[path, "larger than 64 MiB"]);
}
