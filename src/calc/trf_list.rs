//! A tournament report checked against the FIDE list in force: each player found by FIDE ID
//! gets the list's K, and every place the file and the list disagree (rating, federation,
//! title, year of birth) is a warning — never a change to what the event rates on.

use crate::rating::Pool;
use crate::rating::tournament::Tournament;

// The list in force is the rules' (a value, a FIDE ID and the month): checked against here.
pub use crate::rating::list::{ListInForce, fide_id, month_in_force};

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
    use crate::rating::list::{ListEntry, ListMonth};

    /// Two lines of tests/fixtures/trf/worked-example.trf: a GM and a player with no title.
    const FILE: &str = "012 Check\n\
001    1 wGM  Alpha, Anna                       2700 NOR     1503014 1990/05/17  1.0    1     2 w 1\n\
001    2 w    Delta, Dora                       1950 FRA      600300 1980        0.0    2     1 b 0\n";

    fn checked(
        anna: ListEntry,
        dora: ListEntry,
    ) -> Vec<(usize, ListField, Option<String>, Option<String>)> {
        let tournament = crate::import::trf::read(FILE.as_bytes()).unwrap();
        let list = ListInForce {
            month: ListMonth::parse("2026-03").unwrap(),
            undated: false,
            entries: [(1503014, anna), (600300, dora)].into_iter().collect(),
        };
        differences(&tournament, &list, Pool::FideStandard)
            .into_iter()
            .map(|d| (d.index, d.field, d.file, d.list))
            .collect()
    }

    fn listed(title: Option<&str>, women: Option<&str>, rating: u16) -> ListEntry {
        ListEntry {
            title: title.map(str::to_string),
            women_title: women.map(str::to_string),
            standard: Some(crate::rating::list::ListRating {
                rating,
                games: 0,
                k: None,
            }),
            ..ListEntry::default()
        }
    }

    #[test]
    fn a_title_agrees_with_either_of_the_lists_and_none_only_with_none() {
        let some = |text: &str| Some(text.to_string());
        let anna = |title, women| ListEntry {
            federation: some("nor"),
            born: Some(1990),
            ..listed(title, women, 2700)
        };
        let dora = |title, women| ListEntry {
            federation: some("FRA"),
            born: Some(1980),
            ..listed(title, women, 1950)
        };
        // GM on either title of the list; no title where the list has none: nothing to say
        // (federations compared in any case).
        assert_eq!(checked(anna(Some("GM"), None), dora(None, None)), []);
        assert_eq!(checked(anna(Some("IM"), Some("GM")), dora(None, None)), []);
        // The list's title where the file has none, a woman's title only too.
        assert_eq!(
            checked(anna(Some("IM"), Some("WGM")), dora(None, Some("WFM"))),
            [
                (0, ListField::Title, some("GM"), some("IM")),
                (1, ListField::Title, None, some("WFM")),
            ]
        );
        // The rating of the pool rated on; a year of birth the list lacks.
        let no_born = ListEntry {
            born: None,
            ..dora(None, None)
        };
        assert_eq!(
            checked(
                ListEntry {
                    standard: None,
                    ..anna(Some("GM"), None)
                },
                no_born
            ),
            [
                (0, ListField::Rating, some("2700"), None),
                (1, ListField::Born, some("1980"), None),
            ]
        );
    }

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
