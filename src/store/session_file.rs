//! A session file as it is opened: its format's version, why one is unreadable, and the
//! summary (outline) kept with it, shared by the sessions and the quick reading of outlines.

use std::fmt;
use std::fs;
use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::calc::{Mode, Request};
use crate::i18n::say;
use crate::rating::Pool;

/// The session file format this elocalc writes and reads.
pub const VERSION: u64 = 1;

/// A session's summary as saved with it. `modified` repeats the session's own: an older elocalc
/// rewrites the session but keeps this as it found it, and the mismatch says it is stale.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outline {
    pub modified: String,
    pub mode: Mode,
    #[serde(with = "crate::calc::pool_key")]
    pub pool: Pool,
    /// The rating system's family ("elo": rated in `pool`), always written; a summary
    /// written before it was kept says nothing, and the session's form is then read for it.
    #[serde(default)]
    pub system: Option<String>,
    pub games: usize,
}

impl Outline {
    pub(super) fn of(request: &Request, modified: String) -> Outline {
        Outline {
            modified,
            mode: request.mode,
            pool: request.pool(),
            system: Some(request.system.family().to_string()),
            games: request.rows.len(),
        }
    }
}

/// Why a session file is not a session this elocalc can read.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Unreadable {
    Empty,
    NotAFile,
    NotText,
    NotJson(String),
    NoVersion,
    Newer(u64),
    Content(String),
    TooLarge,
}

/// The largest session file read: a session of a million games is 67 MB.
pub const MAX_SESSION_BYTES: u64 = 512 << 20;

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    Missing,
    Io(io::Error),
    /// The file is there but is not a session this elocalc can read.
    Unreadable(Unreadable),
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::Empty => say(f, "error-session-empty", &[]),
            Unreadable::NotAFile => say(f, "error-session-not-a-file", &[]),
            Unreadable::NotText => say(f, "error-session-not-text", &[]),
            // The JSON reader's own words (English) after ours.
            Unreadable::NotJson(why) => {
                say(f, "error-session-not-json", &[("why", why.as_str().into())])
            }
            Unreadable::NoVersion => say(f, "error-session-no-version", &[]),
            Unreadable::Newer(format) => say(
                f,
                "error-session-newer",
                &[
                    ("format", format.to_string().into()),
                    ("version", VERSION.to_string().into()),
                ],
            ),
            Unreadable::Content(why) => {
                say(f, "error-session-content", &[("why", why.as_str().into())])
            }
            Unreadable::TooLarge => say(
                f,
                "error-session-too-large",
                &[("mb", (MAX_SESSION_BYTES >> 20).to_string().into())],
            ),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Missing => say(f, "error-session-missing", &[]),
            LoadError::Io(error) => fmt::Display::fmt(&crate::i18n::Words(error), f),
            LoadError::Unreadable(why) => fmt::Display::fmt(why, f),
        }
    }
}

/// Opens a file of the config directory for reading. Anything that is not a regular file (a
/// FIFO, a device, a directory, a link to one) is not read: reading one could block for ever or
/// never end. The file is opened without blocking (a FIFO with no writer would block `open`
/// itself) and checked once open, so what is read is what was checked.
pub(super) fn open_session(path: &Path) -> Result<fs::File, LoadError> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(
        &mut options,
        libc::O_NONBLOCK | libc::O_NOCTTY,
    );
    let file = options.open(path).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound => LoadError::Missing,
        _ => LoadError::Io(error),
    })?;
    if !file.metadata().map_err(LoadError::Io)?.is_file() {
        return Err(LoadError::Unreadable(Unreadable::NotAFile));
    }
    Ok(file)
}
