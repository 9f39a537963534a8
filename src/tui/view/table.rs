//! The tournament's games: one row a game, the selected row and cell highlighted, a cell editor
//! in place. Only the rows that fit are built, so a thousand games draw as fast as ten.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Cell, Row, Table};

use super::{input_line, shortened, theme};
use crate::calc::Request;
use crate::calc::events::read_line;
use crate::calc::{Entry, Mode, Outcome, RowFigures};
use crate::i18n::{tr, tr_args};
use crate::report::events::{EVENT_COLUMNS, event_line};
use crate::report::numbers::{DASH, difference};
use crate::report::period::game_columns;
use crate::report::sheet::game_line;
use crate::report::words;
use crate::text::printable;
use crate::tui::state::{self, CellEditor, Column, Shared, Tournament};

/// The width of the games' numbers: room for the largest, four at least.
fn number_width(count: usize) -> usize {
    count.max(1).to_string().len().max(4)
}

/// The narrowest a note column is drawn: narrower, a word would show cut ("n" of "not
/// played"), so the column is left out and the row's notes are read where the screen is wider.
const NARROWEST_NOTE: u16 = 6;

/// The table's columns in `mode`, in `width` columns: each header and width, and whether it is
/// right-aligned. The first, the game's number, fits the largest number shown; the last, the
/// note, takes what is left, if that is enough to read.
fn columns(mode: Mode, count: usize, width: u16) -> Vec<(String, Constraint, bool)> {
    let mut columns = columns_of(mode, count);
    let fixed: u16 = columns
        .iter()
        .map(|(_, constraint, _)| match constraint {
            Constraint::Length(length) => length + 1,
            _ => 1,
        })
        .sum();
    if width.saturating_sub(fixed) < NARROWEST_NOTE
        && let Some(note) = columns.last_mut()
    {
        note.1 = Constraint::Length(0);
    }
    columns
}

fn columns_of(mode: Mode, count: usize) -> Vec<(String, Constraint, bool)> {
    let number = Constraint::Length(number_width(count) as u16);
    // A column as wide as its heading at least.
    let sized =
        |title: &str, width: u16| Constraint::Length(width.max(title.chars().count() as u16));
    let right = |title: &str, width| (title.to_string(), sized(title, width), true);
    let left = |title: String, width| {
        let constraint = sized(&title, width);
        (title, constraint, false)
    };
    match mode {
        Mode::Norm => vec![
            (tr("column-number"), number, true),
            right(&tr("column-opponent-short"), 9),
            right(&tr("column-score"), 5),
            left(tr("column-title"), 5),
            // A federation's three letters and the cursor after them while it is typed.
            left(tr("column-fed"), 4),
            right(&tr("column-used"), 5),
            (tr("column-note"), Constraint::Fill(1), false),
        ],
        _ => {
            // In the language people read; a column as wide as its heading at least.
            let mut titles = game_columns().into_iter();
            let widths = [9, 5, 5, 8, 12];
            let mut columns = vec![(titles.next().unwrap_or_default(), number, true)];
            columns.extend(titles.by_ref().take(5).zip(widths).map(|(title, width)| {
                let width = width.max(title.chars().count() as u16);
                (title, Constraint::Length(width), true)
            }));
            columns.push((
                titles.next().unwrap_or_default(),
                Constraint::Fill(1),
                false,
            ));
            columns
        }
    }
}

/// Where each editable column is among the table's columns.
fn place(column: Column) -> usize {
    match column {
        Column::Opponent => 1,
        Column::Score => 2,
        Column::Title => 3,
        Column::Federation => 4,
    }
}

/// The lines an event takes above its games: its name and dates, then its Ro and subtotals.
const EVENT_LINES: usize = 2;

/// What one line of the games table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TableLine {
    /// Line `0` or `1` of event `event`'s heading.
    Event { event: usize, line: usize },
    /// A row, counting the one being added (in its place).
    Row(usize),
}

/// The games table's lines: with the period's events (Tournament mode), each event's heading
/// before its games. Found from where each event starts (the rows are grouped by event), not
/// from every row, so a long table costs a search per event.
pub(crate) struct TableLines {
    /// Per event, the first row it holds (the one being added counted).
    starts: Vec<usize>,
    /// The rows, the one being added counted.
    rows: usize,
}

impl TableLines {
    pub(crate) fn of(table: &Tournament, request: &Request) -> TableLines {
        let rows = &request.rows;
        let adding = table.editor.as_ref().filter(|editor| editor.adding);
        let count = rows.len() + usize::from(adding.is_some());
        let events = match request.mode {
            Mode::Tournament => request.events.len(),
            _ => 0,
        };
        // The event of row `index` of the table as drawn (the one being added in its place).
        let event_at = |index: usize| match adding {
            Some(editor) if index == editor.row => editor.draft.event,
            Some(editor) if index > editor.row => rows[index - 1].event,
            _ => rows[index].event,
        };
        let starts = (0..events)
            .map(|event| partition(count, |index| event_at(index) < event))
            .collect();
        TableLines {
            starts,
            rows: count,
        }
    }

    /// The first line shown with row `selected` in view ([`first_visible`]): an event's
    /// heading shown whole when the selection leaves room for it, its name with its figures.
    pub(crate) fn first_shown(&self, selected: usize, visible: usize) -> usize {
        let line = self.line_of_row(selected);
        let first = first_visible(line, self.count(), visible);
        match self.at(first) {
            TableLine::Event { line: 1, .. } if line < first - 1 + visible => first - 1,
            _ => first,
        }
    }

    /// The event whose games row `row` continues, when its heading is above the row (the row
    /// is not the event's first).
    pub(crate) fn event_above(&self, row: usize) -> Option<usize> {
        let event = self
            .starts
            .partition_point(|&start| start <= row)
            .checked_sub(1)?;
        (self.starts[event] < row).then_some(event)
    }

    /// How many lines the table has.
    pub(crate) fn count(&self) -> usize {
        self.rows + EVENT_LINES * self.starts.len()
    }

    /// The line row `row` is drawn on.
    pub(crate) fn line_of_row(&self, row: usize) -> usize {
        row + EVENT_LINES * self.starts.partition_point(|&start| start <= row)
    }

    /// The line event `event`'s heading starts on.
    fn line_of_event(&self, event: usize) -> usize {
        self.starts[event] + EVENT_LINES * event
    }

    /// What line `line` shows.
    pub(crate) fn at(&self, line: usize) -> TableLine {
        let events = partition(self.starts.len(), |event| self.line_of_event(event) <= line);
        match events.checked_sub(1) {
            Some(event) if line - self.line_of_event(event) < EVENT_LINES => TableLine::Event {
                event,
                line: line - self.line_of_event(event),
            },
            _ => TableLine::Row(line - EVENT_LINES * events),
        }
    }
}

/// How many of `0..count` come before the first for which `before` is false (`before` holds
/// for a start of them and no more).
fn partition(count: usize, before: impl Fn(usize) -> bool) -> usize {
    let (mut low, mut high) = (0, count);
    while low < high {
        let middle = low + (high - low) / 2;
        if before(middle) {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    low
}

/// The first row shown: the selection stays in view, centred once the list scrolls.
pub fn first_visible(selected: usize, rows: usize, visible: usize) -> usize {
    if rows <= visible {
        0
    } else {
        selected.saturating_sub(visible / 2).min(rows - visible)
    }
}

/// What the raised mark means, in Norm mode when an opponent's rating is raised to the floor.
fn raised_legend(outcome: &Outcome) -> Option<String> {
    match outcome {
        Outcome::Norm(answer) if answer.check.rating_used.iter().any(|&(_, raised)| raised) => {
            Some(words::raised_legend(answer.input.title))
        }
        _ => None,
    }
}

/// Draws the games table (the component `tournament`, over `area`).
pub fn render(frame: &mut Frame, area: Rect, tournament: &Tournament, shared: &Shared) {
    let request = shared.request;
    let outcome = &shared.evaluation.outcome;
    let focused = shared.form.focus == Some(Entry::Rows);
    let editor = tournament.editor.as_ref();
    // The rows, with the one being added shown in its place; those that fit the box (its
    // borders and header take three lines) around the selection.
    let adding = editor.filter(|e| e.adding);
    let count = request.rows.len() + usize::from(adding.is_some());
    let visible = area.height.saturating_sub(3) as usize;
    let selected = adding.map_or(tournament.selected, |e| e.row);
    // With events, each event's heading before its games.
    let lines = TableLines::of(tournament, request);
    let first = lines.first_shown(selected, visible);
    let shown_lines = first..(first + visible).min(lines.count());
    let rows_shown = || {
        shown_lines.clone().filter_map(|line| match lines.at(line) {
            TableLine::Row(row) => Some(row),
            TableLine::Event { .. } => None,
        })
    };
    // Which games show when they do not all fit: "Games 12–30 of 150", and the event of the
    // first when its heading has scrolled out of view above.
    let title = match (rows_shown().next(), rows_shown().next_back()) {
        (Some(top), Some(bottom)) if lines.count() > visible && visible > 0 => {
            let mut title = format!(
                " {} ",
                tr_args(
                    "table-title-part",
                    &[
                        ("first", (top + 1).into()),
                        ("last", (bottom + 1).into()),
                        ("count", count.into()),
                    ],
                )
            );
            if let TableLine::Row(row) = lines.at(first)
                && let Some(event) = lines.event_above(row)
            {
                let name = request.events[event]
                    .split('|')
                    .next()
                    .map_or("", str::trim);
                let number = (event + 1).to_string();
                // A new event's line is "Event 2" until it is named: said once, not twice.
                let unnamed =
                    name.is_empty() || name == crate::calc::events::default_line(event + 1);
                let said = if unnamed {
                    tr_args("table-title-event", &[("number", number.into())])
                } else {
                    tr_args(
                        "table-title-event-named",
                        &[("number", number.into()), ("name", name.into())],
                    )
                };
                let room = usize::from(area.width).saturating_sub(title.chars().count() + 4);
                let room = u16::try_from(room).unwrap_or(u16::MAX);
                if room > 12 {
                    title.push_str(&super::shortened(&said, room));
                }
            }
            title
        }
        // Norm mode checks Tournament mode's games: said where they are.
        _ => format!(
            " {} ",
            tr_args(
                if request.mode == Mode::Norm {
                    "table-title-norm"
                } else {
                    "table-title"
                },
                &[("count", request.rows.len().into())]
            )
        ),
    };
    let mut block = Block::bordered().title(title).border_style(theme::border(
        focused,
        !shared.evaluation.row_errors.is_empty(),
    ));
    let hint = (request.mode != Mode::Norm)
        .then(|| crate::report::systems::opponent_hint(request.system))
        .flatten();
    if request.rows.is_empty() && editor.is_none() {
        // On the border, never past its corner: shortened with … where it does not fit.
        let room = area.width.saturating_sub(4);
        block = block.title_bottom(Line::styled(
            format!(" {} ", super::shortened(&tr("table-empty"), room)),
            theme::muted(),
        ));
    } else if let Some(legend) = raised_legend(outcome)
        .filter(|legend| legend.chars().count() + 4 <= usize::from(area.width))
    {
        // Norm mode's "2050↑", said where it is shown (its note column is out of room at 80).
        block = block.title_bottom(Line::styled(format!(" {legend} "), theme::muted()));
    } else if let Some(hint) =
        hint.filter(|hint| hint.chars().count() + 4 <= usize::from(area.width))
    {
        // What the system reads in an opponent's cell beyond a rating.
        block = block.title_bottom(Line::styled(format!(" {hint} "), theme::muted()));
    } else if let Some(keys) = (focused && request.mode == Mode::Tournament && editor.is_none())
        .then(|| tr("table-event-keys"))
        .filter(|keys| keys.chars().count() + 2 <= usize::from(area.width))
    {
        // The period's event keys, which the footer has no room for at 80 columns.
        block = block.title_bottom(Line::styled(keys, theme::muted()));
    }
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mode = request.mode;
    let number_width = number_width(count);
    let mut rows = Vec::with_capacity(visible);
    // The events' headings shown: the line in view, the event and which of its lines.
    let mut headings = Vec::new();
    for line in shown_lines.clone() {
        let shown = match lines.at(line) {
            TableLine::Row(shown) => shown,
            TableLine::Event { event, line: part } => {
                headings.push((line - first, event, part));
                rows.push(Row::new(Vec::<Cell>::new()));
                continue;
            }
        };
        let index = match adding {
            Some(e) if shown == e.row => None,
            Some(e) if shown > e.row => Some(shown - 1),
            _ => Some(shown),
        };
        let mut cells: Vec<Cell> = vec![Cell::from(format!("{:>w$}", shown + 1, w = number_width))];
        match index {
            None => {
                // The new game: the columns typed so far, then the one being typed.
                let editor = adding.expect("a row being added");
                let editable = Column::editable(mode);
                let place = |c: Column| editable.iter().position(|&e| e == c);
                for &column in editable {
                    // A cell typed and gone back from (Shift-Tab) shows what it holds; one
                    // still to come, "…".
                    let typed = column.text(&editor.draft);
                    let text = match column {
                        c if c == editor.column => editor.input.value().to_string(),
                        c if typed.is_empty() && place(c) > place(editor.column) => "…".to_string(),
                        _ => typed.to_string(),
                    };
                    cells.push(
                        Cell::from(Span::styled(text, theme::focused())).style(theme::focused()),
                    );
                }
            }
            Some(index) => {
                let row = &request.rows[index];
                let error = shared.evaluation.row_error(index).map(state::words);
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
                // The cursor shows over an error's mark: it is where the keys go.
                let opponent_style = match error {
                    Some(_) if cell_style(Column::Opponent) == ratatui::style::Style::new() => {
                        theme::invalid()
                    }
                    _ => cell_style(Column::Opponent),
                };
                // Right-aligned as the computed columns are; whole scores and `?` keep the room
                // of a decimal, so 1 and 0.5 have their units in line.
                let score = match row.score_text() {
                    text if text.contains('.') || text.is_empty() => {
                        crate::i18n::number(text).into_owned()
                    }
                    text => format!("{text}  "),
                };
                cells.extend(
                    [
                        (printable(&row.opponent).into_owned(), opponent_style),
                        (score, cell_style(Column::Score)),
                    ]
                    // The style on the whole cell: the cursor covers an empty one too.
                    .map(|(text, style)| {
                        Cell::from(Line::from(Span::styled(text, style)).right_aligned())
                            .style(style)
                    }),
                );
                // The note names the opponent first, when the list gave the name.
                let note = |text: String, style| {
                    let mut spans = Vec::new();
                    if !row.name.is_empty() {
                        let name = printable(&row.name).into_owned();
                        let after = if text.is_empty() { "" } else { " · " };
                        spans.push(Span::styled(name + after, theme::muted()));
                    }
                    spans.push(Span::styled(text, style));
                    Cell::from(Line::from(spans))
                };
                let dashes =
                    |count: usize| (0..count).map(|_| Cell::from(Line::from(DASH).right_aligned()));
                if mode == Mode::Norm {
                    cells.extend([Column::Title, Column::Federation].map(|column| {
                        let text = match column {
                            Column::Title => &row.title,
                            _ => &row.federation,
                        };
                        Cell::from(Span::styled(
                            printable(text).into_owned(),
                            cell_style(column),
                        ))
                        .style(cell_style(column))
                    }));
                    let used = match outcome {
                        Outcome::Norm(answer) => answer.check.rating_used.get(index).copied(),
                        _ => None,
                    };
                    match used {
                        Some((used, raised)) => {
                            let text = if raised {
                                format!("{used}{}", words::RAISED_MARK)
                            } else {
                                used.to_string()
                            };
                            cells.push(Cell::from(Line::from(text).right_aligned()));
                            let said = match (raised, row.is_unplayed()) {
                                (true, _) => words::raised_note(),
                                (false, true) => words::unplayed_note(),
                                _ => String::new(),
                            };
                            cells.push(note(said, theme::muted()));
                        }
                        None => {
                            cells.extend(dashes(1));
                            cells.push(note(error.unwrap_or_default(), theme::invalid()));
                        }
                    }
                } else {
                    // The figures of the row's own game, or why it is none.
                    match outcome.row_figures(index) {
                        RowFigures::Elo(line) => {
                            // The report's cells for the computed columns; the note in a few
                            // words.
                            let computed = game_line(index + 1, &line).cells;
                            cells.extend(computed[3..6].iter().map(|cell| {
                                // Numbers right-aligned, their decimal points in line.
                                Cell::from(
                                    Line::from(Span::styled(
                                        cell.text.clone(),
                                        theme::of_tone(cell.tone),
                                    ))
                                    .right_aligned(),
                                )
                            }));
                            let said = match (line.exclusion, line.capped_from()) {
                                (Some(reason), _) => words::exclusion_short_said(reason),
                                (None, Some(real)) => words::capped_short_said(real),
                                (None, None) => String::new(),
                            };
                            cells.push(note(said, theme::muted()));
                        }
                        RowFigures::System {
                            difference: diff,
                            expected,
                        } => {
                            // Another system: the difference and the expected score.
                            cells.extend(
                                [
                                    difference(diff),
                                    crate::i18n::number(&format!("{expected:.2}")).into_owned(),
                                    DASH.to_string(),
                                ]
                                .map(|text| Cell::from(Line::from(text).right_aligned())),
                            );
                            cells.push(note(String::new(), theme::muted()));
                        }
                        RowFigures::LeftOut(left_out) => {
                            cells.extend(dashes(3));
                            cells.push(note(
                                crate::report::left_out::why_short(left_out.why),
                                theme::muted(),
                            ));
                        }
                        // Not rated (a value to put right first): a game still to play says
                        // so, a row in error why.
                        RowFigures::None if row.is_unplayed() && error.is_none() => {
                            cells.extend(dashes(3));
                            cells.push(note(words::unplayed_note(), theme::muted()));
                        }
                        RowFigures::None => {
                            cells.extend(dashes(3));
                            cells.push(note(error.unwrap_or_default(), theme::invalid()));
                        }
                    }
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
    let columns = columns(mode, count, inner.width);
    let header = Row::new(columns.iter().map(|(title, _, right)| {
        let line = Line::from(title.as_str());
        Cell::from(if *right { line.right_aligned() } else { line })
    }))
    .style(theme::heading());
    frame.render_widget(
        Table::new(rows, columns.iter().map(|&(_, width, _)| width))
            .header(header)
            .column_spacing(1),
        inner,
    );
    for (offset, event, part) in headings {
        let area = Rect::new(inner.x, inner.y + 1 + offset as u16, inner.width, 1);
        frame.render_widget(event_heading(shared, event, part, inner.width), area);
    }
    if let Some(editor) = editor {
        place_cursor(
            frame,
            inner,
            editor,
            lines.line_of_row(editor.row),
            first,
            shared,
        );
    }
}

/// Line `part` of event `event`'s heading in `width` columns: its number, name and dates
/// (the name shortened first, the dates whole or left out), then its Ro and, once the period
/// is rated, its subtotals in FIDE's columns (never cut: they fit the narrowest table).
fn event_heading(shared: &Shared, event: usize, part: usize, width: u16) -> Line<'static> {
    let request = shared.request;
    let text = request.events.get(event).map_or("", String::as_str);
    let read = read_line(text, request.pool());
    // The report's words for the event, once the period is rated.
    let rated = match &shared.evaluation.outcome {
        Outcome::Period(period) => period
            .events
            .as_ref()
            .and_then(|events| events.parts.get(event))
            .map(|part| event_line(event + 1, part).cells),
        _ => None,
    };
    if part == 0 {
        let (name, dates) = match (&rated, &read) {
            (Some(cells), _) => (cells[0].text.to_string(), cells[1].text.to_string()),
            // Not rated (a value to put right first): the name as typed, the dates with the
            // figures.
            (None, Ok(line)) => (format!("{} · {}", event + 1, line.name), String::new()),
            (None, Err(_)) => (format!("{} · {text}", event + 1), String::new()),
        };
        let event_word = tr("table-event");
        let name = format!("{event_word} {}", printable(&name));
        let width = usize::from(width);
        let dates_room = width.saturating_sub(dates.chars().count() + 2);
        let text = if dates.is_empty() || dates_room < event_word.chars().count() + 4 {
            shortened(&name, width as u16)
        } else {
            let name = shortened(&name, dates_room as u16);
            let gap = width - name.chars().count() - dates.chars().count();
            format!("{name}{}{dates}", " ".repeat(gap))
        };
        return Line::styled(text, theme::heading());
    }
    let mut spans = vec![Span::raw("  ")];
    match (rated, &read) {
        (Some(cells), _) => {
            let figures: Vec<(&str, &crate::report::Cell)> = EVENT_COLUMNS[2..]
                .iter()
                .copied()
                .zip(&cells[2..])
                .collect();
            let wide: usize = figures
                .iter()
                .map(|(title, cell)| title.chars().count() + cell.text.chars().count() + 3)
                .sum();
            let gap = if wide + 2 <= usize::from(width) {
                "  "
            } else {
                " "
            };
            for (index, (title, cell)) in figures.into_iter().enumerate() {
                if index > 0 {
                    spans.push(Span::raw(gap));
                }
                spans.push(Span::styled(format!("{title} "), theme::muted()));
                spans.push(Span::styled(
                    cell.text.to_string(),
                    theme::of_tone(cell.tone),
                ));
            }
        }
        (None, Ok(line)) => {
            spans.push(Span::styled(
                format!("{} ", EVENT_COLUMNS[2]),
                theme::muted(),
            ));
            spans.push(Span::raw(match line.rating {
                Some(rating) => crate::report::numbers::rating(rating.value()),
                None => tr("table-event-your-rating"),
            }));
        }
        (None, Err(error)) => spans.push(Span::styled(
            tr_args(
                "table-event-not-a-line",
                &[("error", error.to_string().into())],
            ),
            theme::invalid(),
        )),
    }
    Line::from(spans)
}

/// Draws the editor's value over its cell and puts the cursor there.
fn place_cursor(
    frame: &mut Frame,
    inner: Rect,
    editor: &CellEditor,
    line: usize,
    first: usize,
    shared: &Shared,
) {
    if line < first || shared.help_open {
        return;
    }
    let y = inner.y + 1 + (line - first) as u16;
    // The same column layout the table itself uses.
    let count = shared.request.rows.len() + usize::from(editor.adding);
    let widths = columns(shared.request.mode, count, inner.width)
        .into_iter()
        .map(|(_, width, _)| width);
    let column = Layout::horizontal(widths).spacing(1).split(inner)[place(editor.column)];
    let area = Rect::new(column.x, y, column.width, 1).intersection(inner);
    input_line(frame, area, &editor.input, theme::focused(), true);
}
