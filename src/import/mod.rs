//! Games brought in from outside: games lists (files, standard input, pastes), CSV tables and PGN
//! files. Readers are passed in (a file, standard input, a pasted string); nothing here opens
//! files. Every source has one policy, the same in the command line and the terminal UI:
//! - a games list is read whole or not at all: its first bad line stops it, named ([`lines`]);
//! - CSV rows and PGN games that hold no finished game (an empty result, `*`, a bye) are skipped
//!   and listed with their line numbers, never dropped silently.

pub mod csv;
mod event_error;
pub mod fide_list;
#[doc(hidden)]
pub mod lines;
pub mod period;
pub mod pgn;
pub mod trf;

use std::borrow::Cow;
use std::fmt;
use std::io::{self, BufRead, Read};
use std::path::Path;

use crate::rating::{Federation, InputError, NormGame, PeriodGame, Pool, Score, Title};
use crate::text::printable;

/// A byte-order mark, which some editors put at the start of a text file; it is not text.
const BOM: char = '\u{feff}';

/// `text` without a leading byte-order mark.
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix(BOM).unwrap_or(text)
}

/// One line's bytes as text, the one policy of every reader: UTF-8 where the line is valid
/// UTF-8, else Windows-1252 (WHATWG's mapping: 0x80 is €, 0x8A Š). Decided line by line, so a
/// name pasted from another program changes no other line; never fails.
pub fn decode_line(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => {
            encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(bytes)
                .0
        }
    }
}

/// A line (counted from 1) that gave no game, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub line: usize,
    pub reason: String,
}

impl fmt::Display for Skipped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} skipped: {}", self.line, self.reason)
    }
}

/// Something read, but not as the file meant it: said with the line, the games kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub line: usize,
    pub text: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.text)
    }
}

/// What an import found. The opponents' ratings are only known to be from 0 to 4000; whether
/// they suit a pool is checked with [`Imported::games_in`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Imported {
    pub games: Vec<PeriodGame>,
    pub skipped: Vec<Skipped>,
    pub warnings: Vec<Warning>,
    /// PGN: the player's name as the file spells it, their rating in the first game, and the
    /// pool its time control suggests.
    pub player_name: Option<String>,
    pub player_rating: Option<u32>,
    pub suggested_pool: Option<Pool>,
    /// CSV: the columns used, by header.
    pub columns: Option<(String, String)>,
    /// The opponents' FIDE titles and federations, where the file gives them (PGN tags
    /// `WhiteTitle` `WhiteFed` …, CSV columns `title` `fed`): by the game's index, only for
    /// the games that have one, so a file without them costs nothing.
    pub details: Vec<(usize, Details)>,
    /// A tournament report file: the whole field, for Field mode (no games of one player).
    pub report: Option<Box<ReportFile>>,
    /// A games list with event lines: each event's line (`None`: the games before the first)
    /// and how many of `games`, in order, are its. Empty for a list without event lines.
    pub events: Vec<(Option<period::EventLine>, usize)>,
}

/// A tournament report file as read: its text (decoded, for the session) and what it holds.
#[derive(Clone, Debug, PartialEq)]
pub struct ReportFile {
    pub text: String,
    pub tournament: crate::rating::tournament::Tournament,
}

/// An opponent's title and federation, as a norm counts them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Details {
    pub title: Option<Title>,
    pub federation: Option<Federation>,
}

impl Details {
    /// From a file's values: what is not a FIDE title or a three-letter federation ("NM", "?",
    /// "-", blank) is none.
    pub fn read(title: Option<&str>, federation: Option<&str>) -> Option<Details> {
        let details = Details {
            title: title.and_then(|title| Title::parse(title).ok().flatten()),
            federation: federation.and_then(|federation| Federation::parse(federation).ok()),
        };
        (details != Details::default()).then_some(details)
    }
}

impl Imported {
    /// The first skipped line and how many there were, for a status line.
    pub fn skipped_summary(&self) -> Option<String> {
        let first = self.skipped.first()?;
        Some(match self.skipped.len() {
            1 => first.to_string(),
            n => format!("{n} lines skipped ({first}, …)"),
        })
    }

    /// The games, each checked against `pool`; an error names the game's place (from 1).
    pub fn games_in(&self, pool: Pool) -> Result<&[PeriodGame], InputError> {
        for (index, game) in self.games.iter().enumerate() {
            if let Some(rating) = game.opponent.rating() {
                rating
                    .check_for(pool)
                    .map_err(|error| error.in_game(index))?;
            }
        }
        Ok(&self.games)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("{}", crate::i18n::Words(.0))]
    Io(#[from] io::Error),
    /// A games list with a line that is not a game.
    #[error("{0}")]
    List(#[from] lines::ListError),
    #[error("{0}")]
    Csv(#[from] csv::CsvError),
    /// A tournament report file that is not one, or whose lines disagree.
    #[error("{0}")]
    Trf(#[from] trf::TrfError),
    /// No game of the player: the closest names in the file.
    #[error("{}", no_such_player(player, close))]
    NoSuchPlayer { player: String, close: Vec<String> },
}

fn no_such_player(player: &str, close: &[String]) -> String {
    let player = crate::i18n::shown(player);
    if close.is_empty() {
        return crate::i18n::tr_args("error-no-such-player", &[("player", player)]);
    }
    let names: Vec<String> = close
        .iter()
        .map(|name| format!("'{}'", printable(name)))
        .collect();
    crate::i18n::tr_args(
        "error-no-such-player-close",
        &[("player", player), ("close", names.join(", ").into())],
    )
}

/// The kind of file, from its name: `.pgn`, `.csv` (or `.tsv`), `.trf`; anything else is a
/// games list, or a tournament report when its first line says so (FIDE's own are `.txt`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Pgn,
    Csv,
    Trf,
    Lines,
}

impl FileKind {
    pub fn of(path: &Path) -> FileKind {
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("pgn") => FileKind::Pgn,
            Some("csv" | "tsv") => FileKind::Csv,
            Some("trf") => FileKind::Trf,
            _ => FileKind::Lines,
        }
    }
}

/// The longest line any reader takes: far more than any games file, PGN or CSV line needs, and
/// a bound on what a file can make elocalc hold (`/dev/zero` has no line end at all).
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// A reader that refuses a line longer than [`MAX_LINE_BYTES`], naming it.
pub struct BoundedLines<R> {
    inner: R,
    /// Lines ended so far.
    lines: usize,
    /// Bytes of the line being read.
    in_line: usize,
}

impl<R: BufRead> BoundedLines<R> {
    pub fn new(inner: R) -> BoundedLines<R> {
        BoundedLines {
            inner,
            lines: 0,
            in_line: 0,
        }
    }
}

impl<R: BufRead> io::Read for BoundedLines<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        read_buffered(self, buf)
    }
}

/// `Read::read` of a reader whose bytes come from its own `BufRead`.
pub(crate) fn read_buffered(reader: &mut impl BufRead, buf: &mut [u8]) -> io::Result<usize> {
    let available = reader.fill_buf()?;
    let count = available.len().min(buf.len());
    buf[..count].copy_from_slice(&available[..count]);
    reader.consume(count);
    Ok(count)
}

impl<R: BufRead> BufRead for BoundedLines<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        let (lines, in_line) = (self.lines, self.in_line);
        let available = self.inner.fill_buf()?;
        let to_end = memchr::memchr(b'\n', available).unwrap_or(available.len());
        if in_line + to_end > MAX_LINE_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "line {} is longer than {MAX_LINE_BYTES} bytes: not a file of games",
                    lines + 1
                ),
            ));
        }
        Ok(available)
    }

    fn consume(&mut self, amount: usize) {
        if let Ok(available) = self.inner.fill_buf() {
            let consumed = &available[..amount.min(available.len())];
            // Every byte passes here: memchr's vector search, not a byte loop.
            match memchr::memrchr(b'\n', consumed) {
                Some(last) => {
                    self.lines += memchr::memchr_iter(b'\n', consumed).count();
                    self.in_line = consumed.len() - last - 1;
                }
                None => self.in_line += consumed.len(),
            }
        }
        self.inner.consume(amount);
    }
}

/// A norm's games list: `OPPONENT | SCORE | TITLE | FED` a line, under the games-list policy.
pub fn norm_games(reader: impl BufRead) -> Result<Vec<NormGame>, ImportError> {
    let reader = io::BufReader::with_capacity(1 << 16, BoundedLines::new(reader));
    Ok(lines::read_each(reader, |line| {
        lines::content(line)
            .map(NormGame::parse_line)
            .transpose()
            .map_err(lines::LineError::Value)
    })?)
}

/// A games list of another rating system (Glicko-2's `1400/30 | 1`, US Chess's `1650 | ½`):
/// each line's opponent as written and its score, the game (`OPPONENT:SCORE`) checked by
/// `check`, under the games-list policy.
pub fn system_games(
    reader: impl BufRead,
    check: &dyn Fn(&str) -> Result<(), InputError>,
) -> Result<Vec<(String, Score)>, ImportError> {
    let reader = io::BufReader::with_capacity(1 << 16, BoundedLines::new(reader));
    Ok(lines::read_each(reader, |line| {
        let Some(content) = lines::content(line) else {
            return Ok(None);
        };
        let (opponent, score) = lines::opponent_and_score(content)?;
        check(&format!("{opponent}:{score}"))?;
        Ok(Some((opponent.to_string(), score.parse()?)))
    })?)
}

/// What a reader needs to know besides the bytes.
#[derive(Clone, Debug, Default)]
pub struct Options<'a> {
    /// PGN: whose games.
    pub player: &'a str,
    /// CSV: the columns to use, by header or number (otherwise found by header and content).
    pub rating_column: Option<&'a str>,
    pub score_column: Option<&'a str>,
    /// A games list: the pool its opponents must suit.
    pub pool: Option<Pool>,
}

/// Reads games of `kind` from `reader`; `progress` is told the bytes read so far as it goes.
pub fn read(
    kind: FileKind,
    reader: impl BufRead,
    options: &Options,
    mut progress: impl FnMut(u64),
) -> Result<Imported, ImportError> {
    // A buffer of a concrete type over the bound: the readers ask it for every line, and a
    // call through the bound (and the `dyn` reader under it) per line costs more than the line.
    let mut reader = io::BufReader::with_capacity(1 << 16, BoundedLines::new(reader));
    let kind = match kind {
        FileKind::Lines if trf::looks_like(reader.fill_buf()?) => FileKind::Trf,
        kind => kind,
    };
    match kind {
        FileKind::Trf => {
            let mut bytes = Vec::new();
            reader.read_to_end(&mut bytes)?;
            progress(bytes.len() as u64);
            let tournament = trf::read(&bytes)?;
            Ok(Imported {
                report: Some(Box::new(ReportFile {
                    text: trf::decode(&bytes),
                    tournament,
                })),
                ..Imported::default()
            })
        }
        FileKind::Pgn => pgn::player_games(reader, options.player, progress),
        FileKind::Csv => Ok(csv::read(
            reader,
            options.rating_column,
            options.score_column,
        )?),
        FileKind::Lines => {
            let mut read = period::read_events(reader, options.pool.unwrap_or(Pool::Continuous))?;
            if read.iter().all(|event| event.header.is_none()) {
                // No event lines: the games as they are (a list may hold millions).
                return Ok(Imported {
                    games: read.pop().map(|event| event.games).unwrap_or_default(),
                    ..Imported::default()
                });
            }
            let mut imported = Imported::default();
            for event in read {
                imported.events.push((event.header, event.games.len()));
                imported.games.extend(event.games);
            }
            Ok(imported)
        }
    }
}
