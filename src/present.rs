//! How numbers are written for people, shared by the command line and the terminal UI.

use crate::rating::{Amount, Expected};

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
pub fn expected_total(value: f64, pool: crate::rating::Pool) -> String {
    if pool.is_fide() {
        format!("{value:.2}")
    } else {
        format!("{value:.4}")
    }
}

/// K after the K·n ≤ 700 rule, saying so when it was lowered: "38 (K 40 lowered so that …)".
pub fn k_effective(k: crate::rating::KFactor, k_effective: u32, rated_games: u64) -> String {
    if k_effective == k.value() {
        k_effective.to_string()
    } else {
        format!(
            "{k_effective} (K {} lowered so that K·n ≤ 700 with n = {rated_games})",
            k.value()
        )
    }
}

/// A period's change: in FIDE pools the unrounded total and the one rounding ("+10.40 → +10"),
/// in the continuous pool the change itself ("+10.39").
pub fn period_change(pool: crate::rating::Pool, unrounded: f64, change_amount: Amount) -> String {
    if pool.is_fide() {
        format!("{} → {}", signed(unrounded, 2), change(change_amount))
    } else {
        change(change_amount)
    }
}

/// The columns of a period's table of games, in the CLI and the TUI.
pub const GAME_COLUMNS: [&str; 7] = [
    "#",
    "Opponent",
    "Score",
    "Diff",
    "Expected",
    "Contribution",
    "Note",
];

/// A performance's fractional score p: two decimals under table 8.1.1 (where it was rounded),
/// four on the logistic curve.
pub fn fraction(performance: &crate::rating::Performance) -> String {
    match performance.method {
        crate::rating::Method::Table811 => format!("{:.2}", performance.p),
        crate::rating::Method::Logistic => format!("{:.4}", performance.p),
    }
}

/// "1 game", "4 games".
pub fn games(count: usize) -> String {
    match count {
        1 => "1 game".to_string(),
        count => format!("{count} games"),
    }
}

/// The cell of a value that does not apply (a game that is not rated, say).
pub fn dash() -> String {
    "—".to_string()
}

/// One game of a period as the cells of [`GAME_COLUMNS`] (the note in full).
pub fn game_row(index: usize, line: &crate::rating::GameLine) -> Vec<String> {
    vec![
        (index + 1).to_string(),
        line.opponent
            .rating()
            .map_or_else(|| "unrated".to_string(), |r| rating(r.value())),
        line.score.as_number().to_string(),
        line.difference_used.map_or_else(dash, difference),
        line.expected.map_or_else(dash, expected),
        signed(line.contribution, 2),
        line.exclusion
            .map_or_else(String::new, |reason| reason.to_string()),
    ]
}

/// A score or points total: "1", "0.5", "3.5".
pub fn points(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value}")
    }
}

/// Lays out rows as columns separated by two spaces; columns listed in `right` are right-aligned.
/// Widths count characters, so "½" and "−" line up.
pub fn columns(rows: &[Vec<String>], right: &[usize]) -> String {
    let count = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..count)
        .map(|column| {
            rows.iter()
                .filter_map(|row| row.get(column))
                .map(|cell| cell.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (column, cell) in row.iter().enumerate() {
            if column > 0 {
                line.push_str("  ");
            }
            let pad = widths[column] - cell.chars().count();
            if right.contains(&column) {
                line.extend(std::iter::repeat_n(' ', pad));
                line.push_str(cell);
            } else {
                line.push_str(cell);
                line.extend(std::iter::repeat_n(' ', pad));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// One line that shows how a side's change was found, e.g.
/// "table 8.1.2 · D -100 → PD 0.36 · 20 × (0.5 − 0.36) = +2.80".
pub fn derivation(pool: crate::rating::Pool, side: &crate::rating::SideOutcome) -> String {
    let (Some(used), Some(expect)) = (side.difference_used, side.expected) else {
        return "not rated: no change".to_string();
    };
    let (method, symbol) = if pool.is_fide() {
        ("table 8.1.2", "PD")
    } else {
        ("logistic", "E")
    };
    format!(
        "{method} · D {} → {symbol} {} · {} × ({} − {}) = {}",
        difference(used),
        expected(expect),
        side.k.value(),
        side.score.as_number(),
        expected(expect),
        signed(side.change_unrounded, 2),
    )
}
