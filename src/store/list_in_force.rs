//! The FIDE list in force for a tournament, looked up in the lists held: the one path for
//! `elocalc trf` (one file or several), `period --trf` and Field mode, so that every face rates
//! a file on the same list. Looking never makes a database.

use std::collections::HashMap;
use std::path::Path;

use jiff::civil::Date;

use super::ratings_list::{ListStoreError, RatingsList, platform_data_dir};
use crate::rating::list::{ListInForce, ListMonth, fide_id, month_in_force};

/// The database in `data_dir` (else the platform's data directory), when one is there: `None`
/// when there is none (or no directory at all), never one made just to look.
pub fn held(data_dir: Option<&Path>) -> Result<Option<RatingsList>, ListStoreError> {
    let Some(dir) = data_dir.map(Path::to_path_buf).or_else(platform_data_dir) else {
        return Ok(None);
    };
    RatingsList::open_held(&RatingsList::default_path(&dir))
}

/// The list in force for an event starting on `start` (the latest month held dated on or
/// before it; without a start, the latest held), with the entries of the players `ids`. `None`
/// when no month is; `notes` says why when months are held but all are later than the start.
pub fn for_start(
    lists: &RatingsList,
    start: Option<Date>,
    ids: impl IntoIterator<Item = u64>,
    notes: &mut Vec<String>,
) -> Result<Option<ListInForce>, ListStoreError> {
    let held: Vec<ListMonth> = lists.months()?.into_iter().map(|held| held.month).collect();
    let Some(month) = month_in_force(&held, start) else {
        if let (Some(start), false) = (start, held.is_empty()) {
            notes.push(no_month_before(start));
        }
        return Ok(None);
    };
    let mut entries = HashMap::new();
    for id in ids {
        if entries.contains_key(&id) {
            continue;
        }
        if let Some((_, entry)) = lists.by_id(id, Some(month))? {
            entries.insert(id, entry);
        }
    }
    Ok(Some(ListInForce {
        month,
        undated: start.is_none(),
        entries,
    }))
}

/// Said when lists are held but none is in force yet at `start`.
pub fn no_month_before(start: Date) -> String {
    crate::i18n::tr_args(
        "report-no-list-before-start",
        &[("start", start.to_string().into())],
    )
}

/// The list in force for `tournament` by its start date (042), when a database is held in
/// `data_dir` (else the platform's).
pub fn for_tournament(
    tournament: &crate::rating::tournament::Tournament,
    data_dir: Option<&Path>,
    notes: &mut Vec<String>,
) -> Result<Option<ListInForce>, ListStoreError> {
    let Some(lists) = held(data_dir)? else {
        return Ok(None);
    };
    in_lists(&lists, tournament, notes)
}

/// The list in force for `tournament` in the lists held, with its players' entries.
pub fn in_lists(
    lists: &RatingsList,
    tournament: &crate::rating::tournament::Tournament,
    notes: &mut Vec<String>,
) -> Result<Option<ListInForce>, ListStoreError> {
    let ids = tournament.players.iter().filter_map(fide_id);
    for_start(lists, tournament.start, ids, notes)
}
