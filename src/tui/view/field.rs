//! Field mode: a tournament report file's players, one row each in the order chosen, and the
//! selected player's rounds below. Only the rows that fit are built.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Cell, Paragraph, Row, Table};

use super::table::first_visible;
use super::{input_line, shortened, theme, wrap};
use crate::calc::Entry;
use crate::calc::trf::{FieldReport, KSource, PlayerResult};
use crate::i18n::{number, tr, tr_args};
use crate::report::field::ROUND_COLUMNS;
use crate::report::numbers::{DASH, signed};
use crate::report::words;
use crate::text::printable;
use crate::tui::players::{
    COLUMNS, FILE_POINTS, FieldSort, NAME, RANK, column_title_id, sort_column, text_width,
};
use crate::tui::state::{App, FieldTable, Shared};

/// The players' columns in the order shown (indices into the report's, then the file's).
const ORDER: [usize; COLUMNS] = [
    RANK,
    0,
    1,
    2,
    3,
    4,
    5,
    6,
    FILE_POINTS,
    7,
    8,
    9,
    10,
    11,
    12,
    13,
];
/// The columns left out first when the screen is narrow: the unrounded change, the first
/// rating's reason, the title, the federation, the expected score, the performance.
const DROPPED_FIRST: [usize; 6] = [9, 13, 2, 3, 8, 12];
/// The fewest columns a name gets before another column is left out.
const NAME_LEAST: u16 = 14;

/// The players' columns shown and their widths in `width` columns: each as wide as its widest
/// value (every player's, so the widths hold when the list scrolls) and its title, never cut;
/// the name takes what is left, and columns are left out, least needed first, until the name
/// has [`NAME_LEAST`] columns. With the spaces between the columns.
pub fn player_columns(widest: &[u16; COLUMNS], width: u16) -> (Vec<(usize, u16)>, u16) {
    let mut shown: Vec<usize> = ORDER.to_vec();
    let fixed = |shown: &[usize]| -> u16 {
        shown
            .iter()
            .filter(|&&column| column != NAME)
            .map(|&column| widest[column] + 1)
            .sum()
    };
    for column in DROPPED_FIRST {
        if width.saturating_sub(fixed(&shown)) >= NAME_LEAST.min(widest[NAME]) {
            break;
        }
        shown.retain(|&c| c != column);
    }
    let name = width
        .saturating_sub(fixed(&shown))
        .min(widest[NAME].max(NAME_LEAST));
    // A wide screen gives what is left to the names, then two spaces between columns, then
    // the rest to the last column's reason.
    let mut spare = width.saturating_sub(fixed(&shown) + name);
    let gaps = shown.len() as u16 - 1;
    let spacing = if spare >= gaps {
        spare -= gaps;
        2
    } else {
        1
    };
    let columns = shown
        .into_iter()
        .map(|column| match column {
            NAME => (column, name),
            13 => (column, widest[column] + spare),
            _ => (column, widest[column]),
        })
        .collect();
    (columns, spacing)
}

/// How a column is titled on screen: the report's title, or a shorter one where the report's
/// is wider than the values.
/// In the language people read.
fn column_title(column: usize) -> String {
    tr(column_title_id(column))
}

/// Columns aligned right: the numbers.
const RIGHT: [usize; 12] = [0, 4, 5, 6, 7, 8, 9, 10, 11, 12, RANK, FILE_POINTS];
/// The K column, where a player's K is typed.
const K_COLUMN: usize = 5;

/// The band above the tables: what the report is, and what it assumes.
pub fn summary_lines(app: &App, width: u16) -> Vec<Line<'static>> {
    let Some(report) = app.field_report() else {
        return Vec::new();
    };
    let name = report.tournament.name.as_deref().map_or_else(
        || tr("field-tournament"),
        |name| printable(name).into_owned(),
    );
    let mut lines = vec![
        Line::styled(name, theme::heading()),
        Line::raw(crate::report::field::summary(report)),
    ];
    // Which list gave K comes first, where the band shows it whatever its height.
    let mut notes = crate::report::sheet::field_notes(report, words::GIVE_K_KEY);
    if let Some(list) = crate::report::field::field_list_note(report, words::GIVE_K_KEY)
        && let Some(at) = notes.iter().position(|note| *note == list)
    {
        let list = notes.remove(at);
        notes.insert(0, list);
    }
    for note in &notes {
        lines.extend(
            wrap(note, usize::from(width).max(1))
                .into_iter()
                .map(|piece| Line::styled(piece, theme::muted())),
        );
    }
    lines
}

pub fn render_summary(frame: &mut Frame, area: Rect, app: &App) {
    // A long file name is shortened with "…", never cut by the border.
    let room = area.width.saturating_sub(5);
    let title = match app.request.field.name.as_str() {
        "" => format!(" {} ", tr("field-report")),
        name => format!(" {} ", shortened(&printable(name), room)),
    };
    let block = Block::bordered()
        .title(title)
        .border_style(theme::border(false, false));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let lines = match app.problem_words() {
        Some(problem) => vec![
            Line::styled(DASH, theme::heading()),
            Line::styled(problem, theme::invalid()),
        ],
        None => summary_lines(app, inner.width),
    };
    frame.render_widget(
        Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true }),
        inner,
    );
}

/// How a table area of `height` rows is shared: the players keep half the height, or what they
/// need; the rounds take the rest they need, and scroll when they need more. The rows of each.
pub fn split(table: &FieldTable, report: Option<&FieldReport>, height: u16) -> (u16, u16) {
    let Some(report) = report else {
        return (height, 0);
    };
    let players = report.players.len();
    let rounds = table.selected_player().map_or(0, |index| {
        report.player(&report.players[index]).rounds.len()
    });
    let players_need = (players as u16 + 3).max(5);
    let said = selected_list_lines(table, Some(report)).len() as u16;
    let below = (rounds as u16 + 3 + said)
        .max(5)
        .min(height.saturating_sub(players_need.min(height / 2)));
    (height.saturating_sub(below), below)
}

/// The rounds a rounds panel of `height` rows shows at once (its borders and header aside,
/// and the `said` lines of what the list says of the player).
pub fn rounds_visible(height: u16, said: u16) -> usize {
    usize::from(height.saturating_sub(3 + said))
}

/// With a FIDE list, what it says of a player, a line each: where their K came from, and
/// each place the file says other than the list (a warning: `true`). Nothing without a list.
pub fn list_lines(report: &FieldReport, result: &PlayerResult) -> Vec<(String, bool)> {
    let Some(list) = &report.list else {
        return Vec::new();
    };
    let month = list.month;
    let player = report.player(result);
    let entry = list.entry(player);
    let mut lines = Vec::new();
    if let Some((k, source)) = result.k {
        let k = k.value();
        let id = match source {
            KSource::List(_) => "k-source-list",
            KSource::Player => "k-source-player",
            KSource::Everyone => "k-source-everyone",
            KSource::File(_) => match (entry, player.fide_id.is_some()) {
                (Some(_), _) => "k-source-file-no-k",
                (None, true) => "k-source-file-not-listed",
                (None, false) => "k-source-file-no-id",
            },
        };
        let why = tr_args(
            id,
            &[
                ("k", k.to_string().into()),
                ("month", month.to_string().into()),
            ],
        );
        lines.push((why, false));
    } else if entry.is_none() && player.fide_id.is_some() {
        lines.push((
            tr_args("k-not-on-list", &[("month", month.to_string().into())]),
            false,
        ));
    }
    let said = |value: &Option<String>| {
        value.as_deref().map_or_else(
            || tr("field-note-none"),
            |value| printable(value).into_owned(),
        )
    };
    for difference in report
        .list_differences
        .iter()
        .filter(|difference| difference.index == result.index)
    {
        lines.push((
            tr_args(
                "field-player-difference",
                &[
                    ("field", difference.field.key().into()),
                    ("file", said(&difference.file).into()),
                    ("list", said(&difference.list).into()),
                    ("month", month.to_string().into()),
                ],
            ),
            true,
        ));
    }
    lines
}

/// What the list says of the selected player ([`list_lines`]).
pub fn selected_list_lines(
    table: &FieldTable,
    report: Option<&FieldReport>,
) -> Vec<(String, bool)> {
    let Some(report) = report else {
        return Vec::new();
    };
    table
        .selected_player()
        .and_then(|index| report.players.get(index))
        .map_or_else(Vec::new, |result| list_lines(report, result))
}

/// The players box's last line with a list: the month, how many have its K, and the warnings.
pub fn list_summary(report: &FieldReport) -> Option<String> {
    let list = report.list.as_ref()?;
    let from_list = report.k_from_list();
    let warnings = match report.list_differences.len() {
        0 => tr("field-list-no-warnings"),
        count => tr_args("field-list-warnings", &[("count", count.into())]),
    };
    let missing = report.not_on_list.len();
    let id = match (list.undated, missing) {
        (false, 0) => "field-list-summary",
        (true, 0) => "field-list-summary-undated",
        (false, _) => "field-list-summary-missing",
        (true, _) => "field-list-summary-undated-missing",
    };
    Some(tr_args(
        id,
        &[
            ("month", list.month.to_string().into()),
            ("from_list", from_list.to_string().into()),
            ("warnings", warnings.into()),
            ("missing", missing.to_string().into()),
        ],
    ))
}

/// The players' table and, below it, the selected player's rounds.
/// Draws the players table (the component `table`, over `area`): the players, and below them
/// the selected player's rounds.
pub fn render(frame: &mut Frame, area: Rect, table: &FieldTable, shared: &Shared) {
    let Some(report) = shared.field_report else {
        let block = Block::bordered()
            .title(format!(" {} ", tr("field-players")))
            .border_style(theme::border(
                shared.form.focus == Some(Entry::Players),
                false,
            ))
            .title_bottom(Line::styled(
                format!(" {} ", tr("field-open-hint")),
                theme::muted(),
            ));
        frame.render_widget(block, area);
        return;
    };
    // The order and the cells were found when the state changed: this only draws them.
    let order = &table.shown.order;
    if order.len() != report.players.len() {
        return;
    }
    let selected = table.selected_player();
    let (_, below) = split(table, Some(report), area.height);
    let [players_area, rounds_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(below)]).areas(area);
    render_players(frame, players_area, table, shared, report);
    if let Some(index) = selected {
        let scroll = if table.rounds_of == Some(index) {
            table.rounds_scroll
        } else {
            0
        };
        render_rounds(frame, rounds_area, report, index, scroll);
    }
}

/// The title of the players' box: which players show of how many, and the order.
pub fn players_title(table: &FieldTable, count: usize, first: usize, visible: usize) -> String {
    let shown = if count > visible && visible > 0 {
        tr_args(
            "players-title-part",
            &[
                ("first", (first + 1).into()),
                ("last", (first + visible).min(count).into()),
                ("count", count.into()),
            ],
        )
    } else {
        tr_args("players", &[("count", count.into())])
    };
    let id = if table.reverse {
        "players-by-reversed"
    } else {
        "players-by"
    };
    let said = tr_args(
        id,
        &[("shown", shown.into()), ("sort", table.sort.title().into())],
    );
    format!(" {said} ")
}

fn render_players(
    frame: &mut Frame,
    area: Rect,
    table: &FieldTable,
    shared: &Shared,
    report: &FieldReport,
) {
    let focused = shared.form.focus == Some(Entry::Players);
    let order = &table.shown.order;
    let visible = usize::from(area.height.saturating_sub(3));
    // A new order shows from its top; a selection that moves is scrolled into view.
    let first = if table.sorted_at == Some(table.selected) {
        0
    } else {
        first_visible(table.selected, order.len(), visible)
    };
    let mut block = Block::bordered()
        .title(players_title(table, order.len(), first, visible))
        .border_style(theme::border(focused, false));
    if let Some(said) = list_summary(report) {
        let room = area.width.saturating_sub(2);
        block = block.title_bottom(Line::styled(shortened(&said, room), theme::muted()));
    }
    let inner = block.inner(area);
    frame.render_widget(block, area);
    // The sorted column's title carries the way it is sorted: ▼ highest first, ▲ lowest.
    let sorted = sort_column(table.sort);
    let (columns, spacing) = player_columns(&table.shown.widest, inner.width);
    let descending = !matches!(table.sort, FieldSort::StartRank | FieldSort::Name) != table.reverse;
    let header = Row::new(columns.iter().map(|&(column, _)| {
        let title = column_title(column);
        let title = if column == sorted {
            format!("{title} {}", if descending { '▼' } else { '▲' })
        } else {
            title.to_string()
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
            let line = table.shown.line(report, index);
            let player = report.player(result);
            let own_k = shared
                .request
                .field
                .player_k
                .contains_key(&player.start_rank);
            let cells = columns.iter().map(|&(column, width)| {
                let cell = &line[column];
                let mut style = theme::of_tone(cell.tone);
                if column == K_COLUMN && own_k {
                    style = style.patch(theme::accent());
                }
                // Only names and words are shortened, with "…"; numbers always fit.
                let text = shortened(&cell.text, width);
                let line = Line::from(Span::styled(text, style));
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
    let widths: Vec<Constraint> = columns
        .iter()
        .map(|&(_, width)| Constraint::Length(width))
        .collect();
    frame.render_widget(
        Table::new(rows, widths.clone())
            .header(header)
            .column_spacing(spacing),
        inner,
    );
    // The K being typed, over the selected player's K cell.
    if let Some(editor) = &table.editor
        && table.selected >= first
        && !shared.help_open
    {
        let y = inner.y + 1 + (table.selected - first) as u16;
        let place = columns
            .iter()
            .position(|&(column, _)| column == K_COLUMN)
            .expect("K is always shown");
        let column = Layout::horizontal(widths).spacing(spacing).split(inner)[place];
        // As wide as the column (room for 100 at least), never over the next one.
        let cell = Rect::new(column.x, y, column.width.max(3), 1).intersection(inner);
        input_line(frame, cell, editor, theme::focused(), true);
        // Empty is the file's K: shown faint where the K would be typed, as a web form's
        // placeholder, so that the K in force is seen while another is typed.
        if editor.value().is_empty()
            && let Some(&index) = order.get(table.selected)
        {
            let files = &table.shown.line(report, index)[K_COLUMN].text;
            let style = theme::focused().patch(theme::muted());
            frame.render_widget(Paragraph::new(Span::styled(files.clone(), style)), cell);
        }
    }
}

/// The rounds of the selected player (`index`) from the `scroll`th on: opponent, colour,
/// result, score, expected, note. Numbers keep the room of the widest; names and notes are
/// shortened with "…".
fn render_rounds(frame: &mut Frame, area: Rect, report: &FieldReport, index: usize, scroll: usize) {
    let result = &report.players[index];
    let player = report.player(result);
    let count = report.rounds(result).len();
    let said = list_lines(report, result);
    let visible = rounds_visible(area.height, said.len() as u16);
    let first = scroll.min(count.saturating_sub(visible));
    // The rated games (a bye, a forfeit, an unrated opponent is a round, no rated game).
    let games = tr_args(
        "rounds-rated-games",
        &[("count", result.rated_games.into())],
    );
    // The name is shortened to leave the numbers whole.
    let mut numbers = match &result.period {
        Some(period) => format!(
            " · {} → {} · {}",
            number(&signed(period.change_unrounded, 2)),
            number(&crate::report::numbers::new_rating(period.new_rating)),
            games
        ),
        // The first rating said with the player, whose line may have no room for its column.
        None => format!(
            " · {} → {} · {games}",
            tr("rounds-unrated"),
            crate::report::field::first_rating(result.initial.as_ref(), result.rated_games)
        ),
    };
    if count > visible && visible > 0 {
        let last = (first + visible).min(count);
        let part = tr_args(
            "rounds-part",
            &[
                ("first", (first + 1).into()),
                ("last", last.into()),
                ("count", count.into()),
            ],
        );
        numbers.push_str(&format!(" · {part}"));
    }
    numbers.push(' ');
    let room = area.width.saturating_sub(3 + text_width(&numbers));
    let title = format!(" {}{numbers}", shortened(&printable(&player.name), room));
    let block = Block::bordered()
        .title(title)
        .border_style(theme::border(false, false));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    // What the list says of the player, above the rounds: never cut off by them.
    let said_height = (said.len() as u16).min(inner.height);
    let [said_area, inner] =
        Layout::vertical([Constraint::Length(said_height), Constraint::Fill(1)]).areas(inner);
    let said_lines: Vec<Line> = said
        .iter()
        .map(|(text, warning)| {
            let style = if *warning {
                theme::invalid()
            } else {
                theme::muted()
            };
            Line::styled(shortened(text, said_area.width), style)
        })
        .collect();
    frame.render_widget(Paragraph::new(said_lines), said_area);
    // Only the rounds shown are worked out.
    let rounds: Vec<_> = report.rounds(result).skip(first).take(visible).collect();
    let round_width = text_width(&count.max(1).to_string()).max(2);
    // The name as wide as the longest shown, the note the rest.
    let fixed = round_width + 4 + 4 + 1 + 1 + 3 + 4 + 8;
    let names: Vec<String> = rounds
        .iter()
        .map(|round| {
            round
                .round
                .opponent
                .and_then(|rank| report.tournament.player(rank))
                .map_or_else(String::new, |player| printable(&player.name).into_owned())
        })
        .collect();
    let widest_name = names
        .iter()
        .map(|name| text_width(name))
        .max()
        .unwrap_or(0)
        .max(4);
    let name_width = widest_name.min(inner.width.saturating_sub(fixed + 16).max(8));
    let note_width = inner.width.saturating_sub(fixed + name_width);
    let widths = [
        Constraint::Length(round_width),
        Constraint::Length(4),
        Constraint::Length(name_width),
        Constraint::Length(4),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(3),
        Constraint::Length(4),
        Constraint::Length(note_width),
    ];
    let header = Row::new(
        ROUND_COLUMNS
            .map(tr)
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
    let rows: Vec<Row> = rounds
        .iter()
        .zip(names)
        .map(|(round, name)| {
            let opponent = round.round.opponent;
            let right = |text: String| Cell::from(Line::from(text).right_aligned());
            Row::new(vec![
                right(round.round.round.to_string()),
                right(opponent.map_or_else(String::new, |rank| rank.to_string())),
                Cell::from(shortened(&name, name_width)),
                right(
                    round
                        .opponent_rating
                        .map_or_else(String::new, |rating| rating.to_string()),
                ),
                Cell::from(round.round.colour.to_string()),
                Cell::from(round.round.code.symbol().to_string()),
                right(number(&crate::report::numbers::points(round.score.points())).into_owned()),
                right(
                    round
                        .expected
                        .map_or_else(String::new, |e| number(&format!("{e:.2}")).into_owned()),
                ),
                Cell::from(Span::styled(
                    shortened(
                        &match (round.note, round.capped_from) {
                            (Some(note), _) => words::round_note_said(note),
                            (None, Some(real)) => words::capped_short_said(real),
                            (None, None) => String::new(),
                        },
                        note_width,
                    ),
                    theme::muted(),
                )),
            ])
        })
        .collect();
    frame.render_widget(
        Table::new(rows, widths).header(header).column_spacing(1),
        inner,
    );
}
