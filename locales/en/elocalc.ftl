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
performance-how = = { $average } { $sign } { $dp } (p { $p }, { $method })
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
table-title = Games ({ $count })
table-title-part = Games { $first }–{ $last } of { $count }
table-empty = Tab here, then a to add a game
section-targets = Targets
target-keep = Keep { $target }
target-plus-ten = Gain 10: { $target }
target-next-hundred = Reach { $target }
target-first-rating = First rating { $target }
target-typed = Your target { $target }
target-needed = { $points } of { $games }
target-out-of-reach = out of reach
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
