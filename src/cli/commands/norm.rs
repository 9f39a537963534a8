//! `elocalc norm`: whether a tournament's games make a title norm.

use std::path::PathBuf;

use clap::Args;

use super::Io;
use crate::calc::edit::{norm_row, set_choice};
use crate::calc::{self, Entry, Mode, Request, Row};
use crate::cli::common::given;
use crate::cli::{CliError, OutputArgs, output::emit};
use crate::i18n::tr;
use crate::store::time::today;

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

pub fn run(args: &NormArgs, io: &mut Io) -> Result<(), CliError> {
    let answer = norm(args)?;
    io.result(|out| emit(&answer, args.output.destination()?, out))
}

/// The games and choices as Norm mode's request, checked by `calc` as the UI's are. A game's
/// mistake is said with the GAME as written.
fn norm(args: &NormArgs) -> Result<calc::NormAnswer, CliError> {
    let mut rows = args
        .games
        .iter()
        .map(|text| {
            norm_row(text).map_err(|error| CliError::Game {
                text: text.clone(),
                error,
            })
        })
        .collect::<Result<Vec<Row>, _>>()?;
    if let Some(path) = &args.file {
        let games = crate::calc::gather::norm_file(path, &crate::cli::gather::stdin)
            .map_err(CliError::from)?;
        rows.extend(games.iter().map(Row::from));
    }
    let mut request = Request {
        mode: Mode::Norm,
        rows,
        ..Request::default()
    };
    request.norm.federation = args.federation.clone();
    // The title has no default; an empty --min-games is 9, an empty --exemption none.
    let choices = [
        (Entry::NormTitle, Some(args.title.as_str())),
        (Entry::MinGames, given(Some(&args.min_games))),
        (Entry::Exemption, given(args.exemption.as_ref())),
    ];
    for (field, text) in choices {
        if let Some(text) = text {
            set_choice(&mut request, field, text).map_err(CliError::from_problem)?;
        }
    }
    let evaluation = calc::evaluate(&request, today());
    if let Some((index, error)) = evaluation.row_errors.into_iter().next() {
        // Only the GAMEs can be wrong here: a file's lines were read whole or refused.
        return Err(CliError::Game {
            text: args.games.get(index).cloned().unwrap_or_default(),
            error,
        });
    }
    match evaluation.outcome {
        calc::Outcome::Norm(answer) => Ok(answer),
        calc::Outcome::Invalid(problem) => Err(CliError::from_problem(problem)),
        other => unreachable!("Norm mode checks a norm: {other:?}"),
    }
}
