//! A yes / no question before a change: replacing a session or a file, clearing the games,
//! or where a player's games go in a table that has games (a new event, or instead of them).

use ratatui::Frame;
use ratatui::layout::Rect;

use super::Component;
use crate::i18n::tr_args;
use crate::report::words::games;
use crate::tui::keys::Action;
use crate::tui::state::{Question, Shared};
use crate::tui::view::save_as::{render_asking, render_question, replace_question};

/// How a question was answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Not yet: the key was no answer.
    Waiting,
    /// y (Enter or `a` for a player's games: as a new event).
    Yes,
    /// n or Esc.
    No,
    /// `r`, to a player's games: instead of the table's.
    Instead,
}

impl Component for Question {
    type Asks = Answer;

    fn update(&mut self, action: Action, _shared: &Shared) -> Answer {
        match (&*self, action) {
            (Question::Take(_), Action::Commit) => Answer::Yes,
            (Question::Take(_), Action::ReplaceGames) => Answer::Instead,
            (Question::Take(_), Action::Confirm) => Answer::Waiting,
            (_, Action::Confirm) => Answer::Yes,
            (_, Action::Back) => Answer::No,
            _ => Answer::Waiting,
        }
    }

    fn view(&self, frame: &mut Frame, area: Rect, _shared: &Shared) {
        match self {
            Question::Replace(name, _) => render_question(frame, area, &replace_question(name)),
            Question::Overwrite(path, _) => render_question(
                frame,
                area,
                &tr_args(
                    "popup-replace-file",
                    &[("path", path.display().to_string().into())],
                ),
            ),
            Question::Take(count) => render_asking(
                frame,
                area,
                &tr_args("popup-take", &[("games", games(*count).into())]),
            ),
            Question::Clear(count) => render_question(
                frame,
                area,
                &tr_args("popup-clear-games", &[("games", games(*count).into())]),
            ),
        }
    }
}
