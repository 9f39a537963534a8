# elocalc's words in Portuguese (Brazil): the command line's --help and manual page.
# Each id here must exist in every catalogue, with the same { $placeholders }.
# Flags, values, OPPONENT:SCORE and the README's value names (FILE, GAME, PATH …) stay as typed.

cli-about = Calculadora exata de rating de xadrez: Elo puro, clássico, rápido e blitz da FIDE, { $systems }
cli-after-help =
    Resultados: win|draw|loss, w|d|l, 1|0.5|0 (ou 0,5), ½, =, vitória|empate|derrota. As letras são as do inglês em qualquer idioma: d é empate (draw). Só na interface em português são v (vitória), e (empate) e d (derrota).
    Sem subcomando, o elocalc abre a interface no terminal (tecle ? nela para ver as teclas).
    Código de saída: 0 em caso de sucesso, 2 para entrada inválida, 1 quando um arquivo não pode ser lido ou gravado.

cli-game-about = Uma partida, os dois jogadores: pontuações esperadas, variações, novos ratings e os cenários vitória/empate/derrota
cli-period-about = Um período de rating ou torneio de um jogador: cada partida, K·n ≤ 700, um só arredondamento
cli-multi-about = G partidas contra adversários de um dado rating médio, P pontos no total
cli-k-about = Seu fator K pelas regras da FIDE, a partir do seu rating, partidas jogadas e idade
cli-performance-about = Performance em algumas partidas (tabela FIDE 8.1.1, ou logística no sistema contínuo)
cli-initial-about = O primeiro rating FIDE de um jogador sem rating, por suas partidas contra adversários com rating
cli-need-about = O que as partidas ainda a jogar precisam render para chegar a um rating (ou a um primeiro rating publicado)
cli-norm-about = Se as partidas de um evento fazem uma norma de GM, IM, WGM ou WIM (FIDE B.01 1.4), e o que falta
cli-trf-about = O relatório de rating de um torneio inteiro a partir do seu arquivo TRF da FIDE: variação, K, performance e primeiro rating de cada jogador; vários arquivos: o período de rating de cada jogador neles
cli-sessions-about = Sessões salvas: listar, mostrar (o resultado calculado) ou apagar
cli-sessions-list-about = As sessões salvas, da mais recente à mais antiga, e todo arquivo que não pode ser lido
cli-sessions-show-about = O resultado de uma sessão, como `game`, `period` ou `multi` o mostrariam
cli-sessions-delete-about = Apagar uma sessão salva
cli-list-about = Listas de rating FIDE neste computador: os meses guardados; importar um arquivo de lista; remover um mês
cli-list-import-about = Importar um arquivo de lista de rating FIDE como baixado de ratings.fide.com: players_list_foa.txt, o antigo players_list.txt, uma lista só (standard, rapid, blitz), o XML, ou qualquer um deles zipado. Um mês já guardado é substituído (por uma lista com menos da metade dos jogadores dele só com --force)
cli-list-remove-about = Remover a lista de um mês deste computador
cli-player-about = Um jogador da lista de rating FIDE importada: por ID FIDE ou nome, seus três ratings com partidas e K, títulos, federação, ano de nascimento e seu histórico nos meses guardados
cli-completions-about = Mostrar um script de autocompletar para um shell (bash, zsh, fish, powershell, elvish)
cli-man-about = Mostrar a página de manual do elocalc (roff, para o man)

cli-config-dir = Pasta de configuração do elocalc; as sessões ficam na sua pasta sessions/ [padrão: a da plataforma, p. ex. ~/.config/elocalc]
cli-data-dir = Onde o elocalc guarda as listas de rating FIDE que você importa (ratings.sqlite3) [padrão: a pasta de dados da plataforma, p. ex. ~/.local/share/elocalc]
cli-new = Abrir a interface no terminal em branco, como uma sessão nova (as sessões salvas não são alteradas)
cli-session = Abrir esta sessão salva na interface no terminal (uma nova, se nenhuma tem o nome)
cli-lang = O idioma em que o elocalc escreve para as pessoas: en, pt (português do Brasil) ou ru (russo) [padrão: de LC_ALL, LC_MESSAGES ou LANG; a tecla L da interface escolhe um e o guarda]. JSON, CSV e arquivos de sessão são iguais em todos os idiomas
cli-rating = Seu rating
cli-opponent = O rating do seu adversário
cli-result = Seu resultado: win, draw ou loss (vitória, empate ou derrota)
cli-opponent-k = O fator K do seu adversário [padrão: o mesmo de --k]
cli-k = Seu fator K (número inteiro de 1 a 100) [padrão: 20]
cli-pool = Sistema de rating: continuous, standard, rapid ou blitz (game e period também { $systems }) [padrão: standard, ou o que o --pgn sugerir]
cli-json = Mostrar JSON (o mesmo que --format json)
cli-format = Gravar csv, md (Markdown) ou json em vez de uma tabela [padrão: pela extensão do --output]. O CSV é uma só tabela, com números simples: uma linha por partida (jogador, sessão…) e os totais numa linha própria, nas mesmas colunas; a primeira coluna, Row, diz o que é cada linha (Games, Totals, Note…)
cli-output = Gravar neste arquivo em vez da saída padrão (nunca por cima de um arquivo existente sem --force)
cli-force = Substituir o arquivo do --output se ele existir
cli-period-rating = Seu rating no início do período [padrão com --pgn: seu rating na primeira partida; com --trf: seu rating na lista FIDE em vigor no início do primeiro evento (veja --no-list), senão seu rating no arquivo mais recente, pela data de início (042), senão no último dado]
cli-period-trf = Um arquivo de relatório de torneio (TRF) do período, um evento: as partidas do --player nele, calculadas com o rating dele no arquivo (Ro); repita para cada evento; - lê a entrada padrão. O K padrão é o K do jogador na lista FIDE em vigor no início do primeiro evento, senão a regra do arquivo mais recente para o jogador (40 para juniores abaixo de 2300, 10 a partir de 2400, senão 20)
cli-period-no-list = Com --trf: calcular sem a lista FIDE guardada (elocalc list import): nem base, nem K, nem conferência por ela
cli-period-fide = Seu ID FIDE ou nome, consultado na lista FIDE guardada (elocalc list): seu rating no sistema [a menos que --rating] e o K da lista [a menos que --k], da lista em vigor no início do primeiro evento, senão da mais recente guardada
cli-game-args = Partidas como OPPONENT:SCORE, p. ex. 2050:1 2250:0 2100:0.5 unrated:1 (0,5 também vale)
cli-game-plain = Seu rating, o do adversário e seu resultado, nessa ordem, em vez de --rating, --opponent e --result: elocalc game 1500 1620 draw
cli-file = Ler as partidas de um arquivo, uma por linha (OPPONENT | SCORE); - lê a entrada padrão. Linhas `event NAME [| rating RO] [| k K] [| start DATE] [| end DATE]` fazem um período de rating de vários eventos (ou `event NAME | games N | chg CHG` pelos totais)
cli-csv = Ler as partidas de um arquivo CSV com linha de cabeçalho (colunas achadas pelo nome e pelo conteúdo)
cli-rating-column = A coluna do CSV com os ratings dos adversários: seu cabeçalho ou seu número a partir de 1
cli-score-column = A coluna do CSV com as pontuações: seu cabeçalho ou seu número a partir de 1
cli-pgn = Ler as partidas do --player de um arquivo PGN (suas tags: White, Black, *Elo, Result)
cli-player = Seu nome como as tags White e Black do PGN o escrevem (maiúsculas ou não); com period --trf, seu ID FIDE ou seu nome nos arquivos (maiúsculas, acentos, espaços e "Sobrenome, Nome" ignorados)
cli-multi-average = O rating médio dos seus adversários
cli-multi-games = Número de partidas G
cli-multi-points = Total de pontos P feitos nessas partidas (um múltiplo de 0,5)
cli-k-rating = Seu rating atual
cli-k-games = Partidas com rating que você já completou
cli-k-born = Seu ano de nascimento
cli-k-year = O ano do período de rating [padrão: este ano]
cli-k-reached-2400 = Seu rating publicado já chegou a 2400 alguma vez
cli-need-rating = Seu rating no início do período, ou unrated para um primeiro rating (FIDE 8.2)
cli-need-remaining = Quantas partidas ainda restam a jogar no período (0–1000)
cli-need-opponents = O rating dos adversários restantes (a média deles)
cli-need-target = O rating a alcançar [padrão com --rating unrated: 1400, um primeiro rating publicado]
cli-norm-title = A norma: gm, im, wgm ou wim
cli-norm-federation = Sua federação: três letras, p. ex. BRA (FID para a bandeira da FIDE)
cli-norm-games = As partidas do evento como OPPONENT:SCORE:TITLE:FED, p. ex. 2450:1:GM:GER ou unrated:?:-:FID (pontuação ? para uma partida ainda não jogada; título - para nenhum). Digite só as partidas que contam: sem W.O. nem byes (FIDE 1.4.2)
cli-norm-file = Ler as partidas de um arquivo, uma por linha (OPPONENT | SCORE | TITLE | FED); - lê a entrada padrão
cli-norm-min-games = O mínimo de partidas que o evento exige: 9, ou 7/8 onde a FIDE 1.4.1b ou 1.4.1c se aplica
cli-norm-exemption = O evento é isento da exigência de estrangeiros: 1.4.3a, 1.4.3b, 1.4.3c ou 1.4.3d
cli-trf-files = O arquivo de relatório de torneio (TRF16 ou TRF-2026); - lê a entrada padrão. Vários arquivos são calculados como um período de rating: os eventos de cada jogador em todos eles, um K, um arredondamento
cli-trf-pool = A lista FIDE: standard, rapid ou blitz [padrão: pelo ritmo de jogo (222), senão pelas palavras do evento (Blitz, Bullet, Rapid, Schnell… em 012 ou 122), senão standard]
cli-trf-k = Um K para todo jogador com rating [padrão: o K da lista FIDE para um jogador na lista em vigor (veja --no-list), senão pelo arquivo: 40 para juniores abaixo de 2300, 10 a partir de 2400, senão 20]
cli-trf-player-k = O K de um jogador com rating pelo número inicial, p. ex. 12=40 (jogadores novos, jogadores que já tiveram 2400); repetível, uma vez por jogador, e tem prioridade sobre --k. Com vários arquivos: ID=K pelo ID FIDE, ou FILE:RANK=K com FILE o número do arquivo a partir de 1 ou seu caminho como dado
cli-trf-no-list = Calcular sem a lista FIDE guardada (elocalc list import). Com uma lista guardada (em --data-dir, senão na da plataforma), cada jogador achado pelo ID FIDE na lista em vigor — o mês mais recente datado até o início (042; com vários arquivos, o do primeiro evento), senão o mais recente — recebe o K da lista (ordem do K: --player-k, depois --k, depois a lista, depois a regra do arquivo), e todo rating, federação, título e ano de nascimento que um arquivo dá diferente da sua lista em vigor é um aviso
cli-sessions-list-json = Mostrar JSON em vez de uma tabela
cli-list-import-file = O arquivo da lista (.txt, .xml ou .zip)
cli-list-import-month = O mês da lista, YYYY-MM [padrão: o código de mês de uma lista só, senão a data do arquivo]
cli-list-import-force = Substituir um mês guardado por uma lista com menos da metade dos jogadores dele, e o arquivo do --output se ele existir
cli-player-query = Um ID FIDE, ou um nome: "carlsen", "Magnus Carlsen", "Carlsen, M" (maiúsculas e acentos ignorados)
cli-player-month = A lista do mês a mostrar, YYYY-MM [padrão: a mais recente guardada]
cli-player-all = Listar todos os jogadores que respondem (sem ele: os 20 melhores e quantos mais respondem)
cli-player-fed = Só jogadores desta federação: o código de três letras, p. ex. BRA (FID para a bandeira da FIDE)
cli-rd = Glicko-2: seu desvio de rating, acima de 0 e no máximo 1000 [padrão: 350]
cli-volatility = Glicko-2: sua volatilidade, acima de 0 e no máximo 1 [padrão: 0,06]
cli-opponent-rd = Glicko-2: o desvio de rating do seu adversário [padrão: 350]
cli-opponent-volatility = Glicko-2: a volatilidade do seu adversário [padrão: 0,06]
cli-tau = Glicko-2: a constante do sistema τ, acima de 0 e no máximo 10 [padrão: 0,5]
cli-games-played = US Chess: as partidas em que seu rating se baseia, 0 sem rating [padrão: estabelecido]
cli-event-date = US Chess e DWZ: a data de término do evento, YYYY-MM-DD (US Chess a partir de 2017-05-01; DWZ a partir de 2013-08-01, e ela escolhe o sistema E ou K) [padrão: hoje]
cli-prior-record = US Chess: suas partidas com rating anteriores: mixed, all-wins ou all-losses [padrão: mixed]
cli-dual-rated = US Chess: o rating Regular de um evento com duplo rating (um K menor acima de 2200)
cli-no-bonus = US Chess: o evento não dá direito a pontos de bônus (um match, um adversário enfrentado vezes demais)
cli-floor = US Chess: seu piso de rating, de 100 a 2200 [padrão: 100]

cli-value-rating = RATING
cli-value-opponent = ADVERSÁRIO
cli-value-result = RESULTADO
cli-value-pool = SISTEMA
cli-value-format = FORMATO
cli-value-column = COLUNA
cli-value-average = MÉDIA
cli-value-avg = MÉDIA
cli-value-games = PARTIDAS
cli-value-points = PONTOS
cli-value-born = ANO
cli-value-year = ANO
cli-value-title = TÍTULO
cli-value-exemption = ISENÇÃO
cli-value-query = BUSCA
cli-value-shell = SHELL
cli-value-lang = IDIOMA
cli-value-date = DATA
cli-value-record = HISTÓRICO

cli-help-flag = Mostrar a ajuda
cli-help-flag-more = Mostrar a ajuda (veja mais com '--help')
cli-help-flag-summary = Mostrar a ajuda (veja um resumo com '-h')
cli-version-flag = Mostrar a versão
cli-help-about = Mostrar esta mensagem ou a ajuda do(s) subcomando(s) dado(s)
cli-heading-usage = Uso
cli-heading-commands = Comandos
cli-heading-arguments = Argumentos
cli-heading-options = Opções
cli-usage-options = [OPÇÕES]
cli-usage-command = COMANDO
cli-default = [padrão: { $value }]
cli-possible-values = [valores possíveis: { $values }]

cli-man-name = NOME
cli-man-synopsis = SINOPSE
cli-man-description = DESCRIÇÃO
cli-man-options = OPÇÕES
cli-man-subcommands = SUBCOMANDOS
cli-man-extra = MAIS
cli-man-version = VERSÃO

cli-error-unknown-argument = argumento inesperado '{ $arg }'
cli-error-unknown-subcommand = subcomando desconhecido '{ $name }'
cli-error-missing-arguments = faltam os argumentos obrigatórios: { $args }
cli-error-missing-value = '{ $arg }' precisa de um valor, mas nenhum foi dado
cli-error-invalid-value = valor inválido '{ $value }' para '{ $arg }'
cli-error-invalid-value-among = valor inválido '{ $value }' para '{ $arg }' [valores possíveis: { $values }]
cli-error-invalid-value-because = valor inválido '{ $value }' para '{ $arg }': { $reason }
cli-error-lang = o idioma '{ $value }' deve ser en, pt ou ru
cli-error-extra-value = valor inesperado '{ $value }' para '{ $arg }'; nenhum outro era esperado
cli-error-repeated = o argumento '{ $arg }' não pode ser usado mais de uma vez
cli-error-conflict = o argumento '{ $arg }' não pode ser usado com '{ $other }'
cli-error-invalid-utf8 = há UTF-8 inválido em um ou mais argumentos
cli-error-missing-subcommand = '{ $command }' precisa de um subcomando, e nenhum foi dado [subcomandos: { $subcommands }]
cli-error-no-terminal = não foi possível abrir a interface no terminal: { $error } (rode-o num terminal, ou veja elocalc --help para a linha de comando)
cli-tip-similar-argument =
    { $count ->
        [1] · dica: existe um argumento parecido: { $names }
       *[other] · dica: existem argumentos parecidos: { $names }
    }
cli-tip-similar-subcommand =
    { $count ->
        [1] · dica: existe um subcomando parecido: { $names }
       *[other] · dica: existem subcomandos parecidos: { $names }
    }
cli-tip-similar-value =
    { $count ->
        [1] · dica: existe um valor parecido: { $names }
       *[other] · dica: existem valores parecidos: { $names }
    }
cli-tip-as-value = · dica: para passar '{ $arg }' como valor, use '{ $typed }'
cli-tip-exists = · dica: existe '{ $typed }'
cli-tip-remove-dashes = · dica: o subcomando '{ $name }' existe; para usá-lo, tire o '--' antes dele

# A note on stderr: the command line's letters are English's in every language.
cli-note-d-is-draw = 'd' é empate (draw) na linha de comando, como em inglês; derrota é 0, l ou derrota

# DWZ
cli-index = DWZ: o índice da sua DWZ, o número depois do traço na ficha da DSB (2063-15); dispensável quando --rating vem como 2063-15
cli-born = DWZ: seu ano de nascimento, para a faixa etária (jovem até 20, júnior 21–25, adulto a partir de 26) [padrão: adulto]
cli-rating-date = DWZ: a data em que sua DWZ foi publicada, YYYY-MM-DD; uma DWZ anterior a 2026-06-08 é reescalonada antes para um evento posterior [padrão: atual, já reescalonada]
cli-score = DWZ: os pontos W de uma ficha da DSB, com --games e --expected, em vez das partidas
cli-games = DWZ: as partidas n de uma ficha da DSB, com --score e --expected
cli-expected = DWZ: a pontuação esperada We de uma ficha da DSB (três decimais), com --score e --games
