//! `elocalc trf`: the worked example of docs/rules/trf.md §7 in standard and rapid, the
//! hand-made edge files of tests/fixtures/trf, the options, and every refusal of §6.

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
fn the_worked_example_rates_every_player_as_worked_by_hand() {
    let value = trf_json("worked-example.trf", &[]);
    assert_eq!(value["tournament"], "Worked Example Round Robin");
    assert_eq!(value["pool"], "standard");
    assert_eq!(value["year"], 2026, "from 052");
    // docs/rules/trf.md §7, by hand: Σ of table 8.1.2 PDs, K·Σ(score − PD), one rounding.
    assert_eq!(rated(&value), WORKED_STANDARD);
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
    // docs/rules/trf.md §7: Anna (above 2600) keeps only 2450 and 2180 (400 for her too: 0.92).
    assert_eq!(rated(&value), WORKED_RAPID);
    assert_eq!(value["players"][3]["games"][3]["note"], "600-point rule");
}

#[test]
fn a_trf_2026_blitz_file_takes_its_pool_from_the_time_control() {
    let value = trf_json("trf2026-blitz.trf", &[]);
    assert_eq!(value["pool"], "blitz", "222 180+2: 300 seconds");
    assert_eq!(value["pool_source"], "time control");
    // docs/rules/trf.md §7: 2702 against 2100 (D 602), 2001 (701), 1750: not rated; against 2210
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
        "No  Name          Title  Fed      Rtg   K  n  Rated   Exp  Δ unrounded    Δ   New    Rp  First rating",
        " 3  Charlie, Cem         TUR     2180  40  3    2.5  1.79       +28.40  +28  2208  2360",
        " 6  Foxtrot, Fay         ESP  unrated   —  5      2     —            —    —     —  2106  2020",
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
    assert_files_refused(&dir, cases);
}

/// Each file refused with exit 2, one line naming the file and every piece given.
fn assert_files_refused(dir: &tempfile::TempDir, cases: Vec<(String, Vec<&str>)>) {
    for (text, expected) in cases {
        let path = file_with(dir, &text);
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

/// The worked example's text (docs/rules/trf.md §7), from which the files below are built.
fn worked_example() -> String {
    std::fs::read_to_string(fixture("trf/worked-example.trf")).unwrap()
}

/// `bytes` written to a temporary file, read by `elocalc trf --json` with `options`.
fn trf_bytes_json(dir: &tempfile::TempDir, bytes: &[u8], options: &[&str]) -> Value {
    let path = dir.path().join("built.trf");
    std::fs::write(&path, bytes).unwrap();
    let mut args = vec!["trf", path.to_str().unwrap()];
    args.extend(options);
    json(&args)
}

/// docs/rules/trf.md §7's numbers for the rated players in standard, worked by hand.
const WORKED_STANDARD: [(u64, u64, f64, f64, f64, i64, i64); 5] = [
    (1, 4, 3.0, 3.78, -7.8, -8, 2692),
    (2, 3, 2.0, 2.03, -0.3, 0, 2450),
    (3, 3, 2.5, 1.79, 28.4, 28, 2208),
    (4, 3, 0.0, 0.37, -7.4, -7, 1943),
    (5, 3, 0.5, 0.24, 5.2, 5, 1615),
];

/// The same in rapid or blitz, where the 600-point rule takes Anna's games against 1950 and
/// 1610 from both sides (docs/rules/trf.md §7).
const WORKED_RAPID: [(u64, u64, f64, f64, f64, i64, i64); 5] = [
    (1, 2, 1.0, 1.73, -7.3, -7, 2693),
    (2, 3, 2.0, 2.03, -0.3, 0, 2450),
    (3, 3, 2.5, 1.79, 28.4, 28, 2208),
    (4, 2, 0.0, 0.29, -5.8, -6, 1944),
    (5, 2, 0.5, 0.16, 6.8, 7, 1617),
];

#[test]
fn one_windows_1252_byte_leaves_the_utf8_lines_as_they_are() {
    let dir = temp_dir();
    // The file: `sed -E '/^001/ s/, /é /; 1 s/$/ \xe9/'` — every name with a UTF-8 é
    // (one character, two bytes), and one Windows-1252 é byte on line 1.
    let mut bytes = Vec::new();
    for (index, line) in worked_example().lines().enumerate() {
        if line.starts_with("001") {
            bytes.extend(line.replacen(", ", "é ", 1).as_bytes());
        } else {
            bytes.extend(line.as_bytes());
        }
        if index == 0 {
            bytes.extend(b" \xe9");
        }
        bytes.push(b'\n');
    }
    let value = trf_bytes_json(&dir, &bytes, &[]);
    assert_eq!(value["tournament"], "Worked Example Round Robin é");
    assert_eq!(value["players"][0]["name"], "Alphaé Anna");
    assert_eq!(value["players"][0]["rating"], 2700, "not 270");
    assert_eq!(rated(&value), WORKED_STANDARD);
    // With one such name only, the file read whole as Windows-1252 moved that line's rounds
    // and the pair check refused a valid file: now it reads.
    let mut bytes = b"012 Open \xe9\n".to_vec();
    for line in worked_example().lines().skip(1) {
        let line = line.replacen("Alpha, Anna", "Alphaé Anna", 1);
        bytes.extend(line.as_bytes());
        bytes.push(b'\n');
    }
    assert_eq!(rated(&trf_bytes_json(&dir, &bytes, &[])), WORKED_STANDARD);
    // And a Windows-1252 name among UTF-8 ones: Älpha (Ä is the one byte 0xC4) keeps her
    // columns, Çağları's UTF-8 letters his own.
    let mut bytes = Vec::new();
    for line in worked_example().lines() {
        match line {
            _ if line.contains("Alpha, Anna") => {
                let (before, after) = line.split_once("Alpha, Anna").unwrap();
                bytes.extend(before.as_bytes());
                bytes.extend(b"\xc4lpha, Anna");
                bytes.extend(after.as_bytes());
            }
            _ => bytes.extend(line.replacen("Charlie, Cem", "Çağları, Cem", 1).as_bytes()),
        }
        bytes.push(b'\n');
    }
    let value = trf_bytes_json(&dir, &bytes, &[]);
    assert_eq!(value["players"][0]["name"], "Älpha, Anna");
    assert_eq!(value["players"][2]["name"], "Çağları, Cem");
    assert_eq!(rated(&value), WORKED_STANDARD);
}

#[test]
fn shifted_columns_are_refused_naming_the_line_and_column() {
    let dir = temp_dir();
    let example = worked_example();
    let each_player_line = |change: &dyn Fn(&str) -> String| -> String {
        example
            .lines()
            .map(|line| {
                if line.starts_with("001") {
                    change(line)
                } else {
                    line.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let cases: Vec<(String, Vec<&str>)> = vec![
        // `sed 's/^001 /001/'`: every field one column to the left, which read 700 for 2700
        // and every game as a bye.
        (
            each_player_line(&|line| line.replacen("001 ", "001", 1)),
            vec![
                "line 4:",
                "column 9",
                "holds 'w' where a space belongs",
                "shifted",
            ],
        ),
        // One character more in a name: the rating read 270, now refused at its end.
        (
            example.replacen("Alpha, Anna", "Alpha,  Anna", 1),
            vec!["line 4:", "column 53", "holds '0'"],
        ),
        // A tab for a space: one character, where the writer meant several columns.
        (
            example.replacen("Alpha, Anna", "Alpha,\tAnna", 1),
            vec!["line 4:", "a tab in column 21"],
        ),
        // Round 1's result one column to the right, the rest of the line in place.
        (
            example.replacen("     6 w 1     2 w =", "     6 w  1    2 w =", 1),
            vec![
                "line 4:",
                "round 1: column 100 holds '1' where a space belongs",
            ],
        ),
        // Every round block one column to the right.
        (
            each_player_line(&|line| format!("{} {}", &line[..91], &line[91..])),
            vec!["line 4:", "round 1: column 96 holds '6'"],
        ),
        // An opponent with no result: not a zero-point bye.
        (
            example.replacen("     5 b 1\n", "     5 b  \n", 1),
            vec![
                "line 4:",
                "round 5: opponent 5 with a blank result (column 139)",
            ],
        ),
        // A rating that does not end in column 52.
        (
            example.replacen(" 2700 NOR", " 270  NOR", 1),
            vec![
                "line 4:",
                "rating '270 ' (columns 49–52) must be right-aligned",
            ],
        ),
        (
            example.replacen(" 3.0    3 ", " 3,0    3 ", 1),
            vec!["line 6:", "points '3,0' (columns 81–84)"],
        ),
    ];
    assert_files_refused(&dir, cases);
}

#[test]
fn a_points_column_that_disagrees_with_the_rounds_is_a_warning_in_text_and_json() {
    let dir = temp_dir();
    // docs/rules/trf.md §7 prints Anna's points as 3.5; her rounds give 1 + ½ + ½ + 1 + 1 = 4.
    let text = worked_example().replacen(" 4.0    1 ", " 3.5    1 ", 1);
    let path = file_with(&dir, &text);
    let value = json(&["trf", &path]);
    assert_eq!(
        value["warnings"],
        serde_json::json!([
            "line 4: player 1 (Alpha, Anna): the points column has 3.5, the rounds give 4"
        ])
    );
    let anna = &value["players"][0];
    assert_eq!(
        [
            &anna["file_points"],
            &anna["round_points"],
            &anna["file_rank"]
        ],
        [&Value::from(3.5), &Value::from(4), &Value::from(1)]
    );
    // The ratings come from the rounds all the same.
    assert_eq!(rated(&value), WORKED_STANDARD);
    let shown = stdout(&elocalc(&["trf", &path]));
    assert!(
        shown.contains(
            "Warning: the points column (81–84) disagrees with the rounds for 1 player — line 4: \
             player 1 (Alpha, Anna): the points column has 3.5, the rounds give 4. The ratings \
             are computed from the rounds; check the file."
        ),
        "{shown}"
    );
    // A scoring system of its own may explain it, and the warning says which line sets it.
    let scored = text.replacen(
        "052 2026/03/06\n",
        "052 2026/03/06\n162  W 3.0    D 1.0    L 0.0\n",
        1,
    );
    let shown = stdout(&elocalc(&["trf", &file_with(&dir, &scored)]));
    assert!(
        shown.contains("line 4 sets another scoring system or pairing points"),
        "{shown}"
    );
    // The fixture's own column agrees: no warning.
    assert_eq!(
        trf_json("worked-example.trf", &[])["warnings"],
        serde_json::json!([])
    );
}

#[test]
fn rounds_past_999_are_read_not_dropped() {
    let dir = temp_dir();
    // Two rated players meet 1,005 times, the first winning the odd rounds, the second the
    // even ones; the points do not fit the column's four places, so it is left blank.
    let rounds = 1005;
    let line = |rank: u16, opponent: u16, rating: u32, wins_odd: bool| {
        let blocks: Vec<String> = (1..=rounds)
            .map(|round| {
                let won = (round % 2 == 1) == wins_odd;
                format!(
                    "{opponent:>4} {} {}",
                    if won { 'w' } else { 'b' },
                    if won { '1' } else { '0' }
                )
            })
            .collect();
        format!(
            "001 {rank:>4}      {:<33} {rating:>4} {:>3} {:>11} {:>10} {:>4} {:>4}  {}\n",
            format!("Player {rank}"),
            "FID",
            "",
            "",
            "",
            "",
            blocks.join("  ")
        )
    };
    let text = format!(
        "012 Marathon\n{}{}",
        line(1, 2, 2000, true),
        line(2, 1, 2000, false)
    );
    let value = trf_bytes_json(&dir, text.as_bytes(), &[]);
    let first = &value["players"][0];
    let games = first["games"].as_array().unwrap();
    assert_eq!(games.len(), 1005);
    assert_eq!(games[1004]["round"], 1005);
    assert_eq!(first["rated_games"], 1005);
    // 503 wins of 1,005 at D 0 (PD 0.50 each): 503 − 502.5 = 0.5; K 20 capped to ⌊700/1005⌋ = 0.
    assert_eq!(first["score"], 503);
    assert_eq!(first["k_effective"], 0);
}

#[test]
fn the_pool_comes_from_the_events_words_when_no_time_control_says() {
    let dir = temp_dir();
    let renamed = |name: &str| {
        worked_example().replacen("012 Worked Example Round Robin", &format!("012 {name}"), 1)
    };
    // A lichess bullet Swiss: blitz, as the 600-point rule shows (docs/rules/trf.md §7's rapid numbers).
    let path = file_with(&dir, &renamed("Lichess Bullet Arena"));
    let value = json(&["trf", &path]);
    assert_eq!(value["pool"], "blitz");
    assert_eq!(value["pool_source"], "event words");
    assert_eq!(
        value["pool_word"],
        serde_json::json!({"word": "Bullet", "record": "012"})
    );
    assert_eq!(rated(&value), WORKED_RAPID);
    let shown = stdout(&elocalc(&["trf", &path]));
    assert!(
        shown.contains("The list is FIDE Blitz from the event's words ('Bullet' in 012)"),
        "{shown}"
    );
    // --pool still decides.
    let value = json(&["trf", &path, "--pool", "standard"]);
    assert_eq!(
        [&value["pool"], &value["pool_source"]],
        ["standard", "option"]
    );
    assert_eq!(rated(&value), WORKED_STANDARD);
    for (name, pool) in [
        ("Schnellschach-Open", "rapid"),
        ("Blitz-Turnier", "blitz"),
        ("Rapidplay Weekend", "rapid"),
    ] {
        let value = json(&["trf", &file_with(&dir, &renamed(name))]);
        assert_eq!(
            [&value["pool"], &value["pool_source"]],
            [pool, "event words"],
            "{name}"
        );
    }
    // The allotted time (122) speaks too.
    let text = worked_example().replacen("042 ", "122 Blitz 3 min + 2 s\n042 ", 1);
    let value = json(&["trf", &file_with(&dir, &text)]);
    assert_eq!(value["pool"], "blitz");
    assert_eq!(value["pool_word"]["record"], "122");
    // A time control (222) wins over the words.
    let text = renamed("Bullet Night").replacen("042 ", "222 5400+30\n042 ", 1);
    let value = json(&["trf", &file_with(&dir, &text)]);
    assert_eq!(
        [&value["pool"], &value["pool_source"]],
        ["standard", "time control"]
    );
    // Words that name two lists choose none, and say so.
    let path = file_with(&dir, &renamed("Rapid and Blitz Festival"));
    let value = json(&["trf", &path]);
    assert_eq!(
        [&value["pool"], &value["pool_source"]],
        ["standard", "default"]
    );
    let shown = stdout(&elocalc(&["trf", &path]));
    assert!(
        shown.contains("The event's words name different lists ('Rapid' in 012, 'Blitz' in 012)"),
        "{shown}"
    );
}

/// A `222` that does not read as a time control is said — quoted, bounded — with what chose the
/// list instead, never taken for a file that names none.
#[test]
fn a_time_control_that_does_not_read_is_said_with_what_chose_the_list() {
    let dir = temp_dir();
    let with = |control: &str, name: &str| {
        worked_example()
            .replacen("042 ", &format!("222 {control}\n042 "), 1)
            .replacen("012 Worked Example Round Robin", &format!("012 {name}"), 1)
    };
    for control in ["B300-W3600", "+30", "1e3", "-5", "40/"] {
        let path = file_with(&dir, &with(control, "Club Open"));
        let shown = stdout(&elocalc(&["trf", &path]));
        assert_contains(
            &shown,
            &[
                "FIDE Standard (the default: its time control, 222, does not read)",
                &format!("The time control in 222, '{control}', does not read as one ("),
                "): the list is FIDE Standard by default. --pool",
            ],
        );
        assert!(!shown.contains("names no time control"), "{shown}");
        let value = json(&["trf", &path]);
        assert_eq!(
            [
                &value["pool"],
                &value["pool_source"],
                &value["time_control_unread"]
            ],
            ["standard", "default", control],
        );
        assert_eq!(rated(&value), WORKED_STANDARD);
    }
    // What chose the list instead: the event's words.
    let path = file_with(&dir, &with("B300-W3600", "Bullet Night"));
    let shown = stdout(&elocalc(&["trf", &path]));
    assert_contains(
        &shown,
        &[
            "FIDE Blitz (from the event's words)",
            "does not read as one (",
            "): the list is FIDE Blitz from the event's words ('Bullet' in 012).",
        ],
    );
    assert!(!shown.contains("the file has no time control"), "{shown}");
    // A long line is quoted bounded.
    let long = "9".repeat(30) + &"x".repeat(200);
    let shown = stdout(&elocalc(&["trf", &file_with(&dir, &with(&long, "Club"))]));
    assert!(shown.contains(&format!("'{}…'", &long[..40])), "{shown}");
    assert!(!shown.contains(&long[..41]), "{shown}");
    // A time control that reads says nothing of the kind, and --pool asks nothing of it.
    let shown = stdout(&elocalc(&[
        "trf",
        &file_with(&dir, &with("5400+30", "Club")),
    ]));
    assert!(!shown.contains("does not read"), "{shown}");
    let path = file_with(&dir, &with("+30", "Club"));
    let shown = stdout(&elocalc(&["trf", &path, "--pool", "rapid"]));
    assert!(!shown.contains("does not read"), "{shown}");
}

#[test]
fn a_bye_pseudo_player_is_left_out_with_a_note() {
    let dir = temp_dir();
    let text = format!(
        "{}001    7      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}  0000 - -  0000 - -\n",
        worked_example(),
        "spielfrei",
        "",
        "",
        "",
        "",
        "0.0",
        "0"
    );
    let path = file_with(&dir, &text);
    let value = json(&["trf", &path]);
    assert_eq!(value["players"].as_array().unwrap().len(), 6);
    assert_eq!(value["left_out"][0]["name"], "spielfrei");
    assert_eq!(value["left_out"][0]["line"], 10);
    assert_eq!(rated(&value), WORKED_STANDARD);
    let shown = stdout(&elocalc(&["trf", &path]));
    assert!(shown.contains("· 6 players"), "{shown}");
    assert!(shown.contains("1 player line is left out"), "{shown}");
    // A rated player with no game is a player: listed, nothing changes.
    let text = format!(
        "{}001    7      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}\n",
        worked_example(),
        "Idle, Ida",
        1800,
        "ENG",
        "",
        "",
        "0.0",
        "7"
    );
    let value = json(&["trf", &file_with(&dir, &text)]);
    assert_eq!(value["players"][6]["new_rating"], 1800);
    assert_eq!(value["left_out"], serde_json::json!([]));
}

#[test]
fn player_k_and_pool_options_are_consistent_or_refused_by_name() {
    let path = fixture("trf/worked-example.trf");
    // Every word --pool takes elsewhere that is no FIDE list gets the same answer.
    for pool in ["glicko2", "uschess", "continuous", "bullet"] {
        assert_refused(
            &["trf", &path, "--pool", pool],
            &[
                &format!("--pool: pool '{pool}' must be a FIDE list"),
                "standard, rapid or blitz",
            ],
        );
    }
    let output = elocalc(&["trf", &path, "--pool", "glicko2"]);
    assert!(!String::from_utf8_lossy(&output.stderr).contains("continuous"));
    assert_refused(
        &["trf", &path, "--player-k", "1=40", "--player-k", "1=10"],
        &[
            "--player-k '1=10'",
            "player 1 already has a K from --player-k '1=40'",
        ],
    );
    assert_refused(
        &["trf", &path, "--player-k", "6=40"],
        &["--player-k '6=40'", "player 6 (Foxtrot, Fay) is unrated"],
    );
    // Two players, one K each: both kept.
    let value = json(&["trf", &path, "--player-k", "1=40", "--player-k", "2=40"]);
    assert_eq!(
        [&value["players"][0]["k"], &value["players"][1]["k"]],
        [40, 40]
    );
}

#[test]
fn an_allotted_time_that_names_no_list_is_named_not_said_absent() {
    // TRF16's 122 is free text: it chooses no list, and the default is said as such — never
    // "the file names no time control" of a file that names one.
    let text = std::fs::read_to_string(fixture("trf/worked-example.trf"))
        .unwrap()
        .replacen("042 ", "122 40/120, 60\n042 ", 1);
    let dir = temp_dir();
    let path = dir.path().join("allotted.trf");
    std::fs::write(&path, text).unwrap();
    let shown = stdout(&elocalc(&["trf", path.to_str().unwrap()]));
    let first = shown.lines().next().unwrap();
    assert!(
        first.contains("FIDE Standard (the default: 122 '40/120, 60' names no list)"),
        "{first}"
    );
    let json = json(&["trf", path.to_str().unwrap()]);
    assert_eq!(json["pool_source"], "default");
}
