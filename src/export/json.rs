//! JSON output. The keys are a public contract for users' scripts: add keys, never rename them.
//! Fields serialize in the order written here.

use crate::form::Outcome;
use crate::rating::{
    Amount, Expected, GameLine, GameOutcome, InitialRating, KFactor, KRule, MultiOutcome,
    Performance, PeriodOutcome, SideOutcome,
};
use crate::session::Listing;
use serde::Serialize;

/// A number that is whole in FIDE pools (ratings, differences, changes) and real otherwise:
/// whole values print as JSON integers.
#[derive(Clone, Copy)]
struct Number(f64);

impl Serialize for Number {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.fract() == 0.0 && self.0.abs() < 9e15 {
            serializer.serialize_i64(self.0 as i64)
        } else {
            serializer.serialize_f64(self.0)
        }
    }
}

/// FIDE changes are integers; continuous ones are real numbers even when whole.
#[derive(Clone, Copy)]
struct Change(Amount);

impl Serialize for Change {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Amount::Whole(value) => serializer.serialize_i64(value),
            Amount::Real(value) => serializer.serialize_f64(value),
        }
    }
}

fn expected(expected: Option<Expected>) -> Option<f64> {
    expected.map(Expected::value)
}

fn render(value: &impl Serialize) -> String {
    let mut text = serde_json::to_string_pretty(value).expect("plain data always serializes");
    text.push('\n');
    text
}

#[derive(Serialize)]
struct Side {
    rating: Number,
    k: u32,
    score: Number,
    difference_used: Option<Number>,
    expected: Option<f64>,
    change_unrounded: f64,
    change: Change,
    new_rating: Change,
    below_1400: bool,
}

impl From<&SideOutcome> for Side {
    fn from(side: &SideOutcome) -> Side {
        Side {
            rating: Number(side.rating.value()),
            k: side.k.value(),
            score: Number(side.score.points()),
            difference_used: side.difference_used.map(Number),
            expected: expected(side.expected),
            change_unrounded: side.change_unrounded,
            change: Change(side.change),
            new_rating: Change(side.new_rating),
            below_1400: side.below_fide_floor,
        }
    }
}

#[derive(Serialize)]
struct ScenarioChanges {
    player: Change,
    opponent: Change,
}

#[derive(Serialize)]
struct Scenarios {
    win: ScenarioChanges,
    draw: ScenarioChanges,
    loss: ScenarioChanges,
}

#[derive(Serialize)]
struct Game {
    pool: &'static str,
    rated: bool,
    note: Option<String>,
    player: Side,
    opponent: Side,
    scenarios: Scenarios,
}

pub fn game(outcome: &GameOutcome) -> String {
    let [win, draw, loss] = outcome.scenarios.map(|scenario| ScenarioChanges {
        player: Change(scenario.player),
        opponent: Change(scenario.opponent),
    });
    render(&Game {
        pool: outcome.pool.key(),
        rated: outcome.is_rated(),
        note: outcome.exclusion.map(|reason| reason.to_string()),
        player: Side::from(&outcome.player),
        opponent: Side::from(&outcome.opponent),
        scenarios: Scenarios { win, draw, loss },
    })
}

#[derive(Serialize)]
struct PeriodGame {
    opponent: Option<Number>,
    score: Number,
    rated: bool,
    difference_used: Option<Number>,
    expected: Option<f64>,
    contribution: f64,
    note: Option<String>,
}

impl From<&GameLine> for PeriodGame {
    fn from(line: &GameLine) -> PeriodGame {
        PeriodGame {
            opponent: line.opponent.rating().map(|rating| Number(rating.value())),
            score: Number(line.score.points()),
            rated: line.is_rated(),
            difference_used: line.difference_used.map(Number),
            expected: expected(line.expected),
            contribution: line.contribution,
            note: line.exclusion.map(|reason| reason.to_string()),
        }
    }
}

#[derive(Serialize)]
struct Period {
    pool: &'static str,
    rating: Number,
    k: u32,
    k_effective: u32,
    rated_games: u64,
    score: Number,
    total_points: Number,
    expected_total: f64,
    change_unrounded: f64,
    change: Change,
    new_rating: Change,
    below_1400: bool,
    games: Vec<PeriodGame>,
}

pub fn period(outcome: &PeriodOutcome) -> String {
    render(&Period {
        pool: outcome.pool.key(),
        rating: Number(outcome.rating.value()),
        k: outcome.k.value(),
        k_effective: outcome.k_effective,
        rated_games: outcome.rated_games,
        score: Number(outcome.score),
        total_points: Number(outcome.total_points),
        expected_total: outcome.expected_total,
        change_unrounded: outcome.change_unrounded,
        change: Change(outcome.change),
        new_rating: Change(outcome.new_rating),
        below_1400: outcome.below_fide_floor(),
        games: outcome.games.iter().map(PeriodGame::from).collect(),
    })
}

#[derive(Serialize)]
struct Multi {
    pool: &'static str,
    rating: Number,
    k: u32,
    k_effective: u32,
    average: Number,
    games: u32,
    points: Number,
    rated: bool,
    note: Option<String>,
    difference_used: Option<Number>,
    expected: Option<f64>,
    expected_total: f64,
    change_unrounded: f64,
    change: Change,
    new_rating: Change,
    below_1400: bool,
}

pub fn multi(outcome: &MultiOutcome) -> String {
    render(&Multi {
        pool: outcome.pool.key(),
        rating: Number(outcome.rating.value()),
        k: outcome.k.value(),
        k_effective: outcome.k_effective,
        average: Number(outcome.average.value()),
        games: outcome.games,
        points: Number(outcome.points.value()),
        rated: outcome.exclusion.is_none(),
        note: outcome.exclusion.map(|reason| reason.to_string()),
        difference_used: outcome.difference_used.map(Number),
        expected: expected(outcome.expected),
        expected_total: outcome.expected_total,
        change_unrounded: outcome.change_unrounded,
        change: Change(outcome.change),
        new_rating: Change(outcome.new_rating),
        below_1400: outcome.below_fide_floor(),
    })
}

#[derive(Serialize)]
struct SessionSummary<'a> {
    name: &'a str,
    mode: crate::form::Mode,
    pool: &'static str,
    games: usize,
    modified: &'a str,
}

#[derive(Serialize)]
struct Unreadable<'a> {
    file: &'a str,
    reason: &'a str,
}

#[derive(Serialize)]
struct Sessions<'a> {
    sessions: Vec<SessionSummary<'a>>,
    unreadable: Vec<Unreadable<'a>>,
}

pub fn sessions(listings: &[Listing]) -> String {
    let mut out = Sessions {
        sessions: Vec::new(),
        unreadable: Vec::new(),
    };
    for listing in listings {
        match listing {
            Listing::Session(summary) => out.sessions.push(SessionSummary {
                name: summary.name.as_str(),
                mode: summary.mode,
                pool: summary.pool.key(),
                games: summary.games,
                modified: &summary.modified,
            }),
            Listing::Unreadable { file, reason } => {
                out.unreadable.push(Unreadable { file, reason })
            }
        }
    }
    render(&out)
}

#[derive(Serialize)]
struct KDecision {
    k: u32,
    reason: String,
    rule: &'static str,
}

pub fn k_factor(k: KFactor, rule: KRule) -> String {
    render(&KDecision {
        k: k.value(),
        reason: rule.to_string(),
        rule: match rule {
            KRule::NewPlayer => "new-player",
            KRule::Junior => "junior",
            KRule::Reached2400 => "reached-2400",
            KRule::Standard => "standard",
        },
    })
}

#[derive(Serialize)]
struct PerformanceJson {
    games: u64,
    score: Number,
    average_opponent: f64,
    p: f64,
    dp: Option<Number>,
    performance: Option<Number>,
    method: &'static str,
    note: Option<&'static str>,
}

pub fn performance(result: &Performance) -> String {
    render(&PerformanceJson {
        games: result.games,
        score: Number(result.score),
        average_opponent: result.average_opponent,
        p: result.p,
        dp: result.dp.map(Number),
        performance: result.rating.map(Number),
        method: result.method.key(),
        note: result.rating.is_none().then_some(NO_FINITE_PERFORMANCE),
    })
}

/// Why a continuous performance may be missing.
pub const NO_FINITE_PERFORMANCE: &str =
    "a 0 % or 100 % score has no finite performance on the logistic curve";

#[derive(Serialize)]
struct InitialJson {
    games: u64,
    score: Number,
    ra: f64,
    p: f64,
    dp: i64,
    rating: Option<i64>,
    uncapped: Option<i64>,
    published: bool,
    reason: Option<String>,
    first_event_disregarded: bool,
}

pub fn initial(result: &InitialRating) -> String {
    render(&InitialJson {
        games: result.games,
        score: Number(result.score),
        ra: result.ra,
        p: result.p,
        dp: result.dp,
        rating: result.rating,
        uncapped: result.uncapped,
        published: result.is_published(),
        reason: result.not_published.map(|reason| reason.to_string()),
        first_event_disregarded: result.first_event_disregarded,
    })
}

/// Any computed outcome as the JSON its command prints; `None` when there is no result.
pub fn outcome(outcome: &Outcome) -> Option<String> {
    Some(match outcome {
        Outcome::Invalid(_) => return None,
        Outcome::Game(game) => self::game(game),
        Outcome::Period(period) => self::period(period),
        Outcome::Multi(multi) => self::multi(multi),
        Outcome::Initial(initial) => self::initial(initial),
    })
}
