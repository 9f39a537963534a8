//! DWZ, the German federation's rating (docs/rules/dwz.md): the spec — its values (the index,
//! the year of birth, the event's end date shared with US Chess, the date the DWZ was
//! published, a DSB card's totals), how it reads a game, how it rates one game or an event,
//! and its answer as data. The rules themselves: `rating/dwz.rs`.

use super::rated::{
    Fact, Figure, GameFigures, GamesTable, Rated, Said, Shown, Sides, Value, unrated_left_out,
};
use super::{
    Answer, Empty, EntryKind, OwnEntry, RatingSystem, not_in_multi, own_value, system_rows,
};
use crate::calc::Today;
use crate::calc::chart::{Chart, Mark, Marked, Who};
use crate::calc::evaluate::{Checks, Evaluation, Games, Outcome};
use crate::calc::request::{Entry, Mode, Request};
use crate::calc::table_rows::{LeftOut, TableRows};
use crate::rating::{
    DEWIS_FROM, DWZ_FLOOR, Dwz, DwzCoefficient, DwzEvaluation, DwzGame, DwzOutcome, DwzPlayer,
    DwzSystem, EBound, InputError, K_SYSTEM_FROM, KBound, Score, dwz_expected, parse_birth_year,
    parse_dwz, parse_dwz_index, parse_dwz_opponent, parse_dwz_totals, rate_dwz,
};
use jiff::civil::Date;

pub static DWZ: DwzSpec = DwzSpec;

/// DWZ as a rating system.
pub struct DwzSpec;

pub static INDEX: OwnEntry = OwnEntry {
    key: "dwz_index",
    label_id: "dwz-form-index",
    kind: EntryKind::Text {
        empty: Empty::Word("dwz-form-index-empty"),
    },
    flag: "index",
    value_name: "N",
    game_only: false,
};
pub static BORN: OwnEntry = OwnEntry {
    key: "dwz_born",
    label_id: "dwz-form-born",
    kind: EntryKind::Text {
        empty: Empty::Word("dwz-form-born-empty"),
    },
    flag: "born",
    value_name: "YYYY",
    game_only: false,
};
pub static RATING_DATE: OwnEntry = OwnEntry {
    key: "dwz_rating_date",
    label_id: "dwz-form-rating-date",
    kind: EntryKind::Text {
        empty: Empty::Word("dwz-form-rating-date-empty"),
    },
    flag: "rating-date",
    value_name: "DATE",
    game_only: false,
};
pub static SCORE: OwnEntry = OwnEntry {
    key: "dwz_score",
    label_id: "dwz-form-score",
    kind: EntryKind::Text {
        empty: Empty::Word("dwz-form-from-games"),
    },
    flag: "score",
    value_name: "W",
    game_only: false,
};
pub static GAMES: OwnEntry = OwnEntry {
    key: "dwz_games",
    label_id: "dwz-form-games",
    kind: EntryKind::Text {
        empty: Empty::Word("dwz-form-from-games"),
    },
    flag: "games",
    value_name: "N",
    game_only: false,
};
pub static EXPECTED: OwnEntry = OwnEntry {
    key: "dwz_expected",
    label_id: "dwz-form-expected",
    kind: EntryKind::Text {
        empty: Empty::Word("dwz-form-from-games"),
    },
    flag: "expected",
    value_name: "WE",
    game_only: false,
};

// The event's end date, the one US Chess asks for: it picks the E or the K system.
use super::shared::EVENT_DATE;

/// In the form's order.
static ENTRIES: [OwnEntry; 7] = [INDEX, BORN, EVENT_DATE, RATING_DATE, SCORE, GAMES, EXPECTED];

/// A card's totals stand for the games of an event: asked for in Tournament mode only.
const TOTALS: [&OwnEntry; 3] = [&SCORE, &GAMES, &EXPECTED];

impl RatingSystem for DwzSpec {
    fn key(&self) -> &'static str {
        "dwz"
    }

    fn label(&self) -> &'static str {
        "DWZ"
    }

    fn entries(&self) -> &'static [OwnEntry] {
        &ENTRIES
    }

    fn example_rating(&self) -> &'static str {
        "1500-10"
    }

    /// The Pool choice, then the values; a card's totals in Tournament mode only.
    fn form(&self, mode: Mode, _: &Request) -> Vec<Entry> {
        let mut form = vec![Entry::Pool];
        if mode != Mode::Multi {
            form.extend(
                ENTRIES
                    .iter()
                    .filter(|entry| mode == Mode::Tournament || !is_total(entry))
                    .map(OwnEntry::entry),
            );
        }
        form
    }

    /// An opponent's DWZ (a whole number), or `unrated`.
    fn check_opponent(&self, text: &str) -> Result<(), InputError> {
        parse_dwz_opponent(text).map(drop)
    }

    /// `OPPONENT:SCORE`, where `+` and `-` are refused: a German crosstable writes a forfeit
    /// so, and a forfeit does not count.
    fn check_game(&self, text: &str) -> Result<(), InputError> {
        let (opponent, score) = text
            .trim()
            .rsplit_once(':')
            .ok_or_else(|| InputError::Game(text.trim().to_string()))?;
        if matches!(score.trim(), "+" | "-") {
            return Err(InputError::DwzForfeit(score.trim().to_string()));
        }
        score.parse::<Score>()?;
        self.check_opponent(opponent)
    }

    fn evaluate(&self, request: &Request, today: Today, _: &Games) -> Evaluation {
        evaluate(request, today)
    }

    fn chart(&self, evaluation: &Evaluation) -> Chart {
        match &evaluation.outcome {
            Outcome::System(answer) => answer.chart(),
            _ => curve(Vec::new(), Marked::Nothing),
        }
    }
}

fn is_total(entry: &OwnEntry) -> bool {
    TOTALS.iter().any(|total| total.key == entry.key)
}

/// The DSB's expected score: the normal distribution, not the logistic curve.
fn curve(marks: Vec<Mark>, marked: Marked) -> Chart {
    Chart::of_curve("normal".into(), dwz_expected, marks, marked)
}

/// A date as typed: a real date, `YYYY-MM-DD`.
fn parse_date(text: &str) -> Result<Date, InputError> {
    crate::rating::publication::read_iso_date(text)
        .ok_or_else(|| InputError::Date(text.trim().to_string()))
}

/// An event's end date: from the start of DeWIS (older rules are not covered).
fn parse_event_end(text: &str) -> Result<Date, InputError> {
    let date = parse_date(text)?;
    if date < DEWIS_FROM {
        return Err(InputError::DwzBeforeDewis(date.to_string()));
    }
    Ok(date)
}

/// DWZ in Game mode (one game, and what each result would bring) or Tournament mode (an
/// event, from its games or a card's totals); Multi is not rated.
fn evaluate(request: &Request, today: Today) -> Evaluation {
    if request.mode == Mode::Multi {
        return not_in_multi("DWZ");
    }
    let values = &request.systems;
    let mut checks = Checks::default();
    let rating = match request.rating.trim() {
        text if text.eq_ignore_ascii_case(crate::rating::UNRATED) => {
            checks.errors.push((Entry::Rating, InputError::DwzFirst));
            None
        }
        text => checks.check(Entry::Rating, parse_dwz(text)),
    };
    let index = match (rating, values.text(INDEX.key).trim()) {
        (Some((_, Some(index))), "") => Some(index),
        (Some((_, Some(typed))), text) => checks
            .check(INDEX.entry(), parse_dwz_index(text))
            .and_then(|given| {
                if given == typed {
                    Some(given)
                } else {
                    let error = InputError::DwzIndexTwice { typed, given };
                    checks.errors.push((INDEX.entry(), error));
                    None
                }
            }),
        (Some((rating, _)), "") => {
            checks
                .errors
                .push((INDEX.entry(), InputError::DwzIndexMissing { rating }));
            None
        }
        (_, text) => checks.check(INDEX.entry(), parse_dwz_index(text)),
    };
    let born = own_value(
        &mut checks,
        values,
        &BORN,
        |text| parse_birth_year(text).map(Some),
        None,
    );
    let event_end = own_value(
        &mut checks,
        values,
        &EVENT_DATE,
        parse_event_end,
        today.date,
    );
    let published = own_value(
        &mut checks,
        values,
        &RATING_DATE,
        |text| parse_date(text).map(Some),
        None,
    );
    let totals_typed: Vec<&str> = TOTALS
        .iter()
        .map(|entry| values.text(entry.key).trim())
        .collect();
    let from_totals =
        request.mode == Mode::Tournament && totals_typed.iter().any(|t| !t.is_empty());
    let totals = if from_totals {
        for (entry, text) in TOTALS.iter().zip(&totals_typed) {
            if text.is_empty() {
                checks.errors.push((entry.entry(), InputError::Missing));
            }
        }
        if totals_typed.iter().all(|t| !t.is_empty()) {
            // Which of the three is wrong is the error's: it names the value.
            let entry = |error: &InputError| match error {
                InputError::Whole { .. } => GAMES.entry(),
                InputError::Points { .. } => SCORE.entry(),
                _ => EXPECTED.entry(),
            };
            match parse_dwz_totals(totals_typed[0], totals_typed[1], totals_typed[2]) {
                Ok(totals) => Some(totals),
                Err(error) => {
                    checks.errors.push((entry(&error), error));
                    None
                }
            }
        } else {
            None
        }
    } else {
        None
    };
    if from_totals && request.rows.iter().any(|row| !row.is_unplayed()) {
        checks
            .errors
            .push((SCORE.entry(), InputError::DwzTotalsWithGames));
    }
    if let (Some(Some(published)), Some(event_end)) = (published, event_end)
        && published > event_end
    {
        let error = InputError::DwzRatingAfterEvent {
            published: published.to_string(),
            event: event_end.to_string(),
        };
        checks.errors.push((RATING_DATE.entry(), error));
    }
    let mut row_errors = Vec::new();
    let mut rows = TableRows::in_order(1);
    let games: Option<Vec<DwzGame>> = if from_totals {
        Some(Vec::new())
    } else if request.mode == Mode::Game {
        checks
            .check(Entry::Opponent, parse_dwz_opponent(&request.opponent))
            .map(|opponent| vec![played(opponent, request.result)])
    } else {
        // A game against an opponent without a DWZ is left out and said: it counts only when
        // the opponent gets a first DWZ in the same evaluation, which needs the whole event.
        let (games, table_rows, errors) = system_rows(
            request,
            |opponent, score| {
                parse_dwz_opponent(opponent)?
                    .map(|rating| played(Some(rating), score))
                    .ok_or_else(|| InputError::Game(opponent.to_string()))
            },
            |game| game.opponent.map_or(0.0, f64::from),
            true,
        );
        (rows, row_errors) = (table_rows, errors);
        Some(games)
    };
    let outcome = match (rating, index, born, event_end, published, games) {
        (
            Some((rating, _)),
            Some(index),
            Some(born),
            Some(event_end),
            Some(published),
            Some(games),
        ) if row_errors.is_empty()
            && checks.errors.is_empty()
            && (!from_totals || totals.is_some()) =>
        {
            let player = DwzPlayer {
                dwz: Some(Dwz { rating, index }),
                birth_year: born,
                published,
            };
            let unrated = rows.left_out_for(LeftOut::UnratedOpponent).len();
            let rated = match totals {
                Some(totals) => rate_dwz(player, event_end, DwzEvaluation::Totals(totals)),
                None if games.is_empty() && unrated > 0 => Err(InputError::DwzNoGames {
                    forfeits: 0,
                    unrated,
                }),
                None => rate_dwz(
                    player,
                    event_end,
                    DwzEvaluation::Games {
                        games: &games,
                        opponents_published: None,
                    },
                ),
            };
            match rated {
                Ok(outcome) => {
                    let scenarios = match (request.mode, games.as_slice()) {
                        (Mode::Game, [game]) => scenarios(player, event_end, *game),
                        _ => Vec::new(),
                    };
                    Outcome::System(std::sync::Arc::new(DwzAnswer {
                        outcome,
                        scenarios,
                        rows,
                        from_totals,
                        rating_date_given: published.is_some(),
                    }))
                }
                Err(error) => {
                    let entry = match error {
                        InputError::BornAfter { .. } => BORN.entry(),
                        // The index is the rating field's where it was typed there.
                        InputError::DwzIndexZero { .. }
                            if values.text(INDEX.key).trim().is_empty() =>
                        {
                            Entry::Rating
                        }
                        InputError::DwzIndexZero { .. } => INDEX.entry(),
                        InputError::DwzNoGames { .. } if request.mode == Mode::Game => {
                            Entry::Opponent
                        }
                        InputError::DwzNoGames { .. } => Entry::Rows,
                        InputError::DwzNewScale { .. } => RATING_DATE.entry(),
                        InputError::DwzBeforeDewis(_) => EVENT_DATE.entry(),
                        _ => Entry::Rating,
                    };
                    checks.errors.push((entry, error.clone()));
                    Outcome::Invalid(checks.first_or(&[], error))
                }
            }
        }
        _ => Outcome::Invalid(checks.first_or(&row_errors, InputError::Missing)),
    };
    Evaluation {
        errors: checks.errors,
        row_errors,
        ..Evaluation::of(outcome)
    }
}

/// A game played over the board.
fn played(opponent: Option<u32>, score: Score) -> DwzGame {
    DwzGame {
        opponent,
        score,
        forfeit: false,
    }
}

/// One game: the change each result would bring.
fn scenarios(player: DwzPlayer, event_end: Date, game: DwzGame) -> Vec<(Score, f64)> {
    Score::ALL
        .into_iter()
        .filter_map(|score| {
            let games = [DwzGame { score, ..game }];
            let evaluation = DwzEvaluation::Games {
                games: &games,
                opponents_published: None,
            };
            let outcome = rate_dwz(player, event_end, evaluation).ok()?;
            Some((score, outcome.change() as f64))
        })
        .collect()
}

/// A DWZ evaluation, with its games' rows; for one game, the change each result would bring.
#[derive(Clone, Debug)]
pub struct DwzAnswer {
    pub outcome: DwzOutcome,
    pub scenarios: Vec<(Score, f64)>,
    /// Which row of the table each game is; the rows left out: games against an opponent
    /// without a DWZ, games still to play.
    pub rows: TableRows,
    /// Rated from a DSB card's totals, not from games.
    pub from_totals: bool,
    /// The date the DWZ was published was given (else it is taken as current).
    pub rating_date_given: bool,
}

impl Answer for DwzAnswer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn rated(&self) -> Rated<'_> {
        self.rated_evaluation()
    }

    fn chart(&self) -> Chart {
        let rating = f64::from(self.outcome.before.rating);
        let marks: Vec<Mark> = self
            .outcome
            .lines
            .iter()
            .filter_map(|line| {
                Some(Mark {
                    difference: rating - f64::from(line.opponent?),
                    expected: line.expected?,
                })
            })
            .collect();
        let marked = match (self.scenarios.is_empty(), marks.first()) {
            (false, Some(mark)) => Marked::One {
                who: Who::You,
                real: mark.difference,
                used: mark.difference,
            },
            _ => Marked::Opponents,
        };
        curve(marks, marked)
    }

    fn game_figures(&self, game: usize) -> Option<(f64, f64)> {
        let line = self.outcome.lines.get(game)?;
        Some((
            f64::from(self.outcome.before.rating) - f64::from(line.opponent?),
            line.expected?,
        ))
    }

    fn table_rows(&self) -> &TableRows {
        &self.rows
    }
}

// --- The answer as data: what people read and what JSON carries, by key ---

impl DwzAnswer {
    fn rated_evaluation(&self) -> Rated<'_> {
        let outcome = &self.outcome;
        let text = |dwz: Dwz| Value::Text(dwz.to_string());
        let mut facts = Vec::new();
        if let Some(relevelling) = outcome.relevelled {
            let moved = Shown::Moved(text(relevelling.from), text(relevelling.to));
            let how = relevel_how(relevelling.from.rating);
            facts.push(Fact::shown("relevelled", moved).how(how, Vec::new()));
        }
        facts.push(Fact::shown(
            "score",
            Shown::ScoreWithExpected(
                Value::Points(outcome.score),
                Value::Fixed(outcome.expected_thousandths as f64 / 1000.0, 3),
            ),
        ));
        facts.push(Fact::new("games", Value::Whole(outcome.games.into())));
        facts.push(self.coefficient());
        let exact = outcome.new_unrounded - f64::from(outcome.before.rating);
        facts.push(
            Fact::new("change", Value::Change(outcome.change() as f64, 0)).how(
                outcome.system.key(),
                vec![("exact", Value::Change(exact, 2))],
            ),
        );
        let new_rating = Fact::new("new_rating", text(outcome.new));
        facts.push(if outcome.floored {
            new_rating.how(
                "floored",
                vec![
                    ("rating", Value::Fixed(outcome.new_unrounded, 2)),
                    ("floor", Value::Whole(DWZ_FLOOR.into())),
                ],
            )
        } else {
            new_rating.how(
                "exactly",
                vec![("rating", Value::Fixed(outcome.new_unrounded, 2))],
            )
        });
        if !self.from_totals {
            let performance = Fact::new(
                "performance",
                outcome
                    .leistung
                    .map_or(Value::Absent, |rating| Value::Whole(rating.into())),
            );
            facts.push(match outcome.leistung {
                Some(_) => performance,
                None => performance.how("none", Vec::new()),
            });
        }
        Rated {
            system: &DWZ,
            sides: Sides::One,
            title: Said::new(
                "title",
                vec![
                    ("dwz", text(outcome.given)),
                    (
                        "system",
                        Value::Said(Box::new(Said::bare(match outcome.system {
                            DwzSystem::E => "system-e",
                            DwzSystem::K => "system-k",
                        }))),
                    ),
                    ("date", Value::Text(outcome.event_end.to_string())),
                    ("age", Value::Said(Box::new(self.age()))),
                ],
            ),
            rating: (text(outcome.before), text(outcome.new)),
            facts,
            games: (!self.from_totals).then(|| self.games()),
            scenario_decimals: 0,
            scenarios: self
                .scenarios
                .iter()
                .map(|&(score, change)| (score, vec![change]))
                .collect(),
            played: (!self.scenarios.is_empty())
                .then(|| outcome.lines.first().map(|line| line.game.score))
                .flatten(),
            notes: self.notes(),
            figures: self.figures(),
        }
    }

    /// The age class the coefficient was found for, from the year of birth or assumed.
    fn age(&self) -> Said {
        let age = self.outcome.age;
        match age.years {
            None => Said::bare("age-assumed"),
            Some(years) => Said::new(age.class.key(), vec![("years", Value::Whole(years.into()))]),
        }
    }

    /// E (E system) or K (K system), with how it was found.
    fn coefficient(&self) -> Fact {
        let optional = |value: Option<f64>, decimals| {
            value.map_or(Value::Absent, |value| Value::Fixed(value, decimals))
        };
        match self.outcome.coefficient {
            DwzCoefficient::E(e) => {
                let bound = match e.bound {
                    None => Said::bare("bound-none"),
                    Some(EBound::AtLeastFive) => Said::bare("bound-at-least-five"),
                    Some(EBound::FiveTimesIndex { index }) => Said::new(
                        "bound-five-times-index",
                        vec![
                            ("index", Value::Whole(index.into())),
                            ("limit", Value::Whole((5 * index).into())),
                        ],
                    ),
                    Some(EBound::AtMostThirty) => Said::bare("bound-at-most-thirty"),
                    Some(EBound::Brake) => Said::bare("bound-brake"),
                };
                Fact::new("coefficient", Value::Whole(e.value.into())).how(
                    "e",
                    vec![
                        ("e0", Value::Fixed(e.e0, 2)),
                        ("j", Value::Whole(e.j.into())),
                        ("fb", optional(e.acceleration, 3)),
                        ("sbr", optional(e.brake, 2)),
                        ("rounded", Value::Whole(e.rounded.into())),
                        ("bound", Value::Said(Box::new(bound))),
                    ],
                )
            }
            DwzCoefficient::K(k) => {
                let bound = match k.bound {
                    None => Said::bare("bound-none"),
                    Some(KBound::AtLeastFive) => Said::bare("bound-k-at-least-five"),
                    Some(KBound::AtMostEighty) => Said::bare("bound-k-at-most-eighty"),
                };
                Fact::new("k", Value::Fixed(k.value, 1)).how(
                    "k",
                    vec![
                        (
                            "group",
                            Value::Said(Box::new(Said::bare(match k.group.key() {
                                "young-below-2200" => "group-young-below-2200",
                                "adult-below-2000" => "group-adult-below-2000",
                                _ => "group-strong",
                            }))),
                        ),
                        ("k0", Value::Whole(k.k0.into())),
                        ("b", optional(k.b, 4)),
                        ("a", optional(k.a, 2)),
                        ("rounded", Value::Fixed(k.rounded, 1)),
                        ("bound", Value::Said(Box::new(bound))),
                    ],
                )
            }
        }
    }

    /// Each game rated, in the table's order, with the rows left out.
    fn games(&self) -> GamesTable<'_> {
        let games = self
            .outcome
            .lines
            .iter()
            .map(|line| GameFigures {
                opponent: line.opponent.map_or(0.0, f64::from),
                extras: Vec::new(),
                score: line.game.score,
                expected: line.expected.unwrap_or(0.0),
            })
            .collect();
        GamesTable {
            key: "game_list",
            extras: &[],
            games,
            left_out_extras: Vec::new(),
            rows: &self.rows,
        }
    }

    fn notes(&self) -> Vec<Said> {
        let outcome = &self.outcome;
        let mut notes = Vec::new();
        if outcome.age.assumed() {
            notes.push(Said::bare("adult-assumed"));
        }
        if let Some(relevelling) = outcome.relevelled {
            notes.push(Said::new(
                "relevelled-note",
                vec![
                    ("from", Value::Text(relevelling.from.to_string())),
                    ("to", Value::Text(relevelling.to.to_string())),
                    ("date", Value::Text(K_SYSTEM_FROM.to_string())),
                ],
            ));
        } else if outcome.system == DwzSystem::K && !self.rating_date_given {
            // Below the K system's floor a DWZ is most likely one from before the Umstufung.
            let key = if outcome.given.rating < DWZ_FLOOR {
                "below-floor-current"
            } else {
                "current-assumed"
            };
            notes.push(Said::new(
                key,
                vec![
                    ("date", Value::Text(K_SYSTEM_FROM.to_string())),
                    ("floor", Value::Whole(DWZ_FLOOR.into())),
                ],
            ));
        }
        notes.extend(unrated_left_out(&self.rows));
        if outcome.floored {
            notes.push(Said::new(
                "floored-note",
                vec![("floor", Value::Whole(DWZ_FLOOR.into()))],
            ));
        }
        if self.from_totals {
            notes.push(Said::bare("from-totals"));
        }
        if let Some((low, high)) = outcome.printed_range {
            notes.push(Said::new(
                "printed-range",
                vec![
                    ("low", Value::Whole(low.into())),
                    ("high", Value::Whole(high.into())),
                ],
            ));
        }
        notes
    }

    /// What JSON carries, in order: every key always there (`null` where it does not apply).
    fn figures(&self) -> Vec<Figure> {
        let outcome = &self.outcome;
        let (coefficient, k) = match outcome.coefficient {
            DwzCoefficient::E(e) => (Value::Whole(e.value.into()), Value::Absent),
            DwzCoefficient::K(k) => (Value::Absent, Value::Real(k.value)),
        };
        vec![
            Figure::new("rating", Value::Whole(outcome.given.rating.into())),
            Figure::new("index", Value::Whole(outcome.given.index.into())),
            Figure::new(
                "relevelled_from",
                outcome.relevelled.map_or(Value::Absent, |relevelling| {
                    Value::Text(relevelling.from.to_string())
                }),
            ),
            Figure::new("rated_from", Value::Whole(outcome.before.rating.into())),
            Figure::new(
                "rated_from_index",
                Value::Whole(outcome.before.index.into()),
            ),
            Figure::new("event_date", Value::Text(outcome.event_end.to_string())),
            Figure::new("system", Value::Choice(outcome.system.key())),
            Figure::new("age_class", Value::Choice(outcome.age.class.key())),
            Figure::new("age_assumed", Value::Flag(outcome.age.assumed())),
            Figure::new("score", Value::Points(outcome.score)),
            Figure::new("games", Value::Whole(outcome.games.into())),
            Figure::new("expected", Value::Real(outcome.expected)),
            Figure::new(
                "expected_printed",
                Value::Real(outcome.expected_thousandths as f64 / 1000.0),
            ),
            Figure::new("coefficient", coefficient),
            Figure::new("k", k),
            Figure::new("change", Value::Whole(outcome.change())),
            Figure::new("new_rating_exact", Value::Real(outcome.new_unrounded)),
            Figure::new("new_rating", Value::Whole(outcome.new.rating.into())),
            Figure::new("new_index", Value::Whole(outcome.new.index.into())),
            Figure::new("floored", Value::Flag(outcome.floored)),
            Figure::new(
                "performance",
                outcome
                    .leistung
                    .map_or(Value::Absent, |rating| Value::Whole(rating.into())),
            ),
        ]
    }
}

/// Which step of the Umstufung a rating took.
fn relevel_how(rating: u32) -> &'static str {
    match rating {
        ..1000 => "below-1000",
        1000..2110 => "linear",
        _ => "unchanged",
    }
}
