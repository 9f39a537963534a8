//! The one path from what was typed to a result: a [`Request`] (filled by the terminal UI, a
//! saved session or the command line) is checked and computed by [`evaluate`] and its siblings.
//! Neither face calls the rating core itself.

pub mod edit;
mod evaluate;
mod request;
pub mod systems;
pub mod trf;

pub use evaluate::{
    Evaluation, Games, NeedAnswer, NeedQuery, NormAnswer, OPPONENT_K, Outcome, Period, Problem,
    TargetAnswer, TargetKind, evaluate, evaluate_with, initial, k_factor, need, norm,
    performance_of,
};
pub(crate) use request::pool_key;
pub use request::{
    EXEMPTIONS, Entry, FIELD_POOLS, KPreset, Mode, NORM_MIN_GAMES, POOL_CHOICES, Request, Row,
    RowScore, System,
};
