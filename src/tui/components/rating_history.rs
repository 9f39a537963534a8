//! A player's rating history (`h`, F10): a chart of their ratings over the FIDE lists held,
//! closed with Esc or `h`.

use ratatui::Frame;
use ratatui::layout::Rect;

use super::Component;
use crate::tui::keys::Action;
use crate::tui::state::{RatingHistory, Shared};

impl Component for RatingHistory {
    /// Whether the chart stays open.
    type Asks = bool;

    fn update(&mut self, action: Action, _shared: &Shared) -> bool {
        action != Action::Back
    }

    fn view(&self, frame: &mut Frame, area: Rect, _shared: &Shared) {
        crate::tui::view::history_chart::render(frame, area, self);
    }
}
