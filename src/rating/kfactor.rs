//! FIDE's K-factor rules (8.3.3) from a player profile. The current year is passed in: the core
//! reads no clock.
//!
//! The rules: docs/rules/k-factor.md.

use super::number::Whole;
use super::values::{GAMES_PLAYED_RANGE, InputError, KFactor, Rating, parse_whole};

/// Fewer rated games than this: the player is new to the list.
pub const NEW_PLAYER_GAMES: u32 = 30;
/// Juniors keep K 40 while rated below this.
pub const JUNIOR_RATING_LIMIT: f64 = 2300.0;
/// K 40 lasts until the end of the year of this birthday.
pub const JUNIOR_AGE: i32 = 18;
/// Once the published rating has reached this, K is 10 for good.
pub const K10_RATING: f64 = 2400.0;

/// What the player's K depends on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Profile {
    pub rating: Rating,
    /// Rated games completed on the list so far.
    pub games: u32,
    pub born: i32,
    /// The year of the rating period (callers pass the current year).
    pub year: i32,
    /// The published rating has reached 2400 at some time (it may have dropped since).
    pub reached_2400: bool,
}

/// Which rule decided K.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KRule {
    NewPlayer,
    Junior,
    Reached2400,
    Standard,
}

impl KRule {
    /// The rule's name in JSON.
    pub fn key(self) -> &'static str {
        match self {
            KRule::NewPlayer => "new-player",
            KRule::Junior => "junior",
            KRule::Reached2400 => "reached-2400",
            KRule::Standard => "standard",
        }
    }

    /// The K the rule gives.
    pub fn k(self) -> u32 {
        match self {
            KRule::NewPlayer | KRule::Junior => 40,
            KRule::Reached2400 => 10,
            KRule::Standard => 20,
        }
    }
}

/// The years a birth year (and the year of a rating period) may be given in.
pub const YEAR_RANGE: Whole = Whole::new("year", 1900, 2100);

/// Parses a year of birth (or of a rating period).
pub fn parse_year(text: &str) -> Result<i32, InputError> {
    parse_whole(text, YEAR_RANGE).map(|year| year as i32)
}

/// Parses a count of rated games played so far.
pub fn parse_games_played(text: &str) -> Result<u32, InputError> {
    parse_whole(text, GAMES_PLAYED_RANGE).map(|games| games as u32)
}

/// The earliest year of birth of a junior in `year`: K 40 below 2300 runs to the end of the
/// year of the 18th birthday.
pub fn junior_born_from(year: i32) -> i32 {
    year - JUNIOR_AGE
}

/// K under FIDE's rules. Precedence (not written in the handbook; elocalc's reading): K 40 for a
/// new player or an eligible junior, else K 10 once 2400 has been reached, else K 20.
///
/// ```
/// use elocalc::rating::{KRule, Profile, Rating, fide_k};
///
/// let profile = Profile {
///     rating: Rating::new(2150.0).unwrap(),
///     games: 45,
///     born: 2010,
///     year: 2026,
///     reached_2400: false,
/// };
/// let (k, rule) = fide_k(&profile).unwrap();
/// assert_eq!((k.value(), rule), (40, KRule::Junior));
/// let (k, _) = fide_k(&Profile { born: 1990, ..profile }).unwrap();
/// assert_eq!(k.value(), 20);
/// ```
pub fn fide_k(profile: &Profile) -> Result<(KFactor, KRule), InputError> {
    if profile.born > profile.year {
        return Err(InputError::BornAfter {
            born: profile.born,
            year: profile.year,
        });
    }
    let rating = profile.rating.value();
    let rule = if profile.games < NEW_PLAYER_GAMES {
        KRule::NewPlayer
    } else if profile.born >= junior_born_from(profile.year) && rating < JUNIOR_RATING_LIMIT {
        KRule::Junior
    } else if profile.reached_2400 || rating >= K10_RATING {
        KRule::Reached2400
    } else {
        KRule::Standard
    };
    Ok((KFactor::new(rule.k())?, rule))
}

/// K from what a tournament report file holds (it has no K): the junior rule when the year of
/// the event and of birth are known, K 10 from 2400, else 20. The file cannot show the new
/// player's K 40 or a once-2400 player's K 10.
///
/// ```
/// use elocalc::rating::{KRule, k_from_report};
/// assert_eq!(k_from_report(2180, Some(2010), Some(2026)), KRule::Junior);
/// assert_eq!(k_from_report(2180, Some(2007), Some(2026)), KRule::Standard);
/// assert_eq!(k_from_report(2400, None, Some(2026)), KRule::Reached2400);
/// ```
pub fn k_from_report(rating: u32, born: Option<i32>, year: Option<i32>) -> KRule {
    let rating = f64::from(rating);
    let junior = match (born, year) {
        (Some(born), Some(year)) => (1900..=year).contains(&born) && born >= junior_born_from(year),
        _ => false,
    };
    if junior && rating < JUNIOR_RATING_LIMIT {
        KRule::Junior
    } else if rating >= K10_RATING {
        KRule::Reached2400
    } else {
        KRule::Standard
    }
}
