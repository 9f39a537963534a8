# elocalc's words in Portuguese (Brazil): the terminal UI's status and undo messages, questions, popups' titles and the charts' legends.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## Status: keys, saving, sessions (src/tui/update.rs)
status-cell-typing = uma célula está sendo digitada: Enter mantém, Esc cancela
status-event-line-typing = a linha de um evento está sendo digitada: Enter mantém, Esc cancela
status-typing-first = { $field } está sendo digitado: Enter mantém ou Esc cancela, depois u desfaz e ^R refaz
status-not-a-number = { $field }: '{ $key }' não é número nem comando · Enter ou e digita texto
status-no-choice = { $field }: nenhuma escolha começa com '{ $key }' (só { $keys }) · ? lista as teclas
status-does-nothing = '{ $key }' não faz nada aqui · ? lista as teclas
status-rounds-all = todas as { $rounds } rodadas do jogador estão à vista
status-rounds-last = a última rodada está à vista: [ volta
status-rounds-first = a primeira rodada está à vista: ] avança
status-popup-keys = '{ $key }' não faz nada aqui: { $keys }
status-name-typed-whole = '{ $key }' não faz nada aqui: o nome de uma sessão é digitado inteiro (Enter guarda, Esc cancela)
status-saved = salvo como '{ $name }'
status-save-failed = não foi possível salvar '{ $name }' (seu trabalho continua aqui): { $error }
status-save-failed-quitting = não foi possível salvar '{ $name }'; saia de novo para sair sem salvar: { $error }
status-saved-as-copy = a sessão '{ $from }' foi alterada por outro elocalc depois que este a abriu: seu trabalho foi salvo como '{ $to }', o dele foi mantido
status-saved-again = a sessão '{ $name }' foi apagada fora deste elocalc depois que ele a abriu: seu trabalho foi salvo de novo como '{ $name }'
status-last-session-aside = o last-session da pasta de configuração não era um arquivo comum: foi movido para { $path } e escrito de novo
status-opened = sessão '{ $name }' aberta
status-open-failed = não foi possível abrir '{ $name }': { $error }
status-deleted = sessão '{ $name }' apagada
status-delete-failed = não foi possível apagar '{ $name }': { $error }
status-renamed = sessão '{ $from }' renomeada para '{ $to }'
status-rename-failed = não foi possível renomear '{ $from }': { $error }
status-lang-not-kept = o idioma não fica salvo para a próxima vez: { $error }
status-lang-environment = { $problem } (o idioma é o do ambiente)
status-exported = exportado para { $path }
status-mouse-on = mouse ligado (^T ou F9 o devolve ao terminal)
status-mouse-off = mouse desligado: o terminal seleciona texto (^T ou F9 o retoma)
status-nothing-taken = nada levado: a tabela do Torneio está como estava
status-nothing-exported = nada exportado: o arquivo { $path } não mudou
status-nothing-pasted-here = nada colado: cole num campo de texto, ou linhas de partidas na tabela
status-paste-cut = texto colado cortado em { $max } caracteres
status-paste-joined = { $lines } linhas coladas numa só (um campo tem uma linha)
status-new-session = nova sessão '{ $name }'
status-session-unreadable = não foi possível ler a sessão '{ $name }' ({ $error }); ela será guardada à parte
status-session-open = esta sessão está aberta: abra outra antes de apagá-la

## Undo and redo: a change said, then undone or redone
status-changed = { $change } · u desfaz
status-quit-again = q de novo sai (a sessão está salva) · ^Q sai na hora
status-choice-already = { $field }: já é { $choice }
edit-name-no-list = não há lista FIDE guardada para consultá-lo: F7 importa uma
status-changed-leave = { $change } · Esc, depois u desfaz
status-changed-leave-twice = { $change } · Esc Esc, depois u desfaz
status-undone = desfeito: { $change } · ^R refaz
status-redone = refeito: { $change } · u desfaz
status-turned-in = { $mode }: { $said }
status-nothing-to-undo = nada a desfazer
status-nothing-to-undo-new = nada a desfazer numa sessão nova · '{ $before }' fica guardada: ^O a abre
status-nothing-to-redo = nada a refazer
status-empty = vazio
status-edit = { $field }: { $was } → { $now }
place-game = partida { $number }
place-games = partidas { $first }–{ $last }
status-no-config = sem pasta de configuração: as sessões não são salvas
# A mode switched to, and the values set in the mode before that it uses as they are.
status-mode-kept = modo { $mode } · mantido do modo { $from }: { $values }
status-mode-already = { $mode } já é o modo mostrado

## Counts the UI says
tui-events = { $count ->
    [0] { $count } eventos
    [one] { $count } evento
   *[other] { $count } eventos
}

## The import popup (src/tui/components/import.rs, src/tui/view/import.rs)
import-title = {" "}Importar · .pgn .csv, linhas OPPONENT | SCORE · .trf · lista FIDE{" "}
import-file = Arquivo
import-player = Jogador
import-reading = lendo… { $megabytes } MB
import-keys = Enter lê · Tab completa o caminho · Esc cancela
import-report = Relatório de torneio: { $name }
import-report-no-name = (sem nome)
import-report-size = { $players }, { $games } jogadas
import-report-keys = Enter abre no modo Tabela (F6) · Esc cancela
import-found = { $games } encontradas
import-found-for = { $games } de { $player } encontradas
import-suggest-rating = seu rating { $rating }
import-suggest-pool = sistema { $pool }
import-columns = colunas: '{ $rating }' para ratings, '{ $score }' para pontuações
import-more-skipped = … e mais { $count } linhas ignoradas
import-more-games = mais { $count }
import-column-opponent = Adversário
import-column-score = Pont.
import-no-path = digite o caminho de um arquivo .pgn, .csv ou de texto, ou de uma lista de rating da FIDE
import-no-player = partidas de quem? digite o nome do jogador
import-closest = nenhuma partida com esse nome; ↑ ↓ escolhe um dos { $count } mais próximos, Enter lê
import-changed-pool = sistema { $was } → { $now }
import-changed-rating = seu rating { $was } → { $now }
imported-events-replacing = importadas { $games } em { $events } no lugar das { $replaced } da tabela
imported-events = importadas { $games } em { $events }: { $places }
imported-replacing = importadas { $games } no lugar das { $replaced } da tabela
imported-replacing-events = importadas { $games } no lugar das { $replaced } da tabela: o período volta a ser um evento
imported-as-event = importadas { $games } como { $event }: { $places }
imported-as-event-rating = importadas { $games } como { $event }: { $places }, Ro { $rating } (seu rating no arquivo)
imported = importadas { $games }: { $places }
imported-from-file = { $said }; do arquivo: { $changes }
imported-skipped = { $said }; { $skipped }
import-adds-events = Enter adiciona os { $events } do arquivo
import-adds-as-event = Enter adiciona como novo evento
import-adds-after = Enter adiciona após suas { $games }
import-adds = Enter adiciona
import-replaces = r substitui
import-cancels = Esc cancela
import-offer = { $mark } f: usar do arquivo { $suggestions }
list-month = { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }
list-players = { $count ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}
list-importing = importando a lista da FIDE… { $players } · { $megabytes } de { $total } MB
list-importing-no-total = importando a lista da FIDE… { $players } · { $megabytes } MB
list-stopping = interrompendo… nada da lista é guardado
list-imported = importada a lista da FIDE de { $month } · { $players }
list-imported-replacing = { $said } (substitui a que estava guardada: { $previous })
list-imported-month-from-date = { $said } · o arquivo não diz o mês: foi usado o da data do arquivo ({ $date }); `elocalc list import FILE --month YYYY-MM` indica outro

## The FIDE list look-up and a pool's change refilling from it (src/tui/components/lookup.rs)
lookup-no-list = nenhuma lista de rating FIDE guardada: F7 importa uma (ou `elocalc list import FILE`), para buscar jogadores
lookup-lists-unusable = as listas FIDE não podem ser usadas: { $error }
lookup-none-in-force = nenhuma lista FIDE guardada vale no início do primeiro evento
lookup-search-failed = não foi possível buscar na lista FIDE: { $error }
lookup-closed = busca fechada: '{ $query }' fica como digitado
lookup-no-match = nenhum jogador da lista de { $month } corresponde a '{ $query }': digite mais, ou Esc
lookup-you = { $name } ({ $id }) da lista de { $month }
lookup-rating = rating { $was } → { $now }
lookup-born = nascido em { $was } → { $now }
lookup-no-pool-k = a lista não dá K { $pool }: a escolha de K fica (K { $k })
lookup-on-to-rating = seguindo para seu rating
lookup-choose-another = { $why }: escolha outro, ou digite o rating
lookup-choose-another-cell = { $why }: escolha outro, ou digite o rating ou `unrated`
lookup-opponent = { $field }: { $name } (ID FIDE { $id }) { $rating } da lista de { $month }
lookup-was = era { $was }
lookup-their-k = K dele { $k } da lista
lookup-their-k-kept = o K dele na lista é { $k }; o { $typed } digitado fica
lookup-cell = { $name } ({ $id }) { $rating } da lista de { $month }
lookup-cell-norm = { $name } ({ $id }) { $rating } da lista de { $month }, { $title } { $federation }
lookup-game = partida { $number }: { $said }
lookup-then = { $said }; { $step }
pool-not-on-list = { $name } não está na lista de { $month } guardada: seu rating fica como estava
pool-rating-as-was = { $why }: seu rating fica como estava
pool-bad-month = o mês de lista da sessão '{ $month }' não é um mês
pool-no-list = nenhuma lista FIDE guardada
pool-rating-kept = seu rating { $rating } fica, como você digitou (o da lista: { $listed })
pool-rating = rating { $was } → { $now } da lista de { $month }
pool-rating-first = rating { $was } → { $now }: sem rating { $pool } na lista de { $month }: um primeiro rating, pelas partidas do período
pool-rating-none = rating { $was } → { $now }: sem rating { $pool } na lista de { $month }: digite seu rating
pool-k-changed = K { $was } → { $now }
pool-k = K { $now }
pool-k-none-first = K { $was } → nenhum: um primeiro rating não usa K
pool-k-none = K { $was } → nenhum: até seu rating ser digitado
pool-no-k-first = sem K: um primeiro rating não usa K
pool-no-k = sem K: até seu rating ser digitado
pool-opponent-no-list = { $pool } não tem lista FIDE: o rating do adversário { $rating } fica como estava
pool-opponent-not-on-list = { $name } não está na lista de { $month } guardada: o rating do adversário fica como estava
pool-opponent-as-was = { $why }: o rating do adversário fica como estava
pool-opponent = o adversário { $name } { $was } → { $now } da lista de { $month }
pool-opponent-unrated = o adversário { $name } não tem rating { $pool } na lista de { $month }: sem rating
pool-opponent-k-dropped = { $said }, o K dele { $k } retirado (nenhum na lista)
pool-opponent-k = { $said }, o K dele { $was } → { $now }
pool-rows-no-list = { $pool } não tem lista FIDE: { $ratings } da lista FIDE sem mudança
pool-rows-unchanged = { $why }: { $ratings } da lista FIDE sem mudança
pool-rows-missing-game = partida { $number } ({ $id })
pool-rows-unrated-game = partida { $number }: { $name }
pool-rows = { $ratings } da lista { $pool } de { $month }
pool-rows-unrated = sem rating { $pool }, ficam sem rating: { $games }
pool-rows-missing = fora da lista de { $month }, como estavam: { $games }
opponents-ratings = { $count ->
    [0] { $count } ratings de adversários
    [one] { $count } rating de adversário
   *[other] { $count } ratings de adversários
}
k-from-list-changed = K { $was } → { $now } da lista de { $month }
k-from-list = K { $now } da lista de { $month }
k-no-list-k-changed = a lista não dá K: K { $was } → { $now } pelo seu perfil
k-no-list-k = a lista não dá K: K { $now } pelo seu perfil
k-list-not-chosen = o K da lista é { $k }; o K { $chosen } escolhido fica (FIDE auto usaria o da lista)
no-pool-rating = { $name } não tem rating { $pool } na lista de { $month }
no-pool-list = { $pool } não tem lista FIDE: nenhum rating obtido
history-where = h mostra um histórico de rating das listas FIDE guardadas: no seu rating, no do adversário, ou numa partida da tabela, depois de buscados
history-none-you = sem histórico de rating para você: busque antes o jogador na lista FIDE (digite um nome ou ID FIDE)
history-none-opponent = sem histórico de rating para o adversário: busque antes o jogador na lista FIDE (digite um nome ou ID FIDE)
history-none-game = sem histórico de rating para a partida { $number }: busque antes o jogador na lista FIDE (digite um nome ou ID FIDE)

## Game mode's form: a player typed over the one the list gave
edit-not-listed = { $said } (não é mais { $name } da lista)
edit-not-listed-k-profile = { $said } (não é mais { $name } da lista: K { $was } → { $now } pelo seu perfil)
edit-not-listed-k-gone = { $said } (não é mais { $name } da lista: K { $was } não é mais o da lista)
form-k-from-list = K { $k } da lista de { $month }

## The games table (src/tui/components/games.rs)
status-score-column = teclas de pontuação: na coluna Pont. (← →); um dígito digita o adversário
status-games-where = partidas são adicionadas nos modos Torneio e Norma (F3, F5)
score-none = nenhuma
column-name-opponent = adversário
column-name-score = pontuação
column-name-title = título
column-name-federation = federação
game-score-changed = partida { $number }: { $was } → { $now }
game-score-already = partida { $number }: já é { $score }
game-deleted = partida { $game } apagada
status-new-game-left-out = a nova partida ({ $typed }) não foi adicionada: o Esc a deixou · a começa outra
games-cleared = tabela de partidas esvaziada ({ $games })
status-zoomed-table = a tabela na tela inteira · z ou Esc volta
status-zoomed-chart = a curva na tela inteira · z ou Esc volta
status-unzoomed = de volta à vista completa
status-no-games-to-clear = a tabela não tem partidas para apagar
status-no-players = nenhum relatório de torneio aberto: F7 (ou i) abre um arquivo TRF
status-nothing-cleared = nada apagado: as partidas estão como estavam
popup-clear-games = Esvaziar a tabela de partidas ({ $games })? u desfaz.
status-new-session-kept = nova sessão '{ $name }' · '{ $before }' fica guardada: ^O a abre
status-new-unsaved = nova sessão: a anterior não fica guardada (sem pasta de configuração)
status-new-not-saved = nova sessão: '{ $name }' não pôde ser salva, então não fica guardada
game-added = partida { $game } adicionada
game-cell-changed = partida { $number }, { $column }: { $was } → { $now }
said-then = { $said }; { $then }
pasted = colado: { $said }
pasted-games-at = { $games }: { $places }
pasted-games-in-events = { $games } em { $events }, os últimos do período
nothing-pasted = nada colado: { $error }
nothing-pasted-no-games = nada colado: nenhuma partida
nothing-pasted-ambiguous = nada colado: o '{ $letter }' da linha { $line } é empate nas listas de partidas (letras inglesas) mas derrota nas teclas da tabela: escreva 1, ½ (ou =) ou 0

## The export popup (src/tui/components/export.rs)
export-end-name = termine o nome em .csv, .md ou .json
export-end-file-name = termine o nome do arquivo em .csv, .md ou .json
export-input-problem = nada a exportar: os dados têm um problema

## Popups: titles, questions and their keys (src/tui/view/mod.rs, save_as.rs, session_list.rs, lookup.rs)
tui-enlarge = Aumente o terminal: o elocalc precisa de { $need }, este tem { $size }. (Ctrl-Q sai)
popup-save-as = Salvar a sessão como
popup-export = Exportar para (.csv, .md ou .json)
popup-replace-file = { $path } já existe. Substituir?
popup-take = A tabela do Torneio tem { $games }. As deste jogador: um novo evento do período (Enter), no lugar delas (r), ou nada (Esc)?
popup-event-line = Evento { $number }: { $syntax }
popup-event-line-keys = {" "}Enter mantém · vazia: apaga o evento · Esc cancela{" "}
popup-prompt-keys = {" "}Enter mantém · Esc cancela{" "}
popup-question = { $question } (s / n)
popup-sure = {" "}Certeza?{" "}
popup-replace-session = Já existe uma sessão chamada '{ $name }'. Substituir?
sessions-title = {" "}Sessões{" "}
sessions-keys = {" "}Enter abre · r renomeia · x Del apaga · Esc fecha{" "}
sessions-open = { $name } (aberta)
sessions-open-unsaved = { $name } (aberta, ainda não salva: ^S salva)
sessions-rename = Renomear para
sessions-rename-taken = já existe uma sessão '{ $name }': digite outro nome
save-as-not-replaced = '{ $name }' continua como estava: digite outro nome
sessions-delete = Apagar a sessão '{ $name }'?
sessions-none = nenhuma sessão salva ainda: ^S salva a aberta
# A new session's name (Ctrl-N), before " 2" … when it is taken.
session-new-name = nova { $date }
lookup-title = {" "}Lista FIDE { $month } · { $pool }{" "}
lookup-title-no-pool = {" "}Lista FIDE { $month } · sem lista FIDE{" "}
lookup-title-no-list = {" "}lista da FIDE{" "}
lookup-keys = {" "}↑ ↓ escolhe · Enter preenche · Esc fecha{" "}
lookup-find = Buscar:{" "}
lookup-column-name = Nome
lookup-column-id = ID FIDE
lookup-column-fed = Fed
lookup-column-title = Tít
lookup-column-rating = Rating
lookup-none = {"  "}nenhum jogador da lista de { $month } corresponde a '{ $query }'
lookup-at-of = {"  "}{ $at } de { $found } · PgUp PgDn
lookup-at-of-more = {"  "}{ $at } dos primeiros { $found } (há mais) · PgUp PgDn
lookup-at-hint = { $at } · um ID FIDE acha exatamente um jogador
lookup-at-hint-short = { $at } · um ID FIDE acha um só

## The expectation chart's legend (src/tui/view/chart.rs)
chart-cap = limite ±400

## The rating history chart (h; src/tui/view/history_chart.rs)
history-title = {" "}Histórico de rating · { $player }{" "}
history-standard = clássico ⣿
history-rapid = rápido ▀
history-blitz = blitz •
history-esc = Esc fecha
history-no-rating = nenhum rating nas listas guardadas: nada a mostrar
history-one-month = um só mês guardado com rating ({ $month }): importe mais listas para ter um histórico
history-column-month = Mês
history-column-standard = Clássico
history-column-rapid = Rápido
history-column-blitz = Blitz

## A rating period's events in Tournament mode (src/tui/components/events.rs)
event-named = evento { $number } '{ $name }'
event-number = evento { $number }
events-where = os eventos de um período de rating são do modo Torneio (F3)
events-not-elo = { $pool } avalia as partidas de um só evento: um período de vários eventos é regra da FIDE (escolha um sistema Elo)
event-made-empty = { $event } criado: as próximas partidas vão para ele · E digita sua linha
event-first = as { $games } da tabela são o evento 1 · n numa partida posterior começa o evento 2, E digita sua linha
event-already-first = a partida { $game } é a primeira do { $event }: escolha uma partida posterior para começar um novo evento nela
event-made = { $event } criado com { $places } · E digita sua linha
event-line-editing = linha do evento { $number }, como uma lista de partidas a escreve: tudo opcional menos o nome
event-totals-with-games = um evento dado pelos totais (partidas { $totals }) não tem partidas da tabela, e este tem { $games }: mova-as antes ([ ]) ou tire games e chg
event-line-not = não é uma linha de evento: { $error }
event-line-same = a linha do evento { $number } ficou como estava
event-line-changed = evento { $number }: { $was } → { $now }
event-line-first = as { $games } da tabela são o evento 1: { $line }
event-delete-none = nada mudou: as partidas da tabela são um só evento, como eram
event-deleted-last = { $event } apagado: o período volta a ser um evento no seu rating
event-deleted = { $event } apagado
event-deleted-joined = { $event } apagado: suas { $games } foram para o { $into }
event-one = o período é um só evento: n começa um novo evento na partida selecionada
event-game-in-last = a partida { $game } está no último evento do período
event-game-in-first = a partida { $game } está no primeiro evento do período
event-by-totals = { $event } é dado pelos totais: não tem partidas da tabela
event-game-moved = partida { $game } para o { $event }
event-game-moved-now = partida { $game } para o { $event } (agora partida { $now })
event-emptied = { $event } ficou sem partidas e saiu
event-emptied-last = { $event } ficou sem partidas: o período volta a ser um evento no seu rating

## Field mode's notes under the summary and what a FIDE list says (src/report/field.rs, src/tui/view/field.rs)
field-note-nobody-rated = Nenhum jogador deste arquivo tem rating { $pool } nele, e nenhum tem cinco partidas contra jogadores com rating: nada é calculado (uma lista FIDE guardada preenche os ratings pelo ID FIDE).
field-note-as-period = As partidas de cada jogador são avaliadas como um só período de rating (um arredondamento, K·n ≤ 700), como se este torneio fosse o período inteiro.
field-give-k-key = digite-os com Enter no jogador
field-give-k-flag = dê-os com --player-k RANK=K
field-note-more = e mais { $count }
field-note-k-rule = K pelo arquivo: 40 abaixo de { $limit } para nascidos em { $born } ou depois, 10 a partir de { $k10 }, senão 20. O K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num TRF: { $give }.
field-note-k-rule-no-year = K pelo arquivo: sem K 40 de júnior (o arquivo não dá o ano), 10 a partir de { $k10 }, senão 20. O K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num TRF: { $give }.
field-note-first-ratings = Os primeiros ratings usam só este evento; a FIDE conta os eventos de um jogador sem rating de até 26 meses.
field-note-pool-word = '{ $word }' em { $record }
field-note-pool-chosen = A lista é { $pool } pelas palavras do evento ({ $words }): o arquivo não tem ritmo de jogo (222). --pool (na interface: a lista no formulário) escolhe outra.
field-note-pool-differ = As palavras do evento citam listas diferentes ({ $words }): FIDE Standard por padrão. Escolha a lista com --pool (na interface: o formulário).
field-note-time-control-unread = O ritmo de jogo em 222, '{ $value }', não é legível como ritmo (segundos por período, [lances/]segundos[+incremento], períodos unidos por ':', W…-B… para brancas e pretas: 5400+30, 40/6000+30:900+30, W300-B240): { $then }. --pool (na interface: a lista no formulário) escolhe outra.
field-note-time-control-then-words = a lista é { $pool } pelas palavras do evento ({ $words })
field-note-time-control-then-default = a lista é { $pool } por padrão
field-note-left-out-player = { $rank } { $name } (linha { $line })
field-note-left-out = { $count ->
    [one] { $count } linha de jogador ficou
   *[other] { $count } linhas de jogador ficaram
} de fora: sem rating, só com byes ou ausências (um pseudojogador de bye como spielfrei) — { $players }.
field-note-points-player = linha { $line }: jogador { $rank } ({ $name }): a coluna de pontos tem { $file }, as rodadas dão { $rounds }
field-note-points = Atenção: a coluna de pontos (81–84) não bate com as rodadas de { $players } — { $named }. Os ratings são calculados pelas rodadas; confira o arquivo.
field-note-points-scoring = Atenção: a coluna de pontos (81–84) não bate com as rodadas de { $players } — { $named }. Os ratings são calculados pelas rodadas; a linha { $line } define outro sistema de pontuação ou pontos de emparceiramento, o que pode explicar.
field-note-list-keys = K da lista FIDE de { $month } (a mais recente guardada com data até o início, { $start }) para { $players }, marcado L; um K digitado para um jogador, e depois o K único para todos, valem sobre ela, e um jogador fora dela, ou sem K nela, fica com a regra do arquivo.
field-note-list-flags = K da lista FIDE de { $month } (a mais recente guardada com data até o início, { $start }) para { $players }, marcado L; --player-k, e depois --k, valem sobre ela, e um jogador fora dela, ou sem K nela, fica com a regra do arquivo. --no-list calcula sem ela.
field-note-list-undated-keys = K da lista FIDE de { $month } (a mais recente guardada: o arquivo não dá data de início (042)) para { $players }, marcado L; um K digitado para um jogador, e depois o K único para todos, valem sobre ela, e um jogador fora dela, ou sem K nela, fica com a regra do arquivo.
field-note-list-undated-flags = K da lista FIDE de { $month } (a mais recente guardada: o arquivo não dá data de início (042)) para { $players }, marcado L; --player-k, e depois --k, valem sobre ela, e um jogador fora dela, ou sem K nela, fica com a regra do arquivo. --no-list calcula sem ela.
field-note-none = nenhum
field-note-list-difference = Atenção: { $rank } { $name } (ID FIDE { $id }): { $field } { $file } no arquivo, { $list } na lista de { $month }; vale o do arquivo.
field-note-not-on-list = Fora da lista de { $month } pelo ID FIDE: { $players } — { $named }.
field-report = Relatório
field-player-difference = ! { $field }: { $file } no arquivo, { $list } na lista de { $month } (vale o do arquivo)
field-list-no-warnings = sem avisos
field-list-warnings = { $count ->
    [one] { $count } aviso (!)
   *[other] { $count } avisos (!)
}
field-list-summary = {" "}lista { $month }: K de { $from_list } (L) · { $warnings } · h histórico{" "}
field-list-summary-undated = {" "}lista { $month } (sem data): K de { $from_list } (L) · { $warnings } · h histórico{" "}
field-list-summary-missing = {" "}lista { $month }: K de { $from_list } (L) · { $warnings } · { $missing } fora dela · h histórico{" "}
field-list-summary-undated-missing = {" "}lista { $month } (sem data): K de { $from_list } (L) · { $warnings } · { $missing } fora dela · h histórico{" "}

## The period's events in the games table (src/tui/view/table.rs)
table-event-keys = {" "}n novo evento desta partida · E linha · [ ] partida ao evento ant./seg.{" "}
table-title-event = · Evento { $number }{" "}
table-title-event-named = · Evento { $number } · { $name }{" "}
table-event = Evento
table-event-your-rating = seu rating
table-event-not-a-line = não é uma linha de evento: { $error } · E corrige

## Field mode's first ratings (the First column)
field-first-games = { $games } de { $least } partidas
field-first-none = nenhum: pontuação 0 é desconsiderada
field-first-zero = um primeiro evento com zero pontos é desconsiderado
field-first-few-games = { $count ->
    [one] { $count } partida contra adversários com rating; são necessárias ao menos { $least }
   *[other] { $count } partidas contra adversários com rating; são necessárias ao menos { $least }
}
field-first-below = abaixo de { $floor }
field-first-not-published = { $rating } ({ $why })

## An input problem in the UI's words: the key to press or the field to fill (src/tui/state.rs)
input-fide-id-as-rating = { $said }; um ID FIDE vai no campo ID FIDE ou nome (↑)
input-fide-id-look-up = { $error } (um ID FIDE? digite de novo para buscá-lo e escolha o jogador com Enter)
input-fide-id-no-list = { $error } (um ID FIDE? importe uma lista FIDE com F7, ou elocalc list import FILE)
input-name-look-up = '{ $text }' não é rating nem jogador escolhido da lista FIDE: digite de novo para buscar e escolha um jogador com Enter, ou digite o rating
input-name-no-list = '{ $text }' não é rating nem jogador escolhido da lista FIDE: nenhuma lista FIDE guardada para buscar nomes: digite o rating
input-looking-up = um nome está sendo buscado na lista FIDE: ↑ ↓ escolhe, Enter preenche
input-no-report = { $error }: abra um com F7
input-no-federation = { $error }: digite-a em Sua federação
input-not-in-multi = { $error }: use o modo Partida ou Torneio
input-federations-missing = { $error }: digite-as na coluna Fed
input-in-game = partida { $number }: { $error }

## Field mode's players (src/tui/components/players.rs, src/tui/players.rs)
players-sorted = jogadores por { $sort }
players-sorted-selected = { $said } · { $name } continua selecionado: { $place } de { $count }
players-sorted-top = { $said } · { $name } agora { $place } de { $count }, o primeiro selecionado
players-sorted-reversed = jogadores por { $sort }, na ordem inversa
players-sorted-usual = jogadores por { $sort }, na ordem usual
player-k-files = o do arquivo
player-k-changed = K do jogador { $rank }: { $was } → { $now }
player-k-unchanged = K do jogador { $rank } já é { $k }: nada mudou
taken = { $games } de { $name } no modo Torneio como { $event }
taken-again-one-event = { $games } de { $name } no modo Torneio como { $event }: o período volta a ser este evento
taken-as-event = { $games } de { $name } no modo Torneio como { $event }
taken-rating = { $said } · seu rating { $was } → { $now }, em todos os modos
taken-as-event-ro = { $games } de { $name } no modo Torneio como { $event }, Ro { $rating }
taken-other-pool = { $said } (o arquivo é { $file }; o período segue { $period })
report-opened = aberto { $name }: { $players }
report-list-unused = a lista FIDE não é usada: { $error }
history-no-fide-id = sem histórico de rating: { $name } não tem ID FIDE no arquivo
history-failed = sem histórico de rating: { $error }

## Tab completing a path in a popup (src/tui/paths.rs)
path-no-match = nenhum arquivo ou pasta começa assim
path-matches = { $count ->
    [one] { $count } opção: { $names }
   *[other] { $count } opções: { $names }
}

## What an effect says (src/tui/effects.rs)
history-no-list = nenhuma lista FIDE guardada: F7 importa uma
status-no-config-folder = sem pasta de configuração

## The form's choice values (src/tui/view/form.rs)
form-today = hoje, { $date }
form-k-custom = Outro
form-k-fide-auto = FIDE (auto)
form-yes = sim
form-no = não
