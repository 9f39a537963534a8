//! `elocalc list`: FIDE's rating lists kept on this machine — the months
//! held, a list file imported (with a progress bar on a terminal), a month removed; the one
//! player `period --fide` names. The reading is `import::fide_list`'s, the keeping `store::ratings_list`'s.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::{Args, Subcommand};

use super::Io;
use crate::calc::list_player::{ListPlayer, list_player, month_for};
use crate::calc::trf_list::ListInForce;
use crate::cli::output::emit;
use crate::cli::{CliError, OutputArgs};
use crate::i18n::{tr, tr_args};
use crate::import::fide_list::{ListLineError, ListReader, open_list};
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
            if std::fs::metadata(file).is_ok_and(|metadata| !metadata.is_file()) {
                return Err(CliError::ListNotAFile(file.clone()));
            }
            let reader = open_list(file).map_err(CliError::ListFile)?;
            let (month, said) = import_month(&reader, given, file)?;
            if let Some(said) = said {
                let _ = writeln!(err, "elocalc: {said}");
            }
            let path = database_path(data_dir)?;
            let mut lists = RatingsList::open(&path).map_err(CliError::ListStore)?;
            let bar = std::io::stderr()
                .is_terminal()
                .then(|| progress_bar(&reader));
            let mut entries = Progressing {
                reader,
                bar: bar.clone(),
                read: 0,
            };
            let replacing = if output.force {
                Replacing::Forced
            } else {
                Replacing::Guarded
            };
            let summary = lists
                .import_replacing(month, &mut entries, replacing, |_| {})
                .map_err(|error| import_error(file, error))?;
            if let Some(bar) = bar {
                bar.finish_and_clear();
            }
            let realigned = entries.reader.realigned();
            if realigned > 0 {
                let first = entries.reader.first_realigned().unwrap_or_default();
                let said = tr_args(
                    "report-list-realigned",
                    &[
                        ("file", crate::text::shown_path(file).into()),
                        ("count", realigned.into()),
                        ("first", first.to_string().into()),
                    ],
                );
                let _ = writeln!(err, "elocalc: {said}");
            }
            if let Some((line, name)) = entries.reader.first_skipped_element() {
                let said = tr_args(
                    "report-list-skipped",
                    &[
                        ("file", crate::text::shown_path(file).into()),
                        ("count", entries.reader.skipped_elements().into()),
                        ("name", name.into()),
                        ("line", line.to_string().into()),
                    ],
                );
                let _ = writeln!(err, "elocalc: {said}");
            }
            emit(
                &ImportReport {
                    path: &path,
                    summary: &summary,
                    kind: entries.reader.header().kind,
                },
                output.destination()?,
                out,
            )
        }
    }
}

/// The list's month: a single list's month code, else `--month`, else the file's date; how it
/// was found is said unless the file said it.
fn import_month(
    reader: &ListReader,
    given: Option<ListMonth>,
    file: &Path,
) -> Result<(ListMonth, Option<String>), CliError> {
    match (reader.header().month, given) {
        (Some(coded), Some(given)) if coded != given => {
            Err(CliError::MonthsDisagree { coded, given })
        }
        (Some(coded), _) => Ok((coded, None)),
        (None, Some(given)) => Ok((given, None)),
        (None, None) => {
            let modified = std::fs::metadata(file)
                .and_then(|meta| meta.modified())
                .map_err(|error| CliError::Read {
                    path: file.to_path_buf(),
                    error,
                })?;
            let date = jiff::Timestamp::try_from(modified)
                .ok()
                .map(|stamp| stamp.to_zoned(jiff::tz::TimeZone::system()).date())
                .ok_or(CliError::NoListMonth(file.to_path_buf()))?;
            let month = ListMonth::new(date.year(), date.month())
                .ok_or(CliError::NoListMonth(file.to_path_buf()))?;
            Ok((
                month,
                Some(tr_args(
                    "report-list-month-from-date",
                    &[
                        ("month", month.to_string().into()),
                        ("date", date.to_string().into()),
                    ],
                )),
            ))
        }
    }
}

fn progress_bar(reader: &ListReader) -> indicatif::ProgressBar {
    let bar = match reader.total_bytes() {
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

/// The reader's entries, the progress bar moved on as they are read.
struct Progressing {
    reader: ListReader,
    bar: Option<indicatif::ProgressBar>,
    read: u64,
}

impl Iterator for Progressing {
    type Item = Result<crate::rating::list::ListEntry, ListLineError>;

    fn next(&mut self) -> Option<Self::Item> {
        let next = self.reader.next();
        self.read += 1;
        if let Some(bar) = &self.bar
            && self.read.is_multiple_of(4096)
        {
            bar.set_position(self.reader.bytes_read());
            bar.set_message(tr_args(
                "report-list-progress",
                &[("count", self.read.into())],
            ));
        }
        next
    }
}

fn import_error(
    file: &Path,
    error: crate::store::ratings_list::ImportError<ListLineError>,
) -> CliError {
    use crate::store::ratings_list::ImportError;
    match error {
        ImportError::Read { error, .. } => CliError::ListLine {
            path: file.to_path_buf(),
            error,
        },
        ImportError::Duplicate(id) => CliError::ListDuplicate {
            path: file.to_path_buf(),
            id,
        },
        ImportError::Empty => CliError::ListEmpty(file.to_path_buf()),
        ImportError::FarFewer {
            month,
            held,
            players,
        } => CliError::ListFarFewer {
            path: file.to_path_buf(),
            month,
            held,
            players,
        },
        ImportError::Store(error) => CliError::ListStore(error),
    }
}

/// How many players a name's search lists at most.
pub(super) const MATCHES: usize = 20;

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
            closest: found
                .found
                .iter()
                .take(5)
                .map(|found| found.entry.name.clone())
                .collect(),
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
