//! Multi-game mode: G games against opponents of a given average rating, P points in all.
//!
//! The rules: docs/rules/fide.md §7.

use super::expected::{Exclusion, Expected};
use super::period::{Amount, Surplus, effective_k, is_below_fide_floor, judge, settle};
use super::values::{InputError, KFactor, Opponent, Points, Pool, Rating};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MultiOutcome {
    pub pool: Pool,
    pub rating: Rating,
    pub k: KFactor,
    pub average: Rating,
    pub games: u32,
    pub points: Points,
    /// Why the games are not rated (rapid/blitz 600-point rule against the average).
    pub exclusion: Option<Exclusion>,
    pub difference_used: Option<f64>,
    /// Expected score per game.
    pub expected: Option<Expected>,
    pub expected_total: f64,
    /// K after the K·n ≤ 700 rule with n = G.
    pub k_effective: u32,
    pub change_unrounded: f64,
    pub change: Amount,
    pub new_rating: Amount,
}

impl MultiOutcome {
    pub fn below_fide_floor(&self) -> bool {
        is_below_fide_floor(self.pool, self.new_rating)
    }
}

/// change = K_eff·(P − G·E), rounded once in FIDE pools. The games count as a period of G games
/// against the average rating, so the pool's rules apply as they would to each of them.
///
/// 1500 scores 3.5 from 5 games against an average of 1600: PD 0.36 a game, 20 × (3.5 − 1.80)
/// = +34.
///
/// ```
/// use elocalc::rating::{Amount, KFactor, Points, Pool, Rating, rate_multi};
///
/// let (rating, average) = (Rating::new(1500.0).unwrap(), Rating::new(1600.0).unwrap());
/// let points = Points::parse("3.5", 5).unwrap();
/// let k = KFactor::new(20).unwrap();
/// let multi = rate_multi(Pool::FideStandard, rating, k, average, 5, points).unwrap();
/// assert_eq!(multi.change, Amount::Whole(34));
/// ```
pub fn rate_multi(
    pool: Pool,
    rating: Rating,
    k: KFactor,
    average: Rating,
    games: u32,
    points: Points,
) -> Result<MultiOutcome, InputError> {
    rating.check_for(pool)?;
    let judged = judge(pool, rating, Opponent::Rated(average))?;
    let expectation = judged.ok();
    let rated_games = if expectation.is_some() { games } else { 0 };
    let k_effective = effective_k(pool, k, u64::from(rated_games));
    let surplus = match expectation {
        Some(expect) => Surplus::of(points.hundredths(), expect.expected, games),
        None => Surplus::zero(pool),
    };
    let settlement = settle(rating, k_effective, surplus);
    Ok(MultiOutcome {
        pool,
        rating,
        k,
        average,
        games,
        points,
        exclusion: judged.err(),
        difference_used: expectation.map(|expect| expect.difference_used),
        expected: expectation.map(|expect| expect.expected),
        expected_total: if expectation.is_some() {
            surplus.expected_total(points.hundredths())
        } else {
            0.0
        },
        k_effective,
        change_unrounded: settlement.change_unrounded,
        change: settlement.change,
        new_rating: settlement.new_rating,
    })
}
