//! `--help`.

use crate::common::*;

#[test]
fn help_names_every_subcommand() {
    let text = stdout(&elocalc(&["--help"]));
    for word in ["game", "period", "multi", "--help", "--version"] {
        assert!(text.contains(word), "{word}");
    }
    let text = stdout(&elocalc(&["period", "--help"]));
    for word in ["--rating", "--k", "--pool", "--file", "--json", "GAME"] {
        assert!(text.contains(word), "{word}");
    }
}

#[test]
fn completions_for_every_shell_and_a_manual_page() {
    for (shell, sign) in [
        ("bash", "_elocalc()"),
        ("zsh", "#compdef elocalc"),
        ("fish", "complete -c elocalc"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion:arg-completer[elocalc]"),
    ] {
        let script = stdout(&elocalc(&["completions", shell]));
        assert!(script.contains(sign), "{shell}: {script}");
        assert!(
            script.contains("period"),
            "{shell} completes the subcommands"
        );
    }
    let man = stdout(&elocalc(&["man"]));
    assert!(man.starts_with(".ie"), "roff: {man}");
    assert!(man.contains(".TH elocalc 1"));
    for word in ["period", "performance", "sessions", "completions"] {
        assert!(man.contains(word), "{word}");
    }
    assert_refused(
        &["completions", "tcsh"],
        &[
            "invalid value 'tcsh'",
            "[possible values: bash, elvish, fish, powershell, zsh]",
        ],
    );
}

#[test]
fn argument_errors_are_one_line_too() {
    assert_refused(
        &["game", "--rating", "1500"],
        &["required arguments were not provided: --opponent <OPPONENT> --result <RESULT>"],
    );
    assert_refused(&["frob"], &["unrecognized subcommand 'frob'"]);
    assert!(stdout(&elocalc(&["--version"])).starts_with("elocalc "));
}
