# elocalc's words in Russian: every error: one line naming the value and what is allowed.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## Значение и что допустимо (ошибки ядра)
error-lang = язык '{ $value }': допустимо en, pt или ru
error-rating = рейтинг '{ $value }' должен быть числом от 0 до { $max }
error-rating-fractional = рейтинг '{ $value }' в списках ФИДЕ должен быть целым числом
error-rating-comma = рейтинг '{ $value }' пишется без запятой: целое число (1850), дробная часть — через точку, где она есть (1850.5)
error-rating-thousands = рейтинг '{ $value }' может означать { $thousands } с точкой между разрядами: пишите { $thousands } без точки, а точку — только для дробной части, где она есть (1850.5)
error-uschess-rating = рейтинг '{ $value }' должен быть числом от { $floor } до { $max }: рейтинг US Chess не бывает ниже абсолютной нижней границы, { $floor }
error-whole = { $name } '{ $value }': допускается { $allowed }
error-quantity-k = коэффициент K
error-quantity-games = число партий
error-quantity-games-played = число сыгранных партий
error-quantity-floor = нижняя граница
error-quantity-index = индекс
error-quantity-year = год
error-quantity-remaining-games = число оставшихся партий
error-quantity-opponent = соперник
error-quantity-minimum-games = минимум партий
error-quantity-starting-rank = стартовый номер
error-quantity-column = столбец
error-allowed-two = { $low } или { $high }
error-allowed-three = { $low }, { $middle } или { $high }
error-allowed-range = целое число от { $low } до { $high }
error-score = результат '{ $value }' должен быть победой, ничьей или поражением: 1, 0.5 или 0 (также w/d/l, ½, =)
error-no-score = у партии нет результата: введите 1, 0.5 или 0 (также { $letters }, ½, =)
error-row-score = результат '{ $value }' должен быть 1, 0.5 или 0 (также w/d/l, ½, =) или ? для ещё не сыгранной партии
error-cell-score = результат '{ $value }' должен быть 1, 0.5 или 0 (также { $letters }, ½, =) или ? для ещё не сыгранной партии
error-points = очки '{ $value }' должны быть кратны 0.5, от 0 до { $games } (число партий)
error-pool = пул '{ $value }' должен быть одним из continuous, standard, rapid, blitz
error-game = партия '{ $value }' должна быть записана как OPPONENT:SCORE, например 2050:1, 2100:0.5 или unrated:1
error-target = цель '{ $value }' должна быть рейтингом от 0 до { $max }
error-remaining-unrated = рейтинг оставшихся соперников должен быть числом от 0 до { $max }, а не 'unrated'
error-no-target = игроку с рейтингом нужен целевой рейтинг (первый рейтинг по умолчанию целится в 1400)
error-first-rating-pool = первый рейтинг (рейтинг 'unrated') рассчитывается только в пуле standard, а не в '{ $pool }'
error-norm-title = звание нормы '{ $value }' должно быть одним из gm, im, wgm, wim
error-title = звание '{ $value }' должно быть одним из GM IM FM CM WGM WIM WFM WCM или - (нет звания)
error-federation = федерация '{ $value }' должна быть из трёх букв, например GER (FID — флаг ФИДЕ)
error-exemption = исключение '{ $value }' должно быть одним из 1.4.3a, 1.4.3b, 1.4.3c, 1.4.3d
error-norm-game = партия '{ $value }' должна быть записана как OPPONENT:SCORE:TITLE:FED, например 2450:1:GM:GER или unrated:?:-:FID
error-norm-rating = соперник '{ $value }' должен быть целым рейтингом от 0 до { $max } или unrated
error-no-federation = норма проверяется для федерации игрока: три буквы, например USA (FID — флаг ФИДЕ)
error-federations-missing = федерации соперников ещё не указаны: их нет у { $missing ->
    [one] { $missing } партии
   *[other] { $missing } партий
} из { $games } (например GER; FID — флаг ФИДЕ)
error-fide-pool = пул '{ $value }' для турнирного отчёта должен быть списком ФИДЕ: standard, rapid или blitz
error-player-k = '{ $value }': нужно RANK=K — стартовый номер и целый K от 1 до { $max }, например 12=40
error-no-start-rank = '{ $value }': ни у одного игрока нет стартового номера { $rank }
error-no-report = нет турнирного отчёта (.trf) для расчёта
error-report = файл турнирного отчёта: { $reason }
error-rd = RD '{ $value }' должен быть числом больше 0, не больше 1000
error-volatility = волатильность '{ $value }' должна быть числом больше 0, не больше 1
error-tau = tau '{ $value }' должен быть числом больше 0, не больше 10
error-glicko2-game = партия '{ $value }' должна быть записана как OPPONENT[/RD]:SCORE, например 1400/30:1, 1550:0 или unrated:0.5
error-unrated-with-rd = '{ $value }': соперник без рейтинга — это 1500 с RD 350 из статьи, своего RD у него нет: напишите unrated или рейтинг с его RD
error-prior-record = прежние результаты '{ $value }' должны быть mixed, all-wins или all-losses
error-event-date = дата турнира '{ $value }' должна быть настоящей датой YYYY-MM-DD, начиная с 2017-05-01 (более ранние пороги бонусов elocalc неизвестны)
error-floor-above-rating = нижняя граница { $floor } выше рейтинга { $rating }: граница лишь не даёт рейтингу опуститься ниже неё
error-uschess-unrated-opponent = в US Chess нельзя рассчитать партию с соперником без рейтинга (его первой оценке нужны его другие партии): введите рейтинг
error-prior-without-games = для прежних результатов { $record } нужно не меньше 1 сыгранной партии
error-uschess-unrated = партия '{ $value }': сопернику без рейтинга нужна своя первая оценка, которую турнир одного игрока дать не может; введите рейтинг
error-uschess-game = партия '{ $value }' должна быть записана как OPPONENT:SCORE, например 1650:1 (в US Chess нет RD)
error-uschess-rd = у соперника '{ $value }' указан RD: у рейтинга US Chess его нет (например 1650)
error-dwz-before-dewis = окончание турнира '{ $value }' раньше { $first }, начала DeWIS: правила DWZ до него elocalc не охватывает
error-dwz-first = первый рейтинг DWZ (у игрока его ещё нет) не рассчитывается: DSB определяет его по всему турниру сразу, а партий одного игрока для этого мало
error-date = дата '{ $value }' должна быть настоящей датой ГГГГ-ММ-ДД
error-dwz-totals-with-games = итоги карточки DSB (W, n, We) заменяют партии: укажите итоги или партии, но не то и другое
error-dwz-index-twice = индекс DWZ указан дважды и различается: { $typed } после дефиса, { $given } отдельно
error-dwz-rating-after-event = DWZ, опубликованная { $value }, не может служить для турнира, окончившегося { $event }
error-dwz-forfeit = результат '{ $value }' в немецкой таблице означает неявку, а неявки для DWZ не учитываются: не вводите партию или укажите 1, ½ или 0 для сыгранной партии
error-dwz-index-missing = для DWZ { $rating } нужен индекс — число после дефиса в карточке DSB (2063-15)
error-dwz-index-zero = DWZ { $rating } с индексом 0: индекс — число обсчётов рейтинга DWZ, от 1 (возьмите индекс из карточки DSB)
error-dwz-expected = We '{ $value }' должно быть числом от 0 до { $games } (число партий)
error-dwz-new-scale = рейтинг DWZ, опубликованный { $published }, уже в шкале, пересчитанной { $from }, а турнир, окончившийся { $event }, обсчитывается по старой шкале: укажите DWZ до { $from }
error-dwz-no-games = ни одна партия не идёт в расчёт DWZ (без игры: { $forfeits }; с соперниками без DWZ: { $unrated })
error-not-in-multi = { $system } рассчитывает партии по одной, а не G партий против среднего
error-no-norm-games = для нормы нужны партии турнира: ни одной не дано
error-born-after = год рождения { $born } позже года { $year }
error-no-rated-games = нет партий с соперниками, имеющими рейтинг
error-missing = не хватает значения, нужного для результата
error-too-precise = { $error }, не больше { $decimals ->
    [one] { $decimals } знака
   *[other] { $decimals } знаков
} после точки
error-signed = { $error }, без знака +
error-in-event = турнир { $number }: { $reason }
error-event-totals = chg { $chg } за { $count ->
    [one] { $count } рейтинговую партию
    [few] { $count } рейтинговые партии
   *[many] { $count } рейтинговых партий
} при Ro { $rating } невозможно: оно должно быть от { $least } до { $most } (W минус ожидаемый результат партии, который ограничен таблицей 8.1.2)
error-events-in-other-system = { $system } рассчитывает партии одного турнира: период из { $events ->
    [one] { $events } турнира
   *[other] { $events } турниров
} — это правило ФИДЕ (выберите пул Эло или оставьте один турнир)
error-no-such-event = в периоде нет турнира { $event }: { $events ->
    [1] в нём один турнир
   *[other] его турниры — с 1 по { $events }
}
error-in-game = партия { $number }: { $error }

## Ошибки командной строки: названы флаг, аргумент или файл
error-cli-value = --{ $flag }: { $error }
error-cli-player-k = --player-k '{ $value }': { $problem }
error-cli-game = GAME '{ $value }': { $error }
error-file-line = { $path }:{ $line }: { $error }
error-file = { $path }: { $error }
error-file-name-rating-column = { $path }: { $error }; укажите столбец с помощью --rating-column
error-file-name-score-column = { $path }: { $error }; укажите столбец с помощью --score-column
error-cli-not-games = { $path }: это файл турнирного отчёта, а не партии одного игрока: рассчитайте его командой elocalc trf
error-cli-same-file = { $first } и { $second } — один и тот же файл: дайте каждый турнир периода один раз
error-period-same-event = { $first } и { $second } содержат один и тот же турнир (те же игроки и результаты, и ни одна дата не отличается): дайте каждый турнир периода один раз
error-cli-player-without-file = --player называет, чьи партии читать: дайте --pgn FILE (или, с period, --trf FILE)
error-cli-foreign-flag = --{ $flag } относится к --pool { $pool }; с --pool { $this } он ничего не значит
error-cli-event-only-flag = --{ $flag } относится ко всему турниру: укажите его в elocalc period, а не в elocalc game
error-cli-files-not-read = --pool { $pool } читает аргументы GAME и списки партий --file; --csv и --pgn читаются для пулов Эло, --trf — для списков ФИДЕ
error-cli-too-large = { $path }: больше { $mib } МиБ, больше любого турнирного отчёта
error-cannot-read = не удалось прочитать { $path }: { $reason }
error-cli-no-rating = нужен --rating (в PGN нет рейтинга игрока)
error-cli-format = --format: { $error }
error-cli-exists = { $error }: добавьте --force, чтобы заменить его
error-cli-output = не удалось записать вывод: { $reason }
error-stdout-closed = стандартный вывод закрыт: ничего не удалось записать
error-stdin-closed = стандартный ввод закрыт
error-cli-no-config-dir = папка настроек не найдена: укажите её с помощью --config-dir
error-cli-session-name = имя сессии '{ $value }': { $error }
error-cli-no-session = нет сессии с именем '{ $name }' в { $dir }
error-cli-session = не удалось прочитать сессию '{ $name }': { $reason }
error-cli-session-problem = сессия '{ $name }': { $error }
error-cli-list = не удалось получить список { $dir }: { $reason }
error-cli-delete = не удалось удалить сессию '{ $name }': { $reason }
error-cli-no-data-dir = не найдена папка данных для рейтинг-листов: укажите --data-dir PATH
error-cli-no-list = на этом компьютере нет рейтинг-листа ФИДЕ ({ $path }): импортируйте его командой elocalc list import FILE (elocalc ничего не скачивает)
error-cli-list-line = { $path }:{ $line }: { $reason }: ничего не импортировано
error-cli-list-duplicate = { $path }: ID ФИДЕ { $id } встречается в двух строках: ничего не импортировано
error-cli-list-empty = { $path }: в списке нет ни одного игрока: ничего не импортировано (месяц удаляется командой elocalc list remove YYYY-MM)
error-cli-list-far-fewer = игроков в { $path }: { $players }, в хранимом списке за { $month }: { $held }; чтобы заменить его, нужен --force (ничего не импортировано)
error-cli-list-not-a-file = { $path } — не обычный файл (канал, FIFO, устройство или папка): список читается из файла; сохраните его в файл и укажите этот файл: ничего не импортировано
error-cli-list-month-value = месяц '{ $value }' должен быть записан как YYYY-MM, от 1971-01 до 2999-12
error-cli-months-disagree = в файле список за { $coded } (по коду месяца), а не за { $given }: уберите --month или дайте список за { $given }
error-cli-no-list-month = { $path } не называет месяц, и его дату не прочитать: дайте --month YYYY-MM
error-cli-month-not-held = списка за { $month } нет: elocalc list показывает имеющиеся месяцы
error-cli-player-not-found = в списке за { $month } нет игрока '{ $value }'
error-cli-player-not-found-closest = в списке за { $month } нет игрока '{ $value }'; ближайшие: { $closest }
error-cli-player-not-found-fed = в списке за { $month } нет игрока '{ $value }' из федерации { $federation }
error-cli-player-not-found-fed-closest = в списке за { $month } нет игрока '{ $value }' из федерации { $federation }; ближайшие: { $closest }
error-cli-player-closest = { $name } ({ $federation }, ID ФИДЕ { $id })
error-cli-player-closest-no-fed = { $name } (ID ФИДЕ { $id })
error-cli-fide = --fide: { $problem }
error-cli-prior-without-games = для --prior-record { $record } нужно --games-played 1 или больше
error-cli-pool = { $error } (game и period принимают также { $others })
error-cli-not-in-multi = { $error }: используйте elocalc game или elocalc period
error-cli-no-report = { $error }: рассчитайте его командой elocalc trf FILE
error-cli-no-federation = --federation: { $error }
error-cli-federations-missing = { $error }: каждый GAME — это OPPONENT:SCORE:TITLE:FED

## Списки партий, таблицы CSV, PGN и файлы турнирных отчётов
error-line-shape = '{ $value }' — не партия: напишите OPPONENT | SCORE, например 2050 | 1 или unrated | ½
error-line-not-text = строка не является текстом UTF-8
error-line = строка { $line }: { $error }
error-no-such-player = нет партий '{ $player }' (искали среди белых и чёрных)
error-no-such-player-close = нет партий '{ $player }'; похожие имена: { $close }
error-csv-no-header = в файле нет строки заголовков
error-csv-no-column = нет столбца '{ $value }'; столбцы: { $columns }
error-csv-no-rating-column = нет столбца рейтингов соперников (искали заголовок вроде opp_rating, opponent_rating, opponent elo, rating или elo с рейтингами); столбцы: { $columns }
error-csv-no-score-column = нет столбца результатов (искали score, result или points с 1, ½ или 0); столбцы: { $columns }
error-csv-ambiguous = рейтинги соперников могут быть в нескольких столбцах: { $candidates }
error-event-no-name = у турнира нет названия: напишите event NAME, например event Dulles Open | rating 2505
error-event-name-char = в названии турнира '{ $name }' есть '{ $found }', которого список партий в названии хранить не может
error-event-name-not-printable = в названии турнира '{ $name }' есть управляющие символы: название — это печатный текст
error-event-empty-option = пустой параметр после '|': напишите | KEY VALUE, например | rating 2499
error-event-unknown-key = параметр турнира '{ $value }' должен быть одним из { $keys }
error-event-no-value = у параметра турнира '{ $key }' нет значения: напишите { $key } { $example }
error-event-repeated-key = параметр турнира '{ $key }' дан дважды: каждый параметр не больше одного раза
error-event-date-option = дата { $key } '{ $value }' должна быть настоящей датой YYYY-MM-DD в годах от { $first } до { $last }
error-event-end-before-start = турнир заканчивается { $end }, до своего начала { $start }
error-event-half-totals = '{ $given }' требует '{ $missing }': у турнира, заданного итогами, есть оба, например | games 8 | chg +1.44
error-event-score-without-totals = 'score' дают только с итогами турнира: | games N | chg CHG | score W
error-event-chg = chg '{ $value }' должно быть ΣΔR: числом не больше чем с { $decimals } знаками после точки и со знаком, например +1.44, -0.27 или 0
error-event-chg-hundredths = у chg '{ $value }' больше { $decimals } знаков после точки: ФИДЕ печатает ΣΔR в сотых, например +1.44
error-event-chg-range-score = chg '{ $value }' должно быть от { $low } до { $high }: это очки минус ожидаемый результат, который от 0 до числа партий
error-event-chg-range-games = chg '{ $value }' должно быть от { $low } до { $high }: ΔR каждой партии от -1 до 1, а chg их сумма
error-event-games-after-totals = турнир '{ $name }' задан итогами (games { $games } | chg { $chg }); его партии не могут идти после него
error-event-no-games = у турнира '{ $name }' нет партий: дайте их в строках после него или его итоги (| games N | chg CHG)
error-event-options-in-comment = '#' начинает комментарий, поэтому '{ $value }' после него не читается: в названии турнира не может быть '#'
error-event-name-like-option = название турнира '{ $name }' кончается на '{ $key } { $value }', это параметр: параметры идут после '|', например event { $before } | { $key } { $value }
error-list-not-a-list = это не рейтинг-лист ФИДЕ: { $why }
error-list-unknown-header = неизвестный заголовок: { $header }
error-list-which-pool = одиночный список (столбец рейтинга '{ $column }'), но в его имени нет ни standard, ни rapid, ни blitz
error-list-import-stopped = импорт остановлен: из списка ничего не сохранено, сохранённые списки остались прежними

## Файлы, сессии, настройки и хранимые рейтинг-листы
error-io-not-found = нет такого файла или папки
error-io-permission-denied = доступ запрещён
error-io-already-exists = уже существует
error-io-is-a-directory = это папка
error-io-not-a-directory = часть пути не является папкой
error-io-storage-full = диск заполнен
error-io-file-too-large = файл превысил бы предел размера файла (ulimit -f)
error-io-read-only = файловая система только для чтения
error-io-broken-pipe = читатель ушёл
error-io-not-seekable = его можно прочитать только один раз, по мере поступления (канал или FIFO): сохраните его в файл и укажите этот файл
error-name-empty = имя сессии не может быть пустым
error-name-too-long = в имени сессии может быть не больше { $max ->
    [one] { $max } символа
   *[other] { $max } символов
}
error-name-separator = имя сессии не может содержать / или \
error-name-dot-dot = имя сессии не может содержать ..
error-name-leading-dot = имя сессии не может начинаться с точки
error-name-control = имя сессии не может содержать управляющие символы
error-name-file-name-too-long = имя сессии слишком длинное для имени файла: оно занимает { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
   *[many] { $bytes } байт
}, помещается не больше { $max }
error-session-empty = файл пуст
error-session-not-a-file = не обычный файл
error-session-not-text = файл не является текстом UTF-8
error-session-not-json = неверный JSON: { $why }
error-session-no-version = нет номера "version": это не сессия elocalc
error-session-newer = записан более новой версией elocalc (формат { $format }; эта читает до { $version })
error-session-content = неожиданное содержимое: { $why }
error-session-too-large = больше { $mb } МБ: это не сессия, записанная elocalc
error-session-missing = такой сессии нет
error-session-exists = сессия с именем '{ $name }' уже есть
error-session-file-name = имя файла не является именем сессии
error-settings-not-settings = это не настройки: { $why }
error-settings-aside = не удалось отложить { $path }: { $reason }
error-write-exists = { $path } уже существует
error-cannot-write = не удалось записать { $path }: { $reason }
error-not-a-regular-file = { $path } — не обычный файл (FIFO, устройство или папка): укажите имя файла
error-lists-set-aside = { $path } { $reason }: он перемещён в { $moved }, и начата новая база списков: импортируйте в неё свои списки заново (elocalc list import FILE)
error-lists-newer = { $path } записан более новой версией elocalc (версия базы списков { $found }; эта читает { $version }): обновите elocalc
error-lists-cannot-use = не удалось использовать рейтинг-листы в { $path }: { $reason }
error-lists-not-a-file = { $path } — не обычный файл (FIFO, устройство или папка), поэтому он не открывается как рейтинг-листы: уберите его или укажите в --data-dir другую папку
error-lists-dir-not-a-folder = рейтинг-листы хранятся в папке, а { $path } — не папка: укажите папку в --data-dir
error-lists-left-alone = { $path } { $reason }, и он оставлен как есть (в его папку вам нельзя писать): сообщите тому, кто его ведёт, или импортируйте списки в свою --data-dir
error-lists-earlier-read-only = { $path } в формате прежней версии elocalc, а он обновляется только там, где его можно записать: запустите elocalc list один раз от пользователя, который может его записать, или импортируйте списки в свою --data-dir
error-lists-busy = в него пишет другой elocalc (импорт; ожидание { $seconds } с): попробуйте снова, когда он закончит
error-lists-read-only = здесь его можно только читать: держите свои списки в --data-dir, куда вам можно писать
error-lists-cannot-open = его не удаётся открыть или создать: проверьте, что его папка существует и в неё можно писать
error-lists-io = система не смогла его прочитать или записать (ошибка ввода-вывода): проверьте диск
error-lists-duplicate = в списке ID ФИДЕ { $id } встречается дважды: ничего не импортировано
error-lists-empty = в списке нет ни одного игрока: ничего не импортировано
error-lists-stopped = импорт остановлен: из списка ничего не сохранено
error-lists-far-fewer = в хранимом списке за { $month } игроков: { $held }, в этом: { $players }; ничего не импортировано

## Несколько турнирных отчётов как один рейтинговый период
error-period-pools = { $first } рассчитывается по списку { $first_pool }, { $other } — по списку { $other_pool }: период относится к одному списку
error-period-pools-unread = { $first } рассчитывается по списку { $first_pool }, { $other } — по списку { $other_pool } ({ $file }: контроль времени в 222, '{ $value }', не прочитан): период относится к одному списку
error-period-not-found = { $file }: нет игрока '{ $wanted }'
error-period-not-found-closest = { $file }: нет игрока '{ $wanted }' (ближайшие: { $closest })
error-period-twice = { $file }: '{ $wanted }' — это два игрока: { $first } и { $second }
error-period-id-twice = { $file }: ID ФИДЕ { $id } встречается в двух строках: { $first } и { $second }
error-period-unrated = { $file }: у { $name } нет рейтинга: период из нескольких турниров — для игрока с рейтингом
error-period-player-k = '{ $value }': { $problem }

## Файлы и сессии интерфейса
error-no-store = нет папки настроек: сессии не сохраняются
error-no-data-dir = не найдена папка данных для рейтинг-листов: запустите elocalc с --data-dir PATH
error-save-in = { $error } в { $dir }
error-saver-stopped = поток сохранения остановился; сохраните снова с помощью Ctrl-S
error-could-not-list = не удалось получить список { $dir }: { $reason }

## Форматы
error-format = формат '{ $value }': допустимо csv, md или json

## Строки файла турнирного отчёта (TRF)
error-trf-field-starting-rank = стартовый номер
error-trf-field-rating = рейтинг
error-trf-field-fide-id = ID ФИДЕ
error-trf-field-points = очки
error-trf-field-rank = место
error-trf-field-opponent = соперник
error-trf-not-right-aligned = { $field } '{ $value }' (столбцы { $from }–{ $to }): нужно выравнивание вправо, до столбца { $to }: столбцы строки, похоже, сдвинуты (на символ больше или меньше перед ним)
error-trf-field = { $field } '{ $value }' (столбцы { $from }–{ $to }): допускается { $allowed }
error-trf-allowed-rank = число от 1 до 9999
error-trf-allowed-rating = пусто или целое число от 0 до 4000
error-trf-allowed-blank-or-whole = пусто или целое число
error-trf-tab = табуляция в столбце { $column }: столбцы считаются в символах, а табуляция — один символ; пишите пробелы
error-trf-no-space = в столбце { $column }, между { $between }, стоит '{ $value }', где должен быть пробел: столбцы строки, похоже, сдвинуты (на символ больше или меньше перед ним)
error-trf-between-code-rank = кодом записи и стартовым номером
error-trf-between-rank-sex = стартовым номером и полом
error-trf-between-title-name = званием и именем
error-trf-between-name-rating = именем и рейтингом
error-trf-between-rating-federation = рейтингом и федерацией
error-trf-between-federation-id = федерацией и ID ФИДЕ
error-trf-between-id-birth = ID ФИДЕ и датой рождения
error-trf-between-birth-points = датой рождения и очками
error-trf-between-points-rank = очками и местом
error-trf-between-rank-round = местом и туром 1
error-trf-fide-id = ID ФИДЕ '{ $value }' (столбцы 58–68) должен состоять из цифр или быть пустым
error-trf-points = очки '{ $value }' (столбцы 81–84) должны быть пустыми или числом очков не больше чем с одним знаком после точки, например 5.5
error-trf-too-many-rounds = слишком много туров
error-trf-in-round = тур { $round }: { $problem }
error-trf-round-no-space = в столбце { $column } стоит '{ $value }', где должен быть пробел (тур { $round } — это столбцы { $from }–{ $to }: соперник, цвет, результат): столбцы строки, похоже, сдвинуты (на символ больше или меньше перед ним)
error-trf-opponent = соперник '{ $value }' должен быть стартовым номером, 0000 или пустым
error-trf-colour = цвет '{ $value }' должен быть w, b, - или пустым
error-trf-result = результат '{ $value }' должен быть одним из 1 = 0 + - W D L H F U Z
error-trf-blank-result = соперник { $rank } с пустым результатом (столбец { $column }): у партии должен быть результат, у пропуска тура — его код (H F U Z) без соперника 0000
error-trf-not-a-trf = это не файл TRF: нет ни строки игрока (001), ни строки турнира (012, 042, …)
error-trf-rank-twice = стартовый номер { $rank } уже есть в строке { $line }
error-trf-paired-with-self = тур { $round }: игрок { $rank } играет сам с собой
error-trf-no-opponent-line = тур { $round }: у соперника { $rank } нет строки игрока (001)
error-trf-nothing = ничего
error-trf-disagree = тур { $round }: у игрока { $player } записано '{ $rank } { $code }', а у игрока { $rank } (строка { $line }) — { $theirs }
error-period-k-form = напишите ID=K (ID ФИДЕ) или FILE:RANK=K (FILE — номер файла, считая от 1, или его путь)
error-period-k-both = '{ $file }' — это и файл { $number }, и путь файла { $path }: напишите другое
error-period-k-no-file = нет файла '{ $file }': FILE — это число от 1 до { $files } или путь, как он дан
error-period-k-no-id = ни у одного игрока в файлах нет ID ФИДЕ { $id } (по стартовому номеру: FILE:RANK=K)
error-period-k-no-rank = в { $file } нет игрока со стартовым номером { $rank }
error-period-k-unrated = у { $player } нет рейтинга в { $file }: K задаётся игрокам с рейтингом
error-period-k-twice = у { $player } уже есть K из '{ $given }': дайте игроку один K
error-period-player = { $name } (номер { $rank })
error-period-player-id = { $name } (номер { $rank }, ID ФИДЕ { $id })
error-fide-no-list = у { $system } нет списка ФИДЕ: дайте --rating
error-fide-no-rating = у { $name } нет рейтинга { $pool } в списке за { $month }: дайте --rating
error-fide-no-list-before = нет хранимого списка ФИДЕ с датой не позже начала первого турнира
error-fide-several = запросу '{ $value }' в списке за { $month } { $count ->
    [one] отвечает { $count } игрок
    [few] отвечают { $count } игрока
   *[many] отвечают { $count } игроков
} (elocalc player их покажет): дайте ID ФИДЕ

## Файлы рейтинг-листов ФИДЕ (elocalc list import)
error-zip-unreadable = не читаемый zip: { $why }
error-zip-no-list = в zip нет списка (файла .txt или .xml); в нём: { $names }
error-zip-several = в zip несколько списков, прочитайте один из них распакованным: { $names }
error-zip-encrypted = { $name } зашифрован
error-zip-no-data = { $name }: его данные не найдены
error-zip-method = { $name } сжат методом { $method }; elocalc читает файлы stored или deflated
error-zip-too-large = { $name } распаковывается в { $size } байт, больше любого списка ФИДЕ (не более { $max }): не прочитан
error-zip-packed-too-tight = { $name } распаковывается в { $size } байт из { $packed }, сжатие больше чем в { $max } раз, такого у списков ФИДЕ не бывает: не прочитан
error-zip-damaged = файл в zip повреждён (его байты не совпадают с размером или CRC в zip): скачайте его заново
error-list-first-line = первая строка — ни заголовок списка (ID Number Name …), ни XML: '{ $value }'
error-list-column-after-rating = столбец '{ $value }' после рейтинга
error-list-column = столбец '{ $value }'
error-list-column-twice = столбец '{ $value }' дважды
error-list-no-name-or-rating = нет столбца Name или столбца рейтинга
error-list-xml-root = XML с корнем <{ $value }>, а не <playerslist>
error-list-xml-no-list = XML без <playerslist>
error-list-xml-unreadable = XML не читается: { $why }
error-list-xml-broken = XML не читается: { $why }
error-list-xml-empty-player = пустой <player/>
error-list-xml-ends-in-player = XML кончается внутри <player>
error-list-xml-no-end = XML кончается до </playerslist>: файл обрезан
error-list-xml-player-in-player = <player> внутри другого <player>
error-list-xml-entity = неизвестная сущность &{ $value };
error-list-xml-field-too-long = { $column } длиннее { $max } байт: так в списках не бывает
error-list-xml-too-long = текст или тег длиннее { $max } байт: так в списках не бывает
error-list-xml-nested = элементы вложены глубже { $max } уровней: так в списках не бывает
error-list-line-unreadable = не читается: { $reason }
error-list-misaligned = в столбце { $column } ({ $from }–{ $to }) стоит '{ $value }', а не значение под его заголовком
error-list-at-column = { $reason } (столбец { $column })
error-list-cut-short = строка обрезана на позиции { $at }, внутри столбца { $column }
error-list-no-id = нет ID ФИДЕ
error-list-line-too-long = строка длиннее { $max } байт: это не список
error-list-blank-run = больше { $max } байт пустых строк подряд: так в списках не бывает
error-list-value-id = ID ФИДЕ '{ $value }' — не число
error-list-value-federation = федерация '{ $value }' — не три буквы
error-list-value-sex = пол '{ $value }' — не M и не F
error-list-value-rating = { $column } '{ $value }' — не рейтинг
error-list-value-games = { $column } '{ $value }' — не число партий
error-list-value-k = { $column } '{ $value }' — не K
error-list-value-born = B-day '{ $value }' — не год рождения
error-list-value-flag = flag '{ $value }' — не i, w и не wi
error-lists-foreign = — база SQLite другой программы, а не рейтинг-листы elocalc
error-lists-incomplete = — неполная база списков elocalc (версия { $version }, таблицы { $tables })
error-lists-cut-short = повреждён (обрезан: { $size } байт из { $expected })
error-lists-damaged = повреждён
