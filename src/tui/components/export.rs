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
            Existing::File => self.popup = Some(Popup::ConfirmOverwrite(path)),
            Existing::Nothing => {
                self.popup = None;
                self.export(path, false, effects);
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
