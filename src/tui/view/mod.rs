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

pub use super::state::{MIN_HEIGHT, MIN_WIDTH};
/// Width of the form column.
const LEFT: u16 = 38;

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
        help::render_help(frame, area);
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
                theme::heading().fg(theme::GOOD)
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

/// Every mode's top band: the form on the left (drawn here) and a results panel beside it.
/// Returns the panel's area and the area below the band.
fn form_band(frame: &mut Frame, area: Rect, app: &App) -> [Rect; 2] {
    let [top, below] = Layout::vertical([
        Constraint::Length(form::height(app).max(10)),
        Constraint::Fill(1),
    ])
    .areas(area);
    let [form_area, panel] =
        Layout::horizontal([Constraint::Length(LEFT), Constraint::Fill(1)]).areas(top);
    form::render(frame, form_area, app);
    [panel, below]
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

/// Draws the sections `titles` of `sheet` (the lines with `keys`, or all) in a panel titled
/// `panel`, with `notes` under them.
fn lines_of(
    frame: &mut Frame,
    area: Rect,
    panel: &str,
    sheet: &Sheet,
    titles: &[&str],
    keys: Option<&[Key]>,
    notes: &[String],
) {
    let sections: Vec<_> = titles
        .iter()
        .filter_map(|title| sheet.section(title))
        .collect();
    results::lines(frame, area, panel, &sections, keys, notes);
}

fn game(frame: &mut Frame, area: Rect, app: &App) {
    let [results_area, below] = form_band(frame, area, app);
    let (Outcome::Game(outcome), Some(sheet)) = (app.outcome(), result_sheet(app)) else {
        let [how_area, bottom] =
            Layout::vertical([Constraint::Length(4), Constraint::Fill(1)]).areas(below);
        results::invalid(frame, results_area, RESULT, &invalid_reason(app));
        results::invalid(frame, how_area, HOW, "");
        return chart_without_marks(frame, bottom, app);
    };
    let how_height = 4 + sheet.notes.len() as u16;
    let [how_area, bottom] =
        Layout::vertical([Constraint::Length(how_height), Constraint::Fill(1)]).areas(below);
    lines_of(
        frame,
        results_area,
        &sheet.title,
        &sheet,
        &[GAME, SCENARIOS],
        Some(&[Key::Expected, Key::Change, Key::NewRating, Key::Item]),
        &[],
    );
    lines_of(frame, how_area, HOW, &sheet, &[HOW], None, &sheet.notes);
    let real_difference = outcome.player.rating.value() - outcome.opponent.rating.value();
    chart_of_one(
        frame,
        bottom,
        app,
        real_difference,
        outcome.player.expected,
        "you",
    );
}

/// The expectation chart for the app's pool, with `marks` under `label` in the legend.
fn chart(frame: &mut Frame, area: Rect, app: &App, marks: &[Mark], label: &str) {
    let capped = app.evaluation.capped;
    chart::render(frame, area, app.request.pool, marks, capped, label);
}

/// The chart with one real difference marked at its expected score (when the game is rated);
/// `who` names it in the legend.
fn chart_of_one(
    frame: &mut Frame,
    area: Rect,
    app: &App,
    real_difference: f64,
    expected: Option<Expected>,
    who: &str,
) {
    let marks: Vec<Mark> = expected
        .map(|e| Mark {
            difference: real_difference,
            expected: e.value(),
        })
        .into_iter()
        .collect();
    let label = format!("{who}: D {}", difference(real_difference));
    chart(frame, area, app, &marks, &label);
}

fn chart_without_marks(frame: &mut Frame, area: Rect, app: &App) {
    chart(frame, area, app, &[], "");
}

fn tournament(frame: &mut Frame, area: Rect, app: &App) {
    let [totals_area, bottom] = form_band(frame, area, app);
    match (app.outcome(), result_sheet(app)) {
        (Outcome::Initial(_), Some(sheet)) => lines_of(
            frame,
            totals_area,
            &sheet.title,
            &sheet,
            &[INITIAL],
            None,
            &sheet.notes,
        ),
        (_, Some(sheet)) => lines_of(
            frame,
            totals_area,
            TOTALS,
            &sheet,
            &[TOTALS],
            None,
            &sheet.notes,
        ),
        (_, None) => results::invalid(frame, totals_area, TOTALS, &invalid_reason(app)),
    }
    // The chart goes beside the table on wide screens, below it on tall ones, else nowhere.
    let (table_area, chart_area) = if bottom.width >= 110 {
        let [t, c] =
            Layout::horizontal([Constraint::Length(72), Constraint::Fill(1)]).areas(bottom);
        (t, Some(c))
    } else if bottom.height >= 24 {
        let [t, c] = Layout::vertical([Constraint::Fill(1), Constraint::Length(12)]).areas(bottom);
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
                    let opponent = line.opponent.rating()?;
                    Some(Mark {
                        difference: outcome.rating.value() - opponent.value(),
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
    let [results_area, bottom] = form_band(frame, area, app);
    let (Outcome::Multi(outcome), Some(sheet)) = (app.outcome(), result_sheet(app)) else {
        results::invalid(frame, results_area, RESULT, &invalid_reason(app));
        return chart_without_marks(frame, bottom, app);
    };
    lines_of(
        frame,
        results_area,
        RESULT,
        &sheet,
        &[RESULT],
        Some(&[
            Key::Expected,
            Key::Difference,
            Key::K,
            Key::Change,
            Key::NewRating,
        ]),
        &sheet.notes,
    );
    let real_difference = outcome.rating.value() - outcome.average.value();
    chart_of_one(
        frame,
        bottom,
        app,
        real_difference,
        outcome.expected,
        "average",
    );
}
