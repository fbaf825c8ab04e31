import Foundation
import Glibc
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// The event loop's state and one turn of it: draw, sleep in `poll`, handle what woke it.
struct DashboardLoop {
    private let options: TerminalApp.Options
    private let screen: NcursesScreen
    private var dashboard: Dashboard
    private let runner: TimelineRunner
    private var state: HomeScreenState
    private var liveConfiguration: LiveConfiguration?

    /// A loop for `options`; `notice` (why `widgetty reload` cannot reach it, say) shows in the banner until a config edit applies.
    init(options: TerminalApp.Options, scheme: ColorScheme, screen: NcursesScreen, notice: String? = nil,
         onUpdate: @escaping @Sendable () -> Void) {
        self.options = options
        self.screen = screen
        dashboard = Self.dashboard(options.config, options: options, scheme: scheme)
        runner = dashboard.makeRunner(onUpdate: onUpdate)
        state = HomeScreenState(scheme: scheme)
        state.banner = notice
        liveConfiguration = options.configPath.map { LiveConfiguration(path: $0, registry: options.registry) }
    }

    /// Runs until quit, a lost terminal or an ending signal.
    mutating func run(signals: SelfPipe, wake: SelfPipe, control: ControlSocket?, watcher: ConfigWatcher?) -> LoopEnding {
        while true {
            runner.tick()
            let now = runner.now
            let liveDates = LiveDates()
            screen.present(dashboard.frame(size: screen.size, state: state, runner: runner, at: now, liveDates: liveDates))
            if options.exitAfterFirstFrame { return .status(0) }

            var descriptors = [STDIN_FILENO, wake.readDescriptor, signals.readDescriptor, watcher?.descriptor ?? -1]
                .map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let shown = dashboard.visibleSlots(size: screen.size, state: state)
            let wakeDate = [runner.nextWakeDate(showing: shown), liveDates.nextChange].compactMap { $0 }.min()
            _ = poll(&descriptors, nfds_t(descriptors.count), TerminalApp.timeout(until: wakeDate, from: now))
            for signal in signals.drain().map(Int32.init) {
                switch signal {
                case SIGWINCH: screen.resizeToTerminal()
                case SIGTSTP: screen.suspend()
                case SIGCONT: screen.invalidate()
                case SIGUSR1: runner.reload()
                default: return .signal(signal)
                }
            }
            // The terminal is gone (its window closed) without a SIGHUP, which happens when it was
            // not this process's controlling terminal: poll would return at once forever after.
            if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .status(0) }
            _ = wake.drain()
            for pending in control?.takeRequests() ?? [] {
                switch pending.request {
                case .reload(let kind): pending.reply(reply(toReloadOf: kind))
                }
            }
            if descriptors[3].revents != 0, let watcher, watcher.fileChanged() { applyConfigurationEdit() }
            if !handleKeys() { return .status(0) }
        }
    }

    /// Reads every waiting key; false when one asks to quit.
    private mutating func handleKeys() -> Bool {
        let size = screen.size
        let contentHeight = dashboard.layout(for: size).contentHeight
        while let pressed = screen.readKey() {
            guard let key = pressed, let command = KeyBinding.command(for: key) else { continue }
            if command == .redraw { screen.invalidate() }
            if command == .reloadAll { runner.reload() }
            if !state.apply(command, contentHeight: contentHeight, screenHeight: size.height) { return false }
        }
        state.clampScroll(contentHeight: contentHeight, screenHeight: size.height)
        return true
    }

    /// The control socket's answer to `reload [KIND]`.
    private func reply(toReloadOf kind: String?) -> String {
        if let kind, options.registry.kind(named: kind) == nil {
            return "error \(QuotedValue.quote(kind)) is not a known widget kind (known: \(options.registry.names.joined(separator: ", ")))"
        }
        return "ok \(runner.reload(kind: kind))"
    }

    /// Applies an edit of the configuration file, or shows why it cannot be applied and keeps the old one.
    private mutating func applyConfigurationEdit() {
        guard let outcome = liveConfiguration?.reread() else { return }
        switch outcome {
        case .success(let config):
            dashboard = Self.dashboard(config, options: options, scheme: state.scheme)
            runner.reconfigure(dashboard.providerInstances)
            if let fixed = config.theme.fixedScheme { state.scheme = fixed }
            state.banner = nil
        case .failure(let error):
            state.banner = LiveConfiguration.banner(for: error)
        }
    }

    private static func dashboard(_ config: DashboardConfig, options: TerminalApp.Options, scheme: ColorScheme) -> Dashboard {
        Dashboard(config: config, registry: options.registry, scheme: scheme, locale: options.locale,
                  simulatedLatency: options.simulatedLatency)
    }
}
