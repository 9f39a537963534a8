//! The command line: what each subcommand takes ([`Cli`], parsed by clap), and [`run`], which
//! turns the arguments into a request, has `calc` compute it and `report` write it.

mod error;
mod gather;
mod list;
mod run;
pub mod stdio;
mod systems;

pub use systems::SystemArgs;

pub use error::{CliError, one_line};
pub use run::run;

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// `--pool`'s help: the Elo pools, and the other systems `game` and `period` take, from the
/// systems' registry.
fn pool_help() -> String {
    format!(
        "Rating pool: continuous, standard, rapid or blitz (game and period also {}) \
         [default: standard, or what --pgn suggests]",
        crate::calc::System::others_said()
    )
}

/// What elocalc is, with the systems it rates in.
fn about() -> String {
    format!(
        "Exact chess rating calculator: plain Elo, FIDE standard, rapid and blitz, {}",
        crate::calc::System::others_named()
    )
}

#[derive(Debug, Parser)]
#[command(
    name = "elocalc",
    version,
    about = about(),
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
    /// Where elocalc keeps the FIDE rating lists you import (ratings.sqlite3)
    /// [default: the platform's data directory, e.g. ~/.local/share/elocalc]
    #[arg(long, global = true, value_name = "PATH")]
    pub data_dir: Option<PathBuf>,
    /// Start the terminal UI blank, as a new session (saved sessions are not touched)
    #[arg(long, conflicts_with = "session")]
    pub new: bool,
    /// Open this saved session in the terminal UI (a new one if none has the name)
    #[arg(long, value_name = "NAME")]
    pub session: Option<String>,
    /// The language people read: en, pt (Portuguese, Brazil) or ru (Russian) [default: from
    /// LC_ALL, LC_MESSAGES or LANG; the UI's L key picks one it keeps]. JSON, CSV and session
    /// files are the same in every language
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<crate::i18n::Lang>,
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
    /// What the games still to play must bring to reach a rating (or a first published rating)
    Need(NeedArgs),
    /// Whether an event's games make a GM, IM, WGM or WIM norm (FIDE B.01 1.4), and what it needs
    Norm(NormArgs),
    /// A whole tournament's rating report from its FIDE TRF file: every player's change, K,
    /// performance and first rating; several files: every player's rating period over them
    Trf(TrfArgs),
    /// Saved sessions: list, show (the computed result) or delete them
    #[command(subcommand)]
    Sessions(SessionsCommand),
    /// FIDE rating lists on this machine: the months held; import a list file; remove a month
    List(ListArgs),
    /// A player of the FIDE rating list imported: by FIDE ID or name, their three ratings with
    /// games and K, titles, federation, year of birth, and their history over the months held
    Player(PlayerArgs),
    /// Print a completion script for a shell (bash, zsh, fish, powershell, elvish)
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print elocalc's manual page (roff, for man)
    Man,
}

/// How a result is written: a table for people, or CSV, Markdown or JSON; to standard output
/// or a file.
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Print JSON (the same as --format json)
    #[arg(long, conflicts_with = "format")]
    pub json: bool,
    /// Write csv, md (Markdown) or json instead of a table [default: from --output's extension]
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<String>,
    /// Write to this file instead of standard output (never over an existing file without --force)
    #[arg(long, short, value_name = "PATH")]
    pub output: Option<PathBuf>,
    /// Replace the --output file if it exists
    #[arg(long, requires = "output")]
    pub force: bool,
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
        #[command(flatten)]
        output: OutputArgs,
    },
    /// Delete a saved session
    Delete { name: String },
}

/// Options every calculation takes.
#[derive(Debug, Args)]
pub struct Common {
    /// Your K factor (whole number 1–100) [default: 20]
    #[arg(long, value_name = "K")]
    pub k: Option<String>,
    #[arg(long, help = pool_help())]
    pub pool: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
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
    /// Each system's own values (`--rd`, `--floor` …), from its spec.
    #[command(flatten)]
    pub systems: SystemArgs<true>,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct PeriodArgs {
    /// Your rating at the start of the period [default with --pgn: your rating in its first
    /// game; with --trf: your rating on the FIDE list in force at the first event's start (see
    /// --no-list), else your rating in the latest file, by start date (042), else the last given]
    #[arg(long)]
    pub rating: Option<String>,
    /// A tournament report file (TRF) of the period, one event: --player's games in it, rated on
    /// their rating in it (Ro); repeat for each event; - reads standard input. K defaults to the
    /// player's K on the FIDE list in force at the first event's start, else the latest file's
    /// rule for the player (40 for juniors below 2300, 10 from 2400, else 20)
    #[arg(
        long = "trf",
        value_name = "PATH",
        requires = "player",
        conflicts_with_all = ["games", "file", "csv", "pgn"]
    )]
    pub trf: Vec<PathBuf>,
    /// With --trf: rate without the FIDE list held (elocalc list import): no base, K or check
    /// from it
    #[arg(long, requires = "trf")]
    pub no_list: bool,
    /// Your FIDE ID or name, looked up in the FIDE list held (elocalc list): your rating of the
    /// pool [unless --rating] and the list's K [unless --k], from the list in force at the first
    /// event's start, else the latest held
    #[arg(long, value_name = "ID|NAME", conflicts_with = "trf")]
    pub fide: Option<String>,
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub common: Common,
    #[command(flatten)]
    pub systems: SystemArgs<false>,
}

/// Games given on the command line, in a file, or both.
#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Games as OPPONENT:SCORE, e.g. 2050:1 2250:0 2100:0.5 unrated:1
    #[arg(value_name = "GAME")]
    pub games: Vec<String>,
    /// Read games from a file, one per line (OPPONENT | SCORE); - reads standard input. Lines
    /// `event NAME [| rating RO] [| k K] [| start DATE] [| end DATE]` make a rating period of
    /// several events (or `event NAME | games N | chg CHG` by its totals)
    #[arg(long, value_name = "PATH")]
    pub file: Option<PathBuf>,
    /// Read games from a CSV file with a header row (columns found by name and content)
    #[arg(long, value_name = "PATH")]
    pub csv: Option<PathBuf>,
    /// The CSV column of opponent ratings: its header or its number from 1
    #[arg(long, value_name = "COLUMN", requires = "csv")]
    pub rating_column: Option<String>,
    /// The CSV column of scores: its header or its number from 1
    #[arg(long, value_name = "COLUMN", requires = "csv")]
    pub score_column: Option<String>,
    /// Read the games of --player from a PGN file (its tags: White, Black, *Elo, Result)
    #[arg(long, value_name = "PATH", requires = "player")]
    pub pgn: Option<PathBuf>,
    /// Your name as the PGN's White and Black tags spell it (any case); with period --trf your
    /// FIDE ID or your name in the files (case, accents, spacing and "Last, First" ignored)
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
}

/// `elocalc list`: the months held, or what to do with a list.
#[derive(Debug, Args)]
pub struct ListArgs {
    #[command(subcommand)]
    pub command: Option<ListCommand>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Subcommand)]
pub enum ListCommand {
    /// Import a FIDE rating list file as downloaded from ratings.fide.com: players_list_foa.txt,
    /// the legacy players_list.txt, a single list (standard, rapid, blitz), the XML, or any of
    /// them zipped. A month already held is replaced
    Import {
        /// The list file (.txt, .xml or .zip)
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The list's month, YYYY-MM [default: a single list's month code, else the file's date]
        #[arg(long, value_name = "YYYY-MM")]
        month: Option<String>,
        #[command(flatten)]
        output: OutputArgs,
    },
    /// Remove a month's list from this machine
    Remove {
        #[arg(value_name = "YYYY-MM")]
        month: String,
    },
}

#[derive(Debug, Args)]
pub struct PlayerArgs {
    /// A FIDE ID, or a name: "carlsen", "Magnus Carlsen", "Carlsen, M" (case and accents ignored)
    #[arg(value_name = "QUERY")]
    pub query: String,
    /// The month's list to show, YYYY-MM [default: the latest held]
    #[arg(long, value_name = "YYYY-MM")]
    pub month: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
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
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct PerformanceArgs {
    #[command(flatten)]
    pub games: GamesArgs,
    #[arg(long, help = pool_help())]
    pub pool: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Args)]
pub struct NormArgs {
    /// The norm: gm, im, wgm or wim
    #[arg(long)]
    pub title: String,
    /// Your federation: three letters, e.g. GER (FID for the FIDE flag)
    #[arg(long, value_name = "FED")]
    pub federation: String,
    /// The event's games as OPPONENT:SCORE:TITLE:FED, e.g. 2450:1:GM:GER or unrated:?:-:FID
    /// (score ? for a game not played yet; title - for none). Enter only games that count:
    /// no forfeits or byes (FIDE 1.4.2)
    #[arg(value_name = "GAME")]
    pub games: Vec<String>,
    /// Read games from a file, one per line (OPPONENT | SCORE | TITLE | FED); - reads standard input
    #[arg(long, value_name = "PATH")]
    pub file: Option<PathBuf>,
    /// The fewest games the event needs: 9, or 7/8 where FIDE 1.4.1b or 1.4.1c applies
    #[arg(long, default_value = "9", value_name = "N")]
    pub min_games: String,
    /// The event is exempt from the foreigner requirement: 1.4.3a, 1.4.3b, 1.4.3c or 1.4.3d
    #[arg(long)]
    pub exemption: Option<String>,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Args)]
pub struct TrfArgs {
    /// The tournament report file (TRF16 or TRF-2026); - reads standard input. Several files
    /// are rated as one rating period: each player's events over all of them, one K, one rounding
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
    /// The FIDE list: standard, rapid or blitz [default: from the time control (222), else from
    /// the event's words (Blitz, Bullet, Rapid, Schnell… in 012 or 122), else standard]
    #[arg(long)]
    pub pool: Option<String>,
    /// One K for every rated player [default: the FIDE list's K for a player on the list in
    /// force (see --no-list), else from the file: 40 for juniors below 2300, 10 from 2400, else
    /// 20]
    #[arg(long)]
    pub k: Option<String>,
    /// A rated player's K by starting rank, e.g. 12=40 (new players, once-2400 players);
    /// repeatable, once a player, and it wins over --k. With several files: ID=K by FIDE ID, or
    /// FILE:RANK=K with FILE the file's number from 1 or its path as given
    #[arg(long, value_name = "RANK=K")]
    pub player_k: Vec<String>,
    /// Rate without the FIDE list held (elocalc list import). With a list held (in --data-dir,
    /// else the platform's), each player found by FIDE ID in the list in force — the latest
    /// month dated on or before the start (042; with several files, the first event's), else
    /// the latest — gets the list's K (K order: --player-k, then --k, then the list, then the
    /// file's rule), and every rating, federation, title and year of birth a file gives
    /// otherwise than its list in force is a warning
    #[arg(long)]
    pub no_list: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct NeedArgs {
    /// Your rating at the start of the period, or unrated for a first rating (FIDE 8.2)
    #[arg(long)]
    pub rating: String,
    /// How many games are still to play in the period (0–1000)
    #[arg(long, value_name = "N")]
    pub remaining: String,
    /// The rating of the remaining opponents (their average)
    #[arg(long, value_name = "AVG")]
    pub opponents: String,
    /// The rating to reach [default with --rating unrated: 1400, a published first rating]
    #[arg(long, value_name = "T")]
    pub target: Option<String>,
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct InitialArgs {
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub output: OutputArgs,
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
