// Swift Testing is there only when tests are built: `swift build -c release` (`make release`) builds this target
// too, without it.
#if canImport(Testing)
import Testing

/// End-to-end suites take turns across suites: `.serialized` orders the tests of one suite only, so without this
/// every terminal session of every suite would run at once on CI's two cores.
///
/// Each test of a suite carrying `.takesTurns` runs only while it holds the process-wide turn, taken in the order
/// asked for. A turn is held no longer than its test, and every wait inside a test has a bound of its own.
public struct TakesTurns: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Runs one test case while holding the turn; a suite or test as a whole passes straight through (its cases take
    /// turns one by one, so nothing ever waits for a turn its own suite holds).
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil, !test.isSuite else { return try await function() }
        await Self.turn.take()
        do {
            try await function()
        } catch {
            await Self.turn.give()
            throw error
        }
        await Self.turn.give()
    }

    private static let turn = Turn()

    /// One holder at a time, the others waiting in order.
    private actor Turn {
        private var held = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func take() async {
            guard held else {
                held = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func give() {
            if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
        }
    }
}

extension Trait where Self == TakesTurns {
    /// The suite's tests run one at a time with every other end-to-end suite's.
    public static var takesTurns: TakesTurns { TakesTurns() }
}
#endif
