//! The answers of the rating systems other than Elo, worded, laid out and written as JSON: one
//! writer each, found from the answer calc returns. calc's systems return data only.

pub mod glicko2;
pub mod uschess;

use std::io;

use super::sheet::{Key, Sheet};
use crate::calc::systems::{Answer, System};

/// How report writes one kind of answer: its sheet, its JSON, where its sheet goes on screen.
pub trait Written {
    fn sheet(&self) -> Sheet<'static>;
    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()>;
    fn panels(&self) -> AnswerPanels;
}

/// The sections of an answer's sheet each panel shows, and whether the first takes the notes.
#[derive(Clone, Debug)]
pub struct AnswerPanels {
    /// The result panel's title where the sheet's whole title does not fit ("US Chess · 1700 →
    /// 1797"): the values it leaves out are the form's.
    pub short_title: String,
    pub result: &'static [&'static str],
    /// The lines of the result's sections shown, by what they hold (`None`: all).
    pub keys: Option<&'static [Key]>,
    pub second: Option<(&'static str, &'static [&'static str])>,
    /// Whether the notes go under the result (else under the second panel).
    pub notes_with_result: bool,
}

/// The writer of `answer`.
fn written(answer: &dyn Answer) -> &dyn Written {
    let any = answer.as_any();
    None.or_else(|| {
        any.downcast_ref::<crate::calc::systems::glicko2::Glicko2Answer>()
            .map(|a| a as &dyn Written)
    })
    .or_else(|| {
        any.downcast_ref::<crate::calc::systems::glicko2::Glicko2GameAnswer>()
            .map(|a| a as &dyn Written)
    })
    .or_else(|| {
        any.downcast_ref::<crate::calc::systems::uschess::UsChessAnswer>()
            .map(|a| a as &dyn Written)
    })
    .expect("every system's answer has its writer in report::systems")
}

/// `answer` as a sheet.
pub fn sheet(answer: &dyn Answer) -> Sheet<'static> {
    written(answer).sheet()
}

/// `answer` as the JSON its command prints.
pub fn write_json(answer: &dyn Answer, out: &mut dyn io::Write) -> io::Result<()> {
    written(answer).write_json(out)
}

/// Where `answer`'s sheet goes on screen.
pub fn panels(answer: &dyn Answer) -> AnswerPanels {
    written(answer).panels()
}

/// What an opponent may carry beyond a rating in `system`, said under the games table ("an
/// opponent's RD after a slash: 1750/50"); `None`: a rating, or unrated.
pub fn opponent_hint(system: System) -> Option<String> {
    (system.key() == "glicko2").then(glicko2::opponent_hint)
}
