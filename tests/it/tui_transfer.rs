//! Games in and results out through the terminal UI: pasting lines into the table, the import
//! dialog with its preview, and the export dialog that never replaces a file unasked.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, Outcome, RowScore};
use elocalc::rating::{Pool, Score};
use elocalc::tui::state::{App, Popup};

fn in_the_table() -> App {
    let mut app = App::new();
    replace(&mut app, "1922");
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    app
}

fn opponents(app: &App) -> Vec<&str> {
    app.request()
        .rows
        .iter()
        .map(|r| r.opponent.as_str())
        .collect()
}

#[test]
fn pasting_lines_into_the_table_adds_a_game_each() {
    let mut app = in_the_table();
    add_game(&mut app, "2000", "1");
    // Terminals send a paste's line ends as CR, CRLF or LF.
    paste(&mut app, "1798 | 1\r1801,0\r\n1897 w\n");
    assert_eq!(opponents(&app), ["2000", "1798", "1801", "1897"]);
    assert_eq!(app.request().rows[3].score, RowScore::Played(Score::Win));
    let status = app.status().cloned().unwrap();
    assert_eq!(status.text, "pasted 3 games: games 2–4 · u undoes");
    assert!(!status.error);
    assert!(app.is_dirty(), "pasted games are saved like typed ones");
    // A line that is not a game stops the paste, named, and nothing is added: the policy of
    // every games list.
    paste(&mut app, "1700 | 1\nsomething else\n1600 0\n");
    assert_eq!(opponents(&app), ["2000", "1798", "1801", "1897"]);
    let status = app.status().cloned().unwrap();
    assert!(status.error);
    assert!(
        status
            .text
            .starts_with("nothing pasted: line 2: rating 'something' must be a number"),
        "{}",
        status.text
    );
    // One line pasted on the table is one game, after the selected one.
    paste(&mut app, "1650 d");
    assert_eq!(opponents(&app), ["2000", "1798", "1801", "1897", "1650"]);
    assert_eq!(
        app.status().unwrap().text,
        "pasted 1 game: game 5 · u undoes"
    );
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(opponents(&app), ["2000", "1798", "1801", "1897"]);
    // A single line pasted into a cell editor is just text.
    press(&mut app, KeyCode::Char('a'));
    paste(&mut app, "2100");
    assert_eq!(
        app.tournament().editor.as_ref().unwrap().input.value(),
        "2100"
    );
}

/// F7, a path, (Tab and a player,) Enter; then the file is read.
fn import(app: App, path: &str, player: Option<&str>) -> Driven {
    let mut driven = Driven::new(app, None);
    driven.press(KeyCode::F(7));
    // The path starts with the folder last used: ^U clears it for a path of another.
    driven.replace(path);
    if let Some(player) = player {
        driven.press(KeyCode::Tab);
        driven.type_text(player);
    }
    driven.press(KeyCode::Enter);
    driven
}

#[test]
fn importing_a_pgn_shows_a_preview_then_adds_the_games() {
    let mut driven = import(App::new(), &fixture("club-open.pgn"), Some("petrova, anna"));
    let Some(Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the dialog is still open");
    };
    let preview = dialog.preview.as_ref().expect("a preview");
    assert_eq!(preview.games().len(), 4);
    assert!(
        driven.app.request().rows.is_empty(),
        "nothing added before Enter"
    );
    let screen = screen(&driven.app, 100, 30);
    assert_contains(
        &screen,
        &[
            "4 games found for Petrova, Anna",
            "line 55 skipped: unfinished game (*)",
        ],
    );
    // The file's rating is offered, taken only when chosen (f), then Enter adds the games.
    driven.press(KeyCode::Char('f'));
    driven.press(KeyCode::Enter);
    let app = &driven.app;
    assert!(app.popup().is_none());
    assert_eq!(app.request().rows.len(), 4);
    assert_eq!(
        app.request().rating,
        "1922",
        "the player's rating in the file"
    );
    // The rating field kept the focus; typing on continues from the imported rating.
    assert_eq!(app.focus(), Some(Entry::Rating));
    assert_eq!(app.field_editor().value(), "1922");
    assert_eq!(app.request().pool(), Pool::FideStandard);
    let Outcome::Period(period) = app.outcome() else {
        panic!("no period");
    };
    assert_eq!(period.outcome.rated_games, 3);
    // What the file changed is said.
    assert_eq!(
        app.status().unwrap().text,
        "imported 4 games: games 1–4; from the file: your rating 1500 → 1922; \
         line 55 skipped: unfinished game (*) · u undoes"
    );
}

#[test]
fn an_import_can_leave_your_rating_and_pool_as_they_are() {
    let mut driven = import(
        App::new(),
        &fixture("latin1-blitz.pgn"),
        Some("müller, jürgen"),
    );
    let screen = screen(&driven.app, 100, 30);
    assert_contains(
        &screen,
        &["[ ] f: take from the file your rating 2105, pool FIDE Blitz"],
    );
    // Enter adds the games only: the file's rating and pool are never taken unasked.
    driven.press(KeyCode::Enter);
    let app = &driven.app;
    assert_eq!(app.request().rows.len(), 2);
    assert_eq!(app.request().rating, "1500");
    assert_eq!(app.request().pool(), Pool::FideStandard);
    assert_eq!(
        app.status().unwrap().text,
        "imported 2 games: games 1–2 · u undoes"
    );
    // f then Enter takes them, and says so.
    let mut driven = import(
        App::new(),
        &fixture("latin1-blitz.pgn"),
        Some("müller, jürgen"),
    );
    driven.press(KeyCode::Char('f'));
    assert!(
        common::screen(&driven.app, 100, 30).contains("[x] f: take from the file your rating 2105")
    );
    driven.press(KeyCode::Enter);
    assert_eq!(driven.app.request().pool(), Pool::FideBlitz);
    assert_eq!(
        driven.app.status().unwrap().text,
        "imported 2 games: games 1–2; from the file: pool FIDE Standard → FIDE Blitz, \
         your rating 1500 → 2105 · u undoes"
    );
    // One undo step takes all of it back.
    driven.press(KeyCode::Char('u'));
    assert_eq!(driven.app.request().pool(), Pool::FideStandard);
    assert_eq!(driven.app.request().rating, "1500");
    assert!(driven.app.request().rows.is_empty());
}

#[test]
fn an_import_into_a_table_with_games_asks_replace_add_or_cancel() {
    // Seven games, round 3 selected: the slip was F7 inserting the file's games there and
    // taking the file's rating.
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for opponent in ["1801", "1802", "1803", "1804", "1805", "1806", "1807"] {
        add_game(&mut app, opponent, "1");
    }
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    let before: Vec<String> = opponents(&app).iter().map(|s| s.to_string()).collect();
    let mut driven = import(app, &fixture("club-open.pgn"), Some("petrova, anna"));
    let screen = screen(&driven.app, 100, 30);
    assert_contains(
        &screen,
        &[
            "Enter adds them as a new event · r replaces them · Esc cancels",
            "[ ] f: take from the file your rating 1922",
        ],
    );
    // Esc: nothing changes.
    driven.press(KeyCode::Esc);
    assert_eq!(opponents(&driven.app), before);
    assert_eq!(driven.app.request().rating, "1500");
    // Enter: at the end, as the rating period's second event (on her rating in the file),
    // the rating kept.
    let mut driven = import(driven.app, &fixture("club-open.pgn"), Some("petrova, anna"));
    driven.press(KeyCode::Enter);
    let app = &driven.app;
    assert_eq!(app.request().rows.len(), 11);
    assert_eq!(opponents(app)[..7], before[..]);
    assert_eq!(app.request().rating, "1500");
    assert_eq!(
        app.request().events,
        ["Event 1", "club-open.pgn | rating 1922"]
    );
    let events: Vec<usize> = app.request().rows.iter().map(|row| row.event).collect();
    assert_eq!(events, [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
    // r: the file's games replace them; one undo brings the eleven back.
    let mut driven = import(driven.app, &fixture("club-open.pgn"), Some("petrova, anna"));
    driven.press(KeyCode::Char('r'));
    assert_eq!(driven.app.request().rows.len(), 4);
    assert!(driven.app.request().events.is_empty());
    assert_eq!(
        driven.app.status().unwrap().text,
        "imported 4 games instead of the table's 11: the period is one event again; line 55 \
         skipped: unfinished game (*) · u undoes"
    );
    driven.press(KeyCode::Char('u'));
    assert_eq!(driven.app.request().rows.len(), 11);
    assert_eq!(driven.app.request().events.len(), 2);
}

#[test]
fn importing_with_a_wrong_name_says_who_is_in_the_file() {
    let mut driven = import(App::new(), &fixture("club-open.pgn"), Some("petrov"));
    let Some(Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the dialog is still open");
    };
    // The closest names are offered: the first is in the player field, Enter reads it.
    assert_eq!(
        dialog.close.first().map(String::as_str),
        Some("Petrova, Anna")
    );
    assert_eq!(dialog.player.input.value(), "Petrova, Anna");
    assert!(screen(&driven.app, 100, 30).contains("Petrova, Anna"));
    driven.press(KeyCode::Down);
    driven.press(KeyCode::Up);
    driven.press(KeyCode::Enter);
    let Some(Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the dialog is still open");
    };
    assert_eq!(dialog.preview.as_ref().map(|p| p.games().len()), Some(4));
    driven.press(KeyCode::Esc);
    assert!(driven.app.popup().is_none());
    assert!(driven.app.request().rows.is_empty());
}

#[test]
fn importing_a_csv_a_games_list_and_a_missing_file() {
    let mut driven = import(App::new(), &fixture("chess-results.csv"), None);
    driven.press(KeyCode::Enter);
    assert_eq!(driven.app.request().rows.len(), 4);
    // A games list is read whole or not at all: pasted.txt has a line that is not a game.
    let driven = import(App::new(), &fixture("pasted.txt"), None);
    let Some(Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the dialog is still open");
    };
    let error = dialog.path.error.as_deref().unwrap();
    assert!(
        error.contains("pasted.txt: line 5: 'not a game' is not a game"),
        "{error}"
    );
    let driven = import(App::new(), "/nonexistent/games.pgn", Some("x"));
    let Some(Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the dialog is still open");
    };
    let error = dialog.player.error.as_deref().unwrap();
    assert!(error.contains("cannot read"), "{error}");
}

/// A write that fails (a folder that is not there) opens the export again, the path as typed
/// and why beside it: one edit puts it right.
#[test]
fn a_failed_export_keeps_the_path_typed() {
    let dir = temp_dir();
    let typed = dir.path().join("no such folder").join("game.md");
    let typed = typed.to_str().unwrap();
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(8));
    driven.replace(typed);
    driven.press(KeyCode::Enter);
    driven.effects.settle(&mut driven.app);
    let Some(Popup::Export(prompt)) = driven.app.popup() else {
        panic!("the export again: {:?}", driven.app.status());
    };
    assert_eq!(prompt.input.value(), typed);
    assert!(prompt.error.is_some());
    assert!(driven.app.status().unwrap().error);
    // Put right: the file is written.
    let good = dir.path().join("game.md");
    driven.replace(good.to_str().unwrap());
    driven.press(KeyCode::Enter);
    driven.effects.settle(&mut driven.app);
    assert!(driven.app.popup().is_none());
    assert!(
        std::fs::read_to_string(&good)
            .unwrap()
            .starts_with("## FIDE Standard")
    );
}

#[test]
fn exporting_never_replaces_a_file_unasked() {
    let dir = temp_dir();
    let file = dir.path().join("game.md");
    let mut driven = Driven::new(App::new(), None);
    let export = |driven: &mut Driven| {
        driven.press(KeyCode::F(8));
        driven.replace(file.to_str().unwrap());
        driven.press(KeyCode::Enter);
    };
    let written = || std::fs::read_to_string(&file).unwrap();
    export(&mut driven);
    assert!(written().starts_with("## FIDE Standard · game rated"));
    assert!(driven.app.status().unwrap().text.starts_with("exported to"));
    std::fs::write(&file, "keep me").unwrap();
    export(&mut driven);
    assert!(matches!(
        driven.app.popup(),
        Some(Popup::Question(elocalc::tui::state::Question::Overwrite(
            ..
        )))
    ));
    // n goes back to the name as typed, to be changed or left with Esc.
    driven.press(KeyCode::Char('n'));
    assert_eq!(written(), "keep me");
    let Some(Popup::Export(prompt)) = driven.app.popup() else {
        panic!("back to the name");
    };
    assert_eq!(prompt.input.value(), file.to_str().unwrap());
    driven.press(KeyCode::Esc);
    assert!(driven.app.popup().is_none());
    export(&mut driven);
    driven.press(KeyCode::Char('y'));
    assert!(written().starts_with("## FIDE Standard · game rated"));
    // A name without a known extension is refused in the dialog.
    driven.press(KeyCode::F(8));
    driven.replace("result.txt");
    driven.press(KeyCode::Enter);
    let Some(Popup::Export(prompt)) = driven.app.popup() else {
        panic!("still asking");
    };
    assert!(
        prompt
            .error
            .as_deref()
            .unwrap()
            .contains(".csv, .md or .json")
    );
}

#[test]
fn the_command_line_and_the_ui_read_a_file_the_same_way() {
    // A comment line longer than any line a games file needs, then nine games: both faces
    // refuse the file with the same words, neither takes part of it.
    let dir = temp_dir();
    let path = dir.path().join("games.txt");
    let mut text = format!("# {}\n", "x".repeat(2 << 20));
    text += &"1500 | 1\n".repeat(9);
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    let output = elocalc(&["period", "--rating", "1500", "--file", path]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("line 1 is longer than 1048576 bytes"),
        "{stderr}"
    );
    let driven = import(App::new(), path, None);
    let Some(Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the dialog is still open");
    };
    let error = dialog.path.error.as_deref().unwrap();
    assert!(
        error.contains("line 1 is longer than 1048576 bytes"),
        "{error}"
    );
    assert!(driven.app.request().rows.is_empty());
}

#[test]
fn in_norm_mode_imported_games_keep_their_titles_and_federations() {
    let dir = temp_dir();
    let path = dir.path().join("norm.pgn");
    std::fs::write(
        &path,
        "[White \"Lee, Mia\"]\n[Black \"Keymer, Vincent\"]\n[BlackTitle \"GM\"]\n\
         [BlackFed \"GER\"]\n[BlackElo \"2720\"]\n[Result \"1/2-1/2\"]\n\n1. d4 1/2-1/2\n\n\
         [White \"Ivanov, Ivan\"]\n[Black \"Lee, Mia\"]\n[WhiteElo \"2301\"]\n\
         [WhiteFed \"BUL\"]\n[Result \"0-1\"]\n\n1. e4 0-1\n",
    )
    .unwrap();
    let mut app = App::new();
    press(&mut app, KeyCode::F(5));
    let mut driven = import(app, path.to_str().unwrap(), Some("Lee, Mia"));
    driven.press(KeyCode::Enter);
    let app = &driven.app;
    assert_eq!(
        app.request().mode,
        elocalc::calc::Mode::Norm,
        "the mode stays"
    );
    let rows: Vec<(&str, &str, &str, &str)> = app
        .request()
        .rows
        .iter()
        .map(|r| {
            (
                r.opponent.as_str(),
                r.score_text(),
                r.title.as_str(),
                r.federation.as_str(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [("2720", "0.5", "GM", "GER"), ("2301", "1", "", "BUL")]
    );
    // And pasted lines may carry them too, as `elocalc norm --file` reads them.
    let mut driven = driven;
    driven.press(KeyCode::Tab);
    focus(&mut driven.app, Entry::Rows);
    paste(
        &mut driven.app,
        "2400 | ? | IM | FRA\nunrated | 0 | - | FID\n",
    );
    let last = &driven.app.request().rows[3];
    assert_eq!(
        (last.opponent.as_str(), last.federation.as_str()),
        ("unrated", "FID")
    );
    assert_eq!(driven.app.request().rows[2].score, RowScore::Unplayed);
}

/// A FIFO (or a device, or a folder) given to F7 is refused by name, never opened: opening a
/// FIFO nobody writes to would leave "reading…" on screen for ever.
#[cfg(unix)]
#[test]
fn a_fifo_is_refused_by_the_import_never_read() {
    let dir = temp_dir();
    let fifo = dir.path().join("games.pgn");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let driven = import(App::new(), fifo.to_str().unwrap(), Some("anyone"));
    let Some(Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the dialog is still open");
    };
    assert!(dialog.reading.is_none(), "not left reading");
    let said = [&dialog.path.error, &dialog.player.error]
        .into_iter()
        .flatten()
        .next()
        .expect("a reason");
    assert!(said.contains("is not a regular file (a FIFO"), "{said}");
}

/// Tab in a path asks the file system through an effect; its answer completes the path only if
/// the path is still what was typed (a key typed on since wins).
#[test]
fn a_paths_completion_is_an_effect_and_a_late_answer_is_dropped() {
    use elocalc::tui::message::{Effect, Message};
    use elocalc::tui::paths::Completion;
    let mut app = App::new();
    press(&mut app, KeyCode::F(8));
    ctrl(&mut app, 'u');
    type_text(&mut app, "games/cl");
    let asked = app.update(Message::Key(crossterm::event::KeyEvent::from(KeyCode::Tab)));
    assert!(
        matches!(&asked[..], [Effect::CompletePath(typed)] if typed == "games/cl"),
        "{asked:?}"
    );
    let typed = |app: &App| match app.popup() {
        Some(Popup::Export(prompt)) => prompt.input.value().to_string(),
        other => panic!("{other:?}"),
    };
    let answer = |typed: &str| Message::PathCompleted {
        typed: typed.into(),
        completion: Some(Completion {
            text: "games/club.csv".into(),
            matches: Vec::new(),
            count: 1,
        }),
    };
    type_text(&mut app, "u");
    app.update(answer("games/cl"));
    assert_eq!(typed(&app), "games/clu");
    app.update(answer("games/clu"));
    assert_eq!(typed(&app), "games/club.csv");
}

/// The preview of games for an empty table offers no `r` (there is nothing to replace): the
/// footer does not show it, and `r` says what the keys are.
#[test]
fn the_preview_for_an_empty_table_offers_no_replace() {
    let dir = temp_dir();
    let path = dir.path().join("games.txt");
    std::fs::write(&path, "1500 | 1\n1600 | 0\n").unwrap();
    let driven = import(App::new(), path.to_str().unwrap(), None);
    let mut app = driven.app;
    assert_eq!(app.context(), elocalc::tui::keys::Context::PreviewNew);
    let footer = screen(&app, 120, 40).lines().last().unwrap().to_string();
    assert!(!footer.contains("r replace"), "{footer}");
    press(&mut app, KeyCode::Char('r'));
    assert!(app.popup().is_some());
    let said = app.status().unwrap().text.clone();
    assert!(said.starts_with("'r' does nothing here: Enter"), "{said}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.request().rows.len(), 2);
}

/// An export asked for while the input has a problem says so beside the path, which stays.
#[test]
fn an_export_with_a_problem_in_the_input_keeps_the_path() {
    let dir = temp_dir();
    let file = dir.path().join("norm.csv");
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(5));
    driven.press(KeyCode::F(8));
    driven.replace(file.to_str().unwrap());
    driven.press(KeyCode::Enter);
    driven.effects.settle(&mut driven.app);
    let Some(Popup::Export(prompt)) = driven.app.popup() else {
        panic!("the export stays open");
    };
    assert_eq!(prompt.input.value(), file.to_str().unwrap());
    assert_eq!(
        prompt.error.as_deref(),
        Some("nothing to export: the input has a problem")
    );
    assert!(!file.exists());
}
