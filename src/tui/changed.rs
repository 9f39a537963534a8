//! What a change of the request touched: said where the change is made, read by what is
//! computed again, by the save and by the undo history.

use crate::calc::Entry;

/// Which of one kind of thing a change touched: none, one (which), or more.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Which<T> {
    #[default]
    None,
    One(T),
    Many,
}

impl<T: Copy + PartialEq> Which<T> {
    /// What has been touched, this or `other`.
    pub(crate) fn or(self, other: Which<T>) -> Which<T> {
        match (self, other) {
            (Which::None, which) | (which, Which::None) => which,
            (Which::One(a), Which::One(b)) if a == b => Which::One(a),
            _ => Which::Many,
        }
    }
}

/// Which games a message changed, so that only those are read again.
pub type RowsChanged = Which<usize>;

/// What a change of the request touched, said where the change is made (nothing is copied
/// before a key and compared after it): what is computed again, whether there is anything to
/// save, and what an undo step turns back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Changed {
    /// The form's values, by entry; the mode, or values set together, are `Many`.
    pub entries: Which<Entry>,
    pub rows: RowsChanged,
    /// Field mode: the K typed for players, by starting rank.
    pub player_k: Which<u16>,
    /// The report file's text or name.
    pub report: bool,
    /// The rating period's events (their lines, how many): the games are read again.
    pub events: bool,
}

impl Changed {
    pub const NOTHING: Changed = Changed {
        entries: Which::None,
        rows: Which::None,
        player_k: Which::None,
        report: false,
        events: false,
    };
    /// All of the request (a session taken whole, a player's games taken to Tournament mode).
    pub const WHOLE: Changed = Changed {
        entries: Which::Many,
        rows: Which::Many,
        player_k: Which::Many,
        report: true,
        events: true,
    };
    /// The mode, or values of the form set together.
    pub const ENTRIES: Changed = Changed {
        entries: Which::Many,
        ..Changed::NOTHING
    };
    /// Games of the table, more than one or where they are.
    pub const ROWS: Changed = Changed {
        rows: Which::Many,
        ..Changed::NOTHING
    };
    /// The period's events, and the games in them.
    pub const EVENTS: Changed = Changed {
        rows: Which::Many,
        events: true,
        ..Changed::NOTHING
    };

    pub fn entry(entry: Entry) -> Changed {
        Changed {
            entries: Which::One(entry),
            ..Changed::NOTHING
        }
    }

    pub fn row(index: usize) -> Changed {
        Changed {
            rows: Which::One(index),
            ..Changed::NOTHING
        }
    }

    pub fn player_k(rank: u16) -> Changed {
        Changed {
            player_k: Which::One(rank),
            ..Changed::NOTHING
        }
    }

    /// A report opened: its text and name, and the players' K (of another file's players).
    pub const REPORT: Changed = Changed {
        player_k: Which::Many,
        report: true,
        ..Changed::NOTHING
    };

    /// What has been touched, this or `other`.
    pub fn and(self, other: Changed) -> Changed {
        Changed {
            entries: self.entries.or(other.entries),
            rows: self.rows.or(other.rows),
            player_k: self.player_k.or(other.player_k),
            report: self.report || other.report,
            events: self.events || other.events,
        }
    }

    pub fn is_nothing(self) -> bool {
        self == Changed::NOTHING
    }
}
