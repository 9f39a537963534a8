//! FIDE's rating list files as downloaded (docs/rules/list.md): the combined TXT, the legacy TXT
//! (no FOA column), the single-list TXTs (standard, rapid or blitz, the rating column headed by
//! the month code), the XML, and each of them inside a zip. Read one player at a time from a
//! `BufRead`; nothing is held but the line being read.
//!
//! The columns are found from the header's tokens, each value left-aligned under its token.
//! Every field of every line is checked where the header puts it. The one exception FIDE's
//! files have: other titles longer than their column push the columns after them right, and
//! such a line (longer than the header by exactly that push, the titles running up to the
//! pushed columns) is read there, and counted. Any other line is reported with its number and
//! what its columns hold, never read as wrong numbers. The XML's elements elocalc does not
//! know are skipped and counted; bytes, lines and fields are bounded ([`ListLimits`]).

use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::Path;

use quick_xml::events::Event;

use crate::i18n::{Arg, say, tr, tr_args};
use crate::rating::list::{ListEntry, ListFlag, ListMonth, ListRating};

pub use crate::rating::list::{ListKind, ListPool};

impl fmt::Display for ListKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListKind::Combined => f.write_str("the combined list (TXT)"),
            ListKind::Legacy => f.write_str("the combined list without FOA (legacy TXT)"),
            ListKind::Single(pool) => write!(f, "the {} list (TXT)", pool.key()),
            ListKind::Xml => f.write_str("the list as XML"),
        }
    }
}

/// What the file's start says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListHeader {
    pub kind: ListKind,
    /// From a single list's month code (`DEC26`: 2026-12); the combined files carry none.
    pub month: Option<ListMonth>,
}

/// A file that is not a list elocalc reads, named.
#[derive(Debug, thiserror::Error)]
pub struct ListFileError {
    /// The file (and the zip's member) as the user named it.
    pub file: String,
    pub problem: ListProblem,
}

#[derive(Debug, thiserror::Error)]
pub enum ListProblem {
    Io(#[from] io::Error),
    NotAList(String),
    UnknownHeader(String),
    Zip(String),
    /// A single list whose name says neither standard, rapid nor blitz.
    WhichPool(String),
}

/// A line (counted from 1, the header is line 1; in the XML the line of the `<player>`) that
/// gives no player, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ListLineError {
    pub line: u64,
    pub reason: String,
}

impl std::fmt::Display for ListFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        say(
            f,
            "error-file",
            &[
                ("path", self.file.as_str().into()),
                ("error", self.problem.to_string().into()),
            ],
        )
    }
}

impl std::fmt::Display for ListProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ListProblem::Io(error) => std::fmt::Display::fmt(&crate::i18n::Words(error), f),
            ListProblem::NotAList(why) => {
                say(f, "error-list-not-a-list", &[("why", why.as_str().into())])
            }
            ListProblem::UnknownHeader(header) => say(
                f,
                "error-list-unknown-header",
                &[("header", header.as_str().into())],
            ),
            ListProblem::Zip(why) => f.write_str(why),
            ListProblem::WhichPool(column) => say(
                f,
                "error-list-which-pool",
                &[("column", column.as_str().into())],
            ),
        }
    }
}

impl std::fmt::Display for ListLineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        say(
            f,
            "error-line",
            &[
                ("line", self.line.to_string().into()),
                ("error", self.reason.as_str().into()),
            ],
        )
    }
}

/// What a list file may make elocalc read and hold: far beyond any real FIDE list, a bound on
/// what a crafted one (a zip bomb, a name of a gigabyte) costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListLimits {
    /// The longest TXT line, and the longest text, tag or field of the XML, in bytes: far
    /// more than a list's 162 characters, so memory is bounded by it.
    pub field: usize,
    /// The most a zip's list may unpack to, in bytes.
    pub unpacked: u64,
    /// The most a zip's list may unpack to per byte packed.
    pub ratio: u64,
}

impl Default for ListLimits {
    /// FIDE's largest list, the XML, is about 850 MB and packs about 7 to 20 times (generated
    /// lists, whose names vary less than real ones, pack 6.4 times as TXT and 13.4 as XML): a
    /// list 20 times the largest, or packed 20 times tighter, is refused. Deflate packs blank
    /// lines about 1,030 times.
    fn default() -> ListLimits {
        ListLimits {
            field: 1 << 16,
            unpacked: 16 << 30,
            ratio: 400,
        }
    }
}

/// Opens a list file (or a zip holding one) and reads its header; the single list's pool from
/// the file's (or the member's) name.
pub fn open_list(path: &Path) -> Result<ListReader, ListFileError> {
    open_list_as(path, None)
}

/// [`open_list`], with a single list's pool given (a renamed file's name says none).
pub fn open_list_as(path: &Path, pool: Option<ListPool>) -> Result<ListReader, ListFileError> {
    open_list_within(path, pool, ListLimits::default())
}

/// [`open_list_as`], held to `limits`.
pub fn open_list_within(
    path: &Path,
    pool: Option<ListPool>,
    limits: ListLimits,
) -> Result<ListReader, ListFileError> {
    let shown = path.display().to_string();
    let fail = |problem: ListProblem| ListFileError {
        file: shown.clone(),
        problem,
    };
    let mut file = File::open(path).map_err(|e| fail(e.into()))?;
    let size = file.metadata().map_err(|e| fail(e.into()))?.len();
    let mut magic = [0u8; 4];
    let got = read_up_to(&mut file, &mut magic).map_err(|e| fail(e.into()))?;
    file.seek(SeekFrom::Start(0)).map_err(|e| fail(e.into()))?;
    let file_name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    if got == 4 && (magic == *b"PK\x03\x04" || magic == *b"PK\x05\x06") {
        let (member, name, total) = zip_member(file, &limits).map_err(fail)?;
        let pool = pool.or_else(|| ListPool::from_name(&name).or(ListPool::from_name(&file_name)));
        return ListReader::within(
            BufReader::with_capacity(1 << 16, member),
            &format!("{shown} ({name})"),
            pool,
            Some(total),
            limits,
        );
    }
    let pool = pool.or_else(|| ListPool::from_name(&file_name));
    ListReader::within(
        BufReader::with_capacity(1 << 16, file),
        &shown,
        pool,
        Some(size),
        limits,
    )
}

fn read_up_to(reader: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match reader.read(&mut buf[got..])? {
            0 => break,
            n => got += n,
        }
    }
    Ok(got)
}

/// The zip's one member that is a list (`.txt` or `.xml`): its uncompressed bytes, its name
/// and size.
fn zip_member(
    file: File,
    limits: &ListLimits,
) -> Result<(Box<dyn Read + Send>, String, u64), ListProblem> {
    let zip_error = |e: zip::result::ZipError| {
        ListProblem::Zip(tr_args(
            "error-zip-unreadable",
            &[("why", e.to_string().into())],
        ))
    };
    let mut archive = zip::ZipArchive::new(file).map_err(zip_error)?;
    let mut lists = Vec::new();
    let mut names = Vec::new();
    for (index, raw) in archive.file_names_raw().enumerate() {
        let name = String::from_utf8_lossy(raw).into_owned();
        let lower = name.to_ascii_lowercase();
        if lower.ends_with(".txt") || lower.ends_with(".xml") {
            lists.push((index, name.clone()));
        }
        names.push(name);
    }
    let (index, name) = match lists.as_slice() {
        [one] => one.clone(),
        [] => {
            return Err(ListProblem::Zip(tr_args(
                "error-zip-no-list",
                &[("names", shown_names(&names).into())],
            )));
        }
        several => {
            let names: Vec<String> = several.iter().map(|(_, name)| name.clone()).collect();
            return Err(ListProblem::Zip(tr_args(
                "error-zip-several",
                &[("names", shown_names(&names).into())],
            )));
        }
    };
    let member = archive.by_index_raw(index).map_err(zip_error)?;
    if member.encrypted() {
        return Err(ListProblem::Zip(tr_args(
            "error-zip-encrypted",
            &[("name", name.as_str().into())],
        )));
    }
    let (method, start, compressed, size, crc) = (
        member.compression(),
        member.data_start(),
        member.compressed_size(),
        member.size(),
        member.crc32(),
    );
    drop(member);
    let Some(start) = start else {
        return Err(ListProblem::Zip(tr_args(
            "error-zip-no-data",
            &[("name", name.as_str().into())],
        )));
    };
    // Refused before a byte is unpacked; the bytes are then held to the size declared.
    let sizes = |id: &str, max: u64| {
        ListProblem::Zip(tr_args(
            id,
            &[
                ("name", name.as_str().into()),
                ("size", size.into()),
                ("packed", compressed.into()),
                ("max", max.into()),
            ],
        ))
    };
    if size > limits.unpacked {
        return Err(sizes("error-zip-too-large", limits.unpacked));
    }
    if size > compressed.saturating_mul(limits.ratio) {
        return Err(sizes("error-zip-packed-too-tight", limits.ratio));
    }
    let mut file = archive.into_inner();
    file.seek(SeekFrom::Start(start))?;
    let raw = file.take(compressed);
    let bytes: Box<dyn Read + Send> = match method {
        zip::CompressionMethod::Stored => Box::new(raw),
        zip::CompressionMethod::Deflated => Box::new(flate2::read::DeflateDecoder::new_with_buf(
            raw,
            vec![0; 1 << 16],
        )),
        other => {
            return Err(ListProblem::Zip(tr_args(
                "error-zip-method",
                &[
                    ("name", name.as_str().into()),
                    ("method", other.to_string().into()),
                ],
            )));
        }
    };
    let checked = Checked {
        inner: flate2::CrcReader::new(bytes),
        crc,
        size,
        read: 0,
    };
    Ok((Box::new(checked), name, size))
}

/// A zip member's bytes, checked against the size the zip gives as they come (no more are
/// unpacked) and against its CRC at their end: a damaged download is an error, never a list
/// read short or wrong.
struct Checked {
    inner: flate2::CrcReader<Box<dyn Read + Send>>,
    crc: u32,
    size: u64,
    read: u64,
}

impl Read for Checked {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.inner.read(buf)?;
        self.read += read as u64;
        if self.read > self.size
            || read == 0
                && !buf.is_empty()
                && (self.read != self.size || self.inner.crc().sum() != self.crc)
        {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                tr("error-zip-damaged"),
            ));
        }
        Ok(read)
    }
}

fn shown_names(names: &[String]) -> String {
    if names.is_empty() {
        return tr("error-trf-nothing");
    }
    let shown: Vec<String> = names
        .iter()
        .take(5)
        .map(|name| format!("'{}'", crate::text::printable(name)))
        .collect();
    let more = names.len().saturating_sub(5);
    if more > 0 {
        format!("{} and {more} more", shown.join(", "))
    } else {
        shown.join(", ")
    }
}

/// A list being read: its header, then its players one at a time.
pub struct ListReader {
    header: ListHeader,
    total: Option<u64>,
    realigned: u64,
    first_realigned: Option<u64>,
    body: Body,
    done: bool,
}

enum Body {
    Text(TextBody),
    Xml(Box<XmlBody>),
}

impl ListReader {
    /// Reads a list's header from `reader`; `name` names it in messages, `pool` is a single
    /// list's pool (else refused), `total` its size for [`ListReader::total_bytes`].
    pub fn new(
        reader: impl BufRead + Send + 'static,
        name: &str,
        pool: Option<ListPool>,
        total: Option<u64>,
    ) -> Result<ListReader, ListFileError> {
        ListReader::within(reader, name, pool, total, ListLimits::default())
    }

    /// [`ListReader::new`], held to `limits`.
    pub fn within(
        reader: impl BufRead + Send + 'static,
        name: &str,
        pool: Option<ListPool>,
        total: Option<u64>,
        limits: ListLimits,
    ) -> Result<ListReader, ListFileError> {
        let fail = |problem: ListProblem| ListFileError {
            file: name.to_string(),
            problem,
        };
        let mut reader: Box<dyn BufRead + Send> = Box::new(reader);
        let (start, skipped) =
            skip_bom_and_space(&mut reader, limits.field).map_err(|e| fail(e.into()))?;
        let (header, body) = match start {
            None => return Err(fail(ListProblem::NotAList(tr("error-session-empty")))),
            Some(b'<') => {
                let body = XmlBody::open(reader, pool, skipped, limits.field).map_err(fail)?;
                (
                    ListHeader {
                        kind: ListKind::Xml,
                        month: None,
                    },
                    Body::Xml(Box::new(body)),
                )
            }
            Some(_) => {
                let (header, body) =
                    TextBody::open(reader, pool, skipped, limits.field).map_err(fail)?;
                (header, Body::Text(body))
            }
        };
        Ok(ListReader {
            header,
            total,
            realigned: 0,
            first_realigned: None,
            body,
            done: false,
        })
    }

    pub fn header(&self) -> &ListHeader {
        &self.header
    }

    /// The (uncompressed) bytes read so far.
    pub fn bytes_read(&self) -> u64 {
        match &self.body {
            Body::Text(body) => body.bytes,
            Body::Xml(body) => body.reader.get_ref().bytes,
        }
    }

    /// The file's size, or the zip member's uncompressed size.
    pub fn total_bytes(&self) -> Option<u64> {
        self.total
    }

    /// Lines whose columns were re-aligned (the other titles overflowing), read and given as
    /// entries.
    pub fn realigned(&self) -> u64 {
        self.realigned
    }

    /// The first of them, by number.
    pub fn first_realigned(&self) -> Option<u64> {
        self.first_realigned
    }

    /// The XML's elements elocalc does not read, skipped whole (each with what it held).
    pub fn skipped_elements(&self) -> u64 {
        match &self.body {
            Body::Text(_) => 0,
            Body::Xml(body) => body.skipped,
        }
    }

    /// The first of them: its line and its name.
    pub fn first_skipped_element(&self) -> Option<(u64, &str)> {
        match &self.body {
            Body::Text(_) => None,
            Body::Xml(body) => body
                .first_skipped
                .as_ref()
                .map(|(line, name)| (*line, name.as_str())),
        }
    }
}

impl Iterator for ListReader {
    type Item = Result<ListEntry, ListLineError>;

    /// The next player, or the line that gives none (reported and skipped). A read error
    /// (a damaged zip) is the last item.
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let read = match &mut self.body {
            Body::Text(body) => body.next_entry(),
            Body::Xml(body) => body.next_entry(),
        };
        match read {
            Step::End => {
                self.done = true;
                None
            }
            Step::Fatal(error) => {
                self.done = true;
                Some(Err(error))
            }
            Step::Entry(entry, None) => Some(Ok(entry)),
            Step::Entry(entry, Some(line)) => {
                self.realigned += 1;
                self.first_realigned.get_or_insert(line);
                Some(Ok(entry))
            }
            Step::Bad(error) => Some(Err(error)),
        }
    }
}

/// What one step of a body reads.
enum Step {
    /// A player; with the line's number when it was re-aligned.
    Entry(ListEntry, Option<u64>),
    Bad(ListLineError),
    Fatal(ListLineError),
    End,
}

/// Skips a byte-order mark and blank lines (and white space before XML), no more than `limit`
/// bytes of them; the first byte after them, and the lines and bytes skipped.
fn skip_bom_and_space(reader: &mut dyn BufRead, limit: usize) -> io::Result<(Option<u8>, Skipped)> {
    let mut skipped = Skipped::default();
    if reader.fill_buf()?.starts_with(b"\xef\xbb\xbf") {
        reader.consume(3);
        skipped.bytes = 3;
    }
    loop {
        let buf = reader.fill_buf()?;
        let (skip, first) = match buf.iter().position(|b| !b.is_ascii_whitespace()) {
            None if buf.is_empty() => return Ok((None, skipped)),
            None => (buf.len(), None),
            Some(at) if buf[at] == b'<' => (at, Some(b'<')),
            // A text header's own spacing matters: only whole blank lines go.
            Some(at) => {
                let blank = buf[..at].iter().rposition(|&b| b == b'\n');
                (blank.map_or(0, |end| end + 1), Some(buf[at]))
            }
        };
        skipped.lines += memchr::memchr_iter(b'\n', &buf[..skip]).count() as u64;
        skipped.bytes += skip as u64;
        reader.consume(skip);
        if first.is_some() {
            return Ok((first, skipped));
        }
        if skipped.bytes > limit as u64 {
            return Err(io::Error::new(io::ErrorKind::InvalidData, blank_run(limit)));
        }
    }
}

/// What comes before a list's header or root.
#[derive(Clone, Copy, Default)]
struct Skipped {
    lines: u64,
    bytes: u64,
}

// ---------------------------------------------------------------------------------------------
// The fields, checked once for the TXT and the XML.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Field {
    Id,
    Name,
    Federation,
    Sex,
    Title,
    WomenTitle,
    OtherTitles,
    Foa,
    Rating(ListPool),
    Games(ListPool),
    K(ListPool),
    Born,
    Flag,
}

/// The three ratings' parts as read, before they are one [`ListRating`] each.
#[derive(Default)]
struct Parts {
    entry: ListEntry,
    rating: [Option<u16>; 3],
    games: [u16; 3],
    k: [Option<u8>; 3],
    has_id: bool,
}

impl Parts {
    /// Sets `field` from its text (trimmed); what it cannot be is said, the field named
    /// `label` (as the file names it).
    fn set(&mut self, field: Field, text: &str, label: &str) -> Result<(), String> {
        let text = trim(text);
        let some = |text: &str| (!text.is_empty()).then(|| text.to_string());
        let entry = &mut self.entry;
        match field {
            Field::Id => {
                entry.fide_id = number(text, u64::MAX)
                    .filter(|&id| id > 0)
                    .ok_or_else(|| value_error("error-list-value-id", None, text))?;
                self.has_id = true;
            }
            Field::Name => entry.name = text.to_string(),
            Field::Federation => {
                if !(text.is_empty()
                    || text.len() == 3 && text.bytes().all(|b| b.is_ascii_alphabetic()))
                {
                    return Err(value_error("error-list-value-federation", None, text));
                }
                entry.federation = some(text);
            }
            Field::Sex => {
                entry.sex = match text {
                    "" => None,
                    "M" | "m" => Some('M'),
                    "F" | "f" => Some('F'),
                    _ => return Err(value_error("error-list-value-sex", None, text)),
                }
            }
            Field::Title => entry.title = some(text),
            Field::WomenTitle => entry.women_title = some(text),
            Field::OtherTitles => {
                entry.other_titles = text
                    .split(',')
                    .map(str::trim)
                    .filter(|title| !title.is_empty())
                    .map(str::to_string)
                    .collect()
            }
            Field::Foa => entry.foa_title = some(text),
            Field::Rating(pool) => {
                let rating = blank_or(text, 4000)
                    .ok_or_else(|| value_error("error-list-value-rating", Some(label), text))?;
                self.rating[pool.index()] = rating.filter(|&r| r > 0).map(|r| r as u16);
            }
            Field::Games(pool) => {
                let games = blank_or(text, u16::MAX.into())
                    .ok_or_else(|| value_error("error-list-value-games", Some(label), text))?;
                self.games[pool.index()] = games.unwrap_or(0) as u16;
            }
            Field::K(pool) => {
                let k = blank_or(text, 100)
                    .ok_or_else(|| value_error("error-list-value-k", Some(label), text))?;
                self.k[pool.index()] = k.filter(|&k| k > 0).map(|k| k as u8);
            }
            Field::Born => {
                let born = blank_or(text, 9999)
                    .ok_or_else(|| value_error("error-list-value-born", None, text))?;
                entry.born = born.filter(|&year| year > 0).map(|year| year as u16);
            }
            Field::Flag => {
                entry.flag = match text {
                    "" => None,
                    _ => Some(
                        ListFlag::parse(text)
                            .ok_or_else(|| value_error("error-list-value-flag", None, text))?,
                    ),
                }
            }
        }
        Ok(())
    }

    fn finish(mut self) -> Result<ListEntry, String> {
        if !self.has_id {
            return Err(tr("error-list-no-id"));
        }
        for pool in ListPool::ALL {
            let i = pool.index();
            let rating = self.rating[i].map(|rating| ListRating {
                rating,
                games: self.games[i],
                k: self.k[i],
            });
            match pool {
                ListPool::Standard => self.entry.standard = rating,
                ListPool::Rapid => self.entry.rapid = rating,
                ListPool::Blitz => self.entry.blitz = rating,
            }
        }
        Ok(self.entry)
    }
}

/// `text.trim()`, the ASCII padding of the columns first (fast, as bytes), then any other
/// white space as `trim` sees it, where an end may be some.
fn trim(text: &str) -> &str {
    let text = text.trim_ascii();
    match (text.as_bytes().first(), text.as_bytes().last()) {
        (Some(&first), Some(&last)) if maybe_space(first) || maybe_space(last) => text.trim(),
        _ => text,
    }
}

/// `text.trim_end()`, the same way.
fn trim_end(text: &str) -> &str {
    let text = text.trim_ascii_end();
    match text.as_bytes().last() {
        Some(&last) if maybe_space(last) => text.trim_end(),
        _ => text,
    }
}

/// Whether a byte left by `trim_ascii` may end white space `trim` removes: the vertical tab,
/// or a character that is not ASCII (a no-break space, …).
fn maybe_space(byte: u8) -> bool {
    byte == 0x0b || !byte.is_ascii()
}

/// Digits only, at most `max`.
fn number(text: &str, max: u64) -> Option<u64> {
    if text.is_empty() || text.len() > 20 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&n| n <= max)
}

/// Blank is `Some(None)`; digits up to `max` are the number; anything else `None`.
fn blank_or(text: &str, max: u64) -> Option<Option<u64>> {
    if text.is_empty() {
        Some(None)
    } else {
        number(text, max).map(Some)
    }
}

/// What a field of a list's line cannot be, in the current language: its header's name (as the
/// file writes it) and its text.
fn value_error(id: &str, label: Option<&str>, text: &str) -> String {
    let mut args = vec![("value", Arg::from(shown(text)))];
    args.extend(label.map(|label| ("column", Arg::from(label))));
    tr_args(id, &args)
}

fn shown(text: &str) -> String {
    let text: String = text.chars().take(24).collect();
    crate::text::printable(&text).into_owned()
}

fn name(field: Field) -> &'static str {
    use ListPool::*;
    match field {
        Field::Id => "ID Number",
        Field::Name => "Name",
        Field::Federation => "Fed",
        Field::Sex => "Sex",
        Field::Title => "Tit",
        Field::WomenTitle => "WTit",
        Field::OtherTitles => "OTit",
        Field::Foa => "FOA",
        Field::Rating(Standard) => "SRtng",
        Field::Games(Standard) => "SGm",
        Field::K(Standard) => "SK",
        Field::Rating(Rapid) => "RRtng",
        Field::Games(Rapid) => "RGm",
        Field::K(Rapid) => "Rk",
        Field::Rating(Blitz) => "BRtng",
        Field::Games(Blitz) => "BGm",
        Field::K(Blitz) => "BK",
        Field::Born => "B-day",
        Field::Flag => "Flag",
    }
}

// ---------------------------------------------------------------------------------------------
// The TXT files.

#[derive(Clone, Debug)]
struct Column {
    field: Field,
    /// In characters, from 0.
    start: usize,
    /// The header's token, naming the column in messages.
    token: String,
}

/// The header's columns: each from its token to the next one's, the last to the line's end.
struct Layout {
    columns: Vec<Column>,
    /// The header's length, the lines' full length.
    width: usize,
}

/// The months as a single list's header codes them.
const MONTHS: [&str; 12] = [
    "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
];

/// A month code, `DEC26`: the month and the year's last two digits (20YY).
pub fn month_code(token: &str) -> Option<ListMonth> {
    let bytes = token.as_bytes();
    if bytes.len() != 5 || !bytes[3..].iter().all(u8::is_ascii_digit) {
        return None;
    }
    let month = MONTHS
        .iter()
        .position(|m| m.eq_ignore_ascii_case(&token[..3]))?;
    ListMonth::new(2000 + token[3..].parse::<i16>().ok()?, month as i8 + 1)
}

/// The month code of a list's month, `DEC26`.
pub fn month_code_of(month: ListMonth) -> String {
    format!(
        "{}{:02}",
        MONTHS[(month.month - 1) as usize],
        month.year.rem_euclid(100)
    )
}

impl Layout {
    /// The layout a header line gives, and the file's kind and month.
    fn of(header: &str, pool: Option<ListPool>) -> Result<(Layout, ListHeader), ListProblem> {
        let header = header.trim_end();
        let mut tokens = Vec::new();
        let mut start = None;
        for (at, c) in header.chars().chain([' ']).enumerate() {
            match (c == ' ', start) {
                (false, None) => start = Some(at),
                (true, Some(from)) => {
                    tokens.push((from, header.chars().skip(from).take(at - from).collect()));
                    start = None;
                }
                _ => {}
            }
        }
        let tokens: Vec<(usize, String)> = tokens;
        match tokens.first() {
            Some((0, first)) if first.eq_ignore_ascii_case("ID") => {}
            _ => {
                return Err(ListProblem::NotAList(tr_args(
                    "error-list-first-line",
                    &[("value", shown(header).into())],
                )));
            }
        }
        let mut columns = Vec::new();
        let mut month = None;
        let mut after_month = 0;
        let mut single_token = String::new();
        for (at, token) in &tokens {
            use ListPool::*;
            let lower = token.to_ascii_lowercase();
            let field = if after_month > 0 {
                after_month += 1;
                match (after_month, lower.as_str()) {
                    (_, "b-day") => Field::Born,
                    (_, "flag") => Field::Flag,
                    (2, _) => Field::Games(Standard),
                    (3, _) => Field::K(Standard),
                    _ => {
                        return Err(ListProblem::UnknownHeader(tr_args(
                            "error-list-column-after-rating",
                            &[("value", shown(token).into())],
                        )));
                    }
                }
            } else {
                match lower.as_str() {
                    "id" => Field::Id,
                    "number" if columns.len() == 1 => continue,
                    "name" => Field::Name,
                    "fed" => Field::Federation,
                    "sex" => Field::Sex,
                    "tit" => Field::Title,
                    "wtit" => Field::WomenTitle,
                    "otit" => Field::OtherTitles,
                    "foa" => Field::Foa,
                    "srtng" => Field::Rating(Standard),
                    "sgm" => Field::Games(Standard),
                    "sk" => Field::K(Standard),
                    "rrtng" => Field::Rating(Rapid),
                    "rgm" => Field::Games(Rapid),
                    "rk" => Field::K(Rapid),
                    "brtng" => Field::Rating(Blitz),
                    "bgm" => Field::Games(Blitz),
                    "bk" => Field::K(Blitz),
                    "b-day" => Field::Born,
                    "flag" => Field::Flag,
                    _ => match month_code(token) {
                        Some(code) => {
                            month = Some(code);
                            after_month = 1;
                            single_token = token.clone();
                            Field::Rating(Standard)
                        }
                        None => {
                            return Err(ListProblem::UnknownHeader(tr_args(
                                "error-list-column",
                                &[("value", shown(token).into())],
                            )));
                        }
                    },
                }
            };
            if columns.iter().any(|column: &Column| column.field == field) {
                return Err(ListProblem::UnknownHeader(tr_args(
                    "error-list-column-twice",
                    &[("value", shown(token).into())],
                )));
            }
            columns.push(Column {
                field,
                start: *at,
                token: token.clone(),
            });
        }
        let has_foa = columns.iter().any(|column| column.field == Field::Foa);
        let has_name = columns.iter().any(|column| column.field == Field::Name);
        let kind = if month.is_some() {
            let pool = pool.ok_or_else(|| ListProblem::WhichPool(single_token.clone()))?;
            // A single list's columns are its pool's.
            for column in &mut columns {
                column.field = match column.field {
                    Field::Rating(_) => Field::Rating(pool),
                    Field::Games(_) => Field::Games(pool),
                    Field::K(_) => Field::K(pool),
                    field => field,
                };
            }
            ListKind::Single(pool)
        } else if has_foa {
            ListKind::Combined
        } else {
            ListKind::Legacy
        };
        if !has_name
            || !columns
                .iter()
                .any(|column| matches!(column.field, Field::Rating(_)))
        {
            return Err(ListProblem::UnknownHeader(tr(
                "error-list-no-name-or-rating",
            )));
        }
        let width = header
            .chars()
            .count()
            .max(columns.last().map_or(0, |c| c.start + 1));
        Ok((Layout { columns, width }, ListHeader { kind, month }))
    }
}

/// A line's characters, by column.
struct Chars<'a> {
    text: &'a str,
    /// Each character of more than one byte: its place (in characters) and how many bytes
    /// more than characters the line has up to its end, in order.
    wide: &'a [(usize, usize)],
    /// The characters.
    len: usize,
}

impl<'a> Chars<'a> {
    /// `room` holds the wide characters, kept from line to line (most lines have a few, in
    /// the name, or none).
    fn new(text: &'a str, room: &'a mut Vec<(usize, usize)>) -> Chars<'a> {
        room.clear();
        let bytes = text.as_bytes();
        let (mut at, mut extra) = (0, 0);
        // The ASCII after the last wide character is checked a word at a time.
        while !bytes[at..].is_ascii() {
            while bytes[at].is_ascii() {
                at += 1;
            }
            // A character's first byte says how long it is.
            let more = match bytes[at] {
                0xc0..=0xdf => 1,
                0xe0..=0xef => 2,
                _ => 3,
            };
            room.push((at - extra, extra + more));
            extra += more;
            at += 1 + more;
        }
        Chars {
            text,
            wide: room,
            len: text.len() - extra,
        }
    }

    fn len(&self) -> usize {
        self.len
    }

    /// The byte where the character `at` starts (the line's length from its end on).
    fn byte(&self, at: usize) -> usize {
        let extra = match self.wide.last() {
            None => 0,
            // Past the name, most often.
            Some(&(place, extra)) if place < at => extra,
            Some(_) => {
                let before = self.wide.partition_point(|&(place, _)| place < at);
                before.checked_sub(1).map_or(0, |last| self.wide[last].1)
            }
        };
        (at + extra).min(self.text.len())
    }

    #[inline]
    fn get(&self, start: usize, end: usize) -> &'a str {
        &self.text[self.byte(start)..self.byte(end.max(start))]
    }

    fn at(&self, at: usize) -> Option<char> {
        self.get(at, at + 1).chars().next()
    }
}

/// The columns of free text, whose values may hold spaces.
fn free_text(field: Field) -> bool {
    matches!(field, Field::Name | Field::OtherTitles)
}

/// The most characters the other titles push a line's columns right and it is still read.
const MAX_SHIFT: usize = 24;

impl Layout {
    /// The line read with the columns from `shift_from` on moved right by `shift`.
    fn read(&self, line: &Chars, shift_from: usize, shift: usize) -> Result<ListEntry, String> {
        let mut parts = Parts::default();
        let start =
            |index: usize| self.columns[index].start + if index >= shift_from { shift } else { 0 };
        let len = line.len();
        let count = self.columns.len();
        for (index, column) in self.columns.iter().enumerate() {
            let from = start(index);
            let to = if index + 1 < count {
                start(index + 1)
            } else {
                usize::MAX
            };
            let text = line.get(from, to.min(len));
            if !free_text(column.field) && !text.is_empty() {
                // A value starts under its header token and ends before the next column.
                let first_blank = text.starts_with(' ');
                let value = trim(text);
                if !value.is_empty()
                    && (first_blank
                        || trim_end(text).as_bytes().contains(&b' ')
                        || index + 1 < count && to <= len && !text.ends_with(' '))
                {
                    return Err(tr_args(
                        "error-list-misaligned",
                        &[
                            ("column", column.token.as_str().into()),
                            ("from", (from + 1).to_string().into()),
                            ("to", to.min(len).to_string().into()),
                            ("value", shown(text).into()),
                        ],
                    ));
                }
            }
            parts
                .set(column.field, text, &column.token)
                .map_err(|reason| {
                    tr_args(
                        "error-list-at-column",
                        &[
                            ("reason", reason.into()),
                            ("column", (from + 1).to_string().into()),
                        ],
                    )
                })?;
        }
        let width = self.width + shift;
        if len < width {
            let last_start = start(count - 1);
            if len < last_start && line.at(len - 1).is_some_and(|c| c != ' ') {
                let cut = (0..count)
                    .rev()
                    .find(|&index| start(index) < len)
                    .map_or(&self.columns[0].token, |index| &self.columns[index].token);
                return Err(tr_args(
                    "error-list-cut-short",
                    &[
                        ("at", len.to_string().into()),
                        ("column", cut.as_str().into()),
                    ],
                ));
            }
        }
        parts.finish()
    }

    /// The line read where the header puts it; else, when it is provably FIDE's other titles
    /// overflowing (a value longer than its column is written whole, pushing the rest right),
    /// read with the columns after the titles pushed: the line longer than the header by the
    /// push, the titles (letters and commas) running up to the columns pushed. Whether it was
    /// pushed.
    fn read_line(&self, line: &Chars) -> Result<(ListEntry, bool), String> {
        let first = match self.read(line, 0, 0) {
            Ok(entry) => return Ok((entry, false)),
            Err(reason) => reason,
        };
        let shift = line.len().saturating_sub(self.width);
        let titles = self
            .columns
            .iter()
            .position(|column| column.field == Field::OtherTitles)
            .filter(|&at| at + 1 < self.columns.len());
        let Some(titles) = titles.filter(|_| (1..=MAX_SHIFT).contains(&shift)) else {
            return Err(first);
        };
        let value = line.get(
            self.columns[titles].start,
            self.columns[titles + 1].start + shift,
        );
        let overflows = !value.ends_with(' ')
            && trim(value)
                .split(',')
                .all(|title| !title.is_empty() && title.bytes().all(|b| b.is_ascii_alphabetic()));
        if !overflows {
            return Err(first);
        }
        self.read(line, titles + 1, shift)
            .map(|entry| (entry, true))
    }
}

struct TextBody {
    reader: Box<dyn BufRead + Send>,
    /// The longest line read.
    limit: usize,
    layout: Layout,
    line: u64,
    bytes: u64,
    buf: Vec<u8>,
    /// The room of a line's [`Chars`].
    wide: Vec<(usize, usize)>,
}

impl TextBody {
    /// The header read; `skipped` the blank lines before it.
    fn open(
        mut reader: Box<dyn BufRead + Send>,
        pool: Option<ListPool>,
        skipped: Skipped,
        limit: usize,
    ) -> Result<(ListHeader, TextBody), ListProblem> {
        let mut buf = Vec::new();
        let bytes = read_line(&mut reader, &mut buf, limit)?;
        let text = super::decode_line(trim_line_end(&buf)).into_owned();
        let (layout, header) = Layout::of(&text, pool)?;
        Ok((
            header,
            TextBody {
                reader,
                limit,
                layout,
                line: skipped.lines + 1,
                bytes: skipped.bytes + bytes as u64,
                buf,
                wide: Vec::new(),
            },
        ))
    }

    fn next_entry(&mut self) -> Step {
        // Blank lines cost time, not memory: no more than a line's worth in a row.
        let mut blank = 0;
        loop {
            let read = match read_line(&mut self.reader, &mut self.buf, self.limit) {
                Ok(0) => return Step::End,
                Ok(read) => read,
                Err(error) => {
                    return Step::Fatal(ListLineError {
                        line: self.line + 1,
                        reason: tr_args(
                            "error-list-line-unreadable",
                            &[("reason", crate::i18n::Words(&error).to_string().into())],
                        ),
                    });
                }
            };
            self.line += 1;
            self.bytes += read as u64;
            let bytes = trim_line_end(&self.buf);
            if bytes.iter().all(|b| b.is_ascii_whitespace()) {
                blank += read;
                if blank > self.limit {
                    return Step::Fatal(ListLineError {
                        line: self.line,
                        reason: blank_run(self.limit),
                    });
                }
                continue;
            }
            let text = super::decode_line(bytes);
            let chars = Chars::new(&text, &mut self.wide);
            return match self.layout.read_line(&chars) {
                Ok((entry, false)) => Step::Entry(entry, None),
                Ok((entry, true)) => Step::Entry(entry, Some(self.line)),
                Err(reason) => Step::Bad(ListLineError {
                    line: self.line,
                    reason,
                }),
            };
        }
    }
}

fn blank_run(limit: usize) -> String {
    tr_args("error-list-blank-run", &[("max", limit.to_string().into())])
}

fn trim_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// One line into `buf` (with its end); its length, 0 at the end. A line longer than `limit`
/// bytes is an error.
fn read_line(reader: &mut dyn BufRead, buf: &mut Vec<u8>, limit: usize) -> io::Result<usize> {
    buf.clear();
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            return Ok(buf.len());
        }
        let (take, done) = match memchr::memchr(b'\n', available) {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        buf.extend_from_slice(&available[..take]);
        reader.consume(take);
        if buf.len() > limit {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                tr_args(
                    "error-list-line-too-long",
                    &[("max", limit.to_string().into())],
                ),
            ));
        }
        if done {
            return Ok(buf.len());
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The XML.

/// The input as UTF-8 for the XML parser: bytes that are not UTF-8 read as Windows-1252 (the
/// policy of every reader), and the bytes and lines counted.
struct Utf8Input {
    inner: Box<dyn BufRead + Send>,
    out: Vec<u8>,
    at: usize,
    /// The start of a UTF-8 sequence cut by the end of the inner buffer.
    tail: Vec<u8>,
    scratch: Vec<u8>,
    bytes: u64,
    /// Line ends handed to the parser.
    lines: u64,
    /// Bytes handed to the parser for the event being read, and the most it may take: the
    /// parser holds an event whole.
    event_bytes: usize,
    event_limit: usize,
    /// The event being read went beyond the limit.
    overlong: bool,
}

impl Utf8Input {
    fn refill(&mut self) -> io::Result<()> {
        self.out.clear();
        self.at = 0;
        let available = self.inner.fill_buf()?;
        let read = available.len();
        self.scratch.clear();
        self.scratch.append(&mut self.tail);
        self.scratch.extend_from_slice(available);
        self.inner.consume(read);
        self.bytes += read as u64;
        let mut rest = &self.scratch[..];
        while !rest.is_empty() {
            match std::str::from_utf8(rest) {
                Ok(_) => {
                    self.out.extend_from_slice(rest);
                    break;
                }
                Err(error) => {
                    let valid = error.valid_up_to();
                    self.out.extend_from_slice(&rest[..valid]);
                    match error.error_len() {
                        Some(bad) => {
                            let latin = encoding_rs::WINDOWS_1252
                                .decode_without_bom_handling(&rest[valid..valid + bad])
                                .0;
                            self.out.extend_from_slice(latin.as_bytes());
                            rest = &rest[valid + bad..];
                        }
                        _ if read == 0 => {
                            let latin = encoding_rs::WINDOWS_1252
                                .decode_without_bom_handling(&rest[valid..])
                                .0;
                            self.out.extend_from_slice(latin.as_bytes());
                            break;
                        }
                        _ => {
                            self.tail.extend_from_slice(&rest[valid..]);
                            break;
                        }
                    }
                }
            }
        }
        if self.out.is_empty() && read > 0 {
            return self.refill();
        }
        Ok(())
    }
}

impl Read for Utf8Input {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        super::read_buffered(self, buf)
    }
}

impl BufRead for Utf8Input {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.event_bytes > self.event_limit {
            // Said by `XmlBody::why`, which sees `overlong`.
            self.overlong = true;
            return Err(io::Error::from(io::ErrorKind::InvalidData));
        }
        if self.at >= self.out.len() {
            self.refill()?;
        }
        Ok(&self.out[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        let end = (self.at + amount).min(self.out.len());
        self.lines += memchr::memchr_iter(b'\n', &self.out[self.at..end]).count() as u64;
        self.event_bytes += end - self.at;
        self.at = end;
    }
}

struct XmlBody {
    reader: quick_xml::Reader<Utf8Input>,
    buf: Vec<u8>,
    /// Where a single list's `rating`, `games` and `k` go.
    pool: ListPool,
    /// The longest field.
    limit: usize,
    /// Elements elocalc does not read, skipped whole, and the first one's line and name.
    skipped: u64,
    first_skipped: Option<(u64, String)>,
}

/// Elements nested deeper than this inside one skipped are no list's: the parser holds every
/// open element's name.
const MAX_DEPTH: usize = 32;

/// The next event into `buf`, the input's count of its bytes started afresh.
fn next_event<'b>(
    reader: &mut quick_xml::Reader<Utf8Input>,
    buf: &'b mut Vec<u8>,
) -> quick_xml::Result<Event<'b>> {
    buf.clear();
    reader.get_mut().event_bytes = 0;
    reader.read_event_into(buf)
}

impl XmlBody {
    fn open(
        inner: Box<dyn BufRead + Send>,
        pool: Option<ListPool>,
        skipped: Skipped,
        limit: usize,
    ) -> Result<XmlBody, ListProblem> {
        let input = Utf8Input {
            inner,
            out: Vec::new(),
            at: 0,
            tail: Vec::new(),
            scratch: Vec::new(),
            bytes: skipped.bytes,
            lines: skipped.lines,
            event_bytes: 0,
            event_limit: limit,
            overlong: false,
        };
        let mut body = XmlBody {
            reader: quick_xml::Reader::from_reader(input),
            buf: Vec::new(),
            pool: pool.unwrap_or(ListPool::Standard),
            limit,
            skipped: 0,
            first_skipped: None,
        };
        loop {
            match next_event(&mut body.reader, &mut body.buf) {
                Ok(Event::Start(start)) if start.name().as_ref() == "playerslist" => {
                    return Ok(body);
                }
                Ok(Event::Start(start) | Event::Empty(start)) => {
                    return Err(ListProblem::NotAList(tr_args(
                        "error-list-xml-root",
                        &[("value", shown(start.name().as_ref()).into())],
                    )));
                }
                Ok(Event::Eof) => {
                    return Err(ListProblem::NotAList(tr("error-list-xml-no-list")));
                }
                Ok(_) => {}
                Err(error) => {
                    let why = body.why(error);
                    return Err(ListProblem::NotAList(tr_args(
                        "error-list-xml-unreadable",
                        &[("why", why.into())],
                    )));
                }
            }
        }
    }

    /// What the parser's error means: an event beyond the limit is said as such.
    fn why(&self, error: quick_xml::Error) -> String {
        if self.reader.get_ref().overlong {
            tr_args(
                "error-list-xml-too-long",
                &[("max", self.limit.to_string().into())],
            )
        } else {
            error.to_string()
        }
    }

    /// The parser's error at the current line.
    fn broken(&self, error: quick_xml::Error) -> ListLineError {
        let why = self.why(error);
        ListLineError {
            line: self.line(),
            reason: tr_args("error-list-xml-broken", &[("why", why.into())]),
        }
    }

    /// Skips the element just started with all it holds; `false` when the file ends inside it.
    fn skip(&mut self) -> Result<bool, ListLineError> {
        let mut depth = 1;
        while depth > 0 {
            match next_event(&mut self.reader, &mut self.buf) {
                Ok(Event::Start(_)) if depth == MAX_DEPTH => {
                    return Err(ListLineError {
                        line: self.line(),
                        reason: tr_args(
                            "error-list-xml-nested",
                            &[("max", MAX_DEPTH.to_string().into())],
                        ),
                    });
                }
                Ok(Event::Start(_)) => depth += 1,
                Ok(Event::End(_)) => depth -= 1,
                Ok(Event::Eof) => return Ok(false),
                Ok(_) => {}
                Err(error) => return Err(self.broken(error)),
            }
        }
        Ok(true)
    }

    fn ends_before_the_list_does(&self) -> Step {
        Step::Fatal(ListLineError {
            line: self.line(),
            reason: tr("error-list-xml-no-end"),
        })
    }

    fn note_skipped(&mut self, name: &str, line: u64) {
        self.skipped += 1;
        self.first_skipped
            .get_or_insert_with(|| (line, shown(name)));
    }

    fn field(pool: ListPool, tag: &str) -> Option<Field> {
        use ListPool::*;
        Some(match tag {
            "fideid" => Field::Id,
            "name" => Field::Name,
            "country" => Field::Federation,
            "sex" => Field::Sex,
            "title" => Field::Title,
            "w_title" => Field::WomenTitle,
            "o_title" => Field::OtherTitles,
            "foa_title" => Field::Foa,
            "rating" => Field::Rating(pool),
            "games" => Field::Games(pool),
            "k" => Field::K(pool),
            "rapid_rating" => Field::Rating(Rapid),
            "rapid_games" => Field::Games(Rapid),
            "rapid_k" => Field::K(Rapid),
            "blitz_rating" => Field::Rating(Blitz),
            "blitz_games" => Field::Games(Blitz),
            "blitz_k" => Field::K(Blitz),
            "birthday" => Field::Born,
            "flag" => Field::Flag,
            _ => return None,
        })
    }

    fn line(&self) -> u64 {
        self.reader.get_ref().lines + 1
    }

    fn next_entry(&mut self) -> Step {
        // The next <player>; any other element is skipped whole and counted.
        loop {
            let other = match next_event(&mut self.reader, &mut self.buf) {
                Ok(Event::Start(start)) if start.name().as_ref() == "player" => break,
                Ok(Event::Start(start)) => start.name().as_ref().to_string(),
                Ok(Event::Empty(start)) if start.name().as_ref() == "player" => {
                    return Step::Bad(ListLineError {
                        line: self.line(),
                        reason: tr("error-list-xml-empty-player"),
                    });
                }
                Ok(Event::Empty(start)) => {
                    let name = start.name().as_ref().to_string();
                    self.note_skipped(&name, self.line());
                    continue;
                }
                // The parser checks that it is </playerslist>.
                Ok(Event::End(_)) => return Step::End,
                Ok(Event::Eof) => return self.ends_before_the_list_does(),
                Ok(_) => continue,
                Err(error) => return Step::Fatal(self.broken(error)),
            };
            let line = self.line();
            self.note_skipped(&other, line);
            match self.skip() {
                Ok(true) => {}
                Ok(false) => return self.ends_before_the_list_does(),
                Err(error) => return Step::Fatal(error),
            }
        }
        let line = self.line();
        let pool = self.pool;
        let limit = self.limit;
        let mut parts = Parts::default();
        let mut field: Option<Field> = None;
        let mut text = String::new();
        let mut problem: Option<String> = None;
        let ends_inside = || {
            Step::Fatal(ListLineError {
                line,
                reason: tr("error-list-xml-ends-in-player"),
            })
        };
        loop {
            let event = match next_event(&mut self.reader, &mut self.buf) {
                Ok(event) => event,
                Err(error) => return Step::Fatal(self.broken(error)),
            };
            match event {
                Event::Start(start) => {
                    let tag = start.name().as_ref().to_string();
                    match XmlBody::field(pool, &tag) {
                        Some(known) if field.is_none() => {
                            field = Some(known);
                            text.clear();
                        }
                        // An element inside a field, or one elocalc does not know.
                        _ => {
                            let at = self.line();
                            if tag == "player" {
                                problem.get_or_insert(tr("error-list-xml-player-in-player"));
                            } else {
                                self.note_skipped(&tag, at);
                            }
                            match self.skip() {
                                Ok(true) => {}
                                Ok(false) => return ends_inside(),
                                Err(error) => return Step::Fatal(error),
                            }
                        }
                    }
                }
                Event::Empty(start) => {
                    let tag = start.name().as_ref().to_string();
                    match XmlBody::field(pool, &tag) {
                        Some(known) if field.is_none() => {
                            if let Err(reason) = parts.set(known, "", name(known)) {
                                problem.get_or_insert(reason);
                            }
                        }
                        _ if tag == "player" => {
                            problem.get_or_insert(tr("error-list-xml-player-in-player"));
                        }
                        _ => self.note_skipped(&tag, self.line()),
                    }
                }
                Event::Text(content) if field.is_some() => text.push_str(&content),
                Event::CData(content) if field.is_some() => text.push_str(&content),
                Event::GeneralRef(reference) if field.is_some() => {
                    match reference.resolve_char_ref() {
                        Ok(Some(c)) => text.push(c),
                        _ => match quick_xml::escape::resolve_predefined_entity(&reference) {
                            Some(resolved) => text.push_str(resolved),
                            None => {
                                problem.get_or_insert(tr_args(
                                    "error-list-xml-entity",
                                    &[("value", shown(&reference).into())],
                                ));
                            }
                        },
                    }
                }
                Event::End(end) if end.name().as_ref() == "player" => break,
                Event::End(_) => {
                    if let Some(field) = field.take()
                        && let Err(reason) = parts.set(field, &text, name(field))
                    {
                        problem.get_or_insert(reason);
                    }
                }
                Event::Eof => return ends_inside(),
                _ => {}
            }
            if let Some(open) = field
                && text.len() > limit
            {
                problem.get_or_insert(tr_args(
                    "error-list-xml-field-too-long",
                    &[
                        ("column", name(open).into()),
                        ("max", limit.to_string().into()),
                    ],
                ));
                field = None;
                text = String::new();
            }
        }
        match problem.map_or_else(|| parts.finish(), Err) {
            Ok(entry) => Step::Entry(entry, None),
            Err(reason) => Step::Bad(ListLineError { line, reason }),
        }
    }
}
