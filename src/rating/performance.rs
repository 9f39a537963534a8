//! Performance rating: FIDE's Rp = Ra + dp(p) with table 8.1.1, or the continuous performance,
//! the rating at which the logistic expected total equals the score.
//!
//! The rules: docs/rules/performance-and-first-rating.md, "Performance".

use std::fmt;

use super::expected::logistic_expected;
use super::table::{hundredths_half_up, rating_difference};
use super::values::{InputError, Opponent, PeriodGame, Pool, Rating};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// FIDE: p rounded half up to hundredths, dp from table 8.1.1.
    Table811,
    /// The rating whose logistic expected total equals the score.
    Logistic,
}

impl Method {
    pub fn for_pool(pool: Pool) -> Method {
        if pool.is_fide() {
            Method::Table811
        } else {
            Method::Logistic
        }
    }

    /// The method in a few words: "table 8.1.1", "logistic".
    pub fn short(self) -> &'static str {
        match self {
            Method::Table811 => "table 8.1.1",
            Method::Logistic => "logistic",
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Method::Table811 => "fide-8.1.1",
            Method::Logistic => "logistic",
        }
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Method::Table811 => "FIDE table 8.1.1",
            Method::Logistic => "logistic",
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Performance {
    pub method: Method,
    /// Games against rated opponents: the only ones that count.
    pub games: u64,
    pub score: f64,
    pub average_opponent: f64,
    /// The fractional score: rounded half up to hundredths for table 8.1.1, exact otherwise.
    pub p: f64,
    /// Performance minus the average opponent; `None` where there is no finite answer.
    pub dp: Option<f64>,
    /// Whole (rounded half up) for table 8.1.1; `None` for 0 % or 100 % with the logistic curve,
    /// where no finite rating gives that score.
    pub rating: Option<f64>,
}

/// The performance over the games against rated opponents (games against unrated ones are
/// left out). Ratings must suit the pool.
///
/// 2 points from 3 games against 1798, 1801 and 1897: Ra 1832, p 0.67, dp +125 → 1957.
///
/// ```
/// use elocalc::rating::{PeriodGame, Pool, performance};
///
/// let games: Vec<PeriodGame> = ["1798:1", "1801:0", "1897:1"]
///     .iter()
///     .map(|text| PeriodGame::parse(text, Pool::FideStandard).unwrap())
///     .collect();
/// let result = performance(Pool::FideStandard, &games).unwrap();
/// assert_eq!(result.dp, Some(125.0));
/// assert_eq!(result.rating, Some(1957.0));
/// ```
pub fn performance(pool: Pool, games: &[PeriodGame]) -> Result<Performance, InputError> {
    // The opponents are read from the games each time they are needed, never copied: a
    // period may have millions.
    let opponents = || {
        games
            .iter()
            .filter_map(|game| game.opponent.rating().map(Rating::value))
    };
    let (mut n, mut halves) = (0u64, 0u64);
    for (index, game) in games.iter().enumerate() {
        let Opponent::Rated(rating) = game.opponent else {
            continue;
        };
        rating
            .check_for(pool)
            .map_err(|error| error.in_game(index))?;
        n += 1;
        halves += game.score.hundredths() as u64 / 50;
    }
    if n == 0 {
        return Err(InputError::NoRatedGames);
    }
    let sum: f64 = opponents().sum();
    let average = sum / n as f64;
    let score = halves as f64 / 2.0;
    let method = Method::for_pool(pool);
    Ok(match method {
        Method::Table811 => {
            let p = hundredths_half_up(halves, 2 * n);
            let dp = rating_difference(p);
            // Rp = Ra + dp, rounded half up; in whole numbers: (Σ + n·dp) / n.
            let total = sum as i64 + n as i64 * dp;
            let rating = (2 * total + n as i64).div_euclid(2 * n as i64);
            Performance {
                method,
                games: n,
                score,
                average_opponent: average,
                p: f64::from(p) / 100.0,
                dp: Some(dp as f64),
                rating: Some(rating as f64),
            }
        }
        Method::Logistic => {
            let rating = (halves > 0 && halves < 2 * n).then(|| solve_logistic(opponents, score));
            Performance {
                method,
                games: n,
                score,
                average_opponent: average,
                p: score / n as f64,
                dp: rating.map(|r| r - average),
                rating,
            }
        }
    })
}

/// The expected total of a player rated `rating` against `opponents`.
pub fn logistic_total(rating: f64, opponents: &[f64]) -> f64 {
    total_against(rating, opponents.iter().copied())
}

fn total_against(rating: f64, opponents: impl Iterator<Item = f64>) -> f64 {
    opponents
        .map(|opponent| logistic_expected(rating - opponent))
        .sum()
}

/// The rating whose expected total is `score` (0 < score < n): the total rises with the rating,
/// so bracket the answer and bisect.
fn solve_logistic<I: Iterator<Item = f64>>(opponents: impl Fn() -> I, score: f64) -> f64 {
    let lowest = opponents().fold(f64::INFINITY, f64::min);
    let highest = opponents().fold(f64::NEG_INFINITY, f64::max);
    let (mut low, mut high) = (lowest - 400.0, highest + 400.0);
    while total_against(low, opponents()) > score {
        low -= 400.0;
    }
    while total_against(high, opponents()) < score {
        high += 400.0;
    }
    for _ in 0..200 {
        let middle = (low + high) / 2.0;
        if total_against(middle, opponents()) < score {
            low = middle;
        } else {
            high = middle;
        }
        if high - low < 1e-9 {
            break;
        }
    }
    (low + high) / 2.0
}
