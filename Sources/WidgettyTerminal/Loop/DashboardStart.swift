import Glibc
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// The widgets' side of the start, worked out on a thread of its own while the main thread sets the terminal up (its
/// probe, ncurses): the options, with the configuration read and checked; the color scheme, once the terminal has
/// answered; the dashboard and its runner, with the widgets' first loads started.
///
/// Made on the start's thread and used by the main thread alone once it has taken it: nothing of it is shared.
struct DashboardStart: @unchecked Sendable {
    var options: TerminalApp.Options
    let scheme: ColorScheme
    /// The inotify descriptor lent to the widgets (the configuration file is watched through it too); nil without one.
    let watcher: InotifyWatcher?
    let dashboard: Dashboard
    let runner: TimelineRunner

    /// Starts the thread: `loading` reads the options (what it throws is handed over as it was thrown), then the
    /// thread waits for the terminal's answers in `report` to choose the scheme, and starts the widgets, whose
    /// loads wake the loop through `onUpdate`. `finished` is woken once the result is in the handoff.
    static func begin(loading: @escaping @Sendable () throws -> TerminalApp.Options, report: Handoff<TerminalReport>,
                      environment: [String: String], finished: SelfPipe,
                      onUpdate: @escaping @Sendable () -> Void) -> Handoff<Result<DashboardStart, any Error>> {
        let result = Handoff<Result<DashboardStart, any Error>>()
        // On the start's thread, which then runs the first loads: they need not wait for a thread to be made.
        let work: @Sendable (_ onItsOwnThread: Bool) -> TimelineRunner.LentThread? = { onItsOwnThread in
            var lent: TimelineRunner.LentThread?
            result.put(Result {
                var options = try loading()
                let scheme = options.config.theme.fixedScheme ?? SchemeDetection.scheme(report: report.take(), environment: environment)
                let watcher = InotifyWatcher()
                if let watcher { options.services.fileWatcher = watcher }
                let started = DashboardLoop.startWidgets(options: options, scheme: scheme, lendingCallingThread: onItsOwnThread,
                                                         onUpdate: onUpdate)
                lent = started.lent
                return DashboardStart(options: options, scheme: scheme, watcher: watcher, dashboard: started.dashboard,
                                      runner: started.runner)
            })
            finished.wake()
            return lent
        }
        let started = SystemThread.start(named: "widgetty-start") {
            TerminalGuard.blockRelayedSignals()
            work(true)?.serve()
        }
        // Without a thread, the work is done here; the terminal's answers it waits for then come as none.
        if !started {
            report.put(TerminalReport())
            _ = work(false)
        }
        return result
    }

    /// The start's result once `finished` says it is in; an ending signal relayed to `signals` meanwhile (Ctrl-C while
    /// a large configuration is read) ends the process as it asks, as it did before the terminal was touched.
    static func awaitResult(_ result: Handoff<Result<DashboardStart, any Error>>, finished: SelfPipe,
                            signals: SelfPipe) -> Result<DashboardStart, any Error> {
        var descriptors = [pollfd(fd: finished.readDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0)]
        // Without a pipe to say it is done, the handoff's own wait.
        while finished.readDescriptor >= 0, descriptors[0].revents == 0 {
            guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { break }
            if descriptors[1].revents != 0 {
                for signal in signals.drain().map(Int32.init) where TerminalGuard.endingSignals.contains(signal) {
                    TerminalGuard.endProcess(as: signal)
                }
                descriptors[1].revents = 0
            }
        }
        return result.take()
    }
}
