//! FIDE Tournament Report Files (TRF16 and TRF-2026): the tournament lines elocalc uses and
//! every player's `001` line with its round blocks, checked the way an arbiter would (each game
//! shown alike on both players' lines). Columns are counted in characters, as the format
//! numbers them; each line's bytes are UTF-8, or Windows-1252 when they are not. Columns that do
//! not fall where the format puts them are refused by line, never read as other numbers.

use crate::i18n::{Arg, shown, tr, tr_args};
use crate::rating::MAX_RATING;
use crate::rating::tournament::{Code, Player, Round, Tournament};
use crate::text::printable;

/// What is wrong with a TRF, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct TrfError {
    pub line: usize,
    pub problem: String,
}

impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        crate::i18n::say(
            f,
            "error-line",
            &[
                ("line", self.line.to_string().into()),
                ("error", self.problem.as_str().into()),
            ],
        )
    }
}

fn error(line: usize, problem: impl Into<String>) -> TrfError {
    TrfError {
        line,
        problem: problem.into(),
    }
}

/// A leading UTF-8 byte-order mark, which some editors write; it is not text.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The lines of a file, each with its end (`\r\n`, `\n`, a lone `\r`, or none at the end).
fn lines_with_ends(bytes: &[u8]) -> impl Iterator<Item = (&[u8], &[u8])> {
    let mut rest = bytes;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let (line, end, next) = match memchr::memchr2(b'\r', b'\n', rest) {
            Some(at) if rest[at] == b'\r' && rest.get(at + 1) == Some(&b'\n') => {
                (&rest[..at], &rest[at..at + 2], at + 2)
            }
            Some(at) => (&rest[..at], &rest[at..at + 1], at + 1),
            None => (rest, &rest[rest.len()..], rest.len()),
        };
        rest = &rest[next..];
        Some((line, end))
    })
}

/// The file's text, each line decoded on its own (UTF-8 where it is, else Windows-1252) and
/// its line end kept; a leading BOM dropped. Reading this text again gives the same file.
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
    let mut text = String::with_capacity(bytes.len());
    for (line, end) in lines_with_ends(bytes) {
        text.push_str(&super::decode_line(line));
        text.push_str(std::str::from_utf8(end).expect("a line end is ASCII"));
    }
    text
}

/// A line's characters by column (1-based, as the format numbers them): the bytes of an ASCII
/// line as they are, any other line's characters. Beyond the end of the line is blank.
enum Columns<'a> {
    Ascii(&'a [u8]),
    Chars(Vec<char>),
}

impl Columns<'_> {
    fn of(line: &str) -> Columns<'_> {
        if line.is_ascii() {
            Columns::Ascii(line.as_bytes())
        } else {
            Columns::Chars(line.chars().collect())
        }
    }

    fn len(&self) -> usize {
        match self {
            Columns::Ascii(bytes) => bytes.len(),
            Columns::Chars(chars) => chars.len(),
        }
    }

    fn at(&self, column: usize) -> char {
        match self {
            Columns::Ascii(bytes) => bytes.get(column - 1).map_or(' ', |&b| char::from(b)),
            Columns::Chars(chars) => chars.get(column - 1).copied().unwrap_or(' '),
        }
    }

    /// The text of columns `from`–`to` (inclusive), blanks where the line does not reach.
    fn text(&self, from: usize, to: usize) -> String {
        (from..=to).map(|column| self.at(column)).collect()
    }
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

/// A date as files write it: YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY or DD/MM/YYYY
/// (one separator throughout). Anything else, or a day that is not in the calendar, is no
/// date: never a guess between day and month.
pub fn date_in(text: &str) -> Option<jiff::civil::Date> {
    let text = text.trim();
    let separator = text.chars().find(|c| matches!(c, '/' | '-' | '.'))?;
    let parts: Vec<&str> = text.split(separator).collect();
    let [a, b, c] = parts[..] else { return None };
    let digits = |part: &str, len: std::ops::RangeInclusive<usize>| {
        (len.contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<i16>().ok())
            .flatten()
    };
    let (year, month, day) = match (digits(a, 4..=4), digits(c, 4..=4)) {
        (Some(year), None) => (year, digits(b, 1..=2)?, digits(c, 1..=2)?),
        // Day first only with dots or slashes (27-09-2026 is written by no TRF writer).
        (None, Some(year)) if separator != '-' => (year, digits(b, 1..=2)?, digits(a, 1..=2)?),
        _ => return None,
    };
    jiff::civil::Date::new(year, i8::try_from(month).ok()?, i8::try_from(day).ok()?).ok()
}

/// `text`'s date, or none, with the record and its text kept among `unread` when something
/// is written that is no date.
fn dated(
    unread: &mut Vec<(&'static str, String)>,
    record: &'static str,
    text: &str,
) -> Option<jiff::civil::Date> {
    unread.retain(|(other, _)| *other != record);
    let date = date_in(text);
    if date.is_none() && !text.is_empty() {
        unread.push((record, text.to_string()));
    }
    date
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

/// Said of a line whose columns do not fall where the format puts them.
/// A field of a player's line, named by its English name as the format's column table gives it,
/// in the current language.
fn field_name(what: &str) -> String {
    let id = match what {
        "starting rank" => "error-trf-field-starting-rank",
        "rating" => "error-trf-field-rating",
        "FIDE ID" => "error-trf-field-fide-id",
        "points" => "error-trf-field-points",
        "rank" => "error-trf-field-rank",
        "opponent" => "error-trf-field-opponent",
        _ => return what.to_string(),
    };
    tr(id)
}

/// A value of the file as a message's argument.
fn shown_char(c: char) -> Arg<'static> {
    Arg::from(printable(&c.to_string()).into_owned())
}

/// The columns of a `001` line that separate its fields, and what lies on either side (the
/// message's id): a character there means every field after it is read from the wrong columns.
const SEPARATORS: [(usize, &str); 11] = [
    (4, "error-trf-between-code-rank"),
    (9, "error-trf-between-rank-sex"),
    (14, "error-trf-between-title-name"),
    (48, "error-trf-between-name-rating"),
    (53, "error-trf-between-rating-federation"),
    (57, "error-trf-between-federation-id"),
    (69, "error-trf-between-id-birth"),
    (80, "error-trf-between-birth-points"),
    (85, "error-trf-between-points-rank"),
    (90, "error-trf-between-rank-round"),
    (91, "error-trf-between-rank-round"),
];

/// A numeric field of a line, `from`–`to`: `None` when blank, else its text, which must end in
/// the field's last column (numbers are right-aligned) with no space inside.
fn right_aligned(
    columns: &Columns,
    number: usize,
    (from, to): (usize, usize),
    what: &str,
) -> Result<Option<String>, TrfError> {
    let text = columns.text(from, to);
    let trimmed = text.trim_start();
    if trimmed.is_empty() {
        return Ok(None);
    }
    if trimmed.contains(' ') {
        return Err(error(
            number,
            tr_args(
                "error-trf-not-right-aligned",
                &[
                    ("field", field_name(what).into()),
                    ("value", shown(&text)),
                    ("from", from.to_string().into()),
                    ("to", to.to_string().into()),
                ],
            ),
        ));
    }
    Ok(Some(trimmed.to_string()))
}

/// A whole number in a field, right-aligned; `allowed` says what it may be, for the message.
fn whole_number<T: std::str::FromStr>(
    text: &str,
    number: usize,
    (from, to): (usize, usize),
    what: &str,
    allowed: &str,
    fits: impl Fn(&T) -> bool,
) -> Result<T, TrfError> {
    text.parse::<T>()
        .ok()
        .filter(|value| text.bytes().all(|b| b.is_ascii_digit()) && fits(value))
        .ok_or_else(|| {
            error(
                number,
                tr_args(
                    "error-trf-field",
                    &[
                        ("field", field_name(what).into()),
                        ("value", shown(text)),
                        ("from", from.to_string().into()),
                        ("to", to.to_string().into()),
                        ("allowed", allowed.into()),
                    ],
                ),
            )
        })
}

fn player(number: usize, line: &str) -> Result<Player, TrfError> {
    if let Some(at) = line.chars().position(|c| c == '\t') {
        return Err(error(
            number,
            tr_args("error-trf-tab", &[("column", (at + 1).to_string().into())]),
        ));
    }
    let columns = Columns::of(line);
    let field = |from, to| columns.text(from, to);
    for (column, between) in SEPARATORS {
        let c = columns.at(column);
        if c != ' ' {
            return Err(error(
                number,
                tr_args(
                    "error-trf-no-space",
                    &[
                        ("column", column.to_string().into()),
                        ("between", tr(between).into()),
                        ("value", shown_char(c)),
                    ],
                ),
            ));
        }
    }
    const RANK: (usize, usize) = (5, 8);
    let start_rank = match right_aligned(&columns, number, RANK, "starting rank")? {
        Some(text) => whole_number(
            &text,
            number,
            RANK,
            "starting rank",
            &tr("error-trf-allowed-rank"),
            |rank: &u16| (1..=9999).contains(rank),
        )?,
        None => {
            return Err(error(
                number,
                tr_args(
                    "error-trf-field",
                    &[
                        ("field", field_name("starting rank").into()),
                        ("value", "".into()),
                        ("from", "5".into()),
                        ("to", "8".into()),
                        ("allowed", tr("error-trf-allowed-rank").into()),
                    ],
                ),
            ));
        }
    };
    const RATING: (usize, usize) = (49, 52);
    let rating = match right_aligned(&columns, number, RATING, "rating")? {
        None => None,
        Some(text) => {
            let rating = whole_number(
                &text,
                number,
                RATING,
                "rating",
                &tr("error-trf-allowed-rating"),
                |&rating: &u32| f64::from(rating) <= MAX_RATING,
            )?;
            (rating > 0).then_some(rating)
        }
    };
    const FIDE_ID: (usize, usize) = (58, 68);
    let fide_id = match right_aligned(&columns, number, FIDE_ID, "FIDE ID")? {
        Some(text) if !text.bytes().all(|b| b.is_ascii_digit()) => {
            return Err(error(
                number,
                tr_args("error-trf-fide-id", &[("value", shown(&text))]),
            ));
        }
        text => text.as_deref().and_then(filled).map(str::to_string),
    };
    const POINTS: (usize, usize) = (81, 84);
    let file_points = match right_aligned(&columns, number, POINTS, "points")? {
        None => None,
        Some(text) => Some(tenths(&text).ok_or_else(|| {
            error(
                number,
                tr_args("error-trf-points", &[("value", shown(&text))]),
            )
        })?),
    };
    const FILE_RANK: (usize, usize) = (86, 89);
    let file_rank = right_aligned(&columns, number, FILE_RANK, "rank")?
        .map(|text| {
            whole_number(
                &text,
                number,
                FILE_RANK,
                "rank",
                &tr("error-trf-allowed-blank-or-whole"),
                |_: &u16| true,
            )
        })
        .transpose()?;
    let mut rounds = Vec::new();
    for index in 0.. {
        let start = 92 + 10 * index;
        if start > columns.len() {
            break;
        }
        if let Some(round) = round_block(&columns, number, index, start)? {
            rounds.push(round);
        }
    }
    Ok(Player {
        line: number,
        start_rank,
        title: title(&field(11, 13)),
        name: field(15, 47).trim().to_string(),
        rating,
        federation: Some(field(54, 56).trim().to_string()).filter(|f| !f.is_empty()),
        fide_id,
        birth_year: year_in(&field(70, 79)),
        file_points,
        file_rank,
        rounds,
    })
}

/// Round `index + 1`'s block, columns `start`–`start + 9`: `oooo c r` and two blanks. `None`
/// when the block is blank (no entry for the round).
fn round_block(
    columns: &Columns,
    number: usize,
    index: usize,
    start: usize,
) -> Result<Option<Round>, TrfError> {
    let round =
        u32::try_from(index + 1).map_err(|_| error(number, tr("error-trf-too-many-rounds")))?;
    let in_round = |problem: String| {
        error(
            number,
            tr_args(
                "error-trf-in-round",
                &[
                    ("round", round.to_string().into()),
                    ("problem", problem.into()),
                ],
            ),
        )
    };
    for column in [start + 4, start + 6, start + 8, start + 9] {
        let c = columns.at(column);
        if c != ' ' {
            return Err(in_round(tr_args(
                "error-trf-round-no-space",
                &[
                    ("column", column.to_string().into()),
                    ("value", shown_char(c)),
                    ("round", round.to_string().into()),
                    ("from", start.to_string().into()),
                    ("to", (start + 7).to_string().into()),
                ],
            )));
        }
    }
    if columns.text(start, start + 7).trim().is_empty() {
        return Ok(None);
    }
    let opponent = match right_aligned(columns, number, (start, start + 3), "opponent")
        .map_err(|error| in_round(error.problem))?
    {
        None => None,
        Some(text) => match text.parse::<u16>() {
            Ok(0) => None,
            Ok(rank) if text.bytes().all(|b| b.is_ascii_digit()) => Some(rank),
            _ => {
                return Err(in_round(tr_args(
                    "error-trf-opponent",
                    &[("value", shown(&text))],
                )));
            }
        },
    };
    let colour = match columns.at(start + 5) {
        ' ' | '-' => '-',
        c if c.eq_ignore_ascii_case(&'w') => 'w',
        c if c.eq_ignore_ascii_case(&'b') => 'b',
        c => {
            return Err(in_round(tr_args(
                "error-trf-colour",
                &[("value", shown_char(c))],
            )));
        }
    };
    let result = columns.at(start + 7);
    let code = Code::from_symbol(result).ok_or_else(|| {
        in_round(tr_args(
            "error-trf-result",
            &[("value", shown_char(result))],
        ))
    })?;
    if let (Some(rank), ' ') = (opponent, result) {
        return Err(in_round(tr_args(
            "error-trf-blank-result",
            &[
                ("rank", rank.to_string().into()),
                ("column", (start + 7).to_string().into()),
            ],
        )));
    }
    Ok(Some(Round {
        round,
        opponent,
        colour,
        code,
    }))
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

/// Whether a record sets another scoring system or pairing points than 1, ½, 0, which the
/// points column may follow: `162` (TRF-2026), `XXS` and `XXA` (JaVaFo), `BBW` … (bbpPairings).
fn is_scoring_record(code: &str) -> bool {
    matches!(code, "162" | "XXS" | "XXA") || (code.len() == 3 && code.starts_with("BB"))
}

/// Whether the bytes start like a TRF: a first line that is a `###` comment or a record
/// elocalc reads (`001`, `012`, …) followed by a space.
pub fn looks_like(bytes: &[u8]) -> bool {
    let bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
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

/// Reads a TRF from its bytes, each line decoded on its own (UTF-8 where it is, else
/// Windows-1252: a name pasted from another program moves no other line's columns).
pub fn read(bytes: &[u8]) -> Result<Tournament, TrfError> {
    let bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
    let mut tournament = Tournament::default();
    let (mut start_date, mut end_date) = (None, None);
    let mut known = false;
    for (index, (raw, _)) in lines_with_ends(bytes).enumerate() {
        let number = index + 1;
        let line = super::decode_line(raw);
        let code: String = line.chars().take(3).collect();
        if is_scoring_record(&code) && tournament.scoring_line.is_none() {
            tournament.scoring_line = Some(number);
        }
        if !is_record(&code) {
            continue;
        }
        known = true;
        let value = || line.chars().skip(4).collect::<String>().trim().to_string();
        let text = || Some(value()).filter(|text| !text.is_empty());
        match code.as_str() {
            "001" => tournament.players.push(player(number, &line)?),
            "012" if tournament.name.is_none() => tournament.name = text(),
            "122" if tournament.allotted_time.is_none() => tournament.allotted_time = text(),
            "042" => {
                start_date = year_in(&value());
                tournament.start = dated(&mut tournament.unread_dates, "042", &value());
            }
            "052" => {
                end_date = year_in(&value());
                tournament.end = dated(&mut tournament.unread_dates, "052", &value());
            }
            "222" => tournament.time_control = text(),
            _ => {}
        }
    }
    if !known {
        return Err(error(1, tr("error-trf-not-a-trf")));
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
            tr_args(
                "error-trf-rank-twice",
                &[
                    ("rank", pair[0].start_rank.to_string().into()),
                    ("line", pair[0].line.min(pair[1].line).to_string().into()),
                ],
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
                    tr_args(
                        "error-trf-paired-with-self",
                        &[
                            ("round", round.round.to_string().into()),
                            ("rank", rank.to_string().into()),
                        ],
                    ),
                ));
            }
            let Some(opponent) = tournament.player(rank) else {
                return Err(error(
                    player.line,
                    tr_args(
                        "error-trf-no-opponent-line",
                        &[
                            ("round", round.round.to_string().into()),
                            ("rank", rank.to_string().into()),
                        ],
                    ),
                ));
            };
            if !round.code.is_pairing() {
                continue;
            }
            let theirs = opponent.round(round.round);
            let agrees = theirs.is_some_and(|theirs| {
                theirs.opponent == Some(player.start_rank) && round.code.answers(theirs.code)
            });
            if !agrees {
                let shown = theirs.map_or_else(
                    || tr("error-trf-nothing"),
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
                    tr_args(
                        "error-trf-disagree",
                        &[
                            ("round", round.round.to_string().into()),
                            ("player", player.start_rank.to_string().into()),
                            ("rank", rank.to_string().into()),
                            ("code", round.code.symbol().to_string().into()),
                            ("line", opponent.line.to_string().into()),
                            ("theirs", shown.into()),
                        ],
                    ),
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_reads_in_the_forms_files_write_and_nothing_is_guessed() {
        let date = |y, m, d| Some(jiff::civil::date(y, m, d));
        for text in [
            "2026/09/27",
            "2026-09-27",
            "2026.09.27",
            "27.09.2026",
            "27/09/2026",
        ] {
            assert_eq!(date_in(text), date(2026, 9, 27), "{text}");
        }
        assert_eq!(date_in(" 2026/3/2 "), date(2026, 3, 2));
        // No day and month to tell apart, or no such day: no date.
        for text in [
            "26/09/27",
            "2026/13/01",
            "2026/02/30",
            "27-09-2026",
            "2026/09-27",
            "",
            "x",
        ] {
            assert_eq!(date_in(text), None, "{text}");
        }
        let read = |lines: &str| read(lines.as_bytes()).unwrap();
        let tournament = read("012 A\n042 2026.09.20\n052 end of September\n");
        assert_eq!(tournament.start, date(2026, 9, 20));
        assert_eq!(tournament.end, None);
        assert_eq!(
            tournament.unread_dates,
            [("052", "end of September".to_string())]
        );
        assert_eq!(
            read("012 A\n052 1/2/2026\n").end,
            date(2026, 2, 1),
            "day first"
        );
    }

    #[test]
    fn each_line_is_utf8_or_windows_1252_on_its_own() {
        assert_eq!(decode(b"M\xfcller \x8aimon \x80"), "Müller Šimon €");
        assert_eq!(decode("Müller".as_bytes()), "Müller");
        assert_eq!(decode(b"\xEF\xBB\xBF012 X"), "012 X");
        // WHATWG's Windows-1252: the five bytes it leaves undefined are their C1 controls.
        assert_eq!(
            decode(b"\x81\x8d\x8f\x90\x9d"),
            "\u{81}\u{8d}\u{8f}\u{90}\u{9d}"
        );
        // One Windows-1252 line leaves the UTF-8 lines as they are, line ends kept.
        assert_eq!(
            decode(
                "Ł\r\nM\u{fc}\rż\n"
                    .as_bytes()
                    .iter()
                    .copied()
                    .chain(*b"\xe9\n")
                    .collect::<Vec<u8>>()
                    .as_slice()
            ),
            "Ł\r\nMü\rż\né\n"
        );
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
