import Foundation
import Synchronization

/// Threads that provider calls run on, instead of the global concurrent executor.
///
/// On Linux, the first job sent to the global executor starts libdispatch's
/// worker-pool monitor, which then wakes the process every second for as long
/// as it runs. Provider tasks prefer these executors instead, so an idle
/// dashboard sleeps. Each load goes to the thread with the fewest loads, and a
/// new thread is started while every thread is busy, up to `limit`; so a
/// provider that blocks its thread holds up at most the loads that share it.
final class ProviderThreads: Sendable {
    /// The most threads started; past that, loads share them.
    let limit: Int
    private let threads = Mutex<[(thread: ProviderThread, loads: Int)]>([])

    init(limit: Int = 16) {
        self.limit = limit
    }

    /// A thread for one load; give it back when the load ends.
    func take() -> ProviderThread {
        threads.withLock { threads in
            let quietest = threads.indices.min { threads[$0].loads < threads[$1].loads }
            if let quietest, threads[quietest].loads == 0 || threads.count >= limit {
                threads[quietest].loads += 1
                return threads[quietest].thread
            }
            let thread = ProviderThread()
            threads.append((thread, 1))
            return thread
        }
    }

    /// Returns a thread whose load has ended.
    func giveBack(_ thread: ProviderThread) {
        threads.withLock { threads in
            if let index = threads.firstIndex(where: { $0.thread === thread }) { threads[index].loads -= 1 }
        }
    }
}

/// One thread running the jobs of the tasks that prefer it, in order.
final class ProviderThread: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init() {
        Thread { [self] in self.run() }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        Thread.current.name = "provider"
        var blocked = sigset_t()
        sigfillset(&blocked)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
