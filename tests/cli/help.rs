//! `--help`.

use crate::common::*;

#[test]
fn help_names_every_subcommand() {
    // Listed from clap itself, so a subcommand added later is checked too.
    let cli = <elocalc::cli::Cli as clap::CommandFactory>::command();
    let text = stdout(&elocalc(&["--help"]));
    let mut checked = 0;
    for command in cli.get_subcommands() {
        assert!(text.contains(command.get_name()), "{}", command.get_name());
        let mut path = vec![command.get_name()];
        checked += check_help(&path, command);
        for nested in command.get_subcommands() {
            path.push(nested.get_name());
            checked += check_help(&path, nested);
            path.pop();
        }
    }
    // game period multi k performance initial sessions (list show delete) completions man
    assert!(checked >= 12, "only {checked} helps checked");
}

/// `elocalc PATH… --help` succeeds, starts with its usage and names every option it has.
fn check_help(path: &[&str], command: &clap::Command) -> usize {
    if command.get_name() == "help" {
        return 0;
    }
    let mut args = path.to_vec();
    args.push("--help");
    let output = elocalc(&args);
    assert!(output.status.success(), "{args:?}");
    let text = stdout(&output);
    let usage = format!("Usage: elocalc {}", path.join(" "));
    assert!(text.contains(&usage), "{args:?}: {text}");
    for argument in command.get_arguments() {
        if let Some(long) = argument.get_long() {
            assert!(text.contains(&format!("--{long}")), "{args:?}: --{long}");
        }
    }
    1
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

/// The root help says plainly, in every language, that the command line's score letters are
/// English's: a script's `d` is a draw under any `LANG` (the UI's Portuguese `d` is a loss).
#[test]
fn the_help_says_the_command_lines_letters_are_english_in_every_language() {
    for (lang, said) in [
        (
            "en",
            "The letters are the English ones in every language: d is a draw.",
        ),
        (
            "pt",
            "As letras são as do inglês em qualquer idioma: d é empate (draw). Só na interface em português são v (vitória), e (empate) e d (derrota).",
        ),
        ("ru", "Буквы английские на любом языке: d — ничья (draw)."),
    ] {
        let help = stdout(&elocalc(&["--lang", lang, "--help"]));
        assert!(help.contains(said), "{lang}: {help}");
    }
}
