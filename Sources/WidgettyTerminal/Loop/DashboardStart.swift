import Glibc
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// The widgets' side of the start, worked out on a thread of its own while the main thread sets the terminal up (its
/// probe, ncurses): the options, with the configuration read and checked; the color scheme, once the terminal has
/// answered; the dashboard and its runner, with the widgets' first loads started.
struct DashboardStart: Sendable {
    let options: TerminalApp.Options
    let scheme: ColorScheme
    /// The inotify descriptor lent to the widgets (the configuration file is watched through it too); nil without one.
    let watcher: InotifyWatcher?
    let dashboard: Dashboard
    let runner: TimelineRunner

    /// What the start is made from, read on whichever thread makes it.
    struct Inputs: Sendable {
        /// Reads the options; what it throws is handed over as it was thrown.
        let loading: @Sendable () throws -> TerminalApp.Options
        /// The terminal's answers, waited for only when the theme follows the terminal.
        let report: Handoff<TerminalReport>
        let environment: [String: String]
        /// Wakes the loop when a load answers.
        let onUpdate: @Sendable () -> Void
    }

    /// Starts the start's thread, which makes the start (`make`), hands it over and wakes `finished`, then stays as the
    /// first provider thread: the first loads run on a thread already running. nil when no thread could be started.
    static func begin(_ inputs: Inputs, finished: SelfPipe) -> Handoff<Result<DashboardStart, any Error>>? {
        let result = Handoff<Result<DashboardStart, any Error>>()
        let threadStarted = SystemThread.start(named: "widgetty-start") {
            TerminalGuard.blockRelayedSignals()
            var lent: TimelineRunner.LentThread?
            result.put(Result {
                let made = try make(inputs, lendingCallingThread: true)
                lent = made.lent
                return made.start
            })
            finished.wake()
            lent?.serve()
        }
        return threadStarted ? result : nil
    }

    /// Reads the options, chooses the scheme and starts the widgets; with `lendingCallingThread`, their loads wait for
    /// the calling thread, which must then serve them.
    static func make(_ inputs: Inputs, lendingCallingThread: Bool) throws -> (start: DashboardStart, lent: TimelineRunner.LentThread?) {
        var options = try inputs.loading()
        let scheme = options.config.theme.fixedScheme ?? SchemeDetection.scheme(report: inputs.report.take(), environment: inputs.environment)
        let watcher = InotifyWatcher()
        if let watcher { options.services.fileWatcher = watcher }
        let started = DashboardLoop.startWidgets(options: options, scheme: scheme, lendingCallingThread: lendingCallingThread,
                                                 onUpdate: inputs.onUpdate)
        let start = DashboardStart(options: options, scheme: scheme, watcher: watcher, dashboard: started.dashboard, runner: started.runner)
        return (start, started.lent)
    }

    /// The start's result once `finished` says it is in. An ending signal relayed to `signals` meanwhile (Ctrl-C while a
    /// large configuration is read) ends the process as it asks, as it did before the terminal was touched; the others
    /// (SIGUSR1) are left on the pipe for the loop.
    static func awaitResult(_ result: Handoff<Result<DashboardStart, any Error>>, finished: SelfPipe,
                            signals: SelfPipe) -> Result<DashboardStart, any Error> {
        var descriptors = [pollfd(fd: finished.readDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0)]
        // Without a pipe to say the result is in (no descriptors left), the handoff is looked at every tenth of a second.
        let timeout: Int32 = finished.readDescriptor < 0 ? 100 : -1
        var forTheLoop: [UInt8] = []
        defer { for byte in forTheLoop { signals.wake(byte) } }
        while true {
            if timeout >= 0, let value = result.take(within: .zero) { return value }
            let woken = poll(&descriptors, 2, timeout)
            guard woken >= 0 || errno == EINTR else { return result.take() }
            if descriptors[0].revents != 0 { return result.take() }
            if descriptors[1].revents != 0 {
                let relayed = signals.drain()
                if let ending = TerminalGuard.endingSignal(among: relayed) { TerminalGuard.endProcess(as: ending) }
                forTheLoop += relayed
                descriptors[1].revents = 0
            }
        }
    }
}
