//! What every family of results shares: the JSON number types and writer, and the lines and
//! sections several sheets are made of.

use std::borrow::Cow;
use std::io::{self, Write};

use serde::Serialize;

use super::numbers::{change, new_rating, period_change, rating, signed};
use super::{Cell, Key, Line, Lines, Section, Tone, words};
use crate::rating::{Amount, Expected, KFactor, Pool, Score, UNRATED};

/// The section title of a result's facts.
pub const RESULT: &str = "Result";
/// The section title of a result's games.
pub const GAMES: &str = "Games";
/// The section title of what each result of a game would bring.
pub const SCENARIOS: &str = "If the game ends";
/// The section title of how each side's change was found.
pub const HOW: &str = "How";
/// The section title of a game for both players.
pub const GAME: &str = "Game";

/// A number that is whole in FIDE pools (ratings, differences, changes) and real otherwise:
/// whole values print as JSON integers.
#[derive(Clone, Copy)]
pub struct Number(pub f64);

impl Serialize for Number {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.fract() == 0.0 && self.0.abs() < 9e15 {
            serializer.serialize_i64(self.0 as i64)
        } else {
            serializer.serialize_f64(self.0)
        }
    }
}

/// FIDE changes are integers; continuous ones are real numbers even when whole.
#[derive(Clone, Copy)]
pub struct Change(pub Amount);

impl Serialize for Change {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Amount::Whole(value) => serializer.serialize_i64(value),
            Amount::Real(value) => serializer.serialize_f64(value),
        }
    }
}

/// An expected score as the JSON's plain number.
pub fn expected_value(expected: Option<Expected>) -> Option<f64> {
    expected.map(Expected::value)
}

/// Half points as the JSON's number of points.
pub fn half_points(halves: u32) -> Number {
    Number(f64::from(halves) / 2.0)
}

/// Writes `value` as pretty JSON and a line end.
pub fn render(value: &impl Serialize, out: &mut dyn io::Write) -> io::Result<()> {
    // A buffer of a concrete type, so the serializer's many small writes are inlined copies
    // rather than calls through `dyn Write`.
    let mut out = io::BufWriter::with_capacity(1 << 16, out);
    serde_json::to_writer_pretty(&mut out, value).map_err(io::Error::from)?;
    out.write_all(b"\n")?;
    out.flush()
}

/// A section of label–value lines, shown without a header.
pub fn facts<'a>(title: &'static str, lines: Vec<Line>) -> Section<'a> {
    Section {
        title,
        header: vec!["Item".into(), "Value".into()],
        show_header: false,
        right: Vec::new(),
        lines: Lines::Fixed(lines),
    }
}

/// A change as people read it, and the change before and after rounding for the data exports.
pub fn change_line(pool: Pool, unrounded: f64, rounded: Amount) -> Line {
    Line::fact(
        Key::Change,
        "Change",
        Cell::new(
            period_change(pool, unrounded, rounded),
            Tone::of_change(rounded.value()),
        ),
    )
    .with_data(vec![
        vec!["Change unrounded".into(), signed(unrounded, 2)],
        vec!["Change".into(), change(rounded)],
    ])
}

/// A new rating, a warning when it falls below FIDE's floor.
pub fn new_rating_cell(amount: Amount, below_floor: bool) -> Cell {
    let tone = if below_floor {
        Tone::Warning
    } else {
        Tone::Strong
    };
    Cell::new(new_rating(amount), tone)
}

pub fn new_rating_line(amount: Amount, below_floor: bool) -> Line {
    Line::fact(
        Key::NewRating,
        "New rating",
        new_rating_cell(amount, below_floor),
    )
}

/// K after the K·n ≤ 700 rule, and K and K effective for the data exports.
pub fn k_line(k: KFactor, k_effective: u32, rated_games: u64) -> Line {
    Line::fact(
        Key::K,
        "K",
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
        vec![words::below_floor("Your")]
    } else {
        Vec::new()
    }
}

/// A scenario's label, "Win for you", strong for the result that was played.
pub fn scenario_label(score: Score, played: Option<Score>) -> Cell {
    let tone = if Some(score) == played {
        Tone::Strong
    } else {
        Tone::Plain
    };
    Cell::new(format!("{} for you", score.label()), tone)
}

/// A game for both players: each side's values, what each result would bring, how each
/// change was found.
pub fn both_sides<'a>(
    players: Vec<Line>,
    scenarios: Vec<Line>,
    how: Vec<Line>,
) -> Vec<Section<'a>> {
    let sides = |first: &str| vec![first.to_string(), "You".into(), "Opponent".into()];
    vec![
        Section {
            title: GAME,
            header: sides(""),
            show_header: true,
            right: vec![1, 2],
            lines: Lines::Fixed(players),
        },
        Section {
            title: SCENARIOS,
            header: sides(SCENARIOS),
            show_header: true,
            right: vec![1, 2],
            lines: Lines::Fixed(scenarios),
        },
        facts(HOW, how),
    ]
}

/// An opponent's rating, or "unrated" (borrowed: a period may have a million lines).
pub fn opponent_cell(opponent: Option<f64>) -> Cell {
    Cell::plain(opponent.map_or(Cow::Borrowed(UNRATED), |r| Cow::Owned(rating(r))))
}

/// Text from a file, its control characters made visible.
pub fn printable_owned(text: &str) -> String {
    crate::text::printable(text).into_owned()
}

/// A result's facts, then its games (numbers all, right-aligned) when there are any.
pub fn result_and_games<'a>(
    facts_lines: Vec<Line>,
    header: &[&str],
    games: Vec<Line>,
) -> Vec<Section<'a>> {
    let mut sections = vec![facts(RESULT, facts_lines)];
    if !games.is_empty() {
        sections.push(Section {
            title: GAMES,
            header: header.iter().map(|h| h.to_string()).collect(),
            show_header: true,
            right: (0..header.len()).collect(),
            lines: Lines::Fixed(games),
        });
    }
    sections
}
