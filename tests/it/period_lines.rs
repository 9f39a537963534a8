//! A games list of several events (docs/rules/period.md; `import::period`): event lines among
//! the games, FIDE's P1 as a file, and every bad line named by its number.

use elocalc::import::lines::{ListError, read};
use elocalc::import::period::{EventLine, EventTotals, ReadEvent, parse_event_line, read_events};
use elocalc::rating::{EventGames, KFactor, PeriodEvent, Pool, Rating, rate_events};
use jiff::civil::{Date, date};
use proptest::prelude::*;

/// P1 (the December 2025 period) as a games file: the ratings FIDE used, its own comments.
const P1: &str = "\
# P1: base 2505 (November 2025 list), K 10; FIDE published 2507 on the December list.
event 2nd Annual ACA Thanksgiving Open | rating 2499 | start 2025-10-31 | end 2025-11-02
2099 | 1   # capped by FIDE's 400-point rule
2322 | 1
2422 | 1
2325 | ½
2255 | ½

Event 1st Annual Washington Dulles Open | START 2025-11-07 | end 2025-11-09
2105 1
2105 1
2237 =
2134 1
2813 0.5
event 2025 Northern Virginia Open – Championship | start 2025-11-21 | end 2025-11-23
2105:1\r\n2105:1\r\n2105:1\r\n2400:0\r\n2118:1
";

#[test]
fn p1_as_a_file_rates_as_fide_published() {
    let events = read_events(P1.as_bytes(), Pool::FideStandard).unwrap();
    assert_eq!(events.len(), 3);
    let header = |index: usize| events[index].header.as_ref().unwrap();
    assert_eq!(header(0).name, "2nd Annual ACA Thanksgiving Open");
    assert_eq!(header(0).rating, Some(Rating::new(2499.0).unwrap()));
    assert_eq!(header(0).start, Some(date(2025, 10, 31)));
    assert_eq!(header(1).end, Some(date(2025, 11, 9)));
    assert_eq!(header(2).name, "2025 Northern Virginia Open – Championship");
    assert!(events.iter().all(|event| event.games.len() == 5));

    let base = Rating::new(2505.0).unwrap();
    let period_events: Vec<PeriodEvent> = events
        .iter()
        .map(|event| PeriodEvent {
            rating: event
                .header
                .as_ref()
                .and_then(|header| header.rating)
                .unwrap_or(base),
            k: None,
            games: EventGames::Played(&event.games),
        })
        .collect();
    let period = rate_events(
        Pool::FideStandard,
        base,
        KFactor::new(10).unwrap(),
        &period_events,
    )
    .unwrap();
    for (event, published) in period.events.iter().zip([2.10, 2.90, -3.10]) {
        assert!((event.k_chg - published).abs() < 1e-9, "{}", event.k_chg);
    }
    assert_eq!(period.new_rating.value(), 2507.0);

    // Which list (docs/rules/period.md, "Which list"): December 2025 for all three.
    let ends: Vec<Date> = events
        .iter()
        .map(|event| event.header.as_ref().unwrap().end.unwrap())
        .collect();
    let list = elocalc::rating::period_list(&ends).unwrap();
    assert_eq!(list.list, date(2025, 12, 1));
    assert!(list.reported_late.is_empty());
}

/// P2 by the totals FIDE printed (n, chg, W): the period's K·n ≤ 700 and one rounding.
#[test]
fn p2_by_its_totals() {
    let file = "\
event Sants | games 8 | chg +1.44 | score 4 | end 2026-08-30
event Trieste | games 8 | chg +1.14 | score 5 | end 2026-09-04
event Casablanca | games 6 | chg +2.34 | score 5 | end 2026-09-12
event Medjugorje | games 8 | chg +0.79 | score 5 | end 2026-09-19
event Zagreb | games 9 | chg -0.27 | score 5.5 | end 2026-09-27
";
    let events = read_events(file.as_bytes(), Pool::FideStandard).unwrap();
    let base = Rating::new(2054.0).unwrap();
    let period_events: Vec<PeriodEvent> = events
        .iter()
        .map(|event| {
            let totals = event.header.as_ref().unwrap().totals.unwrap();
            PeriodEvent {
                rating: base,
                k: None,
                games: EventGames::Totals {
                    rated_games: totals.rated_games,
                    chg: totals.chg,
                    score: totals.score,
                },
            }
        })
        .collect();
    let period = rate_events(
        Pool::FideStandard,
        base,
        KFactor::new(20).unwrap(),
        &period_events,
    )
    .unwrap();
    assert_eq!(period.k_effective, 17);
    assert_eq!(period.new_rating.value(), 2146.0);
}

/// The line and the message a list stops at.
fn stop(text: &str) -> (usize, String) {
    match read_events(text.as_bytes(), Pool::FideStandard).unwrap_err() {
        ListError::Line { line, error } => (line, error.to_string()),
        error => panic!("not a line's error: {error}"),
    }
}

#[test]
fn bad_lines_are_named_by_their_numbers() {
    let cases: [(&str, usize, &str); 10] = [
        (
            "2050 1\nevent A | rating 4500\n2050 1\n",
            2,
            "rating '4500' must be a number from 0 to 4000",
        ),
        (
            "event A\n2050 1\nevent B | colour white\n",
            3,
            "event option 'colour' must be one of games, chg, score, rating, k, start, end",
        ),
        (
            "# head\n\nevent A | k 10 | K 20\n",
            3,
            "event option 'k' is given twice",
        ),
        (
            "event A | end 2025-11-31\n2050 1\n",
            1,
            "end date '2025-11-31' must be a real date YYYY-MM-DD",
        ),
        (
            "event A | start 2025-11-09 | end 2025-11-07\n",
            1,
            "the event ends on 2025-11-07, before it starts on 2025-11-09",
        ),
        (
            "event A\n2050 1\nevent B | games 8\n",
            3,
            "'games' needs 'chg'",
        ),
        (
            "event X | games 8 | chg +1.44\n2050 1\n",
            2,
            "event 'X' is given by its totals (games 8 | chg +1.44); its games cannot follow it",
        ),
        ("event X\n\n# none\n", 1, "event 'X' has no games"),
        (
            "event X\r\nevent Y\r\n2050 1\r\n",
            1,
            "event 'X' has no games",
        ),
        (
            "event X\n2050 1\n2050 | 2\n",
            3,
            "score '2' must be a win, draw or loss",
        ),
    ];
    for (text, line, message) in cases {
        let (got_line, got) = stop(text);
        assert_eq!(got_line, line, "{text:?}: {got}");
        assert!(got.starts_with(message), "{text:?}: {got}");
        assert!(!got.contains('\n'), "one line: {got}");
    }
}

/// A game line as a games file may write it: the separators, the score spellings, comments.
fn game_line() -> impl Strategy<Value = String> {
    let opponent = prop_oneof![
        (0u32..=4000).prop_map(|rating| rating.to_string()),
        Just("unrated".to_string()),
        Just("Unrated".to_string()),
    ];
    let separator = prop_oneof![Just(" | "), Just(","), Just(":"), Just("\t"), Just("  ")];
    let score = prop_oneof![
        Just("1"),
        Just("0"),
        Just("0.5"),
        Just("½"),
        Just("w"),
        Just("draw"),
        Just("="),
        Just("-")
    ];
    let comment = prop_oneof![Just(""), Just(" # round 3")];
    (opponent, separator, score, comment).prop_map(|(opponent, separator, score, comment)| {
        format!("{opponent}{separator}{score}{comment}")
    })
}

/// Any line of a list without event lines: a game, a blank line, a comment.
fn plain_line() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => game_line(),
        1 => Just(String::new()),
        1 => Just("# an event's games".to_string()),
    ]
}

fn a_name() -> impl Strategy<Value = String> {
    "[A-Za-z0-9ÀÉñ–.,:()'/-][A-Za-z0-9ÀÉñ–.,:()'/ -]{0,30}[A-Za-z0-9ÀÉñ–.,:()'/-]|[A-Za-z]"
}

fn a_date() -> impl Strategy<Value = Date> {
    (0i32..(1000 * 365)).prop_map(|days| {
        date(1971, 1, 1)
            .checked_add(jiff::Span::new().days(days))
            .unwrap()
    })
}

fn an_event_line(pool: Pool) -> impl Strategy<Value = EventLine> {
    // Ratings: whole in FIDE pools, in hundredths in the continuous one.
    let rating_unit: u32 = if pool.is_fide() { 1 } else { 100 };
    let rating =
        prop::option::of((0..=4000 * rating_unit).prop_map(move |units| {
            Rating::new(f64::from(units) / f64::from(rating_unit)).unwrap()
        }));
    // ΣΔR in hundredths (FIDE) or millionths; with W, within W − N ..= W, else within ±N.
    let unit: i64 = if pool.is_fide() { 100 } else { 1_000_000 };
    let totals = prop::option::of(
        (1u64..=100_000, prop::option::of(0u64..=1000), 0u64..=1000).prop_map(
            move |(games, score_part, chg_part)| {
                let n = games as i64;
                let halves = score_part.map(|part| (2 * n) * part as i64 / 1000);
                let (low, high) = match halves {
                    Some(halves) => (halves * unit / 2 - n * unit, halves * unit / 2),
                    None => (-n * unit, n * unit),
                };
                let chg_units = low + (high - low) * chg_part as i64 / 1000;
                EventTotals {
                    rated_games: games,
                    chg: chg_units as f64 / unit as f64,
                    score: halves.map(|halves| halves as f64 / 2.0),
                }
            },
        ),
    );
    (
        a_name(),
        rating,
        prop::option::of(1u32..=100),
        prop::option::of(a_date()),
        0i32..60,
        any::<bool>(),
        totals,
    )
        .prop_map(|(name, rating, k, start, length, ends, totals)| {
            let end = match (start, ends) {
                (Some(start), true) => {
                    Some(start.checked_add(jiff::Span::new().days(length)).unwrap())
                }
                _ => None,
            };
            EventLine {
                name,
                rating,
                k: k.map(|k| KFactor::new(k).unwrap()),
                start,
                end,
                totals,
            }
        })
}

proptest! {
    /// A list without event lines reads to the very games `read` gives, as one event with no
    /// header (none at all when it has no games).
    #[test]
    fn a_list_without_event_lines_reads_as_before(
        lines in prop::collection::vec(plain_line(), 0..40),
        ending in prop_oneof![Just("\n"), Just("\r\n"), Just("\r")],
    ) {
        let text = lines.join(ending);
        let games = read(text.as_bytes(), Pool::FideStandard).unwrap();
        let events = read_events(text.as_bytes(), Pool::FideStandard).unwrap();
        if games.is_empty() {
            prop_assert!(events.is_empty());
        } else {
            prop_assert_eq!(events, vec![ReadEvent { header: None, games }]);
        }
    }

    /// Every event line written back reads as the same event, in every pool.
    #[test]
    fn an_event_line_written_back_reads_the_same(
        (pool, line) in prop::sample::select(Pool::ALL.to_vec())
            .prop_flat_map(|pool| (Just(pool), an_event_line(pool))),
    ) {
        let written = line.to_string();
        prop_assert_eq!(parse_event_line(&written, pool), Ok(Some(line)), "{}", written);
    }

    /// A bad event line among games stops the list at its own line, whatever is around it.
    #[test]
    fn a_bad_event_line_is_named_wherever_it_is(
        before in prop::collection::vec(plain_line(), 0..20),
        bad in prop_oneof![
            Just("event A | rating 4001"),
            Just("event A | nope 1"),
            Just("event A | k 1 | k 1"),
            Just("event A | start 2025-02-30"),
            Just("event A | start 2025-03-02 | end 2025-03-01"),
            Just("event A | chg +1"),
            Just("event"),
        ],
        after in prop::collection::vec(plain_line(), 0..5),
    ) {
        let mut lines = before.clone();
        lines.push(bad.to_string());
        lines.extend(after);
        let (line, _) = stop(&lines.join("\n"));
        prop_assert_eq!(line, before.len() + 1);
    }
}

/// A name whose last words look like an option with its '|' forgotten is refused, but only
/// when the value has a number's shape: a lone sign is part of the name (found by the property
/// test above: "0 K -").
#[test]
fn a_lone_sign_after_an_options_name_is_part_of_the_event_name() {
    let line = parse_event_line("event 0 K -", Pool::FideStandard)
        .unwrap()
        .unwrap();
    assert_eq!(line.name, "0 K -");
    assert!(parse_event_line("event Open K 20", Pool::FideStandard).is_err());
    assert!(parse_event_line("event Open K -5", Pool::FideStandard).is_err());
}
