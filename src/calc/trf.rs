//! A whole tournament rated from its report file: every rated player's change through the same
//! core as a period (`rate_period`), every unrated player's first rating through the same code
//! as `initial`, and everyone's performance — the tournament taken as the player's whole
//! rating period, as chess-results.com and Swiss-Manager show it.

use std::sync::Arc;

use crate::import::trf::{Code, Player, Round, Tournament};
use crate::rating::{
    Exclusion, InitialRating, KFactor, KRule, Opponent, Performance, PeriodGame, PeriodOutcome,
    Pool, Rating, Score, initial_rating, k_from_report, performance, rate_period,
};

use super::Problem;

/// What the person chose besides the file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FieldOptions {
    /// The list to rate on; `None`: what the file's time control says, else standard.
    pub pool: Option<Pool>,
    /// One K for every rated player.
    pub k: Option<KFactor>,
    /// A K for one player, by starting rank: it wins over `k`.
    pub player_k: Vec<(u16, KFactor)>,
}

/// Where the pool came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PoolSource {
    Option,
    TimeControl,
    Default,
}

impl PoolSource {
    pub fn key(self) -> &'static str {
        match self {
            PoolSource::Option => "option",
            PoolSource::TimeControl => "time control",
            PoolSource::Default => "default",
        }
    }
}

/// Where a rated player's K came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KSource {
    /// `--player-k`, or typed for the player.
    Player,
    /// `--k`, for everyone.
    Everyone,
    /// elocalc's rule from the file: junior, 2400 or more, or the usual 20.
    File(KRule),
}

impl KSource {
    pub fn key(self) -> &'static str {
        match self {
            KSource::Player => "player",
            KSource::Everyone => "option",
            KSource::File(KRule::Junior) => "junior",
            KSource::File(KRule::Reached2400) => "rating-2400",
            KSource::File(_) => "standard",
        }
    }
}

/// Why a round is not a rated game for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundNote {
    ForfeitWin,
    ForfeitLoss,
    /// `-` with no opponent.
    Absent,
    LessThanOneMove,
    HalfPointBye,
    FullPointBye,
    PairingBye,
    ZeroPointBye,
    UnratedOpponent,
    /// Rapid and blitz: 600 points or more apart with a player above 2600.
    SixHundredRule,
}

/// One round of a player's line, as it counts for them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoundResult {
    pub round: Round,
    /// The opponent's rating, when they have one.
    pub opponent_rating: Option<u32>,
    /// The points the code stands for.
    pub score: Score,
    /// Whether it counts for this player: a rated player's rated game, or an unrated player's
    /// game against a rated opponent.
    pub rated: bool,
    /// The expected score (table 8.1.2) of a rated player's rated game.
    pub expected: Option<f64>,
    pub note: Option<RoundNote>,
}

/// One player's report.
#[derive(Clone, Debug)]
pub struct PlayerResult {
    /// The player, by index into the tournament's players.
    pub index: usize,
    /// A rated player's K and where it came from.
    pub k: Option<(KFactor, KSource)>,
    /// A rated player's period: K after K·n ≤ 700, expected, change, new rating.
    pub period: Option<PeriodOutcome>,
    /// The games that count (§2 of the reference) and the points in them.
    pub rated_games: u64,
    pub score: f64,
    pub performance: Option<Performance>,
    /// An unrated player with five games or more against rated opponents: the first rating.
    pub initial: Option<InitialRating>,
    pub rounds: Vec<RoundResult>,
}

/// The whole field rated.
#[derive(Clone, Debug)]
pub struct FieldReport {
    pub tournament: Arc<Tournament>,
    pub pool: Pool,
    pub pool_source: PoolSource,
    /// In starting-rank order.
    pub players: Vec<PlayerResult>,
}

impl FieldReport {
    pub fn player(&self, result: &PlayerResult) -> &Player {
        &self.tournament.players[result.index]
    }
}

/// The fewest games against rated opponents a first rating needs (FIDE 8.2).
const FIRST_RATING_GAMES: u64 = 5;

/// Rates every player of `tournament`.
pub fn rate_field(
    tournament: Arc<Tournament>,
    options: &FieldOptions,
) -> Result<FieldReport, Problem> {
    let (pool, pool_source) = match (options.pool, tournament.suggested_pool()) {
        (Some(pool), _) => (pool, PoolSource::Option),
        (None, Some(pool)) => (pool, PoolSource::TimeControl),
        (None, None) => (Pool::FideStandard, PoolSource::Default),
    };
    let players = (0..tournament.players.len())
        .map(|index| rate_player(&tournament, index, pool, options))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(FieldReport {
        tournament,
        pool,
        pool_source,
        players,
    })
}

fn rating_of(rating: u32) -> Rating {
    Rating::new(f64::from(rating)).expect("a TRF rating is whole, 0 to 4000")
}

fn rate_player(
    tournament: &Tournament,
    index: usize,
    pool: Pool,
    options: &FieldOptions,
) -> Result<PlayerResult, Problem> {
    let player = &tournament.players[index];
    let opponent_rating = |round: &Round| {
        round
            .opponent
            .and_then(|rank| tournament.player(rank)?.rating)
    };
    // The games played, each against its opponent as rated or unrated: the core decides which
    // count (unrated opponents, the 600-point rule) exactly as it does for a period.
    let played: Vec<(usize, PeriodGame)> = player
        .rounds
        .iter()
        .enumerate()
        .filter(|(_, round)| round.is_game())
        .map(|(at, round)| {
            let opponent = opponent_rating(round).map_or(Opponent::Unrated, |rating| {
                Opponent::Rated(rating_of(rating))
            });
            (
                at,
                PeriodGame {
                    opponent,
                    score: round.code.score(),
                },
            )
        })
        .collect();
    let games: Vec<PeriodGame> = played.iter().map(|(_, game)| *game).collect();
    let mut rounds: Vec<RoundResult> = player
        .rounds
        .iter()
        .map(|round| RoundResult {
            round: *round,
            opponent_rating: opponent_rating(round),
            score: round.code.score(),
            rated: false,
            expected: None,
            note: note(round),
        })
        .collect();
    let general = |error| Problem { field: None, error };
    let Some(rating) = player.rating else {
        // Unrated: the games against rated opponents count for a first rating.
        for (at, game) in &played {
            let result = &mut rounds[*at];
            result.rated = game.opponent.rating().is_some();
            if !result.rated {
                result.note = Some(RoundNote::UnratedOpponent);
            }
        }
        let counted: Vec<PeriodGame> = games
            .iter()
            .copied()
            .filter(|game| game.opponent.rating().is_some())
            .collect();
        let n = counted.len() as u64;
        let initial = if n >= FIRST_RATING_GAMES {
            Some(initial_rating(&[&counted]).map_err(general)?)
        } else {
            None
        };
        return Ok(PlayerResult {
            index,
            k: None,
            period: None,
            rated_games: n,
            score: points(&counted),
            performance: performance(pool, &counted).ok(),
            initial,
            rounds,
        });
    };
    let k = match options
        .player_k
        .iter()
        .find(|(rank, _)| *rank == player.start_rank)
    {
        Some((_, k)) => (*k, KSource::Player),
        None => match options.k {
            Some(k) => (k, KSource::Everyone),
            None => {
                let rule = k_from_report(rating, player.birth_year, tournament.year);
                (
                    KFactor::new(rule.k()).expect("a rule's K is allowed"),
                    KSource::File(rule),
                )
            }
        },
    };
    let outcome = rate_period(pool, rating_of(rating), k.0, &games).map_err(general)?;
    let mut counted = Vec::with_capacity(games.len());
    for (at, game) in &played {
        let line = outcome.line(game);
        let result = &mut rounds[*at];
        result.rated = line.is_rated();
        result.expected = line.expected.map(|expected| expected.value());
        result.note = line.exclusion.map(|exclusion| match exclusion {
            Exclusion::UnratedOpponent => RoundNote::UnratedOpponent,
            Exclusion::SixHundredRule => RoundNote::SixHundredRule,
        });
        if line.is_rated() {
            counted.push(*game);
        }
    }
    Ok(PlayerResult {
        index,
        k: Some(k),
        period: Some(outcome),
        rated_games: outcome.rated_games,
        score: outcome.score,
        performance: performance(pool, &counted).ok(),
        initial: None,
        rounds,
    })
}

fn points(games: &[PeriodGame]) -> f64 {
    let halves: i64 = games.iter().map(|game| game.score.hundredths() / 50).sum();
    halves as f64 / 2.0
}

/// Why a round is no game at all, from its code (a game's own notes come from the core).
fn note(round: &Round) -> Option<RoundNote> {
    let with_opponent = round.opponent.is_some();
    Some(match round.code {
        Code::Played(_) if with_opponent => return None,
        Code::Forfeit(Score::Win) if with_opponent => RoundNote::ForfeitWin,
        Code::Forfeit(_) if with_opponent => RoundNote::ForfeitLoss,
        Code::NoMove(_) => RoundNote::LessThanOneMove,
        // A code where a bye belongs (older writers): never a game, scored as it says.
        Code::Played(Score::Draw) | Code::HalfBye => RoundNote::HalfPointBye,
        Code::Played(Score::Win) | Code::Forfeit(Score::Win) | Code::FullBye => {
            RoundNote::FullPointBye
        }
        Code::Played(_) | Code::Forfeit(_) => RoundNote::Absent,
        Code::PairingBye => RoundNote::PairingBye,
        Code::ZeroBye => RoundNote::ZeroPointBye,
    })
}
