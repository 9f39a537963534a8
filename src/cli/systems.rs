//! The rating systems on the command line: `--pool` names one, and the flags of each system's
//! own values (`--rd`, `--floor` …) come from its spec. A flag of another system than the one
//! chosen is refused by the system it belongs to.

use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use super::{CliError, Common};
use crate::calc::systems::{EntryKind, OwnEntry};
use crate::calc::{Request, System};

/// The flags of the systems' own values, as given; `GAME`: with those Game mode alone asks
/// for (the opponent's RD and volatility).
#[derive(Clone, Debug, Default)]
pub struct SystemArgs<const GAME: bool> {
    pub given: Vec<(&'static OwnEntry, String)>,
}

/// Every system's own entries that take a flag in `game` or `period`, each once: an entry two
/// systems share (the event's date) is one flag for both.
fn flagged(game: bool) -> impl Iterator<Item = &'static OwnEntry> {
    let mut seen = std::collections::BTreeSet::new();
    System::all()
        .flat_map(|system| system.entries().iter())
        .filter(move |entry| (game || !entry.game_only) && seen.insert(entry.key))
}

impl<const GAME: bool> Args for SystemArgs<GAME> {
    fn augment_args(command: Command) -> Command {
        flagged(GAME).fold(command, |command, entry| {
            let help = crate::i18n::tr(&crate::report::ids::flag_help(entry));
            let arg = Arg::new(entry.flag).long(entry.flag).help(help);
            command.arg(match entry.kind {
                EntryKind::Toggle { .. } => arg.action(ArgAction::SetTrue),
                _ => arg
                    .value_name(super::words::value_name(entry.value_name))
                    .action(ArgAction::Set),
            })
        })
    }

    fn augment_args_for_update(command: Command) -> Command {
        Self::augment_args(command)
    }
}

impl<const GAME: bool> FromArgMatches for SystemArgs<GAME> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let given = flagged(GAME)
            .filter_map(|entry| match entry.kind {
                EntryKind::Toggle { .. } => matches
                    .get_flag(entry.flag)
                    .then(|| (entry, "true".to_string())),
                _ => matches
                    .get_one::<String>(entry.flag)
                    .map(|value| (entry, value.clone())),
            })
            .collect();
        Ok(SystemArgs { given })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

/// The system besides the Elo pools that `--pool` names, if it names one.
pub fn system(pool: Option<&str>) -> Option<System> {
    System::by_key(pool?).filter(|system| !system.is_elo())
}

/// The Elo pools, as a flag that belongs to them says.
const ELO_POOLS: &str = "standard, rapid, blitz or continuous";

/// Refuses every flag given that belongs to another system than `this` (`None`: an Elo pool):
/// K and the opponent's K are the Elo pools', each system's own flags its own.
pub fn refuse_flags<const GAME: bool>(
    common: &Common,
    flags: &SystemArgs<GAME>,
    opponent_k: bool,
    this: Option<System>,
) -> Result<(), CliError> {
    let this_key = match this {
        Some(system) => system.key().to_string(),
        None => common
            .pool
            .as_deref()
            .map_or("standard", str::trim)
            .to_string(),
    };
    let elo = [("k", common.k.is_some()), ("opponent-k", opponent_k)];
    if this.is_some()
        && let Some((flag, _)) = elo.iter().find(|(_, given)| *given)
    {
        return Err(CliError::ForeignFlag {
            flag,
            pool: ELO_POOLS,
            this: this_key,
        });
    }
    for (entry, _) in &flags.given {
        if let Some(system) = this.filter(|_| GAME)
            && system.entries().iter().any(|own| own.key == entry.key)
            && !system
                .form(crate::calc::Mode::Game, &Request::default())
                .contains(&entry.entry())
        {
            return Err(CliError::EventOnlyFlag(entry.flag));
        }
        // A shared entry belongs to every system that lists it.
        if this.is_some_and(|system| system.entries().iter().any(|own| own.key == entry.key)) {
            continue;
        }
        let owner = System::owning(crate::calc::OwnKey(entry.key)).map(|(owner, _)| owner);
        if owner != this {
            return Err(CliError::ForeignFlag {
                flag: entry.flag,
                pool: owner.map_or(ELO_POOLS, |owner| owner.key()),
                this: this_key,
            });
        }
    }
    Ok(())
}

/// The request of a calculation in `system`: its values as given (the core checks them as it
/// checks the UI's).
pub fn system_request<const GAME: bool>(flags: &SystemArgs<GAME>, system: System) -> Request {
    let mut request = Request {
        system,
        ..Request::default()
    };
    for (entry, value) in &flags.given {
        request.systems.set(crate::calc::OwnKey(entry.key), value);
    }
    request
}
