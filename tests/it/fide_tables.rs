//! Table 8.1.2 in the core against the published table (tests/data, copied from FIDE's handbook).

use elocalc::rating::{BANDS, scoring_probability};

/// (lo, hi, PH, PL) in hundredths; hi is None for the open last row.
fn published_rows() -> Vec<(i64, Option<i64>, u8, u8)> {
    let text = include_str!("../data/fide-table-8.1.2.tsv");
    text.lines()
        .skip(1)
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let hundredths = |field: &str| (field.parse::<f64>().unwrap() * 100.0).round() as u8;
            (
                fields[0].parse().unwrap(),
                fields[1].parse().ok(),
                hundredths(fields[2]),
                hundredths(fields[3]),
            )
        })
        .collect()
}

/// The published scoring probability of the lower-rated player (PL), in hundredths, for a rating
/// difference of `difference` (≥ 0) — what other tests compute a rating from, apart from the core.
pub fn published_pl(difference: i64) -> u8 {
    let (_, _, _, low) = published_rows()
        .into_iter()
        .find(|(lo, hi, _, _)| *lo <= difference && hi.is_none_or(|hi| difference <= hi))
        .expect("a row for every difference");
    low
}

#[test]
fn the_data_file_is_the_whole_published_table() {
    let rows = published_rows();
    assert_eq!(rows.len(), 51);
    assert_eq!(rows[0], (0, Some(3), 50, 50));
    assert_eq!(rows[50], (736, None, 100, 0));
    for pair in rows.windows(2) {
        assert_eq!(pair[1].0, pair[0].1.unwrap() + 1, "bands are contiguous");
    }
    for (_, _, high, low) in &rows {
        assert_eq!(u32::from(*high) + u32::from(*low), 100);
    }
}

#[test]
fn the_core_bands_match_the_published_rows() {
    let rows = published_rows();
    assert_eq!(BANDS.len(), rows.len() - 1);
    for ((hi, pd), (_, published_hi, published_pd, _)) in BANDS.iter().zip(&rows) {
        assert_eq!(Some(i64::from(*hi)), *published_hi);
        assert_eq!(pd, published_pd);
    }
}

#[test]
fn every_difference_from_minus_1000_to_1000_reads_its_published_row() {
    let rows = published_rows();
    for difference in -1000i64..=1000 {
        let magnitude = difference.abs();
        let row = rows
            .iter()
            .find(|(lo, hi, _, _)| magnitude >= *lo && hi.is_none_or(|hi| magnitude <= hi))
            .unwrap();
        let expected = if difference >= 0 { row.2 } else { row.3 };
        assert_eq!(
            scoring_probability(difference),
            expected,
            "D = {difference}"
        );
    }
}

#[test]
fn each_band_edge_and_the_next_point() {
    // Written out from the handbook, not read from the data file: (D, PD of the higher player).
    let edges = [
        (3, 50),
        (4, 51),
        (10, 51),
        (11, 52),
        (98, 63),
        (99, 64),
        (121, 66),
        (122, 67),
        (153, 70),
        (154, 71),
        (245, 80),
        (246, 81),
        (344, 88),
        (345, 89),
        (391, 91),
        (392, 92),
        (400, 92),
        (411, 92),
        (412, 93),
        (456, 94),
        (457, 95),
        (484, 95),
        (485, 96),
        (517, 96),
        (518, 97),
        (559, 97),
        (560, 98),
        (619, 98),
        (620, 99),
        (735, 99),
        (736, 100),
        (4000, 100),
    ];
    for (difference, high) in edges {
        assert_eq!(scoring_probability(difference), high, "D = {difference}");
        assert_eq!(
            scoring_probability(-difference),
            100 - high,
            "D = -{difference}"
        );
    }
    for (hi, _) in BANDS {
        let hi = i64::from(hi);
        assert_eq!(
            scoring_probability(hi + 1),
            scoring_probability(hi) + 1,
            "a new band starts at {}",
            hi + 1
        );
    }
}
