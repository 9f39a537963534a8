//! Games brought in from outside: pasted lines, CSV tables and PGN files, each turned into
//! tournament rows. Readers are passed in (a file, standard input, a pasted string); nothing
//! here opens files. Lines that cannot be used are reported with their numbers, never dropped
//! silently.

pub mod csv;
pub mod pgn;

use std::fmt;
use std::io;

use crate::form::Row;
use crate::rating::{PeriodGame, Pool};

/// A line (counted from 1) that gave no game, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub line: usize,
    pub reason: String,
}

/// What an import found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Imported {
    pub rows: Vec<Row>,
    pub skipped: Vec<Skipped>,
    /// PGN: the player's name as the file spells it, their rating in the first game, and the
    /// pool its time control suggests.
    pub player_name: Option<String>,
    pub player_rating: Option<u32>,
    pub suggested_pool: Option<Pool>,
    /// CSV: the columns used, by header.
    pub columns: Option<(String, String)>,
}

impl Imported {
    /// "lines 3, 7 and 12" style summary of what was skipped, for a status line.
    pub fn skipped_summary(&self) -> Option<String> {
        let first = self.skipped.first()?;
        Some(match self.skipped.len() {
            1 => format!("line {} skipped: {}", first.line, first.reason),
            n => format!(
                "{n} lines skipped (line {}: {}{})",
                first.line,
                first.reason,
                if n > 1 { ", …" } else { "" }
            ),
        })
    }

    /// The rows as games of `pool`; a row whose opponent does not suit the pool is an error
    /// naming its place (1-based) in the list.
    pub fn games(&self, pool: Pool) -> Result<Vec<PeriodGame>, crate::rating::InputError> {
        self.rows
            .iter()
            .enumerate()
            .map(|(index, row)| row.game(pool).map_err(|error| error.in_game(index)))
            .collect()
    }
}

#[derive(Debug)]
pub enum ImportError {
    Io(io::Error),
    /// A CSV file's columns could not be told apart; the text says what was looked for.
    Columns(String),
    /// A CSV row is malformed beyond skipping (the csv crate's error, with its line).
    Csv(String),
    /// No game of the player: the closest names in the file.
    NoSuchPlayer {
        player: String,
        close: Vec<String>,
    },
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Io(error) => write!(f, "{error}"),
            ImportError::Columns(message) | ImportError::Csv(message) => f.write_str(message),
            ImportError::NoSuchPlayer { player, close } if close.is_empty() => {
                write!(f, "no game of '{player}' (matched against White and Black)")
            }
            ImportError::NoSuchPlayer { player, close } => write!(
                f,
                "no game of '{player}'; close matches: {}",
                close
                    .iter()
                    .map(|name| format!("'{name}'"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

impl std::error::Error for ImportError {}

/// Pasted or typed lines, one game each (`OPPONENT | SCORE` and the other layouts of
/// [`PeriodGame::parse_line`]); blank lines and `#` comments are passed over. The opponent is
/// checked as a rating (0–4000) or `unrated`; whether it suits the pool is checked later.
pub fn parse_lines(text: &str) -> Imported {
    let mut imported = Imported::default();
    for (index, line) in text.lines().enumerate() {
        let line = if index == 0 {
            line.trim_start_matches('\u{feff}')
        } else {
            line
        };
        match PeriodGame::parse_line(line, Pool::Continuous) {
            Ok(None) => {}
            Ok(Some(game)) => imported.rows.push(Row {
                opponent: game
                    .opponent
                    .rating()
                    .map_or_else(|| "unrated".to_string(), |r| r.to_string()),
                score: game.score,
            }),
            Err(error) => imported.skipped.push(Skipped {
                line: index + 1,
                reason: error.to_string(),
            }),
        }
    }
    imported
}

/// The kind of file, from its name: `.pgn`, `.csv`, anything else is read as lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Pgn,
    Csv,
    Lines,
}

impl FileKind {
    pub fn of(path: &std::path::Path) -> FileKind {
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("pgn") => FileKind::Pgn,
            Some("csv" | "tsv") => FileKind::Csv,
            _ => FileKind::Lines,
        }
    }
}
