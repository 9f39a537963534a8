//! A rating-deviation system's answer (Glicko-2, US Chess, the systems to come) as data one
//! writer in `report::systems` words, lays out and writes as JSON: typed figures under keys,
//! the games with their table rows, notes by key. No words here: every catalogue id is derived
//! in `report::ids` from the system's key and the keys below.

use super::RatingSystem;
use crate::calc::table_rows::TableRows;
use crate::rating::Score;

/// A number or a word of an answer, typed by how it is written.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A rating or an RD as typed: whole values written whole (and as JSON integers).
    Rating(f64),
    /// Points scored ("1.5", "2"): whole values written whole (and as JSON integers).
    Points(f64),
    /// A real number people read with so many decimals; JSON has it unrounded.
    Fixed(f64, usize),
    /// A change: signed, with so many decimals, marked as a gain or a loss; JSON unrounded.
    Change(f64, usize),
    /// A real number written in full (τ 0.5, σ 0.06).
    Real(f64),
    /// A whole number (a count, a threshold, a rounded rating).
    Whole(i64),
    Flag(bool),
    /// Written as it is (a date).
    Text(String),
    /// A choice by its key: people read the word derived from it; JSON has the key.
    Choice(&'static str),
    /// Numbers of the table's games, from 1 ("1, 3").
    Numbers(Vec<usize>),
    /// One of the system's own messages, by its key, with its arguments ("30 games").
    Said(Box<Said>),
    /// Nothing (JSON's `null`).
    Absent,
}

/// A message of the system's own: its key and its named arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub key: &'static str,
    pub args: Vec<(&'static str, Value)>,
}

impl Said {
    pub fn new(key: &'static str, args: Vec<(&'static str, Value)>) -> Said {
        Said { key, args }
    }

    pub fn bare(key: &'static str) -> Said {
        Said::new(key, Vec::new())
    }
}

/// The note on the games left out because their opponent is unrated (numbers from 1), by the
/// system's `left-out-one` and `left-out-many` messages; none when no game was.
pub fn unrated_left_out(rows: &TableRows) -> Option<Said> {
    let numbers: Vec<usize> = rows
        .left_out_for(crate::calc::LeftOut::UnratedOpponent)
        .iter()
        .map(|row| row + 1)
        .collect();
    let key = match numbers.len() {
        0 => return None,
        1 => "left-out-one",
        _ => "left-out-many",
    };
    Some(Said::new(key, vec![("games", Value::Numbers(numbers))]))
}

/// A fact people read about the result: its key (which names it, and by which a face with
/// little room picks it), its value — one for each side rated — and how it was found (a
/// message of the fact's own, by its key).
#[derive(Clone, Debug, PartialEq)]
pub struct Fact {
    pub key: &'static str,
    pub shown: Vec<Shown>,
    pub how: Option<Said>,
}

impl Fact {
    pub fn new(key: &'static str, value: Value) -> Fact {
        Fact::shown(key, Shown::One(value))
    }

    /// A fact of one side shown as `shown` (before → after, a message of its own, …).
    pub fn shown(key: &'static str, shown: Shown) -> Fact {
        Fact {
            key,
            shown: vec![shown],
            how: None,
        }
    }

    /// The fact with how its value was found.
    pub fn how(mut self, key: &'static str, args: Vec<(&'static str, Value)>) -> Fact {
        self.how = Some(Said::new(key, args));
        self
    }
}

/// How a fact's value is shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    One(Value),
    /// Before and after ("200.00 → 151.52").
    Moved(Value, Value),
    /// The fact's own message with these arguments (two numbers a decimal comma would run
    /// together).
    Said(Vec<(&'static str, Value)>),
    /// Points scored, with the points expected.
    ScoreWithExpected(Value, Value),
}

/// A value JSON carries under a key: a value, or an object of its own (a side of a game).
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Value(Value),
    Object(Vec<Figure>),
}

/// A figure JSON carries, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub key: &'static str,
    pub value: Json,
}

impl Figure {
    pub fn new(key: &'static str, value: Value) -> Figure {
        Figure {
            key,
            value: Json::Value(value),
        }
    }
}

/// One game rated: its opponent's rating, the system's other values of the opponent (in the
/// order of [`GamesTable::extras`]), its score, its expected score.
#[derive(Clone, Debug, PartialEq)]
pub struct GameFigures {
    pub opponent: f64,
    pub extras: Vec<Value>,
    pub score: Score,
    pub expected: f64,
}

/// The games rated in the table's order, with the rows left out.
#[derive(Clone, Debug)]
pub struct GamesTable<'a> {
    /// The key JSON lists the games under ("games").
    pub key: &'static str,
    /// The keys of the opponent's values a game carries beyond a rating ("rd").
    pub extras: &'static [&'static str],
    pub games: Vec<GameFigures>,
    /// The extras of each row left out (in the order of `rows.left_out()`), as typed with
    /// its opponent.
    pub left_out_extras: Vec<Vec<Value>>,
    pub rows: &'a TableRows,
}

/// Whose figures the answer holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Sides {
    /// The player's: each fact one value; in Game mode, what each result would bring them.
    One,
    /// One game for both players: each fact a value for each, and how each change was found.
    Both { derivations: [Said; 2] },
}

/// A rating-deviation system's answer as data.
#[derive(Clone, Debug)]
pub struct Rated<'a> {
    pub system: &'static dyn RatingSystem,
    pub sides: Sides,
    /// The title's message (its key, "title") and its arguments.
    pub title: Said,
    /// The player's rating before and after (one side).
    pub rating: (Value, Value),
    pub facts: Vec<Fact>,
    pub games: Option<GamesTable<'a>>,
    /// What each result would bring (your change, and the opponent's for both sides).
    pub scenarios: Vec<(Score, Vec<f64>)>,
    /// The decimals a scenario's change is written with (a whole-number rating: none).
    pub scenario_decimals: usize,
    /// The result played, among the scenarios.
    pub played: Option<Score>,
    pub notes: Vec<Said>,
    /// What JSON carries beyond the pool, the games and the scenarios, in order.
    pub figures: Vec<Figure>,
}

impl std::fmt::Debug for dyn RatingSystem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}
