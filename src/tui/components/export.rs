//! The export popup (F8 / o): a file name, asked before an existing file is replaced.

use std::path::PathBuf;

use crate::report::{self, Format};
use crate::tui::keys::Action;
use crate::tui::message::Effect;
use crate::tui::state::{App, Popup, Prompt, expand_home};

impl App {
    pub(crate) fn update_export(
        &mut self,
        mut prompt: Prompt,
        action: Action,
        effects: &mut Vec<Effect>,
    ) -> Option<Popup> {
        match action {
            Action::Edit(request) => prompt.edit(request),
            Action::NextField => App::complete_path(&mut prompt),
            Action::Back => return None,
            Action::Commit => {
                self.remember_folder(std::path::Path::new(prompt.input.value().trim()));
                let path = expand_home(prompt.input.value().trim());
                let existing = std::fs::metadata(&path).ok();
                match Format::of_path(&path) {
                    None => prompt.error = Some(crate::i18n::tr("export-end-name")),
                    // Said before asking to replace what is never written: a FIFO, a device,
                    // a folder.
                    Some(_)
                        if existing
                            .as_ref()
                            .is_some_and(|metadata| !metadata.is_file()) =>
                    {
                        prompt.error = Some(crate::store::WriteError::NotAFile(path).to_string());
                    }
                    Some(_) if existing.is_some() => return Some(Popup::ConfirmOverwrite(path)),
                    Some(_) => {
                        self.export(path, false, effects);
                        return None;
                    }
                }
            }
            _ => {}
        }
        Some(Popup::Export(prompt))
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
