//! FIDE Tournament Report Files (TRF16 and TRF-2026): the tournament lines elocalc uses and
//! every player's `001` line with its round blocks, checked the way an arbiter would (each game
//! shown alike on both players' lines). Columns are counted in characters, as the format
//! numbers them; the bytes are UTF-8, or Windows-1252 when they are not.

use std::fmt;

use crate::rating::{MAX_RATING, Pool, Score};
use crate::text::printable;

/// What is wrong with a TRF, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct TrfError {
    pub line: usize,
    pub problem: String,
}

fn error(line: usize, problem: impl Into<String>) -> TrfError {
    TrfError {
        line,
        problem: problem.into(),
    }
}

/// A round's result code (TRF16 §"result"), by what it means for rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// `1 = 0`: a game played.
    Played(Score),
    /// `+ -`: a forfeit (with no opponent, `+` is a full-point bye and `-` an absence).
    Forfeit(Score),
    /// `W D L`: the game lasted less than one move.
    NoMove(Score),
    /// `H`: half-point bye.
    HalfBye,
    /// `F`: full-point bye.
    FullBye,
    /// `U`: pairing-allocated bye.
    PairingBye,
    /// `Z` or blank: zero-point bye, a known absence.
    ZeroBye,
}

impl Code {
    fn parse(c: char) -> Option<Code> {
        Some(match c.to_ascii_uppercase() {
            '1' => Code::Played(Score::Win),
            '=' => Code::Played(Score::Draw),
            '0' => Code::Played(Score::Loss),
            '+' => Code::Forfeit(Score::Win),
            '-' => Code::Forfeit(Score::Loss),
            'W' => Code::NoMove(Score::Win),
            'D' => Code::NoMove(Score::Draw),
            'L' => Code::NoMove(Score::Loss),
            'H' => Code::HalfBye,
            'F' => Code::FullBye,
            'U' => Code::PairingBye,
            'Z' | ' ' => Code::ZeroBye,
            _ => return None,
        })
    }

    /// The code as a file writes it.
    pub fn symbol(self) -> char {
        match self {
            Code::Played(Score::Win) => '1',
            Code::Played(Score::Draw) => '=',
            Code::Played(Score::Loss) => '0',
            Code::Forfeit(Score::Win) => '+',
            Code::Forfeit(_) => '-',
            Code::NoMove(Score::Win) => 'W',
            Code::NoMove(Score::Draw) => 'D',
            Code::NoMove(Score::Loss) => 'L',
            Code::HalfBye => 'H',
            Code::FullBye => 'F',
            Code::PairingBye => 'U',
            Code::ZeroBye => 'Z',
        }
    }

    /// The points the code stands for, by default (a bye's too).
    pub fn score(self) -> Score {
        match self {
            Code::Played(score) | Code::Forfeit(score) | Code::NoMove(score) => score,
            Code::HalfBye => Score::Draw,
            Code::FullBye | Code::PairingBye => Score::Win,
            Code::ZeroBye => Score::Loss,
        }
    }

    /// Whether the code, with an opponent, is a pairing both lines must show (byes are not).
    fn is_pairing(self) -> bool {
        matches!(self, Code::Played(_) | Code::Forfeit(_) | Code::NoMove(_))
    }

    /// Whether the opponent's line may show `theirs` for the same pairing: `1`↔`0`, `=`↔`=`,
    /// `W`↔`L`, `D`↔`D`, `+`↔`-`, and `-`↔`-` (a double forfeit).
    fn answers(self, theirs: Code) -> bool {
        match (self, theirs) {
            (Code::Played(mine), Code::Played(theirs))
            | (Code::NoMove(mine), Code::NoMove(theirs))
            | (Code::Forfeit(mine), Code::Forfeit(theirs))
                if mine == theirs.reversed() =>
            {
                true
            }
            (Code::Forfeit(Score::Loss), Code::Forfeit(Score::Loss)) => true,
            _ => false,
        }
    }
}

/// One round block of a player's line that is not blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    /// The round, from 1.
    pub round: u32,
    /// The scheduled opponent's starting rank; `None` for `0000` or blanks.
    pub opponent: Option<u16>,
    /// `w`, `b` or `-` (blank is `-`).
    pub colour: char,
    pub code: Code,
}

impl Round {
    /// A game that was played: `1 = 0` against an opponent. Only these can be rated.
    pub fn is_game(&self) -> bool {
        self.opponent.is_some() && matches!(self.code, Code::Played(_))
    }
}

/// A player's `001` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The line of the file it is on.
    pub line: usize,
    pub start_rank: u16,
    /// Normalised: `g` → GM, `wm` → WIM, …; other text upper-cased as written.
    pub title: Option<String>,
    pub name: String,
    /// `None`: unrated (blank, `0` or `0000`).
    pub rating: Option<u32>,
    pub federation: Option<String>,
    pub fide_id: Option<String>,
    pub birth_year: Option<i32>,
    /// The file's points column (81–84) in tenths of a point (5.5 → 55); `None` when blank.
    /// It may follow another scoring system (`162`, `XXS`), so it is compared with the rounds,
    /// never rated from.
    pub file_points: Option<u32>,
    /// The file's final rank column (86–89); `0` is what some writers put for a withdrawn
    /// player. `None` when blank.
    pub file_rank: Option<u16>,
    pub rounds: Vec<Round>,
}

/// A tournament as its TRF gives it; players in starting-rank order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tournament {
    /// `012`, the first one, trimmed.
    pub name: Option<String>,
    /// The year of `052`, else of `042`.
    pub year: Option<i32>,
    /// `222`, TRF-2026's encoded time control, as written.
    pub time_control: Option<String>,
    pub players: Vec<Player>,
}

impl Tournament {
    /// The pool TRF-2026's encoded time control (`222`) gives, by FIDE's definitions: the
    /// seconds of every period plus 60 × the first increment (White's part of `W…-B…`); 600
    /// or less is blitz, 3600 or more standard, rapid between. `None` when there is none, or
    /// it does not read.
    pub fn suggested_pool(&self) -> Option<Pool> {
        let control = self.time_control.as_deref()?.trim();
        let white = control
            .strip_prefix(['W', 'w'])
            .map_or(control, |rest| rest.split(['-']).next().unwrap_or(rest));
        let mut total: u64 = 0;
        for (index, period) in white.split(':').enumerate() {
            let time = period.rsplit('/').next()?.trim();
            let (seconds, increment) = time.split_once('+').unwrap_or((time, "0"));
            total = total.checked_add(seconds.trim().parse().ok()?)?;
            if index == 0 {
                let increment: u64 = increment.trim().parse().ok()?;
                total = total.checked_add(increment.checked_mul(60)?)?;
            }
        }
        Some(if total <= 600 {
            Pool::FideBlitz
        } else if total < 3600 {
            Pool::FideRapid
        } else {
            Pool::FideStandard
        })
    }

    /// The player with starting rank `rank`.
    pub fn player(&self, rank: u16) -> Option<&Player> {
        self.players
            .binary_search_by_key(&rank, |player| player.start_rank)
            .ok()
            .map(|index| &self.players[index])
    }
}

/// The Windows-1252 characters of bytes 0x80–0x9F (WHATWG); the rest of the code page is
/// Latin-1, byte for code point.
const WINDOWS_1252_HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž', '\u{8F}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}', 'ž', 'Ÿ',
];

/// The file's text: UTF-8 when the bytes are, else Windows-1252; a leading BOM dropped.
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes
            .iter()
            .map(|&byte| match byte {
                0x80..=0x9F => WINDOWS_1252_HIGH[usize::from(byte - 0x80)],
                _ => char::from(byte),
            })
            .collect(),
    }
}

/// The text of columns `from`–`to` (1-based, inclusive) of a line's characters; what the line
/// does not reach is blank.
fn columns(chars: &[char], from: usize, to: usize) -> String {
    chars
        .iter()
        .skip(from - 1)
        .take(to + 1 - from)
        .collect::<String>()
}

/// The first run of exactly four digits: the year of any date the files write.
fn year_in(text: &str) -> Option<i32> {
    let bytes = text.as_bytes();
    let mut start = 0;
    while start < bytes.len() {
        if !bytes[start].is_ascii_digit() {
            start += 1;
            continue;
        }
        let end = start
            + bytes[start..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
        if end - start == 4 {
            return text[start..end].parse().ok().filter(|&year| year != 0);
        }
        start = end;
    }
    None
}

/// A title as files write it, in FIDE's spelling.
fn title(text: &str) -> Option<String> {
    let text = text.trim();
    let full = match text.to_ascii_lowercase().as_str() {
        "" => return None,
        "g" => "GM",
        "m" => "IM",
        "f" => "FM",
        "c" => "CM",
        "wg" | "gf" => "WGM",
        "wm" | "mf" => "WIM",
        "wf" | "ff" => "WFM",
        "wc" | "cf" => "WCM",
        _ => return Some(text.to_uppercase()),
    };
    Some(full.to_string())
}

/// What a field holds, or `None` when it is blank or all zeros (an ID, a rating).
fn filled(text: &str) -> Option<&str> {
    let text = text.trim();
    (!text.is_empty() && !text.bytes().all(|b| b == b'0')).then_some(text)
}

/// Points written `5.5`, `10`, `0.0` in tenths; `None` for anything else.
fn tenths(text: &str) -> Option<u32> {
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || tenth.len() != 1 {
        return None;
    }
    whole
        .parse::<u32>()
        .ok()?
        .checked_mul(10)?
        .checked_add(tenth.parse().ok()?)
}

/// The most rounds a line is read for: more than any event has, and a bound on the work.
const MAX_ROUNDS: usize = 999;

fn player(number: usize, chars: &[char]) -> Result<Player, TrfError> {
    let field = |from, to| columns(chars, from, to);
    let rank_text = field(5, 8);
    let start_rank = rank_text
        .trim()
        .parse::<u16>()
        .ok()
        .filter(|rank| (1..=9999).contains(rank))
        .ok_or_else(|| {
            error(
                number,
                format!(
                    "starting rank '{}' (columns 5–8) must be a number from 1 to 9999",
                    printable(rank_text.trim())
                ),
            )
        })?;
    let rating_text = field(49, 52);
    let rating = match rating_text.trim() {
        "" => None,
        text => {
            let rating = text
                .parse::<u32>()
                .ok()
                .filter(|&r| f64::from(r) <= MAX_RATING && text.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| {
                    error(
                        number,
                        format!(
                            "rating '{}' (columns 49–52) must be blank or a whole number from 0 to 4000",
                            printable(text)
                        ),
                    )
                })?;
            (rating > 0).then_some(rating)
        }
    };
    let points_text = field(81, 84);
    let file_points = match points_text.trim() {
        "" => None,
        text => Some(tenths(text).ok_or_else(|| {
            error(
                number,
                format!(
                    "points '{}' (columns 81–84) must be blank or a number of points with at \
                     most one decimal, like 5.5",
                    printable(text)
                ),
            )
        })?),
    };
    let file_rank_text = field(86, 89);
    let file_rank = match file_rank_text.trim() {
        "" => None,
        text => Some(
            text.parse::<u16>()
                .ok()
                .filter(|_| text.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| {
                    error(
                        number,
                        format!(
                            "rank '{}' (columns 86–89) must be blank or a whole number",
                            printable(text)
                        ),
                    )
                })?,
        ),
    };
    let mut rounds = Vec::new();
    for index in 0..MAX_ROUNDS {
        let start = 92 + 10 * index;
        if start > chars.len() {
            break;
        }
        let block = field(start, start + 7);
        if block.trim().is_empty() {
            continue;
        }
        let round = index as u32 + 1;
        let opponent_text = field(start, start + 3);
        let opponent = match opponent_text.trim() {
            "" => None,
            text => match text.parse::<u16>() {
                Ok(0) => None,
                Ok(rank) if text.bytes().all(|b| b.is_ascii_digit()) => Some(rank),
                _ => {
                    return Err(error(
                        number,
                        format!(
                            "round {round}: opponent '{}' must be a starting rank, 0000 or blank",
                            printable(text)
                        ),
                    ));
                }
            },
        };
        let colour = match chars.get(start + 4).copied().unwrap_or(' ') {
            ' ' | '-' => '-',
            c if c.eq_ignore_ascii_case(&'w') => 'w',
            c if c.eq_ignore_ascii_case(&'b') => 'b',
            c => {
                return Err(error(
                    number,
                    format!(
                        "round {round}: colour '{}' must be w, b, - or blank",
                        printable(&c.to_string())
                    ),
                ));
            }
        };
        let result = chars.get(start + 6).copied().unwrap_or(' ');
        let code = Code::parse(result).ok_or_else(|| {
            error(
                number,
                format!(
                    "round {round}: result '{}' must be one of 1 = 0 + - W D L H F U Z",
                    printable(&result.to_string())
                ),
            )
        })?;
        rounds.push(Round {
            round,
            opponent,
            colour,
            code,
        });
    }
    Ok(Player {
        line: number,
        start_rank,
        title: title(&field(11, 13)),
        name: field(15, 47).trim().to_string(),
        rating,
        federation: Some(field(54, 56).trim().to_string()).filter(|f| !f.is_empty()),
        fide_id: filled(&field(58, 68)).map(str::to_string),
        birth_year: year_in(&field(70, 79)),
        file_points,
        file_rank,
        rounds,
    })
}

/// Whether a line is a record elocalc knows a TRF by: `001` or a tournament datum `??2`.
fn is_record(code: &str) -> bool {
    let bytes = code.as_bytes();
    code == "001"
        || (bytes.len() == 3
            && bytes[0].is_ascii_digit()
            && bytes[1].is_ascii_digit()
            && bytes[2] == b'2')
}

/// Whether the bytes start like a TRF: a first line that is a `###` comment or a record
/// elocalc reads (`001`, `012`, …) followed by a space.
pub fn looks_like(bytes: &[u8]) -> bool {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let first = bytes
        .split(|&b| b == b'\n' || b == b'\r')
        .find(|line| !line.iter().all(u8::is_ascii_whitespace));
    first.is_some_and(|line| {
        line.starts_with(b"###")
            || (line.len() > 3
                && line[3] == b' '
                && std::str::from_utf8(&line[..3]).is_ok_and(is_record))
    })
}

/// Reads a TRF from its bytes.
pub fn read(bytes: &[u8]) -> Result<Tournament, TrfError> {
    let text = decode(bytes);
    let mut tournament = Tournament::default();
    let (mut start_date, mut end_date) = (None, None);
    let mut known = false;
    // CRLF, LF and a lone CR all end a line.
    let mut number = 0;
    let mut previous_cr = false;
    for piece in text.split_inclusive(['\n', '\r']) {
        // A CRLF is one line end: its LF starts no new line.
        let is_lf_after_cr = previous_cr && piece == "\n";
        previous_cr = piece.ends_with('\r');
        if is_lf_after_cr {
            continue;
        }
        number += 1;
        let line = piece.trim_end_matches(['\n', '\r']);
        let code: String = line.chars().take(3).collect();
        if !is_record(&code) {
            continue;
        }
        known = true;
        let value = || line.chars().skip(4).collect::<String>().trim().to_string();
        match code.as_str() {
            "001" => {
                let chars: Vec<char> = line.chars().collect();
                tournament.players.push(player(number, &chars)?);
            }
            "012" if tournament.name.is_none() => {
                tournament.name = Some(value()).filter(|name| !name.is_empty());
            }
            "042" => start_date = year_in(&value()),
            "052" => end_date = year_in(&value()),
            "222" => tournament.time_control = Some(value()).filter(|tc| !tc.is_empty()),
            _ => {}
        }
    }
    if !known {
        return Err(error(
            1,
            "not a TRF file: no player line (001) or tournament line (012, 042, …)",
        ));
    }
    tournament.year = end_date.or(start_date);
    tournament.players.sort_by_key(|player| player.start_rank);
    if let Some(pair) = tournament
        .players
        .windows(2)
        .find(|pair| pair[0].start_rank == pair[1].start_rank)
    {
        let later = pair[0].line.max(pair[1].line);
        return Err(error(
            later,
            format!(
                "starting rank {} is already on line {}",
                pair[0].start_rank,
                pair[0].line.min(pair[1].line)
            ),
        ));
    }
    check_pairings(&tournament)?;
    Ok(tournament)
}

/// Every pairing shown on one line is on the opponent's line too, in the same round, with the
/// matching code; the opponent exists. The error names the line read first.
fn check_pairings(tournament: &Tournament) -> Result<(), TrfError> {
    for player in &tournament.players {
        for round in &player.rounds {
            let Some(rank) = round.opponent else {
                continue;
            };
            if rank == player.start_rank && round.code.is_pairing() {
                return Err(error(
                    player.line,
                    format!(
                        "round {}: player {rank} is paired with themselves",
                        round.round
                    ),
                ));
            }
            let Some(opponent) = tournament.player(rank) else {
                return Err(error(
                    player.line,
                    format!(
                        "round {}: opponent {rank} has no player line (001)",
                        round.round
                    ),
                ));
            };
            if !round.code.is_pairing() {
                continue;
            }
            let theirs = opponent
                .rounds
                .iter()
                .find(|theirs| theirs.round == round.round);
            let agrees = theirs.is_some_and(|theirs| {
                theirs.opponent == Some(player.start_rank) && round.code.answers(theirs.code)
            });
            if !agrees {
                let shown = theirs.map_or_else(
                    || "nothing".to_string(),
                    |theirs| {
                        format!(
                            "'{} {}'",
                            theirs.opponent.map_or(0, |rank| rank),
                            theirs.code.symbol()
                        )
                    },
                );
                return Err(error(
                    player.line.min(opponent.line),
                    format!(
                        "round {}: player {} has '{rank} {}' but player {rank} (line {}) has {shown}",
                        round.round,
                        player.start_rank,
                        round.code.symbol(),
                        opponent.line
                    ),
                ));
            }
        }
    }
    Ok(())
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_1252_is_read_when_the_bytes_are_not_utf8() {
        assert_eq!(decode(b"M\xfcller \x8aimon \x80"), "Müller Šimon €");
        assert_eq!(decode("Müller".as_bytes()), "Müller");
        assert_eq!(decode(b"\xEF\xBB\xBF012 X"), "012 X");
    }

    #[test]
    fn the_points_and_rank_columns_are_read_and_checked() {
        let example = "001    1 wGM  Alpha, Anna                       2700 NOR     1503014 1990/05/17 10.5   12";
        let tournament = read(example.as_bytes()).unwrap();
        let anna = &tournament.players[0];
        assert_eq!((anna.file_points, anna.file_rank), (Some(105), Some(12)));
        let blank = read(&example.as_bytes()[..79]).unwrap();
        assert_eq!(
            (blank.players[0].file_points, blank.players[0].file_rank),
            (None, None)
        );
        assert_eq!(tenths("0.0"), Some(0));
        assert_eq!(tenths("7"), Some(70));
        for bad in ["3,5", "6.25", ".5", "5.", "x"] {
            assert_eq!(tenths(bad), None, "{bad}");
        }
        let error = read(example.replace("10.5", "1O.5").as_bytes()).unwrap_err();
        assert_eq!(error.line, 1);
        assert!(
            error.problem.contains("points '1O.5' (columns 81–84)"),
            "{error}"
        );
        let error = read(example.replace("   12", "   1x").as_bytes()).unwrap_err();
        assert!(
            error.problem.contains("rank '1x' (columns 86–89)"),
            "{error}"
        );
    }

    #[test]
    fn years_are_the_first_run_of_four_digits() {
        assert_eq!(year_in("2026/03/06"), Some(2026));
        assert_eq!(year_in("28. 07. 2005"), Some(2005));
        assert_eq!(year_in("May 29, 2020"), Some(2020));
        assert_eq!(year_in("24/09/2010"), Some(2010));
        assert_eq!(year_in("0000/00/00"), None);
        assert_eq!(year_in("12345"), None);
    }

    #[test]
    fn the_time_control_gives_the_pool() {
        let pool = |control: &str| {
            Tournament {
                time_control: Some(control.to_string()),
                ..Tournament::default()
            }
            .suggested_pool()
        };
        // trf.md §3.1's cases.
        assert_eq!(pool("180+2"), Some(Pool::FideBlitz), "300");
        assert_eq!(pool("600"), Some(Pool::FideBlitz));
        assert_eq!(pool("600+5"), Some(Pool::FideRapid), "900");
        assert_eq!(pool("2700"), Some(Pool::FideRapid));
        assert_eq!(pool("3000+30"), Some(Pool::FideStandard), "4800");
        assert_eq!(pool("40/6000+30:900+30"), Some(Pool::FideStandard));
        assert_eq!(pool("W300-B240"), Some(Pool::FideBlitz));
        assert_eq!(pool("3540"), Some(Pool::FideRapid));
        assert_eq!(pool("3600"), Some(Pool::FideStandard));
        assert_eq!(pool("90 min"), None);
    }

    #[test]
    fn titles_are_normalised() {
        for (written, wanted) in [
            ("  g", Some("GM")),
            (" wg", Some("WGM")),
            ("mf", Some("WIM")),
            ("IM ", Some("IM")),
            ("   ", None),
            ("xy", Some("XY")),
        ] {
            assert_eq!(title(written).as_deref(), wanted, "{written}");
        }
    }
}
