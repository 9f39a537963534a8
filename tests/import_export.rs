//! Import from pasted lines, CSV and PGN (realistic fixtures, then arbitrary bytes), and export
//! to CSV and Markdown.

mod common;

use elocalc::export::{self, Format};
use elocalc::form::{Outcome, Row};
use elocalc::import::{self, ImportError, csv, parse_lines, pgn};
use elocalc::rating::{KFactor, Pool, Rating, Score, rate_period};
use proptest::prelude::*;
use std::io::Cursor;

/// The bytes of a file in tests/fixtures.
fn read_fixture(name: &str) -> Vec<u8> {
    std::fs::read(common::fixture(name)).unwrap()
}

fn rows(pairs: &[(&str, Score)]) -> Vec<Row> {
    pairs
        .iter()
        .map(|(opponent, score)| Row {
            opponent: opponent.to_string(),
            score: *score,
        })
        .collect()
}

/// The games every fixture holds in its own way: T27's three, and a draw against an unrated
/// newcomer.
fn club_open() -> Vec<Row> {
    rows(&[
        ("1798", Score::Win),
        ("1801", Score::Loss),
        ("1897", Score::Win),
        ("unrated", Score::Draw),
    ])
}

#[test]
fn a_players_games_from_a_real_shaped_pgn() {
    let bytes = read_fixture("club-open.pgn");
    let found = pgn::player_games(Cursor::new(bytes), "petrova, anna", |_| {}).unwrap();
    // Round 1 as White (won), round 2 as Black (lost), round 3 with the name spelt in capitals
    // and two spaces, round 4 against an opponent without Elo; round 5 is unfinished.
    assert_eq!(found.rows, club_open());
    assert_eq!(found.skipped.len(), 1);
    assert_eq!(found.skipped[0].reason, "unfinished game (*)");
    assert_eq!(found.skipped[0].line, 55, "the line its tags start on");
    assert_eq!(found.player_name.as_deref(), Some("Petrova, Anna"));
    assert_eq!(found.player_rating, Some(1922));
    assert_eq!(found.suggested_pool, Some(Pool::FideStandard));
    // The period this gives is T27: +6, 1928.
    let games = found.games(Pool::FideStandard).unwrap();
    let period = rate_period(
        Pool::FideStandard,
        Rating::new(1922.0).unwrap(),
        KFactor::new(40).unwrap(),
        &games,
    )
    .unwrap();
    assert_eq!(period.new_rating.value(), 1928.0);
}

#[test]
fn tags_escapes_comments_and_game_boundaries() {
    let bytes = read_fixture("club-open.pgn");
    let mut reader = pgn::PgnReader::new(Cursor::new(bytes));
    let mut games = Vec::new();
    while let Some(game) = reader.next_game().unwrap() {
        games.push(game);
    }
    assert_eq!(
        games.len(),
        6,
        "a [ inside a comment or after ; starts no game"
    );
    assert_eq!(games[0].tag("Event"), Some("Club Open \"Spring\" 2026"));
    assert_eq!(
        games[2].tag("White"),
        Some("PETROVA,  Anna"),
        "a % line is ignored"
    );
    assert_eq!(games[5].tag("Result"), Some("0-1"));
    assert_eq!(games[0].line, 1);
}

#[test]
fn close_matches_when_no_name_is_exact() {
    let error = pgn::player_games(
        Cursor::new(read_fixture("club-open.pgn")),
        "Petrov, Anna",
        |_| {},
    )
    .unwrap_err();
    let ImportError::NoSuchPlayer { close, .. } = &error else {
        panic!("{error}");
    };
    assert_eq!(close.first().map(String::as_str), Some("Petrova, Anna"));
    assert!(error.to_string().contains("close matches: 'Petrova, Anna'"));
}

#[test]
fn latin1_bytes_and_blitz_time_controls() {
    let found = pgn::player_games(
        Cursor::new(read_fixture("latin1-blitz.pgn")),
        "Müller, Jürgen",
        |_| {},
    )
    .unwrap();
    assert_eq!(
        found.rows,
        rows(&[("2230", Score::Loss), ("2230", Score::Draw)])
    );
    assert_eq!(found.suggested_pool, Some(Pool::FideBlitz));
    assert_eq!(found.player_rating, Some(2105));
}

#[test]
fn pools_from_time_controls_and_events() {
    assert_eq!(
        pgn::suggest_pool(Some("5400+30"), None),
        Some(Pool::FideStandard)
    );
    assert_eq!(
        pgn::suggest_pool(Some("40/7200:3600"), None),
        Some(Pool::FideStandard)
    );
    assert_eq!(
        pgn::suggest_pool(Some("900+10"), None),
        Some(Pool::FideRapid)
    );
    assert_eq!(pgn::suggest_pool(Some("600"), None), Some(Pool::FideBlitz));
    assert_eq!(
        pgn::suggest_pool(Some("180+2"), None),
        Some(Pool::FideBlitz)
    );
    assert_eq!(
        pgn::suggest_pool(Some("-"), Some("World Rapid")),
        Some(Pool::FideRapid)
    );
    assert_eq!(pgn::suggest_pool(None, Some("Club Open")), None);
}

#[test]
fn thousands_of_games_stream_through() {
    let mut text = String::new();
    for i in 0..5000 {
        let (white, black) = if i % 2 == 0 {
            ("Me", "Them")
        } else {
            ("Them", "Me")
        };
        text += &format!(
            "[White \"{white}\"]\n[Black \"{black}\"]\n[WhiteElo \"{}\"]\n[BlackElo \"{}\"]\n\
             [Result \"{}\"]\n\n1. e4 {{ok}} e5 1-0\n\n",
            1500 + i % 300,
            1500 + i % 300,
            ["1-0", "0-1", "1/2-1/2"][i % 3]
        );
    }
    let mut reports = 0;
    let found = pgn::player_games(Cursor::new(text), "me", |_| reports += 1).unwrap();
    assert_eq!(found.rows.len(), 5000);
    assert!(reports >= 9, "progress is reported as it reads");
}

#[test]
fn csv_columns_are_found_by_header_and_content() {
    let found = csv::read(Cursor::new(read_fixture("chess-results.csv")), None, None).unwrap();
    assert_eq!(
        found.columns,
        Some(("Rtg".to_string(), "Res.".to_string())),
        "a column of names is never taken for ratings, cumulative points are not scores"
    );
    assert_eq!(found.rows, club_open());
    assert_eq!(found.skipped.len(), 1);
    assert_eq!(found.skipped[0].line, 6);

    let found = csv::read(Cursor::new(read_fixture("semicolons.csv")), None, None).unwrap();
    assert_eq!(
        found.columns,
        Some(("Gegner Elo".into(), "Ergebnis".into()))
    );
    assert_eq!(found.rows.len(), 3);

    let chosen = csv::read(
        Cursor::new(read_fixture("semicolons.csv")),
        Some("4"),
        Some("ergebnis"),
    );
    assert_eq!(chosen.unwrap().rows.len(), 3);
    let error = csv::read(
        Cursor::new(read_fixture("semicolons.csv")),
        Some("Elo"),
        None,
    )
    .unwrap_err();
    assert!(error.to_string().contains("no column 'Elo'"), "{error}");
    let error = csv::read(Cursor::new("Name,Club\nAnna,Nord\n"), None, None).unwrap_err();
    assert!(error.to_string().contains("--rating-column"), "{error}");
}

#[test]
fn pasted_lines_list_what_they_could_not_read() {
    let found = parse_lines(&String::from_utf8(read_fixture("pasted.txt")).unwrap());
    assert_eq!(found.rows, club_open());
    assert_eq!(found.skipped.len(), 1);
    assert_eq!(found.skipped[0].line, 5);
    assert!(
        found
            .skipped_summary()
            .unwrap()
            .starts_with("line 5 skipped")
    );
}

#[test]
fn file_kinds_by_extension() {
    use std::path::Path;
    assert_eq!(
        import::FileKind::of(Path::new("a.PGN")),
        import::FileKind::Pgn
    );
    assert_eq!(
        import::FileKind::of(Path::new("a.csv")),
        import::FileKind::Csv
    );
    assert_eq!(
        import::FileKind::of(Path::new("a.txt")),
        import::FileKind::Lines
    );
}

fn t27() -> Outcome {
    let games = parse_lines("1798 1\n1801 0\n1897 1\nunrated 1\n")
        .games(Pool::FideStandard)
        .unwrap();
    Outcome::Period(
        rate_period(
            Pool::FideStandard,
            Rating::new(1922.0).unwrap(),
            KFactor::new(40).unwrap(),
            &games,
        )
        .unwrap(),
    )
}

#[test]
fn csv_export_is_a_spreadsheet_table() {
    let text = export::outcome(&t27(), Format::Csv).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("#,Opponent,Score,Diff,Expected,Contribution,Note")
    );
    assert_eq!(lines.next(), Some("1,1798,1,+124,0.67,+13.20,"));
    assert!(text.contains("4,unrated,1,—,—,0.00,not rated: opponent unrated"));
    assert!(text.contains("\nItem,Value\n"));
    assert!(text.contains("Change unrounded,+5.60\nChange,+6\nNew rating,1928\n"));
    // It reads back as CSV.
    let mut reader = ::csv::ReaderBuilder::new()
        .flexible(true)
        .from_reader(text.as_bytes());
    assert!(reader.records().all(|r| r.is_ok()));
}

#[test]
fn markdown_export_is_a_table() {
    let text = export::outcome(&t27(), Format::Markdown).unwrap();
    assert!(text.starts_with("### Games\n\n| # | Opponent | Score | Diff |"));
    assert!(text.contains("| --- | --- |"));
    assert!(text.contains("| 1 | 1798 | 1 | +124 | 0.67 | +13.20 |  |"));
    assert!(text.contains("### Totals"));
    assert!(text.contains("| New rating | 1928 |"));
    assert_eq!(
        export::outcome(&Outcome::Invalid("x".into()), Format::Csv),
        None
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn pgn_never_panics_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let _ = pgn::player_games(Cursor::new(bytes), "me", |_| {});
    }

    #[test]
    fn pgn_never_panics_on_tag_shaped_text(
        lines in prop::collection::vec(
            prop_oneof![
                Just("[White \"Me\"]".to_string()),
                Just("[Black \"Me\"]".to_string()),
                Just("[Result \"1-0\"]".to_string()),
                Just("[WhiteElo \"".to_string()),
                Just("{ [".to_string()),
                Just("}".to_string()),
                Just("1. e4 e5 ; [x".to_string()),
                "\\PC{0,20}",
            ],
            0..60,
        )
    ) {
        let text = lines.join("\n");
        let _ = pgn::player_games(Cursor::new(text), "me", |_| {});
    }

    #[test]
    fn csv_never_panics_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let _ = csv::read(Cursor::new(bytes), None, None);
    }

    #[test]
    fn lines_never_panic_and_every_line_is_a_row_or_a_skip(text in "\\PC{0,400}") {
        let found = parse_lines(&text);
        let meaningful = text
            .lines()
            .filter(|l| !l.split('#').next().unwrap_or("").trim().is_empty())
            .count();
        prop_assert_eq!(found.rows.len() + found.skipped.len(), meaningful);
    }
}
