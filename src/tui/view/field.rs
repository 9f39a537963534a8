//! Field mode: a tournament report file's players, one row each in the order chosen, and the
//! selected player's rounds below. Only the rows that fit are built.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table};

use super::table::first_visible;
use super::{input_line, theme, wrap};
use crate::calc::Field;
use crate::calc::trf::FieldReport;
use crate::report::numbers::{DASH, games, players, signed};
use crate::report::sheet::{PLAYER_COLUMNS, field_line};
use crate::report::words;
use crate::text::printable;
use crate::tui::state::App;

/// The players' columns shown (indices into the report's), each with its width; the name
/// takes what is left, and on a wide screen the unrounded change and the first rating's reason
/// come in.
fn player_columns(width: u16) -> Vec<(usize, Constraint)> {
    let wide = width >= 110;
    let mut columns = vec![
        (0, Constraint::Length(4)),
        (1, Constraint::Fill(1)),
        (2, Constraint::Length(5)),
        (3, Constraint::Length(3)),
        (4, Constraint::Length(7)),
        (5, Constraint::Length(3)),
        (6, Constraint::Length(2)),
        (7, Constraint::Length(4)),
        (8, Constraint::Length(5)),
    ];
    if wide {
        columns.push((9, Constraint::Length(11)));
    }
    columns.extend([
        (10, Constraint::Length(4)),
        (11, Constraint::Length(4)),
        (12, Constraint::Length(4)),
        (13, Constraint::Length(if wide { 30 } else { 7 })),
    ]);
    columns
}

/// Columns aligned right: the numbers.
const RIGHT: [usize; 10] = [0, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/// The K column, where a player's K is typed.
const K_COLUMN: usize = 5;

/// The band above the tables: what the report is, and what it assumes.
pub fn summary_lines(app: &App, width: u16) -> Vec<Line<'static>> {
    let Some(report) = app.field_report() else {
        return Vec::new();
    };
    let name = report
        .tournament
        .name
        .as_deref()
        .map_or_else(|| "Tournament".into(), printable);
    let mut lines = vec![
        Line::styled(name.into_owned(), theme::heading()),
        Line::raw(format!(
            "{} ({}) · {}",
            report.pool.label(),
            words::pool_source(report.pool_source),
            players(report.players.len())
        )),
    ];
    for note in &crate::report::sheet::field_notes(report) {
        lines.extend(
            wrap(note, usize::from(width).max(1))
                .into_iter()
                .map(|piece| Line::styled(piece, theme::muted())),
        );
    }
    lines
}

pub fn render_summary(frame: &mut Frame, area: Rect, app: &App) {
    let title = match app.request.trf_name.as_str() {
        "" => " Report ".to_string(),
        name => format!(" {} ", printable(name)),
    };
    let block = Block::bordered()
        .title(title)
        .border_style(theme::border(false, false));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let lines = match app.evaluation.problem() {
        Some(problem) => vec![
            Line::styled(DASH, theme::heading()),
            Line::styled(problem.to_string(), theme::invalid()),
        ],
        None => summary_lines(app, inner.width),
    };
    frame.render_widget(
        Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true }),
        inner,
    );
}

/// The players' table and, below it, the selected player's rounds.
pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let Some(report) = app.field_report() else {
        let block = Block::bordered()
            .title(" Players ")
            .border_style(theme::border(app.focus == Some(Field::Players), false))
            .title_bottom(Line::styled(
                " F7 opens a tournament report file (.trf) ",
                theme::muted(),
            ));
        frame.render_widget(block, area);
        return;
    };
    // The order is found once a frame, for both tables.
    let order = app.field_order();
    let selected = order.get(app.field_table().selected).copied();
    let rounds = selected.map_or(0, |index| {
        report.player(&report.players[index]).rounds.len()
    });
    let below = (rounds as u16 + 3).clamp(5, 14).min(area.height / 2);
    let [players_area, rounds_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(below)]).areas(area);
    render_players(frame, players_area, app, report, &order);
    if let Some(index) = selected {
        render_rounds(frame, rounds_area, report, index);
    }
}

fn render_players(frame: &mut Frame, area: Rect, app: &App, report: &FieldReport, order: &[usize]) {
    let focused = app.focus == Some(Field::Players);
    let table = app.field_table();
    let visible = usize::from(area.height.saturating_sub(3));
    let first = first_visible(table.selected, order.len(), visible);
    let title = format!(
        " {} · by {} · s sorts · t to Tournament ",
        players(order.len()),
        table.sort.title()
    );
    let block = Block::bordered()
        .title(title)
        .border_style(theme::border(focused, false));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let columns = player_columns(inner.width);
    let header = Row::new(columns.iter().map(|&(column, width)| {
        // The first rating's title, where its column is narrow.
        let title = match (column, width) {
            (13, Constraint::Length(width)) if width < 12 => "First",
            _ => PLAYER_COLUMNS[column],
        };
        let line = Line::from(title);
        Cell::from(if RIGHT.contains(&column) {
            line.right_aligned()
        } else {
            line
        })
    }))
    .style(theme::heading());
    let rows: Vec<Row> = order
        .iter()
        .enumerate()
        .skip(first)
        .take(visible)
        .map(|(place, &index)| {
            let result = &report.players[index];
            let line = field_line(report, result);
            let player = report.player(result);
            let own_k = app.request.player_k.contains_key(&player.start_rank);
            let cells = columns.iter().map(|&(column, _)| {
                let cell = &line.cells[column];
                let mut style = theme::of_tone(cell.tone);
                if column == K_COLUMN && own_k {
                    style = style.patch(theme::accent());
                }
                let line = Line::from(Span::styled(cell.text.to_string(), style));
                Cell::from(if RIGHT.contains(&column) {
                    line.right_aligned()
                } else {
                    line
                })
            });
            let style = if focused && place == table.selected {
                theme::selected_row()
            } else {
                Style::new()
            };
            Row::new(cells.collect::<Vec<_>>()).style(style)
        })
        .collect();
    let widths: Vec<Constraint> = columns.iter().map(|&(_, width)| width).collect();
    frame.render_widget(
        Table::new(rows, widths.clone())
            .header(header)
            .column_spacing(1),
        inner,
    );
    // The K being typed, over the selected player's K cell.
    if let Some(editor) = &table.editor
        && table.selected >= first
        && !app.show_help
    {
        let y = inner.y + 1 + (table.selected - first) as u16;
        let place = columns
            .iter()
            .position(|&(column, _)| column == K_COLUMN)
            .expect("K is always shown");
        let column = Layout::horizontal(widths).spacing(1).split(inner)[place];
        let cell = Rect::new(column.x, y, column.width + 4, 1).intersection(inner);
        input_line(frame, cell, editor, theme::focused(), true);
    }
}

/// The rounds of the selected player (`index`): opponent, colour, result, score, expected,
/// note.
fn render_rounds(frame: &mut Frame, area: Rect, report: &FieldReport, index: usize) {
    let result = &report.players[index];
    let player = report.player(result);
    let mut title = format!(" {}", printable(&player.name));
    if let Some(period) = &result.period {
        title.push_str(&format!(
            " · {} → {} · {} ",
            signed(period.change_unrounded, 2),
            crate::report::numbers::new_rating(period.new_rating),
            games(result.rated_games as usize)
        ));
    } else {
        title.push_str(&format!(
            " · unrated · {} ",
            games(result.rated_games as usize)
        ));
    }
    let block = Block::bordered()
        .title(title)
        .border_style(theme::border(false, false));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let header = Row::new(
        ["Rd", "Opp", "Name", "Rtg", "", "", "Pts", "Exp", "Note"]
            .into_iter()
            .enumerate()
            .map(|(column, title)| {
                let line = Line::from(title);
                Cell::from(if matches!(column, 0 | 1 | 3 | 6 | 7) {
                    line.right_aligned()
                } else {
                    line
                })
            }),
    )
    .style(theme::heading());
    let rows: Vec<Row> = report
        .rounds(result)
        .map(|round| {
            let opponent = round.round.opponent;
            let name = opponent
                .and_then(|rank| report.tournament.player(rank))
                .map_or_else(String::new, |player| printable(&player.name).into_owned());
            let right = |text: String| Cell::from(Line::from(text).right_aligned());
            Row::new(vec![
                right(round.round.round.to_string()),
                right(opponent.map_or_else(String::new, |rank| rank.to_string())),
                Cell::from(name),
                right(
                    round
                        .opponent_rating
                        .map_or_else(String::new, |rating| rating.to_string()),
                ),
                Cell::from(round.round.colour.to_string()),
                Cell::from(round.round.code.symbol().to_string()),
                right(crate::report::numbers::points(round.score.points())),
                right(
                    round
                        .expected
                        .map_or_else(String::new, |e| format!("{e:.2}")),
                ),
                Cell::from(Span::styled(
                    round.note.map(words::round_note).unwrap_or_default(),
                    theme::muted(),
                )),
            ])
        })
        .collect();
    frame.render_widget(
        Table::new(
            rows,
            [
                Constraint::Length(2),
                Constraint::Length(4),
                Constraint::Fill(1),
                Constraint::Length(4),
                Constraint::Length(1),
                Constraint::Length(1),
                Constraint::Length(3),
                Constraint::Length(4),
                Constraint::Fill(1),
            ],
        )
        .header(header)
        .column_spacing(1),
        inner,
    );
}
