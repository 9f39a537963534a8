//! US Chess ratings (Glickman & Doan, "The US Chess Rating System"): one player's event rated
//! once against the opponents' ratings as entered, as the official estimator does — effective
//! games N′, the special formula (the point nearest the prior rating of the zero set of a
//! piecewise-linear function) or the standard formula with K and the bonus, the 2700 cap, the
//! floor, and the published rounding.
//!
//! The rules: docs/rules/uschess.md.

use jiff::civil::Date;

use super::number::Whole;
use super::values::{GAMES_PLAYED_RANGE, InputError, Score, parse_decimal_rating, parse_whole};

/// The lowest rating there is (the absolute floor), and the highest floor a user may give.
pub const ABSOLUTE_FLOOR: f64 = 100.0;
pub const MAX_FLOOR: u32 = 2200;
/// Special ratings are capped here.
pub const SPECIAL_CAP: f64 = 2700.0;
/// The special formula is used up to this many games before the event.
pub const SPECIAL_UP_TO: u32 = 8;
/// Established: based on more than this many games.
pub const PROVISIONAL_UP_TO: u32 = 25;

/// What the player's earlier rated games were: the special formula treats an all-wins or
/// all-losses history apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PriorRecord {
    #[default]
    Mixed,
    AllWins,
    AllLosses,
}

impl PriorRecord {
    pub fn key(self) -> &'static str {
        match self {
            PriorRecord::Mixed => "mixed",
            PriorRecord::AllWins => "all-wins",
            PriorRecord::AllLosses => "all-losses",
        }
    }
}

impl std::str::FromStr for PriorRecord {
    type Err = InputError;

    fn from_str(text: &str) -> Result<PriorRecord, InputError> {
        [
            PriorRecord::Mixed,
            PriorRecord::AllWins,
            PriorRecord::AllLosses,
        ]
        .into_iter()
        .find(|record| record.key().eq_ignore_ascii_case(text.trim()))
        .ok_or_else(|| InputError::PriorRecord(text.trim().to_string()))
    }
}

/// Which formula rated the event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Formula {
    Standard,
    Special,
    /// No games: the rating stays.
    None,
}

impl Formula {
    pub fn key(self) -> &'static str {
        match self {
            Formula::Standard => "standard",
            Formula::Special => "special",
            Formula::None => "none",
        }
    }
}

/// Everything about the player and the event besides the games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UsChessPlayer {
    /// The pre-event rating (stored ratings have decimals), or an unrated player's initial one.
    pub rating: f64,
    /// Games the rating is based on (0: unrated); `None`: established, how many not known.
    pub games_played: Option<u32>,
    pub prior: PriorRecord,
    /// The event's end date: it decides the bonus threshold.
    pub event_date: Date,
    /// The Regular rating of a dual-rated event (a lower K for masters).
    pub dual_rated: bool,
    /// The event does not qualify for bonus points (a match, an opponent met too often).
    pub no_bonus: bool,
    pub floor: f64,
}

/// One event rated.
#[derive(Clone, Debug, PartialEq)]
pub struct UsChessOutcome {
    pub player: UsChessPlayer,
    pub effective_games: f64,
    pub formula: Formula,
    /// K of the standard formula.
    pub k: Option<f64>,
    pub bonus_threshold: u32,
    pub bonus_eligible: bool,
    pub bonus: f64,
    pub score: f64,
    /// Σ of the logistic winning expectancies, whatever the formula; and each game's.
    pub expected: f64,
    pub game_expected: Vec<f64>,
    /// The new rating is based on 25 games or fewer.
    pub provisional: bool,
    /// The special formula's result was above 2700.
    pub capped: bool,
    /// The floor in force: the player's, or the absolute floor (100) when theirs is lower.
    pub floor: f64,
    /// The floor raised the result.
    pub floored: bool,
    pub new_rating_exact: f64,
    /// Rounded to the nearest whole number, halves up: the published rating.
    pub new_rating: i64,
}

impl UsChessOutcome {
    /// The new rating minus the old, unrounded: what the system adds to the stored rating.
    pub fn change(&self) -> f64 {
        self.new_rating_exact - self.player.rating
    }
}

/// The first event end date elocalc knows the bonus threshold for.
pub fn first_known_date() -> Date {
    Date::constant(2017, 5, 1)
}

/// The bonus threshold B for an event ending on `date`: 14 from 1 May 2017, 12 from 1 February
/// 2023, 10 for events of 2025 on (US Chess re-rated them).
pub fn bonus_threshold(date: Date) -> Result<u32, InputError> {
    if date < first_known_date() {
        Err(InputError::EventDate(date.to_string()))
    } else if date < Date::constant(2023, 2, 1) {
        Ok(14)
    } else if date < Date::constant(2025, 1, 1) {
        Ok(12)
    } else {
        Ok(10)
    }
}

/// Parses an event's end date, `YYYY-MM-DD`, a real date from 1 May 2017 on.
pub fn parse_event_date(text: &str) -> Result<Date, InputError> {
    let date = super::publication::read_iso_date(text)
        .ok_or_else(|| InputError::EventDate(text.trim().to_string()))?;
    bonus_threshold(date)?;
    Ok(date)
}

/// A personal floor, as typed.
pub const FLOOR_RANGE: Whole = Whole::new("floor", 100, MAX_FLOOR as u64);

/// Parses the games a rating is based on: as many as a FIDE profile's at most.
pub fn parse_us_games_played(text: &str) -> Result<u32, InputError> {
    parse_whole(text, GAMES_PLAYED_RANGE).map(|games| games as u32)
}

/// Parses a floor: a whole number from 100 to 2200.
pub fn parse_floor(text: &str) -> Result<f64, InputError> {
    parse_whole(text, FLOOR_RANGE).map(|floor| floor as f64)
}

/// Parses a rating: a number from the absolute floor, 100, to 4000, decimals allowed (stored
/// ratings have them: 1643.759).
pub fn parse_us_rating(text: &str) -> Result<f64, InputError> {
    parse_decimal_rating(text, ABSOLUTE_FLOOR, InputError::UsChessRating)
}

/// N*: the games a rating of `rating` is worth at most.
///
/// ```
/// use elocalc::rating::uschess_effective_cap;
/// assert!((uschess_effective_cap(1700.0) - 20.011787).abs() < 1e-6);
/// assert_eq!(uschess_effective_cap(2400.0), 50.0);
/// ```
pub fn uschess_effective_cap(rating: f64) -> f64 {
    if rating <= 2355.0 {
        50.0 / (0.662 + 0.00000739 * (2569.0 - rating).powi(2)).sqrt()
    } else {
        50.0
    }
}

/// The logistic winning expectancy of the standard formula.
pub fn winning_expectancy(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-(rating - opponent) / 400.0))
}

/// The special formula's provisional winning expectancy: linear within 400 points.
fn provisional_expectancy(rating: f64, opponent: f64) -> f64 {
    if rating <= opponent - 400.0 {
        0.0
    } else if rating >= opponent + 400.0 {
        1.0
    } else {
        0.5 + (rating - opponent) / 800.0
    }
}

/// The special rating: the point of f's zero set nearest the prior rating `r0` (before the
/// cap and the floor).
fn special_rating(r0: f64, effective: f64, prior: PriorRecord, games: &[(f64, Score)]) -> f64 {
    let score: f64 = games.iter().map(|(_, s)| s.points()).sum();
    let (prior_rating, target) = match prior {
        PriorRecord::Mixed => (r0, score + effective / 2.0),
        PriorRecord::AllWins => (r0 - 400.0, score + effective),
        PriorRecord::AllLosses => (r0 + 400.0, score),
    };
    let f = |r: f64| {
        effective * provisional_expectancy(r, prior_rating)
            + games
                .iter()
                .map(|&(opponent, _)| provisional_expectancy(r, opponent))
                .sum::<f64>()
            - target
    };
    let mut knots: Vec<f64> = games
        .iter()
        .flat_map(|&(opponent, _)| [opponent - 400.0, opponent + 400.0])
        .collect();
    if effective > 0.0 {
        knots.extend([prior_rating - 400.0, prior_rating + 400.0]);
    }
    knots.sort_by(f64::total_cmp);
    knots.dedup();
    const TOLERANCE: f64 = 1e-9;
    let values: Vec<f64> = knots.iter().map(|&k| f(k)).collect();
    let n = knots.len();
    // L: where f first reaches 0; U: where it last is 0.
    let low = if values[0] >= -TOLERANCE {
        f64::NEG_INFINITY
    } else {
        let j = values
            .iter()
            .position(|&v| v >= -TOLERANCE)
            .unwrap_or(n - 1);
        if values[j] < -TOLERANCE {
            f64::INFINITY
        } else {
            knots[j - 1] - values[j - 1] * (knots[j] - knots[j - 1]) / (values[j] - values[j - 1])
        }
    };
    let high = if values[n - 1] <= TOLERANCE {
        f64::INFINITY
    } else {
        match values.iter().rposition(|&v| v <= TOLERANCE) {
            None => f64::NEG_INFINITY,
            Some(j) => {
                knots[j] - values[j] * (knots[j + 1] - knots[j]) / (values[j + 1] - values[j])
            }
        }
    };
    r0.max(low).min(high)
}

/// Rates one event for one player, once against the opponents' ratings as entered.
///
/// ```
/// use elocalc::rating::{PriorRecord, Score, UsChessPlayer, rate_uschess};
/// // The published example: 1500 on 6 games; 1400 won, 1550 lost, 1650 drawn.
/// let player = UsChessPlayer {
///     rating: 1500.0, games_played: Some(6), prior: PriorRecord::Mixed,
///     event_date: jiff::civil::date(2026, 3, 1), dual_rated: false, no_bonus: false,
///     floor: 100.0,
/// };
/// let games = [(1400.0, Score::Win), (1550.0, Score::Loss), (1650.0, Score::Draw)];
/// let outcome = rate_uschess(player, &games).unwrap();
/// assert!((outcome.new_rating_exact - 13600.0 / 9.0).abs() < 1e-9);
/// assert_eq!(outcome.new_rating, 1511);
/// ```
pub fn rate_uschess(
    player: UsChessPlayer,
    games: &[(f64, Score)],
) -> Result<UsChessOutcome, InputError> {
    let bonus_threshold = bonus_threshold(player.event_date)?;
    if player.prior != PriorRecord::Mixed && player.games_played.is_none_or(|n| n < 1) {
        return Err(InputError::PriorWithoutGames(player.prior.key()));
    }
    if player.floor > ABSOLUTE_FLOOR && player.floor > player.rating {
        return Err(InputError::FloorAboveRating {
            floor: player.floor,
            rating: player.rating,
        });
    }
    let r0 = player.rating;
    let cap = uschess_effective_cap(r0);
    let effective = player.games_played.map_or(cap, |n| f64::from(n).min(cap));
    let m = games.len();
    let score: f64 = games.iter().map(|(_, s)| s.points()).sum();
    let game_expected: Vec<f64> = games
        .iter()
        .map(|&(opponent, _)| winning_expectancy(r0, opponent))
        .collect();
    let expected: f64 = game_expected.iter().sum();
    let special = player.games_played.is_some_and(|n| n <= SPECIAL_UP_TO)
        || player.prior != PriorRecord::Mixed;
    let formula = match (m, special) {
        (0, _) => Formula::None,
        (_, true) => Formula::Special,
        (_, false) => Formula::Standard,
    };
    let (mut k, mut bonus, mut capped) = (None, 0.0, false);
    let bonus_eligible = formula == Formula::Standard && m >= 3 && !player.no_bonus;
    let result = match formula {
        Formula::None => r0,
        Formula::Special => {
            let rating = special_rating(r0, effective, player.prior, games);
            capped = rating > SPECIAL_CAP;
            rating.min(SPECIAL_CAP)
        }
        Formula::Standard => {
            let weight = effective + m as f64;
            let standard_k = match (player.dual_rated, r0) {
                (true, r) if r >= 2500.0 => 200.0 / weight,
                (true, r) if r > 2200.0 => 800.0 * (6.5 - 0.0025 * r) / weight,
                _ => 800.0 / weight,
            };
            k = Some(standard_k);
            let gain = standard_k * (score - expected);
            if bonus_eligible {
                let over = f64::from(bonus_threshold) * (m.max(4) as f64).sqrt();
                bonus = (gain - over).max(0.0);
            }
            r0 + gain + bonus
        }
    };
    let floor = player.floor.max(ABSOLUTE_FLOOR);
    let floored = result < floor;
    let new_rating_exact = result.max(floor);
    Ok(UsChessOutcome {
        player,
        effective_games: effective,
        formula,
        k,
        bonus_threshold,
        bonus_eligible,
        bonus,
        score,
        expected,
        game_expected,
        provisional: player
            .games_played
            .is_some_and(|n| n as usize + m <= PROVISIONAL_UP_TO as usize),
        capped,
        floor,
        floored,
        new_rating_exact,
        new_rating: (new_rating_exact + 0.5).floor() as i64,
    })
}

/// A game written `OPPONENT:SCORE`; an unrated opponent or an RD is refused.
pub fn parse_uschess_game(text: &str) -> Result<(f64, Score), InputError> {
    let trimmed = text.trim();
    let (opponent, score) = trimmed
        .rsplit_once(':')
        .ok_or_else(|| InputError::UsChessGame(trimmed.to_string()))?;
    if opponent.contains('/') {
        return Err(InputError::UsChessGame(trimmed.to_string()));
    }
    if opponent.trim().eq_ignore_ascii_case(super::values::UNRATED) {
        return Err(InputError::UsChessUnrated(trimmed.to_string()));
    }
    Ok((parse_us_rating(opponent)?, score.parse()?))
}

/// An opponent as written in a table cell or a field: a rating; an error quotes it as written.
pub fn parse_uschess_opponent(text: &str) -> Result<f64, InputError> {
    if text.contains('/') {
        return Err(InputError::UsChessRd(text.trim().to_string()));
    }
    if text.trim().eq_ignore_ascii_case(super::values::UNRATED) {
        return Err(InputError::UsChessUnratedOpponent);
    }
    parse_us_rating(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Score::*;

    fn player(rating: f64, games_played: Option<u32>) -> UsChessPlayer {
        UsChessPlayer {
            rating,
            games_played,
            prior: PriorRecord::Mixed,
            event_date: Date::constant(2026, 3, 1),
            dual_rated: false,
            no_bonus: false,
            floor: 100.0,
        }
    }

    fn close(actual: f64, expected: f64, what: &str) {
        assert!(
            (actual - expected).abs() <= 1e-6,
            "{what}: {actual} is not {expected}"
        );
    }

    /// The published cases U01–U05 and worked cases S01–S19 of docs/rules/uschess.md: (id,
    /// player, games, formula, N′, K, E, bonus, new exact, new).
    #[test]
    fn the_worked_cases() {
        let date = |y, m, d| Date::constant(y, m, d);
        let with = |p: UsChessPlayer, change: &dyn Fn(&mut UsChessPlayer)| {
            let mut p = p;
            change(&mut p);
            p
        };
        let s01 = vec![(1600.0, Win), (1700.0, Win), (1800.0, Win), (1900.0, Draw)];
        type Case = (
            &'static str,
            UsChessPlayer,
            Vec<(f64, Score)>,
            Formula,
            f64,
            Option<f64>,
            Option<f64>,
            f64,
            f64,
            i64,
        );
        let cases: Vec<Case> = vec![
            (
                "U01",
                player(1500.0, Some(6)),
                vec![(1400.0, Win), (1550.0, Loss), (1650.0, Draw)],
                Formula::Special,
                6.0,
                None,
                None,
                0.0,
                13600.0 / 9.0,
                1511,
            ),
            (
                "U02",
                player(1300.0, Some(0)),
                vec![(100.0, Win), (120.0, Win), (150.0, Win), (110.0, Win)],
                Formula::Special,
                0.0,
                None,
                None,
                0.0,
                1300.0,
                1300,
            ),
            (
                "U03",
                player(1300.0, Some(0)),
                vec![
                    (2400.0, Loss),
                    (2500.0, Loss),
                    (2600.0, Loss),
                    (2450.0, Loss),
                ],
                Formula::Special,
                0.0,
                None,
                None,
                0.0,
                1300.0,
                1300,
            ),
            (
                "U04",
                player(1300.0, Some(0)),
                vec![(900.0, Win), (850.0, Win), (700.0, Win)],
                Formula::Special,
                0.0,
                None,
                None,
                0.0,
                1300.0,
                1300,
            ),
            (
                "U05",
                player(1300.0, Some(0)),
                vec![(950.0, Win), (850.0, Win), (700.0, Win)],
                Formula::Special,
                0.0,
                None,
                None,
                0.0,
                1350.0,
                1350,
            ),
            (
                "S01",
                player(1700.0, Some(30)),
                s01.clone(),
                Formula::Standard,
                20.011787,
                Some(33.316971),
                Some(1.740253),
                38.629437,
                1797.258874,
                1797,
            ),
            (
                "S02",
                with(player(1700.0, Some(30)), &|p| {
                    p.event_date = date(2024, 6, 1)
                }),
                s01.clone(),
                Formula::Standard,
                20.011787,
                Some(33.316971),
                Some(1.740253),
                34.629437,
                1793.258874,
                1793,
            ),
            (
                "S03",
                with(player(1700.0, Some(30)), &|p| {
                    p.event_date = date(2020, 6, 1)
                }),
                s01,
                Formula::Standard,
                20.011787,
                Some(33.316971),
                Some(1.740253),
                30.629437,
                1789.258874,
                1789,
            ),
            (
                "S04",
                player(1700.0, Some(30)),
                vec![(1900.0, Win), (2000.0, Win)],
                Formula::Standard,
                20.011787,
                Some(36.344165),
                Some(0.391233),
                0.0,
                1758.469306,
                1758,
            ),
            (
                "S05",
                player(1700.0, Some(30)),
                vec![(1900.0, Win), (2000.0, Win), (2100.0, Win)],
                Formula::Standard,
                20.011787,
                Some(34.764793),
                Some(0.482142),
                67.532822,
                1855.065643,
                1855,
            ),
            (
                "S06",
                with(player(1700.0, Some(30)), &|p| p.no_bonus = true),
                vec![(1900.0, Win), (2000.0, Win), (2100.0, Win)],
                Formula::Standard,
                20.011787,
                Some(34.764793),
                Some(0.482142),
                0.0,
                1787.532822,
                1788,
            ),
            (
                "S07",
                with(player(2300.0, Some(100)), &|p| p.dual_rated = true),
                vec![(2200.0, Win), (2250.0, Draw), (2350.0, Win), (2400.0, Loss)],
                Formula::Standard,
                45.705523,
                Some(12.071093),
                Some(2.0),
                0.0,
                2306.035547,
                2306,
            ),
            (
                "S07b",
                player(2300.0, Some(100)),
                vec![(2200.0, Win), (2250.0, Draw), (2350.0, Win), (2400.0, Loss)],
                Formula::Standard,
                45.705523,
                Some(16.094791),
                Some(2.0),
                0.0,
                2308.047395,
                2308,
            ),
            (
                "S08",
                with(player(2600.0, Some(300)), &|p| p.dual_rated = true),
                vec![(2500.0, Win), (2550.0, Win), (2650.0, Draw), (2700.0, Win)],
                Formula::Standard,
                50.0,
                Some(3.703704),
                Some(2.0),
                0.0,
                2605.555556,
                2606,
            ),
            (
                "S09",
                with(player(1450.0, Some(60)), &|p| p.floor = 1400.0),
                vec![
                    (1500.0, Loss),
                    (1600.0, Loss),
                    (1400.0, Loss),
                    (1550.0, Loss),
                ],
                Formula::Standard,
                15.878642,
                Some(40.244198),
                Some(1.656550),
                0.0,
                1400.0,
                1400,
            ),
            (
                "S10",
                player(1200.0, Some(9)),
                vec![(1300.0, Win), (1100.0, Draw), (1250.0, Loss)],
                Formula::Standard,
                9.0,
                Some(66.666667),
                Some(1.428537),
                0.0,
                1204.764208,
                1205,
            ),
            (
                "S11",
                player(1200.0, Some(8)),
                vec![(1300.0, Win), (1100.0, Draw), (1250.0, Loss)],
                Formula::Special,
                8.0,
                None,
                None,
                0.0,
                13250.0 / 11.0,
                1205,
            ),
            (
                "S12",
                with(player(1200.0, Some(12)), &|p| {
                    p.prior = PriorRecord::AllWins
                }),
                vec![(800.0, Win), (900.0, Win)],
                Formula::Special,
                12.0,
                None,
                None,
                0.0,
                1300.0,
                1300,
            ),
            (
                "S13",
                with(player(1200.0, Some(12)), &|p| {
                    p.prior = PriorRecord::AllWins
                }),
                vec![(1800.0, Loss), (1500.0, Win)],
                Formula::Special,
                12.0,
                None,
                None,
                0.0,
                1650.0,
                1650,
            ),
            (
                "S14",
                with(player(900.0, Some(4)), &|p| {
                    p.prior = PriorRecord::AllLosses
                }),
                vec![(1500.0, Loss), (1400.0, Loss)],
                Formula::Special,
                4.0,
                None,
                None,
                0.0,
                900.0,
                900,
            ),
            (
                "S15",
                player(1500.0, Some(40)),
                vec![],
                Formula::None,
                16.568464,
                None,
                None,
                0.0,
                1500.0,
                1500,
            ),
            (
                "S16",
                player(130.0, Some(20)),
                vec![(400.0, Loss), (350.0, Loss), (300.0, Loss), (500.0, Loss)],
                Formula::Standard,
                7.484976,
                Some(69.656221),
                Some(0.773740),
                0.0,
                100.0,
                100,
            ),
            (
                "S17",
                player(1643.759, Some(87)),
                vec![
                    (1720.0, Draw),
                    (1580.0, Win),
                    (1690.0, Loss),
                    (1610.0, Win),
                    (1655.0, Draw),
                ],
                Formula::Standard,
                18.913950,
                Some(33.453277),
                Some(2.448852),
                0.0,
                1662.196713,
                1662,
            ),
            (
                "S18",
                player(2600.0, Some(5)),
                vec![(2600.0, Win), (2650.0, Win), (2700.0, Win)],
                Formula::Special,
                5.0,
                None,
                None,
                0.0,
                2700.0,
                2700,
            ),
            (
                "S19",
                player(1000.0, Some(0)),
                vec![(1200.0, Win), (1100.0, Draw), (1400.0, Loss), (900.0, Win)],
                Formula::Special,
                0.0,
                None,
                None,
                0.0,
                1250.0,
                1250,
            ),
        ];
        for (id, player, games, formula, n, k, e, bonus, exact, new) in cases {
            let outcome = rate_uschess(player, &games).unwrap();
            assert_eq!(outcome.formula, formula, "{id}");
            close(outcome.effective_games, n, id);
            match (outcome.k, k) {
                (Some(actual), Some(wanted)) => close(actual, wanted, id),
                (actual, wanted) => assert_eq!(actual, wanted, "{id}: K"),
            }
            if let Some(e) = e {
                close(outcome.expected, e, id);
            }
            close(outcome.bonus, bonus, id);
            close(outcome.new_rating_exact, exact, id);
            assert_eq!(outcome.new_rating, new, "{id}");
        }
    }

    #[test]
    fn flags_and_records_are_checked() {
        let mut p = player(1500.0, None);
        p.prior = PriorRecord::AllWins;
        assert!(matches!(
            rate_uschess(p, &[(1500.0, Win)]),
            Err(InputError::PriorWithoutGames("all-wins"))
        ));
        assert!(parse_event_date("2017-04-30").is_err());
        assert!(parse_event_date("2023-02-30").is_err());
        assert!(parse_event_date("2023-2-3").is_err());
        assert_eq!(
            bonus_threshold(parse_event_date("2023-01-31").unwrap()),
            Ok(14)
        );
        assert_eq!(
            bonus_threshold(parse_event_date("2023-02-01").unwrap()),
            Ok(12)
        );
        assert_eq!(
            bonus_threshold(parse_event_date("2025-01-01").unwrap()),
            Ok(10)
        );
        assert!(parse_floor("99").is_err() && parse_floor("2201").is_err());
        assert!(parse_us_games_played("-1").is_err() && parse_us_games_played("1.5").is_err());
        assert!(matches!(
            parse_uschess_game("unrated:1"),
            Err(InputError::UsChessUnrated(_))
        ));
        assert!(parse_uschess_game("1500/80:1").is_err());
        // S18: a special rating above 2700 is capped.
        let outcome = rate_uschess(
            player(2600.0, Some(5)),
            &[(2600.0, Win), (2650.0, Win), (2700.0, Win)],
        )
        .unwrap();
        assert!(outcome.capped);
        // Provisional: 25 games or fewer in all.
        assert!(outcome.provisional);
        assert!(
            !rate_uschess(player(1500.0, None), &[(1500.0, Win)])
                .unwrap()
                .provisional
        );
    }
}
