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

/// Every catalogue id the writer of `rated` looks up beyond the fixed ones: its title, its
/// facts' labels, values, hows and choices, its games' extra columns, its notes and the
/// messages in their arguments, its sides' derivations and short title.
pub fn of_rated(rated: &crate::calc::systems::rated::Rated) -> Vec<String> {
    use crate::calc::systems::rated::{Said, Shown, Sides, Value};
    fn of_said(system: &str, message: &Said, ids: &mut Vec<String>) {
        ids.push(said(system, message.key));
        of_args(system, &message.args, ids);
    }
    fn of_args(system: &str, args: &[(&str, Value)], ids: &mut Vec<String>) {
        for (_, value) in args {
            if let Value::Said(message) = value {
                of_said(system, message, ids);
            }
        }
    }
    let system = rated.system.key();
    let mut ids = Vec::new();
    of_said(system, &rated.title, &mut ids);
    for entry in &rated.facts {
        ids.push(fact(system, entry.key));
        for shown in &entry.shown {
            match shown {
                Shown::One(Value::Choice(choice)) => {
                    ids.push(fact_choice(system, entry.key, choice));
                }
                Shown::Said(args) => {
                    ids.push(fact_value(system, entry.key));
                    of_args(system, args, &mut ids);
                }
                _ => {}
            }
        }
        if let Some(how) = &entry.how {
            ids.push(fact_how(system, entry.key, how.key));
            of_args(system, &how.args, &mut ids);
        }
    }
    if let Some(table) = &rated.games {
        ids.extend(table.extras.iter().map(|extra| fact(system, extra)));
    }
    for note in &rated.notes {
        of_said(system, note, &mut ids);
    }
    if let Sides::Both { derivations } = &rated.sides {
        ids.push(game_short(system));
        for derivation in derivations {
            of_said(system, derivation, &mut ids);
        }
    }
    ids
}
