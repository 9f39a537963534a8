//! The tournament's games: one row a game, the selected row and cell highlighted, a cell editor
//! in place. Only the rows that fit are built, so a thousand games draw as fast as ten.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Cell, Row, Table};

use super::{input_line, theme};
use crate::calc::{Field, Outcome};
use crate::report::numbers::DASH;
use crate::report::sheet::{GAME_COLUMNS, game_line};
use crate::report::words;
use crate::text::printable;
use crate::tui::state::{App, CellEditor, Column};

/// The computed columns, numbers right-aligned: Diff, Expected, Contribution.
const NUMBERS: [usize; 6] = [0, 1, 2, 3, 4, 5];

/// The width of the games' numbers: room for the largest, four at least.
fn number_width(count: usize) -> usize {
    count.max(1).to_string().len().max(4)
}

/// The columns' widths; the first, the game's number, fits the largest number shown.
fn widths(count: usize) -> [Constraint; 7] {
    let mut widths = WIDTHS;
    widths[0] = Constraint::Length(number_width(count) as u16);
    widths
}

const WIDTHS: [Constraint; 7] = [
    Constraint::Length(4),
    Constraint::Length(9),
    Constraint::Length(5),
    Constraint::Length(5),
    Constraint::Length(8),
    Constraint::Length(12),
    Constraint::Fill(1),
];

/// The first row shown: the selection stays in view, centred once the list scrolls.
pub fn first_visible(selected: usize, rows: usize, visible: usize) -> usize {
    if rows <= visible {
        0
    } else {
        selected.saturating_sub(visible / 2).min(rows - visible)
    }
}

pub fn render(frame: &mut Frame, area: Rect, app: &App) {
    let tournament = &app.tournament;
    let focused = app.focus == Some(Field::Rows);
    let editor = tournament.editor.as_ref();
    // The rows, with the one being added shown in its place; those that fit the box (its
    // borders and header take three lines) around the selection.
    let adding = editor.filter(|e| e.adding);
    let count = app.request.rows.len() + usize::from(adding.is_some());
    let visible = area.height.saturating_sub(3) as usize;
    let selected = adding.map_or(tournament.selected, |e| e.row);
    let first = first_visible(selected, count, visible);
    // Which rows show when they do not all fit: "Games 12–30 of 150".
    let title = if count > visible && visible > 0 {
        let last = (first + visible).min(count);
        format!(" Games {}–{last} of {count} ", first + 1)
    } else {
        format!(" Games ({}) ", app.request.rows.len())
    };
    let mut block = Block::bordered().title(title).border_style(theme::border(
        focused,
        !app.evaluation.row_errors.is_empty(),
    ));
    if app.request.rows.is_empty() && editor.is_none() {
        block = block.title_bottom(Line::styled(
            " Tab here, then a to add a game ",
            theme::muted(),
        ));
    }
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let lines = match app.outcome() {
        Outcome::Period(period) => Some(period),
        _ => None,
    };
    let number_width = number_width(count);
    let mut rows = Vec::with_capacity(visible);
    for shown in first..(first + visible).min(count) {
        let index = match adding {
            Some(e) if shown == e.row => None,
            Some(e) if shown > e.row => Some(shown - 1),
            _ => Some(shown),
        };
        let mut cells: Vec<Cell> = vec![Cell::from(format!("{:>w$}", shown + 1, w = number_width))];
        match index {
            None => {
                // The new game: its opponent as typed, then its score being typed.
                let (opponent, score) = match adding.and_then(|e| e.opponent.as_deref()) {
                    Some(opponent) => (opponent, adding.map_or("", |e| e.input.value())),
                    None => (adding.map_or("", |e| e.input.value()), "…"),
                };
                cells.push(Cell::from(Span::styled(
                    opponent.to_string(),
                    theme::focused(),
                )));
                cells.push(Cell::from(score.to_string()));
            }
            Some(index) => {
                let row = &app.request.rows[index];
                let error = app.row_error(index);
                let line =
                    lines.and_then(|period| Some(period.outcome.line(period.games.get(index)?)));
                // The selected cell, unless an editor has the keyboard (it is the one focused).
                let cell_style = |column: Column| {
                    if focused
                        && editor.is_none()
                        && index == tournament.selected
                        && tournament.column == Some(column)
                    {
                        theme::focused()
                    } else {
                        ratatui::style::Style::new()
                    }
                };
                let opponent_style = if error.is_some() {
                    theme::invalid()
                } else {
                    cell_style(Column::Opponent)
                };
                // Right-aligned as the computed columns are; whole scores keep the room of a
                // decimal, so 1 and 0.5 have their units in line.
                let score = match row.score_text() {
                    text if text.contains('.') || text.is_empty() => text.to_string(),
                    text => format!("{text}  "),
                };
                cells.extend(
                    [
                        (printable(&row.opponent).into_owned(), opponent_style),
                        (score, cell_style(Column::Score)),
                    ]
                    .map(|(text, style)| {
                        Cell::from(Line::from(Span::styled(text, style)).right_aligned())
                    }),
                );
                if let Some(line) = line {
                    // The report's cells for the computed columns; the note in a few words.
                    let computed = game_line(index, &line).cells;
                    cells.extend(computed[3..6].iter().map(|cell| {
                        // Numbers right-aligned, their decimal points in line.
                        Cell::from(
                            Line::from(Span::styled(cell.text.clone(), theme::of_tone(cell.tone)))
                                .right_aligned(),
                        )
                    }));
                    cells.push(Cell::from(Span::styled(
                        line.exclusion
                            .map(words::exclusion_short)
                            .unwrap_or_default(),
                        theme::muted(),
                    )));
                } else {
                    cells.extend(
                        [DASH, DASH, DASH].map(|dash| Cell::from(Line::from(dash).right_aligned())),
                    );
                    cells.push(Cell::from(Span::styled(
                        error.unwrap_or_default(),
                        theme::invalid(),
                    )));
                }
            }
        }
        let style = if focused && shown == selected {
            theme::selected_row()
        } else {
            ratatui::style::Style::new()
        };
        rows.push(Row::new(cells).style(style));
    }
    let header = Row::new(GAME_COLUMNS.iter().enumerate().map(|(column, title)| {
        let line = Line::from(*title);
        Cell::from(if NUMBERS.contains(&column) {
            line.right_aligned()
        } else {
            line
        })
    }))
    .style(theme::heading());
    frame.render_widget(
        Table::new(rows, widths(count))
            .header(header)
            .column_spacing(1),
        inner,
    );
    if let Some(editor) = editor {
        place_cursor(frame, inner, editor, first, app);
    }
}

/// Draws the editor's value over its cell and puts the cursor there.
fn place_cursor(frame: &mut Frame, inner: Rect, editor: &CellEditor, first: usize, app: &App) {
    if editor.row < first || app.show_help {
        return;
    }
    let y = inner.y + 1 + (editor.row - first) as u16;
    // The same column layout the table itself uses.
    let count = app.request.rows.len() + usize::from(editor.adding);
    let columns = Layout::horizontal(widths(count)).spacing(1).split(inner);
    let column = columns[match editor.column {
        Column::Opponent => 1,
        Column::Score => 2,
    }];
    let area = Rect::new(column.x, y, column.width, 1).intersection(inner);
    input_line(frame, area, &editor.input, theme::focused(), true);
}
