//! The rating systems beside Elo: Glicko-2 and US Chess, one player's period or event, from
//! the values checked by their parsers to the core's result and what it was asked from.

use crate::rating::{
    Glicko2Game, Glicko2Outcome, Glicko2Player, Score, UsChessOutcome, UsChessPlayer, rate_glicko2,
    rate_uschess,
};

use super::Problem;

/// A Glicko-2 period rated, with its games.
#[derive(Clone, Debug)]
pub struct Glicko2Answer {
    pub outcome: Glicko2Outcome,
    pub games: Vec<Glicko2Game>,
}

/// Rates a Glicko-2 period (every game on the pre-period values).
pub fn glicko2(player: Glicko2Player, tau: f64, games: Vec<Glicko2Game>) -> Glicko2Answer {
    Glicko2Answer {
        outcome: rate_glicko2(player, tau, &games),
        games,
    }
}

/// A US Chess event rated, with its games.
#[derive(Clone, Debug)]
pub struct UsChessAnswer {
    pub outcome: UsChessOutcome,
    pub games: Vec<(f64, Score)>,
}

/// Rates a US Chess event once against the opponents' ratings as entered.
pub fn uschess(player: UsChessPlayer, games: Vec<(f64, Score)>) -> Result<UsChessAnswer, Problem> {
    let outcome = rate_uschess(player, &games).map_err(|error| Problem { field: None, error })?;
    Ok(UsChessAnswer { outcome, games })
}
