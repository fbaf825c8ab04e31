import ArgumentParser
import FoundationEssentials
import WidgettyKit

/// An ISO 8601 moment on the command line, as people type it.
///
/// `2026-11-22T09:41:00Z` and `2026-11-22T09:41:00+09:00` (with or without
/// fractional seconds) name one instant; `2026-11-22T09:41:00` and
/// `2026-11-22T09:41` are local times and `2026-11-22` is local midnight, in the
/// local time zone (`TZ` honoured).
struct Timestamp: ExpressibleByArgument {
    let date: Date

    /// Reads a command-line argument, taking a moment without an offset to be in the local time zone.
    init?(argument: String) {
        self.init(argument, localZone: .current)
    }

    /// Reads `text`, taking a moment without an offset to be in `localZone`.
    init?(_ text: String, localZone: ZoneInfo) {
        var scanner = ISO8601Scanner(text)
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2) else { return nil }
        var civil = CivilTime(year: year, month: month, day: day)
        var nanoseconds = 0
        var offset: Int?
        if scanner.skip("T") {
            guard let hour = scanner.number(digits: 2), hour < 24, scanner.skip(":"),
                  let minute = scanner.number(digits: 2), minute < 60 else { return nil }
            civil.hour = hour
            civil.minute = minute
            if scanner.skip(":") {
                guard let second = scanner.number(digits: 2), second < 60 else { return nil }
                civil.second = second
                if scanner.skip(".") || scanner.skip(",") {
                    guard let fraction = scanner.fraction() else { return nil }
                    nanoseconds = fraction
                }
            }
            if !scanner.isAtEnd {
                guard let given = scanner.offset() else { return nil }
                offset = given
            }
        }
        guard scanner.isAtEnd else { return nil }
        guard (1...12).contains(month), (1...CivilTime.daysIn(month: month, year: year)).contains(day) else { return nil }
        let seconds = offset.map { civil.secondsSinceEpoch - Int64($0) } ?? localZone.instant(of: civil)
        self.date = Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
    }
}
