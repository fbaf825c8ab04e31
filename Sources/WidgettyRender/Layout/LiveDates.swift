import Foundation

/// Collects, while a frame is drawn, the first moment one of its live dates will read differently.
///
/// Only drawn text reports here, so tiles off screen never make the loop wake.
public final class LiveDates: @unchecked Sendable {
    /// The earliest change reported so far; nil when no drawn text changes by itself.
    public private(set) var nextChange: Date?

    /// Creates an empty collector.
    public init() {}

    /// Notes that something drawn will change at `date`.
    public func report(_ date: Date?) {
        guard let date else { return }
        nextChange = nextChange.map { min($0, date) } ?? date
    }
}
