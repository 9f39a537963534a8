//! Field mode's players list: what `S` and `[` `]` do, and what its table draws, found when
//! the state changes so that the view only draws (no sorting, no report lines in a frame).

use super::state::{App, Status};
use super::view::field::{COLUMNS, cells, sort_column, widest_values};
use crate::report::Cell;

/// What Field mode's players table draws: the players in the order shown (indices into the
/// report), each player's cells (by the report's index) and each column's widest value.
#[derive(Clone, Debug, Default)]
pub struct PlayersView {
    pub order: Vec<usize>,
    pub cells: Vec<Vec<Cell>>,
    pub widest: [u16; COLUMNS],
}

impl App {
    /// Finds again what the players table draws, after a change of the state.
    pub(crate) fn refresh_players(&mut self) {
        let Some(report) = self.field_report() else {
            self.players = PlayersView::default();
            return;
        };
        let view = PlayersView {
            order: self.field_order(),
            cells: report
                .players
                .iter()
                .map(|result| cells(report, result))
                .collect(),
            widest: widest_values(report, sort_column(self.field.sort)),
        };
        self.players = view;
    }

    /// After the order changed: `player` (an index into the report) selected where it is now.
    pub(crate) fn select_player(&mut self, player: Option<usize>) {
        if let Some(player) = player {
            self.field.selected = self
                .field_order()
                .iter()
                .position(|&index| index == player)
                .unwrap_or(0);
        }
    }

    /// `S`: the players the other way round, the same player staying selected and the status
    /// saying the order now shown.
    pub(crate) fn reverse_players(&mut self) {
        let player = self.selected_player();
        self.field.reverse = !self.field.reverse;
        self.select_player(player);
        let way = if self.field.reverse {
            "the other way round"
        } else {
            "the usual way round"
        };
        self.status = Some(Status {
            text: format!("players by {}, {way}", self.field.sort.title()),
            error: false,
        });
    }

    /// `[` `]`: the selected player's rounds a row up or `down`, within them.
    pub(crate) fn scroll_rounds(&mut self, down: bool) {
        let Some(player) = self.selected_player() else {
            return;
        };
        let rounds = self.field_report().map_or(0, |report| {
            report.player(&report.players[player]).rounds.len()
        });
        if self.field.rounds_of != Some(player) {
            self.field.rounds_of = Some(player);
            self.field.rounds_scroll = 0;
        }
        // Never past the last screenful, so that `[` moves at once after many `]`.
        let visible = super::view::layout::field_rounds_visible(self)
            .unwrap_or(1)
            .max(1);
        let last_first = rounds.saturating_sub(visible);
        let scroll = &mut self.field.rounds_scroll;
        *scroll = if down {
            (*scroll + 1).min(last_first)
        } else {
            (*scroll).min(last_first).saturating_sub(1)
        };
    }
}
