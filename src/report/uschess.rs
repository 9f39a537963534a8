//! US Chess (the 2025 rating system, docs/rules/uschess.md): an event — the sheet, the JSON
//! and their words, side by side.

use std::io;

use serde::Serialize;

use super::common::{Number, SCENARIOS, render, result_and_games, scenario_label};
use super::numbers::{self, points, signed};
use super::{Cell, Key, Line, Lines, Report, Section, Sheet, Tone};
use crate::calc;
use crate::calc::systems::UsChessAnswer;

/// A US Chess event: the formula and its figures, the bonus, the floor, the new rating; each
/// game's winning expectancy.
pub fn uschess(answer: &UsChessAnswer) -> Sheet<'static> {
    let outcome = &answer.outcome;
    let player = outcome.player;
    let mut lines = vec![
        Line::fact(Key::Item, "Formula", Cell::plain(outcome.formula.key()))
            .with_how(uschess_formula(outcome.formula)),
        Line::fact(
            Key::Item,
            "Effective games",
            Cell::plain(format!("{:.2}", outcome.effective_games)),
        )
        .with_how(uschess_effective(player.games_played)),
        Line::fact(
            Key::Score,
            "Score",
            Cell::plain(format!(
                "{} (expected {:.2})",
                points(outcome.score),
                outcome.expected
            )),
        ),
    ];
    if let Some(k) = outcome.k {
        lines.push(Line::fact(Key::K, "K", Cell::plain(format!("{k:.2}"))));
    }
    lines.push(
        Line::fact(
            Key::Item,
            "Bonus",
            Cell::plain(format!("{:.2}", outcome.bonus)),
        )
        .with_how(uschess_bonus(
            outcome.bonus_eligible,
            outcome.bonus_threshold,
        )),
    );
    lines.push(Line::fact(
        Key::Change,
        "Change",
        Cell::new(
            signed(outcome.change(), 2),
            Tone::of_change(outcome.change()),
        ),
    ));
    lines.push(
        Line::fact(
            Key::NewRating,
            "New rating",
            Cell::new(outcome.new_rating.to_string(), Tone::Strong),
        )
        .with_how(format!("{:.4} exactly", outcome.new_rating_exact)),
    );
    let mut notes = vec![USCHESS_ONE_PASS.to_string()];
    notes.extend(uschess_left_out(&answer.left_out));
    if outcome.capped {
        notes.push(USCHESS_CAPPED.to_string());
    }
    if outcome.floored {
        notes.push(uschess_floored(player.floor.max(100.0)));
    }
    if outcome.provisional {
        notes.push(USCHESS_PROVISIONAL.to_string());
    }
    let games = answer
        .games
        .iter()
        .zip(&outcome.game_expected)
        .enumerate()
        .map(|(index, ((opponent, score), expected))| {
            Line::new(
                Key::Item,
                vec![
                    Cell::plain((index + 1).to_string()),
                    Cell::plain(numbers::rating(*opponent)),
                    Cell::plain(score.as_number()),
                    Cell::plain(format!("{expected:.4}")),
                ],
            )
        })
        .collect();
    let mut sections = result_and_games(lines, &["#", "Opponent", "Score", "Expected"], games);
    if !answer.scenarios.is_empty() {
        let played = answer.games.first().map(|&(_, score)| score);
        let scenarios = answer
            .scenarios
            .iter()
            .map(|&(score, change)| {
                Line::new(
                    Key::Item,
                    vec![
                        scenario_label(score, played),
                        Cell::new(signed(change, 2), Tone::of_change(change)),
                    ],
                )
            })
            .collect();
        sections.push(Section {
            title: SCENARIOS,
            header: vec![SCENARIOS.to_string(), "You".into()],
            show_header: true,
            right: vec![1],
            lines: Lines::Fixed(scenarios),
        });
    }
    Sheet {
        title: format!(
            "US Chess · rating {} ({}) · event {} · bonus threshold {}",
            numbers::rating(player.rating),
            uschess_games_played(player.games_played),
            player.event_date,
            outcome.bonus_threshold
        ),
        sections,
        notes,
    }
}

#[derive(Serialize)]
struct UsChessJson {
    pool: &'static str,
    rating: Number,
    games_played: Option<u32>,
    event_date: String,
    prior_record: &'static str,
    dual_rated: bool,
    effective_games: f64,
    formula: &'static str,
    k: Option<f64>,
    bonus_threshold: u32,
    bonus_eligible: bool,
    bonus: f64,
    score: Number,
    expected: f64,
    provisional: bool,
    capped: bool,
    floor: Number,
    floored: bool,
    change: f64,
    new_rating_exact: f64,
    new_rating: i64,
    games: Vec<UsChessGameJson>,
}

#[derive(Serialize)]
struct UsChessGameJson {
    opponent: Number,
    score: Number,
    expected: f64,
}

/// A US Chess event (`period --pool uschess`).
pub fn uschess_json(
    answer: &calc::systems::UsChessAnswer,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let outcome = &answer.outcome;
    let player = outcome.player;
    render(
        &UsChessJson {
            pool: "uschess",
            rating: Number(player.rating),
            games_played: player.games_played,
            event_date: player.event_date.to_string(),
            prior_record: player.prior.key(),
            dual_rated: player.dual_rated,
            effective_games: outcome.effective_games,
            formula: outcome.formula.key(),
            k: outcome.k,
            bonus_threshold: outcome.bonus_threshold,
            bonus_eligible: outcome.bonus_eligible,
            bonus: outcome.bonus,
            score: Number(outcome.score),
            expected: outcome.expected,
            provisional: outcome.provisional,
            capped: outcome.capped,
            floor: Number(player.floor.max(100.0)),
            floored: outcome.floored,
            change: outcome.change(),
            new_rating_exact: outcome.new_rating_exact,
            new_rating: outcome.new_rating,
            games: answer
                .games
                .iter()
                .zip(&outcome.game_expected)
                .map(|(&(opponent, score), &expected)| UsChessGameJson {
                    opponent: Number(opponent),
                    score: Number(score.points()),
                    expected,
                })
                .collect(),
        },
        out,
    )
}

impl Report for UsChessAnswer {
    fn sheet(&self) -> Sheet<'_> {
        uschess(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        uschess_json(self, out)
    }
}

/// Said of the games (rows from 0) a US Chess event leaves out: their opponent is unrated.
pub fn uschess_left_out(rows: &[usize]) -> Option<String> {
    let numbers: Vec<String> = rows.iter().map(|row| (row + 1).to_string()).collect();
    let which = match numbers.len() {
        0 => return None,
        1 => format!("Game {} is", numbers[0]),
        _ => format!("Games {} are", numbers.join(", ")),
    };
    Some(format!(
        "{which} left out: an unrated opponent is rated against only with their own first \
         estimate, which needs their other games."
    ))
}

/// Said under every US Chess result.
pub const USCHESS_ONE_PASS: &str = "Rated once against the opponents' ratings as entered, as \
    US Chess's estimator does. The official rating also rates every opponent first, so it can \
    differ when their ratings moved in this event; enter their post-event ratings to get closer.";

/// Said when the special formula's result was cut to 2700.
pub const USCHESS_CAPPED: &str = "A special-formula rating is at most 2700.";

/// Said of a rating based on 25 games or fewer.
pub const USCHESS_PROVISIONAL: &str = "Provisional: based on 25 games or fewer.";

/// Said when the floor raised the result.
pub fn uschess_floored(floor: f64) -> String {
    format!("The floor {} raised the result.", points(floor))
}

/// The games a US Chess rating is based on: "30 games", "unrated", "established".
pub fn uschess_games_played(games_played: Option<u32>) -> String {
    match games_played {
        None => "established".to_string(),
        Some(0) => "unrated".to_string(),
        Some(1) => "1 game".to_string(),
        Some(n) => format!("{n} games"),
    }
}

/// Why the formula is the one used.
pub fn uschess_formula(formula: crate::rating::Formula) -> String {
    use crate::rating::Formula;
    match formula {
        Formula::Standard => "K·(S − E), plus the bonus".to_string(),
        Formula::Special => {
            "8 games or fewer, or an all-wins / all-losses history: the rating where the score \
             equals the provisional expectancies"
                .to_string()
        }
        Formula::None => "no games: the rating stays".to_string(),
    }
}

/// Where N′ came from.
pub fn uschess_effective(games_played: Option<u32>) -> String {
    match games_played {
        None => "N* of the rating (the games played are not given)".to_string(),
        Some(_) => "the smaller of the games played and N* of the rating".to_string(),
    }
}

/// Whether the bonus applies, and its threshold.
pub fn uschess_bonus(eligible: bool, threshold: u32) -> String {
    if eligible {
        format!("K·(S − E) above {threshold}·√max(m, 4)")
    } else {
        "none: standard formula, 3 games or more, a qualifying event".to_string()
    }
}
