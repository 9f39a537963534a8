//! What flows through the terminal UI: [`Message`]s into `update` (terminal events, the
//! autosave's turn, effects' reports) and [`Effect`]s out of it (file work `effects` does).

use std::io;
use std::path::PathBuf;

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers, MouseEvent};

use crate::calc::Request;
use crate::calc::import_preview::{Preview, PreviewError};
use crate::calc::list_import::{ListImportError, ListImported, MonthFrom};
use crate::calc::trf::ReportText;
use crate::i18n::Words;
use crate::rating::Pool;
use crate::rating::list::{ListEntry, ListMonth};
use crate::store::{
    Listing, LoadError, RenameError, SaveError, SessionName, SessionView, WriteError,
};
use crate::tui::paths::Completion;

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
    /// What a look-up as you type found for `search`.
    ListSearched {
        search: ListSearch,
        answer: ListAnswer,
    },
    /// The list lines a pool's change fills again from.
    ListLines(Box<LinesRead>),
    /// What Tab completes `typed` to (`None`: nothing matches, or the folder cannot be read).
    PathCompleted {
        typed: String,
        completion: Option<Completion>,
    },
    /// What is at the path an export is to write.
    ExportChecked {
        path: PathBuf,
        existing: Existing,
    },
    /// A file was read from or is to be written to this folder (as typed again: "games/"),
    /// which is there: the next path starts in it.
    FolderUsed(String),
}

/// What is at a path before a file is written there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Existing {
    Nothing,
    File,
    /// A folder, a FIFO, a device: never written.
    NotAFile,
}

/// The FIDE list in force for a report, as Field mode rates with it.
pub type ListFound = std::sync::Arc<crate::calc::trf_list::ListInForce>;

/// Whose value a look-up in the FIDE list fills: the person's own (the "you" field), Game
/// mode's opponent, or the opponent of the games table's cell being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LookupFor {
    You,
    Opponent,
    Cell,
}

/// How many players a look-up lists at most (scrolled through, ten in view).
pub const LISTED: usize = 100;

/// A look-up as you type in the FIDE lists held: what is typed (trimmed) where, the pool whose
/// rating orders the players, and the first event's start that finds the list in force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListSearch {
    pub target: LookupFor,
    pub query: String,
    pub pool: Option<Pool>,
    pub start: Option<jiff::civil::Date>,
}

/// What a look-up found.
#[derive(Clone, Debug, PartialEq)]
pub enum ListAnswer {
    /// The players matching, in the list in force (`more`: more matched than [`LISTED`]).
    Found {
        month: ListMonth,
        found: Vec<ListEntry>,
        more: bool,
    },
    /// No list is held: how to import one is said where the players would be.
    NoList,
    /// Why the lists held cannot be looked in, worded.
    Unusable(String),
}

/// The lines a pool's change fills again from: the person's and Game mode's opponent's, by
/// FIDE ID in the month each was taken from, and the games' opponents' in the list in force
/// (found by the first event's start).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinesAsked {
    pub you: Option<(u64, ListMonth)>,
    pub opponent: Option<(u64, ListMonth)>,
    pub rows: Vec<u64>,
    pub start: Option<jiff::civil::Date>,
}

/// A line of a list, by FIDE ID: found (with the month it is of), not on the list, or why the
/// list could not be read (worded).
pub type LineRead = Result<Option<(ListMonth, ListEntry)>, String>;

/// The lines [`LinesAsked`] asked for, each read or why not; the games' opponents all or none
/// (a list that fails changes no game), with the month in force.
#[derive(Clone, Debug, PartialEq)]
pub struct LinesRead {
    pub you: LineRead,
    pub opponent: LineRead,
    pub rows: Result<(ListMonth, Vec<Option<ListEntry>>), String>,
}

impl Message {
    /// The message a terminal event makes, if any.
    pub fn from_event(event: &Event) -> Option<Message> {
        match event {
            // A line feed in raw mode reads as Ctrl-J: it is a line's end, as Enter is (a paste
            // the terminal does not bracket, "1700⏎1800", is two values, never "17001800").
            Event::Key(key)
                if key.code == KeyCode::Char('j') && key.modifiers == KeyModifiers::CONTROL =>
            {
                let mut enter = *key;
                enter.code = KeyCode::Enter;
                enter.modifiers = KeyModifiers::NONE;
                Some(Message::Key(enter))
            }
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
    NameNewSession(crate::i18n::Lang),
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
    /// Look what is typed up in the FIDE list in force.
    SearchList(ListSearch),
    /// Read the lines a pool's change fills again from.
    ReadListLines(LinesAsked),
    /// Complete a typed path as a shell does.
    CompletePath(String),
    /// Find what is at the path an export is to write, before it is written.
    CheckExport(PathBuf),
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
