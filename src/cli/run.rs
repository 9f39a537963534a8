//! Each subcommand: its arguments as a [`Request`], computed by `calc`, written by `report`.

use std::io::Write;
use std::path::Path;

use super::gather::gather;
use super::{CliError, Command, Common, OutputArgs, SessionsCommand, stdio};
use crate::calc::edit::{norm_row, set_choice};
use crate::calc::{self, Entry, KPreset, Mode, Request, Row, System};
use crate::i18n::{tr, tr_args};
use crate::rating::{InputError, KFactor, Pool};
use crate::report::{self, Format, KReport, PerformanceReport, Report, SessionsReport};
use crate::store::time::{current_year, today};
use crate::store::{LoadError, SessionName, Store};

/// Runs one subcommand: its result goes to `out`, notes (such as skipped import lines) to `err`.
/// `config_dir` is where sessions are kept (`None`: no config directory could be found).
pub fn run(
    command: &Command,
    config_dir: Option<&Path>,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    if stdio::was_closed(stdio::STDOUT) && writes_standard_output(command) {
        return Err(CliError::closed_output());
    }
    let mut notes = Vec::new();
    let result = match command {
        Command::Game(args) => {
            let base = match super::systems::system(args.common.pool.as_deref()) {
                Some(system) => super::systems::game_request(args, system)?,
                None => {
                    super::systems::refuse_flags(&args.common, &args.systems, false, None)?;
                    common_request(&args.common, None)?
                }
            };
            let mut request = Request {
                mode: Mode::Game,
                rating: args.rating.clone(),
                opponent: args.opponent.clone(),
                ..base
            };
            request.k.opponent = args.opponent_k.clone().unwrap_or_default();
            set_choice(&mut request, Entry::Result, &args.result)
                .map_err(CliError::from_problem)?;
            notes.extend(letter_d_note([args.result.as_str()]));
            emit_evaluation(&request, &args.common.output, out)
        }
        Command::Multi(args) => {
            let request = Request {
                mode: Mode::Multi,
                rating: args.rating.clone(),
                multi: calc::MultiEntries {
                    average: args.average.clone(),
                    games: args.games.clone(),
                    points: args.points.clone(),
                },
                ..common_request(&args.common, None)?
            };
            emit_evaluation(&request, &args.common.output, out)
        }
        Command::Period(args) => {
            match super::systems::system(args.common.pool.as_deref()) {
                Some(system) if args.fide.is_some() => {
                    return Err(CliError::Fide(crate::i18n::tr_args(
                        "error-fide-no-list",
                        &[("system", crate::report::names::system(system).into())],
                    )));
                }
                Some(system) => {
                    let request = super::systems::period_request(args, system)?;
                    emit_evaluation(&request, &args.common.output, out)?;
                    return out.flush().map_err(CliError::Output);
                }
                None => super::systems::refuse_flags(&args.common, &args.systems, false, None)?,
            }
            if !args.trf.is_empty() {
                let request = period_trf(args, data_dir, &mut notes)?;
                for note in notes.drain(..) {
                    let _ = writeln!(err, "elocalc: {note}");
                }
                return emit_evaluation(&request, &args.common.output, out)
                    .and_then(|()| out.flush().map_err(CliError::Output));
            }
            notes.extend(letter_d_note(
                args.games
                    .games
                    .iter()
                    .filter_map(|game| game.rsplit_once(':').map(|(_, score)| score)),
            ));
            let gathered = gather(
                &args.games,
                pool_flag(args.common.pool.as_ref())?,
                &mut notes,
            )?;
            let rating = match (&args.rating, gathered.player_rating) {
                (Some(text), _) => text.clone(),
                // Filled from the list below.
                (None, _) if args.fide.is_some() => String::new(),
                (None, Some(rating)) => rating.to_string(),
                (None, None) => return Err(CliError::NoRating),
            };
            let (events, read_spans) = gathered.events.into_iter().unzip();
            let mut request = Request {
                mode: Mode::Tournament,
                rating,
                read_games: shared(gathered.games),
                events,
                read_spans,
                ..common_request(&args.common, Some(gathered.pool))?
            };
            if let Some(query) = &args.fide {
                let note = from_list(query, args, &mut request, data_dir)?;
                let _ = writeln!(err, "elocalc: {note}");
            }
            emit_evaluation(&request, &args.common.output, out)
        }
        Command::K(args) => {
            let request = Request {
                rating: args.rating.clone(),
                k: calc::KEntries {
                    preset: KPreset::FideAuto,
                    games_played: args.games.clone(),
                    born: args.born.clone(),
                    year: args.year.clone().unwrap_or_default(),
                    reached_2400: args.reached_2400,
                    ..calc::KEntries::default()
                },
                ..Request::default()
            };
            let (k, rule) =
                calc::k_factor(&request, current_year()).map_err(CliError::from_problem)?;
            emit(&KReport { k, rule }, args.output.destination()?, out)
        }
        Command::Performance(args) => {
            let gathered = gather(&args.games, pool_flag(args.pool.as_ref())?, &mut notes)?;
            let request = games_request(gathered.pool, gathered.games);
            let performance = calc::performance_of(&request).map_err(CliError::from_problem)?;
            let report = PerformanceReport {
                pool: gathered.pool,
                performance: &performance,
            };
            emit(&report, args.output.destination()?, out)
        }
        Command::Initial(args) => {
            let gathered = gather(&args.games, Some(Pool::FideStandard), &mut notes)?;
            let request = games_request(Pool::FideStandard, gathered.games);
            let initial = calc::initial(&request).map_err(CliError::from_problem)?;
            let evaluation = calc::Evaluation::of(calc::Outcome::Initial(initial));
            emit(&evaluation, args.output.destination()?, out)
        }
        Command::Need(args) => {
            notes.extend(letter_d_note(
                args.games
                    .games
                    .iter()
                    .filter_map(|game| game.rsplit_once(':').map(|(_, score)| score)),
            ));
            let gathered = gather(
                &args.games,
                pool_flag(args.common.pool.as_ref())?,
                &mut notes,
            )?;
            let (events, read_spans) = gathered.events.into_iter().unzip();
            let request = Request {
                mode: Mode::Tournament,
                rating: args.rating.clone(),
                read_games: shared(gathered.games),
                events,
                read_spans,
                ..common_request(&args.common, Some(gathered.pool))?
            };
            let query = calc::NeedQuery {
                remaining: &args.remaining,
                opponents: &args.opponents,
                target: given(args.target.as_ref()),
            };
            let answer =
                calc::need(&request, query, current_year()).map_err(CliError::from_problem)?;
            emit(&answer, args.common.output.destination()?, out)
        }
        Command::Norm(args) => {
            let answer = norm(args)?;
            emit(&answer, args.output.destination()?, out)
        }
        Command::Trf(args) => match &args.files[..] {
            [file] => {
                let report = trf(args, file, data_dir, &mut notes)?;
                emit(&report, args.output.destination()?, out)
            }
            files => {
                let report = trf_files(args, files, data_dir, &mut notes)?;
                emit(&report, args.output.destination()?, out)
            }
        },
        Command::List(args) => super::list::list(args, data_dir, out, err),
        Command::Player(args) => super::list::player(args, data_dir, out),
        Command::Sessions(command) => {
            let config_dir = config_dir.ok_or(CliError::NoConfigDir)?;
            sessions(command, &Store::new(config_dir), out)
        }
        Command::Completions { shell } => {
            // Made whole first: clap_complete panics on a write that fails (a full disk).
            let mut script = Vec::new();
            clap_complete::generate(
                *shell,
                &mut super::completions_command(),
                "elocalc",
                &mut script,
            );
            out.write_all(&script).map_err(CliError::Output)
        }
        Command::Man => {
            let page = super::words::manual().map_err(CliError::Output)?;
            out.write_all(&page).map_err(CliError::Output)
        }
    };
    for note in notes {
        let _ = writeln!(err, "elocalc: {note}");
    }
    result?;
    out.flush().map_err(CliError::Output)
}

/// Writes what clap shows on standard output (`--help`, `--version`), a failed write said as
/// every command's is: clap's own `exit` would end quietly with success.
pub fn write_help(shown: &clap::Error) -> Result<(), CliError> {
    if stdio::was_closed(stdio::STDOUT) {
        return Err(CliError::closed_output());
    }
    shown
        .print()
        .and_then(|()| std::io::stdout().flush())
        .map_err(CliError::Output)
}

/// Said on stderr to a person reading Portuguese who wrote a score `d`: on the command line it
/// is a draw, as in English in every language (a script's `d` never changes with `LANG`), while
/// the terminal UI's `d` in Portuguese is *derrota*.
fn letter_d_note<'a>(scores: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let wrote_d = scores
        .into_iter()
        .any(|score| score.trim().eq_ignore_ascii_case("d"));
    (wrote_d && crate::i18n::current() == crate::i18n::Lang::Pt)
        .then(|| crate::i18n::tr("cli-note-d-is-draw"))
}

/// A flag's value, `None` when it is not given or empty: an empty value means the default, for
/// every value that has one (the others are refused as empty by their readers).
fn given(text: Option<&String>) -> Option<&str> {
    text.map(String::as_str)
        .filter(|text| !text.trim().is_empty())
}

/// K when --k is not given.
const DEFAULT_K: &str = "20";

/// Whether the command writes its result to standard output (not to an `--output` file).
fn writes_standard_output(command: &Command) -> bool {
    let output = match command {
        Command::Game(args) => &args.common.output,
        Command::Period(args) => &args.common.output,
        Command::Multi(args) => &args.common.output,
        Command::K(args) => &args.output,
        Command::Performance(args) => &args.output,
        Command::Initial(args) => &args.output,
        Command::Need(args) => &args.common.output,
        Command::Norm(args) => &args.output,
        Command::Trf(args) => &args.output,
        Command::Sessions(SessionsCommand::Show { output, .. }) => output,
        Command::List(args) => match &args.command {
            Some(super::ListCommand::Import { output, .. }) => output,
            _ => &args.output,
        },
        Command::Player(args) => &args.output,
        Command::Sessions(_) | Command::Completions { .. } | Command::Man => return true,
    };
    output.output.is_none()
}

/// `elocalc norm`: the games and choices as Norm mode's request, checked by `calc` as the UI's
/// are. A game's mistake is said with the GAME as written.
fn norm(args: &super::NormArgs) -> Result<calc::NormAnswer, CliError> {
    let mut rows = args
        .games
        .iter()
        .map(|text| {
            norm_row(text).map_err(|error| CliError::Game {
                text: text.clone(),
                error,
            })
        })
        .collect::<Result<Vec<Row>, _>>()?;
    if let Some(path) = &args.file {
        rows.extend(super::gather::norm_file(path)?.iter().map(Row::from));
    }
    let mut request = Request {
        mode: Mode::Norm,
        rows,
        ..Request::default()
    };
    request.norm.federation = args.federation.clone();
    // The title has no default; an empty --min-games is 9, an empty --exemption none.
    let choices = [
        (Entry::NormTitle, Some(args.title.as_str())),
        (Entry::MinGames, given(Some(&args.min_games))),
        (Entry::Exemption, given(args.exemption.as_ref())),
    ];
    for (field, text) in choices {
        if let Some(text) = text {
            set_choice(&mut request, field, text).map_err(CliError::from_problem)?;
        }
    }
    let evaluation = calc::evaluate(&request, today());
    if let Some((index, error)) = evaluation.row_errors.into_iter().next() {
        // Only the GAMEs can be wrong here: a file's lines were read whole or refused.
        return Err(CliError::Game {
            text: args.games.get(index).cloned().unwrap_or_default(),
            error,
        });
    }
    match evaluation.outcome {
        calc::Outcome::Norm(answer) => Ok(answer),
        calc::Outcome::Invalid(problem) => Err(CliError::from_problem(problem)),
        other => unreachable!("Norm mode checks a norm: {other:?}"),
    }
}

/// `elocalc trf`: the report file and its flags as Field mode's request, rated by `calc` as
/// the UI's is. `--player-k` is checked against the file here, in its own words (each given
/// once, for a rated player of the file).
fn trf(
    args: &super::TrfArgs,
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
    let tournament = read_trf(file, &super::gather::read_all(file, LARGEST_REPORT)?)?;
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
            list: list.map(std::sync::Arc::new),
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
    crate::import::trf::read(bytes).map_err(|error| CliError::Trf {
        path: path.to_path_buf(),
        error,
    })
}

/// The report files of a period, each read once; a file given twice (the same file by its
/// canonical path, or the same bytes) is refused by name.
fn period_files(
    paths: &[std::path::PathBuf],
) -> Result<Vec<calc::trf_period::PeriodFile>, CliError> {
    let mut seen: Vec<(Option<std::path::PathBuf>, Vec<u8>)> = Vec::with_capacity(paths.len());
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
        let bytes = super::gather::read_all(path, LARGEST_REPORT)?;
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
            tournament: std::sync::Arc::new(tournament),
        });
    }
    Ok(files)
}

/// `elocalc period --trf A --trf B --player P`: the player's games in every file as Tournament
/// mode's request, each file an event; what was assumed goes to `notes`.
fn period_trf(
    args: &super::PeriodArgs,
    data_dir: Option<&Path>,
    notes: &mut Vec<String>,
) -> Result<Request, CliError> {
    let player = args.games.player.as_deref().unwrap_or_default();
    let files = period_files(&args.trf)?;
    let (list, file_lists) = period_lists(&files, args.no_list, data_dir, notes)?;
    let pool = match pool_flag(args.common.pool.as_ref())? {
        Some(pool) if !pool.is_fide() => {
            return Err(CliError::Value {
                flag: "pool",
                error: InputError::FidePool(pool.key().to_string()),
            });
        }
        pool => pool,
    };
    let period = calc::trf_period::player_period(
        &files,
        player,
        pool,
        given(args.rating.as_ref()),
        given(args.common.k.as_ref()),
        list.as_deref(),
    )
    .map_err(CliError::period_files)?;
    notes.extend(report::trf_period::overlap_notes(&files));
    for (file, event) in files.iter().zip(&period.events) {
        notes.extend(report::trf_period::unread_dates(
            &file.label,
            &file.tournament,
            event,
        ));
    }
    notes.extend(report::trf_period::player_period_notes(
        &period,
        &files,
        list.as_deref(),
        given(args.rating.as_ref()).is_some(),
    ));
    // The player's lines checked against each file's list in force, as one file's are.
    let pool = period
        .events
        .first()
        .map_or(Pool::FideStandard, |event| event.pool);
    let (differences, missing) = calc::trf_period::list_checks(&files, &file_lists, pool);
    notes.extend(report::trf_period::list_check_notes(
        &files,
        &file_lists,
        &differences,
        &missing,
        |(file, index)| period.indices[file] == index,
    ));
    Ok(period.request)
}

/// The lists several files are rated with, unless `--no-list`: the one in force at the
/// period's first event (for K, and `period --trf`'s base) and each file's own (to check it
/// against), looked up as one file's is.
type PeriodLists = (
    Option<std::sync::Arc<calc::trf_list::ListInForce>>,
    Vec<Option<std::sync::Arc<calc::trf_list::ListInForce>>>,
);

fn period_lists(
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
        each.push(list.map(std::sync::Arc::new));
    }
    // One start with no list before it is said once.
    let mut seen = Vec::new();
    for note in said {
        if !seen.contains(&note) {
            seen.push(note);
        }
    }
    notes.extend(seen);
    Ok((period.map(std::sync::Arc::new), each))
}

/// `elocalc trf A B …`: the files' whole field as one rating period, rated by `calc`;
/// `--player-k` is read against the files (by FIDE ID, or a file's starting rank).
fn trf_files(
    args: &super::TrfArgs,
    paths: &[std::path::PathBuf],
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

/// `period --fide`: the rating (unless `--rating`) and K (unless `--k`) of the person on the
/// list in force; what was taken, as a note says it.
fn from_list(
    query: &str,
    args: &super::PeriodArgs,
    request: &mut Request,
    data_dir: Option<&Path>,
) -> Result<String, CliError> {
    let player = super::list::fide_player(query, request, data_dir)?;
    let mut taken = Vec::new();
    if args.rating.is_none() {
        let Some(rating) = player.rating else {
            return Err(CliError::Fide(crate::i18n::tr_args(
                "error-fide-no-rating",
                &[
                    ("name", crate::i18n::shown(&player.name)),
                    ("pool", crate::report::names::pool(request.pool()).into()),
                    ("month", player.month.to_string().into()),
                ],
            )));
        };
        request.rating = rating.to_string();
        taken.push(tr_args(
            "report-fide-taken-rating",
            &[("rating", rating.to_string().into())],
        ));
    }
    match (args.common.k.is_none(), player.k) {
        (true, Some(k)) => {
            request.k.custom = k.to_string();
            taken.push(tr_args(
                "report-fide-taken-k",
                &[("k", k.to_string().into())],
            ));
        }
        (true, None) => taken.push(tr_args(
            "report-fide-no-k",
            &[("k", DEFAULT_K.to_string().into())],
        )),
        (false, _) => {}
    }
    let taken = match taken.is_empty() {
        true => tr("report-fide-nothing-taken"),
        false => taken.join(", "),
    };
    Ok(tr_args(
        "report-fide-taken",
        &[
            (
                "name",
                crate::text::printable(&player.name).into_owned().into(),
            ),
            ("id", player.fide_id.to_string().into()),
            ("month", player.month.to_string().into()),
            ("taken", taken.into()),
        ],
    ))
}

/// The pool `--pool` names, if it names one.
fn pool_flag(text: Option<&String>) -> Result<Option<Pool>, CliError> {
    text.map(|text| text.parse().map_err(CliError::value("pool")))
        .transpose()
}

/// A request with the options every calculation takes: K as typed and the pool (`gathered`: the
/// one the games were read for).
fn common_request(common: &Common, gathered: Option<Pool>) -> Result<Request, CliError> {
    let pool = match gathered {
        Some(pool) => pool,
        None => pool_flag(common.pool.as_ref())?.unwrap_or(Pool::FideStandard),
    };
    Ok(Request {
        system: System::of_pool(pool),
        k: calc::KEntries {
            preset: KPreset::Custom,
            custom: given(common.k.as_ref()).unwrap_or(DEFAULT_K).to_string(),
            ..calc::KEntries::default()
        },
        ..Request::default()
    })
}

/// A tournament of games read from the command line's sources.
fn games_request(pool: Pool, games: Vec<crate::rating::PeriodGame>) -> Request {
    Request {
        mode: Mode::Tournament,
        system: System::of_pool(pool),
        read_games: shared(games),
        ..Request::default()
    }
}

/// `--json` alone: JSON or text for people.
fn json_only(json: bool) -> Destination<'static> {
    Destination {
        format: json.then_some(Format::Json),
        file: None,
        force: false,
    }
}

/// Where and how a result is written.
pub(super) struct Destination<'a> {
    /// `None`: text for people.
    format: Option<Format>,
    file: Option<&'a Path>,
    force: bool,
}

impl OutputArgs {
    /// `--json`, `--format`, or the `--output` file's extension; no format: text for people.
    pub(super) fn destination(&self) -> Result<Destination<'_>, CliError> {
        let format = if self.json {
            Some(Format::Json)
        } else {
            match (&self.format, &self.output) {
                (Some(text), _) => Some(text.parse()?),
                (None, Some(path)) => Format::of_path(path),
                (None, None) => None,
            }
        };
        Ok(Destination {
            format,
            file: self.output.as_deref(),
            force: self.force,
        })
    }
}

/// Writes `report` where it is asked for: standard output, or a file that is never replaced
/// without `--force`.
pub(super) fn emit(
    report: &dyn Report,
    to: Destination,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match to.file {
        None => report::write(report, to.format, out).map_err(CliError::Output),
        Some(path) => {
            let text = report::render(report, to.format);
            crate::store::fs::write(path, text.as_bytes(), to.force).map_err(CliError::write)
        }
    }
}

/// Computes `request` and writes its result, or names the first value that is not allowed.
fn emit_evaluation(
    request: &Request,
    output: &OutputArgs,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let evaluation = calc::evaluate(request, today());
    if let Some(problem) = evaluation.problem() {
        return Err(CliError::from_problem(problem.clone()));
    }
    emit(&evaluation, output.destination()?, out)
}

fn session_name(text: &str) -> Result<SessionName, CliError> {
    SessionName::parse(text).map_err(|error| CliError::SessionName {
        text: text.to_string(),
        error,
    })
}

/// `elocalc sessions list|show|delete`.
fn sessions(command: &SessionsCommand, store: &Store, out: &mut dyn Write) -> Result<(), CliError> {
    let dir = || store.dir().to_path_buf();
    match command {
        SessionsCommand::List { json } => {
            let listings = store
                .list()
                .map_err(|error| CliError::List { dir: dir(), error })?;
            if listings.is_empty() && !json {
                let said = crate::i18n::tr_args(
                    "report-no-sessions",
                    &[("path", crate::text::shown_path(&dir()).into())],
                );
                return writeln!(out, "{said}").map_err(CliError::Output);
            }
            emit(&SessionsReport(&listings), json_only(*json), out)
        }
        SessionsCommand::Show { name, output } => {
            let name = session_name(name)?;
            let session = store.load(&name).map_err(|error| match error {
                LoadError::Missing => CliError::NoSession {
                    name: name.clone(),
                    dir: dir(),
                },
                error => CliError::Session {
                    name: name.clone(),
                    error,
                },
            })?;
            let evaluation = calc::evaluate(&session.request, today());
            if let Some(problem) = evaluation.problem() {
                return Err(CliError::SessionProblem {
                    name,
                    problem: problem.clone(),
                });
            }
            let to = output.destination()?;
            if to.format.is_none() && to.file.is_none() {
                let said = crate::i18n::tr_args(
                    "report-session-shown",
                    &[
                        ("name", name.to_string().into()),
                        (
                            "mode",
                            crate::report::sessions::mode_said(session.request.mode).into(),
                        ),
                    ],
                );
                writeln!(out, "{said}\n").map_err(CliError::Output)?;
            }
            emit(&evaluation, to, out)
        }
        SessionsCommand::Delete { name } => {
            let name = session_name(name)?;
            store.delete(&name).map_err(|error| match error.kind() {
                std::io::ErrorKind::NotFound => CliError::NoSession {
                    name: name.clone(),
                    dir: dir(),
                },
                _ => CliError::Delete {
                    name: name.clone(),
                    error,
                },
            })?;
            let said = crate::i18n::tr_args(
                "report-session-deleted",
                &[("name", name.to_string().into())],
            );
            writeln!(out, "{said}").map_err(CliError::Output)
        }
    }
}

/// Games read from files, shared with the calculation without a copy; the room a growing list
/// kept in reserve is given back first.
fn shared(
    mut games: Vec<crate::rating::PeriodGame>,
) -> std::sync::Arc<Vec<crate::rating::PeriodGame>> {
    games.shrink_to_fit();
    std::sync::Arc::new(games)
}
