//! What the test suites share: driving the TUI's app with keys as the event loop does and
//! drawing it to a test backend, running the real binary, fixtures, and a temporary directory
//! that removes itself.

#![allow(dead_code)]

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use elocalc::calc::Entry;
use elocalc::tui::effects::Effects;
use elocalc::tui::handle_event;
use elocalc::tui::message::Message;
use elocalc::tui::state::App;
use ratatui::{Terminal, backend::TestBackend};
pub use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

pub use tempfile::TempDir;

/// A fresh directory that is removed when dropped.
pub fn temp_dir() -> TempDir {
    tempfile::Builder::new()
        .prefix("elocalc-test-")
        .tempdir()
        .expect("a temporary directory")
}

/// What keys are sent to: the app's state alone (the effects it asks for are not carried out)
/// or a [`Driven`] app (they are, as the event loop does).
pub trait Keyed {
    fn event(&mut self, event: Event);
    fn app(&self) -> &App;
}

impl Keyed for App {
    fn event(&mut self, event: Event) {
        handle_event(self, &event);
    }
    fn app(&self) -> &App {
        self
    }
}

impl Keyed for Driven {
    fn event(&mut self, event: Event) {
        if let Some(message) = Message::from_event(&event) {
            self.send(message);
        }
    }
    fn app(&self) -> &App {
        &self.app
    }
}

pub fn press(app: &mut impl Keyed, code: KeyCode) {
    press_with(app, code, KeyModifiers::NONE);
}

pub fn press_with(app: &mut impl Keyed, code: KeyCode, modifiers: KeyModifiers) {
    app.event(Event::Key(KeyEvent::new(code, modifiers)));
}

pub fn ctrl(app: &mut impl Keyed, c: char) {
    press_with(app, KeyCode::Char(c), KeyModifiers::CONTROL);
}

pub fn release(app: &mut impl Keyed, code: KeyCode) {
    let mut key = KeyEvent::new(code, KeyModifiers::NONE);
    key.kind = KeyEventKind::Release;
    app.event(Event::Key(key));
}

pub fn paste(app: &mut impl Keyed, text: &str) {
    app.event(Event::Paste(text.to_string()));
}

pub fn type_text(app: &mut impl Keyed, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Types `text` as the focused field's (or cell's) new value: Enter starts typing (unless it
/// is being typed in already), Ctrl-U empties it, as a user would; the field is left being typed in
/// (Tab or Enter keeps the value).
pub fn replace(app: &mut impl Keyed, text: &str) {
    if !app.app().context().is_typing() {
        press(app, KeyCode::Enter);
    }
    ctrl(app, 'u');
    type_text(app, text);
}

/// Adds one tournament game through the keyboard: a, the opponent, Enter, the score, Enter
/// (the game is added and the next new row opens), Esc (that one is left out).
pub fn add_game(app: &mut impl Keyed, opponent: &str, score: &str) {
    press(app, KeyCode::Char('a'));
    type_text(app, opponent);
    press(app, KeyCode::Enter);
    type_text(app, score);
    press(app, KeyCode::Enter);
    press(app, KeyCode::Esc);
}

/// Tab until the focus is on `field`.
pub fn focus(app: &mut impl Keyed, field: Entry) {
    for _ in 0..20 {
        if app.app().focus() == Some(field) {
            return;
        }
        press(app, KeyCode::Tab);
    }
    panic!("{field:?} is not a field of this mode");
}

/// T27: 1922, K 40, three games, plus an unrated opponent.
pub fn tournament_app() -> App {
    let mut app = App::new();
    replace(&mut app, "1922");
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::KPreset);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [
        ("1798", "1"),
        ("1801", "0"),
        ("1897", "1"),
        ("unrated", "½"),
    ] {
        add_game(&mut app, opponent, score);
    }
    app
}

/// Multi mode, 1500 against an average of 1600, 3.5 points from 5 games, typed in.
pub fn multi_app() -> App {
    let mut app = App::new();
    press(&mut app, KeyCode::F(4));
    focus(&mut app, Entry::Average);
    replace(&mut app, "1600");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "5");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "3.5");
    app
}

/// Norm mode for a `title` norm (GM, IM, WGM, WIM) and a player of `federation`, the games
/// table focused.
pub fn norm_for(app: &mut App, title: &str, federation: &str) {
    press(app, KeyCode::F(5));
    focus(app, Entry::NormTitle);
    while app.request().norm.title.key() != title {
        press(app, KeyCode::Right);
    }
    focus(app, Entry::Federation);
    replace(app, federation);
    focus(app, Entry::Rows);
}

/// Norm case NH15 of docs/rules/norms.md, a round robin in progress: a WGM norm for a player of CHN,
/// six games played (4 points) and three to play. Eight games are pasted as a norm's lines;
/// the ninth is typed through its four cells.
pub fn norm_app() -> App {
    let mut app = App::new();
    norm_for(&mut app, "WGM", "chn");
    paste(
        &mut app,
        "2300 | 1 | WGM | IND\n2250 | ½ | WIM | VIE\n2350 | ½ | IM | RUS\n2200 | 1 | WGM | KAZ\n\
         2150 | ½ | WFM | CHN\n2280 | ½ | WIM | GEO\n2320 | ? | IM | UZB\n2100 | ? | - | MGL\n",
    );
    press(&mut app, KeyCode::Char('G'));
    for cell in ["2240", "?", "wgm", "iri"] {
        if cell == "2240" {
            press(&mut app, KeyCode::Char('a'));
        }
        type_text(&mut app, cell);
        press(&mut app, KeyCode::Enter);
    }
    app
}

/// P1 (docs/rules/period.md): base 2505, K 10; three events on Ro 2499, 2505, 2505, as FIDE's
/// calculation page lists them. FIDE published 2507.
pub fn p1_request() -> elocalc::calc::Request {
    let events = [
        "2nd Annual ACA Thanksgiving Open | rating 2499 | start 2025-10-31 | end 2025-11-02",
        "1st Annual Washington Dulles Open | start 2025-11-07 | end 2025-11-09",
        "2025 Northern Virginia Open - Championship | start 2025-11-21 | end 2025-11-23",
    ];
    let games = [
        "2099:1 2322:1 2422:1 2325:0.5 2255:0.5",
        "2105:1 2105:1 2237:0.5 2134:1 2813:0.5",
        "2105:1 2105:1 2105:1 2400:0 2118:1",
    ];
    let mut request = elocalc::calc::Request {
        mode: elocalc::calc::Mode::Tournament,
        rating: "2505".into(),
        events: events.map(String::from).to_vec(),
        ..elocalc::calc::Request::default()
    };
    request.k.preset = elocalc::calc::KPreset::K10;
    for (event, games) in games.iter().enumerate() {
        for game in games.split_whitespace() {
            let (opponent, score) = game.split_once(':').unwrap();
            request.rows.push(elocalc::calc::Row {
                event,
                ..elocalc::calc::Row::new(
                    opponent,
                    score.parse::<elocalc::rating::Score>().unwrap(),
                )
            });
        }
    }
    request
}

pub fn p1_app() -> App {
    App::with_request(p1_request(), elocalc::store::SessionName::default_name()).in_year(2026)
}

/// Field mode on the worked example of docs/rules/trf.md §7, opened through the import dialog
/// as a person would: F7, the path, Enter to read, Enter to open.
pub fn field_app() -> App {
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(7));
    driven.type_text(&fixture("trf/worked-example.trf"));
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    driven.app
}

/// Moves the pool field's choice on until `label` is chosen (e.g. "Glicko-2").
pub fn choose_pool(app: &mut impl Keyed, system: elocalc::calc::System) {
    focus(app, Entry::Pool);
    for _ in 0..elocalc::calc::System::all().count() {
        if app.app().request().system == system {
            return;
        }
        press(app, KeyCode::Right);
    }
    panic!("{system:?} is not among the pools");
}

/// Tournament mode in Glicko-2: the paper's example, typed — 1500 with RD 200 against
/// 1400/30 (won), 1550/100 (lost), 1700/300 (lost).
pub fn glicko2_app() -> App {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    choose_pool(&mut app, elocalc::calc::System::by_key("glicko2").unwrap());
    focus(&mut app, elocalc::calc::systems::glicko2::RD.entry());
    replace(&mut app, "200");
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [("1400/30", "1"), ("1550/100", "0"), ("1700/300", "0")] {
        add_game(&mut app, opponent, score);
    }
    app
}

/// Game mode in US Chess: 1700 on 30 games, an event ended 2026-03-01, a win against 1900.
pub fn uschess_app() -> App {
    let mut app = App::new();
    replace(&mut app, "1700");
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "1900");
    choose_pool(&mut app, elocalc::calc::System::by_key("uschess").unwrap());
    focus(
        &mut app,
        elocalc::calc::systems::uschess::GAMES_PLAYED.entry(),
    );
    replace(&mut app, "30");
    focus(
        &mut app,
        elocalc::calc::systems::uschess::EVENT_DATE.entry(),
    );
    replace(&mut app, "2026-03-01");
    app
}

/// The app with its effects carried out, as the event loop does.
pub struct Driven {
    pub app: App,
    pub effects: Effects,
}

/// A driven app is read as its app is.
impl std::ops::Deref for Driven {
    type Target = App;
    fn deref(&self) -> &App {
        &self.app
    }
}

impl Driven {
    pub fn new(app: App, store: Option<elocalc::store::Store>) -> Driven {
        Driven {
            app,
            effects: Effects::new(store),
        }
    }

    /// `app` looking players up in the FIDE lists kept in `dir`, with no session store.
    pub fn with_lists(app: App, dir: Option<&std::path::Path>) -> Driven {
        let dir = dir.map(std::path::Path::to_path_buf);
        Driven {
            app: app.with_lists(dir.clone()),
            effects: Effects::new(None).with_lists(dir),
        }
    }

    /// The UI as it starts on `store`, remembering what its session file holds.
    pub fn start(store: &elocalc::store::Store, start: elocalc::tui::Start) -> Driven {
        let mut effects = Effects::new(Some(store.clone()));
        let app = effects.start(start);
        Driven { app, effects }
    }

    pub fn send(&mut self, message: Message) {
        self.effects.dispatch(&mut self.app, message);
        self.effects.settle(&mut self.app);
    }

    pub fn press(&mut self, code: KeyCode) {
        self.key(code, KeyModifiers::NONE);
    }

    pub fn key(&mut self, code: KeyCode, modifiers: KeyModifiers) {
        self.send(Message::Key(KeyEvent::new(code, modifiers)));
    }

    pub fn ctrl(&mut self, c: char) {
        self.key(KeyCode::Char(c), KeyModifiers::CONTROL);
    }

    pub fn type_text(&mut self, text: &str) {
        for c in text.chars() {
            self.press(KeyCode::Char(c));
        }
    }

    /// As [`replace`]: Enter starts typing unless it has started, Ctrl-U empties the value.
    pub fn replace(&mut self, text: &str) {
        if !self.app.context().is_typing() {
            self.press(KeyCode::Enter);
        }
        self.ctrl('u');
        self.type_text(text);
    }
}

pub fn draw(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| elocalc::tui::draw(frame, app))
        .unwrap();
    terminal
}

/// The screen as plain text, one line a row, trailing spaces removed.
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let terminal = draw(app, width, height);
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        let line: String = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

pub fn assert_contains(text: &str, pieces: &[&str]) {
    for piece in pieces {
        assert!(text.contains(piece), "{piece:?} not in:\n{text}");
    }
}

/// The path of a file in tests/fixtures.
pub fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The platform's data directory the binary sees (on Linux): none, so that a FIDE list held
/// on the machine running the tests never changes what `elocalc trf` says.
pub const NO_DATA_HOME: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/no-data-home");

/// The real binary with the locale variables given and no others (nor `COLUMNS`), and no
/// platform data directory.
pub fn locale_command(vars: &[(&str, &str)], args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_elocalc"));
    command
        .args(args)
        .env("XDG_DATA_HOME", NO_DATA_HOME)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("COLUMNS");
    for (name, value) in vars {
        command.env(name, value);
    }
    command
}

/// Runs the real binary with the locale variables given and no others.
pub fn elocalc_in(vars: &[(&str, &str)], args: &[&str]) -> Output {
    locale_command(vars, args)
        .output()
        .expect("the binary runs")
}

/// Runs the real binary.
pub fn elocalc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_elocalc"))
        .args(args)
        .env("XDG_DATA_HOME", NO_DATA_HOME)
        // English whatever the developer's locale: the tests read English words.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("the binary runs")
}

pub fn elocalc_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_elocalc"))
        .args(args)
        .env("XDG_DATA_HOME", NO_DATA_HOME)
        // English whatever the developer's locale: the tests read English words.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Standard output of a run that succeeded.
pub fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// The JSON a run prints with `--json` added.
pub fn json(args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.push("--json");
    serde_json::from_str(&stdout(&elocalc(&args))).expect("valid JSON")
}

/// Runs with bad input: exit status 2, nothing on stdout, one line on stderr that contains
/// every piece of `expected`.
pub fn assert_refused(args: &[&str], expected: &[&str]) {
    let output = elocalc(args);
    assert_eq!(output.status.code(), Some(2), "exit status for {args:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(stderr.starts_with("elocalc: "), "{stderr}");
    for piece in expected {
        assert!(
            stderr.contains(piece),
            "{stderr:?} should mention {piece:?}"
        );
    }
    assert!(!stderr.contains("panicked"));
}

/// A command line's words, split at white space (no quoting needed where this is used).
pub fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// A program running in a pseudo-terminal, its screen kept by a terminal emulator as it draws.
#[cfg(unix)]
pub struct Pty {
    pub screen: std::sync::Arc<std::sync::Mutex<vt100::Parser>>,
    pub writer: Box<dyn Write + Send>,
    pub child: Box<dyn portable_pty::Child + Send + Sync>,
    /// The pseudo-terminal's master, open for the test's life: its settings are the
    /// terminal's ([`cooked`]).
    pub master: i32,
}

/// Whether the terminal behind `master` reads lines and echoes them, as a shell expects: not
/// left in raw mode.
#[cfg(unix)]
pub fn cooked(master: i32) -> bool {
    // SAFETY: a zeroed termios is a valid value for tcgetattr to fill; the descriptor is open.
    let mut settings: libc::termios = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::tcgetattr(master, &mut settings) }, 0);
    settings.c_lflag & libc::ICANON != 0 && settings.c_lflag & libc::ECHO != 0
}

/// Starts `command` in a new pseudo-terminal of `rows` × `columns` (TERM xterm-256color),
/// reading what it draws on a thread of its own.
#[cfg(unix)]
pub fn spawn_in_pty(mut command: portable_pty::CommandBuilder, rows: u16, columns: u16) -> Pty {
    use std::io::Read;
    use std::sync::{Arc, Mutex};
    let pty = portable_pty::native_pty_system()
        .openpty(portable_pty::PtySize {
            rows,
            cols: columns,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal");
    command.env("TERM", "xterm-256color");
    let child = pty.slave.spawn_command(command).expect("it starts");
    drop(pty.slave);
    let screen = Arc::new(Mutex::new(vt100::Parser::new(rows, columns, 0)));
    let mut reader = pty.master.try_clone_reader().unwrap();
    let parser = Arc::clone(&screen);
    std::thread::spawn(move || {
        let mut buffer = [0u8; 4096];
        while let Ok(count) = reader.read(&mut buffer) {
            if count == 0 {
                break;
            }
            parser.lock().unwrap().process(&buffer[..count]);
        }
    });
    let writer = pty.master.take_writer().unwrap();
    let master = pty.master.as_raw_fd().expect("a master descriptor");
    // The master must outlive the test's reads and writes.
    std::mem::forget(pty.master);
    Pty {
        screen,
        writer,
        child,
        master,
    }
}

/// The players of tests/fixtures/trf/worked-example.trf as a generated FIDE list has them (Cem,
/// 6300200, is not on it; Fay has no FIDE ID), Anna rated `anna` and Dora's K `dora_k`; Ben's
/// rating (2460 to the file's 2450), and Emil's federation, title and year of birth, differ
/// from the file's.
pub fn worked_list(anna: u16, dora_k: u8) -> Vec<elocalc::rating::list::ListEntry> {
    use elocalc::rating::list::{ListEntry, ListRating};
    let standard = |rating, k| {
        Some(ListRating {
            rating,
            games: 0,
            k: Some(k),
        })
    };
    let player = |fide_id, name: &str, federation: &str, title: Option<&str>, born| ListEntry {
        fide_id,
        name: name.to_string(),
        federation: Some(federation.to_string()),
        title: title.map(str::to_string),
        born: Some(born),
        ..ListEntry::default()
    };
    vec![
        ListEntry {
            women_title: Some("WGM".to_string()),
            standard: standard(anna, 10),
            ..player(1503014, "Alpha, Anna", "NOR", Some("GM"), 1990)
        },
        ListEntry {
            standard: standard(2460, 10),
            ..player(4600100, "Bravo, Ben", "GER", Some("IM"), 1995)
        },
        ListEntry {
            standard: standard(1950, dora_k),
            ..player(600300, "Delta, Dora", "FRA", None, 1980)
        },
        ListEntry {
            standard: standard(1610, 40),
            ..player(2200400, "Echo, Emil", "AND", Some("CM"), 1971)
        },
    ]
}

/// `entries` held in `dir` as the FIDE list of `month` (YYYY-MM), imported in-process.
pub fn hold_list(
    dir: &std::path::Path,
    month: &str,
    entries: Vec<elocalc::rating::list::ListEntry>,
) {
    use elocalc::store::RatingsList;
    let mut lists = RatingsList::open(&RatingsList::default_path(dir)).unwrap();
    lists
        .import(
            elocalc::rating::list::ListMonth::parse(month).unwrap(),
            entries.into_iter().map(Ok::<_, std::convert::Infallible>),
            |_| {},
        )
        .unwrap();
}

/// This test binary run again with only the ignored test `name` (its full path, `module::test`),
/// as a process of its own with `vars` set (for what a process reads once: NO_COLOR, a time
/// zone, a second writer). Fails if no test of that name ran, so a renamed test is never
/// silently skipped.
pub fn in_own_process(name: &str, vars: &[(&str, &std::ffi::OsStr)]) -> Command {
    let listed = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", name, "--ignored", "--list"])
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&listed.stdout).contains(&format!("{name}: test")),
        "no ignored test {name} in this binary"
    );
    let mut command = Command::new(std::env::current_exe().unwrap());
    command.args([
        "--exact",
        name,
        "--ignored",
        "--nocapture",
        "--test-threads",
        "1",
    ]);
    for (var, value) in vars {
        command.env(var, value);
    }
    command
}
