//! elocalc's `rate_period` against the Rust crate skillratings' `elo()` summed over the same
//! games, and elocalc's Glicko-2 period against skillratings' `glicko2_rating_period` on the
//! same games, in the same run: prints each throughput and the ratio to the peer's.
//! Run with `cargo bench --bench peer`.

use elocalc::rating::{KFactor, Opponent, PeriodGame, Pool, Rating, Score, rate_period};
use skillratings::Outcomes;
use skillratings::elo::{EloConfig, EloRating, elo};
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};
use std::hint::black_box;
use std::time::{Duration, Instant};

mod common;

use common::{GAMES, games};

const RUNS: usize = 15;

/// The fastest of `RUNS` runs of `work`.
fn fastest(mut work: impl FnMut() -> f64) -> Duration {
    (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            black_box(work());
            start.elapsed()
        })
        .min()
        .unwrap()
}

fn per_second(time: Duration) -> f64 {
    GAMES as f64 / time.as_secs_f64()
}

fn main() {
    let games = games();
    println!("Games spread over 1000–2999 for a player rated 2000:");
    let peer_games = compare_elo(2000.0, &games);
    println!("The peer measurement's games (xorshift, 1000–2799) for a player rated 1800:");
    compare_elo(XORSHIFT_PLAYER, &xorshift_games());
    glicko2(&peer_games);
}

/// `rate_period` in every Elo pool against skillratings' `elo()` summed over the same games, for
/// a player rated `player_rating` at K 20; gives back the peer's games for the Glicko-2 run.
fn compare_elo(player_rating: f64, games: &[PeriodGame]) -> Vec<(EloRating, Outcomes)> {
    let rating = Rating::new(player_rating).unwrap();
    let k = KFactor::new(20).unwrap();
    let peer_games: Vec<(EloRating, Outcomes)> = games
        .iter()
        .filter_map(|game| {
            let opponent = game.opponent.rating()?;
            let outcome = match game.score {
                Score::Win => Outcomes::WIN,
                Score::Draw => Outcomes::DRAW,
                Score::Loss => Outcomes::LOSS,
            };
            Some((
                EloRating {
                    rating: opponent.value(),
                },
                outcome,
            ))
        })
        .collect();
    let player = EloRating {
        rating: player_rating,
    };
    let config = EloConfig { k: 20.0 };
    let peer = fastest(|| {
        black_box(&peer_games)
            .iter()
            .map(|(opponent, outcome)| {
                elo(&player, opponent, outcome, &config).0.rating - player_rating
            })
            .sum()
    });
    println!(
        "  skillratings elo(), summed: {:>6.1} M games/s",
        per_second(peer) / 1e6
    );
    for pool in [
        Pool::FideStandard,
        Pool::FideRapid,
        Pool::FideBlitz,
        Pool::Continuous,
    ] {
        let ours = fastest(|| {
            rate_period(pool, rating, k, black_box(games))
                .unwrap()
                .change_unrounded
        });
        println!(
            "  elocalc rate_period, {:<10} {:>6.1} M games/s  {:.2}× the peer",
            format!("{}:", pool.key()),
            per_second(ours) / 1e6,
            peer.as_secs_f64() / ours.as_secs_f64()
        );
    }
    peer_games
}

/// A Glicko-2 period over the same opponents (each with RD 80), both ways; the results are
/// checked to agree before anything is timed.
fn glicko2(peer_games: &[(EloRating, Outcomes)]) {
    use elocalc::rating::{Glicko2Game, Glicko2Player, rate_glicko2};
    let ours_games: Vec<Glicko2Game> = peer_games
        .iter()
        .map(|(opponent, outcome)| Glicko2Game {
            opponent: opponent.rating,
            opponent_rd: 80.0,
            score: match outcome {
                Outcomes::WIN => Score::Win,
                Outcomes::DRAW => Score::Draw,
                Outcomes::LOSS => Score::Loss,
            },
        })
        .collect();
    let theirs_games: Vec<(Glicko2Rating, Outcomes)> = peer_games
        .iter()
        .map(|(opponent, outcome)| {
            (
                Glicko2Rating {
                    rating: opponent.rating,
                    deviation: 80.0,
                    volatility: 0.06,
                },
                *outcome,
            )
        })
        .collect();
    let player = Glicko2Player {
        rating: 2000.0,
        rd: 120.0,
        volatility: 0.06,
    };
    let theirs_player = Glicko2Rating {
        rating: 2000.0,
        deviation: 120.0,
        volatility: 0.06,
    };
    let config = Glicko2Config {
        tau: 0.5,
        convergence_tolerance: 0.000_001,
    };
    let ours_result = rate_glicko2(player, 0.5, &ours_games);
    let theirs_result = glicko2_rating_period(&theirs_player, &theirs_games, &config);
    assert!((ours_result.new_rating - theirs_result.rating).abs() < 1e-6);
    let peer =
        fastest(|| glicko2_rating_period(&theirs_player, black_box(&theirs_games), &config).rating);
    let ours = fastest(|| rate_glicko2(player, 0.5, black_box(&ours_games)).new_rating);
    println!(
        "skillratings glicko2_rating_period: {:>6.1} M games/s",
        per_second(peer) / 1e6
    );
    println!(
        "elocalc rate_glicko2:               {:>6.1} M games/s  {:.2}× the peer",
        per_second(ours) / 1e6,
        peer.as_secs_f64() / ours.as_secs_f64()
    );
}

/// The peer measurement's games (README, Performance): a player rated 1800
/// against opponents 1000–2799 from xorshift64, so about 11 % are above 2600 and the rapid/blitz
/// 600-point rule meets data it cannot predict.
pub fn xorshift_games() -> Vec<PeriodGame> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..GAMES)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            PeriodGame {
                opponent: Opponent::Rated(Rating::new((1000 + x % 1800) as f64).unwrap()),
                score: [Score::Loss, Score::Draw, Score::Win][((x >> 20) % 3) as usize],
            }
        })
        .collect()
}

/// The rating the peer measurement rates `xorshift_games` for.
pub const XORSHIFT_PLAYER: f64 = 1800.0;
