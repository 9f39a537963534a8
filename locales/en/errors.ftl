# elocalc's words in English (the source): every error: one line naming the value and what is allowed.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## A value and what is allowed (the core's errors)
error-lang = language '{ $value }' must be en, pt or ru
error-rating = rating '{ $value }' must be a number from 0 to { $max }
error-rating-fractional = rating '{ $value }' must be a whole number in FIDE pools
error-rating-comma = rating '{ $value }' takes no comma: a whole number (1850), with a point for decimals where the pool has them (1850.5)
error-rating-thousands = rating '{ $value }' could be { $thousands } with a thousands point: write { $thousands } without one, and a point only for decimals where the pool has them (1850.5)
error-uschess-rating = rating '{ $value }' must be a number from { $floor } to { $max }: no US Chess rating is below the absolute floor, { $floor }
error-whole = { $name } '{ $value }' must be { $allowed }
error-quantity-k = K
error-quantity-games = games
error-quantity-games-played = games played
error-quantity-floor = floor
error-quantity-index = index
error-quantity-year = year
error-quantity-remaining-games = remaining games
error-quantity-opponent = opponent
error-quantity-minimum-games = minimum games
error-quantity-starting-rank = starting rank
error-quantity-column = column
error-allowed-two = { $low } or { $high }
error-allowed-three = { $low }, { $middle } or { $high }
error-allowed-range = a whole number from { $low } to { $high }
error-score = score '{ $value }' must be a win, draw or loss: 1, 0.5 or 0 (also w/d/l, ½, =)
error-no-score = the game has no score: type 1, 0.5 or 0 (also { $letters }, ½, =)
error-row-score = score '{ $value }' must be 1, 0.5 or 0 (also w/d/l, ½, =), or ? for a game not played yet
error-cell-score = score '{ $value }' must be 1, 0.5 or 0 (also { $letters }, ½, =), or ? for a game not played yet
error-points = points '{ $value }' must be a multiple of 0.5 from 0 to { $games } (the number of games)
error-pool = pool '{ $value }' must be one of continuous, standard, rapid, blitz
error-game = game '{ $value }' must be OPPONENT:SCORE, e.g. 2050:1, 2100:0.5 or unrated:1
error-target = target '{ $value }' must be a rating from 0 to { $max }
error-remaining-unrated = the remaining opponents' rating must be a number from 0 to { $max }, not 'unrated'
error-no-target = a target rating is needed for a rated player (a first rating aims at 1400 unless told)
error-first-rating-pool = a first rating (rating 'unrated') is found in the standard pool only, not in '{ $pool }'
error-norm-title = norm title '{ $value }' must be one of gm, im, wgm, wim
error-title = title '{ $value }' must be one of GM IM FM CM WGM WIM WFM WCM, or - for none
error-federation = federation '{ $value }' must be three letters, e.g. GER (FID for the FIDE flag)
error-exemption = exemption '{ $value }' must be one of 1.4.3a, 1.4.3b, 1.4.3c, 1.4.3d
error-norm-game = game '{ $value }' must be OPPONENT:SCORE:TITLE:FED, e.g. 2450:1:GM:GER or unrated:?:-:FID
error-norm-rating = opponent '{ $value }' must be a whole rating from 0 to { $max } or unrated
error-no-federation = a norm is checked for the player's federation: three letters, e.g. USA (FID for the FIDE flag)
error-federations-missing = the opponents' federations are not given yet: { $missing } of { $games } games have none (e.g. GER; FID for the FIDE flag)
error-fide-pool = pool '{ $value }' must be a FIDE list for a tournament report: standard, rapid or blitz
error-player-k = '{ $value }' must be RANK=K, a starting rank and a whole K from 1 to { $max }, e.g. 12=40
error-no-start-rank = '{ $value }': no player has starting rank { $rank }
error-no-report = no tournament report file (a .trf file) to rate
error-report = the tournament report file: { $reason }
error-rd = RD '{ $value }' must be a number above 0, at most 1000
error-volatility = volatility '{ $value }' must be a number above 0, at most 1
error-tau = tau '{ $value }' must be a number above 0, at most 10
error-glicko2-game = game '{ $value }' must be OPPONENT[/RD]:SCORE, e.g. 1400/30:1, 1550:0 or unrated:0.5
error-unrated-with-rd = '{ $value }': an unrated opponent is the paper's 1500 with RD 350 and takes no RD of its own: write unrated, or a rating with its RD
error-prior-record = prior record '{ $value }' must be mixed, all-wins or all-losses
error-event-date = event date '{ $value }' must be a real date YYYY-MM-DD, from 2017-05-01 on (earlier bonus thresholds are not known to elocalc)
error-floor-above-rating = floor { $floor } is above the rating { $rating }: a floor only keeps a rating from falling below it
error-uschess-unrated-opponent = an unrated opponent cannot be rated against in US Chess (their first estimate needs their other games): enter a rating
error-prior-without-games = prior record { $record } needs games played 1 or more
error-uschess-unrated = game '{ $value }': an unrated opponent needs their own first estimate, which one player's event cannot give; enter a rating
error-uschess-game = game '{ $value }' must be OPPONENT:SCORE, e.g. 1650:1 (no RD in US Chess)
error-uschess-rd = opponent '{ $value }' has an RD: a US Chess rating has none (e.g. 1650)
error-dwz-before-dewis = event end '{ $value }' is before { $first }, when DeWIS began: elocalc does not cover the DWZ rules before it
error-dwz-first = a first DWZ (no DWZ yet) is not calculated: the DSB finds it over the whole tournament at once, which one player's games cannot give
error-date = date '{ $value }' must be a real date YYYY-MM-DD
error-dwz-totals-with-games = a DSB card's totals (W, n, We) stand for the games: give the totals or the games, not both
error-dwz-index-twice = the DWZ's index is given twice and differs: { $typed } after the dash, { $given } apart
error-dwz-rating-after-event = a DWZ published on { $value } cannot rate an event that ended on { $event }
error-dwz-forfeit = score '{ $value }' reads as a forfeit in a German crosstable, and forfeits do not count for the DWZ: leave the game out, or write 1, ½ or 0 for a game played
error-dwz-index-missing = DWZ { $rating } needs its index, the number after the dash on the DSB card (2063-15)
error-dwz-index-zero = DWZ { $rating } with index 0: the index counts a DWZ's evaluations, from 1 (give the index from the DSB card)
error-dwz-expected = We '{ $value }' must be a number from 0 to { $games } (the number of games)
error-dwz-new-scale = a DWZ published on { $published } is on the scale re-levelled on { $from }, but the event ending { $event } is rated on the old scale: give the DWZ from before { $from }
error-dwz-no-games = no game counts for the DWZ (forfeits: { $forfeits }; against opponents without a DWZ: { $unrated })
error-not-in-multi = { $system } rates games one by one, not G games against an average
error-no-norm-games = a norm needs the event's games: none were given
error-born-after = born { $born } is after the year { $year }
error-no-rated-games = there are no games against rated opponents
error-missing = a value needed for the result is missing
error-too-precise = { $error }, with at most { $decimals } decimals
error-signed = { $error }, written without +
error-in-event = event { $number }: { $reason }
error-event-totals = chg { $chg } over { $count } rated { $count ->
    [one] game
   *[other] games
} on Ro { $rating } cannot be: it must lie from { $least } to { $most } (W less a game's expected score, which table 8.1.2 bounds)
error-events-in-other-system = { $system } rates one event's games: a period of { $events } events is FIDE's rule (choose an Elo pool, or keep one event)
error-no-such-event = the period has no event { $event }: { $events ->
    [1] it is one event
   *[other] its events are 1 to { $events }
}
error-in-game = game { $number }: { $error }

## The command line's errors: the flag, the argument or the file named
error-cli-value = --{ $flag }: { $error }
error-cli-player-k = --player-k '{ $value }': { $problem }
error-cli-game = GAME '{ $value }': { $error }
error-file-line = { $path }:{ $line }: { $error }
error-file = { $path }: { $error }
error-file-name-rating-column = { $path }: { $error }; name one with --rating-column
error-file-name-score-column = { $path }: { $error }; name one with --score-column
error-cli-not-games = { $path }: a tournament report file, not one player's games: rate it with elocalc trf
error-cli-same-file = { $first } and { $second } are the same file: give each event of the period once
error-period-same-event = { $first } and { $second } hold the same event (the same players and results, and no date that differs): give each event of the period once
error-cli-player-without-file = --player names whose games to read: give --pgn FILE (or, with period, --trf FILE)
error-cli-foreign-flag = --{ $flag } belongs to --pool { $pool }; it means nothing with --pool { $this }
error-cli-event-only-flag = --{ $flag } is for a whole event: give it to elocalc period, not elocalc game
error-cli-files-not-read = --pool { $pool } reads GAME arguments and --file games lists; --csv and --pgn are read for the Elo pools, --trf for the FIDE lists
error-cli-too-large = { $path }: larger than { $mib } MiB, more than any tournament report
error-cannot-read = cannot read { $path }: { $reason }
error-cli-no-rating = --rating is needed (the PGN gives no rating for the player)
error-cli-format = --format: { $error }
error-cli-exists = { $error }: add --force to replace it
error-cli-output = cannot write output: { $reason }
error-stdout-closed = standard output is closed: nothing could be written
error-stdin-closed = standard input is closed
error-cli-no-config-dir = no config directory was found: give one with --config-dir
error-cli-session-name = session name '{ $value }': { $error }
error-cli-no-session = no session named '{ $name }' in { $dir }
error-cli-session = cannot read session '{ $name }': { $reason }
error-cli-session-problem = session '{ $name }': { $error }
error-cli-list = cannot list { $dir }: { $reason }
error-cli-delete = cannot delete session '{ $name }': { $reason }
error-cli-no-data-dir = no data directory could be found for the rating lists: give --data-dir PATH
error-cli-no-list = no FIDE rating list is held on this machine ({ $path }): import one with elocalc list import FILE (elocalc never downloads anything)
error-cli-list-line = { $path }:{ $line }: { $reason }: nothing was imported
error-cli-list-duplicate = { $path }: FIDE ID { $id } is on two lines: nothing was imported
error-cli-list-empty = { $path }: the list holds no player: nothing was imported (elocalc list remove YYYY-MM removes a month)
error-cli-list-far-fewer = { $path } has { $players } players, the { $month } list held { $held }: replacing it needs --force (nothing was imported)
error-cli-list-not-a-file = { $path } is not a regular file (a pipe, a FIFO, a device or a folder): a list is read from a file; save it to one and give that file: nothing was imported
error-cli-list-month-value = month '{ $value }' must be written YYYY-MM, from 1971-01 to 2999-12
error-cli-months-disagree = the file is the { $coded } list (its month code), not { $given }: leave --month out, or give the { $given } list
error-cli-no-list-month = { $path } names no month and its date cannot be read: give --month YYYY-MM
error-cli-month-not-held = no { $month } list is held: elocalc list shows the months held
error-cli-player-not-found = no player '{ $value }' on the { $month } list
error-cli-player-not-found-closest = no player '{ $value }' on the { $month } list; closest: { $closest }
error-cli-fide = --fide: { $problem }
error-cli-prior-without-games = --prior-record { $record } needs --games-played 1 or more
error-cli-pool = { $error } (game and period also take { $others })
error-cli-not-in-multi = { $error }: use elocalc game or elocalc period
error-cli-no-report = { $error }: rate one with elocalc trf FILE
error-cli-no-federation = --federation: { $error }
error-cli-federations-missing = { $error }: each GAME is OPPONENT:SCORE:TITLE:FED

## Games lists, CSV tables, PGN and tournament report files
error-line-shape = '{ $value }' is not a game: write OPPONENT | SCORE, e.g. 2050 | 1 or unrated | ½
error-line-not-text = the line is not UTF-8 text
error-line = line { $line }: { $error }
error-no-such-player = no game of '{ $player }' (matched against White and Black)
error-no-such-player-close = no game of '{ $player }'; close matches: { $close }
error-csv-no-header = the file has no header row
error-csv-no-column = no column '{ $value }'; the columns are: { $columns }
error-csv-no-rating-column = no column of opponent ratings (looked for a header such as opp_rating, opponent_rating, opponent elo, rating or elo holding ratings); the columns are: { $columns }
error-csv-no-score-column = no column of scores (looked for score, result or points holding 1, ½ or 0); the columns are: { $columns }
error-csv-ambiguous = more than one column could hold the opponents' ratings: { $candidates }
error-event-no-name = the event has no name: write event NAME, e.g. event Dulles Open | rating 2505
error-event-name-char = event name '{ $name }' holds a '{ $found }', which a games list cannot keep in a name
error-event-name-not-printable = event name '{ $name }' holds control characters: a name is printable text
error-event-empty-option = an empty option after '|': write | KEY VALUE, e.g. | rating 2499
error-event-unknown-key = event option '{ $value }' must be one of { $keys }
error-event-no-value = event option '{ $key }' has no value: write { $key } { $example }
error-event-repeated-key = event option '{ $key }' is given twice: each option at most once
error-event-date-option = { $key } date '{ $value }' must be a real date YYYY-MM-DD, in the years { $first } to { $last }
error-event-end-before-start = the event ends on { $end }, before it starts on { $start }
error-event-half-totals = '{ $given }' needs '{ $missing }': an event given by its totals has both, e.g. | games 8 | chg +1.44
error-event-score-without-totals = 'score' is given only with an event's totals: | games N | chg CHG | score W
error-event-chg = chg '{ $value }' must be ΣΔR, a number with at most { $decimals } decimals and its sign, e.g. +1.44, -0.27 or 0
error-event-chg-hundredths = chg '{ $value }' has more than { $decimals } decimals: FIDE prints ΣΔR in hundredths, e.g. +1.44
error-event-chg-range-score = chg '{ $value }' must be from { $low } to { $high }: the score less the expected, which is from 0 to the number of games
error-event-chg-range-games = chg '{ $value }' must be from { $low } to { $high }: each game's ΔR is from -1 to 1, and chg adds them
error-event-games-after-totals = event '{ $name }' is given by its totals (games { $games } | chg { $chg }); its games cannot follow it
error-event-no-games = event '{ $name }' has no games: give them on the lines after it, or its totals (| games N | chg CHG)
error-event-options-in-comment = '#' starts a comment, so '{ $value }' after it is not read: an event's name cannot hold '#'
error-event-name-like-option = event name '{ $name }' ends in '{ $key } { $value }', an option: options follow a '|', e.g. event { $before } | { $key } { $value }
error-list-not-a-list = not a FIDE rating list: { $why }
error-list-unknown-header = unknown header: { $header }
error-list-which-pool = a single list (rating column '{ $column }'), but its name says neither standard, rapid nor blitz
error-list-import-stopped = the import was stopped: nothing of the list was kept, and the lists held are as they were

## Files, sessions, settings and the rating lists kept
error-io-not-found = no such file or folder
error-io-permission-denied = permission denied
error-io-already-exists = it exists already
error-io-is-a-directory = it is a folder
error-io-not-a-directory = a part of the path is not a directory
error-io-storage-full = the disk is full
error-io-file-too-large = the file would pass the file-size limit (ulimit -f)
error-io-read-only = the file system is read-only
error-io-broken-pipe = the reader went away
error-io-not-seekable = it can be read only once, as it comes (a pipe or a FIFO): save it to a file and give that file
error-name-empty = a session name cannot be empty
error-name-too-long = a session name can have at most { $max } characters
error-name-separator = a session name cannot contain / or \
error-name-dot-dot = a session name cannot contain ..
error-name-leading-dot = a session name cannot start with a dot
error-name-control = a session name cannot contain control characters
error-name-file-name-too-long = the session name is too long for a file name: it takes { $bytes } bytes, at most { $max } fit
error-session-empty = the file is empty
error-session-not-a-file = not a regular file
error-session-not-text = the file is not UTF-8 text
error-session-not-json = not valid JSON: { $why }
error-session-no-version = no "version" number: not an elocalc session
error-session-newer = written by a newer elocalc (format { $format }; this one reads up to { $version })
error-session-content = unexpected content: { $why }
error-session-too-large = larger than { $mb } MB: not a session elocalc wrote
error-session-missing = no such session
error-session-exists = a session named '{ $name }' already exists
error-session-file-name = the file name is not a session name
error-settings-not-settings = not settings: { $why }
error-settings-aside = cannot keep { $path } aside: { $reason }
error-write-exists = { $path } exists
error-cannot-write = cannot write { $path }: { $reason }
error-not-a-regular-file = { $path } is not a regular file (a FIFO, a device or a folder): give a file's name
error-lists-set-aside = { $path } { $reason }: it was moved to { $moved }, and a new list database is started: import your lists into it again (elocalc list import FILE)
error-lists-newer = { $path } was written by a newer elocalc (list database version { $found }; this one reads { $version }): update elocalc
error-lists-cannot-use = cannot use the rating lists in { $path }: { $reason }
error-lists-not-a-file = { $path } is not a regular file (a FIFO, a device or a folder), so it is not opened as the rating lists: move it away, or give --data-dir another folder
error-lists-dir-not-a-folder = the rating lists are kept in a folder, and { $path } is not one: give --data-dir a folder
error-lists-left-alone = { $path } { $reason }, and it is left as it is (its folder is not yours to write): tell whoever keeps it, or import the lists into a --data-dir of your own
error-lists-earlier-read-only = { $path } is in an earlier elocalc's layout, which is brought up to date only where it may be written: run elocalc list once as a user who may write it, or import the lists into a --data-dir of your own
error-lists-busy = another elocalc is writing to it (an import; waited { $seconds } s): try again when it is done
error-lists-read-only = you may only read it here: keep lists of your own in a --data-dir you may write
error-lists-cannot-open = it cannot be opened or made: check that its folder is there and may be written
error-lists-io = the system could not read or write it (an input/output error): check the disk
error-lists-duplicate = the list has FIDE ID { $id } twice: nothing was imported
error-lists-empty = the list holds no player: nothing was imported
error-lists-far-fewer = the { $month } list held has { $held } players and this one { $players }: nothing was imported

## Several tournament report files as one rating period
error-period-pools = { $first } is rated on the { $first_pool } list, { $other } on the { $other_pool } list: a period is of one list
error-period-pools-unread = { $first } is rated on the { $first_pool } list, { $other } on the { $other_pool } list ({ $file }: its time control in 222, '{ $value }', does not read): a period is of one list
error-period-not-found = { $file }: no player '{ $wanted }'
error-period-not-found-closest = { $file }: no player '{ $wanted }' (closest: { $closest })
error-period-twice = { $file }: '{ $wanted }' is two players: { $first } and { $second }
error-period-id-twice = { $file }: FIDE ID { $id } is on two lines: { $first } and { $second }
error-period-unrated = { $file }: { $name } is unrated: a period of several events is for a rated player
error-period-player-k = '{ $value }': { $problem }

## The terminal UI's files and sessions
error-no-store = no config directory: sessions are not saved
error-no-data-dir = no data directory could be found for the rating lists: start elocalc with --data-dir PATH
error-save-in = { $error } in { $dir }
error-saver-stopped = the saving thread stopped; save again with Ctrl-S
error-could-not-list = could not list { $dir }: { $reason }

## Formats
error-format = format '{ $value }' must be csv, md or json

## A tournament report file's lines (TRF)
error-trf-field-starting-rank = starting rank
error-trf-field-rating = rating
error-trf-field-fide-id = FIDE ID
error-trf-field-points = points
error-trf-field-rank = rank
error-trf-field-opponent = opponent
error-trf-not-right-aligned = { $field } '{ $value }' (columns { $from }–{ $to }) must be right-aligned, ending in column { $to }: the line's columns look shifted (a character too many or too few before it)
error-trf-field = { $field } '{ $value }' (columns { $from }–{ $to }) must be { $allowed }
error-trf-allowed-rank = a number from 1 to 9999
error-trf-allowed-rating = blank or a whole number from 0 to 4000
error-trf-allowed-blank-or-whole = blank or a whole number
error-trf-tab = a tab in column { $column }: columns are counted in characters, and a tab is one; write spaces
error-trf-no-space = column { $column }, between { $between }, holds '{ $value }' where a space belongs: the line's columns look shifted (a character too many or too few before it)
error-trf-between-code-rank = the record code and the starting rank
error-trf-between-rank-sex = the starting rank and the sex
error-trf-between-title-name = the title and the name
error-trf-between-name-rating = the name and the rating
error-trf-between-rating-federation = the rating and the federation
error-trf-between-federation-id = the federation and the FIDE ID
error-trf-between-id-birth = the FIDE ID and the birth date
error-trf-between-birth-points = the birth date and the points
error-trf-between-points-rank = the points and the rank
error-trf-between-rank-round = the rank and round 1
error-trf-fide-id = FIDE ID '{ $value }' (columns 58–68) must be digits or blank
error-trf-points = points '{ $value }' (columns 81–84) must be blank or a number of points with at most one decimal, like 5.5
error-trf-too-many-rounds = too many rounds
error-trf-in-round = round { $round }: { $problem }
error-trf-round-no-space = column { $column } holds '{ $value }' where a space belongs (round { $round } is columns { $from }–{ $to }: opponent, colour, result): the line's columns look shifted (a character too many or too few before it)
error-trf-opponent = opponent '{ $value }' must be a starting rank, 0000 or blank
error-trf-colour = colour '{ $value }' must be w, b, - or blank
error-trf-result = result '{ $value }' must be one of 1 = 0 + - W D L H F U Z
error-trf-blank-result = opponent { $rank } with a blank result (column { $column }): a game needs its result, a bye its code (H F U Z), no opponent 0000
error-trf-not-a-trf = not a TRF file: no player line (001) or tournament line (012, 042, …)
error-trf-rank-twice = starting rank { $rank } is already on line { $line }
error-trf-paired-with-self = round { $round }: player { $rank } is paired with themselves
error-trf-no-opponent-line = round { $round }: opponent { $rank } has no player line (001)
error-trf-nothing = nothing
error-trf-disagree = round { $round }: player { $player } has '{ $rank } { $code }' but player { $rank } (line { $line }) has { $theirs }
error-period-k-form = write ID=K (a FIDE ID) or FILE:RANK=K (FILE: the file's number from 1, or its path)
error-period-k-both = '{ $file }' is both file { $number } and the path of file { $path }: write the other
error-period-k-no-file = no file '{ $file }': FILE is a number from 1 to { $files } or a path as given
error-period-k-no-id = no player of the files has FIDE ID { $id } (by starting rank: FILE:RANK=K)
error-period-k-no-rank = { $file } has no player of starting rank { $rank }
error-period-k-unrated = { $player } is unrated in { $file }: K is for rated players
error-period-k-twice = { $player } already has a K from '{ $given }': give one K a player
error-period-player = { $name } (rank { $rank })
error-period-player-id = { $name } (rank { $rank }, FIDE ID { $id })
error-fide-no-list = { $system } has no FIDE list: give --rating
error-fide-no-rating = { $name } has no { $pool } rating on the { $month } list: give --rating
error-fide-no-list-before = no FIDE list held is dated on or before the first event's start
error-fide-several = { $count } players answer '{ $value }' on the { $month } list (elocalc player lists them): give the FIDE ID

## FIDE rating list files (elocalc list import)
error-zip-unreadable = not a readable zip: { $why }
error-zip-no-list = the zip holds no list (a .txt or .xml member); it holds: { $names }
error-zip-several = the zip holds several lists, read one of them unzipped: { $names }
error-zip-encrypted = { $name } is encrypted
error-zip-no-data = { $name }: its data cannot be found
error-zip-method = { $name } is compressed with { $method }; elocalc reads stored or deflated members
error-zip-too-large = { $name } unpacks to { $size } bytes, more than any FIDE list (at most { $max }): not read
error-zip-packed-too-tight = { $name } unpacks to { $size } bytes from { $packed }, more than { $max } times what it packs, as no FIDE list does: not read
error-zip-damaged = the zip's member is damaged (its bytes do not match the zip's size or CRC): download it again
error-list-first-line = its first line is neither a list's header (ID Number Name …) nor XML: '{ $value }'
error-list-column-after-rating = column '{ $value }' after the rating
error-list-column = column '{ $value }'
error-list-column-twice = column '{ $value }' twice
error-list-no-name-or-rating = no Name or no rating column
error-list-xml-root = XML whose root is <{ $value }>, not <playerslist>
error-list-xml-no-list = XML without <playerslist>
error-list-xml-unreadable = XML that does not read: { $why }
error-list-xml-broken = the XML does not read: { $why }
error-list-xml-empty-player = an empty <player/>
error-list-xml-ends-in-player = the XML ends inside a <player>
error-list-xml-no-end = the XML ends before </playerslist>: the file is cut short
error-list-xml-player-in-player = a <player> inside another <player>
error-list-xml-entity = an unknown entity &{ $value };
error-list-xml-field-too-long = { $column } longer than { $max } bytes: no list's
error-list-xml-too-long = a text or tag longer than { $max } bytes: no list's
error-list-xml-nested = elements nested more than { $max } deep: no list's
error-list-line-unreadable = cannot be read: { $reason }
error-list-misaligned = the { $column } column ({ $from }–{ $to }) reads '{ $value }', not a value under its header
error-list-at-column = { $reason } (column { $column })
error-list-cut-short = the line is cut short at column { $at }, inside the { $column } column
error-list-no-id = no FIDE ID
error-list-line-too-long = a line longer than { $max } bytes: not a list
error-list-blank-run = more than { $max } bytes of blank lines in a row: no list's
error-list-value-id = FIDE ID '{ $value }' is not a number
error-list-value-federation = federation '{ $value }' is not three letters
error-list-value-sex = sex '{ $value }' is not M or F
error-list-value-rating = { $column } '{ $value }' is not a rating
error-list-value-games = { $column } '{ $value }' is not a count
error-list-value-k = { $column } '{ $value }' is not a K
error-list-value-born = B-day '{ $value }' is not a year of birth
error-list-value-flag = flag '{ $value }' is not i, w or wi
error-lists-foreign = is an SQLite database of another program, not elocalc's rating lists
error-lists-incomplete = is not a complete elocalc list database (version { $version }, tables { $tables })
error-lists-cut-short = is damaged (cut short: { $size } bytes of its { $expected })
error-lists-damaged = is damaged
