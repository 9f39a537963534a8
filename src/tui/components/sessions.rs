//! Saved sessions: save as (Ctrl-S, asked before another session is replaced) and the list
//! (Ctrl-O: open, rename, delete after a yes).

use ratatui::Frame;
use ratatui::layout::Rect;

use super::Component;
use crate::i18n::{tr, tr_args};
use crate::store::{Listing, SessionName};
use crate::tui::keys::Action;
use crate::tui::state::{Prompt, SaveAs, SessionList, Shared};
use crate::tui::view::{save_as::render_prompt, session_list};

/// What the save-as prompt asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveAsAsks {
    Waiting,
    Close,
    /// Save the session under this name (it is the open one's, or no other's).
    Save(SessionName),
    /// Another session has this name: ask before replacing it.
    AskReplace(SessionName),
    /// Say this in the status line; the prompt stays.
    Say(String),
}

/// A path prompt's keys on a session's name (Tab completes, ↑ ↓ pick among files): said, with
/// how a name is given.
pub(crate) fn name_typed_whole(action: Action) -> Option<String> {
    let key = match action {
        Action::NextField => "Tab",
        Action::RowUp => "↑",
        Action::RowDown => "↓",
        _ => return None,
    };
    Some(crate::i18n::tr_args(
        "status-name-typed-whole",
        &[("key", key.into())],
    ))
}

impl Component for SaveAs {
    type Asks = SaveAsAsks;

    fn update(&mut self, action: Action, shared: &Shared) -> SaveAsAsks {
        let prompt = &mut self.0;
        match action {
            Action::Edit(request) => prompt.edit(request),
            Action::Back => return SaveAsAsks::Close,
            Action::Commit => match SessionName::parse(prompt.input.value()) {
                Err(error) => prompt.error = Some(error.to_string()),
                Ok(name) if name != *shared.session && is_listed(shared.listings, &name) => {
                    return SaveAsAsks::AskReplace(name);
                }
                Ok(name) => return SaveAsAsks::Save(name),
            },
            action => {
                if let Some(said) = name_typed_whole(action) {
                    return SaveAsAsks::Say(said);
                }
            }
        }
        SaveAsAsks::Waiting
    }

    fn view(&self, frame: &mut Frame, area: Rect, _shared: &Shared) {
        render_prompt(frame, area, &tr("popup-save-as"), &self.0);
    }
}

/// What the list of sessions asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionAsks {
    Waiting,
    Close,
    /// Open this session (the open one saved first); the list closes.
    Open(SessionName),
    Rename {
        from: SessionName,
        to: SessionName,
    },
    Delete(SessionName),
    /// Say this in the status line (`true`: as an error); the list stays.
    Say(String, bool),
}

impl Component for SessionList {
    type Asks = SessionAsks;

    fn update(&mut self, action: Action, shared: &Shared) -> SessionAsks {
        let listings = shared.listings;
        let selected = self.selected_name(listings).cloned();
        if let Some(prompt) = &mut self.rename {
            match action {
                Action::Edit(request) => prompt.edit(request),
                Action::Back => self.rename = None,
                Action::Commit => match SessionName::parse(prompt.input.value()) {
                    Err(error) => prompt.error = Some(error.to_string()),
                    // Another session's name: said in the prompt, which stays, as save-as asks.
                    Ok(to) if selected.as_ref() != Some(&to) && is_listed(listings, &to) => {
                        prompt.error = Some(tr_args(
                            "sessions-rename-taken",
                            &[("name", to.to_string().into())],
                        ));
                    }
                    Ok(to) => {
                        self.rename = None;
                        if let Some(from) = selected {
                            return SessionAsks::Rename { from, to };
                        }
                    }
                },
                action => {
                    if let Some(said) = name_typed_whole(action) {
                        return SessionAsks::Say(said, false);
                    }
                }
            }
            return SessionAsks::Waiting;
        }
        if self.confirm_delete {
            self.confirm_delete = false;
            return match self.selected_name(listings) {
                Some(name) if action == Action::Confirm => SessionAsks::Delete(name.clone()),
                _ => SessionAsks::Waiting,
            };
        }
        let count = listings.len();
        // Nothing to open, rename or delete: said, never a key gone without a word.
        if count == 0
            && matches!(
                action,
                Action::Commit | Action::Rename | Action::DeleteSession
            )
        {
            return SessionAsks::Say(tr("sessions-none"), false);
        }
        match action {
            Action::Back => return SessionAsks::Close,
            Action::RowUp => self.selected = self.selected.saturating_sub(1),
            Action::RowDown => self.selected = (self.selected + 1).min(count.saturating_sub(1)),
            Action::Commit => {
                if let Some(name) = self.selected_name(listings) {
                    return SessionAsks::Open(name.clone());
                }
            }
            Action::Rename => {
                if let Some(name) = self.selected_name(listings) {
                    self.rename = Some(Prompt::with(name.as_str()));
                }
            }
            Action::DeleteSession => match self.selected_name(listings) {
                Some(name) if name == shared.session => {
                    return SessionAsks::Say(tr("status-session-open"), true);
                }
                Some(_) => self.confirm_delete = true,
                None => {}
            },
            _ => {}
        }
        SessionAsks::Waiting
    }

    fn view(&self, frame: &mut Frame, area: Rect, shared: &Shared) {
        session_list::render(frame, area, shared, self);
    }
}

/// Whether a session of this name is listed.
pub(crate) fn is_listed(listings: &[Listing], name: &SessionName) -> bool {
    listings
        .iter()
        .any(|listing| matches!(listing, Listing::Session(s) if &s.name == name))
}
