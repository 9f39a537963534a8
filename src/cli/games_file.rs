//! Reading a rating period's games from a file or standard input, one game per line.

use crate::rating::{InputError, PeriodGame, Pool};
use std::fmt;
use std::io::{self, BufRead};

#[derive(Debug)]
pub enum GamesFileError {
    Io(io::Error),
    /// Line `number` (counted from 1) could not be read as a game.
    Line {
        number: usize,
        error: LineError,
    },
}

#[derive(Debug)]
pub enum LineError {
    NotText,
    Game(InputError),
}

impl fmt::Display for GamesFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GamesFileError::Io(error) => write!(f, "{error}"),
            GamesFileError::Line { number, error } => match error {
                LineError::NotText => write!(f, "{number}: line is not UTF-8 text"),
                LineError::Game(error) => write!(f, "{number}: {error}"),
            },
        }
    }
}

impl std::error::Error for GamesFileError {}

/// Reads `OPPONENT | SCORE` lines (also `OPPONENT,SCORE`, `OPPONENT:SCORE` or white space),
/// skipping blank lines and `#` comments. Stops at the first bad line and names it.
pub fn read_games(mut reader: impl BufRead, pool: Pool) -> Result<Vec<PeriodGame>, GamesFileError> {
    let mut games = Vec::new();
    let mut bytes = Vec::new();
    let mut number = 0;
    loop {
        bytes.clear();
        if reader
            .read_until(b'\n', &mut bytes)
            .map_err(GamesFileError::Io)?
            == 0
        {
            return Ok(games);
        }
        number += 1;
        let line_error = |error| GamesFileError::Line { number, error };
        let line = std::str::from_utf8(&bytes).map_err(|_| line_error(LineError::NotText))?;
        let line = if number == 1 {
            line.trim_start_matches('\u{feff}')
        } else {
            line
        };
        if let Some(game) = PeriodGame::parse_line(line, pool)
            .map_err(|error| line_error(LineError::Game(error)))?
        {
            games.push(game);
        }
    }
}
