//! What several calculations take alike: K and the pool, games from the command line and files,
//! and how a request starts from them.

use std::path::PathBuf;

use clap::Args;

use super::{CliError, OutputArgs};
use crate::calc::{self, KPreset, Mode, Request, System};
use crate::i18n::{tr, tr_args};
use crate::rating::{PeriodGame, Pool};

/// `--pool`'s help: the Elo pools, and the other systems `game` and `period` take, from the
/// systems' registry.
pub fn pool_help() -> String {
    tr_args(
        "cli-pool",
        &[(
            "systems",
            crate::i18n::listed(System::all().filter(|s| !s.is_elo()).map(|s| s.key())).into(),
        )],
    )
}

/// Options every calculation takes.
#[derive(Debug, Args)]
pub struct Common {
    #[arg(long, short, value_name = "K", help = tr("cli-k"))]
    pub k: Option<String>,
    #[arg(long, value_name = tr("cli-value-pool"), help = pool_help())]
    pub pool: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// Games given on the command line, in a file, or both.
#[derive(Debug, Args)]
pub struct GamesArgs {
    #[arg(id = "game_args", value_name = "GAME", help = tr("cli-game-args"))]
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

impl GamesArgs {
    /// The scores of the GAMEs as typed (`RATING:SCORE`).
    pub fn typed_scores(&self) -> impl Iterator<Item = &str> {
        self.games
            .iter()
            .filter_map(|game| game.rsplit_once(':').map(|(_, score)| score))
    }
}

/// Said on stderr to a person reading Portuguese who wrote a score `d`: on the command line it
/// is a draw, as in English in every language (a script's `d` never changes with `LANG`), while
/// the terminal UI's `d` in Portuguese is *derrota*.
pub fn letter_d_note<'a>(scores: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let wrote_d = scores
        .into_iter()
        .any(|score| score.trim().eq_ignore_ascii_case("d"));
    (wrote_d && crate::i18n::current() == crate::i18n::Lang::Pt)
        .then(|| crate::i18n::tr("cli-note-d-is-draw"))
}

/// A flag's value, `None` when it is not given or empty: an empty value means the default, for
/// every value that has one (the others are refused as empty by their readers).
pub fn given(text: Option<&String>) -> Option<&str> {
    text.map(String::as_str)
        .filter(|text| !text.trim().is_empty())
}

/// K when --k is not given.
pub const DEFAULT_K: &str = "20";

/// The pool `--pool` names, if it names one.
pub fn pool_flag(text: Option<&String>) -> Result<Option<Pool>, CliError> {
    text.map(|text| text.parse().map_err(CliError::value("pool")))
        .transpose()
}

/// A request with the options every calculation takes: K as typed and the pool (`gathered`: the
/// one the games were read for).
pub fn common_request(common: &Common, gathered: Option<Pool>) -> Result<Request, CliError> {
    let pool = match gathered {
        Some(pool) => pool,
        None => pool_flag(common.pool.as_ref())?.unwrap_or(Pool::FideStandard),
    };
    Ok(Request {
        system: System::of_pool(pool),
        k: calc::KEntries {
            preset: KPreset::Custom,
            custom: given(common.k.as_ref()).unwrap_or(DEFAULT_K).to_string(),
            ..calc::KEntries::default()
        },
        ..Request::default()
    })
}

/// A tournament of games read from the command line's sources.
pub fn games_request(pool: Pool, games: Vec<PeriodGame>) -> Request {
    Request {
        mode: Mode::Tournament,
        system: System::of_pool(pool),
        read_games: shared(games),
        ..Request::default()
    }
}

/// Games read from files, shared with the calculation without a copy; the room a growing list
/// kept in reserve is given back first.
pub fn shared(mut games: Vec<PeriodGame>) -> std::sync::Arc<Vec<PeriodGame>> {
    games.shrink_to_fit();
    std::sync::Arc::new(games)
}
