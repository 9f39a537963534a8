//! How numbers are written for people, the same in every face.

use crate::rating::{Amount, Expected, Method, Performance, Pool};

/// A signed number with `decimals` decimals: "+4.80", "-4.80"; zero has no sign.
pub fn signed(value: f64, decimals: usize) -> String {
    let text = format!("{value:+.decimals$}");
    let zero = format!("{:.decimals$}", 0.0);
    if text[1..] == zero { zero } else { text }
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
        format!("{value:.0}")
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
        Expected::Table(_) => format!("{:.2}", expected.value()),
        Expected::Logistic(value) => format!("{value:.4}"),
    }
}

/// An expected total: two decimals in FIDE pools (exact), four in the continuous pool.
pub fn expected_total(value: f64, pool: Pool) -> String {
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

/// A score or points total: "1", "0.5", "3.5".
pub fn points(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value}")
    }
}
