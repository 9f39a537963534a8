//! The first rating of an unrated player (FIDE 8.2): the rated opponents' average with two
//! hypothetical draws against 1800, plus dp from table 8.1.1.
//!
//! The rules: docs/rules/performance-and-first-rating.md, "A first rating".

use super::table::{hundredths_half_up, rating_difference};
use super::values::{InputError, Opponent, PeriodGame, Pool};

/// The two hypothetical draws are against players of this rating.
pub const HYPOTHETICAL_OPPONENT: i64 = 1800;
/// A first rating is never above this.
pub const INITIAL_CAP: i64 = 2200;
/// Fewer games against rated opponents than this: no rating is published.
pub const FIRST_RATING_MIN_GAMES: u64 = 5;
/// A first rating below this is not published.
pub const PUBLISHED_FROM: i64 = 1400;

/// Why the rating would not be published.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotPublished {
    /// The only event scored zero points, and a first event with zero points is disregarded.
    FirstEventZero,
    FewerThanFiveGames(u64),
    Below1400,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct InitialRating {
    /// Games against rated opponents that count.
    pub games: u64,
    pub score: f64,
    /// Ra: (Σ opponents + 2·1800) / (n + 2).
    pub ra: f64,
    /// p = (score + 1) / (n + 2), rounded half up to hundredths.
    pub p: f64,
    pub dp: i64,
    /// Ra + dp rounded half up, before the 2200 cap; `None` when no game counts.
    pub uncapped: Option<i64>,
    /// The rating, at most 2200; `None` when no game counts.
    pub rating: Option<i64>,
    /// The first event scored zero and was left out.
    pub first_event_disregarded: bool,
    /// Its games against rated opponents (0 when no event was left out).
    pub disregarded_games: u64,
    /// `None`: it would be published.
    pub not_published: Option<NotPublished>,
}

impl InitialRating {
    pub fn is_published(&self) -> bool {
        self.not_published.is_none()
    }

    /// Whether the 2200 cap lowered the rating.
    pub fn is_capped(&self) -> bool {
        matches!((self.rating, self.uncapped), (Some(rating), Some(uncapped)) if uncapped > rating)
    }
}

/// Rates an unrated player from `events`, oldest first (the current event alone, or pooled with
/// earlier ones). Games against unrated opponents are ignored; opponents are not capped at 400.
///
/// 1 point from 5 games against 1500: Ra = (5 × 1500 + 2 × 1800) / 7 = 1585.71,
/// p = (1 + 1) / 7 = 0.29, dp −158 → 1428, published.
///
/// ```
/// use elocalc::rating::{PeriodGame, Pool, initial_rating};
///
/// let games: Vec<PeriodGame> = ["1500:1", "1500:0", "1500:0", "1500:0", "1500:0"]
///     .iter()
///     .map(|text| PeriodGame::parse(text, Pool::FideStandard).unwrap())
///     .collect();
/// let initial = initial_rating(&[&games]).unwrap();
/// assert_eq!(initial.rating, Some(1428));
/// assert!(initial.is_published());
/// ```
pub fn initial_rating(events: &[&[PeriodGame]]) -> Result<InitialRating, InputError> {
    // Each event's games against rated opponents: (sum of ratings, count, score in halves).
    let mut totals = Vec::with_capacity(events.len());
    for games in events {
        let (mut sum, mut count, mut halves) = (0i64, 0u64, 0u64);
        for (index, game) in games.iter().enumerate() {
            let Opponent::Rated(rating) = game.opponent else {
                continue;
            };
            rating
                .check_for(Pool::FideStandard)
                .map_err(|error| error.in_game(index))?;
            sum += rating.whole();
            count += 1;
            halves += game.score.hundredths() as u64 / 50;
        }
        totals.push((sum, count, halves));
    }
    let first_event_disregarded = matches!(
        totals.iter().find(|(_, count, _)| *count > 0),
        Some((_, _, 0))
    );
    let mut disregarded_games = 0;
    if first_event_disregarded {
        let first = totals.iter().position(|(_, count, _)| *count > 0).unwrap();
        disregarded_games = totals.remove(first).1;
    }
    let (sum, n, halves) = totals
        .iter()
        .fold((0, 0, 0), |(s, c, h), (sum, count, halves)| {
            (s + sum, c + count, h + halves)
        });
    if n == 0 && !first_event_disregarded {
        return Err(InputError::NoRatedGames);
    }
    let weight = n + 2;
    let ra_total = sum + 2 * HYPOTHETICAL_OPPONENT;
    // p = (W + 1) / (n + 2) with W in halves: (halves + 2) / (2(n + 2)).
    let p = hundredths_half_up(halves + 2, 2 * weight);
    let dp = rating_difference(p);
    let uncapped = (n > 0).then(|| {
        let total = ra_total + weight as i64 * dp;
        (2 * total + weight as i64).div_euclid(2 * weight as i64)
    });
    let rating = uncapped.map(|r| r.min(INITIAL_CAP));
    let not_published = if n == 0 {
        Some(NotPublished::FirstEventZero)
    } else if n < FIRST_RATING_MIN_GAMES {
        Some(NotPublished::FewerThanFiveGames(n))
    } else if rating.is_some_and(|r| r < PUBLISHED_FROM) {
        Some(NotPublished::Below1400)
    } else {
        None
    };
    Ok(InitialRating {
        games: n,
        score: halves as f64 / 2.0,
        ra: ra_total as f64 / weight as f64,
        p: f64::from(p) / 100.0,
        dp,
        uncapped,
        rating,
        first_event_disregarded,
        disregarded_games,
        not_published,
    })
}
