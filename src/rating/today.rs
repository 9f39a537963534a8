//! The day ratings are computed on.

/// The day ratings are computed on, given from outside (the clock's, or a test's): its year for
/// the K rules' junior clause, its date for a US Chess event without an end date. The rules
/// never read a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Today {
    pub year: i32,
    pub date: jiff::civil::Date,
}

impl Today {
    pub fn on(date: jiff::civil::Date) -> Today {
        Today {
            year: i32::from(date.year()),
            date,
        }
    }

    /// 1 July of `year`: for callers that fix only the year (tests, examples).
    pub fn in_year(year: i32) -> Today {
        let date = jiff::civil::Date::new(year as i16, 7, 1).unwrap_or_default();
        Today { year, date }
    }
}
