//! Which monthly list a FIDE event is rated on, from the day it ends (FIDE B.02 7.1, 7.1.3 and
//! 9.1; docs/rules/period.md, "Which list").
//!
//! A list is dated the 1st of a month. Its closing date is 3 days before (the 28th of a 30-day
//! month, the 26th or 27th of February): an event ending on or before it may be on that list
//! (7.1.3), so an event is rated on the list of the month after the one it ends in, or — when
//! it ends on the last two days of a month, after the closing date — on the list a month later.
//! When five days or fewer separate its last day from the end of its month, it may also go to
//! the list after that (9.1). A report sent late is rated on a later list still, up to the third
//! (9.1). Official FIDE events, which may end on the last day before a list, are not modelled.

use jiff::ToSpan;
use jiff::civil::Date;

/// Days from the closing date of a list to the list itself (7.1.3).
pub const CLOSING_DAYS: i64 = 3;
/// The most days between an event's last day and the end of its month for the event to be
/// allowed the following list too (9.1).
pub const MARGIN_DAYS: i8 = 5;
/// The lists after an event that a late report of it may reach (9.1: a report not in time for
/// the third list after the event is not rated).
pub const LATE_LISTS: i8 = 3;

/// The list an event is rated on when registered in time, and the later list 9.1's five-day
/// margin allows, if it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListPlacement {
    pub list: Date,
    pub or_later: Option<Date>,
    /// The last list a late report of the event is rated on: the third list after it (9.1).
    pub last_if_late: Date,
}

impl ListPlacement {
    /// The last list the event can be on in time: `or_later`, else `list`.
    pub fn latest(self) -> Date {
        self.or_later.unwrap_or(self.list)
    }

    /// Whether the event can be on the list of `date` (a 1st of a month) in time.
    pub fn allows(self, date: Date) -> bool {
        (self.list..=self.latest()).contains(&date)
    }
}

/// Where an event ending on `end` is rated.
///
/// # Panics
/// When `end` is in October to December 9999: jiff's calendar has no third list after it. Dates read
/// by elocalc are at most in 2999 ([`read_date`]).
pub fn placement(end: Date) -> ListPlacement {
    let next = months_after(end.first_of_month(), 1);
    let closing = next - CLOSING_DAYS.days();
    let last_if_late = months_after(end.first_of_month(), LATE_LISTS);
    if end <= closing {
        let days_left = end.days_in_month() - end.day();
        ListPlacement {
            list: next,
            or_later: (days_left <= MARGIN_DAYS).then(|| months_after(next, 1)),
            last_if_late,
        }
    } else {
        // After the closing date: the next list is out of reach, and the one after it is the
        // list 9.1's margin would have given anyway.
        ListPlacement {
            list: months_after(next, 1),
            or_later: None,
            last_if_late,
        }
    }
}

fn months_after(first: Date, months: i8) -> Date {
    first
        .checked_add(months.months())
        .expect("a list date within jiff's calendar (years up to 9999)")
}

/// The list a period of events is published on, and the events on it only as late reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeriodList {
    /// The latest of the events' first lists: no event can be on an earlier one.
    pub list: Date,
    /// Each event's placement, in the order given.
    pub placements: Vec<ListPlacement>,
    /// The events (indices into the ends given) whose last list in time is before `list`: they
    /// are in the period as late reports, which FIDE rates on the later list (9.1; its own
    /// published calculations hold such events), and are said so, not refused.
    pub reported_late: Vec<usize>,
}

/// The list a period whose events end on `ends` is published on; `None` without events.
///
/// FIDE's P1 (docs/rules/period.md): events ending 2, 9 and 23 November 2025 are all rated on
/// the December 2025 list; an event ending 29 November is on the January list, and one ending
/// 2 November joins it there only as a late report.
///
/// ```
/// use elocalc::rating::period_list;
/// use jiff::civil::date;
/// let p1 = [date(2025, 11, 2), date(2025, 11, 9), date(2025, 11, 23)];
/// let period = period_list(&p1).unwrap();
/// assert_eq!(period.list, date(2025, 12, 1));
/// assert!(period.reported_late.is_empty());
/// let late = [date(2025, 11, 2), date(2025, 11, 29)];
/// let period = period_list(&late).unwrap();
/// assert_eq!(period.list, date(2026, 1, 1));
/// assert_eq!(period.reported_late, [0]);
/// ```
pub fn period_list(ends: &[Date]) -> Option<PeriodList> {
    let placements: Vec<ListPlacement> = ends.iter().map(|&end| placement(end)).collect();
    let list = placements.iter().map(|placement| placement.list).max()?;
    let reported_late = placements
        .iter()
        .enumerate()
        .filter(|(_, placement)| !placement.allows(list))
        .map(|(index, _)| index)
        .collect();
    Some(PeriodList {
        list,
        placements,
        reported_late,
    })
}

/// The years a date read from text may be in: from FIDE's first list (1971) to 2999, far from
/// the end of jiff's calendar.
pub const DATE_YEARS: std::ops::RangeInclusive<i16> = 1971..=2999;

/// A date written strictly `YYYY-MM-DD` (spaces around ignored), a real day in [`DATE_YEARS`].
pub fn read_date(text: &str) -> Option<Date> {
    read_iso_date(text).filter(|date| DATE_YEARS.contains(&date.year()))
}

/// A date written strictly `YYYY-MM-DD` (spaces around ignored), a real day of any year jiff
/// holds: no other form jiff would take (`20251031`, a time after it).
pub fn read_iso_date(text: &str) -> Option<Date> {
    let text = text.trim();
    let well_formed = text.len() == 10
        && text.bytes().enumerate().all(|(at, byte)| match at {
            4 | 7 => byte == b'-',
            _ => byte.is_ascii_digit(),
        });
    well_formed.then(|| text.parse().ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use jiff::civil::date;

    fn on(end: Date) -> (Date, Option<Date>) {
        let placement = placement(end);
        (placement.list, placement.or_later)
    }

    #[test]
    fn november_2025_day_by_day() {
        let (dec, jan, feb) = (date(2025, 12, 1), date(2026, 1, 1), date(2026, 2, 1));
        // The closing date of the December list is 28 November (3 days before 1 December);
        // 9.1's margin covers the 25th to the 30th (five days or fewer to the 30th).
        assert_eq!(on(date(2025, 11, 1)), (dec, None));
        assert_eq!(on(date(2025, 11, 23)), (dec, None));
        assert_eq!(on(date(2025, 11, 24)), (dec, None));
        assert_eq!(on(date(2025, 11, 25)), (dec, Some(jan)));
        assert_eq!(on(date(2025, 11, 26)), (dec, Some(jan)));
        assert_eq!(on(date(2025, 11, 28)), (dec, Some(jan)));
        assert_eq!(on(date(2025, 11, 29)), (jan, None));
        assert_eq!(on(date(2025, 11, 30)), (jan, None));
        assert_ne!(placement(date(2025, 11, 30)).list, feb);
    }

    #[test]
    fn the_end_of_every_length_of_month() {
        // 31 days (December, over the year's end): closing 29 December.
        assert_eq!(
            on(date(2025, 12, 29)),
            (date(2026, 1, 1), Some(date(2026, 2, 1)))
        );
        assert_eq!(on(date(2025, 12, 30)), (date(2026, 2, 1), None));
        assert_eq!(on(date(2025, 12, 31)), (date(2026, 2, 1), None));
        assert_eq!(on(date(2025, 12, 25)), (date(2026, 1, 1), None));
        assert_eq!(
            on(date(2025, 12, 26)),
            (date(2026, 1, 1), Some(date(2026, 2, 1)))
        );
        // 28 days: closing 26 February; the margin from the 23rd.
        assert_eq!(on(date(2026, 2, 22)), (date(2026, 3, 1), None));
        assert_eq!(
            on(date(2026, 2, 23)),
            (date(2026, 3, 1), Some(date(2026, 4, 1)))
        );
        assert_eq!(
            on(date(2026, 2, 26)),
            (date(2026, 3, 1), Some(date(2026, 4, 1)))
        );
        assert_eq!(on(date(2026, 2, 27)), (date(2026, 4, 1), None));
        // 29 days (2028 is a leap year): closing 27 February; the margin from the 24th.
        assert_eq!(on(date(2028, 2, 23)), (date(2028, 3, 1), None));
        assert_eq!(
            on(date(2028, 2, 24)),
            (date(2028, 3, 1), Some(date(2028, 4, 1)))
        );
        assert_eq!(
            on(date(2028, 2, 27)),
            (date(2028, 3, 1), Some(date(2028, 4, 1)))
        );
        assert_eq!(on(date(2028, 2, 28)), (date(2028, 4, 1), None));
        assert_eq!(on(date(2028, 2, 29)), (date(2028, 4, 1), None));
        // 30 days: September 2026, P2's last event (27 September) and a later one.
        assert_eq!(
            on(date(2026, 9, 27)),
            (date(2026, 10, 1), Some(date(2026, 11, 1)))
        );
        assert_eq!(on(date(2026, 9, 29)), (date(2026, 11, 1), None));
    }

    #[test]
    fn fide_published_periods_fit_the_rule() {
        // P1: the December 2025 list, every event on it in time.
        let p1 = [date(2025, 11, 2), date(2025, 11, 9), date(2025, 11, 23)];
        let period = period_list(&p1).unwrap();
        assert_eq!(period.list, date(2025, 12, 1));
        assert!(period.reported_late.is_empty());
        // P2: the October 2026 list. The Sants open ended 30 August, after the September
        // list's closing date (29 August), so October is its first list.
        assert_eq!(on(date(2026, 8, 30)), (date(2026, 10, 1), None));
        let p2 = [
            date(2026, 8, 30),
            date(2026, 9, 4),
            date(2026, 9, 12),
            date(2026, 9, 19),
            date(2026, 9, 27),
        ];
        let period = period_list(&p2).unwrap();
        assert_eq!(period.list, date(2026, 10, 1));
        assert!(period.reported_late.is_empty());
        assert_eq!(period.placements[4].or_later, Some(date(2026, 11, 1)));
    }

    #[test]
    fn a_period_names_the_events_it_holds_as_late_reports() {
        assert_eq!(period_list(&[]), None);
        // 26 November may go to January with 30 November; 2 November only when reported late.
        let ends = [date(2025, 11, 2), date(2025, 11, 26), date(2025, 11, 30)];
        let period = period_list(&ends).unwrap();
        assert_eq!(period.list, date(2026, 1, 1));
        assert_eq!(period.reported_late, [0]);
        // FIDE's April 2026 period of one player (issue 31): an event ending 15 February, first
        // on the March list, rated in April beside a March event; May, the third list after it,
        // is the last 9.1 leaves it.
        let ends = [date(2026, 2, 15), date(2026, 3, 13)];
        let period = period_list(&ends).unwrap();
        assert_eq!(period.list, date(2026, 4, 1));
        assert_eq!(period.reported_late, [0]);
        assert_eq!(period.placements[0].list, date(2026, 3, 1));
        assert_eq!(period.placements[0].last_if_late, date(2026, 5, 1));
        // The margin's later list is no late report.
        let period = period_list(&[date(2026, 2, 23), date(2026, 3, 13)]).unwrap();
        assert!(period.reported_late.is_empty());
    }

    #[test]
    fn dates_are_read_strictly() {
        assert_eq!(read_date(" 2025-10-31 "), Some(date(2025, 10, 31)));
        assert_eq!(read_date("2028-02-29"), Some(date(2028, 2, 29)));
        for text in [
            "2025-02-29",
            "2025-13-01",
            "2025-1-31",
            "2025/10/31",
            "20251031",
            "2025-10-31T00:00",
            "1970-12-31",
            "3000-01-01",
            "",
            "+2025-10-31",
        ] {
            assert_eq!(read_date(text), None, "{text}");
        }
    }

    /// The list read straight from 7.1.3: the first 1st of a month whose closing date (3 days
    /// before it) the event does not pass.
    fn first_list_by_search(end: Date) -> Date {
        let mut list = end.first_of_month();
        while end > list - 3.days() {
            list = list.checked_add(1.month()).unwrap();
        }
        list
    }

    proptest::proptest! {
        #[test]
        fn a_placement_is_a_later_first_of_a_month(day in 0i32..(1100 * 366)) {
            let end = date(1971, 1, 1).checked_add(day.days()).unwrap();
            let placement = placement(end);
            proptest::prop_assert_eq!(placement.list.day(), 1);
            proptest::prop_assert!(placement.list > end);
            proptest::prop_assert!(placement.list <= end.checked_add(2.months()).unwrap());
            proptest::prop_assert_eq!(placement.list, first_list_by_search(end));
            if let Some(later) = placement.or_later {
                proptest::prop_assert_eq!(later, placement.list.checked_add(1.month()).unwrap());
                proptest::prop_assert!(end.days_in_month() - end.day() <= 5);
            }
            // A late report reaches at least the lists the event may be on in time.
            proptest::prop_assert!(placement.last_if_late > placement.latest());
        }
    }
}
