//! The domain side of editing a session, shared by any face: what a games-table cell accepts,
//! a choice given as text, the rows a file's or a paste's games make, and what taking a Field
//! mode player brings along.

use crate::import::{self, ImportError, Imported, lines};
use crate::rating::{
    Federation, InputError, KFactor, NormGame, Pool, Score, Title, UNRATED, parse_min_games,
};

use super::trf::FieldReport;
use super::{Entry, Mode, Problem, Request, Row, RowScore, System};

/// Sets a choice of `request` from its text, as a face that takes words gives it (the command
/// line's `--result win`, `--title gm`, `--min-games 8`, `--exemption 1.4.3a`). A field that is no such
/// choice is left as it is.
pub fn set_choice(request: &mut Request, field: Entry, text: &str) -> Result<(), Problem> {
    let problem = |error| Problem {
        field: Some(field),
        error,
    };
    match field {
        Entry::Result => request.result = Score::parse_allowing_comma(text).map_err(problem)?,
        Entry::NormTitle => request.norm.title = text.parse().map_err(problem)?,
        Entry::MinGames => request.norm.min_games = parse_min_games(text).map_err(problem)?,
        Entry::Exemption => request.norm.exemption = Some(text.parse().map_err(problem)?),
        // Only a FIDE list rates a tournament report.
        Entry::ReportPool => {
            let pool = match text.parse::<crate::rating::Pool>() {
                Ok(pool) if pool.is_fide() => pool,
                _ => return Err(problem(InputError::FidePool(text.to_string()))),
            };
            request.field.pool = Some(pool);
        }
        _ => {}
    }
    Ok(())
}

/// A starting rank as a tournament report numbers its players.
const START_RANK: crate::rating::number::Whole =
    crate::rating::number::Whole::new("starting rank", 1, 9999);

/// A player's K written `RANK=K` (`12=40`): the starting rank and the K.
pub fn rank_and_k(text: &str) -> Result<(u16, KFactor), InputError> {
    text.split_once('=')
        .and_then(|(rank, k)| Some((START_RANK.read(rank).ok()? as u16, k.parse().ok()?)))
        .ok_or_else(|| InputError::PlayerK(text.to_string()))
}

/// A Field mode player's K as typed: a K, or blank for the file's K back (`None`).
pub fn checked_player_k(text: &str) -> Result<Option<u32>, InputError> {
    match text.trim() {
        "" => Ok(None),
        text => Ok(Some(text.parse::<KFactor>()?.value())),
    }
}

/// A game written `OPPONENT:SCORE:TITLE:FED` (`2450:1:GM:GER`, `unrated:?:-:FID`) as a row of
/// the table; its values are checked where the row is.
pub fn norm_row(text: &str) -> Result<Row, InputError> {
    let fields: Vec<&str> = text.split(':').collect();
    let [opponent, score, title, federation] = fields[..] else {
        return Err(InputError::NormGame(text.trim().to_string()));
    };
    // A row's blank federation is one still to type; a GAME's is a mistake.
    if federation.trim().is_empty() {
        return Err(InputError::Federation(String::new()));
    }
    let score = match score.trim() {
        RowScore::UNPLAYED => RowScore::Unplayed,
        score => RowScore::Played(score.parse()?),
    };
    Ok(Row {
        opponent: opponent.trim().to_string(),
        score,
        title: match title.trim() {
            "-" => String::new(),
            title => title.to_string(),
        },
        federation: federation.trim().to_string(),
        ..Row::default()
    })
}

/// A column of the games table that can be edited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    Opponent,
    Score,
    /// Norm mode: the opponent's title and federation.
    Title,
    Federation,
}

impl Column {
    /// The columns that can be edited in `mode`, in order: a new game is typed through them.
    pub fn editable(mode: Mode) -> &'static [Column] {
        match mode {
            Mode::Norm => &[
                Column::Opponent,
                Column::Score,
                Column::Title,
                Column::Federation,
            ],
            _ => &[Column::Opponent, Column::Score],
        }
    }

    /// How the column is named in a status line.
    pub fn name(self) -> &'static str {
        match self {
            Column::Opponent => "opponent",
            Column::Score => "score",
            Column::Title => "title",
            Column::Federation => "federation",
        }
    }

    /// The cell's text in `row`, as an editor starts with it.
    pub fn text(self, row: &Row) -> &str {
        match self {
            Column::Opponent => &row.opponent,
            Column::Score => row.score_text(),
            Column::Title => &row.title,
            Column::Federation => &row.federation,
        }
    }
}

/// A checked cell value.
#[derive(Clone, Debug, PartialEq)]
pub enum CellValue {
    Text(String),
    Score(RowScore),
}

/// A cell's value as typed, checked for the column in `request`'s mode (in Norm mode an
/// opponent is a whole rating or unrated, whatever the pool) and written the way the table
/// keeps it; a score cell also takes `letters`.
pub fn checked_cell(
    column: Column,
    text: &str,
    request: &Request,
    letters: &ScoreLetters,
) -> Result<CellValue, InputError> {
    let norm = request.mode == Mode::Norm;
    let text = text.trim();
    Ok(match column {
        Column::Opponent if norm => {
            NormGame::from_fields(text, "?", "-", "FID")?;
            CellValue::Text(text.to_string())
        }
        // Each system reads its own (Glicko-2's may carry their RD: `1400/30`).
        Column::Opponent => {
            request.system.check_opponent(text)?;
            CellValue::Text(text.to_string())
        }
        Column::Score => match RowScore::parse(score_letter_in(text, letters))
            .map_err(|_| InputError::CellScore(text.to_string()))?
        {
            RowScore::Missing => return Err(InputError::NoScore),
            // Only a norm weighs games still to play; elsewhere they are left out, and shown so.
            score => CellValue::Score(score),
        },
        Column::Title => CellValue::Text(match text {
            "" | "-" => String::new(),
            text => Title::parse(text)?.map_or("", Title::key).to_string(),
        }),
        Column::Federation => CellValue::Text(Federation::parse(text)?.to_string()),
    })
}

/// The letters of a win, a draw and a loss a score cell takes besides the command line's scores:
/// the person's language's, which the face gives (`report::words::score_letters`).
pub type ScoreLetters = [(&'static str, Score); 3];

/// A score cell's text as the person's language writes it: its `letters` as the score they
/// stand for; every other text, in every language, is the command line's.
fn score_letter_in<'a>(text: &'a str, letters: &ScoreLetters) -> &'a str {
    letters
        .iter()
        .find(|(letter, _)| text.eq_ignore_ascii_case(letter))
        .map_or(text, |(_, score)| score.as_number())
}

/// Writes a checked value into its column of `row`.
pub fn set_cell(row: &mut Row, column: Column, value: CellValue) {
    match (column, value) {
        (_, CellValue::Score(score)) => row.score = score,
        // Another opponent typed: the FIDE ID and name of the one taken from a list no longer hold.
        (Column::Opponent, CellValue::Text(text)) => {
            if row.opponent != text {
                row.fide_id = None;
                row.name.clear();
            }
            row.opponent = text;
        }
        (Column::Title, CellValue::Text(text)) => row.title = text,
        (Column::Federation, CellValue::Text(text)) => row.federation = text,
        (Column::Score, CellValue::Text(_)) => {}
    }
}

/// A game as a status line names it: "3 (1790, ½)".
pub fn row_words(number: usize, row: &Row) -> String {
    format!("{number} ({}, {})", row.opponent, score_words(row.score))
}

/// A score as a status line writes it: 1, ½, 0, ?.
pub fn score_words(score: RowScore) -> &'static str {
    match score {
        RowScore::Played(Score::Win) => "1",
        RowScore::Played(Score::Draw) => "½",
        RowScore::Played(Score::Loss) => "0",
        RowScore::Unplayed => "?",
        RowScore::Missing => "none",
    }
}

/// The table's rows for a file's games, with the titles and federations it gives.
pub(super) fn imported_rows(imported: &Imported) -> Vec<Row> {
    let mut rows: Vec<Row> = imported.games.iter().map(Row::from).collect();
    for (index, details) in &imported.details {
        if let Some(row) = rows.get_mut(*index) {
            row.title = details.title.map_or("", Title::key).to_string();
            row.federation = details
                .federation
                .map(|f| f.to_string())
                .unwrap_or_default();
        }
    }
    rows
}

/// Games brought in with the events of a games list's event lines: each event's line as the
/// request keeps it, and the rows, each `event` an index into `events`. No events: the games
/// of one event, as a table without events holds them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EventRows {
    pub events: Vec<String>,
    pub rows: Vec<Row>,
}

impl EventRows {
    /// The rows of `imported`, in the events its event lines made.
    pub(super) fn of(imported: &Imported) -> EventRows {
        let mut rows = imported_rows(imported);
        let mut events = Vec::with_capacity(imported.events.len());
        let mut first = 0;
        for (index, (line, count)) in imported.events.iter().enumerate() {
            events.push(
                line.as_ref()
                    .map(super::events::line_text)
                    .unwrap_or_default(),
            );
            for row in rows.iter_mut().skip(first).take(*count) {
                row.event = index;
            }
            first += count;
        }
        EventRows { events, rows }
    }
}

/// Pasted lines in Tournament mode: the games, and the events their event lines make (the
/// games-list policy: a line that is neither refuses the whole paste).
pub fn pasted_events(text: &str) -> Result<EventRows, ImportError> {
    let read = crate::import::period::read_events(text.as_bytes(), Pool::Continuous)?;
    let imported = Imported {
        events: if read.iter().all(|event| event.header.is_none()) {
            Vec::new()
        } else {
            read.iter()
                .map(|event| (event.header.clone(), event.games.len()))
                .collect()
        },
        games: read.into_iter().flat_map(|event| event.games).collect(),
        ..Imported::default()
    };
    Ok(EventRows::of(&imported))
}

/// Pasted lines as games, one a line; a line that is not a game refuses the whole paste (the
/// games-list policy). In Norm mode a line may carry the opponent's title and federation
/// (`2450 | 1 | GM | GER`, as `elocalc norm --file` reads); plain games are still welcome,
/// and if neither reads, what is wrong is said the norm's way.
pub fn pasted_rows(text: &str, mode: Mode) -> Result<Vec<Row>, ImportError> {
    let rows = || -> Result<Vec<Row>, ImportError> {
        Ok(lines::read(text.as_bytes(), Pool::Continuous)?
            .iter()
            .map(Row::from)
            .collect())
    };
    match mode {
        Mode::Norm => match import::norm_games(text.as_bytes()) {
            Ok(games) => Ok(games.iter().map(Row::from).collect()),
            Err(error) => rows().map_err(|_| error),
        },
        _ => rows(),
    }
}

/// What taking a Field mode player to Tournament mode brings: their games played in the
/// report's pool (forfeits and byes are no games), their rating, their K and the pool.
#[derive(Clone, Debug, PartialEq)]
pub struct TakenPlayer {
    pub name: String,
    pub rows: Vec<Row>,
    pub rating: String,
    pub k: Option<String>,
    pub pool: Pool,
}

impl TakenPlayer {
    /// Player `index` of the report.
    pub fn of(report: &FieldReport, index: usize) -> Option<TakenPlayer> {
        let result = report.players.get(index)?;
        let player = report.player(result);
        let rows = report
            .rounds(result)
            .filter(|round| round.round.is_game())
            .map(|round| {
                let opponent = round
                    .opponent_rating
                    .map_or_else(|| UNRATED.to_string(), |rating| rating.to_string());
                Row::new(&opponent, round.score)
            })
            .collect();
        Some(TakenPlayer {
            name: player.name.clone(),
            rows,
            rating: player
                .rating
                .map_or_else(|| UNRATED.to_string(), |rating| rating.to_string()),
            k: result.k.map(|(k, _)| k.value().to_string()),
            pool: report.pool,
        })
    }

    /// Puts them into `request`: their games replace the table's.
    pub fn apply(self, request: &mut Request) {
        request.rating = self.rating;
        if let Some(k) = self.k {
            // A K the choice has (40, 32, 20, 10) is chosen there; another is typed.
            let preset = super::KPreset::ALL
                .into_iter()
                .find(|preset| preset.value().is_some_and(|value| value.to_string() == k));
            request.k.preset = preset.unwrap_or(super::KPreset::Custom);
            if preset.is_none() {
                request.k.custom = k;
            }
        }
        request.system = System::of_pool(self.pool);
        request.rows = self.rows;
        request.mode = Mode::Tournament;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::NormTitle;

    #[test]
    fn a_written_norm_game_is_a_row() {
        let row = norm_row(" 2450:1:GM:GER ").unwrap();
        assert_eq!(
            (row.opponent.as_str(), row.score, row.title.as_str()),
            ("2450", RowScore::Played(Score::Win), "GM")
        );
        assert_eq!(row.federation, "GER");
        let row = norm_row("unrated:?:-:FID").unwrap();
        assert_eq!((row.score, row.title.as_str()), (RowScore::Unplayed, ""));
        assert_eq!(
            norm_row("2450:1:GM"),
            Err(InputError::NormGame("2450:1:GM".into()))
        );
        assert_eq!(
            norm_row("2450:1:GM:"),
            Err(InputError::Federation(String::new()))
        );
        assert_eq!(
            norm_row("2450:2:GM:GER"),
            Err(InputError::Score("2".into()))
        );
    }

    #[test]
    fn a_choice_from_its_text_or_the_field_named() {
        let mut request = Request::default();
        set_choice(&mut request, Entry::MinGames, "8").unwrap();
        set_choice(&mut request, Entry::NormTitle, "wim").unwrap();
        set_choice(&mut request, Entry::Result, "½").unwrap();
        assert_eq!(request.norm.min_games, 8);
        assert_eq!(request.norm.title, NormTitle::Wim);
        assert_eq!(request.result, Score::Draw);
        let refused = set_choice(&mut request, Entry::MinGames, "6").unwrap_err();
        assert_eq!(refused.field, Some(Entry::MinGames));
        assert_eq!(request.norm.min_games, 8, "a refused text changes nothing");
        assert_eq!(checked_player_k(" "), Ok(None));
        assert_eq!(checked_player_k("40"), Ok(Some(40)));
        assert!(checked_player_k("+40").is_err());
    }
}
