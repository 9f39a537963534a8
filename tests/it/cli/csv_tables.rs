//! Every CSV the command line writes is one table a spreadsheet reads: one header row, then
//! rows of as many cells, and a column that holds numbers holds plain numbers only ("150",
//! "-12", "1.5", empty for none — no "—", "+", "½" or words). Every command with CSV output,
//! in every mode and rating system, `sessions show` of every mode, and the lists' commands.

use crate::common::*;
use crate::fide_list_gen as generate;

/// Checks that `csv` is one table as a spreadsheet reads it; `what` names the command.
fn assert_one_table(csv: &str, what: &str) {
    assert!(
        !csv.contains("\n\n"),
        "{what}: an empty line stacks tables:\n{csv}"
    );
    let rows: Vec<csv::StringRecord> = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(csv.as_bytes())
        .records()
        .collect::<Result<_, _>>()
        .unwrap_or_else(|error| panic!("{what}: {error}\n{csv}"));
    let (header, body) = rows
        .split_first()
        .unwrap_or_else(|| panic!("{what}: empty"));
    assert!(!body.is_empty(), "{what}: a header without rows:\n{csv}");
    assert_eq!(
        &header[0], "Row",
        "{what}: the first column names each row:\n{csv}"
    );
    let mut names: Vec<&str> = header.iter().collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), header.len(), "{what}: a column twice:\n{csv}");
    for row in body {
        assert_eq!(row.len(), header.len(), "{what}: {row:?}:\n{csv}");
        assert_ne!(row, header, "{what}: a second header:\n{csv}");
        assert!(!row[0].is_empty(), "{what}: a row without its name:\n{csv}");
        if &row[0] == "Note" {
            let filled: Vec<&str> = (1..row.len())
                .filter(|&column| !row[column].is_empty())
                .map(|column| &header[column])
                .collect();
            assert_eq!(filled, ["Note"], "{what}: a note in its column:\n{csv}");
        }
    }
    let number = |cell: &str| cell.parse::<f64>().is_ok_and(f64::is_finite);
    for (column, name) in header.iter().enumerate().skip(1) {
        let cells: Vec<&str> = body.iter().map(|row| &row[column]).collect();
        for cell in &cells {
            for sign in ["—", "½", "→"] {
                assert!(!cell.contains(sign), "{what}: {name}: {cell:?}:\n{csv}");
            }
            assert!(!cell.starts_with('+'), "{what}: {name}: {cell:?}:\n{csv}");
        }
        // A column with a number in it holds numbers only (or nothing).
        if cells.iter().any(|cell| number(cell)) {
            for cell in cells.iter().filter(|cell| !cell.is_empty()) {
                assert!(
                    number(cell),
                    "{what}: {name}: {cell:?} is not a number:\n{csv}"
                );
            }
        }
    }
}

/// `elocalc ARGS --format csv`, checked, and the table.
fn csv_of(args: &[&str]) -> String {
    let output = elocalc(&[args, &["--format", "csv"]].concat());
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let csv = stdout(&output);
    assert_one_table(&csv, &args.join(" "));
    csv
}

/// Every calculation, in every mode and rating system the command line has: each run a command
/// line, its words apart by spaces (`TRF`, `A`, `B`, `P1`, `P2` name fixtures).
#[test]
fn every_calculation_writes_one_table() {
    let runs = [
        "game 1600 1400 win",
        "game --rating 2500 --opponent 2000 --result draw",
        "game --pool glicko2 --rating 1500 --rd 200 --opponent 1400 --opponent-rd 30 --result win",
        "game --pool uschess --rating 1700 --games-played 30 --event-date 2026-03-01 --opponent 1900 --result win",
        "game --pool dwz --rating 2080-16 --event-date 2026-07-19 --opponent 1806 --result win",
        "period --rating 2100 2050:1 2250:0 2100:0.5 1650:1 2350:0.5 unrated:1",
        "period --rating 1390 1400:0 1300:0",
        "period --rating 2505 --k 10 --file P1",
        "period --rating 2054 --file P2",
        "period --pool glicko2 --rating 1500 --rd 200 1400/30:1 1550/100:0 1700/300:0",
        "period --pool uschess --rating 1700 --games-played 30 --event-date 2026-03-01 1600:W 1700:W 1800:W 1900:D",
        "period --pool dwz --rating 2080-16 --event-date 2026-07-19 1806:1 1907:1 1954:1 2025:1 2212:0 2061:1 1944:1",
        "period --pool dwz --rating 2044-7 --score 4 --games 6 --expected 3.134 --event-date 2026-03-01 --born 1980",
        "period --trf A --trf B --player 1000001",
        "multi --rating 1500 --average 1600 --games 5 --points 3.5",
        "k --rating 2150 --games 45 --born 2010 --year 2026",
        "performance 1798:1 1801:0 1897:1",
        "initial 1500:1 1500:0 1500:0 1500:0 1500:0",
        "need --rating 1500 --k 40 1520:1 --remaining 5 --opponents 1580 --target 1550",
        "need --rating 1800 --remaining 2 --opponents 2400 --target 1900",
        "need --rating unrated 1500:1 1500:0 --remaining 1 --opponents 1500 --target 2000",
        "norm --title im --federation ENG --min-games 8 2380:1:IM:SCO 2420:½:GM:WLS 2310:1:IM:IRL \
         2290:½:FM:FRA 2350:0:IM:NED 2260:1:FM:BEL 2400:½:GM:GER 2330:½:IM:ENG",
        "trf --no-list TRF",
        "trf --no-list A B",
    ];
    let fixtures = [
        ("TRF", fixture("trf/worked-example.trf")),
        ("A", fixture("trf/period-a.trf")),
        ("B", fixture("trf/period-b.trf")),
        ("P1", fixture("period/p1.txt")),
        ("P2", fixture("period/p2-totals.txt")),
    ];
    for run in runs {
        let args: Vec<&str> = run
            .split_whitespace()
            .map(|word| {
                fixtures
                    .iter()
                    .find(|(name, _)| *name == word)
                    .map_or(word, |(_, path)| path.as_str())
            })
            .collect();
        csv_of(&args);
    }
}

/// `sessions show` of every mode (each system in Tournament mode too).
#[test]
fn every_session_shown_writes_one_table() {
    use elocalc::store::{SessionName, Store};
    let dir = temp_dir();
    let store = Store::new(dir.path());
    let mut targets = tournament_app().request().clone();
    targets.targets = elocalc::calc::TargetEntries {
        remaining: "9".into(),
        opponents: "2000".into(),
        target: "2020".into(),
    };
    let sessions = [
        ("game", elocalc::tui::state::App::new().request().clone()),
        ("tournament", tournament_app().request().clone()),
        ("multi", multi_app().request().clone()),
        ("norm", norm_app().request().clone()),
        ("field", field_app().request().clone()),
        ("events", p1_request()),
        ("glicko2", glicko2_app().request().clone()),
        ("uschess", uschess_app().request().clone()),
        ("targets", targets),
    ];
    let config = dir.path().to_str().unwrap();
    for (name, request) in &sessions {
        store
            .save(&SessionName::parse(name).unwrap(), request)
            .unwrap();
        csv_of(&["sessions", "show", name, "--config-dir", config]);
    }
}

/// `player` (one player, several), `list` and `list import` on a generated list.
#[test]
fn the_lists_commands_write_one_table() {
    let data = temp_dir();
    let entries: Vec<_> = generate::entries(23, 60).collect();
    let (id, surname) = (entries[0].fide_id.to_string(), entries[0].name.clone());
    super::trf_list::import(data.path(), "2026-01", entries.clone());
    super::trf_list::import(data.path(), "2026-02", entries);
    let data_dir = data.path().to_str().unwrap();
    let initial: String = surname.chars().take(1).collect();
    for query in [id.as_str(), initial.as_str()] {
        csv_of(&["player", query, "--data-dir", data_dir]);
    }
    csv_of(&["list", "--data-dir", data_dir]);
    let file = data.path().join("list-2026-02.txt");
    let file = file.to_str().unwrap();
    csv_of(&[
        "list",
        "import",
        file,
        "--month",
        "2026-03",
        "--data-dir",
        data_dir,
    ]);
}

/// A period of several events: each game's row names its event as the event's own row does, so
/// a spreadsheet's filter on the event keeps its games.
#[test]
fn an_events_games_name_their_event() {
    let csv = csv_of(&[
        "period",
        "--rating",
        "2505",
        "--k",
        "10",
        "--file",
        &fixture("period/p1.txt"),
    ]);
    let mut events = std::collections::BTreeMap::<String, (usize, usize)>::new();
    for row in ::csv::Reader::from_reader(csv.as_bytes()).records() {
        let row = row.unwrap();
        let counted = events.entry(row[1].to_string()).or_default();
        match &row[0] {
            "Event" => counted.0 += 1,
            "Games" => counted.1 += 1,
            _ => {}
        }
    }
    events.remove("");
    // P1: three events of five games each (docs/rules/period.md).
    assert_eq!(events.values().collect::<Vec<_>>(), [&(1, 5); 3], "{csv}");
}
