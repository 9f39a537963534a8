//! The help (? F1): every key of the key table, by where it works, over everything; ↑ ↓ PgUp
//! PgDn scroll it where it is taller than the screen; Esc, ? or F1 close it.

use ratatui::Frame;
use ratatui::layout::Rect;

use super::Component;
use crate::tui::keys::Action;
use crate::tui::state::{Help, PAGE, Shared};

impl Component for Help {
    /// Whether the help stays open.
    type Asks = bool;

    fn update(&mut self, action: Action, shared: &Shared) -> bool {
        // The last scroll position on the screen as it is (before the first draw, none).
        let last = shared.screen.map_or(0, |(columns, rows)| {
            crate::tui::view::help_scroll_max(Rect::new(0, 0, columns, rows))
        });
        self.scroll = match action {
            Action::ToggleHelp => return false,
            Action::RowUp => self.scroll.saturating_sub(1),
            Action::PageUp => self.scroll.saturating_sub(PAGE),
            // The view stops at the end.
            Action::RowDown => (self.scroll + 1).min(last),
            Action::PageDown => (self.scroll + PAGE).min(last),
            _ => self.scroll,
        };
        true
    }

    fn view(&self, frame: &mut Frame, area: Rect, shared: &Shared) {
        let said = shared.status.map(|status| status.text.as_str());
        crate::tui::view::render_help(frame, area, self.scroll, said);
    }
}
