import FoundationEssentials

/// Which widget one stack shows, since when, and whether paging by hand holds its rotation.
public struct StackState: Sendable, Equatable {
    /// The index of the widget on top, in configuration order.
    public var top = 0
    /// When that widget came to the top (dwell and the carousel count from here); nil before the stack's first
    /// rotation, so smart rotation has no dwell to wait out and a carousel starts counting then.
    public var since: Date?
    /// Until when automatic rotation is held because the person paged by hand; nil when it is not.
    public var pausedUntil: Date?
    /// Until when the page dots show which widget came up (after a rotation or paging by hand); nil while they rest hidden.
    public var dotsShownUntil: Date?

    /// A stack showing its first widget, not yet rotated.
    public init() {}
}
