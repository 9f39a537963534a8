//! The terminal UI: key event → action → state update → core recompute → view.

pub mod app;
pub mod keys;
pub mod view;

use std::io;

use crossterm::event::{self, DisableBracketedPaste, EnableBracketedPaste, Event, KeyEventKind};
use crossterm::execute;

use app::App;
use keys::Action;

/// Applies one terminal event to the app. Returns whether anything changed (and so whether to
/// draw again).
pub fn handle_event(app: &mut App, event: &Event) -> bool {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            let Some(action) = keys::action(app.context(), key, &|c| app.accepts(c)) else {
                return false;
            };
            // A held key repeats text and movement, never other commands.
            let repeats = matches!(
                action,
                Action::Edit(_)
                    | Action::RowUp
                    | Action::RowDown
                    | Action::PageUp
                    | Action::PageDown
            );
            if key.kind == KeyEventKind::Repeat && !repeats {
                return false;
            }
            app.update(action);
            true
        }
        Event::Paste(text) => {
            app.paste(text);
            true
        }
        Event::Resize(_, _) => true,
        _ => false,
    }
}

/// Runs the UI until the user quits. Blocks on each event: an idle elocalc uses no CPU.
pub fn run() -> io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    // ratatui's hook restores the screen on panic; bracketed paste is switched off first.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableBracketedPaste);
        hook(info);
    }));
    let result = (|| {
        execute!(io::stdout(), EnableBracketedPaste)?;
        let mut app = App::new();
        terminal.draw(|frame| view::render(frame, &app))?;
        while !app.should_quit {
            if handle_event(&mut app, &event::read()?) {
                terminal.draw(|frame| view::render(frame, &app))?;
            }
        }
        Ok(())
    })();
    let _ = execute!(io::stdout(), DisableBracketedPaste);
    ratatui::restore();
    result
}
