//! The import popup (F7 / i): a path (and a PGN's player), the file read with its progress
//! shown, then a preview that asks: the games added at the end, or (when the table has games)
//! replacing them, or nothing; the file's rating and pool taken only when chosen (`f`).

use super::events::event_words;
use super::places;
use crate::calc::events::file_event_line;
use crate::calc::import_preview::Preview;
use crate::calc::list_import::{ListImportError, ListImported, MonthFrom};
use crate::calc::{Entry, Mode};
use crate::i18n::{tr, tr_args};
use crate::report::words;
use crate::tui::changed::Changed;
use std::path::PathBuf;

use ratatui::Frame;
use ratatui::layout::Rect;

use super::Component;
use crate::tui::keys::Action;
use crate::tui::message::EffectError;
use crate::tui::state::{App, ImportDialog, ListReading, Popup, Prompt, Shared};

/// What the import popup asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportAsks {
    Waiting,
    Close,
    /// Complete the path typed (Tab).
    Complete(String),
    /// Read the file (a PGN's games for this player).
    Read {
        path: PathBuf,
        player: Option<String>,
    },
    /// Stop the FIDE list being imported (it says when it has).
    Stop,
    /// Open the tournament report previewed in Field mode.
    OpenReport,
    /// The games previewed into the table: at its end, or instead of its games.
    Add {
        replace: bool,
    },
}

impl Component for ImportDialog {
    type Asks = ImportAsks;

    fn update(&mut self, action: Action, _shared: &Shared) -> ImportAsks {
        let dialog = self;
        if let Some(list) = &mut dialog.list {
            // A FIDE list being imported: Esc asks it to stop, and it says when it has.
            if action == Action::Back && !list.stopping {
                list.stopping = true;
                return ImportAsks::Stop;
            }
            return ImportAsks::Waiting;
        }
        if dialog.reading.is_some() {
            // Reading: keys wait (Ctrl-C still quits, before any popup).
            return ImportAsks::Waiting;
        }
        if let Some(imported) = &dialog.preview {
            return match action {
                Action::Commit if imported.report().is_some() => ImportAsks::OpenReport,
                Action::Commit => ImportAsks::Add { replace: false },
                Action::ReplaceGames if imported.report().is_none() && dialog.table_games > 0 => {
                    ImportAsks::Add { replace: true }
                }
                Action::Back => ImportAsks::Close,
                Action::ToggleSuggestions => {
                    dialog.take_suggestions = !dialog.take_suggestions;
                    ImportAsks::Waiting
                }
                _ => ImportAsks::Waiting,
            };
        }
        let prompt = if dialog.on_player {
            &mut dialog.player
        } else {
            &mut dialog.path
        };
        match action {
            // The names in the file closest to the one typed: ↑ ↓ pick one, Enter reads it.
            Action::RowUp | Action::RowDown if !dialog.close.is_empty() => {
                let last = dialog.close.len() - 1;
                dialog.picked = match action {
                    Action::RowUp => dialog.picked.saturating_sub(1),
                    _ => (dialog.picked + 1).min(last),
                };
                dialog.player = Prompt::with(&dialog.close[dialog.picked]);
                dialog.on_player = true;
            }
            Action::Edit(request) => {
                prompt.edit(request);
                dialog.close.clear();
            }
            // Tab on the path asks for its completion (and moves on to the player when there
            // is nothing to complete, see `App::path_completed`); on the player, back.
            Action::NextField if dialog.on_player => dialog.on_player = false,
            Action::NextField => {
                return ImportAsks::Complete(dialog.path.input.value().to_string());
            }
            Action::PreviousField if dialog.needs_player() => {
                dialog.on_player = !dialog.on_player;
            }
            Action::Back => return ImportAsks::Close,
            Action::Commit => {
                let path = dialog.path();
                if dialog.path.input.value().trim().is_empty() {
                    dialog.path.error = Some(tr("import-no-path"));
                } else if dialog.needs_player() && dialog.player.input.value().trim().is_empty() {
                    dialog.on_player = true;
                    dialog.player.error = Some(tr("import-no-player"));
                } else {
                    let player = dialog
                        .needs_player()
                        .then(|| dialog.player.input.value().trim().to_string());
                    dialog.reading = Some((0, 0));
                    dialog.close.clear();
                    return ImportAsks::Read { path, player };
                }
            }
            _ => {}
        }
        ImportAsks::Waiting
    }

    fn view(&self, frame: &mut Frame, area: Rect, _shared: &Shared) {
        crate::tui::view::import::render(frame, area, self);
    }
}

impl App {
    /// The import has been read: show the preview, or why it failed.
    pub(crate) fn import_finished(&mut self, result: Result<Preview, EffectError>) {
        let Some(Popup::Import(dialog)) = &mut self.popup else {
            return;
        };
        dialog.reading = None;
        let close = match &result {
            Err(EffectError::Import(error)) => error.close_names(),
            _ => &[],
        };
        if !close.is_empty() {
            // Offer the closest names: ↑ ↓ put one in the player field.
            dialog.close = close.to_vec();
            dialog.picked = 0;
            dialog.player = Prompt::with(&close[0]);
            dialog.on_player = true;
            dialog.player.error = Some(tr_args(
                "import-closest",
                &[("count", close.len().to_string().into())],
            ));
            return;
        }
        match result {
            Ok(imported) => {
                // What the last try said (no such player) is over.
                dialog.path.error = None;
                dialog.player.error = None;
                dialog.close.clear();
                dialog.preview = Some(imported);
            }
            Err(error) if dialog.on_player => dialog.player.error = Some(error.to_string()),
            Err(error) => dialog.path.error = Some(error.to_string()),
        }
    }

    /// The file being read is a FIDE list, being imported: how far it is.
    pub(crate) fn list_import_progress(&mut self, players: u64, bytes: u64, total: Option<u64>) {
        if let Some(Popup::Import(dialog)) = &mut self.popup {
            let list = dialog.list.get_or_insert_with(ListReading::default);
            (list.players, list.bytes, list.total) = (players, bytes, total);
        }
    }

    /// A FIDE list imported: the dialog closes and the status says the month and the players
    /// now held; stopped, that the lists are as they were; an error stays in the dialog, under
    /// the path, as a file that cannot be read does.
    pub(crate) fn list_imported(&mut self, result: Result<(ListImported, MonthFrom), EffectError>) {
        let Some(Popup::Import(dialog)) = &mut self.popup else {
            return;
        };
        dialog.reading = None;
        dialog.list = None;
        match result {
            Ok((imported, from)) => {
                self.popup = None;
                // The look-up finds the list from now on, and a report open in Field mode is
                // rated with the list in force again.
                self.list_held = true;
                self.list_lookup = None;
                self.set_status(list_imported_words(&imported, from), false);
            }
            Err(EffectError::ListImport(ListImportError::Stopped)) => {
                self.popup = None;
                self.set_status(ListImportError::Stopped.to_string(), false);
            }
            Err(error) => dialog.path.error = Some(error.to_string()),
        }
    }

    /// The file's games into the table: after its games (in Tournament mode as a new event of
    /// the period, named after the file, on the player's rating in it when the file gives
    /// one), or instead of them (`replace`: one event again); with the dialog's suggestions
    /// taken, the file's rating for the player and the pool its time control suggests too.
    /// One undo step; what changed is said.
    pub(crate) fn add_imported(&mut self, imported: Preview, replace: bool, dialog: &ImportDialog) {
        let suggestions = dialog.take_suggestions;
        let before = self.snapshot();
        // The games go to the table, which Tournament and Norm mode share.
        if self.request.mode != Mode::Norm {
            self.switch_mode(Mode::Tournament);
        }
        let mut changed = Vec::new();
        if suggestions {
            let suggested = imported.suggested_pool().map(crate::calc::System::of_pool);
            if let Some(system) = suggested.filter(|&system| system != self.request.system) {
                changed.push(tr_args(
                    "import-changed-pool",
                    &[
                        (
                            "was",
                            crate::report::names::system(self.request.system).into(),
                        ),
                        ("now", crate::report::names::system(system).into()),
                    ],
                ));
                self.change(Changed::entry(Entry::Pool)).system = system;
            }
            let rating = imported.player_rating().map(|r| r.to_string());
            if let Some(rating) = rating.filter(|r| *r != self.request.rating.trim()) {
                changed.push(tr_args(
                    "import-changed-rating",
                    &[
                        ("was", self.request.rating.clone().into()),
                        ("now", rating.clone().into()),
                    ],
                ));
                self.change(Changed::entry(Entry::Rating)).rating = rating;
                // The field shows the new rating, not the one typed before.
                self.set_focus(self.form.focus);
            }
        }
        let count = imported.games().len();
        let games = || crate::report::words::games(count);
        let skipped = imported.skipped_summary();
        let rows = imported.rows();
        let replaced = self.request.rows.len();
        let new_event = !replace && dialog.as_event && replaced > 0;
        // A games list's own events (its event lines) become the period's, in Tournament mode.
        let with_events = self.request.mode == Mode::Tournament && imported.events() > 0;
        let mut text = if with_events {
            let brought = imported.event_rows();
            let events = brought.events.len();
            if replace {
                let request = self.change(Changed::EVENTS);
                request.events = brought.events;
                *self.rows_mut() = brought.rows;
                self.tournament.selected = 0;
                tr_args(
                    "imported-events-replacing",
                    &[
                        ("games", games().into()),
                        (
                            "events",
                            tr_args("tui-events", &[("count", events.into())]).into(),
                        ),
                        ("replaced", replaced.to_string().into()),
                    ],
                )
            } else {
                let at = self.add_events_of(brought);
                self.tournament.selected = at.min(self.request.rows.len().saturating_sub(1));
                tr_args(
                    "imported-events",
                    &[
                        ("games", games().into()),
                        (
                            "events",
                            tr_args("tui-events", &[("count", events.into())]).into(),
                        ),
                        ("places", places(at, count).into()),
                    ],
                )
            }
        } else if replace {
            let had_events = !self.request.events.is_empty();
            self.change(Changed::EVENTS).events.clear();
            *self.rows_mut() = rows;
            self.tournament.selected = 0;
            let id = if had_events {
                "imported-replacing-events"
            } else {
                "imported-replacing"
            };
            tr_args(
                id,
                &[
                    ("games", games().into()),
                    ("replaced", replaced.to_string().into()),
                ],
            )
        } else if new_event {
            let path = dialog.path();
            let name = path
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            let line = file_event_line(&name, imported.player_rating(), None, None);
            let at = self.add_event_of(line, rows);
            self.tournament.selected = at;
            let event = self.request.events.len() - 1;
            let mut args = vec![
                ("games", games().into()),
                ("event", event_words(&self.request.events, event).into()),
                ("places", places(at, count).into()),
            ];
            let id = match imported.player_rating() {
                Some(rating) => {
                    args.push(("rating", rating.to_string().into()));
                    "imported-as-event-rating"
                }
                None => "imported-as-event",
            };
            tr_args(id, &args)
        } else {
            // At the end of the table.
            self.tournament.selected = self.request.rows.len().saturating_sub(1);
            let at = self.insert_rows(rows);
            tr_args(
                "imported",
                &[
                    ("games", games().into()),
                    ("places", places(at, count).into()),
                ],
            )
        };
        if !changed.is_empty() {
            text = tr_args(
                "imported-from-file",
                &[
                    ("said", text.into()),
                    ("changes", changed.join(", ").into()),
                ],
            );
        }
        if let Some(skipped) = &skipped {
            text = tr_args(
                "imported-skipped",
                &[("said", text.into()), ("skipped", skipped.as_str().into())],
            );
        }
        self.record(before, text);
        if let Some(status) = &mut self.status {
            status.error = skipped.is_some();
        }
    }
}

/// What a FIDE list's import brought: "imported the FIDE list of November 2026 · 1,234 players",
/// with the month held before it replaced, and the month taken from the file's date.
fn list_imported_words(imported: &ListImported, from: MonthFrom) -> String {
    let summary = &imported.summary;
    let month = tr_args(
        "list-month",
        &[
            ("month", i64::from(summary.month.month).into()),
            ("year", summary.month.year.to_string().into()),
        ],
    );
    let mut said = tr_args(
        "list-imported",
        &[
            ("month", month.into()),
            ("players", words::list_players(summary.players).into()),
        ],
    );
    if let Some(previous) = summary.previous_players {
        said = tr_args(
            "list-imported-replacing",
            &[
                ("said", said.into()),
                ("previous", words::list_players(previous).into()),
            ],
        );
    }
    if let MonthFrom::FileDate(date) = from {
        said = tr_args(
            "list-imported-month-from-date",
            &[("said", said.into()), ("date", date.to_string().into())],
        );
    }
    said
}
