// Swift Testing is there only when tests are built: `swift build -c release` (`make release`) builds this target
// too, without it.
#if canImport(Testing)
import Glibc
import Testing

/// End-to-end suites take turns across suites: `.serialized` orders the tests of one suite only, so without this
/// every terminal session of every suite would run at once on CI's two cores.
///
/// Each test of a suite carrying `.takesTurns` runs only while it holds one of the process-wide turns, taken in the
/// order asked for. There are two turns (one per core on CI: a session spends most of its time waiting for frames,
/// so two at once keep both cores busy without starving each other); `WIDGETTY_TEST_TURNS` sets another number,
/// 1 to run the sessions one at a time. A turn is held no longer than its test, and every wait inside a test has a
/// bound of its own.
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

    private static let turn = Turn(count: turnCount)

    /// `WIDGETTY_TEST_TURNS` when it is a number from 1 to 16, else 2.
    private static var turnCount: Int {
        guard let text = getenv("WIDGETTY_TEST_TURNS").map({ String(cString: $0) }), let count = Int(text),
              (1...16).contains(count) else { return 2 }
        return count
    }

    /// At most `count` holders at a time, the others waiting in order.
    private actor Turn {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(count: Int) { free = count }

        func take() async {
            guard free == 0 else {
                free -= 1
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func give() {
            if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
        }
    }
}

extension Trait where Self == TakesTurns {
    /// The suite's tests run two at a time with every other end-to-end suite's (`WIDGETTY_TEST_TURNS`).
    public static var takesTurns: TakesTurns { TakesTurns() }
}
#endif
