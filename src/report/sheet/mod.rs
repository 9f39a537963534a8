//! What people read about a result: a title, sections of labelled lines, and notes — the one
//! model every face draws (the terminal UI) or writes (text, CSV, Markdown), and how numbers are
//! written for people. Each family of results fills it in its own module of `report`; below, every
//! result's sheet by the names the faces use.

pub mod json;
pub mod numbers;

use std::borrow::Cow;

use crate::i18n::tr;
use crate::rating::Score;

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

    /// Gives the cell `tone` and the text `write` writes, in the room of its text before.
    pub fn write(&mut self, tone: Tone, write: impl FnOnce(&mut String)) {
        self.tone = tone;
        if let Cow::Borrowed(_) = self.text {
            self.text = Cow::Owned(String::new());
        }
        let text = self.text.to_mut();
        text.clear();
        write(text);
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
    /// Lines made one at a time as they are written.
    Made(&'a dyn LineSource),
}

/// Lines too many to keep, each made when it is written (a period's games).
pub trait LineSource: std::fmt::Debug {
    fn count(&self) -> usize;

    /// Line `index` made in `line`, in the room of the line made there before: a writer that
    /// goes through a million lines then makes no new strings for each.
    fn line_in(&self, index: usize, line: &mut Line);

    /// Line `index`.
    fn line(&self, index: usize) -> Line {
        let mut line = Line::new(Key::Item, Vec::new());
        self.line_in(index, &mut line);
        line
    }
}

/// How a section's lines go into the one table a CSV is: a spreadsheet reads one header row,
/// then rows, each column of one kind.
#[derive(Clone, Debug, PartialEq)]
pub enum CsvShape {
    /// Each line's data rows are rows of the table, under the section's header.
    Rows,
    /// As [`CsvShape::Rows`], under these columns instead of the header people read (a section
    /// of facts whose lines are items, as the targets).
    RowsUnder(Vec<String>),
    /// As [`CsvShape::Rows`], each row with `value` in `column` too (an event's games, the
    /// event's name).
    RowsIn { column: String, value: String },
    /// Labelled values: the section is one row, named by its title, each label a column.
    Facts,
    /// Labelled values for each side (the header's columns after the first): a row for each
    /// side, named by its column; a line with one value holds for every side.
    Sides,
    /// Only people read it (how a value was found, in words): not in a CSV.
    Left,
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
    pub csv: CsvShape,
}

impl Section<'_> {
    /// The lines, in order.
    pub fn lines(&self) -> Box<dyn Iterator<Item = Cow<'_, Line>> + '_> {
        match &self.lines {
            Lines::Fixed(lines) => Box::new(lines.iter().map(Cow::Borrowed)),
            Lines::Made(source) => {
                Box::new((0..source.count()).map(|index| Cow::Owned(source.line(index))))
            }
        }
    }

    /// Gives `each` every line, in order; a made line is made in the room of the one before.
    pub fn each_line<E>(&self, mut each: impl FnMut(&Line) -> Result<(), E>) -> Result<(), E> {
        match &self.lines {
            Lines::Fixed(lines) => lines.iter().try_for_each(each),
            Lines::Made(source) => {
                let mut line = Line::new(Key::Item, Vec::new());
                for index in 0..source.count() {
                    source.line_in(index, &mut line);
                    each(&line)?;
                }
                Ok(())
            }
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

// --- The shapes results share, and the titles faces find their sections by ---

/// Section titles, by which faces find a section.
pub const GAME: &str = "Game";
pub const SCENARIOS: &str = "If the game ends";
pub const HOW: &str = "How";
pub const GAMES: &str = "Games";
pub const TOTALS: &str = "Totals";
pub const TARGETS: &str = "Targets";
pub const RESULT: &str = "Result";
pub const REQUIREMENTS: &str = "Requirements";

/// A section of label–value lines, shown without a header.
pub fn facts<'a>(title: &'static str, lines: Vec<Line>) -> Section<'a> {
    Section {
        title,
        header: vec![tr("header-item"), tr("header-value")],
        show_header: false,
        right: Vec::new(),
        lines: Lines::Fixed(lines),
        csv: CsvShape::Facts,
    }
}

/// A scenario's label, "Win for you", strong for the result that was played.
pub fn scenario_label(score: Score, played: Option<Score>) -> Cell {
    let tone = if Some(score) == played {
        Tone::Strong
    } else {
        Tone::Plain
    };
    let id = match score {
        Score::Win => "scenario-win",
        Score::Draw => "scenario-draw",
        Score::Loss => "scenario-loss",
    };
    Cell::new(tr(id), tone)
}

/// A score's name ("Win"), in the language people read.
pub fn score_name(score: Score) -> String {
    tr(match score {
        Score::Win => "score-win",
        Score::Draw => "score-draw",
        Score::Loss => "score-loss",
    })
}

/// A section's title as people read it (the titles themselves, which faces find sections by,
/// stay as they are); a title with no words of its own ("K") as it is.
pub fn shown_title(title: &str) -> Cow<'_, str> {
    let id = match title {
        GAME => "mode-game",
        SCENARIOS => "section-scenarios",
        HOW => "section-how",
        RESULT => "section-result",
        GAMES => "section-games",
        TOTALS => "section-totals",
        TARGETS => "section-targets",
        REQUIREMENTS => "section-requirements",
        // The other commands' sections (report's PERFORMANCE, INITIAL, player's, lists', …).
        "Performance" => "row-performance",
        "Initial rating" => "report-initial-title-short",
        "Player" => "report-section-player",
        "Ratings" => "report-section-ratings",
        "History" => "report-section-history",
        "Matches" => "report-section-matches",
        "Months" => "report-section-months",
        "Import" => "report-section-import",
        "Sessions" => "report-section-sessions",
        "Event" => "report-section-event",
        "Events" => "report-section-events",
        "Files" => "report-section-files",
        "Players" => "field-players",
        _ => return Cow::Borrowed(title),
    };
    Cow::Owned(tr(id))
}

/// A game for both players: each side's values, what each result would bring, how each
/// change was found.
pub fn both_sides<'a>(
    players: Vec<Line>,
    scenarios: Vec<Line>,
    how: Vec<Line>,
) -> Vec<Section<'a>> {
    let sides = |first: String| vec![first, tr("side-you"), tr("side-opponent")];
    vec![
        Section {
            title: GAME,
            header: sides(String::new()),
            show_header: true,
            right: vec![1, 2],
            lines: Lines::Fixed(players),
            csv: CsvShape::Sides,
        },
        Section {
            title: SCENARIOS,
            header: sides(tr("section-scenarios")),
            show_header: true,
            right: vec![1, 2],
            lines: Lines::Fixed(scenarios),
            csv: CsvShape::Sides,
        },
        Section {
            csv: CsvShape::Left,
            ..facts(HOW, how)
        },
    ]
}

/// A result's facts, then its games when there are any: numbers all, right-aligned, but for a
/// note in words in the last column when `noted`.
pub fn result_and_games<'a>(
    facts_lines: Vec<Line>,
    header: Vec<String>,
    noted: bool,
    games: Vec<Line>,
) -> Vec<Section<'a>> {
    let mut sections = vec![facts(RESULT, facts_lines)];
    if !games.is_empty() {
        sections.push(Section {
            title: GAMES,
            right: (0..header.len() - usize::from(noted)).collect(),
            header,
            show_header: true,
            lines: Lines::Fixed(games),
            csv: CsvShape::Rows,
        });
    }
    sections
}

// --- Every result's sheet, by the names the faces use (each written beside its JSON) ---

pub use super::evaluation::sheet as of_evaluation;
pub use super::field::{PLAYER_COLUMNS, PLAYERS, field, field_line, field_notes};
pub use super::game::sheet as game;
pub use super::initial::{INITIAL, sheet as initial};
pub use super::k::sheet as k_factor;
pub use super::multi::sheet as multi;
pub use super::need::sheet as need;
pub use super::norm::{NORM_GAMES, sheet as norm};
pub use super::performance::{PERFORMANCE, sheet as performance};
pub use super::period::{GAME_COLUMNS, game_line, sheet as period};
pub use super::sessions::{SESSION_COLUMNS, SESSIONS, session_line, sessions};
