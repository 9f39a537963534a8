//! A rating period's games from the command line: GAME arguments, a games list (`--file`, or
//! `-` for standard input), a CSV table and a player's games in a PGN file, read with `import`.

use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use super::{CliError, GamesArgs};
use crate::import::{self, FileKind, Imported, Options};
use crate::rating::{PeriodGame, Pool};

/// Games gathered from every source, with what a PGN says of the player.
pub struct Gathered {
    pub games: Vec<PeriodGame>,
    /// A period of several events (a games list with event lines): each event's line as the
    /// request keeps it and how many of `games`, in order, are its. Empty: one event.
    pub events: Vec<(String, usize)>,
    pub pool: Pool,
    pub player_rating: Option<u32>,
}

/// A file, or standard input for `-`.
fn open(path: &Path) -> Result<Box<dyn BufRead>, CliError> {
    if path.as_os_str() == "-" {
        if super::stdio::was_closed(super::stdio::STDIN) {
            return Err(CliError::Read {
                path: path.to_path_buf(),
                error: io::Error::other(crate::i18n::tr("error-stdin-closed")),
            });
        }
        return Ok(Box::new(io::stdin().lock()));
    }
    std::fs::File::open(path)
        .map(|file| Box::new(BufReader::new(file)) as Box<dyn BufRead>)
        .map_err(|error| CliError::Read {
            path: path.to_path_buf(),
            error,
        })
}

fn read(path: &Path, kind: FileKind, options: &Options) -> Result<Imported, CliError> {
    let imported = import::read(kind, open(path)?, options, |_| {})
        .map_err(|error| CliError::import(path, error))?;
    if imported.report.is_some() {
        return Err(CliError::NotGames(path.to_path_buf()));
    }
    Ok(imported)
}

/// A whole file's bytes (`-`: standard input), up to `limit` bytes: more is refused, so that
/// no file makes memory grow without bound.
pub fn read_all(path: &Path, limit: u64) -> Result<Vec<u8>, CliError> {
    let mut bytes = Vec::new();
    open(path)?
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| CliError::Read {
            path: path.to_path_buf(),
            error,
        })?;
    if bytes.len() as u64 > limit {
        return Err(CliError::TooLarge {
            path: path.to_path_buf(),
            limit,
        });
    }
    Ok(bytes)
}

/// Another rating system's games from a games list (`-`: standard input), each checked.
pub fn system_file(
    path: &Path,
    check: &dyn Fn(&str) -> Result<(), crate::rating::InputError>,
) -> Result<Vec<(String, crate::rating::Score)>, CliError> {
    import::system_games(open(path)?, check).map_err(|error| CliError::import(path, error))
}

/// A norm's games from a file (`-`: standard input).
pub fn norm_file(path: &Path) -> Result<Vec<crate::rating::NormGame>, CliError> {
    import::norm_games(open(path)?).map_err(|error| CliError::import(path, error))
}

/// Reads every source of games. The pool is `explicit` when given, else what the PGN's time
/// control suggests, else FIDE standard; skipped import lines are added to `notes`.
pub fn gather(
    args: &GamesArgs,
    explicit: Option<Pool>,
    notes: &mut Vec<String>,
) -> Result<Gathered, CliError> {
    if args.player.is_some() && args.pgn.is_none() {
        return Err(CliError::PlayerWithoutFile);
    }
    let mut imported: Vec<(&Path, Imported)> = Vec::new();
    if let (Some(path), Some(player)) = (&args.pgn, &args.player) {
        let options = Options {
            player,
            ..Options::default()
        };
        imported.push((path, read(path, FileKind::Pgn, &options)?));
    }
    if let Some(path) = &args.csv {
        let options = Options {
            rating_column: args.rating_column.as_deref(),
            score_column: args.score_column.as_deref(),
            ..Options::default()
        };
        imported.push((path, read(path, FileKind::Csv, &options)?));
    }
    let suggested = imported.iter().find_map(|(_, found)| found.suggested_pool);
    let pool = explicit.or(suggested).unwrap_or(Pool::FideStandard);
    let mut games = args
        .games
        .iter()
        .map(|text| {
            PeriodGame::parse(text, pool).map_err(|error| CliError::Game {
                text: text.clone(),
                error,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut events = Vec::new();
    if let Some(path) = &args.file {
        let options = Options {
            pool: Some(pool),
            ..Options::default()
        };
        let from_file = read(path, FileKind::Lines, &options)?;
        if !from_file.events.is_empty() {
            // The GAME arguments come before the file's first event line: an event of no name.
            if !games.is_empty() {
                events.push((String::new(), games.len()));
            }
            events.extend(from_file.events.iter().map(|(line, count)| {
                (
                    line.as_ref()
                        .map(crate::calc::events::line_text)
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
            notes.push(crate::i18n::tr_args(
                "report-columns-found",
                &[
                    ("file", crate::text::shown_path(path).into()),
                    ("ratings", ratings.as_str().into()),
                    ("scores", scores.as_str().into()),
                ],
            ));
        }
        for warning in &found.warnings {
            notes.push(format!(
                "{}:{}: {}",
                crate::text::shown_path(path),
                warning.line,
                warning.text
            ));
        }
        for skipped in &found.skipped {
            notes.push(format!(
                "{}:{}: skipped: {}",
                crate::text::shown_path(path),
                skipped.line,
                skipped.reason
            ));
        }
        let checked = found.games_in(pool).map_err(|error| CliError::Games {
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
        notes.push(crate::i18n::tr_args(
            "report-pool-from-pgn",
            &[("pool", pool.key().into())],
        ));
    }
    Ok(Gathered {
        games,
        events,
        pool,
        player_rating,
    })
}
