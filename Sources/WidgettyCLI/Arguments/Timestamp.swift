import ArgumentParser
import Foundation

/// An ISO 8601 date and time on the command line, e.g. `2026-11-22T09:41:00Z` or `2026-11-22T09:41:00+09:00`.
struct Timestamp: ExpressibleByArgument {
    let date: Date

    init?(argument: String) {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: argument) {
            self.date = date
            return
        }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = formatter.date(from: argument) else { return nil }
        self.date = date
    }
}
