//! The Ctrl-O popup: saved sessions, newest first; files that cannot be read are shown with the
//! reason and cannot be opened.

use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Cell, Clear, Row, Table, TableState};

use super::save_as::{render_prompt, render_question};
use super::{centered, theme};
use crate::session::Listing;
use crate::tui::app::{App, SessionList};

pub fn render(frame: &mut Frame, area: Rect, app: &App, list: &SessionList) {
    let popup = centered(area, 96, 18);
    frame.render_widget(Clear, popup);
    let block = Block::bordered()
        .title(" Sessions ")
        .title_bottom(Line::styled(
            " Enter open · r rename · Del delete · Esc close ",
            theme::muted(),
        ))
        .border_style(theme::border(true, false));
    let rows: Vec<Row> = app
        .listings
        .iter()
        .map(|listing| match listing {
            Listing::Session(summary) => {
                let open = summary.name == app.session;
                let name = if open {
                    format!("{} (open)", summary.name)
                } else {
                    summary.name.to_string()
                };
                Row::new(vec![
                    Cell::from(name),
                    Cell::from(summary.mode.title()),
                    Cell::from(summary.pool.label()),
                    Cell::from(format!("{:>5}", summary.games)),
                    Cell::from(summary.modified.replace('T', " ").replace('Z', "")),
                ])
            }
            Listing::Unreadable { file, reason } => Row::new(vec![
                Cell::from(file.as_str()),
                Cell::from(format!("cannot be read: {reason}")),
            ])
            .style(theme::invalid()),
        })
        .collect();
    let empty = rows.is_empty();
    let table = Table::new(
        rows,
        [
            Constraint::Fill(2),
            Constraint::Length(11),
            Constraint::Length(14),
            Constraint::Length(5),
            Constraint::Length(19),
        ],
    )
    .header(Row::new(["Name", "Mode", "Pool", "Games", "Saved (UTC)"]).style(theme::heading()))
    .row_highlight_style(theme::focused())
    .block(block);
    let mut state = TableState::default().with_selected((!empty).then_some(list.selected));
    frame.render_stateful_widget(table, popup, &mut state);
    if let Some(prompt) = &list.rename {
        render_prompt(frame, area, "Rename to", prompt);
    } else if list.confirm_delete
        && let Some(name) = list.selected_name(&app.listings)
    {
        render_question(frame, area, &format!("Delete the session '{name}'?"));
    }
}
