//! `elocalc initial`: an unrated player's first FIDE rating from their games.

use clap::Args;

use super::Io;
use crate::calc;
use crate::cli::common::{GamesArgs, games_request};
use crate::cli::gather::gather;
use crate::cli::{CliError, OutputArgs, output::emit};
use crate::rating::Pool;

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct InitialArgs {
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(args: &InitialArgs, io: &mut Io) -> Result<(), CliError> {
    let gathered = gather(&args.games, Some(Pool::FideStandard), &mut io.notes)?;
    let request = games_request(Pool::FideStandard, gathered.games);
    let initial = calc::initial(&request).map_err(CliError::from_problem)?;
    let evaluation = calc::Evaluation::of(calc::Outcome::Initial(initial));
    io.result(|out| emit(&evaluation, args.output.destination()?, out))
}
