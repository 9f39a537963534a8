//! The one reader of the numbers people type, in every pool and every face: command-line flags,
//! GAME arguments, games-list lines, the UI's fields and cells, session values.
//!
//! The rule: digits, optionally a point and one to [`MAX_DECIMALS`] more digits (`1500`,
//! `1500.25`, `0.06`, `3.50`). No sign (no quantity elocalc reads is negative), no exponent, no
//! leading or trailing point, no spaces or separators inside; spaces around are ignored. A
//! quantity that must be whole takes a number whose fraction is zeros (`20.0` is 20). Each
//! quantity then checks its own range. The text is read as text, so nothing is rounded before
//! it is checked (`1500.000001` is not a whole rating).
//!
//! A leading `+` is refused like any sign, everywhere, and said ([`NotANumber::Signed`]): `+20`
//! is no K, as `+1500` is no rating. Every whole quantity people type — K, games, years, games
//! played, remaining games, the fewest games of a norm, a floor, a starting rank — is a [`Whole`]
//! with its name and range, read by [`Whole::read`].

/// The most decimals a number may have: a volatility's 0.059996 has six.
pub const MAX_DECIMALS: usize = 6;
/// The most digits before the point: far beyond any range, and within `u64`.
const MAX_WHOLE_DIGITS: usize = 12;

/// `text` without the white space around it, as `str::trim` gives it, but without looking at
/// characters when both ends are plainly no space: a games file has millions of values, each
/// trimmed by every reader it passes through.
#[inline]
pub fn trim(text: &str) -> &str {
    let bytes = text.as_bytes();
    // A printable ASCII byte at an end is a whole character there, and no white space.
    if bytes.first().is_some_and(u8::is_ascii_graphic)
        && bytes.last().is_some_and(u8::is_ascii_graphic)
    {
        text
    } else {
        text.trim()
    }
}

/// `text` with its decimal comma as a point, where it is written the Portuguese or Russian way
/// (`0,5`, `3,50`: one comma between digits, no point); any other text as it is, for the one
/// rule to read or refuse. Only for a value standing alone — a field, a cell, a GAME's score
/// after its colon — never where a comma separates values.
pub fn comma_as_point(text: &str) -> std::borrow::Cow<'_, str> {
    let trimmed = text.trim();
    let digit_around = |at: usize| {
        let bytes = trimmed.as_bytes();
        at > 0
            && bytes[at - 1].is_ascii_digit()
            && bytes.get(at + 1).is_some_and(u8::is_ascii_digit)
    };
    match trimmed.find(',') {
        Some(at)
            if trimmed.matches(',').count() == 1 && !trimmed.contains('.') && digit_around(at) =>
        {
            std::borrow::Cow::Owned(trimmed.replacen(',', ".", 1))
        }
        _ => std::borrow::Cow::Borrowed(text),
    }
}

/// A number as typed, checked against the rule, with its whole part and its fraction as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal<'a> {
    text: &'a str,
    whole: &'a str,
    fraction: &'a str,
    /// The whole part's value, found as its digits are checked (a games file reads millions).
    whole_value: u64,
}

/// Why a text is not a number: not written by the rule at all, with a leading `+` (a number
/// otherwise), or with too many decimals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotANumber {
    Malformed,
    Signed,
    TooPrecise,
}

impl<'a> Decimal<'a> {
    /// Reads `text` (spaces around ignored) by the rule.
    pub fn read(text: &'a str) -> Result<Decimal<'a>, NotANumber> {
        let text = trim(text);
        if let Some(rest) = text.strip_prefix('+') {
            // Said apart: the one refusal a person would not guess from the range alone.
            if !rest.starts_with(|c: char| c.is_ascii_digit()) {
                return Err(NotANumber::Malformed);
            }
            return Err(Decimal::read(rest).err().unwrap_or(NotANumber::Signed));
        }
        // A byte search: a number is a few bytes, too few for a string search to pay.
        let (whole, fraction) = match text.bytes().position(|byte| byte == b'.') {
            Some(point) => (&text[..point], Some(&text[point + 1..])),
            None => (text, None),
        };
        let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || whole.len() > MAX_WHOLE_DIGITS || !fraction.is_none_or(digits) {
            return Err(NotANumber::Malformed);
        }
        let fraction = fraction.unwrap_or("");
        if fraction.len() > MAX_DECIMALS {
            return Err(NotANumber::TooPrecise);
        }
        // At most 12 digits: within `u64`.
        let whole_value = whole
            .bytes()
            .fold(0, |value, digit| value * 10 + u64::from(digit - b'0'));
        Ok(Decimal {
            text,
            whole,
            fraction,
            whole_value,
        })
    }

    /// The whole part.
    pub fn whole(&self) -> u64 {
        self.whole_value
    }

    /// Whether the fraction is zeros (or absent).
    pub fn is_whole(&self) -> bool {
        self.fraction.bytes().all(|b| b == b'0')
    }

    /// The fraction's digits without trailing zeros (`3.50` → `5`).
    pub fn significant_fraction(&self) -> &'a str {
        self.fraction.trim_end_matches('0')
    }

    /// The whole number this would be were its point a thousands separator, as Portuguese and
    /// German write 1850 (`1.850`): one to three digits, the first not 0, a point and exactly
    /// three digits. `None` for any other text (`1643.759`, `1.85`, `0.850`).
    pub fn with_thousands_point(&self) -> Option<u64> {
        let grouped = (1..=3).contains(&self.whole.len())
            && !self.whole.starts_with('0')
            && self.fraction.len() == 3;
        grouped.then(|| self.whole() * 1000 + self.fraction.parse::<u64>().expect("three digits"))
    }

    /// The value: exact for a whole number, the nearest `f64` otherwise.
    pub fn value(&self) -> f64 {
        if self.is_whole() {
            self.whole() as f64
        } else {
            self.text.parse().expect("digits and a point are a float")
        }
    }
}

/// A whole quantity people type: its name (the messages word it, `report::error_words`) and the
/// values it may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Whole {
    pub name: &'static str,
    pub low: u64,
    pub high: u64,
}

impl Whole {
    pub const fn new(name: &'static str, low: u64, high: u64) -> Whole {
        assert!(low <= high);
        Whole { name, low, high }
    }

    /// Reads `text` by the rule: a whole number (a fraction of zeros allowed) from `low` to
    /// `high`.
    pub fn read(self, text: &str) -> Result<u64, NotANumber> {
        let decimal = Decimal::read(text)?;
        let value = decimal.whole();
        (decimal.is_whole() && (self.low..=self.high).contains(&value))
            .then_some(value)
            .ok_or(NotANumber::Malformed)
    }
}

/// A number within `low..=high`, `low` itself allowed only with `low_included`, or `None`.
/// `high` is compared exactly: `4000.000001` is above 4000.
pub fn number_in(text: &str, low: f64, high: f64, low_included: bool) -> Result<f64, NotANumber> {
    let decimal = Decimal::read(text)?;
    let value = decimal.value();
    let whole_high = high as u64;
    let above = decimal.whole() > whole_high
        || (decimal.whole() == whole_high && !decimal.is_whole() && high.fract() == 0.0)
        || value > high;
    if above || value < low || (value == low && !low_included) {
        return Err(NotANumber::Malformed);
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule() {
        for text in ["0", "1500", " 1500 ", "0.5", "3.50", "1500.000000", "0012"] {
            assert!(Decimal::read(text).is_ok(), "{text}");
        }
        for text in [
            "",
            "-0",
            "-1",
            "+-1",
            "+ 1500",
            "1e3",
            ".5",
            "1500.",
            ".",
            "1_500",
            "15 00",
            "0x5DC",
            "NaN",
            "inf",
            "１５００",
            "1.2.3",
            "2e-308",
        ] {
            assert_eq!(Decimal::read(text), Err(NotANumber::Malformed), "{text}");
        }
        assert_eq!(Decimal::read("+1500"), Err(NotANumber::Signed));
        assert_eq!(Decimal::read("0.0000001"), Err(NotANumber::TooPrecise));
        assert_eq!(
            Decimal::read("1500.00000000000000001"),
            Err(NotANumber::TooPrecise)
        );
        assert_eq!(Decimal::read("1234567890123"), Err(NotANumber::Malformed));
    }

    #[test]
    fn a_point_before_three_digits_may_be_a_thousands_point() {
        let thousands = |text| Decimal::read(text).unwrap().with_thousands_point();
        assert_eq!(thousands("1.850"), Some(1850));
        assert_eq!(thousands("4.000"), Some(4000));
        assert_eq!(thousands("12.345"), Some(12345));
        assert_eq!(thousands("999.999"), Some(999_999));
        for text in ["1850", "1.85", "1.8500", "0.850", "1643.759", "1.8"] {
            assert_eq!(thousands(text), None, "{text}");
        }
    }

    #[test]
    fn ranges_are_compared_on_the_text() {
        assert_eq!(number_in("4000", 0.0, 4000.0, true), Ok(4000.0));
        assert!(number_in("4000.000001", 0.0, 4000.0, true).is_err());
        assert!(number_in("0", 0.0, 1.0, false).is_err());
        assert_eq!(number_in("0.000001", 0.0, 1.0, false), Ok(0.000001));
    }

    const K: Whole = Whole::new("K", 1, 100);

    #[test]
    fn whole_numbers_by_example() {
        assert_eq!(K.read("20"), Ok(20));
        assert_eq!(K.read(" 20.0 "), Ok(20));
        assert_eq!(K.read("1"), Ok(1));
        assert_eq!(K.read("100"), Ok(100));
        assert_eq!(K.read("020"), Ok(20));
        for text in [
            "0",
            "101",
            "20.5",
            "20.000001",
            "-1",
            "-0",
            "1e1",
            "",
            "k",
            "2 0",
            "٢٠",
        ] {
            assert_eq!(K.read(text), Err(NotANumber::Malformed), "{text}");
        }
        assert_eq!(K.read("+20"), Err(NotANumber::Signed));
        assert_eq!(K.read("+ 20"), Err(NotANumber::Malformed));
        assert_eq!(K.read("++20"), Err(NotANumber::Malformed));
        assert_eq!(K.read("+20.0000001"), Err(NotANumber::TooPrecise));
        assert_eq!(K.read("20.0000001"), Err(NotANumber::TooPrecise));
    }

    proptest::proptest! {
        /// Every whole number reads as itself exactly when it is in range, written plainly, with
        /// zeros after a point, or with leading zeros; with a `+` it is refused as signed.
        #[test]
        fn a_whole_number_reads_as_itself_only_in_range(
            value in 0u64..1_000_000,
            low in 0u64..1000,
            span in 0u64..100_000,
            zeros in 0usize..=MAX_DECIMALS,
            leading in 0usize..3,
        ) {
            let whole = Whole::new("n", low, low + span);
            let in_range = (low..=low + span).contains(&value);
            let fraction = if zeros == 0 { String::new() } else { format!(".{}", "0".repeat(zeros)) };
            let text = format!("{}{value}{fraction}", "0".repeat(leading));
            proptest::prop_assert_eq!(whole.read(&text).is_ok(), in_range);
            if in_range {
                proptest::prop_assert_eq!(whole.read(&text), Ok(value));
            }
            let signed = format!("+{text}");
            proptest::prop_assert_eq!(whole.read(&signed), Err(NotANumber::Signed));
            let negative = format!("-{text}");
            proptest::prop_assert!(whole.read(&negative).is_err());
            let half = format!("{value}.5");
            proptest::prop_assert!(whole.read(&half).is_err());
        }

        /// The quick trim is `str::trim`, on any text: white space of every kind around, none,
        /// or characters of more than one byte at the ends.
        #[test]
        fn the_quick_trim_is_the_trim(text in "[ \t\u{a0}\u{2003}\u{3000}]{0,2}\\PC{0,8}[ \t\u{a0}\u{2003}]{0,2}") {
            proptest::prop_assert_eq!(trim(&text), text.trim());
        }

        /// The whole part kept as the digits are checked is the digits' value.
        #[test]
        fn the_whole_part_is_its_digits_value(whole in 0u64..1_000_000_000, zeros in 0usize..4) {
            let text = format!("{}{whole}.5", "0".repeat(zeros));
            proptest::prop_assert_eq!(Decimal::read(&text).map(|number| number.whole()), Ok(whole));
        }

        /// Whatever the text, the reader returns a value in range or refuses it; never panics.
        #[test]
        fn any_text_reads_in_range_or_is_refused(text in "\\PC{0,16}") {
            if let Ok(value) = K.read(&text) {
                proptest::prop_assert!((1..=100).contains(&value));
                proptest::prop_assert!(text.trim().bytes().all(|b| b.is_ascii_digit() || b == b'.'));
            }
        }
    }
}
