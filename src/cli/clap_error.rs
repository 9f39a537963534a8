//! clap's own parse errors said in the current language, on one line like every other error
//! elocalc gives: what was wrong, with the text as typed, and clap's tip. A kind (or a tip)
//! not worded here is clap's English line.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::one_line;
use crate::i18n::{Arg, UnknownLang, shown, tr, tr_args};

/// A command-line parse error as one line, in the current language.
pub fn parse_error(error: &clap::Error) -> String {
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return before_usage(error);
    }
    said(error).unwrap_or_else(|| one_line(error))
}

/// A help shown for a command given nothing: its lines before the usage, as one.
fn before_usage(error: &clap::Error) -> String {
    let usage = format!("{}:", tr("cli-heading-usage"));
    let text = error.render().to_string();
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with(&usage))
        .filter(|line| !line.is_empty())
        .collect();
    lines.join(" ")
}

fn text(error: &clap::Error, kind: ContextKind) -> Option<&str> {
    match error.get(kind)? {
        ContextValue::String(text) => Some(text),
        _ => None,
    }
}

fn texts(error: &clap::Error, kind: ContextKind) -> Option<&[String]> {
    match error.get(kind)? {
        ContextValue::Strings(texts) => Some(texts),
        _ => None,
    }
}

/// The error's message and tips in the current language; `None` for what is not worded here.
fn said(error: &clap::Error) -> Option<String> {
    let arg = || text(error, ContextKind::InvalidArg);
    let value = || text(error, ContextKind::InvalidValue);
    let message = |id: &str, args: &[(&str, Arg)]| Some(tr_args(id, args));
    let mut line = match error.kind() {
        ErrorKind::UnknownArgument => {
            message("cli-error-unknown-argument", &[("arg", shown(arg()?))])
        }
        ErrorKind::InvalidSubcommand => message(
            "cli-error-unknown-subcommand",
            &[("name", shown(text(error, ContextKind::InvalidSubcommand)?))],
        ),
        ErrorKind::MissingRequiredArgument => message(
            "cli-error-missing-arguments",
            &[(
                "args",
                texts(error, ContextKind::InvalidArg)?.join(" ").into(),
            )],
        ),
        ErrorKind::InvalidValue if value()?.is_empty() => {
            message("cli-error-missing-value", &[("arg", arg()?.into())])
        }
        ErrorKind::InvalidValue => {
            let (value, arg) = (shown(value()?), arg()?.into());
            match texts(error, ContextKind::ValidValue).filter(|values| !values.is_empty()) {
                Some(values) => message(
                    "cli-error-invalid-value-among",
                    &[
                        ("value", value),
                        ("arg", arg),
                        ("values", values.join(", ").into()),
                    ],
                ),
                None => message("cli-error-invalid-value", &[("value", value), ("arg", arg)]),
            }
        }
        ErrorKind::ValueValidation => {
            let source = std::error::Error::source(error)?;
            let reason = match source.downcast_ref::<UnknownLang>() {
                Some(UnknownLang(lang)) => tr_args("cli-error-lang", &[("value", shown(lang))]),
                None => source.to_string(),
            };
            message(
                "cli-error-invalid-value-because",
                &[
                    ("value", shown(value()?)),
                    ("arg", arg()?.into()),
                    ("reason", reason.into()),
                ],
            )
        }
        ErrorKind::InvalidUtf8 => message("cli-error-invalid-utf8", &[]),
        ErrorKind::MissingSubcommand => message(
            "cli-error-missing-subcommand",
            &[
                (
                    "command",
                    text(error, ContextKind::InvalidSubcommand)?.into(),
                ),
                (
                    "subcommands",
                    texts(error, ContextKind::ValidSubcommand)?
                        .join(", ")
                        .into(),
                ),
            ],
        ),
        ErrorKind::TooManyValues => message(
            "cli-error-extra-value",
            &[("value", shown(value()?)), ("arg", arg()?.into())],
        ),
        ErrorKind::ArgumentConflict => {
            let arg = arg()?;
            match error.get(ContextKind::PriorArg)? {
                ContextValue::String(prior) if prior == arg => {
                    message("cli-error-repeated", &[("arg", arg.into())])
                }
                ContextValue::String(prior) => message(
                    "cli-error-conflict",
                    &[("arg", arg.into()), ("other", prior.as_str().into())],
                ),
                ContextValue::Strings(priors) => message(
                    "cli-error-conflict",
                    &[("arg", arg.into()), ("other", priors.join(" ").into())],
                ),
                _ => None,
            }
        }
        _ => None,
    }?;
    for tip in tips(error)? {
        line.push(' ');
        line.push_str(&tip);
    }
    Some(line)
}

/// clap's tips in the current language, in clap's order; `None` if one is not worded here.
fn tips(error: &clap::Error) -> Option<Vec<String>> {
    let mut tips = Vec::new();
    for (kind, id) in [
        (
            ContextKind::SuggestedSubcommand,
            "cli-tip-similar-subcommand",
        ),
        (ContextKind::SuggestedArg, "cli-tip-similar-argument"),
        (ContextKind::SuggestedValue, "cli-tip-similar-value"),
    ] {
        let names: Vec<String> = match error.get(kind) {
            Some(ContextValue::String(name)) => vec![format!("'{name}'")],
            Some(ContextValue::Strings(names)) => {
                names.iter().map(|name| format!("'{name}'")).collect()
            }
            _ => continue,
        };
        if !names.is_empty() {
            tips.push(tr_args(
                id,
                &[
                    ("count", names.len().into()),
                    ("names", names.join(", ").into()),
                ],
            ));
        }
    }
    if let Some(ContextValue::StyledStrs(suggestions)) = error.get(ContextKind::Suggested) {
        for suggestion in suggestions {
            tips.push(suggested(&suggestion.to_string())?);
        }
    }
    Some(tips)
}

/// One of clap's free-worded tips, read back from its English and said in the current language.
fn suggested(tip: &str) -> Option<String> {
    if let Some(rest) = tip.strip_prefix("to pass '") {
        let (arg, rest) = rest.split_once("' as a value, use '")?;
        let typed = rest.strip_suffix('\'')?;
        return Some(tr_args(
            "cli-tip-as-value",
            &[("arg", arg.into()), ("typed", typed.into())],
        ));
    }
    if let Some(rest) = tip.strip_prefix("subcommand '") {
        let name = rest.strip_suffix("' exists; to use it, remove the '--' before it")?;
        return Some(tr_args("cli-tip-remove-dashes", &[("name", name.into())]));
    }
    let typed = tip.strip_prefix('\'')?.strip_suffix("' exists")?;
    Some(tr_args("cli-tip-exists", &[("typed", typed.into())]))
}
