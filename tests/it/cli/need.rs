//! `elocalc need`: the worked cases of docs/rules/need.md, by id, and bad input.

use crate::common::*;
use serde_json::Value;

/// The answer's figures: points needed, the rating with them, all won, all lost.
fn answer(args: &[&str]) -> [Value; 4] {
    let value = need_json(args);
    [
        "points_needed",
        "new_rating_with_needed",
        "new_rating_if_all_won",
        "new_rating_if_all_lost",
    ]
    .map(|key| value[key].clone())
}

fn need_json(args: &[&str]) -> Value {
    json(&[&["need"], args].concat())
}

fn need_text(args: &[&str]) -> String {
    stdout(&elocalc(&[&["need"], args].concat()))
}

fn numbers(values: [f64; 4]) -> [Value; 4] {
    values.map(|v| serde_json::json!(v))
}

#[test]
fn n01_even_opponents_nine_games() {
    let args = words("--rating 2000 --remaining 9 --opponents 2000 --target 2020");
    let [needed, with, won, lost] = answer(&args);
    assert_eq!(needed, 5.5);
    assert_eq!([with, won, lost], [2020, 2090, 1910].map(Value::from));
}

#[test]
fn n02_k_lowered_on_the_final_number_of_games() {
    let mut args = vec!["--rating", "1500", "--k", "40", "--remaining", "10"];
    args.extend(["--opponents", "1500", "--target", "1600"]);
    args.extend(["1500:0.5"; 10]);
    let value = need_json(&args);
    assert_eq!(value["k_effective"], 35, "n = 20: 700 / 20");
    let [needed, with, won, lost] = answer(&args);
    assert_eq!(needed, 8, "7½ gives +87.5 → +88, short of 1600");
    assert_eq!([with, won, lost], [1605, 1675, 1325].map(Value::from));
}

#[test]
fn n03_one_game_rounded_once() {
    let args = words("--rating 2450 --k 10 --remaining 1 --opponents 2415 --target 2455");
    let [needed, with, won, lost] = answer(&args);
    assert_eq!(needed, 1);
    assert_eq!([with, won, lost], [2455, 2455, 2444].map(Value::from));
}

#[test]
fn n04_remaining_games_the_600_point_rule_leaves_unrated() {
    let args = words(
        "--rating 2650 --k 10 --pool blitz 2600:1 --remaining 5 --opponents 2000 --target 2655",
    );
    let value = need_json(&args);
    assert_eq!(value["remaining_rated"], false);
    let [needed, with, won, lost] = answer(&args);
    assert_eq!([needed, with], [Value::Null, Value::Null]);
    assert_eq!([won, lost], [2654, 2654].map(Value::from));
    let text = need_text(&args);
    assert!(text.contains("the remaining games are not rated"), "{text}");
}

#[test]
fn n05_the_400_cap_makes_the_target_unreachable() {
    let args = words("--rating 2000 --remaining 2 --opponents 1500 --target 2004");
    let [needed, with, won, lost] = answer(&args);
    assert_eq!([needed, with], [Value::Null, Value::Null]);
    assert_eq!([won, lost], [2003, 1963].map(Value::from));
    let text = need_text(&args);
    assert!(text.contains("not reachable: 2 from 2 give 2003"), "{text}");
}

#[test]
fn n06_from_2650_the_real_difference() {
    let args = words("--rating 2700 --k 10 --remaining 1 --opponents 2200 --target 2700");
    let [needed, with, won, lost] = answer(&args);
    assert_eq!(needed, 1);
    assert_eq!([with, won, lost], [2700, 2700, 2690].map(Value::from));
}

#[test]
fn n09_continuous_pool_unrounded() {
    let args =
        words("--rating 1500 --pool continuous --remaining 2 --opponents 1500 --target 1510");
    assert_eq!(answer(&args), numbers([1.5, 1510.0, 1520.0, 1480.0]));
}

#[test]
fn an_unrated_player_and_a_first_published_rating() {
    let played = ["1500:1", "1600:0.5", "1700:0.5", "1800:0"];
    let mut args = vec![
        "--rating",
        "unrated",
        "--remaining",
        "1",
        "--opponents",
        "1650",
    ];
    args.extend(played);
    let with_target = [args.as_slice(), &["--target", "1700"]].concat();
    let value = need_json(&with_target);
    assert_eq!(
        [value["rating"].clone(), value["k"].clone()],
        [Value::Null, Value::Null]
    );
    let [needed, with, won, lost] = answer(&with_target);
    assert_eq!(needed, 1, "a draw gives 1693");
    assert_eq!([with, won, lost], [1743, 1743, 1643].map(Value::from));
    // Without a target: a published first rating, 1400 or more.
    assert_eq!(answer(&args)[0], 0);
}

#[test]
fn the_answer_in_words() {
    let text = stdout(&elocalc(&[
        "need",
        "--rating",
        "2000",
        "--remaining",
        "9",
        "--opponents",
        "2000",
        "--target",
        "2020",
    ]));
    assert_eq!(
        text,
        "FIDE Standard · rating 2000 · target 2020\n\n\
         Needed    5½ from 9 against 2000 → 2020\n\
         All won   2090\n\
         All lost  1910\n\
         K         20\n"
    );
}

#[test]
fn bad_need_input() {
    let base = "need --rating 2000 --target 2010";
    for (rest, said) in [
        (
            "--remaining 2 --opponents unrated",
            &["remaining opponents", "'unrated'"][..],
        ),
        (
            "--remaining 1001 --opponents 1500",
            &["'1001'", "0 to 1000"],
        ),
        (
            "--remaining two --opponents 1500",
            &["'two'", "whole number"],
        ),
        ("--remaining 2 --opponents 4001", &["'4001'", "0 to 4000"]),
        (
            "--remaining 2 --opponents 1500 1500:?",
            &["'?'", "win, draw or loss"],
        ),
    ] {
        assert_refused(&words(&format!("{base} {rest}")), said);
    }
    for (line, said) in [
        (
            "need --rating 2000 --remaining 2 --opponents 1500",
            &["target"][..],
        ),
        (
            "need --rating unrated --pool blitz --remaining 2 --opponents 1500",
            &["standard pool", "'blitz'"],
        ),
        (
            "need --rating 2000 --remaining 2 --opponents 1500 --target lots",
            &["target 'lots'"],
        ),
    ] {
        assert_refused(&words(line), said);
    }
}

/// Out of reach, `need` says the best the games can bring in every format — text, Markdown, CSV
/// and JSON — the figure computed here from FIDE's table 8.1.2 as published: 1800 at K 20, two
/// games left against 2100, a target of 1900; two wins at PL(300) bring 2 × (1 − PL) × 20.
#[test]
fn out_of_reach_the_best_is_said_in_every_format() {
    let pl = f64::from(crate::fide_tables::published_pl(300)) / 100.0;
    let best = 1800 + (2.0 * (1.0 - pl) * 20.0).round() as i64;
    let args = [
        "need",
        "--rating",
        "1800",
        "--remaining",
        "2",
        "--opponents",
        "2100",
        "--target",
        "1900",
    ];
    let with = |extra: &[&str]| stdout(&elocalc(&[&args[..], extra].concat()));
    let said = format!("not reachable: 2 from 2 give {best}");
    assert!(with(&[]).contains(&said), "{said}");
    assert!(with(&["--format", "md"]).contains(&said), "{said}");
    let json: Value = serde_json::from_str(&with(&["--json"])).unwrap();
    assert_eq!(json["points_needed"], Value::Null);
    assert_eq!(json["best_points"], 2);
    assert_eq!(json["best_new_rating"], best);
    let csv = with(&["--format", "csv"]);
    let mut reader = ::csv::Reader::from_reader(csv.as_bytes());
    let header = reader.headers().unwrap().clone();
    let row = reader.records().next().unwrap().unwrap();
    let cell = |name: &str| &row[header.iter().position(|held| held == name).unwrap()];
    assert_eq!(cell("Points needed"), "", "{csv}");
    assert_eq!(cell("Best points"), "2", "{csv}");
    assert_eq!(cell("Best rating"), best.to_string(), "{csv}");
}
