//! `elocalc trf` with a FIDE list held: the list in force by the start date (042) gives each
//! player found by FIDE ID their K, and the file's rating, federation, title and year of birth
//! are checked against it — warnings only. Lists are written here with `fide_list_gen` (FIDE's
//! own are never part of the project) for the players of tests/fixtures/trf/worked-example.trf.

use std::path::Path;

use crate::common::*;
use crate::fide_list_gen::{self as generate, Layout, Options};
use elocalc::rating::list::{ListEntry, ListRating};
use serde_json::json;

/// The worked example's players as a list has them (`common::worked_list`), with `dora_k` as
/// Dora's K, and another player who is not in the file.
fn worked_list(dora_k: u8) -> Vec<ListEntry> {
    let mut entries = crate::common::worked_list(2700, dora_k);
    entries.push(generate::entry(5, 1));
    entries
}

/// `entries` imported into `data` as the list of `month`.
pub(super) fn import(data: &Path, month: &str, entries: Vec<ListEntry>) {
    let path = data.join(format!("list-{month}.txt"));
    let mut file = std::fs::File::create(&path).unwrap();
    generate::write(&mut file, Layout::Combined, entries, Options::default()).unwrap();
    let output = elocalc(&[
        "list",
        "import",
        path.to_str().unwrap(),
        "--month",
        month,
        "--data-dir",
        data.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
}

fn worked(data: &Path, options: &[&str]) -> std::process::Output {
    let file = fixture("trf/worked-example.trf");
    let mut args = vec!["trf", file.as_str(), "--data-dir", data.to_str().unwrap()];
    args.extend(options);
    elocalc(&args)
}

fn worked_json(data: &Path, options: &[&str]) -> Value {
    let mut options = options.to_vec();
    options.push("--json");
    serde_json::from_str(&stdout(&worked(data, &options))).unwrap()
}

/// (K, K source, change unrounded, change, new rating) of the player of `rank`.
fn k_and_change(value: &Value, rank: usize) -> (i64, String, f64, i64, i64) {
    let p = &value["players"][rank - 1];
    (
        p["k"].as_i64().unwrap(),
        p["k_source"].as_str().unwrap().to_string(),
        p["change_unrounded"].as_f64().unwrap(),
        p["change"].as_i64().unwrap(),
        p["new_rating"].as_i64().unwrap(),
    )
}

#[test]
fn the_list_in_force_gives_k_and_the_file_is_checked_against_it() {
    let data = temp_dir();
    // The start is 2026-03-02: the March list (dated the 1st) is in force, April's not yet.
    import(data.path(), "2026-02", worked_list(10));
    import(data.path(), "2026-03", worked_list(40));
    import(data.path(), "2026-04", worked_list(10));
    let value = worked_json(data.path(), &[]);
    assert_eq!(value["list"]["month"], "2026-03");
    assert_eq!(value["list"]["undated"], false);
    // Dora: the file's rule gives 20 (1950, born 1980); the list 40. Her Σ(score − PD) is
    // 0 − (0.92 + 0.56 − 0.5 …) = −0.37 by docs/rules/trf.md §7 (K 20: −7.4): K 40 · −0.37.
    assert_eq!(
        k_and_change(&value, 4),
        (40, "list 2026-03".to_string(), -14.8, -15, 1935)
    );
    // Emil: 20 by the rule, 40 on the list; Σ = +0.26 (K 20: +5.2).
    assert_eq!(
        k_and_change(&value, 5),
        (40, "list 2026-03".to_string(), 10.4, 10, 1620)
    );
    // Anna and Ben: K 10 on the list as by the rule, now said to be the list's; Ben is rated
    // on the file's 2450, not the list's 2460 (−0.3 as without the list).
    assert_eq!(
        k_and_change(&value, 2),
        (10, "list 2026-03".to_string(), -0.3, 0, 2450)
    );
    // Cem is not on the list: the file's rule (junior 40).
    assert_eq!(
        k_and_change(&value, 3),
        (40, "junior".to_string(), 28.4, 28, 2208)
    );
    let differences: Vec<(u64, String, String, Value, Value)> = value["list_differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["start_rank"].as_u64().unwrap(),
                d["fide_id"].as_str().unwrap().to_string(),
                d["field"].as_str().unwrap().to_string(),
                d["file"].clone(),
                d["list"].clone(),
            )
        })
        .collect();
    assert_eq!(
        differences,
        [
            (
                2,
                "4600100".into(),
                "rating".into(),
                "2450".into(),
                "2460".into()
            ),
            (
                5,
                "2200400".into(),
                "federation".into(),
                "ESP".into(),
                "AND".into()
            ),
            (
                5,
                "2200400".into(),
                "title".into(),
                Value::Null,
                "CM".into()
            ),
            (
                5,
                "2200400".into(),
                "born".into(),
                "1970".into(),
                "1971".into()
            ),
        ]
    );
    let missing = value["not_on_list"].as_array().unwrap();
    assert_eq!(missing.len(), 1);
    assert_eq!(missing[0]["start_rank"], 3);
    assert_eq!(missing[0]["fide_id"], "6300200");

    // The text: K marked L, each difference a warning, the missing player named.
    let text = stdout(&worked(data.path(), &[]));
    assert_contains(
        &text,
        &[
            "K from the FIDE list of 2026-03 (the latest held dated on or before the start, \
             2026-03-02) for 4 players, marked L",
            "Warning: 2 Bravo, Ben (FIDE ID 4600100): rating 2450 in the file, 2460 on the \
             2026-03 list; the file's is used.",
            "Warning: 5 Echo, Emil (FIDE ID 2200400): title none in the file, CM on the 2026-03 \
             list",
            "Not on the 2026-03 list by FIDE ID: 1 player — 3 Charlie, Cem (6300200).",
            "40 L",
        ],
    );
}

#[test]
fn player_k_then_k_win_over_the_list() {
    let data = temp_dir();
    import(data.path(), "2026-03", worked_list(40));
    let value = worked_json(data.path(), &["--player-k", "4=20"]);
    assert_eq!(
        k_and_change(&value, 4),
        (20, "player".to_string(), -7.4, -7, 1943)
    );
    assert_eq!(k_and_change(&value, 5).0, 40);
    let value = worked_json(data.path(), &["--k", "20"]);
    for rank in 1..=5 {
        assert_eq!(k_and_change(&value, rank).1, "option", "player {rank}");
    }
    assert_eq!(k_and_change(&value, 4).2, -7.4);
    // The check stands whatever the K.
    assert_eq!(value["list_differences"].as_array().unwrap().len(), 4);
}

#[test]
fn no_list_no_database_or_no_month_in_force_rate_as_before_byte_for_byte() {
    let file = fixture("trf/worked-example.trf");
    let empty = temp_dir();
    let before_json = stdout(&worked(empty.path(), &["--json"]));
    let before_text = stdout(&worked(empty.path(), &[]));
    // No database: nothing is made just to look.
    assert_eq!(std::fs::read_dir(empty.path()).unwrap().count(), 0);
    // Without --data-dir (the tests' platform directory holds none) the same.
    assert_eq!(
        stdout(&elocalc(&["trf", file.as_str(), "--json"])),
        before_json
    );
    let value: Value = serde_json::from_str(&before_json).unwrap();
    assert!(value.get("list").is_none() && value.get("list_differences").is_none());
    assert_eq!(value["players"][3]["k_source"], "standard");

    let data = temp_dir();
    import(data.path(), "2026-03", worked_list(40));
    assert_eq!(
        stdout(&worked(data.path(), &["--json", "--no-list"])),
        before_json
    );
    assert_eq!(stdout(&worked(data.path(), &["--no-list"])), before_text);

    // Only a month after the start held: none is in force, and that is said.
    let later = temp_dir();
    import(later.path(), "2026-04", worked_list(40));
    let output = worked(later.path(), &["--json"]);
    assert_eq!(stdout(&output), before_json);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains(
            "no FIDE list held is dated on or before the start (2026-03-02): K from the file only, \
             and no check against a list"
        ),
        "{stderr}"
    );
}

#[test]
fn without_a_start_date_the_latest_month_held_is_used_and_said() {
    let data = temp_dir();
    import(data.path(), "2026-03", worked_list(10));
    import(data.path(), "2026-05", worked_list(40));
    let text = std::fs::read_to_string(fixture("trf/worked-example.trf")).unwrap();
    let undated: String = text
        .lines()
        .filter(|line| !line.starts_with("042"))
        .map(|line| format!("{line}\n"))
        .collect();
    let path = data.path().join("undated.trf");
    std::fs::write(&path, undated).unwrap();
    let dir = data.path().to_str().unwrap();
    let value = json(&["trf", path.to_str().unwrap(), "--data-dir", dir]);
    assert_eq!(value["list"]["month"], "2026-05");
    assert_eq!(value["list"]["undated"], true);
    assert_eq!(value["players"][3]["k"], 40);
    let text = stdout(&elocalc(&[
        "trf",
        path.to_str().unwrap(),
        "--data-dir",
        dir,
    ]));
    assert!(
        text.contains("the latest held: the file gives no start date (042)"),
        "{text}"
    );
}

#[test]
fn the_help_says_the_list_and_the_order_of_k() {
    let help = stdout(&elocalc(&["trf", "--help"]));
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_contains(
        &flat,
        &[
            "--no-list",
            "K order: --player-k, then --k, then the list, then the file's rule",
            "the FIDE list's K for a player on the list in force",
        ],
    );
}

/// Each object of `array` as the values of `keys`, in order.
fn keys_of(array: &Value, keys: &[&str]) -> Vec<Value> {
    array
        .as_array()
        .unwrap()
        .iter()
        .map(|object| Value::Array(keys.iter().map(|key| object[key].clone()).collect()))
        .collect()
}

/// The players of tests/fixtures/trf/period-a.trf and period-b.trf as a list has them: Max
/// rated `max` (2789 in both files) with K `max_k`, Zeno's K `zeno_k`; Olga and José as the
/// files have them (José's FIDE ID is in period-b.trf only).
fn period_list(max: u16, max_k: u8, zeno_k: u8) -> Vec<ListEntry> {
    let player = |fide_id, name: &str, rating, k, born| ListEntry {
        fide_id,
        name: name.to_string(),
        federation: Some("NOR".to_string()),
        born: Some(born),
        standard: Some(ListRating {
            rating,
            games: 0,
            k: Some(k),
        }),
        ..ListEntry::default()
    };
    vec![
        player(1000001, "Mann, Max", max, max_k, 1990),
        player(1000002, "Oppenheim, Olga", 2789, 10, 1992),
        player(1000003, "Nunez, Jose", 2589, 10, 1985),
        player(1000004, "Zweig, Zeno", 2664, zeno_k, 1991),
    ]
}

/// The period's lists: August's and October's around September's, the one in force at the
/// first event (2026-09-01); only September's Ks are Max 20 and Zeno 40.
fn period_data() -> TempDir {
    let data = temp_dir();
    import(data.path(), "2026-08", period_list(2770, 10, 10));
    import(data.path(), "2026-09", period_list(2780, 20, 40));
    import(data.path(), "2026-10", period_list(2795, 10, 20));
    data
}

fn period_files(data: &Path, options: &[&str]) -> std::process::Output {
    let (a, b) = (fixture("trf/period-a.trf"), fixture("trf/period-b.trf"));
    let mut args = vec![
        "trf",
        a.as_str(),
        b.as_str(),
        "--data-dir",
        data.to_str().unwrap(),
    ];
    args.extend(options);
    elocalc(&args)
}

#[test]
fn several_files_take_k_from_the_list_in_force_at_the_first_event() {
    let data = period_data();
    let value: Value =
        serde_json::from_str(&stdout(&period_files(data.path(), &["--json"]))).unwrap();
    assert_eq!(value["list"]["month"], "2026-09");
    let player = |id: &str| {
        value["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["fide_id"] == id)
            .unwrap()
            .clone()
    };
    // Zeno, K 40 on the list (10 by the file's rule): his one event, period-a, is 0 against
    // Max (2789, D −125: PD 0.33) and ½ against José (2600, D +64: PD 0.59), Σ −0.42, so
    // 40 × −0.42 = −16.80 → −17 onto 2664.
    let zeno = player("1000004");
    assert_eq!(
        (
            &zeno["k"],
            &zeno["k_source"],
            &zeno["change_unrounded"],
            &zeno["change"],
            &zeno["new_rating"]
        ),
        (
            &json!(40),
            &json!("list 2026-09"),
            &json!(-16.8),
            &json!(-17),
            &json!(2647)
        )
    );
    // Max, K 20: chg +0.83 in A and −0.26 in B (FIDE's P3), 20 × 0.57 = +11.40 → +11 onto
    // the latest file's 2789 (trf rates on the files' ratings).
    let max = player("1000001");
    assert_eq!(
        (
            &max["k"],
            &max["k_source"],
            &max["change_unrounded"],
            &max["change"],
            &max["new_rating"]
        ),
        (
            &json!(20),
            &json!("list 2026-09"),
            &json!(11.4),
            &json!(11),
            &json!(2800)
        )
    );
    // Max's rating in each file (2789) is not September's 2780: a warning for each file.
    let differences = keys_of(
        &value["list_differences"],
        &["in_file", "month", "fide_id", "field", "file", "list"],
    );
    let max_rating = |file| json!([file, "2026-09", "1000001", "rating", "2789", "2780"]);
    assert_eq!(differences, [max_rating(1), max_rating(2)]);
    // José has no FIDE ID in period-a: no line of his is missing from the list.
    assert_eq!(value["not_on_list"], json!([]));

    let text = stdout(&period_files(data.path(), &[]));
    assert_contains(
        &text,
        &[
            "K from the FIDE list of 2026-09 (the latest held dated on or before the first \
             event's start, 2026-09-01) for 4 players, marked L",
            "tests/fixtures/trf/period-b.trf: Warning: 1 Mann, Max (FIDE ID 1000001): rating \
             2789 in the file, 2780 on the 2026-09 list; the file's is used.",
            "40 L",
        ],
    );
}

#[test]
fn several_files_without_the_list_are_as_before_byte_for_byte() {
    let empty = temp_dir();
    let data = period_data();
    for options in [&[][..], &["--json"]] {
        let before = stdout(&period_files(empty.path(), options));
        let mut no_list = options.to_vec();
        no_list.push("--no-list");
        assert_eq!(stdout(&period_files(data.path(), &no_list)), before);
    }
    assert_eq!(std::fs::read_dir(empty.path()).unwrap().count(), 0);
    let value: Value =
        serde_json::from_str(&stdout(&period_files(empty.path(), &["--json"]))).unwrap();
    assert!(value.get("list").is_none());
    assert_eq!(value["players"][0]["k_source"], "rating-2400");
}

fn period_trf(data: &Path, options: &[&str]) -> std::process::Output {
    let (a, b) = (fixture("trf/period-a.trf"), fixture("trf/period-b.trf"));
    let mut args = vec![
        "period",
        "--trf",
        a.as_str(),
        "--trf",
        b.as_str(),
        "--player",
        "Max Mann",
        "--data-dir",
        data.to_str().unwrap(),
    ];
    args.extend(options);
    elocalc(&args)
}

#[test]
fn a_players_period_takes_base_and_k_from_the_list_before_its_first_event() {
    let data = period_data();
    let output = period_trf(data.path(), &["--json"]);
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    // Base 2780 (September's list, not the files' 2789), K 20: Σ K·chg 20 × 0.57 = +11.40,
    // +11 onto 2780; the events still on their Ro in each file (2789).
    assert_eq!(value["new_rating"], 2791, "{value}");
    let notes = String::from_utf8(output.stderr).unwrap();
    assert_contains(
        &notes,
        &[
            "elocalc: base 2780: the player's rating on the FIDE list of 2026-09 (the latest \
             held dated on or before the first event's start, 2026-09-01)",
            "elocalc: K 20: the player's K on the FIDE list of 2026-09 (the latest held dated on \
             or before the first event's start, 2026-09-01)",
            "period-a.trf: Warning: 1 Mann, Max (FIDE ID 1000001): rating 2789 in the file, 2780 \
             on the 2026-09 list; the file's is used.",
            "period-b.trf: Warning: 1 Mann, Max (FIDE ID 1000001): rating 2789 in the file, 2780 \
             on the 2026-09 list; the file's is used.",
        ],
    );
    // --rating and --k still win; --no-list is the period of the files alone.
    let given: Value = serde_json::from_str(&stdout(&period_trf(
        data.path(),
        &["--json", "--rating", "2789", "--k", "10"],
    )))
    .unwrap();
    assert_eq!(given["new_rating"], 2795);
    let empty = temp_dir();
    assert_eq!(
        stdout(&period_trf(data.path(), &["--json", "--no-list"])),
        stdout(&period_trf(empty.path(), &["--json"]))
    );
    let without: Value =
        serde_json::from_str(&stdout(&period_trf(empty.path(), &["--json"]))).unwrap();
    assert_eq!(without["new_rating"], 2795);
}

#[test]
fn each_file_is_checked_against_its_own_list_and_k_is_the_first_events() {
    let data = period_data();
    // period-a moved to start on 29 August (ending 2 September, still the October list's
    // period): August's list is in force for it and for the period's K, September's for
    // period-b (15 September).
    let a = std::fs::read_to_string(fixture("trf/period-a.trf"))
        .unwrap()
        .replace("042 2026/09/01", "042 2026/08/29")
        .replace("052 2026/09/05", "052 2026/09/02");
    let earlier = data.path().join("period-a-august.trf");
    std::fs::write(&earlier, a).unwrap();
    let b = fixture("trf/period-b.trf");
    let value = json(&[
        "trf",
        earlier.to_str().unwrap(),
        b.as_str(),
        "--data-dir",
        data.path().to_str().unwrap(),
    ]);
    assert_eq!(value["list"]["month"], "2026-08");
    // Max: K 10 on August's list (September's is 20): Σ chg 0.57 × 10 = +5.70 → +6.
    let max = &value["players"][0];
    assert_eq!(
        (&max["k"], &max["k_source"], &max["change"]),
        (&json!(10), &json!("list 2026-08"), &json!(6))
    );
    // His 2789 checked against August's 2770 in the first file, September's 2780 in the other.
    assert_eq!(
        keys_of(&value["list_differences"], &["in_file", "month", "list"]),
        [json!([1, "2026-08", "2770"]), json!([2, "2026-09", "2780"])]
    );
}
