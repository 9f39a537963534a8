//! One reader for every number (issue items 6–9): the same rule in every pool, an empty value
//! meaning the default wherever there is one, the assumptions said, and values that disagree
//! refused by name.

use crate::common::*;

/// The text for people of a run that succeeded.
fn text(line: &str) -> String {
    stdout(&elocalc(&words(line)))
}

#[test]
fn every_pool_refuses_what_the_elo_pools_refuse() {
    // What `f64::from_str` took and the rule does not: a sign, an exponent, a bare point, a
    // 300-digit fraction.
    for bad in ["1e3", "+1500", "-0", ".5", "1500.", "2e-308"] {
        for pool in ["standard", "continuous", "glicko2", "uschess"] {
            assert_refused(
                &["period", "--pool", pool, "--rating", bad, "1500:1"],
                &["rating", bad],
            );
        }
    }
    let glicko2 = "period --pool glicko2 --rating 1500";
    for flags in [
        "--rd 1e2",
        "--rd +200",
        "--volatility .06",
        "--volatility 2e-308",
        "--tau -0",
    ] {
        let line = format!("{glicko2} {flags}");
        assert_refused(&words(&line), &[flags.split(' ').nth(1).unwrap()]);
    }
    assert_refused(
        &words(&format!("{glicko2} --volatility 0.0000001")),
        &["0.0000001", "at most 6 decimals"],
    );
    for (flags, bad) in [("--floor +1500", "+1500"), ("--games-played 1e1", "1e1")] {
        let line = format!("period --pool uschess --rating 1500 {flags}");
        assert_refused(&words(&line), &[bad]);
    }
    // Whole numbers take no sign either, in every flag.
    assert_refused(
        &words("game --rating 1600 --opponent 1400 --result win --k +1"),
        &["K '+1' must be a whole number from 1 to 100, written without +"],
    );
    for (year, games, said) in [
        (
            "+2026",
            "40",
            "year '+2026' must be a whole number from 1900 to 2100",
        ),
        (
            "2026",
            "+40",
            "games played '+40' must be a whole number from 0 to 100000",
        ),
    ] {
        assert_refused(
            &[
                "k", "--rating", "2000", "--born", "1990", "--year", year, "--games", games,
            ],
            &[said, "written without +"],
        );
    }
    assert_refused(
        &words("norm --title gm --federation USA --min-games +9 2450:1:GM:GER"),
        &["minimum games '+9' must be 7, 8 or 9, written without +"],
    );
    // A starting rank is whole too: `+3=20` is no rank.
    let file = fixture("trf/worked-example.trf");
    assert_refused(
        &["trf", &file, "--player-k", "+3=20"],
        &["--player-k", "+3=20"],
    );
    assert_refused(
        &words("multi --rating 1500 --average 1600 --games +1 --points 1"),
        &["games '+1'"],
    );
}

#[test]
fn a_score_written_as_a_number_follows_the_same_rule() {
    // 0.50 is a draw like 0.5; .5 has no digit before its point and is refused everywhere.
    let draw = json(&words("period --rating 2000 2050:0.50"));
    assert_eq!(draw["score"], 0.5);
    let glicko = json(&words("period --pool glicko2 --rating 1500 1500:0.50"));
    assert_eq!(glicko["games"][0]["score"], 0.5);
    for pool in ["standard", "glicko2", "uschess"] {
        assert_refused(
            &["period", "--pool", pool, "--rating", "2000", "2050:.5"],
            &["2050:.5"],
        );
    }
}

#[test]
fn an_empty_value_means_the_default_wherever_there_is_one() {
    let given = json(&words("period --rating 2100 --k 20 2050:1"));
    let empty = json(&["period", "--rating", "2100", "--k", "", "2050:1"]);
    assert_eq!(empty["k"], 20);
    assert_eq!(empty["new_rating"], given["new_rating"]);
    let glicko = json(&[
        "period", "--pool", "glicko2", "--rating", "1500", "--rd", "", "1500:1",
    ]);
    assert_eq!(glicko["rd"], 350);
    // No default: an empty rating is refused.
    assert_refused(&["period", "--rating", "", "2050:1"], &["rating ''"]);
}

#[test]
fn an_assumed_rd_is_said_in_every_face() {
    let assumed = "period --pool glicko2 --rating 1800 1900:1";
    let shown = text(assumed);
    assert!(
        shown.contains("Your RD 350 assumed: a new player's"),
        "{shown}"
    );
    let value = json(&words(assumed));
    assert_eq!(value["rd_assumed"], true);
    assert_eq!(value["volatility_assumed"], true);
    // Given, nothing is said.
    let given = "period --pool glicko2 --rating 1800 --rd 60 1900:1";
    assert!(!text(given).contains("assumed"));
    assert_eq!(json(&words(given))["rd_assumed"], false);
    // Game mode names whose RD it was.
    let shown = text("game --pool glicko2 --rating 1800 --rd 60 --opponent 1700 --result win");
    assert!(shown.contains("The opponent's RD 350 assumed"), "{shown}");
    assert!(!shown.contains("Your RD 350"), "{shown}");
}

#[test]
fn an_unrated_glicko2_opponent_is_said_to_be_1500_with_rd_350() {
    let shown = text("period --pool glicko2 --rating 1500 --rd 200 1400/30:1 unrated:0");
    assert!(
        shown.contains(
            "Game 2: unrated, so its opponent counted as the paper's new player, 1500 with RD 350."
        ),
        "{shown}"
    );
}

#[test]
fn a_us_chess_floor_above_the_rating_is_refused_naming_both() {
    // A period with no games used to "change" 522 into 1800.
    assert_refused(
        &words("period --pool uschess --rating 522 --floor 1800"),
        &["floor 1800", "rating 522"],
    );
    // A floor at or below the rating is kept.
    let value = json(&words(
        "period --pool uschess --rating 1800 --floor 1800 --event-date 2026-03-01 1200:0",
    ));
    assert_eq!(value["new_rating"], 1800);
    assert_eq!(value["floored"], true);
}

#[test]
fn a_us_chess_game_against_an_unrated_opponent_is_left_out_and_said() {
    let event = "period --pool uschess --rating 1700 --games-played 30 --event-date 2026-03-01";
    let with = format!("{event} 1600:W 1700:W unrated:0.5 1800:W 1900:D");
    let without = format!("{event} 1600:W 1700:W 1800:W 1900:D");
    // The README's worked event: 1797, with or without the unrated game.
    let value = json(&words(&with));
    assert_eq!(value["new_rating"], 1797);
    assert_eq!(value["new_rating"], json(&words(&without))["new_rating"]);
    assert_eq!(value["games"].as_array().unwrap().len(), 4);
    let shown = text(&with);
    assert!(
        shown.contains("Game 3 is left out: an unrated opponent"),
        "{shown}"
    );
    assert!(!shown.contains("unrated:"), "no internal token: {shown}");
    // In one game there is nothing left to rate: said for people.
    let output = elocalc(&words(
        "game --pool uschess --rating 1700 --opponent unrated --result w",
    ));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr.contains("an unrated opponent cannot be rated against"),
        "{stderr}"
    );
    assert!(!stderr.contains("unrated:"), "{stderr}");
}

#[test]
fn a_first_rating_outside_the_standard_list_is_refused_by_period_as_by_need() {
    for pool in ["rapid", "blitz", "continuous"] {
        let expected = format!("standard pool only, not in '{pool}'");
        let period = format!("period --rating unrated --pool {pool} 1500:1");
        assert_refused(&words(&period), &[&expected]);
        let need = format!("{period} --remaining 3 --opponents 1500").replacen("period", "need", 1);
        assert_refused(&words(&need), &[&expected]);
    }
}
