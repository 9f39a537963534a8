# Слова elocalc по-русски. Термины — те, что на русском калькуляторе рейтинга:
# ожидаемый результат, коэффициент K, изменение рейтинга.

## The mode tabs
mode-game = Партия
mode-tournament = Турнир
mode-multi = Серия
mode-norm = Норма
mode-field = Таблица

## Game mode's form
field-fide-player = ID ФИДЕ или имя
field-rating = Ваш рейтинг
field-opponent = Рейтинг соперника
field-result = Результат
field-k = Коэффициент K
field-custom-k = Ваш K
field-opponent-k = K соперника
field-pool = Рейтинговый пул
field-games-so-far = {"  "}Сыграно партий
field-born = {"  "}Год рождения
field-reached-2400 = {"  "}Достигал 2400
field-year = {"  "}Год
placeholder-look-up = введите для поиска
placeholder-same-as-k = как K
placeholder-their-own = { $k } (свой)
form-title = Ввод

## Scores
score-win = Победа
score-draw = Ничья
score-loss = Поражение

## One game, both players
game-title-rated = { $pool } · рейтинговая
game-title-not-rated = { $pool } · нерейтинговая
side-you = Вы
side-opponent = Соперник
row-rating = Рейтинг
row-k = Коэффициент K
row-score = Результат
row-difference-used = Разница рейтингов
row-expected = Ожидание
row-change = Изменение
row-new-rating = Нов. рейтинг
section-scenarios = Если партия закончится
header-item = Пункт
header-value = Значение
section-result = Результат
section-how = Как
scenario-win = Вы выиграли
scenario-draw = Ничья
scenario-loss = Вы проиграли
method-table = таблица 8.1.2
method-logistic = логистическая
derivation = { $method } · D { $used } → { $symbol } { $expected } · { $k } × ({ $score } − { $expected }) = { $change }
derivation-not-rated = нерейтинговая: без изменения
used-difference-real = { $used } (на деле { $real }: правило 400 пунктов)
below-floor-yours = Ваш новый рейтинг ниже { $floor }: в следующем списке вы будете без рейтинга.
below-floor-opponents = Новый рейтинг соперника ниже { $floor }: в следующем списке он будет без рейтинга.
not-rated-unrated-opponent = нерейтинговая: соперник без рейтинга
not-rated-600 = нерейтинговая: правило { $difference } пунктов (игрок выше { $above })

## The rating systems' names (the Pool choice, a result's title)
system-continuous = Формула Эло
system-standard = Классика ФИДЕ
system-rapid = Рапид ФИДЕ
system-blitz = Блиц ФИДЕ
system-glicko2 = Glicko-2
system-uschess = US Chess

## The expectation chart
chart-title = Ожидаемый результат по разнице рейтингов (вы − соперник)
chart-title-2 = Ожидаемый результат по разнице рейтингов
chart-title-3 = Ожидаемый результат по разнице
chart-title-4 = Ожидаемый результат
chart-you = вы
chart-average = средний
chart-mark = { $who }: D { $used }
chart-mark-real = { $who }: D { $used } (на деле { $real })
chart-expected = ожидаемый результат { $expected }
chart-range = D { $differences }, ожидаемый результат { $expected }
chart-no-game = нет рейтинговых партий для отметки
chart-taller = кривая видна в окне побольше

## Tournament and Multi modes' forms
field-average = Средний рейтинг
field-games = Партии
field-points = Очки
field-games-table = Таблица партий
field-remaining = Осталось туров
field-remaining-average = {"  "}Их средний
field-target = {"  "}Ваша цель
placeholder-remaining = напр. 3 для целей
placeholder-remaining-average = напр. 2000
placeholder-optional = необязательно

## A rating period (Tournament mode, elocalc period) and Multi mode (elocalc multi)
section-totals = Итоги
section-games = Партии
period-title = { $pool } · рейтинг { $rating } · K { $k }
multi-title = { $pool } · { $games } против среднего рейтинга { $average }
# Коротко: с длинной подписью счёт занял бы третью строку при ширине 80.
row-rated-games = В зачёт
row-average = Средний рейтинг
row-points = Очки
row-performance = Перформанс
score-with-expected = { $score } (ожид. { $expected })
score-rated-and-all = { $points } из { $rated } в зачёт · { $total } из { $all } всего
k-lowered = { $effective } (K { $k } снижен, чтобы K·n ≤ { $max } при n = { $games })
performance-how = = { $average } { $sign } { $dp } (p { $p }, табл. 8.1.1)
performance-how-solved = = { $average } { $sign } { $dp } (где ожидаемая сумма равна набранным очкам, { $score })
# Коротко: строка «как найдено» перформанса умещается в панель при ширине 80.
method-table-811 = табл. 8.1.1
not-rated-short-unrated = соперник без рейтинга
not-rated-short-600 = правило { $difference } пунктов
column-number = #
column-opponent = Соперник
column-score = Очки
column-difference = Разн.
column-expected = Ожид.
column-contribution = Вклад
column-note = Примечание
note-difference-capped = на деле { $real }: правило 400 пунктов
note-difference-capped-short = на деле { $real } (правило 400)
table-title = Партии ({ $count })
table-title-norm = Партии ({ $count }) режима «Турнир»
table-title-part = Партии { $first }–{ $last } из { $count }
table-empty = Tab сюда, затем a — добавить партию
section-targets = Цели
target-keep = Сохранить { $target }
target-plus-ten = Плюс 10: { $target }
target-next-hundred = Достичь { $target }
target-first-rating = Первый рейтинг { $target }
target-typed = Ваша цель { $target }
target-needed = { $points } из { $games }
target-best = лучшее: { $points } из { $games } → { $best }
target-best-unpublished = { $points } из { $games }: рейтинг не публикуется
chart-opponents = соперники

## Counts (plural forms)
games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}

## Keys
key-quit = выход с сохранением
key-help = справка
key-more = ещё
key-language = язык (en, pt, ru)
language-now = Язык: { $language } · L меняет

## Keys and help
key-quit-short = выход
key-quit-not-typing = выход с сохранением (не при вводе)
key-suspend = приостановить (fg вернёт)
key-add-game = новая партия (F3, F5)
key-insert-game = добавить после выбранной
key-undo = отменить
key-redo = вернуть
key-next-field = след. / пред. поле
key-next-mode = след. / пред. режим
key-modes = режимы, как на вкладках
key-leave-field = покинуть поле
key-leave-field-commands = покинуть поле: буквы — команды
key-save-open = сохранить / открыть
key-import-export = импорт файла / экспорт
key-mouse = мышь вкл./выкл. (копия)
key-edit-value = править; 0–9: значение
key-keep-value = оставить значение
key-choice-next = оставить, след. поле
key-keep-next-field = оставить, след./пред.
key-cancel-value = отменить ввод
key-pick-choice = выбор по первой букве
key-change-choice = сменить выбор
key-edit-opponent = править ячейку
key-delete-game = удалить партию
key-new-session = новая сессия (открытая сохраняется)
key-zoom = партии, игроки или кривая на весь экран и обратно
key-clear-games = очистить таблицу (с вопросом)
key-next-column = следующий столбец
key-new-event = новый турнир с этой партии
key-edit-event = ввести строку турнира
key-game-to-event = в пред./след. турнир
key-scores = победа / ничья / поражение, ½
key-score-half = ничья, введённая числом
help-score-letters = в командной строке и списках партий буквы английские на любом языке: d — ничья
key-edit-player-k = править; 0–9: K игрока
key-reset-player-k = вернуть K из файла
key-sort = сорт. по след. столбцу
key-reverse-sort = обратный порядок
key-rounds-scroll = туры вверх / вниз
key-take-player = его партии в Турнир
key-history-player = история рейтинга (есть список ФИДЕ)
key-history-opponent = история рейтинга соперника (из поиска)
key-history-text = история: ваша, соперника (из поиска)
key-history-choice = объясняет, что покажет h
key-type-words = вводить в поле
key-type-cell = ввести звание или федерацию
key-edit-name = править значение
key-select-row = выбрать строку
key-page = страница вверх / вниз
key-first-last-row = первая / последняя строка
key-keep-cell = оставить
key-next-cell = оставить, дальше
key-previous-cell = оставить, назад
key-cancel-cell = отменить ячейку
key-keep-event-line = оставить (пусто: удалить турнир)
key-cancel-event-line = отмена: строка как была
key-lookup-fill = заполнить по выбранному
key-lookup-choose = выбрать
key-lookup-page = на десять вверх / вниз
key-lookup-close = закрыть, текст оставить
key-lookup-move-on = закрыть, оставить, дальше
key-open-session = открыть сессию
key-select-session = выбрать сессию
key-rename-session = переименовать
key-delete-session = удалить (с вопросом)
key-close-sessions = закрыть список
key-go-on = дальше
key-complete = дополнить путь / игрока
key-close-name = выбрать похожее имя
key-cancel = отмена
key-yes = да
key-no = нет
key-add-games = добавить партии
key-replace-games = заменить партии
key-file-suggestions = рейтинг и пул из файла
key-cancel-import = не добавлять
key-stop-list-import = остановить: списки не изменятся
key-take-new-event = добавить новым турниром
key-take-replace = заменить партии таблицы
key-cancel-take = отмена: ничего не взято
key-open-report = открыть в режиме Таблица
key-cancel-report = отмена: ничего не открыто
key-close-chart = закрыть график
key-close-help = закрыть справку
key-scroll = прокрутка
keys-text = текст ← →
key-type-text = ввод, движение курсора
key-delete-text = удалить; ^U очищает
key-unrated = рейтинг соперника в таблице или ваш в Турнире
key-score-to-play = результат ещё не сыгранной партии
keys-a-name = имя
key-a-name = поле ID ФИДЕ или имени: любая клавиша, кроме ?, вводит (и u q h a); соперник: имя или ID ФИДЕ ищет в списке
keys-syntax = синтаксис
key-event-optional = всё, кроме имени, необязательно
help-title = Клавиши
help-anywhere = Везде
help-text-fields = Текстовые поля
help-choice-fields = Поля выбора (результат, K, …)
help-games-table = Таблица партий (F3, F5)
help-word-cell = Таблица партий, на звании или федерации (F5)
help-players = Игроки отчёта (F6)
help-cell = Правка ячейки
help-event-line = Строка турнира (E, Турнир)
help-lookup = Поиск в списке ФИДЕ (имя или ID)
help-sessions = Сохранённые сессии (^O)
help-popups = Окна (имена, файлы, вопросы)

## Norm and Field modes
field-norm-title = Норма
field-federation = Ваша федерация
field-min-games = Мин. партий
field-exemption = Исключение
field-report-pool = Список
field-report-k = K для всех
field-players = Игроки
placeholder-federation = напр. RUS
placeholder-from-file = из файла
choice-none = нет
section-requirements = Требования
norm-title = Норма { $title } · федерация { $federation } · { $games }
requirement-games = Партии
requirement-foreign = Иностр. федер.
requirement-own = Своя федерация
requirement-one = Одна федерация
requirement-titled = Титулованные
requirement-holders-gm = GM
requirement-holders-im = IM или GM
requirement-holders-wgm = WGM, IM или GM
requirement-holders-wim = WIM или выше
requirement-ra = Ra
requirement-performance = Перформанс
requirement-score = Результат
requirement-verdict = Вердикт
requirement-points-needed = Нужно очков
requirement-open = открыто
requirement-score-figure = { $points } из { $games } (≥ { $percent } %)
ra-raised = 1.4.7; низший соперник поднят до { $floor } (1.4.6)
norm-yes = норма { $title }
norm-pending = пока нет: решит результат
norm-no = нормы нет
failure-games = мало партий
failure-foreign = мало иностранных федераций
failure-own = много из своей федерации
failure-one = много из одной федерации
failure-titled = мало титулованных соперников
failure-holders = мало обладателей нужных званий
failure-ra = Ra слишком низкий
failure-performance = перформанс слишком низкий
failure-score = результат ниже 35 %
failure-pending = результат ещё не известен
points-none = нет: даже { $games } из { $games } не дают перформанса
points-total = { $points } из { $games }
points-out-of-reach = { $total }: недостижимо, ещё { $more } из { $pending } оставшихся
points-more = { $total }: ещё { $more } из последних { $pending }
points-not-alone = { $points } · одних очков мало: { $failing }
column-opponent-short = Соперник
column-used = Учтён
column-title = Звание
column-fed = Фед
note-raised = поднят до минимума
# The raised mark (↑) explained where it is shown: the title's rating floor, FIDE B.01 1.4.6.
norm-raised-legend = { $mark } поднят до минимума { $title } (1.4.6)
note-unplayed = ещё не сыграна
field-tournament = Турнир
field-open-hint = F7 открывает файл турнира (.trf)
pool-as-chosen = как выбрано
pool-time-control = по контролю времени, запись 222
pool-event-words = по названию турнира
pool-default = по умолчанию: контроль времени не указан
pool-default-unread = по умолчанию: контроль времени, 222, не прочитан
pool-default-allotted = по умолчанию: 122 '{ $value }' не называет лист
field-summary = { $pool } ({ $source }) · { $players }
field-column-rank = М
field-column-no = №
field-column-name = Имя
field-column-title = Зв.
field-column-fed = Фед
field-column-rtg = Ртг
field-column-k = K
field-column-n = n
field-column-pts = Очк
field-column-rated = Зачт.
field-column-exp = Ожд
field-column-unrounded = Δ без окр.
field-column-change = Δ
field-column-new = Нов
field-column-rp = Rp
field-column-first = Перв.
field-column-first-rating = Первый рейтинг
players-title-part = Игроки { $first }–{ $last } из { $count }
players-by = { $shown } · по: { $sort }
players-by-reversed = { $shown } · по: { $sort }, обратно
sort-start-rank = стартовый номер
sort-rating = рейтинг
sort-change = изменение
sort-new-rating = новый рейтинг
sort-performance = перформанс
sort-name = имя
rounds-column-round = Тр
rounds-column-opponent = Соп
rounds-column-name = Имя
rounds-column-rating = Ртг
rounds-column-colour = Ц
rounds-column-result = Р
rounds-column-points = Очк
rounds-column-expected = Ожд
rounds-column-note = Прим
rounds-unrated = без рейтинга
rounds-rated-games = рейтинговых: { $count }
rounds-part = туры { $first }–{ $last } из { $count }
k-source-list = K { $k } L: K игрока в списке за { $month }
k-source-player = K { $k }: введён для игрока (вместо списка за { $month })
k-source-everyone = K { $k }: один K для всех (вместо списка)
k-source-file-no-k = K { $k }: правило файла, в списке за { $month } нет K
k-source-file-not-listed = K { $k }: правило файла, нет в списке за { $month }
k-source-file-no-id = K { $k }: правило файла, в файле нет ID ФИДЕ
k-not-on-list = нет в списке за { $month } по ID ФИДЕ
round-forfeit-win = победа без игры
round-forfeit-loss = поражение без игры
round-absent = отсутствие
round-less-than-one-move = меньше одного хода
round-half-point-bye = пропуск за пол-очка
round-full-point-bye = пропуск за очко
round-pairing-bye = пропуск по жеребьёвке
round-zero-point-bye = пропуск без очков
round-600 = правило 600 пунктов
players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}

## A list's last "and"
list-and = { $rest } и { $last }
list-or = { $rest } или { $last }

# DWZ
system-dwz = DWZ
