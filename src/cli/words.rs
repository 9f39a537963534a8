//! The command line in the language people read: the language is known before the arguments
//! are parsed (`--lang`, else the environment), so that `--help`, every subcommand's help, the
//! manual page and clap's own errors speak it.
//!
//! The derive definitions (`super::Cli`) take every about, help and value name from the
//! catalogue (`locales/*/cli.ftl`) when the command is made; [`command`] then words what clap
//! writes itself — the `-h`/`-V` flags, the `help` subcommand and, in Portuguese and Russian,
//! the headings, `[OPTIONS]`, `<COMMAND>`, `[default: …]` and `[possible values: …]`. In English
//! clap writes those, and the catalogue's English is the same words (a test holds them equal).

use std::ffi::OsString;

use clap::{Arg, CommandFactory, FromArgMatches};

use super::Cli;
use crate::i18n::{self, Lang, tr, tr_args};

/// A system's value name in `--help`, in the current language where it is a word (`DATE`);
/// a letter or an abbreviation (`RD`, `N`) as it is.
pub fn value_name(english: &'static str) -> String {
    match english {
        "DATE" => tr("cli-value-date"),
        "RECORD" => tr("cli-value-record"),
        _ => english.to_string(),
    }
}

/// The language `--lang X` or `--lang=X` asks for, anywhere before a `--`; `None` when none is
/// given or its value is no language (clap then says so, in the environment's language).
pub fn lang_in_args(args: &[OsString]) -> Option<Lang> {
    let mut args = args.iter().skip(1).map(|arg| arg.to_str());
    while let Some(arg) = args.next() {
        match arg {
            Some("--") => return None,
            Some("--lang") => return args.next().flatten()?.parse().ok(),
            Some(arg) => {
                if let Some(value) = arg.strip_prefix("--lang=") {
                    return value.parse().ok();
                }
            }
            None => {}
        }
    }
    None
}

/// The arguments parsed by the command worded in the current language.
pub fn parse(args: Vec<OsString>) -> Result<Cli, clap::Error> {
    let mut command = command();
    let matches = command.try_get_matches_from_mut(args)?;
    Cli::from_arg_matches(&matches).map_err(|error| error.format(&mut command))
}

/// The shell completion scripts' command: English, whatever the language, so that a script
/// never changes with it (zsh and fish show the help lines).
pub fn completions_command() -> clap::Command {
    i18n::with_lang(Lang::En, Cli::command)
}

/// elocalc's command, every word of its help in the current language; built (as clap builds it
/// to parse), with the words clap adds at building put in that language.
pub fn command() -> clap::Command {
    built(Page::Help)
}

/// Where the command's words are read: `--help`, or the manual page (whose synopsis
/// clap_mangen makes from the arguments, not from the usage).
#[derive(Clone, Copy, PartialEq)]
enum Page {
    Help,
    Manual,
}

fn built(page: Page) -> clap::Command {
    let mut command = Cli::command();
    command.build();
    word_built(&mut command, i18n::current(), page);
    command
}

/// The words clap added in building `command` and its subcommands, in `lang`.
fn word_built(command: &mut clap::Command, lang: Lang, page: Page) {
    let mut owned = std::mem::take(command);
    if owned.get_arguments().any(|arg| arg.get_id() == "help") {
        owned = owned.mut_arg("help", |arg| {
            if arg.get_long_help().is_some() {
                arg.help(tr("cli-help-flag-more"))
                    .long_help(tr("cli-help-flag-summary"))
            } else {
                arg.help(tr("cli-help-flag"))
            }
        });
    }
    if owned.get_arguments().any(|arg| arg.get_id() == "version") {
        owned = owned.mut_arg("version", |arg| arg.help(tr("cli-version-flag")));
    }
    if owned.find_subcommand("help").is_some() {
        owned = owned.mut_subcommand("help", |help| help.about(tr("cli-help-about")));
    }
    if lang != Lang::En {
        owned = word_clap_layout(owned, page);
    }
    *command = owned;
    for subcommand in command.get_subcommands_mut() {
        word_built(subcommand, lang, page);
    }
}

/// What clap writes in English in every help: the headings, `[OPTIONS]`, `<COMMAND>` and the
/// brackets of defaults and possible values, in the current language (not English: there
/// clap's own words are kept, and the manual page's layout with them).
fn word_clap_layout(command: clap::Command, page: Page) -> clap::Command {
    let ids: Vec<String> = command
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .collect();
    let mut command = ids
        .iter()
        .fold(command, |command, id| command.mut_arg(id, word_brackets));
    if page == Page::Help {
        let usage = usage(&mut command);
        command = command.override_usage(usage);
    }
    let template = template(&command);
    command
        .subcommand_value_name(tr("cli-usage-command"))
        .help_template(template)
}

/// An argument's `[default: …]` and `[possible values: …]` hidden from clap and said at the
/// end of its help in the current language.
fn word_brackets(arg: Arg) -> Arg {
    let mut said: Vec<String> = arg
        .get_help()
        .map(ToString::to_string)
        .into_iter()
        .collect();
    let mut arg = arg;
    let takes_value = arg.get_num_args().is_some_and(|n| n.takes_values());
    if takes_value && !arg.is_hide_default_value_set() && !arg.get_default_values().is_empty() {
        let values: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|value| value.to_string_lossy().into_owned())
            .collect();
        said.push(tr_args(
            "cli-default",
            &[("value", values.join(", ").into())],
        ));
        arg = arg.hide_default_value(true);
    }
    let possible: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| value.get_name().to_string())
        .collect();
    if !possible.is_empty() && !arg.is_hide_possible_values_set() {
        said.push(tr_args(
            "cli-possible-values",
            &[("values", possible.join(", ").into())],
        ));
        arg = arg.hide_possible_values(true);
    }
    if said.is_empty() {
        arg
    } else {
        arg.help(said.join(" "))
    }
}

/// The help's layout as clap's own (`{all-args}`), with the headings in the current language,
/// styled as clap styles its own.
fn template(command: &clap::Command) -> String {
    let header = command.get_styles().get_header();
    let usage = command.get_styles().get_usage();
    let heading = |id: &str| format!("{}{}:{}", header.render(), tr(id), header.render_reset());
    let mut sections = Vec::new();
    if command.has_subcommands() && command.get_subcommands().any(|sub| !sub.is_hide_set()) {
        sections.push(format!(
            "{}\n{{subcommands}}",
            heading("cli-heading-commands")
        ));
    }
    if command.get_positionals().any(|arg| !arg.is_hide_set()) {
        sections.push(format!(
            "{}\n{{positionals}}",
            heading("cli-heading-arguments")
        ));
    }
    if command
        .get_arguments()
        .any(|arg| !arg.is_positional() && !arg.is_hide_set())
    {
        sections.push(format!("{}\n{{options}}", heading("cli-heading-options")));
    }
    format!(
        "{{before-help}}{{about-with-newline}}\n{}{}:{} {{usage}}\n\n{}{{after-help}}",
        usage.render(),
        tr("cli-heading-usage"),
        usage.render_reset(),
        sections.join("\n\n")
    )
}

/// The usage clap makes, without its "Usage:" and with its `[OPTIONS]` in the current language
/// (`<COMMAND>` is the subcommand value name); lines after the first indented under the first.
fn usage(command: &mut clap::Command) -> String {
    let styled = command.render_usage().ansi().to_string();
    let (_, rest) = styled.split_once("Usage:").unwrap_or(("", &styled));
    let rest = skip_styles(rest);
    let rest = rest.strip_prefix(' ').unwrap_or(rest);
    let indent = " ".repeat(tr("cli-heading-usage").chars().count() + 2);
    rest.replace("[OPTIONS]", &tr("cli-usage-options"))
        .replace("COMMAND", &tr("cli-usage-command"))
        .replace("\n       ", &format!("\n{indent}"))
}

/// The manual page's sections clap_mangen heads in English, and their ids.
const MANUAL_HEADINGS: [(&str, &str); 7] = [
    ("NAME", "cli-man-name"),
    ("SYNOPSIS", "cli-man-synopsis"),
    ("DESCRIPTION", "cli-man-description"),
    ("OPTIONS", "cli-man-options"),
    ("SUBCOMMANDS", "cli-man-subcommands"),
    ("EXTRA", "cli-man-extra"),
    ("VERSION", "cli-man-version"),
];

/// elocalc's manual page (roff) in the current language: clap_mangen's, from [`command`], with
/// its section headings in the language too.
pub fn manual() -> std::io::Result<Vec<u8>> {
    let mut page = Vec::new();
    clap_mangen::Man::new(built(Page::Manual)).render(&mut page)?;
    if i18n::current() == Lang::En {
        return Ok(page);
    }
    let page = String::from_utf8_lossy(&page);
    let worded: Vec<String> = page
        .split_inclusive('\n')
        .map(|line| {
            let heading = line.strip_prefix(".SH ").map(str::trim_end);
            match MANUAL_HEADINGS
                .iter()
                .find(|(english, _)| Some(*english) == heading)
            {
                Some((_, id)) => format!(".SH {}\n", tr(id)),
                None => line.to_string(),
            }
        })
        .collect();
    Ok(worded.concat().into_bytes())
}

/// `text` after the terminal styles it starts with (`ESC [ … m`).
fn skip_styles(mut text: &str) -> &str {
    while let Some(rest) = text.strip_prefix("\u{1b}[") {
        match rest.find('m') {
            Some(end) => text = &rest[end + 1..],
            None => break,
        }
    }
    text
}
