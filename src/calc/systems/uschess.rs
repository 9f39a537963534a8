//! US Chess (the US Chess rating system document; docs/rules/uschess.md): the spec — its values
//! (the games the rating is based on, the event's end date, the earlier record, dual rating, no
//! bonus, the floor), how it reads a game, how it rates one game or an event, and how its
//! answer is worded, written as JSON and charted. The rules themselves: `rating/uschess.rs`.

use super::rated::{
    Fact, Figure, GameFigures, GamesTable, Rated, Said, Shown, Sides, Value, unrated_left_out,
};
use super::{
    Answer, Choice, Empty, EntryKind, OwnEntry, RatingSystem, not_in_multi, own_value, system_rows,
};
use crate::calc::Today;
use crate::calc::chart::{Chart, Mark, Marked, Who};
use crate::calc::evaluate::{Checks, Evaluation, Games, Outcome, Problem};
use crate::calc::request::{Entry, Mode, Request};
use crate::calc::table_rows::TableRows;
use crate::rating::{
    ABSOLUTE_FLOOR, InputError, PriorRecord, Score, UsChessOutcome, UsChessPlayer,
    logistic_expected, parse_event_date, parse_floor, parse_us_games_played, parse_us_rating,
    parse_uschess_opponent, rate_uschess,
};

pub static USCHESS: UsChess = UsChess;

/// US Chess as a rating system.
pub struct UsChess;

pub static GAMES_PLAYED: OwnEntry = OwnEntry {
    key: "us_games_played",
    label_id: "uschess-form-games-played",
    kind: EntryKind::Text {
        empty: Empty::Word("uschess-established"),
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
    let games_played = own_value(
        &mut checks,
        values,
        &GAMES_PLAYED,
        |text| parse_us_games_played(text).map(Some),
        None,
    );
    let event_date = own_value(
        &mut checks,
        values,
        &EVENT_DATE,
        parse_event_date,
        today.date,
    );
    let prior = checks.check(
        PRIOR_RECORD.entry(),
        values.choice(&PRIOR_RECORD).parse::<PriorRecord>(),
    );
    let floor = own_value(&mut checks, values, &FLOOR, parse_floor, ABSOLUTE_FLOOR);
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

impl Answer for UsChessAnswer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn rated(&self) -> Rated<'_> {
        self.rated_event()
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

// --- The answer as data: what people read and what JSON carries, by key ---

impl UsChessAnswer {
    /// An event (or one game, with what each result would bring): the formula and its
    /// figures, the bonus, the floor, the new rating; each game's winning expectancy.
    fn rated_event(&self) -> Rated<'_> {
        let outcome = &self.outcome;
        let player = outcome.player;
        let formula = outcome.formula.key();
        let mut facts = vec![
            Fact::new("formula", Value::Choice(formula)).how(formula, Vec::new()),
            Fact::new("effective_games", Value::Fixed(outcome.effective_games, 2)).how(
                match player.games_played {
                    None => "not-given",
                    Some(_) => "smaller",
                },
                Vec::new(),
            ),
            Fact::shown(
                "score",
                Shown::ScoreWithExpected(
                    Value::Points(outcome.score),
                    // No "-0.00".
                    Value::Fixed(outcome.expected + 0.0, 2),
                ),
            ),
        ];
        if let Some(k) = outcome.k {
            facts.push(Fact::new("k", Value::Fixed(k, 2)));
        }
        facts.push(self.bonus());
        facts.push(Fact::new("change", Value::Change(outcome.change(), 2)));
        facts.push(
            Fact::new("new_rating", Value::Whole(outcome.new_rating)).how(
                "exactly",
                vec![("rating", Value::Fixed(outcome.new_rating_exact, 4))],
            ),
        );
        let mut notes = vec![Said::bare("one-pass")];
        notes.extend(unrated_left_out(&self.rows));
        if outcome.capped {
            notes.push(Said::bare("capped"));
        }
        if outcome.floored {
            notes.push(Said::new(
                "floored",
                vec![("floor", Value::Points(outcome.floor))],
            ));
        }
        if outcome.provisional {
            notes.push(Said::bare("provisional"));
        }
        let games_played = match player.games_played {
            None => Said::bare("established"),
            Some(0) => Said::bare("unrated"),
            Some(n) => Said::new("games", vec![("count", Value::Whole(n.into()))]),
        };
        let games = self
            .games
            .iter()
            .zip(&outcome.game_expected)
            .map(|(&(opponent, score), &expected)| GameFigures {
                opponent,
                extras: Vec::new(),
                score,
                expected,
            })
            .collect();
        let optional = |value: Option<f64>| value.map_or(Value::Absent, Value::Real);
        Rated {
            system: &USCHESS,
            sides: Sides::One,
            title: Said::new(
                "title",
                vec![
                    ("rating", Value::Rating(player.rating)),
                    ("games", Value::Said(Box::new(games_played))),
                    ("date", Value::Text(player.event_date.to_string())),
                    ("threshold", Value::Whole(outcome.bonus_threshold.into())),
                ],
            ),
            rating: (
                Value::Rating(player.rating),
                Value::Whole(outcome.new_rating),
            ),
            facts,
            games: Some(GamesTable {
                key: "games",
                extras: &[],
                games,
                left_out_extras: Vec::new(),
                rows: &self.rows,
            }),
            scenario_decimals: 2,
            scenarios: self
                .scenarios
                .iter()
                .map(|&(score, change)| (score, vec![change]))
                .collect(),
            played: (!self.scenarios.is_empty())
                .then(|| self.games.first().map(|&(_, score)| score))
                .flatten(),
            notes,
            figures: vec![
                Figure::new("rating", Value::Rating(player.rating)),
                Figure::new(
                    "games_played",
                    player
                        .games_played
                        .map_or(Value::Absent, |n| Value::Whole(n.into())),
                ),
                Figure::new("event_date", Value::Text(player.event_date.to_string())),
                Figure::new("prior_record", Value::Choice(player.prior.key())),
                Figure::new("dual_rated", Value::Flag(player.dual_rated)),
                Figure::new("effective_games", Value::Real(outcome.effective_games)),
                Figure::new("formula", Value::Choice(formula)),
                Figure::new("k", optional(outcome.k)),
                Figure::new(
                    "bonus_threshold",
                    Value::Whole(outcome.bonus_threshold.into()),
                ),
                Figure::new("bonus_eligible", Value::Flag(outcome.bonus_eligible)),
                Figure::new("bonus", Value::Real(outcome.bonus)),
                Figure::new("score", Value::Points(outcome.score)),
                Figure::new("expected", Value::Real(outcome.expected)),
                Figure::new("provisional", Value::Flag(outcome.provisional)),
                Figure::new("capped", Value::Flag(outcome.capped)),
                Figure::new("floor", Value::Rating(outcome.floor)),
                Figure::new("floored", Value::Flag(outcome.floored)),
                Figure::new("change", Value::Real(outcome.change())),
                Figure::new("new_rating_exact", Value::Real(outcome.new_rating_exact)),
                Figure::new("new_rating", Value::Whole(outcome.new_rating)),
            ],
        }
    }

    /// The bonus: whether it applies and its threshold, or why it does not.
    fn bonus(&self) -> Fact {
        let outcome = &self.outcome;
        let fact = Fact::new("bonus", Value::Fixed(outcome.bonus, 2));
        if outcome.bonus_eligible {
            let threshold = Value::Whole(outcome.bonus_threshold.into());
            fact.how("above", vec![("threshold", threshold)])
        } else if outcome.player.no_bonus {
            fact.how("not-qualified", Vec::new())
        } else if outcome.formula != crate::rating::Formula::Standard {
            fact.how("special", Vec::new())
        } else {
            let games = Value::Whole(self.games.len() as i64);
            fact.how("few", vec![("games", games)])
        }
    }
}
