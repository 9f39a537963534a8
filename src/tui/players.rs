//! Field mode's players list: what `S` and `[` `]` do, and what its table draws, found when
//! the state changes so that the view only draws (no sorting, no report lines in a frame).

use crate::calc::trf::{FieldReport, PlayerResult};
use crate::i18n::{Lang, message_in, tr};
use crate::report::Cell;
use crate::report::field::PLAYER_COLUMN_IDS;
use crate::report::field::{K_CELLS, k_cells};
use crate::report::numbers::{points, said};
use crate::report::sheet::field_line;

/// What Field mode's players table draws: the players in the order shown (indices into the
/// report), each player's cells (by the report's index), each column's widest value, and the
/// width each column needs (its widest value or its title).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayersView {
    pub order: Vec<usize>,
    pub cells: Vec<Vec<Cell>>,
    pub values: [u16; COLUMNS],
    pub widest: [u16; COLUMNS],
    /// The one K changed since `cells` were made: the cells K decides are made from the report
    /// as they are drawn (a screenful, not ten thousand lines a key).
    pub k_from_report: bool,
}

impl PlayersView {
    /// Player `index`'s cells as the table draws them.
    pub fn line(&self, report: &FieldReport, index: usize) -> Vec<Cell> {
        let mut line = self.cells[index].clone();
        let result = &report.players[index];
        if let (true, Some(period)) = (self.k_from_report, &result.period) {
            let source = result.k.map(|(_, source)| source);
            for (column, cell) in K_CELLS.into_iter().zip(k_cells(period, source)) {
                if let Some(place) = line.get_mut(column) {
                    *place = cell;
                }
            }
        }
        line
    }
}

/// The width of each column [`k_cells`] fill, over every rated player: found from the players
/// with the extreme values (a number's width only grows with its size) and each K there is, so
/// that no line is written.
pub(crate) fn k_widths(report: &FieldReport) -> [u16; 4] {
    use crate::calc::trf::KSource;
    use crate::rating::PeriodOutcome;
    // Each period with where its K came from: a K from the list is written wider ("10 L").
    let periods = report.players.iter().filter_map(|result| {
        let source = result.k.map(|(_, source)| source);
        Some((result.period.as_ref()?, source))
    });
    let mut shown: Vec<(&PeriodOutcome, Option<KSource>)> = Vec::new();
    let mut ks: Vec<(u32, u32, bool)> = Vec::new();
    let extremes: [fn(&PeriodOutcome) -> f64; 3] = [
        |p| p.change_unrounded,
        |p| p.change.value(),
        |p| p.new_rating.value(),
    ];
    let mut low: [Option<(&PeriodOutcome, Option<KSource>)>; 3] = [None; 3];
    let mut high: [Option<(&PeriodOutcome, Option<KSource>)>; 3] = [None; 3];
    for (period, source) in periods {
        let listed = matches!(source, Some(KSource::List(_)));
        let k = (period.k.value(), period.k_effective, listed);
        if !ks.contains(&k) {
            ks.push(k);
            shown.push((period, source));
        }
        for (value, (low, high)) in extremes.iter().zip(low.iter_mut().zip(high.iter_mut())) {
            if low.is_none_or(|(other, _)| value(period) < value(other)) {
                *low = Some((period, source));
            }
            if high.is_none_or(|(other, _)| value(period) > value(other)) {
                *high = Some((period, source));
            }
        }
    }
    shown.extend(low.into_iter().chain(high).flatten());
    let mut widths = [0; 4];
    for (period, source) in shown {
        for (width, cell) in widths.iter_mut().zip(k_cells(period, source)) {
            *width = (*width).max(text_width(&cell.text));
        }
    }
    widths
}

/// The file's own columns, after the report's: the final rank and the points of all games.
pub(crate) const RANK: usize = 14;
pub(crate) const FILE_POINTS: usize = 15;
pub(crate) const COLUMNS: usize = 16;
/// The report's column of names.
pub(crate) const NAME: usize = 1;

/// What the Field mode's players are ordered by (`s` moves on to the next).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FieldSort {
    #[default]
    StartRank,
    Rating,
    Change,
    NewRating,
    Performance,
    Name,
}

impl FieldSort {
    pub const ALL: [FieldSort; 6] = [
        FieldSort::StartRank,
        FieldSort::Rating,
        FieldSort::Change,
        FieldSort::NewRating,
        FieldSort::Performance,
        FieldSort::Name,
    ];

    /// How the order is said, in the language: "by rating".
    pub fn title(self) -> String {
        tr(match self {
            FieldSort::StartRank => "sort-start-rank",
            FieldSort::Rating => "sort-rating",
            FieldSort::Change => "sort-change",
            FieldSort::NewRating => "sort-new-rating",
            FieldSort::Performance => "sort-performance",
            FieldSort::Name => "sort-name",
        })
    }

    pub fn next(self) -> FieldSort {
        let index = FieldSort::ALL.iter().position(|&s| s == self).unwrap_or(0);
        FieldSort::ALL[(index + 1) % FieldSort::ALL.len()]
    }
}

/// The players (indices into the report) in the order `sort` gives, `reverse`d or not.
pub fn order(report: &FieldReport, sort: FieldSort, reverse: bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..report.players.len()).collect();
    let players = &report.players;
    match sort {
        FieldSort::StartRank => {}
        FieldSort::Name => {
            order.sort_by_cached_key(|&index| report.player(&players[index]).name.to_lowercase())
        }
        // Each player's number found once, not at every comparison.
        _ => {
            let mut keyed: Vec<(Option<f64>, usize)> = order
                .iter()
                .map(|&index| (sort_number(report, sort, index), index))
                .collect();
            keyed.sort_unstable_by(|&(x, a), &(y, b)| {
                numbers_in_order(x, y, reverse).then(a.cmp(&b))
            });
            order = keyed.into_iter().map(|(_, index)| index).collect();
        }
    }
    if reverse && matches!(sort, FieldSort::StartRank | FieldSort::Name) {
        order.reverse();
    }
    order
}

/// How players `a` and `b` (indices into the report) are ordered by the number `sort` sorts
/// by: highest first (reversed, lowest first), a player without the value last, ties by rank.
pub(crate) fn by_number(
    report: &FieldReport,
    sort: FieldSort,
    reverse: bool,
    a: usize,
    b: usize,
) -> std::cmp::Ordering {
    let (x, y) = (sort_number(report, sort, a), sort_number(report, sort, b));
    numbers_in_order(x, y, reverse).then(a.cmp(&b))
}

/// The number a player (an index into the report) is sorted by, if they have it.
fn sort_number(report: &FieldReport, sort: FieldSort, index: usize) -> Option<f64> {
    let result = &report.players[index];
    match sort {
        FieldSort::Rating => report.player(result).rating.map(f64::from),
        FieldSort::Change => result.period.map(|p| p.change_unrounded),
        FieldSort::NewRating => result.period.map(|p| p.new_rating.value()),
        FieldSort::Performance => result.performance.and_then(|p| p.rating),
        FieldSort::StartRank | FieldSort::Name => None,
    }
}

/// Two players' numbers in the order shown, before ties: highest first (`reverse`: lowest
/// first), and a number before none.
fn numbers_in_order(x: Option<f64>, y: Option<f64>, reverse: bool) -> std::cmp::Ordering {
    match (x, y) {
        (Some(x), Some(y)) if reverse => x.total_cmp(&y),
        (Some(x), Some(y)) => y.total_cmp(&x),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    }
}

/// The column the players are ordered by, and whether it is the usual way round (numbers
/// highest first, ranks and names from the first).
pub(crate) fn sort_column(sort: FieldSort) -> usize {
    match sort {
        FieldSort::StartRank => 0,
        FieldSort::Name => NAME,
        FieldSort::Rating => 4,
        FieldSort::Change => 10,
        FieldSort::NewRating => 11,
        FieldSort::Performance => 12,
    }
}

pub(crate) fn column_title_id(column: usize) -> &'static str {
    match column {
        RANK => "field-column-rank",
        FILE_POINTS => "field-column-pts",
        13 => "field-column-first",
        _ => PLAYER_COLUMN_IDS[column],
    }
}

/// How wide a column's title is in the widest language (the widths are found once, and hold
/// when `L` changes the language); the `sorted` column's has its marker after it.
pub(crate) fn title_width(column: usize, sorted: usize) -> u16 {
    let widest = Lang::ALL
        .into_iter()
        .map(|lang| text_width(&message_in(lang, column_title_id(column), &[])))
        .max()
        .unwrap_or(0);
    widest + if column == sorted { 2 } else { 0 }
}

/// The widest value of each column, over every player's cells (in one pass over them).
pub(crate) fn value_widths(cells: &[Vec<Cell>]) -> [u16; COLUMNS] {
    let mut widest = [0; COLUMNS];
    for line in cells {
        for (width, cell) in widest.iter_mut().zip(line) {
            *width = (*width).max(text_width(&cell.text));
        }
    }
    widest
}

/// The widest value of one column, over every player's cells.
pub(crate) fn value_width(cells: &[Vec<Cell>], column: usize) -> u16 {
    cells
        .iter()
        .filter_map(|line| line.get(column))
        .map(|cell| text_width(&cell.text))
        .max()
        .unwrap_or(0)
}

/// A player's cells: the report's, then the file's rank (blank where the file gives none, or
/// 0) and points (of every game, byes too; the report's points are the rated games').
pub(crate) fn cells(report: &FieldReport, result: &PlayerResult) -> Vec<Cell> {
    let player = report.player(result);
    let mut cells = field_line(report, result).cells;
    cells.truncate(14);
    // A player the list says otherwise of is marked before the name, which shortening keeps.
    if report
        .list_differences
        .iter()
        .any(|difference| difference.index == result.index)
        && let Some(name) = cells.get_mut(NAME)
    {
        name.text = format!("! {}", name.text).into();
    }
    cells.push(Cell::plain(
        player
            .file_rank
            .filter(|&rank| rank > 0)
            .map_or_else(String::new, |rank| rank.to_string()),
    ));
    cells.push(Cell::plain(
        player.file_points.map_or_else(String::new, |tenths| {
            said(&points(f64::from(tenths) / 10.0))
        }),
    ));
    cells
}

pub(crate) fn text_width(text: &str) -> u16 {
    let count = if text.is_ascii() {
        text.len()
    } else {
        text.chars().count()
    };
    count.min(usize::from(u16::MAX)) as u16
}
