//! A file named to be imported, read whole with `import` so that what it holds is looked at
//! before anything is taken from it: a games list, a CSV table or a player's games in a PGN
//! file, or a tournament report (the whole field). The face hands the path (and a PGN's player)
//! and is told the bytes read as it goes; what cannot be read is data here
//! ([`PreviewError`]), worded by the face.

use std::fs::File;
use std::io::{self, BufReader};
use std::path::{Path, PathBuf};

use super::Row;
use super::edit::{EventRows, imported_rows};
use super::trf::ReportText;
use crate::import::{self, FileKind, ImportError, Imported, Options, Skipped, Warning};
use crate::rating::tournament::Tournament;
use crate::rating::{PeriodGame, Pool};

/// What a file holds, as its reader found it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Preview {
    imported: Imported,
}

impl Preview {
    /// The games found (none for a tournament report).
    pub fn games(&self) -> &[PeriodGame] {
        &self.imported.games
    }

    /// PGN: the player's name as the file spells it.
    pub fn player_name(&self) -> Option<&str> {
        self.imported.player_name.as_deref()
    }

    /// PGN: the player's rating in the first game.
    pub fn player_rating(&self) -> Option<u32> {
        self.imported.player_rating
    }

    /// PGN: the pool its time control suggests.
    pub fn suggested_pool(&self) -> Option<Pool> {
        self.imported.suggested_pool
    }

    /// CSV: the columns used for the ratings and the scores, by header.
    pub fn columns(&self) -> Option<(&str, &str)> {
        self.imported
            .columns
            .as_ref()
            .map(|(ratings, scores)| (ratings.as_str(), scores.as_str()))
    }

    /// What was read, but not as the file meant it (the games kept).
    pub fn warnings(&self) -> &[Warning] {
        &self.imported.warnings
    }

    /// The lines that gave no game, and why.
    pub fn skipped(&self) -> &[Skipped] {
        &self.imported.skipped
    }

    /// The first skipped line and how many there were, for a status line.
    pub fn skipped_summary(&self) -> Option<String> {
        self.imported.skipped_summary()
    }

    /// A games list's events (its event lines); none for a list without them.
    pub fn events(&self) -> usize {
        self.imported.events.len()
    }

    /// The games as the table's rows, with the titles and federations the file gives.
    pub fn rows(&self) -> Vec<Row> {
        imported_rows(&self.imported)
    }

    /// The games as the table's rows, in the events the file's event lines make.
    pub fn event_rows(&self) -> EventRows {
        EventRows::of(&self.imported)
    }

    /// A tournament report file's tournament.
    pub fn report(&self) -> Option<&Tournament> {
        self.imported
            .report
            .as_ref()
            .map(|report| &report.tournament)
    }

    /// A tournament report file's text, with the tournament read from it: taken out.
    pub fn take_report(&mut self) -> Option<ReportText> {
        let report = self.imported.report.take()?;
        Some(ReportText::read_as(report.text, report.tournament))
    }
}

/// Why a file gave nothing to look at.
#[derive(Debug)]
pub enum PreviewError {
    Read {
        path: PathBuf,
        error: io::Error,
    },
    /// Only regular files are imported: a FIFO would keep the reading going for ever.
    NotAFile(PathBuf),
    /// Read, but not as its kind is read (import's words).
    Import {
        path: PathBuf,
        error: ImportError,
    },
}

impl PreviewError {
    /// The names in a PGN file closest to a player's name that has no game in it.
    pub fn close_names(&self) -> &[String] {
        match self {
            PreviewError::Import {
                error: ImportError::NoSuchPlayer { close, .. },
                ..
            } => close,
            _ => &[],
        }
    }
}

/// Whether the file's games are one player's among others' (a PGN file), whose name must be
/// given.
pub fn needs_player(path: &Path) -> bool {
    FileKind::of(path) == FileKind::Pgn
}

/// Reads the file at `path` by its kind (a PGN's games of `player`); `progress` is told the
/// bytes read so far and the file's size as it goes.
pub fn read(
    path: &Path,
    player: Option<&str>,
    progress: impl Fn(u64, u64),
) -> Result<Preview, PreviewError> {
    let read_error = |error| PreviewError::Read {
        path: path.to_path_buf(),
        error,
    };
    // Looked at before it is opened: opening a FIFO with no writer blocks, and reading one (or
    // a device) need never end.
    let metadata = std::fs::metadata(path).map_err(read_error)?;
    if !metadata.is_file() {
        return Err(PreviewError::NotAFile(path.to_path_buf()));
    }
    let file = File::open(path).map_err(read_error)?;
    let total = file.metadata().map_or(0, |m| m.len());
    let options = Options {
        player: player.unwrap_or(""),
        ..Options::default()
    };
    import::read(FileKind::of(path), BufReader::new(file), &options, |done| {
        progress(done, total)
    })
    .map(|imported| Preview { imported })
    .map_err(|error| match error {
        ImportError::Io(error) => read_error(error),
        error => PreviewError::Import {
            path: path.to_path_buf(),
            error,
        },
    })
}
