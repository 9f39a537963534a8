# elocalc's words in Portuguese (Brazil): every error: one line naming the value and what is allowed.
# Each id here must exist in every catalogue, with the same { $placeholders }.

## Um valor e o que é permitido (os erros do núcleo)
error-lang = idioma '{ $value }' deve ser en, pt ou ru
error-rating = rating '{ $value }' deve ser um número de 0 a { $max }
error-rating-fractional = rating '{ $value }' deve ser um número inteiro nas listas da FIDE
error-rating-comma = rating '{ $value }' não leva vírgula: um número inteiro (1850), com ponto nos decimais onde o sistema os tem (1850.5)
error-rating-thousands = rating '{ $value }' pode ser { $thousands } com ponto de milhar: escreva { $thousands } sem ponto, e ponto só nos decimais onde o sistema os tem (1850.5)
error-uschess-rating = rating '{ $value }' deve ser um número de { $floor } a { $max }: nenhum rating da US Chess fica abaixo do piso absoluto, { $floor }
error-whole = { $name } '{ $value }' deve ser { $allowed }
error-quantity-k = fator K
error-quantity-games = número de partidas
error-quantity-games-played = número de partidas jogadas
error-quantity-floor = piso
error-quantity-index = índice
error-quantity-year = ano
error-quantity-remaining-games = número de partidas restantes
error-quantity-opponent = adversário
error-quantity-minimum-games = mínimo de partidas
error-quantity-starting-rank = número inicial
error-quantity-column = coluna
error-allowed-two = { $low } ou { $high }
error-allowed-three = { $low }, { $middle } ou { $high }
error-allowed-range = um número inteiro de { $low } a { $high }
error-score = resultado '{ $value }' deve ser vitória, empate ou derrota: 1, 0.5 ou 0 (também w/d/l, ½, =)
error-no-score = a partida não tem resultado: digite 1, 0.5 ou 0 (também { $letters }, ½, =)
error-row-score = resultado '{ $value }' deve ser 1, 0.5 ou 0 (também w/d/l, ½, =), ou ? para uma partida ainda não jogada
error-cell-score = resultado '{ $value }' deve ser 1, 0.5 ou 0 (também { $letters }, ½, =), ou ? para uma partida ainda não jogada
error-points = pontos '{ $value }' devem ser um múltiplo de 0.5 de 0 a { $games } (o número de partidas)
error-pool = sistema '{ $value }' deve ser um de continuous, standard, rapid, blitz
error-game = partida '{ $value }' deve ser OPPONENT:SCORE, p. ex. 2050:1, 2100:0.5 ou unrated:1
error-target = meta '{ $value }' deve ser um rating de 0 a { $max }
error-remaining-unrated = o rating dos adversários restantes deve ser um número de 0 a { $max }, não 'unrated'
error-no-target = um jogador com rating precisa de um rating-meta (um primeiro rating mira 1400 se nada for dito)
error-first-rating-pool = um primeiro rating (rating 'unrated') só é calculado no pool standard, não em '{ $pool }'
error-norm-title = título da norma '{ $value }' deve ser um de gm, im, wgm, wim
error-title = título '{ $value }' deve ser um de GM IM FM CM WGM WIM WFM WCM, ou - para nenhum
error-federation = federação '{ $value }' deve ter três letras, p. ex. GER (FID para a bandeira da FIDE)
error-exemption = isenção '{ $value }' deve ser uma de 1.4.3a, 1.4.3b, 1.4.3c, 1.4.3d
error-norm-game = partida '{ $value }' deve ser OPPONENT:SCORE:TITLE:FED, p. ex. 2450:1:GM:GER ou unrated:?:-:FID
error-norm-rating = adversário '{ $value }' deve ser um rating inteiro de 0 a { $max } ou unrated
error-no-federation = a norma é verificada para a federação do jogador: três letras, p. ex. USA (FID para a bandeira da FIDE)
error-federations-missing = as federações dos adversários ainda não foram dadas: faltam em { $missing } de { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} (p. ex. GER; FID para a bandeira da FIDE)
error-fide-pool = pool '{ $value }' deve ser uma lista da FIDE para um relatório de torneio: standard, rapid ou blitz
error-player-k = '{ $value }' deve ser RANK=K, um número inicial e um K inteiro de 1 a { $max }, p. ex. 12=40
error-no-start-rank = '{ $value }': nenhum jogador tem o número inicial { $rank }
error-no-report = nenhum relatório de torneio (arquivo .trf) para calcular
error-report = o arquivo de relatório de torneio: { $reason }
error-rd = RD '{ $value }' deve ser um número acima de 0, no máximo 1000
error-volatility = volatilidade '{ $value }' deve ser um número acima de 0, no máximo 1
error-tau = tau '{ $value }' deve ser um número acima de 0, no máximo 10
error-glicko2-game = partida '{ $value }' deve ser OPPONENT[/RD]:SCORE, p. ex. 1400/30:1, 1550:0 ou unrated:0.5
error-unrated-with-rd = '{ $value }': um adversário sem rating é o 1500 com RD 350 do artigo e não tem RD próprio: escreva unrated, ou um rating com seu RD
error-prior-record = histórico anterior '{ $value }' deve ser mixed, all-wins ou all-losses
error-event-date = data do evento '{ $value }' deve ser uma data real YYYY-MM-DD, de 2017-05-01 em diante (o elocalc não conhece os limiares de bônus anteriores)
error-floor-above-rating = o piso { $floor } está acima do rating { $rating }: um piso só impede que o rating caia abaixo dele
error-uschess-unrated-opponent = não se calcula contra um adversário sem rating na US Chess (sua primeira estimativa precisa das outras partidas dele): digite um rating
error-prior-without-games = histórico anterior { $record } precisa de partidas jogadas 1 ou mais
error-uschess-unrated = partida '{ $value }': um adversário sem rating precisa da própria primeira estimativa, que o evento de um só jogador não dá; digite um rating
error-uschess-game = partida '{ $value }' deve ser OPPONENT:SCORE, p. ex. 1650:1 (sem RD na US Chess)
error-uschess-rd = adversário '{ $value }' tem um RD: um rating da US Chess não tem (p. ex. 1650)
error-dwz-before-dewis = fim do evento '{ $value }' é antes de { $first }, quando começou o DeWIS: o elocalc não cobre as regras da DWZ anteriores
error-dwz-first = uma primeira DWZ (ainda sem DWZ) não é calculada: a DSB a encontra com o torneio inteiro de uma vez, o que as partidas de um só jogador não dão
error-date = a data '{ $value }' deve ser uma data real AAAA-MM-DD
error-dwz-totals-with-games = os totais de uma ficha da DSB (W, n, We) substituem as partidas: informe os totais ou as partidas, não os dois
error-dwz-index-twice = o índice da DWZ foi dado duas vezes e difere: { $typed } depois do traço, { $given } à parte
error-dwz-rating-after-event = uma DWZ publicada em { $value } não pode avaliar um evento que terminou em { $event }
error-dwz-forfeit = o resultado '{ $value }' indica W.O. numa tabela alemã, e W.O. não conta para a DWZ: deixe a partida de fora, ou escreva 1, ½ ou 0 para uma partida jogada
error-dwz-index-missing = a DWZ { $rating } precisa do seu índice, o número depois do traço na ficha da DSB (2063-15)
error-dwz-index-zero = DWZ { $rating } com índice 0: o índice conta as avaliações de uma DWZ, a partir de 1 (use o índice da ficha da DSB)
error-dwz-expected = We '{ $value }' deve ser um número de 0 a { $games } (o número de partidas)
error-dwz-new-scale = uma DWZ publicada em { $published } está na escala reajustada em { $from }, mas o evento que termina em { $event } é avaliado na escala antiga: use a DWZ de antes de { $from }
error-dwz-no-games = nenhuma partida conta para a DWZ (W.O.: { $forfeits }; contra adversários sem DWZ: { $unrated })
error-not-in-multi = { $system } calcula as partidas uma a uma, não G partidas contra uma média
error-no-norm-games = uma norma precisa das partidas do evento: nenhuma foi dada
error-born-after = ano de nascimento { $born } é depois de { $year }
error-no-rated-games = não há partidas contra adversários com rating
error-missing = falta um valor necessário para o resultado
error-too-precise = { $error }, com no máximo { $decimals } casas decimais
error-signed = { $error }, escrito sem +
error-in-event = evento { $number }: { $reason }
error-event-totals = chg { $chg } em { $count ->
    [one] { $count } partida válida
   *[other] { $count } partidas válidas
} com Ro { $rating } é impossível: deve ficar de { $least } a { $most } (W menos a pontuação esperada de uma partida, limitada pela tabela 8.1.2)
error-events-in-other-system = { $system } calcula as partidas de um evento: um período de { $events } eventos é a regra da FIDE (escolha um pool Elo, ou mantenha um evento)
error-no-such-event = o período não tem o evento { $event }: { $events ->
    [1] ele é um só evento
   *[other] seus eventos vão de 1 a { $events }
}
error-in-game = partida { $number }: { $error }

## Os erros da linha de comando: a opção, o argumento ou o arquivo nomeado
error-cli-value = --{ $flag }: { $error }
error-cli-player-k = --player-k '{ $value }': { $problem }
error-cli-game = GAME '{ $value }': { $error }
error-file-line = { $path }:{ $line }: { $error }
error-file = { $path }: { $error }
error-file-name-rating-column = { $path }: { $error }; indique uma com --rating-column
error-file-name-score-column = { $path }: { $error }; indique uma com --score-column
error-cli-not-games = { $path }: um arquivo de relatório de torneio, não as partidas de um jogador: calcule-o com elocalc trf
error-cli-same-file = { $first } e { $second } são o mesmo arquivo: dê cada evento do período uma vez
error-period-same-event = { $first } e { $second } contêm o mesmo evento (os mesmos jogadores e resultados, e nenhuma data diferente): dê cada evento do período uma vez
error-cli-player-without-file = --player diz de quem ler as partidas: dê --pgn FILE (ou, com period, --trf FILE)
error-cli-foreign-flag = --{ $flag } pertence a --pool { $pool }; não significa nada com --pool { $this }
error-cli-event-only-flag = --{ $flag } é para um evento inteiro: use-o em elocalc period, não em elocalc game
error-cli-files-not-read = --pool { $pool } lê argumentos GAME e listas de partidas --file; --csv e --pgn são lidos para os pools Elo, --trf para as listas da FIDE
error-cli-too-large = { $path }: maior que { $mib } MiB, mais do que qualquer relatório de torneio
error-cannot-read = não foi possível ler { $path }: { $reason }
error-cli-no-rating = --rating é necessário (o PGN não dá o rating do jogador)
error-cli-format = --format: { $error }
error-cli-exists = { $error }: use --force para substituí-lo
error-cli-output = não foi possível escrever a saída: { $reason }
error-stdout-closed = a saída padrão está fechada: nada pôde ser escrito
error-stdin-closed = a entrada padrão está fechada
error-cli-no-config-dir = nenhuma pasta de configuração foi encontrada: indique uma com --config-dir
error-cli-session-name = nome de sessão '{ $value }': { $error }
error-cli-no-session = nenhuma sessão chamada '{ $name }' em { $dir }
error-cli-session = não foi possível ler a sessão '{ $name }': { $reason }
error-cli-session-problem = sessão '{ $name }': { $error }
error-cli-list = não foi possível listar { $dir }: { $reason }
error-cli-delete = não foi possível apagar a sessão '{ $name }': { $reason }
error-cli-no-data-dir = nenhuma pasta de dados foi encontrada para as listas de rating: indique uma com --data-dir PATH
error-cli-no-list = nenhuma lista de rating da FIDE está guardada nesta máquina ({ $path }): importe uma com elocalc list import FILE (o elocalc nunca baixa nada)
error-cli-list-line = { $path }:{ $line }: { $reason }: nada foi importado
error-cli-list-duplicate = { $path }: o ID FIDE { $id } está em duas linhas: nada foi importado
error-cli-list-empty = { $path }: a lista não tem nenhum jogador: nada foi importado (elocalc list remove YYYY-MM remove um mês)
error-cli-list-far-fewer = { $path } tem { $players } jogadores, a lista de { $month } guardada { $held }: substituí-la requer --force (nada foi importado)
error-cli-list-not-a-file = { $path } não é um arquivo comum (um pipe, um FIFO, um dispositivo ou uma pasta): a lista é lida de um arquivo; salve-a num e dê esse arquivo: nada foi importado
error-cli-list-month-value = mês '{ $value }' deve ser escrito YYYY-MM, de 1971-01 a 2999-12
error-cli-months-disagree = o arquivo é a lista de { $coded } (pelo código do mês), não de { $given }: omita --month, ou dê a lista de { $given }
error-cli-no-list-month = { $path } não diz o mês e sua data não pode ser lida: dê --month YYYY-MM
error-cli-month-not-held = nenhuma lista de { $month } está guardada: elocalc list mostra os meses guardados
error-cli-player-not-found = nenhum jogador '{ $value }' na lista de { $month }
error-cli-player-not-found-closest = nenhum jogador '{ $value }' na lista de { $month }; mais próximos: { $closest }
error-cli-player-not-found-fed = nenhum jogador '{ $value }' da federação { $federation } na lista de { $month }
error-cli-player-not-found-fed-closest = nenhum jogador '{ $value }' da federação { $federation } na lista de { $month }; mais próximos: { $closest }
error-cli-player-closest = { $name } ({ $federation }, ID FIDE { $id })
error-cli-player-closest-no-fed = { $name } (ID FIDE { $id })
error-cli-fide = --fide: { $problem }
error-cli-prior-without-games = --prior-record { $record } precisa de --games-played 1 ou mais
error-cli-pool = { $error } (game e period também aceitam { $others })
error-cli-not-in-multi = { $error }: use elocalc game ou elocalc period
error-cli-no-report = { $error }: calcule um com elocalc trf FILE
error-cli-no-federation = --federation: { $error }
error-cli-federations-missing = { $error }: cada GAME é OPPONENT:SCORE:TITLE:FED

## Listas de partidas, tabelas CSV, PGN e relatórios de torneio
error-line-shape = '{ $value }' não é uma partida: escreva OPPONENT | SCORE, p. ex. 2050 | 1 ou unrated | ½
error-line-not-text = a linha não é texto UTF-8
error-line = linha { $line }: { $error }
error-no-such-player = nenhuma partida de '{ $player }' (procurado entre as Brancas e as Pretas)
error-no-such-player-close = nenhuma partida de '{ $player }'; nomes parecidos: { $close }
error-csv-no-header = o arquivo não tem linha de cabeçalho
error-csv-no-column = nenhuma coluna '{ $value }'; as colunas são: { $columns }
error-csv-no-rating-column = nenhuma coluna de ratings dos adversários (procurado um cabeçalho como opp_rating, opponent_rating, opponent elo, rating ou elo com ratings); as colunas são: { $columns }
error-csv-no-score-column = nenhuma coluna de resultados (procurado score, result ou points com 1, ½ ou 0); as colunas são: { $columns }
error-csv-ambiguous = mais de uma coluna poderia ter os ratings dos adversários: { $candidates }
error-event-no-name = o evento não tem nome: escreva event NAME, p. ex. event Dulles Open | rating 2505
error-event-name-char = o nome do evento '{ $name }' tem um '{ $found }', que uma lista de partidas não pode guardar num nome
error-event-name-not-printable = o nome do evento '{ $name }' tem caracteres de controle: um nome é texto imprimível
error-event-empty-option = uma opção vazia depois de '|': escreva | KEY VALUE, p. ex. | rating 2499
error-event-unknown-key = opção do evento '{ $value }' deve ser uma de { $keys }
error-event-no-value = a opção do evento '{ $key }' não tem valor: escreva { $key } { $example }
error-event-repeated-key = a opção do evento '{ $key }' foi dada duas vezes: cada opção no máximo uma vez
error-event-date-option = data { $key } '{ $value }' deve ser uma data real YYYY-MM-DD, nos anos de { $first } a { $last }
error-event-end-before-start = o evento termina em { $end }, antes de começar em { $start }
error-event-half-totals = '{ $given }' precisa de '{ $missing }': um evento dado pelos totais tem os dois, p. ex. | games 8 | chg +1.44
error-event-score-without-totals = 'score' só é dado com os totais de um evento: | games N | chg CHG | score W
error-event-chg = chg '{ $value }' deve ser ΣΔR, um número com no máximo { $decimals } casas decimais e seu sinal, p. ex. +1.44, -0.27 ou 0
error-event-chg-hundredths = chg '{ $value }' tem mais de { $decimals } casas decimais: a FIDE imprime ΣΔR em centésimos, p. ex. +1.44
error-event-chg-range-score = chg '{ $value }' deve ser de { $low } a { $high }: a pontuação menos a esperada, que vai de 0 ao número de partidas
error-event-chg-range-games = chg '{ $value }' deve ser de { $low } a { $high }: o ΔR de cada partida vai de -1 a 1, e chg os soma
error-event-games-after-totals = o evento '{ $name }' é dado pelos totais (games { $games } | chg { $chg }); suas partidas não podem vir depois dele
error-event-no-games = o evento '{ $name }' não tem partidas: dê-as nas linhas seguintes, ou seus totais (| games N | chg CHG)
error-event-options-in-comment = '#' começa um comentário, então '{ $value }' depois dele não é lido: o nome de um evento não pode ter '#'
error-event-name-like-option = o nome do evento '{ $name }' termina em '{ $key } { $value }', uma opção: as opções vêm depois de um '|', p. ex. event { $before } | { $key } { $value }
error-list-not-a-list = não é uma lista de rating da FIDE: { $why }
error-list-unknown-header = cabeçalho desconhecido: { $header }
error-list-which-pool = uma lista única (coluna de rating '{ $column }'), mas seu nome não diz standard, rapid nem blitz
error-list-import-stopped = a importação foi interrompida: nada da lista foi guardado, e as listas guardadas continuam como estavam

## Arquivos, sessões, configurações e as listas de rating guardadas
error-io-not-found = arquivo ou pasta inexistente
error-io-permission-denied = permissão negada
error-io-already-exists = já existe
error-io-is-a-directory = é uma pasta
error-io-not-a-directory = uma parte do caminho não é uma pasta
error-io-storage-full = o disco está cheio
error-io-file-too-large = o arquivo passaria do limite de tamanho de arquivo (ulimit -f)
error-io-read-only = o sistema de arquivos é somente leitura
error-io-broken-pipe = o leitor foi embora
error-io-not-seekable = só pode ser lido uma vez, à medida que chega (um pipe ou um FIFO): salve-o num arquivo e dê esse arquivo
error-name-empty = um nome de sessão não pode ser vazio
error-name-too-long = um nome de sessão pode ter no máximo { $max ->
    [one] { $max } caractere
   *[other] { $max } caracteres
}
error-name-separator = um nome de sessão não pode conter / nem \
error-name-dot-dot = um nome de sessão não pode conter ..
error-name-leading-dot = um nome de sessão não pode começar com um ponto
error-name-control = um nome de sessão não pode conter caracteres de controle
error-name-file-name-too-long = o nome da sessão é longo demais para um nome de arquivo: ocupa { $bytes } bytes, cabem no máximo { $max }
error-session-empty = o arquivo está vazio
error-session-not-a-file = não é um arquivo comum
error-session-not-text = o arquivo não é texto UTF-8
error-session-not-json = não é JSON válido: { $why }
error-session-no-version = sem número de "version": não é uma sessão do elocalc
error-session-newer = escrito por um elocalc mais novo (formato { $format }; este lê até { $version })
error-session-content = conteúdo inesperado: { $why }
error-session-too-large = maior que { $mb } MB: não é uma sessão escrita pelo elocalc
error-session-missing = essa sessão não existe
error-session-exists = já existe uma sessão chamada '{ $name }'
error-session-file-name = o nome do arquivo não é um nome de sessão
error-settings-not-settings = não são configurações: { $why }
error-settings-aside = não foi possível pôr { $path } de lado: { $reason }
error-write-exists = { $path } já existe
error-cannot-write = não foi possível escrever { $path }: { $reason }
error-not-a-regular-file = { $path } não é um arquivo comum (um FIFO, um dispositivo ou uma pasta): dê o nome de um arquivo
error-lists-set-aside = { $path } { $reason }: foi movido para { $moved }, e um novo banco de listas é iniciado: importe suas listas nele de novo (elocalc list import FILE)
error-lists-newer = { $path } foi escrito por um elocalc mais novo (versão do banco de listas { $found }; este lê { $version }): atualize o elocalc
error-lists-cannot-use = não foi possível usar as listas de rating em { $path }: { $reason }
error-lists-not-a-file = { $path } não é um arquivo comum (um FIFO, um dispositivo ou uma pasta), então não é aberto como as listas de rating: tire-o de lá ou dê outra pasta em --data-dir
error-lists-dir-not-a-folder = as listas de rating ficam numa pasta, e { $path } não é uma: dê uma pasta em --data-dir
error-lists-left-alone = { $path } { $reason }, e fica como está (você não pode escrever na pasta dele): avise quem o mantém ou importe as listas numa --data-dir sua
error-lists-earlier-read-only = { $path } está no formato de um elocalc anterior, que só é atualizado onde pode ser escrito: rode elocalc list uma vez como um usuário que pode escrevê-lo, ou importe as listas numa --data-dir sua
error-lists-busy = outro elocalc está escrevendo nele (uma importação; esperou { $seconds } s): tente de novo quando terminar
error-lists-read-only = aqui você só pode lê-lo: mantenha listas suas numa --data-dir em que você pode escrever
error-lists-cannot-open = não pode ser aberto nem criado: verifique se a pasta dele existe e pode ser escrita
error-lists-io = o sistema não conseguiu lê-lo nem escrevê-lo (um erro de entrada/saída): verifique o disco
error-lists-duplicate = a lista tem o ID FIDE { $id } duas vezes: nada foi importado
error-lists-empty = a lista não tem nenhum jogador: nada foi importado
error-lists-stopped = a importação foi interrompida: nada da lista foi guardado
error-lists-far-fewer = a lista de { $month } guardada tem { $held } jogadores e esta { $players }: nada foi importado

## Vários relatórios de torneio como um período de rating
error-period-pools = { $first } é calculado na lista { $first_pool }, { $other } na lista { $other_pool }: um período é de uma só lista
error-period-pools-unread = { $first } é calculado na lista { $first_pool }, { $other } na lista { $other_pool } ({ $file }: o ritmo de jogo em 222, '{ $value }', não é legível): um período é de uma só lista
error-period-not-found = { $file }: nenhum jogador '{ $wanted }'
error-period-not-found-closest = { $file }: nenhum jogador '{ $wanted }' (mais próximos: { $closest })
error-period-twice = { $file }: '{ $wanted }' são dois jogadores: { $first } e { $second }
error-period-id-twice = { $file }: o ID FIDE { $id } está em duas linhas: { $first } e { $second }
error-period-unrated = { $file }: { $name } não tem rating: um período de vários eventos é para um jogador com rating
error-period-player-k = '{ $value }': { $problem }

## Os arquivos e as sessões da interface
error-no-store = sem pasta de configuração: as sessões não são salvas
error-no-data-dir = nenhuma pasta de dados foi encontrada para as listas de rating: inicie o elocalc com --data-dir PATH
error-save-in = { $error } em { $dir }
error-saver-stopped = a tarefa de salvar parou; salve de novo com Ctrl-S
error-could-not-list = não foi possível listar { $dir }: { $reason }

## Formatos
error-format = formato '{ $value }' deve ser csv, md ou json

## As linhas de um relatório de torneio (TRF)
error-trf-field-starting-rank = número inicial
error-trf-field-rating = rating
error-trf-field-fide-id = ID FIDE
error-trf-field-points = pontos
error-trf-field-rank = classificação
error-trf-field-opponent = adversário
error-trf-not-right-aligned = { $field } '{ $value }' (colunas { $from }–{ $to }) deve estar alinhado à direita, terminando na coluna { $to }: as colunas da linha parecem deslocadas (um caractere a mais ou a menos antes)
error-trf-field = { $field } '{ $value }' (colunas { $from }–{ $to }) deve ser { $allowed }
error-trf-allowed-rank = um número de 1 a 9999
error-trf-allowed-rating = vazio ou um número inteiro de 0 a 4000
error-trf-allowed-blank-or-whole = vazio ou um número inteiro
error-trf-tab = uma tabulação na coluna { $column }: as colunas são contadas em caracteres, e uma tabulação é um só; use espaços
error-trf-no-space = a coluna { $column }, entre { $between }, tem '{ $value }' onde deveria haver um espaço: as colunas da linha parecem deslocadas (um caractere a mais ou a menos antes)
error-trf-between-code-rank = o código do registro e o número inicial
error-trf-between-rank-sex = o número inicial e o sexo
error-trf-between-title-name = o título e o nome
error-trf-between-name-rating = o nome e o rating
error-trf-between-rating-federation = o rating e a federação
error-trf-between-federation-id = a federação e o ID FIDE
error-trf-between-id-birth = o ID FIDE e a data de nascimento
error-trf-between-birth-points = a data de nascimento e os pontos
error-trf-between-points-rank = os pontos e a classificação
error-trf-between-rank-round = a classificação e a rodada 1
error-trf-fide-id = ID FIDE '{ $value }' (colunas 58–68) deve ser de dígitos ou vazio
error-trf-points = pontos '{ $value }' (colunas 81–84) devem ser vazio ou um número de pontos com no máximo uma casa decimal, como 5.5
error-trf-too-many-rounds = rodadas demais
error-trf-in-round = rodada { $round }: { $problem }
error-trf-round-no-space = a coluna { $column } tem '{ $value }' onde deveria haver um espaço (a rodada { $round } ocupa as colunas { $from }–{ $to }: adversário, cor, resultado): as colunas da linha parecem deslocadas (um caractere a mais ou a menos antes)
error-trf-opponent = adversário '{ $value }' deve ser um número inicial, 0000 ou vazio
error-trf-colour = cor '{ $value }' deve ser w, b, - ou vazio
error-trf-result = resultado '{ $value }' deve ser um de 1 = 0 + - W D L H F U Z
error-trf-blank-result = adversário { $rank } com resultado vazio (coluna { $column }): uma partida precisa do resultado, uma folga do seu código (H F U Z), sem adversário 0000
error-trf-not-a-trf = não é um arquivo TRF: nenhuma linha de jogador (001) nem de torneio (012, 042, …)
error-trf-rank-twice = o número inicial { $rank } já está na linha { $line }
error-trf-paired-with-self = rodada { $round }: o jogador { $rank } está emparceirado consigo mesmo
error-trf-no-opponent-line = rodada { $round }: o adversário { $rank } não tem linha de jogador (001)
error-trf-nothing = nada
error-trf-disagree = rodada { $round }: o jogador { $player } tem '{ $rank } { $code }', mas o jogador { $rank } (linha { $line }) tem { $theirs }
error-period-k-form = escreva ID=K (um ID FIDE) ou FILE:RANK=K (FILE: o número do arquivo a partir de 1, ou seu caminho)
error-period-k-both = '{ $file }' é ao mesmo tempo o arquivo { $number } e o caminho do arquivo { $path }: escreva o outro
error-period-k-no-file = nenhum arquivo '{ $file }': FILE é um número de 1 a { $files } ou um caminho como foi dado
error-period-k-no-id = nenhum jogador dos arquivos tem o ID FIDE { $id } (pelo número inicial: FILE:RANK=K)
error-period-k-no-rank = { $file } não tem jogador com o número inicial { $rank }
error-period-k-unrated = { $player } não tem rating em { $file }: o K é para jogadores com rating
error-period-k-twice = { $player } já tem um K de '{ $given }': dê um só K por jogador
error-period-player = { $name } (número { $rank })
error-period-player-id = { $name } (número { $rank }, ID FIDE { $id })
error-fide-no-list = { $system } não tem lista da FIDE: dê --rating
error-fide-no-rating = { $name } não tem rating { $pool } na lista de { $month }: dê --rating
error-fide-no-list-before = nenhuma lista da FIDE guardada tem data igual ou anterior ao início do primeiro evento
error-fide-several = { $count } jogadores respondem a '{ $value }' na lista de { $month } (elocalc player os lista): dê o ID FIDE

## Arquivos de lista de rating da FIDE (elocalc list import)
error-zip-unreadable = não é um zip legível: { $why }
error-zip-no-list = o zip não tem lista (um membro .txt ou .xml); ele tem: { $names }
error-zip-several = o zip tem várias listas, leia uma delas descompactada: { $names }
error-zip-encrypted = { $name } está criptografado
error-zip-no-data = { $name }: seus dados não foram encontrados
error-zip-method = { $name } está comprimido com { $method }; o elocalc lê membros stored ou deflated
error-zip-too-large = { $name } descompacta em { $size } bytes, mais que qualquer lista FIDE (no máximo { $max }): não foi lido
error-zip-packed-too-tight = { $name } descompacta em { $size } bytes a partir de { $packed }, mais de { $max } vezes o tamanho compactado, o que nenhuma lista FIDE faz: não foi lido
error-zip-damaged = o membro do zip está danificado (seus bytes não batem com o tamanho ou o CRC do zip): baixe-o de novo
error-list-first-line = sua primeira linha não é nem o cabeçalho de uma lista (ID Number Name …) nem XML: '{ $value }'
error-list-column-after-rating = coluna '{ $value }' depois do rating
error-list-column = coluna '{ $value }'
error-list-column-twice = coluna '{ $value }' duas vezes
error-list-no-name-or-rating = sem a coluna Name ou sem coluna de rating
error-list-xml-root = XML cuja raiz é <{ $value }>, não <playerslist>
error-list-xml-no-list = XML sem <playerslist>
error-list-xml-unreadable = XML que não pode ser lido: { $why }
error-list-xml-broken = o XML não pode ser lido: { $why }
error-list-xml-empty-player = um <player/> vazio
error-list-xml-ends-in-player = o XML termina dentro de um <player>
error-list-xml-no-end = o XML termina antes de </playerslist>: o arquivo está cortado
error-list-xml-player-in-player = um <player> dentro de outro <player>
error-list-xml-entity = uma entidade desconhecida &{ $value };
error-list-xml-field-too-long = { $column } com mais de { $max } bytes: não é de uma lista
error-list-xml-too-long = um texto ou tag com mais de { $max } bytes: não é de uma lista
error-list-xml-nested = elementos aninhados mais de { $max } níveis: não é de uma lista
error-list-line-unreadable = não pode ser lida: { $reason }
error-list-misaligned = a coluna { $column } ({ $from }–{ $to }) tem '{ $value }', que não é um valor sob seu cabeçalho
error-list-at-column = { $reason } (coluna { $column })
error-list-cut-short = a linha está cortada na coluna { $at }, dentro da coluna { $column }
error-list-no-id = sem ID FIDE
error-list-line-too-long = uma linha com mais de { $max } bytes: não é uma lista
error-list-blank-run = mais de { $max } bytes de linhas em branco seguidas: não é de uma lista
error-list-value-id = ID FIDE '{ $value }' não é um número
error-list-value-federation = federação '{ $value }' não tem três letras
error-list-value-sex = sexo '{ $value }' não é M nem F
error-list-value-rating = { $column } '{ $value }' não é um rating
error-list-value-games = { $column } '{ $value }' não é uma contagem
error-list-value-k = { $column } '{ $value }' não é um K
error-list-value-born = B-day '{ $value }' não é um ano de nascimento
error-list-value-flag = flag '{ $value }' não é i, w nem wi
error-lists-foreign = é um banco SQLite de outro programa, não as listas de rating do elocalc
error-lists-incomplete = não é um banco de listas completo do elocalc (versão { $version }, tabelas { $tables })
error-lists-cut-short = está danificado (cortado: { $size } bytes dos seus { $expected })
error-lists-damaged = está danificado
