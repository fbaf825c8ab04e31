/// How long to wait before retrying after failures: doubling from a base up to a cap, with jitter.
public struct Backoff: Sendable {
    /// The wait after the first failure, in seconds.
    public var base: Double = 30
    /// The longest wait, in seconds.
    public var cap: Double = 30 * 60
    /// How far a wait may stray either way, as a fraction (0.1: ±10 %), so many widgets don't retry in step.
    public var jitter: Double = 0.1

    /// The default schedule: 30 s, 1, 2, 4, 8, 16, then 30 minutes, each ±10 %.
    public init() {}

    /// The wait after `failures` failures in a row; `unit` in 0..<1 picks where in the jitter band it falls (0.5: none).
    public func delay(afterFailures failures: Int, unit: Double) -> Double {
        let doubled = base * Double(1 << min(max(failures - 1, 0), 20))
        return min(doubled, cap) * (1 + jitter * (2 * unit - 1))
    }
}
