extension TimelineRunner {
    /// A thread lent to a runner's provider calls, for `serve()` to run them on.
    public struct LentThread: Sendable {
        let threads: ProviderThreads
        let seat: Int

        /// Runs the runner's provider calls on the calling thread (the one that was lent) until the runner goes; once.
        public func serve() {
            threads.serve(seat: seat)
        }
    }

    /// Lends the calling thread to the provider calls: the loads started from now wait for it rather than for a thread
    /// started for them, and run on it once it calls `serve()` on what this returns, which it must. For a thread whose
    /// own work ends with making the runner (the start's): the first loads then run on a thread already running,
    /// instead of one that must be made and given a processor while the first frame waits for them.
    public func lendCallingThread() -> LentThread {
        LentThread(threads: threads, seat: threads.seatCallingThread())
    }
}
