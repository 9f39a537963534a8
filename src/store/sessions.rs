//! Saved sessions: what is saved (a [`Request`] with a name and a time), where (`sessions/` in
//! the config directory the caller passes in), and how (atomic writes; unreadable files kept,
//! never overwritten).

use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::fs::{WriteError, write_regular};
use super::time::now_utc;
use crate::calc::{Entry, Mode, Request, System};
use crate::i18n::{Lang, say, tr, with_lang};

use super::session_file::open_session;
pub use super::session_file::{LoadError, MAX_SESSION_BYTES, Outline, Unreadable, VERSION};

/// The session used when the user never named one.
pub const DEFAULT_NAME: &str = "default";
pub const MAX_NAME_CHARS: usize = 64;
// A name refused as too long is quoted whole when it is just too long.
const _: () = assert!(crate::text::MAX_QUOTED > MAX_NAME_CHARS);

/// A session name a user can see and type. It is never used as a path: file names are derived
/// from it (see [`SessionName::file_name`]).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SessionName(String);

/// Why a name was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    Empty,
    TooLong,
    Separator,
    DotDot,
    LeadingDot,
    Control,
    /// Its file name would be longer than file systems allow (CJK and Cyrillic letters take
    /// several bytes each).
    FileNameTooLong(usize),
}

/// The longest file name a session may have: file systems allow 255 bytes, and a file kept
/// aside gets `.bad-` and the time added.
pub const MAX_FILE_NAME_BYTES: usize = 230;

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
            let name = SessionName(name.to_string());
            match name.file_name().len() {
                bytes if bytes > MAX_FILE_NAME_BYTES => Err(NameError::FileNameTooLong(bytes)),
                _ => Ok(name),
            }
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
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Session {
    pub version: u64,
    pub name: String,
    /// When it was last saved, UTC, RFC 3339.
    pub modified: String,
    /// What the session list shows, written before the games so that a list reads no further.
    #[serde(default, rename = "summary", skip_serializing_if = "Option::is_none")]
    pub outline: Option<Outline>,
    /// Kept under its first name, `form`, so every session file written so far opens.
    #[serde(rename = "form")]
    pub request: Request,
    /// Where the person was: the focused field and the selected game.
    #[serde(default, skip_serializing_if = "SessionView::is_unset")]
    pub view: SessionView,
    /// Fields a newer elocalc wrote: kept, and written back as they were.
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

impl<'de> Deserialize<'de> for Session {
    /// Field by field, unknown fields kept: serde's `flatten` would first copy the whole file,
    /// games and all, into a generic tree.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Session, D::Error> {
        use serde::de::{Error, MapAccess, Visitor};

        struct Fields;
        impl<'de> Visitor<'de> for Fields {
            type Value = Session;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an elocalc session")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Session, A::Error> {
                let (mut version, mut name, mut modified, mut request) = (None, None, None, None);
                let (mut outline, mut view) = (None, SessionView::default());
                let mut extra = serde_json::Map::new();
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "version" => version = Some(map.next_value()?),
                        "name" => name = Some(map.next_value()?),
                        "modified" => modified = Some(map.next_value()?),
                        "summary" => outline = map.next_value()?,
                        "form" => request = Some(map.next_value()?),
                        "view" => view = map.next_value()?,
                        _ => {
                            extra.insert(key, map.next_value()?);
                        }
                    }
                }
                let missing = |field| A::Error::missing_field(field);
                Ok(Session {
                    version: version.ok_or_else(|| missing("version"))?,
                    name: name.ok_or_else(|| missing("name"))?,
                    modified: modified.ok_or_else(|| missing("modified"))?,
                    outline,
                    request: request.ok_or_else(|| missing("form"))?,
                    view,
                    extra,
                })
            }
        }
        deserializer.deserialize_map(Fields)
    }
}

/// Where the person was in a session, so that it opens there again.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SessionView {
    #[serde(default)]
    pub focus: Option<Entry>,
    /// The selected row of the games table.
    #[serde(default)]
    pub selected: usize,
    /// The folder last imported from or exported to, where the next path starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_folder: Option<String>,
}

impl SessionView {
    fn is_unset(&self) -> bool {
        *self == SessionView::default()
    }
}

impl Session {
    pub fn new(name: &SessionName, request: Request) -> Session {
        let modified = now_utc();
        Session {
            version: VERSION,
            name: name.to_string(),
            outline: Some(Outline::of(&request, modified.clone())),
            modified,
            request,
            view: SessionView::default(),
            extra: serde_json::Map::new(),
        }
    }
}

impl Session {
    /// What the list shows of this session, found from the session itself.
    fn outline(&self) -> Outline {
        Outline::of(&self.request, self.modified.clone())
    }
}

/// A session as listed: what it is about, without its games.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub name: SessionName,
    pub mode: Mode,
    /// The rating system: an Elo pool, Glicko-2 or US Chess.
    pub system: System,
    pub games: usize,
    pub modified: String,
}

impl Summary {
    /// What the session rates with, as the list says it: the Elo pool, or the other system.
    pub fn rated_with(&self) -> &'static str {
        self.system.label()
    }
}

/// One file of the sessions directory.
#[derive(Clone, Debug, PartialEq)]
pub enum Listing {
    Session(Summary),
    /// A file that could not be read, kept as it is, and why, in English (JSON gives it).
    Unreadable {
        file: String,
        reason: String,
    },
}

/// The largest `last-session` file read: it holds one name.
const MAX_NAME_FILE_BYTES: u64 = 4096;

/// Why a session could not be renamed.
#[derive(Debug, thiserror::Error)]
pub enum RenameError {
    Exists(SessionName),
    Load(#[from] LoadError),
    Save(#[from] SaveError),
    Delete(io::Error),
}

/// Why a session was not saved, in a few words: the message around it names the session and
/// its directory, so the file's path is not said again.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    Io(#[from] io::Error),
    Write(#[from] WriteError),
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => say(f, "error-name-empty", &[]),
            NameError::TooLong => say(f, "error-name-too-long", &[("max", MAX_NAME_CHARS.into())]),
            NameError::Separator => say(f, "error-name-separator", &[]),
            NameError::DotDot => say(f, "error-name-dot-dot", &[]),
            NameError::LeadingDot => say(f, "error-name-leading-dot", &[]),
            NameError::Control => say(f, "error-name-control", &[]),
            NameError::FileNameTooLong(bytes) => say(
                f,
                "error-name-file-name-too-long",
                &[
                    ("bytes", (*bytes).into()),
                    ("max", MAX_FILE_NAME_BYTES.into()),
                ],
            ),
        }
    }
}

impl fmt::Display for RenameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenameError::Exists(name) => say(
                f,
                "error-session-exists",
                &[("name", name.to_string().into())],
            ),
            RenameError::Load(error) => fmt::Display::fmt(error, f),
            RenameError::Save(error) => fmt::Display::fmt(error, f),
            RenameError::Delete(error) => fmt::Display::fmt(&crate::i18n::Words(error), f),
        }
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Io(error) => fmt::Display::fmt(&crate::i18n::Words(error), f),
            SaveError::Write(error) => f.write_str(&write_reason(error)),
        }
    }
}

/// A failed write's reason without the path.
fn write_reason(error: &WriteError) -> String {
    match error {
        WriteError::Io { error, .. } => crate::i18n::Words(error).to_string(),
        error => error.to_string(),
    }
}

/// Reads a session file's bytes, saying exactly why when it cannot.
pub fn parse_session(bytes: &[u8]) -> Result<Session, Unreadable> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(Unreadable::Empty);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| Unreadable::NotText)?;
    /// The version alone, everything else skipped unread: is this a session we can read?
    #[derive(Deserialize)]
    struct Probe {
        version: Option<serde_json::Value>,
    }
    let version = match serde_json::from_str::<Probe>(text) {
        Ok(probe) => probe.version,
        // Valid JSON, but not an object.
        Err(error) if error.is_data() => None,
        Err(error) => return Err(Unreadable::NotJson(error.to_string())),
    };
    match version.as_ref().and_then(serde_json::Value::as_u64) {
        None => return Err(Unreadable::NoVersion),
        Some(version) if version > VERSION => return Err(Unreadable::Newer(version)),
        Some(_) => {}
    }
    let mut session: Session =
        serde_json::from_str(text).map_err(|error| Unreadable::Content(error.to_string()))?;
    session.request.group_rows_by_event();
    Ok(session)
}

/// Why a session file cannot be opened, in the words every face shows: the list, `sessions
/// show` and the UI's picker and status line take it from here. The list reads only a file's
/// summary; when that fails, the whole file is read for the reason, so the list and the file's
/// opening never give two reasons for one file.
pub fn unreadable_reason(error: &LoadError) -> String {
    crate::text::printable(&error.to_string()).into_owned()
}

/// A session file this large or smaller (tens of thousands of games) is read whole when listed,
/// exactly as it is opened: 20,000 sessions of ten games take about 0.4 s of CPU (0.2 s read
/// to their summaries alone).
const LISTED_WHOLE: u64 = 4 << 20;

/// What the list shows of the session file at `path`, or why it does not open: the list never
/// shows a session that opening would call unreadable (cut short, or wrong after its summary).
/// A file larger than [`LISTED_WHOLE`] is read to its summary, and its end looked at: one that
/// does not end its object (cut short, or with something after it) is then read to its end as
/// JSON for the reason, its games not kept. Scanning every such file whole would cost 0.2 s
/// for each million games on every listing; what is wrong inside one is said when it is opened.
fn listed(path: &Path) -> Result<Outline, LoadError> {
    let mut file = open_session(path)?;
    match file.metadata().map_err(LoadError::Io)?.len() {
        size if size > MAX_SESSION_BYTES => Err(LoadError::Unreadable(Unreadable::TooLarge)),
        size if size <= LISTED_WHOLE => {
            let mut bytes = Vec::new();
            io::Read::read_to_end(&mut io::Read::take(file, LISTED_WHOLE + 1), &mut bytes)
                .map_err(LoadError::Io)?;
            // One pass; only a file that fails is read again, by the opening's own reader, for
            // its reason.
            match serde_json::from_slice::<Session>(&bytes) {
                Ok(session) if session.version <= VERSION => Ok(session.outline()),
                _ => parse_session(&bytes)
                    .map(|session| session.outline())
                    .map_err(LoadError::Unreadable),
            }
        }
        size => {
            let outline = super::outline::read_outline(path)
                .or_else(|_| Ok(read_session(path)?.outline()))?;
            if ends_its_object(&mut file, size).map_err(LoadError::Io)? {
                return Ok(outline);
            }
            io::Seek::rewind(&mut file).map_err(LoadError::Io)?;
            reads_to_end(file).map(|()| outline)
        }
    }
}

/// Whether the file of `size` bytes ends with a `}` (and blanks), as a whole session does.
fn ends_its_object(file: &mut fs::File, size: u64) -> io::Result<bool> {
    let mut tail = [0u8; 64];
    let start = size.saturating_sub(tail.len() as u64);
    io::Seek::seek(file, io::SeekFrom::Start(start))?;
    let read = io::Read::read(file, &mut tail)?;
    Ok(tail[..read].trim_ascii_end().ends_with(b"}"))
}

/// Whether `file` is JSON to its end (its values skipped unread).
fn reads_to_end(file: fs::File) -> Result<(), LoadError> {
    let mut json = serde_json::Deserializer::from_reader(io::BufReader::with_capacity(
        1 << 16,
        io::Read::take(file, MAX_SESSION_BYTES),
    ));
    let read = serde::de::IgnoredAny::deserialize(&mut json).and_then(|_| json.end());
    read.map_err(|error| match error.classify() {
        serde_json::error::Category::Io => LoadError::Io(error.into()),
        _ => LoadError::Unreadable(Unreadable::NotJson(error.to_string())),
    })
}

/// Reads a session file ([`open_session`] says which files are not opened).
fn read_session(path: &Path) -> Result<Session, LoadError> {
    let bytes = read_bounded(path, MAX_SESSION_BYTES)?;
    parse_session(&bytes).map_err(LoadError::Unreadable)
}

/// The bytes of the regular file at `path`, at most `limit` of them (more: [`Unreadable::
/// TooLarge`]); a symbolic link to `/dev/zero` is not a regular file and is never read.
pub(super) fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, LoadError> {
    let mut bytes = Vec::new();
    io::Read::read_to_end(
        &mut io::Read::take(open_session(path)?, limit + 1),
        &mut bytes,
    )
    .map_err(LoadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(LoadError::Unreadable(Unreadable::TooLarge));
    }
    Ok(bytes)
}

/// Moves the file at `path` (a link itself, not what it points to) to a free
/// `NAME.bad-<seconds>` beside it, where it is kept as it was; where it went.
fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let seconds = jiff::Timestamp::now().as_second();
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let aside = (1..)
        .map(|n| match n {
            1 => path.with_file_name(format!("{name}.bad-{seconds}")),
            n => path.with_file_name(format!("{name}.bad-{seconds}-{n}")),
        })
        .find(|aside| fs::symlink_metadata(aside).is_err())
        .expect("some number is free");
    fs::rename(path, &aside)?;
    Ok(aside)
}

/// How old a temporary file must be before it is taken for one a killed save left behind.
const STALE_TEMPORARY: std::time::Duration = std::time::Duration::from_secs(600);

/// Removes temporary files that saves killed mid-write left in `dir`.
fn remove_stale_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let stale = entry
            .metadata()
            .ok()
            .filter(|metadata| metadata.is_file())
            .and_then(|metadata| metadata.modified().ok())
            .and_then(|modified| modified.elapsed().ok())
            .is_some_and(|age| age > STALE_TEMPORARY);
        if name.starts_with(super::fs::TEMPORARY_PREFIX) && name.ends_with(".tmp") && stale {
            let _ = fs::remove_file(entry.path());
        }
    }
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

    /// The config directory the sessions' folder is in (the settings are kept there too).
    pub fn config_dir(&self) -> &Path {
        &self.config_dir
    }

    fn path(&self, name: &SessionName) -> PathBuf {
        self.dir.join(name.file_name())
    }

    pub fn exists(&self, name: &SessionName) -> bool {
        self.path(name).is_file()
    }

    pub fn load(&self, name: &SessionName) -> Result<Session, LoadError> {
        read_session(&self.path(name))
    }

    /// Saves atomically under the session's name. A file already there that cannot be read as
    /// a session is kept aside as `NAME.json.bad-<seconds>` first, never overwritten.
    pub fn save(&self, name: &SessionName, request: &Request) -> Result<Session, SaveError> {
        self.save_at(name, request, &SessionView::default())
    }

    /// Saves as [`Store::save`] does, with where the person was.
    pub fn save_at(
        &self,
        name: &SessionName,
        request: &Request,
        view: &SessionView,
    ) -> Result<Session, SaveError> {
        fs::create_dir_all(&self.dir)?;
        let mut session = Session::new(name, request.clone());
        session.view = view.clone();
        let path = self.path(name);
        // Whatever is there and is not a session this elocalc reads — even one it may not read
        // at all — is moved aside (a rename needs no read permission), never written over.
        match read_session(&path) {
            Ok(previous) => session.extra = previous.extra,
            Err(LoadError::Missing) => {}
            Err(_) => {
                keep_aside(&path)?;
            }
        }
        remove_stale_temporaries(&self.dir);
        let mut text = serde_json::to_string_pretty(&session).map_err(io::Error::other)?;
        text.push('\n');
        write_regular(&path, text.as_bytes(), true)?;
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
            let file = crate::text::printable(&entry.file_name().to_string_lossy()).into_owned();
            if file.starts_with('.') || !file.ends_with(".json") {
                continue;
            }
            // The reason is in English whatever the language: `sessions list --json` gives it,
            // and machine output never changes with the language.
            let unreadable = |reason: &dyn Fn() -> String| Listing::Unreadable {
                file: file.clone(),
                reason: crate::text::printable(&with_lang(Lang::En, reason)).into_owned(),
            };
            let Some(name) = SessionName::from_file_name(&file) else {
                listings.push(unreadable(&|| tr("error-session-file-name")));
                continue;
            };
            let outline = listed(&entry.path());
            listings.push(match outline {
                Err(error) => unreadable(&|| unreadable_reason(&error)),
                Ok(outline) => Listing::Session(Summary {
                    name,
                    mode: outline.mode,
                    system: outline
                        .system
                        .as_deref()
                        .and_then(|family| System::of_family(family, outline.pool))
                        .unwrap_or_else(|| System::of_pool(outline.pool)),
                    games: outline.games,
                    modified: outline.modified,
                }),
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
    pub fn rename(&self, from: &SessionName, to: &SessionName) -> Result<(), RenameError> {
        if from != to && self.exists(to) {
            return Err(RenameError::Exists(to.clone()));
        }
        let session = self.load(from)?;
        self.save(to, &session.request)?;
        if from != to {
            self.delete(from).map_err(RenameError::Delete)?;
        }
        Ok(())
    }

    /// The session the UI had open last, if it says.
    pub fn last_used(&self) -> Option<SessionName> {
        let bytes =
            read_bounded(&self.config_dir.join("last-session"), MAX_NAME_FILE_BYTES).ok()?;
        SessionName::parse(std::str::from_utf8(&bytes).ok()?).ok()
    }

    /// Keeps `name` as the session to open next time. A `last-session` that is not a regular
    /// file (a FIFO, a device, a folder, a link to one) is never opened — a FIFO would block the
    /// write — but moved aside, and where it went is returned, to be said.
    pub fn remember(&self, name: &SessionName) -> Result<Option<PathBuf>, SaveError> {
        fs::create_dir_all(&self.config_dir)?;
        let path = self.config_dir.join("last-session");
        let aside = match fs::metadata(&path) {
            Ok(metadata) if !metadata.is_file() => Some(keep_aside(&path)?),
            _ => None,
        };
        write_regular(&path, format!("{name}\n").as_bytes(), true)?;
        Ok(aside)
    }

    /// What the session file holds now, as a fingerprint (`None`: there is no file): a file whose
    /// fingerprint changed was written by someone else since. A file that cannot be read (not
    /// a regular file, too large) has one fingerprint of its own, 0.
    pub fn fingerprint(&self, name: &SessionName) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        match read_bounded(&self.path(name), MAX_SESSION_BYTES) {
            Ok(bytes) => {
                let mut hasher = std::collections::hash_map::DefaultHasher::new();
                bytes.hash(&mut hasher);
                Some(hasher.finish())
            }
            Err(LoadError::Missing) => None,
            Err(_) => Some(0),
        }
    }

    /// A free name for a copy of `name`: `name (2)`, `name (3)`, …
    pub fn copy_name(&self, name: &SessionName) -> SessionName {
        (2..)
            .map(|n| SessionName(format!("{name} ({n})")))
            .find(|copy| !self.exists(copy))
            .expect("some number is free")
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
