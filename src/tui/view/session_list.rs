//! The Ctrl-O popup: saved sessions, newest first; files that cannot be read are shown with the
//! reason and cannot be opened.

use ratatui::Frame;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Cell, Clear, Row, Table, TableState};

use super::save_as::{render_prompt, render_question};
use super::{centered, shortened, theme};
use crate::report::sessions::Listed;
use crate::report::sheet::session_line;
use crate::store::{Listing, time};
use crate::tui::state::{SessionList, Shared};

pub fn render(frame: &mut Frame, area: Rect, shared: &Shared, list: &SessionList) {
    let popup = centered(area, 96, 18);
    frame.render_widget(Clear, popup);
    let block = Block::bordered()
        .title(crate::i18n::tr("sessions-title"))
        .title_bottom(Line::styled(
            crate::i18n::tr("sessions-keys"),
            theme::muted(),
        ))
        .border_style(theme::border(true, false));
    let zone = jiff::tz::TimeZone::system();
    // Each column as wide as its widest word in the language, its heading's included: the
    // games as their largest number, the mode and the pool as their longest name.
    let header = crate::report::sessions::session_columns();
    let most_games = shared
        .listings
        .iter()
        .filter_map(|listing| match listing {
            Listing::Session(summary) => Some(summary.games),
            Listing::Unreadable { .. } => None,
        })
        .max();
    let games_width = widest(most_games.map(|games| games.to_string()), &header[3]);
    let mode_width = widest(
        crate::calc::Mode::ALL.map(crate::report::sessions::mode_said),
        &header[1],
    );
    let pool_width = widest(
        crate::calc::System::all().map(crate::report::names::system),
        &header[2],
    );
    // The name takes what the other columns leave, shortened with … when longer.
    let fixed = mode_width + pool_width + games_width + 19 + 4;
    let name_width = popup.width.saturating_sub(2 + fixed);
    // Only the rows on screen are made: with tens of thousands of sessions, making every row
    // (its time in the local zone among them) took most of a tenth of a second a key. The
    // selected row is the last one shown once the list scrolls, as the table would scroll.
    let shown = usize::from(popup.height.saturating_sub(3)).max(1);
    let selected = list.selected.min(shared.listings.len().saturating_sub(1));
    let first = selected.saturating_sub(shown - 1);
    let rows: Vec<Row> = shared
        .listings
        .iter()
        .skip(first)
        .take(shown)
        .map(|listing| {
            let line = session_line(&listed(listing), |kept| time::shown_in(kept, &zone));
            let cells = line.cells.iter().enumerate().map(|(column, cell)| {
                let text = match (listing, column) {
                    (Listing::Session(summary), 0) if summary.name == *shared.session => {
                        crate::i18n::tr_args(
                            "sessions-open",
                            &[("name", cell.text.to_string().into())],
                        )
                    }
                    (_, 3) => format!("{:>w$}", cell.text, w = usize::from(games_width)),
                    _ => cell.text.to_string(),
                };
                let text = match column {
                    0 => shortened(&text, name_width),
                    _ => text,
                };
                Cell::from(text).style(theme::of_tone(cell.tone))
            });
            Row::new(cells.collect::<Vec<_>>())
        })
        .collect();
    let empty = rows.is_empty();
    let listed_rows = rows.len();
    let table = Table::new(
        rows,
        [
            Constraint::Length(name_width),
            Constraint::Length(mode_width),
            Constraint::Length(pool_width),
            Constraint::Length(games_width),
            Constraint::Length(19),
        ],
    )
    .header(Row::new(header).style(theme::heading()))
    .row_highlight_style(theme::focused())
    .block(block);
    let mut state = TableState::default().with_selected((!empty).then_some(selected - first));
    frame.render_stateful_widget(table, popup, &mut state);
    // The session open, never saved yet (a new one not changed), is no file to list: said
    // under the rows, so the list never seems to have lost it.
    let open_unlisted = !shared.listings.iter().any(
        |listing| matches!(listing, Listing::Session(summary) if summary.name == *shared.session),
    );
    let mut under = listed_rows as u16;
    let mut say_under = |said: String| {
        if under < popup.height.saturating_sub(3) {
            let line = Rect::new(
                popup.x + 1,
                popup.y + 2 + under,
                popup.width.saturating_sub(2),
                1,
            );
            let said = shortened(&said, line.width);
            frame.render_widget(Line::styled(said, theme::muted()), line.intersection(popup));
            under += 1;
        }
    };
    if empty {
        // Under the headings, where the first session would be.
        say_under(crate::i18n::tr("sessions-none"));
    }
    if open_unlisted {
        say_under(crate::i18n::tr_args(
            "sessions-open-unsaved",
            &[("name", shared.session.to_string().into())],
        ));
    }
    if let Some(prompt) = &list.rename {
        render_prompt(frame, area, &crate::i18n::tr("sessions-rename"), prompt);
    } else if list.confirm_delete
        && let Some(name) = list.selected_name(shared.listings)
    {
        render_question(
            frame,
            area,
            &crate::i18n::tr_args("sessions-delete", &[("name", name.to_string().into())]),
        );
    }
}

/// The widest of `words` and `heading`, in characters.
fn widest(words: impl IntoIterator<Item = String>, heading: &str) -> u16 {
    words
        .into_iter()
        .map(|word| word.chars().count())
        .chain([heading.chars().count()])
        .max()
        .map_or(0, |width| width as u16)
}

/// A file of the sessions directory as report words it.
fn listed(listing: &Listing) -> Listed<'_> {
    match listing {
        Listing::Session(summary) => Listed::Session {
            name: summary.name.as_str(),
            mode: summary.mode,
            system: summary.system,
            games: summary.games,
            modified: &summary.modified,
        },
        Listing::Unreadable { file, reason } => Listed::Unreadable { file, reason },
    }
}
