import Glibc
import WidgettyKit

/// Blocking work over the indices `0..<count` (a `stat` per file) cut into consecutive slices, each on a thread of the
/// system's own, the calling thread doing the first and waiting for the rest: never a thread of Swift's pool.
enum ThreadSlices {
    /// The most threads one call uses, however many processors the system has.
    static let threadLimit = 4

    /// The threads a call may use here: the processors online when first asked (glibc reads a file of /sys for it),
    /// at least one, at most `threadLimit`.
    static let threadsAvailable = min(threadLimit, max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// `body` over every slice of `0..<count`, the results joined in the slices' order (what one call over the whole
    /// range would give). There are as many slices as `threads` (bounded by `threadLimit`), fewer where a slice would
    /// hold under `minimumSlice` indices: one alone runs on the calling thread and starts none. A thread the system
    /// does not start leaves its slice to the calling thread.
    static func map<Result: Sendable>(_ count: Int, threads: Int, minimumSlice: Int,
                              _ body: @escaping @Sendable (Range<Int>) -> [Result]) -> [Result] {
        let slices = max(1, min(threads, threadLimit, max(count, 0) / max(minimumSlice, 1)))
        guard slices > 1 else { return body(0..<max(count, 0)) }
        let bounds = (0...slices).map { $0 * (count / slices) + min($0, count % slices) }
        let results = SliceResults<Result>(slices: slices)
        for slice in 1..<slices {
            let range = bounds[slice]..<bounds[slice + 1]
            if !SystemThread.start({ results.store(body(range), slice: slice) }) {
                results.store(body(range), slice: slice)
            }
        }
        results.store(body(bounds[0]..<bounds[1]), slice: 0)
        return results.joined()
    }
}

/// The results of each slice of `ThreadSlices.map`, handed over under a lock as each thread finishes.
private final class SliceResults<Result: Sendable>: @unchecked Sendable {
    /// Guards `results` and `missing`.
    private let condition = ThreadCondition()
    private var results: [[Result]]
    private var missing: Int

    init(slices: Int) {
        results = Array(repeating: [], count: slices)
        missing = slices
    }

    /// Keeps a slice's results, and wakes the caller once every slice is in.
    func store(_ sliceResults: [Result], slice: Int) {
        condition.lock()
        results[slice] = sliceResults
        missing -= 1
        if missing == 0 { condition.signal() }
        condition.unlock()
    }

    /// Every slice's results in order, once every slice is in.
    func joined() -> [Result] {
        condition.lock()
        while missing > 0 { condition.wait() }
        condition.unlock()
        return Array(results.joined())
    }
}
