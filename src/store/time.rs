//! Times as elocalc keeps them (RFC 3339, UTC, whole seconds: they sort as text) and as people
//! read them (their own time zone).

use jiff::{Timestamp, Unit, tz::TimeZone};

/// A moment as kept in files: "2026-11-30T01:20:00Z".
pub fn format_utc(moment: Timestamp) -> String {
    moment
        .round(Unit::Second)
        .unwrap_or(moment)
        .strftime("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}

/// Now, as kept in files.
pub fn now_utc() -> String {
    format_utc(Timestamp::now())
}

/// This year in the local time zone, for the K rules' junior clause.
pub fn current_year() -> i32 {
    today().year
}

/// Today in the local time zone, the day the faces rate on.
pub fn today() -> crate::rating::Today {
    crate::rating::Today::on(Timestamp::now().to_zoned(TimeZone::system()).date())
}

/// A time kept in a file, shown in `zone` ("2026-11-30 11:20"); text that is not a time (a
/// hand-edited file) is shown as it is.
pub fn shown_in(kept: &str, zone: &TimeZone) -> String {
    match kept.parse::<Timestamp>() {
        Ok(moment) => moment
            .to_zoned(zone.clone())
            .strftime("%Y-%m-%d %H:%M")
            .to_string(),
        Err(_) => kept.to_string(),
    }
}

/// A time kept in a file, in the user's own time zone.
pub fn shown_local(kept: &str) -> String {
    shown_in(kept, &TimeZone::system())
}
