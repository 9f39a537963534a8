//! The registry of rating systems (`calc::systems::ALL`) is the one list: every catalogue id a
//! system brings is found in every language, every flag of every system fits on the one
//! command line (clap's own checks), and no two systems' flags clash. Nothing here names or
//! counts the systems: a system added to the registry is checked as it is added.

use std::collections::BTreeMap;

use elocalc::calc::System;
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
    let mut owners: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for system in System::all() {
        for entry in system.entries() {
            owners.entry(entry.flag).or_default().push(system.key());
        }
    }
    let clashes: Vec<_> = owners.iter().filter(|(_, keys)| keys.len() > 1).collect();
    assert!(
        clashes.is_empty(),
        "flags of more than one system: {clashes:?}"
    );
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
