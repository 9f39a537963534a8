//! Saved sessions: what is saved (a [`Form`] with a name and a time), where (`sessions/` in the
//! config directory the caller passes in), and how (atomic writes; unreadable files kept, never
//! overwritten).

use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::form::{Form, Mode};
use crate::rating::Pool;

/// The session file format this elocalc writes and reads.
pub const VERSION: u64 = 1;
/// The session used when the user never named one.
pub const DEFAULT_NAME: &str = "default";
pub const MAX_NAME_CHARS: usize = 64;

/// A session name a user can see and type. It is never used as a path: file names are derived
/// from it (see [`SessionName::file_name`]).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SessionName(String);

/// Why a name was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
    Separator,
    DotDot,
    LeadingDot,
    Control,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NameError::Empty => "a session name cannot be empty",
            NameError::TooLong => "a session name can have at most 64 characters",
            NameError::Separator => "a session name cannot contain / or \\",
            NameError::DotDot => "a session name cannot contain ..",
            NameError::LeadingDot => "a session name cannot start with a dot",
            NameError::Control => "a session name cannot contain control characters",
        })
    }
}

impl std::error::Error for NameError {}

impl SessionName {
    /// Checks a name as typed (surrounding spaces are dropped).
    pub fn parse(text: &str) -> Result<SessionName, NameError> {
        let name = text.trim();
        if name.is_empty() {
            Err(NameError::Empty)
        } else if name.chars().count() > MAX_NAME_CHARS {
            Err(NameError::TooLong)
        } else if name.contains(['/', '\\']) {
            Err(NameError::Separator)
        } else if name.contains("..") {
            Err(NameError::DotDot)
        } else if name.starts_with('.') {
            Err(NameError::LeadingDot)
        } else if name.chars().any(char::is_control) {
            Err(NameError::Control)
        } else {
            Ok(SessionName(name.to_string()))
        }
    }

    pub fn default_name() -> SessionName {
        SessionName(DEFAULT_NAME.to_string())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The file name: letters, digits, space, `-` and `_` as they are, every other byte as
    /// `%XX`, then `.json`. No name can make a path outside the sessions directory.
    pub fn file_name(&self) -> String {
        let mut file = String::with_capacity(self.0.len() + 5);
        for byte in self.0.bytes() {
            if byte.is_ascii_alphanumeric() || matches!(byte, b' ' | b'-' | b'_') {
                file.push(char::from(byte));
            } else {
                file.push_str(&format!("%{byte:02X}"));
            }
        }
        file.push_str(".json");
        file
    }

    /// The name a file name was derived from, if it was.
    fn from_file_name(file: &str) -> Option<SessionName> {
        let stem = file.strip_suffix(".json")?;
        let mut bytes = Vec::with_capacity(stem.len());
        let mut rest = stem.as_bytes();
        while let Some((&byte, tail)) = rest.split_first() {
            if byte == b'%' {
                let hex = std::str::from_utf8(tail.get(..2)?).ok()?;
                bytes.push(u8::from_str_radix(hex, 16).ok()?);
                rest = &tail[2..];
            } else {
                bytes.push(byte);
                rest = tail;
            }
        }
        let name = SessionName::parse(&String::from_utf8(bytes).ok()?).ok()?;
        (name.file_name() == file).then_some(name)
    }
}

impl fmt::Display for SessionName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A saved session: everything the user entered, with its name and when it was saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Session {
    pub version: u64,
    pub name: String,
    /// When it was last saved, UTC, RFC 3339.
    pub modified: String,
    pub form: Form,
}

impl Session {
    pub fn new(name: &SessionName, form: Form) -> Session {
        Session {
            version: VERSION,
            name: name.to_string(),
            modified: now_utc(),
            form,
        }
    }
}

/// A session as listed: what it is about, without its games.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub name: SessionName,
    pub mode: Mode,
    pub pool: Pool,
    pub games: usize,
    pub modified: String,
}

/// One file of the sessions directory.
#[derive(Clone, Debug, PartialEq)]
pub enum Listing {
    Session(Summary),
    /// A file that could not be read, kept as it is.
    Unreadable {
        file: String,
        reason: String,
    },
}

#[derive(Debug)]
pub enum LoadError {
    Missing,
    Io(io::Error),
    /// The file is there but is not a session this elocalc can read.
    Unreadable(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Missing => f.write_str("no such session"),
            LoadError::Io(error) => write!(f, "{error}"),
            LoadError::Unreadable(reason) => f.write_str(reason),
        }
    }
}

impl std::error::Error for LoadError {}

/// Reads a session file's bytes, saying exactly why when it cannot.
pub fn parse_session(bytes: &[u8]) -> Result<Session, String> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err("the file is empty".to_string());
    }
    let text = std::str::from_utf8(bytes).map_err(|_| "the file is not UTF-8 text".to_string())?;
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|error| format!("not valid JSON: {error}"))?;
    match value.get("version").and_then(serde_json::Value::as_u64) {
        None => return Err("no \"version\" number: not an elocalc session".to_string()),
        Some(version) if version > VERSION => {
            return Err(format!(
                "written by a newer elocalc (format {version}; this one reads up to {VERSION})"
            ));
        }
        Some(_) => {}
    }
    serde_json::from_value(value).map_err(|error| format!("unexpected content: {error}"))
}

/// The sessions of one config directory.
#[derive(Clone, Debug)]
pub struct Store {
    config_dir: PathBuf,
    dir: PathBuf,
}

impl Store {
    /// Sessions live in `config_dir/sessions/`.
    pub fn new(config_dir: &Path) -> Store {
        Store {
            config_dir: config_dir.to_path_buf(),
            dir: config_dir.join("sessions"),
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, name: &SessionName) -> PathBuf {
        self.dir.join(name.file_name())
    }

    pub fn exists(&self, name: &SessionName) -> bool {
        self.path(name).is_file()
    }

    pub fn load(&self, name: &SessionName) -> Result<Session, LoadError> {
        let bytes = fs::read(self.path(name)).map_err(|error| match error.kind() {
            io::ErrorKind::NotFound => LoadError::Missing,
            _ => LoadError::Io(error),
        })?;
        parse_session(&bytes).map_err(LoadError::Unreadable)
    }

    /// Saves atomically under the session's name. A file already there that cannot be read as
    /// a session is kept aside as `NAME.json.bad-<seconds>` first, never overwritten.
    pub fn save(&self, name: &SessionName, form: &Form) -> io::Result<Session> {
        fs::create_dir_all(&self.dir)?;
        let session = Session::new(name, form.clone());
        let path = self.path(name);
        if let Ok(bytes) = fs::read(&path)
            && parse_session(&bytes).is_err()
        {
            let aside = path.with_file_name(format!("{}.bad-{}", name.file_name(), unix_seconds()));
            fs::rename(&path, aside)?;
        }
        let mut text = serde_json::to_string_pretty(&session).map_err(io::Error::other)?;
        text.push('\n');
        write_atomic(&path, text.as_bytes())?;
        Ok(session)
    }

    /// Every session file, newest first; files that cannot be read are listed with the reason.
    pub fn list(&self) -> io::Result<Vec<Listing>> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(error),
        };
        let mut listings = Vec::new();
        for entry in entries {
            let entry = entry?;
            let file = entry.file_name().to_string_lossy().into_owned();
            if file.starts_with('.') || !file.ends_with(".json") {
                continue;
            }
            let unreadable = |reason: String| Listing::Unreadable {
                file: file.clone(),
                reason,
            };
            let Some(name) = SessionName::from_file_name(&file) else {
                listings.push(unreadable("the file name is not a session name".into()));
                continue;
            };
            listings.push(match fs::read(entry.path()) {
                Err(error) => unreadable(error.to_string()),
                Ok(bytes) => match parse_session(&bytes) {
                    Err(reason) => unreadable(reason),
                    Ok(session) => Listing::Session(Summary {
                        name,
                        mode: session.form.mode,
                        pool: session.form.pool,
                        games: session.form.rows.len(),
                        modified: session.modified,
                    }),
                },
            });
        }
        // Newest first; unreadable files last.
        listings.sort_by(|a, b| match (a, b) {
            (Listing::Session(a), Listing::Session(b)) => b.modified.cmp(&a.modified),
            (Listing::Session(_), _) => std::cmp::Ordering::Less,
            (_, Listing::Session(_)) => std::cmp::Ordering::Greater,
            (Listing::Unreadable { file: a, .. }, Listing::Unreadable { file: b, .. }) => a.cmp(b),
        });
        Ok(listings)
    }

    pub fn delete(&self, name: &SessionName) -> io::Result<()> {
        fs::remove_file(self.path(name))
    }

    /// Renames a session; refuses to replace another one.
    pub fn rename(&self, from: &SessionName, to: &SessionName) -> Result<(), LoadError> {
        if from != to && self.exists(to) {
            return Err(LoadError::Io(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!("a session named '{to}' already exists"),
            )));
        }
        let session = self.load(from)?;
        self.save(to, &session.form).map_err(LoadError::Io)?;
        if from != to {
            self.delete(from).map_err(LoadError::Io)?;
        }
        Ok(())
    }

    /// The session the UI had open last, if it says.
    pub fn last_used(&self) -> Option<SessionName> {
        let text = fs::read_to_string(self.config_dir.join("last-session")).ok()?;
        SessionName::parse(&text).ok()
    }

    pub fn remember(&self, name: &SessionName) -> io::Result<()> {
        fs::create_dir_all(&self.config_dir)?;
        write_atomic(
            &self.config_dir.join("last-session"),
            format!("{name}\n").as_bytes(),
        )
    }

    /// A name no session has yet: `base`, or `base 2`, `base 3`, …
    pub fn unused_name(&self, base: &SessionName) -> SessionName {
        (1..)
            .map(|n| match n {
                1 => base.clone(),
                n => SessionName(format!("{base} {n}")),
            })
            .find(|name| !self.exists(name))
            .expect("some number is free")
    }
}

/// Writes `bytes` to a new temporary file beside `path`, syncs it and renames it over `path`:
/// a crash leaves the old file or the new one, never a torn one. Each writer has its own
/// temporary file, so concurrent savers cannot mix their bytes.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().unwrap_or(Path::new("."));
    let file_name = path.file_name().unwrap_or_default().to_string_lossy();
    let temp = dir.join(format!(
        ".{file_name}.{}.{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let written = (|| {
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&temp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written?;
    // Make the rename itself durable where the platform allows syncing a directory.
    if let Ok(dir) = fs::File::open(dir) {
        let _ = dir.sync_all();
    }
    Ok(())
}

fn unix_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

/// This year (UTC), for the K rules' junior clause.
pub fn current_year() -> i32 {
    now_utc()[..4].parse().unwrap_or(1970)
}

/// The current time, UTC, as RFC 3339 ("2026-11-30T01:20:00Z"): sorts as text in time order.
pub fn now_utc() -> String {
    format_utc(unix_seconds())
}

/// Formats seconds since 1970 as an RFC 3339 UTC time.
pub fn format_utc(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let time = seconds % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 {
        month_index + 3
    } else {
        month_index - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        time / 3600,
        time % 3600 / 60,
        time % 60
    )
}
