//! The export popup (F8 / o): a file name, asked before an existing file is replaced.

use std::path::PathBuf;

use crate::report::{self, Format};
use crate::tui::keys::Action;
use crate::tui::message::{Effect, Existing};
use crate::tui::paths::expand_home;
use crate::tui::state::{App, Popup, Prompt};

impl App {
    pub(crate) fn update_export(
        &mut self,
        mut prompt: Prompt,
        action: Action,
        effects: &mut Vec<Effect>,
    ) -> Option<Popup> {
        match action {
            Action::Edit(request) => prompt.edit(request),
            Action::NextField => {
                effects.push(Effect::CompletePath(prompt.input.value().to_string()));
            }
            Action::Back => return None,
            Action::Commit => {
                let path = expand_home(prompt.input.value().trim());
                match Format::of_path(&path) {
                    None => prompt.error = Some(crate::i18n::tr("export-end-name")),
                    // What is there is found first (`export_checked`).
                    Some(_) => effects.push(Effect::CheckExport(path)),
                }
            }
            _ => {}
        }
        Some(Popup::Export(prompt))
    }

    /// What is at the path typed in the export popup (if it is still typed there): a file is
    /// replaced only after asking; what is no file is never written, said before asking.
    pub(crate) fn export_checked(
        &mut self,
        path: PathBuf,
        existing: Existing,
        effects: &mut Vec<Effect>,
    ) {
        let Some(Popup::Export(prompt)) = &mut self.popup else {
            return;
        };
        if expand_home(prompt.input.value().trim()) != path {
            return;
        }
        match existing {
            Existing::NotAFile => {
                prompt.error = Some(crate::store::WriteError::NotAFile(path).to_string());
            }
            Existing::File => {
                let prompt = std::mem::take(prompt);
                self.popup = Some(Popup::ConfirmOverwrite(path, prompt));
            }
            Existing::Nothing => {
                let prompt = std::mem::take(prompt);
                self.popup = None;
                self.export_from(prompt, path, false, effects);
            }
        }
    }

    /// Writes the result to `path` as typed in `prompt`, which opens again if the write fails.
    pub(crate) fn export_from(
        &mut self,
        prompt: Prompt,
        path: PathBuf,
        force: bool,
        effects: &mut Vec<Effect>,
    ) {
        self.exporting = Some(prompt);
        self.export(path, force, effects);
    }

    /// An export written, or not: a failed one opens its popup again with the path as typed
    /// (unless another popup is open), and says why.
    pub(crate) fn exported(&mut self, result: Result<PathBuf, String>) {
        let prompt = self.exporting.take();
        match result {
            Ok(path) => self.set_status(
                crate::i18n::tr_args(
                    "status-exported",
                    &[("path", crate::text::shown_path(&path).to_string().into())],
                ),
                false,
            ),
            Err(error) => {
                if let Some(mut prompt) = prompt.filter(|_| self.popup.is_none()) {
                    prompt.error = Some(error.clone());
                    self.popup = Some(Popup::Export(prompt));
                }
                self.set_status(error, true);
            }
        }
    }

    /// Writes the current result to `path` in the format its extension names.
    pub(crate) fn export(&mut self, path: PathBuf, force: bool, effects: &mut Vec<Effect>) {
        if self.evaluation.problem().is_some() {
            return self.set_status(crate::i18n::tr("export-input-problem"), true);
        }
        let Some(format) = Format::of_path(&path) else {
            return self.set_status(crate::i18n::tr("export-end-file-name"), true);
        };
        let text = report::render(&self.evaluation, Some(format));
        effects.push(Effect::Export { path, text, force });
    }
}
