import FoundationEssentials
import WidgettyKit

/// The moment a frame is drawn at, and, once drawn, the first moment one of its live dates will read differently.
///
/// One reference shared by the whole frame, so copying the render environment
/// for each view stays cheap. Only drawn text reports here, so tiles off
/// screen never make the loop wake. Not `Sendable`: a frame is drawn on one
/// thread (the terminal's, or the command's), which makes a collector for it and
/// reads it when the frame is done.
public final class LiveDates {
    /// The moment drawn.
    public private(set) var now = Date(timeIntervalSinceReferenceDate: 0)
    /// The zone and locale live dates are shown in.
    public private(set) var timeZone = ZoneInfo.utc
    public private(set) var locale = DateLocale.english
    /// The earliest change reported so far; nil when no drawn text changes by itself.
    public private(set) var nextChange: Date?

    /// Creates a collector for a frame at the reference date in UTC; `begin` sets the real moment.
    public init() {}

    /// Starts a frame drawn at `now`, forgetting what an earlier frame reported.
    public func begin(now: Date, timeZone: ZoneInfo, locale: DateLocale) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        nextChange = nil
    }

    /// Notes that something drawn will change at `date`.
    public func report(_ date: Date?) {
        guard let date else { return }
        nextChange = nextChange.map { min($0, date) } ?? date
    }
}
