import FoundationEssentials

/// Why a widget's last load failed, in plain words, and when it will be tried again.
public struct LoadFailure: Sendable, Equatable {
    /// What went wrong ("Can't reach api.open-meteo.com"), or what to set.
    public var message: String
    /// When the next attempt starts; nil when only a configuration change or a manual reload helps.
    public var retryAt: Date?
}
