//! `--pool dwz`: the DSB's published evaluations of docs/rules/dwz.md (D01–D04 there, from
//! ../shared/reference/dwz.md: DSB player cards and the DSB rating commission's Umstufung
//! examples) through the binary, the JSON contract, the UI, and every refusal.

use crate::common::*;
use serde_json::Value;

fn run(command: &str, args: &str) -> Value {
    let mut all = vec![command, "--pool", "dwz"];
    all.extend(words(args));
    json(&all)
}

/// The seven games of the Ryck-Open 2026 (ended 19 July 2026), as the DSB card lists them.
const RYCK_OPEN: &str = "1806:1 1907:1 1954:1 2025:1 2212:0 2061:1 1944:1";

#[test]
fn e_system_from_a_cards_totals() {
    // An adult at 2044-7, 6 games, W 4, the DSB's We 3.134: E = round(2.044⁴ + 15) = 32,
    // capped at 30; 2044 + 800·0.866/36 = 2063.24 → 2063-8.
    let value = run(
        "period",
        "--rating 2044 --index 7 --score 4 --games 6 --expected 3.134 --event-date 2026-03-01",
    );
    assert_eq!(value["system"], "e");
    assert_eq!([&value["new_rating"], &value["new_index"]], [2063, 8]);
    assert_eq!(value["coefficient"], 30);
    assert_eq!(value["k"], Value::Null);
    assert_eq!([&value["score"], &value["games"]], [4, 6]);
    assert_eq!(value["expected"], 3.134);
    assert_eq!(value["performance"], Value::Null);
    assert_eq!(value["relevelled_from"], Value::Null);
}

#[test]
fn e_system_one_game_with_what_each_result_would_bring() {
    // 2065-14 draws against 2009: P(56) = Φ(56/282.84) = 0.5785, E 30,
    // 2065 + 800·(0.5 − 0.5785)/31 = 2062.97 → 2063-15.
    let args = "--rating 2065-14 --opponent 2009 --result draw --event-date 2026-05-01";
    let value = run("game", args);
    assert_eq!([&value["new_rating"], &value["new_index"]], [2063, 15]);
    assert_eq!(value["expected_printed"], 0.578);
    let mut all = vec!["game", "--pool", "dwz"];
    all.extend(words(args));
    let text = stdout(&elocalc(&all));
    assert_contains(
        &text,
        &["DWZ 2065-14 · E system", "2063-15", "Draw for you", "-2\n"],
    );
}

#[test]
fn k_system_the_ryck_open_2026() {
    // 2080-16, an adult: We 4.34420, W 6, K0 25 (adult from 2000, index above 10), b 1, a 0:
    // 2080 + 25·1.6558 = 2121.40 → 2121-17; the DSB prints Leistung 2315.
    let value = run(
        "period",
        &format!("--rating 2080-16 --event-date 2026-07-19 {RYCK_OPEN}"),
    );
    assert_eq!(value["system"], "k");
    assert_eq!([&value["new_rating"], &value["new_index"]], [2121, 17]);
    assert_eq!(value["k"], 25.0);
    assert_eq!(value["coefficient"], Value::Null);
    assert_eq!(value["expected_printed"], 4.344);
    assert_eq!(value["performance"], 2315);
    assert_eq!(value["change"], 41);
    assert_eq!(value["game_list"].as_array().unwrap().len(), 7);
    assert_eq!(value["game_list"][4]["opponent"], 2212);
}

#[test]
fn a_dwz_from_before_the_umstufung_is_relevelled_first_and_said() {
    // 2063-15, published before 8 June 2026, for an event after it: 0.64·2063 + 760 = 2080.32
    // → 2080-16, then the Ryck-Open as above.
    let args =
        format!("--rating 2063-15 --rating-date 2026-05-01 --event-date 2026-07-19 {RYCK_OPEN}");
    let value = run("period", &args);
    assert_eq!(value["relevelled_from"], "2063-15");
    assert_eq!(
        [&value["rated_from"], &value["rated_from_index"]],
        [2080, 16]
    );
    assert_eq!([&value["new_rating"], &value["new_index"]], [2121, 17]);
    let mut all = vec!["period", "--pool", "dwz"];
    all.extend(words(&args));
    assert_contains(
        &stdout(&elocalc(&all)),
        &["2063-15 → 2080-16", "Umstufung 2026"],
    );
}

#[test]
fn a_current_dwz_is_said_to_be_taken_as_relevelled_and_an_unrated_opponent_left_out() {
    let mut all = vec!["period", "--pool", "dwz", "--rating", "2080-16"];
    all.extend(["--event-date", "2026-07-19"]);
    all.extend(words(RYCK_OPEN));
    all.push("unrated:1");
    let text = stdout(&elocalc(&all));
    assert_contains(
        &text,
        &[
            "2121-17",
            "taken as current",
            "Game 8 is left out",
            "rated as an adult",
        ],
    );
}

#[test]
fn a_dwz_as_a_page_writes_it_and_a_low_current_dwz_is_questioned() {
    // An en dash as copied from a page, an opponent with the index a crosstable shows.
    let value = run(
        "period",
        "--rating 2080–16 --event-date 2026-07-19 1806-40:1",
    );
    assert_eq!([&value["rating"], &value["index"]], [2080, 16]);
    assert_eq!(value["game_list"][0]["opponent"], 1806);
    let text = stdout(&elocalc(&[
        "period",
        "--pool",
        "dwz",
        "--rating",
        "1050-20",
        "--event-date",
        "2026-07-19",
        "1110:0",
    ]));
    assert_contains(
        &text,
        &["below 1100 is rare", "give the date it was published"],
    );
}

#[test]
fn a_youths_k_and_the_floor_of_1100() {
    // A youth (born 2010, 16 in 2026) at 1150-3 losing three games to 1500: We 3·P(−350) =
    // 3·0.10796 = 0.32389; K0 48, b = (1150 + 800)/2400 = 0.8125: K = 39.0; 1150 − 39·0.32389 =
    // 1137.37 → 1137. At 1100-3: We 3·P(−400) = 0.23595, K = 48·1900/2400 = 38.0,
    // 1100 − 38·0.23595 = 1091.03, raised to the floor of 1100.
    let value = run(
        "period",
        "--rating 1150-3 --born 2010 --event-date 2026-07-19 1500:0 1500:0 1500:0",
    );
    assert_eq!(value["age_class"], "youth");
    assert_eq!(value["k"], 39.0);
    assert_eq!(value["new_rating"], 1137);
    let value = run(
        "period",
        "--rating 1100-3 --born 2010 --event-date 2026-07-19 1500:0 1500:0 1500:0",
    );
    assert_eq!(
        [&value["new_rating"], &value["floored"]],
        [&Value::from(1100), &Value::from(true)]
    );
}

#[test]
fn bad_dwz_input_is_one_line_naming_the_value() {
    let games = ["1800:1", "1900:0"];
    let refused = |flags: &str, expected: &[&str]| {
        let mut all = vec!["period", "--pool", "dwz"];
        all.extend(words(flags));
        all.extend(games);
        assert_refused(&all, expected);
    };
    refused("--rating 2063 --index 0", &["DWZ 2063 with index 0"]);
    refused("--rating 2063", &["DWZ 2063 needs its index"]);
    refused(
        "--rating 2063-15 --born 2030 --event-date 2026-07-19",
        &["2030"],
    );
    refused(
        "--rating 2063-15 --event-date 2013-07-31",
        &["2013-07-31", "DeWIS"],
    );
    refused("--rating unrated", &["first DWZ"]);
    refused("--rating 1.850-3", &["1.850"]);
    refused(
        "--rating 2063-15 --score 7 --games 6 --expected 3",
        &["7", "6"],
    );
    refused(
        "--rating 2063-15 --score 4 --games 6 --expected 6.5",
        &["We '6.5'"],
    );
    refused("--rating 2063-15 --score 4 --games 6", &["--expected"]);
    // A card's totals with games, an index given twice, a DWZ published after the event, a
    // date that is none: refused, never one silently preferred.
    refused(
        "--rating 2063-15 --score 4 --games 6 --expected 3.134",
        &["--score", "not both"],
    );
    refused("--rating 2063-15 --index 10", &["--index", "15", "10"]);
    refused(
        "--rating 2063-15 --rating-date 2027-01-01 --event-date 2026-07-01",
        &["--rating-date", "2027-01-01", "2026-07-01"],
    );
    refused(
        "--rating 2063-15 --event-date 2026-02-30",
        &["--event-date", "'2026-02-30'"],
    );
    assert_refused(
        &[
            "period",
            "--pool",
            "dwz",
            "--rating",
            "2063-15",
            "unrated:1",
        ],
        &["no game counts"],
    );
    // `+` and `-` are forfeits in a German crosstable: they do not count, so they are refused.
    assert_refused(
        &[
            "period", "--pool", "dwz", "--rating", "2044-12", "2000:+", "1900:1",
        ],
        &["'2000:+'", "forfeit"],
    );
    assert_refused(
        &[
            "game",
            "--pool",
            "dwz",
            "--rating",
            "2063-15",
            "--opponent",
            "unrated",
            "--result",
            "win",
        ],
        &["--opponent", "no game counts"],
    );
    // A DWZ flag under another system, and a card's totals for one game.
    assert_refused(
        &["period", "--rating", "2063", "--index", "15", "1800:1"],
        &["--index", "dwz"],
    );
    assert_refused(
        &[
            "game",
            "--pool",
            "glicko2",
            "--rating",
            "1500",
            "--opponent",
            "1500",
            "--result",
            "win",
            "--born",
            "2000",
        ],
        &["--born", "dwz"],
    );
    assert_refused(
        &[
            "game",
            "--pool",
            "dwz",
            "--rating",
            "2063-15",
            "--opponent",
            "2000",
            "--result",
            "win",
            "--score",
            "1",
        ],
        &["--score", "elocalc period"],
    );
}

#[test]
fn dwz_speaks_portuguese_and_russian() {
    let args = [
        "game",
        "--pool",
        "dwz",
        "--rating",
        "2065-14",
        "--opponent",
        "2009",
    ];
    let pt = stdout(&elocalc(
        &[
            &["--lang", "pt"][..],
            &args,
            &["--result", "draw", "--event-date", "2026-05-01"],
        ]
        .concat(),
    ));
    assert_contains(
        &pt,
        &["sistema E", "Partidas contadas", "2063-15", "adulto"],
    );
    let ru = stdout(&elocalc(
        &[
            &["--lang", "ru"][..],
            &args,
            &["--result", "draw", "--event-date", "2026-05-01"],
        ]
        .concat(),
    ));
    assert_contains(&ru, &["система E", "Учтено партий", "2063-15", "взрослый"]);
}

#[test]
fn the_ui_rates_a_dwz_game_from_the_form() {
    use elocalc::calc::systems::{dwz, uschess};
    use elocalc::calc::{Entry, System};
    let mut app = elocalc::tui::state::App::new();
    replace(&mut app, "2065-14");
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "2009");
    choose_pool(&mut app, System::by_key("dwz").unwrap());
    focus(&mut app, uschess::EVENT_DATE.entry());
    replace(&mut app, "2026-05-01");
    let shown = screen(&app, 120, 40);
    // Each result's change beside the chart: a win +11, a draw −2, a loss −15.
    assert_contains(&shown, &["DWZ", "+11", "-2", "-15"]);
    // The card's totals are Tournament mode's: not on Game mode's form.
    assert!(
        !app.request()
            .system
            .form(elocalc::calc::Mode::Game, app.request())
            .contains(&dwz::SCORE.entry())
    );
}
