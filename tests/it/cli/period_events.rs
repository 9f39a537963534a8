//! `elocalc period --file` over a games list with event lines: FIDE's published periods P1 and
//! P2 (docs/rules/period.md), the JSON's `events`, the list the period is published on, and bad
//! event lines named by their line number.

use crate::common::*;

/// P1: November list 2505, K 10; the events' K·chg as FIDE's page prints them, +1.90 rounded
/// once, and FIDE's published December 2025 list rating, 2507.
#[test]
fn p1_from_a_games_list_gives_the_published_rating() {
    let file = fixture("period/p1.txt");
    let value = json(&["period", "--rating", "2505", "--k", "10", "--file", &file]);
    assert_eq!(value["new_rating"], 2507);
    assert_eq!(value["change"], 2);
    assert_eq!(value["rating"], 2505);
    assert_eq!(value["rated_games"], 15);
    assert_eq!(value["list"], "2025-12-01");
    let events = value["events"].as_array().unwrap();
    let published = [(2499, 2.10), (2505, 2.90), (2505, -3.10)];
    assert_eq!(events.len(), published.len());
    for (event, (ro, k_chg)) in events.iter().zip(published) {
        assert_eq!(event["rating"], ro);
        assert_eq!(event["k"], 10);
        assert_eq!(event["rated_games"], 5);
        let got = event["change_unrounded"].as_f64().unwrap();
        assert!((got - k_chg).abs() < 1e-9, "{got}");
        assert_eq!(event["games"].as_array().unwrap().len(), 5);
        assert_eq!(event["list"], "2025-12-01");
    }
    assert_eq!(events[0]["name"], "2nd Annual ACA Thanksgiving Open");
    assert_eq!(events[0]["start"], "2025-10-31");
    assert_eq!(events[0]["end"], "2025-11-02");
    // The first event on its Ro: 2099 is exactly 400 below 2499 (PD 0.92, +0.08 × 10).
    assert_eq!(events[0]["games"][0]["difference_used"], 400);
    assert_eq!(events[0]["games"][0]["expected"], 0.92);
    // W and its expectation: 4 points, 4 − 0.21.
    assert_eq!(events[0]["score"], 4);
    assert_eq!(events[0]["expected"], 3.79);
    // Today's keys keep their meaning for the whole period: every game, one after the other.
    assert_eq!(value["games"].as_array().unwrap().len(), 15);
    assert_eq!(value["score"], 12);
}

#[test]
fn p1_in_fides_layout() {
    let file = fixture("period/p1.txt");
    let text = stdout(&elocalc(&[
        "period", "--rating", "2505", "--k", "10", "--file", &file,
    ]));
    for line in [
        "FIDE Standard · previous list 2505 · K 10 · 3 events",
        "1 · 2nd Annual ACA Thanksgiving Open  2025-10-31 – 2025-11-02  2499  2285  4  5  +0.21  10  +2.10",
        "Σ K·chg      +1.90 → +2",
        "New rating   2507  = 2505 + 2",
        "List         the 1 December 2025 list",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
}

/// P2 by its totals: 39 rated games over five events make K 17 in each (17 × 39 = 663 ≤ 700,
/// 18 × 39 = 702), the K·chg add to +92.48, rounded once to +92: 2146, as FIDE published.
#[test]
fn p2_by_its_totals_gives_the_published_rating() {
    let file = fixture("period/p2-totals.txt");
    let value = json(&["period", "--rating", "2054", "--file", &file]);
    assert_eq!(value["k"], 20);
    assert_eq!(value["k_effective"], 17);
    assert_eq!(value["rated_games"], 39);
    assert!((value["change_unrounded"].as_f64().unwrap() - 92.48).abs() < 1e-9);
    assert_eq!(value["new_rating"], 2146);
    assert_eq!(value["list"], "2026-10-01");
    let events = value["events"].as_array().unwrap();
    for (event, k_chg) in events.iter().zip([24.48, 19.38, 39.78, 13.43, -4.59]) {
        assert_eq!(event["k"], 17);
        assert_eq!(event["by_totals"], true);
        assert!((event["change_unrounded"].as_f64().unwrap() - k_chg).abs() < 1e-9);
    }
    // The Zagreb event ends 27 September, three days before the month's end: 9.1 allows the
    // November list too.
    assert_eq!(events[4]["list_if_late"], "2026-11-01");
}

/// A period of one event on the base is today's period: the same change and new rating.
#[test]
fn one_event_on_the_base_is_todays_period() {
    let games = "2050 | 1\n2250 | 0\n2100 | ½\n1650 | 1\n2350 | ½\nunrated | 1\n";
    let plain = elocalc_with_stdin(
        &["period", "--rating", "2100", "--file", "-", "--json"],
        games,
    );
    let with_event = elocalc_with_stdin(
        &["period", "--rating", "2100", "--file", "-", "--json"],
        &format!("event Club championship\n{games}"),
    );
    let plain: Value = serde_json::from_str(&stdout(&plain)).unwrap();
    let with_event: Value = serde_json::from_str(&stdout(&with_event)).unwrap();
    for key in [
        "change_unrounded",
        "change",
        "new_rating",
        "rated_games",
        "k_effective",
        "games",
    ] {
        assert_eq!(plain[key], with_event[key], "{key}");
    }
    assert_eq!(plain.get("events"), None);
    assert_eq!(with_event["events"].as_array().unwrap().len(), 1);
}

/// GAME arguments come before the file's first event line: an event of no name, on the base.
#[test]
fn games_before_the_first_event_line_are_an_event_of_no_name() {
    let value = {
        let output = elocalc_with_stdin(
            &[
                "period", "--rating", "2000", "2000:1", "--file", "-", "--json",
            ],
            "event Open | rating 1990\n2000 | 0\n",
        );
        serde_json::from_str::<Value>(&stdout(&output)).unwrap()
    };
    let events = value["events"].as_array().unwrap();
    assert_eq!(events.len(), 2);
    assert_eq!(events[0]["name"], "");
    assert_eq!(events[0]["rating"], 2000);
    assert_eq!(events[1]["rating"], 1990);
    // 2000 v 2000: +0.50 × 20 = +10; 1990 v 2000 (D −10 → PD 0.49): −0.49 × 20 = −9.80.
    assert!((value["change_unrounded"].as_f64().unwrap() - 0.2).abs() < 1e-9);
    assert_eq!(value["new_rating"], 2000);
}

#[test]
fn bad_event_lines_are_named_by_their_line_number() {
    let cases: &[(&str, &[&str])] = &[
        ("event Open | rating 5000\n2000 | 1\n", &["-:1:", "5000"]),
        (
            "2000 | 1\nevent Open | colour white\n2000 | 1\n",
            &["-:2:", "colour"],
        ),
        (
            "event Open | start 2025-02-30\n2000 | 1\n",
            &["-:1:", "2025-02-30"],
        ),
        (
            "event A | games 5 | chg +0.5\n2000 | 1\n",
            &["-:2:", "totals"],
        ),
        (
            "event A\nevent B\n2000 | 1\n",
            &["-:1:", "'A' has no games"],
        ),
    ];
    for (file, expected) in cases {
        let output = elocalc_with_stdin(&["period", "--rating", "2000", "--file", "-"], file);
        assert_eq!(output.status.code(), Some(2), "{file:?}");
        assert!(output.stdout.is_empty());
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        for piece in *expected {
            assert!(stderr.contains(piece), "{stderr:?} should name {piece:?}");
        }
    }
}

/// `need` over a period: the remaining games are played in the last event, on its Ro.
#[test]
fn need_over_a_period_of_events() {
    let output = elocalc_with_stdin(
        &[
            "need",
            "--rating",
            "2505",
            "--k",
            "10",
            "--file",
            "-",
            "--remaining",
            "1",
            "--opponents",
            "2505",
            "--target",
            "2508",
            "--json",
        ],
        &std::fs::read_to_string(fixture("period/p1.txt")).unwrap(),
    );
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    // +1.90 so far; a win against 2505 (PD 0.50) adds +5.00: +6.90 → 2512; a draw +1.90 → 2507;
    // so 2508 needs the win.
    assert_eq!(value["points_needed"], 1);
    assert_eq!(value["new_rating_if_all_won"], 2512);
    assert_eq!(value["new_rating_if_all_lost"], 2502);
}

/// Runs `period --rating 2000 --file -` on `file`, the JSON.
fn period_json(file: &str) -> Value {
    let output = elocalc_with_stdin(
        &["period", "--rating", "2000", "--file", "-", "--json"],
        file,
    );
    serde_json::from_str(&stdout(&output)).unwrap()
}

/// Runs `period --rating 2000 --file -` on `file`: refused in one line holding `pieces`.
fn assert_file_refused(file: &str, pieces: &[&str]) {
    let output = elocalc_with_stdin(&["period", "--rating", "2000", "--file", "-"], file);
    assert_eq!(output.status.code(), Some(2), "{file:?}");
    assert!(output.stdout.is_empty(), "{file:?}");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    for piece in pieces {
        assert!(stderr.contains(piece), "{stderr:?} should name {piece:?}");
    }
}

/// An event's own K is bound by K·n ≤ 700 over the period: 40 × 20 = 800, so 35; twenty wins
/// at PD 0.50 bring 35 × 10 = +350.
#[test]
fn an_events_own_k_is_bound_by_k_times_n_over_the_period() {
    let file = format!("event A | k 40\n{}", "2000 | 1\n".repeat(20));
    let value = period_json(&file);
    assert_eq!(value["events"][0]["k"], 35);
    assert_eq!(value["new_rating"], 2350);
    // Two events, one with K 20 written out: both at the period's 17 (17 × 40 = 680 ≤ 700).
    let file = format!(
        "event A | k 20\n{}event B\n{}",
        "2000 | 1\n".repeat(20),
        "2000 | 0\n".repeat(20)
    );
    let value = period_json(&file);
    assert_eq!(value["events"][0]["k"], 17);
    assert_eq!(value["events"][1]["k"], 17);
    assert_eq!(value["new_rating"], 2000);
}

/// Totals no games can bring: below 2650 a game's PD lies from 0.08 to 0.92.
#[test]
fn totals_no_games_can_bring_are_refused() {
    assert_file_refused(
        "event A | games 1 | chg 1\n",
        &["event 1", "+1.00", "-0.92 to +0.92"],
    );
    // 35 wins: W − chg must be from 35 × 0.08 to 35 × 0.92, so chg from +2.80 to +32.20.
    assert_file_refused(
        "event A | games 35 | chg 35 | score 35\n",
        &["event 1", "+2.80 to +32.20"],
    );
    // The largest possible is taken: 35 wins all at PD 0.08.
    let value = period_json("event A | games 35 | chg 32.2 | score 35\n");
    assert_eq!(value["change_unrounded"], 644.0);
}

#[test]
fn a_name_that_would_lose_its_options_is_refused() {
    assert_file_refused(
        "event Open #3 | rating 2100\n2000 | 1\n",
        &["-:1:", "'#' starts a comment"],
    );
    assert_file_refused(
        "event A rating 2100\n2000 | 1\n",
        &["-:1:", "event A | rating 2100"],
    );
    // A name that only looks like it: "Games" is no option's key.
    let value = period_json("event Commonwealth Games 2026\n2000 | 1\n");
    assert_eq!(value["events"][0]["name"], "Commonwealth Games 2026");
}

/// FIDE's April 2026 calculation of one player (quoted in issue 31): Bucharest Chess Weekend
/// ended on 15 February 2026, its first list March, and was rated late on the April list beside
/// Bucharest Spring Chess (3–13 March). Its games as FIDE's page gives them; by table 8.1.2 on
/// Ro 2194: PD 0.90, 0.82, 0.74, 0.46, 0.72, 0.73, so chg 4 − 4.37 = −0.37, K·chg −3.70. The
/// March event's games are made up here: 2194 won and drawn, +0.50 × 10 = +5.00; the period
/// +1.30 → +1.
const LATE_REPORT: &str = "\
event Bucharest Chess Weekend | rating 2194 | start 2026-02-13 | end 2026-02-15
1822 | 1
1934 | 1
2006 | 1
2220 | ½
2024 | ½
2015 | 0
event Bucharest Spring Chess | rating 2194 | start 2026-03-03 | end 2026-03-13
2194 | 1
2194 | ½
";

/// An event reported late is rated in the later period, as FIDE rates it, and every face says
/// why it is there: the list it would normally have been on, and the period's.
#[test]
fn a_late_reported_event_is_rated_in_the_later_period_and_said() {
    let period = ["period", "--rating", "2194", "--k", "10", "--file", "-"];
    let with =
        |extra: &[&'static str]| -> Vec<&str> { period.iter().chain(extra).copied().collect() };
    let output = elocalc_with_stdin(&with(&["--json"]), LATE_REPORT);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["list"], "2026-04-01");
    assert_eq!(value["events"][0]["change_unrounded"], -3.7);
    assert_eq!(value["events"][0]["list"], "2026-03-01");
    assert_eq!(value["events"][0]["reported_late"], true);
    assert_eq!(value["events"][1]["reported_late"], false);
    assert_eq!(value["events"][1]["reported_late_note"], Value::Null);
    assert_eq!(value["change_unrounded"], 1.3);
    assert_eq!(value["new_rating"], 2195);
    let note = value["events"][0]["reported_late_note"].as_str().unwrap();
    let english = "Event 1 · Bucharest Chess Weekend ended on 15 February 2026: it would normally \
        have been rated on the 1 March 2026 list; reported late, it is rated in this period, on \
        the 1 April 2026 list (FIDE B.02 9.1).";
    assert_eq!(note, english);
    // The JSON is the same in every language; the text and Markdown say it in theirs.
    for (lang, said) in [
        ("en", english),
        (
            "pt",
            "normalmente entraria na lista de 1 de março de 2026; registrado com atraso, é calculado neste período, na lista de 1 de abril de 2026",
        ),
        (
            "ru",
            "обычно он попал бы в список на 1 марта 2026; присланный с опозданием, он обсчитан в этом периоде, в списке на 1 апреля 2026",
        ),
    ] {
        let json = elocalc_with_stdin(
            &[&["--lang", lang][..], &with(&["--json"])].concat(),
            LATE_REPORT,
        );
        assert_eq!(stdout(&json), stdout(&output), "{lang}");
        for format in [&[][..], &["--format", "md"][..]] {
            let args = [&["--lang", lang][..], &with(format)].concat();
            let text = stdout(&elocalc_with_stdin(&args, LATE_REPORT));
            assert!(text.contains(said), "{lang} {format:?}: {text}");
        }
    }
}

/// Past the third list after the event (9.1), the note says that FIDE rates no such report,
/// and the period is still rated as given.
#[test]
fn an_event_past_the_third_list_after_it_is_said_to_be_so() {
    let value =
        period_json("event A | end 2025-08-10\n2000 | 1\nevent B | end 2025-11-10\n2000 | 1\n");
    assert_eq!(value["list"], "2025-12-01");
    assert_eq!(value["events"][0]["reported_late"], true);
    let note = value["events"][0]["reported_late_note"].as_str().unwrap();
    assert!(
        note.contains("1 September 2025 list, and a report not in time for the 1 November 2025 list, the third after it, is not rated"),
        "{note}"
    );
}

/// W not given for an event by its totals: the period's score, expected and points are not
/// known, and none is shown as if it were.
#[test]
fn an_unknown_w_is_never_shown_as_a_number() {
    let file = "event A | games 2 | chg 1\nevent B | games 3 | chg -0.5 | score 1\n";
    let value = period_json(file);
    assert_eq!(value["score"], Value::Null);
    assert_eq!(value["expected_total"], Value::Null);
    assert_eq!(value["total_points"], Value::Null);
    assert_eq!(value["events"][1]["expected"], 1.5);
    // 20 × (1 − 0.5) = +10.
    assert_eq!(value["new_rating"], 2010);
    let output = elocalc_with_stdin(&["period", "--rating", "2000", "--file", "-"], file);
    let text = stdout(&output);
    assert!(!text.contains("expected"), "{text}");
}
