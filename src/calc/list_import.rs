//! A FIDE rating list file put into the lists kept (`elocalc list import FILE`): opened and read
//! with `import::fide_list`, its month found, its players kept by `store::ratings_list`. The
//! face hands the path, the month it was given and the database it opened; what went wrong is
//! data here ([`ListImportError`]), worded by the face.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::import::fide_list::{ListFileError, ListLineError, ListProblem, ListReader, open_list};
use crate::rating::list::{ImportSummary, ListEntry, ListKind, ListMonth};
use crate::store::ratings_list::{ImportError, ListStoreError, RatingsList, Replacing};

/// How often, in players read, the progress is told.
const PROGRESS_EVERY: u64 = 4096;

/// Why a list file was not put into the lists kept.
#[derive(Debug)]
pub enum ListImportError {
    /// A pipe, a FIFO, a device or a folder: never opened (a FIFO with no writer would block),
    /// since a list is read from a file.
    NotAFile(PathBuf),
    /// No list elocalc reads, or a file that cannot be opened (import's words).
    Open(ListFileError),
    /// The list's month code and the month given differ.
    MonthsDisagree {
        coded: ListMonth,
        given: ListMonth,
    },
    /// The file's date, asked for its month, could not be read.
    Read {
        path: PathBuf,
        error: io::Error,
    },
    /// No month in the file, none given, and none from the file's date.
    NoMonth(PathBuf),
    /// A line of the list that gives no player: nothing of the list is kept.
    Line {
        path: PathBuf,
        error: ListLineError,
    },
    /// Two players of the list with one FIDE ID.
    Duplicate {
        path: PathBuf,
        id: u64,
    },
    /// The list gave no player.
    Empty(PathBuf),
    /// The month is held with far more players than the list gives, and it was not forced.
    FarFewer {
        path: PathBuf,
        month: ListMonth,
        held: u64,
        players: u64,
    },
    Store(ListStoreError),
    /// Stopped when asked to, before its end: nothing of the list was kept.
    Stopped,
}

impl ListImportError {
    /// A file that could not be read or lists that could not be written, rather than a file
    /// that is no list or a month that does not fit.
    pub fn is_io(&self) -> bool {
        match self {
            ListImportError::Open(error) => matches!(error.problem, ListProblem::Io(_)),
            ListImportError::Read { .. } | ListImportError::Store(_) => true,
            _ => false,
        }
    }

    /// What the file holds is no FIDE list (its first line, or its XML's root, is none of a
    /// list's), or it could not be opened at all: another reader may take it. A zip, a list's
    /// header or a `<playerslist>` is a list, and what is wrong with it is said as a list's.
    pub fn is_no_list(&self) -> bool {
        match self {
            ListImportError::NotAFile(_) => true,
            ListImportError::Open(error) => {
                matches!(error.problem, ListProblem::NotAList(_) | ListProblem::Io(_))
            }
            _ => false,
        }
    }
}

/// Where the list's month came from, when the file did not say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MonthFrom {
    /// The single list's month code, or the month given.
    Said,
    /// The file's date, in the local time zone.
    FileDate(jiff::civil::Date),
}

/// Lines whose columns were realigned (the other titles overflowing), read and kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Realigned {
    pub count: u64,
    /// The first of them, by number.
    pub first: u64,
}

/// The XML's elements elocalc does not read, skipped whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedElements {
    pub count: u64,
    /// The first of them: its line and its name.
    pub line: u64,
    pub name: String,
}

/// A list put into the lists kept.
#[derive(Clone, Debug)]
pub struct ListImported {
    pub summary: ImportSummary,
    pub kind: ListKind,
    pub realigned: Option<Realigned>,
    pub skipped: Option<SkippedElements>,
}

/// A list file opened, its header read.
pub struct ListFile {
    path: PathBuf,
    reader: ListReader,
}

impl ListFile {
    /// Opens the list at `path` (a zip holding one too); anything but a regular file is
    /// refused unopened.
    pub fn open(path: &Path) -> Result<ListFile, ListImportError> {
        if std::fs::metadata(path).is_ok_and(|metadata| !metadata.is_file()) {
            return Err(ListImportError::NotAFile(path.to_path_buf()));
        }
        let reader = open_list(path).map_err(ListImportError::Open)?;
        Ok(ListFile {
            path: path.to_path_buf(),
            reader,
        })
    }

    /// The file's size, or the zip member's uncompressed size.
    pub fn total_bytes(&self) -> Option<u64> {
        self.reader.total_bytes()
    }

    /// The list's month: a single list's month code, else `given`, else the file's date.
    pub fn month(
        &self,
        given: Option<ListMonth>,
    ) -> Result<(ListMonth, MonthFrom), ListImportError> {
        match (self.reader.header().month, given) {
            (Some(coded), Some(given)) if coded != given => {
                Err(ListImportError::MonthsDisagree { coded, given })
            }
            (Some(coded), _) => Ok((coded, MonthFrom::Said)),
            (None, Some(given)) => Ok((given, MonthFrom::Said)),
            (None, None) => {
                let file = &self.path;
                let modified = std::fs::metadata(file)
                    .and_then(|meta| meta.modified())
                    .map_err(|error| ListImportError::Read {
                        path: file.clone(),
                        error,
                    })?;
                let date = jiff::Timestamp::try_from(modified)
                    .ok()
                    .map(|stamp| stamp.to_zoned(jiff::tz::TimeZone::system()).date())
                    .ok_or_else(|| ListImportError::NoMonth(file.clone()))?;
                let month = ListMonth::new(date.year(), date.month())
                    .ok_or_else(|| ListImportError::NoMonth(file.clone()))?;
                Ok((month, MonthFrom::FileDate(date)))
            }
        }
    }

    /// Reads the list into `lists` as `month`'s, a month held replaced as `replacing` says;
    /// `progress` is told the players and the bytes read so far, every few thousand players.
    pub fn import_into(
        self,
        lists: &mut RatingsList,
        month: ListMonth,
        replacing: Replacing,
        progress: impl FnMut(u64, u64),
    ) -> Result<ListImported, ListImportError> {
        self.import_until(lists, month, replacing, progress, &AtomicBool::new(false))
    }

    /// [`ListFile::import_into`], stopped once `stop` is set: the import is one transaction,
    /// so the lists held stay as they were ([`ListImportError::Stopped`]).
    pub fn import_until(
        self,
        lists: &mut RatingsList,
        month: ListMonth,
        replacing: Replacing,
        progress: impl FnMut(u64, u64),
        stop: &AtomicBool,
    ) -> Result<ListImported, ListImportError> {
        let path = self.path;
        let mut entries = Progressing {
            reader: self.reader,
            progress,
            read: 0,
            stop,
        };
        let summary = lists
            .import_replacing(month, &mut entries, replacing, |_| {}, stop)
            .map_err(|error| import_error(&path, error))?;
        let reader = entries.reader;
        let realigned = (reader.realigned() > 0).then(|| Realigned {
            count: reader.realigned(),
            first: reader.first_realigned().unwrap_or_default(),
        });
        let skipped = reader
            .first_skipped_element()
            .map(|(line, name)| SkippedElements {
                count: reader.skipped_elements(),
                line,
                name: name.to_string(),
            });
        Ok(ListImported {
            summary,
            kind: reader.header().kind,
            realigned,
            skipped,
        })
    }
}

/// Why the entries stopped before the list's end.
enum Halt {
    Line(ListLineError),
    Stopped,
}

/// The reader's entries, the progress told as they are read, ending early once `stop` is set.
struct Progressing<'a, F> {
    reader: ListReader,
    progress: F,
    read: u64,
    stop: &'a AtomicBool,
}

impl<F: FnMut(u64, u64)> Iterator for Progressing<'_, F> {
    type Item = Result<ListEntry, Halt>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.stop.load(Ordering::Relaxed) {
            return Some(Err(Halt::Stopped));
        }
        let next = self.reader.next();
        self.read += 1;
        if self.read.is_multiple_of(PROGRESS_EVERY) {
            (self.progress)(self.read, self.reader.bytes_read());
        }
        next.map(|entry| entry.map_err(Halt::Line))
    }
}

fn import_error(file: &Path, error: ImportError<Halt>) -> ListImportError {
    let path = file.to_path_buf();
    match error {
        ImportError::Read {
            error: Halt::Line(error),
            ..
        } => ListImportError::Line { path, error },
        ImportError::Read {
            error: Halt::Stopped,
            ..
        } => ListImportError::Stopped,
        ImportError::Duplicate(id) => ListImportError::Duplicate { path, id },
        ImportError::Empty => ListImportError::Empty(path),
        ImportError::Stopped => ListImportError::Stopped,
        ImportError::FarFewer {
            month,
            held,
            players,
        } => ListImportError::FarFewer {
            path,
            month,
            held,
            players,
        },
        ImportError::Store(error) => ListImportError::Store(error),
    }
}
