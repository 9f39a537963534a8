//! JSON output. The keys are a public contract for users' scripts: add keys, never rename them.
//! Fields serialize in the order written here; notes and reasons are the words people read.

use std::io::{self};

use super::words;
use crate::calc::{self, Evaluation, Mode, Outcome};
use crate::rating::{
    GameLine, GameOutcome, InitialRating, KFactor, KRule, MultiOutcome, Performance, SideOutcome,
};
use crate::store::Listing;
use serde::Serialize;

use crate::sheet::json::{Change, Number, expected, render};

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

pub fn game(outcome: &GameOutcome, out: &mut dyn io::Write) -> io::Result<()> {
    let [win, draw, loss] = outcome.scenarios.map(|scenario| ScenarioChanges {
        player: Change(scenario.player),
        opponent: Change(scenario.opponent),
    });
    render(
        &Game {
            pool: outcome.pool.key(),
            rated: outcome.is_rated(),
            note: outcome.exclusion.map(words::exclusion),
            player: Side::from(&outcome.player),
            opponent: Side::from(&outcome.opponent),
            scenarios: Scenarios { win, draw, loss },
        },
        out,
    )
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
            note: line.exclusion.map(words::exclusion),
        }
    }
}

#[derive(Serialize)]
struct Period<'a> {
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
    games: Games<'a>,
}

/// A period's games, written one by one as they are made (a period may have a million).
struct Games<'a>(&'a calc::Period);

impl Serialize for Games<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.lines().map(|line| PeriodGame::from(&line)))
    }
}

pub fn period(period: &calc::Period, out: &mut dyn io::Write) -> io::Result<()> {
    render(
        &Period {
            pool: period.outcome.pool.key(),
            rating: Number(period.outcome.rating.value()),
            k: period.outcome.k.value(),
            k_effective: period.outcome.k_effective,
            rated_games: period.outcome.rated_games,
            score: Number(period.outcome.score),
            total_points: Number(period.outcome.total_points),
            expected_total: period.outcome.expected_total,
            change_unrounded: period.outcome.change_unrounded,
            change: Change(period.outcome.change),
            new_rating: Change(period.outcome.new_rating),
            below_1400: period.outcome.below_fide_floor(),
            games: Games(period),
        },
        out,
    )
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

pub fn multi(outcome: &MultiOutcome, out: &mut dyn io::Write) -> io::Result<()> {
    render(
        &Multi {
            pool: outcome.pool.key(),
            rating: Number(outcome.rating.value()),
            k: outcome.k.value(),
            k_effective: outcome.k_effective,
            average: Number(outcome.average.value()),
            games: outcome.games,
            points: Number(outcome.points.value()),
            rated: outcome.exclusion.is_none(),
            note: outcome.exclusion.map(words::exclusion),
            difference_used: outcome.difference_used.map(Number),
            expected: expected(outcome.expected),
            expected_total: outcome.expected_total,
            change_unrounded: outcome.change_unrounded,
            change: Change(outcome.change),
            new_rating: Change(outcome.new_rating),
            below_1400: outcome.below_fide_floor(),
        },
        out,
    )
}

#[derive(Serialize)]
struct SessionSummary<'a> {
    name: &'a str,
    mode: Mode,
    /// What it rates in, as `--pool` names it: an Elo pool, `glicko2` or `uschess`.
    pool: &'static str,
    /// `elo` (rated in `pool`), `glicko2` or `uschess`.
    system: &'static str,
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

pub fn sessions(listings: &[Listing], out: &mut dyn io::Write) -> io::Result<()> {
    let mut list = Sessions {
        sessions: Vec::new(),
        unreadable: Vec::new(),
    };
    for listing in listings {
        match listing {
            Listing::Session(summary) => list.sessions.push(SessionSummary {
                name: summary.name.as_str(),
                mode: summary.mode,
                pool: summary.system.key(),
                system: summary.system.family(),
                games: summary.games,
                modified: &summary.modified,
            }),
            Listing::Unreadable { file, reason } => {
                list.unreadable.push(Unreadable { file, reason })
            }
        }
    }
    render(&list, out)
}

#[derive(Serialize)]
struct KDecision {
    k: u32,
    reason: String,
    rule: &'static str,
}

pub fn k_factor(k: KFactor, rule: KRule, out: &mut dyn io::Write) -> io::Result<()> {
    render(
        &KDecision {
            k: k.value(),
            reason: words::k_rule(rule),
            rule: rule.key(),
        },
        out,
    )
}

#[derive(Serialize)]
struct NormGameJson {
    opponent: Option<u32>,
    rating_used: u32,
    raised: bool,
    score: Option<Number>,
    title: Option<&'static str>,
    federation: String,
}

#[derive(Serialize)]
struct NormJson {
    title: &'static str,
    federation: String,
    min_games: u32,
    exemption: Option<&'static str>,
    games: Vec<NormGameJson>,
    games_counted: u32,
    games_pending: u32,
    points: Number,
    percent: u32,
    dp: i64,
    performance: i64,
    ra: i64,
    lowest_raised_to: Option<u32>,
    required_performance: i64,
    required_ra: i64,
    titled_opponents: u32,
    required_titled_opponents: u32,
    holders_of_title_or_higher: u32,
    required_holders_of_title_or_higher: u32,
    federations: u32,
    required_federations: u32,
    own_federation_opponents: u32,
    max_own_federation_opponents: u32,
    most_from_one_federation: u32,
    max_from_one_federation: u32,
    norm: bool,
    failures: Vec<&'static str>,
    points_needed: Option<Number>,
}

pub fn norm(answer: &calc::NormAnswer, out: &mut dyn io::Write) -> io::Result<()> {
    let (input, check) = (&answer.input, &answer.check);
    let half = |halves: u32| Number(f64::from(halves) / 2.0);
    render(
        &NormJson {
            title: input.title.key(),
            federation: input.federation.to_string(),
            min_games: input.min_games,
            exemption: input.exemption.map(|e| e.key()),
            games: input
                .games
                .iter()
                .zip(&check.rating_used)
                .map(|(game, &(rating_used, raised))| NormGameJson {
                    opponent: game.opponent,
                    rating_used,
                    raised,
                    score: game.score.map(|score| Number(score.points())),
                    title: game.title.map(|title| title.key()),
                    federation: game.federation.to_string(),
                })
                .collect(),
            games_counted: check.games_counted,
            games_pending: check.games_pending,
            points: half(check.halves),
            percent: check.percent,
            dp: check.dp,
            performance: check.performance,
            ra: check.ra,
            lowest_raised_to: check.lowest_raised_to,
            required_performance: input.title.required_performance(),
            required_ra: input.title.required_ra(),
            titled_opponents: check.titled_opponents,
            required_titled_opponents: check.required_titled_opponents,
            holders_of_title_or_higher: check.holders_of_title_or_higher,
            required_holders_of_title_or_higher: check.required_holders_of_title_or_higher,
            federations: check.federations,
            required_federations: crate::rating::REQUIRED_FEDERATIONS,
            own_federation_opponents: check.own_federation_opponents,
            max_own_federation_opponents: check.max_own_federation_opponents,
            most_from_one_federation: check.most_from_one_federation,
            max_from_one_federation: check.max_from_one_federation,
            norm: check.is_norm(),
            failures: check.failures.iter().map(|f| f.code()).collect(),
            points_needed: check.halves_needed.map(half),
        },
        out,
    )
}

#[derive(Serialize)]
struct NeedJson {
    rating: Option<Number>,
    k: Option<u32>,
    pool: &'static str,
    k_effective: Option<u32>,
    target: Number,
    remaining: u32,
    opponents: Number,
    remaining_rated: bool,
    points_needed: Option<Number>,
    new_rating_with_needed: Option<Change>,
    new_rating_if_all_won: Option<Change>,
    new_rating_if_all_lost: Option<Change>,
}

pub fn need(answer: &calc::NeedAnswer, out: &mut dyn io::Write) -> io::Result<()> {
    let need = &answer.need;
    render(
        &NeedJson {
            rating: answer.rating.map(|rating| Number(rating.value())),
            k: answer.k.map(KFactor::value),
            pool: answer.pool.key(),
            k_effective: need.k_effective,
            target: Number(answer.target),
            remaining: answer.remaining.games,
            opponents: Number(answer.remaining.opponents.value()),
            remaining_rated: need.remaining_rated,
            points_needed: need.points_needed().map(Number),
            new_rating_with_needed: need.with_needed.map(Change),
            new_rating_if_all_won: need.all_won.map(Change),
            new_rating_if_all_lost: need.all_lost.map(Change),
        },
        out,
    )
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

pub fn performance(result: &Performance, out: &mut dyn io::Write) -> io::Result<()> {
    render(
        &PerformanceJson {
            games: result.games,
            score: Number(result.score),
            average_opponent: result.average_opponent,
            p: result.p,
            dp: result.dp.map(Number),
            performance: result.rating.map(Number),
            method: result.method.key(),
            note: result
                .rating
                .is_none()
                .then_some(words::NO_FINITE_PERFORMANCE),
        },
        out,
    )
}

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
    disregarded_games: u64,
}

pub fn initial(result: &InitialRating, out: &mut dyn io::Write) -> io::Result<()> {
    render(
        &InitialJson {
            games: result.games,
            score: Number(result.score),
            ra: result.ra,
            p: result.p,
            dp: result.dp,
            rating: result.rating,
            uncapped: result.uncapped,
            published: result.is_published(),
            reason: result.not_published.map(words::not_published),
            first_event_disregarded: result.first_event_disregarded,
            disregarded_games: result.disregarded_games,
        },
        out,
    )
}

/// A request's result as the JSON its command prints; nothing when there is no result.
pub fn evaluation(evaluation: &Evaluation, out: &mut dyn io::Write) -> io::Result<()> {
    match &evaluation.outcome {
        Outcome::Game(outcome) => game(outcome, out),
        Outcome::Period(outcome) => period(outcome, out),
        Outcome::Multi(outcome) => multi(outcome, out),
        Outcome::Initial(outcome) => initial(outcome, out),
        Outcome::Norm(answer) => norm(answer, out),
        Outcome::Field(report) => field(report, out),
        Outcome::System(answer) => answer.write_json(out),
        Outcome::Invalid(_) => Ok(()),
    }
}

#[derive(Serialize)]
struct FieldJson<'a> {
    tournament: Option<&'a str>,
    pool: &'static str,
    pool_source: &'static str,
    /// The event's word the pool came from (`pool_source` "event words").
    pool_word: Option<PoolWordJson<'a>>,
    year: Option<i32>,
    /// What the file says that does not add up (the points column against the rounds).
    warnings: Vec<String>,
    /// The `001` lines that are no player (a bye pseudo-player), not in `players`.
    left_out: Vec<LeftOutJson<'a>>,
    players: FieldPlayers<'a>,
}

#[derive(Serialize)]
struct PoolWordJson<'a> {
    word: &'a str,
    record: &'static str,
}

#[derive(Serialize)]
struct LeftOutJson<'a> {
    start_rank: u16,
    name: &'a str,
    line: usize,
}

/// The players, written one by one as they are turned into JSON: a field of thousands of
/// players over hundreds of rounds is never held as JSON whole.
struct FieldPlayers<'a>(&'a calc::trf::FieldReport);

impl Serialize for FieldPlayers<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.0;
        serializer.collect_seq(
            report
                .players
                .iter()
                .map(|result| field_player(report, result)),
        )
    }
}

/// A player's rounds, each turned into JSON as it is written.
struct FieldGames<'a>(&'a calc::trf::FieldReport, &'a calc::trf::PlayerResult);

impl Serialize for FieldGames<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.rounds(self.1).map(|round| FieldGameJson {
            round: round.round.round,
            opponent: round.round.opponent,
            opponent_rating: round.opponent_rating,
            colour: round.round.colour,
            code: round.round.code.symbol(),
            score: Number(round.score.points()),
            rated: round.rated,
            expected: round.expected,
            note: round.note.map(words::round_note),
        }))
    }
}

#[derive(Serialize)]
struct FieldPlayerJson<'a> {
    start_rank: u16,
    name: &'a str,
    fide_id: Option<&'a str>,
    title: Option<&'a str>,
    federation: Option<&'a str>,
    rating: Option<u32>,
    k: Option<u32>,
    k_source: Option<&'static str>,
    k_effective: Option<u32>,
    rated_games: u64,
    score: Number,
    expected: Option<f64>,
    change_unrounded: Option<f64>,
    change: Option<Change>,
    new_rating: Option<Change>,
    below_1400: Option<bool>,
    performance: Option<Number>,
    initial: Option<FieldInitialJson>,
    /// The file's points column, and the points the rounds give (1, ½, 0 by each code).
    file_points: Option<Number>,
    round_points: Number,
    /// The file's rank column.
    file_rank: Option<u16>,
    games: FieldGames<'a>,
}

#[derive(Serialize)]
struct FieldInitialJson {
    rating: Option<i64>,
    published: bool,
    ra: f64,
    p: f64,
    dp: i64,
}

#[derive(Serialize)]
struct FieldGameJson {
    round: u32,
    opponent: Option<u16>,
    opponent_rating: Option<u32>,
    colour: char,
    code: char,
    score: Number,
    rated: bool,
    expected: Option<f64>,
    note: Option<&'static str>,
}

fn tenths(tenths: u32) -> Number {
    Number(f64::from(tenths) / 10.0)
}

fn field_player<'a>(
    report: &'a calc::trf::FieldReport,
    result: &'a calc::trf::PlayerResult,
) -> FieldPlayerJson<'a> {
    let player = report.player(result);
    let period = result.period.as_ref();
    FieldPlayerJson {
        start_rank: player.start_rank,
        name: &player.name,
        fide_id: player.fide_id.as_deref(),
        title: player.title.as_deref(),
        federation: player.federation.as_deref(),
        rating: player.rating,
        k: result.k.map(|(k, _)| k.value()),
        k_source: result.k.map(|(_, source)| source.key()),
        k_effective: period.map(|p| p.k_effective),
        rated_games: result.rated_games,
        score: Number(result.score),
        expected: period.map(|p| p.expected_total),
        change_unrounded: period.map(|p| p.change_unrounded),
        change: period.map(|p| Change(p.change)),
        new_rating: period.map(|p| Change(p.new_rating)),
        below_1400: period.map(|p| p.below_fide_floor()),
        performance: result.performance.and_then(|p| p.rating).map(Number),
        initial: result.initial.map(|initial| FieldInitialJson {
            rating: initial.rating,
            published: initial.is_published(),
            ra: initial.ra,
            p: initial.p,
            dp: initial.dp,
        }),
        file_points: player.file_points.map(tenths),
        round_points: tenths(player.round_points()),
        file_rank: player.file_rank,
        games: FieldGames(report, result),
    }
}

/// A tournament's rating report (`elocalc trf`), written player by player.
pub fn field(report: &calc::trf::FieldReport, out: &mut dyn io::Write) -> io::Result<()> {
    let tournament = &report.tournament;
    render(
        &FieldJson {
            tournament: tournament.name.as_deref(),
            pool: report.pool.key(),
            pool_source: report.pool_source.key(),
            pool_word: (report.pool_source == calc::trf::PoolSource::EventWords)
                .then(|| report.pool_words.first())
                .flatten()
                .map(|word| PoolWordJson {
                    word: &word.word,
                    record: word.record,
                }),
            year: tournament.year,
            warnings: report
                .points_disagree()
                .map(words::points_disagree)
                .collect(),
            left_out: report
                .left_out
                .iter()
                .map(|&index| {
                    let player = &tournament.players[index];
                    LeftOutJson {
                        start_rank: player.start_rank,
                        name: &player.name,
                        line: player.line,
                    }
                })
                .collect(),
            players: FieldPlayers(report),
        },
        out,
    )
}
