//! FIDE's rating list files read back (docs/rules/list.md): every layout, zipped or not, from
//! generated lists (never FIDE's own).

use elocalc::import::fide_list::{
    ListKind, ListPool, ListReader, month_code, month_code_of, open_list, open_list_as,
};
use elocalc::import::fide_list_gen::{self as generate, LastLine, Layout, Options};
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
fn a_name_longer_than_its_column_is_realigned_too() {
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
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(read, [generate::as_written(layout, &player)]);
        assert_eq!(realigned, 1);
    }
}

#[test]
fn a_reader_can_be_sent_to_another_thread() {
    fn send<T: Send>() {}
    send::<ListReader>();
}
