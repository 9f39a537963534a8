//! Field mode's players: sorted, a player's K typed (or back to the file's), a player's games
//! taken to Tournament mode (asked first when it has games), a report opened. Each change is
//! one undo step, named in the status line.

use ratatui::Frame;
use ratatui::layout::Rect;
use tui_input::InputRequest;

use super::{Component, events};
use crate::calc::edit::{TakenPlayer, checked_player_k};
use crate::calc::events::file_event_line;
use crate::calc::trf::FieldReport;
use crate::calc::{self, Mode, Outcome};
use crate::i18n::{tr, tr_args};
use crate::tui::changed::Changed;
use crate::tui::keys::Action;
use crate::tui::message::Effect;
use crate::tui::message::ListFound;
use crate::tui::state::{App, FieldTable, PAGE, Popup, Shared, TextField};

/// What a key on the players table asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayersAsks {
    /// Done in the table (the selection moved, the order changed, a K typed): what to say of
    /// it, if anything.
    Done(Option<String>),
    /// Not the table's key: the app's (a mode, a popup, undo, quitting).
    NotMine(Action),
    /// The selected player's own K (`None`: the file's again), one undo step.
    SetK(Option<u32>),
    /// A K no player can have: said, the K editor kept open.
    Refused(String),
    /// `t`: the selected player's games into Tournament mode.
    Take,
    /// `h`: the selected player's ratings over the months held.
    History,
    /// `[` `]`: the selected player's rounds scrolled (how many are in view is the layout's).
    ScrollRounds { down: bool },
    /// `s` `S`: the players in a new order, shown from its top (what the sort says): the
    /// player selected stays selected if the top shows it (how many it shows is the layout's).
    Sorted(String),
}

/// The players table owns its selection, its order and the K being typed: ↑ ↓ PgUp PgDn Home
/// End choose a player, `s` `S` sort, Enter or a digit types their K (Enter or Tab keeps it,
/// Esc leaves it); what changes the request (a K, the games taken) it asks for.
impl Component for FieldTable {
    type Asks = PlayersAsks;

    fn update(&mut self, action: Action, shared: &Shared) -> PlayersAsks {
        if let Some(editor) = &mut self.editor {
            return match action {
                Action::Edit(request) => {
                    editor.edit(request);
                    PlayersAsks::Done(None)
                }
                Action::NextCell | Action::PreviousCell | Action::Commit => {
                    match checked_player_k(editor.value()) {
                        Ok(k) => {
                            self.editor = None;
                            PlayersAsks::SetK(k)
                        }
                        Err(error) => PlayersAsks::Refused(error.to_string()),
                    }
                }
                Action::Back => {
                    self.editor = None;
                    PlayersAsks::Done(None)
                }
                action => PlayersAsks::NotMine(action),
            };
        }
        let on_a_player = matches!(
            action,
            Action::Sort
                | Action::ReverseSort
                | Action::EditCell
                | Action::ResetPlayerK
                | Action::TakePlayer
                | Action::RoundsUp
                | Action::RoundsDown
                | Action::RatingHistory
                | Action::Edit(InputRequest::InsertChar(_))
        );
        let report = shared
            .field_report
            .filter(|report| report.players.len() == self.shown.order.len());
        let Some(report) = report.filter(|_| !self.shown.order.is_empty()) else {
            // No report open: what would work on a player says so.
            return if on_a_player {
                PlayersAsks::Done(Some(tr("status-no-players")))
            } else {
                PlayersAsks::NotMine(action)
            };
        };
        let done = PlayersAsks::Done(None);
        match action {
            Action::RowUp => self.select(|selected, _| selected.saturating_sub(1)),
            Action::RowDown => self.select(|selected, _| selected + 1),
            Action::PageUp => self.select(|selected, _| selected.saturating_sub(PAGE)),
            Action::PageDown => self.select(|selected, _| selected + PAGE),
            Action::FirstRow => self.select(|_, _| 0),
            Action::LastRow => self.select(|_, count| count),
            Action::Sort => return PlayersAsks::Sorted(self.sort_next(report)),
            Action::ReverseSort => return PlayersAsks::Sorted(self.reverse(report)),
            Action::RoundsUp | Action::RoundsDown => {
                return PlayersAsks::ScrollRounds {
                    down: action == Action::RoundsDown,
                };
            }
            Action::EditCell => {
                let text = selected_rank(self, report)
                    .and_then(|rank| shared.request.field.player_k.get(&rank))
                    .map(u32::to_string)
                    .unwrap_or_default();
                // Selected, as a web form's field on focus: a K typed replaces the one there.
                self.editor = Some(TextField::proposing(&text));
            }
            // A key typed on the players: their K typed from it, as in a spreadsheet's cell.
            Action::Edit(InputRequest::InsertChar(first)) => {
                self.editor = Some(TextField::new(&first.to_string()));
            }
            Action::ResetPlayerK => return PlayersAsks::SetK(None),
            Action::TakePlayer => return PlayersAsks::Take,
            Action::RatingHistory => return PlayersAsks::History,
            action => return PlayersAsks::NotMine(action),
        }
        done
    }

    fn view(&self, frame: &mut Frame, area: Rect, shared: &Shared) {
        crate::tui::view::field::render(frame, area, self, shared);
    }
}

/// The selected player's starting rank.
fn selected_rank(table: &FieldTable, report: &FieldReport) -> Option<u16> {
    let result = &report.players[table.selected_player()?];
    Some(report.player(result).start_rank)
}

impl App {
    /// An action for the players table, when it has the focus: the table takes it, and what
    /// it asks is carried out; `false`: not the table's, the app's own.
    pub(crate) fn update_players(&mut self, action: Action, effects: &mut Vec<Effect>) -> bool {
        match self.ask(|app| &mut app.field, action) {
            PlayersAsks::NotMine(_) => return false,
            PlayersAsks::Done(said) => {
                if let Some(said) = said {
                    self.set_status(said, false);
                }
            }
            PlayersAsks::SetK(k) => self.set_player_k(k),
            PlayersAsks::Refused(said) => self.set_status(said, true),
            PlayersAsks::Take => self.take_player(None),
            PlayersAsks::History => self.ask_field_history(effects),
            PlayersAsks::Sorted(said) => {
                let visible = crate::tui::view::layout::field_players_visible(self);
                let Outcome::Field(report) = &self.evaluation.outcome else {
                    return true;
                };
                let said = self.field.selected_in_view(report, said, visible);
                self.set_status(said, false);
            }
            PlayersAsks::ScrollRounds { down } => {
                // How many rounds are in view is the layout's (none drawn yet: one).
                let visible = crate::tui::view::layout::field_rounds_visible(self).unwrap_or(1);
                let Outcome::Field(report) = &self.evaluation.outcome else {
                    return true;
                };
                if let Some(said) = self.field.scroll_rounds(report, down, visible) {
                    self.set_status(said, false);
                }
            }
        }
        true
    }

    /// Finds again all that the players table draws, after the report changed.
    pub(crate) fn refresh_players(&mut self) {
        let report = match &self.evaluation.outcome {
            Outcome::Field(report) => Some(&**report),
            _ => None,
        };
        self.field.refresh(report);
    }

    /// After only `changed` players (by index into the report) were rated again.
    pub(crate) fn refresh_players_of(&mut self, changed: &[usize]) {
        match &self.evaluation.outcome {
            Outcome::Field(report) => self.field.refresh_of(report, changed),
            _ => self.field.refresh(None),
        }
    }

    /// After the one K for every rated player changed.
    pub(crate) fn refresh_players_k(&mut self) {
        match &self.evaluation.outcome {
            Outcome::Field(report) => self.field.refresh_k(report),
            _ => self.field.refresh(None),
        }
    }

    /// The selected player's starting rank.
    fn selected_rank(&self) -> Option<u16> {
        selected_rank(&self.field, self.field_report()?)
    }

    /// The selected player's own K, or (None) the file's again: said, one undo step.
    pub(crate) fn set_player_k(&mut self, k: Option<u32>) {
        let Some(rank) = self.selected_rank() else {
            return;
        };
        let was = self.request.field.player_k.get(&rank).copied();
        let words = |k: Option<u32>| k.map_or_else(|| tr("player-k-files"), |k| k.to_string());
        if was == k {
            // Said, never nothing: `x` on a player with the file's K, or the same K typed.
            let args = [("rank", rank.to_string().into()), ("k", words(k).into())];
            return self.set_status(tr_args("player-k-unchanged", &args), false);
        }
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
            let was = self.request.rating.clone();
            let request = self.change(Changed::WHOLE);
            request.events = vec![line];
            taken.apply(request);
            self.tournament = Default::default();
            let id = if had_events {
                "taken-again-one-event"
            } else {
                "taken"
            };
            let said = tr_args(
                id,
                &[
                    ("name", name.into()),
                    ("games", games.into()),
                    ("event", events::event_words(&self.request.events, 0).into()),
                ],
            );
            // The rating is every mode's: a change of it is said, never made unseen.
            let now = &self.request.rating;
            if *now != was {
                tr_args(
                    "taken-rating",
                    &[
                        ("said", said.into()),
                        ("was", super::shown(&was).into()),
                        ("now", super::shown(now).into()),
                    ],
                )
            } else {
                said
            }
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
        let players = report
            .tournament()
            .map_or(0, |tournament| calc::trf::players_listed(tournament));
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
