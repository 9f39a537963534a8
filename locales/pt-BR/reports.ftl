# elocalc's words in Portuguese (Brazil): the other commands' reports (k, need, performance, initial, player, list, sessions …) and the Glicko-2 and US Chess sheets.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## K under FIDE's rules (elocalc k; Game mode's form says it under K)
report-k-new-player = K { $k }: ainda não completou { $games } partidas válidas para rating
report-k-junior = K { $k }: rating abaixo de { $limit }, até o fim do ano em que completa { $age } anos
report-k-reached-2400 = K { $k }: o rating já chegou a { $rating } (o K { $k } fica mesmo se ele cair)
report-k-standard = K { $k }: nenhuma regra de K 40 se aplica, e o rating nunca chegou a { $rating }

## What the remaining games must bring (elocalc need)
report-need-title = { $pool } · rating { $rating } · meta { $target }
report-need-title-first = Rating inicial (FIDE 8.2) · meta { $target }
report-row-needed = Necessário
report-row-all-won = Vencendo todas
report-row-all-lost = Perdendo todas
report-needed = { $points } de { $games } contra { $opponents } → { $result }
report-not-reachable = inalcançável: { $points } de { $games } dão { $best }
report-no-published-rating = sem rating publicado
report-remaining-not-rated = as partidas restantes não valem rating ({ $rule }: um jogador acima de { $above }), então nenhum resultado nelas muda o rating

## A performance rating (elocalc performance)
report-performance-title-table = { $pool } · performance (tabela 8.1.1 da FIDE)
report-performance-title-logistic = { $pool } · performance (curva logística)
report-row-games = Partidas
# Short: a longer value wraps, and the panel at 80 columns loses how Ra was found.
report-rated-opponents = { $count } contra quem tem rating
report-performance-none = nenhuma
report-no-finite-performance = uma pontuação de 0 % ou 100 % não tem performance finita na curva logística

## The first rating of an unrated player (elocalc initial, Tournament mode)
report-initial-title = Rating inicial (FIDE 8.2)
report-initial-title-short = Rating inicial
report-section-event = Evento
report-row-published = Publicado
report-published-yes = sim
report-published-no = não: { $why }
report-not-published-zero = um primeiro evento com zero pontos é desconsiderado
report-not-published-few = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} contra quem tem rating; são necessárias pelo menos { $min }
report-not-published-below = abaixo de { $floor }
report-first-event-disregarded = o primeiro evento ({ $count } contra quem tem rating) fez zero pontos e é desconsiderado (FIDE 8.2)
report-only-later-events = ainda sem rating inicial: só contam os eventos seguintes, e eles precisam de pelo menos { $min } partidas contra quem tem rating no total
report-counted-games-disregarded = { $count } contra quem tem rating ({ $disregarded } no primeiro evento, desconsideradas)
report-first-rating-capped = { $rating }  ({ $uncapped }, limitado a { $cap })
report-initial-ra = (Σ adversários + 2 × { $hypothetical }) / ({ $games } + 2)

## A rating period of several events (elocalc period with event lines)
report-period-events-title = { $pool } · lista anterior { $rating } · fator K { $k } · { $events }
report-score-unknown = { $dash } (um evento é dado só pelo seu n e chg, sem W)
report-column-dates = Datas
report-dates-from = a partir de { $start }
report-dates-to = até { $end }
report-date = { $day } de { $month ->
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
report-list-of = a lista de { $date }
report-list-by-last-days = pelos últimos dias dos eventos (FIDE B.02 7.1.3, 9.1)
report-event-own-k = O evento { $event } é calculado com seu próprio K, { $k }.
report-event-own-k-lowered = O evento { $event } é calculado com seu próprio K, { $k }, reduzido a { $lowered } para que K·n ≤ 700 no período (n = { $games }).
report-event-reported-late = O evento { $event } terminou em { $end }: normalmente entraria na lista de { $usual }; registrado com atraso, é calculado neste período, na lista de { $list } (FIDE B.02 9.1).
report-event-past-third-list = O evento { $event } terminou em { $end }: normalmente entraria na lista de { $usual }, e um relatório que não chega a tempo da lista de { $last }, a terceira depois dele, não é calculado (FIDE B.02 9.1); confira se a FIDE o calculou na lista de { $list }.
report-event-late = O evento { $event } termina nos últimos cinco dias do mês: se registrado com atraso, entra na lista de { $date } (FIDE B.02 9.1).
report-undated-one = Nenhuma lista é indicada até que todo evento tenha data de término: o evento { $event } não tem.
report-undated-many = Nenhuma lista é indicada até que todo evento tenha data de término: os eventos { $events } e { $last } não têm.

## Counts
report-events = { $count ->
    [one] { $count } evento
   *[other] { $count } eventos
}

## A player of the FIDE rating list (elocalc player)
report-player-title = { $name } · a lista de { $month }
report-matches-more = os { $count } melhores entre mais jogadores que respondem · a lista de { $month } · busque pelo ID FIDE ou por um nome mais completo
report-matches-left-out = os { $count } melhores de { $total } jogadores que respondem · a lista de { $month } · mais { $left }: --all lista todos
report-matches = { $count ->
    [one] { $count } jogador responde
   *[other] { $count } jogadores respondem
} · a lista de { $month } · busque pelo ID FIDE para um só
report-player-fide-id = ID FIDE
report-player-federation = Federação
report-player-titles = Títulos
report-player-born = Nascido em
report-player-sex = Sexo
report-player-flag = Marca
report-flag-inactive = inativo
report-flag-woman = mulher
report-flag-woman-inactive = mulher, inativa
report-list-standard = Clássico
report-list-rapid = Rápido
report-list-blitz = Blitz
report-column-list = Lista
report-column-rating = Rating
report-column-games = Partidas
report-column-month = Mês
report-column-name = Nome
report-column-fed = Fed
report-column-title = Título
report-column-born = Nasc.
report-column-std = Cláss.
report-trend = tendência
report-section-player = Jogador
report-section-ratings = Ratings
report-section-history = Histórico
report-section-matches = Resultados da busca

## The FIDE rating lists held (elocalc list, list import, list remove)
report-no-list-title = Nenhuma lista de rating da FIDE está guardada neste computador
report-no-list-note = Baixe uma em ratings.fide.com (Download: players_list.zip) e importe-a: elocalc list import players_list.zip. O elocalc nunca baixa nada; as listas ficam em { $path }.
report-lists-title = Listas de rating da FIDE guardadas · { $path }
report-column-players = Jogadores
report-column-imported = Importada em
report-import-file = Arquivo
report-import-replaced = Substituída
report-import-earlier = a importação anterior do mês ({ $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
})
report-import-title = lista de { $month } importada: { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}
report-import-kept = Guardada em { $path }.
report-kind-combined = a lista combinada (TXT)
report-kind-legacy = a lista combinada sem FOA (TXT antigo)
report-kind-single = a lista { $list } (TXT)
report-kind-xml = a lista em XML
report-section-months = Meses
report-section-import = Importação
report-list-removed = lista de { $month } removida
report-list-month-from-date = mês { $month } pela data do arquivo ({ $date }): o arquivo não diz o mês; use --month YYYY-MM para outro
report-list-realigned = { $file }: { $count ->
    [one] { $count } linha transbordou pelos outros títulos e foi realinhada
   *[other] { $count } linhas transbordaram pelos outros títulos e foram realinhadas
} (a primeira: linha { $first })
report-list-skipped = { $file }: { $count ->
    [one] { $count } elemento que o elocalc não lê foi ignorado
   *[other] { $count } elementos que o elocalc não lê foram ignorados
} (o primeiro: <{ $name }>, linha { $line })
report-list-progress = { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}

## The saved sessions (elocalc sessions)
report-column-mode = Modo
report-column-pool = Sistema
report-column-saved = Salva em
report-session-unreadable = não pode ser lida: { $reason }
report-session-cannot-read = não foi possível ler { $file }: { $reason }
report-no-sessions = nenhuma sessão salva em { $path }
report-session-shown = Sessão '{ $name }' · modo { $mode }
report-session-deleted = sessão '{ $name }' apagada
report-section-sessions = Sessões

## Glicko-2 (game and period --pool glicko2, the UI's Glicko-2 pool)
glicko2-title = Glicko-2 · rating { $rating } · RD { $rd } · volatilidade { $volatility } · τ { $tau }
glicko2-game-title = Glicko-2 · vale rating · τ { $tau }
glicko2-game-short = Glicko-2 · vale rating
glicko2-rd = RD
glicko2-new-rd = Novo RD
glicko2-volatility = Volatilidade
glicko2-new-volatility = Volatilidade
glicko2-variance = v, Δ
glicko2-new-rating-interval = ≈95 %: { $low } – { $high }
glicko2-derivation = E { $expected } · v { $variance } · Δ { $improvement } · σ′ { $volatility } · RD { $rd } → { $new-rd }
glicko2-variance-value = { $v }; { $delta }
glicko2-variance-scale = variância e melhora na escala do Glicko-2 (passos 3–4)
glicko2-idle = Sem partidas: só o RD cresce (passo 6), e a volatilidade fica como estava.
glicko2-derivation-none = sem partidas: só o RD cresce
glicko2-rd-assumed-yours = Seu RD { $rd } foi assumido: o de um jogador novo. O de um jogador estabelecido é menor e varia menos: informe o RD real.
glicko2-rd-assumed-opponents = O RD { $rd } do adversário foi assumido: o de um jogador novo. O de um jogador estabelecido é menor e varia menos: informe o RD real.
glicko2-unrated-one = Partida { $games }: sem rating, então o adversário contou como o jogador novo do artigo, { $rating } com RD { $rd }.
glicko2-unrated-many = Partidas { $games }: sem rating, então os adversários contaram como o jogador novo do artigo, { $rating } com RD { $rd }.

## US Chess (game and period --pool uschess, the UI's US Chess pool)
uschess-title = US Chess · rating { $rating } ({ $games }) · evento { $date } · limiar do bônus { $threshold }
uschess-established = estabelecido
uschess-unrated = sem rating
uschess-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
uschess-formula = Fórmula
uschess-formula-standard = K·(S − E), mais o bônus
uschess-formula-special = 8 partidas ou menos, ou um histórico só de vitórias / só de derrotas: o rating em que a pontuação iguala as expectativas provisórias
uschess-formula-none = sem partidas: o rating fica
uschess-effective-games = Partidas efetivas
uschess-effective-games-not-given = N* do rating (as partidas jogadas não foram informadas)
uschess-effective-games-smaller = o menor entre as partidas jogadas e o N* do rating
uschess-bonus = Bônus
uschess-k = K
uschess-bonus-above = K·(S − E) acima de { $threshold }·√max(m, 4)
uschess-bonus-not-qualified = nenhum: o evento não dá direito a bônus
uschess-bonus-special = nenhum: a fórmula especial não tem bônus
uschess-bonus-few = nenhum: o bônus exige 3 partidas ou mais, não { $games }
uschess-new-rating-exactly = { $rating } exatamente
uschess-one-pass = Calculado uma vez contra os ratings dos adversários como digitados, como faz o estimador da US Chess. O rating oficial também recalcula cada adversário antes, então pode diferir quando os ratings deles mudaram neste evento; digite os ratings deles após o evento para chegar mais perto.
uschess-left-out-one = A partida { $games } fica de fora: contra um adversário sem rating só se calcula com a primeira estimativa dele, que precisa das outras partidas dele.
uschess-left-out-many = As partidas { $games } ficam de fora: contra um adversário sem rating só se calcula com a primeira estimativa dele, que precisa das outras partidas dele.
uschess-capped = Um rating pela fórmula especial é no máximo 2700.
uschess-floored = O piso { $floor } elevou o resultado.
uschess-provisional = Provisório: baseado em 25 partidas ou menos.

## Notes on standard error (period --fide, files read)
report-fide-taken = { $name } ({ $id }) na lista de { $month }: { $taken }
report-fide-taken-rating = rating { $rating }
report-fide-taken-k = K { $k }
report-fide-no-k = sem K (K { $k })
report-fide-nothing-taken = nada tomado (--rating e --k informados)
report-no-list-before-start = nenhuma lista FIDE guardada tem data até o início ({ $start }): K só do arquivo, e sem conferência com uma lista
report-pool-from-pgn = sistema { $pool } (pelo ritmo de jogo do PGN)
report-columns-found = { $file }: ratings da coluna '{ $ratings }', resultados da coluna '{ $scores }'

## Several tournament report files as one period (elocalc trf A B …, period --trf)
report-files-title = Período de rating de { $files } arquivos · { $pool } · { $players }
report-column-base = Base
report-column-events = Eventos
report-column-new = Novo
report-section-events = Eventos
report-section-files = Arquivos
report-files-latest-by-date = o arquivo mais recente pela data de início (042)
report-files-latest-by-order = o último arquivo dado (um arquivo não tem data de início, 042, para ordenar)
report-files-as-period = Um período de rating: os eventos de cada jogador pelo seu rating em cada arquivo (Ro), um K após K·n ≤ { $max } no período, Σ K·chg arredondado uma vez sobre a base: seu rating em { $latest }.
report-files-k-rule = K do arquivo mais recente: 40 para juniores abaixo de { $limit }, 10 a partir de { $rating }, senão 20. O K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num TRF: informe-os com --player-k ID=K (ID FIDE) ou --player-k FILE:RANK=K.
report-files-k-rule-no-year = K do arquivo mais recente: sem K 40 de júnior (nenhum arquivo dá o ano, 052 ou 042), 10 a partir de { $rating }, senão 20. O K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num TRF: informe-os com --player-k ID=K (ID FIDE) ou --player-k FILE:RANK=K.
report-files-no-year = { $file } não dá o ano (052, 042): os juniores são julgados por { $year }, o ano mais recente dos outros arquivos, seja qual for a ordem dos arquivos.
report-files-base = base { $base }: o rating do jogador em { $file }, { $latest }
report-files-player-k-junior = K { $k }: a regra do arquivo para o jogador em { $file } (um júnior abaixo de { $limit }); o K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num TRF
report-files-player-k-2400 = K { $k }: a regra do arquivo para o jogador em { $file } (rating { $rating } ou mais); o K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num TRF
report-files-player-k-other = K { $k }: a regra do arquivo para o jogador em { $file } (nem júnior abaixo de { $limit } nem com rating { $rating } ou mais); o K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num TRF
report-files-player-k-no-year = K { $k }: a regra do arquivo para o jogador em { $file } (sem K 40 de júnior: nenhum arquivo dá o ano, 052 ou 042; rating abaixo de { $rating }); o K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num TRF
report-files-matched-by-name = Associados pelo nome, onde um arquivo não dá ID FIDE: { $players }.
report-files-unmatched = Não associados, sem ID FIDE e com um nome que é de vários jogadores: { $players }.
report-files-unrated = Sem rating em um dos seus arquivos, então nenhum período é calculado: { $players }.
report-files-overlap = { $first } ({ $first_dates }) e { $second } ({ $second_dates }) se sobrepõem nas datas e têm em comum { $players }: se forem um só evento, dê-o uma vez.
report-unread-start-date = { $file }: { $record } '{ $text }' não é uma data (YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY ou DD/MM/YYYY): o evento fica sem data de início
report-unread-end-date = { $file }: { $record } '{ $text }' não é uma data (YYYY/MM/DD, YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY ou DD/MM/YYYY): o evento fica sem data de término
report-files-list-first-start = a mais recente guardada com data até o início do primeiro evento, { $start }
report-files-list-no-start = a mais recente guardada: nenhum arquivo dá data de início (042)
report-files-list = K da lista FIDE de { $month } ({ $why }) para { $count ->
    [one] { $count } jogador
   *[other] { $count } jogadores
}, marcado L; --player-k, depois --k, valem sobre ela, e um jogador fora dela, ou sem K nela, tem a regra do arquivo mais recente. Cada arquivo é conferido com a sua própria lista em vigor. --no-list calcula sem ela.
report-files-base-listed = base { $base }: o rating do jogador na lista FIDE de { $month } ({ $why })
report-files-player-k-listed = K { $k }: o K do jogador na lista FIDE de { $month } ({ $why })

## The Glicko-2 and US Chess forms in the terminal UI (src/calc/systems): each system's own
## entries, indented under the Pool choice (17 characters at most with the two spaces, so a
## space stays before the value), their choices' and toggles' words (the keys kept in session
## files and typed after the flags stay English), the games table's hint, the formula's name
glicko-form-rd = {"  "}Seu RD
glicko-form-volatility = {"  "}Volatilidade
glicko-form-opponent-rd = {"  "}RD do adv.
glicko-form-opponent-volatility = {"  "}Volat. do adv.
glicko-form-tau = {"  "}τ (sistema)
glicko-opponent-hint = o RD do adversário após uma barra: 1750/50 ({ $rd } se não houver)
uschess-form-games-played = {"  "}Partidas feitas
uschess-form-event-date = {"  "}Fim do evento
uschess-form-prior-record = {"  "}Histórico
uschess-form-dual-rated = {"  "}Rating duplo
uschess-form-bonus = {"  "}Bônus
uschess-form-floor = {"  "}Seu piso
# A choice or toggle's word: 14 characters at most (‹ › around it fill the value's 18).
uschess-prior-mixed = misto
uschess-prior-all-wins = só vitórias
uschess-prior-all-losses = só derrotas
uschess-bonus-if-earned = se houver
uschess-bonus-none = nenhum
uschess-formula-name-standard = padrão
uschess-formula-name-special = especial
uschess-formula-name-none = nenhuma
# The form's labels and the choice as the form shows them (the UI's own, not the flags').
uschess-prior-without-games = { $field } «{ $record }» exige pelo menos 1 em { $games }
# An empty date field, dimmed (18 characters at most with the date).
system-form-today = hoje, { $date }

# DWZ
dwz-form-index = {"  "}Índice
dwz-form-index-empty = depois do traço
dwz-form-born = {"  "}Nascido (ano)
dwz-form-born-empty = adulto
dwz-form-rating-date = {"  "}DWZ de
dwz-form-rating-date-empty = atual
dwz-form-score = {"  "}Ficha: W
dwz-form-games = {"  "}Ficha: n
dwz-form-expected = {"  "}Ficha: We
dwz-form-from-games = pelas partidas
dwz-title = DWZ { $dwz } · { $system } · evento { $date } · { $age }
dwz-system-e = sistema E
dwz-system-k = sistema K
dwz-age-assumed = adulto (suposto)
dwz-youth = jovem ({ $years })
dwz-junior = júnior ({ $years })
dwz-adult = adulto ({ $years })
dwz-relevelled = Reescalonada
dwz-relevelled-below-1000 = Umstufung 2026: abaixo de 1000, +400
dwz-relevelled-linear = Umstufung 2026: 0,64·R + 760, arredondado
dwz-relevelled-unchanged = Umstufung 2026: a partir de 2110, sem mudança
dwz-games = Partidas contadas
dwz-coefficient = E
dwz-coefficient-e = E0 = (R0/1000)⁴ + J = { $e0 } (J { $j }) · fB { $fb } · SBr { $sbr } · arredondado { $rounded }, { $bound }
dwz-bound-none = dentro dos limites
dwz-bound-at-least-five = elevado a 5
dwz-bound-five-times-index = no máximo 5 × índice { $index } = { $limit }
dwz-bound-at-most-thirty = no máximo 30
dwz-bound-brake = no máximo 150 com o freio
dwz-k = K
dwz-k-k = K0 { $k0 } ({ $group }) · b { $b } · a { $a } · arredondado { $rounded }, { $bound }
dwz-group-young-below-2200 = jovem ou júnior abaixo de 2200
dwz-group-adult-below-2000 = adulto abaixo de 2000
dwz-group-strong = adulto a partir de 2000, jovem ou júnior a partir de 2200
dwz-bound-k-at-least-five = elevado a 5
dwz-bound-k-at-most-eighty = no máximo 80
dwz-change-e = 800·(W − We)/(E + n) = { $exact }
dwz-change-k = K·(W − We) = { $exact }
dwz-new-rating-exactly = { $rating } antes de arredondar
dwz-new-rating-floored = { $rating }, elevada ao piso de { $floor }
dwz-performance = Leistung (performance)
dwz-performance-none = nenhuma com 0 % ou 100 %
dwz-adult-assumed = Sem ano de nascimento: calculado como adulto (26 anos ou mais); um jovem ou júnior tem outro coeficiente.
dwz-relevelled-note = A DWZ { $from } é anterior a { $date }, por isso foi reescalonada antes (Umstufung 2026): { $from } → { $to }.
dwz-current-assumed = A DWZ é tomada como atual, já reescalonada em { $date } (Umstufung 2026); se for mais antiga, informe a data em que foi publicada para reescaloná-la antes.
dwz-left-out-one = A partida { $games } fica de fora: contra um adversário sem DWZ ela só conta quando ele recebe a primeira DWZ na mesma avaliação, o que exige o torneio inteiro.
dwz-left-out-many = As partidas { $games } ficam de fora: contra um adversário sem DWZ elas só contam quando ele recebe a primeira DWZ na mesma avaliação, o que exige o torneio inteiro.
dwz-floored-note = O sistema K não dá DWZ abaixo de { $floor }: o resultado foi elevado a esse valor.
dwz-from-totals = Calculado pelos totais de uma ficha da DSB (W, n, We); sem as partidas, não há Leistung.
dwz-printed-range = Um We impresso com três decimais admite uma nova DWZ de { $low } a { $high }; a da DSB é uma delas.
dwz-below-floor-current = Uma DWZ atual abaixo de { $floor } é rara depois da Umstufung de { $date }: se esta DWZ for mais antiga, informe a data em que foi publicada para reescaloná-la antes, ou a variação sai grande demais.
