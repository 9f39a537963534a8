//! Undo and redo: every committed change of the session's data is one step, a snapshot of the
//! data before it with a description ("game 3: 0 → ½"). Kept in memory for the session, at most
//! [`MAX_STEPS`] steps and about [`MAX_BYTES`] of snapshots (the oldest go first); a Field
//! mode report's text, the one large value, is shared between the steps that hold the same one.

use std::sync::Arc;

use crate::calc::{Request, Row};

/// The most undo steps kept.
pub const MAX_STEPS: usize = 500;
/// About the most memory the snapshots take (their games and typed values; a report's text
/// is counted once however many steps share it).
pub const MAX_BYTES: usize = 64 << 20;

/// The session's data at one moment: the request (without the report's text, shared in
/// `trf`) and the selected game.
#[derive(Clone, Debug)]
pub struct Snapshot {
    request: Request,
    trf: Arc<str>,
    pub selected: usize,
    /// About how many bytes it holds, the shared report's text aside.
    bytes: usize,
}

impl Snapshot {
    /// The request this snapshot holds, whole again.
    pub fn request(&self) -> Request {
        let mut request = self.request.clone();
        request.trf_text = self.trf.to_string();
        request
    }

    /// About how many bytes `request` holds, its report's text aside.
    fn bytes_of(request: &Request) -> usize {
        let row = |row: &Row| {
            std::mem::size_of::<Row>() + row.opponent.len() + row.title.len() + row.federation.len()
        };
        std::mem::size_of::<Request>() + request.rows.iter().map(row).sum::<usize>()
    }
}

#[derive(Clone, Debug)]
struct Step {
    /// The data on the other side of the change: before it (to undo) or after it (to redo).
    snapshot: Snapshot,
    description: String,
}

#[derive(Clone, Debug, Default)]
pub struct History {
    undo: Vec<Step>,
    redo: Vec<Step>,
    /// The report's text the last snapshot shares.
    trf: Option<Arc<str>>,
    /// About how many bytes the undo steps' snapshots hold.
    bytes: usize,
}

impl History {
    /// A snapshot of `request` and the selected game, sharing the report's text with the
    /// other snapshots that have the same.
    pub fn snapshot(&mut self, request: &mut Request, selected: usize) -> Snapshot {
        let trf = match &self.trf {
            Some(trf) if **trf == *request.trf_text => Arc::clone(trf),
            _ => {
                let trf: Arc<str> = Arc::from(request.trf_text.as_str());
                self.trf = Some(Arc::clone(&trf));
                trf
            }
        };
        // The request is copied without the report's text, which the Arc holds.
        let text = std::mem::take(&mut request.trf_text);
        let copy = request.clone();
        request.trf_text = text;
        Snapshot {
            bytes: Snapshot::bytes_of(&copy),
            request: copy,
            trf,
            selected,
        }
    }

    /// A change was made: `before` is the data before it. Redo's steps are let go.
    pub fn record(&mut self, before: Snapshot, description: String) {
        self.redo.clear();
        self.bytes = self.undo.iter().map(|s| s.snapshot.bytes).sum();
        self.bytes += before.bytes;
        self.undo.push(Step {
            snapshot: before,
            description,
        });
        while self.undo.len() > MAX_STEPS || (self.bytes > MAX_BYTES && self.undo.len() > 1) {
            self.bytes -= self.undo.remove(0).snapshot.bytes;
        }
    }

    /// Undoes the last change: its snapshot and description; `now` (the data as it is) is
    /// kept for redo.
    pub fn undo(&mut self, now: Snapshot) -> Option<(Snapshot, String)> {
        turn(&mut self.undo, &mut self.redo, now)
    }

    /// Redoes the last change undone; `now` is kept for undo.
    pub fn redo(&mut self, now: Snapshot) -> Option<(Snapshot, String)> {
        turn(&mut self.redo, &mut self.undo, now)
    }

    /// How many steps can be undone and redone.
    pub fn depth(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }
}

/// Takes the last step of `from`, leaving `now` on `to` under the same description.
fn turn(from: &mut Vec<Step>, to: &mut Vec<Step>, now: Snapshot) -> Option<(Snapshot, String)> {
    let step = from.pop()?;
    to.push(Step {
        snapshot: now,
        description: step.description.clone(),
    });
    Some((step.snapshot, step.description))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oldest_steps_go_first_and_a_reports_text_is_shared() {
        let mut history = History::default();
        let mut request = Request {
            trf_text: "012 Some tournament\n".repeat(1000),
            ..Request::default()
        };
        let first = history.snapshot(&mut request, 0);
        for step in 0..MAX_STEPS + 10 {
            let before = history.snapshot(&mut request, 0);
            request.rating = step.to_string();
            // One copy of the report's text, however many steps hold it.
            assert!(Arc::ptr_eq(&before.trf, &first.trf));
            history.record(before, format!("step {step}"));
        }
        assert_eq!(history.depth(), (MAX_STEPS, 0));
        // Undo all the way: the oldest left is step 10, holding the rating before it (9).
        let mut last = None;
        while let Some((snapshot, description)) = history.undo(history_now(&mut request)) {
            last = Some((snapshot, description));
        }
        let (snapshot, description) = last.unwrap();
        assert_eq!(description, "step 10");
        assert_eq!(snapshot.request().rating, "9");
        assert_eq!(snapshot.request().trf_text, request.trf_text);
        assert_eq!(history.depth(), (0, MAX_STEPS));
    }

    fn history_now(request: &mut Request) -> Snapshot {
        History::default().snapshot(request, 0)
    }
}
