//! The expectation curve: expected score against rating difference, the logistic curve and (in
//! FIDE pools) table 8.1.2's steps, with the current games marked.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::symbols::Marker;
use ratatui::text::Span;
use ratatui::widgets::{Axis, Block, Chart, Dataset, GraphType, LegendPosition};

use super::theme;
use crate::rating::{DIFFERENCE_CAP, Pool, logistic_expected, scoring_probability};

/// A game to mark: the difference used (you − opponent, after the 400-point rule) and the
/// expected score it gave.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mark {
    pub difference: f64,
    pub expected: f64,
}

/// Points between two dots of the table.
const TABLE_DOT_EVERY: usize = 50;

/// Half the x range: 800 points, or wider to show every mark.
fn reach(marks: &[Mark]) -> f64 {
    let widest = marks
        .iter()
        .map(|m| m.difference.abs())
        .filter(|d| d.is_finite())
        .fold(0.0, f64::max);
    (((widest + 100.0) / 100.0).ceil() * 100.0).clamp(800.0, 4100.0)
}

/// Which expectation the chart draws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Curve {
    /// An Elo pool; `capped`: whether the ±400 rule applies to the player, so the cap lines
    /// are drawn.
    Elo { pool: Pool, capped: bool },
    /// Glicko-2 against an opponent of this RD: the logistic curve flattened by g(φ).
    Glicko2 { opponent_rd: f64 },
    /// The plain logistic curve (US Chess's winning expectancy).
    Logistic,
}

/// The fewest rows (borders and axes included) a chart is readable in: below, the marks are
/// said in one line instead of a few rows of overlapping dots.
pub const READABLE: u16 = 10;

/// The chart's marks in words: "you: D +200 → expected 0.76", or the range of a tournament's.
fn summary(marks: &[Mark], label: &str) -> String {
    let finite: Vec<&Mark> = marks
        .iter()
        .filter(|m| m.difference.is_finite() && m.expected.is_finite())
        .collect();
    let range = |values: Vec<f64>, show: &dyn Fn(f64) -> String| {
        let low = values.iter().copied().fold(f64::INFINITY, f64::min);
        let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if low == high {
            show(low)
        } else {
            format!("{} … {}", show(low), show(high))
        }
    };
    let said = match finite.as_slice() {
        [] => "no rated game to mark".to_string(),
        [mark] => format!("expected {:.2}", mark.expected),
        _ => format!(
            "D {}, expected {}",
            range(finite.iter().map(|m| m.difference).collect(), &|d| {
                crate::report::numbers::difference(d)
            }),
            range(finite.iter().map(|m| m.expected).collect(), &|e| format!(
                "{e:.2}"
            )),
        ),
    };
    match label {
        "" => said,
        label => format!("{label} → {said}"),
    }
}

/// The chart's title, the longest of its wordings that fits a box `width` wide: never cut.
fn title(width: u16) -> &'static str {
    const TITLES: [&str; 4] = [
        " Expected score by rating difference (you − opponent) ",
        " Expected score by rating difference ",
        " Expected score by difference ",
        " Expected score ",
    ];
    let room = usize::from(width.saturating_sub(2));
    TITLES
        .into_iter()
        .find(|title| title.chars().count() <= room)
        .unwrap_or("")
}

/// Said after the summary where it fits on the line.
const TALLER: &str = " · a taller terminal shows the curve";

pub fn render(frame: &mut Frame, area: Rect, curve: Curve, marks: &[Mark], label: &str) {
    if area.height < READABLE {
        let block = Block::bordered()
            .title(title(area.width))
            .border_style(theme::border(false, false));
        let room = usize::from(area.width.saturating_sub(2)).max(1);
        let mut text = summary(marks, label);
        if text.chars().count() + TALLER.chars().count() <= room {
            text.push_str(TALLER);
        }
        let lines: Vec<ratatui::text::Line> = super::wrap(&text, room)
            .into_iter()
            .map(ratatui::text::Line::from)
            .collect();
        frame.render_widget(ratatui::widgets::Paragraph::new(lines).block(block), area);
        return;
    }
    let (pool, capped) = match curve {
        Curve::Elo { pool, capped } => (pool, capped),
        _ => (Pool::Continuous, false),
    };
    let reach = reach(marks);
    let steps = 240;
    let expected = |d: f64| match curve {
        Curve::Glicko2 { opponent_rd } => {
            crate::rating::glicko2_expected(1500.0 + d, 1500.0, opponent_rd)
        }
        _ => logistic_expected(d),
    };
    let logistic: Vec<(f64, f64)> = (0..=steps)
        .map(|i| {
            let d = -reach + 2.0 * reach * f64::from(i) / f64::from(steps);
            (d, expected(d))
        })
        .collect();
    let curve_name = match curve {
        Curve::Glicko2 { opponent_rd } => format!("Glicko-2, RD {opponent_rd:.0}"),
        _ => "logistic".to_string(),
    };
    // Table 8.1.2 as it is used: flat beyond ±400 where the cap applies. Its steps are finer than
    // a terminal cell, so it is drawn as a dot every 50 points over the logistic line, and both
    // show.
    let used = |d: i64| {
        if capped {
            d.clamp(-DIFFERENCE_CAP, DIFFERENCE_CAP)
        } else {
            d
        }
    };
    let reach_whole = reach as i64;
    let table: Vec<(f64, f64)> = (-reach_whole..=reach_whole)
        .step_by(TABLE_DOT_EVERY)
        .map(|d| (d as f64, f64::from(scoring_probability(used(d))) / 100.0))
        .collect();
    let cap = DIFFERENCE_CAP as f64;
    let cap_lines = [[(-cap, 0.0), (-cap, 1.0)], [(cap, 0.0), (cap, 1.0)]];
    let points: Vec<(f64, f64)> = marks
        .iter()
        .filter(|m| m.difference.is_finite() && m.expected.is_finite())
        .map(|m| {
            (
                m.difference.clamp(-reach, reach),
                m.expected.clamp(0.0, 1.0),
            )
        })
        .collect();

    let mut datasets = vec![
        Dataset::default()
            .name(curve_name)
            .marker(Marker::Braille)
            .graph_type(GraphType::Line)
            .style(theme::curve())
            .data(&logistic),
    ];
    if pool.is_fide() {
        datasets.push(
            Dataset::default()
                .name("table 8.1.2")
                .marker(Marker::Dot)
                .graph_type(GraphType::Scatter)
                .style(theme::table_dots())
                .data(&table),
        );
    }
    if pool.is_fide() && capped {
        for (index, line) in cap_lines.iter().enumerate() {
            let dataset = Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(theme::muted())
                .data(line);
            datasets.push(if index == 0 {
                dataset.name("±400 cap")
            } else {
                dataset
            });
        }
    }
    datasets.push(
        Dataset::default()
            .name(label.to_string())
            .marker(Marker::Block)
            .graph_type(GraphType::Scatter)
            .style(theme::mark())
            .data(&points),
    );
    let axis_labels =
        |values: [String; 3]| values.map(|v| Span::styled(v, theme::muted())).to_vec();
    let chart = Chart::new(datasets)
        .block(
            Block::bordered()
                .title(title(area.width))
                .border_style(theme::border(false, false)),
        )
        .x_axis(Axis::default().bounds([-reach, reach]).labels(axis_labels([
            format!("-{reach}"),
            "0".into(),
            format!("+{reach}"),
        ])))
        .y_axis(Axis::default().bounds([0.0, 1.0]).labels(axis_labels([
            "0".into(),
            "0.5".into(),
            "1".into(),
        ])))
        .legend_position(Some(LegendPosition::BottomRight))
        .hidden_legend_constraints((
            ratatui::layout::Constraint::Percentage(90),
            ratatui::layout::Constraint::Percentage(90),
        ));
    frame.render_widget(chart, area);
}
