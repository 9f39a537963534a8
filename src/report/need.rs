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
    let amount_data = |amount: Option<Amount>| amount.map_or_else(String::new, new_rating);
    let mut lines = vec![
        Line::fact(
            Key::Needed,
            &tr("report-row-needed"),
            Cell::new(needed, Tone::Strong),
        )
        .with_data(vec![
            vec![
                "Points needed".into(),
                need.points_needed().map_or_else(String::new, points),
            ],
            vec!["New rating with them".into(), amount_data(need.with_needed)],
        ]),
        Line::fact(
            Key::AllWon,
            &tr("report-row-all-won"),
            Cell::plain(shown(need.all_won)),
        ),
        Line::fact(
            Key::AllLost,
            &tr("report-row-all-lost"),
            Cell::plain(shown(need.all_lost)),
        ),
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
