//! What a FIDE list's line gives a request: the rating of the request's pool with its K, the
//! year of birth, the title and the federation, and which month's list is in force for it.
//! Both faces take a player from a list through here.

use serde::{Deserialize, Serialize};

use super::Request;
use crate::rating::Pool;
use crate::rating::list::{ListEntry, ListMonth};

/// What a player's line of one month's list gives for `pool`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListPlayer {
    pub fide_id: u64,
    pub name: String,
    pub month: ListMonth,
    /// The pool asked for: `None` when the request rates in no FIDE pool.
    pub pool: Option<Pool>,
    /// The pool's rating and the K the list gives it; `None`: no rating on that list.
    pub rating: Option<u16>,
    pub k: Option<u8>,
    pub born: Option<u16>,
    /// The open title, else the women's title.
    pub title: Option<String>,
    pub federation: Option<String>,
}

/// Whether `text` is a FIDE ID rather than a rating: a whole number of 5 digits or more (FIDE
/// IDs have 5 to 9; no rating is over 4000).
pub fn is_fide_id(text: &str) -> bool {
    let text = text.trim();
    text.len() >= 5 && text.bytes().all(|b| b.is_ascii_digit())
}

/// The FIDE list of `pool`, if it has one (the continuous pool has none).
fn fide_pool(pool: Option<Pool>) -> Option<Pool> {
    pool.filter(|pool| pool.is_fide())
}

/// What `entry` (from `month`'s list) gives a request rating in `pool` (`None`: not an Elo pool).
pub fn list_player(entry: &ListEntry, month: ListMonth, pool: Option<Pool>) -> ListPlayer {
    let pool = fide_pool(pool);
    let rated = pool.and_then(|pool| entry.rating_in(pool));
    ListPlayer {
        fide_id: entry.fide_id,
        name: entry.name.clone(),
        month,
        pool,
        rating: rated.map(|r| r.rating),
        k: rated.and_then(|r| r.k),
        born: entry.born,
        title: entry.title.clone().or_else(|| entry.women_title.clone()),
        federation: entry.federation.clone(),
    }
}

/// The month of `held` in force for `request`: with dated events, the list in force at the
/// first event's start (the latest dated on or before it); otherwise the latest held.
pub fn month_for(request: &Request, held: &[ListMonth]) -> Option<ListMonth> {
    super::trf_list::month_in_force(held, first_start(request))
}

/// The earliest start date among the request's events (in Tournament mode), if any is dated.
pub fn first_start(request: &Request) -> Option<jiff::civil::Date> {
    if request.mode != super::Mode::Tournament || request.events.is_empty() {
        return None;
    }
    // Lines that do not read have no date to give: the others still do.
    request
        .events
        .iter()
        .filter_map(|line| {
            super::events::read_lines(std::slice::from_ref(line), request.pool())
                .ok()?
                .pop()?
                .start
        })
        .min()
}

/// What the request took from a list for its own player (the "you" field), kept in the
/// session: whose line, which month and pool, and the values put into the form — so that a
/// value typed over them is known to be the person's, and FIDE auto uses the list's K.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListFill {
    pub fide_id: u64,
    pub name: String,
    /// `YYYY-MM`.
    pub month: String,
    /// The pool's key the rating was taken for (`standard`, `rapid`, `blitz`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pool: Option<String>,
    /// The rating put into the Rating field, as text; `None`: the list had none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<String>,
    /// The list's K for that pool (FIDE auto uses it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub k: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub born: Option<String>,
}

impl ListFill {
    pub fn of(player: &ListPlayer) -> ListFill {
        ListFill {
            fide_id: player.fide_id,
            name: player.name.clone(),
            month: player.month.to_string(),
            pool: player.pool.map(|pool| pool.key().to_string()),
            rating: player.rating.map(|r| r.to_string()),
            k: player.k.map(u32::from),
            born: player.born.map(|year| year.to_string()),
        }
    }

    /// The month, when the session's text reads as one.
    pub fn list_month(&self) -> Option<ListMonth> {
        ListMonth::parse(&self.month)
    }

    /// The K FIDE auto takes from the list: the list's K for the pool the request rates in
    /// now (a fill for another pool gives none).
    pub fn k_for(&self, pool: Option<Pool>) -> Option<(u32, ListMonth)> {
        let pool = fide_pool(pool)?;
        (self.pool.as_deref() == Some(pool.key()))
            .then_some(self.k?)
            .zip(self.list_month())
    }
}

/// The K FIDE auto takes from the list for `request`, with the list's month: the list's K of
/// the pool the request rates in, when its person was taken from a list for that pool.
pub fn list_k(request: &Request) -> Option<(u32, ListMonth)> {
    // Norm and Field mode rate no K of the person's.
    let own_k = matches!(
        request.mode,
        super::Mode::Game | super::Mode::Tournament | super::Mode::Multi
    );
    if !own_k || request.k.preset != super::KPreset::FideAuto {
        return None;
    }
    request.list.as_ref()?.k_for(request.system.pool())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calc::Mode;
    use crate::rating::list::ListRating;

    fn month(text: &str) -> ListMonth {
        ListMonth::parse(text).unwrap()
    }

    fn maria() -> ListEntry {
        let rated = |rating, k| {
            Some(ListRating {
                rating,
                games: 3,
                k,
            })
        };
        ListEntry {
            fide_id: 9_900_011,
            name: "Example, Maria".into(),
            federation: Some("ISL".into()),
            women_title: Some("WIM".into()),
            standard: rated(1795, Some(20)),
            rapid: rated(1767, None),
            born: Some(1993),
            ..ListEntry::default()
        }
    }

    #[test]
    fn the_pools_rating_and_k_and_the_womens_title_when_no_open_one() {
        let got = list_player(&maria(), month("2026-12"), Some(Pool::FideStandard));
        assert_eq!((got.rating, got.k), (Some(1795), Some(20)));
        assert_eq!(got.title.as_deref(), Some("WIM"));
        assert_eq!(got.born, Some(1993));
        let rapid = list_player(&maria(), month("2026-12"), Some(Pool::FideRapid));
        assert_eq!((rapid.rating, rapid.k), (Some(1767), None));
        // No blitz rating: none, never 0; the continuous pool has no list.
        let blitz = list_player(&maria(), month("2026-12"), Some(Pool::FideBlitz));
        assert_eq!((blitz.rating, blitz.k), (None, None));
        let continuous = list_player(&maria(), month("2026-12"), Some(Pool::Continuous));
        assert_eq!((continuous.pool, continuous.rating), (None, None));
    }

    #[test]
    fn the_lists_k_only_for_the_pool_it_was_taken_for() {
        let fill = ListFill::of(&list_player(
            &maria(),
            month("2026-12"),
            Some(Pool::FideStandard),
        ));
        assert_eq!(
            fill.k_for(Some(Pool::FideStandard)),
            Some((20, month("2026-12")))
        );
        assert_eq!(fill.k_for(Some(Pool::FideRapid)), None);
        assert_eq!(fill.k_for(None), None);
    }

    #[test]
    fn dated_events_take_the_list_in_force_at_the_first_start() {
        let held = [month("2026-09"), month("2026-10"), month("2026-12")];
        let mut request = Request {
            mode: Mode::Tournament,
            ..Request::default()
        };
        assert_eq!(month_for(&request, &held), Some(month("2026-12")));
        request.events = vec![
            "Autumn Open | start 2026-11-20".into(),
            "Club | start 2026-10-05".into(),
        ];
        assert_eq!(month_for(&request, &held), Some(month("2026-10")));
        // Game mode has no events to date it.
        request.mode = Mode::Game;
        assert_eq!(month_for(&request, &held), Some(month("2026-12")));
    }
}
