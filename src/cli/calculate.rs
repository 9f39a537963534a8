//! The calculating subcommands: each parses its values, runs the core and writes the result.

use super::games::gather;
use super::{
    CliError, Common, GameArgs, InitialArgs, KArgs, MultiArgs, PerformanceArgs, PeriodArgs, human,
    named,
};
use crate::export::json;
use crate::form::Outcome;
use crate::rating::{
    KFactor, Player, Points, Pool, Profile, Rating, Score, fide_k, initial_rating, parse_games,
    parse_games_played, parse_year, performance, rate_game, rate_multi, rate_period,
};

/// The pool `--pool` names, if it names one.
fn pool_flag(text: Option<&String>) -> Result<Option<Pool>, CliError> {
    text.map(|text| named(text.parse(), "pool")).transpose()
}

fn pool_and_k(common: &Common) -> Result<(Pool, KFactor), CliError> {
    let pool = pool_flag(common.pool.as_ref())?.unwrap_or(Pool::FideStandard);
    Ok((pool, named(common.k.parse(), "k")?))
}

pub fn game(args: &GameArgs) -> Result<String, CliError> {
    let (pool, k) = pool_and_k(&args.common)?;
    let player = Player {
        rating: named(Rating::parse(&args.rating, pool), "rating")?,
        k,
    };
    let opponent = Player {
        rating: named(Rating::parse(&args.opponent, pool), "opponent")?,
        k: match &args.opponent_k {
            Some(text) => named(text.parse(), "opponent-k")?,
            None => k,
        },
    };
    let score: Score = named(args.result.parse(), "result")?;
    let outcome = rate_game(pool, player, opponent, score).map_err(CliError::from_core)?;
    args.common
        .output
        .emit(&Outcome::Game(outcome), human::outcome)
}

pub fn period(args: &PeriodArgs, notes: &mut Vec<String>) -> Result<String, CliError> {
    let gathered = gather(&args.games, pool_flag(args.common.pool.as_ref())?, notes)?;
    let pool = gathered.pool;
    let k: KFactor = named(args.common.k.parse(), "k")?;
    let rating = match (&args.rating, gathered.player_rating) {
        (Some(text), _) => named(Rating::parse(text, pool), "rating")?,
        (None, Some(rating)) => named(Rating::new(f64::from(rating)), "rating")?,
        (None, None) => {
            return Err(CliError::Input(
                "--rating is needed (the PGN gives no rating for the player)".into(),
            ));
        }
    };
    let outcome = rate_period(pool, rating, k, &gathered.games).map_err(CliError::from_core)?;
    args.common
        .output
        .emit(&Outcome::Period(outcome), human::outcome)
}

pub fn multi(args: &MultiArgs) -> Result<String, CliError> {
    let (pool, k) = pool_and_k(&args.common)?;
    let rating = named(Rating::parse(&args.rating, pool), "rating")?;
    let average = named(Rating::parse(&args.average, pool), "average")?;
    let games = named(parse_games(&args.games), "games")?;
    let points = named(Points::parse(&args.points, games), "points")?;
    let outcome =
        rate_multi(pool, rating, k, average, games, points).map_err(CliError::from_core)?;
    args.common
        .output
        .emit(&Outcome::Multi(outcome), human::outcome)
}

pub fn k_factor(args: &KArgs) -> Result<String, CliError> {
    let year = match &args.year {
        Some(text) => named(parse_year(text), "year")?,
        None => crate::session::current_year(),
    };
    let profile = Profile {
        rating: named(Rating::parse(&args.rating, Pool::FideStandard), "rating")?,
        games: named(parse_games_played(&args.games), "games")?,
        born: named(parse_year(&args.born), "born")?,
        year,
        reached_2400: args.reached_2400,
    };
    let (k, rule) = named(fide_k(&profile), "born")?;
    Ok(if args.json {
        json::k_factor(k, rule)
    } else {
        format!("{rule}\n")
    })
}

pub fn performance_of(args: &PerformanceArgs, notes: &mut Vec<String>) -> Result<String, CliError> {
    let gathered = gather(&args.games, pool_flag(args.pool.as_ref())?, notes)?;
    let result = performance(gathered.pool, &gathered.games).map_err(CliError::from_core)?;
    Ok(if args.json {
        json::performance(&result)
    } else {
        human::performance(gathered.pool, &result)
    })
}

pub fn initial(args: &InitialArgs, notes: &mut Vec<String>) -> Result<String, CliError> {
    let gathered = gather(&args.games, Some(Pool::FideStandard), notes)?;
    let result = initial_rating(&[&gathered.games]).map_err(CliError::from_core)?;
    Ok(if args.json {
        json::initial(&result)
    } else {
        human::initial(&result)
    })
}
