//! The other commands' reports in Portuguese and Russian — `k`, `need`, `performance`,
//! `initial`, `player`, `list`, `sessions`, a period of dated events, the Glicko-2 and US Chess
//! sheets: the words from the catalogue, decimals with a comma, Russian counts in their plural
//! forms; their JSON and CSV byte for byte the same in every language. (The figures themselves
//! are checked against the rules in English by tests/cli and tests/k_performance_initial.rs.)

use crate::common;

use common::*;
use elocalc::i18n::{Lang, message_in};
use std::path::Path;

/// What the command prints in `lang` (`--lang`).
fn text_in(lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend(args);
    stdout(&elocalc_in(&[], &all))
}

/// Lines joined as the binary prints them.
fn lines(lines: &[&str]) -> String {
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// `args`' JSON and CSV are the same bytes under --lang pt/ru and LANG=pt_BR/ru_RU as in
/// English; `extra` follows the format flag (a data directory).
fn machine_output_is_english(args: &[&str]) {
    for format in [&["--json"][..], &["--format", "csv"]] {
        let args: Vec<&str> = args.iter().chain(format).copied().collect();
        let english = elocalc_in(&[("LANG", "en_US.UTF-8")], &args);
        assert!(english.status.success(), "{args:?}: {english:?}");
        assert!(!english.stdout.is_empty(), "{args:?}");
        for vars in [&[("LANG", "pt_BR.UTF-8")][..], &[("LANG", "ru_RU.UTF-8")]] {
            let other = elocalc_in(vars, &args);
            assert_eq!(other.stdout, english.stdout, "{vars:?} {args:?}");
            assert_eq!(other.status.code(), english.status.code());
        }
        for lang in ["pt", "ru"] {
            let mut flagged = args.clone();
            flagged.extend(["--lang", lang]);
            let other = elocalc_in(&[], &flagged);
            assert_eq!(other.stdout, english.stdout, "--lang {lang} {args:?}");
        }
    }
}

const K_JUNIOR: [&str; 9] = [
    "k", "--rating", "2100", "--games", "80", "--born", "2010", "--year", "2026",
];

#[test]
fn k_says_its_rule_in_portuguese_and_russian_and_its_json_reason_stays_english() {
    assert_eq!(
        text_in("pt", &K_JUNIOR),
        "K 40: rating abaixo de 2300, até o fim do ano em que completa 18 anos\n"
    );
    assert_eq!(
        text_in("ru", &K_JUNIOR),
        "K 40: рейтинг ниже 2300, до конца года, в котором исполняется 18 лет\n"
    );
    let new_player = ["k", "--rating", "1500", "--games", "10", "--born", "1990"];
    assert_eq!(
        text_in("ru", &new_player),
        "K 40: сыграно меньше 30 рейтинговых партий\n"
    );
    let json: Value = serde_json::from_slice(
        &elocalc_in(
            &[("LANG", "ru_RU.UTF-8")],
            &[&K_JUNIOR[..], &["--json"]].concat(),
        )
        .stdout,
    )
    .unwrap();
    assert_eq!(
        json["reason"],
        "K 40: rated below 2300, until the end of the year of the 18th birthday"
    );
    machine_output_is_english(&K_JUNIOR);
    machine_output_is_english(&new_player);
}

const NEED: [&str; 11] = [
    "need",
    "--rating",
    "2000",
    "--remaining",
    "3",
    "--opponents",
    "2000",
    "--target",
    "2010",
    "2000:1",
    "2100:0.5",
];

#[test]
fn need_in_portuguese_and_russian() {
    assert_eq!(
        text_in("pt", &NEED),
        lines(&[
            "FIDE Clássico · rating 2000 · meta 2010",
            "",
            "Necessário      1½ de 3 contra 2000 → 2013",
            "Vencendo todas  2043",
            "Perdendo todas  1983",
            "Fator K         20",
        ])
    );
    assert_eq!(
        text_in("ru", &NEED),
        lines(&[
            "Классика ФИДЕ · рейтинг 2000 · цель 2010",
            "",
            "Нужно          1½ из 3 против 2000 → 2013",
            "Все победы     2043",
            "Все поражения  1983",
            "Коэффициент K  20",
        ])
    );
    // A continuous target's ratings have decimals: with a comma.
    let continuous = [
        "need",
        "--pool",
        "continuous",
        "--rating",
        "2000",
        "--remaining",
        "2",
        "--opponents",
        "2100",
        "--target",
        "2010",
    ];
    // E = 1 / (1 + 10^(100/400)) = 0.3599 a game: 2000 + 20 × (1.5 − 0.7199) = 2015.60.
    assert_eq!(
        text_in("ru", &continuous),
        lines(&[
            "Формула Эло · рейтинг 2000 · цель 2010",
            "",
            "Нужно          1½ из 2 против 2100 → 2015,60",
            "Все победы     2025,60",
            "Все поражения  1985,60",
            "Коэффициент K  20",
        ])
    );
    machine_output_is_english(&NEED);
    machine_output_is_english(&continuous);
    let first = [
        "need",
        "--rating",
        "unrated",
        "--remaining",
        "3",
        "--opponents",
        "1600",
        "1500:1",
        "1600:0.5",
    ];
    assert_eq!(
        text_in("pt", &first).lines().next(),
        Some("Rating inicial (FIDE 8.2) · meta 1400")
    );
    machine_output_is_english(&first);
}

const PERFORMANCE: [&str; 6] = [
    "performance",
    "--pool",
    "continuous",
    "2050:1",
    "2250:0",
    "2100:1",
];

#[test]
fn performance_in_portuguese_and_russian_with_decimal_commas() {
    assert_eq!(
        text_in("pt", &PERFORMANCE),
        lines(&[
            "Elo contínuo · performance (curva logística)",
            "",
            "Partidas      3 contra quem tem rating",
            "Pontuação     2 (p 0,6667)",
            "Rating médio  2133,33",
            "dp            +126,74",
            "Performance   2260,07  = 2133,33 + 126,74 (onde o total esperado é a pontuação, 2)",
        ])
    );
    assert_eq!(
        text_in("ru", &PERFORMANCE),
        lines(&[
            "Формула Эло · перформанс (логистическая кривая)",
            "",
            "Партии           3 против рейтинговых",
            "Результат        2 (p 0,6667)",
            "Средний рейтинг  2133,33",
            "dp               +126,74",
            "Перформанс       2260,07  = 2133,33 + 126,74 (где ожидаемая сумма равна набранным очкам, 2)",
        ])
    );
    // FIDE's table, and a perfect score with no finite performance: the JSON's note stays
    // English.
    let table = ["performance", "2050:1", "2250:0", "2100:0.5"];
    assert_eq!(
        text_in("ru", &table).lines().next(),
        Some("Классика ФИДЕ · перформанс (таблица ФИДЕ 8.1.1)")
    );
    let perfect = ["performance", "--pool", "continuous", "2050:1", "2250:1"];
    let text = text_in("ru", &perfect);
    assert!(
        text.contains(
            "Перформанс       нет  у результата 0 % или 100 % нет конечного перформанса на \
             логистической кривой"
        ),
        "{text}"
    );
    let json = elocalc_in(&[], &[&perfect[..], &["--json", "--lang", "ru"]].concat());
    let json: Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(
        json["note"],
        "a 0 % or 100 % score has no finite performance on the logistic curve"
    );
    for args in [&PERFORMANCE[..], &table, &perfect] {
        machine_output_is_english(args);
    }
}

const INITIAL: [&str; 6] = [
    "initial", "1500:1", "1600:0.5", "1700:0", "1800:1", "1550:1",
];

#[test]
fn initial_in_portuguese_and_russian() {
    assert_eq!(
        text_in("pt", &INITIAL),
        lines(&[
            "Rating inicial (FIDE 8.2)",
            "",
            "Partidas   5 contra quem tem rating",
            "Pontuação  3,5",
            "Ra         1678,57  (Σ adversários + 2 × 1800) / (5 + 2)",
            "p          0,64  (3,5 + 1) / (5 + 2)",
            "dp         +102",
            "Rating     1781",
            "Publicado  sim",
        ])
    );
    assert_eq!(
        text_in("ru", &INITIAL),
        lines(&[
            "Первый рейтинг (ФИДЕ 8.2)",
            "",
            "Партии       5 против рейтинговых",
            "Результат    3,5",
            "Ra           1678,57  (Σ соперников + 2 × 1800) / (5 + 2)",
            "p            0,64  (3,5 + 1) / (5 + 2)",
            "dp           +102",
            "Рейтинг      1781",
            "Публикуется  да",
        ])
    );
    machine_output_is_english(&INITIAL);
}

#[test]
fn a_first_rating_with_too_few_games_counts_them_in_russian_plural_forms() {
    let published = |games: &[&str]| {
        let mut args = vec!["initial"];
        args.extend(games);
        let text = text_in("ru", &args);
        text.lines().last().unwrap().to_string()
    };
    assert_eq!(
        published(&["1500:1"]),
        "Публикуется  нет: 1 партия против соперников с рейтингом; нужно не меньше 5"
    );
    assert_eq!(
        published(&["1500:1", "1600:0"]),
        "Публикуется  нет: 2 партии против соперников с рейтингом; нужно не меньше 5"
    );
    assert_eq!(
        text_in("pt", &["initial", "1500:1"]).lines().last(),
        Some("Publicado  não: 1 partida contra quem tem rating; são necessárias pelo menos 5")
    );
    // The JSON's reason is English in every language.
    let json = elocalc_in(&[("LANG", "ru_RU.UTF-8")], &["initial", "1500:1", "--json"]);
    let json: Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(
        json["reason"],
        "1 game against rated opponents; at least 5 are needed"
    );
    machine_output_is_english(&["initial", "1500:1", "1600:0"]);
}

#[test]
fn the_reports_counts_take_russians_plural_forms_for_1_2_5_11_21_22() {
    let say = |id: &str, count: u64| {
        message_in(
            Lang::Ru,
            id,
            &[
                ("count", count.into()),
                ("month", "2026-11".into()),
                ("why", "—".into()),
            ],
        )
    };
    for (count, events, games) in [
        (1, "1 турнир", "1 партия"),
        (2, "2 турнира", "2 партии"),
        (5, "5 турниров", "5 партий"),
        (11, "11 турниров", "11 партий"),
        (21, "21 турнир", "21 партия"),
        (22, "22 турнира", "22 партии"),
    ] {
        assert_eq!(say("report-events", count), events);
        assert_eq!(say("uschess-games", count), games);
        assert_eq!(
            say("report-import-title", count)
                .rsplit(": ")
                .next()
                .unwrap(),
            elocalc::i18n::message_in(Lang::Ru, "players", &[("count", count.into())])
        );
    }
    // After «для», the genitive: для 1 игрока, для 2 игроков, для 21 игрока.
    for (count, players) in [
        (1, "для 1 игрока,"),
        (2, "для 2 игроков,"),
        (21, "для 21 игрока,"),
    ] {
        let said = say("report-files-list", count);
        assert!(said.contains(players), "{said}");
    }
    assert_eq!(say("report-list-progress", 21), "21 игрок");
    assert_eq!(say("report-list-progress", 12), "12 игроков");
    let progress =
        |lang, count: u64| message_in(lang, "report-list-progress", &[("count", count.into())]);
    assert_eq!(progress(Lang::Pt, 1), "1 jogador");
    assert_eq!(progress(Lang::Pt, 2), "2 jogadores");
}

/// A period of three events: two with their games and dates, one by its totals.
const EVENTS: &str = "\
event Open A | rating 1900 | k 20 | start 2025-10-01 | end 2025-10-03
1800 | 1
2000 | 0.5
event Club | rating 1905 | k 40 | end 2025-11-28
1850 | 1
event Rapid | games 3 | chg 0.75
";

fn events_file(dir: &Path, text: &str) -> String {
    let path = dir.join("events.txt");
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn a_period_of_events_in_russian_and_its_markdown_in_portuguese() {
    let dir = temp_dir();
    let file = events_file(dir.path(), EVENTS);
    let args = ["period", "--rating", "1900", "--k", "20", "--file", &file];
    assert_eq!(
        text_in("ru", &args),
        lines(&[
            "Классика ФИДЕ · прежний список 1900 · K 20 · 3 турнира",
            "",
            "Турнир      Даты                       Ro    Rc    W  n    chg   K   K·chg",
            "1 · Open A  2025-10-01 – 2025-10-03  1900  1900  1,5  2  +0,50  20  +10,00",
            "",
            "#  Соперник  Очки  Разн.  Ожид.  Вклад  Примечание",
            "1      1800     1   +100   0,64  +7,20",
            "2      2000   0,5   -100   0,36  +2,80",
            "",
            "Турнир    Даты             Ro    Rc  W  n    chg   K   K·chg",
            "2 · Club  по 2025-11-28  1905  1850  1  1  +0,42  40  +16,80",
            "",
            "#  Соперник  Очки  Разн.  Ожид.   Вклад  Примечание",
            "3      1850     1    +55   0,58  +16,80",
            "",
            "Турнир     Даты    Ro  Rc  W  n    chg   K   K·chg",
            "3 · Rapid        1900   —  —  3  +0,75  20  +15,00",
            "",
            "В зачёт        6",
            "Результат      — (турнир задан только n и chg, без W)",
            "Коэффициент K  20",
            "Σ K·chg        +41,80 → +42",
            "Нов. рейтинг   1942  = 1900 + 42",
            "",
            "Турнир 1 · Open A считается со своим K, 20.",
            "Турнир 2 · Club считается со своим K, 40.",
            "Список указывается, только когда у каждого турнира есть дата окончания: у турнира 3 её \
             нет.",
        ])
    );
    let markdown = text_in("pt", &[&args[..], &["--format", "md"]].concat());
    for expected in [
        "## FIDE Clássico · lista anterior 1900 · fator K 20 · 3 eventos\n",
        "### Evento\n\n| Evento | Datas | Ro | Rc | W | n | chg | K | K·chg |\n",
        "| 1 · Open A | 2025-10-01 – 2025-10-03 | 1900 | 1900 | 1,5 | 2 | +0,50 | 20 | +10,00 |\n",
        "| 2 · Club | até 2025-11-28 | 1905 | 1850 | 1 | 1 | +0,42 | 40 | +16,80 |\n",
        "### Totais\n",
        "| Pontuação | — (um evento é dado só pelo seu n e chg, sem W) |\n",
        "- O evento 1 · Open A é calculado com seu próprio K, 20.\n",
        "- Nenhuma lista é indicada até que todo evento tenha data de término: o evento 3 não \
         tem.\n",
    ] {
        assert!(markdown.contains(expected), "{expected}\nin\n{markdown}");
    }
    machine_output_is_english(&args);
}

#[test]
fn a_periods_list_date_and_late_registration_in_portuguese_and_russian() {
    let dir = temp_dir();
    // Both events end late in their months: the list is 1 December, or 1 January when late.
    let file = events_file(
        dir.path(),
        "event A | rating 1900 | end 2025-11-10\n1800 | 1\nevent B | rating 1900 | end 2025-11-28\n1850 | 0\n",
    );
    let args = ["period", "--rating", "1900", "--k", "20", "--file", &file];
    let russian = text_in("ru", &args);
    for expected in [
        "Список         список на 1 декабря 2025  по последним дням турниров (ФИДЕ B.02 7.1.3, 9.1)",
        "Турнир 2 · B заканчивается в последние пять дней месяца: при позднем оформлении он \
         попадает в список на 1 января 2026 (ФИДЕ B.02 9.1).",
    ] {
        assert!(russian.contains(expected), "{expected}\nin\n{russian}");
    }
    let portuguese = text_in("pt", &args);
    assert!(
        portuguese.contains("a lista de 1 de dezembro de 2025  pelos últimos dias dos eventos"),
        "{portuguese}"
    );
    // English keeps the month's name as before.
    let english = stdout(&elocalc(&args));
    assert!(english.contains("the 1 December 2025 list"), "{english}");
    machine_output_is_english(&args);
}

const GLICKO_GAME: [&str; 13] = [
    "game",
    "--pool",
    "glicko2",
    "--rating",
    "1500",
    "--rd",
    "200",
    "--opponent",
    "1400",
    "--opponent-rd",
    "30",
    "--result",
    "win",
];

#[test]
fn glicko2_sheets_in_russian_and_portuguese() {
    assert_eq!(
        text_in("ru", &GLICKO_GAME),
        lines(&[
            "Glicko-2 · рейтинговая · τ 0,5",
            "",
            "                     Вы  Соперник",
            "Рейтинг         1500,00   1400,00",
            "RD               200,00     30,00",
            "Ожидание         0,6395    0,3808",
            "Изменение        +63,56     -1,86",
            "Нов. рейтинг    1563,56   1398,14",
            "Новый RD         175,40     31,67",
            "Волатильность  0,059999  0,059999",
            "",
            "Если партия закончится       Вы  Соперник",
            "Вы выиграли              +63,56     -1,86",
            "Ничья                    -24,59     +0,58",
            "Вы проиграли            -112,74     +3,02",
            "",
            "Вы        E 0,6395 · v 4,3768 · Δ 1,5709 · σ′ 0,059999 · RD 200,00 → 175,40",
            "Соперник  E 0,3808 · v 5,9495 · Δ -1,9130 · σ′ 0,059999 · RD 30,00 → 31,67",
        ])
    );
    let period = [
        "period",
        "--pool",
        "glicko2",
        "--rating",
        "1500",
        "1400/30:1",
        "1550/100:0",
        "unrated:0.5",
    ];
    assert_eq!(
        text_in("pt", &period),
        lines(&[
            "Glicko-2 · rating 1500 · RD 350 · volatilidade 0,06 · τ 0,5",
            "",
            "Novo rating   1488,69  ≈95 %: 1102,51 – 1874,87",
            "Variação      -11,31",
            "RD            350,00 → 193,09",
            "Volatilidade  0,060000 → 0,059998",
            "v, Δ          1,775272; -0,093559  variância e melhora na escala do Glicko-2 \
             (passos 3–4)",
            "",
            "#  Adversário   RD  Pont.  Esperada",
            "1        1400   30      1    0,6395",
            "2        1550  100      0    0,4318",
            "3        1500  350    0,5    0,5000",
            "",
            "Seu RD 350 foi assumido: o de um jogador novo. O de um jogador estabelecido é menor \
             e varia menos: informe o RD real.",
            "Partida 3: sem rating, então o adversário contou como o jogador novo do artigo, \
             1500 com RD 350.",
        ])
    );
    machine_output_is_english(&GLICKO_GAME);
    machine_output_is_english(&period);
}

const USCHESS: [&str; 13] = [
    "period",
    "--pool",
    "uschess",
    "--rating",
    "1500",
    "--games-played",
    "22",
    "--event-date",
    "2025-01-10",
    "1400:1",
    "1600:0.5",
    "unrated:1",
    "1500:1",
];

#[test]
fn us_chess_sheets_in_russian_and_portuguese() {
    assert_eq!(
        text_in("ru", &USCHESS),
        lines(&[
            "US Chess · рейтинг 1500 (22 партии) · турнир 2025-01-10 · порог бонуса 10",
            "",
            "Формула             стандартная  K·(S − E) плюс бонус",
            "Эффективные партии  16,57  меньшее из числа сыгранных партий и N* рейтинга",
            "Результат           2,5 (ожид. 1,50)",
            "K                   40,88",
            "Бонус               20,88  K·(S − E) выше 10·√max(m, 4)",
            "Изменение           +61,76",
            "Нов. рейтинг        1562  ровно 1561,7642",
            "",
            // The game left out keeps its place and number, and says why; the next is 4.
            "#  Соперник  Очки   Ожид.  Примечание",
            "1      1400     1  0,6401",
            "2      1600   0,5  0,3599",
            "3   unrated     1       —  нерейтинговая: соперник без рейтинга",
            "4      1500     1  0,5000",
            "",
            "Рассчитано один раз по рейтингам соперников в том виде, как они введены, как это \
             делает оценщик US Chess. Официальный рейтинг сначала пересчитывает и каждого \
             соперника, поэтому может отличаться, если их рейтинги изменились в этом турнире; \
             чтобы быть ближе, введите их рейтинги после турнира.",
            "Партия 3 не учитывается: против соперника без рейтинга считают только по его \
             первой оценке, а для неё нужны его другие партии.",
            "Предварительный: основан на 25 партиях или меньше.",
        ])
    );
    let game = [
        "game",
        "--pool",
        "uschess",
        "--rating",
        "1500",
        "--opponent",
        "1600",
        "--result",
        "draw",
        "--event-date",
        "2025-01-10",
    ];
    let text = text_in("pt", &game);
    for expected in [
        "US Chess · rating 1500 (estabelecido) · evento 2025-01-10 · limiar do bônus 10\n",
        "Pontuação          0,5 (esperada 0,36)\n",
        "Bônus              0,00  nenhum: o bônus exige 3 partidas ou mais, não 1\n",
        "Novo rating        1506  1506,3780 exatamente\n",
        "Se a partida terminar    Você\nVitória sua            +29,15\n",
    ] {
        assert!(text.contains(expected), "{expected}\nin\n{text}");
    }
    machine_output_is_english(&USCHESS);
    machine_output_is_english(&game);
}

/// `args` with `--data-dir DATA`.
fn with_data<'a>(data: &'a str, args: &[&'a str]) -> Vec<&'a str> {
    let mut all = args.to_vec();
    all.extend(["--data-dir", data]);
    all
}

#[test]
fn player_and_the_lists_held_in_portuguese_and_russian() {
    let data = temp_dir();
    // Anna of the worked list, held for two months: her history and its trend are shown.
    hold_list(data.path(), "2026-10", worked_list(2540, 20));
    // Two more Alphas: a name three players answer.
    let mut november = worked_list(2550, 20);
    for (fide_id, name) in [(9000001, "Alpha, Boris"), (9000002, "Alpha, Clara")] {
        november.push(elocalc::rating::list::ListEntry {
            fide_id,
            name: name.to_string(),
            ..Default::default()
        });
    }
    hold_list(data.path(), "2026-11", november);
    let data = data.path().to_str().unwrap();
    let anna = with_data(data, &["player", "1503014"]);
    assert_eq!(
        text_in("ru", &anna),
        lines(&[
            "Alpha, Anna · список за 2026-11",
            "",
            "ID ФИДЕ       1503014",
            "Федерация     NOR",
            "Звания        GM · WGM",
            "Год рождения  1990",
            "",
            "Список    Рейтинг  Партии   K",
            "Классика     2550       0  10",
            "Рапид           —       —   —",
            "Блиц            —       —   —",
            "",
            "Месяц    Классика  Рапид  Блиц",
            "2026-10      2540      —     —",
            "2026-11      2550      —     —",
            "тренд          ▁█",
        ])
    );
    let portuguese = text_in("pt", &anna);
    for expected in [
        "Alpha, Anna · a lista de 2026-11\n",
        "ID FIDE     1503014\nFederação   NOR\nTítulos     GM · WGM\nNascido em  1990\n",
        "Lista     Rating  Partidas   K\nClássico    2550         0  10\n",
        "Mês        Clássico  Rápido  Blitz\n",
        "tendência        ▁█\n",
    ] {
        assert!(
            portuguese.contains(expected),
            "{expected}\nin\n{portuguese}"
        );
    }
    // A name several players answer: how many, in Russian's plural form.
    let several = with_data(data, &["player", "alpha"]);
    assert_eq!(
        text_in("ru", &several).lines().next(),
        Some("найдено 3 игрока · список за 2026-11 · чтобы найти одного, ищите по ID ФИДЕ")
    );
    let portuguese = text_in("pt", &several);
    let mut shown = portuguese.lines();
    assert_eq!(
        shown.next(),
        Some("3 jogadores respondem · a lista de 2026-11 · busque pelo ID FIDE para um só")
    );
    assert_eq!(shown.next(), Some(""));
    assert_eq!(
        words(shown.next().unwrap()),
        [
            "#", "Nome", "ID", "FIDE", "Fed", "Título", "Nasc.", "Cláss.", "Rápido", "Blitz"
        ]
    );
    let months = with_data(data, &["list"]);
    let russian = text_in("ru", &months);
    let mut shown = russian.lines();
    assert_eq!(
        shown.next().unwrap(),
        format!("Рейтинг-листы ФИДЕ на компьютере · {data}/ratings.sqlite3")
    );
    assert_eq!(shown.next(), Some(""));
    assert_eq!(
        words(shown.next().unwrap()),
        ["Месяц", "Игроки", "Импортирован"]
    );
    assert_eq!(words(shown.next().unwrap())[..2], ["2026-10", "4"]);
    assert_eq!(words(shown.next().unwrap())[..2], ["2026-11", "6"]);
    for args in [&anna[..], &several, &months] {
        machine_output_is_english(args);
    }
    // period --fide says on standard error what it took from the list, in the language.
    let fide = with_data(data, &["period", "--fide", "1503014", "2400:1"]);
    let said = |lang: &str| {
        let output = elocalc_in(&[], &[&["--lang", lang][..], &fide].concat());
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stderr).unwrap()
    };
    assert_eq!(
        said("ru"),
        "elocalc: Alpha, Anna (1503014) в списке за 2026-11: рейтинг 2550, K 10\n"
    );
    assert_eq!(
        said("pt"),
        "elocalc: Alpha, Anna (1503014) na lista de 2026-11: rating 2550, K 10\n"
    );
    machine_output_is_english(&fide);
}

#[test]
fn list_import_and_remove_speak_portuguese_and_russian() {
    use crate::fide_list_gen::{self as generate, Layout, Options};
    let files = temp_dir();
    let file = files.path().join(generate::file_name(Layout::Combined));
    generate::write(
        &mut std::fs::File::create(&file).unwrap(),
        Layout::Combined,
        worked_list(2550, 20),
        Options::default(),
    )
    .unwrap();
    let file = file.to_str().unwrap();
    for (lang, expected) in [
        (
            "ru",
            [
                "импортирован список за 2026-11: 4 игрока",
                "Месяц   2026-11",
                "Игроки  4",
                "Файл    сводный список (TXT)",
                "Хранится в",
                "список за 2026-11 удалён",
            ],
        ),
        (
            "pt",
            [
                "lista de 2026-11 importada: 4 jogadores",
                "Mês        2026-11",
                "Jogadores  4",
                "Arquivo    a lista combinada (TXT)",
                "Guardada em",
                "lista de 2026-11 removida",
            ],
        ),
    ] {
        let data = temp_dir();
        let data = data.path().to_str().unwrap();
        let imported = text_in(
            lang,
            &with_data(data, &["list", "import", file, "--month", "2026-11"]),
        );
        let path = format!("{data}/ratings.sqlite3.");
        assert_eq!(
            imported,
            lines(&[
                expected[0],
                "",
                expected[1],
                expected[2],
                expected[3],
                "",
                &format!("{} {path}", expected[4]),
            ])
        );
        // Imported again: the month's earlier import is said, counted.
        let again = text_in(
            lang,
            &with_data(data, &["list", "import", file, "--month", "2026-11"]),
        );
        let earlier = if lang == "ru" {
            "Заменён  прежний импорт этого месяца (4 игрока)"
        } else {
            "Substituída  a importação anterior do mês (4 jogadores)"
        };
        assert!(again.contains(earlier), "{again}");
        assert_eq!(
            text_in(lang, &with_data(data, &["list", "remove", "2026-11"])),
            format!("{}\n", expected[5])
        );
        // No list held: what to do, in the language.
        let none = text_in(lang, &with_data(data, &["list"]));
        let title = if lang == "ru" {
            "На этом компьютере нет рейтинг-листа ФИДЕ\n"
        } else {
            "Nenhuma lista de rating da FIDE está guardada neste computador\n"
        };
        assert!(none.starts_with(title), "{none}");
    }
    // The import's JSON is the same in every language (each import in a fresh directory).
    let english = temp_dir();
    let english = english.path().to_str().unwrap();
    let json = |vars: &[(&str, &str)], data: &str| {
        let output = elocalc_in(
            vars,
            &with_data(
                data,
                &["list", "import", file, "--month", "2026-11", "--json"],
            ),
        );
        let text = String::from_utf8(output.stdout).unwrap();
        text.replace(data, "DATA")
    };
    let said = json(&[("LANG", "en_US.UTF-8")], english);
    for vars in [[("LANG", "pt_BR.UTF-8")], [("LANG", "ru_RU.UTF-8")]] {
        let other = temp_dir();
        assert_eq!(json(&vars, other.path().to_str().unwrap()), said);
    }
}

/// A config directory with a saved game.
fn config_with_a_game() -> TempDir {
    use elocalc::calc::Request;
    use elocalc::store::{SessionName, Store};
    let dir = temp_dir();
    let game = Request {
        rating: "1600".into(),
        opponent: "1400".into(),
        ..Request::default()
    };
    Store::new(dir.path())
        .save(&SessionName::parse("friendly").unwrap(), &game)
        .unwrap();
    dir
}

#[test]
fn sessions_in_portuguese_and_russian() {
    let dir = config_with_a_game();
    let config = dir.path().to_str().unwrap();
    let listed = text_in("ru", &["--config-dir", config, "sessions", "list"]);
    let mut shown = listed.lines();
    assert_eq!(
        words(shown.next().unwrap()),
        ["Имя", "Режим", "Пул", "Партии", "Сохранена"]
    );
    assert_eq!(
        words(shown.next().unwrap())[..4],
        ["friendly", "Партия", "Классика", "ФИДЕ"]
    );
    let listed = text_in("pt", &["--config-dir", config, "sessions", "list"]);
    assert_eq!(
        words(listed.lines().next().unwrap()),
        ["Nome", "Modo", "Sistema", "Partidas", "Salva", "em"]
    );
    let show = text_in(
        "ru",
        &["--config-dir", config, "sessions", "show", "friendly"],
    );
    assert!(
        show.starts_with("Сессия 'friendly' · режим «Партия»\n\nКлассика ФИДЕ · рейтинговая\n"),
        "{show}"
    );
    let show = text_in(
        "pt",
        &["--config-dir", config, "sessions", "show", "friendly"],
    );
    assert!(
        show.starts_with("Sessão 'friendly' · modo Partida\n\nFIDE Clássico · vale rating\n"),
        "{show}"
    );
    machine_output_is_english(&["--config-dir", config, "sessions", "show", "friendly"]);
    let json = |lang: &str| {
        elocalc_in(
            &[],
            &[
                "--lang",
                lang,
                "--config-dir",
                config,
                "sessions",
                "list",
                "--json",
            ],
        )
        .stdout
    };
    assert_eq!(json("ru"), json("en"));
    assert_eq!(json("pt"), json("en"));
    assert_eq!(
        text_in(
            "ru",
            &["--config-dir", config, "sessions", "delete", "friendly"]
        ),
        "сессия 'friendly' удалена\n"
    );
    assert_eq!(
        text_in("pt", &["--config-dir", config, "sessions", "list"]),
        format!("nenhuma sessão salva em {config}/sessions\n")
    );
}

/// `screen` has no "…" but those of `english` (a range's, never a cut word).
fn assert_nothing_cut(screen: &str, english: &str) {
    assert_eq!(
        screen.matches('…').count(),
        english.matches('…').count(),
        "nothing cut:\n{screen}\nEnglish:\n{english}"
    );
}

#[test]
fn the_glicko2_us_chess_and_first_rating_panels_hold_at_80x24_in_portuguese_and_russian() {
    use elocalc::tui::state::App;
    fn glicko2_game() -> App {
        let mut app = App::new();
        replace(&mut app, "1500");
        focus(&mut app, elocalc::calc::Entry::Opponent);
        replace(&mut app, "1400");
        choose_pool(&mut app, elocalc::calc::System::by_key("glicko2").unwrap());
        app
    }
    /// Tournament mode, unrated: a first rating from five games (1781, as `initial`'s).
    fn first_rating() -> App {
        let mut app = App::new();
        press(&mut app, crossterm::event::KeyCode::F(3));
        replace(&mut app, "unrated");
        focus(&mut app, elocalc::calc::Entry::Rows);
        for (opponent, score) in [
            ("1500", "1"),
            ("1600", "0.5"),
            ("1700", "0"),
            ("1800", "1"),
            ("1550", "1"),
        ] {
            add_game(&mut app, opponent, score);
        }
        app
    }
    let apps = [
        ("glicko2 period", glicko2_app as fn() -> App),
        ("uschess game", uschess_app),
        ("glicko2 game", glicko2_game),
        ("first rating", first_rating),
    ];
    for (name, app) in apps {
        let english = screen(&app(), 80, 24);
        for lang in [Lang::Pt, Lang::Ru] {
            let shown = screen(&app().speaking(lang), 80, 24);
            assert_nothing_cut(&shown, &english);
            // The panels' numbers are the sheet's, with a comma.
            let said = match (name, lang) {
                ("glicko2 period", Lang::Pt) => "Volatilidade  0,060000 → 0,059996",
                ("glicko2 period", _) => "Волатильность  0,060000 → 0,059996",
                ("uschess game", Lang::Pt) => "Pontuação          1 (esperada 0,24)",
                ("uschess game", _) => "Результат           1 (ожид. 0,24)",
                ("glicko2 game", Lang::Pt) => "Esperado      0,5951      0,4049",
                ("glicko2 game", _) => "Ожидание       0,5951     0,4049",
                (_, Lang::Pt) => "Publicado  sim",
                _ => "Публикуется  да",
            };
            assert!(shown.contains(said), "{name} {lang}:\n{shown}");
            // How Ra was found stays on screen, as in English.
            if name == "first rating" {
                assert!(english.contains("(Σ opponents + 2 × 1800) / (5 + 2)"));
                let how = match lang {
                    Lang::Pt => "(Σ adversários + 2 × 1800) / (5 + 2)",
                    _ => "(Σ соперников + 2 × 1800) / (5 + 2)",
                };
                assert!(shown.contains(how), "{lang}:\n{shown}");
            }
        }
    }
}

#[test]
fn several_tournament_files_as_one_period_in_russian_and_portuguese() {
    let fixture = |name: &str| {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/trf")
            .join(name)
            .to_str()
            .unwrap()
            .to_string()
    };
    let (a, b) = (fixture("period-a.trf"), fixture("period-b.trf"));
    let files = ["trf", &a, &b];
    let russian = text_in("ru", &files);
    let mut shown = russian.lines();
    assert_eq!(
        shown.next(),
        Some("Рейтинговый период из 2 файлов · Классика ФИДЕ · 4 игрока")
    );
    for expected in [
        "#  Имя              ID ФИДЕ  Фед  База   K  Турниры  n  Σ K·chg   Δ   Нов\n",
        "1  Mann, Max        1000001  NOR  2789  10        2  4    +5,70  +6  2795\n",
        "1  Mann, Max        1 · Autumn Open A  2789  2  +0,83  +8,30\n",
        "Один рейтинговый период: турниры каждого игрока по его рейтингу в каждом файле (Ro), \
         один K после K·n ≤ 700 за период, Σ K·chg округляется один раз и прибавляется к \
         базе — его рейтингу в последнем файле по дате начала (042).\n",
        "K из последнего файла: 40 для юниоров ниже 2300, 10 от 2400, иначе 20.",
    ] {
        assert!(russian.contains(expected), "{expected}\nin\n{russian}");
    }
    // One player's period of the files: where the base and K came from, on standard error.
    let period = ["period", "--trf", &a, "--trf", &b, "--player", "1000001"];
    let output = elocalc_in(&[], &[&["--lang", "pt"][..], &period].concat());
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        format!(
            "elocalc: base 2789: o rating do jogador em {b}, o arquivo mais recente pela data de \
             início (042)\nelocalc: K 10: a regra do arquivo para o jogador em {b} (rating 2400 \
             ou mais); o K 40 de um jogador novo e o K 10 de quem já teve 2400 não estão num \
             TRF\n"
        )
    );
    machine_output_is_english(&files);
    machine_output_is_english(&period);
}

#[test]
fn a_list_held_but_none_in_force_is_said_in_russian_on_standard_error() {
    let data = temp_dir();
    // The worked example starts 2026-03-02; only April's list is held.
    hold_list(data.path(), "2026-04", worked_list(2700, 20));
    let data = data.path().to_str().unwrap();
    let worked =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/trf/worked-example.trf");
    let args = with_data(data, &["trf", worked.to_str().unwrap()]);
    let output = elocalc_in(&[], &[&["--lang", "ru"][..], &args].concat());
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "elocalc: ни один имеющийся список ФИДЕ не датирован днём начала или раньше \
         (2026-03-02): K только из файла, без сверки со списком\n"
    );
    machine_output_is_english(&args);
}
