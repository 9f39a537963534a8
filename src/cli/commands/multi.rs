//! `elocalc multi`: a rating change from a tournament's totals.

use clap::Args;

use super::Io;
use crate::calc::{self, Mode, Request};
use crate::cli::CliError;
use crate::cli::common::{Common, common_request};
use crate::cli::output::emit_evaluation;
use crate::i18n::tr;

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct MultiArgs {
    #[arg(long, value_name = tr("cli-value-rating"), help = tr("cli-rating"))]
    pub rating: String,
    #[arg(long, value_name = tr("cli-value-average"), help = tr("cli-multi-average"))]
    pub average: String,
    #[arg(long, value_name = tr("cli-value-games"), help = tr("cli-multi-games"))]
    pub games: String,
    #[arg(long, value_name = tr("cli-value-points"), help = tr("cli-multi-points"))]
    pub points: String,
    #[command(flatten)]
    pub common: Common,
}

pub fn run(args: &MultiArgs, io: &mut Io) -> Result<(), CliError> {
    let request = Request {
        mode: Mode::Multi,
        rating: args.rating.clone(),
        multi: calc::MultiEntries {
            average: args.average.clone(),
            games: args.games.clone(),
            points: args.points.clone(),
        },
        ..common_request(&args.common, None)?
    };
    io.result(|out| emit_evaluation(&request, &args.common.output, out))
}
