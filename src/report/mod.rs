//! One model of every result, and the faces it is written in. A [`Sheet`] is what people read
//! about a result: a title, sections of labelled lines, and notes, each worded once (in
//! [`words`] and each family's module). It is written as aligned text ([`text`]), CSV ([`csv`])
//! and Markdown ([`markdown`]), and the terminal UI draws the same lines. JSON is the stable
//! contract for scripts and keeps its own keys.
//!
//! Each family of results has one module holding its sheet and its JSON side by side, both
//! made from the same outcome, so that they cannot say different things: [`game`], [`period`]
//! (with Tournament mode's performance and targets), [`multi`], [`initial`], [`performance`],
//! [`norm`], [`need`], [`k`], [`field`] (a TRF report), [`trf_period`] (several TRF files as one
//! period), [`sessions`] (another rating system's answer words itself: `calc::systems`);
//! [`evaluation`] picks the family of a request's result. [`sheet`] and [`json`] name them all
//! as the faces call them.

pub(crate) mod common;
pub mod csv;
pub mod entries;
mod error_words;
pub mod evaluation;
pub mod events;
pub mod field;
pub mod game;
pub mod ids;
pub mod initial;
pub mod json;
pub mod k;
pub mod left_out;
pub mod lists;
pub mod markdown;
pub mod multi;
pub mod names;
pub mod need;
pub mod norm;
pub mod performance;
pub mod period;
pub mod period_files;
pub mod player;
pub mod sessions;
pub mod sheet;
pub mod systems;
pub mod text;
pub mod trf_period;
pub mod words;

pub use k::KReport;
pub use performance::PerformanceReport;
pub use sessions::SessionsReport;

pub use sheet::{Cell, CsvShape, Key, Line, LineSource, Lines, Section, Sheet, Tone, numbers};

use std::fmt;
use std::io;
use std::path::Path;
use std::str::FromStr;

/// A file format results are exported in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Csv,
    Markdown,
    Json,
}

/// A format name that is not one of elocalc's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct UnknownFormat(pub String);

impl fmt::Display for UnknownFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The catalogue names the values (csv, md or json) with its language's "or".
        crate::i18n::say(f, "error-format", &[("value", self.0.as_str().into())])
    }
}

impl Format {
    /// The format a file name asks for: `.csv`, `.md` / `.markdown`, `.json`.
    pub fn of_path(path: &Path) -> Option<Format> {
        path.extension()?.to_str()?.parse().ok()
    }
}

impl FromStr for Format {
    type Err = UnknownFormat;
    fn from_str(text: &str) -> Result<Format, UnknownFormat> {
        match text.trim().to_ascii_lowercase().as_str() {
            "csv" => Ok(Format::Csv),
            "md" | "markdown" => Ok(Format::Markdown),
            "json" => Ok(Format::Json),
            _ => Err(UnknownFormat(text.to_string())),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Csv => "csv",
            Format::Markdown => "md",
            Format::Json => "json",
        })
    }
}

/// A result as elocalc can write it: the sheet people read and the JSON scripts read.
pub trait Report {
    fn sheet(&self) -> Sheet<'_>;
    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()>;
}

/// Writes `report` as text for people (`None`) or in `format`.
pub fn write(
    report: &dyn Report,
    format: Option<Format>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    match format {
        None => text::write(&report.sheet(), out),
        // A spreadsheet's and JSON's words never change with the language: scripts read them.
        Some(Format::Csv) => {
            crate::i18n::with_lang(crate::i18n::Lang::En, || csv::write(&report.sheet(), out))
        }
        Some(Format::Markdown) => markdown::write(&report.sheet(), out),
        Some(Format::Json) => {
            crate::i18n::with_lang(crate::i18n::Lang::En, || report.write_json(out))
        }
    }
}

/// `report` in `format` (`None`: text for people), as a string.
pub fn render(report: &dyn Report, format: Option<Format>) -> String {
    let mut out = Vec::new();
    write(report, format, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("every face writes UTF-8")
}
