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

/// The reference measurement's games (shared/reference/benchmarks.md): a player rated 1800
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

/// The rating the reference measurement rates `xorshift_games` for.
pub const XORSHIFT_PLAYER: f64 = 1800.0;
