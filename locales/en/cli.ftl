# elocalc's words in English (the source): the command line's --help and manual page.
# Each id here must exist in every catalogue, with the same { $placeholders }.
#
# What a person types stays as typed in every language: flag names (--pool), values (standard,
# unrated, gm), OPPONENT:SCORE and the other file syntax, and the value names the README uses
# (FILE, GAME, PATH, NAME, FED, K, N, RANK=K, YYYY-MM, ID|NAME). The other value names are words
# (cli-value-…).

# What elocalc is, and the words after the root's help. $systems: the systems besides the Elo pools, listed.
cli-about = Exact chess rating calculator: plain Elo, FIDE standard, rapid and blitz, { $systems }
cli-after-help =
    Scores: win|draw|loss, w|d|l, 1|0.5|0, ½, =. The letters are the English ones in every language: d is a draw.
    Without a subcommand elocalc opens the terminal UI (press ? there for its keys).
    Exit status: 0 on success, 2 for invalid input, 1 when a file cannot be read or written.
# A list's last two words: "Glicko-2 and US Chess", "a, b and c".

# The commands.
cli-game-about = One game, both players: expected scores, changes, new ratings and win/draw/loss scenarios
cli-period-about = A rating period or tournament for one player: every game, K·n ≤ 700, one rounding
cli-multi-about = G games against opponents of a given average rating, P points in all
cli-k-about = Your K under FIDE's rules, from your rating, games played and age
cli-performance-about = Performance rating over some games (FIDE table 8.1.1, or logistic in the continuous pool)
cli-initial-about = The first FIDE rating of an unrated player from their games against rated opponents
cli-need-about = What the games still to play must bring to reach a rating (or a first published rating)
cli-norm-about = Whether an event's games make a GM, IM, WGM or WIM norm (FIDE B.01 1.4), and what it needs
cli-trf-about = A whole tournament's rating report from its FIDE TRF file: every player's change, K, performance and first rating; several files: every player's rating period over them
cli-sessions-about = Saved sessions: list, show (the computed result) or delete them
cli-sessions-list-about = The saved sessions, newest first, and any file that cannot be read
cli-sessions-show-about = A session's result, as `game`, `period` or `multi` would print it
cli-sessions-delete-about = Delete a saved session
cli-list-about = FIDE rating lists on this machine: the months held; import a list file; remove a month
cli-list-import-about = Import a FIDE rating list file as downloaded from ratings.fide.com: players_list_foa.txt, the legacy players_list.txt, a single list (standard, rapid, blitz), the XML, or any of them zipped. A month already held is replaced (by a list of fewer than half its players only with --force)
cli-list-remove-about = Remove a month's list from this machine
cli-player-about = A player of the FIDE rating list imported: by FIDE ID or name, their three ratings with games and K, titles, federation, year of birth, and their history over the months held
cli-completions-about = Print a completion script for a shell (bash, zsh, fish, powershell, elvish)
cli-man-about = Print elocalc's manual page (roff, for man)

# The arguments: cli-ARG where every command says the same, cli-COMMAND-ARG where one says its own.
cli-config-dir = elocalc's configuration directory; sessions are kept in its sessions/ folder [default: the platform's, e.g. ~/.config/elocalc]
cli-data-dir = Where elocalc keeps the FIDE rating lists you import (ratings.sqlite3) [default: the platform's data directory, e.g. ~/.local/share/elocalc]
cli-new = Start the terminal UI blank, as a new session (saved sessions are not touched)
cli-session = Open this saved session in the terminal UI (a new one if none has the name)
cli-lang = The language people read: en, pt (Portuguese, Brazil) or ru (Russian) [default: from LC_ALL, LC_MESSAGES or LANG; the UI's L key picks one it keeps]. JSON, CSV and session files are the same in every language
cli-rating = Your rating
cli-opponent = Your opponent's rating
cli-result = Your result: win, draw or loss
cli-opponent-k = Your opponent's K factor [default: same as --k]
cli-k = Your K factor (whole number 1–100) [default: 20]
cli-pool = Rating pool: continuous, standard, rapid or blitz (game and period also { $systems }) [default: standard, or what --pgn suggests]
cli-json = Print JSON (the same as --format json)
cli-format = Write csv, md (Markdown) or json instead of a table [default: from --output's extension]. CSV is one table with plain numbers: a row for each game (player, session…), the totals in a row of their own under the same columns; the first column, Row, names each row (Games, Totals, Note…)
cli-output = Write to this file instead of standard output (never over an existing file without --force)
cli-force = Replace the --output file if it exists
cli-period-rating = Your rating at the start of the period [default with --pgn: your rating in its first game; with --trf: your rating on the FIDE list in force at the first event's start (see --no-list), else your rating in the latest file, by start date (042), else the last given]
cli-period-trf = A tournament report file (TRF) of the period, one event: --player's games in it, rated on their rating in it (Ro); repeat for each event; - reads standard input. K defaults to the player's K on the FIDE list in force at the first event's start, else the latest file's rule for the player (40 for juniors below 2300, 10 from 2400, else 20)
cli-period-no-list = With --trf: rate without the FIDE list held (elocalc list import): no base, K or check from it
cli-period-fide = Your FIDE ID or name, looked up in the FIDE list held (elocalc list): your rating of the pool [unless --rating] and the list's K [unless --k], from the list in force at the first event's start, else the latest held
cli-game-args = Games as OPPONENT:SCORE, e.g. 2050:1 2250:0 2100:0.5 unrated:1
cli-game-plain = Your rating, your opponent's and your result, in that order, instead of --rating, --opponent and --result: elocalc game 1500 1620 draw
cli-file = Read games from a file, one per line (OPPONENT | SCORE); - reads standard input. Lines `event NAME [| rating RO] [| k K] [| start DATE] [| end DATE]` make a rating period of several events (or `event NAME | games N | chg CHG` by its totals)
cli-csv = Read games from a CSV file with a header row (columns found by name and content)
cli-rating-column = The CSV column of opponent ratings: its header or its number from 1
cli-score-column = The CSV column of scores: its header or its number from 1
cli-pgn = Read the games of --player from a PGN file (its tags: White, Black, *Elo, Result)
cli-player = Your name as the PGN's White and Black tags spell it (any case); with period --trf your FIDE ID or your name in the files (case, accents, spacing and "Last, First" ignored)
cli-multi-average = The average rating of your opponents
cli-multi-games = Number of games G
cli-multi-points = Total points P scored in those games (a multiple of 0.5)
cli-k-rating = Your current rating
cli-k-games = Rated games you have completed so far
cli-k-born = Your year of birth
cli-k-year = The year of the rating period [default: this year]
cli-k-reached-2400 = Your published rating has reached 2400 at some time
cli-need-rating = Your rating at the start of the period, or unrated for a first rating (FIDE 8.2)
cli-need-remaining = How many games are still to play in the period (0–1000)
cli-need-opponents = The rating of the remaining opponents (their average)
cli-need-target = The rating to reach [default with --rating unrated: 1400, a published first rating]
cli-norm-title = The norm: gm, im, wgm or wim
cli-norm-federation = Your federation: three letters, e.g. GER (FID for the FIDE flag)
cli-norm-games = The event's games as OPPONENT:SCORE:TITLE:FED, e.g. 2450:1:GM:GER or unrated:?:-:FID (score ? for a game not played yet; title - for none). Enter only games that count: no forfeits or byes (FIDE 1.4.2)
cli-norm-file = Read games from a file, one per line (OPPONENT | SCORE | TITLE | FED); - reads standard input
cli-norm-min-games = The fewest games the event needs: 9, or 7/8 where FIDE 1.4.1b or 1.4.1c applies
cli-norm-exemption = The event is exempt from the foreigner requirement: 1.4.3a, 1.4.3b, 1.4.3c or 1.4.3d
cli-trf-files = The tournament report file (TRF16 or TRF-2026); - reads standard input. Several files are rated as one rating period: each player's events over all of them, one K, one rounding
cli-trf-pool = The FIDE list: standard, rapid or blitz [default: from the time control (222), else from the event's words (Blitz, Bullet, Rapid, Schnell… in 012 or 122), else standard]
cli-trf-k = One K for every rated player [default: the FIDE list's K for a player on the list in force (see --no-list), else from the file: 40 for juniors below 2300, 10 from 2400, else 20]
cli-trf-player-k = A rated player's K by starting rank, e.g. 12=40 (new players, once-2400 players); repeatable, once a player, and it wins over --k. With several files: ID=K by FIDE ID, or FILE:RANK=K with FILE the file's number from 1 or its path as given
cli-trf-no-list = Rate without the FIDE list held (elocalc list import). With a list held (in --data-dir, else the platform's), each player found by FIDE ID in the list in force — the latest month dated on or before the start (042; with several files, the first event's), else the latest — gets the list's K (K order: --player-k, then --k, then the list, then the file's rule), and every rating, federation, title and year of birth a file gives otherwise than its list in force is a warning
cli-sessions-list-json = Print JSON instead of a table
cli-list-import-file = The list file (.txt, .xml or .zip)
cli-list-import-month = The list's month, YYYY-MM [default: a single list's month code, else the file's date]
cli-list-import-force = Replace a month held by a list of fewer than half its players, and the --output file if it exists
cli-player-query = A FIDE ID, or a name: "carlsen", "Magnus Carlsen", "Carlsen, M" (case and accents ignored)
cli-player-month = The month's list to show, YYYY-MM [default: the latest held]
cli-player-all = List every player who answers (without it: the 20 best, and how many more answer)
cli-player-fed = Only players of this federation: its three-letter code, e.g. GER (FID for the FIDE flag)
cli-rd = Glicko-2: your rating deviation, above 0 and at most 1000 [default: 350]
cli-volatility = Glicko-2: your volatility, above 0 and at most 1 [default: 0.06]
cli-opponent-rd = Glicko-2: your opponent's rating deviation [default: 350]
cli-opponent-volatility = Glicko-2: your opponent's volatility [default: 0.06]
cli-tau = Glicko-2: the system constant τ, above 0 and at most 10 [default: 0.5]
cli-games-played = US Chess: the games your rating is based on, 0 when unrated [default: established]
cli-event-date = US Chess and DWZ: the event's end date, YYYY-MM-DD (US Chess from 2017-05-01; DWZ from 2013-08-01, and it picks the E or the K system) [default: today]
cli-prior-record = US Chess: your earlier rated games: mixed, all-wins or all-losses [default: mixed]
cli-dual-rated = US Chess: the Regular rating of a dual-rated event (a lower K above 2200)
cli-no-bonus = US Chess: the event does not qualify for bonus points (a match, an opponent met too often)
cli-floor = US Chess: your rating floor, 100 to 2200 [default: 100]

# Value names that are words: <RATING>, <OPPONENT> …
cli-value-rating = RATING
cli-value-opponent = OPPONENT
cli-value-result = RESULT
cli-value-pool = POOL
cli-value-format = FORMAT
cli-value-column = COLUMN
cli-value-average = AVERAGE
cli-value-avg = AVG
cli-value-games = GAMES
cli-value-points = POINTS
cli-value-born = BORN
cli-value-year = YEAR
cli-value-title = TITLE
cli-value-exemption = EXEMPTION
cli-value-query = QUERY
cli-value-shell = SHELL
cli-value-lang = LANG
cli-value-date = DATE
cli-value-record = RECORD

# The words clap adds to every help (in English clap writes these itself; the same words).
cli-help-flag = Print help
cli-help-flag-more = Print help (see more with '--help')
cli-help-flag-summary = Print help (see a summary with '-h')
cli-version-flag = Print version
cli-help-about = Print this message or the help of the given subcommand(s)
cli-heading-usage = Usage
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-usage-options = [OPTIONS]
cli-usage-command = COMMAND
cli-default = [default: { $value }]
cli-possible-values = [possible values: { $values }]

# The manual page's section headings (clap_mangen's).
cli-man-name = NAME
cli-man-synopsis = SYNOPSIS
cli-man-description = DESCRIPTION
cli-man-options = OPTIONS
cli-man-subcommands = SUBCOMMANDS
cli-man-extra = EXTRA
cli-man-version = VERSION

# clap's errors, after "elocalc: ". $arg is the argument as its usage writes it (--rating <RATING>),
# $value and $name what was typed.
cli-error-unknown-argument = unexpected argument '{ $arg }' found
cli-error-unknown-subcommand = unrecognized subcommand '{ $name }'
cli-error-missing-arguments = the following required arguments were not provided: { $args }
cli-error-missing-value = a value is required for '{ $arg }' but none was supplied
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-error-invalid-value-among = invalid value '{ $value }' for '{ $arg }' [possible values: { $values }]
cli-error-invalid-value-because = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-error-lang = language '{ $value }' must be en, pt or ru
cli-error-extra-value = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-error-repeated = the argument '{ $arg }' cannot be used multiple times
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-error-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
cli-error-missing-subcommand = '{ $command }' requires a subcommand but one was not provided [subcommands: { $subcommands }]
# The terminal UI could not start; $error is the system's words.
cli-error-no-terminal = cannot run the terminal UI: { $error } (run it in a terminal, or see elocalc --help for the command line)
# clap's tips; $names are quoted and listed: 'man', 'game'.
cli-tip-similar-argument =
    { $count ->
        [1] tip: a similar argument exists: { $names }
       *[other] tip: some similar arguments exist: { $names }
    }
cli-tip-similar-subcommand =
    { $count ->
        [1] tip: a similar subcommand exists: { $names }
       *[other] tip: some similar subcommands exist: { $names }
    }
cli-tip-similar-value =
    { $count ->
        [1] tip: a similar value exists: { $names }
       *[other] tip: some similar values exist: { $names }
    }
cli-tip-as-value = tip: to pass '{ $arg }' as a value, use '{ $typed }'
cli-tip-exists = tip: '{ $typed }' exists
cli-tip-remove-dashes = tip: subcommand '{ $name }' exists; to use it, remove the '--' before it

# A note on stderr: the command line's letters are English's in every language.
cli-note-d-is-draw = a score 'd' is a draw on the command line, in every language; a loss is 0, l or loss

# DWZ
cli-index = DWZ: the index of your DWZ, the number after the dash on the DSB card (2063-15); not needed when --rating is given as 2063-15
cli-born = DWZ: your year of birth, for the age class (youth up to 20, junior 21–25, adult from 26) [default: adult]
cli-rating-date = DWZ: the date your DWZ was published, YYYY-MM-DD; a DWZ from before 2026-06-08 is re-levelled first for a later event [default: current, re-levelled already]
cli-score = DWZ: the points W from a DSB card, with --games and --expected, instead of the games
cli-games = DWZ: the games n from a DSB card, with --score and --expected
cli-expected = DWZ: the expected score We from a DSB card (three decimals), with --score and --games
