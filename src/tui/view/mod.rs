//! Drawing: reads the app state, never changes it. The same code draws to the terminal and to
//! ratatui's `TestBackend` in tests.

mod chart;
pub(crate) mod field;
pub(crate) mod form;
mod help;
pub mod history_chart;
pub(crate) mod import;
pub mod layout;
pub(crate) mod lookup;
mod results;
pub(crate) mod save_as;
pub(crate) mod session_list;
pub(crate) mod table;
pub mod theme;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Tabs, Wrap};

use crate::text::printable;

use super::state::{App, TextField};
use crate::calc::events::EVENT_SYNTAX;
use crate::calc::{Mode, Outcome};
use crate::report::sheet::{HOW, REQUIREMENTS, RESULT, TOTALS};
use layout::{Areas, Panels};

pub use super::state::{MIN_HEIGHT, MIN_WIDTH};
pub use form::LEFT;
pub use help::help_scroll_max;
pub use layout::{ClickTarget, click_target};

/// Where the components that draw themselves go on the main screen (`tui::draw`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Places {
    /// The form.
    pub form: Rect,
    /// Field mode's players table.
    pub players: Option<Rect>,
    /// Tournament and Norm mode's games table.
    pub games: Option<Rect>,
    /// The screen above the status and footer lines: the look-up's.
    pub above_footer: Rect,
}

/// Draws the main screen in the app's language, but for the components that draw themselves
/// (the form, the games or players table, the look-up, then the popups and the help:
/// `tui::draw`); gives where they go. None when the terminal is too small for the layout.
pub fn render(frame: &mut Frame, app: &App) -> Option<Places> {
    crate::i18n::with_lang(app.lang, || render_words(frame, app))
}

/// Whether the screen has room for the app (else it asks for a larger terminal).
pub fn fits(area: Rect) -> bool {
    super::state::room_for(area.width, area.height)
}

fn render_words(frame: &mut Frame, app: &App) -> Option<Places> {
    let area = frame.area();
    if !fits(area) {
        let message = crate::i18n::tr_args(
            "tui-enlarge",
            &[
                ("need", format!("{MIN_WIDTH}×{MIN_HEIGHT}").into()),
                ("size", format!("{}×{}", area.width, area.height).into()),
            ],
        );
        frame.render_widget(Paragraph::new(message).wrap(Wrap { trim: true }), area);
        return None;
    }
    let [tabs, body, footer] = layout::screen(area);
    render_tabs(frame, tabs, app);
    let panels = layout::panels(app, body);
    let areas = layout::areas(app, body, &panels);
    match app.request.mode {
        Mode::Game => game(frame, app, &areas, panels),
        Mode::Tournament => tournament(frame, app, &areas, panels),
        Mode::Multi => multi(frame, app, &areas, panels),
        Mode::Norm => form_panel_table(
            frame,
            app,
            &areas,
            panels,
            &crate::report::sheet::shown_title(REQUIREMENTS),
        ),
        Mode::Field => {
            field::render_summary(frame, areas.panel, app);
        }
    }
    // Above the status and footer lines: the look-up's players, or why a name typed finds
    // nobody, drawn over the components (`tui::draw`).
    let above_footer = Rect {
        height: footer.y.saturating_sub(area.y),
        ..area
    };
    let table = areas.table.unwrap_or_default();
    Some(Places {
        form: areas.form,
        players: (app.request.mode == Mode::Field).then_some(table),
        games: matches!(app.request.mode, Mode::Tournament | Mode::Norm).then_some(table),
        above_footer,
    })
}

/// The line of an event being typed (`E`), over the games table.
pub fn render_event_line(frame: &mut Frame, editor: &super::state::EventEditor) {
    let title = crate::i18n::tr_args(
        "popup-event-line",
        &[
            ("number", (editor.event + 1).to_string().into()),
            ("syntax", EVENT_SYNTAX.into()),
        ],
    );
    save_as::render_line_prompt(
        frame,
        frame.area(),
        &title,
        &crate::i18n::tr("popup-event-line-keys"),
        &editor.prompt,
    );
}

/// The help over everything, popups too (drawn by its component).
pub fn render_help(frame: &mut Frame, area: Rect, scroll: usize, said: Option<&str>) {
    if fits(area) {
        help::render_help(frame, area, scroll, said);
    }
}

/// The most rows a status message takes: enough for any message the app writes, whole.
const STATUS_MAX: usize = 6;

/// Rows the body keeps whatever the status says: the form whole and, where the mode has one,
/// a table's border, heading and a row (a long message never hides the games).
fn body_least(app: &App) -> u16 {
    let table = match app.request.mode {
        Mode::Tournament | Mode::Norm | Mode::Field => 4,
        Mode::Game | Mode::Multi => 0,
    };
    form::height(&app.shared()) + table
}

/// The footer of a screen of `area`: the status message, if there is one, then the keys for
/// where the keyboard is, on the screen's one last row. A message that leaves the keys no room
/// is wrapped between words onto rows of its own above them, which rise over the body
/// ([`render_footer`]) rather than push it up — the layout never moves for a message, and the
/// keys (how to quit) always show; its end is cut ("…") only when even those rows are too few.
pub fn footer_lines(app: &App, area: Rect) -> Vec<Line<'static>> {
    let width = usize::from(area.width);
    let (undo, redo) = app.history.depth();
    let place = help::Place {
        context: app.context(),
        adds_games: matches!(app.request.mode, Mode::Tournament | Mode::Norm),
        taken: app.choice_keys(),
        undo: undo > 0,
        redo: redo > 0,
    };
    let Some(status) = &app.status else {
        return vec![help::footer_line(&place, width)];
    };
    let style = if status.error {
        theme::invalid()
    } else {
        theme::good()
    };
    let text = printable(&status.text);
    let length = text.chars().count() + 1;
    if length + help::footer_least() <= width {
        let mut spans = vec![Span::styled(format!("{text} "), style)];
        spans.extend(help::footer_line(&place, width - length).spans);
        return vec![Line::from(spans)];
    }
    let pieces = wrap(&text, width.max(1));
    // The tab bar, then the body's least; what is left the message may cover.
    let fits = usize::from(area.height.saturating_sub(2 + body_least(app))).clamp(1, STATUS_MAX);
    let mut lines: Vec<Line> = pieces
        .iter()
        .take(fits)
        .map(|piece| Line::styled(piece.clone(), style))
        .collect();
    if pieces.len() > fits
        && let Some(last) = lines.last_mut()
    {
        let cut = pieces[fits - 1].clone();
        let kept: String = cut.chars().take(width.saturating_sub(1)).collect();
        *last = Line::styled(format!("{}…", kept.trim_end()), style);
    }
    lines.push(help::footer_line(&place, width));
    lines
}

/// The footer drawn last, over everything but the popups: its last row on the screen's, the
/// rows of a long message above it over the body.
pub fn render_footer(frame: &mut Frame, app: &App) {
    let area = frame.area();
    let lines = footer_lines(app, area);
    let height = (lines.len() as u16).min(area.height.saturating_sub(1));
    let rows = Rect {
        y: area.bottom().saturating_sub(height),
        height,
        ..area
    };
    frame.render_widget(ratatui::widgets::Clear, rows);
    frame.render_widget(Paragraph::new(lines), rows);
}

/// A one-line text input: its value in `style` (its text marked when all of it is selected),
/// scrolled so the cursor stays in view, and the terminal's cursor on it when `cursor` is set.
pub fn input_line(frame: &mut Frame, area: Rect, field: &TextField, style: Style, cursor: bool) {
    if area.is_empty() {
        return;
    }
    let window = near_cursor(&field.input, usize::from(area.width));
    let input = window.as_ref().unwrap_or(&field.input);
    let scroll = input.visual_scroll(area.width.saturating_sub(1) as usize);
    let text = printable(input.value());
    // Spaces to the area's end after the scrolled text too: nothing drawn under it shows
    // through ("ничья" in a five-column cell scrolled to "ичья", never "ичьяя").
    let rest = (area.width as usize + scroll).saturating_sub(text.chars().count());
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

/// A value longer than this (only a session file holds one: typing stops at
/// [`MAX_TYPED`](crate::tui::state::MAX_TYPED)) is drawn from the part around its cursor.
const LONG_VALUE: usize = 1024;

/// For a long value, the characters around the cursor that `width` columns can show either side
/// of it, the cursor on the same character: laying out the whole value on each frame would
/// take seconds for a million characters. `None`: the value is short enough to draw whole.
fn near_cursor(input: &tui_input::Input, width: usize) -> Option<tui_input::Input> {
    let value = input.value();
    if value.len() <= LONG_VALUE {
        return None;
    }
    let byte = |chars: usize| {
        value
            .char_indices()
            .nth(chars)
            .map_or(value.len(), |(at, _)| at)
    };
    let cursor = input.cursor();
    let start = cursor.saturating_sub(2 * width);
    let end = cursor.max(width) + 2 * width;
    let part = value[byte(start)..byte(end)].to_string();
    Some(tui_input::Input::new(part).with_cursor(cursor - start))
}

/// `text` in pieces of at most `width` characters, broken between words where it can be.
/// Each character is looked at once: a word of a million characters wraps as fast as a line.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut pieces = Vec::new();
    let mut current = String::new();
    // `current`'s length in characters.
    let mut used = 0;
    for mut word in text.split(' ') {
        let mut length = word.chars().count();
        if used > 0 && used + 1 + length > width {
            pieces.push(std::mem::take(&mut current));
            used = 0;
        }
        if used > 0 {
            current.push(' ');
            used += 1;
        }
        // A word longer than the room is cut where the room ends.
        while used + length > width {
            let room = width - used;
            let cut = word
                .char_indices()
                .nth(room)
                .map_or(word.len(), |(at, _)| at);
            current.push_str(&word[..cut]);
            pieces.push(std::mem::take(&mut current));
            used = 0;
            word = &word[cut..];
            length -= room;
        }
        current.push_str(word);
        used += length;
    }
    if !current.is_empty() {
        pieces.push(current);
    }
    pieces
}

/// The start of `text` that `width` columns can show, written out safely ([`printable`]): a
/// value of a million characters costs no more to draw than one that fits.
pub fn visible(text: &str, width: usize) -> std::borrow::Cow<'_, str> {
    let end = text
        .char_indices()
        .nth(width)
        .map_or(text.len(), |(at, _)| at);
    printable(&text[..end])
}

/// `text` in at most `width` columns: whole, or shortened with "…" at its end.
pub fn shortened(text: &str, width: u16) -> String {
    let width = usize::from(width);
    if text.chars().count() <= width {
        return text.to_string();
    }
    match width {
        0 => String::new(),
        _ => text.chars().take(width - 1).chain(['…']).collect(),
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

/// A mode's tab: its key and its name, in the language people read ("F3 Tournament").
pub fn tab_title(mode: Mode) -> String {
    let index = Mode::ALL.iter().position(|&m| m == mode).unwrap_or(0);
    format!(
        "F{} {}",
        index + 2,
        crate::report::sessions::mode_said(mode)
    )
}

fn render_tabs(frame: &mut Frame, area: Rect, app: &App) {
    let titles = Mode::ALL.iter().map(|&mode| Line::from(tab_title(mode)));
    let selected = Mode::ALL.iter().position(|&m| m == app.request.mode);
    let tabs_width: usize = Mode::ALL
        .iter()
        .map(|&mode| tab_title(mode).chars().count() + 3)
        .sum();
    // The pool (or the system), where the mode rates in it and the bar has room for it.
    let label = crate::report::names::system(app.request.system);
    // The session's name in the room the tabs leave, shortened with … when it is longer.
    let room = usize::from(area.width).saturating_sub(tabs_width + 2);
    let session = shortened(
        &app.session.to_string(),
        room.min(usize::from(u16::MAX)) as u16,
    );
    let with_pool = |room: usize| session.chars().count() + label.chars().count() + 6 <= room;
    let pool = (matches!(
        app.request.mode,
        Mode::Game | Mode::Tournament | Mode::Multi
    ) && with_pool(usize::from(area.width).saturating_sub(tabs_width)))
    .then_some(label);
    let right_width =
        (session.chars().count() + pool.as_ref().map_or(2, |pool| pool.chars().count() + 5)) as u16;
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
            Span::styled(if app.dirty { "*" } else { "" }, theme::muted()),
            Span::styled(if pool.is_some() { " · " } else { "" }, theme::muted()),
            Span::styled(pool.unwrap_or_default(), theme::heading()),
        ]))
        .right_aligned(),
        right,
    );
}

/// Why there is no result, for the panels that show one.
fn invalid_reason(app: &App) -> String {
    app.problem_words().unwrap_or_default()
}

fn game(frame: &mut Frame, app: &App, areas: &Areas, panels: Panels) {
    let how_area = areas.how.unwrap_or_default();
    match (panels.result, panels.how) {
        (Some(result), Some(how)) => {
            result.render(frame, areas.panel);
            how.render(frame, how_area);
        }
        _ => {
            let title = crate::report::sheet::shown_title;
            results::invalid(frame, areas.panel, &title(RESULT), &invalid_reason(app));
            results::invalid(frame, how_area, &title(HOW), "");
        }
    }
    chart(frame, areas.chart.unwrap_or_default(), app);
}

/// The expectation chart of the app's result, as its rating system draws it.
fn chart(frame: &mut Frame, area: Rect, app: &App) {
    chart::render(frame, area, &app.request.system.chart(&app.evaluation));
}

/// The form, the result panel (titled `title` when there is no result) and the games table:
/// Norm mode, and Tournament mode but for its chart.
fn form_panel_table(frame: &mut Frame, app: &App, areas: &Areas, panels: Panels, title: &str) {
    match panels.result {
        Some(panel) => panel.render(frame, areas.panel),
        None => results::invalid(frame, areas.panel, title, &invalid_reason(app)),
    }
}

fn tournament(frame: &mut Frame, app: &App, areas: &Areas, panels: Panels) {
    form_panel_table(
        frame,
        app,
        areas,
        panels,
        &crate::report::sheet::shown_title(TOTALS),
    );
    if let Some(chart_area) = areas.chart {
        chart(frame, chart_area, app);
    }
}

fn multi(frame: &mut Frame, app: &App, areas: &Areas, panels: Panels) {
    match panels.result {
        Some(panel) if matches!(app.outcome(), Outcome::Multi(_)) => {
            panel.render(frame, areas.panel)
        }
        _ => results::invalid(
            frame,
            areas.panel,
            &crate::report::sheet::shown_title(RESULT),
            &invalid_reason(app),
        ),
    }
    chart(frame, areas.chart.unwrap_or_default(), app);
}

#[cfg(test)]
mod tests {
    use super::wrap;
    use proptest::prelude::*;

    #[test]
    fn a_word_longer_than_the_room_is_cut_where_the_room_ends() {
        assert_eq!(wrap("ab cdefgh i", 3), ["ab", "cde", "fgh", "i"]);
        assert_eq!(
            wrap("rating 'ичьяичья'", 5),
            ["ratin", "g", "'ичья", "ичья'"]
        );
        assert_eq!(wrap("", 4), Vec::<String>::new());
        let long = "9".repeat(600_000);
        let pieces = wrap(&format!("x '{long}'"), 38);
        assert_eq!(pieces.concat().len(), long.len() + 3);
        assert!(pieces.iter().all(|piece| piece.chars().count() <= 38));
    }

    proptest! {
        /// Every piece fits, and the pieces are the text: broken only at a space (which goes)
        /// or inside a word too long for a line.
        #[test]
        fn pieces_fit_and_keep_the_text(text in "[aé½ ]{0,60}", width in 1usize..12) {
            let pieces = wrap(&text, width);
            for piece in &pieces {
                prop_assert!(piece.chars().count() <= width, "{piece:?} in {width}");
            }
            let kept: String = pieces.concat().chars().filter(|c| *c != ' ').collect();
            let given: String = text.chars().filter(|c| *c != ' ').collect();
            prop_assert_eq!(kept, given);
        }
    }
}
