//! `elocalc performance`: the performance rating of a list of games.

use clap::Args;

use super::Io;
use crate::calc;
use crate::cli::common::{GamesArgs, games_request, pool_flag, pool_help};
use crate::cli::gather::gather;
use crate::cli::{CliError, OutputArgs, output::emit};
use crate::i18n::tr;
use crate::report::PerformanceReport;

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct PerformanceArgs {
    #[command(flatten)]
    pub games: GamesArgs,
    #[arg(long, value_name = tr("cli-value-pool"), help = pool_help())]
    pub pool: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(args: &PerformanceArgs, io: &mut Io) -> Result<(), CliError> {
    let gathered = gather(&args.games, pool_flag(args.pool.as_ref())?, &mut io.notes)?;
    let request = games_request(gathered.pool, gathered.games);
    let performance = calc::performance_of(&request).map_err(CliError::from_problem)?;
    let report = PerformanceReport {
        pool: gathered.pool,
        performance: &performance,
    };
    io.result(|out| emit(&report, args.output.destination()?, out))
}
