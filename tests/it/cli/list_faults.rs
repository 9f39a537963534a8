//! `elocalc list`, `player` and the look-ups when the lists' files are not what they should be:
//! a list shared read-only, a database or a list file that is a FIFO, a device or a folder, a
//! data directory that is a file, a second import waiting for a first. Each is said in the
//! person's words, on one line, and nothing is made or written where it should not be.

#![cfg(unix)]

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use crate::common::*;
use crate::fide_list_gen::{self as generate, Layout, Options};

const ELOCALC: &str = env!("CARGO_BIN_EXE_elocalc");

/// A generated combined list of `players` in `dir`: its path.
fn list_file(dir: &Path, players: u64) -> String {
    let path = dir.join("players_list_foa.txt");
    let mut file = std::fs::File::create(&path).unwrap();
    let entries = generate::entries(41, players);
    generate::write(&mut file, Layout::Combined, entries, Options::default()).unwrap();
    path.to_str().unwrap().to_string()
}

fn run(command: &mut Command) -> Output {
    command.output().unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// `elocalc ARGS --data-dir DATA`.
fn in_data(data: &Path, args: &[&str]) -> Output {
    run(Command::new(ELOCALC)
        .args(args)
        .args(["--data-dir", data.to_str().unwrap()]))
}

/// The failure said on one line with `expected` in it, with status `code`.
fn refused(output: &Output, code: i32, expected: &str) {
    let said = stderr(output);
    assert_eq!(output.status.code(), Some(code), "{said}");
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains(expected), "{said}");
}

/// The files in `dir`, by name, with their bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            (name, std::fs::read(entry.path()).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// elocalc run as a user the permission bits stop: this one, or when the tests run as root
/// (whom no permission bit stops) the unprivileged `nobody`, by `setpriv`. `None`: as root
/// without `setpriv`, nothing here can stand for a user who may not write.
fn as_unprivileged(args: &[&str]) -> Option<Output> {
    // SAFETY: geteuid only reads the process's user.
    let root = unsafe { libc::geteuid() } == 0;
    let mut command = if root {
        let mut command = Command::new("setpriv");
        command.args(["--reuid=65534", "--regid=65534", "--clear-groups", ELOCALC]);
        command
    } else {
        Command::new(ELOCALC)
    };
    command.args(args).output().ok()
}

fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

#[test]
fn a_list_shared_read_only_is_read_without_a_byte_written() {
    let shared = temp_dir();
    let data = shared.path().join("lists");
    let file = list_file(shared.path(), 40);
    assert!(
        in_data(&data, &["list", "import", &file, "--month", "2026-11"])
            .status
            .success()
    );
    // The worked example's players too, for the look-ups of `trf`.
    hold_list(&data, "2026-02", worked_list(2700, 20));
    let player = generate::entry(41, 3);
    let id = player.fide_id.to_string();
    let data_dir = data.to_str().unwrap();
    let report = fixture("trf/worked-example.trf");
    let asked: [&[&str]; 4] = [
        &["list", "--json"],
        &["player", &id, "--json"],
        &["period", "--fide", &id, "2050:1", "--json"],
        &["trf", &report, "--json"],
    ];
    // What the owner reads, before the list is shared read-only.
    let owners: Vec<String> = asked
        .iter()
        .map(|args| stdout(&in_data(&data, args)))
        .collect();
    assert!(owners[1].contains(&player.name), "{}", owners[1]);
    let rated: Value = serde_json::from_str(&owners[3]).unwrap();
    assert_eq!(rated["list"]["month"], "2026-02", "{}", owners[3]);
    let before = files(&data);
    // Readable by all, writable by none; the folders above it may be entered.
    set_mode(shared.path(), 0o755);
    set_mode(&data.join("ratings.sqlite3"), 0o444);
    set_mode(&data, 0o555);
    for (args, owners) in asked.iter().zip(&owners) {
        let mut args = args.to_vec();
        args.extend(["--data-dir", data_dir]);
        let Some(output) = as_unprivileged(&args) else {
            eprintln!("skipped: running as root without setpriv, no user to stand for");
            return;
        };
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert_eq!(&stdout(&output), owners, "{args:?}");
    }
    // Writing is refused in words, and nothing was written, not even SQLite's files beside it.
    let file_arg = file.as_str();
    let import = [
        "list",
        "import",
        file_arg,
        "--month",
        "2026-12",
        "--data-dir",
        data_dir,
    ];
    let output = as_unprivileged(&import).unwrap();
    refused(&output, 1, "you may only read it here");
    assert!(!stderr(&output).contains("readonly database"));
    assert_eq!(files(&data), before);
    set_mode(&data, 0o755);
}

#[test]
fn a_list_file_that_is_a_pipe_or_a_fifo_is_refused_at_once() {
    let dir = temp_dir();
    let data = dir.path().join("data");
    // A FIFO nobody writes to: opening it would wait for ever.
    let fifo = dir.path().join("players_list_foa.txt");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let mut child = Command::new(ELOCALC)
        .args([
            "list",
            "import",
            fifo.to_str().unwrap(),
            "--month",
            "2026-11",
        ])
        .args(["--data-dir", data.to_str().unwrap()])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // A bound, not a measure: it answers at once, or the test fails instead of hanging.
    let deadline = Instant::now() + Duration::from_secs(20);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("elocalc waited for the FIFO");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().unwrap();
    refused(&output, 2, "is not a regular file");
    // A pipe (the shell's process substitution) cannot be read twice: said, not "Illegal seek".
    let files = temp_dir();
    let file = list_file(files.path(), 5);
    let piped = run(Command::new("bash").arg("-c").arg(format!(
        "exec '{ELOCALC}' list import <(cat '{file}') --month 2026-11 --data-dir '{}'",
        data.display()
    )));
    refused(
        &piped,
        2,
        "a list is read from a file; save it to one and give that file",
    );
    assert!(!stderr(&piped).contains("Illegal seek"));
    assert!(!data.exists(), "nothing imported, no database made");
}

#[test]
fn a_database_that_is_a_fifo_a_device_or_a_folder_is_said_so() {
    type Plant = fn(&Path);
    let cases: [(&str, Plant); 3] = [
        ("a FIFO", |path| {
            assert!(Command::new("mkfifo").arg(path).status().unwrap().success())
        }),
        ("a link to /dev/zero", |path| {
            std::os::unix::fs::symlink("/dev/zero", path).unwrap()
        }),
        ("a folder", |path| std::fs::create_dir(path).unwrap()),
    ];
    let lists = temp_dir();
    let file = list_file(lists.path(), 5);
    for (case, plant) in cases {
        let data = temp_dir();
        plant(&data.path().join("ratings.sqlite3"));
        for args in [
            &["list"][..],
            &["player", "someone"],
            &["list", "import", &file, "--month", "2026-11"],
        ] {
            let output = in_data(data.path(), args);
            refused(
                &output,
                1,
                "ratings.sqlite3 is not a regular file (a FIFO, a device or a folder)",
            );
            assert!(!stderr(&output).contains("disk I/O"), "{case}");
        }
    }
}

#[test]
fn a_data_dir_that_is_a_file_is_said_to_be_no_folder() {
    let dir = temp_dir();
    let not_a_folder = dir.path().join("lists");
    std::fs::write(&not_a_folder, "mine").unwrap();
    let file = list_file(dir.path(), 5);
    for args in [
        &["list"][..],
        &["player", "someone"],
        &["list", "import", &file, "--month", "2026-11"],
    ] {
        let output = in_data(&not_a_folder, args);
        refused(&output, 1, "the rating lists are kept in a folder, and");
        assert!(!stderr(&output).contains("exists already"));
    }
    assert_eq!(std::fs::read_to_string(&not_a_folder).unwrap(), "mine");
}

#[test]
fn an_import_waiting_for_another_says_so_and_what_to_do() {
    let data = temp_dir();
    let file = list_file(data.path(), 5);
    assert!(
        in_data(
            data.path(),
            &["list", "import", &file, "--month", "2026-11"]
        )
        .status
        .success()
    );
    // Another writer holds the database (an import under way) for as long as this one waits.
    let other = rusqlite::Connection::open(data.path().join("ratings.sqlite3")).unwrap();
    other.execute_batch("BEGIN IMMEDIATE").unwrap();
    // ELOCALC_LIST_WAIT shortens the 10 s wait to 1 s.
    let output = run(Command::new(ELOCALC)
        .args(["list", "import", &file, "--month", "2026-12"])
        .args(["--data-dir", data.path().to_str().unwrap()])
        .env("ELOCALC_LIST_WAIT", "1"));
    refused(
        &output,
        1,
        "another elocalc is writing to it (an import; waited 1 s): try again when it is done",
    );
    assert!(!stderr(&output).contains("locked"));
    // Reading meanwhile is not held up.
    let months = stdout(&in_data(data.path(), &["list"]));
    assert!(months.contains("2026-11"), "{months}");
    other.execute_batch("ROLLBACK").unwrap();
}
