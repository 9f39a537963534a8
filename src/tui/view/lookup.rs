//! The FIDE list's look-up popup: what is typed (with its cursor), then the matching players —
//! name, FIDE ID, federation, title and the rating of the pool — the chosen one marked.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

use super::{input_line, shortened, theme};
use crate::calc::list_player::list_player;
use crate::i18n::{tr, tr_args};
use crate::text::printable;
use crate::tui::state::{Lookup, LookupNote, SHOWN, TextField};

/// The widest the popup is drawn.
const WIDTH: u16 = 76;
/// ID, Fed, Tit, rating columns with their gaps.
const ID: usize = 10;
const FED: usize = 4;
const TITLE: usize = 4;
const RATING: usize = 6;

/// A popup of `width` and `height` at most, low in `area`: over the results, leaving the tabs
/// and the form's top rows in view.
fn low_popup(area: Rect, width: u16, height: u16) -> Rect {
    // A margin of a column or two would leave slivers of what is under it ("│0", "─│"): the
    // whole width then.
    let width = if area.width.saturating_sub(width) < 6 {
        area.width
    } else {
        width
    };
    let height = height.min(area.height.saturating_sub(1));
    Rect::new(
        area.x + (area.width - width) / 2,
        area.bottom().saturating_sub(height).max(area.y + 1),
        width,
        height,
    )
}

/// Draws the look-up in `area`: the screen above the status and footer lines, which it never
/// covers.
/// `typed` is the field or cell being typed (the popup may cover it).
pub fn render(frame: &mut Frame, area: Rect, lookup: &Lookup, typed: Option<&TextField>) {
    let listed = lookup.found.len().clamp(1, SHOWN) as u16;
    let counted = u16::from(lookup.found.len() > 1 || lookup.more);
    let popup = low_popup(area, WIDTH, listed + counted + 4);
    frame.render_widget(Clear, popup);
    let pool = lookup.pool.filter(|pool| pool.is_fide());
    let title = match pool {
        Some(pool) => tr_args(
            "lookup-title",
            &[
                ("month", lookup.month.to_string().into()),
                ("pool", crate::report::names::pool(pool).into()),
            ],
        ),
        None => tr_args(
            "lookup-title-no-pool",
            &[("month", lookup.month.to_string().into())],
        ),
    };
    let block = Block::bordered()
        .title(title)
        .title_bottom(Line::styled(tr("lookup-keys"), theme::muted()))
        .border_style(theme::border(true, false));
    let inner = block.inner(popup);
    frame.render_widget(block, popup);
    if inner.height == 0 {
        return;
    }
    // What is typed, with its cursor: the field or cell under the popup may be covered.
    let label = tr("lookup-find");
    let label = label.as_str();
    frame.render_widget(
        Paragraph::new(Span::styled(label, theme::label())),
        Rect::new(inner.x, inner.y, inner.width, 1),
    );
    let input_x = inner.x + (label.chars().count() as u16).min(inner.width);
    if let Some(field) = typed {
        let input = Rect::new(input_x, inner.y, inner.right() - input_x, 1);
        input_line(frame, input, field, theme::focused(), true);
    }
    let name_width = usize::from(inner.width).saturating_sub(ID + FED + TITLE + RATING + 2);
    let mut lines = vec![Line::styled(
        format!(
            "  {:<name_width$}{:<ID$}{:<FED$}{:<TITLE$}{:>RATING$}",
            tr("lookup-column-name"),
            tr("lookup-column-id"),
            tr("lookup-column-fed"),
            tr("lookup-column-title"),
            tr("lookup-column-rating")
        ),
        theme::heading(),
    )];
    if lookup.found.is_empty() {
        lines.push(Line::styled(
            tr_args(
                "lookup-none",
                &[
                    ("month", lookup.month.to_string().into()),
                    ("query", crate::i18n::shown(&lookup.query)),
                ],
            ),
            theme::muted(),
        ));
    }
    // The rows in view: from the top one, the chosen one always among them.
    let room = usize::from(inner.height.saturating_sub(2 + counted)).clamp(1, SHOWN);
    let top = lookup
        .top
        .max((lookup.selected + 1).saturating_sub(room))
        .min(lookup.selected);
    for (index, entry) in lookup.found.iter().enumerate().skip(top).take(room) {
        let player = list_player(entry, lookup.month, lookup.pool);
        let chosen = index == lookup.selected;
        let mark = if chosen { "› " } else { "  " };
        let rating = player
            .rating
            .map_or_else(|| "—".to_string(), |rating| rating.to_string());
        let text = format!(
            "{mark}{:<name_width$}{:<ID$}{:<FED$}{:<TITLE$}{:>RATING$}",
            shortened(
                &printable(&player.name),
                name_width.saturating_sub(1) as u16
            ),
            player.fide_id,
            printable(player.federation.as_deref().unwrap_or("")),
            printable(player.title.as_deref().unwrap_or("")),
            rating,
        );
        let style = if chosen {
            theme::focused()
        } else {
            ratatui::style::Style::new()
        };
        lines.push(Line::styled(text, style));
    }
    if counted == 1 {
        let at = (lookup.selected + 1).to_string();
        let found = lookup.found.len().to_string();
        let at = if lookup.more {
            tr_args(
                "lookup-at-of-more",
                &[("at", at.into()), ("found", found.into())],
            )
        } else {
            tr_args(
                "lookup-at-of",
                &[("at", at.into()), ("found", found.into())],
            )
        };
        // The longest that fits whole: the hint shortened, then left out, never cut.
        let said = [
            tr_args("lookup-at-hint", &[("at", at.as_str().into())]),
            tr_args("lookup-at-hint-short", &[("at", at.as_str().into())]),
            at,
        ]
        .into_iter()
        .find(|line| line.chars().count() <= usize::from(inner.width))
        .unwrap_or_default();
        lines.push(Line::styled(said, theme::muted()));
    }
    let rest = Rect::new(
        inner.x,
        inner.y + 1,
        inner.width,
        inner.height.saturating_sub(1),
    );
    frame.render_widget(Paragraph::new(lines), rest);
}

/// Where the look-up's players would be, why there are none to find: no list held, and how to
/// import one. As wide as the look-up, as high as the note needs.
pub fn render_note(frame: &mut Frame, area: Rect, note: &LookupNote) {
    let width = low_popup(area, WIDTH, 0).width;
    let lines = super::wrap(&note.text, usize::from(width.saturating_sub(2)).max(1));
    let popup = low_popup(area, width, lines.len() as u16 + 2);
    frame.render_widget(Clear, popup);
    let block = Block::bordered()
        .title(tr("lookup-title-no-list"))
        .border_style(theme::border(true, false));
    let lines: Vec<Line> = lines
        .into_iter()
        .map(|line| Line::styled(line, theme::muted()))
        .collect();
    frame.render_widget(Paragraph::new(lines).block(block), popup);
}
