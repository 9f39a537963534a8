# elocalc's words in English: the source and the fallback of every other catalogue.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## The mode tabs
mode-game = Game
mode-tournament = Tournament
mode-multi = Multi
mode-norm = Norm
mode-field = Field

## Game mode's form
field-fide-player = FIDE ID or name
field-rating = Your rating
field-opponent = Opponent's rating
field-result = Result
field-k = K
field-custom-k = Your K
field-opponent-k = Opponent's K
field-pool = Pool
field-games-so-far = {"  "}Games so far
field-born = {"  "}Year of birth
field-reached-2400 = {"  "}Reached 2400
field-year = {"  "}Year
placeholder-look-up = type to look up
placeholder-same-as-k = same as K
placeholder-their-own = { $k } (their own)
form-title = Input

## Scores
score-win = Win
score-draw = Draw
score-loss = Loss

## One game, both players (elocalc game, Game mode's panels)
game-title-rated = { $pool } · game rated
game-title-not-rated = { $pool } · game not rated
side-you = You
side-opponent = Opponent
row-rating = Rating
row-k = K
row-score = Score
row-difference-used = Difference used
row-expected = Expected
row-change = Change
row-new-rating = New rating
section-scenarios = If the game ends
header-item = Item
header-value = Value
section-result = Result
section-how = How
scenario-win = Win for you
scenario-draw = Draw for you
scenario-loss = Loss for you
method-table = table 8.1.2
method-logistic = logistic
derivation = { $method } · D { $used } → { $symbol } { $expected } · { $k } × ({ $score } − { $expected }) = { $change }
derivation-not-rated = not rated: no change
used-difference-real = { $used } (real { $real }: the 400-point rule)
below-floor-yours = Your new rating is below { $floor }: shown as unrated on the next list.
below-floor-opponents = Your opponent's new rating is below { $floor }: shown as unrated on the next list.
not-rated-unrated-opponent = not rated: opponent unrated
not-rated-600 = not rated: { $difference }-point rule (a player above { $above })

## The rating systems' names (the Pool choice, a result's title)
system-continuous = Continuous Elo
system-standard = FIDE Standard
system-rapid = FIDE Rapid
system-blitz = FIDE Blitz
system-glicko2 = Glicko-2
system-uschess = US Chess

## The expectation chart
chart-title = Expected score by rating difference (you − opponent)
chart-title-2 = Expected score by rating difference
chart-title-3 = Expected score by difference
chart-title-4 = Expected score
chart-you = you
chart-average = average
chart-mark = { $who }: D { $used }
chart-mark-real = { $who }: D { $used } (real { $real })
chart-expected = expected { $expected }
chart-range = D { $differences }, expected { $expected }
chart-no-game = no rated game to mark
chart-taller = a taller terminal shows the curve

## Tournament and Multi modes' forms
field-average = Average opponent
field-games = Games
field-points = Points
field-games-table = Games table
field-remaining = Rounds to play
field-remaining-average = {"  "}Their average
field-target = {"  "}Your target
placeholder-remaining = e.g. 3 for targets
placeholder-remaining-average = e.g. 2000
placeholder-optional = optional

## A rating period (Tournament mode, elocalc period) and Multi mode (elocalc multi)
section-totals = Totals
section-games = Games
period-title = { $pool } · rating { $rating } · K { $k }
multi-title = { $pool } · { $games } against an average of { $average }
row-rated-games = Rated games
row-average = Average opponent
row-points = Points
row-performance = Performance
score-with-expected = { $score } (expected { $expected })
score-rated-and-all = { $points } of { $rated } rated · { $total } of { $all } in all
k-lowered = { $effective } (K { $k } lowered so that K·n ≤ { $max } with n = { $games })
performance-how = = { $average } { $sign } { $dp } (p { $p }, table 8.1.1)
performance-how-solved = = { $average } { $sign } { $dp } (where the expected total is the score, { $score })
method-table-811 = table 8.1.1
not-rated-short-unrated = unrated opponent
not-rated-short-600 = { $difference }-point rule
column-number = #
column-opponent = Opponent
column-score = Score
column-difference = Diff
column-expected = Expected
column-contribution = Contribution
column-note = Note
note-difference-capped = real { $real }: the 400-point rule
note-difference-capped-short = real { $real } (400 rule)
table-title = Games ({ $count })
table-title-norm = Games ({ $count }) of Tournament mode
table-title-part = Games { $first }–{ $last } of { $count }
table-empty = Tab here, then a to add a game
section-targets = Targets
target-keep = Keep { $target }
target-plus-ten = Gain 10: { $target }
target-next-hundred = Reach { $target }
target-first-rating = First rating { $target }
target-typed = Your target { $target }
target-needed = { $points } of { $games }
target-best = best: { $points } of { $games } → { $best }
target-best-unpublished = { $points } of { $games }: no published rating
chart-opponents = opponents

## Counts (plural forms)
games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}

## Keys
key-quit = quit, saving
key-help = help
key-more = more
key-language = language (en, pt, ru)
language-now = Language: { $language } · L changes it

## Keys and help
key-quit-short = quit
key-quit-not-typing = quit, saving (not while typing)
key-suspend = suspend (fg comes back)
key-add-game = add a game (F3, F5)
key-insert-game = add one after the selected
key-undo = undo
key-redo = redo
key-next-field = next / previous field
key-next-mode = next / previous mode
key-modes = the modes, as tabbed
key-leave-field = leave the field
key-leave-field-commands = leave the field: letters are commands
key-save-open = save as / open a session
key-import-export = import a file / export
key-mouse = mouse on/off (to copy)
key-edit-value = edit; a digit: new value
key-keep-value = keep the value
key-choice-next = keep it, next field
key-keep-next-field = keep, next / prev. field
key-cancel-value = cancel: the old value
key-pick-choice = choose by first letter
key-change-choice = change the choice
key-edit-opponent = edit the cell
key-delete-game = delete the game
key-new-session = new session (the open one is kept)
key-zoom = the games, players or curve on the whole screen, and back
key-clear-games = clear the table (asks)
key-next-column = the next column
key-new-event = new event from this game
key-edit-event = type the event's line
key-game-to-event = game to prev./next event
key-scores = win / draw / loss, ½
key-score-half = a draw typed as a number
help-score-letters = on the command line and in games lists (files, pastes) the letters are English's in every language: d is a draw
key-edit-player-k = edit; a digit: the player's K
key-reset-player-k = back to the file's K
key-sort = sort by the next column
key-reverse-sort = reverse the order
key-rounds-scroll = the rounds up / down
key-take-player = their games to Tournament
key-history-player = rating history (a FIDE list held)
key-history-opponent = the opponent's rating history (looked up)
key-history-text = history: yours, the opponent's (looked up)
key-history-choice = says where h charts
key-type-words = type into the field
key-type-cell = type the title or federation
key-edit-name = edit what is there
key-select-row = select a row
key-page = a page up / down
key-first-last-row = first / last row
key-keep-cell = keep it
key-next-cell = keep it, the next cell
key-previous-cell = keep it, the cell before
key-cancel-cell = cancel the cell
key-keep-event-line = keep it (empty: delete the event)
key-cancel-event-line = cancel: the line as it was
key-lookup-fill = fill from the one chosen
key-lookup-choose = choose
key-lookup-page = ten up / down
key-lookup-close = close, keep the text
key-lookup-move-on = close, keep it, move on
key-open-session = open the session
key-select-session = select a session
key-rename-session = rename it
key-delete-session = delete it (asks first)
key-close-sessions = close the list
key-go-on = go on
key-complete = complete the path / the player
key-close-name = pick a close name
key-cancel = cancel
key-yes = yes
key-no = no
key-add-games = add the games
key-replace-games = replace the games
key-file-suggestions = the file's rating, pool
key-cancel-import = cancel: nothing added
key-stop-list-import = stop: the lists held stay as they were
key-take-new-event = add them as a new event
key-take-replace = replace the table's games
key-cancel-take = cancel: nothing taken
key-open-report = open it in Field mode
key-cancel-report = cancel: nothing opened
key-close-chart = close the chart
key-close-help = close the help
key-scroll = scroll
keys-text = text ← →
key-type-text = type, move the cursor
key-delete-text = delete; ^U clears
key-unrated = an opponent's rating in a table, or yours in Tournament
key-score-to-play = score of a game to play
keys-a-name = a name
key-a-name = FIDE ID or name field: every key but ? types (u q h a too); an opponent: a name or FIDE ID looks up
keys-syntax = syntax
key-event-optional = all but the name optional
help-title = Keys
help-anywhere = Anywhere
help-text-fields = Text fields
help-choice-fields = Choice fields (result, K, …)
help-games-table = Games table (F3, F5)
help-word-cell = Games table, on a title or federation (F5)
help-players = A report's players (F6)
help-cell = Editing a cell
help-event-line = An event's line (E, Tournament)
help-lookup = FIDE list look-up (a name or ID typed)
help-sessions = Saved sessions (^O)
help-popups = Popups (names, files, questions)

## Norm and Field modes
field-norm-title = Norm
field-federation = Your federation
field-min-games = Fewest games
field-exemption = Exemption
field-report-pool = List
field-report-k = K for everyone
field-players = Players
placeholder-federation = e.g. USA
placeholder-from-file = from the file
choice-none = none
section-requirements = Requirements
norm-title = { $title } norm · federation { $federation } · { $games }
requirement-games = Games
requirement-foreign = Foreign feds
requirement-own = Own federation
requirement-one = One federation
requirement-titled = Titled
requirement-holders-gm = GMs
requirement-holders-im = IMs or GMs
requirement-holders-wgm = WGMs, IMs or GMs
requirement-holders-wim = WIMs or higher
requirement-ra = Ra
requirement-performance = Performance
requirement-score = Score
requirement-verdict = Verdict
requirement-points-needed = Points needed
requirement-open = open
requirement-score-figure = { $points } of { $games } (≥ { $percent } %)
ra-raised = 1.4.7; the lowest opponent raised to { $floor } (1.4.6)
norm-yes = { $title } norm
norm-pending = not yet: the result decides it
norm-no = no norm
failure-games = too few games
failure-foreign = too few foreign federations
failure-own = too many from your federation
failure-one = too many from one federation
failure-titled = too few titled opponents
failure-holders = too few holders of the titles it needs
failure-ra = Ra too low
failure-performance = performance too low
failure-score = score below 35 %
failure-pending = the result still open
points-none = none: not even { $games } of { $games } makes the performance
points-total = { $points } of { $games }
points-out-of-reach = { $total }: out of reach, { $more } more from { $pending } to play
points-more = { $total }: { $more } more from the last { $pending }
points-not-alone = { $points } · not enough alone: { $failing }
column-opponent-short = Opponent
column-used = Used
column-title = Title
column-fed = Fed
note-raised = raised to the floor
# The raised mark (↑) explained where it is shown: the title's rating floor, FIDE B.01 1.4.6.
norm-raised-legend = { $mark } raised to the { $title } floor (1.4.6)
note-unplayed = not played yet
field-tournament = Tournament
field-open-hint = F7 opens a tournament report file (.trf)
pool-as-chosen = as chosen
pool-time-control = from the time control, record 222
pool-event-words = from the event's words
pool-default = the default: the file names no time control
pool-default-unread = the default: its time control, 222, does not read
pool-default-allotted = the default: 122 '{ $value }' names no list
field-summary = { $pool } ({ $source }) · { $players }
field-column-rank = Rk
field-column-no = No
field-column-name = Name
field-column-title = Title
field-column-fed = Fed
field-column-rtg = Rtg
field-column-k = K
field-column-n = n
field-column-pts = Pts
field-column-rated = Rated
field-column-exp = Exp
field-column-unrounded = Δ unrounded
field-column-change = Δ
field-column-new = New
field-column-rp = Rp
field-column-first = First
field-column-first-rating = First rating
players-title-part = Players { $first }–{ $last } of { $count }
players-by = { $shown } · by { $sort }
players-by-reversed = { $shown } · by { $sort }, reversed
sort-start-rank = starting rank
sort-rating = rating
sort-change = change
sort-new-rating = new rating
sort-performance = performance
sort-name = name
rounds-column-round = Rd
rounds-column-opponent = Opp
rounds-column-name = Name
rounds-column-rating = Rtg
rounds-column-colour = C
rounds-column-result = R
rounds-column-points = Pts
rounds-column-expected = Exp
rounds-column-note = Note
rounds-unrated = unrated
rounds-rated-games = { $count } rated
rounds-part = rounds { $first }–{ $last } of { $count }
k-source-list = K { $k } L: the player's K on the { $month } list
k-source-player = K { $k }: typed for the player (over the { $month } list's)
k-source-everyone = K { $k }: the one K for everyone (over the list's)
k-source-file-no-k = K { $k }: the file's rule, no K on the { $month } list
k-source-file-not-listed = K { $k }: the file's rule, not on the { $month } list
k-source-file-no-id = K { $k }: the file's rule, no FIDE ID in the file
k-not-on-list = not on the { $month } list by FIDE ID
round-forfeit-win = forfeit win
round-forfeit-loss = forfeit loss
round-absent = absent
round-less-than-one-move = less than one move
round-half-point-bye = half-point bye
round-full-point-bye = full-point bye
round-pairing-bye = pairing-allocated bye
round-zero-point-bye = zero-point bye
round-600 = 600-point rule
players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

## A list's last "and"
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }

# DWZ
system-dwz = DWZ
