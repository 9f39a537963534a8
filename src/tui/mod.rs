//! The terminal UI: key event → action → state update → core recompute → view, with file work
//! done between updates by [`effects`].

pub mod app;
pub mod effects;
pub mod keys;
mod transfer;
pub mod view;

use std::io;
use std::time::{Duration, Instant};

use crossterm::event::{self, DisableBracketedPaste, EnableBracketedPaste, Event, KeyEventKind};
use crossterm::execute;

use crate::session::Store;
use app::App;
pub use effects::Start;
use keys::Action;

/// How long after the first unsaved change the session is saved: a killed terminal loses at
/// most this much typing.
pub const AUTOSAVE_AFTER: Duration = Duration::from_secs(1);
/// How often the screen shows a running job's progress.
const JOB_TICK: Duration = Duration::from_millis(100);

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

/// Runs the UI until the user quits, saving to `store` (none: nothing is saved). It blocks on
/// each event, with a timeout only while a change waits to be saved: an idle elocalc uses no
/// CPU.
pub fn run(store: Option<Store>, start: Start) -> io::Result<()> {
    let mut app = effects::initial_app(store.as_ref(), start);
    let mut terminal = ratatui::try_init()?;
    // ratatui's hook restores the screen on panic; bracketed paste is switched off first.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableBracketedPaste);
        hook(info);
    }));
    let result = (|| {
        execute!(io::stdout(), EnableBracketedPaste)?;
        let mut save_at: Option<Instant> = None;
        let mut edits_seen = app.edits;
        let mut warned = false;
        let mut jobs = effects::Jobs::default();
        terminal.draw(|frame| view::render(frame, &app))?;
        loop {
            // Wait for a key, but no longer than the autosave or a running job allows.
            let wait = match (save_at, jobs.is_running()) {
                (_, true) => Some(JOB_TICK),
                (Some(deadline), false) => Some(deadline.saturating_duration_since(Instant::now())),
                (None, false) => None,
            };
            let event = match wait {
                None => Some(event::read()?),
                Some(wait) if event::poll(wait)? => Some(event::read()?),
                Some(_) => None,
            };
            let reported = jobs.receive(&mut app);
            let changed = match event {
                Some(event) => handle_event(&mut app, &event),
                None if save_at.is_some_and(|deadline| Instant::now() >= deadline) => {
                    save_at = None;
                    effects::autosave(&mut app, store.as_ref());
                    true
                }
                None => false,
            } || reported;
            effects::perform(&mut app, store.as_ref(), &mut jobs);
            if app.edits != edits_seen {
                edits_seen = app.edits;
                save_at.get_or_insert_with(|| Instant::now() + AUTOSAVE_AFTER);
            }
            if app.should_quit && effects::ready_to_quit(&mut app, store.as_ref(), &mut warned) {
                return Ok(());
            }
            if changed || app.should_quit {
                app.should_quit = false;
                terminal.draw(|frame| view::render(frame, &app))?;
            }
        }
    })();
    let _ = execute!(io::stdout(), DisableBracketedPaste);
    ratatui::restore();
    result
}
