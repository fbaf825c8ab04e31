import Foundation
import Glibc
import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// The provider executor: one queue, threads added only when every thread is busy past `patience`.
@Suite(.timeLimit(.minutes(3))) struct ProviderThreadsTests {
    /// Runs `work` as a task preferring `threads`.
    private func run<Result: Sendable>(on threads: ProviderThreads, _ work: @escaping @Sendable () -> Result) -> Task<Result, Never> {
        Task(executorPreference: threads) { work() }
    }

    @Test func aJobBlockingItsThreadDoesNotHoldUpTheNext() async {
        let threads = ProviderThreads(limit: 4)
        let gate = Gate()
        let blocked = run(on: threads) { gate.waitUntilOpen() }
        await run(on: threads) {}.value
        gate.open()
        await blocked.value
    }

    @Test func noMoreThanTheLimitRun() async {
        let threads = ProviderThreads(limit: 2)
        let gate = Gate()
        let finished = Mutex(0)
        let blocked = (0..<2).map { _ in run(on: threads) { gate.waitUntilOpen(); finished.withLock { $0 += 1 } } }
        let third = run(on: threads) { finished.withLock { $0 += 1 } }
        // Time for the watcher to start threads, were it allowed more than two.
        try? await Task.sleep(for: .milliseconds(50))
        #expect(finished.withLock { $0 } == 0, "the third job waits for one of the two threads")
        gate.open()
        for task in blocked + [third] { await task.value }
        #expect(finished.withLock { $0 } == 3)
    }

    @Test func everyJobRunsOnAProviderThread() async {
        let threads = ProviderThreads()
        let names = Mutex<Set<String>>([])
        let tasks = (0..<200).map { _ in
            run(on: threads) {
                let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "?"
                names.withLock { _ = $0.insert(name.trimmingCharacters(in: .newlines)) }
            }
        }
        for task in tasks { await task.value }
        #expect(names.withLock { $0 } == ["provider"], "every job ran on a provider thread")
    }

    @Test func aProviderThreadBlocksEverySignalButAFaults() async {
        let blocked = await run(on: ProviderThreads()) {
            var mask = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &mask)
            return Dictionary(uniqueKeysWithValues: (FaultSignals.all + [SIGINT, SIGTERM, SIGQUIT, SIGUSR1, SIGWINCH]).map { ($0, sigismember(&mask, $0) == 1) })
        }.value
        for signal in FaultSignals.all { #expect(blocked[signal] == false, "a fault's signal \(signal) runs the crash handler on this thread") }
        for signal in [SIGINT, SIGTERM, SIGQUIT, SIGUSR1, SIGWINCH] { #expect(blocked[signal] == true, "signal \(signal) goes to the event loop's thread") }
    }

    @Test func aProviderThreadKeepsAStackForAFaultsHandler() async {
        let stack = await run(on: ProviderThreads()) {
            var current = stack_t()
            sigaltstack(nil, &current)
            return (enabled: current.ss_flags & Int32(SS_DISABLE) == 0, size: current.ss_size)
        }.value
        #expect(stack.enabled, "a provider that overflows its stack still runs the handler that puts the terminal back")
        #expect(stack.size == FaultSignals.handlerStackBytes)
    }

    @Test func stoppedThreadsEndOnceTheirJobsAreDone() async {
        let threads = ProviderThreads(limit: 4)
        let gate = Gate()
        let blocked = (0..<3).map { _ in run(on: threads) { gate.waitUntilOpen() } }
        #expect(await eventually { threads.runningThreads >= 2 }, "a second thread starts beside a blocked one")
        threads.stop()
        gate.open()
        for task in blocked { await task.value }
        await run(on: threads) {}.value
        #expect(await eventually { threads.runningThreads == 0 }, "\(threads.runningThreads) threads still run after stop()")
    }

    @Test func aSeatedThreadRunsTheJobsQueuedForItAndNoneIsMade() async {
        let threads = ProviderThreads(limit: 4)
        let seat = threads.seatCallingThread()
        let ran = Mutex<pthread_t?>(nil)
        let job = run(on: threads) { ran.withLock { $0 = pthread_self() } }
        // Time for a thread to start and take the job, were one made for it.
        try? await Task.sleep(for: .milliseconds(50))
        #expect(ran.withLock { $0 } == nil, "the job waits for the seated thread")
        #expect(threads.runningThreads == 1, "no thread is made beside the seat")
        let server = Mutex<pthread_t?>(nil), served = Mutex(false)
        SystemThread.start {
            server.withLock { $0 = pthread_self() }
            threads.serve(seat: seat)
            served.withLock { $0 = true }
        }
        await job.value
        #expect(ran.withLock { $0 } != nil && ran.withLock { $0 } == server.withLock { $0 }, "the job ran on the thread that serves the seat")
        threads.stop()
        #expect(await eventually { served.withLock { $0 } }, "serving ends once the threads are stopped")
    }

    @Test func aSeatServedOnlyAfterTheThreadsStopStillRunsWhatWaitsThenEnds() async {
        let threads = ProviderThreads()
        let seat = threads.seatCallingThread()
        let job = run(on: threads) {}
        threads.stop()
        let served = Mutex(false)
        SystemThread.start {
            threads.serve(seat: seat)
            served.withLock { $0 = true }
        }
        await job.value
        #expect(await eventually { served.withLock { $0 } }, "serving ends once no job waits")
        #expect(await eventually { threads.runningThreads == 0 }, "\(threads.runningThreads) threads still run")
    }

    @Test func aRunnerThatGoesStopsItsThreads() async {
        weak var threads: ProviderThreads?
        do {
            let runner = TimelineRunner(instances: [:])
            threads = runner.threads
            await run(on: runner.threads) {}.value
        }
        #expect(await eventually { threads == nil }, "the runner is gone, its provider threads still run (\(threads?.runningThreads ?? 0))")
    }
}
