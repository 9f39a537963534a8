//! US Chess (the US Chess rating system document; docs/rules/uschess.md): the spec — its values
//! (the games the rating is based on, the event's end date, the earlier record, dual rating, no
//! bonus, the floor), how it reads a game, how it rates one game or an event, and how its
//! answer is worded, written as JSON and charted. The rules themselves: `rating/uschess.rs`.

use std::io;

use serde::Serialize;

use super::{Answer, AnswerPanels, EntryKind, OwnEntry, RatingSystem, not_in_multi, system_rows};
use crate::calc::Today;
use crate::calc::chart::{Chart, Mark, Marked, Who};
use crate::calc::evaluate::{Checks, Evaluation, Games, Outcome, Problem};
use crate::calc::request::{Entry, Mode, Request};
use crate::rating::{
    ABSOLUTE_FLOOR, InputError, PriorRecord, Score, UsChessOutcome, UsChessPlayer,
    logistic_expected, parse_event_date, parse_floor, parse_us_games_played, parse_us_rating,
    parse_uschess_opponent, rate_uschess,
};
use crate::sheet::json::{Number, render};
use crate::sheet::numbers::{self, points, signed};
use crate::sheet::{
    Cell, Key, Line, Lines, RESULT, SCENARIOS, Section, Sheet, Tone, result_and_games,
    scenario_label,
};

pub static USCHESS: UsChess = UsChess;

/// US Chess as a rating system.
pub struct UsChess;

pub static GAMES_PLAYED: OwnEntry = OwnEntry {
    key: "us_games_played",
    label: "  Games so far",
    kind: EntryKind::Text {
        empty: "established",
    },
    flag: "games-played",
    value_name: "N",
    game_only: false,
};
pub static EVENT_DATE: OwnEntry = OwnEntry {
    key: "event_date",
    label: "  Event ended",
    kind: EntryKind::Date,
    flag: "event-date",
    value_name: "DATE",
    game_only: false,
};
pub static PRIOR_RECORD: OwnEntry = OwnEntry {
    key: "prior_record",
    label: "  Earlier games",
    kind: EntryKind::Choice(&["mixed", "all-wins", "all-losses"]),
    flag: "prior-record",
    value_name: "RECORD",
    game_only: false,
};
pub static DUAL_RATED: OwnEntry = OwnEntry {
    key: "dual_rated",
    label: "  Dual-rated",
    kind: EntryKind::Toggle {
        off: "no",
        on: "yes",
    },
    flag: "dual-rated",
    value_name: "",
    game_only: false,
};
pub static NO_BONUS: OwnEntry = OwnEntry {
    key: "no_bonus",
    label: "  Bonus",
    kind: EntryKind::Toggle {
        off: "if earned",
        on: "none",
    },
    flag: "no-bonus",
    value_name: "",
    game_only: false,
};
pub static FLOOR: OwnEntry = OwnEntry {
    key: "floor",
    label: "  Your floor",
    kind: EntryKind::Text { empty: "100" },
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
    let mut left_out = Vec::new();
    let games = if request.mode == Mode::Game {
        checks
            .check(Entry::Opponent, parse_uschess_opponent(&request.opponent))
            .map(|opponent| vec![(opponent, request.result)])
    } else {
        // A game against an unrated opponent is left out and said, as FIDE pools do.
        let (games, errors) = system_rows(
            request,
            |opponent, score| Ok((parse_uschess_opponent(opponent)?, score)),
            Some(&mut left_out),
        );
        row_errors = errors;
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
                    answer.left_out = left_out;
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
        format!(
            "US Chess · {} → {}",
            numbers::rating(self.outcome.player.rating),
            self.outcome.new_rating
        )
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

    fn game_figures(&self, index: usize) -> Option<(f64, f64)> {
        let (opponent, _) = self.games.get(index)?;
        Some((
            self.outcome.player.rating - opponent,
            self.outcome.game_expected[index],
        ))
    }

    fn left_out(&self) -> &[usize] {
        &self.left_out
    }
}

/// A US Chess event rated, with its games; for one game, the change each result would bring.
#[derive(Clone, Debug)]
pub struct UsChessAnswer {
    pub outcome: UsChessOutcome,
    pub games: Vec<(f64, Score)>,
    pub scenarios: Vec<(Score, f64)>,
    /// The table's rows (from 0) left out: games against an unrated opponent.
    pub left_out: Vec<usize>,
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
        outcome,
        games,
        scenarios,
        left_out: Vec::new(),
    })
}

/// A US Chess event: the formula and its figures, the bonus, the floor, the new rating; each
/// game's winning expectancy.
fn sheet(answer: &UsChessAnswer) -> Sheet<'static> {
    let outcome = &answer.outcome;
    let player = outcome.player;
    let mut lines = vec![
        Line::fact(Key::Item, "Formula", Cell::plain(outcome.formula.key()))
            .with_how(formula_said(outcome.formula)),
        Line::fact(
            Key::Item,
            "Effective games",
            Cell::plain(format!("{:.2}", outcome.effective_games)),
        )
        .with_how(effective_said(player.games_played)),
        Line::fact(
            Key::Score,
            "Score",
            Cell::plain(format!(
                "{} (expected {:.2})",
                points(outcome.score),
                outcome.expected
            )),
        ),
    ];
    if let Some(k) = outcome.k {
        lines.push(Line::fact(Key::K, "K", Cell::plain(format!("{k:.2}"))));
    }
    lines.push(
        Line::fact(
            Key::Item,
            "Bonus",
            Cell::plain(format!("{:.2}", outcome.bonus)),
        )
        .with_how(bonus_said(outcome, answer.games.len())),
    );
    lines.push(Line::fact(
        Key::Change,
        "Change",
        Cell::new(
            signed(outcome.change(), 2),
            Tone::of_change(outcome.change()),
        ),
    ));
    lines.push(
        Line::fact(
            Key::NewRating,
            "New rating",
            Cell::new(outcome.new_rating.to_string(), Tone::Strong),
        )
        .with_how(format!("{:.4} exactly", outcome.new_rating_exact)),
    );
    let mut notes = vec![ONE_PASS.to_string()];
    notes.extend(left_out_note(&answer.left_out));
    if outcome.capped {
        notes.push(CAPPED.to_string());
    }
    if outcome.floored {
        notes.push(floored(outcome.floor));
    }
    if outcome.provisional {
        notes.push(PROVISIONAL.to_string());
    }
    let games = answer
        .games
        .iter()
        .zip(&outcome.game_expected)
        .enumerate()
        .map(|(index, ((opponent, score), expected))| {
            Line::new(
                Key::Item,
                vec![
                    Cell::plain((index + 1).to_string()),
                    Cell::plain(numbers::rating(*opponent)),
                    Cell::plain(score.as_number()),
                    Cell::plain(format!("{expected:.4}")),
                ],
            )
        })
        .collect();
    let mut sections = result_and_games(lines, &["#", "Opponent", "Score", "Expected"], games);
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
                        Cell::new(signed(change, 2), Tone::of_change(change)),
                    ],
                )
            })
            .collect();
        sections.push(Section {
            title: SCENARIOS,
            header: vec![SCENARIOS.to_string(), "You".into()],
            show_header: true,
            right: vec![1],
            lines: Lines::Fixed(scenarios),
        });
    }
    Sheet {
        title: format!(
            "US Chess · rating {} ({}) · event {} · bonus threshold {}",
            numbers::rating(player.rating),
            games_played_said(player.games_played),
            player.event_date,
            outcome.bonus_threshold
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
}

#[derive(Serialize)]
struct UsChessGameJson {
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
                .map(|(&(opponent, score), &expected)| UsChessGameJson {
                    opponent: Number(opponent),
                    score: Number(score.points()),
                    expected,
                })
                .collect(),
        },
        out,
    )
}

/// Said of the games (rows from 0) a US Chess event leaves out: their opponent is unrated.
fn left_out_note(rows: &[usize]) -> Option<String> {
    let numbers: Vec<String> = rows.iter().map(|row| (row + 1).to_string()).collect();
    let which = match numbers.len() {
        0 => return None,
        1 => format!("Game {} is", numbers[0]),
        _ => format!("Games {} are", numbers.join(", ")),
    };
    Some(format!(
        "{which} left out: an unrated opponent is rated against only with their own first \
         estimate, which needs their other games."
    ))
}

/// Said under every US Chess result.
const ONE_PASS: &str = "Rated once against the opponents' ratings as entered, as \
    US Chess's estimator does. The official rating also rates every opponent first, so it can \
    differ when their ratings moved in this event; enter their post-event ratings to get closer.";

/// Said when the special formula's result was cut to 2700.
const CAPPED: &str = "A special-formula rating is at most 2700.";

/// Said of a rating based on 25 games or fewer.
const PROVISIONAL: &str = "Provisional: based on 25 games or fewer.";

/// Said when the floor raised the result.
fn floored(floor: f64) -> String {
    format!("The floor {} raised the result.", points(floor))
}

/// The games a US Chess rating is based on: "30 games", "unrated", "established".
fn games_played_said(games_played: Option<u32>) -> String {
    match games_played {
        None => "established".to_string(),
        Some(0) => "unrated".to_string(),
        Some(1) => "1 game".to_string(),
        Some(n) => format!("{n} games"),
    }
}

/// Why the formula is the one used.
fn formula_said(formula: crate::rating::Formula) -> String {
    use crate::rating::Formula;
    match formula {
        Formula::Standard => "K·(S − E), plus the bonus".to_string(),
        Formula::Special => {
            "8 games or fewer, or an all-wins / all-losses history: the rating where the score \
             equals the provisional expectancies"
                .to_string()
        }
        Formula::None => "no games: the rating stays".to_string(),
    }
}

/// Where N′ came from.
fn effective_said(games_played: Option<u32>) -> String {
    match games_played {
        None => "N* of the rating (the games played are not given)".to_string(),
        Some(_) => "the smaller of the games played and N* of the rating".to_string(),
    }
}

/// Whether the bonus applies and its threshold, or why it does not (of `games` games).
fn bonus_said(outcome: &UsChessOutcome, games: usize) -> String {
    if outcome.bonus_eligible {
        format!("K·(S − E) above {}·√max(m, 4)", outcome.bonus_threshold)
    } else if outcome.player.no_bonus {
        "none: the event does not qualify for a bonus".to_string()
    } else if outcome.formula != crate::rating::Formula::Standard {
        "none: the special formula has no bonus".to_string()
    } else {
        format!("none: a bonus needs 3 games or more, not {games}")
    }
}
