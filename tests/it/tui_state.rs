//! Key sequences on the app state: what the user types and the numbers the core gives back.

use crate::common;

use common::*;
use crossterm::event::{KeyCode, KeyModifiers};
use elocalc::calc::{Entry, KPreset, Mode, Outcome, RowScore};
use elocalc::rating::{Amount, Pool, Score};
use elocalc::tui::state::App;

fn game(app: &App) -> &elocalc::rating::GameOutcome {
    match app.outcome() {
        Outcome::Game(outcome) => outcome,
        other => panic!("no game result: {other:?}"),
    }
}

fn period(app: &App) -> &elocalc::rating::PeriodOutcome {
    match app.outcome() {
        Outcome::Period(period) => &period.outcome,
        other => panic!("no period result: {other:?}"),
    }
}

#[test]
fn a_fresh_start() {
    let app = App::new();
    assert_eq!(app.request().mode, Mode::Game);
    assert_eq!(app.request().pool(), Pool::FideStandard);
    assert_eq!(app.focus(), Some(Entry::Rating));
    assert_eq!(app.request().result, Score::Win);
    assert_eq!(app.request().k.preset, KPreset::K20);
    assert_eq!(app.request().rating, "1500");
    assert_eq!(app.request().opponent, "1500");
    // 1500 beats 1500 at K 20: +10 / −10.
    assert_eq!(game(&app).player.change, Amount::Whole(10));
    assert_eq!(game(&app).opponent.new_rating, Amount::Whole(1490));
}

#[test]
fn typing_two_ratings_recomputes_on_every_key() {
    let mut app = App::new();
    replace(&mut app, "16");
    // "16" is a valid rating (far below 1500): the result is already there.
    assert_eq!(game(&app).player.difference_used, Some(-400.0));
    type_text(&mut app, "00");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "1400");
    let outcome = game(&app);
    // D 200 → PD 0.76: 20 × 0.24 = 4.80 → +5.
    assert_eq!(outcome.player.change, Amount::Whole(5));
    assert_eq!(outcome.player.new_rating, Amount::Whole(1605));
    assert_eq!(outcome.opponent.new_rating, Amount::Whole(1395));
}

#[test]
fn the_result_field_takes_the_score_letters() {
    let mut app = App::new();
    focus(&mut app, Entry::Result);
    for (key, score) in [
        ('d', Score::Draw),
        ('l', Score::Loss),
        ('1', Score::Win),
        ('=', Score::Draw),
        ('0', Score::Loss),
        ('½', Score::Draw),
        ('w', Score::Win),
    ] {
        press(&mut app, KeyCode::Char(key));
        assert_eq!(app.request().result, score, "{key}");
    }
    // Elsewhere the letters are not scores: on the pool field w does nothing.
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.request().result, Score::Win);
}

#[test]
fn choices_change_with_arrows_and_space() {
    let mut app = App::new();
    focus(&mut app, Entry::Result);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().result, Score::Draw);
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.request().result, Score::Loss);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().result, Score::Draw);
    assert_eq!(game(&app).player.change, Amount::Whole(0));
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().pool(), Pool::Continuous);
    assert!(matches!(game(&app).player.change, Amount::Real(_)));
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().pool(), Pool::FideRapid);
}

#[test]
fn custom_k_appears_as_a_field() {
    let mut app = App::new();
    focus(&mut app, Entry::KPreset);
    assert!(!app.fields().contains(&Entry::CustomK));
    press(&mut app, KeyCode::Left); // 20 → 32
    assert_eq!(app.request().k.preset, KPreset::K32);
    for _ in 0..3 {
        press(&mut app, KeyCode::Right); // 32 → 20 → 10 → Custom
    }
    assert_eq!(app.request().k.preset, KPreset::Custom);
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.focus(), Some(Entry::CustomK));
    replace(&mut app, "15");
    // 1500 beats 1500 at K 15: +7.5 → +8.
    assert_eq!(game(&app).player.change, Amount::Whole(8));
}

#[test]
fn the_opponent_k_defaults_to_k() {
    let mut app = App::new();
    focus(&mut app, Entry::OpponentK);
    assert_eq!(game(&app).opponent.k.value(), 20);
    type_text(&mut app, "40");
    assert_eq!(game(&app).opponent.k.value(), 40);
    assert_eq!(game(&app).opponent.change, Amount::Whole(-20));
}

#[test]
fn bad_input_marks_the_field_and_shows_why() {
    let mut app = App::new();
    replace(&mut app, "5000");
    assert_eq!(
        app.error_for(Entry::Rating).as_deref(),
        Some("rating '5000' must be a number from 0 to 4000")
    );
    assert!(
        matches!(app.outcome(), Outcome::Invalid(problem) if problem.to_string().contains("5000"))
    );
    // What is typed is kept and marked, never silently changed: 1e3 stays 1e3, -100 stays -100.
    for typed in ["1500x", "1e3", "-100"] {
        replace(&mut app, typed);
        assert_eq!(app.request().rating, typed);
        assert!(app.error_for(Entry::Rating).unwrap().contains(typed));
        assert!(matches!(app.outcome(), Outcome::Invalid(_)));
    }
    replace(&mut app, "1500");
    // A fraction is fine in the continuous pool only.
    type_text(&mut app, ".5");
    assert!(
        app.error_for(Entry::Rating)
            .unwrap()
            .contains("whole number")
    );
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().pool(), Pool::Continuous);
    assert_eq!(app.error_for(Entry::Rating), None);
    assert!(matches!(app.outcome(), Outcome::Game(_)));
}

#[test]
fn an_empty_field_is_an_error_not_a_zero() {
    let mut app = App::new();
    replace(&mut app, "");
    assert!(app.error_for(Entry::Rating).is_some());
    assert!(matches!(app.outcome(), Outcome::Invalid(_)));
}

#[test]
fn t27_entered_through_the_keyboard() {
    let mut app = App::new();
    replace(&mut app, "1922");
    press(&mut app, KeyCode::F(3));
    assert_eq!(app.request().mode, Mode::Tournament);
    focus(&mut app, Entry::KPreset);
    press(&mut app, KeyCode::Home); // not a choice key: nothing happens
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().k.preset, KPreset::K40);
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "1798", "1");
    add_game(&mut app, "1801", "0");
    add_game(&mut app, "1897", "w");
    let outcome = period(&app);
    assert_eq!(outcome.rated_games, 3);
    assert!((outcome.change_unrounded - 5.6).abs() < 1e-9);
    assert_eq!(outcome.change, Amount::Whole(6));
    assert_eq!(outcome.new_rating, Amount::Whole(1928));
}

#[test]
fn rows_can_be_deleted_restored_and_edited() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [("1800", "1"), ("1900", "½"), ("unrated", "0")] {
        add_game(&mut app, opponent, score);
    }
    let opponents = |app: &App| -> Vec<String> {
        app.request()
            .rows
            .iter()
            .map(|r| r.opponent.clone())
            .collect()
    };
    assert_eq!(opponents(&app), ["1800", "1900", "unrated"]);
    assert_eq!(app.request().rows[1].score, RowScore::Played(Score::Draw));
    assert_eq!(period(&app).rated_games, 2);

    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(opponents(&app), ["1800", "unrated"]);
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Delete);
    assert_eq!(opponents(&app), ["unrated"]);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(opponents(&app), ["1800", "unrated"]);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(opponents(&app), ["1800", "1900", "unrated"]);
    // Undo goes on past the deletes: the last game added goes, and redo brings it back.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(opponents(&app), ["1800", "1900"]);
    ctrl(&mut app, 'r');
    assert_eq!(opponents(&app), ["1800", "1900", "unrated"]);
    assert!(
        app.status()
            .unwrap()
            .text
            .starts_with("redone: game 3 (unrated, 0) added")
    );

    // Edit the opponent of the selected row (1900) in place: Enter keeps it and closes the
    // editor there, as a web form's Enter; → then goes to the Score column.
    assert_eq!(app.tournament().selected, 1);
    press(&mut app, KeyCode::Enter);
    replace(&mut app, "2000");
    press(&mut app, KeyCode::Enter);
    assert_eq!(opponents(&app), ["1800", "2000", "unrated"]);
    assert!(
        app.tournament().editor.is_none(),
        "Enter stops at the cell kept"
    );
    press(&mut app, KeyCode::Right);
    // Quick score keys on the Score column, as the command line writes scores.
    for (key, score) in [
        ('l', Score::Loss),
        ('=', Score::Draw),
        ('1', Score::Win),
        ('d', Score::Draw),
        ('0', Score::Loss),
        ('½', Score::Draw),
        ('w', Score::Win),
    ] {
        press(&mut app, KeyCode::Char(key));
        assert_eq!(
            app.request().rows[1].score,
            RowScore::Played(score),
            "{key}"
        );
    }
    assert_eq!(app.request().rows.len(), 3, "d is a draw, not a delete");
}

#[test]
fn a_bad_cell_stays_open_with_the_reason() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "abc");
    press(&mut app, KeyCode::Enter);
    let editor = app.tournament().editor.as_ref().expect("still editing");
    assert!(editor.error.as_deref().unwrap().contains("'abc'"));
    assert!(app.request().rows.is_empty(), "nothing added");
    // q is typed in a cell, not taken as quit.
    type_text(&mut app, "q");
    assert!(!app.is_quitting());
    press(&mut app, KeyCode::Esc);
    assert!(app.tournament().editor.is_none());
    assert!(app.request().rows.is_empty());
}

#[test]
fn switching_to_a_fide_pool_flags_fractional_opponents() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.request().pool(), Pool::Continuous);
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "1600.5", "1");
    assert!(matches!(app.outcome(), Outcome::Period(_)));
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.evaluation().row_errors.len(), 1);
    assert!(
        matches!(app.outcome(), Outcome::Invalid(problem) if problem.to_string().starts_with("game 1:"))
    );
}

#[test]
fn multi_mode_through_the_keyboard() {
    let mut app = multi_app();
    let Outcome::Multi(outcome) = app.outcome() else {
        panic!("no multi result");
    };
    // 1500 vs 1600: PD 0.36; 20 × (3.5 − 5 × 0.36) = +34.
    assert_eq!(outcome.change, Amount::Whole(34));
    assert_eq!(outcome.new_rating, Amount::Whole(1534));
    replace(&mut app, "6");
    assert!(
        app.error_for(Entry::Points)
            .unwrap()
            .contains("from 0 to 5")
    );
}

#[test]
fn quit_help_and_release_events() {
    let mut app = App::new();
    // Typing in a text field, q and ? are text; Esc cancels the edit.
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "q?");
    assert!(!app.is_quitting() && !app.show_help());
    assert_eq!(app.request().rating, "1500q?");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().rating, "1500");
    release(&mut app, KeyCode::Char('q'));
    assert!(!app.is_quitting(), "a key release is not a command");
    press(&mut app, KeyCode::Char('?'));
    assert!(app.show_help());
    press(&mut app, KeyCode::Char('q'));
    assert!(
        !app.show_help() && !app.is_quitting(),
        "q closes the help first"
    );
    press(&mut app, KeyCode::F(1));
    press(&mut app, KeyCode::Esc);
    assert!(!app.show_help());
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.is_quitting(), "one q only says how to quit");
    assert_eq!(
        app.status().map(|s| s.text.as_str()),
        Some("q again quits (the session is saved) · ^Q quits at once")
    );
    // A key between the two (a paste's "wq" then more) keeps elocalc open.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Char('q'));
    assert!(
        !app.is_quitting(),
        "a q after another key only says how to quit"
    );
    press(&mut app, KeyCode::Char('q'));
    assert!(app.is_quitting(), "q q quits outside a text field");
    // Ctrl-C and Ctrl-Q quit from anywhere, a text field too.
    for key in ['c', 'q'] {
        let mut app = App::new();
        press_with(&mut app, KeyCode::Char(key), KeyModifiers::CONTROL);
        assert!(app.is_quitting(), "Ctrl-{key}");
    }
}

#[test]
fn paste_goes_into_the_focused_field() {
    let mut app = App::new();
    replace(&mut app, "");
    paste(&mut app, "2100\n");
    assert_eq!(
        app.request().rating,
        "2100",
        "a line end is not text in a field"
    );
    // What is pasted is kept as it is: a space makes the rating invalid, it is not dropped.
    replace(&mut app, "");
    paste(&mut app, "2 100");
    assert_eq!(app.request().rating, "2 100");
    assert!(app.error_for(Entry::Rating).unwrap().contains("'2 100'"));
    // A paste longer than any value is cut, and said.
    replace(&mut app, "");
    paste(&mut app, &"9".repeat(100_000));
    assert_eq!(app.request().rating.len(), 256);
    assert!(app.status().unwrap().text.contains("cut at 256"));
}

#[test]
fn a_thousand_rows() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for i in 0..1000 {
        add_game(
            &mut app,
            &(1400 + i % 800).to_string(),
            ["1", "0.5", "0"][i % 3],
        );
    }
    assert_eq!(period(&app).rated_games, 1000);
    press(&mut app, KeyCode::PageUp);
    assert_eq!(app.tournament().selected, 989);
    press(&mut app, KeyCode::Home);
    assert_eq!(app.tournament().selected, 0);
    press(&mut app, KeyCode::End);
    assert_eq!(app.tournament().selected, 999);
}

#[test]
fn fide_auto_k_from_the_profile() {
    let mut app = App::new();
    app = app.in_year(2026);
    replace(&mut app, "2150");
    focus(&mut app, Entry::KPreset);
    press(&mut app, KeyCode::Left); // 20 → 32 → … wraps: Left from 20 is 32
    while app.request().k.preset != KPreset::FideAuto {
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(
        &app.fields()[4..8],
        [
            Entry::KPreset,
            Entry::GamesPlayed,
            Entry::Born,
            Entry::Reached2400
        ]
    );
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "45");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "2010");
    // 16 in 2026 and rated below 2300: K 40.
    assert_eq!(
        app.evaluation().k_rule,
        Some(elocalc::rating::KRule::Junior)
    );
    assert_eq!(game(&app).player.k.value(), 40);
    assert_eq!(
        game(&app).opponent.k.value(),
        20,
        "a K from your profile is yours: the opponent's is their own"
    );
    replace(&mut app, "1990");
    assert_eq!(game(&app).player.k.value(), 20);
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.focus(), Some(Entry::Reached2400));
    press(&mut app, KeyCode::Char(' '));
    assert!(app.request().k.reached_2400);
    assert_eq!(game(&app).player.k.value(), 10);
    assert_eq!(
        game(&app).opponent.k.value(),
        20,
        "K 10 is not copied to the opponent"
    );
    let screen = screen(&app, 80, 24);
    assert_contains(&screen, &["20 (their own)", "Opponent  table 8.1.2"]);
    assert!(screen.contains("PD 0.08 · 20"), "{screen}");
    assert_eq!(
        app.evaluation().k_rule,
        Some(elocalc::rating::KRule::Reached2400)
    );
    // A bad year marks the field.
    focus(&mut app, Entry::Born);
    replace(&mut app, "3000");
    assert!(app.error_for(Entry::Born).unwrap().contains("1900 to 2100"));
}

#[test]
fn tournament_totals_include_the_performance() {
    let mut app = App::new();
    replace(&mut app, "1922");
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "1798", "1");
    add_game(&mut app, "1801", "0");
    add_game(&mut app, "1897", "1");
    let performance = app.evaluation().performance.expect("a performance");
    // Ra 1832, p 0.67 → dp +125.
    assert_eq!(performance.rating, Some(1957.0));
}

#[test]
fn an_unrated_player_gets_a_first_rating() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "");
    type_text(&mut app, "unrated");
    assert_eq!(app.request().rating, "unrated");
    focus(&mut app, Entry::Rows);
    for _ in 0..4 {
        add_game(&mut app, "1500", "0");
    }
    add_game(&mut app, "1500", "1");
    let Outcome::Initial(initial) = app.outcome() else {
        panic!("no initial rating: {:?}", app.outcome());
    };
    // Ra 1585.71, p 0.29 → −158: 1428.
    assert_eq!(initial.rating, Some(1428));
    assert!(initial.is_published());
    // Other letters are typed too, and make the rating invalid: q does not quit from a field.
    focus(&mut app, Entry::Rating);
    press(&mut app, KeyCode::Char('e'));
    type_text(&mut app, "q");
    assert!(!app.is_quitting());
    assert!(app.error_for(Entry::Rating).unwrap().contains("'unratedq'"));
}

#[test]
fn a_game_never_gets_a_score_that_was_not_given() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    // Esc at the score step: the new game is gone, as it is at the opponent step.
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "1500");
    press(&mut app, KeyCode::Enter);
    assert!(
        app.request().rows.is_empty(),
        "nothing in the table before its score"
    );
    press(&mut app, KeyCode::Esc);
    assert!(app.request().rows.is_empty());
    // A blank score is refused at the score step, and the game waits for one.
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "1500");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    let editor = app
        .tournament()
        .editor
        .as_ref()
        .expect("still asking for the score");
    assert!(editor.error.as_deref().unwrap().contains("no score"));
    assert!(app.request().rows.is_empty());
    // Ctrl-C at the score step quits with no game saved.
    ctrl(&mut app, 'c');
    assert!(app.is_quitting());
    assert!(app.request().rows.is_empty());
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "1500", "½");
    assert_eq!(app.request().rows[0].score, RowScore::Played(Score::Draw));
}

#[test]
fn a_field_is_navigated_until_typing_starts_and_one_edit_is_one_undo_step() {
    let mut app = App::new();
    // The rating field has the focus, nothing selected: a digit starts a new value.
    type_text(&mut app, "1600");
    assert!(app.is_typing());
    assert_eq!(app.request().rating, "1600");
    // Tab keeps it and moves on, not typing; `e` then types at the end of the value.
    press(&mut app, KeyCode::Tab);
    assert!(!app.is_typing() && !app.field_editor().selected);
    press(&mut app, KeyCode::Char('e'));
    type_text(&mut app, "0");
    assert_eq!(app.request().opponent, "15000");
    // Esc cancels that edit: the value before it comes back.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().opponent, "1500");
    // One committed edit is one undo step, named.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().rating, "1500");
    assert_eq!(
        app.status().unwrap().text,
        "undone: Your rating: 1500 → 1600 · ^R redoes"
    );
    press(&mut app, KeyCode::Char('U'));
    assert_eq!(app.request().rating, "1600");
    // ^R while typing keeps neither the typing (a new step would clear redo) nor drops it:
    // said, the redo still there for when the typing is kept or cancelled.
    press(&mut app, KeyCode::Char('u'));
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "7");
    ctrl(&mut app, 'r');
    assert!(app.is_typing(), "what is typed stays being typed");
    assert_eq!(app.request().opponent, "15007");
    assert!(app.status().unwrap().text.contains("Esc cancels it, then"));
    press(&mut app, KeyCode::Esc);
    ctrl(&mut app, 'r');
    assert_eq!(app.request().opponent, "1500", "the typing cancelled");
    assert_eq!(app.request().rating, "1600", "the step undone is redone");
    // Nothing typed yet: ^R closes the typing and redoes.
    press(&mut app, KeyCode::Char('u'));
    press(&mut app, KeyCode::Enter);
    ctrl(&mut app, 'r');
    assert!(!app.is_typing());
    assert_eq!(app.request().rating, "1600");
    // A pre-filled prompt is selected: Ctrl-S offers the session's name, typing replaces it.
    ctrl(&mut app, 's');
    type_text(&mut app, "Club Open: R1");
    let Some(elocalc::tui::state::Popup::SaveAs(prompt)) = app.popup() else {
        panic!("the save prompt is open");
    };
    assert_eq!(prompt.input.value(), "Club Open: R1");
}

#[test]
fn behind_the_enlarge_notice_keys_only_quit() {
    use elocalc::tui::message::Message;
    let mut app = App::new();
    app.update(Message::Resize(60, 20));
    press(&mut app, KeyCode::F(3));
    type_text(&mut app, "99");
    paste(&mut app, "1234");
    assert_eq!(app.request().mode, Mode::Game, "F3 does nothing unseen");
    assert_eq!(app.request().rating, "1500", "nothing is typed unseen");
    // Large enough again, keys work.
    app.update(Message::Resize(80, 24));
    press(&mut app, KeyCode::F(3));
    assert_eq!(app.request().mode, Mode::Tournament);
    app.update(Message::Resize(79, 24));
    ctrl(&mut app, 'q');
    assert!(app.is_quitting(), "quitting always works");
}

fn click(app: &mut App, column: u16, row: u16) {
    use crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
    app.update(elocalc::tui::message::Message::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }));
}

fn wheel(app: &mut App, down: bool) {
    use crossterm::event::{MouseEvent, MouseEventKind};
    let kind = if down {
        MouseEventKind::ScrollDown
    } else {
        MouseEventKind::ScrollUp
    };
    app.update(elocalc::tui::message::Message::Mouse(MouseEvent {
        kind,
        column: 10,
        row: 15,
        modifiers: KeyModifiers::NONE,
    }));
}

#[test]
fn the_mouse_clicks_tabs_fields_choices_and_rows_and_the_wheel_scrolls() {
    let mut app = App::new();
    app.update(elocalc::tui::message::Message::Resize(80, 24));
    // Tabs: " F2 Game │ F3 Tournament │ F4 Multi": F3's title starts at column 11.
    click(&mut app, 14, 0);
    assert_eq!(app.request().mode, Mode::Tournament);
    click(&mut app, 3, 0);
    assert_eq!(app.request().mode, Mode::Game);
    // A field's line focuses it (row 2 is the first field, under the tab bar and the border:
    // the FIDE ID or name, then your rating, then the opponent's).
    click(&mut app, 10, 4);
    assert_eq!(app.focus(), Some(Entry::Opponent));
    assert!(!app.is_typing() && !app.field_editor().selected);
    // A click on a choice focuses it; only a click on the focused choice changes it, said.
    click(&mut app, 25, 5);
    assert_eq!(app.focus(), Some(Entry::Result));
    assert_eq!(
        app.request().result,
        Score::Win,
        "a click focuses, nothing more"
    );
    click(&mut app, 25, 5);
    assert_eq!(app.request().result, Score::Draw);
    assert!(app.status().unwrap().text.starts_with("Result: "));
    // Rows of the games table, and the wheel.
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for opponent in ["1800", "1900", "2000"] {
        add_game(&mut app, opponent, "1");
    }
    focus(&mut app, Entry::Rating);
    let screen = screen(&app, 80, 24);
    let row_of = |text: &str| screen.lines().position(|line| line.contains(text)).unwrap() as u16;
    click(&mut app, 10, row_of("   1      1800"));
    assert_eq!(app.focus(), Some(Entry::Rows));
    assert_eq!(app.tournament().selected, 0);
    wheel(&mut app, true);
    wheel(&mut app, true);
    assert_eq!(app.tournament().selected, 2);
    wheel(&mut app, false);
    assert_eq!(app.tournament().selected, 1);
    // F9 leaves the mouse to the terminal: clicks do nothing then.
    press(&mut app, KeyCode::F(9));
    click(&mut app, 3, 0);
    assert_eq!(app.request().mode, Mode::Tournament);
    press(&mut app, KeyCode::F(9));
    click(&mut app, 3, 0);
    assert_eq!(app.request().mode, Mode::Game);
}

/// Keys a person might press on a tournament, in any order.
fn any_keys() -> impl proptest::strategy::Strategy<Value = Vec<KeyCode>> {
    use proptest::prelude::*;
    let key = prop::sample::select(vec![
        KeyCode::Char('w'),
        KeyCode::Char('d'),
        KeyCode::Char('l'),
        KeyCode::Char('1'),
        KeyCode::Char('0'),
        KeyCode::Char('5'),
        KeyCode::Char('j'),
        KeyCode::Char('k'),
        KeyCode::Char('x'),
        KeyCode::Char('u'),
        KeyCode::Char('a'),
        KeyCode::Char('e'),
        KeyCode::Char('z'),
        // The rating period's events: a new one, its line, a game to the one before / after.
        KeyCode::Char('n'),
        KeyCode::Char('E'),
        KeyCode::Char('['),
        KeyCode::Char(']'),
        KeyCode::Enter,
        KeyCode::Backspace,
        KeyCode::Delete,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Esc,
    ]);
    prop::collection::vec(key, 0..60)
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(64))]

    /// The UI reads only the games that changed; what it shows must always be what computing
    /// the whole request afresh gives.
    #[test]
    fn results_after_any_keys_are_computed_afresh(keys in any_keys(), pasted in 0usize..3) {
        let mut app = App::new().in_year(2026);
        press(&mut app, KeyCode::F(3));
        focus(&mut app, Entry::Rows);
        for i in 0..12 {
            add_game(&mut app, &(1500 + 37 * i).to_string(), ["1", "0.5", "0"][i % 3]);
        }
        if pasted > 0 {
            paste(&mut app, &"1777 1\n2100 0\n".repeat(pasted));
        }
        for key in keys {
            press(&mut app, key);
            let afresh = elocalc::calc::evaluate(app.request(), elocalc::calc::Today::in_year(2026));
            proptest::prop_assert_eq!(
                format!("{:?}", app.evaluation()),
                format!("{afresh:?}"),
                "after {:?}", key
            );
            // The table stays grouped by event, each game in one the period has.
            let request = app.request();
            proptest::prop_assert!(request.rows.is_sorted_by_key(|row| row.event), "after {:?}", key);
            proptest::prop_assert!(
                request.rows.iter().all(|row| row.event < request.events.len().max(1)),
                "after {:?}: {:?}", key, request.events
            );
        }
    }
}

/// The edits count a save effect carries.
fn save_edits(effects: &[elocalc::tui::message::Effect]) -> Option<u64> {
    effects.iter().find_map(|effect| match effect {
        elocalc::tui::message::Effect::Save { edits, .. } => Some(*edits),
        _ => None,
    })
}

fn saved(app: &mut App, edits: u64) -> Vec<elocalc::tui::message::Effect> {
    app.update(elocalc::tui::message::Message::Saved {
        name: app.session().clone(),
        announce: false,
        edits,
        result: Ok(()),
        aside: None,
    })
}

#[test]
fn what_is_typed_while_a_save_runs_is_still_to_be_saved() {
    let mut app = App::new();
    replace(&mut app, "1600");
    let asked = save_edits(&app.update(elocalc::tui::message::Message::AutosaveDue)).unwrap();
    // The save runs in the background; the person goes on typing.
    type_text(&mut app, "5");
    saved(&mut app, asked);
    assert!(
        app.is_dirty(),
        "the 5 typed during the save is not on disk yet"
    );
    let asked = save_edits(&app.update(elocalc::tui::message::Message::AutosaveDue)).unwrap();
    saved(&mut app, asked);
    assert!(!app.is_dirty());
}

#[test]
fn quitting_waits_for_a_save_of_everything_typed() {
    let mut app = App::new();
    replace(&mut app, "1600");
    ctrl(&mut app, 'q');
    assert!(!app.should_exit(), "quitting waits for the save");
    let first = app.edits() - 1;
    // The save reports having saved less than is typed: another is asked for before leaving.
    let again = saved(&mut app, first);
    assert_eq!(save_edits(&again), Some(app.edits()));
    assert!(!app.should_exit());
    let all = app.edits();
    saved(&mut app, all);
    assert!(app.should_exit());
}

#[test]
fn a_game_to_play_is_kept_in_the_table_but_not_rated() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "2000");
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [("1900", "1"), ("2400", "?"), ("2100", "0")] {
        add_game(&mut app, opponent, score);
    }
    assert_eq!(app.request().rows[1].score, RowScore::Unplayed);
    let rated = period(&app);
    assert_eq!(
        rated.rated_games, 2,
        "the game to play is no part of the period"
    );
    // 2000 at K 20: 1900 won (D +100: 0.64) and 2100 lost (D -100: 0.36); Σ = 20·(0.36 - 0.36).
    assert_eq!(rated.change_unrounded, 0.0);
    // The third row shows the third row's game, not the second's.
    let screen = screen(&app, 120, 40);
    assert_contains(
        &screen,
        &[
            "2      2400   ?       —        —            — not played yet",
            "3      2100   0    -100     0.36        -7.20",
        ],
    );
}

#[test]
fn norm_mode_types_a_game_through_its_four_cells_and_checks_each() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(5));
    assert_eq!(app.focus(), Some(Entry::NormTitle));
    // A federation not typed yet is no mistake, only what the check waits for.
    assert!(app.evaluation().errors.is_empty());
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Char('a'));
    for (cell, refused) in [
        ("2450", None),
        ("1", None),
        ("XM", Some("title 'XM'")),
        ("gm", None),
    ] {
        type_text(&mut app, cell);
        press(&mut app, KeyCode::Enter);
        if let Some(refused) = refused {
            assert!(app.status().unwrap().text.contains(refused));
            ctrl(&mut app, 'u');
        }
    }
    assert!(
        app.request().rows.is_empty(),
        "not in the table before its federation"
    );
    type_text(&mut app, "GERMANY");
    press(&mut app, KeyCode::Enter);
    assert!(app.status().unwrap().text.contains("federation 'GERMANY'"));
    ctrl(&mut app, 'u');
    type_text(&mut app, "ger");
    press(&mut app, KeyCode::Enter);
    assert_eq!(norm_row(&app, 0), ("2450", Score::Win, "GM", "GER"));
    // The next new row is open: Esc leaves it out.
    assert!(
        app.tournament()
            .editor
            .as_ref()
            .is_some_and(|e| e.adding && e.row == 1)
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().rows.len(), 1);
    // → moves through the four columns and wraps; Esc while adding leaves nothing behind.
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    replace(&mut app, "fid");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().rows[0].federation, "FID");
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "2300");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().rows.len(), 1);
    // In a norm an opponent is a whole rating, whatever the pool.
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "2300.5");
    press(&mut app, KeyCode::Enter);
    assert!(app.status().unwrap().text.contains("whole rating"));
}

/// Field mode's players in the order shown, by starting rank.
fn ranks_shown(app: &App) -> Vec<u16> {
    let report = app.field_report().unwrap();
    app.field_order()
        .iter()
        .map(|&index| report.player(&report.players[index]).start_rank)
        .collect()
}

#[test]
fn field_mode_sorts_types_a_players_k_and_takes_their_games_to_tournament() {
    let mut app = field_app();
    assert_eq!(app.request().mode, Mode::Field);
    assert_eq!(app.focus(), Some(Entry::Players));
    assert_eq!(ranks_shown(&app), [1, 2, 3, 4, 5, 6]);
    // s sorts by the next column; the selected player stays selected.
    press(&mut app, KeyCode::Char('j'));
    press(&mut app, KeyCode::Char('j'));
    assert_eq!(app.selected_player(), Some(2));
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(
        ranks_shown(&app),
        [1, 2, 3, 4, 5, 6],
        "by rating: the unrated last"
    );
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(
        ranks_shown(&app),
        [3, 5, 2, 4, 1, 6],
        "by change: +28 +5 0 -7 -8, none"
    );
    assert_eq!(app.selected_player(), Some(2), "Cem still");
    assert_eq!(app.field_table().selected, 0);

    // Cem's K typed: 20 instead of the junior 40 (a bad K keeps the editor, said why).
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "0");
    press(&mut app, KeyCode::Enter);
    assert!(app.status().unwrap().text.contains("K '0'"));
    ctrl(&mut app, 'u');
    type_text(&mut app, "20");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().field.player_k.get(&3), Some(&20));
    let report = app.field_report().unwrap();
    let cem = report.players[2].period.unwrap();
    assert_eq!(
        (cem.change_unrounded, cem.new_rating.value()),
        (14.2, 2194.0)
    );
    // x gives the file's K back; again, it says there is nothing to give back.
    press(&mut app, KeyCode::Char('x'));
    assert!(app.request().field.player_k.is_empty());
    let depth = app.undo_depth();
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(
        app.status().unwrap().text,
        "K of player 3 is already the file's: nothing changed"
    );
    assert_eq!(app.undo_depth(), depth, "no undo step for no change");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "20");
    press(&mut app, KeyCode::Enter);

    // t: Cem's games (forfeits and byes are none) in Tournament mode, his rating and K.
    press(&mut app, KeyCode::Char('t'));
    assert_eq!(app.request().mode, Mode::Tournament);
    assert_eq!(app.request().rating, "2180");
    assert_eq!(app.request().k.custom, "20");
    let opponents: Vec<&str> = app
        .request()
        .rows
        .iter()
        .map(|row| row.opponent.as_str())
        .collect();
    assert_eq!(
        opponents,
        ["1950", "1610", "2700", "unrated"],
        "his L is no game"
    );
    assert_eq!(
        period(&app).new_rating.value(),
        2194.0,
        "the same as the field's"
    );

    // Taken again with games in the table: asked first (a new event, instead, or nothing);
    // Esc keeps them.
    press(&mut app, KeyCode::F(6));
    press(&mut app, KeyCode::Char('G'));
    press(&mut app, KeyCode::Char('t'));
    assert!(app.popup().is_some(), "asks before touching 4 games");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().mode, Mode::Field);
    assert_eq!(app.request().rows.len(), 4);
    press(&mut app, KeyCode::Char('t'));
    press(&mut app, KeyCode::Char('r'));
    // Fay, unrated and last by change: her first rating, as the field gave it. The rating is
    // every mode's: its change is said.
    assert_eq!(app.request().rating, "unrated");
    let said = &app.status().unwrap().text;
    assert!(
        said.contains("your rating 2180 → unrated, in every mode"),
        "{said}"
    );
    assert_eq!(app.request().rows.len(), 5);
    let Outcome::Initial(initial) = app.outcome() else {
        panic!("no first rating: {:?}", app.outcome());
    };
    assert_eq!(initial.rating, Some(2020));
    // Undone, the take goes back to Field mode, the players focused (not its first field).
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().mode, Mode::Field);
    assert_eq!(app.focus(), Some(Entry::Players));
}

#[test]
fn the_pool_field_reaches_glicko2_and_uschess_with_their_own_fields() {
    use elocalc::calc::System;
    let mut app = App::new();
    focus(&mut app, Entry::Pool);
    let mut seen = Vec::new();
    for _ in 0..System::all().count() {
        press(&mut app, KeyCode::Right);
        seen.push(app.request().system);
    }
    // Every system once, the four Elo pools among them: standard → rapid → blitz → Glicko-2 →
    // US Chess → continuous → standard.
    assert_eq!(seen.iter().filter(|system| system.is_elo()).count(), 4);
    assert_eq!(seen[2], System::by_key("glicko2").unwrap());
    assert_eq!(seen[3], System::by_key("uschess").unwrap());
    // Glicko-2 in Game mode: both players, each rated on the other's pre-game values. The
    // expected score against 1400 with RD 30 is the paper's 0.6394677306.
    choose_pool(&mut app, System::by_key("glicko2").unwrap());
    assert!(!app.fields().contains(&Entry::KPreset));
    focus(&mut app, Entry::Rating);
    replace(&mut app, "1500");
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "1400");
    focus(&mut app, elocalc::calc::systems::glicko2::RD.entry());
    replace(&mut app, "200");
    focus(
        &mut app,
        elocalc::calc::systems::glicko2::OPPONENT_RD.entry(),
    );
    replace(&mut app, "30");
    let Outcome::System(answer) = app.outcome() else {
        panic!("no Glicko-2 game: {:?}", app.outcome());
    };
    let answer: &elocalc::calc::systems::glicko2::Glicko2GameAnswer =
        answer.as_any().downcast_ref().unwrap();
    assert!((answer.you.outcome.expected[0] - 0.6394677306).abs() < 1e-9);
    assert!(answer.you.outcome.change() > 0.0 && answer.opponent.outcome.change() < 0.0);
    let opponent_expected = answer.opponent.outcome.expected[0];
    let independent = 1.0
        / (1.0
            + (-(1.0
                / (1.0 + 3.0 * (200.0f64 / 173.7178).powi(2) / std::f64::consts::PI.powi(2))
                    .sqrt())
                * (-100.0 / 173.7178))
                .exp());
    assert!(
        (opponent_expected - independent).abs() < 1e-12,
        "their E uses your RD"
    );
    // A bad RD marks its field; Multi mode is not rated in Glicko-2, and says so.
    replace(&mut app, "0");
    assert!(
        app.error_for(elocalc::calc::systems::glicko2::OPPONENT_RD.entry())
            .unwrap()
            .contains("'0'")
    );
    press(&mut app, KeyCode::F(4));
    // The core says why; the UI adds where to go.
    assert_eq!(
        app.problem_words().unwrap(),
        "Glicko-2 rates games one by one, not G games against an average: use Game or \
         Tournament mode"
    );
    // US Chess: its fields, and a Tournament event from the table.
    press(&mut app, KeyCode::F(3));
    choose_pool(&mut app, System::by_key("uschess").unwrap());
    assert!(
        app.fields()
            .contains(&elocalc::calc::systems::uschess::EVENT_DATE.entry())
    );
    focus(&mut app, Entry::Rating);
    replace(&mut app, "1500");
    focus(
        &mut app,
        elocalc::calc::systems::uschess::GAMES_PLAYED.entry(),
    );
    replace(&mut app, "6");
    focus(
        &mut app,
        elocalc::calc::systems::uschess::EVENT_DATE.entry(),
    );
    replace(&mut app, "2026-03-01");
    focus(&mut app, Entry::Rows);
    // A US Chess opponent must be rated.
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "unrated");
    press(&mut app, KeyCode::Enter);
    assert!(app.status().unwrap().text.contains("enter a rating"));
    press(&mut app, KeyCode::Esc);
    for (opponent, score) in [("1400", "1"), ("1550", "0"), ("1650", "½")] {
        add_game(&mut app, opponent, score);
    }
    // U01, the published example: 13600 / 9 = 1511.1.
    let Outcome::System(answer) = app.outcome() else {
        panic!("no US Chess event: {:?}", app.outcome());
    };
    let answer: &elocalc::calc::systems::uschess::UsChessAnswer =
        answer.as_any().downcast_ref().unwrap();
    assert!((answer.outcome.new_rating_exact - 13600.0 / 9.0).abs() < 1e-9);
    assert_eq!(answer.outcome.new_rating, 1511);
}

#[test]
fn the_performance_counts_the_games_the_period_rated() {
    // Blitz, 2650: the game against 1890 falls to the 600-point rule and the unrated one
    // counts for nothing, so the performance is over 2212, 2705 and 2301 alone:
    // Ra = 7218 / 3 = 2406, p = 1.5 / 3 = 0.50 → dp 0.
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "2650");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.request().pool(), Pool::FideBlitz);
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [
        ("2212", "1"),
        ("1890", "½"),
        ("unrated", "1"),
        ("2705", "0"),
        ("2301", "½"),
    ] {
        add_game(&mut app, opponent, score);
    }
    assert_eq!(period(&app).rated_games, 3);
    let performance = app.evaluation().performance.unwrap();
    assert_eq!(performance.games, 3);
    assert_eq!(performance.average_opponent, 2406.0);
    assert_eq!(performance.rating, Some(2406.0));
}

/// Tournament mode with seven games, round 3 a loss, the cursor on round 3's opponent.
fn seven_games() -> App {
    let mut app = App::new().in_year(2026);
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [
        ("1801", "1"),
        ("1802", "½"),
        ("1803", "0"),
        ("1804", "1"),
        ("1805", "1"),
        ("1806", "0"),
        ("1807", "½"),
    ] {
        add_game(&mut app, opponent, score);
    }
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    assert_eq!(app.tournament().selected, 2);
    app
}

#[test]
fn score_keys_change_only_the_score_column_and_say_so() {
    let mut app = seven_games();
    let rows = app.request().rows.clone();
    // The slip: `d` on round 3 made it a draw, unseen, and u did not undo it.
    press(&mut app, KeyCode::Char('d'));
    assert_eq!(
        app.request().rows,
        rows,
        "d on the opponent changes nothing"
    );
    assert!(app.status().unwrap().text.contains("Score column"));
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('d'));
    assert_eq!(app.request().rows[2].score, RowScore::Played(Score::Draw));
    assert_eq!(app.status().unwrap().text, "game 3: 0 → ½ · u undoes");
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().rows, rows);
    assert_eq!(
        app.status().unwrap().text,
        "undone: game 3: 0 → ½ · ^R redoes"
    );
    ctrl(&mut app, 'r');
    assert_eq!(app.request().rows[2].score, RowScore::Played(Score::Draw));
}

#[test]
fn digits_on_a_selected_row_type_its_opponent_never_its_score() {
    let mut app = seven_games();
    // The slip: typing 1790 to correct the opponent set round 3's score to a loss.
    type_text(&mut app, "1790");
    let editor = app
        .tournament()
        .editor
        .as_ref()
        .expect("the opponent's editor");
    assert_eq!((editor.row, editor.input.value()), (2, "1790"));
    press(&mut app, KeyCode::Enter);
    let row = &app.request().rows[2];
    assert_eq!(
        (row.opponent.as_str(), row.score),
        ("1790", RowScore::Played(Score::Loss))
    );
    assert_eq!(
        app.status().unwrap().text,
        "game 3 opponent: 1803 → 1790 · u undoes"
    );
    // Enter stopped at the cell kept: no editor open, nothing else changed.
    assert!(app.tournament().editor.is_none());
    // `x` deletes, said, and undone.
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.request().rows.len(), 6);
    assert_eq!(
        app.status().unwrap().text,
        "game 3 (1790, 0) deleted · u undoes"
    );
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().rows[2].opponent, "1790");
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().rows[2].opponent, "1803");
}

#[test]
fn commands_never_land_in_a_field() {
    // The slip: Esc m m left "✗ Your rating m".
    let mut app = App::new();
    press(&mut app, KeyCode::Esc);
    type_text(&mut app, "mm");
    assert_eq!(app.request().mode, Mode::Multi);
    assert_eq!(app.request().rating, "1500");
    // While typing, m is text; Esc then m is a mode key again.
    let mut app = App::new();
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('m'));
    assert_eq!(app.request().mode, Mode::Tournament);
    assert_eq!(app.request().rating, "1500");
    // The slip: `a` on the rating field replaced it; it adds a game, from any field.
    assert_eq!(app.focus(), Some(Entry::Rating));
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.request().rating, "1500");
    assert_eq!(app.focus(), Some(Entry::Rows));
    assert!(app.tournament().editor.as_ref().is_some_and(|e| e.adding));
    type_text(&mut app, "1700");
    press(&mut app, KeyCode::Tab);
    type_text(&mut app, "1");
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.request().rows.len(), 1);
    // In Game mode there is no table: a says where games go and changes nothing.
    let mut app = App::new();
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.request().rating, "1500");
    assert!(app.status().unwrap().text.contains("Tournament and Norm"));
}

#[test]
fn tab_in_a_cell_editor_goes_to_the_next_cell_never_to_the_form() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(5));
    focus(&mut app, Entry::Federation);
    replace(&mut app, "ENG");
    press(&mut app, KeyCode::Enter);
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Char('a'));
    for cell in ["2400", "1", "IM", "FRA"] {
        type_text(&mut app, cell);
        press(&mut app, KeyCode::Tab);
    }
    press(&mut app, KeyCode::Esc);
    // The slip: editing a cell, Tab kept it and the next Tab left the table, so `w Tab GM Tab
    // GER` replaced "Your federation".
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Enter);
    for cell in ["2450", "w", "GM", "GER"] {
        replace(&mut app, cell);
        press(&mut app, KeyCode::Tab);
    }
    assert_eq!(app.request().norm.federation, "ENG");
    assert_eq!(norm_row(&app, 0), ("2450", Score::Win, "GM", "GER"));
    // Past the last game's last cell a new row is open; Shift-Tab there stays in it, and Esc
    // leaves it out.
    assert!(app.tournament().editor.as_ref().is_some_and(|e| e.adding));
    press(&mut app, KeyCode::BackTab);
    assert!(app.tournament().editor.as_ref().is_some_and(|e| e.adding));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().rows.len(), 1);
    // Shift-Tab goes back a cell: from the score to the opponent.
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::BackTab);
    let editor = app.tournament().editor.as_ref().unwrap();
    assert_eq!(editor.column, elocalc::tui::state::Column::Opponent);
}

#[test]
fn every_f_key_has_a_second_key() {
    let mut app = App::new();
    press(&mut app, KeyCode::Char('M'));
    assert_eq!(app.request().mode, Mode::Field);
    press(&mut app, KeyCode::Char('m'));
    assert_eq!(app.request().mode, Mode::Game);
    press(&mut app, KeyCode::Char('?'));
    assert!(app.show_help());
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('i'));
    assert!(matches!(
        app.popup(),
        Some(elocalc::tui::state::Popup::Import(_))
    ));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('o'));
    assert!(matches!(
        app.popup(),
        Some(elocalc::tui::state::Popup::Export(_))
    ));
    press(&mut app, KeyCode::Esc);
    ctrl(&mut app, 't');
    assert!(app.status().unwrap().text.starts_with("mouse off"));
    // Each is in the key table beside its F-key, so the help and the footer show both.
    for f in 1..=9 {
        let binding = elocalc::tui::keys::BINDINGS
            .iter()
            .find(|b| b.code == KeyCode::F(f))
            .unwrap();
        let others = elocalc::tui::keys::BINDINGS
            .iter()
            .filter(|b| b.keys == binding.keys && !matches!(b.code, KeyCode::F(_)));
        let modes = binding.keys == "F2 … F6";
        assert!(modes || others.count() > 0, "F{f} alone");
    }
}

/// Keys a person might press anywhere: commands, text, movement, undo and redo.
fn keys_anywhere() -> impl proptest::strategy::Strategy<Value = Vec<(KeyCode, KeyModifiers)>> {
    use proptest::prelude::*;
    let none = KeyModifiers::NONE;
    let key = prop::sample::select(vec![
        (KeyCode::Char('w'), none),
        (KeyCode::Char('d'), none),
        (KeyCode::Char('1'), none),
        (KeyCode::Char('0'), none),
        (KeyCode::Char('7'), none),
        (KeyCode::Char('-'), none),
        (KeyCode::Char('j'), none),
        (KeyCode::Char('x'), none),
        (KeyCode::Char('u'), none),
        (KeyCode::Char('u'), none),
        (KeyCode::Char('U'), none),
        (KeyCode::Char('r'), KeyModifiers::CONTROL),
        (KeyCode::Char('a'), none),
        (KeyCode::Char('e'), none),
        (KeyCode::Char('m'), none),
        (KeyCode::Char('M'), none),
        (KeyCode::Char(' '), none),
        (KeyCode::Char('o'), none),
        (KeyCode::Char('?'), none),
        (KeyCode::Char('u'), KeyModifiers::CONTROL),
        (KeyCode::F(3), none),
        (KeyCode::F(5), none),
        (KeyCode::Enter, none),
        (KeyCode::Backspace, none),
        (KeyCode::Delete, none),
        (KeyCode::Tab, none),
        (KeyCode::BackTab, none),
        (KeyCode::Up, none),
        (KeyCode::Down, none),
        (KeyCode::Left, none),
        (KeyCode::Right, none),
        (KeyCode::Home, none),
        (KeyCode::Esc, none),
    ]);
    prop::collection::vec(key, 0..80)
}

/// The session's data, the mode aside (switching modes is seen in the tab bar, and is not an
/// undo step).
fn data(app: &App) -> elocalc::calc::Request {
    let mut request = app.request().clone();
    request.mode = Mode::Game;
    request
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(64))]

    /// No silent change, and undo and redo exact: after every key the data either changed
    /// where the user was typing (a form field or a cell, before or after the key) or the
    /// status line names the change; each undo restores the data before the change exactly,
    /// each redo the data after it.
    #[test]
    fn every_change_is_seen_and_undone_exactly(keys in keys_anywhere()) {
        // The seven games, with no undo history yet.
        let request = seven_games().request().clone();
        let name = elocalc::store::SessionName::default_name();
        let mut app = App::with_request(request, name).in_year(2026);
        focus(&mut app, Entry::Rows);
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Down);
        // The data after each undo step, the first before any.
        let mut states = vec![data(&app)];
        let base = app.undo_depth().0;
        proptest::prop_assert_eq!(base, 0);
        for (code, modifiers) in keys {
            let before = data(&app);
            let typing = app.context().is_typing();
            press_with(&mut app, code, modifiers);
            let after = data(&app);
            if after != before {
                let seen = typing || app.context().is_typing() || app.status().is_some();
                proptest::prop_assert!(seen, "{code:?} changed the data unseen");
            }
            let depth = app.undo_depth().0 - base;
            if depth + 1 < states.len() {
                states.truncate(depth + 1);
                // An undo: the data as it was, exactly.
                if !app.context().is_typing() {
                    proptest::prop_assert_eq!(&after, &states[depth], "undo after {:?}", code);
                }
            } else if depth + 1 > states.len() {
                states.push(after);
            }
        }
        // Leave any editor, keeping what was typed in a form field (Enter), then undo all of
        // it and redo all of it.
        if app.popup().is_some() || app.show_help() {
            press(&mut app, KeyCode::Esc);
        }
        press(&mut app, KeyCode::Esc);
        // On the FIDE ID or name field `u` is text: Esc leaves the field first.
        if matches!(
            app.context(),
            elocalc::tui::keys::Context::Words | elocalc::tui::keys::Context::WordCell
        ) {
            press(&mut app, KeyCode::Esc);
        }
        // A file being read (its effect is not carried out here) keeps the keys waiting.
        if app.popup().is_some() {
            return Ok(());
        }
        let depth = app.undo_depth().0 - base;
        states.truncate(depth + 1);
        if states.len() < depth + 1 {
            return Ok(());
        }
        let last = data(&app);
        for step in (0..depth).rev() {
            press(&mut app, KeyCode::Char('u'));
            proptest::prop_assert_eq!(&data(&app), &states[step], "undo to step {}", step);
        }
        // Redo walks the same states forward, ending where the keys left the data.
        for (step, state) in states.iter().enumerate().skip(1).take(depth.saturating_sub(1)) {
            press(&mut app, KeyCode::Char('U'));
            proptest::prop_assert_eq!(&data(&app), state, "redo to step {}", step);
        }
        if depth > 0 {
            press(&mut app, KeyCode::Char('U'));
        }
        proptest::prop_assert_eq!(data(&app), last);
    }
}

/// A norm game's opponent, score, title and federation.
fn norm_row(app: &App, index: usize) -> (&str, Score, &str, &str) {
    let row = &app.request().rows[index];
    let RowScore::Played(score) = row.score else {
        panic!("game {index} has no result");
    };
    (&row.opponent, score, &row.title, &row.federation)
}

/// `a` adds a game at the end wherever the selection is; Insert puts one after the selected
/// game; a mode key while a cell is typed says how to leave the cell instead of doing nothing.
#[test]
fn a_adds_at_the_end_insert_after_the_selected_and_a_typed_cell_says_how_to_leave() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    for (opponent, score) in [("1800", "1"), ("1700", "0"), ("1600", "½")] {
        add_game(&mut app, opponent, score);
    }
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Home);
    add_game(&mut app, "1500", "1");
    let opponents = |app: &App| -> Vec<String> {
        app.request()
            .rows
            .iter()
            .map(|row| row.opponent.clone())
            .collect()
    };
    assert_eq!(opponents(&app), ["1800", "1700", "1600", "1500"]);
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Insert);
    type_text(&mut app, "1900");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "0");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    assert_eq!(opponents(&app), ["1800", "1900", "1700", "1600", "1500"]);

    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "17");
    press(&mut app, KeyCode::F(2));
    assert_eq!(
        app.request().mode,
        Mode::Tournament,
        "the cell keeps the keyboard"
    );
    let status = app.status().expect("said").text.clone();
    assert!(
        status.contains("Enter keeps it, Esc cancels it"),
        "{status}"
    );
}

/// A letter that is no command on a text field is said (it is a command until typing
/// starts), and changes nothing; the footer offers `a` only where games are added.
#[test]
fn a_letter_that_does_nothing_is_said_and_a_is_offered_only_where_it_adds() {
    let mut app = App::new();
    focus(&mut app, Entry::Rating);
    let before = app.request().clone();
    press(&mut app, KeyCode::Char('E'));
    assert_eq!(*app.request(), before);
    let said = app.status().expect("said").text.clone();
    assert!(
        said.starts_with("Your rating: 'E' is no number, nor a command · Enter or e types text"),
        "{said}"
    );
    let footer = |app: &App| {
        screen(app, 200, 40)
            .lines()
            .last()
            .unwrap_or("")
            .to_string()
    };
    assert!(
        !footer(&app).contains("add a game"),
        "Game mode adds no game"
    );
    press(&mut app, KeyCode::F(3));
    assert!(footer(&app).contains("add a game"), "{}", footer(&app));
}

#[test]
fn field_mode_without_a_report_says_which_key_opens_one() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(6));
    assert_eq!(app.request().mode, Mode::Field);
    // The core says what is missing; the UI adds the key.
    assert_eq!(
        app.problem_words().unwrap(),
        "no tournament report file (a .trf file) to rate: open one with F7"
    );
}

/// A rating whose point could be a thousands point (`1.850`: 1850 as Portuguese write it, or
/// 1.85) is refused, never read, in every face that reads one and in every system: the form's
/// field, a table's cell, and a session's value.
#[test]
fn a_thousands_point_is_refused_in_fields_cells_and_sessions() {
    let said = "rating '1.850' could be 1850 with a thousands point";
    for system in elocalc::calc::System::all() {
        let mut app = App::new();
        press(&mut app, KeyCode::F(3));
        choose_pool(&mut app, system);
        focus(&mut app, Entry::Rating);
        replace(&mut app, "1.850");
        assert!(
            app.error_for(Entry::Rating)
                .is_some_and(|error| error.contains(said)),
            "{system:?}: {:?}",
            app.error_for(Entry::Rating)
        );
        replace(&mut app, "1850");
        focus(&mut app, Entry::Rows);
        press(&mut app, KeyCode::Char('a'));
        type_text(&mut app, "1.850");
        press(&mut app, KeyCode::Enter);
        let editor = app
            .tournament()
            .editor
            .as_ref()
            .expect("the cell stays open");
        assert!(
            editor
                .error
                .as_deref()
                .is_some_and(|error| error.contains(said)),
            "{system:?}: {:?}",
            editor.error
        );
        press(&mut app, KeyCode::Esc);
        // The same values saved and opened again: still refused.
        let mut request = app.request().clone();
        request.rows = vec![elocalc::calc::Row::new("1850", Score::Win)];
        request.rows[0].opponent = "1.850".into();
        request.rating = "1.850".into();
        let text = serde_json::json!({
            "version": 1,
            "name": "x",
            "modified": "2026-03-01T00:00:00Z",
            "form": request,
        })
        .to_string();
        let opened = elocalc::store::parse_session(text.as_bytes()).unwrap();
        let today = elocalc::calc::Today::on(jiff::civil::date(2026, 3, 1));
        let evaluation = elocalc::calc::evaluate(&opened.request, today);
        for error in [evaluation.error_for(Entry::Rating), evaluation.row_error(0)] {
            assert!(
                error.is_some_and(|error| error.to_string().contains(said)),
                "{system:?}: {error:?}"
            );
        }
    }
}

/// A form types like a form: a field of words takes letters at once, a choice takes the first
/// letter or digit of one of its choices (never opening a popup), and a key that does nothing
/// names the field and why.
#[test]
fn a_key_on_a_field_does_what_a_web_form_does_with_it() {
    let status = |app: &App| app.status().map(|s| s.text.clone()).unwrap_or_default();
    let mut app = App::new();
    press(&mut app, KeyCode::F(5));
    // Norm mode says whose games it checks.
    assert_contains(&screen(&app, 80, 24), &["Games (0) of Tournament mode"]);
    // The norm title: i is IM, not Import; w goes round the titles that start with it.
    focus(&mut app, Entry::NormTitle);
    press(&mut app, KeyCode::Char('i'));
    assert!(app.popup().is_none());
    assert_eq!(app.request().norm.title, elocalc::rating::NormTitle::Im);
    assert!(status(&app).contains("IM"), "{}", status(&app));
    press(&mut app, KeyCode::Char('w'));
    let first = app.request().norm.title;
    press(&mut app, KeyCode::Char('W'));
    let second = app.request().norm.title;
    let mut both = [first.key(), second.key()];
    both.sort();
    assert_eq!(both, ["WGM", "WIM"]);
    // One undo step each: back to IM in two.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('u'));
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().norm.title, elocalc::rating::NormTitle::Im);
    // A title typed whole, as in a list box: "IM" stays IM (its m is no mode key), "WGM" is
    // WGM whichever W title came first; a key that begins no word typed goes on by itself.
    focus(&mut app, Entry::NormTitle);
    for (typed, title) in [("IM", "IM"), ("wgm", "WGM"), ("wim", "WIM"), ("ig", "GM")] {
        type_text(&mut app, typed);
        assert_eq!(app.request().mode, elocalc::calc::Mode::Norm, "{typed}");
        assert_eq!(app.request().norm.title.key(), title, "{typed}");
    }
    while app.request().norm.title != elocalc::rating::NormTitle::Im {
        press(&mut app, KeyCode::Char('u'));
    }
    // A letter no title starts with, and no command: said, with the keys that are.
    focus(&mut app, Entry::NormTitle);
    let before = app.request().clone();
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(*app.request(), before);
    assert!(
        status(&app).starts_with("Norm: no choice starts with 'x' (only g i w)"),
        "{}",
        status(&app)
    );
    // The footer offers no command the title takes (i o F7 F8 there would be a lie).
    let footer = screen(&app, 200, 40)
        .lines()
        .last()
        .unwrap_or("")
        .to_string();
    assert!(!footer.contains("i o F7 F8"), "{footer}");
    // The fewest games: 8 is 8.
    focus(&mut app, Entry::MinGames);
    press(&mut app, KeyCode::Char('8'));
    assert_eq!(app.request().norm.min_games, 8);
    // The federation types letters at once, as a web form's field does.
    focus(&mut app, Entry::Federation);
    type_text(&mut app, "ENG");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().norm.federation, "ENG");
    assert!(app.popup().is_none());
    // There u is a letter: the message says how to undo from where the keyboard is.
    assert!(
        status(&app).ends_with("· Esc, then u undoes"),
        "{}",
        status(&app)
    );
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().norm.federation, "");

    // Game mode: the pool by the first letter of a word of its name, K by its digits.
    let mut app = App::new();
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Char('b'));
    assert_eq!(app.request().pool(), Pool::FideBlitz);
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(app.request().pool(), Pool::FideRapid);
    // u is undo on a choice too (every change's message offers it): US Chess is its c.
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().pool(), Pool::FideBlitz);
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(
        app.request().system,
        elocalc::calc::System::by_key("uschess").unwrap()
    );
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(app.request().pool(), Pool::Continuous);
    focus(&mut app, Entry::KPreset);
    press(&mut app, KeyCode::Char('4'));
    assert_eq!(app.request().k.preset, KPreset::K40);
    // The one choice a key starts, already chosen: said, not silent.
    press(&mut app, KeyCode::Char('4'));
    assert_eq!(status(&app), "K: 40 already");
    // A K typed whole that is no preset is the custom K; u goes back a digit at a time.
    press(&mut app, KeyCode::Right);
    type_text(&mut app, "15");
    assert_eq!(
        (app.request().k.preset, app.request().k.custom.as_str()),
        (KPreset::Custom, "15")
    );
    assert_eq!(status(&app), "K: 10 → Custom 15 · u undoes");
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().k.preset, KPreset::K10);
    press(&mut app, KeyCode::Char('4'));
    // A name in the FIDE ID or name field with no list held: kept, and said what looks it up.
    focus(&mut app, Entry::FidePlayer);
    type_text(&mut app, "Carlsen");
    press(&mut app, KeyCode::Enter);
    assert!(
        status(&app).contains("no FIDE list is held to look it up: F7 imports one"),
        "{}",
        status(&app)
    );
    // A FIDE ID too.
    replace(&mut app, "1503014");
    press(&mut app, KeyCode::Enter);
    assert!(
        status(&app).contains("→ 1503014; no FIDE list is held to look it up"),
        "{}",
        status(&app)
    );
    focus(&mut app, Entry::KPreset);
    // A letter no K starts with is a command where no field takes it: m is the next mode.
    press(&mut app, KeyCode::Char('m'));
    assert_eq!(app.request().mode, Mode::Tournament);
    // The result: a digit that is no score names the field and its keys.
    let mut app = App::new();
    focus(&mut app, Entry::Result);
    let before = app.request().clone();
    press(&mut app, KeyCode::Char('9'));
    assert_eq!(*app.request(), before);
    assert!(
        status(&app).starts_with("Result: no choice starts with '9' (only w d l 1 = 0)"),
        "{}",
        status(&app)
    );
}

/// Esc on a new game half typed leaves it out, and says so with what was typed; Esc on an
/// empty new row (after the last game) says nothing.
#[test]
fn esc_on_a_half_typed_new_game_says_it_was_not_added() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    add_game(&mut app, "1700", "1");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().rows.len(), 1);
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "2000");
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().rows.len(), 1);
    assert_eq!(
        app.status().unwrap().text,
        "the new game (2000) was not added: Esc left it · a starts one again"
    );
    press(&mut app, KeyCode::Char('a'));
    press(&mut app, KeyCode::Esc);
    assert!(app.status().is_none());
}

/// A score key that changes nothing says so, in each language, on the result field and in
/// the Score column: a key is never silent. The result field lists its language's letters.
#[test]
fn a_score_already_there_is_said_and_the_result_keys_are_the_languages() {
    use elocalc::i18n::Lang;
    let said = |app: &App| app.status().map(|s| s.text.clone()).unwrap_or_default();
    for (lang, win, already, other, only) in [
        (
            Lang::En,
            'w',
            "Result: Win already",
            'v',
            "(only w d l 1 = 0)",
        ),
        (
            Lang::Pt,
            'v',
            "Resultado: já é Vitória",
            'w',
            "(só v e d 1 = 0)",
        ),
        (
            Lang::Ru,
            'w',
            "Результат: уже Победа",
            'v',
            "(только w d l 1 = 0)",
        ),
    ] {
        let mut app = App::new().speaking(lang);
        focus(&mut app, Entry::Result);
        press(&mut app, KeyCode::Char(win));
        assert_eq!(said(&app), already);
        press(&mut app, KeyCode::Char(other));
        assert!(said(&app).contains(only), "{lang:?}: {}", said(&app));
    }
    let mut app = tournament_app();
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('w'));
    assert_eq!(said(&app), "game 4: ½ → 1 · u undoes");
    let before = app.undo_depth();
    press(&mut app, KeyCode::Char('w'));
    assert_eq!(said(&app), "game 4: 1 already");
    assert_eq!(app.undo_depth(), before);
}

/// More values kept than the line names: the first three, then "…"; none differing from a new
/// session's, nothing said.
#[test]
fn a_mode_switch_names_three_values_kept_at_most() {
    let mut app = App::new();
    replace(&mut app, "1600");
    focus(&mut app, Entry::KPreset);
    press(&mut app, KeyCode::Char('c'));
    focus(&mut app, Entry::CustomK);
    replace(&mut app, "30");
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::F(4));
    assert_eq!(
        app.status().unwrap().text,
        "Multi mode · kept from Game: Your rating 1600, K Custom, Your K 30, …"
    );
    // With a message the footer still says how to quit at 80×24.
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Multi mode · kept"), "{shown}");
    let footer = shown.lines().last().unwrap_or_default();
    assert!(footer.contains("^Q quit"), "{footer}");
    let mut fresh = App::new();
    press(&mut fresh, KeyCode::F(3));
    assert_eq!(fresh.status(), None);
}

/// The games table's cursor to `column`, by → (four at most: the columns go round).
fn to_column(app: &mut App, column: elocalc::tui::state::Column) {
    for _ in 0..4 {
        if app.tournament().column == Some(column) {
            return;
        }
        press(app, KeyCode::Right);
    }
    panic!(
        "no {column:?} column: {:?} {:?} {:?}",
        app.tournament().column,
        app.context(),
        app.focus()
    );
}

/// The games table on a title or a federation types letters at once, as a spreadsheet's cell
/// does: `g` and `m` are letters of a title there, not the first row and the next mode.
#[test]
fn a_title_or_federation_cell_types_letters_at_once() {
    let status = |app: &App| app.status().map(|s| s.text.clone()).unwrap_or_default();
    let mut app = norm_app();
    if app.tournament().editor.is_some() {
        press(&mut app, KeyCode::Esc);
    }
    press(&mut app, KeyCode::Char('k'));
    let selected = app.tournament().selected;
    to_column(&mut app, elocalc::tui::state::Column::Title);
    type_text(&mut app, "gm");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().mode, Mode::Norm);
    assert_eq!(app.request().rows[selected].title, "GM", "{}", status(&app));
    // The federation: three letters, kept in capitals.
    press(&mut app, KeyCode::Esc);
    focus(&mut app, Entry::Rows);
    if app.tournament().editor.is_some() {
        press(&mut app, KeyCode::Esc);
    }
    to_column(&mut app, elocalc::tui::state::Column::Federation);
    let row = app.tournament().selected;
    type_text(&mut app, "esp");
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.request().rows[row].federation,
        "ESP",
        "{}",
        status(&app)
    );
    if app.tournament().editor.is_some() {
        press(&mut app, KeyCode::Esc);
    }
    // The keys that are no characters still move; Esc, then u undoes.
    let now = app.tournament().selected;
    press(&mut app, KeyCode::Up);
    assert_eq!(app.tournament().selected, now - 1);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().rows[row].federation, "MGL");
}

/// A player's K opened with Enter is selected: the K typed replaces it (the cell is two
/// columns wide, so "35" after "40" would read "4035"); a digit on a player starts their K.
#[test]
fn a_players_k_typed_replaces_the_one_there() {
    let mut app = field_app();
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "40");
    press(&mut app, KeyCode::Enter);
    let rank = *app.request().field.player_k.keys().next().unwrap();
    assert_eq!(app.request().field.player_k.get(&rank), Some(&40));
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "35");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().field.player_k.get(&rank), Some(&35));
    // A digit on the player: their K typed from it.
    type_text(&mut app, "20");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().field.player_k.get(&rank), Some(&20));
}

/// A paste the terminal does not bracket arrives as keys, its line ends as Ctrl-J: each ends
/// a value as Enter does, so two ratings never run together into one.
#[test]
fn a_line_feed_typed_ends_the_value_as_enter_does() {
    let mut app = App::new();
    focus(&mut app, Entry::Rating);
    type_text(&mut app, "1700");
    ctrl(&mut app, 'j');
    assert_eq!(app.request().rating, "1700");
    assert!(!app.is_typing());
}

/// Behind the "enlarge the terminal" notice keys only quit: any other is let go without a
/// word, never a message waiting under the notice for when the terminal is larger.
#[test]
fn keys_behind_the_enlarge_notice_leave_nothing_behind() {
    let mut app = App::new();
    elocalc::tui::handle_event(&mut app, &crossterm::event::Event::Resize(40, 10));
    let before = app.request().clone();
    type_text(&mut app, "x5a");
    press(&mut app, KeyCode::Tab);
    elocalc::tui::handle_event(&mut app, &crossterm::event::Event::Resize(80, 24));
    assert_eq!(*app.request(), before);
    assert!(app.status().is_none(), "{:?}", app.status());
    assert_eq!(app.focus(), App::new().focus());
}

/// Esc leaves a field; Tab then goes on to the field after it, not back to the first.
#[test]
fn tab_after_esc_goes_on_from_the_field_left() {
    let mut app = App::new();
    focus(&mut app, Entry::Opponent);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.focus(), None);
    press(&mut app, KeyCode::Tab);
    let mut expected = App::new();
    focus(&mut expected, Entry::Opponent);
    press(&mut expected, KeyCode::Tab);
    assert_eq!(app.focus(), expected.focus());
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::BackTab);
    assert_eq!(app.focus(), Some(Entry::Opponent));
}

/// In a popup a key that does nothing is said, with the keys that work there: a yes / no
/// question answered with Enter, Space or a, the sessions list with nothing in it.
#[test]
fn a_key_that_does_nothing_in_a_popup_is_said() {
    let status = |app: &App| app.status().map(|s| s.text.clone()).unwrap_or_default();
    let mut app = tournament_app();
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Char('X'));
    assert!(app.popup().is_some());
    for key in [KeyCode::Enter, KeyCode::Char(' '), KeyCode::Char('a')] {
        press(&mut app, key);
        assert!(app.popup().is_some(), "{key:?}");
        assert!(
            status(&app).contains("does nothing here: y · n Esc"),
            "{key:?}: {}",
            status(&app)
        );
    }
    press(&mut app, KeyCode::Char('n'));
    assert!(!app.request().rows.is_empty());
    // No sessions saved: Enter, r and x say so.
    let mut app = App::new();
    ctrl(&mut app, 'o');
    for key in [KeyCode::Enter, KeyCode::Char('r'), KeyCode::Char('x')] {
        press(&mut app, key);
        assert_eq!(
            status(&app),
            "no saved sessions yet: ^S saves the one open",
            "{key:?}"
        );
    }
    assert_contains(&screen(&app, 80, 24), &["no saved sessions yet"]);
}

/// `[` and `]` in Field mode say why when the rounds cannot scroll further.
#[test]
fn the_rounds_keys_say_when_there_is_nothing_to_scroll() {
    let status = |app: &App| app.status().map(|s| s.text.clone()).unwrap_or_default();
    let mut app = field_app();
    elocalc::tui::handle_event(&mut app, &crossterm::event::Event::Resize(200, 50));
    press(&mut app, KeyCode::Char('['));
    assert!(
        status(&app).contains("rounds of the player are shown"),
        "{}",
        status(&app)
    );
    // Thirty rounds do not fit at 80×24.
    let mut request = elocalc::calc::Request {
        mode: Mode::Field,
        ..Default::default()
    };
    request.field.text = crate::trf_large::field(12, 30).into();
    let mut app = App::with_request(request, elocalc::store::SessionName::parse("s").unwrap());
    elocalc::tui::handle_event(&mut app, &crossterm::event::Event::Resize(80, 24));
    focus(&mut app, Entry::Players);
    press(&mut app, KeyCode::Char('['));
    assert_eq!(status(&app), "the first round is shown: ] scrolls on");
    for _ in 0..40 {
        press(&mut app, KeyCode::Char(']'));
    }
    assert_eq!(status(&app), "the last round is shown: [ scrolls back");
}

/// Digits typed on K go on as one K only while they make one: 40 then 20 is K 20, never the
/// custom K 4020 refused.
#[test]
fn a_k_typed_after_another_starts_again() {
    let mut app = App::new();
    focus(&mut app, Entry::KPreset);
    type_text(&mut app, "40");
    assert_eq!(app.request().k.preset, KPreset::K40);
    type_text(&mut app, "20");
    assert_eq!(app.request().k.preset, KPreset::K20);
    type_text(&mut app, "15");
    assert_eq!(
        (app.request().k.preset, app.request().k.custom.as_str()),
        (KPreset::Custom, "15")
    );
    // 1532 is no K: 32 by itself, as typed on a fresh K.
    type_text(&mut app, "32");
    let mut fresh = App::new();
    focus(&mut fresh, Entry::KPreset);
    type_text(&mut fresh, "32");
    assert_eq!(app.request().k.preset, fresh.request().k.preset);
    assert!(app.evaluation().problem().is_none());
}

/// ↓ past the games table's last row goes on to the field after it, ↑ before its first to the
/// field before, as between the form's fields: never a key that does nothing.
#[test]
fn the_arrows_go_on_past_a_tables_edges() {
    let mut app = seven_games();
    if app.tournament().editor.is_some() {
        press(&mut app, KeyCode::Esc);
    }
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::End);
    assert_eq!(app.tournament().selected, 6);
    press(&mut app, KeyCode::Down);
    let mut after = seven_games();
    focus(&mut after, Entry::Rows);
    press(&mut after, KeyCode::Tab);
    assert_eq!(app.focus(), after.focus());
    assert_ne!(app.focus(), Some(Entry::Rows));
    // Back up into the table, then past its first row.
    press(&mut app, KeyCode::Up);
    assert_eq!(app.focus(), Some(Entry::Rows));
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Up);
    assert_ne!(app.focus(), Some(Entry::Rows));
}

/// Field mode with no report open: the keys that work on a player say there is none yet, and
/// how to open one.
#[test]
fn field_mode_without_a_report_says_how_to_open_one() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(6));
    focus(&mut app, Entry::Players);
    for key in ['s', 'S', 'e', '5', 'x', 't', '[', ']'] {
        press(&mut app, KeyCode::Char(key));
        assert_eq!(
            app.status().map(|s| s.text.as_str()),
            Some("no tournament report is open: F7 (or i) opens a TRF file"),
            "{key}"
        );
    }
}

/// Opening a report says as many players as the table shows: a bye's pseudo-player
/// (`spielfrei`, byes and absences only) is no player.
#[test]
fn opening_a_report_counts_the_players_the_table_shows() {
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(7));
    driven.type_text(&fixture("trf/byes-and-forfeits.trf"));
    driven.press(KeyCode::Enter);
    // The preview says the same count before it is opened.
    let preview = common::screen(&driven.app, 80, 24);
    assert!(preview.contains("6 players, "), "{preview}");
    driven.press(KeyCode::Enter);
    let shown = driven.app.field_report().unwrap().players.len();
    let said = driven.app.status().unwrap().text.clone();
    assert!(said.contains(&format!(": {shown} players")), "{said}");
    assert_eq!(shown, 6);
}

/// The help opens from a popup and a cell being typed, as every footer says (F1; ? where it is
/// no text), and closing it leaves what was open as it was.
#[test]
fn the_help_opens_from_popups_and_editors() {
    let mut app = App::new();
    ctrl(&mut app, 'o');
    press(&mut app, KeyCode::F(1));
    assert!(app.show_help());
    press(&mut app, KeyCode::Esc);
    assert!(!app.show_help());
    assert!(matches!(
        app.popup(),
        Some(elocalc::tui::state::Popup::Sessions(_))
    ));
    press(&mut app, KeyCode::Char('?'));
    assert!(app.show_help());
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    // In a cell being typed ? is text (a game to play); F1 still opens the help.
    let mut app = seven_games();
    focus(&mut app, Entry::Rows);
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "1800");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('?'));
    assert!(!app.show_help());
    press(&mut app, KeyCode::F(1));
    assert!(app.show_help());
    press(&mut app, KeyCode::Esc);
    assert!(app.tournament().editor.is_some());
}

/// A paste of several lines into a one-line field: one line, a space between them, and said —
/// never "15⏎00" read as 1500.
#[test]
fn a_multi_line_paste_into_a_field_is_one_line_with_spaces_and_said() {
    let mut app = App::new();
    paste(&mut app, "15\n00\n");
    assert_eq!(app.request().rating, "15 00");
    assert!(
        app.error_for(Entry::Rating).is_some(),
        "'15 00' is no rating"
    );
    assert_eq!(
        app.status().unwrap().text,
        "2 lines pasted as one (a field holds one line)"
    );
    // One line with its line end: as typed, nothing said.
    let mut app = App::new();
    paste(&mut app, "1620\n");
    assert_eq!(app.request().rating, "1620");
    assert!(app.status().is_none());
}

/// Tab and ↑ ↓ in a session's name (save as, rename) are a path prompt's keys: said there,
/// never a key gone without a word; the name typed stays.
#[test]
fn path_keys_on_a_sessions_name_are_said() {
    let mut app = App::new();
    ctrl(&mut app, 's');
    type_text(&mut app, "x");
    for key in [KeyCode::Tab, KeyCode::Up, KeyCode::Down] {
        press(&mut app, key);
        let said = &app.status().unwrap().text;
        assert!(
            said.ends_with(
                "does nothing here: a session's name is typed whole (Enter keeps it, Esc cancels)"
            ),
            "{key:?}: {said}"
        );
    }
    let Some(elocalc::tui::state::Popup::SaveAs(save_as)) = app.popup() else {
        panic!("the prompt stays");
    };
    assert!(save_as.0.input.value().ends_with('x'));
}

/// A key that does nothing in the help is said on the help's border: the help covers the
/// status line.
#[test]
fn a_key_that_does_nothing_in_the_help_is_said_on_it() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(1));
    press(&mut app, KeyCode::Char('x'));
    assert!(app.show_help());
    let shown = common::screen(&app, 80, 24);
    assert!(shown.contains("'x' does nothing here"), "{shown}");
}

/// Undoing a step made in another mode turns it there and shows that mode, said with its tab:
/// never games gone unseen from a mode without a table.
#[test]
fn an_undo_in_another_mode_shows_that_mode_and_says_it() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    paste(&mut app, "1600 w\n1700 d\n");
    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(app.request().mode, Mode::Tournament);
    assert!(app.request().rows.is_empty());
    assert_eq!(
        app.status().unwrap().text,
        "F3 Tournament: undone: pasted 2 games: games 1–2 · ^R redoes"
    );
    // Redone where it is: nothing more said.
    press_with(&mut app, KeyCode::Char('r'), KeyModifiers::CONTROL);
    assert_eq!(app.request().rows.len(), 2);
    assert_eq!(
        app.status().unwrap().text,
        "redone: pasted 2 games: games 1–2 · u undoes"
    );
}

#[test]
fn a_mode_key_in_its_own_mode_says_so() {
    let mut app = tournament_app();
    let depth = app.undo_depth();
    press(&mut app, KeyCode::F(3));
    assert_eq!(app.request().mode, Mode::Tournament);
    assert_eq!(
        app.status().unwrap().text,
        "F3 Tournament is the mode shown already"
    );
    assert_eq!(app.undo_depth(), depth);
}

#[test]
fn a_text_fields_editing_keys_start_typing_in_it() {
    // Backspace on a focused rating took nothing and said nothing (cold try): as in a web
    // form's field, it takes the last character; the arrows, Home and End move in the value.
    let mut app = App::new();
    focus(&mut app, Entry::Opponent);
    press(&mut app, KeyCode::Backspace);
    assert!(app.is_typing());
    assert_eq!(app.request().opponent, "150");
    type_text(&mut app, "7");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().opponent, "1507");
    press(&mut app, KeyCode::Home);
    assert!(app.is_typing());
    type_text(&mut app, "2");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.request().opponent, "1507", "Esc cancels that edit");
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(
        app.request().opponent,
        "1500",
        "one undo step for the first"
    );
}

#[test]
fn a_cell_tabbed_into_holds_its_value_selected_and_a_key_replaces_it() {
    // The slip: Tab from game 3's opponent to its score, `l` typed: "0l", refused.
    let mut app = seven_games();
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Tab);
    let editor = app
        .tournament()
        .editor
        .as_ref()
        .expect("the score's editor");
    assert_eq!(
        (editor.column, editor.input.value()),
        (elocalc::tui::state::Column::Score, "0")
    );
    type_text(&mut app, "w");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().rows[2].score, RowScore::Played(Score::Win));
}
