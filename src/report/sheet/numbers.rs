//! How numbers are written for people, the same in every face.

use crate::rating::{Amount, Expected, Method, Performance, Pool};

/// Numbers written with a point (`format!`, the functions here) written for people the current
/// language's way: "0,6395" in Portuguese and Russian.
pub fn said(text: &str) -> String {
    crate::i18n::number(text).into_owned()
}

/// A signed number with `decimals` decimals: "+4.80", "-4.80"; zero has no sign.
pub fn signed(value: f64, decimals: usize) -> String {
    match decimals {
        0 if value.fract() == 0.0 && value.abs() < 1e15 => {
            let whole = value as i64;
            return if whole > 0 {
                format!("+{whole}")
            } else {
                whole.to_string()
            };
        }
        2 => {
            if let Some(hundredths) = whole_hundredths(value) {
                return signed_hundredths(hundredths);
            }
        }
        _ => {}
    }
    let text = format!("{value:+.decimals$}");
    if text[1..].bytes().all(|byte| byte == b'0' || byte == b'.') {
        text[1..].to_string()
    } else {
        text
    }
}

/// `value` in hundredths when it is one (FIDE's numbers all are), so it can be written from an
/// integer: the nearest hundredth is then the one {:.2} writes, and the float formatter (slow
/// for exact decimals) is not needed.
fn whole_hundredths(value: f64) -> Option<i64> {
    let scaled = value * 100.0;
    let nearest = scaled.round();
    ((scaled - nearest).abs() < 1e-3 && nearest.abs() < 1e15).then_some(nearest as i64)
}

/// Hundredths as a signed number with two decimals: "+4.80", "-0.05", "0.00".
fn signed_hundredths(hundredths: i64) -> String {
    let sign = match hundredths.signum() {
        1 => "+",
        -1 => "-",
        _ => "",
    };
    let mut text = String::with_capacity(12);
    text.push_str(sign);
    push_hundredths(&mut text, hundredths.unsigned_abs());
    text
}

/// Writes `hundredths`/100 with two decimals, by hand: `format!` costs more than the rating
/// arithmetic itself when a period has a million games.
fn push_hundredths(text: &mut String, hundredths: u64) {
    let mut digits = [0u8; 24];
    let mut start = digits.len();
    let mut rest = hundredths;
    let mut place = 0;
    while rest > 0 || place < 3 {
        if place == 2 {
            start -= 1;
            digits[start] = b'.';
        }
        start -= 1;
        digits[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
        place += 1;
    }
    text.push_str(std::str::from_utf8(&digits[start..]).expect("ASCII digits"));
}

/// A change: whole in FIDE pools ("+5"), two decimals in the continuous pool ("+4.80").
pub fn change(amount: Amount) -> String {
    match amount {
        Amount::Whole(value) => signed(value as f64, 0),
        Amount::Real(value) => signed(value, 2),
    }
}

/// A rating or new rating: "1605", or "1604.80" when it has decimals.
pub fn rating(value: f64) -> String {
    if value.fract() == 0.0 {
        // Ratings are at most 4000: the integer is the number, written without the (slow)
        // float formatter.
        (value as i64).to_string()
    } else {
        format!("{value:.2}")
    }
}

/// A new rating as an [`Amount`].
pub fn new_rating(amount: Amount) -> String {
    rating(amount.value())
}

/// A rating difference: "+200", "-400", or with decimals in the continuous pool.
pub fn difference(value: f64) -> String {
    if value.fract() == 0.0 {
        signed(value, 0)
    } else {
        signed(value, 2)
    }
}

/// An expected score: table values have two decimals exactly; logistic ones get four.
pub fn expected(expected: Expected) -> String {
    match expected {
        Expected::Table(hundredths) => {
            let mut text = String::with_capacity(4);
            push_hundredths(&mut text, u64::from(hundredths));
            text
        }
        Expected::Logistic(value) => format!("{value:.4}"),
    }
}

/// An expected total: two decimals in FIDE pools (exact), four in the continuous pool.
pub fn expected_total(value: f64, pool: Pool) -> String {
    // A sum of nothing may be -0.0: written "0.00", never "-0.00".
    let value = value + 0.0;
    if pool.is_fide() {
        format!("{value:.2}")
    } else {
        format!("{value:.4}")
    }
}

/// A period's change: in FIDE pools the unrounded total and the one rounding ("+10.40 → +10"),
/// in the continuous pool the change itself ("+10.39").
pub fn period_change(pool: Pool, unrounded: f64, change_amount: Amount) -> String {
    if pool.is_fide() {
        format!("{} → {}", signed(unrounded, 2), change(change_amount))
    } else {
        change(change_amount)
    }
}

/// A performance's fractional score p: two decimals under table 8.1.1 (where it was rounded),
/// four on the logistic curve.
pub fn fraction(performance: &Performance) -> String {
    match performance.method {
        Method::Table811 => format!("{:.2}", performance.p),
        Method::Logistic => format!("{:.4}", performance.p),
    }
}

/// "1 game", "4 games".
pub fn games(count: usize) -> String {
    match count {
        1 => "1 game".to_string(),
        count => format!("{count} games"),
    }
}

/// "1 player", "12 players".
pub fn players(count: usize) -> String {
    match count {
        1 => "1 player".to_string(),
        count => format!("{count} players"),
    }
}

/// What stands in place of a value that does not apply (a game that is not rated, say).
pub const DASH: &str = "—";

/// The cell of a value that does not apply.
pub fn dash() -> String {
    DASH.to_string()
}

/// An expected score with its percentage: "0.76 (76%)".
pub fn expected_with_percent(expected: Expected) -> String {
    format!(
        "{} ({:.0}%)",
        self::expected(expected),
        expected.value() * 100.0
    )
}

/// A score or points total: "1", "0.5", "3.5". A sum of nothing may be -0.0: it is "0".
pub fn points(value: f64) -> String {
    let value = value + 0.0;
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_sum_of_nothing_is_zero_without_a_sign() {
        assert_eq!(points(-0.0), "0");
        assert_eq!(expected_total(-0.0, Pool::FideStandard), "0.00");
        assert_eq!(expected_total(-0.0, Pool::Continuous), "0.0000");
    }

    /// The rule read straight: Rust's own rounding to `decimals`, zero without a sign.
    fn straight(value: f64, decimals: usize) -> String {
        let text = format!("{value:+.decimals$}");
        let zero = format!("{:.decimals$}", 0.0);
        if text[1..] == zero { zero } else { text }
    }

    proptest! {
        #[test]
        fn signed_writes_what_the_formatter_writes(value in -1e6f64..1e6, decimals in 0usize..5) {
            prop_assert_eq!(signed(value, decimals), straight(value, decimals));
        }

        #[test]
        fn fide_hundredths_are_written_exactly(k in 1i64..=100, surplus in -100_000i64..=100_000) {
            let value = (k * surplus) as f64 / 100.0;
            prop_assert_eq!(signed(value, 2), straight(value, 2));
        }

        #[test]
        fn table_values_have_two_decimals(pd in 0u8..=100) {
            prop_assert_eq!(expected(Expected::Table(pd)), format!("{:.2}", f64::from(pd) / 100.0));
        }
    }

    #[test]
    fn whole_ratings_and_differences() {
        for value in [0.0f64, 1.0, 1500.0, 4000.0, -400.0, 400.0, -0.0] {
            assert_eq!(rating(value.abs()), format!("{:.0}", value.abs()));
            assert_eq!(signed(value, 0), straight(value, 0), "{value}");
        }
    }

    #[test]
    fn near_zero_and_half_hundredths() {
        for value in [
            0.0, -0.0, 1e-9, -1e-9, 0.005, -0.005, 0.015, 2.675, -2.675, 1e-3,
        ] {
            assert_eq!(signed(value, 2), straight(value, 2), "{value}");
        }
    }
}
