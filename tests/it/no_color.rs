//! NO_COLOR (https://no-color.org): nothing is coloured, and what colour told is still told by
//! bold, dim, underline or reverse. The setting is read once per process, so the test runs in a
//! process of its own.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::Entry;
use elocalc::tui::state::App;
use ratatui::style::{Color, Modifier};

#[test]
fn with_no_color_nothing_is_coloured_and_everything_still_stands_out() {
    let output = in_own_process(
        "no_color::drawn_with_no_color",
        &[("NO_COLOR", "1".as_ref())],
    )
    .output()
    .unwrap();
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Run by the test above, in a process whose NO_COLOR is set.
#[test]
#[ignore = "run in a process of its own by with_no_color_nothing_is_coloured_and_everything_still_stands_out"]
fn drawn_with_no_color() {
    assert!(
        std::env::var_os("NO_COLOR").is_some(),
        "run with NO_COLOR set"
    );
    let mut app = App::new();
    replace(&mut app, "5000");
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    for (width, height) in [(80, 24), (120, 40)] {
        let terminal = draw(&app, width, height);
        let buffer = terminal.backend().buffer();
        for cell in buffer.content() {
            assert_eq!(cell.fg, Color::Reset, "no foreground colour: {cell:?}");
            assert_eq!(cell.bg, Color::Reset, "no background colour: {cell:?}");
        }
        // The invalid field is still marked (bold and underlined), the focus reversed.
        let marked = |modifier: Modifier| {
            buffer
                .content()
                .iter()
                .any(|c| c.modifier.contains(modifier))
        };
        assert!(marked(Modifier::UNDERLINED) && marked(Modifier::BOLD));
        assert!(marked(Modifier::REVERSED), "the focused cell is reversed");
    }
}
