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

// --- The ids of a rating-deviation system's answer (calc::systems::rated), each derived from
// the system's key and the answer's keys, `_` written `-` ---

/// The facts every system names alike, under the words Elo's results use (`row-KEY`).
const SHARED_FACTS: [&str; 5] = ["rating", "score", "expected", "change", "new_rating"];

fn dashed(key: &str) -> String {
    key.replace('_', "-")
}

/// A message of the system's own (a note, the title, an argument said in words): `SYSTEM-KEY`.
pub fn said(system: &str, key: &str) -> String {
    format!("{system}-{}", dashed(key))
}

/// A fact's label, also a games table's column of an opponent's value: `row-FACT` for the
/// shared ones, else `SYSTEM-FACT`.
pub fn fact(system: &str, fact: &str) -> String {
    if SHARED_FACTS.contains(&fact) {
        format!("row-{}", dashed(fact))
    } else {
        said(system, fact)
    }
}

/// The fact's own message its value is said in: `SYSTEM-FACT-value`.
pub fn fact_value(system: &str, fact: &str) -> String {
    format!("{}-value", said(system, fact))
}

/// How a fact's value was found: `SYSTEM-FACT-HOW`.
pub fn fact_how(system: &str, fact: &str, how: &str) -> String {
    format!("{}-{}", said(system, fact), dashed(how))
}

/// The word of a fact's choice: `SYSTEM-FACT-name-CHOICE`.
pub fn fact_choice(system: &str, fact: &str, choice: &str) -> String {
    format!("{}-name-{}", said(system, fact), dashed(choice))
}

/// The short title of a game rated for both players: `SYSTEM-game-short`.
pub fn game_short(system: &str) -> String {
    said(system, "game-short")
}
