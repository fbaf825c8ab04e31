/// Where a person is scrubbing the charts of a tile: some positions back from the latest (the arrows), or a screen
/// column (the pointer). Charts draw a rule and the value there, as interactive charts in the HIG do.
public enum ChartScrub: Sendable, Equatable {
    /// This many positions before the latest (0 is the latest).
    case stepsBack(Int)
    /// The position nearest this screen column.
    case column(Int)
}
