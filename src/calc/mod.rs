//! The one path from what was typed to a result: a [`Request`] (filled by the terminal UI, a
//! saved session or the command line) is checked and computed by [`evaluate`] and its siblings.
//! Neither face calls the rating core itself.

pub mod chart;
pub mod edit;
mod evaluate;
pub mod events;
pub mod gather;
pub mod import_preview;
pub mod list_import;
pub mod list_player;
mod request;
pub mod systems;
mod table_rows;
pub mod trf;
pub mod trf_list;
pub mod trf_period;

pub use chart::{Chart, Mark, Marked, Who};
pub use evaluate::{
    Evaluation, Games, NeedAnswer, NeedQuery, NormAnswer, OPPONENT_K, Outcome, Period, Problem,
    TargetAnswer, TargetKind, evaluate, evaluate_with, initial, k_factor, need, norm, own_k,
    performance_of,
};
pub(crate) use request::pool_key;
pub use request::{
    EXEMPTIONS, Entry, FIELD_POOLS, FieldEntries, KEntries, KPreset, Mode, MultiEntries,
    NORM_MIN_GAMES, NormEntries, Request, Row, RowScore, TargetEntries,
};
pub use systems::{OwnKey, System};
pub use table_rows::{LeftOut, LeftOutRow, Placed, PlacedLine, RowFigures, RowIs, TableRows};
// The day a request is rated on is the rules' value; the face gives it with the request.
pub use crate::rating::Today;
