//! The hand-worked cases of FIDE's rules, with every number written out by hand.

use elocalc::rating::{
    Amount, Exclusion, GameLine, KFactor, PeriodGame, PeriodOutcome, Player, Points, Pool, Rating,
    Score, expectation, rate_game, rate_multi, rate_period,
};

const TOLERANCE: f64 = 1e-9;

/// Rates `games` written as "1800:W 1600:L unrated:D" (W/D/L as the CLI takes them).
fn period(pool: Pool, rating: f64, k: u32, games: &str) -> Period {
    let games: Vec<PeriodGame> = games
        .split_whitespace()
        .map(|game| PeriodGame::parse(game, pool).unwrap())
        .collect();
    let totals = rate_period(
        pool,
        Rating::new(rating).unwrap(),
        KFactor::new(k).unwrap(),
        &games,
    )
    .unwrap();
    Period {
        games: totals.lines(&games).collect(),
        totals,
    }
}

/// A period's totals with every game's line.
struct Period {
    totals: PeriodOutcome,
    games: Vec<GameLine>,
}

impl std::ops::Deref for Period {
    type Target = PeriodOutcome;

    fn deref(&self) -> &PeriodOutcome {
        &self.totals
    }
}

fn repeated(game: &str, times: usize) -> String {
    vec![game; times].join(" ")
}

/// Asserts K_eff, K·ΣΔR before rounding, the rounded change and the new rating.
fn assert_period(outcome: &PeriodOutcome, k_eff: u32, unrounded: f64, change: i64, new: i64) {
    assert_eq!(outcome.k_effective, k_eff, "K_eff");
    assert!(
        (outcome.change_unrounded - unrounded).abs() < TOLERANCE,
        "K·ΣΔR {} ≠ {unrounded}",
        outcome.change_unrounded
    );
    assert_eq!(outcome.change, Amount::Whole(change), "change");
    assert_eq!(outcome.new_rating, Amount::Whole(new), "new rating");
}

use Pool::{FideBlitz as Blitz, FideRapid as Rapid, FideStandard as Standard};

#[test]
fn t01_equal_ratings_win() {
    assert_period(&period(Standard, 1800.0, 20, "1800:W"), 20, 10.0, 10, 1810);
}

#[test]
fn t02_difference_of_exactly_400_is_looked_up() {
    let outcome = period(Standard, 2000.0, 20, "1600:W");
    assert_eq!(outcome.games[0].difference_used, Some(400.0));
    assert_period(&outcome, 20, 1.6, 2, 2002);
}

#[test]
fn t03_difference_401_counts_as_400() {
    let outcome = period(Standard, 2000.0, 20, "1599:L");
    assert_eq!(outcome.games[0].difference_used, Some(400.0));
    assert_period(&outcome, 20, -18.4, -18, 1982);
}

#[test]
fn t05_player_rated_2650_uses_the_real_difference() {
    let outcome = period(Standard, 2650.0, 10, "2200:W");
    assert_eq!(outcome.games[0].difference_used, Some(450.0));
    assert_period(&outcome, 10, 0.6, 1, 2651);
}

#[test]
fn t07_player_rated_2649_is_capped() {
    let outcome = period(Standard, 2649.0, 10, "2199:D");
    assert_eq!(outcome.games[0].difference_used, Some(400.0));
    assert_period(&outcome, 10, -4.2, -4, 2645);
}

#[test]
fn t08_the_cap_is_per_player() {
    let outcome = period(Standard, 2200.0, 20, "2650:W");
    assert_eq!(outcome.games[0].difference_used, Some(-400.0));
    assert_period(&outcome, 20, 18.4, 18, 2218);
}

#[test]
fn t10_difference_736_gives_pd_one() {
    assert_period(
        &period(Standard, 2700.0, 10, "1964:W 1964:D"),
        10,
        -5.0,
        -5,
        2695,
    );
}

#[test]
fn t12_k40_over_18_games_drops_to_38() {
    let games = repeated("1600:W", 9) + " " + &repeated("1600:L", 9);
    let outcome = period(Standard, 1500.0, 40, &games);
    assert_eq!(outcome.rated_games, 18);
    // ΣΔR = 9 × 0.64 − 9 × 0.36 = 2.52; 38 × 2.52 = 95.76.
    assert_period(&outcome, 38, 95.76, 96, 1596);
}

#[test]
fn t14_k20_over_36_games_drops_to_19() {
    let games = repeated("1700:W", 20) + " " + &repeated("1700:L", 16);
    assert_period(&period(Standard, 1700.0, 20, &games), 19, 38.0, 38, 1738);
}

#[test]
fn t15_plus_four_and_a_half_rounds_up() {
    assert_period(&period(Standard, 2450.0, 10, "2415:W"), 10, 4.5, 5, 2455);
}

#[test]
fn t16_minus_four_and_a_half_rounds_away_from_zero() {
    assert_period(&period(Standard, 2415.0, 10, "2450:L"), 10, -4.5, -5, 2410);
}

#[test]
fn t20_blitz_600_rule_above_2600_is_not_rated() {
    let outcome = period(Blitz, 2601.0, 10, "2001:W");
    assert_eq!(outcome.games[0].exclusion, Some(Exclusion::SixHundredRule));
    assert_eq!(outcome.rated_games, 0);
    assert_period(&outcome, 10, 0.0, 0, 2601);
}

#[test]
fn t21_blitz_at_2600_is_rated_and_capped() {
    let outcome = period(Blitz, 2600.0, 10, "2000:W");
    assert!(outcome.games[0].is_rated());
    assert_eq!(outcome.games[0].difference_used, Some(400.0));
    assert_period(&outcome, 10, 0.8, 1, 2601);
}

#[test]
fn t23_rapid_has_no_2650_exemption() {
    assert_period(&period(Rapid, 2700.0, 10, "2200:D"), 10, -4.2, -4, 2696);
}

#[test]
fn t24_standard_2700_uses_difference_500() {
    assert_period(&period(Standard, 2700.0, 10, "2200:D"), 10, -4.6, -5, 2695);
}

#[test]
fn t25_a_tournament_with_an_unrated_opponent() {
    let outcome = period(
        Standard,
        2100.0,
        20,
        "2050:W 2250:L 2100:D 1650:W 2350:D unrated:W",
    );
    assert_eq!(outcome.rated_games, 5);
    assert_eq!(outcome.games[5].exclusion, Some(Exclusion::UnratedOpponent));
    // ΔR: +0.43, −0.30, 0, +0.08 (1650 capped at 400), +0.31.
    let contributions: Vec<f64> = outcome.games.iter().map(|g| g.contribution).collect();
    for (got, want) in contributions.iter().zip([8.6, -6.0, 0.0, 1.6, 6.2, 0.0]) {
        assert!((got - want).abs() < TOLERANCE, "{got} ≠ {want}");
    }
    assert!((outcome.score - 3.0).abs() < TOLERANCE);
    assert!((outcome.total_points - 4.0).abs() < TOLERANCE);
    assert!((outcome.expected_total - 2.48).abs() < TOLERANCE);
    assert_period(&outcome, 20, 10.4, 10, 2110);
}

#[test]
fn t26_an_exact_tie_that_floating_point_gets_wrong() {
    // 10 × ((1 − 0.30) + (0 − 0.45)) = 2.50 exactly, which f64 makes 2.4999999999999996.
    assert_period(
        &period(Standard, 2400.0, 10, "2550:W 2435:L"),
        10,
        2.5,
        3,
        2403,
    );
}

#[test]
fn t27_a_real_fide_calculation() {
    assert_period(
        &period(Standard, 1922.0, 40, "1798:W 1801:L 1897:W"),
        40,
        5.6,
        6,
        1928,
    );
}

#[test]
fn falling_below_1400_is_reported_not_clamped() {
    let outcome = period(Standard, 1405.0, 40, "1405:L");
    assert_eq!(outcome.new_rating, Amount::Whole(1385));
    assert!(outcome.below_fide_floor());
    assert!(!period(Standard, 1420.0, 40, "1420:L").below_fide_floor());
}

#[test]
fn continuous_single_game_expectations() {
    let e = |a: f64, b: f64| {
        expectation(
            Pool::Continuous,
            Rating::new(a).unwrap(),
            Rating::new(b).unwrap(),
        )
        .expected
        .value()
    };
    assert!((e(1700.0, 1500.0) - 0.759747).abs() < 5e-7);
    assert!((e(2000.0, 1600.0) - 0.909091).abs() < 5e-7);
    assert!((e(2700.0, 2200.0) - 0.946760).abs() < 5e-7);
    assert_eq!(
        expectation(
            Standard,
            Rating::new(2700.0).unwrap(),
            Rating::new(2200.0).unwrap()
        )
        .expected
        .value(),
        0.96
    );
}

#[test]
fn continuous_period_keeps_decimals_and_k() {
    // 40 games at K 20: no 700 rule outside FIDE pools. E(1700 vs 1500) = 0.759747 each.
    let outcome = period(Pool::Continuous, 1700.0, 20, &repeated("1500:W", 40));
    assert_eq!(outcome.k_effective, 20);
    let expected_change = 20.0 * 40.0 * (1.0 - 0.759_746_926_6);
    assert!((outcome.change_unrounded - expected_change).abs() < 1e-6);
    assert_eq!(outcome.change, Amount::Real(outcome.change_unrounded));
    assert!((outcome.new_rating.value() - (1700.0 + expected_change)).abs() < 1e-6);
}

fn player(rating: f64, k: u32) -> Player {
    Player {
        rating: Rating::new(rating).unwrap(),
        k: KFactor::new(k).unwrap(),
    }
}

#[test]
fn a_single_game_from_both_sides_with_different_k() {
    // 1600 (K 20) beats 1400 (K 40): D 200 → PD 0.76 / 0.24.
    let game = rate_game(Standard, player(1600.0, 20), player(1400.0, 40), Score::Win).unwrap();
    assert!(game.is_rated());
    assert_eq!(game.player.expected.unwrap().value(), 0.76);
    assert_eq!(game.opponent.expected.unwrap().value(), 0.24);
    assert!((game.player.change_unrounded - 4.8).abs() < TOLERANCE);
    assert!((game.opponent.change_unrounded + 9.6).abs() < TOLERANCE);
    assert_eq!(game.player.new_rating, Amount::Whole(1605));
    assert_eq!(game.opponent.new_rating, Amount::Whole(1390));
    // Win: +4.80 / −9.60; draw: 20 × −0.26 = −5.20, 40 × 0.26 = +10.40; loss: −15.20, +30.40.
    let table: Vec<(Score, Amount, Amount)> = game
        .scenarios
        .iter()
        .map(|s| (s.score, s.player, s.opponent))
        .collect();
    assert_eq!(
        table,
        vec![
            (Score::Win, Amount::Whole(5), Amount::Whole(-10)),
            (Score::Draw, Amount::Whole(-5), Amount::Whole(10)),
            (Score::Loss, Amount::Whole(-15), Amount::Whole(30)),
        ]
    );
}

#[test]
fn a_single_game_the_600_rule_leaves_unrated_for_both() {
    let game = rate_game(Rapid, player(2650.0, 10), player(2050.0, 20), Score::Loss).unwrap();
    assert_eq!(game.exclusion, Some(Exclusion::SixHundredRule));
    assert_eq!(game.player.change, Amount::Whole(0));
    assert_eq!(game.opponent.change, Amount::Whole(0));
    let game = rate_game(Rapid, player(2650.0, 10), player(2051.0, 20), Score::Loss).unwrap();
    assert!(game.is_rated(), "a difference of 599 is rated");
}

#[test]
fn multi_mode_five_games_against_1600() {
    // 1500 vs 1600: D −100 → PD 0.36; 20 × (3.5 − 5 × 0.36) = 20 × 1.70 = +34.
    let outcome = rate_multi(
        Standard,
        Rating::new(1500.0).unwrap(),
        KFactor::new(20).unwrap(),
        Rating::new(1600.0).unwrap(),
        5,
        Points::parse("3.5", 5).unwrap(),
    )
    .unwrap();
    assert_eq!(outcome.expected.unwrap().value(), 0.36);
    assert!((outcome.expected_total - 1.8).abs() < TOLERANCE);
    assert!((outcome.change_unrounded - 34.0).abs() < TOLERANCE);
    assert_eq!(outcome.change, Amount::Whole(34));
    assert_eq!(outcome.new_rating, Amount::Whole(1534));
}

#[test]
fn multi_mode_applies_the_700_rule_with_n_equal_to_g() {
    // K 40, G 20 → K_eff 35. Equal ratings, 12 points: 35 × (12 − 10) = +70.
    let outcome = rate_multi(
        Standard,
        Rating::new(1800.0).unwrap(),
        KFactor::new(40).unwrap(),
        Rating::new(1800.0).unwrap(),
        20,
        Points::parse("12", 20).unwrap(),
    )
    .unwrap();
    assert_eq!(outcome.k_effective, 35);
    assert_eq!(outcome.change, Amount::Whole(70));
}

#[test]
fn multi_mode_equals_the_same_period_game_by_game() {
    // 3 wins, 1 draw, 1 loss against 1600 equals 3.5 points in 5 games.
    let by_games = period(Standard, 1500.0, 20, "1600:W 1600:W 1600:W 1600:D 1600:L");
    assert_period(&by_games, 20, 34.0, 34, 1534);
}
