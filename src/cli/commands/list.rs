//! `elocalc list`: FIDE's rating lists kept on this machine — the months
//! held, a list file imported (with a progress bar on a terminal), a month removed; the one
//! player `period --fide` names. The file is read into the lists by `calc::list_import`.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use super::Io;
use crate::calc::list_import::{ListFile, MonthFrom};
use crate::calc::list_player::{ListPlayer, list_player, month_for};
use crate::calc::trf_list::ListInForce;
use crate::cli::output::emit;
use crate::cli::{CliError, OutputArgs};
use crate::i18n::{tr, tr_args};
use crate::rating::list::ListEntry;
use crate::rating::list::ListMonth;
use crate::rating::tournament::Tournament;
use crate::report::lists::{ImportReport, MonthsReport};
use crate::store::ratings_list::{Found, Match, RatingsList, Replacing, Search};

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
    // `--force` also replaces a month held by a list of far fewer players, --output or not.
    #[command(
        about = tr("cli-list-import-about"),
        mut_arg("force", |arg| arg.requires(clap::builder::Resettable::Reset)
                .help(tr("cli-list-import-force")))
    )]
    Import {
        #[arg(value_name = "FILE", help = tr("cli-list-import-file"))]
        file: PathBuf,
        #[arg(long, value_name = "YYYY-MM", help = tr("cli-list-import-month"))]
        month: Option<String>,
        #[command(flatten)]
        output: OutputArgs,
    },
    #[command(about = tr("cli-list-remove-about"))]
    Remove {
        #[arg(value_name = "YYYY-MM")]
        month: String,
    },
}

impl ListArgs {
    /// The output flags of the command given: `import`'s own, else the list's.
    pub fn output(&self) -> &OutputArgs {
        match &self.command {
            Some(ListCommand::Import { output, .. }) => output,
            _ => &self.output,
        }
    }
}

pub fn run(args: &ListArgs, io: &mut Io) -> Result<(), CliError> {
    list(args, io.data_dir, io.out, io.err)
}

/// The database's file in `data_dir` (the one given, else the platform's).
fn database_path(data_dir: Option<&Path>) -> Result<PathBuf, CliError> {
    let dir = data_dir
        .map(Path::to_path_buf)
        .or_else(crate::store::ratings_list::platform_data_dir)
        .ok_or(CliError::NoDataDir)?;
    Ok(RatingsList::default_path(&dir))
}

/// The database, which must be there already: looking up never makes one (nor needs to
/// write it: a list shared read-only is read).
pub(super) fn held(data_dir: Option<&Path>) -> Result<RatingsList, CliError> {
    let path = database_path(data_dir)?;
    RatingsList::open_held(&path)
        .map_err(CliError::ListStore)?
        .ok_or(CliError::NoList(path))
}

/// The list in force for `tournament` with its players' entries, when a database is held
/// (looking never makes one); `notes` says when one is held but no month is in force.
pub fn in_force(
    tournament: &Tournament,
    data_dir: Option<&Path>,
    notes: &mut Vec<String>,
) -> Result<Option<ListInForce>, CliError> {
    crate::store::list_in_force::for_tournament(tournament, data_dir, notes)
        .map_err(CliError::ListStore)
}

/// A month as typed: `YYYY-MM`.
pub(super) fn month_flag(text: &str) -> Result<ListMonth, CliError> {
    ListMonth::parse(text).ok_or_else(|| CliError::ListMonthValue(text.to_string()))
}

/// `elocalc list …`.
fn list(
    args: &ListArgs,
    data_dir: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), CliError> {
    match &args.command {
        None => {
            let path = database_path(data_dir)?;
            let months = match RatingsList::open_held(&path).map_err(CliError::ListStore)? {
                Some(lists) => lists.months().map_err(CliError::ListStore)?,
                None => Vec::new(),
            };
            emit(
                &MonthsReport {
                    path: &path,
                    months: &months,
                },
                args.output.destination()?,
                out,
            )
        }
        Some(ListCommand::Remove { month }) => {
            let month = month_flag(month)?;
            let mut lists = held(data_dir)?;
            if !lists.remove(month).map_err(CliError::ListStore)? {
                return Err(CliError::MonthNotHeld(month));
            }
            let said = tr_args(
                "report-list-removed",
                &[("month", month.to_string().into())],
            );
            writeln!(out, "{said}").map_err(CliError::Output)
        }
        Some(ListCommand::Import {
            file,
            month,
            output,
        }) => {
            let given = month.as_deref().map(month_flag).transpose()?;
            let list = ListFile::open(file)?;
            let (month, from) = list.month(given)?;
            if let MonthFrom::FileDate(date) = from {
                let said = tr_args(
                    "report-list-month-from-date",
                    &[
                        ("month", month.to_string().into()),
                        ("date", date.to_string().into()),
                    ],
                );
                let _ = writeln!(err, "elocalc: {said}");
            }
            let path = database_path(data_dir)?;
            let mut lists = RatingsList::open(&path).map_err(CliError::ListStore)?;
            let bar = std::io::stderr()
                .is_terminal()
                .then(|| progress_bar(list.total_bytes()));
            let replacing = if output.force {
                Replacing::Forced
            } else {
                Replacing::Guarded
            };
            let imported = list.import_into(&mut lists, month, replacing, |read, bytes| {
                if let Some(bar) = &bar {
                    bar.set_position(bytes);
                    bar.set_message(tr_args("report-list-progress", &[("count", read.into())]));
                }
            })?;
            if let Some(bar) = bar {
                bar.finish_and_clear();
            }
            if let Some(realigned) = imported.realigned {
                let said = tr_args(
                    "report-list-realigned",
                    &[
                        ("file", crate::text::shown_path(file).into()),
                        ("count", realigned.count.into()),
                        ("first", realigned.first.to_string().into()),
                    ],
                );
                let _ = writeln!(err, "elocalc: {said}");
            }
            if let Some(skipped) = &imported.skipped {
                let said = tr_args(
                    "report-list-skipped",
                    &[
                        ("file", crate::text::shown_path(file).into()),
                        ("count", skipped.count.into()),
                        ("name", skipped.name.as_str().into()),
                        ("line", skipped.line.to_string().into()),
                    ],
                );
                let _ = writeln!(err, "elocalc: {said}");
            }
            emit(
                &ImportReport {
                    path: &path,
                    summary: &imported.summary,
                    kind: imported.kind,
                },
                output.destination()?,
                out,
            )
        }
    }
}

/// A progress bar on standard error, over the list's bytes when its size is known.
fn progress_bar(total_bytes: Option<u64>) -> indicatif::ProgressBar {
    let bar = match total_bytes {
        Some(total) => indicatif::ProgressBar::new(total).with_style(
            indicatif::ProgressStyle::with_template(
                "{bar:30} {percent:>3}% {binary_bytes}/{binary_total_bytes} · {msg}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        ),
        None => indicatif::ProgressBar::new_spinner(),
    };
    bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
    bar
}

/// How many players a name's search lists at most.
pub(super) const MATCHES: usize = 20;
/// The most players a search gives `player --all` (and counts for those left out without it).
pub(super) const EVERY_MATCH: usize = 1000;
/// The most names suggested for a query that names no one.
const SUGGESTED: usize = 5;

/// The players to suggest for a query that names no one, nearest first: one for each name and
/// federation (namesakes of one federation would read as the same suggestion again).
pub(super) fn closest(near: &[&Found]) -> Vec<ListEntry> {
    let mut closest: Vec<ListEntry> = Vec::new();
    for found in near {
        let entry = &found.entry;
        let seen = closest
            .iter()
            .any(|held| held.name == entry.name && held.federation == entry.federation);
        if !seen {
            closest.push(entry.clone());
            if closest.len() == SUGGESTED {
                break;
            }
        }
    }
    closest
}

/// The players a search is sure of: those of its best match, exact or prefix (close names
/// are only offered).
pub(super) fn sure(found: &Search) -> Vec<&Found> {
    let best = found.found.first().map(|found| found.how);
    found
        .found
        .iter()
        .filter(|found| Some(found.how) == best && found.how != Match::Close)
        .collect()
}

/// The one person `query` (a FIDE ID or a name) names on the list in force for `request`
/// (`period --fide`), as the list gives them for the request's pool.
pub fn fide_player(
    query: &str,
    request: &crate::calc::Request,
    data_dir: Option<&Path>,
) -> Result<ListPlayer, CliError> {
    let lists = held(data_dir)?;
    let months: Vec<ListMonth> = lists
        .months()
        .map_err(CliError::ListStore)?
        .into_iter()
        .map(|held| held.month)
        .collect();
    let Some(month) = month_for(request, &months) else {
        if months.is_empty() {
            return Err(CliError::NoList(lists.path().to_path_buf()));
        }
        return Err(CliError::Fide(crate::i18n::tr("error-fide-no-list-before")));
    };
    let query = query.trim();
    let found = lists
        .search(query, Some(month), MATCHES)
        .map_err(CliError::ListStore)?;
    match sure(&found).as_slice() {
        [] => Err(CliError::PlayerNotFound {
            query: query.to_string(),
            month,
            federation: None,
            closest: closest(&found.found.iter().collect::<Vec<_>>()),
        }),
        [one] => Ok(list_player(&one.entry, month, request.system.pool())),
        several => Err(CliError::Fide(crate::i18n::tr_args(
            "error-fide-several",
            &[
                ("count", several.len().into()),
                ("value", crate::i18n::shown(query)),
                ("month", month.to_string().into()),
            ],
        ))),
    }
}
