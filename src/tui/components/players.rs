//! Field mode's players: sorted, a player's K typed (or back to the file's), a player's games
//! taken to Tournament mode (asked first when it has games), a report opened. Each change is
//! one undo step, named in the status line.

use super::events;
use crate::calc::edit::{TakenPlayer, checked_player_k};
use crate::calc::events::file_event_line;
use crate::calc::{self, Mode};
use crate::i18n::{tr, tr_args};
use crate::tui::changed::Changed;
use crate::tui::message::Effect;
use crate::tui::message::ListFound;
use crate::tui::state::{App, Popup, TextField};

impl App {
    /// Orders the players by the next column, the same player staying selected.
    pub(crate) fn sort_players(&mut self) {
        let player = self.selected_player();
        self.field.sort = self.field.sort.next();
        self.reorder_players(player);
        self.set_status(
            tr_args(
                "players-sorted",
                &[("sort", self.field.sort.title().into())],
            ),
            false,
        );
    }

    /// The selected player's starting rank.
    fn selected_rank(&self) -> Option<u16> {
        let report = self.field_report()?;
        let result = &report.players[self.selected_player()?];
        Some(report.player(result).start_rank)
    }

    /// Opens the K editor on the selected player: their own K as typed, if any.
    pub(crate) fn edit_player_k(&mut self) {
        let Some(rank) = self.selected_rank() else {
            return;
        };
        let text = self
            .request
            .field
            .player_k
            .get(&rank)
            .map(u32::to_string)
            .unwrap_or_default();
        // Selected, as a web form's field on focus: a K typed replaces the one there.
        self.field.editor = Some(TextField::proposing(&text));
    }

    /// A digit typed on the players: their K typed from it, as in a spreadsheet's cell.
    pub(crate) fn type_player_k(&mut self, first: char) {
        if self.selected_rank().is_some() {
            self.field.editor = Some(TextField::new(&first.to_string()));
        }
    }

    /// Keeps the typed K for the selected player (blank: the file's K again); a K that is not
    /// allowed keeps the editor open, and the status line says why.
    pub(crate) fn commit_player_k(&mut self) {
        let Some(editor) = self.field.editor.take() else {
            return;
        };
        match checked_player_k(editor.value()) {
            Ok(k) => self.set_player_k(k),
            Err(error) => {
                self.set_status(error.to_string(), true);
                self.field.editor = Some(editor);
            }
        }
    }

    /// The selected player's own K, or (None) the file's again: said, one undo step.
    pub(crate) fn set_player_k(&mut self, k: Option<u32>) {
        let Some(rank) = self.selected_rank() else {
            return;
        };
        let was = self.request.field.player_k.get(&rank).copied();
        if was == k {
            return;
        }
        let words = |k: Option<u32>| k.map_or_else(|| tr("player-k-files"), |k| k.to_string());
        let description = tr_args(
            "player-k-changed",
            &[
                ("rank", rank.to_string().into()),
                ("was", words(was).into()),
                ("now", words(k).into()),
            ],
        );
        let before = self.snapshot();
        let player_k = &mut self.change(Changed::player_k(rank)).field.player_k;
        match k {
            Some(k) => player_k.insert(rank, k),
            None => player_k.remove(&rank),
        };
        self.record(before, description);
    }

    /// The selected player's games into Tournament mode. A table without games takes them
    /// with the player's rating, K and the report's pool; a table with games asks first
    /// (`replace` None): added as a new event of the period (the tournament's name and dates,
    /// the player's rating in the file as its Ro; the table's rating, K and pool stay), or
    /// instead of its games (`Some(true)`: one event again, on the player's rating).
    pub(crate) fn take_player(&mut self, replace: Option<bool>) {
        let Some(report) = self.field_report() else {
            return;
        };
        let Some(taken) = self
            .selected_player()
            .and_then(|index| TakenPlayer::of(report, index))
        else {
            return;
        };
        let tournament_name = report.tournament.name.clone();
        let (start, end) = (report.tournament.start, report.tournament.end);
        let report_pool = report.pool;
        let replace = match replace {
            None if !self.request.rows.is_empty() => {
                self.popup = Some(Popup::Question(crate::tui::state::Question::Take(
                    self.request.rows.len(),
                )));
                return;
            }
            None => true,
            Some(replace) => replace,
        };
        let games = crate::report::words::games(taken.rows.len());
        let name = crate::text::printable(&taken.name).into_owned();
        let before = self.snapshot();
        // The file's event: its name (the tournament's, else the file's), dates and the
        // player's rating there as Ro, so that a period made of several files names each.
        let event_name = tournament_name
            .filter(|name| !name.trim().is_empty())
            .unwrap_or_else(|| self.request.field.name.clone());
        let rating = taken.rating.parse::<u32>().ok();
        let line = file_event_line(&event_name, rating, start, end);
        let description = if replace {
            let had_events = !self.request.events.is_empty();
            let request = self.change(Changed::WHOLE);
            request.events = vec![line];
            taken.apply(request);
            self.tournament = Default::default();
            let id = if had_events {
                "taken-again-one-event"
            } else {
                "taken"
            };
            tr_args(
                id,
                &[
                    ("name", name.into()),
                    ("games", games.into()),
                    ("event", events::event_words(&self.request.events, 0).into()),
                ],
            )
        } else {
            let at = self.add_event_of(line, taken.rows);
            self.tournament.selected = at;
            let event = self.request.events.len() - 1;
            let mut args = vec![
                ("name", name.into()),
                ("games", games.into()),
                (
                    "event",
                    events::event_words(&self.request.events, event).into(),
                ),
            ];
            let rated = match rating {
                Some(rating) => {
                    args.push(("rating", rating.to_string().into()));
                    "taken-as-event-ro"
                }
                None => "taken-as-event",
            };
            let said = tr_args(rated, &args);
            if report_pool != self.request.pool() {
                tr_args(
                    "taken-other-pool",
                    &[
                        ("said", said.into()),
                        ("file", crate::report::names::pool(report_pool).into()),
                        (
                            "period",
                            crate::report::names::pool(self.request.pool()).into(),
                        ),
                    ],
                )
            } else {
                said
            }
        };
        self.switch_mode(Mode::Tournament);
        self.set_focus(Some(crate::calc::Entry::Rows));
        self.record(before, description);
    }

    /// A tournament report file into Field mode. A K typed for a player of another file is
    /// no K of this one's: those are let go.
    pub(crate) fn open_report(&mut self, report: calc::trf::ReportText, path: &std::path::Path) {
        let before = self.snapshot();
        // The import has read the file: its text is not read again.
        // The players the table shows: a bye's pseudo-player (`spielfrei`) is none.
        let players = report.tournament().map_or(0, |tournament| {
            let players = tournament.players.iter();
            players
                .filter(|player| !calc::trf::is_no_player(player))
                .count()
        });
        let request = self.change(Changed::REPORT);
        if *report != *request.field.text {
            request.field.player_k.clear();
        }
        request.field.text = report;
        request.field.name = path
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        self.field = Default::default();
        self.switch_mode(Mode::Field);
        self.set_focus(Some(crate::calc::Entry::Players));
        let description = tr_args(
            "report-opened",
            &[
                (
                    "name",
                    crate::text::printable(&self.request.field.name)
                        .into_owned()
                        .into(),
                ),
                (
                    "players",
                    tr_args("players", &[("count", players.into())]).into(),
                ),
            ],
        );
        self.record(before, description);
    }
}

impl App {
    /// In Field mode with a report, the FIDE list in force for it: asked for once a report
    /// (the effects look it up in the lists held), and put back into the request when an undo
    /// brought back the report without it. Not an undo step: it is no change of the person's.
    pub(crate) fn follow_list(&mut self, effects: &mut Vec<Effect>) {
        if self.request.mode != Mode::Field || !self.request.field.text.is_given() {
            return;
        }
        match &self.list_lookup {
            Some((text, found)) if text.shares(&self.request.field.text) => {
                if !same_list(found, &self.request.field.list) {
                    self.request.field.list = found.clone();
                    self.rate_field_again();
                }
            }
            _ => {
                let text = self.request.field.text.clone();
                self.list_lookup = Some((text.clone(), None));
                effects.push(Effect::LookUpList(text));
            }
        }
    }

    /// The report rated again as the request now is (its list changed).
    fn rate_field_again(&mut self) {
        self.evaluation = calc::evaluate_with(&self.request, self.today, &self.games);
        self.refresh_players();
    }

    /// What the look-up of the list for `text` found: the report rated with it; a list that
    /// cannot be read is one line in the status, the report rated without it.
    pub(crate) fn list_looked(
        &mut self,
        text: calc::trf::ReportText,
        result: Result<(Option<ListFound>, Vec<String>), String>,
    ) {
        let found = match result {
            Ok((found, notes)) => {
                if let Some(note) = notes.first() {
                    self.set_status(note.clone(), false);
                }
                found
            }
            Err(error) => {
                self.set_status(
                    tr_args("report-list-unused", &[("error", error.to_string().into())]),
                    true,
                );
                None
            }
        };
        self.list_lookup = Some((text.clone(), found.clone()));
        // Rated again only when the list changes what it is rated with (none found: as it was).
        if text.shares(&self.request.field.text) && !same_list(&found, &self.request.field.list) {
            self.request.field.list = found;
            self.rate_field_again();
        }
    }

    /// `h` on Field mode's players: the selected player's ratings over the months held, when
    /// the player has a FIDE ID (the effects look them up); otherwise the status says why not.
    pub(crate) fn ask_field_history(&mut self, effects: &mut Vec<Effect>) {
        let Some(report) = self.field_report() else {
            return;
        };
        let Some(index) = self.selected_player() else {
            return;
        };
        let player = report.player(&report.players[index]);
        let name = crate::text::printable(&player.name).into_owned();
        // Any month held makes a history, the one in force for this report or not: the
        // effects say when no list is held at all.
        match calc::trf_list::fide_id(player) {
            None => self.set_status(
                tr_args("history-no-fide-id", &[("name", name.into())]),
                true,
            ),
            Some(fide_id) => effects.push(Effect::History {
                fide_id,
                player: format!("{name} · {fide_id}"),
            }),
        }
    }

    /// The history asked for: the chart, or why it could not be read.
    pub(crate) fn show_history(
        &mut self,
        player: String,
        result: Result<Vec<crate::report::player::HistoryMonth>, String>,
    ) {
        match result {
            Ok(months) => {
                self.popup = Some(Popup::History(Box::new(crate::tui::state::RatingHistory {
                    player,
                    months,
                })));
            }
            Err(error) => {
                self.set_status(tr_args("history-failed", &[("error", error.into())]), true)
            }
        }
    }
}

/// Whether two lists are the very same one (or both none): compared by address, not by their
/// entries.
fn same_list(one: &Option<ListFound>, other: &Option<ListFound>) -> bool {
    match (one, other) {
        (Some(one), Some(other)) => std::sync::Arc::ptr_eq(one, other),
        (None, None) => true,
        _ => false,
    }
}
