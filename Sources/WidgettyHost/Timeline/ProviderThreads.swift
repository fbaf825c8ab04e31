import DequeModule
import FoundationEssentials
import Glibc
import WidgettyKit

/// Threads that provider calls run on, instead of the global concurrent executor.
///
/// On Linux, the first job sent to the global executor starts libdispatch's
/// worker-pool monitor, which then wakes the process every second for as long
/// as it runs. Provider tasks prefer this executor instead, so an idle
/// dashboard sleeps.
///
/// Jobs wait in one queue that every thread takes from. A thread is added only
/// while jobs wait and every thread has been inside its current job for
/// `patience` (up to `limit`): a thousand quick providers run on one thread
/// without handing work around, and a provider that blocks its thread (a fetch
/// reading its helper's pipe) holds up the others for `patience` at most. A
/// watcher thread keeps that time; it sleeps without a timeout whenever no job
/// waits, so an idle dashboard is never woken. A thread may also be lent
/// (`seatCallingThread`): jobs wait for it as for a thread starting. `stop()` (its runner's deinit calls it) ends every thread once the
/// queue is empty, and the watcher with them.
final class ProviderThreads: TaskExecutor, @unchecked Sendable {
    /// The most threads started; past that, jobs wait for a thread to come free.
    let limit: Int
    /// How long every thread must have been inside its current job, with jobs waiting, before another thread starts.
    let patience: Duration

    private let lock = ThreadCondition()
    private let watcherWake = ThreadCondition()
    /// Guarded by `watcherWake`: set when the watcher should look at the queue again.
    private var wakeRequested = false
    /// Guarded by `lock`, as is everything below.
    private var jobs = Deque<UnownedJob>()
    /// When each running thread, by number, started its current job; nil while it waits for one.
    private var busySince: [Int: ContinuousClock.Instant?] = [:]
    private var nextThread = 0
    private var threads: Int { busySince.count }
    /// Set by `stop()`: threads end once no job waits.
    private var stopping = false
    /// Whether the watcher thread is running.
    private var watcherRunning = false
    /// Threads waiting for a job, or started and not yet running.
    private var idle = 0
    /// Whether the watcher is timing the busy threads; more jobs queueing need no new look.
    private var watching = false

    init(limit: Int = 16, patience: Duration = .milliseconds(5)) {
        self.limit = limit
        self.patience = patience
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        jobs.append(job)
        if idle > 0 {
            lock.signal()
        } else if threads == 0 {
            startThread()
        } else {
            wakeWatcher()
        }
        lock.unlock()
    }

    /// Ends every thread once no job waits (a job sent later still runs, on a thread that then ends too).
    func stop() {
        lock.lock()
        stopping = true
        lock.broadcast()
        lock.unlock()
        watcherWake.lock()
        wakeRequested = true
        watcherWake.signal()
        watcherWake.unlock()
    }

    /// How many threads run now, the watcher included.
    var runningThreads: Int {
        lock.lock()
        defer { lock.unlock() }
        return threads + (watcherRunning ? 1 : 0)
    }

    /// Counts the calling thread as one of the threads from now: jobs queued meanwhile wait for it, as for a thread
    /// starting, rather than start another; it must then run them with `serve(seat:)`. Returns its seat.
    func seatCallingThread() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return seat()
    }

    /// Runs jobs on the calling thread, in the seat `seatCallingThread()` gave it, until the threads are stopped.
    func serve(seat index: Int) {
        work(index)
    }

    /// Starts a thread that takes jobs until it is stopped; called with `lock` held. Without one (the system starts no
    /// more), its seat is given up, so the next job or the watcher tries again rather than waiting for it.
    private func startThread() {
        let index = seat()
        guard SystemThread.start({ [self] in work(index) }) else {
            busySince[index] = nil
            idle -= 1
            return
        }
    }

    /// A new thread's seat: counted, and idle until it takes a job; called with `lock` held.
    private func seat() -> Int {
        let index = nextThread
        nextThread += 1
        busySince[index] = .some(nil)
        idle += 1
        return index
    }

    private func work(_ index: Int) {
        Self.nameAndQuietSignals("provider")
        lock.lock()
        while true {
            while jobs.isEmpty {
                if stopping {
                    busySince[index] = nil
                    idle -= 1
                    lock.unlock()
                    return
                }
                lock.wait()
            }
            idle -= 1
            let job = jobs.removeFirst()
            busySince[index] = ContinuousClock.now
            if !jobs.isEmpty && idle == 0 { wakeWatcher() }
            lock.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            lock.lock()
            busySince[index] = .some(nil)
            idle += 1
        }
    }

    /// Makes sure the watcher is watching the queue; called with `lock` held.
    private func wakeWatcher() {
        if watching || stopping { return }
        if !watcherRunning {
            watcherRunning = true
            SystemThread.start { [self] in watch() }
        }
        watcherWake.lock()
        wakeRequested = true
        watcherWake.signal()
        watcherWake.unlock()
    }

    /// Starts a thread whenever jobs wait and every thread has been inside its current job for `patience`.
    ///
    /// It takes `lock` and `watcherWake` one at a time, never one inside the other
    /// (`wakeWatcher` takes `watcherWake` inside `lock`).
    private func watch() {
        Self.nameAndQuietSignals("provider-watch")
        while true {
            lock.lock()
            if stopping {
                watcherRunning = false
                lock.unlock()
                return
            }
            // The newest job start among busy threads: once even that one is `patience` old, no thread is moving.
            let newestStart = busySince.values.lazy.compactMap { $0 }.max()
            var due = idle == 0 && threads < limit && !jobs.isEmpty ? newestStart.map { $0 + patience } : nil
            if let moment = due, moment <= .now {
                startThread()
                due = nil
            }
            watching = due != nil
            lock.unlock()
            watcherWake.lock()
            if !wakeRequested {
                if let due {
                    watcherWake.wait(timeout: due - .now)
                } else {
                    watcherWake.wait()
                }
            }
            wakeRequested = false
            watcherWake.unlock()
        }
    }

    /// Names the thread (as `top -H` and /proc show it), and blocks every signal on it but a fault's:
    /// the event loop receives them. A fault's handler gets a stack of its own (a provider may overflow its stack).
    ///
    /// A new thread starts with its creator's name (often libdispatch's "com.apple.root.default-qos").
    /// A fault's signal stays unblocked, so a provider that crashes its thread runs the handler that
    /// puts the terminal back before the process ends.
    private static func nameAndQuietSignals(_ name: String) {
        var blocked = sigset_t()
        sigfillset(&blocked)
        for signal in FaultSignals.all { sigdelset(&blocked, signal) }
        pthread_sigmask(SIG_SETMASK, &blocked, nil)
        FaultSignals.giveThreadAHandlerStack()
        // Named once its signals are set, so a thread named "provider" in /proc has them.
        SystemThread.nameCurrentThread(name)
    }
}
