/// The runner's rules: the reload budget, the backoff after failures, and the source of jitter.
public struct SchedulingPolicy: Sendable {
    /// How often a widget may reload by itself.
    public var budget = ReloadBudget()
    /// How long to wait after failures.
    public var backoff = Backoff()
    /// A number in 0..<1 for each retry's jitter; fixed in tests.
    public var jitterUnit: @Sendable () -> Double = { Double.random(in: 0..<1) }

    /// The defaults: 5 minutes apart, 70 a day, 30 s to 30 min backoff with ±10 % jitter.
    public init() {}
}
