/// A value one thread hands to another once: `put` gives it, `take` waits until it is there and takes it away.
public final class Handoff<Value: Sendable>: @unchecked Sendable {
    private let condition = ThreadCondition()
    /// The value once given, until taken; read and written with `condition`'s lock held.
    private var value: Value?

    /// A handoff whose value is not given yet.
    public init() {}

    /// Gives the value, and wakes the thread waiting for it.
    public func put(_ value: Value) {
        condition.lock()
        self.value = value
        condition.broadcast()
        condition.unlock()
    }

    /// The value, waiting until it is given; the handoff then holds it no more.
    public func take() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value = takeHeld() { return value }
            condition.wait()
        }
    }

    /// The value held, which is held no more; called with the lock held.
    private func takeHeld() -> Value? {
        defer { value = nil }
        return value
    }
}
