//! One game seen from both sides, with the win/draw/loss scenarios.
//!
//! The rules: docs/rules/fide.md §7.

use super::expected::{Exclusion, Expected};
use super::period::{Amount, rate_period};
use super::values::{InputError, KFactor, Opponent, PeriodGame, Pool, Rating, Score};

/// A player in a single game: rating and K (the two players may have different K).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Player {
    pub rating: Rating,
    pub k: KFactor,
}

/// One side of a game: a one-game rating period for that player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SideOutcome {
    pub rating: Rating,
    pub k: KFactor,
    pub score: Score,
    /// `None` when the game is not rated.
    pub difference_used: Option<f64>,
    pub expected: Option<Expected>,
    pub change_unrounded: f64,
    pub change: Amount,
    pub new_rating: Amount,
    /// A FIDE rating below 1400 is not published.
    pub below_fide_floor: bool,
}

/// Each side's change if the game ended this way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scenario {
    pub score: Score,
    pub player: Amount,
    pub opponent: Amount,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameOutcome {
    pub pool: Pool,
    /// Why the game is not rated (for both players); `None` when it is.
    pub exclusion: Option<Exclusion>,
    pub player: SideOutcome,
    pub opponent: SideOutcome,
    /// Win, draw and loss, from the player's side.
    pub scenarios: [Scenario; 3],
}

impl GameOutcome {
    pub fn is_rated(&self) -> bool {
        self.exclusion.is_none()
    }
}

/// Rates one game for both players; `score` is the player's.
///
/// 1600 beats 1400, both at K 20, in FIDE standard: D = +200 gives PD 0.76 (table 8.1.2), so the
/// winner gains 20 × (1 − 0.76) = 4.80, rounded to +5, and the loser loses as much.
///
/// ```
/// use elocalc::rating::{Amount, KFactor, Player, Pool, Rating, Score, rate_game};
///
/// let k = KFactor::new(20).unwrap();
/// let me = Player { rating: Rating::new(1600.0).unwrap(), k };
/// let them = Player { rating: Rating::new(1400.0).unwrap(), k };
/// let game = rate_game(Pool::FideStandard, me, them, Score::Win).unwrap();
/// assert_eq!(game.player.change, Amount::Whole(5));
/// assert_eq!(game.opponent.new_rating, Amount::Whole(1395));
/// // Had it been a draw: 20 × (0.5 − 0.76) = −5.20 → −5.
/// assert_eq!(game.scenarios[1].player, Amount::Whole(-5));
/// ```
pub fn rate_game(
    pool: Pool,
    player: Player,
    opponent: Player,
    score: Score,
) -> Result<GameOutcome, InputError> {
    // Both sides for each result; the game as played is one of the three.
    let sides = |result: Score| -> Result<_, InputError> {
        let (mine, exclusion) = rate_side(pool, player, opponent, result)?;
        let (theirs, _) = rate_side(pool, opponent, player, result.reversed())?;
        Ok((mine, theirs, exclusion))
    };
    let [win, draw, loss] = [sides(Score::Win)?, sides(Score::Draw)?, sides(Score::Loss)?];
    let scenario = |score: Score, (mine, theirs, _): (SideOutcome, SideOutcome, _)| Scenario {
        score,
        player: mine.change,
        opponent: theirs.change,
    };
    let (player_side, opponent_side, exclusion) = match score {
        Score::Win => win,
        Score::Draw => draw,
        Score::Loss => loss,
    };
    Ok(GameOutcome {
        pool,
        exclusion,
        player: player_side,
        opponent: opponent_side,
        scenarios: [
            scenario(Score::Win, win),
            scenario(Score::Draw, draw),
            scenario(Score::Loss, loss),
        ],
    })
}

/// One player's side of the game, as a rating period of that one game.
fn rate_side(
    pool: Pool,
    me: Player,
    other: Player,
    score: Score,
) -> Result<(SideOutcome, Option<Exclusion>), InputError> {
    let game = PeriodGame {
        opponent: Opponent::Rated(other.rating),
        score,
    };
    let period = rate_period(pool, me.rating, me.k, &[game]).map_err(|error| match error {
        InputError::InGame { error, .. } => *error,
        other => other,
    })?;
    let line = period.line(&game);
    let side = SideOutcome {
        rating: me.rating,
        k: me.k,
        score,
        difference_used: line.difference_used,
        expected: line.expected,
        change_unrounded: period.change_unrounded,
        change: period.change,
        new_rating: period.new_rating,
        below_fide_floor: period.below_fide_floor(),
    };
    Ok((side, line.exclusion))
}
