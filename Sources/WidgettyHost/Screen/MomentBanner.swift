import FoundationEssentials

/// A banner about a moment (a link that did not open, an action that failed), which goes by itself after
/// `duration`; a banner about a state (a configuration that does not load) stays until the state changes.
/// Esc closes either (`HomeScreenCommand.dismiss`). Pure: the loop hands in the moment.
public struct MomentBanner: Sendable, Equatable {
    /// How long a moment's banner stays: long enough to read three lines.
    public static let duration: TimeInterval = 10
    /// The words shown.
    public let message: String
    /// When it goes.
    public let end: Date

    /// A banner of `message` shown at `date`.
    public init(_ message: String, shownAt date: Date) {
        self.message = message
        end = date.addingTimeInterval(Self.duration)
    }

    /// What is left of it at `now`: itself while `banner` still shows its message and its time has not run out;
    /// else nil, having cleared `banner` when its time ran out (another banner in its place, or none, is left alone).
    public func settle(_ banner: inout String?, at now: Date) -> MomentBanner? {
        guard banner == message else { return nil }
        guard now >= end else { return self }
        banner = nil
        return nil
    }
}
