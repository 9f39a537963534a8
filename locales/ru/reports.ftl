# elocalc's words in Russian: the other commands' reports (k, need, performance, initial, player, list, sessions …) and the Glicko-2 and US Chess sheets.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## K under FIDE's rules (elocalc k; Game mode's form says it under K)
report-k-new-player = K { $k }: сыграно меньше { $games ->
    [one] { $games } рейтинговой партии
   *[other] { $games } рейтинговых партий
}
report-k-junior = K { $k }: рейтинг ниже { $limit }, до конца года, в котором исполняется { $age } лет
report-k-reached-2400 = K { $k }: рейтинг достигал { $rating } (K { $k } остаётся, даже если он снизится)
report-k-standard = K { $k }: ни одно правило K 40 не применяется, и рейтинг никогда не достигал { $rating }

## What the remaining games must bring (elocalc need)
report-need-title = { $pool } · рейтинг { $rating } · цель { $target }
report-need-title-first = Первый рейтинг (ФИДЕ 8.2) · цель { $target }
report-row-needed = Нужно
report-row-all-won = Все победы
report-row-all-lost = Все поражения
report-needed = { $points } из { $games } против { $opponents } → { $result }
report-not-reachable = недостижимо: даже { $points } из { $games } — это { $best }
report-no-published-rating = рейтинг не публикуется
report-remaining-not-rated = оставшиеся партии не рейтинговые ({ $rule }: игрок выше { $above }), поэтому никакой результат в них не изменит рейтинг

## A performance rating (elocalc performance)
report-performance-title-table = { $pool } · перформанс (таблица ФИДЕ 8.1.1)
report-performance-title-logistic = { $pool } · перформанс (логистическая кривая)
report-row-games = Партии
# Коротко: со значением длиннее 25 знаков строка переносится и в панели при ширине 80 пропадает, как найден Ra.
report-rated-opponents = { $count } против рейтинговых
report-performance-none = нет
report-no-finite-performance = у результата 0 % или 100 % нет конечного перформанса на логистической кривой

## The first rating of an unrated player (elocalc initial, Tournament mode)
report-initial-title = Первый рейтинг (ФИДЕ 8.2)
report-initial-title-short = Первый рейтинг
report-section-event = Турнир
report-row-published = Публикуется
report-published-yes = да
report-published-no = нет: { $why }
report-not-published-zero = первый турнир с нулём очков не учитывается
report-not-published-few = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
} против соперников с рейтингом; нужно не меньше { $min }
report-not-published-below = ниже { $floor }
report-first-event-disregarded = первый турнир ({ $count } против соперников с рейтингом) дал ноль очков и не учитывается (ФИДЕ 8.2)
report-only-later-events = первого рейтинга пока нет: учитываются только следующие турниры, и в них нужно всего не меньше { $min } партий против соперников с рейтингом
report-counted-games-disregarded = { $count } против рейтинговых ({ $disregarded } в первом турнире, не учитываются)
report-first-rating-capped = { $rating }  ({ $uncapped }, потолок { $cap })
report-initial-ra = (Σ соперников + 2 × { $hypothetical }) / ({ $games } + 2)

## A rating period of several events (elocalc period with event lines)
report-period-events-title = { $pool } · прежний список { $rating } · K { $k } · { $events }
report-score-unknown = { $dash } (турнир задан только n и chg, без W)
report-column-dates = Даты
report-dates-from = с { $start }
report-dates-to = по { $end }
report-date = { $day } { $month ->
    [1] января
    [2] февраля
    [3] марта
    [4] апреля
    [5] мая
    [6] июня
    [7] июля
    [8] августа
    [9] сентября
    [10] октября
    [11] ноября
   *[12] декабря
} { $year }
report-list-of = список на { $date }
report-list-by-last-days = по последним дням турниров (ФИДЕ B.02 7.1.3, 9.1)
report-event-own-k = Турнир { $event } считается со своим K, { $k }.
report-event-own-k-lowered = Турнир { $event } считается со своим K, { $k }, сниженным до { $lowered }, чтобы K·n ≤ 700 за период (n = { $games }).
report-event-reported-late = Турнир { $event } закончился { $end }: обычно он попал бы в список на { $usual }; присланный с опозданием, он обсчитан в этом периоде, в списке на { $list } (ФИДЕ B.02 9.1).
report-event-past-third-list = Турнир { $event } закончился { $end }: обычно он попал бы в список на { $usual }, а отчёт, не поступивший к списку на { $last }, третьему после турнира, не обсчитывается (ФИДЕ B.02 9.1); проверьте, что ФИДЕ обсчитала его в списке на { $list }.
report-event-late = Турнир { $event } заканчивается в последние пять дней месяца: при позднем оформлении он попадает в список на { $date } (ФИДЕ B.02 9.1).
report-undated-one = Список указывается, только когда у каждого турнира есть дата окончания: у турнира { $event } её нет.
report-undated-many = Список указывается, только когда у каждого турнира есть дата окончания: у турниров { $events } и { $last } её нет.

## Counts
report-events = { $count ->
    [one] { $count } турнир
    [few] { $count } турнира
   *[many] { $count } турниров
}

## A player of the FIDE rating list (elocalc player)
report-player-title = { $name } · список за { $month }
report-matches-more = лучшие { $count } из большего числа найденных игроков · список за { $month } · ищите по ID ФИДЕ или более полному имени
report-matches-left-out = лучшие { $count } из { $total ->
    [one] { $total } найденного игрока
   *[other] { $total } найденных игроков
} · список за { $month } · ещё { $left }: --all покажет всех
report-matches = { $count ->
    [one] найден { $count } игрок
    [few] найдено { $count } игрока
   *[many] найдено { $count } игроков
} · список за { $month } · чтобы найти одного, ищите по ID ФИДЕ
report-player-fide-id = ID ФИДЕ
report-player-federation = Федерация
report-player-titles = Звания
report-player-born = Год рождения
report-player-sex = Пол
report-player-flag = Отметка
report-flag-inactive = неактивен
report-flag-woman = женщина
report-flag-woman-inactive = женщина, неактивна
report-list-standard = Классика
report-list-rapid = Рапид
report-list-blitz = Блиц
report-column-list = Список
report-column-rating = Рейтинг
report-column-games = Партии
report-column-month = Месяц
report-column-name = Имя
report-column-fed = Фед
report-column-title = Звание
report-column-born = Г. р.
report-column-std = Класс.
report-trend = тренд
report-section-player = Игрок
report-section-ratings = Рейтинги
report-section-history = История
report-section-matches = Найденные игроки

## The FIDE rating lists held (elocalc list, list import, list remove)
report-no-list-title = На этом компьютере нет рейтинг-листа ФИДЕ
report-no-list-note = Скачайте его с ratings.fide.com (Download: players_list.zip) и импортируйте: elocalc list import players_list.zip. elocalc ничего не скачивает сам; списки хранятся в { $path }.
report-lists-title = Рейтинг-листы ФИДЕ на компьютере · { $path }
report-column-players = Игроки
report-column-imported = Импортирован
report-import-file = Файл
report-import-replaced = Заменён
report-import-earlier = прежний импорт этого месяца ({ $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
})
report-import-title = импортирован список за { $month }: { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
report-import-kept = Хранится в { $path }.
report-kind-combined = сводный список (TXT)
report-kind-legacy = сводный список без FOA (старый TXT)
report-kind-single = список { $list } (TXT)
report-kind-xml = список в XML
report-section-months = Месяцы
report-section-import = Импорт
report-list-removed = список за { $month } удалён
report-list-month-from-date = месяц { $month } по дате файла ({ $date }): в файле месяц не указан; другой задаётся через --month YYYY-MM
report-list-realigned = { $file }: { $count ->
    [one] { $count } строка переполнена другими званиями и выровнена
    [few] { $count } строки переполнены другими званиями и выровнены
   *[many] { $count } строк переполнено другими званиями и выровнено
} (первая: строка { $first })
report-list-skipped = { $file }: { $count ->
    [one] { $count } элемент, который elocalc не читает, пропущен
    [few] { $count } элемента, которые elocalc не читает, пропущены
   *[many] { $count } элементов, которые elocalc не читает, пропущено
} (первый: <{ $name }>, строка { $line })
report-list-progress = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}

## The saved sessions (elocalc sessions)
report-column-mode = Режим
report-column-pool = Пул
report-column-saved = Сохранена
report-session-unreadable = не читается: { $reason }
report-session-cannot-read = не удалось прочитать { $file }: { $reason }
report-no-sessions = нет сохранённых сессий в { $path }
report-session-shown = Сессия '{ $name }' · режим «{ $mode }»
report-session-deleted = сессия '{ $name }' удалена
report-section-sessions = Сессии

## Glicko-2 (game and period --pool glicko2, the UI's Glicko-2 pool)
glicko2-title = Glicko-2 · рейтинг { $rating } · RD { $rd } · волатильность { $volatility } · τ { $tau }
glicko2-game-title = Glicko-2 · рейтинговая · τ { $tau }
glicko2-game-short = Glicko-2 · рейтинговая
glicko2-rd = RD
glicko2-new-rd = Новый RD
glicko2-volatility = Волатильность
glicko2-new-volatility = Волатильность
glicko2-variance = v, Δ
glicko2-new-rating-interval = ≈95 %: { $low } – { $high }
glicko2-derivation = E { $expected } · v { $variance } · Δ { $improvement } · σ′ { $volatility } · RD { $rd } → { $new-rd }
glicko2-variance-value = { $v }; { $delta }
glicko2-variance-scale = дисперсия и улучшение в шкале Glicko-2 (шаги 3–4)
glicko2-idle = Партий нет: растёт только RD (шаг 6), волатильность прежняя.
glicko2-derivation-none = партий нет: растёт только RD
glicko2-rd-assumed-yours = Ваш RD принят равным { $rd }: как у нового игрока. У игрока с устоявшимся рейтингом он ниже и меняется меньше: укажите настоящий RD.
glicko2-rd-assumed-opponents = RD соперника принят равным { $rd }: как у нового игрока. У игрока с устоявшимся рейтингом он ниже и меняется меньше: укажите настоящий RD.
glicko2-unrated-one = Партия { $games }: соперник без рейтинга, поэтому он считается новым игроком из статьи, { $rating } с RD { $rd }.
glicko2-unrated-many = Партии { $games }: соперники без рейтинга, поэтому они считаются новыми игроками из статьи, { $rating } с RD { $rd }.

## US Chess (game and period --pool uschess, the UI's US Chess pool)
uschess-title = US Chess · рейтинг { $rating } ({ $games }) · турнир { $date } · порог бонуса { $threshold }
uschess-established = устоявшийся
uschess-unrated = без рейтинга
uschess-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}
uschess-formula = Формула
uschess-formula-standard = K·(S − E) плюс бонус
uschess-formula-special = 8 партий или меньше либо история из одних побед / одних поражений: рейтинг, при котором результат равен предварительным ожиданиям
uschess-formula-none = партий нет: рейтинг не меняется
uschess-effective-games = Эффективные партии
uschess-effective-games-not-given = N* рейтинга (число сыгранных партий не указано)
uschess-effective-games-smaller = меньшее из числа сыгранных партий и N* рейтинга
uschess-bonus = Бонус
uschess-k = K
uschess-bonus-above = K·(S − E) выше { $threshold }·√max(m, 4)
uschess-bonus-not-qualified = нет: турнир не даёт права на бонус
uschess-bonus-special = нет: у особой формулы нет бонуса
uschess-bonus-few = нет: для бонуса нужно не меньше 3 партий, а не { $games }
uschess-new-rating-exactly = ровно { $rating }
uschess-one-pass = Рассчитано один раз по рейтингам соперников в том виде, как они введены, как это делает оценщик US Chess. Официальный рейтинг сначала пересчитывает и каждого соперника, поэтому может отличаться, если их рейтинги изменились в этом турнире; чтобы быть ближе, введите их рейтинги после турнира.
uschess-left-out-one = Партия { $games } не учитывается: против соперника без рейтинга считают только по его первой оценке, а для неё нужны его другие партии.
uschess-left-out-many = Партии { $games } не учитываются: против соперника без рейтинга считают только по его первой оценке, а для неё нужны его другие партии.
uschess-capped = Рейтинг по особой формуле не выше 2700.
uschess-floored = Минимум { $floor } поднял результат.
uschess-provisional = Предварительный: основан на 25 партиях или меньше.

## Notes on standard error (period --fide, files read)
report-fide-taken = { $name } ({ $id }) в списке за { $month }: { $taken }
report-fide-taken-rating = рейтинг { $rating }
report-fide-taken-k = K { $k }
report-fide-no-k = K нет (K { $k })
report-fide-nothing-taken = ничего не взято (заданы --rating и --k)
report-no-list-before-start = ни один имеющийся список ФИДЕ не датирован днём начала или раньше ({ $start }): K только из файла, без сверки со списком
report-pool-from-pgn = пул { $pool } (по контролю времени в PGN)
report-columns-found = { $file }: рейтинги из столбца '{ $ratings }', результаты из столбца '{ $scores }'

## Several tournament report files as one period (elocalc trf A B …, period --trf)
report-files-title = Рейтинговый период из { $files ->
    [one] { $files } файла
   *[other] { $files } файлов
} · { $pool } · { $players }
report-column-base = База
report-column-events = Турниры
report-column-new = Нов
report-section-events = Турниры
report-section-files = Файлы
report-files-latest-by-date = последнем файле по дате начала (042)
report-files-latest-by-order = последнем данном файле (у одного из файлов нет даты начала, 042, для порядка)
report-files-as-period = Один рейтинговый период: турниры каждого игрока по его рейтингу в каждом файле (Ro), один K после K·n ≤ { $max } за период, Σ K·chg округляется один раз и прибавляется к базе — его рейтингу в { $latest }.
report-files-k-rule = K из последнего файла: 40 для юниоров ниже { $limit }, 10 от { $rating }, иначе 20. K 40 нового игрока и K 10 игрока, у которого было 2400, в TRF нет: задайте их через --player-k ID=K (ID ФИДЕ) или --player-k FILE:RANK=K.
report-files-k-rule-no-year = K из последнего файла: без юниорского K 40 (ни один файл не указывает год, 052 или 042), 10 от { $rating }, иначе 20. K 40 нового игрока и K 10 игрока, у которого было 2400, в TRF нет: задайте их через --player-k ID=K (ID ФИДЕ) или --player-k FILE:RANK=K.
report-files-no-year = { $file } не указывает год (052, 042): юниоры определяются по { $year } — последнему году из других файлов, в любом порядке файлов.
report-files-base = база { $base }: рейтинг игрока в { $file }, { $latest }
report-files-player-k-junior = K { $k }: правило файла для игрока в { $file } (юниор ниже { $limit }); K 40 нового игрока и K 10 игрока, у которого было 2400, в TRF нет
report-files-player-k-2400 = K { $k }: правило файла для игрока в { $file } (рейтинг { $rating } или выше); K 40 нового игрока и K 10 игрока, у которого было 2400, в TRF нет
report-files-player-k-other = K { $k }: правило файла для игрока в { $file } (не юниор ниже { $limit } и не рейтинг { $rating } или выше); K 40 нового игрока и K 10 игрока, у которого было 2400, в TRF нет
report-files-player-k-no-year = K { $k }: правило файла для игрока в { $file } (без юниорского K 40: ни один файл не указывает год, 052 или 042; рейтинг ниже { $rating }); K 40 нового игрока и K 10 игрока, у которого было 2400, в TRF нет
report-files-matched-by-name = Сопоставлены по имени, где в файле нет ID ФИДЕ: { $players }.
report-files-unmatched = Не сопоставлены: нет ID ФИДЕ, а имя у нескольких игроков: { $players }.
report-files-unrated = Без рейтинга в одном из своих файлов, поэтому период не считается: { $players }.
report-files-overlap = { $first } ({ $first_dates }) и { $second } ({ $second_dates }) пересекаются по датам, общие участники: { $players }. Если это один турнир, дайте его один раз.
report-unread-start-date = { $file }: { $record } '{ $text }' — не дата (YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY или DD/MM/YYYY): у турнира нет даты начала
report-unread-end-date = { $file }: { $record } '{ $text }' — не дата (YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY или DD/MM/YYYY): у турнира нет даты окончания
report-files-list-first-start = последний из имеющихся, датированный не позже начала первого турнира, { $start }
report-files-list-no-start = последний из имеющихся: ни в одном файле нет даты начала (042)
report-files-list = K из списка ФИДЕ за { $month } ({ $why }) для { $count ->
    [one] { $count } игрока
   *[other] { $count } игроков
}, с отметкой L; --player-k, затем --k, важнее него, а у игрока, которого там нет или у которого там нет K, — правило последнего файла. Каждый файл сверяется со своим действующим списком. --no-list считает без него.
report-files-base-listed = база { $base }: рейтинг игрока в списке ФИДЕ за { $month } ({ $why })
report-files-player-k-listed = K { $k }: K игрока в списке ФИДЕ за { $month } ({ $why })

## The Glicko-2 and US Chess forms in the terminal UI (src/calc/systems): each system's own
## entries, indented under the Pool choice (17 characters at most with the two spaces, so a
## space stays before the value), their choices' and toggles' words (the keys kept in session
## files and typed after the flags stay English), the games table's hint, the formula's name
glicko-form-rd = {"  "}Ваш RD
glicko-form-volatility = {"  "}Волатильность
glicko-form-opponent-rd = {"  "}RD соперника
glicko-form-opponent-volatility = {"  "}Волат. соперн.
glicko-form-tau = {"  "}τ (системы)
glicko-opponent-hint = RD соперника после косой черты: 1750/50 ({ $rd }, если не указан)
uschess-form-games-played = {"  "}Сыграно партий
uschess-form-event-date = {"  "}Конец турнира
uschess-form-prior-record = {"  "}Прошлые партии
uschess-form-dual-rated = {"  "}Двойной рейтинг
uschess-form-bonus = {"  "}Бонус
uschess-form-floor = {"  "}Ваш минимум
# A choice or toggle's word: 14 characters at most (‹ › around it fill the value's 18).
uschess-prior-mixed = смешанные
uschess-prior-all-wins = одни победы
uschess-prior-all-losses = одни поражения
uschess-bonus-if-earned = если заслужен
uschess-bonus-none = нет
uschess-formula-name-standard = стандартная
uschess-formula-name-special = особая
uschess-formula-name-none = нет
# The form's labels and the choice as the form shows them (the UI's own, not the flags').
uschess-prior-without-games = Для значения «{ $record }» в поле «{ $field }» нужно «{ $games }» не меньше 1
# An empty date field, dimmed (18 characters at most with the date).
system-form-today = сегодня { $date }

# DWZ
dwz-form-index = {"  "}Индекс
dwz-form-index-empty = после дефиса
dwz-form-born = {"  "}Год рождения
dwz-form-born-empty = взрослый
dwz-form-rating-date = {"  "}DWZ на дату
dwz-form-rating-date-empty = текущая
dwz-form-score = {"  "}Карточка: W
dwz-form-games = {"  "}Карточка: n
dwz-form-expected = {"  "}Карточка: We
dwz-form-from-games = по партиям
dwz-title = DWZ { $dwz } · { $system } · турнир { $date } · { $age }
dwz-system-e = система E
dwz-system-k = система K
dwz-age-assumed = взрослый (по умолчанию)
dwz-youth = юноша ({ $years })
dwz-junior = юниор ({ $years })
dwz-adult = взрослый ({ $years })
dwz-relevelled = Пересчитана
dwz-relevelled-below-1000 = Umstufung 2026: ниже 1000, +400
dwz-relevelled-linear = Umstufung 2026: 0,64·R + 760, с округлением
dwz-relevelled-unchanged = Umstufung 2026: от 2110 без изменений
dwz-games = Учтено партий
dwz-coefficient = E
dwz-coefficient-e = E0 = (R0/1000)⁴ + J = { $e0 } (J { $j }) · fB { $fb } · SBr { $sbr } · округлено { $rounded }, { $bound }
dwz-bound-none = в пределах границ
dwz-bound-at-least-five = поднято до 5
dwz-bound-five-times-index = не больше 5 × индекс { $index } = { $limit }
dwz-bound-at-most-thirty = не больше 30
dwz-bound-brake = не больше 150 с торможением
dwz-k = K
dwz-k-k = K0 { $k0 } ({ $group }) · b { $b } · a { $a } · округлено { $rounded }, { $bound }
dwz-group-young-below-2200 = юноша или юниор ниже 2200
dwz-group-adult-below-2000 = взрослый ниже 2000
dwz-group-strong = взрослый от 2000, юноша или юниор от 2200
dwz-bound-k-at-least-five = поднято до 5
dwz-bound-k-at-most-eighty = не больше 80
dwz-change-e = 800·(W − We)/(E + n) = { $exact }
dwz-change-k = K·(W − We) = { $exact }
dwz-new-rating-exactly = { $rating } до округления
dwz-new-rating-floored = { $rating }, поднято до минимума { $floor }
dwz-performance = Leistung (турнирный рейтинг)
dwz-performance-none = нет при 0 % или 100 %
dwz-adult-assumed = Год рождения не указан: расчёт как для взрослого (26 лет и старше); у юношей и юниоров другой коэффициент.
dwz-relevelled-note = DWZ { $from } опубликована до { $date }, поэтому сначала пересчитана (Umstufung 2026): { $from } → { $to }.
dwz-current-assumed = DWZ считается текущей, уже пересчитанной { $date } (Umstufung 2026); если она старше, укажите дату её публикации, чтобы сначала пересчитать.
dwz-left-out-one = Партия { $games } не учитывается: партия с соперником без DWZ учитывается, только если он получает первую DWZ в том же обсчёте, а для этого нужен весь турнир.
dwz-left-out-many = Партии { $games } не учитываются: партия с соперником без DWZ учитывается, только если он получает первую DWZ в том же обсчёте, а для этого нужен весь турнир.
dwz-floored-note = Система K не даёт DWZ ниже { $floor }: результат поднят до этого значения.
dwz-from-totals = Расчёт по итогам карточки DSB (W, n, We); без партий нет Leistung.
dwz-printed-range = We, напечатанное с тремя знаками, допускает новую DWZ от { $low } до { $high }; у DSB — одна из них.
dwz-below-floor-current = Текущая DWZ ниже { $floor } после пересчёта (Umstufung) { $date } редкость: если эта DWZ старше, укажите дату её публикации, чтобы сначала пересчитать, иначе изменение будет слишком большим.
