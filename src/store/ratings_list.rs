//! FIDE's rating lists on this machine: one SQLite file (bundled SQLite, readable with the
//! `sqlite3` tool) holding several months side by side.
//!
//! Layout (schema version [`SCHEMA_VERSION`] in `PRAGMA user_version`, elocalc's mark in
//! `PRAGMA application_id`):
//! - `months(month, players, imported_at)`: the months held, `month` as `YYYYMM`;
//! - per month held, `list_YYYYMM(fide_id, name, sex, born, federation, …)`: its lines in the
//!   list's order, with the unique index `list_YYYYMM_id` on the FIDE ID;
//! - per month, `words_YYYYMM(word, players, ids)`: every word of its names once, folded (lower
//!   case, no accents), with the players who have it (`ids`: 8 bytes each, a rank key then the
//!   row of `list_YYYYMM`, little-endian, surnames then the highest rated first);
//! - the view `ratings(month, fide_id, …)`: every month's lines, for the `sqlite3` tool.
//!
//! A month is its own tables, so an import appends the list as it streams (the index and the
//! words are sorted once at the end) and a month replaced or removed is a table dropped. WAL
//! lets other elocalc read while one imports; an import is one transaction, so a failed or
//! killed one leaves the months held as they were. A file that is not such a database, or is
//! found damaged (on opening or by any query), is moved aside, never emptied.

use std::cell::RefCell;
use std::cmp::Reverse;
use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OptionalExtension, Row, Statement, params};

use crate::i18n::Words;
use crate::rating::list::{ListEntry, ListFlag, ListMonth, ListRating};
use crate::rating::names::{fold_name, name_key};
use crate::text::shown_path;

/// The layout this elocalc writes and reads (1: one table for every month's lines, opened by
/// moving its months into this layout).
pub const SCHEMA_VERSION: i64 = 2;
/// "ELOL": marks the file as elocalc's lists (`PRAGMA application_id`).
pub const APPLICATION_ID: i64 = 0x454C_4F4C;
/// The database's file name in the data directory.
pub const FILE_NAME: &str = "ratings.sqlite3";

/// How many players a name search reads and ranks at most, taken in the index's order (surname
/// before given name, then by rating): each costs a look-up, and these keep a search within a
/// few milliseconds at every key typed.
const CANDIDATES: usize = 1000;
/// A query word matched by at most so many players narrows the others' candidates down to
/// those it matches too ("Magnus Carlsen" among thousands of each).
const NARROWING: u64 = 50_000;
/// How many of the index's entries a search reads at most for one word, and how many words
/// beginning with a query word it looks at.
const POSTINGS_READ: usize = 20_000;
const PREFIX_WORDS: i64 = 1000;
/// How many distinct words, sharing the first letters of a mistyped word, are compared with it,
/// how many of the nearest are taken, and how many players of each.
const CLOSE_WORDS: i64 = 3000;
const CLOSE_TAKEN: usize = 5;
const CLOSE_PLAYERS: usize = 150;
/// How near (Jaro–Winkler) a word or name must be to count as close.
const NEAR: f64 = 0.8;
/// A file up to this size is checked whole (`PRAGMA quick_check`) when opened: a few
/// milliseconds. Larger ones are checked by every query (and [`RatingsList::verify`]).
const CHECKED_WHOLE: u64 = 4 << 20;
/// Entries handed from the reading thread to the writing one at a time.
const BATCH: usize = 2048;
/// Rows one INSERT writes: a statement's own cost (its start, its end, its reset) is paid once
/// for them all. A batch is a whole number of them.
const ROWS_PER_INSERT: usize = 32;
/// The parameters of a row of `list_YYYYMM`: its rowid, then [`COLUMNS`].
const ROW_PARAMETERS: usize = 20;

/// Why the lists could not be opened or read.
#[derive(Debug, thiserror::Error)]
pub enum ListStoreError {
    /// The file was not an elocalc list database or was damaged: it was renamed, never emptied.
    SetAside {
        path: PathBuf,
        moved_to: PathBuf,
        reason: String,
    },
    Newer {
        path: PathBuf,
        found: i64,
    },
    Io {
        path: PathBuf,
        error: io::Error,
    },
    Sqlite {
        path: PathBuf,
        error: rusqlite::Error,
    },
    /// A FIFO, a device or a folder where the database should be: never opened.
    NotAFile(PathBuf),
    /// The data directory is there but is not a folder.
    DirNotAFolder(PathBuf),
    /// Not an elocalc list database, or damaged, in a place this user may not write: nothing
    /// can be moved aside, so it is left as it is.
    LeftAlone {
        path: PathBuf,
        reason: String,
    },
    /// The earlier layout, in a place this user may not write: it cannot be moved into this one.
    EarlierReadOnly(PathBuf),
}

impl std::fmt::Display for ListStoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let file = |path: &PathBuf| crate::i18n::Arg::from(shown_path(path));
        let say = crate::i18n::say;
        match self {
            ListStoreError::SetAside {
                path,
                moved_to,
                reason,
            } => say(
                f,
                "error-lists-set-aside",
                &[
                    ("path", file(path)),
                    ("moved", file(moved_to)),
                    ("reason", reason.as_str().into()),
                ],
            ),
            ListStoreError::Newer { path, found } => say(
                f,
                "error-lists-newer",
                &[
                    ("path", file(path)),
                    ("found", found.to_string().into()),
                    ("version", SCHEMA_VERSION.to_string().into()),
                ],
            ),
            ListStoreError::Io { path, error } => say(
                f,
                "error-lists-cannot-use",
                &[
                    ("path", file(path)),
                    ("reason", Words(error).to_string().into()),
                ],
            ),
            ListStoreError::Sqlite { path, error } => say(
                f,
                "error-lists-cannot-use",
                &[
                    ("path", file(path)),
                    ("reason", sqlite_reason(error).into()),
                ],
            ),
            ListStoreError::NotAFile(path) => {
                say(f, "error-lists-not-a-file", &[("path", file(path))])
            }
            ListStoreError::DirNotAFolder(dir) => {
                say(f, "error-lists-dir-not-a-folder", &[("path", file(dir))])
            }
            ListStoreError::LeftAlone { path, reason } => say(
                f,
                "error-lists-left-alone",
                &[("path", file(path)), ("reason", reason.as_str().into())],
            ),
            ListStoreError::EarlierReadOnly(path) => {
                say(f, "error-lists-earlier-read-only", &[("path", file(path))])
            }
        }
    }
}

/// How long a second writer waits for the first (an import) before it gives up: 10 s, or the
/// whole seconds `ELOCALC_LIST_WAIT` gives (up to an hour; a scripted import may wait longer, a
/// test less).
fn busy_wait() -> Duration {
    let seconds = std::env::var("ELOCALC_LIST_WAIT")
        .ok()
        .and_then(|text| text.trim().parse::<u64>().ok())
        .filter(|seconds| *seconds <= 3600)
        .unwrap_or(10);
    Duration::from_secs(seconds)
}

/// What SQLite's error means for the person, in their language: SQLite's own words (English,
/// for programmers) only for what has no better.
fn sqlite_reason(error: &rusqlite::Error) -> String {
    use crate::i18n::{tr, tr_args};
    let io = |kind: io::ErrorKind| Words(&io::Error::from(kind)).to_string();
    match error.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => tr_args(
            "error-lists-busy",
            &[("seconds", busy_wait().as_secs().to_string().into())],
        ),
        Some(ErrorCode::ReadOnly) => tr("error-lists-read-only"),
        Some(ErrorCode::CannotOpen) => tr("error-lists-cannot-open"),
        Some(ErrorCode::SystemIoFailure) => tr("error-lists-io"),
        Some(ErrorCode::DiskFull) => io(io::ErrorKind::StorageFull),
        Some(ErrorCode::PermissionDenied) => io(io::ErrorKind::PermissionDenied),
        Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => damaged(),
        _ => error.to_string(),
    }
}

/// Why an import stopped; the months held are as they were before it.
#[derive(Debug, thiserror::Error)]
pub enum ImportError<E> {
    /// The reader's error for the list's entry after `imported` good ones.
    #[error("{error}")]
    Read { imported: u64, error: E },
    #[error("{}", crate::i18n::tr_args("error-lists-duplicate", &[("id", .0.to_string().into())]))]
    Duplicate(u64),
    /// The list gave no player: nothing to hold.
    #[error("{}", crate::i18n::tr("error-lists-empty"))]
    Empty,
    /// The month is held with far more players than the list gives ([`Replacing::Guarded`]).
    #[error("{}", crate::i18n::tr_args("error-lists-far-fewer", &[
        ("month", .month.to_string().into()),
        ("held", (*.held).into()),
        ("players", (*.players).into()),
    ]))]
    FarFewer {
        month: ListMonth,
        held: u64,
        players: u64,
    },
    /// Stopped (its `stop` set) before the list was kept: nothing of it is.
    #[error("{}", crate::i18n::tr("error-lists-stopped"))]
    Stopped,
    #[error(transparent)]
    Store(#[from] ListStoreError),
}

/// Whether an import may replace a month held by a list of far fewer players (fewer than
/// half): a federation's list, a single list over the combined one, a file cut short.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Replacing {
    /// Refused ([`ImportError::FarFewer`]).
    #[default]
    Guarded,
    /// Replaced: the user said so.
    Forced,
}

impl Replacing {
    fn refuses(self, held: u64, players: u64) -> bool {
        self == Replacing::Guarded && players.saturating_mul(2) < held
    }
}

pub use crate::rating::list::{ImportSummary, MonthHeld};

/// How a name search's player matches the query.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Match {
    /// Every word of the query is a word of the name (or the query is the FIDE ID).
    Exact,
    /// Every word of the query begins a word of the name ("Carlsen, M", "carls").
    Prefix,
    /// No name has the query's words: a name near it (a typo).
    Close,
}

/// A player found by a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub how: Match,
    pub entry: ListEntry,
}

/// A search's answer: exact matches first, then prefixes, then close names, each by rating.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Search {
    /// The month searched (`None`: no month is held).
    pub month: Option<ListMonth>,
    pub found: Vec<Found>,
    /// More players matched than the limit let through.
    pub more: bool,
}

/// A player's ratings in one month held: standard, rapid, blitz.
pub type HistoryRow = (ListMonth, Option<u16>, Option<u16>, Option<u16>);

/// The rating lists database.
pub struct RatingsList {
    connection: Connection,
    path: PathBuf,
    /// Opened without writing (its folder or file may not be written): a damaged file is said,
    /// never moved.
    read_only: bool,
    /// Where the file was moved when a query found it damaged: the connection still reads the
    /// moved file, and nothing is moved twice.
    moved: RefCell<Option<(PathBuf, String)>>,
}

/// Where elocalc keeps data by the platform's rules (`~/.local/share/elocalc` on Linux).
pub fn platform_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "elocalc").map(|dirs| dirs.data_dir().to_path_buf())
}

const SCHEMA: &str = "
CREATE TABLE months(
    month INTEGER PRIMARY KEY,
    players INTEGER NOT NULL,
    imported_at TEXT NOT NULL
);
";

/// A month's lines, in the order of [`entry_of`].
const COLUMNS: &str = "fide_id, name, sex, born, federation, title, women_title, other_titles,
    foa_title, flag, standard, standard_games, standard_k, rapid, rapid_games, rapid_k,
    blitz, blitz_games, blitz_k";

fn list_table(key: i64) -> String {
    format!(
        "CREATE TABLE list_{key}(
            fide_id INTEGER NOT NULL, name TEXT NOT NULL, sex TEXT, born INTEGER,
            federation TEXT, title TEXT, women_title TEXT, other_titles TEXT, foa_title TEXT,
            flag TEXT,
            standard INTEGER, standard_games INTEGER, standard_k INTEGER,
            rapid INTEGER, rapid_games INTEGER, rapid_k INTEGER,
            blitz INTEGER, blitz_games INTEGER, blitz_k INTEGER
        );
        CREATE TABLE words_{key}(
            word TEXT PRIMARY KEY, players INTEGER NOT NULL, ids BLOB NOT NULL
        ) WITHOUT ROWID;"
    )
}

/// A reader's settings: look-ups read the file's pages mapped in memory, without a copy each.
const READING: &str = "PRAGMA mmap_size = 1073741824; PRAGMA cache_size = -8000;
    PRAGMA temp.cache_size = -2000;";

fn month_key(month: ListMonth) -> i64 {
    i64::from(month.year) * 100 + i64::from(month.month)
}

fn month_of(key: i64) -> Option<ListMonth> {
    ListMonth::new(
        i16::try_from(key / 100).ok()?,
        i8::try_from(key % 100).ok()?,
    )
}

/// A name's words as the index keeps them: folded, lower case, in alphabetical order.
fn words(name: &str) -> Vec<String> {
    name_key(name)
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The surname and the given names ("Carlsen" and "Magnus" in "Carlsen, Magnus"; the whole
/// name is the surname without a comma).
fn name_parts(name: &str) -> (&str, &str) {
    name.split_once(',').unwrap_or((name, ""))
}

/// The words of the surname.
fn surname_words(name: &str) -> Vec<String> {
    words(name_parts(name).0)
}

/// Words folded as the index keeps them, in the order written.
fn words_in_order(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .map(name_key)
        .filter(|w| !w.is_empty())
        .collect()
}

/// The next string after every string beginning with `prefix`.
fn prefix_end(prefix: &str) -> String {
    format!("{prefix}{}", char::MAX)
}

/// Where a player stands in a word's list of players: surname before given name, then the
/// higher standard rating, then the higher of rapid and blitz (31 bits).
fn rank_key(entry: &ListEntry, surname: bool) -> u32 {
    let rating = |list: Option<ListRating>| u32::from(list.map_or(0, |l| l.rating).min(4095));
    u32::from(!surname) << 30
        | (4095 - rating(entry.standard)) << 18
        | (4095 - rating(entry.rapid).max(rating(entry.blitz))) << 6
}

/// The name index of one month, built as the list streams in: each word once, with the rank
/// key and row of every player who has it.
#[derive(Default)]
struct WordIndex {
    ids: HashMap<Box<str>, u32>,
    /// The word's id, whether it is a given name's, and the row: `word << 33 | given << 32 |
    /// row` (1.3 M players give about 3 M).
    postings: Vec<u64>,
    /// Each row's rank key without the surname's bit (row 1 first).
    ranks: Vec<u32>,
    /// A name's words, and whether each is the surname's (kept between names).
    seen: Vec<(u32, bool)>,
    /// A part of the name folded (kept between names).
    folded: String,
}

/// The index sorted for writing: its words in order, and each word's players.
struct SortedWords {
    words: Vec<Box<str>>,
    /// The players of each word in turn, by surname first, then as [`SortedWords::groups`]
    /// says: `rank << 32 | row`, the rank key without the surname's bit.
    players: Vec<u64>,
    /// Runs of `players`, in order: the word's place in `words`, whether the run is of its
    /// given names, and the run's length.
    groups: Vec<(u32, bool, u32)>,
}

impl WordIndex {
    /// Adds the entry at `row` (the next row, from 1).
    fn add(&mut self, row: u32, entry: &ListEntry) {
        let (surname, given) = name_parts(&entry.name);
        self.seen.clear();
        for (part, is_surname) in [(surname, true), (given, false)] {
            self.folded.clear();
            fold_name(part, &mut self.folded);
            for word in self.folded.split_whitespace() {
                // A word held already costs no allocation.
                let id = match self.ids.get(word) {
                    Some(&id) => id,
                    None => {
                        let id = self.ids.len() as u32;
                        self.ids.insert(word.into(), id);
                        id
                    }
                };
                if !self.seen.iter().any(|&(seen, _)| seen == id) {
                    self.seen.push((id, is_surname));
                }
            }
        }
        self.ranks.push(rank_key(entry, true));
        for &(id, is_surname) in &self.seen {
            self.postings
                .push(u64::from(id) << 33 | u64::from(!is_surname) << 32 | u64::from(row));
        }
    }

    /// The words in order, each one's players surnames first, then by rank.
    fn sorted(self) -> SortedWords {
        let mut words: Vec<(Box<str>, u32)> = self.ids.into_iter().collect();
        words.sort_unstable();
        let mut place = vec![0u32; words.len()];
        for (at, (_, id)) in words.iter().enumerate() {
            place[*id as usize] = at as u32;
        }
        let mut players = self.postings;
        for posting in &mut players {
            let word = place[(*posting >> 33) as usize];
            *posting = u64::from(word) << 33 | (*posting & ((1 << 33) - 1));
        }
        drop(place);
        // By word, surname or given name, row; then each run by rank: its postings become
        // `rank << 32 | row` (rows in order, so the ranks are read in order), sorted as numbers.
        players.sort_unstable();
        let mut groups = Vec::new();
        let ranks = self.ranks;
        for run in players.chunk_by_mut(|a, b| a >> 32 == b >> 32) {
            groups.push((
                (run[0] >> 33) as u32,
                run[0] >> 32 & 1 == 1,
                run.len() as u32,
            ));
            for posting in run.iter_mut() {
                let row = *posting as u32;
                *posting = u64::from(ranks[(row - 1) as usize]) << 32 | u64::from(row);
            }
            run.sort_unstable();
        }
        SortedWords {
            words: words.into_iter().map(|(word, _)| word).collect(),
            players,
            groups,
        }
    }
}

impl SortedWords {
    /// Writes the index into `words_KEY`, in the table's order.
    fn write(self, connection: &Connection, key: i64) -> rusqlite::Result<()> {
        let mut insert = connection.prepare(&format!(
            "INSERT INTO words_{key}(word, players, ids) VALUES(?1, ?2, ?3)"
        ))?;
        let mut blob = Vec::new();
        let mut players = self.players.as_slice();
        for word in self.groups.chunk_by(|a, b| a.0 == b.0) {
            blob.clear();
            let mut count = 0;
            for &(_, given, len) in word {
                let (run, rest) = players.split_at(len as usize);
                players = rest;
                for &player in run {
                    let rank = (player >> 32) as u32 | u32::from(given) << 30;
                    blob.extend_from_slice(&rank.to_le_bytes());
                    blob.extend_from_slice(&(player as u32).to_le_bytes());
                }
                count += i64::from(len);
            }
            insert.execute(params![self.words[word[0].0 as usize], count, blob])?;
        }
        Ok(())
    }
}

/// What the reading thread hands the writing one.
enum Feed {
    Entries(Vec<ListEntry>),
    /// The list was read to its end: index it.
    End,
    /// Its name index, sorted while the ID index was made: write it and commit.
    Words(SortedWords),
}

/// Why the writing thread stopped.
enum WriteFailure {
    Sqlite(rusqlite::Error),
    Duplicate(u64),
    Empty,
    FarFewer {
        held: u64,
        players: u64,
    },
    /// The reading stopped without [`Feed::End`]: rolled back.
    Abandoned,
    /// Asked to stop: rolled back.
    Stopped,
}

impl From<rusqlite::Error> for WriteFailure {
    fn from(error: rusqlite::Error) -> WriteFailure {
        WriteFailure::Sqlite(error)
    }
}

/// The view of every month's lines, made again for the months held.
fn refresh_view(connection: &Connection) -> rusqlite::Result<()> {
    let mut statement = connection.prepare("SELECT month FROM months ORDER BY month")?;
    let keys: Vec<i64> = statement
        .query_map([], |row| row.get(0))?
        .collect::<Result<_, _>>()?;
    let mut sql = "DROP VIEW IF EXISTS ratings;".to_string();
    if !keys.is_empty() {
        let selects: Vec<String> = keys
            .iter()
            .map(|key| format!("SELECT {key} AS month, {COLUMNS} FROM list_{key}"))
            .collect();
        sql.push_str(&format!(
            "CREATE VIEW ratings AS {};",
            selects.join(" UNION ALL ")
        ));
    }
    connection.execute_batch(&sql)
}

/// The INSERT of `rows` rows into `list_KEY`.
fn insert_rows(key: i64, rows: usize) -> String {
    let row = format!("({})", ["?"; ROW_PARAMETERS].join(", "));
    format!(
        "INSERT INTO list_{key}(rowid, {COLUMNS}) VALUES {}",
        vec![row; rows].join(", ")
    )
}

/// Binds `entry` as the row `row`, its parameters after the first `before`; `others` is room
/// for its other titles.
fn bind_row(
    insert: &mut Statement,
    before: usize,
    row: u32,
    entry: &ListEntry,
    others: &mut String,
) -> rusqlite::Result<()> {
    let mut letter = [0u8; 4];
    let sex = entry.sex.map(|sex| &*sex.encode_utf8(&mut letter));
    others.clear();
    for (at, title) in entry.other_titles.iter().enumerate() {
        if at > 0 {
            others.push(',');
        }
        others.push_str(title);
    }
    let at = |n: usize| before + n;
    insert.raw_bind_parameter(at(1), row)?;
    insert.raw_bind_parameter(at(2), i64::try_from(entry.fide_id).unwrap_or(i64::MAX))?;
    insert.raw_bind_parameter(at(3), entry.name.as_str())?;
    insert.raw_bind_parameter(at(4), sex)?;
    insert.raw_bind_parameter(at(5), entry.born)?;
    insert.raw_bind_parameter(at(6), entry.federation.as_deref())?;
    insert.raw_bind_parameter(at(7), entry.title.as_deref())?;
    insert.raw_bind_parameter(at(8), entry.women_title.as_deref())?;
    let others = (!entry.other_titles.is_empty()).then_some(others.as_str());
    insert.raw_bind_parameter(at(9), others)?;
    insert.raw_bind_parameter(at(10), entry.foa_title.as_deref())?;
    insert.raw_bind_parameter(at(11), entry.flag.map(ListFlag::key))?;
    for (first, list) in [(12, entry.standard), (15, entry.rapid), (18, entry.blitz)] {
        insert.raw_bind_parameter(at(first), list.map(|l| l.rating))?;
        insert.raw_bind_parameter(at(first + 1), list.map(|l| l.games))?;
        insert.raw_bind_parameter(at(first + 2), list.and_then(|l| l.k))?;
    }
    Ok(())
}

/// Imports one month's entries as they arrive from `feed`, in one transaction committed only
/// at [`Feed::End`]: the players the month had before, and the players written.
fn write_month(
    connection: &mut Connection,
    key: i64,
    feed: mpsc::Receiver<Feed>,
    give_back: mpsc::Sender<Vec<ListEntry>>,
    replacing: Replacing,
    stop: &AtomicBool,
) -> Result<(Option<u64>, u64), WriteFailure> {
    let transaction =
        connection.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let previous = transaction
        .query_row(
            "SELECT players FROM months WHERE month = ?1",
            [key],
            |row| row.get::<_, i64>(0),
        )
        .optional()?
        .map(|players| u64::try_from(players).unwrap_or(0));
    // The month's old tables go within the transaction: readers see them until it commits.
    transaction.execute_batch(&format!(
        "DROP VIEW IF EXISTS ratings; DROP TABLE IF EXISTS list_{key};
         DROP TABLE IF EXISTS words_{key}; {}",
        list_table(key)
    ))?;
    let mut players = 0u64;
    let ended = {
        let mut insert = transaction.prepare(&insert_rows(key, ROWS_PER_INSERT))?;
        let mut others = String::new();
        loop {
            let batch = match feed.recv() {
                Ok(Feed::Entries(batch)) => batch,
                Ok(Feed::End) => break true,
                Ok(Feed::Words(_)) => break false,
                // The reading gave up (an error, or a panic).
                Err(mpsc::RecvError) => break false,
            };
            for rows in batch.chunks(ROWS_PER_INSERT) {
                let mut last;
                let insert = if rows.len() == ROWS_PER_INSERT {
                    &mut insert
                } else {
                    last = transaction.prepare(&insert_rows(key, rows.len()))?;
                    &mut last
                };
                for (at, entry) in rows.iter().enumerate() {
                    players += 1;
                    let row = u32::try_from(players).unwrap_or(u32::MAX);
                    bind_row(insert, at * ROW_PARAMETERS, row, entry, &mut others)?;
                }
                insert.raw_execute()?;
            }
            // The reading thread frees the entries, which it made, and fills the room again.
            let _ = give_back.send(batch);
            if stop.load(Ordering::Relaxed) {
                break false;
            }
        }
    };
    // A stop asked for once every entry was read (the last batches queued, the lock waited
    // for) is a stop too: nothing is kept.
    if stop.load(Ordering::Relaxed) {
        return Err(WriteFailure::Stopped);
    }
    // Dropping the transaction rolls it back.
    if !ended {
        return Err(WriteFailure::Abandoned);
    }
    if players == 0 {
        return Err(WriteFailure::Empty);
    }
    let indexed = transaction.execute_batch(&format!(
        "CREATE UNIQUE INDEX list_{key}_id ON list_{key}(fide_id);"
    ));
    match indexed {
        Ok(()) => {}
        Err(error) if error.sqlite_error_code() == Some(ErrorCode::ConstraintViolation) => {
            let twice: i64 = transaction.query_row(
                &format!("SELECT fide_id FROM list_{key} GROUP BY fide_id HAVING count(*) > 1"),
                [],
                |row| row.get(0),
            )?;
            return Err(WriteFailure::Duplicate(u64::try_from(twice).unwrap_or(0)));
        }
        Err(error) => return Err(error.into()),
    }
    // After the IDs' check: a list with an ID twice is said as that, forced or not.
    if let Some(held) = previous
        && replacing.refuses(held, players)
    {
        return Err(WriteFailure::FarFewer { held, players });
    }
    let Ok(Feed::Words(index)) = feed.recv() else {
        return Err(WriteFailure::Abandoned);
    };
    index.write(&transaction, key)?;
    if stop.load(Ordering::Relaxed) {
        return Err(WriteFailure::Stopped);
    }
    transaction.execute(
        "INSERT OR REPLACE INTO months(month, players, imported_at) VALUES(?1, ?2, ?3)",
        params![key, players as i64, super::time::now_utc()],
    )?;
    refresh_view(&transaction)?;
    transaction.commit()?;
    Ok((previous, players))
}

impl RatingsList {
    /// `data_dir/ratings.sqlite3`.
    pub fn default_path(data_dir: &Path) -> PathBuf {
        data_dir.join(FILE_NAME)
    }

    /// Whether lists are kept in `data_dir`: their database file is there (never opened).
    pub fn is_held(data_dir: &Path) -> bool {
        RatingsList::default_path(data_dir).is_file()
    }

    /// Opens the lists at `path`, creating the file (and its folder) when there is none. A file
    /// that is not an elocalc list database, or is damaged, is renamed to
    /// `NAME.corrupt-YYYYMMDDTHHMMSS` and reported; opening again starts a new one. A file of
    /// the earlier layout (version 1) is moved into this one, its months kept.
    pub fn open(path: &Path) -> Result<RatingsList, ListStoreError> {
        if let Some(dir) = folder_of(path)? {
            std::fs::create_dir_all(dir).map_err(|error| ListStoreError::Io {
                path: path.to_path_buf(),
                error,
            })?;
        }
        if std::fs::metadata(path).is_ok_and(|metadata| !metadata.is_file()) {
            return Err(ListStoreError::NotAFile(path.to_path_buf()));
        }
        let sqlite = |error| ListStoreError::Sqlite {
            path: path.to_path_buf(),
            error,
        };
        let mut connection = Connection::open(path).map_err(sqlite)?;
        connection.busy_timeout(busy_wait()).map_err(sqlite)?;
        connection.set_prepared_statement_cache_capacity(64);
        let aside = |connection, reason: String| Err(set_aside(connection, path, reason));
        match check(&connection) {
            Ok(Layout::Ours) => {}
            Ok(Layout::Empty) => create(&connection).map_err(sqlite)?,
            Ok(Layout::Earlier) => match migrate(&mut connection) {
                Ok(()) => {}
                Err(error) if is_damage(&error) => return aside(connection, damaged()),
                Err(error) => return Err(sqlite(error)),
            },
            Ok(Layout::Newer(found)) => {
                return Err(ListStoreError::Newer {
                    path: path.to_path_buf(),
                    found,
                });
            }
            Ok(Layout::Foreign(reason)) => return aside(connection, reason),
            Err(error) if is_damage(&error) => return aside(connection, damaged()),
            Err(error) => return Err(sqlite(error)),
        }
        match whole_check(&connection, path) {
            Ok(None) => {}
            Ok(Some(reason)) => return aside(connection, reason),
            Err(error) if is_damage(&error) => return aside(connection, damaged()),
            Err(error) => return Err(sqlite(error)),
        }
        connection
            .execute_batch(&format!(
                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
                     PRAGMA journal_size_limit = 67108864; {READING}"
            ))
            .map_err(sqlite)?;
        Ok(RatingsList {
            connection,
            path: path.to_path_buf(),
            read_only: false,
            moved: RefCell::new(None),
        })
    }

    /// The lists at `path` for reading, when there is a file (`None`: none, and none is made).
    /// Where this user may write, as [`RatingsList::open`]; elsewhere (a list shared read-only)
    /// as [`RatingsList::open_read_only`].
    pub fn open_held(path: &Path) -> Result<Option<RatingsList>, ListStoreError> {
        let dir = folder_of(path)?;
        match std::fs::metadata(path) {
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(error) => {
                return Err(ListStoreError::Io {
                    path: path.to_path_buf(),
                    error,
                });
            }
            Ok(metadata) if !metadata.is_file() => {
                return Err(ListStoreError::NotAFile(path.to_path_buf()));
            }
            Ok(_) => {}
        }
        if may_write(dir.unwrap_or(Path::new("."))) && may_write(path) {
            RatingsList::open(path).map(Some)
        } else {
            RatingsList::open_read_only(path)
        }
    }

    /// The lists at `path` read without writing a byte, nor making the files SQLite keeps
    /// beside it where it can (`None`: a file with no lists yet, which cannot be made here).
    /// A file another elocalc is writing is read through SQLite's locks when its shared files
    /// are there; else it is read as a file nobody changes (SQLite's `immutable`). A damaged
    /// or foreign file is said, never moved.
    pub fn open_read_only(path: &Path) -> Result<Option<RatingsList>, ListStoreError> {
        let sqlite = |error| ListStoreError::Sqlite {
            path: path.to_path_buf(),
            error,
        };
        let left_alone = |reason| ListStoreError::LeftAlone {
            path: path.to_path_buf(),
            reason,
        };
        let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY
            | rusqlite::OpenFlags::SQLITE_OPEN_URI
            | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let mut opened = None;
        for immutable in [false, true] {
            let connection = Connection::open_with_flags(read_only_uri(path, immutable), flags)
                .map_err(sqlite)?;
            connection.busy_timeout(busy_wait()).map_err(sqlite)?;
            match check(&connection) {
                // The shared-memory file cannot be made here: read it as it is.
                Err(error)
                    if !immutable
                        && matches!(
                            error.sqlite_error_code(),
                            Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen)
                        ) => {}
                checked => {
                    opened = Some((connection, checked));
                    break;
                }
            }
        }
        let Some((connection, checked)) = opened else {
            unreachable!("the immutable reading is always the last one tried")
        };
        match checked {
            Ok(Layout::Ours) => {}
            Ok(Layout::Empty) => return Ok(None),
            Ok(Layout::Earlier) => {
                return Err(ListStoreError::EarlierReadOnly(path.to_path_buf()));
            }
            Ok(Layout::Newer(found)) => {
                return Err(ListStoreError::Newer {
                    path: path.to_path_buf(),
                    found,
                });
            }
            Ok(Layout::Foreign(reason)) => return Err(left_alone(reason)),
            Err(error) if is_damage(&error) => return Err(left_alone(damaged())),
            Err(error) => return Err(sqlite(error)),
        }
        match whole_check(&connection, path) {
            Ok(None) => {}
            Ok(Some(reason)) => return Err(left_alone(reason)),
            Err(error) if is_damage(&error) => return Err(left_alone(damaged())),
            Err(error) => return Err(sqlite(error)),
        }
        connection.execute_batch(READING).map_err(sqlite)?;
        connection.set_prepared_statement_cache_capacity(64);
        Ok(Some(RatingsList {
            connection,
            path: path.to_path_buf(),
            read_only: true,
            moved: RefCell::new(None),
        }))
    }

    /// Where the database is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Nothing is read from a file found damaged: every call says where it was moved.
    fn usable(&self) -> Result<(), ListStoreError> {
        match self.moved.borrow().as_ref() {
            None => Ok(()),
            Some((moved_to, reason)) => Err(ListStoreError::SetAside {
                path: self.path.clone(),
                moved_to: moved_to.clone(),
                reason: reason.clone(),
            }),
        }
    }

    /// The error as said to the user: a damaged file is moved aside (once) and said so.
    fn error(&self, error: rusqlite::Error) -> ListStoreError {
        if let Err(moved) = self.usable() {
            return moved;
        }
        if !is_damage(&error) {
            return ListStoreError::Sqlite {
                path: self.path.clone(),
                error,
            };
        }
        let reason = damaged();
        if self.read_only {
            return ListStoreError::LeftAlone {
                path: self.path.clone(),
                reason,
            };
        }
        match move_aside(&self.path) {
            Ok(moved_to) => {
                *self.moved.borrow_mut() = Some((moved_to.clone(), reason.clone()));
                ListStoreError::SetAside {
                    path: self.path.clone(),
                    moved_to,
                    reason,
                }
            }
            Err(error) => ListStoreError::Io {
                path: self.path.clone(),
                error,
            },
        }
    }

    /// Reads every page of the file (`PRAGMA quick_check`, about a second for a year of
    /// lists): a damaged file is moved aside and said.
    pub fn verify(&self) -> Result<(), ListStoreError> {
        self.usable()?;
        let said: String = self
            .connection
            .query_row("PRAGMA quick_check(1)", [], |row| row.get(0))
            .map_err(|e| self.error(e))?;
        if said == "ok" {
            return Ok(());
        }
        Err(self.error(rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
            Some(said),
        )))
    }

    /// Imports `month`'s list from `entries`, replacing that month if it is held, in one
    /// transaction: an error (or a kill) part way leaves the months held as they were. A list
    /// of no player is refused, and one of far fewer players than the month held
    /// ([`Replacing::Guarded`]).
    /// `progress` hears the number of entries read so far, every few thousand and at the end.
    /// The entries are read on this thread while another writes them.
    pub fn import<E>(
        &mut self,
        month: ListMonth,
        entries: impl Iterator<Item = Result<ListEntry, E>>,
        progress: impl FnMut(u64),
    ) -> Result<ImportSummary, ImportError<E>> {
        self.import_replacing(
            month,
            entries,
            Replacing::Guarded,
            progress,
            &AtomicBool::new(false),
        )
    }

    /// [`RatingsList::import`], a month held replaced as `replacing` says.
    pub fn import_replacing<E>(
        &mut self,
        month: ListMonth,
        entries: impl Iterator<Item = Result<ListEntry, E>>,
        replacing: Replacing,
        mut progress: impl FnMut(u64),
        stop: &AtomicBool,
    ) -> Result<ImportSummary, ImportError<E>> {
        self.usable()?;
        let key = month_key(month);
        // A little cache (the list is appended page after page; the sorter of the ID index
        // has its own), a second thread for that sorter, and no mapped pages: they would count
        // as the import's memory.
        self.connection
            .execute_batch("PRAGMA cache_size = -8192; PRAGMA threads = 2; PRAGMA mmap_size = 0;")
            .map_err(|e| ImportError::Store(self.error(e)))?;
        let connection = &mut self.connection;
        let mut read = 0u64;
        let (written, failed) = std::thread::scope(|scope| {
            let (send, feed) = mpsc::sync_channel::<Feed>(4);
            let (give_back, given_back) = mpsc::channel::<Vec<ListEntry>>();
            let writer =
                scope.spawn(move || write_month(connection, key, feed, give_back, replacing, stop));
            let mut batch = Vec::with_capacity(BATCH);
            let mut failed = None;
            let mut index = WordIndex::default();
            for entry in entries {
                match entry {
                    Ok(entry) => {
                        index.add(u32::try_from(read + 1).unwrap_or(u32::MAX), &entry);
                        batch.push(entry);
                    }
                    Err(error) => {
                        failed = Some(error);
                        break;
                    }
                }
                read += 1;
                if batch.len() == BATCH {
                    if read.is_multiple_of(4096) {
                        progress(read);
                    }
                    let room = match given_back.try_recv() {
                        Ok(mut written) => {
                            written.clear();
                            written
                        }
                        Err(_) => Vec::with_capacity(BATCH),
                    };
                    let full = std::mem::replace(&mut batch, room);
                    // The writer stopped (an SQLite error): it says why below.
                    if send.send(Feed::Entries(full)).is_err() {
                        break;
                    }
                }
            }
            if failed.is_none() {
                let _ = send.send(Feed::Entries(batch));
                let _ = send.send(Feed::End);
                let _ = send.send(Feed::Words(index.sorted()));
            }
            drop(send);
            let written = writer
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            (written, failed)
        });
        // Back to a reader's settings; the pages stay in the system's file cache.
        let reset = self.connection.execute_batch(READING);
        if let Some(error) = failed {
            return Err(ImportError::Read {
                imported: read,
                error,
            });
        }
        let (previous, players) = match written {
            Ok(written) => written,
            Err(WriteFailure::Duplicate(id)) => return Err(ImportError::Duplicate(id)),
            Err(WriteFailure::Empty) => return Err(ImportError::Empty),
            Err(WriteFailure::FarFewer { held, players }) => {
                return Err(ImportError::FarFewer {
                    month,
                    held,
                    players,
                });
            }
            Err(WriteFailure::Sqlite(error)) => return Err(ImportError::Store(self.error(error))),
            Err(WriteFailure::Stopped) => return Err(ImportError::Stopped),
            Err(WriteFailure::Abandoned) => {
                return Err(ImportError::Store(ListStoreError::Io {
                    path: self.path.clone(),
                    error: io::Error::other("the import stopped before the list's end"),
                }));
            }
        };
        reset.map_err(|e| ImportError::Store(self.error(e)))?;
        progress(players);
        Ok(ImportSummary {
            month,
            players,
            replaced: previous.is_some(),
            previous_players: previous,
        })
    }

    /// The months held, oldest first.
    pub fn months(&self) -> Result<Vec<MonthHeld>, ListStoreError> {
        self.usable()?;
        let mut statement = self
            .connection
            .prepare_cached("SELECT month, players, imported_at FROM months ORDER BY month")
            .map_err(|e| self.error(e))?;
        let rows = statement
            .query_map([], |row| {
                Ok((row.get::<_, i64>(0)?, row.get::<_, i64>(1)?, row.get(2)?))
            })
            .map_err(|e| self.error(e))?;
        let mut held = Vec::new();
        for row in rows {
            let (key, players, imported_at) = row.map_err(|e| self.error(e))?;
            if let Some(month) = month_of(key) {
                held.push(MonthHeld {
                    month,
                    players: u64::try_from(players).unwrap_or(0),
                    imported_at,
                });
            }
        }
        Ok(held)
    }

    /// Removes `month`'s list; `false` when it was not held.
    pub fn remove(&mut self, month: ListMonth) -> Result<bool, ListStoreError> {
        self.usable()?;
        let key = month_key(month);
        let result = (|| {
            let transaction = self.connection.transaction()?;
            let held = transaction.execute("DELETE FROM months WHERE month = ?1", [key])? > 0;
            transaction.execute_batch(&format!(
                "DROP VIEW IF EXISTS ratings; DROP TABLE IF EXISTS list_{key};
                 DROP TABLE IF EXISTS words_{key};"
            ))?;
            refresh_view(&transaction)?;
            transaction.commit()?;
            Ok(held)
        })();
        result.map_err(|e| self.error(e))
    }

    /// The latest month held.
    pub fn latest(&self) -> Option<ListMonth> {
        self.usable().ok()?;
        self.connection
            .query_row("SELECT max(month) FROM months", [], |row| {
                row.get::<_, Option<i64>>(0)
            })
            .ok()
            .flatten()
            .and_then(month_of)
    }

    /// Months held, in order.
    fn month_keys(&self, newest_first: bool) -> Result<Vec<i64>, ListStoreError> {
        let mut statement = self
            .connection
            .prepare_cached(if newest_first {
                "SELECT month FROM months ORDER BY month DESC"
            } else {
                "SELECT month FROM months ORDER BY month"
            })
            .map_err(|e| self.error(e))?;
        let rows = statement
            .query_map([], |row| row.get(0))
            .map_err(|e| self.error(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.error(e))
    }

    /// Whether `key` is a month held (its tables are there).
    fn holds(&self, key: i64) -> Result<bool, ListStoreError> {
        self.connection
            .prepare_cached("SELECT 1 FROM months WHERE month = ?1")
            .and_then(|mut statement| statement.exists([key]))
            .map_err(|e| self.error(e))
    }

    /// The player's line in `month`, or with `None` in the latest month held that has them.
    pub fn by_id(
        &self,
        fide_id: u64,
        month: Option<ListMonth>,
    ) -> Result<Option<(ListMonth, ListEntry)>, ListStoreError> {
        self.usable()?;
        let months = match month {
            Some(month) if self.holds(month_key(month))? => vec![month_key(month)],
            Some(_) => Vec::new(),
            None => self.month_keys(true)?,
        };
        for key in months {
            if let Some(entry) = self.entry(key, fide_id)? {
                return Ok(month_of(key).map(|month| (month, entry)));
            }
        }
        Ok(None)
    }

    fn entry(&self, key: i64, fide_id: u64) -> Result<Option<ListEntry>, ListStoreError> {
        let Ok(id) = i64::try_from(fide_id) else {
            return Ok(None);
        };
        self.row(
            &format!("SELECT {COLUMNS} FROM list_{key} WHERE fide_id = ?1"),
            id,
        )
    }

    /// A month's line by its row.
    fn entry_at(&self, key: i64, row: u32) -> Result<Option<ListEntry>, ListStoreError> {
        self.row(
            &format!("SELECT {COLUMNS} FROM list_{key} WHERE rowid = ?1"),
            i64::from(row),
        )
    }

    fn row(&self, sql: &str, value: i64) -> Result<Option<ListEntry>, ListStoreError> {
        let mut statement = self
            .connection
            .prepare_cached(sql)
            .map_err(|e| self.error(e))?;
        statement
            .query_row([value], entry_of)
            .optional()
            .map_err(|e| self.error(e))
    }

    /// The player's standard, rapid and blitz ratings in each month held that has them, oldest
    /// first.
    pub fn history(&self, fide_id: u64) -> Result<Vec<HistoryRow>, ListStoreError> {
        self.usable()?;
        let Ok(id) = i64::try_from(fide_id) else {
            return Ok(Vec::new());
        };
        let mut history = Vec::new();
        for key in self.month_keys(false)? {
            let mut statement = self
                .connection
                .prepare_cached(&format!(
                    "SELECT standard, rapid, blitz FROM list_{key} WHERE fide_id = ?1"
                ))
                .map_err(|e| self.error(e))?;
            let ratings = statement
                .query_row([id], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
                .optional()
                .map_err(|e| self.error(e))?;
            if let (Some((standard, rapid, blitz)), Some(month)) = (ratings, month_of(key)) {
                history.push((month, standard, rapid, blitz));
            }
        }
        Ok(history)
    }

    /// The players `query` names in `month` (`None`: the latest held): a FIDE ID, or a name in
    /// any case, order and accents ("carlsen", "Magnus Carlsen", "Carlsen, M", "Nunez"), each
    /// word of it the start of a word of the name; ranked exact before prefix, a query word that
    /// is the surname's first, then by rating. When no name matches so, the closest names (a
    /// typo), nearest first: the whole name compared, either way round.
    /// At most `limit` players.
    pub fn search(
        &self,
        query: &str,
        month: Option<ListMonth>,
        limit: usize,
    ) -> Result<Search, ListStoreError> {
        self.usable()?;
        let Some(month) = month.or_else(|| self.latest()) else {
            return Ok(Search::default());
        };
        let key = month_key(month);
        let mut search = Search {
            month: Some(month),
            ..Search::default()
        };
        if !self.holds(key)? {
            return Ok(search);
        }
        let query = query.trim();
        if !query.is_empty() && query.bytes().all(|b| b.is_ascii_digit()) {
            if let Ok(id) = query.parse::<u64>()
                && let Some(entry) = self.entry(key, id)?
            {
                search.found.push(Found {
                    how: Match::Exact,
                    entry,
                });
            }
            return Ok(search);
        }
        let mut wanted = words(query);
        if wanted.is_empty() || limit == 0 {
            return Ok(search);
        }
        // Longest first: the most telling word is matched first.
        wanted.sort_by_key(|w| Reverse(w.chars().count()));
        let mut distinct = wanted.clone();
        distinct.sort_unstable();
        distinct.dedup();
        // The word fewest players have drives; the others, when few enough, narrow it down.
        let mut counted = Vec::new();
        for word in &distinct {
            counted.push((self.players_with(key, word)?, word));
        }
        counted.sort();
        let (_, driving) = counted[0];
        // Each narrowing word's players: whether the word is theirs (not only begun) and a
        // word of their surname.
        let mut narrowing: Vec<HashMap<u32, (bool, bool)>> = Vec::new();
        for &(players, word) in &counted[1..] {
            if players <= NARROWING {
                let (postings, _) = self.postings(key, word, POSTINGS_READ)?;
                let mut rows = HashMap::with_capacity(postings.len());
                for posting in postings {
                    let how = posting_match(posting);
                    let held = rows.entry(posting as u32).or_insert(how);
                    *held = (*held).max(how);
                }
                narrowing.push(rows);
            }
        }
        let every_word_known = narrowing.len() + 1 == counted.len();
        let (mut candidates, mut capped) = self.postings(key, driving, POSTINGS_READ)?;
        // A player whose name has the word and a word it begins: once, as the better.
        candidates.sort_unstable_by_key(|&p| (p as u32, p));
        candidates.dedup_by_key(|p| *p as u32);
        let mut ranks: Vec<(u64, u64)> = Vec::with_capacity(candidates.len());
        for posting in candidates {
            let row = posting as u32;
            let mut how = posting_match(posting);
            let mut kept = true;
            for rows in &narrowing {
                match rows.get(&row) {
                    Some(&(exact, surname)) => how = (how.0 && exact, how.1 || surname),
                    None => kept = false,
                }
            }
            if kept {
                // Where the ranking below would put the player, as far as the index knows:
                // exact, a surname's word, the ratings.
                let rating = (posting >> 32) & ((1 << 30) - 1);
                let place = u64::from(!how.0) << 32 | u64::from(!how.1) << 31 | rating;
                ranks.push((place, posting));
            }
        }
        ranks.sort_unstable();
        let matched = ranks.len();
        // With every word's players known, the first `limit` places (and any tied with the
        // last) are the answer: only those are read. Else the best of the driving word's.
        let mut taken = if every_word_known {
            let mut end = limit.min(matched);
            while end < matched && end > 0 && ranks[end].0 == ranks[end - 1].0 {
                end += 1;
            }
            end
        } else {
            matched
        };
        if taken > CANDIDATES {
            taken = CANDIDATES;
            capped = true;
        }
        capped |= matched > limit && every_word_known;
        let candidates: Vec<u64> = ranks[..taken].iter().map(|&(_, p)| p).collect();
        // In row order: each look-up then reads pages near the last one's.
        let mut rows: Vec<u32> = candidates.iter().map(|&p| p as u32).collect();
        rows.sort_unstable();
        let mut ranked = Vec::new();
        for row in rows {
            let Some(entry) = self.entry_at(key, row)? else {
                continue;
            };
            if let Some((how, surname)) = matching(&wanted, &entry.name) {
                ranked.push((how, !surname, pool_rank(&entry, None), entry));
            }
        }
        ranked.sort_by(|a, b| {
            (a.0, a.1, a.2)
                .cmp(&(b.0, b.1, b.2))
                .then_with(|| a.3.name.cmp(&b.3.name))
        });
        search.more = capped || ranked.len() > limit;
        search.found = ranked
            .into_iter()
            .take(limit)
            .map(|(how, _, _, entry)| Found { how, entry })
            .collect();
        // Only when no name begins with the query's words: while typing, prefixes suffice.
        if search.found.is_empty() {
            search.found = self.close(key, query, &distinct, limit)?;
        }
        Ok(search)
    }

    /// [`RatingsList::search`], each kind of match ordered by the rating of `pool` (`None`, or a
    /// pool with no FIDE list: the standard rating), then by the others. The players found are
    /// the same (the index ranks by the standard rating): only their order is the pool's.
    pub fn search_in(
        &self,
        query: &str,
        month: Option<ListMonth>,
        limit: usize,
        pool: Option<crate::rating::Pool>,
    ) -> Result<Search, ListStoreError> {
        let mut search = self.search(query, month, limit)?;
        // Stable: players of one rating keep the search's order.
        search
            .found
            .sort_by_key(|found| (found.how, pool_rank(&found.entry, pool)));
        Ok(search)
    }

    /// How many players have a word equal to `word` or beginning with it (of the first
    /// [`PREFIX_WORDS`] words beginning with it).
    fn players_with(&self, key: i64, word: &str) -> Result<u64, ListStoreError> {
        let mut statement = self
            .connection
            .prepare_cached(&format!(
                "SELECT players FROM words_{key} WHERE word >= ?1 AND word < ?2 LIMIT ?3"
            ))
            .map_err(|e| self.error(e))?;
        let mut rows = statement
            .query(params![word, prefix_end(word), PREFIX_WORDS])
            .map_err(|e| self.error(e))?;
        let mut total = 0u64;
        // Past the narrowing count the number no longer matters.
        while total <= NARROWING
            && let Some(row) = rows.next().map_err(|e| self.error(e))?
        {
            total += u64::try_from(row.get::<_, i64>(0).map_err(|e| self.error(e))?).unwrap_or(0);
        }
        Ok(total)
    }

    /// The players with a word equal to `word`, then with a word beginning with it, each as
    /// its place in the ranking and its row (the row in the low 32 bits): at most `read`, and
    /// whether there were more.
    fn postings(
        &self,
        key: i64,
        word: &str,
        read: usize,
    ) -> Result<(Vec<u64>, bool), ListStoreError> {
        let mut statement = self
            .connection
            .prepare_cached(&format!(
                "SELECT word = ?1, ids FROM words_{key} WHERE word >= ?1 AND word < ?2 LIMIT ?3"
            ))
            .map_err(|e| self.error(e))?;
        let mut rows = statement
            .query(params![word, prefix_end(word), PREFIX_WORDS])
            .map_err(|e| self.error(e))?;
        let mut postings = Vec::new();
        while let Some(row) = rows.next().map_err(|e| self.error(e))? {
            let exact: bool = row.get(0).map_err(|e| self.error(e))?;
            let ids = row.get_ref(1).map_err(|e| self.error(e))?;
            let ids = ids.as_blob().map_err(|e| self.error(e.into()))?;
            let prefix = u64::from(!exact) << 63;
            for pair in ids.chunks_exact(8) {
                let rank = u32::from_le_bytes(pair[..4].try_into().unwrap_or_default());
                let at = u32::from_le_bytes(pair[4..].try_into().unwrap_or_default());
                postings.push(prefix | u64::from(rank) << 32 | u64::from(at));
            }
            if postings.len() >= read {
                return Ok((postings, true));
            }
        }
        Ok((postings, false))
    }

    /// The names nearest `query` among the players with a word near one of its words (the
    /// index's words sharing its first two letters), nearest first: the whole name compared
    /// with the query, surname first or given names first, whichever is nearer.
    fn close(
        &self,
        key: i64,
        query: &str,
        wanted: &[String],
        limit: usize,
    ) -> Result<Vec<Found>, ListStoreError> {
        // Each player's row, with the ratings part of their rank key.
        let mut rows = HashMap::new();
        for wanted in wanted.iter().filter(|w| w.chars().count() >= 2) {
            let start: String = wanted.chars().take(2).collect();
            let mut statement = self
                .connection
                .prepare_cached(&format!(
                    "SELECT word FROM words_{key} WHERE word >= ?1 AND word < ?2 LIMIT ?3"
                ))
                .map_err(|e| self.error(e))?;
            let found = statement
                .query_map(params![start, prefix_end(&start), CLOSE_WORDS], |row| {
                    row.get::<_, String>(0)
                })
                .map_err(|e| self.error(e))?;
            let mut near: Vec<(f64, String)> = Vec::new();
            for word in found {
                let word = word.map_err(|e| self.error(e))?;
                // A typo is a letter or two: far longer or shorter words are not compared.
                if word.len().abs_diff(wanted.len()) > 3 {
                    continue;
                }
                let score = strsim::jaro_winkler(wanted, &word);
                if score >= NEAR {
                    near.push((score, word));
                }
            }
            near.sort_by(|a, b| b.0.total_cmp(&a.0));
            for (_, word) in near.into_iter().take(CLOSE_TAKEN) {
                let mut statement = self
                    .connection
                    .prepare_cached(&format!("SELECT ids FROM words_{key} WHERE word = ?1"))
                    .map_err(|e| self.error(e))?;
                let ids: Vec<u8> = statement
                    .query_row([&word], |row| row.get(0))
                    .map_err(|e| self.error(e))?;
                for pair in ids.chunks_exact(8).take(CLOSE_PLAYERS) {
                    let rank = u32::from_le_bytes(pair[..4].try_into().unwrap_or_default());
                    let row = u32::from_le_bytes(pair[4..].try_into().unwrap_or_default());
                    rows.insert(row, rank & ((1 << 30) - 1));
                }
            }
        }
        let typed = words_in_order(query).join(" ");
        let mut rows: Vec<(u32, u32)> = rows.into_iter().collect();
        rows.sort_unstable();
        // The names alone are read to compare them; the nearest players' whole lines after.
        let mut names = self
            .connection
            .prepare_cached(&format!("SELECT name FROM list_{key} WHERE rowid = ?1"))
            .map_err(|e| self.error(e))?;
        let mut scored = Vec::new();
        for (row, rank) in rows {
            let name: Option<String> = names
                .query_row([row], |r| r.get(0))
                .optional()
                .map_err(|e| self.error(e))?;
            if let Some(name) = name {
                scored.push((name_nearness(&typed, &name), rank, name, row));
            }
        }
        scored.sort_by(|a, b| {
            b.0.total_cmp(&a.0)
                .then_with(|| a.1.cmp(&b.1))
                .then_with(|| a.2.cmp(&b.2))
        });
        let mut found = Vec::new();
        // The nearest always; the others when near too.
        for (at, (score, _, _, row)) in scored.into_iter().enumerate().take(limit) {
            if at > 0 && score < NEAR {
                break;
            }
            if let Some(entry) = self.entry_at(key, row)? {
                found.push(Found {
                    how: Match::Close,
                    entry,
                });
            }
        }
        Ok(found)
    }
}

/// Whether a posting's word is the query word itself (not only begun by it), and if so
/// whether it is a word of the surname (as [`matching`] counts them).
fn posting_match(posting: u64) -> (bool, bool) {
    let exact = posting >> 63 == 0;
    (exact, exact && (posting >> 62) & 1 == 0)
}

/// How near a name is to the query's words as typed (folded, in order): the name written
/// surname first ("dupre maria") or given names first ("maria dupre"), the nearer.
fn name_nearness(typed: &str, name: &str) -> f64 {
    let (surname, given) = name_parts(name);
    let (surname, given) = (words_in_order(surname), words_in_order(given));
    let surname_first = [surname.as_slice(), given.as_slice()].concat().join(" ");
    let given_first = [given.as_slice(), surname.as_slice()].concat().join(" ");
    strsim::jaro_winkler(typed, &surname_first).max(strsim::jaro_winkler(typed, &given_first))
}

/// Moves a file of the earlier layout (one table of every month's lines, a players table and a
/// word per row) into this one, month by month, in one transaction.
fn migrate(connection: &mut Connection) -> rusqlite::Result<()> {
    let transaction =
        connection.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    // Another elocalc may have moved it while this one waited for the lock.
    let version: i64 = transaction.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version != 1 {
        return Ok(());
    }
    let keys: Vec<i64> = {
        let mut statement = transaction.prepare("SELECT month FROM months ORDER BY month")?;
        statement
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?
    };
    for &key in &keys {
        transaction.execute_batch(&list_table(key))?;
        transaction.execute(
            &format!(
                "INSERT INTO list_{key}({COLUMNS})
                 SELECT p.fide_id, p.name, p.sex, p.born, r.federation, r.title, r.women_title,
                        r.other_titles, r.foa_title, r.flag,
                        r.standard, r.standard_games, r.standard_k,
                        r.rapid, r.rapid_games, r.rapid_k, r.blitz, r.blitz_games, r.blitz_k
                 FROM ratings r JOIN players p ON p.fide_id = r.fide_id
                 WHERE r.month = ?1 ORDER BY p.name, p.fide_id"
            ),
            [key],
        )?;
        transaction.execute_batch(&format!(
            "CREATE UNIQUE INDEX list_{key}_id ON list_{key}(fide_id);"
        ))?;
        let mut index = WordIndex::default();
        {
            let mut statement = transaction.prepare(&format!(
                "SELECT rowid, {COLUMNS} FROM list_{key} ORDER BY rowid"
            ))?;
            let mut rows = statement.query([])?;
            while let Some(row) = rows.next()? {
                let at: i64 = row.get(0)?;
                let entry = entry_of_from(row, 1)?;
                index.add(u32::try_from(at).unwrap_or(u32::MAX), &entry);
            }
        }
        index.sorted().write(&transaction, key)?;
    }
    transaction.execute_batch(&format!(
        "DROP TABLE ratings; DROP TABLE players; DROP TABLE name_words;
         PRAGMA user_version = {SCHEMA_VERSION};"
    ))?;
    refresh_view(&transaction)?;
    transaction.commit()
}
/// How `name` matches the query's words (longest first): each query word takes a word of the
/// name it equals, or else one it begins. Also whether a query word is the surname's.
fn matching(wanted: &[String], name: &str) -> Option<(Match, bool)> {
    let mut free = words(name);
    let surname = surname_words(name);
    let mut how = Match::Exact;
    let mut surname_hit = false;
    for word in wanted {
        let at = match free.iter().position(|w| w == word) {
            Some(at) => {
                surname_hit |= surname.contains(word);
                at
            }
            None => {
                how = Match::Prefix;
                free.iter().position(|w| w.starts_with(word.as_str()))?
            }
        };
        free.swap_remove(at);
    }
    Some((how, surname_hit))
}

/// Higher ratings of `pool` first (`None`: standard), then the better of the other two lists.
fn pool_rank(entry: &ListEntry, pool: Option<crate::rating::Pool>) -> (Reverse<u16>, Reverse<u16>) {
    use crate::rating::Pool;
    let rating = |list: Option<ListRating>| list.map_or(0, |l| l.rating);
    let (first, others) = match pool {
        Some(Pool::FideRapid) => (entry.rapid, [entry.standard, entry.blitz]),
        Some(Pool::FideBlitz) => (entry.blitz, [entry.standard, entry.rapid]),
        _ => (entry.standard, [entry.rapid, entry.blitz]),
    };
    (
        Reverse(rating(first)),
        Reverse(rating(others[0]).max(rating(others[1]))),
    )
}

fn entry_of(row: &Row) -> rusqlite::Result<ListEntry> {
    entry_of_from(row, 0)
}

/// The entry in a row's columns from `at` on, in the order of [`COLUMNS`].
fn entry_of_from(row: &Row, at: usize) -> rusqlite::Result<ListEntry> {
    let rating = |first: usize| -> rusqlite::Result<Option<ListRating>> {
        Ok(row
            .get::<_, Option<u16>>(at + first)?
            .map(|rating| ListRating {
                rating,
                games: row
                    .get::<_, Option<u16>>(at + first + 1)
                    .ok()
                    .flatten()
                    .unwrap_or(0),
                k: row.get::<_, Option<u8>>(at + first + 2).ok().flatten(),
            }))
    };
    let other_titles: Option<String> = row.get(at + 7)?;
    Ok(ListEntry {
        fide_id: u64::try_from(row.get::<_, i64>(at)?).unwrap_or(0),
        name: row.get(at + 1)?,
        sex: row
            .get::<_, Option<String>>(at + 2)?
            .and_then(|s| s.chars().next()),
        born: row.get(at + 3)?,
        federation: row.get(at + 4)?,
        title: row.get(at + 5)?,
        women_title: row.get(at + 6)?,
        other_titles: other_titles
            .map(|t| t.split(',').map(str::to_string).collect())
            .unwrap_or_default(),
        foa_title: row.get(at + 8)?,
        flag: row
            .get::<_, Option<String>>(at + 9)?
            .as_deref()
            .and_then(ListFlag::parse),
        standard: rating(10)?,
        rapid: rating(13)?,
        blitz: rating(16)?,
    })
}

/// What a file opened as the lists turned out to be.
enum Layout {
    Ours,
    /// A new file, or an empty SQLite database.
    Empty,
    /// Version 1: moved into this layout.
    Earlier,
    Newer(i64),
    /// Something else: why it is not ours.
    Foreign(String),
}

/// The tables of version 1.
const TABLES_1: [&str; 4] = ["months", "name_words", "players", "ratings"];

fn check(connection: &Connection) -> rusqlite::Result<Layout> {
    let id: i64 = connection.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version: i64 = connection.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let mut statement =
        connection.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")?;
    let tables: Vec<String> = statement
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    if id == 0 && version == 0 && tables.is_empty() {
        return Ok(Layout::Empty);
    }
    if id != APPLICATION_ID {
        return Ok(Layout::Foreign(crate::i18n::tr("error-lists-foreign")));
    }
    if version > SCHEMA_VERSION {
        return Ok(Layout::Newer(version));
    }
    if version == 1 && tables == TABLES_1 {
        return Ok(Layout::Earlier);
    }
    let complete = version == SCHEMA_VERSION && tables.iter().any(|t| t == "months") && {
        let mut statement = connection.prepare("SELECT month FROM months")?;
        let keys: Vec<i64> = statement
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        keys.iter().all(|key| {
            [format!("list_{key}"), format!("words_{key}")]
                .iter()
                .all(|table| tables.contains(table))
        })
    };
    if !complete {
        return Ok(Layout::Foreign(crate::i18n::tr_args(
            "error-lists-incomplete",
            &[
                ("version", version.to_string().into()),
                ("tables", tables.join(", ").into()),
            ],
        )));
    }
    Ok(Layout::Ours)
}

fn create(connection: &Connection) -> rusqlite::Result<()> {
    connection.execute_batch(&format!(
        "BEGIN; {SCHEMA} PRAGMA application_id = {APPLICATION_ID};
         PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
    ))
}

/// A file cut short (without a write-ahead log that may hold its end), or damaged anywhere
/// when small enough to read whole: why.
fn whole_check(connection: &Connection, path: &Path) -> rusqlite::Result<Option<String>> {
    let Ok(size) = std::fs::metadata(path).map(|meta| meta.len()) else {
        return Ok(None);
    };
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let logged = std::fs::metadata(PathBuf::from(wal)).is_ok_and(|meta| meta.len() > 0);
    let pages: i64 = connection.query_row("PRAGMA page_count", [], |r| r.get(0))?;
    let page_size: i64 = connection.query_row("PRAGMA page_size", [], |r| r.get(0))?;
    let expected = u64::try_from(pages.saturating_mul(page_size)).unwrap_or(0);
    if !logged && size < expected {
        return Ok(Some(crate::i18n::tr_args(
            "error-lists-cut-short",
            &[
                ("size", size.to_string().into()),
                ("expected", expected.to_string().into()),
            ],
        )));
    }
    if size <= CHECKED_WHOLE {
        let said: String = connection.query_row("PRAGMA quick_check(1)", [], |r| r.get(0))?;
        if said != "ok" {
            return Ok(Some(damaged()));
        }
    }
    Ok(None)
}

fn is_damage(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
    )
}

/// "is damaged", after the file's name, in the current language. SQLite's words of which page
/// and cell are for programmers: the person's remedy is the same whatever they say.
fn damaged() -> String {
    crate::i18n::tr("error-lists-damaged")
}

/// The folder `path` is kept in (`None`: the current one), which must be a folder if it is there.
fn folder_of(path: &Path) -> Result<Option<&Path>, ListStoreError> {
    let dir = path.parent().filter(|dir| !dir.as_os_str().is_empty());
    match dir {
        Some(dir) if std::fs::metadata(dir).is_ok_and(|metadata| !metadata.is_dir()) => {
            Err(ListStoreError::DirNotAFolder(dir.to_path_buf()))
        }
        dir => Ok(dir),
    }
}

/// Whether this user may write `path` (a file, or a folder's entries).
#[cfg(unix)]
fn may_write(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(path) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: `path` is a valid C string; access only looks the file up.
    unsafe { libc::access(path.as_ptr(), libc::W_OK) == 0 }
}

#[cfg(not(unix))]
fn may_write(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|metadata| !metadata.permissions().readonly())
}

/// The `file:` URI that opens `path` read-only (and `immutable`: no lock, no shared memory),
/// every byte that could be read as the URI's own escaped.
fn read_only_uri(path: &Path, immutable: bool) -> String {
    let mut uri = String::from("file:");
    for &byte in path.as_os_str().as_encoded_bytes() {
        if byte.is_ascii_alphanumeric() || b"/-_.~".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri.push_str(if immutable {
        "?mode=ro&immutable=1"
    } else {
        "?mode=ro"
    });
    uri
}

/// Renames the file at `path` (and its write-ahead log) to `NAME.corrupt-YYYYMMDDTHHMMSS`.
fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let stamp = jiff::Timestamp::now().strftime("%Y%m%dT%H%M%S").to_string();
    let name = path
        .file_name()
        .map_or_else(|| FILE_NAME.into(), |n| n.to_string_lossy().into_owned());
    let mut moved_to = path.with_file_name(format!("{name}.corrupt-{stamp}"));
    for n in 2.. {
        if !moved_to.exists() {
            break;
        }
        moved_to = path.with_file_name(format!("{name}.corrupt-{stamp}-{n}"));
    }
    std::fs::rename(path, &moved_to)?;
    let beside = |suffix: &str| {
        let mut with = path.as_os_str().to_owned();
        with.push(suffix);
        PathBuf::from(with)
    };
    let wal = beside("-wal");
    if wal.exists() {
        let mut to = moved_to.as_os_str().to_owned();
        to.push("-wal");
        let _ = std::fs::rename(&wal, PathBuf::from(to));
    }
    // The shared-memory index is rebuilt from the log; a stale one must not meet the new file.
    let _ = std::fs::remove_file(beside("-shm"));
    Ok(moved_to)
}

/// Closes the connection and moves the file aside: the error that says so.
fn set_aside(connection: Connection, path: &Path, reason: String) -> ListStoreError {
    drop(connection);
    match move_aside(path) {
        Ok(moved_to) => ListStoreError::SetAside {
            path: path.to_path_buf(),
            moved_to,
            reason,
        },
        Err(error) => ListStoreError::Io {
            path: path.to_path_buf(),
            error,
        },
    }
}
