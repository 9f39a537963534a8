//! `elocalc player QUERY`: a player on the FIDE rating lists held, with their history.

use std::io::Write;
use std::path::Path;

use clap::Args;

use super::Io;
use super::list::{MATCHES, held, month_flag, sure};
use crate::cli::output::emit;
use crate::cli::{CliError, OutputArgs};
use crate::i18n::tr;
use crate::report::player::{HistoryMonth, PlayerReport};

#[derive(Debug, Args)]
pub struct PlayerArgs {
    #[arg(value_name = tr("cli-value-query"), help = tr("cli-player-query"))]
    pub query: String,
    #[arg(long, value_name = "YYYY-MM", help = tr("cli-player-month"))]
    pub month: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(args: &PlayerArgs, io: &mut Io) -> Result<(), CliError> {
    player(args, io.data_dir, io.out)
}

/// The one player the query names, or those it may name.
fn player(args: &PlayerArgs, data_dir: Option<&Path>, out: &mut dyn Write) -> Result<(), CliError> {
    let lists = held(data_dir)?;
    let month = args.month.as_deref().map(month_flag).transpose()?;
    if let Some(month) = month
        && !lists
            .months()
            .map_err(CliError::ListStore)?
            .iter()
            .any(|held| held.month == month)
    {
        return Err(CliError::MonthNotHeld(month));
    }
    let query = args.query.trim();
    let found = lists
        .search(query, month, MATCHES)
        .map_err(CliError::ListStore)?;
    let Some(month) = found.month else {
        return Err(CliError::NoList(lists.path().to_path_buf()));
    };
    let report = match sure(&found).as_slice() {
        [] => {
            let closest = found
                .found
                .iter()
                .take(5)
                .map(|found| found.entry.name.clone())
                .collect();
            return Err(CliError::PlayerNotFound {
                query: query.to_string(),
                month,
                closest,
            });
        }
        [one] => {
            let history = lists
                .history(one.entry.fide_id)
                .map_err(CliError::ListStore)?
                .into_iter()
                .map(|(month, standard, rapid, blitz)| HistoryMonth {
                    month,
                    standard,
                    rapid,
                    blitz,
                })
                .collect();
            PlayerReport::One {
                month,
                entry: one.entry.clone(),
                history,
            }
        }
        several => PlayerReport::Several {
            month,
            matches: several.iter().map(|found| found.entry.clone()).collect(),
            more: found.more,
        },
    };
    emit(&report, args.output.destination()?, out)
}
