//! Every key elocalc knows, in one table: the event loop maps keys to actions through it, and the
//! help overlay and the footer are written from it.
//!
//! Two states, as in a spreadsheet. *Navigate* (the default): letters are commands everywhere,
//! the focused field is marked but its value is never selected for replacement. *Edit* (a form
//! field being typed in, [`Context::Typing`], or a cell editor, [`Context::CellEditor`]): every
//! printable character is text; Enter, Tab and Esc end it.
//!
//! The footer: [`footer_entries`] gives the entries for where the keyboard is, most important
//! first (each binding's `rank`); the view shows as many as fit and ends in "? more".

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use tui_input::InputRequest;
use tui_input::backend::crossterm::to_input_request;

use crate::calc::{Entry, Mode};

/// What the user asked for. Text editing inside a field is [`Action::Edit`]; the rest are
/// commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    /// A bare `q`: twice in a row quits (a `q` in a paste or a slip never ends elocalc).
    QuitAsked,
    ToggleHelp,
    /// Esc: close the help, cancel an edit, or leave the form field.
    Back,
    NextField,
    PreviousField,
    SwitchMode(Mode),
    NextMode,
    PreviousMode,
    NextChoice,
    PreviousChoice,
    RowUp,
    RowDown,
    PageUp,
    PageDown,
    FirstRow,
    LastRow,
    /// Add a game: from anywhere in Tournament and Norm mode, to the table's new row.
    AddRow,
    /// A new game after the selected one.
    InsertRow,
    /// x / Delete in the games table: delete the selected game.
    DeleteGame,
    /// Tournament mode: a new event of the period from the selected game on.
    NewEvent,
    /// Tournament mode: the selected game's event line typed.
    EditEvent,
    /// Tournament mode: the selected game into the event before / after its own.
    GameToPreviousEvent,
    GameToNextEvent,
    /// x / Delete on Field mode's players: the selected player's K back to the file's.
    ResetPlayerK,
    /// x / Delete in the session list: delete the selected session (asks first).
    DeleteSession,
    Undo,
    Redo,
    /// Start editing: the focused text field (value kept, cursor at its end) or the cell.
    EditCell,
    NextColumn,
    PreviousColumn,
    /// In a cell editor: keep the cell, on to the next / previous one.
    NextCell,
    PreviousCell,
    /// Field mode: order the players by the next column.
    Sort,
    /// Field mode: the players' order the other way round.
    ReverseSort,
    /// Field mode: the selected player's rounds scrolled up / down a row.
    RoundsUp,
    RoundsDown,
    /// Field mode: the selected player's games to Tournament mode.
    TakePlayer,
    /// Field mode, a FIDE list held: the selected player's ratings over the months held.
    RatingHistory,
    /// Set the score of the result field or of the selected game (on the Score column).
    SetScore(crate::rating::Score),
    /// A character typed on a choice field: the choice it starts (`i` → IM, `8` → 8 games);
    /// where none does, the command the key is elsewhere, or a word on why nothing happened.
    Pick(char),
    /// Enter in a form field being typed in or a popup: keep the value, open the session.
    Commit,
    /// Ctrl-S: save the session under a name.
    SaveAs,
    /// Ctrl-O: the list of saved sessions.
    OpenSessions,
    /// Ctrl-N: a new session in the same mode and system; the one before is kept.
    NewSession,
    /// z: the mode's main panel (the games, the players, the curve) to the whole screen, and
    /// back.
    Zoom,
    /// X in the games table: every game away (asks first; one undo step).
    ClearGames,
    /// In the session list: rename the selected session.
    Rename,
    /// y: yes to a question.
    Confirm,
    /// F7 / i: import games from a file.
    Import,
    /// In the import preview: the file's games instead of the table's.
    ReplaceGames,
    /// In the import preview: take the file's rating and pool too, or not.
    ToggleSuggestions,
    /// F8 / o: export the result to a file.
    Export,
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    Suspend,
    /// F9 / Ctrl-T: take the mouse, or leave it to the terminal for selecting text.
    ToggleMouse,
    /// L: the next language (English, Portuguese, Russian), kept for the next start.
    SwitchLanguage,
    Edit(InputRequest),
}

/// Where the keyboard is, which decides what a key means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    /// Any field or the table; nothing open.
    Anywhere,
    /// A text field of the form, focused, not being typed in.
    Text,
    /// A text field that takes words (a name, a federation), focused, not being typed in: a
    /// character starts typing it, as in a web form.
    Words,
    /// A text field of the form being typed in.
    Typing,
    /// A choice field (K, pool): a letter or digit picks the choice it starts.
    Choice,
    /// The game's result: a choice, and the score letters.
    Result,
    /// The score letters, shared by the result field and the games table.
    Scores,
    /// The tournament table, no cell editor open.
    Table,
    /// The games table on a column of words (Norm mode's title and federation), no cell
    /// editor open: a character starts typing the cell, as on a field of words; the keys
    /// that are no characters move and delete as on the table.
    WordCell,
    /// A tournament cell (or a player's K) being edited.
    CellEditor,
    /// Field mode's players, no K being typed.
    Players,
    /// Moving in a table: shared by the games table and the players.
    Rows,
    /// The help overlay.
    Help,
    /// A name typed into a popup (save as, rename).
    Prompt,
    /// The list of saved sessions.
    Sessions,
    /// A yes / no question.
    Question,
    /// The import preview: add the games, replace the table's, or nothing.
    Preview,
    /// The import preview, the table empty: add the games, or nothing.
    PreviewNew,
    /// The preview of a tournament report file: open it in Field mode, or nothing.
    ReportPreview,
    /// An event's line being typed (Tournament mode's `E`).
    EventLine,
    /// A Field mode player's games to a Tournament table that has games: a new event of the
    /// period, instead of the table's, or nothing.
    Take,
    /// A file is being read.
    Busy,
    /// A FIDE rating list is being put into the lists kept: Esc stops it.
    ListImport,
    /// A player's rating history (a chart).
    History,
    /// The FIDE list's look-up, over a field or cell being typed in: what is typed goes on
    /// into it, ↑ ↓ choose a player, Enter fills from them.
    Lookup,
}

impl Context {
    /// The contexts whose keys also apply here, after its own.
    pub fn shares(self) -> &'static [Context] {
        match self {
            Result => &[Choice, Scores],
            Table => &[Scores, Rows],
            Players => &[Rows],
            _ => &[],
        }
    }

    /// Where the keyboard is when `field` has the focus and nothing is being typed.
    pub fn of_field(field: Entry) -> Context {
        match field {
            Entry::Result => Context::Result,
            Entry::Rows => Context::Table,
            Entry::Players => Context::Players,
            Entry::FidePlayer | Entry::Federation => Context::Words,
            field if field.is_text() => Context::Text,
            _ => Context::Choice,
        }
    }

    /// Whether a popup has the keyboard (the help aside): its component takes every action.
    pub fn is_popup(self) -> bool {
        matches!(
            self,
            Prompt
                | Question
                | Sessions
                | Preview
                | PreviewNew
                | ReportPreview
                | Take
                | History
                | Busy
                | ListImport
        )
    }

    /// Whether what is typed here is text (a form field, a cell or a popup being typed in).
    pub fn is_typing(self) -> bool {
        matches!(self, Typing | CellEditor | Prompt | EventLine | Lookup)
    }
}

pub struct Binding {
    pub code: KeyCode,
    pub modifiers: KeyModifiers,
    pub context: Context,
    pub action: Action,
    /// How the key is shown; bindings that share a `keys` text are shown once.
    pub keys: &'static str,
    /// What it does: its message id in the catalogues (`locales/*/elocalc.ftl`, `key-…`).
    pub help_id: &'static str,
    /// Where the footer puts it: lower first ([`FIRST`] … [`LAST`]); [`HELP_ONLY`] is left to
    /// the help. See [`footer_entries`].
    pub rank: u8,
    /// The languages it is bound in.
    pub speaks: Speaks,
}

/// The languages a binding is for: most keys are the same in every language, but a letter that
/// stands for a word is the language's. In Portuguese `d` is *derrota*, a loss — never a draw,
/// which it is in English — and `y` is *sim*'s `s`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speaks {
    All,
    Only(Lang),
    Except(Lang),
}

impl Speaks {
    pub fn includes(self, lang: Lang) -> bool {
        match self {
            Speaks::All => true,
            Speaks::Only(only) => lang == only,
            Speaks::Except(except) => lang != except,
        }
    }
}

/// The key table's bindings in the current language.
pub fn bindings() -> impl Iterator<Item = &'static Binding> + Clone {
    let lang = crate::i18n::current();
    BINDINGS.iter().filter(move |b| b.speaks.includes(lang))
}

/// Footer ranks: the keys a person needs first in a place, the usual ones, and the rest.
pub const FIRST: u8 = 10;
pub const USUAL: u8 = 50;
pub const LAST: u8 = 90;
/// Listed in the help, never in the footer.
pub const HELP_ONLY: u8 = u8::MAX;

impl Binding {
    /// What it does, in the current language.
    pub fn help(&self) -> String {
        crate::i18n::tr(self.help_id)
    }

    /// The same binding at footer rank `rank`.
    const fn rank(self, rank: u8) -> Binding {
        Binding { rank, ..self }
    }

    /// The same binding in `lang` only.
    const fn only(self, lang: Lang) -> Binding {
        Binding {
            speaks: Speaks::Only(lang),
            ..self
        }
    }

    /// The same binding in every language but `lang`.
    const fn except(self, lang: Lang) -> Binding {
        Binding {
            speaks: Speaks::Except(lang),
            ..self
        }
    }
}

const fn bind(
    code: KeyCode,
    modifiers: KeyModifiers,
    context: Context,
    action: Action,
    keys: &'static str,
    help_id: &'static str,
) -> Binding {
    Binding {
        code,
        modifiers,
        context,
        action,
        keys,
        help_id,
        rank: USUAL,
        speaks: Speaks::All,
    }
}

const NONE: KeyModifiers = KeyModifiers::NONE;
const CTRL: KeyModifiers = KeyModifiers::CONTROL;
const SHIFT: KeyModifiers = KeyModifiers::SHIFT;

use crate::i18n::Lang;
use crate::rating::Score;
use Action::*;
use Context::*;
use KeyCode::{
    BackTab, Char, Delete, Down, End, Enter, Esc, F, Home, Insert, Left, Right, Tab, Up,
};

/// The key table. Within a context the first match wins; `Anywhere` bindings apply in every
/// context but the popups, the help and the cell editor, after the context's own (while typing
/// in a form field, only those that are no character).
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    bind(Char('c'), CTRL, Anywhere, Quit, QUIT_KEYS, "key-quit").rank(FIRST),
    bind(Char('q'), CTRL, Anywhere, Quit, QUIT_KEYS, "key-quit").rank(FIRST),
    bind(Char('q'), NONE, Anywhere, QuitAsked, "q q", "key-quit-not-typing").rank(HELP_ONLY),
    bind(Char('z'), CTRL, Anywhere, Suspend, "^Z", "key-suspend").rank(HELP_ONLY),
    bind(F(1), NONE, Anywhere, ToggleHelp, HELP_KEYS, "key-help").rank(FIRST),
    bind(Char('?'), NONE, Anywhere, ToggleHelp, HELP_KEYS, "key-help").rank(FIRST),
    bind(Char('a'), NONE, Anywhere, AddRow, "a", "key-add-game").rank(FIRST),
    bind(Insert, NONE, Anywhere, InsertRow, "Ins", "key-insert-game").rank(HELP_ONLY),
    bind(Char('u'), NONE, Anywhere, Undo, "u", "key-undo").rank(FIRST),
    bind(Char('r'), CTRL, Anywhere, Redo, "^R U", "key-redo"),
    bind(Char('U'), NONE, Anywhere, Redo, "^R U", "key-redo"),
    bind(Tab, NONE, Anywhere, NextField, "Tab ⇧Tab", "key-next-field"),
    bind(BackTab, SHIFT, Anywhere, PreviousField, "Tab ⇧Tab", "key-next-field"),
    bind(BackTab, NONE, Anywhere, PreviousField, "Tab ⇧Tab", "key-next-field"),
    bind(Char('m'), NONE, Anywhere, NextMode, "m M", "key-next-mode"),
    bind(Char('M'), NONE, Anywhere, PreviousMode, "m M", "key-next-mode"),
    bind(F(2), NONE, Anywhere, SwitchMode(Mode::Game), MODE_KEYS, "key-modes").rank(LAST),
    bind(F(3), NONE, Anywhere, SwitchMode(Mode::Tournament), MODE_KEYS, "key-modes").rank(LAST),
    bind(F(4), NONE, Anywhere, SwitchMode(Mode::Multi), MODE_KEYS, "key-modes").rank(LAST),
    bind(F(5), NONE, Anywhere, SwitchMode(Mode::Norm), MODE_KEYS, "key-modes").rank(LAST),
    bind(F(6), NONE, Anywhere, SwitchMode(Mode::Field), MODE_KEYS, "key-modes").rank(LAST),
    bind(Esc, NONE, Anywhere, Back, "Esc", "key-leave-field").rank(HELP_ONLY),
    bind(Char('s'), CTRL, Anywhere, SaveAs, "^S ^O", "key-save-open"),
    bind(Char('o'), CTRL, Anywhere, OpenSessions, "^S ^O", "key-save-open"),
    bind(Char('n'), CTRL, Anywhere, NewSession, "^N", "key-new-session"),
    bind(Char('z'), NONE, Anywhere, Zoom, "z", "key-zoom"),
    bind(Char('i'), NONE, Anywhere, Import, "i o F7 F8", "key-import-export"),
    bind(F(7), NONE, Anywhere, Import, "i o F7 F8", "key-import-export"),
    bind(Char('o'), NONE, Anywhere, Export, "i o F7 F8", "key-import-export"),
    bind(F(8), NONE, Anywhere, Export, "i o F7 F8", "key-import-export"),
    bind(Char('t'), CTRL, Anywhere, ToggleMouse, "^T F9", "key-mouse").rank(LAST),
    bind(F(9), NONE, Anywhere, ToggleMouse, "^T F9", "key-mouse").rank(LAST),
    bind(Char('L'), NONE, Anywhere, SwitchLanguage, "L", "key-language").rank(HELP_ONLY),
    bind(Down, NONE, Anywhere, NextField, "↑ ↓", "key-next-field").rank(LAST),
    bind(Up, NONE, Anywhere, PreviousField, "↑ ↓", "key-next-field").rank(LAST),
    // A text field, not being typed in: a digit, '-' or '.' starts typing a new value.
    bind(Enter, NONE, Text, EditCell, "Enter e", "key-edit-value").rank(FIRST),
    bind(Char('e'), NONE, Text, EditCell, "Enter e", "key-edit-value").rank(FIRST),
    // A text field being typed in: every character is text.
    bind(Enter, NONE, Typing, Commit, "Enter", "key-keep-value").rank(FIRST),
    bind(Tab, NONE, Typing, NextField, "Tab ⇧Tab", "key-keep-next-field").rank(FIRST),
    bind(BackTab, SHIFT, Typing, PreviousField, "Tab ⇧Tab", "key-keep-next-field").rank(FIRST),
    bind(BackTab, NONE, Typing, PreviousField, "Tab ⇧Tab", "key-keep-next-field").rank(FIRST),
    bind(Esc, NONE, Typing, Back, "Esc", "key-cancel-value").rank(FIRST),
    // Choice fields: a letter or digit picks the choice it starts (the key below is only shown).
    bind(KeyCode::Null, NONE, Choice, Pick(' '), "a–z 0–9", "key-pick-choice").rank(FIRST),
    bind(Right, NONE, Choice, NextChoice, "← → Space", "key-change-choice").rank(FIRST),
    bind(Char(' '), NONE, Choice, NextChoice, "← → Space", "key-change-choice").rank(FIRST),
    bind(Left, NONE, Choice, PreviousChoice, "← → Space", "key-change-choice").rank(FIRST),
    // Enter on a choice keeps it and goes on, as a web form's Enter leaves a list box.
    bind(Enter, NONE, Choice, NextField, "Enter", "key-choice-next"),
    // The tournament table: a cursor on one cell.
    bind(Enter, NONE, Table, EditCell, "Enter e", "key-edit-opponent").rank(FIRST).except(Lang::Pt),
    bind(Char('e'), NONE, Table, EditCell, "Enter e", "key-edit-opponent").rank(FIRST).except(Lang::Pt),
    // In Portuguese `e` is empate, on the Score column as in a cell: Enter alone edits.
    bind(Enter, NONE, Table, EditCell, "Enter", "key-edit-opponent").rank(FIRST).only(Lang::Pt),
    bind(Char('x'), NONE, Table, DeleteGame, "x Del", "key-delete-game"),
    bind(Delete, NONE, Table, DeleteGame, "x Del", "key-delete-game"),
    bind(Char('X'), NONE, Table, ClearGames, "X", "key-clear-games"),
    bind(Left, NONE, Table, PreviousColumn, "← →", "key-next-column"),
    bind(Right, NONE, Table, NextColumn, "← →", "key-next-column"),
    // The rating period's events (Tournament mode).
    bind(Char('n'), NONE, Table, NewEvent, "n", "key-new-event"),
    bind(Char('E'), NONE, Table, EditEvent, "E", "key-edit-event"),
    bind(Char('['), NONE, Table, GameToPreviousEvent, "[ ]", "key-game-to-event"),
    bind(Char(']'), NONE, Table, GameToNextEvent, "[ ]", "key-game-to-event"),
    // Scores, as the command line writes them: in the result field and the Score column.
    bind(Char('w'), NONE, Scores, SetScore(Score::Win), SCORE_KEYS, "key-scores").rank(FIRST).except(Lang::Pt),
    bind(Char('1'), NONE, Scores, SetScore(Score::Win), SCORE_KEYS, "key-scores").rank(FIRST).except(Lang::Pt),
    bind(Char('d'), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS, "key-scores").rank(FIRST).except(Lang::Pt),
    bind(Char('='), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS, "key-scores").rank(FIRST).except(Lang::Pt),
    bind(Char('½'), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS, "key-scores").rank(FIRST).except(Lang::Pt),
    bind(Char('l'), NONE, Scores, SetScore(Score::Loss), SCORE_KEYS, "key-scores").rank(FIRST).except(Lang::Pt),
    bind(Char('0'), NONE, Scores, SetScore(Score::Loss), SCORE_KEYS, "key-scores").rank(FIRST).except(Lang::Pt),
    // 0,5 or 0.5 typed on a score: the 0 is a loss, then the comma (or point) and 5 a draw.
    bind(Char(','), NONE, Scores, SetScore(Score::Draw), HALF_KEYS, "key-score-half").rank(HELP_ONLY),
    bind(Char('.'), NONE, Scores, SetScore(Score::Draw), HALF_KEYS, "key-score-half").rank(HELP_ONLY),
    bind(Char('5'), NONE, Scores, SetScore(Score::Draw), HALF_KEYS, "key-score-half").rank(HELP_ONLY),
    // In Portuguese: vitória, empate, derrota — d is a loss there (report::words::score_letters).
    bind(Char('v'), NONE, Scores, SetScore(Score::Win), SCORE_KEYS_PT, "key-scores").rank(FIRST).only(Lang::Pt),
    bind(Char('1'), NONE, Scores, SetScore(Score::Win), SCORE_KEYS_PT, "key-scores").rank(FIRST).only(Lang::Pt),
    bind(Char('e'), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS_PT, "key-scores").rank(FIRST).only(Lang::Pt),
    bind(Char('='), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS_PT, "key-scores").rank(FIRST).only(Lang::Pt),
    bind(Char('½'), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS_PT, "key-scores").rank(FIRST).only(Lang::Pt),
    bind(Char('d'), NONE, Scores, SetScore(Score::Loss), SCORE_KEYS_PT, "key-scores").rank(FIRST).only(Lang::Pt),
    bind(Char('0'), NONE, Scores, SetScore(Score::Loss), SCORE_KEYS_PT, "key-scores").rank(FIRST).only(Lang::Pt),
    // The games table on a column of words: every character but ? types (the key below is
    // only shown); the other keys move as on the table.
    bind(KeyCode::Null, NONE, WordCell, EditCell, "a–z", "key-type-cell").rank(FIRST),
    bind(Enter, NONE, WordCell, EditCell, "Enter", "key-edit-name").rank(FIRST),
    bind(Up, NONE, WordCell, RowUp, "↑ ↓", "key-select-row"),
    bind(Down, NONE, WordCell, RowDown, "↑ ↓", "key-select-row"),
    bind(Left, NONE, WordCell, PreviousColumn, "← →", "key-next-column"),
    bind(Right, NONE, WordCell, NextColumn, "← →", "key-next-column"),
    bind(Delete, NONE, WordCell, DeleteGame, "Del", "key-delete-game"),
    bind(KeyCode::PageUp, NONE, WordCell, PageUp, "PgUp PgDn", "key-page").rank(LAST),
    bind(KeyCode::PageDown, NONE, WordCell, PageDown, "PgUp PgDn", "key-page").rank(LAST),
    bind(Home, NONE, WordCell, FirstRow, "Home End", "key-first-last-row").rank(LAST),
    bind(End, NONE, WordCell, LastRow, "Home End", "key-first-last-row").rank(LAST),
    bind(Esc, NONE, WordCell, Back, "Esc", "key-leave-field-commands"),
    bind(F(10), NONE, WordCell, RatingHistory, "F10", "key-history-opponent").rank(LAST),
    // Field mode's players.
    bind(Enter, NONE, Players, EditCell, "Enter e", "key-edit-player-k").rank(FIRST),
    bind(Char('e'), NONE, Players, EditCell, "Enter e", "key-edit-player-k").rank(FIRST),
    bind(Char('x'), NONE, Players, ResetPlayerK, "x Del", "key-reset-player-k"),
    bind(Delete, NONE, Players, ResetPlayerK, "x Del", "key-reset-player-k"),
    bind(Char('s'), NONE, Players, Sort, "s", "key-sort"),
    bind(Char('S'), NONE, Players, ReverseSort, "S", "key-reverse-sort"),
    bind(Char('['), NONE, Players, RoundsUp, "[ ]", "key-rounds-scroll"),
    bind(Char(']'), NONE, Players, RoundsDown, "[ ]", "key-rounds-scroll"),
    bind(Char('t'), NONE, Players, TakePlayer, "t", "key-take-player").rank(FIRST),
    bind(Char('h'), NONE, Players, RatingHistory, "h", "key-history-player"),
    bind(Char('h'), NONE, Table, RatingHistory, "h", "key-history-opponent"),
    bind(Char('h'), NONE, Text, RatingHistory, "h", "key-history-text").rank(HELP_ONLY),
    bind(Char('h'), NONE, Choice, RatingHistory, "h", "key-history-choice").rank(HELP_ONLY),
    // A field of words (a name, a federation): every character but ? types (the key below is
    // only shown).
    bind(KeyCode::Null, NONE, Words, EditCell, "a–z 0–9", "key-type-words").rank(FIRST),
    bind(Enter, NONE, Words, EditCell, "Enter", "key-edit-name").rank(FIRST),
    bind(Esc, NONE, Words, Back, "Esc", "key-leave-field-commands"),
    // h is a letter of a name there: the history has a key of its own.
    bind(F(10), NONE, Words, RatingHistory, "F10", "key-history-text").rank(LAST),
    // Moving in a table: the games and the players alike.
    bind(Up, NONE, Rows, RowUp, "↑ ↓ k j", "key-select-row"),
    bind(Down, NONE, Rows, RowDown, "↑ ↓ k j", "key-select-row"),
    bind(Char('k'), NONE, Rows, RowUp, "↑ ↓ k j", "key-select-row"),
    bind(Char('j'), NONE, Rows, RowDown, "↑ ↓ k j", "key-select-row"),
    bind(KeyCode::PageUp, NONE, Rows, PageUp, "PgUp PgDn", "key-page").rank(LAST),
    bind(KeyCode::PageDown, NONE, Rows, PageDown, "PgUp PgDn", "key-page").rank(LAST),
    bind(Home, NONE, Rows, FirstRow, "Home End g G", "key-first-last-row").rank(LAST),
    bind(End, NONE, Rows, LastRow, "Home End g G", "key-first-last-row").rank(LAST),
    bind(Char('g'), NONE, Rows, FirstRow, "Home End g G", "key-first-last-row").rank(LAST),
    bind(Char('G'), NONE, Rows, LastRow, "Home End g G", "key-first-last-row").rank(LAST),
    // A cell being edited: one editor, adding and editing alike.
    // Enter keeps a game's cell and stops there, as a web form's Enter; a new game's goes
    // on to its next cell, as Tab does everywhere.
    bind(Enter, NONE, CellEditor, Commit, "Enter", "key-keep-cell").rank(FIRST),
    bind(Esc, NONE, CellEditor, Back, "Esc", "key-cancel-cell").rank(FIRST),
    bind(Tab, NONE, CellEditor, NextCell, "Tab", "key-next-cell").rank(FIRST),
    bind(BackTab, SHIFT, CellEditor, PreviousCell, "⇧Tab", "key-previous-cell"),
    bind(BackTab, NONE, CellEditor, PreviousCell, "⇧Tab", "key-previous-cell"),
    // An event's line being typed: the games list's syntax.
    bind(Enter, NONE, EventLine, Commit, "Enter", "key-keep-event-line").rank(FIRST),
    bind(Esc, NONE, EventLine, Back, "Esc", "key-cancel-event-line").rank(FIRST),
    // The FIDE list's look-up as you type (a name or FIDE ID in the FIDE ID or name field, or
    // as an opponent).
    bind(Enter, NONE, Lookup, Commit, "Enter", "key-lookup-fill").rank(FIRST),
    bind(Up, NONE, Lookup, RowUp, "↑ ↓", "key-lookup-choose").rank(FIRST),
    bind(Down, NONE, Lookup, RowDown, "↑ ↓", "key-lookup-choose").rank(FIRST),
    bind(KeyCode::PageUp, NONE, Lookup, PageUp, "PgUp PgDn", "key-lookup-page"),
    bind(KeyCode::PageDown, NONE, Lookup, PageDown, "PgUp PgDn", "key-lookup-page"),
    bind(Esc, NONE, Lookup, Back, "Esc", "key-lookup-close").rank(FIRST),
    bind(Esc, NONE, ListImport, Back, "Esc", "key-stop-list-import").rank(FIRST),
    bind(Tab, NONE, Lookup, NextCell, "Tab ⇧Tab", "key-lookup-move-on"),
    bind(BackTab, SHIFT, Lookup, PreviousCell, "Tab ⇧Tab", "key-lookup-move-on"),
    bind(BackTab, NONE, Lookup, PreviousCell, "Tab ⇧Tab", "key-lookup-move-on"),
    // The saved sessions (Ctrl-O).
    bind(Enter, NONE, Sessions, Commit, "Enter", "key-open-session").rank(FIRST),
    bind(Up, NONE, Sessions, RowUp, "↑ ↓ k j", "key-select-session"),
    bind(Down, NONE, Sessions, RowDown, "↑ ↓ k j", "key-select-session"),
    bind(Char('k'), NONE, Sessions, RowUp, "↑ ↓ k j", "key-select-session"),
    bind(Char('j'), NONE, Sessions, RowDown, "↑ ↓ k j", "key-select-session"),
    bind(Char('r'), NONE, Sessions, Rename, "r", "key-rename-session"),
    bind(Delete, NONE, Sessions, DeleteSession, "x Del", "key-delete-session"),
    bind(Char('x'), NONE, Sessions, DeleteSession, "x Del", "key-delete-session"),
    bind(Esc, NONE, Sessions, Back, "Esc", "key-close-sessions").rank(FIRST),
    // A name or path being typed (save as, rename, import, export).
    bind(Enter, NONE, Prompt, Commit, "Enter", "key-go-on").rank(FIRST),
    bind(Tab, NONE, Prompt, NextField, "Tab", "key-complete"),
    bind(Up, NONE, Prompt, RowUp, "↑ ↓", "key-close-name"),
    bind(Down, NONE, Prompt, RowDown, "↑ ↓", "key-close-name"),
    bind(Esc, NONE, Prompt, Back, "Esc", "key-cancel").rank(FIRST),
    // A yes / no question.
    bind(Char('y'), NONE, Question, Confirm, "y", "key-yes").rank(FIRST).except(Lang::Pt),
    bind(Char('s'), NONE, Question, Confirm, "s", "key-yes").rank(FIRST).only(Lang::Pt),
    bind(Char('y'), NONE, Question, Confirm, "s", "key-yes").rank(FIRST).only(Lang::Pt),
    bind(Char('n'), NONE, Question, Back, "n Esc", "key-no").rank(FIRST),
    bind(Esc, NONE, Question, Back, "n Esc", "key-no").rank(FIRST),
    // The import preview: never a change the person has not chosen.
    bind(Enter, NONE, Preview, Commit, "Enter", "key-add-games").rank(FIRST),
    bind(Char('a'), NONE, Preview, Commit, "Enter", "key-add-games").rank(FIRST),
    bind(Char('r'), NONE, Preview, ReplaceGames, "r", "key-replace-games").rank(FIRST),
    bind(Char('f'), NONE, Preview, ToggleSuggestions, "f", "key-file-suggestions"),
    bind(Char(' '), NONE, Preview, ToggleSuggestions, "f", "key-file-suggestions"),
    bind(Esc, NONE, Preview, Back, "Esc", "key-cancel-import").rank(FIRST),
    bind(Enter, NONE, PreviewNew, Commit, "Enter", "key-add-games").rank(FIRST),
    bind(Char('a'), NONE, PreviewNew, Commit, "Enter", "key-add-games").rank(FIRST),
    bind(Char('f'), NONE, PreviewNew, ToggleSuggestions, "f", "key-file-suggestions"),
    bind(Char(' '), NONE, PreviewNew, ToggleSuggestions, "f", "key-file-suggestions"),
    bind(Esc, NONE, PreviewNew, Back, "Esc", "key-cancel-import").rank(FIRST),
    // A player's games to a Tournament table with games.
    bind(Enter, NONE, Take, Commit, "Enter a", "key-take-new-event").rank(FIRST),
    bind(Char('a'), NONE, Take, Commit, "Enter a", "key-take-new-event").rank(FIRST),
    bind(Char('r'), NONE, Take, ReplaceGames, "r", "key-take-replace").rank(FIRST),
    bind(Esc, NONE, Take, Back, "Esc", "key-cancel-take").rank(FIRST),
    // A tournament report's preview.
    bind(Enter, NONE, ReportPreview, Commit, "Enter", "key-open-report").rank(FIRST),
    bind(Esc, NONE, ReportPreview, Back, "Esc", "key-cancel-report").rank(FIRST),
    // A player's rating history.
    bind(Esc, NONE, History, Back, "Esc h", "key-close-chart").rank(FIRST),
    bind(Char('h'), NONE, History, Back, "Esc h", "key-close-chart").rank(FIRST),
    // The help overlay.
    bind(Esc, NONE, Help, ToggleHelp, "Esc ? F1", "key-close-help"),
    bind(Up, NONE, Help, RowUp, SCROLL_KEYS, "key-scroll"),
    bind(Down, NONE, Help, RowDown, SCROLL_KEYS, "key-scroll"),
    bind(KeyCode::PageUp, NONE, Help, PageUp, SCROLL_KEYS, "key-scroll"),
    bind(KeyCode::PageDown, NONE, Help, PageDown, SCROLL_KEYS, "key-scroll"),
    bind(Char('?'), NONE, Help, ToggleHelp, "Esc ? F1", "key-close-help"),
    bind(F(1), NONE, Help, ToggleHelp, "Esc ? F1", "key-close-help"),
    bind(Char('q'), NONE, Help, ToggleHelp, "Esc ? F1", "key-close-help"),
];

fn matches(binding: &Binding, key: &KeyEvent) -> bool {
    // Shift is part of the character itself ('?', '='), so it is ignored for characters.
    let modifiers = match key.code {
        Char(_) => key.modifiers - KeyModifiers::SHIFT,
        _ => key.modifiers,
    };
    binding.code == key.code && binding.modifiers == modifiers
}

/// How the keys that scroll the help are shown.
pub const SCROLL_KEYS: &str = "↑ ↓";

/// How the score letters are shown.
const SCORE_KEYS: &str = "w d l 1 = 0";
/// A draw typed as a number.
const HALF_KEYS: &str = "0,5 0.5";
/// The score keys in Portuguese: v(itória) e(mpate) d(errota), then the numbers.
const SCORE_KEYS_PT: &str = "v e d 1 = 0";
/// The mode keys, one a tab.
const MODE_KEYS: &str = "F2 … F6";
/// How the help keys are shown.
const HELP_KEYS: &str = "? F1";

/// How the keys that always quit are shown.
pub const QUIT_KEYS: &str = "^C ^Q";

/// Undo and redo's letters: never a choice's, since every change's message offers `u`.
pub const UNDO_LETTERS: [char; 2] = ['u', 'U'];

/// The command a plain character is where no field takes it (on a choice that no choice
/// starts with it).
pub fn command(c: char) -> Option<Action> {
    bound(Anywhere, &KeyEvent::new(Char(c), NONE))
}

/// The action `key` is bound to in `context` itself (the first binding that matches).
fn bound(context: Context, key: &KeyEvent) -> Option<Action> {
    bindings()
        .filter(|b| b.context == context)
        .find(|binding| matches(binding, key))
        .map(|binding| binding.action)
}

/// What a key means in `context`. Ctrl-C and Ctrl-Q quit from everywhere. Where text is being
/// typed ([`Context::is_typing`]) every character is text; elsewhere characters are commands,
/// but a digit, `-` or `.` on a text field or the games table starts typing a value (the app
/// opens the editor with it). Any other key is looked up as a command.
pub fn action(context: Context, key: &KeyEvent) -> Option<Action> {
    let quits = bindings().any(|b| b.keys == QUIT_KEYS && matches(b, key));
    if quits {
        return Some(Quit);
    }
    let lookup = |context: Context| bound(context, key);
    let starts_value = |c: char| c.is_ascii_digit() || matches!(c, '-' | '.' | '+');
    // A field of words takes any character: a character typed there is its first.
    if let (Words | WordCell, Char(c)) = (context, key.code)
        && c != '?'
        && !c.is_control()
        && (key.modifiers - KeyModifiers::SHIFT).is_empty()
    {
        return Some(Edit(InputRequest::InsertChar(c)));
    }
    // A text field's editing keys start typing in it, as in a web form's field: Backspace
    // takes the last character, ← → Home End move in the value.
    if matches!(context, Text | Words)
        && matches!(
            key.code,
            KeyCode::Backspace
                | KeyCode::Delete
                | KeyCode::Left
                | KeyCode::Right
                | KeyCode::Home
                | KeyCode::End
        )
        && key.modifiers.is_empty()
        && let Some(request) = to_input_request(&Event::Key(*key))
    {
        return Some(Edit(request));
    }
    if let (Text | Table | Players, Char(c)) = (context, key.code)
        && starts_value(c)
        && (key.modifiers - KeyModifiers::SHIFT).is_empty()
    {
        return Some(Edit(InputRequest::InsertChar(c)));
    }
    let own = std::iter::once(context).chain(context.shares().iter().copied());
    if let Some(action) = own.clone().find_map(lookup) {
        return Some(action);
    }
    // A choice takes the first letter or digit of one of its choices, before any command —
    // but u and U, which every change's message offers to undo and redo it.
    if let (Choice | Result, Char(c)) = (context, key.code)
        && c.is_alphanumeric()
        && !UNDO_LETTERS.contains(&c)
        && (key.modifiers - KeyModifiers::SHIFT).is_empty()
    {
        return Some(Pick(c));
    }
    if context.is_typing() {
        match to_input_request(&Event::Key(*key)) {
            Some(InputRequest::InsertChar(c)) if c.is_control() => {}
            Some(request) => return Some(Edit(request)),
            None => {}
        }
    }
    // The help opens from everywhere, as the footer says: F1 always, ? where it is no text.
    let help = key.code == F(1)
        || (key.code == Char('?') && !context.is_typing() && !matches!(context, Words | WordCell));
    match context {
        _ if own_keys_only(context) => help.then_some(ToggleHelp),
        // While typing in a form field, characters are text: only other keys are commands.
        Typing if matches!(key.code, Char(_)) && !key.modifiers.contains(CTRL) => None,
        _ => lookup(Anywhere),
    }
}

/// How a key is shown in the help: key names, as they are in every language, or words (a
/// message id) for what stands in for keys ("a name", "text ← →").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    Keys(&'static str),
    Words(&'static str),
}

impl Shown {
    /// As the help writes it, in the current language.
    pub fn text(self) -> std::borrow::Cow<'static, str> {
        match self {
            Shown::Keys(keys) => keys.into(),
            Shown::Words(id) => crate::i18n::tr(id).into(),
        }
    }
}

/// Keys of the text fields themselves (tui-input's), listed in the help: how they are shown
/// and the message id of what they do.
pub const EDITING_KEYS: &[(Shown, &str)] = &[
    (Shown::Words("keys-text"), "key-type-text"),
    (Shown::Keys("Bksp Del ^U"), "key-delete-text"),
    // What is typed, the same in every language (the rating fields read it).
    (Shown::Keys("unrated"), "key-unrated"),
    (Shown::Keys("?"), "key-score-to-play"),
    (Shown::Words("keys-a-name"), "key-a-name"),
];

/// The bindings that apply in `contexts` (and those they share), each `keys` text once, for the
/// footer and the help.
pub fn bindings_for(contexts: &[Context]) -> Vec<&'static Binding> {
    let mut seen: Vec<&'static Binding> = Vec::new();
    let all = contexts
        .iter()
        .flat_map(|&context| std::iter::once(context).chain(context.shares().iter().copied()));
    for context in all {
        let own = bindings().filter(|b| b.context == context);
        for binding in own {
            if !seen.iter().any(|b| b.keys == binding.keys) {
                seen.push(binding);
            }
        }
    }
    seen
}

/// The footer's entries where the keyboard is (`context`), most important first: quit and help,
/// then the place's own keys by rank, then the keys that work anywhere. Each `keys` text once;
/// [`HELP_ONLY`] bindings are left out. The footer shows as many as fit, in this order, and
/// ends in "? more" when some are left out.
pub fn footer_entries(context: Context, taken: &[char]) -> Vec<&'static Binding> {
    let own = bindings_for(&[context]);
    // The characters that are no command here: every one while typing (and on a field of
    // words), where characters are text; a choice's letters (`taken`), which pick a choice.
    let takes = |c: char| {
        matches!(context, Typing | Words | WordCell)
            || taken.iter().any(|t| c.to_lowercase().eq(t.to_lowercase()))
    };
    let anywhere = match context {
        _ if own_keys_only(context) => Vec::new(),
        // An entry whose keys include a character taken here is left out.
        _ => bindings_for(&[Anywhere])
            .into_iter()
            .filter(|b| {
                bindings()
                    .filter(|other| other.context == Anywhere && other.keys == b.keys)
                    .all(|other| {
                        !matches!(other.code, Char(c) if !other.modifiers.contains(CTRL) && takes(c))
                    })
            })
            .collect(),
    };
    let always = bindings()
        .filter(|b| b.keys == QUIT_KEYS || (b.action == ToggleHelp && b.context == Anywhere));
    let mut entries: Vec<&'static Binding> = Vec::new();
    let mut add = |binding: &'static Binding| {
        if binding.rank != HELP_ONLY && !entries.iter().any(|b| b.keys == binding.keys) {
            entries.push(binding);
        }
    };
    always.for_each(&mut add);
    let mut rest: Vec<&'static Binding> = own.into_iter().chain(anywhere).collect();
    // Stable: within a rank, the table's order (the place's own keys before the others).
    rest.sort_by_key(|b| b.rank);
    rest.into_iter().for_each(add);
    entries
}

/// Where only the place's own keys apply (a popup, the help, a cell being edited).
fn own_keys_only(context: Context) -> bool {
    context.is_popup() || matches!(context, Help | CellEditor | EventLine | Lookup)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_footer_starts_with_quit_and_help_then_the_places_first_keys() {
        let entries = footer_entries(Table, &[]);
        assert_eq!(entries[0].keys, QUIT_KEYS);
        assert_eq!(entries[1].action, ToggleHelp);
        // The table's first keys come before anything of rank USUAL.
        let first = 2 + entries[2..].iter().position(|b| b.rank == USUAL).unwrap();
        assert!(entries[2..first].iter().all(|b| b.rank == FIRST));
        assert!(entries[2..first].iter().any(|b| b.action == AddRow));
        // Never a help-only key, and each key text once.
        assert!(entries.iter().all(|b| b.rank != HELP_ONLY));
        for (index, binding) in entries.iter().enumerate() {
            assert!(!entries[..index].iter().any(|b| b.keys == binding.keys));
        }
        // Where characters are text, no entry offers one as a command (u, q, ^R U, i o …).
        for context in [Typing, Words] {
            for entry in footer_entries(context, &[]) {
                let character = BINDINGS.iter().any(|b| {
                    b.keys == entry.keys
                        && b.context == Anywhere
                        && matches!(b.code, Char(c) if c != '?')
                        && !b.modifiers.contains(CTRL)
                });
                assert!(!character, "{context:?}: {}", entry.keys);
            }
            let keys: Vec<&str> = footer_entries(context, &[])
                .iter()
                .map(|b| b.keys)
                .collect();
            for key in ["u", "q", "h", "^R U", "m M", "i o F7 F8"] {
                assert!(!keys.contains(&key), "{context:?}: {keys:?}");
            }
            assert!(
                keys.contains(&"Tab ⇧Tab") && keys.contains(&QUIT_KEYS),
                "{keys:?}"
            );
        }
        // A popup shows its own keys, not the main screen's.
        assert!(
            footer_entries(Prompt, &[])
                .iter()
                .all(|b| b.context == Prompt || b.keys == QUIT_KEYS || b.action == ToggleHelp)
        );
    }

    /// The score keys are the letters a score cell takes and its messages list, in every
    /// language, with one meaning on the games table: no letter of them edits there too.
    #[test]
    fn the_score_keys_are_the_cells_letters() {
        for lang in Lang::ALL {
            let bound = |context: Context, c: char| {
                BINDINGS
                    .iter()
                    .filter(|b| b.speaks.includes(lang) && b.context == context)
                    .find(|b| b.code == Char(c) && b.modifiers == NONE)
                    .map(|b| b.action)
            };
            for (letter, score) in crate::report::words::score_letters(lang) {
                let key = letter.chars().next().unwrap();
                assert_eq!(bound(Scores, key), Some(SetScore(score)), "{lang} {letter}");
                assert_eq!(bound(Table, key), None, "{lang} {letter}");
            }
        }
    }
}
