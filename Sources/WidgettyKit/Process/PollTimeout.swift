/// A deadline as poll(2) takes it.
public enum PollTimeout {
    /// Milliseconds from now to `deadline`, rounded up, at least 0 and at most what poll(2) takes.
    public static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = deadline - .now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }
}
