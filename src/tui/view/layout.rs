//! Where everything goes on the screen, in one pure function of the app and the screen's size:
//! the view draws into these areas and a mouse click is matched against the same ones.

use ratatui::layout::{Constraint, Layout, Rect};

use super::chart;
use super::form::{self, LEFT};
use super::results::Panel;
use crate::calc::{Entry, Mode, Outcome};
use crate::report::sheet::{
    self, GAME, HOW, INITIAL, REQUIREMENTS, RESULT, SCENARIOS, TARGETS, TOTALS,
};
use crate::report::{Key, Sheet};
use crate::tui::state::App;

/// The rows a results panel leaves below the band for the table or the chart, when it can.
const BELOW_MIN: u16 = 12;
/// The fewest rows the games table gets, and the fewest and most the chart below it gets.
const TABLE_MIN: u16 = 6;
/// The rows Tournament mode's games table keeps from a result panel: five games, its header
/// and borders.
const TABLE_KEPT: u16 = 5 + 3;
const CHART_MIN: u16 = chart::READABLE;
/// The rows of the chart's summary in words, where a chart would not be readable.
const SUMMARY: u16 = 3;
const CHART_MAX: u16 = 14;
/// How wide the table is when the chart stands beside it, and from how wide a body on.
const TABLE_BESIDE: u16 = 72;
const CHART_BESIDE_FROM: u16 = 110;
/// The rows of the "How" panel when there is no result to explain.
const HOW_EMPTY: u16 = 4;

/// The tab bar, the body and the footer of `footer` rows.
pub fn screen(area: Rect) -> [Rect; 3] {
    Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .areas(area)
}

/// The results panels of the current mode, laid out for the body's width: the result beside
/// the form, and (Game mode) how each change was found.
pub struct Panels {
    pub result: Option<Panel>,
    pub how: Option<Panel>,
}

/// A panel of the sections `titles` of `sheet` (the lines with `keys`, or all), titled `title`,
/// with `notes` under them, laid out for `width` columns.
fn panel_of(
    sheet: &Sheet,
    title: &str,
    titles: &[&str],
    keys: Option<&[Key]>,
    notes: &[String],
    width: u16,
) -> Panel {
    let sections: Vec<_> = titles
        .iter()
        .filter_map(|title| sheet.section(title))
        .collect();
    Panel::new(title, &sections, keys, notes, width)
}

/// Norm mode's left column, the form over the games: the form's width, more on wide screens,
/// leaving the requirements [`NORM_PANEL`] columns.
fn norm_left(body: Rect) -> u16 {
    body.width.saturating_sub(NORM_PANEL).max(LEFT)
}

/// The widest Norm mode's requirements panel gets: each figure with its article beside it.
const NORM_PANEL: u16 = 60;

pub fn panels(app: &App, body: Rect) -> Panels {
    let width = match app.request.mode {
        Mode::Norm => body.width.saturating_sub(norm_left(body) + 2),
        _ => body.width.saturating_sub(LEFT + 2),
    };
    let none = Panels {
        result: None,
        how: None,
    };
    // Field mode shows its own tables, never these panels: its sheet, every player's line,
    // is not made on each frame.
    if app.request.mode == Mode::Field {
        return none;
    }
    let Some(sheet) = sheet::of_evaluation(&app.evaluation) else {
        return none;
    };
    match (app.request.mode, app.outcome()) {
        (Mode::Game, Outcome::Game(_)) => {
            let keys = [Key::Expected, Key::Change, Key::NewRating, Key::Item];
            Panels {
                result: Some(panel_of(
                    &sheet,
                    &sheet.title,
                    &[GAME, SCENARIOS],
                    Some(&keys),
                    &[],
                    width,
                )),
                how: Some(panel_of(
                    &sheet,
                    &crate::report::sheet::shown_title(HOW),
                    &[HOW],
                    None,
                    &sheet.notes,
                    body.width.saturating_sub(2),
                )),
            }
        }
        // Another rating system: its answer says where its sheet goes.
        (Mode::Game | Mode::Tournament, Outcome::System(answer)) => {
            let plan = crate::report::systems::panels(answer.as_ref());
            let notes = |here: bool| if here { &sheet.notes[..] } else { &[] };
            // The whole title where it fits, else the short one: never a title cut.
            let title = if sheet.title.chars().count() + 2 <= usize::from(width) {
                &sheet.title
            } else {
                &plan.short_title
            };
            Panels {
                result: Some(panel_of(
                    &sheet,
                    title,
                    plan.result,
                    plan.keys,
                    notes(plan.notes_with_result),
                    width,
                )),
                how: plan.second.map(|(title, sections)| {
                    panel_of(
                        &sheet,
                        &crate::report::sheet::shown_title(title),
                        sections,
                        None,
                        notes(!plan.notes_with_result),
                        body.width.saturating_sub(2),
                    )
                }),
            }
        }
        (Mode::Tournament, Outcome::Initial(_)) => Panels {
            result: Some(panel_of(
                &sheet,
                &sheet.title,
                &[INITIAL, TARGETS],
                None,
                &sheet.notes,
                width,
            )),
            how: None,
        },
        (Mode::Tournament, _) => Panels {
            result: Some(panel_of(
                &sheet,
                &crate::report::sheet::shown_title(TOTALS),
                &[TOTALS, TARGETS],
                None,
                &sheet.notes,
                width,
            )),
            how: None,
        },
        (Mode::Norm, Outcome::Norm(_)) => Panels {
            result: Some(panel_of(
                &sheet,
                &sheet.title,
                &[REQUIREMENTS],
                None,
                &[],
                width,
            )),
            how: None,
        },
        (Mode::Multi, Outcome::Multi(_)) => {
            let keys = [
                Key::Expected,
                Key::Difference,
                Key::K,
                Key::Change,
                Key::NewRating,
            ];
            Panels {
                result: Some(panel_of(
                    &sheet,
                    &crate::report::sheet::shown_title(RESULT),
                    &[RESULT],
                    Some(&keys),
                    &sheet.notes,
                    width,
                )),
                how: None,
            }
        }
        _ => none,
    }
}

/// Where each part of the body goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Areas {
    pub form: Rect,
    pub panel: Rect,
    pub how: Option<Rect>,
    pub table: Option<Rect>,
    pub chart: Option<Rect>,
}

pub fn areas(app: &App, body: Rect, panels: &Panels) -> Areas {
    // Zoomed (z), the mode's main panel has the whole body: the games, the players, the curve.
    if app.zoomed {
        let whole = Some(body);
        return match app.request.mode {
            Mode::Tournament | Mode::Norm | Mode::Field => Areas {
                table: whole,
                ..Areas::default()
            },
            Mode::Game | Mode::Multi => Areas {
                chart: whole,
                ..Areas::default()
            },
        };
    }
    if app.request.mode == Mode::Field {
        // The form and what the report assumes above; the players and a player's rounds
        // take the rest, the whole width.
        let summary = super::field::summary_lines(app, body.width.saturating_sub(LEFT + 2));
        let height =
            form::height(&app.shared()).max((summary.len() as u16 + 2).min(body.height / 4));
        let [top, table] =
            Layout::vertical([Constraint::Length(height), Constraint::Fill(1)]).areas(body);
        let [form, panel] =
            Layout::horizontal([Constraint::Length(LEFT), Constraint::Fill(1)]).areas(top);
        return Areas {
            form,
            panel,
            table: Some(table),
            ..Areas::default()
        };
    }
    if app.request.mode == Mode::Norm {
        // The requirements are many lines: they take the whole height beside the form and
        // the games, which fit the form's width (a norm's table has no computed columns).
        let [left, panel] =
            Layout::horizontal([Constraint::Length(norm_left(body)), Constraint::Fill(1)])
                .areas(body);
        let [form, table] = Layout::vertical([
            Constraint::Length(form::height(&app.shared())),
            Constraint::Fill(1),
        ])
        .areas(left);
        return Areas {
            form,
            panel,
            table: Some(table),
            ..Areas::default()
        };
    }
    // The top band: the form and the result beside it, as tall as the taller needs, and the
    // panel's wishes as far as the rows below can spare.
    let panel = panels.result.as_ref();
    let mut panel_needs = panel.map_or(0, Panel::min_height);
    // The games are what Tournament mode is edited in: a long result (US Chess's notes) ends in
    // "…" before the table loses its rows.
    if app.request.mode == Mode::Tournament {
        panel_needs = panel_needs.min(body.height.saturating_sub(TABLE_KEPT));
    }
    let needs = panel_needs.max(form::height(&app.shared()));
    let wishes = panel.map_or(0, Panel::height);
    let height = wishes.min(body.height.saturating_sub(BELOW_MIN)).max(needs);
    let [top, below] =
        Layout::vertical([Constraint::Length(height), Constraint::Fill(1)]).areas(body);
    let [form, panel] =
        Layout::horizontal([Constraint::Length(LEFT), Constraint::Fill(1)]).areas(top);
    let mut areas = Areas {
        form,
        panel,
        ..Areas::default()
    };
    match app.request.mode {
        Mode::Game => {
            let how = panels.how.as_ref().map_or(HOW_EMPTY, Panel::height);
            // Below the rows a readable chart needs, its summary in words under a taller How;
            // with no room even for the summary, no chart at all rather than an empty box.
            let left = below.height.saturating_sub(how);
            let chart = if left < SUMMARY {
                Constraint::Length(0)
            } else if left < chart::READABLE {
                Constraint::Length(SUMMARY)
            } else {
                Constraint::Fill(1)
            };
            let how_rows = match chart {
                Constraint::Fill(_) => Constraint::Length(how),
                _ => Constraint::Fill(1),
            };
            let [how, chart] = Layout::vertical([how_rows, chart]).areas(below);
            areas.how = Some(how);
            areas.chart = (chart.height > 0).then_some(chart);
        }
        Mode::Multi => areas.chart = Some(summary_or_chart(below)),
        Mode::Norm | Mode::Field => unreachable!("laid out above"),
        Mode::Tournament => {
            // The chart goes beside the table on wide screens; otherwise below it whenever the
            // rows leave it room (the table keeps the rows it needs, a few at least).
            let table_needs = (app.request.rows.len() as u16 + 4).max(TABLE_MIN);
            let (table, chart) = if below.width >= CHART_BESIDE_FROM {
                let [table, chart] =
                    Layout::horizontal([Constraint::Length(TABLE_BESIDE), Constraint::Fill(1)])
                        .areas(below);
                (table, Some(chart))
            } else if below.height >= table_needs + CHART_MIN {
                let chart_height = (below.height - table_needs).min(CHART_MAX);
                let [table, chart] =
                    Layout::vertical([Constraint::Fill(1), Constraint::Length(chart_height)])
                        .areas(below);
                (table, Some(chart))
            } else if below.height >= table_needs + SUMMARY {
                let [table, chart] =
                    Layout::vertical([Constraint::Fill(1), Constraint::Length(SUMMARY)])
                        .areas(below);
                (table, Some(chart))
            } else {
                (below, None)
            };
            areas.table = Some(table);
            areas.chart = chart;
        }
    }
    areas
}

/// `area` for the chart, or its top [`SUMMARY`] rows where a chart would not be readable
/// there and its summary in words is drawn instead.
fn summary_or_chart(area: Rect) -> Rect {
    if area.height < chart::READABLE {
        Rect {
            height: area.height.min(SUMMARY),
            ..area
        }
    } else {
        area
    }
}

/// What a mouse click lands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClickTarget {
    Tab(Mode),
    /// A field's line of the form.
    Entry(Entry),
    /// A game of the table, by its index.
    Row(usize),
    /// The table, outside its games.
    Table,
}

/// The mode tabs' places in the tab bar: each title with a space either side, then a divider.
fn tabs(bar: Rect) -> impl Iterator<Item = (Mode, Rect)> {
    let mut x = bar.x;
    Mode::ALL.into_iter().map(move |mode| {
        let width = super::tab_title(mode).chars().count() as u16 + 2;
        let place = Rect::new(x, bar.y, width, 1);
        x += width + 1;
        (mode, place)
    })
}

/// How many of the selected player's rounds Field mode shows at once on the screen it was last
/// drawn on (`None` before the first draw).
pub fn field_rounds_visible(app: &App) -> Option<usize> {
    let (columns, rows) = app.screen?;
    let area = Rect::new(0, 0, columns, rows);
    let [_, body, _] = screen(area);
    let table = areas(app, body, &panels(app, body)).table?;
    let report = app.field_report();
    let (_, below) = super::field::split(&app.field, report, table.height);
    let said = super::field::selected_list_lines(&app.field, report).len() as u16;
    Some(super::field::rounds_visible(below, said))
}

/// How many players Field mode's table shows at once on the screen it was last drawn on
/// (`None` before the first draw).
pub fn field_players_visible(app: &App) -> Option<usize> {
    let (columns, rows) = app.screen?;
    let area = Rect::new(0, 0, columns, rows);
    let [_, body, _] = screen(area);
    let table = areas(app, body, &panels(app, body)).table?;
    let (players, _) = super::field::split(&app.field, app.field_report(), table.height);
    Some(usize::from(players.saturating_sub(3)))
}

/// What is under the cell at (`column`, `row`) of a screen of `area`.
pub fn click_target(app: &App, area: Rect, column: u16, row: u16) -> Option<ClickTarget> {
    let position = ratatui::layout::Position::new(column, row);
    let [bar, body, _] = screen(area);
    if bar.contains(position) {
        return tabs(bar)
            .find(|(_, place)| place.contains(position))
            .map(|(mode, _)| ClickTarget::Tab(mode));
    }
    if !body.contains(position) {
        return None;
    }
    let areas = areas(app, body, &panels(app, body));
    let form_inside = areas.form.inner(ratatui::layout::Margin::new(1, 1));
    if form_inside.contains(position) {
        let index = usize::from(row - form_inside.y);
        return app
            .fields()
            .get(index)
            .map(|&field| ClickTarget::Entry(field));
    }
    let table = areas.table.filter(|table| table.contains(position))?;
    // Field mode's players are ordered by the person's choice: a click focuses them.
    if app.request.mode == Mode::Field {
        return Some(ClickTarget::Table);
    }
    // Inside the borders, under the header, the lines shown from the first in view (an
    // event's heading is no game: a click there focuses the table).
    let count = app.request.rows.len();
    let lines = super::table::TableLines::of(&app.tournament, &app.request);
    let visible = usize::from(table.height.saturating_sub(3));
    let first = lines.first_shown(app.tournament.selected, visible);
    let line = usize::from(row.saturating_sub(table.y + 2));
    let shown = (row >= table.y + 2 && line < visible && first + line < lines.count())
        .then(|| lines.at(first + line));
    Some(match shown {
        Some(super::table::TableLine::Row(index)) if index < count => ClickTarget::Row(index),
        _ => ClickTarget::Table,
    })
}
