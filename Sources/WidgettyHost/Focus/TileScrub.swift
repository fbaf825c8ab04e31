import WidgettyRender

/// The charts of one tile being scrubbed: the arrows in a focused chart tile, or the pointer over one.
public struct TileScrub: Sendable, Equatable {
    /// The tile's slot.
    public var slot: Int
    /// Where its charts show a rule and the value there.
    public var at: ChartScrub

    /// A scrub of the charts of `slot` at `at`.
    public init(slot: Int, at: ChartScrub) {
        self.slot = slot
        self.at = at
    }
}
