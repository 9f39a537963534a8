//! Games in and results out from the terminal UI: pasted lines, the import dialog (F5, with a
//! preview before anything is added) and the export dialog (F6). The file work itself is done
//! by `tui::effects`; this is the state and its updates.

use std::path::PathBuf;

use tui_input::Input;

use super::app::{App, Effect, Popup, Prompt};
use super::keys::Action;
use crate::export::Format;
use crate::form::Mode;
use crate::import::{FileKind, Imported, parse_lines};
use crate::present;

/// The F5 dialog: a path (and for PGN the player's name), then reading, then a preview.
#[derive(Clone, Debug, Default)]
pub struct ImportDialog {
    pub path: Prompt,
    pub player: Prompt,
    /// The player field has the keyboard.
    pub on_player: bool,
    /// Bytes read and the file's size while it is read.
    pub reading: Option<(u64, u64)>,
    pub preview: Option<Imported>,
}

impl ImportDialog {
    pub fn needs_player(&self) -> bool {
        FileKind::of(&self.path()) == FileKind::Pgn
    }

    pub fn path(&self) -> PathBuf {
        expand_home(self.path.input.value().trim())
    }
}

/// `~/games.pgn` as the user means it.
fn expand_home(text: &str) -> PathBuf {
    match (text.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => PathBuf::from(home).join(rest),
        _ => PathBuf::from(text),
    }
}

impl App {
    /// F5: the import dialog.
    pub(super) fn open_import(&mut self) {
        self.tournament.editor = None;
        self.popup = Some(Popup::Import(Box::default()));
    }

    /// F6: the export dialog, with a file name for the mode.
    pub(super) fn open_export(&mut self) {
        self.tournament.editor = None;
        let name = format!("elocalc-{}.csv", self.form.mode.title().to_lowercase());
        self.popup = Some(Popup::Export(Prompt {
            input: Input::new(name),
            error: None,
        }));
    }

    pub(super) fn update_import(
        &mut self,
        mut dialog: Box<ImportDialog>,
        action: Action,
    ) -> Option<Popup> {
        if dialog.reading.is_some() {
            // Reading: keys wait (Ctrl-C still quits, above).
            return Some(Popup::Import(dialog));
        }
        if let Some(imported) = dialog.preview.take() {
            return match action {
                Action::Commit => {
                    self.add_imported(imported);
                    None
                }
                Action::Back => None,
                _ => {
                    dialog.preview = Some(imported);
                    Some(Popup::Import(dialog))
                }
            };
        }
        let prompt = if dialog.on_player {
            &mut dialog.player
        } else {
            &mut dialog.path
        };
        match action {
            Action::Edit(request) => prompt.edit(request),
            Action::NextField | Action::PreviousField if dialog.needs_player() => {
                dialog.on_player = !dialog.on_player;
            }
            Action::Back => return None,
            Action::Commit => {
                let path = dialog.path();
                if dialog.path.input.value().trim().is_empty() {
                    dialog.path.error = Some("type the path of a .pgn, .csv or text file".into());
                } else if dialog.needs_player() && dialog.player.input.value().trim().is_empty() {
                    dialog.on_player = true;
                    dialog.player.error = Some("whose games? type the player's name".into());
                } else {
                    let player = dialog
                        .needs_player()
                        .then(|| dialog.player.input.value().trim().to_string());
                    dialog.reading = Some((0, 0));
                    self.effects.push(Effect::Import { path, player });
                }
            }
            _ => {}
        }
        Some(Popup::Import(dialog))
    }

    pub(super) fn update_export(&mut self, mut prompt: Prompt, action: Action) -> Option<Popup> {
        match action {
            Action::Edit(request) => prompt.edit(request),
            Action::Back => return None,
            Action::Commit => {
                let path = expand_home(prompt.input.value().trim());
                match Format::of_path(&path) {
                    None => {
                        prompt.error = Some("end the name in .csv, .md or .json".into());
                    }
                    Some(_) if path.exists() => return Some(Popup::ConfirmOverwrite(path)),
                    Some(_) => {
                        self.effects.push(Effect::Export { path, force: false });
                        return None;
                    }
                }
            }
            _ => {}
        }
        Some(Popup::Export(prompt))
    }

    /// Reading an import: `done` of `total` bytes.
    pub fn import_progress(&mut self, done: u64, total: u64) {
        if let Some(Popup::Import(dialog)) = &mut self.popup {
            dialog.reading = Some((done, total));
        }
    }

    /// The import has been read: show the preview, or why it failed.
    pub fn import_finished(&mut self, result: Result<Imported, String>) {
        let Some(Popup::Import(dialog)) = &mut self.popup else {
            return;
        };
        dialog.reading = None;
        match result {
            Ok(imported) => dialog.preview = Some(imported),
            Err(error) if dialog.on_player => dialog.player.error = Some(error),
            Err(error) => dialog.path.error = Some(error),
        }
    }

    /// Adds imported rows after the selected game, and takes up the file's suggestions: the pool
    /// a PGN's time control suggests, and the player's rating in it.
    fn add_imported(&mut self, imported: Imported) {
        self.switch_mode(Mode::Tournament);
        if let Some(pool) = imported.suggested_pool {
            self.form.pool = pool;
        }
        if let Some(rating) = imported.player_rating {
            self.form.rating = rating.to_string();
            // The field being edited shows the new rating, not the one typed before.
            self.set_focus(self.focus);
        }
        let count = imported.rows.len();
        let skipped = imported.skipped_summary();
        self.insert_rows(imported.rows);
        let mut text = format!("added {}", present::games(count));
        if let Some(skipped) = &skipped {
            text = format!("{text}; {skipped}");
        }
        self.set_status(text, skipped.is_some());
    }

    /// Pasted text with line breaks, into the games table: one game a line. Lines that are not
    /// games are listed in the status line; the others are added.
    pub(super) fn paste_rows(&mut self, text: &str) {
        self.tournament.editor = None;
        let imported = parse_lines(text);
        let count = imported.rows.len();
        self.insert_rows(imported.rows.clone());
        let mut status = format!("pasted {}", present::games(count));
        if !imported.skipped.is_empty() {
            let lines: Vec<String> = imported
                .skipped
                .iter()
                .map(|s| s.line.to_string())
                .collect();
            status = format!(
                "{status}; line {} not understood: {}",
                lines.join(", "),
                imported.skipped[0].reason
            );
        }
        self.set_status(status, !imported.skipped.is_empty());
    }

    fn insert_rows(&mut self, rows: Vec<crate::form::Row>) {
        if rows.is_empty() {
            return;
        }
        let at = if self.form.rows.is_empty() {
            0
        } else {
            (self.tournament.selected + 1).min(self.form.rows.len())
        };
        let count = rows.len();
        self.form.rows.splice(at..at, rows);
        self.tournament.selected = at + count - 1;
    }
}
