//! `elocalc completions SHELL`: the shell's completion script.

use clap::Args;

use super::Io;
use crate::cli::CliError;
use crate::i18n::tr;

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    #[arg(value_enum, value_name = tr("cli-value-shell"))]
    pub shell: clap_complete::Shell,
}

pub fn run(args: &CompletionsArgs, io: &mut Io) -> Result<(), CliError> {
    // Made whole first: clap_complete panics on a write that fails (a full disk).
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut crate::cli::completions_command(),
        "elocalc",
        &mut script,
    );
    io.out.write_all(&script).map_err(CliError::Output)
}
