//! FIDE's rating list files read back (docs/rules/list.md): every layout, zipped or not, from
//! generated lists (never FIDE's own).

use crate::fide_list_gen::{self as generate, LastLine, Layout, Options};
use elocalc::import::fide_list::{
    ListKind, ListLimits, ListPool, ListReader, month_code, month_code_of, open_list, open_list_as,
    open_list_within,
};
use elocalc::rating::list::{ListEntry, ListFlag, ListMonth, ListRating};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

const DEC26: ListMonth = ListMonth {
    year: 2026,
    month: 12,
};

fn layouts() -> Vec<Layout> {
    let mut layouts = vec![Layout::Combined, Layout::Legacy, Layout::Xml];
    layouts.extend(ListPool::ALL.map(|pool| Layout::Single(pool, DEC26)));
    layouts
}

/// `entries` written in `layout` to a file in `dir` (zipped: inside FIDE's member name).
fn write_list(
    dir: &Path,
    layout: Layout,
    entries: &[ListEntry],
    options: Options,
    zipped: bool,
) -> PathBuf {
    let mut bytes = Vec::new();
    generate::write(&mut bytes, layout, entries.iter().cloned(), options).unwrap();
    let name = generate::file_name(layout);
    if zipped {
        let path = dir.join(format!("{name}.zip"));
        generate::write_zip(&path, &[(&name, &bytes)]).unwrap();
        path
    } else {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    }
}

fn read_all(mut reader: ListReader) -> (Vec<ListEntry>, Vec<String>, u64) {
    read_all_by_ref(&mut reader)
}

const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
const MARIA: &str = "9900011        Example, Maria                                               ISL F   WIM  WIM                     1795  0   20 1767  14  20 1740  0   20 1993  w   ";
const OSCAR: &str = "9900012        Example, Oscar                                               CRC M                                1779  0   40              1640  0   20 1994  i   ";

#[test]
fn the_combined_layout_reads_as_fide_describes_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players_list_foa.txt");
    std::fs::write(&path, format!("{HEADER}\r\n{MARIA}\r\n\r\n{OSCAR}\r\n")).unwrap();
    let reader = open_list(&path).unwrap();
    assert_eq!(reader.header().kind, ListKind::Combined);
    assert_eq!(reader.header().month, None);
    let (entries, errors, realigned) = read_all(reader);
    assert_eq!((errors.len(), realigned), (0, 0), "{errors:?}");
    let rating = |rating, games, k| {
        Some(ListRating {
            rating,
            games,
            k: Some(k),
        })
    };
    assert_eq!(
        entries,
        [
            ListEntry {
                fide_id: 9900011,
                name: "Example, Maria".into(),
                federation: Some("ISL".into()),
                sex: Some('F'),
                title: Some("WIM".into()),
                women_title: Some("WIM".into()),
                standard: rating(1795, 0, 20),
                rapid: rating(1767, 14, 20),
                blitz: rating(1740, 0, 20),
                born: Some(1993),
                flag: Some(ListFlag::Woman),
                ..ListEntry::default()
            },
            ListEntry {
                fide_id: 9900012,
                name: "Example, Oscar".into(),
                federation: Some("CRC".into()),
                sex: Some('M'),
                standard: rating(1779, 0, 40),
                blitz: rating(1640, 0, 20),
                born: Some(1994),
                flag: Some(ListFlag::Inactive),
                ..ListEntry::default()
            },
        ]
    );
    // The generator writes these players exactly as FIDE's example does.
    assert_eq!(generate::header(Layout::Combined), HEADER);
    assert_eq!(generate::line(Layout::Combined, &entries[0]).len(), 162);
    assert_eq!(
        generate::line(Layout::Combined, &entries[0]).trim_end(),
        MARIA.trim_end()
    );
}

#[test]
fn every_layout_zipped_or_not_reads_back_the_players_written() {
    let dir = tempfile::tempdir().unwrap();
    let entries: Vec<ListEntry> = generate::entries(7, 500).collect();
    let overflowing = entries
        .iter()
        .filter(|entry| entry.other_titles.join(",").len() > 15)
        .count() as u64;
    assert!(overflowing >= 5, "{overflowing}");
    for layout in layouts() {
        for zipped in [false, true] {
            for (crlf, latin1) in [(true, false), (false, true)] {
                let options = Options {
                    crlf,
                    latin1,
                    last_line: LastLine::NoLineEnd,
                };
                let path = write_list(dir.path(), layout, &entries, options, zipped);
                let reader = open_list(&path).unwrap();
                let size = reader.total_bytes().unwrap();
                let (read, errors, realigned) = {
                    let mut reader = reader;
                    let (read, errors, realigned) = read_all_by_ref(&mut reader);
                    assert_eq!(reader.bytes_read(), size, "{layout:?}: every byte read");
                    (read, errors, realigned)
                };
                let case = format!("{layout:?} zipped {zipped} crlf {crlf} latin1 {latin1}");
                assert_eq!(errors, Vec::<String>::new(), "{case}");
                let expected: Vec<ListEntry> = entries
                    .iter()
                    .map(|entry| generate::as_written(layout, entry))
                    .collect();
                assert_eq!(read.len(), expected.len(), "{case}");
                for (read, expected) in read.iter().zip(&expected) {
                    assert_eq!(read, expected, "{case}");
                }
                let expected_realigned = if layout == Layout::Xml {
                    0
                } else {
                    overflowing
                };
                assert_eq!(realigned, expected_realigned, "{case}");
            }
        }
    }
}

fn read_all_by_ref(reader: &mut ListReader) -> (Vec<ListEntry>, Vec<String>, u64) {
    let mut entries = Vec::new();
    let mut errors = Vec::new();
    for read in reader.by_ref() {
        match read {
            Ok(entry) => entries.push(entry),
            Err(error) => errors.push(error.to_string()),
        }
    }
    (entries, errors, reader.realigned())
}

#[test]
fn the_overflowing_line_is_163_characters_and_realigned() {
    let dir = tempfile::tempdir().unwrap();
    let mut player = generate::entry(1, 0);
    player.other_titles = generate::OVERFLOWING_TITLES.map(String::from).to_vec();
    player.foa_title = None;
    player.standard = Some(ListRating {
        rating: 1946,
        games: 3,
        k: Some(20),
    });
    let line = generate::line(Layout::Combined, &player);
    assert_eq!(line.chars().count(), 163);
    let plain = generate::entry(1, 1);
    let path = write_list(
        dir.path(),
        Layout::Combined,
        &[plain.clone(), player.clone()],
        Options::default(),
        false,
    );
    let mut reader = open_list(&path).unwrap();
    let (read, errors, realigned) = read_all_by_ref(&mut reader);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(read, [plain, player]);
    assert_eq!(realigned, 1);
    assert_eq!(reader.first_realigned(), Some(3));
}

#[test]
fn a_line_that_reads_at_no_shift_is_reported_by_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players_list_foa.txt");
    let bad = MARIA.replace("1795", "17x5");
    let letters = OSCAR.replace("CRC", "C1C");
    std::fs::write(
        &path,
        format!("{HEADER}\n{OSCAR}\n{bad}\n\n{letters}\n{MARIA}\n"),
    )
    .unwrap();
    let (entries, errors, realigned) = read_all(open_list(&path).unwrap());
    assert_eq!(entries.len(), 2);
    assert_eq!(realigned, 0);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors[0].starts_with("line 3: "), "{}", errors[0]);
    assert!(errors[0].contains("17x5"), "{}", errors[0]);
    assert!(errors[1].starts_with("line 5: "), "{}", errors[1]);
    assert!(errors[1].contains("C1C"), "{}", errors[1]);
}

#[test]
fn a_cut_last_line_is_read_when_it_holds_its_fields_else_reported() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players_list_foa.txt");
    // Cut after the flag, no line end: read.
    std::fs::write(
        &path,
        format!("{HEADER}\r\n{OSCAR}\r\n{}", MARIA.trim_end()),
    )
    .unwrap();
    let (entries, errors, _) = read_all(open_list(&path).unwrap());
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(entries[1].flag, Some(ListFlag::Woman));
    assert_eq!(entries[1].born, Some(1993));
    // Cut inside the blitz rating: "174" of 1740 cannot be told from a rating of 174.
    let cut = &MARIA[..142];
    std::fs::write(&path, format!("{HEADER}\r\n{OSCAR}\r\n{cut}")).unwrap();
    let (entries, errors, _) = read_all(open_list(&path).unwrap());
    assert_eq!(entries.len(), 1);
    assert_eq!(errors.len(), 1);
    assert!(errors[0].starts_with("line 3: "), "{}", errors[0]);
    assert!(errors[0].contains("BRtng"), "{}", errors[0]);
}

#[test]
fn month_codes_give_the_list_month() {
    assert_eq!(month_code("DEC26"), ListMonth::new(2026, 12));
    assert_eq!(month_code("JAN27"), ListMonth::new(2027, 1));
    assert_eq!(month_code("jun05"), ListMonth::new(2005, 6));
    for bad in ["DEC2", "DEX26", "DEC266", "26DEC", ""] {
        assert_eq!(month_code(bad), None, "{bad}");
    }
    assert_eq!(month_code_of(ListMonth::new(2027, 1).unwrap()), "JAN27");
    let dir = tempfile::tempdir().unwrap();
    let month = ListMonth::new(2027, 1).unwrap();
    let entries: Vec<ListEntry> = generate::entries(3, 10).collect();
    let path = write_list(
        dir.path(),
        Layout::Single(ListPool::Rapid, month),
        &entries,
        Options::default(),
        true,
    );
    let reader = open_list(&path).unwrap();
    assert_eq!(reader.header().kind, ListKind::Single(ListPool::Rapid));
    assert_eq!(reader.header().month, Some(month));
}

#[test]
fn latin1_names_read_as_their_letters() {
    let dir = tempfile::tempdir().unwrap();
    let mut entries: Vec<ListEntry> = generate::entries(5, 3).collect();
    for (entry, name) in entries
        .iter_mut()
        .zip(["Núñez, José", "Müller, Jürgen", "Øvergaard, Åse"])
    {
        entry.name = name.to_string();
    }
    for layout in [Layout::Combined, Layout::Xml] {
        let options = Options {
            latin1: true,
            ..Options::default()
        };
        let path = write_list(dir.path(), layout, &entries, options, false);
        let bytes = std::fs::read(&path).unwrap();
        assert!(std::str::from_utf8(&bytes).is_err(), "written as Latin-1");
        assert!(
            bytes.windows(4).any(|w| w == b"N\xfa\xf1e"),
            "ú ñ one byte each"
        );
        let (read, errors, _) = read_all(open_list(&path).unwrap());
        assert!(errors.is_empty(), "{errors:?}");
        let names: Vec<&str> = read.iter().map(|entry| entry.name.as_str()).collect();
        assert_eq!(names, ["Núñez, José", "Müller, Jürgen", "Øvergaard, Åse"]);
    }
}

#[test]
fn files_that_are_not_one_list_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let refused = |path: &Path| match open_list(path) {
        Ok(_) => panic!("{} read", path.display()),
        Err(error) => error.to_string(),
    };
    let path = dir.path().join("games.txt");
    std::fs::write(&path, "1800 | 1\n").unwrap();
    let message = refused(&path);
    assert!(message.contains("games.txt") && message.contains("not a FIDE rating list"));
    let path = dir.path().join("none.zip");
    generate::write_zip(&path, &[("readme.pdf", b"x")]).unwrap();
    let message = refused(&path);
    assert!(
        message.contains("none.zip") && message.contains("readme.pdf"),
        "{message}"
    );
    let path = dir.path().join("two.zip");
    generate::write_zip(&path, &[("a.txt", b"x"), ("b.xml", b"y")]).unwrap();
    let message = refused(&path);
    assert!(
        message.contains("several") && message.contains("'a.txt', 'b.xml'"),
        "{message}"
    );
    let path = dir.path().join("odd.txt");
    std::fs::write(&path, HEADER.replace("SGm", "SGX")).unwrap();
    assert!(refused(&path).contains("unknown header: column 'SGX'"));
    let path = dir.path().join("renamed.txt");
    std::fs::write(
        &path,
        format!(
            "{}\n",
            generate::header(Layout::Single(ListPool::Blitz, DEC26))
        ),
    )
    .unwrap();
    assert!(refused(&path).contains("neither standard, rapid nor blitz"));
    let reader = open_list_as(&path, Some(ListPool::Blitz)).unwrap();
    assert_eq!(reader.header().kind, ListKind::Single(ListPool::Blitz));
    let path = dir.path().join("other.xml");
    std::fs::write(&path, "<games><game/></games>").unwrap();
    assert!(refused(&path).contains("<games>"));
}

fn text() -> impl Strategy<Value = Option<String>> {
    prop::option::of("[A-Z]{2,3}")
}

fn rating() -> impl Strategy<Value = Option<ListRating>> {
    prop::option::of(
        (1u16..=3000, 0u16..=999, prop::option::of(1u8..=99))
            .prop_map(|(rating, games, k)| ListRating { rating, games, k }),
    )
}

prop_compose! {
    fn list_entry()(
        fide_id in 1u64..=999_999_999_999,
        name in "[A-Za-zÀ-ÿ ,'&<.-]{0,40}",
        federation in prop::option::of("[A-Z]{3}"),
        sex in prop::option::of(prop::sample::select(vec!['M', 'F'])),
        (title, women_title, foa_title) in (text(), text(), text()),
        other_titles in prop::collection::vec("[A-Z]{2,3}", 0..6),
        (standard, rapid, blitz) in (rating(), rating(), rating()),
        born in prop::option::of(1u16..=9999),
        flag in prop::option::of(prop::sample::select(vec![
            ListFlag::Inactive, ListFlag::Woman, ListFlag::WomanInactive,
        ])),
    ) -> ListEntry {
        ListEntry {
            fide_id,
            name: name.trim().to_string(),
            federation, sex, title, women_title, other_titles, foa_title,
            standard, rapid, blitz, born, flag,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn any_players_read_back_in_every_layout(
        entries in prop::collection::vec(list_entry(), 1..12),
        zipped: bool,
        crlf: bool,
        latin1: bool,
    ) {
        let dir = tempfile::tempdir().unwrap();
        for layout in layouts() {
            let options = Options { crlf, latin1, last_line: LastLine::Ended };
            let path = write_list(dir.path(), layout, &entries, options, zipped);
            let (read, errors, _) = read_all(open_list(&path).unwrap());
            prop_assert!(errors.is_empty(), "{layout:?}: {errors:?}");
            let expected: Vec<ListEntry> =
                entries.iter().map(|entry| generate::as_written(layout, entry)).collect();
            prop_assert_eq!(read, expected, "{:?}", layout);
        }
    }
}

#[test]
fn a_bad_xml_player_is_reported_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let entries: Vec<ListEntry> = generate::entries(9, 3).collect();
    let mut bad = generate::xml_player(&entries[1]);
    bad = bad.replacen("<birthday>", "<birthday>19x", 1);
    let xml = format!(
        "<playerslist>\n{}\n\n{bad}\n{}\n</playerslist>\n",
        generate::xml_player(&entries[0]),
        generate::xml_player(&entries[2])
    );
    let path = dir.path().join("players_list_xml_foa.xml");
    std::fs::write(&path, xml).unwrap();
    let (read, errors, _) = read_all(open_list(&path).unwrap());
    assert_eq!(read, [entries[0].clone(), entries[2].clone()]);
    assert_eq!(errors.len(), 1);
    assert!(errors[0].starts_with("line 4: B-day '19x"), "{}", errors[0]);
}

#[test]
fn a_damaged_zip_member_is_an_error_not_a_short_list() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let entries: Vec<ListEntry> = generate::entries(2, 20).collect();
    let mut bytes = Vec::new();
    generate::write(&mut bytes, Layout::Combined, entries, Options::default()).unwrap();
    let path = dir.path().join("players_list.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&path).unwrap());
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    zip.start_file("players_list_foa.txt", stored).unwrap();
    zip.write_all(&bytes).unwrap();
    zip.finish().unwrap();
    // One rating's digit changed inside the stored member: a list that still reads.
    let mut zipped = std::fs::read(&path).unwrap();
    let at = zipped
        .windows(bytes.len().min(400))
        .position(|window| window == &bytes[..400])
        .unwrap()
        + 300;
    let digit = (300..bytes.len())
        .find(|&i| bytes[i].is_ascii_digit() && bytes[i] != b'9')
        .unwrap();
    zipped[at + digit - 300] += 1;
    std::fs::write(&path, zipped).unwrap();
    let (read, errors, _) = read_all(open_list(&path).unwrap());
    assert_eq!(read.len(), 20, "every line read…");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("damaged"),
        "…and then the damage said: {}",
        errors[0]
    );
}

#[test]
fn lines_before_the_header_count_in_the_numbers_and_the_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players_list_foa.txt");
    let bad = OSCAR.replace("1779", "17 9");
    let text = format!("\u{feff}\r\n\r\n{HEADER}\r\n{MARIA}\r\n{bad}\r\n");
    std::fs::write(&path, &text).unwrap();
    let mut reader = open_list(&path).unwrap();
    let (read, errors, _) = read_all_by_ref(&mut reader);
    assert_eq!(read.len(), 1);
    assert!(errors[0].starts_with("line 5: "), "{}", errors[0]);
    assert_eq!(reader.bytes_read(), text.len() as u64);
    let path = dir.path().join("players_list_xml_foa.xml");
    let player = generate::entry(3, 0);
    let xml = generate::xml_player(&player).replace("<birthday>", "<birthday>x");
    let text = format!("\n\n  <playerslist>\n{xml}\n</playerslist>");
    std::fs::write(&path, &text).unwrap();
    let mut reader = open_list(&path).unwrap();
    let (_, errors, _) = read_all_by_ref(&mut reader);
    assert!(errors[0].starts_with("line 4: "), "{}", errors[0]);
    assert_eq!(reader.bytes_read(), text.len() as u64);
}

#[test]
fn a_name_longer_than_its_column_is_refused_by_its_line() {
    // FIDE's names fit their column; a longer one pushing the rest right is not the other
    // titles' overflow, so it is not read at a guess.
    let dir = tempfile::tempdir().unwrap();
    let mut player = generate::entry(4, 1);
    player.name = format!("{}, Maria", "Longname".repeat(7));
    player.other_titles.clear();
    assert!(player.name.chars().count() > 61);
    for layout in [Layout::Combined, Layout::Legacy] {
        let path = write_list(
            dir.path(),
            layout,
            std::slice::from_ref(&player),
            Options::default(),
            false,
        );
        let (read, errors, realigned) = read_all(open_list(&path).unwrap());
        assert_eq!((read.len(), realigned), (0, 0), "{layout:?}");
        assert!(
            errors[0].starts_with("line 2: the Fed column"),
            "{errors:?}"
        );
    }
}

/// `lines` after `layout`'s header, read.
fn read_lines(layout: Layout, lines: &[&str]) -> (Vec<ListEntry>, Vec<String>, u64) {
    let mut text = generate::header(layout);
    for line in lines {
        text.push_str("\r\n");
        text.push_str(line);
    }
    let pool = match layout {
        Layout::Single(pool, _) => Some(pool),
        _ => None,
    };
    let reader =
        ListReader::new(std::io::Cursor::new(text.into_bytes()), "list", pool, None).unwrap();
    read_all(reader)
}

/// `line` with `value` written at 0-based column `at` over what was there.
fn put(line: &str, at: usize, value: &str) -> String {
    let mut chars: Vec<char> = line.chars().collect();
    for (i, c) in value.chars().enumerate() {
        chars[at + i] = c;
    }
    chars.into_iter().collect()
}

#[test]
fn a_number_one_column_right_is_refused_never_read_as_another() {
    // Issue 31: " 2700" in SRtng, its games and K after it, was "re-aligned" into the other
    // titles and the player kept with a standard rating of 10 (the K).
    let oscar = put(&OSCAR[..113], 113, "");
    let pushed = format!("{oscar} 2700 0   10{}", " ".repeat(162 - 125));
    assert_eq!(pushed.len(), 162);
    // The whole line pushed one right, with no titles to push it: 163 characters.
    let shifted = format!("{} {}", &MARIA[..113], &MARIA[113..]);
    for line in [pushed.as_str(), shifted.as_str()] {
        let (read, errors, realigned) = read_lines(Layout::Combined, &[line, MARIA]);
        assert_eq!(read.len(), 1, "{errors:?}");
        assert_eq!(realigned, 0);
        assert_eq!(errors.len(), 1);
        assert!(
            errors[0].starts_with("line 2: the SRtng column (114–119) reads ' "),
            "{}",
            errors[0]
        );
    }
}

#[test]
fn a_single_lists_bad_number_is_refused_by_its_line_not_dropped() {
    // Issue 31: games 1x, rating 27000, K 1O each left a player with no rating, silently.
    let layout = Layout::Single(ListPool::Standard, DEC26);
    let mut player = generate::entry(8, 3);
    player.other_titles.clear();
    player.standard = Some(ListRating {
        rating: 2100,
        games: 7,
        k: Some(20),
    });
    let good = generate::line(layout, &player);
    assert_eq!(good.chars().count(), 136);
    let games = put(&good, 119, "1x");
    let rating = put(&good, 113, "27000");
    let k = put(&good, 123, "1O");
    let (read, errors, _) = read_lines(layout, &[&games, &rating, &k, &good]);
    assert_eq!(read, [generate::as_written(layout, &player)]);
    assert_eq!(errors.len(), 3, "{errors:?}");
    assert!(errors[0].starts_with("line 2: Gms '1x'"), "{}", errors[0]);
    assert!(
        errors[1].starts_with("line 3: DEC26 '27000'"),
        "{}",
        errors[1]
    );
    assert!(errors[2].starts_with("line 4: K '1O'"), "{}", errors[2]);
}

/// The header's columns as this test finds them: each token's name and start, in characters
/// (`ID Number` one column).
fn header_columns(header: &str) -> Vec<(String, usize)> {
    let mut columns: Vec<(String, usize)> = Vec::new();
    let mut start = None;
    for (at, c) in header.chars().chain([' ']).enumerate() {
        match (c == ' ', start) {
            (false, None) => start = Some(at),
            (true, Some(from)) => {
                let token: String = header.chars().skip(from).take(at - from).collect();
                if token != "Number" {
                    columns.push((token, from));
                }
                start = None;
            }
            _ => {}
        }
    }
    columns
}

/// A digits-only or blank column: its number (`None` blank); `Err` for anything else.
fn number_in(text: &str) -> Result<Option<u64>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    if text.bytes().all(|b| b.is_ascii_digit()) {
        return text.parse().map(Some).map_err(|_| text.to_string());
    }
    Err(text.to_string())
}

/// Changes made to a line: characters put in, taken out, written over, or a value moved right
/// (a space put before it and one taken out after it).
#[derive(Clone, Debug)]
enum Change {
    Insert(usize, String),
    Delete(usize, usize),
    Replace(usize, char),
    MoveRight(usize, usize),
}

fn change() -> impl Strategy<Value = Change> {
    let at = 0usize..170;
    let chars = "[0-9A-Z ,]{1,3}";
    prop_oneof![
        (at.clone(), chars).prop_map(|(at, text)| Change::Insert(at, text)),
        (at.clone(), 1usize..4).prop_map(|(at, n)| Change::Delete(at, n)),
        (
            at.clone(),
            prop::sample::select(vec!['0', '7', 'A', ' ', ',', 'x'])
        )
            .prop_map(|(at, c)| Change::Replace(at, c)),
        (100usize..160, 1usize..30).prop_map(|(at, by)| Change::MoveRight(at, by)),
    ]
}

fn changed(line: &str, changes: &[Change]) -> String {
    let mut chars: Vec<char> = line.chars().collect();
    for change in changes {
        let len = chars.len();
        match change {
            Change::Insert(at, text) => {
                let at = (*at).min(len);
                chars.splice(at..at, text.chars());
            }
            Change::Delete(at, n) => {
                let at = (*at).min(len);
                chars.drain(at..(at + n).min(len));
            }
            Change::Replace(at, c) => {
                if *at < len {
                    chars[*at] = *c;
                }
            }
            Change::MoveRight(at, by) => {
                let at = (*at).min(len);
                if let Some(space) = (at + by..len).find(|&i| chars[i] == ' ') {
                    chars.remove(space);
                    chars.insert(at, ' ');
                }
            }
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(768))]

    /// Whatever a line holds, a player the reader gives has exactly the numbers written at the
    /// header's columns (pushed right only by other titles overflowing, which hold no digit).
    #[test]
    fn an_accepted_line_holds_exactly_the_numbers_at_the_headers_columns(
        entry in list_entry(),
        layout in prop::sample::select(vec![
            Layout::Combined,
            Layout::Legacy,
            Layout::Single(ListPool::Standard, DEC26),
        ]),
        changes in prop::collection::vec(change(), 0..3),
    ) {
        let line = changed(&generate::line(layout, &entry), &changes);
        let (read, _, realigned) = read_lines(layout, &[&line]);
        let Some(read) = read.first() else { return Ok(()) };
        let header = generate::header(layout);
        let columns = header_columns(&header);
        let len = line.chars().count();
        let width = header.chars().count();
        let titles = columns.iter().position(|(token, _)| token == "OTit").unwrap();
        let shift = if realigned > 0 {
            prop_assert!(len > width);
            len - width
        } else {
            0
        };
        let text = |index: usize| -> String {
            let pushed = if index > titles { shift } else { 0 };
            let from = columns[index].1 + pushed;
            let to = columns.get(index + 1).map_or(usize::MAX, |next| next.1 + pushed);
            line.chars().skip(from).take(to.saturating_sub(from)).collect()
        };
        if shift > 0 {
            prop_assert!(!text(titles).bytes().any(|b| b.is_ascii_digit()), "{line:?}");
        }
        let column = |token: &str| columns.iter().position(|(name, _)| name == token).unwrap();
        let number = |index: usize| number_in(&text(index));
        prop_assert_eq!(number(0), Ok(Some(read.fide_id)), "{:?}", line);
        let born = number(column("B-day")).map(|year| year.filter(|&y| y > 0));
        prop_assert_eq!(born, Ok(read.born.map(u64::from)), "{:?}", line);
        let lists: Vec<(&str, [&str; 3])> = match layout {
            Layout::Single(..) => vec![("S", ["DEC26", "Gms", "K"])],
            Layout::Combined | Layout::Legacy => vec![
                ("S", ["SRtng", "SGm", "SK"]),
                ("R", ["RRtng", "RGm", "Rk"]),
                ("B", ["BRtng", "BGm", "BK"]),
            ],
            Layout::Xml => unreachable!(),
        };
        for (list, [rating, games, k]) in lists {
            let got = match list {
                "S" => read.standard,
                "R" => read.rapid,
                _ => read.blitz,
            };
            let (rating, games, k) = (
                number(column(rating)),
                number(column(games)),
                number(column(k)),
            );
            prop_assert!(rating.is_ok() && games.is_ok() && k.is_ok(), "{:?}", line);
            let expected = rating.unwrap().filter(|&r| r > 0).map(|r| ListRating {
                rating: r as u16,
                games: games.unwrap().unwrap_or(0) as u16,
                k: k.unwrap().filter(|&k| k > 0).map(|k| k as u8),
            });
            prop_assert_eq!(got, expected, "{:?}", line);
        }
    }
}

#[test]
fn a_reader_can_be_sent_to_another_thread() {
    fn send<T: Send>() {}
    send::<ListReader>();
}

/// `xml` as a list file in `dir`, read.
fn read_xml(dir: &Path, xml: &str) -> (Vec<ListEntry>, Vec<String>, ListReader) {
    let path = dir.join("players_list_xml_foa.xml");
    std::fs::write(&path, xml).unwrap();
    let mut reader = open_list(&path).unwrap();
    let (read, errors, _) = read_all_by_ref(&mut reader);
    (read, errors, reader)
}

#[test]
fn xml_elements_elocalc_does_not_know_are_skipped_and_counted_not_the_end() {
    // Issue 31: <note> or <generated> between players ended the import, exit 0.
    let dir = tempfile::tempdir().unwrap();
    let entries: Vec<ListEntry> = generate::entries(11, 3).collect();
    let [one, two, three] = [0, 1, 2].map(|i| generate::xml_player(&entries[i]));
    let inside = two.replacen(
        "<name>",
        "<extra><deeper a=\"1\">x</deeper></extra><seen/><name>",
        1,
    );
    let xml = format!(
        "<playerslist>\n<generated>2026-12-01</generated>\n{one}\n<note>a <b>note</b></note>\n\
         {inside}\n<hint/>\n{three}\n</playerslist>\n"
    );
    let (read, errors, reader) = read_xml(dir.path(), &xml);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(read, entries);
    assert_eq!(reader.skipped_elements(), 5);
    assert_eq!(reader.first_skipped_element(), Some((2, "generated")));
}

#[test]
fn a_player_inside_a_player_is_refused_and_the_players_after_it_read() {
    let dir = tempfile::tempdir().unwrap();
    let entries: Vec<ListEntry> = generate::entries(12, 3).collect();
    let [one, two, three] = [0, 1, 2].map(|i| generate::xml_player(&entries[i]));
    let nested = one.replacen("<birthday>", &format!("{two}<birthday>"), 1);
    let xml = format!("<playerslist>\n{nested}\n{three}\n</playerslist>\n");
    let (read, errors, _) = read_xml(dir.path(), &xml);
    assert_eq!(read, [entries[2].clone()]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("line 2: a <player> inside another <player>"),
        "{}",
        errors[0]
    );
}

#[test]
fn an_xml_cut_before_its_end_is_an_error_not_a_shorter_list() {
    let dir = tempfile::tempdir().unwrap();
    let entries: Vec<ListEntry> = generate::entries(13, 2).collect();
    let xml = format!(
        "<playerslist>\n{}\n{}\n",
        generate::xml_player(&entries[0]),
        generate::xml_player(&entries[1])
    );
    let (read, errors, _) = read_xml(dir.path(), &xml);
    assert_eq!(read.len(), 2);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].contains("ends before </playerslist>"),
        "{errors:?}"
    );
}

/// `bytes` zipped in `dir` as FIDE's combined list.
fn zipped_list(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    generate::write_zip(&path, &[("players_list_foa.txt", bytes)]).unwrap();
    path
}

fn refused(path: &Path, limits: ListLimits) -> String {
    match open_list_within(path, None, limits) {
        Ok(_) => panic!("{} read", path.display()),
        Err(error) => error.to_string(),
    }
}

#[test]
fn a_zip_packed_beyond_any_lists_ratio_or_size_is_refused_before_unpacking() {
    // Issue 32: a 1 MB zip of 1 GiB of blank lines took 10–16 s to read. Here 1 MiB of blank
    // lines packs about 1,000 times, beyond the 400 allowed (a real list packs 7–20 times).
    let dir = tempfile::tempdir().unwrap();
    let mut blank = generate::header(Layout::Combined).into_bytes();
    blank.extend(b"\r\n".repeat(1 << 19));
    let path = dir.path().join("blank.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&path).unwrap());
    let tightest = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .compression_level(Some(9));
    zip.start_file("players_list_foa.txt", tightest).unwrap();
    std::io::Write::write_all(&mut zip, &blank).unwrap();
    zip.finish().unwrap();
    let message = refused(&path, ListLimits::default());
    assert!(
        message.contains("more than 400 times what it packs"),
        "{message}"
    );
    assert_eq!(message.lines().count(), 1);
    // A real-looking list is read; past the size allowed (here 64 KiB) it is not.
    let mut list = Vec::new();
    let entries = generate::entries(5, 1000);
    generate::write(&mut list, Layout::Combined, entries, Options::default()).unwrap();
    let path = zipped_list(dir.path(), "list.zip", &list);
    assert_eq!(read_all(open_list(&path).unwrap()).0.len(), 1000);
    let small = ListLimits {
        unpacked: 1 << 16,
        ..ListLimits::default()
    };
    let message = refused(&path, small);
    assert!(
        message.contains(&format!(
            "unpacks to {} bytes, more than any FIDE list (at most 65536)",
            list.len()
        )),
        "{message}"
    );
}

#[test]
fn a_zip_member_unpacking_past_its_declared_size_is_stopped_there() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let mut bytes = Vec::new();
    let entries = generate::entries(6, 200);
    generate::write(&mut bytes, Layout::Combined, entries, Options::default()).unwrap();
    let path = dir.path().join("players_list.zip");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&path).unwrap());
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    zip.start_file("players_list_foa.txt", stored).unwrap();
    zip.write_all(&bytes).unwrap();
    zip.finish().unwrap();
    // The central directory's size of the member (offset 24 of its entry) says 1,000 bytes.
    let mut zipped = std::fs::read(&path).unwrap();
    let entry = zipped
        .windows(4)
        .rposition(|window| window == b"PK\x01\x02")
        .unwrap();
    zipped[entry + 24..entry + 28].copy_from_slice(&1000u32.to_le_bytes());
    std::fs::write(&path, zipped).unwrap();
    // The first bytes unpacked are already more than it said: refused at the header.
    let message = refused(&path, ListLimits::default());
    assert!(message.contains("damaged"), "{message}");
}

#[test]
fn an_xml_text_or_space_beyond_the_field_bound_stops_the_reading() {
    // Issue 32: one 512 MB name took 2.6 GB, 512 MB of space between tags 537 MB. A field is
    // bounded at 64 KiB (as a TXT line): 1 MiB of either stops there.
    let dir = tempfile::tempdir().unwrap();
    let bound = ListLimits::default().field;
    assert_eq!(bound, 1 << 16);
    let entry = generate::entry(14, 0);
    let player = generate::xml_player(&entry);
    let long_name = player.replacen("<name>", &format!("<name>{}", "A".repeat(1 << 20)), 1);
    let space = format!("{player}{}{player}", " ".repeat(1 << 20));
    let long_tag = format!("<{} />{player}", "x".repeat(1 << 20));
    for (case, body) in [("name", long_name), ("space", space), ("tag", long_tag)] {
        let xml = format!("<playerslist>\n{body}\n</playerslist>\n");
        let (read, errors, mut reader) = read_xml(dir.path(), &xml);
        assert_eq!(errors.len(), 1, "{case}: {errors:?}");
        assert!(
            errors[0].contains("longer than 65536 bytes"),
            "{case}: {}",
            errors[0]
        );
        assert!(read.len() <= 1, "{case}");
        assert!(reader.next().is_none());
        // Stopped within a chunk of the bound, not after the megabyte.
        assert!(
            reader.bytes_read() < 3 * bound as u64,
            "{case}: {}",
            reader.bytes_read()
        );
    }
    // A field made of many short pieces (entities) is bounded too.
    let pieces = player.replacen("<name>", &format!("<name>{}", "&amp;".repeat(70_000)), 1);
    let xml = format!("<playerslist>\n{pieces}\n{player}\n</playerslist>\n");
    let (read, errors, _) = read_xml(dir.path(), &xml);
    assert_eq!(read.len(), 1);
    assert!(
        errors[0].contains("Name longer than 65536 bytes"),
        "{errors:?}"
    );
}

#[test]
fn xml_nested_past_the_bound_stops_the_reading() {
    let dir = tempfile::tempdir().unwrap();
    let player = generate::xml_player(&generate::entry(15, 0));
    let deep = format!("{}{}", "<a>".repeat(100_000), "</a>".repeat(100_000));
    let xml = format!("<playerslist>\n{deep}\n{player}\n</playerslist>\n");
    let (read, errors, _) = read_xml(dir.path(), &xml);
    assert!(read.is_empty());
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("nested more than 32 deep"), "{errors:?}");
}

#[test]
fn blank_lines_past_the_field_bound_stop_the_reading() {
    // Issue 32: a zip of 1 GiB of blank lines packed under the ratio bound (4.7 MB) still took
    // 7.5 s to read. No more than 64 KiB of blank lines in a row, before the header or after.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players_list_foa.txt");
    let blank = "\r\n".repeat(1 << 19);
    std::fs::write(&path, format!("{HEADER}\r\n{MARIA}\r\n{blank}{OSCAR}\r\n")).unwrap();
    let mut reader = open_list(&path).unwrap();
    let (read, errors, _) = read_all_by_ref(&mut reader);
    assert_eq!(read.len(), 1);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("line 32771: more than 65536 bytes of blank lines in a row"),
        "{}",
        errors[0]
    );
    assert!(reader.bytes_read() < 1 << 17, "{}", reader.bytes_read());
    std::fs::write(&path, format!("{blank}{HEADER}\r\n{MARIA}\r\n")).unwrap();
    let message = refused(&path, ListLimits::default());
    assert!(
        message.contains("more than 65536 bytes of blank lines"),
        "{message}"
    );
    // A few blank lines are a list's.
    std::fs::write(&path, format!("\r\n\r\n{HEADER}\r\n\r\n{MARIA}\r\n\r\n")).unwrap();
    assert_eq!(read_all(open_list(&path).unwrap()).0.len(), 1);
}
