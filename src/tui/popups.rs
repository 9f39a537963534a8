//! The app's side of its popups: an action goes to the open popup (a [`Component`]), and what
//! it asks — a session saved or opened, a file read or written, the games changed — the app
//! carries out here, with what it holds.

use std::path::PathBuf;

use super::components::Component;
use super::components::export::ExportAsks;
use super::components::import::ImportAsks;
use super::components::question::Answer;
use super::components::sessions::{SaveAsAsks, SessionAsks};
use super::keys::Action;
use super::message::{Effect, Existing};
use super::paths::expand_home;
use super::state::{App, Export, Popup, Prompt, Question, SaveAs};
use crate::i18n::{tr, tr_args};
use crate::report::{self, Format};
use crate::store::SessionName;

impl App {
    /// An action for the open popup: quitting first, then the popup's own; what it asks is
    /// carried out, and it stays open, closes or gives way to another.
    pub(crate) fn update_popup(&mut self, action: Action, effects: &mut Vec<Effect>) {
        let Some(popup) = self.popup.take() else {
            return;
        };
        match action {
            Action::Quit => return self.quit(effects),
            Action::QuitAsked => {
                self.quit_asked(effects);
                self.popup = (!self.is_quitting()).then_some(popup);
                return;
            }
            _ => {}
        }
        self.popup = match popup {
            Popup::SaveAs(mut save_as) => match save_as.update(action, &self.shared()) {
                SaveAsAsks::Waiting => Some(Popup::SaveAs(save_as)),
                SaveAsAsks::Close => None,
                SaveAsAsks::Save(name) => {
                    self.save_as(name, effects);
                    None
                }
                SaveAsAsks::AskReplace(name) => {
                    Some(Popup::Question(Question::Replace(name, save_as.0)))
                }
                SaveAsAsks::Say(said) => {
                    self.set_status(said, false);
                    Some(Popup::SaveAs(save_as))
                }
            },
            Popup::Sessions(mut list) => match list.update(action, &self.shared()) {
                SessionAsks::Waiting => Some(Popup::Sessions(list)),
                SessionAsks::Close => None,
                SessionAsks::Open(name) => {
                    if self.dirty && self.can_save {
                        effects.push(self.save_effect(self.session.clone(), false));
                    }
                    effects.push(Effect::Open(name));
                    None
                }
                SessionAsks::Rename { from, to } => {
                    effects.push(Effect::Rename { from, to });
                    Some(Popup::Sessions(list))
                }
                SessionAsks::Delete(name) => {
                    effects.push(Effect::Delete(name));
                    Some(Popup::Sessions(list))
                }
                SessionAsks::Say(text, error) => {
                    self.set_status(text, error);
                    Some(Popup::Sessions(list))
                }
            },
            Popup::Import(mut dialog) => match dialog.update(action, &self.shared()) {
                ImportAsks::Waiting => Some(Popup::Import(dialog)),
                ImportAsks::Close => None,
                ImportAsks::Complete(typed) => {
                    effects.push(Effect::CompletePath(typed));
                    Some(Popup::Import(dialog))
                }
                ImportAsks::Read { path, player } => {
                    effects.push(Effect::Import { path, player });
                    Some(Popup::Import(dialog))
                }
                ImportAsks::Stop => {
                    effects.push(Effect::StopImport);
                    Some(Popup::Import(dialog))
                }
                ImportAsks::OpenReport => {
                    let report = dialog.preview.take().and_then(|mut p| p.take_report());
                    if let Some(report) = report {
                        self.open_report(report, &dialog.path());
                    }
                    None
                }
                ImportAsks::Add { replace } => {
                    if let Some(imported) = dialog.preview.take() {
                        self.add_imported(imported, replace, &dialog);
                    }
                    None
                }
            },
            Popup::Export(mut export) => match export.update(action, &self.shared()) {
                ExportAsks::Waiting => Some(Popup::Export(export)),
                ExportAsks::Close => None,
                ExportAsks::Complete(typed) => {
                    effects.push(Effect::CompletePath(typed));
                    Some(Popup::Export(export))
                }
                // What is there is found first (`export_checked`).
                ExportAsks::Check(path) => {
                    effects.push(Effect::CheckExport(path));
                    Some(Popup::Export(export))
                }
            },
            Popup::Question(mut question) => {
                let answer = question.update(action, &self.shared());
                self.answered(question, answer, effects)
            }
            Popup::History(mut history) => history
                .update(action, &self.shared())
                .then_some(Popup::History(history)),
        };
    }

    /// A question answered: the change asked about made, or not (and said); unanswered, it
    /// stays. `n` to replacing a file goes back to its name, as typed.
    fn answered(
        &mut self,
        question: Question,
        answer: Answer,
        effects: &mut Vec<Effect>,
    ) -> Option<Popup> {
        match (question, answer) {
            (question, Answer::Waiting) => Some(Popup::Question(question)),
            (Question::Replace(name, _), Answer::Yes) => {
                self.save_as(name, effects);
                None
            }
            (Question::Overwrite(path, prompt), Answer::Yes) => {
                self.export_from(prompt, path, true, effects);
                None
            }
            (Question::Overwrite(path, prompt), _) => {
                let shown = crate::text::shown_path(&path).to_string();
                self.set_status(
                    tr_args("status-nothing-exported", &[("path", shown.into())]),
                    false,
                );
                Some(Popup::Export(Export(prompt)))
            }
            (Question::Take(_), Answer::Yes) => {
                self.take_player(Some(false));
                None
            }
            (Question::Take(_), Answer::Instead) => {
                self.take_player(Some(true));
                None
            }
            (Question::Take(_), Answer::No) => {
                self.set_status(tr("status-nothing-taken"), false);
                None
            }
            (Question::Clear(_), Answer::Yes) => {
                self.clear_games();
                None
            }
            (Question::Clear(_), _) => {
                self.set_status(tr("status-nothing-cleared"), false);
                None
            }
            // Back to the name, as it was typed: another is one edit away.
            (Question::Replace(name, mut prompt), _) => {
                prompt.error = Some(tr_args(
                    "save-as-not-replaced",
                    &[("name", name.to_string().into())],
                ));
                Some(Popup::SaveAs(SaveAs(prompt)))
            }
        }
    }

    pub(crate) fn save_as(&mut self, name: SessionName, effects: &mut Vec<Effect>) {
        self.session = name.clone();
        effects.push(self.save_effect(name, true));
    }

    /// What is at the path typed in the export popup (if it is still typed there): a file is
    /// replaced only after asking; what is no file is never written, said before asking.
    pub(crate) fn export_checked(
        &mut self,
        path: PathBuf,
        existing: Existing,
        effects: &mut Vec<Effect>,
    ) {
        let Some(Popup::Export(export)) = &mut self.popup else {
            return;
        };
        let prompt = &mut export.0;
        if expand_home(prompt.input.value().trim()) != path {
            return;
        }
        // Nothing to write yet: said beside the path, which stays for when the input is right.
        if self.evaluation.problem().is_some() {
            prompt.error = Some(tr("export-input-problem"));
            return;
        }
        match existing {
            Existing::NotAFile => {
                prompt.error = Some(crate::store::WriteError::NotAFile(path).to_string());
            }
            Existing::File => {
                let prompt = std::mem::take(prompt);
                self.popup = Some(Popup::Question(Question::Overwrite(path, prompt)));
            }
            Existing::Nothing => {
                let prompt = std::mem::take(prompt);
                self.popup = None;
                self.export_from(prompt, path, false, effects);
            }
        }
    }

    /// Writes the result to `path` as typed in `prompt`, which opens again if the write fails.
    fn export_from(
        &mut self,
        prompt: Prompt,
        path: PathBuf,
        force: bool,
        effects: &mut Vec<Effect>,
    ) {
        if self.evaluation.problem().is_some() {
            return self.set_status(tr("export-input-problem"), true);
        }
        let Some(format) = Format::of_path(&path) else {
            return self.set_status(tr("export-end-file-name"), true);
        };
        let text = report::render(&self.evaluation, Some(format));
        self.exporting = Some(prompt);
        effects.push(Effect::Export { path, text, force });
    }

    /// An export written, or not: a failed one opens its popup again with the path as typed
    /// (unless another popup is open), and says why.
    pub(crate) fn exported(&mut self, result: Result<PathBuf, String>) {
        let prompt = self.exporting.take();
        match result {
            Ok(path) => self.set_status(
                tr_args(
                    "status-exported",
                    &[("path", crate::text::shown_path(&path).to_string().into())],
                ),
                false,
            ),
            Err(error) => {
                if let Some(mut prompt) = prompt.filter(|_| self.popup.is_none()) {
                    prompt.error = Some(error.clone());
                    self.popup = Some(Popup::Export(Export(prompt)));
                }
                self.set_status(error, true);
            }
        }
    }
}
