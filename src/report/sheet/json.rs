//! How numbers are written for scripts: the JSON every result is written in.

use std::io::{self, Write};

use serde::Serialize;

use crate::rating::{Amount, Expected};

/// A number that is whole in FIDE pools (ratings, differences, changes) and real otherwise:
/// whole values print as JSON integers.
#[derive(Clone, Copy)]
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

/// Writes `value` as pretty JSON and a line end.
pub fn render(value: &impl Serialize, out: &mut dyn io::Write) -> io::Result<()> {
    // A buffer of a concrete type, so the serializer's many small writes are inlined copies
    // rather than calls through `dyn Write`.
    let mut out = io::BufWriter::with_capacity(1 << 16, out);
    serde_json::to_writer_pretty(&mut out, value).map_err(io::Error::from)?;
    out.write_all(b"\n")?;
    out.flush()
}
