//! `elocalc game`: one game's rating change, in an Elo pool or another system.

use clap::Args;

use super::Io;
use crate::calc::edit::set_choice;
use crate::calc::{Entry, Mode, Request, System};
use crate::cli::common::{Common, common_request, letter_d_note};
use crate::cli::output::emit_evaluation;
use crate::cli::{CliError, SystemArgs, systems};
use crate::i18n::tr;

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct GameArgs {
    #[arg(long, value_name = tr("cli-value-rating"), help = tr("cli-rating"))]
    pub rating: String,
    #[arg(long, value_name = tr("cli-value-opponent"), help = tr("cli-opponent"))]
    pub opponent: String,
    #[arg(long, value_name = tr("cli-value-result"), help = tr("cli-result"))]
    pub result: String,
    #[arg(long, value_name = "K", help = tr("cli-opponent-k"))]
    pub opponent_k: Option<String>,
    #[command(flatten)]
    pub common: Common,
    /// Each system's own values (`--rd`, `--floor` …), from its spec.
    #[command(flatten)]
    pub systems: SystemArgs<true>,
}

pub fn run(args: &GameArgs, io: &mut Io) -> Result<(), CliError> {
    let base = match systems::system(args.common.pool.as_deref()) {
        Some(system) => system_request(args, system)?,
        None => {
            systems::refuse_flags(&args.common, &args.systems, false, None)?;
            common_request(&args.common, None)?
        }
    };
    let mut request = Request {
        mode: Mode::Game,
        rating: args.rating.clone(),
        opponent: args.opponent.clone(),
        ..base
    };
    request.k.opponent = args.opponent_k.clone().unwrap_or_default();
    set_choice(&mut request, Entry::Result, &args.result).map_err(CliError::from_problem)?;
    io.notes.extend(letter_d_note([args.result.as_str()]));
    io.result(|out| emit_evaluation(&request, &args.common.output, out))
}

/// `game --pool glicko2|uschess`'s flags checked: those of another system refused.
fn system_request(args: &GameArgs, system: System) -> Result<Request, CliError> {
    systems::refuse_flags(
        &args.common,
        &args.systems,
        args.opponent_k.is_some(),
        Some(system),
    )?;
    Ok(systems::system_request(&args.systems, system))
}
