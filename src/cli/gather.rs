//! A rating period's games from the command line: GAME arguments, a games list (`--file`, or
//! `-` for standard input), a CSV table and a player's games in a PGN file. The flags are
//! handed to `calc::gather`, which reads them; its notes and errors are worded here.

use std::io::{self, BufRead};

use super::{CliError, GamesArgs};
use crate::calc::gather::{self, GameSources, GatherError, GatherNote};
use crate::rating::Pool;

/// Standard input, for a path `-`: refused when it was closed when elocalc started.
pub fn stdin() -> io::Result<Box<dyn BufRead>> {
    if super::stdio::was_closed(super::stdio::STDIN) {
        return Err(io::Error::other(crate::i18n::tr("error-stdin-closed")));
    }
    Ok(Box::new(io::stdin().lock()))
}

/// Reads every source of games (see `calc::gather::gather`); its notes are worded into
/// `notes`.
pub fn gather(
    args: &GamesArgs,
    explicit: Option<Pool>,
    notes: &mut Vec<String>,
) -> Result<gather::Gathered, CliError> {
    notes.extend(super::common::letter_d_note(args.typed_scores()));
    let sources = GameSources {
        games: &args.games,
        file: args.file.as_deref(),
        csv: args.csv.as_deref(),
        rating_column: args.rating_column.as_deref(),
        score_column: args.score_column.as_deref(),
        pgn: args.pgn.as_deref(),
        player: args.player.as_deref(),
    };
    let mut found = Vec::new();
    let gathered = gather::gather(&sources, explicit, &stdin, &mut found);
    notes.extend(found.iter().map(note_words));
    gathered.map_err(|error| match error {
        GatherError::PlayerWithoutFile => CliError::PlayerWithoutFile,
        GatherError::Game { text, error } => CliError::Game { text, error },
        GatherError::File(error) => CliError::File(error),
    })
}

/// A note of the games read, as a line of standard error says it.
fn note_words(note: &GatherNote) -> String {
    match note {
        GatherNote::ColumnsFound {
            path,
            ratings,
            scores,
        } => crate::i18n::tr_args(
            "report-columns-found",
            &[
                ("file", crate::text::shown_path(path).into()),
                ("ratings", ratings.as_str().into()),
                ("scores", scores.as_str().into()),
            ],
        ),
        GatherNote::Warning { path, line, text } => {
            format!("{}:{line}: {text}", crate::text::shown_path(path))
        }
        GatherNote::Skipped { path, line, reason } => {
            format!(
                "{}:{line}: skipped: {reason}",
                crate::text::shown_path(path)
            )
        }
        GatherNote::PoolFromPgn(pool) => {
            crate::i18n::tr_args("report-pool-from-pgn", &[("pool", pool.key().into())])
        }
    }
}
