//! `elocalc trf FILE…`: a tournament report rated whole — one file as Field mode, several as
//! one rating period. The files' reading is shared with `period --trf`.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use clap::Args;

use super::Io;
use crate::calc::edit::set_choice;
use crate::calc::{self, Entry, Mode, Request};
use crate::cli::common::given;
use crate::cli::{CliError, OutputArgs, output::emit};
use crate::i18n::tr;
use crate::rating::{InputError, KFactor};
use crate::store::time::today;

#[derive(Debug, Args)]
pub struct TrfArgs {
    #[arg(value_name = "FILE", required = true, help = tr("cli-trf-files"))]
    pub files: Vec<PathBuf>,
    #[arg(long, value_name = tr("cli-value-pool"), help = tr("cli-trf-pool"))]
    pub pool: Option<String>,
    #[arg(long, value_name = "K", help = tr("cli-trf-k"))]
    pub k: Option<String>,
    #[arg(long, value_name = "RANK=K", help = tr("cli-trf-player-k"))]
    pub player_k: Vec<String>,
    #[arg(long, help = tr("cli-trf-no-list"))]
    pub no_list: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

pub fn run(args: &TrfArgs, io: &mut Io) -> Result<(), CliError> {
    match &args.files[..] {
        [file] => {
            let report = trf(args, file, io.data_dir, &mut io.notes)?;
            io.result(|out| emit(&report, args.output.destination()?, out))
        }
        files => {
            let report = trf_files(args, files, io.data_dir, &mut io.notes)?;
            io.result(|out| emit(&report, args.output.destination()?, out))
        }
    }
}

/// `elocalc trf`: the report file and its flags as Field mode's request, rated by `calc` as
/// the UI's is. `--player-k` is checked against the file here, in its own words (each given
/// once, for a rated player of the file).
fn trf(
    args: &TrfArgs,
    file: &Path,
    data_dir: Option<&Path>,
    notes: &mut Vec<String>,
) -> Result<calc::trf::FieldReport, CliError> {
    let player_k = args
        .player_k
        .iter()
        .map(|text| {
            let (rank, k) = calc::edit::rank_and_k(text).map_err(CliError::value("player-k"))?;
            Ok((rank, k, text))
        })
        .collect::<Result<Vec<(u16, KFactor, &String)>, CliError>>()?;
    let tournament = read_trf(file, &read_all(file)?)?;
    for (at, (rank, _, text)) in player_k.iter().enumerate() {
        let Some(player) = tournament.player(*rank) else {
            return Err(CliError::Value {
                flag: "player-k",
                error: InputError::NoStartRank {
                    text: (*text).clone(),
                    rank: *rank,
                },
            });
        };
        let refuse = |problem: String| CliError::PlayerK {
            text: (*text).clone(),
            problem,
        };
        if let Some((_, _, first)) = player_k[..at].iter().find(|(other, _, _)| other == rank) {
            return Err(refuse(format!(
                "player {rank} already has a K from --player-k '{}': give one K a player",
                crate::text::printable(first)
            )));
        }
        if player.rating.is_none() {
            return Err(refuse(format!(
                "player {rank} ({}) is unrated: K is for rated players (an unrated player's \
                 first rating has none)",
                crate::text::printable(&player.name)
            )));
        }
    }
    let list = if args.no_list {
        None
    } else {
        super::list::in_force(&tournament, data_dir, notes)?
    };
    let mut request = Request {
        mode: Mode::Field,
        field: calc::FieldEntries {
            list: list.map(Arc::new),
            text: calc::trf::ReportText::unkept(tournament),
            k: args.k.clone().unwrap_or_default(),
            player_k: player_k
                .into_iter()
                .map(|(rank, k, _)| (rank, k.value()))
                .collect(),
            ..calc::FieldEntries::default()
        },
        ..Request::default()
    };
    if let Some(pool) = &args.pool {
        set_choice(&mut request, Entry::ReportPool, pool).map_err(CliError::from_problem)?;
    }
    match calc::evaluate(&request, today()).outcome {
        calc::Outcome::Field(report) => Ok(*report),
        calc::Outcome::Invalid(problem) => Err(CliError::from_problem(problem)),
        other => unreachable!("Field mode rates a field: {other:?}"),
    }
}

/// The largest event has a few thousand players at about 300 bytes each.
const LARGEST_REPORT: u64 = 64 << 20;

/// A tournament report file's tournament; its bytes are not kept once it is read.
fn read_trf(path: &Path, bytes: &[u8]) -> Result<crate::rating::tournament::Tournament, CliError> {
    calc::gather::tournament(path, bytes).map_err(CliError::from)
}

/// A report file's bytes (`-`: standard input), up to the largest report's.
fn read_all(path: &Path) -> Result<Vec<u8>, CliError> {
    calc::gather::read_all(path, LARGEST_REPORT, &crate::cli::gather::stdin).map_err(CliError::from)
}

/// The report files of a period, each read once; a file given twice (the same file by its
/// canonical path, or the same bytes) is refused by name.
pub(super) fn period_files(
    paths: &[PathBuf],
) -> Result<Vec<calc::trf_period::PeriodFile>, CliError> {
    let mut seen: Vec<(Option<PathBuf>, Vec<u8>)> = Vec::with_capacity(paths.len());
    let mut files = Vec::with_capacity(paths.len());
    for path in paths {
        let canonical = if path.as_os_str() == "-" {
            Some(path.clone())
        } else {
            std::fs::canonicalize(path).ok()
        };
        if let Some(first) = seen
            .iter()
            .position(|(other, _)| canonical.is_some() && *other == canonical)
        {
            return Err(CliError::SameFile {
                first: paths[first].clone(),
                second: path.clone(),
            });
        }
        let bytes = read_all(path)?;
        if let Some(first) = seen.iter().position(|(_, other)| *other == bytes) {
            return Err(CliError::SameFile {
                first: paths[first].clone(),
                second: path.clone(),
            });
        }
        let tournament = read_trf(path, &bytes)?;
        seen.push((canonical, bytes));
        files.push(calc::trf_period::PeriodFile {
            label: crate::text::shown_path(path),
            tournament: Arc::new(tournament),
        });
    }
    Ok(files)
}

/// The lists several files are rated with, unless `--no-list`: the one in force at the
/// period's first event (for K, and `period --trf`'s base) and each file's own (to check it
/// against), looked up as one file's is.
pub(super) type PeriodLists = (
    Option<Arc<calc::trf_list::ListInForce>>,
    Vec<Option<Arc<calc::trf_list::ListInForce>>>,
);

pub(super) fn period_lists(
    files: &[calc::trf_period::PeriodFile],
    no_list: bool,
    data_dir: Option<&Path>,
    notes: &mut Vec<String>,
) -> Result<PeriodLists, CliError> {
    use crate::store::list_in_force;
    if no_list {
        return Ok((None, Vec::new()));
    }
    let Some(lists) = list_in_force::held(data_dir).map_err(CliError::ListStore)? else {
        return Ok((None, Vec::new()));
    };
    let mut said = Vec::new();
    let period = list_in_force::for_start(
        &lists,
        calc::trf_period::first_start(files),
        calc::trf_period::fide_ids(files),
        &mut said,
    )
    .map_err(CliError::ListStore)?;
    let mut each = Vec::with_capacity(files.len());
    for file in files {
        let list = list_in_force::in_lists(&lists, &file.tournament, &mut said)
            .map_err(CliError::ListStore)?;
        each.push(list.map(Arc::new));
    }
    // One start with no list before it is said once.
    let mut seen = Vec::new();
    for note in said {
        if !seen.contains(&note) {
            seen.push(note);
        }
    }
    notes.extend(seen);
    Ok((period.map(Arc::new), each))
}

/// `elocalc trf A B …`: the files' whole field as one rating period, rated by `calc`;
/// `--player-k` is read against the files (by FIDE ID, or a file's starting rank).
fn trf_files(
    args: &TrfArgs,
    paths: &[PathBuf],
    data_dir: Option<&Path>,
    notes: &mut Vec<String>,
) -> Result<calc::trf_period::FilesReport, CliError> {
    let files = period_files(paths)?;
    let (list, file_lists) = period_lists(&files, args.no_list, data_dir, notes)?;
    let labels: Vec<String> = files.iter().map(|file| file.label.clone()).collect();
    let player_k = args
        .player_k
        .iter()
        .map(|text| {
            let (key, k) = calc::trf_period::player_key_and_k(text, &labels)
                .map_err(CliError::period_files)?;
            Ok((key, k, text.clone()))
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    let k = given(args.k.as_ref())
        .map(|text| text.parse::<KFactor>().map_err(CliError::value("k")))
        .transpose()?;
    let mut request = Request::default();
    if let Some(pool) = &args.pool {
        set_choice(&mut request, Entry::ReportPool, pool).map_err(CliError::from_problem)?;
    }
    let options = calc::trf_period::FilesOptions {
        pool: request.field.pool,
        k,
        player_k,
        list,
        file_lists,
    };
    calc::trf_period::rate_files(files, &options).map_err(CliError::period_files)
}
