//! Drawing: reads the app state, never changes it. The same code draws to the terminal and to
//! ratatui's `TestBackend` in tests.

mod chart;
mod form;
mod help;
mod import;
mod results;
mod save_as;
mod session_list;
mod table;
pub mod theme;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Tabs, Wrap};

use crate::text::printable;

use super::state::{App, Popup, TextField};
use crate::calc::{Mode, Outcome};
use crate::rating::Expected;
use crate::report::numbers::difference;
use crate::report::sheet::{self, GAME, HOW, INITIAL, RESULT, SCENARIOS, TOTALS};
use crate::report::{Key, Sheet};
use chart::Mark;
use results::Panel;

pub use super::state::{MIN_HEIGHT, MIN_WIDTH};
/// The rows a results panel leaves below the band for the table or the chart, when it can.
const BELOW_MIN: u16 = 12;
/// The fewest rows the games table gets, and the fewest and most the chart below it gets.
const TABLE_MIN: u16 = 6;
const CHART_MIN: u16 = 6;
const CHART_MAX: u16 = 14;
/// Width of the form column.
const LEFT: u16 = 40;

pub fn render(frame: &mut Frame, app: &App) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let message = format!(
            "Enlarge the terminal: elocalc needs {MIN_WIDTH}×{MIN_HEIGHT}, this one is {}×{}. (Ctrl-Q quits)",
            area.width, area.height
        );
        frame.render_widget(Paragraph::new(message).wrap(Wrap { trim: true }), area);
        return;
    }
    let [tabs, body, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .areas(area);
    render_tabs(frame, tabs, app);
    match app.request.mode {
        Mode::Game => game(frame, body, app),
        Mode::Tournament => tournament(frame, body, app),
        Mode::Multi => multi(frame, body, app),
    }
    frame.render_widget(Paragraph::new(footer_line(app)), footer);
    match &app.popup {
        Some(Popup::SaveAs(prompt)) => {
            save_as::render_prompt(frame, area, "Save the session as", prompt)
        }
        Some(Popup::ConfirmReplace(name)) => {
            save_as::render_question(frame, area, &save_as::replace_question(name))
        }
        Some(Popup::Sessions(list)) => session_list::render(frame, area, app, list),
        Some(Popup::Import(dialog)) => import::render(frame, area, dialog),
        Some(Popup::Export(prompt)) => {
            save_as::render_prompt(frame, area, "Export to (.csv, .md or .json)", prompt)
        }
        Some(Popup::ConfirmOverwrite(path)) => save_as::render_question(
            frame,
            area,
            &format!("{} exists. Replace it?", path.display()),
        ),
        None => {}
    }
    if app.show_help {
        help::render_help(frame, area, app.help_scroll);
    }
}

/// The status message, if there is one, then the keys for where the keyboard is.
fn footer_line(app: &App) -> Line<'static> {
    let keys = help::footer_line(app.context());
    match &app.status {
        None => keys,
        Some(status) => {
            let style = if status.error {
                theme::invalid()
            } else {
                theme::good()
            };
            let mut spans = vec![Span::styled(format!("{} ", status.text), style)];
            spans.extend(keys.spans);
            Line::from(spans)
        }
    }
}

/// A one-line text input: its value in `style` (its text marked when all of it is selected),
/// scrolled so the cursor stays in view, and the terminal's cursor on it when `cursor` is set.
pub fn input_line(frame: &mut Frame, area: Rect, field: &TextField, style: Style, cursor: bool) {
    if area.is_empty() {
        return;
    }
    let input = &field.input;
    let scroll = input.visual_scroll(area.width.saturating_sub(1) as usize);
    let text = printable(input.value());
    let rest = (area.width as usize).saturating_sub(text.chars().count());
    let text_style = if field.selected && cursor {
        style.patch(theme::selection())
    } else {
        style
    };
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(text.into_owned(), text_style),
            Span::styled(" ".repeat(rest), style),
        ]))
        .scroll((0, scroll as u16)),
        area,
    );
    let x = area.x + input.visual_cursor().saturating_sub(scroll) as u16;
    if cursor && x < area.right() {
        frame.set_cursor_position(Position::new(x, area.y));
    }
}

/// `text` in pieces of at most `width` characters, broken between words where it can be.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        let needed =
            current.chars().count() + usize::from(!current.is_empty()) + word.chars().count();
        if needed > width && !current.is_empty() {
            pieces.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
        // A single word longer than the room is cut where the room ends.
        while current.chars().count() > width {
            let cut: String = current.chars().take(width).collect();
            current = current.chars().skip(width).collect();
            pieces.push(cut);
        }
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}

/// A popup of at most `width`×`height` in the middle of `area`, never larger than it.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let (width, height) = (width.min(area.width), height.min(area.height));
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

fn render_tabs(frame: &mut Frame, area: Rect, app: &App) {
    let titles = Mode::ALL
        .iter()
        .enumerate()
        .map(|(i, mode)| Line::from(format!("F{} {}", i + 2, mode.title())));
    let selected = Mode::ALL.iter().position(|&m| m == app.request.mode);
    let session = app.session.to_string();
    let right_width = (session.chars().count() + app.request.pool.label().len() + 6) as u16;
    let [left, right] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(right_width)]).areas(area);
    frame.render_widget(
        Tabs::new(titles)
            .select(selected)
            .highlight_style(theme::focused())
            .divider("│"),
        left,
    );
    frame.render_widget(
        Paragraph::new(Line::from(vec![
            Span::styled(session, theme::muted()),
            Span::styled(if app.dirty { "* · " } else { " · " }, theme::muted()),
            Span::styled(app.request.pool.label(), theme::heading()),
        ]))
        .right_aligned(),
        right,
    );
}

/// Every mode's top band: the form on the left (drawn here) and a results panel beside it, as
/// tall as the taller needs, and the panel's wishes as far as the rows below can spare.
/// Returns the panel's area and the area below the band.
fn form_band(frame: &mut Frame, area: Rect, app: &App, panel: Option<&Panel>) -> [Rect; 2] {
    let needs = panel.map_or(0, Panel::min_height).max(form::height(app));
    let wishes = panel.map_or(0, Panel::height);
    let height = wishes.min(area.height.saturating_sub(BELOW_MIN)).max(needs);
    let [top, below] =
        Layout::vertical([Constraint::Length(height), Constraint::Fill(1)]).areas(area);
    let [form_area, panel] =
        Layout::horizontal([Constraint::Length(LEFT), Constraint::Fill(1)]).areas(top);
    form::render(frame, form_area, app);
    [panel, below]
}

/// The inside width of the results panel beside the form.
fn panel_width(area: Rect) -> u16 {
    area.width.saturating_sub(LEFT + 2)
}

/// Why there is no result, for the panels that show one.
fn invalid_reason(app: &App) -> String {
    app.evaluation
        .problem()
        .map(ToString::to_string)
        .unwrap_or_default()
}

/// The sheet of the current result, when there is one.
fn result_sheet(app: &App) -> Option<Sheet<'_>> {
    sheet::of_evaluation(&app.evaluation)
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

fn game(frame: &mut Frame, area: Rect, app: &App) {
    let (Outcome::Game(outcome), Some(sheet)) = (app.outcome(), result_sheet(app)) else {
        let [results_area, below] = form_band(frame, area, app, None);
        let [how_area, bottom] =
            Layout::vertical([Constraint::Length(4), Constraint::Fill(1)]).areas(below);
        results::invalid(frame, results_area, RESULT, &invalid_reason(app));
        results::invalid(frame, how_area, HOW, "");
        return chart_without_marks(frame, bottom, app);
    };
    let keys = [Key::Expected, Key::Change, Key::NewRating, Key::Item];
    let result = panel_of(
        &sheet,
        &sheet.title,
        &[GAME, SCENARIOS],
        Some(&keys),
        &[],
        panel_width(area),
    );
    let how = panel_of(
        &sheet,
        HOW,
        &[HOW],
        None,
        &sheet.notes,
        area.width.saturating_sub(2),
    );
    let [results_area, below] = form_band(frame, area, app, Some(&result));
    let [how_area, bottom] =
        Layout::vertical([Constraint::Length(how.height()), Constraint::Fill(1)]).areas(below);
    result.render(frame, results_area);
    how.render(frame, how_area);
    let real = outcome.player.rating.value() - outcome.opponent.rating.value();
    let side = &outcome.player;
    chart_of_one(
        frame,
        bottom,
        app,
        real,
        side.difference_used,
        side.expected,
        "you",
    );
}

/// The expectation chart for the app's pool, with `marks` under `label` in the legend.
fn chart(frame: &mut Frame, area: Rect, app: &App, marks: &[Mark], label: &str) {
    let capped = app.evaluation.capped;
    chart::render(frame, area, app.request.pool, marks, capped, label);
}

/// The chart with one game marked where it was looked up: at the difference used, at its
/// expected score (when it is rated). The legend names it, with the real difference when the
/// 400-point rule changed it: "you: D +400 (real +600)".
#[allow(clippy::too_many_arguments)]
fn chart_of_one(
    frame: &mut Frame,
    area: Rect,
    app: &App,
    real: f64,
    used: Option<f64>,
    expected: Option<Expected>,
    who: &str,
) {
    let marks: Vec<Mark> = used
        .zip(expected)
        .map(|(used, expected)| Mark {
            difference: used,
            expected: expected.value(),
        })
        .into_iter()
        .collect();
    let label = match used {
        Some(used) if used != real => {
            format!("{who}: D {} (real {})", difference(used), difference(real))
        }
        _ => format!("{who}: D {}", difference(real)),
    };
    chart(frame, area, app, &marks, &label);
}

fn chart_without_marks(frame: &mut Frame, area: Rect, app: &App) {
    chart(frame, area, app, &[], "");
}

fn tournament(frame: &mut Frame, area: Rect, app: &App) {
    let width = panel_width(area);
    let panel = match (app.outcome(), result_sheet(app)) {
        (Outcome::Initial(_), Some(sheet)) => Some(panel_of(
            &sheet,
            &sheet.title,
            &[INITIAL],
            None,
            &sheet.notes,
            width,
        )),
        (_, Some(sheet)) => Some(panel_of(
            &sheet,
            TOTALS,
            &[TOTALS],
            None,
            &sheet.notes,
            width,
        )),
        (_, None) => None,
    };
    let [totals_area, bottom] = form_band(frame, area, app, panel.as_ref());
    match panel {
        Some(panel) => panel.render(frame, totals_area),
        None => results::invalid(frame, totals_area, TOTALS, &invalid_reason(app)),
    }
    // The chart goes beside the table on wide screens; otherwise below it whenever the rows
    // leave it room (the table keeps the rows it needs, a few at least).
    let table_needs = (app.request.rows.len() as u16 + 4).max(TABLE_MIN);
    let (table_area, chart_area) = if bottom.width >= 110 {
        let [t, c] =
            Layout::horizontal([Constraint::Length(72), Constraint::Fill(1)]).areas(bottom);
        (t, Some(c))
    } else if bottom.height >= table_needs + CHART_MIN {
        let chart_height = (bottom.height - table_needs).min(CHART_MAX);
        let [t, c] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(chart_height)]).areas(bottom);
        (t, Some(c))
    } else {
        (bottom, None)
    };
    table::render(frame, table_area, app);
    if let Some(chart_area) = chart_area {
        let marks: Vec<Mark> = match app.outcome() {
            Outcome::Period(outcome) => outcome
                .games
                .iter()
                .filter_map(|line| {
                    Some(Mark {
                        difference: line.difference_used?,
                        expected: line.expected?.value(),
                    })
                })
                .collect(),
            _ => Vec::new(),
        };
        chart(frame, chart_area, app, &marks, "opponents");
    }
}

fn multi(frame: &mut Frame, area: Rect, app: &App) {
    let (Outcome::Multi(outcome), Some(sheet)) = (app.outcome(), result_sheet(app)) else {
        let [results_area, bottom] = form_band(frame, area, app, None);
        results::invalid(frame, results_area, RESULT, &invalid_reason(app));
        return chart_without_marks(frame, bottom, app);
    };
    let keys = [
        Key::Expected,
        Key::Difference,
        Key::K,
        Key::Change,
        Key::NewRating,
    ];
    let panel = panel_of(
        &sheet,
        RESULT,
        &[RESULT],
        Some(&keys),
        &sheet.notes,
        panel_width(area),
    );
    let [results_area, bottom] = form_band(frame, area, app, Some(&panel));
    panel.render(frame, results_area);
    let real = outcome.rating.value() - outcome.average.value();
    chart_of_one(
        frame,
        bottom,
        app,
        real,
        outcome.difference_used,
        outcome.expected,
        "average",
    );
}
