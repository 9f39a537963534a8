//! The core's errors in words, in the current language (`locales/*/errors.ftl`).
//!
//! One way for every error of the crate: its `Display` looks its words up by message id
//! (`i18n::say`, `i18n::tr_args`) with named arguments — no `#[error("…")]` holds English — so
//! every error message, in every language, comes from the catalogue, and English stays the text
//! the tests compare. The others do it next to their enum (a `match` from variant to id; a
//! variant that only passes another error on keeps `#[error("{0}")]`). `src/rating` is the pure
//! domain: its [`InputError`] holds the value as given and the range and names no word of any
//! language, so its `Display` lives here, with the words people read (Rust lets the impl live
//! in any module of the crate), rather than pulling the catalogue into the core.
//!
//! Numbers in an error are what a person types back (`0.5`, `+1.44`, `4000`): they keep their
//! point in every language. Values typed, flag names and the values allowed (`OPPONENT:SCORE`,
//! `gm, im`) stay as typed.

use std::fmt;
use std::path::PathBuf;

use crate::calc::list_import::ListImportError;
use crate::i18n::{Arg, say, shown, tr_args};
use crate::rating::number::{MAX_DECIMALS, Whole};
use crate::rating::{InputError, MAX_K, MAX_RATING};
use crate::text::shown_path;

/// A quantity's name, as [`Whole`] gives it, in the current language; a name the catalogue
/// does not know stays as the core gives it.
fn quantity(name: &'static str) -> String {
    let id = match name {
        "K" => "error-quantity-k",
        "games" => "error-quantity-games",
        "games played" => "error-quantity-games-played",
        "floor" => "error-quantity-floor",
        "index" => "error-quantity-index",
        "year" => "error-quantity-year",
        "remaining games" => "error-quantity-remaining-games",
        "opponent" => "error-quantity-opponent",
        "minimum games" => "error-quantity-minimum-games",
        "starting rank" => "error-quantity-starting-rank",
        "column" => "error-quantity-column",
        _ => return name.to_string(),
    };
    tr_args(id, &[])
}

/// What a whole quantity may be: "a whole number from 1 to 100", or the values themselves when
/// there are three at most ("7, 8 or 9").
pub fn allowed(whole: Whole) -> String {
    let (low, high) = (whole.low.to_string(), whole.high.to_string());
    match whole.high - whole.low {
        0 => low,
        1 => tr_args(
            "error-allowed-two",
            &[("low", low.into()), ("high", high.into())],
        ),
        2 => tr_args(
            "error-allowed-three",
            &[
                ("low", low.into()),
                ("middle", (whole.low + 1).to_string().into()),
                ("high", high.into()),
            ],
        ),
        _ => tr_args(
            "error-allowed-range",
            &[("low", low.into()), ("high", high.into())],
        ),
    }
}

/// The terminal UI's score letters in the current language, as its messages list them: "v/e/d".
fn ui_letters() -> Arg<'static> {
    let letters = super::words::score_letters(crate::i18n::current());
    letters.map(|(letter, _)| letter).join("/").into()
}

/// The value as given, as the messages name it.
fn value(text: &str) -> (&'static str, Arg<'_>) {
    ("value", shown(text))
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let max = || Arg::from(MAX_RATING.to_string());
        match self {
            InputError::Rating(text) => say(f, "error-rating", &[value(text), ("max", max())]),
            InputError::FractionalRating(text) => say(f, "error-rating-fractional", &[value(text)]),
            InputError::RatingComma(text) => say(f, "error-rating-comma", &[value(text)]),
            InputError::RatingThousands { text, thousands } => say(
                f,
                "error-rating-thousands",
                &[value(text), ("thousands", thousands.to_string().into())],
            ),
            InputError::UsChessRating(text) => say(
                f,
                "error-uschess-rating",
                &[
                    value(text),
                    ("floor", crate::rating::ABSOLUTE_FLOOR.to_string().into()),
                    ("max", max()),
                ],
            ),
            InputError::Whole { whole, text } => say(
                f,
                "error-whole",
                &[
                    ("name", quantity(whole.name).into()),
                    value(text),
                    ("allowed", allowed(*whole).into()),
                ],
            ),
            InputError::Score(text) => say(f, "error-score", &[value(text)]),
            InputError::NoScore => say(f, "error-no-score", &[("letters", ui_letters())]),
            InputError::RowScore(text) => say(f, "error-row-score", &[value(text)]),
            InputError::CellScore(text) => say(
                f,
                "error-cell-score",
                &[value(text), ("letters", ui_letters())],
            ),
            InputError::Points { value: text, games } => say(
                f,
                "error-points",
                &[value(text), ("games", games.to_string().into())],
            ),
            InputError::Pool(text) => say(f, "error-pool", &[value(text)]),
            InputError::Game(text) => say(f, "error-game", &[value(text)]),
            InputError::Target(text) => say(f, "error-target", &[value(text), ("max", max())]),
            InputError::RemainingUnrated => say(f, "error-remaining-unrated", &[("max", max())]),
            InputError::NoTarget => say(f, "error-no-target", &[]),
            InputError::FirstRatingPool(pool) => {
                say(f, "error-first-rating-pool", &[("pool", (*pool).into())])
            }
            InputError::NormTitle(text) => say(f, "error-norm-title", &[value(text)]),
            InputError::Title(text) => say(f, "error-title", &[value(text)]),
            InputError::Federation(text) => say(f, "error-federation", &[value(text)]),
            InputError::Exemption(text) => say(f, "error-exemption", &[value(text)]),
            InputError::NormGame(text) => say(f, "error-norm-game", &[value(text)]),
            InputError::NormRating(text) => {
                say(f, "error-norm-rating", &[value(text), ("max", max())])
            }
            InputError::NoFederation => say(f, "error-no-federation", &[]),
            InputError::OpponentFederationsMissing { missing, games } => say(
                f,
                "error-federations-missing",
                &[("missing", (*missing).into()), ("games", (*games).into())],
            ),
            InputError::FidePool(text) => say(f, "error-fide-pool", &[value(text)]),
            InputError::PlayerK(text) => say(
                f,
                "error-player-k",
                &[value(text), ("max", MAX_K.to_string().into())],
            ),
            InputError::NoStartRank { text, rank } => say(
                f,
                "error-no-start-rank",
                &[value(text), ("rank", rank.to_string().into())],
            ),
            InputError::NoReport => say(f, "error-no-report", &[]),
            InputError::Report(reason) => {
                say(f, "error-report", &[("reason", reason.as_str().into())])
            }
            InputError::Rd(text) => say(f, "error-rd", &[value(text)]),
            InputError::Volatility(text) => say(f, "error-volatility", &[value(text)]),
            InputError::Tau(text) => say(f, "error-tau", &[value(text)]),
            InputError::Glicko2Game(text) => say(f, "error-glicko2-game", &[value(text)]),
            InputError::UnratedWithRd(text) => say(f, "error-unrated-with-rd", &[value(text)]),
            InputError::PriorRecord(text) => say(f, "error-prior-record", &[value(text)]),
            InputError::EventDate(text) => say(f, "error-event-date", &[value(text)]),
            InputError::FloorAboveRating { floor, rating } => say(
                f,
                "error-floor-above-rating",
                &[
                    ("floor", floor.to_string().into()),
                    ("rating", rating.to_string().into()),
                ],
            ),
            InputError::UsChessUnratedOpponent => say(f, "error-uschess-unrated-opponent", &[]),
            InputError::PriorWithoutGames(record) => say(
                f,
                "error-prior-without-games",
                &[("record", (*record).into())],
            ),
            InputError::UsChessUnrated(text) => say(f, "error-uschess-unrated", &[value(text)]),
            InputError::UsChessGame(text) => say(f, "error-uschess-game", &[value(text)]),
            InputError::UsChessRd(text) => say(f, "error-uschess-rd", &[value(text)]),
            InputError::DwzBeforeDewis(text) => say(
                f,
                "error-dwz-before-dewis",
                &[
                    value(text),
                    ("first", crate::rating::DEWIS_FROM.to_string().into()),
                ],
            ),
            InputError::DwzFirst => say(f, "error-dwz-first", &[]),
            InputError::Date(text) => say(f, "error-date", &[value(text)]),
            InputError::DwzTotalsWithGames => say(f, "error-dwz-totals-with-games", &[]),
            InputError::DwzIndexTwice { typed, given } => say(
                f,
                "error-dwz-index-twice",
                &[
                    ("typed", typed.to_string().into()),
                    ("given", given.to_string().into()),
                ],
            ),
            InputError::DwzRatingAfterEvent { published, event } => say(
                f,
                "error-dwz-rating-after-event",
                &[value(published), ("event", shown(event))],
            ),
            InputError::DwzForfeit(text) => say(f, "error-dwz-forfeit", &[value(text)]),
            InputError::DwzIndexMissing { rating } => say(
                f,
                "error-dwz-index-missing",
                &[("rating", rating.to_string().into())],
            ),
            InputError::DwzIndexZero { rating } => say(
                f,
                "error-dwz-index-zero",
                &[("rating", rating.to_string().into())],
            ),
            InputError::DwzExpected { value: text, games } => say(
                f,
                "error-dwz-expected",
                &[value(text), ("games", games.to_string().into())],
            ),
            InputError::DwzNewScale { published, event } => say(
                f,
                "error-dwz-new-scale",
                &[
                    ("published", published.as_str().into()),
                    ("event", event.as_str().into()),
                    ("from", crate::rating::K_SYSTEM_FROM.to_string().into()),
                ],
            ),
            InputError::DwzNoGames { forfeits, unrated } => say(
                f,
                "error-dwz-no-games",
                &[
                    ("forfeits", forfeits.to_string().into()),
                    ("unrated", unrated.to_string().into()),
                ],
            ),
            InputError::NotInMulti(system) => {
                say(f, "error-not-in-multi", &[("system", (*system).into())])
            }
            InputError::NoNormGames => say(f, "error-no-norm-games", &[]),
            InputError::BornAfter { born, year } => say(
                f,
                "error-born-after",
                &[
                    ("born", born.to_string().into()),
                    ("year", year.to_string().into()),
                ],
            ),
            InputError::NoRatedGames => say(f, "error-no-rated-games", &[]),
            InputError::Missing => say(f, "error-missing", &[]),
            InputError::TooPrecise(error) => say(
                f,
                "error-too-precise",
                &[
                    ("error", error.to_string().into()),
                    ("decimals", MAX_DECIMALS.into()),
                ],
            ),
            InputError::Signed(error) => {
                say(f, "error-signed", &[("error", error.to_string().into())])
            }
            InputError::InEvent { number, reason } => say(
                f,
                "error-in-event",
                &[
                    ("number", number.to_string().into()),
                    ("reason", reason.as_str().into()),
                ],
            ),
            InputError::EventTotals {
                chg,
                rated_games,
                rating,
                least,
                most,
            } => say(
                f,
                "error-event-totals",
                &[
                    ("chg", format!("{chg:+.2}").into()),
                    ("count", (*rated_games).into()),
                    ("rating", rating.to_string().into()),
                    ("least", format!("{least:+.2}").into()),
                    ("most", format!("{most:+.2}").into()),
                ],
            ),
            InputError::EventsInOtherSystem { system, events } => say(
                f,
                "error-events-in-other-system",
                &[("system", (*system).into()), ("events", (*events).into())],
            ),
            // Counted from 1 as people count events, past the largest index a file can hold.
            InputError::NoSuchEvent { event, events } => say(
                f,
                "error-no-such-event",
                &[
                    ("event", (*event as u128 + 1).to_string().into()),
                    ("events", (*events).into()),
                ],
            ),
            InputError::InGame { number, error } => say(
                f,
                "error-in-game",
                &[
                    ("number", number.to_string().into()),
                    ("error", error.to_string().into()),
                ],
            ),
        }
    }
}

/// A list file not put into the lists kept, in one line, the same in every face.
impl fmt::Display for ListImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = |path: &PathBuf| ("path", Arg::from(shown_path(path)));
        match self {
            ListImportError::Open(error) => fmt::Display::fmt(error, f),
            ListImportError::Line { path: file, error } => say(
                f,
                "error-cli-list-line",
                &[
                    path(file),
                    ("line", error.line.to_string().into()),
                    ("reason", error.reason.as_str().into()),
                ],
            ),
            ListImportError::Duplicate { path: file, id } => say(
                f,
                "error-cli-list-duplicate",
                &[path(file), ("id", id.to_string().into())],
            ),
            ListImportError::Empty(file) => say(f, "error-cli-list-empty", &[path(file)]),
            ListImportError::FarFewer {
                path: file,
                month,
                held,
                players,
            } => say(
                f,
                "error-cli-list-far-fewer",
                &[
                    path(file),
                    ("month", month.to_string().into()),
                    ("held", (*held).into()),
                    ("players", (*players).into()),
                ],
            ),
            ListImportError::NotAFile(file) => say(f, "error-cli-list-not-a-file", &[path(file)]),
            ListImportError::MonthsDisagree { coded, given } => say(
                f,
                "error-cli-months-disagree",
                &[
                    ("coded", coded.to_string().into()),
                    ("given", given.to_string().into()),
                ],
            ),
            ListImportError::NoMonth(file) => say(f, "error-cli-no-list-month", &[path(file)]),
            ListImportError::Read { path: file, error } => say(
                f,
                "error-cannot-read",
                &[
                    path(file),
                    ("reason", crate::i18n::Words(error).to_string().into()),
                ],
            ),
            ListImportError::Store(error) => fmt::Display::fmt(error, f),
            ListImportError::Stopped => say(f, "error-list-import-stopped", &[]),
        }
    }
}

impl std::error::Error for ListImportError {}
