//! Import from pasted lines, CSV and PGN (realistic fixtures, then arbitrary bytes), and export
//! to CSV and Markdown.

use crate::common;

use elocalc::calc::{self, Evaluation, KPreset, Mode, Request, Row};
use elocalc::import::{self, ImportError, Imported, csv, lines, pgn};
use elocalc::rating::{PeriodGame, Pool, Score};
use elocalc::report::{self, Format};
use proptest::prelude::*;
use std::io::Cursor;

/// The bytes of a file in tests/fixtures.
fn read_fixture(name: &str) -> Vec<u8> {
    std::fs::read(common::fixture(name)).unwrap()
}

fn rows(pairs: &[(&str, Score)]) -> Vec<Row> {
    pairs
        .iter()
        .map(|(opponent, score)| Row::new(opponent, *score))
        .collect()
}

/// The games an import found, as the table shows them.
fn found_rows(found: &Imported) -> Vec<Row> {
    found.games.iter().map(Row::from).collect()
}

/// A games list read from text (pastes and files read the same way).
fn parse_lines(text: &str) -> Result<Vec<PeriodGame>, lines::ListError> {
    lines::read(text.as_bytes(), Pool::Continuous)
}

/// Rates games as the period of a player rated `rating` with K 40.
fn t27_period(rating: &str, games: Vec<PeriodGame>) -> Evaluation {
    let request = Request {
        mode: Mode::Tournament,
        rating: rating.into(),
        k: elocalc::calc::KEntries {
            preset: KPreset::K40,
            ..Default::default()
        },
        read_games: std::sync::Arc::new(games),
        ..Request::default()
    };
    calc::evaluate(&request, elocalc::calc::Today::in_year(2026))
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
    assert_eq!(found_rows(&found), club_open());
    assert_eq!(found.skipped.len(), 1);
    assert_eq!(found.skipped[0].reason, "unfinished game (*)");
    assert_eq!(found.skipped[0].line, 55, "the line its tags start on");
    assert_eq!(found.player_name.as_deref(), Some("Petrova, Anna"));
    assert_eq!(found.player_rating, Some(1922));
    assert_eq!(found.suggested_pool, Some(Pool::FideStandard));
    // The period this gives is T27: +6, 1928.
    let games = found.games_in(Pool::FideStandard).unwrap().to_vec();
    let evaluation = t27_period("1922", games);
    let calc::Outcome::Period(period) = &evaluation.outcome else {
        panic!("no period");
    };
    assert_eq!(period.outcome.new_rating.value(), 1928.0);
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
        found_rows(&found),
        rows(&[("2230", Score::Loss), ("2230", Score::Draw)])
    );
    assert_eq!(found.suggested_pool, Some(Pool::FideBlitz));
    assert_eq!(found.player_rating, Some(2105));
}

/// A game's tags and moves as PGN.
fn pgn_game(white: &str, black: &str, black_elo: &str, moves: &str) -> String {
    format!(
        "[Event \"Open\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"1-0\"]\n\
         [WhiteElo \"2000\"]\n[BlackElo \"{black_elo}\"]\n\n{moves}\n\n"
    )
}

#[test]
fn an_unterminated_comment_swallows_no_game_and_is_said() {
    let text = [
        pgn_game("Me", "A", "1800", "1. e4 {never closed e5 1-0"),
        pgn_game("Me", "B", "1900", "1. d4 d5 1-0"),
        pgn_game("Me", "C", "2000", "1. c4 1-0"),
    ]
    .concat();
    let found = pgn::player_games(Cursor::new(text), "me", |_| {}).unwrap();
    assert_eq!(found.games.len(), 3, "every game is read");
    assert_eq!(found.warnings.len(), 1);
    assert_eq!(found.warnings[0].line, 8);
    assert!(
        found.warnings[0]
            .text
            .contains("game 1: a comment opened here is never closed; the games go on at line 10"),
        "{:?}",
        found.warnings
    );
}

#[test]
fn elo_values_that_are_not_ratings_are_said_never_taken_as_unrated() {
    let mut text = String::new();
    for elo in ["1600.0", "1,600", "16OO", "4001"] {
        text += &pgn_game("Me", "X", elo, "1. e4 1-0");
    }
    text += &pgn_game("Me", "Y", "-", "1. e4 1-0");
    let found = pgn::player_games(Cursor::new(text), "me", |_| {}).unwrap();
    assert_eq!(
        found.games.len(),
        1,
        "only the game whose opponent is unrated by its tag"
    );
    assert_eq!(found.games[0].opponent, elocalc::rating::Opponent::Unrated);
    let reasons: Vec<&str> = found.skipped.iter().map(|s| s.reason.as_str()).collect();
    assert_eq!(
        reasons,
        [
            "game 1: BlackElo '1600.0' is not a rating",
            "game 2: BlackElo '1,600' is not a rating",
            "game 3: BlackElo '16OO' is not a rating",
            "game 4: BlackElo '4001' is not a rating",
        ]
    );
}

#[test]
fn games_without_moves_keep_their_own_tags() {
    // Two games with no move text: game 2's BlackElo is game 2's, not game 1's.
    let text = "[White \"Me\"]\n[Black \"A\"]\n[Result \"1-0\"]\n\n\
                [White \"B\"]\n[Black \"Me\"]\n[Result \"1-0\"]\n[BlackElo \"1700\"]\n[WhiteElo \"1800\"]\n";
    let found = pgn::player_games(Cursor::new(text), "me", |_| {}).unwrap();
    let rows: Vec<Row> = found.games.iter().map(Row::from).collect();
    assert_eq!(
        rows,
        [
            Row::new("unrated", Score::Win),
            Row::new("1800", Score::Loss)
        ]
    );
    assert_eq!(
        found.player_rating, None,
        "game 1 gives no rating for the player"
    );
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
    // Numbers too large to be a clock suggest nothing, not blitz.
    assert_eq!(pgn::suggest_pool(Some("4294967295+1"), None), None);
    assert_eq!(
        pgn::suggest_pool(Some("18446744073709551615+1"), None),
        None
    );
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
    assert_eq!(found.games.len(), 5000);
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
    assert_eq!(found_rows(&found), club_open());
    assert_eq!(found.skipped.len(), 1);
    assert_eq!(found.skipped[0].line, 6);

    let found = csv::read(Cursor::new(read_fixture("semicolons.csv")), None, None).unwrap();
    assert_eq!(
        found.columns,
        Some(("Gegner Elo".into(), "Ergebnis".into()))
    );
    assert_eq!(found.games.len(), 3);

    let chosen = csv::read(
        Cursor::new(read_fixture("semicolons.csv")),
        Some("4"),
        Some("ergebnis"),
    );
    assert_eq!(chosen.unwrap().games.len(), 3);
    let error = csv::read(
        Cursor::new(read_fixture("semicolons.csv")),
        Some("Elo"),
        None,
    )
    .unwrap_err();
    assert!(error.to_string().contains("no column 'Elo'"), "{error}");
    let error = csv::read(Cursor::new("Name,Club\nAnna,Nord\n"), None, None).unwrap_err();
    assert_eq!(
        error,
        csv::CsvError::NoRatingColumn {
            headers: vec!["Name".into(), "Club".into()]
        }
    );
    assert!(
        !error.to_string().contains("--"),
        "the reader names no command-line flag: {error}"
    );
}

/// The columns a CSV's games are read from: (ratings, scores).
fn columns_of(text: &str) -> Result<(String, String), csv::CsvError> {
    Ok(csv::read(Cursor::new(text.to_string()), None, None)?
        .columns
        .unwrap())
}

#[test]
fn a_header_naming_a_rating_wins_and_a_constant_or_a_count_is_never_a_rating() {
    // A year in every row is not the opponents' rating; "Their rating" is.
    let year = "Year,Opponent,Their rating,Result\n2024,Anna,1800,1\n2024,Ben,1900,0\n";
    assert_eq!(columns_of(year).unwrap().0, "Their rating");
    // Row numbers are not ratings; DWZ (the German rating) is.
    let mut german = "Nr,Gegner,DWZ,Ergebnis\n".to_string();
    for n in 1..=200 {
        german += &format!("{n},Spieler {n},{},1\n", 1500 + n);
    }
    assert_eq!(
        columns_of(&german).unwrap(),
        ("DWZ".into(), "Ergebnis".into())
    );
    // Without a header that says so, a column of years or of 101, 102, 103… is never taken.
    let years = "When,Who,Result\n2024,Anna,1\n2024,Ben,0\n";
    assert!(matches!(
        columns_of(years),
        Err(csv::CsvError::NoRatingColumn { .. })
    ));
    let counted = "Id,Result\n101,1\n102,0\n103,1\n";
    assert!(matches!(
        columns_of(counted),
        Err(csv::CsvError::NoRatingColumn { .. })
    ));
    // Two columns that could both be the opponents' ratings are named, not guessed between.
    let both = "White Elo,Black Elo,Result\n1800,1900,1\n1850,1750,0\n";
    let error = columns_of(both).unwrap_err();
    assert_eq!(
        error.to_string(),
        "more than one column could hold the opponents' ratings: 'White Elo', 'Black Elo'"
    );
    // The opponent's, when the header says so.
    let own = "My Elo,Opp Elo,Result\n2000,1800,1\n2000,1900,0\n";
    assert_eq!(columns_of(own).unwrap().0, "Opp Elo");
}

#[test]
fn a_games_list_is_read_whole_or_not_at_all() {
    // pasted.txt holds T27 and a draw, and one line that is not a game: the list stops there.
    let text = String::from_utf8(read_fixture("pasted.txt")).unwrap();
    let error = parse_lines(&text).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 5: 'not a game' is not a game: write OPPONENT | SCORE, e.g. 2050 | 1 or unrated | ½"
    );
    let without: String = text
        .lines()
        .filter(|line| *line != "not a game")
        .map(|line| format!("{line}\n"))
        .collect();
    let games = parse_lines(&without).unwrap();
    let rows: Vec<Row> = games.iter().map(Row::from).collect();
    assert_eq!(rows, club_open());
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

fn t27() -> Evaluation {
    t27_period(
        "1922",
        parse_lines("1798 1\n1801 0\n1897 1\nunrated 1\n").unwrap(),
    )
}

#[test]
fn csv_export_is_a_spreadsheet_table() {
    let text = report::render(&t27(), Some(Format::Csv));
    // One table: each game a row, the totals a row of their own under the same columns (the
    // score and the expectation under the games'), each named in the first column; numbers
    // plain, none empty.
    assert_eq!(
        text,
        "Row,#,Opponent,Score,Diff,Expected,Contribution,Note,Pool,Rating,Rated games,K,\
         K effective,Change unrounded,Change,New rating,Performance\n\
         Games,1,1798,1,124,0.67,13.20,,,,,,,,,,\n\
         Games,2,1801,0,121,0.66,-26.40,,,,,,,,,,\n\
         Games,3,1897,1,25,0.53,18.80,,,,,,,,,,\n\
         Games,4,,1,,,0.00,not rated: opponent unrated,,,,,,,,,\n\
         Totals,,,2,,1.86,,,FIDE Standard,1922,3,40,40,5.60,6,1928,1957\n"
    );
    // It reads back as CSV.
    let mut reader = ::csv::ReaderBuilder::new().from_reader(text.as_bytes());
    assert!(reader.records().all(|r| r.is_ok()));
}

#[test]
fn markdown_export_is_a_table() {
    let text = report::render(&t27(), Some(Format::Markdown));
    assert!(text.starts_with(
        "## FIDE Standard · rating 1922 · K 40\n\n### Games\n\n| # | Opponent | Score | Diff |"
    ));
    assert!(text.contains("| --- | --- |"));
    assert!(text.contains("| 1 | 1798 | 1 | +124 | 0.67 | +13.20 |  |"));
    assert!(text.contains("### Totals"));
    assert!(text.contains("| New rating | 1928 |"));
    assert!(text.contains("| Change | +5.60 → +6 |"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn pgn_never_panics_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let read = pgn::player_games(Cursor::new(bytes.clone()), "me", |_| {});
        let text = String::from_utf8_lossy(&bytes).into_owned();
        check_player_games(&text, &bytes, read)?;
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
        let read = pgn::player_games(Cursor::new(text.clone()), "me", |_| {});
        check_player_games(&text, text.as_bytes(), read)?;
    }

    #[test]
    fn csv_never_panics_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        if let Ok(found) = csv::read(Cursor::new(bytes.clone()), None, None) {
            // Every game is one the file holds, and no record is lost without a word: each
            // line after the header gives at most one game or one skip.
            let text = String::from_utf8_lossy(&bytes);
            for game in &found.games {
                if let Some(rating) = game.opponent.rating() {
                    prop_assert!(text.contains(&rating.value().to_string()), "{rating} not in the file");
                }
            }
            let lines = text.split(['\n', '\r']).filter(|l| !l.is_empty()).count();
            prop_assert!(found.games.len() + found.skipped.len() < lines.max(1));
        }
    }

    #[test]
    fn a_list_of_games_reads_back_whatever_its_line_ends(
        games in prop::collection::vec((0u16..=4000, 0usize..3), 0..40),
        ends in prop::collection::vec(prop::sample::select(vec!["\n", "\r\n", "\r"]), 40),
    ) {
        let text: String = games
            .iter()
            .zip(&ends)
            .map(|((rating, score), end)| format!("{rating} | {}{end}", ["1", "0.5", "0"][*score]))
            .collect();
        let read = parse_lines(&text).unwrap();
        prop_assert_eq!(read.len(), games.len());
        for (game, (rating, score)) in read.iter().zip(&games) {
            prop_assert_eq!(game.opponent.rating().unwrap().value(), f64::from(*rating));
            prop_assert_eq!(game.score, Score::ALL[*score]);
        }
    }

    #[test]
    fn a_games_list_never_panics_and_takes_all_or_nothing(text in "\\PC{0,400}") {
        if let Ok(games) = parse_lines(&text) {
            let meaningful = text
                .split(['\n', '\r'])
                .filter(|l| !l.split('#').next().unwrap_or("").trim().is_empty())
                .count();
            prop_assert_eq!(games.len(), meaningful);
        }
    }
}

proptest::proptest! {
    /// Keeping only some tags changes nothing else: the same games, starting on the same lines,
    /// with the same values for the tags kept — whatever the mix of tags, comments, escapes
    /// and move text.
    #[test]
    fn a_reader_keeping_some_tags_finds_the_same_games(
        parts in proptest::collection::vec(proptest::sample::select(vec![
            "[Event \"Open\"]\n", "[White \"Me, Myself\"]\n", "[Black \"Caf\u{e9} \\\"B\\\"\"]\n",
            "[Result \"1-0\"]\n", "[WhiteElo \"1800\"] [BlackElo \"1900\"]\n", "[Round \"3\"]\n",
            "\n", "1. e4 e5 2. Nf3 {a comment\n", "[Event \"inside\"]\n", "} 3. Bb5 *\n",
            "; [White \"after a semicolon\"]\n", "% an escape line\n", "  [Site \"?\"]\n",
            "1-0\n", "{ one line } 1. d4 ;rest\n",
        ]), 0..40)
    ) {
        let text = parts.concat();
        let all = games_of(pgn::PgnReader::new(Cursor::new(text.as_bytes())));
        let kept = games_of(pgn::PgnReader::keeping(
            Cursor::new(text.as_bytes()),
            &["White", "Result"],
        ));
        proptest::prop_assert_eq!(all.len(), kept.len());
        for (all, kept) in all.iter().zip(&kept) {
            proptest::prop_assert_eq!(all.line, kept.line);
            for tag in ["White", "Result"] {
                proptest::prop_assert_eq!(all.tag(tag), kept.tag(tag));
            }
            proptest::prop_assert_eq!(kept.tag("Event"), None);
        }
    }
}

/// What `player_games` gave for "me", against a plain reading of the same text: each of the
/// player's games is either taken or reported skipped (never dropped), a taken game's opponent
/// rating is one the file holds, and no player found means no game of "me" in the file.
fn check_player_games(
    text: &str,
    bytes: &[u8],
    read: Result<elocalc::import::Imported, elocalc::import::ImportError>,
) -> Result<(), proptest::test_runner::TestCaseError> {
    let mine = games_of(pgn::PgnReader::new(Cursor::new(bytes)))
        .iter()
        .filter(|game| {
            ["White", "Black"].iter().any(|side| {
                game.tag(side).is_some_and(|name| {
                    name.split_whitespace()
                        .collect::<Vec<_>>()
                        .join(" ")
                        .to_lowercase()
                        == "me"
                })
            })
        })
        .count();
    match read {
        Ok(found) => {
            proptest::prop_assert_eq!(found.games.len() + found.skipped.len(), mine);
            for game in &found.games {
                if let Some(rating) = game.opponent.rating() {
                    let digits = rating.value().to_string();
                    proptest::prop_assert!(text.contains(&digits), "{} not in the file", digits);
                }
            }
        }
        Err(elocalc::import::ImportError::NoSuchPlayer { .. }) => {
            proptest::prop_assert_eq!(mine, 0)
        }
        Err(other) => proptest::prop_assert!(false, "{other}"),
    }
    Ok(())
}

fn games_of(mut reader: pgn::PgnReader<Cursor<&[u8]>>) -> Vec<pgn::PgnGame> {
    let mut games = Vec::new();
    while let Some(game) = reader.next_game().unwrap() {
        games.push(game);
    }
    games
}

#[test]
fn opponents_titles_and_federations_are_read_where_the_file_gives_them() {
    use elocalc::import::Details;
    use elocalc::rating::{Federation, Title};
    let pgn = "[White \"Petrova, Anna\"]\n[Black \"Keymer, Vincent\"]\n[BlackTitle \"GM\"]\n\
               [BlackFed \"GER\"]\n[BlackElo \"2720\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n\n\
               [White \"Smith, John\"]\n[Black \"Petrova, Anna\"]\n[WhiteTitle \"NM\"]\n\
               [WhiteFed \"?\"]\n[BlackTitle \"WIM\"]\n[BlackFed \"BUL\"]\n[WhiteElo \"2100\"]\n\
               [Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2\n\n\
               [White \"Petrova, Anna\"]\n[Black \"Ivanov, Ivan\"]\n[BlackFed \"bul\"]\n\
               [BlackElo \"1950\"]\n[Result \"1-0\"]\n\n1. c4 1-0\n";
    let found = pgn::player_games(pgn.as_bytes(), "Petrova, Anna", |_| {}).unwrap();
    assert_eq!(found.games.len(), 3);
    // The opponent's tags, never the player's own (WIM BUL in game 2); titles that are not
    // FIDE's (NM) and unknown federations (?) are none.
    assert_eq!(
        found.details,
        [
            (
                0,
                Details {
                    title: Some(Title::Gm),
                    federation: Some(Federation::parse("GER").unwrap()),
                }
            ),
            (
                2,
                Details {
                    title: None,
                    federation: Some(Federation::parse("BUL").unwrap()),
                }
            ),
        ]
    );

    let table = "Round,Opponent,Title,Fed,Rating,Result\n1,Keymer,GM,GER,2720,0\n\
                 2,Smith,,USA,2100,0.5\n3,Ivanov,-,,1950,1\n";
    let found = csv::read(table.as_bytes(), None, None).unwrap();
    assert_eq!(found.games.len(), 3);
    let details: Vec<usize> = found.details.iter().map(|(index, _)| *index).collect();
    assert_eq!(details, [0, 1], "game 3 has neither");
    assert_eq!(found.details[0].1.title, Some(Title::Gm));
    assert_eq!(found.details[1].1.title, None);
    assert_eq!(
        found.details[1].1.federation,
        Some(Federation::parse("USA").unwrap())
    );
}
