//! The one reader of the numbers people type, in every pool and every face: command-line flags,
//! GAME arguments, games-list lines, the UI's fields and cells, session values.
//!
//! The rule: digits, optionally a point and one to [`MAX_DECIMALS`] more digits (`1500`,
//! `1500.25`, `0.06`, `3.50`). No sign (no quantity elocalc reads is negative), no exponent, no
//! leading or trailing point, no spaces or separators inside; spaces around are ignored. A
//! quantity that must be whole takes a number whose fraction is zeros (`20.0` is 20). Each
//! quantity then checks its own range. The text is read as text, so nothing is rounded before
//! it is checked (`1500.000001` is not a whole rating).

/// The most decimals a number may have: a volatility's 0.059996 has six.
pub const MAX_DECIMALS: usize = 6;
/// The most digits before the point: far beyond any range, and within `u64`.
const MAX_WHOLE_DIGITS: usize = 12;

/// A number as typed, checked against the rule, with its whole part and its fraction as text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal<'a> {
    text: &'a str,
    whole: &'a str,
    fraction: &'a str,
}

/// Why a text is not a number: not written by the rule at all, or with too many decimals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotANumber {
    Malformed,
    TooPrecise,
}

impl<'a> Decimal<'a> {
    /// Reads `text` (spaces around ignored) by the rule.
    pub fn read(text: &'a str) -> Result<Decimal<'a>, NotANumber> {
        let text = text.trim();
        let (whole, fraction) = match text.split_once('.') {
            Some((whole, fraction)) => (whole, Some(fraction)),
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
        Ok(Decimal {
            text,
            whole,
            fraction,
        })
    }

    /// The whole part.
    pub fn whole(&self) -> u64 {
        self.whole.parse().expect("at most 12 digits")
    }

    /// Whether the fraction is zeros (or absent).
    pub fn is_whole(&self) -> bool {
        self.fraction.bytes().all(|b| b == b'0')
    }

    /// The fraction's digits without trailing zeros (`3.50` → `5`).
    pub fn significant_fraction(&self) -> &'a str {
        self.fraction.trim_end_matches('0')
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

/// A whole number in `range`, or `None`.
pub fn whole_in(text: &str, range: std::ops::RangeInclusive<u64>) -> Result<u64, NotANumber> {
    let decimal = Decimal::read(text)?;
    let value = decimal.whole();
    (decimal.is_whole() && range.contains(&value))
        .then_some(value)
        .ok_or(NotANumber::Malformed)
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
            "+1500",
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
        assert_eq!(Decimal::read("0.0000001"), Err(NotANumber::TooPrecise));
        assert_eq!(
            Decimal::read("1500.00000000000000001"),
            Err(NotANumber::TooPrecise)
        );
        assert_eq!(Decimal::read("1234567890123"), Err(NotANumber::Malformed));
    }

    #[test]
    fn ranges_are_compared_on_the_text() {
        assert_eq!(number_in("4000", 0.0, 4000.0, true), Ok(4000.0));
        assert!(number_in("4000.000001", 0.0, 4000.0, true).is_err());
        assert!(number_in("0", 0.0, 1.0, false).is_err());
        assert_eq!(number_in("0.000001", 0.0, 1.0, false), Ok(0.000001));
        assert_eq!(whole_in("20.0", 1..=100), Ok(20));
        assert!(whole_in("20.5", 1..=100).is_err());
        assert!(whole_in("+1", 1..=100).is_err());
        assert!(whole_in("101", 1..=100).is_err());
    }
}
