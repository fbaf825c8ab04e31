import Glibc

/// Stops the programs widgets started when the dashboard ends by a fault: its handler may only make system calls, so
/// it starts this program again as `widgetty stop-programs --of PID --since TICKS`, which finds and kills them
/// (`ProcessFamily.killEveryFamily`). `_Fork` and `execve` are async-signal-safe; everything else is made in advance.
public enum FaultProgramStopper {
    /// The hidden command's name.
    public static let commandName = "stop-programs"
    nonisolated(unsafe) private static var arguments: [UnsafeMutablePointer<CChar>?] = []

    /// Makes the command line and looks up `_Fork`, before any fault; call once, from the thread that installs handlers.
    public static func prepare() {
        guard arguments.isEmpty, GlibcExtensions.hasAsyncSignalSafeFork else { return }
        let words = ["widgetty", commandName, "--of", "\(getpid())", "--since", "\(ProcessFamily.thisProcessStarted())"]
        arguments = words.map { strdup($0) } + [nil]
    }

    /// Starts the stopper and returns at once; safe in a signal handler. Does nothing unless `prepare` was called.
    public static func start() {
        guard !arguments.isEmpty else { return }
        if GlibcExtensions.asyncSignalSafeFork() == 0 {
            arguments.withUnsafeBufferPointer { _ = execve("/proc/self/exe", $0.baseAddress!, environ) }
            _exit(127)
        }
    }
}
