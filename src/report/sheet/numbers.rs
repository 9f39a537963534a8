//! How numbers are written for people, the same in every face.

use std::fmt::Write;

use crate::rating::{Amount, Expected, Method, Performance, Pool};

/// Numbers written with a point (`format!`, the functions here) written for people the current
/// language's way: "0,6395" in Portuguese and Russian.
pub fn said(text: &str) -> String {
    crate::i18n::number(text).into_owned()
}

/// A signed number with `decimals` decimals: "+4.80", "-4.80"; zero has no sign.
pub fn signed(value: f64, decimals: usize) -> String {
    let mut text = String::new();
    push_signed(&mut text, value, decimals);
    text
}

/// [`signed`] written at the end of `text` (a period's million lines reuse one string a cell).
pub fn push_signed(text: &mut String, value: f64, decimals: usize) {
    match decimals {
        0 if value.fract() == 0.0 && value.abs() < 1e15 => {
            let whole = value as i64;
            if whole > 0 {
                text.push('+');
            }
            push_int(text, whole);
            return;
        }
        2 => {
            if let Some(hundredths) = whole_hundredths(value) {
                return push_signed_hundredths(text, hundredths);
            }
        }
        _ => {}
    }
    let start = text.len();
    write!(text, "{value:+.decimals$}").expect("a String takes any text");
    if text[start + 1..]
        .bytes()
        .all(|byte| byte == b'0' || byte == b'.')
    {
        text.remove(start);
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
fn push_signed_hundredths(text: &mut String, hundredths: i64) {
    text.push_str(match hundredths.signum() {
        1 => "+",
        -1 => "-",
        _ => "",
    });
    push_hundredths(text, hundredths.unsigned_abs());
}

/// Writes `hundredths`/100 with two decimals, from integers: `format!` costs more than the
/// rating arithmetic itself when a period has a million games.
fn push_hundredths(text: &mut String, hundredths: u64) {
    text.push_str(itoa::Buffer::new().format(hundredths / 100));
    text.push('.');
    let cents = (hundredths % 100) as u8;
    text.push(char::from(b'0' + cents / 10));
    text.push(char::from(b'0' + cents % 10));
}

/// Writes a whole number as `to_string` does ("-400", "0", "1500"), without the formatter.
pub fn push_int(text: &mut String, value: i64) {
    text.push_str(itoa::Buffer::new().format(value));
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
    let mut text = String::new();
    push_rating(&mut text, value);
    text
}

/// [`rating`] written at the end of `text`.
pub fn push_rating(text: &mut String, value: f64) {
    if value.fract() == 0.0 {
        // Ratings are at most 4000: the integer is the number, written without the (slow)
        // float formatter.
        push_int(text, value as i64);
    } else {
        write!(text, "{value:.2}").expect("a String takes any text");
    }
}

/// A new rating as an [`Amount`].
pub fn new_rating(amount: Amount) -> String {
    rating(amount.value())
}

/// A rating difference: "+200", "-400", or with decimals in the continuous pool.
pub fn difference(value: f64) -> String {
    let mut text = String::new();
    push_difference(&mut text, value);
    text
}

/// [`difference`] written at the end of `text`.
pub fn push_difference(text: &mut String, value: f64) {
    push_signed(text, value, if value.fract() == 0.0 { 0 } else { 2 });
}

/// An expected score: table values have two decimals exactly; logistic ones get four.
pub fn expected(expected: Expected) -> String {
    let mut text = String::with_capacity(6);
    push_expected(&mut text, expected);
    text
}

/// [`expected`] written at the end of `text`.
pub fn push_expected(text: &mut String, expected: Expected) {
    match expected {
        Expected::Table(hundredths) => push_hundredths(text, u64::from(hundredths)),
        Expected::Logistic(value) => write!(text, "{value:.4}").expect("a String takes any text"),
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

    proptest! {
        #[test]
        fn whole_numbers_are_written_as_to_string_writes_them(value in any::<i64>()) {
            let mut text = "before ".to_string();
            push_int(&mut text, value);
            prop_assert_eq!(text, format!("before {value}"));
        }

        #[test]
        fn ratings_and_differences_are_written_as_before(hundredths in -400_000i64..=400_000) {
            let value = hundredths as f64 / 100.0;
            let expected = if value.fract() == 0.0 {
                (value as i64).to_string()
            } else {
                format!("{value:.2}")
            };
            prop_assert_eq!(rating(value), expected);
            let decimals = if value.fract() == 0.0 { 0 } else { 2 };
            prop_assert_eq!(difference(value), straight(value, decimals));
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
