//! G games against an average opponent: the sheet and the JSON (`elocalc multi`), side by side.

use std::io;

use serde::Serialize;

use super::common::{
    Change, Number, RESULT, below_floor_note, change_line, expected_value, facts, k_line,
    new_rating_line, render,
};
use super::numbers::{dash, difference, expected, expected_total, points, rating};
use super::{Cell, Key, Line, Sheet, words};
use crate::i18n::{number, tr, tr_args};
use crate::rating::MultiOutcome;

/// G games against an average opponent, in the language people read (the data exports word
/// it in English).
pub fn sheet(outcome: &MultiOutcome) -> Sheet<'static> {
    let pool = outcome.pool;
    let per_game = outcome.expected.map_or_else(dash, expected);
    // A number as the language writes it: "0,36 × 5 = 1,80" in Portuguese and Russian.
    let plain = |text: String| Cell::plain(number(&text).into_owned());
    let lines = vec![
        Line::fact(
            Key::Rating,
            &tr("row-rating"),
            plain(rating(outcome.rating.value())),
        ),
        Line::fact(
            Key::Average,
            &tr("row-average"),
            plain(rating(outcome.average.value())),
        ),
        Line::fact(
            Key::Difference,
            &tr("row-difference-used"),
            plain(outcome.difference_used.map_or_else(dash, difference)),
        ),
        Line::fact(
            Key::Expected,
            &tr("row-expected"),
            plain(match outcome.expected {
                Some(_) => format!(
                    "{per_game} × {} = {}",
                    outcome.games,
                    expected_total(outcome.expected_total, pool)
                ),
                None => dash(),
            }),
        )
        .with_data(vec![
            vec!["Expected per game".into(), per_game.clone()],
            vec![
                "Expected".into(),
                expected_total(outcome.expected_total, pool),
            ],
        ]),
        Line::fact(
            Key::Points,
            &tr("row-points"),
            plain(points(outcome.points.value())),
        ),
        k_line(outcome.k, outcome.k_effective, u64::from(outcome.games)),
        change_line(pool, outcome.change_unrounded, outcome.change),
        new_rating_line(outcome.new_rating, outcome.below_fide_floor()),
    ];
    let mut notes: Vec<String> = outcome
        .exclusion
        .map(words::exclusion_said)
        .into_iter()
        .collect();
    notes.extend(below_floor_note(outcome.below_fide_floor()));
    Sheet {
        title: tr_args(
            "multi-title",
            &[
                ("pool", super::names::pool(pool).into()),
                (
                    "games",
                    tr_args("games", &[("count", outcome.games.into())]).into(),
                ),
                (
                    "average",
                    number(&rating(outcome.average.value())).into_owned().into(),
                ),
            ],
        ),
        sections: vec![facts(RESULT, lines)],
        notes,
    }
}

#[derive(Serialize)]
struct Multi {
    pool: &'static str,
    rating: Number,
    k: u32,
    k_effective: u32,
    average: Number,
    games: u32,
    points: Number,
    rated: bool,
    note: Option<String>,
    difference_used: Option<Number>,
    expected: Option<f64>,
    expected_total: f64,
    change_unrounded: f64,
    change: Change,
    new_rating: Change,
    below_1400: bool,
}

/// The games as JSON.
pub fn write_json(outcome: &MultiOutcome, out: &mut dyn io::Write) -> io::Result<()> {
    render(
        &Multi {
            pool: outcome.pool.key(),
            rating: Number(outcome.rating.value()),
            k: outcome.k.value(),
            k_effective: outcome.k_effective,
            average: Number(outcome.average.value()),
            games: outcome.games,
            points: Number(outcome.points.value()),
            rated: outcome.exclusion.is_none(),
            note: outcome.exclusion.map(words::exclusion),
            difference_used: outcome.difference_used.map(Number),
            expected: expected_value(outcome.expected),
            expected_total: outcome.expected_total,
            change_unrounded: outcome.change_unrounded,
            change: Change(outcome.change),
            new_rating: Change(outcome.new_rating),
            below_1400: outcome.below_fide_floor(),
        },
        out,
    )
}
