//! Glicko-2 (Glickman's paper, 2022 revision; docs/rules/glicko2.md): the spec — its values
//! (RD, volatility, τ, and the opponent's in Game mode), how it reads a game (`1400/30:1`, the
//! opponent's RD after a slash), how it rates a game for both players or a period, and how its
//! answer is worded, written as JSON and charted. The rules themselves: `rating/glicko2.rs`.

use super::rated::{Fact, Figure, GameFigures, GamesTable, Json, Rated, Said, Shown, Sides, Value};
use super::{Answer, Empty, EntryKind, OwnEntry, RatingSystem, not_in_multi, system_rows};
use crate::calc::Today;
use crate::calc::chart::{Chart, Mark, Marked, Who};
use crate::calc::evaluate::{Checks, Evaluation, Games, Outcome};
use crate::calc::request::{Entry, Mode, Request};
use crate::calc::table_rows::TableRows;
use crate::rating::number::comma_as_point;
use crate::rating::{
    CENTRE, DEFAULT_RD, DEFAULT_TAU, DEFAULT_VOLATILITY, Glicko2Game, Glicko2Outcome,
    Glicko2Player, InputError, Score, UNRATED, glicko2_expected, parse_glicko_rating, parse_rd,
    parse_tau, parse_volatility, rate_glicko2,
};

pub static GLICKO2: Glicko2 = Glicko2;

/// Glicko-2 as a rating system.
pub struct Glicko2;

pub static RD: OwnEntry = OwnEntry {
    key: "rd",
    label_id: "glicko-form-rd",
    kind: EntryKind::Text {
        empty: Empty::Number("350"),
    },
    flag: "rd",
    value_name: "RD",
    game_only: false,
};
pub static VOLATILITY: OwnEntry = OwnEntry {
    key: "volatility",
    label_id: "glicko-form-volatility",
    kind: EntryKind::Text {
        empty: Empty::Number("0.06"),
    },
    flag: "volatility",
    value_name: "S",
    game_only: false,
};
pub static OPPONENT_RD: OwnEntry = OwnEntry {
    key: "opponent_rd",
    label_id: "glicko-form-opponent-rd",
    kind: EntryKind::Text {
        empty: Empty::Number("350"),
    },
    flag: "opponent-rd",
    value_name: "RD",
    game_only: true,
};
pub static OPPONENT_VOLATILITY: OwnEntry = OwnEntry {
    key: "opponent_volatility",
    label_id: "glicko-form-opponent-volatility",
    kind: EntryKind::Text {
        empty: Empty::Number("0.06"),
    },
    flag: "opponent-volatility",
    value_name: "S",
    game_only: true,
};
pub static TAU: OwnEntry = OwnEntry {
    key: "tau",
    label_id: "glicko-form-tau",
    kind: EntryKind::Text {
        empty: Empty::Number("0.5"),
    },
    flag: "tau",
    value_name: "T",
    game_only: false,
};

/// In the form's order.
static ENTRIES: [OwnEntry; 5] = [RD, VOLATILITY, OPPONENT_RD, OPPONENT_VOLATILITY, TAU];

impl RatingSystem for Glicko2 {
    fn key(&self) -> &'static str {
        "glicko2"
    }

    fn label(&self) -> &'static str {
        "Glicko-2"
    }

    fn entries(&self) -> &'static [OwnEntry] {
        &ENTRIES
    }

    /// An opponent may carry their RD: `1400/30`; `unrated` is the paper's new player.
    fn check_opponent(&self, text: &str) -> Result<(), InputError> {
        crate::rating::glicko2_game(text, Score::Win).map(drop)
    }

    fn check_game(&self, text: &str) -> Result<(), InputError> {
        crate::rating::parse_glicko2_game(text).map(drop)
    }

    fn evaluate(&self, request: &Request, _: Today, _: &Games) -> Evaluation {
        evaluate(request)
    }

    /// Before a result, the curve against an opponent of the default RD.
    fn chart(&self, evaluation: &Evaluation) -> Chart {
        match &evaluation.outcome {
            Outcome::System(answer) => answer.chart(),
            _ => curve(DEFAULT_RD, Vec::new(), Marked::Nothing),
        }
    }
}

/// The logistic curve flattened by g(φ) of an opponent of `opponent_rd`.
fn curve(opponent_rd: f64, marks: Vec<Mark>, marked: Marked) -> Chart {
    Chart::of_curve(
        format!("Glicko-2, RD {opponent_rd:.0}"),
        |d| glicko2_expected(CENTRE + d, CENTRE, opponent_rd),
        marks,
        marked,
    )
}

/// A Glicko-2 period rated, with its games.
#[derive(Clone, Debug)]
pub struct Glicko2Answer {
    pub outcome: Glicko2Outcome,
    pub games: Vec<Glicko2Game>,
    /// Which of the player's values were not given, so the defaults were assumed.
    pub assumed: Assumed,
    /// The rows of the table (from 0) of the games against an unrated opponent, rated as the
    /// paper's 1500 with RD 350.
    pub unrated: Vec<usize>,
    /// Which row of the table each game is; the rows left out: games still to play.
    pub rows: TableRows,
}

/// The values a Glicko-2 player was rated with that nobody gave: the defaults stood in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assumed {
    pub rd: bool,
    pub volatility: bool,
}

/// Rates a Glicko-2 period (every game on the pre-period values).
pub fn glicko2(player: Glicko2Player, tau: f64, games: Vec<Glicko2Game>) -> Glicko2Answer {
    Glicko2Answer {
        outcome: rate_glicko2(player, tau, &games),
        rows: TableRows::in_order(games.len()),
        games,
        assumed: Assumed::default(),
        unrated: Vec::new(),
    }
}

/// One Glicko-2 game rated for both players (each a period of one game), and the changes
/// each result would bring them.
#[derive(Clone, Debug)]
pub struct Glicko2GameAnswer {
    pub you: Glicko2Answer,
    pub opponent: Glicko2Answer,
    /// (result for you, your change, the opponent's change).
    pub scenarios: Vec<(Score, f64, f64)>,
}

/// Rates one game for both players.
pub fn glicko2_game(
    you: Glicko2Player,
    opponent: Glicko2Player,
    tau: f64,
    result: Score,
) -> Glicko2GameAnswer {
    let rate = |result: Score| {
        let yours = Glicko2Game {
            opponent: opponent.rating,
            opponent_rd: opponent.rd,
            score: result,
        };
        let theirs = Glicko2Game {
            opponent: you.rating,
            opponent_rd: you.rd,
            score: result.reversed(),
        };
        (
            glicko2(you, tau, vec![yours]),
            glicko2(opponent, tau, vec![theirs]),
        )
    };
    let scenarios = Score::ALL
        .into_iter()
        .map(|score| {
            let (you, them) = rate(score);
            (score, you.outcome.change(), them.outcome.change())
        })
        .collect();
    let (you, opponent) = rate(result);
    Glicko2GameAnswer {
        you,
        opponent,
        scenarios,
    }
}

/// A value of the player's or the opponent's, or its default when it is empty.
fn value(
    checks: &mut Checks,
    request: &Request,
    entry: &'static OwnEntry,
    parse: fn(&str) -> Result<f64, InputError>,
    default: f64,
) -> Option<f64> {
    checks.or_default(
        entry.entry(),
        request.systems.text(entry.key),
        |text| decimal(text, parse),
        default,
    )
}

/// A value of Glicko-2's own as typed in its field or given to its flag, where a comma can
/// only be a decimal comma: `0,05` is `0.05`, as Portuguese and Russian write it. A refusal
/// quotes the value as typed.
fn decimal(text: &str, parse: fn(&str) -> Result<f64, InputError>) -> Result<f64, InputError> {
    /// `error`, quoting `typed` where it quoted the value read.
    fn as_typed(error: InputError, typed: &str) -> InputError {
        let typed = typed.trim().to_string();
        match error {
            InputError::Rd(_) => InputError::Rd(typed),
            InputError::Volatility(_) => InputError::Volatility(typed),
            InputError::Tau(_) => InputError::Tau(typed),
            InputError::TooPrecise(error) => {
                InputError::TooPrecise(Box::new(as_typed(*error, &typed)))
            }
            error => error,
        }
    }
    let pointed = comma_as_point(text);
    parse(&pointed).map_err(|error| match pointed {
        std::borrow::Cow::Owned(_) => as_typed(error, text),
        std::borrow::Cow::Borrowed(_) => error,
    })
}

/// Which of a side's RD and volatility were not given.
fn assumed(request: &Request, rd: &OwnEntry, volatility: &OwnEntry) -> Assumed {
    Assumed {
        rd: request.systems.text(rd.key).trim().is_empty(),
        volatility: request.systems.text(volatility.key).trim().is_empty(),
    }
}

/// Glicko-2 in Game mode (both players), Tournament mode (a period) or Multi (not rated).
fn evaluate(request: &Request) -> Evaluation {
    if request.mode == Mode::Multi {
        return not_in_multi("Glicko-2");
    }
    let mut checks = Checks::default();
    let rating = checks.check(Entry::Rating, parse_glicko_rating(&request.rating));
    let rd = value(&mut checks, request, &RD, parse_rd, DEFAULT_RD);
    let volatility = value(
        &mut checks,
        request,
        &VOLATILITY,
        parse_volatility,
        DEFAULT_VOLATILITY,
    );
    let tau = value(&mut checks, request, &TAU, parse_tau, DEFAULT_TAU);
    let player = match (rating, rd, volatility) {
        (Some(rating), Some(rd), Some(volatility)) => Some(Glicko2Player {
            rating,
            rd,
            volatility,
        }),
        _ => None,
    };
    let mut row_errors = Vec::new();
    let answer: Option<std::sync::Arc<dyn Answer>> = if request.mode == Mode::Game {
        let opponent = checks.check(Entry::Opponent, parse_glicko_rating(&request.opponent));
        let opponent_rd = value(&mut checks, request, &OPPONENT_RD, parse_rd, DEFAULT_RD);
        let opponent_volatility = value(
            &mut checks,
            request,
            &OPPONENT_VOLATILITY,
            parse_volatility,
            DEFAULT_VOLATILITY,
        );
        match (player, opponent, opponent_rd, opponent_volatility, tau) {
            (Some(player), Some(rating), Some(rd), Some(volatility), Some(tau)) => {
                let opponent = Glicko2Player {
                    rating,
                    rd,
                    volatility,
                };
                let mut answer = glicko2_game(player, opponent, tau, request.result);
                answer.you.assumed = assumed(request, &RD, &VOLATILITY);
                answer.opponent.assumed = assumed(request, &OPPONENT_RD, &OPPONENT_VOLATILITY);
                Some(std::sync::Arc::new(answer))
            }
            _ => None,
        }
    } else {
        let (games, rows, errors) = system_rows(
            request,
            crate::rating::glicko2_game,
            |game| game.opponent,
            false,
        );
        row_errors = errors;
        match (player, tau) {
            (Some(player), Some(tau)) if row_errors.is_empty() => {
                let mut answer = glicko2(player, tau, games);
                answer.assumed = assumed(request, &RD, &VOLATILITY);
                // Said by their numbers in the table.
                answer.unrated = request
                    .rows
                    .iter()
                    .enumerate()
                    .filter(|(_, row)| {
                        !row.is_unplayed() && row.opponent.trim().eq_ignore_ascii_case(UNRATED)
                    })
                    .map(|(index, _)| index)
                    .collect();
                answer.rows = rows;
                Some(std::sync::Arc::new(answer))
            }
            _ => None,
        }
    };
    let outcome = match answer {
        Some(answer) => Outcome::System(answer),
        None => Outcome::Invalid(checks.first_or(&row_errors, InputError::Missing)),
    };
    Evaluation {
        errors: checks.errors,
        row_errors,
        ..Evaluation::of(outcome)
    }
}

impl Answer for Glicko2Answer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn rated(&self) -> Rated<'_> {
        self.rated_period()
    }

    /// Each game against the average opponent RD's curve.
    fn chart(&self) -> Chart {
        let rating = self.outcome.player.rating;
        let marks = self
            .games
            .iter()
            .zip(&self.outcome.expected)
            .map(|(game, &expected)| Mark {
                difference: rating - game.opponent,
                expected,
            })
            .collect();
        let opponent_rd = match self.games.len() {
            0 => DEFAULT_RD,
            count => self.games.iter().map(|g| g.opponent_rd).sum::<f64>() / count as f64,
        };
        curve(opponent_rd, marks, Marked::Opponents)
    }

    fn game_figures(&self, index: usize) -> Option<(f64, f64)> {
        let game = self.games.get(index)?;
        Some((
            self.outcome.player.rating - game.opponent,
            self.outcome.expected[index],
        ))
    }

    fn table_rows(&self) -> &TableRows {
        &self.rows
    }
}

impl Answer for Glicko2GameAnswer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn rated(&self) -> Rated<'_> {
        self.rated_game()
    }

    fn chart(&self) -> Chart {
        let you = &self.you.outcome;
        let opponent = &self.opponent.outcome.player;
        let real = you.player.rating - opponent.rating;
        let mark = Mark {
            difference: real,
            expected: you.expected[0],
        };
        let marked = Marked::One {
            who: Who::You,
            real,
            used: real,
        };
        curve(opponent.rd, vec![mark], marked)
    }

    fn game_figures(&self, _: usize) -> Option<(f64, f64)> {
        None
    }

    fn table_rows(&self) -> &TableRows {
        &self.you.rows
    }
}

// --- The answers as data: what people read and what JSON carries, by key ---

/// The Glicko-2 paper's interval for a rating: r ± 2·RD ("≈95 %").
fn interval(rating: f64, rd: f64) -> (f64, f64) {
    (rating - 2.0 * rd, rating + 2.0 * rd)
}

/// Said when a side's RD was not given: the paper's 350 is a new player's, and an established
/// player rated with it moves far too much.
fn rd_assumed(key: &'static str) -> Said {
    Said::new(key, vec![("rd", Value::Real(DEFAULT_RD))])
}

/// The first expected score of a side's period of one game.
fn first_expected(outcome: &Glicko2Outcome) -> f64 {
    outcome.expected.first().copied().unwrap_or(0.5)
}

impl Glicko2Answer {
    /// The notes of a period: the RD assumed, the unrated opponents, no games.
    fn notes(&self) -> Vec<Said> {
        let mut notes = Vec::new();
        if self.assumed.rd {
            notes.push(rd_assumed("rd-assumed-yours"));
        }
        if !self.unrated.is_empty() {
            let key = match self.unrated.len() {
                1 => "unrated-one",
                _ => "unrated-many",
            };
            let numbers = self.unrated.iter().map(|row| row + 1).collect();
            notes.push(Said::new(
                key,
                vec![
                    ("games", Value::Numbers(numbers)),
                    ("rating", Value::Real(CENTRE)),
                    ("rd", Value::Real(DEFAULT_RD)),
                ],
            ));
        }
        if self.games.is_empty() {
            notes.push(Said::bare("idle"));
        }
        notes
    }

    /// How one side's change of a game was found.
    fn derivation(&self) -> Said {
        let outcome = &self.outcome;
        match (outcome.variance, outcome.improvement) {
            (Some(v), Some(delta)) => Said::new(
                "derivation",
                vec![
                    ("expected", Value::Fixed(first_expected(outcome), 4)),
                    ("variance", Value::Fixed(v, 4)),
                    ("improvement", Value::Fixed(delta, 4)),
                    ("volatility", Value::Fixed(outcome.new_volatility, 6)),
                    ("rd", Value::Fixed(outcome.player.rd, 2)),
                    ("new-rd", Value::Fixed(outcome.new_rd, 2)),
                ],
            ),
            _ => Said::bare("derivation-none"),
        }
    }

    /// One side of a game, as JSON carries it.
    fn side_figures(&self) -> Vec<Figure> {
        let outcome = &self.outcome;
        vec![
            Figure::new("rating", Value::Rating(outcome.player.rating)),
            Figure::new("rd", Value::Rating(outcome.player.rd)),
            Figure::new("volatility", Value::Real(outcome.player.volatility)),
            Figure::new("expected", Value::Real(first_expected(outcome))),
            Figure::new("new_rating", Value::Real(outcome.new_rating)),
            Figure::new("new_rd", Value::Real(outcome.new_rd)),
            Figure::new("new_volatility", Value::Real(outcome.new_volatility)),
            Figure::new("change", Value::Real(outcome.change())),
        ]
    }
}

/// A period: the new rating with its ≈95 % interval, RD and volatility before and after, the
/// change; each game with its opponent's RD and its expected score; v and Δ.
impl Glicko2Answer {
    fn rated_period(&self) -> Rated<'_> {
        let outcome = &self.outcome;
        let player = outcome.player;
        let (low, high) = interval(outcome.new_rating, outcome.new_rd);
        let mut facts = vec![
            Fact::new("new_rating", Value::Fixed(outcome.new_rating, 2)).how(
                "interval",
                vec![
                    ("low", Value::Fixed(low, 2)),
                    ("high", Value::Fixed(high, 2)),
                ],
            ),
            Fact::new("change", Value::Change(outcome.change(), 2)),
            Fact::shown(
                "rd",
                Shown::Moved(Value::Fixed(player.rd, 2), Value::Fixed(outcome.new_rd, 2)),
            ),
            Fact::shown(
                "volatility",
                Shown::Moved(
                    Value::Fixed(player.volatility, 6),
                    Value::Fixed(outcome.new_volatility, 6),
                ),
            ),
        ];
        if let (Some(v), Some(delta)) = (outcome.variance, outcome.improvement) {
            let both = Shown::Said(vec![
                ("v", Value::Fixed(v, 6)),
                ("delta", Value::Fixed(delta, 6)),
            ]);
            facts.push(Fact::shown("variance", both).how("scale", Vec::new()));
        }
        let games = self
            .games
            .iter()
            .zip(&outcome.expected)
            .map(|(game, &expected)| GameFigures {
                opponent: game.opponent,
                extras: vec![Value::Rating(game.opponent_rd)],
                score: game.score,
                expected,
            })
            .collect();
        // A game still to play keeps the RD typed with its opponent (an unrated one the paper's).
        let left_out_extras = self
            .rows
            .left_out()
            .iter()
            .map(|row| {
                let rd = crate::rating::glicko2_game(&row.opponent, Score::Draw)
                    .map_or(DEFAULT_RD, |game| game.opponent_rd);
                vec![Value::Rating(rd)]
            })
            .collect();
        let (interval_low, interval_high) = (low, high);
        let optional = |value: Option<f64>| value.map_or(Value::Absent, Value::Real);
        Rated {
            system: &GLICKO2,
            sides: Sides::One,
            title: Said::new(
                "title",
                vec![
                    ("rating", Value::Rating(player.rating)),
                    ("rd", Value::Rating(player.rd)),
                    ("volatility", Value::Real(player.volatility)),
                    ("tau", Value::Real(outcome.tau)),
                ],
            ),
            rating: (
                Value::Fixed(player.rating, 2),
                Value::Fixed(outcome.new_rating, 2),
            ),
            facts,
            games: Some(GamesTable {
                key: "games",
                extras: &["rd"],
                games,
                left_out_extras,
                rows: &self.rows,
            }),
            scenario_decimals: 2,
            scenarios: Vec::new(),
            played: None,
            notes: self.notes(),
            figures: vec![
                Figure::new("rating", Value::Rating(player.rating)),
                Figure::new("rd", Value::Rating(player.rd)),
                Figure::new("volatility", Value::Real(player.volatility)),
                Figure::new("tau", Value::Real(outcome.tau)),
                Figure::new("new_rating", Value::Real(outcome.new_rating)),
                Figure::new("new_rd", Value::Real(outcome.new_rd)),
                Figure::new("new_volatility", Value::Real(outcome.new_volatility)),
                Figure::new("change", Value::Real(outcome.change())),
                Figure::new("interval_low", Value::Real(interval_low)),
                Figure::new("interval_high", Value::Real(interval_high)),
                Figure::new("variance", optional(outcome.variance)),
                Figure::new("improvement", optional(outcome.improvement)),
                Figure::new("rd_assumed", Value::Flag(self.assumed.rd)),
                Figure::new("volatility_assumed", Value::Flag(self.assumed.volatility)),
            ],
        }
    }
}

/// One game for both players: each side's values before and after, what each result would
/// bring, how each side's change was found.
impl Glicko2GameAnswer {
    fn rated_game(&self) -> Rated<'_> {
        let sides = [&self.you, &self.opponent];
        let both = |key: &'static str, value: &dyn Fn(&Glicko2Outcome) -> Value| Fact {
            key,
            shown: sides
                .iter()
                .map(|side| Shown::One(value(&side.outcome)))
                .collect(),
            how: None,
        };
        let facts = vec![
            both("rating", &|o| Value::Fixed(o.player.rating, 2)),
            both("rd", &|o| Value::Fixed(o.player.rd, 2)),
            both("expected", &|o| Value::Fixed(first_expected(o), 4)),
            both("change", &|o| Value::Change(o.change(), 2)),
            both("new_rating", &|o| Value::Fixed(o.new_rating, 2)),
            both("new_rd", &|o| Value::Fixed(o.new_rd, 2)),
            both("new_volatility", &|o| Value::Fixed(o.new_volatility, 6)),
        ];
        let mut notes = Vec::new();
        if self.you.assumed.rd {
            notes.push(rd_assumed("rd-assumed-yours"));
        }
        if self.opponent.assumed.rd {
            notes.push(rd_assumed("rd-assumed-opponents"));
        }
        let you = &self.you.outcome;
        Rated {
            system: &GLICKO2,
            sides: Sides::Both {
                derivations: [self.you.derivation(), self.opponent.derivation()],
            },
            title: Said::new("game-title", vec![("tau", Value::Real(you.tau))]),
            rating: (
                Value::Fixed(you.player.rating, 2),
                Value::Fixed(you.new_rating, 2),
            ),
            facts,
            games: None,
            scenario_decimals: 2,
            scenarios: self
                .scenarios
                .iter()
                .map(|&(score, mine, theirs)| (score, vec![mine, theirs]))
                .collect(),
            played: self.you.games.first().map(|game| game.score),
            notes,
            figures: vec![
                Figure::new("tau", Value::Real(you.tau)),
                Figure {
                    key: "player",
                    value: Json::Object(self.you.side_figures()),
                },
                Figure {
                    key: "opponent",
                    value: Json::Object(self.opponent.side_figures()),
                },
            ],
        }
    }
}
