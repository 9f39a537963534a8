//! Carries out the file work the app asks for ([`Effect`]s) against a session [`Store`], and
//! reports back into the app: new state, or a status-line message. Nothing here panics or loses
//! the work in memory when a write fails.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;
use std::sync::mpsc::{Receiver, Sender, channel};

use super::app::{App, Effect, SessionWork};
use crate::export::{self, Format};
use crate::form::Form;
use crate::import::{FileKind, Imported, csv, parse_lines, pgn};
use crate::session::{LoadError, SessionName, Store};

/// What a background job reports.
pub enum JobMessage {
    /// Bytes read of the file's size.
    Progress(u64, u64),
    Imported(Result<Imported, String>),
}

/// Work that runs beside the UI (reading a large import) and reports back through a channel,
/// so the screen keeps drawing its progress.
pub struct Jobs {
    sender: Sender<JobMessage>,
    receiver: Receiver<JobMessage>,
    running: usize,
}

impl Default for Jobs {
    fn default() -> Self {
        let (sender, receiver) = channel();
        Jobs {
            sender,
            receiver,
            running: 0,
        }
    }
}

impl Jobs {
    pub fn is_running(&self) -> bool {
        self.running > 0
    }

    fn apply(&mut self, app: &mut App, message: JobMessage) {
        match message {
            JobMessage::Progress(done, total) => app.import_progress(done, total),
            JobMessage::Imported(result) => {
                self.running = self.running.saturating_sub(1);
                app.import_finished(result);
            }
        }
    }

    /// Applies what the jobs reported so far; returns whether anything came.
    pub fn receive(&mut self, app: &mut App) -> bool {
        let mut any = false;
        while let Ok(message) = self.receiver.try_recv() {
            self.apply(app, message);
            any = true;
        }
        any
    }

    /// Waits until every job has finished (for tests and scripts).
    pub fn wait(&mut self, app: &mut App) {
        while self.running > 0 {
            match self.receiver.recv() {
                Ok(message) => self.apply(app, message),
                Err(_) => break,
            }
        }
    }

    fn start_import(&mut self, path: std::path::PathBuf, player: Option<String>) {
        self.running += 1;
        let sender = self.sender.clone();
        std::thread::spawn(move || {
            let progress = sender.clone();
            let result = read_import(&path, player.as_deref(), move |done, total| {
                let _ = progress.send(JobMessage::Progress(done, total));
            });
            let _ = sender.send(JobMessage::Imported(result));
        });
    }
}

/// Reads games from a file for the import preview, by its kind.
fn read_import(
    path: &Path,
    player: Option<&str>,
    progress: impl Fn(u64, u64),
) -> Result<Imported, String> {
    let shown = path.display();
    let file = File::open(path).map_err(|error| format!("cannot read {shown}: {error}"))?;
    let total = file.metadata().map_or(0, |m| m.len());
    let reader = BufReader::new(file);
    let result = match FileKind::of(path) {
        FileKind::Pgn => {
            pgn::player_games(reader, player.unwrap_or(""), |done| progress(done, total))
        }
        FileKind::Csv => csv::read(reader, None, None),
        FileKind::Lines => {
            let mut bytes = Vec::new();
            return reader
                .take(64 << 20)
                .read_to_end(&mut bytes)
                .map(|_| parse_lines(&String::from_utf8_lossy(&bytes)))
                .map_err(|error| format!("cannot read {shown}: {error}"));
        }
    };
    result.map_err(|error| error.to_string())
}

/// Writes the current result to `path` in the format its extension names.
fn export_to(app: &mut App, path: &Path, force: bool) {
    let shown = path.display().to_string();
    let Some(format) = Format::of_path(path) else {
        return app.set_status("end the file name in .csv, .md or .json", true);
    };
    let Some(text) = export::outcome(app.outcome(), format) else {
        return app.set_status("nothing to export: the input has a problem", true);
    };
    match export::write_file(path, &text, force) {
        Ok(()) => app.set_status(format!("exported to {shown}"), false),
        Err(error) => app.set_status(format!("could not write {shown}: {error}"), true),
    }
}

/// Said when there is nowhere to keep sessions.
const NO_CONFIG: &str = "no config directory: sessions are not saved";

/// How the UI starts: where `elocalc`, `elocalc --new` and `elocalc --session NAME` differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The session open when elocalc last quit (the default one at first).
    LastUsed,
    /// A blank form under a new name; no saved session is touched.
    New,
    Named(SessionName),
}

/// The app to start with. A session that cannot be read leaves a blank form and says why; the
/// file is kept aside, not overwritten, when the session is next saved.
pub fn initial_app(store: Option<&Store>, start: Start) -> App {
    let Some(store) = store else {
        let mut app = App::new();
        app.set_status(NO_CONFIG, true);
        return app;
    };
    let name = match start {
        Start::LastUsed => store.last_used().unwrap_or_else(SessionName::default_name),
        Start::Named(name) => name,
        Start::New => {
            let base = SessionName::parse(&format!("new {}", &crate::session::now_utc()[..10]))
                .unwrap_or_else(|_| SessionName::default_name());
            let name = store.unused_name(&base);
            let mut app = App::with_form(Form::default(), name.clone());
            app.set_status(format!("new session '{name}'"), false);
            return app;
        }
    };
    match store.load(&name) {
        Ok(session) => App::with_form(session.form, name),
        Err(LoadError::Missing) => App::with_form(Form::default(), name),
        Err(error) => {
            let mut app = App::with_form(Form::default(), name.clone());
            app.set_status(
                format!("session '{name}' could not be read ({error}); it will be kept aside"),
                true,
            );
            app
        }
    }
}

/// On quit: saves the open session. If that fails, the first quit only says so (the work is
/// still in memory); quitting again leaves without saving.
/// `warned` is kept by the caller between the two quits.
pub fn ready_to_quit(app: &mut App, store: Option<&Store>, warned: &mut bool) -> bool {
    autosave(app, store);
    if let Some(store) = store
        && !app.dirty
        && store.exists(&app.session)
    {
        let _ = store.remember(&app.session);
    }
    if !app.dirty || *warned || store.is_none() {
        return true;
    }
    *warned = true;
    let text = app
        .status
        .as_ref()
        .map_or(String::new(), |s| s.text.clone());
    app.set_status(format!("{text}; quit again to leave without saving"), true);
    false
}

/// Saves the open session if it changed. Quiet when it works: this is the autosave.
pub fn autosave(app: &mut App, store: Option<&Store>) {
    if app.dirty {
        save(app, store, &app.session.clone(), false);
    }
}

fn save(app: &mut App, store: Option<&Store>, name: &SessionName, announce: bool) {
    let Some(store) = store else {
        return app.set_status(NO_CONFIG, true);
    };
    match store
        .save(name, &app.form)
        .and_then(|_| store.remember(name))
    {
        Ok(()) => {
            app.dirty = false;
            if announce {
                app.set_status(format!("saved as '{name}'"), false);
            }
        }
        Err(error) => app.set_status(
            format!(
                "could not save '{name}' in {}: {error} (your work is kept here)",
                store.dir().display()
            ),
            true,
        ),
    }
}

/// Carries out every effect the last update asked for; file reading for imports goes to `jobs`.
pub fn perform(app: &mut App, store: Option<&Store>, jobs: &mut Jobs) {
    for effect in std::mem::take(&mut app.effects) {
        match (effect, store) {
            (Effect::Import { path, player }, _) => jobs.start_import(path, player),
            (Effect::Export { path, force }, _) => export_to(app, &path, force),
            (Effect::Session(work), Some(store)) => session_work(app, store, work),
            (Effect::Session(_), None) => app.set_status(NO_CONFIG, true),
        }
    }
}

fn session_work(app: &mut App, store: &Store, work: SessionWork) {
    match work {
        SessionWork::Save(name) => save(app, Some(store), &name, true),
        SessionWork::Open(name) => match store.load(&name) {
            Ok(session) => {
                let listings = std::mem::take(&mut app.listings);
                *app = App::with_form(session.form, name.clone());
                app.listings = listings;
                let _ = store.remember(&name);
                app.set_status(format!("opened '{name}'"), false);
            }
            Err(error) => app.set_status(format!("could not open '{name}': {error}"), true),
        },
        SessionWork::List => match store.list() {
            Ok(listings) => app.listings = listings,
            Err(error) => app.set_status(
                format!("could not list {}: {error}", store.dir().display()),
                true,
            ),
        },
        SessionWork::Delete(name) => {
            match store.delete(&name) {
                Ok(()) => app.set_status(format!("deleted '{name}'"), false),
                Err(error) => app.set_status(format!("could not delete '{name}': {error}"), true),
            }
            relist(app, store);
        }
        SessionWork::Rename { from, to } => {
            match store.rename(&from, &to) {
                Ok(()) => {
                    if app.session == from {
                        app.session = to.clone();
                        let _ = store.remember(&to);
                    }
                    app.set_status(format!("renamed '{from}' to '{to}'"), false);
                }
                Err(error) => app.set_status(format!("could not rename '{from}': {error}"), true),
            }
            relist(app, store);
        }
    }
}

fn relist(app: &mut App, store: &Store) {
    if let Ok(listings) = store.list() {
        app.listings = listings;
    }
}
