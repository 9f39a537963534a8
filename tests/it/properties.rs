//! Invariants that hold for every input, checked with proptest.

use elocalc::rating::{
    Amount, Federation, KFactor, NormGame, NormInput, NormTitle, Opponent, PeriodGame, Player,
    Pool, Rating, Remaining, Score, Title, check_norm, expectation, need, rate_game, rate_period,
};
use proptest::prelude::*;

fn any_pool() -> impl Strategy<Value = Pool> {
    prop::sample::select(Pool::ALL.to_vec())
}

fn any_score() -> impl Strategy<Value = Score> {
    prop::sample::select(Score::ALL.to_vec())
}

fn whole_rating() -> impl Strategy<Value = Rating> {
    (0u16..=4000).prop_map(|value| Rating::new(f64::from(value)).unwrap())
}

fn any_k() -> impl Strategy<Value = KFactor> {
    (1u32..=100).prop_map(|k| KFactor::new(k).unwrap())
}

fn player(rating: Rating, k: KFactor) -> Player {
    Player { rating, k }
}

proptest! {
    #[test]
    fn continuous_games_are_zero_sum_at_equal_k(
        a in 0.0f64..=4000.0, b in 0.0f64..=4000.0, k in any_k(), score in any_score()
    ) {
        let (a, b) = (Rating::new(a).unwrap(), Rating::new(b).unwrap());
        let game = rate_game(Pool::Continuous, player(a, k), player(b, k), score).unwrap();
        prop_assert!((game.player.change.value() + game.opponent.change.value()).abs() < 1e-9);
    }

    #[test]
    fn expected_scores_of_both_sides_sum_to_one(
        pool in any_pool(), a in whole_rating(), b in whole_rating()
    ) {
        // Unless the standard pool's per-player cap treats the two sides differently.
        let asymmetric = pool == Pool::FideStandard
            && (a.value() - b.value()).abs() > 400.0
            && a.value().max(b.value()) >= 2650.0;
        prop_assume!(!asymmetric);
        let sum = expectation(pool, a, b).expected.value() + expectation(pool, b, a).expected.value();
        prop_assert!((sum - 1.0).abs() < 1e-12, "sum {}", sum);
    }

    #[test]
    fn a_better_result_never_gives_a_smaller_change(
        pool in any_pool(), a in whole_rating(), b in whole_rating(), k in any_k(), k2 in any_k()
    ) {
        let game = rate_game(pool, player(a, k), player(b, k2), Score::Draw).unwrap();
        let [win, draw, loss] = game.scenarios;
        prop_assert!(win.player.value() >= draw.player.value());
        prop_assert!(draw.player.value() >= loss.player.value());
        prop_assert!(win.opponent.value() <= draw.opponent.value());
        prop_assert!(draw.opponent.value() <= loss.opponent.value());
    }

    #[test]
    fn a_higher_opponent_never_lowers_your_gain(
        pool in any_pool(), me in whole_rating(), low in 0u16..=3999, step in 1u16..=500,
        k in any_k(), score in any_score()
    ) {
        let high = (low + step).min(4000);
        let change = |opponent: u16| {
            let opponent = Rating::new(f64::from(opponent)).unwrap();
            rate_game(pool, player(me, k), player(opponent, k), score).unwrap()
        };
        let (against_low, against_high) = (change(low), change(high));
        // The 600-point rule takes a game out of rating altogether: compare rated games only.
        prop_assume!(against_low.is_rated() && against_high.is_rated());
        prop_assert!(against_high.player.change_unrounded >= against_low.player.change_unrounded);
    }

    #[test]
    fn a_mirrored_period_has_the_opposite_change(
        pool in any_pool(),
        me in 1000u16..=3000,
        games in prop::collection::vec((-1000i32..=1000, any_score()), 0..40),
        k in any_k(),
    ) {
        // Mirror every game: the opponent as far above as it was below, the opposite result.
        // ΔR' = (1 − s) − (1 − PD) = −ΔR, so the rounded change must be exactly opposite.
        let rating = Rating::new(f64::from(me)).unwrap();
        let build = |mirror: bool| -> Vec<PeriodGame> {
            games.iter().map(|&(offset, score)| {
                let offset = if mirror { -offset } else { offset };
                PeriodGame {
                    opponent: Opponent::Rated(Rating::new(f64::from(i32::from(me) + offset)).unwrap()),
                    score: if mirror { score.reversed() } else { score },
                }
            }).collect()
        };
        let straight = rate_period(pool, rating, k, &build(false)).unwrap();
        let mirrored = rate_period(pool, rating, k, &build(true)).unwrap();
        // The 600-point rule looks at real ratings (2601 is not mirrored by 1165): keep periods
        // where each game and its mirror are rated alike.
        let (straight_games, mirrored_games) = (build(false), build(true));
        prop_assume!(straight.lines(&straight_games).zip(mirrored.lines(&mirrored_games)).all(|(a, b)| a.is_rated() == b.is_rated()));
        match (straight.change, mirrored.change) {
            (Amount::Whole(a), Amount::Whole(b)) => prop_assert_eq!(a, -b),
            (a, b) => prop_assert!((a.value() + b.value()).abs() < 1e-9),
        }
    }

    #[test]
    fn fide_changes_are_the_rounded_exact_sum(
        pool in prop::sample::select(vec![Pool::FideStandard, Pool::FideRapid, Pool::FideBlitz]),
        me in whole_rating(),
        games in prop::collection::vec((whole_rating(), any_score()), 1..60),
        k in any_k(),
    ) {
        let games: Vec<PeriodGame> = games.into_iter()
            .map(|(opponent, score)| PeriodGame { opponent: Opponent::Rated(opponent), score })
            .collect();
        let outcome = rate_period(pool, me, k, &games).unwrap();
        // The sum of the shown contributions is the unrounded change, and the change is
        // within half a point of it.
        let sum: f64 = outcome.lines(&games).map(|line| line.contribution).sum();
        prop_assert!((sum - outcome.change_unrounded).abs() < 1e-6);
        prop_assert!((outcome.change.value() - outcome.change_unrounded).abs() <= 0.5 + 1e-9);
        prop_assert!(u64::from(outcome.k_effective) * outcome.rated_games <= 700);
    }

    /// A period rated again with another K (what typing Field mode's one K does) is the period
    /// rated afresh with that K, in every pool: the games' expectations do not depend on K.
    #[test]
    fn a_period_with_another_k_is_the_period_rated_with_it(
        pool in any_pool(),
        me in whole_rating(),
        games in prop::collection::vec((whole_rating(), any_score()), 0..60),
        (k, other) in (any_k(), any_k()),
    ) {
        let games: Vec<PeriodGame> = games.into_iter()
            .map(|(opponent, score)| PeriodGame { opponent: Opponent::Rated(opponent), score })
            .collect();
        let afresh = rate_period(pool, me, other, &games).unwrap();
        prop_assert_eq!(rate_period(pool, me, k, &games).unwrap().with_k(other), afresh);
    }
}

/// The new rating of `played` plus `remaining` games against `opponents` scoring `halves` half
/// points, the games written out one by one (wins first, as a person would list them).
fn rated_with(
    pool: Pool,
    me: Rating,
    k: KFactor,
    played: &[PeriodGame],
    remaining: u32,
    opponents: Rating,
    halves: u32,
) -> f64 {
    let mut games = played.to_vec();
    for index in 0..remaining {
        let score = match (2 * index + 2).cmp(&halves) {
            std::cmp::Ordering::Less | std::cmp::Ordering::Equal => Score::Win,
            _ if 2 * index + 1 == halves => Score::Draw,
            _ => Score::Loss,
        };
        games.push(PeriodGame {
            opponent: Opponent::Rated(opponents),
            score,
        });
    }
    rate_period(pool, me, k, &games).unwrap().new_rating.value()
}

proptest! {
    #[test]
    fn the_points_needed_reach_the_target_and_half_a_point_less_does_not(
        pool in any_pool(),
        me in 1000u16..=2900,
        k in any_k(),
        played in prop::collection::vec((1000u16..=2900, any_score()), 0..12),
        remaining in 0u32..12,
        opponents in 1000u16..=2900,
        reach in -150i32..=150,
    ) {
        let me = Rating::new(f64::from(me)).unwrap();
        let opponents = Rating::new(f64::from(opponents)).unwrap();
        let played: Vec<PeriodGame> = played
            .into_iter()
            .map(|(r, score)| PeriodGame {
                opponent: Opponent::Rated(Rating::new(f64::from(r)).unwrap()),
                score,
            })
            .collect();
        let target = me.value() + f64::from(reach);
        let answer = need(
            pool,
            me,
            k,
            &played,
            Remaining { games: remaining, opponents },
            target,
        )
        .unwrap();
        let rated = |halves| rated_with(pool, me, k, &played, remaining, opponents, halves);
        match answer.halves_needed {
            Some(halves) => {
                prop_assert!(rated(halves) >= target);
                prop_assert_eq!(answer.with_needed.map(|a| a.value()), Some(rated(halves)));
                if halves > 0 {
                    prop_assert!(rated(halves - 1) < target, "half a point less still reaches it");
                }
            }
            None => prop_assert!(rated(2 * remaining) < target, "all won reaches it"),
        }
        prop_assert_eq!(answer.all_won.map(|a| a.value()), Some(rated(2 * remaining)));
        prop_assert_eq!(answer.all_lost.map(|a| a.value()), Some(rated(0)));
    }
}

fn any_norm_game() -> impl Strategy<Value = NormGame> {
    let title = prop::sample::select(vec![
        None,
        Some(Title::Gm),
        Some(Title::Im),
        Some(Title::Fm),
        Some(Title::Wgm),
        Some(Title::Wim),
        Some(Title::Cm),
    ]);
    let federation = prop::sample::select(vec!["GER", "USA", "FRA", "FID", "IND"]);
    let score = prop::sample::select(vec![
        None,
        Some(Score::Win),
        Some(Score::Draw),
        Some(Score::Loss),
    ]);
    (
        prop::option::weighted(0.9, 2000u32..=2700),
        score,
        title,
        federation,
    )
        .prop_map(|(opponent, score, title, federation)| NormGame {
            opponent,
            score,
            title,
            federation: Federation::parse(federation).unwrap(),
        })
}

proptest! {
    #[test]
    fn a_better_result_never_turns_a_norm_into_no_norm(
        title in prop::sample::select(vec![NormTitle::Gm, NormTitle::Im, NormTitle::Wgm, NormTitle::Wim]),
        games in prop::collection::vec(any_norm_game(), 7..13),
        which in any::<prop::sample::Index>(),
    ) {
        let input = NormInput {
            title,
            federation: Federation::parse("USA").unwrap(),
            min_games: 9,
            exemption: None,
            games,
        };
        let before = check_norm(&input).unwrap();
        let mut better = input.clone();
        let index = which.index(better.games.len());
        better.games[index].score = Some(Score::Win);
        let after = check_norm(&better).unwrap();
        if before.is_norm() {
            prop_assert!(after.is_norm(), "{:?}", after.failures);
        }
        // The points needed depend on the opponents alone, never on the results.
        prop_assert_eq!(before.halves_needed, after.halves_needed);
    }
}

/// A round robin of `ratings.len()` players (0: unrated) written as a TRF: every pair meets
/// once, in the round the circle method gives, with `results[i]` the score of the pair's first
/// player.
fn round_robin_trf(ratings: &[u16], results: &[Score]) -> (String, Vec<(usize, usize, Score)>) {
    let n = ratings.len();
    let mut blocks = vec![Vec::new(); n];
    let mut games = Vec::new();
    let mut pair = 0;
    for a in 0..n {
        for b in a + 1..n {
            let score = results[pair % results.len()];
            pair += 1;
            let round = blocks[a].len().max(blocks[b].len());
            for (player, opponent, own) in [(a, b, score), (b, a, score.reversed())] {
                while blocks[player].len() < round {
                    blocks[player].push("          ".to_string());
                }
                let code = match own {
                    Score::Win => '1',
                    Score::Draw => '=',
                    Score::Loss => '0',
                };
                blocks[player].push(format!("{:>4} w {code}  ", opponent + 1));
            }
            games.push((a, b, score));
        }
    }
    let mut text = String::from("012 Generated\n052 2026/01/31\n");
    for (index, rating) in ratings.iter().enumerate() {
        let line = format!(
            "001 {:>4}      {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}  {}",
            index + 1,
            format!("Player {index}"),
            rating,
            "FID",
            "",
            "",
            "0",
            "0",
            blocks[index].concat()
        );
        text.push_str(line.trim_end());
        text.push('\n');
    }
    (text, games)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the bytes, the reader answers: a tournament or a line-numbered error.
    #[test]
    fn a_trf_reader_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        let _ = elocalc::import::trf::read(&bytes);
        let mut with_records = b"001    1      A".to_vec();
        with_records.extend(&bytes);
        let _ = elocalc::import::trf::read(&with_records);
    }

    /// A generated round robin's changes are `rate_period` run on each player's own games.
    #[test]
    fn a_round_robins_changes_equal_each_players_period(
        ratings in prop::collection::vec(prop_oneof![Just(0u16), 1000u16..=2800], 2..9),
        results in prop::collection::vec(any_score(), 1..40),
        pool in prop::sample::select(vec![Pool::FideStandard, Pool::FideRapid, Pool::FideBlitz]),
        k in any_k(),
    ) {
        let (text, games) = round_robin_trf(&ratings, &results);
        let tournament = elocalc::import::trf::read(text.as_bytes()).unwrap();
        let options = elocalc::calc::trf::FieldOptions { pool: Some(pool), k: Some(k), ..Default::default() };
        let report = elocalc::calc::trf::rate_field(std::sync::Arc::new(tournament), &options).unwrap();
        for (index, &rating) in ratings.iter().enumerate() {
            let result = &report.players[index];
            if rating == 0 {
                prop_assert!(result.period.is_none());
                continue;
            }
            let own: Vec<PeriodGame> = games
                .iter()
                .filter_map(|&(a, b, score)| {
                    let (opponent, score) = if a == index {
                        (b, score)
                    } else if b == index {
                        (a, score.reversed())
                    } else {
                        return None;
                    };
                    let opponent = match ratings[opponent] {
                        0 => Opponent::Unrated,
                        r => Opponent::Rated(Rating::new(f64::from(r)).unwrap()),
                    };
                    Some(PeriodGame { opponent, score })
                })
                .collect();
            let period = rate_period(pool, Rating::new(f64::from(rating)).unwrap(), k, &own).unwrap();
            prop_assert_eq!(result.period, Some(period));
        }
    }
}

fn glicko2_game() -> impl Strategy<Value = elocalc::rating::Glicko2Game> {
    (500.0f64..2800.0, 20.0f64..400.0, any_score()).prop_map(|(opponent, opponent_rd, score)| {
        elocalc::rating::Glicko2Game {
            opponent,
            opponent_rd,
            score,
        }
    })
}

fn glicko2_player() -> impl Strategy<Value = elocalc::rating::Glicko2Player> {
    (500.0f64..2800.0, 30.0f64..350.0, 0.01f64..0.2).prop_map(|(rating, rd, volatility)| {
        elocalc::rating::Glicko2Player {
            rating,
            rd,
            volatility,
        }
    })
}

proptest! {
    /// A win never gives less than a draw, a draw never less than a loss, all else alike.
    #[test]
    fn a_glicko2_win_never_lowers_the_rating(
        player in glicko2_player(),
        games in prop::collection::vec(glicko2_game(), 0..12),
        opponent in glicko2_game(),
    ) {
        let rate = |score| {
            let mut all = games.clone();
            all.push(elocalc::rating::Glicko2Game { score, ..opponent });
            elocalc::rating::rate_glicko2(player, 0.5, &all).new_rating
        };
        let (win, draw, loss) = (rate(Score::Win), rate(Score::Draw), rate(Score::Loss));
        prop_assert!(win >= draw - 1e-9 && draw >= loss - 1e-9, "{win} {draw} {loss}");
    }

    /// Games shrink the RD below what the period's new volatility alone would grow it to, and
    /// their order does not matter.
    #[test]
    fn glicko2_games_never_grow_the_rd_and_their_order_is_free(
        player in glicko2_player(),
        games in prop::collection::vec(glicko2_game(), 1..12),
    ) {
        let outcome = elocalc::rating::rate_glicko2(player, 0.5, &games);
        let grown = (player.rd.powi(2) + (173.7178 * outcome.new_volatility).powi(2)).sqrt();
        prop_assert!(outcome.new_rd <= grown, "{} > {grown}", outcome.new_rd);
        let mut reversed = games.clone();
        reversed.reverse();
        let again = elocalc::rating::rate_glicko2(player, 0.5, &reversed);
        // The same up to what the algorithm itself settles: Step 5 stops once ln σ′² is
        // known within ε = 1e-6, and a sum in another order may stop it one step apart; the
        // tolerance of docs/rules/glicko2.md (±1e-4 rating and RD) covers what follows from it.
        prop_assert!((again.new_volatility - outcome.new_volatility).abs() <= 1e-6 * outcome.new_volatility);
        prop_assert!((again.new_rating - outcome.new_rating).abs() < 1e-4);
        prop_assert!((again.new_rd - outcome.new_rd).abs() < 1e-4);
    }

    /// The US Chess bonus is never negative and only with three games or more; no result is
    /// below the floor; a special rating never passes 2700.
    #[test]
    fn uschess_bonus_floor_and_cap(
        rating in 100.0f64..2800.0,
        games_played in prop::option::of(0u32..200),
        games in prop::collection::vec((100.0f64..2800.0, any_score()), 0..10),
        floor in 100u32..=2200,
        dual_rated in any::<bool>(),
    ) {
        let player = elocalc::rating::UsChessPlayer {
            rating,
            games_played,
            prior: elocalc::rating::PriorRecord::Mixed,
            event_date: jiff::civil::date(2026, 3, 1),
            dual_rated,
            no_bonus: false,
            floor: f64::from(floor),
        };
        // A floor above the rating is refused, naming both.
        if f64::from(floor) > rating && floor > 100 {
            let refused = elocalc::rating::rate_uschess(player, &games).unwrap_err();
            prop_assert_eq!(
                refused,
                elocalc::rating::InputError::FloorAboveRating { floor: f64::from(floor), rating }
            );
            return Ok(());
        }
        let outcome = elocalc::rating::rate_uschess(player, &games).unwrap();
        prop_assert!(outcome.bonus >= 0.0);
        if games.len() < 3 {
            prop_assert_eq!(outcome.bonus, 0.0);
        }
        prop_assert!(outcome.new_rating_exact >= f64::from(floor));
        if outcome.formula == elocalc::rating::Formula::Special {
            prop_assert!(outcome.new_rating_exact <= 2700f64.max(f64::from(floor)));
        }
    }
}
