//! The games every benchmark uses: deterministic, no RNG.

use elocalc::rating::{Opponent, PeriodGame, Rating, Score};

pub const GAMES: usize = 1_000_000;

/// Opponents spread over 1000–2999 with every result, one in 97 unrated.
pub fn games() -> Vec<PeriodGame> {
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
