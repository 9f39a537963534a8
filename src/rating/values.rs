//! The plain values the core computes with, their validating constructors and their text forms.
//! Every constructor returns an [`InputError`] naming the value and what is allowed; none panics.

use std::fmt;
use std::num::NonZeroU64;
use std::str::FromStr;

use super::number::{self, Decimal, NotANumber, Whole};

/// Ratings outside this range are refused: no chess rating list goes beyond it.
pub const MAX_RATING: f64 = 4000.0;
/// K above this is not a rating system any federation uses; it is almost surely a typo.
pub const MAX_K: u32 = 100;
/// Multi-game mode's bound on G: past K·n ≤ 700 more games change nothing in FIDE pools anyway.
pub const MAX_GAMES: u32 = 100_000;
/// The most rated games a player may say were played before, in any system.
pub const MAX_GAMES_PLAYED: u32 = 100_000;
/// K as typed.
pub const K_RANGE: Whole = Whole::new("K", 1, MAX_K as u64);
/// Multi mode's G as typed.
pub const GAMES_RANGE: Whole = Whole::new("games", 1, MAX_GAMES as u64);
/// The games a rating is based on so far (a FIDE profile, a US Chess rating).
pub const GAMES_PLAYED_RANGE: Whole = Whole::new("games played", 0, MAX_GAMES_PLAYED as u64);

/// What was wrong with one value, with the value as given. Its words, which say what is
/// allowed, are the faces' (`report::error_words`): the core names no word of any language.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum InputError {
    Rating(String),
    FractionalRating(String),
    /// A rating written with a comma: a decimal comma or a thousands separator, which a rating
    /// never takes (`1,850` could be either).
    RatingComma(String),
    /// A rating whose point could be a thousands separator (`1.850`: 1850, or 1.85), and the
    /// rating it would then be.
    RatingThousands {
        text: String,
        thousands: u64,
    },
    /// A US Chess rating that is no number from the absolute floor, 100, to 4000.
    UsChessRating(String),
    /// A whole quantity (K, games, a year…) not written by the rule or out of its range.
    Whole {
        whole: Whole,
        text: String,
    },
    Score(String),
    NoScore,
    /// A score in the games table, where `?` marks a game not played yet.
    RowScore(String),
    /// A score typed in the terminal UI's games table, where the letters are the language's.
    CellScore(String),
    Points {
        value: String,
        games: u32,
    },
    Pool(String),
    Game(String),
    Target(String),
    RemainingUnrated,
    NoTarget,
    FirstRatingPool(&'static str),
    NormTitle(String),
    Title(String),
    Federation(String),
    Exemption(String),
    NormGame(String),
    NormRating(String),
    NoFederation,
    OpponentFederationsMissing {
        missing: usize,
        games: usize,
    },
    FidePool(String),
    PlayerK(String),
    NoStartRank {
        text: String,
        rank: u16,
    },
    NoReport,
    /// A report file kept in a session that no longer reads (the reader's words).
    Report(String),
    Rd(String),
    Volatility(String),
    Tau(String),
    Glicko2Game(String),
    UnratedWithRd(String),
    PriorRecord(String),
    EventDate(String),
    FloorAboveRating {
        floor: f64,
        rating: f64,
    },
    UsChessUnratedOpponent,
    PriorWithoutGames(&'static str),
    UsChessUnrated(String),
    UsChessGame(String),
    UsChessRd(String),
    /// A DWZ event that ended (the date as given) before DeWIS began: its rules are not covered.
    DwzBeforeDewis(String),
    /// A first DWZ: the DSB finds it over the whole tournament at once, which one player's
    /// games cannot give.
    DwzFirst,
    /// A date that is not a real date `YYYY-MM-DD`.
    Date(String),
    /// A DSB card's totals and games both given: one replaces the other.
    DwzTotalsWithGames,
    /// The index typed with the DWZ (`2063-15`) and the index given apart disagree.
    DwzIndexTwice {
        typed: u32,
        given: u32,
    },
    /// A DWZ published after the event it is to rate.
    DwzRatingAfterEvent {
        published: String,
        event: String,
    },
    /// A forfeit's sign as a DWZ game's score: forfeits do not count.
    DwzForfeit(String),
    /// A DWZ given without its index.
    DwzIndexMissing {
        rating: u32,
    },
    /// A DWZ given with index 0: an index counts evaluations, from 1.
    DwzIndexZero {
        rating: u32,
    },
    /// A card's We that no `games` games can give.
    DwzExpected {
        value: String,
        games: u32,
    },
    /// A DWZ published on the 2026 scale for an event rated on the old one.
    DwzNewScale {
        published: String,
        event: String,
    },
    /// No game counts, with how many were left out for each reason.
    DwzNoGames {
        forfeits: usize,
        unrated: usize,
    },
    NotInMulti(&'static str),
    NoNormGames,
    BornAfter {
        born: i32,
        year: i32,
    },
    /// Performance and initial ratings need at least one game against a rated opponent.
    NoRatedGames,
    /// A value needed for the result is missing.
    Missing,
    /// A number written by the rule but with more decimals than elocalc reads.
    TooPrecise(Box<InputError>),
    /// A number written by the rule but with a leading `+`: no quantity takes a sign.
    Signed(Box<InputError>),
    /// An event of a rating period (the `number`-th, counted from 1) that cannot be rated as
    /// given, and why.
    InEvent {
        number: usize,
        reason: String,
    },
    /// An event's totals that no games can bring.
    EventTotals {
        chg: f64,
        rated_games: u64,
        rating: f64,
        least: f64,
        most: f64,
    },
    /// A period of several events under a system that rates one event at a time.
    EventsInOtherSystem {
        system: &'static str,
        events: usize,
    },
    /// A game of an event the period does not have: the event's index as kept (from 0) and
    /// how many events the period has.
    NoSuchEvent {
        event: usize,
        events: usize,
    },
    /// An error in the `number`-th game (counted from 1) of a period.
    InGame {
        number: usize,
        error: Box<InputError>,
    },
}

impl InputError {
    /// The error for `text`, which the number reader refused for `why`: `error` of the text,
    /// said with the number of decimals allowed when that was what was wrong.
    pub fn of_number(
        why: NotANumber,
        text: &str,
        error: impl FnOnce(String) -> InputError,
    ) -> InputError {
        let error = error(text.trim().to_string());
        match why {
            NotANumber::TooPrecise => InputError::TooPrecise(Box::new(error)),
            NotANumber::Signed => InputError::Signed(Box::new(error)),
            NotANumber::Malformed => error,
        }
    }

    /// The error for a whole quantity written as `text`.
    pub fn whole(whole: Whole, text: impl Into<String>) -> InputError {
        InputError::Whole {
            whole,
            text: text.into(),
        }
    }

    /// This error, as found in the game at `index` (from 0) of a list.
    pub fn in_game(self, index: usize) -> InputError {
        InputError::InGame {
            number: index + 1,
            error: Box::new(self),
        }
    }
}

/// A rating list: how expected scores are found and how the change is rounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pool {
    /// The logistic 400-point curve, decimals kept: plain Elo.
    Continuous,
    FideStandard,
    FideRapid,
    FideBlitz,
}

impl Pool {
    pub const ALL: [Pool; 4] = [
        Pool::Continuous,
        Pool::FideStandard,
        Pool::FideRapid,
        Pool::FideBlitz,
    ];

    /// The name used on the command line and in JSON.
    pub fn key(self) -> &'static str {
        match self {
            Pool::Continuous => "continuous",
            Pool::FideStandard => "standard",
            Pool::FideRapid => "rapid",
            Pool::FideBlitz => "blitz",
        }
    }

    /// The name shown to people.
    pub fn label(self) -> &'static str {
        match self {
            Pool::Continuous => "Continuous Elo",
            Pool::FideStandard => "FIDE Standard",
            Pool::FideRapid => "FIDE Rapid",
            Pool::FideBlitz => "FIDE Blitz",
        }
    }

    /// FIDE pools use table 8.1.2, whole ratings and one rounding per period.
    pub fn is_fide(self) -> bool {
        self != Pool::Continuous
    }

    /// Rapid and blitz: every player's difference is capped at 400 and the 600-point rule applies.
    pub fn is_rapid_or_blitz(self) -> bool {
        matches!(self, Pool::FideRapid | Pool::FideBlitz)
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Pool {
    type Err = InputError;
    fn from_str(text: &str) -> Result<Self, InputError> {
        let wanted = text.trim().to_ascii_lowercase();
        let wanted = wanted.strip_prefix("fide-").unwrap_or(&wanted);
        Pool::ALL
            .into_iter()
            .find(|pool| pool.key() == wanted)
            .ok_or_else(|| InputError::Pool(text.to_string()))
    }
}

/// A rating from 0 to 4000. FIDE pools take whole ratings only; see [`Rating::check_for`].
///
/// Kept as the number's bits with the sign bit set (a rating is never negative), so no rating
/// is all zero bits: [`Opponent::Unrated`] then takes no room of its own, and a period's game
/// is 16 bytes rather than 24 — a games file may hold millions.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd)]
pub struct Rating(NonZeroU64);

/// The bit that marks a stored rating (the sign bit of its `f64`).
const RATING_MARK: u64 = 1 << 63;

impl fmt::Debug for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Rating").field(&self.value()).finish()
    }
}

impl Rating {
    pub fn new(value: f64) -> Result<Self, InputError> {
        if value.is_finite() && (0.0..=MAX_RATING).contains(&value) {
            // −0 is 0: one rating, one set of bits.
            let value = if value == 0.0 { 0.0 } else { value };
            Ok(Rating(
                NonZeroU64::new(value.to_bits() | RATING_MARK).expect("the mark is set"),
            ))
        } else {
            Err(InputError::Rating(value.to_string()))
        }
    }

    /// Parses a rating typed by a user and checks it suits `pool`.
    /// The text is read exactly, as digits: no sign, no exponent, nothing a float parser would
    /// round (1500.00000000000000001 is not whole, 4000.0000000000001 is above 4000).
    pub fn parse(text: &str, pool: Pool) -> Result<Self, InputError> {
        let text = number::trim(text);
        let decimal = rating_number(text, InputError::Rating)?;
        let whole = decimal.whole();
        if whole > MAX_RATING as u64 || (whole == MAX_RATING as u64 && !decimal.is_whole()) {
            return Err(InputError::Rating(text.to_string()));
        }
        if pool.is_fide() && !decimal.is_whole() {
            return Err(InputError::FractionalRating(text.to_string()));
        }
        Rating::new(decimal.value())
    }

    #[inline]
    pub fn value(self) -> f64 {
        f64::from_bits(self.0.get() & !RATING_MARK)
    }

    /// FIDE pools compute with whole ratings; a fraction there is an input error, not something
    /// to round silently.
    pub fn check_for(self, pool: Pool) -> Result<(), InputError> {
        if pool.is_fide() {
            self.fide_whole().map(drop)
        } else {
            Ok(())
        }
    }

    /// The whole rating a FIDE pool computes with, or the error for a fraction.
    #[inline]
    pub(crate) fn fide_whole(self) -> Result<i64, InputError> {
        // A cast, not `fract()`: one instruction each way in the core's inner loop (ratings are
        // at most 4000, so the cast is exact for whole values).
        let (value, whole) = (self.value(), self.whole());
        if whole as f64 == value {
            Ok(whole)
        } else {
            Err(InputError::FractionalRating(value.to_string()))
        }
    }

    /// The whole rating; only meaningful after [`Rating::check_for`] a FIDE pool.
    #[inline]
    pub(crate) fn whole(self) -> i64 {
        self.value() as i64
    }
}

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value())
    }
}

/// A rating as typed, read by the one rule, or `error` of the text; what could be read two ways
/// is refused, never guessed: a comma (a decimal comma or a thousands separator) and a point
/// that could be a thousands point where both readings are ratings (`1.850`: 1850, or 1.85;
/// `1643.759` and `12.345` read one way only).
fn rating_number(text: &str, error: fn(String) -> InputError) -> Result<Decimal<'_>, InputError> {
    let text = number::trim(text);
    let decimal = Decimal::read(text).map_err(|why| {
        // Said so, rather than "must be a number" of a number.
        let with_point = number::comma_as_point(text);
        match Decimal::read(&with_point) {
            Ok(_) if text.contains(',') => InputError::RatingComma(text.to_string()),
            _ => InputError::of_number(why, text, error),
        }
    })?;
    match decimal.with_thousands_point() {
        Some(thousands) if thousands as f64 <= MAX_RATING => Err(InputError::RatingThousands {
            text: text.to_string(),
            thousands,
        }),
        _ => Ok(decimal),
    }
}

/// A rating that is a whole number (a DWZ): read as every rating is (a thousands point refused),
/// then a whole number within `whole`.
pub fn parse_whole_rating(text: &str, whole: Whole) -> Result<u64, InputError> {
    rating_number(text, InputError::Rating)?;
    parse_whole(text, whole)
}

/// A rating of a system that keeps its decimals (Glicko-2, US Chess): a number from `low` to
/// 4000, read as every rating is; `error` of the text when it is none.
pub fn parse_decimal_rating(
    text: &str,
    low: f64,
    error: fn(String) -> InputError,
) -> Result<f64, InputError> {
    rating_number(text, error)?;
    parse_number_in(text, (low, MAX_RATING, true), error)
}

/// The development coefficient K: a whole number from 1 to 100.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KFactor(u32);

impl KFactor {
    pub fn new(value: u32) -> Result<Self, InputError> {
        if (1..=MAX_K).contains(&value) {
            Ok(KFactor(value))
        } else {
            Err(InputError::whole(K_RANGE, value.to_string()))
        }
    }

    pub fn value(self) -> u32 {
        self.0
    }
}

impl FromStr for KFactor {
    type Err = InputError;
    fn from_str(text: &str) -> Result<Self, InputError> {
        KFactor::new(parse_whole(text, K_RANGE)? as u32)
    }
}

/// The result of one game for the player it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Score {
    Loss,
    Draw,
    Win,
}

impl Score {
    /// Win, draw, loss: the order scenarios are shown in.
    pub const ALL: [Score; 3] = [Score::Win, Score::Draw, Score::Loss];

    pub fn points(self) -> f64 {
        self.hundredths() as f64 / 100.0
    }

    /// The score in hundredths of a point, for FIDE's exact arithmetic.
    #[inline]
    pub fn hundredths(self) -> i64 {
        match self {
            Score::Loss => 0,
            Score::Draw => 50,
            Score::Win => 100,
        }
    }

    /// The same game's result for the other player.
    pub fn reversed(self) -> Score {
        match self {
            Score::Loss => Score::Win,
            Score::Draw => Score::Draw,
            Score::Win => Score::Loss,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Score::Loss => "Loss",
            Score::Draw => "Draw",
            Score::Win => "Win",
        }
    }

    /// A score as written where a comma cannot separate values (a table cell, a form field, a
    /// GAME's score after its colon): `0,5` is `0.5`, a draw, as Portuguese and Russian write it.
    /// What is refused is named as typed.
    pub fn parse_allowing_comma(text: &str) -> Result<Score, InputError> {
        number::comma_as_point(text)
            .parse()
            .map_err(|_| InputError::Score(text.trim().to_string()))
    }

    /// The score as a number: "1", "0.5" or "0".
    pub fn as_number(self) -> &'static str {
        match self {
            Score::Loss => "0",
            Score::Draw => "0.5",
            Score::Win => "1",
        }
    }
}

/// Every word and sign a result may be written with, matched without regard to case:
/// the English words and letters, the same in every language, and the Portuguese and Russian
/// words, which an error in those languages names. A result written as a number (`1`, `0.5`,
/// `0`, `1.0`) goes through the number reader.
const SCORE_SPELLINGS: [(&str, Score); 19] = [
    ("win", Score::Win),
    ("w", Score::Win),
    ("+", Score::Win),
    ("draw", Score::Draw),
    ("d", Score::Draw),
    ("½", Score::Draw),
    ("=", Score::Draw),
    ("1/2", Score::Draw),
    ("loss", Score::Loss),
    ("l", Score::Loss),
    ("-", Score::Loss),
    ("vitória", Score::Win),
    ("vitoria", Score::Win),
    ("v", Score::Win),
    ("empate", Score::Draw),
    ("derrota", Score::Loss),
    ("победа", Score::Win),
    ("ничья", Score::Draw),
    ("поражение", Score::Loss),
];

impl FromStr for Score {
    type Err = InputError;
    fn from_str(text: &str) -> Result<Self, InputError> {
        let trimmed = number::trim(text);
        let refused = || InputError::Score(trimmed.to_string());
        // A number first: no spelling is one, and a games file has millions of scores to read
        // without making each one's lower case.
        if let Ok(number) = Decimal::read(trimmed) {
            return match (number.whole(), number.significant_fraction()) {
                (0, "") => Ok(Score::Loss),
                (0, "5") => Ok(Score::Draw),
                (1, "") => Ok(Score::Win),
                _ => Err(refused()),
            };
        }
        let lower = trimmed.to_lowercase();
        SCORE_SPELLINGS
            .iter()
            .find(|(spelling, _)| *spelling == lower)
            .map(|&(_, score)| score)
            .ok_or_else(refused)
    }
}

/// Total points from some number of games, kept in half points so it is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points {
    halves: u32,
}

impl Points {
    /// Parses a total such as "3.5" or "3½", read exactly, and checks it is possible in `games`
    /// games.
    pub fn parse(text: &str, games: u32) -> Result<Self, InputError> {
        let trimmed = text.trim();
        let error = || InputError::Points {
            value: trimmed.to_string(),
            games,
        };
        // A total stands alone: `3,5` is 3.5, as Portuguese and Russian write it.
        let pointed = number::comma_as_point(trimmed);
        let (number, half_sign) = match pointed.strip_suffix('½') {
            Some("") => ("0", 1),
            Some(rest) => (rest, 1),
            None => (&*pointed, 0),
        };
        let decimal = Decimal::read(number).map_err(|_| error())?;
        let whole = decimal.whole();
        let half = match decimal.significant_fraction() {
            "" => 0,
            "5" if half_sign == 0 => 1,
            _ => return Err(error()),
        };
        let halves = whole
            .checked_mul(2)
            .map(|doubled| doubled + half + half_sign)
            .filter(|&halves| halves <= 2 * u64::from(games))
            .ok_or_else(error)?;
        Ok(Points {
            halves: halves as u32,
        })
    }

    pub fn value(self) -> f64 {
        f64::from(self.halves) / 2.0
    }

    pub fn hundredths(self) -> i64 {
        i64::from(self.halves) * 50
    }
}

/// A number within `low..=high` (`low` itself only with `low_included`), read by the one rule,
/// or the error `error` makes of the text.
pub fn parse_number_in(
    text: &str,
    (low, high, low_included): (f64, f64, bool),
    error: fn(String) -> InputError,
) -> Result<f64, InputError> {
    super::number::number_in(text, low, high, low_included)
        .map_err(|why| InputError::of_number(why, text, error))
}

/// A whole quantity, read by the one rule within its range, or the error that names it and
/// says what it may be.
pub fn parse_whole(text: &str, whole: Whole) -> Result<u64, InputError> {
    whole
        .read(text)
        .map_err(|why| InputError::of_number(why, text, |text| InputError::whole(whole, text)))
}

/// Parses a number of games for multi-game mode.
pub fn parse_games(text: &str) -> Result<u32, InputError> {
    parse_whole(text, GAMES_RANGE).map(|games| games as u32)
}

/// How a player or an opponent without a rating is written.
pub const UNRATED: &str = "unrated";

/// An opponent in a rating period: rated, or unrated (such a game changes nothing).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Opponent {
    Rated(Rating),
    Unrated,
}

impl Opponent {
    /// Parses "unrated" (any case) or a rating suited to `pool`.
    pub fn parse(text: &str, pool: Pool) -> Result<Self, InputError> {
        if number::trim(text).eq_ignore_ascii_case(UNRATED) {
            Ok(Opponent::Unrated)
        } else {
            Rating::parse(text, pool).map(Opponent::Rated)
        }
    }

    pub fn rating(self) -> Option<Rating> {
        match self {
            Opponent::Rated(rating) => Some(rating),
            Opponent::Unrated => None,
        }
    }
}

impl fmt::Display for Opponent {
    /// The rating as typed, or "unrated".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opponent::Rated(rating) => write!(f, "{rating}"),
            Opponent::Unrated => f.write_str(UNRATED),
        }
    }
}

/// One game of a rating period, from the player's side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PeriodGame {
    pub opponent: Opponent,
    pub score: Score,
}

impl PeriodGame {
    /// Parses the command-line form `OPPONENT:SCORE`, e.g. `2050:1` or `unrated:½`.
    pub fn parse(text: &str, pool: Pool) -> Result<Self, InputError> {
        let (opponent, score) = text
            .split_once(':')
            .ok_or_else(|| InputError::Game(text.to_string()))?;
        Ok(PeriodGame {
            opponent: Opponent::parse(opponent, pool)?,
            // After the colon nothing is separated: `2100:0,5` is a draw.
            score: Score::parse_allowing_comma(score)?,
        })
    }
}

/// A period's game stays compact: a games file may hold millions.
const _: () = assert!(std::mem::size_of::<PeriodGame>() == 16);

#[cfg(test)]
mod tests {
    use super::*;

    /// A score is read as a number before its spellings are looked up (no lower case made for
    /// each of a file's millions): sound only while no spelling reads as a number.
    #[test]
    fn no_score_spelling_is_a_number() {
        for (spelling, score) in SCORE_SPELLINGS {
            assert!(Decimal::read(spelling).is_err(), "{spelling}");
            assert_eq!(spelling.parse(), Ok(score), "{spelling}");
            assert_eq!(spelling.to_uppercase().parse(), Ok(score), "{spelling}");
        }
    }

    #[test]
    fn a_decimal_comma_where_nothing_is_separated() {
        for (text, score) in [
            ("0,5", Score::Draw),
            (" 0,50 ", Score::Draw),
            ("1,0", Score::Win),
            ("0,0", Score::Loss),
            ("0.5", Score::Draw),
            ("½", Score::Draw),
        ] {
            assert_eq!(Score::parse_allowing_comma(text), Ok(score), "{text}");
        }
        for text in ["0,25", ",5", "0,", "0,5,0", "0.5,0", "0 ,5", "2,0"] {
            assert_eq!(
                Score::parse_allowing_comma(text),
                Err(InputError::Score(text.trim().to_string())),
                "{text}"
            );
        }
        // The plain reader keeps the one rule: a comma is no point where it may separate.
        assert!("0,5".parse::<Score>().is_err());
        // A GAME's score after its colon.
        let game = PeriodGame::parse("2100:0,5", Pool::FideStandard).unwrap();
        assert_eq!(game.score, Score::Draw);
        assert_eq!(game.opponent.rating().map(Rating::value), Some(2100.0));
        // A total of points stands alone too.
        assert_eq!(Points::parse("3,5", 5).unwrap().value(), 3.5);
        assert!(Points::parse("3,25", 5).is_err());
    }

    #[test]
    fn every_spelling_of_a_score() {
        for text in [
            "win",
            "W",
            "1",
            "1.0",
            "1.00",
            "+",
            " Win ",
            "vitória",
            "Vitoria",
            "победа",
        ] {
            assert_eq!(text.parse::<Score>(), Ok(Score::Win), "{text}");
        }
        for text in [
            "draw",
            "d",
            "0.5",
            "0.50",
            "½",
            "=",
            "1/2",
            "empate",
            "ничья",
        ] {
            assert_eq!(text.parse::<Score>(), Ok(Score::Draw), "{text}");
        }
        for text in ["loss", "L", "0", "0.0", "-", "derrota", "поражение"] {
            assert_eq!(text.parse::<Score>(), Ok(Score::Loss), "{text}");
        }
        // A score written as a number follows the one rule: no leading point, no sign.
        for text in ["", "2", "0.25", "won", "1-0", ".5", "+1", "1e0", "-0"] {
            assert!(text.parse::<Score>().is_err(), "{text}");
        }
    }

    /// A reader of a rating a person types, by the pool or system it reads for.
    type RatingReader = (&'static str, Box<dyn Fn(&str) -> Result<f64, InputError>>);

    /// Every reader of a rating a person types: each pool's, Glicko-2's, US Chess's.
    fn every_rating_reader() -> Vec<RatingReader> {
        let mut readers: Vec<RatingReader> = vec![
            ("glicko2", Box::new(crate::rating::parse_glicko_rating)),
            ("uschess", Box::new(crate::rating::parse_us_rating)),
        ];
        for pool in [Pool::Continuous, Pool::FideStandard, Pool::FideBlitz] {
            readers.push((
                pool.key(),
                Box::new(move |text| Rating::parse(text, pool).map(Rating::value)),
            ));
        }
        readers
    }

    #[test]
    fn a_rating_whose_point_could_be_a_thousands_point_is_refused_by_every_reader() {
        for (reader, read) in every_rating_reader() {
            for (text, thousands) in [("1.850", 1850), ("4.000", 4000), (" 2.100 ", 2100)] {
                assert_eq!(
                    read(text),
                    Err(InputError::RatingThousands {
                        text: text.trim().to_string(),
                        thousands
                    }),
                    "{reader}: {text}"
                );
            }
        }
        // Read one way only: four digits before the point (a stored US Chess rating), two
        // decimals, or a thousands reading that is no rating.
        for (text, value) in [
            ("1643.759", 1643.759),
            ("1850.25", 1850.25),
            ("850.347", 850.347),
        ] {
            assert_eq!(crate::rating::parse_us_rating(text), Ok(value), "{text}");
            assert_eq!(
                crate::rating::parse_glicko_rating(text),
                Ok(value),
                "{text}"
            );
        }
        assert_eq!(crate::rating::parse_glicko_rating("12.345"), Ok(12.345));
        assert_eq!(crate::rating::parse_glicko_rating("1.85"), Ok(1.85));
        // A score, an RD and a volatility are no ratings: their decimals are read as ever.
        assert_eq!("0.500".parse::<Score>(), Ok(Score::Draw));
        assert_eq!(crate::rating::parse_rd("50.125"), Ok(50.125));
        assert_eq!(crate::rating::parse_volatility("0.060"), Ok(0.06));
    }

    #[test]
    fn a_us_chess_rating_is_never_below_the_absolute_floor() {
        assert_eq!(crate::rating::parse_us_rating("100"), Ok(100.0));
        for text in ["99.99", "0", "1.85", "50"] {
            assert_eq!(
                crate::rating::parse_us_rating(text),
                Err(InputError::UsChessRating(text.to_string())),
                "{text}"
            );
        }
        assert_eq!(
            crate::rating::parse_us_rating("4000.5"),
            Err(InputError::UsChessRating("4000.5".to_string()))
        );
    }

    proptest::proptest! {
        /// A rating from 1000 to 4000 written with a thousands point (`1.850`) is read by no
        /// reader as another number: refused, naming the rating it would be.
        #[test]
        fn a_thousands_point_is_never_read_as_decimals(rating in 1000u64..=4000) {
            let text = format!("{}.{:03}", rating / 1000, rating % 1000);
            for (reader, read) in every_rating_reader() {
                proptest::prop_assert_eq!(
                    read(&text),
                    Err(InputError::RatingThousands { text: text.clone(), thousands: rating }),
                    "{}", reader
                );
            }
        }

        /// Any other rating with decimals (`850.347` too, whose thousands reading is no
        /// rating) reads as itself wherever decimals are allowed.
        #[test]
        fn other_decimals_read_as_themselves(
            whole in 100u64..4000,
            fraction in "[0-9]{1,6}",
        ) {
            let text = format!("{whole}.{fraction}");
            let expected: f64 = text.parse().unwrap();
            for (reader, read) in every_rating_reader() {
                match read(&text) {
                    Ok(value) => proptest::prop_assert_eq!(value, expected, "{}", reader),
                    Err(error) => proptest::prop_assert!(
                        matches!(error, InputError::FractionalRating(_))
                            && fraction.bytes().any(|b| b != b'0'),
                        "{}: {} refused: {:?}", reader, text, error
                    ),
                }
            }
        }
    }

    #[test]
    fn a_rating_with_a_comma_is_refused_as_one_a_comma_never_being_its_point() {
        // A decimal comma or a thousands separator: either way no rating is guessed.
        for pool in [Pool::Continuous, Pool::FideStandard] {
            for text in ["2140,5", "1,850"] {
                assert_eq!(
                    Rating::parse(text, pool),
                    Err(InputError::RatingComma(text.to_string())),
                    "{text}"
                );
            }
        }
        // A comma in what is no number either way is just not a rating.
        assert_eq!(
            Rating::parse("18,x0", Pool::Continuous),
            Err(InputError::Rating("18,x0".to_string()))
        );
    }

    #[test]
    fn ratings_out_of_range_or_not_numbers_are_refused() {
        for text in ["-1", "4001", "abc", "", "NaN", "inf", "1e9", "1500x"] {
            let error = Rating::parse(text, Pool::Continuous).unwrap_err();
            assert_eq!(error, InputError::Rating(text.to_string()));
        }
        assert_eq!(
            Rating::parse(" 0 ", Pool::FideStandard).unwrap().value(),
            0.0
        );
        assert_eq!(
            Rating::parse("4000", Pool::FideStandard).unwrap().value(),
            4000.0
        );
        assert_eq!(
            Rating::parse("1500.5", Pool::FideRapid)
                .unwrap_err()
                .to_string(),
            "rating '1500.5' must be a whole number in FIDE pools"
        );
    }

    #[test]
    fn numbers_are_read_exactly_not_rounded_first() {
        let fide = |text| Rating::parse(text, Pool::FideStandard);
        assert_eq!(
            fide("1500.000001"),
            Err(InputError::FractionalRating("1500.000001".into()))
        );
        assert_eq!(
            fide("4000.000001"),
            Err(InputError::Rating("4000.000001".into()))
        );
        assert_eq!(
            fide("1500.00000000000000001").unwrap_err().to_string(),
            "rating '1500.00000000000000001' must be a number from 0 to 4000, with at most 6 \
             decimals"
        );
        assert_eq!(fide("4000.000").unwrap().value(), 4000.0);
        assert!(fide("1500.").is_err());
        for text in [
            "-0",
            "+1500",
            "1e3",
            "1_500",
            "0x5DC",
            "15 00",
            ".",
            "１５００",
        ] {
            assert!(fide(text).is_err(), "{text}");
        }
        assert_eq!(
            Rating::parse("1850.25", Pool::Continuous).unwrap().value(),
            1850.25
        );
        for text in ["2.4999999999999999999", "-0½", "-0", "2.51", "1e0", "+1"] {
            assert!(Points::parse(text, 5).is_err(), "{text}");
        }
        assert_eq!(Points::parse("3.50", 5).unwrap().value(), 3.5);
        assert!(Points::parse(".5", 5).is_err());
        assert_eq!(Points::parse("0.5", 5).unwrap().value(), 0.5);
        assert_eq!(Points::parse("2.000", 5).unwrap().value(), 2.0);
    }

    #[test]
    fn k_must_be_whole_from_1_to_100() {
        assert_eq!("1".parse::<KFactor>().unwrap().value(), 1);
        assert_eq!("100".parse::<KFactor>().unwrap().value(), 100);
        assert_eq!("20.0".parse::<KFactor>().unwrap().value(), 20);
        for text in ["0", "101", "20.5", "-20", "k", "+1", "1e1", ""] {
            assert!(text.parse::<KFactor>().is_err(), "{text}");
        }
    }

    #[test]
    fn points_are_half_points_up_to_the_number_of_games() {
        assert_eq!(Points::parse("3.5", 5).unwrap().value(), 3.5);
        assert_eq!(Points::parse("3½", 5).unwrap().value(), 3.5);
        assert_eq!(Points::parse("½", 1).unwrap().value(), 0.5);
        assert_eq!(Points::parse("5", 5).unwrap().value(), 5.0);
        assert_eq!(Points::parse("0", 5).unwrap().value(), 0.0);
        for text in ["5.5", "6", "-1", "3.25", "2.5½", "x", "", "NaN"] {
            assert!(Points::parse(text, 5).is_err(), "{text}");
        }
    }

    #[test]
    fn pools_by_name() {
        assert_eq!("standard".parse(), Ok(Pool::FideStandard));
        assert_eq!("Blitz".parse(), Ok(Pool::FideBlitz));
        assert_eq!("fide-rapid".parse(), Ok(Pool::FideRapid));
        assert_eq!("continuous".parse(), Ok(Pool::Continuous));
        assert!("classical".parse::<Pool>().is_err());
    }

    #[test]
    fn games_on_the_command_line() {
        let game = PeriodGame::parse("2050:1", Pool::FideStandard).unwrap();
        assert_eq!(game.opponent, Opponent::Rated(Rating::new(2050.0).unwrap()));
        assert_eq!(game.score, Score::Win);
        let game = PeriodGame::parse("Unrated:½", Pool::FideStandard).unwrap();
        assert_eq!(
            (game.opponent, game.score),
            (Opponent::Unrated, Score::Draw)
        );
        for text in ["2050", "2050-1", ":1", "2050:", "2050:1:0"] {
            assert!(
                PeriodGame::parse(text, Pool::FideStandard).is_err(),
                "{text}"
            );
        }
    }
}
