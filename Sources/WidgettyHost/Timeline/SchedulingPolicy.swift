/// The runner's rules: the reload budget, the backoff after failures, and the source of jitter.
public struct SchedulingPolicy: Sendable {
    /// How often a widget may reload by itself.
    public var budget = ReloadBudget()
    /// How long to wait after failures.
    public var backoff = Backoff()
    /// The least time from a timeline's arrival to the next load a widget asks for itself (a listening program's
    /// frames): the screen takes about ten of its frames a second however fast it prints, and always the latest.
    public var ownReloadSpacing: Double = 0.1
    /// A number in 0..<1 for each retry's jitter; fixed in tests.
    public var jitterUnit: @Sendable () -> Double = { Double.random(in: 0..<1) }

    /// The defaults: 5 minutes apart, 70 a day, 30 s to 30 min backoff with ±10 % jitter, a widget's own reloads 0.1 s apart.
    public init() {}
}
