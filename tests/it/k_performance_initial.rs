//! K from a player profile, performance ratings and initial ratings, with numbers worked out by
//! hand from FIDE's tables.

use elocalc::rating::{
    DP_BY_SCORE, InputError, KRule, Method, NotPublished, PeriodGame, Pool, Profile, Rating,
    fide_k, hundredths_half_up, initial_rating, logistic_total, performance,
};

fn games(text: &str, pool: Pool) -> Vec<PeriodGame> {
    text.split_whitespace()
        .map(|game| PeriodGame::parse(game, pool).unwrap())
        .collect()
}

/// n games against `opponent` with the given score in total: wins first, then a draw, losses.
fn against(opponent: u32, n: usize, score: f64) -> Vec<PeriodGame> {
    let wins = score.floor() as usize;
    let draw = score.fract() > 0.0;
    (0..n)
        .map(|i| {
            let result = if i < wins {
                "1"
            } else if i == wins && draw {
                "0.5"
            } else {
                "0"
            };
            PeriodGame::parse(&format!("{opponent}:{result}"), Pool::FideStandard).unwrap()
        })
        .collect()
}

#[test]
fn table_8_1_1_matches_the_published_table_and_is_symmetric() {
    let text = include_str!("../data/fide-table-8.1.1.tsv");
    let rows: Vec<(usize, i16)> = text
        .lines()
        .skip(1)
        .map(|line| {
            let (p, dp) = line.split_once('\t').unwrap();
            (
                (p.parse::<f64>().unwrap() * 100.0).round() as usize,
                dp.parse().unwrap(),
            )
        })
        .collect();
    assert_eq!(rows.len(), 101);
    for (p, dp) in rows {
        assert_eq!(DP_BY_SCORE[p], dp, "p = {p}");
    }
    for p in 0..=100 {
        assert_eq!(
            DP_BY_SCORE[p],
            -DP_BY_SCORE[100 - p],
            "dp({p}) = −dp({})",
            100 - p
        );
    }
    assert_eq!(DP_BY_SCORE[50], 0);
    assert_eq!(DP_BY_SCORE[100], 800);
}

#[test]
fn p_is_rounded_half_up_to_hundredths() {
    assert_eq!(hundredths_half_up(2, 3), 67); // 0.6667
    assert_eq!(hundredths_half_up(1, 6), 17); // 0.1667
    assert_eq!(hundredths_half_up(1, 8), 13); // 0.125 → 0.13, not 0.12
    assert_eq!(hundredths_half_up(1, 40), 3); // 0.025 → 0.03
    assert_eq!(hundredths_half_up(0, 7), 0);
    assert_eq!(hundredths_half_up(7, 7), 100);
}

#[test]
fn initial_rating_worked_cases() {
    // docs/rules/performance-and-first-rating.md, worked cases.
    // 1600, 1700, 1800, 1900, 2000 scoring 2.5: Ra = (9000 + 3600) / 7 = 1800, p = 3.5/7 = 0.50.
    let event = games("1600:1 1700:1 1800:0.5 1900:0 2000:0", Pool::FideStandard);
    let first = initial_rating(&[&event]).unwrap();
    assert!((first.ra - 1800.0).abs() < 1e-9);
    assert_eq!((first.p, first.dp, first.rating), (0.5, 0, Some(1800)));
    assert!(first.is_published());

    // 5 × 1500 scoring 1: Ra = 11100/7 = 1585.71, p = 2/7 = 0.2857 → 0.29 → −158: 1427.71 → 1428.
    let second = initial_rating(&[&against(1500, 5, 1.0)]).unwrap();
    assert!((second.ra - 1_585.714_285).abs() < 1e-5);
    assert_eq!(
        (second.p, second.dp, second.rating),
        (0.29, -158, Some(1428))
    );
    assert!(second.is_published());

    // 5 × 1400 scoring 0.5: Ra = 10600/7 = 1514.29, p = 1.5/7 = 0.2143 → 0.21 → −230: 1284.
    let third = initial_rating(&[&against(1400, 5, 0.5)]).unwrap();
    assert_eq!((third.p, third.dp, third.rating), (0.21, -230, Some(1284)));
    assert_eq!(third.not_published, Some(NotPublished::Below1400));

    // 6 × 2200 scoring 6: Ra = 16800/8 = 2100, p = 7/8 = 0.875 → 0.88 → +336: 2436, capped.
    let fourth = initial_rating(&[&against(2200, 6, 6.0)]).unwrap();
    assert_eq!((fourth.p, fourth.dp), (0.88, 336));
    assert_eq!(fourth.uncapped, Some(2436));
    assert_eq!(fourth.rating, Some(2200));
    assert!(fourth.is_published());
}

#[test]
fn initial_rating_needs_five_rated_games_and_ignores_unrated_opponents() {
    let mut event = against(1800, 4, 2.0);
    event.extend(games("unrated:1 unrated:1", Pool::FideStandard));
    let four = initial_rating(&[&event]).unwrap();
    assert_eq!(four.games, 4);
    assert_eq!(four.score, 2.0);
    assert_eq!(four.rating, Some(1800));
    assert_eq!(
        four.not_published,
        Some(NotPublished::FewerThanFiveGames(4))
    );
    event.extend(against(1800, 1, 0.5));
    assert!(initial_rating(&[&event]).unwrap().is_published());
    assert_eq!(
        initial_rating(&[&games("unrated:1", Pool::FideStandard)]),
        Err(InputError::NoRatedGames)
    );
}

#[test]
fn a_first_event_with_zero_points_is_disregarded() {
    let zero = against(2000, 5, 0.0);
    let alone = initial_rating(&[&zero]).unwrap();
    assert_eq!(alone.rating, None);
    assert_eq!(alone.not_published, Some(NotPublished::FirstEventZero));
    assert!(alone.first_event_disregarded);
    // Pooled with a later event, only the later one counts: as in the first example, 1800.
    let later = games("1600:1 1700:1 1800:0.5 1900:0 2000:0", Pool::FideStandard);
    let pooled = initial_rating(&[&zero, &later]).unwrap();
    assert!(pooled.first_event_disregarded);
    assert_eq!(pooled.games, 5);
    assert_eq!(pooled.rating, Some(1800));
    // A later event with zero points counts.
    let counted = initial_rating(&[&later, &zero]).unwrap();
    assert!(!counted.first_event_disregarded);
    assert_eq!(counted.games, 10);
}

#[test]
fn fide_performance() {
    // T27's games: Ra = (1798 + 1801 + 1897)/3 = 1832, p = 2/3 → 0.67 → +125: 1957.
    let t27 = games("1798:1 1801:0 1897:1", Pool::FideStandard);
    let result = performance(Pool::FideStandard, &t27).unwrap();
    assert_eq!(result.method, Method::Table811);
    assert_eq!(result.games, 3);
    assert!((result.average_opponent - 1832.0).abs() < 1e-9);
    assert_eq!(
        (result.p, result.dp, result.rating),
        (0.67, Some(125.0), Some(1957.0))
    );

    // 0 %, 50 % and 100 %: Ra − 800, Ra, Ra + 800.
    for (score, expected) in [(0.0, 1200.0), (2.0, 2000.0), (4.0, 2800.0)] {
        let result = performance(Pool::FideRapid, &against(2000, 4, score)).unwrap();
        assert_eq!(result.rating, Some(expected), "score {score}");
    }
    // Rp rounds half up: Ra = 1800.5 with p 0.50 → 1801.
    let half = games("1800:1 1801:0", Pool::FideStandard);
    assert_eq!(
        performance(Pool::FideStandard, &half).unwrap().rating,
        Some(1801.0)
    );
    // Unrated opponents do not count.
    let mixed = games("2000:1 unrated:0 2000:0", Pool::FideStandard);
    let result = performance(Pool::FideStandard, &mixed).unwrap();
    assert_eq!((result.games, result.score), (2, 1.0));
    assert_eq!(
        performance(Pool::FideStandard, &games("unrated:1", Pool::FideStandard)),
        Err(InputError::NoRatedGames)
    );
}

#[test]
fn continuous_performance_gives_the_score_back() {
    let played = games("1798:1 1801:0 1897:1 2210:0.5 1650:0", Pool::Continuous);
    let result = performance(Pool::Continuous, &played).unwrap();
    assert_eq!(result.method, Method::Logistic);
    let rating = result.rating.unwrap();
    let opponents = [1798.0, 1801.0, 1897.0, 2210.0, 1650.0];
    assert!((logistic_total(rating, &opponents) - 2.5).abs() < 1e-6);
    assert!((result.dp.unwrap() - (rating - result.average_opponent)).abs() < 1e-9);
    // 50 % against equal opponents is exactly their rating.
    let even = performance(Pool::Continuous, &against(1700, 4, 2.0)).unwrap();
    assert!((even.rating.unwrap() - 1700.0).abs() < 1e-6);
    // 0 % and 100 % have no finite answer.
    for score in [0.0, 4.0] {
        let result = performance(Pool::Continuous, &against(1700, 4, score)).unwrap();
        assert_eq!((result.rating, result.dp), (None, None));
    }
}

fn k_for(rating: f64, games: u32, born: i32, year: i32, reached_2400: bool) -> (u32, KRule) {
    let profile = Profile {
        rating: Rating::new(rating).unwrap(),
        games,
        born,
        year,
        reached_2400,
    };
    let (k, rule) = fide_k(&profile).unwrap();
    (k.value(), rule)
}

#[test]
fn k_factor_rule_boundaries() {
    // New to the list: fewer than 30 games.
    assert_eq!(k_for(2100.0, 29, 1990, 2026, false), (40, KRule::NewPlayer));
    assert_eq!(k_for(2100.0, 30, 1990, 2026, false), (20, KRule::Standard));
    // Juniors: until the end of the year of the 18th birthday, rated below 2300.
    assert_eq!(k_for(2299.0, 45, 2008, 2026, false), (40, KRule::Junior));
    assert_eq!(k_for(2300.0, 45, 2008, 2026, false), (20, KRule::Standard));
    assert_eq!(k_for(2150.0, 45, 2008, 2027, false), (20, KRule::Standard));
    assert_eq!(k_for(2150.0, 45, 2010, 2026, false), (40, KRule::Junior));
    // 2400 reached: K 10 for good, even after dropping below.
    assert_eq!(
        k_for(2350.0, 200, 1980, 2026, true),
        (10, KRule::Reached2400)
    );
    assert_eq!(
        k_for(2400.0, 200, 1980, 2026, false),
        (10, KRule::Reached2400)
    );
    assert_eq!(k_for(2399.0, 200, 1980, 2026, false), (20, KRule::Standard));
    // Precedence: a new player or an eligible junior has K 40 before the 2400 rule.
    assert_eq!(k_for(2450.0, 10, 1980, 2026, true), (40, KRule::NewPlayer));
    assert_eq!(k_for(2250.0, 45, 2009, 2026, true), (40, KRule::Junior));
    // Born after the year is an input error.
    let profile = Profile {
        rating: Rating::new(1500.0).unwrap(),
        games: 0,
        born: 2027,
        year: 2026,
        reached_2400: false,
    };
    assert_eq!(
        fide_k(&profile),
        Err(InputError::BornAfter {
            born: 2027,
            year: 2026
        })
    );
}
