//! A tournament as a report file gives it: its players in starting-rank order, each with the
//! round blocks of their line, and the event's data that chooses the list. Plain values, read by
//! `import::trf` and rated by `calc::trf`; the TRF's notation and FIDE's time-control rule
//! (docs/rules/trf.md) are all they know.

use std::fmt;

use super::{Pool, Score};

/// A round's result code (TRF16 §"result"), by what it means for rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// `1 = 0`: a game played.
    Played(Score),
    /// `+ -`: a forfeit (with no opponent, `+` is a full-point bye and `-` an absence).
    Forfeit(Score),
    /// `W D L`: the game lasted less than one move.
    NoMove(Score),
    /// `H`: half-point bye.
    HalfBye,
    /// `F`: full-point bye.
    FullBye,
    /// `U`: pairing-allocated bye.
    PairingBye,
    /// `Z` or blank: zero-point bye, a known absence.
    ZeroBye,
}

impl Code {
    /// The code a file writes as `c` (in either case; blank is a zero-point bye).
    pub fn from_symbol(c: char) -> Option<Code> {
        Some(match c.to_ascii_uppercase() {
            '1' => Code::Played(Score::Win),
            '=' => Code::Played(Score::Draw),
            '0' => Code::Played(Score::Loss),
            '+' => Code::Forfeit(Score::Win),
            '-' => Code::Forfeit(Score::Loss),
            'W' => Code::NoMove(Score::Win),
            'D' => Code::NoMove(Score::Draw),
            'L' => Code::NoMove(Score::Loss),
            'H' => Code::HalfBye,
            'F' => Code::FullBye,
            'U' => Code::PairingBye,
            'Z' | ' ' => Code::ZeroBye,
            _ => return None,
        })
    }

    /// The code as a file writes it.
    pub fn symbol(self) -> char {
        match self {
            Code::Played(Score::Win) => '1',
            Code::Played(Score::Draw) => '=',
            Code::Played(Score::Loss) => '0',
            Code::Forfeit(Score::Win) => '+',
            Code::Forfeit(_) => '-',
            Code::NoMove(Score::Win) => 'W',
            Code::NoMove(Score::Draw) => 'D',
            Code::NoMove(Score::Loss) => 'L',
            Code::HalfBye => 'H',
            Code::FullBye => 'F',
            Code::PairingBye => 'U',
            Code::ZeroBye => 'Z',
        }
    }

    /// The points the code stands for, by default (a bye's too).
    pub fn score(self) -> Score {
        match self {
            Code::Played(score) | Code::Forfeit(score) | Code::NoMove(score) => score,
            Code::HalfBye => Score::Draw,
            Code::FullBye | Code::PairingBye => Score::Win,
            Code::ZeroBye => Score::Loss,
        }
    }

    /// Whether the code, with an opponent, is a pairing both lines must show (byes are not).
    pub fn is_pairing(self) -> bool {
        matches!(self, Code::Played(_) | Code::Forfeit(_) | Code::NoMove(_))
    }

    /// Whether the opponent's line may show `theirs` for the same pairing: `1`↔`0`, `=`↔`=`,
    /// `W`↔`L`, `D`↔`D`, `+`↔`-`, and `-`↔`-` (a double forfeit).
    pub fn answers(self, theirs: Code) -> bool {
        match (self, theirs) {
            (Code::Played(mine), Code::Played(theirs))
            | (Code::NoMove(mine), Code::NoMove(theirs))
            | (Code::Forfeit(mine), Code::Forfeit(theirs))
                if mine == theirs.reversed() =>
            {
                true
            }
            (Code::Forfeit(Score::Loss), Code::Forfeit(Score::Loss)) => true,
            _ => false,
        }
    }
}

/// One round block of a player's line that is not blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    /// The round, from 1.
    pub round: u32,
    /// The scheduled opponent's starting rank; `None` for `0000` or blanks.
    pub opponent: Option<u16>,
    /// `w`, `b` or `-` (blank is `-`).
    pub colour: char,
    pub code: Code,
}

impl Round {
    /// A game that was played: `1 = 0` against an opponent. Only these can be rated.
    pub fn is_game(&self) -> bool {
        self.opponent.is_some() && matches!(self.code, Code::Played(_))
    }
}

/// A player's `001` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The line of the file it is on.
    pub line: usize,
    pub start_rank: u16,
    /// Normalised: `g` → GM, `wm` → WIM, …; other text upper-cased as written.
    pub title: Option<String>,
    pub name: String,
    /// `None`: unrated (blank, `0` or `0000`).
    pub rating: Option<u32>,
    pub federation: Option<String>,
    pub fide_id: Option<String>,
    pub birth_year: Option<i32>,
    /// The file's points column (81–84) in tenths of a point (5.5 → 55); `None` when blank.
    /// It may follow another scoring system (`162`, `XXS`), so it is compared with the rounds,
    /// never rated from.
    pub file_points: Option<u32>,
    /// The file's final rank column (86–89); `0` is what some writers put for a withdrawn
    /// player. `None` when blank.
    pub file_rank: Option<u16>,
    pub rounds: Vec<Round>,
}

impl Player {
    /// The player's round `round`, when the line has an entry for it.
    pub fn round(&self, round: u32) -> Option<&Round> {
        self.rounds
            .binary_search_by_key(&round, |entry| entry.round)
            .ok()
            .map(|at| &self.rounds[at])
    }

    /// The points the round blocks give, in tenths: 1, ½ or 0 as each code stands for (a
    /// bye's too), the way the points column counts them under the usual scoring.
    pub fn round_points(&self) -> u32 {
        let halves: u32 = self
            .rounds
            .iter()
            .map(|round| (round.code.score().hundredths() / 50) as u32)
            .sum();
        halves * 5
    }

    /// Whether the file's points column says other than the rounds give.
    pub fn points_disagree(&self) -> bool {
        self.file_points
            .is_some_and(|points| points != self.round_points())
    }

    /// Whether some round is a pairing with another player (a game, a forfeit, a game of no
    /// move): a line with none only holds byes or absences.
    pub fn has_pairing(&self) -> bool {
        self.rounds
            .iter()
            .any(|round| round.opponent.is_some() && round.code.is_pairing())
    }
}

/// A word of the event that names a list (`Blitz`, `Bullet`, `Rapid`, `Schnellschach`), and the
/// record it is in (`012`, `122`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolWord {
    pub pool: Pool,
    pub record: &'static str,
    pub word: String,
}

/// A tournament as its TRF gives it; players in starting-rank order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tournament {
    /// `012`, the first one, trimmed.
    pub name: Option<String>,
    /// The year of `052`, else of `042`.
    pub year: Option<i32>,
    /// `042`, the start date, and `052`, the end date, when they read as a date (a rating
    /// period's events are placed by them); see [`Tournament::unread_dates`].
    pub start: Option<jiff::civil::Date>,
    pub end: Option<jiff::civil::Date>,
    /// The `042` / `052` lines written but not read as a date: the record and its text.
    pub unread_dates: Vec<(&'static str, String)>,
    /// `222`, TRF-2026's encoded time control, as written.
    pub time_control: Option<String>,
    /// `122`, the allotted time in free text, as written.
    pub allotted_time: Option<String>,
    /// The first line that sets another scoring system (`162`, `XXS`, `XXA`, `BB…`): the
    /// points column may follow it.
    pub scoring_line: Option<usize>,
    pub players: Vec<Player>,
}

impl Tournament {
    /// The pool TRF-2026's encoded time control (`222`) gives, by FIDE's definitions: the
    /// seconds of every period plus 60 × the first increment (White's part of `W…-B…`); 600
    /// or less is blitz, 3600 or more standard, rapid between. `None` when there is none, or
    /// it does not read ([`Tournament::unread_time_control`]).
    pub fn suggested_pool(&self) -> Option<Pool> {
        let total = fide_seconds(self.time_control.as_deref()?)?;
        Some(if total <= 600 {
            Pool::FideBlitz
        } else if total < 3600 {
            Pool::FideRapid
        } else {
            Pool::FideStandard
        })
    }

    /// The `222` written that is no time control as TRF-2026 encodes one (`B300-W3600`,
    /// `+30`, `1e3`, `40/`): it says no list, and is said, never taken for no `222` at all.
    pub fn unread_time_control(&self) -> Option<&str> {
        let control = self.time_control.as_deref()?;
        fide_seconds(control).is_none().then_some(control)
    }

    /// The words of the event that name a list, in the name (`012`) and then the allotted time
    /// (`122`): a word that starts with `Blitz` or `Bullet` (FIDE has no bullet list: blitz
    /// is the nearest), `Rapid` or `Schnell` (Schnellschach), in any case, `Blitz-Open` and
    /// `Blitzschach` too.
    pub fn pool_words(&self) -> Vec<PoolWord> {
        let records = [("012", &self.name), ("122", &self.allotted_time)];
        let mut found = Vec::new();
        for (record, text) in records {
            let Some(text) = text else { continue };
            for word in text.split(|c: char| !c.is_alphanumeric()) {
                let lower = word.to_lowercase();
                let pool = if lower.starts_with("blitz") || lower.starts_with("bullet") {
                    Pool::FideBlitz
                } else if lower.starts_with("rapid") || lower.starts_with("schnell") {
                    Pool::FideRapid
                } else {
                    continue;
                };
                found.push(PoolWord {
                    pool,
                    record,
                    word: word.to_string(),
                });
            }
        }
        found
    }

    /// The player with starting rank `rank`.
    pub fn player(&self, rank: u16) -> Option<&Player> {
        // Ranks mostly run 1, 2, 3…: the player is then the one at rank − 1, found at once.
        let at = usize::from(rank).wrapping_sub(1);
        if let Some(player) = self
            .players
            .get(at)
            .filter(|player| player.start_rank == rank)
        {
            return Some(player);
        }
        self.players
            .binary_search_by_key(&rank, |player| player.start_rank)
            .ok()
            .map(|index| &self.players[index])
    }
}

/// The seconds FIDE counts in an encoded time control: `[M/]S[+I]` periods joined by `:`
/// (every figure digits only), each period's seconds plus 60 × the first increment; of White's
/// part where it is `W…-B…` (Black's must read too). `None` for anything else.
fn fide_seconds(control: &str) -> Option<u64> {
    let digits = |text: &str| {
        let text = text.trim();
        (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| text.parse::<u64>().ok())
            .flatten()
    };
    let side = |side: &str| {
        let mut total: u64 = 0;
        for (index, period) in side.split(':').enumerate() {
            let time = match period.split_once('/') {
                Some((moves, time)) => {
                    digits(moves)?;
                    time
                }
                None => period,
            };
            let (seconds, increment) = time.split_once('+').unwrap_or((time, "0"));
            total = total.checked_add(digits(seconds)?)?;
            let increment = digits(increment)?;
            if index == 0 {
                total = total.checked_add(increment.checked_mul(60)?)?;
            }
        }
        Some(total)
    };
    let control = control.trim();
    match control.strip_prefix(['W', 'w']) {
        Some(sides) => {
            let (white, black) = sides.split_once('-')?;
            side(black.strip_prefix(['B', 'b'])?)?;
            side(white)
        }
        None => side(control),
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_control_gives_the_pool() {
        let pool = |control: &str| {
            Tournament {
                time_control: Some(control.to_string()),
                ..Tournament::default()
            }
            .suggested_pool()
        };
        // docs/rules/trf.md, "The list (pool)": time + 60 × increment.
        assert_eq!(pool("180+2"), Some(Pool::FideBlitz), "300");
        assert_eq!(pool("600"), Some(Pool::FideBlitz));
        assert_eq!(pool("600+5"), Some(Pool::FideRapid), "900");
        assert_eq!(pool("2700"), Some(Pool::FideRapid));
        assert_eq!(pool("3000+30"), Some(Pool::FideStandard), "4800");
        assert_eq!(pool("40/6000+30:900+30"), Some(Pool::FideStandard));
        assert_eq!(pool("W300-B240"), Some(Pool::FideBlitz));
        assert_eq!(pool("3540"), Some(Pool::FideRapid));
        assert_eq!(pool("3600"), Some(Pool::FideStandard));
        assert_eq!(pool("90 min"), None);
    }

    #[test]
    fn a_time_control_that_does_not_read_is_kept_as_written() {
        let unread = |control: &str| {
            Tournament {
                time_control: Some(control.to_string()),
                ..Tournament::default()
            }
            .unread_time_control()
            .map(str::to_string)
        };
        for control in [
            "B300-W3600",
            "+30",
            "1e3",
            "-5",
            "40/",
            "/5400",
            "600++5",
            "600+",
            "W300-X240",
            "W300-",
            "5400+30:",
            "90 min",
        ] {
            assert_eq!(unread(control).as_deref(), Some(control), "{control}");
        }
        for control in ["180+2", "40/6000+30:900+30", "W300-B240", " 5400 + 30 "] {
            assert_eq!(unread(control), None, "{control}");
        }
        assert_eq!(Tournament::default().unread_time_control(), None);
    }

    #[test]
    fn the_events_words_name_a_list() {
        let words = |name: &str, allotted: Option<&str>| {
            Tournament {
                name: Some(name.to_string()),
                allotted_time: allotted.map(str::to_string),
                ..Tournament::default()
            }
            .pool_words()
            .into_iter()
            .map(|word| (word.pool, word.record, word.word))
            .collect::<Vec<_>>()
        };
        let blitz = |record, word: &str| (Pool::FideBlitz, record, word.to_string());
        let rapid = |record, word: &str| (Pool::FideRapid, record, word.to_string());
        assert_eq!(
            words("NM Zulfikar Sali Bullet Chess", None),
            [blitz("012", "Bullet")]
        );
        assert_eq!(
            words("Juni Blitzschach 5 Plus 0", None),
            [blitz("012", "Blitzschach")]
        );
        assert_eq!(words("Blitz-Open Wien", None), [blitz("012", "Blitz")]);
        assert_eq!(
            words("SCHNELLSCHACH-Cup", None),
            [rapid("012", "SCHNELLSCHACH")]
        );
        assert_eq!(
            words("Club Open", Some("rapid 15+10")),
            [rapid("122", "rapid")]
        );
        assert_eq!(words("9. Karl-Mala-Gedenkturnier", Some("40/120, 60")), []);
        // A word that only contains one is not one: "Stadtblitz" is left to --pool.
        assert_eq!(words("Stadtblitz", None), []);
    }
}
