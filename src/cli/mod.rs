//! The command line: what each subcommand takes ([`Cli`], parsed by clap), and [`run`], which
//! turns the arguments into a request, has `calc` compute it and `report` write it.

mod clap_error;
mod error;
mod gather;
mod list;
mod run;
pub mod stdio;
mod systems;
mod words;

pub use systems::SystemArgs;

pub use clap_error::parse_error;
pub use error::{CliError, one_line};
pub use run::{run, write_help};
pub use words::{command, completions_command, lang_in_args, parse};

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

use crate::calc::System;
use crate::i18n::{tr, tr_args};

/// `--pool`'s help: the Elo pools, and the other systems `game` and `period` take, from the
/// systems' registry.
fn pool_help() -> String {
    tr_args(
        "cli-pool",
        &[(
            "systems",
            crate::i18n::listed(System::all().filter(|s| !s.is_elo()).map(|s| s.key())).into(),
        )],
    )
}

/// What elocalc is, with the systems it rates in.
fn about() -> String {
    tr_args(
        "cli-about",
        &[(
            "systems",
            crate::i18n::listed(System::all().filter(|s| !s.is_elo()).map(|s| s.label())).into(),
        )],
    )
}

// elocalc's arguments. Every word of their help is the catalogue's (`locales/*/cli.ftl`), looked
// up when the command is made, in the language of the moment: see `command`. (No doc comments
// on the derive's items: clap would take them for help.)
#[derive(Debug, Parser)]
#[command(name = "elocalc", version, about = about(), after_help = tr("cli-after-help"))]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[arg(long, global = true, value_name = "PATH", help = tr("cli-config-dir"))]
    pub config_dir: Option<PathBuf>,
    #[arg(long, global = true, value_name = "PATH", help = tr("cli-data-dir"))]
    pub data_dir: Option<PathBuf>,
    #[arg(long, conflicts_with = "session", help = tr("cli-new"))]
    pub new: bool,
    #[arg(long, value_name = "NAME", help = tr("cli-session"))]
    pub session: Option<String>,
    #[arg(long, global = true, value_name = tr("cli-value-lang"), help = tr("cli-lang"))]
    pub lang: Option<crate::i18n::Lang>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    #[command(about = tr("cli-game-about"))]
    Game(GameArgs),
    #[command(about = tr("cli-period-about"))]
    Period(PeriodArgs),
    #[command(about = tr("cli-multi-about"))]
    Multi(MultiArgs),
    #[command(about = tr("cli-k-about"))]
    K(KArgs),
    #[command(about = tr("cli-performance-about"))]
    Performance(PerformanceArgs),
    #[command(about = tr("cli-initial-about"))]
    Initial(InitialArgs),
    #[command(about = tr("cli-need-about"))]
    Need(NeedArgs),
    #[command(about = tr("cli-norm-about"))]
    Norm(NormArgs),
    #[command(about = tr("cli-trf-about"))]
    Trf(TrfArgs),
    #[command(subcommand, about = tr("cli-sessions-about"))]
    Sessions(SessionsCommand),
    #[command(about = tr("cli-list-about"))]
    List(ListArgs),
    #[command(about = tr("cli-player-about"))]
    Player(PlayerArgs),
    #[command(about = tr("cli-completions-about"))]
    Completions {
        #[arg(value_enum, value_name = tr("cli-value-shell"))]
        shell: clap_complete::Shell,
    },
    #[command(about = tr("cli-man-about"))]
    Man,
}

/// How a result is written: a table for people, or CSV, Markdown or JSON; to standard output
/// or a file.
#[derive(Debug, Args)]
pub struct OutputArgs {
    #[arg(long, conflicts_with = "format", help = tr("cli-json"))]
    pub json: bool,
    #[arg(long, value_name = tr("cli-value-format"), help = tr("cli-format"))]
    pub format: Option<String>,
    #[arg(long, short, value_name = "PATH", help = tr("cli-output"))]
    pub output: Option<PathBuf>,
    #[arg(long, requires = "output", help = tr("cli-force"))]
    pub force: bool,
}

#[derive(Debug, Subcommand)]
pub enum SessionsCommand {
    #[command(about = tr("cli-sessions-list-about"))]
    List {
        #[arg(long, help = tr("cli-sessions-list-json"))]
        json: bool,
    },
    #[command(about = tr("cli-sessions-show-about"))]
    Show {
        name: String,
        #[command(flatten)]
        output: OutputArgs,
    },
    #[command(about = tr("cli-sessions-delete-about"))]
    Delete { name: String },
}

/// Options every calculation takes.
#[derive(Debug, Args)]
pub struct Common {
    #[arg(long, value_name = "K", help = tr("cli-k"))]
    pub k: Option<String>,
    #[arg(long, value_name = tr("cli-value-pool"), help = pool_help())]
    pub pool: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

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

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct PeriodArgs {
    #[arg(long, value_name = tr("cli-value-rating"), help = tr("cli-period-rating"))]
    pub rating: Option<String>,
    #[arg(
        long = "trf",
        value_name = "PATH",
        requires = "player",
        conflicts_with_all = ["games", "file", "csv", "pgn"],
        help = tr("cli-period-trf")
    )]
    pub trf: Vec<PathBuf>,
    #[arg(long, requires = "trf", help = tr("cli-period-no-list"))]
    pub no_list: bool,
    #[arg(long, value_name = "ID|NAME", conflicts_with = "trf", help = tr("cli-period-fide"))]
    pub fide: Option<String>,
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub common: Common,
    #[command(flatten)]
    pub systems: SystemArgs<false>,
}

/// Games given on the command line, in a file, or both.
#[derive(Debug, Args)]
pub struct GamesArgs {
    #[arg(value_name = "GAME", help = tr("cli-games"))]
    pub games: Vec<String>,
    #[arg(long, value_name = "PATH", help = tr("cli-file"))]
    pub file: Option<PathBuf>,
    #[arg(long, value_name = "PATH", help = tr("cli-csv"))]
    pub csv: Option<PathBuf>,
    #[arg(long, value_name = tr("cli-value-column"), requires = "csv", help = tr("cli-rating-column"))]
    pub rating_column: Option<String>,
    #[arg(long, value_name = tr("cli-value-column"), requires = "csv", help = tr("cli-score-column"))]
    pub score_column: Option<String>,
    #[arg(long, value_name = "PATH", requires = "player", help = tr("cli-pgn"))]
    pub pgn: Option<PathBuf>,
    #[arg(long, value_name = "NAME", help = tr("cli-player"))]
    pub player: Option<String>,
}

/// `elocalc list`: the months held, or what to do with a list.
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(subcommand)]
    pub command: Option<ListCommand>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Subcommand)]
pub enum ListCommand {
    // `--force` also replaces a month held by a list of far fewer players, --output or not.
    #[command(
        about = tr("cli-list-import-about"),
        mut_arg("force", |arg| arg.requires(clap::builder::Resettable::Reset)
                .help(tr("cli-list-import-force")))
    )]
    Import {
        #[arg(value_name = "FILE", help = tr("cli-list-import-file"))]
        file: PathBuf,
        #[arg(long, value_name = "YYYY-MM", help = tr("cli-list-import-month"))]
        month: Option<String>,
        #[command(flatten)]
        output: OutputArgs,
    },
    #[command(about = tr("cli-list-remove-about"))]
    Remove {
        #[arg(value_name = "YYYY-MM")]
        month: String,
    },
}

#[derive(Debug, Args)]
pub struct PlayerArgs {
    #[arg(value_name = tr("cli-value-query"), help = tr("cli-player-query"))]
    pub query: String,
    #[arg(long, value_name = "YYYY-MM", help = tr("cli-player-month"))]
    pub month: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

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

#[derive(Debug, Args)]
pub struct NormArgs {
    #[arg(long, value_name = tr("cli-value-title"), help = tr("cli-norm-title"))]
    pub title: String,
    #[arg(long, value_name = "FED", help = tr("cli-norm-federation"))]
    pub federation: String,
    #[arg(value_name = "GAME", help = tr("cli-norm-games"))]
    pub games: Vec<String>,
    #[arg(long, value_name = "PATH", help = tr("cli-norm-file"))]
    pub file: Option<PathBuf>,
    #[arg(long, default_value = "9", value_name = "N", help = tr("cli-norm-min-games"))]
    pub min_games: String,
    #[arg(long, value_name = tr("cli-value-exemption"), help = tr("cli-norm-exemption"))]
    pub exemption: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Args)]
pub struct TrfArgs {
    #[arg(value_name = "FILE", required = true, help = tr("cli-trf-files"))]
    pub files: Vec<PathBuf>,
    #[arg(long, value_name = tr("cli-value-pool"), help = tr("cli-trf-pool"))]
    pub pool: Option<String>,
    #[arg(long, value_name = "K", help = tr("cli-trf-k"))]
    pub k: Option<String>,
    #[arg(long, value_name = "RANK=K", help = tr("cli-trf-player-k"))]
    pub player_k: Vec<String>,
    #[arg(long, help = tr("cli-trf-no-list"))]
    pub no_list: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

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

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct InitialArgs {
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

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
