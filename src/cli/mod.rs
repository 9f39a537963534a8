//! The command line: elocalc's arguments ([`Cli`], parsed by clap), and [`run`], which hands
//! a subcommand to its file in [`commands`] (its arguments and its run: the arguments as a
//! request, computed by `calc`, written by `report`).

mod clap_error;
pub mod commands;
mod common;
mod error;
mod gather;
mod output;
mod run;
pub mod stdio;
mod systems;
mod words;

pub use systems::SystemArgs;

pub use commands::Command;
pub use common::{Common, GamesArgs};
pub use output::OutputArgs;

pub use clap_error::parse_error;
pub use error::{CliError, one_line};
pub use run::{run, write_help};
pub use words::{command, completions_command, lang_in_args, parse};

use clap::Parser;
use std::path::PathBuf;

use crate::calc::System;
use crate::i18n::{tr, tr_args};

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
