//! The documents' examples are the program's real output: every block of the README and of
//! `docs/*.md` that starts with `$ ` is run through a shell (pipes and all, with this build's
//! `elocalc` first on the PATH) and both streams are compared — lines starting `elocalc: ` are
//! what it says on standard error, shown first as a terminal shows them, the rest is standard
//! output. A block ending in "  ..." shows the start of the output only.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One example: the command line and the output the document shows.
struct Example<'a> {
    command: &'a str,
    shown: &'a str,
}

fn examples(document: &str) -> Vec<Example<'_>> {
    document
        .split("```")
        .skip(1)
        .step_by(2)
        .filter_map(|block| {
            let block = block.strip_prefix('\n').unwrap_or(block);
            let (command, shown) = block.split_once('\n')?;
            Some(Example {
                command: command.strip_prefix("$ ")?,
                shown,
            })
        })
        .collect()
}

/// The documents whose examples are run: the README and every page of `docs/` (the command
/// reference moved there from the README; a page added later is run too).
fn documents() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut documents = vec![root.join("README.md")];
    documents.extend(super::docs::pages_in(&root.join("docs")));
    documents
}

/// Runs one example and says what differs from what the document shows.
fn check(document: &Path, example: &Example, path: &str) {
    let output = Command::new("bash")
        .args(["-c", example.command])
        .env("PATH", path)
        .env("NO_COLOR", "1")
        // The examples are in English, whatever the developer's locale.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let at = format!("{}: {}", document.display(), example.command);
    assert!(output.status.success(), "{at}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    let (partial, shown) = match example.shown.strip_suffix("  ...\n") {
        Some(prefix) => (true, prefix),
        None => (false, example.shown),
    };
    let (shown_stderr, shown_stdout): (Vec<&str>, Vec<&str>) = shown
        .split_inclusive('\n')
        .partition(|line| line.starts_with("elocalc: "));
    let (shown_stderr, shown_stdout) = (shown_stderr.concat(), shown_stdout.concat());
    assert_eq!(stderr, shown_stderr, "standard error of {at}");
    if partial {
        assert!(stdout.starts_with(&shown_stdout), "{at}:\n{stdout}");
    } else {
        assert_eq!(stdout, shown_stdout, "{at}");
    }
}

#[test]
fn documented_examples_are_real_output() {
    let binary = Path::new(env!("CARGO_BIN_EXE_elocalc"));
    let path = format!(
        "{}:{}",
        binary.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut run = 0;
    for document in documents() {
        let text = std::fs::read_to_string(&document).unwrap();
        let examples = examples(&text);
        for example in &examples {
            check(&document, example, &path);
        }
        // Every example is found: a block the test skips would be a promise nobody checks.
        let shown = text.matches("\n$ ").count();
        assert_eq!(
            examples.len(),
            shown,
            "every `$ ` line of {} is an example run here",
            document.display()
        );
        run += examples.len();
    }
    // The README's 22 examples moved to docs/cli.md and docs/languages.md, and the README's
    // quick start has two: an example taken out on purpose lowers this, none is lost by accident.
    assert!(run >= 24, "only {run} examples found");
}
