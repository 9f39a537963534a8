//! US Chess (the US Chess rating system document; docs/rules/uschess.md): the spec — its values
//! (the games the rating is based on, the event's end date, the earlier record, dual rating, no
//! bonus, the floor), how it reads a game, how it rates one game or an event, and how its
//! answer is worded, written as JSON and charted. The rules themselves: `rating/uschess.rs`.

use super::{Answer, Choice, Empty, EntryKind, OwnEntry, RatingSystem, not_in_multi, system_rows};
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
        empty: Empty::Word("report-us-established"),
    },
    flag: "games-played",
    value_name: "N",
    game_only: false,
};
pub static EVENT_DATE: OwnEntry = OwnEntry {
    key: "event_date",
    label_id: "uschess-form-event-date",
    kind: EntryKind::Date,
    flag: "event-date",
    value_name: "DATE",
    game_only: false,
};
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

impl Answer for UsChessAnswer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
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
