//! The README's examples are the program's real output: every block that starts with
//! `$ elocalc …` (and has no pipe) is run and compared; a block ending in "  ..." is a prefix.

use std::process::Command;

#[test]
fn readme_examples_are_real_output() {
    let readme = include_str!("../README.md");
    let mut checked = 0;
    for block in readme.split("```").skip(1).step_by(2) {
        let block = block.strip_prefix('\n').unwrap_or(block);
        let Some((command, expected)) = block.split_once('\n') else {
            continue;
        };
        let Some(args) = command.strip_prefix("$ elocalc ") else {
            continue;
        };
        if args.contains('|') {
            continue;
        }
        let output = Command::new(env!("CARGO_BIN_EXE_elocalc"))
            .args(shell_words(args))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert!(output.status.success(), "{command}");
        let actual = String::from_utf8(output.stdout).unwrap();
        match expected.strip_suffix("  ...\n") {
            Some(prefix) => assert!(actual.starts_with(prefix), "{command}:\n{actual}"),
            None => assert_eq!(actual, expected, "{command}"),
        }
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} examples found");
}

/// Splits a command line as a shell would for the README's examples: spaces, and "…" quotes.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}
