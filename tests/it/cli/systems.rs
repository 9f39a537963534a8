//! `period --pool glicko2` and `period --pool uschess`: the published and worked cases of
//! docs/rules/glicko2.md and docs/rules/uschess.md through the binary, the JSON contract, and
//! refusals.

use crate::common::*;
use serde_json::Value;

fn close(value: &Value, expected: f64, tolerance: f64, what: &str) {
    let actual = value.as_f64().unwrap_or_else(|| panic!("{what}: {value}"));
    assert!(
        (actual - expected).abs() <= tolerance,
        "{what}: {actual} is not {expected} ± {tolerance}"
    );
}

fn period(args: &str) -> Value {
    let mut all = vec!["period"];
    all.extend(words(args));
    json(&all)
}

#[test]
fn glicko2_gives_the_papers_example_and_the_worked_cases() {
    // G01, the paper's example: 1464.06 / 151.52 / 0.05999 as printed, full precision here.
    let value = period("--pool glicko2 --rating 1500 --rd 200 1400/30:1 1550/100:0 1700/300:0");
    assert_eq!(value["pool"], "glicko2");
    assert_eq!([&value["rating"], &value["rd"]], [1500, 200]);
    assert_eq!([&value["volatility"], &value["tau"]], [0.06, 0.5]);
    close(&value["new_rating"], 1464.0506705, 1e-4, "r′");
    close(&value["new_rd"], 151.5165241, 1e-4, "RD′");
    close(&value["new_volatility"], 0.059995984, 1e-6, "σ′");
    close(&value["change"], -35.9493294607, 1e-4, "change");
    let games = value["games"].as_array().unwrap();
    for (game, (opponent, rd, expected)) in games.iter().zip([
        (1400, 30, 0.6394677306),
        (1550, 100, 0.4318423561),
        (1700, 300, 0.3028407291),
    ]) {
        assert_eq!([&game["opponent"], &game["opponent_rd"]], [opponent, rd]);
        close(&game["expected"], expected, 1e-9, "E");
    }
    // G02: no games, only the RD grows.
    let value = period("--pool glicko2 --rating 1500 --rd 200");
    assert_eq!(value["new_rating"], 1500.0);
    close(&value["new_rd"], 200.271417, 1e-6, "G02 RD′");
    assert_eq!(value["new_volatility"], 0.06);
    assert_eq!(value["games"], Value::Array(Vec::new()));
    // G03: an unrated opponent is 1500 with RD 350; the defaults are RD 350, σ 0.06, τ 0.5.
    let value = period("--pool glicko2 --rating 1500 unrated:½");
    assert_eq!(
        [
            &value["games"][0]["opponent"],
            &value["games"][0]["opponent_rd"]
        ],
        [1500, 350]
    );
    close(&value["new_rd"], 290.318962, 1e-6, "G03 RD′");
    close(&value["new_volatility"], 0.059998961, 1e-9, "G03 σ′");
    // G05: other σ and τ.
    let value = period(
        "--pool glicko2 --rating 1650 --rd 120 --volatility 0.2 --tau 1.2 1500/80:1 1700/60:0.5 \
         1800/200:0 1600/350:1",
    );
    close(&value["new_rating"], 1675.658973, 1e-6, "G05 r′");
    close(&value["new_rd"], 106.968961, 1e-6, "G05 RD′");
    close(&value["new_volatility"], 0.198770894, 1e-9, "G05 σ′");
    // People see the interval r′ ± 2·RD′.
    let text = stdout(&elocalc(&[
        "period",
        "--pool",
        "glicko2",
        "--rating",
        "1500",
        "--rd",
        "200",
        "1400/30:1",
        "1550/100:0",
        "1700/300:0",
    ]));
    for piece in [
        "New rating  1464.05  ≈95 %: 1161.02 – 1767.08",
        "RD          200.00 → 151.52",
        "Volatility  0.060000 → 0.059996",
    ] {
        assert!(text.contains(piece), "{piece:?} not in\n{text}");
    }
}

/// `period --pool uschess` with the event date of the worked cases unless given.
fn uschess(args: &str) -> Value {
    let mut all = format!("--pool uschess {args}");
    if !args.contains("--event-date") {
        all.push_str(" --event-date 2026-03-01");
    }
    period(&all)
}

#[test]
fn uschess_gives_the_published_and_worked_cases() {
    // S01, the JSON contract's example.
    let value = uschess("--rating 1700 --games-played 30 1600:W 1700:W 1800:W 1900:D");
    assert_eq!(value["pool"], "uschess");
    assert_eq!(
        [
            &value["rating"],
            &value["games_played"],
            &value["event_date"]
        ],
        [
            &Value::from(1700),
            &Value::from(30),
            &Value::from("2026-03-01")
        ]
    );
    assert_eq!(value["formula"], "standard");
    close(&value["effective_games"], 20.01178674737454, 1e-6, "N′");
    close(&value["k"], 33.31697088670306, 1e-6, "K");
    assert_eq!(value["bonus_threshold"], 10);
    assert_eq!(value["bonus_eligible"], true);
    close(&value["bonus"], 38.6294371230952, 1e-6, "bonus");
    assert_eq!(value["score"], 3.5);
    close(&value["expected"], 1.740253073352042, 1e-6, "E");
    assert_eq!([&value["provisional"], &value["floored"]], [false, false]);
    assert_eq!(value["floor"], 100);
    close(&value["change"], 97.25887424619032, 1e-6, "change");
    close(
        &value["new_rating_exact"],
        1797.2588742461903,
        1e-6,
        "exact",
    );
    assert_eq!(value["new_rating"], 1797);
    close(
        &value["games"][0]["expected"],
        0.6400649998028851,
        1e-6,
        "We",
    );
    // (id, arguments, formula, new exact, new): the bonus threshold by date, dual-rated K,
    // floors, the special formula's histories, the 2700 cap.
    let cases = [
        (
            "S02",
            "--rating 1700 --games-played 30 --event-date 2024-06-01 1600:W 1700:W 1800:W 1900:D",
            "standard",
            1793.258874,
            1793,
        ),
        (
            "S03",
            "--rating 1700 --games-played 30 --event-date 2020-06-01 1600:W 1700:W 1800:W 1900:D",
            "standard",
            1789.258874,
            1789,
        ),
        (
            "S06",
            "--rating 1700 --games-played 30 --no-bonus 1900:W 2000:W 2100:W",
            "standard",
            1787.532822,
            1788,
        ),
        (
            "S07",
            "--rating 2300 --games-played 100 --dual-rated 2200:W 2250:D 2350:W 2400:L",
            "standard",
            2306.035547,
            2306,
        ),
        (
            "S08",
            "--rating 2600 --games-played 300 --dual-rated 2500:W 2550:W 2650:D 2700:W",
            "standard",
            2605.555556,
            2606,
        ),
        (
            "S09",
            "--rating 1450 --games-played 60 --floor 1400 1500:L 1600:L 1400:L 1550:L",
            "standard",
            1400.0,
            1400,
        ),
        (
            "S12",
            "--rating 1200 --games-played 12 --prior-record all-wins 800:W 900:W",
            "special",
            1300.0,
            1300,
        ),
        (
            "S14",
            "--rating 900 --games-played 4 --prior-record all-losses 1500:L 1400:L",
            "special",
            900.0,
            900,
        ),
        (
            "S15",
            "--rating 1500 --games-played 40",
            "none",
            1500.0,
            1500,
        ),
        (
            "S16",
            "--rating 130 --games-played 20 400:L 350:L 300:L 500:L",
            "standard",
            100.0,
            100,
        ),
        (
            "S17",
            "--rating 1643.759 --games-played 87 1720:D 1580:W 1690:L 1610:W 1655:D",
            "standard",
            1662.196713,
            1662,
        ),
        (
            "S18",
            "--rating 2600 --games-played 5 2600:W 2650:W 2700:W",
            "special",
            2700.0,
            2700,
        ),
        (
            "U01",
            "--rating 1500 --games-played 6 1400:W 1550:L 1650:D",
            "special",
            13600.0 / 9.0,
            1511,
        ),
        (
            "U05",
            "--rating 1300 --games-played 0 950:W 850:W 700:W",
            "special",
            1350.0,
            1350,
        ),
    ];
    for (id, args, formula, exact, new) in cases {
        let value = uschess(args);
        assert_eq!(value["formula"], formula, "{id}");
        close(&value["new_rating_exact"], exact, 1e-6, id);
        assert_eq!(value["new_rating"], new, "{id}");
    }
    assert_eq!(
        uschess("--rating 1450 --games-played 60 --floor 1400 1500:L 1600:L 1400:L 1550:L")["floored"],
        true
    );
    assert_eq!(
        uschess("--rating 1700 --games-played 30 1900:W 2000:W")["bonus_eligible"],
        false
    );
    assert_eq!(uschess("--rating 1700 1900:W")["games_played"], Value::Null);
}

#[test]
fn bad_values_and_flags_of_other_pools_are_refused() {
    let glicko2 = ["period", "--pool", "glicko2", "--rating", "1500"];
    let refused = |extra: &[&str], base: &[&str], expected: &[&str]| {
        let mut args = base.to_vec();
        args.extend(extra);
        assert_refused(&args, expected);
    };
    refused(
        &["--rd", "0"],
        &glicko2,
        &["--rd", "'0'", "above 0, at most 1000"],
    );
    refused(&["--rd", "1001"], &glicko2, &["--rd", "'1001'"]);
    refused(
        &["--volatility", "1.5"],
        &glicko2,
        &["--volatility", "'1.5'"],
    );
    refused(&["--tau", "0"], &glicko2, &["--tau", "'0'"]);
    refused(&["--tau", "NaN"], &glicko2, &["--tau", "'NaN'"]);
    refused(
        &["unrated/80:1"],
        &glicko2,
        &["unrated/80:1", "1500 with RD 350"],
    );
    refused(&["1400/30:2"], &glicko2, &["1400/30:2", "score '2'"]);
    refused(
        &["--k", "20"],
        &glicko2,
        &["--k belongs to --pool standard"],
    );
    refused(
        &["--games-played", "3"],
        &glicko2,
        &["--games-played belongs to --pool uschess"],
    );
    let uschess = ["period", "--pool", "uschess", "--rating", "1500"];
    refused(
        &["--games-played", "-1"],
        &uschess,
        &["--games-played", "'-1'"],
    );
    refused(
        &["--event-date", "2017-04-30"],
        &uschess,
        &["--event-date", "'2017-04-30'", "2017-05-01"],
    );
    refused(
        &["--event-date", "2023-02-29"],
        &uschess,
        &["--event-date", "'2023-02-29'"],
    );
    refused(
        &["--prior-record", "some"],
        &uschess,
        &["--prior-record", "'some'"],
    );
    refused(
        &["--prior-record", "all-wins", "1500:1"],
        &uschess,
        &["all-wins needs --games-played"],
    );
    refused(&["--floor", "99"], &uschess, &["--floor", "'99'"]);
    // An unrated opponent is left out of the event (and said): tests/cli/numbers.rs.
    refused(&["1500/80:1"], &uschess, &["1500/80:1", "no RD"]);
    refused(
        &["--rd", "80"],
        &uschess,
        &["--rd belongs to --pool glicko2"],
    );
    refused(
        &["--rd", "80", "1500:1"],
        &["period", "--rating", "1500"],
        &["--rd belongs to --pool glicko2", "--pool standard"],
    );
    refused(
        &["--csv", "games.csv"],
        &uschess,
        &["--pool uschess reads GAME arguments and --file"],
    );
    refused(
        &[],
        &[
            "multi",
            "--pool",
            "glicko2",
            "--rating",
            "1500",
            "--average",
            "1500",
            "--games",
            "3",
            "--points",
            "2",
        ],
        &["pool 'glicko2'", "game and period also take glicko2"],
    );
    let game = words("game --pool glicko2 --rating 1500 --opponent 1500 --result w");
    refused(
        &["--opponent-k", "20"],
        &game,
        &["--opponent-k belongs to --pool standard"],
    );
    refused(&["--opponent-rd", "0"], &game, &["--opponent-rd", "'0'"]);
    refused(
        &["--opponent-rd", "30"],
        &words("game --rating 1500 --opponent 1500 --result w"),
        &["--opponent-rd belongs to --pool glicko2"],
    );
}

#[test]
fn a_game_rates_both_glicko2_players_and_the_us_chess_player() {
    // G03 from both sides: 1500/350 drawing 1500/350 leaves both at 1500 with RD 290.318962.
    let value = json(&words(
        "game --pool glicko2 --rating 1500 --opponent 1500 --result d",
    ));
    for side in ["player", "opponent"] {
        close(&value[side]["new_rating"], 1500.0, 1e-9, side);
        close(&value[side]["new_rd"], 290.318962, 1e-6, side);
        close(&value[side]["new_volatility"], 0.059998961, 1e-9, side);
    }
    // A win and a loss are mirror images between equals.
    let win = &value["scenarios"]["win"];
    close(&win[0], -win[1].as_f64().unwrap(), 1e-9, "win");
    // The opponent's expected score uses your RD: 1400/30 against 1500/200.
    let value = json(&words(
        "game --pool glicko2 --rating 1500 --rd 200 --opponent 1400 --opponent-rd 30 --result w",
    ));
    close(&value["player"]["expected"], 0.6394677306, 1e-9, "your E");
    let g = 1.0 / (1.0 + 3.0 * (200.0f64 / 173.7178).powi(2) / std::f64::consts::PI.powi(2)).sqrt();
    let theirs = 1.0 / (1.0 + (-g * (-100.0 / 173.7178)).exp());
    close(&value["opponent"]["expected"], theirs, 1e-9, "their E");
    // US Chess: 1700 on 30 games beats 1900: 800 / 21.011787 × (1 − 0.240253) = +28.9265.
    let value = json(&words(
        "game --pool uschess --rating 1700 --games-played 30 --event-date 2026-03-01 --opponent 1900 --result w",
    ));
    close(&value["change"], 28.92652, 1e-4, "change");
    assert_eq!(value["new_rating"], 1729);
}

#[test]
fn both_pools_read_games_lists_too() {
    // The paper's example as a games list on standard input, an RD with each opponent.
    let output = elocalc_with_stdin(
        &[
            "period", "--pool", "glicko2", "--rating", "1500", "--rd", "200", "--file", "-",
            "--json",
        ],
        "# the paper's example\n1400/30 | 1\n1550/100 | 0\r\n1700/300, 0\n",
    );
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    close(&value["new_rating"], 1464.0506705, 1e-4, "r′");
    assert_eq!(value["games"].as_array().unwrap().len(), 3);
    // A GAME and a file together; a bad line is named by its number.
    let dir = temp_dir();
    let path = dir.path().join("event.txt");
    std::fs::write(&path, "1550 | 0\n1650 | ½\n").unwrap();
    let path = path.to_str().unwrap();
    let value = uschess(&format!(
        "--rating 1500 --games-played 6 1400:W --file {path}"
    ));
    assert_eq!(value["new_rating"], 1511, "U01 from a GAME and a file");
    // An unrated opponent's line is left out, as a FIDE pool leaves it unrated: U01 again.
    std::fs::write(path, "1550 | 0\nunrated | 1\n1650 | ½\n").unwrap();
    let value = uschess(&format!(
        "--rating 1500 --games-played 6 1400:W --file {path}"
    ));
    assert_eq!(
        value["new_rating"], 1511,
        "U01 with an unrated game left out"
    );
    std::fs::write(path, "1550 | 0\nunrated | 2\n").unwrap();
    assert_refused(
        &[
            "period", "--pool", "uschess", "--rating", "1500", "--file", path,
        ],
        &["event.txt:2:", "score '2'"],
    );
}

/// Every registered system reaches every face from its registration line alone: `--pool`
/// takes it, `--help` names it and its flags, its flags are refused under another system, and
/// a session keeps its values. A system missing from one of them fails here.
#[test]
fn every_registered_system_reaches_every_face() {
    use elocalc::calc::System;
    use elocalc::calc::systems::EntryKind;
    let period_help = stdout(&elocalc(&["period", "--help"]));
    let game_help = stdout(&elocalc(&["game", "--help"]));
    for system in System::all() {
        let key = system.key();
        // Rated by name, the JSON saying what it rated in.
        let rated = json(&[
            "period",
            "--pool",
            key,
            "--rating",
            system.example_rating(),
            "1600:1",
        ]);
        assert_eq!(rated["pool"], key, "{rated}");
        if !system.is_elo() {
            assert!(period_help.contains(key), "period --help names {key}");
        }
        for entry in system.entries() {
            let help = if entry.game_only {
                &game_help
            } else {
                &period_help
            };
            assert!(
                help.contains(&format!("--{}", entry.flag)),
                "--{}",
                entry.flag
            );
            let words = elocalc::i18n::message_in(
                elocalc::i18n::Lang::En,
                &format!("cli-{}", entry.flag),
                &[],
            );
            assert!(help.contains(&words), "{}'s help", entry.flag);
            // Under another system, the flag is refused by the system it belongs to.
            let value = match entry.kind {
                EntryKind::Toggle { .. } => None,
                _ => Some("1"),
            };
            let flag = format!("--{}", entry.flag);
            let mut args = vec![
                "game",
                "--rating",
                "1500",
                "--opponent",
                "1500",
                "--result",
                "win",
            ];
            args.extend([flag.as_str()]);
            args.extend(value);
            let refused = elocalc(&args);
            assert_eq!(refused.status.code(), Some(2), "{flag} under standard");
            let said = String::from_utf8_lossy(&refused.stderr);
            // A shared flag is refused by a system that lists it.
            let owners: Vec<&str> = System::all()
                .filter(|owner| owner.entries().iter().any(|own| own.key == entry.key))
                .map(|owner| owner.key())
                .collect();
            assert!(
                owners.iter().any(|owner| said.contains(owner)),
                "{flag} is {owners:?}'s: {said}"
            );
        }
    }
}

/// Each system's own values survive a session file: written under their keys and read back.
#[test]
fn every_systems_values_round_trip_through_a_session() {
    use elocalc::calc::systems::EntryKind;
    use elocalc::calc::{OwnKey, Request, System};
    let dir = temp_dir();
    let store = elocalc::store::Store::new(dir.path());
    for system in System::all() {
        let mut request = Request {
            system,
            ..Request::default()
        };
        for entry in system.entries() {
            match entry.kind {
                EntryKind::Choice(choices) => {
                    request.systems.set(OwnKey(entry.key), choices[1].key)
                }
                EntryKind::Toggle { .. } => request.systems.toggle(OwnKey(entry.key)),
                EntryKind::Date => request.systems.set(OwnKey(entry.key), "2025-03-01"),
                EntryKind::Text { .. } => request.systems.set(OwnKey(entry.key), "7"),
            }
        }
        let name = elocalc::store::SessionName::parse(system.key()).unwrap();
        store.save(&name, &request).unwrap();
        let text = std::fs::read_to_string(store.dir().join(name.file_name())).unwrap();
        for entry in system.entries() {
            assert!(text.contains(&format!("\"{}\":", entry.key)), "{text}");
        }
        assert_eq!(store.load(&name).unwrap().request, request, "{text}");
    }
}
