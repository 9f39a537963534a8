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
    // One flag, one entry: two systems may share an entry (the event's date), never a flag or
    // a key between two different entries.
    let mut by_flag: BTreeMap<&str, Vec<(&str, &str)>> = BTreeMap::new();
    let mut by_key: BTreeMap<&str, Vec<(&str, &str)>> = BTreeMap::new();
    for system in System::all() {
        for entry in system.entries() {
            by_flag
                .entry(entry.flag)
                .or_default()
                .push((entry.key, system.key()));
            by_key
                .entry(entry.key)
                .or_default()
                .push((entry.flag, system.key()));
        }
    }
    for (name, owners) in by_flag.iter().chain(&by_key) {
        assert!(
            owners.windows(2).all(|pair| pair[0].0 == pair[1].0),
            "{name} names two different entries: {owners:?}"
        );
    }
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

/// Every id the one writer of the rating-deviation systems derives for an answer (its facts,
/// hows, notes, …) is in every language: each system other than Elo rated in Game and
/// Tournament mode, with a game played, one still to play and one against an unrated
/// opponent, and with no games.
#[test]
fn every_id_an_answer_of_a_system_derives_is_in_every_language() {
    use elocalc::calc::{Mode, Outcome, Request, Row, RowScore, Today};
    use elocalc::rating::Score;
    let row = |opponent: &str, score: RowScore| Row {
        opponent: opponent.into(),
        score,
        ..Row::default()
    };
    let mut missing = Vec::new();
    for system in System::all().filter(|system| !system.is_elo()) {
        let tables = [
            vec![
                row("1600", RowScore::Played(Score::Win)),
                row("1450", RowScore::Unplayed),
                row("unrated", RowScore::Played(Score::Draw)),
            ],
            Vec::new(),
        ];
        let mut requests = vec![Request {
            mode: Mode::Game,
            system,
            rating: system.example_rating().into(),
            opponent: "1600".into(),
            ..Request::default()
        }];
        requests.extend(tables.into_iter().map(|rows| Request {
            mode: Mode::Tournament,
            system,
            rating: system.example_rating().into(),
            rows,
            ..Request::default()
        }));
        for request in requests {
            let evaluation = elocalc::calc::evaluate(&request, Today::in_year(2025));
            let answer = match &evaluation.outcome {
                Outcome::System(answer) => answer,
                // A system may refuse to rate no games (DWZ: nothing to rate).
                Outcome::Invalid(_)
                    if request.mode == Mode::Tournament && request.rows.is_empty() =>
                {
                    continue;
                }
                outcome => panic!("{} not rated: {outcome:?}", system.key()),
            };
            let derived = ids::of_rated(&answer.rated());
            assert!(derived.len() > 3, "{}: {derived:?}", system.key());
            for id in derived {
                for lang in Lang::ALL {
                    if !has_message(lang, &id) {
                        missing.push(format!("{id} ({}, {})", system.key(), lang.tag()));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing catalogue ids: {missing:?}");
}
