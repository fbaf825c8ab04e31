import Glibc
import Synchronization
import Testing
import WidgettyTestSupport
@testable import NotesProvider

/// Work cut into slices over a few threads gives what one pass over the whole range gives.
@Suite struct ThreadSlicesTests {
    /// Every index once, in order, whatever the count, the threads asked for and the smallest slice.
    @Test func everyIndexOnceInOrder() async {
        let failures = await BlockingWork.run { () -> [String] in
            var failures: [String] = []
            for count in [0, 1, 2, 3, 7, 10, 999, 1_000, 1_001, 4_097] {
                for threads in [0, 1, 2, 3, 4, 9] {
                    for minimumSlice in [0, 1, 3, 1_000] {
                        let result = ThreadSlices.map(count, threads: threads, minimumSlice: minimumSlice) { range in Array(range) }
                        if result != Array(0..<count) { failures.append("\(count) over \(threads) by \(minimumSlice): \(result.count) results") }
                    }
                }
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// Two slices run on two threads, the caller's one of them; a range too small for two slices runs on the caller's
    /// thread alone.
    @Test func slicesRunOnThreadsOfTheirOwn() async {
        let (caller, split, alone) = await BlockingWork.run { () -> (UInt, Set<UInt>, Set<UInt>) in
            let threadsOf = { (count: Int) -> Set<UInt> in
                Set(ThreadSlices.map(count, threads: 2, minimumSlice: 10) { range in range.map { _ in UInt(pthread_self()) } })
            }
            return (UInt(pthread_self()), threadsOf(20), threadsOf(19))
        }
        #expect(split.count == 2 && split.contains(caller), "20 indices by at least 10 a slice: the caller's thread and one more")
        #expect(alone == [caller], "19 indices by at least 10 a slice: one slice, on the caller's thread")
    }
}
