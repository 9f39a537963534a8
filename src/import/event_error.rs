//! What is wrong with an event line of a games list, or with an event in its list: shared by
//! the games list's reader (`lines`) and the events' (`period`), so neither needs the other's.
//! Its words are `period`'s, with the keys they name.

use jiff::civil::Date;

/// What is wrong with an event line, or with an event in its list.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum EventError {
    NoName,
    NameChar {
        name: String,
        found: char,
    },
    NameNotPrintable(String),
    EmptyOption,
    UnknownKey(String),
    NoValue {
        key: &'static str,
        example: &'static str,
    },
    RepeatedKey(&'static str),
    Date {
        key: &'static str,
        text: String,
    },
    EndBeforeStart {
        start: Date,
        end: Date,
    },
    HalfTotals {
        given: &'static str,
        missing: &'static str,
    },
    ScoreWithoutTotals,
    Chg {
        text: String,
        decimals: usize,
    },
    ChgHundredths(String),
    ChgRange {
        text: String,
        low: f64,
        high: f64,
        /// Whether the event gives W (`score`): chg is then bound by it.
        scored: bool,
    },
    GamesAfterTotals {
        name: String,
        games: u64,
        chg: f64,
    },
    NoGames(String),
    OptionsInComment(String),
    NameLikeOption {
        name: String,
        key: &'static str,
        value: String,
        before: String,
    },
}
