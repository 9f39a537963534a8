//! One game, both players: the sheet and the JSON (`elocalc game`), side by side.

use std::io;

use serde::Serialize;

use super::common::{
    Change, Number, both_sides, data_only, expected_value, new_rating_cell, render, scenario_label,
};
use super::numbers::{
    change, dash, difference, expected, expected_with_percent, period_change, rating, signed,
};
use super::{Cell, Key, Line, Sheet, Tone, words};
use crate::i18n::{number, tr, tr_args};
use crate::rating::{Amount, GameOutcome, SideOutcome};

/// One game, both players, in the language people read (the data exports word it in English).
pub fn sheet(outcome: &GameOutcome) -> Sheet<'static> {
    let (me, them) = (&outcome.player, &outcome.opponent);
    let pool = outcome.pool;
    let both = |key: Key, label: &str, value: &dyn Fn(&SideOutcome) -> Cell| {
        Line::new(key, vec![Cell::plain(tr(label)), value(me), value(them)])
    };
    // A number as the language writes it: "0,76" in Portuguese and Russian.
    let plain = |text: String| Cell::plain(number(&text).into_owned());
    let players = vec![
        data_only(vec![("Pool", pool.label().to_string())]),
        both(Key::Rating, "row-rating", &|s| {
            plain(rating(s.rating.value()))
        }),
        both(Key::K, "row-k", &|s| plain(s.k.value().to_string())),
        both(Key::Score, "row-score", &|s| {
            plain(s.score.as_number().into())
        }),
        both(Key::Difference, "row-difference-used", &|s| {
            plain(s.difference_used.map_or_else(dash, difference))
        }),
        both(Key::Expected, "row-expected", &|s| {
            plain(s.expected.map_or_else(dash, expected_with_percent))
        })
        .with_data(vec![vec![
            "Expected".into(),
            me.expected.map_or_else(dash, expected),
            them.expected.map_or_else(dash, expected),
        ]]),
        both(Key::Change, "row-change", &|s| {
            Cell::new(
                number(&period_change(pool, s.change_unrounded, s.change)).into_owned(),
                Tone::of_change(s.change.value()),
            )
        })
        .with_data(vec![
            vec![
                "Change unrounded".into(),
                signed(me.change_unrounded, 2),
                signed(them.change_unrounded, 2),
            ],
            vec!["Change".into(), change(me.change), change(them.change)],
        ]),
        both(Key::NewRating, "row-new-rating", &|s| {
            let cell = new_rating_cell(s.new_rating, s.below_fide_floor);
            Cell::new(number(&cell.text).into_owned(), cell.tone)
        }),
    ];
    let scenarios = outcome
        .scenarios
        .iter()
        .map(|scenario| {
            let cell = |amount: Amount| {
                Cell::new(
                    number(&change(amount)).into_owned(),
                    Tone::of_change(amount.value()),
                )
            };
            Line::new(
                Key::Item,
                vec![
                    scenario_label(scenario.score, Some(me.score)),
                    cell(scenario.player),
                    cell(scenario.opponent),
                ],
            )
        })
        .collect();
    let how = [("side-you", me, them), ("side-opponent", them, me)]
        .map(|(name, side, other)| {
            let real = difference_real(side, other);
            Line::fact(
                Key::Item,
                &tr(name),
                Cell::new(words::derivation(pool, side, real), Tone::Muted),
            )
        })
        .to_vec();
    let mut notes: Vec<String> = outcome
        .exclusion
        .map(words::exclusion_said)
        .into_iter()
        .collect();
    for (yours, side) in [(true, me), (false, them)] {
        if side.below_fide_floor {
            notes.push(words::below_floor(yours));
        }
    }
    let title = if outcome.is_rated() {
        "game-title-rated"
    } else {
        "game-title-not-rated"
    };
    Sheet {
        title: tr_args(title, &[("pool", super::names::pool(pool).into())]),
        sections: both_sides(players, scenarios, how),
        notes,
    }
}

/// The difference of the ratings from `side`'s seat, before the 400-point rule: the derivation
/// says it beside the one used when the rule changed it.
fn difference_real(side: &SideOutcome, other: &SideOutcome) -> f64 {
    side.rating.value() - other.rating.value()
}

#[derive(Serialize)]
struct Side {
    rating: Number,
    k: u32,
    score: Number,
    difference_used: Option<Number>,
    expected: Option<f64>,
    change_unrounded: f64,
    change: Change,
    new_rating: Change,
    below_1400: bool,
    /// The difference of the ratings before the 400-point rule.
    difference: Number,
}

impl Side {
    fn of(side: &SideOutcome, other: &SideOutcome) -> Side {
        Side {
            rating: Number(side.rating.value()),
            k: side.k.value(),
            score: Number(side.score.points()),
            difference_used: side.difference_used.map(Number),
            expected: expected_value(side.expected),
            change_unrounded: side.change_unrounded,
            change: Change(side.change),
            new_rating: Change(side.new_rating),
            below_1400: side.below_fide_floor,
            difference: Number(difference_real(side, other)),
        }
    }
}

#[derive(Serialize)]
struct ScenarioChanges {
    player: Change,
    opponent: Change,
}

#[derive(Serialize)]
struct Scenarios {
    win: ScenarioChanges,
    draw: ScenarioChanges,
    loss: ScenarioChanges,
}

#[derive(Serialize)]
struct Game {
    pool: &'static str,
    rated: bool,
    note: Option<String>,
    player: Side,
    opponent: Side,
    scenarios: Scenarios,
}

/// The game as JSON.
pub fn write_json(outcome: &GameOutcome, out: &mut dyn io::Write) -> io::Result<()> {
    let [win, draw, loss] = outcome.scenarios.map(|scenario| ScenarioChanges {
        player: Change(scenario.player),
        opponent: Change(scenario.opponent),
    });
    render(
        &Game {
            pool: outcome.pool.key(),
            rated: outcome.is_rated(),
            note: outcome.exclusion.map(words::exclusion),
            player: Side::of(&outcome.player, &outcome.opponent),
            opponent: Side::of(&outcome.opponent, &outcome.player),
            scenarios: Scenarios { win, draw, loss },
        },
        out,
    )
}
