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

use tui_input::Input;

use super::app::{App, Mode, Outcome, Popup};
use chart::Mark;

/// The smallest terminal the layout fits.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;
/// Width of the form column.
const LEFT: u16 = 38;

pub fn render(frame: &mut Frame, app: &App) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let message = format!(
            "Enlarge the terminal: elocalc needs {MIN_WIDTH}×{MIN_HEIGHT}, this one is {}×{}. (q quits)",
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
    match app.form.mode {
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

/// A one-line text input: its value in `style`, scrolled so the cursor stays in view, and the
/// terminal's cursor on it when `cursor` is set.
pub fn input_line(frame: &mut Frame, area: Rect, input: &Input, style: Style, cursor: bool) {
    if area.is_empty() {
        return;
    }
    let scroll = input.visual_scroll(area.width.saturating_sub(1) as usize);
    frame.render_widget(
        Paragraph::new(Span::styled(
            format!("{:<w$}", input.value(), w = area.width as usize),
            style,
        ))
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
    let selected = Mode::ALL.iter().position(|&m| m == app.form.mode);
    let session = app.session.to_string();
    let right_width = (session.chars().count() + app.form.pool.label().len() + 6) as u16;
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
            Span::styled(app.form.pool.label(), theme::heading()),
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

fn invalid_reason(app: &App) -> &str {
    match app.outcome() {
        Outcome::Invalid(reason) => reason,
        _ => "",
    }
}

fn game(frame: &mut Frame, area: Rect, app: &App) {
    let [results_area, below] = form_band(frame, area, app);
    let [how_area, bottom] =
        Layout::vertical([Constraint::Length(4), Constraint::Fill(1)]).areas(below);
    let Outcome::Game(outcome) = app.outcome() else {
        results::invalid(frame, results_area, "Result", invalid_reason(app));
        results::invalid(frame, how_area, "How", "");
        return chart_without_marks(frame, bottom, app);
    };
    results::game(frame, results_area, outcome);
    results::derivation(frame, how_area, outcome);
    let real_difference = outcome.player.rating.value() - outcome.opponent.rating.value();
    let marks: Vec<Mark> = outcome
        .player
        .expected
        .map(|e| Mark {
            difference: real_difference,
            expected: e.value(),
        })
        .into_iter()
        .collect();
    let label = format!("you: D {}", crate::present::difference(real_difference));
    chart::render(frame, bottom, app.form.pool, &marks, capped(app), &label);
}

/// Whether the ±400 rule applies to the player (standard: below 2650; rapid and blitz: always).
fn capped(app: &App) -> bool {
    let rating = app.form.rating.trim().parse::<f64>().unwrap_or(0.0);
    app.form.pool.is_rapid_or_blitz() || rating < crate::rating::UNCAPPED_FROM as f64
}

fn chart_without_marks(frame: &mut Frame, area: Rect, app: &App) {
    chart::render(frame, area, app.form.pool, &[], capped(app), "");
}

fn tournament(frame: &mut Frame, area: Rect, app: &App) {
    let [totals_area, bottom] = form_band(frame, area, app);
    match app.outcome() {
        Outcome::Period(outcome) => results::totals(
            frame,
            totals_area,
            outcome,
            app.evaluation.performance.as_ref(),
        ),
        Outcome::Initial(initial) => results::initial(frame, totals_area, initial),
        _ => results::invalid(frame, totals_area, "Totals", invalid_reason(app)),
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
        chart::render(
            frame,
            chart_area,
            app.form.pool,
            &marks,
            capped(app),
            "opponents",
        );
    }
}

fn multi(frame: &mut Frame, area: Rect, app: &App) {
    let [results_area, bottom] = form_band(frame, area, app);
    let Outcome::Multi(outcome) = app.outcome() else {
        results::invalid(frame, results_area, "Result", invalid_reason(app));
        return chart_without_marks(frame, bottom, app);
    };
    results::multi(frame, results_area, outcome);
    let difference = outcome.rating.value() - outcome.average.value();
    let marks: Vec<Mark> = outcome
        .expected
        .map(|e| Mark {
            difference,
            expected: e.value(),
        })
        .into_iter()
        .collect();
    let label = format!("average: D {}", crate::present::difference(difference));
    chart::render(frame, bottom, app.form.pool, &marks, capped(app), &label);
}
