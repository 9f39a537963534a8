//! `elocalc multi`.

use crate::common::*;

#[test]
fn multi_json() {
    let value = json(&[
        "multi",
        "--rating",
        "1500",
        "--average",
        "1600",
        "--games",
        "5",
        "--points",
        "3.5",
    ]);
    assert_eq!(value["pool"], "standard");
    assert_eq!(value["rating"], 1500);
    assert_eq!(value["k"], 20);
    assert_eq!(value["k_effective"], 20);
    assert_eq!(value["expected"], 0.36);
    assert_eq!(value["change_unrounded"], 34.0);
    assert_eq!(value["change"], 34);
    assert_eq!(value["new_rating"], 1534);
}
