//! FIDE's two tables: 8.1.2, rating difference → scoring probability (PD), and 8.1.1,
//! fractional score → rating difference (dp). Probabilities and scores are in hundredths.
//!
//! The rules: docs/rules/fide.md §2 (8.1.2) and docs/rules/performance-and-first-rating.md (8.1.1).

/// The upper end of each band of |D| and the higher-rated player's PD there, in hundredths.
/// Bands start one above the previous end (the first at 0); beyond the last, PD is 1.00.
/// `tests/it/fide_tables.rs` checks this against the published table row by row.
#[rustfmt::skip]
pub const BANDS: [(u16, u8); 50] = [
    (3, 50), (10, 51), (17, 52), (25, 53), (32, 54), (39, 55), (46, 56), (53, 57),
    (61, 58), (68, 59), (76, 60), (83, 61), (91, 62), (98, 63), (106, 64), (113, 65),
    (121, 66), (129, 67), (137, 68), (145, 69), (153, 70), (162, 71), (170, 72), (179, 73),
    (188, 74), (197, 75), (206, 76), (215, 77), (225, 78), (235, 79), (245, 80), (256, 81),
    (267, 82), (278, 83), (290, 84), (302, 85), (315, 86), (328, 87), (344, 88), (357, 89),
    (374, 90), (391, 91), (411, 92), (432, 93), (456, 94), (484, 95), (517, 96), (559, 97),
    (619, 98), (735, 99),
];

/// The largest |D| with a PD below 1.00.
const LAST_BAND_END: usize = BANDS[BANDS.len() - 1].0 as usize;

/// PD of the higher-rated player for every |D| up to the last band, so a lookup is one index.
const HIGHER_PD: [u8; LAST_BAND_END + 1] = {
    let mut pd = [0u8; LAST_BAND_END + 1];
    let (mut difference, mut band) = (0, 0);
    while difference <= LAST_BAND_END {
        if difference > BANDS[band].0 as usize {
            band += 1;
        }
        pd[difference] = BANDS[band].1;
        difference += 1;
    }
    pd
};

/// PD in hundredths for a player whose rating exceeds the opponent's by `difference` points
/// (negative when the player is the lower rated).
///
/// ```
/// use elocalc::rating::scoring_probability;
///
/// assert_eq!(scoring_probability(0), 50);
/// assert_eq!(scoring_probability(200), 76); // band 198–206
/// assert_eq!(scoring_probability(-200), 24);
/// assert_eq!(scoring_probability(736), 100);
/// ```
#[inline]
pub fn scoring_probability(difference: i64) -> u8 {
    let reach = SIGNED_REACH as i64;
    SIGNED_PD[(difference.clamp(-reach, reach) + reach) as usize]
}

/// Beyond the last band (either way) PD is 1.00 or 0.00.
const SIGNED_REACH: usize = LAST_BAND_END + 1;

/// PD for every difference from −736 to +736 (index = difference + 736): a lookup with no
/// branch on the sign, for the core's inner loop.
const SIGNED_PD: [u8; 2 * SIGNED_REACH + 1] = {
    let mut pd = [0u8; 2 * SIGNED_REACH + 1];
    let mut magnitude = 0;
    while magnitude <= SIGNED_REACH {
        let higher = if magnitude <= LAST_BAND_END {
            HIGHER_PD[magnitude]
        } else {
            100
        };
        pd[SIGNED_REACH + magnitude] = higher;
        pd[SIGNED_REACH - magnitude] = 100 - higher;
        magnitude += 1;
    }
    pd
};

/// Table 8.1.1: dp for a fractional score p of 0.00, 0.01, … 1.00 (index = p in hundredths).
/// dp(1.00) = +800 and dp(0.00) = −800 are FIDE's notional values. `tests/it/fide_tables.rs` checks
/// every entry against the published table.
#[rustfmt::skip]
pub const DP_BY_SCORE: [i16; 101] = [
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351,
    -336, -322, -309, -296, -284, -273, -262, -251, -240, -230, -220, -211,
    -202, -193, -184, -175, -166, -158, -149, -141, -133, -125, -117, -110,
    -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21,
    -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273,
    284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470,
    501, 538, 589, 677, 800,
];

/// dp for a fractional score of `hundredths`/100 (clamped to 0..=100).
pub fn rating_difference(hundredths: u8) -> i64 {
    i64::from(DP_BY_SCORE[usize::from(hundredths.min(100))])
}

/// A fraction `numerator`/`denominator` in hundredths, rounded half up (FIDE's practice for p).
pub fn hundredths_half_up(numerator: u64, denominator: u64) -> u8 {
    ((200 * numerator + denominator) / (2 * denominator)).min(100) as u8
}
