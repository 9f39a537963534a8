//! `elocalc list` and `elocalc player` on generated lists (FIDE's own are never part of the
//! project): import in every layout, the months held, a month replaced and removed, a player
//! by FIDE ID and by name with their history, and the refusals.

use std::path::Path;

use crate::common::*;
use crate::fide_list_gen::{self as generate, Layout, Options};
use elocalc::import::fide_list::ListPool;
use elocalc::rating::list::{ListEntry, ListMonth};

const SEED: u64 = 23;
const PLAYERS: u64 = 60;

fn month(text: &str) -> ListMonth {
    ListMonth::parse(text).unwrap()
}

/// A generated list of `layout` in `dir`, its players.
fn list_file(dir: &Path, layout: Layout, seed: u64) -> (String, Vec<ListEntry>) {
    let entries: Vec<ListEntry> = generate::entries(seed, PLAYERS).collect();
    let path = dir.join(generate::file_name(layout));
    let mut file = std::fs::File::create(&path).unwrap();
    generate::write(&mut file, layout, entries.clone(), Options::default()).unwrap();
    let written = entries
        .iter()
        .map(|entry| generate::as_written(layout, entry))
        .collect();
    (path.to_str().unwrap().to_string(), written)
}

/// `elocalc ARGS --data-dir DATA`.
fn with_data(data: &Path, args: &[&str]) -> std::process::Output {
    let mut all = args.to_vec();
    all.extend(["--data-dir", data.to_str().unwrap()]);
    elocalc(&all)
}

fn json_of(output: &std::process::Output) -> Value {
    serde_json::from_str(&stdout(output)).expect("valid JSON")
}

#[test]
fn without_a_list_nothing_is_made_and_the_way_to_one_is_said() {
    let data = temp_dir();
    let text = stdout(&with_data(data.path(), &["list"]));
    assert!(text.contains("No FIDE rating list is held"), "{text}");
    assert!(text.contains("elocalc list import"), "{text}");
    let output = with_data(data.path(), &["player", "carlsen"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("no FIDE rating list is held"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1);
    // Looking never makes a database.
    assert_eq!(std::fs::read_dir(data.path()).unwrap().count(), 0);
}

#[test]
fn a_combined_list_imported_gives_every_players_fields_back() {
    let data = temp_dir();
    let files = temp_dir();
    let (file, entries) = list_file(files.path(), Layout::Combined, SEED);
    let imported = json_of(&with_data(
        data.path(),
        &["list", "import", &file, "--month", "2026-11", "--json"],
    ));
    assert_eq!(imported["players"], PLAYERS);
    assert_eq!(imported["month"], "2026-11");
    assert_eq!(imported["replaced"], false);
    let months = json_of(&with_data(data.path(), &["list", "--json"]));
    assert_eq!(months["months"][0]["month"], "2026-11");
    assert_eq!(months["months"][0]["players"], PLAYERS);
    for entry in entries.iter().take(12) {
        let id = entry.fide_id.to_string();
        let player = json_of(&with_data(data.path(), &["player", &id, "--json"]));
        assert_eq!(player["fide_id"], entry.fide_id);
        assert_eq!(player["name"], entry.name.as_str());
        assert_eq!(player["federation"].as_str(), entry.federation.as_deref());
        assert_eq!(player["title"].as_str(), entry.title.as_deref());
        assert_eq!(player["born"].as_u64(), entry.born.map(u64::from));
        assert_eq!(player["month"], "2026-11");
        for (key, rating) in [
            ("standard", entry.standard),
            ("rapid", entry.rapid),
            ("blitz", entry.blitz),
        ] {
            match rating {
                Some(rating) => {
                    assert_eq!(player[key]["rating"], rating.rating, "{id} {key}");
                    assert_eq!(player[key]["games"], rating.games, "{id} {key}");
                    assert_eq!(
                        player[key]["k"].as_u64(),
                        rating.k.map(u64::from),
                        "{id} {key}"
                    );
                }
                None => assert_eq!(player[key], Value::Null, "{id} {key}"),
            }
        }
        assert_eq!(player["history"].as_array().unwrap().len(), 1);
    }
}

#[test]
fn a_month_again_replaces_it_another_makes_history_and_remove_takes_it_away() {
    let data = temp_dir();
    let files = temp_dir();
    let (first, entries) = list_file(files.path(), Layout::Combined, SEED);
    let zipped = files.path().join("players_list.zip");
    let bytes = std::fs::read(&first).unwrap();
    generate::write_zip(&zipped, &[("players_list_foa.txt", &bytes)]).unwrap();
    let zipped = zipped.to_str().unwrap();
    stdout(&with_data(
        data.path(),
        &["list", "import", &first, "--month", "2026-10"],
    ));
    stdout(&with_data(
        data.path(),
        &["list", "import", zipped, "--month", "2026-11"],
    ));
    let again = json_of(&with_data(
        data.path(),
        &["list", "import", zipped, "--month", "2026-11", "--json"],
    ));
    assert_eq!(again["replaced"], true);
    assert_eq!(again["previous_players"], PLAYERS);
    let months = json_of(&with_data(data.path(), &["list", "--json"]));
    let held: Vec<&str> = months["months"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["month"].as_str().unwrap())
        .collect();
    assert_eq!(held, ["2026-10", "2026-11"]);
    let id = entries[0].fide_id.to_string();
    let player = json_of(&with_data(data.path(), &["player", &id, "--json"]));
    assert_eq!(player["month"], "2026-11");
    let history = player["history"].as_array().unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0]["month"], "2026-10");
    assert_eq!(
        history[0]["standard"].as_u64(),
        entries[0].standard.map(|r| u64::from(r.rating))
    );
    // An earlier month on request.
    let earlier = json_of(&with_data(
        data.path(),
        &["player", &id, "--month", "2026-10", "--json"],
    ));
    assert_eq!(earlier["month"], "2026-10");
    stdout(&with_data(data.path(), &["list", "remove", "2026-10"]));
    let months = json_of(&with_data(data.path(), &["list", "--json"]));
    assert_eq!(months["months"].as_array().unwrap().len(), 1);
    let output = with_data(data.path(), &["list", "remove", "2026-10"]);
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn a_single_list_says_its_month_and_a_month_against_it_is_refused() {
    let data = temp_dir();
    let files = temp_dir();
    let layout = Layout::Single(ListPool::Rapid, month("2026-12"));
    let (file, entries) = list_file(files.path(), layout, SEED);
    let imported = json_of(&with_data(
        data.path(),
        &["list", "import", &file, "--json"],
    ));
    assert_eq!(imported["month"], "2026-12");
    let id = entries[1].fide_id.to_string();
    let player = json_of(&with_data(data.path(), &["player", &id, "--json"]));
    assert_eq!(
        player["rapid"]["rating"].as_u64(),
        entries[1].rapid.map(|r| u64::from(r.rating))
    );
    let output = with_data(
        data.path(),
        &["list", "import", &file, "--month", "2026-11"],
    );
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("the 2026-12 list"), "{stderr}");
}

#[test]
fn a_name_finds_its_players_best_first() {
    let data = temp_dir();
    let files = temp_dir();
    let (file, entries) = list_file(files.path(), Layout::Combined, SEED);
    stdout(&with_data(
        data.path(),
        &["list", "import", &file, "--month", "2026-11"],
    ));
    // A name that only one player has: that player, whatever the case and accents.
    let mut by_name = std::collections::HashMap::<String, Vec<&ListEntry>>::new();
    for entry in &entries {
        by_name
            .entry(entry.name.to_lowercase())
            .or_default()
            .push(entry);
    }
    let (_, one) = by_name
        .iter()
        .find(|(name, players)| players.len() == 1 && name.contains(", "))
        .expect("a name one player has");
    let one = one[0];
    let (surname, given) = one.name.split_once(", ").unwrap();
    let query = format!("{} {}", given.to_uppercase(), surname.to_uppercase());
    let player = json_of(&with_data(data.path(), &["player", &query, "--json"]));
    assert_eq!(player["fide_id"], one.fide_id, "{query}");
    // A surname many have: each of them, with the matches' keys.
    let several = json_of(&with_data(data.path(), &["player", surname, "--json"]));
    let matches = several["matches"].as_array().expect("several players");
    assert!(matches.len() > 1);
    assert!(
        matches
            .iter()
            .all(|m| m["name"].as_str().unwrap().starts_with(surname))
    );
    // No one of the name: exit 1, the closest named.
    let output = with_data(data.path(), &["player", "Zzyzx Qwerty"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("no player 'Zzyzx Qwerty'"), "{stderr}");
}

#[test]
fn bad_input_is_refused_by_name() {
    let data = temp_dir();
    let files = temp_dir();
    let not_a_list = files.path().join("games.txt");
    std::fs::write(&not_a_list, "2000 | 1\n").unwrap();
    let output = with_data(
        data.path(),
        &[
            "list",
            "import",
            not_a_list.to_str().unwrap(),
            "--month",
            "2026-11",
        ],
    );
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("games.txt"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    let output = with_data(data.path(), &["list", "remove", "2026-13"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains("'2026-13' must be written YYYY-MM"),
        "{stderr}"
    );
}

/// `entries` written as `layout` to `name` in `dir`.
fn written(dir: &Path, name: &str, layout: Layout, entries: &[ListEntry]) -> String {
    let path = dir.join(name);
    let mut bytes = Vec::new();
    generate::write(&mut bytes, layout, entries.to_vec(), Options::default()).unwrap();
    std::fs::write(&path, bytes).unwrap();
    path.to_str().unwrap().to_string()
}

fn held_players(data: &Path) -> Vec<(String, u64)> {
    let months = json_of(&with_data(data, &["list", "--json"]));
    months["months"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["month"].as_str().unwrap().to_string(),
                m["players"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn an_empty_list_or_far_fewer_players_leave_the_month_held_without_force() {
    // Issue 31: a header-only file, or a zip of blank lines, replaced a held month with
    // nothing, exit 0.
    let data = temp_dir();
    let files = temp_dir();
    let (file, _) = list_file(files.path(), Layout::Combined, SEED);
    stdout(&with_data(
        data.path(),
        &["list", "import", &file, "--month", "2026-11"],
    ));
    let header_only = written(files.path(), "header.txt", Layout::Combined, &[]);
    let blank = files.path().join("blank.zip");
    let mut bytes = generate::header(Layout::Combined).into_bytes();
    bytes.extend(b"\r\n".repeat(200));
    generate::write_zip(&blank, &[("players_list_foa.txt", &bytes)]).unwrap();
    for empty in [header_only.as_str(), blank.to_str().unwrap()] {
        for force in [false, true] {
            let mut args = vec!["list", "import", empty, "--month", "2026-11"];
            args.extend(force.then_some("--force"));
            let output = with_data(data.path(), &args);
            assert_eq!(output.status.code(), Some(2), "{empty}");
            let stderr = String::from_utf8(output.stderr).unwrap();
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            assert!(
                stderr.contains("the list holds no player: nothing was imported"),
                "{stderr}"
            );
        }
        assert_eq!(
            held_players(data.path()),
            [("2026-11".to_string(), PLAYERS)]
        );
    }
    // 20 players over the 60 held: said in one line with both counts, and done with --force.
    let entries: Vec<ListEntry> = generate::entries(SEED, 20).collect();
    let fewer = written(files.path(), "fewer.txt", Layout::Combined, &entries);
    let output = with_data(
        data.path(),
        &["list", "import", &fewer, "--month", "2026-11"],
    );
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(
            "fewer.txt has 20 players, the 2026-11 list held 60: replacing it needs --force"
        ),
        "{stderr}"
    );
    assert_eq!(
        held_players(data.path()),
        [("2026-11".to_string(), PLAYERS)]
    );
    let forced = json_of(&with_data(
        data.path(),
        &[
            "list", "import", &fewer, "--month", "2026-11", "--force", "--json",
        ],
    ));
    assert_eq!(forced["previous_players"], PLAYERS);
    assert_eq!(forced["players"], 20);
    assert_eq!(held_players(data.path()), [("2026-11".to_string(), 20)]);
}

#[test]
fn xml_elements_elocalc_does_not_read_are_said_and_every_player_imported() {
    let data = temp_dir();
    let files = temp_dir();
    let entries: Vec<ListEntry> = generate::entries(SEED, 3).collect();
    let players: Vec<String> = entries.iter().map(generate::xml_player).collect();
    let xml = format!(
        "<playerslist>\n{}\n<note>generated</note>\n{}\n<generated/>\n{}\n</playerslist>\n",
        players[0], players[1], players[2]
    );
    let path = files.path().join("players_list_xml_foa.xml");
    std::fs::write(&path, xml).unwrap();
    let output = with_data(
        data.path(),
        &[
            "list",
            "import",
            path.to_str().unwrap(),
            "--month",
            "2026-11",
            "--json",
        ],
    );
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(json_of(&output)["players"], 3);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(
            "2 element(s) elocalc does not read were skipped (the first: <note>, line 3)"
        ),
        "{stderr}"
    );
}

/// A list of generated players and one of a name of their own: Quist, Testa, standard 1843
/// with K 40 in 2026-12 (1820 in 2026-11), no rapid rating.
fn quist_lists(data: &Path) {
    use elocalc::rating::list::ListRating;
    let files = temp_dir();
    for (listed, standard) in [("2026-11", 1820), ("2026-12", 1843)] {
        let quist = ListEntry {
            fide_id: 9_900_001,
            name: "Quist, Testa".into(),
            standard: Some(ListRating {
                rating: standard,
                games: 4,
                k: Some(40),
            }),
            ..ListEntry::default()
        };
        let path = files.path().join(format!("{listed}.txt"));
        let mut file = std::fs::File::create(&path).unwrap();
        let entries = generate::entries(SEED, PLAYERS).chain([quist]);
        generate::write(&mut file, Layout::Combined, entries, Options::default()).unwrap();
        let output = with_data(
            data,
            &["list", "import", path.to_str().unwrap(), "--month", listed],
        );
        assert!(output.status.success(), "{output:?}");
    }
}

#[test]
fn period_fide_takes_the_rating_and_k_of_the_list_in_force() {
    let data = temp_dir();
    quist_lists(data.path());
    // 1843 with K 40 beats 2050: D -207 → PD 0.23 (table 8.1.2), 40 × 0.77 = +30.80 → +31.
    let output = with_data(
        data.path(),
        &["period", "--fide", "quist testa", "2050:1", "--json"],
    );
    assert!(output.status.success(), "{output:?}");
    let value = json_of(&output);
    assert_eq!(value["rating"], 1843);
    assert_eq!(value["k"], 40);
    assert_eq!(value["new_rating"], 1874);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        stderr,
        "elocalc: Quist, Testa (9900001) on the 2026-12 list: rating 1843, K 40\n"
    );
    // --rating and --k are the person's: the list gives the rest, or nothing.
    let value = json_of(&with_data(
        data.path(),
        &[
            "period", "--fide", "9900001", "--k", "20", "2050:1", "--json",
        ],
    ));
    assert_eq!(
        (value["rating"].as_u64(), value["k"].as_u64()),
        (Some(1843), Some(20))
    );
    // A period starting in November: the November list.
    let files = temp_dir();
    let games = files.path().join("games.txt");
    std::fs::write(&games, "event Autumn | start 2026-11-20\n2050 | 1\n").unwrap();
    let value = json_of(&with_data(
        data.path(),
        &[
            "period",
            "--fide",
            "9900001",
            "--file",
            games.to_str().unwrap(),
            "--json",
        ],
    ));
    assert_eq!(value["rating"], 1820);
}

#[test]
fn period_fide_refuses_what_the_list_cannot_say() {
    let data = temp_dir();
    // No list held: the way to one.
    let output = with_data(data.path(), &["period", "--fide", "quist", "2050:1"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("elocalc list import"));
    quist_lists(data.path());
    for (args, code, words) in [
        (
            vec!["period", "--fide", "9900001", "--pool", "rapid", "2050:1"],
            2,
            "--fide: Quist, Testa has no FIDE Rapid rating on the 2026-12 list: give --rating",
        ),
        (
            vec!["period", "--fide", "9900001", "--pool", "glicko2", "2050:1"],
            2,
            "--fide: Glicko-2 has no FIDE list: give --rating",
        ),
        (
            vec!["period", "--fide", "Zzyzx", "2050:1"],
            1,
            "no player 'Zzyzx' on the 2026-12 list",
        ),
    ] {
        let output = with_data(data.path(), &args);
        assert_eq!(output.status.code(), Some(code), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.contains(words), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}
