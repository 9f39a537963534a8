//! The path prompts of the import and export popups: Tab asks the file system to complete
//! the path (an effect, `Effect::CompletePath`) and shows the answer; the path starts in the
//! folder last used (for the session).

use crate::tui::paths::{Completion, SHOWN};
use crate::tui::state::{App, Popup, Prompt, TextField};

impl App {
    /// The completion of `typed`, shown in the open popup's path if it still holds `typed`
    /// (an answer to a path typed on since is dropped). In the import popup, Tab moves on to
    /// the player (a PGN) once there is nothing left to complete.
    pub(crate) fn path_completed(&mut self, typed: &str, completion: Option<Completion>) {
        match &mut self.popup {
            Some(Popup::Export(export)) if export.0.input.value() == typed => {
                show_completion(&mut export.0, completion);
            }
            Some(Popup::Import(dialog))
                if !dialog.on_player && dialog.path.input.value() == typed =>
            {
                let completes = completion
                    .as_ref()
                    .is_some_and(|completion| completion.text != typed || completion.count > 1);
                if !completes && dialog.needs_player() {
                    dialog.on_player = true;
                } else {
                    show_completion(&mut dialog.path, completion);
                }
            }
            _ => {}
        }
    }

    /// A path prompt starting in the folder last used, with `name` after it.
    pub(crate) fn path_prompt(&self, name: &str) -> Prompt {
        let Some(folder) = &self.last_folder else {
            return Prompt::with(name);
        };
        let mut prompt = Prompt::with(&format!("{folder}{name}"));
        // The folder is kept when typing: the cursor at the end, nothing selected; a path
        // typed whole from / or ~ replaces it.
        prompt.input.selected = false;
        prompt.offered_folder = name.is_empty();
        prompt
    }
}

/// The path completed in `prompt`, or why not, in the prompt's line for errors.
fn show_completion(prompt: &mut Prompt, completion: Option<Completion>) {
    match completion {
        None => prompt.error = Some(crate::i18n::tr("path-no-match")),
        Some(completion) => {
            prompt.input = TextField::new(&completion.text);
            prompt.input.selected = false;
            prompt.error = match completion.count {
                0 | 1 => None,
                count => Some(crate::i18n::tr_args(
                    "path-matches",
                    &[
                        ("count", count.into()),
                        (
                            "names",
                            format!(
                                "{}{}",
                                completion.matches.join("  "),
                                if count > SHOWN { "  …" } else { "" }
                            )
                            .into(),
                        ),
                    ],
                )),
            };
        }
    }
}
