//! A tournament report checked against the FIDE list in force: each player found by FIDE ID
//! gets the list's K, and every place the file and the list disagree (rating, federation,
//! title, year of birth) is a warning — never a change to what the event rates on.

use std::collections::HashMap;

use crate::rating::Pool;
use crate::rating::list::{ListEntry, ListMonth};
use crate::rating::tournament::{Player, Tournament};

/// The list month a tournament is checked against, with the entries of the file's players.
#[derive(Clone, Debug, PartialEq)]
pub struct ListInForce {
    pub month: ListMonth,
    /// The file gives no start date (042): the month is the latest held, not the one in force.
    pub undated: bool,
    /// The month's entries of the file's players, by FIDE ID.
    pub entries: HashMap<u64, ListEntry>,
}

impl ListInForce {
    /// The player's entry on the list, by the FIDE ID the file gives.
    pub fn entry(&self, player: &Player) -> Option<&ListEntry> {
        self.entries.get(&fide_id(player)?)
    }
}

/// The FIDE ID a file's player line gives, as a number.
pub fn fide_id(player: &Player) -> Option<u64> {
    player.fide_id.as_deref()?.trim().parse().ok()
}

/// The month in force for a tournament starting on `start`: the latest of `held` dated (the
/// 1st of the month) on or before it; without a start, the latest held.
pub fn month_in_force(held: &[ListMonth], start: Option<jiff::civil::Date>) -> Option<ListMonth> {
    held.iter()
        .copied()
        .filter(|month| start.is_none_or(|start| month.date() <= start))
        .max()
}

/// What a file's player line and the list can disagree on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListField {
    Rating,
    Federation,
    Title,
    Born,
}

impl ListField {
    pub fn key(self) -> &'static str {
        match self {
            ListField::Rating => "rating",
            ListField::Federation => "federation",
            ListField::Title => "title",
            ListField::Born => "born",
        }
    }
}

/// One place where the file says other than the list: `None` where one of them says nothing.
#[derive(Clone, Debug, PartialEq)]
pub struct ListDifference {
    /// The player, by index into the tournament's players.
    pub index: usize,
    pub field: ListField,
    pub file: Option<String>,
    pub list: Option<String>,
}

/// Every difference between the file's players and their entries on the list, in the file's
/// order; the rating is the one of `pool`'s list (the one the event rates on).
pub fn differences(tournament: &Tournament, list: &ListInForce, pool: Pool) -> Vec<ListDifference> {
    let mut found = Vec::new();
    for (index, player) in tournament.players.iter().enumerate() {
        let Some(entry) = list.entry(player) else {
            continue;
        };
        let mut differ = |field, file: Option<String>, listed: Option<String>| {
            if file != listed {
                found.push(ListDifference {
                    index,
                    field,
                    file,
                    list: listed,
                });
            }
        };
        differ(
            ListField::Rating,
            player.rating.map(|r| r.to_string()),
            entry.rating_in(pool).map(|r| r.rating.to_string()),
        );
        differ(
            ListField::Federation,
            player.federation.as_deref().map(str::to_uppercase),
            entry.federation.as_deref().map(str::to_uppercase),
        );
        // A file writes one title: either of the list's (a woman's title besides) agrees.
        let title = player.title.as_deref().map(str::to_uppercase);
        let listed = [entry.title.as_deref(), entry.women_title.as_deref()]
            .map(|title| title.map(str::to_uppercase));
        let agrees = match &title {
            Some(_) => listed.contains(&title),
            None => listed == [None, None],
        };
        if !agrees {
            let [open, women] = listed;
            differ(ListField::Title, title, open.or(women));
        }
        differ(
            ListField::Born,
            player.birth_year.map(|year| year.to_string()),
            entry.born.map(|year| year.to_string()),
        );
    }
    found
}

/// The players with a FIDE ID the list does not have (by index into the tournament's players).
pub fn not_on_list(tournament: &Tournament, list: &ListInForce) -> Vec<usize> {
    (0..tournament.players.len())
        .filter(|&index| {
            let player = &tournament.players[index];
            player
                .fide_id
                .as_deref()
                .is_some_and(|id| !id.trim().is_empty() && id.trim() != "0")
                && list.entry(player).is_none()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_month_in_force_is_the_latest_dated_on_or_before_the_start() {
        let m = |text| ListMonth::parse(text).unwrap();
        let held = [m("2026-09"), m("2026-11"), m("2026-12")];
        let day = |y, mo, d| Some(jiff::civil::date(y, mo, d));
        assert_eq!(month_in_force(&held, day(2026, 11, 30)), Some(m("2026-11")));
        // The list dated the 1st is in force that day.
        assert_eq!(month_in_force(&held, day(2026, 12, 1)), Some(m("2026-12")));
        assert_eq!(month_in_force(&held, day(2026, 10, 31)), Some(m("2026-09")));
        assert_eq!(month_in_force(&held, day(2026, 8, 31)), None);
        assert_eq!(month_in_force(&held, None), Some(m("2026-12")));
    }
}
