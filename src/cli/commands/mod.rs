//! The subcommands, one file each: its arguments (parsed by clap) and its `run`, which turns
//! them into a request, has `calc` compute it and `report` write it.

pub mod completions;
pub mod game;
pub mod initial;
pub mod k;
pub mod list;
pub mod man;
pub mod multi;
pub mod need;
pub mod norm;
pub mod performance;
pub mod period;
pub mod player;
pub mod sessions;
pub mod trf;

use std::io::Write;
use std::path::Path;

use clap::Subcommand;

use super::OutputArgs;
use crate::i18n::tr;

#[derive(Debug, Subcommand)]
pub enum Command {
    #[command(about = tr("cli-game-about"))]
    Game(game::GameArgs),
    #[command(about = tr("cli-period-about"))]
    Period(period::PeriodArgs),
    #[command(about = tr("cli-multi-about"))]
    Multi(multi::MultiArgs),
    #[command(about = tr("cli-k-about"))]
    K(k::KArgs),
    #[command(about = tr("cli-performance-about"))]
    Performance(performance::PerformanceArgs),
    #[command(about = tr("cli-initial-about"))]
    Initial(initial::InitialArgs),
    #[command(about = tr("cli-need-about"))]
    Need(need::NeedArgs),
    #[command(about = tr("cli-norm-about"))]
    Norm(norm::NormArgs),
    #[command(about = tr("cli-trf-about"))]
    Trf(trf::TrfArgs),
    #[command(subcommand, about = tr("cli-sessions-about"))]
    Sessions(sessions::SessionsCommand),
    #[command(about = tr("cli-list-about"))]
    List(list::ListArgs),
    #[command(about = tr("cli-player-about"))]
    Player(player::PlayerArgs),
    #[command(about = tr("cli-completions-about"))]
    Completions(completions::CompletionsArgs),
    #[command(about = tr("cli-man-about"))]
    Man,
}

impl Command {
    /// Where the result is written from: `None` for the commands that always write to
    /// standard output.
    pub fn output(&self) -> Option<&OutputArgs> {
        match self {
            Command::Game(args) => Some(&args.common.output),
            Command::Period(args) => Some(&args.common.output),
            Command::Multi(args) => Some(&args.common.output),
            Command::K(args) => Some(&args.output),
            Command::Performance(args) => Some(&args.output),
            Command::Initial(args) => Some(&args.output),
            Command::Need(args) => Some(&args.common.output),
            Command::Norm(args) => Some(&args.output),
            Command::Trf(args) => Some(&args.output),
            Command::Sessions(command) => command.output(),
            Command::List(args) => Some(args.output()),
            Command::Player(args) => Some(&args.output),
            Command::Completions(_) | Command::Man => None,
        }
    }
}

/// What a command reads and writes besides its arguments.
pub struct Io<'a> {
    /// Where sessions are kept (`None`: no config directory could be found).
    pub config_dir: Option<&'a Path>,
    /// Where the ratings lists are kept (`None`: the platform's).
    pub data_dir: Option<&'a Path>,
    /// The result.
    pub out: &'a mut dyn Write,
    /// Progress and notes.
    pub err: &'a mut dyn Write,
    /// Notes (such as skipped import lines), said on `err` with the result.
    pub notes: Vec<String>,
}

impl Io<'_> {
    /// Says the notes gathered so far.
    pub fn say_notes(&mut self) {
        for note in self.notes.drain(..) {
            let _ = writeln!(self.err, "elocalc: {note}");
        }
    }

    /// Writes the result with `write`, then says the notes, even when the result could not be
    /// written. (A command that fails before its result says only why.)
    pub fn result(
        &mut self,
        write: impl FnOnce(&mut dyn Write) -> Result<(), super::CliError>,
    ) -> Result<(), super::CliError> {
        let written = write(self.out);
        self.say_notes();
        written
    }
}
