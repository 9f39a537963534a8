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
    /// The three values in the order people say them, without their flags:
    /// `elocalc game 1500 1620 draw`.
    #[arg(
        num_args = 3,
        value_names = [tr("cli-value-rating"), tr("cli-value-opponent"), tr("cli-value-result")],
        conflicts_with_all = ["rating", "opponent", "result"],
        help = tr("cli-game-plain")
    )]
    pub plain: Vec<String>,
    #[arg(long, value_name = tr("cli-value-rating"), help = tr("cli-rating"), required_unless_present = "plain")]
    pub rating: Option<String>,
    #[arg(long, value_name = tr("cli-value-opponent"), help = tr("cli-opponent"), required_unless_present = "plain")]
    pub opponent: Option<String>,
    #[arg(long, value_name = tr("cli-value-result"), help = tr("cli-result"), required_unless_present = "plain")]
    pub result: Option<String>,
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
    // Given by flags or in order; clap has made sure of one or the other.
    let value = |flag: &Option<String>, at: usize| {
        flag.clone()
            .or_else(|| args.plain.get(at).cloned())
            .unwrap_or_default()
    };
    let result = value(&args.result, 2);
    let mut request = Request {
        mode: Mode::Game,
        rating: value(&args.rating, 0),
        opponent: value(&args.opponent, 1),
        ..base
    };
    request.k.opponent = args.opponent_k.clone().unwrap_or_default();
    set_choice(&mut request, Entry::Result, &result).map_err(CliError::from_problem)?;
    io.notes.extend(letter_d_note([result.as_str()]));
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
