//! Games from a CSV table with a header row. The opponent-rating and score columns are chosen
//! by name (given, or a common header), then checked against what they hold: a column of names
//! is never taken for ratings. The delimiter (`,` `;` or tab) is read from the header line.

use std::io::{BufRead, Read};

use super::{Details, Imported, Skipped, strip_bom};
use crate::i18n::{Arg, say, shown};
use crate::rating::number::Whole;
use crate::rating::{Opponent, PeriodGame, Pool, Score};
use crate::text::printable;

/// Why the games could not be read from a CSV file.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum CsvError {
    NoHeader,
    NoColumn {
        wanted: String,
        headers: Vec<String>,
    },
    NoRatingColumn {
        headers: Vec<String>,
    },
    NoScoreColumn {
        headers: Vec<String>,
    },
    /// A row the csv reader cannot read (its message names the line).
    Malformed(String),
    /// More than one column could hold the opponents' ratings.
    Ambiguous {
        candidates: Vec<String>,
    },
    Io(String),
}

impl std::fmt::Display for CsvError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let columns = |headers: &[String]| ("columns", Arg::from(listed(headers)));
        match self {
            CsvError::NoHeader => say(f, "error-csv-no-header", &[]),
            CsvError::NoColumn { wanted, headers } => say(
                f,
                "error-csv-no-column",
                &[("value", shown(wanted)), columns(headers)],
            ),
            CsvError::NoRatingColumn { headers } => {
                say(f, "error-csv-no-rating-column", &[columns(headers)])
            }
            CsvError::NoScoreColumn { headers } => {
                say(f, "error-csv-no-score-column", &[columns(headers)])
            }
            // The csv reader's own words, which name the line.
            CsvError::Malformed(message) => f.write_str(&printable(message)),
            CsvError::Ambiguous { candidates } => {
                let candidates: Vec<String> = candidates
                    .iter()
                    .map(|c| format!("'{}'", printable(c)))
                    .collect();
                say(
                    f,
                    "error-csv-ambiguous",
                    &[("candidates", candidates.join(", ").into())],
                )
            }
            CsvError::Io(message) => f.write_str(message),
        }
    }
}

/// The csv reader's error: the file could not be read, or a row is malformed (on `line`, when
/// the reader's words do not name it).
fn csv_error(error: ::csv::Error, line: Option<usize>) -> CsvError {
    match error.kind() {
        ::csv::ErrorKind::Io(io) => CsvError::Io(io.to_string()),
        _ => CsvError::Malformed(match line {
            Some(line) => crate::i18n::tr_args(
                "error-line",
                &[
                    ("line", line.to_string().into()),
                    ("error", error.to_string().into()),
                ],
            ),
            None => error.to_string(),
        }),
    }
}

/// Headers as a list in a message, shown safely.
fn listed(headers: &[String]) -> String {
    let shown: Vec<_> = headers.iter().map(|header| printable(header)).collect();
    shown.join(", ")
}

/// Words in a header that name a rating (headers are compared without case, spaces or
/// punctuation): "Their rating", "Gegner Elo", "DWZ", "Rtg", …
const RATING_WORDS: [&str; 5] = ["rating", "elo", "rtg", "dwz", "ecf"];
/// Words that say a rating column is the opponent's, when a table has more than one.
const OPPONENT_WORDS: [&str; 5] = ["opp", "gegner", "their", "vs", "adv"];
const SCORE_HEADERS: [&str; 6] = ["score", "result", "points", "pts", "res", "pt"];
/// Headers of the opponents' titles and federations (for norms), compared the same way.
const TITLE_HEADERS: [&str; 4] = ["title", "opptitle", "opponenttitle", "tit"];
const FEDERATION_HEADERS: [&str; 5] = ["fed", "federation", "oppfed", "opponentfed", "country"];

/// Rows looked at to tell the columns apart.
const SAMPLE_ROWS: usize = 200;

fn simplify(header: &str) -> String {
    header
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// A column the user named: its header (any case) or its number, counted from 1.
fn named_column(headers: &[String], wanted: &str) -> Result<usize, CsvError> {
    let simple = simplify(wanted);
    headers
        .iter()
        .position(|header| simplify(header) == simple)
        .or_else(|| {
            let column = Whole::new("column", 1, headers.len().max(1) as u64).read(wanted);
            let column = column.ok()? as usize;
            (column <= headers.len()).then(|| column - 1)
        })
        .ok_or_else(|| CsvError::NoColumn {
            wanted: wanted.to_string(),
            headers: headers.to_vec(),
        })
}

/// The values of a column that are not blank.
fn filled<'a>(values: &[&'a str]) -> Vec<&'a str> {
    values
        .iter()
        .copied()
        .filter(|v| !v.trim().is_empty())
        .collect()
}

/// Whether most non-empty values of a column look like ratings (and not like round numbers).
fn holds_ratings(values: &[&str]) -> bool {
    let filled = filled(values);
    let ratings = filled
        .iter()
        .filter(|v| {
            v.trim().eq_ignore_ascii_case("unrated")
                || v.trim()
                    .parse::<f64>()
                    .is_ok_and(|r| (100.0..=4000.0).contains(&r))
        })
        .count();
    !filled.is_empty() && ratings * 2 > filled.len()
}

fn holds_scores(values: &[&str]) -> bool {
    let filled = filled(values);
    !filled.is_empty() && filled.iter().all(|v| v.trim().parse::<Score>().is_ok())
}

/// The column of the opponents' ratings: one whose header names a rating (the opponent's, when
/// there are several) and that holds ratings; failing that, the one column whose content looks
/// like ratings, never a constant column (a year) or a 1, 2, 3… count. Two candidates are not
/// guessed between.
fn rating_column_of<'a>(
    headers: &[String],
    column: &dyn Fn(usize) -> Vec<&'a str>,
) -> Result<usize, CsvError> {
    let has = |index: usize, words: &[&str]| {
        let header = simplify(&headers[index]);
        words.iter().any(|word| header.contains(word))
    };
    let named: Vec<usize> = (0..headers.len())
        .filter(|&i| has(i, &RATING_WORDS) && holds_ratings(&column(i)))
        .collect();
    let opponents: Vec<usize> = named
        .iter()
        .copied()
        .filter(|&i| has(i, &OPPONENT_WORDS))
        .collect();
    let guessed: Vec<usize> = (0..headers.len())
        .filter(|&i| {
            let values = column(i);
            holds_ratings(&values) && !is_constant(&values) && !is_count(&values)
        })
        .collect();
    let candidates = match (named.len(), opponents.len()) {
        (1, _) => named,
        (_, 1) => opponents,
        (0, _) => guessed,
        _ => named,
    };
    match candidates[..] {
        [index] => Ok(index),
        [] => Err(CsvError::NoRatingColumn {
            headers: headers.to_vec(),
        }),
        _ => Err(CsvError::Ambiguous {
            candidates: candidates.iter().map(|&i| headers[i].clone()).collect(),
        }),
    }
}

/// Whether every filled value is the same (a year, an event): not a column of opponents.
fn is_constant(values: &[&str]) -> bool {
    let filled = filled(values);
    filled.len() > 1
        && filled
            .windows(2)
            .all(|pair| pair[0].trim() == pair[1].trim())
}

/// Whether the filled values count 1, 2, 3… (row or round numbers).
fn is_count(values: &[&str]) -> bool {
    let numbers: Option<Vec<u64>> = filled(values)
        .iter()
        .map(|value| value.trim().parse().ok())
        .collect();
    numbers.is_some_and(|numbers| {
        numbers.len() > 1 && numbers.windows(2).all(|pair| pair[1] == pair[0] + 1)
    })
}

/// Reads games from CSV. `rating_column` and `score_column` name columns (header or number);
/// otherwise they are found by header and contents.
pub fn read(
    mut reader: impl BufRead,
    rating_column: Option<&str>,
    score_column: Option<&str>,
) -> Result<Imported, CsvError> {
    // Sniff the delimiter from the header line, then read everything (header included) again.
    let mut first = Vec::new();
    reader
        .read_until(b'\n', &mut first)
        .map_err(|error| CsvError::Io(error.to_string()))?;
    let header_text = String::from_utf8_lossy(&first).into_owned();
    let delimiter = [b',', b';', b'\t']
        .into_iter()
        .max_by_key(|d| header_text.bytes().filter(|b| b == d).count())
        .unwrap_or(b',');
    let body = std::io::Cursor::new(first).chain(reader);
    let mut csv = ::csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .flexible(true)
        .trim(::csv::Trim::All)
        .from_reader(body);
    let headers: Vec<String> = csv
        .headers()
        .map_err(|e| csv_error(e, Some(1)))?
        .iter()
        .map(|h| strip_bom(h).to_string())
        .collect();
    if headers.iter().all(|h| h.is_empty()) {
        return Err(CsvError::NoHeader);
    }
    // Records as text, each with its line number (a bad byte sequence is read lossily). The
    // columns are told from the first rows; the rest stream past.
    let mut rest = csv.into_byte_records().map(|record| {
        let record = record.map_err(|e| csv_error(e, None))?;
        let line = record.position().map_or(0, |p| p.line() as usize);
        let fields: Vec<String> = record
            .iter()
            .map(|field| String::from_utf8_lossy(field).into_owned())
            .collect();
        Ok::<_, CsvError>((line, fields))
    });
    let records: Vec<(usize, Vec<String>)> =
        rest.by_ref().take(SAMPLE_ROWS).collect::<Result<_, _>>()?;
    let column = |index: usize| -> Vec<&str> {
        records
            .iter()
            .map(|(_, fields)| fields.get(index).map_or("", String::as_str))
            .collect()
    };
    let by_header = |names: &[&str], fits: &dyn Fn(&[&str]) -> bool| {
        names.iter().find_map(|name| {
            headers
                .iter()
                .position(|h| simplify(h) == *name)
                .filter(|&index| fits(&column(index)))
        })
    };
    let rating_index = match rating_column {
        Some(wanted) => named_column(&headers, wanted)?,
        None => rating_column_of(&headers, &column)?,
    };
    let score_index = match score_column {
        Some(wanted) => named_column(&headers, wanted)?,
        None => by_header(&SCORE_HEADERS, &holds_scores)
            .filter(|&i| i != rating_index)
            .or_else(|| (0..headers.len()).find(|&i| i != rating_index && holds_scores(&column(i))))
            .ok_or_else(|| CsvError::NoScoreColumn {
                headers: headers.clone(),
            })?,
    };
    let header_of = |names: &[&str]| {
        names
            .iter()
            .find_map(|name| headers.iter().position(|h| simplify(h) == *name))
    };
    let (title_index, federation_index) =
        (header_of(&TITLE_HEADERS), header_of(&FEDERATION_HEADERS));
    let shown = |index: usize| printable(&headers[index]).into_owned();
    let mut imported = Imported {
        columns: Some((shown(rating_index), shown(score_index))),
        ..Imported::default()
    };
    for record in records.into_iter().map(Ok).chain(rest) {
        let (line, fields) = &record?;
        let get = |index: usize| fields.get(index).map_or("", |v| v.trim());
        let (opponent, score) = (get(rating_index), get(score_index));
        if fields.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        let opponent = match opponent {
            "" | "-" | "0" | "NR" | "nr" => Opponent::Unrated,
            text => match Opponent::parse(text, Pool::Continuous) {
                Ok(opponent) => opponent,
                Err(_) => {
                    imported.skipped.push(Skipped {
                        line: *line,
                        reason: format!("'{}' is not a rating", printable(text)),
                    });
                    continue;
                }
            },
        };
        match score.parse::<Score>() {
            Ok(score) => {
                let details = Details::read(title_index.map(get), federation_index.map(get));
                if let Some(details) = details {
                    imported.details.push((imported.games.len(), details));
                }
                imported.games.push(PeriodGame { opponent, score });
            }
            Err(error) => imported.skipped.push(Skipped {
                line: *line,
                reason: error.to_string(),
            }),
        }
    }
    Ok(imported)
}
