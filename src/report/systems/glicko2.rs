//! Glicko-2's answers worded, laid out and written as JSON: a period (Tournament mode) and one
//! game for both players (Game mode). The spec and the evaluation: `calc/systems/glicko2.rs`.

use std::io;

use serde::Serialize;

use super::{AnswerPanels, Written};
use crate::calc::LeftOutRow;
use crate::calc::systems::glicko2::{Glicko2Answer, Glicko2GameAnswer};
use crate::i18n::{tr, tr_args};
use crate::rating::{CENTRE, DEFAULT_RD, Glicko2Outcome, Score};
use crate::report::left_out::LeftOutJson;
use crate::report::sheet::json::{Number, render};
use crate::report::sheet::numbers::{self, said, signed};
use crate::report::sheet::{
    Cell, GAME, HOW, Key, Line, RESULT, SCENARIOS, Sheet, Tone, both_sides, scenario_label,
};

impl Written for Glicko2Answer {
    fn sheet(&self) -> Sheet<'static> {
        period_sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        period_json(self, out)
    }

    fn panels(&self) -> AnswerPanels {
        AnswerPanels {
            short_title: said(&format!(
                "Glicko-2 · {} → {}",
                two(self.outcome.player.rating),
                two(self.outcome.new_rating)
            )),
            result: &[RESULT],
            keys: None,
            second: None,
            notes_with_result: true,
        }
    }
}

impl Written for Glicko2GameAnswer {
    fn sheet(&self) -> Sheet<'static> {
        game_sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        game_json(self, out)
    }

    fn panels(&self) -> AnswerPanels {
        AnswerPanels {
            short_title: tr("report-glicko-game-short"),
            result: &[GAME, SCENARIOS],
            keys: Some(&[Key::Expected, Key::Change, Key::NewRating, Key::Item]),
            second: Some((HOW, &[HOW])),
            notes_with_result: false,
        }
    }
}

/// What a Glicko-2 opponent may carry beyond a rating, said under the games table.
pub fn opponent_hint() -> String {
    tr_args(
        "glicko-opponent-hint",
        &[("rd", DEFAULT_RD.to_string().into())],
    )
}

/// Two decimals, as the Glicko-2 paper prints ratings and RDs.
fn two(value: f64) -> String {
    format!("{value:.2}")
}

/// A cell of numbers as the language writes them.
fn plain_said(text: &str) -> Cell {
    Cell::plain(said(text))
}

/// A Glicko-2 period: the new rating with its ≈95 % interval, RD and volatility before and
/// after, the change; each game with its expected score; v and Δ.
fn period_sheet(answer: &Glicko2Answer) -> Sheet<'static> {
    let outcome = &answer.outcome;
    let player = outcome.player;
    let (low, high) = interval(outcome.new_rating, outcome.new_rd);
    let mut lines = vec![
        Line::fact(
            Key::NewRating,
            &tr("row-new-rating"),
            Cell::new(said(&two(outcome.new_rating)), Tone::Strong),
        )
        .with_how(said(&format!("≈95 %: {} – {}", two(low), two(high)))),
        Line::fact(
            Key::Change,
            &tr("row-change"),
            Cell::new(
                said(&signed(outcome.change(), 2)),
                Tone::of_change(outcome.change()),
            ),
        ),
        Line::fact(
            Key::Item,
            "RD",
            plain_said(&format!("{} → {}", two(player.rd), two(outcome.new_rd))),
        ),
        Line::fact(
            Key::Item,
            &tr("report-glicko-volatility"),
            plain_said(&format!(
                "{:.6} → {:.6}",
                player.volatility, outcome.new_volatility
            )),
        ),
    ];
    if let (Some(v), Some(delta)) = (outcome.variance, outcome.improvement) {
        // Two numbers that a decimal comma would run together: the language parts them.
        let both = tr_args(
            "report-glicko-v-delta",
            &[
                ("v", said(&format!("{v:.6}")).into()),
                ("delta", said(&format!("{delta:.6}")).into()),
            ],
        );
        lines.push(
            Line::fact(Key::Item, "v, Δ", Cell::plain(both)).with_how(tr("report-glicko-scale")),
        );
    }
    let header = vec![
        "#".to_string(),
        tr("column-opponent"),
        "RD".to_string(),
        tr("column-score"),
        tr("column-expected"),
    ];
    let game_line = |index: usize, number: usize| {
        let game = &answer.games[index];
        Line::new(
            Key::Item,
            vec![
                Cell::plain(number.to_string()),
                plain_said(&numbers::rating(game.opponent)),
                plain_said(&numbers::rating(game.opponent_rd)),
                plain_said(game.score.as_number()),
                plain_said(&format!("{:.4}", outcome.expected[index])),
            ],
        )
    };
    // A game still to play keeps the RD typed with its opponent (an unrated one the paper's).
    let rd = |row: &LeftOutRow| {
        let rd = crate::rating::glicko2_game(&row.opponent, Score::Draw)
            .map_or(DEFAULT_RD, |game| game.opponent_rd);
        vec![plain_said(&numbers::rating(rd))]
    };
    let sections = crate::report::left_out::result_and_table(
        lines,
        header,
        &answer.rows,
        answer.games.len(),
        game_line,
        rd,
    );
    Sheet {
        title: tr_args(
            "report-glicko-title",
            &[
                ("rating", said(&numbers::rating(player.rating)).into()),
                ("rd", said(&numbers::rating(player.rd)).into()),
                ("volatility", said(&player.volatility.to_string()).into()),
                ("tau", said(&outcome.tau.to_string()).into()),
            ],
        ),
        sections,
        notes: {
            let mut notes = Vec::new();
            if answer.assumed.rd {
                notes.push(rd_assumed(true));
            }
            notes.extend(unrated(&answer.unrated));
            if answer.games.is_empty() {
                notes.push(tr("report-glicko-idle"));
            }
            notes
        },
    }
}

/// One Glicko-2 game for both players: each side's values before and after, what each result
/// would bring, and how each side's change was found.
fn game_sheet(answer: &Glicko2GameAnswer) -> Sheet<'static> {
    let (me, them) = (&answer.you.outcome, &answer.opponent.outcome);
    let both = |key: Key, label: &str, value: &dyn Fn(&Glicko2Outcome) -> Cell| {
        Line::new(key, vec![Cell::plain(tr(label)), value(me), value(them)])
    };
    let plain = |text: String| plain_said(&text);
    let players = vec![
        both(Key::Rating, "row-rating", &|o| plain(two(o.player.rating))),
        both(Key::Item, "report-glicko-rd", &|o| plain(two(o.player.rd))),
        both(Key::Expected, "row-expected", &|o| {
            plain(format!("{:.4}", o.expected.first().copied().unwrap_or(0.5)))
        }),
        both(Key::Change, "row-change", &|o| {
            Cell::new(said(&signed(o.change(), 2)), Tone::of_change(o.change()))
        }),
        both(Key::NewRating, "row-new-rating", &|o| {
            Cell::new(said(&two(o.new_rating)), Tone::Strong)
        }),
        both(Key::Item, "report-glicko-new-rd", &|o| plain(two(o.new_rd))),
        both(Key::Item, "report-glicko-volatility", &|o| {
            plain(format!("{:.6}", o.new_volatility))
        }),
    ];
    let played = answer.you.games.first().map(|game| game.score);
    let scenarios = answer
        .scenarios
        .iter()
        .map(|&(score, mine, theirs)| {
            let cell = |change: f64| Cell::new(said(&signed(change, 2)), Tone::of_change(change));
            Line::new(
                Key::Item,
                vec![scenario_label(score, played), cell(mine), cell(theirs)],
            )
        })
        .collect();
    let how = [("side-you", me), ("side-opponent", them)]
        .map(|(name, side)| {
            Line::fact(
                Key::Item,
                &tr(name),
                Cell::new(derivation(side), Tone::Muted),
            )
        })
        .to_vec();
    Sheet {
        title: tr_args(
            "report-glicko-game-title",
            &[("tau", said(&me.tau.to_string()).into())],
        ),
        sections: both_sides(players, scenarios, how),
        notes: [(true, &answer.you), (false, &answer.opponent)]
            .into_iter()
            .filter(|(_, side)| side.assumed.rd)
            .map(|(yours, _)| rd_assumed(yours))
            .collect(),
    }
}

#[derive(Serialize)]
struct Glicko2Json {
    pool: &'static str,
    rating: Number,
    rd: Number,
    volatility: f64,
    tau: f64,
    new_rating: f64,
    new_rd: f64,
    new_volatility: f64,
    change: f64,
    interval_low: f64,
    interval_high: f64,
    variance: Option<f64>,
    improvement: Option<f64>,
    /// The RD or the volatility was not given: the default was assumed.
    rd_assumed: bool,
    volatility_assumed: bool,
    games: Vec<Glicko2GameJson>,
    /// The rows of the table that are no game of the period (games still to play), under
    /// their numbers.
    left_out: Vec<LeftOutJson>,
}

#[derive(Serialize)]
struct Glicko2GameJson {
    /// The game's number in the table (a row left out keeps its own).
    number: usize,
    opponent: Number,
    opponent_rd: Number,
    score: Number,
    expected: f64,
}

/// A Glicko-2 period (`period --pool glicko2`): numbers unrounded.
fn period_json(answer: &Glicko2Answer, out: &mut dyn io::Write) -> io::Result<()> {
    let outcome = &answer.outcome;
    let (interval_low, interval_high) = interval(outcome.new_rating, outcome.new_rd);
    render(
        &Glicko2Json {
            pool: "glicko2",
            rating: Number(outcome.player.rating),
            rd: Number(outcome.player.rd),
            volatility: outcome.player.volatility,
            tau: outcome.tau,
            new_rating: outcome.new_rating,
            new_rd: outcome.new_rd,
            new_volatility: outcome.new_volatility,
            change: outcome.change(),
            interval_low,
            interval_high,
            variance: outcome.variance,
            improvement: outcome.improvement,
            rd_assumed: answer.assumed.rd,
            volatility_assumed: answer.assumed.volatility,
            games: answer
                .games
                .iter()
                .zip(&outcome.expected)
                .enumerate()
                .map(|(index, (game, &expected))| Glicko2GameJson {
                    number: answer.rows.number(index),
                    opponent: Number(game.opponent),
                    opponent_rd: Number(game.opponent_rd),
                    score: Number(game.score.points()),
                    expected,
                })
                .collect(),
            left_out: crate::report::left_out::json(&answer.rows),
        },
        out,
    )
}

#[derive(Serialize)]
struct Glicko2SideJson {
    rating: Number,
    rd: Number,
    volatility: f64,
    expected: f64,
    new_rating: f64,
    new_rd: f64,
    new_volatility: f64,
    change: f64,
}

impl From<&Glicko2Outcome> for Glicko2SideJson {
    fn from(outcome: &Glicko2Outcome) -> Glicko2SideJson {
        Glicko2SideJson {
            rating: Number(outcome.player.rating),
            rd: Number(outcome.player.rd),
            volatility: outcome.player.volatility,
            expected: outcome.expected.first().copied().unwrap_or(0.5),
            new_rating: outcome.new_rating,
            new_rd: outcome.new_rd,
            new_volatility: outcome.new_volatility,
            change: outcome.change(),
        }
    }
}

#[derive(Serialize)]
struct Glicko2OneGameJson {
    pool: &'static str,
    tau: f64,
    player: Glicko2SideJson,
    opponent: Glicko2SideJson,
    scenarios: Glicko2ScenariosJson,
}

#[derive(Serialize)]
struct Glicko2ScenariosJson {
    win: [f64; 2],
    draw: [f64; 2],
    loss: [f64; 2],
}

/// One Glicko-2 game for both players (the UI's Game mode, `sessions show`).
fn game_json(answer: &Glicko2GameAnswer, out: &mut dyn io::Write) -> io::Result<()> {
    let scenario = |wanted: crate::rating::Score| {
        answer
            .scenarios
            .iter()
            .find(|(score, _, _)| *score == wanted)
            .map_or([0.0; 2], |&(_, mine, theirs)| [mine, theirs])
    };
    render(
        &Glicko2OneGameJson {
            pool: "glicko2",
            tau: answer.you.outcome.tau,
            player: (&answer.you.outcome).into(),
            opponent: (&answer.opponent.outcome).into(),
            scenarios: Glicko2ScenariosJson {
                win: scenario(Score::Win),
                draw: scenario(Score::Draw),
                loss: scenario(Score::Loss),
            },
        },
        out,
    )
}

/// The Glicko-2 paper's interval for a rating: r ± 2·RD ("≈95 %").
fn interval(rating: f64, rd: f64) -> (f64, f64) {
    (rating - 2.0 * rd, rating + 2.0 * rd)
}

/// Said when a Glicko-2 player's RD was not given (the player's own, `yours`, or the
/// opponent's): the paper's 350 is a new player's, and an established player rated with it
/// moves far too much.
fn rd_assumed(yours: bool) -> String {
    let id = if yours {
        "report-glicko-rd-assumed-yours"
    } else {
        "report-glicko-rd-assumed-opponents"
    };
    tr_args(id, &[("rd", DEFAULT_RD.to_string().into())])
}

/// Said of the games against an unrated opponent (numbers from 1) in a Glicko-2 period.
fn unrated(games: &[usize]) -> Option<String> {
    let numbers: Vec<String> = games.iter().map(|index| (index + 1).to_string()).collect();
    let id = match numbers.len() {
        0 => return None,
        1 => "report-glicko-unrated-one",
        _ => "report-glicko-unrated-many",
    };
    Some(tr_args(
        id,
        &[
            ("games", numbers.join(", ").into()),
            ("rating", CENTRE.to_string().into()),
            ("rd", DEFAULT_RD.to_string().into()),
        ],
    ))
}

/// How one side's Glicko-2 change was found: "E 0.6395 · v 1.7790 · Δ -0.4839 · σ′ 0.059996".
fn derivation(outcome: &Glicko2Outcome) -> String {
    match (outcome.variance, outcome.improvement) {
        (Some(v), Some(delta)) => said(&format!(
            "E {:.4} · v {v:.4} · Δ {delta:.4} · σ′ {:.6} · RD {:.2} → {:.2}",
            outcome.expected.first().copied().unwrap_or(0.5),
            outcome.new_volatility,
            outcome.player.rd,
            outcome.new_rd
        )),
        _ => tr("report-glicko-no-games"),
    }
}
