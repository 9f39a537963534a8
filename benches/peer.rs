//! elocalc's `rate_period` against the Rust crate skillratings' `elo()` summed over the same
//! games, in the same run: prints each pool's throughput and the ratio to the peer's.
//! Run with `cargo bench --bench peer`.

use elocalc::rating::{KFactor, Pool, Rating, Score, rate_period};
use skillratings::Outcomes;
use skillratings::elo::{EloConfig, EloRating, elo};
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
    let rating = Rating::new(2000.0).unwrap();
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
    let player = EloRating { rating: 2000.0 };
    let config = EloConfig { k: 20.0 };
    let peer = fastest(|| {
        black_box(&peer_games)
            .iter()
            .map(|(opponent, outcome)| elo(&player, opponent, outcome, &config).0.rating - 2000.0)
            .sum()
    });
    println!(
        "skillratings elo(), summed: {:>6.1} M games/s",
        per_second(peer) / 1e6
    );
    for pool in [
        Pool::FideStandard,
        Pool::FideRapid,
        Pool::FideBlitz,
        Pool::Continuous,
    ] {
        let ours = fastest(|| {
            rate_period(pool, rating, k, black_box(&games))
                .unwrap()
                .change_unrounded
        });
        println!(
            "elocalc rate_period, {:<10} {:>6.1} M games/s  {:.2}× the peer",
            format!("{}:", pool.key()),
            per_second(ours) / 1e6,
            peer.as_secs_f64() / ours.as_secs_f64()
        );
    }
}
