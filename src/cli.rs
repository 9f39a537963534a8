//! The command line: argument parsing, then the core, then human or JSON output.

mod games_file;
mod human;
mod json;

pub use games_file::{GamesFileError, read_games};

use crate::rating::{
    InputError, KFactor, PeriodGame, Player, Points, Pool, Profile, Rating, Score, fide_k,
    initial_rating, parse_games, parse_games_played, parse_year, performance, rate_game,
    rate_multi, rate_period,
};
use clap::{Args, Parser, Subcommand};
use std::fmt;
use std::io::{self, BufReader, Write};
use std::path::{Path, PathBuf};

use crate::form::Outcome;
use crate::session::{LoadError, SessionName, Store};

const POOL_HELP: &str = "Rating pool: continuous, standard, rapid or blitz";

#[derive(Debug, Parser)]
#[command(
    name = "elocalc",
    version,
    about = "Exact chess rating calculator: plain Elo and FIDE standard, rapid and blitz",
    after_help = "Scores: win|draw|loss, w|d|l, 1|0.5|0, ½, =.\n\
                  Without a subcommand elocalc opens the terminal UI (press ? there for its keys).\n\
                  Exit status: 0 on success, 2 for invalid input, 1 when a file cannot be read or written."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// elocalc's configuration directory; sessions are kept in its sessions/ folder
    /// [default: the platform's, e.g. ~/.config/elocalc]
    #[arg(long, global = true, value_name = "PATH")]
    pub config_dir: Option<PathBuf>,
    /// Start the terminal UI blank, as a new session (saved sessions are not touched)
    #[arg(long, conflicts_with = "session")]
    pub new: bool,
    /// Open this saved session in the terminal UI (a new one if none has the name)
    #[arg(long, value_name = "NAME")]
    pub session: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// One game, both players: expected scores, changes, new ratings and win/draw/loss scenarios
    Game(GameArgs),
    /// A rating period or tournament for one player: every game, K·n ≤ 700, one rounding
    Period(PeriodArgs),
    /// G games against opponents of a given average rating, P points in all
    Multi(MultiArgs),
    /// Your K under FIDE's rules, from your rating, games played and age
    K(KArgs),
    /// Performance rating over some games (FIDE table 8.1.1, or logistic in the continuous pool)
    Performance(PerformanceArgs),
    /// The first FIDE rating of an unrated player from their games against rated opponents
    Initial(InitialArgs),
    /// Saved sessions: list, show (the computed result) or delete them
    #[command(subcommand)]
    Sessions(SessionsCommand),
}

#[derive(Debug, Subcommand)]
pub enum SessionsCommand {
    /// The saved sessions, newest first, and any file that cannot be read
    List {
        /// Print JSON instead of a table
        #[arg(long)]
        json: bool,
    },
    /// A session's result, as `game`, `period` or `multi` would print it
    Show {
        name: String,
        /// Print JSON instead of a table
        #[arg(long)]
        json: bool,
    },
    /// Delete a saved session
    Delete { name: String },
}

/// Options every calculation takes.
#[derive(Debug, Args)]
pub struct Common {
    /// Your K factor (whole number 1–100)
    #[arg(long, default_value = "20", value_name = "K")]
    pub k: String,
    #[arg(long, default_value = "standard", help = POOL_HELP)]
    pub pool: String,
    /// Print JSON instead of a table
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct GameArgs {
    /// Your rating
    #[arg(long)]
    pub rating: String,
    /// Your opponent's rating
    #[arg(long)]
    pub opponent: String,
    /// Your result: win, draw or loss
    #[arg(long)]
    pub result: String,
    /// Your opponent's K factor [default: same as --k]
    #[arg(long, value_name = "K")]
    pub opponent_k: Option<String>,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct PeriodArgs {
    /// Your rating at the start of the period
    #[arg(long)]
    pub rating: String,
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub common: Common,
}

/// Games given on the command line, in a file, or both.
#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Games as OPPONENT:SCORE, e.g. 2050:1 2250:0 2100:0.5 unrated:1
    #[arg(value_name = "GAME")]
    pub games: Vec<String>,
    /// Read games from a file, one per line (OPPONENT | SCORE); - reads standard input
    #[arg(long, value_name = "PATH")]
    pub file: Option<PathBuf>,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct KArgs {
    /// Your current rating
    #[arg(long)]
    pub rating: String,
    /// Rated games you have completed so far
    #[arg(long)]
    pub games: String,
    /// Your year of birth
    #[arg(long)]
    pub born: String,
    /// The year of the rating period [default: this year]
    #[arg(long)]
    pub year: Option<String>,
    /// Your published rating has reached 2400 at some time
    #[arg(long)]
    pub reached_2400: bool,
    /// Print JSON instead of text
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct PerformanceArgs {
    #[command(flatten)]
    pub games: GamesArgs,
    #[arg(long, default_value = "standard", help = POOL_HELP)]
    pub pool: String,
    /// Print JSON instead of a table
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct InitialArgs {
    #[command(flatten)]
    pub games: GamesArgs,
    /// Print JSON instead of a table
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct MultiArgs {
    /// Your rating
    #[arg(long)]
    pub rating: String,
    /// The average rating of your opponents
    #[arg(long)]
    pub average: String,
    /// Number of games G
    #[arg(long)]
    pub games: String,
    /// Total points P scored in those games (a multiple of 0.5)
    #[arg(long)]
    pub points: String,
    #[command(flatten)]
    pub common: Common,
}

/// Why a command failed; the message says what was wrong and what is allowed.
#[derive(Debug)]
pub enum CliError {
    /// A value given on the command line or in a file is not allowed.
    Input(String),
    /// A file could not be read or output could not be written.
    Io(String),
}

impl CliError {
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Input(_) => 2,
            CliError::Io(_) => 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(message) | CliError::Io(message) => f.write_str(message),
        }
    }
}

/// Names the option a bad value came from.
fn named<T>(result: Result<T, InputError>, flag: &str) -> Result<T, CliError> {
    result.map_err(|error| CliError::Input(format!("--{flag}: {error}")))
}

struct Settings {
    pool: Pool,
    k: KFactor,
    json: bool,
}

fn settings(common: &Common) -> Result<Settings, CliError> {
    Ok(Settings {
        pool: named(common.pool.parse(), "pool")?,
        k: named(common.k.parse(), "k")?,
        json: common.json,
    })
}

/// Runs one subcommand and writes its output to `out`. `config_dir` is where sessions are kept
/// (`None`: no config directory could be found).
pub fn run(
    command: &Command,
    config_dir: Option<&Path>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let text = match command {
        Command::Game(args) => game(args)?,
        Command::Period(args) => period(args)?,
        Command::Multi(args) => multi(args)?,
        Command::K(args) => k_factor(args)?,
        Command::Performance(args) => performance_of(args)?,
        Command::Initial(args) => initial(args)?,
        Command::Sessions(command) => {
            let config_dir = config_dir.ok_or_else(|| {
                CliError::Io("no config directory was found: give one with --config-dir".into())
            })?;
            sessions(command, &Store::new(config_dir))?
        }
    };
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|error| CliError::Io(format!("cannot write output: {error}")))
}

fn game(args: &GameArgs) -> Result<String, CliError> {
    let Settings { pool, k, json } = settings(&args.common)?;
    let player = Player {
        rating: named(Rating::parse(&args.rating, pool), "rating")?,
        k,
    };
    let opponent = Player {
        rating: named(Rating::parse(&args.opponent, pool), "opponent")?,
        k: match &args.opponent_k {
            Some(text) => named(text.parse(), "opponent-k")?,
            None => k,
        },
    };
    let score: Score = named(args.result.parse(), "result")?;
    let outcome = rate_game(pool, player, opponent, score).map_err(CliError::from_core)?;
    Ok(if json {
        json::game(&outcome)
    } else {
        human::game(&outcome)
    })
}

fn period(args: &PeriodArgs) -> Result<String, CliError> {
    let Settings { pool, k, json } = settings(&args.common)?;
    let rating = named(Rating::parse(&args.rating, pool), "rating")?;
    let games = collect_games(&args.games, pool)?;
    let outcome = rate_period(pool, rating, k, &games).map_err(CliError::from_core)?;
    Ok(if json {
        json::period(&outcome)
    } else {
        human::period(&outcome)
    })
}

/// The games on the command line, then those of `--file`.
fn collect_games(args: &GamesArgs, pool: Pool) -> Result<Vec<PeriodGame>, CliError> {
    let mut games = args
        .games
        .iter()
        .map(|text| {
            PeriodGame::parse(text, pool)
                .map_err(|error| CliError::Input(format!("GAME '{text}': {error}")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(path) = &args.file {
        games.extend(games_from(path, pool)?);
    }
    Ok(games)
}

fn k_factor(args: &KArgs) -> Result<String, CliError> {
    let year = match &args.year {
        Some(text) => named(parse_year(text), "year")?,
        None => crate::session::current_year(),
    };
    let profile = Profile {
        rating: named(Rating::parse(&args.rating, Pool::FideStandard), "rating")?,
        games: named(parse_games_played(&args.games), "games")?,
        born: named(parse_year(&args.born), "born")?,
        year,
        reached_2400: args.reached_2400,
    };
    let (k, rule) = named(fide_k(&profile), "born")?;
    Ok(if args.json {
        json::k_factor(k, rule)
    } else {
        format!("{rule}\n")
    })
}

fn performance_of(args: &PerformanceArgs) -> Result<String, CliError> {
    let pool: Pool = named(args.pool.parse(), "pool")?;
    let games = collect_games(&args.games, pool)?;
    let result = performance(pool, &games).map_err(CliError::from_core)?;
    Ok(if args.json {
        json::performance(&result)
    } else {
        human::performance(pool, &result)
    })
}

fn initial(args: &InitialArgs) -> Result<String, CliError> {
    let games = collect_games(&args.games, Pool::FideStandard)?;
    let result = initial_rating(&[&games]).map_err(CliError::from_core)?;
    Ok(if args.json {
        json::initial(&result)
    } else {
        human::initial(&result)
    })
}

fn multi(args: &MultiArgs) -> Result<String, CliError> {
    let Settings { pool, k, json } = settings(&args.common)?;
    let rating = named(Rating::parse(&args.rating, pool), "rating")?;
    let average = named(Rating::parse(&args.average, pool), "average")?;
    let games = named(parse_games(&args.games), "games")?;
    let points = named(Points::parse(&args.points, games), "points")?;
    let outcome =
        rate_multi(pool, rating, k, average, games, points).map_err(CliError::from_core)?;
    Ok(if json {
        json::multi(&outcome)
    } else {
        human::multi(&outcome)
    })
}

fn session_name(text: &str) -> Result<SessionName, CliError> {
    SessionName::parse(text)
        .map_err(|error| CliError::Input(format!("session name '{text}': {error}")))
}

fn sessions(command: &SessionsCommand, store: &Store) -> Result<String, CliError> {
    let in_dir = || store.dir().display().to_string();
    match command {
        SessionsCommand::List { json } => {
            let listings = store
                .list()
                .map_err(|error| CliError::Io(format!("cannot list {}: {error}", in_dir())))?;
            Ok(if *json {
                json::sessions(&listings)
            } else {
                human::sessions(&listings, &in_dir())
            })
        }
        SessionsCommand::Show { name, json } => {
            let name = session_name(name)?;
            let session = store.load(&name).map_err(|error| match error {
                LoadError::Missing => {
                    CliError::Io(format!("no session named '{name}' in {}", in_dir()))
                }
                error => CliError::Io(format!("cannot read session '{name}': {error}")),
            })?;
            let outcome = session
                .form
                .evaluate(crate::session::current_year())
                .outcome;
            let text = match (&outcome, *json) {
                (Outcome::Invalid(reason), _) => {
                    return Err(CliError::Input(format!("session '{name}': {reason}")));
                }
                (Outcome::Game(game), true) => json::game(game),
                (Outcome::Period(period), true) => json::period(period),
                (Outcome::Multi(multi), true) => json::multi(multi),
                (Outcome::Initial(initial), true) => json::initial(initial),
                (Outcome::Initial(initial), false) => human::initial(initial),
                (Outcome::Game(game), false) => human::game(game),
                (Outcome::Period(period), false) => human::period(period),
                (Outcome::Multi(multi), false) => human::multi(multi),
            };
            Ok(if *json {
                text
            } else {
                format!(
                    "Session '{name}' · {} mode\n\n{text}",
                    session.form.mode.title()
                )
            })
        }
        SessionsCommand::Delete { name } => {
            let name = session_name(name)?;
            store.delete(&name).map_err(|error| match error.kind() {
                io::ErrorKind::NotFound => {
                    CliError::Io(format!("no session named '{name}' in {}", in_dir()))
                }
                _ => CliError::Io(format!("cannot delete session '{name}': {error}")),
            })?;
            Ok(format!("deleted session '{name}'\n"))
        }
    }
}

/// Reads the games of `--file`: a path, or `-` for standard input.
fn games_from(path: &std::path::Path, pool: Pool) -> Result<Vec<PeriodGame>, CliError> {
    let shown = path.display();
    let result = if path.as_os_str() == "-" {
        read_games(io::stdin().lock(), pool)
    } else {
        let file = std::fs::File::open(path)
            .map_err(|error| CliError::Io(format!("cannot read {shown}: {error}")))?;
        read_games(BufReader::new(file), pool)
    };
    result.map_err(|error| match error {
        GamesFileError::Io(error) => CliError::Io(format!("cannot read {shown}: {error}")),
        GamesFileError::Line { .. } => CliError::Input(format!("{shown}:{error}")),
    })
}

impl CliError {
    /// An error the core found after parsing (all values are checked before, so this is rare).
    fn from_core(error: InputError) -> CliError {
        CliError::Input(error.to_string())
    }
}
