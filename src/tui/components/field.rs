//! Field mode's players table as keys change it: what `S` and `[` `]` do, and what the table
//! draws found again when the report changes (the model is `tui::players`).

use crate::calc::trf::FieldReport;
use crate::i18n::{tr, tr_args};
use crate::report::Cell;
use crate::report::field::K_CELLS;
use crate::tui::players::{
    COLUMNS, FieldSort, PlayersView, by_number, cells, k_widths, sort_column, text_width,
    title_width, value_width, value_widths,
};
use crate::tui::state::FieldTable;

impl FieldTable {
    /// Finds again all that the table draws, after the report changed (none: no players).
    pub(crate) fn refresh(&mut self, report: Option<&FieldReport>) {
        let Some(report) = report else {
            self.shown = PlayersView::default();
            return;
        };
        // The same players rated again (a K, a pool): the one selected stays selected.
        let player = self
            .selected_player()
            .filter(|_| self.shown.order.len() == report.players.len());
        let cells: Vec<Vec<Cell>> = report
            .players
            .iter()
            .map(|result| cells(report, result))
            .collect();
        let values = value_widths(&cells);
        self.shown = PlayersView {
            order: self.order_of(report),
            cells,
            values,
            widest: [0; COLUMNS],
            k_from_report: false,
        };
        self.follow(player);
        self.refresh_widths();
    }

    /// After only `changed` (players, by index into the report) were rated again: their cells,
    /// the widths of their columns and their places in the order, the other players' as they
    /// were.
    pub(crate) fn refresh_of(&mut self, report: &FieldReport, changed: &[usize]) {
        if self.shown.k_from_report || self.shown.cells.len() != report.players.len() {
            // The kept cells are older than the report's K: made again, once.
            return self.refresh(Some(report));
        }
        let view = &mut self.shown;
        for &index in changed {
            let line = cells(report, &report.players[index]);
            let old = std::mem::replace(&mut view.cells[index], line);
            for column in 0..COLUMNS {
                let width =
                    |line: &[Cell]| line.get(column).map_or(0, |cell| text_width(&cell.text));
                let (was, now) = (width(&old), width(&view.cells[index]));
                if now >= view.values[column] {
                    view.values[column] = now;
                } else if was == view.values[column] {
                    // It was the widest: the next widest may be narrower.
                    view.values[column] = value_width(&view.cells, column);
                }
            }
        }
        // Only the orders by a K's results move (the performance is the same whatever K);
        // the selected player stays selected wherever it goes.
        if matches!(self.sort, FieldSort::Change | FieldSort::NewRating) {
            let player = self.selected_player();
            let view = &mut self.shown;
            for &index in changed {
                view.order.retain(|&other| other != index);
                let at = view.order.partition_point(|&other| {
                    by_number(report, self.sort, self.reverse, other, index).is_lt()
                });
                view.order.insert(at, index);
            }
            self.follow(player);
        }
        self.refresh_widths();
    }

    /// After the order changed under it: `player` (an index into the report) selected again,
    /// scrolled into view if it moved.
    fn follow(&mut self, player: Option<usize>) {
        let Some(place) =
            player.and_then(|player| self.shown.order.iter().position(|&i| i == player))
        else {
            return;
        };
        if place != self.selected {
            self.selected = place;
            self.sorted_at = None;
        }
    }

    /// After the one K for every rated player changed: only the cells K decides, and their
    /// columns' widths; the rest of every line (names, points, performances) as it was.
    pub(crate) fn refresh_k(&mut self, report: &FieldReport) {
        if self.shown.cells.len() != report.players.len() {
            return self.refresh(Some(report));
        }
        let widths = k_widths(report);
        let view = &mut self.shown;
        view.k_from_report = true;
        for (column, width) in K_CELLS.into_iter().zip(widths) {
            // A player without a period shows a dash there, kept in its cells.
            let dashes = view
                .cells
                .iter()
                .zip(&report.players)
                .filter(|(_, result)| result.period.is_none())
                .filter_map(|(line, _)| line.get(column))
                .map(|cell| text_width(&cell.text))
                .max()
                .unwrap_or(0);
            view.values[column] = width.max(dashes);
        }
        if matches!(self.sort, FieldSort::Change | FieldSort::NewRating) {
            let player = self.selected_player();
            self.shown.order = self.order_of(report);
            self.follow(player);
        }
        self.refresh_widths();
    }

    /// The width each column needs: its widest value, or its title (the sorted one's marked).
    fn refresh_widths(&mut self) {
        let sorted = sort_column(self.sort);
        let view = &mut self.shown;
        view.widest =
            std::array::from_fn(|column| view.values[column].max(title_width(column, sorted)));
    }

    /// The players in the order now chosen, `player` (an index into the report) staying
    /// selected, the table showing the new order from its top.
    fn reorder(&mut self, report: &FieldReport, player: Option<usize>) {
        self.shown.order = self.order_of(report);
        self.refresh_widths();
        if let Some(player) = player {
            self.selected = self
                .shown
                .order
                .iter()
                .position(|&index| index == player)
                .unwrap_or(0);
        }
        self.sorted_at = Some(self.selected);
    }

    /// `s`: the players by the next column, the same player staying selected; what is said.
    pub(crate) fn sort_next(&mut self, report: &FieldReport) -> String {
        let player = self.selected_player();
        self.sort = self.sort.next();
        self.reorder(report, player);
        tr_args("players-sorted", &[("sort", self.sort.title().into())])
    }

    /// After a sort, which shows the new order from its top, `visible` players at once (`None`:
    /// not drawn yet): the player selected stays selected where the top shows it; else the
    /// top one is selected — a key never acts on a player out of sight — and where the player
    /// selected went is said with what the sort says.
    pub(crate) fn selected_in_view(
        &mut self,
        report: &FieldReport,
        said: String,
        visible: Option<usize>,
    ) -> String {
        let Some(index) = self.selected_player() else {
            return said;
        };
        let name = report.player(&report.players[index]).name.clone();
        let args = |id: &str, place: usize, count: usize| {
            tr_args(
                id,
                &[
                    ("said", said.clone().into()),
                    ("name", name.clone().into()),
                    ("place", (place + 1).to_string().into()),
                    ("count", count.to_string().into()),
                ],
            )
        };
        let count = self.shown.order.len();
        if visible.is_some_and(|visible| self.selected >= visible) {
            let place = self.selected;
            self.selected = 0;
            self.sorted_at = Some(0);
            return args("players-sorted-top", place, count);
        }
        args("players-sorted-selected", self.selected, count)
    }

    /// `S`: the players the other way round, the same player staying selected; what is said
    /// (the order now shown).
    pub(crate) fn reverse(&mut self, report: &FieldReport) -> String {
        let player = self.selected_player();
        self.reverse = !self.reverse;
        self.reorder(report, player);
        let id = if self.reverse {
            "players-sorted-reversed"
        } else {
            "players-sorted-usual"
        };
        tr_args(id, &[("sort", self.sort.title().into())])
    }

    /// Moves the selection; `to` gets it and the players' count.
    pub(crate) fn select(&mut self, to: impl Fn(usize, usize) -> usize) {
        let players = self.shown.order.len();
        self.selected = to(self.selected, players).min(players.saturating_sub(1));
        self.sorted_at = None;
    }

    /// `[` `]`: the selected player's rounds a row up or `down`, within them, `visible` rows
    /// of them in view; a key that cannot scroll says why, never nothing.
    pub(crate) fn scroll_rounds(
        &mut self,
        report: &FieldReport,
        down: bool,
        visible: usize,
    ) -> Option<String> {
        let player = self.selected_player()?;
        let rounds = report.player(&report.players[player]).rounds.len();
        if self.rounds_of != Some(player) {
            self.rounds_of = Some(player);
            self.rounds_scroll = 0;
        }
        // Never past the last screenful, so that `[` moves at once after many `]`.
        let last_first = rounds.saturating_sub(visible.max(1));
        let was = self.rounds_scroll.min(last_first);
        let now = if down {
            (was + 1).min(last_first)
        } else {
            was.saturating_sub(1)
        };
        self.rounds_scroll = now;
        (now == was).then(|| match (last_first, down) {
            (0, _) => tr_args(
                "status-rounds-all",
                &[("rounds", rounds.to_string().into())],
            ),
            (_, true) => tr("status-rounds-last"),
            (_, false) => tr("status-rounds-first"),
        })
    }
}

#[cfg(test)]
mod tests {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use proptest::prelude::*;

    use crate::calc::{Entry, Mode, Request, evaluate};
    use crate::store::SessionName;
    use crate::tui::message::Message;
    use crate::tui::state::App;

    /// The worked example in Field mode; `with_list`: as a FIDE list in force found it, Dora
    /// (600300) with K 40 and Anna (1503014) with K 10 on it.
    fn field_app(with_list: bool) -> App {
        use crate::rating::list::{ListEntry, ListMonth, ListRating};
        let listed = |fide_id, rating, k| {
            let entry = ListEntry {
                fide_id,
                standard: Some(ListRating {
                    rating,
                    games: 0,
                    k: Some(k),
                }),
                ..ListEntry::default()
            };
            (fide_id, entry)
        };
        let list = with_list.then(|| {
            std::sync::Arc::new(crate::calc::trf_list::ListInForce {
                month: ListMonth::parse("2026-03").unwrap(),
                undated: false,
                entries: [listed(600300, 1950, 40), listed(1503014, 2700, 10)]
                    .into_iter()
                    .collect(),
            })
        });
        let text: crate::calc::trf::ReportText =
            include_str!("../../../tests/fixtures/trf/worked-example.trf").into();
        let request = Request {
            mode: Mode::Field,
            field: crate::calc::FieldEntries {
                text: text.clone(),
                list: list.clone(),
                ..Default::default()
            },
            ..Request::default()
        };
        let mut app = App::with_request(request, SessionName::default_name()).in_year(2026);
        // As if the effects had looked the list up for this report.
        app.list_lookup = Some((text, list));
        app.set_focus(Some(Entry::Players));
        app
    }

    fn press(app: &mut App, code: KeyCode) {
        app.update(Message::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }

    /// The table on its own: its keys change only it; a K, the games taken and what is not its
    /// key it asks of the app, the request untouched.
    #[test]
    fn the_players_table_changes_itself_and_asks_for_the_rest() {
        use crate::tui::components::Component;
        use crate::tui::components::players::PlayersAsks;
        use crate::tui::keys::Action;
        use tui_input::InputRequest::InsertChar;
        let app = field_app(false);
        let shared = app.shared();
        let mut table = app.field_table().clone();
        let players = table.shown.order.len();
        assert!(players > 2);
        assert_eq!(
            table.update(Action::RowDown, &shared),
            PlayersAsks::Done(None)
        );
        assert_eq!(table.selected, 1);
        assert_eq!(
            table.update(Action::LastRow, &shared),
            PlayersAsks::Done(None)
        );
        assert_eq!(table.selected, players - 1);
        let player = table.selected_player();
        let PlayersAsks::Sorted(said) = table.update(Action::Sort, &shared) else {
            panic!("a sort is said");
        };
        assert!(said.contains(&table.sort.title()), "{said}");
        assert_eq!(
            table.selected_player(),
            player,
            "the same player stays selected"
        );
        // A K typed is asked for once it is kept; one no player can have is refused there.
        table.update(Action::Edit(InsertChar('2')), &shared);
        table.update(Action::Edit(InsertChar('0')), &shared);
        assert_eq!(
            table.update(Action::Commit, &shared),
            PlayersAsks::SetK(Some(20))
        );
        assert!(table.editor.is_none());
        table.update(Action::Edit(InsertChar('x')), &shared);
        assert!(matches!(
            table.update(Action::NextCell, &shared),
            PlayersAsks::Refused(_)
        ));
        assert!(table.editor.is_some(), "the K stays to be put right");
        assert_eq!(table.update(Action::Back, &shared), PlayersAsks::Done(None));
        assert_eq!(table.update(Action::TakePlayer, &shared), PlayersAsks::Take);
        assert_eq!(
            table.update(Action::Undo, &shared),
            PlayersAsks::NotMine(Action::Undo)
        );
        assert_eq!(
            app.field_table().selected,
            0,
            "the app's table is untouched"
        );
    }

    /// A K typed that moves its player in an order by change: the selection goes with the
    /// player (it stayed on the place, selecting another player unseen); a sort names the
    /// player still selected and its place, which may be out of view.
    #[test]
    fn the_player_selected_stays_selected_when_the_order_moves() {
        use crate::tui::players::FieldSort;
        let mut app = field_app(false);
        while app.field_table().sort != FieldSort::Change {
            press(&mut app, KeyCode::Char('s'));
        }
        let said = app.status().unwrap().text.clone();
        let table = app.field_table();
        let report = app.field_report().unwrap();
        let name = &report
            .player(&report.players[table.selected_player().unwrap()])
            .name;
        assert!(said.contains(name.as_str()), "{said}");
        assert!(said.contains(&format!(
            "{} of {}",
            table.selected + 1,
            table.shown.order.len()
        )));
        // Dora, fourth by change (−7.40 with K 20), given K 40 loses more than Anna (−7.80).
        press(&mut app, KeyCode::Home);
        for _ in 0..3 {
            press(&mut app, KeyCode::Down);
        }
        let rank = |app: &App| {
            let report = app.field_report().unwrap();
            let index = app.field_table().selected_player().unwrap();
            report.player(&report.players[index]).start_rank
        };
        let (before, place) = (rank(&app), app.field_table().selected);
        let order = app.field_table().shown.order.clone();
        assert_eq!(before, 4);
        for key in [
            KeyCode::Enter,
            KeyCode::Char('4'),
            KeyCode::Char('0'),
            KeyCode::Enter,
        ] {
            press(&mut app, key);
        }
        assert_ne!(app.field_table().shown.order, order, "the player moved");
        assert_eq!(rank(&app), before, "the same player selected");
        assert_ne!(app.field_table().selected, place, "followed where it went");
    }

    /// What a person does in Field mode, as the keys that do it.
    fn actions() -> impl Strategy<Value = Vec<Vec<KeyCode>>> {
        let digits = || prop::collection::vec(prop::sample::select(vec!['0', '1', '2', '5']), 0..3);
        let typed = |start: Vec<KeyCode>, digits: Vec<char>| {
            let mut keys = start;
            keys.push(KeyCode::Backspace);
            keys.push(KeyCode::Backspace);
            keys.extend(digits.into_iter().map(KeyCode::Char));
            keys.push(KeyCode::Enter);
            keys
        };
        let action = prop_oneof![
            prop::sample::select(vec!['j', 'k', 's', 'S', 'x', 'u', 'U', ']', '['])
                .prop_map(|c| vec![KeyCode::Char(c)]),
            Just(vec![KeyCode::Home]),
            // To Tournament mode and back, neither an undo step: undo still computes right.
            Just(vec![KeyCode::F(3)]),
            Just(vec![KeyCode::F(6)]),
            // A player's K: Enter, the digits, Enter (a K not allowed leaves the editor open).
            digits().prop_map(move |digits| {
                let mut keys = typed(vec![KeyCode::Enter], digits);
                keys.push(KeyCode::Esc);
                keys
            }),
            // The one K, typed from the players (Shift-Tab) and back (Tab).
            digits().prop_map(move |digits| {
                let mut keys = typed(vec![KeyCode::BackTab, KeyCode::Enter], digits);
                keys.push(KeyCode::Tab);
                keys
            }),
            // The list, a choice further on.
            Just(vec![
                KeyCode::BackTab,
                KeyCode::BackTab,
                KeyCode::Right,
                KeyCode::Tab,
                KeyCode::Tab
            ]),
        ];
        prop::collection::vec(action, 0..30)
    }

    proptest! {
        #![proptest_config(proptest::test_runner::Config::with_cases(64))]

        /// Field mode rates again only the players a K concerns, and finds again only what the
        /// table shows of them: what it shows must always be what computing afresh gives —
        /// the result, each player's cells, the column widths and the order.
        #[test]
        fn field_mode_after_any_keys_is_what_computing_afresh_gives(
            actions in actions(),
            with_list in any::<bool>(),
        ) {
            let mut app = field_app(with_list);
            prop_assert_eq!(app.field_report().unwrap().list.is_some(), with_list);
            for key in actions.into_iter().flatten() {
                press(&mut app, key);
                let afresh = evaluate(app.request(), crate::calc::Today::in_year(2026));
                prop_assert_eq!(
                    format!("{:?}", app.evaluation()),
                    format!("{afresh:?}"),
                    "after {:?}", key
                );
                // What the table draws is what making it afresh draws.
                let drawn = |app: &App| {
                    let view = &app.field.shown;
                    let lines: Vec<Vec<crate::report::Cell>> = match app.field_report() {
                        Some(report) => (0..view.cells.len()).map(|i| view.line(report, i)).collect(),
                        None => Vec::new(),
                    };
                    (view.order.clone(), view.widest, lines)
                };
                let shown = drawn(&app);
                app.refresh_players();
                prop_assert_eq!(shown, drawn(&app), "after {:?}", key);
            }
        }
    }
}
