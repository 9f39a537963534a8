//! Where and how a result is written: a table for people or an export format, to standard
//! output or to a file that is never replaced without `--force`.

use std::io;
use std::path::Path;

use super::{CliError, OutputArgs};
use crate::export::{self, Format};
use crate::form::Outcome;

impl OutputArgs {
    /// `--json`, `--format`, or the `--output` file's extension; `None`: a table for people.
    fn format(&self) -> Result<Option<Format>, CliError> {
        if self.json {
            return Ok(Some(Format::Json));
        }
        match (&self.format, &self.output) {
            (Some(text), _) => text
                .parse()
                .map(Some)
                .map_err(|error: String| CliError::Input(format!("--format: {error}"))),
            (None, Some(path)) => Ok(Format::of_path(path)),
            (None, None) => Ok(None),
        }
    }

    /// Writes `outcome` as asked; `human` makes the table for people. Returns what goes to
    /// standard output (nothing when a file was written).
    pub fn emit(
        &self,
        outcome: &Outcome,
        human: impl FnOnce(&Outcome) -> String,
    ) -> Result<String, CliError> {
        let text = match self.format()? {
            None => human(outcome),
            Some(format) => export::outcome(outcome, format).unwrap_or_default(),
        };
        match &self.output {
            None => Ok(text),
            Some(path) => {
                write_file(path, &text, self.force)?;
                Ok(String::new())
            }
        }
    }
}

/// Writes the output file; an existing one only with `--force`.
fn write_file(path: &Path, text: &str, force: bool) -> Result<(), CliError> {
    export::write_file(path, text, force).map_err(|error| match error.kind() {
        io::ErrorKind::AlreadyExists => CliError::Io(format!(
            "{} exists: add --force to replace it",
            path.display()
        )),
        _ => CliError::Io(format!("cannot write {}: {error}", path.display())),
    })
}
