//! The rating systems on the command line: `--pool` names one, and the flags of each system's
//! own values (`--rd`, `--floor` …) come from its spec, a flag systems share (`--event-date`)
//! once. A flag of another system than the one chosen is refused by the systems it belongs to.

use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use super::{CliError, Common};
use crate::calc::systems::{EntryKind, OwnEntry, own_entries};
use crate::calc::{OwnKey, Request, System};

/// The flags of the systems' own values, as given; `GAME`: with those Game mode alone asks
/// for (the opponent's RD and volatility).
#[derive(Clone, Debug, Default)]
pub struct SystemArgs<const GAME: bool> {
    pub given: Vec<(&'static OwnEntry, String)>,
}

/// Every system's own entries that take a flag in `game` or `period`, a shared one once.
fn flagged(game: bool) -> impl Iterator<Item = &'static OwnEntry> {
    own_entries()
        .iter()
        .copied()
        .filter(move |entry| game || !entry.game_only)
}

/// `command` with a flag for each of `entries` (each entry once: clap refuses a flag twice).
fn with_flags<'a>(command: Command, entries: impl Iterator<Item = &'a OwnEntry>) -> Command {
    entries.fold(command, |command, entry| {
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

impl<const GAME: bool> Args for SystemArgs<GAME> {
    fn augment_args(command: Command) -> Command {
        with_flags(command, flagged(GAME))
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
/// K and the opponent's K are the Elo pools', each system's own flags its own (a shared flag
/// each of its systems').
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
            pool: ELO_POOLS.to_string(),
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
        let owners = System::owners(OwnKey(entry.key));
        if !this.is_some_and(|this| owners.contains(&this)) {
            let keys: Vec<&str> = owners.iter().map(|owner| owner.key()).collect();
            return Err(CliError::ForeignFlag {
                flag: entry.flag,
                pool: either(&keys),
                this: this_key,
            });
        }
    }
    Ok(())
}

/// `keys` as `--pool` takes one of them, in the words of [`ELO_POOLS`]: "uschess", "uschess
/// or dwz", "a, b or c".
fn either(keys: &[&str]) -> String {
    crate::i18n::listed_or(keys.iter().copied())
}

/// The request of a calculation in `system`: its values as given (the core checks them as it
/// checks the UI's).
pub fn system_request<const GAME: bool>(flags: &SystemArgs<GAME>, system: System) -> Request {
    let mut request = Request {
        system,
        ..Request::default()
    };
    for (entry, value) in &flags.given {
        request.systems.set(OwnKey(entry.key), value);
    }
    request
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calc::systems::shared::{EVENT_DATE, each_once};
    use crate::calc::systems::uschess::FLOOR;

    /// Two systems that share the event date, as a next system (DWZ) will share US Chess's.
    const FIRST: [OwnEntry; 2] = [EVENT_DATE, FLOOR];
    const SECOND: [OwnEntry; 1] = [EVENT_DATE];

    #[test]
    fn a_shared_flag_is_one_flag_with_one_help_line() {
        let command = with_flags(
            Command::new("test"),
            each_once([&FIRST[..], &SECOND[..]]).into_iter(),
        );
        command.clone().debug_assert();
        let longs: Vec<&str> = command.get_arguments().filter_map(Arg::get_long).collect();
        assert_eq!(longs, ["event-date", "floor"]);
        let help = command
            .get_arguments()
            .find(|arg| arg.get_long() == Some("event-date"))
            .and_then(Arg::get_help)
            .map(ToString::to_string);
        assert_eq!(help, Some(crate::i18n::tr("cli-event-date")));
        let matches = command
            .try_get_matches_from(["test", "--event-date", "2024-05-01"])
            .expect("the shared flag is taken once");
        assert_eq!(
            matches.get_one::<String>("event-date").map(String::as_str),
            Some("2024-05-01")
        );
    }

    #[test]
    fn a_shared_flag_is_said_to_belong_to_each_of_its_systems() {
        assert_eq!(either(&["uschess"]), "uschess");
        assert_eq!(either(&["uschess", "dwz"]), "uschess or dwz");
        assert_eq!(either(&["a", "b", "c"]), "a, b or c");
    }
}
