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
    // A spreadsheet gets plain values: the change before and after rounding on two rows.
    assert!(
        csv.starts_with(",You,Opponent\nPool,FIDE Standard\nRating,1600,1400\nK,20,20\n"),
        "{csv}"
    );
    assert!(csv.contains("Expected,0.76,0.24\nChange unrounded,+4.80,-4.80\nChange,+5,-5\n"));
    assert!(csv.contains("\nIf the game ends,You,Opponent\nWin for you,+5,-5\n"));
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
