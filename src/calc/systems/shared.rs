//! Entries more than one system asks for, and how the registry's entries are collected when
//! systems share one. A shared entry is declared once here and listed by every system that
//! asks for it: it is one value (one key in `SystemValues` and in session files, one flag on
//! the command line, one `cli-FLAG` help line), read by each of those systems, and its flag
//! belongs to each of them. Two DIFFERENT entries with one key or one flag are a clash.
//!
//! The functions here take the systems as lists of `(key, entries)` so that tests can feed
//! them systems that are not in the registry (tests/it/registry.rs).

use super::{EntryKind, OwnEntry};

/// The day the event ended (empty: today): US Chess's, and the German DWZ's.
pub static EVENT_DATE: OwnEntry = OwnEntry {
    key: "event_date",
    label_id: "uschess-form-event-date",
    kind: EntryKind::Date,
    flag: "event-date",
    value_name: "DATE",
    game_only: false,
};

/// Each entry of `systems` once, in the order they first list them: the one value a shared
/// entry is.
pub fn each_once<'a>(systems: impl IntoIterator<Item = &'a [OwnEntry]>) -> Vec<&'a OwnEntry> {
    let mut once: Vec<&OwnEntry> = Vec::new();
    for entry in systems.into_iter().flatten() {
        if !once.iter().any(|seen| seen.key == entry.key) {
            once.push(entry);
        }
    }
    once
}

/// The keys of the systems in `systems` that list the entry of `key`, in their order.
pub fn owners<'a>(
    systems: impl IntoIterator<Item = (&'a str, &'a [OwnEntry])>,
    key: &str,
) -> Vec<&'a str> {
    systems
        .into_iter()
        .filter(|(_, entries)| entries.iter().any(|entry| entry.key == key))
        .map(|(system, _)| system)
        .collect()
}

/// Every pair of different entries of `systems` that share a key or a flag, said with the
/// systems that list them ("flag --floor: floor (uschess) and other_floor (dwz)"); the same
/// entry listed by several systems is no clash.
pub fn clashes<'a>(systems: impl IntoIterator<Item = (&'a str, &'a [OwnEntry])>) -> Vec<String> {
    let listed: Vec<(&str, &OwnEntry)> = systems
        .into_iter()
        .flat_map(|(system, entries)| entries.iter().map(move |entry| (system, entry)))
        .collect();
    let mut clashes = Vec::new();
    for (at, (first_system, first)) in listed.iter().enumerate() {
        for (second_system, second) in &listed[at + 1..] {
            if first == second {
                continue;
            }
            let what = if first.key == second.key {
                format!("key {}", first.key)
            } else if first.flag == second.flag {
                format!("flag --{}", first.flag)
            } else {
                continue;
            };
            clashes.push(format!(
                "{what}: {} ({first_system}) and {} ({second_system})",
                first.key, second.key
            ));
        }
    }
    clashes
}
