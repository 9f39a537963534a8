//! The terminal UI. [`state`] holds the app's data; [`update`] is the one place it changes,
//! turning messages (keys, pastes, the autosave's turn, effects' reports) into new state and
//! effects; [`effects`] carries those out; [`view`] draws. This module is the event loop.

pub mod effects;
pub mod keys;
pub mod message;
pub mod state;
pub mod update;
pub mod view;

use std::io;
use std::time::{Duration, Instant};

use crossterm::event::{self, DisableBracketedPaste, EnableBracketedPaste, Event};
use crossterm::execute;

use crate::store::Store;
pub use effects::{Effects, Start};
use message::{Effect, Message};
use state::App;

/// How long after the first unsaved change the session is saved: a killed terminal loses at
/// most this much typing.
pub const AUTOSAVE_AFTER: Duration = Duration::from_secs(1);
/// How often the screen shows a running job's progress.
const JOB_TICK: Duration = Duration::from_millis(100);

/// Applies one terminal event to the app; returns the effects it asks for.
pub fn handle_event(app: &mut App, event: &Event) -> Vec<Effect> {
    Message::from_event(event).map_or_else(Vec::new, |message| app.update(message))
}

/// Runs the UI until the user quits, saving to `store` (none: nothing is saved). It blocks on
/// each event, with a timeout only while a change waits to be saved or a job runs: an idle
/// elocalc uses no CPU.
pub fn run(store: Option<Store>, start: Start) -> io::Result<()> {
    let mut app = effects::initial_app(store.as_ref(), start);
    let mut effects = Effects::new(store);
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
        let mut edits_seen = app.edits();
        terminal.draw(|frame| view::render(frame, &app))?;
        loop {
            // Wait for a key, but no longer than the autosave or a running job allows.
            let wait = match (save_at, effects.is_busy()) {
                (_, true) => Some(JOB_TICK),
                (Some(deadline), false) => Some(deadline.saturating_duration_since(Instant::now())),
                (None, false) => None,
            };
            let event = match wait {
                None => Some(event::read()?),
                Some(wait) if event::poll(wait)? => Some(event::read()?),
                Some(_) => None,
            };
            let mut messages = effects.reported();
            match event.as_ref().and_then(Message::from_event) {
                Some(message) => messages.push(message),
                None if save_at.is_some_and(|deadline| Instant::now() >= deadline) => {
                    save_at = None;
                    messages.push(Message::AutosaveDue);
                }
                None => {}
            }
            let changed = !messages.is_empty();
            for message in messages {
                effects.dispatch(&mut app, message);
            }
            if app.should_exit() {
                return Ok(());
            }
            // The first change since the last save starts the clock; a failed save waits for
            // the next change rather than retrying every second.
            if app.edits() != edits_seen {
                edits_seen = app.edits();
                save_at.get_or_insert_with(|| Instant::now() + AUTOSAVE_AFTER);
            }
            if changed {
                terminal.draw(|frame| view::render(frame, &app))?;
            }
        }
    })();
    let _ = execute!(io::stdout(), DisableBracketedPaste);
    ratatui::restore();
    result
}
