# elocalc's words in English (the source): the terminal UI's status and undo messages, questions, popups' titles and the charts' legends.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## Status: keys, saving, sessions (src/tui/update.rs)
status-cell-typing = a cell is being typed: Enter keeps it, Esc cancels it
status-event-line-typing = an event's line is being typed: Enter keeps it, Esc cancels it
status-typing-first = { $field } is being typed: Enter keeps it or Esc cancels it, then u undoes and ^R redoes
status-not-a-number = { $field }: '{ $key }' is no number, nor a command · Enter or e types text
status-no-choice = { $field }: no choice starts with '{ $key }' (only { $keys }) · ? lists the keys
status-does-nothing = '{ $key }' does nothing here · ? lists the keys
status-rounds-all = all { $rounds } rounds of the player are shown
status-rounds-last = the last round is shown: [ scrolls back
status-rounds-first = the first round is shown: ] scrolls on
status-popup-keys = '{ $key }' does nothing here: { $keys }
status-name-typed-whole = '{ $key }' does nothing here: a session's name is typed whole (Enter keeps it, Esc cancels)
status-saved = saved as '{ $name }'
status-save-failed = could not save '{ $name }' (your work is kept here): { $error }
status-save-failed-quitting = could not save '{ $name }'; quit again to leave without saving: { $error }
status-saved-as-copy = '{ $from }' was changed by another elocalc since this one opened it: your work is saved as '{ $to }', theirs is kept
status-saved-again = '{ $name }' was deleted outside this elocalc since it was opened here: your work is saved as '{ $name }' again
status-last-session-aside = last-session in the config folder was not a regular file: it was moved to { $path } and written anew
status-opened = opened '{ $name }'
status-open-failed = could not open '{ $name }': { $error }
status-deleted = deleted '{ $name }'
status-delete-failed = could not delete '{ $name }': { $error }
status-renamed = renamed '{ $from }' to '{ $to }'
status-rename-failed = could not rename '{ $from }': { $error }
status-lang-not-kept = the language is not kept for the next start: { $error }
status-lang-environment = { $problem } (the language is the environment's)
status-exported = exported to { $path }
status-mouse-on = mouse on (^T or F9 gives it back to the terminal)
status-mouse-off = mouse off: the terminal selects text (^T or F9 takes it again)
status-nothing-taken = nothing taken: the Tournament table is as it was
status-nothing-exported = nothing exported: { $path } is as it was
status-nothing-pasted-here = nothing pasted: paste into a text field, or lines of games into the table
status-paste-cut = pasted text cut at { $max } characters
status-paste-joined = { $lines } lines pasted as one (a field holds one line)
status-new-session = new session '{ $name }'
status-session-unreadable = session '{ $name }' could not be read ({ $error }); it will be kept aside
status-session-open = this session is open: open another one before deleting it

## Undo and redo: a change said, then undone or redone
status-changed = { $change } · u undoes
status-quit-again = q again quits (the session is saved) · ^Q quits at once
status-choice-already = { $field }: { $choice } already
edit-name-no-list = no FIDE list is held to look it up: F7 imports one
status-changed-leave = { $change } · Esc, then u undoes
status-changed-leave-twice = { $change } · Esc Esc, then u undoes
status-undone = undone: { $change } · ^R redoes
status-redone = redone: { $change } · u undoes
status-turned-in = { $mode }: { $said }
status-nothing-to-undo = nothing to undo
status-nothing-to-undo-new = nothing to undo in a new session · '{ $before }' is kept: ^O opens it
status-nothing-to-redo = nothing to redo
# A value as a change names it, when there is none.
status-empty = empty
status-edit = { $field }: { $was } → { $now }
place-game = game { $number }
place-games = games { $first }–{ $last }
status-no-config = no config directory: sessions are not saved
# A mode switched to, and the values set in the mode before that it uses as they are.
status-mode-kept = { $mode } mode · kept from { $from }: { $values }
status-mode-already = { $mode } is the mode shown already

## Counts the UI says
tui-events = { $count ->
    [one] { $count } event
   *[other] { $count } events
}

## The import popup (src/tui/components/import.rs, src/tui/view/import.rs)
import-title = {" "}Import · .pgn .csv, OPPONENT | SCORE lines · .trf · a FIDE list{" "}
import-file = File
import-player = Player
import-reading = reading… { $megabytes } MB
import-keys = Enter reads it · Tab completes the path · Esc cancels
import-report = Tournament report: { $name }
import-report-no-name = (no name)
import-report-size = { $players }, { $games } played
import-report-keys = Enter opens it in Field mode (F6) · Esc cancels
import-found = { $games } found
import-found-for = { $games } found for { $player }
import-suggest-rating = your rating { $rating }
import-suggest-pool = pool { $pool }
import-columns = columns: '{ $rating }' for ratings, '{ $score }' for scores
import-more-skipped = … and { $count } more lines skipped
import-more-games = { $count } more
import-column-opponent = Opponent
import-column-score = Score
import-no-path = type the path of a .pgn, .csv or text file, or of a FIDE rating list
import-no-player = whose games? type the player's name
import-closest = no game of that name; ↑ ↓ pick one of the { $count } closest, Enter reads it
import-changed-pool = pool { $was } → { $now }
import-changed-rating = your rating { $was } → { $now }
imported-events-replacing = imported { $games } in { $events } instead of the table's { $replaced }
imported-events = imported { $games } in { $events }: { $places }
imported-replacing = imported { $games } instead of the table's { $replaced }
imported-replacing-events = imported { $games } instead of the table's { $replaced }: the period is one event again
imported-as-event = imported { $games } as { $event }: { $places }
imported-as-event-rating = imported { $games } as { $event }: { $places }, Ro { $rating } (your rating in the file)
imported = imported { $games }: { $places }
imported-from-file = { $said }; from the file: { $changes }
imported-skipped = { $said }; { $skipped }
import-adds-events = Enter adds its { $events }
import-adds-as-event = Enter adds them as a new event
import-adds-after = Enter adds them after your { $games }
import-adds = Enter adds them
import-replaces = r replaces them
import-cancels = Esc cancels
import-offer = { $mark } f: take from the file { $suggestions }
list-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
list-players = { $count ->
    [one] { $players } player
   *[other] { $players } players
}
list-importing = importing the FIDE list… { $players } · { $megabytes } of { $total } MB
list-importing-no-total = importing the FIDE list… { $players } · { $megabytes } MB
list-stopping = stopping… nothing of the list is kept
list-imported = imported the FIDE list of { $month } · { $players }
list-imported-replacing = { $said } (it replaces the one held: { $previous })
list-imported-month-from-date = { $said } · the file names no month: its date's ({ $date }) is taken; `elocalc list import FILE --month YYYY-MM` gives another

## The FIDE list look-up and a pool's change refilling from it (src/tui/components/lookup.rs)
lookup-no-list = no FIDE rating list is held: F7 imports one (or `elocalc list import FILE`), to look players up
lookup-lists-unusable = the FIDE lists cannot be used: { $error }
lookup-none-in-force = no FIDE list held is in force at the first event's start
lookup-search-failed = the FIDE list could not be searched: { $error }
lookup-closed = look-up closed: '{ $query }' is kept as typed
lookup-no-match = no player of the { $month } list matches '{ $query }': type more, or Esc
lookup-you = { $name } ({ $id }) from the { $month } list
lookup-rating = rating { $was } → { $now }
lookup-born = born { $was } → { $now }
lookup-no-pool-k = the list gives no { $pool } K: the K choice is kept (K { $k })
lookup-on-to-rating = on to your rating
lookup-choose-another = { $why }: choose another, or type the rating
lookup-choose-another-cell = { $why }: choose another, or type the rating or `unrated`
lookup-opponent = { $field }: { $name } (FIDE ID { $id }) { $rating } from the { $month } list
lookup-was = was { $was }
lookup-their-k = their K { $k } from the list
lookup-their-k-kept = their K on the list is { $k }; { $typed } typed is kept
lookup-cell = { $name } ({ $id }) { $rating } from the { $month } list
lookup-cell-norm = { $name } ({ $id }) { $rating } from the { $month } list, { $title } { $federation }
lookup-game = game { $number }: { $said }
lookup-then = { $said }; { $step }
pool-not-on-list = { $name } is not on the { $month } list held: your rating is as it was
pool-rating-as-was = { $why }: your rating is as it was
pool-bad-month = the session's list month '{ $month }' is not one
pool-no-list = no FIDE list is held
pool-rating-kept = your rating { $rating } is kept, as you typed it (the list's: { $listed })
pool-rating = rating { $was } → { $now } from the { $month } list
pool-rating-first = rating { $was } → { $now }: no { $pool } rating on the { $month } list: a first rating, from the period's games
pool-rating-none = rating { $was } → { $now }: no { $pool } rating on the { $month } list: type your rating
pool-k-changed = K { $was } → { $now }
pool-k = K { $now }
pool-k-none-first = K { $was } → none: a first rating uses no K
pool-k-none = K { $was } → none: until your rating is typed
pool-no-k-first = no K: a first rating uses no K
pool-no-k = no K: until your rating is typed
pool-opponent-no-list = { $pool } has no FIDE list: the opponent's rating { $rating } is as it was
pool-opponent-not-on-list = { $name } is not on the { $month } list held: the opponent's rating is as it was
pool-opponent-as-was = { $why }: the opponent's rating is as it was
pool-opponent = the opponent { $name } { $was } → { $now } from the { $month } list
pool-opponent-unrated = the opponent { $name } has no { $pool } rating on the { $month } list: unrated
pool-opponent-k-dropped = { $said }, their K { $k } dropped (none on the list)
pool-opponent-k = { $said }, their K { $was } → { $now }
pool-rows-no-list = { $pool } has no FIDE list: { $ratings } from the FIDE list unchanged
pool-rows-unchanged = { $why }: { $ratings } from the FIDE list unchanged
pool-rows-missing-game = game { $number } ({ $id })
pool-rows-unrated-game = game { $number }: { $name }
pool-rows = { $ratings } from the { $month } { $pool } list
pool-rows-unrated = no { $pool } rating, unrated: { $games }
pool-rows-missing = not on the { $month } list, as they were: { $games }
opponents-ratings = { $count ->
    [one] { $count } opponent's rating
   *[other] { $count } opponents' ratings
}
k-from-list-changed = K { $was } → { $now } from the { $month } list
k-from-list = K { $now } from the { $month } list
k-no-list-k-changed = the list gives no K: K { $was } → { $now } from your profile
k-no-list-k = the list gives no K: K { $now } from your profile
k-list-not-chosen = the list's K is { $k }; K { $chosen } chosen is kept (FIDE auto would use the list's)
no-pool-rating = { $name } has no { $pool } rating on the { $month } list
no-pool-list = { $pool } has no FIDE list: no rating taken
history-where = h charts a rating history from the FIDE lists held: on your rating, the opponent's, or a game in the table, once looked up
history-none-you = no rating history for you: look the player up in the FIDE list first (type a name or FIDE ID)
history-none-opponent = no rating history for the opponent: look the player up in the FIDE list first (type a name or FIDE ID)
history-none-game = no rating history for game { $number }: look the player up in the FIDE list first (type a name or FIDE ID)

## Game mode's form: a player typed over the one the list gave
edit-not-listed = { $said } (no longer { $name } of the list)
edit-not-listed-k-profile = { $said } (no longer { $name } of the list: K { $was } → { $now } from your profile)
edit-not-listed-k-gone = { $said } (no longer { $name } of the list: K { $was } no longer the list's)
form-k-from-list = K { $k } from the { $month } list

## The games table (src/tui/components/games.rs)
status-score-column = score keys act on the Score column (← →); a digit types the opponent
status-games-where = games are added in Tournament and Norm mode (F3, F5)
score-none = none
column-name-opponent = opponent
column-name-score = score
column-name-title = title
column-name-federation = federation
game-score-changed = game { $number }: { $was } → { $now }
game-score-already = game { $number }: { $score } already
game-deleted = game { $game } deleted
status-new-game-left-out = the new game ({ $typed }) was not added: Esc left it · a starts one again
games-cleared = games table cleared ({ $games })
status-zoomed-table = the table on the whole screen · z or Esc goes back
status-zoomed-chart = the curve on the whole screen · z or Esc goes back
status-unzoomed = back to the whole view
status-no-games-to-clear = the games table has no games to clear
status-no-players = no tournament report is open: F7 (or i) opens a TRF file
status-nothing-cleared = nothing cleared: the games are as they were
popup-clear-games = Clear the games table ({ $games })? u undoes it.
status-new-session-kept = new session '{ $name }' · '{ $before }' is kept: ^O opens it
status-new-unsaved = new session: the one before is not kept (no config folder)
status-new-not-saved = new session: '{ $name }' could not be saved, so it is not kept
game-added = game { $game } added
game-cell-changed = game { $number } { $column }: { $was } → { $now }
said-then = { $said }; { $then }
pasted = pasted { $said }
pasted-games-at = { $games }: { $places }
pasted-games-in-events = { $games } in { $events }, the period's last
nothing-pasted = nothing pasted: { $error }
nothing-pasted-no-games = nothing pasted: no games
nothing-pasted-ambiguous = nothing pasted: line { $line }'s '{ $letter }' is a draw in games lists but a loss on this table's keys: write 1, ½ (or =) or 0

## The export popup (src/tui/components/export.rs)
export-end-name = end the name in .csv, .md or .json
export-end-file-name = end the file name in .csv, .md or .json
export-input-problem = nothing to export: the input has a problem

## Popups: titles, questions and their keys (src/tui/view/mod.rs, save_as.rs, session_list.rs, lookup.rs)
tui-enlarge = Enlarge the terminal: elocalc needs { $need }, this one is { $size }. (Ctrl-Q quits)
popup-save-as = Save the session as
popup-export = Export to (.csv, .md or .json)
popup-replace-file = { $path } exists. Replace it?
popup-take = The Tournament table has { $games }. This player's: a new event of the period (Enter), instead of them (r), or nothing (Esc)?
popup-event-line = Event { $number }: { $syntax }
popup-event-line-keys = {" "}Enter keeps · empty: delete the event · Esc cancels{" "}
popup-prompt-keys = {" "}Enter keeps · Esc cancels{" "}
popup-question = { $question } (y / n)
popup-sure = {" "}Sure?{" "}
popup-replace-session = A session named '{ $name }' exists. Replace it?
sessions-title = {" "}Sessions{" "}
sessions-keys = {" "}Enter open · r rename · x Del delete · Esc close{" "}
sessions-open = { $name } (open)
sessions-open-unsaved = { $name } (open, not saved yet: ^S saves it)
sessions-rename = Rename to
sessions-rename-taken = a session named '{ $name }' exists: type another name
save-as-not-replaced = '{ $name }' is kept as it was: type another name
sessions-delete = Delete the session '{ $name }'?
sessions-none = no saved sessions yet: ^S saves the one open
# A new session's name (Ctrl-N), before " 2" … when it is taken.
session-new-name = new { $date }
lookup-title = {" "}FIDE list { $month } · { $pool }{" "}
lookup-title-no-pool = {" "}FIDE list { $month } · no FIDE list's{" "}
lookup-title-no-list = {" "}FIDE list{" "}
lookup-keys = {" "}↑ ↓ choose · Enter fills · Esc closes{" "}
lookup-find = Find:{" "}
lookup-column-name = Name
lookup-column-id = FIDE ID
lookup-column-fed = Fed
lookup-column-title = Tit
lookup-column-rating = Rating
lookup-none = {"  "}no player of the { $month } list matches '{ $query }'
lookup-at-of = {"  "}{ $at } of { $found } · PgUp PgDn
lookup-at-of-more = {"  "}{ $at } of the first { $found } of more · PgUp PgDn
lookup-at-hint = { $at } · a FIDE ID finds one player exactly
lookup-at-hint-short = { $at } · a FIDE ID finds one exactly

## The expectation chart's legend (src/tui/view/chart.rs)
chart-cap = ±400 cap

## The rating history chart (h; src/tui/view/history_chart.rs)
history-title = {" "}Rating history · { $player }{" "}
history-standard = standard ⣿
history-rapid = rapid ▀
history-blitz = blitz •
history-esc = Esc closes
history-no-rating = no rating on any list held: nothing to chart
history-one-month = one month held with a rating ({ $month }): import more lists for a history
history-column-month = Month
history-column-standard = Standard
history-column-rapid = Rapid
history-column-blitz = Blitz

## A rating period's events in Tournament mode (src/tui/components/events.rs)
event-named = event { $number } '{ $name }'
event-number = event { $number }
events-where = a rating period's events are Tournament mode's (F3)
events-not-elo = { $pool } rates one event's games: a period of several events is FIDE's rule (choose an Elo pool)
event-made-empty = { $event } made: the games added next go into it · E types its line
event-first = the table's { $games } are event 1 · n on a later game starts event 2, E types its line
event-already-first = game { $game } is the first of { $event }: select a later game to start a new event from it
event-made = { $event } made of { $places } · E types its line
event-line-editing = event { $number }'s line, as a games list writes it: all but the name optional
event-totals-with-games = an event given by its totals (games { $totals }) holds no games of the table, and this one has { $games }: move them out first ([ ]) or leave out games and chg
event-line-not = not an event line: { $error }
event-line-same = event { $number }'s line is as it was
event-line-changed = event { $number }: { $was } → { $now }
event-line-first = the table's { $games } are event 1: { $line }
event-delete-none = nothing changed: the table's games are one event, as they were
event-deleted-last = { $event } deleted: the period is one event on your rating again
event-deleted = { $event } deleted
event-deleted-joined = { $event } deleted: its { $games } joined { $into }
event-one = the period is one event: n starts a new event from the selected game
event-game-in-last = game { $game } is in the period's last event
event-game-in-first = game { $game } is in the period's first event
event-by-totals = { $event } is given by its totals: it holds no games of the table
event-game-moved = game { $game } to { $event }
event-game-moved-now = game { $game } to { $event } (now game { $now })
event-emptied = { $event } had no games left and is gone
event-emptied-last = { $event } had no games left: the period is one event on your rating again

## Field mode's notes under the summary and what a FIDE list says (src/report/field.rs, src/tui/view/field.rs)
field-note-nobody-rated = No player of this file has a { $pool } rating in it, and none has five games against rated players: nothing is rated (a FIDE list held fills ratings by FIDE ID).
field-note-as-period = Each player's games are rated as one rating period (one rounding, K·n ≤ 700), as if this tournament were the whole period.
field-give-k-key = type them with Enter on the player
field-give-k-flag = give them with --player-k RANK=K
field-note-more = and { $count } more
field-note-k-rule = K from the file: 40 below { $limit } for players born in { $born } or later, 10 from { $k10 }, else 20. A new player's K 40 and a once-2400 player's K 10 are not in a TRF: { $give }.
field-note-k-rule-no-year = K from the file: no junior K 40 (the file gives no year), 10 from { $k10 }, else 20. A new player's K 40 and a once-2400 player's K 10 are not in a TRF: { $give }.
field-note-first-ratings = First ratings use this event only; FIDE counts an unrated player's events of up to 26 months.
field-note-pool-word = '{ $word }' in { $record }
field-note-pool-chosen = The list is { $pool } from the event's words ({ $words }): the file has no time control (222). --pool (in the UI: the list in the form) chooses another.
field-note-pool-differ = The event's words name different lists ({ $words }): FIDE Standard by default. Choose the list with --pool (in the UI: the form).
field-note-time-control-unread = The time control in 222, '{ $value }', does not read as one (seconds per period, [moves/]seconds[+increment], periods joined by ':', W…-B… for White and Black: 5400+30, 40/6000+30:900+30, W300-B240): { $then }. --pool (in the UI: the list in the form) chooses another.
field-note-time-control-then-words = the list is { $pool } from the event's words ({ $words })
field-note-time-control-then-default = the list is { $pool } by default
field-note-left-out-player = { $rank } { $name } (line { $line })
field-note-left-out = { $count ->
    [one] { $count } player line is
   *[other] { $count } player lines are
} left out: unrated, with byes or absences only (a bye pseudo-player such as spielfrei) — { $players }.
field-note-points-player = line { $line }: player { $rank } ({ $name }): the points column has { $file }, the rounds give { $rounds }
field-note-points = Warning: the points column (81–84) disagrees with the rounds for { $players } — { $named }. The ratings are computed from the rounds; check the file.
field-note-points-scoring = Warning: the points column (81–84) disagrees with the rounds for { $players } — { $named }. The ratings are computed from the rounds; line { $line } sets another scoring system or pairing points, which may explain it.
field-note-list-keys = K from the FIDE list of { $month } (the latest held dated on or before the start, { $start }) for { $players }, marked L; a K typed for a player, then the one K for everyone, win over it, and a player not on it, or with no K there, has the file's rule.
field-note-list-flags = K from the FIDE list of { $month } (the latest held dated on or before the start, { $start }) for { $players }, marked L; --player-k, then --k, win over it, and a player not on it, or with no K there, has the file's rule. --no-list rates without it.
field-note-list-undated-keys = K from the FIDE list of { $month } (the latest held: the file gives no start date (042)) for { $players }, marked L; a K typed for a player, then the one K for everyone, win over it, and a player not on it, or with no K there, has the file's rule.
field-note-list-undated-flags = K from the FIDE list of { $month } (the latest held: the file gives no start date (042)) for { $players }, marked L; --player-k, then --k, win over it, and a player not on it, or with no K there, has the file's rule. --no-list rates without it.
field-note-none = none
field-note-list-difference = Warning: { $rank } { $name } (FIDE ID { $id }): { $field } { $file } in the file, { $list } on the { $month } list; the file's is used.
field-note-not-on-list = Not on the { $month } list by FIDE ID: { $players } — { $named }.
field-report = Report
field-player-difference = ! { $field }: { $file } in the file, { $list } on the { $month } list (the file's is used)
field-list-no-warnings = no warnings
field-list-warnings = { $count ->
    [one] { $count } warning (!)
   *[other] { $count } warnings (!)
}
field-list-summary = {" "}list { $month }: K for { $from_list } (L) · { $warnings } · h history{" "}
field-list-summary-undated = {" "}list { $month } (no start date): K for { $from_list } (L) · { $warnings } · h history{" "}
field-list-summary-missing = {" "}list { $month }: K for { $from_list } (L) · { $warnings } · { $missing } not on it · h history{" "}
field-list-summary-undated-missing = {" "}list { $month } (no start date): K for { $from_list } (L) · { $warnings } · { $missing } not on it · h history{" "}

## The period's events in the games table (src/tui/view/table.rs)
table-event-keys = {" "}n event from this game on · E event line · [ ] game to event before/after{" "}
table-title-event = · Event { $number }{" "}
table-title-event-named = · Event { $number } · { $name }{" "}
table-event = Event
table-event-your-rating = your rating
table-event-not-a-line = not an event line: { $error } · E puts it right

## Field mode's first ratings (the First column)
field-first-games = { $games } of { $least } games
field-first-none = none: a score of 0 is disregarded
field-first-zero = a first event with zero points is disregarded
field-first-few-games = { $count ->
    [one] { $count } game against rated opponents; at least { $least } are needed
   *[other] { $count } games against rated opponents; at least { $least } are needed
}
field-first-below = below { $floor }
field-first-not-published = { $rating } ({ $why })

## An input problem in the UI's words: the key to press or the field to fill (src/tui/state.rs)
input-fide-id-as-rating = { $said }; a FIDE ID goes into the FIDE ID or name field (↑)
input-fide-id-look-up = { $error } (a FIDE ID? type it again to look it up and choose the player with Enter)
input-fide-id-no-list = { $error } (a FIDE ID? import a FIDE list with F7, or elocalc list import FILE)
input-name-look-up = '{ $text }' is no rating and no player chosen from the FIDE list: type it again to look it up and choose a player with Enter, or type the rating
input-name-no-list = '{ $text }' is no rating and no player chosen from the FIDE list: no FIDE list is held to look names up: type the rating
input-looking-up = a name is being looked up in the FIDE list: ↑ ↓ choose, Enter fills
input-no-report = { $error }: open one with F7
input-no-federation = { $error }: type it in Your federation
input-not-in-multi = { $error }: use Game or Tournament mode
input-federations-missing = { $error }: type them in the Fed column
input-in-game = game { $number }: { $error }

## Field mode's players (src/tui/components/players.rs, src/tui/players.rs)
players-sorted = players by { $sort }
players-sorted-selected = { $said } · { $name } still selected: { $place } of { $count }
players-sorted-top = { $said } · { $name } now { $place } of { $count }, the top one selected
players-sorted-reversed = players by { $sort }, the other way round
players-sorted-usual = players by { $sort }, the usual way round
player-k-files = the file's
player-k-changed = K of player { $rank }: { $was } → { $now }
player-k-unchanged = K of player { $rank } is already { $k }: nothing changed
taken = { $name }'s { $games } in Tournament mode as { $event }
taken-again-one-event = { $name }'s { $games } in Tournament mode as { $event }: the period is this one event again
taken-as-event = { $name }'s { $games } in Tournament mode as { $event }
taken-rating = { $said } · your rating { $was } → { $now }, in every mode
taken-as-event-ro = { $name }'s { $games } in Tournament mode as { $event }, Ro { $rating }
taken-other-pool = { $said } (the file is { $file }; the period stays { $period })
report-opened = opened { $name }: { $players }
report-list-unused = the FIDE list is not used: { $error }
history-no-fide-id = no rating history: { $name } has no FIDE ID in the file
history-failed = no rating history: { $error }

## Tab completing a path in a popup (src/tui/paths.rs)
path-no-match = no file or folder starts so
path-matches = { $count } matches: { $names }

## What an effect says (src/tui/effects.rs)
history-no-list = no FIDE list is held: F7 imports one
status-no-config-folder = no config directory

## The form's choice values (src/tui/view/form.rs)
form-today = today, { $date }
form-k-custom = Custom
form-k-fide-auto = FIDE auto
form-yes = yes
form-no = no
