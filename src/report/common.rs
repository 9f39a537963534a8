//! What every family of results shares: the JSON number types and writer, and the lines and
//! sections several sheets are made of.

pub use super::sheet::json::{
    Change, JsonOut, Number, expected_value, render, render_around, write_scalar,
};
pub use super::sheet::{RESULT, both_sides, facts, scenario_label};

use super::numbers::{change, new_rating, period_change, push_rating, signed};
use super::{Cell, Key, Line, Tone, words};
use crate::i18n::{number, tr};
use crate::rating::{Amount, KFactor, Pool, UNRATED};

/// Half points as the JSON's number of points.
pub fn half_points(halves: u32) -> Number {
    Number(f64::from(halves) / 2.0)
}

/// A change as people read it, and the change before and after rounding for the data exports.
pub fn change_line(pool: Pool, unrounded: f64, rounded: Amount) -> Line {
    Line::fact(
        Key::Change,
        &tr("row-change"),
        Cell::new(
            number(&period_change(pool, unrounded, rounded)).into_owned(),
            Tone::of_change(rounded.value()),
        ),
    )
    .with_data(vec![
        vec!["Change unrounded".into(), signed(unrounded, 2)],
        vec!["Change".into(), change(rounded)],
    ])
}

/// A new rating (its decimals as the language writes them), a warning when it falls below
/// FIDE's floor.
pub fn new_rating_cell(amount: Amount, below_floor: bool) -> Cell {
    let tone = if below_floor {
        Tone::Warning
    } else {
        Tone::Strong
    };
    Cell::new(number(&new_rating(amount)).into_owned(), tone)
}

pub fn new_rating_line(amount: Amount, below_floor: bool) -> Line {
    Line::fact(
        Key::NewRating,
        &tr("row-new-rating"),
        new_rating_cell(amount, below_floor),
    )
}

/// K after the K·n ≤ 700 rule, and K and K effective for the data exports.
pub fn k_line(k: KFactor, k_effective: u32, rated_games: u64) -> Line {
    Line::fact(
        Key::K,
        &tr("row-k"),
        Cell::plain(words::k_effective(k, k_effective, rated_games)),
    )
    .with_data(vec![
        vec!["K".into(), k.value().to_string()],
        vec!["K effective".into(), k_effective.to_string()],
    ])
}

/// Values a title names, kept for the data exports only.
pub fn data_only(rows: Vec<(&str, String)>) -> Line {
    Line {
        key: Key::Data,
        cells: Vec::new(),
        how: None,
        data: Some(
            rows.into_iter()
                .map(|(label, value)| vec![label.to_string(), value])
                .collect(),
        ),
    }
}

/// The note of a new rating below FIDE's floor.
pub fn below_floor_note(below: bool) -> Vec<String> {
    if below {
        vec![words::below_floor(true)]
    } else {
        Vec::new()
    }
}

/// An opponent's rating, or "unrated" (borrowed: a period may have a million lines).
pub fn opponent_cell(opponent: Option<f64>) -> Cell {
    let mut cell = Cell::plain("");
    write_opponent(&mut cell, opponent);
    cell
}

/// [`opponent_cell`] made in `cell`'s room.
pub fn write_opponent(cell: &mut Cell, opponent: Option<f64>) {
    match opponent {
        Some(rating) => cell.write(Tone::Plain, |text| push_rating(text, rating)),
        None => *cell = Cell::plain(UNRATED),
    }
}

/// Text from a file, its control characters made visible.
pub fn printable_owned(text: &str) -> String {
    crate::text::printable(text).into_owned()
}

/// A report's players, each turned into JSON as it is written: a field of thousands of players
/// over hundreds of rounds is never held as JSON whole.
pub struct EachPlayer<'a, R, P, J> {
    pub report: &'a R,
    pub players: &'a [P],
    pub json: fn(&'a R, &'a P) -> J,
}

impl<'a, R, P, J: serde::Serialize> serde::Serialize for EachPlayer<'a, R, P, J> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            self.players
                .iter()
                .map(|player| (self.json)(self.report, player)),
        )
    }
}
