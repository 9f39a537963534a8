//! A generated FIDE-sized list: 1.3 million invented players, deterministic (no RNG), with
//! FIDE-like spreads of names, IDs (not in name order), ratings and titles.

use elocalc::rating::list::{ListEntry, ListFlag, ListRating};

pub const PLAYERS: u64 = 1_300_000;

const SYLLABLES: [&str; 40] = [
    "ka", "ro", "mi", "san", "ter", "vo", "lin", "da", "gu", "pe", "shi", "an", "el", "tor", "ba",
    "ne", "ko", "ri", "sa", "mar", "zu", "ly", "fe", "ho", "gri", "ste", "ja", "qu", "wen", "ol",
    "na", "is", "ur", "ev", "chen", "ov", "ez", "son", "berg", "ic",
];
const GIVEN: [&str; 24] = [
    "Anna", "Boris", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "José", "Karin",
    "Luis", "María", "Nikolai", "Olga", "Pavel", "Rania", "Sven", "Tomás", "Uma", "Viktor", "Wei",
    "Yusuf", "Zoë",
];

fn word(mut n: u64, syllables: usize) -> String {
    let mut word = String::new();
    for _ in 0..syllables {
        word.push_str(SYLLABLES[(n % 40) as usize]);
        n /= 40;
    }
    let mut chars = word.chars();
    let first = chars.next().unwrap().to_ascii_uppercase();
    std::iter::once(first).chain(chars).collect()
}

/// The `i`th player (0-based) of the generated list.
pub fn entry(i: u64) -> ListEntry {
    // About 250,000 surnames, some shared by thousands, most by a few.
    let mix = i.wrapping_mul(2_654_435_761) % 1_000_003;
    let surname = word(
        mix % 250_000 * (1 + mix % 3) % 2_560_000,
        3 + (mix % 2) as usize,
    );
    let given = GIVEN[(i * 7 % 24) as usize];
    let second = GIVEN[(i * 11 % 24) as usize];
    let name = if i.is_multiple_of(5) {
        format!("{surname}, {given} {second}")
    } else {
        format!("{surname}, {given}")
    };
    let rating = |seed: u64| -> Option<ListRating> {
        (!seed.is_multiple_of(3)).then(|| ListRating {
            rating: 1400 + (seed * 37 % 1400) as u16,
            games: (seed % 11) as u16,
            k: Some([40, 20, 10][(seed % 3) as usize]),
        })
    };
    ListEntry {
        // IDs scattered over 1,000,000–600,000,000, not in the list's order.
        fide_id: 1_000_000 + (i * 461_845_907) % 599_000_000,
        name,
        federation: Some(["IND", "GER", "FRA", "ESP", "RUS", "USA"][(i % 6) as usize].to_string()),
        sex: Some(if i.is_multiple_of(7) { 'F' } else { 'M' }),
        title: match i % 97 {
            0 => Some("GM".to_string()),
            1..=3 => Some("FM".to_string()),
            _ => None,
        },
        women_title: None,
        other_titles: if i.is_multiple_of(211) {
            vec!["NA".to_string()]
        } else {
            Vec::new()
        },
        foa_title: None,
        standard: rating(i),
        rapid: rating(i / 3),
        blitz: rating(i / 5 + 1),
        born: Some(1940 + (i % 70) as u16),
        flag: match i % 4 {
            0 => Some(ListFlag::Inactive),
            1 if i.is_multiple_of(7) => Some(ListFlag::Woman),
            _ => None,
        },
    }
}

/// The whole list, one entry at a time.
pub fn entries(players: u64) -> impl Iterator<Item = Result<ListEntry, std::convert::Infallible>> {
    (0..players).map(|i| Ok(entry(i)))
}
