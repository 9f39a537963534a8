//! Why a command failed: one line that names the value (by its flag, argument or file line) and
//! says what is allowed or what to do.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::calc::gather::{FileError, UnclearColumn};
use crate::calc::list_import::ListImportError;
use crate::calc::{Entry, Problem};
use crate::i18n::Words;
use crate::i18n::{Arg, say, shown, tr_args};
use crate::rating::InputError;
use crate::report::UnknownFormat;
use crate::store::{LoadError, NameError, SessionName, WriteError};
use crate::text::{printable, shown_path};

/// Why a command failed. Its words are the catalogue's (`error-…`), like every error's (see
/// `report::error_words`).
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A flag's value is not allowed.
    Value {
        flag: &'static str,
        error: InputError,
    },
    /// A `--player-k` that means nothing for the file (`elocalc trf`).
    PlayerK {
        text: String,
        problem: String,
    },
    /// The values are allowed one by one, but not together (no game against a rated opponent).
    Problem(InputError),
    Game {
        text: String,
        error: InputError,
    },
    /// A file named that gave nothing to rate, as `calc` read it (boxed: the largest error).
    File(Box<FileError>),
    /// Files that cannot be one rating period, or a player not found in one.
    PeriodFiles(crate::calc::trf_period::PeriodFilesError),
    /// The same report given twice in one period.
    SameFile {
        first: PathBuf,
        second: PathBuf,
    },
    PlayerWithoutFile,
    /// A flag of another pool than the one asked for.
    ForeignFlag {
        flag: &'static str,
        /// The pools it belongs to, as `--pool` takes them ("uschess", "standard, rapid,
        /// blitz or continuous").
        pool: String,
        this: String,
    },
    /// A system's flag that its Game mode does not ask for (a DSB card's totals rate an event).
    EventOnlyFlag(&'static str),
    FilesNotRead(&'static str),
    Read {
        path: PathBuf,
        error: io::Error,
    },
    NoRating,
    Format(#[from] UnknownFormat),
    Exists(PathBuf),
    Write(WriteError),
    Output(io::Error),
    NoConfigDir,
    SessionName {
        text: String,
        error: NameError,
    },
    NoSession {
        name: SessionName,
        dir: PathBuf,
    },
    Session {
        name: SessionName,
        error: LoadError,
    },
    SessionProblem {
        name: SessionName,
        problem: Problem,
    },
    List {
        dir: PathBuf,
        error: io::Error,
    },
    Delete {
        name: SessionName,
        error: io::Error,
    },
    NoDataDir,
    NoList(PathBuf),
    ListStore(crate::store::ratings_list::ListStoreError),
    /// A list file not put into the lists kept.
    ListImport(ListImportError),
    ListMonthValue(String),
    MonthNotHeld(crate::rating::list::ListMonth),
    PlayerNotFound {
        query: String,
        month: crate::rating::list::ListMonth,
        /// `player --fed`: the federation asked for.
        federation: Option<String>,
        /// The players nearest the query, each said with their federation and FIDE ID.
        closest: Vec<crate::rating::list::ListEntry>,
    },
    /// `--fide`: why the list gives no one player, or not what the calculation needs.
    Fide(String),
    /// The arguments as clap refused them, in one line (see `parse_error`).
    Usage(String),
    /// `--session NAME` that is no session's name.
    SessionFlag {
        text: String,
        error: NameError,
    },
    /// The terminal UI could not start.
    NoTerminal(io::Error),
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = |path: &PathBuf| ("path", Arg::from(shown_path(path)));
        let reason = |error: &io::Error| ("reason", Arg::from(Words(error).to_string()));
        let name = |name: &SessionName| ("name", Arg::from(name.to_string()));
        match self {
            CliError::Value { flag, error } => say(
                f,
                "error-cli-value",
                &[("flag", (*flag).into()), ("error", words(error).into())],
            ),
            CliError::PlayerK { text, problem } => say(
                f,
                "error-cli-player-k",
                &[("value", shown(text)), ("problem", problem.as_str().into())],
            ),
            CliError::Problem(error) => f.write_str(&words(error)),
            CliError::Game { text, error } => say(
                f,
                "error-cli-game",
                &[("value", shown(text)), ("error", words(error).into())],
            ),
            CliError::File(error) => file_words(f, error),
            CliError::PeriodFiles(error) => fmt::Display::fmt(error, f),
            CliError::SameFile { first, second } => say(
                f,
                "error-cli-same-file",
                &[
                    ("first", shown_path(first).into()),
                    ("second", shown_path(second).into()),
                ],
            ),
            CliError::PlayerWithoutFile => say(f, "error-cli-player-without-file", &[]),
            CliError::ForeignFlag { flag, pool, this } => say(
                f,
                "error-cli-foreign-flag",
                &[
                    ("flag", (*flag).into()),
                    ("pool", pool.as_str().into()),
                    ("this", shown(this)),
                ],
            ),
            CliError::EventOnlyFlag(flag) => {
                say(f, "error-cli-event-only-flag", &[("flag", (*flag).into())])
            }
            CliError::FilesNotRead(pool) => {
                say(f, "error-cli-files-not-read", &[("pool", (*pool).into())])
            }
            CliError::Read { path: file, error } => cannot_read(f, file, error),
            CliError::NoRating => say(f, "error-cli-no-rating", &[]),
            CliError::Format(error) => say(
                f,
                "error-cli-format",
                &[("error", error.to_string().into())],
            ),
            CliError::Exists(file) => say(
                f,
                "error-cli-exists",
                &[("error", WriteError::Exists(file.clone()).to_string().into())],
            ),
            CliError::Write(error) => fmt::Display::fmt(error, f),
            CliError::Output(error) => say(f, "error-cli-output", &[reason(error)]),
            CliError::NoConfigDir => say(f, "error-cli-no-config-dir", &[]),
            CliError::SessionName { text, error } => say(
                f,
                "error-cli-session-name",
                &[("value", shown(text)), ("error", error.to_string().into())],
            ),
            CliError::NoSession { name: session, dir } => say(
                f,
                "error-cli-no-session",
                &[name(session), ("dir", shown_path(dir).into())],
            ),
            CliError::Session {
                name: session,
                error,
            } => say(
                f,
                "error-cli-session",
                &[
                    name(session),
                    ("reason", crate::store::unreadable_reason(error).into()),
                ],
            ),
            CliError::SessionProblem {
                name: session,
                problem,
            } => say(
                f,
                "error-cli-session-problem",
                &[name(session), ("error", words(&problem.error).into())],
            ),
            CliError::List { dir, error } => say(
                f,
                "error-cli-list",
                &[("dir", shown_path(dir).into()), reason(error)],
            ),
            CliError::Delete {
                name: session,
                error,
            } => say(f, "error-cli-delete", &[name(session), reason(error)]),
            CliError::NoDataDir => say(f, "error-cli-no-data-dir", &[]),
            CliError::NoList(dir) => say(f, "error-cli-no-list", &[path(dir)]),
            CliError::ListStore(error) => fmt::Display::fmt(error, f),
            CliError::ListImport(error) => fmt::Display::fmt(error, f),
            CliError::ListMonthValue(text) => {
                say(f, "error-cli-list-month-value", &[("value", shown(text))])
            }
            CliError::MonthNotHeld(month) => say(
                f,
                "error-cli-month-not-held",
                &[("month", month.to_string().into())],
            ),
            CliError::PlayerNotFound {
                query,
                month,
                federation,
                closest,
            } => {
                let mut args = vec![("value", shown(query)), ("month", month.to_string().into())];
                let id = match (federation, closest.is_empty()) {
                    (None, true) => "error-cli-player-not-found",
                    (None, false) => "error-cli-player-not-found-closest",
                    (Some(_), true) => "error-cli-player-not-found-fed",
                    (Some(_), false) => "error-cli-player-not-found-fed-closest",
                };
                if let Some(federation) = federation {
                    args.push(("federation", federation.as_str().into()));
                }
                if !closest.is_empty() {
                    let closest: Vec<String> = closest.iter().map(suggested).collect();
                    args.push(("closest", closest.join("; ").into()));
                }
                say(f, id, &args)
            }
            CliError::Fide(problem) => {
                say(f, "error-cli-fide", &[("problem", problem.as_str().into())])
            }
            CliError::Usage(said) => f.write_str(said),
            CliError::SessionFlag { text, error } => {
                write!(f, "--session '{}': {error}", crate::text::quoted(text))
            }
            CliError::NoTerminal(error) => say(
                f,
                "cli-error-no-terminal",
                &[("error", error.to_string().into())],
            ),
        }
    }
}

/// A file that could not be read, and why.
fn cannot_read(f: &mut fmt::Formatter<'_>, file: &Path, error: &io::Error) -> fmt::Result {
    say(
        f,
        "error-cannot-read",
        &[
            ("path", shown_path(file).into()),
            ("reason", Words(error).to_string().into()),
        ],
    )
}

/// A file `calc` read that gave nothing to rate, in one line.
fn file_words(f: &mut fmt::Formatter<'_>, error: &FileError) -> fmt::Result {
    let path = |path: &PathBuf| ("path", Arg::from(shown_path(path)));
    match error {
        FileError::Line {
            path: file,
            line,
            error,
        } => say(
            f,
            "error-file-line",
            &[
                path(file),
                ("line", line.to_string().into()),
                ("error", error.to_string().into()),
            ],
        ),
        unclear @ FileError::Import {
            path: file, error, ..
        } => say(
            f,
            hint(unclear),
            &[path(file), ("error", error.to_string().into())],
        ),
        FileError::Games { path: file, error } => say(
            f,
            "error-file",
            &[path(file), ("error", words(error).into())],
        ),
        FileError::Trf { path: file, error } => say(
            f,
            "error-file",
            &[path(file), ("error", error.to_string().into())],
        ),
        FileError::NotGames(file) => say(f, "error-cli-not-games", &[path(file)]),
        FileError::TooLarge { path: file, limit } => say(
            f,
            "error-cli-too-large",
            &[path(file), ("mib", (limit >> 20).to_string().into())],
        ),
        FileError::Read { path: file, error } => cannot_read(f, file, error),
    }
}

/// An import error's message: with what to do about a CSV file whose columns could not be
/// told apart.
fn hint(error: &FileError) -> &'static str {
    match error.unclear_column() {
        Some(UnclearColumn::Rating) => "error-file-name-rating-column",
        Some(UnclearColumn::Score) => "error-file-name-score-column",
        None => "error-file",
    }
}

/// The systems besides the Elo pools, as `--pool` names them, listed in the current language:
/// "glicko2 and uschess".
fn other_systems() -> String {
    crate::i18n::listed(
        crate::calc::System::all()
            .filter(|system| !system.is_elo())
            .map(|system| system.key()),
    )
}

/// A player suggested for a query that named no one: "Petrova, Anna (RUS, FIDE ID 4100001)".
fn suggested(entry: &crate::rating::list::ListEntry) -> String {
    let name = printable(&entry.name).into_owned();
    let id = entry.fide_id.to_string();
    match &entry.federation {
        Some(federation) => tr_args(
            "error-cli-player-closest",
            &[
                ("name", name.into()),
                ("federation", federation.as_str().into()),
                ("id", id.into()),
            ],
        ),
        None => tr_args(
            "error-cli-player-closest-no-fed",
            &[("name", name.into()), ("id", id.into())],
        ),
    }
}

/// An input error in the command line's words. The core says what is wrong in no face's terms;
/// here the flags are named, and the command to use where the fix is another command.
fn words(error: &InputError) -> String {
    let said = |id, extra: Option<(&'static str, Arg)>| {
        let mut args = vec![("error", Arg::from(error.to_string()))];
        args.extend(extra);
        tr_args(id, &args)
    };
    match error {
        InputError::PriorWithoutGames(record) => tr_args(
            "error-cli-prior-without-games",
            &[("record", (*record).into())],
        ),
        InputError::Pool(_) => said("error-cli-pool", Some(("others", other_systems().into()))),
        InputError::NotInMulti(_) => said("error-cli-not-in-multi", None),
        InputError::NoReport => said("error-cli-no-report", None),
        InputError::NoFederation => said("error-cli-no-federation", None),
        InputError::OpponentFederationsMissing { .. } => {
            said("error-cli-federations-missing", None)
        }
        InputError::InGame { number, error } => tr_args(
            "error-in-game",
            &[
                ("number", number.to_string().into()),
                ("error", words(error).into()),
            ],
        ),
        _ => error.to_string(),
    }
}

/// The flag that sets a field of the request.
fn flag(field: Entry) -> &'static str {
    match field {
        Entry::Rating => "rating",
        Entry::FidePlayer => "fide",
        Entry::Opponent => "opponent",
        Entry::Result => "result",
        Entry::KPreset | Entry::CustomK => "k",
        Entry::OpponentK => "opponent-k",
        Entry::Pool => "pool",
        Entry::Average => "average",
        Entry::Games | Entry::GamesPlayed => "games",
        Entry::Points => "points",
        Entry::Born => "born",
        Entry::Reached2400 => "reached-2400",
        Entry::Year => "year",
        Entry::Remaining => "remaining",
        Entry::RemainingAverage => "opponents",
        Entry::Target => "target",
        Entry::NormTitle => "title",
        Entry::Federation => "federation",
        Entry::MinGames => "min-games",
        Entry::Exemption => "exemption",
        Entry::ReportPool => "pool",
        Entry::ReportK => "k",
        Entry::Players => "player-k",
        Entry::Rows => "GAME",
        Entry::Own(key) => crate::calc::System::owning(key).map_or(key.0, |(_, entry)| entry.flag),
    }
}

impl From<ListImportError> for CliError {
    fn from(error: ListImportError) -> CliError {
        CliError::ListImport(error)
    }
}

impl From<FileError> for CliError {
    fn from(error: FileError) -> CliError {
        CliError::File(Box::new(error))
    }
}

impl CliError {
    /// 2 for input that is not allowed, 1 for files that cannot be read or written.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::File(error) if matches!(**error, FileError::Read { .. }) => 1,
            CliError::Read { .. }
            | CliError::Exists(_)
            | CliError::Write(_)
            | CliError::Output(_)
            | CliError::NoConfigDir
            | CliError::NoSession { .. }
            | CliError::Session { .. }
            | CliError::List { .. }
            | CliError::Delete { .. }
            | CliError::NoDataDir
            | CliError::NoList(_)
            | CliError::ListStore(_)
            | CliError::MonthNotHeld(_)
            | CliError::PlayerNotFound { .. }
            | CliError::NoTerminal(_) => 1,
            CliError::ListImport(error) if error.is_io() => 1,
            _ => 2,
        }
    }

    /// Standard output was closed when elocalc started: nothing written there would be seen.
    pub fn closed_output() -> CliError {
        CliError::Output(io::Error::other(crate::i18n::tr("error-stdout-closed")))
    }

    /// Standard output's reader went away (`| head`): nothing more is wanted. The broken pipe
    /// may be inside another writer's error (the CSV writer's, made an `io::Error` of kind
    /// Other), so the whole chain is looked at.
    pub fn is_closed_pipe(&self) -> bool {
        let CliError::Output(error) = self else {
            return false;
        };
        let broken = |error: &io::Error| error.kind() == io::ErrorKind::BrokenPipe;
        if broken(error) {
            return true;
        }
        // An `io::Error` of kind Other holds its cause (`get_ref`), not as its `source`.
        let mut inner: Option<&(dyn std::error::Error + 'static)> = error
            .get_ref()
            .map(|inner| inner as &(dyn std::error::Error + 'static));
        while let Some(error) = inner {
            let io = error.downcast_ref::<io::Error>().or_else(|| {
                match error.downcast_ref::<csv::Error>().map(csv::Error::kind) {
                    Some(csv::ErrorKind::Io(io)) => Some(io),
                    _ => None,
                }
            });
            if io.is_some_and(broken) {
                return true;
            }
            inner = error.source();
        }
        false
    }

    /// A bad value of `flag`.
    pub fn value(flag: &'static str) -> impl Fn(InputError) -> CliError {
        move |error| CliError::Value { flag, error }
    }

    /// A problem `calc` found, named by the flag of its field.
    pub fn from_problem(problem: Problem) -> CliError {
        match problem.field {
            Some(field) if field != Entry::Rows => CliError::Value {
                flag: flag(field),
                error: problem.error,
            },
            _ => CliError::Problem(problem.error),
        }
    }

    /// Files that cannot be one period: a `--player-k` of them said as one.
    pub fn period_files(error: crate::calc::trf_period::PeriodFilesError) -> CliError {
        match error {
            crate::calc::trf_period::PeriodFilesError::PlayerK { text, problem } => {
                CliError::PlayerK {
                    text,
                    problem: crate::report::period_files::k_problem(&problem),
                }
            }
            error => CliError::PeriodFiles(error),
        }
    }

    /// A file that could not be written.
    pub fn write(error: WriteError) -> CliError {
        match error {
            WriteError::Exists(path) => CliError::Exists(path),
            error => CliError::Write(error),
        }
    }
}

/// A command-line parse error as one line, like every other error elocalc gives: what was
/// wrong, what is allowed and clap's tip, without the usage block.
pub fn one_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    text.lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more information"))
        .filter(|line| !line.is_empty())
        .map(|line| line.strip_prefix("error: ").unwrap_or(line))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The core's words name no flag; the command line's name its flags and commands.
    #[test]
    fn the_command_line_names_its_flags_where_the_core_names_none() {
        let said = |error: InputError| (error.to_string(), words(&error));
        let (core, cli) = said(InputError::PriorWithoutGames("all-wins"));
        assert!(!core.contains("--"), "{core}");
        assert_eq!(
            cli,
            "--prior-record all-wins needs --games-played 1 or more"
        );
        let (core, cli) = said(InputError::Pool("elo".into()));
        assert!(!core.contains("period"), "{core}");
        assert!(
            cli.ends_with(&format!("(game and period also take {})", other_systems())),
            "{cli}"
        );
        let (core, cli) = said(InputError::NoReport);
        assert!(!core.contains("F7"), "{core}");
        assert!(cli.ends_with("rate one with elocalc trf FILE"), "{cli}");
        let (_, cli) = said(InputError::NoFederation);
        assert!(cli.starts_with("--federation: "), "{cli}");
        let (_, cli) = said(InputError::NotInMulti("US Chess"));
        assert!(cli.ends_with("use elocalc game or elocalc period"), "{cli}");
        let (_, cli) = said(InputError::PriorWithoutGames("all-losses").in_game(2));
        assert!(
            cli.starts_with("game 3: --prior-record all-losses"),
            "{cli}"
        );
    }
}
