//! "What do I need?": the smallest score from the games still to play that brings the period's
//! new rating to a target, computed with every rule a period applies — the same core, run on
//! the games played plus the remaining ones.
//!
//! The rules: docs/rules/need.md.

use super::expected::{Expected, exclusion, expectation};
use super::initial::initial_rating;
use super::number::Whole;
use super::period::{Amount, effective_k, fide_played, rate_period, round_hundredths};
use super::values::{InputError, KFactor, Opponent, PeriodGame, Pool, Rating, Score, parse_whole};

/// The most games `need` looks ahead: far more than any event has rounds.
pub const MAX_REMAINING: u32 = 1000;
/// The games still to play, as typed.
pub const REMAINING_RANGE: Whole = Whole::new("remaining games", 0, MAX_REMAINING as u64);

/// Parses the number of games still to play.
pub fn parse_remaining(text: &str) -> Result<u32, InputError> {
    parse_whole(text, REMAINING_RANGE).map(|games| games as u32)
}

/// The games still to play: how many, and their opponents' rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Remaining {
    pub games: u32,
    pub opponents: Rating,
}

/// What the remaining games must bring.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Need {
    /// False when the 600-point rule leaves the remaining games unrated.
    pub remaining_rated: bool,
    /// K after K·n ≤ 700 on the period's final n; `None` for an unrated player.
    pub k_effective: Option<u32>,
    /// The period's rated games, the remaining ones included (0 for an unrated player).
    pub rated_games: u64,
    /// The smallest score, in half points, that reaches the target; `None`: none does.
    pub halves_needed: Option<u32>,
    pub with_needed: Option<Amount>,
    /// The new rating if every remaining game is won, or lost (`None` for an unrated player
    /// without a published rating then).
    pub all_won: Option<Amount>,
    pub all_lost: Option<Amount>,
}

/// The best the remaining games can bring, said where a target is out of reach: the score of
/// winning them all and the new rating then.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Best {
    pub halves: u32,
    /// `None` for an unrated player without a published rating even then.
    pub rating: Option<Amount>,
}

impl Best {
    /// The points, e.g. 9.
    pub fn points(&self) -> f64 {
        f64::from(self.halves) / 2.0
    }
}

impl Need {
    /// The points needed, e.g. 5.5.
    pub fn points_needed(&self) -> Option<f64> {
        self.halves_needed.map(|halves| f64::from(halves) / 2.0)
    }

    /// The best `remaining` can bring: every game won, since a better score never gives a
    /// lower rating (the rule the search for the smallest score rests on too).
    pub fn best(&self, remaining: Remaining) -> Best {
        Best {
            halves: 2 * remaining.games,
            rating: self.all_won,
        }
    }
}

/// The period's games with the remaining ones added, scoring `halves` half points in all.
pub(crate) fn with_remaining(
    played: &[PeriodGame],
    remaining: Remaining,
    halves: u32,
) -> Vec<PeriodGame> {
    let (wins, draw) = (halves / 2, halves % 2);
    let score = |index: u32| match index {
        i if i < wins => Score::Win,
        i if i < wins + draw => Score::Draw,
        _ => Score::Loss,
    };
    let mut games = Vec::with_capacity(played.len() + remaining.games as usize);
    games.extend_from_slice(played);
    games.extend((0..remaining.games).map(|index| PeriodGame {
        opponent: Opponent::Rated(remaining.opponents),
        score: score(index),
    }));
    games
}

/// The smallest `halves` in 0..=`most` for which `reaches` holds; `reaches` never turns false
/// as the score grows (a better score never gives a lower rating), so a bisection finds it.
pub(crate) fn smallest(
    most: u32,
    mut reaches: impl FnMut(u32) -> Result<bool, InputError>,
) -> Result<Option<u32>, InputError> {
    if !reaches(most)? {
        return Ok(None);
    }
    let (mut low, mut high) = (0, most);
    while low < high {
        let middle = (low + high) / 2;
        if reaches(middle)? {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    Ok(Some(low))
}

/// What a rated player needs from `remaining` to reach `target` (new rating ≥ target).
///
/// ```
/// use elocalc::rating::{Amount, KFactor, Pool, Rating, Remaining, need};
///
/// // 2000 at K 20, nine games left against 2000: each win is +10 above a 50 % score.
/// let remaining = Remaining { games: 9, opponents: Rating::new(2000.0).unwrap() };
/// let rating = Rating::new(2000.0).unwrap();
/// let k = KFactor::new(20).unwrap();
/// let answer = need(Pool::FideStandard, rating, k, &[], remaining, 2020.0).unwrap();
/// assert_eq!(answer.points_needed(), Some(5.5));
/// assert_eq!(answer.with_needed, Some(Amount::Whole(2020)));
/// ```
pub fn need(
    pool: Pool,
    rating: Rating,
    k: KFactor,
    played: &[PeriodGame],
    remaining: Remaining,
    target: f64,
) -> Result<Need, InputError> {
    remaining.opponents.check_for(pool)?;
    let remaining_rated =
        remaining.games == 0 || exclusion(pool, rating, remaining.opponents).is_none();
    // FIDE pools: the games played are summed once, in hundredths, and the remaining ones (all
    // against the same rating) added for each score — the period's own arithmetic, K·n ≤ 700 on
    // the final n and one rounding. The continuous pool runs the period (its sum is a real).
    // (the rated games, Σ(score − PD) in hundredths, the remaining games' PD when rated).
    let played_sums = if pool.is_fide() {
        let (rated, surplus) = fide_played(pool, rating, played)?;
        let pd = match expectation(pool, rating, remaining.opponents).expected {
            Expected::Table(pd) if remaining_rated => Some(i64::from(pd)),
            _ => None,
        };
        Some((rated, surplus, pd))
    } else {
        None
    };
    let new_rating = |halves: u32| -> Result<(Amount, (u32, u64)), InputError> {
        let Some((rated, surplus, pd)) = played_sums else {
            return rate_period(pool, rating, k, &with_remaining(played, remaining, halves))
                .map(|period| (period.new_rating, (period.k_effective, period.rated_games)));
        };
        let (games, added) = match pd {
            Some(pd) => (
                u64::from(remaining.games),
                50 * i64::from(halves) - i64::from(remaining.games) * pd,
            ),
            None => (0, 0),
        };
        let k_effective = effective_k(pool, k, rated + games);
        let change = round_hundredths(i64::from(k_effective) * (surplus + added));
        Ok((
            Amount::Whole(rating.whole() + change),
            (k_effective, rated + games),
        ))
    };
    let most = 2 * remaining.games;
    let halves_needed = smallest(most, |halves| Ok(new_rating(halves)?.0.value() >= target))?;
    let (all_won, (k_effective, rated_games)) = new_rating(most)?;
    let (all_lost, _) = new_rating(0)?;
    Ok(Need {
        remaining_rated,
        k_effective: Some(k_effective),
        rated_games,
        halves_needed,
        with_needed: halves_needed.map(new_rating).transpose()?.map(|(r, _)| r),
        all_won: Some(all_won),
        all_lost: Some(all_lost),
    })
}

/// What an unrated player needs from `remaining` for a published first rating (FIDE 8.2) of at
/// least `target`: the games against rated opponents pooled, played and remaining.
pub fn need_first_rating(
    played: &[PeriodGame],
    remaining: Remaining,
    target: f64,
) -> Result<Need, InputError> {
    remaining.opponents.check_for(Pool::FideStandard)?;
    let published = |halves| -> Result<Option<Amount>, InputError> {
        match initial_rating(&[&with_remaining(played, remaining, halves)]) {
            Ok(first) if first.is_published() => Ok(first.rating.map(Amount::Whole)),
            Ok(_) | Err(InputError::NoRatedGames) => Ok(None),
            Err(error) => Err(error),
        }
    };
    let most = 2 * remaining.games;
    let halves_needed = smallest(most, |halves| {
        Ok(published(halves)?.is_some_and(|rating| rating.value() >= target))
    })?;
    Ok(Need {
        remaining_rated: true,
        k_effective: None,
        rated_games: 0,
        halves_needed,
        with_needed: halves_needed.map(published).transpose()?.flatten(),
        all_won: published(most)?,
        all_lost: published(0)?,
    })
}
