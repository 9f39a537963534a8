//! What flows through the terminal UI: [`Message`]s into `update` (terminal events, the
//! autosave's turn, effects' reports) and [`Effect`]s out of it (file work `effects` does).

use std::io;
use std::path::PathBuf;

use crossterm::event::{Event, KeyEvent, MouseEvent};

use crate::calc::Request;
use crate::calc::import_preview::{Preview, PreviewError};
use crate::calc::list_import::{ListImportError, ListImported, MonthFrom};
use crate::calc::trf::ReportText;
use crate::i18n::Words;
use crate::store::{
    Listing, LoadError, RenameError, SaveError, SessionName, SessionView, WriteError,
};
use crate::tui::state::ListFound;

/// Something that happened: from the terminal, the clock, or an effect's report.
#[derive(Debug)]
pub enum Message {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Paste(String),
    /// The terminal's size (columns, rows): at the start and on each resize.
    Resize(u16, u16),
    /// Something changed outside the app (the terminal came back from a suspend): redraw.
    Redraw,
    /// A change has waited long enough: save it.
    AutosaveDue,
    /// The process is being ended (SIGTERM, SIGHUP, SIGINT, SIGQUIT): save, then leave.
    Terminate,
    /// A session was saved (`announce`: say so), or why not. `edits`: the app's count of edits
    /// when the save was asked for; the app is saved only if it has not changed since.
    Saved {
        name: SessionName,
        announce: bool,
        edits: u64,
        result: Result<(), EffectError>,
        /// Where a `last-session` that was not a regular file was moved, to be said.
        aside: Option<PathBuf>,
    },
    /// The session changed on disk since this elocalc read or wrote it (another elocalc has it
    /// open): this one's work was saved under `to` instead, and nothing was overwritten.
    SavedAsCopy {
        from: SessionName,
        to: SessionName,
        edits: u64,
        result: Result<(), EffectError>,
        aside: Option<PathBuf>,
    },
    /// The session's file was deleted since this elocalc read or wrote it: this one's work was
    /// saved under its name again.
    SavedAgain {
        name: SessionName,
        edits: u64,
        result: Result<(), EffectError>,
        aside: Option<PathBuf>,
    },
    /// A `last-session` that was not a regular file was moved here (remembering a session
    /// opened or quit).
    LastSessionAside(PathBuf),
    Opened(Result<(SessionName, Box<Request>, SessionView), (SessionName, EffectError)>),
    /// A name no session has, for a new one (`None`: there is nowhere to keep sessions).
    NewSessionNamed(Option<SessionName>),
    Listed(Result<Vec<Listing>, EffectError>),
    Deleted(SessionName, Result<(), EffectError>),
    Renamed {
        from: SessionName,
        to: SessionName,
        result: Result<(), EffectError>,
    },
    /// Reading an import: bytes read of the file's size.
    ImportProgress(u64, u64),
    Imported(Result<Preview, EffectError>),
    /// The file to import is a FIDE rating list, being put into the lists kept: players and
    /// bytes read so far, of its size (a zip's list unpacked) when known.
    ListImportProgress {
        players: u64,
        bytes: u64,
        total: Option<u64>,
    },
    /// The FIDE list is kept (and where its month came from), or why not: the lists held as
    /// they were.
    ListImported(Result<(ListImported, MonthFrom), EffectError>),
    Exported(Result<PathBuf, EffectError>),
    /// The FIDE list in force for the report `text` (none held or in force: `None`), with what
    /// the look-up says (no month in force yet); or why the lists could not be read.
    ListLooked {
        text: ReportText,
        result: Result<(Option<ListFound>, Vec<String>), String>,
    },
    /// The language picked was kept in the settings, or why not.
    LangKept(Result<(), String>),
    /// A player's ratings over the months held, or why they could not be read.
    History {
        player: String,
        result: Result<Vec<crate::report::player::HistoryMonth>, String>,
    },
}

impl Message {
    /// The message a terminal event makes, if any.
    pub fn from_event(event: &Event) -> Option<Message> {
        match event {
            Event::Key(key) => Some(Message::Key(*key)),
            Event::Mouse(mouse) => Some(Message::Mouse(*mouse)),
            Event::Paste(text) => Some(Message::Paste(text.clone())),
            Event::Resize(columns, rows) => Some(Message::Resize(*columns, *rows)),
            _ => None,
        }
    }
}

/// File work an update asks for; `effects` carries it out.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Save the request as the session `name` (`announce`: say so when it works).
    Save {
        name: SessionName,
        request: Box<Request>,
        /// Where the person is, to open there again.
        view: SessionView,
        announce: bool,
        /// The app's count of edits when it was asked for.
        edits: u64,
    },
    /// Remember `name` as the session to open next time.
    Remember(SessionName),
    Open(SessionName),
    /// Find a name no session has, for a new one.
    NameNewSession,
    List,
    Delete(SessionName),
    Rename {
        from: SessionName,
        to: SessionName,
    },
    /// Read games from a file (a PGN needs the player's name) for the import preview.
    Import {
        path: PathBuf,
        player: Option<String>,
    },
    /// Stop the FIDE list being imported: nothing of it is kept.
    StopImport,
    /// Write `text` to a file; an existing one only with `force`.
    Export {
        path: PathBuf,
        text: String,
        force: bool,
    },
    /// Give the terminal back to the shell until the process is continued.
    Suspend,
    /// Take mouse events from the terminal, or leave them to it (so that text can be selected).
    Mouse(bool),
    /// Look the report's players up in the FIDE list in force (the lists held, if any).
    LookUpList(ReportText),
    /// Keep the language picked in the settings file, for the next start.
    KeepLang(crate::i18n::Lang),
    /// A player's ratings over the months held, by FIDE ID (`player`: how to name them).
    History {
        fide_id: u64,
        player: String,
    },
}

/// Said when there is nowhere to keep sessions.
pub const NO_CONFIG: &str = "no config directory: sessions are not saved";

/// Why an effect did not do what was asked; the update words it for the status line.
#[derive(Debug, thiserror::Error)]
pub enum EffectError {
    NoStore,
    Save {
        dir: PathBuf,
        error: SaveError,
    },
    Load(#[from] LoadError),
    SaverStopped,
    List {
        dir: PathBuf,
        error: io::Error,
    },
    Delete(io::Error),
    Rename(#[from] RenameError),
    /// A file to import that gave nothing to look at.
    Import(PreviewError),
    /// A FIDE list not put into the lists kept.
    ListImport(#[from] ListImportError),
    /// No data directory to keep FIDE lists in.
    NoDataDir,
    Write(#[from] WriteError),
}

impl std::fmt::Display for EffectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::i18n::{Arg, say};
        let file = |path: &PathBuf| ("path", Arg::from(crate::text::shown_path(path)));
        let reason = |error: &io::Error| ("reason", Arg::from(Words(error).to_string()));
        match self {
            EffectError::NoStore => say(f, "error-no-store", &[]),
            EffectError::Save { dir, error } => say(
                f,
                "error-save-in",
                &[
                    ("error", error.to_string().into()),
                    ("dir", crate::text::shown_path(dir).into()),
                ],
            ),
            EffectError::Load(error) => f.write_str(&crate::store::unreadable_reason(error)),
            EffectError::SaverStopped => say(f, "error-saver-stopped", &[]),
            EffectError::List { dir, error } => say(
                f,
                "error-could-not-list",
                &[("dir", crate::text::shown_path(dir).into()), reason(error)],
            ),
            EffectError::Delete(error) => std::fmt::Display::fmt(&Words(error), f),
            EffectError::Rename(error) => std::fmt::Display::fmt(error, f),
            EffectError::Import(PreviewError::Read { path, error }) => {
                say(f, "error-cannot-read", &[file(path), reason(error)])
            }
            EffectError::Import(PreviewError::Import { path, error }) => say(
                f,
                "error-file",
                &[file(path), ("error", error.to_string().into())],
            ),
            EffectError::Import(PreviewError::NotAFile(path)) => {
                say(f, "error-not-a-regular-file", &[file(path)])
            }
            EffectError::Write(error) => std::fmt::Display::fmt(error, f),
            EffectError::ListImport(error) => std::fmt::Display::fmt(error, f),
            EffectError::NoDataDir => say(f, "error-no-data-dir", &[]),
        }
    }
}
