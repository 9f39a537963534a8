//! Undo and redo: every committed change of the session's data is one step, a snapshot of the
//! data before it with a description ("game 3: 0 → ½"). Kept in memory for the session, at most
//! [`MAX_STEPS`] steps and about [`MAX_BYTES`] of snapshots (the oldest go first).
//!
//! Two values can be large, and neither is copied per step: a Field mode report's text is
//! shared by every copy of the request (with the tournament read from it), and the games are
//! kept as what each step changed — the games it replaced and the games it put there — against
//! one copy of the games as the history last saw them. A score changed in a 100,000-game
//! tournament is then one game kept, not 100,000.
//!
//! Each step also keeps what it changed of the request ([`Changed`]), so that undoing it
//! computes again only what the change touched: a player's K undone rates that player again.

use crate::calc::{Mode, Request, Row};
use crate::store::SessionName;
use crate::tui::changed::{Changed, RowsChanged};

/// The most undo steps kept.
pub const MAX_STEPS: usize = 500;
/// About the most memory the snapshots take (their games and typed values; a report's text
/// is counted once however many steps share it).
pub const MAX_BYTES: usize = 64 << 20;

/// The session's data at one moment but its games: the request (without its games; the
/// report's text in it is shared) and the selected game.
#[derive(Clone, Debug)]
pub struct Snapshot {
    request: Request,
    pub selected: usize,
}

impl Snapshot {
    /// The request this snapshot holds, whole again with `rows`, its games.
    pub fn request_with(&self, rows: Vec<Row>) -> Request {
        let mut request = self.request.clone();
        request.rows = rows;
        request
    }

    /// About how many bytes it holds, the shared report's text aside.
    fn bytes(&self) -> usize {
        std::mem::size_of::<Request>()
    }
}

/// What a change did to the games: at `at`, the games `before` gave way to `after`.
#[derive(Clone, Debug, Default, PartialEq)]
struct GamesChange {
    at: usize,
    before: Vec<Row>,
    after: Vec<Row>,
}

impl GamesChange {
    /// The change from `old` to `new`: what lies between their common start and end.
    fn between(old: &[Row], new: &[Row]) -> GamesChange {
        let start = old.iter().zip(new).take_while(|(a, b)| a == b).count();
        let room = old.len().min(new.len()) - start;
        let end = old
            .iter()
            .rev()
            .zip(new.iter().rev())
            .take(room)
            .take_while(|(a, b)| a == b)
            .count();
        GamesChange {
            at: start,
            before: old[start..old.len() - end].to_vec(),
            after: new[start..new.len() - end].to_vec(),
        }
    }

    /// Puts `after` back where `before` is (`forward`), or `before` where `after` is.
    fn apply(&self, rows: &mut Vec<Row>, forward: bool) {
        let (out, into) = if forward {
            (&self.before, &self.after)
        } else {
            (&self.after, &self.before)
        };
        rows.splice(self.at..self.at + out.len(), into.iter().cloned());
    }

    fn bytes(&self) -> usize {
        self.before.iter().chain(&self.after).map(row_bytes).sum()
    }
}

fn row_bytes(row: &Row) -> usize {
    std::mem::size_of::<Row>() + row.opponent.len() + row.title.len() + row.federation.len()
}

#[derive(Clone, Debug)]
struct Step {
    /// The data on the other side of the change: before it (to undo) or after it (to redo).
    snapshot: Snapshot,
    /// The games as the change left them, from the side before it.
    games: GamesChange,
    /// What differs between `snapshot` and the data on the step's other side.
    changed: Changed,
    description: String,
    /// The mode the change left the app in: a redo shows it there (an undo, in its snapshot's).
    made_in: Mode,
}

impl Step {
    fn bytes(&self) -> usize {
        self.snapshot.bytes() + self.games.bytes()
    }
}

#[derive(Clone, Debug, Default)]
pub struct History {
    undo: Vec<Step>,
    redo: Vec<Step>,
    /// The games as the history last saw them: each step's change leads to or from them.
    games: Vec<Row>,
    /// `games` has been taken from the request once.
    synced: bool,
    /// About how many bytes the undo steps hold.
    bytes: usize,
    /// The session Ctrl-N saved and left for this one: what lies behind the first step, out of
    /// undo's reach.
    left: Option<SessionName>,
}

impl History {
    /// A snapshot of `request` and the selected game. What changed since the history last saw
    /// the request (`unseen`, outside any step) is between the steps next to it and the data
    /// now; the games among it become the games the next step starts from.
    pub fn snapshot(
        &mut self,
        request: &mut Request,
        selected: usize,
        unseen: Changed,
    ) -> Snapshot {
        for step in [self.undo.last_mut(), self.redo.last_mut()]
            .into_iter()
            .flatten()
        {
            step.changed = step.changed.and(unseen);
        }
        if (!self.synced || unseen.rows != RowsChanged::None) && self.games != request.rows {
            self.games = request.rows.clone();
        }
        self.synced = true;
        // The request is copied without the games, kept apart.
        let rows = std::mem::take(&mut request.rows);
        let copy = request.clone();
        request.rows = rows;
        Snapshot {
            request: copy,
            selected,
        }
    }

    /// A change was made: `before` is the data before it, `rows` the games after it, `changed`
    /// what it changed (the games among them). Redo's steps are let go.
    pub fn record(
        &mut self,
        before: Snapshot,
        description: String,
        rows: &[Row],
        changed: Changed,
        made_in: Mode,
    ) {
        self.redo.clear();
        let games = match changed.rows {
            RowsChanged::None => GamesChange::default(),
            RowsChanged::One(at) if self.games.len() == rows.len() && at < rows.len() => {
                GamesChange {
                    at,
                    before: vec![self.games[at].clone()],
                    after: vec![rows[at].clone()],
                }
            }
            RowsChanged::One(_) | RowsChanged::Many => GamesChange::between(&self.games, rows),
        };
        games.apply(&mut self.games, true);
        let step = Step {
            snapshot: before,
            games,
            changed,
            description,
            made_in,
        };
        self.bytes = self.undo.iter().map(Step::bytes).sum::<usize>() + step.bytes();
        self.undo.push(step);
        while self.undo.len() > MAX_STEPS || (self.bytes > MAX_BYTES && self.undo.len() > 1) {
            self.bytes -= self.undo.remove(0).bytes();
        }
    }

    /// Undoes the last change: its snapshot, description and what it changed, with `rows`
    /// (the games now) put back as they were; `now` (the data as it is, just taken) is kept for
    /// redo.
    pub fn undo(&mut self, now: Snapshot, rows: &mut Vec<Row>) -> Option<Turned> {
        self.turn(true, now, rows)
    }

    /// Redoes the last change undone, `rows` with it; `now` is kept for undo.
    pub fn redo(&mut self, now: Snapshot, rows: &mut Vec<Row>) -> Option<Turned> {
        self.turn(false, now, rows)
    }

    /// How many steps can be undone and redone.
    pub fn depth(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }

    /// A new session's history: `left`, the session before it, was saved and kept.
    pub fn after(left: SessionName) -> History {
        History {
            left: Some(left),
            ..History::default()
        }
    }

    /// The session this one was started after (Ctrl-N), kept.
    pub fn left(&self) -> Option<&SessionName> {
        self.left.as_ref()
    }

    /// Takes the last step of undo (`back`) or redo, leaving `now` on the other under the same
    /// description; the games go the step's way, in `rows` and in the history's copy alike.
    fn turn(&mut self, back: bool, now: Snapshot, rows: &mut Vec<Row>) -> Option<Turned> {
        let (from, to) = if back {
            (&mut self.undo, &mut self.redo)
        } else {
            (&mut self.redo, &mut self.undo)
        };
        let step = from.pop()?;
        // `now` was just taken, so the history's copy is `rows`: both go the same way.
        debug_assert!(*rows == self.games);
        step.games.apply(&mut self.games, !back);
        step.games.apply(rows, !back);
        // Either way the step is shown where it was made: undone, in the mode before it (its
        // snapshot's); redone, in the mode it left.
        let shown_in = if back {
            step.snapshot.request.mode
        } else {
            step.made_in
        };
        to.push(Step {
            snapshot: now,
            games: step.games,
            changed: step.changed,
            description: step.description.clone(),
            made_in: step.made_in,
        });
        Some(Turned {
            snapshot: step.snapshot,
            description: step.description,
            changed: step.changed,
            shown_in,
        })
    }
}

/// A step undone or redone: the data to put back (the games are back already), what the step
/// was, and what putting it back changes.
#[derive(Clone, Debug)]
pub struct Turned {
    pub snapshot: Snapshot,
    pub description: String,
    pub changed: Changed,
    /// The mode the step is shown in: where it was made.
    pub shown_in: Mode,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::changed::Which;

    #[test]
    fn the_oldest_steps_go_first_and_a_reports_text_is_shared() {
        let mut history = History::default();
        let mut request = Request {
            field: crate::calc::FieldEntries {
                text: "012 Some tournament\n".repeat(1000).into(),
                ..Default::default()
            },
            ..Request::default()
        };
        let first = history.snapshot(&mut request, 0, Changed::ROWS);
        for step in 0..MAX_STEPS + 10 {
            let before = history.snapshot(&mut request, 0, Changed::ROWS);
            request.rating = step.to_string();
            // One copy of the report's text, however many steps hold it.
            assert!(before.request.field.text.shares(&first.request.field.text));
            let rating = Changed::entry(crate::calc::Entry::Rating);
            history.record(
                before,
                format!("step {step}"),
                &request.rows,
                rating,
                Mode::Game,
            );
        }
        assert_eq!(history.depth(), (MAX_STEPS, 0));
        // Undo all the way: the oldest left is step 10, holding the rating before it (9).
        let mut last = None;
        loop {
            let now = history.snapshot(&mut request, 0, Changed::ROWS);
            let Some(step) = history.undo(now, &mut request.rows) else {
                break;
            };
            last = Some(step);
        }
        let Turned {
            snapshot,
            description,
            changed,
            ..
        } = last.unwrap();
        assert_eq!(description, "step 10");
        // What the step changed, and the games the snapshots said were changed outside it.
        assert_eq!(changed.entries, Which::One(crate::calc::Entry::Rating));
        assert_eq!(changed.rows, RowsChanged::Many);
        assert_eq!(snapshot.request_with(Vec::new()).rating, "9");
        assert_eq!(
            snapshot.request_with(Vec::new()).field.text,
            request.field.text
        );
        assert_eq!(history.depth(), (0, MAX_STEPS));
    }

    /// A step keeps the games it changed, not all of them, and undo and redo walk the games
    /// back and forth exactly: a score changed, a game deleted, games added at the end.
    #[test]
    fn a_step_keeps_only_the_games_it_changed() {
        use crate::calc::RowScore;
        use crate::rating::Score;
        let game = |i: usize| Row::new(&(1400 + i).to_string(), Score::ALL[i % 3]);
        let mut request = Request {
            rows: (0..10_000).map(game).collect(),
            ..Request::default()
        };
        let mut history = History::default();
        let mut states = vec![request.rows.clone()];
        type Change<'a> = &'a dyn Fn(&mut Vec<Row>);
        let changes: [Change; 3] = [
            &|rows| rows[5000].score = RowScore::Unplayed,
            &|rows| {
                rows.remove(17);
            },
            &|rows| rows.extend((0..3).map(game)),
        ];
        for change in changes {
            let before = history.snapshot(&mut request, 0, Changed::ROWS);
            change(&mut request.rows);
            history.record(
                before,
                "a change".into(),
                &request.rows,
                Changed::ROWS,
                Mode::Game,
            );
            states.push(request.rows.clone());
        }
        let kept: usize = history
            .undo
            .iter()
            .map(|step| step.games.before.len() + step.games.after.len())
            .sum();
        assert_eq!(kept, 2 + 1 + 3, "one score, one deleted game, three added");
        for state in states.iter().rev().skip(1) {
            let now = history.snapshot(&mut request, 0, Changed::ROWS);
            history.undo(now, &mut request.rows).unwrap();
            assert!(request.rows == *state);
        }
        for state in states.iter().skip(1) {
            let now = history.snapshot(&mut request, 0, Changed::ROWS);
            history.redo(now, &mut request.rows).unwrap();
            assert!(request.rows == *state);
        }
    }
}
