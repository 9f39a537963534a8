//! The core's speed: a 1,000,000-game rating period, and parsing a million-line games file.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use elocalc::cli::read_games;
use elocalc::rating::{KFactor, Opponent, PeriodGame, Pool, Rating, Score, rate_period};
use std::hint::black_box;
use std::io::Cursor;

const GAMES: usize = 1_000_000;

/// Opponents spread over 1000–2999 with every result, a few unrated: deterministic, no RNG.
fn games() -> Vec<PeriodGame> {
    (0..GAMES)
        .map(|i| PeriodGame {
            opponent: if i % 97 == 0 {
                Opponent::Unrated
            } else {
                Opponent::Rated(Rating::new((1000 + (i * 7919) % 2000) as f64).unwrap())
            },
            score: Score::ALL[i % 3],
        })
        .collect()
}

fn games_file() -> Vec<u8> {
    let mut text = String::with_capacity(GAMES * 12);
    for (i, game) in games().iter().enumerate() {
        let opponent = game
            .opponent
            .rating()
            .map_or_else(|| "unrated".to_string(), |r| r.value().to_string());
        let separator = [" | ", ",", " "][i % 3];
        text.push_str(&format!(
            "{opponent}{separator}{}\n",
            game.score.as_number()
        ));
    }
    text.into_bytes()
}

fn period(c: &mut Criterion) {
    let games = games();
    let rating = Rating::new(2000.0).unwrap();
    let k = KFactor::new(20).unwrap();
    let mut group = c.benchmark_group("period");
    group
        .sample_size(10)
        .throughput(Throughput::Elements(GAMES as u64));
    for pool in [Pool::FideStandard, Pool::FideBlitz, Pool::Continuous] {
        group.bench_function(format!("rate 1M games, {}", pool.key()), |b| {
            b.iter(|| rate_period(pool, rating, k, black_box(&games)).unwrap())
        });
    }
    let file = games_file();
    group.throughput(Throughput::Bytes(file.len() as u64));
    group.bench_function("parse a 1M-line games file", |b| {
        b.iter(|| read_games(Cursor::new(black_box(&file)), Pool::FideStandard).unwrap())
    });
    group.finish();
}

criterion_group!(benches, period);
criterion_main!(benches);
