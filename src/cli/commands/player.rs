//! `elocalc player QUERY`: a player on the FIDE rating lists held, with their history.

use std::io::Write;
use std::path::Path;

use clap::Args;

use super::Io;
use super::list::{EVERY_MATCH, MATCHES, closest, held, month_flag, sure};
use crate::cli::output::emit;
use crate::cli::{CliError, OutputArgs};
use crate::i18n::tr;
use crate::rating::Federation;
use crate::report::player::{HistoryMonth, PlayerReport};
use crate::store::ratings_list::Found;

#[derive(Debug, Args)]
pub struct PlayerArgs {
    #[arg(value_name = tr("cli-value-query"), help = tr("cli-player-query"))]
    pub query: String,
    #[arg(long, value_name = "YYYY-MM", help = tr("cli-player-month"))]
    pub month: Option<String>,
    #[arg(long, help = tr("cli-player-all"))]
    pub all: bool,
    #[arg(long, value_name = "XXX", help = tr("cli-player-fed"))]
    pub fed: Option<String>,
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
    let federation = args
        .fed
        .as_deref()
        .map(|text| Federation::parse(text).map_err(CliError::value("--fed")))
        .transpose()?
        .map(|federation| federation.to_string());
    let query = args.query.trim();
    // Every match, to count those left out and to filter by federation.
    let found = lists
        .search(query, month, EVERY_MATCH)
        .map_err(CliError::ListStore)?;
    let Some(month) = found.month else {
        return Err(CliError::NoList(lists.path().to_path_buf()));
    };
    let answering = sure(&found);
    let of_federation: Vec<&Found> = answering
        .iter()
        .copied()
        .filter(|found| federation.is_none() || found.entry.federation == federation)
        .collect();
    let report = match of_federation.as_slice() {
        [] => {
            // Those of other federations are the nearest; else the names near the query.
            let near: Vec<&Found> = if answering.is_empty() {
                found.found.iter().collect()
            } else {
                answering
            };
            return Err(CliError::PlayerNotFound {
                query: query.to_string(),
                month,
                federation,
                closest: closest(&near),
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
        several => {
            let shown = if args.all {
                several.len()
            } else {
                several.len().min(MATCHES)
            };
            PlayerReport::Several {
                month,
                matches: several[..shown]
                    .iter()
                    .map(|found| found.entry.clone())
                    .collect(),
                more: found.more || shown < several.len(),
                left_out: several.len() - shown,
                counted: !found.more,
            }
        }
    };
    emit(&report, args.output.destination()?, out)
}
