//! Games in and results out through the terminal UI: pasting lines into the table, the import
//! dialog with its preview, and the export dialog that never replaces a file unasked.

mod common;

use common::*;
use crossterm::event::{Event, KeyCode};
use elocalc::rating::{Pool, Score};
use elocalc::tui::app::{App, Field, Outcome, Popup};
use elocalc::tui::effects::{Jobs, perform};
use elocalc::tui::handle_event;

fn in_the_table() -> App {
    let mut app = App::new();
    replace(&mut app, "1922");
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Field::Rows);
    app
}

#[test]
fn pasting_lines_into_the_table_adds_a_game_each() {
    let mut app = in_the_table();
    add_game(&mut app, "2000", "1");
    let pasted = "1798 | 1\n1801,0\nsomething else\n1897 w\n";
    handle_event(&mut app, &Event::Paste(pasted.into()));
    let opponents: Vec<&str> = app.form.rows.iter().map(|r| r.opponent.as_str()).collect();
    assert_eq!(opponents, ["2000", "1798", "1801", "1897"]);
    assert_eq!(app.form.rows[3].score, Score::Win);
    let status = app.status.clone().unwrap();
    assert!(status.error);
    assert!(
        status
            .text
            .starts_with("pasted 3 games; line 3 not understood"),
        "{}",
        status.text
    );
    assert!(app.dirty, "pasted games are saved like typed ones");
    // A single line pasted into a cell editor is just text.
    press(&mut app, KeyCode::Char('a'));
    handle_event(&mut app, &Event::Paste("2100".into()));
    assert_eq!(
        app.tournament.editor.as_ref().unwrap().input.value(),
        "2100"
    );
}

/// F5, a path, (Tab and a player,) Enter; then the file is read.
fn import(app: &mut App, path: &str, player: Option<&str>) -> Jobs {
    press(app, KeyCode::F(5));
    type_text(app, path);
    if let Some(player) = player {
        press(app, KeyCode::Tab);
        type_text(app, player);
    }
    press(app, KeyCode::Enter);
    let mut jobs = Jobs::default();
    perform(app, None, &mut jobs);
    jobs.wait(app);
    jobs
}

#[test]
fn importing_a_pgn_shows_a_preview_then_adds_the_games() {
    let mut app = App::new();
    let _ = import(&mut app, &fixture("club-open.pgn"), Some("petrova, anna"));
    let Some(Popup::Import(dialog)) = &app.popup else {
        panic!("the dialog is still open");
    };
    let preview = dialog.preview.as_ref().expect("a preview");
    assert_eq!(preview.rows.len(), 4);
    assert!(app.form.rows.is_empty(), "nothing added before Enter");
    let screen = screen(&app, 100, 30);
    assert!(
        screen.contains("4 games found for Petrova, Anna"),
        "{screen}"
    );
    assert!(
        screen.contains("line 55 skipped: unfinished game (*)"),
        "{screen}"
    );
    press(&mut app, KeyCode::Enter);
    assert!(app.popup.is_none());
    assert_eq!(app.form.rows.len(), 4);
    assert_eq!(app.form.rating, "1922", "the player's rating in the file");
    // The rating field kept the focus; typing on continues from the imported rating.
    assert_eq!(app.focus, Some(Field::Rating));
    assert_eq!(app.field_editor.value(), "1922");
    assert_eq!(app.form.pool, Pool::FideStandard);
    let Outcome::Period(period) = app.outcome() else {
        panic!("no period");
    };
    assert_eq!(period.rated_games, 3);
    assert!(
        app.status
            .as_ref()
            .unwrap()
            .text
            .starts_with("added 4 games")
    );
}

#[test]
fn importing_with_a_wrong_name_says_who_is_in_the_file() {
    let mut app = App::new();
    let _ = import(&mut app, &fixture("club-open.pgn"), Some("petrov"));
    let Some(Popup::Import(dialog)) = &app.popup else {
        panic!("the dialog is still open");
    };
    let error = dialog.player.error.as_deref().unwrap();
    assert!(error.contains("close matches: 'Petrova, Anna'"), "{error}");
    press(&mut app, KeyCode::Esc);
    assert!(app.popup.is_none());
    assert!(app.form.rows.is_empty());
}

#[test]
fn importing_a_csv_and_a_missing_file() {
    let mut app = App::new();
    let _ = import(&mut app, &fixture("chess-results.csv"), None);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.form.rows.len(), 4);
    let mut app = App::new();
    let _ = import(&mut app, "/nonexistent/games.pgn", Some("x"));
    let Some(Popup::Import(dialog)) = &app.popup else {
        panic!("the dialog is still open");
    };
    assert!(
        dialog
            .player
            .error
            .as_deref()
            .unwrap()
            .contains("cannot read")
    );
}

#[test]
fn exporting_never_replaces_a_file_unasked() {
    let dir = std::env::temp_dir().join(format!("elocalc-tui-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.md");
    let mut app = App::new();
    let export = |app: &mut App| {
        press(app, KeyCode::F(6));
        press_with(
            app,
            KeyCode::Char('u'),
            crossterm::event::KeyModifiers::CONTROL,
        );
        type_text(app, file.to_str().unwrap());
        press(app, KeyCode::Enter);
        perform(app, None, &mut Jobs::default());
    };
    export(&mut app);
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("### Game")
    );
    assert!(app.status.as_ref().unwrap().text.starts_with("exported to"));
    std::fs::write(&file, "keep me").unwrap();
    export(&mut app);
    assert!(matches!(app.popup, Some(Popup::ConfirmOverwrite(_))));
    press(&mut app, KeyCode::Char('n'));
    perform(&mut app, None, &mut Jobs::default());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    export(&mut app);
    press(&mut app, KeyCode::Char('y'));
    perform(&mut app, None, &mut Jobs::default());
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("### Game")
    );
    // A name without a known extension is refused in the dialog.
    press(&mut app, KeyCode::F(6));
    press_with(
        &mut app,
        KeyCode::Char('u'),
        crossterm::event::KeyModifiers::CONTROL,
    );
    type_text(&mut app, "result.txt");
    press(&mut app, KeyCode::Enter);
    let Some(Popup::Export(prompt)) = &app.popup else {
        panic!("still asking");
    };
    assert!(
        prompt
            .error
            .as_deref()
            .unwrap()
            .contains(".csv, .md or .json")
    );
    std::fs::remove_dir_all(&dir).ok();
}
