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
    /// Which of the player's values were not given, so the defaults were assumed.
    pub assumed: Assumed,
    /// The games (from 0) against an unrated opponent, rated as the paper's 1500 with RD 350.
    pub unrated: Vec<usize>,
}

/// The values a Glicko-2 player was rated with that nobody gave: the defaults stood in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assumed {
    pub rd: bool,
    pub volatility: bool,
}

/// Rates a Glicko-2 period (every game on the pre-period values).
pub fn glicko2(player: Glicko2Player, tau: f64, games: Vec<Glicko2Game>) -> Glicko2Answer {
    Glicko2Answer {
        outcome: rate_glicko2(player, tau, &games),
        games,
        assumed: Assumed::default(),
        unrated: Vec::new(),
    }
}

/// A US Chess event rated, with its games; for one game, the change each result would bring.
#[derive(Clone, Debug)]
pub struct UsChessAnswer {
    pub outcome: UsChessOutcome,
    pub games: Vec<(f64, Score)>,
    pub scenarios: Vec<(Score, f64)>,
    /// The table's rows (from 0) left out: games against an unrated opponent.
    pub left_out: Vec<usize>,
}

/// One Glicko-2 game rated for both players (each a period of one game), and the changes
/// each result would bring them.
#[derive(Clone, Debug)]
pub struct Glicko2GameAnswer {
    pub you: Glicko2Answer,
    pub opponent: Glicko2Answer,
    /// (result for you, your change, the opponent's change).
    pub scenarios: Vec<(Score, f64, f64)>,
}

/// Rates one game for both players.
pub fn glicko2_game(
    you: Glicko2Player,
    opponent: Glicko2Player,
    tau: f64,
    result: Score,
) -> Glicko2GameAnswer {
    let rate = |result: Score| {
        let yours = Glicko2Game {
            opponent: opponent.rating,
            opponent_rd: opponent.rd,
            score: result,
        };
        let theirs = Glicko2Game {
            opponent: you.rating,
            opponent_rd: you.rd,
            score: result.reversed(),
        };
        (
            glicko2(you, tau, vec![yours]),
            glicko2(opponent, tau, vec![theirs]),
        )
    };
    let scenarios = Score::ALL
        .into_iter()
        .map(|score| {
            let (you, them) = rate(score);
            (score, you.outcome.change(), them.outcome.change())
        })
        .collect();
    let (you, opponent) = rate(result);
    Glicko2GameAnswer {
        you,
        opponent,
        scenarios,
    }
}

/// Rates a US Chess event once against the opponents' ratings as entered.
pub fn uschess(player: UsChessPlayer, games: Vec<(f64, Score)>) -> Result<UsChessAnswer, Problem> {
    let outcome = rate_uschess(player, &games).map_err(|error| Problem { field: None, error })?;
    // One game: what each result would bring.
    let scenarios = match games[..] {
        [(opponent, _)] => Score::ALL
            .into_iter()
            .filter_map(|score| {
                let outcome = rate_uschess(player, &[(opponent, score)]).ok()?;
                Some((score, outcome.change()))
            })
            .collect(),
        _ => Vec::new(),
    };
    Ok(UsChessAnswer {
        outcome,
        games,
        scenarios,
        left_out: Vec::new(),
    })
}
