//! Every result as a [`Sheet`](super::Sheet), by the names the faces use: each family's sheet is
//! written in its own module beside its JSON ([`super::game`], [`super::period`], …).

pub use super::common::{GAME, GAMES, HOW, RESULT, SCENARIOS};
pub use super::evaluation::sheet as of_evaluation;
pub use super::field::{PLAYER_COLUMNS, PLAYERS, field, field_line, field_notes};
pub use super::game::sheet as game;
pub use super::initial::{INITIAL, sheet as initial};
pub use super::k::sheet as k_factor;
pub use super::multi::sheet as multi;
pub use super::need::sheet as need;
pub use super::norm::{NORM_GAMES, REQUIREMENTS, sheet as norm};
pub use super::performance::{PERFORMANCE, sheet as performance};
pub use super::period::{GAME_COLUMNS, TARGETS, TOTALS, game_line, sheet as period};
pub use super::sessions::{SESSION_COLUMNS, SESSIONS, session_line, sessions};
