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
