//! `elocalc trf` with a FIDE list held: the list in force by the start date (042) gives each
//! player found by FIDE ID their K, and the file's rating, federation, title and year of birth
//! are checked against it — warnings only. Lists are written here with `fide_list_gen` (FIDE's
//! own are never part of the project) for the players of tests/fixtures/trf/worked-example.trf.

use std::path::Path;

use crate::common::*;
use elocalc::import::fide_list_gen::{self as generate, Layout, Options};
use elocalc::rating::list::{ListEntry, ListRating};

fn standard(rating: u16, k: u8) -> Option<ListRating> {
    Some(ListRating {
        rating,
        games: 0,
        k: Some(k),
    })
}

/// The worked example's players as a list has them (Cem, 6300200, is not on it; Fay has no
/// FIDE ID), with `dora_k` as Dora's K; Ben's rating, and Emil's federation, title and year
/// of birth, differ from the file's.
fn worked_list(dora_k: u8) -> Vec<ListEntry> {
    let player = |fide_id, name: &str, federation: &str, title: Option<&str>, born| ListEntry {
        fide_id,
        name: name.to_string(),
        federation: Some(federation.to_string()),
        title: title.map(str::to_string),
        born: Some(born),
        ..ListEntry::default()
    };
    vec![
        ListEntry {
            women_title: Some("WGM".to_string()),
            standard: standard(2700, 10),
            ..player(1503014, "Alpha, Anna", "NOR", Some("GM"), 1990)
        },
        ListEntry {
            standard: standard(2460, 10),
            ..player(4600100, "Bravo, Ben", "GER", Some("IM"), 1995)
        },
        ListEntry {
            standard: standard(1950, dora_k),
            ..player(600300, "Delta, Dora", "FRA", None, 1980)
        },
        ListEntry {
            standard: standard(1610, 40),
            ..player(2200400, "Echo, Emil", "AND", Some("CM"), 1971)
        },
        // Another player, not in the file.
        generate::entry(5, 1),
    ]
}

/// `entries` imported into `data` as the list of `month`.
fn import(data: &Path, month: &str, entries: Vec<ListEntry>) {
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
