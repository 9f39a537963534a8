//! A performance rating over some games: the sheet and the JSON (`elocalc performance`), side
//! by side. A Tournament period shows the same line and carries the same JSON object.

use std::io;

use serde::Serialize;

use super::common::{Number, facts, render};
use super::numbers::{dash, difference, fraction, points, rating};
use super::{Cell, Key, Line, Report, Sheet, words};
use crate::i18n::{number, tr, tr_args};
use crate::rating::{Method, Performance, Pool};

pub const PERFORMANCE: &str = "Performance";

/// The line of a performance: the rating and how it was found.
pub fn performance_line(performance: &Performance) -> Line {
    let p = fraction(performance);
    let (value, how) = match (performance.rating, performance.dp) {
        (Some(value), Some(dp)) => (
            number(&rating(value)).into_owned(),
            // FIDE's dp is table 8.1.1's for p; the logistic performance is solved for, the
            // rating whose expected total is the score, so its dp is no function of p alone
            // (3 from 5 is not Ra + 400·log10(p/(1−p))) and is not said as one.
            tr_args(
                match performance.method {
                    Method::Table811 => "performance-how",
                    Method::Logistic => "performance-how-solved",
                },
                &[
                    (
                        "average",
                        number(&format!("{:.2}", performance.average_opponent))
                            .into_owned()
                            .into(),
                    ),
                    ("sign", if dp < 0.0 { "−" } else { "+" }.into()),
                    ("dp", number(&rating(dp.abs())).into_owned().into()),
                    ("p", number(&p).into_owned().into()),
                    (
                        "score",
                        number(&points(performance.score)).into_owned().into(),
                    ),
                ],
            ),
        ),
        _ => (
            tr("report-performance-none"),
            words::no_finite_performance(),
        ),
    };
    Line::fact(Key::Performance, &tr("row-performance"), Cell::plain(value))
        .with_how(how)
        .with_data(vec![vec![
            "Performance".into(),
            performance.rating.map_or_else(dash, rating),
        ]])
}

/// A performance rating over some games.
pub fn sheet(pool: Pool, result: &Performance) -> Sheet<'static> {
    let lines = vec![
        Line::fact(
            Key::Games,
            &tr("report-row-games"),
            Cell::plain(words::rated_opponents(result.games)),
        )
        .with_data(vec![vec!["Games".into(), result.games.to_string()]]),
        Line::fact(
            Key::Score,
            &tr("row-score"),
            Cell::plain(
                number(&format!(
                    "{} (p {})",
                    points(result.score),
                    fraction(result)
                ))
                .into_owned(),
            ),
        )
        .with_data(vec![
            vec!["Score".into(), points(result.score)],
            vec!["p".into(), fraction(result)],
        ]),
        Line::fact(
            Key::Average,
            &tr("row-average"),
            Cell::plain(number(&format!("{:.2}", result.average_opponent)).into_owned()),
        ),
        Line::fact(
            Key::Dp,
            "dp",
            Cell::plain(number(&result.dp.map_or_else(dash, difference)).into_owned()),
        ),
        performance_line(result),
    ];
    Sheet {
        title: tr_args(
            match result.method {
                Method::Table811 => "report-performance-title-table",
                Method::Logistic => "report-performance-title-logistic",
            },
            &[("pool", super::names::pool(pool).into())],
        ),
        sections: vec![facts(PERFORMANCE, lines)],
        notes: Vec::new(),
    }
}

#[derive(Serialize)]
pub(super) struct PerformanceJson {
    games: u64,
    score: Number,
    average_opponent: f64,
    p: f64,
    dp: Option<Number>,
    performance: Option<Number>,
    method: &'static str,
    note: Option<&'static str>,
}

impl From<&Performance> for PerformanceJson {
    fn from(result: &Performance) -> PerformanceJson {
        PerformanceJson {
            games: result.games,
            score: Number(result.score),
            average_opponent: result.average_opponent,
            p: result.p,
            dp: result.dp.map(Number),
            performance: result.rating.map(Number),
            method: result.method.key(),
            note: result
                .rating
                .is_none()
                .then_some(words::NO_FINITE_PERFORMANCE),
        }
    }
}

/// The performance as JSON.
pub fn write_json(result: &Performance, out: &mut dyn io::Write) -> io::Result<()> {
    render(&PerformanceJson::from(result), out)
}

/// A performance rating over some games, in `pool`.
pub struct PerformanceReport<'a> {
    pub pool: Pool,
    pub performance: &'a Performance,
}

impl Report for PerformanceReport<'_> {
    fn sheet(&self) -> Sheet<'_> {
        sheet(self.pool, self.performance)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        write_json(self.performance, out)
    }
}
