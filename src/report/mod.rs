//! One model of every result, and the faces it is written in. A [`Sheet`] is what people read
//! about a result: a title, sections of labelled lines, and notes, each worded once (in
//! [`words`] and [`sheet`]). It is written as aligned text ([`text`]), CSV ([`csv`]) and
//! Markdown ([`markdown`]), and the terminal UI draws the same lines. JSON ([`json`]) is the
//! stable contract for scripts and keeps its own keys.

pub mod csv;
pub mod json;
pub mod markdown;
pub mod sheet;
pub mod text;
pub mod words;

use std::fmt;
use std::io;
use std::path::Path;
use std::str::FromStr;

pub use crate::sheet::{Cell, Key, Line, LineSource, Lines, Section, Sheet, Tone, numbers};

/// A file format results are exported in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Csv,
    Markdown,
    Json,
}

/// A format name that is not one of elocalc's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("format '{0}' must be {names}", names = Format::NAMES)]
pub struct UnknownFormat(pub String);

impl Format {
    pub const NAMES: &str = "csv, md or json";

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
        Some(Format::Csv) => csv::write(&report.sheet(), out),
        Some(Format::Markdown) => markdown::write(&report.sheet(), out),
        Some(Format::Json) => report.write_json(out),
    }
}

/// `report` in `format` (`None`: text for people), as a string.
pub fn render(report: &dyn Report, format: Option<Format>) -> String {
    let mut out = Vec::new();
    write(report, format, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("every face writes UTF-8")
}

impl Report for crate::calc::Evaluation {
    fn sheet(&self) -> Sheet<'_> {
        sheet::of_evaluation(self).unwrap_or_else(|| Sheet {
            title: self.problem().map(ToString::to_string).unwrap_or_default(),
            sections: Vec::new(),
            notes: Vec::new(),
        })
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json::evaluation(self, out)
    }
}

impl Report for crate::calc::NormAnswer {
    fn sheet(&self) -> Sheet<'_> {
        sheet::norm(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json::norm(self, out)
    }
}

impl Report for crate::calc::trf::FieldReport {
    fn sheet(&self) -> Sheet<'_> {
        sheet::field(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json::field(self, out)
    }
}

impl Report for crate::calc::NeedAnswer {
    fn sheet(&self) -> Sheet<'_> {
        sheet::need(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json::need(self, out)
    }
}

/// A performance rating over some games, in `pool`.
pub struct PerformanceReport<'a> {
    pub pool: crate::rating::Pool,
    pub performance: &'a crate::rating::Performance,
}

impl Report for PerformanceReport<'_> {
    fn sheet(&self) -> Sheet<'_> {
        sheet::performance(self.pool, self.performance)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json::performance(self.performance, out)
    }
}

/// K under FIDE's rules and the rule that decided it.
pub struct KReport {
    pub k: crate::rating::KFactor,
    pub rule: crate::rating::KRule,
}

impl Report for KReport {
    fn sheet(&self) -> Sheet<'_> {
        sheet::k_factor(self.k, self.rule)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json::k_factor(self.k, self.rule, out)
    }
}

/// The saved sessions as listed, with their times shown in the user's time zone.
pub struct SessionsReport<'a>(pub &'a [crate::store::Listing]);

impl Report for SessionsReport<'_> {
    fn sheet(&self) -> Sheet<'_> {
        sheet::sessions(self.0, crate::store::time::shown_local)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        json::sessions(self.0, out)
    }
}
