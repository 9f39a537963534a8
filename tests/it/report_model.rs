//! The sheet and the JSON are one model: every fact a sheet shows has its counterpart in the
//! JSON of the same result, for every family of results (game, period with Tournament mode's
//! performance and targets, multi, initial, performance, norm, need, K, a TRF report).
//!
//! The mapping, decided here once:
//! - A fact line (any [`Key`] but `Item` and `Data`) maps by its key to the JSON keys that carry
//!   its value; a line whose key has no entry for its family fails, so a new line needs one.
//! - `Data` lines (values only the data exports carry) map by each data row's label.
//! - `Item` lines are rows of a table: a period's games, a TRF report's players and the game's
//!   scenarios map row for row onto the JSON's arrays and objects, each column by its header.
//!   The "How" derivations (one line worked out from the side's figures) and the norm's games
//!   table (given back as `games`) are checked as rows too; the sessions list, Glicko-2 and US
//!   Chess are not checked here.
//! - Every JSON key named must be present (a `null` is a value: "none", "—", "out of reach");
//!   a value the sheet shows as a plain number must be the same number in the JSON, to the
//!   decimals shown.
//! - Each note of a sheet maps by its words to the JSON value that says the same (a rating below
//!   1400 to `below_1400` true, a game not rated to `rated` false, …); a note with no entry
//!   fails.

use crate::common;

use std::collections::HashMap;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, Outcome};
use elocalc::rating::{KFactor, KRule, Pool};
use elocalc::report::{KReport, Key, PerformanceReport, Report, Sheet};
use elocalc::tui::state::App;
use serde_json::Value;

/// The JSON of `report`, parsed.
fn json_of(report: &dyn Report) -> Value {
    let text = elocalc::report::render(report, Some(elocalc::report::Format::Json));
    serde_json::from_str(&text).expect("valid JSON")
}

/// The value at a dotted path ("performance.dp", "targets.2.points_needed"), if present.
fn at<'a>(json: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.')
        .try_fold(json, |value, part| match part.parse::<usize>() {
            Ok(index) => value.get(index),
            Err(_) => value.as_object()?.get(part),
        })
}

/// A plain number as the sheet writes it ("1928", "+5", "-0.35", "1585.71"), if it is one.
fn plain_number(text: &str) -> Option<f64> {
    let text = text.trim().replace('−', "-");
    text.strip_prefix('+').unwrap_or(&text).parse().ok()
}

/// Checks one shown value against its JSON keys: all present, the first equal to the decimals
/// shown when both are numbers.
fn check_value(json: &Value, where_: &str, text: &str, paths: &[String]) {
    assert!(!paths.is_empty(), "{where_} has no JSON counterpart");
    for path in paths {
        assert!(
            at(json, path).is_some(),
            "{where_} ({text:?}) is shown, but the JSON has no {path}:\n{json:#}"
        );
    }
    if let (Some(shown), Some(given)) = (
        plain_number(text),
        at(json, &paths[0]).and_then(Value::as_f64),
    ) {
        let decimals = text.split_once('.').map_or(0, |(_, after)| after.len()) as i32;
        assert!(
            (shown - given).abs() <= 0.5 * 10f64.powi(-decimals) + 1e-9,
            "{where_}: the sheet shows {text}, the JSON's {} is {given}",
            paths[0]
        );
    }
}

/// The JSON keys of each fact line, by key, for one family.
type Facts = HashMap<Key, Vec<&'static str>>;

/// The JSON keys of each column of a table, by its header.
type Columns = HashMap<&'static str, Vec<&'static str>>;

/// A table of the sheet mapped row for row onto a JSON array (`prefix` "games" gives
/// "games.0", …) or onto named objects.
struct Table<'a> {
    section: &'a str,
    rows: Vec<String>,
    columns: Columns,
}

/// What one family's sheet maps onto.
struct Mapping<'a> {
    facts: Facts,
    /// `Data` rows by label.
    data: HashMap<&'static str, &'static str>,
    tables: Vec<Table<'a>>,
    /// For a game: each side's column of a fact line maps under this prefix.
    sides: Option<[&'static str; 2]>,
}

impl Mapping<'_> {
    fn facts(facts: &[(Key, &[&'static str])]) -> Mapping<'static> {
        Mapping {
            facts: facts
                .iter()
                .map(|(key, paths)| (*key, paths.to_vec()))
                .collect(),
            data: HashMap::new(),
            tables: Vec::new(),
            sides: None,
        }
    }
}

fn columns(columns: &[(&'static str, &[&'static str])]) -> Columns {
    columns
        .iter()
        .map(|(header, paths)| (*header, paths.to_vec()))
        .collect()
}

/// Every fact and table row of `sheet` has its counterpart in `json`. Returns how many values
/// were checked.
fn assert_one_model(family: &str, sheet: &Sheet<'_>, json: &Value, mapping: &Mapping<'_>) -> usize {
    let mut checked = 0;
    for section in &sheet.sections {
        let table = mapping.tables.iter().find(|t| t.section == section.title);
        // The section a key's lines are in, counted so a table of facts (targets) maps by row.
        let mut seen: HashMap<Key, usize> = HashMap::new();
        for (index, line) in section.lines().enumerate() {
            let where_ = format!("{family}: {} line {}", section.title, index + 1);
            match (line.key, table) {
                (Key::Data, _) => {
                    for row in line.data_rows() {
                        let path = mapping.data.get(row[0].as_str()).unwrap_or_else(|| {
                            panic!("{where_}: data {:?} has no JSON counterpart", row[0])
                        });
                        check_value(json, &where_, &row[1], &[path.to_string()]);
                        checked += 1;
                    }
                }
                (_, Some(table)) => {
                    let row = table.rows.get(index).unwrap_or_else(|| {
                        panic!("{where_}: the JSON has fewer rows than the sheet")
                    });
                    for (column, cell) in section.header.iter().zip(&line.cells) {
                        let paths = table.columns.get(column.as_str()).unwrap_or_else(|| {
                            panic!("{where_}: column {column:?} has no JSON counterpart")
                        });
                        // No keys: the row's number ("#") where the array's order gives it.
                        if paths.is_empty() {
                            continue;
                        }
                        let paths: Vec<String> =
                            paths.iter().map(|path| format!("{row}{path}")).collect();
                        check_value(json, &format!("{where_} {column}"), &cell.text, &paths);
                        checked += 1;
                    }
                }
                (Key::Item, None) => {
                    panic!(
                        "{where_}: a table row with no table mapped for {}",
                        section.title
                    )
                }
                (key, None) => {
                    let paths = mapping.facts.get(&key).unwrap_or_else(|| {
                        panic!(
                            "{where_}: {key:?} ({:?}) has no JSON counterpart",
                            line.cells
                        )
                    });
                    let nth = seen.entry(key).or_default();
                    let paths: Vec<String> = paths
                        .iter()
                        .map(|path| path.replace('#', &nth.to_string()))
                        .collect();
                    *nth += 1;
                    match mapping.sides {
                        Some(sides) => {
                            for (side, cell) in sides.iter().zip(&line.cells[1..]) {
                                let paths: Vec<String> =
                                    paths.iter().map(|path| format!("{side}.{path}")).collect();
                                check_value(json, &where_, &cell.text, &paths);
                                checked += 1;
                            }
                        }
                        None => {
                            check_value(json, &where_, &line.cells[1].text, &paths);
                            checked += 1;
                        }
                    }
                }
            }
        }
        if let Some(table) = table {
            assert_eq!(
                section.lines().count(),
                table.rows.len(),
                "{family}: {} has as many rows as the JSON",
                section.title
            );
        }
    }
    checked
}

/// The JSON rows of an array: "games.0.", "games.1.", …
fn rows(json: &Value, array: &str) -> Vec<String> {
    let count = at(json, array)
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    (0..count)
        .map(|index| format!("{array}.{index}."))
        .collect()
}

/// Tournament mode's targets: each row of the table is the JSON's `targets` row of that rank.
const TARGET: &[&str] = &[
    "targets.#.points_needed",
    "targets.#.kind",
    "targets.#.target",
    "targets.#.remaining",
    "targets.#.new_rating_with_needed",
    "targets.#.best_points",
    "targets.#.best_new_rating",
];

/// Tournament mode, `rating` at K 20: four games (2½ points against an average of 1836.5),
/// four rounds to play against 1900 with a target of 1950.
fn tournament_app(rating: &str) -> App {
    tournament_with(
        rating,
        &[("1798", "1"), ("1801", "0"), ("1897", "1"), ("1850", "½")],
    )
}

/// Tournament mode, `rating` at K 20 with `games`, four rounds to play against 1900 with a
/// target of 1950.
fn tournament_with(rating: &str, games: &[(&str, &str)]) -> App {
    let mut app = App::new();
    replace(&mut app, rating);
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for &(opponent, score) in games {
        add_game(&mut app, opponent, score);
    }
    for (field, text) in [
        (Entry::Remaining, "4"),
        (Entry::RemainingAverage, "1900"),
        (Entry::Target, "1950"),
    ] {
        focus(&mut app, field);
        replace(&mut app, text);
    }
    app
}

fn period_mapping(json: &Value) -> Mapping<'static> {
    let mut mapping = Mapping::facts(&[
        (Key::Games, &["rated_games"]),
        (Key::Score, &["score", "total_points", "expected_total"]),
        (Key::K, &["k_effective", "k"]),
        (Key::Change, &["change", "change_unrounded"]),
        (Key::NewRating, &["new_rating", "below_1400"]),
        (
            Key::Performance,
            &[
                "performance.performance",
                "performance.dp",
                "performance.average_opponent",
                "performance.p",
                "performance.method",
            ],
        ),
        (Key::Needed, TARGET),
    ]);
    mapping.data = [("Pool", "pool"), ("Rating", "rating")].into();
    mapping.tables.push(Table {
        section: "Games",
        rows: rows(json, "games"),
        columns: columns(&[
            ("#", &["number"]),
            ("Opponent", &["opponent"]),
            ("Score", &["score"]),
            ("Diff", &["difference_used"]),
            ("Expected", &["expected"]),
            ("Contribution", &["contribution"]),
            ("Note", &["note", "rated"]),
        ]),
    });
    mapping
}

#[test]
fn a_tournament_periods_json_carries_its_performance_and_targets() {
    let app = tournament_app("1922");
    let evaluation = app.evaluation();
    assert!(matches!(evaluation.outcome, Outcome::Period(_)));
    assert!(evaluation.performance.is_some() && !evaluation.targets.is_empty());
    let sheet = evaluation.sheet();
    let json = json_of(evaluation);
    let checked = assert_one_model("period", &sheet, &json, &period_mapping(&json));
    assert!(checked > 30, "{checked}");
    // The performance is the object `elocalc performance` prints for the same games.
    let alone = common::json(&["performance", "1798:1", "1801:0", "1897:1", "1850:0.5"]);
    assert_eq!(json["performance"], alone);
    // Worked by hand: 2.5 of 4 against an average of 1836.5, p .63 → dp +95 → 1932 (rounded).
    assert_eq!(json["performance"]["performance"], 1932);
    // Each target row is what `elocalc need` answers for it.
    let targets = json["targets"].as_array().unwrap();
    assert_eq!(targets.len(), 4);
    let kinds: Vec<&str> = targets
        .iter()
        .map(|t| t["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["keep", "plus_ten", "next_hundred", "typed"]);
    let typed = &targets[3];
    assert_eq!(json["k"], 20);
    let need = common::json(&[
        "need",
        "--rating",
        "1922",
        "--k",
        "20",
        "1798:1",
        "1801:0",
        "1897:1",
        "1850:0.5",
        "--remaining",
        "4",
        "--opponents",
        "1900",
        "--target",
        "1950",
    ]);
    for (key, value) in need.as_object().unwrap() {
        assert_eq!(&typed[key], value, "{key}");
    }
}

#[test]
fn an_unrated_players_first_rating_and_targets_are_in_both_faces() {
    let app = tournament_app("unrated");
    let evaluation = app.evaluation();
    assert!(matches!(evaluation.outcome, Outcome::Initial(_)));
    let sheet = evaluation.sheet();
    let json = json_of(evaluation);
    let mapping = Mapping::facts(&[
        (Key::Games, &["games", "disregarded_games"]),
        (Key::Score, &["score"]),
        (Key::Ra, &["ra"]),
        (Key::P, &["p"]),
        (Key::Dp, &["dp"]),
        (Key::Rating, &["rating", "uncapped", "capped"]),
        (Key::Published, &["published", "reason"]),
        (Key::Needed, TARGET),
    ]);
    assert!(assert_one_model("initial", &sheet, &json, &mapping) >= 8);
    assert_eq!(json["targets"][0]["kind"], "first_rating");
}

/// One game, 1600 against 1400, won (the app's example, typed).
fn game_app() -> App {
    let mut app = App::new();
    replace(&mut app, "1600");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "1400");
    app
}

#[test]
fn a_game_multi_and_need_show_nothing_their_json_lacks() {
    let app = game_app();
    let evaluation = app.evaluation();
    let sheet = evaluation.sheet();
    let json = json_of(evaluation);
    let side = &[
        (Key::Rating, &["rating"][..]),
        (Key::K, &["k"]),
        (Key::Score, &["score"]),
        (Key::Difference, &["difference_used"]),
        (Key::Expected, &["expected"]),
        (Key::Change, &["change", "change_unrounded"]),
        (Key::NewRating, &["new_rating", "below_1400"]),
    ];
    let mut mapping = Mapping::facts(side);
    mapping.sides = Some(["player", "opponent"]);
    mapping.data = [("Pool", "pool")].into();
    let scenario = &["player", "opponent"][..];
    mapping.tables.push(Table {
        section: "If the game ends",
        rows: vec![
            "scenarios.win.".into(),
            "scenarios.draw.".into(),
            "scenarios.loss.".into(),
        ],
        columns: columns(&[
            ("If the game ends", scenario),
            ("You", &["player"]),
            ("Opponent", &["opponent"]),
        ]),
    });
    mapping.tables.push(Table {
        section: "How",
        rows: vec!["player.".into(), "opponent.".into()],
        columns: columns(&[
            ("Item", &["rating"]),
            (
                "Value",
                &[
                    "change_unrounded",
                    "expected",
                    "difference_used",
                    "difference",
                    "k",
                ],
            ),
        ]),
    });
    assert!(assert_one_model("game", &sheet, &json, &mapping) >= 20);

    let app = multi_app();
    let evaluation = app.evaluation();
    let mapping = Mapping::facts(&[
        (Key::Rating, &["rating"]),
        (Key::Average, &["average"]),
        (Key::Difference, &["difference_used"]),
        (Key::Expected, &["expected", "expected_total", "games"]),
        (Key::Points, &["points"]),
        (Key::K, &["k_effective", "k"]),
        (Key::Change, &["change", "change_unrounded"]),
        (Key::NewRating, &["new_rating", "below_1400"]),
    ]);
    let json = json_of(evaluation);
    assert!(assert_one_model("multi", &evaluation.sheet(), &json, &mapping) >= 8);

    let app = tournament_app("1922");
    let answer = &app.evaluation().targets[0].answer;
    let mapping = Mapping::facts(&[
        (
            Key::Needed,
            &[
                "points_needed",
                "new_rating_with_needed",
                "remaining",
                "opponents",
                "best_points",
                "best_new_rating",
            ],
        ),
        (Key::AllWon, &["new_rating_if_all_won"]),
        (Key::AllLost, &["new_rating_if_all_lost"]),
        (Key::K, &["k_effective", "k"]),
    ]);
    let json = json_of(answer);
    assert!(assert_one_model("need", &answer.sheet(), &json, &mapping) >= 4);
}

#[test]
fn a_performance_and_k_show_nothing_their_json_lacks() {
    let app = tournament_app("1922");
    let performance = app.evaluation().performance.unwrap();
    let report = PerformanceReport {
        pool: Pool::FideStandard,
        performance: &performance,
    };
    let mapping = Mapping::facts(&[
        (Key::Games, &["games"]),
        (Key::Score, &["score", "p"]),
        (Key::Average, &["average_opponent"]),
        (Key::Dp, &["dp"]),
        (Key::Performance, &["performance", "method"]),
    ]);
    let json = json_of(&report);
    assert!(assert_one_model("performance", &report.sheet(), &json, &mapping) >= 5);

    let report = KReport {
        k: KFactor::new(20).unwrap(),
        rule: KRule::Standard,
    };
    let mut mapping = Mapping::facts(&[]);
    mapping.data = [("K", "k"), ("Reason", "reason")].into();
    let json = json_of(&report);
    assert_eq!(assert_one_model("k", &report.sheet(), &json, &mapping), 2);
}

#[test]
fn a_norm_check_gives_each_requirements_verdict_as_the_sheet_does() {
    let app = norm_app();
    let evaluation = app.evaluation();
    let Outcome::Norm(answer) = &evaluation.outcome else {
        panic!("a norm check");
    };
    let sheet = answer.sheet();
    let json = json_of(answer);
    let mut mapping = Mapping::facts(&[
        (
            Key::Requirement,
            &["requirements.#.verdict", "requirements.#.requirement"],
        ),
        (Key::Verdict, &["norm", "failures"]),
        (
            Key::Needed,
            &[
                "points_needed",
                "games_pending",
                "points_still_needed",
                "points_still_reachable",
            ],
        ),
    ]);
    mapping.tables.push(Table {
        section: "Games",
        rows: rows(&json, "games"),
        columns: columns(&[
            ("#", &[]),
            ("Opponent", &["opponent"]),
            ("Used", &["rating_used", "raised"]),
            ("Score", &["score"]),
            ("Title", &["title"]),
            ("Fed", &["federation"]),
        ]),
    });
    assert!(assert_one_model("norm", &sheet, &json, &mapping) >= 50);
    // Each requirement's verdict is the word the sheet shows, and the JSON's code for it.
    let lines: Vec<String> = sheet
        .section("Requirements")
        .unwrap()
        .lines()
        .filter(|line| line.key == Key::Requirement)
        .map(|line| line.cells[1].text.to_string())
        .collect();
    let verdicts: Vec<&str> = json["requirements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["verdict"].as_str().unwrap())
        .collect();
    assert_eq!(lines.len(), verdicts.len());
    for (line, verdict) in lines.iter().zip(&verdicts) {
        let word = match *verdict {
            "met" => "✓",
            "not_met" => "✗",
            _ => "open",
        };
        assert!(line.ends_with(word), "{line} is {verdict}");
    }
    // NH15: 4 of 6 played, three to play; the score and the performance are open, the rest met
    // (9 games, foreigners from 7 federations, 2 of CHN, 6 titled, WGM-or-higher 6 ≥ 3, Ra 2243).
    assert_eq!(
        verdicts,
        [
            "met", "met", "met", "met", "met", "met", "met", "open", "met"
        ]
    );
}

#[test]
fn a_trf_reports_rows_are_its_json_players() {
    let app = field_app();
    let evaluation = app.evaluation();
    let Outcome::Field(report) = &evaluation.outcome else {
        panic!("a TRF report");
    };
    let sheet = report.sheet();
    let json = json_of(report.as_ref());
    let mut mapping = Mapping::facts(&[]);
    mapping.tables.push(Table {
        section: "Players",
        rows: rows(&json, "players"),
        columns: columns(&[
            ("No", &["start_rank"]),
            ("Name", &["name"]),
            ("Title", &["title"]),
            ("Fed", &["federation"]),
            ("Rtg", &["rating"]),
            ("K", &["k_effective", "k"]),
            ("n", &["rated_games"]),
            ("Rated", &["score"]),
            ("Exp", &["expected"]),
            ("Δ unrounded", &["change_unrounded"]),
            ("Δ", &["change"]),
            ("New", &["new_rating", "below_1400"]),
            ("Rp", &["performance"]),
            ("First rating", &["initial"]),
        ]),
    });
    assert!(assert_one_model("field", &sheet, &json, &mapping) > 14);
}

#[test]
fn a_json_key_dropped_while_the_sheet_shows_it_fails_the_check() {
    let app = tournament_app("1922");
    let evaluation = app.evaluation();
    let mut json = json_of(evaluation);
    json.as_object_mut().unwrap().remove("performance");
    let mapping = period_mapping(&json);
    let sheet = evaluation.sheet();
    let failed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        assert_one_model("period", &sheet, &json, &mapping)
    }));
    assert!(failed.is_err(), "a missing performance is not noticed");
    // And a number that differs is noticed too.
    let mut json = json_of(evaluation);
    json["new_rating"] = Value::from(1);
    let failed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        assert_one_model("period", &sheet, &json, &mapping)
    }));
    assert!(failed.is_err(), "a new rating that differs is not noticed");
}

#[test]
fn a_capped_first_rating_is_said_capped_in_both_faces() {
    // Five wins against 2400: Ra (5 × 2400 + 2 × 1800) / 7 = 2228.57 and p 6/7, far above the
    // 2200 cap (FIDE 8.2.2).
    let games = ["initial", "2400:1", "2400:1", "2400:1", "2400:1", "2400:1"];
    let given = common::json(&games);
    assert_eq!(given["rating"], 2200);
    assert_eq!(given["capped"], true);
    let uncapped = given["uncapped"].as_i64().unwrap();
    assert!(uncapped > 2200, "{uncapped}");
    let text = stdout(&elocalc(&games));
    assert!(
        text.contains(&format!("2200  ({uncapped}, capped at 2200)")),
        "{text}"
    );
    let below = common::json(&[
        "initial", "1500:1", "1500:0", "1500:0.5", "1500:1", "1500:0",
    ]);
    assert_eq!(below["capped"], false);
}

#[test]
fn a_trf_events_words_that_disagree_are_in_its_json_as_in_its_note() {
    // The worked example named "Rapid and Blitz Festival": two lists, so neither is chosen.
    let dir = temp_dir();
    let text = std::fs::read_to_string(fixture("trf/worked-example.trf"))
        .unwrap()
        .replacen(
            "012 Worked Example Round Robin",
            "012 Rapid and Blitz Festival",
            1,
        );
    let path = dir.path().join("festival.trf");
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    let shown = stdout(&elocalc(&["trf", path]));
    assert!(
        shown.contains("The event's words name different lists ('Rapid' in 012, 'Blitz' in 012)"),
        "{shown}"
    );
    let given = common::json(&["trf", path]);
    assert_eq!(given["pool_source"], "default");
    assert_eq!(given["pool_word"], Value::Null);
    assert_eq!(
        given["pool_words"],
        serde_json::json!([
            {"word": "Rapid", "record": "012", "pool": "rapid"},
            {"word": "Blitz", "record": "012", "pool": "blitz"},
        ])
    );
}

/// Every note of `sheet` is one of `notes` (words it holds, the JSON path that says it and the
/// value there, `Null` for any), so a note with no JSON counterpart fails.
fn assert_notes(family: &str, sheet: &Sheet<'_>, json: &Value, notes: &[(&str, &str, Value)]) {
    assert!(!sheet.notes.is_empty(), "{family}: no notes to check");
    for note in &sheet.notes {
        let (_, path, value) = notes
            .iter()
            .find(|(words, _, _)| note.contains(words))
            .unwrap_or_else(|| panic!("{family}: the note {note:?} has no JSON counterpart"));
        let given = at(json, path);
        assert!(
            given.is_some(),
            "{family}: {note:?} is {path}, which the JSON lacks"
        );
        if !value.is_null() {
            assert_eq!(given, Some(value), "{family}: {note:?} is {path} = {value}");
        }
    }
}

#[test]
fn every_note_has_its_json_counterpart() {
    // The opponent falls below 1400.
    let mut app = game_app();
    let evaluation = app.evaluation();
    let game_notes = [
        (
            "Your new rating is below",
            "player.below_1400",
            Value::from(true),
        ),
        (
            "opponent's new rating is below",
            "opponent.below_1400",
            Value::from(true),
        ),
        ("not rated:", "rated", Value::from(false)),
    ];
    assert_notes(
        "game",
        &evaluation.sheet(),
        &json_of(evaluation),
        &game_notes,
    );
    // 2700 against 2000 in blitz: the 600-point rule.
    focus(&mut app, Entry::Rating);
    replace(&mut app, "2700");
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "2000");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    let evaluation = app.evaluation();
    let json = json_of(evaluation);
    assert_eq!(json["pool"], "blitz");
    assert_notes("game", &evaluation.sheet(), &json, &game_notes);

    // A period that ends below 1400: 1405 loses twice to 1500 (D −95: PD 0.37; 20 × −0.74 =
    // −14.80, rounded −15: 1390).
    let app = tournament_with("1405", &[("1500", "0"), ("1500", "0")]);
    let evaluation = app.evaluation();
    let json = json_of(evaluation);
    assert_eq!(json["new_rating"], 1390);
    let notes = [("Your new rating is below", "below_1400", Value::from(true))];
    assert_notes("period", &evaluation.sheet(), &json, &notes);

    // An unrated player's first event with zero points: disregarded, nothing left to count.
    let app = tournament_with("unrated", &[("1500", "0"); 5]);
    let evaluation = app.evaluation();
    let notes = [
        (
            "is disregarded",
            "first_event_disregarded",
            Value::from(true),
        ),
        ("only later events count", "games", Value::from(0)),
    ];
    let sheet = evaluation.sheet();
    assert_eq!(sheet.notes.len(), 2);
    assert_notes("initial", &sheet, &json_of(evaluation), &notes);

    // The TRF worked example: one period each, K from the file.
    let app = field_app();
    let Outcome::Field(report) = &app.evaluation().outcome else {
        panic!("a TRF report");
    };
    let notes = [
        // Said under every report: what each player's `k_effective` and `change` are.
        ("as one rating period", "players.0.k_effective", Value::Null),
        // Player 3, born 2010, is a junior by the file's year; player 6 is unrated.
        (
            "K from the file",
            "players.2.k_source",
            Value::from("junior"),
        ),
        (
            "First ratings use this event only",
            "players.5.initial.rating",
            Value::from(2020),
        ),
    ];
    assert_notes("field", &report.sheet(), &json_of(report.as_ref()), &notes);
}

#[test]
fn the_real_difference_the_derivation_names_is_in_the_json() {
    // 2000 against 1400 in the standard pool: D +600 counts as +400 (both below 2650).
    let args = [
        "game",
        "--rating",
        "2000",
        "--opponent",
        "1400",
        "--result",
        "d",
    ];
    let shown = stdout(&elocalc(&args));
    assert!(
        shown.contains("+400 (real +600: the 400-point rule)"),
        "{shown}"
    );
    let given = common::json(&args);
    assert_eq!(given["player"]["difference"], 600);
    assert_eq!(given["player"]["difference_used"], 400);
    assert_eq!(given["opponent"]["difference"], -600);
    assert_eq!(given["opponent"]["difference_used"], -400);
}
