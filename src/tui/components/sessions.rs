//! Saved sessions: save as (Ctrl-S, asked before another session is replaced) and the list
//! (Ctrl-O: open, rename, delete after a yes).

use crate::store::{Listing, SessionName};
use crate::tui::keys::Action;
use crate::tui::message::Effect;
use crate::tui::state::{App, Popup, Prompt, SessionList};

impl App {
    pub(crate) fn update_save_as(
        &mut self,
        mut prompt: Prompt,
        action: Action,
        effects: &mut Vec<Effect>,
    ) -> Option<Popup> {
        match action {
            Action::Edit(request) => prompt.edit(request),
            Action::Back => return None,
            Action::Commit => match SessionName::parse(prompt.input.value()) {
                Err(error) => prompt.error = Some(error.to_string()),
                Ok(name) if name != self.session && self.is_listed(&name) => {
                    return Some(Popup::ConfirmReplace(name));
                }
                Ok(name) => {
                    self.save_as(name, effects);
                    return None;
                }
            },
            _ => {}
        }
        Some(Popup::SaveAs(prompt))
    }

    /// Applies an action to the session list; returns whether the list stays open.
    pub(crate) fn update_session_list(
        &mut self,
        list: &mut SessionList,
        action: Action,
        effects: &mut Vec<Effect>,
    ) -> bool {
        if let Some(prompt) = &mut list.rename {
            match action {
                Action::Edit(request) => prompt.edit(request),
                Action::Back => list.rename = None,
                Action::Commit => match SessionName::parse(prompt.input.value()) {
                    Err(error) => prompt.error = Some(error.to_string()),
                    Ok(to) => {
                        if let Some(from) = list.selected_name(&self.listings).cloned() {
                            effects.push(Effect::Rename { from, to });
                        }
                        list.rename = None;
                    }
                },
                _ => {}
            }
            return true;
        }
        if list.confirm_delete {
            if action == Action::Confirm
                && let Some(name) = list.selected_name(&self.listings).cloned()
            {
                effects.push(Effect::Delete(name));
            }
            list.confirm_delete = false;
            return true;
        }
        let count = self.listings.len();
        // Nothing to open, rename or delete: said, never a key gone without a word.
        if count == 0
            && matches!(
                action,
                Action::Commit | Action::Rename | Action::DeleteSession
            )
        {
            self.set_status(crate::i18n::tr("sessions-none"), false);
            return true;
        }
        match action {
            Action::Back => return false,
            Action::RowUp => list.selected = list.selected.saturating_sub(1),
            Action::RowDown => list.selected = (list.selected + 1).min(count.saturating_sub(1)),
            Action::Commit => {
                if let Some(name) = list.selected_name(&self.listings).cloned() {
                    if self.dirty && self.can_save {
                        effects.push(self.save_effect(self.session.clone(), false));
                    }
                    effects.push(Effect::Open(name));
                    return false;
                }
            }
            Action::Rename => {
                if let Some(name) = list.selected_name(&self.listings) {
                    list.rename = Some(Prompt::with(name.as_str()));
                }
            }
            Action::DeleteSession => match list.selected_name(&self.listings) {
                Some(name) if *name == self.session => {
                    self.set_status(crate::i18n::tr("status-session-open"), true)
                }
                Some(_) => list.confirm_delete = true,
                None => {}
            },
            _ => {}
        }
        true
    }

    pub(crate) fn is_listed(&self, name: &SessionName) -> bool {
        self.listings
            .iter()
            .any(|listing| matches!(listing, Listing::Session(s) if &s.name == name))
    }

    pub(crate) fn save_as(&mut self, name: SessionName, effects: &mut Vec<Effect>) {
        self.session = name.clone();
        effects.push(self.save_effect(name, true));
    }
}
