//! The state of the terminal UI and the one place it changes: [`App::update`] applies an action,
//! then [`App::recompute`] runs the core on what the user has entered.

use tui_input::{Input, InputRequest};

use super::keys::{Action, Context};
use crate::rating::{
    GameOutcome, KFactor, MultiOutcome, Opponent, PeriodGame, PeriodOutcome, Player, Points, Pool,
    Rating, Score, parse_games, rate_game, rate_multi, rate_period,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Game,
    Tournament,
    Multi,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Game, Mode::Tournament, Mode::Multi];

    pub fn title(self) -> &'static str {
        match self {
            Mode::Game => "Game",
            Mode::Tournament => "Tournament",
            Mode::Multi => "Multi",
        }
    }

    fn next(self) -> Mode {
        match self {
            Mode::Game => Mode::Tournament,
            Mode::Tournament => Mode::Multi,
            Mode::Multi => Mode::Game,
        }
    }
}

/// The K presets of the K field; `Custom` shows a number field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KPreset {
    K40,
    K32,
    K20,
    K10,
    Custom,
}

impl KPreset {
    pub const ALL: [KPreset; 5] = [
        KPreset::K40,
        KPreset::K32,
        KPreset::K20,
        KPreset::K10,
        KPreset::Custom,
    ];

    pub fn value(self) -> Option<u32> {
        match self {
            KPreset::K40 => Some(40),
            KPreset::K32 => Some(32),
            KPreset::K20 => Some(20),
            KPreset::K10 => Some(10),
            KPreset::Custom => None,
        }
    }

    pub fn label(self) -> String {
        self.value().map_or("Custom".to_string(), |k| k.to_string())
    }
}

/// A field of the form, or the tournament table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Rating,
    Opponent,
    Result,
    KPreset,
    CustomK,
    OpponentK,
    Pool,
    Average,
    Games,
    Points,
    Rows,
}

impl Field {
    pub fn label(self) -> &'static str {
        match self {
            Field::Rating => "Your rating",
            Field::Opponent => "Opponent rating",
            Field::Result => "Result",
            Field::KPreset => "K",
            Field::CustomK => "Custom K",
            Field::OpponentK => "Opponent's K",
            Field::Pool => "Pool",
            Field::Average => "Average opponent",
            Field::Games => "Games",
            Field::Points => "Points",
            Field::Rows => "Games table",
        }
    }

    pub fn context(self) -> Context {
        match self {
            Field::Result | Field::KPreset | Field::Pool => Context::Choice,
            Field::Rows => Context::Table,
            _ => Context::Number,
        }
    }
}

/// A column of the tournament table that can be edited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    Opponent,
    Score,
}

/// One game of the tournament as entered: the opponent is kept as typed, since whether it is
/// valid depends on the pool (1850.5 is fine in the continuous pool only).
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub opponent: String,
    pub score: Score,
}

/// A cell being edited. `adding` is set while a new game's opponent is typed: the row is only
/// inserted once that value is kept.
#[derive(Clone, Debug)]
pub struct CellEditor {
    pub row: usize,
    pub column: Column,
    pub input: Input,
    pub adding: bool,
    pub error: Option<String>,
}

#[derive(Clone, Debug, Default)]
pub struct Tournament {
    pub rows: Vec<Row>,
    pub selected: usize,
    pub column: Option<Column>,
    pub editor: Option<CellEditor>,
    /// Deleted rows with their places, newest last, for undo.
    pub deleted: Vec<(usize, Row)>,
}

/// What the core made of the current input, or why it could not compute.
#[derive(Clone, Debug)]
pub enum Outcome {
    Game(GameOutcome),
    Period(PeriodOutcome),
    Multi(MultiOutcome),
    /// The first problem, as shown in place of results.
    Invalid(String),
}

/// The number fields, each an editable value with a cursor.
#[derive(Clone, Debug)]
pub struct Inputs {
    pub rating: Input,
    pub opponent: Input,
    pub custom_k: Input,
    pub opponent_k: Input,
    pub average: Input,
    pub games: Input,
    pub points: Input,
}

impl Inputs {
    pub fn get(&self, field: Field) -> Option<&Input> {
        match field {
            Field::Rating => Some(&self.rating),
            Field::Opponent => Some(&self.opponent),
            Field::CustomK => Some(&self.custom_k),
            Field::OpponentK => Some(&self.opponent_k),
            Field::Average => Some(&self.average),
            Field::Games => Some(&self.games),
            Field::Points => Some(&self.points),
            _ => None,
        }
    }

    fn get_mut(&mut self, field: Field) -> Option<&mut Input> {
        match field {
            Field::Rating => Some(&mut self.rating),
            Field::Opponent => Some(&mut self.opponent),
            Field::CustomK => Some(&mut self.custom_k),
            Field::OpponentK => Some(&mut self.opponent_k),
            Field::Average => Some(&mut self.average),
            Field::Games => Some(&mut self.games),
            Field::Points => Some(&mut self.points),
            _ => None,
        }
    }
}

/// How many rows PgUp and PgDn move.
pub const PAGE: usize = 10;

pub struct App {
    pub mode: Mode,
    pub focus: Option<Field>,
    pub pool: Pool,
    pub result: Score,
    pub k_preset: KPreset,
    pub inputs: Inputs,
    pub tournament: Tournament,
    pub show_help: bool,
    pub should_quit: bool,
    /// Fields whose value is not allowed, with the message to show.
    pub errors: Vec<(Field, String)>,
    /// Tournament rows whose opponent is not allowed in the pool, with the message.
    pub row_errors: Vec<(usize, String)>,
    pub outcome: Outcome,
}

impl Default for App {
    fn default() -> Self {
        App::new()
    }
}

fn input(value: &str) -> Input {
    Input::new(value.to_string())
}

impl App {
    /// A fresh start: Game mode, FIDE Standard, both ratings 1500, a win, K 20, focus on the
    /// player's rating.
    pub fn new() -> App {
        let mut app = App {
            mode: Mode::Game,
            focus: Some(Field::Rating),
            pool: Pool::FideStandard,
            result: Score::Win,
            k_preset: KPreset::K20,
            inputs: Inputs {
                rating: input("1500"),
                opponent: input("1500"),
                custom_k: input("20"),
                opponent_k: input(""),
                average: input("1500"),
                games: input("5"),
                points: input("2.5"),
            },
            tournament: Tournament::default(),
            show_help: false,
            should_quit: false,
            errors: Vec::new(),
            row_errors: Vec::new(),
            outcome: Outcome::Invalid(String::new()),
        };
        app.recompute();
        app
    }

    /// The fields of the current mode, in Tab order.
    pub fn fields(&self) -> Vec<Field> {
        let k: &[Field] = if self.k_preset == KPreset::Custom {
            &[Field::KPreset, Field::CustomK]
        } else {
            &[Field::KPreset]
        };
        let (before, after): (&[Field], &[Field]) = match self.mode {
            Mode::Game => (
                &[Field::Rating, Field::Opponent, Field::Result],
                &[Field::OpponentK, Field::Pool],
            ),
            Mode::Tournament => (&[Field::Rating], &[Field::Pool, Field::Rows]),
            Mode::Multi => (
                &[Field::Rating, Field::Average, Field::Games, Field::Points],
                &[Field::Pool],
            ),
        };
        [before, k, after].concat()
    }

    /// Where the keyboard is, for the key table.
    pub fn context(&self) -> Context {
        if self.show_help {
            Context::Help
        } else if self.tournament.editor.is_some() {
            Context::Cell
        } else {
            self.focus.map_or(Context::Anywhere, Field::context)
        }
    }

    /// Whether typing `c` goes into the field being edited (otherwise the key is a command).
    pub fn accepts(&self, c: char) -> bool {
        if self.tournament.editor.is_some() {
            !c.is_control()
        } else {
            c.is_ascii_digit() || c == '.'
        }
    }

    pub fn error_for(&self, field: Field) -> Option<&str> {
        self.errors
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, message)| message.as_str())
    }

    pub fn update(&mut self, action: Action) {
        match action {
            Action::Quit => self.should_quit = true,
            Action::ToggleHelp => self.show_help = !self.show_help,
            Action::Back => {
                if self.tournament.editor.take().is_none() {
                    self.focus = None;
                }
            }
            Action::NextField => self.move_focus(1),
            Action::PreviousField => self.move_focus(-1),
            Action::SwitchMode(mode) => self.switch_mode(mode),
            Action::NextMode => self.switch_mode(self.mode.next()),
            Action::NextChoice => self.change_choice(1),
            Action::PreviousChoice => self.change_choice(-1),
            Action::RowUp => self.select_row(|selected, _| selected.saturating_sub(1)),
            Action::RowDown => self.select_row(|selected, _| selected + 1),
            Action::PageUp => self.select_row(|selected, _| selected.saturating_sub(PAGE)),
            Action::PageDown => self.select_row(|selected, _| selected + PAGE),
            Action::FirstRow => self.select_row(|_, _| 0),
            Action::LastRow => self.select_row(|_, len| len),
            Action::NextColumn | Action::PreviousColumn => {
                self.tournament.column = Some(match self.tournament.column {
                    Some(Column::Opponent) => Column::Score,
                    _ => Column::Opponent,
                });
            }
            Action::AddRow => self.add_row(),
            Action::DeleteRow => self.delete_row(),
            Action::Undo => self.undo_delete(),
            Action::EditCell => self.edit_cell(),
            Action::SetScore(score) => {
                let selected = self.tournament.selected;
                if let Some(row) = self.tournament.rows.get_mut(selected) {
                    row.score = score;
                }
            }
            Action::Commit => self.commit_cell(),
            Action::Edit(request) => self.edit(request),
        }
        self.recompute();
    }

    /// Pasted text goes into the field being edited, character by character.
    pub fn paste(&mut self, text: &str) {
        let accepted: Vec<char> = text.chars().filter(|&c| self.accepts(c)).collect();
        for c in accepted {
            self.edit(InputRequest::InsertChar(c));
        }
        self.recompute();
    }

    fn edit(&mut self, request: InputRequest) {
        if let Some(editor) = &mut self.tournament.editor {
            editor.input.handle(request);
            editor.error = None;
        } else if let Some(input) = self.focus.and_then(|field| self.inputs.get_mut(field)) {
            input.handle(request);
        }
    }

    fn move_focus(&mut self, step: isize) {
        let fields = self.fields();
        let count = fields.len() as isize;
        let next = match self.focus.and_then(|f| fields.iter().position(|&g| g == f)) {
            Some(index) => (index as isize + step).rem_euclid(count),
            None if step > 0 => 0,
            None => count - 1,
        };
        self.focus = Some(fields[next as usize]);
        if self.focus == Some(Field::Rows) && self.tournament.column.is_none() {
            self.tournament.column = Some(Column::Opponent);
        }
    }

    fn switch_mode(&mut self, mode: Mode) {
        self.mode = mode;
        self.tournament.editor = None;
        let fields = self.fields();
        if !self.focus.is_some_and(|f| fields.contains(&f)) {
            self.focus = fields.first().copied();
        }
    }

    fn change_choice(&mut self, step: isize) {
        fn cycle<T: Copy + PartialEq>(all: &[T], current: T, step: isize) -> T {
            let index = all.iter().position(|&x| x == current).unwrap_or(0) as isize;
            all[(index + step).rem_euclid(all.len() as isize) as usize]
        }
        match self.focus {
            Some(Field::Result) => self.result = cycle(&Score::ALL, self.result, step),
            Some(Field::KPreset) => self.k_preset = cycle(&KPreset::ALL, self.k_preset, step),
            Some(Field::Pool) => self.pool = cycle(&Pool::ALL, self.pool, step),
            _ => {}
        }
    }

    /// Moves the selection; `to` gets the selection and the row count.
    fn select_row(&mut self, to: impl Fn(usize, usize) -> usize) {
        let rows = self.tournament.rows.len();
        self.tournament.selected = to(self.tournament.selected, rows).min(rows.saturating_sub(1));
    }

    fn add_row(&mut self) {
        let at = if self.tournament.rows.is_empty() {
            0
        } else {
            self.tournament.selected + 1
        };
        self.tournament.editor = Some(CellEditor {
            row: at,
            column: Column::Opponent,
            input: Input::default(),
            adding: true,
            error: None,
        });
    }

    fn delete_row(&mut self) {
        let selected = self.tournament.selected;
        if selected < self.tournament.rows.len() {
            let row = self.tournament.rows.remove(selected);
            self.tournament.deleted.push((selected, row));
            self.select_row(|selected, _| selected);
        }
    }

    fn undo_delete(&mut self) {
        if let Some((index, row)) = self.tournament.deleted.pop() {
            let index = index.min(self.tournament.rows.len());
            self.tournament.rows.insert(index, row);
            self.tournament.selected = index;
        }
    }

    fn edit_cell(&mut self) {
        let selected = self.tournament.selected;
        let Some(row) = self.tournament.rows.get(selected) else {
            return self.add_row();
        };
        let column = self.tournament.column.unwrap_or(Column::Opponent);
        let text = match column {
            Column::Opponent => row.opponent.clone(),
            Column::Score => row.score.as_number().to_string(),
        };
        self.tournament.editor = Some(CellEditor {
            row: selected,
            column,
            input: Input::new(text),
            adding: false,
            error: None,
        });
    }

    /// Keeps the edited value if it is allowed; otherwise the editor stays open with the reason.
    fn commit_cell(&mut self) {
        let Some(mut editor) = self.tournament.editor.take() else {
            return;
        };
        let text = editor.input.value().trim().to_string();
        let checked = match editor.column {
            Column::Opponent => Opponent::parse(&text, self.pool).map(|_| None),
            Column::Score => text.parse::<Score>().map(Some),
        };
        match checked {
            Err(error) => {
                editor.error = Some(error.to_string());
                self.tournament.editor = Some(editor);
            }
            Ok(_) if editor.adding => {
                self.tournament.rows.insert(
                    editor.row,
                    Row {
                        opponent: text,
                        score: Score::Win,
                    },
                );
                self.tournament.selected = editor.row;
                // Straight on to the new game's score.
                self.tournament.editor = Some(CellEditor {
                    row: editor.row,
                    column: Column::Score,
                    input: Input::new(String::new()),
                    adding: false,
                    error: None,
                });
            }
            Ok(score) => {
                let row = &mut self.tournament.rows[editor.row];
                match score {
                    Some(score) => row.score = score,
                    None => row.opponent = text,
                }
            }
        }
    }

    /// K from the preset or the custom field.
    fn k(&self) -> Result<KFactor, String> {
        match self.k_preset.value() {
            Some(k) => KFactor::new(k).map_err(|e| e.to_string()),
            None => self
                .inputs
                .custom_k
                .value()
                .parse()
                .map_err(|e: crate::rating::InputError| e.to_string()),
        }
    }

    /// Runs the core on the current input. Every invalid field is marked; the results show the
    /// first problem instead of numbers.
    pub fn recompute(&mut self) {
        self.errors.clear();
        self.row_errors.clear();
        let pool = self.pool;
        let mut errors = Vec::new();
        /// The value, or `None` with the field marked invalid.
        fn check<T>(
            errors: &mut Vec<(Field, String)>,
            field: Field,
            result: Result<T, String>,
        ) -> Option<T> {
            result.map_err(|message| errors.push((field, message))).ok()
        }
        let rating_of =
            |input: &Input| Rating::parse(input.value(), pool).map_err(|e| e.to_string());
        let rating = check(&mut errors, Field::Rating, rating_of(&self.inputs.rating));
        let k = check(
            &mut errors,
            if self.k_preset == KPreset::Custom {
                Field::CustomK
            } else {
                Field::KPreset
            },
            self.k(),
        );
        let outcome = match self.mode {
            Mode::Game => {
                let opponent = check(
                    &mut errors,
                    Field::Opponent,
                    rating_of(&self.inputs.opponent),
                );
                let opponent_k = match self.inputs.opponent_k.value().trim() {
                    "" => k,
                    text => check(
                        &mut errors,
                        Field::OpponentK,
                        text.parse()
                            .map_err(|e: crate::rating::InputError| e.to_string()),
                    ),
                };
                match (rating, opponent, k, opponent_k) {
                    (Some(rating), Some(opponent), Some(k), Some(opponent_k)) => rate_game(
                        pool,
                        Player { rating, k },
                        Player {
                            rating: opponent,
                            k: opponent_k,
                        },
                        self.result,
                    )
                    .map(Outcome::Game)
                    .map_err(|e| e.to_string()),
                    _ => Err(String::new()),
                }
            }
            Mode::Tournament => {
                let mut games = Vec::with_capacity(self.tournament.rows.len());
                for (index, row) in self.tournament.rows.iter().enumerate() {
                    match Opponent::parse(&row.opponent, pool) {
                        Ok(opponent) => games.push(PeriodGame {
                            opponent,
                            score: row.score,
                        }),
                        Err(error) => self.row_errors.push((index, error.to_string())),
                    }
                }
                match (rating, k, self.row_errors.first()) {
                    (_, _, Some((index, message))) => Err(format!("game {}: {message}", index + 1)),
                    (Some(rating), Some(k), None) => rate_period(pool, rating, k, &games)
                        .map(Outcome::Period)
                        .map_err(|e| e.to_string()),
                    _ => Err(String::new()),
                }
            }
            Mode::Multi => {
                let average = check(&mut errors, Field::Average, rating_of(&self.inputs.average));
                let games = check(
                    &mut errors,
                    Field::Games,
                    parse_games(self.inputs.games.value()).map_err(|e| e.to_string()),
                );
                let points = games.and_then(|games| {
                    check(
                        &mut errors,
                        Field::Points,
                        Points::parse(self.inputs.points.value(), games).map_err(|e| e.to_string()),
                    )
                });
                match (rating, k, average, games, points) {
                    (Some(rating), Some(k), Some(average), Some(games), Some(points)) => {
                        rate_multi(pool, rating, k, average, games, points)
                            .map(Outcome::Multi)
                            .map_err(|e| e.to_string())
                    }
                    _ => Err(String::new()),
                }
            }
        };
        self.errors = errors;
        self.outcome = outcome.unwrap_or_else(|message| {
            let first_field_error = self.errors.first().map(|(_, m)| m.clone());
            Outcome::Invalid(first_field_error.unwrap_or(message))
        });
    }
}
