# As palavras do elocalc em português (Brasil). Os termos são os das calculadoras de rating
# brasileiras: pontuação esperada, fator K, variação.

## The mode tabs
mode-game = Partida
mode-tournament = Torneio
mode-multi = Múltiplas
mode-norm = Norma
mode-field = Tabela

## Game mode's form
field-fide-player = ID FIDE ou nome
field-rating = Seu rating
field-opponent = Adversário
field-result = Resultado
field-k = Fator K
field-custom-k = Seu K
field-opponent-k = K do adversário
field-pool = Sistema
field-games-so-far = {"  "}Partidas feitas
field-born = {"  "}Nascido em
field-reached-2400 = {"  "}Já teve 2400
field-year = {"  "}Ano
placeholder-look-up = busca ao digitar
placeholder-same-as-k = igual ao K
placeholder-their-own = { $k } (o próprio)
form-title = Dados

## Scores
score-win = Vitória
score-draw = Empate
score-loss = Derrota

## One game, both players
game-title-rated = { $pool } · vale rating
game-title-not-rated = { $pool } · não vale rating
side-you = Você
side-opponent = Adversário
row-rating = Rating
row-k = Fator K
row-score = Pontuação
row-difference-used = Diferença usada
row-expected = Esperado
row-change = Variação
row-new-rating = Novo rating
section-scenarios = Se a partida terminar
header-item = Item
header-value = Valor
section-result = Resultado
section-how = Como
scenario-win = Vitória sua
scenario-draw = Empate
scenario-loss = Derrota sua
method-table = tabela 8.1.2
method-logistic = logística
derivation = { $method } · D { $used } → { $symbol } { $expected } · { $k } × ({ $score } − { $expected }) = { $change }
derivation-not-rated = não válida para rating: sem variação
used-difference-real = { $used } (real { $real }: a regra dos 400 pontos)
below-floor-yours = Seu novo rating fica abaixo de { $floor }: aparece como sem rating na próxima lista.
below-floor-opponents = O novo rating do seu adversário fica abaixo de { $floor }: aparece como sem rating na próxima lista.
not-rated-unrated-opponent = não válida para rating: adversário sem rating
not-rated-600 = não válida para rating: regra dos { $difference } pontos (um jogador acima de { $above })

## The rating systems' names (the Pool choice, a result's title)
system-continuous = Elo contínuo
system-standard = FIDE Clássico
system-rapid = FIDE Rápido
system-blitz = FIDE Blitz
system-glicko2 = Glicko-2
system-uschess = US Chess

## The expectation chart
chart-title = Pontuação esperada pela diferença de rating (você − adversário)
chart-title-2 = Pontuação esperada pela diferença de rating
chart-title-3 = Pontuação esperada pela diferença
chart-title-4 = Pontuação esperada
chart-you = você
chart-average = média
chart-mark = { $who }: D { $used }
chart-mark-real = { $who }: D { $used } (real { $real })
chart-expected = pontuação esperada { $expected }
chart-range = D { $differences }, pontuação esperada { $expected }
chart-no-game = nenhuma partida válida para mostrar
chart-taller = um terminal mais alto mostra a curva

## Tournament and Multi modes' forms
field-average = Rating médio
field-games = Partidas
field-points = Pontos
field-games-table = Lista de partidas
field-remaining = Rodadas a jogar
field-remaining-average = {"  "}Rating médio
field-target = {"  "}Sua meta
placeholder-remaining = ex.: 3 para metas
placeholder-remaining-average = ex.: 2000
placeholder-optional = opcional

## A rating period (Tournament mode, elocalc period) and Multi mode (elocalc multi)
section-totals = Totais
section-games = Partidas
period-title = { $pool } · rating { $rating } · fator K { $k }
multi-title = { $pool } · { $games } contra uma média de { $average }
# Short: a longer label leaves the score (2 de 3 válidas · …) a third row at 80 columns.
row-rated-games = Válidas
row-average = Rating médio
row-points = Pontos
row-performance = Performance
score-with-expected = { $score } (esperada { $expected })
score-rated-and-all = { $points } de { $rated ->
    [0] { $rated } válidas
    [one] { $rated } válida
   *[other] { $rated } válidas
} · { $total } de { $all } no total
k-lowered = { $effective } (K { $k } reduzido para que K·n ≤ { $max } com n = { $games })
performance-how = = { $average } { $sign } { $dp } (p { $p }, tabela 8.1.1)
performance-how-solved = = { $average } { $sign } { $dp } (onde o total esperado é a pontuação, { $score })
method-table-811 = tabela 8.1.1
not-rated-short-unrated = adversário sem rating
not-rated-short-600 = regra dos { $difference } pontos
column-number = #
column-opponent = Adversário
column-score = Pont.
column-difference = Dif.
column-expected = Esperada
column-contribution = Contribuição
column-note = Nota
note-difference-capped = real { $real }: regra dos 400 pontos
note-difference-capped-short = real { $real } (regra 400)
table-title = Partidas ({ $count })
table-title-norm = Partidas ({ $count }) do modo Torneio
table-title-part = Partidas { $first }–{ $last } de { $count }
table-empty = Tab aqui, depois a: nova partida
section-targets = Metas
target-keep = Manter { $target }
target-plus-ten = Ganhar 10: { $target }
target-next-hundred = Chegar a { $target }
target-first-rating = Primeiro rating { $target }
target-typed = Sua meta { $target }
target-needed = { $points } de { $games }
target-best = melhor: { $points } de { $games } → { $best }
target-best-unpublished = { $points } de { $games }: sem rating publicado
chart-opponents = adversários

## Counts (plural forms)
# CLDR puts 0 with 1 in Portuguese; people write 0 partidas.
games = { $count ->
    [0] { $count } partidas
    [one] { $count } partida
   *[other] { $count } partidas
}

## Keys
key-quit = sair, salvando
key-help = ajuda
key-more = mais
key-language = idioma (en, pt, ru)
language-now = Idioma: { $language } · L muda

## Keys and help
key-quit-short = sair
key-quit-not-typing = sair, salvando (fora da digitação)
key-suspend = suspender (fg volta)
key-add-game = nova partida (F3, F5)
key-insert-game = nova após a selecionada
key-undo = desfazer
key-redo = refazer
key-next-field = campo seg. / anterior
key-next-mode = modo seguinte / anterior
key-modes = os modos, como nas abas
key-leave-field = sair do campo
key-leave-field-commands = sair do campo: letras viram comandos
key-save-open = salvar / abrir sessão
key-import-export = importar / exportar
key-mouse = mouse sim/não (copiar)
key-edit-value = editar; 0–9: novo valor
key-keep-value = manter o valor
key-choice-next = manter, próximo campo
key-keep-next-field = manter, campo seg./ant.
key-cancel-value = cancelar: valor antigo
key-pick-choice = escolher pela inicial
key-change-choice = mudar a escolha
key-edit-opponent = editar a célula
key-delete-game = apagar a partida
key-new-session = nova sessão (a aberta fica guardada)
key-zoom = partidas, jogadores ou curva na tela inteira, e de volta
key-clear-games = esvaziar a tabela (pergunta)
key-next-column = a coluna seguinte
key-new-event = evento novo daqui
key-edit-event = digitar linha do evento
key-game-to-event = ao evento ant./seg.
key-scores = vitória / empate / derrota, ½
key-score-half = empate digitado como número
help-score-letters = na linha de comando e em listas de partidas (arquivos, colagens) as letras são as do inglês: d é empate
key-edit-player-k = editar; 0–9: K do jogador
key-reset-player-k = voltar ao K do arquivo
key-sort = ordenar pela coluna seguinte
key-reverse-sort = inverter a ordem
key-rounds-scroll = rodadas acima / abaixo
key-take-player = suas partidas ao Torneio
key-history-player = histórico de rating (com lista FIDE)
key-history-opponent = histórico de rating do adversário (consultado)
key-history-text = histórico: o seu, o do adversário (consultado)
key-history-choice = explica o que h mostra
key-type-words = digitar no campo
key-type-cell = digitar o título ou a federação
key-edit-name = editar o que está lá
key-select-row = escolher uma linha
key-page = página acima / abaixo
key-first-last-row = primeira / última linha
key-keep-cell = manter
key-next-cell = manter, seguir
key-previous-cell = manter, voltar
key-cancel-cell = cancelar célula
key-keep-event-line = manter (vazia: apaga o evento)
key-cancel-event-line = cancelar: a linha como era
key-lookup-fill = preencher do escolhido
key-lookup-choose = escolher
key-lookup-page = dez acima / abaixo
key-lookup-close = fechar, manter o texto
key-lookup-move-on = fechar, manter, seguir
key-open-session = abrir a sessão
key-select-session = escolher uma sessão
key-rename-session = renomear
key-delete-session = apagar (pergunta antes)
key-close-sessions = fechar a lista
key-go-on = seguir
key-complete = completar o caminho / o jogador
key-close-name = escolher um nome próximo
key-cancel = cancelar
key-yes = sim
key-no = não
key-add-games = adicionar
key-replace-games = substituir as partidas
key-file-suggestions = rating e pool do arquivo
key-cancel-import = cancelar: nada adicionado
key-stop-list-import = interromper: as listas ficam como estavam
key-take-new-event = adicionar como novo evento
key-take-replace = substituir as partidas da tabela
key-cancel-take = cancelar: nada levado
key-open-report = abrir no modo Tabela
key-cancel-report = cancelar: nada aberto
key-close-chart = fechar o gráfico
key-close-help = fechar a ajuda
key-scroll = rolar
keys-text = texto ← →
key-type-text = digitar, mover o cursor
key-delete-text = apagar; ^U limpa
key-unrated = rating de adversário na tabela, ou o seu em Torneio
key-score-to-play = pontuação de uma partida a jogar
keys-a-name = um nome
key-a-name = campo ID FIDE ou nome: toda tecla menos ? digita (u q h a também); um adversário: nome ou ID FIDE consulta a lista
keys-syntax = sintaxe
key-event-optional = tudo opcional menos o nome
help-title = Teclas
help-anywhere = Em qualquer lugar
help-text-fields = Campos de texto
help-choice-fields = Campos de escolha (resultado, K, …)
help-games-table = Tabela de partidas (F3, F5)
help-word-cell = Tabela de partidas, num título ou federação (F5)
help-players = Jogadores de um relatório (F6)
help-cell = Editando uma célula
help-event-line = Linha de um evento (E, Torneio)
help-lookup = Consulta à lista FIDE (nome ou ID)
help-sessions = Sessões salvas (^O)
help-popups = Janelas (nomes, arquivos, perguntas)

## Norm and Field modes
field-norm-title = Norma
field-federation = Sua federação
field-min-games = Mín. de partidas
field-exemption = Isenção
field-report-pool = Lista
field-report-k = K para todos
field-players = Jogadores
placeholder-federation = ex.: BRA
placeholder-from-file = do arquivo
choice-none = nenhuma
section-requirements = Requisitos
norm-title = Norma de { $title } · fed. { $federation } · { $games }
requirement-games = Partidas
requirement-foreign = Feds. estrang.
requirement-own = Sua federação
requirement-one = Uma federação
requirement-titled = Titulados
requirement-holders-gm = GMs
requirement-holders-im = IMs ou GMs
requirement-holders-wgm = WGMs, IMs ou GMs
requirement-holders-wim = WIMs ou acima
requirement-ra = Ra
requirement-performance = Performance
requirement-score = Pontuação
requirement-verdict = Veredito
requirement-points-needed = Pontos a fazer
requirement-open = aberto
requirement-score-figure = { $points } de { $games } (≥ { $percent }%)
ra-raised = 1.4.7; o adversário mais baixo elevado a { $floor } (1.4.6)
norm-yes = norma de { $title }
norm-pending = ainda não: o resultado decide
norm-no = sem norma
failure-games = poucas partidas
failure-foreign = poucas federações estrangeiras
failure-own = muitos da sua federação
failure-one = muitos de uma só federação
failure-titled = poucos adversários titulados
failure-holders = poucos portadores dos títulos exigidos
failure-ra = Ra baixo demais
failure-performance = performance baixa demais
failure-score = pontuação abaixo de 35%
failure-pending = o resultado ainda em aberto
points-none = nenhum: nem { $games } de { $games } alcança a performance
points-total = { $points } de { $games }
points-out-of-reach = { $total }: fora de alcance, mais { $more } de { $pending } a jogar
points-more = { $total }: mais { $more } das últimas { $pending }
points-not-alone = { $points } · não basta sozinho: { $failing }
column-opponent-short = Advers.
column-used = Usado
column-title = Título
column-fed = Fed
note-raised = elevado ao piso
# The raised mark (↑) explained where it is shown: the title's rating floor, FIDE B.01 1.4.6.
norm-raised-legend = { $mark } elevado ao piso de { $title } (1.4.6)
note-unplayed = ainda não jogada
field-tournament = Torneio
field-open-hint = F7 abre um arquivo de torneio (.trf)
pool-as-chosen = como escolhido
pool-time-control = pelo ritmo de jogo, registro 222
pool-event-words = pelas palavras do evento
pool-default = o padrão: o arquivo não diz o ritmo
pool-default-unread = o padrão: o ritmo de jogo, 222, não é legível
pool-default-allotted = o padrão: 122 '{ $value }' não nomeia uma lista
field-summary = { $pool } ({ $source }) · { $players }
field-column-rank = Cl
field-column-no = Nº
field-column-name = Nome
field-column-title = Tít.
field-column-fed = Fed
field-column-rtg = Rtg
field-column-k = K
field-column-n = n
field-column-pts = Pts
field-column-rated = Vál.
field-column-exp = Esp
field-column-unrounded = Δ s/ arred.
field-column-change = Δ
field-column-new = Nov
field-column-rp = Rp
field-column-first = Inic.
field-column-first-rating = Rating inicial
players-title-part = Jogadores { $first }–{ $last } de { $count }
players-by = { $shown } · por { $sort }
players-by-reversed = { $shown } · por { $sort }, invertido
sort-start-rank = ordem inicial
sort-rating = rating
sort-change = variação
sort-new-rating = novo rating
sort-performance = performance
sort-name = nome
rounds-column-round = Rd
rounds-column-opponent = Adv
rounds-column-name = Nome
rounds-column-rating = Rtg
rounds-column-colour = C
rounds-column-result = R
rounds-column-points = Pts
rounds-column-expected = Esp
rounds-column-note = Nota
rounds-unrated = sem rating
rounds-rated-games = { $count } com rating
rounds-part = rodadas { $first }–{ $last } de { $count }
k-source-list = K { $k } L: o K do jogador na lista de { $month }
k-source-player = K { $k }: digitado para o jogador (sobre o da lista de { $month })
k-source-everyone = K { $k }: o K único para todos (sobre o da lista)
k-source-file-no-k = K { $k }: a regra do arquivo, sem K na lista de { $month }
k-source-file-not-listed = K { $k }: a regra do arquivo, fora da lista de { $month }
k-source-file-no-id = K { $k }: a regra do arquivo, sem ID FIDE no arquivo
k-not-on-list = fora da lista de { $month } pelo ID FIDE
round-forfeit-win = vitória por W.O.
round-forfeit-loss = derrota por W.O.
round-absent = ausente
round-less-than-one-move = menos de um lance
round-half-point-bye = bye de meio ponto
round-full-point-bye = bye de um ponto
round-pairing-bye = bye do emparceiramento
round-zero-point-bye = bye de zero ponto
round-600 = regra dos 600 pontos
players = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}

## A list's last "and"
list-and = { $rest } e { $last }
list-or = { $rest } ou { $last }

# DWZ
system-dwz = DWZ
