//! `elocalc norm`: the worked cases of docs/rules/norms.md, by id, and bad input.

use crate::common::*;
use serde_json::Value;

/// `elocalc norm` with `options` and games written `rating score title fed`, a game a line.
fn norm_args(options: &str, games: &str) -> Vec<String> {
    let mut args = vec!["norm".to_string()];
    args.extend(words(options).into_iter().map(String::from));
    args.extend(
        games
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .map(|line| words(line).join(":")),
    );
    args
}

fn norm(options: &str, games: &str) -> Value {
    let args = norm_args(options, games);
    json(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn norm_text(options: &str, games: &str) -> String {
    let args = norm_args(options, games);
    stdout(&elocalc(
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
    ))
}

fn failures(value: &Value) -> Vec<&str> {
    value["failures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_str().unwrap())
        .collect()
}

const NH01: &str = "
    2450 1 GM GER
    2480 ½ GM NED
    2390 1 IM ESP
    2520 ½ GM FRA
    2310 1 FM ENG
    2410 ½ IM GER
    2280 1 - USA
    2430 ½ IM IND
    2350 1 FM USA";

#[test]
fn nh01_a_gm_norm() {
    let value = norm("--title gm --federation USA", NH01);
    assert_eq!(value["ra"], 2402, "21620 / 9 = 2402.2");
    assert_eq!(
        [&value["percent"], &value["dp"], &value["performance"]],
        [78, 220, 2622]
    );
    assert_eq!(
        [
            &value["titled_opponents"],
            &value["holders_of_title_or_higher"]
        ],
        [8, 3]
    );
    assert_eq!(value["federations"], 6);
    assert_eq!(value["own_federation_opponents"], 2);
    assert_eq!(value["most_from_one_federation"], 2);
    assert_eq!(value["lowest_raised_to"], Value::Null);
    assert_eq!(value["norm"], true);
    assert_eq!(value["points_needed"], 7, "6½ is 72 %: 2568");
    let text = norm_text("--title gm --federation USA", NH01);
    assert!(text.contains("Verdict         GM norm"), "{text}");
    assert!(
        text.contains("Performance     2622 (≥ 2600)  ✓  = 2402 + 220 (p 78 %), 1.4.8, 1.4.9"),
        "{text}"
    );
}

#[test]
fn nh02_only_the_lowest_opponent_is_raised_to_the_floor() {
    let value = norm(
        "--title gm --federation FRA",
        "2400 ½ GM USA\n2400 ½ GM GER\n2400 ½ GM ESP\n2400 ½ GM ITA\n2400 ½ GM NED\n\
         2400 ½ GM POL\n2400 ½ GM AZE\n2100 ½ IM USA\n2000 ½ IM GER",
    );
    assert_eq!(value["ra"], 2344, "(16800 + 2100 + 2200) / 9");
    assert_eq!(value["lowest_raised_to"], 2200);
    let games = value["games"].as_array().unwrap();
    assert_eq!(games[8]["rating_used"], 2200);
    assert_eq!(games[8]["raised"], true);
    assert_eq!(
        games[7]["rating_used"], 2100,
        "the second below the floor is not raised"
    );
    assert_eq!(failures(&value), ["ra_too_low", "performance_too_low"]);
    assert_eq!(value["points_needed"], 7.5);
}

const NH07: &str = "
    2380 1 IM SCO
    2420 ½ GM WLS
    2310 1 IM IRL
    2290 ½ FM FRA
    2350 0 IM NED
    2260 1 FM BEL
    2400 ½ GM GER
    2330 ½ IM ENG";

#[test]
fn nh07_both_roundings_half_up() {
    let value = norm("--title im --federation ENG --min-games 8", NH07);
    assert_eq!(value["ra"], 2343, "18740 / 8 = 2342.5, up");
    assert_eq!(
        [&value["percent"], &value["dp"], &value["performance"]],
        [63, 95, 2438]
    );
    assert_eq!(failures(&value), ["performance_too_low"]);
    assert_eq!(value["points_needed"], 5.5);
    let value = norm("--title im --federation ENG", NH07);
    assert_eq!(failures(&value), ["too_few_games", "performance_too_low"]);
}

#[test]
fn nh09_fid_counts_as_no_federation() {
    let value = norm(
        "--title gm --federation IND",
        "2500 1 GM FID\n2480 1 GM FID\n2460 1 GM FID\n2440 1 GM FID\n2420 ½ GM FID\n\
         2400 ½ IM FID\n2250 1 - FID\n2550 ½ GM GER\n2380 ½ IM USA",
    );
    assert_eq!(value["federations"], 2);
    assert_eq!(value["own_federation_opponents"], 0);
    assert_eq!(
        value["most_from_one_federation"], 1,
        "seven FID opponents are no federation"
    );
    assert_eq!([&value["ra"], &value["performance"]], [2431, 2651]);
    assert_eq!(
        [
            &value["titled_opponents"],
            &value["holders_of_title_or_higher"]
        ],
        [8, 6]
    );
    assert_eq!(value["norm"], true);
}

#[test]
fn nh13_which_titles_count() {
    let value = norm(
        "--title im --federation ESP",
        "2420 1 IM FRA\n2380 ½ IM POR\n2350 1 WGM GER\n2330 ½ FM ITA\n2300 1 CM ESP\n\
         2150 1 WCM ESP\n2280 ½ - ESP\n2250 1 - ARG\n2100 ½ - MEX",
    );
    assert_eq!(value["titled_opponents"], 4, "CM and WCM do not count");
    assert_eq!(
        value["holders_of_title_or_higher"], 2,
        "a WGM does not count for an IM norm"
    );
    assert_eq!([&value["ra"], &value["performance"]], [2284, 2504]);
    assert_eq!(
        failures(&value),
        ["too_few_titled", "too_few_title_holders"]
    );
    assert_eq!(value["points_needed"], 6.5);
}

const NH15: &str = "
    2300 1 WGM IND
    2250 ½ WIM VIE
    2350 ½ IM RUS
    2200 1 WGM KAZ
    2150 ½ WFM CHN
    2280 ½ WIM GEO";

#[test]
fn nh15_a_round_robin_in_progress() {
    let value = norm(
        "--title wgm --federation CHN",
        &format!("{NH15}\n2320 ? IM UZB\n2100 ? - MGL\n2240 ? WGM IRI"),
    );
    assert_eq!(value["ra"], 2243);
    assert_eq!(value["games_pending"], 3);
    assert_eq!(
        [
            &value["points"],
            &value["percent"],
            &value["dp"],
            &value["performance"]
        ],
        [4, 44, -43, 2200]
    );
    assert_eq!(failures(&value), ["result_pending"]);
    assert_eq!(value["points_needed"], 6.5);
    // 6½ after eight games (the second game won here), one to play: secured.
    let value = norm(
        "--title wgm --federation CHN",
        &format!(
            "{}\n2320 1 IM UZB\n2100 1 - MGL\n2240 ? WGM IRI",
            NH15.replace("2250 ½ WIM", "2250 1 WIM")
        ),
    );
    assert_eq!(value["points"], 6.5);
    assert_eq!(value["norm"], true);
    // 3 after six games: 6 at best, 2368.
    let value = norm(
        "--title wgm --federation CHN",
        &format!(
            "{}\n2320 ? IM UZB\n2100 ? - MGL\n2240 ? WGM IRI",
            NH15.replace("2300 1 WGM", "2300 0 WGM")
        ),
    );
    assert_eq!(failures(&value), ["performance_too_low"]);
}

#[test]
fn an_exemption_waives_the_foreigner_requirement_only() {
    let all_home = "2450 1 GM USA\n2480 1 GM USA\n2390 1 GM USA\n2520 ½ GM USA\n\
                    2310 1 FM USA\n2410 ½ IM USA\n2280 1 IM USA\n2430 ½ IM USA\n2350 1 FM USA";
    let value = norm("--title gm --federation USA", all_home);
    assert_eq!(
        failures(&value),
        [
            "too_few_foreign_federations",
            "too_many_own_federation",
            "too_many_one_federation"
        ]
    );
    let value = norm("--title gm --federation USA --exemption 1.4.3a", all_home);
    assert_eq!(value["norm"], true);
    assert_eq!(value["exemption"], "1.4.3a");
    assert_eq!(
        value["own_federation_opponents"], 9,
        "the figures are still given"
    );
}

#[test]
fn a_games_file_with_comments() {
    let dir = temp_dir();
    let file = dir.path().join("norm.txt");
    let lines: Vec<String> = NH01
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| words(l).join(" | "))
        .collect();
    std::fs::write(&file, format!("# round 1 to 9\n\n{}\n", lines.join("\n"))).unwrap();
    let value = json(&[
        "norm",
        "--title",
        "gm",
        "--federation",
        "usa",
        "--file",
        file.to_str().unwrap(),
    ]);
    assert_eq!(value["performance"], 2622);
    assert_eq!(value["federation"], "USA");
    std::fs::write(&file, "2450 | 1 | GM | GER\n2480 | 1 | XM | GER\n").unwrap();
    assert_refused(
        &[
            "norm",
            "--title",
            "gm",
            "--federation",
            "USA",
            "--file",
            file.to_str().unwrap(),
        ],
        &[":2:", "'XM'", "GM IM FM CM"],
    );
}

#[test]
fn bad_norm_input() {
    let game = "2450:1:GM:GER";
    for (line, said) in [
        (
            format!("norm --title fm --federation USA {game}"),
            &["'fm'", "gm, im, wgm, wim"][..],
        ),
        (
            format!("norm --title gm --federation US {game}"),
            &["'US'", "three letters"],
        ),
        (
            "norm --title gm --federation USA 2450:1:XM:GER".to_string(),
            &["'XM'"],
        ),
        (
            "norm --title gm --federation USA 2450:1:GM:GERM".to_string(),
            &["'GERM'"],
        ),
        (
            "norm --title gm --federation USA 4500:1:GM:GER".to_string(),
            &["'4500'"],
        ),
        (
            "norm --title gm --federation USA 2450:2:GM:GER".to_string(),
            &["score '2'"],
        ),
        (
            "norm --title gm --federation USA 2450:1:GM".to_string(),
            &["OPPONENT:SCORE:TITLE:FED"],
        ),
        (
            format!("norm --title gm --federation USA --min-games 6 {game}"),
            &["'6'", "7, 8 or 9"],
        ),
        (
            format!("norm --title gm --federation USA --exemption 1.4.3e {game}"),
            &["'1.4.3e'"],
        ),
        (
            "norm --title gm --federation USA".to_string(),
            &["none were given"],
        ),
        (
            "norm --title gm --federation USA 2450:1:GM:".to_string(),
            &["GAME '2450:1:GM:'", "federation ''"],
        ),
    ] {
        assert_refused(&words(&line), said);
    }
    // An empty value with no default is refused by its flag.
    assert_refused(
        &["norm", "--title", "gm", "--federation", "", game],
        &["--federation: ", "player's federation"],
    );
    assert_refused(
        &["norm", "--title", "", "--federation", "USA", game],
        &["--title: ", "norm title ''"],
    );
}

#[test]
fn a_norm_stays_a_norm_when_any_draw_becomes_a_win() {
    let lines: Vec<&str> = NH01.lines().filter(|l| !l.trim().is_empty()).collect();
    for (index, line) in lines.iter().enumerate().filter(|(_, l)| l.contains('½')) {
        let mut better = lines.clone();
        let won = line.replace('½', "1");
        better[index] = &won;
        let value = norm("--title gm --federation USA", &better.join("\n"));
        assert_eq!(value["norm"], true, "game {}", index + 1);
        assert_eq!(
            value["points_needed"], 7,
            "the results do not move what a norm needs"
        );
    }
}

#[test]
fn points_needed_are_not_said_as_enough_when_the_titles_fail_whatever_the_score() {
    // 6½ of 9, Ra 2380: 7 points would make the GM performance (2600), but with four titled
    // opponents (five needed) and two GMs (three needed) no score gives the norm.
    let text = stdout(&elocalc(&[
        "norm",
        "--title",
        "gm",
        "--federation",
        "GER",
        "2450:1:GM:GER",
        "2400:0.5:IM:RUS",
        "2350:1::UKR",
        "2500:0.5:GM:POL",
        "2300:1::FRA",
        "2420:0.5:IM:GER",
        "2380:1::GER",
        "2390:0::GER",
        "2230:1::GER",
    ]));
    let needed = text
        .lines()
        .find(|line| line.starts_with("Points needed"))
        .unwrap();
    assert_eq!(
        needed,
        "Points needed   7 of 9 · not enough alone: too few titled opponents, too few holders \
         of the titles it needs"
    );
}
