//! A rating period (a tournament, or a month of games) for one player, and the rules every
//! change in elocalc goes through: K·n ≤ 700 and one rounding per period.
//!
//! The rules: docs/rules/fide.md §5 and §6.

use super::expected::{
    DIFFERENCE_CAP, EXCLUSION_ABOVE, EXCLUSION_DIFFERENCE, Exclusion, Expectation, Expected,
    difference_capped, exclusion, expectation, logistic_expected,
};
use super::table::scoring_probability;
use super::values::MAX_RATING;
use super::values::{InputError, KFactor, Opponent, PeriodGame, Pool, Rating, Score};

/// FIDE 8.3.3: K times the number of rated games in a period may not exceed this.
pub const MAX_K_TIMES_GAMES: u64 = 700;
/// A FIDE rating below this is not published: the player shows as unrated on the next list.
pub const FIDE_RATING_FLOOR: f64 = 1400.0;

/// A rating change or a new rating: whole in FIDE pools (rounded once), real in the continuous one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Amount {
    Whole(i64),
    Real(f64),
}

impl Amount {
    pub fn value(self) -> f64 {
        match self {
            Amount::Whole(value) => value as f64,
            Amount::Real(value) => value,
        }
    }
}

/// K for a period of `rated_games` games: FIDE lowers it to the largest whole number with
/// K·n ≤ 700; the continuous pool keeps K as given.
///
/// ```
/// use elocalc::rating::{KFactor, Pool, effective_k};
///
/// let k40 = KFactor::new(40).unwrap();
/// assert_eq!(effective_k(Pool::FideStandard, k40, 17), 40); // 680 ≤ 700
/// assert_eq!(effective_k(Pool::FideStandard, k40, 18), 38); // 700 / 18 = 38.9
/// assert_eq!(effective_k(Pool::Continuous, k40, 18), 40);
/// ```
pub fn effective_k(pool: Pool, k: KFactor, rated_games: u64) -> u32 {
    let k = k.value();
    if pool.is_fide() && u64::from(k) * rated_games > MAX_K_TIMES_GAMES {
        (MAX_K_TIMES_GAMES / rated_games) as u32
    } else {
        k
    }
}

/// Rounds hundredths to a whole number, halves away from zero (FIDE's rule: +4.5 → +5, −4.5 → −5).
///
/// ```
/// use elocalc::rating::round_hundredths;
///
/// assert_eq!(round_hundredths(250), 3);
/// assert_eq!(round_hundredths(-450), -5);
/// assert_eq!(round_hundredths(449), 4);
/// ```
pub fn round_hundredths(hundredths: i64) -> i64 {
    hundredths.signum() * ((hundredths.abs() + 50) / 100)
}

/// Σ(score − expected): exact hundredths in FIDE pools, a real number in the continuous pool.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Surplus {
    Hundredths(i64),
    Real(f64),
}

impl Surplus {
    /// The surplus of `games` games worth `score_hundredths` points in all, each expected to score
    /// `expected`.
    pub(crate) fn of(score_hundredths: i64, expected: Expected, games: u32) -> Surplus {
        match expected {
            Expected::Table(pd) => {
                Surplus::Hundredths(score_hundredths - i64::from(games) * i64::from(pd))
            }
            Expected::Logistic(e) => {
                Surplus::Real(score_hundredths as f64 / 100.0 - f64::from(games) * e)
            }
        }
    }

    /// A ΣΔR as printed (FIDE pools: in hundredths).
    pub(crate) fn of_value(pool: Pool, value: f64) -> Surplus {
        if pool.is_fide() {
            Surplus::Hundredths((value * 100.0).round() as i64)
        } else {
            Surplus::Real(value)
        }
    }

    pub(crate) fn zero(pool: Pool) -> Surplus {
        if pool.is_fide() {
            Surplus::Hundredths(0)
        } else {
            Surplus::Real(0.0)
        }
    }

    pub(crate) fn value(self) -> f64 {
        match self {
            Surplus::Hundredths(h) => h as f64 / 100.0,
            Surplus::Real(value) => value,
        }
    }

    /// The expected total of games that scored `score_hundredths`: exact in FIDE pools.
    pub(crate) fn expected_total(self, score_hundredths: i64) -> f64 {
        match self {
            Surplus::Hundredths(h) => (score_hundredths - h) as f64 / 100.0,
            Surplus::Real(value) => score_hundredths as f64 / 100.0 - value,
        }
    }

    /// K·surplus, still a surplus (in hundredths in FIDE pools: exact).
    pub(crate) fn scaled(self, k: u32) -> Surplus {
        match self {
            Surplus::Hundredths(h) => Surplus::Hundredths(i64::from(k) * h),
            Surplus::Real(value) => Surplus::Real(f64::from(k) * value),
        }
    }

    /// Two surpluses added (of one pool).
    pub(crate) fn plus(self, other: Surplus) -> Surplus {
        match (self, other) {
            (Surplus::Hundredths(a), Surplus::Hundredths(b)) => Surplus::Hundredths(a + b),
            (a, b) => Surplus::Real(a.value() + b.value()),
        }
    }

    /// K·surplus, unrounded.
    fn times(self, k: u32) -> f64 {
        match self {
            Surplus::Hundredths(h) => (i64::from(k) * h) as f64 / 100.0,
            Surplus::Real(value) => f64::from(k) * value,
        }
    }
}

/// The change K·surplus, rounded once in FIDE pools, and the new rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Settlement {
    pub change_unrounded: f64,
    pub change: Amount,
    pub new_rating: Amount,
}

pub(crate) fn settle(rating: Rating, k: u32, surplus: Surplus) -> Settlement {
    let change_unrounded = surplus.times(k);
    match surplus {
        Surplus::Hundredths(h) => {
            let change = round_hundredths(i64::from(k) * h);
            Settlement {
                change_unrounded,
                change: Amount::Whole(change),
                new_rating: Amount::Whole(rating.whole() + change),
            }
        }
        Surplus::Real(_) => Settlement {
            change_unrounded,
            change: Amount::Real(change_unrounded),
            new_rating: Amount::Real(rating.value() + change_unrounded),
        },
    }
}

/// How one game of a period counts for the player: derived on demand from the game and the
/// period's totals ([`PeriodOutcome::line`]), so a period of a million games keeps no per-game
/// results.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameLine {
    pub opponent: Opponent,
    pub score: Score,
    /// Why the game is not rated; `None` for a rated game.
    pub exclusion: Option<Exclusion>,
    /// Own rating minus the opponent's after the 400-point rule (rated games only).
    pub difference_used: Option<f64>,
    /// Own rating minus the opponent's as they are, before that rule (rated games only).
    pub difference: Option<f64>,
    pub expected: Option<Expected>,
    /// K_eff·(score − expected), never rounded; 0 for a game that is not rated.
    pub contribution: f64,
}

impl GameLine {
    pub fn is_rated(&self) -> bool {
        self.exclusion.is_none()
    }

    /// The real difference, where the 400-point rule counted another.
    pub fn capped_from(&self) -> Option<f64> {
        match (self.difference, self.difference_used) {
            (Some(real), Some(used)) if real != used => Some(real),
            _ => None,
        }
    }
}

/// A whole rating period for one player: the totals. Each game's line comes from
/// [`PeriodOutcome::line`] with the same games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PeriodOutcome {
    pub pool: Pool,
    pub rating: Rating,
    pub k: KFactor,
    /// K after the K·n ≤ 700 rule.
    pub k_effective: u32,
    pub rated_games: u64,
    /// Points scored in rated games (the ones the change is computed from).
    pub score: f64,
    /// Points scored in all games, rated or not.
    pub total_points: f64,
    pub expected_total: f64,
    pub change_unrounded: f64,
    pub change: Amount,
    pub new_rating: Amount,
    /// Σ(score − expected), which K does not change.
    pub(crate) surplus: Surplus,
}

impl PeriodOutcome {
    /// Σ(score − expected) of the period's rated games.
    pub(crate) fn surplus(&self) -> Surplus {
        self.surplus
    }

    /// The same period with K exactly `k` (an event of a longer period, whose K·n ≤ 700 was
    /// decided over the whole period).
    pub(crate) fn with_k_exactly(&self, k: u32) -> PeriodOutcome {
        let settlement = settle(self.rating, k, self.surplus);
        PeriodOutcome {
            k_effective: k,
            change_unrounded: settlement.change_unrounded,
            change: settlement.change,
            new_rating: settlement.new_rating,
            ..*self
        }
    }

    /// The same period rated with `k`: the games' expected scores do not depend on K, so only
    /// K·n ≤ 700 and the one rounding are done again — what a field of ten thousand players
    /// needs when one K for all of them is typed.
    pub fn with_k(&self, k: KFactor) -> PeriodOutcome {
        let k_effective = effective_k(self.pool, k, self.rated_games);
        let settlement = settle(self.rating, k_effective, self.surplus);
        PeriodOutcome {
            k,
            k_effective,
            change_unrounded: settlement.change_unrounded,
            change: settlement.change,
            new_rating: settlement.new_rating,
            ..*self
        }
    }

    pub fn below_fide_floor(&self) -> bool {
        is_below_fide_floor(self.pool, self.new_rating)
    }

    /// How `game`, one of the games this period was rated from, counts: its exclusion, the
    /// difference used, the expected score and its contribution K_eff·(score − expected).
    pub fn line(&self, game: &PeriodGame) -> GameLine {
        let unrated = GameLine {
            opponent: game.opponent,
            score: game.score,
            exclusion: Some(Exclusion::UnratedOpponent),
            difference_used: None,
            difference: None,
            expected: None,
            contribution: 0.0,
        };
        let Opponent::Rated(opponent) = game.opponent else {
            return unrated;
        };
        if let Some(reason) = exclusion(self.pool, self.rating, opponent) {
            return GameLine {
                exclusion: Some(reason),
                ..unrated
            };
        }
        let expect = expectation(self.pool, self.rating, opponent);
        GameLine {
            exclusion: None,
            difference_used: Some(expect.difference_used),
            difference: Some(self.rating.value() - opponent.value()),
            expected: Some(expect.expected),
            contribution: Surplus::of(game.score.hundredths(), expect.expected, 1)
                .times(self.k_effective),
            ..unrated
        }
    }

    /// Every game's line, in order.
    pub fn lines<'a>(
        &'a self,
        games: &'a [PeriodGame],
    ) -> impl ExactSizeIterator<Item = GameLine> + 'a {
        games.iter().map(|game| self.line(game))
    }
}

/// A FIDE rating below 1400 is not published (the player shows as unrated); it is not clamped.
pub fn is_below_fide_floor(pool: Pool, new_rating: Amount) -> bool {
    pool.is_fide() && new_rating.value() < FIDE_RATING_FLOOR
}

/// Rates one period in one pass: K_eff, the change rounded once, the new rating. Ratings must
/// suit the pool; the error names the game that does not. Each game's expected score and
/// contribution come from [`PeriodOutcome::line`].
///
/// A real FIDE calculation: 1922 at K 40 beats 1798 (PD 0.67), loses to 1801 (PD 0.66) and beats
/// 1897 (PD 0.53): 40 × (2 − 1.86) = +5.60, rounded once to +6.
///
/// ```
/// use elocalc::rating::{Amount, KFactor, Opponent, PeriodGame, Pool, Rating, Score, rate_period};
///
/// let game = |opponent: f64, score| PeriodGame {
///     opponent: Opponent::Rated(Rating::new(opponent).unwrap()),
///     score,
/// };
/// let games = [game(1798.0, Score::Win), game(1801.0, Score::Loss), game(1897.0, Score::Win)];
/// let rating = Rating::new(1922.0).unwrap();
/// let period = rate_period(Pool::FideStandard, rating, KFactor::new(40).unwrap(), &games).unwrap();
/// assert!((period.change_unrounded - 5.6).abs() < 1e-9);
/// assert_eq!(period.change, Amount::Whole(6));
/// assert_eq!(period.new_rating, Amount::Whole(1928));
/// assert_eq!(period.line(&games[0]).expected, Some(elocalc::rating::Expected::Table(67)));
/// ```
pub fn rate_period(
    pool: Pool,
    rating: Rating,
    k: KFactor,
    games: &[PeriodGame],
) -> Result<PeriodOutcome, InputError> {
    rating.check_for(pool)?;
    let sums = if pool.is_fide() {
        fide_sums(pool, rating, games)?
    } else {
        continuous_sums(rating, games)
    };
    let k_effective = effective_k(pool, k, sums.rated_games);
    let settlement = settle(rating, k_effective, sums.surplus);
    Ok(PeriodOutcome {
        pool,
        rating,
        k,
        k_effective,
        rated_games: sums.rated_games,
        score: sums.score_hundredths as f64 / 100.0,
        total_points: sums.total_hundredths as f64 / 100.0,
        expected_total: sums.surplus.expected_total(sums.score_hundredths),
        change_unrounded: settlement.change_unrounded,
        change: settlement.change,
        new_rating: settlement.new_rating,
        surplus: sums.surplus,
    })
}

/// A FIDE period's games so far: how many are rated and Σ(score − PD) in hundredths — what
/// `need` adds the remaining games to without running the whole period for every score.
pub(crate) fn fide_played(
    pool: Pool,
    rating: Rating,
    games: &[PeriodGame],
) -> Result<(u64, i64), InputError> {
    rating.check_for(pool)?;
    let sums = fide_sums(pool, rating, games)?;
    match sums.surplus {
        Surplus::Hundredths(surplus) => Ok((sums.rated_games, surplus)),
        Surplus::Real(_) => unreachable!("FIDE pools sum in hundredths"),
    }
}

/// What one pass over a period's games adds up.
struct Sums {
    rated_games: u64,
    score_hundredths: i64,
    total_hundredths: i64,
    surplus: Surplus,
}

/// FIDE pools: whole ratings, table 8.1.2, all in integer hundredths.
fn fide_sums(pool: Pool, rating: Rating, games: &[PeriodGame]) -> Result<Sums, InputError> {
    if pool.is_rapid_or_blitz() {
        fide_sums_in::<true>(pool, rating, games)
    } else {
        fide_sums_in::<false>(pool, rating, games)
    }
}

/// One pass over a FIDE period; `SIX_HUNDRED_RULE` compiles the rapid/blitz rule in or out, so
/// the standard pool's loop carries none of it.
#[inline]
fn fide_sums_in<const SIX_HUNDRED_RULE: bool>(
    pool: Pool,
    rating: Rating,
    games: &[PeriodGame],
) -> Result<Sums, InputError> {
    let player = PlayerPd::of(pool, rating);
    // A long period meets the same opponents' ratings again and again: their PD (or the rule
    // that leaves them out) is looked up once per rating, not worked out once per game.
    let table = (games.len() >= PlayerPd::TABLE_FROM_GAMES).then(|| player.table());
    let (mut rated_games, mut score, mut total, mut surplus) = (0u64, 0i64, 0i64, 0i64);
    for (index, game) in games.iter().enumerate() {
        let points = game.score.hundredths();
        total += points;
        let Opponent::Rated(opponent) = game.opponent else {
            continue;
        };
        let whole = opponent
            .fide_whole()
            .map_err(|error| error.in_game(index))?;
        let pd = match &table {
            Some(table) => table[whole as usize],
            None => player.pd_against(whole),
        };
        if SIX_HUNDRED_RULE {
            // Masked rather than skipped: which games the rule leaves out follows the data, and
            // a branch on it is mispredicted in every game it decides.
            let keep = i64::from(pd != PlayerPd::LEFT_OUT);
            let mask = -keep;
            rated_games += keep as u64;
            score += points & mask;
            surplus += (points - i64::from(pd)) & mask;
        } else {
            rated_games += 1;
            score += points;
            surplus += points - i64::from(pd);
        }
    }
    Ok(Sums {
        rated_games,
        score_hundredths: score,
        total_hundredths: total,
        surplus: Surplus::Hundredths(surplus),
    })
}

/// What a game against an opponent of each whole rating brings one player of a FIDE period:
/// PD under the player's 400-point rule, or [`PlayerPd::LEFT_OUT`] by the 600-point rule.
#[derive(Clone, Copy, Debug)]
struct PlayerPd {
    own: i64,
    cap: i64,
    band: SixHundredBand,
}

impl PlayerPd {
    /// No PD is this: the game is not rated (the 600-point rule).
    const LEFT_OUT: u8 = u8::MAX;
    /// Periods shorter than this work each game's PD out (a table of every rating would cost
    /// more than it saves: a tournament field rates thousands of short periods).
    const TABLE_FROM_GAMES: usize = 1024;

    fn of(pool: Pool, rating: Rating) -> PlayerPd {
        let own = rating.whole();
        let cap = if difference_capped(pool, rating) {
            DIFFERENCE_CAP
        } else {
            i64::MAX
        };
        PlayerPd {
            own,
            cap,
            band: SixHundredBand::of(pool, own),
        }
    }

    #[inline]
    fn pd_against(self, opponent: i64) -> u8 {
        let difference = self.own - opponent;
        if self.band.keeps(difference) {
            scoring_probability(difference.clamp(-self.cap, self.cap))
        } else {
            Self::LEFT_OUT
        }
    }

    /// `pd_against` for every rating from 0 to the highest, by rating.
    fn table(self) -> Vec<u8> {
        (0..=MAX_RATING as i64)
            .map(|opponent| self.pd_against(opponent))
            .collect()
    }
}

/// The 600-point rule for one player of a period, as the differences (own − opponent) it leaves
/// out: at most `low` or at least `high`. With the player's rating fixed, the rule's "either
/// player above 2600" becomes a bound on the difference alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct SixHundredBand {
    low: i64,
    high: i64,
}

impl SixHundredBand {
    fn of(pool: Pool, own: i64) -> SixHundredBand {
        if !pool.is_rapid_or_blitz() {
            SixHundredBand {
                low: i64::MIN,
                high: i64::MAX,
            }
        } else if own > EXCLUSION_ABOVE {
            SixHundredBand {
                low: -EXCLUSION_DIFFERENCE,
                high: EXCLUSION_DIFFERENCE,
            }
        } else {
            // Only an opponent above 2600 can trigger it, so only from below: own − opponent
            // at most −600 and at most own − 2601.
            SixHundredBand {
                low: (-EXCLUSION_DIFFERENCE).min(own - EXCLUSION_ABOVE - 1),
                high: i64::MAX,
            }
        }
    }

    #[inline]
    fn keeps(self, difference: i64) -> bool {
        (difference > self.low) & (difference < self.high)
    }
}

/// The continuous pool: real ratings on the logistic curve.
fn continuous_sums(rating: Rating, games: &[PeriodGame]) -> Sums {
    let own = rating.value();
    let mut curve = LogisticMemo::for_games(games.len());
    let (mut rated_games, mut score, mut total, mut surplus) = (0u64, 0i64, 0i64, 0.0f64);
    for game in games {
        let points = game.score.hundredths();
        total += points;
        let Opponent::Rated(opponent) = game.opponent else {
            continue;
        };
        rated_games += 1;
        score += points;
        let expected = curve.expected(own - opponent.value());
        surplus += Surplus::of(points, Expected::Logistic(expected), 1).value();
    }
    Sums {
        rated_games,
        score_hundredths: score,
        total_hundredths: total,
        surplus: Surplus::Real(surplus),
    }
}

/// The logistic curve at whole differences, each worked out once: ratings are mostly whole,
/// so a long period meets the same differences again and again, and `powf` is the cost of the
/// whole continuous pool. Same function, same argument: the same bits.
struct LogisticMemo {
    /// By difference + 4000; NaN: not worked out yet. Empty for short periods.
    values: Vec<f64>,
}

impl LogisticMemo {
    /// Periods shorter than this compute every game (the table would cost more than it saves).
    const FROM_GAMES: usize = 1024;
    const REACH: f64 = MAX_RATING;

    fn for_games(games: usize) -> LogisticMemo {
        let values = if games >= Self::FROM_GAMES {
            vec![f64::NAN; 2 * Self::REACH as usize + 1]
        } else {
            Vec::new()
        };
        LogisticMemo { values }
    }

    fn expected(&mut self, difference: f64) -> f64 {
        let whole = difference as i64;
        if whole as f64 != difference || self.values.is_empty() {
            return logistic_expected(difference);
        }
        let slot = &mut self.values[(whole + Self::REACH as i64) as usize];
        if slot.is_nan() {
            *slot = logistic_expected(difference);
        }
        *slot
    }
}

/// Whether a game against `opponent` is rated for `player`, and if so the expectation.
pub(crate) fn judge(
    pool: Pool,
    player: Rating,
    opponent: Opponent,
) -> Result<Result<Expectation, Exclusion>, InputError> {
    let Opponent::Rated(opponent) = opponent else {
        return Ok(Err(Exclusion::UnratedOpponent));
    };
    opponent.check_for(pool)?;
    Ok(match exclusion(pool, player, opponent) {
        Some(reason) => Err(reason),
        None => Ok(expectation(pool, player, opponent)),
    })
}

#[cfg(test)]
mod six_hundred_band {
    use super::*;
    use crate::rating::expected::excluded_by_six_hundred;

    /// The band says what the rule says, for every pair of whole ratings it can meet.
    #[test]
    fn leaves_out_exactly_the_games_the_rule_does() {
        for pool in [Pool::FideStandard, Pool::FideRapid, Pool::FideBlitz] {
            for own in (1000..=3000).step_by(7).chain([2599, 2600, 2601, 2602]) {
                let band = SixHundredBand::of(pool, own);
                for opponent in (0..=4000).chain([own - 600, own - 599, own + 599, own + 600]) {
                    let rule = pool.is_rapid_or_blitz() && excluded_by_six_hundred(own, opponent);
                    assert_eq!(
                        band.keeps(own - opponent),
                        !rule,
                        "{pool:?} {own} {opponent}"
                    );
                }
            }
        }
    }

    /// Short periods work each game out, long ones look PD up by rating: both give what the
    /// games' own lines (the rules read one game at a time) add up to.
    #[test]
    fn short_and_long_periods_agree_with_the_games_lines() {
        let games: Vec<PeriodGame> = (0..3000u64)
            .map(|i| PeriodGame {
                opponent: Opponent::Rated(Rating::new(((i * 7919) % 4001) as f64).unwrap()),
                score: Score::ALL[(i % 3) as usize],
            })
            .collect();
        let k = KFactor::new(10).unwrap();
        for pool in [Pool::FideStandard, Pool::FideRapid, Pool::FideBlitz] {
            for own in [0.0, 1400.0, 2000.0, 2600.0, 2601.0, 2649.0, 2650.0, 4000.0] {
                let rating = Rating::new(own).unwrap();
                for length in [PlayerPd::TABLE_FROM_GAMES - 1, games.len()] {
                    let games = &games[..length];
                    let period = rate_period(pool, rating, k, games).unwrap();
                    let lines: Vec<GameLine> = period.lines(games).collect();
                    let rated = lines.iter().filter(|line| line.is_rated()).count() as u64;
                    let surplus: i64 = lines
                        .iter()
                        .filter_map(|line| match line.expected? {
                            Expected::Table(pd) => Some(line.score.hundredths() - i64::from(pd)),
                            Expected::Logistic(_) => None,
                        })
                        .sum();
                    assert_eq!(period.rated_games, rated, "{pool:?} {own} {length}");
                    let change = round_hundredths(i64::from(period.k_effective) * surplus);
                    assert_eq!(
                        period.change,
                        Amount::Whole(change),
                        "{pool:?} {own} {length}"
                    );
                }
            }
        }
    }
}
