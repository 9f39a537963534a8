//! US Chess's answer worded, laid out and written as JSON: an event (Tournament mode) or one
//! game with what each result would bring (Game mode). The spec and the evaluation:
//! `calc/systems/uschess.rs`.

use std::io;

use serde::Serialize;

use super::{AnswerPanels, Written};
use crate::calc::LeftOut;
use crate::calc::systems::uschess::{GAMES_PLAYED, PRIOR_RECORD, UsChessAnswer};
use crate::i18n::{tr, tr_args};
use crate::rating::UsChessOutcome;
use crate::report::left_out::LeftOutJson;
use crate::report::sheet::json::{Number, render};
use crate::report::sheet::numbers::{self, points, said, signed};
use crate::report::sheet::{
    Cell, Key, Line, Lines, RESULT, SCENARIOS, Section, Sheet, Tone, scenario_label,
};

impl Written for UsChessAnswer {
    fn sheet(&self) -> Sheet<'static> {
        sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json(self, out)
    }

    /// Game mode: the result, and what each result would bring beside the chart.
    fn panels(&self) -> AnswerPanels {
        let game_mode = !self.scenarios.is_empty();
        AnswerPanels {
            short_title: short_title(self),
            result: &[RESULT],
            keys: None,
            second: game_mode.then_some((SCENARIOS, &[SCENARIOS][..])),
            notes_with_result: !game_mode,
        }
    }
}

/// The result panel's title where the whole one does not fit: the rating, before and after.
fn short_title(answer: &UsChessAnswer) -> String {
    said(&format!(
        "US Chess · {} → {}",
        numbers::rating(answer.outcome.player.rating),
        answer.outcome.new_rating
    ))
}

/// A US Chess event: the formula and its figures, the bonus, the floor, the new rating; each
/// game's winning expectancy.
fn sheet(answer: &UsChessAnswer) -> Sheet<'static> {
    let outcome = &answer.outcome;
    let player = outcome.player;
    let mut lines = vec![
        Line::fact(
            Key::Item,
            &tr("report-us-formula"),
            Cell::plain(formula_name(outcome.formula)),
        )
        .with_how(formula_said(outcome.formula)),
        Line::fact(
            Key::Item,
            &tr("report-us-effective-games"),
            Cell::plain(said(&format!("{:.2}", outcome.effective_games))),
        )
        .with_how(effective_said(player.games_played)),
        Line::fact(
            Key::Score,
            &tr("row-score"),
            Cell::plain(tr_args(
                "score-with-expected",
                &[
                    ("score", said(&points(outcome.score)).into()),
                    (
                        "expected",
                        said(&format!("{:.2}", outcome.expected + 0.0)).into(),
                    ),
                ],
            )),
        ),
    ];
    if let Some(k) = outcome.k {
        lines.push(Line::fact(
            Key::K,
            "K",
            Cell::plain(said(&format!("{k:.2}"))),
        ));
    }
    lines.push(
        Line::fact(
            Key::Item,
            &tr("report-us-bonus"),
            Cell::plain(said(&format!("{:.2}", outcome.bonus))),
        )
        .with_how(bonus_said(outcome, answer.games.len())),
    );
    lines.push(Line::fact(
        Key::Change,
        &tr("row-change"),
        Cell::new(
            said(&signed(outcome.change(), 2)),
            Tone::of_change(outcome.change()),
        ),
    ));
    lines.push(
        Line::fact(
            Key::NewRating,
            &tr("row-new-rating"),
            Cell::new(outcome.new_rating.to_string(), Tone::Strong),
        )
        .with_how(tr_args(
            "report-us-exactly",
            &[(
                "rating",
                said(&format!("{:.4}", outcome.new_rating_exact)).into(),
            )],
        )),
    );
    let mut notes = vec![tr("report-us-one-pass")];
    notes.extend(left_out_note(
        &answer.rows.left_out_for(LeftOut::UnratedOpponent),
    ));
    if outcome.capped {
        notes.push(tr("report-us-capped"));
    }
    if outcome.floored {
        notes.push(floored(outcome.floor));
    }
    if outcome.provisional {
        notes.push(tr("report-us-provisional"));
    }
    let header = vec![
        "#".to_string(),
        tr("column-opponent"),
        tr("column-score"),
        tr("column-expected"),
    ];
    let game_line = |game: usize, number: usize| {
        let (opponent, score) = answer.games[game];
        Line::new(
            Key::Item,
            vec![
                Cell::plain(number.to_string()),
                Cell::plain(said(&numbers::rating(opponent))),
                Cell::plain(said(score.as_number())),
                Cell::plain(said(&format!("{:.4}", outcome.game_expected[game]))),
            ],
        )
    };
    let mut sections = crate::report::left_out::result_and_table(
        lines,
        header,
        &answer.rows,
        answer.games.len(),
        game_line,
        |_| Vec::new(),
    );
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
                        Cell::new(said(&signed(change, 2)), Tone::of_change(change)),
                    ],
                )
            })
            .collect();
        sections.push(Section {
            title: SCENARIOS,
            header: vec![tr("section-scenarios"), tr("side-you")],
            show_header: true,
            right: vec![1],
            lines: Lines::Fixed(scenarios),
        });
    }
    Sheet {
        title: tr_args(
            "report-us-title",
            &[
                ("rating", said(&numbers::rating(player.rating)).into()),
                ("games", games_played_said(player.games_played).into()),
                ("date", player.event_date.to_string().into()),
                ("threshold", outcome.bonus_threshold.to_string().into()),
            ],
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
    /// The rows of the table that are no game of the event (an unrated opponent, a game still
    /// to play), under their numbers.
    left_out: Vec<LeftOutJson>,
}

#[derive(Serialize)]
struct UsChessGameJson {
    /// The game's number in the table (a row left out keeps its own).
    number: usize,
    opponent: Number,
    score: Number,
    expected: f64,
}

/// A US Chess event (`period --pool uschess`).
fn json(answer: &UsChessAnswer, out: &mut dyn io::Write) -> io::Result<()> {
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
            floor: Number(outcome.floor),
            floored: outcome.floored,
            change: outcome.change(),
            new_rating_exact: outcome.new_rating_exact,
            new_rating: outcome.new_rating,
            games: answer
                .games
                .iter()
                .zip(&outcome.game_expected)
                .enumerate()
                .map(|(game, (&(opponent, score), &expected))| UsChessGameJson {
                    number: answer.rows.number(game),
                    opponent: Number(opponent),
                    score: Number(score.points()),
                    expected,
                })
                .collect(),
            left_out: crate::report::left_out::json(&answer.rows),
        },
        out,
    )
}

/// Said of the games (rows from 0) a US Chess event leaves out: their opponent is unrated.
fn left_out_note(rows: &[usize]) -> Option<String> {
    let numbers: Vec<String> = rows.iter().map(|row| (row + 1).to_string()).collect();
    let id = match numbers.len() {
        0 => return None,
        1 => "report-us-left-out-one",
        _ => "report-us-left-out-many",
    };
    Some(tr_args(id, &[("games", numbers.join(", ").into())]))
}

/// Said when the floor raised the result.
fn floored(floor: f64) -> String {
    tr_args(
        "report-us-floored",
        &[("floor", said(&points(floor)).into())],
    )
}

/// Said in the UI where the earlier games are all wins or all losses but no games were played,
/// in the form's words: its labels and the choice as shown ("só vitórias").
pub fn prior_without_games_said(record: &str) -> String {
    let shown = PRIOR_RECORD
        .choice_of(record)
        .map_or_else(|| record.to_string(), |choice| tr(choice.word));
    tr_args(
        "uschess-prior-without-games",
        &[
            ("record", shown.into()),
            (
                "field",
                crate::report::entries::label(&PRIOR_RECORD)
                    .trim()
                    .to_string()
                    .into(),
            ),
            (
                "games",
                crate::report::entries::label(&GAMES_PLAYED)
                    .trim()
                    .to_string()
                    .into(),
            ),
        ],
    )
}

/// The games a US Chess rating is based on: "30 games", "unrated", "established".
fn games_played_said(games_played: Option<u32>) -> String {
    match games_played {
        None => tr("report-us-established"),
        Some(0) => tr("report-us-unrated"),
        Some(n) => tr_args("report-us-games", &[("count", n.into())]),
    }
}

/// The formula's name as people read it (its key, "standard", in JSON).
fn formula_name(formula: crate::rating::Formula) -> String {
    use crate::rating::Formula;
    tr(match formula {
        Formula::Standard => "uschess-formula-name-standard",
        Formula::Special => "uschess-formula-name-special",
        Formula::None => "uschess-formula-name-none",
    })
}

/// Why the formula is the one used.
fn formula_said(formula: crate::rating::Formula) -> String {
    use crate::rating::Formula;
    tr(match formula {
        Formula::Standard => "report-us-formula-standard",
        Formula::Special => "report-us-formula-special",
        Formula::None => "report-us-formula-none",
    })
}

/// Where N′ came from.
fn effective_said(games_played: Option<u32>) -> String {
    tr(match games_played {
        None => "report-us-effective-not-given",
        Some(_) => "report-us-effective-smaller",
    })
}

/// Whether the bonus applies and its threshold, or why it does not (of `games` games).
fn bonus_said(outcome: &UsChessOutcome, games: usize) -> String {
    if outcome.bonus_eligible {
        tr_args(
            "report-us-bonus-above",
            &[("threshold", outcome.bonus_threshold.to_string().into())],
        )
    } else if outcome.player.no_bonus {
        tr("report-us-bonus-not-qualified")
    } else if outcome.formula != crate::rating::Formula::Standard {
        tr("report-us-bonus-special")
    } else {
        tr_args(
            "report-us-bonus-few",
            &[("games", games.to_string().into())],
        )
    }
}
