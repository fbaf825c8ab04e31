import Foundation
import Glibc
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// Runs the dashboard in the terminal: one thread owns the screen and sleeps in `poll` until something is due.
///
/// The main thread blocks in `poll` on stdin, a wake pipe (provider results
/// from tasks) and a signal pipe, with a timeout set to the next moment a
/// tile changes by itself. Nothing else draws, and nothing polls at a fixed rate.
public enum TerminalApp {
    /// Runs until the person quits or a signal ends it; returns the exit status.
    public static func run(config: DashboardConfig, registry: WidgetRegistry, locale: Locale, exitAfterFirstFrame: Bool = false) -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            FileHandle.standardError.write(Data("widgetty: the dashboard needs a terminal; for text output use `widgetty render --size 80x24`\n".utf8))
            return 1
        }
        let environment = ProcessInfo.processInfo.environment
        let report = TerminalProbe.run()
        let scheme = config.theme.fixedScheme ?? SchemeDetection.scheme(report: report, environment: environment)
        let signals = SelfPipe()
        TerminalGuard.install(relayingTo: signals)
        let wake = SelfPipe()
        let dashboard = Dashboard(config: config, registry: registry, scheme: scheme, locale: locale, onUpdate: { wake.wake() })
        let screen: NcursesScreen
        do {
            screen = try NcursesScreen(synchronizedOutput: report.supportsSynchronizedOutput, environment: environment)
        } catch {
            FileHandle.standardError.write(Data("widgetty: \(error)\n".utf8))
            return 1
        }
        defer { screen.end() }
        TerminalGuard.relayScreenSignals()

        var state = HomeScreenState(scheme: scheme)
        while true {
            let now = Date()
            dashboard.runner.reloadDue(at: now)
            screen.present(dashboard.frame(size: screen.size, state: state, at: now))
            if exitAfterFirstFrame { return 0 }

            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&descriptors, nfds_t(descriptors.count), timeout(until: dashboard.runner.nextWakeDate(after: now), from: now))
            for signal in signals.drain().map(Int32.init) {
                switch signal {
                case SIGWINCH: screen.resizeToTerminal()
                case SIGTSTP: screen.suspend()
                case SIGCONT: screen.invalidate()
                default: return 0
                }
            }
            _ = wake.drain()
            let size = screen.size
            let contentHeight = dashboard.layout(for: size).contentHeight
            while let pressed = screen.readKey() {
                guard let key = pressed, let command = KeyBinding.command(for: key) else { continue }
                if command == .redraw { screen.invalidate() }
                if !state.apply(command, contentHeight: contentHeight, screenHeight: size.height) { return 0 }
            }
            state.clampScroll(contentHeight: contentHeight, screenHeight: size.height)
        }
    }

    /// Milliseconds until `date` (just past it, so the new entry is current), or -1 to wait for input only.
    static func timeout(until date: Date?, from now: Date) -> Int32 {
        guard let date else { return -1 }
        let milliseconds = (date.timeIntervalSince(now) * 1000).rounded(.up) + 1
        return Int32(min(max(0, milliseconds), Double(Int32.max)))
    }
}
