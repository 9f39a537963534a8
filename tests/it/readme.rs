//! The README's examples are the program's real output: every block that starts with `$ ` is
//! run through a shell (pipes and all, with this build's `elocalc` first on the PATH) and both
//! streams are compared — lines starting `elocalc: ` are what it says on standard error, shown
//! first as a terminal shows them, the rest is standard output. A block ending in "  ..." shows
//! the start of the output only.

use std::path::Path;
use std::process::Command;

/// One example: the command line and the output the README shows.
struct Example<'a> {
    command: &'a str,
    shown: &'a str,
}

fn examples(readme: &str) -> Vec<Example<'_>> {
    readme
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

#[test]
fn readme_examples_are_real_output() {
    let readme = include_str!("../../README.md");
    let binary = Path::new(env!("CARGO_BIN_EXE_elocalc"));
    let path = format!(
        "{}:{}",
        binary.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let examples = examples(readme);
    for example in &examples {
        let output = Command::new("bash")
            .args(["-c", example.command])
            .env("PATH", &path)
            .env("NO_COLOR", "1")
            // The README's examples are in English, whatever the developer's locale.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", example.command);
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
        assert_eq!(
            stderr, shown_stderr,
            "standard error of {}",
            example.command
        );
        if partial {
            assert!(
                stdout.starts_with(&shown_stdout),
                "{}:\n{stdout}",
                example.command
            );
        } else {
            assert_eq!(stdout, shown_stdout, "{}", example.command);
        }
    }
    // Every example is found: a README block the test skips would be a promise nobody checks.
    let shown = readme.matches("\n$ ").count();
    assert_eq!(
        examples.len(),
        shown,
        "every `$ ` line is an example run here"
    );
    assert!(
        examples.len() >= 10,
        "only {} examples found",
        examples.len()
    );
}
