//! Reading keys so that an Esc typed just before another key stays an Esc. Terminals send Esc
//! as the byte that also starts a key's escape sequence; when Esc and the next key arrive in
//! one read (fast typing, an SSH connection sending both at once) crossterm reads `\e\eOR`
//! (Esc, F3) as Esc followed by the characters `O` `R`, and `\ea` (Esc, a) as Alt-a. Here
//! they become Esc, then the key: what the person typed. elocalc binds no Alt key.

use std::io;
use std::time::Duration;

use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// The next terminal events: one, or after an Esc every event read with it, split with
/// [`split_escapes`].
pub fn read() -> io::Result<Vec<Event>> {
    let mut events = vec![event::read()?];
    let esc = |event: &Event| matches!(event, Event::Key(key) if key.code == KeyCode::Esc);
    if esc(&events[0]) {
        // What was read with the Esc is already parsed and comes at once. (crossterm's reader
        // never reports those to a poll of no time at all: it waits at most this long when
        // nothing follows.)
        while events.len() < MAX_SEQUENCE && event::poll(SEQUENCE_WAIT)? {
            events.push(event::read()?);
        }
    }
    Ok(split_escapes(events))
}

/// How long an Esc alone waits for the rest of a sequence it might start: well below what a
/// person notices, well above the moments between two events of one read.
const SEQUENCE_WAIT: Duration = Duration::from_millis(40);

/// The longest key sequence after an Esc that is read back into a key (`[`, `2`, `4`, `~`),
/// with the Esc.
const MAX_SEQUENCE: usize = 8;

/// `events` as typed: an Alt-character is Esc then the character; Esc then the characters of an
/// escape sequence (`O` `R`, `[` `1` `5` `~`) is Esc then the key they name.
pub fn split_escapes(events: Vec<Event>) -> Vec<Event> {
    let mut out = Vec::with_capacity(events.len());
    let mut index = 0;
    while index < events.len() {
        let event = &events[index];
        index += 1;
        let Event::Key(key) = event else {
            out.push(event.clone());
            continue;
        };
        if let KeyCode::Char(c) = key.code
            && key.modifiers.contains(KeyModifiers::ALT)
        {
            out.push(press(KeyCode::Esc, KeyModifiers::NONE));
            out.push(Event::Key(KeyEvent {
                code: KeyCode::Char(c),
                modifiers: key.modifiers - KeyModifiers::ALT,
                ..*key
            }));
            continue;
        }
        out.push(event.clone());
        if key.code != KeyCode::Esc {
            continue;
        }
        let chars: String = events[index..]
            .iter()
            .map_while(|event| match event {
                Event::Key(key)
                    if key.modifiers - KeyModifiers::SHIFT == KeyModifiers::NONE
                        && key.kind == KeyEventKind::Press =>
                {
                    match key.code {
                        KeyCode::Char(c) => Some(c),
                        _ => None,
                    }
                }
                _ => None,
            })
            .take(MAX_SEQUENCE - 1)
            .collect();
        if let Some((used, code, modifiers)) = sequence(&chars) {
            out.push(press(code, modifiers));
            index += used;
        }
    }
    out
}

fn press(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

/// The key an escape sequence's characters (after its Esc) at the start of `chars` name, and
/// how many characters it takes.
fn sequence(chars: &str) -> Option<(usize, KeyCode, KeyModifiers)> {
    let none = KeyModifiers::NONE;
    if let Some(rest) = chars.strip_prefix('O') {
        let code = match rest.chars().next()? {
            'P' => KeyCode::F(1),
            'Q' => KeyCode::F(2),
            'R' => KeyCode::F(3),
            'S' => KeyCode::F(4),
            'A' => KeyCode::Up,
            'B' => KeyCode::Down,
            'C' => KeyCode::Right,
            'D' => KeyCode::Left,
            'H' => KeyCode::Home,
            'F' => KeyCode::End,
            _ => return None,
        };
        return Some((2, code, none));
    }
    let rest = chars.strip_prefix('[')?;
    let letter = |c: char| match c {
        'A' => Some(KeyCode::Up),
        'B' => Some(KeyCode::Down),
        'C' => Some(KeyCode::Right),
        'D' => Some(KeyCode::Left),
        'H' => Some(KeyCode::Home),
        'F' => Some(KeyCode::End),
        'Z' => Some(KeyCode::BackTab),
        _ => None,
    };
    let first = rest.chars().next()?;
    if let Some(code) = letter(first) {
        let modifiers = if code == KeyCode::BackTab {
            KeyModifiers::SHIFT
        } else {
            none
        };
        return Some((2, code, modifiers));
    }
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() || !rest[digits.len()..].starts_with('~') {
        return None;
    }
    let code = match digits.as_str() {
        "1" | "7" => KeyCode::Home,
        "2" => KeyCode::Insert,
        "3" => KeyCode::Delete,
        "4" | "8" => KeyCode::End,
        "5" => KeyCode::PageUp,
        "6" => KeyCode::PageDown,
        "11" => KeyCode::F(1),
        "12" => KeyCode::F(2),
        "13" => KeyCode::F(3),
        "14" => KeyCode::F(4),
        "15" => KeyCode::F(5),
        "17" => KeyCode::F(6),
        "18" => KeyCode::F(7),
        "19" => KeyCode::F(8),
        "20" => KeyCode::F(9),
        "21" => KeyCode::F(10),
        "23" => KeyCode::F(11),
        "24" => KeyCode::F(12),
        _ => return None,
    };
    Some((1 + digits.len() + 1, code, none))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> Event {
        press(code, KeyModifiers::NONE)
    }

    fn chars(text: &str) -> Vec<Event> {
        text.chars().map(|c| key(KeyCode::Char(c))).collect()
    }

    #[test]
    fn an_esc_read_with_f3_is_esc_then_f3() {
        // `\e\eOR` as crossterm reads it: Esc, 'O', 'R'.
        let mut read = vec![key(KeyCode::Esc)];
        read.extend(chars("OR"));
        assert_eq!(
            split_escapes(read),
            vec![key(KeyCode::Esc), key(KeyCode::F(3))]
        );
        // `\e\e[18~`: Esc, F7; and what follows stays as typed.
        let mut read = vec![key(KeyCode::Esc)];
        read.extend(chars("[18~x"));
        assert_eq!(
            split_escapes(read),
            vec![
                key(KeyCode::Esc),
                key(KeyCode::F(7)),
                key(KeyCode::Char('x'))
            ]
        );
    }

    #[test]
    fn an_esc_read_with_a_letter_is_esc_then_the_letter() {
        let alt_m = press(KeyCode::Char('m'), KeyModifiers::ALT);
        assert_eq!(
            split_escapes(vec![alt_m]),
            vec![key(KeyCode::Esc), key(KeyCode::Char('m'))]
        );
    }

    #[test]
    fn characters_that_are_no_sequence_are_left_as_typed() {
        let mut read = vec![key(KeyCode::Esc)];
        read.extend(chars("Ok"));
        let expected = read.clone();
        assert_eq!(split_escapes(read), expected);
        assert_eq!(split_escapes(chars("OR")), chars("OR"));
    }
}
