#![cfg(unix)]
//! The real binary in a pseudo-terminal, with what the outside world does to it: FIFOs and
//! endless files in its config directory, Ctrl-Z then `kill %1` from a shell with job control,
//! a file-size limit, an export to a FIFO nobody reads. Every wait is on a condition, bounded.

use crate::common;

use common::temp_dir;
use portable_pty::CommandBuilder;
use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const ELOCALC: &str = env!("CARGO_BIN_EXE_elocalc");
const CLEAR: &str = "\x15"; // Ctrl-U
const ENTER: &str = "\r";
const QUIT: &str = "\x11"; // Ctrl-Q
const F8: &str = "\x1b[19~";
const ESC: &str = "\x1b";
/// Wide enough that no status line is cut.
const COLUMNS: u16 = 200;

struct Terminal {
    screen: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
}

impl Terminal {
    /// Runs `program` with `args` in a new pseudo-terminal.
    fn run(program: &str, args: &[&str]) -> Terminal {
        let mut command = CommandBuilder::new(program);
        command.args(args);
        command.env("PS1", "$ ");
        let common::Pty {
            screen,
            writer,
            child,
            ..
        } = common::spawn_in_pty(command, 30, COLUMNS);
        Terminal {
            screen,
            writer,
            child,
        }
    }

    /// elocalc on its own, with `config` as its config directory.
    fn elocalc(config: &Path) -> Terminal {
        Terminal::run(ELOCALC, &["--config-dir", config.to_str().unwrap()])
    }

    /// An interactive shell with job control, started with `line` typed at its prompt.
    fn shell(line: &str) -> Terminal {
        let mut shell = Terminal::run("bash", &["--norc", "--noprofile", "-i"]);
        shell.wait_for(&["$ "]);
        shell.send(line);
        shell.send(ENTER);
        shell
    }

    fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits until every piece is on screen; fails with the screen after twenty seconds.
    fn wait_for(&self, pieces: &[&str]) {
        wait_until(
            || {
                let screen = self.contents();
                pieces.iter().all(|piece| screen.contains(piece))
            },
            || {
                format!(
                    "waiting for {pieces:?}, the screen is:\n{}",
                    self.contents()
                )
            },
        );
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
        // Let each burst be read as its own keys.
        std::thread::sleep(Duration::from_millis(30));
    }

    fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let mut status = None;
        let screen = Arc::clone(&self.screen);
        let child = &mut self.child;
        wait_until(
            || {
                status = child.try_wait().unwrap();
                status.is_some()
            },
            || {
                let screen = screen.lock().unwrap().screen().contents();
                format!("it did not end; the screen is:\n{screen}")
            },
        );
        status.unwrap()
    }
}

/// Polls `done` until it holds, for at most twenty seconds (a bound, not a measure).
fn wait_until(mut done: impl FnMut() -> bool, failure: impl Fn() -> String) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done() {
        assert!(Instant::now() < deadline, "{}", failure());
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn mkfifo(path: &Path) {
    let path = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: the path is a valid C string; mkfifo only creates a file.
    assert_eq!(unsafe { libc::mkfifo(path.as_ptr(), 0o600) }, 0);
}

/// Temporary files a write left in `dir`.
fn temporaries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".elocalc-"))
        .collect()
}

#[test]
fn a_fifo_or_an_endless_file_in_the_config_directory_never_holds_the_start() {
    type Plant = fn(&Path);
    let cases: [(&str, Plant, bool); 4] = [
        ("a FIFO as the session", |path| mkfifo(path), true),
        ("a FIFO as last-session", |path| mkfifo(path), false),
        (
            "a link to /dev/zero as the session",
            |path| std::os::unix::fs::symlink("/dev/zero", path).unwrap(),
            true,
        ),
        (
            "a link to /dev/zero as last-session",
            |path| std::os::unix::fs::symlink("/dev/zero", path).unwrap(),
            false,
        ),
    ];
    for (case, plant, as_session) in cases {
        let dir = temp_dir();
        let config = dir.path();
        std::fs::create_dir_all(config.join("sessions")).unwrap();
        let path = if as_session {
            config.join("sessions/default.json")
        } else {
            config.join("last-session")
        };
        plant(&path);
        let mut elocalc = Terminal::elocalc(config);
        elocalc.wait_for(&["Your rating"]);
        if as_session {
            elocalc.wait_for(&["session 'default' could not be read (not a regular file)"]);
        }
        elocalc.send(QUIT);
        assert!(elocalc.wait_exit().success(), "{case}");
    }
}

#[test]
fn a_last_session_that_is_not_a_file_is_set_aside_and_never_fails_a_save() {
    type Plant = fn(&Path);
    let cases: [(&str, Plant); 3] = [
        ("a FIFO", |path| mkfifo(path)),
        ("a link to /dev/zero", |path| {
            std::os::unix::fs::symlink("/dev/zero", path).unwrap()
        }),
        ("a folder", |path| std::fs::create_dir(path).unwrap()),
    ];
    for (case, plant) in cases {
        let dir = temp_dir();
        let config = dir.path();
        plant(&config.join("last-session"));
        let mut elocalc = Terminal::elocalc(config);
        elocalc.wait_for(&["Your rating"]);
        elocalc.send(CLEAR);
        elocalc.send("1777");
        // The autosave saves, and says where last-session went.
        elocalc.wait_for(&["last-session in the config folder was not a regular file"]);
        assert!(!elocalc.contents().contains("could not save"), "{case}");
        elocalc.send(CLEAR);
        elocalc.send("1888");
        elocalc.wait_for(&["1888"]);
        // One quit saves and leaves.
        elocalc.send(QUIT);
        assert!(elocalc.wait_exit().success(), "{case}");
        let sessions: Vec<String> = std::fs::read_dir(config.join("sessions"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(sessions, ["default.json"], "{case}: no copy of the work");
        let saved = std::fs::read_to_string(config.join("sessions/default.json")).unwrap();
        assert!(saved.contains("\"rating\": \"1888\""), "{case}: {saved}");
        assert_eq!(
            std::fs::read_to_string(config.join("last-session")).unwrap(),
            "default\n",
            "{case}"
        );
        // What was there is kept, once, as it was.
        let aside: Vec<String> = std::fs::read_dir(config)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.starts_with("last-session.bad-"))
            .collect();
        assert_eq!(aside.len(), 1, "{case}: {aside:?}");
    }
}

#[test]
fn ctrl_z_then_kill_from_the_shell_saves_and_ends() {
    let dir = temp_dir();
    let config = dir.path().to_str().unwrap();
    let mut shell = Terminal::shell(&format!("'{ELOCALC}' --config-dir '{config}'"));
    shell.wait_for(&["Your rating"]);
    shell.send(CLEAR);
    shell.send("1777");
    shell.wait_for(&["1777"]);
    // Suspended well within the autosave's second: the suspend saves first.
    shell.send("\x1a");
    shell.wait_for(&["Stopped"]);
    // `kill %1` sends SIGTERM and SIGCONT: elocalc is continued in the background, where it
    // may not touch the terminal; it saves and ends with SIGTERM's status. Bash may not have
    // seen the job continue when `wait` runs: it then answers at once with the stopped status
    // (147, SIGSTOP's), so it waits again until the job has really ended.
    shell.send("kill %1; s=147; while [ $s = 147 ]; do wait %1 2>/dev/null; s=$?; done; echo \"status=$s\"");
    shell.send(ENTER);
    shell.wait_for(&["status=143"]);
    let saved = std::fs::read_to_string(dir.path().join("sessions/default.json")).unwrap();
    assert!(saved.contains("\"rating\": \"1777\""), "{saved}");
    shell.send("exit\r");
    shell.wait_exit();
}

#[test]
fn a_file_size_limit_keeps_the_work_on_screen_and_leaves_no_temporary_file() {
    let dir = temp_dir();
    let config = dir.path();
    // A session of 300 games, far above the 1 KB limit below.
    let store = elocalc::store::Store::new(config);
    let request = elocalc::calc::Request {
        rows: (0..300)
            .map(|i| elocalc::calc::Row::new(&format!("{}", 1500 + i), elocalc::rating::Score::Win))
            .collect(),
        ..elocalc::calc::Request::default()
    };
    let name = elocalc::store::SessionName::default_name();
    store.save(&name, &request).unwrap();
    let before = std::fs::read_to_string(store.dir().join("default.json")).unwrap();
    let config = config.to_str().unwrap();
    let mut shell = Terminal::shell(&format!(
        "ulimit -f 1; '{ELOCALC}' --config-dir '{config}'; echo \"status=$?\""
    ));
    shell.wait_for(&["Your rating"]);
    shell.send(CLEAR);
    shell.send("1777");
    // The autosave fails like a full disk: said, the work kept, elocalc running.
    shell.wait_for(&["file-size limit"]);
    shell.wait_for(&["1777"]);
    assert_eq!(temporaries(store.dir()), Vec::<String>::new());
    let after = std::fs::read_to_string(store.dir().join("default.json")).unwrap();
    assert_eq!(after, before, "the saved session is as it was");
    // Quitting tries once more, says so, and a second quit leaves.
    shell.send(QUIT);
    shell.wait_for(&["quit again"]);
    shell.send(QUIT);
    shell.wait_for(&["status=0"]);
    assert_eq!(temporaries(store.dir()), Vec::<String>::new());
}

#[test]
fn an_export_to_a_fifo_nobody_reads_never_freezes_the_ui() {
    let dir = temp_dir();
    let config = dir.path();
    let fifo = config.join("out.csv");
    mkfifo(&fifo);
    let mut elocalc = Terminal::elocalc(config);
    elocalc.wait_for(&["Your rating"]);
    elocalc.send(F8);
    elocalc.send(CLEAR);
    elocalc.send(fifo.to_str().unwrap());
    elocalc.send(ENTER);
    // Refused at once, not opened, and never offered to be replaced.
    elocalc.wait_for(&["is not a regular file"]);
    assert!(!elocalc.contents().contains("Replace it?"));
    // The UI still answers, and Ctrl-C still quits.
    elocalc.send(ESC);
    elocalc.send(CLEAR);
    elocalc.send("1888");
    elocalc.wait_for(&["1888"]);
    elocalc.send("\x03");
    assert!(elocalc.wait_exit().success());
}
