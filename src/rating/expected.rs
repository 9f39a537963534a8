//! Expected scores under each pool, with FIDE's difference rules.
//!
//! The rules: docs/rules/fide.md §1 (pools), §3 (the 400-point rule) and §4 (the 600-point rule).

use super::table::scoring_probability;
use super::values::{Pool, Rating};

/// FIDE standard: a difference of more than this counts as this, for players below 2650.
pub const DIFFERENCE_CAP: i64 = 400;
/// FIDE standard: players rated this or higher use the real difference.
pub const UNCAPPED_FROM: i64 = 2650;
/// FIDE rapid/blitz: a game this far apart is not rated when a player is above 2600.
pub const EXCLUSION_DIFFERENCE: i64 = 600;
pub const EXCLUSION_ABOVE: i64 = 2600;

/// The logistic expected score for a player `difference` points above the opponent.
pub fn logistic_expected(difference: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-difference / 400.0))
}

/// An expected score: exact hundredths from table 8.1.2, or a real number from the logistic curve.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Expected {
    Table(u8),
    Logistic(f64),
}

impl Expected {
    pub fn value(self) -> f64 {
        match self {
            Expected::Table(hundredths) => f64::from(hundredths) / 100.0,
            Expected::Logistic(value) => value,
        }
    }
}

/// A player's expected score against one opponent and the difference it was found from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Expectation {
    /// Own rating minus the opponent's, after the pool's 400-point rule.
    pub difference_used: f64,
    pub expected: Expected,
}

/// Why a game does not count for a player's rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Exclusion {
    UnratedOpponent,
    /// Rapid/blitz: difference ≥ 600 with a player rated above 2600.
    SixHundredRule,
}

/// The expected score of `player` against `opponent`. Both ratings must suit the pool
/// ([`Rating::check_for`]); FIDE pools read table 8.1.2 with the 400-point rule applied for the
/// player (standard: only below 2650; rapid and blitz: always).
///
/// ```
/// use elocalc::rating::{Expected, Pool, Rating, expectation};
///
/// let rating = |value| Rating::new(value).unwrap();
/// // 2100 against 1650: the difference of 450 counts as 400, PD 0.92.
/// let capped = expectation(Pool::FideStandard, rating(2100.0), rating(1650.0));
/// assert_eq!(capped.difference_used, 400.0);
/// assert_eq!(capped.expected, Expected::Table(92));
/// // From 2650 the real difference counts: 550 gives PD 0.97.
/// let real = expectation(Pool::FideStandard, rating(2650.0), rating(2100.0));
/// assert_eq!(real.expected, Expected::Table(97));
/// ```
pub fn expectation(pool: Pool, player: Rating, opponent: Rating) -> Expectation {
    if !pool.is_fide() {
        let difference = player.value() - opponent.value();
        return Expectation {
            difference_used: difference,
            expected: Expected::Logistic(logistic_expected(difference)),
        };
    }
    let real = player.whole() - opponent.whole();
    let used = if difference_capped(pool, player) {
        real.clamp(-DIFFERENCE_CAP, DIFFERENCE_CAP)
    } else {
        real
    };
    Expectation {
        difference_used: used as f64,
        expected: Expected::Table(scoring_probability(used)),
    }
}

/// Whether the 400-point rule limits `player`'s rating difference: in FIDE standard for players
/// below 2650, in rapid and blitz for everyone, never in the continuous pool.
#[inline]
pub fn difference_capped(pool: Pool, player: Rating) -> bool {
    pool.is_fide() && (pool.is_rapid_or_blitz() || player.whole() < UNCAPPED_FROM)
}

/// Whether a game between two rated players is excluded from rating by the pool's rules.
///
/// ```
/// use elocalc::rating::{Exclusion, Pool, Rating, exclusion};
///
/// let rating = |value| Rating::new(value).unwrap();
/// // Blitz: 600 points apart with a player above 2600.
/// let rule = exclusion(Pool::FideBlitz, rating(2601.0), rating(2001.0));
/// assert_eq!(rule, Some(Exclusion::SixHundredRule));
/// assert_eq!(exclusion(Pool::FideBlitz, rating(2600.0), rating(2000.0)), None);
/// assert_eq!(exclusion(Pool::FideStandard, rating(2601.0), rating(2001.0)), None);
/// ```
pub fn exclusion(pool: Pool, player: Rating, opponent: Rating) -> Option<Exclusion> {
    let excluded =
        pool.is_rapid_or_blitz() && excluded_by_six_hundred(player.whole(), opponent.whole());
    excluded.then_some(Exclusion::SixHundredRule)
}

/// The rapid/blitz 600-point rule on two whole ratings.
#[inline]
pub(crate) fn excluded_by_six_hundred(a: i64, b: i64) -> bool {
    (a - b).abs() >= EXCLUSION_DIFFERENCE && a.max(b) > EXCLUSION_ABOVE
}
