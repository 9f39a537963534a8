//! Reading a rating period's games: GAME arguments, a games file or standard input (one game
//! per line), a CSV table or a player's games in a PGN file.

use std::fmt;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

use super::{CliError, GamesArgs};
use crate::import::{ImportError, Imported, csv, pgn};
use crate::rating::{InputError, PeriodGame, Pool};

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

/// Games gathered from the command line's GAMEs, `--file`, `--csv` and `--pgn`, with what a PGN
/// says of the player.
pub struct Gathered {
    pub games: Vec<PeriodGame>,
    pub pool: Pool,
    pub player_rating: Option<u32>,
}

fn open(path: &Path) -> Result<Box<dyn BufRead>, CliError> {
    if path.as_os_str() == "-" {
        return Ok(Box::new(io::stdin().lock()));
    }
    std::fs::File::open(path)
        .map(|file| Box::new(BufReader::new(file)) as Box<dyn BufRead>)
        .map_err(|error| CliError::Io(format!("cannot read {}: {error}", path.display())))
}

fn import_error(path: &Path, error: ImportError) -> CliError {
    match error {
        ImportError::Io(error) => CliError::Io(format!("cannot read {}: {error}", path.display())),
        error => CliError::Input(format!("{}: {error}", path.display())),
    }
}

/// Reads every source of games. The pool is `explicit` when given, else what the PGN's time
/// control suggests, else FIDE standard; skipped import lines are added to `notes`.
pub fn gather(
    args: &GamesArgs,
    explicit: Option<Pool>,
    notes: &mut Vec<String>,
) -> Result<Gathered, CliError> {
    let mut imported: Vec<(&Path, Imported)> = Vec::new();
    if let (Some(path), Some(player)) = (&args.pgn, &args.player) {
        let found = pgn::player_games(open(path)?, player, |_| {})
            .map_err(|error| import_error(path, error))?;
        imported.push((path, found));
    }
    if let Some(path) = &args.csv {
        let found = csv::read(
            open(path)?,
            args.rating_column.as_deref(),
            args.score_column.as_deref(),
        )
        .map_err(|error| import_error(path, error))?;
        imported.push((path, found));
    }
    let suggested = imported.iter().find_map(|(_, found)| found.suggested_pool);
    let pool = explicit.or(suggested).unwrap_or(Pool::FideStandard);
    let mut games = args
        .games
        .iter()
        .map(|text| {
            PeriodGame::parse(text, pool)
                .map_err(|error| CliError::Input(format!("GAME '{text}': {error}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(path) = &args.file {
        games.extend(games_from(path, pool)?);
    }
    let mut player_rating = None;
    for (path, found) in &imported {
        for skipped in &found.skipped {
            notes.push(format!(
                "{}:{}: skipped: {}",
                path.display(),
                skipped.line,
                skipped.reason
            ));
        }
        games.extend(
            found
                .games(pool)
                .map_err(|error| CliError::Input(format!("{}: {error}", path.display())))?,
        );
        player_rating = player_rating.or(found.player_rating);
    }
    if explicit.is_none()
        && let Some(pool) = suggested
    {
        notes.push(format!("pool {} (from the PGN's time control)", pool.key()));
    }
    Ok(Gathered {
        games,
        pool,
        player_rating,
    })
}

/// Reads the games of `--file`: a path, or `-` for standard input.
fn games_from(path: &Path, pool: Pool) -> Result<Vec<PeriodGame>, CliError> {
    let shown = path.display();
    read_games(open(path)?, pool).map_err(|error| match error {
        GamesFileError::Io(error) => CliError::Io(format!("cannot read {shown}: {error}")),
        GamesFileError::Line { .. } => CliError::Input(format!("{shown}:{error}")),
    })
}
