//! Carries out the file work updates ask for ([`Effect`]s) and reports each outcome back as a
//! [`Message`]; it never touches the app. Large imports are read on a thread and report through
//! a channel, so the screen keeps drawing their progress.

use std::collections::HashMap;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use super::message::{
    Effect, EffectError, Existing, LISTED, LineRead, LinesAsked, LinesRead, ListAnswer, ListSearch,
    Message,
};
use super::state::App;
use crate::calc::list_import::{ListFile, ListImported, MonthFrom};
use crate::calc::{Request, import_preview};
use crate::store::{LoadError, SessionName, SessionView, Store, fs, time};

/// Where effects are carried out: the session store (if there is a config directory) and the
/// background jobs' channel.
pub struct Effects {
    store: Option<Store>,
    sender: Sender<Message>,
    receiver: Receiver<Message>,
    running: usize,
    /// The terminal is to be given back to the shell: the event loop does that.
    suspend: bool,
    /// Mouse capture is to be switched on or off: the event loop does that too.
    mouse: Option<bool>,
    /// What each session file held when this elocalc last read or wrote it (the saver thread
    /// reads and writes it too).
    seen: Arc<Mutex<Seen>>,
    /// The thread that saves sessions, one after another, so a keystroke never waits for a save;
    /// started with the first save.
    saver: Option<Saver>,
    /// Saves asked for and not yet reported.
    saving: usize,
    /// Where the FIDE lists are kept (`--data-dir`, else the platform's; `None`: no lists), and
    /// the database once a report needed it: never opened before.
    lists_dir: Option<std::path::PathBuf>,
    lists: Option<crate::store::RatingsList>,
    /// Why the lists could not be opened: said at each look-up until an import is started
    /// (a damaged database is moved aside when it is found, and not found again).
    lists_failed: Option<String>,
    /// Set to stop the import running (a FIDE list's: nothing of it is kept).
    stop_import: Arc<AtomicBool>,
}

type Seen = HashMap<SessionName, Option<u64>>;

/// A save for the saver thread.
struct SaveJob {
    name: SessionName,
    request: Box<Request>,
    view: SessionView,
    announce: bool,
    edits: u64,
}

struct Saver {
    jobs: Sender<SaveJob>,
    thread: JoinHandle<()>,
}

impl Effects {
    pub fn new(store: Option<Store>) -> Effects {
        let (sender, receiver) = channel();
        Effects {
            store,
            sender,
            receiver,
            running: 0,
            suspend: false,
            mouse: None,
            seen: Arc::new(Mutex::new(HashMap::new())),
            saver: None,
            saving: 0,
            lists_dir: None,
            lists: None,
            lists_failed: None,
            stop_import: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The same effects reading the FIDE lists kept in `dir` (none: no lists are looked at).
    pub fn with_lists(mut self, dir: Option<std::path::PathBuf>) -> Effects {
        self.lists_dir = dir;
        self
    }

    /// The lists held, opened the first time they are asked for (looking makes no database);
    /// or why they cannot be.
    fn held_lists(&mut self) -> Result<Option<&crate::store::RatingsList>, String> {
        if let Some(failed) = &self.lists_failed {
            return Err(failed.clone());
        }
        if self.lists.is_none()
            && let Some(dir) = &self.lists_dir
        {
            match crate::store::list_in_force::held(Some(dir)) {
                Ok(lists) => self.lists = lists,
                Err(error) => {
                    let failed = error.to_string();
                    self.lists_failed = Some(failed.clone());
                    return Err(failed);
                }
            }
        }
        Ok(self.lists.as_ref())
    }

    /// The FIDE list in force for a report's tournament, as `elocalc trf` finds it.
    fn look_up_list(&mut self, text: crate::calc::trf::ReportText) -> Message {
        let result = match self.held_lists() {
            Ok(Some(lists)) => match text.tournament() {
                Ok(tournament) => {
                    let mut notes = Vec::new();
                    crate::store::list_in_force::in_lists(lists, tournament, &mut notes)
                        .map(|list| (list.map(Arc::new), notes))
                        .map_err(|error| error.to_string())
                }
                Err(_) => Ok((None, Vec::new())),
            },
            Ok(None) => Ok((None, Vec::new())),
            Err(error) => Err(error.to_string()),
        };
        Message::ListLooked { text, result }
    }

    /// The month in force of the lists held for a request whose first event starts on
    /// `start`; or what to answer when there is none.
    fn month_in_force(
        &mut self,
        start: Option<jiff::civil::Date>,
    ) -> Result<crate::rating::list::ListMonth, ListAnswer> {
        let lists = match self.held_lists() {
            Ok(Some(lists)) => lists,
            Ok(None) => return Err(ListAnswer::NoList),
            Err(error) => return Err(ListAnswer::Unusable(unusable(&error))),
        };
        let months: Vec<_> = lists
            .months()
            .map_err(|error| ListAnswer::Unusable(error.to_string()))?
            .into_iter()
            .map(|held| held.month)
            .collect();
        match crate::rating::list::month_in_force(&months, start) {
            Some(month) => Ok(month),
            None if months.is_empty() => Err(ListAnswer::NoList),
            None => Err(ListAnswer::Unusable(crate::i18n::tr(
                "lookup-none-in-force",
            ))),
        }
    }

    /// The players of the list in force that match what is typed.
    fn search_list(&mut self, search: ListSearch) -> Message {
        let answer = match self.month_in_force(search.start) {
            Err(answer) => answer,
            Ok(month) => {
                let lists = self.lists.as_ref().expect("the month was found in them");
                match lists.search_in(&search.query, Some(month), LISTED, search.pool) {
                    Ok(found) => ListAnswer::Found {
                        month,
                        more: found.more,
                        found: found.found.into_iter().map(|found| found.entry).collect(),
                    },
                    Err(error) => ListAnswer::Unusable(crate::i18n::tr_args(
                        "lookup-search-failed",
                        &[("error", error.to_string().into())],
                    )),
                }
            }
        };
        Message::ListSearched { search, answer }
    }

    /// A line of the lists held by FIDE ID, in `month`.
    fn line(&mut self, fide_id: u64, month: crate::rating::list::ListMonth) -> LineRead {
        match self.held_lists() {
            Ok(Some(lists)) => lists
                .by_id(fide_id, Some(month))
                .map_err(|error| error.to_string()),
            Ok(None) => Err(crate::i18n::tr("pool-no-list")),
            Err(error) => Err(unusable(&error)),
        }
    }

    /// The lines a pool's change fills again from.
    fn read_lines(&mut self, asked: LinesAsked) -> Message {
        let mut line = |asked: Option<(u64, _)>| match asked {
            Some((fide_id, month)) => self.line(fide_id, month),
            None => Ok(None),
        };
        let (you, opponent) = (line(asked.you), line(asked.opponent));
        let rows = if asked.rows.is_empty() {
            Err(String::new())
        } else {
            match self.month_in_force(asked.start) {
                Ok(month) => asked
                    .rows
                    .iter()
                    .map(|&fide_id| {
                        self.line(fide_id, month)
                            .map(|line| line.map(|(_, entry)| entry))
                    })
                    .collect::<Result<Vec<_>, String>>()
                    .map(|entries| (month, entries)),
                Err(ListAnswer::NoList) => Err(crate::i18n::tr("pool-no-list")),
                Err(ListAnswer::Unusable(why)) => Err(why),
                Err(ListAnswer::Found { .. }) => unreachable!("a month is no error"),
            }
        };
        Message::ListLines(Box::new(LinesRead {
            you,
            opponent,
            rows,
        }))
    }

    /// A player's ratings over the months held.
    fn history(&mut self, fide_id: u64, player: String) -> Message {
        let result = match self.held_lists() {
            Ok(Some(lists)) => lists
                .history(fide_id)
                .map(|rows| {
                    rows.into_iter()
                        .map(|(month, standard, rapid, blitz)| {
                            crate::report::player::HistoryMonth {
                                month,
                                standard,
                                rapid,
                                blitz,
                            }
                        })
                        .collect()
                })
                .map_err(|error| error.to_string()),
            Ok(None) => Err(crate::i18n::tr("history-no-list")),
            Err(error) => Err(error.to_string()),
        };
        Message::History { player, result }
    }

    /// The app to start with (see [`initial_app`]), remembering what its session file holds.
    pub fn start(&mut self, start: Start) -> App {
        let app = initial_app(self.store.as_ref(), start);
        self.note_seen(app.session());
        app
    }

    fn note_seen(&mut self, name: &SessionName) {
        if let Some(store) = &self.store {
            seen(&self.seen).insert(name.clone(), store.fingerprint(name));
        }
    }

    /// Hands a save to the saver thread; it reports when done.
    fn start_save(&mut self, store: Store, job: SaveJob) {
        let saver = self.saver.get_or_insert_with(|| {
            let (jobs, queue) = channel::<SaveJob>();
            let (sender, seen) = (self.sender.clone(), Arc::clone(&self.seen));
            let thread = std::thread::spawn(move || {
                for job in queue {
                    let _ = sender.send(save(&store, &seen, job));
                }
            });
            Saver { jobs, thread }
        });
        self.running += 1;
        self.saving += 1;
        // The thread only ends when `jobs` is dropped; should it have died, say so.
        if let Err(error) = saver.jobs.send(job) {
            let job = error.0;
            let _ = self.sender.send(Message::Saved {
                name: job.name,
                announce: job.announce,
                edits: job.edits,
                result: Err(EffectError::SaverStopped),
                aside: None,
            });
        }
    }

    /// Waits until every save asked for is done; what they reported, in order.
    fn saves_done(&mut self) -> Vec<Message> {
        let mut reports = Vec::new();
        while self.saving > 0 {
            let Some(message) = self.next_report() else {
                break;
            };
            reports.push(message);
        }
        reports
    }

    /// Waits for the saves still running and applies what they report (before suspending).
    pub fn wait_for_saves(&mut self, app: &mut App) {
        for message in self.saves_done() {
            self.dispatch(app, message);
        }
    }

    /// Before leaving: waits for the saves still running and applies what they report.
    pub fn finish(&mut self, app: &mut App) {
        self.wait_for_saves(app);
        if let Some(saver) = self.saver.take() {
            drop(saver.jobs);
            let _ = saver.thread.join();
        }
    }

    /// Whether mouse capture was switched since the last call, and to what.
    pub fn take_mouse(&mut self) -> Option<bool> {
        self.mouse.take()
    }

    /// Whether a suspend was asked for since the last call.
    pub fn take_suspend(&mut self) -> bool {
        std::mem::take(&mut self.suspend)
    }

    /// Whether a background job is still running.
    pub fn is_busy(&self) -> bool {
        self.running > 0
    }

    /// Carries out `effect`; what it reports now is returned, a background job reports later.
    pub fn perform(&mut self, effect: Effect) -> Vec<Message> {
        match effect {
            // Saves run in the background; other session work waits for them, so the files are
            // read and written in the order asked for.
            Effect::Save { .. } => self.session_work(effect).into_iter().collect(),
            effect @ (Effect::Open(_)
            | Effect::NameNewSession(_)
            | Effect::List
            | Effect::Delete(_)
            | Effect::Rename { .. }
            | Effect::Remember(_)) => {
                let mut reports = self.saves_done();
                reports.extend(self.session_work(effect));
                reports
            }
            // The folder of a file read or to be written, when it is there, is the one the
            // next path starts in.
            effect @ (Effect::Import { .. } | Effect::CheckExport(_)) => {
                let path = match &effect {
                    Effect::Import { path, .. } | Effect::CheckExport(path) => path,
                    _ => unreachable!("matched above"),
                };
                let folder = super::paths::folder_of(path)
                    .filter(|folder| std::path::Path::new(folder).is_dir())
                    .map(Message::FolderUsed);
                folder.into_iter().chain(self.perform_now(effect)).collect()
            }
            effect => self.perform_now(effect).into_iter().collect(),
        }
    }

    fn perform_now(&mut self, effect: Effect) -> Option<Message> {
        match effect {
            Effect::Suspend => {
                self.suspend = true;
                None
            }
            Effect::Mouse(on) => {
                self.mouse = Some(on);
                None
            }
            Effect::Import { path, player } => {
                self.start_import(path, player);
                None
            }
            Effect::StopImport => {
                self.stop_import.store(true, Ordering::Relaxed);
                None
            }
            Effect::Export { path, text, force } => {
                self.start_export(path, text, force);
                None
            }
            Effect::LookUpList(text) => Some(self.look_up_list(text)),
            Effect::History { fide_id, player } => Some(self.history(fide_id, player)),
            Effect::SearchList(search) => Some(self.search_list(search)),
            Effect::ReadListLines(asked) => Some(self.read_lines(asked)),
            Effect::CompletePath(typed) => Some(Message::PathCompleted {
                completion: super::paths::complete(&typed),
                typed,
            }),
            Effect::CheckExport(path) => {
                let existing = match std::fs::metadata(&path) {
                    Err(_) => Existing::Nothing,
                    Ok(metadata) if metadata.is_file() => Existing::File,
                    Ok(_) => Existing::NotAFile,
                };
                Some(Message::ExportChecked { path, existing })
            }
            // A few bytes, written whole or not at all: no thread needed.
            Effect::KeepLang(lang) => Some(Message::LangKept(match &self.store {
                Some(store) => crate::store::settings::save_lang(store.config_dir(), lang)
                    .map_err(|error| error.to_string()),
                None => Err(crate::i18n::tr("status-no-config-folder")),
            })),
            effect => self.session_work(effect),
        }
    }

    fn session_work(&mut self, effect: Effect) -> Option<Message> {
        let Some(store) = &self.store else {
            return Some(match effect {
                Effect::Save {
                    name,
                    announce,
                    edits,
                    ..
                } => Message::Saved {
                    name,
                    announce,
                    edits,
                    result: Err(EffectError::NoStore),
                    aside: None,
                },
                Effect::NameNewSession(_) => Message::NewSessionNamed(None),
                _ => Message::Listed(Err(EffectError::NoStore)),
            });
        };
        let dir = store.dir().to_path_buf();
        Some(match effect {
            Effect::Save {
                name,
                request,
                view,
                announce,
                edits,
            } => {
                let job = SaveJob {
                    name,
                    request,
                    view,
                    announce,
                    edits,
                };
                self.start_save(store.clone(), job);
                return None;
            }
            Effect::Remember(name) => {
                // Only a session that is saved can be opened next time; failing to remember
                // it loses nothing.
                let aside = match store.exists(&name) {
                    true => store.remember(&name).ok().flatten(),
                    false => None,
                };
                return aside.map(Message::LastSessionAside);
            }
            Effect::NameNewSession(lang) => {
                Message::NewSessionNamed(Some(new_session_name(store, lang)))
            }
            Effect::Open(name) => {
                let loaded = store.load(&name);
                let fingerprint = store.fingerprint(&name);
                Message::Opened(match loaded {
                    Ok(session) => {
                        seen(&self.seen).insert(name.clone(), fingerprint);
                        Ok((name, Box::new(session.request), session.view))
                    }
                    Err(error) => Err((name, error.into())),
                })
            }
            Effect::List => Message::Listed(
                store
                    .list()
                    .map_err(|error| EffectError::List { dir, error }),
            ),
            Effect::Delete(name) => {
                let result = store.delete(&name).map_err(EffectError::Delete);
                Message::Deleted(name, result)
            }
            Effect::Rename { from, to } => {
                let result = store.rename(&from, &to).map_err(EffectError::from);
                if result.is_ok() {
                    let mut seen = seen(&self.seen);
                    seen.remove(&from);
                    seen.insert(to.clone(), store.fingerprint(&to));
                }
                Message::Renamed { from, to, result }
            }
            Effect::Import { .. }
            | Effect::StopImport
            | Effect::Export { .. }
            | Effect::Suspend
            | Effect::Mouse(_)
            | Effect::LookUpList(_)
            | Effect::History { .. }
            | Effect::SearchList(_)
            | Effect::ReadListLines(_)
            | Effect::CompletePath(_)
            | Effect::CheckExport(_)
            | Effect::KeepLang(_) => {
                return None;
            }
        })
    }

    /// Reads a file to import on its own thread: a FIDE rating list (told by what it holds, as
    /// `elocalc list import` tells it) goes into the lists kept, any other file to its preview.
    fn start_import(&mut self, path: std::path::PathBuf, player: Option<String>) {
        self.running += 1;
        // A list imported is looked in afresh (its database may be a new one).
        (self.lists, self.lists_failed) = (None, None);
        let sender = self.sender.clone();
        // Each import its own: a stop asked of one never stops the next.
        self.stop_import = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&self.stop_import);
        let lists_dir = self.lists_dir.clone();
        std::thread::spawn(move || {
            match ListFile::open(&path) {
                Ok(list) => {
                    let result = import_list(list, lists_dir, &sender, &stop);
                    let _ = sender.send(Message::ListImported(result));
                    return;
                }
                Err(error) if !error.is_no_list() => {
                    let _ = sender.send(Message::ListImported(Err(error.into())));
                    return;
                }
                Err(_) => {}
            }
            let progress = sender.clone();
            let result = import_preview::read(&path, player.as_deref(), move |done, total| {
                let _ = progress.send(Message::ImportProgress(done, total));
            })
            .map_err(EffectError::Import);
            let _ = sender.send(Message::Imported(result));
        });
    }

    /// Writes an export on its own thread: a slow disk never holds a key or a signal up.
    fn start_export(&mut self, path: std::path::PathBuf, text: String, force: bool) {
        self.running += 1;
        let sender = self.sender.clone();
        std::thread::spawn(move || {
            let result = fs::write_regular(&path, text.as_bytes(), force)
                .map(|()| path)
                .map_err(EffectError::Write);
            let _ = sender.send(Message::Exported(result));
        });
    }

    fn counted(&mut self, message: Message) -> Message {
        if matches!(
            message,
            Message::Saved { .. } | Message::SavedAsCopy { .. } | Message::SavedAgain { .. }
        ) {
            self.saving = self.saving.saturating_sub(1);
        }
        if matches!(
            message,
            Message::Imported(_)
                | Message::ListImported(_)
                | Message::Exported(_)
                | Message::Saved { .. }
                | Message::SavedAsCopy { .. }
                | Message::SavedAgain { .. }
        ) {
            self.running = self.running.saturating_sub(1);
        }
        message
    }

    /// What the background jobs reported so far.
    pub fn reported(&mut self) -> Vec<Message> {
        let messages: Vec<Message> = self.receiver.try_iter().collect();
        messages
            .into_iter()
            .map(|message| self.counted(message))
            .collect()
    }

    /// Waits for the next report of a running job; `None` when none is running.
    pub fn next_report(&mut self) -> Option<Message> {
        if self.running == 0 {
            return None;
        }
        let message = self.receiver.recv().ok()?;
        Some(self.counted(message))
    }

    /// Applies `message` to the app, then everything the effects it asked for report at once.
    pub fn dispatch(&mut self, app: &mut App, message: Message) {
        let mut queue = VecDeque::from([message]);
        while let Some(message) = queue.pop_front() {
            for effect in app.update(message) {
                // What an effect says at once (a history's lists missing) in the UI's language.
                let lang = app.lang();
                queue.extend(crate::i18n::with_lang(lang, || self.perform(effect)));
            }
        }
    }

    /// Dispatches until every background job has reported (for tests and scripts).
    pub fn settle(&mut self, app: &mut App) {
        while let Some(message) = self.next_report() {
            self.dispatch(app, message);
        }
    }
}

/// Why the lists held cannot be looked in, said once a look-up (the UI working on).
fn unusable(error: &str) -> String {
    crate::i18n::tr_args("lookup-lists-unusable", &[("error", error.into())])
}

/// Puts a FIDE list into the lists kept in `dir`, as `elocalc list import` does (a month held
/// by far more players is kept), telling its progress; one transaction, so an error or a stop
/// leaves the lists as they were.
fn import_list(
    list: ListFile,
    dir: Option<std::path::PathBuf>,
    sender: &Sender<Message>,
    stop: &AtomicBool,
) -> Result<(ListImported, MonthFrom), EffectError> {
    let total = list.total_bytes();
    let progress = |players, bytes| {
        let _ = sender.send(Message::ListImportProgress {
            players,
            bytes,
            total,
        });
    };
    progress(0, 0);
    let dir = dir.ok_or(EffectError::NoDataDir)?;
    let (month, from) = list.month(None)?;
    let path = crate::store::RatingsList::default_path(&dir);
    let mut lists = crate::store::RatingsList::open(&path)
        .map_err(crate::calc::list_import::ListImportError::Store)?;
    let replacing = crate::store::ratings_list::Replacing::Guarded;
    let imported = list.import_until(&mut lists, month, replacing, progress, stop)?;
    Ok((imported, from))
}

/// The map of what session files held; a thread that panicked holding it left it usable.
fn seen(seen: &Mutex<Seen>) -> std::sync::MutexGuard<'_, Seen> {
    seen.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Saves one session (on the saver thread). Another elocalc wrote the file since this one read
/// or wrote it: its work is kept, and this one's goes to a copy. A file deleted since is written
/// again under its name: there is nothing of another's to keep.
fn save(store: &Store, seen_files: &Mutex<Seen>, job: SaveJob) -> Message {
    let SaveJob {
        name,
        request,
        view,
        announce,
        edits,
    } = job;
    let now = store.fingerprint(&name);
    let before = seen(seen_files).get(&name).copied();
    let deleted = matches!(before, Some(Some(_))) && now.is_none();
    let changed = !deleted && before.is_some_and(|before| before != now);
    let target = if changed {
        store.copy_name(&name)
    } else {
        name.clone()
    };
    let result = store
        .save_at(&target, &request, &view)
        .map(drop)
        .map_err(|error| EffectError::Save {
            dir: store.dir().to_path_buf(),
            error,
        });
    let mut aside = None;
    if result.is_ok() {
        seen(seen_files).insert(target.clone(), store.fingerprint(&target));
        // The session is saved: not remembering it as the one to open next loses nothing.
        aside = store.remember(&target).ok().flatten();
    }
    if changed {
        Message::SavedAsCopy {
            from: name,
            to: target,
            edits,
            result,
            aside,
        }
    } else if deleted {
        Message::SavedAgain {
            name,
            edits,
            result,
            aside,
        }
    } else {
        Message::Saved {
            name,
            announce,
            edits,
            result,
            aside,
        }
    }
}

/// A name for a new session, "new 2026-12-05" (with a number when that one is taken).
fn new_session_name(store: &Store, lang: crate::i18n::Lang) -> SessionName {
    let date = time::today().date.to_string();
    let name = crate::i18n::message_in(lang, "session-new-name", &[("date", date.into())]);
    let base = SessionName::parse(&name).unwrap_or_else(|_| SessionName::default_name());
    store.unused_name(&base)
}

/// How the UI starts: where `elocalc`, `elocalc --new` and `elocalc --session NAME` differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The session open when elocalc last quit (the default one at first).
    LastUsed,
    /// A blank request under a new name; no saved session is touched.
    New,
    Named(SessionName),
}

/// The app to start with. A session that cannot be read leaves a blank request and says why;
/// the file is kept aside, not overwritten, when the session is next saved.
pub fn initial_app(store: Option<&Store>, start: Start) -> App {
    let Some(store) = store else {
        return App::new()
            .without_store()
            .with_status(crate::i18n::tr("status-no-config"), true);
    };
    let name = match start {
        Start::LastUsed => store.last_used().unwrap_or_else(SessionName::default_name),
        Start::Named(name) => name,
        Start::New => {
            let name = new_session_name(store, crate::i18n::current());
            return App::with_request(Request::default(), name.clone()).with_status(
                crate::i18n::tr_args("status-new-session", &[("name", name.to_string().into())]),
                false,
            );
        }
    };
    match store.load(&name) {
        Ok(session) => App::with_request(session.request, name).at(&session.view),
        Err(LoadError::Missing) => App::with_request(Request::default(), name),
        Err(error) => App::with_request(Request::default(), name.clone()).with_status(
            crate::i18n::tr_args(
                "status-session-unreadable",
                &[
                    ("name", name.to_string().into()),
                    (
                        "error",
                        crate::store::unreadable_reason(&error).to_string().into(),
                    ),
                ],
            ),
            true,
        ),
    }
}
