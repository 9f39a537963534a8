//! Every key elocalc knows, in one table: the event loop maps keys to actions through it, and the
//! help overlay and the footer are written from it.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use tui_input::InputRequest;
use tui_input::backend::crossterm::to_input_request;

use crate::calc::{Field, Mode};

/// What the user asked for. Text editing inside a field is [`Action::Edit`]; the rest are
/// commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Quit,
    ToggleHelp,
    /// Esc: close the help or a cell editor, or leave the form field.
    Back,
    NextField,
    PreviousField,
    SwitchMode(Mode),
    NextMode,
    NextChoice,
    PreviousChoice,
    RowUp,
    RowDown,
    PageUp,
    PageDown,
    FirstRow,
    LastRow,
    AddRow,
    DeleteRow,
    Undo,
    EditCell,
    NextColumn,
    PreviousColumn,
    /// Field mode: order the players by the next column.
    Sort,
    /// Field mode: the players' order the other way round.
    ReverseSort,
    /// Field mode: the selected player's rounds scrolled up / down a row.
    RoundsUp,
    RoundsDown,
    /// Field mode: the selected player's games to Tournament mode.
    TakePlayer,
    /// Set the selected row's score without opening the editor.
    SetScore(crate::rating::Score),
    /// Enter in a cell editor or a popup: keep the value, open the session.
    Commit,
    /// Ctrl-S: save the session under a name.
    SaveAs,
    /// Ctrl-O: the list of saved sessions.
    OpenSessions,
    /// In the session list: rename the selected session.
    Rename,
    /// y: yes to a question.
    Confirm,
    /// F7: import games from a file.
    Import,
    /// In the import preview: add the games, keep your rating and pool.
    GamesOnly,
    /// F8: export the result to a file.
    Export,
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    Suspend,
    /// F9: take the mouse, or leave it to the terminal for selecting text.
    ToggleMouse,
    Edit(InputRequest),
}

/// Where the keyboard is, which decides what a key means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    /// Any field or the table; nothing open.
    Anywhere,
    /// A number field of the form.
    Number,
    /// A choice field (K, pool).
    Choice,
    /// The game's result: a choice, and the score letters.
    Result,
    /// The score letters, shared by the result field and the games table.
    Scores,
    /// The tournament table, no cell editor open.
    Table,
    /// A tournament cell being edited.
    Cell,
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
    /// The import preview: add the games or not.
    Preview,
    /// A file is being read.
    Busy,
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

    /// Where the keyboard is when `field` has the focus.
    pub fn of_field(field: Field) -> Context {
        match field {
            Field::Result => Context::Result,
            Field::Rows => Context::Table,
            Field::Players => Context::Players,
            field if field.is_text() => Context::Number,
            _ => Context::Choice,
        }
    }
}

pub struct Binding {
    pub code: KeyCode,
    pub modifiers: KeyModifiers,
    pub context: Context,
    pub action: Action,
    /// How the key is shown; bindings that share a `keys` text are shown once.
    pub keys: &'static str,
    pub help: &'static str,
    /// Where the footer puts it: lower first ([`FIRST`] … [`LAST`]); [`HELP_ONLY`] is left to
    /// the help. See [`footer_entries`].
    pub rank: u8,
}

/// Footer ranks: the keys a person needs first in a place, the usual ones, and the rest.
pub const FIRST: u8 = 10;
pub const USUAL: u8 = 50;
pub const LAST: u8 = 90;
/// Listed in the help, never in the footer.
pub const HELP_ONLY: u8 = u8::MAX;

impl Binding {
    /// The same binding at footer rank `rank`.
    const fn rank(self, rank: u8) -> Binding {
        Binding { rank, ..self }
    }
}

const fn bind(
    code: KeyCode,
    modifiers: KeyModifiers,
    context: Context,
    action: Action,
    keys: &'static str,
    help: &'static str,
) -> Binding {
    Binding {
        code,
        modifiers,
        context,
        action,
        keys,
        help,
        rank: USUAL,
    }
}

const NONE: KeyModifiers = KeyModifiers::NONE;
const CTRL: KeyModifiers = KeyModifiers::CONTROL;
const SHIFT: KeyModifiers = KeyModifiers::SHIFT;

use crate::rating::Score;
use Action::*;
use Context::*;
use KeyCode::{
    BackTab, Char, Delete, Down, End, Enter, Esc, F, Home, Insert, Left, Right, Tab, Up,
};

/// The key table. Within a context the first match wins; `Anywhere` bindings apply in every
/// context but the help overlay, after the context's own.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    bind(Char('c'), CTRL, Anywhere, Quit, QUIT_KEYS, "quit, saving"),
    bind(Char('q'), CTRL, Anywhere, Quit, QUIT_KEYS, "quit, saving"),
    bind(Char('q'), NONE, Anywhere, Quit, "q", "quit (not while typing)"),
    bind(Char('z'), CTRL, Anywhere, Suspend, "^Z", "suspend (fg comes back)").rank(HELP_ONLY),
    bind(F(9), NONE, Anywhere, ToggleMouse, "F9", "mouse on/off (to copy)").rank(LAST),
    bind(F(1), NONE, Anywhere, ToggleHelp, "F1 ?", "help"),
    bind(Char('?'), NONE, Anywhere, ToggleHelp, "F1 ?", "help"),
    bind(Tab, NONE, Anywhere, NextField, "Tab ⇧Tab", "next / previous field"),
    bind(BackTab, SHIFT, Anywhere, PreviousField, "Tab ⇧Tab", "next / previous field"),
    bind(BackTab, NONE, Anywhere, PreviousField, "Tab ⇧Tab", "next / previous field"),
    bind(F(2), NONE, Anywhere, SwitchMode(Mode::Game), MODE_KEYS, "the modes, as tabbed"),
    bind(F(3), NONE, Anywhere, SwitchMode(Mode::Tournament), MODE_KEYS, "the modes, as tabbed"),
    bind(F(4), NONE, Anywhere, SwitchMode(Mode::Multi), MODE_KEYS, "the modes, as tabbed"),
    bind(F(5), NONE, Anywhere, SwitchMode(Mode::Norm), MODE_KEYS, "the modes, as tabbed"),
    bind(F(6), NONE, Anywhere, SwitchMode(Mode::Field), MODE_KEYS, "the modes, as tabbed"),
    bind(Char('m'), NONE, Anywhere, NextMode, "m", "next mode"),
    bind(Esc, NONE, Anywhere, Back, "Esc", "leave the field"),
    bind(Char('s'), CTRL, Anywhere, SaveAs, "^S ^O", "save as / open a session"),
    bind(Char('o'), CTRL, Anywhere, OpenSessions, "^S ^O", "save as / open a session"),
    bind(F(7), NONE, Anywhere, Import, "F7 F8", "import games / export"),
    bind(F(8), NONE, Anywhere, Export, "F7 F8", "import games / export"),
    bind(Down, NONE, Anywhere, NextField, "↑ ↓", "next / previous field"),
    bind(Up, NONE, Anywhere, PreviousField, "↑ ↓", "next / previous field"),
    // Choice fields.
    bind(Right, NONE, Choice, NextChoice, "← → Space", "change the choice").rank(FIRST),
    bind(Char(' '), NONE, Choice, NextChoice, "← → Space", "change the choice").rank(FIRST),
    bind(Left, NONE, Choice, PreviousChoice, "← → Space", "change the choice").rank(FIRST),
    // The tournament table.
    bind(Char('a'), NONE, Table, AddRow, "a Ins", "add a game").rank(FIRST),
    bind(Insert, NONE, Table, AddRow, "a Ins", "add a game").rank(FIRST),
    bind(Enter, NONE, Table, EditCell, "Enter e", "edit the cell").rank(FIRST),
    bind(Char('e'), NONE, Table, EditCell, "Enter e", "edit the cell").rank(FIRST),
    bind(Char('x'), NONE, Table, DeleteRow, "x Del", "delete the game"),
    bind(Delete, NONE, Table, DeleteRow, "x Del", "delete the game"),
    bind(Char('u'), NONE, Table, Undo, "u", "undo the last delete"),
    // Scores, as the command line writes them: in the result field and the games table.
    bind(Char('w'), NONE, Scores, SetScore(Score::Win), SCORE_KEYS, "win / draw / loss, ½").rank(FIRST),
    bind(Char('1'), NONE, Scores, SetScore(Score::Win), SCORE_KEYS, "win / draw / loss, ½").rank(FIRST),
    bind(Char('d'), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS, "win / draw / loss, ½").rank(FIRST),
    bind(Char('='), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS, "win / draw / loss, ½").rank(FIRST),
    bind(Char('½'), NONE, Scores, SetScore(Score::Draw), SCORE_KEYS, "win / draw / loss, ½").rank(FIRST),
    bind(Char('l'), NONE, Scores, SetScore(Score::Loss), SCORE_KEYS, "win / draw / loss, ½").rank(FIRST),
    bind(Char('0'), NONE, Scores, SetScore(Score::Loss), SCORE_KEYS, "win / draw / loss, ½").rank(FIRST),
    // Field mode's players.
    bind(Enter, NONE, Players, EditCell, "Enter e", "type the player's K").rank(FIRST),
    bind(Char('e'), NONE, Players, EditCell, "Enter e", "type the player's K").rank(FIRST),
    bind(Char('x'), NONE, Players, DeleteRow, "x Del", "back to the file's K"),
    bind(Delete, NONE, Players, DeleteRow, "x Del", "back to the file's K"),
    bind(Char('s'), NONE, Players, Sort, "s", "sort by the next column"),
    bind(Char('S'), NONE, Players, ReverseSort, "S", "reverse the order"),
    bind(Char('['), NONE, Players, RoundsUp, "[ ]", "the rounds up / down"),
    bind(Char(']'), NONE, Players, RoundsDown, "[ ]", "the rounds up / down"),
    bind(Char('t'), NONE, Players, TakePlayer, "t", "their games to Tournament"),
    // Moving in a table: the games and the players alike.
    bind(Up, NONE, Rows, RowUp, "↑ ↓ k j", "select a row"),
    bind(Down, NONE, Rows, RowDown, "↑ ↓ k j", "select a row"),
    bind(Char('k'), NONE, Rows, RowUp, "↑ ↓ k j", "select a row"),
    bind(Char('j'), NONE, Rows, RowDown, "↑ ↓ k j", "select a row"),
    bind(KeyCode::PageUp, NONE, Rows, PageUp, "PgUp PgDn", "a page up / down").rank(LAST),
    bind(KeyCode::PageDown, NONE, Rows, PageDown, "PgUp PgDn", "a page up / down").rank(LAST),
    bind(Home, NONE, Rows, FirstRow, "Home End g G", "first / last row").rank(LAST),
    bind(End, NONE, Rows, LastRow, "Home End g G", "first / last row").rank(LAST),
    bind(Char('g'), NONE, Rows, FirstRow, "Home End g G", "first / last row").rank(LAST),
    bind(Char('G'), NONE, Rows, LastRow, "Home End g G", "first / last row").rank(LAST),
    bind(Left, NONE, Table, PreviousColumn, "← →", "the next column"),
    bind(Right, NONE, Table, NextColumn, "← →", "the next column"),
    // A cell being edited.
    bind(Enter, NONE, Cell, Commit, "Enter", "keep the value").rank(FIRST),
    bind(Tab, NONE, Cell, Commit, "Enter", "keep the value").rank(FIRST),
    bind(Esc, NONE, Cell, Back, "Esc", "cancel the edit"),
    // The saved sessions (Ctrl-O).
    bind(Enter, NONE, Sessions, Commit, "Enter", "open the session"),
    bind(Up, NONE, Sessions, RowUp, "↑ ↓ k j", "select a session"),
    bind(Down, NONE, Sessions, RowDown, "↑ ↓ k j", "select a session"),
    bind(Char('k'), NONE, Sessions, RowUp, "↑ ↓ k j", "select a session"),
    bind(Char('j'), NONE, Sessions, RowDown, "↑ ↓ k j", "select a session"),
    bind(Char('r'), NONE, Sessions, Rename, "r", "rename it"),
    bind(Delete, NONE, Sessions, DeleteRow, "x Del", "delete it (asks first)"),
    bind(Char('x'), NONE, Sessions, DeleteRow, "x Del", "delete it (asks first)"),
    bind(Esc, NONE, Sessions, Back, "Esc", "close the list"),
    // A name or path being typed (save as, rename, import, export).
    bind(Enter, NONE, Prompt, Commit, "Enter", "go on"),
    bind(Tab, NONE, Prompt, NextField, "Tab", "complete the path / the player"),
    bind(Up, NONE, Prompt, RowUp, "↑ ↓", "pick a close name"),
    bind(Down, NONE, Prompt, RowDown, "↑ ↓", "pick a close name"),
    bind(Esc, NONE, Prompt, Back, "Esc", "cancel"),
    // A yes / no question.
    bind(Char('y'), NONE, Question, Confirm, "y", "yes"),
    bind(Char('n'), NONE, Question, Back, "n Esc", "no"),
    bind(Esc, NONE, Question, Back, "n Esc", "no"),
    // The import preview.
    bind(Enter, NONE, Preview, Commit, "Enter", "add the games (and the file's rating, pool)"),
    bind(Char('g'), NONE, Preview, GamesOnly, "g", "add the games only"),
    bind(Esc, NONE, Preview, Back, "Esc", "add nothing"),
    // The help overlay.
    bind(Esc, NONE, Help, ToggleHelp, "Esc ? F1", "close the help"),
    bind(Up, NONE, Help, RowUp, SCROLL_KEYS, "scroll"),
    bind(Down, NONE, Help, RowDown, SCROLL_KEYS, "scroll"),
    bind(KeyCode::PageUp, NONE, Help, PageUp, SCROLL_KEYS, "scroll"),
    bind(KeyCode::PageDown, NONE, Help, PageDown, SCROLL_KEYS, "scroll"),
    bind(Char('?'), NONE, Help, ToggleHelp, "Esc ? F1", "close the help"),
    bind(F(1), NONE, Help, ToggleHelp, "Esc ? F1", "close the help"),
    bind(Char('q'), NONE, Help, ToggleHelp, "Esc ? F1", "close the help"),
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
/// The mode keys, one a tab.
const MODE_KEYS: &str = "F2 … F6";

/// How the keys that always quit are shown.
pub const QUIT_KEYS: &str = "^C ^Q";

/// What a key means in `context`. Ctrl-C and Ctrl-Q quit from everywhere; in a text field a
/// character it `accepts` is typed into it; any other key is looked up as a command.
pub fn action(context: Context, key: &KeyEvent, accepts: &dyn Fn(char) -> bool) -> Option<Action> {
    let quits = BINDINGS
        .iter()
        .any(|b| b.keys == QUIT_KEYS && matches(b, key));
    if quits {
        return Some(Quit);
    }
    let lookup = |context: Context| {
        BINDINGS
            .iter()
            .filter(move |b| b.context == context)
            .find(|binding| matches(binding, key))
            .map(|binding| binding.action)
    };
    let own = std::iter::once(context).chain(context.shares().iter().copied());
    if let Some(action) = own.clone().find_map(lookup) {
        return Some(action);
    }
    if matches!(context, Number | Cell | Prompt) {
        match to_input_request(&Event::Key(*key)) {
            Some(InputRequest::InsertChar(c)) if !accepts(c) => {}
            Some(request) => return Some(Edit(request)),
            None => {}
        }
    }
    if own_keys_only(context) {
        None
    } else {
        lookup(Anywhere)
    }
}

/// Keys of the text fields themselves (tui-input's), listed in the help.
pub const EDITING_KEYS: &[(&str, &str)] = &[
    ("text ← →", "type, move the cursor"),
    ("Bksp Del ^U", "delete; ^U clears"),
    ("unrated", "your rating, Tournament"),
    ("?", "score of a game to play"),
];

/// The bindings that apply in `contexts` (and those they share), each `keys` text once, for the
/// footer and the help.
pub fn bindings_for(contexts: &[Context]) -> Vec<&'static Binding> {
    let mut seen: Vec<&'static Binding> = Vec::new();
    let all = contexts
        .iter()
        .flat_map(|&context| std::iter::once(context).chain(context.shares().iter().copied()));
    for context in all {
        let own = BINDINGS.iter().filter(|b| b.context == context);
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
pub fn footer_entries(context: Context) -> Vec<&'static Binding> {
    let own = bindings_for(&[context]);
    let anywhere = if own_keys_only(context) {
        Vec::new()
    } else {
        bindings_for(&[Anywhere])
    };
    let always = BINDINGS
        .iter()
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
    matches!(
        context,
        Help | Cell | Prompt | Sessions | Question | Preview | Busy
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_footer_starts_with_quit_and_help_then_the_places_first_keys() {
        let entries = footer_entries(Table);
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
        // A popup shows its own keys, not the main screen's.
        assert!(
            footer_entries(Prompt)
                .iter()
                .all(|b| b.context == Prompt || b.keys == QUIT_KEYS || b.action == ToggleHelp)
        );
    }
}
