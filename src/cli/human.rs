//! Human-readable output: aligned tables with the numbers FIDE's own calculators show.

use crate::form::Outcome;
use crate::present::{self, columns};
use crate::rating::{
    Amount, GameOutcome, InitialRating, KFactor, MultiOutcome, Performance, PeriodOutcome, Pool,
    SideOutcome, is_below_fide_floor,
};
use crate::session::Listing;

fn floor_note(below: bool) -> &'static str {
    if below {
        "  (below 1400: shown as unrated on the next list)"
    } else {
        ""
    }
}

fn k_row(k: KFactor, k_effective: u32, rated_games: u64) -> Vec<String> {
    vec![
        "K".to_string(),
        present::k_effective(k, k_effective, rated_games),
    ]
}

/// Any computed outcome as its command prints it.
pub fn outcome(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Game(game) => self::game(game),
        Outcome::Period(period) => self::period(period),
        Outcome::Multi(multi) => self::multi(multi),
        Outcome::Initial(initial) => self::initial(initial),
        Outcome::Invalid(reason) => format!("{reason}\n"),
    }
}

/// The change (FIDE pools: the unrounded total and the one rounding, "+10.40 → +10") and the
/// new rating, with the below-1400 note.
fn change_rows(pool: Pool, unrounded: f64, change: Amount, new_rating: Amount) -> [Vec<String>; 2] {
    let change = present::period_change(pool, unrounded, change);
    let below = is_below_fide_floor(pool, new_rating);
    [
        vec!["Change".to_string(), change],
        vec![
            "New rating".to_string(),
            format!("{}{}", present::new_rating(new_rating), floor_note(below)),
        ],
    ]
}

pub fn game(outcome: &GameOutcome) -> String {
    let (me, them) = (&outcome.player, &outcome.opponent);
    let status = match outcome.exclusion {
        None => "rated".to_string(),
        Some(reason) => reason.to_string(),
    };
    let both =
        |label: &str, f: &dyn Fn(&SideOutcome) -> String| vec![label.to_string(), f(me), f(them)];
    let mut rows = vec![
        vec![String::new(), "You".to_string(), "Opponent".to_string()],
        both("Rating", &|s| present::rating(s.rating.value())),
        both("K", &|s| s.k.value().to_string()),
        both("Score", &|s| s.score.as_number().to_string()),
        both("Difference used", &|s| {
            s.difference_used
                .map_or_else(present::dash, present::difference)
        }),
        both("Expected", &|s| {
            s.expected.map_or_else(present::dash, present::expected)
        }),
        both("Change", &|s| present::signed(s.change_unrounded, 2)),
    ];
    if outcome.pool.is_fide() {
        rows.push(both("Rounded", &|s| present::change(s.change)));
    }
    rows.push(both("New rating", &|s| present::new_rating(s.new_rating)));
    let mut text = format!("{} · game {status}\n\n", outcome.pool.label());
    text += &columns(&rows, &[1, 2]);
    for (name, side) in [("You", me), ("Opponent", them)] {
        text += &format!("{name}: {}\n", present::derivation(outcome.pool, side));
    }
    for (name, side) in [("Your", me), ("Your opponent's", them)] {
        if side.below_fide_floor {
            text +=
                &format!("{name} new rating is below 1400: shown as unrated on the next list.\n");
        }
    }
    let mut scenarios = vec![vec![
        "If the game ends".to_string(),
        "You".to_string(),
        "Opponent".to_string(),
    ]];
    for scenario in &outcome.scenarios {
        scenarios.push(vec![
            format!("{} for you", scenario.score.label()),
            present::change(scenario.player),
            present::change(scenario.opponent),
        ]);
    }
    text += "\n";
    text += &columns(&scenarios, &[1, 2]);
    text
}

pub fn period(outcome: &PeriodOutcome) -> String {
    let mut rows = vec![present::GAME_COLUMNS.map(String::from).to_vec()];
    rows.extend(
        outcome
            .games
            .iter()
            .enumerate()
            .map(|(index, line)| present::game_row(index, line)),
    );
    let mut totals = vec![
        vec!["Rated games".to_string(), outcome.rated_games.to_string()],
        vec![
            "Score".to_string(),
            format!(
                "{} (expected {})",
                present::points(outcome.score),
                present::expected_total(outcome.expected_total, outcome.pool)
            ),
        ],
        k_row(outcome.k, outcome.k_effective, outcome.rated_games),
    ];
    totals.extend(change_rows(
        outcome.pool,
        outcome.change_unrounded,
        outcome.change,
        outcome.new_rating,
    ));
    format!(
        "{} · rating {} · K {}\n\n{}\n{}",
        outcome.pool.label(),
        present::rating(outcome.rating.value()),
        outcome.k.value(),
        columns(&rows, &[0, 1, 2, 3, 4, 5]),
        columns(&totals, &[]),
    )
}

pub fn multi(outcome: &MultiOutcome) -> String {
    let per_game = outcome
        .expected
        .map_or_else(present::dash, present::expected);
    let mut rows = vec![
        vec![
            "Rating".to_string(),
            present::rating(outcome.rating.value()),
        ],
        vec![
            "Average opponent".to_string(),
            present::rating(outcome.average.value()),
        ],
        vec![
            "Difference used".to_string(),
            outcome
                .difference_used
                .map_or_else(present::dash, present::difference),
        ],
        vec![
            "Expected".to_string(),
            format!(
                "{per_game} per game, {} in {} games",
                present::expected_total(outcome.expected_total, outcome.pool),
                outcome.games
            ),
        ],
        vec![
            "Points".to_string(),
            present::points(outcome.points.value()),
        ],
        k_row(outcome.k, outcome.k_effective, u64::from(outcome.games)),
    ];
    rows.extend(change_rows(
        outcome.pool,
        outcome.change_unrounded,
        outcome.change,
        outcome.new_rating,
    ));
    if let Some(reason) = outcome.exclusion {
        rows.push(vec!["Note".to_string(), reason.to_string()]);
    }
    format!(
        "{} · {} games against an average of {}\n\n{}",
        outcome.pool.label(),
        outcome.games,
        present::rating(outcome.average.value()),
        columns(&rows, &[])
    )
}

/// The saved sessions as a table, then the files that could not be read.
pub fn sessions(listings: &[Listing], dir: &str) -> String {
    let mut rows = vec![
        ["Name", "Mode", "Pool", "Games", "Modified"]
            .map(String::from)
            .to_vec(),
    ];
    let mut unreadable = String::new();
    for listing in listings {
        match listing {
            Listing::Session(summary) => rows.push(vec![
                summary.name.to_string(),
                summary.mode.title().to_string(),
                summary.pool.label().to_string(),
                summary.games.to_string(),
                summary.modified.clone(),
            ]),
            Listing::Unreadable { file, reason } => {
                unreadable += &format!("cannot read {file}: {reason}\n");
            }
        }
    }
    if rows.len() == 1 && unreadable.is_empty() {
        return format!("no saved sessions in {dir}\n");
    }
    let table = if rows.len() > 1 {
        columns(&rows, &[3])
    } else {
        String::new()
    };
    table + &unreadable
}

pub fn performance(pool: Pool, result: &Performance) -> String {
    let rows = vec![
        vec![
            "Games".to_string(),
            format!("{} against rated opponents", result.games),
        ],
        vec![
            "Score".to_string(),
            format!(
                "{} (p {})",
                present::points(result.score),
                present::fraction(result)
            ),
        ],
        vec![
            "Average opponent".to_string(),
            format!("{:.2}", result.average_opponent),
        ],
        vec![
            "dp".to_string(),
            result.dp.map_or_else(present::dash, present::difference),
        ],
        vec![
            "Performance".to_string(),
            result.rating.map_or_else(
                || format!("none: {}", crate::export::json::NO_FINITE_PERFORMANCE),
                present::rating,
            ),
        ],
    ];
    format!(
        "{} · performance ({})\n\n{}",
        pool.label(),
        result.method,
        columns(&rows, &[])
    )
}

pub fn initial(result: &InitialRating) -> String {
    let n = result.games;
    let mut rows = vec![
        vec!["Games".to_string(), format!("{n} against rated opponents")],
        vec!["Score".to_string(), present::points(result.score)],
        vec![
            "Ra".to_string(),
            format!("{:.2}  (Σ opponents + 2 × 1800) / ({n} + 2)", result.ra),
        ],
        vec![
            "p".to_string(),
            format!(
                "{:.2}  ({} + 1) / ({n} + 2)",
                result.p,
                present::points(result.score)
            ),
        ],
        vec!["dp".to_string(), present::signed(result.dp as f64, 0)],
        vec![
            "Rating".to_string(),
            match (result.rating, result.uncapped) {
                (Some(rating), Some(uncapped)) if uncapped > rating => {
                    format!("{rating}  ({uncapped}, capped at 2200)")
                }
                (Some(rating), _) => rating.to_string(),
                (None, _) => "—".to_string(),
            },
        ],
        vec![
            "Published".to_string(),
            match result.not_published {
                None => "yes".to_string(),
                Some(reason) => format!("no: {reason}"),
            },
        ],
    ];
    if result.first_event_disregarded && result.games > 0 {
        rows.push(vec![
            "Note".to_string(),
            "the first event scored zero points and is disregarded".to_string(),
        ]);
    }
    format!("Initial rating (FIDE 8.2)\n\n{}", columns(&rows, &[]))
}
