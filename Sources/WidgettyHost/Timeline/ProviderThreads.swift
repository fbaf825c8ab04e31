import Foundation
import Synchronization

/// Threads that provider calls run on, instead of the global concurrent executor.
///
/// On Linux, the first job sent to the global executor starts libdispatch's
/// worker-pool monitor, which then wakes the process every second for as long
/// as it runs. Provider tasks prefer these executors instead, so an idle
/// dashboard sleeps. A thread serves one load at a time and is reused after;
/// a provider that blocks its thread forever costs only that thread.
final class ProviderThreads: Sendable {
    private let idle = Mutex<[ProviderThread]>([])

    /// A thread for one load: an idle one, or a new one.
    func take() -> ProviderThread {
        idle.withLock { $0.popLast() } ?? ProviderThread()
    }

    /// Returns a thread whose load has finished.
    func giveBack(_ thread: ProviderThread) {
        idle.withLock { $0.append(thread) }
    }
}

/// One thread running the jobs of the tasks that prefer it, in order.
final class ProviderThread: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init() {
        let thread = Thread { [self] in self.run() }
        thread.name = "widgetty-provider"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
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
