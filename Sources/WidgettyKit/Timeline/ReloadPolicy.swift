import FoundationEssentials

/// When the runner should ask a provider for a new timeline.
public enum ReloadPolicy: Sendable, Equatable {
    /// After the last entry's date has passed.
    case atEnd
    /// At the given date, whatever the entries.
    case after(Date)
    /// Only when something asks for a reload.
    case never
}

extension ReloadPolicy: CustomStringConvertible {
    /// `atEnd`, `after(2026-11-22T09:41:00Z)` or `never`, as the log writes it (spelled out: the reflection a
    /// description would otherwise use cost a widget's first load more than its timeline).
    public var description: String {
        switch self {
        case .atEnd: "atEnd"
        case .after(let date): "after(\(UTCStamp.iso8601(date)))"
        case .never: "never"
        }
    }
}
