//! `elocalc need`: the score the remaining games need for a target rating.

use clap::Args;

use super::Io;
use crate::calc::{self, Mode, Request};
use crate::cli::common::{Common, GamesArgs, common_request, given, pool_flag, shared};
use crate::cli::gather::gather;
use crate::cli::{CliError, output::emit};
use crate::i18n::tr;
use crate::store::time::current_year;

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct NeedArgs {
    #[arg(long, value_name = tr("cli-value-rating"), help = tr("cli-need-rating"))]
    pub rating: String,
    #[arg(long, value_name = "N", help = tr("cli-need-remaining"))]
    pub remaining: String,
    #[arg(long, value_name = tr("cli-value-avg"), help = tr("cli-need-opponents"))]
    pub opponents: String,
    #[arg(long, value_name = "T", help = tr("cli-need-target"))]
    pub target: Option<String>,
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub common: Common,
}

pub fn run(args: &NeedArgs, io: &mut Io) -> Result<(), CliError> {
    let gathered = gather(
        &args.games,
        pool_flag(args.common.pool.as_ref())?,
        &mut io.notes,
    )?;
    let (events, read_spans) = gathered.events.into_iter().unzip();
    let request = Request {
        mode: Mode::Tournament,
        rating: args.rating.clone(),
        read_games: shared(gathered.games),
        events,
        read_spans,
        ..common_request(&args.common, Some(gathered.pool))?
    };
    let query = calc::NeedQuery {
        remaining: &args.remaining,
        opponents: &args.opponents,
        target: given(args.target.as_ref()),
    };
    let answer = calc::need(&request, query, current_year()).map_err(CliError::from_problem)?;
    io.result(|out| emit(&answer, args.common.output.destination()?, out))
}
