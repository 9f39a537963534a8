//! Synthetic FIDE rating lists in every layout elocalc reads, for tests and benchmarks (FIDE's
//! own lists are never part of the project). Deterministic from a seed; the players are
//! invented, their names Latin-1 so that a list can be written in either encoding. A module of
//! the test binary, included by the benches and examples that need one: never in the library.

#![allow(dead_code)]

use std::io::{self, Write};
use std::path::Path;

use elocalc::import::fide_list::{ListPool, month_code_of};
use elocalc::rating::list::{ListEntry, ListFlag, ListMonth, ListRating};

/// Which file to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    Combined,
    Legacy,
    Single(ListPool, ListMonth),
    Xml,
}

/// How the last line ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastLine {
    Ended,
    /// No line end.
    NoLineEnd,
    /// No line end and its trailing spaces cut.
    Trimmed,
}

#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub crlf: bool,
    /// Windows-1252 bytes instead of UTF-8.
    pub latin1: bool,
    pub last_line: LastLine,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            crlf: true,
            latin1: false,
            last_line: LastLine::Ended,
        }
    }
}

const SURNAMES: [&str; 12] = [
    "Example",
    "Núñez",
    "Müller",
    "Øvergaard",
    "O'Brien",
    "Sample",
    "Çelik",
    "Lindqvist",
    "Ferreira da Silva",
    "Þórsson",
    "Kowalski",
    "Dupré",
];
const GIVEN: [&str; 10] = [
    "Maria", "José", "Jürgen", "Åse", "Seán", "Oscar", "Zoë", "Ana", "Björn", "Chloé",
];
const FEDERATIONS: [&str; 8] = ["ISL", "CRC", "GER", "ESP", "NOR", "IRL", "TUR", "FID"];
const TITLES: [&str; 8] = ["GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"];
const WOMEN_TITLES: [&str; 4] = ["WGM", "WIM", "WFM", "WCM"];
const OTHER_TITLES: [&str; 8] = ["IA", "FA", "NA", "IO", "FT", "FST", "DI", "NI"];
const FOA_TITLES: [&str; 4] = ["AGM", "AIM", "AFM", "ACM"];
const KS: [u8; 4] = [10, 15, 20, 40];
/// Enough other titles to push the line to 163 characters, as FIDE's files have them.
pub const OVERFLOWING_TITLES: [&str; 5] = ["LSI", "FI", "SI", "SLI", "NA"];

/// SplitMix64: a small generator, enough for test data.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }

    fn maybe<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (self.below(3) > 0).then(|| self.pick(items))
    }
}

/// The `index`th player of the list `seed` makes: one in 97 with the overflowing titles.
pub fn entry(seed: u64, index: u64) -> ListEntry {
    let mut mix = Mix(seed ^ index.wrapping_mul(0x2545_f491_4f6c_dd1d));
    let rating = |mix: &mut Mix| {
        (mix.below(3) > 0).then(|| ListRating {
            rating: 1000 + mix.below(1850) as u16,
            games: if mix.below(2) == 0 {
                0
            } else {
                mix.below(40) as u16
            },
            k: mix.maybe(&KS),
        })
    };
    let other_titles = if index % 97 == 5 {
        OVERFLOWING_TITLES.map(str::to_string).to_vec()
    } else {
        (0..mix.below(3))
            .map(|_| mix.pick(&OTHER_TITLES).to_string())
            .collect()
    };
    ListEntry {
        fide_id: 1_000_000 + index,
        name: format!("{}, {}", mix.pick(&SURNAMES), mix.pick(&GIVEN)),
        federation: mix.maybe(&FEDERATIONS).map(str::to_string),
        sex: mix.maybe(&['M', 'F']),
        title: mix.maybe(&TITLES).map(str::to_string),
        women_title: mix.maybe(&WOMEN_TITLES).map(str::to_string),
        other_titles,
        foa_title: mix.maybe(&FOA_TITLES).map(str::to_string),
        standard: rating(&mut mix),
        rapid: rating(&mut mix),
        blitz: rating(&mut mix),
        born: (mix.below(5) > 0).then(|| 1930 + mix.below(90) as u16),
        flag: mix.maybe(&[ListFlag::Inactive, ListFlag::Woman, ListFlag::WomanInactive]),
    }
}

/// The first `count` players of the list `seed` makes.
pub fn entries(seed: u64, count: u64) -> impl Iterator<Item = ListEntry> {
    (0..count).map(move |index| entry(seed, index))
}

/// What a reader gives back from `entry` written in `layout`: a single list holds one
/// rating, the legacy file no FOA title.
pub fn as_written(layout: Layout, entry: &ListEntry) -> ListEntry {
    let mut entry = entry.clone();
    match layout {
        Layout::Single(pool, _) => {
            let kept = entry.rating_in(pool.pool());
            entry.standard = None;
            entry.rapid = None;
            entry.blitz = None;
            match pool {
                ListPool::Standard => entry.standard = kept,
                ListPool::Rapid => entry.rapid = kept,
                ListPool::Blitz => entry.blitz = kept,
            }
        }
        Layout::Legacy => entry.foa_title = None,
        Layout::Combined | Layout::Xml => {}
    }
    entry
}

/// The columns of a TXT layout: header token and width.
fn columns(layout: Layout) -> Vec<(String, usize)> {
    let mut columns: Vec<(String, usize)> = [
        ("ID Number", 15),
        ("Name", 61),
        ("Fed", 4),
        ("Sex", 4),
        ("Tit", 5),
        ("WTit", 5),
        ("OTit", 15),
    ]
    .map(|(token, width)| (token.to_string(), width))
    .to_vec();
    let ratings = |names: [&str; 3]| {
        [(names[0], 6), (names[1], 4), (names[2], 3)]
            .map(|(token, width)| (token.to_string(), width))
    };
    match layout {
        Layout::Combined | Layout::Legacy => {
            if layout == Layout::Combined {
                columns.push(("FOA".to_string(), 4));
            }
            columns.extend(ratings(["SRtng", "SGm", "SK"]));
            columns.extend(ratings(["RRtng", "RGm", "Rk"]));
            columns.extend(ratings(["BRtng", "BGm", "BK"]));
        }
        Layout::Single(_, month) => {
            columns.push(("FOA".to_string(), 4));
            columns.extend(ratings([&month_code_of(month), "Gms", "K"]));
        }
        Layout::Xml => unreachable!("the XML has no columns"),
    }
    columns.push(("B-day".to_string(), 6));
    columns.push(("Flag".to_string(), 4));
    columns
}

fn padded(line: &mut String, value: &str, width: usize) {
    line.push_str(value);
    for _ in value.chars().count()..width {
        line.push(' ');
    }
}

/// A TXT layout's header line.
pub fn header(layout: Layout) -> String {
    let mut line = String::new();
    for (token, width) in columns(layout) {
        padded(&mut line, &token, width);
    }
    line
}

/// `rating`'s three columns as a file writes them; `id` varies the blanks (a rating or games
/// blank or `0`).
fn rating_values(rating: Option<ListRating>, id: u64) -> [String; 3] {
    match rating {
        None if id.is_multiple_of(2) => ["0".into(), String::new(), String::new()],
        None => [String::new(), String::new(), String::new()],
        Some(rating) => [
            rating.rating.to_string(),
            if rating.games == 0 && id.is_multiple_of(3) {
                String::new()
            } else {
                rating.games.to_string()
            },
            rating.k.map_or_else(String::new, |k| k.to_string()),
        ],
    }
}

/// One player's line in a TXT layout, without its line end: every column padded to its width,
/// a value longer than its column pushing the rest right (as FIDE's files do).
pub fn line(layout: Layout, entry: &ListEntry) -> String {
    let id = entry.fide_id;
    let text = |value: &Option<String>| value.clone().unwrap_or_default();
    let mut values = vec![
        id.to_string(),
        entry.name.clone(),
        text(&entry.federation),
        entry.sex.map(String::from).unwrap_or_default(),
        text(&entry.title),
        text(&entry.women_title),
        entry.other_titles.join(","),
    ];
    if layout != Layout::Legacy {
        values.push(text(&entry.foa_title));
    }
    match layout {
        Layout::Single(pool, _) => values.extend(rating_values(entry.rating_in(pool.pool()), id)),
        _ => {
            for rating in [entry.standard, entry.rapid, entry.blitz] {
                values.extend(rating_values(rating, id));
            }
        }
    }
    values.push(
        entry
            .born
            .map_or_else(|| "0".to_string(), |year| year.to_string()),
    );
    values.push(
        entry
            .flag
            .map(|flag| flag.key().to_string())
            .unwrap_or_default(),
    );
    let mut line = String::with_capacity(170);
    for (value, (_, width)) in values.iter().zip(columns(layout)) {
        padded(&mut line, value, width);
    }
    line
}

fn xml_escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\'', "&apos;")
}

/// One `<player>` of the XML, on one line.
pub fn xml_player(entry: &ListEntry) -> String {
    let text = |value: &Option<String>| xml_escaped(value.as_deref().unwrap_or_default());
    let mut xml = format!(
        "<player><fideid>{}</fideid><name>{}</name><country>{}</country><sex>{}</sex>\
         <title>{}</title><w_title>{}</w_title><o_title>{}</o_title><foa_title>{}</foa_title>",
        entry.fide_id,
        xml_escaped(&entry.name),
        text(&entry.federation),
        entry.sex.map(String::from).unwrap_or_default(),
        text(&entry.title),
        text(&entry.women_title),
        xml_escaped(&entry.other_titles.join(",")),
        text(&entry.foa_title),
    );
    for (prefix, rating) in [
        ("", entry.standard),
        ("rapid_", entry.rapid),
        ("blitz_", entry.blitz),
    ] {
        let (value, games, k) = match rating {
            None => (0, 0, None),
            Some(rating) => (rating.rating, rating.games, rating.k),
        };
        xml.push_str(&format!(
            "<{prefix}rating>{value}</{prefix}rating><{prefix}games>{games}</{prefix}games>"
        ));
        match k {
            Some(k) => xml.push_str(&format!("<{prefix}k>{k}</{prefix}k>")),
            None if entry.fide_id.is_multiple_of(2) => xml.push_str(&format!("<{prefix}k/>")),
            None => xml.push_str(&format!("<{prefix}k>0</{prefix}k>")),
        }
    }
    xml.push_str(&format!(
        "<birthday>{}</birthday><flag>{}</flag></player>",
        entry.born.unwrap_or(0),
        entry.flag.map(ListFlag::key).unwrap_or_default()
    ));
    xml
}

/// Writes `entries` as a list in `layout`.
pub fn write(
    out: &mut dyn Write,
    layout: Layout,
    entries: impl IntoIterator<Item = ListEntry>,
    options: Options,
) -> io::Result<()> {
    let end = if options.crlf { "\r\n" } else { "\n" };
    let put = |out: &mut dyn Write, text: &str| -> io::Result<()> {
        if options.latin1 {
            let (bytes, _, unmappable) = encoding_rs::WINDOWS_1252.encode(text);
            assert!(!unmappable, "a Latin-1 list of a name that is not Latin-1");
            out.write_all(&bytes)
        } else {
            out.write_all(text.as_bytes())
        }
    };
    let mut entries = entries.into_iter().peekable();
    if layout == Layout::Xml {
        put(out, &format!("<playerslist>{end}"))?;
        for entry in entries {
            put(out, &format!("{}{end}", xml_player(&entry)))?;
        }
        return put(out, "</playerslist>");
    }
    put(out, &format!("{}{end}", header(layout)))?;
    while let Some(entry) = entries.next() {
        let mut text = line(layout, &entry);
        if entries.peek().is_some() || options.last_line == LastLine::Ended {
            text.push_str(end);
        } else if options.last_line == LastLine::Trimmed {
            text.truncate(text.trim_end().len());
        }
        put(out, &text)?;
    }
    Ok(())
}

/// A zip at `path` holding `members`, each a name and its bytes, deflated.
pub fn write_zip(path: &Path, members: &[(&str, &[u8])]) -> io::Result<()> {
    let mut zip = zip::ZipWriter::new(std::fs::File::create(path)?);
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .large_file(true);
    for (name, bytes) in members {
        zip.start_file(*name, options).map_err(io::Error::other)?;
        zip.write_all(bytes)?;
    }
    zip.finish().map_err(io::Error::other)?;
    Ok(())
}

/// FIDE's name of the file holding `layout`.
pub fn file_name(layout: Layout) -> String {
    match layout {
        Layout::Combined => "players_list_foa.txt".to_string(),
        Layout::Legacy => "players_list.txt".to_string(),
        Layout::Single(pool, _) => format!("{}_rating_list.txt", pool.key()),
        Layout::Xml => "players_list_xml_foa.xml".to_string(),
    }
}
