//! What the remaining games must bring to reach a target: the sheet and the JSON (`elocalc
//! need`), side by side. Tournament mode's targets table gives the same figures per target.

use std::io;

use serde::Serialize;

use super::common::{Change, Number, RESULT, facts, k_line, render};
use super::numbers::{new_rating, points, rating};
use super::{Cell, Key, Line, Report, Sheet, Tone, words};
use crate::calc::NeedAnswer;
use crate::i18n::{number, tr, tr_args};
use crate::rating::{Amount, KFactor};

/// What the remaining games must bring to reach a target.
pub fn sheet(answer: &NeedAnswer) -> Sheet<'static> {
    let need = &answer.need;
    let remaining = answer.remaining;
    let against = rating(remaining.opponents.value());
    // A new rating as the language writes it (a continuous one has decimals).
    let said = |amount: Amount| number(&new_rating(amount)).into_owned();
    let shown = |amount: Option<Amount>| amount.map_or_else(words::no_published_rating, said);
    let needed = match (need.halves_needed, need.with_needed) {
        (Some(halves), Some(result)) => {
            words::needed(halves, remaining.games, &against, &said(result))
        }
        _ => words::out_of_reach(answer.best(), remaining.games),
    };
    let mut lines = vec![
        Line::fact(
            Key::Needed,
            &tr("report-row-needed"),
            Cell::new(needed, Tone::Strong),
        )
        .with_data(
            NEED_COLUMNS
                .iter()
                .zip(need_figures(answer))
                .map(|(name, value)| vec![name.to_string(), value])
                .collect(),
        ),
        Line::fact(
            Key::AllWon,
            &tr("report-row-all-won"),
            Cell::plain(shown(need.all_won)),
        )
        .with_data(vec![vec!["If all won".into(), amount_data(need.all_won)]]),
        Line::fact(
            Key::AllLost,
            &tr("report-row-all-lost"),
            Cell::plain(shown(need.all_lost)),
        )
        .with_data(vec![vec!["If all lost".into(), amount_data(need.all_lost)]]),
    ];
    if let (Some(k), Some(k_effective)) = (answer.k, need.k_effective) {
        lines.push(k_line(k, k_effective, need.rated_games));
    }
    let title = match answer.rating {
        Some(player) => tr_args(
            "report-need-title",
            &[
                ("pool", super::names::pool(answer.pool).into()),
                (
                    "rating",
                    number(&rating(player.value())).into_owned().into(),
                ),
                ("target", number(&rating(answer.target)).into_owned().into()),
            ],
        ),
        None => tr_args(
            "report-need-title-first",
            &[("target", number(&rating(answer.target)).into_owned().into())],
        ),
    };
    Sheet {
        title,
        sections: vec![facts(RESULT, lines)],
        notes: if need.remaining_rated {
            Vec::new()
        } else {
            vec![words::remaining_not_rated()]
        },
    }
}

/// A new rating as a spreadsheet reads it: empty where none would be published.
fn amount_data(amount: Option<Amount>) -> String {
    amount.map_or_else(String::new, new_rating)
}

/// The columns of what the remaining games must bring, as the data exports name them.
pub(super) const NEED_COLUMNS: [&str; 4] = [
    "Points needed",
    "New rating with them",
    "Best points",
    "Best rating",
];

/// What the remaining games must bring, as plain numbers under [`NEED_COLUMNS`]: the points
/// and the new rating with them (empty: out of reach), and the best the games can bring (every
/// one won) with the new rating then (empty: none published) — `need`'s and the targets'.
pub(super) fn need_figures(answer: &NeedAnswer) -> [String; 4] {
    let need = &answer.need;
    let best = answer.best();
    [
        need.points_needed().map_or_else(String::new, points),
        amount_data(need.with_needed),
        points(best.points()),
        amount_data(best.rating),
    ]
}

#[derive(Serialize)]
pub(super) struct NeedJson {
    rating: Option<Number>,
    k: Option<u32>,
    pool: &'static str,
    k_effective: Option<u32>,
    target: Number,
    remaining: u32,
    opponents: Number,
    remaining_rated: bool,
    points_needed: Option<Number>,
    new_rating_with_needed: Option<Change>,
    new_rating_if_all_won: Option<Change>,
    new_rating_if_all_lost: Option<Change>,
    /// The best the remaining games can bring (what is said where the target is out of
    /// reach): the points of winning them all, and the new rating then (null: no published
    /// rating).
    best_points: Number,
    best_new_rating: Option<Change>,
}

impl From<&NeedAnswer> for NeedJson {
    fn from(answer: &NeedAnswer) -> NeedJson {
        let need = &answer.need;
        NeedJson {
            rating: answer.rating.map(|rating| Number(rating.value())),
            k: answer.k.map(KFactor::value),
            pool: answer.pool.key(),
            k_effective: need.k_effective,
            target: Number(answer.target),
            remaining: answer.remaining.games,
            opponents: Number(answer.remaining.opponents.value()),
            remaining_rated: need.remaining_rated,
            points_needed: need.points_needed().map(Number),
            new_rating_with_needed: need.with_needed.map(Change),
            new_rating_if_all_won: need.all_won.map(Change),
            new_rating_if_all_lost: need.all_lost.map(Change),
            best_points: Number(answer.best().points()),
            best_new_rating: answer.best().rating.map(Change),
        }
    }
}

/// What is needed, as JSON.
pub fn write_json(answer: &NeedAnswer, out: &mut dyn io::Write) -> io::Result<()> {
    render(&NeedJson::from(answer), out)
}

impl Report for NeedAnswer {
    fn sheet(&self) -> Sheet<'_> {
        sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        write_json(self, out)
    }
}
