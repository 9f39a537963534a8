//! Field mode with a FIDE list held: the report opened from a TRF takes each player's K from
//! the list in force, as `elocalc trf` does, shows where each K came from and every place the
//! file says other than the list, and charts a player's ratings over the months held. Lists are
//! generated here (FIDE's own are never part of the project) for the players of
//! tests/fixtures/trf/worked-example.trf (start 2026-03-02).

use crate::common;

use std::path::Path;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::trf::KSource;
use elocalc::rating::list::{ListMonth, ListRating};
use elocalc::report::player::HistoryMonth;
use elocalc::store::RatingsList;
use elocalc::tui::effects::Effects;
use elocalc::tui::state::RatingHistory;
use elocalc::tui::state::{App, Popup};
use elocalc::tui::view::history_chart::too_few;
use ratatui::{Terminal, backend::TestBackend};

fn month(text: &str) -> ListMonth {
    ListMonth::parse(text).unwrap()
}

fn standard(rating: u16, k: u8) -> Option<ListRating> {
    Some(ListRating {
        rating,
        games: 0,
        k: Some(k),
    })
}

/// The worked example opened in Field mode (F7, its path, Enter, Enter) with the lists of
/// `dir` (none: no lists at all).
fn opened(dir: Option<&Path>) -> Driven {
    let mut driven = with_lists(dir);
    open_worked(&mut driven);
    driven
}

fn with_lists(dir: Option<&Path>) -> Driven {
    Driven {
        app: App::new(),
        effects: Effects::new(None).with_lists(dir.map(Path::to_path_buf)),
    }
}

fn open_worked(driven: &mut Driven) {
    driven.press(KeyCode::F(7));
    driven.type_text(&fixture("trf/worked-example.trf"));
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
}

/// (K, where it came from, change unrounded, change, new rating) of the player of `rank`.
fn k_and_change(app: &App, rank: u16) -> (u32, KSource, f64, f64, f64) {
    let report = app.field_report().unwrap();
    let result = report
        .players
        .iter()
        .find(|result| report.player(result).start_rank == rank)
        .unwrap();
    let period = result.period.unwrap();
    let (k, source) = result.k.unwrap();
    (
        k.value(),
        source,
        (period.change_unrounded * 100.0).round() / 100.0,
        period.change.value(),
        period.new_rating.value(),
    )
}

/// Down to the player of starting rank `rank` (the table is in starting-rank order).
fn select(driven: &mut Driven, rank: usize) {
    driven.press(KeyCode::Home);
    for _ in 1..rank {
        driven.press(KeyCode::Char('j'));
    }
}

#[test]
fn the_list_in_force_gives_k_as_elocalc_trf_does_and_an_undo_keeps_it() {
    let dir = temp_dir();
    // The start is 2026-03-02: March's list is in force, April's not yet.
    hold_list(dir.path(), "2026-02", worked_list(2690, 10));
    hold_list(dir.path(), "2026-03", worked_list(2700, 40));
    hold_list(dir.path(), "2026-04", worked_list(2710, 10));
    let mut driven = opened(Some(dir.path()));
    let march = KSource::List(month("2026-03"));
    let report = driven.app.field_report().unwrap();
    assert_eq!(report.list.as_ref().unwrap().month, month("2026-03"));
    // Dora: the file's rule gives 20, the list 40. Her Σ(score − PD) is −0.37 (docs/rules/
    // trf.md §7: −7.4 with K 20), so 40 × −0.37 = −14.8 → −15, 1950 → 1935.
    assert_eq!(
        k_and_change(&driven.app, 4),
        (40, march, -14.8, -15.0, 1935.0)
    );
    // Emil: Σ +0.26 (K 20: +5.2): 40 × 0.26 = +10.4 → +10.
    assert_eq!(
        k_and_change(&driven.app, 5),
        (40, march, 10.4, 10.0, 1620.0)
    );
    // Cem is not on the list: the file's junior rule, 40, +28.4.
    assert_eq!(k_and_change(&driven.app, 3).0, 40);
    assert!(matches!(k_and_change(&driven.app, 3).1, KSource::File(_)));
    // Four differences: Ben's rating; Emil's federation, title, year of birth.
    assert_eq!(report.list_differences.len(), 4);
    // The notes say the UI's ways of giving a K, not the command line's flags.
    let notes = elocalc::report::sheet::field_notes(report, elocalc::report::words::GIVE_K_KEY);
    let list_note = notes
        .iter()
        .find(|note| note.contains("FIDE list of"))
        .unwrap();
    assert!(list_note.contains("a K typed for a player, then the one K for everyone"));
    assert!(!list_note.contains("--"), "{list_note}");

    // A K typed for Dora wins over the list's; undone, the list's is back, and redone again.
    select(&mut driven, 4);
    driven.press(KeyCode::Enter);
    driven.type_text("20");
    driven.press(KeyCode::Enter);
    assert_eq!(
        k_and_change(&driven.app, 4),
        (20, KSource::Player, -7.4, -7.0, 1943.0)
    );
    driven.press(KeyCode::Char('u'));
    assert_eq!(
        k_and_change(&driven.app, 4),
        (40, march, -14.8, -15.0, 1935.0)
    );
    driven.press(KeyCode::Char('U'));
    assert_eq!(k_and_change(&driven.app, 4).1, KSource::Player);
    // The list is never kept in the session: it is looked up again when the report opens.
    let json = serde_json::to_string(driven.app.request()).unwrap();
    assert!(!json.contains("2026-03"), "{json}");
}

#[test]
fn without_a_list_field_mode_is_as_it_was_and_no_database_is_made() {
    let before = opened(None);
    let empty = temp_dir();
    let without = opened(Some(empty.path()));
    assert_eq!(std::fs::read_dir(empty.path()).unwrap().count(), 0);
    for (width, height) in [(80, 24), (120, 40)] {
        assert_eq!(
            screen(&without.app, width, height),
            screen(&before.app, width, height)
        );
    }
    assert!(without.app.field_report().unwrap().list.is_none());
    // Only a later month held: none is in force, the status says so, the report is as before.
    let later = temp_dir();
    hold_list(later.path(), "2026-04", worked_list(2700, 40));
    let mut driven = opened(Some(later.path()));
    assert!(driven.app.field_report().unwrap().list.is_none());
    let status = driven.app.status().unwrap();
    assert_eq!(
        status.text,
        "no FIDE list held is dated on or before the start (2026-03-02): K from the file only, \
         and no check against a list"
    );
    assert!(!status.error);
    // The months held still make Anna's history, in force for this report or not.
    driven.press(KeyCode::Char('h'));
    let Some(Popup::History(history)) = driven.app.popup() else {
        panic!("no chart: {:?}", driven.app.status());
    };
    assert_eq!(history.months.len(), 1);
    assert_eq!(history.months[0].month, month("2026-04"));
}

#[test]
fn a_list_that_cannot_be_read_is_one_line_and_the_report_is_made_without_it() {
    let dir = temp_dir();
    // A directory where the database file would be: it cannot be opened.
    std::fs::create_dir(RatingsList::default_path(dir.path())).unwrap();
    // The lists are not looked at before a report is open in Field mode: not at the start,
    // not in another mode, not in Field mode without a report.
    let mut driven = with_lists(Some(dir.path()));
    for key in [KeyCode::Tab, KeyCode::F(3), KeyCode::F(6)] {
        driven.press(key);
        assert!(
            driven.app.status().is_none_or(|status| !status.error),
            "{:?}",
            driven.app.status()
        );
    }
    open_worked(&mut driven);
    let status = driven.app.status().unwrap();
    assert!(status.error, "{status:?}");
    assert!(
        status.text.starts_with("the FIDE list is not used: "),
        "{}",
        status.text
    );
    assert!(!status.text.contains('\n'));
    let report = driven.app.field_report().unwrap();
    assert!(report.list.is_none());
    assert_eq!(k_and_change(&driven.app, 4).0, 20);
}

#[test]
fn field_mode_shows_each_k_source_and_every_warning() {
    let dir = temp_dir();
    hold_list(dir.path(), "2026-03", worked_list(2700, 40));
    let mut driven = opened(Some(dir.path()));
    let small = screen(&driven.app, 80, 24);
    assert_contains(
        &small,
        &[
            // The K column marks the list's K; the players the list says otherwise of, !.
            "1    1 Alpha, Anna    GM    NOR    2700 10 L",
            "! Bravo, Ben",
            "40 L",
            " list 2026-03: K for 4 (L) · 4 warnings (!) · 1 not on it · h history ",
            // The selected player's K source, above their rounds.
            "K 10 L: the player's K on the 2026-03 list",
        ],
    );
    insta::assert_snapshot!("field_list_80x24", small);
    // Emil: his K and his three warnings, each whole at 80 columns.
    select(&mut driven, 5);
    let emil = screen(&driven.app, 80, 24);
    assert_contains(
        &emil,
        &[
            "K 40 L: the player's K on the 2026-03 list",
            "! federation: ESP in the file, AND on the 2026-03 list (the file's is used)",
            "! title: none in the file, CM on the 2026-03 list (the file's is used)",
            "! born: 1970 in the file, 1971 on the 2026-03 list (the file's is used)",
        ],
    );
    insta::assert_snapshot!("field_list_emil_80x24", emil);
    // Cem, not on the list: the file's rule; a wide screen shows Δ unrounded too.
    select(&mut driven, 3);
    let large = screen(&driven.app, 120, 40);
    assert_contains(
        &large,
        &[
            "K 40: the file's rule, not on the 2026-03 list",
            "1950  40 L  3  1.5      0  0.37       -14.80  -15  1935",
            // Which list gave K comes first in the band above.
            "│K from the FIDE list of 2026-03 (the latest held dated on or before the start,│",
        ],
    );
    insta::assert_snapshot!("field_list_120x40", large);
}

#[test]
fn h_charts_the_selected_players_ratings_over_the_months_held() {
    let dir = temp_dir();
    hold_list(dir.path(), "2026-01", worked_list(2680, 10));
    // February: Anna without a standard rating (a gap), a rapid one instead.
    let mut february = worked_list(2690, 10);
    february[0].standard = None;
    february[0].rapid = standard(2600, 20);
    hold_list(dir.path(), "2026-02", february);
    hold_list(dir.path(), "2026-03", worked_list(2700, 10));
    let mut driven = opened(Some(dir.path()));
    driven.press(KeyCode::Char('h'));
    let Some(Popup::History(history)) = driven.app.popup() else {
        panic!("no chart: {:?}", driven.app.status());
    };
    assert_eq!(history.player, "Alpha, Anna · 1503014");
    let standard: Vec<Option<u16>> = history.months.iter().map(|m| m.standard).collect();
    assert_eq!(standard, [Some(2680), None, Some(2700)]);
    let shown = screen(&driven.app, 80, 24);
    assert_contains(
        &shown,
        &[
            "Rating history · Alpha, Anna · 1503014",
            "standard ⣿",
            "rapid ▀",
        ],
    );
    // Esc closes it.
    driven.press(KeyCode::Esc);
    assert!(driven.app.popup().is_none());
    // Fay has no FIDE ID: said, no chart.
    select(&mut driven, 6);
    driven.press(KeyCode::Char('h'));
    assert!(driven.app.popup().is_none());
    assert_eq!(
        driven.app.status().unwrap().text,
        "no rating history: Foxtrot, Fay has no FIDE ID in the file"
    );
    // Without a list, h says so.
    let mut without = opened(None);
    without.press(KeyCode::Char('h'));
    assert!(without.app.popup().is_none());
    assert!(
        without
            .app
            .status()
            .unwrap()
            .text
            .starts_with("no rating history: no FIDE list")
    );
}

fn chart_screen(history: &RatingHistory, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| elocalc::tui::view::history_chart::render(frame, frame.area(), history))
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            let line: String = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
            format!("{}\n", line.trim_end())
        })
        .collect()
}

fn held(text: &str, standard: Option<u16>, rapid: Option<u16>, blitz: Option<u16>) -> HistoryMonth {
    HistoryMonth {
        month: month(text),
        standard,
        rapid,
        blitz,
    }
}

#[test]
fn the_history_chart_draws_three_months_with_a_gap_and_says_when_there_is_too_little() {
    let history = RatingHistory {
        player: "Example, Maria · 9900011".into(),
        months: vec![
            held("2026-01", Some(1795), Some(1767), Some(1740)),
            // No standard rating in February: the line stops and starts again.
            held("2026-02", None, Some(1780), Some(1750)),
            held("2026-03", Some(1810), Some(1790), None),
        ],
    };
    assert_eq!(too_few(&history), None);
    let shown = chart_screen(&history, 80, 24);
    assert_contains(
        &shown,
        &[
            "Rating history · Example, Maria · 9900011",
            "standard ⣿",
            "rapid ▀",
            "blitz •",
            "2026-01",
            "2026-02",
            "2026-03",
            "Esc closes",
        ],
    );
    insta::assert_snapshot!("history_chart_80x24", shown);

    let one = RatingHistory {
        months: history.months[..1].to_vec(),
        ..history.clone()
    };
    let said = chart_screen(&one, 80, 24);
    assert_contains(
        &said,
        &["one month held with a rating (2026-01): import more lists for a history"],
    );
    // Two months held, one of them without a rating on any list: one month to show, too.
    let one_rated = RatingHistory {
        months: vec![history.months[2], held("2026-04", None, None, None)],
        ..history.clone()
    };
    assert_eq!(
        too_few(&one_rated).as_deref(),
        Some("one month held with a rating (2026-03): import more lists for a history")
    );
    let none = RatingHistory {
        months: Vec::new(),
        ..history.clone()
    };
    assert_contains(
        &chart_screen(&none, 80, 24),
        &["no rating on any list held: nothing to chart"],
    );
    // Every size draws without a panic, down to nothing, the chart and the message alike.
    for width in (0..=120).step_by(7) {
        for height in 0..=30 {
            chart_screen(&one, width, height);
            chart_screen(&history, width, height);
        }
    }
}

#[test]
fn a_session_that_opens_in_field_mode_is_rated_with_the_list_once_it_is_drawn() {
    let dir = temp_dir();
    hold_list(dir.path(), "2026-03", worked_list(2700, 40));
    // The session keeps the report's text, never the list.
    let request = elocalc::calc::Request {
        mode: elocalc::calc::Mode::Field,
        field: elocalc::calc::FieldEntries {
            text: std::fs::read_to_string(fixture("trf/worked-example.trf"))
                .unwrap()
                .into(),
            ..Default::default()
        },
        ..Default::default()
    };
    let json = serde_json::to_value(&request).unwrap();
    let back: elocalc::calc::Request = serde_json::from_value(json).unwrap();
    let app = App::with_request(back, elocalc::store::SessionName::default_name());
    let mut driven = Driven {
        app,
        effects: Effects::new(None).with_lists(Some(dir.path().to_path_buf())),
    };
    assert!(driven.app.field_report().unwrap().list.is_none());
    // The event loop's first message: the terminal's size.
    driven.send(elocalc::tui::message::Message::Resize(80, 24));
    assert_eq!(
        k_and_change(&driven.app, 4),
        (40, KSource::List(month("2026-03")), -14.8, -15.0, 1935.0)
    );
    // Nothing to save: the list is no change of the person's.
    assert!(!driven.app.is_dirty());
}

/// A report whose players have no rating in it rates nobody: the summary says so first, in
/// words, rather than a table of dashes.
#[test]
fn a_report_with_no_ratings_says_nothing_is_rated() {
    let text: String = std::fs::read_to_string(fixture("trf/worked-example.trf"))
        .unwrap()
        .lines()
        .map(|line| {
            if line.starts_with("001") && line.len() > 52 {
                format!("{}   0{}", &line[..48], &line[52..])
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let dir = temp_dir();
    let path = dir.path().join("unrated.trf");
    std::fs::write(&path, text).unwrap();
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(6));
    driven.press(KeyCode::F(7));
    driven.type_text(path.to_str().unwrap());
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    let shown = screen(&driven.app, 120, 40);
    assert!(
        shown.contains("No player of this file has a FIDE Standard rating in it"),
        "{shown}"
    );
}

/// A report whose file name is longer than its panel's title shows it shortened with "…".
#[test]
fn a_long_report_file_name_is_shortened_in_the_title() {
    let dir = temp_dir();
    let long = dir
        .path()
        .join("GrzegorzKi-CompetiChess__testTrfFile-of-a-long-name.trf");
    std::fs::copy(fixture("trf/worked-example.trf"), &long).unwrap();
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(7));
    driven.replace(long.to_str().unwrap());
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    let shown = screen(&driven.app, 80, 24);
    let title = shown.lines().nth(1).unwrap_or_default();
    assert!(title.contains("GrzegorzKi-CompetiChess__test"), "{shown}");
    assert!(title.ends_with("… ─┐"), "{title}");
}
