//! The terminal UI's state: data only. It changes in one place, `update`; the views read it.

use std::path::PathBuf;

use tui_input::{Input, InputRequest};

use super::changed::Changed;
use super::components::history::{History, Snapshot};
use super::keys::Context;
use super::message::{Effect, ListFound, LookupFor};
use super::paths::expand_home;
use super::players::{self, FieldSort};
use crate::calc::import_preview::{self, Preview};
use crate::calc::{self, Entry, Evaluation, Mode, Outcome, Request, Row};
use crate::i18n::{tr, tr_args};
use crate::rating::list::{ListEntry, ListMonth};
use crate::rating::{InputError, Pool};
use crate::report::player::HistoryMonth;
use crate::store::ratings_list::RatingsList;
use crate::store::{Listing, SessionName, SessionView};

pub use crate::calc::edit::Column;

/// The one cell editor, adding and editing alike. While a new game is typed (`adding`),
/// nothing is in the table: what is typed is kept in `draft` until its last column is given
/// too, and Esc at any step leaves no game behind.
#[derive(Clone, Debug)]
pub struct CellEditor {
    pub row: usize,
    pub column: Column,
    pub input: TextField,
    pub adding: bool,
    /// The new game's columns typed so far.
    pub draft: Row,
    pub error: Option<String>,
}

/// Tournament and Norm mode's games table, a component (`components::games`): the selected game
/// and column, the cell being typed and an event's line being typed; the games themselves are
/// in the request.
#[derive(Clone, Debug, Default)]
pub struct Tournament {
    pub selected: usize,
    pub column: Option<Column>,
    pub editor: Option<CellEditor>,
    /// An event's line being typed (`E`): the games list's syntax, kept only if it reads.
    pub event_editor: Option<EventEditor>,
}

/// The one-line editor of an event's line: which event (an index into the request's events;
/// with none yet, the one the table's games become), the text and why it was refused.
#[derive(Clone, Debug)]
pub struct EventEditor {
    pub event: usize,
    pub prompt: Prompt,
}

/// Field mode's players table, a component (`components::players`): the selected place in the
/// order shown, the order, a player's K being typed, and what the table draws (found when the
/// report or the order changes, never in a frame).
#[derive(Clone, Debug, Default)]
pub struct FieldTable {
    pub selected: usize,
    pub sort: FieldSort,
    /// `S`: the order the other way round.
    pub reverse: bool,
    /// The selected player's rounds scrolled down this many rows (`[` `]`), for this player
    /// (an index into the report): another player's rounds show from the first.
    pub rounds_scroll: usize,
    pub rounds_of: Option<usize>,
    pub editor: Option<TextField>,
    /// The place selected when the players were last sorted (`s`, `S`): the table shows the
    /// new order from its top, the selection staying where it is, until it moves.
    pub sorted_at: Option<usize>,
    /// The players in the order shown and their lines.
    pub shown: super::players::PlayersView,
}

impl FieldTable {
    /// The selected player (an index into the report), if any.
    pub fn selected_player(&self) -> Option<usize> {
        self.shown.order.get(self.selected).copied()
    }

    /// The players of `report` in the order chosen, found afresh.
    pub fn order_of(&self, report: &calc::trf::FieldReport) -> Vec<usize> {
        players::order(report, self.sort, self.reverse)
    }
}

/// A one-line input: its text and cursor, and whether all of the text is selected (a popup's
/// proposed name, a player's K opened with Enter: what is typed replaces it). A form field or a
/// game's cell is never selected: its editor starts with the cursor at the end, or with the
/// character that started it.
#[derive(Clone, Debug, Default)]
pub struct TextField {
    pub input: Input,
    pub selected: bool,
}

impl TextField {
    /// An input holding `text`, the cursor at its end.
    pub fn new(text: &str) -> TextField {
        TextField {
            input: Input::new(text.to_string()),
            selected: false,
        }
    }

    /// An input holding `text`, all of it selected: typing replaces it.
    pub fn proposing(text: &str) -> TextField {
        TextField {
            input: Input::new(text.to_string()),
            selected: !text.is_empty(),
        }
    }

    pub fn value(&self) -> &str {
        self.input.value()
    }

    /// Applies a keystroke. On a selected text a character or a deletion replaces it and a
    /// movement starts editing in place; the text takes at most [`MAX_TYPED`] characters.
    pub fn edit(&mut self, request: InputRequest) {
        if std::mem::take(&mut self.selected) {
            match request {
                InputRequest::InsertChar(_) => self.input = Input::default(),
                InputRequest::DeletePrevChar
                | InputRequest::DeleteNextChar
                | InputRequest::DeleteLine => {
                    self.input = Input::default();
                    return;
                }
                _ => {}
            }
        }
        let full = self.input.value().chars().count() >= MAX_TYPED;
        if !(full && matches!(request, InputRequest::InsertChar(_))) {
            self.input.handle(request);
        }
    }
}

/// A line of text typed into a popup, with the reason it was refused, if it was.
#[derive(Clone, Debug, Default)]
pub struct Prompt {
    pub input: TextField,
    pub error: Option<String>,
    /// The text is a folder offered to start from, not typed: a path typed whole (from `/` or
    /// `~`) takes its place instead of being added to it.
    pub offered_folder: bool,
}

impl Prompt {
    pub fn with(text: &str) -> Prompt {
        Prompt {
            input: TextField::proposing(text),
            error: None,
            offered_folder: false,
        }
    }

    /// Applies a keystroke; a new keystroke clears the last refusal.
    pub fn edit(&mut self, request: InputRequest) {
        if std::mem::take(&mut self.offered_folder)
            && matches!(request, InputRequest::InsertChar('/' | '~'))
        {
            self.input = TextField::new("");
        }
        self.input.edit(request);
        self.error = None;
    }
}

/// The F7 dialog: a path (and for PGN the player's name), then reading, then a preview.
#[derive(Clone, Debug, Default)]
pub struct ImportDialog {
    pub path: Prompt,
    pub player: Prompt,
    /// The player field has the keyboard.
    pub on_player: bool,
    /// Bytes read and the file's size while it is read.
    pub reading: Option<(u64, u64)>,
    pub preview: Option<Preview>,
    /// The names in the file closest to a player's name that matched none, and the one picked.
    pub close: Vec<String>,
    pub picked: usize,
    /// The games the table had when the dialog opened: then the preview asks whether the
    /// file's replace them or are added at the end.
    pub table_games: usize,
    /// Take the file's rating and pool too (offered in the preview, off until chosen).
    pub take_suggestions: bool,
    /// The games go to Tournament mode's table, which has games: added, they are a new event
    /// of the rating period.
    pub as_event: bool,
    /// The file is a FIDE rating list, being put into the lists kept.
    pub list: Option<ListReading>,
}

/// A FIDE list being imported: players and bytes read, of its size when known; whether a stop
/// was asked for (the import says when it has stopped).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ListReading {
    pub players: u64,
    pub bytes: u64,
    pub total: Option<u64>,
    pub stopping: bool,
}

impl ImportDialog {
    pub fn new(table_games: usize) -> ImportDialog {
        ImportDialog {
            table_games,
            ..ImportDialog::default()
        }
    }

    /// The preview's keys, as its last line says them.
    pub fn preview_keys(&self) -> String {
        let events = self.preview.as_ref().map_or(0, |preview| preview.events());
        let mut keys = vec![if events > 0 && self.as_event {
            tr_args(
                "import-adds-events",
                &[(
                    "events",
                    tr_args("tui-events", &[("count", events.into())]).into(),
                )],
            )
        } else if self.as_event {
            tr("import-adds-as-event")
        } else if self.table_games > 0 {
            tr_args(
                "import-adds-after",
                &[(
                    "games",
                    crate::report::words::games(self.table_games).into(),
                )],
            )
        } else {
            tr("import-adds")
        }];
        if self.table_games > 0 {
            keys.push(tr("import-replaces"));
        }
        keys.push(tr("import-cancels"));
        keys.join(" · ")
    }

    /// The line offering the file's rating and pool (`suggestions`), marked when taken.
    pub fn offer(&self, suggestions: &str) -> String {
        let mark = if self.take_suggestions { "[x]" } else { "[ ]" };
        tr_args(
            "import-offer",
            &[("mark", mark.into()), ("suggestions", suggestions.into())],
        )
    }

    pub fn needs_player(&self) -> bool {
        import_preview::needs_player(&self.path())
    }

    pub fn path(&self) -> PathBuf {
        expand_home(self.path.input.value().trim())
    }
}

#[derive(Clone, Debug, Default)]
pub struct SessionList {
    pub selected: usize,
    /// The new name being typed for the selected session.
    pub rename: Option<Prompt>,
    /// Delete was pressed: waiting for y or n.
    pub confirm_delete: bool,
}

impl SessionList {
    pub fn selected_name<'a>(&self, listings: &'a [Listing]) -> Option<&'a SessionName> {
        match listings.get(self.selected)? {
            Listing::Session(summary) => Some(&summary.name),
            Listing::Unreadable { .. } => None,
        }
    }
}

/// What the chart shows: whose ratings, and each month held that has them, oldest first.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingHistory {
    /// The player as the popup's title names them: "Alpha, Anna · 1503014".
    pub player: String,
    pub months: Vec<HistoryMonth>,
}

/// Ctrl-S: the name to save under (a component: `components::sessions`).
#[derive(Clone, Debug, Default)]
pub struct SaveAs(pub Prompt);

/// F8: the file to write the result to (a component: `components::export`).
#[derive(Clone, Debug, Default)]
pub struct Export(pub Prompt);

/// A yes / no question before a change that cannot be taken back by itself (a component:
/// `components::question`).
#[derive(Clone, Debug)]
pub enum Question {
    /// Saving under this name would replace another session (typed in this prompt, which `n`
    /// goes back to).
    Replace(SessionName, Prompt),
    /// Exporting would replace this file (typed in this prompt, which `n` goes back to).
    Overwrite(PathBuf, Prompt),
    /// Taking a player's games to Tournament mode, whose table has that many games: added as
    /// a new event of the period, or instead of them.
    Take(usize),
    /// X: clear the games table, of that many games?
    Clear(usize),
}

/// The popup open over the main screen, each a component that owns its state, changes with
/// an action and draws itself (`components`); what it cannot do alone it asks of the app.
#[derive(Clone, Debug)]
pub enum Popup {
    SaveAs(SaveAs),
    /// Ctrl-O: the saved sessions, newest first.
    Sessions(SessionList),
    /// F7: games, a tournament report or a FIDE list from a file.
    Import(Box<ImportDialog>),
    Export(Export),
    Question(Question),
    /// A player's ratings over the FIDE lists held.
    History(Box<RatingHistory>),
}

impl std::ops::Deref for SaveAs {
    type Target = Prompt;
    fn deref(&self) -> &Prompt {
        &self.0
    }
}

impl std::ops::Deref for Export {
    type Target = Prompt;
    fn deref(&self) -> &Prompt {
        &self.0
    }
}

/// The help (? F1): every key, by where it works; scrolled down `scroll` rows when it is
/// taller than the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Help {
    pub scroll: usize,
}

/// What the app holds that its components read: the sessions listed, the one open, the
/// screen's size (before the first draw, none), and the text being typed in a form field or a
/// table cell (the look-up shows it).
pub struct Shared<'a> {
    pub listings: &'a [Listing],
    pub session: &'a SessionName,
    pub screen: Option<(u16, u16)>,
    /// The games table's cell being typed in, if one is.
    pub cell: Option<&'a TextField>,
    /// What is asked: the form's values, the games, Field mode's report file and players' K.
    pub request: &'a Request,
    /// The form: the field or table focused, the focused field's text.
    pub form: &'a Form,
    /// Where the keyboard is.
    pub context: Context,
    /// The day rated on (a date field's default).
    pub today: calc::Today,
    /// The form field the look-up is open on (a name being typed there is no rating yet).
    pub looked_up: Option<Entry>,
    /// A FIDE list is held (a name typed as a rating can be looked up).
    pub list_held: bool,
    /// Field mode's report, when there is one.
    pub field_report: Option<&'a calc::trf::FieldReport>,
    /// The help is over everything (a cell's cursor is not drawn through it).
    pub help_open: bool,
    /// The result (the games table's figures, its rows' errors).
    pub evaluation: &'a Evaluation,
    /// The status line's message, if any (the help, which covers it, shows it).
    pub status: Option<&'a Status>,
}

/// The look-up as you type: the players of the list in force that match what is typed, one
/// of them chosen (↑ ↓); Enter fills from it.
#[derive(Clone, Debug)]
pub struct Lookup {
    pub target: LookupFor,
    /// The list searched, and the pool whose rating is shown.
    pub month: ListMonth,
    pub pool: Option<Pool>,
    pub query: String,
    pub found: Vec<ListEntry>,
    /// More players matched than are listed.
    pub more: bool,
    pub selected: usize,
    /// The first of `found` in view (the popup shows [`SHOWN`] at a time).
    pub top: usize,
}

/// A look-up that has nothing to look in: what was typed where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LookupNote {
    pub target: LookupFor,
    pub query: String,
    pub text: String,
}

/// How many of a look-up's players are in view at a time; ↑ ↓ PgUp PgDn scroll the rest.
pub const SHOWN: usize = 10;

impl Lookup {
    /// Selects `index` (kept within the players found), scrolling it into view.
    pub fn select(&mut self, index: usize) {
        self.selected = index.min(self.found.len().saturating_sub(1));
        if self.selected < self.top {
            self.top = self.selected;
        } else if self.selected >= self.top + SHOWN {
            self.top = self.selected + 1 - SHOWN;
        }
    }
}

/// A message for the status line: a session saved, or a file that could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub error: bool,
}

/// Where quitting stands: asked for, the session being saved first, or done.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Quit {
    #[default]
    Running,
    /// Quit was asked for; the session is being saved.
    Saving,
    /// Saving failed and the user was told; quitting again leaves without saving.
    Warned,
    /// Leave now.
    Exit,
}

/// The most characters a one-line input takes: more than any value needs, few enough that
/// typing stays instant whatever is pasted.
pub const MAX_TYPED: usize = 256;

/// The smallest terminal the layout fits.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Whether a screen of `columns` × `rows` has room for the layout (else it asks for a larger
/// terminal).
pub fn room_for(columns: u16, rows: u16) -> bool {
    columns >= MIN_WIDTH && rows >= MIN_HEIGHT
}

/// How many rows PgUp and PgDn move.
pub const PAGE: usize = 10;

/// The form, a component (`components::form`): the field focused (none: navigating), the one
/// Esc left, the focused field's text and what it held before it was typed in, and what was
/// typed on a choice key after key.
#[derive(Clone, Debug, Default)]
pub struct Form {
    pub focus: Option<Entry>,
    /// The field Esc left: Tab goes on from it, as a web form's does after a click elsewhere.
    pub focus_left: Option<Entry>,
    /// The focused text field's value and cursor; its value is copied into the request on each
    /// edit.
    pub editor: TextField,
    /// The focused text field is being typed in: what it held before, to cancel or record.
    pub typing: Option<FieldEdit>,
    /// What was typed on a choice, key after key ("im" on the Norm title), and the count of
    /// keys read when its last key was: the next key on the same choice goes on with it.
    pub choice_typed: Option<(Entry, String, u64)>,
}

pub struct App {
    pub(crate) request: Request,
    pub(crate) form: Form,
    /// Undo and redo, for the session.
    pub(crate) history: History,
    pub(crate) tournament: Tournament,
    pub(crate) field: FieldTable,
    pub(crate) evaluation: Evaluation,
    /// The help, over everything, when it is open (a component: `components::help`).
    pub(crate) help: Option<Help>,
    /// z: the mode's main panel (the games, the players, the curve) has the whole screen.
    pub(crate) zoomed: bool,
    pub(crate) popup: Option<Popup>,
    pub(crate) quit: Quit,
    /// The session this work is saved as.
    pub(crate) session: SessionName,
    /// Sessions can be saved (there is a config directory).
    pub(crate) can_save: bool,
    /// Changed since the last save.
    pub(crate) dirty: bool,
    /// How many updates changed the request: the event loop times the autosave from it.
    pub(crate) edits: u64,
    /// What the message being applied changed of the request.
    pub(crate) changed: Changed,
    /// What changed since the undo history last saw the request: each step keeps what it
    /// changed (the games it changed among them), found from this without comparing.
    pub(crate) unseen: Changed,
    /// The games as the core takes them, read again only when they or the pool change.
    pub(crate) games: calc::Games,
    pub(crate) status: Option<Status>,
    /// The day the app rates on: its year for the FIDE auto K's junior rule, its date for a
    /// US Chess event without one.
    pub(crate) today: calc::Today,
    /// The saved sessions as last listed, newest first.
    pub(crate) listings: Vec<Listing>,
    /// The terminal's size (columns, rows), once known.
    pub(crate) screen: Option<(u16, u16)>,
    /// Whether the app takes mouse events (otherwise the terminal's own selection works).
    pub(crate) mouse: bool,
    /// The language people read it in (switched with L, kept in the settings).
    pub(crate) lang: crate::i18n::Lang,
    /// The folder last imported from or exported to, as typed ("games/"), for the next path.
    pub(crate) last_folder: Option<String>,
    /// The export being written, as its popup had it: a write that fails opens it again, the
    /// path as typed and why beside it, to be put right.
    pub(crate) exporting: Option<Prompt>,
    /// The change recorded by the message being handled and what was said of it, to be said
    /// again where the keyboard is once the message is done.
    pub(crate) recorded: Option<(String, String)>,
    /// The report text the FIDE list in force was asked for, and the list found (`None`: none
    /// held, none in force, or not answered yet): a report is looked up once, and the list
    /// comes back with it after an undo.
    pub(crate) list_lookup: Option<(calc::trf::ReportText, Option<ListFound>)>,
    /// The FIDE list look-up popup, over the field or cell being typed.
    pub(crate) lookup: Option<Lookup>,
    /// Why a name typed finds nobody, drawn where the look-up's players would be (no list
    /// held, and how to import one).
    pub(crate) lookup_note: Option<LookupNote>,
    /// A FIDE list is held: its database file was there at the start, or a look-up or an
    /// import found one (the lists are read by effects, never here).
    pub(crate) list_held: bool,
    /// Effects a component asked for where no list of effects is at hand (a look-up as you
    /// type, the lines a pool's change fills from); `update` hands them on with the rest.
    pub(crate) asked: Vec<Effect>,
    /// A pool's change waiting for the list's lines to fill again from.
    pub(crate) refilling: Option<Refilling>,
    /// Keys read so far (a key repeated or released is not counted twice).
    pub(crate) keys_read: u64,
    /// The count of keys read when a bare `q` was pressed: the next key, if `q`, quits.
    pub(crate) quit_asked_at: Option<u64>,
}

/// A pool changed with values filled from a list, waiting for the lines to fill them again
/// from: the data before the change (the change and the refill are one undo step) and what
/// is said of it so far.
#[derive(Clone, Debug)]
pub struct Refilling {
    pub before: Snapshot,
    pub said: Vec<String>,
    pub k_before: Option<u32>,
}

/// A form field being typed in: the data before the edit began, and the field's text then.
#[derive(Clone, Debug)]
pub struct FieldEdit {
    pub before: Snapshot,
    pub text: String,
}

impl Default for App {
    fn default() -> Self {
        App::new()
    }
}

/// The form's entries in the request's mode, in Tab order: the mode's own (the ratings, the
/// result), the rating system's (its values and the Pool choice), then the games table and,
/// where the system offers them, the targets for the rounds still to play.
pub fn entries(request: &Request) -> Vec<Entry> {
    let system = request.system;
    let (before, after): (&[Entry], &[Entry]) = match request.mode {
        Mode::Game => (
            &[
                Entry::FidePlayer,
                Entry::Rating,
                Entry::Opponent,
                Entry::Result,
            ],
            &[],
        ),
        Mode::Tournament if system.has_targets() => (
            &[Entry::FidePlayer, Entry::Rating],
            // The targets after the games table: the keys that reach the table stay as they were.
            &[
                Entry::Rows,
                Entry::Remaining,
                Entry::RemainingAverage,
                Entry::Target,
            ],
        ),
        Mode::Tournament => (&[Entry::FidePlayer, Entry::Rating], &[Entry::Rows]),
        Mode::Multi => (
            &[
                Entry::FidePlayer,
                Entry::Rating,
                Entry::Average,
                Entry::Games,
                Entry::Points,
            ],
            &[],
        ),
        // A norm needs no rating, K or pool of the player's.
        Mode::Norm => {
            return vec![
                Entry::NormTitle,
                Entry::Federation,
                Entry::MinGames,
                Entry::Exemption,
                Entry::Rows,
            ];
        }
        Mode::Field => return vec![Entry::ReportPool, Entry::ReportK, Entry::Players],
    };
    let mut fields = [before, &system.form(request.mode, request), after].concat();
    // The FIDE list holds Elo ratings: under Glicko-2, US Chess or DWZ it has nothing to fill.
    if !system.is_elo() {
        fields.retain(|&field| field != Entry::FidePlayer);
    }
    fields
}

/// Where the focus goes first in a mode: the rating rather than the FIDE ID or name above it,
/// which is for those holding a list.
pub fn first_field(fields: &[Entry]) -> Option<Entry> {
    fields
        .iter()
        .find(|&&field| field != Entry::FidePlayer)
        .or(fields.first())
        .copied()
}

impl App {
    /// A fresh start, focus on the player's rating, saved as the default session.
    pub fn new() -> App {
        App::with_request(Request::default(), SessionName::default_name())
    }

    pub fn with_request(mut request: Request, session: SessionName) -> App {
        request.group_rows_by_event();
        let today = crate::store::time::today();
        let games = calc::Games::of(&request);
        let evaluation = calc::evaluate_with(&request, today, &games);
        let focus = first_field(&entries(&request));
        let editor = TextField::new(
            focus
                .and_then(|field| request.text(field))
                .unwrap_or_default(),
        );
        App {
            request,
            form: Form {
                focus,
                editor,
                ..Form::default()
            },
            history: History::default(),
            tournament: Tournament::default(),
            field: FieldTable::default(),
            evaluation,
            help: None,
            zoomed: false,
            popup: None,
            quit: Quit::Running,
            session,
            can_save: true,
            dirty: false,
            edits: 0,
            changed: Changed::NOTHING,
            unseen: Changed::NOTHING,
            games,
            status: None,
            today,
            listings: Vec::new(),
            screen: None,
            mouse: true,
            lang: crate::i18n::Lang::En,
            last_folder: None,
            exporting: None,
            recorded: None,
            list_lookup: None,
            lookup: None,
            lookup_note: None,
            list_held: false,
            asked: Vec::new(),
            refilling: None,
            keys_read: 0,
            quit_asked_at: None,
        }
        .with_players()
    }

    /// The same app with what its players table draws found.
    fn with_players(mut self) -> App {
        self.refresh_players();
        self
    }

    /// The same app computing as in `year` (tests fix the year; the UI uses the clock's).
    pub fn in_year(self, year: i32) -> App {
        self.on(calc::Today::in_year(year))
    }

    /// The same app computing as on `today`.
    pub fn on(mut self, today: calc::Today) -> App {
        self.today = today;
        self.evaluation = calc::evaluate_with(&self.request, today, &self.games);
        self.with_players()
    }

    /// The same app where the person was: that field focused (if this mode has it) and that
    /// game selected.
    pub fn at(mut self, view: &SessionView) -> App {
        if let Some(field) = view.focus.filter(|field| self.fields().contains(field)) {
            self.form.focus = Some(field);
            self.form.editor = TextField::new(self.request.text(field).unwrap_or_default());
            if field == Entry::Rows {
                self.tournament.column = Some(Column::Opponent);
            }
        }
        self.tournament.selected = view.selected.min(self.request.rows.len().saturating_sub(1));
        if view.last_folder.is_some() {
            self.last_folder.clone_from(&view.last_folder);
        }
        self
    }

    /// The same app speaking `lang`.
    pub fn speaking(mut self, lang: crate::i18n::Lang) -> App {
        self.speak(lang);
        self
    }

    /// Speaks `lang` from now on: what is worded before it is drawn (Field mode's players) is
    /// worded again in it.
    pub(crate) fn speak(&mut self, lang: crate::i18n::Lang) {
        self.lang = lang;
        crate::i18n::with_lang(lang, || self.refresh_players());
    }

    /// The same app with a message on the status line.
    pub fn with_status(mut self, text: impl Into<String>, error: bool) -> App {
        self.status = Some(Status {
            text: text.into(),
            error,
        });
        self
    }

    /// The same app looking players up in the FIDE lists of `data_dir` (opened at the first
    /// look-up); without one, no list is held.
    pub fn with_lists(mut self, data_dir: Option<PathBuf>) -> App {
        let held = data_dir.as_deref().is_some_and(RatingsList::is_held);
        self.list_held = held;
        // The focus stays on the rating even with a list to look in: what a player types
        // first is their rating (the FIDE ID or name is a Shift-Tab away, above it).
        self
    }

    pub fn lookup(&self) -> Option<&Lookup> {
        self.lookup.as_ref()
    }

    /// The same app with nowhere to save sessions.
    pub fn without_store(mut self) -> App {
        self.can_save = false;
        self
    }

    pub fn request(&self) -> &Request {
        &self.request
    }

    pub fn focus(&self) -> Option<Entry> {
        self.form.focus
    }

    pub fn field_editor(&self) -> &TextField {
        &self.form.editor
    }

    pub fn tournament(&self) -> &Tournament {
        &self.tournament
    }

    pub fn evaluation(&self) -> &Evaluation {
        &self.evaluation
    }

    pub fn outcome(&self) -> &Outcome {
        &self.evaluation.outcome
    }

    pub fn popup(&self) -> Option<&Popup> {
        self.popup.as_ref()
    }

    pub fn show_help(&self) -> bool {
        self.help.is_some()
    }

    pub fn session(&self) -> &SessionName {
        &self.session
    }

    pub fn is_dirty(&self) -> bool {
        self.dirty
    }

    pub fn edits(&self) -> u64 {
        self.edits
    }

    /// The language it speaks.
    pub fn lang(&self) -> crate::i18n::Lang {
        self.lang
    }

    /// Whether it takes mouse events (^T or F9 switches).
    pub fn takes_mouse(&self) -> bool {
        self.mouse
    }

    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    pub fn listings(&self) -> &[Listing] {
        &self.listings
    }

    /// Whether the terminal is large enough for the layout (an unknown size is taken to be).
    pub fn fits(&self) -> bool {
        self.screen
            .is_none_or(|(columns, rows)| room_for(columns, rows))
    }

    /// Whether the games table's cursor is on a column of words (Norm mode's title or
    /// federation) of a game: there a character types into the cell.
    pub(crate) fn on_word_cell(&self) -> bool {
        self.form.focus == Some(Entry::Rows)
            && !self.request.rows.is_empty()
            && matches!(self.column(), Column::Title | Column::Federation)
    }

    /// The user has asked to quit (the session may still be being saved).
    pub fn is_quitting(&self) -> bool {
        self.quit != Quit::Running
    }

    /// The user has quit and everything that had to happen first has.
    pub fn should_exit(&self) -> bool {
        self.quit == Quit::Exit
    }

    pub fn fields(&self) -> Vec<Entry> {
        entries(&self.request)
    }

    /// Where the keyboard is, for the key table.
    pub fn context(&self) -> Context {
        match &self.popup {
            _ if self.help.is_some() => Context::Help,
            Some(Popup::SaveAs(_) | Popup::Export(_)) => Context::Prompt,
            Some(Popup::Question(Question::Take(_))) => Context::Take,
            Some(Popup::Question(_)) => Context::Question,
            Some(Popup::Sessions(list)) if list.rename.is_some() => Context::Prompt,
            Some(Popup::Sessions(list)) if list.confirm_delete => Context::Question,
            Some(Popup::Sessions(_)) => Context::Sessions,
            Some(Popup::Import(dialog)) => match &dialog.preview {
                Some(imported) if imported.report().is_some() => Context::ReportPreview,
                Some(_) if dialog.table_games == 0 => Context::PreviewNew,
                Some(_) => Context::Preview,
                None if dialog.list.is_some() => Context::ListImport,
                None if dialog.reading.is_some() => Context::Busy,
                None => Context::Prompt,
            },
            Some(Popup::History(_)) => Context::History,
            None if self.tournament.event_editor.is_some() => Context::EventLine,
            None if self.lookup.is_some() => Context::Lookup,
            None if self.tournament.editor.is_some() || self.field.editor.is_some() => {
                Context::CellEditor
            }
            None if self.form.typing.is_some() => Context::Typing,
            // With a list held, Game mode's opponent is a name to look up as well as a rating.
            None if self.form.focus == Some(Entry::Opponent) && self.list_held => Context::Words,
            None if self.on_word_cell() => Context::WordCell,
            None => self.form.focus.map_or(Context::Anywhere, Context::of_field),
        }
    }

    /// What the popups read of the app.
    pub fn shared(&self) -> Shared<'_> {
        Shared {
            listings: &self.listings,
            session: &self.session,
            screen: self.screen,
            form: &self.form,
            cell: self.tournament.editor.as_ref().map(|editor| &editor.input),
            request: &self.request,
            field_report: self.field_report(),
            help_open: self.help.is_some(),
            evaluation: &self.evaluation,
            status: self.status.as_ref(),
            context: self.context(),
            today: self.today,
            looked_up: self.looked_up_field(),
            list_held: self.list_held,
        }
    }

    /// Whether the focused form field is being typed in (edit) rather than navigated.
    pub fn is_typing(&self) -> bool {
        self.form.typing.is_some()
    }

    /// How many changes can be undone and redone.
    pub fn undo_depth(&self) -> (usize, usize) {
        self.history.depth()
    }

    /// Field mode's report, when there is one.
    pub fn field_report(&self) -> Option<&calc::trf::FieldReport> {
        match &self.evaluation.outcome {
            Outcome::Field(report) => Some(report),
            _ => None,
        }
    }

    /// The players (indices into the report) in the order shown, found afresh.
    pub fn field_order(&self) -> Vec<usize> {
        self.field_report()
            .map_or_else(Vec::new, |report| self.field.order_of(report))
    }

    /// The selected player (an index into the report), if any.
    pub fn selected_player(&self) -> Option<usize> {
        self.field.selected_player()
    }

    pub fn field_table(&self) -> &FieldTable {
        &self.field
    }

    /// The problem with `field`'s value, in the UI's words ([`Shared::error_for`]).
    pub fn error_for(&self, field: Entry) -> Option<String> {
        self.shared().error_for(field)
    }

    /// The form field the look-up is open on, if it is.
    fn looked_up_field(&self) -> Option<Entry> {
        match self.lookup.as_ref()?.target {
            LookupFor::You => Some(Entry::FidePlayer),
            LookupFor::Opponent => Some(Entry::Opponent),
            LookupFor::Cell => None,
        }
    }

    /// An opponent's rating that is a name or a FIDE ID ([`Shared::name_for_rating`]).
    pub fn name_for_rating(&self, error: &InputError) -> Option<String> {
        self.shared().name_for_rating(error)
    }

    pub fn row_error(&self, row: usize) -> Option<String> {
        self.evaluation.row_error(row).map(words)
    }

    /// Why there is no result, in the UI's words ([`Shared::problem_words`]).
    pub fn problem_words(&self) -> Option<String> {
        self.shared().problem_words()
    }
}

impl Shared<'_> {
    /// The problem with `field`'s value, in the UI's words. None while the look-up is open
    /// on it (a name being typed is no rating yet); a name left in a rating field says it was
    /// not chosen from the list, and a FIDE ID typed as a rating says where it goes.
    pub fn error_for(&self, field: Entry) -> Option<String> {
        let error = self.evaluation.error_for(field)?;
        if self.looked_up == Some(field) {
            return None;
        }
        let said = words(error);
        let InputError::Rating(text) = error else {
            return Some(said);
        };
        let text = text.trim();
        let held = self.list_held;
        if field == Entry::Opponent
            && let Some(said) = self.name_for_rating(error)
        {
            return Some(said);
        }
        if held && crate::calc::list_player::is_fide_id(text) && field == Entry::Rating {
            return Some(tr_args("input-fide-id-as-rating", &[("said", said.into())]));
        }
        Some(said)
    }

    /// An opponent's rating that is a name or a FIDE ID (left when the look-up closed): no
    /// player was chosen from the list, and how to choose one. `None`: neither.
    pub fn name_for_rating(&self, error: &InputError) -> Option<String> {
        let InputError::Rating(text) = error else {
            return None;
        };
        let text = text.trim();
        if crate::calc::list_player::is_fide_id(text) {
            let id = if self.list_held {
                "input-fide-id-look-up"
            } else {
                "input-fide-id-no-list"
            };
            return Some(tr_args(id, &[("error", error.to_string().into())]));
        }
        if !text.chars().any(char::is_alphabetic) {
            return None;
        }
        let id = if self.list_held {
            "input-name-look-up"
        } else {
            "input-name-no-list"
        };
        Some(tr_args(id, &[("text", crate::i18n::shown(text))]))
    }

    /// Why there is no result, in the UI's words; `None` when there is one.
    pub fn problem_words(&self) -> Option<String> {
        let problem = self.evaluation.problem()?;
        match problem.field {
            // A name being typed is no rating yet: the look-up is where it goes.
            Some(field) if self.looked_up == Some(field) => Some(tr("input-looking-up")),
            Some(Entry::Opponent) => self
                .name_for_rating(&problem.error)
                .or_else(|| Some(words(&problem.error))),
            _ => Some(words(&problem.error)),
        }
    }
}

/// An input error in the UI's words. The core names no key and no field label; here the key
/// to press or the field to fill is added.
pub fn words(error: &InputError) -> String {
    match error {
        InputError::NoReport => tr_args("input-no-report", &[("error", error.to_string().into())]),
        InputError::NoFederation => tr_args(
            "input-no-federation",
            &[("error", error.to_string().into())],
        ),
        InputError::NotInMulti(_) => {
            tr_args("input-not-in-multi", &[("error", error.to_string().into())])
        }
        InputError::OpponentFederationsMissing { .. } => tr_args(
            "input-federations-missing",
            &[("error", error.to_string().into())],
        ),
        InputError::PriorWithoutGames(record) => {
            crate::report::systems::uschess::prior_without_games_said(record)
        }
        InputError::InGame { number, error } => tr_args(
            "input-in-game",
            &[
                ("number", number.to_string().into()),
                ("error", words(error).into()),
            ],
        ),
        _ => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The core's words name no key; the UI's say where to go.
    #[test]
    fn the_ui_adds_its_keys_and_fields_to_the_cores_words() {
        assert!(!InputError::NoReport.to_string().contains("F7"));
        assert!(words(&InputError::NoReport).ends_with(": open one with F7"));
        assert!(
            words(&InputError::NotInMulti("Glicko-2")).ends_with(": use Game or Tournament mode")
        );
        let missing = InputError::OpponentFederationsMissing {
            missing: 2,
            games: 9,
        };
        assert!(words(&missing).ends_with(": type them in the Fed column"));
        assert!(words(&InputError::NoFederation).ends_with(": type it in Your federation"));
        let prior = InputError::PriorWithoutGames("all-wins");
        assert!(!prior.to_string().contains("--"));
        assert_eq!(
            words(&prior),
            "Earlier games all-wins needs Games so far 1 or more"
        );
        assert_eq!(
            words(&InputError::NoReport.in_game(0)),
            format!("game 1: {}", words(&InputError::NoReport))
        );
    }
}
