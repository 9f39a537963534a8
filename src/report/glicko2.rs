//! Glicko-2 (Glickman's paper, docs/rules/glicko2.md): a period and one game for both players
//! — the sheet, the JSON and their words, side by side.

use std::io;

use serde::Serialize;

use super::common::{Number, both_sides, render, result_and_games, scenario_label};
use super::numbers::{self, signed};
use super::{Cell, Key, Line, Report, Sheet, Tone};
use crate::calc;
use crate::calc::systems::{Glicko2Answer, Glicko2GameAnswer};
use crate::rating::Glicko2Outcome;

/// Two decimals, as the Glicko-2 paper prints ratings and RDs.
fn two(value: f64) -> String {
    format!("{value:.2}")
}

/// A Glicko-2 period: the new rating with its ≈95 % interval, RD and volatility before and
/// after, the change; each game with its expected score; v and Δ.
pub fn glicko2(answer: &Glicko2Answer) -> Sheet<'static> {
    let outcome = &answer.outcome;
    let player = outcome.player;
    let (low, high) = glicko2_interval(outcome.new_rating, outcome.new_rd);
    let mut lines = vec![
        Line::fact(
            Key::NewRating,
            "New rating",
            Cell::new(two(outcome.new_rating), Tone::Strong),
        )
        .with_how(format!("≈95 %: {} – {}", two(low), two(high))),
        Line::fact(
            Key::Change,
            "Change",
            Cell::new(
                signed(outcome.change(), 2),
                Tone::of_change(outcome.change()),
            ),
        ),
        Line::fact(
            Key::Item,
            "RD",
            Cell::plain(format!("{} → {}", two(player.rd), two(outcome.new_rd))),
        ),
        Line::fact(
            Key::Item,
            "Volatility",
            Cell::plain(format!(
                "{:.6} → {:.6}",
                player.volatility, outcome.new_volatility
            )),
        ),
    ];
    if let (Some(v), Some(delta)) = (outcome.variance, outcome.improvement) {
        lines.push(
            Line::fact(
                Key::Item,
                "v, Δ",
                Cell::plain(format!("{v:.6}, {delta:.6}")),
            )
            .with_how(GLICKO2_SCALE.to_string()),
        );
    }
    let games = answer
        .games
        .iter()
        .zip(&outcome.expected)
        .enumerate()
        .map(|(index, (game, expected))| {
            Line::new(
                Key::Item,
                vec![
                    Cell::plain((index + 1).to_string()),
                    Cell::plain(numbers::rating(game.opponent)),
                    Cell::plain(numbers::rating(game.opponent_rd)),
                    Cell::plain(game.score.as_number()),
                    Cell::plain(format!("{expected:.4}")),
                ],
            )
        })
        .collect();
    let sections = result_and_games(lines, &["#", "Opponent", "RD", "Score", "Expected"], games);
    Sheet {
        title: format!(
            "Glicko-2 · rating {} · RD {} · volatility {} · τ {}",
            numbers::rating(player.rating),
            numbers::rating(player.rd),
            player.volatility,
            outcome.tau
        ),
        sections,
        notes: {
            let mut notes = Vec::new();
            if answer.assumed.rd {
                notes.push(glicko2_rd_assumed("Your"));
            }
            notes.extend(glicko2_unrated(&answer.unrated));
            if answer.games.is_empty() {
                notes.push(GLICKO2_IDLE.to_string());
            }
            notes
        },
    }
}

/// One Glicko-2 game for both players: each side's values before and after, what each result
/// would bring, and how each side's change was found.
pub fn glicko2_game(answer: &Glicko2GameAnswer) -> Sheet<'static> {
    let (me, them) = (&answer.you.outcome, &answer.opponent.outcome);
    let both = |key: Key, label: &str, value: &dyn Fn(&Glicko2Outcome) -> Cell| {
        Line::new(
            key,
            vec![Cell::plain(label.to_string()), value(me), value(them)],
        )
    };
    let plain = |text: String| Cell::plain(text);
    let players = vec![
        both(Key::Rating, "Rating", &|o| plain(two(o.player.rating))),
        both(Key::Item, "RD", &|o| plain(two(o.player.rd))),
        both(Key::Expected, "Expected", &|o| {
            plain(format!("{:.4}", o.expected.first().copied().unwrap_or(0.5)))
        }),
        both(Key::Change, "Change", &|o| {
            Cell::new(signed(o.change(), 2), Tone::of_change(o.change()))
        }),
        both(Key::NewRating, "New rating", &|o| {
            Cell::new(two(o.new_rating), Tone::Strong)
        }),
        both(Key::Item, "New RD", &|o| plain(two(o.new_rd))),
        both(Key::Item, "Volatility", &|o| {
            plain(format!("{:.6}", o.new_volatility))
        }),
    ];
    let played = answer.you.games.first().map(|game| game.score);
    let scenarios = answer
        .scenarios
        .iter()
        .map(|&(score, mine, theirs)| {
            let cell = |change: f64| Cell::new(signed(change, 2), Tone::of_change(change));
            Line::new(
                Key::Item,
                vec![scenario_label(score, played), cell(mine), cell(theirs)],
            )
        })
        .collect();
    let how = [("You", me), ("Opponent", them)]
        .map(|(name, side)| {
            Line::fact(
                Key::Item,
                name,
                Cell::new(glicko2_derivation(side), Tone::Muted),
            )
        })
        .to_vec();
    Sheet {
        title: format!("Glicko-2 · game rated · τ {}", me.tau),
        sections: both_sides(players, scenarios, how),
        notes: [("Your", &answer.you), ("The opponent's", &answer.opponent)]
            .into_iter()
            .filter(|(_, side)| side.assumed.rd)
            .map(|(whose, _)| glicko2_rd_assumed(whose))
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
}

#[derive(Serialize)]
struct Glicko2GameJson {
    opponent: Number,
    opponent_rd: Number,
    score: Number,
    expected: f64,
}

/// A Glicko-2 period (`period --pool glicko2`): numbers unrounded.
pub fn glicko2_json(
    answer: &calc::systems::Glicko2Answer,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let outcome = &answer.outcome;
    let (interval_low, interval_high) = glicko2_interval(outcome.new_rating, outcome.new_rd);
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
                .map(|(game, &expected)| Glicko2GameJson {
                    opponent: Number(game.opponent),
                    opponent_rd: Number(game.opponent_rd),
                    score: Number(game.score.points()),
                    expected,
                })
                .collect(),
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

impl From<&crate::rating::Glicko2Outcome> for Glicko2SideJson {
    fn from(outcome: &crate::rating::Glicko2Outcome) -> Glicko2SideJson {
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
pub fn glicko2_game_json(
    answer: &calc::systems::Glicko2GameAnswer,
    out: &mut dyn io::Write,
) -> io::Result<()> {
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
                win: scenario(crate::rating::Score::Win),
                draw: scenario(crate::rating::Score::Draw),
                loss: scenario(crate::rating::Score::Loss),
            },
        },
        out,
    )
}

impl Report for Glicko2Answer {
    fn sheet(&self) -> Sheet<'_> {
        glicko2(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        glicko2_json(self, out)
    }
}

/// The Glicko-2 paper's interval for a rating: r ± 2·RD ("≈95 %").
pub fn glicko2_interval(rating: f64, rd: f64) -> (f64, f64) {
    (rating - 2.0 * rd, rating + 2.0 * rd)
}

/// Said of v and Δ.
pub const GLICKO2_SCALE: &str = "variance and improvement on the Glicko-2 scale (Steps 3–4)";

/// Said of a Glicko-2 period without games.
pub const GLICKO2_IDLE: &str =
    "No games: only the RD grows (Step 6), with the volatility as it was.";

/// Said when a Glicko-2 player's RD was not given (`whose`: "Your", "The opponent's"): the
/// paper's 350 is a new player's, and an established player rated with it moves far too much.
pub fn glicko2_rd_assumed(whose: &str) -> String {
    format!(
        "{whose} RD {} assumed: a new player's. An established player's is lower and moves \
         less: give the real RD.",
        crate::rating::DEFAULT_RD
    )
}

/// Said of the games against an unrated opponent (numbers from 1) in a Glicko-2 period.
pub fn glicko2_unrated(games: &[usize]) -> Option<String> {
    let numbers: Vec<String> = games.iter().map(|index| (index + 1).to_string()).collect();
    let (which, them) = match numbers.len() {
        0 => return None,
        1 => (format!("Game {}", numbers[0]), "its opponent"),
        _ => (format!("Games {}", numbers.join(", ")), "their opponents"),
    };
    Some(format!(
        "{which}: unrated, so {them} counted as the paper's new player, {} with RD {}.",
        crate::rating::CENTRE,
        crate::rating::DEFAULT_RD
    ))
}

/// How one side's Glicko-2 change was found: "E 0.6395 · v 1.7790 · Δ -0.4839 · σ′ 0.059996".
pub fn glicko2_derivation(outcome: &crate::rating::Glicko2Outcome) -> String {
    match (outcome.variance, outcome.improvement) {
        (Some(v), Some(delta)) => format!(
            "E {:.4} · v {v:.4} · Δ {delta:.4} · σ′ {:.6} · RD {:.2} → {:.2}",
            outcome.expected.first().copied().unwrap_or(0.5),
            outcome.new_volatility,
            outcome.player.rd,
            outcome.new_rd
        ),
        _ => "no games: only the RD grows".to_string(),
    }
}
