import FoundationEssentials
import Logging
import WidgettyKit

/// Runs the widget's program and reads its output as text lines or a timeline document.
struct CommandProvider: TimelineProvider {
    let settings: CommandSettings
    /// The long-running program of a listening widget; nil for one that runs at each interval.
    let listener: CommandListener?
    /// The placeholder view the program's last timeline document gave, shown while the next start's first run is in flight.
    let placeholders: PlaceholderMemory
    /// The ignored xbar parameters already logged, so each is logged once.
    let ignoredParameters = IgnoredParameterLog()

    /// A provider for `settings`, with a listener when the widget listens.
    init(settings: CommandSettings) {
        self.settings = settings
        listener = settings.listens ? CommandListener() : nil
        placeholders = PlaceholderMemory(key: settings.arguments.joined(separator: " "), allowsButtons: true)
    }

    /// The longest a run may take here: the largest `timeout` a widget may set. The runner cancels a load at
    /// the widget's own `timeout` (15 s unless set), and cancelling a run stops its process group.
    static let longestRun = 300.0

    /// The program's own placeholder view, kept from its last timeline document, else a generic tile; drawn redacted
    /// until the first run answers.
    func placeholder(in context: WidgetContext) -> CommandEntry {
        CommandEntry(date: context.date, relevance: nil, content: placeholders.view(in: context).map { .view($0, url: nil) } ?? .sample)
    }

    /// Runs the program and turns what it printed into a timeline, or a listening program's latest frame; a failed
    /// run throws its reason in words.
    func timeline(in context: WidgetContext) async throws -> Timeline<CommandEntry> {
        if let problem = configurationProblem(for: context.family) { throw WidgetProblem.needsConfiguration(problem) }
        if let listener {
            guard let frame = try await listener.latestFrame(launch: settings.launch(settings.arguments, context: context), scheme: context.colorScheme,
                                                             format: settings.format, center: context.services.widgetCenter) else {
                // Running and silent: said until its first frame asks for the reload ("Waiting for … to print", which
                // stays true beside the failure a refused frame then brings).
                let program = PathText.lastComponent(settings.arguments.first ?? "")
                return Timeline(entries: [CommandEntry(date: context.date, relevance: nil, content: .silent(program: program))], policy: .never)
            }
            // A frame stands until the next one: its own policy gives way to never.
            let shown = try timeline(from: frame, at: context.date, next: context.date, context: context)
            return Timeline(entries: shown.entries, policy: .never)
        }
        let result = try await CommandProcess.run(settings.launch(settings.arguments, context: context), timeout: Self.longestRun,
                                                  outputLimit: InputLimits.commandOutputBytes)
        if let line = result.lastErrorLine {
            context.services.logger.info("The command wrote to stderr", metadata: ["line": "\(line)"])
        }
        try Self.check(result, program: settings.arguments.first ?? "")
        return try timeline(from: result.output, at: context.date, next: context.date.addingTimeInterval(settings.interval),
                            context: context)
    }

    /// What is wrong with the configuration for a tile of `family`, or nil.
    private func configurationProblem(for family: WidgetFamily) -> String? {
        if settings.hasBothPrograms { return "Set either command or shell, not both" }
        if settings.arguments.isEmpty { return "Set command = [\"program\", \"argument\"] or shell = \"a command line\"" }
        if !settings.families.isEmpty, !settings.families.contains(family) {
            return "This command draws for \(settings.families.map(\.configName).joined(separator: ", ")); set size to one of them"
        }
        return nil
    }

    /// Throws the problem of a run that did not end well.
    static func check(_ result: CommandResult, program: String) throws {
        let name = PathText.lastComponent(program)
        switch result.ending {
        case .exited(0): return
        case .exited(let status):
            throw WidgetProblem("\(name) exited with status \(status)" + (result.lastErrorLine.map { ": \($0)" } ?? ""))
        case .signalled(let signal):
            throw WidgetProblem("\(name) was stopped by signal \(signal)")
        case .timedOut:
            throw WidgetProblem("\(name) took longer than \(Int(longestRun)) s and was stopped")
        case .outputTooLarge:
            throw WidgetProblem("\(name) printed more than \(InputLimits.commandOutputBytes >> 20) MB and was stopped; print less")
        case .cancelled:
            throw CancellationError()
        case .notStarted(let code):
            throw CommandProcess.couldNotStart(program, code)
        }
    }
}
