//! Several tournament report files as one rating period (FIDE B.02 7.1, 8.3;
//! docs/rules/period.md): each file an event — its name (`012`), dates (`042`, `052`) and the
//! player's rating in it as Ro — rated through the period's one path (`events::rate`): one K
//! after K·n ≤ 700 over every file's games, the events' K·chg summed and rounded once.
//!
//! One player's period becomes Tournament mode's request (its events and rows); a whole field's
//! is every player of the files matched across them (by FIDE ID, by name where a file has none).

use std::collections::HashMap;
use std::sync::Arc;

use jiff::civil::Date;

use super::events::{self, EventLine, PeriodEvents};
use super::trf::{KSource, PoolSource, file_k, games_of, is_no_player, pool_of, rating_of};
use super::trf_list::{ListDifference, ListInForce, differences, not_on_list};
use super::{KEntries, KPreset, Mode, Request, Row, System};
use crate::rating::names::name_key;
use crate::rating::tournament::{Player, Tournament};
use crate::rating::{InputError, KFactor, PeriodGame, Pool, Rating};

/// A report file of the period: how it is named to people (its path as given) and what it holds.
#[derive(Clone, Debug)]
pub struct PeriodFile {
    pub label: String,
    pub tournament: Arc<Tournament>,
}

/// A file as an event of the period.
#[derive(Clone, Debug, PartialEq)]
pub struct FileEvent {
    /// `012`, else the file's label.
    pub name: String,
    pub start: Option<Date>,
    pub end: Option<Date>,
    pub pool: Pool,
    pub pool_source: PoolSource,
}

/// How the latest file (the base rating's, and the K rule's) was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LatestBy {
    /// Every file has a start date (`042`): the latest start.
    StartDate,
    /// Some file has none: the last in the order given.
    FileOrder,
}

impl LatestBy {
    pub fn key(self) -> &'static str {
        match self {
            LatestBy::StartDate => "start date",
            LatestBy::FileOrder => "file order",
        }
    }
}

/// Why files cannot be one period, or a player of it not found; every one names the file.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum PeriodFilesError {
    Pools {
        first: String,
        first_pool: &'static str,
        other: String,
        other_pool: &'static str,
        /// A file of the two whose `222` does not read, so that its list is the default or
        /// its words': the file, and the `222` as a message quotes it.
        unread: Option<Box<(String, String)>>,
    },
    /// Two files that hold one event: the same players and results, dates that agree.
    SameEvent {
        first: String,
        second: String,
    },
    NotFound {
        file: String,
        wanted: String,
        closest: Vec<PlayerNamed>,
    },
    Twice {
        file: String,
        wanted: String,
        first: Box<PlayerNamed>,
        second: Box<PlayerNamed>,
    },
    IdTwice {
        file: String,
        id: String,
        first: Box<PlayerNamed>,
        second: Box<PlayerNamed>,
    },
    Unrated {
        file: String,
        name: PlayerNamed,
    },
    /// A player's K that means nothing for the files: the K as written, and why.
    PlayerK {
        text: String,
        problem: KProblem,
    },
    Rating(InputError),
}

/// Why a player's K over several files means nothing for them (`report` words it).
#[derive(Clone, Debug, PartialEq)]
pub enum KProblem {
    /// Not `ID=K` nor `FILE:RANK=K`.
    Form,
    /// FILE read as a number names one file, as a path another.
    Both {
        file: String,
        number: usize,
        path: usize,
    },
    /// FILE names none of the `files`.
    NoFile {
        file: String,
        files: usize,
    },
    NoId(String),
    NoRank {
        file: String,
        rank: u16,
    },
    /// The player has no rating in `file`.
    Unrated {
        player: PlayerNamed,
        file: String,
    },
    /// The player was given a K already, by `given`.
    Twice {
        player: PlayerNamed,
        given: String,
    },
}

/// A player's line in a file, as a message names them: name, starting rank, FIDE ID.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerNamed {
    pub name: String,
    pub rank: u16,
    pub fide_id: Option<String>,
}

impl PlayerNamed {
    pub fn of(player: &Player) -> PlayerNamed {
        PlayerNamed {
            name: player.name.clone(),
            rank: player.start_rank,
            fide_id: player.fide_id.clone(),
        }
    }
}

/// A player named and how: `ID=K` by FIDE ID, or by starting rank in one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerKey {
    FideId(String),
    Rank { file: usize, rank: u16 },
}

/// A player's K over several files, written `ID=K` (a FIDE ID: a starting rank alone would
/// not say which file's) or `FILE:RANK=K`, FILE the file's number from 1 or its path as given.
pub fn player_key_and_k(
    text: &str,
    labels: &[String],
) -> Result<(PlayerKey, KFactor), PeriodFilesError> {
    let refuse = |problem: KProblem| PeriodFilesError::PlayerK {
        text: text.to_string(),
        problem,
    };
    let form = || refuse(KProblem::Form);
    let (who, k) = text.rsplit_once('=').ok_or_else(form)?;
    let k: KFactor = k.trim().parse().map_err(|_| form())?;
    let Some((file, rank)) = who.rsplit_once(':') else {
        let id = who.trim();
        if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
            return Err(form());
        }
        return Ok((PlayerKey::FideId(id.to_string()), k));
    };
    let (file, rank) = (file.trim(), rank.trim());
    let rank = super::edit::rank_and_k(&format!("{rank}=1"))
        .map_err(|_| form())?
        .0;
    let by_number = file
        .parse::<usize>()
        .ok()
        .filter(|number| (1..=labels.len()).contains(number))
        .map(|number| number - 1);
    let by_path = labels.iter().position(|label| label == file);
    let file = match (by_number, by_path) {
        (Some(number), Some(path)) if number != path => {
            return Err(refuse(KProblem::Both {
                file: file.to_string(),
                number: number + 1,
                path: path + 1,
            }));
        }
        (Some(at), _) | (None, Some(at)) => at,
        (None, None) => {
            return Err(refuse(KProblem::NoFile {
                file: file.to_string(),
                files: labels.len(),
            }));
        }
    };
    Ok((PlayerKey::Rank { file, rank }, k))
}

/// Each player's own K, by their place in `players`; a K that names no one, an unrated
/// player, or a player already given one, is refused.
fn own_ks(
    files: &[PeriodFile],
    players: &[FilesPlayer],
    given: &[(PlayerKey, KFactor, String)],
) -> Result<Vec<Option<(KFactor, usize)>>, PeriodFilesError> {
    let mut own: Vec<Option<(KFactor, usize)>> = vec![None; players.len()];
    let line_of = |(file, index): LineAt| &files[file].tournament.players[index];
    for (at, (key, k, text)) in given.iter().enumerate() {
        let refuse = |problem: KProblem| PeriodFilesError::PlayerK {
            text: text.clone(),
            problem,
        };
        let found = match key {
            PlayerKey::FideId(id) => players.iter().position(|player| {
                player
                    .lines
                    .iter()
                    .any(|&line| line_of(line).fide_id.as_deref() == Some(id.as_str()))
            }),
            PlayerKey::Rank { file, rank } => players.iter().position(|player| {
                player
                    .lines
                    .iter()
                    .any(|&line| line.0 == *file && line_of(line).start_rank == *rank)
            }),
        };
        let Some(player) = found else {
            return Err(refuse(match key {
                PlayerKey::FideId(id) => KProblem::NoId(id.clone()),
                PlayerKey::Rank { file, rank } => KProblem::NoRank {
                    file: files[*file].label.clone(),
                    rank: *rank,
                },
            }));
        };
        if let Some(&line) = players[player]
            .lines
            .iter()
            .find(|&&line| line_of(line).rating.is_none())
        {
            return Err(refuse(KProblem::Unrated {
                player: PlayerNamed::of(line_of(line)),
                file: files[line.0].label.clone(),
            }));
        }
        if let Some((_, first)) = own[player] {
            return Err(refuse(KProblem::Twice {
                player: PlayerNamed::of(line_of(players[player].lines[0])),
                given: given[first].2.clone(),
            }));
        }
        own[player] = Some((*k, at));
    }
    Ok(own)
}

/// The players of `tournament` the query names: a FIDE ID (all digits) or a name in any form.
fn matching<'a>(tournament: &'a Tournament, wanted: &str) -> Vec<(usize, &'a Player)> {
    let wanted = wanted.trim();
    let by_id = !wanted.is_empty() && wanted.bytes().all(|b| b.is_ascii_digit());
    let key = name_key(wanted);
    if key.is_empty() {
        // No letters or digits: no one.
        return Vec::new();
    }
    tournament
        .players
        .iter()
        .enumerate()
        .filter(|(_, player)| !is_no_player(player))
        .filter(|(_, player)| match by_id {
            true => player.fide_id.as_deref() == Some(wanted),
            false => name_key(&player.name) == key,
        })
        .collect()
}

/// The names of `tournament` closest to `wanted` (at most three, nearest first).
fn closest(tournament: &Tournament, wanted: &str) -> Vec<PlayerNamed> {
    let key = name_key(wanted);
    let mut scored: Vec<(f64, &Player)> = tournament
        .players
        .iter()
        .filter(|player| !is_no_player(player))
        .map(|player| (strsim::jaro_winkler(&key, &name_key(&player.name)), player))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    // The nearest always; the next two when they are near too.
    let near = |(at, (score, _)): &(usize, (f64, &Player))| *at == 0 || *score >= 0.8;
    scored
        .into_iter()
        .enumerate()
        .take(3)
        .filter(near)
        .map(|(_, (_, player))| PlayerNamed::of(player))
        .collect()
}

/// The one player of `file` that `wanted` names (FIDE ID or name), by index.
pub fn find_player(file: &PeriodFile, wanted: &str) -> Result<usize, PeriodFilesError> {
    let found = matching(&file.tournament, wanted);
    match found[..] {
        [(index, _)] => Ok(index),
        [] => Err(PeriodFilesError::NotFound {
            file: file.label.clone(),
            wanted: wanted.trim().to_string(),
            closest: closest(&file.tournament, wanted),
        }),
        [(_, first), (_, second), ..] => Err(PeriodFilesError::Twice {
            file: file.label.clone(),
            wanted: wanted.trim().to_string(),
            first: Box::new(PlayerNamed::of(first)),
            second: Box::new(PlayerNamed::of(second)),
        }),
    }
}

/// Who a line is across files: the FIDE ID, else the name as compared ([`name_key`]).
fn who(player: &Player) -> String {
    match &player.fide_id {
        Some(id) => id.clone(),
        None => format!("~{}", name_key(&player.name)),
    }
}

/// A round as compared across files: its number, the opponent by who they are, the code.
type RoundKey = (u32, Option<String>, char);

/// A file's event as compared across files: each player, by who they are, with their rounds.
type EventKey = Vec<(String, Vec<RoundKey>)>;

/// What a file's event is made of, whatever its lines' order, starting ranks, name, encoding or
/// line ends: each player (by who they are) with their rounds, sorted. Bye pseudo-players
/// are no players.
fn players_and_results(tournament: &Tournament) -> EventKey {
    let mut lines: EventKey = tournament
        .players
        .iter()
        .filter(|player| !is_no_player(player))
        .map(|player| {
            let rounds = player
                .rounds
                .iter()
                .map(|round| {
                    let opponent = round.opponent.and_then(|rank| tournament.player(rank));
                    (round.round, opponent.map(who), round.code.symbol())
                })
                .collect();
            (who(player), rounds)
        })
        .collect();
    lines.sort_unstable();
    lines
}

/// Whether two dates can be one: equal where both are given (a missing date is no difference).
fn dates_agree(a: Option<Date>, b: Option<Date>) -> bool {
    a.zip(b).is_none_or(|(a, b)| a == b)
}

/// The first two files that hold the same event — dates that agree, the same players with the
/// same results — as (earlier, later) by index; `None` when every file is its own event.
fn same_event(files: &[PeriodFile]) -> Option<(usize, usize)> {
    let counted = |file: &PeriodFile| {
        let players = &file.tournament.players;
        players
            .iter()
            .filter(|player| !is_no_player(player))
            .count()
    };
    let mut results: Vec<Option<EventKey>> = vec![None; files.len()];
    for later in 1..files.len() {
        for earlier in 0..later {
            let (a, b) = (&files[earlier].tournament, &files[later].tournament);
            let alike = dates_agree(a.start, b.start)
                && dates_agree(a.end, b.end)
                && counted(&files[earlier]) == counted(&files[later]);
            if !alike {
                continue;
            }
            for at in [earlier, later] {
                if results[at].is_none() {
                    results[at] = Some(players_and_results(&files[at].tournament));
                }
            }
            if results[earlier] == results[later] {
                return Some((earlier, later));
            }
        }
    }
    None
}

/// Two files of the period whose dates overlap and that share players (by who they are): two
/// events at once, or one event given twice (an earlier export of it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overlap {
    pub first: usize,
    pub second: usize,
    pub shared: usize,
}

/// Every pair of files whose dates overlap (a file's span from its start to its end, one of
/// them when the other is missing) and that share players.
pub fn overlaps(files: &[PeriodFile]) -> Vec<Overlap> {
    let span = |file: &PeriodFile| {
        let tournament = &file.tournament;
        tournament
            .start
            .or(tournament.end)
            .zip(tournament.end.or(tournament.start))
    };
    let players = |file: &PeriodFile| -> std::collections::HashSet<String> {
        let players = &file.tournament.players;
        players
            .iter()
            .filter(|player| !is_no_player(player))
            .map(who)
            .collect()
    };
    let mut found = Vec::new();
    for second in 1..files.len() {
        for first in 0..second {
            let (Some(a), Some(b)) = (span(&files[first]), span(&files[second])) else {
                continue;
            };
            if a.0 > b.1 || b.0 > a.1 {
                continue;
            }
            let shared = players(&files[first])
                .intersection(&players(&files[second]))
                .count();
            if shared > 0 {
                found.push(Overlap {
                    first,
                    second,
                    shared,
                });
            }
        }
    }
    found
}

/// Every file as an event, each on its pool (`chosen`, else as its report decides); two files
/// that hold the same event, and files of different pools, are refused.
pub fn file_events(
    files: &[PeriodFile],
    chosen: Option<Pool>,
) -> Result<Vec<FileEvent>, PeriodFilesError> {
    // The same event twice (a copy, another line end or encoding, another name) would rate
    // every game of it twice.
    if let Some((first, second)) = same_event(files) {
        return Err(PeriodFilesError::SameEvent {
            first: files[first].label.clone(),
            second: files[second].label.clone(),
        });
    }
    let events: Vec<FileEvent> = files
        .iter()
        .map(|file| {
            let tournament = &file.tournament;
            let (pool, pool_source, _) = pool_of(tournament, chosen);
            FileEvent {
                name: tournament
                    .name
                    .clone()
                    .unwrap_or_else(|| file.label.clone()),
                start: tournament.start,
                end: tournament.end,
                pool,
                pool_source,
            }
        })
        .collect();
    if let Some((at, other)) = events
        .iter()
        .enumerate()
        .find(|(_, event)| event.pool != events[0].pool)
    {
        // A list that a 222 which does not read left to the default or the words is said.
        let unread = [0, at].into_iter().find_map(|file| {
            let chosen_by = events[file].pool_source;
            let control = files[file].tournament.unread_time_control()?;
            matches!(chosen_by, PoolSource::Default | PoolSource::EventWords).then(|| {
                Box::new((
                    files[file].label.clone(),
                    crate::text::bounded(control, crate::text::QUOTED_MOST),
                ))
            })
        });
        return Err(PeriodFilesError::Pools {
            first: files[0].label.clone(),
            first_pool: events[0].pool.key(),
            other: files[at].label.clone(),
            other_pool: other.pool.key(),
            unread,
        });
    }
    Ok(events)
}

/// How the latest of the files is found: by start date when every file has one.
pub fn latest_by(events: &[FileEvent]) -> LatestBy {
    if events.iter().all(|event| event.start.is_some()) {
        LatestBy::StartDate
    } else {
        LatestBy::FileOrder
    }
}

/// The latest of `files` (by index into the events): the latest start, the later file on a tie,
/// or the last.
fn latest(events: &[FileEvent], files: impl Iterator<Item = usize>, by: LatestBy) -> usize {
    files
        .max_by_key(|&file| {
            (
                match by {
                    LatestBy::StartDate => events[file].start,
                    LatestBy::FileOrder => None,
                },
                file,
            )
        })
        .expect("a player is in a file")
}

/// The event line of a file for a player rated `rating` in it.
fn event_line(event: &FileEvent, rating: Rating) -> EventLine {
    EventLine {
        name: event.name.clone(),
        rating: Some(rating),
        k: None,
        start: event.start,
        end: event.end,
        totals: None,
    }
}

/// What a player's period of several files is, besides the request.
#[derive(Clone, Debug)]
pub struct PlayerPeriod {
    pub request: Request,
    pub events: Vec<FileEvent>,
    /// The player's name in each file, and their index among its players.
    pub names: Vec<String>,
    pub indices: Vec<usize>,
    /// The file whose rating is the base (the latest), and how it was found.
    pub latest: usize,
    pub latest_by: LatestBy,
    /// The base when none was given: the latest file's rating.
    pub base: u32,
    /// K when none was given: the list's K for the player, else the latest file's rule.
    pub k: Option<(KFactor, KSource)>,
    /// The base came from the list in force at the period's first event (none was given).
    pub base_from_list: Option<crate::rating::list::ListMonth>,
}

/// The year the period's juniors are judged by, whatever the files' order: the latest year
/// (`052`, else `042`) any file gives; `None` when none gives one (then no one is a junior
/// by the files, and that is said).
pub fn period_year(files: &[PeriodFile]) -> Option<i32> {
    files.iter().filter_map(|file| file.tournament.year).max()
}

/// The earliest start of the files that give one: the period's first event (the list in force
/// then gives the period's K, and `period --trf`'s base).
pub fn first_start(files: &[PeriodFile]) -> Option<Date> {
    files.iter().filter_map(|file| file.tournament.start).min()
}

/// The FIDE IDs of every file's players.
pub fn fide_ids(files: &[PeriodFile]) -> impl Iterator<Item = u64> + '_ {
    files.iter().flat_map(|file| {
        file.tournament
            .players
            .iter()
            .filter_map(super::trf_list::fide_id)
    })
}

/// A player's K on the period's list for `pool`, by their FIDE ID.
fn list_k(list: Option<&ListInForce>, id: Option<&str>, pool: Pool) -> Option<(KFactor, KSource)> {
    let list = list?;
    let id: u64 = id?.trim().parse().ok()?;
    let k = list.entries.get(&id)?.rating_in(pool)?.k?;
    Some((KFactor::new(u32::from(k)).ok()?, KSource::List(list.month)))
}

/// A player's games in every file as Tournament mode's request: each file an event (its line
/// via [`events::line_text`]), the games its rows; rated on `rating` (else the latest file's
/// rating) with `k` (else the latest file's rule).
pub fn player_period(
    files: &[PeriodFile],
    wanted: &str,
    pool: Option<Pool>,
    rating: Option<&str>,
    k: Option<&str>,
    list: Option<&ListInForce>,
) -> Result<PlayerPeriod, PeriodFilesError> {
    let events = file_events(files, pool)?;
    let mut found = Vec::with_capacity(files.len());
    let mut indices = Vec::with_capacity(files.len());
    for file in files {
        let index = find_player(file, wanted)?;
        let player = &file.tournament.players[index];
        let Some(own) = player.rating else {
            return Err(PeriodFilesError::Unrated {
                file: file.label.clone(),
                name: PlayerNamed::of(player),
            });
        };
        found.push((player, own));
        indices.push(index);
    }
    let by = latest_by(&events);
    let last = latest(&events, 0..files.len(), by);
    let (last_player, file_base) = found[last];
    let pool = events[0].pool;
    let id = found
        .iter()
        .find_map(|(player, _)| player.fide_id.as_deref());
    // The rating on the list in force before the period's first event, when the player is on
    // it with one (FIDE adds the period's change to the previous list's rating).
    let listed_base = list.and_then(|list| {
        let id: u64 = id?.trim().parse().ok()?;
        let rating = list.entries.get(&id)?.rating_in(pool)?.rating;
        Some((u32::from(rating), list.month))
    });
    let (base, base_from_list) = match (rating, listed_base) {
        (None, Some((rating, month))) => (rating, Some(month)),
        _ => (file_base, None),
    };
    let mut lines = Vec::with_capacity(files.len());
    let mut rows = Vec::new();
    for (event, ((file, (player, own)), file_event)) in
        files.iter().zip(&found).zip(&events).enumerate()
    {
        lines.push(events::line_text(&event_line(file_event, rating_of(*own))));
        rows.extend(games_of(&file.tournament, player).iter().map(|game| Row {
            event,
            ..Row::from(game)
        }));
    }
    let file_rule = k.is_none().then(|| {
        list_k(list, id, pool).unwrap_or_else(|| file_k(period_year(files), last_player, file_base))
    });
    let request = Request {
        mode: Mode::Tournament,
        system: System::of_pool(events[0].pool),
        rating: rating.map_or_else(|| base.to_string(), str::to_string),
        k: KEntries {
            preset: KPreset::Custom,
            custom: match (k, file_rule) {
                (Some(k), _) => k.to_string(),
                (None, Some((k, _))) => k.value().to_string(),
                (None, None) => unreachable!("a K is given or the file's"),
            },
            ..KEntries::default()
        },
        rows,
        events: lines,
        ..Request::default()
    };
    Ok(PlayerPeriod {
        request,
        names: found
            .iter()
            .map(|(player, _)| player.name.clone())
            .collect(),
        indices,
        events,
        latest: last,
        latest_by: by,
        base,
        k: file_rule,
        base_from_list,
    })
}

/// A player's line in the files: the file, and the player's index in it.
pub type LineAt = (usize, usize);

/// What the person chose besides the files.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FilesOptions {
    pub pool: Option<Pool>,
    /// One K for every rated player.
    pub k: Option<KFactor>,
    /// A player's own K, with its text as written: it wins over `k`.
    pub player_k: Vec<(PlayerKey, KFactor, String)>,
    /// The FIDE list in force at the period's first event: its K for the players it has (after
    /// `player_k` and `k`).
    pub list: Option<Arc<ListInForce>>,
    /// Each file's list in force (by its own start), the file checked against it; empty: none.
    pub file_lists: Vec<Option<Arc<ListInForce>>>,
}

/// One player of the files: their line in each file they are in (file, player index), in the
/// files' order.
#[derive(Clone, Debug)]
pub struct FilesPlayer {
    pub lines: Vec<LineAt>,
    /// Whether a line without a FIDE ID joined the others by name.
    pub by_name: bool,
    /// A player rated in every file they are in: their period.
    pub period: Option<FilesPlayerPeriod>,
}

/// A rated player's period over their files.
#[derive(Clone, Debug)]
pub struct FilesPlayerPeriod {
    /// The latest of their files (its rating is the base, its rule their K).
    pub latest: usize,
    pub k: (KFactor, KSource),
    pub events: PeriodEvents,
}

/// The whole field of several files rated as one period.
#[derive(Clone, Debug)]
pub struct FilesReport {
    pub files: Vec<PeriodFile>,
    pub events: Vec<FileEvent>,
    pub pool: Pool,
    pub latest_by: LatestBy,
    /// The year juniors are judged by ([`period_year`]).
    pub year: Option<i32>,
    /// In the order first met (the first file's starting ranks, then each later file's new
    /// players).
    pub players: Vec<FilesPlayer>,
    /// Lines without a FIDE ID whose name is several players of other files: not matched (by
    /// file and player index).
    pub unmatched: Vec<LineAt>,
    /// The list the period's K came from, each file's list in force, where each file says other
    /// than its list (by file), and the lines with a FIDE ID their list does not have.
    pub list: Option<Arc<ListInForce>>,
    pub file_lists: Vec<Option<Arc<ListInForce>>>,
    pub list_differences: Vec<(usize, ListDifference)>,
    pub not_on_list: Vec<LineAt>,
}

impl FilesReport {
    /// The player's line in file `file` at `index`.
    pub fn line(&self, (file, index): LineAt) -> &Player {
        &self.files[file].tournament.players[index]
    }

    /// Which of the player's lines is in their latest file.
    pub fn latest_at(&self, player: &FilesPlayer) -> usize {
        let file = latest(
            &self.events,
            player.lines.iter().map(|&(file, _)| file),
            self.latest_by,
        );
        player
            .lines
            .iter()
            .position(|line| line.0 == file)
            .expect("the latest is one of theirs")
    }

    /// The player's latest line (their name, ID and federation as the report gives them).
    pub fn latest_line(&self, player: &FilesPlayer) -> &Player {
        self.line(player.lines[self.latest_at(player)])
    }

    /// The player's FIDE ID: the one their lines give (a line without one was matched by name).
    pub fn fide_id<'a>(&'a self, player: &FilesPlayer) -> Option<&'a str> {
        player
            .lines
            .iter()
            .find_map(|&line| self.line(line).fide_id.as_deref())
    }

    /// The players rated in one file and unrated in another: no period is rated for them.
    pub fn unrated_somewhere(&self) -> impl Iterator<Item = &FilesPlayer> {
        self.players.iter().filter(|player| {
            player.period.is_none()
                && player
                    .lines
                    .iter()
                    .any(|&line| self.line(line).rating.is_some())
        })
    }
}

/// Each file checked against its list in force (`lists`, by file; none: not checked): where it
/// says other than the list (by file), and its lines with a FIDE ID the list does not have.
pub fn list_checks(
    files: &[PeriodFile],
    lists: &[Option<Arc<ListInForce>>],
    pool: Pool,
) -> (Vec<(usize, ListDifference)>, Vec<LineAt>) {
    let mut found = Vec::new();
    let mut missing = Vec::new();
    for (at, (file, list)) in files.iter().zip(lists).enumerate() {
        let Some(list) = list else {
            continue;
        };
        let tournament = &file.tournament;
        found.extend(
            differences(tournament, list, pool)
                .into_iter()
                .map(|difference| (at, difference)),
        );
        missing.extend(
            not_on_list(tournament, list)
                .into_iter()
                .map(|index| (at, index)),
        );
    }
    (found, missing)
}

/// Matches every player of the files (FIDE ID, else name where a line has no ID), then rates
/// each rated player's period.
pub fn rate_files(
    files: Vec<PeriodFile>,
    options: &FilesOptions,
) -> Result<FilesReport, PeriodFilesError> {
    let events = file_events(&files, options.pool)?;
    let pool = events[0].pool;
    let latest_by = latest_by(&events);
    let (players, unmatched) = match_players(&files)?;
    let (list_differences, missing) = list_checks(&files, &options.file_lists, pool);
    let mut report = FilesReport {
        year: period_year(&files),
        files,
        events,
        pool,
        latest_by,
        players: Vec::new(),
        unmatched,
        list: options.list.clone(),
        file_lists: options.file_lists.clone(),
        list_differences,
        not_on_list: missing,
    };
    let own = own_ks(&report.files, &players, &options.player_k)?;
    let mut rated = Vec::with_capacity(players.len());
    for (mut player, own) in players.into_iter().zip(own) {
        player.period = player_of_files(&report, &player, own.map(|(k, _)| k), options.k)?;
        rated.push(player);
    }
    report.players = rated;
    Ok(report)
}

/// The players of the files, matched: by FIDE ID, then each line without one by its name to
/// the one player of the other files of that name (a line whose name is several is kept
/// apart, and named).
fn match_players(
    files: &[PeriodFile],
) -> Result<(Vec<FilesPlayer>, Vec<LineAt>), PeriodFilesError> {
    let mut players: Vec<FilesPlayer> = Vec::new();
    let mut by_id: HashMap<&str, usize> = HashMap::new();
    for (file, period_file) in files.iter().enumerate() {
        let tournament = &period_file.tournament;
        for (index, line) in tournament.players.iter().enumerate() {
            let Some(id) = line.fide_id.as_deref().filter(|_| !is_no_player(line)) else {
                continue;
            };
            match by_id.get(id) {
                Some(&at) => {
                    if let Some(&(_, earlier)) =
                        players[at].lines.iter().find(|(other, _)| *other == file)
                    {
                        return Err(PeriodFilesError::IdTwice {
                            file: period_file.label.clone(),
                            id: id.to_string(),
                            first: Box::new(PlayerNamed::of(&tournament.players[earlier])),
                            second: Box::new(PlayerNamed::of(line)),
                        });
                    }
                    players[at].lines.push((file, index));
                }
                None => {
                    by_id.insert(id, players.len());
                    players.push(FilesPlayer {
                        lines: vec![(file, index)],
                        by_name: false,
                        period: None,
                    });
                }
            }
        }
    }
    // Each name's players so far: a line without an ID joins the one of its name.
    let line_of = |(file, index): LineAt| &files[file].tournament.players[index];
    let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
    for (at, player) in players.iter().enumerate() {
        by_name
            .entry(name_key(&line_of(player.lines[0]).name))
            .or_default()
            .push(at);
    }
    let mut unmatched = Vec::new();
    for (file, period_file) in files.iter().enumerate() {
        let without_id = |line: &Player| line.fide_id.is_none() && !is_no_player(line);
        // A name on two lines without an ID in one file: which is whose is not known.
        let mut named_here: HashMap<String, usize> = HashMap::new();
        for line in period_file
            .tournament
            .players
            .iter()
            .filter(|l| without_id(l))
        {
            *named_here.entry(name_key(&line.name)).or_default() += 1;
        }
        for (index, line) in period_file.tournament.players.iter().enumerate() {
            if !without_id(line) {
                continue;
            }
            let key = name_key(&line.name);
            let candidates: Vec<usize> = by_name
                .get(&key)
                .filter(|_| named_here[&key] == 1)
                .map(|all| {
                    all.iter()
                        .copied()
                        .filter(|&at| players[at].lines.iter().all(|(other, _)| *other != file))
                        .collect()
                })
                .unwrap_or_default();
            match candidates[..] {
                [at] => {
                    players[at].lines.push((file, index));
                    players[at].lines.sort_unstable();
                    players[at].by_name = true;
                }
                [] => {
                    // No one of the name in another file: a player of their own. A name twice
                    // in this file, or whose players are all in this file already: kept
                    // apart, and named.
                    if named_here[&key] > 1 || by_name.contains_key(&key) {
                        unmatched.push((file, index));
                    }
                    by_name.entry(key).or_default().push(players.len());
                    players.push(FilesPlayer {
                        lines: vec![(file, index)],
                        by_name: false,
                        period: None,
                    });
                }
                _ => {
                    unmatched.push((file, index));
                    players.push(FilesPlayer {
                        lines: vec![(file, index)],
                        by_name: false,
                        period: None,
                    });
                }
            }
        }
    }
    players.sort_by_key(|player| player.lines[0]);
    Ok((players, unmatched))
}

/// A player's period over their files: `None` when a line of theirs is unrated.
fn player_of_files(
    report: &FilesReport,
    player: &FilesPlayer,
    own: Option<KFactor>,
    everyone: Option<KFactor>,
) -> Result<Option<FilesPlayerPeriod>, PeriodFilesError> {
    let mut ratings = Vec::with_capacity(player.lines.len());
    for &line in &player.lines {
        match report.line(line).rating {
            Some(rating) => ratings.push(rating),
            None => return Ok(None),
        }
    }
    let at = report.latest_at(player);
    let latest = player.lines[at].0;
    let base = ratings[at];
    let k = match (own, everyone) {
        (Some(k), _) => (k, KSource::Player),
        (None, Some(k)) => (k, KSource::Everyone),
        (None, None) => list_k(report.list.as_deref(), report.fide_id(player), report.pool)
            .unwrap_or_else(|| file_k(report.year, report.line(player.lines[at]), base)),
    };
    let mut games: Vec<PeriodGame> = Vec::new();
    let mut spans = Vec::with_capacity(player.lines.len());
    let mut lines = Vec::with_capacity(player.lines.len());
    for (&(file, index), &rating) in player.lines.iter().zip(&ratings) {
        let start = games.len();
        games.extend(games_of(
            &report.files[file].tournament,
            &report.files[file].tournament.players[index],
        ));
        spans.push(start..games.len());
        lines.push(event_line(&report.events[file], rating_of(rating)));
    }
    let events = events::rate(
        report.pool,
        rating_of(base),
        k.0,
        &lines,
        &Arc::new(games),
        &spans,
    )
    .map_err(PeriodFilesError::Rating)?;
    Ok(Some(FilesPlayerPeriod { latest, k, events }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::{Just, Strategy};

    fn file(label: &str, lines: &[&str]) -> PeriodFile {
        let text = lines.join("\n");
        PeriodFile {
            label: label.into(),
            tournament: Arc::new(crate::import::trf::read(text.as_bytes()).unwrap()),
        }
    }

    /// `001` lines of players with no games (a rating keeps each from being a bye line).
    fn player(rank: u16, name: &str, id: &str) -> String {
        format!("001 {rank:>4} m    {name:<33} 2000 NOR {id:>11}")
    }

    #[test]
    fn players_are_matched_by_id_then_by_name_where_it_is_one_player() {
        let a = file(
            "a",
            &[
                &player(1, "Alpha, Anna", "11"),
                &player(2, "Bravo, Ben", ""),
                &player(3, "Same, Sam", ""),
                &player(4, "Same, Sam", ""),
            ],
        );
        let b = file(
            "b",
            &[
                &player(1, "Anna Alpha-Renamed", "11"),
                &player(2, "BRAVO BEN", "22"),
                &player(3, "Sam Same", "33"),
            ],
        );
        let (players, unmatched) = match_players(&[a, b]).unwrap();
        let lines: Vec<&[LineAt]> = players.iter().map(|p| p.lines.as_slice()).collect();
        // Anna by her ID; Ben by his name (no ID in a); a's two Sams could each be b's: none
        // is matched, and both are named.
        assert_eq!(
            lines,
            [
                &[(0, 0), (1, 0)][..],
                &[(0, 1), (1, 1)],
                &[(0, 2)],
                &[(0, 3)],
                &[(1, 2)]
            ]
        );
        assert_eq!(
            players.iter().map(|p| p.by_name).collect::<Vec<_>>(),
            [false, true, false, false, false]
        );
        assert_eq!(unmatched, [(0, 2), (0, 3)]);
        // One ID twice in a file is refused, naming both lines.
        let twice = file("c", &[&player(1, "X", "11"), &player(2, "Y", "11")]);
        assert!(matches!(
            match_players(&[twice]),
            Err(PeriodFilesError::IdTwice { first, second, .. })
                if (first.name.as_str(), first.rank) == ("X", 1)
                    && (second.name.as_str(), second.rank) == ("Y", 2)
        ));
    }

    const WORKED: &str = include_str!("../../tests/fixtures/trf/worked-example.trf");

    /// The worked example's bytes read as a file of the period.
    fn read_file(label: &str, text: &str) -> PeriodFile {
        PeriodFile {
            label: label.into(),
            tournament: Arc::new(crate::import::trf::read(text.as_bytes()).unwrap()),
        }
    }

    /// The worked example with its starting ranks renumbered by `order` (rank r becomes
    /// `order[r - 1]`), in every `001` line and every round's opponent.
    fn renumbered(text: &str, order: &[u16]) -> String {
        let new_rank = |text: &str| match text.trim().parse::<u16>() {
            Ok(rank) if rank > 0 => format!("{:>4}", order[usize::from(rank) - 1]),
            _ => text.to_string(),
        };
        text.lines()
            .map(|line| {
                if !line.starts_with("001") {
                    return line.to_string();
                }
                let mut line = line.to_string();
                line.replace_range(4..8, &new_rank(&line[4..8]));
                let mut start = 91;
                while start + 4 <= line.len() {
                    let rank = new_rank(&line[start..start + 4]);
                    line.replace_range(start..start + 4, &rank);
                    start += 10;
                }
                line
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    proptest::proptest! {
        /// However a copy of an event is written — line ends, a byte-order mark, another name
        /// (`012`), its lines in another order, other starting ranks, a date left out — it is
        /// the same event, refused by both files' names.
        #[test]
        fn a_copy_of_an_event_is_the_same_event_however_written(
            end in proptest::sample::select(vec!["\n", "\r\n", "\r"]),
            bom in proptest::bool::ANY,
            name in "[A-Za-z ]{0,20}",
            order in Just((1..=6u16).collect::<Vec<_>>()).prop_shuffle(),
            lines_shuffled in Just((0..6usize).collect::<Vec<_>>()).prop_shuffle(),
            drop_date in proptest::sample::select(vec![None, Some("042"), Some("052")]),
        ) {
            let text = renumbered(WORKED, &order);
            let (head, players): (Vec<&str>, Vec<&str>) =
                text.lines().partition(|line| !line.starts_with("001"));
            let mut lines: Vec<String> = head
                .into_iter()
                .filter(|line| drop_date.is_none_or(|record| !line.starts_with(record)))
                .map(|line| match line.starts_with("012") {
                    true => format!("012 {name}"),
                    false => line.to_string(),
                })
                .collect();
            lines.extend(lines_shuffled.iter().map(|&at| players[at].to_string()));
            let copy = format!("{}{}", if bom { "\u{feff}" } else { "" }, lines.join(end));
            let files = [read_file("a.trf", WORKED), read_file("b.trf", &copy)];
            proptest::prop_assert_eq!(same_event(&files), Some((0, 1)));
            let refused = PeriodFilesError::SameEvent {
                first: "a.trf".into(),
                second: "b.trf".into(),
            };
            proptest::prop_assert_eq!(file_events(&files, None), Err(refused));
        }
    }

    #[test]
    fn one_result_otherwise_is_another_event_said_as_overlapping() {
        // Anna's win over Fay a draw, on both lines.
        let other = WORKED
            .replacen("     6 w 1     2 w =", "     6 w =     2 w =", 1)
            .replacen("     1 b 0     4 w =", "     1 b =     4 w =", 1);
        assert_ne!(other, WORKED);
        let files = [read_file("a.trf", WORKED), read_file("b.trf", &other)];
        assert_eq!(same_event(&files), None);
        assert_eq!(
            overlaps(&files),
            [Overlap {
                first: 0,
                second: 1,
                shared: 6
            }]
        );
        // Without the dates of either, nothing is said to overlap.
        let undated = other
            .replace("042 2026/03/02\n", "")
            .replace("052 2026/03/06\n", "");
        let files = [read_file("a.trf", WORKED), read_file("b.trf", &undated)];
        assert_eq!(overlaps(&files), []);
    }

    /// Four players (FIDE IDs 11–14, the same rating in every file), born in the years given;
    /// one round a file, paired by `pairing` (0–2), with `results` ('1', '=', '0' for the first
    /// of each pair); the dates given, or none.
    fn period_file(
        label: &str,
        born: &[&str; 4],
        pairing: usize,
        results: [char; 2],
        dates: (Option<&str>, Option<&str>),
    ) -> PeriodFile {
        let pairs = [[(1, 2), (3, 4)], [(1, 3), (2, 4)], [(1, 4), (2, 3)]][pairing];
        let mut rounds = [(0u16, ' ', ' '); 4];
        for ((white, black), result) in pairs.into_iter().zip(results) {
            let answer = match result {
                '1' => '0',
                '0' => '1',
                _ => '=',
            };
            rounds[white - 1] = (black as u16, 'w', result);
            rounds[black - 1] = (white as u16, 'b', answer);
        }
        let mut lines = vec![format!("012 {label}")];
        lines.extend(dates.0.map(|date| format!("042 {date}")));
        lines.extend(dates.1.map(|date| format!("052 {date}")));
        for (at, (opponent, colour, result)) in rounds.into_iter().enumerate() {
            let rank = at + 1;
            let rating = [2180, 2250, 2310, 2420][at];
            let born = born[at];
            lines.push(format!(
                "001 {rank:>4} m    {:<33} {rating:>4} NOR {:>11} {born:<10} {:>4} {:>4}  {opponent:>4} {colour} {result}",
                format!("Player {rank}"),
                10 + rank,
                "",
                ""
            ));
        }
        read_file(label, &lines.join("\n"))
    }

    /// Each player's period as a comparison needs it, by FIDE ID: base, K and where it came
    /// from, rated games, the change and the new rating; or the refusal.
    fn by_player(files: Vec<PeriodFile>) -> Result<Vec<(String, String)>, PeriodFilesError> {
        let report = rate_files(files, &FilesOptions::default())?;
        let mut players: Vec<(String, String)> = report
            .players
            .iter()
            .map(|player| {
                let id = report.fide_id(player).unwrap_or_default().to_string();
                let said = player.period.as_ref().map(|period| {
                    let outcome = &period.events.outcome;
                    format!(
                        "{} K {} {} n {} {:?} {:?}",
                        outcome.base.value(),
                        period.k.0.value(),
                        period.k.1.key(),
                        outcome.rated_games,
                        outcome.change,
                        outcome.new_rating
                    )
                });
                (id, format!("{said:?}"))
            })
            .collect();
        players.sort();
        Ok(players)
    }

    proptest::proptest! {
        /// K, and with it every player's period, comes from what the files say, whatever
        /// their order: files with and without dates, juniors by one file's year and not by
        /// another's. Every order of the files gives the same periods (or the same refusal).
        #[test]
        fn the_period_is_the_same_for_every_order_of_the_files(
            born in proptest::array::uniform4(proptest::sample::select(
                vec!["2008/05/01", "2009", "2010/01/01", "1980", ""],
            )),
            files in proptest::collection::vec(
                (
                    0..3usize,
                    proptest::array::uniform2(proptest::sample::select(vec!['1', '=', '0'])),
                    proptest::sample::select(vec![
                        (None, None),
                        (Some("2026/09/01"), Some("2026/09/05")),
                        (None, Some("2026/09/20")),
                        (Some("2026/12/28"), Some("2027/01/03")),
                        (Some("2027/01/10"), None),
                    ]),
                ),
                2..=3,
            ),
        ) {
            let built: Vec<PeriodFile> = files
                .iter()
                .enumerate()
                .map(|(at, &(pairing, results, dates))| {
                    period_file(&format!("{at}.trf"), &born, pairing, results, dates)
                })
                .collect();
            let first = by_player(built.clone());
            let count = built.len();
            let orders: Vec<Vec<usize>> = match count {
                2 => vec![vec![1, 0]],
                _ => vec![vec![0, 2, 1], vec![1, 0, 2], vec![1, 2, 0], vec![2, 0, 1], vec![2, 1, 0]],
            };
            for order in orders {
                let files = order.iter().map(|&at| built[at].clone()).collect();
                let again = by_player(files);
                match (&first, &again) {
                    (Ok(first), Ok(again)) => proptest::prop_assert_eq!(first, again, "{:?}", order),
                    (Err(_), Err(_)) => {}
                    _ => proptest::prop_assert!(false, "{:?}: {:?} / {:?}", order, first, again),
                }
            }
        }
    }

    #[test]
    fn events_apart_in_time_or_without_a_player_in_common_do_not_overlap() {
        let a = read_file("a.trf", WORKED);
        let later = read_file(
            "later.trf",
            &WORKED
                .replace("2026/03/02", "2026/03/09")
                .replace("2026/03/06", "2026/03/13"),
        );
        assert_eq!(overlaps(&[a.clone(), later]), []);
        let others = read_file(
            "others.trf",
            &(WORKED
                .lines()
                .map(|line| match line.starts_with("001") {
                    // Other players: other FIDE IDs, another name for the one without.
                    true => line
                        .replacen(" ESP             ", " ESP        9999 ", 1)
                        .replacen("     1503014", "     9503014", 1),
                    false => line.to_string(),
                })
                .collect::<Vec<_>>()
                .join("\n")),
        );
        let shared = overlaps(&[a, others]);
        assert_eq!(shared.len(), 1);
        assert_eq!(shared[0].shared, 4, "two players are others now");
    }
}
