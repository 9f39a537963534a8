//! A player's ratings over the FIDE lists held: standard, rapid and blitz as lines, one point a
//! month held, a gap where a month has no rating on that list. It draws plain data (the months
//! and their ratings), never the database, so that any place naming a player can show it.

use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::Style;
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Block, Chart, Clear, Dataset, GraphType, Paragraph};

use super::theme;
use crate::i18n::{tr, tr_args};
use crate::rating::list::ListMonth;
use crate::report::player::HistoryMonth;
use crate::tui::state::RatingHistory;

/// A month as a number on the x axis: months since year 0, so that a month not held leaves
/// its room.
fn x_of(month: ListMonth) -> f64 {
    f64::from(month.year) * 12.0 + f64::from(month.month - 1)
}

/// The three lists, each with its rating in a month; the legend names each with its mark, so
/// that the lines are told apart without colours too.
type Pick = fn(&HistoryMonth) -> Option<u16>;
const LISTS: [(&str, Pick); 3] = [
    ("history-standard", |m| m.standard),
    ("history-rapid", |m| m.rapid),
    ("history-blitz", |m| m.blitz),
];

/// Each list's mark: its lines', and a lone month's (a Braille dot alone is too small to see).
fn markers(list: usize) -> (Marker, Marker) {
    match list {
        0 => (Marker::Braille, Marker::Block),
        1 => (Marker::HalfBlock, Marker::HalfBlock),
        _ => (Marker::Dot, Marker::Dot),
    }
}

fn style(list: usize) -> Style {
    match list {
        0 => theme::curve(),
        1 => theme::mark(),
        _ => theme::table_dots(),
    }
}

/// A line's points: (month, rating).
type Run = Vec<(f64, f64)>;

/// Each list's runs of months with a rating, back to back in the months held: a month without
/// one (or a month between not held) ends a run, so the line has a gap there.
fn runs(months: &[HistoryMonth], pick: Pick) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    let mut open = false;
    let mut last: Option<ListMonth> = None;
    for month in months {
        let next_to_last = last.is_some_and(|last| x_of(month.month) - x_of(last) == 1.0);
        match pick(month) {
            Some(rating) => {
                if !open || !next_to_last {
                    runs.push(Vec::new());
                }
                if let Some(run) = runs.last_mut() {
                    run.push((x_of(month.month), f64::from(rating)));
                }
                open = true;
            }
            None => open = false,
        }
        last = Some(month.month);
    }
    runs
}

/// Said, in one line, instead of a chart when there is nothing to draw a line through: no
/// month held with a rating of the player's, or only one.
pub fn too_few(history: &RatingHistory) -> Option<String> {
    let mut rated = history
        .months
        .iter()
        .filter(|m| LISTS.iter().any(|(_, pick)| pick(m).is_some()));
    match (rated.next(), rated.next()) {
        (None, _) => Some(tr("history-no-rating")),
        (Some(only), None) => Some(tr_args(
            "history-one-month",
            &[("month", only.month.to_string().into())],
        )),
        _ => None,
    }
}

/// A rating as the table under the chart shows it: the number, or a dash.
fn cell(rating: Option<u16>) -> String {
    rating.map_or_else(|| "—".to_string(), |r| r.to_string())
}

/// The table under the chart, the latest months that fit in `rows` lines (its heading
/// included): the chart shows the shape, these the numbers.
fn table(months: &[HistoryMonth], rows: usize) -> Vec<Line<'static>> {
    let shown = months.len().min(rows.saturating_sub(1));
    let mut lines = vec![Line::styled(
        format!(
            "{:<9}{:>9}{:>7}{:>7}",
            tr("history-column-month"),
            tr("history-column-standard"),
            tr("history-column-rapid"),
            tr("history-column-blitz")
        ),
        theme::muted(),
    )];
    lines.extend(months[months.len() - shown..].iter().map(|m| {
        Line::from(format!(
            "{:<9}{:>9}{:>7}{:>7}",
            m.month.to_string(),
            cell(m.standard),
            cell(m.rapid),
            cell(m.blitz)
        ))
    }));
    lines
}

/// The popup: the chart in the middle of `area`, as large as is readable, the latest months'
/// numbers under it and the lines' marks in its bottom border; Esc closes it.
pub fn render(frame: &mut Frame, area: Rect, history: &RatingHistory) {
    let popup = super::centered(
        area,
        area.width.saturating_sub(4).min(100),
        area.height.saturating_sub(2).min(24),
    );
    frame.render_widget(Clear, popup);
    let title = tr_args(
        "history-title",
        &[(
            "player",
            crate::text::printable(&history.player).into_owned().into(),
        )],
    );
    let mut bottom = vec![Span::raw(" ")];
    for (list, (name, _)) in LISTS.iter().enumerate() {
        bottom.push(Span::styled(tr(name), style(list)));
        bottom.push(Span::styled(" · ", theme::muted()));
    }
    bottom.push(Span::styled(
        format!("{} ", tr("history-esc")),
        theme::muted(),
    ));
    let block = Block::bordered()
        .title(super::shortened(&title, popup.width.saturating_sub(2)))
        .border_style(theme::border(true, false));
    if let Some(said) = too_few(history) {
        let room = usize::from(popup.width.saturating_sub(2)).max(1);
        let mut lines: Vec<Line> = super::wrap(&said, room)
            .into_iter()
            .map(Line::from)
            .collect();
        if !history.months.is_empty() {
            lines.push(Line::default());
            lines.extend(table(&history.months, 7));
        }
        let block = block.title_bottom(Line::styled(
            format!(" {} ", tr("history-esc")),
            theme::muted(),
        ));
        frame.render_widget(Paragraph::new(lines).block(block), popup);
        return;
    }
    let block = block.title_bottom(Line::from(bottom));
    let inner = block.inner(popup);
    frame.render_widget(block, popup);
    // The numbers take what the chart can spare: up to six months and their heading, the
    // chart keeping eight lines at least.
    let table_rows = (history.months.len() + 1)
        .min(7)
        .min(usize::from(inner.height.saturating_sub(8)));
    let [chart_area, table_area] = ratatui::layout::Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(table_rows as u16),
    ])
    .areas(inner);
    if table_rows > 1 {
        frame.render_widget(
            Paragraph::new(table(&history.months, table_rows)),
            table_area,
        );
    }
    let all_runs: Vec<(usize, Vec<Run>)> = LISTS
        .iter()
        .enumerate()
        .map(|(list, (_, pick))| (list, runs(&history.months, *pick)))
        .collect();
    let ratings = all_runs
        .iter()
        .flat_map(|(_, runs)| runs.iter().flatten().map(|&(_, rating)| rating));
    let (low, high) = ratings.fold((f64::INFINITY, f64::NEG_INFINITY), |(low, high), r| {
        (low.min(r), high.max(r))
    });
    // Whole tens around the ratings, never an empty range (a chart needs min < max).
    let low = ((low - 10.0) / 10.0).floor() * 10.0;
    let high = (((high + 10.0) / 10.0).ceil() * 10.0).max(low + 20.0);
    let (first, last) = (
        history.months.first().map(|m| m.month),
        history.months.last().map(|m| m.month),
    );
    let (Some(first), Some(last)) = (first, last) else {
        return;
    };
    let (x_low, x_high) = (x_of(first), x_of(last).max(x_of(first) + 1.0));
    let mut datasets = Vec::new();
    for (list, runs) in &all_runs {
        for run in runs {
            // A single month between gaps is a dot; a run, a line through its months.
            let graph = if run.len() == 1 {
                GraphType::Scatter
            } else {
                GraphType::Line
            };
            let (line, alone) = markers(*list);
            datasets.push(
                Dataset::default()
                    .marker(if run.len() == 1 { alone } else { line })
                    .graph_type(graph)
                    .style(style(*list))
                    .data(run),
            );
        }
    }
    let muted = |text: String| Span::styled(text, theme::muted());
    let middle = history.months[history.months.len() / 2].month;
    let x_labels = if history.months.len() > 2 {
        vec![first, middle, last]
    } else {
        vec![first, last]
    };
    // The marks are named in the border, not in a legend over the lines.
    let chart = Chart::new(datasets)
        .x_axis(
            Axis::default().bounds([x_low, x_high]).labels(
                x_labels
                    .into_iter()
                    .map(|m| muted(m.to_string()))
                    .collect::<Vec<_>>(),
            ),
        )
        .y_axis(Axis::default().bounds([low, high]).labels(vec![
            muted(format!("{low:.0}")),
            muted(format!("{:.0}", (low + high) / 2.0)),
            muted(format!("{high:.0}")),
        ]))
        .legend_position(None);
    frame.render_widget(chart, chart_area);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn month(text: &str, standard: Option<u16>) -> HistoryMonth {
        HistoryMonth {
            month: ListMonth::parse(text).unwrap(),
            standard,
            rapid: None,
            blitz: None,
        }
    }

    #[test]
    fn a_month_without_a_rating_or_not_held_breaks_the_line() {
        let months = [
            month("2026-01", Some(2000)),
            month("2026-02", Some(2010)),
            month("2026-03", None),
            month("2026-04", Some(2020)),
            // 2026-05 not held.
            month("2026-06", Some(2030)),
        ];
        let lines: Vec<usize> = runs(&months, |m| m.standard).iter().map(Vec::len).collect();
        assert_eq!(lines, [2, 1, 1]);
        assert!(runs(&months, |m| m.rapid).is_empty());
    }
}
