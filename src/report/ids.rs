//! The catalogue ids of what a rating system brings, each DERIVED from the system's or its
//! entry's key by one function here, so that no call site builds an id of its own and a test
//! (tests/it/registry.rs) can walk the registry and find every id in every language.

use crate::calc::System;
use crate::calc::systems::OwnEntry;

/// The id of a system's name ("FIDE Standard", "Glicko-2"): `system-KEY`.
pub fn system_name(system: System) -> String {
    format!("system-{}", system.key())
}

/// The id of the `--help` line of a system's own flag: `cli-FLAG`.
pub fn flag_help(entry: &OwnEntry) -> String {
    format!("cli-{}", entry.flag)
}

/// Every catalogue id a system's spec names or derives: its name, and each own entry's label,
/// flag help, toggle and choice words.
pub fn of_system(system: System) -> Vec<String> {
    let mut ids = vec![system_name(system)];
    for entry in system.entries() {
        ids.push(entry.label_id.to_string());
        ids.push(flag_help(entry));
        match entry.kind {
            crate::calc::systems::EntryKind::Toggle { off, on } => {
                ids.extend([off.to_string(), on.to_string()]);
            }
            crate::calc::systems::EntryKind::Choice(choices) => {
                ids.extend(choices.iter().map(|choice| choice.word.to_string()));
            }
            _ => {}
        }
    }
    ids
}
