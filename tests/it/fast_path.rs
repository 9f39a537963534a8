//! The one-pass `rate_period` against a straightforward reading of FIDE's rules kept here: a
//! linear search of table 8.1.2, each game judged on its own, the sums made afterwards. Every
//! total and every game's line must be the same, bit for bit.

use elocalc::rating::{
    Amount, BANDS, Exclusion, Expected, KFactor, Opponent, PeriodGame, Pool, Rating, Score,
    rate_period,
};
use proptest::prelude::*;

/// One game as the rules read: excluded, or the difference used and the expected score.
fn judge(pool: Pool, me: f64, game: &PeriodGame) -> Result<(f64, Expected), Exclusion> {
    let Opponent::Rated(opponent) = game.opponent else {
        return Err(Exclusion::UnratedOpponent);
    };
    let (a, b) = (me, opponent.value());
    if pool == Pool::Continuous {
        let d = a - b;
        return Ok((d, Expected::Logistic(1.0 / (1.0 + 10f64.powf(-d / 400.0)))));
    }
    let rapid_or_blitz = matches!(pool, Pool::FideRapid | Pool::FideBlitz);
    if rapid_or_blitz && (a - b).abs() >= 600.0 && a.max(b) > 2600.0 {
        return Err(Exclusion::SixHundredRule);
    }
    let mut d = a - b;
    if rapid_or_blitz || me < 2650.0 {
        d = d.clamp(-400.0, 400.0);
    }
    let higher = BANDS
        .iter()
        .find(|(end, _)| d.abs() <= f64::from(*end))
        .map_or(100, |(_, pd)| *pd);
    let pd = if d >= 0.0 { higher } else { 100 - higher };
    Ok((d, Expected::Table(pd)))
}

fn hundredths(score: Score) -> i64 {
    match score {
        Score::Win => 100,
        Score::Draw => 50,
        Score::Loss => 0,
    }
}

fn check(pool: Pool, me: f64, k: u32, games: &[PeriodGame]) -> Result<(), TestCaseError> {
    let rating = Rating::new(me).unwrap();
    let outcome = rate_period(pool, rating, KFactor::new(k).unwrap(), games).unwrap();
    let judged: Vec<_> = games.iter().map(|game| judge(pool, me, game)).collect();
    let rated = judged.iter().filter(|j| j.is_ok()).count() as u64;
    let k_eff = if pool == Pool::Continuous || u64::from(k) * rated <= 700 {
        k
    } else {
        (700 / rated) as u32
    };
    prop_assert_eq!(outcome.rated_games, rated);
    prop_assert_eq!(outcome.k_effective, k_eff);
    let total: i64 = games.iter().map(|g| hundredths(g.score)).sum();
    prop_assert_eq!(outcome.total_points, total as f64 / 100.0);
    for ((game, judged), line) in games.iter().zip(&judged).zip(outcome.lines(games)) {
        prop_assert_eq!(line.exclusion, judged.err());
        prop_assert_eq!(line.difference_used, judged.ok().map(|(d, _)| d));
        prop_assert_eq!(line.expected, judged.ok().map(|(_, e)| e));
        let contribution = match judged {
            Ok((_, Expected::Table(pd))) => {
                (i64::from(k_eff) * (hundredths(game.score) - i64::from(*pd))) as f64 / 100.0
            }
            Ok((_, Expected::Logistic(e))) => {
                f64::from(k_eff) * (hundredths(game.score) as f64 / 100.0 - e)
            }
            Err(_) => 0.0,
        };
        prop_assert_eq!(line.contribution.to_bits(), contribution.to_bits());
    }
    if pool == Pool::Continuous {
        let mut surplus = 0.0;
        for (game, judged) in games.iter().zip(&judged) {
            if let Ok((_, Expected::Logistic(e))) = judged {
                surplus += hundredths(game.score) as f64 / 100.0 - e;
            }
        }
        let change = f64::from(k_eff) * surplus;
        prop_assert_eq!(outcome.change, Amount::Real(change));
        prop_assert_eq!(outcome.new_rating, Amount::Real(me + change));
    } else {
        let surplus: i64 = games
            .iter()
            .zip(&judged)
            .filter_map(|(game, judged)| match judged {
                Ok((_, Expected::Table(pd))) => Some(hundredths(game.score) - i64::from(*pd)),
                _ => None,
            })
            .sum();
        let hundredths_of_change = i64::from(k_eff) * surplus;
        // Once per period, halves away from zero.
        let change = (hundredths_of_change.abs() + 50) / 100 * hundredths_of_change.signum();
        prop_assert_eq!(
            outcome.change_unrounded,
            hundredths_of_change as f64 / 100.0
        );
        prop_assert_eq!(outcome.change, Amount::Whole(change));
        prop_assert_eq!(outcome.new_rating, Amount::Whole(me as i64 + change));
    }
    Ok(())
}

fn games(ratings: impl Strategy<Value = f64>) -> impl Strategy<Value = Vec<PeriodGame>> {
    let opponent = prop_oneof![
        1 => Just(Opponent::Unrated),
        12 => ratings.prop_map(|r| Opponent::Rated(Rating::new(r).unwrap())),
    ];
    let score = prop::sample::select(Score::ALL.to_vec());
    prop::collection::vec(
        (opponent, score).prop_map(|(opponent, score)| PeriodGame { opponent, score }),
        0..80,
    )
}

proptest! {
    #[test]
    fn fide_pools_agree_with_the_rules_read_straight(
        pool in prop::sample::select(vec![Pool::FideStandard, Pool::FideRapid, Pool::FideBlitz]),
        me in 1000u16..=3000,
        k in 1u32..=100,
        games in games((0u16..=4000).prop_map(f64::from)),
    ) {
        check(pool, f64::from(me), k, &games)?;
    }

    #[test]
    fn the_continuous_pool_agrees_with_the_formula_read_straight(
        me in 0.0f64..=4000.0,
        k in 1u32..=100,
        games in games(0.0f64..=4000.0),
    ) {
        check(Pool::Continuous, me, k, &games)?;
    }
}

#[test]
fn a_long_continuous_period_agrees_with_the_formula_read_straight() {
    // Long enough for the core to remember the curve at whole differences; real ratings mixed in.
    let games: Vec<PeriodGame> = (0..3000u32)
        .map(|i| PeriodGame {
            opponent: match i % 11 {
                0 => Opponent::Unrated,
                1 => Opponent::Rated(Rating::new(f64::from(i) * 1.337 % 4000.0).unwrap()),
                _ => Opponent::Rated(Rating::new(f64::from(i * 7919 % 4001)).unwrap()),
            },
            score: Score::ALL[(i % 3) as usize],
        })
        .collect();
    for me in [0.0, 1500.0, 1500.5, 4000.0] {
        check(Pool::Continuous, me, 24, &games).unwrap();
    }
}
