//! A rating period of several events against FIDE's own published calculations
//! (docs/rules/period.md): each event on its Ro, one K for the period (K·n ≤ 700 over all its
//! games), the events' K·chg summed unrounded and rounded once, added to the previous list.

use elocalc::rating::{
    EventGames, KFactor, Opponent, PeriodEvent, PeriodGame, Pool, Rating, Score, rate_events,
    rate_period,
};

fn rating(value: f64) -> Rating {
    Rating::new(value).unwrap()
}

/// Games written `OPPONENT:SCORE` as FIDE's page lists them (the rating it used).
fn games(text: &str) -> Vec<PeriodGame> {
    text.split_whitespace()
        .map(|game| {
            let (opponent, score) = game.split_once(':').unwrap();
            PeriodGame {
                opponent: Opponent::Rated(rating(opponent.parse().unwrap())),
                score: score.parse::<Score>().unwrap(),
            }
        })
        .collect()
}

/// P1: three events on two lists (the first on the October list's 2499), K 10; FIDE's page:
/// K·chg +2.10, +2.90, −3.10; total +1.90, rounded once to +2: 2505 → 2507.
#[test]
fn p1_three_events_each_on_its_own_ro() {
    let played = [
        (2499.0, games("2099:1 2322:1 2422:1 2325:0.5 2255:0.5")),
        (2505.0, games("2105:1 2105:1 2237:0.5 2134:1 2813:0.5")),
        (2505.0, games("2105:1 2105:1 2105:1 2400:0 2118:1")),
    ];
    let events: Vec<PeriodEvent> = played
        .iter()
        .map(|(ro, games)| PeriodEvent {
            rating: rating(*ro),
            k: None,
            games: EventGames::Played(games),
        })
        .collect();
    let base = rating(2505.0);
    let period = rate_events(Pool::FideStandard, base, KFactor::new(10).unwrap(), &events).unwrap();
    let k_chg: Vec<f64> = period.events.iter().map(|event| event.k_chg).collect();
    for (got, published) in k_chg.iter().zip([2.10, 2.90, -3.10]) {
        assert!((got - published).abs() < 1e-9, "{k_chg:?}");
    }
    assert_eq!(period.rated_games, 15);
    assert!((period.change_unrounded - 1.90).abs() < 1e-9);
    assert_eq!(period.new_rating.value(), 2507.0);
}

/// P2: five events on 2054, 39 rated games: K 20 becomes 17 in every event; FIDE's page gives
/// each event's K·chg, a total of +92.48, rounded once to +92 (each rounded would give +91).
#[test]
fn p2_one_k_for_the_period_and_one_rounding() {
    let played = [
        games("2406:0 1908:1 2220:1 2216:0 2204:0.5 2189:1 2223:0 2221:0.5"),
        games("2350:0 1928:0 2085:1 1993:1 1931:1 2055:0.5 2454:0.5 1861:1"),
        games("2217:1 1743:1 1947:1 2266:0.5 2189:0.5 2186:1"),
        games("1654:1 2283:0 1822:1 2251:0 1884:1 2215:0.5 2210:0.5 1872:1"),
        games("1654:1 2247:1 2308:0 2168:0 1810:0 1747:1 1852:1 1875:0.5 1654:1"),
    ];
    let base = rating(2054.0);
    let events: Vec<PeriodEvent> = played
        .iter()
        .map(|games| PeriodEvent {
            rating: base,
            k: None,
            games: EventGames::Played(games),
        })
        .collect();
    let period = rate_events(Pool::FideStandard, base, KFactor::new(20).unwrap(), &events).unwrap();
    assert_eq!((period.rated_games, period.k_effective), (39, 17));
    let published = [24.48, 19.38, 39.78, 13.43, -4.59];
    for (event, published) in period.events.iter().zip(published) {
        assert_eq!(event.k, 17);
        assert!((event.k_chg - published).abs() < 1e-9, "{event:?}");
    }
    assert!((period.change_unrounded - 92.48).abs() < 1e-9);
    assert_eq!(period.change.value(), 92.0);
    assert_eq!(period.new_rating.value(), 2146.0);
    // The same period from FIDE's printed totals alone (n and chg = K·chg / 17).
    let totals: Vec<PeriodEvent> = period
        .events
        .iter()
        .map(|event| PeriodEvent {
            rating: base,
            k: None,
            games: EventGames::Totals {
                rated_games: event.rated_games,
                chg: event.chg,
                score: event.score,
            },
        })
        .collect();
    let again = rate_events(Pool::FideStandard, base, KFactor::new(20).unwrap(), &totals).unwrap();
    assert_eq!(again.new_rating, period.new_rating);
    assert!((again.change_unrounded - 92.48).abs() < 1e-9);
}

/// P3: a period of one event whose Ro is the base is exactly the period elocalc has always
/// rated — here the 2025 US Championship's +8.30, and beside it the other event (−2.60) the
/// player's period held: 5.70, rounded once to +6 (rounded per event, +5).
#[test]
fn p3_one_event_is_the_period_and_another_event_moves_the_rounding() {
    let base = rating(2789.0);
    let k = KFactor::new(10).unwrap();
    let games = games(
        "2700:1 2750:0.5 2680:1 2640:0.5 2720:0.5 2790:0 2660:1 2600:0.5 2710:1 2730:0.5 2650:1",
    );
    let alone = rate_period(Pool::FideStandard, base, k, &games).unwrap();
    let event = PeriodEvent {
        rating: base,
        k: None,
        games: EventGames::Played(&games),
    };
    let period = rate_events(Pool::FideStandard, base, k, &[event]).unwrap();
    assert_eq!(period.change, alone.change);
    assert_eq!(period.new_rating, alone.new_rating);
    assert!((period.change_unrounded - alone.change_unrounded).abs() < 1e-12);
    // FIDE's published figures, by totals: +8.30 (11 games) and −2.60 (say 9 games).
    let totals = |chg: f64, rated_games| PeriodEvent {
        rating: base,
        k: None,
        games: EventGames::Totals {
            rated_games,
            chg,
            score: None,
        },
    };
    let two = rate_events(
        Pool::FideStandard,
        base,
        k,
        &[totals(0.83, 11), totals(-0.26, 9)],
    )
    .unwrap();
    assert!((two.change_unrounded - 5.70).abs() < 1e-9);
    assert_eq!(two.new_rating.value(), 2795.0);
}

proptest::proptest! {
    /// A period of one event on the base is `rate_period` in every pool.
    #[test]
    fn a_period_of_one_event_is_the_period(
        pool in proptest::sample::select(vec![Pool::Continuous, Pool::FideStandard, Pool::FideRapid, Pool::FideBlitz]),
        me in 1000u32..2800,
        opponents in proptest::collection::vec((1000u32..2800, 0usize..3), 0..40),
        k in 1u32..=40,
    ) {
        let played: Vec<PeriodGame> = opponents
            .iter()
            .map(|&(opponent, score)| PeriodGame {
                opponent: Opponent::Rated(rating(f64::from(opponent))),
                score: Score::ALL[score],
            })
            .collect();
        let (base, k) = (rating(f64::from(me)), KFactor::new(k).unwrap());
        let alone = rate_period(pool, base, k, &played).unwrap();
        let event = PeriodEvent { rating: base, k: None, games: EventGames::Played(&played) };
        let period = rate_events(pool, base, k, &[event]).unwrap();
        proptest::prop_assert_eq!(period.new_rating, alone.new_rating);
        proptest::prop_assert_eq!(period.k_effective, alone.k_effective);
        proptest::prop_assert!((period.change_unrounded - alone.change_unrounded).abs() < 1e-9);
    }
}

/// The request's path: P1's three events typed as event lines and rows, each row in its event.
#[test]
fn p1_through_the_request_gives_the_published_list_rating() {
    use elocalc::calc::{Mode, Outcome, Request, Row, Today, evaluate};
    let events = [
        (
            "2nd Annual ACA Thanksgiving Open | rating 2499",
            "2099:1 2322:1 2422:1 2325:0.5 2255:0.5",
        ),
        (
            "1st Annual Washington Dulles Open",
            "2105:1 2105:1 2237:0.5 2134:1 2813:0.5",
        ),
        (
            "2025 Northern Virginia Open – Championship",
            "2105:1 2105:1 2105:1 2400:0 2118:1",
        ),
    ];
    let mut request = Request {
        mode: Mode::Tournament,
        rating: "2505".into(),
        ..Request::default()
    };
    request.k.preset = elocalc::calc::KPreset::Custom;
    request.k.custom = "10".into();
    for (index, (line, games)) in events.iter().enumerate() {
        request.events.push(line.to_string());
        for game in games.split_whitespace() {
            let (opponent, score) = game.split_once(':').unwrap();
            request.rows.push(Row {
                event: index,
                ..Row::new(opponent, score.parse().unwrap())
            });
        }
    }
    let evaluation = evaluate(&request, Today::in_year(2025));
    let Outcome::Period(period) = &evaluation.outcome else {
        panic!("{:?}", evaluation.outcome);
    };
    let events = period.events.as_ref().expect("events");
    let k_chg: Vec<f64> = events.parts.iter().map(|part| part.outcome.k_chg).collect();
    for (got, published) in k_chg.iter().zip([2.10, 2.90, -3.10]) {
        assert!((got - published).abs() < 1e-9, "{k_chg:?}");
    }
    assert_eq!(period.outcome.new_rating.value(), 2507.0);
    assert_eq!(period.outcome.rated_games, 15);
    // The first event's games are rated on its Ro, 2499: 2099 is exactly 400 below.
    assert_eq!(period.line(0).difference_used, Some(400.0));
    assert_eq!(period.line(5).difference_used, Some(400.0));
    let mut text = Vec::new();
    elocalc::report::text::write(
        &elocalc::report::sheet::of_evaluation(&evaluation).unwrap(),
        &mut text,
    )
    .unwrap();
    let text = String::from_utf8(text).unwrap();
    // FIDE's layout: each event's line in its columns, the period's one rounding, the sum.
    assert!(
        text.contains("2499  2285  4  5  +0.21  10  +2.10"),
        "{text}"
    );
    assert!(text.contains("Σ K·chg      +1.90 → +2"), "{text}");
    assert!(text.contains("2507  = 2505 + 2"), "{text}");
}

/// Another system rates one event's games: a period of several events under it is refused by
/// name, never rated as one event.
#[test]
fn another_system_refuses_a_period_of_several_events() {
    use elocalc::calc::{Mode, Outcome, Request, Row, System, Today, evaluate};
    // Every system but the Elo pools, as the registry lists them.
    for system in System::all().filter(|system| !system.is_elo()) {
        let key = system.key();
        let mut request = Request {
            mode: Mode::Tournament,
            system,
            rating: "1500".into(),
            events: vec!["A".into(), "B".into()],
            ..Request::default()
        };
        request.rows = vec![
            Row::new("1500", Score::Win),
            Row {
                event: 1,
                ..Row::new("1500", Score::Loss)
            },
        ];
        let evaluation = evaluate(&request, Today::in_year(2026));
        let Outcome::Invalid(problem) = &evaluation.outcome else {
            panic!("{key}: {:?}", evaluation.outcome);
        };
        assert!(
            problem.to_string().contains("period of 2 events"),
            "{problem}"
        );
    }
}
