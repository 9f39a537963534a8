//! What the user sees: each mode drawn to a test backend at 80×24 and 120×40 (and 200×50),
//! and the sizes around every layout's edges drawn with their key value or the notice.

use crate::common;

use common::*;
use crossterm::event::KeyCode;
use elocalc::calc::{Entry, KPreset};
use elocalc::tui::state::App;

/// 1600 against 1400, as a user would type it.
fn game_app() -> App {
    let mut app = App::new();
    replace(&mut app, "1600");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "1400");
    app
}

#[test]
fn game_mode_shows_both_players_the_scenarios_and_the_derivation() {
    let screen = screen(&game_app(), 80, 24);
    assert_contains(
        &screen,
        &[
            "F2 Game",
            "FIDE Standard",
            "Your rating       1600",
            "Opponent's rating 1400",
            "FIDE Standard · game rated",
            "0.76 (76%)",
            "0.24 (24%)",
            "+4.80 → +5",
            "-4.80 → -5",
            "1605",
            "1395",
            "Win for you   +5          -5",
            "Draw for you  -5          +5",
            "Loss for you  -15         +15",
            "You       table 8.1.2 · D +200 → PD 0.76 · 20 × (1 − 0.76) = +4.80",
            "Your opponent's new rating is below 1400: shown as unrated on the next list.",
            "Expected score by rating difference",
            // A chart with no room for its legend names its series by their shapes.
            "└ █ you: D +200 → expected 0.76 ─",
            "─ • table 8.1.2 · │ ±400 cap ┘",
        ],
    );
    insta::assert_snapshot!("game_80x24", screen);
    insta::assert_snapshot!("game_120x40", screen_of(&game_app(), 120, 40));
    insta::assert_snapshot!("game_200x50", screen_of(&game_app(), 200, 50));
}

fn screen_of(app: &App, width: u16, height: u16) -> String {
    screen(app, width, height)
}

#[test]
fn tournament_mode_shows_rows_and_totals() {
    let app = tournament_app();
    let small = screen(&app, 80, 24);
    assert_contains(
        &small,
        &[
            "Games (4)",
            "1798   1    +124     0.67       +13.20",
            "1801   0    +121     0.66       -26.40",
            "1897   1     +25     0.53       +18.80",
            "unrated   0.5     —        —         0.00 unrated opponent",
            "Rated games  3",
            // The unrated opponent's draw is not rated, and still said.
            "Score        2 of 3 rated · 2.5 of 4",
            "in all (expected 1.86)",
            "+5.60 → +6",
            "1928",
        ],
    );
    insta::assert_snapshot!("tournament_80x24", small);
    let large = screen(&app, 120, 40);
    assert_contains(
        &large,
        &["Expected score by rating difference", "opponents"],
    );
    insta::assert_snapshot!("tournament_120x40", large);
    insta::assert_snapshot!("tournament_200x50", screen(&app, 200, 50));
}

#[test]
fn multi_mode_shows_expected_per_game_and_in_all() {
    let screen = screen(&multi_app(), 80, 24);
    assert_contains(
        &screen,
        &[
            "Expected         0.36 × 5 = 1.80",
            "Difference used  -100",
            "+34.00 → +34",
            "1534",
        ],
    );
    insta::assert_snapshot!("multi_80x24", screen);
    insta::assert_snapshot!("multi_120x40", screen_of(&multi_app(), 120, 40));
    insta::assert_snapshot!("multi_200x50", screen_of(&multi_app(), 200, 50));
}

#[test]
fn invalid_input_shows_a_dash_and_the_reason_in_red() {
    let mut app = App::new();
    replace(&mut app, "5000");
    let terminal = draw(&app, 80, 24);
    let screen = screen(&app, 80, 24);
    assert_contains(
        &screen,
        &["✗ Your rating", "—", "rating '5000' must be a number"],
    );
    // The form's border is red.
    let buffer = terminal.backend().buffer();
    assert_eq!(buffer[(0, 1)].fg, elocalc::tui::view::theme::ERROR);
}

#[test]
fn the_help_overlay_lists_every_key_from_the_key_table() {
    let mut app = App::new();
    elocalc::tui::handle_event(&mut app, &crossterm::event::Event::Resize(80, 24));
    press(&mut app, KeyCode::F(1));
    let first = screen(&app, 80, 24);
    insta::assert_snapshot!("help_80x24", first);
    // At 80×24 the help scrolls: every key is on one of its pages, and the title says how.
    assert!(first.contains("↑ ↓: scroll"), "{first}");
    let mut pages = first;
    for _ in 0..6 {
        press(&mut app, KeyCode::PageDown);
        pages += &screen(&app, 80, 24);
    }
    let english = elocalc::tui::keys::BINDINGS
        .iter()
        .filter(|b| b.speaks.includes(elocalc::i18n::Lang::En));
    for binding in english {
        assert!(
            pages.contains(binding.keys),
            "{} missing from help:\n{pages}",
            binding.keys
        );
    }
    // Past its end the help stays at its last page, and the first key back moves it at once.
    let last = screen(&app, 80, 24);
    for _ in 0..20 {
        press(&mut app, KeyCode::Down);
    }
    assert_eq!(screen(&app, 80, 24), last);
    press(&mut app, KeyCode::Up);
    assert_ne!(screen(&app, 80, 24), last);
    // On a tall screen all of it shows at once, and nothing scrolls.
    let mut tall = App::new();
    press(&mut tall, KeyCode::F(1));
    assert!(!screen(&tall, 120, 50).contains("scroll"));
}

#[test]
fn the_footer_follows_the_focus() {
    let mut app = tournament_app();
    let last_line = |app: &App| screen(app, 200, 40).lines().last().unwrap().to_string();
    assert!(last_line(&app).contains("edit the cell"));
    assert!(last_line(&app).contains("add a game"));
    focus(&mut app, Entry::Pool);
    assert!(last_line(&app).contains("change the choice"));
}

#[test]
fn a_small_terminal_asks_to_be_enlarged() {
    let screen = screen(&App::new(), 60, 20);
    assert!(screen.contains("Enlarge the terminal"), "{screen}");
    assert!(screen.contains("80×24"));
}

#[test]
fn every_layout_edge_draws_its_key_value_or_the_notice() {
    let mut help = App::new();
    press(&mut help, KeyCode::F(1));
    // Each app with a value that must be on screen whenever the layout fits.
    let apps = [
        (game_app(), "1605"),
        (tournament_app(), "1928"),
        (multi_app(), "1534"),
        (help, "Keys"),
    ];
    // Nothing at all, one cell, each side of the smallest layout, the chart's and the
    // tournament chart's thresholds, the usual sizes and a large one.
    let sizes = [
        (0, 0),
        (1, 1),
        (0, 40),
        (120, 0),
        (79, 24),
        (80, 23),
        (80, 24),
        (81, 25),
        (100, 30),
        (109, 40),
        (110, 40),
        (120, 40),
        (200, 50),
        (80, 60),
        (250, 24),
    ];
    for (app, value) in &apps {
        for (width, height) in sizes {
            let shown = screen(app, width, height);
            if width < 80 || height < 24 {
                if width * height >= 80 {
                    assert!(
                        shown.contains("Enlarge the terminal"),
                        "{width}×{height}:\n{shown}"
                    );
                }
            } else {
                assert!(
                    shown.contains(value),
                    "{value} at {width}×{height}:\n{shown}"
                );
            }
        }
    }
}

#[test]
fn a_thousand_rows_scroll_with_the_selection_in_view() {
    let mut app = tournament_app();
    for i in 0..996 {
        add_game(&mut app, &(1500 + i % 700).to_string(), "1");
    }
    assert_eq!(app.request().rows.len(), 1000);
    press(&mut app, KeyCode::Home);
    let top = screen(&app, 120, 40);
    assert!(top.contains("   1      1798"), "{top}");
    assert!(top.contains("Games 1–"), "where the list is: {top}");
    press(&mut app, KeyCode::End);
    let bottom = screen(&app, 120, 40);
    assert!(bottom.contains("1000      1795"), "{bottom}");
    assert!(!bottom.contains("   1      1798"));
    assert!(bottom.contains("–1000 of 1000"), "{bottom}");
    // g and G, k and j move as Home, End, ↑ and ↓ do.
    press(&mut app, KeyCode::Char('g'));
    assert_eq!(app.tournament().selected, 0);
    press(&mut app, KeyCode::Char('j'));
    assert_eq!(app.tournament().selected, 1);
    press(&mut app, KeyCode::Char('G'));
    assert_eq!(app.tournament().selected, 999);
    press(&mut app, KeyCode::Char('k'));
    assert_eq!(app.tournament().selected, 998);
}

/// How to write the screenshots again after changing the UI.
const REFRESH: &str = "ELOCALC_SCREENSHOTS=write cargo test --test it screenshots";

/// The README's screenshots are what the app draws now: each is drawn again (in a process of
/// its own, with the time zone fixed, as the session list shows local times) and compared with
/// the committed SVG; with ELOCALC_SCREENSHOTS=write they are written instead.
#[test]
fn screenshots_are_what_the_app_draws() {
    let mode = std::env::var("ELOCALC_SCREENSHOTS").unwrap_or_else(|_| "check".into());
    let output = in_own_process(
        "tui_render::draw_screenshots",
        &[
            ("ELOCALC_SCREENSHOTS", mode.as_ref()),
            ("TZ", "UTC".as_ref()),
        ],
    )
    .output()
    .unwrap();
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The apps the README shows, by screenshot name.
fn screenshot_apps(
    store: &elocalc::store::Store,
    lists: &std::path::Path,
) -> Vec<(&'static str, App)> {
    let mut help = game_app();
    press(&mut help, KeyCode::F(1));
    let mut sessions = Driven::new(game_app(), Some(store.clone()));
    sessions.ctrl('o');
    let mut import = Driven::new(App::new(), None);
    import.press(KeyCode::F(7));
    import.type_text("tests/fixtures/club-open.pgn");
    import.press(KeyCode::Tab);
    import.type_text("Petrova, Anna");
    import.press(KeyCode::Enter);
    vec![
        ("game", game_app()),
        ("tournament", tournament_app()),
        ("period", period_app()),
        ("multi", multi_app()),
        ("norm", norm_app()),
        ("field", field_app()),
        ("glicko2", glicko2_app()),
        ("uschess", uschess_app()),
        ("help", help),
        ("sessions", sessions.app),
        ("import", import.app),
        ("game-pt", game_speaking(elocalc::i18n::Lang::Pt)),
        ("game-ru", game_speaking(elocalc::i18n::Lang::Ru)),
        ("lookup", lookup_app(lists).app),
        ("history", history_app(lists)),
    ]
}

/// Game mode's screenshot in another language: the same game, its words and numbers.
fn game_speaking(lang: elocalc::i18n::Lang) -> App {
    let mut app = App::new().speaking(lang);
    replace(&mut app, "1600");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "1400");
    app
}

/// Invented players (FIDE's lists are never part of the project): the Quists, over six months
/// of lists, among generated others.
fn hold_screenshot_lists(dir: &std::path::Path) {
    use elocalc::rating::list::{ListEntry, ListMonth, ListRating};
    use elocalc::store::RatingsList;
    let rated = |rating: u16, k: u8| {
        Some(ListRating {
            rating,
            games: 4,
            k: Some(k),
        })
    };
    let mut lists = RatingsList::open(&RatingsList::default_path(dir)).unwrap();
    let months = [
        "2026-07", "2026-08", "2026-09", "2026-10", "2026-11", "2026-12",
    ];
    for (at, month) in months.iter().enumerate() {
        let step = at as u16;
        let quists = [
            (
                9_900_001,
                "Quist, Testa",
                "ISL",
                "FM",
                1790 + 11 * step,
                1760 + 4 * step,
                2009,
            ),
            (
                9_900_002,
                "Quist, Ulla",
                "NOR",
                "IM",
                2230 - 4 * step,
                2190,
                1990,
            ),
            (
                9_900_003,
                "Quist, Tomas",
                "SWE",
                "",
                1912 + 3 * step,
                1880,
                1984,
            ),
            (
                9_900_004,
                "Quintero, Ana",
                "ESP",
                "WFM",
                2041 - 2 * step,
                1999,
                1996,
            ),
        ]
        .map(
            |(fide_id, name, federation, title, standard, rapid, born)| ListEntry {
                fide_id,
                name: name.into(),
                federation: Some(federation.into()),
                title: (!title.is_empty()).then(|| title.into()),
                standard: rated(standard, if born > 2005 { 40 } else { 20 }),
                rapid: rated(rapid, 20),
                born: Some(born),
                ..ListEntry::default()
            },
        );
        let entries = crate::fide_list_gen::entries(7, 2000)
            .chain(quists)
            .map(Ok::<_, std::convert::Infallible>);
        lists
            .import(ListMonth::parse(month).unwrap(), entries, |_| ())
            .unwrap();
    }
}

/// Tournament mode with you and two opponents taken from the list, a third being looked up.
fn lookup_app(lists: &std::path::Path) -> Driven {
    let mut app = Driven::with_lists(App::new().in_year(2026), Some(lists));
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::FidePlayer);
    type_text(&mut app, "9900001");
    press(&mut app, KeyCode::Enter);
    for (name, score) in [("quist u", "0"), ("quintero", "1")] {
        focus(&mut app, Entry::Rows);
        press(&mut app, KeyCode::Char('a'));
        type_text(&mut app, name);
        press(&mut app, KeyCode::Enter);
        type_text(&mut app, score);
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Esc);
    }
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "quist t");
    app
}

/// Your ratings over the six months held, charted (`h` on your rating).
fn history_app(lists: &std::path::Path) -> App {
    let mut driven = lookup_app(lists);
    driven.press(KeyCode::Esc);
    driven.press(KeyCode::Esc);
    focus(&mut driven.app, Entry::Rating);
    driven.press(KeyCode::Char('h'));
    driven.app
}

/// P1 (docs/rules/period.md) in Tournament mode, the games table focused: three events.
fn period_app() -> App {
    let mut app = p1_app();
    focus(&mut app, Entry::Rows);
    app
}

/// Run by `screenshots_are_what_the_app_draws`.
#[test]
#[ignore = "run by screenshots_are_what_the_app_draws, in a process with the time zone fixed"]
fn draw_screenshots() {
    let Ok(mode) = std::env::var("ELOCALC_SCREENSHOTS") else {
        return;
    };
    let config = temp_dir();
    for (file, name, mode_name, games, saved) in [
        (
            "Club Open%3A R5.json",
            "Club Open: R5",
            "tournament",
            5,
            "2026-11-29T18:42:07Z",
        ),
        (
            "friendly.json",
            "friendly",
            "game",
            0,
            "2026-11-28T09:15:00Z",
        ),
        (
            "blitz night.json",
            "blitz night",
            "tournament",
            14,
            "2026-11-20T21:03:44Z",
        ),
    ] {
        let rows = vec![r#"{"opponent": "1800", "score": "1"}"#; games].join(",");
        let text = format!(
            r#"{{"version": 1, "name": "{name}", "modified": "{saved}", "form": {{"mode": "{mode_name}", "rows": [{rows}]}}}}"#
        );
        std::fs::create_dir_all(config.path().join("sessions")).unwrap();
        std::fs::write(config.path().join("sessions").join(file), text).unwrap();
    }
    let store = elocalc::store::Store::new(config.path());
    let lists = temp_dir();
    hold_screenshot_lists(lists.path());
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("screenshots");
    let mut stale = Vec::new();
    // Each screen on a dark terminal; Game and Tournament mode on a light one too.
    let drawn_screens =
        screenshot_apps(&store, lists.path())
            .into_iter()
            .flat_map(|(name, app)| {
                let buffer = draw(&app, 100, 30).backend().buffer().clone();
                let light = matches!(name, "game" | "tournament").then(|| {
                    (
                        format!("{name}-light"),
                        svg::from_buffer(&buffer, &svg::LIGHT),
                    )
                });
                std::iter::once((name.to_string(), svg::from_buffer(&buffer, &svg::DARK)))
                    .chain(light)
            });
    for (name, drawn) in drawn_screens {
        let svg_path = dir.join(format!("{name}.svg"));
        if mode == "write" {
            std::fs::write(&svg_path, &drawn).unwrap();
            let png = dir.join(format!("{name}.png"));
            let converted = std::process::Command::new("rsvg-convert")
                .arg("-o")
                .arg(&png)
                .arg(&svg_path)
                .status();
            if !converted.is_ok_and(|status| status.success()) {
                eprintln!(
                    "rsvg-convert (Debian's librsvg2-bin) is missing: {name}.png not written"
                );
            }
        } else if std::fs::read_to_string(&svg_path).ok().as_deref() != Some(drawn.as_str()) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "screenshots/{stale:?} are not what the app draws: run `{REFRESH}`"
    );
}

mod svg {
    use ratatui::buffer::Buffer;
    use ratatui::style::{Color, Modifier};

    const CELL_WIDTH: f64 = 8.4;
    const CELL_HEIGHT: f64 = 17.0;

    /// A terminal's colours: its background and foreground, and its ANSI palette in the order
    /// black, red, green, yellow, blue, magenta, cyan, grey (7), dark grey (8), white (15).
    pub struct Palette {
        background: &'static str,
        foreground: &'static str,
        ansi: [&'static str; 10],
    }

    /// A dark terminal (Catppuccin Mocha's colours).
    pub const DARK: Palette = Palette {
        background: "#1e1e2e",
        foreground: "#d4d4d4",
        ansi: [
            "#1e1e2e", "#f38ba8", "#a6e3a1", "#f9e2af", "#89b4fa", "#f5c2e7", "#89dceb", "#bac2de",
            "#6c7086", "#ffffff",
        ],
    };

    /// A light terminal (GNOME Terminal's default, Tango's colours): ANSI grey and white are as
    /// faint on it as on a real one, so a label drawn in them would show it.
    pub const LIGHT: Palette = Palette {
        background: "#ffffff",
        foreground: "#171421",
        ansi: [
            "#2e3436", "#cc0000", "#4e9a06", "#c4a000", "#3465a4", "#75507b", "#06989a", "#d3d7cf",
            "#555753", "#eeeeec",
        ],
    };

    fn hex(color: Color, default: &'static str, palette: &Palette) -> String {
        let index = match color {
            Color::Reset | Color::Indexed(_) => return default.to_string(),
            Color::Rgb(r, g, b) => return format!("#{r:02x}{g:02x}{b:02x}"),
            Color::Black => 0,
            Color::Red | Color::LightRed => 1,
            Color::Green | Color::LightGreen => 2,
            Color::Yellow | Color::LightYellow => 3,
            Color::Blue | Color::LightBlue => 4,
            Color::Magenta | Color::LightMagenta => 5,
            Color::Cyan | Color::LightCyan => 6,
            Color::Gray => 7,
            Color::DarkGray => 8,
            Color::White => 9,
        };
        palette.ansi[index].to_string()
    }

    fn escape(text: &str) -> String {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    }

    /// Each cell as a background rectangle and a glyph, in a monospace font.
    pub fn from_buffer(buffer: &Buffer, palette: &Palette) -> String {
        let (background, foreground) = (palette.background, palette.foreground);
        let area = buffer.area;
        let (width, height) = (
            f64::from(area.width) * CELL_WIDTH,
            f64::from(area.height) * CELL_HEIGHT,
        );
        let mut svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             font-family=\"DejaVu Sans Mono, monospace\" font-size=\"14\">\n\
             <rect width=\"100%\" height=\"100%\" fill=\"{background}\"/>\n"
        );
        for y in 0..area.height {
            for x in 0..area.width {
                let cell = &buffer[(x, y)];
                let (px, py) = (f64::from(x) * CELL_WIDTH, f64::from(y) * CELL_HEIGHT);
                if cell.bg != Color::Reset {
                    svg += &format!(
                        "<rect x=\"{px:.1}\" y=\"{py:.1}\" width=\"{CELL_WIDTH}\" height=\"{CELL_HEIGHT}\" fill=\"{}\"/>\n",
                        hex(cell.bg, background, palette)
                    );
                }
                let symbol = cell.symbol();
                if symbol.trim().is_empty() {
                    continue;
                }
                let weight = if cell.modifier.contains(Modifier::BOLD) {
                    " font-weight=\"bold\""
                } else {
                    ""
                };
                svg += &format!(
                    "<text x=\"{px:.1}\" y=\"{:.1}\" fill=\"{}\"{weight}>{}</text>\n",
                    py + CELL_HEIGHT * 0.78,
                    hex(cell.fg, foreground, palette),
                    escape(symbol)
                );
            }
        }
        svg += "</svg>\n";
        svg
    }
}

#[test]
fn the_k_rule_and_the_performance_are_shown() {
    let mut app = tournament_app().in_year(2026);
    focus(&mut app, Entry::KPreset);
    press(&mut app, KeyCode::Left); // 40 → Custom… Left from 40 wraps to FIDE auto
    assert_eq!(app.request().k.preset, KPreset::FideAuto);
    focus(&mut app, Entry::GamesPlayed);
    replace(&mut app, "12");
    let screen = screen(&app, 120, 40);
    assert_contains(
        &screen,
        &[
            "‹ FIDE auto ›",
            "Games so far",
            // Wrapped at a word in the 40-column panel.
            "│K 40: fewer than 30 rated games       │",
            "│completed                             │",
            "Performance  1957  = 1832.00 + 125 (p 0.67, table 8.1.1)",
        ],
    );
}

#[test]
fn an_unrated_player_sees_the_first_rating_and_its_derivation() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "");
    type_text(&mut app, "unrated");
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [
        ("1600", "1"),
        ("1700", "1"),
        ("1800", "½"),
        ("1900", "0"),
        ("2000", "0"),
    ] {
        add_game(&mut app, opponent, score);
    }
    let screen = screen(&app, 80, 24);
    assert_contains(
        &screen,
        &[
            "Initial rating (FIDE 8.2)",
            "Games      5 against rated opponents",
            "Ra         1800.00",
            "p          0.50  (2.5 + 1) / (5 + 2)",
            "Rating     1800",
        ],
    );
}

#[test]
fn the_cursor_sits_in_the_cell_being_edited() {
    let mut app = tournament_app();
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "18");
    let mut terminal = draw(&app, 80, 24);
    let cursor = terminal.get_cursor_position().unwrap();
    // The opponent column starts after the border (1), "#" (4) and a space: x 6, plus 2 typed.
    assert_eq!(cursor.x, 8);
    let line = screen(&app, 80, 24)
        .lines()
        .nth(cursor.y as usize)
        .unwrap()
        .to_string();
    assert!(line.contains("   5 18"), "{line}");
    // Enter moves to the score cell: opponent column (9) and a space further on.
    press(&mut app, KeyCode::Enter);
    let mut terminal = draw(&app, 80, 24);
    assert_eq!(terminal.get_cursor_position().unwrap().x, 16);
}

#[test]
fn text_from_a_session_file_is_drawn_without_its_control_characters() {
    let mut app = App::with_request(
        elocalc::calc::Request {
            rating: "\u{1b}]0;PWNED\u{7}1500".into(),
            rows: vec![elocalc::calc::Row::new(
                "\u{1b}[2J",
                elocalc::rating::Score::Win,
            )],
            ..elocalc::calc::Request::default()
        },
        elocalc::store::SessionName::default_name(),
    );
    for mode in [KeyCode::F(2), KeyCode::F(3)] {
        press(&mut app, mode);
        let terminal = draw(&app, 120, 40);
        let buffer = terminal.backend().buffer();
        assert!(
            buffer
                .content()
                .iter()
                .all(|cell| !cell.symbol().chars().any(char::is_control)),
            "a control character was drawn"
        );
        assert!(screen(&app, 120, 40).contains("\\u{1b}"));
    }
}

/// Each line of `screen` joined to the next where a panel's text goes on, for finding a
/// message that was wrapped: the text inside borders, one string.
fn panel_text(screen: &str) -> String {
    screen
        .lines()
        .map(|line| line.trim_matches(|c: char| "│┌┐└┘─ ".contains(c)))
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn messages_are_shown_whole_at_80x24() {
    // A first rating that would not be published, and why.
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "unrated");
    focus(&mut app, Entry::Rows);
    add_game(&mut app, "1500", "1");
    // The results panel alone (right of the form, 40 columns wide at 80×24).
    let right: String = screen(&app, 80, 24)
        .lines()
        .map(|line| line.chars().skip(40).collect::<String>() + "\n")
        .collect();
    let shown = panel_text(&right);
    assert!(
        shown.contains("no: 1 game against rated opponents; at least 5 are needed"),
        "{shown}"
    );
    // A value not allowed, named and whole, in the form.
    let mut app = App::new();
    replace(&mut app, "5000");
    let shown = panel_text(&screen(&app, 80, 24));
    assert!(
        shown.contains("Your rating: rating '5000' must be a number from 0 to 4000"),
        "{shown}"
    );
    // The pool's name keeps its ›.
    focus(&mut app, Entry::Pool);
    press(&mut app, KeyCode::Left);
    assert!(screen(&app, 80, 24).contains("‹ Continuous Elo ›"));
    // A refused session name, whole, in the prompt.
    ctrl(&mut app, 's');
    type_text(&mut app, "a/b");
    press(&mut app, KeyCode::Enter);
    let shown = panel_text(&screen(&app, 80, 24));
    assert!(
        shown.contains("a session name cannot contain / or \\"),
        "{shown}"
    );
}

#[test]
fn the_games_number_column_fits_the_largest_number() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    focus(&mut app, Entry::Rows);
    let rows = "1500 | 1\n".repeat(12_345);
    paste(&mut app, &rows);
    press(&mut app, KeyCode::End);
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("12345      1500"), "{shown}");
}

#[test]
fn the_footer_names_each_key_once_and_always_how_to_quit() {
    let mut app = tournament_app();
    press(&mut app, KeyCode::Esc); // no field has the focus
    for app in [&app, &App::new(), &tournament_app()] {
        let footer = screen(app, 200, 50).lines().last().unwrap().to_string();
        assert!(footer.contains("^C ^Q"), "{footer}");
        // The help's key once, or "? more" at the end when not every key fits.
        let help = footer.matches("? F1").count();
        assert!(
            help == 1 || (help == 0 && footer.trim_end().ends_with("? more")),
            "{footer}"
        );
    }
}

#[test]
fn the_chart_marks_a_game_at_the_difference_used() {
    let mut app = App::new();
    replace(&mut app, "1600");
    press(&mut app, KeyCode::Tab);
    replace(&mut app, "1000");
    let shown = screen(&app, 120, 40);
    assert_contains(
        &shown,
        &[
            "you: D +400 (real +600)",
            "logistic",
            "table 8.1.2",
            "±400 cap",
        ],
    );
    // The How line says the capped difference at every size, the chart or not.
    let small = panel_text(&screen(&app, 80, 24));
    assert!(
        small.contains("D +400 (real +600: the 400-point rule)"),
        "{small}"
    );
    // Where no cap applies, the real difference is the one used.
    replace(&mut app, "1200");
    assert!(screen(&app, 120, 40).contains("you: D +400"));
    replace(&mut app, "1300");
    let shown = screen(&app, 120, 40);
    assert!(
        shown.contains("you: D +300") && !shown.contains("real"),
        "{shown}"
    );
}

/// N01 of docs/rules/need.md in Tournament mode: 2000 at K 20, nine rounds left against 2000,
/// a target of 2020, in `lang`.
fn targets_app(lang: elocalc::i18n::Lang) -> App {
    tournament_targets(lang, ["2000", "9", "2000", "2020"])
}

/// Tournament mode in `lang`: a rating, then the rounds to play, their average and a target.
fn tournament_targets(
    lang: elocalc::i18n::Lang,
    [rating, remaining, average, target]: [&str; 4],
) -> App {
    let mut app = App::new().speaking(lang);
    replace(&mut app, rating);
    press(&mut app, KeyCode::F(3));
    for (field, text) in [
        (Entry::Remaining, remaining),
        (Entry::RemainingAverage, average),
        (Entry::Target, target),
    ] {
        focus(&mut app, field);
        replace(&mut app, text);
    }
    app
}

#[test]
fn the_targets_table_says_what_the_rounds_to_play_must_bring() {
    let mut app = targets_app(elocalc::i18n::Lang::En);
    let small = screen(&app, 80, 24);
    // 2100 is out of reach: nine wins at PD 0.50 bring 9 × 0.5 × 20 = +90, so 2090 at best.
    assert_contains(
        &small,
        &[
            "Rounds to play    9",
            "Keep 2000         4½ of 9",
            "Gain 10: 2010     5 of 9",
            "Reach 2100        best: 9 of 9 → 2090",
            "Your target 2020  5½ of 9",
        ],
    );
    insta::assert_snapshot!("targets_80x24", small);
    insta::assert_snapshot!("targets_120x40", screen(&app, 120, 40));
    // A value that is not allowed is marked on its field and named, and no targets are shown.
    focus(&mut app, Entry::Remaining);
    replace(&mut app, "many");
    let small = screen(&app, 80, 24);
    assert_contains(&small, &["✗ Rounds to play", "'many'"]);
    assert!(!small.contains("Keep 2000"), "{small}");
}

/// A target out of reach says the best the rounds to play can bring in every language, on one
/// row at 80×24 with every target still shown.
#[test]
fn the_best_reachable_is_said_in_each_language() {
    use elocalc::i18n::Lang;
    for (lang, rows) in [
        (
            Lang::Pt,
            [
                "Chegar a 2100    melhor: 9 de 9 → 2090",
                "Sua meta 2020    5½ de 9",
            ],
        ),
        (
            Lang::Ru,
            [
                "Достичь 2100    лучшее: 9 из 9 → 2090",
                "Ваша цель 2020  5½ из 9",
            ],
        ),
    ] {
        let small = screen(&targets_app(lang), 80, 24);
        assert_contains(&small, &rows);
        insta::assert_snapshot!(format!("targets_{}_80x24", lang.tag()), small);
    }
}

/// The best figure an out-of-reach target shows is the rule's, computed here from FIDE's table
/// 8.1.2 as published: 1800 at K 20 with two rounds left against 2100 cannot reach 1900; two
/// wins at PL(300) bring 2 × (1 − PL) × 20.
#[test]
fn the_best_reachable_is_the_published_tables_figure() {
    let pl = f64::from(crate::fide_tables::published_pl(300)) / 100.0;
    let best = 1800 + (2.0 * (1.0 - pl) * 20.0).round() as i64;
    let app = tournament_targets(elocalc::i18n::Lang::En, ["1800", "2", "2100", "1900"]);
    let shown = screen(&app, 80, 24);
    let row = shown
        .lines()
        .find(|line| line.contains("Your target 1900"))
        .unwrap_or_else(|| panic!("{shown}"));
    assert!(
        row.contains(&format!("best: 2 of 2 → {best}")),
        "{best}: {shown}"
    );
}

#[test]
fn norm_mode_shows_each_requirement_of_the_tables_games() {
    let app = norm_app();
    let elocalc::calc::Outcome::Norm(answer) = app.outcome() else {
        panic!("no norm: {:?}", app.evaluation().problem());
    };
    let check = &answer.check;
    assert_eq!(check.ra, 2243, "20190 / 9 = 2243.3");
    assert_eq!(
        [check.halves, check.percent, check.games_pending],
        [8, 44, 3]
    );
    assert_eq!((check.dp, check.performance), (-43, 2200));
    assert_eq!(check.halves_needed, Some(13), "6½: 72 % → 166 → 2409");
    assert_eq!(
        check.failures,
        [elocalc::rating::NormFailure::ResultPending]
    );
    let small = screen(&app, 80, 24);
    assert_contains(
        &small,
        &[
            "F5 Norm",
            "Norm              ‹ WGM ›",
            "Your federation   chn",
            "WGM norm · federation CHN · 9 games",
            "Ra                2243 (≥ 2180)  ✓",
            "Performance       2200 (≥ 2400)  open",
            "Score             4 of 9 (≥ 35 %)  ✓",
            // The typed game, its title and federation written as the rules spell them.
            "9      2240   ?   WGM   IRI   2240",
        ],
    );
    // Too narrow for its words, the note column is left out rather than cut to "n".
    assert!(!small.contains("2100 n"), "{small}");
    insta::assert_snapshot!("norm_80x24", small);
    let large = screen(&app, 120, 40);
    assert_contains(
        &large,
        &[
            "Verdict           not yet: the result decides it",
            "Points needed     6½ of 9: 2½ more from the last 3",
            "8      2100   ?         MGL   2100 not played yet",
        ],
    );
    insta::assert_snapshot!("norm_120x40", large);
}

#[test]
fn field_mode_shows_every_player_and_the_selected_players_rounds() {
    let app = field_app();
    let small = screen(&app, 80, 24);
    assert_contains(
        &small,
        &[
            "F6 Field",
            "worked-example.trf",
            "Worked Example Round Robin",
            "6 players · by starting rank",
            // docs/rules/trf.md §7's numbers, one row a player: the file's rank and points (of all
            // games), then the rated games' points.
            "Rk No ▲ Name         Title Fed     Rtg  K n Pts Rated  Exp   Δ  New   Rp First",
            "1    1 Alpha, Anna  GM    NOR    2700 10 4   4     3 3.78  -8 2692 2241",
            "3    3 Charlie, Cem       TUR    2180 40 3   3   2.5 1.79 +28 2208 2360",
            "5    6 Foxtrot, Fay       ESP unrated  — 5   2     2    —   —    — 2106 2020",
            // The first player's rounds below.
            "Alpha, Anna · -7.80 → 2692 · 4 rated",
            "6 Foxtrot, Fay      w 1   1      unrated opponent",
        ],
    );
    insta::assert_snapshot!("field_80x24", small);
    let large = screen(&app, 120, 40);
    assert_contains(
        &large,
        &[
            "Δ unrounded",
            "-7.80",
            "+28.40",
            "Each player's games are rated as one rating period",
        ],
    );
    insta::assert_snapshot!("field_120x40", large);
}

#[test]
fn glicko2_and_uschess_show_their_own_fields_results_and_curves() {
    let app = glicko2_app();
    let small = screen(&app, 80, 24);
    assert_contains(
        &small,
        &[
            "Pool              ‹ Glicko-2 ›",
            "Your RD         200",
            "New rating  1464.05",
            "RD          200.00 → 151.52",
            // The games with their RDs, each with its expected score.
            "1   1400/30   1    +100     0.64            —",
        ],
    );
    assert!(!small.contains("  K   "), "no K in Glicko-2:\n{small}");
    insta::assert_snapshot!("glicko2_80x24", small);
    let large = screen(&app, 120, 40);
    assert_contains(&large, &["Glicko-2, RD 143", "≈95 %: 1161.02 – 1767.08"]);
    insta::assert_snapshot!("glicko2_120x40", large);

    let app = uschess_app();
    let small = screen(&app, 80, 24);
    assert_contains(
        &small,
        &[
            "Pool              ‹ US Chess ›",
            "Games so far    30",
            "Formula          standard",
            // 800 / (20.011787 + 1) × (1 − 0.240253) = +28.93.
            "Win for you       +28.93",
        ],
    );
    insta::assert_snapshot!("uschess_80x24", small);
    insta::assert_snapshot!("uschess_120x40", screen(&app, 120, 40));
}

#[test]
fn an_unrated_player_sees_what_a_first_rating_needs() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    replace(&mut app, "unrated");
    focus(&mut app, Entry::Rows);
    for (opponent, score) in [("1500", "1"), ("1600", "½"), ("1700", "½"), ("1800", "0")] {
        add_game(&mut app, opponent, score);
    }
    for (field, text) in [(Entry::Remaining, "1"), (Entry::RemainingAverage, "1650")] {
        focus(&mut app, field);
        replace(&mut app, text);
    }
    let targets = &app.evaluation().targets;
    assert_eq!(targets.len(), 1);
    assert_eq!(targets[0].answer.target, 1400.0);
    assert_eq!(
        targets[0].answer.need.halves_needed,
        Some(0),
        "a loss still gives 1643"
    );
    assert_contains(&screen(&app, 120, 40), &["First rating 1400", "0 of 1"]);
}

#[test]
fn a_value_never_runs_into_the_next_column() {
    // Continuous pool, 2650 against 1900: "0.9868 (99%)" is as wide as an even share of the
    // panel at 80 columns; the column widens so one space still follows it.
    let mut app = App::new();
    replace(&mut app, "2650");
    focus(&mut app, Entry::Opponent);
    replace(&mut app, "1900");
    focus(&mut app, Entry::Pool);
    while app.request().pool() != elocalc::rating::Pool::Continuous {
        press(&mut app, KeyCode::Right);
    }
    assert_contains(
        &screen(&app, 80, 24),
        &["Expected      0.9868 (99%) 0.0132 (1%)│"],
    );
}

#[test]
fn empty_target_fields_say_what_they_take() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    assert_contains(
        &screen(&app, 80, 24),
        &[
            "Rounds to play    e.g. 3 for targets",
            "Their average   e.g. 2000",
            "Your target     optional",
        ],
    );
}

/// Whether `value` stands whole somewhere in `screen`: not run into or cut by a neighbouring
/// letter, digit, point or bracket ("40)" is not "38 (40)", "04" is not "904").
fn shown_whole(screen: &str, value: &str) -> bool {
    let joins = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || ".()".contains(c));
    screen.lines().any(|line| {
        line.match_indices(value).any(|(at, _)| {
            !joins(line[..at].chars().next_back())
                && !joins(line[at + value.len()..].chars().next())
        })
    })
}

/// Every value of `values` stands whole on `screen`.
fn assert_whole(screen: &str, values: &[&str]) {
    for value in values {
        assert!(
            shown_whole(screen, value),
            "{value:?} is not shown whole in:\n{screen}"
        );
    }
}

/// A tournament report of the widest values: a 33-letter name (the most a report's name
/// column holds) rated 2999 playing 904 games for 440.5 points, two juniors whose 18 games
/// bring K 40 down to 38 (40), and an unrated newcomer.
fn widest_trf() -> String {
    let player = |rank: u16, title: &str, name: &str, rating: u16, born: &str, points: &str| {
        format!(
            "001 {rank:>4} m{title:<3} {name:<33} {rating:>4} GER {id:>11} {born:<10} {points:>4} {rank:>4}",
            id = 100 + rank,
        )
    };
    let game =
        |opponent: u16, colour: char, result: char| format!("  {opponent:>4} {colour} {result}");
    let mut lines = vec![
        "012 Widest Values Open".to_string(),
        "042 2026/03/02".to_string(),
    ];
    // 440 wins, a draw and 463 losses for the first against the second.
    let (mut first, mut second) = (
        player(
            1,
            "GM",
            "Wolfeschlegelsteinhausen, Huberta",
            2999,
            "1980/01/01",
            "",
        ),
        player(2, "", "Opponent, Ole", 2500, "1980/01/01", ""),
    );
    for round in 0..904 {
        let (mine, theirs) = match round {
            0..440 => ('1', '0'),
            440 => ('=', '='),
            _ => ('0', '1'),
        };
        first.push_str(&game(2, 'w', mine));
        second.push_str(&game(1, 'b', theirs));
    }
    let (mut junior, mut other) = (
        player(3, "", "Junior, Jo", 1800, "2015/01/01", "11.5"),
        player(4, "", "Junior, Kim", 1750, "2015/01/01", "9.0"),
    );
    let mut newcomer = player(5, "", "Newcomer, Nia", 0, "2000/01/01", "2.5");
    for round in 0..18 {
        let (mine, theirs) = if round % 2 == 0 {
            ('1', '0')
        } else {
            ('0', '1')
        };
        junior.push_str(&game(4, 'w', mine));
        other.push_str(&game(3, 'b', theirs));
        newcomer.push_str(&game(0, '-', 'Z'));
    }
    for _ in 0..5 {
        junior.push_str(&game(5, 'w', '='));
        newcomer.push_str(&game(3, 'b', '='));
    }
    lines.extend([first, second, junior, other, newcomer]);
    lines.join("\n") + "\n"
}

fn widest_field_app() -> (App, TempDir) {
    field_app_of("widest.trf", &widest_trf())
}

/// Field mode on a report of `text`, written to the file `name` and opened as a person would:
/// F7, the path, Enter to read, Enter to open.
fn field_app_of(name: &str, text: &str) -> (App, TempDir) {
    let dir = temp_dir();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(7));
    driven.type_text(&path.display().to_string());
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    (driven.app, dir)
}

#[test]
fn field_mode_shows_the_widest_values_whole_at_every_size() {
    let (mut app, _dir) = widest_field_app();
    focus(&mut app, Entry::Players);
    for (width, height) in [(80, 24), (120, 40), (200, 50)] {
        let shown = screen(&app, width, height);
        assert_whole(
            &shown,
            &["2999", "unrated", "38 (40)", "904", "440.5", "9", "2.5"],
        );
        insta::assert_snapshot!(format!("field_widest_{width}x{height}"), shown);
    }
}

#[test]
fn the_players_sort_both_ways_with_a_marker_and_the_rounds_scroll() {
    let (mut app, _dir) = widest_field_app();
    focus(&mut app, Entry::Players);
    press(&mut app, KeyCode::Char('s'));
    let by_rating = screen(&app, 120, 40);
    assert!(by_rating.contains("by rating ─"), "{by_rating}");
    assert!(by_rating.contains("Rtg ▼"), "highest first:\n{by_rating}");
    press(&mut app, KeyCode::Char('S'));
    let reversed = screen(&app, 120, 40);
    assert!(reversed.contains("by rating, reversed"), "{reversed}");
    assert!(reversed.contains("Rtg ▲"), "{reversed}");
    // Reversed, the lowest rating first, and the unrated newcomer still last.
    let rows: Vec<&str> = reversed.lines().filter(|l| l.contains(" GER ")).collect();
    assert!(rows[0].contains("Junior, Kim"), "{reversed}");
    assert!(rows[4].contains("Newcomer, Nia"), "{reversed}");
    // The first player stays selected: their 904 rounds, a row further down after `]`.
    assert!(reversed.contains("rounds 1–18 of 904"), "{reversed}");
    press(&mut app, KeyCode::Char(']'));
    assert!(screen(&app, 120, 40).contains("rounds 2–19 of 904"));
    press(&mut app, KeyCode::Char('['));
    assert!(screen(&app, 120, 40).contains("rounds 1–18 of 904"));
}

/// The rows of the players' table drawn on `screen`, each cut to its name ("Player 7").
fn players_shown(screen: &str) -> Vec<String> {
    screen
        .lines()
        .take_while(|line| !line.contains("rounds"))
        .filter_map(|line| {
            let at = line.find("Player ")?;
            let name: String = line[at..].chars().take_while(|c| *c != ' ').collect();
            let number: String = line[at + 7..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            Some(format!("{name} {number}"))
        })
        .collect()
}

#[test]
fn a_new_sort_shows_the_top_of_its_order_and_keeps_the_player_selected() {
    let dir = temp_dir();
    let path = dir.path().join("open.trf");
    std::fs::write(&path, crate::trf_large::field(60, 7)).unwrap();
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(7));
    driven.type_text(&path.display().to_string());
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    let mut app = driven.app;
    focus(&mut app, Entry::Players);
    // Player 31 selected, half way down the starting ranks.
    for _ in 0..30 {
        press(&mut app, KeyCode::Char('j'));
    }
    let before = screen(&app, 80, 24);
    assert!(before.contains("Player 31 · "), "{before}");
    // By rating, then by change: each shows its top, Player 31 still selected (off screen,
    // their rounds below).
    for (key, title) in [
        ('s', "by rating"),
        ('s', "by change"),
        ('S', "by change, reversed"),
    ] {
        press(&mut app, KeyCode::Char(key));
        let shown = screen(&app, 80, 24);
        assert!(
            shown.contains(&format!("Players 1–5 of 60 · {title} ─")),
            "{shown}"
        );
        let report = app.field_report().unwrap();
        let top: Vec<String> = app.field_order()[..5]
            .iter()
            .map(|&index| report.player(&report.players[index]).name.clone())
            .collect();
        assert_eq!(players_shown(&shown), top, "{shown}");
        assert!(shown.contains("Player 31 · "), "{shown}");
    }
    // The selection moved: it is scrolled into view again.
    press(&mut app, KeyCode::Char('j'));
    let moved = screen(&app, 80, 24);
    assert!(!moved.contains("Players 1–5 of 60"), "{moved}");
}

#[test]
fn no_colour_is_a_fixed_rgb_one_so_light_and_dark_themes_both_read() {
    let (mut field, _dir) = widest_field_app();
    focus(&mut field, Entry::Players);
    let mut tournament = tournament_app();
    focus(&mut tournament, Entry::Rows);
    for app in [&field, &tournament, &game_app()] {
        let terminal = draw(app, 120, 40);
        for cell in terminal.backend().buffer().content() {
            assert!(
                !matches!(cell.bg, ratatui::style::Color::Rgb(..))
                    && !matches!(cell.fg, ratatui::style::Color::Rgb(..)),
                "{cell:?}"
            );
        }
    }
}

#[test]
fn tab_completes_a_path_and_the_next_popup_starts_in_the_last_folder() {
    let dir = temp_dir();
    for name in ["club-open.pgn", "club-blitz.pgn", "notes.txt"] {
        std::fs::write(dir.path().join(name), "").unwrap();
    }
    let base = format!("{}{}", dir.path().display(), std::path::MAIN_SEPARATOR);
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(7));
    driven.type_text(&format!("{base}c"));
    driven.press(KeyCode::Tab);
    let shown = screen(&driven.app, 80, 24);
    // As far as both agree, and both listed, whole.
    assert!(shown.contains("club-"), "{shown}");
    assert!(
        panel_text(&shown).contains("2 matches: club-blitz.pgn club-open.pgn"),
        "{shown}"
    );
    driven.type_text("o");
    driven.press(KeyCode::Tab);
    let Some(elocalc::tui::state::Popup::Import(dialog)) = driven.app.popup() else {
        panic!("the import popup is open");
    };
    assert_eq!(dialog.path.input.value(), format!("{base}club-open.pgn"));
    // Reading a file (an empty one is refused) remembers its folder for the export's path.
    driven.replace(&format!("{base}no"));
    driven.press(KeyCode::Tab);
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Esc);
    driven.press(KeyCode::Esc);
    driven.press(KeyCode::F(8));
    let Some(elocalc::tui::state::Popup::Export(prompt)) = driven.app.popup() else {
        panic!("the export popup is open: {:?}", driven.app.popup());
    };
    assert_eq!(prompt.input.value(), format!("{base}elocalc-game.csv"));
}

/// The text inside the popup titled `title` on `screen`, its lines joined by a space.
fn popup_text(screen: &str, title: &str) -> String {
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let top = format!("┌ {title} ");
    let Some((row, left)) = lines.iter().enumerate().find_map(|(row, line)| {
        let text: String = line.iter().collect();
        let at = text.find(&top)?;
        Some((row, text[..at].chars().count()))
    }) else {
        return String::new();
    };
    let right = (left + 1..lines[row].len())
        .find(|&x| lines[row][x] == '┐')
        .unwrap_or(lines[row].len());
    let mut text = Vec::new();
    for line in &lines[row + 1..] {
        if line.get(left) == Some(&'└') {
            break;
        }
        let inside: String = line.iter().take(right).skip(left + 1).collect();
        text.push(inside);
    }
    text.join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A session name of 60 letters, the widest the tests give.
const LONG_NAME: &str = "Wolfeschlegelsteinhausenbergerdorff Spring Club Open Rd 1-9";

#[cfg(unix)]
#[test]
fn questions_messages_and_long_names_are_shown_whole_at_every_size() {
    // A folder of /tmp, whose name is as long on every machine (wherever target/ is), so that
    // the screens are the same but for its random letters (the same count, replaced).
    let dir = tempfile::Builder::new()
        .prefix("elocalc-test-")
        .tempdir_in("/tmp")
        .unwrap();
    let relative = dir.path().to_path_buf();
    let random = relative.to_str().unwrap().replace("/tmp/elocalc-test-", "");
    let fixed = |screen: String| screen.replace(&random, "XXXXXX");
    // A file that exists, deep enough that its path is long: exporting to it asks first.
    let deep = relative
        .join("a folder with a rather long name")
        .join("and another one inside it");
    std::fs::create_dir_all(&deep).unwrap();
    let file = deep.join("the result of the spring open.md");
    std::fs::write(&file, "keep me").unwrap();
    let name = elocalc::store::SessionName::parse(LONG_NAME).unwrap();
    let mut driven = Driven::new(App::with_request(Default::default(), name), None);
    driven.press(KeyCode::F(8));
    driven.replace(file.to_str().unwrap());
    driven.press(KeyCode::Enter);
    let question = format!("{} exists. Replace it? (y / n)", file.display());
    // The longest status message the app writes: a refused import names the file and why.
    let message = format!(
        "cannot read {}: No such file or directory (os error 2) · the games table is as it was",
        deep.join("games of the whole season.pgn").display()
    );
    let status = App::new().with_status(message.clone(), true);
    for (width, height) in [(80, 24), (120, 40), (200, 50)] {
        let asked = screen(&driven.app, width, height);
        assert!(popup_text(&asked, "Sure?").contains(&question), "{asked}");
        insta::assert_snapshot!(format!("confirm_overwrite_{width}x{height}"), fixed(asked));
        let said = screen(&status, width, height);
        let footer: Vec<&str> = said.lines().rev().take(4).collect();
        let joined = footer.into_iter().rev().collect::<Vec<_>>().join(" ");
        assert!(joined.contains(&message), "{said}");
        // The footer never ends mid-word: whole entries, "? more" when some are left out.
        let keys = said.lines().last().unwrap();
        assert!(keys.contains("^C ^Q quit, saving"), "{said}");
    }
    // The session's name in the tab bar: whole where there is room, else shortened with …,
    // and the tabs always whole.
    let wide = screen(&driven.app, 200, 50);
    assert!(wide.lines().next().unwrap().contains(LONG_NAME), "{wide}");
    let narrow = screen(&driven.app, 80, 24);
    let bar = narrow.lines().next().unwrap();
    assert!(bar.contains("F6 Field") && bar.contains('…'), "{narrow}");
}

#[test]
fn a_rank_of_0_in_the_file_is_left_blank() {
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(7));
    driven.type_text(&fixture("trf/byes-and-forfeits.trf"));
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Enter);
    let shown = screen(&driven.app, 120, 40);
    let gil = shown.lines().find(|l| l.contains("Gone, Gil")).unwrap();
    assert!(gil.starts_with("│       6  Gone, Gil"), "{shown}");
    let ames = shown.lines().find(|l| l.contains("Ames, Ann")).unwrap();
    assert!(ames.starts_with("│ 1     1  Ames, Ann"), "{shown}");
}

/// `]` stops at the last screenful of rounds, so one `[` after many `]` moves the rounds at
/// once (it used to count on past the end, unseen, and take as many presses back).
#[test]
fn the_rounds_stop_at_their_last_screenful() {
    let (mut app, _dir) = widest_field_app();
    focus(&mut app, Entry::Players);
    app.update(elocalc::tui::message::Message::Resize(120, 40));
    for _ in 0..2000 {
        press(&mut app, KeyCode::Char(']'));
    }
    let end = screen(&app, 120, 40);
    assert!(end.contains("rounds 887–904 of 904"), "{end}");
    press(&mut app, KeyCode::Char('['));
    let back = screen(&app, 120, 40);
    assert!(back.contains("rounds 886–903 of 904"), "{back}");
}

/// The modes not drawn at 200×50 above, and the import preview and the help at every size:
/// each key figure stands whole at each size (a wide screen gives its width, never cuts).
#[test]
fn every_mode_and_popup_at_every_size() {
    let mut import = Driven::new(App::new(), None);
    import.press(KeyCode::F(7));
    import.type_text("tests/fixtures/club-open.pgn");
    import.press(KeyCode::Tab);
    import.type_text("Petrova, Anna");
    import.press(KeyCode::Enter);
    let mut help = game_app();
    press(&mut help, KeyCode::F(1));
    let cases: [(&str, App, &[&str]); 6] = [
        ("norm", norm_app(), &["2243 (≥ 2180)", "2200 (≥ 2400)"]),
        ("field", field_app(), &["2692", "2208", "2020"]),
        ("glicko2", glicko2_app(), &["1464.05", "151.52"]),
        ("uschess", uschess_app(), &["+28.93"]),
        ("import", import.app, &["4 games", "Petrova, Anna"]),
        ("help", help, &["undo", "redo"]),
    ];
    for (name, app, figures) in cases {
        for (width, height) in [(80, 24), (120, 40), (200, 50)] {
            let shown = screen(&app, width, height);
            for figure in figures {
                assert!(
                    shown.contains(figure),
                    "{name} {width}×{height}: {figure}\n{shown}"
                );
            }
            if (width, height) == (200, 50) || matches!(name, "import" | "help") {
                insta::assert_snapshot!(format!("{name}_{width}x{height}_all"), shown);
            }
        }
    }
}

/// Glicko-2's game with both RDs assumed says so at length in its How panel: at 80×24 the
/// chart then has no room even for its summary, and is left out rather than drawn as an empty
/// box.
#[test]
fn a_chart_without_room_for_its_summary_is_left_out_not_drawn_empty() {
    let mut app = App::new();
    choose_pool(&mut app, elocalc::calc::System::by_key("glicko2").unwrap());
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("RD 350 assumed"), "{shown}");
    let lines: Vec<&str> = shown.lines().collect();
    for pair in lines.windows(2) {
        let empty_box = pair[0].starts_with('┌') && pair[1].starts_with('└');
        assert!(!empty_box, "an empty box:\n{shown}");
    }
}

/// The import popup offers the last folder; a path typed whole (from /) takes its place
/// rather than being added to it, and a path into no folder is not remembered.
#[test]
fn a_whole_path_typed_over_the_offered_folder_replaces_it() {
    let dir = temp_dir();
    std::fs::write(dir.path().join("games.txt"), "").unwrap();
    let base = format!("{}{}", dir.path().display(), std::path::MAIN_SEPARATOR);
    let mut driven = Driven::new(App::new(), None);
    driven.press(KeyCode::F(7));
    driven.type_text(&format!("{base}games.txt"));
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Esc);
    driven.press(KeyCode::Esc);
    driven.press(KeyCode::F(7));
    let path = |driven: &Driven| match driven.app.popup() {
        Some(elocalc::tui::state::Popup::Import(dialog)) => dialog.path.input.value().to_string(),
        other => panic!("the import popup is open: {other:?}"),
    };
    assert_eq!(path(&driven), base, "the last folder is offered");
    driven.type_text("/nowhere/at/all.txt");
    assert_eq!(
        path(&driven),
        "/nowhere/at/all.txt",
        "typed whole, it replaces the folder"
    );
    driven.press(KeyCode::Enter);
    driven.press(KeyCode::Esc);
    driven.press(KeyCode::Esc);
    driven.press(KeyCode::F(7));
    assert_eq!(
        path(&driven),
        base,
        "a folder that is not there is not remembered"
    );
    // Typed after the folder, a name is added to it.
    driven.type_text("club");
    assert_eq!(path(&driven), format!("{base}club"));
}

/// At 80×24 Game mode draws the expectation curve (a few rows, the matchup marked and said
/// on its border, the 400-point cap said as "D +400 (real +600)"): the How panel takes only
/// the rows it has lines for.
#[test]
fn game_mode_draws_the_curve_at_80x24() {
    let mut app = App::new();
    focus(&mut app, Entry::Rating);
    replace(&mut app, "2100");
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app, 80, 24);
    let rows: Vec<&str> = shown.lines().collect();
    let chart_top = rows
        .iter()
        .position(|line| line.contains("Expected score by rating difference"))
        .expect(&shown);
    let curve_rows = rows[chart_top..]
        .iter()
        .filter(|line| line.chars().any(|c| ('\u{2800}'..='\u{28ff}').contains(&c)))
        .count();
    assert!(curve_rows >= 3, "{shown}");
    assert!(
        rows[chart_top..]
            .iter()
            .any(|line| line.contains("you: D +400 (real +600) → expected 0.92")),
        "{shown}"
    );
    assert!(
        !shown.contains("a taller terminal shows the curve"),
        "{shown}"
    );
}

/// z gives the mode's main panel the whole screen — every game of a long table at 80×24 —
/// and z or Esc brings the whole view back, said both ways.
#[test]
fn z_zooms_the_games_to_the_whole_screen_and_back() {
    let mut app = App::new();
    press(&mut app, KeyCode::F(3));
    for index in 0..18 {
        add_game(&mut app, &(1500 + index * 10).to_string(), "1");
    }
    let whole = screen(&app, 80, 24);
    assert!(whole.contains("Input"), "{whole}");
    assert!(
        !whole.contains("   1      1500"),
        "the first game is out of view: {whole}"
    );
    press(&mut app, KeyCode::Char('z'));
    let zoomed = screen(&app, 80, 24);
    assert!(!zoomed.contains("Input"), "{zoomed}");
    for row in ["   1      1500", "  11      1600", "  18      1670"] {
        assert!(zoomed.contains(row), "{row}: {zoomed}");
    }
    assert!(
        app.status()
            .unwrap()
            .text
            .starts_with("the table on the whole screen"),
        "{zoomed}"
    );
    // The table's keys work zoomed: ↑ selects the game above; Tab and ↑ from the first game
    // stay in the table (the fields they went to were out of sight).
    assert_eq!(app.focus(), Some(Entry::Rows));
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Up);
    assert_eq!(app.focus(), Some(Entry::Rows));
    press(&mut app, KeyCode::Esc);
    assert!(screen(&app, 80, 24).contains("Input"));
    // Game mode: the curve.
    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::Char('z'));
    let curve = screen(&app, 80, 24);
    assert!(
        curve.contains("Expected score by rating difference"),
        "{curve}"
    );
    assert!(!curve.contains("Input"), "{curve}");
    // The form out of sight, a digit changes no field unseen, nor do Tab and ↑ move onto
    // one: each is said.
    let rating = app.request().rating.clone();
    for key in [KeyCode::Tab, KeyCode::Up, KeyCode::BackTab, KeyCode::Down] {
        press(&mut app, key);
        assert_eq!(app.focus(), None, "{key:?}");
        assert!(app.status().is_some(), "{key:?}");
    }
    press(&mut app, KeyCode::Char('1'));
    assert_eq!(app.request().rating, rating);
    assert!(app.status().is_some());
    press(&mut app, KeyCode::Char('z'));
    assert!(screen(&app, 80, 24).contains("Input"));
    assert_eq!(
        app.focus(),
        Some(Entry::Rating),
        "the field left, focused again"
    );
    // A mode switched to while zoomed is shown whole, its keys going where they are seen
    // (a norm's title changed by a key on a field out of sight).
    press(&mut app, KeyCode::F(3));
    press(&mut app, KeyCode::Char('z'));
    press(&mut app, KeyCode::F(5));
    let norm = screen(&app, 80, 24);
    assert!(norm.contains("Input"), "{norm}");
}

#[test]
fn a_new_games_cells_gone_back_to_show_what_they_hold() {
    let mut app = tournament_app();
    press(&mut app, KeyCode::Char('a'));
    type_text(&mut app, "1750");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "1");
    // Shift-Tab from the score kept it: the row shows it, not "…" as for a cell to come.
    press(&mut app, KeyCode::BackTab);
    let screen = screen(&app, 120, 40);
    let row = screen
        .lines()
        .find(|line| line.contains("1750"))
        .expect("the new game's row");
    assert!(!row.contains('…'), "{row}");
    assert_eq!(
        app.tournament().editor.as_ref().unwrap().draft.score.text(),
        "1"
    );
    assert!(row.split_whitespace().any(|w| w == "1"), "{row}");
}

#[test]
fn a_players_k_typed_afresh_shows_the_files_k_faint_until_typed() {
    let mut app = field_app();
    focus(&mut app, Entry::Players);
    // Anna, first: K 10 from the file (2400 and over).
    let row = |screen: &str| {
        screen
            .lines()
            .find(|line| line.contains("Alpha, Anna"))
            .unwrap()
            .to_string()
    };
    press(&mut app, KeyCode::Enter);
    assert!(app.field_table().editor.is_some());
    let typing = row(&screen(&app, 120, 40));
    assert!(typing.split_whitespace().any(|w| w == "10"), "{typing}");
    type_text(&mut app, "2");
    let typed = row(&screen(&app, 120, 40));
    assert!(
        !typed.split_whitespace().any(|w| w == "10" || w == "210"),
        "{typed}"
    );
    assert!(typed.split_whitespace().any(|w| w == "2"), "{typed}");
}

#[test]
fn a_long_message_rises_over_the_body_and_never_moves_the_layout() {
    // Two rows of message at 80 columns: drawn over the body's last rows, above the keys;
    // everything above them is where it was (the chart was pushed off, a table lost a row).
    let long = "players by change, from the top · Vasquez, Rodrigo still selected: 61 of 283 · \
                the list in force is the 2026-12 one";
    for app in [game_app(), tournament_app(), field_app()] {
        let quiet = screen(&app, 80, 24);
        let said = screen(&app.with_status(long, false), 80, 24);
        let (quiet, said): (Vec<&str>, Vec<&str>) =
            (quiet.lines().collect(), said.lines().collect());
        assert_eq!(said.len(), 24);
        assert_eq!(quiet[..21], said[..21], "{}", said.join("\n"));
        assert!(
            said[21..23]
                .join(" ")
                .contains("Vasquez, Rodrigo still selected")
        );
        assert!(said[23].contains("^C ^Q quit"), "the keys always show");
    }
}

#[test]
fn a_sort_never_leaves_the_selection_on_a_player_out_of_sight() {
    let (mut app, _dir) = field_app_of("open.trf", &crate::trf_large::field(40, 5));
    focus(&mut app, Entry::Players);
    app.update(elocalc::tui::message::Message::Resize(80, 24));
    // The last by starting rank, then each order in turn: wherever the player selected goes
    // in the new order, shown from its top, the player selected is one the screen shows.
    press(&mut app, KeyCode::End);
    for _ in 0..6 {
        press(&mut app, KeyCode::Char('s'));
        let shown = screen(&app, 80, 24);
        let table = app.field_table();
        let report = app.field_report().unwrap();
        let index = table.selected_player().unwrap();
        let name = &report.player(&report.players[index]).name;
        let row = shown
            .lines()
            .find(|line| line.starts_with('│') && line.contains(&format!(" {name} ")))
            .unwrap_or_else(|| panic!("{name} selected, out of sight:\n{shown}"));
        assert!(!row.is_empty());
        let said = &app.status().unwrap().text;
        assert!(said.contains("of 40"), "{said}");
    }
}

#[test]
fn an_unrated_players_first_rating_is_said_with_their_rounds() {
    // The First column is the first left out on a narrow screen: the player's rounds say it
    // in their title, where the change says a rated player's.
    let mut app = field_app();
    focus(&mut app, Entry::Players);
    press(&mut app, KeyCode::End);
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("Foxtrot, Fay · unrated → 2020 · 5 rated"),
        "{shown}"
    );
}

#[test]
fn the_look_ups_note_leaves_no_slivers_of_what_is_under_it() {
    // Two columns a side were left of the chart under it: "│0┌", "│─│", "│0│".
    let dir = temp_dir();
    let mut app = Driven::with_lists(App::new(), Some(dir.path()));
    press(&mut app, KeyCode::Up);
    type_text(&mut app, "carl");
    let shown = screen(&app, 80, 24);
    let lines: Vec<&str> = shown.lines().collect();
    let top = lines
        .iter()
        .position(|line| line.contains("FIDE list"))
        .expect("the note");
    for line in &lines[top..lines.len() - 1] {
        assert!(
            line.starts_with('┌') || line.starts_with('│') || line.starts_with('└'),
            "{shown}"
        );
        assert!(
            !line.starts_with("│0") && !line.starts_with("│ │"),
            "{shown}"
        );
    }
}

#[test]
fn the_footer_offers_undo_and_redo_only_with_a_step_to_take() {
    // A restarted session has no history: u and ^R there only said "nothing to undo".
    let footer = |app: &App| screen(app, 120, 40).lines().last().unwrap().to_string();
    let mut app = App::new();
    assert!(!footer(&app).contains("u undo"), "{}", footer(&app));
    replace(&mut app, "1600");
    press(&mut app, KeyCode::Enter);
    assert!(footer(&app).contains("u undo"), "{}", footer(&app));
    assert!(!footer(&app).contains("redo"), "{}", footer(&app));
    press(&mut app, KeyCode::Char('u'));
    assert!(footer(&app).contains("^R U redo"), "{}", footer(&app));
}

#[test]
fn a_message_that_leaves_room_for_how_to_quit_keeps_to_the_footers_row() {
    // 67 characters at 80 columns: beside "^Q quit" it fits, where beside "^Q quit ? more" it
    // rose over the chart's border.
    let said = "Tournament mode · kept from Game: Your rating 2650, Pool FIDE Blitz";
    let app = tournament_app();
    let quiet = screen(&app, 80, 24);
    let shown = screen(&app.with_status(said, false), 80, 24);
    let (quiet, shown): (Vec<&str>, Vec<&str>) = (quiet.lines().collect(), shown.lines().collect());
    assert_eq!(quiet[..23], shown[..23]);
    assert_eq!(shown[23].trim_end(), format!("{said} ^Q quit"));
}
