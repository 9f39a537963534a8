//! `elocalc sessions list|show|delete`: the sessions kept in the config directory.

use std::io::Write;

use clap::Subcommand;

use super::Io;
use crate::calc;
use crate::cli::output::{Destination, emit};
use crate::cli::{CliError, OutputArgs};
use crate::i18n::{tr, tr_args};
use crate::report::SessionsReport;
use crate::report::sessions::Listed;
use crate::store::time::today;
use crate::store::{Listing, LoadError, SessionName, Store};

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

impl SessionsCommand {
    /// `show`'s output flags; the others write to standard output.
    pub fn output(&self) -> Option<&OutputArgs> {
        match self {
            SessionsCommand::Show { output, .. } => Some(output),
            _ => None,
        }
    }
}

pub fn run(command: &SessionsCommand, io: &mut Io) -> Result<(), CliError> {
    let config_dir = io.config_dir.ok_or(CliError::NoConfigDir)?;
    sessions(command, &Store::new(config_dir), io.out)
}

fn session_name(text: &str) -> Result<SessionName, CliError> {
    SessionName::parse(text).map_err(|error| CliError::SessionName {
        text: text.to_string(),
        error,
    })
}

/// `elocalc sessions list|show|delete`.
fn sessions(command: &SessionsCommand, store: &Store, out: &mut dyn Write) -> Result<(), CliError> {
    let dir = || store.dir().to_path_buf();
    match command {
        SessionsCommand::List { json } => {
            let listings = store
                .list()
                .map_err(|error| CliError::List { dir: dir(), error })?;
            if listings.is_empty() && !json {
                let said = tr_args(
                    "report-no-sessions",
                    &[("path", crate::text::shown_path(&dir()).into())],
                );
                return writeln!(out, "{said}").map_err(CliError::Output);
            }
            let report = SessionsReport {
                listings: listings.iter().map(listed).collect(),
                shown_time: crate::store::time::shown_local,
            };
            emit(&report, Destination::json_only(*json), out)
        }
        SessionsCommand::Show { name, output } => {
            let name = session_name(name)?;
            let session = store.load(&name).map_err(|error| match error {
                LoadError::Missing => CliError::NoSession {
                    name: name.clone(),
                    dir: dir(),
                },
                error => CliError::Session {
                    name: name.clone(),
                    error,
                },
            })?;
            let evaluation = calc::evaluate(&session.request, today());
            if let Some(problem) = evaluation.problem() {
                return Err(CliError::SessionProblem {
                    name,
                    problem: problem.clone(),
                });
            }
            let to = output.destination()?;
            if to.format.is_none() && to.file.is_none() {
                let said = tr_args(
                    "report-session-shown",
                    &[
                        ("name", name.to_string().into()),
                        (
                            "mode",
                            crate::report::sessions::mode_said(session.request.mode).into(),
                        ),
                    ],
                );
                writeln!(out, "{said}\n").map_err(CliError::Output)?;
            }
            emit(&evaluation, to, out)
        }
        SessionsCommand::Delete { name } => {
            let name = session_name(name)?;
            store.delete(&name).map_err(|error| match error.kind() {
                std::io::ErrorKind::NotFound => CliError::NoSession {
                    name: name.clone(),
                    dir: dir(),
                },
                _ => CliError::Delete {
                    name: name.clone(),
                    error,
                },
            })?;
            let said = tr_args(
                "report-session-deleted",
                &[("name", name.to_string().into())],
            );
            writeln!(out, "{said}").map_err(CliError::Output)
        }
    }
}

/// A file of the sessions directory as report words it.
fn listed(listing: &Listing) -> Listed<'_> {
    match listing {
        Listing::Session(summary) => Listed::Session {
            name: summary.name.as_str(),
            mode: summary.mode,
            system: summary.system,
            games: summary.games,
            modified: &summary.modified,
        },
        Listing::Unreadable { file, reason } => Listed::Unreadable { file, reason },
    }
}
