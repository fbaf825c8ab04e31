import FoundationEssentials
import Glibc
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// Runs the dashboard in the terminal: one thread owns the screen and sleeps in `poll` until something is due.
///
/// Who owns what:
/// - **The main thread owns the terminal** and everything drawn: ncurses, the
///   `DashboardLoop` with its `Dashboard` and `HomeScreenState`, and each frame's
///   render collectors (`LiveDates`, the layout cache), which are not `Sendable`.
///   It blocks in `poll` on stdin, a wake pipe, the signal pipe and the inotify
///   descriptor (the config file, files providers watch), and on room in the terminal while it has
///   not taken the last frame (it never blocks writing: `TerminalOutput`), with a timeout set to the next moment the runner
///   or a visible live date needs it. Nothing else draws, and nothing polls at a
///   fixed rate.
/// - **The start's thread** ("widgetty-start", `DashboardStart`) reads the configuration while the main thread starts
///   ncurses, which writes nothing to the terminal until curses mode is entered; the main thread asks the terminal
///   only once the configuration is read. The start's thread then makes the dashboard and its runner, hands them over,
///   and stays as the first provider thread, so the first loads need not wait for a thread to be made.
/// - **The `TimelineRunner`** is `Sendable` and keeps its schedule behind a
///   mutex. The main thread calls `tick`, `reload` and `reconfigure` and reads
///   tiles' content; the provider threads record answers through it.
/// - **The provider threads** (`ProviderThreads`, one at first, up to 16) run
///   every provider call, and every widget intent (`TimelineRunner.perform`), as a
///   task, never on Swift's global executor. When a call answers or an intent ends
///   they update the runner's schedule and write to the wake pipe (`onUpdate`);
///   they never touch the screen. A provider adds file watches from its thread;
///   the main thread reads their events and asks the runner for reloads.
/// - **The control socket's thread** (`ControlSocket`, "widgetty-control")
///   accepts and reads `widgetty reload` clients. It queues complete requests
///   behind a mutex and writes to the wake pipe; the main thread takes them and
///   answers.
/// - **Signals** may land on any thread; their handlers only write a byte to the
///   signal pipe, and the main thread acts on it. A fault is the exception: its
///   handler restores the terminal on the thread that faulted.
public enum TerminalApp {
    /// How the dashboard was asked to start.
    public struct Options: Sendable {
        public var config: DashboardConfig
        /// The file the configuration came from, watched for edits; nil for the embedded demo.
        public var configPath: String?
        public var registry: WidgetRegistry
        public var locale: DateLocale
        /// What widgets are lent (the fetcher, their folders, the logger); the app adds its file watcher.
        public var services: HostServices
        public var exitAfterFirstFrame = false
        /// Seconds every provider call is delayed by, to show the loading state on purpose.
        public var simulatedLatency: Double = 0
        /// Where the dashboard reads the time: the wall clock, or a clock started at a chosen moment (tests).
        public var time: TimeSource = .live
        /// The embedded demo's text, which edit mode changes in memory; nil for a configuration file.
        public var demoText: String?
        /// Where "Save as Configuration" writes the demo (never over a file there); nil when it cannot be saved.
        public var savePath: String?
        /// The environment widgetty started with (TERM, COLORFGBG, XDG_RUNTIME_DIR and the rest), read once.
        public var environment: [String: String]

        /// Options for a configuration from `configPath` (nil for the demo), its widgets lent `services`.
        public init(config: DashboardConfig, configPath: String?, registry: WidgetRegistry, locale: DateLocale, services: HostServices,
                    environment: [String: String] = ProcessEnvironment.current()) {
            self.config = config
            self.configPath = configPath
            self.registry = registry
            self.locale = locale
            self.services = services
            self.environment = environment
        }
    }

    /// Runs until the person quits and returns the exit status, or, when a signal ends it, puts
    /// the terminal back and ends the process as the signal asked (`TerminalGuard.endProcess(as:)`). Either way, what
    /// the editor or top left running is stopped first (`ForegroundLeftovers`).
    ///
    /// `loading` reads the options (the configuration, its logger) on a thread of its own while this one starts
    /// ncurses; what it throws is thrown here, with the terminal as it was (not even asked). Without a terminal it runs
    /// first, so the configuration's problems are said before that one.
    public static func run(environment: [String: String], loading: @escaping @Sendable () throws -> Options) throws -> Int32 {
        let ending = try runInTerminal(environment: environment, loading: loading)
        ForegroundLeftovers.stopAll()
        switch ending {
        case .status(let status): return status
        case .signal(let signal): TerminalGuard.endProcess(as: signal)
        }
    }

    /// Runs the dashboard; curses mode is over and the control socket gone by the time it returns.
    private static func runInTerminal(environment: [String: String], loading: @escaping @Sendable () throws -> Options) throws -> LoopEnding {
        // Before any other thread runs, since they read the environment and the locale: LINES and COLUMNS go (a program
        // a widget starts would believe them over its terminal's size, as ncurses and the check of terminfo's size
        // would), and the locale is set (`setlocale` is not safe beside threads that read the locale).
        unsetenv("LINES")
        unsetenv("COLUMNS")
        // The configuration is read first then, so its problems are said before the terminal's.
        // The terminfo entry ncurses starts on, which the check reads too.
        let terminfoName = NcursesScreen.terminfoName(environment: environment)
        if let problem = terminalProblem(environment: environment, terminfoName: terminfoName) {
            _ = try loading()
            StandardStream.error.write("widgetty: \(problem)\n")
            return .status(1)
        }
        NcursesScreen.useUTF8Locale()
        // Before ncurses starts, which would take the ending signals still left to their default actions for its own.
        let signals = SelfPipe()
        TerminalGuard.install(relayingTo: signals)
        let wake = SelfPipe()
        let inputs = DashboardStart.Inputs(loading: loading, report: Handoff(), onUpdate: { wake.wake() })
        let stages = DashboardStart.begin(inputs)
        // ncurses starts beside the configuration's read; it sends the terminal nothing until curses mode is entered.
        let made = Result { () throws(TerminalError) in try NcursesScreen(environment: environment, terminfoName: terminfoName) }
        // The terminal is asked only once the configuration is read: a broken one is said with the terminal as it was,
        // no answer on its way to the shell; Ctrl-C meanwhile ends the start at once. Without a thread, it is read here.
        let finishStart: () -> DashboardStart
        if let stages {
            if let error = stages.awaitRead(watching: signals) { throw error }
            finishStart = { stages.made.take() }
        } else {
            let options = try loading()
            finishStart = { DashboardStart.make(inputs, options: options, lendingCallingThread: false).start }
        }
        let report = TerminalProbe.run()
        inputs.report.put(report)
        let begun = finishStart()
        let screen: NcursesScreen
        do {
            screen = try made.get()
        } catch {
            StandardStream.error.write("widgetty: \(error)\n")
            return .status(1)
        }
        // Relayed first, then the size read as curses mode is entered: a resize meanwhile went to ncurses's handler.
        TerminalGuard.relayScreenSignals()
        screen.enter(mouse: begun.options.config.mouse, report: report)
        defer { screen.end() }
        var control: ControlSocket?
        var notice: String?
        do { control = try ControlSocket(directory: ControlDirectory.path(environment: environment), onRequest: { wake.wake() }) } catch {
            notice = error.description
        }
        defer { control?.stop() }
        var loop = DashboardLoop(options: begun.options, scheme: begun.scheme, screen: screen, signals: signals, notice: notice,
                                 started: (begun.dashboard, begun.runner), onUpdate: { wake.wake() })
        return loop.run(wake: wake, control: control, watcher: begun.watcher)
    }

    /// Why the dashboard cannot run on standard input and output: not a terminal, or one terminfo does not know, that
    /// cannot move its cursor or whose entry is larger than is drawn; nil when it can.
    private static func terminalProblem(environment: [String: String], terminfoName: String) -> String? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            return "the dashboard needs a terminal; for text output use `widgetty render --size 80x24`"
        }
        do {
            let term = environment["TERM"] ?? NcursesScreen.defaultTerm
            try TerminalCapability.check(term: term)
            // ncurses starts on the entry for 24-bit color where COLORTERM asks for it, at that entry's size.
            if terminfoName != term { try TerminalCapability.check(term: terminfoName) }
            return nil
        } catch {
            return error.description
        }
    }

    /// Milliseconds until `date` (just past it, so the new entry is current), or -1 to wait for input only.
    static func timeout(until date: Date?, from now: Date) -> Int32 {
        guard let date else { return -1 }
        let milliseconds = (date.timeIntervalSince(now) * 1000).rounded(.up) + 1
        return Int32(min(max(0, milliseconds), Double(Int32.max)))
    }
}
