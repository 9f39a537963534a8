//! Why files cannot be one period ([`PeriodFilesError`], which calc finds), in the language
//! people read: every message names the file.

use crate::calc::trf_period::{KProblem, PeriodFilesError, PlayerNamed};
use crate::i18n::{self, tr, tr_args};

impl std::fmt::Display for PeriodFilesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let say = i18n::say;
        let text = |name: &'static str, text: &str| (name, i18n::Arg::from(text.to_string()));
        match self {
            PeriodFilesError::Pools {
                first,
                first_pool,
                other,
                other_pool,
                unread,
            } => {
                let mut args = vec![
                    text("first", first),
                    text("first_pool", first_pool),
                    text("other", other),
                    text("other_pool", other_pool),
                ];
                match unread.as_deref() {
                    None => say(f, "error-period-pools", &args),
                    Some((file, value)) => {
                        args.extend([text("file", file), text("value", value)]);
                        say(f, "error-period-pools-unread", &args)
                    }
                }
            }
            PeriodFilesError::SameEvent { first, second } => say(
                f,
                "error-period-same-event",
                &[text("first", first), text("second", second)],
            ),
            PeriodFilesError::NotFound {
                file,
                wanted,
                closest,
            } if closest.is_empty() => say(
                f,
                "error-period-not-found",
                &[text("file", file), text("wanted", wanted)],
            ),
            PeriodFilesError::NotFound {
                file,
                wanted,
                closest,
            } => say(
                f,
                "error-period-not-found-closest",
                &[
                    text("file", file),
                    text("wanted", wanted),
                    (
                        "closest",
                        closest
                            .iter()
                            .map(player_said)
                            .collect::<Vec<_>>()
                            .join(", ")
                            .into(),
                    ),
                ],
            ),
            PeriodFilesError::Twice {
                file,
                wanted,
                first,
                second,
            } => say(
                f,
                "error-period-twice",
                &[
                    text("file", file),
                    text("wanted", wanted),
                    text("first", &player_said(first)),
                    text("second", &player_said(second)),
                ],
            ),
            PeriodFilesError::IdTwice {
                file,
                id,
                first,
                second,
            } => say(
                f,
                "error-period-id-twice",
                &[
                    text("file", file),
                    text("id", id),
                    text("first", &player_said(first)),
                    text("second", &player_said(second)),
                ],
            ),
            PeriodFilesError::Unrated { file, name } => say(
                f,
                "error-period-unrated",
                &[text("file", file), text("name", &player_said(name))],
            ),
            PeriodFilesError::PlayerK { text: k, problem } => say(
                f,
                "error-period-player-k",
                &[text("value", k), text("problem", &k_problem(problem))],
            ),
            PeriodFilesError::Rating(error) => std::fmt::Display::fmt(error, f),
        }
    }
}

/// Why a player's K over several files means nothing for them.
pub fn k_problem(problem: &KProblem) -> String {
    match problem {
        KProblem::Form => tr("error-period-k-form"),
        KProblem::Both { file, number, path } => tr_args(
            "error-period-k-both",
            &[
                ("file", file.as_str().into()),
                ("number", number.to_string().into()),
                ("path", path.to_string().into()),
            ],
        ),
        KProblem::NoFile { file, files } => tr_args(
            "error-period-k-no-file",
            &[
                ("file", file.as_str().into()),
                ("files", files.to_string().into()),
            ],
        ),
        KProblem::NoId(id) => tr_args("error-period-k-no-id", &[("id", id.as_str().into())]),
        KProblem::NoRank { file, rank } => tr_args(
            "error-period-k-no-rank",
            &[
                ("file", file.as_str().into()),
                ("rank", rank.to_string().into()),
            ],
        ),
        KProblem::Unrated { player, file } => tr_args(
            "error-period-k-unrated",
            &[
                ("player", player_said(player).into()),
                ("file", file.as_str().into()),
            ],
        ),
        KProblem::Twice { player, given } => tr_args(
            "error-period-k-twice",
            &[
                ("player", player_said(player).into()),
                ("given", given.as_str().into()),
            ],
        ),
    }
}

/// A player's line in a file, shown to people: "Alpha, Anna (rank 1, FIDE ID 1503014)".
pub fn player_said(player: &PlayerNamed) -> String {
    let name = i18n::shown(&player.name);
    let rank = ("rank", player.rank.to_string().into());
    match &player.fide_id {
        Some(id) => tr_args(
            "error-period-player-id",
            &[("name", name), rank, ("id", id.as_str().into())],
        ),
        None => tr_args("error-period-player", &[("name", name), rank]),
    }
}
