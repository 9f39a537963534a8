//! One model of every result, and the faces it is written in. A [`Sheet`] is what people read
//! about a result: a title, sections of labelled lines, and notes, each worded once (in
//! [`words`] and each family's module). It is written as aligned text ([`text`]), CSV ([`csv`])
//! and Markdown ([`markdown`]), and the terminal UI draws the same lines. JSON is the stable
//! contract for scripts and keeps its own keys.
//!
//! Each family of results has one module holding its sheet and its JSON side by side, both
//! made from the same outcome, so that they cannot say different things: [`game`], [`period`]
//! (with Tournament mode's performance and targets), [`multi`], [`initial`], [`performance`],
//! [`norm`], [`need`], [`k`], [`field`] (a TRF report), [`sessions`], [`glicko2`], [`uschess`];
//! [`evaluation`] picks the family of a request's result. [`sheet`] and [`json`] name them all
//! as the faces call them.

pub(crate) mod common;
pub mod csv;
pub mod evaluation;
pub mod field;
pub mod game;
pub mod glicko2;
pub mod initial;
pub mod json;
pub mod k;
pub mod markdown;
pub mod multi;
pub mod need;
pub mod norm;
pub mod numbers;
pub mod performance;
pub mod period;
pub mod sessions;
pub mod sheet;
pub mod text;
pub mod uschess;
pub mod words;

pub use k::KReport;
pub use performance::PerformanceReport;
pub use sessions::SessionsReport;

use std::borrow::Cow;
use std::fmt;
use std::io;
use std::path::Path;
use std::str::FromStr;

use crate::calc::Period;

/// How a value should stand out: the terminal UI colours by it; text, CSV and Markdown do not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tone {
    #[default]
    Plain,
    /// The value the line is about (a new rating, the result as played).
    Strong,
    Gain,
    Loss,
    /// Something the reader must notice (a rating below 1400, a game not rated).
    Warning,
    /// Secondary: how a value was found.
    Muted,
}

impl Tone {
    /// Gain, loss or plain, by the sign of a change.
    pub fn of_change(value: f64) -> Tone {
        if value > 0.0 {
            Tone::Gain
        } else if value < 0.0 {
            Tone::Loss
        } else {
            Tone::Plain
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Cell {
    /// Fixed words ("—", "0.5") are borrowed: a period may have a million lines.
    pub text: Cow<'static, str>,
    pub tone: Tone,
}

impl Cell {
    pub fn new(text: impl Into<Cow<'static, str>>, tone: Tone) -> Cell {
        Cell {
            text: text.into(),
            tone,
        }
    }

    pub fn plain(text: impl Into<Cow<'static, str>>) -> Cell {
        Cell::new(text, Tone::Plain)
    }
}

/// What a line holds, so that a face with little room can pick the lines it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    Rating,
    K,
    Score,
    Difference,
    Expected,
    Change,
    NewRating,
    Games,
    Average,
    Points,
    Performance,
    Ra,
    P,
    Dp,
    Published,
    /// What the remaining games must bring, and the ratings if all are won or lost.
    Needed,
    AllWon,
    AllLost,
    /// A norm requirement, the verdict.
    Requirement,
    Verdict,
    Note,
    /// A game of a period, a scenario of a game, a side's derivation, a listed session.
    Item,
    /// Values only the data exports carry (the pool and rating a title already names).
    Data,
}

/// One line: the cells people read (the first is the label in a section of facts) and, where
/// they differ, the plain values a spreadsheet gets.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub key: Key,
    pub cells: Vec<Cell>,
    /// How the value was found ("(Σ opponents + 2 × 1800) / (5 + 2)"), written after it.
    pub how: Option<String>,
    /// `None`: the data are the cells' texts; otherwise these rows instead (none at all for a
    /// line only people read).
    pub data: Option<Vec<Vec<String>>>,
}

impl Line {
    pub fn new(key: Key, cells: Vec<Cell>) -> Line {
        Line {
            key,
            cells,
            how: None,
            data: None,
        }
    }

    /// The same line with how its value was found.
    pub fn with_how(mut self, how: impl Into<String>) -> Line {
        self.how = Some(how.into());
        self
    }

    /// A label and its value.
    pub fn fact(key: Key, label: &str, value: Cell) -> Line {
        Line::new(key, vec![Cell::plain(label.to_string()), value])
    }

    /// The same line with other rows for the data exports.
    pub fn with_data(mut self, data: Vec<Vec<String>>) -> Line {
        self.data = Some(data);
        self
    }

    /// Rows of plain values for a spreadsheet.
    pub fn data_rows(&self) -> Vec<Vec<String>> {
        match &self.data {
            Some(rows) => rows.clone(),
            None => vec![
                self.cells
                    .iter()
                    .map(|cell| cell.text.to_string())
                    .collect(),
            ],
        }
    }

    /// Whether people see this line (data-only lines have no cells).
    pub fn is_shown(&self) -> bool {
        !self.cells.is_empty()
    }
}

/// The lines of a section: written out, or a period's games, made one by one as they are
/// written (a period may have a million).
#[derive(Clone, Debug)]
pub enum Lines<'a> {
    Fixed(Vec<Line>),
    Games(&'a Period),
}

#[derive(Clone, Debug)]
pub struct Section<'a> {
    pub title: &'static str,
    /// Column titles; a section of facts has the label column first.
    pub header: Vec<String>,
    /// Whether people see the header (a section of facts needs none).
    pub show_header: bool,
    /// Columns aligned right in text.
    pub right: Vec<usize>,
    pub lines: Lines<'a>,
}

impl Section<'_> {
    /// The lines, in order.
    pub fn lines(&self) -> Box<dyn Iterator<Item = Cow<'_, Line>> + '_> {
        match &self.lines {
            Lines::Fixed(lines) => Box::new(lines.iter().map(Cow::Borrowed)),
            Lines::Games(period) => Box::new(
                period
                    .lines()
                    .enumerate()
                    .map(|(index, game)| Cow::Owned(period::game_line(index, &game))),
            ),
        }
    }

    /// The line holding `key`, if the section has one.
    pub fn line(&self, key: Key) -> Option<Cow<'_, Line>> {
        self.lines().find(|line| line.key == key)
    }
}

/// What people read about one result.
#[derive(Clone, Debug)]
pub struct Sheet<'a> {
    pub title: String,
    pub sections: Vec<Section<'a>>,
    /// Sentences about the result as a whole (a rating below 1400, a game not rated).
    pub notes: Vec<String>,
}

impl<'a> Sheet<'a> {
    pub fn section(&self, title: &str) -> Option<&Section<'a>> {
        self.sections.iter().find(|section| section.title == title)
    }
}

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
