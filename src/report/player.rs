//! A player of FIDE's rating list (`elocalc player`): their three ratings with games and K,
//! titles, federation, year of birth and flag on a month's list, and their ratings over the
//! months held — or, when a name is several players', each of them. The sheet and the JSON,
//! side by side.

use std::io;

use serde::Serialize;

use super::common::{facts, render};
use super::numbers::DASH;
use super::{Cell, CsvShape, Key, Line, Lines, Report, Section, Sheet, Tone};
use crate::i18n::{tr, tr_args};
use crate::rating::list::{ListEntry, ListFlag, ListMonth, ListRating};

/// A month of a player's history: the standard, rapid and blitz ratings held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryMonth {
    pub month: ListMonth,
    pub standard: Option<u16>,
    pub rapid: Option<u16>,
    pub blitz: Option<u16>,
}

/// What `elocalc player` found: one player with their history, or several.
#[derive(Clone, Debug)]
pub enum PlayerReport {
    One {
        month: ListMonth,
        entry: ListEntry,
        history: Vec<HistoryMonth>,
    },
    /// Several players answer the query, best first, each on `month`'s list.
    Several {
        month: ListMonth,
        matches: Vec<ListEntry>,
        /// More players answer than are listed.
        more: bool,
        /// How many players who answer are not listed (`player` without `--all`).
        left_out: usize,
        /// Whether every player who answers was counted (a search stops at so many).
        counted: bool,
    },
}

pub const RATINGS: &str = "Ratings";
pub const HISTORY: &str = "History";
pub const MATCHES: &str = "Matches";
pub const PLAYER: &str = "Player";

/// The three lists' names, as the sheet heads them.
fn lists() -> [String; 3] {
    [
        "report-list-standard",
        "report-list-rapid",
        "report-list-blitz",
    ]
    .map(tr)
}

/// A flag in words.
fn flag_words(flag: Option<ListFlag>) -> String {
    match flag {
        Some(ListFlag::Inactive) => tr("report-flag-inactive"),
        Some(ListFlag::Woman) => tr("report-flag-woman"),
        Some(ListFlag::WomanInactive) => tr("report-flag-woman-inactive"),
        None => String::new(),
    }
}

/// A player's titles in one cell: "GM", "WGM · IA, FA", "AGM (FOA)".
fn titles(entry: &ListEntry) -> String {
    let mut parts: Vec<String> = [&entry.title, &entry.women_title]
        .into_iter()
        .flatten()
        .filter(|title| !title.is_empty())
        .cloned()
        .collect();
    parts.dedup();
    if !entry.other_titles.is_empty() {
        parts.push(entry.other_titles.join(", "));
    }
    if let Some(foa) = &entry.foa_title {
        parts.push(format!("{foa} (FIDE Online Arena)"));
    }
    parts.join(" · ")
}

fn or_dash(text: Option<String>) -> Cell {
    match text {
        Some(text) => Cell::plain(text),
        None => Cell::new(DASH, Tone::Muted),
    }
}

/// A rating's cells: rating, games, K.
fn rating_cells(rating: Option<ListRating>) -> [Cell; 3] {
    [
        or_dash(rating.map(|r| r.rating.to_string())),
        or_dash(rating.map(|r| r.games.to_string())),
        or_dash(rating.and_then(|r| r.k).map(|k| k.to_string())),
    ]
}

/// Ratings drawn as a line of blocks, lowest to highest of those held: "▁▃▅█"; a month
/// without a rating is a space.
pub fn sparkline(ratings: &[Option<u16>]) -> String {
    const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let held = ratings.iter().flatten();
    let (Some(&low), Some(&high)) = (held.clone().min(), held.max()) else {
        return String::new();
    };
    let span = f64::from(high - low).max(1.0);
    ratings
        .iter()
        .map(|rating| match rating {
            Some(rating) => {
                let step = f64::from(rating - low) / span * (BLOCKS.len() - 1) as f64;
                BLOCKS[step.round() as usize]
            }
            None => ' ',
        })
        .collect()
}

fn player_sheet<'a>(month: ListMonth, entry: &ListEntry, history: &[HistoryMonth]) -> Sheet<'a> {
    let mut about = vec![
        Line::fact(
            Key::Data,
            &tr("report-player-fide-id"),
            Cell::plain(entry.fide_id.to_string()),
        ),
        Line::fact(
            Key::Data,
            &tr("report-player-federation"),
            or_dash(entry.federation.clone()),
        ),
    ];
    let titles = titles(entry);
    if !titles.is_empty() {
        about.push(Line::fact(
            Key::Data,
            &tr("report-player-titles"),
            Cell::plain(titles),
        ));
    }
    about.push(Line::fact(
        Key::Data,
        &tr("report-player-born"),
        or_dash(entry.born.map(|year| year.to_string())),
    ));
    if let Some(sex) = entry.sex {
        about.push(Line::fact(
            Key::Data,
            &tr("report-player-sex"),
            Cell::plain(sex.to_string()),
        ));
    }
    if entry.flag.is_some() {
        about.push(Line::fact(
            Key::Note,
            &tr("report-player-flag"),
            Cell::new(flag_words(entry.flag), Tone::Muted),
        ));
    }
    let ratings = [entry.standard, entry.rapid, entry.blitz]
        .into_iter()
        .zip(lists())
        .map(|(rating, list)| {
            let mut cells = vec![Cell::plain(list)];
            cells.extend(rating_cells(rating));
            Line::new(Key::Item, cells)
        })
        .collect();
    let mut sections = vec![
        facts(PLAYER, about),
        Section {
            title: RATINGS,
            header: vec![
                tr("report-column-list"),
                tr("report-column-rating"),
                tr("report-column-games"),
                "K".into(),
            ],
            show_header: true,
            right: vec![1, 2, 3],
            lines: Lines::Fixed(ratings),
            csv: CsvShape::Rows,
        },
    ];
    if history.len() > 1 {
        let mut lines: Vec<Line> = history
            .iter()
            .map(|held| {
                let rating = |value: Option<u16>| or_dash(value.map(|r| r.to_string()));
                Line::new(
                    Key::Item,
                    vec![
                        Cell::plain(held.month.to_string()),
                        rating(held.standard),
                        rating(held.rapid),
                        rating(held.blitz),
                    ],
                )
            })
            .collect();
        // The trend of each list, drawn under its column (people only).
        let column = |pick: fn(&HistoryMonth) -> Option<u16>| {
            Cell::new(
                sparkline(&history.iter().map(pick).collect::<Vec<_>>()),
                Tone::Muted,
            )
        };
        let mut trend = Line::new(
            Key::Note,
            vec![
                Cell::plain(tr("report-trend")),
                column(|held| held.standard),
                column(|held| held.rapid),
                column(|held| held.blitz),
            ],
        );
        trend.data = Some(Vec::new());
        lines.push(trend);
        sections.push(Section {
            title: HISTORY,
            header: [vec![tr("report-column-month")], lists().to_vec()].concat(),
            show_header: true,
            right: vec![1, 2, 3],
            lines: Lines::Fixed(lines),
            csv: CsvShape::Rows,
        });
    }
    Sheet {
        title: tr_args(
            "report-player-title",
            &[
                (
                    "name",
                    crate::text::printable(&entry.name).into_owned().into(),
                ),
                ("month", month.to_string().into()),
            ],
        ),
        sections,
        notes: Vec::new(),
    }
}

fn matches_sheet<'a>(
    month: ListMonth,
    matches: &[ListEntry],
    more: bool,
    left_out: usize,
    counted: bool,
) -> Sheet<'a> {
    let lines = matches
        .iter()
        .enumerate()
        .map(|(index, entry)| {
            let rating = |rating: Option<ListRating>| or_dash(rating.map(|r| r.rating.to_string()));
            Line::new(
                Key::Item,
                vec![
                    Cell::plain((index + 1).to_string()),
                    Cell::plain(crate::text::printable(&entry.name).into_owned()),
                    Cell::plain(entry.fide_id.to_string()),
                    or_dash(entry.federation.clone()),
                    or_dash(entry.title.clone().or_else(|| entry.women_title.clone())),
                    or_dash(entry.born.map(|year| year.to_string())),
                    rating(entry.standard),
                    rating(entry.rapid),
                    rating(entry.blitz),
                ],
            )
        })
        .collect();
    let mut args = vec![
        ("count", matches.len().into()),
        ("month", month.to_string().into()),
    ];
    let id = if left_out > 0 && counted {
        args.push(("total", (matches.len() + left_out).into()));
        args.push(("left", left_out.into()));
        "report-matches-left-out"
    } else if more {
        "report-matches-more"
    } else {
        "report-matches"
    };
    Sheet {
        title: tr_args(id, &args),
        sections: vec![Section {
            title: MATCHES,
            header: [
                "#".to_string(),
                tr("report-column-name"),
                tr("report-player-fide-id"),
                tr("report-column-fed"),
                tr("report-column-title"),
                tr("report-column-born"),
                tr("report-column-std"),
                tr("report-list-rapid"),
                tr("report-list-blitz"),
            ]
            .to_vec(),
            show_header: true,
            right: vec![0, 2, 5, 6, 7, 8],
            lines: Lines::Fixed(lines),
            csv: CsvShape::Rows,
        }],
        notes: Vec::new(),
    }
}

#[derive(Serialize)]
struct RatingJson {
    rating: u16,
    games: u16,
    k: Option<u8>,
}

fn rating_json(rating: Option<ListRating>) -> Option<RatingJson> {
    rating.map(|r| RatingJson {
        rating: r.rating,
        games: r.games,
        k: r.k,
    })
}

/// A player as the JSON gives them (the keys, stable).
#[derive(Serialize)]
struct PlayerJson<'a> {
    fide_id: u64,
    name: &'a str,
    federation: Option<&'a str>,
    sex: Option<String>,
    title: Option<&'a str>,
    women_title: Option<&'a str>,
    other_titles: &'a [String],
    foa_title: Option<&'a str>,
    born: Option<u16>,
    flag: Option<&'static str>,
    month: String,
    standard: Option<RatingJson>,
    rapid: Option<RatingJson>,
    blitz: Option<RatingJson>,
}

fn player_json(month: ListMonth, entry: &ListEntry) -> PlayerJson<'_> {
    PlayerJson {
        fide_id: entry.fide_id,
        name: &entry.name,
        federation: entry.federation.as_deref(),
        sex: entry.sex.map(String::from),
        title: entry.title.as_deref(),
        women_title: entry.women_title.as_deref(),
        other_titles: &entry.other_titles,
        foa_title: entry.foa_title.as_deref(),
        born: entry.born,
        flag: entry.flag.map(ListFlag::key),
        month: month.to_string(),
        standard: rating_json(entry.standard),
        rapid: rating_json(entry.rapid),
        blitz: rating_json(entry.blitz),
    }
}

#[derive(Serialize)]
struct HistoryJson {
    month: String,
    standard: Option<u16>,
    rapid: Option<u16>,
    blitz: Option<u16>,
}

#[derive(Serialize)]
struct OneJson<'a> {
    #[serde(flatten)]
    player: PlayerJson<'a>,
    history: Vec<HistoryJson>,
}

#[derive(Serialize)]
struct SeveralJson<'a> {
    month: String,
    /// More players answer than `matches` lists.
    more: bool,
    /// How many of them `matches` leaves out (`player --all` lists them).
    left_out: usize,
    matches: Vec<PlayerJson<'a>>,
}

impl Report for PlayerReport {
    fn sheet(&self) -> Sheet<'_> {
        match self {
            PlayerReport::One {
                month,
                entry,
                history,
            } => player_sheet(*month, entry, history),
            PlayerReport::Several {
                month,
                matches,
                more,
                left_out,
                counted,
            } => matches_sheet(*month, matches, *more, *left_out, *counted),
        }
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        match self {
            PlayerReport::One {
                month,
                entry,
                history,
            } => render(
                &OneJson {
                    player: player_json(*month, entry),
                    history: history
                        .iter()
                        .map(|held| HistoryJson {
                            month: held.month.to_string(),
                            standard: held.standard,
                            rapid: held.rapid,
                            blitz: held.blitz,
                        })
                        .collect(),
                },
                out,
            ),
            PlayerReport::Several {
                month,
                matches,
                more,
                left_out,
                ..
            } => render(
                &SeveralJson {
                    month: month.to_string(),
                    more: *more,
                    left_out: *left_out,
                    matches: matches
                        .iter()
                        .map(|entry| player_json(*month, entry))
                        .collect(),
                },
                out,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sparkline_spans_the_lowest_to_the_highest_rating() {
        assert_eq!(
            sparkline(&[Some(2000), Some(2100), None, Some(2070)]),
            "▁█ ▆"
        );
        assert_eq!(sparkline(&[Some(2000), Some(2000)]), "▁▁");
        assert_eq!(sparkline(&[None, None]), "");
    }
}
