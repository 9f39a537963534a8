//! `elocalc period`: a rating period — games typed, from files, or a player's games in
//! tournament reports (`--trf`); the rating and K from the list in force (`--fide`).

use std::path::Path;

use clap::Args;

use super::Io;
use super::trf::{period_files, period_lists};
use crate::calc::{self, Mode, Request, Row, System};
use crate::cli::common::{Common, DEFAULT_K, GamesArgs, common_request, given, pool_flag, shared};
use crate::cli::gather::gather;
use crate::cli::output::emit_evaluation;
use crate::cli::{CliError, SystemArgs, systems};
use crate::i18n::{tr, tr_args};
use crate::rating::{InputError, Pool};
use crate::report;

#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub struct PeriodArgs {
    #[arg(long, value_name = tr("cli-value-rating"), help = tr("cli-period-rating"))]
    pub rating: Option<String>,
    #[arg(
        long = "trf",
        value_name = "PATH",
        requires = "player",
        conflicts_with_all = ["games", "file", "csv", "pgn"],
        help = tr("cli-period-trf")
    )]
    pub trf: Vec<std::path::PathBuf>,
    #[arg(long, requires = "trf", help = tr("cli-period-no-list"))]
    pub no_list: bool,
    #[arg(long, value_name = "ID|NAME", conflicts_with = "trf", help = tr("cli-period-fide"))]
    pub fide: Option<String>,
    #[command(flatten)]
    pub games: GamesArgs,
    #[command(flatten)]
    pub common: Common,
    #[command(flatten)]
    pub systems: SystemArgs<false>,
}

pub fn run(args: &PeriodArgs, io: &mut Io) -> Result<(), CliError> {
    match systems::system(args.common.pool.as_deref()) {
        Some(system) if args.fide.is_some() => {
            return Err(CliError::Fide(tr_args(
                "error-fide-no-list",
                &[("system", report::names::system(system).into())],
            )));
        }
        Some(system) => {
            let request = system_request(args, system)?;
            return emit_evaluation(&request, &args.common.output, io.out);
        }
        None => systems::refuse_flags(&args.common, &args.systems, false, None)?,
    }
    if !args.trf.is_empty() {
        let request = period_trf(args, io.data_dir, &mut io.notes)?;
        io.say_notes();
        return emit_evaluation(&request, &args.common.output, io.out);
    }
    let gathered = gather(
        &args.games,
        pool_flag(args.common.pool.as_ref())?,
        &mut io.notes,
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
        let note = from_list(query, args, &mut request, io.data_dir)?;
        let _ = writeln!(io.err, "elocalc: {note}");
    }
    io.result(|out| emit_evaluation(&request, &args.common.output, out))
}

/// `elocalc period --trf A --trf B --player P`: the player's games in every file as Tournament
/// mode's request, each file an event; what was assumed goes to `notes`.
fn period_trf(
    args: &PeriodArgs,
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

/// `period --fide`: the rating (unless `--rating`) and K (unless `--k`) of the person on the
/// list in force; what was taken, as a note says it.
fn from_list(
    query: &str,
    args: &PeriodArgs,
    request: &mut Request,
    data_dir: Option<&Path>,
) -> Result<String, CliError> {
    let player = super::list::fide_player(query, request, data_dir)?;
    let mut taken = Vec::new();
    if args.rating.is_none() {
        let Some(rating) = player.rating else {
            return Err(CliError::Fide(tr_args(
                "error-fide-no-rating",
                &[
                    ("name", crate::i18n::shown(&player.name)),
                    ("pool", report::names::pool(request.pool()).into()),
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

/// A CSV table or a PGN is read for the Elo pools only (neither carries an RD); a games list
/// is read here.
fn refuse_files(args: &PeriodArgs, this: System) -> Result<(), CliError> {
    let games = &args.games;
    // A tournament report is rated on a FIDE list only.
    if !args.trf.is_empty()
        || (!this.reads_game_files() && (games.csv.is_some() || games.pgn.is_some()))
    {
        return Err(CliError::FilesNotRead(this.key()));
    }
    Ok(())
}

/// `period --pool glicko2|uschess` as the request the UI's Tournament mode makes: the player,
/// the system's values as typed, and each GAME (checked by the system's reader, so a bad one is
/// named as given) and each `--file` line as a row of the games table.
fn system_request(args: &PeriodArgs, system: System) -> Result<Request, CliError> {
    systems::refuse_flags(&args.common, &args.systems, false, Some(system))?;
    refuse_files(args, system)?;
    let check = |text: &str| system.check_game(text);
    let mut rows = Vec::with_capacity(args.games.games.len());
    for text in &args.games.games {
        let game_error = |error| CliError::Game {
            text: text.clone(),
            error,
        };
        let (opponent, score) =
            crate::calc::gather::system_game(text, &check).map_err(game_error)?;
        rows.push(Row::new(&opponent, score));
    }
    if let Some(path) = &args.games.file {
        let games = crate::calc::gather::system_file(path, &check, &crate::cli::gather::stdin)
            .map_err(CliError::from)?;
        rows.extend(
            games
                .iter()
                .map(|(opponent, score)| Row::new(opponent, *score)),
        );
    }
    Ok(Request {
        mode: Mode::Tournament,
        rating: args.rating.clone().ok_or(CliError::NoRating)?,
        rows,
        ..systems::system_request(&args.systems, system)
    })
}
