//! elocalc: exact chess rating calculations (plain Elo, FIDE standard, rapid and blitz, Glicko-2,
//! US Chess).
//!
//! Data flows one way: [`import`] and the faces fill a [`calc::Request`]; [`calc`] checks it and
//! runs the pure core in [`rating`]; [`report`] words the result once for every face; [`store`]
//! keeps sessions and writes files. [`cli`] and [`tui`] are the two thin faces.

pub mod calc;
pub mod cli;
pub mod i18n;
pub mod import;
pub mod rating;
pub mod report;
pub mod store;
pub mod text;
pub mod tui;
