//! The parts of the main screen and its popups, one module each: how each one changes with an
//! action. Their state is in `state` (the views read it), their drawing in `view`'s module of
//! the same name; `update` routes messages and actions to them.
//!
//! The form, the games table, Field mode's players, the FIDE list's look-up, the popups and the
//! help are [`Component`]s: each owns its state, changes with an action into what it asks of
//! the app (`update`), and draws itself (`view`); the app routes the actions, carries the asks
//! out (the popups' in `tui::popups`, the others in their module) and holds what they share
//! ([`Shared`]).

use ratatui::Frame;
use ratatui::layout::Rect;

use crate::tui::keys::Action;
use crate::tui::state::{Popup, Shared};

pub mod events;
pub mod export;
pub mod field;
pub mod form;
pub mod games;
pub mod help;
pub mod history;
pub mod import;
pub mod lookup;
pub mod path_prompt;
pub mod players;
pub mod question;
pub mod rating_history;
pub mod sessions;

/// A part of the screen that owns its state: an action changes it and gives what it asks of
/// the app (a file to read, a session to open, a change to the games); it draws itself.
pub trait Component {
    /// What an action asks of the app.
    type Asks;
    /// Changes with `action`; what the component cannot do alone it asks.
    fn update(&mut self, action: Action, shared: &Shared) -> Self::Asks;
    /// Draws itself over `area` (a popup centres itself in it).
    fn view(&self, frame: &mut Frame, area: Rect, shared: &Shared);
}

impl crate::tui::state::App {
    /// `action` for the component `part` of the app (one it always holds: a table): taken out
    /// while it reads what the app shares, put back changed; gives what it asks.
    pub(crate) fn ask<C: Component + Default>(
        &mut self,
        part: fn(&mut Self) -> &mut C,
        action: Action,
    ) -> C::Asks {
        let mut component = std::mem::take(part(self));
        let asks = component.update(action, &self.shared());
        *part(self) = component;
        asks
    }
}

/// Draws the open popup: each draws itself.
pub fn view_popup(popup: &Popup, frame: &mut Frame, area: Rect, shared: &Shared) {
    match popup {
        Popup::SaveAs(save_as) => save_as.view(frame, area, shared),
        Popup::Sessions(list) => list.view(frame, area, shared),
        Popup::Import(dialog) => dialog.view(frame, area, shared),
        Popup::Export(export) => export.view(frame, area, shared),
        Popup::Question(question) => question.view(frame, area, shared),
        Popup::History(history) => history.view(frame, area, shared),
    }
}

/// A value as a status line names it (an empty one as "empty").
pub(crate) fn shown(text: &str) -> String {
    if text.is_empty() {
        crate::i18n::tr("status-empty")
    } else {
        crate::text::quoted(text).into_owned()
    }
}

/// Where games went in the table, as a status line says it: "game 3", "games 3–5".
fn places(at: usize, count: usize) -> String {
    match count {
        1 => crate::i18n::tr_args("place-game", &[("number", (at + 1).to_string().into())]),
        _ => crate::i18n::tr_args(
            "place-games",
            &[
                ("first", (at + 1).to_string().into()),
                ("last", (at + count).to_string().into()),
            ],
        ),
    }
}
