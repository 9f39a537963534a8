//! The expectation chart as data: the curve of expected score by rating difference that a
//! result's games lie on, and the games marked on it. Each rating system says its curve
//! (`RatingSystem::chart`); the terminal UI only draws what is here.

use super::evaluate::{Evaluation, Outcome, Period};
use crate::rating::{DIFFERENCE_CAP, MAX_RATING, Pool, logistic_expected, scoring_probability};

/// A game to mark: the difference used (you − opponent, after the 400-point rule) and the
/// expected score it gave.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mark {
    pub difference: f64,
    pub expected: f64,
}

/// What the marks are, for the legend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Marked {
    Nothing,
    /// One game (or the average opponent): whose difference, the real one and the one used
    /// (they differ where the 400-point rule stepped in).
    One {
        who: Who,
        real: f64,
        used: f64,
    },
    /// A tournament's games, one mark per opponent's rating.
    Opponents,
}

/// Whose difference one mark stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    You,
    Average,
}

/// A chart, ready to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// Half the x range: 800 points, or wider to show every mark.
    pub reach: f64,
    /// The curve's name in the legend ("logistic", "Glicko-2, RD 30") and its points.
    pub curve_name: String,
    pub curve: Vec<(f64, f64)>,
    /// FIDE pools: table 8.1.2 as it is used, a dot every 50 points.
    pub table: Vec<(f64, f64)>,
    /// Where the ±400 lines stand, when the 400-point rule applies to the player.
    pub cap: Option<f64>,
    pub marks: Vec<Mark>,
    pub marked: Marked,
}

/// Points between two dots of the table.
const TABLE_DOT_EVERY: usize = 50;
/// Points on the curve.
const STEPS: u32 = 240;

impl Chart {
    /// `expected` (of a difference) drawn as `curve_name` across a range that holds `marks`.
    pub fn of_curve(
        curve_name: String,
        expected: impl Fn(f64) -> f64,
        marks: Vec<Mark>,
        marked: Marked,
    ) -> Chart {
        let reach = reach(&marks);
        let curve = (0..=STEPS)
            .map(|i| {
                let d = -reach + 2.0 * reach * f64::from(i) / f64::from(STEPS);
                (d, expected(d))
            })
            .collect();
        Chart {
            reach,
            curve_name,
            curve,
            table: Vec::new(),
            cap: None,
            marks,
            marked,
        }
    }

    /// An Elo pool's chart: the logistic curve and, in FIDE pools, table 8.1.2 as used (flat
    /// beyond ±400 where the cap applies, with the cap's lines).
    pub fn elo(pool: Pool, capped: bool, marks: Vec<Mark>, marked: Marked) -> Chart {
        let mut chart = Chart::of_curve("logistic".into(), logistic_expected, marks, marked);
        if pool.is_fide() {
            let used = |d: i64| {
                if capped {
                    d.clamp(-DIFFERENCE_CAP, DIFFERENCE_CAP)
                } else {
                    d
                }
            };
            let reach = chart.reach as i64;
            chart.table = (-reach..=reach)
                .step_by(TABLE_DOT_EVERY)
                .map(|d| (d as f64, f64::from(scoring_probability(used(d))) / 100.0))
                .collect();
            chart.cap = capped.then_some(DIFFERENCE_CAP as f64);
        }
        chart
    }

    /// The chart of an Elo evaluation in `pool`: the game, the average opponent or each
    /// opponent marked where they were looked up.
    pub fn of_elo(pool: Pool, evaluation: &Evaluation) -> Chart {
        let one = |who, real: f64, used: Option<f64>, expected: Option<f64>| {
            let marks = used
                .zip(expected)
                .map(|(difference, expected)| Mark {
                    difference,
                    expected,
                })
                .into_iter()
                .collect();
            let used = used.unwrap_or(real);
            (marks, Marked::One { who, real, used })
        };
        let (marks, marked) = match &evaluation.outcome {
            Outcome::Game(outcome) => one(
                Who::You,
                outcome.player.rating.value() - outcome.opponent.rating.value(),
                outcome.player.difference_used,
                outcome.player.expected.map(|e| e.value()),
            ),
            Outcome::Multi(outcome) => one(
                Who::Average,
                outcome.rating.value() - outcome.average.value(),
                outcome.difference_used,
                outcome.expected.map(|e| e.value()),
            ),
            Outcome::Period(period) => (opponent_marks(period), Marked::Opponents),
            _ => (Vec::new(), Marked::Nothing),
        };
        Chart::elo(pool, evaluation.capped, marks, marked)
    }
}

/// Half the x range: 800 points, or wider to show every mark.
fn reach(marks: &[Mark]) -> f64 {
    let widest = marks
        .iter()
        .map(|m| m.difference.abs())
        .filter(|d| d.is_finite())
        .fold(0.0, f64::max);
    (((widest + 100.0) / 100.0).ceil() * 100.0).clamp(800.0, 4100.0)
}

/// One mark for each opponent's rating (to the hundredth of a point, far finer than a cell of
/// the chart): a hundred thousand games against a few hundred ratings draw a few hundred marks.
fn opponent_marks(period: &Period) -> Vec<Mark> {
    let mut seen = vec![0u64; (MAX_RATING as usize * 100) / 64 + 1];
    period
        .games
        .iter()
        .enumerate()
        .filter_map(|(index, game)| {
            let key = (game.opponent.rating()?.value() * 100.0).round() as usize;
            let (word, bit) = (key / 64, 1u64 << (key % 64));
            if seen[word] & bit != 0 {
                return None;
            }
            seen[word] |= bit;
            let line = period.line(index);
            Some(Mark {
                difference: line.difference_used?,
                expected: line.expected?.value(),
            })
        })
        .collect()
}
