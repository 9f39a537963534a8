//! The terminal UI. [`state`] holds the app's data; [`update`] is the one place it changes,
//! turning messages (keys, pastes, the autosave's turn, signals, effects' reports) into new state
//! and effects; [`effects`] carries those out; [`view`] draws. This module is the event loop:
//! terminal events and signals arrive on one channel, and an idle elocalc uses no CPU.

pub mod changed;
pub mod components;
pub mod effects;
pub mod input;
pub mod keys;
pub mod message;
pub mod paths;
pub mod players;
mod popups;
mod signals;
pub mod state;
pub mod update;
pub mod view;

use std::collections::VecDeque;
use std::io;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::{Duration, Instant};

use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture, Event,
};
use crossterm::execute;
use ratatui::DefaultTerminal;

use crate::store::Store;
use components::Component;
pub use effects::{Effects, Start};
use message::{Effect, Message};
use state::App;

/// How long after the first unsaved change the session is saved: a killed terminal loses at
/// most this much typing.
pub const AUTOSAVE_AFTER: Duration = Duration::from_secs(1);
/// How often the screen shows a running job's progress.
const JOB_TICK: Duration = Duration::from_millis(100);
/// The most inputs applied between two frames (keys held down or pasted come faster than
/// frames): a flood of keys still shows its progress.
const MOST_BETWEEN_FRAMES: usize = 4096;
/// The most inputs read ahead of the UI: a paste of megabytes waits in the terminal, not in
/// memory.
const READ_AHEAD: usize = 65_536;

/// Draws the app: the main screen, the components on it (the form, the games or players table,
/// an event's line being typed, the look-up),
/// the open popup over it (each draws itself), the help on top.
pub fn draw(frame: &mut ratatui::Frame, app: &App) {
    if let Some(places) = view::render(frame, app) {
        crate::i18n::with_lang(app.lang, || {
            let shared = app.shared();
            app.form.view(frame, places.form, &shared);
            if let Some(area) = places.players {
                app.field.view(frame, area, &shared);
            }
            if let Some(area) = places.games {
                app.tournament.view(frame, area, &shared);
            }
            if let Some(editor) = &app.tournament.event_editor {
                view::render_event_line(frame, editor);
            }
            // Last over the screen: the look-up, or why it finds nobody.
            if let Some(lookup) = &app.lookup {
                lookup.view(frame, places.above_footer, &shared);
            } else if let Some(note) = app.lookup_note() {
                view::lookup::render_note(frame, places.above_footer, note);
            }
            view::render_footer(frame, app);
        });
    }
    if let Some(popup) = app.popup.as_ref().filter(|_| view::fits(frame.area())) {
        crate::i18n::with_lang(app.lang, || {
            components::view_popup(popup, frame, frame.area(), &app.shared())
        });
    }
    if let Some(help) = &app.help {
        crate::i18n::with_lang(app.lang, || help.view(frame, frame.area(), &app.shared()));
    }
}

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
    /// A signal that ends elocalc ([`signals::ending`]), or SIGTSTP or SIGCONT, from outside.
    Signal(i32),
    Failed(io::Error),
}

/// Whether this process is in the foreground of its terminal: only then may it write to it or
/// change its mode (from the background either stops the process with SIGTTOU). Not a
/// terminal at all counts as the foreground: nothing would stop it.
#[cfg(unix)]
fn in_foreground() -> bool {
    // SAFETY: both calls only read the process's and the descriptor's state.
    let (terminal, own) = unsafe { (libc::tcgetpgrp(libc::STDOUT_FILENO), libc::getpgrp()) };
    terminal == -1 || terminal == own
}

#[cfg(not(unix))]
fn in_foreground() -> bool {
    true
}

/// A write beyond the file-size limit (`ulimit -f`) kills the process with SIGXFSZ by default;
/// ignored, the write fails with EFBIG instead, and is reported like a full disk: the work
/// stays, the temporary file is removed.
pub fn ignore_file_size_signal() {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to "ignore" runs no code in the handler.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// Starts the threads that turn terminal events and signals into [`Input`]s.
fn inputs() -> io::Result<Receiver<Input>> {
    let (sender, receiver) = sync_channel(READ_AHEAD);
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
        use signal_hook::consts::{SIGCONT, SIGTSTP};
        // SIGCONT: continued in the background and then brought to the foreground (`fg`).
        let mut wanted = signals::ending();
        wanted.extend([SIGTSTP, SIGCONT]);
        let mut signals = signal_hook::iterator::Signals::new(wanted)?;
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
    signals::holding(false);
    let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
    ratatui::restore();
}

/// Takes the terminal: raw mode, the alternate screen, bracketed paste, and the mouse when
/// `mouse` is set.
fn take(mouse: bool) -> io::Result<DefaultTerminal> {
    let terminal = ratatui::try_init()?;
    signals::holding(true);
    execute!(io::stdout(), EnableBracketedPaste)?;
    if mouse {
        execute!(io::stdout(), EnableMouseCapture)?;
    }
    Ok(terminal)
}

/// Stops the process until it is continued, the terminal given back first; returns whether it
/// holds the terminal again. Continued in the background (`kill %1` sends SIGTERM and SIGCONT,
/// `bg` SIGCONT) it does not: it may not write to the terminal, so it waits for a signal — to
/// end, saved, or SIGCONT in the foreground (`fg`) to take the terminal back.
#[cfg(unix)]
fn suspend(terminal: &mut DefaultTerminal, mouse: bool) -> io::Result<bool> {
    signals::holding(false);
    if in_foreground() {
        restore();
    }
    // Stops the process here, as SIGTSTP's default action would; returns on SIGCONT.
    signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP)?;
    resume(terminal, mouse)
}

/// Takes the terminal again if this process is in its foreground; whether it did.
fn resume(terminal: &mut DefaultTerminal, mouse: bool) -> io::Result<bool> {
    if !in_foreground() {
        return Ok(false);
    }
    // A new terminal draws everything at the next frame. (`Terminal::clear` would ask the
    // terminal for the cursor's place, an answer the event thread is waiting on.)
    *terminal = take(mouse)?;
    Ok(true)
}

#[cfg(not(unix))]
fn suspend(_terminal: &mut DefaultTerminal, _mouse: bool) -> io::Result<bool> {
    Ok(true)
}

/// Runs the UI until the user quits or a signal ends it, saving to `store` (none: nothing is
/// saved), reading the FIDE lists of `data_dir` (else the platform's data directory) only
/// when they are needed: a look-up typed, or a report opened in Field mode. It blocks on each
/// input, with a timeout only while a change waits to be saved or a job runs.
/// The language the UI starts in, and why the settings could not give it, when they could not.
pub struct Language {
    pub lang: crate::i18n::Lang,
    pub problem: Option<String>,
}

pub fn run(
    store: Option<Store>,
    start: Start,
    data_dir: Option<PathBuf>,
    language: Language,
) -> io::Result<Exit> {
    ignore_file_size_signal();
    let data_dir = data_dir.or_else(crate::store::platform_data_dir);
    let mut effects = Effects::new(store).with_lists(data_dir.clone());
    // The start's own words (a new session, one that could not be read) in the UI's language.
    let mut app = crate::i18n::with_lang(language.lang, || effects.start(start))
        .with_lists(data_dir)
        .speaking(language.lang);
    if let Some(problem) = language.problem {
        // Said beside what the start already says (a session that could not be read), never
        // in its place.
        let said = crate::i18n::message_in(
            language.lang,
            "status-lang-environment",
            &[("problem", problem.into())],
        );
        let text = match app.status() {
            Some(status) => format!("{} · {said}", status.text),
            None => said,
        };
        app = app.with_status(text, true);
    }
    let inputs = inputs()?;
    #[cfg(unix)]
    signals::give_back_on_fault();
    let mut mouse = true;
    let mut terminal = take(mouse)?;
    // ratatui's hook restores the screen on panic; the mouse and bracketed paste go first.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture, DisableBracketedPaste);
        hook(info);
    }));
    // Whether the terminal is elocalc's: not while it is stopped or continued in the background.
    let mut holding = true;
    let result = (|| {
        let mut save_at: Option<Instant> = None;
        let mut edits_seen = app.edits();
        let size = terminal.size()?;
        effects.dispatch(&mut app, Message::Resize(size.width, size.height));
        terminal.draw(|frame| draw(frame, &app))?;
        loop {
            // Wait for an input, but no longer than the autosave or a running job allows.
            let wait = match (save_at, effects.is_busy()) {
                (_, true) => Some(JOB_TICK),
                (Some(deadline), false) => Some(deadline.saturating_duration_since(Instant::now())),
                (None, false) => None,
            };
            let first = match wait {
                None => inputs.recv().ok(),
                Some(wait) => match inputs.recv_timeout(wait) {
                    Ok(input) => Some(input),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => return Ok(Exit::Quit),
                },
            };
            let autosave_due =
                first.is_none() && save_at.is_some_and(|deadline| Instant::now() >= deadline);
            // Then everything already waiting, each applied in turn before the next frame: keys
            // held down, typed ahead or pasted come faster than frames are drawn.
            let waiting = inputs.try_iter().take(MOST_BETWEEN_FRAMES - 1);
            let mut messages = VecDeque::from(effects.reported());
            if autosave_due {
                save_at = None;
                messages.push_back(Message::AutosaveDue);
            }
            let mut changed = !messages.is_empty();
            let mut inputs_now = first.into_iter().chain(waiting);
            loop {
                let message = match messages.pop_front() {
                    Some(message) => message,
                    None => match inputs_now.next() {
                        None => break,
                        Some(Input::Terminal(event)) => match Message::from_event(&event) {
                            Some(message) => message,
                            None => continue,
                        },
                        Some(Input::Signal(SUSPEND)) => {
                            holding = stop(&mut effects, &mut app, &mut terminal, mouse)?;
                            Message::Redraw
                        }
                        Some(Input::Signal(CONTINUED)) if !holding => {
                            holding = resume(&mut terminal, mouse)?;
                            Message::Redraw
                        }
                        // Continued in the foreground after a suspend that already took the
                        // terminal.
                        Some(Input::Signal(CONTINUED)) => continue,
                        Some(Input::Signal(signal)) => {
                            effects.dispatch(&mut app, Message::Terminate);
                            return Ok(Exit::Signal(signal));
                        }
                        Some(Input::Failed(error)) => return Err(error),
                    },
                };
                changed = true;
                effects.dispatch(&mut app, message);
                if effects.take_suspend() {
                    holding = stop(&mut effects, &mut app, &mut terminal, mouse)?;
                }
                if let Some(on) = effects.take_mouse() {
                    mouse = on;
                    // Not holding the terminal, it is set so when the terminal is taken again.
                    if holding && on {
                        execute!(io::stdout(), EnableMouseCapture)?;
                    } else if holding {
                        execute!(io::stdout(), DisableMouseCapture)?;
                    }
                }
                if app.should_exit() {
                    return Ok(Exit::Quit);
                }
            }
            // The first change since the last save starts the clock; a failed save waits for
            // the next change rather than retrying every second.
            if app.edits() != edits_seen {
                edits_seen = app.edits();
                save_at.get_or_insert_with(|| Instant::now() + AUTOSAVE_AFTER);
            }
            if changed && holding {
                terminal.draw(|frame| draw(frame, &app))?;
            }
        }
    })();
    // However it ended, the saves still running finish before the process does.
    effects.finish(&mut app);
    if holding && in_foreground() {
        restore();
    } else {
        signals::holding(false);
        // Dropped, the terminal would show its cursor: a write from the background.
        std::mem::forget(terminal);
    }
    result
}

/// Saves what is not saved yet, then suspends ([`suspend`]): a stopped elocalc that is killed
/// later (SIGKILL cannot be caught) loses nothing. Whether it holds the terminal again.
fn stop(
    effects: &mut Effects,
    app: &mut App,
    terminal: &mut DefaultTerminal,
    mouse: bool,
) -> io::Result<bool> {
    effects.dispatch(app, Message::AutosaveDue);
    effects.wait_for_saves(app);
    suspend(terminal, mouse)
}

/// SIGTSTP asks to suspend rather than to end; SIGCONT says the process was continued. (No
/// such signals elsewhere: numbers no signal has.)
#[cfg(unix)]
const SUSPEND: i32 = signal_hook::consts::SIGTSTP;
#[cfg(unix)]
const CONTINUED: i32 = signal_hook::consts::SIGCONT;
#[cfg(not(unix))]
const SUSPEND: i32 = -1;
#[cfg(not(unix))]
const CONTINUED: i32 = -2;
