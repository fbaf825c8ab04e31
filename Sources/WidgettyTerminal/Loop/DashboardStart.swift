import Glibc
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// The widgets' side of the start, worked out on a thread of its own while the main thread starts ncurses and then
/// asks the terminal: the options, with the configuration read and checked; the color scheme, once the terminal has
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
        /// Wakes the loop when a load answers.
        let onUpdate: @Sendable () -> Void
    }

    /// What the start's thread hands over, in turn.
    final class Stages: Sendable {
        /// Whether the options were read: nil when they were, else what reading them threw.
        let read = Handoff<ReadOutcome>()
        /// Woken once `read` holds its outcome, for a wait that watches the signals too.
        let readDone = SelfPipe()
        /// The start, once the widgets have started.
        let made = Handoff<DashboardStart>()

        /// How reading the options went, once it has; an ending signal relayed to `signals` meanwhile (Ctrl-C while a
        /// large configuration is read) ends the process as it asks, the terminal untouched; the others (SIGUSR1) are
        /// left on the pipe for the loop.
        func awaitRead(watching signals: SelfPipe) -> ReadOutcome {
            var descriptors = [pollfd(fd: readDone.readDescriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0)]
            var forTheLoop: [UInt8] = []
            defer { for byte in forTheLoop { signals.wake(byte) } }
            // Without a pipe to say it is done (no descriptors left), the handoff's own wait.
            while readDone.readDescriptor >= 0, descriptors[0].revents == 0 {
                guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { break }
                if descriptors[1].revents != 0 {
                    let relayed = signals.drain()
                    if let ending = TerminalGuard.endingSignal(among: relayed) { TerminalGuard.endProcess(as: ending) }
                    forTheLoop += relayed
                    descriptors[1].revents = 0
                }
            }
            return read.take()
        }
    }

    /// What reading the options came to: nil when they were read, else what it threw.
    typealias ReadOutcome = (any Error)?

    /// Starts the start's thread, which reads the options, says how that went, makes the start and hands it over, then
    /// stays as the first provider thread: the first loads run on a thread already running. nil when no thread could
    /// be started.
    static func begin(_ inputs: Inputs) -> Stages? {
        let stages = Stages()
        let threadStarted = SystemThread.start(named: "widgetty-start") {
            TerminalGuard.blockRelayedSignals()
            let options: TerminalApp.Options
            do {
                options = try inputs.loading()
            } catch {
                stages.read.put(error)
                stages.readDone.wake()
                return
            }
            stages.read.put(nil)
            stages.readDone.wake()
            let (start, lent) = make(inputs, options: options, lendingCallingThread: true)
            stages.made.put(start)
            lent?.serve()
        }
        return threadStarted ? stages : nil
    }

    /// Chooses the scheme (waiting for the terminal's answers when the theme follows it) and starts the widgets of
    /// `options`; with `lendingCallingThread`, their loads wait for the calling thread, which must then serve them.
    static func make(_ inputs: Inputs, options: TerminalApp.Options,
                     lendingCallingThread: Bool) -> (start: DashboardStart, lent: TimelineRunner.LentThread?) {
        var options = options
        let scheme = options.config.theme.fixedScheme ?? SchemeDetection.scheme(report: inputs.report.take(), environment: options.environment)
        let watcher = InotifyWatcher()
        if let watcher { options.services.fileWatcher = watcher }
        let started = DashboardLoop.startWidgets(options: options, scheme: scheme, lendingCallingThread: lendingCallingThread,
                                                 onUpdate: inputs.onUpdate)
        let start = DashboardStart(options: options, scheme: scheme, watcher: watcher, dashboard: started.dashboard, runner: started.runner)
        return (start, started.lent)
    }
}
