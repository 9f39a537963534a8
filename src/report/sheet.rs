//! Every result as a [`Sheet`]: which lines it has, what they are called and how their values
//! read. The faces lay the sheet out; none of them words a result itself.

use std::borrow::Cow;

use super::numbers;
use super::numbers::{
    DASH, change, dash, difference, expected, expected_total, expected_with_percent, fraction,
    new_rating, period_change, points, rating, signed,
};
use super::{Cell, Key, Line, Lines, Section, Sheet, Tone, words};
use crate::calc::trf::{FieldReport, KSource, PlayerResult, PoolSource};
use crate::calc::{Evaluation, NeedAnswer, NormAnswer, Outcome, Period, TargetAnswer};
use crate::rating::{
    Amount, GameLine, GameOutcome, InitialRating, KFactor, KRule, MultiOutcome, NormFailure,
    Performance, Pool, REQUIRED_FEDERATIONS, SideOutcome, UNRATED,
};
pub use crate::sheet::{
    GAME, GAMES, HOW, INITIAL, PERFORMANCE, RESULT, SCENARIOS, SESSIONS, TARGETS, TOTALS,
    both_sides, facts, result_and_games, scenario_label,
};
use crate::store::Listing;

/// The columns of a period's table of games.
pub const GAME_COLUMNS: [&str; 7] = [
    "#",
    "Opponent",
    "Score",
    "Diff",
    "Expected",
    "Contribution",
    "Note",
];

/// A change as people read it, and the change before and after rounding for the data exports.
fn change_line(pool: Pool, unrounded: f64, rounded: Amount) -> Line {
    Line::fact(
        Key::Change,
        "Change",
        Cell::new(
            period_change(pool, unrounded, rounded),
            Tone::of_change(rounded.value()),
        ),
    )
    .with_data(vec![
        vec!["Change unrounded".into(), signed(unrounded, 2)],
        vec!["Change".into(), change(rounded)],
    ])
}

fn new_rating_line(amount: Amount, below_floor: bool) -> Line {
    let tone = if below_floor {
        Tone::Warning
    } else {
        Tone::Strong
    };
    Line::fact(
        Key::NewRating,
        "New rating",
        Cell::new(new_rating(amount), tone),
    )
}

/// K after the K·n ≤ 700 rule, and K and K effective for the data exports.
fn k_line(k: KFactor, k_effective: u32, rated_games: u64) -> Line {
    Line::fact(
        Key::K,
        "K",
        Cell::plain(words::k_effective(k, k_effective, rated_games)),
    )
    .with_data(vec![
        vec!["K".into(), k.value().to_string()],
        vec!["K effective".into(), k_effective.to_string()],
    ])
}

/// Values a title names, kept for the data exports only.
fn data_only(rows: Vec<(&str, String)>) -> Line {
    Line {
        key: Key::Data,
        cells: Vec::new(),
        how: None,
        data: Some(
            rows.into_iter()
                .map(|(label, value)| vec![label.to_string(), value])
                .collect(),
        ),
    }
}

/// One game, both players.
pub fn game(outcome: &GameOutcome) -> Sheet<'static> {
    let (me, them) = (&outcome.player, &outcome.opponent);
    let pool = outcome.pool;
    let both = |key: Key, label: &str, value: &dyn Fn(&SideOutcome) -> Cell| {
        Line::new(
            key,
            vec![Cell::plain(label.to_string()), value(me), value(them)],
        )
    };
    let plain = |text: String| Cell::plain(text);
    let players = vec![
        data_only(vec![("Pool", pool.label().to_string())]),
        both(Key::Rating, "Rating", &|s| plain(rating(s.rating.value()))),
        both(Key::K, "K", &|s| plain(s.k.value().to_string())),
        both(Key::Score, "Score", &|s| plain(s.score.as_number().into())),
        both(Key::Difference, "Difference used", &|s| {
            plain(s.difference_used.map_or_else(dash, difference))
        }),
        both(Key::Expected, "Expected", &|s| {
            plain(s.expected.map_or_else(dash, expected_with_percent))
        })
        .with_data(vec![vec![
            "Expected".into(),
            me.expected.map_or_else(dash, expected),
            them.expected.map_or_else(dash, expected),
        ]]),
        both(Key::Change, "Change", &|s| {
            Cell::new(
                period_change(pool, s.change_unrounded, s.change),
                Tone::of_change(s.change.value()),
            )
        })
        .with_data(vec![
            vec![
                "Change unrounded".into(),
                signed(me.change_unrounded, 2),
                signed(them.change_unrounded, 2),
            ],
            vec!["Change".into(), change(me.change), change(them.change)],
        ]),
        both(Key::NewRating, "New rating", &|s| {
            let tone = if s.below_fide_floor {
                Tone::Warning
            } else {
                Tone::Strong
            };
            Cell::new(new_rating(s.new_rating), tone)
        }),
    ];
    let scenarios = outcome
        .scenarios
        .iter()
        .map(|scenario| {
            let cell = |amount: Amount| Cell::new(change(amount), Tone::of_change(amount.value()));
            Line::new(
                Key::Item,
                vec![
                    scenario_label(scenario.score, Some(me.score)),
                    cell(scenario.player),
                    cell(scenario.opponent),
                ],
            )
        })
        .collect();
    let how = [("You", me, them), ("Opponent", them, me)]
        .map(|(name, side, other)| {
            let real = side.rating.value() - other.rating.value();
            Line::fact(
                Key::Item,
                name,
                Cell::new(words::derivation(pool, side, real), Tone::Muted),
            )
        })
        .to_vec();
    let mut notes: Vec<String> = outcome
        .exclusion
        .map(words::exclusion)
        .into_iter()
        .collect();
    for (whose, side) in [("Your", me), ("Your opponent's", them)] {
        if side.below_fide_floor {
            notes.push(words::below_floor(whose));
        }
    }
    Sheet {
        title: format!(
            "{} · game {}",
            pool.label(),
            if outcome.is_rated() {
                "rated"
            } else {
                "not rated"
            }
        ),
        sections: both_sides(players, scenarios, how),
        notes,
    }
}

/// An opponent's rating, or "unrated" (borrowed: a period may have a million lines).
fn opponent_cell(opponent: Option<f64>) -> Cell {
    Cell::plain(opponent.map_or(Cow::Borrowed(UNRATED), |r| Cow::Owned(rating(r))))
}

/// One game of a period as the cells of [`GAME_COLUMNS`]; the note in full.
pub fn game_line(index: usize, game: &GameLine) -> Line {
    // Fixed words are borrowed, not made: a period may have a million lines.
    let value_or_dash = |value: Option<String>| match value {
        Some(text) => Cell::plain(text),
        None => Cell::new(DASH, Tone::Muted),
    };
    Line::new(
        Key::Item,
        vec![
            Cell::plain((index + 1).to_string()),
            opponent_cell(game.opponent.rating().map(|r| r.value())),
            Cell::plain(game.score.as_number()),
            value_or_dash(game.difference_used.map(difference)),
            value_or_dash(game.expected.map(expected)),
            Cell::new(
                signed(game.contribution, 2),
                Tone::of_change(game.contribution),
            ),
            Cell::new(
                game.exclusion.map_or(Cow::Borrowed(""), |reason| {
                    Cow::Owned(words::exclusion(reason))
                }),
                Tone::Muted,
            ),
        ],
    )
}

/// The line of a performance: the rating and how it was found.
fn performance_line(performance: &Performance) -> Line {
    let p = fraction(performance);
    let (value, how) = match (performance.rating, performance.dp) {
        (Some(value), Some(dp)) => (
            rating(value),
            format!(
                "= {:.2} {} {} (p {p}, {})",
                performance.average_opponent,
                if dp < 0.0 { "−" } else { "+" },
                rating(dp.abs()),
                performance.method.short()
            ),
        ),
        _ => ("none".to_string(), words::NO_FINITE_PERFORMANCE.to_string()),
    };
    Line::fact(Key::Performance, "Performance", Cell::plain(value))
        .with_how(how)
        .with_data(vec![vec![
            "Performance".into(),
            performance.rating.map_or_else(dash, rating),
        ]])
}

/// The period's score: the rated games' points, and every game's when some are not rated
/// ("3 of 5 rated · 4 of 6 in all"), so a game left out never hides what was scored.
fn score_said(period: &Period, rated_score: f64, rated_games: u64) -> String {
    let all = period.games.len() as u64;
    if all == rated_games {
        return points(rated_score);
    }
    let all_score: f64 = period.games.iter().map(|game| game.score.points()).sum();
    format!(
        "{} of {rated_games} rated · {} of {all} in all",
        points(rated_score),
        points(all_score)
    )
}

/// A rating period: every game, then the totals (and the performance, when there is one).
pub fn period<'a>(period: &'a Period, performance: Option<&Performance>) -> Sheet<'a> {
    let outcome = &period.outcome;
    let pool = outcome.pool;
    let mut totals = vec![
        data_only(vec![
            ("Pool", pool.label().to_string()),
            ("Rating", rating(outcome.rating.value())),
        ]),
        Line::fact(
            Key::Games,
            "Rated games",
            Cell::plain(outcome.rated_games.to_string()),
        ),
        Line::fact(
            Key::Score,
            "Score",
            Cell::plain(format!(
                "{} (expected {})",
                score_said(period, outcome.score, outcome.rated_games),
                expected_total(outcome.expected_total, pool)
            )),
        )
        .with_data(vec![
            vec!["Score".into(), points(outcome.score)],
            vec![
                "Expected".into(),
                expected_total(outcome.expected_total, pool),
            ],
        ]),
        k_line(outcome.k, outcome.k_effective, outcome.rated_games),
        change_line(pool, outcome.change_unrounded, outcome.change),
        new_rating_line(outcome.new_rating, outcome.below_fide_floor()),
    ];
    if let Some(performance) = performance {
        totals.push(performance_line(performance));
    }
    Sheet {
        title: format!(
            "{} · rating {} · K {}",
            pool.label(),
            rating(outcome.rating.value()),
            outcome.k.value()
        ),
        sections: vec![
            Section {
                title: GAMES,
                header: GAME_COLUMNS.map(String::from).to_vec(),
                show_header: true,
                right: vec![0, 1, 2, 3, 4, 5],
                lines: Lines::Made(period),
            },
            facts(TOTALS, totals),
        ],
        notes: below_floor_note(outcome.below_fide_floor()),
    }
}

fn below_floor_note(below: bool) -> Vec<String> {
    if below {
        vec![words::below_floor("Your")]
    } else {
        Vec::new()
    }
}

/// G games against an average opponent.
pub fn multi(outcome: &MultiOutcome) -> Sheet<'static> {
    let pool = outcome.pool;
    let per_game = outcome.expected.map_or_else(dash, expected);
    let lines = vec![
        Line::fact(
            Key::Rating,
            "Rating",
            Cell::plain(rating(outcome.rating.value())),
        ),
        Line::fact(
            Key::Average,
            "Average opponent",
            Cell::plain(rating(outcome.average.value())),
        ),
        Line::fact(
            Key::Difference,
            "Difference used",
            Cell::plain(outcome.difference_used.map_or_else(dash, difference)),
        ),
        Line::fact(
            Key::Expected,
            "Expected",
            Cell::plain(match outcome.expected {
                Some(_) => format!(
                    "{per_game} × {} = {}",
                    outcome.games,
                    expected_total(outcome.expected_total, pool)
                ),
                None => dash(),
            }),
        )
        .with_data(vec![
            vec!["Expected per game".into(), per_game.clone()],
            vec![
                "Expected".into(),
                expected_total(outcome.expected_total, pool),
            ],
        ]),
        Line::fact(
            Key::Points,
            "Points",
            Cell::plain(points(outcome.points.value())),
        ),
        k_line(outcome.k, outcome.k_effective, u64::from(outcome.games)),
        change_line(pool, outcome.change_unrounded, outcome.change),
        new_rating_line(outcome.new_rating, outcome.below_fide_floor()),
    ];
    let mut notes: Vec<String> = outcome
        .exclusion
        .map(words::exclusion)
        .into_iter()
        .collect();
    notes.extend(below_floor_note(outcome.below_fide_floor()));
    Sheet {
        title: format!(
            "{} · {} against an average of {}",
            pool.label(),
            super::numbers::games(outcome.games as usize),
            rating(outcome.average.value())
        ),
        sections: vec![facts(RESULT, lines)],
        notes,
    }
}

/// The first rating of an unrated player and how it was found.
pub fn initial(initial: &InitialRating) -> Sheet<'static> {
    let n = initial.games;
    let with_how = |key: Key, label: &str, value: String, how: String| {
        Line::fact(key, label, Cell::plain(value)).with_how(how)
    };
    let published_tone = if initial.is_published() {
        Tone::Gain
    } else {
        Tone::Warning
    };
    let mut lines = vec![
        Line::fact(
            Key::Games,
            "Games",
            Cell::plain(words::counted_games(n, initial.disregarded_games)),
        )
        .with_data(vec![vec!["Games".into(), n.to_string()]]),
        Line::fact(Key::Score, "Score", Cell::plain(points(initial.score))),
    ];
    // With no game that counts, Ra, p and dp would be the two hypothetical games alone: not shown.
    if n > 0 {
        lines.extend([
            with_how(
                Key::Ra,
                "Ra",
                format!("{:.2}", initial.ra),
                words::initial_ra(n),
            ),
            with_how(
                Key::P,
                "p",
                format!("{:.2}", initial.p),
                words::initial_p(initial.score, n),
            ),
            Line::fact(Key::Dp, "dp", Cell::plain(signed(initial.dp as f64, 0))),
        ]);
    }
    lines.extend([
        Line::fact(
            Key::Rating,
            "Rating",
            Cell::new(
                match (initial.rating, initial.uncapped) {
                    (Some(rating), Some(uncapped)) => words::first_rating(rating, uncapped),
                    _ => dash(),
                },
                Tone::Strong,
            ),
        )
        .with_data(vec![vec![
            "Rating".into(),
            initial.rating.map_or_else(dash, |r| r.to_string()),
        ]]),
        Line::fact(
            Key::Published,
            "Published",
            Cell::new(words::published(initial.not_published), published_tone),
        ),
    ]);
    let mut notes = Vec::new();
    if initial.first_event_disregarded {
        notes.push(words::first_event_disregarded(initial.disregarded_games));
        if n == 0 {
            notes.push(words::only_later_events_count());
        }
    }
    Sheet {
        title: "Initial rating (FIDE 8.2)".to_string(),
        sections: vec![facts(INITIAL, lines)],
        notes,
    }
}

/// A performance rating over some games.
pub fn performance(pool: Pool, result: &Performance) -> Sheet<'static> {
    let rating_line = performance_line(result);
    let lines = vec![
        Line::fact(
            Key::Games,
            "Games",
            Cell::plain(words::rated_opponents(result.games)),
        )
        .with_data(vec![vec!["Games".into(), result.games.to_string()]]),
        Line::fact(
            Key::Score,
            "Score",
            Cell::plain(format!("{} (p {})", points(result.score), fraction(result))),
        )
        .with_data(vec![
            vec!["Score".into(), points(result.score)],
            vec!["p".into(), fraction(result)],
        ]),
        Line::fact(
            Key::Average,
            "Average opponent",
            Cell::plain(format!("{:.2}", result.average_opponent)),
        ),
        Line::fact(
            Key::Dp,
            "dp",
            Cell::plain(result.dp.map_or_else(dash, difference)),
        ),
        rating_line,
    ];
    Sheet {
        title: format!("{} · performance ({})", pool.label(), result.method),
        sections: vec![facts(PERFORMANCE, lines)],
        notes: Vec::new(),
    }
}

/// Section titles of a norm check.
pub const NORM_GAMES: &str = "Games";
pub const REQUIREMENTS: &str = "Requirements";

/// A norm check: the games with the ratings used, each requirement with its figure, threshold
/// and article, the verdict and the points needed.
pub fn norm(answer: &NormAnswer) -> Sheet<'static> {
    let (input, check) = (&answer.input, &answer.check);
    let title = input.title;
    let rows = input
        .games
        .iter()
        .zip(&check.rating_used)
        .enumerate()
        .map(|(index, (game, (used, raised)))| {
            Line::new(
                Key::Item,
                vec![
                    Cell::plain((index + 1).to_string()),
                    opponent_cell(game.opponent.map(f64::from)),
                    Cell::plain(if *raised {
                        format!("{used} {}", words::RAISED_MARK)
                    } else {
                        used.to_string()
                    }),
                    Cell::plain(game.score.map_or("?", |score| score.as_number())),
                    Cell::plain(game.title.map_or("-", |t| t.key())),
                    Cell::plain(game.federation.to_string()),
                ],
            )
        })
        .collect();
    let n = check.games_counted;
    let exempt = input.exemption.map(|e| e.key());
    let requirement = |label: &str, figure: String, met: Option<bool>, article: &str| {
        Line::fact(
            Key::Requirement,
            label,
            Cell::new(
                format!("{figure}  {}", words::met(met)),
                match met {
                    Some(true) => Tone::Gain,
                    Some(false) => Tone::Loss,
                    None => Tone::Warning,
                },
            ),
        )
        .with_how(article.to_string())
    };
    let at_least = |value: u32, least: u32| format!("{value} (≥ {least})");
    let at_most = |value: u32, most: u32| format!("{value} (≤ {most})");
    let federation_rule = |met: bool| if exempt.is_some() { None } else { Some(met) };
    let secured = check.halves;
    let score_open = check.failures.contains(&NormFailure::ResultPending);
    let performance_met = check.performance >= title.required_performance();
    let score_met = 10 * secured >= 7 * n;
    let judged = |met: bool| {
        if met {
            Some(true)
        } else if score_open {
            None
        } else {
            Some(false)
        }
    };
    let mut lines = vec![
        requirement(
            "Games",
            at_least(n, input.min_games),
            Some(n >= input.min_games),
            "1.4.1",
        ),
        requirement(
            "Foreign feds",
            at_least(check.federations, REQUIRED_FEDERATIONS),
            federation_rule(check.federations >= REQUIRED_FEDERATIONS),
            exempt.unwrap_or("1.4.3"),
        ),
        requirement(
            "Own federation",
            at_most(
                check.own_federation_opponents,
                check.max_own_federation_opponents,
            ),
            federation_rule(check.own_federation_opponents <= check.max_own_federation_opponents),
            exempt.unwrap_or("1.4.4"),
        ),
        requirement(
            "One federation",
            at_most(
                check.most_from_one_federation,
                check.max_from_one_federation,
            ),
            federation_rule(check.most_from_one_federation <= check.max_from_one_federation),
            exempt.unwrap_or("1.4.4"),
        ),
        requirement(
            "Titled",
            at_least(check.titled_opponents, check.required_titled_opponents),
            Some(check.titled_opponents >= check.required_titled_opponents),
            "1.4.5a",
        ),
        requirement(
            words::title_holders(title),
            at_least(
                check.holders_of_title_or_higher,
                check.required_holders_of_title_or_higher,
            ),
            Some(check.holders_of_title_or_higher >= check.required_holders_of_title_or_higher),
            "1.4.5",
        ),
        requirement(
            "Ra",
            format!("{} (≥ {})", check.ra, title.required_ra()),
            Some(check.ra >= title.required_ra()),
            &words::ra_how(check.lowest_raised_to),
        ),
        requirement(
            "Performance",
            format!("{} (≥ {})", check.performance, title.required_performance()),
            judged(performance_met),
            &format!(
                "= {} {} {} (p {} %), 1.4.8, 1.4.9",
                check.ra,
                if check.dp < 0 { "-" } else { "+" },
                check.dp.abs(),
                check.percent,
            ),
        ),
        requirement(
            "Score",
            format!("{} of {n} (≥ 35 %)", words::half_points(secured)),
            judged(score_met),
            "1.4.8b",
        ),
    ];
    let verdict = Line::fact(
        Key::Verdict,
        "Verdict",
        Cell::new(
            words::norm_verdict(title, &check.failures),
            if check.is_norm() {
                Tone::Gain
            } else {
                Tone::Warning
            },
        ),
    );
    // What fails, by the codes the JSON gives, beside the verdict.
    lines.push(match words::norm_failures(&check.failures) {
        Some(codes) => verdict.with_how(codes),
        None => verdict,
    });
    lines.push(Line::fact(
        Key::Needed,
        "Points needed",
        Cell::plain(words::norm_points_needed(
            check.halves_needed,
            n,
            secured,
            check.games_pending,
        )),
    ));
    Sheet {
        title: format!(
            "{} norm · federation {} · {}",
            title.key(),
            input.federation,
            numbers::games(n as usize)
        ),
        sections: vec![
            Section {
                title: NORM_GAMES,
                header: ["#", "Opponent", "Used", "Score", "Title", "Fed"]
                    .map(String::from)
                    .to_vec(),
                show_header: true,
                right: vec![0, 1, 2, 3],
                lines: Lines::Fixed(rows),
            },
            facts(REQUIREMENTS, lines),
        ],
        notes: Vec::new(),
    }
}

/// What the remaining games must bring to reach a target.
pub fn need(answer: &NeedAnswer) -> Sheet<'static> {
    let need = &answer.need;
    let remaining = answer.remaining;
    let against = rating(remaining.opponents.value());
    let shown = |amount: Option<Amount>| {
        amount.map_or_else(|| words::NO_PUBLISHED_RATING.to_string(), new_rating)
    };
    let needed = match (need.halves_needed, need.with_needed) {
        (Some(halves), Some(result)) => {
            words::needed(halves, remaining.games, &against, &new_rating(result))
        }
        _ => words::out_of_reach(remaining.games, &shown(need.all_won)),
    };
    let amount_data = |amount: Option<Amount>| amount.map_or_else(String::new, new_rating);
    let mut lines = vec![
        Line::fact(Key::Needed, "Needed", Cell::new(needed, Tone::Strong)).with_data(vec![
            vec![
                "Points needed".into(),
                need.halves_needed
                    .map_or_else(String::new, |h| points(f64::from(h) / 2.0)),
            ],
            vec!["New rating with them".into(), amount_data(need.with_needed)],
        ]),
        Line::fact(Key::AllWon, "All won", Cell::plain(shown(need.all_won))),
        Line::fact(Key::AllLost, "All lost", Cell::plain(shown(need.all_lost))),
    ];
    if let (Some(k), Some(k_effective)) = (answer.k, need.k_effective) {
        lines.push(k_line(k, k_effective, need.rated_games));
    }
    let title = match answer.rating {
        Some(player) => format!(
            "{} · rating {} · target {}",
            answer.pool.label(),
            rating(player.value()),
            rating(answer.target)
        ),
        None => format!("First rating (FIDE 8.2) · target {}", rating(answer.target)),
    };
    Sheet {
        title,
        sections: vec![facts(RESULT, lines)],
        notes: if need.remaining_rated {
            Vec::new()
        } else {
            vec![words::remaining_not_rated()]
        },
    }
}

/// K under FIDE's rules, and why.
pub fn k_factor(k: KFactor, rule: KRule) -> Sheet<'static> {
    Sheet {
        title: words::k_rule(rule),
        sections: vec![facts(
            "K",
            vec![data_only(vec![
                ("K", k.value().to_string()),
                ("Reason", words::k_rule(rule)),
            ])],
        )],
        notes: Vec::new(),
    }
}

/// The columns of the sessions list.
pub const SESSION_COLUMNS: [&str; 5] = ["Name", "Mode", "Pool", "Games", "Saved"];

/// One listed session as cells of [`SESSION_COLUMNS`]; `saved` is the time as shown; a file that
/// cannot be read has its name and why.
pub fn session_line(listing: &Listing, saved: impl Fn(&str) -> String) -> Line {
    match listing {
        Listing::Session(summary) => Line::new(
            Key::Item,
            vec![
                Cell::plain(summary.name.to_string()),
                Cell::plain(summary.mode.title()),
                Cell::plain(summary.rated_with()),
                Cell::plain(summary.games.to_string()),
                Cell::plain(saved(&summary.modified)),
            ],
        ),
        Listing::Unreadable { file, reason } => Line::new(
            Key::Note,
            vec![
                Cell::new(file.clone(), Tone::Warning),
                Cell::new(format!("cannot be read: {reason}"), Tone::Warning),
            ],
        ),
    }
}

/// The saved sessions, newest first, and the files that could not be read.
pub fn sessions<'a>(listings: &[Listing], saved: impl Fn(&str) -> String) -> Sheet<'a> {
    let lines = listings
        .iter()
        .filter(|listing| matches!(listing, Listing::Session(_)))
        .map(|listing| session_line(listing, &saved))
        .collect();
    let notes = listings
        .iter()
        .filter_map(|listing| match listing {
            Listing::Unreadable { file, reason } => Some(format!("cannot read {file}: {reason}")),
            Listing::Session(_) => None,
        })
        .collect();
    Sheet {
        title: String::new(),
        sections: vec![Section {
            title: SESSIONS,
            header: SESSION_COLUMNS.map(String::from).to_vec(),
            show_header: true,
            right: vec![3],
            lines: Lines::Fixed(lines),
        }],
        notes,
    }
}

/// A request's result as a sheet; `None` when there is no result (the input has a problem).
pub fn of_evaluation(evaluation: &Evaluation) -> Option<Sheet<'_>> {
    let mut sheet = match &evaluation.outcome {
        Outcome::Game(outcome) => game(outcome),
        Outcome::Period(outcome) => period(outcome, evaluation.performance.as_ref()),
        Outcome::Multi(outcome) => multi(outcome),
        Outcome::Initial(outcome) => initial(outcome),
        Outcome::Norm(answer) => norm(answer),
        Outcome::Field(report) => field(report),
        Outcome::System(answer) => answer.sheet(),
        Outcome::Invalid(_) => return None,
    };
    if !evaluation.targets.is_empty() {
        sheet.sections.push(targets(&evaluation.targets));
    }
    Some(sheet)
}

/// The targets table: each target with what the remaining rounds must bring for it.
fn targets<'a>(targets: &[TargetAnswer]) -> Section<'a> {
    let lines = targets
        .iter()
        .map(|target| {
            let need = &target.answer.need;
            let remaining = target.answer.remaining;
            let value = match (need.halves_needed, need.with_needed) {
                (Some(halves), Some(_)) => {
                    format!("{} of {}", words::half_points(halves), remaining.games)
                }
                _ => words::NOT_REACHABLE.to_string(),
            };
            Line::fact(
                Key::Needed,
                &words::target_label(target.kind, &rating(target.answer.target)),
                Cell::new(
                    value,
                    if need.halves_needed.is_some() {
                        Tone::Plain
                    } else {
                        Tone::Muted
                    },
                ),
            )
        })
        .collect();
    facts(TARGETS, lines)
}

/// The section title of a tournament report's players.
pub const PLAYERS: &str = "Players";

/// The columns of a tournament report, one row a player.
pub const PLAYER_COLUMNS: [&str; 14] = [
    "No",
    "Name",
    "Title",
    "Fed",
    "Rtg",
    "K",
    "n",
    "Pts",
    "Exp",
    "Δ unrounded",
    "Δ",
    "New",
    "Rp",
    "First rating",
];

/// One player's row of a tournament report, in [`PLAYER_COLUMNS`].
pub fn field_line(report: &FieldReport, result: &PlayerResult) -> Line {
    let pool = report.pool;
    let player = report.player(result);
    let text = |value: Option<&str>| Cell::plain(value.map(printable_owned).unwrap_or_default());
    let mut cells = vec![
        Cell::plain(player.start_rank.to_string()),
        Cell::plain(printable_owned(&player.name)),
        text(player.title.as_deref()),
        text(player.federation.as_deref()),
        Cell::plain(
            player
                .rating
                .map_or_else(|| UNRATED.to_string(), |r| r.to_string()),
        ),
    ];
    match &result.period {
        Some(period) => cells.extend([
            Cell::plain(words::k_effective_short(period.k, period.k_effective)),
            Cell::plain(result.rated_games.to_string()),
            Cell::plain(points(result.score)),
            Cell::plain(expected_total(period.expected_total, pool)),
            Cell::plain(signed(period.change_unrounded, 2)),
            Cell::new(
                change(period.change),
                Tone::of_change(period.change.value()),
            ),
            Cell::new(
                new_rating(period.new_rating),
                if period.below_fide_floor() {
                    Tone::Warning
                } else {
                    Tone::Strong
                },
            ),
        ]),
        None => {
            cells.extend([
                Cell::plain(DASH),
                Cell::plain(result.rated_games.to_string()),
                Cell::plain(points(result.score)),
            ]);
            cells.extend([DASH; 4].map(Cell::plain));
        }
    }
    cells.push(Cell::plain(
        result
            .performance
            .and_then(|p| p.rating)
            .map_or_else(|| DASH.to_string(), rating),
    ));
    cells.push(match &result.period {
        Some(_) => Cell::plain(""),
        None => Cell::new(
            words::field_initial(result.initial.as_ref(), result.rated_games),
            match result.initial {
                Some(initial) if initial.is_published() => Tone::Gain,
                _ => Tone::Muted,
            },
        ),
    });
    Line::new(Key::Item, cells)
}

/// A tournament's rating report: one row a player in starting-rank order.
pub fn field(report: &FieldReport) -> Sheet<'static> {
    let pool = report.pool;
    let lines = report
        .players
        .iter()
        .map(|result| field_line(report, result))
        .collect();
    let tournament = &report.tournament;
    Sheet {
        title: format!(
            "{} · {} ({}) · {}",
            tournament
                .name
                .as_deref()
                .map_or_else(|| "Tournament".to_string(), printable_owned),
            pool.label(),
            words::pool_source(report.pool_source),
            numbers::players(report.players.len())
        ),
        sections: vec![Section {
            title: PLAYERS,
            header: PLAYER_COLUMNS.map(String::from).to_vec(),
            show_header: true,
            right: vec![0, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            lines: Lines::Fixed(lines),
        }],
        notes: field_notes(report, words::GIVE_K_FLAG),
    }
}

/// What a tournament report assumes: one period each, the K rule when the file's K was used,
/// the one event behind first ratings; `give` says how to give a player's K. (The UI shows
/// them without the players' rows.)
pub fn field_notes(report: &FieldReport, give: &str) -> Vec<String> {
    let mut notes = vec![words::FIELD_AS_PERIOD.to_string()];
    if report
        .players
        .iter()
        .any(|result| matches!(result.k, Some((_, KSource::File(_)))))
    {
        notes.push(words::field_k_rule(report.tournament.year, give));
    }
    if report.players.iter().any(|result| result.initial.is_some()) {
        notes.push(words::FIELD_FIRST_RATINGS.to_string());
    }
    if !report.pool_words.is_empty() {
        notes.push(words::field_pool_words(
            &report.pool_words,
            report.pool_source == PoolSource::EventWords,
        ));
    }
    if !report.left_out.is_empty() {
        notes.push(words::field_left_out(
            report
                .left_out
                .iter()
                .map(|&index| &report.tournament.players[index]),
        ));
    }
    if !report.points_disagree.is_empty() {
        notes.push(words::field_points_warning(
            report.points_disagree(),
            report.tournament.scoring_line,
        ));
    }
    notes
}

/// Text from a file, its control characters made visible.
fn printable_owned(text: &str) -> String {
    crate::text::printable(text).into_owned()
}

impl crate::sheet::LineSource for Period {
    fn count(&self) -> usize {
        self.games.len()
    }

    fn line(&self, index: usize) -> Line {
        game_line(index, &self.outcome.line(&self.games[index]))
    }
}
