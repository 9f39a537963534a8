//! FIDE's rating lists on this machine: one SQLite file (bundled SQLite, readable with the
//! `sqlite3` tool) holding several months side by side.
//!
//! Layout (schema version [`SCHEMA_VERSION`] in `PRAGMA user_version`, elocalc's mark in
//! `PRAGMA application_id`):
//! - `months(month, players, imported_at)`: the months held, `month` as `YYYYMM`;
//! - `players(fide_id, name, sex, born, name_month)`: what does not change month to month, as
//!   the latest month imported spells it;
//! - `ratings(month, fide_id, …)`: each month's line of each player (WITHOUT ROWID, keyed by
//!   month then ID, so a month is one contiguous range: deleted or read at once);
//! - `name_words(word, fide_id)`: every word of every name, folded (lower case, no accents),
//!   for the name search as you type.
//!
//! WAL lets other elocalc read while one imports; an import is one transaction, so a failed or
//! killed one leaves the months held as they were. A file that is not such a database is moved
//! aside, never emptied.

use std::cmp::Reverse;
use std::collections::HashSet;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OptionalExtension, Row, params};

use crate::calc::trf_period::name_key;
use crate::rating::list::{ListEntry, ListFlag, ListMonth, ListRating};
use crate::text::{Words, shown_path};

/// The layout this elocalc writes and reads.
pub const SCHEMA_VERSION: i64 = 1;
/// "ELOL": marks the file as elocalc's lists (`PRAGMA application_id`).
pub const APPLICATION_ID: i64 = 0x454C_4F4C;
/// The database's file name in the data directory.
pub const FILE_NAME: &str = "ratings.sqlite3";

/// How many players a name search looks at before ranking, of those with the query's longest
/// word and of those with a word it begins (a one-letter prefix matches hundreds of thousands:
/// the first in word order are ranked). Each costs a look-up: these keep a search within a few
/// milliseconds at every key typed.
const EXACT_CANDIDATES: usize = 1000;
const PREFIX_CANDIDATES: usize = 300;
/// How many distinct words, sharing the first letters of a mistyped word, are compared with it.
const CLOSE_WORDS: usize = 3000;
/// How near (Jaro–Winkler) a word or name must be to count as close.
const NEAR: f64 = 0.8;

/// Why the lists could not be opened or read.
#[derive(Debug, thiserror::Error)]
pub enum ListStoreError {
    /// The file was not an elocalc list database or was damaged: it was renamed, never emptied.
    #[error(
        "{} {reason}: it was moved to {} and a new list database will be started",
        shown_path(.path),
        shown_path(.moved_to)
    )]
    SetAside {
        path: PathBuf,
        moved_to: PathBuf,
        reason: String,
    },
    #[error(
        "{} was written by a newer elocalc (list database version {found}; this one reads {SCHEMA_VERSION}): update elocalc",
        shown_path(.path)
    )]
    Newer { path: PathBuf, found: i64 },
    #[error("cannot use the rating lists in {}: {}", shown_path(.path), Words(.error))]
    Io { path: PathBuf, error: io::Error },
    #[error("cannot use the rating lists in {}: {error}", shown_path(.path))]
    Sqlite {
        path: PathBuf,
        error: rusqlite::Error,
    },
}

/// Why an import stopped; the months held are as they were before it.
#[derive(Debug, thiserror::Error)]
pub enum ImportError<E> {
    /// The reader's error for the list's entry after `imported` good ones.
    #[error("{error}")]
    Read { imported: u64, error: E },
    #[error("the list has FIDE ID {0} twice: nothing was imported")]
    Duplicate(u64),
    #[error(transparent)]
    Store(#[from] ListStoreError),
}

/// What an import did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportSummary {
    pub month: ListMonth,
    pub players: u64,
    /// The month was held before and its rows were replaced.
    pub replaced: bool,
    /// How many players the month had before, when replaced.
    pub previous_players: Option<u64>,
}

/// A month held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MonthHeld {
    pub month: ListMonth,
    pub players: u64,
    /// When it was imported, UTC, RFC 3339.
    pub imported_at: String,
}

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
CREATE TABLE players(
    fide_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    sex TEXT,
    born INTEGER,
    name_month INTEGER NOT NULL
);
CREATE TABLE ratings(
    month INTEGER NOT NULL,
    fide_id INTEGER NOT NULL,
    federation TEXT,
    title TEXT,
    women_title TEXT,
    other_titles TEXT,
    foa_title TEXT,
    flag TEXT,
    standard INTEGER, standard_games INTEGER, standard_k INTEGER,
    rapid INTEGER, rapid_games INTEGER, rapid_k INTEGER,
    blitz INTEGER, blitz_games INTEGER, blitz_k INTEGER,
    PRIMARY KEY(month, fide_id)
) WITHOUT ROWID;
CREATE TABLE name_words(
    word TEXT NOT NULL,
    fide_id INTEGER NOT NULL,
    PRIMARY KEY(word, fide_id)
) WITHOUT ROWID;
";

/// A reader's settings: look-ups read the file's pages mapped in memory, without a copy each.
const READING: &str = "PRAGMA mmap_size = 1073741824; PRAGMA cache_size = -8000;
    PRAGMA temp.cache_size = -2000;";

/// An import's temporary tables (the connection's own, dropped with its transaction).
const STAGE: &str = "
CREATE TEMP TABLE stage_players(fide_id INTEGER NOT NULL, name TEXT NOT NULL, sex TEXT, born INTEGER);
CREATE TEMP TABLE stage_ratings(
    fide_id INTEGER NOT NULL, federation, title, women_title, other_titles, foa_title, flag,
    standard, standard_games, standard_k, rapid, rapid_games, rapid_k,
    blitz, blitz_games, blitz_k
);
CREATE TEMP TABLE stage_words(word TEXT NOT NULL, fide_id INTEGER NOT NULL);
CREATE TEMP TABLE stage_named(fide_id INTEGER NOT NULL, name TEXT NOT NULL);
";

/// Notes the players whose names are new or changed, when some are held already.
const NOTE_NAMES: &str = "
CREATE TEMP TRIGGER stage_new AFTER INSERT ON main.players
    BEGIN INSERT INTO stage_named VALUES(new.fide_id, new.name); END;
CREATE TEMP TRIGGER stage_renamed AFTER UPDATE OF name ON main.players
    WHEN old.name IS NOT new.name
    BEGIN INSERT INTO stage_named VALUES(new.fide_id, new.name); END;
";

const TABLES: [&str; 4] = ["months", "name_words", "players", "ratings"];

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

/// The words of the surname ("Carlsen" in "Carlsen, Magnus"; the whole name without a comma).
fn surname_words(name: &str) -> Vec<String> {
    words(name.split_once(',').map_or(name, |(surname, _)| surname))
}

/// The next string after every string beginning with `prefix`.
fn prefix_end(prefix: &str) -> String {
    format!("{prefix}{}", char::MAX)
}

impl RatingsList {
    /// `data_dir/ratings.sqlite3`.
    pub fn default_path(data_dir: &Path) -> PathBuf {
        data_dir.join(FILE_NAME)
    }

    /// Opens the lists at `path`, creating the file (and its folder) when there is none. A file
    /// that is not an elocalc list database, or is damaged, is renamed to
    /// `NAME.corrupt-YYYYMMDDTHHMMSS` and reported; opening again starts a new one.
    pub fn open(path: &Path) -> Result<RatingsList, ListStoreError> {
        if let Some(dir) = path.parent()
            && !dir.as_os_str().is_empty()
        {
            std::fs::create_dir_all(dir).map_err(|error| ListStoreError::Io {
                path: path.to_path_buf(),
                error,
            })?;
        }
        let sqlite = |error| ListStoreError::Sqlite {
            path: path.to_path_buf(),
            error,
        };
        let connection = Connection::open(path).map_err(sqlite)?;
        connection
            .busy_timeout(Duration::from_secs(10))
            .map_err(sqlite)?;
        match check(&connection) {
            Ok(Layout::Ours) => {}
            Ok(Layout::Empty) => create(&connection).map_err(sqlite)?,
            Ok(Layout::Newer(found)) => {
                return Err(ListStoreError::Newer {
                    path: path.to_path_buf(),
                    found,
                });
            }
            Ok(Layout::Foreign(reason)) => return Err(set_aside(connection, path, reason)),
            Err(error) if is_damage(&error) => {
                return Err(set_aside(connection, path, "is damaged".to_string()));
            }
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
        })
    }

    /// Where the database is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn error(&self, error: rusqlite::Error) -> ListStoreError {
        ListStoreError::Sqlite {
            path: self.path.clone(),
            error,
        }
    }

    /// Imports `month`'s list from `entries`, replacing that month if it is held, in one
    /// transaction: an error (or a kill) part way leaves the months held as they were.
    /// `progress` hears the number of entries read so far, every few thousand and at the end.
    pub fn import<E>(
        &mut self,
        month: ListMonth,
        entries: impl Iterator<Item = Result<ListEntry, E>>,
        mut progress: impl FnMut(u64),
    ) -> Result<ImportSummary, ImportError<E>> {
        let key = month_key(month);
        let path = self.path.clone();
        let sqlite = move |error| {
            ImportError::Store(ListStoreError::Sqlite {
                path: path.clone(),
                error,
            })
        };
        // More cache while importing, a second thread for the sorter, and no mapped pages: they
        // would count as the import's memory (these keep 1.3 M players under 100 MB).
        self.connection
            .execute_batch(
                "PRAGMA cache_size = -16384; PRAGMA temp.cache_size = -8192; PRAGMA threads = 2;
                 PRAGMA mmap_size = 0;",
            )
            .map_err(&sqlite)?;
        let transaction = self
            .connection
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(&sqlite)?;
        let previous = transaction
            .query_row(
                "SELECT players FROM months WHERE month = ?1",
                [key],
                |row| row.get::<_, i64>(0),
            )
            .optional()
            .map_err(&sqlite)?
            .map(|players| u64::try_from(players).unwrap_or(0));
        // The list comes in its own order (by name); the tables are kept by ID and word. So
        // the entries are first appended to temporary tables, then moved over sorted: each
        // table is then written in its own order, page after page.
        transaction.execute_batch(STAGE).map_err(&sqlite)?;
        // Into an empty database every name is new: its words come from the list itself.
        let first: bool = transaction
            .query_row("SELECT NOT EXISTS(SELECT 1 FROM players)", [], |row| {
                row.get(0)
            })
            .map_err(&sqlite)?;
        if !first {
            transaction.execute_batch(NOTE_NAMES).map_err(&sqlite)?;
        }
        let mut players = 0u64;
        {
            let mut stage_player = transaction
                .prepare("INSERT INTO stage_players VALUES(?1, ?2, ?3, ?4)")
                .map_err(&sqlite)?;
            let mut stage_rating = transaction
                .prepare(
                    "INSERT INTO stage_ratings VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7,
                     ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
                )
                .map_err(&sqlite)?;
            for entry in entries {
                let entry = entry.map_err(|error| ImportError::Read {
                    imported: players,
                    error,
                })?;
                let id = i64::try_from(entry.fide_id).unwrap_or(i64::MAX);
                stage_player
                    .execute(params![
                        id,
                        entry.name,
                        entry.sex.map(String::from),
                        entry.born
                    ])
                    .map_err(&sqlite)?;
                let [s, r, b] = [entry.standard, entry.rapid, entry.blitz].map(|list| {
                    (
                        list.map(|l| l.rating),
                        list.map(|l| l.games),
                        list.and_then(|l| l.k),
                    )
                });
                let others = (!entry.other_titles.is_empty()).then(|| entry.other_titles.join(","));
                stage_rating
                    .execute(params![
                        id,
                        entry.federation,
                        entry.title,
                        entry.women_title,
                        others,
                        entry.foa_title,
                        entry.flag.map(ListFlag::key),
                        s.0,
                        s.1,
                        s.2,
                        r.0,
                        r.1,
                        r.2,
                        b.0,
                        b.1,
                        b.2
                    ])
                    .map_err(&sqlite)?;
                players += 1;
                if players.is_multiple_of(4096) {
                    progress(players);
                }
            }
        }
        transaction
            .execute("DELETE FROM ratings WHERE month = ?1", [key])
            .map_err(&sqlite)?;
        let moved = transaction.execute(
            "INSERT INTO ratings SELECT ?1, * FROM stage_ratings ORDER BY fide_id",
            [key],
        );
        match moved {
            Ok(_) => {}
            Err(error) if error.sqlite_error_code() == Some(ErrorCode::ConstraintViolation) => {
                let twice: i64 = transaction
                    .query_row(
                        "SELECT fide_id FROM stage_ratings GROUP BY fide_id HAVING count(*) > 1",
                        [],
                        |row| row.get(0),
                    )
                    .map_err(&sqlite)?;
                return Err(ImportError::Duplicate(u64::try_from(twice).unwrap_or(0)));
            }
            Err(error) => return Err(sqlite(error)),
        }
        // A player's name, sex and birth year as the latest month spells them; the names new or
        // changed (the triggers note them) get their words into the search index.
        transaction
            .execute(
                "INSERT INTO players(fide_id, name, sex, born, name_month)
                 SELECT fide_id, name, sex, born, ?1 FROM stage_players WHERE true ORDER BY fide_id
                 ON CONFLICT(fide_id) DO UPDATE SET name = excluded.name,
                     sex = excluded.sex, born = excluded.born, name_month = excluded.name_month
                 WHERE excluded.name_month >= players.name_month
                   AND (players.name IS NOT excluded.name OR players.sex IS NOT excluded.sex
                        OR players.born IS NOT excluded.born)",
                [key],
            )
            .map_err(&sqlite)?;
        {
            let mut stage_word = transaction
                .prepare("INSERT INTO stage_words VALUES(?1, ?2)")
                .map_err(&sqlite)?;
            let mut named = transaction
                .prepare(if first {
                    "SELECT fide_id, name FROM stage_players"
                } else {
                    "SELECT fide_id, name FROM stage_named"
                })
                .map_err(&sqlite)?;
            let mut rows = named.query([]).map_err(&sqlite)?;
            while let Some(row) = rows.next().map_err(&sqlite)? {
                let id: i64 = row.get(0).map_err(&sqlite)?;
                let name: String = row.get(1).map_err(&sqlite)?;
                for word in words(&name) {
                    stage_word.execute(params![word, id]).map_err(&sqlite)?;
                }
            }
        }
        transaction
            .execute_batch(
                "INSERT OR IGNORE INTO name_words
                     SELECT word, fide_id FROM stage_words ORDER BY word, fide_id;
                 DROP TABLE temp.stage_players; DROP TABLE temp.stage_ratings;
                 DROP TABLE temp.stage_words; DROP TABLE temp.stage_named;
                 DROP TRIGGER IF EXISTS temp.stage_new;
                 DROP TRIGGER IF EXISTS temp.stage_renamed;",
            )
            .map_err(&sqlite)?;
        transaction
            .execute(
                "INSERT OR REPLACE INTO months(month, players, imported_at) VALUES(?1, ?2, ?3)",
                params![key, players as i64, super::time::now_utc()],
            )
            .map_err(&sqlite)?;
        transaction.commit().map_err(&sqlite)?;
        progress(players);
        // Back to a reader's cache; the pages stay in the system's file cache.
        self.connection.execute_batch(READING).map_err(&sqlite)?;
        Ok(ImportSummary {
            month,
            players,
            replaced: previous.is_some(),
            previous_players: previous,
        })
    }

    /// The months held, oldest first.
    pub fn months(&self) -> Result<Vec<MonthHeld>, ListStoreError> {
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
        let key = month_key(month);
        let transaction = self
            .connection
            .transaction()
            .map_err(|e| ListStoreError::Sqlite {
                path: self.path.clone(),
                error: e,
            })?;
        let result = (|| {
            let held = transaction.execute("DELETE FROM months WHERE month = ?1", [key])? > 0;
            transaction.execute("DELETE FROM ratings WHERE month = ?1", [key])?;
            let left: i64 =
                transaction.query_row("SELECT count(*) FROM months", [], |r| r.get(0))?;
            if left == 0 {
                // No month names anyone: the players and their words go too.
                transaction.execute_batch("DELETE FROM players; DELETE FROM name_words;")?;
            }
            transaction.commit()?;
            Ok(held)
        })();
        result.map_err(|e| self.error(e))
    }

    /// The latest month held.
    pub fn latest(&self) -> Option<ListMonth> {
        self.connection
            .query_row("SELECT max(month) FROM months", [], |row| {
                row.get::<_, Option<i64>>(0)
            })
            .ok()
            .flatten()
            .and_then(month_of)
    }

    /// Months held, newest first.
    fn months_newest_first(&self) -> Result<Vec<i64>, ListStoreError> {
        let mut statement = self
            .connection
            .prepare_cached("SELECT month FROM months ORDER BY month DESC")
            .map_err(|e| self.error(e))?;
        let rows = statement
            .query_map([], |row| row.get(0))
            .map_err(|e| self.error(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.error(e))
    }

    /// The player's line in `month`, or with `None` in the latest month held that has them.
    pub fn by_id(
        &self,
        fide_id: u64,
        month: Option<ListMonth>,
    ) -> Result<Option<(ListMonth, ListEntry)>, ListStoreError> {
        let months = match month {
            Some(month) => vec![month_key(month)],
            None => self.months_newest_first()?,
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
        let mut statement = self
            .connection
            .prepare_cached(
                "SELECT p.fide_id, p.name, p.sex, p.born, r.federation, r.title, r.women_title,
                        r.other_titles, r.foa_title, r.flag,
                        r.standard, r.standard_games, r.standard_k,
                        r.rapid, r.rapid_games, r.rapid_k, r.blitz, r.blitz_games, r.blitz_k
                 FROM ratings r JOIN players p ON p.fide_id = r.fide_id
                 WHERE r.month = ?1 AND r.fide_id = ?2",
            )
            .map_err(|e| self.error(e))?;
        statement
            .query_row(params![key, id], entry_of)
            .optional()
            .map_err(|e| self.error(e))
    }

    /// The player's standard, rapid and blitz ratings in each month held that has them, oldest
    /// first.
    pub fn history(&self, fide_id: u64) -> Result<Vec<HistoryRow>, ListStoreError> {
        let Ok(id) = i64::try_from(fide_id) else {
            return Ok(Vec::new());
        };
        let mut statement = self
            .connection
            .prepare_cached(
                "SELECT r.month, r.standard, r.rapid, r.blitz FROM months m
                 JOIN ratings r ON r.month = m.month AND r.fide_id = ?1 ORDER BY m.month",
            )
            .map_err(|e| self.error(e))?;
        let rows = statement
            .query_map([id], |row| {
                Ok((row.get::<_, i64>(0)?, row.get(1)?, row.get(2)?, row.get(3)?))
            })
            .map_err(|e| self.error(e))?;
        let mut history = Vec::new();
        for row in rows {
            let (key, standard, rapid, blitz) = row.map_err(|e| self.error(e))?;
            if let Some(month) = month_of(key) {
                history.push((month, standard, rapid, blitz));
            }
        }
        Ok(history)
    }

    /// The players `query` names in `month` (`None`: the latest held): a FIDE ID, or a name in
    /// any case, order and accents ("carlsen", "Magnus Carlsen", "Carlsen, M", "Nunez"), each
    /// word of it the start of a word of the name; ranked exact before prefix, a query word that
    /// is the surname's first, then by rating. When no name matches so, the closest names (a
    /// typo). At most `limit` players.
    pub fn search(
        &self,
        query: &str,
        month: Option<ListMonth>,
        limit: usize,
    ) -> Result<Search, ListStoreError> {
        self.search_in(query, month, limit, None)
    }

    /// [`RatingsList::search`], each kind of match ranked by the rating of `pool` (`None`, or
    /// a pool with no FIDE list: the standard rating), then by the others.
    pub fn search_in(
        &self,
        query: &str,
        month: Option<ListMonth>,
        limit: usize,
        pool: Option<crate::rating::Pool>,
    ) -> Result<Search, ListStoreError> {
        let Some(month) = month.or_else(|| self.latest()) else {
            return Ok(Search::default());
        };
        let key = month_key(month);
        let mut search = Search {
            month: Some(month),
            ..Search::default()
        };
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
        // Longest first: the most telling word drives the index, and is matched first.
        wanted.sort_by_key(|w| Reverse(w.chars().count()));
        let mut seen = HashSet::new();
        let mut ranked = Vec::new();
        let (mut candidates, capped) = self.ids_with_word(&wanted[0])?;
        // In ID order: each look-up then reads pages near the last one's.
        candidates.sort_unstable();
        candidates.dedup();
        for id in candidates {
            seen.insert(id);
            let Some(entry) = self.entry(key, id)? else {
                continue;
            };
            if let Some((how, surname)) = matching(&wanted, &entry.name) {
                ranked.push((how, !surname, rating_rank(&entry, pool), entry));
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
            search.found = self.close(key, query, &wanted, &seen, limit, pool)?;
        }
        Ok(search)
    }

    /// Players with a word equal to `word`, then with a word beginning with it (at most so
    /// many of each), and whether there were more.
    fn ids_with_word(&self, word: &str) -> Result<(Vec<u64>, bool), ListStoreError> {
        let mut ids = Vec::new();
        let mut capped = false;
        for (sql, cap) in [
            (
                "SELECT fide_id FROM name_words WHERE word = ?1 LIMIT ?3",
                EXACT_CANDIDATES,
            ),
            (
                "SELECT fide_id FROM name_words WHERE word > ?1 AND word < ?2 LIMIT ?3",
                PREFIX_CANDIDATES,
            ),
        ] {
            let mut statement = self
                .connection
                .prepare_cached(sql)
                .map_err(|e| self.error(e))?;
            let rows = statement
                .query_map(params![word, prefix_end(word), cap as i64], |row| {
                    row.get::<_, i64>(0)
                })
                .map_err(|e| self.error(e))?;
            let before = ids.len();
            for row in rows {
                ids.push(u64::try_from(row.map_err(|e| self.error(e))?).unwrap_or(0));
            }
            capped |= ids.len() - before == cap;
        }
        Ok((ids, capped))
    }

    /// The names nearest `query` among players with a word near one of its words (the index's
    /// words sharing its first two letters), nearest first.
    fn close(
        &self,
        key: i64,
        query: &str,
        wanted: &[String],
        seen: &HashSet<u64>,
        limit: usize,
        pool: Option<crate::rating::Pool>,
    ) -> Result<Vec<Found>, ListStoreError> {
        let mut next_word = self
            .connection
            .prepare_cached("SELECT word FROM name_words WHERE word > ?1 AND word < ?2 LIMIT 1")
            .map_err(|e| self.error(e))?;
        let mut with_word = self
            .connection
            .prepare_cached("SELECT fide_id FROM name_words WHERE word = ?1 LIMIT ?2")
            .map_err(|e| self.error(e))?;
        let mut ids = HashSet::new();
        for wanted in wanted.iter().filter(|w| w.chars().count() >= 2) {
            let start: String = wanted.chars().take(2).collect();
            let end = prefix_end(&start);
            let mut near: Vec<(f64, String)> = Vec::new();
            // Each distinct word once: the index is read by seeking past the previous word.
            let mut at = start.clone();
            for _ in 0..CLOSE_WORDS {
                let Some(word) = next_word
                    .query_row(params![at, end], |row| row.get::<_, String>(0))
                    .optional()
                    .map_err(|e| self.error(e))?
                else {
                    break;
                };
                let score = strsim::jaro_winkler(wanted, &word);
                if score >= NEAR {
                    near.push((score, word.clone()));
                }
                at = word;
            }
            near.sort_by(|a, b| b.0.total_cmp(&a.0));
            for (_, word) in near.into_iter().take(5) {
                let rows = with_word
                    .query_map(params![word, EXACT_CANDIDATES as i64], |row| {
                        row.get::<_, i64>(0)
                    })
                    .map_err(|e| self.error(e))?;
                for row in rows {
                    let id = u64::try_from(row.map_err(|e| self.error(e))?).unwrap_or(0);
                    if !seen.contains(&id) {
                        ids.insert(id);
                    }
                }
            }
        }
        let query_key = name_key(query);
        let mut scored = Vec::new();
        for id in ids {
            if let Some(entry) = self.entry(key, id)? {
                let score = strsim::jaro_winkler(&query_key, &name_key(&entry.name));
                scored.push((score, entry));
            }
        }
        scored.sort_by(|a, b| {
            b.0.total_cmp(&a.0)
                .then_with(|| rating_rank(&a.1, pool).cmp(&rating_rank(&b.1, pool)))
        });
        // The nearest always; the others when near too.
        Ok(scored
            .into_iter()
            .enumerate()
            .filter(|(at, (score, _))| *at == 0 || *score >= NEAR)
            .take(limit)
            .map(|(_, (_, entry))| Found {
                how: Match::Close,
                entry,
            })
            .collect())
    }
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

/// Higher ratings first: standard, then the better of rapid and blitz.
fn rating_rank(
    entry: &ListEntry,
    pool: Option<crate::rating::Pool>,
) -> (Reverse<u16>, Reverse<u16>) {
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
    let rating = |at: usize| -> rusqlite::Result<Option<ListRating>> {
        Ok(row.get::<_, Option<u16>>(at)?.map(|rating| ListRating {
            rating,
            games: row
                .get::<_, Option<u16>>(at + 1)
                .ok()
                .flatten()
                .unwrap_or(0),
            k: row.get::<_, Option<u8>>(at + 2).ok().flatten(),
        }))
    };
    let other_titles: Option<String> = row.get(7)?;
    Ok(ListEntry {
        fide_id: u64::try_from(row.get::<_, i64>(0)?).unwrap_or(0),
        name: row.get(1)?,
        sex: row
            .get::<_, Option<String>>(2)?
            .and_then(|s| s.chars().next()),
        born: row.get(3)?,
        federation: row.get(4)?,
        title: row.get(5)?,
        women_title: row.get(6)?,
        other_titles: other_titles
            .map(|t| t.split(',').map(str::to_string).collect())
            .unwrap_or_default(),
        foa_title: row.get(8)?,
        flag: row
            .get::<_, Option<String>>(9)?
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
    Newer(i64),
    /// Something else: why it is not ours.
    Foreign(String),
}

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
        return Ok(Layout::Foreign(
            "is an SQLite database of another program, not elocalc's rating lists".to_string(),
        ));
    }
    if version > SCHEMA_VERSION {
        return Ok(Layout::Newer(version));
    }
    if version != SCHEMA_VERSION || tables != TABLES {
        return Ok(Layout::Foreign(format!(
            "is not a complete elocalc list database (version {version}, tables {})",
            tables.join(", ")
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

fn is_damage(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)
    )
}

/// Renames the file at `path` (and its write-ahead log) to `NAME.corrupt-YYYYMMDDTHHMMSS`.
fn set_aside(connection: Connection, path: &Path, reason: String) -> ListStoreError {
    drop(connection);
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
    if let Err(error) = std::fs::rename(path, &moved_to) {
        return ListStoreError::Io {
            path: path.to_path_buf(),
            error,
        };
    }
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
    ListStoreError::SetAside {
        path: path.to_path_buf(),
        moved_to,
        reason,
    }
}
