//! The games and files a face names, read with `import`: a rating period's games (GAME texts, a
//! games list, a CSV table, a player's games in a PGN file), another system's or a norm's games
//! from a list, a tournament report's bytes. The face hands paths, texts and its standard input;
//! what cannot be read is data here ([`FileError`]), worded by the face.

use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use crate::import::csv::CsvError;
use crate::import::lines::{LineError, ListError};
use crate::import::trf::TrfError;
use crate::import::{self, FileKind, ImportError, Imported, Options};
use crate::rating::tournament::Tournament;
use crate::rating::{InputError, NormGame, PeriodGame, Pool, Score};

/// The face's standard input, asked for when a path is `-`.
pub type Stdin<'a> = &'a dyn Fn() -> io::Result<Box<dyn BufRead>>;

/// Why a file named gave nothing to rate.
#[derive(Debug)]
pub enum FileError {
    Read {
        path: PathBuf,
        error: io::Error,
    },
    /// More bytes than a file of its kind can hold.
    TooLarge {
        path: PathBuf,
        limit: u64,
    },
    /// A games list with a line that is not a game.
    Line {
        path: PathBuf,
        line: usize,
        error: LineError,
    },
    Import {
        path: PathBuf,
        error: ImportError,
    },
    /// A tournament report file where games were asked for.
    NotGames(PathBuf),
    /// A file's games do not suit the pool.
    Games {
        path: PathBuf,
        error: InputError,
    },
    /// A tournament report file that is not one, or whose lines disagree.
    Trf {
        path: PathBuf,
        error: TrfError,
    },
}

/// A CSV table's column that could not be told: what the face tells people to name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnclearColumn {
    Rating,
    Score,
}

impl FileError {
    /// An import error: a file that cannot be read, or games that cannot be used.
    pub fn import(path: &Path, error: ImportError) -> FileError {
        let path = path.to_path_buf();
        match error {
            ImportError::Io(error) | ImportError::List(ListError::Io(error)) => {
                FileError::Read { path, error }
            }
            ImportError::Csv(CsvError::Io(message)) => FileError::Read {
                path,
                error: io::Error::other(message),
            },
            ImportError::List(ListError::Line { line, error }) => {
                FileError::Line { path, line, error }
            }
            error => FileError::Import { path, error },
        }
    }

    /// The CSV column to name with a flag, when the table's columns could not be told apart.
    pub fn unclear_column(&self) -> Option<UnclearColumn> {
        match self {
            FileError::Import {
                error:
                    ImportError::Csv(CsvError::NoRatingColumn { .. } | CsvError::Ambiguous { .. }),
                ..
            } => Some(UnclearColumn::Rating),
            FileError::Import {
                error: ImportError::Csv(CsvError::NoScoreColumn { .. }),
                ..
            } => Some(UnclearColumn::Score),
            _ => None,
        }
    }
}

/// A file, or standard input for `-`.
fn open(path: &Path, stdin: Stdin) -> Result<Box<dyn BufRead>, FileError> {
    let read_error = |error| FileError::Read {
        path: path.to_path_buf(),
        error,
    };
    if path.as_os_str() == "-" {
        return stdin().map_err(read_error);
    }
    std::fs::File::open(path)
        .map(|file| Box::new(BufReader::new(file)) as Box<dyn BufRead>)
        .map_err(read_error)
}

fn read(
    path: &Path,
    kind: FileKind,
    options: &Options,
    stdin: Stdin,
) -> Result<Imported, FileError> {
    let imported = import::read(kind, open(path, stdin)?, options, |_| {})
        .map_err(|error| FileError::import(path, error))?;
    if imported.report.is_some() {
        return Err(FileError::NotGames(path.to_path_buf()));
    }
    Ok(imported)
}

/// A whole file's bytes (`-`: standard input), up to `limit` bytes: more is refused, so that
/// no file makes memory grow without bound.
pub fn read_all(path: &Path, limit: u64, stdin: Stdin) -> Result<Vec<u8>, FileError> {
    let mut bytes = Vec::new();
    open(path, stdin)?
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| FileError::Read {
            path: path.to_path_buf(),
            error,
        })?;
    if bytes.len() as u64 > limit {
        return Err(FileError::TooLarge {
            path: path.to_path_buf(),
            limit,
        });
    }
    Ok(bytes)
}

/// A tournament report file's tournament, from its bytes.
pub fn tournament(path: &Path, bytes: &[u8]) -> Result<Tournament, FileError> {
    import::trf::read(bytes).map_err(|error| FileError::Trf {
        path: path.to_path_buf(),
        error,
    })
}

/// Another rating system's game as typed (`OPPONENT:SCORE`), checked by `check`: the opponent
/// as written and the score.
pub fn system_game(
    text: &str,
    check: &dyn Fn(&str) -> Result<(), InputError>,
) -> Result<(String, Score), InputError> {
    check(text)?;
    let (opponent, score) = text.rsplit_once(':').expect("a game read has its score");
    Ok((opponent.trim().to_string(), score.parse()?))
}

/// Another rating system's games from a games list (`-`: standard input), each checked.
pub fn system_file(
    path: &Path,
    check: &dyn Fn(&str) -> Result<(), InputError>,
    stdin: Stdin,
) -> Result<Vec<(String, Score)>, FileError> {
    import::system_games(open(path, stdin)?, check).map_err(|error| FileError::import(path, error))
}

/// A norm's games from a file (`-`: standard input).
pub fn norm_file(path: &Path, stdin: Stdin) -> Result<Vec<NormGame>, FileError> {
    import::norm_games(open(path, stdin)?).map_err(|error| FileError::import(path, error))
}

/// Where a rating period's games come from, as the face was given them.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameSources<'a> {
    /// Games as typed, `OPPONENT:SCORE`.
    pub games: &'a [String],
    /// A games list, with event lines or not (`-`: standard input).
    pub file: Option<&'a Path>,
    pub csv: Option<&'a Path>,
    pub rating_column: Option<&'a str>,
    pub score_column: Option<&'a str>,
    pub pgn: Option<&'a Path>,
    /// Whose games a PGN file gives.
    pub player: Option<&'a str>,
}

/// Games gathered from every source, with what a PGN says of the player.
pub struct Gathered {
    pub games: Vec<PeriodGame>,
    /// A period of several events (a games list with event lines): each event's line as the
    /// request keeps it and how many of `games`, in order, are its. Empty: one event.
    pub events: Vec<(String, usize)>,
    pub pool: Pool,
    pub player_rating: Option<u32>,
}

/// What reading the games found worth saying, in order; the face words it.
#[derive(Clone, Debug, PartialEq)]
pub enum GatherNote {
    /// A CSV table's columns, as its header names them.
    ColumnsFound {
        path: PathBuf,
        ratings: String,
        scores: String,
    },
    Warning {
        path: PathBuf,
        line: usize,
        text: String,
    },
    Skipped {
        path: PathBuf,
        line: usize,
        reason: String,
    },
    /// No pool was given: the PGN's time control chose this one.
    PoolFromPgn(Pool),
}

/// Why a rating period's games could not be gathered.
#[derive(Debug)]
pub enum GatherError {
    /// A player's name without the PGN file it is looked for in.
    PlayerWithoutFile,
    /// A game as typed that is not one.
    Game { text: String, error: InputError },
    /// Boxed: a file's error is far larger than the others.
    File(Box<FileError>),
}

/// Reads every source of games. The pool is `explicit` when given, else what the PGN's time
/// control suggests, else FIDE standard; what is worth saying is added to `notes`, also when
/// the games cannot be used.
pub fn gather(
    sources: &GameSources,
    explicit: Option<Pool>,
    stdin: Stdin,
    notes: &mut Vec<GatherNote>,
) -> Result<Gathered, GatherError> {
    if sources.player.is_some() && sources.pgn.is_none() {
        return Err(GatherError::PlayerWithoutFile);
    }
    let mut imported: Vec<(&Path, Imported)> = Vec::new();
    if let (Some(path), Some(player)) = (sources.pgn, sources.player) {
        let options = Options {
            player,
            ..Options::default()
        };
        imported.push((path, read(path, FileKind::Pgn, &options, stdin)?));
    }
    if let Some(path) = sources.csv {
        let options = Options {
            rating_column: sources.rating_column,
            score_column: sources.score_column,
            ..Options::default()
        };
        imported.push((path, read(path, FileKind::Csv, &options, stdin)?));
    }
    let suggested = imported.iter().find_map(|(_, found)| found.suggested_pool);
    let pool = explicit.or(suggested).unwrap_or(Pool::FideStandard);
    let mut games = sources
        .games
        .iter()
        .map(|text| {
            PeriodGame::parse(text, pool).map_err(|error| GatherError::Game {
                text: text.clone(),
                error,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut events = Vec::new();
    if let Some(path) = sources.file {
        let options = Options {
            pool: Some(pool),
            ..Options::default()
        };
        let from_file = read(path, FileKind::Lines, &options, stdin)?;
        if !from_file.events.is_empty() {
            // The GAME arguments come before the file's first event line: an event of no name.
            if !games.is_empty() {
                events.push((String::new(), games.len()));
            }
            events.extend(from_file.events.iter().map(|(line, count)| {
                (
                    line.as_ref()
                        .map(super::events::line_text)
                        .unwrap_or_default(),
                    *count,
                )
            }));
        }
        // Taken as it is when it is all there is: a file may hold millions of games.
        if games.is_empty() {
            games = from_file.games;
        } else {
            games.extend(from_file.games);
        }
    }
    let mut player_rating = None;
    for (path, found) in &imported {
        if let Some((ratings, scores)) = &found.columns {
            notes.push(GatherNote::ColumnsFound {
                path: path.to_path_buf(),
                ratings: ratings.clone(),
                scores: scores.clone(),
            });
        }
        for warning in &found.warnings {
            notes.push(GatherNote::Warning {
                path: path.to_path_buf(),
                line: warning.line,
                text: warning.text.clone(),
            });
        }
        for skipped in &found.skipped {
            notes.push(GatherNote::Skipped {
                path: path.to_path_buf(),
                line: skipped.line,
                reason: skipped.reason.clone(),
            });
        }
        let checked = found.games_in(pool).map_err(|error| FileError::Games {
            path: path.to_path_buf(),
            error,
        })?;
        // Beside a period of events, another file's games are an event of their own, named by
        // the file.
        if !events.is_empty() {
            let name = path.file_name().map_or_else(String::new, |name| {
                crate::text::printable(&name.to_string_lossy()).replace(['|', '#'], "/")
            });
            events.push((name, checked.len()));
        }
        games.extend_from_slice(checked);
        player_rating = player_rating.or(found.player_rating);
    }
    if explicit.is_none()
        && let Some(pool) = suggested
    {
        notes.push(GatherNote::PoolFromPgn(pool));
    }
    Ok(Gathered {
        games,
        events,
        pool,
        player_rating,
    })
}

impl From<FileError> for GatherError {
    fn from(error: FileError) -> GatherError {
        GatherError::File(Box::new(error))
    }
}
