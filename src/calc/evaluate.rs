//! A [`Request`] checked and computed: every value parsed the same way wherever it was typed,
//! the errors named by the [`Entry`] they are in, and the core run on what is valid. This is the
//! only caller of the core's `rate_*`, `need*`, `performance`, `initial_rating` and `fide_k`.

use std::ops::Range;
use std::sync::{Arc, OnceLock};

use super::Today;
use super::request::{Entry, KPreset, Mode, Request};
use super::table_rows::{LeftOut, LeftOutRow, Placed, TableRows, TableRowsBuilder};
use crate::rating;
use crate::rating::{
    Federation, GameLine, GameOutcome, InitialRating, InputError, KFactor, KRule, MultiOutcome,
    Need, NormCheck, NormInput, Opponent, PUBLISHED_FROM, Performance, PeriodGame, PeriodOutcome,
    Player, Points, Pool, Profile, Rating, Remaining, UNRATED, check_norm, difference_capped,
    fide_k, initial_rating, need_first_rating, parse_games, parse_games_played, parse_min_games,
    parse_remaining, parse_year, performance, rate_game, rate_multi, rate_period,
};

/// The opponent's K when yours comes from your profile and theirs is not typed: FIDE's K for an
/// established player.
pub const OPPONENT_K: u32 = 20;

/// What is wrong, and in which value (`None`: no one value, e.g. no game against a rated
/// opponent). A row's error is the error in that game (`game 3: …`).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{error}")]
pub struct Problem {
    pub field: Option<Entry>,
    pub error: InputError,
}

impl Problem {
    pub(crate) fn general(error: InputError) -> Problem {
        Problem { field: None, error }
    }
}

/// What the core made of a request.
#[derive(Clone, Debug)]
pub enum Outcome {
    Game(GameOutcome),
    Period(Period),
    Multi(MultiOutcome),
    /// Tournament mode with the player's rating `unrated`: the first rating the games give.
    Initial(InitialRating),
    /// Norm mode: the tournament's games checked for the chosen title's norm.
    Norm(NormAnswer),
    /// Field mode: every player of a tournament report file rated.
    Field(Box<super::trf::FieldReport>),
    /// A rating system other than Elo: its answer, worded and charted by its spec.
    System(Arc<dyn super::systems::Answer>),
    /// The first problem, shown in place of results.
    Invalid(Problem),
}

/// A rated period: its totals and the games it was rated from, each game's line made on demand.
#[derive(Clone, Debug)]
pub struct Period {
    /// The whole period's totals (of several events: the base, n over every event, the change
    /// rounded once).
    pub outcome: PeriodOutcome,
    pub games: Arc<Vec<PeriodGame>>,
    /// Which row of the table each game is, and the rows left out (games still to play).
    pub rows: TableRows,
    /// The games and the rows left out, in the table's order.
    pub placed: Placed,
    /// A period of several events: each event rated on its own Ro, and its games.
    pub events: Option<Arc<super::events::PeriodEvents>>,
}

impl Period {
    fn new(
        outcome: PeriodOutcome,
        games: Arc<Vec<PeriodGame>>,
        rows: TableRows,
        events: Option<super::events::PeriodEvents>,
    ) -> Period {
        let events = events.map(|mut events| {
            for (event, part) in events.parts.iter_mut().enumerate() {
                part.placed = rows.placed(part.span.clone(), Some(event));
                part.rows = rows.clone();
            }
            Arc::new(events)
        });
        Period {
            placed: rows.placed(0..games.len(), None),
            outcome,
            games,
            rows,
            events,
        }
    }

    /// The `index`-th game's line: rated on its event's Ro with the period's K.
    pub fn line(&self, index: usize) -> GameLine {
        let game = &self.games[index];
        match &self.events {
            Some(events) => events.parts[events.event_of(index)]
                .line(index)
                .unwrap_or_else(|| self.outcome.line(game)),
            None => self.outcome.line(game),
        }
    }

    /// Every game's line, in order.
    pub fn lines(&self) -> impl ExactSizeIterator<Item = GameLine> + '_ {
        (0..self.games.len()).map(|index| self.line(index))
    }
}

/// A request's outcome, with every value and game that is not allowed.
#[derive(Clone, Debug)]
pub struct Evaluation {
    pub errors: Vec<(Entry, InputError)>,
    /// Tournament rows (by index) that are not allowed in the pool.
    pub row_errors: Vec<(usize, InputError)>,
    pub outcome: Outcome,
    /// The rule behind K when it comes from the player profile.
    pub k_rule: Option<KRule>,
    /// Tournament mode: the performance over the games against rated opponents.
    pub performance: Option<Performance>,
    /// Whether the 400-point rule limits the player's rating difference.
    pub capped: bool,
    /// Tournament mode with rounds still to play: what they must bring for each target.
    pub targets: Vec<TargetAnswer>,
}

/// Which target a row of the targets table is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetKind {
    /// The rating at the start of the period.
    Keep,
    PlusTen,
    /// The next multiple of 100 above the rating.
    NextHundred,
    /// A published first rating (1400) for an unrated player.
    FirstRating,
    /// The person's own target.
    Typed,
}

/// One target and what the remaining games must bring for it.
#[derive(Clone, Debug)]
pub struct TargetAnswer {
    pub kind: TargetKind,
    pub answer: NeedAnswer,
}

impl Evaluation {
    /// An outcome computed on its own (a first rating from the command line's games).
    pub fn of(outcome: Outcome) -> Evaluation {
        Evaluation {
            errors: Vec::new(),
            row_errors: Vec::new(),
            outcome,
            k_rule: None,
            performance: None,
            capped: true,
            targets: Vec::new(),
        }
    }

    pub fn error_for(&self, field: Entry) -> Option<&InputError> {
        self.errors
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, error)| error)
    }

    pub fn row_error(&self, row: usize) -> Option<&InputError> {
        self.row_errors
            .iter()
            .find(|(r, _)| *r == row)
            .map(|(_, error)| error)
    }

    /// Why there is no result, if there is none.
    pub fn problem(&self) -> Option<&Problem> {
        match &self.outcome {
            Outcome::Invalid(problem) => Some(problem),
            _ => None,
        }
    }
}

/// Collects the errors of one request, each under its field.
#[derive(Default)]
pub(crate) struct Checks {
    pub(crate) errors: Vec<(Entry, InputError)>,
}

impl Checks {
    /// The value, or `None` with the field marked invalid.
    pub(crate) fn check<T>(&mut self, field: Entry, result: Result<T, InputError>) -> Option<T> {
        result
            .map_err(|error| self.errors.push((field, error)))
            .ok()
    }

    /// A typed value, or `default` when it is empty.
    pub(crate) fn or_default<T>(
        &mut self,
        entry: Entry,
        text: &str,
        parse: impl FnOnce(&str) -> Result<T, InputError>,
        default: T,
    ) -> Option<T> {
        match text.trim() {
            "" => Some(default),
            text => self.check(entry, parse(text)),
        }
    }

    /// The first problem: a value's, else a row's of `row_errors`, else `otherwise`.
    pub(crate) fn first_or(
        &self,
        row_errors: &[(usize, InputError)],
        otherwise: InputError,
    ) -> Problem {
        self.first()
            .or_else(|| row_problem(row_errors))
            .unwrap_or_else(|| Problem::general(otherwise))
    }

    pub(crate) fn first(&self) -> Option<Problem> {
        self.errors.first().map(|(field, error)| Problem {
            field: Some(*field),
            error: error.clone(),
        })
    }
}

/// The year of the rating period: the request's, or `this_year`.
fn year(request: &Request, this_year: i32, checks: &mut Checks) -> Option<i32> {
    match request.k.year.trim() {
        "" => Some(this_year),
        text => checks.check(Entry::Year, parse_year(text)),
    }
}

/// K from the preset, the custom field or the profile (FIDE auto), with the rule that decided
/// it when it came from the profile.
fn k(
    request: &Request,
    rating: Option<Rating>,
    this_year: i32,
    checks: &mut Checks,
) -> Option<(KFactor, Option<KRule>)> {
    match request.k.preset {
        KPreset::Custom => checks
            .check(Entry::CustomK, request.k.custom.parse())
            .map(|k| (k, None)),
        // The list's K, where the person was taken from a FIDE list for this pool (a
        // session's K out of range named on the K field, not left missing).
        KPreset::FideAuto => match super::list_player::list_k(request) {
            Some((k, _)) => checks
                .check(Entry::KPreset, KFactor::new(k))
                .map(|k| (k, None)),
            None => {
                let (k, rule) = profile_k(request, rating, this_year, checks)?;
                Some((k, Some(rule)))
            }
        },
        preset => preset
            .value()
            .and_then(|k| KFactor::new(k).ok())
            .map(|k| (k, None)),
    }
}

/// K under FIDE's rules from the profile fields.
fn profile_k(
    request: &Request,
    rating: Option<Rating>,
    this_year: i32,
    checks: &mut Checks,
) -> Option<(KFactor, KRule)> {
    let games = checks.check(
        Entry::GamesPlayed,
        parse_games_played(&request.k.games_played),
    );
    let born = checks.check(Entry::Born, parse_year(&request.k.born));
    let year = year(request, this_year, checks);
    let profile = Profile {
        rating: rating?,
        games: games?,
        born: born?,
        year: year?,
        reached_2400: request.k.reached_2400,
    };
    checks.check(Entry::Born, fide_k(&profile))
}

/// A tournament's games as the core takes them: the rows allowed in the pool (then the games
/// read from files), and the rows that are not. They depend on the games and the pool only, so
/// a face that keeps them ([`evaluate_with`]) reads a hundred thousand rows once, not per key.
#[derive(Clone, Debug)]
pub struct Games {
    pool: Pool,
    games: Arc<Vec<PeriodGame>>,
    /// With events: which of `games` each event holds (the games ordered by event).
    spans: Vec<Range<usize>>,
    /// Whether `games[i]` is row `i`'s game (then a row is read again in place).
    in_row_order: bool,
    /// Which row each game is, and the rows left out.
    rows: TableRows,
    row_errors: Vec<(usize, InputError)>,
    /// The performance over the games, found once when first asked for.
    performance: OnceLock<Option<Performance>>,
}

impl Games {
    pub fn of(request: &Request) -> Games {
        Games::in_pool(request, request.pool())
    }

    fn in_pool(request: &Request, pool: Pool) -> Games {
        // Games read from a file are shared as they are, not copied: there may be millions.
        let events = request.events.len();
        if request.rows.is_empty() && (events == 0 || request.read_spans.len() == events) {
            return Games {
                pool,
                games: Arc::clone(&request.read_games),
                spans: spans(request.read_spans.iter().copied()),
                in_row_order: true,
                rows: TableRows::in_order(request.read_games.len()),
                row_errors: Vec::new(),
                performance: OnceLock::new(),
            };
        }
        let mut games = Vec::with_capacity(request.game_count());
        let mut rows = TableRowsBuilder::default();
        let mut row_errors = Vec::new();
        // Every event's games together, in the events' order: the rows, then the games read.
        let mut order: Vec<usize> = (0..request.rows.len()).collect();
        let in_row_order = request.rows.is_sorted_by_key(|row| row.event);
        if !in_row_order {
            order.sort_by_key(|&index| request.rows[index].event);
        }
        let mut counts = vec![0; events.max(1)];
        let mut read = 0;
        let mut next_event = 0;
        // Games read from files follow the rows in the table's numbering.
        let read_row = request.rows.len();
        let mut read_until = |event: usize,
                              games: &mut Vec<PeriodGame>,
                              rows: &mut TableRowsBuilder,
                              counts: &mut [usize]| {
            while next_event < event.min(events) {
                let count = request.read_spans.get(next_event).copied().unwrap_or(0);
                let end = (read + count).min(request.read_games.len());
                games.extend_from_slice(&request.read_games[read..end]);
                (read..end).for_each(|index| rows.game(read_row + index));
                counts[next_event] += end - read;
                read = end;
                next_event += 1;
            }
        };
        for index in order {
            let row = &request.rows[index];
            read_until(row.event, &mut games, &mut rows, &mut counts);
            if row.event >= events.max(1) {
                let error = InputError::NoSuchEvent {
                    event: row.event,
                    events: events.max(1),
                };
                row_errors.push((index, error));
                continue;
            }
            // A game not played yet is no part of the period; its opponent is still checked.
            if row.is_unplayed() {
                match Opponent::parse(&row.opponent, pool) {
                    Ok(opponent) => rows.left_out(LeftOutRow {
                        row: index,
                        event: row.event,
                        why: LeftOut::Unplayed,
                        opponent: row.opponent.trim().to_string(),
                        rating: opponent.rating().map(Rating::value),
                        score: None,
                    }),
                    Err(error) => row_errors.push((index, error)),
                }
                continue;
            }
            match row.game(pool) {
                Ok(game) => {
                    games.push(game);
                    rows.game(index);
                    counts[row.event] += 1;
                }
                Err(error) => row_errors.push((index, error)),
            }
        }
        read_until(events, &mut games, &mut rows, &mut counts);
        if events == 0 {
            games.extend_from_slice(&request.read_games);
            (0..request.read_games.len()).for_each(|index| rows.game(read_row + index));
        }
        Games {
            pool,
            games: Arc::new(games),
            spans: if events == 0 {
                Vec::new()
            } else {
                spans(counts.into_iter())
            },
            in_row_order: in_row_order && request.read_games.is_empty(),
            rows: rows.finish(),
            row_errors,
            performance: OnceLock::new(),
        }
    }

    /// Reads row `index` of `request` again after it alone changed; `false` when that cannot be
    /// done in place (a row not allowed, now or before), and [`Games::of`] is needed.
    pub fn reread_row(&mut self, request: &Request, index: usize) -> bool {
        let aligned = self.row_errors.is_empty()
            && self.in_row_order
            && self.games.len() == request.rows.len() + request.read_games.len();
        let Some(Ok(game)) = request.rows.get(index).map(|row| row.game(self.pool)) else {
            return false;
        };
        if !aligned || index >= request.rows.len() {
            return false;
        }
        Arc::make_mut(&mut self.games)[index] = game;
        self.performance = OnceLock::new();
        true
    }

    /// The performance over the games against rated opponents, when every row is allowed.
    fn performance(&self) -> Option<Performance> {
        *self.performance.get_or_init(|| {
            self.row_errors
                .is_empty()
                .then(|| performance(self.pool, &self.games).ok())
                .flatten()
        })
    }

    /// Whether these are still `request`'s games, given that its games have not changed.
    pub fn suit(&self, request: &Request) -> bool {
        self.pool == request.pool()
    }
}

/// Consecutive ranges of the given lengths, from 0.
fn spans(counts: impl Iterator<Item = usize>) -> Vec<Range<usize>> {
    let mut start = 0;
    counts
        .map(|count| {
            start += count;
            start - count..start
        })
        .collect()
}

/// The first row error as a problem with the table.
pub(crate) fn row_problem(row_errors: &[(usize, InputError)]) -> Option<Problem> {
    row_errors.first().map(|(index, error)| Problem {
        field: Some(Entry::Rows),
        error: error.clone().in_game(*index),
    })
}

/// Checks and computes the request's current mode as of `today` (its year for the FIDE auto
/// K when the request names no year, its date for a US Chess event without one). Every
/// invalid value is listed; the outcome is the result, or the first problem.
pub fn evaluate(request: &Request, today: Today) -> Evaluation {
    evaluate_with(request, today, &Games::of(request))
}

/// [`evaluate`] with the request's games already read ([`Games::of`] this request).
pub fn evaluate_with(request: &Request, today: Today, games: &Games) -> Evaluation {
    if !games.suit(request) {
        return evaluate(request, today);
    }
    match request.mode {
        Mode::Norm => evaluate_norm(request),
        Mode::Field => super::trf::evaluate_field(request),
        // A period of several events is FIDE's rule: another system would rate their games
        // as one event, a plausible number that is not its own.
        Mode::Tournament if !request.system.is_elo() && request.events.len() > 1 => {
            let error = InputError::EventsInOtherSystem {
                system: request.system.label(),
                events: request.events.len(),
            };
            Evaluation::of(Outcome::Invalid(Problem {
                field: Some(Entry::Rows),
                error,
            }))
        }
        Mode::Game | Mode::Tournament | Mode::Multi => {
            request.system.evaluate(request, today, games)
        }
    }
}

/// An Elo pool's Game, Tournament or Multi mode (the Elo systems' spec rates with this).
pub(crate) fn evaluate_elo(request: &Request, today: Today, games: &Games) -> Evaluation {
    if request.player_is_unrated() {
        return evaluate_unrated(request);
    }
    let this_year = today.year;
    let pool = request.pool();
    let mut checks = Checks::default();
    let mut row_errors = Vec::new();
    let mut performance_of = None;
    let rating = checks.check(Entry::Rating, Rating::parse(&request.rating, pool));
    let k_and_rule = k(request, rating, this_year, &mut checks);
    let k = k_and_rule.map(|(k, _)| k);
    // Tournament mode: the period's event lines, read once for the period and its targets.
    let mut event_lines = None;
    let computed: Option<Result<Outcome, InputError>> = match request.mode {
        Mode::Game => {
            let opponent = checks.check(Entry::Opponent, Rating::parse(&request.opponent, pool));
            // Unless one is typed, the opponent's K is your preset's number; a K from your own
            // profile is yours alone, so theirs is then the usual K.
            let opponent_k = match (request.k.opponent.trim(), request.k.preset) {
                ("", KPreset::FideAuto) => KFactor::new(OPPONENT_K).ok(),
                ("", _) => k,
                (text, _) => checks.check(Entry::OpponentK, text.parse()),
            };
            match (rating, opponent, k, opponent_k) {
                (Some(rating), Some(opponent), Some(k), Some(opponent_k)) => Some(
                    rate_game(
                        pool,
                        Player { rating, k },
                        Player {
                            rating: opponent,
                            k: opponent_k,
                        },
                        request.result,
                    )
                    .map(Outcome::Game),
                ),
                _ => None,
            }
        }
        Mode::Tournament => {
            row_errors = games.row_errors.clone();
            performance_of = games.performance();
            let spans = games.spans.clone();
            let rows = games.rows.clone();
            let games = Arc::clone(&games.games);
            event_lines = checks.check(
                Entry::Rows,
                super::events::read_lines(&request.events, pool),
            );
            match (rating, k, event_lines.as_deref()) {
                (Some(rating), Some(k), Some(lines)) if row_errors.is_empty() => {
                    let period = if lines.is_empty() {
                        rate_period(pool, rating, k, &games)
                            .map(|outcome| Period::new(outcome, games, rows, None))
                    } else {
                        super::events::rate(pool, rating, k, lines, &games, &spans).map(|events| {
                            Period::new(events.outcome.whole(), games, rows, Some(events))
                        })
                    };
                    Some(period.map(|period| {
                        // An event given by its totals has no games to find a performance over.
                        performance_of = match &period.events {
                            Some(events)
                                if events.outcome.events.iter().any(|e| e.games.is_none()) =>
                            {
                                None
                            }
                            _ => rated_performance(performance_of, &period),
                        };
                        Outcome::Period(period)
                    }))
                }
                _ => None,
            }
        }
        Mode::Norm | Mode::Field => unreachable!("evaluated on their own"),
        Mode::Multi => {
            let average = checks.check(Entry::Average, Rating::parse(&request.multi.average, pool));
            let games = checks.check(Entry::Games, parse_games(&request.multi.games));
            let points = games.and_then(|games| {
                checks.check(Entry::Points, Points::parse(&request.multi.points, games))
            });
            match (rating, k, average, games, points) {
                (Some(rating), Some(k), Some(average), Some(games), Some(points)) => {
                    Some(rate_multi(pool, rating, k, average, games, points).map(Outcome::Multi))
                }
                _ => None,
            }
        }
    };
    let outcome = match computed {
        Some(Ok(outcome)) => outcome,
        Some(Err(error)) => Outcome::Invalid(Problem::general(error)),
        // Nothing was computed because a value is wrong: the first of them.
        None => Outcome::Invalid(checks.first_or(&row_errors, InputError::Missing)),
    };
    let targets = match (request.mode, rating, k, &outcome) {
        (Mode::Tournament, Some(rating), Some(k), Outcome::Period(_)) => {
            let events = event_lines.as_deref().unwrap_or_default();
            targets(request, games, Some((rating, k)), events, &mut checks)
        }
        _ => Vec::new(),
    };
    Evaluation {
        errors: checks.errors,
        row_errors,
        outcome,
        k_rule: k_and_rule.and_then(|(_, rule)| rule),
        performance: performance_of,
        capped: rating.is_some_and(|rating| difference_capped(pool, rating)),
        targets,
    }
}

/// The performance over the games the period rated. The one over every game against a rated
/// opponent (found once per set of games) serves unless the period left some out — the
/// rapid and blitz 600-point rule — and then it is found again over the rated ones.
fn rated_performance(
    over_rated_opponents: Option<Performance>,
    period: &Period,
) -> Option<Performance> {
    match over_rated_opponents {
        Some(all) if all.games > period.outcome.rated_games => {
            let rated: Vec<PeriodGame> = (0..period.games.len())
                .filter(|&index| period.line(index).is_rated())
                .map(|index| period.games[index])
                .collect();
            performance(period.outcome.pool, &rated).ok()
        }
        all => all,
    }
}

/// The targets table: what the remaining rounds (if the person gave them) must bring to keep
/// the rating, gain 10, reach the next hundred and the person's own target — or, for an
/// unrated player (`rated` `None`), a published first rating. Wrong values mark their fields.
fn targets(
    request: &Request,
    games: &Games,
    rated: Option<(Rating, KFactor)>,
    events: &[super::events::EventLine],
    checks: &mut Checks,
) -> Vec<TargetAnswer> {
    if request.targets.remaining.trim().is_empty() {
        return Vec::new();
    }
    let pool = games.pool;
    let remaining = checks.check(
        Entry::Remaining,
        parse_remaining(&request.targets.remaining),
    );
    let opponents = checks.check(
        Entry::RemainingAverage,
        remaining_opponents(&request.targets.opponents, pool),
    );
    let typed = checks.or_default(
        Entry::Target,
        &request.targets.target,
        |text| target_rating(text).map(Some),
        None,
    );
    let (Some(games_left), Some(opponents), Some(typed)) = (remaining, opponents, typed) else {
        return Vec::new();
    };
    let remaining = Remaining {
        games: games_left,
        opponents,
    };
    let mut wanted = match rated {
        Some((rating, _)) => {
            let r = rating.value();
            vec![
                (TargetKind::Keep, r),
                (TargetKind::PlusTen, r + 10.0),
                (TargetKind::NextHundred, ((r / 100.0).floor() + 1.0) * 100.0),
            ]
        }
        None => vec![(TargetKind::FirstRating, f64::from(PUBLISHED_FROM as u32))],
    };
    wanted.extend(typed.map(|target| (TargetKind::Typed, target)));
    wanted
        .into_iter()
        .filter_map(|(kind, target)| {
            let answer = answer(games, rated, Some(events), remaining, target).ok()?;
            Some(TargetAnswer { kind, answer })
        })
        .collect()
}

/// The remaining opponents' rating as typed: a rating the pool takes, never "unrated".
fn remaining_opponents(text: &str, pool: Pool) -> Result<Rating, InputError> {
    if text.trim().eq_ignore_ascii_case(UNRATED) {
        Err(InputError::RemainingUnrated)
    } else {
        Rating::parse(text, pool)
    }
}

/// A target rating as typed: any rating, decimals allowed; a comma or a point that could be a
/// thousands point is refused as in every rating.
fn target_rating(text: &str) -> Result<f64, InputError> {
    Rating::parse(text, Pool::Continuous)
        .map(Rating::value)
        .map_err(|error| match error {
            InputError::RatingComma(_) | InputError::RatingThousands { .. } => error,
            _ => InputError::Target(text.trim().to_string()),
        })
}

/// What `games` (read in their pool) plus `remaining` need to reach `target`: for a rated
/// player (`rated`) through the period, for an unrated one a published first rating.
fn answer(
    games: &Games,
    rated: Option<(Rating, KFactor)>,
    events: Option<&[super::events::EventLine]>,
    remaining: Remaining,
    target: f64,
) -> Result<NeedAnswer, InputError> {
    let need = match (rated, events) {
        (Some((rating, k)), Some(lines)) if !lines.is_empty() => super::events::need(
            games.pool,
            rating,
            k,
            lines,
            &games.games,
            &games.spans,
            remaining,
            target,
        ),
        (Some((rating, k)), _) => {
            rating::need(games.pool, rating, k, &games.games, remaining, target)
        }
        (None, _) => need_first_rating(&games.games, remaining, target),
    }?;
    Ok(NeedAnswer {
        pool: games.pool,
        rating: rated.map(|(rating, _)| rating),
        k: rated.map(|(_, k)| k),
        target,
        remaining,
        need,
    })
}

/// Norm mode: the table's games (a `?` score pending) checked for the chosen title's norm.
fn evaluate_norm(request: &Request) -> Evaluation {
    let mut checks = Checks::default();
    // Not typed yet is not a mistake: the result says what it waits for.
    let federation = match request.norm.federation.trim() {
        "" => None,
        text => checks.check(Entry::Federation, Federation::parse(text)),
    };
    // A session may hold any number: a norm's fewest games are 7, 8 or 9 all the same.
    let min_games = checks.check(
        Entry::MinGames,
        parse_min_games(&request.norm.min_games.to_string()),
    );
    let mut games = Vec::with_capacity(request.rows.len());
    let mut row_errors = Vec::new();
    // A federation not typed yet (games brought from Tournament mode have none) is awaited,
    // not marked as a mistake in its row.
    let mut federations_missing = 0;
    for (index, row) in request.rows.iter().enumerate() {
        if row.federation.trim().is_empty() {
            federations_missing += 1;
            continue;
        }
        match row.norm_game() {
            Ok(game) => games.push(game),
            Err(error) => row_errors.push((index, error)),
        }
    }
    let outcome = match federation {
        Some(_) if federations_missing > 0 && row_errors.is_empty() => {
            Outcome::Invalid(Problem::general(InputError::OpponentFederationsMissing {
                missing: federations_missing,
                games: request.rows.len(),
            }))
        }
        Some(federation) if row_errors.is_empty() && min_games.is_some() => norm(NormInput {
            title: request.norm.title,
            federation,
            min_games: request.norm.min_games,
            exemption: request.norm.exemption,
            games,
        })
        .map_or_else(Outcome::Invalid, Outcome::Norm),
        _ => Outcome::Invalid(checks.first_or(&row_errors, InputError::NoFederation)),
    };
    Evaluation {
        errors: checks.errors,
        row_errors,
        ..Evaluation::of(outcome)
    }
}

/// Tournament mode for an unrated player: the first rating (FIDE 8.2) the games give.
fn evaluate_unrated(request: &Request) -> Evaluation {
    // FIDE 8.2 is the standard list's rule: a first rating elsewhere is refused by name, as
    // `need` refuses it.
    if request.pool() != Pool::FideStandard {
        let error = InputError::FirstRatingPool(request.pool().key());
        return Evaluation {
            errors: vec![(Entry::Pool, error.clone())],
            ..Evaluation::of(Outcome::Invalid(Problem {
                field: Some(Entry::Pool),
                error,
            }))
        };
    }
    let outcome = match initial(request) {
        Ok(initial) => Outcome::Initial(initial),
        Err(problem) => Outcome::Invalid(problem),
    };
    let games = Games::in_pool(request, Pool::FideStandard);
    let mut checks = Checks::default();
    let targets = if games.row_errors.is_empty() {
        targets(request, &games, None, &[], &mut checks)
    } else {
        Vec::new()
    };
    Evaluation {
        errors: checks.errors,
        row_errors: games.row_errors,
        targets,
        ..Evaluation::of(outcome)
    }
}

/// The performance over the request's games in its pool.
pub fn performance_of(request: &Request) -> Result<Performance, Problem> {
    let Games {
        games, row_errors, ..
    } = Games::of(request);
    if let Some(problem) = row_problem(&row_errors) {
        return Err(problem);
    }
    performance(request.pool(), &games).map_err(Problem::general)
}

/// The question `need` answers: the games still to play, as typed.
#[derive(Clone, Copy, Debug)]
pub struct NeedQuery<'a> {
    pub remaining: &'a str,
    pub opponents: &'a str,
    /// `None`: a first published rating (1400) for an unrated player; required otherwise.
    pub target: Option<&'a str>,
}

/// What the remaining games must bring, with what it was asked from.
#[derive(Clone, Debug)]
pub struct NeedAnswer {
    pub pool: Pool,
    /// `None`: the player is unrated.
    pub rating: Option<Rating>,
    pub k: Option<KFactor>,
    pub target: f64,
    pub remaining: Remaining,
    pub need: Need,
}

impl NeedAnswer {
    /// The best the remaining games can bring, said where the target is out of reach.
    pub fn best(&self) -> rating::Best {
        self.need.best(self.remaining)
    }
}

/// What the request's player needs from the remaining games (the request's games are the
/// period's games so far; `this_year` as for [`evaluate`]).
pub fn need(request: &Request, query: NeedQuery, this_year: i32) -> Result<NeedAnswer, Problem> {
    let unrated = request.rating.trim().eq_ignore_ascii_case(UNRATED);
    let pool = request.pool();
    if unrated && pool != Pool::FideStandard {
        return Err(Problem::general(InputError::FirstRatingPool(pool.key())));
    }
    let games = parse_remaining(query.remaining).map_err(Problem::general)?;
    // A rating refused for its comma or point says "rating": the flag says which.
    let named = |field: Entry| {
        move |error: InputError| match error {
            InputError::RatingComma(_) | InputError::RatingThousands { .. } => Problem {
                field: Some(field),
                error,
            },
            error => Problem::general(error),
        }
    };
    let opponents =
        remaining_opponents(query.opponents, pool).map_err(named(Entry::RemainingAverage))?;
    let target = match query.target {
        Some(text) => target_rating(text),
        None if unrated => Ok(f64::from(PUBLISHED_FROM as u32)),
        None => Err(InputError::NoTarget),
    }
    .map_err(named(Entry::Target))?;
    let read = Games::in_pool(request, pool);
    if let Some(problem) = row_problem(&read.row_errors) {
        return Err(problem);
    }
    let rated = if unrated {
        None
    } else {
        let mut checks = Checks::default();
        let rating = checks.check(Entry::Rating, Rating::parse(&request.rating, pool));
        let k = k(request, rating, this_year, &mut checks).map(|(k, _)| k);
        let (Some(rating), Some(k)) = (rating, k) else {
            return Err(checks
                .first()
                .unwrap_or(Problem::general(InputError::Missing)));
        };
        Some((rating, k))
    };
    let events = super::events::read_lines(&request.events, pool).map_err(|error| Problem {
        field: Some(Entry::Rows),
        error,
    })?;
    let remaining = Remaining { games, opponents };
    answer(&read, rated, Some(&events), remaining, target).map_err(Problem::general)
}

/// A norm check with what it was asked from.
#[derive(Clone, Debug)]
pub struct NormAnswer {
    pub input: NormInput,
    pub check: NormCheck,
}

/// Checks `input` for a title norm (FIDE B.01 1.4).
pub fn norm(input: NormInput) -> Result<NormAnswer, Problem> {
    let check = check_norm(&input).map_err(Problem::general)?;
    Ok(NormAnswer { input, check })
}

/// The first rating (FIDE 8.2) the request's games give an unrated player.
pub fn initial(request: &Request) -> Result<InitialRating, Problem> {
    let Games {
        games, row_errors, ..
    } = Games::in_pool(request, Pool::FideStandard);
    if let Some(problem) = row_problem(&row_errors) {
        return Err(problem);
    }
    initial_rating(&[&games]).map_err(Problem::general)
}

/// The K the person's games are rated with in an Elo pool (the preset's, the custom one, the
/// list's or the profile's under FIDE auto); `None`: not an Elo pool, or a value missing.
pub fn own_k(request: &Request, this_year: i32) -> Option<u32> {
    if !request.system.is_elo() {
        return None;
    }
    let mut checks = Checks::default();
    let rating = checks.check(
        Entry::Rating,
        Rating::parse(&request.rating, request.pool()),
    );
    k(request, rating, this_year, &mut checks).map(|(k, _)| k.value())
}

/// K under FIDE's rules for the request's profile (rating, games played, year of birth, whether
/// 2400 was reached, and the year).
pub fn k_factor(request: &Request, this_year: i32) -> Result<(KFactor, KRule), Problem> {
    let mut checks = Checks::default();
    let rating = checks.check(
        Entry::Rating,
        Rating::parse(&request.rating, Pool::FideStandard),
    );
    // A missing K always comes with the error of the value it is missing for.
    profile_k(request, rating, this_year, &mut checks).ok_or_else(|| {
        checks
            .first()
            .unwrap_or_else(|| Problem::general(InputError::Missing))
    })
}
