#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A time zone: the offset from UTC and its abbreviation at any instant, from the system's tz database
/// (`/usr/share/zoneinfo`, or `TZDIR`), a POSIX `TZ` string, or a fixed offset.
public struct ZoneInfo: Hashable, Sendable, CustomStringConvertible {
    /// What is in force at an instant.
    public struct Period: Hashable, Sendable {
        /// Seconds east of UTC.
        public var offset: Int
        /// "CET", "JST", "+0545".
        public var abbreviation: String
        /// True during daylight-saving time.
        public var isDaylightSaving: Bool

        /// A period from its parts.
        public init(offset: Int, abbreviation: String, isDaylightSaving: Bool) {
            self.offset = offset
            self.abbreviation = abbreviation
            self.isDaylightSaving = isDaylightSaving
        }
    }

    /// The zone's name: its tz database name ("Europe/Berlin"), its POSIX string, or "UTC".
    public let identifier: String
    private let transitions: [Int64]
    private let transitionPeriods: [Period]
    private let initial: Period
    private let rule: POSIXZoneRule?

    /// Coordinated Universal Time.
    public static let utc = ZoneInfo(identifier: "UTC", rule: POSIXZoneRule("UTC0"))

    /// The zone of a POSIX `TZ` string ("CET-1CEST,M3.5.0,M10.5.0/3"); nil when it is not one.
    public init?(posixRule text: String) {
        guard let rule = POSIXZoneRule(text) else { return nil }
        self.init(identifier: text, rule: rule)
    }

    /// A zone `seconds` east of UTC all year, named by its offset ("+05:45"); nil beyond ±26 hours.
    public init?(fixedOffset seconds: Int) {
        guard abs(seconds) < 26 * 3600 else { return nil }
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let name = sign + Self.twoDigits(magnitude / 3600) + ":" + Self.twoDigits(magnitude % 3600 / 60)
        self.init(identifier: name, rule: nil, fixed: Period(offset: seconds, abbreviation: name, isDaylightSaving: false))
    }

    /// The fixed-offset zone its identifier names ("+05:45", "-03:00"), as `init(fixedOffset:)` names it.
    public init?(fixedOffsetIdentifier name: String) {
        let bytes = Array(name.utf8)
        guard bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: ":"),
              let hours = Int(name.dropFirst().prefix(2)), let minutes = Int(name.suffix(2)), minutes < 60,
              [1, 2, 4, 5].allSatisfy({ (0x30...0x39).contains(bytes[$0]) }) else { return nil }
        self.init(fixedOffset: (bytes[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60))
    }

    /// The zone of compiled zone-file `bytes` (TZif), called `identifier`; nil when they are not a zone file.
    public init?(identifier: String, tzifBytes bytes: [UInt8]) {
        guard let file = try? TZifFile(bytes) else { return nil }
        let periods = file.types.map { Period(offset: $0.offset, abbreviation: $0.abbreviation, isDaylightSaving: $0.isDaylightSaving) }
        self.identifier = identifier
        transitions = file.transitions
        transitionPeriods = file.transitionTypes.map { periods[$0] }
        initial = periods[0]
        rule = file.footer
    }

    private init(identifier: String, rule: POSIXZoneRule?, fixed: Period? = nil) {
        self.identifier = identifier
        transitions = []
        transitionPeriods = []
        self.rule = rule
        initial = fixed ?? rule.map { Period(offset: $0.standard.offset, abbreviation: $0.standard.abbreviation, isDaylightSaving: false) }
            ?? Period(offset: 0, abbreviation: "UTC", isDaylightSaving: false)
    }

    /// The identifier.
    public var description: String { identifier }

    /// What is in force at `seconds` after the epoch (UTC).
    public func period(at seconds: Int64) -> Period {
        if let last = transitions.last, seconds < last {
            // Before the first transition, the file's first type; between two, the earlier one's.
            guard seconds >= transitions[0] else { return initial }
            return transitionPeriods[lastIndex(notAfter: seconds)]
        }
        guard let rule else { return transitionPeriods.last ?? initial }
        let (period, isDaylightSaving) = rule.period(at: seconds)
        return Period(offset: period.offset, abbreviation: period.abbreviation, isDaylightSaving: isDaylightSaving)
    }

    /// Seconds east of UTC at `seconds` after the epoch.
    public func offset(at seconds: Int64) -> Int { period(at: seconds).offset }

    /// The wall-clock time in this zone at `seconds` after the epoch.
    public func civilTime(at seconds: Int64) -> CivilTime {
        CivilTime(secondsSinceEpoch: seconds + Int64(offset(at: seconds)))
    }

    /// The instant a wall clock in this zone shows `civil`. A time skipped by a transition forward is read
    /// with the offset before it (02:30 on a spring-forward night is 03:30); a time that happens twice is the first.
    public func instant(of civil: CivilTime) -> Int64 {
        let local = civil.secondsSinceEpoch
        // Offsets differ by at most a day either side: try the offsets in force around the guess.
        let candidates = Set([offset(at: local - 86_400), offset(at: local), offset(at: local + 86_400)]
            + [offset(at: local - Int64(offset(at: local)))])
        let matches = candidates.map { local - Int64($0) }.filter { offset(at: $0) == Int(local - $0) }.sorted()
        if let first = matches.first { return first }
        // In a gap: the offset before the transition, which puts the instant after it.
        return local - Int64(offset(at: local - 86_400))
    }

    /// The index of the last transition at or before `seconds` (which is at or after the first).
    private func lastIndex(notAfter seconds: Int64) -> Int {
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Zones are the same when named the same.
    public static func == (lhs: ZoneInfo, rhs: ZoneInfo) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
