//! US Chess (the US Chess rating system document; docs/rules/uschess.md): the spec — its values
//! (the games the rating is based on, the event's end date, the earlier record, dual rating, no
//! bonus, the floor), how it reads a game, how it rates one game or an event, and how its
//! answer is worded, written as JSON and charted. The rules themselves: `rating/uschess.rs`.

use std::io;

use serde::Serialize;

use super::{
    Answer, AnswerPanels, Choice, Empty, EntryKind, OwnEntry, RatingSystem, not_in_multi,
    system_rows,
};
use crate::calc::Today;
use crate::calc::chart::{Chart, Mark, Marked, Who};
use crate::calc::evaluate::{Checks, Evaluation, Games, Outcome, Problem};
use crate::calc::request::{Entry, Mode, Request};
use crate::calc::table_rows::{LeftOut, TableRows};
use crate::i18n::{tr, tr_args};
use crate::rating::{
    ABSOLUTE_FLOOR, InputError, PriorRecord, Score, UsChessOutcome, UsChessPlayer,
    logistic_expected, parse_event_date, parse_floor, parse_us_games_played, parse_us_rating,
    parse_uschess_opponent, rate_uschess,
};
use crate::report::left_out::LeftOutJson;
use crate::report::sheet::json::{Number, render};
use crate::report::sheet::numbers::{self, points, said, signed};
use crate::report::sheet::{
    Cell, Key, Line, Lines, RESULT, SCENARIOS, Section, Sheet, Tone, scenario_label,
};

pub static USCHESS: UsChess = UsChess;

/// US Chess as a rating system.
pub struct UsChess;

pub static GAMES_PLAYED: OwnEntry = OwnEntry {
    key: "us_games_played",
    label_id: "uschess-form-games-played",
    kind: EntryKind::Text {
        empty: Empty::Word("report-us-established"),
    },
    flag: "games-played",
    value_name: "N",
    game_only: false,
};
/// Shared with other systems: declared once, in `shared`.
pub use super::shared::EVENT_DATE;
pub static PRIOR_RECORD: OwnEntry = OwnEntry {
    key: "prior_record",
    label_id: "uschess-form-prior-record",
    kind: EntryKind::Choice(&[
        Choice {
            key: "mixed",
            word: "uschess-prior-mixed",
        },
        Choice {
            key: "all-wins",
            word: "uschess-prior-all-wins",
        },
        Choice {
            key: "all-losses",
            word: "uschess-prior-all-losses",
        },
    ]),
    flag: "prior-record",
    value_name: "RECORD",
    game_only: false,
};
pub static DUAL_RATED: OwnEntry = OwnEntry {
    key: "dual_rated",
    label_id: "uschess-form-dual-rated",
    kind: EntryKind::Toggle {
        off: "form-no",
        on: "form-yes",
    },
    flag: "dual-rated",
    value_name: "",
    game_only: false,
};
pub static NO_BONUS: OwnEntry = OwnEntry {
    key: "no_bonus",
    label_id: "uschess-form-bonus",
    kind: EntryKind::Toggle {
        off: "uschess-bonus-if-earned",
        on: "uschess-bonus-none",
    },
    flag: "no-bonus",
    value_name: "",
    game_only: false,
};
pub static FLOOR: OwnEntry = OwnEntry {
    key: "floor",
    label_id: "uschess-form-floor",
    kind: EntryKind::Text {
        empty: Empty::Number("100"),
    },
    flag: "floor",
    value_name: "F",
    game_only: false,
};

/// In the form's order.
static ENTRIES: [OwnEntry; 6] = [
    GAMES_PLAYED,
    EVENT_DATE,
    PRIOR_RECORD,
    DUAL_RATED,
    NO_BONUS,
    FLOOR,
];

impl RatingSystem for UsChess {
    fn key(&self) -> &'static str {
        "uschess"
    }

    fn label(&self) -> &'static str {
        "US Chess"
    }

    fn entries(&self) -> &'static [OwnEntry] {
        &ENTRIES
    }

    /// A rated opponent, without an RD.
    fn check_opponent(&self, text: &str) -> Result<(), InputError> {
        parse_uschess_opponent(text).map(drop)
    }

    /// A game against an unrated opponent is taken (and left out of the event, said).
    fn check_game(&self, text: &str) -> Result<(), InputError> {
        match text.trim().rsplit_once(':') {
            Some((opponent, score))
                if opponent.trim().eq_ignore_ascii_case(crate::rating::UNRATED) =>
            {
                score.parse::<Score>().map(drop)
            }
            _ => crate::rating::parse_uschess_game(text).map(drop),
        }
    }

    fn evaluate(&self, request: &Request, today: Today, _: &Games) -> Evaluation {
        evaluate(request, today)
    }

    fn chart(&self, evaluation: &Evaluation) -> Chart {
        match &evaluation.outcome {
            Outcome::System(answer) => answer.chart(),
            _ => curve(Vec::new(), Marked::Nothing),
        }
    }
}

/// US Chess's winning expectancy: the plain logistic curve.
fn curve(marks: Vec<Mark>, marked: Marked) -> Chart {
    Chart::of_curve("logistic".into(), logistic_expected, marks, marked)
}

/// US Chess in Game mode (one game) or Tournament mode (an event); Multi is not rated.
fn evaluate(request: &Request, today: Today) -> Evaluation {
    if request.mode == Mode::Multi {
        return not_in_multi("US Chess");
    }
    let values = &request.systems;
    let mut checks = Checks::default();
    let rating = checks.check(Entry::Rating, parse_us_rating(&request.rating));
    let games_played = checks.or_default(
        GAMES_PLAYED.entry(),
        values.text(GAMES_PLAYED.key),
        |text| parse_us_games_played(text).map(Some),
        None,
    );
    let event_date = checks.or_default(
        EVENT_DATE.entry(),
        values.text(EVENT_DATE.key),
        parse_event_date,
        today.date,
    );
    let prior = checks.check(
        PRIOR_RECORD.entry(),
        values.choice(&PRIOR_RECORD).parse::<PriorRecord>(),
    );
    let floor = checks.or_default(
        FLOOR.entry(),
        values.text(FLOOR.key),
        parse_floor,
        ABSOLUTE_FLOOR,
    );
    let mut row_errors = Vec::new();
    let mut rows = TableRows::in_order(1);
    let games = if request.mode == Mode::Game {
        checks
            .check(Entry::Opponent, parse_uschess_opponent(&request.opponent))
            .map(|opponent| vec![(opponent, request.result)])
    } else {
        // A game against an unrated opponent is left out and said, as FIDE pools do.
        let (games, table_rows, errors) = system_rows(
            request,
            |opponent, score| Ok((parse_uschess_opponent(opponent)?, score)),
            |&(opponent, _)| opponent,
            true,
        );
        (rows, row_errors) = (table_rows, errors);
        Some(games)
    };
    let outcome = match (rating, games_played, event_date, prior, floor, games) {
        (
            Some(rating),
            Some(games_played),
            Some(event_date),
            Some(prior),
            Some(floor),
            Some(games),
        ) if row_errors.is_empty() => {
            let player = UsChessPlayer {
                rating,
                games_played,
                prior,
                event_date,
                dual_rated: values.is_on(DUAL_RATED.key),
                no_bonus: values.is_on(NO_BONUS.key),
                floor,
            };
            match uschess(player, games) {
                Ok(mut answer) => {
                    answer.rows = rows;
                    Outcome::System(std::sync::Arc::new(answer))
                }
                // Two values disagree (the record and the games played, the floor and the
                // rating): the second's entry is marked, and the problem, which names both,
                // stands on its own.
                Err(problem) => {
                    let entry = match problem.error {
                        InputError::FloorAboveRating { .. } => FLOOR.entry(),
                        _ => PRIOR_RECORD.entry(),
                    };
                    checks.errors.push((entry, problem.error.clone()));
                    Outcome::Invalid(problem)
                }
            }
        }
        _ => Outcome::Invalid(checks.first_or(&row_errors, InputError::Missing)),
    };
    Evaluation {
        errors: checks.errors,
        row_errors,
        ..Evaluation::of(outcome)
    }
}

impl UsChessAnswer {
    /// The result panel's title where the whole one does not fit: the rating, before and after.
    fn short_title(&self) -> String {
        said(&format!(
            "US Chess · {} → {}",
            numbers::rating(self.outcome.player.rating),
            self.outcome.new_rating
        ))
    }
}

impl Answer for UsChessAnswer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn sheet(&self) -> Sheet<'_> {
        sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json(self, out)
    }

    fn chart(&self) -> Chart {
        let rating = self.outcome.player.rating;
        let marks: Vec<Mark> = self
            .games
            .iter()
            .zip(&self.outcome.game_expected)
            .map(|(&(opponent, _), &expected)| Mark {
                difference: rating - opponent,
                expected,
            })
            .collect();
        let marked = match (self.scenarios.is_empty(), marks.first()) {
            // One game (Game mode): whose difference it is.
            (false, Some(mark)) => Marked::One {
                who: Who::You,
                real: mark.difference,
                used: mark.difference,
            },
            _ => Marked::Opponents,
        };
        curve(marks, marked)
    }

    /// Game mode: the result, and what each result would bring beside the chart.
    fn panels(&self) -> AnswerPanels {
        if self.scenarios.is_empty() {
            AnswerPanels {
                short_title: self.short_title(),
                result: &[RESULT],
                keys: None,
                second: None,
                notes_with_result: true,
            }
        } else {
            AnswerPanels {
                short_title: self.short_title(),
                result: &[RESULT],
                keys: None,
                second: Some((SCENARIOS, &[SCENARIOS])),
                notes_with_result: false,
            }
        }
    }

    fn game_figures(&self, game: usize) -> Option<(f64, f64)> {
        let (opponent, _) = self.games.get(game)?;
        Some((
            self.outcome.player.rating - opponent,
            self.outcome.game_expected[game],
        ))
    }

    fn table_rows(&self) -> &TableRows {
        &self.rows
    }
}

/// A US Chess event rated, with its games; for one game, the change each result would bring.
#[derive(Clone, Debug)]
pub struct UsChessAnswer {
    pub outcome: UsChessOutcome,
    pub games: Vec<(f64, Score)>,
    pub scenarios: Vec<(Score, f64)>,
    /// Which row of the table each game is; the rows left out: games against an unrated
    /// opponent, games still to play.
    pub rows: TableRows,
}

/// Rates a US Chess event once against the opponents' ratings as entered.
pub fn uschess(player: UsChessPlayer, games: Vec<(f64, Score)>) -> Result<UsChessAnswer, Problem> {
    let outcome = rate_uschess(player, &games).map_err(|error| Problem { field: None, error })?;
    // One game: what each result would bring.
    let scenarios = match games[..] {
        [(opponent, _)] => Score::ALL
            .into_iter()
            .filter_map(|score| {
                let outcome = rate_uschess(player, &[(opponent, score)]).ok()?;
                Some((score, outcome.change()))
            })
            .collect(),
        _ => Vec::new(),
    };
    Ok(UsChessAnswer {
        rows: TableRows::in_order(games.len()),
        outcome,
        games,
        scenarios,
    })
}

/// A US Chess event: the formula and its figures, the bonus, the floor, the new rating; each
/// game's winning expectancy.
fn sheet(answer: &UsChessAnswer) -> Sheet<'static> {
    let outcome = &answer.outcome;
    let player = outcome.player;
    let mut lines = vec![
        Line::fact(
            Key::Item,
            &tr("report-us-formula"),
            Cell::plain(formula_name(outcome.formula)),
        )
        .with_how(formula_said(outcome.formula)),
        Line::fact(
            Key::Item,
            &tr("report-us-effective-games"),
            Cell::plain(said(&format!("{:.2}", outcome.effective_games))),
        )
        .with_how(effective_said(player.games_played)),
        Line::fact(
            Key::Score,
            &tr("row-score"),
            Cell::plain(tr_args(
                "score-with-expected",
                &[
                    ("score", said(&points(outcome.score)).into()),
                    (
                        "expected",
                        said(&format!("{:.2}", outcome.expected + 0.0)).into(),
                    ),
                ],
            )),
        ),
    ];
    if let Some(k) = outcome.k {
        lines.push(Line::fact(
            Key::K,
            "K",
            Cell::plain(said(&format!("{k:.2}"))),
        ));
    }
    lines.push(
        Line::fact(
            Key::Item,
            &tr("report-us-bonus"),
            Cell::plain(said(&format!("{:.2}", outcome.bonus))),
        )
        .with_how(bonus_said(outcome, answer.games.len())),
    );
    lines.push(Line::fact(
        Key::Change,
        &tr("row-change"),
        Cell::new(
            said(&signed(outcome.change(), 2)),
            Tone::of_change(outcome.change()),
        ),
    ));
    lines.push(
        Line::fact(
            Key::NewRating,
            &tr("row-new-rating"),
            Cell::new(outcome.new_rating.to_string(), Tone::Strong),
        )
        .with_how(tr_args(
            "report-us-exactly",
            &[(
                "rating",
                said(&format!("{:.4}", outcome.new_rating_exact)).into(),
            )],
        )),
    );
    let mut notes = vec![tr("report-us-one-pass")];
    notes.extend(left_out_note(
        &answer.rows.left_out_for(LeftOut::UnratedOpponent),
    ));
    if outcome.capped {
        notes.push(tr("report-us-capped"));
    }
    if outcome.floored {
        notes.push(floored(outcome.floor));
    }
    if outcome.provisional {
        notes.push(tr("report-us-provisional"));
    }
    let header = vec![
        "#".to_string(),
        tr("column-opponent"),
        tr("column-score"),
        tr("column-expected"),
    ];
    let game_line = |game: usize, number: usize| {
        let (opponent, score) = answer.games[game];
        Line::new(
            Key::Item,
            vec![
                Cell::plain(number.to_string()),
                Cell::plain(said(&numbers::rating(opponent))),
                Cell::plain(said(score.as_number())),
                Cell::plain(said(&format!("{:.4}", outcome.game_expected[game]))),
            ],
        )
    };
    let mut sections = crate::report::left_out::result_and_table(
        lines,
        header,
        &answer.rows,
        answer.games.len(),
        game_line,
        |_| Vec::new(),
    );
    if !answer.scenarios.is_empty() {
        let played = answer.games.first().map(|&(_, score)| score);
        let scenarios = answer
            .scenarios
            .iter()
            .map(|&(score, change)| {
                Line::new(
                    Key::Item,
                    vec![
                        scenario_label(score, played),
                        Cell::new(said(&signed(change, 2)), Tone::of_change(change)),
                    ],
                )
            })
            .collect();
        sections.push(Section {
            title: SCENARIOS,
            header: vec![tr("section-scenarios"), tr("side-you")],
            show_header: true,
            right: vec![1],
            lines: Lines::Fixed(scenarios),
        });
    }
    Sheet {
        title: tr_args(
            "report-us-title",
            &[
                ("rating", said(&numbers::rating(player.rating)).into()),
                ("games", games_played_said(player.games_played).into()),
                ("date", player.event_date.to_string().into()),
                ("threshold", outcome.bonus_threshold.to_string().into()),
            ],
        ),
        sections,
        notes,
    }
}

#[derive(Serialize)]
struct UsChessJson {
    pool: &'static str,
    rating: Number,
    games_played: Option<u32>,
    event_date: String,
    prior_record: &'static str,
    dual_rated: bool,
    effective_games: f64,
    formula: &'static str,
    k: Option<f64>,
    bonus_threshold: u32,
    bonus_eligible: bool,
    bonus: f64,
    score: Number,
    expected: f64,
    provisional: bool,
    capped: bool,
    floor: Number,
    floored: bool,
    change: f64,
    new_rating_exact: f64,
    new_rating: i64,
    games: Vec<UsChessGameJson>,
    /// The rows of the table that are no game of the event (an unrated opponent, a game still
    /// to play), under their numbers.
    left_out: Vec<LeftOutJson>,
}

#[derive(Serialize)]
struct UsChessGameJson {
    /// The game's number in the table (a row left out keeps its own).
    number: usize,
    opponent: Number,
    score: Number,
    expected: f64,
}

/// A US Chess event (`period --pool uschess`).
fn json(answer: &UsChessAnswer, out: &mut dyn io::Write) -> io::Result<()> {
    let outcome = &answer.outcome;
    let player = outcome.player;
    render(
        &UsChessJson {
            pool: "uschess",
            rating: Number(player.rating),
            games_played: player.games_played,
            event_date: player.event_date.to_string(),
            prior_record: player.prior.key(),
            dual_rated: player.dual_rated,
            effective_games: outcome.effective_games,
            formula: outcome.formula.key(),
            k: outcome.k,
            bonus_threshold: outcome.bonus_threshold,
            bonus_eligible: outcome.bonus_eligible,
            bonus: outcome.bonus,
            score: Number(outcome.score),
            expected: outcome.expected,
            provisional: outcome.provisional,
            capped: outcome.capped,
            floor: Number(outcome.floor),
            floored: outcome.floored,
            change: outcome.change(),
            new_rating_exact: outcome.new_rating_exact,
            new_rating: outcome.new_rating,
            games: answer
                .games
                .iter()
                .zip(&outcome.game_expected)
                .enumerate()
                .map(|(game, (&(opponent, score), &expected))| UsChessGameJson {
                    number: answer.rows.number(game),
                    opponent: Number(opponent),
                    score: Number(score.points()),
                    expected,
                })
                .collect(),
            left_out: crate::report::left_out::json(&answer.rows),
        },
        out,
    )
}

/// Said of the games (rows from 0) a US Chess event leaves out: their opponent is unrated.
fn left_out_note(rows: &[usize]) -> Option<String> {
    let numbers: Vec<String> = rows.iter().map(|row| (row + 1).to_string()).collect();
    let id = match numbers.len() {
        0 => return None,
        1 => "report-us-left-out-one",
        _ => "report-us-left-out-many",
    };
    Some(tr_args(id, &[("games", numbers.join(", ").into())]))
}

/// Said when the floor raised the result.
fn floored(floor: f64) -> String {
    tr_args(
        "report-us-floored",
        &[("floor", said(&points(floor)).into())],
    )
}

/// Said in the UI where the earlier games are all wins or all losses but no games were played,
/// in the form's words: its labels and the choice as shown ("só vitórias").
pub fn prior_without_games_said(record: &str) -> String {
    let shown = PRIOR_RECORD
        .choice_of(record)
        .map_or_else(|| record.to_string(), |choice| tr(choice.word));
    tr_args(
        "uschess-prior-without-games",
        &[
            ("record", shown.into()),
            (
                "field",
                crate::report::entries::label(&PRIOR_RECORD)
                    .trim()
                    .to_string()
                    .into(),
            ),
            (
                "games",
                crate::report::entries::label(&GAMES_PLAYED)
                    .trim()
                    .to_string()
                    .into(),
            ),
        ],
    )
}

/// The games a US Chess rating is based on: "30 games", "unrated", "established".
fn games_played_said(games_played: Option<u32>) -> String {
    match games_played {
        None => tr("report-us-established"),
        Some(0) => tr("report-us-unrated"),
        Some(n) => tr_args("report-us-games", &[("count", n.into())]),
    }
}

/// The formula's name as people read it (its key, "standard", in JSON).
fn formula_name(formula: crate::rating::Formula) -> String {
    use crate::rating::Formula;
    tr(match formula {
        Formula::Standard => "uschess-formula-name-standard",
        Formula::Special => "uschess-formula-name-special",
        Formula::None => "uschess-formula-name-none",
    })
}

/// Why the formula is the one used.
fn formula_said(formula: crate::rating::Formula) -> String {
    use crate::rating::Formula;
    tr(match formula {
        Formula::Standard => "report-us-formula-standard",
        Formula::Special => "report-us-formula-special",
        Formula::None => "report-us-formula-none",
    })
}

/// Where N′ came from.
fn effective_said(games_played: Option<u32>) -> String {
    tr(match games_played {
        None => "report-us-effective-not-given",
        Some(_) => "report-us-effective-smaller",
    })
}

/// Whether the bonus applies and its threshold, or why it does not (of `games` games).
fn bonus_said(outcome: &UsChessOutcome, games: usize) -> String {
    if outcome.bonus_eligible {
        tr_args(
            "report-us-bonus-above",
            &[("threshold", outcome.bonus_threshold.to_string().into())],
        )
    } else if outcome.player.no_bonus {
        tr("report-us-bonus-not-qualified")
    } else if outcome.formula != crate::rating::Formula::Standard {
        tr("report-us-bonus-special")
    } else {
        tr_args(
            "report-us-bonus-few",
            &[("games", games.to_string().into())],
        )
    }
}
