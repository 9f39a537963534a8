//! The results panels of each mode. When the input is invalid they show "—" and the reason.

use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table, Wrap};

use super::theme;
use crate::present;
use crate::rating::{
    Amount, Expected, GameOutcome, InitialRating, MultiOutcome, Performance, PeriodOutcome, Pool,
    SideOutcome,
};

fn panel(title: &str) -> Block<'_> {
    Block::bordered()
        .title(format!(" {title} "))
        .border_style(theme::border(false, false))
}

/// "—" and why, in place of numbers.
pub fn invalid(frame: &mut Frame, area: Rect, title: &str, reason: &str) {
    let text = Text::from(vec![
        Line::styled("—", theme::heading()),
        Line::styled(reason.to_string(), theme::invalid()),
    ]);
    frame.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .block(panel(title)),
        area,
    );
}

fn expected_with_percent(expected: Option<Expected>) -> String {
    expected.map_or("—".to_string(), |e| {
        format!("{} ({:.0}%)", present::expected(e), e.value() * 100.0)
    })
}

fn new_rating_text(amount: Amount, below: bool) -> String {
    let mut text = present::new_rating(amount);
    if below {
        text.push_str(" <1400");
    }
    text
}

fn styled_change(pool: Pool, side: &SideOutcome) -> Span<'static> {
    Span::styled(
        present::period_change(pool, side.change_unrounded, side.change),
        theme::change(side.change.value()),
    )
}

pub fn game(frame: &mut Frame, area: Rect, outcome: &GameOutcome) {
    let (me, them) = (&outcome.player, &outcome.opponent);
    let pool = outcome.pool;
    let line = |label: &str, a: Span<'static>, b: Span<'static>| {
        Row::new(vec![
            Cell::from(label.to_string()).style(theme::label()),
            Cell::from(a),
            Cell::from(b),
        ])
    };
    let plain = |text: String| Span::raw(text);
    let status = match outcome.exclusion {
        None => Span::styled("rated", theme::change(1.0)),
        Some(reason) => Span::styled(reason.to_string(), theme::invalid()),
    };
    let mut rows = vec![
        line(
            "Expected",
            plain(expected_with_percent(me.expected)),
            plain(expected_with_percent(them.expected)),
        ),
        line("Change", styled_change(pool, me), styled_change(pool, them)),
        line(
            "New rating",
            Span::styled(
                new_rating_text(me.new_rating, me.below_fide_floor),
                theme::heading(),
            ),
            Span::styled(
                new_rating_text(them.new_rating, them.below_fide_floor),
                theme::heading(),
            ),
        ),
    ];
    // The win / draw / loss table: each side's change for each result.
    for scenario in &outcome.scenarios {
        let change =
            |amount: Amount| Span::styled(present::change(amount), theme::change(amount.value()));
        let mut row = line(
            &format!("If you {}", scenario.score.verb()),
            change(scenario.player),
            change(scenario.opponent),
        );
        if scenario.score == me.score {
            row = row.style(theme::heading());
        }
        rows.push(row);
    }
    rows.push(Row::new(vec![
        Cell::from("Game").style(theme::label()),
        Cell::from(status),
    ]));
    let header = Row::new(vec!["", "You", "Opponent"]).style(theme::heading());
    let table = Table::new(
        rows,
        [
            Constraint::Length(12),
            Constraint::Fill(1),
            Constraint::Fill(1),
        ],
    )
    .header(header)
    .block(panel("Result"));
    frame.render_widget(table, area);
}

/// How each side's change was found, one line each (wrapped on narrow screens).
pub fn derivation(frame: &mut Frame, area: Rect, outcome: &GameOutcome) {
    let text = Text::from(vec![
        Line::from(vec![
            Span::styled("You: ", theme::label()),
            Span::raw(present::derivation(outcome.pool, &outcome.player)),
        ]),
        Line::from(vec![
            Span::styled("Opp: ", theme::label()),
            Span::raw(present::derivation(outcome.pool, &outcome.opponent)),
        ]),
    ]);
    frame.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: true })
            .block(panel("How")),
        area,
    );
}

fn pairs(rows: Vec<(&'static str, Span<'static>)>, title: &'static str) -> Table<'static> {
    let label_width = rows.iter().map(|(label, _)| label.len()).max().unwrap_or(0) as u16 + 1;
    let rows: Vec<Row> = rows
        .into_iter()
        .map(|(label, value)| {
            Row::new(vec![
                Cell::from(label).style(theme::label()),
                Cell::from(value),
            ])
        })
        .collect();
    Table::new(rows, [Constraint::Length(label_width), Constraint::Fill(1)]).block(panel(title))
}

pub fn totals(
    frame: &mut Frame,
    area: Rect,
    outcome: &PeriodOutcome,
    performance: Option<&Performance>,
) {
    let mut rows = vec![
        ("Rated games", Span::raw(outcome.rated_games.to_string())),
        (
            "Score",
            Span::raw(format!(
                "{} (expected {})",
                present::points(outcome.score),
                present::expected_total(outcome.expected_total, outcome.pool)
            )),
        ),
        (
            "K",
            Span::raw(present::k_effective(
                outcome.k,
                outcome.k_effective,
                outcome.rated_games,
            )),
        ),
        (
            "Change",
            Span::styled(
                present::period_change(outcome.pool, outcome.change_unrounded, outcome.change),
                theme::change(outcome.change.value()),
            ),
        ),
        (
            "New rating",
            Span::styled(present::new_rating(outcome.new_rating), theme::heading()),
        ),
    ];
    if outcome.below_fide_floor() {
        rows.push((
            "Note",
            Span::styled("below 1400: listed as unrated", theme::invalid()),
        ));
    }
    if let Some(performance) = performance {
        let [rating, how] = performance_text(performance);
        rows.push(("Performance", Span::raw(rating)));
        rows.push(("", Span::styled(how, theme::muted())));
    }
    frame.render_widget(pairs(rows, "Totals"), area);
}

/// The performance and, under it, how it was found: "1957 (FIDE table 8.1.1)" and
/// "= 1832.00 + 125 (p 0.67)", the average opponent plus dp.
fn performance_text(performance: &Performance) -> [String; 2] {
    let p = present::fraction(performance);
    let how = match performance.dp {
        Some(dp) => format!(
            "= {:.2} {} {} (p {p})",
            performance.average_opponent,
            if dp < 0.0 { "−" } else { "+" },
            present::rating(dp.abs())
        ),
        None => format!("p {p}"),
    };
    let rating = match performance.rating {
        None => "none at 0 % or 100 % (logistic)".to_string(),
        Some(rating) => format!("{} ({})", present::rating(rating), performance.method),
    };
    [rating, how]
}

/// Tournament mode for an unrated player: the first rating and how it was found.
pub fn initial(frame: &mut Frame, area: Rect, initial: &InitialRating) {
    let n = initial.games;
    let rating = match (initial.rating, initial.uncapped) {
        (Some(rating), Some(uncapped)) if uncapped > rating => {
            format!("{rating} ({uncapped} capped at 2200)")
        }
        (Some(rating), _) => rating.to_string(),
        (None, _) => "—".to_string(),
    };
    let published = match initial.not_published {
        None => Span::styled("published", theme::change(1.0)),
        Some(reason) => Span::styled(format!("not published: {reason}"), theme::invalid()),
    };
    let rows = vec![
        (
            "Rated games",
            Span::raw(format!("{n}, {} points", present::points(initial.score))),
        ),
        (
            "Ra",
            Span::raw(format!("{:.2} = (Σ + 3600) / {}", initial.ra, n + 2)),
        ),
        (
            "p → dp",
            Span::raw(format!(
                "{:.2} = {} / {} → {}",
                initial.p,
                present::points(initial.score + 1.0),
                n + 2,
                present::signed(initial.dp as f64, 0)
            )),
        ),
        ("First rating", Span::styled(rating, theme::heading())),
        ("", published),
    ];
    frame.render_widget(pairs(rows, "Initial rating (FIDE 8.2)"), area);
}

pub fn multi(frame: &mut Frame, area: Rect, outcome: &MultiOutcome) {
    let mut rows = vec![
        (
            "Expected/game",
            Span::raw(expected_with_percent(outcome.expected)),
        ),
        (
            "Expected total",
            Span::raw(format!(
                "{} of {} games",
                present::expected_total(outcome.expected_total, outcome.pool),
                outcome.games
            )),
        ),
        (
            "D used",
            Span::raw(
                outcome
                    .difference_used
                    .map_or("—".into(), present::difference),
            ),
        ),
        (
            "K",
            Span::raw(present::k_effective(
                outcome.k,
                outcome.k_effective,
                u64::from(outcome.games),
            )),
        ),
        (
            "Change",
            Span::styled(
                present::period_change(outcome.pool, outcome.change_unrounded, outcome.change),
                theme::change(outcome.change.value()),
            ),
        ),
        (
            "New rating",
            Span::styled(
                new_rating_text(outcome.new_rating, outcome.below_fide_floor()),
                theme::heading(),
            ),
        ),
    ];
    if let Some(reason) = outcome.exclusion {
        rows.push(("Note", Span::styled(reason.to_string(), theme::invalid())));
    }
    frame.render_widget(pairs(rows, "Result"), area);
}
