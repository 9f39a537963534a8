//! A rating period, and Tournament mode's extras: every game, the totals, the performance over
//! the rated games and the targets table — the sheet and the JSON (`elocalc period`), side by
//! side, each from the same parts of the request's evaluation.

use std::borrow::Cow;
use std::io::{self, Write};

use serde::Serialize;

use super::common::{
    Change, JsonOut, Number, below_floor_note, change_line, data_only, expected_value, facts,
    k_line, new_rating_line, render_around, write_opponent, write_scalar,
};
use super::left_out::LeftOutJson;
use super::need::{NEED_COLUMNS, NeedJson, need_figures};
use super::numbers::{
    DASH, expected_total, points, push_difference, push_expected, push_int, push_signed, rating,
};
use super::performance::{PerformanceJson, performance_line};
use super::{Cell, CsvShape, Key, Line, Lines, Section, Sheet, Tone, words};
use crate::calc::{self, PlacedLine, TargetAnswer, TargetKind};
use crate::i18n::{self, number, tr, tr_args};
use crate::rating::{GameLine, Performance};

use super::sheet::{GAMES, TARGETS, TOTALS};

/// The columns of a period's table of games, as the data exports name them.
pub const GAME_COLUMNS: [&str; 7] = [
    "#",
    "Opponent",
    "Score",
    "Diff",
    "Expected",
    "Contribution",
    "Note",
];

/// The columns of a period's table of games, in the language people read.
pub fn game_columns() -> Vec<String> {
    [
        "column-number",
        "column-opponent",
        "column-score",
        "column-difference",
        "column-expected",
        "column-contribution",
        "column-note",
    ]
    .map(tr)
    .to_vec()
}

/// The columns of figures in [`GAME_COLUMNS`] (a row left out has a dash in each).
pub const FIGURES: usize = 3;

/// One game of a period, number `in_table` in the table, as the cells of [`GAME_COLUMNS`]; the
/// note in full.
pub fn game_line(in_table: usize, game: &GameLine) -> Line {
    let mut line = Line::new(Key::Item, Vec::new());
    write_game_line(in_table, game, &mut line);
    line
}

/// [`game_line`] made in `line`'s room: a period may have a million lines, and each made anew
/// would be a dozen strings made and dropped.
pub fn write_game_line(in_table: usize, game: &GameLine, line: &mut Line) {
    line.key = Key::Item;
    line.how = None;
    line.data = None;
    line.cells
        .resize_with(GAME_COLUMNS.len(), || Cell::plain(""));
    let [
        number,
        opponent,
        score,
        difference,
        expected,
        contribution,
        note,
    ] = &mut line.cells[..]
    else {
        unreachable!("a cell for each of the game columns")
    };
    number.write(Tone::Plain, |text| push_int(text, in_table as i64));
    write_opponent(opponent, game.opponent.rating().map(|r| r.value()));
    *score = Cell::plain(i18n::number(game.score.as_number()));
    // Fixed words are borrowed, not made.
    let dash = || Cell::new(DASH, Tone::Muted);
    match game.difference_used {
        Some(used) => difference.write(Tone::Plain, |text| {
            said(text, |text| push_difference(text, used))
        }),
        None => *difference = dash(),
    }
    match game.expected {
        Some(value) => expected.write(Tone::Plain, |text| {
            said(text, |text| push_expected(text, value))
        }),
        None => *expected = dash(),
    }
    contribution.write(Tone::of_change(game.contribution), |text| {
        said(text, |text| push_signed(text, game.contribution, 2))
    });
    // A difference the 400-point rule changed says what it was: "-400" alone looks like the
    // opponent's real distance.
    *note = Cell::new(
        match (game.exclusion, game.capped_from()) {
            (Some(reason), _) => Cow::Owned(words::exclusion_said(reason)),
            (None, Some(real)) => Cow::Owned(words::capped_said(real)),
            (None, None) => Cow::Borrowed(""),
        },
        Tone::Muted,
    );
}

/// Writes a number with `write`, then as the language writes numbers.
fn said(text: &mut String, write: impl FnOnce(&mut String)) {
    let start = text.len();
    write(text);
    i18n::number_from(text, start);
}

/// The period's score: the rated games' points, and every game's when some are not rated
/// ("3 of 5 rated · 4 of 6 in all"), so a game left out never hides what was scored.
fn score_said(period: &calc::Period) -> String {
    let outcome = &period.outcome;
    if !score_known(period) {
        return tr_args("report-score-unknown", &[("dash", DASH.into())]);
    }
    // Events given by their totals bring no games to count "in all" over.
    if period
        .events
        .as_ref()
        .is_some_and(|events| events.outcome.events.iter().any(|e| e.games.is_none()))
    {
        return number(&points(outcome.score)).into_owned();
    }
    let all = period.games.len() as u64;
    if all == outcome.rated_games {
        return number(&points(outcome.score)).into_owned();
    }
    tr_args(
        "score-rated-and-all",
        &[
            ("points", number(&points(outcome.score)).into_owned().into()),
            ("rated", outcome.rated_games.into()),
            (
                "total",
                number(&points(outcome.total_points)).into_owned().into(),
            ),
            ("all", all.into()),
        ],
    )
}

/// Whether W is known over the whole period: always, unless an event is given by its totals
/// without it.
fn score_known(period: &calc::Period) -> bool {
    period
        .events
        .as_ref()
        .is_none_or(|events| events.score_known())
}

/// A rating period: every game, then the totals (and the performance, when there is one), then
/// the targets of the rounds to play (when there are any).
pub fn sheet<'a>(
    period: &'a calc::Period,
    performance: Option<&Performance>,
    targets: &[TargetAnswer],
) -> Sheet<'a> {
    let outcome = &period.outcome;
    let pool = outcome.pool;
    let mut totals = vec![
        data_only(vec![
            ("Pool", pool.label().to_string()),
            ("Rating", rating(outcome.rating.value())),
        ]),
        Line::fact(
            Key::Games,
            &tr("row-rated-games"),
            Cell::plain(outcome.rated_games.to_string()),
        ),
        Line::fact(
            Key::Score,
            &tr("row-score"),
            Cell::plain(if score_known(period) {
                tr_args(
                    "score-with-expected",
                    &[
                        ("score", score_said(period).into()),
                        (
                            "expected",
                            number(&expected_total(outcome.expected_total, pool))
                                .into_owned()
                                .into(),
                        ),
                    ],
                )
            } else {
                score_said(period)
            }),
        )
        .with_data(vec![
            vec!["Score".into(), points(outcome.score)],
            vec![
                "Expected".into(),
                expected_total(outcome.expected_total, pool),
            ],
        ]),
        k_line(outcome.k, outcome.k_effective, outcome.rated_games),
        change_line(pool, outcome.change_unrounded, outcome.change),
        new_rating_line(outcome.new_rating, outcome.below_fide_floor()),
    ];
    if let Some(performance) = performance {
        totals.push(performance_line(performance));
    }
    let mut sections = match period.events.as_deref() {
        // Each event in FIDE's columns with its games under it; the totals are the period's.
        Some(events) => {
            totals[0] = data_only(vec![
                ("Pool", pool.label().to_string()),
                ("Previous list", rating(outcome.rating.value())),
            ]);
            if let Some(line) = totals.iter_mut().find(|line| line.key == Key::Change) {
                line.cells[0] = Cell::plain("Σ K·chg");
            }
            if let Some(line) = totals.iter_mut().find(|line| line.key == Key::NewRating) {
                let change = outcome.change.value();
                let sign = if change < 0.0 { "−" } else { "+" };
                let base = rating(outcome.rating.value());
                line.how = Some(format!("= {base} {sign} {}", rating(change.abs())));
            }
            if let Some(list) = super::events::list_line(events) {
                let after = totals.iter().position(|line| line.key == Key::NewRating);
                totals.insert(after.map_or(totals.len(), |at| at + 1), list);
            }
            super::events::sections(events)
        }
        None => vec![Section {
            title: GAMES,
            header: game_columns(),
            show_header: true,
            right: vec![0, 1, 2, 3, 4, 5],
            lines: Lines::Made(period),
            csv: CsvShape::Rows,
        }],
    };
    sections.push(facts(TOTALS, totals));
    sections.extend(targets_section(targets));
    let title = match period.events.as_deref() {
        Some(events) => tr_args(
            "report-period-events-title",
            &[
                ("pool", super::names::pool(pool).into()),
                (
                    "rating",
                    number(&rating(outcome.rating.value())).into_owned().into(),
                ),
                ("k", outcome.k.value().to_string().into()),
                ("events", words::events_said(events.parts.len()).into()),
            ],
        ),
        None => tr_args(
            "period-title",
            &[
                ("pool", super::names::pool(pool).into()),
                (
                    "rating",
                    number(&rating(outcome.rating.value())).into_owned().into(),
                ),
                ("k", outcome.k.value().to_string().into()),
            ],
        ),
    };
    Sheet {
        title,
        sections,
        notes: {
            let mut notes = below_floor_note(outcome.below_fide_floor());
            if let Some(events) = period.events.as_deref() {
                notes.extend(super::events::notes(events));
            }
            notes
        },
    }
}

/// The targets table: each target with what the remaining rounds must bring for it, or the
/// best they can bring where it is out of reach; none without rounds to play. A spreadsheet
/// gets a row for each target, in English as every CSV label, of plain numbers.
pub fn targets_section<'a>(targets: &[TargetAnswer]) -> Option<Section<'a>> {
    if targets.is_empty() {
        return None;
    }
    let lines = targets
        .iter()
        .map(|target| {
            let label = i18n::with_lang(i18n::Lang::En, || {
                words::target_label(target.kind, &rating(target.answer.target))
            });
            let mut data = vec![label, rating(target.answer.target)];
            data.extend(need_figures(&target.answer));
            target_line(target).with_data(vec![data])
        })
        .collect();
    let mut columns = vec!["Target".to_string(), "Target rating".to_string()];
    columns.extend(NEED_COLUMNS.map(String::from));
    Some(Section {
        csv: CsvShape::RowsUnder(columns),
        ..facts(TARGETS, lines)
    })
}

/// A target's row in the language people read.
fn target_line(target: &TargetAnswer) -> Line {
    let need = &target.answer.need;
    let games = target.answer.remaining.games;
    let value = match (need.halves_needed, need.with_needed) {
        (Some(halves), Some(_)) => tr_args(
            "target-needed",
            &[
                ("points", words::half_points(halves).into()),
                ("games", games.to_string().into()),
            ],
        ),
        _ => words::target_best(target.answer.best(), games),
    };
    Line::fact(
        Key::Needed,
        &words::target_label(target.kind, &number(&rating(target.answer.target))),
        Cell::new(
            value,
            if need.halves_needed.is_some() {
                Tone::Plain
            } else {
                Tone::Muted
            },
        ),
    )
}

#[derive(Clone, Debug, Serialize)]
pub(super) struct PeriodGameJson {
    /// The game's number in the table (a row left out keeps its own).
    number: usize,
    opponent: Option<Number>,
    score: Number,
    rated: bool,
    difference_used: Option<Number>,
    expected: Option<f64>,
    contribution: f64,
    note: Option<String>,
}

/// A game of a period, number `number` in the table, as the JSON's `games` gives it.
pub(super) fn period_game_json(number: usize, line: &GameLine) -> PeriodGameJson {
    PeriodGameJson {
        number,
        opponent: line.opponent.rating().map(|rating| Number(rating.value())),
        score: Number(line.score.points()),
        rated: line.is_rated(),
        difference_used: line.difference_used.map(Number),
        expected: expected_value(line.expected),
        contribution: line.contribution,
        note: line.exclusion.map(words::exclusion),
    }
}

/// The keys of a period's JSON before `games`.
#[derive(Serialize)]
struct PeriodJson {
    pool: &'static str,
    rating: Number,
    k: u32,
    k_effective: u32,
    rated_games: u64,
    /// Over the whole period (null: an event given by its totals without W).
    score: Option<Number>,
    total_points: Option<Number>,
    expected_total: Option<f64>,
    change_unrounded: f64,
    change: Change,
    new_rating: Change,
    below_1400: bool,
}

/// The keys of a period's JSON after `games` (every game, written by [`write_games`]).
#[derive(Serialize)]
struct PeriodTailJson {
    /// The rows of the table that are no game of the period (games still to play), under
    /// their numbers.
    left_out: Vec<LeftOutJson>,
    /// Tournament mode: the performance over the rated games, as `elocalc performance` gives it.
    performance: Option<PerformanceJson>,
    /// Tournament mode with rounds still to play: each target and what they must bring.
    targets: Vec<TargetJson>,
    /// A period of several events: each one, in FIDE's columns with its games.
    #[serde(skip_serializing_if = "Option::is_none")]
    events: Option<Vec<super::events::EventJson>>,
    /// With events all dated: the list the period is published on (null: not every event has
    /// an end date).
    #[serde(skip_serializing_if = "Option::is_none")]
    list: Option<Option<String>>,
}

/// The period's `games`, each written as it is made (a period may have a million), as the
/// generic serializer would write a list of [`PeriodGameJson`] there but key by key as bytes:
/// through the serializer, the keys and their indents cost more than all else
/// (`tests` below hold the two to the same bytes).
fn write_games(period: &calc::Period, out: &mut JsonOut) -> io::Result<()> {
    let games = period.lines().enumerate();
    write_game_list(
        games.map(|(game, line)| period_game_json(period.rows.number(game), &line)),
        out,
    )
}

/// `games` as the value of a key of the top object.
fn write_game_list(
    games: impl Iterator<Item = PeriodGameJson>,
    out: &mut JsonOut,
) -> io::Result<()> {
    let mut none = true;
    for game in games {
        out.write_all(if none { b"[\n    " } else { b",\n    " })?;
        none = false;
        write_game(&game, out)?;
    }
    out.write_all(if none { b"[]" } else { b"\n  ]" })
}

/// One game of `games` (a key of it six spaces in).
fn write_game(game: &PeriodGameJson, out: &mut JsonOut) -> io::Result<()> {
    // What comes before a key, the key and its value: the literals joined when compiled.
    macro_rules! key {
        ($before:literal, $key:literal, $value:expr) => {
            out.write_all(concat!($before, "\n      \"", $key, "\": ").as_bytes())?;
            write_scalar(out, $value)?;
        };
    }
    key!("{", "number", &game.number);
    key!(",", "opponent", &game.opponent);
    key!(",", "score", &game.score);
    key!(",", "rated", &game.rated);
    key!(",", "difference_used", &game.difference_used);
    key!(",", "expected", &game.expected);
    key!(",", "contribution", &game.contribution);
    key!(",", "note", &game.note);
    out.write_all(b"\n    }")
}

/// A target of the targets table: which one, and the figures `elocalc need` gives for it.
#[derive(Serialize)]
pub(super) struct TargetJson {
    kind: &'static str,
    #[serde(flatten)]
    need: NeedJson,
}

/// A target's kind as the JSON names it.
fn target_key(kind: TargetKind) -> &'static str {
    match kind {
        TargetKind::Keep => "keep",
        TargetKind::PlusTen => "plus_ten",
        TargetKind::NextHundred => "next_hundred",
        TargetKind::FirstRating => "first_rating",
        TargetKind::Typed => "typed",
    }
}

/// The targets as the JSON's rows.
pub(super) fn targets_json(targets: &[TargetAnswer]) -> Vec<TargetJson> {
    targets
        .iter()
        .map(|target| TargetJson {
            kind: target_key(target.kind),
            need: NeedJson::from(&target.answer),
        })
        .collect()
}

/// The period as JSON, with the performance and the targets the sheet shows beside it.
pub fn write_json(
    period: &calc::Period,
    performance: Option<&Performance>,
    targets: &[TargetAnswer],
    out: &mut dyn io::Write,
) -> io::Result<()> {
    render_around(
        &period_json(period),
        "games",
        |out| write_games(period, out),
        &period_tail_json(period, performance, targets),
        out,
    )
}

/// The keys of the period's JSON before `games`.
fn period_json(period: &calc::Period) -> PeriodJson {
    let outcome = &period.outcome;
    PeriodJson {
        pool: outcome.pool.key(),
        rating: Number(outcome.rating.value()),
        k: outcome.k.value(),
        k_effective: outcome.k_effective,
        rated_games: outcome.rated_games,
        score: score_known(period).then_some(Number(outcome.score)),
        total_points: score_known(period).then_some(Number(outcome.total_points)),
        expected_total: score_known(period).then_some(outcome.expected_total),
        change_unrounded: outcome.change_unrounded,
        change: Change(outcome.change),
        new_rating: Change(outcome.new_rating),
        below_1400: outcome.below_fide_floor(),
    }
}

/// The keys of the period's JSON after `games`.
fn period_tail_json(
    period: &calc::Period,
    performance: Option<&Performance>,
    targets: &[TargetAnswer],
) -> PeriodTailJson {
    PeriodTailJson {
        left_out: super::left_out::json(&period.rows),
        performance: performance.map(PerformanceJson::from),
        targets: targets_json(targets),
        events: period.events.as_deref().map(super::events::events_json),
        list: period
            .events
            .as_deref()
            .map(|events| events.list.as_ref().map(|list| list.list.to_string())),
    }
}

impl super::sheet::LineSource for calc::Period {
    fn count(&self) -> usize {
        self.placed.count()
    }

    /// Each game under its number in the table, a game still to play in its place.
    fn line_in(&self, index: usize, line: &mut Line) {
        match self.placed.at(index) {
            PlacedLine::Game(game) => {
                write_game_line(self.rows.number(game), &self.line(game), line)
            }
            PlacedLine::LeftOut(row) => {
                *line = super::left_out::line(&self.rows.left_out()[row], Vec::new(), FIGURES)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calc::{Evaluation, Mode, Outcome, Request, Row, RowScore, Today};
    use crate::rating::Score;
    use crate::report::sheet::LineSource;
    use proptest::prelude::*;

    /// The period's JSON as the generic serializer writes one object of every key, key by key:
    /// what `write_json` wrote before it wrote the games itself.
    fn json_straight(evaluation: &Evaluation) -> String {
        #[derive(Serialize)]
        struct Whole {
            #[serde(flatten)]
            head: PeriodJson,
            games: Vec<PeriodGameJson>,
            #[serde(flatten)]
            tail: PeriodTailJson,
        }
        let Outcome::Period(period) = &evaluation.outcome else {
            panic!("no period: {:?}", evaluation.problem());
        };
        let whole = Whole {
            head: period_json(period),
            games: period
                .lines()
                .enumerate()
                .map(|(game, line)| period_game_json(period.rows.number(game), &line))
                .collect(),
            tail: period_tail_json(period, evaluation.performance.as_ref(), &evaluation.targets),
        };
        let mut out = Vec::new();
        crate::report::sheet::json::render(&whole, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn json_written(evaluation: &Evaluation) -> String {
        let Outcome::Period(period) = &evaluation.outcome else {
            panic!("no period: {:?}", evaluation.problem());
        };
        let mut out = Vec::new();
        write_json(
            period,
            evaluation.performance.as_ref(),
            &evaluation.targets,
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    /// A Tournament-mode period: opponents (`None`: unrated), scores (`None`: still to play),
    /// each row's event of two when `events`.
    fn evaluation(
        pool: &str,
        rating: &str,
        rows: &[(Option<String>, Option<Score>, usize)],
        events: bool,
    ) -> Evaluation {
        let request = Request {
            mode: Mode::Tournament,
            system: crate::calc::System::of_pool(pool.parse().unwrap()),
            rating: rating.into(),
            rows: rows
                .iter()
                .map(|(opponent, score, event)| Row {
                    event: if events { *event } else { 0 },
                    score: score.map_or(RowScore::Unplayed, RowScore::Played),
                    ..Row::new(opponent.as_deref().unwrap_or("unrated"), Score::Draw)
                })
                .collect(),
            events: if events {
                vec![String::new(), "Second \"open\"".into()]
            } else {
                Vec::new()
            },
            ..Request::default()
        };
        crate::calc::evaluate(&request, Today::in_year(2026))
    }

    fn row() -> impl Strategy<Value = (Option<String>, Option<Score>, usize)> {
        (
            prop::option::weighted(0.85, (0u16..=4000, 0u8..4)),
            prop::option::weighted(0.8, prop::sample::select(Score::ALL.to_vec())),
            0usize..2,
        )
            .prop_map(|(opponent, score, event)| {
                // A quarter of the ratings with decimals, which only the continuous pool takes.
                let opponent = opponent.map(|(rating, decimals)| match decimals {
                    0 if rating < 4000 => format!("{rating}.25"),
                    _ => rating.to_string(),
                });
                (opponent, score, event)
            })
    }

    /// A real number as a game may hold one: whole, in hundredths, negative zero, the largest
    /// and smallest there are, not finite, or any bits at all.
    fn real() -> impl Strategy<Value = f64> {
        prop_oneof![
            (-400_000i32..=400_000).prop_map(|hundredths| f64::from(hundredths) / 100.0),
            Just(-0.0),
            Just(f64::MAX),
            Just(f64::MIN_POSITIVE),
            Just(5e-324),
            Just(1e21),
            Just(9e15),
            Just(f64::NAN),
            Just(f64::NEG_INFINITY),
            any::<f64>(),
        ]
    }

    fn any_game() -> impl Strategy<Value = PeriodGameJson> {
        (
            any::<usize>(),
            prop::option::of(real().prop_map(Number)),
            (real().prop_map(Number), any::<bool>()),
            prop::option::of(real().prop_map(Number)),
            prop::option::of(real()),
            real(),
            // Quotes, backslashes, control characters, any script.
            prop::option::of("(\\PC|[\"\\\\\u{0}-\u{1f}\u{7f}\u{2028}])*"),
        )
            .prop_map(
                |(
                    number,
                    opponent,
                    (score, rated),
                    difference_used,
                    expected,
                    contribution,
                    note,
                )| {
                    PeriodGameJson {
                        number,
                        opponent,
                        score,
                        rated,
                        difference_used,
                        expected,
                        contribution,
                        note,
                    }
                },
            )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The games written key by key as bytes are what the generic serializer writes, in
        /// every pool, with games unrated, left out, excluded, of several events or none.
        #[test]
        fn the_games_written_as_bytes_are_the_serializers_json(
            pool in prop::sample::select(vec!["standard", "rapid", "blitz", "continuous"]),
            rating in prop::sample::select(vec!["1000", "1500", "2000", "2450", "2000.5"]),
            rows in prop::collection::vec(row(), 0..12),
            events in any::<bool>(),
        ) {
            // Ratings with decimals only where the pool takes them.
            let fide = pool != "continuous";
            let whole = |text: &str| text.split('.').next().unwrap_or(text).to_string();
            let rating = if fide { whole(rating) } else { rating.to_string() };
            let rows: Vec<_> = rows
                .into_iter()
                .map(|(opponent, score, event)| {
                    (opponent.map(|text| if fide { whole(&text) } else { text }), score, event)
                })
                .collect();
            let evaluation = evaluation(pool, &rating, &rows, events);
            prop_assert!(
                matches!(evaluation.outcome, Outcome::Period(_)),
                "{:?}",
                evaluation.problem()
            );
            prop_assert_eq!(json_written(&evaluation), json_straight(&evaluation));
        }

        /// Any games, whatever their numbers (negative zero, the largest, not finite) and notes
        /// (quotes, control characters, any script), each written twice, are written as the
        /// generic serializer writes a list of them as a key's value.
        #[test]
        fn any_games_are_written_as_the_serializer_writes_them(
            games in prop::collection::vec(any_game(), 0..6),
        ) {
            #[derive(Serialize)]
            struct Before {
                before: u8,
            }
            #[derive(Serialize)]
            struct After {
                after: Vec<u8>,
            }
            #[derive(Serialize)]
            struct Whole {
                before: u8,
                games: Vec<PeriodGameJson>,
                after: Vec<u8>,
            }
            let twice: Vec<PeriodGameJson> = games.iter().chain(&games).cloned().collect();
            let mut straight = Vec::new();
            let whole = Whole { before: 1, games: twice.clone(), after: vec![2] };
            crate::report::sheet::json::render(&whole, &mut straight).unwrap();
            let mut written = Vec::new();
            render_around(
                &Before { before: 1 },
                "games",
                |out| write_game_list(twice.into_iter(), out),
                &After { after: vec![2] },
                &mut written,
            )
            .unwrap();
            prop_assert_eq!(String::from_utf8(written).unwrap(), String::from_utf8(straight).unwrap());
        }

        /// A line made in the room of the line before is the line made anew, whatever came
        /// before it: games rated, unrated, left out.
        #[test]
        fn a_line_made_in_the_room_of_another_is_the_line_made_anew(
            pool in prop::sample::select(vec!["standard", "continuous"]),
            rows in prop::collection::vec(row(), 1..12),
        ) {
            let evaluation = evaluation(pool, "2000", &rows, false);
            let Outcome::Period(period) = &evaluation.outcome else {
                return Err(TestCaseError::reject("no period"));
            };
            let mut reused = Line::new(Key::Note, vec![Cell::plain("x"); 9]).with_how("how");
            for index in (0..period.count()).chain((0..period.count()).rev()) {
                period.line_in(index, &mut reused);
                prop_assert_eq!(&reused, &LineSource::line(period, index));
            }
        }
    }

    #[test]
    fn a_period_without_games_writes_them_as_the_serializer_does() {
        let evaluation = evaluation("standard", "2000", &[], false);
        assert_eq!(json_written(&evaluation), json_straight(&evaluation));
        assert!(json_written(&evaluation).contains("\"games\": [],"));
    }
}
