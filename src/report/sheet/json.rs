//! How numbers are written for scripts: the JSON every result is written in.

use std::io::{self, Write};

use serde::Serialize;

use crate::rating::{Amount, Expected};

/// A number that is whole in FIDE pools (ratings, differences, changes) and real otherwise:
/// whole values print as JSON integers.
#[derive(Clone, Copy, Debug)]
pub struct Number(pub f64);

impl Serialize for Number {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.fract() == 0.0 && self.0.abs() < 9e15 {
            serializer.serialize_i64(self.0 as i64)
        } else {
            serializer.serialize_f64(self.0)
        }
    }
}

/// FIDE changes are integers; continuous ones are real numbers even when whole.
#[derive(Clone, Copy)]
pub struct Change(pub Amount);

impl Serialize for Change {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Amount::Whole(value) => serializer.serialize_i64(value),
            Amount::Real(value) => serializer.serialize_f64(value),
        }
    }
}

pub fn expected_value(expected: Option<Expected>) -> Option<f64> {
    expected.map(Expected::value)
}

/// The buffer JSON is written through: of a concrete type, so the serializer's many small
/// writes are inlined copies rather than calls through `dyn Write`.
pub type JsonOut<'a> = io::BufWriter<&'a mut dyn io::Write>;

fn json_out(out: &mut dyn io::Write) -> JsonOut<'_> {
    io::BufWriter::with_capacity(1 << 16, out)
}

/// Writes `value` as pretty JSON and a line end.
pub fn render(value: &impl Serialize, out: &mut dyn io::Write) -> io::Result<()> {
    let mut out = json_out(out);
    serde_json::to_writer_pretty(&mut out, value).map_err(io::Error::from)?;
    out.write_all(b"\n")?;
    out.flush()
}

/// Writes what [`render`] writes of one object holding `head`'s keys, then `key` with the value
/// `value` writes, then `tail`'s keys: for a value too long to go through the generic
/// serializer key by key (a period's million games). `value` is written at the depth of a key
/// of that object; `head` and `tail` are structs with at least one key each.
pub fn render_around(
    head: &impl Serialize,
    key: &str,
    value: impl FnOnce(&mut JsonOut) -> io::Result<()>,
    tail: &impl Serialize,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let mut out = json_out(out);
    // `head` as its own object, less the line end and brace that close it.
    let head = serde_json::to_vec_pretty(head).map_err(io::Error::from)?;
    let keys = head
        .strip_suffix(b"\n}")
        .ok_or_else(|| io::Error::other("a JSON head without keys"))?;
    out.write_all(keys)?;
    out.write_all(b",\n  ")?;
    serde_json::to_writer(&mut out, key).map_err(io::Error::from)?;
    out.write_all(b": ")?;
    value(&mut out)?;
    out.write_all(b",")?;
    // `tail` as its own object, less the brace that opens it: its keys' lines follow.
    serde_json::to_writer_pretty(
        WithoutFirstByte {
            inner: &mut out,
            first: Some(b'{'),
        },
        tail,
    )
    .map_err(io::Error::from)?;
    out.write_all(b"\n")?;
    out.flush()
}

/// A writer that drops the first byte written to it, which must be `first`.
struct WithoutFirstByte<W> {
    inner: W,
    first: Option<u8>,
}

impl<W: io::Write> io::Write for WithoutFirstByte<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match (self.first, bytes.split_first()) {
            (Some(first), Some((&byte, rest))) => {
                if byte != first {
                    return Err(io::Error::other("a JSON tail that is no object"));
                }
                self.first = None;
                self.inner.write_all(rest)?;
                Ok(bytes.len())
            }
            _ => self.inner.write(bytes),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Writes `value` as JSON writes it as a value on its own (a number, a string, `null`): the
/// same bytes in pretty and compact JSON.
#[inline]
pub fn write_scalar(out: &mut JsonOut, value: &impl Serialize) -> io::Result<()> {
    value
        .serialize(&mut serde_json::Serializer::new(out))
        .map_err(io::Error::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Head {
        name: &'static str,
        rating: Number,
    }

    #[derive(Serialize)]
    struct Tail {
        left: Vec<Head>,
        empty: Vec<u8>,
        none: Option<f64>,
    }

    #[derive(Serialize)]
    struct Whole {
        #[serde(flatten)]
        head: Head,
        middle: Vec<u32>,
        #[serde(flatten)]
        tail: Tail,
    }

    fn head() -> Head {
        Head {
            name: "a \"name\"\n",
            rating: Number(1850.5),
        }
    }

    fn tail() -> Tail {
        Tail {
            left: vec![head(), head()],
            empty: Vec::new(),
            none: None,
        }
    }

    /// The keys around a value written as bytes are those one object of them all would have.
    #[test]
    fn a_value_written_between_keys_is_one_object_with_them() {
        let mut whole = Vec::new();
        let value = Whole {
            head: head(),
            middle: vec![1, 2],
            tail: tail(),
        };
        render(&value, &mut whole).unwrap();
        let mut around = Vec::new();
        render_around(
            &head(),
            "middle",
            |out| out.write_all(b"[\n    1,\n    2\n  ]"),
            &tail(),
            &mut around,
        )
        .unwrap();
        assert_eq!(String::from_utf8(around), String::from_utf8(whole));
    }

    /// Real numbers are written as a value on its own, as inside an object.
    #[test]
    fn a_scalar_is_written_as_inside_an_object() {
        for value in [0.0, 0.08, -9.2, 1e21, 1.0 / 3.0, f64::NAN] {
            let mut out = Vec::new();
            let mut json = json_out(&mut out);
            write_scalar(&mut json, &value).unwrap();
            write_scalar(&mut json, &Number(value)).unwrap();
            drop(json);
            let inside = serde_json::to_string_pretty(&[value]).unwrap();
            let number = serde_json::to_string(&Number(value)).unwrap();
            let inside = inside.trim_matches(['[', ']', '\n', ' ']);
            assert_eq!(String::from_utf8(out).unwrap(), format!("{inside}{number}"));
        }
    }
}
