//! A whole tournament rated from its report file: every rated player's change through the same
//! core as a period (`rate_period`), every unrated player's first rating through the same code
//! as `initial`, and everyone's performance — the tournament taken as the player's whole
//! rating period, as chess-results.com and Swiss-Manager show it.

use std::borrow::Cow;
use std::fmt;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::import::trf::{TrfError, read};
use crate::rating::list::ListMonth;
use crate::rating::tournament::{Code, Player, PoolWord, Round, Tournament};
use crate::rating::{
    Exclusion, InitialRating, InputError, KFactor, KRule, Opponent, Performance, PeriodGame,
    PeriodOutcome, Pool, Rating, Score, initial_rating, k_from_report, performance, rate_period,
};

use super::trf_list::{ListDifference, ListInForce, differences, not_on_list};
use super::{Entry, Evaluation, Outcome, Problem, Request};

/// A tournament report file's text as a request keeps it (a session writes it as a string),
/// with the tournament it holds read at most once: every copy of the request (an undo step, a
/// save) shares the text and the reading, so a multi-megabyte file is neither copied nor read
/// again while it stays the same text.
#[derive(Clone, Default)]
pub struct ReportText {
    text: Arc<str>,
    read: Arc<OnceLock<Result<Arc<Tournament>, TrfError>>>,
}

impl ReportText {
    /// A text with the tournament already read from it (the import reads the file's bytes, and
    /// reading its decoded text gives the same tournament).
    pub fn read_as(text: String, tournament: Tournament) -> ReportText {
        ReportText {
            text: Arc::from(text),
            read: Arc::new(OnceLock::from(Ok(Arc::new(tournament)))),
        }
    }

    /// The tournament the text holds, read the first time it is asked for.
    pub fn tournament(&self) -> Result<&Arc<Tournament>, &TrfError> {
        self.read
            .get_or_init(|| read(self.text.as_bytes()).map(Arc::new))
            .as_ref()
    }

    /// A tournament read from a file that no session keeps (the command line's): its text is
    /// not needed, and not kept.
    pub fn unkept(tournament: Tournament) -> ReportText {
        ReportText {
            text: Arc::from(""),
            read: Arc::new(OnceLock::from(Ok(Arc::new(tournament)))),
        }
    }

    /// Whether there is a report: a text, or a tournament read without one.
    pub fn is_given(&self) -> bool {
        !self.text.is_empty() || self.read.get().is_some()
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Whether `other` is this very text (a copy of it), not only the same characters.
    pub fn shares(&self, other: &ReportText) -> bool {
        Arc::ptr_eq(&self.text, &other.text)
    }
}

impl std::ops::Deref for ReportText {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text
    }
}

impl From<String> for ReportText {
    fn from(text: String) -> ReportText {
        ReportText {
            text: Arc::from(text),
            read: Arc::default(),
        }
    }
}

impl From<&str> for ReportText {
    fn from(text: &str) -> ReportText {
        ReportText::from(text.to_string())
    }
}

impl PartialEq for ReportText {
    fn eq(&self, other: &ReportText) -> bool {
        self.shares(other) || self.text == other.text
    }
}

impl fmt::Debug for ReportText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.text, f)
    }
}

impl Serialize for ReportText {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for ReportText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ReportText, D::Error> {
        String::deserialize(deserializer).map(ReportText::from)
    }
}

/// What the person chose besides the file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FieldOptions {
    /// The list to rate on; `None`: what the file's time control says, else standard.
    pub pool: Option<Pool>,
    /// One K for every rated player.
    pub k: Option<KFactor>,
    /// A K for one player, by starting rank: it wins over `k`.
    pub player_k: Vec<(u16, KFactor)>,
    /// The FIDE list in force: its K for the players it has (after `player_k` and `k`), and
    /// the file checked against it.
    pub list: Option<Arc<ListInForce>>,
}

/// Where the pool came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PoolSource {
    Option,
    TimeControl,
    /// A word of the event's name or allotted time (`Blitz`, `Bullet`, `Rapid`, …).
    EventWords,
    Default,
}

impl PoolSource {
    pub fn key(self) -> &'static str {
        match self {
            PoolSource::Option => "option",
            PoolSource::TimeControl => "time control",
            PoolSource::EventWords => "event words",
            PoolSource::Default => "default",
        }
    }
}

/// Where a rated player's K came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KSource {
    /// `--player-k`, or typed for the player.
    Player,
    /// `--k`, for everyone.
    Everyone,
    /// elocalc's rule from the file: junior, 2400 or more, or the usual 20.
    File(KRule),
    /// The FIDE list of that month, by the player's FIDE ID.
    List(ListMonth),
}

impl KSource {
    /// `player`, `option`, `junior`, `rating-2400`, `standard` or `list YYYY-MM`.
    pub fn key(self) -> Cow<'static, str> {
        Cow::Borrowed(match self {
            KSource::Player => "player",
            KSource::Everyone => "option",
            KSource::File(KRule::Junior) => "junior",
            KSource::File(KRule::Reached2400) => "rating-2400",
            KSource::File(_) => "standard",
            KSource::List(month) => return Cow::Owned(format!("list {month}")),
        })
    }
}

/// Why a round is not a rated game for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundNote {
    ForfeitWin,
    ForfeitLoss,
    /// `-` with no opponent.
    Absent,
    LessThanOneMove,
    HalfPointBye,
    FullPointBye,
    PairingBye,
    ZeroPointBye,
    UnratedOpponent,
    /// Rapid and blitz: 600 points or more apart with a player above 2600.
    SixHundredRule,
}

/// One round of a player's line, as it counts for them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoundResult {
    pub round: Round,
    /// The opponent's rating, when they have one.
    pub opponent_rating: Option<u32>,
    /// The points the code stands for.
    pub score: Score,
    /// Whether it counts for this player: a rated player's rated game, or an unrated player's
    /// game against a rated opponent.
    pub rated: bool,
    /// The expected score (table 8.1.2) of a rated player's rated game.
    pub expected: Option<f64>,
    pub note: Option<RoundNote>,
    /// The real rating difference of a rated player's rated game, where the 400-point rule
    /// counted another.
    pub capped_from: Option<f64>,
}

/// One player's report.
#[derive(Clone, Debug)]
pub struct PlayerResult {
    /// The player, by index into the tournament's players.
    pub index: usize,
    /// A rated player's K and where it came from.
    pub k: Option<(KFactor, KSource)>,
    /// A rated player's period: K after K·n ≤ 700, expected, change, new rating.
    pub period: Option<PeriodOutcome>,
    /// The games that count (docs/rules/trf.md, "What is rated") and the points in them.
    pub rated_games: u64,
    pub score: f64,
    pub performance: Option<Performance>,
    /// An unrated player with five games or more against rated opponents: the first rating.
    pub initial: Option<InitialRating>,
}

/// The whole field rated.
#[derive(Clone, Debug)]
pub struct FieldReport {
    pub tournament: Arc<Tournament>,
    pub pool: Pool,
    pub pool_source: PoolSource,
    /// The event's words that name a list: the one that chose the pool (`EventWords`), or
    /// words that name different lists, so that none chose it (`Default`); else empty.
    pub pool_words: Vec<PoolWord>,
    /// In starting-rank order, without the lines left out.
    pub players: Vec<PlayerResult>,
    /// The `001` lines that are no player (by index into the tournament's players): unrated,
    /// with byes and absences only, as the bye pseudo-player `spielfrei` some files carry.
    pub left_out: Vec<usize>,
    /// The lines (by index into the tournament's players, the lines left out too) whose points
    /// column says other than their rounds give: found once, shown on every frame.
    pub points_disagree: Vec<usize>,
    /// The FIDE list the file was checked against, where the file says other than it, and
    /// the players (by index) with a FIDE ID it does not have.
    pub list: Option<Arc<ListInForce>>,
    pub list_differences: Vec<ListDifference>,
    pub not_on_list: Vec<usize>,
}

impl FieldReport {
    pub fn player(&self, result: &PlayerResult) -> &Player {
        &self.tournament.players[result.index]
    }

    /// How many players have their K from the FIDE list.
    pub fn k_from_list(&self) -> usize {
        self.players
            .iter()
            .filter(|result| matches!(result.k, Some((_, KSource::List(_)))))
            .count()
    }

    /// The players (of the whole file, the lines left out too) whose points column says other
    /// than their rounds give.
    pub fn points_disagree(&self) -> impl ExactSizeIterator<Item = &Player> {
        self.points_disagree
            .iter()
            .map(|&index| &self.tournament.players[index])
    }

    /// Each round of a player's line as it counts for them, worked out when asked for: a
    /// field of thousands of players over hundreds of rounds keeps only its totals.
    pub fn rounds<'a>(
        &'a self,
        result: &'a PlayerResult,
    ) -> impl ExactSizeIterator<Item = RoundResult> + 'a {
        let player = self.player(result);
        player.rounds.iter().map(move |round| {
            let opponent_rating = opponent_rating(&self.tournament, round);
            let mut counted = RoundResult {
                round: *round,
                opponent_rating,
                score: round.code.score(),
                rated: false,
                expected: None,
                note: note(round),
                capped_from: None,
            };
            if !round.is_game() {
                return counted;
            }
            match &result.period {
                // A rated player's game counts as the core decides (unrated opponents, the
                // 600-point rule), the same line its period was rated from.
                Some(period) => {
                    let line = period.line(&game(round, opponent_rating));
                    counted.rated = line.is_rated();
                    counted.expected = line.expected.map(|expected| expected.value());
                    counted.capped_from = line.capped_from();
                    counted.note = line.exclusion.map(|exclusion| match exclusion {
                        Exclusion::UnratedOpponent => RoundNote::UnratedOpponent,
                        Exclusion::SixHundredRule => RoundNote::SixHundredRule,
                    });
                }
                // An unrated player's games against rated opponents count for a first rating.
                None => {
                    counted.rated = opponent_rating.is_some();
                    if !counted.rated {
                        counted.note = Some(RoundNote::UnratedOpponent);
                    }
                }
            }
            counted
        })
    }
}

/// The K and the list chosen for Field mode, or (the entries first) each value that is not
/// allowed. Like every check, it stops at the first player's K that is not.
fn field_options(request: &Request) -> (Option<FieldOptions>, Vec<(Entry, InputError)>) {
    let mut errors = Vec::new();
    let k = match request.field.k.trim() {
        "" => Some(None),
        text => match text.parse::<KFactor>() {
            Ok(k) => Some(Some(k)),
            Err(error) => {
                errors.push((Entry::ReportK, error));
                None
            }
        },
    };
    let mut player_k = Some(Vec::with_capacity(request.field.player_k.len()));
    for (&rank, &k) in &request.field.player_k {
        match KFactor::new(k) {
            Ok(k) => player_k.as_mut().map_or((), |all| all.push((rank, k))),
            Err(_) => {
                errors.push((Entry::Players, InputError::PlayerK(format!("{rank}={k}"))));
                player_k = None;
                break;
            }
        }
    }
    let options = k.zip(player_k).map(|(k, player_k)| FieldOptions {
        pool: request.field.pool,
        k,
        player_k,
        list: request.field.list.clone(),
    });
    (options, errors)
}

/// Field mode: the report file's players rated with the K and the list chosen. The file is
/// read once for as long as the request holds the same text.
pub(super) fn evaluate_field(request: &Request) -> Evaluation {
    let general = |error| Outcome::Invalid(Problem { field: None, error });
    let (options, errors) = field_options(request);
    let outcome = match (!request.field.text.is_given(), options) {
        (true, _) => general(InputError::NoReport),
        (false, Some(options)) => match request.field.text.tournament() {
            Ok(tournament) => rate_field(Arc::clone(tournament), &options)
                .map_or_else(Outcome::Invalid, |report| Outcome::Field(Box::new(report))),
            Err(error) => general(InputError::Report(error.to_string())),
        },
        (false, None) => match errors.first() {
            Some((field, error)) => Outcome::Invalid(Problem {
                field: Some(*field),
                error: error.clone(),
            }),
            None => general(InputError::Missing),
        },
    };
    Evaluation {
        errors,
        ..Evaluation::of(outcome)
    }
}

/// What changed in a Field mode request since it was evaluated, when only a K did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldChange {
    /// The K typed for the player of this starting rank.
    PlayerK(u16),
    /// The one K for every rated player.
    K,
}

/// Makes `evaluation` (of the request before `change`, in Field mode) the evaluation of
/// `request`, rating again only what a K changes: a rated player's K is in their own period
/// and no one else's (an opponent counts by rating only), and it changes neither the games
/// that count nor the performance over them. `false`, with `evaluation` to be found afresh,
/// when it cannot be done in place: no report was rated, or the K is not allowed.
pub fn evaluate_field_again(
    evaluation: &mut Evaluation,
    request: &Request,
    change: FieldChange,
) -> bool {
    let Outcome::Field(report) = &mut evaluation.outcome else {
        return false;
    };
    let (Some(options), errors) = field_options(request) else {
        return false;
    };
    let same_file = request
        .field
        .text
        .tournament()
        .is_ok_and(|tournament| Arc::ptr_eq(tournament, &report.tournament));
    if !errors.is_empty() || !evaluation.errors.is_empty() || !same_file {
        return false;
    }
    let report = &mut **report;
    let tournament = Arc::clone(&report.tournament);
    for result in &mut report.players {
        let player = &tournament.players[result.index];
        let concerned = match change {
            FieldChange::PlayerK(rank) => player.start_rank == rank,
            FieldChange::K => true,
        };
        let Some(rating) = player.rating.filter(|_| concerned) else {
            continue;
        };
        let k = k_of(&tournament, player, rating, report.pool, &options);
        // A period already rated needs only its new K; its games are read again otherwise.
        let period = match result.period {
            Some(period) => period.with_k(k.0),
            None => match rate_period(
                report.pool,
                rating_of(rating),
                k.0,
                &games_of(&tournament, player),
            ) {
                Ok(period) => period,
                Err(_) => return false,
            },
        };
        result.k = Some(k);
        result.period = Some(period);
    }
    true
}

/// A bye pseudo-player: a line with no rating and no pairing (byes and absences only).
pub fn is_no_player(player: &Player) -> bool {
    player.rating.is_none() && !player.has_pairing()
}

/// The players of `tournament` as Field mode lists them: a bye's pseudo-player (`spielfrei`)
/// is none.
pub fn players_listed(tournament: &Tournament) -> usize {
    let players = tournament.players.iter();
    players.filter(|player| !is_no_player(player)).count()
}

/// The opponent's rating in a round, when there is an opponent and they have one.
fn opponent_rating(tournament: &Tournament, round: &Round) -> Option<u32> {
    round
        .opponent
        .and_then(|rank| tournament.player(rank)?.rating)
}

/// A round that is a game, as a period counts it.
fn game(round: &Round, opponent_rating: Option<u32>) -> PeriodGame {
    PeriodGame {
        opponent: opponent_rating.map_or(Opponent::Unrated, |rating| {
            Opponent::Rated(rating_of(rating))
        }),
        score: round.code.score(),
    }
}

/// The fewest games against rated opponents a first rating needs (FIDE 8.2).
const FIRST_RATING_GAMES: u64 = 5;

/// The list a report is rated on: `chosen`, else what its time control says, else its words
/// when they all name one list, else standard; where it came from, and the event's words that
/// name a list.
pub fn pool_of(tournament: &Tournament, chosen: Option<Pool>) -> (Pool, PoolSource, Vec<PoolWord>) {
    match (chosen, tournament.suggested_pool()) {
        (Some(pool), _) => (pool, PoolSource::Option, Vec::new()),
        (None, Some(pool)) => (pool, PoolSource::TimeControl, Vec::new()),
        (None, None) => {
            let words = tournament.pool_words();
            match words.first() {
                Some(first) if words.iter().all(|word| word.pool == first.pool) => {
                    (first.pool, PoolSource::EventWords, words)
                }
                _ => (Pool::FideStandard, PoolSource::Default, words),
            }
        }
    }
}

/// Rates every player of `tournament`.
pub fn rate_field(
    tournament: Arc<Tournament>,
    options: &FieldOptions,
) -> Result<FieldReport, Problem> {
    let (pool, pool_source, pool_words) = pool_of(&tournament, options.pool);
    let (left_out, kept): (Vec<usize>, Vec<usize>) =
        (0..tournament.players.len()).partition(|&index| is_no_player(&tournament.players[index]));
    let players = kept
        .into_iter()
        .map(|index| rate_player(&tournament, index, pool, options))
        .collect::<Result<Vec<_>, _>>()?;
    let points_disagree = (0..tournament.players.len())
        .filter(|&index| tournament.players[index].points_disagree())
        .collect();
    let (list_differences, not_on_list) = match &options.list {
        Some(list) => (
            differences(&tournament, list, pool),
            not_on_list(&tournament, list),
        ),
        None => (Vec::new(), Vec::new()),
    };
    Ok(FieldReport {
        tournament,
        pool,
        pool_source,
        pool_words,
        players,
        left_out,
        points_disagree,
        list: options.list.clone(),
        list_differences,
        not_on_list,
    })
}

pub(super) fn rating_of(rating: u32) -> Rating {
    Rating::new(f64::from(rating)).expect("a TRF rating is whole, 0 to 4000")
}

fn rate_player(
    tournament: &Tournament,
    index: usize,
    pool: Pool,
    options: &FieldOptions,
) -> Result<PlayerResult, Problem> {
    let player = &tournament.players[index];
    let games = games_of(tournament, player);
    let general = |error| Problem { field: None, error };
    let Some(rating) = player.rating else {
        // Unrated: the games against rated opponents count for a first rating.
        let counted: Vec<PeriodGame> = games
            .into_iter()
            .filter(|game| game.opponent.rating().is_some())
            .collect();
        let n = counted.len() as u64;
        let initial = if n >= FIRST_RATING_GAMES {
            Some(initial_rating(&[&counted]).map_err(general)?)
        } else {
            None
        };
        return Ok(PlayerResult {
            index,
            k: None,
            period: None,
            rated_games: n,
            score: points(&counted),
            performance: performance(pool, &counted).ok(),
            initial,
        });
    };
    let k = k_of(tournament, player, rating, pool, options);
    let outcome = rate_period(pool, rating_of(rating), k.0, &games).map_err(general)?;
    let counted: Vec<PeriodGame> = games
        .into_iter()
        .filter(|game| outcome.line(game).is_rated())
        .collect();
    Ok(PlayerResult {
        index,
        k: Some(k),
        period: Some(outcome),
        rated_games: outcome.rated_games,
        score: outcome.score,
        performance: performance(pool, &counted).ok(),
        initial: None,
    })
}

/// The games a player's line played, each against its opponent as rated or unrated: the core
/// decides which count (unrated opponents, the 600-point rule) exactly as it does for a period.
pub(super) fn games_of(tournament: &Tournament, player: &Player) -> Vec<PeriodGame> {
    player
        .rounds
        .iter()
        .filter(|round| round.is_game())
        .map(|round| game(round, opponent_rating(tournament, round)))
        .collect()
}

/// A rated player's K and where it came from: their own, else the one for everyone, else the
/// list's K for `pool` by their FIDE ID, else the rule from the file.
pub(super) fn k_of(
    tournament: &Tournament,
    player: &Player,
    rating: u32,
    pool: Pool,
    options: &FieldOptions,
) -> (KFactor, KSource) {
    let own = options
        .player_k
        .iter()
        .find(|(rank, _)| *rank == player.start_rank);
    let listed = || {
        let list = options.list.as_deref()?;
        let k = list.entry(player)?.rating_in(pool)?.k?;
        Some((KFactor::new(u32::from(k)).ok()?, KSource::List(list.month)))
    };
    match (own, options.k) {
        (Some((_, k)), _) => (*k, KSource::Player),
        (None, Some(k)) => (k, KSource::Everyone),
        (None, None) => listed().unwrap_or_else(|| file_k(tournament.year, player, rating)),
    }
}

/// elocalc's K rule from what the files hold (junior, 2400 or more, else 20): the player's
/// birth year and rating, and `year`, the year juniors are judged by (a file's, or a period's).
pub(super) fn file_k(year: Option<i32>, player: &Player, rating: u32) -> (KFactor, KSource) {
    let rule = k_from_report(rating, player.birth_year, year);
    (
        KFactor::new(rule.k()).expect("a rule's K is allowed"),
        KSource::File(rule),
    )
}

fn points(games: &[PeriodGame]) -> f64 {
    let halves: i64 = games.iter().map(|game| game.score.hundredths() / 50).sum();
    halves as f64 / 2.0
}

/// Why a round is no game at all, from its code (a game's own notes come from the core).
fn note(round: &Round) -> Option<RoundNote> {
    let with_opponent = round.opponent.is_some();
    Some(match round.code {
        Code::Played(_) if with_opponent => return None,
        Code::Forfeit(Score::Win) if with_opponent => RoundNote::ForfeitWin,
        Code::Forfeit(_) if with_opponent => RoundNote::ForfeitLoss,
        Code::NoMove(_) => RoundNote::LessThanOneMove,
        // A code where a bye belongs (older writers): never a game, scored as it says.
        Code::Played(Score::Draw) | Code::HalfBye => RoundNote::HalfPointBye,
        Code::Played(Score::Win) | Code::Forfeit(Score::Win) | Code::FullBye => {
            RoundNote::FullPointBye
        }
        Code::Played(_) | Code::Forfeit(_) => RoundNote::Absent,
        Code::PairingBye => RoundNote::PairingBye,
        Code::ZeroBye => RoundNote::ZeroPointBye,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A session writes the report's text as the string it always was, and reads it back; every
    /// copy of the request shares one reading of it.
    #[test]
    fn the_reports_text_is_a_string_in_sessions_and_read_once() {
        let line = "001    1 wGM  Alpha, Anna                       2700";
        let request = Request {
            field: crate::calc::FieldEntries {
                text: format!("012 Open\n{line}\n").into(),
                ..Default::default()
            },
            ..Request::default()
        };
        let json = serde_json::to_value(&request).unwrap();
        assert_eq!(json["trf_text"], format!("012 Open\n{line}\n"));
        let back: Request = serde_json::from_value(json).unwrap();
        assert_eq!(back, request);
        // Empty, it is left out, as before.
        assert!(
            serde_json::to_value(Request::default())
                .unwrap()
                .get("trf_text")
                .is_none()
        );
        let copy = request.clone();
        let (first, again) = (
            request.field.text.tournament(),
            copy.field.text.tournament(),
        );
        assert!(Arc::ptr_eq(first.unwrap(), again.unwrap()));
        assert_eq!(first.unwrap().players[0].rating, Some(2700));
        // Another text with the same characters is equal, and read on its own.
        assert_eq!(back.field.text, request.field.text);
        assert!(!back.field.text.shares(&request.field.text));
    }
}
