//! `elocalc k`: FIDE's K for a player, with the rule that gives it.

use clap::Args;

use super::Io;
use crate::calc::{self, KPreset, Request};
use crate::cli::{CliError, OutputArgs, output::emit};
use crate::i18n::tr;
use crate::report::KReport;
use crate::store::time::current_year;

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct KArgs {
    #[arg(long, value_name = tr("cli-value-rating"), help = tr("cli-k-rating"))]
    pub rating: String,
    #[arg(long, value_name = tr("cli-value-games"), help = tr("cli-k-games"))]
    pub games: String,
    #[arg(long, value_name = tr("cli-value-born"), help = tr("cli-k-born"))]
    pub born: String,
    #[arg(long, value_name = tr("cli-value-year"), help = tr("cli-k-year"))]
    pub year: Option<String>,
    #[arg(long, help = tr("cli-k-reached-2400"))]
    pub reached_2400: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(args: &KArgs, io: &mut Io) -> Result<(), CliError> {
    let request = Request {
        rating: args.rating.clone(),
        k: calc::KEntries {
            preset: KPreset::FideAuto,
            games_played: args.games.clone(),
            born: args.born.clone(),
            year: args.year.clone().unwrap_or_default(),
            reached_2400: args.reached_2400,
            ..calc::KEntries::default()
        },
        ..Request::default()
    };
    let (k, rule) = calc::k_factor(&request, current_year()).map_err(CliError::from_problem)?;
    io.result(|out| emit(&KReport { k, rule }, args.output.destination()?, out))
}
