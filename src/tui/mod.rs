//! The terminal UI. [`state`] holds the app's data; [`update`] is the one place it changes,
//! turning messages (keys, pastes, the autosave's turn, signals, effects' reports) into new state
//! and effects; [`effects`] carries those out; [`view`] draws. This module is the event loop:
//! terminal events and signals arrive on one channel, and an idle elocalc uses no CPU.

pub mod components;
pub mod effects;
pub mod input;
pub mod keys;
pub mod message;
mod paths;
pub mod players;
pub mod state;
pub mod update;
pub mod view;

use std::io;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture, Event,
};
use crossterm::execute;
use ratatui::DefaultTerminal;

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

/// How the UI ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// The user quit.
    Quit,
    /// A signal ended it (the session saved first): exit with 128 + the signal's number.
    Signal(i32),
}

/// What the event loop waits for.
enum Input {
    Terminal(Event),
    /// SIGTERM, SIGHUP, SIGINT, SIGQUIT or SIGTSTP from outside.
    Signal(i32),
    Failed(io::Error),
}

/// Starts the threads that turn terminal events and signals into [`Input`]s.
fn inputs() -> io::Result<Receiver<Input>> {
    let (sender, receiver) = channel();
    let terminal = sender.clone();
    std::thread::spawn(move || {
        loop {
            // An Esc read together with the next key is Esc, then that key (`input`).
            let read = input::read().map_or_else(
                |error| vec![Input::Failed(error)],
                |events| events.into_iter().map(Input::Terminal).collect(),
            );
            let failed = read.iter().any(|input| matches!(input, Input::Failed(_)));
            if read.into_iter().any(|input| terminal.send(input).is_err()) || failed {
                break;
            }
        }
    });
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
        let mut signals =
            signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP])?;
        std::thread::spawn(move || {
            for signal in signals.forever() {
                if sender.send(Input::Signal(signal)).is_err() {
                    break;
                }
            }
        });
    }
    Ok(receiver)
}

/// Gives the terminal back to the shell until the process is continued (`fg`), then takes it
/// again and draws everything anew.
/// Leaves the terminal as elocalc found it: no mouse capture, no bracketed paste, the normal
/// screen, cooked mode.
fn restore() {
    let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
    ratatui::restore();
}

/// Takes the terminal: raw mode, the alternate screen, bracketed paste, and the mouse when
/// `mouse` is set.
fn take(mouse: bool) -> io::Result<DefaultTerminal> {
    let terminal = ratatui::try_init()?;
    execute!(io::stdout(), EnableBracketedPaste)?;
    if mouse {
        execute!(io::stdout(), EnableMouseCapture)?;
    }
    Ok(terminal)
}

#[cfg(unix)]
fn suspend(terminal: &mut DefaultTerminal, mouse: bool) -> io::Result<()> {
    restore();
    // Stops the process here, as SIGTSTP's default action would; returns on SIGCONT.
    signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP)?;
    // A new terminal draws everything at the next frame. (`Terminal::clear` would ask the
    // terminal for the cursor's place, an answer the event thread is waiting on.)
    *terminal = take(mouse)?;
    Ok(())
}

#[cfg(not(unix))]
fn suspend(_terminal: &mut DefaultTerminal, _mouse: bool) -> io::Result<()> {
    Ok(())
}

/// Runs the UI until the user quits or a signal ends it, saving to `store` (none: nothing is
/// saved). It blocks on each input, with a timeout only while a change waits to be saved or a
/// job runs.
pub fn run(store: Option<Store>, start: Start) -> io::Result<Exit> {
    let mut effects = Effects::new(store);
    let mut app = effects.start(start);
    let inputs = inputs()?;
    let mut mouse = true;
    let mut terminal = take(mouse)?;
    // ratatui's hook restores the screen on panic; the mouse and bracketed paste go first.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
        hook(info);
    }));
    let result = (|| {
        let mut save_at: Option<Instant> = None;
        let mut edits_seen = app.edits();
        let size = terminal.size()?;
        effects.dispatch(&mut app, Message::Resize(size.width, size.height));
        terminal.draw(|frame| view::render(frame, &app))?;
        loop {
            // Wait for an input, but no longer than the autosave or a running job allows.
            let wait = match (save_at, effects.is_busy()) {
                (_, true) => Some(JOB_TICK),
                (Some(deadline), false) => Some(deadline.saturating_duration_since(Instant::now())),
                (None, false) => None,
            };
            let input = match wait {
                None => inputs.recv().ok(),
                Some(wait) => match inputs.recv_timeout(wait) {
                    Ok(input) => Some(input),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => return Ok(Exit::Quit),
                },
            };
            let mut messages = effects.reported();
            match input {
                Some(Input::Terminal(event)) => messages.extend(Message::from_event(&event)),
                Some(Input::Signal(signal)) if is_suspend(signal) => {
                    suspend(&mut terminal, mouse)?;
                    messages.push(Message::Redraw);
                }
                Some(Input::Signal(signal)) => {
                    effects.dispatch(&mut app, Message::Terminate);
                    return Ok(Exit::Signal(signal));
                }
                Some(Input::Failed(error)) => return Err(error),
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
            if effects.take_suspend() {
                suspend(&mut terminal, mouse)?;
            }
            if let Some(on) = effects.take_mouse() {
                mouse = on;
                if on {
                    execute!(io::stdout(), EnableMouseCapture)?;
                } else {
                    execute!(io::stdout(), DisableMouseCapture)?;
                }
            }
            if app.should_exit() {
                return Ok(Exit::Quit);
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
    // However it ended, the saves still running finish before the process does.
    effects.finish(&mut app);
    restore();
    result
}

/// Whether `signal` asks to suspend rather than to end.
fn is_suspend(signal: i32) -> bool {
    #[cfg(unix)]
    return signal == signal_hook::consts::SIGTSTP;
    #[cfg(not(unix))]
    return {
        let _ = signal;
        false
    };
}
