//! The core's speed: a 1,000,000-game rating period, and parsing a million-line games file.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use elocalc::import::{lines, pgn};
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
        b.iter(|| lines::read(Cursor::new(black_box(&file)), Pool::FideStandard).unwrap())
    });
    let pgn = pgn_file();
    group.throughput(Throughput::Bytes(pgn.len() as u64));
    group.bench_function("a player's games from a 20 MB PGN", |b| {
        b.iter(|| pgn::player_games(Cursor::new(black_box(&pgn)), "me, myself", |_| {}).unwrap())
    });
    group.finish();
}

/// About 20 MB of PGN: 60,000 games with comments, one in fifty of them "Me, Myself"'s.
fn pgn_file() -> Vec<u8> {
    let mut text = String::with_capacity(21 << 20);
    for i in 0..60_000 {
        let white = if i % 50 == 0 {
            "Me, Myself".to_string()
        } else {
            format!("Player{}, A", i % 3000)
        };
        text.push_str(&format!(
            "[Event \"Big Open\"]\n[Site \"?\"]\n[Round \"{i}\"]\n[White \"{white}\"]\n\
             [Black \"Player{}, B\"]\n[Result \"1-0\"]\n[WhiteElo \"{}\"]\n[BlackElo \"{}\"]\n\
             [TimeControl \"5400+30\"]\n\n1. e4 {{a comment}} e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6) \
             4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 1-0\n\n",
            i % 2000,
            1400 + i % 1200,
            1500 + i % 1100
        ));
    }
    text.into_bytes()
}

criterion_group!(benches, period);
criterion_main!(benches);
