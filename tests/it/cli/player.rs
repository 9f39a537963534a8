//! `elocalc player` among namesakes, on a generated list: the 20 best and how many more answer,
//! `--all` for every one, `--fed` for one federation (checked), and a miss that suggests each
//! name and federation once, with a FIDE ID.

use std::path::Path;

use crate::common::*;
use crate::fide_list_gen as generate;

/// 33 players named "Petrova, Anna" (20 of RUS, 13 of UKR) among 40 others.
const NAMESAKES: u64 = 33;
const OF_UKR: u64 = 13;

fn namesakes_held(data: &Path) {
    let mut entries: Vec<_> = generate::entries(31, 40).collect();
    for index in 0..NAMESAKES {
        let mut entry = generate::entry(31, 100 + index);
        entry.name = "Petrova, Anna".into();
        entry.federation = Some(if index < OF_UKR { "UKR" } else { "RUS" }.into());
        entries.push(entry);
    }
    super::trf_list::import(data, "2026-02", entries);
}

fn player(data: &Path, args: &[&str]) -> std::process::Output {
    let data = data.to_str().unwrap();
    elocalc(&[&["player"][..], args, &["--data-dir", data]].concat())
}

fn json(data: &Path, args: &[&str]) -> Value {
    serde_json::from_str(&stdout(&player(data, &[args, &["--json"]].concat()))).unwrap()
}

#[test]
fn namesakes_say_how_many_are_left_out_and_all_lists_them() {
    let data = temp_dir();
    namesakes_held(data.path());
    let text = stdout(&player(data.path(), &["Petrova, Anna"]));
    let title = text.lines().next().unwrap();
    assert_eq!(
        title,
        "the 20 best of 33 players who answer · the 2026-02 list · 13 more: --all lists every one"
    );
    let listed = json(data.path(), &["Petrova, Anna"]);
    assert_eq!(listed["matches"].as_array().unwrap().len(), 20);
    assert_eq!(listed["more"], true);
    assert_eq!(listed["left_out"], NAMESAKES - 20);
    let all = json(data.path(), &["Petrova, Anna", "--all"]);
    assert_eq!(all["matches"].as_array().unwrap().len() as u64, NAMESAKES);
    assert_eq!(
        (&all["more"], &all["left_out"]),
        (&Value::Bool(false), &Value::from(0))
    );
    let text = stdout(&player(data.path(), &["Petrova, Anna", "--all"]));
    assert!(
        text.starts_with("33 players answer · the 2026-02 list"),
        "{text}"
    );
    for (lang, said) in [
        (
            "pt",
            "os 20 melhores de 33 jogadores que respondem · a lista de 2026-02 · mais 13: --all lista todos",
        ),
        (
            "ru",
            "лучшие 20 из 33 найденных игроков · список за 2026-02 · ещё 13: --all покажет всех",
        ),
    ] {
        let text = stdout(&player(data.path(), &["Petrova, Anna", "--lang", lang]));
        assert_eq!(text.lines().next().unwrap(), said, "{lang}");
    }
}

#[test]
fn fed_keeps_one_federation_and_is_checked() {
    let data = temp_dir();
    namesakes_held(data.path());
    let ukr = json(data.path(), &["Petrova, Anna", "--fed", "ukr"]);
    let matches = ukr["matches"].as_array().unwrap();
    assert_eq!(matches.len() as u64, OF_UKR);
    assert!(matches.iter().all(|m| m["federation"] == "UKR"), "{ukr}");
    assert_eq!(ukr["left_out"], 0);
    for bad in ["RU", "RUSS", "12A", ""] {
        let output = player(data.path(), &["Petrova, Anna", "--fed", bad]);
        assert_eq!(output.status.code(), Some(2), "{bad}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains("--fed"), "{stderr}");
        assert!(stderr.contains("must be three letters"), "{stderr}");
    }
    // None of the federation: the namesakes of the others are the nearest.
    let output = player(data.path(), &["Petrova, Anna", "--fed", "FRA"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("no player 'Petrova, Anna' of FRA on the 2026-02 list; closest: "),
        "{stderr}"
    );
    assert_suggestions(&stderr, 2);
}

#[test]
fn a_miss_suggests_each_name_and_federation_once_with_a_fide_id() {
    let data = temp_dir();
    namesakes_held(data.path());
    for lang in ["en", "pt", "ru"] {
        let output = player(data.path(), &["Petrova, Anan", "--lang", lang]);
        assert_eq!(output.status.code(), Some(1));
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        let id = ["FIDE ID", "ID FIDE", "ID ФИДЕ"];
        assert!(id.iter().any(|id| stderr.contains(id)), "{stderr}");
        if lang == "en" {
            // One suggestion for the RUS namesakes and one for the UKR ones.
            assert_suggestions(&stderr, 2);
        }
    }
}

/// The suggestions after "closest: ", each "Petrova, Anna (FED, FIDE ID N)": `count` of them, no
/// two alike but for the FIDE ID.
fn assert_suggestions(stderr: &str, count: usize) {
    let (_, closest) = stderr.trim_end().split_once("closest: ").expect(stderr);
    let suggestions: Vec<&str> = closest.split("; ").collect();
    assert_eq!(suggestions.len(), count, "{stderr}");
    let mut named: Vec<&str> = suggestions
        .iter()
        .map(|suggestion| {
            assert!(suggestion.starts_with("Petrova, Anna ("), "{stderr}");
            assert!(suggestion.contains(", FIDE ID 1000"), "{stderr}");
            suggestion.split(", FIDE ID").next().unwrap()
        })
        .collect();
    named.sort_unstable();
    named.dedup();
    assert_eq!(named.len(), count, "{stderr}");
}
