//! `game` and `period` with `--pool glicko2` or `--pool uschess`: the request the UI makes for
//! them, checked by `calc` as the UI's is; each flag of another pool refused by the pool it
//! belongs to.

use super::{CliError, Common, GameArgs, PeriodArgs, SystemArgs};
use crate::calc::{self, Request, Row, System};
use crate::rating::{InputError, UNRATED, parse_glicko2_game, parse_uschess_game};

/// The system besides Elo that `--pool` names, if it names one.
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
        system,
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

/// `period --pool glicko2|uschess` as the request the UI's Tournament mode makes: the
/// player, the system's values as typed, and each GAME (checked by the system's reader, so
/// a bad one is named as given) and each `--file` line as a row of the games table.
pub fn period_request(args: &PeriodArgs, system: System) -> Result<Request, CliError> {
    refuse_flags(args, Some(system))?;
    refuse_files(args, system)?;
    let check: fn(&str) -> Result<(), InputError> = match system {
        System::Glicko2 => |text| parse_glicko2_game(text).map(drop),
        // A game against an unrated opponent is left out of the event, and said (by calc).
        System::UsChess => |text| match text.trim().rsplit_once(':') {
            Some((opponent, score)) if opponent.trim().eq_ignore_ascii_case(UNRATED) => {
                score.parse::<crate::rating::Score>().map(drop)
            }
            _ => parse_uschess_game(text).map(drop),
        },
        System::Elo => unreachable!("the Elo pools read their games with gather"),
    };
    let mut rows = Vec::with_capacity(args.games.games.len());
    for text in &args.games.games {
        let game_error = |error| CliError::Game {
            text: text.clone(),
            error,
        };
        check(text).map_err(game_error)?;
        let (opponent, score) = text.rsplit_once(':').expect("a game read has its score");
        rows.push(Row::new(
            opponent.trim(),
            score.parse().map_err(game_error)?,
        ));
    }
    if let Some(path) = &args.games.file {
        let games = super::gather::system_file(path, check)?;
        rows.extend(
            games
                .iter()
                .map(|(opponent, score)| Row::new(opponent, *score)),
        );
    }
    Ok(Request {
        mode: calc::Mode::Tournament,
        rating: args.rating.clone().ok_or(CliError::NoRating)?,
        rows,
        ..system_request(&args.systems, system, (None, None))?
    })
}
