//! `--format` and `--output`: CSV, Markdown and JSON, and files never replaced unasked.

use crate::common::*;

#[test]
fn export_formats_and_files() {
    let game = [
        "game",
        "--rating",
        "1600",
        "--opponent",
        "1400",
        "--result",
        "win",
    ];
    let with = |extra: &[&str]| -> Vec<String> {
        game.iter().chain(extra).map(|s| s.to_string()).collect()
    };
    let elocalc = |args: &[String]| elocalc(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let assert_refused = |args: &[String], pieces: &[&str]| {
        assert_refused(&args.iter().map(String::as_str).collect::<Vec<_>>(), pieces)
    };
    let csv = stdout(&elocalc(&with(&["--format", "csv"])));
    // A spreadsheet gets one table of plain values: a row for each side, the change before
    // and after rounding in two columns, each result's change in its own, the note in a row.
    assert_eq!(
        csv,
        "Row,Pool,Rating,K,Score,Difference used,Expected,Change unrounded,Change,New rating,\
         Win for you,Draw for you,Loss for you,Note\n\
         You,FIDE Standard,1600,20,1,200,0.76,4.80,5,1605,5,-5,-15,\n\
         Opponent,FIDE Standard,1400,20,0,-200,0.24,-4.80,-5,1395,-5,5,15,\n\
         Note,,,,,,,,,,,,,Your opponent's new rating is below 1400: shown as unrated on the next list.\n"
    );
    let md = stdout(&elocalc(&with(&["--format", "md"])));
    assert!(
        md.starts_with("## FIDE Standard · game rated\n\n### Game\n"),
        "{md}"
    );
    assert!(md.contains("| Change | +4.80 → +5 | -4.80 → -5 |"), "{md}");
    let json_text = stdout(&elocalc(&with(&["--format", "json"])));
    let value: Value = serde_json::from_str(&json_text).unwrap();
    assert_eq!(value["player"]["new_rating"], 1605);
    assert_refused(
        &with(&["--format", "xml"]),
        &["--format", "'xml'", "csv, md or json"],
    );

    let dir = temp_dir();
    let file = dir.path().join("game.md");
    let path = file.to_str().unwrap();
    assert_eq!(stdout(&elocalc(&with(&["--output", path]))), "");
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("## FIDE Standard · game rated")
    );
    // Never over an existing file without --force.
    std::fs::write(&file, "keep me").unwrap();
    let refused = elocalc(&with(&["--output", path]));
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("exists: add --force"));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    stdout(&elocalc(&with(&["--output", path, "--force"])));
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .starts_with("## FIDE Standard · game rated")
    );
}

/// The game these tests export.
const GAME: [&str; 7] = [
    "game",
    "--rating",
    "1600",
    "--opponent",
    "1400",
    "--result",
    "win",
];

fn export(path: &std::path::Path, force: bool) -> std::process::Output {
    let mut args = GAME.to_vec();
    args.extend(["--format", "csv", "--output", path.to_str().unwrap()]);
    if force {
        args.push("--force");
    }
    elocalc(&args)
}

#[cfg(unix)]
#[test]
fn force_writes_as_the_shell_would_links_fifos_and_modes() {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    let dir = temp_dir();
    // A symbolic link is followed: the file it points to gets the result, the link stays.
    let target = dir.path().join("target.csv");
    std::fs::write(&target, "old").unwrap();
    let link = dir.path().join("link.csv");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    assert!(export(&link, true).status.success());
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .starts_with("Row,Pool,Rating,K,")
    );
    // A replaced file keeps its mode.
    let private = dir.path().join("private.csv");
    std::fs::write(&private, "old").unwrap();
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o600)).unwrap();
    assert!(export(&private, true).status.success());
    let mode = std::fs::metadata(&private).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    // A FIFO is written in place, not replaced by a file.
    let fifo = dir.path().join("pipe.csv");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|status| status.success()) {
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
        };
        assert!(export(&fifo, true).status.success());
        assert!(reader.join().unwrap().starts_with("Row,Pool,Rating,K,"));
        assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
    }
}

#[test]
fn a_closed_output_is_an_error_and_a_closed_pipe_is_quiet() {
    let dir = temp_dir();
    let shell = |script: &str| {
        std::process::Command::new("sh")
            .arg("-c")
            .arg(script)
            .env("ELOCALC", env!("CARGO_BIN_EXE_elocalc"))
            .env("TMPDIR_GAMES", dir.path().join("games.txt"))
            .output()
            .unwrap()
    };
    let closed = shell("\"$ELOCALC\" game --rating 1600 --opponent 1400 --result win >&-");
    assert_eq!(closed.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&closed.stderr),
        "elocalc: cannot write output: standard output is closed: nothing could be written\n"
    );
    // To /dev/null is written, not closed.
    let null = shell("\"$ELOCALC\" game --rating 1600 --opponent 1400 --result win >/dev/null");
    assert!(null.status.success());
    let no_input = shell("\"$ELOCALC\" period --rating 1500 --file - <&-");
    assert_eq!(no_input.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&no_input.stderr),
        "elocalc: cannot read -: standard input is closed\n"
    );
    let piped = shell(
        "yes '1500 | 1' | head -n 100000 | \"$ELOCALC\" period --rating 1500 --file - | head -n 1",
    );
    assert!(piped.status.success());
    assert_eq!(
        String::from_utf8_lossy(&piped.stdout),
        "FIDE Standard · rating 1500 · K 20\n"
    );
    assert_eq!(
        String::from_utf8_lossy(&piped.stderr),
        "",
        "no word of a broken pipe"
    );
    // Nor from the CSV writer, whose error holds the broken pipe inside its own.
    let csv = shell(
        "yes '1500 | 1' | head -n 100000 > \"$TMPDIR_GAMES\"; \
         { \"$ELOCALC\" period --rating 1500 --file \"$TMPDIR_GAMES\" --format csv; \
         echo $? > \"$TMPDIR_GAMES.status\"; } | head -n 1 > /dev/null; \
         exit $(cat \"$TMPDIR_GAMES.status\")",
    );
    assert_eq!(
        String::from_utf8_lossy(&csv.stderr),
        "",
        "a CSV read with | head"
    );
    assert!(csv.status.success());
}

#[cfg(unix)]
#[test]
fn force_on_a_link_to_nothing_creates_its_target_as_the_shell_would() {
    let dir = temp_dir();
    let target = dir.path().join("new.csv");
    let link = dir.path().join("link.csv");
    // A relative link, read from the link's own directory.
    std::os::unix::fs::symlink("new.csv", &link).unwrap();
    assert!(export(&link, true).status.success());
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link stays a link"
    );
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .starts_with("Row,Pool,Rating,K,")
    );
    // A loop of links is refused, and neither is replaced.
    let (a, b) = (dir.path().join("a.csv"), dir.path().join("b.csv"));
    std::os::unix::fs::symlink(&b, &a).unwrap();
    std::os::unix::fs::symlink(&a, &b).unwrap();
    assert_eq!(export(&a, true).status.code(), Some(1));
    assert!(
        std::fs::symlink_metadata(&a)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[cfg(unix)]
#[test]
fn a_file_size_limit_is_said_like_a_full_disk_and_leaves_no_temporary_file() {
    let dir = temp_dir();
    let out = dir.path().join("big.csv");
    // A thousand games make a result far above the 1 KB the limit allows.
    let games = "1500 | 1\n".repeat(1000);
    let list = dir.path().join("games.txt");
    std::fs::write(&list, games).unwrap();
    for force in ["", "--force"] {
        let line = format!(
            "ulimit -f 2; exec '{}' period --rating 1500 --file '{}' --output '{}' {force}",
            env!("CARGO_BIN_EXE_elocalc"),
            list.display(),
            out.display()
        );
        let output = std::process::Command::new("sh")
            .args(["-c", &line])
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        // Not killed by SIGXFSZ (153): an error like any failed write.
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        assert!(
            stderr.contains("the file would pass the file-size limit"),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .filter(|name| name.to_string_lossy().starts_with(".elocalc-"))
            .collect();
        assert!(left.is_empty(), "temporary files left: {left:?}");
        assert!(!out.exists(), "no half-written result");
    }
}

/// Whatever a file names — a TRF's event or players, written to look like formulas — no CSV
/// cell starts a formula in a spreadsheet (OWASP "CSV Injection"), and the numbers with a sign
/// stay numbers.
#[test]
fn names_from_files_never_become_spreadsheet_formulas() {
    let dir = temp_dir();
    let trf = dir.path().join("formulas.trf");
    let line = |rank: u16, name: &str, rating: u16, round: &str, id: u16| {
        let id = id + rank;
        format!(
            "001 {rank:>4} m    {name:<33} {rating:>4} NOR {id:>11} 1990/01/01      {rank:>4}  {round}"
        )
    };
    let second = dir.path().join("=1+1.trf");
    for (file, event, id) in [
        (&trf, "=HYPERLINK(\"http://x\",\"a\")", 100),
        (&second, "@A1", 200),
    ] {
        std::fs::write(
            file,
            [
                format!("012 {event}"),
                line(1, "+1+cmd|' /C calc'!A0", 2000, "   2 w 1", id),
                line(2, "@SUM(1+1)", 1800, "   1 b 0", id),
                line(3, "-2+3", 1900, "0000 - H", id),
            ]
            .join("\n"),
        )
        .unwrap();
    }
    let path = trf.to_str().unwrap();
    let one = stdout(&elocalc(&["trf", "--no-list", "--format", "csv", path]));
    let both = stdout(&elocalc(&[
        "trf",
        "--no-list",
        "--format",
        "csv",
        path,
        second.to_str().unwrap(),
    ]));
    let csv = format!("{one}\n{both}");
    let mut reader = ::csv::ReaderBuilder::new()
        .flexible(true)
        .has_headers(false)
        .from_reader(csv.as_bytes());
    let cells: Vec<String> = reader
        .records()
        .flat_map(|record| {
            record
                .unwrap()
                .iter()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    for cell in &cells {
        let number = cell.trim_start_matches(['+', '-']).parse::<f64>().is_ok();
        assert!(
            !cell.starts_with(['=', '+', '-', '@', '\t', '\r']) || number,
            "{cell:?} in:\n{csv}"
        );
    }
    for named in [
        "'+1+cmd|' /C calc'!A0",
        "'@SUM(1+1)",
        "'-2+3",
        "'=HYPERLINK(\"http://x\",\"a\")",
        "'@A1",
    ] {
        assert!(cells.iter().any(|cell| cell == named), "{named} in:\n{csv}");
    }
    // The changes keep their signs as numbers.
    assert!(cells.iter().any(|cell| cell == "-5"), "{csv}");
}

/// `--output /dev/stdout --force` writes where standard output goes, a pipe included (whose
/// `/proc` link names no file), as the shell's `>` would.
#[cfg(unix)]
#[test]
fn force_onto_dev_stdout_writes_into_the_pipe() {
    let output = std::process::Command::new("bash")
        .args([
            "-c",
            "set -o pipefail; \"$ELOCALC\" game --rating 1600 --opponent 1400 --result win \
             --format csv --output /dev/stdout --force | cat",
        ])
        .env("ELOCALC", env!("CARGO_BIN_EXE_elocalc"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert_eq!(stderr, "");
    assert!(stdout(&output).starts_with("Row,Pool,Rating,K,"));
}

/// A folder given as --output is said to be one at once: --force would not help, so it is not
/// offered.
#[test]
fn an_output_that_is_a_folder_is_said_to_be_one_with_or_without_force() {
    let dir = temp_dir();
    let folder = dir.path().join("results");
    std::fs::create_dir(&folder).unwrap();
    for force in [false, true] {
        let output = export(&folder, force);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        assert_eq!(
            stderr,
            format!(
                "elocalc: cannot write {}: it is a folder\n",
                folder.display()
            ),
            "--force {force}"
        );
    }
    assert!(folder.is_dir());
    assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 0);
}
