//! Every row of the games table keeps its own game: in every rating system and every face (the
//! UI's table, the report's sheet, the JSON) a row's figures are those its game alone gives,
//! under the row's own number, whatever is left out around it — a game still to play, an
//! unrated opponent US Chess leaves out, a game the 600-point rule does not rate.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{
    Entry, Evaluation, LeftOut, Mode, Request, Row, RowFigures, RowScore, System, Today,
};
use elocalc::report::{Format, Report, Section};
use elocalc::tui::state::App;
use proptest::prelude::*;

/// One row as typed: the opponent's rating (`None`: unrated) with, in Glicko-2, an RD; the
/// score (`None`: not played yet); the event (of two, in an Elo pool).
#[derive(Clone, Debug)]
struct TypedRow {
    opponent: Option<u16>,
    rd: Option<u16>,
    score: Option<elocalc::rating::Score>,
    event: usize,
}

impl TypedRow {
    fn row(&self, system: System) -> Row {
        let mut opponent = self
            .opponent
            .map_or_else(|| "unrated".to_string(), |rating| rating.to_string());
        if let (Some(rd), Some(_), "glicko2") = (self.rd, self.opponent, system.key()) {
            opponent = format!("{opponent}/{rd}");
        }
        Row {
            event: self.event,
            score: self.score.map_or(RowScore::Unplayed, RowScore::Played),
            ..Row::new(&opponent, elocalc::rating::Score::Draw)
        }
    }

    /// Why the row is no game of the rating, if it is none.
    fn left_out(&self, system: System) -> Option<LeftOut> {
        match (self.score, self.opponent) {
            (None, _) => Some(LeftOut::Unplayed),
            (Some(_), None) if system.key() == "uschess" => Some(LeftOut::UnratedOpponent),
            _ => None,
        }
    }
}

fn typed_row() -> impl Strategy<Value = TypedRow> {
    let score = prop_oneof![
        3 => prop::sample::select(elocalc::rating::Score::ALL.to_vec()).prop_map(Some),
        1 => Just(None),
    ];
    (
        prop::option::weighted(0.8, 1000u16..=3000),
        prop::option::of(30u16..=350),
        score,
        0usize..2,
    )
        .prop_map(|(opponent, rd, score, event)| TypedRow {
            opponent,
            rd,
            score,
            event,
        })
}

/// A Tournament-mode request in `system`: the player at `rating`, the rows as typed; in an Elo
/// pool with `events`, a period of two events (the rows perhaps not grouped by event, as a
/// hand-edited session may list them).
fn request(system: System, rating: u16, rows: &[TypedRow], events: bool) -> Request {
    let events = events && system.is_elo();
    Request {
        mode: Mode::Tournament,
        system,
        rating: rating.to_string(),
        rows: rows
            .iter()
            .map(|typed| Row {
                event: if events { typed.event } else { 0 },
                ..typed.row(system)
            })
            .collect(),
        events: if events {
            vec![String::new(), "Second".into()]
        } else {
            Vec::new()
        },
        ..Request::default()
    }
}

fn evaluate(request: &Request) -> Evaluation {
    elocalc::calc::evaluate(request, Today::in_year(2026))
}

fn json_of(evaluation: &Evaluation) -> Value {
    serde_json::from_str(&elocalc::report::render(evaluation, Some(Format::Json))).unwrap()
}

/// The lines of every table of games in a sheet, as text: each line's cells.
fn game_lines(evaluation: &Evaluation) -> Vec<Vec<String>> {
    let sheet = evaluation.sheet();
    sheet
        .sections
        .iter()
        .filter(|section: &&Section| section.title == elocalc::report::sheet::GAMES)
        .flat_map(|section| {
            section
                .lines()
                .map(|line| {
                    line.cells
                        .iter()
                        .map(|cell| cell.text.to_string())
                        .collect()
                })
                .collect::<Vec<Vec<String>>>()
        })
        .collect()
}

/// What the UI's games table shows on row `number` of `request` past the number: the opponent,
/// the score, the figures and the note.
fn table_row(request: &Request, number: usize) -> String {
    let app = App::with_request(request.clone(), elocalc::store::SessionName::default_name());
    let shown = screen(&app, 120, 60);
    let line = shown
        .lines()
        .find(|line| line.starts_with(&format!("│{number:>4} ")))
        .unwrap_or_else(|| panic!("no row {number}:\n{shown}"));
    // Inside the table, which the chart stands beside.
    line.chars().skip(5).take(66).collect()
}

/// The JSON game of number `number`, if the JSON lists one.
fn json_game(json: &Value, number: usize) -> Option<&Value> {
    json["games"]
        .as_array()?
        .iter()
        .find(|game| game["number"] == number)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn each_row_shows_its_own_games_figures_in_every_system_and_face(
        system in prop::sample::select(System::all().collect::<Vec<_>>()),
        rating in 1400u16..=2900,
        rows in prop::collection::vec(typed_row(), 1..9),
        events in any::<bool>(),
    ) {
        let whole = request(system, rating, &rows, events);
        let evaluation = evaluate(&whole);
        // US Chess with every game left out has nothing to rate, and says so.
        prop_assume!(evaluation.problem().is_none());
        let json = json_of(&evaluation);
        let lines = game_lines(&evaluation);
        let mut numbers: Vec<usize> = lines.iter().map(|cells| cells[0].parse().unwrap()).collect();
        numbers.sort_unstable();
        // Every row is listed once, under its own number, games and rows left out alike.
        prop_assert_eq!(numbers, (1..=rows.len()).collect::<Vec<_>>());
        let listed_out: Vec<u64> = json["left_out"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| row["number"].as_u64().unwrap())
            .collect();
        let expected_out: Vec<u64> = (1..=rows.len() as u64)
            .filter(|&number| rows[number as usize - 1].left_out(system).is_some())
            .collect();
        prop_assert_eq!(listed_out, expected_out);
        // The UI groups the games by event: where they are, its rows are the request's.
        let grouped = whole.rows.is_sorted_by_key(|row| row.event);
        for (index, typed) in rows.iter().enumerate() {
            let number = index + 1;
            let line = lines.iter().find(|cells| cells[0] == number.to_string()).unwrap();
            let shown = evaluation.outcome.row_figures(index);
            if let Some(why) = typed.left_out(system) {
                prop_assert!(
                    matches!(shown, RowFigures::LeftOut(row) if row.why == why && row.row == index),
                    "row {number}: {shown:?}"
                );
                prop_assert!(json_game(&json, number).is_none());
                prop_assert_eq!(line.last().unwrap(), &elocalc::report::left_out::why(why));
                if grouped {
                    let shown = table_row(&whole, number);
                    prop_assert!(shown.contains(&elocalc::report::left_out::why_short(why)), "row {}: {}", number, shown);
                }
                continue;
            }
            // The same game alone: its figures are the row's, in every face.
            let alone = request(system, rating, std::slice::from_ref(typed), false);
            let alone = evaluate(&alone);
            prop_assert_eq!(shown, alone.outcome.row_figures(0), "row {}", number);
            prop_assert!(!matches!(shown, RowFigures::None | RowFigures::LeftOut(_)));
            let game = json_game(&json, number).unwrap();
            let alone_json = json_of(&alone);
            let mut alone_game = alone_json["games"][0].clone();
            alone_game["number"] = number.into();
            prop_assert_eq!(game, &alone_game);
            let mut alone_line = game_lines(&alone).remove(0);
            alone_line[0] = number.to_string();
            // A note column only a row left out brings.
            prop_assert_eq!(&line[..alone_line.len()], &alone_line[..]);
            if grouped {
                let alone_request = request(system, rating, std::slice::from_ref(typed), false);
                prop_assert_eq!(table_row(&whole, number), table_row(&alone_request, 1));
            }
        }
    }
}

/// The user's case of issue 31 in the UI: rating 1850, `1700 w`, `unrated w`, `1800 l`, then
/// the pool US Chess: the unrated row says it is left out, the 1800 row shows its own +50 and
/// 0.57; at 80×24 the table keeps its rows.
#[test]
fn the_us_chess_table_keeps_each_games_figures_on_its_row_at_80x24() {
    let mut app = App::new();
    replace(&mut app, "1850");
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [("1700", "w"), ("unrated", "w"), ("1800", "l")] {
        add_game(&mut app, opponent, score);
    }
    choose_pool(&mut app, System::by_key("uschess").unwrap());
    focus(
        &mut app,
        elocalc::calc::systems::uschess::EVENT_DATE.entry(),
    );
    replace(&mut app, "2026-03-01");
    press(&mut app, KeyCode::Enter);
    focus(&mut app, Entry::Rows);
    let shown = screen(&app, 80, 24);
    let row = |number: &str| {
        shown
            .lines()
            .find(|line| line.starts_with(&format!("│{number:>4} ")))
            .unwrap_or_else(|| panic!("no row {number}:\n{shown}"))
            .to_string()
    };
    // 1850 − 1700 = +150, 1/(1 + 10^(−150/400)) = 0.70; 1850 − 1800 = +50, 0.57.
    assert!(row("1").contains("+150     0.70"), "{shown}");
    assert!(row("2").contains("unrated opponent"), "{shown}");
    assert!(!row("2").contains("0.57"), "{shown}");
    assert!(row("3").contains("+50     0.57"), "{shown}");
    insta::assert_snapshot!("uschess_tournament_80x24", shown);
}

/// A table of games with room for `rows` games, its header and borders, at 80×24.
fn games_table_height(shown: &str) -> usize {
    let lines: Vec<&str> = shown.lines().collect();
    let top = lines
        .iter()
        .position(|line| line.starts_with("┌ Games"))
        .expect("a games table");
    let bottom = lines[top + 1..]
        .iter()
        .position(|line| line.starts_with('└'))
        .expect("its bottom border");
    bottom + 2
}

#[test]
fn the_us_chess_tournament_table_keeps_five_rows_at_80x24() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    choose_pool(&mut app, System::by_key("uschess").unwrap());
    focus(&mut app, Entry::Rows);
    for opponent in ["1700", "1810", "1925", "1760", "2010", "1880", "1790"] {
        add_game(&mut app, opponent, "1");
    }
    let shown = screen(&app, 80, 24);
    // Borders and header, and five games at least.
    assert!(games_table_height(&shown) >= 5 + 3, "{shown}");
}

/// The command line of issue 31: the unrated game is game 4 and left out, the 1760 game is
/// game 5, in the text and in the JSON.
#[test]
fn the_command_line_numbers_a_us_chess_game_by_its_place() {
    let args = [
        "period",
        "--pool",
        "uschess",
        "--rating",
        "1850",
        "--games-played",
        "30",
        "--event-date",
        "2026-03-01",
        "1700:1",
        "1810:0.5",
        "1925:0",
        "unrated:1",
        "1760:1",
        "2010:0.5",
        "1880:0",
    ];
    let text = String::from_utf8(elocalc(&args).stdout).unwrap();
    // 1/(1 + 10^(−90/400)) = 0.6267 for 1850 against 1760.
    assert!(
        text.contains("\n4   unrated      1         —  not rated: opponent unrated\n5      1760      1    0.6267\n"),
        "{text}"
    );
    assert!(text.contains("Game 4 is left out"), "{text}");
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let value: Value = serde_json::from_slice(&elocalc(&with_json).stdout).unwrap();
    let numbers: Vec<u64> = value["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["number"].as_u64().unwrap())
        .collect();
    assert_eq!(numbers, [1, 2, 3, 5, 6, 7]);
    assert_eq!(value["games"][3]["opponent"], 1760);
    assert_eq!(
        value["left_out"],
        serde_json::json!([{"number": 4, "opponent": null, "score": 1, "reason": "unrated_opponent"}])
    );
}

/// Glicko-2 rates an unrated opponent as the paper's new player and says which game by its
/// number in the table, a game still to play before it counted.
#[test]
fn glicko2_names_an_unrated_opponents_game_by_its_row() {
    let rows = [
        TypedRow {
            opponent: Some(1700),
            rd: None,
            score: None,
            event: 0,
        },
        TypedRow {
            opponent: None,
            rd: None,
            score: Some(elocalc::rating::Score::Win),
            event: 0,
        },
    ];
    let evaluation = evaluate(&request(
        System::by_key("glicko2").unwrap(),
        1500,
        &rows,
        false,
    ));
    let sheet = evaluation.sheet();
    assert!(
        sheet
            .notes
            .iter()
            .any(|note| note.starts_with("Game 2: unrated")),
        "{:?}",
        sheet.notes
    );
    let lines = game_lines(&evaluation);
    assert_eq!(lines[0][..5], ["1", "1700", "350", "?", "—"]);
    // Rated as the paper's 1500 with RD 350.
    assert_eq!(lines[1][..3], ["2", "1500", "350"]);
}

/// A difference the 400-point rule changed says what it was, on the game's own row: 1500
/// against 2100 is counted as -400, the real -600 beside it (FIDE's rating regulations: in
/// standard play a difference of more than 400 points counts as 400 for a player rated below
/// 2650 — docs/rules/fide.md).
#[test]
fn a_capped_difference_says_the_real_one_on_its_row() {
    let output = elocalc(&["period", "--rating", "1500", "1450:0", "2100:1"]);
    let text = String::from_utf8_lossy(&output.stdout).to_string();
    let row = |opponent: &str| {
        text.lines()
            .find(|line| line.split_whitespace().nth(1) == Some(opponent))
            .unwrap_or_else(|| panic!("{opponent} in {text}"))
            .to_string()
    };
    assert!(row("2100").contains("-400") && row("2100").ends_with("real -600: the 400-point rule"));
    assert!(!row("1450").contains("real"), "{text}");
}

/// The UI's games table says it too, on the game's own row, in the words its note column has
/// room for at 80 columns.
#[test]
fn the_games_table_says_a_capped_difference_on_its_row() {
    let mut app = elocalc::tui::state::App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rating);
    replace(&mut app, "1500");
    focus(&mut app, Entry::Rows);
    paste(&mut app, "1450 | 0\n2100 | 1\n");
    let shown = screen(&app, 80, 24);
    let row = |opponent: &str| {
        shown
            .lines()
            .find(|line| line.split_whitespace().nth(2) == Some(opponent))
            .unwrap_or_else(|| panic!("{opponent} in {shown}"))
            .to_string()
    };
    assert!(
        row("2100").contains("-400") && row("2100").contains("real -600 (400 rule) "),
        "{shown}"
    );
    assert!(!row("1450").contains("real"), "{shown}");
}
