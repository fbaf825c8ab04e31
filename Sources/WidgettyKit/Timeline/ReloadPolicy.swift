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
