//! The expectation curve: expected score against rating difference, the logistic curve and (in
//! FIDE pools) table 8.1.2's steps, with the current games marked.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::symbols::Marker;
use ratatui::text::Span;
use ratatui::widgets::{Axis, Block, Chart, Dataset, GraphType, LegendPosition};

use super::theme;
use crate::calc::{Chart as ChartData, Mark, Marked, Who};
use crate::i18n::{number, tr, tr_args};
use crate::report::numbers::difference;

/// The legend's name for the marks: "you: D +400 (real +600)", "opponents".
fn marks_label(marked: Marked) -> String {
    match marked {
        Marked::Nothing => String::new(),
        Marked::Opponents => tr("chart-opponents"),
        Marked::One { who, real, used } => {
            let who = tr(match who {
                Who::You => "chart-you",
                Who::Average => "chart-average",
            });
            let shown = |value: f64| number(&difference(value)).into_owned();
            if used == real {
                tr_args(
                    "chart-mark",
                    &[("who", who.into()), ("used", shown(used).into())],
                )
            } else {
                tr_args(
                    "chart-mark-real",
                    &[
                        ("who", who.into()),
                        ("used", shown(used).into()),
                        ("real", shown(real).into()),
                    ],
                )
            }
        }
    }
}

/// The curve's name in the legend: the logistic curve's in the language, a system's own name
/// ("Glicko-2, RD 30") as it is.
fn curve_words(name: &str) -> String {
    match name {
        "logistic" => tr("method-logistic"),
        name => name.to_string(),
    }
}

/// The fewest rows (borders and axes included) a chart is drawn in: below, the marks are said
/// in one line instead of a few rows of overlapping dots.
pub const READABLE: u16 = 7;
/// From how many rows on the chart has its legend; below, the marks are said in words on its
/// bottom border and the series are told apart by their shapes (a line, dots, a block).
const WITH_LEGEND: u16 = 12;

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
        [] => tr("chart-no-game"),
        [mark] => tr_args(
            "chart-expected",
            &[(
                "expected",
                number(&format!("{:.2}", mark.expected)).into_owned().into(),
            )],
        ),
        _ => tr_args(
            "chart-range",
            &[
                (
                    "differences",
                    range(finite.iter().map(|m| m.difference).collect(), &|d| {
                        number(&difference(d)).into_owned()
                    })
                    .into(),
                ),
                (
                    "expected",
                    range(finite.iter().map(|m| m.expected).collect(), &|e| {
                        number(&format!("{e:.2}")).into_owned()
                    })
                    .into(),
                ),
            ],
        ),
    };
    match label {
        "" => said,
        label => format!("{label} → {said}"),
    }
}

/// The chart's title, the longest of its wordings that fits a box `width` wide: never cut.
fn title(width: u16) -> String {
    const TITLES: [&str; 4] = [
        "chart-title",
        "chart-title-2",
        "chart-title-3",
        "chart-title-4",
    ];
    let room = usize::from(width.saturating_sub(2));
    TITLES
        .into_iter()
        .map(|id| format!(" {} ", tr(id)))
        .find(|title| title.chars().count() <= room)
        .unwrap_or_default()
}

/// Said after the summary where it fits on the line.
fn taller() -> String {
    format!(" · {}", tr("chart-taller"))
}

pub fn render(frame: &mut Frame, area: Rect, data: &ChartData) {
    let marks = &data.marks;
    let label = marks_label(data.marked);
    let label = label.as_str();
    if area.height < READABLE {
        let block = Block::bordered()
            .title(title(area.width))
            .border_style(theme::border(false, false));
        let room = usize::from(area.width.saturating_sub(2)).max(1);
        let mut text = summary(marks, label);
        let taller = taller();
        if text.chars().count() + taller.chars().count() <= room {
            text.push_str(&taller);
        }
        let lines: Vec<ratatui::text::Line> = super::wrap(&text, room)
            .into_iter()
            .map(ratatui::text::Line::from)
            .collect();
        frame.render_widget(ratatui::widgets::Paragraph::new(lines).block(block), area);
        return;
    }
    let reach = data.reach;
    let cap_lines = data
        .cap
        .map(|cap| [[(-cap, 0.0), (-cap, 1.0)], [(cap, 0.0), (cap, 1.0)]]);
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
            .name(curve_words(&data.curve_name))
            .marker(Marker::Braille)
            .graph_type(GraphType::Line)
            .style(theme::curve())
            .data(&data.curve),
    ];
    if !data.table.is_empty() {
        datasets.push(
            Dataset::default()
                .name(tr("method-table"))
                .marker(Marker::Dot)
                .graph_type(GraphType::Scatter)
                .style(theme::table_dots())
                .data(&data.table),
        );
    }
    if let Some(cap_lines) = &cap_lines {
        for (index, line) in cap_lines.iter().enumerate() {
            let dataset = Dataset::default()
                .marker(Marker::Braille)
                .graph_type(GraphType::Line)
                .style(theme::muted())
                .data(line);
            datasets.push(if index == 0 {
                dataset.name(tr("chart-cap"))
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
    let mut block = Block::bordered()
        .title(title(area.width))
        .border_style(theme::border(false, false));
    let compact = area.height < WITH_LEGEND;
    if compact {
        // No legend: the marks said in words after their block, and the other series named
        // by their shapes at the right, where that fits too.
        let room = area.width.saturating_sub(4);
        let said = super::shortened(&format!("█ {}", summary(marks, label)), room);
        let mut key = Vec::new();
        if !data.table.is_empty() {
            key.push(format!("• {}", tr("method-table")));
        }
        if data.cap.is_some() {
            key.push(format!("│ {}", tr("chart-cap")));
        }
        let key = format!(" {} ", key.join(" · "));
        let used = said.chars().count() + 2 + key.chars().count() + 1;
        block = block.title_bottom(format!(" {said} "));
        if !key.trim().is_empty() && used <= usize::from(area.width.saturating_sub(2)) {
            block = block.title_bottom(ratatui::text::Line::from(key).right_aligned());
        }
    }
    let chart = Chart::new(datasets)
        .block(block)
        .x_axis(Axis::default().bounds([-reach, reach]).labels(axis_labels([
            format!("-{reach}"),
            "0".into(),
            format!("+{reach}"),
        ])))
        .y_axis(Axis::default().bounds([0.0, 1.0]).labels(axis_labels([
            "0".into(),
            number("0.5").into_owned(),
            "1".into(),
        ])))
        .legend_position((!compact).then_some(LegendPosition::BottomRight))
        .hidden_legend_constraints((
            ratatui::layout::Constraint::Percentage(90),
            ratatui::layout::Constraint::Percentage(90),
        ));
    frame.render_widget(chart, area);
}
