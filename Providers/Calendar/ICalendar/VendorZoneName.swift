/// The zone name at the end of a vendor-prefixed TZID: old Lightning wrote `/mozilla.org/20070129_1/America/New_York`,
/// Evolution `/softwarestudio.org/Olson_20011030_5/America/New_York` (libical knows only its own prefix).
enum VendorZoneName {
    /// The longest tail of `tzid`'s path, after its first part, that `isKnown` accepts ("America/New_York"),
    /// or nil when `tzid` does not begin with "/" or no tail is known.
    static func ianaName(in tzid: String, isKnown: (String) -> Bool) -> String? {
        guard tzid.hasPrefix("/") else { return nil }
        let parts = tzid.split(separator: "/")
        guard parts.count > 1 else { return nil }
        for first in 1..<parts.count {
            let tail = parts[first...].joined(separator: "/")
            if isKnown(tail) { return tail }
        }
        return nil
    }
}
