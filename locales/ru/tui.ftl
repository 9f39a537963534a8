# elocalc's words in Russian: the terminal UI's status and undo messages, questions, popups' titles and the charts' legends.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## Status: keys, saving, sessions (src/tui/update.rs)
status-cell-typing = идёт ввод в ячейку: Enter сохраняет, Esc отменяет
status-event-line-typing = идёт ввод строки события: Enter сохраняет, Esc отменяет
status-typing-first = { $field }: идёт ввод — Enter сохраняет или Esc отменяет, затем u отменяет шаг и ^R возвращает
status-not-a-number = { $field }: '{ $key }' — не число и не команда · Enter или e — ввод текста
status-no-choice = { $field }: ни один вариант не начинается с '{ $key }' (только { $keys }) · ? — список клавиш
status-does-nothing = '{ $key }' здесь ничего не делает · ? — список клавиш
status-rounds-all = все туры игрока ({ $rounds }) видны
status-rounds-last = последний тур виден: [ прокручивает назад
status-rounds-first = первый тур виден: ] прокручивает дальше
status-popup-keys = '{ $key }' здесь ничего не делает: { $keys }
status-name-typed-whole = '{ $key }' здесь ничего не делает: имя сессии вводится целиком (Enter — сохранить, Esc — отмена)
status-saved = сохранено как '{ $name }'
status-save-failed = не удалось сохранить '{ $name }' (ваша работа осталась здесь): { $error }
status-save-failed-quitting = не удалось сохранить '{ $name }'; выход ещё раз — выйти без сохранения: { $error }
status-saved-as-copy = сессию '{ $from }' изменил другой elocalc, пока она была открыта здесь: ваша работа сохранена как '{ $to }', его работа оставлена
status-saved-again = сессию '{ $name }' удалили вне этого elocalc, пока она была открыта здесь: ваша работа снова сохранена как '{ $name }'
status-last-session-aside = last-session в папке настроек был не обычным файлом: он перемещён в { $path } и записан заново
status-opened = открыта '{ $name }'
status-open-failed = не удалось открыть '{ $name }': { $error }
status-deleted = удалена '{ $name }'
status-delete-failed = не удалось удалить '{ $name }': { $error }
status-renamed = '{ $from }' переименована в '{ $to }'
status-rename-failed = не удалось переименовать '{ $from }': { $error }
status-lang-not-kept = язык не сохранён до следующего запуска: { $error }
status-lang-environment = { $problem } (язык взят из окружения)
status-exported = экспортировано в { $path }
status-mouse-on = мышь включена (^T или F9 вернёт её терминалу)
status-mouse-off = мышь выключена: терминал выделяет текст (^T или F9 снова включит)
status-nothing-taken = ничего не взято: таблица Турнира осталась прежней
status-nothing-exported = ничего не экспортировано: файл { $path } не изменён
status-nothing-pasted-here = ничего не вставлено: вставляйте в текстовое поле или строки партий в таблицу
status-paste-cut = вставленный текст обрезан до { $max } символов
status-paste-joined = { $lines ->
    [one] { $lines } строка вставлена одной строкой (в поле одна строка)
    [few] { $lines } строки вставлены одной строкой (в поле одна строка)
   *[many] { $lines } строк вставлены одной строкой (в поле одна строка)
}
status-new-session = новая сессия '{ $name }'
status-session-unreadable = сессию '{ $name }' не удалось прочитать ({ $error }); её файл будет отложен, не перезаписан
status-session-open = эта сессия открыта: откройте другую, прежде чем удалять её

## Undo and redo: a change said, then undone or redone
status-changed = { $change } · u отменяет
status-quit-again = ещё раз q — выход (сессия сохранена) · ^Q — сразу
status-choice-already = { $field }: уже { $choice }
edit-name-no-list = нет списка ФИДЕ для поиска: F7 импортирует его
status-changed-leave = { $change } · Esc, затем u отменяет
status-changed-leave-twice = { $change } · Esc Esc, затем u отменяет
status-undone = отменено: { $change } · ^R возвращает
status-redone = возвращено: { $change } · u отменяет
status-turned-in = { $mode }: { $said }
status-nothing-to-undo = нечего отменять
status-nothing-to-undo-new = в новой сессии нечего отменять · '{ $before }' сохранена: ^O откроет её
status-nothing-to-redo = нечего возвращать
status-empty = пусто
status-edit = { $field }: { $was } → { $now }
place-game = партия { $number }
place-games = партии { $first }–{ $last }
status-no-config = нет папки настроек: сессии не сохраняются
# A mode switched to, and the values set in the mode before that it uses as they are.
status-mode-kept = режим { $mode } · из режима { $from } сохранено: { $values }
status-mode-already = { $mode } — этот режим уже открыт

## Counts the UI says
tui-events = { $count ->
    [one] { $count } турнир
    [few] { $count } турнира
   *[many] { $count } турниров
}

## The import popup (src/tui/components/import.rs, src/tui/view/import.rs)
import-title = {" "}Импорт · .pgn .csv, строки OPPONENT | SCORE · .trf · список ФИДЕ{" "}
import-file = Файл
import-player = Игрок
import-reading = чтение… { $megabytes } МБ
import-keys = Enter читает · Tab дополняет путь · Esc отмена
import-report = Отчёт турнира: { $name }
import-report-no-name = (без названия)
import-report-size = { $players }, сыграно: { $games }
import-report-keys = Enter открывает в режиме Таблица (F6) · Esc отмена
import-found = найдено: { $games }
import-found-for = найдено для { $player }: { $games }
import-suggest-rating = ваш рейтинг { $rating }
import-suggest-pool = пул { $pool }
import-columns = столбцы: '{ $rating }' — рейтинги, '{ $score }' — результаты
import-more-skipped = … и ещё пропущено строк: { $count }
import-more-games = ещё { $count }
import-column-opponent = Соперник
import-column-score = Очки
import-no-path = введите путь к файлу .pgn, .csv или текстовому либо к рейтинг-листу ФИДЕ
import-no-player = чьи партии? введите имя игрока
import-closest = партий с таким именем нет; ↑ ↓ — выбор из { $count } похожих имён, Enter читает
import-changed-pool = пул { $was } → { $now }
import-changed-rating = ваш рейтинг { $was } → { $now }
imported-events-replacing = импорт: { $games } в { $events } вместо { $replaced } из таблицы
imported-events = импорт: { $games } в { $events } — { $places }
imported-replacing = импорт: { $games } вместо { $replaced } из таблицы
imported-replacing-events = импорт: { $games } вместо { $replaced } из таблицы; период снова один турнир
imported-as-event = импорт: { $games } как { $event } — { $places }
imported-as-event-rating = импорт: { $games } как { $event } — { $places }, Ro { $rating } (ваш рейтинг в файле)
imported = импорт: { $games } — { $places }
imported-from-file = { $said }; из файла: { $changes }
imported-skipped = { $said }; { $skipped }
import-adds-events = Enter добавляет из файла: { $events }
import-adds-as-event = Enter добавляет новым турниром
import-adds-after = Enter добавляет после ваших: { $games }
import-adds = Enter добавляет
import-replaces = r заменяет
import-cancels = Esc отмена
import-offer = { $mark } f: взять из файла { $suggestions }
list-month = { $month ->
    [1] январь
    [2] февраль
    [3] март
    [4] апрель
    [5] май
    [6] июнь
    [7] июль
    [8] август
    [9] сентябрь
    [10] октябрь
    [11] ноябрь
   *[12] декабрь
} { $year }
list-players = { $count ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
}
list-importing = импорт списка ФИДЕ… { $players } · { $megabytes } из { $total } МБ
list-importing-no-total = импорт списка ФИДЕ… { $players } · { $megabytes } МБ
list-stopping = остановка… из списка ничего не сохраняется
list-imported = импортирован список ФИДЕ за { $month } · { $players }
list-imported-replacing = { $said } (заменяет прежний: { $previous })
list-imported-month-from-date = { $said } · в файле не указан месяц: взят месяц его даты ({ $date }); другой задаёт `elocalc list import FILE --month YYYY-MM`

## The FIDE list look-up and a pool's change refilling from it (src/tui/components/lookup.rs)
lookup-no-list = рейтинг-листа ФИДЕ нет: F7 импортирует его (или `elocalc list import FILE`) для поиска игроков
lookup-lists-unusable = списки ФИДЕ нельзя использовать: { $error }
lookup-none-in-force = ни один список ФИДЕ не действует на начало первого турнира
lookup-search-failed = поиск в списке ФИДЕ не удался: { $error }
lookup-closed = поиск закрыт: '{ $query }' остаётся как введено
lookup-no-match = в списке за { $month } нет игрока '{ $query }': введите больше или Esc
lookup-you = { $name } ({ $id }) по списку за { $month }
lookup-rating = рейтинг { $was } → { $now }
lookup-born = год рождения { $was } → { $now }
lookup-no-pool-k = в списке нет K для { $pool }: выбор K остаётся (K { $k })
lookup-on-to-rating = дальше — ваш рейтинг
lookup-choose-another = { $why }: выберите другого или введите рейтинг
lookup-choose-another-cell = { $why }: выберите другого или введите рейтинг или `unrated`
lookup-opponent = { $field }: { $name } (ID ФИДЕ { $id }) { $rating } по списку за { $month }
lookup-was = было { $was }
lookup-their-k = его K { $k } из списка
lookup-their-k-kept = его K в списке { $k }; введённый { $typed } остаётся
lookup-cell = { $name } ({ $id }) { $rating } по списку за { $month }
lookup-cell-norm = { $name } ({ $id }) { $rating } по списку за { $month }, { $title } { $federation }
lookup-game = партия { $number }: { $said }
lookup-then = { $said }; { $step }
pool-not-on-list = { $name } нет в списке за { $month }: ваш рейтинг прежний
pool-rating-as-was = { $why }: ваш рейтинг прежний
pool-bad-month = месяц списка в сессии '{ $month }' — не месяц
pool-no-list = списка ФИДЕ нет
pool-rating-kept = ваш рейтинг { $rating } остаётся, как вы ввели (в списке: { $listed })
pool-rating = рейтинг { $was } → { $now } по списку за { $month }
pool-rating-first = рейтинг { $was } → { $now }: в списке за { $month } нет рейтинга { $pool }: первый рейтинг по партиям периода
pool-rating-none = рейтинг { $was } → { $now }: в списке за { $month } нет рейтинга { $pool }: введите рейтинг
pool-k-changed = K { $was } → { $now }
pool-k = K { $now }
pool-k-none-first = K { $was } → нет: первому рейтингу K не нужен
pool-k-none = K { $was } → нет: пока не введён ваш рейтинг
pool-no-k-first = нет K: первому рейтингу K не нужен
pool-no-k = нет K: пока не введён ваш рейтинг
pool-opponent-no-list = для { $pool } нет списка ФИДЕ: рейтинг соперника { $rating } прежний
pool-opponent-not-on-list = { $name } нет в списке за { $month }: рейтинг соперника прежний
pool-opponent-as-was = { $why }: рейтинг соперника прежний
pool-opponent = соперник { $name } { $was } → { $now } по списку за { $month }
pool-opponent-unrated = у соперника { $name } нет рейтинга { $pool } в списке за { $month }: без рейтинга
pool-opponent-k-dropped = { $said }, его K { $k } снят (в списке нет)
pool-opponent-k = { $said }, его K { $was } → { $now }
pool-rows-no-list = для { $pool } нет списка ФИДЕ: { $ratings } из списка ФИДЕ без изменений
pool-rows-unchanged = { $why }: { $ratings } из списка ФИДЕ без изменений
pool-rows-missing-game = партия { $number } ({ $id })
pool-rows-unrated-game = партия { $number }: { $name }
pool-rows = { $ratings } по списку { $pool } за { $month }
pool-rows-unrated = нет рейтинга { $pool }, теперь без рейтинга: { $games }
pool-rows-missing = нет в списке за { $month }, как были: { $games }
opponents-ratings = { $count ->
    [one] { $count } рейтинг соперника
    [few] { $count } рейтинга соперников
   *[many] { $count } рейтингов соперников
}
k-from-list-changed = K { $was } → { $now } по списку за { $month }
k-from-list = K { $now } по списку за { $month }
k-no-list-k-changed = в списке нет K: K { $was } → { $now } по вашему профилю
k-no-list-k = в списке нет K: K { $now } по вашему профилю
k-list-not-chosen = K в списке { $k }; выбранный K { $chosen } остаётся (FIDE auto взял бы K из списка)
no-pool-rating = у { $name } нет рейтинга { $pool } в списке за { $month }
no-pool-list = для { $pool } нет списка ФИДЕ: рейтинг не взят
history-where = h строит историю рейтинга по спискам ФИДЕ: на вашем рейтинге, на рейтинге соперника или на партии в таблице, после поиска
history-none-you = нет истории рейтинга для вас: сначала найдите игрока в списке ФИДЕ (введите имя или ID ФИДЕ)
history-none-opponent = нет истории рейтинга для соперника: сначала найдите игрока в списке ФИДЕ (введите имя или ID ФИДЕ)
history-none-game = нет истории рейтинга для партии { $number }: сначала найдите игрока в списке ФИДЕ (введите имя или ID ФИДЕ)

## Game mode's form: a player typed over the one the list gave
edit-not-listed = { $said } (уже не { $name } из списка)
edit-not-listed-k-profile = { $said } (уже не { $name } из списка: K { $was } → { $now } по вашему профилю)
edit-not-listed-k-gone = { $said } (уже не { $name } из списка: K { $was } уже не из списка)
form-k-from-list = K { $k } по списку за { $month }

## The games table (src/tui/components/games.rs)
status-score-column = клавиши результата — в столбце Очки (← →); цифра — ввод соперника
status-games-where = партии добавляются в режимах Турнир и Норма (F3, F5)
score-none = нет
column-name-opponent = соперник
column-name-score = результат
column-name-title = звание
column-name-federation = федерация
game-score-changed = партия { $number }: { $was } → { $now }
game-score-already = партия { $number }: уже { $score }
game-deleted = партия { $game } удалена
status-new-game-left-out = новая партия ({ $typed }) не добавлена: Esc отменил её · a — начать снова
games-cleared = таблица партий очищена ({ $games })
status-zoomed-table = таблица на весь экран · z или Esc — назад
status-zoomed-chart = кривая на весь экран · z или Esc — назад
status-unzoomed = снова весь экран
status-no-games-to-clear = в таблице нет партий
status-no-players = отчёт о турнире не открыт: F7 (или i) открывает файл TRF
status-nothing-cleared = ничего не удалено: партии как были
popup-clear-games = Очистить таблицу партий ({ $games })? u отменит.
status-new-session-kept = новая сессия '{ $name }' · '{ $before }' сохранена: ^O откроет её
status-new-unsaved = новая сессия: прежнюю негде сохранить (нет папки настроек)
status-new-not-saved = новая сессия: '{ $name }' сохранить не удалось
game-added = партия { $game } добавлена
game-cell-changed = партия { $number }, { $column }: { $was } → { $now }
said-then = { $said }; { $then }
pasted = вставлено: { $said }
pasted-games-at = { $games }: { $places }
pasted-games-in-events = { $games } в { $events }, последних в периоде
nothing-pasted = ничего не вставлено: { $error }
nothing-pasted-no-games = ничего не вставлено: нет партий
nothing-pasted-ambiguous = ничего не вставлено: '{ $letter }' в строке { $line } — ничья в списках партий, но поражение на клавишах таблицы: пишите 1, ½ (или =) или 0

## The export popup (src/tui/components/export.rs)
export-end-name = имя должно кончаться на .csv, .md или .json
export-end-file-name = имя файла должно кончаться на .csv, .md или .json
export-input-problem = нечего экспортировать: во вводе ошибка

## Popups: titles, questions and their keys (src/tui/view/mod.rs, save_as.rs, session_list.rs, lookup.rs)
tui-enlarge = Увеличьте окно терминала: elocalc нужно { $need }, сейчас { $size }. (Ctrl-Q — выход)
popup-save-as = Сохранить сессию как
popup-export = Экспорт в (.csv, .md или .json)
popup-replace-file = { $path } уже есть. Заменить?
popup-take = В таблице Турнира { $games }. Партии этого игрока: новым турниром периода (Enter), вместо них (r) или ничего (Esc)?
popup-event-line = Турнир { $number }: { $syntax }
popup-event-line-keys = {" "}Enter сохраняет · пусто: удалить турнир · Esc отмена{" "}
popup-prompt-keys = {" "}Enter сохраняет · Esc отмена{" "}
popup-question = { $question } (y / n)
popup-sure = {" "}Точно?{" "}
popup-replace-session = Сессия '{ $name }' уже есть. Заменить?
sessions-title = {" "}Сессии{" "}
sessions-keys = {" "}Enter открыть · r переименовать · x Del удалить · Esc закрыть{" "}
sessions-open = { $name } (открыта)
sessions-open-unsaved = { $name } (открыта, ещё не сохранена: ^S сохраняет)
sessions-rename = Переименовать в
sessions-rename-taken = сессия '{ $name }' уже есть: введите другое имя
save-as-not-replaced = '{ $name }' остаётся как была: введите другое имя
sessions-delete = Удалить сессию '{ $name }'?
sessions-none = сохранённых сессий пока нет: ^S сохраняет открытую
# A new session's name (Ctrl-N), before " 2" … when it is taken.
session-new-name = новая { $date }
lookup-title = {" "}Список ФИДЕ { $month } · { $pool }{" "}
lookup-title-no-pool = {" "}Список ФИДЕ { $month } · нет списка ФИДЕ{" "}
lookup-title-no-list = {" "}список ФИДЕ{" "}
lookup-keys = {" "}↑ ↓ выбор · Enter заполняет · Esc закрывает{" "}
lookup-find = Найти:{" "}
lookup-column-name = Имя
lookup-column-id = ID ФИДЕ
lookup-column-fed = Фед
lookup-column-title = Зв.
lookup-column-rating = Ртг
lookup-none = {"  "}в списке за { $month } нет игрока '{ $query }'
lookup-at-of = {"  "}{ $at } из { $found } · PgUp PgDn
lookup-at-of-more = {"  "}{ $at } из первых { $found } (есть ещё) · PgUp PgDn
lookup-at-hint = { $at } · ID ФИДЕ находит ровно одного игрока
lookup-at-hint-short = { $at } · ID ФИДЕ находит одного

## The expectation chart's legend (src/tui/view/chart.rs)
chart-cap = предел ±400

## The rating history chart (h; src/tui/view/history_chart.rs)
history-title = {" "}История рейтинга · { $player }{" "}
history-standard = классика ⣿
history-rapid = рапид ▀
history-blitz = блиц •
history-esc = Esc закрывает
history-no-rating = ни в одном списке нет рейтинга: графика нет
history-one-month = рейтинг есть только за один месяц ({ $month }): импортируйте ещё списки для истории
history-column-month = Месяц
history-column-standard = Классика
history-column-rapid = Рапид
history-column-blitz = Блиц

## A rating period's events in Tournament mode (src/tui/components/events.rs)
event-named = турнир { $number } '{ $name }'
event-number = турнир { $number }
events-where = турниры рейтингового периода — в режиме Турнир (F3)
events-not-elo = { $pool } считает партии одного турнира: период из нескольких турниров — правило ФИДЕ (выберите пул Эло)
event-made-empty = создан { $event }: следующие партии войдут в него · E — ввод его строки
event-first = { $games } таблицы — турнир 1 · n на более поздней партии начинает турнир 2, E — ввод его строки
event-already-first = партия { $game } первая в: { $event }; выберите партию позже, чтобы начать с неё новый турнир
event-made = создан { $event } из: { $places } · E — ввод его строки
event-line-editing = строка турнира { $number }, как в списке партий: всё, кроме имени, необязательно
event-totals-with-games = турнир, заданный итогами (games { $totals }), не содержит партий таблицы, а в этом { $games }: сначала перенесите их ([ ]) или уберите games и chg
event-line-not = это не строка турнира: { $error }
event-line-same = строка турнира { $number } прежняя
event-line-changed = турнир { $number }: { $was } → { $now }
event-line-first = { $games } таблицы — турнир 1: { $line }
event-delete-none = ничего не изменилось: партии таблицы — один турнир, как и были
event-deleted-last = удалён { $event }: период снова один турнир на вашем рейтинге
event-deleted = удалён { $event }
event-deleted-joined = удалён { $event }: его партии ({ $games }) перешли в: { $into }
event-one = в периоде один турнир: n начинает новый турнир с выбранной партии
event-game-in-last = партия { $game } — в последнем турнире периода
event-game-in-first = партия { $game } — в первом турнире периода
event-by-totals = { $event } задан итогами: в нём нет партий таблицы
event-game-moved = партия { $game } → { $event }
event-game-moved-now = партия { $game } → { $event } (теперь партия { $now })
event-emptied = { $event } остался без партий и убран
event-emptied-last = { $event } остался без партий: период снова один турнир на вашем рейтинге

## Field mode's notes under the summary and what a FIDE list says (src/report/field.rs, src/tui/view/field.rs)
field-note-nobody-rated = Ни у одного игрока в этом файле нет рейтинга ({ $pool }), и ни у кого нет пяти партий против игроков с рейтингом: рассчитывать нечего (хранимый список ФИДЕ подставит рейтинги по ID ФИДЕ).
field-note-as-period = Партии каждого игрока считаются как один рейтинговый период (одно округление, K·n ≤ 700), как если бы этот турнир был всем периодом.
field-give-k-key = введите их клавишей Enter на игроке
field-give-k-flag = задайте их через --player-k RANK=K
field-note-more = и ещё { $count }
field-note-k-rule = K по файлу: 40 ниже { $limit } для родившихся в { $born } или позже, 10 от { $k10 }, иначе 20. K 40 нового игрока и K 10 игрока, имевшего 2400, в TRF нет: { $give }.
field-note-k-rule-no-year = K по файлу: без юниорского K 40 (в файле нет года), 10 от { $k10 }, иначе 20. K 40 нового игрока и K 10 игрока, имевшего 2400, в TRF нет: { $give }.
field-note-first-ratings = Первые рейтинги считаются только по этому турниру; ФИДЕ учитывает турниры игрока без рейтинга за срок до 26 месяцев.
field-note-pool-word = '{ $word }' в { $record }
field-note-pool-chosen = Список — { $pool } по названию турнира ({ $words }): в файле нет контроля времени (222). --pool (в интерфейсе: список в форме) выбирает другой.
field-note-pool-differ = Название турнира указывает разные списки ({ $words }): по умолчанию FIDE Standard. Выберите список через --pool (в интерфейсе: в форме).
field-note-time-control-unread = Контроль времени в 222, '{ $value }', не читается как контроль (секунды на период, [ходы/]секунды[+добавление], периоды через ':', W…-B… для белых и чёрных: 5400+30, 40/6000+30:900+30, W300-B240): { $then }. --pool (в интерфейсе: список в форме) выбирает другой.
field-note-time-control-then-words = список — { $pool } по названию турнира ({ $words })
field-note-time-control-then-default = список — { $pool } по умолчанию
field-note-left-out-player = { $rank } { $name } (строка { $line })
field-note-left-out = Не учтено строк игроков: { $count } — без рейтинга, только пропуски или неявки (псевдоигрок для пропуска вроде spielfrei) — { $players }.
field-note-points-player = строка { $line }: игрок { $rank } ({ $name }): в столбце очков { $file }, по турам { $rounds }
field-note-points = Внимание: столбец очков (81–84) не сходится с турами: { $players } — { $named }. Рейтинги считаются по турам; проверьте файл.
field-note-points-scoring = Внимание: столбец очков (81–84) не сходится с турами: { $players } — { $named }. Рейтинги считаются по турам; строка { $line } задаёт другую систему очков или очки жеребьёвки, что может это объяснить.
field-note-list-keys = K по списку ФИДЕ за { $month } (последний из имеющихся с датой не позже начала, { $start }) для: { $players }, отмечены L; K, введённый для игрока, затем один K для всех важнее списка, а игрок не из списка или без K в нём получает правило файла.
field-note-list-flags = K по списку ФИДЕ за { $month } (последний из имеющихся с датой не позже начала, { $start }) для: { $players }, отмечены L; --player-k, затем --k важнее списка, а игрок не из списка или без K в нём получает правило файла. --no-list считает без списка.
field-note-list-undated-keys = K по списку ФИДЕ за { $month } (последний из имеющихся: в файле нет даты начала (042)) для: { $players }, отмечены L; K, введённый для игрока, затем один K для всех важнее списка, а игрок не из списка или без K в нём получает правило файла.
field-note-list-undated-flags = K по списку ФИДЕ за { $month } (последний из имеющихся: в файле нет даты начала (042)) для: { $players }, отмечены L; --player-k, затем --k важнее списка, а игрок не из списка или без K в нём получает правило файла. --no-list считает без списка.
field-note-none = нет
field-note-list-difference = Внимание: { $rank } { $name } (ID ФИДЕ { $id }): { $field } { $file } в файле, { $list } в списке за { $month }; используется значение файла.
field-note-not-on-list = Нет в списке за { $month } по ID ФИДЕ: { $players } — { $named }.
field-report = Отчёт
field-player-difference = ! { $field }: { $file } в файле, { $list } в списке за { $month } (берётся из файла)
field-list-no-warnings = без предупреждений
field-list-warnings = { $count ->
    [one] { $count } предупреждение (!)
    [few] { $count } предупреждения (!)
   *[many] { $count } предупреждений (!)
}
field-list-summary = {" "}список { $month }: K у { $from_list } (L) · { $warnings } · h история{" "}
field-list-summary-undated = {" "}список { $month } (без даты): K у { $from_list } (L) · { $warnings } · h история{" "}
field-list-summary-missing = {" "}список { $month }: K у { $from_list } (L) · { $warnings } · нет в нём: { $missing } · h история{" "}
field-list-summary-undated-missing = {" "}список { $month } (без даты): K у { $from_list } (L) · { $warnings } · нет в нём: { $missing } · h история{" "}

## The period's events in the games table (src/tui/view/table.rs)
table-event-keys = {" "}n новый турнир с этой партии · E строка · [ ] партия в пред./след. турнир{" "}
table-title-event = · Турнир { $number }{" "}
table-title-event-named = · Турнир { $number } · { $name }{" "}
table-event = Турнир
table-event-your-rating = ваш рейтинг
table-event-not-a-line = это не строка турнира: { $error } · E исправит

## Field mode's first ratings (the First column)
field-first-games = { $games } из { $least } партий
field-first-none = нет: результат 0 не учитывается
field-first-zero = первый турнир с нулём очков не учитывается
field-first-few-games = { $count ->
    [one] { $count } партия с рейтинговыми соперниками; нужно не меньше { $least }
    [few] { $count } партии с рейтинговыми соперниками; нужно не меньше { $least }
   *[many] { $count } партий с рейтинговыми соперниками; нужно не меньше { $least }
}
field-first-below = ниже { $floor }
field-first-not-published = { $rating } ({ $why })

## An input problem in the UI's words: the key to press or the field to fill (src/tui/state.rs)
input-fide-id-as-rating = { $said }; ID ФИДЕ вводится в поле «ID ФИДЕ или имя» (↑)
input-fide-id-look-up = { $error } (ID ФИДЕ? введите его снова для поиска и выберите игрока клавишей Enter)
input-fide-id-no-list = { $error } (ID ФИДЕ? импортируйте список ФИДЕ клавишей F7 или elocalc list import FILE)
input-name-look-up = '{ $text }' — не рейтинг и не игрок из списка ФИДЕ: введите снова для поиска и выберите игрока клавишей Enter или введите рейтинг
input-name-no-list = '{ $text }' — не рейтинг и не игрок из списка ФИДЕ: списка ФИДЕ для поиска имён нет: введите рейтинг
input-looking-up = идёт поиск имени в списке ФИДЕ: ↑ ↓ выбор, Enter заполняет
input-no-report = { $error }: откройте его клавишей F7
input-no-federation = { $error }: введите её в поле «Ваша федерация»
input-not-in-multi = { $error }: используйте режим Партия или Турнир
input-federations-missing = { $error }: введите их в столбце Фед
input-in-game = партия { $number }: { $error }

## Field mode's players (src/tui/components/players.rs, src/tui/players.rs)
players-sorted = игроки по: { $sort }
players-sorted-selected = { $said } · { $name } по-прежнему выбран: { $place } из { $count }
players-sorted-top = { $said } · { $name } теперь { $place } из { $count }: выбран первый
players-sorted-reversed = игроки по: { $sort }, в обратном порядке
players-sorted-usual = игроки по: { $sort }, в обычном порядке
player-k-files = из файла
player-k-changed = K игрока { $rank }: { $was } → { $now }
player-k-unchanged = K игрока { $rank } уже { $k }: ничего не изменилось
taken = { $name }: { $games } в режиме Турнир как { $event }
taken-again-one-event = { $name }: { $games } в режиме Турнир как { $event }: период снова один этот турнир
taken-as-event = { $name }: { $games } в режиме Турнир как { $event }
taken-rating = { $said } · ваш рейтинг { $was } → { $now }, во всех режимах
taken-as-event-ro = { $name }: { $games } в режиме Турнир как { $event }, Ro { $rating }
taken-other-pool = { $said } (в файле { $file }; период остаётся { $period })
report-opened = открыт { $name }: { $players }
report-list-unused = список ФИДЕ не используется: { $error }
history-no-fide-id = нет истории рейтинга: у { $name } нет ID ФИДЕ в файле
history-failed = нет истории рейтинга: { $error }

## Tab completing a path in a popup (src/tui/paths.rs)
path-no-match = нет файла или папки с таким началом
path-matches = { $count ->
    [one] { $count } совпадение: { $names }
    [few] { $count } совпадения: { $names }
   *[many] { $count } совпадений: { $names }
}

## What an effect says (src/tui/effects.rs)
history-no-list = списка ФИДЕ нет: F7 импортирует его
status-no-config-folder = нет папки настроек

## The form's choice values (src/tui/view/form.rs)
form-today = сегодня, { $date }
form-k-custom = Свой
form-k-fide-auto = ФИДЕ (авто)
form-yes = да
form-no = нет
