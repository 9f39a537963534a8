//! elocalc: exact chess rating calculations (plain Elo and FIDE standard, rapid and blitz).
//!
//! [`rating`] is the pure core; [`cli`] is the command-line face on it.

pub mod cli;
pub mod export;
pub mod form;
pub mod import;
pub mod present;
pub mod rating;
pub mod session;
pub mod tui;
