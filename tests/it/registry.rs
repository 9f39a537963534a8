//! The registry of rating systems (`calc::systems::ALL`) is the one list: every catalogue id a
//! system brings is found in every language, every flag of every system fits on the one
//! command line (clap's own checks), and no two systems' flags clash. Nothing here names or
//! counts the systems: a system added to the registry is checked as it is added.

use std::collections::BTreeMap;

use elocalc::calc::System;
use elocalc::calc::systems::{OwnEntry, own_entries, shared};
use elocalc::i18n::{Lang, has_message};
use elocalc::report::ids;

#[test]
fn every_id_a_system_brings_is_in_every_language() {
    let mut missing = Vec::new();
    for system in System::all() {
        for id in ids::of_system(system) {
            for lang in Lang::ALL {
                if !has_message(lang, &id) {
                    missing.push(format!("{id} ({}, {})", system.key(), lang.tag()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing catalogue ids: {missing:?}");
}

#[test]
fn the_whole_command_line_passes_claps_own_checks_in_every_language() {
    for lang in Lang::ALL {
        elocalc::i18n::with_lang(lang, || elocalc::cli::command().debug_assert());
    }
    elocalc::cli::completions_command().debug_assert();
}

#[test]
fn no_two_systems_flags_clash() {
    // One entry may be shared by several systems; two different entries with one flag or one
    // key clash (`shared::clashes`, tested on made-up systems below).
    let clashes = shared::clashes(System::all().map(|system| (system.key(), system.entries())));
    assert!(clashes.is_empty(), "entries that clash: {clashes:?}");
    // Nor does a system's flag take one the command line has of its own.
    let command = elocalc::cli::completions_command();
    for sub in command.get_subcommands() {
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        for arg in sub.get_arguments() {
            if let Some(long) = arg.get_long() {
                *seen.entry(long).or_default() += 1;
            }
        }
        let twice: Vec<_> = seen.iter().filter(|(_, n)| **n > 1).collect();
        assert!(twice.is_empty(), "{}: {twice:?}", sub.get_name());
    }
}

#[test]
fn a_shared_entry_is_one_value_and_different_entries_with_one_flag_clash() {
    let floor = elocalc::calc::systems::uschess::FLOOR;
    let first = [floor, shared::EVENT_DATE];
    let second = [shared::EVENT_DATE];
    let systems = [("first", &first[..]), ("second", &second[..])];
    assert!(shared::clashes(systems).is_empty());
    assert_eq!(shared::owners(systems, "event_date"), ["first", "second"]);
    assert_eq!(shared::each_once([&first[..], &second[..]]).len(), 2);
    let other_date = [OwnEntry {
        key: "event_end",
        ..shared::EVENT_DATE
    }];
    assert_eq!(
        shared::clashes([("first", &first[..]), ("other", &other_date[..])]),
        ["flag --event-date: event_date (first) and event_end (other)"]
    );
    let other_floor = [OwnEntry {
        flag: "minimum",
        ..floor
    }];
    assert_eq!(
        shared::clashes([("first", &first[..]), ("other", &other_floor[..])]),
        ["key floor: floor (first) and floor (other)"]
    );
}

#[test]
fn the_registrys_entries_are_each_systems_each_once() {
    let keys: Vec<&str> = own_entries().iter().map(|entry| entry.key).collect();
    let mut once = keys.clone();
    once.sort_unstable();
    once.dedup();
    assert_eq!(once.len(), keys.len(), "{keys:?}");
    for system in System::all() {
        for entry in system.entries() {
            assert!(
                keys.contains(&entry.key),
                "{} of {}",
                entry.key,
                system.key()
            );
            assert_eq!(
                System::owners(elocalc::calc::OwnKey(entry.key))
                    .iter()
                    .filter(|owner| **owner == system)
                    .count(),
                1
            );
        }
    }
    // US Chess's event date is the shared one, by its old path as well.
    assert_eq!(
        elocalc::calc::systems::uschess::EVENT_DATE,
        shared::EVENT_DATE
    );
}
