//! Glicko-2 (Glickman, "Example of the Glicko-2 system", revision of 22 March 2022): one
//! rating period for one player, Steps 2–8, with the Illinois iteration for the new volatility
//! and the revision's "≤". Every game uses the pre-period values of both players; nothing is
//! rounded between steps.
//!
//! The rules: docs/rules/glicko2.md.

use super::values::{InputError, Score, parse_decimal_rating, parse_number_in};

/// The factor between the Glicko and the Glicko-2 scales.
pub const SCALE: f64 = 173.7178;
/// The centre of the Glicko scale.
pub const CENTRE: f64 = 1500.0;
/// An unrated player's (and an opponent given without one) RD, and the default volatility and
/// system constant τ.
pub const DEFAULT_RD: f64 = 350.0;
pub const DEFAULT_VOLATILITY: f64 = 0.06;
pub const DEFAULT_TAU: f64 = 0.5;
/// Step 5's convergence tolerance.
const EPSILON: f64 = 0.000001;
/// elocalc's sanity limits (the paper has none): RD up to 1000, σ up to 1, τ up to 10.
pub const MAX_RD: f64 = 1000.0;
pub const MAX_VOLATILITY: f64 = 1.0;
pub const MAX_TAU: f64 = 10.0;

/// A player's Glicko-2 values on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko2Player {
    pub rating: f64,
    pub rd: f64,
    pub volatility: f64,
}

/// One game of the period: the opponent's pre-period rating and RD, and the score.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko2Game {
    pub opponent: f64,
    pub opponent_rd: f64,
    pub score: Score,
}

/// The period's result, on the Glicko scale, with the Glicko-2 scale's v and Δ (no games:
/// `None`) and each game's expected score.
#[derive(Clone, Debug, PartialEq)]
pub struct Glicko2Outcome {
    pub player: Glicko2Player,
    pub tau: f64,
    pub new_rating: f64,
    pub new_rd: f64,
    pub new_volatility: f64,
    pub variance: Option<f64>,
    pub improvement: Option<f64>,
    pub expected: Vec<f64>,
}

impl Glicko2Outcome {
    pub fn change(&self) -> f64 {
        self.new_rating - self.player.rating
    }
}

/// Parses an RD: a number above 0, at most 1000.
pub fn parse_rd(text: &str) -> Result<f64, InputError> {
    parse_number_in(text, (0.0, MAX_RD, false), InputError::Rd)
}

/// Parses a volatility: a number above 0, at most 1.
pub fn parse_volatility(text: &str) -> Result<f64, InputError> {
    parse_number_in(text, (0.0, MAX_VOLATILITY, false), InputError::Volatility)
}

/// Parses τ: a number above 0, at most 10.
pub fn parse_tau(text: &str) -> Result<f64, InputError> {
    parse_number_in(text, (0.0, MAX_TAU, false), InputError::Tau)
}

/// Parses a rating on the Glicko scale: a number from 0 to 4000, decimals allowed.
pub fn parse_glicko_rating(text: &str) -> Result<f64, InputError> {
    parse_decimal_rating(text, 0.0, InputError::Rating)
}

/// A game written `OPPONENT[/RD]:SCORE`: `1400/30:1`, `1550:0` (RD 350), `unrated:½` (the
/// paper's 1500/350 opponent).
pub fn parse_glicko2_game(text: &str) -> Result<Glicko2Game, InputError> {
    let malformed = || InputError::Glicko2Game(text.trim().to_string());
    let (opponent, score) = text.trim().rsplit_once(':').ok_or_else(malformed)?;
    let score: Score = score.parse()?;
    // A GAME as typed is quoted whole.
    glicko2_game(opponent, score).map_err(|error| match error {
        InputError::UnratedWithRd(_) => InputError::UnratedWithRd(text.trim().to_string()),
        error => error,
    })
}

/// A game against `opponent` as written in a table cell, `RATING[/RD]` or `unrated`, with
/// `score`: an error quotes the opponent as written, nothing added.
pub fn glicko2_game(opponent: &str, score: Score) -> Result<Glicko2Game, InputError> {
    let (rating, rd) = match opponent.split_once('/') {
        Some((rating, rd)) => (rating, Some(rd)),
        None => (opponent, None),
    };
    if rating.trim().eq_ignore_ascii_case(super::values::UNRATED) {
        return match rd {
            Some(_) => Err(InputError::UnratedWithRd(opponent.trim().to_string())),
            None => Ok(Glicko2Game {
                opponent: CENTRE,
                opponent_rd: DEFAULT_RD,
                score,
            }),
        };
    }
    Ok(Glicko2Game {
        opponent: parse_glicko_rating(rating)?,
        opponent_rd: rd.map_or(Ok(DEFAULT_RD), parse_rd)?,
        score,
    })
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// The expected score of a player at `rating` against an opponent at `opponent` with
/// `opponent_rd` (the player's own RD plays no part).
///
/// ```
/// use elocalc::rating::glicko2_expected;
/// let e = glicko2_expected(1500.0, 1400.0, 30.0);
/// assert!((e - 0.6394677306).abs() < 1e-9);
/// ```
pub fn glicko2_expected(rating: f64, opponent: f64, opponent_rd: f64) -> f64 {
    let mu = (rating - CENTRE) / SCALE;
    let mu_j = (opponent - CENTRE) / SCALE;
    1.0 / (1.0 + (-g(opponent_rd / SCALE) * (mu - mu_j)).exp())
}

/// Rates one period (the paper's Steps 2–8).
///
/// ```
/// use elocalc::rating::{Glicko2Game, Glicko2Player, Score, rate_glicko2};
/// let player = Glicko2Player { rating: 1500.0, rd: 200.0, volatility: 0.06 };
/// let game = |opponent, opponent_rd, score| Glicko2Game { opponent, opponent_rd, score };
/// let games = [game(1400.0, 30.0, Score::Win), game(1550.0, 100.0, Score::Loss),
///              game(1700.0, 300.0, Score::Loss)];
/// let outcome = rate_glicko2(player, 0.5, &games);
/// assert!((outcome.new_rating - 1464.0506705).abs() < 1e-6);
/// assert!((outcome.new_rd - 151.5165241).abs() < 1e-6);
/// assert!((outcome.new_volatility - 0.059995984).abs() < 1e-9);
/// ```
pub fn rate_glicko2(player: Glicko2Player, tau: f64, games: &[Glicko2Game]) -> Glicko2Outcome {
    let mu = (player.rating - CENTRE) / SCALE;
    let phi = player.rd / SCALE;
    let sigma = player.volatility;
    let terms: Vec<(f64, f64, f64)> = games
        .iter()
        .map(|game| {
            let g = g(game.opponent_rd / SCALE);
            let e = 1.0 / (1.0 + (-g * (mu - (game.opponent - CENTRE) / SCALE)).exp());
            (g, e, game.score.points())
        })
        .collect();
    let expected: Vec<f64> = terms.iter().map(|&(_, e, _)| e).collect();
    if games.is_empty() {
        // Only Step 6: the RD grows with the old volatility.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        return Glicko2Outcome {
            player,
            tau,
            new_rating: player.rating,
            new_rd: SCALE * phi_star,
            new_volatility: sigma,
            variance: None,
            improvement: None,
            expected,
        };
    }
    // Steps 3 and 4.
    let v = 1.0
        / terms
            .iter()
            .map(|&(g, e, _)| g * g * e * (1.0 - e))
            .sum::<f64>();
    let sum: f64 = terms.iter().map(|&(g, e, s)| g * (s - e)).sum();
    let delta = v * sum;
    // Step 5: the Illinois iteration on ln σ′².
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > EPSILON {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        // The 2022 revision: "≤", so an exact zero ends the loop.
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    let new_sigma = (big_a / 2.0).exp();
    // Steps 6–8.
    let phi_star = (phi * phi + new_sigma * new_sigma).sqrt();
    let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let new_mu = mu + new_phi * new_phi * sum;
    Glicko2Outcome {
        player,
        tau,
        new_rating: SCALE * new_mu + CENTRE,
        new_rd: SCALE * new_phi,
        new_volatility: new_sigma,
        variance: Some(v),
        improvement: Some(delta),
        expected,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(opponent: f64, opponent_rd: f64, score: Score) -> Glicko2Game {
        Glicko2Game {
            opponent,
            opponent_rd,
            score,
        }
    }

    fn player(rating: f64, rd: f64, volatility: f64) -> Glicko2Player {
        Glicko2Player {
            rating,
            rd,
            volatility,
        }
    }

    fn assert_close(actual: f64, expected: f64, tolerance: f64, what: &str) {
        assert!(
            (actual - expected).abs() <= tolerance,
            "{what}: {actual} is not {expected} ± {tolerance}"
        );
    }

    /// The worked cases G01–G05 of docs/rules/glicko2.md, computed independently.
    #[test]
    fn the_worked_cases() {
        use Score::*;
        /// (id, player, τ, games, [r′, RD′, σ′]).
        type Case = (&'static str, Glicko2Player, f64, Vec<Glicko2Game>, [f64; 3]);
        let cases: [Case; 5] = [
            (
                "G01",
                player(1500.0, 200.0, 0.06),
                0.5,
                vec![
                    game(1400.0, 30.0, Win),
                    game(1550.0, 100.0, Loss),
                    game(1700.0, 300.0, Loss),
                ],
                [1464.050671, 151.516524, 0.059995984],
            ),
            (
                "G02",
                player(1500.0, 200.0, 0.06),
                0.5,
                vec![],
                [1500.0, 200.271417, 0.06],
            ),
            (
                "G03",
                player(1500.0, 350.0, 0.06),
                0.5,
                vec![game(1500.0, 350.0, Draw)],
                [1500.0, 290.318962, 0.059998961],
            ),
            (
                "G04",
                player(1500.0, 50.0, 0.06),
                0.5,
                vec![game(2000.0, 30.0, Win); 6],
                [1582.738339, 50.432508, 0.060412377],
            ),
            (
                "G05",
                player(1650.0, 120.0, 0.2),
                1.2,
                vec![
                    game(1500.0, 80.0, Win),
                    game(1700.0, 60.0, Draw),
                    game(1800.0, 200.0, Loss),
                    game(1600.0, 350.0, Win),
                ],
                [1675.658973, 106.968961, 0.198770894],
            ),
        ];
        for (id, player, tau, games, [rating, rd, volatility]) in cases {
            let outcome = rate_glicko2(player, tau, &games);
            assert_close(outcome.new_rating, rating, 1e-6, id);
            assert_close(outcome.new_rd, rd, 1e-6, id);
            assert_close(outcome.new_volatility, volatility, 1e-9, id);
        }
    }

    #[test]
    fn the_papers_intermediate_values() {
        use Score::*;
        let games = [
            game(1400.0, 30.0, Win),
            game(1550.0, 100.0, Loss),
            game(1700.0, 300.0, Loss),
        ];
        let outcome = rate_glicko2(player(1500.0, 200.0, 0.06), 0.5, &games);
        assert_close(outcome.variance.unwrap(), 1.7789770897, 1e-9, "v");
        assert_close(outcome.improvement.unwrap(), -0.4839332610, 1e-9, "Δ");
        for (e, wanted) in outcome
            .expected
            .iter()
            .zip([0.6394677306, 0.4318423561, 0.3028407291])
        {
            assert_close(*e, wanted, 1e-9, "E");
        }
        // The paper's printed figures, within their rounding.
        assert_close(outcome.new_rating, 1464.06, 0.01, "r′");
        assert_close(outcome.new_rd, 151.52, 0.01, "RD′");
        assert_close(outcome.new_volatility, 0.05999, 0.00001, "σ′");
    }

    #[test]
    fn idle_periods_compound() {
        let mut now = player(1500.0, 50.0, 0.06);
        for _ in 0..120 {
            now.rd = rate_glicko2(now, 0.5, &[]).new_rd;
        }
        let exact = SCALE * ((50.0 / SCALE).powi(2) + 120.0 * 0.06f64.powi(2)).sqrt();
        assert_close(now.rd, exact, 1e-9, "RD after 120 idle periods");
        assert_close(now.rd, 124.6468675, 1e-6, "docs/rules/glicko2.md's figure");
    }

    #[test]
    fn games_are_read_with_their_rd_or_350() {
        assert_eq!(
            parse_glicko2_game("1400/30:1").unwrap(),
            game(1400.0, 30.0, Score::Win)
        );
        assert_eq!(
            parse_glicko2_game("1550:loss").unwrap(),
            game(1550.0, 350.0, Score::Loss)
        );
        assert_eq!(
            parse_glicko2_game("unrated:½").unwrap(),
            game(1500.0, 350.0, Score::Draw)
        );
        assert!(matches!(
            parse_glicko2_game("unrated/80:1"),
            Err(InputError::UnratedWithRd(_))
        ));
        for bad in [
            "1400/0:1",
            "1400/1001:1",
            "1400/nan:1",
            "4001:1",
            "1400",
            "1400/30:2",
        ] {
            assert!(parse_glicko2_game(bad).is_err(), "{bad}");
        }
    }
}
