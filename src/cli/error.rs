//! Why a command failed: one line that names the value (by its flag, argument or file line) and
//! says what is allowed or what to do.

use std::io;
use std::path::PathBuf;

use crate::calc::{Entry, Problem};
use crate::import::ImportError;
use crate::import::csv::CsvError;
use crate::import::lines::{LineError, ListError};
use crate::rating::InputError;
use crate::report::UnknownFormat;
use crate::store::{LoadError, NameError, SessionName, WriteError};
use crate::text::{Words, printable, shown_path};

#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A flag's value is not allowed.
    #[error("--{flag}: {}", words(error))]
    Value {
        flag: &'static str,
        error: InputError,
    },
    /// A `--player-k` that means nothing for the file (`elocalc trf`).
    #[error("--player-k '{}': {problem}", crate::text::printable(text))]
    PlayerK { text: String, problem: String },
    /// The values are allowed one by one, but not together (no game against a rated opponent).
    #[error("{}", words(.0))]
    Problem(InputError),
    #[error("GAME '{}': {}", printable(text), words(error))]
    Game { text: String, error: InputError },
    #[error("{}:{line}: {error}", shown_path(path))]
    Line {
        path: PathBuf,
        line: usize,
        error: LineError,
    },
    #[error("{}: {error}{}", shown_path(path), hint(error))]
    Import { path: PathBuf, error: ImportError },
    /// A file's games do not suit the pool.
    #[error("{}: {}", shown_path(path), words(error))]
    Games { path: PathBuf, error: InputError },
    /// A tournament report file that is not one, or whose lines disagree.
    #[error("{}: {error}", shown_path(path))]
    Trf {
        path: PathBuf,
        error: crate::import::trf::TrfError,
    },
    #[error(
        "{}: a tournament report file, not one player's games: rate it with elocalc trf",
        shown_path(.0)
    )]
    NotGames(PathBuf),
    /// Files that cannot be one rating period, or a player not found in one.
    #[error("{0}")]
    PeriodFiles(crate::calc::trf_period::PeriodFilesError),
    /// The same report given twice in one period.
    #[error(
        "{} and {} are the same file: give each event of the period once",
        shown_path(first),
        shown_path(second)
    )]
    SameFile { first: PathBuf, second: PathBuf },
    #[error("--player names whose games to read: give --pgn FILE (or, with period, --trf FILE)")]
    PlayerWithoutFile,
    /// A flag of another pool than the one asked for.
    #[error(
        "--{flag} belongs to --pool {pool}; it means nothing with --pool {}",
        printable(this)
    )]
    ForeignFlag {
        flag: &'static str,
        pool: &'static str,
        this: String,
    },
    #[error(
        "--pool {0} reads GAME arguments and --file games lists; --csv and --pgn are read for \
         the Elo pools, --trf for the FIDE lists"
    )]
    FilesNotRead(&'static str),
    #[error("{}: larger than {} MiB, more than any tournament report", shown_path(path), limit >> 20)]
    TooLarge { path: PathBuf, limit: u64 },
    #[error("cannot read {}: {}", shown_path(path), Words(error))]
    Read { path: PathBuf, error: io::Error },
    #[error("--rating is needed (the PGN gives no rating for the player)")]
    NoRating,
    #[error("--format: {0}")]
    Format(#[from] UnknownFormat),
    #[error("{}: add --force to replace it", WriteError::Exists(.0.clone()))]
    Exists(PathBuf),
    #[error("{0}")]
    Write(WriteError),
    #[error("cannot write output: {}", Words(.0))]
    Output(io::Error),
    #[error("no config directory was found: give one with --config-dir")]
    NoConfigDir,
    #[error("session name '{}': {error}", printable(text))]
    SessionName { text: String, error: NameError },
    #[error("no session named '{name}' in {}", shown_path(dir))]
    NoSession { name: SessionName, dir: PathBuf },
    #[error(
        "cannot read session '{name}': {}",
        crate::store::unreadable_reason(error)
    )]
    Session { name: SessionName, error: LoadError },
    #[error("session '{name}': {}", words(&problem.error))]
    SessionProblem { name: SessionName, problem: Problem },
    #[error("cannot list {}: {}", shown_path(dir), Words(error))]
    List { dir: PathBuf, error: io::Error },
    #[error("cannot delete session '{name}': {}", Words(error))]
    Delete { name: SessionName, error: io::Error },
    #[error("no data directory could be found for the rating lists: give --data-dir PATH")]
    NoDataDir,
    #[error(
        "no FIDE rating list is held on this machine ({}): import one with elocalc list import FILE (elocalc never downloads anything)",
        shown_path(.0)
    )]
    NoList(PathBuf),
    #[error("{0}")]
    ListStore(crate::store::ratings_list::ListStoreError),
    #[error("{0}")]
    ListFile(crate::import::fide_list::ListFileError),
    #[error("{}:{}: {}: nothing was imported", shown_path(path), error.line, error.reason)]
    ListLine {
        path: PathBuf,
        error: crate::import::fide_list::ListLineError,
    },
    #[error(
        "{}: FIDE ID {id} is on two lines: nothing was imported",
        shown_path(path)
    )]
    ListDuplicate { path: PathBuf, id: u64 },
    #[error(
        "month '{}' must be written YYYY-MM, from 1971-01 to 2999-12",
        crate::text::printable(.0)
    )]
    ListMonthValue(String),
    #[error(
        "the file is the {coded} list (its month code), not {given}: leave --month out, or give the {given} list"
    )]
    MonthsDisagree {
        coded: crate::rating::list::ListMonth,
        given: crate::rating::list::ListMonth,
    },
    #[error(
        "{} names no month and its date cannot be read: give --month YYYY-MM",
        shown_path(.0)
    )]
    NoListMonth(PathBuf),
    #[error("no {0} list is held: elocalc list shows the months held")]
    MonthNotHeld(crate::rating::list::ListMonth),
    #[error(
        "no player '{}' on the {month} list{}",
        crate::text::printable(query),
        closest_names(closest)
    )]
    PlayerNotFound {
        query: String,
        month: crate::rating::list::ListMonth,
        closest: Vec<String>,
    },
    /// `--fide`: why the list gives no one player, or not what the calculation needs.
    #[error("--fide: {0}")]
    Fide(String),
}

/// "; closest: A, B, C", or nothing.
fn closest_names(names: &[String]) -> String {
    if names.is_empty() {
        return String::new();
    }
    let names: Vec<String> = names
        .iter()
        .map(|name| crate::text::printable(name).into_owned())
        .collect();
    format!("; closest: {}", names.join("; "))
}

/// What to do about a CSV file whose columns could not be told apart.
fn hint(error: &ImportError) -> &'static str {
    match error {
        ImportError::Csv(CsvError::NoRatingColumn { .. } | CsvError::Ambiguous { .. }) => {
            "; name one with --rating-column"
        }
        ImportError::Csv(CsvError::NoScoreColumn { .. }) => "; name one with --score-column",
        _ => "",
    }
}

/// An input error in the command line's words. The core says what is wrong in no face's terms;
/// here the flags are named, and the command to use where the fix is another command.
fn words(error: &InputError) -> String {
    match error {
        InputError::PriorWithoutGames(record) => {
            format!("--prior-record {record} needs --games-played 1 or more")
        }
        InputError::Pool(_) => format!(
            "{error} (period also takes {})",
            crate::calc::System::others_said()
        ),
        InputError::NotInMulti(_) => format!("{error}: use elocalc game or elocalc period"),
        InputError::NoReport => format!("{error}: rate one with elocalc trf FILE"),
        InputError::NoFederation => format!("--federation: {error}"),
        InputError::OpponentFederationsMissing { .. } => {
            format!("{error}: each GAME is OPPONENT:SCORE:TITLE:FED")
        }
        InputError::InGame { number, error } => format!("game {number}: {}", words(error)),
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

impl CliError {
    /// 2 for input that is not allowed, 1 for files that cannot be read or written.
    pub fn exit_code(&self) -> u8 {
        match self {
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
            | CliError::PlayerNotFound { .. } => 1,
            CliError::ListFile(error)
                if matches!(error.problem, crate::import::fide_list::ListProblem::Io(_)) =>
            {
                1
            }
            _ => 2,
        }
    }

    /// Standard output's reader went away (`| head`): nothing more is wanted.
    pub fn is_closed_pipe(&self) -> bool {
        matches!(self, CliError::Output(error) if error.kind() == io::ErrorKind::BrokenPipe)
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
                CliError::PlayerK { text, problem }
            }
            error => CliError::PeriodFiles(error),
        }
    }

    /// An import error: a file that cannot be read, or games that cannot be used.
    pub fn import(path: &std::path::Path, error: ImportError) -> CliError {
        let path = path.to_path_buf();
        match error {
            ImportError::Io(error) | ImportError::List(ListError::Io(error)) => {
                CliError::Read { path, error }
            }
            ImportError::Csv(CsvError::Io(message)) => CliError::Read {
                path,
                error: io::Error::other(message),
            },
            ImportError::List(ListError::Line { line, error }) => {
                CliError::Line { path, line, error }
            }
            error => CliError::Import { path, error },
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
            cli.ends_with("(period also takes glicko2 and uschess)"),
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
