//! A FIDE rating list's entry for one player, as FIDE publishes it every month: the three
//! ratings with their games and K, titles, federation, year of birth and flag. (The files and
//! their layouts: docs/rules/list.md; the readers are in `import::fide_list`, the database in
//! `store::ratings_list`.) Also which of FIDE's lists and files, a month held, what an import
//! did and the list in force for a tournament: the values the readers, the database, the
//! calculations and the reports share.

use std::collections::HashMap;
use std::fmt;

use super::Pool;
use super::tournament::Player;

/// A month of FIDE's lists: the list dated the 1st of that month.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ListMonth {
    pub year: i16,
    /// 1 to 12.
    pub month: i8,
}

impl ListMonth {
    /// A month from 1971 (FIDE's first list) to 2999.
    pub fn new(year: i16, month: i8) -> Option<ListMonth> {
        ((1971..=2999).contains(&year) && (1..=12).contains(&month))
            .then_some(ListMonth { year, month })
    }

    /// `YYYY-MM`, as people and the command line write it.
    pub fn parse(text: &str) -> Option<ListMonth> {
        let (year, month) = text.trim().split_once('-')?;
        if year.len() != 4
            || month.len() != 2
            || !(year.bytes().chain(month.bytes())).all(|b| b.is_ascii_digit())
        {
            return None;
        }
        ListMonth::new(year.parse().ok()?, month.parse().ok()?)
    }

    /// The list's date, the 1st of the month.
    pub fn date(self) -> jiff::civil::Date {
        jiff::civil::Date::new(self.year, self.month, 1).expect("a month of 1971–2999")
    }
}

impl fmt::Display for ListMonth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

/// One of a player's three ratings on a list: the rating, the games rated in the period the
/// list closes, and the K the list gives (its current K, before any K·n ≤ 700 of a period).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListRating {
    pub rating: u16,
    pub games: u16,
    /// `None`: the list publishes no K for it.
    pub k: Option<u8>,
}

/// The list's flag: inactive (B.02 7.2.2), woman, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListFlag {
    Inactive,
    Woman,
    WomanInactive,
}

impl ListFlag {
    /// As the list writes it: `i`, `w`, `wi`.
    pub fn key(self) -> &'static str {
        match self {
            ListFlag::Inactive => "i",
            ListFlag::Woman => "w",
            ListFlag::WomanInactive => "wi",
        }
    }

    /// In any case (`i`, `w`, `wi` or `iw`).
    pub fn parse(text: &str) -> Option<ListFlag> {
        let text = text.trim();
        let is = |key: &str| text.eq_ignore_ascii_case(key);
        if is("i") {
            Some(ListFlag::Inactive)
        } else if is("w") {
            Some(ListFlag::Woman)
        } else if is("wi") || is("iw") {
            Some(ListFlag::WomanInactive)
        } else {
            None
        }
    }

    pub fn is_inactive(self) -> bool {
        matches!(self, ListFlag::Inactive | ListFlag::WomanInactive)
    }
}

/// A player's line of a list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ListEntry {
    pub fide_id: u64,
    /// "Surname, Given names", as the list spells it.
    pub name: String,
    /// Three letters (`FID` for the FIDE flag).
    pub federation: Option<String>,
    /// `M` or `F`.
    pub sex: Option<char>,
    /// GM IM FM CM WGM WIM WFM WCM.
    pub title: Option<String>,
    pub women_title: Option<String>,
    /// Other titles (IA, FA, NA, IO, FT, …), as listed.
    pub other_titles: Vec<String>,
    /// FIDE Online Arena's title (AGM AIM AFM ACM).
    pub foa_title: Option<String>,
    pub standard: Option<ListRating>,
    pub rapid: Option<ListRating>,
    pub blitz: Option<ListRating>,
    pub born: Option<u16>,
    pub flag: Option<ListFlag>,
}

impl ListEntry {
    /// The rating of `pool`'s list (the continuous pool has none).
    pub fn rating_in(&self, pool: super::Pool) -> Option<ListRating> {
        match pool {
            super::Pool::FideStandard => self.standard,
            super::Pool::FideRapid => self.rapid,
            super::Pool::FideBlitz => self.blitz,
            super::Pool::Continuous => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_read_as_written_and_only_so() {
        assert_eq!(ListMonth::parse("2026-12"), ListMonth::new(2026, 12));
        assert_eq!(ListMonth::parse("2026-12").unwrap().to_string(), "2026-12");
        for bad in [
            "2026-13",
            "2026-1",
            "26-12",
            "1970-12",
            "2026/12",
            "",
            "2026-00",
            "２０２６-12",
        ] {
            assert_eq!(ListMonth::parse(bad), None, "{bad}");
        }
    }
}

/// One of FIDE's three lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ListPool {
    Standard,
    Rapid,
    Blitz,
}

impl ListPool {
    pub const ALL: [ListPool; 3] = [ListPool::Standard, ListPool::Rapid, ListPool::Blitz];

    /// The rating pool of this list.
    pub fn pool(self) -> Pool {
        match self {
            ListPool::Standard => Pool::FideStandard,
            ListPool::Rapid => Pool::FideRapid,
            ListPool::Blitz => Pool::FideBlitz,
        }
    }

    /// `standard`, `rapid`, `blitz`: as FIDE's file names say it.
    pub fn key(self) -> &'static str {
        match self {
            ListPool::Standard => "standard",
            ListPool::Rapid => "rapid",
            ListPool::Blitz => "blitz",
        }
    }

    /// The list a file's name says (`standard_rating_list.zip`, `rapid_…`, `blitz_…`).
    pub fn from_name(name: &str) -> Option<ListPool> {
        let name = name.to_ascii_lowercase();
        let found: Vec<ListPool> = ListPool::ALL
            .into_iter()
            .filter(|pool| name.contains(pool.key()))
            .collect();
        (found.len() == 1).then(|| found[0])
    }

    /// Its place in [`ListPool::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Which of FIDE's files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListKind {
    /// `players_list_foa.txt`: the three lists, with the FOA column.
    Combined,
    /// `players_list.txt`: the three lists, no FOA column.
    Legacy,
    /// One list, its rating column headed by the month code.
    Single(ListPool),
    /// `players_list_xml_foa.xml` (or a single list's XML).
    Xml,
}

/// What an import did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportSummary {
    pub month: ListMonth,
    pub players: u64,
    /// The month was held before and its rows were replaced.
    pub replaced: bool,
    /// How many players the month had before, when replaced.
    pub previous_players: Option<u64>,
}

/// A month held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MonthHeld {
    pub month: ListMonth,
    pub players: u64,
    /// When it was imported, UTC, RFC 3339.
    pub imported_at: String,
}

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
