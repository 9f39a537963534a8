//! Tournament mode's rating period of several events (FIDE B.02 7.1; docs/rules/period.md):
//! the table groups its games under their events, in the events' order, so that row i is the
//! period's game i. `n` starts a new event from the selected game, `E` types the game's event
//! line in the games list's syntax (an empty line deletes the event), `[` `]` move the game
//! to the event before or after; an event left without games is gone. Every change is one undo
//! step, said in the status line.

use super::places;
use crate::calc::events::default_line;
use crate::calc::events::{line_text, read_line};
use crate::calc::{Mode, Row};
use crate::i18n::{tr, tr_args};
use crate::tui::changed::Changed;
use crate::tui::state::{App, EventEditor, Prompt, TextField};

/// The change of an event's line alone (its games stay where they are).
const EVENT_LINE: Changed = Changed {
    events: true,
    ..Changed::NOTHING
};

/// An event's name as its line gives it: the text before the first `|`.
fn name_of(line: &str) -> &str {
    line.split('|').next().unwrap_or("").trim()
}

/// Event `index` of `events` as a status line names it: "event 2 'Dulles Open'".
pub(crate) fn event_words(events: &[String], index: usize) -> String {
    match events.get(index).map(|line| name_of(line)) {
        Some(name) if !name.is_empty() => tr_args(
            "event-named",
            &[
                ("number", (index + 1).to_string().into()),
                ("name", crate::i18n::shown(name)),
            ],
        ),
        _ => event_number(index),
    }
}

/// Event `index` as a status line names it by its number: "event 2".
fn event_number(index: usize) -> String {
    tr_args(
        "event-number",
        &[("number", (index + 1).to_string().into())],
    )
}

/// Where event `event`'s games start in the table (the games are grouped by event, in order).
pub(crate) fn first_of(rows: &[Row], event: usize) -> usize {
    rows.partition_point(|row| row.event < event)
}

/// How many of the table's games event `event` holds.
fn games_in(rows: &[Row], event: usize) -> usize {
    first_of(rows, event + 1) - first_of(rows, event)
}

/// Event `event` of `request` gone, its games (if any) joining the event before (the first
/// event's, the one after). With no event left the period is one event again.
fn remove_event(request: &mut crate::calc::Request, event: usize) {
    let events = request.events.len();
    request.events.remove(event);
    for row in &mut request.rows {
        // A game of an event the period does not have (a session's) joins none: it stays
        // beyond the last.
        if row.event >= events {
            continue;
        }
        if row.event > event || (row.event == event && event > 0) {
            row.event -= 1;
        }
    }
}

impl App {
    /// Whether the period's events can change here (Tournament mode); said when not.
    fn events_here(&mut self) -> bool {
        if self.request.mode == Mode::Tournament {
            return true;
        }
        self.set_status(tr("events-where"), false);
        false
    }

    /// The event a game put at `at` in the table joins: the one of the game before it (the
    /// first game's at the start; in an empty table, the last event).
    pub(crate) fn event_at(&self, at: usize) -> usize {
        let rows = &self.request.rows;
        match at.min(rows.len()) {
            0 if rows.is_empty() => self.request.events.len().saturating_sub(1),
            0 => rows[0].event,
            at => rows[at - 1].event,
        }
    }

    /// `n`: a new event from the selected game on: it and the games after it in its event
    /// become the next event (named "Event N", on your rating, until `E` types its line). With
    /// no events yet the games before it are event 1; from the first game, the table's games
    /// become event 1; on an empty table a last event takes the games added next.
    pub(crate) fn new_event(&mut self) {
        if !self.events_here() {
            return;
        }
        // Another system rates one event's games; its events can still be typed and deleted.
        if !self.request.system.is_elo() {
            return self.set_status(
                tr_args(
                    "events-not-elo",
                    &[(
                        "pool",
                        crate::report::names::system(self.request.system).into(),
                    )],
                ),
                false,
            );
        }
        self.close_editors();
        let count = self.request.rows.len();
        let events = self.request.events.len();
        if count == 0 {
            let before = self.snapshot();
            self.change(EVENT_LINE)
                .events
                .push(default_line(events + 1));
            let description = tr_args(
                "event-made-empty",
                &[("event", event_words(&self.request.events, events).into())],
            );
            return self.record(before, description);
        }
        let selected = self.tournament.selected.min(count - 1);
        if events == 0 && selected == 0 {
            let before = self.snapshot();
            self.change(EVENT_LINE).events.push(default_line(1));
            let description = tr_args(
                "event-first",
                &[("games", crate::report::words::games(count).into())],
            );
            return self.record(before, description);
        }
        let event = self.request.rows[selected].event;
        // Without events every game is the one event's; a session may say otherwise.
        if event >= events.max(1) {
            let events = events.max(1);
            let missing = crate::rating::InputError::NoSuchEvent { event, events };
            return self.set_status(crate::tui::state::words(&missing.in_game(selected)), true);
        }
        let start = first_of(&self.request.rows, event);
        if events > 0 && selected == start {
            return self.set_status(
                tr_args(
                    "event-already-first",
                    &[
                        ("game", (selected + 1).to_string().into()),
                        ("event", event_words(&self.request.events, event).into()),
                    ],
                ),
                false,
            );
        }
        let end = first_of(&self.request.rows, event + 1);
        let before = self.snapshot();
        let request = self.change(Changed::EVENTS);
        if events == 0 {
            request.events.push(default_line(1));
        }
        request.events.insert(event + 1, default_line(event + 2));
        for (index, row) in request.rows.iter_mut().enumerate() {
            if row.event > event {
                // A game of an event the period does not have (a session's) stays in none.
                row.event = row.event.saturating_add(1);
            } else if index >= selected {
                row.event = event + 1;
            }
        }
        let description = tr_args(
            "event-made",
            &[
                ("event", event_words(&self.request.events, event + 1).into()),
                ("places", places(selected, end - selected).into()),
            ],
        );
        self.record(before, description);
    }

    /// `E`: the selected game's event line in a one-line editor, in the games list's syntax
    /// (with no events yet, the line of the one event the table's games make; on an empty
    /// table, the last event's).
    pub(crate) fn edit_event(&mut self) {
        if !self.events_here() {
            return;
        }
        self.close_editors();
        let events = &self.request.events;
        let (event, text) = if events.is_empty() {
            (0, default_line(1))
        } else {
            let last = events.len() - 1;
            let event = self
                .request
                .rows
                .get(self.tournament.selected)
                .map_or(last, |row| row.event.min(last));
            let line = &events[event];
            // As a file would hold it; a line that does not read (a hand-edited session) as
            // it is, to be put right.
            let text = read_line(line, self.request.pool())
                .map_or_else(|_| line.clone(), |read| line_text(&read));
            (event, text)
        };
        self.tournament.event_editor = Some(EventEditor {
            event,
            prompt: Prompt {
                input: TextField::new(&text),
                error: None,
                offered_folder: false,
            },
        });
        self.set_status(
            tr_args(
                "event-line-editing",
                &[("number", (event + 1).to_string().into())],
            ),
            false,
        );
    }

    /// Enter in the event line's editor: the line kept if it reads as an event (otherwise the
    /// editor stays, with the reason); an empty line deletes the event.
    pub(crate) fn commit_event_line(&mut self) {
        let Some(mut editor) = self.tournament.event_editor.take() else {
            return;
        };
        let event = editor.event;
        let typed = editor.prompt.input.value().trim().to_string();
        if typed.is_empty() {
            return self.delete_event(event);
        }
        let games = if self.request.events.is_empty() {
            self.request.rows.len()
        } else {
            games_in(&self.request.rows, event)
        };
        let refused = match read_line(&typed, self.request.pool()) {
            Ok(line) => match &line.totals {
                Some(totals) if games > 0 => Err(tr_args(
                    "event-totals-with-games",
                    &[
                        ("totals", totals.rated_games.to_string().into()),
                        ("games", crate::report::words::games(games).into()),
                    ],
                )),
                _ => Ok(line),
            },
            Err(error) => Err(tr_args(
                "event-line-not",
                &[("error", error.to_string().into())],
            )),
        };
        let line = match refused {
            Ok(line) => line,
            Err(reason) => {
                self.set_status(reason.clone(), true);
                editor.prompt.error = Some(reason);
                self.tournament.event_editor = Some(editor);
                return;
            }
        };
        let text = line_text(&line);
        let was = self.request.events.get(event).cloned();
        if was.as_ref() == Some(&text) {
            return self.set_status(
                tr_args(
                    "event-line-same",
                    &[("number", (event + 1).to_string().into())],
                ),
                false,
            );
        }
        let before = self.snapshot();
        let request = self.change(EVENT_LINE);
        match request.events.get_mut(event) {
            Some(line) => line.clone_from(&text),
            None => request.events.push(text.clone()),
        }
        let description = match was {
            Some(was) => tr_args(
                "event-line-changed",
                &[
                    ("number", (event + 1).to_string().into()),
                    ("was", crate::i18n::shown(&was)),
                    ("now", crate::i18n::shown(&text)),
                ],
            ),
            None => tr_args(
                "event-line-first",
                &[
                    ("games", crate::report::words::games(games).into()),
                    ("line", crate::i18n::shown(&text)),
                ],
            ),
        };
        self.record(before, description);
    }

    /// Esc in the event line's editor: the line as it was.
    pub(crate) fn cancel_event_line(&mut self) {
        if let Some(editor) = self.tournament.event_editor.take() {
            self.set_status(
                tr_args(
                    "event-line-same",
                    &[("number", (editor.event + 1).to_string().into())],
                ),
                false,
            );
        }
    }

    /// An event deleted (an empty line typed for it): its games join the event before (the
    /// first event's, the one after).
    fn delete_event(&mut self, event: usize) {
        let events = self.request.events.len();
        if event >= events {
            return self.set_status(tr("event-delete-none"), false);
        }
        let words = event_words(&self.request.events, event);
        let games = games_in(&self.request.rows, event);
        let before = self.snapshot();
        remove_event(self.change(Changed::EVENTS), event);
        let description = if events == 1 {
            tr_args("event-deleted-last", &[("event", words.into())])
        } else if games == 0 {
            tr_args("event-deleted", &[("event", words.into())])
        } else {
            let into = event.saturating_sub(1);
            tr_args(
                "event-deleted-joined",
                &[
                    ("event", words.into()),
                    ("games", crate::report::words::games(games).into()),
                    ("into", event_words(&self.request.events, into).into()),
                ],
            )
        };
        self.record(before, description);
    }

    /// `[` `]`: the selected game into the event before (to its end) or after (to its start).
    /// An event it leaves without games is gone, and said.
    pub(crate) fn move_game_to_event(&mut self, forward: bool) {
        if !self.events_here() {
            return;
        }
        self.close_editors();
        let selected = self.tournament.selected;
        let Some(row) = self.request.rows.get(selected) else {
            return;
        };
        let events = self.request.events.len();
        let event = row.event;
        if events < 2 {
            return self.set_status(tr("event-one"), false);
        }
        let target = if forward {
            event.checked_add(1).filter(|&target| target < events)
        } else {
            event.checked_sub(1)
        };
        let Some(target) = target.filter(|_| event < events) else {
            let id = if forward {
                "event-game-in-last"
            } else {
                "event-game-in-first"
            };
            return self.set_status(
                tr_args(id, &[("game", (selected + 1).to_string().into())]),
                false,
            );
        };
        let given_by_totals = read_line(&self.request.events[target], self.request.pool())
            .is_ok_and(|line| line.totals.is_some());
        if given_by_totals {
            return self.set_status(
                tr_args(
                    "event-by-totals",
                    &[("event", event_words(&self.request.events, target).into())],
                ),
                false,
            );
        }
        let at = if forward {
            first_of(&self.request.rows, event + 1) - 1
        } else {
            first_of(&self.request.rows, event)
        };
        let left = event_words(&self.request.events, event);
        let before = self.snapshot();
        let request = self.change(Changed::EVENTS);
        let mut row = request.rows.remove(selected);
        row.event = target;
        request.rows.insert(at, row);
        let emptied = games_in(&request.rows, event) == 0;
        if emptied {
            remove_event(request, event);
        }
        self.tournament.selected = at;
        let now_in = self.request.rows[at].event;
        let game = (selected + 1).to_string();
        let to = event_words(&self.request.events, now_in);
        let mut description = if at != selected {
            tr_args(
                "event-game-moved-now",
                &[
                    ("game", game.into()),
                    ("event", to.into()),
                    ("now", (at + 1).to_string().into()),
                ],
            )
        } else {
            tr_args(
                "event-game-moved",
                &[("game", game.into()), ("event", to.into())],
            )
        };
        if emptied {
            let gone = tr_args("event-emptied", &[("event", left.into())]);
            description = tr_args(
                "said-then",
                &[("said", description.into()), ("then", gone.into())],
            );
        }
        self.record(before, description);
    }

    /// After game(s) of event `event` were deleted: the event gone if it has none left. Says
    /// so, for the status line.
    pub(crate) fn drop_event_if_empty(&mut self, event: usize) -> Option<String> {
        let events = self.request.events.len();
        if event >= events || games_in(&self.request.rows, event) > 0 {
            return None;
        }
        let words = event_words(&self.request.events, event);
        remove_event(self.change(Changed::EVENTS), event);
        Some(if events == 1 {
            tr_args("event-emptied-last", &[("event", words.into())])
        } else {
            tr_args("event-emptied", &[("event", words.into())])
        })
    }

    /// Games with events of their own (a games list's event lines, or one file's games)
    /// after the table's, each event a new one of the period (with no events yet, the table's
    /// games are event 1); returns where the games start.
    pub(crate) fn add_events_of(&mut self, brought: crate::calc::edit::EventRows) -> usize {
        let request = self.change(Changed::EVENTS);
        if request.events.is_empty() && !request.rows.is_empty() {
            request.events.push(default_line(1));
        }
        let offset = request.events.len();
        request.events.extend(brought.events);
        let at = request.rows.len();
        request.rows.extend(brought.rows.into_iter().map(|row| Row {
            event: row.event + offset,
            ..row
        }));
        at
    }

    /// Games of another event at the end of the table, as the period's new last event `line`;
    /// returns where they start.
    pub(crate) fn add_event_of(&mut self, line: String, rows: Vec<Row>) -> usize {
        let rows = rows
            .into_iter()
            .map(|row| Row { event: 0, ..row })
            .collect();
        self.add_events_of(crate::calc::edit::EventRows {
            events: vec![line],
            rows,
        })
    }
}
