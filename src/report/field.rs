//! A tournament's rating report from a TRF file (docs/rules/trf.md): one row a player — the
//! sheet and the JSON (`elocalc trf`), side by side.

use std::io;

use serde::Serialize;

use super::common::{Change, EachPlayer, Number, printable_owned, render};
use super::numbers::{DASH, change, expected_total, new_rating, points, rating, said, signed};
use super::{Cell, CsvShape, Key, Line, Lines, Report, Section, Sheet, Tone, words};
use crate::calc;
use crate::calc::trf::{FieldReport, KSource, PlayerResult, PoolSource};
use crate::i18n::{tr, tr_args};
use crate::rating::{PeriodOutcome, UNRATED};

/// The section title of a tournament report's players.
pub const PLAYERS: &str = "Players";

/// The columns of a tournament report, one row a player.
pub const PLAYER_COLUMNS: [&str; 14] = [
    "No",
    "Name",
    "Title",
    "Fed",
    "Rtg",
    "K",
    "n",
    "Pts",
    "Exp",
    "Δ unrounded",
    "Δ",
    "New",
    "Rp",
    "First rating",
];

/// The ids of [`PLAYER_COLUMNS`]' words in the language people read.
pub const PLAYER_COLUMN_IDS: [&str; 14] = [
    "field-column-no",
    "field-column-name",
    "field-column-title",
    "field-column-fed",
    "field-column-rtg",
    "field-column-k",
    "field-column-n",
    // The points of the rated games: "Rated", as Field mode heads them beside the file's
    // points (a "Pts" of 3 beside the file's 4.0 read as a wrong total).
    "field-column-rated",
    "field-column-exp",
    "field-column-unrounded",
    "field-column-change",
    "field-column-new",
    "field-column-rp",
    "field-column-first-rating",
];

/// The headings of a player's rounds (Field mode's rounds panel), each no wider in any language than its column's least width.
pub const ROUND_COLUMNS: [&str; 9] = [
    "rounds-column-round",
    "rounds-column-opponent",
    "rounds-column-name",
    "rounds-column-rating",
    "rounds-column-colour",
    "rounds-column-result",
    "rounds-column-points",
    "rounds-column-expected",
    "rounds-column-note",
];

/// One player's row of a tournament report, in [`PLAYER_COLUMNS`].
/// The cells of a player's line that K decides — K (and K after K·n ≤ 700), the change before
/// and after rounding, the new rating — at [`K_CELLS`] in [`field_line`]'s cells: all that
/// typing one K for the field changes. A K from the FIDE list (`source`) is marked `L`.
pub fn k_cells(period: &PeriodOutcome, source: Option<KSource>) -> [Cell; 4] {
    let k = words::k_effective_short(period.k, period.k_effective);
    [
        Cell::plain(match source {
            Some(KSource::List(_)) => format!("{k} L"),
            _ => k,
        }),
        Cell::plain(said(&signed(period.change_unrounded, 2))),
        Cell::new(
            said(&change(period.change)),
            Tone::of_change(period.change.value()),
        ),
        Cell::new(
            said(&new_rating(period.new_rating)),
            if period.below_fide_floor() {
                Tone::Warning
            } else {
                Tone::Strong
            },
        ),
    ]
}

/// Where [`k_cells`] stand among a player's line's cells.
pub const K_CELLS: [usize; 4] = [5, 9, 10, 11];

pub fn field_line(report: &FieldReport, result: &PlayerResult) -> Line {
    let pool = report.pool;
    let player = report.player(result);
    let text = |value: Option<&str>| Cell::plain(value.map(printable_owned).unwrap_or_default());
    let mut cells = vec![
        Cell::plain(player.start_rank.to_string()),
        Cell::plain(printable_owned(&player.name)),
        text(player.title.as_deref()),
        text(player.federation.as_deref()),
        Cell::plain(
            player
                .rating
                .map_or_else(|| UNRATED.to_string(), |r| r.to_string()),
        ),
    ];
    match &result.period {
        Some(period) => {
            let [k, unrounded, change, new_rating] =
                k_cells(period, result.k.map(|(_, source)| source));
            cells.extend([
                k,
                Cell::plain(result.rated_games.to_string()),
                Cell::plain(said(&points(result.score))),
                Cell::plain(said(&expected_total(period.expected_total, pool))),
                unrounded,
                change,
                new_rating,
            ]);
        }
        None => {
            cells.extend([
                Cell::plain(DASH),
                Cell::plain(result.rated_games.to_string()),
                Cell::plain(said(&points(result.score))),
            ]);
            cells.extend([DASH; 4].map(Cell::plain));
        }
    }
    cells.push(Cell::plain(
        result.performance.and_then(|p| p.rating).map_or_else(
            || DASH.to_string(),
            |performance| said(&rating(performance)),
        ),
    ));
    cells.push(match &result.period {
        Some(_) => Cell::plain(""),
        None => Cell::new(
            first_rating(result.initial.as_ref(), result.rated_games),
            match result.initial {
                Some(initial) if initial.is_published() => Tone::Gain,
                _ => Tone::Muted,
            },
        ),
    });
    Line::new(Key::Item, cells)
}

/// A tournament's rating report: one row a player in starting-rank order.
pub fn field(report: &FieldReport) -> Sheet<'static> {
    let lines = report
        .players
        .iter()
        .map(|result| field_line(report, result))
        .collect();
    let tournament = &report.tournament;
    Sheet {
        title: format!(
            "{} · {}",
            tournament
                .name
                .as_deref()
                .map_or_else(|| tr("field-tournament"), printable_owned),
            summary(report)
        ),
        sections: vec![Section {
            title: PLAYERS,
            header: PLAYER_COLUMN_IDS.map(tr).to_vec(),
            show_header: true,
            right: vec![0, 4, 5, 6, 7, 8, 9, 10, 11, 12],
            lines: Lines::Fixed(lines),
            // A spreadsheet's columns as they always were ("Pts", the rated games' points).
            csv: CsvShape::RowsUnder(PLAYER_COLUMNS.map(String::from).to_vec()),
        }],
        notes: field_notes(report, words::GIVE_K_FLAG),
    }
}

/// The pool, where it came from and the players: "FIDE Standard (as chosen) · 12 players".
pub fn summary(report: &FieldReport) -> String {
    tr_args(
        "field-summary",
        &[
            ("pool", crate::report::names::pool(report.pool).into()),
            ("source", pool_source(report).into()),
            (
                "players",
                tr_args("players", &[("count", report.players.len().into())]).into(),
            ),
        ],
    )
}

/// Where the pool came from; the default said apart when a `222` was written but does not read.
fn pool_source(report: &FieldReport) -> String {
    let tournament = &report.tournament;
    match (report.pool_source, tournament.unread_time_control()) {
        (PoolSource::Default, Some(_)) => tr("pool-default-unread"),
        // TRF16's allotted time is free text: named, never read as a list ("40/120, 60").
        (PoolSource::Default, None) if let Some(allotted) = &tournament.allotted_time => tr_args(
            "pool-default-allotted",
            &[(
                "value",
                crate::text::bounded(allotted, crate::text::QUOTED_MOST).into(),
            )],
        ),
        (source, _) => words::pool_source(source),
    }
}

/// Said when the file's `222` does not read as a time control and chose no list: what it says
/// (bounded), the form it should have, and what chose the list instead — the event's words
/// (`words`, as the note words them) or the default. `None` when it reads, there is none, or
/// the list was chosen.
pub fn unread_time_control_note(
    tournament: &crate::rating::tournament::Tournament,
    pool: crate::rating::Pool,
    source: PoolSource,
    words: &[crate::rating::tournament::PoolWord],
) -> Option<String> {
    let control = tournament.unread_time_control()?;
    let pool_said = crate::report::names::pool(pool);
    let then = match source {
        PoolSource::Option | PoolSource::TimeControl => return None,
        PoolSource::EventWords => tr_args(
            "field-note-time-control-then-words",
            &[
                ("pool", pool_said.into()),
                ("words", pool_words_named(words).into()),
            ],
        ),
        PoolSource::Default => tr_args(
            "field-note-time-control-then-default",
            &[("pool", pool_said.into())],
        ),
    };
    Some(tr_args(
        "field-note-time-control-unread",
        &[
            (
                "value",
                crate::text::bounded(control, crate::text::QUOTED_MOST).into(),
            ),
            ("then", then.into()),
        ],
    ))
}

/// Which FIDE list gave K, and to how many players (none without a list).
pub fn field_list_note(report: &FieldReport, give: &str) -> Option<String> {
    let list = report.list.as_ref()?;
    let dated = report.tournament.start.filter(|_| !list.undated);
    // The command line's flags, or the UI's keys.
    let keys = give == words::GIVE_K_KEY;
    let id = match (dated.is_some(), keys) {
        (true, true) => "field-note-list-keys",
        (true, false) => "field-note-list-flags",
        (false, true) => "field-note-list-undated-keys",
        (false, false) => "field-note-list-undated-flags",
    };
    Some(tr_args(
        id,
        &[
            ("month", list.month.to_string().into()),
            (
                "start",
                dated
                    .map(|start| start.to_string())
                    .unwrap_or_default()
                    .into(),
            ),
            ("players", players(report.k_from_list()).into()),
        ],
    ))
}

/// An unrated player's first rating in a tournament report: "2020", "1289 (below 1400)",
/// "none: a score of 0 is disregarded"; with fewer than five games, how many.
pub fn first_rating(initial: Option<&crate::rating::InitialRating>, rated_games: u64) -> String {
    use crate::rating::{FIRST_RATING_MIN_GAMES, NotPublished, PUBLISHED_FROM};
    let Some(initial) = initial else {
        return tr_args(
            "field-first-games",
            &[
                ("games", rated_games.to_string().into()),
                ("least", FIRST_RATING_MIN_GAMES.to_string().into()),
            ],
        );
    };
    let Some(rating) = initial.rating else {
        return tr("field-first-none");
    };
    let Some(reason) = initial.not_published else {
        return rating.to_string();
    };
    let why = match reason {
        NotPublished::FirstEventZero => tr("field-first-zero"),
        NotPublished::FewerThanFiveGames(games) => tr_args(
            "field-first-few-games",
            &[
                ("count", games.into()),
                ("least", FIRST_RATING_MIN_GAMES.to_string().into()),
            ],
        ),
        NotPublished::Below1400 => tr_args(
            "field-first-below",
            &[("floor", PUBLISHED_FROM.to_string().into())],
        ),
    };
    tr_args(
        "field-first-not-published",
        &[("rating", rating.to_string().into()), ("why", why.into())],
    )
}

/// "1 player", "12 players", in the language.
fn players(count: usize) -> String {
    tr_args("players", &[("count", count.into())])
}

/// How a player's own K is given, in the language: the command line's flag or the UI's key.
fn give_words(give: &str) -> String {
    match give {
        words::GIVE_K_KEY => tr("field-give-k-key"),
        words::GIVE_K_FLAG => tr("field-give-k-flag"),
        give => give.to_string(),
    }
}

/// The most players a note names before it says how many more there are.
const NAMED_IN_NOTE: usize = 3;

/// `items` joined for a note: the first few of them worded, and how many more.
fn few_of<T>(items: impl ExactSizeIterator<Item = T>, word: impl Fn(T) -> String) -> String {
    let more = items.len().saturating_sub(NAMED_IN_NOTE);
    let mut shown: Vec<String> = items.take(NAMED_IN_NOTE).map(word).collect();
    if more > 0 {
        shown.push(tr_args(
            "field-note-more",
            &[("count", more.to_string().into())],
        ));
    }
    shown.join("; ")
}

/// How K was found for the players whose K was not given; `give` says how to give a K.
fn k_rule_note(year: Option<i32>, give: &str) -> String {
    let give = give_words(give);
    match year {
        Some(year) => tr_args(
            "field-note-k-rule",
            &[
                (
                    "limit",
                    crate::rating::JUNIOR_RATING_LIMIT.to_string().into(),
                ),
                (
                    "born",
                    crate::rating::junior_born_from(year).to_string().into(),
                ),
                ("k10", crate::rating::K10_RATING.to_string().into()),
                ("give", give.into()),
            ],
        ),
        None => tr_args(
            "field-note-k-rule-no-year",
            &[
                ("k10", crate::rating::K10_RATING.to_string().into()),
                ("give", give.into()),
            ],
        ),
    }
}

/// Said when the event's words chose the list, or named different ones.
fn pool_words_note(pool_words: &[crate::rating::tournament::PoolWord], chose: bool) -> String {
    let named = pool_words_named(pool_words);
    match chose {
        true => tr_args(
            "field-note-pool-chosen",
            &[
                (
                    "pool",
                    crate::report::names::pool(pool_words[0].pool).into(),
                ),
                ("words", named.into()),
            ],
        ),
        false => tr_args("field-note-pool-differ", &[("words", named.into())]),
    }
}

/// The event's words that name a list, each with its record: "'Bullet' in 012, …".
fn pool_words_named(pool_words: &[crate::rating::tournament::PoolWord]) -> String {
    pool_words
        .iter()
        .map(|word| {
            tr_args(
                "field-note-pool-word",
                &[
                    ("word", printable_owned(&word.word).into()),
                    ("record", word.record.to_string().into()),
                ],
            )
        })
        .collect::<Vec<String>>()
        .join(", ")
}

/// Said when lines that are no player were left out of a tournament report.
fn left_out_note<'a>(
    left_out: impl ExactSizeIterator<Item = &'a crate::rating::tournament::Player>,
) -> String {
    let count = left_out.len();
    let named = few_of(left_out, |player| {
        tr_args(
            "field-note-left-out-player",
            &[
                ("rank", player.start_rank.to_string().into()),
                ("name", printable_owned(&player.name).into()),
                ("line", player.line.to_string().into()),
            ],
        )
    });
    tr_args(
        "field-note-left-out",
        &[("count", count.into()), ("players", named.into())],
    )
}

/// Said when the points column disagrees with the rounds: the ratings come from the rounds.
fn points_warning_note<'a>(
    disagree: impl ExactSizeIterator<Item = &'a crate::rating::tournament::Player>,
    scoring_line: Option<usize>,
) -> String {
    let count = players(disagree.len());
    let named = few_of(disagree, |player| {
        tr_args(
            "field-note-points-player",
            &[
                ("line", player.line.to_string().into()),
                ("rank", player.start_rank.to_string().into()),
                ("name", printable_owned(&player.name).into()),
                (
                    "file",
                    player
                        .file_points
                        .map_or_else(String::new, |tenths| {
                            crate::i18n::number(&points(f64::from(tenths) / 10.0)).into_owned()
                        })
                        .into(),
                ),
                (
                    "rounds",
                    crate::i18n::number(&points(f64::from(player.round_points()) / 10.0))
                        .into_owned()
                        .into(),
                ),
            ],
        )
    });
    match scoring_line {
        Some(line) => tr_args(
            "field-note-points-scoring",
            &[
                ("players", count.into()),
                ("named", named.into()),
                ("line", line.to_string().into()),
            ],
        ),
        None => tr_args(
            "field-note-points",
            &[("players", count.into()), ("named", named.into())],
        ),
    }
}

/// One place where the file says other than the list: a warning, the file's value is used.
fn list_difference_note(
    player: &crate::rating::tournament::Player,
    month: crate::rating::list::ListMonth,
    field: crate::calc::trf_list::ListField,
    file: Option<&str>,
    list: Option<&str>,
) -> String {
    let said = |value: Option<&str>| value.map_or_else(|| tr("field-note-none"), printable_owned);
    tr_args(
        "field-note-list-difference",
        &[
            ("rank", player.start_rank.to_string().into()),
            ("name", printable_owned(&player.name).into()),
            (
                "id",
                printable_owned(player.fide_id.as_deref().unwrap_or_default()).into(),
            ),
            ("field", field.key().into()),
            ("file", said(file).into()),
            ("list", said(list).into()),
            ("month", month.to_string().into()),
        ],
    )
}

/// The players with a FIDE ID the list does not have.
fn not_on_list_note<'a>(
    missing: impl ExactSizeIterator<Item = &'a crate::rating::tournament::Player>,
    month: crate::rating::list::ListMonth,
) -> String {
    let count = players(missing.len());
    let named = few_of(missing, |player| {
        format!(
            "{} {} ({})",
            player.start_rank,
            crate::text::printable(&player.name),
            crate::text::printable(player.fide_id.as_deref().unwrap_or_default())
        )
    });
    tr_args(
        "field-note-not-on-list",
        &[
            ("month", month.to_string().into()),
            ("players", count.into()),
            ("named", named.into()),
        ],
    )
}

/// What a tournament report assumes: one period each, the K rule when the file's K was used,
/// the one event behind first ratings; `give` says how to give a player's K. (The UI shows
/// them without the players' rows.)
pub fn field_notes(report: &FieldReport, give: &str) -> Vec<String> {
    // A file with no rating in it rates nobody: said first, plainly, not left to a table of —.
    let nobody = report
        .players
        .iter()
        .all(|result| result.period.is_none() && result.initial.is_none());
    let mut notes = Vec::new();
    if nobody && !report.players.is_empty() {
        notes.push(tr_args(
            "field-note-nobody-rated",
            &[("pool", crate::report::names::pool(report.pool).into())],
        ));
    }
    notes.push(tr("field-note-as-period"));
    if report
        .players
        .iter()
        .any(|result| matches!(result.k, Some((_, KSource::File(_)))))
    {
        notes.push(k_rule_note(report.tournament.year, give));
    }
    if report.players.iter().any(|result| result.initial.is_some()) {
        notes.push(tr("field-note-first-ratings"));
    }
    let unread = unread_time_control_note(
        &report.tournament,
        report.pool,
        report.pool_source,
        &report.pool_words,
    );
    // With a 222 that does not read, its note says what chose the list instead.
    let chose = report.pool_source == PoolSource::EventWords;
    let words_said = chose && unread.is_some();
    if !report.pool_words.is_empty() && !words_said {
        notes.push(pool_words_note(&report.pool_words, chose));
    }
    notes.extend(unread);
    if !report.left_out.is_empty() {
        notes.push(left_out_note(
            report
                .left_out
                .iter()
                .map(|&index| &report.tournament.players[index]),
        ));
    }
    if !report.points_disagree.is_empty() {
        notes.push(points_warning_note(
            report.points_disagree(),
            report.tournament.scoring_line,
        ));
    }
    if let Some(list) = &report.list {
        notes.extend(field_list_note(report, give));
        notes.extend(report.list_differences.iter().map(|difference| {
            list_difference_note(
                &report.tournament.players[difference.index],
                list.month,
                difference.field,
                difference.file.as_deref(),
                difference.list.as_deref(),
            )
        }));
        if !report.not_on_list.is_empty() {
            notes.push(not_on_list_note(
                report
                    .not_on_list
                    .iter()
                    .map(|&index| &report.tournament.players[index]),
                list.month,
            ));
        }
    }
    notes
}

#[derive(Serialize)]
struct FieldJson<'a> {
    tournament: Option<&'a str>,
    pool: &'static str,
    pool_source: &'static str,
    /// The event's word the pool came from (`pool_source` "event words").
    pool_word: Option<PoolWordJson<'a>>,
    /// Every word of the event that names a list, whether it chose the list or not (the note
    /// names them when they disagree).
    pool_words: Vec<PoolWordsJson<'a>>,
    year: Option<i32>,
    /// The `222` written that does not read as a time control (only when there is one): the
    /// list came from `pool_source` instead.
    #[serde(skip_serializing_if = "Option::is_none")]
    time_control_unread: Option<&'a str>,
    /// What the file says that does not add up (the points column against the rounds).
    warnings: Vec<String>,
    /// The `001` lines that are no player (a bye pseudo-player), not in `players`.
    left_out: Vec<LeftOutJson<'a>>,
    /// The FIDE list the file was checked against (only when one was).
    #[serde(skip_serializing_if = "Option::is_none")]
    list: Option<ListJson>,
    /// Where the file says other than the list: warnings, the file's values are rated on.
    #[serde(skip_serializing_if = "Option::is_none")]
    list_differences: Option<Vec<ListDifferenceJson<'a>>>,
    /// The players with a FIDE ID the list does not have.
    #[serde(skip_serializing_if = "Option::is_none")]
    not_on_list: Option<Vec<NotOnListJson<'a>>>,
    players: EachPlayer<'a, FieldReport, PlayerResult, FieldPlayerJson<'a>>,
}

#[derive(Serialize)]
pub(super) struct ListJson {
    month: String,
    /// The file gives no start date: the month is the latest held.
    undated: bool,
}

impl ListJson {
    pub(super) fn of(list: &crate::calc::trf_list::ListInForce) -> ListJson {
        ListJson {
            month: list.month.to_string(),
            undated: list.undated,
        }
    }
}

#[derive(Serialize)]
pub(super) struct ListDifferenceJson<'a> {
    start_rank: u16,
    name: &'a str,
    fide_id: Option<&'a str>,
    field: &'static str,
    file: Option<&'a str>,
    list: Option<&'a str>,
}

impl<'a> ListDifferenceJson<'a> {
    pub(super) fn of(
        player: &'a crate::rating::tournament::Player,
        difference: &'a crate::calc::trf_list::ListDifference,
    ) -> ListDifferenceJson<'a> {
        ListDifferenceJson {
            start_rank: player.start_rank,
            name: &player.name,
            fide_id: player.fide_id.as_deref(),
            field: difference.field.key(),
            file: difference.file.as_deref(),
            list: difference.list.as_deref(),
        }
    }
}

#[derive(Serialize)]
pub(super) struct NotOnListJson<'a> {
    start_rank: u16,
    name: &'a str,
    fide_id: Option<&'a str>,
}

impl<'a> NotOnListJson<'a> {
    pub(super) fn of(player: &'a crate::rating::tournament::Player) -> NotOnListJson<'a> {
        NotOnListJson {
            start_rank: player.start_rank,
            name: &player.name,
            fide_id: player.fide_id.as_deref(),
        }
    }
}

#[derive(Serialize)]
struct PoolWordJson<'a> {
    word: &'a str,
    record: &'static str,
}

#[derive(Serialize)]
struct PoolWordsJson<'a> {
    word: &'a str,
    record: &'static str,
    pool: &'static str,
}

#[derive(Serialize)]
struct LeftOutJson<'a> {
    start_rank: u16,
    name: &'a str,
    line: usize,
}

/// A player's rounds, each turned into JSON as it is written.
struct FieldGames<'a>(&'a calc::trf::FieldReport, &'a calc::trf::PlayerResult);

impl Serialize for FieldGames<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.rounds(self.1).map(|round| FieldGameJson {
            round: round.round.round,
            opponent: round.round.opponent,
            opponent_rating: round.opponent_rating,
            colour: round.round.colour,
            code: round.round.code.symbol(),
            score: Number(round.score.points()),
            rated: round.rated,
            expected: round.expected,
            note: round.note.map(words::round_note),
        }))
    }
}

#[derive(Serialize)]
struct FieldPlayerJson<'a> {
    start_rank: u16,
    name: &'a str,
    fide_id: Option<&'a str>,
    title: Option<&'a str>,
    federation: Option<&'a str>,
    rating: Option<u32>,
    k: Option<u32>,
    k_source: Option<std::borrow::Cow<'static, str>>,
    k_effective: Option<u32>,
    rated_games: u64,
    score: Number,
    expected: Option<f64>,
    change_unrounded: Option<f64>,
    change: Option<Change>,
    new_rating: Option<Change>,
    below_1400: Option<bool>,
    performance: Option<Number>,
    initial: Option<FieldInitialJson>,
    /// The file's points column, and the points the rounds give (1, ½, 0 by each code).
    file_points: Option<Number>,
    round_points: Number,
    /// The file's rank column.
    file_rank: Option<u16>,
    games: FieldGames<'a>,
}

#[derive(Serialize)]
struct FieldInitialJson {
    rating: Option<i64>,
    published: bool,
    ra: f64,
    p: f64,
    dp: i64,
}

#[derive(Serialize)]
struct FieldGameJson {
    round: u32,
    opponent: Option<u16>,
    opponent_rating: Option<u32>,
    colour: char,
    code: char,
    score: Number,
    rated: bool,
    expected: Option<f64>,
    note: Option<&'static str>,
}

fn tenths(tenths: u32) -> Number {
    Number(f64::from(tenths) / 10.0)
}

fn field_player<'a>(
    report: &'a calc::trf::FieldReport,
    result: &'a calc::trf::PlayerResult,
) -> FieldPlayerJson<'a> {
    let player = report.player(result);
    let period = result.period.as_ref();
    FieldPlayerJson {
        start_rank: player.start_rank,
        name: &player.name,
        fide_id: player.fide_id.as_deref(),
        title: player.title.as_deref(),
        federation: player.federation.as_deref(),
        rating: player.rating,
        k: result.k.map(|(k, _)| k.value()),
        k_source: result.k.map(|(_, source)| source.key()),
        k_effective: period.map(|p| p.k_effective),
        rated_games: result.rated_games,
        score: Number(result.score),
        expected: period.map(|p| p.expected_total),
        change_unrounded: period.map(|p| p.change_unrounded),
        change: period.map(|p| Change(p.change)),
        new_rating: period.map(|p| Change(p.new_rating)),
        below_1400: period.map(|p| p.below_fide_floor()),
        performance: result.performance.and_then(|p| p.rating).map(Number),
        initial: result.initial.map(|initial| FieldInitialJson {
            rating: initial.rating,
            published: initial.is_published(),
            ra: initial.ra,
            p: initial.p,
            dp: initial.dp,
        }),
        file_points: player.file_points.map(tenths),
        round_points: tenths(player.round_points()),
        file_rank: player.file_rank,
        games: FieldGames(report, result),
    }
}

/// A tournament's rating report (`elocalc trf`), written player by player.
pub fn field_json(report: &calc::trf::FieldReport, out: &mut dyn io::Write) -> io::Result<()> {
    let tournament = &report.tournament;
    render(
        &FieldJson {
            tournament: tournament.name.as_deref(),
            pool: report.pool.key(),
            pool_source: report.pool_source.key(),
            pool_word: (report.pool_source == calc::trf::PoolSource::EventWords)
                .then(|| report.pool_words.first())
                .flatten()
                .map(|word| PoolWordJson {
                    word: &word.word,
                    record: word.record,
                }),
            pool_words: report
                .pool_words
                .iter()
                .map(|word| PoolWordsJson {
                    word: &word.word,
                    record: word.record,
                    pool: word.pool.key(),
                })
                .collect(),
            year: tournament.year,
            time_control_unread: tournament.unread_time_control(),
            warnings: report
                .points_disagree()
                .map(words::points_disagree)
                .collect(),
            left_out: report
                .left_out
                .iter()
                .map(|&index| {
                    let player = &tournament.players[index];
                    LeftOutJson {
                        start_rank: player.start_rank,
                        name: &player.name,
                        line: player.line,
                    }
                })
                .collect(),
            list: report.list.as_deref().map(ListJson::of),
            list_differences: report.list.as_ref().map(|_| {
                report
                    .list_differences
                    .iter()
                    .map(|difference| {
                        ListDifferenceJson::of(&tournament.players[difference.index], difference)
                    })
                    .collect()
            }),
            not_on_list: report.list.as_ref().map(|_| {
                report
                    .not_on_list
                    .iter()
                    .map(|&index| NotOnListJson::of(&tournament.players[index]))
                    .collect()
            }),
            players: EachPlayer {
                report,
                players: &report.players,
                json: field_player,
            },
        },
        out,
    )
}

impl Report for FieldReport {
    fn sheet(&self) -> Sheet<'_> {
        field(self)
    }

    fn write_json(&self, out: &mut dyn io::Write) -> io::Result<()> {
        field_json(self, out)
    }
}
