//! Runs one subcommand: each is its file in `commands`; here is only the dispatch.

use std::io::Write;
use std::path::Path;

use super::commands::{self, Command, Io};
use super::{CliError, stdio};

/// Runs one subcommand: its result goes to `out`, notes (such as skipped import lines) to `err`.
/// `config_dir` is where sessions are kept (`None`: no config directory could be found).
pub fn run(
    command: &Command,
    config_dir: Option<&Path>,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    let to_standard_output = command
        .output()
        .is_none_or(|output| output.output.is_none());
    if to_standard_output && stdio::was_closed(stdio::STDOUT) {
        return Err(CliError::closed_output());
    }
    let mut io = Io {
        config_dir,
        data_dir,
        out,
        err,
        notes: Vec::new(),
    };
    match command {
        Command::Game(args) => commands::game::run(args, &mut io),
        Command::Period(args) => commands::period::run(args, &mut io),
        Command::Multi(args) => commands::multi::run(args, &mut io),
        Command::K(args) => commands::k::run(args, &mut io),
        Command::Performance(args) => commands::performance::run(args, &mut io),
        Command::Initial(args) => commands::initial::run(args, &mut io),
        Command::Need(args) => commands::need::run(args, &mut io),
        Command::Norm(args) => commands::norm::run(args, &mut io),
        Command::Trf(args) => commands::trf::run(args, &mut io),
        Command::Sessions(command) => commands::sessions::run(command, &mut io),
        Command::List(args) => commands::list::run(args, &mut io),
        Command::Player(args) => commands::player::run(args, &mut io),
        Command::Completions(args) => commands::completions::run(args, &mut io),
        Command::Man => commands::man::run(&mut io),
    }?;
    io.out.flush().map_err(CliError::Output)
}

/// Writes what clap shows on standard output (`--help`, `--version`), a failed write said as
/// every command's is: clap's own `exit` would end quietly with success.
pub fn write_help(shown: &clap::Error) -> Result<(), CliError> {
    if stdio::was_closed(stdio::STDOUT) {
        return Err(CliError::closed_output());
    }
    shown
        .print()
        .and_then(|()| std::io::stdout().flush())
        .map_err(CliError::Output)
}
