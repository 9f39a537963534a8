//! JSON output, by the names scripts' callers use: each family's JSON is written in its own
//! module beside its sheet ([`super::game`], [`super::period`], …). The keys are a public
//! contract for users' scripts: add keys, never rename them. Fields serialize in the order
//! written there; notes and reasons are the words people read.

pub use super::evaluation::write_json as evaluation;
pub use super::field::field_json as field;
pub use super::game::write_json as game;
pub use super::initial::write_json as initial;
pub use super::k::write_json as k_factor;
pub use super::multi::write_json as multi;
pub use super::need::write_json as need;
pub use super::norm::write_json as norm;
pub use super::performance::write_json as performance;
pub use super::period::write_json as period;
pub use super::sessions::sessions_json as sessions;
