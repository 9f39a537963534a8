//! The tournament report file the benchmarks rate and type on.

/// A 20-round Swiss of 9,998 players (a TRF's starting ranks end at 9999): each round pairs
/// the players two by two, in an order shifted from round to round; one in twenty is unrated.
/// 99,980 games.
pub fn trf_file() -> Vec<u8> {
    const PLAYERS: usize = 9_998;
    const ROUNDS: usize = 20;
    let mut blocks = vec![String::with_capacity(ROUNDS * 10); PLAYERS];
    // Each player's points in halves, for the points column the reader checks against the rounds.
    let mut halves = vec![0u32; PLAYERS];
    for round in 0..ROUNDS {
        let shift = 1 + 2 * round;
        for first in (0..PLAYERS).step_by(2) {
            let a = first;
            // An odd shift from an even player lands on an odd one, each once a round.
            let b = (first + shift) % PLAYERS;
            let (code_a, code_b, halves_a) = match (a + b + round) % 3 {
                0 => ('1', '0', 2),
                1 => ('=', '=', 1),
                _ => ('0', '1', 0),
            };
            halves[a] += halves_a;
            halves[b] += 2 - halves_a;
            blocks[a].push_str(&format!("{:>4} w {code_a}  ", b + 1));
            blocks[b].push_str(&format!("{:>4} b {code_b}  ", a + 1));
        }
    }
    let mut text = String::from("012 Benchmark Swiss\n052 2026/06/30\n");
    for (index, rounds) in blocks.iter().enumerate() {
        let rating = if index % 20 == 7 {
            0
        } else {
            1400 + (index * 37) % 1300
        };
        text.push_str(&format!(
            "001 {:>4}      {:<33} {rating:>4} FID {:>11} {:<10} {:>4} {:>4}  {}\n",
            index + 1,
            format!("Player {index}"),
            "",
            "2000",
            format!("{}.{}", halves[index] / 2, 5 * (halves[index] % 2)),
            "0",
            rounds.trim_end()
        ));
    }
    text.into_bytes()
}
