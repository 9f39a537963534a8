//! `elocalc sessions list|show|delete`.

use std::io;

use super::{CliError, SessionsCommand, human};
use crate::export::json;
use crate::form::Outcome;
use crate::session::{LoadError, SessionName, Store, current_year};

fn session_name(text: &str) -> Result<SessionName, CliError> {
    SessionName::parse(text)
        .map_err(|error| CliError::Input(format!("session name '{text}': {error}")))
}

pub fn run(command: &SessionsCommand, store: &Store) -> Result<String, CliError> {
    let in_dir = || store.dir().display().to_string();
    let missing =
        |name: &SessionName| CliError::Io(format!("no session named '{name}' in {}", in_dir()));
    match command {
        SessionsCommand::List { json } => {
            let listings = store
                .list()
                .map_err(|error| CliError::Io(format!("cannot list {}: {error}", in_dir())))?;
            Ok(if *json {
                json::sessions(&listings)
            } else {
                human::sessions(&listings, &in_dir())
            })
        }
        SessionsCommand::Show { name, output } => {
            let name = session_name(name)?;
            let session = store.load(&name).map_err(|error| match error {
                LoadError::Missing => missing(&name),
                error => CliError::Io(format!("cannot read session '{name}': {error}")),
            })?;
            let outcome = session.form.evaluate(current_year()).outcome;
            if let Outcome::Invalid(reason) = &outcome {
                return Err(CliError::Input(format!("session '{name}': {reason}")));
            }
            let mode = session.form.mode.title();
            output.emit(&outcome, |outcome| {
                format!(
                    "Session '{name}' · {mode} mode\n\n{}",
                    human::outcome(outcome)
                )
            })
        }
        SessionsCommand::Delete { name } => {
            let name = session_name(name)?;
            store.delete(&name).map_err(|error| match error.kind() {
                io::ErrorKind::NotFound => missing(&name),
                _ => CliError::Io(format!("cannot delete session '{name}': {error}")),
            })?;
            Ok(format!("deleted session '{name}'\n"))
        }
    }
}
