//! `period --pool glicko2` and `period --pool uschess`: their flags checked with the core's
//! parsers, each flag of another pool refused by the pool it belongs to.

use super::{CliError, Common, GameArgs, PeriodArgs, SystemArgs};
use crate::calc::systems::{self, Glicko2Answer, UsChessAnswer};
use crate::calc::{self, Request};
use crate::rating::{
    DEFAULT_RD, DEFAULT_TAU, DEFAULT_VOLATILITY, Glicko2Player, PriorRecord, UsChessPlayer,
    parse_event_date, parse_floor, parse_glicko_rating, parse_glicko2_game, parse_rd, parse_tau,
    parse_us_games_played, parse_us_rating, parse_uschess_game, parse_volatility,
};

/// A rating system besides Elo, by its `--pool` name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    Glicko2,
    UsChess,
}

impl System {
    fn key(self) -> &'static str {
        match self {
            System::Glicko2 => "glicko2",
            System::UsChess => "uschess",
        }
    }
}

/// The system `--pool` names, if it names one of them.
pub fn system(pool: Option<&str>) -> Option<System> {
    let pool = pool?.trim();
    [System::Glicko2, System::UsChess]
        .into_iter()
        .find(|system| system.key().eq_ignore_ascii_case(pool))
}

/// Refuses every flag given that belongs to another pool than `this` (`None`: an Elo pool).
pub fn refuse_flags(args: &PeriodArgs, this: Option<System>) -> Result<(), CliError> {
    refuse(&args.common, &args.systems, &[], this)
}

/// `game`'s flags: those of `period`, and the opponent's K, RD and volatility.
pub fn refuse_game_flags(args: &GameArgs, this: Option<System>) -> Result<(), CliError> {
    let elo = "standard, rapid, blitz or continuous";
    let opponent = [
        ("opponent-k", args.opponent_k.is_some(), elo),
        ("opponent-rd", args.opponent_rd.is_some(), "glicko2"),
        (
            "opponent-volatility",
            args.opponent_volatility.is_some(),
            "glicko2",
        ),
    ];
    refuse(&args.common, &args.systems, &opponent, this)
}

/// The request of a Glicko-2 or US Chess calculation: the system and its values as typed (the
/// core checks them as it checks the UI's), with `opponent` RD and volatility for a game.
pub fn system_request(
    flags: &SystemArgs,
    system: System,
    opponent: (Option<&String>, Option<&String>),
) -> Result<Request, CliError> {
    let text = |value: Option<&String>| value.cloned().unwrap_or_default();
    Ok(Request {
        system: match system {
            System::Glicko2 => calc::System::Glicko2,
            System::UsChess => calc::System::UsChess,
        },
        rd: text(flags.rd.as_ref()),
        volatility: text(flags.volatility.as_ref()),
        tau: text(flags.tau.as_ref()),
        opponent_rd: text(opponent.0),
        opponent_volatility: text(opponent.1),
        us_games_played: text(flags.games_played.as_ref()),
        event_date: text(flags.event_date.as_ref()),
        prior_record: flags
            .prior_record
            .as_deref()
            .map(str::parse)
            .transpose()
            .map_err(CliError::value("prior-record"))?
            .unwrap_or_default(),
        dual_rated: flags.dual_rated,
        no_bonus: flags.no_bonus,
        floor: text(flags.floor.as_ref()),
        ..Request::default()
    })
}

fn refuse(
    common: &Common,
    flags: &SystemArgs,
    more: &[(&'static str, bool, &'static str)],
    this: Option<System>,
) -> Result<(), CliError> {
    let given: [(&'static str, bool, &'static str); 10] = [
        (
            "k",
            common.k.is_some(),
            "standard, rapid, blitz or continuous",
        ),
        ("rd", flags.rd.is_some(), "glicko2"),
        ("volatility", flags.volatility.is_some(), "glicko2"),
        ("tau", flags.tau.is_some(), "glicko2"),
        ("games-played", flags.games_played.is_some(), "uschess"),
        ("event-date", flags.event_date.is_some(), "uschess"),
        ("prior-record", flags.prior_record.is_some(), "uschess"),
        ("dual-rated", flags.dual_rated, "uschess"),
        ("no-bonus", flags.no_bonus, "uschess"),
        ("floor", flags.floor.is_some(), "uschess"),
    ];
    let this_key = match this {
        Some(system) => system.key().to_string(),
        None => common
            .pool
            .as_deref()
            .map_or("standard", str::trim)
            .to_string(),
    };
    let belongs_here = |pool: &str| match this {
        Some(system) => pool == system.key(),
        None => !matches!(pool, "glicko2" | "uschess"),
    };
    match given
        .iter()
        .chain(more)
        .copied()
        .find(|(_, is_given, pool)| *is_given && !belongs_here(pool))
    {
        Some((flag, _, pool)) => Err(CliError::ForeignFlag {
            flag,
            pool,
            this: this_key,
        }),
        None => Ok(()),
    }
}

/// A CSV table or a PGN is read for the Elo pools only (neither carries an RD); a games list
/// is read here.
fn refuse_files(args: &PeriodArgs, this: System) -> Result<(), CliError> {
    let games = &args.games;
    if games.csv.is_some() || games.pgn.is_some() {
        return Err(CliError::FilesNotRead(this.key()));
    }
    Ok(())
}

fn rating(args: &PeriodArgs) -> Result<&str, CliError> {
    args.rating.as_deref().ok_or(CliError::NoRating)
}

/// A value of `flag`, parsed, or `default` when not given.
fn flag_or<T>(
    text: Option<&str>,
    flag: &'static str,
    parse: fn(&str) -> Result<T, crate::rating::InputError>,
    default: T,
) -> Result<T, CliError> {
    text.map_or(Ok(default), |text| {
        parse(text).map_err(CliError::value(flag))
    })
}

/// Each GAME by `parse`, refused by its text; then the games of `--file`.
fn games<T>(
    args: &PeriodArgs,
    parse: fn(&str) -> Result<T, crate::rating::InputError>,
) -> Result<Vec<T>, CliError> {
    let mut games = args
        .games
        .games
        .iter()
        .map(|text| {
            parse(text).map_err(|error| CliError::Game {
                text: text.clone(),
                error,
            })
        })
        .collect::<Result<Vec<T>, CliError>>()?;
    if let Some(path) = &args.games.file {
        games.extend(super::gather::system_file(path, parse)?);
    }
    Ok(games)
}

/// `period --pool glicko2`.
pub fn glicko2(args: &PeriodArgs) -> Result<Glicko2Answer, CliError> {
    refuse_flags(args, Some(System::Glicko2))?;
    refuse_files(args, System::Glicko2)?;
    let flags = &args.systems;
    let player = Glicko2Player {
        rating: parse_glicko_rating(rating(args)?).map_err(CliError::value("rating"))?,
        rd: flag_or(flags.rd.as_deref(), "rd", parse_rd, DEFAULT_RD)?,
        volatility: flag_or(
            flags.volatility.as_deref(),
            "volatility",
            parse_volatility,
            DEFAULT_VOLATILITY,
        )?,
    };
    let tau = flag_or(flags.tau.as_deref(), "tau", parse_tau, DEFAULT_TAU)?;
    Ok(systems::glicko2(
        player,
        tau,
        games(args, parse_glicko2_game)?,
    ))
}

/// `period --pool uschess`.
pub fn uschess(args: &PeriodArgs) -> Result<UsChessAnswer, CliError> {
    refuse_flags(args, Some(System::UsChess))?;
    refuse_files(args, System::UsChess)?;
    let flags = &args.systems;
    let today = crate::store::time::today();
    let player = UsChessPlayer {
        rating: parse_us_rating(rating(args)?).map_err(CliError::value("rating"))?,
        games_played: flags
            .games_played
            .as_deref()
            .map(parse_us_games_played)
            .transpose()
            .map_err(CliError::value("games-played"))?,
        prior: flag_or(
            flags.prior_record.as_deref(),
            "prior-record",
            |text| text.parse(),
            PriorRecord::Mixed,
        )?,
        event_date: parse_event_date(flags.event_date.as_deref().unwrap_or(&today))
            .map_err(CliError::value("event-date"))?,
        dual_rated: flags.dual_rated,
        no_bonus: flags.no_bonus,
        floor: flag_or(flags.floor.as_deref(), "floor", parse_floor, 100.0)?,
    };
    let games = games(args, parse_uschess_game)?;
    systems::uschess(player, games).map_err(CliError::from_problem)
}
