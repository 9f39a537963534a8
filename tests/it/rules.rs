//! The boundaries of each FIDE rule, on both sides.

use elocalc::rating::{
    Exclusion, KFactor, Pool, Rating, effective_k, exclusion, expectation, round_hundredths,
};

fn rating(value: f64) -> Rating {
    Rating::new(value).unwrap()
}

fn difference_used(pool: Pool, player: f64, opponent: f64) -> f64 {
    expectation(pool, rating(player), rating(opponent)).difference_used
}

#[test]
fn the_400_rule_starts_above_400() {
    assert_eq!(difference_used(Pool::FideStandard, 2000.0, 1600.0), 400.0);
    assert_eq!(difference_used(Pool::FideStandard, 2000.0, 1599.0), 400.0);
    assert_eq!(difference_used(Pool::FideStandard, 1599.0, 2000.0), -400.0);
    assert_eq!(difference_used(Pool::FideStandard, 2000.0, 1601.0), 399.0);
}

#[test]
fn standard_players_from_2650_use_the_real_difference() {
    assert_eq!(difference_used(Pool::FideStandard, 2650.0, 2100.0), 550.0);
    assert_eq!(difference_used(Pool::FideStandard, 2649.0, 2100.0), 400.0);
    // The opponent below 2650 is capped in the same game.
    assert_eq!(difference_used(Pool::FideStandard, 2100.0, 2650.0), -400.0);
}

#[test]
fn rapid_and_blitz_cap_every_player() {
    for pool in [Pool::FideRapid, Pool::FideBlitz] {
        assert_eq!(difference_used(pool, 2800.0, 2300.0), 400.0);
        assert_eq!(difference_used(pool, 2300.0, 2800.0), -400.0);
    }
}

#[test]
fn continuous_has_no_cap() {
    assert_eq!(difference_used(Pool::Continuous, 2800.0, 2000.0), 800.0);
}

#[test]
fn the_600_rule_in_rapid_and_blitz() {
    for pool in [Pool::FideRapid, Pool::FideBlitz] {
        let rule = |a: f64, b: f64| exclusion(pool, rating(a), rating(b));
        assert_eq!(
            rule(2601.0, 2001.0),
            Some(Exclusion::SixHundredRule),
            "600 apart"
        );
        assert_eq!(
            rule(2001.0, 2601.0),
            Some(Exclusion::SixHundredRule),
            "either side"
        );
        assert_eq!(rule(2601.0, 2002.0), None, "599 apart");
        assert_eq!(rule(2600.0, 2000.0), None, "2600 is not above 2600");
        assert_eq!(rule(2900.0, 2100.0), Some(Exclusion::SixHundredRule));
    }
    assert_eq!(
        exclusion(Pool::FideStandard, rating(2900.0), rating(2000.0)),
        None
    );
    assert_eq!(
        exclusion(Pool::Continuous, rating(2900.0), rating(2000.0)),
        None
    );
}

#[test]
fn k_times_n_may_reach_700_but_not_pass_it() {
    let k = |value| KFactor::new(value).unwrap();
    assert_eq!(
        effective_k(Pool::FideStandard, k(20), 35),
        20,
        "20 × 35 = 700"
    );
    assert_eq!(
        effective_k(Pool::FideStandard, k(20), 36),
        19,
        "19 × 36 = 684"
    );
    assert_eq!(
        effective_k(Pool::FideStandard, k(40), 17),
        40,
        "40 × 17 = 680"
    );
    assert_eq!(
        effective_k(Pool::FideStandard, k(40), 18),
        38,
        "38 × 18 = 684"
    );
    assert_eq!(effective_k(Pool::FideBlitz, k(40), 20), 35);
    assert_eq!(effective_k(Pool::FideRapid, k(10), 71), 9, "9 × 71 = 639");
    assert_eq!(effective_k(Pool::FideStandard, k(10), 0), 10, "no games");
    assert_eq!(
        effective_k(Pool::Continuous, k(40), 100),
        40,
        "not a FIDE pool"
    );
}

#[test]
fn rounding_is_half_away_from_zero() {
    let cases = [
        (450, 5),
        (-450, -5),
        (449, 4),
        (-449, -4),
        (250, 3),
        (-250, -3),
        (50, 1),
        (-50, -1),
        (49, 0),
        (-49, 0),
        (0, 0),
        (9576, 96),
        (-1840, -18),
    ];
    for (hundredths, whole) in cases {
        assert_eq!(round_hundredths(hundredths), whole, "{hundredths}/100");
    }
}

#[test]
fn fractional_ratings_are_refused_in_fide_pools_only() {
    assert!(Rating::parse("1500.5", Pool::FideStandard).is_err());
    assert!(Rating::parse("1500.5", Pool::Continuous).is_ok());
    assert!(Rating::parse("1500.0", Pool::FideBlitz).is_ok());
}
