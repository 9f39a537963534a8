//! Glicko-2 (Glickman's paper, 2022 revision; docs/rules/glicko2.md): the spec — its values
//! (RD, volatility, τ, and the opponent's in Game mode), how it reads a game (`1400/30:1`, the
//! opponent's RD after a slash), how it rates a game for both players or a period, and how its
//! answer is worded, written as JSON and charted. The rules themselves: `rating/glicko2.rs`.

use std::io;

use serde::Serialize;

use super::{
    Answer, AnswerPanels, Empty, EntryKind, OwnEntry, RatingSystem, not_in_multi, system_rows,
};
use crate::calc::Today;
use crate::calc::chart::{Chart, Mark, Marked, Who};
use crate::calc::evaluate::{Checks, Evaluation, Games, Outcome};
use crate::calc::request::{Entry, Mode, Request};
use crate::calc::table_rows::{LeftOutRow, TableRows};
use crate::i18n::{tr, tr_args};
use crate::rating::number::comma_as_point;
use crate::rating::{
    CENTRE, DEFAULT_RD, DEFAULT_TAU, DEFAULT_VOLATILITY, Glicko2Game, Glicko2Outcome,
    Glicko2Player, InputError, Score, UNRATED, glicko2_expected, parse_glicko_rating, parse_rd,
    parse_tau, parse_volatility, rate_glicko2,
};
use crate::report::left_out::LeftOutJson;
use crate::report::sheet::json::{Number, render};
use crate::report::sheet::numbers::{self, said, signed};
use crate::report::sheet::{
    Cell, GAME, HOW, Key, Line, RESULT, SCENARIOS, Sheet, Tone, both_sides, scenario_label,
};

pub static GLICKO2: Glicko2 = Glicko2;

/// Glicko-2 as a rating system.
pub struct Glicko2;

pub static RD: OwnEntry = OwnEntry {
    key: "rd",
    label_id: "glicko-form-rd",
    kind: EntryKind::Text {
        empty: Empty::Number("350"),
    },
    flag: "rd",
    value_name: "RD",
    game_only: false,
};
pub static VOLATILITY: OwnEntry = OwnEntry {
    key: "volatility",
    label_id: "glicko-form-volatility",
    kind: EntryKind::Text {
        empty: Empty::Number("0.06"),
    },
    flag: "volatility",
    value_name: "S",
    game_only: false,
};
pub static OPPONENT_RD: OwnEntry = OwnEntry {
    key: "opponent_rd",
    label_id: "glicko-form-opponent-rd",
    kind: EntryKind::Text {
        empty: Empty::Number("350"),
    },
    flag: "opponent-rd",
    value_name: "RD",
    game_only: true,
};
pub static OPPONENT_VOLATILITY: OwnEntry = OwnEntry {
    key: "opponent_volatility",
    label_id: "glicko-form-opponent-volatility",
    kind: EntryKind::Text {
        empty: Empty::Number("0.06"),
    },
    flag: "opponent-volatility",
    value_name: "S",
    game_only: true,
};
pub static TAU: OwnEntry = OwnEntry {
    key: "tau",
    label_id: "glicko-form-tau",
    kind: EntryKind::Text {
        empty: Empty::Number("0.5"),
    },
    flag: "tau",
    value_name: "T",
    game_only: false,
};

/// In the form's order.
static ENTRIES: [OwnEntry; 5] = [RD, VOLATILITY, OPPONENT_RD, OPPONENT_VOLATILITY, TAU];

impl RatingSystem for Glicko2 {
    fn key(&self) -> &'static str {
        "glicko2"
    }

    fn label(&self) -> &'static str {
        "Glicko-2"
    }

    fn entries(&self) -> &'static [OwnEntry] {
        &ENTRIES
    }

    /// An opponent may carry their RD: `1400/30`; `unrated` is the paper's new player.
    fn check_opponent(&self, text: &str) -> Result<(), InputError> {
        crate::rating::glicko2_game(text, Score::Win).map(drop)
    }

    fn opponent_hint(&self) -> Option<String> {
        Some(tr_args(
            "glicko-opponent-hint",
            &[("rd", DEFAULT_RD.to_string().into())],
        ))
    }

    fn check_game(&self, text: &str) -> Result<(), InputError> {
        crate::rating::parse_glicko2_game(text).map(drop)
    }

    fn evaluate(&self, request: &Request, _: Today, _: &Games) -> Evaluation {
        evaluate(request)
    }

    /// Before a result, the curve against an opponent of the default RD.
    fn chart(&self, evaluation: &Evaluation) -> Chart {
        match &evaluation.outcome {
            Outcome::System(answer) => answer.chart(),
            _ => curve(DEFAULT_RD, Vec::new(), Marked::Nothing),
        }
    }
}

/// The logistic curve flattened by g(φ) of an opponent of `opponent_rd`.
fn curve(opponent_rd: f64, marks: Vec<Mark>, marked: Marked) -> Chart {
    Chart::of_curve(
        format!("Glicko-2, RD {opponent_rd:.0}"),
        |d| glicko2_expected(CENTRE + d, CENTRE, opponent_rd),
        marks,
        marked,
    )
}

/// A Glicko-2 period rated, with its games.
#[derive(Clone, Debug)]
pub struct Glicko2Answer {
    pub outcome: Glicko2Outcome,
    pub games: Vec<Glicko2Game>,
    /// Which of the player's values were not given, so the defaults were assumed.
    pub assumed: Assumed,
    /// The rows of the table (from 0) of the games against an unrated opponent, rated as the
    /// paper's 1500 with RD 350.
    pub unrated: Vec<usize>,
    /// Which row of the table each game is; the rows left out: games still to play.
    pub rows: TableRows,
}

/// The values a Glicko-2 player was rated with that nobody gave: the defaults stood in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assumed {
    pub rd: bool,
    pub volatility: bool,
}

/// Rates a Glicko-2 period (every game on the pre-period values).
pub fn glicko2(player: Glicko2Player, tau: f64, games: Vec<Glicko2Game>) -> Glicko2Answer {
    Glicko2Answer {
        outcome: rate_glicko2(player, tau, &games),
        rows: TableRows::in_order(games.len()),
        games,
        assumed: Assumed::default(),
        unrated: Vec::new(),
    }
}

/// One Glicko-2 game rated for both players (each a period of one game), and the changes
/// each result would bring them.
#[derive(Clone, Debug)]
pub struct Glicko2GameAnswer {
    pub you: Glicko2Answer,
    pub opponent: Glicko2Answer,
    /// (result for you, your change, the opponent's change).
    pub scenarios: Vec<(Score, f64, f64)>,
}

/// Rates one game for both players.
pub fn glicko2_game(
    you: Glicko2Player,
    opponent: Glicko2Player,
    tau: f64,
    result: Score,
) -> Glicko2GameAnswer {
    let rate = |result: Score| {
        let yours = Glicko2Game {
            opponent: opponent.rating,
            opponent_rd: opponent.rd,
            score: result,
        };
        let theirs = Glicko2Game {
            opponent: you.rating,
            opponent_rd: you.rd,
            score: result.reversed(),
        };
        (
            glicko2(you, tau, vec![yours]),
            glicko2(opponent, tau, vec![theirs]),
        )
    };
    let scenarios = Score::ALL
        .into_iter()
        .map(|score| {
            let (you, them) = rate(score);
            (score, you.outcome.change(), them.outcome.change())
        })
        .collect();
    let (you, opponent) = rate(result);
    Glicko2GameAnswer {
        you,
        opponent,
        scenarios,
    }
}

/// A value of the player's or the opponent's, or its default when it is empty.
fn value(
    checks: &mut Checks,
    request: &Request,
    entry: &'static OwnEntry,
    parse: fn(&str) -> Result<f64, InputError>,
    default: f64,
) -> Option<f64> {
    checks.or_default(
        entry.entry(),
        request.systems.text(entry.key),
        |text| decimal(text, parse),
        default,
    )
}

/// A value of Glicko-2's own as typed in its field or given to its flag, where a comma can
/// only be a decimal comma: `0,05` is `0.05`, as Portuguese and Russian write it. A refusal
/// quotes the value as typed.
fn decimal(text: &str, parse: fn(&str) -> Result<f64, InputError>) -> Result<f64, InputError> {
    /// `error`, quoting `typed` where it quoted the value read.
    fn as_typed(error: InputError, typed: &str) -> InputError {
        let typed = typed.trim().to_string();
        match error {
            InputError::Rd(_) => InputError::Rd(typed),
            InputError::Volatility(_) => InputError::Volatility(typed),
            InputError::Tau(_) => InputError::Tau(typed),
            InputError::TooPrecise(error) => {
                InputError::TooPrecise(Box::new(as_typed(*error, &typed)))
            }
            error => error,
        }
    }
    let pointed = comma_as_point(text);
    parse(&pointed).map_err(|error| match pointed {
        std::borrow::Cow::Owned(_) => as_typed(error, text),
        std::borrow::Cow::Borrowed(_) => error,
    })
}

/// Which of a side's RD and volatility were not given.
fn assumed(request: &Request, rd: &OwnEntry, volatility: &OwnEntry) -> Assumed {
    Assumed {
        rd: request.systems.text(rd.key).trim().is_empty(),
        volatility: request.systems.text(volatility.key).trim().is_empty(),
    }
}

/// Glicko-2 in Game mode (both players), Tournament mode (a period) or Multi (not rated).
fn evaluate(request: &Request) -> Evaluation {
    if request.mode == Mode::Multi {
        return not_in_multi("Glicko-2");
    }
    let mut checks = Checks::default();
    let rating = checks.check(Entry::Rating, parse_glicko_rating(&request.rating));
    let rd = value(&mut checks, request, &RD, parse_rd, DEFAULT_RD);
    let volatility = value(
        &mut checks,
        request,
        &VOLATILITY,
        parse_volatility,
        DEFAULT_VOLATILITY,
    );
    let tau = value(&mut checks, request, &TAU, parse_tau, DEFAULT_TAU);
    let player = match (rating, rd, volatility) {
        (Some(rating), Some(rd), Some(volatility)) => Some(Glicko2Player {
            rating,
            rd,
            volatility,
        }),
        _ => None,
    };
    let mut row_errors = Vec::new();
    let answer: Option<std::sync::Arc<dyn Answer>> = if request.mode == Mode::Game {
        let opponent = checks.check(Entry::Opponent, parse_glicko_rating(&request.opponent));
        let opponent_rd = value(&mut checks, request, &OPPONENT_RD, parse_rd, DEFAULT_RD);
        let opponent_volatility = value(
            &mut checks,
            request,
            &OPPONENT_VOLATILITY,
            parse_volatility,
            DEFAULT_VOLATILITY,
        );
        match (player, opponent, opponent_rd, opponent_volatility, tau) {
            (Some(player), Some(rating), Some(rd), Some(volatility), Some(tau)) => {
                let opponent = Glicko2Player {
                    rating,
                    rd,
                    volatility,
                };
                let mut answer = glicko2_game(player, opponent, tau, request.result);
                answer.you.assumed = assumed(request, &RD, &VOLATILITY);
                answer.opponent.assumed = assumed(request, &OPPONENT_RD, &OPPONENT_VOLATILITY);
                Some(std::sync::Arc::new(answer))
            }
            _ => None,
        }
    } else {
        let (games, rows, errors) = system_rows(
            request,
            crate::rating::glicko2_game,
            |game| game.opponent,
            false,
        );
        row_errors = errors;
        match (player, tau) {
            (Some(player), Some(tau)) if row_errors.is_empty() => {
                let mut answer = glicko2(player, tau, games);
                answer.assumed = assumed(request, &RD, &VOLATILITY);
                // Said by their numbers in the table.
                answer.unrated = request
                    .rows
                    .iter()
                    .enumerate()
                    .filter(|(_, row)| {
                        !row.is_unplayed() && row.opponent.trim().eq_ignore_ascii_case(UNRATED)
                    })
                    .map(|(index, _)| index)
                    .collect();
                answer.rows = rows;
                Some(std::sync::Arc::new(answer))
            }
            _ => None,
        }
    };
    let outcome = match answer {
        Some(answer) => Outcome::System(answer),
        None => Outcome::Invalid(checks.first_or(&row_errors, InputError::Missing)),
    };
    Evaluation {
        errors: checks.errors,
        row_errors,
        ..Evaluation::of(outcome)
    }
}

impl Answer for Glicko2Answer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn sheet(&self) -> Sheet<'_> {
        period_sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        period_json(self, out)
    }

    /// Each game against the average opponent RD's curve.
    fn chart(&self) -> Chart {
        let rating = self.outcome.player.rating;
        let marks = self
            .games
            .iter()
            .zip(&self.outcome.expected)
            .map(|(game, &expected)| Mark {
                difference: rating - game.opponent,
                expected,
            })
            .collect();
        let opponent_rd = match self.games.len() {
            0 => DEFAULT_RD,
            count => self.games.iter().map(|g| g.opponent_rd).sum::<f64>() / count as f64,
        };
        curve(opponent_rd, marks, Marked::Opponents)
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

    fn game_figures(&self, index: usize) -> Option<(f64, f64)> {
        let game = self.games.get(index)?;
        Some((
            self.outcome.player.rating - game.opponent,
            self.outcome.expected[index],
        ))
    }

    fn table_rows(&self) -> &TableRows {
        &self.rows
    }
}

impl Answer for Glicko2GameAnswer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn sheet(&self) -> Sheet<'_> {
        game_sheet(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        game_json(self, out)
    }

    fn chart(&self) -> Chart {
        let you = &self.you.outcome;
        let opponent = &self.opponent.outcome.player;
        let real = you.player.rating - opponent.rating;
        let mark = Mark {
            difference: real,
            expected: you.expected[0],
        };
        let marked = Marked::One {
            who: Who::You,
            real,
            used: real,
        };
        curve(opponent.rd, vec![mark], marked)
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

    fn game_figures(&self, _: usize) -> Option<(f64, f64)> {
        None
    }

    fn table_rows(&self) -> &TableRows {
        &self.you.rows
    }
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
