/// Where a value lies between two ends of an axis, as a fraction (0 at `low`, 1 at `high`), for any finite ends.
///
/// `high - low` overflows to infinity when the ends are far apart (-1e308 and 1e308): the ends and the value are then
/// halved first, which keeps every difference finite and loses only a bit of the smallest subnormals.
/// Nil when the ends are equal, reversed or not finite, or the value is not finite.
func axisFraction(of value: Double, from low: Double, to high: Double) -> Double? {
    guard value.isFinite, low.isFinite, high.isFinite, high > low else { return nil }
    let span = high - low
    if span.isFinite { return (value - low) / span }
    return (value / 2 - low / 2) / (high / 2 - low / 2)
}
