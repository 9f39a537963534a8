//! Where and how a command's result is written: `--json`, `--format`, `--output` and `--force`.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;

use super::CliError;
use crate::calc::{self, Request};
use crate::i18n::tr;
use crate::report::{self, Format, Report};
use crate::store::time::today;

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

/// Where and how a result is written.
pub struct Destination<'a> {
    /// `None`: text for people.
    pub format: Option<Format>,
    pub file: Option<&'a Path>,
    force: bool,
}

impl Destination<'static> {
    /// `--json` alone: JSON or text for people.
    pub fn json_only(json: bool) -> Self {
        Destination {
            format: json.then_some(Format::Json),
            file: None,
            force: false,
        }
    }
}

impl OutputArgs {
    /// `--json`, `--format`, or the `--output` file's extension; no format: text for people.
    pub fn destination(&self) -> Result<Destination<'_>, CliError> {
        let format = if self.json {
            Some(Format::Json)
        } else {
            match (&self.format, &self.output) {
                (Some(text), _) => Some(text.parse()?),
                (None, Some(path)) => Format::of_path(path),
                (None, None) => None,
            }
        };
        Ok(Destination {
            format,
            file: self.output.as_deref(),
            force: self.force,
        })
    }
}

/// Writes `report` where it is asked for: standard output, or a file that is never replaced
/// without `--force`.
pub fn emit(report: &dyn Report, to: Destination, out: &mut dyn Write) -> Result<(), CliError> {
    match to.file {
        None => report::write(report, to.format, out).map_err(CliError::Output),
        Some(path) => {
            let text = report::render(report, to.format);
            crate::store::fs::write(path, text.as_bytes(), to.force).map_err(CliError::write)
        }
    }
}

/// Computes `request` and writes its result, or names the first value that is not allowed.
pub fn emit_evaluation(
    request: &Request,
    output: &OutputArgs,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let evaluation = calc::evaluate(request, today());
    if let Some(problem) = evaluation.problem() {
        return Err(CliError::from_problem(problem.clone()));
    }
    emit(&evaluation, output.destination()?, out)
}
