# elocalc's words in English (the source): the other commands' reports (k, need, performance, initial, player, list, sessions …) and the Glicko-2 and US Chess sheets.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## K under FIDE's rules (elocalc k; Game mode's form says it under K)
report-k-new-player = K { $k }: fewer than { $games } rated games completed
report-k-junior = K { $k }: rated below { $limit }, until the end of the year of the { $age }th birthday
report-k-reached-2400 = K { $k }: the rating has reached { $rating } (K { $k } stays if it drops)
report-k-standard = K { $k }: no K 40 rule applies, and the rating has never reached { $rating }

## What the remaining games must bring (elocalc need)
report-need-title = { $pool } · rating { $rating } · target { $target }
report-need-title-first = First rating (FIDE 8.2) · target { $target }
report-row-needed = Needed
report-row-all-won = All won
report-row-all-lost = All lost
report-needed = { $points } from { $games } against { $opponents } → { $result }
report-not-reachable = not reachable: { $points } from { $games } give { $best }
report-no-published-rating = no published rating
report-remaining-not-rated = the remaining games are not rated ({ $rule }: a player above { $above }), so no score in them changes the rating

## A performance rating (elocalc performance)
report-performance-title-table = { $pool } · performance (FIDE table 8.1.1)
report-performance-title-logistic = { $pool } · performance (logistic)
report-row-games = Games
report-rated-opponents = { $count } against rated opponents
report-performance-none = none
report-no-finite-performance = a 0 % or 100 % score has no finite performance on the logistic curve

## The first rating of an unrated player (elocalc initial, Tournament mode)
report-initial-title = Initial rating (FIDE 8.2)
report-initial-title-short = Initial rating
report-section-event = Event
report-row-published = Published
report-published-yes = yes
report-published-no = no: { $why }
report-not-published-zero = a first event with zero points is disregarded
report-not-published-few = { $count ->
    [one] { $count } game
   *[other] { $count } games
} against rated opponents; at least { $min } are needed
report-not-published-below = below { $floor }
report-first-event-disregarded = the first event ({ $count } against rated opponents) scored zero points and is disregarded (FIDE 8.2)
report-only-later-events = no first rating yet: only later events count, and they need at least { $min } games against rated opponents in all
report-counted-games-disregarded = { $count } against rated opponents ({ $disregarded } in the first event, disregarded)
report-first-rating-capped = { $rating }  ({ $uncapped }, capped at { $cap })
report-initial-ra = (Σ opponents + 2 × { $hypothetical }) / ({ $games } + 2)

## A rating period of several events (elocalc period with event lines)
report-period-events-title = { $pool } · previous list { $rating } · K { $k } · { $events }
report-score-unknown = { $dash } (an event is given by its n and chg alone, without W)
report-column-dates = Dates
report-dates-from = from { $start }
report-dates-to = to { $end }
report-date = { $day } { $month ->
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
report-list-of = the { $date } list
report-list-by-last-days = by the events' last days (FIDE B.02 7.1.3, 9.1)
report-event-own-k = Event { $event } is rated with its own K, { $k }.
report-event-own-k-lowered = Event { $event } is rated with its own K, { $k }, lowered to { $lowered } so that K·n ≤ 700 over the period's { $games } rated games.
report-event-reported-late = Event { $event } ended on { $end }: it would normally have been rated on the { $usual } list; reported late, it is rated in this period, on the { $list } list (FIDE B.02 9.1).
report-event-past-third-list = Event { $event } ended on { $end }: it would normally have been rated on the { $usual } list, and a report not in time for the { $last } list, the third after it, is not rated (FIDE B.02 9.1); check that FIDE rated it on the { $list } list.
report-event-late = Event { $event } ends within five days of its month's end: registered late, it is rated on the { $date } list instead (FIDE B.02 9.1).
report-undated-one = No list is said until every event has an end date: event { $event } has none.
report-undated-many = No list is said until every event has an end date: events { $events } and { $last } have none.

## Counts
report-events = { $count ->
    [one] { $count } event
   *[other] { $count } events
}

## A player of the FIDE rating list (elocalc player)
report-player-title = { $name } · the { $month } list
report-matches-more = the { $count } best of more players who answer · the { $month } list · ask by FIDE ID or a fuller name
report-matches-left-out = the { $count } best of { $total } players who answer · the { $month } list · { $left } more: --all lists every one
report-matches = { $count ->
    [one] { $count } player answers
   *[other] { $count } players answer
} · the { $month } list · ask by FIDE ID for one
report-player-fide-id = FIDE ID
report-player-federation = Federation
report-player-titles = Titles
report-player-born = Born
report-player-sex = Sex
report-player-flag = Flag
report-flag-inactive = inactive
report-flag-woman = woman
report-flag-woman-inactive = woman, inactive
report-list-standard = Standard
report-list-rapid = Rapid
report-list-blitz = Blitz
report-column-list = List
report-column-rating = Rating
report-column-games = Games
report-column-month = Month
report-column-name = Name
report-column-fed = Fed
report-column-title = Title
report-column-born = Born
report-column-std = Std
report-trend = trend
report-section-player = Player
report-section-ratings = Ratings
report-section-history = History
report-section-matches = Matches

## The FIDE rating lists held (elocalc list, list import, list remove)
report-no-list-title = No FIDE rating list is held on this machine
report-no-list-note = Download one from ratings.fide.com (Download: players_list.zip) and import it: elocalc list import players_list.zip. elocalc never downloads anything; the lists are kept in { $path }.
report-lists-title = FIDE rating lists held · { $path }
report-column-players = Players
report-column-imported = Imported
report-import-file = File
report-import-replaced = Replaced
report-import-earlier = the month's earlier import ({ $count ->
    [one] { $count } player
   *[other] { $count } players
})
report-import-title = imported the { $month } list: { $count ->
    [one] { $count } player
   *[other] { $count } players
}
report-import-kept = Kept in { $path }.
report-kind-combined = the combined list (TXT)
report-kind-legacy = the combined list without FOA (legacy TXT)
report-kind-single = the { $list } list (TXT)
report-kind-xml = the list as XML
report-section-months = Months
report-section-import = Import
report-list-removed = removed the { $month } list
report-list-month-from-date = month { $month } from the file's date ({ $date }): the file names none; give --month YYYY-MM for another
report-list-realigned = { $file }: { $count } line(s) overflowed by their other titles and were re-aligned (the first: line { $first })
report-list-skipped = { $file }: { $count } element(s) elocalc does not read were skipped (the first: <{ $name }>, line { $line })
report-list-progress = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

## The saved sessions (elocalc sessions)
report-column-mode = Mode
report-column-pool = Pool
report-column-saved = Saved
report-session-unreadable = cannot be read: { $reason }
report-session-cannot-read = cannot read { $file }: { $reason }
report-no-sessions = no saved sessions in { $path }
report-session-shown = Session '{ $name }' · { $mode } mode
report-session-deleted = deleted session '{ $name }'
report-section-sessions = Sessions

## Glicko-2 (game and period --pool glicko2, the UI's Glicko-2 pool)
glicko2-title = Glicko-2 · rating { $rating } · RD { $rd } · volatility { $volatility } · τ { $tau }
glicko2-game-title = Glicko-2 · game rated · τ { $tau }
glicko2-game-short = Glicko-2 · game rated
glicko2-rd = RD
glicko2-new-rd = New RD
glicko2-volatility = Volatility
glicko2-new-volatility = Volatility
glicko2-variance = v, Δ
glicko2-new-rating-interval = ≈95 %: { $low } – { $high }
glicko2-derivation = E { $expected } · v { $variance } · Δ { $improvement } · σ′ { $volatility } · RD { $rd } → { $new-rd }
glicko2-variance-value = { $v }, { $delta }
glicko2-variance-scale = variance and improvement on the Glicko-2 scale (Steps 3–4)
glicko2-idle = No games: only the RD grows (Step 6), with the volatility as it was.
glicko2-derivation-none = no games: only the RD grows
glicko2-rd-assumed-yours = Your RD { $rd } assumed: a new player's. An established player's is lower and moves less: give the real RD.
glicko2-rd-assumed-opponents = The opponent's RD { $rd } assumed: a new player's. An established player's is lower and moves less: give the real RD.
glicko2-unrated-one = Game { $games }: unrated, so its opponent counted as the paper's new player, { $rating } with RD { $rd }.
glicko2-unrated-many = Games { $games }: unrated, so their opponents counted as the paper's new player, { $rating } with RD { $rd }.

## US Chess (game and period --pool uschess, the UI's US Chess pool)
uschess-title = US Chess · rating { $rating } ({ $games }) · event { $date } · bonus threshold { $threshold }
uschess-established = established
uschess-unrated = unrated
uschess-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
uschess-formula = Formula
uschess-formula-standard = K·(S − E), plus the bonus
uschess-formula-special = 8 games or fewer, or an all-wins / all-losses history: the rating where the score equals the provisional expectancies
uschess-formula-none = no games: the rating stays
uschess-effective-games = Effective games
uschess-effective-games-not-given = N* of the rating (the games played are not given)
uschess-effective-games-smaller = the smaller of the games played and N* of the rating
uschess-bonus = Bonus
uschess-k = K
uschess-bonus-above = K·(S − E) above { $threshold }·√max(m, 4)
uschess-bonus-not-qualified = none: the event does not qualify for a bonus
uschess-bonus-special = none: the special formula has no bonus
uschess-bonus-few = none: a bonus needs 3 games or more, not { $games }
uschess-new-rating-exactly = { $rating } exactly
uschess-one-pass = Rated once against the opponents' ratings as entered, as US Chess's estimator does. The official rating also rates every opponent first, so it can differ when their ratings moved in this event; enter their post-event ratings to get closer.
uschess-left-out-one = Game { $games } is left out: an unrated opponent is rated against only with their own first estimate, which needs their other games.
uschess-left-out-many = Games { $games } are left out: an unrated opponent is rated against only with their own first estimate, which needs their other games.
uschess-capped = A special-formula rating is at most 2700.
uschess-floored = The floor { $floor } raised the result.
uschess-provisional = Provisional: based on 25 games or fewer.

## Notes on standard error (period --fide, files read)
report-fide-taken = { $name } ({ $id }) on the { $month } list: { $taken }
report-fide-taken-rating = rating { $rating }
report-fide-taken-k = K { $k }
report-fide-no-k = no K (K { $k })
report-fide-nothing-taken = nothing taken (--rating and --k given)
report-no-list-before-start = no FIDE list held is dated on or before the start ({ $start }): K from the file only, and no check against a list
report-pool-from-pgn = pool { $pool } (from the PGN's time control)
report-columns-found = { $file }: ratings from column '{ $ratings }', scores from column '{ $scores }'

## Several tournament report files as one period (elocalc trf A B …, period --trf)
report-files-title = Rating period of { $files } files · { $pool } · { $players }
report-column-base = Base
report-column-events = Events
report-column-new = New
report-section-events = Events
report-section-files = Files
report-files-latest-by-date = the latest file by start date (042)
report-files-latest-by-order = the last file given (a file has no start date, 042, to order by)
report-files-as-period = One rating period: each player's events on their rating in each file (Ro), one K after K·n ≤ { $max } over the period, Σ K·chg rounded once onto the base: their rating in { $latest }.
report-files-k-rule = K from the latest file: 40 for juniors below { $limit }, 10 from { $rating }, else 20. A new player's K 40 and a once-2400 player's K 10 are not in a TRF: give them with --player-k ID=K (FIDE ID) or --player-k FILE:RANK=K.
report-files-k-rule-no-year = K from the latest file: no junior K 40 (no file gives a year, 052 or 042), 10 from { $rating }, else 20. A new player's K 40 and a once-2400 player's K 10 are not in a TRF: give them with --player-k ID=K (FIDE ID) or --player-k FILE:RANK=K.
report-files-no-year = { $file } gives no year (052, 042): juniors are judged by { $year }, the latest year the other files give, whatever the files' order.
report-files-base = base { $base }: the player's rating in { $file }, { $latest }
report-files-player-k-junior = K { $k }: the file's rule for the player in { $file } (a junior below { $limit }); a new player's K 40 and a once-2400 player's K 10 are not in a TRF
report-files-player-k-2400 = K { $k }: the file's rule for the player in { $file } (rated { $rating } or more); a new player's K 40 and a once-2400 player's K 10 are not in a TRF
report-files-player-k-other = K { $k }: the file's rule for the player in { $file } (neither a junior below { $limit } nor rated { $rating } or more); a new player's K 40 and a once-2400 player's K 10 are not in a TRF
report-files-player-k-no-year = K { $k }: the file's rule for the player in { $file } (no junior K 40: no file gives a year, 052 or 042; rated below { $rating }); a new player's K 40 and a once-2400 player's K 10 are not in a TRF
report-files-matched-by-name = Matched by name, where a file gives no FIDE ID: { $players }.
report-files-unmatched = Not matched, no FIDE ID and a name that is several players: { $players }.
report-files-unrated = Unrated in one of their files, so no period is rated: { $players }.
report-files-overlap = { $first } ({ $first_dates }) and { $second } ({ $second_dates }) overlap in dates and share { $players }: if they are one event, give it once.
report-unread-start-date = { $file }: { $record } '{ $text }' is no date (YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY or DD/MM/YYYY): the event has no start date
report-unread-end-date = { $file }: { $record } '{ $text }' is no date (YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY or DD/MM/YYYY): the event has no end date
report-files-list-first-start = the latest held dated on or before the first event's start, { $start }
report-files-list-no-start = the latest held: no file gives a start date (042)
report-files-list = K from the FIDE list of { $month } ({ $why }) for { $count ->
    [one] { $count } player
   *[other] { $count } players
}, marked L; --player-k, then --k, win over it, and a player not on it, or with no K there, has the latest file's rule. Each file is checked against its own list in force. --no-list rates without it.
report-files-base-listed = base { $base }: the player's rating on the FIDE list of { $month } ({ $why })
report-files-player-k-listed = K { $k }: the player's K on the FIDE list of { $month } ({ $why })

## The Glicko-2 and US Chess forms in the terminal UI (src/calc/systems): each system's own
## entries, indented under the Pool choice (17 characters at most with the two spaces, so a
## space stays before the value), their choices' and toggles' words (the keys kept in session
## files and typed after the flags stay English), the games table's hint, the formula's name
glicko-form-rd = {"  "}Your RD
glicko-form-volatility = {"  "}Your volatility
glicko-form-opponent-rd = {"  "}Opponent's RD
glicko-form-opponent-volatility = {"  "}Opp. volatility
glicko-form-tau = {"  "}τ (system)
glicko-opponent-hint = an opponent's RD after a slash: 1750/50 ({ $rd } if none)
uschess-form-games-played = {"  "}Games so far
uschess-form-event-date = {"  "}Event ended
uschess-form-prior-record = {"  "}Earlier games
uschess-form-dual-rated = {"  "}Dual-rated
uschess-form-bonus = {"  "}Bonus
uschess-form-floor = {"  "}Your floor
# A choice or toggle's word: 14 characters at most (‹ › around it fill the value's 18).
uschess-prior-mixed = mixed
uschess-prior-all-wins = all-wins
uschess-prior-all-losses = all-losses
uschess-bonus-if-earned = if earned
uschess-bonus-none = none
uschess-formula-name-standard = standard
uschess-formula-name-special = special
uschess-formula-name-none = none
# The form's labels and the choice as the form shows them (the UI's own, not the flags').
uschess-prior-without-games = { $field } { $record } needs { $games } 1 or more
# An empty date field, dimmed (18 characters at most with the date).
system-form-today = today, { $date }

# DWZ
dwz-form-index = {"  "}Index
dwz-form-index-empty = after the dash
dwz-form-born = {"  "}Born (year)
dwz-form-born-empty = adult
dwz-form-rating-date = {"  "}DWZ as of
dwz-form-rating-date-empty = current
dwz-form-score = {"  "}Card: W
dwz-form-games = {"  "}Card: n
dwz-form-expected = {"  "}Card: We
dwz-form-from-games = from the games
dwz-title = DWZ { $dwz } · { $system } · event { $date } · { $age }
dwz-system-e = E system
dwz-system-k = K system
dwz-age-assumed = adult (assumed)
dwz-youth = youth ({ $years })
dwz-junior = junior ({ $years })
dwz-adult = adult ({ $years })
dwz-relevelled = Re-levelled
dwz-relevelled-below-1000 = Umstufung 2026: below 1000, +400
dwz-relevelled-linear = Umstufung 2026: 0.64·R + 760, rounded
dwz-relevelled-unchanged = Umstufung 2026: from 2110, unchanged
dwz-games = Games counted
dwz-coefficient = E
dwz-coefficient-e = E0 = (R0/1000)⁴ + J = { $e0 } (J { $j }) · fB { $fb } · SBr { $sbr } · rounded { $rounded }, { $bound }
dwz-bound-none = within its bounds
dwz-bound-at-least-five = raised to 5
dwz-bound-five-times-index = at most 5 × index { $index } = { $limit }
dwz-bound-at-most-thirty = at most 30
dwz-bound-brake = at most 150 with the brake
dwz-k = K
dwz-k-k = K0 { $k0 } ({ $group }) · b { $b } · a { $a } · rounded { $rounded }, { $bound }
dwz-group-young-below-2200 = youth or junior below 2200
dwz-group-adult-below-2000 = adult below 2000
dwz-group-strong = adult from 2000, youth or junior from 2200
dwz-bound-k-at-least-five = raised to 5
dwz-bound-k-at-most-eighty = at most 80
dwz-change-e = 800·(W − We)/(E + n) = { $exact }
dwz-change-k = K·(W − We) = { $exact }
dwz-new-rating-exactly = { $rating } before rounding
dwz-new-rating-floored = { $rating }, raised to the floor of { $floor }
dwz-performance = Leistung
dwz-performance-none = none at 0 % or 100 %
dwz-adult-assumed = No year of birth given: rated as an adult (26 or older); a youth or junior has a different coefficient.
dwz-relevelled-note = The DWZ { $from } is from before { $date }, so it was re-levelled first (Umstufung 2026): { $from } → { $to }.
dwz-current-assumed = The DWZ is taken as current, re-levelled already on { $date } (Umstufung 2026); if it is older, give the date it was published to re-level it first.
dwz-left-out-one = Game { $games } is left out: a game against an opponent without a DWZ counts only when they get a first DWZ in the same evaluation, which needs the whole tournament.
dwz-left-out-many = Games { $games } are left out: a game against an opponent without a DWZ counts only when they get a first DWZ in the same evaluation, which needs the whole tournament.
dwz-floored-note = The K system gives no DWZ below { $floor }: the result was raised to it.
dwz-from-totals = Rated from a DSB card's totals (W, n, We); no Leistung without the games.
dwz-printed-range = We printed to three decimals allows a new DWZ from { $low } to { $high }; the DSB's own is one of them.
dwz-below-floor-current = A current DWZ below { $floor } is rare after the Umstufung of { $date }: if this DWZ is older, give the date it was published to re-level it first, or the change is far too large.
