import ArgumentParser
import Foundation

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
    init?(_ text: String, localZone: TimeZone) {
        var scanner = ISO8601Scanner(text)
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2) else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0, nanosecond: 0)
        var zone = localZone
        if scanner.skip("T") {
            guard let hour = scanner.number(digits: 2), hour < 24, scanner.skip(":"),
                  let minute = scanner.number(digits: 2), minute < 60 else { return nil }
            components.hour = hour
            components.minute = minute
            if scanner.skip(":") {
                guard let second = scanner.number(digits: 2), second < 60 else { return nil }
                components.second = second
                if scanner.skip(".") || scanner.skip(",") {
                    guard let nanoseconds = scanner.fraction() else { return nil }
                    components.nanosecond = nanoseconds
                }
            }
            if !scanner.isAtEnd {
                guard let offset = scanner.offset() else { return nil }
                zone = offset
            }
        }
        guard scanner.isAtEnd else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard (1...12).contains(month),
              let monthStart = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: monthStart), days.contains(day),
              let date = calendar.date(from: components) else { return nil }
        self.date = date
    }
}
