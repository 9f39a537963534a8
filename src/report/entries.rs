//! A rating system's own entries ([`OwnEntry`], which its spec in calc declares) as people read
//! them on the form: the label, what an empty field stands for, a choice's or toggle's word.

use crate::calc::systems::{Empty, EntryKind, OwnEntry, SystemValues};
use crate::i18n::{self, tr};

/// An entry's label on the form.
pub fn label(entry: &OwnEntry) -> String {
    tr(entry.label_id)
}

/// What an empty text entry stands for, as its field shows it dimmed.
pub fn empty(empty: Empty) -> String {
    match empty {
        Empty::Number(number) => i18n::number(number).into_owned(),
        Empty::Word(id) => tr(id),
    }
}

/// The value of `entry` shown in the form: a choice's word, a toggle's (a key kept from
/// elsewhere that is no choice, as it is); `None` for a text or a date, shown as typed.
pub fn shown(values: &SystemValues, entry: &OwnEntry) -> Option<String> {
    match entry.kind {
        EntryKind::Toggle { off, on } => Some(tr(if values.is_on(entry.key) { on } else { off })),
        EntryKind::Choice(_) => {
            let key = values.choice(entry);
            Some(
                entry
                    .choice_of(key)
                    .map_or_else(|| key.to_string(), |choice| tr(choice.word)),
            )
        }
        EntryKind::Text { .. } | EntryKind::Date => None,
    }
}
