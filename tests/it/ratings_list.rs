//! The rating lists database: every field back as imported, months replaced whole or not at
//! all, damaged and foreign files moved aside, the name search's ranking, a player's history,
//! and reading while another connection imports. Every entry is made here (invented players:
//! FIDE's lists are never copied into the project).

use elocalc::rating::Pool;
use elocalc::rating::list::{ListEntry, ListFlag, ListMonth, ListRating};
use elocalc::store::{ImportError, ListStoreError, Match, RatingsList, Replacing};
use std::convert::Infallible;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

fn month(year: i16, month: i8) -> ListMonth {
    ListMonth::new(year, month).unwrap()
}

fn rated(rating: u16, games: u16, k: Option<u8>) -> Option<ListRating> {
    Some(ListRating { rating, games, k })
}

/// A player with a standard rating only.
fn player(fide_id: u64, name: &str, standard: u16) -> ListEntry {
    ListEntry {
        fide_id,
        name: name.to_string(),
        federation: Some("NOR".to_string()),
        sex: Some('M'),
        standard: rated(standard, 0, Some(20)),
        born: Some(1990),
        ..ListEntry::default()
    }
}

/// A player with every field filled.
fn full() -> ListEntry {
    ListEntry {
        fide_id: 9_900_011,
        name: "Example, María José".to_string(),
        federation: Some("ISL".to_string()),
        sex: Some('F'),
        title: Some("WGM".to_string()),
        women_title: Some("WGM".to_string()),
        other_titles: vec!["IA".to_string(), "FT".to_string()],
        foa_title: Some("AIM".to_string()),
        standard: rated(2295, 9, Some(20)),
        rapid: rated(2210, 14, Some(40)),
        blitz: rated(2150, 0, None),
        born: Some(1993),
        flag: Some(ListFlag::Woman),
    }
}

/// An entry with no optional field.
fn bare() -> ListEntry {
    ListEntry {
        fide_id: 9_900_012,
        name: "Bare, Oscar".to_string(),
        ..ListEntry::default()
    }
}

/// A stop never asked for.
fn go() -> AtomicBool {
    AtomicBool::new(false)
}

fn ok(entries: Vec<ListEntry>) -> impl Iterator<Item = Result<ListEntry, Infallible>> {
    entries.into_iter().map(Ok)
}

fn fresh() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = RatingsList::default_path(dir.path());
    (dir, path)
}

fn open(path: &Path) -> RatingsList {
    RatingsList::open(path).unwrap()
}

#[test]
fn every_field_comes_back_as_imported() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    let mut heard = Vec::new();
    let summary = list
        .import(month(2026, 12), ok(vec![full(), bare()]), |n| heard.push(n))
        .unwrap();
    assert_eq!(summary.players, 2);
    assert!(!summary.replaced);
    assert_eq!(heard.last(), Some(&2));
    drop(list);
    // Read back through a new connection: what is on disk, not what was cached.
    let list = open(&path);
    assert_eq!(
        list.by_id(9_900_011, None).unwrap(),
        Some((month(2026, 12), full()))
    );
    assert_eq!(
        list.by_id(9_900_012, Some(month(2026, 12))).unwrap(),
        Some((month(2026, 12), bare()))
    );
    assert_eq!(list.by_id(9_900_013, None).unwrap(), None);
    assert_eq!(list.by_id(9_900_011, Some(month(2026, 11))).unwrap(), None);
    let months = list.months().unwrap();
    assert_eq!(months.len(), 1);
    assert_eq!((months[0].month, months[0].players), (month(2026, 12), 2));
    assert!(
        months[0].imported_at.ends_with('Z'),
        "{}",
        months[0].imported_at
    );
    assert_eq!(list.latest(), Some(month(2026, 12)));
}

#[test]
fn the_file_is_sqlite_in_wal_with_its_version() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    list.import(month(2026, 12), ok(vec![full()]), |_| ())
        .unwrap();
    drop(list);
    let raw = rusqlite::Connection::open(&path).unwrap();
    let mode: String = raw
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    let version: i64 = raw
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 2);
    let (standard, games): (i64, i64) = raw
        .query_row(
            "SELECT standard, standard_games FROM ratings WHERE month = 202612 AND fide_id = 9900011",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((standard, games), (2295, 9));
}

#[test]
fn a_month_imported_again_is_replaced_and_the_others_kept() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    let november = vec![player(1, "One, A", 2000), player(2, "Two, B", 2100)];
    let december = vec![player(1, "One, A", 2010), player(3, "Three, C", 1500)];
    list.import(month(2026, 11), ok(november), |_| ()).unwrap();
    list.import(month(2026, 12), ok(december), |_| ()).unwrap();
    let again = list
        .import(
            month(2026, 12),
            ok(vec![player(3, "Three, C", 1520)]),
            |_| (),
        )
        .unwrap();
    assert!(again.replaced);
    assert_eq!(again.previous_players, Some(2));
    assert_eq!(again.players, 1);
    // The old December rows are gone...
    assert_eq!(list.by_id(1, Some(month(2026, 12))).unwrap(), None);
    assert_eq!(
        list.by_id(3, None)
            .unwrap()
            .unwrap()
            .1
            .standard
            .unwrap()
            .rating,
        1520
    );
    // ...and November is as it was.
    assert_eq!(
        list.by_id(1, Some(month(2026, 11)))
            .unwrap()
            .unwrap()
            .1
            .standard
            .unwrap()
            .rating,
        2000
    );
    assert_eq!(
        list.by_id(2, Some(month(2026, 11)))
            .unwrap()
            .unwrap()
            .1
            .name,
        "Two, B"
    );
    // Player 1 is in November only now: with no month named, that is the month found.
    assert_eq!(list.by_id(1, None).unwrap().unwrap().0, month(2026, 11));
    let held: Vec<_> = list
        .months()
        .unwrap()
        .iter()
        .map(|m| (m.month, m.players))
        .collect();
    assert_eq!(held, [(month(2026, 11), 2), (month(2026, 12), 1)]);
    assert!(list.remove(month(2026, 11)).unwrap());
    assert!(!list.remove(month(2026, 11)).unwrap());
    assert_eq!(list.by_id(2, None).unwrap(), None);
    assert_eq!(list.latest(), Some(month(2026, 12)));
}

#[test]
fn an_import_that_fails_part_way_leaves_the_month_as_it_was() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    let before: Vec<_> = (1..=600).map(|i| player(i, "Old, Player", 1800)).collect();
    list.import(month(2026, 12), ok(before), |_| ()).unwrap();
    let failing = (1..=1000).map(|i| {
        if i == 500 {
            Err("line 501: the rating is A1946")
        } else {
            Ok(player(i, "New, Player", 1900))
        }
    });
    match list.import(month(2026, 12), failing, |_| ()) {
        Err(ImportError::Read { imported, error }) => {
            assert_eq!(imported, 499);
            assert_eq!(error, "line 501: the rating is A1946");
        }
        other => panic!("{other:?}"),
    }
    let entry = list.by_id(300, None).unwrap().unwrap().1;
    assert_eq!(
        (entry.name.as_str(), entry.standard.unwrap().rating),
        ("Old, Player", 1800)
    );
    assert_eq!(list.by_id(700, None).unwrap(), None);
    assert_eq!(list.months().unwrap()[0].players, 600);
    // The search index has no word of the failed import.
    let search = list.search("new", None, 10).unwrap();
    assert!(
        search.found.iter().all(|f| f.how == Match::Close),
        "{search:?}"
    );
    // A list with an ID twice is refused whole.
    let twice = ok(vec![
        player(7, "Seven, A", 1000),
        player(7, "Seven, B", 1000),
    ]);
    assert!(matches!(
        list.import(month(2026, 12), twice, |_| ()),
        Err(ImportError::Duplicate(7))
    ));
    assert_eq!(list.months().unwrap()[0].players, 600);
}

/// Esc during a list's import in the UI: once every entry is read (the last batches queued,
/// the writer waiting for the database or still writing), the stop still keeps nothing.
#[test]
fn a_stop_after_the_last_entry_is_read_keeps_nothing() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    let held: Vec<_> = (1..=50).map(|i| player(i, "Held, Player", 1800)).collect();
    list.import(month(2026, 10), ok(held), |_| ()).unwrap();
    let new: Vec<_> = (1..=3000).map(|i| player(i, "New, Player", 1900)).collect();
    // The entries never look at the stop: only the writer can see it.
    let stopped = AtomicBool::new(true);
    let result = list.import_replacing(
        month(2026, 11),
        ok(new),
        Replacing::Guarded,
        |_| (),
        &stopped,
    );
    assert!(matches!(result, Err(ImportError::Stopped)), "{result:?}");
    let months: Vec<_> = list
        .months()
        .unwrap()
        .into_iter()
        .map(|held| (held.month, held.players))
        .collect();
    assert_eq!(months, [(month(2026, 10), 50)]);
    assert_eq!(list.by_id(1, None).unwrap().unwrap().1.name, "Held, Player");
}

#[test]
fn a_list_of_no_player_or_far_fewer_leaves_the_month_held_unless_forced() {
    // Issue 31: a header-only file replaced a month of 1,000 players with nothing.
    let (_dir, path) = fresh();
    let mut list = open(&path);
    let held: Vec<_> = (1..=1000)
        .map(|i| player(i, "Held, Player", 1800))
        .collect();
    list.import(month(2026, 12), ok(held), |_| ()).unwrap();
    let players = |list: &RatingsList| list.months().unwrap()[0].players;
    for replacing in [Replacing::Guarded, Replacing::Forced] {
        assert!(matches!(
            list.import_replacing(month(2026, 12), ok(Vec::new()), replacing, |_| (), &go()),
            Err(ImportError::Empty)
        ));
        assert_eq!(players(&list), 1000);
    }
    // A new month of no player is not made either.
    assert!(matches!(
        list.import(month(2027, 1), ok(Vec::new()), |_| ()),
        Err(ImportError::Empty)
    ));
    assert_eq!(list.months().unwrap().len(), 1);
    // 499 of 1,000: far fewer, refused with both counts; 500 is half, replaced.
    let fewer = |count: u64| {
        ok((1..=count)
            .map(|i| player(i, "New, Player", 1900))
            .collect())
    };
    match list.import(month(2026, 12), fewer(499), |_| ()) {
        Err(error @ ImportError::FarFewer { .. }) => {
            assert!(matches!(
                error,
                ImportError::FarFewer {
                    held: 1000,
                    players: 499,
                    ..
                }
            ));
            let said = error.to_string();
            assert!(said.contains("1000") && said.contains("499"), "{said}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(players(&list), 1000);
    assert_eq!(list.by_id(1, None).unwrap().unwrap().1.name, "Held, Player");
    let forced = list
        .import_replacing(month(2026, 12), fewer(10), Replacing::Forced, |_| (), &go())
        .unwrap();
    assert_eq!((forced.previous_players, forced.players), (Some(1000), 10));
    let half = list.import(month(2026, 12), fewer(5), |_| ()).unwrap();
    assert_eq!((half.previous_players, half.players), (Some(10), 5));
}

fn moved_aside(error: ListStoreError, path: &Path) -> PathBuf {
    match error {
        ListStoreError::SetAside {
            moved_to, path: at, ..
        } => {
            assert_eq!(at, path);
            let name = moved_to.file_name().unwrap().to_string_lossy().into_owned();
            let stamp = name.strip_prefix("ratings.sqlite3.corrupt-").unwrap();
            assert_eq!(stamp.len(), 15, "{name}");
            assert_eq!(stamp.as_bytes()[8], b'T', "{name}");
            moved_to
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_damaged_file_is_moved_aside_and_reported_never_emptied() {
    let (_dir, path) = fresh();
    let garbage: Vec<u8> = (0..10_000u32).map(|i| (i * 7919 % 251) as u8).collect();
    std::fs::write(&path, &garbage).unwrap();
    let error = RatingsList::open(&path).err().unwrap();
    let message = error.to_string();
    assert!(!message.contains('\n'), "{message}");
    assert!(message.contains("is damaged"), "{message}");
    let moved_to = moved_aside(error, &path);
    assert_eq!(std::fs::read(&moved_to).unwrap(), garbage);
    let mut list = open(&path);
    list.import(month(2026, 12), ok(vec![full()]), |_| ())
        .unwrap();
    assert_eq!(list.by_id(9_900_011, None).unwrap().unwrap().1, full());
}

#[test]
fn another_programs_database_is_not_used() {
    let (_dir, path) = fresh();
    {
        let other = rusqlite::Connection::open(&path).unwrap();
        other
            .execute_batch(
                "CREATE TABLE players(id INTEGER, name TEXT); INSERT INTO players VALUES(1, 'x');",
            )
            .unwrap();
    }
    let error = RatingsList::open(&path).err().unwrap();
    assert!(error.to_string().contains("another program"), "{error}");
    let moved_to = moved_aside(error, &path);
    let other = rusqlite::Connection::open(&moved_to).unwrap();
    let kept: String = other
        .query_row("SELECT name FROM players WHERE id = 1", [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, "x");
    assert_eq!(open(&path).months().unwrap(), []);
}

#[test]
fn a_newer_versions_file_is_left_alone() {
    let (_dir, path) = fresh();
    drop(open(&path));
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch("PRAGMA user_version = 9")
        .unwrap();
    let error = RatingsList::open(&path).err().unwrap();
    assert!(
        matches!(error, ListStoreError::Newer { found: 9, .. }),
        "{error:?}"
    );
    assert!(path.exists());
}

/// A list to search: Carlsens and others, with accents.
fn searchable() -> Vec<ListEntry> {
    vec![
        player(1, "Carlsen, Magnus", 2830),
        player(2, "Carlsen, Mads", 1650),
        player(3, "Carlsen, Ellen", 1720),
        player(4, "Magnus, Carl", 1900),
        player(5, "Núñez, José", 2100),
        player(6, "Nunez Garcia, Ana", 1980),
        player(7, "Carlsson, Erik", 2000),
        player(8, "Anand, Viswanathan", 2750),
    ]
}

fn ids(list: &RatingsList, query: &str) -> Vec<(u64, Match)> {
    list.search(query, None, 10)
        .unwrap()
        .found
        .iter()
        .map(|f| (f.entry.fide_id, f.how))
        .collect()
}

#[test]
fn a_name_is_found_in_any_form_ranked_by_rating() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    list.import(month(2026, 12), ok(searchable()), |_| ())
        .unwrap();
    use Match::*;
    // Every Carlsen, by rating; "Carlsson" only begins with "carls".
    assert_eq!(ids(&list, "carlsen"), [(1, Exact), (3, Exact), (2, Exact)]);
    assert_eq!(ids(&list, "CARLSEN"), ids(&list, "carlsen"));
    assert_eq!(ids(&list, "Magnus Carlsen"), [(1, Exact)]);
    assert_eq!(ids(&list, "Carlsen, Magnus"), [(1, Exact)]);
    assert_eq!(ids(&list, "Carlsen, M"), [(1, Prefix), (2, Prefix)]);
    // As typed: each key narrows it.
    assert_eq!(
        ids(&list, "carls"),
        [(1, Prefix), (7, Prefix), (3, Prefix), (2, Prefix)]
    );
    // The surname's word before a given name's: "magnus" is Magnus, Carl first.
    assert_eq!(ids(&list, "magnus"), [(4, Exact), (1, Exact)]);
    // Accents and case ignored either way.
    assert_eq!(ids(&list, "nunez"), [(5, Exact), (6, Exact)]);
    assert_eq!(ids(&list, "NÚÑEZ josé"), [(5, Exact)]);
    // A FIDE ID.
    assert_eq!(ids(&list, "8"), [(8, Exact)]);
    assert_eq!(ids(&list, "99"), []);
    // A typo: the closest names, nearest first.
    let typo = ids(&list, "Carlson Magnus");
    assert_eq!(typo.first(), Some(&(1, Close)), "{typo:?}");
    assert!(typo.iter().all(|(_, how)| *how == Close));
    assert_eq!(ids(&list, "  ,. "), []);
    let limited = list.search("carlsen", None, 2).unwrap();
    assert_eq!(limited.found.len(), 2);
    assert!(limited.more);
    assert_eq!(limited.month, Some(month(2026, 12)));
}

#[test]
fn a_search_in_a_month_sees_that_months_players() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    assert_eq!(list.search("carlsen", None, 10).unwrap().month, None);
    list.import(month(2026, 11), ok(searchable()), |_| ())
        .unwrap();
    list.import(
        month(2026, 12),
        ok(vec![player(2, "Carlsen, Mads", 1700)]),
        |_| (),
    )
    .unwrap();
    assert_eq!(ids(&list, "carlsen"), [(2, Match::Exact)]);
    let november = list.search("carlsen", Some(month(2026, 11)), 10).unwrap();
    assert_eq!(november.found.len(), 3);
    assert_eq!(november.found[0].entry.standard.unwrap().rating, 2830);
}

#[test]
fn history_over_three_months() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    let mut october = full();
    october.standard = rated(2280, 3, Some(20));
    october.blitz = None;
    let mut november = full();
    november.rapid = None;
    // Imported out of order: the history is by month.
    list.import(month(2026, 12), ok(vec![full()]), |_| ())
        .unwrap();
    list.import(month(2026, 10), ok(vec![october]), |_| ())
        .unwrap();
    list.import(month(2026, 11), ok(vec![november, bare()]), |_| ())
        .unwrap();
    assert_eq!(
        list.history(9_900_011).unwrap(),
        [
            (month(2026, 10), Some(2280), Some(2210), None),
            (month(2026, 11), Some(2295), None, Some(2150)),
            (month(2026, 12), Some(2295), Some(2210), Some(2150)),
        ]
    );
    assert_eq!(
        list.history(9_900_012).unwrap(),
        [(month(2026, 11), None, None, None)]
    );
    assert_eq!(list.history(1).unwrap(), []);
}

#[test]
fn another_connection_reads_while_one_imports() {
    let (_dir, path) = fresh();
    let mut writer = open(&path);
    writer
        .import(month(2026, 11), ok(searchable()), |_| ())
        .unwrap();
    let reader = open(&path);
    let (tx, rx) = std::sync::mpsc::channel::<()>();
    let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
    let locked_path = path.clone();
    let handle = std::thread::spawn(move || {
        // The import stops half way, its transaction open, until the reader has looked.
        let entries = (1..=20_000u64).map(move |i| {
            if i == 10_000 {
                while !writing_is_locked(&locked_path) {
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                tx.send(()).unwrap();
                done_rx.recv().unwrap();
            }
            Ok::<_, Infallible>(player(1_000_000 + i, "Import, Player", 1500))
        });
        writer.import(month(2026, 12), entries, |_| ()).unwrap();
        writer
    });
    rx.recv().unwrap();
    // Mid-import: the reader sees November only, and is not kept waiting.
    assert_eq!(reader.latest(), Some(month(2026, 11)));
    assert_eq!(reader.by_id(1_000_001, None).unwrap(), None);
    assert_eq!(ids(&reader, "carlsen").len(), 3);
    done_tx.send(()).unwrap();
    let writer = handle.join().unwrap();
    assert_eq!(reader.latest(), Some(month(2026, 12)));
    assert_eq!(
        reader.by_id(1_020_000, None).unwrap().unwrap().0,
        month(2026, 12)
    );
    drop(writer);
}

#[test]
fn a_renamed_player_is_found_by_the_new_name_and_an_older_month_keeps_it() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    list.import(
        month(2026, 11),
        ok(vec![player(5, "Maiden, Ada", 2000)]),
        |_| (),
    )
    .unwrap();
    list.import(
        month(2026, 12),
        ok(vec![player(5, "Married, Ada", 2010)]),
        |_| (),
    )
    .unwrap();
    assert_eq!(ids(&list, "married ada"), [(5, Match::Exact)]);
    // An older month imported afterwards does not bring the old name back.
    list.import(
        month(2026, 10),
        ok(vec![player(5, "Maiden, Ada", 1990)]),
        |_| (),
    )
    .unwrap();
    let (_, entry) = list.by_id(5, None).unwrap().unwrap();
    assert_eq!(
        (entry.name.as_str(), entry.standard.unwrap().rating),
        ("Married, Ada", 2010)
    );
    assert_eq!(ids(&list, "marr"), [(5, Match::Prefix)]);
}

/// Run by `another_process_reads_while_one_imports` in a process of its own: reads the lists
/// and says what it saw.
#[test]
#[ignore = "run by another test, in its own process"]
fn child_reads_the_lists() {
    let Some(path) = std::env::var_os("ELOCALC_TEST_LISTS") else {
        return;
    };
    let list = RatingsList::open(Path::new(&path)).unwrap();
    let latest = list.latest().unwrap();
    let carlsens = ids(&list, "carlsen").len();
    let imported = list.by_id(1_000_001, None).unwrap().map(|(month, _)| month);
    println!("child read {latest}: {carlsens} Carlsens, player 1000001 in {imported:?}");
}

/// What another process reads from the lists at `path`.
fn read_in_another_process(path: &Path) -> String {
    let out = crate::common::in_own_process(
        "ratings_list::child_reads_the_lists",
        &[("ELOCALC_TEST_LISTS", path.as_os_str())],
    )
    .output()
    .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    said
}

/// Whether another connection is kept from writing (the import's transaction is open).
fn writing_is_locked(path: &Path) -> bool {
    let raw = rusqlite::Connection::open(path).unwrap();
    raw.busy_timeout(std::time::Duration::ZERO).unwrap();
    match raw.execute_batch("BEGIN IMMEDIATE; ROLLBACK;") {
        Ok(()) => false,
        Err(error) => {
            assert_eq!(
                error.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseBusy)
            );
            true
        }
    }
}

#[test]
fn another_process_reads_while_one_imports() {
    let (_dir, path) = fresh();
    let mut writer = open(&path);
    writer
        .import(month(2026, 11), ok(searchable()), |_| ())
        .unwrap();
    let child_path = path.clone();
    let entries = (1..=20_000u64).map(move |i| {
        if i == 10_000 {
            // Half way through the import, with its transaction open (the entries are written
            // on a thread of its own: wait until it holds the lock), another process reads.
            while !writing_is_locked(&child_path) {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            let said = read_in_another_process(&child_path);
            assert!(
                said.contains("child read 2026-11: 3 Carlsens, player 1000001 in None"),
                "{said}"
            );
        }
        Ok::<_, Infallible>(player(1_000_000 + i, "Import, Player", 1500))
    });
    writer.import(month(2026, 12), entries, |_| ()).unwrap();
    assert_eq!(writer.latest(), Some(month(2026, 12)));
    // Committed: another process sees December, with the writer still open.
    let said = read_in_another_process(&path);
    assert!(
        said.contains("child read 2026-12: 0 Carlsens, player 1000001 in Some(ListMonth { year: 2026, month: 12 })"),
        "{said}"
    );
    drop(writer);
}

/// A file as the version-1 layout wrote it: one table of every month's lines, a players table
/// and one row per word.
fn write_version_1(path: &Path) {
    let raw = rusqlite::Connection::open(path).unwrap();
    raw.execute_batch(
        "CREATE TABLE months(month INTEGER PRIMARY KEY, players INTEGER NOT NULL,
             imported_at TEXT NOT NULL);
         CREATE TABLE players(fide_id INTEGER PRIMARY KEY, name TEXT NOT NULL, sex TEXT,
             born INTEGER, name_month INTEGER NOT NULL);
         CREATE TABLE ratings(month INTEGER NOT NULL, fide_id INTEGER NOT NULL, federation TEXT,
             title TEXT, women_title TEXT, other_titles TEXT, foa_title TEXT, flag TEXT,
             standard INTEGER, standard_games INTEGER, standard_k INTEGER,
             rapid INTEGER, rapid_games INTEGER, rapid_k INTEGER,
             blitz INTEGER, blitz_games INTEGER, blitz_k INTEGER,
             PRIMARY KEY(month, fide_id)) WITHOUT ROWID;
         CREATE TABLE name_words(word TEXT NOT NULL, fide_id INTEGER NOT NULL,
             PRIMARY KEY(word, fide_id)) WITHOUT ROWID;
         INSERT INTO months VALUES(202611, 2, '2026-11-02T10:00:00Z'),
                                  (202612, 1, '2026-12-02T10:00:00Z');
         INSERT INTO players VALUES(1, 'Carlsen, Magnus', 'M', 1990, 202612),
                                   (2, 'Núñez, José', 'M', 1985, 202611);
         INSERT INTO ratings VALUES
             (202611, 1, 'NOR', 'GM', NULL, NULL, NULL, NULL, 2830, 4, 10, 2820, 0, 20,
              NULL, NULL, NULL),
             (202611, 2, 'ESP', NULL, NULL, 'IA,FT', NULL, 'i', 2100, 0, 20, NULL, NULL, NULL,
              NULL, NULL, NULL),
             (202612, 1, 'NOR', 'GM', NULL, NULL, NULL, NULL, 2833, 5, 10, NULL, NULL, NULL,
              2880, 9, 20);
         INSERT INTO name_words VALUES('carlsen', 1), ('magnus', 1), ('jose', 2), ('nunez', 2);
         PRAGMA user_version = 1;",
    )
    .unwrap();
    raw.execute_batch(&format!(
        "PRAGMA application_id = {}",
        elocalc::store::ratings_list::APPLICATION_ID
    ))
    .unwrap();
}

#[test]
fn a_version_1_file_is_moved_into_this_layout_with_its_months() {
    let (_dir, path) = fresh();
    write_version_1(&path);
    let list = open(&path);
    let held: Vec<_> = list
        .months()
        .unwrap()
        .iter()
        .map(|m| (m.month, m.players, m.imported_at.clone()))
        .collect();
    assert_eq!(
        held,
        [
            (month(2026, 11), 2, "2026-11-02T10:00:00Z".to_string()),
            (month(2026, 12), 1, "2026-12-02T10:00:00Z".to_string()),
        ]
    );
    let (held_in, nunez) = list.by_id(2, None).unwrap().unwrap();
    assert_eq!(held_in, month(2026, 11));
    assert_eq!(nunez.name, "Núñez, José");
    assert_eq!(nunez.other_titles, ["IA", "FT"]);
    assert_eq!(nunez.flag, Some(ListFlag::Inactive));
    assert_eq!(
        list.history(1).unwrap(),
        [
            (month(2026, 11), Some(2830), Some(2820), None),
            (month(2026, 12), Some(2833), None, Some(2880)),
        ]
    );
    assert_eq!(ids(&list, "magnus carlsen"), [(1, Match::Exact)]);
    let november = list.search("nunez", Some(month(2026, 11)), 10).unwrap();
    assert_eq!(november.found.len(), 1);
    assert_eq!(november.found[0].entry.fide_id, 2);
    drop(list);
    let raw = rusqlite::Connection::open(&path).unwrap();
    let version: i64 = raw
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 2);
    // The view keeps the sqlite3 tool's question of version 1 answering.
    let standard: i64 = raw
        .query_row(
            "SELECT standard FROM ratings WHERE month = 202612 AND fide_id = 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(standard, 2833);
}

/// A closed database of `players` generated players, and its bytes.
fn written(path: &Path, players: u64) -> Vec<u8> {
    let mut list = open(path);
    let entries = (1..=players).map(|i| player(i, &format!("Player{i}, Given{}", i % 97), 1500));
    list.import(month(2026, 12), ok(entries.collect()), |_| ())
        .unwrap();
    drop(list);
    let wal = path.with_file_name("ratings.sqlite3-wal");
    assert!(!wal.exists() || std::fs::metadata(&wal).unwrap().len() == 0);
    std::fs::read(path).unwrap()
}

/// `bytes` with four pages of garbage written at the middle (on a page's start: SQLite reads
/// a page's header first).
fn garbage_in_the_middle(bytes: &[u8]) -> Vec<u8> {
    let page = 4096;
    let at = bytes.len() / 2 / page * page;
    let mut damaged = bytes.to_vec();
    for (i, byte) in damaged[at..at + 4 * page].iter_mut().enumerate() {
        *byte = 0xA7 ^ (i % 13) as u8;
    }
    damaged
}

/// The error says the file's name on one line, it was moved aside whole, and opening again
/// starts a new, empty database.
fn said_and_set_aside(error: ListStoreError, path: &Path, bytes: &[u8]) {
    let message = error.to_string();
    assert!(!message.contains('\n'), "{message}");
    assert!(message.contains("ratings.sqlite3 is damaged"), "{message}");
    let moved_to = moved_aside(error, path);
    if !message.contains("cut short") {
        // What to do, and no SQLite words of pages, cells and trees.
        assert_eq!(
            message,
            format!(
                "{} is damaged: it was moved to {}, and a new list database is started: import \
                 your lists into it again (elocalc list import FILE)",
                path.display(),
                moved_to.display()
            )
        );
    }
    assert_eq!(std::fs::read(&moved_to).unwrap(), bytes);
    assert_eq!(open(path).months().unwrap(), []);
}

#[test]
fn a_file_cut_short_is_moved_aside_on_opening() {
    let (_dir, path) = fresh();
    let bytes = written(&path, 3000);
    let cut = &bytes[..bytes.len() / 2];
    std::fs::write(&path, cut).unwrap();
    let error = RatingsList::open(&path).err().unwrap();
    said_and_set_aside(error, &path, cut);
}

#[test]
fn garbage_in_the_middle_of_a_small_file_is_found_on_opening() {
    let (_dir, path) = fresh();
    let damaged = garbage_in_the_middle(&written(&path, 3000));
    std::fs::write(&path, &damaged).unwrap();
    let error = RatingsList::open(&path).err().unwrap();
    said_and_set_aside(error, &path, &damaged);
}

#[test]
fn garbage_in_the_middle_of_a_large_file_is_found_by_the_look_up_that_reads_it() {
    let (_dir, path) = fresh();
    let players = 60_000;
    let bytes = written(&path, players);
    assert!(
        bytes.len() > 4 << 20,
        "{} bytes: checked whole",
        bytes.len()
    );
    let damaged = garbage_in_the_middle(&bytes);
    std::fs::write(&path, &damaged).unwrap();
    // Too large to read whole on opening: the look-ups find it.
    let list = open(&path);
    let error = (1..=players)
        .find_map(|id| list.by_id(id, None).err())
        .expect("a look-up reads the damaged pages");
    let first = error.to_string();
    // Found once, moved once: the next look-up says the same.
    let again = list.by_id(1, None).err().unwrap().to_string();
    assert_eq!(again, first);
    drop(list);
    said_and_set_aside(error, &path, &damaged);
    // An explicit check of a file damaged where no look-up went finds it too.
    std::fs::write(&path, &damaged).unwrap();
    let list = open(&path);
    let error = list.verify().err().unwrap();
    assert!(error.to_string().contains("is damaged"), "{error}");
    assert!(!path.exists());
}

#[test]
fn a_list_opened_read_only_is_read_and_its_file_never_written() {
    let (dir, path) = fresh();
    let bytes = written(&path, 3000);
    let list = RatingsList::open_read_only(&path).unwrap().unwrap();
    assert_eq!(list.latest(), Some(month(2026, 12)));
    assert_eq!(
        list.by_id(42, None).unwrap().unwrap().1.name,
        "Player42, Given42"
    );
    assert_eq!(ids(&list, "player42").first(), Some(&(42, Match::Exact)));
    drop(list);
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
    // A file with no lists yet cannot be made one without writing: it holds none.
    let empty = dir.path().join("empty.sqlite3");
    std::fs::write(&empty, b"").unwrap();
    assert!(RatingsList::open_read_only(&empty).unwrap().is_none());
    assert_eq!(std::fs::read(&empty).unwrap(), b"");
}

#[test]
fn a_damaged_list_opened_read_only_is_said_and_left_where_it_is() {
    let (_dir, path) = fresh();
    let damaged = garbage_in_the_middle(&written(&path, 3000));
    std::fs::write(&path, &damaged).unwrap();
    let error = RatingsList::open_read_only(&path).err().unwrap();
    assert_eq!(
        error.to_string(),
        format!(
            "{} is damaged, and it is left as it is (its folder is not yours to write): tell \
             whoever keeps it, or import the lists into a --data-dir of your own",
            path.display()
        )
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        damaged,
        "not moved, not changed"
    );
}

#[test]
fn a_zero_byte_file_is_a_new_database() {
    let (_dir, path) = fresh();
    std::fs::write(&path, b"").unwrap();
    let mut list = open(&path);
    assert_eq!(list.months().unwrap(), []);
    list.import(month(2026, 12), ok(vec![full()]), |_| ())
        .unwrap();
    assert_eq!(list.by_id(9_900_011, None).unwrap().unwrap().1, full());
}

/// A list of names made to be confused: 1,200 other Carlsens (every one with a lower FIDE ID
/// than Magnus, many with an M), 1,200 other Magnuses, 600 other Marias, and names a letter
/// or two from each other.
fn confusable() -> Vec<ListEntry> {
    let given = [
        "Mads", "Marit", "Mikkel", "Henrik", "Ellen", "Magne", "Tor", "Mona",
    ];
    let mut list = Vec::new();
    for i in 0..1200u64 {
        let name = format!("Carlsen, {} {}", given[(i % 8) as usize], i);
        list.push(player(10_000 + i, &name, 1400 + (i % 1400) as u16));
        let name = format!("Surname{i}, Magnus");
        list.push(player(20_000 + i, &name, 1400 + (i * 7 % 1430) as u16));
    }
    for i in 0..600u64 {
        let name = format!("Family{i}, Maria");
        list.push(player(30_000 + i, &name, 2000 + (i % 700) as u16));
    }
    list.extend([
        player(1_503_014, "Carlsen, Magnus", 2830),
        player(40_001, "Carlsenova, Petra", 2900),
        player(40_002, "Dupré, Maria", 1900),
        player(40_003, "O'Brien, Maria", 2600),
        player(40_004, "Dupres, Anna", 2500),
        player(40_005, "Dupont, Mario", 2100),
        player(40_006, "Dupuis, Marie", 2200),
    ]);
    list
}

#[test]
fn the_right_player_ranks_first_among_thousands_of_similar_names() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    list.import(month(2026, 12), ok(confusable()), |_| ())
        .unwrap();
    use Match::*;
    for query in [
        "carlsen",
        "Magnus Carlsen",
        "Carlsen, Magnus",
        "Carlsen, M",
        "magnus carl",
    ] {
        let found = ids(&list, query);
        assert_eq!(
            found.first().map(|f| f.0),
            Some(1_503_014),
            "{query}: {found:?}"
        );
    }
    // Exact before prefix, whatever the rating: Carlsenova (2900) only begins with "carlsen".
    let carlsen = list.search("carlsen", None, 2000).unwrap();
    assert!(carlsen.more);
    assert!(carlsen.found.iter().all(|f| f.how == Exact));
    // The best rated of them, by rating: those a search reads first.
    let ratings: Vec<u16> = carlsen
        .found
        .iter()
        .map(|f| f.entry.standard.unwrap().rating)
        .collect();
    // The other Carlsens are rated 1400 + i for i < 1200: 2599 the best.
    assert_eq!(ratings[..3], [2830, 2599, 2598]);
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]));
    let carlsens = list.search("carlsens", None, 10).unwrap();
    assert!(carlsens.found.iter().all(|f| f.how == Close));
    let carlseno = ids(&list, "carlseno");
    assert_eq!(carlseno, [(40_001, Prefix)]);
    assert_eq!(ids(&list, "Magnus Carlsen"), [(1_503_014, Exact)]);
    // "Carlsen, M": every Carlsen with a word beginning with m, Magnus first.
    let m = list.search("Carlsen, M", None, 2000).unwrap();
    assert_eq!(m.found.len(), 1 + 1200 / 8 * 5);
    assert!(m.found.iter().all(|f| f.how == Prefix));
    // Exact beats prefix: "dupre" is Dupré's word, Dupres (rated higher) only begins with it.
    assert_eq!(ids(&list, "dupre"), [(40_002, Exact), (40_004, Prefix)]);
    // A typo: the whole name nearest first, either way round; O'Brien, Maria is rated higher.
    for query in ["Dupre Maira", "Maira Dupre", "dupre, maira"] {
        let found = ids(&list, query);
        assert_eq!(found.first(), Some(&(40_002, Close)), "{query}: {found:?}");
        assert!(found.iter().all(|(_, how)| *how == Close));
    }
    let typo = ids(&list, "Carlsne Magnus");
    assert_eq!(typo.first(), Some(&(1_503_014, Close)), "{typo:?}");
}

#[test]
fn a_search_for_a_pool_ranks_by_that_pools_rating() {
    let (_dir, path) = fresh();
    let mut list = open(&path);
    // Standard 2830 > 1720 > 1650; rapid the other way round, and one with no rapid rating.
    let mut carlsens = searchable();
    carlsens[0].rapid = rated(1500, 0, None);
    carlsens[1].rapid = rated(2500, 0, None);
    list.import(month(2026, 12), ok(carlsens), |_| ()).unwrap();
    let found = |pool| -> Vec<u64> {
        list.search_in("carlsen", None, 10, pool)
            .unwrap()
            .found
            .iter()
            .map(|f| f.entry.fide_id)
            .collect()
    };
    assert_eq!(found(None), [1, 3, 2]);
    assert_eq!(found(Some(Pool::FideStandard)), [1, 3, 2]);
    // Rapid: 2500, 1500, then Ellen with none (her standard 1720 after).
    assert_eq!(found(Some(Pool::FideRapid)), [2, 1, 3]);
}
