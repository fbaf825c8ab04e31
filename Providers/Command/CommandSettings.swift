import FoundationEssentials
import WidgettyKit

/// A command widget's configuration, read from its validated settings.
struct CommandSettings: Sendable, Equatable {
    /// The argument vector to run: `command` as written, or `/bin/sh -c` and `shell`.
    var arguments: [String]
    /// `cwd`, with `~/` expanded.
    var workingDirectory: String?
    /// `env`'s variables.
    var environment: [String: String]
    /// Seconds between runs when the program does not say.
    var interval: Double
    /// How the output is read.
    var format: CommandFormat
    /// `mode = "listen"`: the program keeps running and each frame it prints replaces the widget's content.
    var listens: Bool
    /// A fixed title, drawn above text output instead of its first line.
    var title: String?
    /// The families the program draws for; empty for every one.
    var families: [WidgetFamily]

    /// The interval when the configuration sets none.
    static let defaultInterval = "5m"

    /// The keys a `kind = "command"` table accepts besides kind, size and timeout.
    static let options: [WidgetOption] = [
        WidgetOption(key: "command", type: .strings, defaultValue: nil,
                     summary: "the program and its arguments, run without a shell: [\"~/bin/ci-status\", \"--json\"]",
                     validate: { value in
                         guard case .strings(let words) = value else { return nil }
                         return words.first?.isEmpty ?? true ? "give at least the program to run" : nil
                     }),
        WidgetOption(key: "shell", type: .string, defaultValue: nil,
                     summary: "a command line run by /bin/sh -c, instead of command"),
        WidgetOption(key: "cwd", type: .string, defaultValue: nil, summary: "the folder the program runs in"),
        WidgetOption(key: "env", type: .strings, defaultValue: nil,
                     summary: "variables added to the program's environment: [\"NAME=value\"]",
                     validate: { value in
                         guard case .strings(let pairs) = value else { return nil }
                         return pairs.first { variable($0) == nil }.map {
                             "each entry is NAME=value with a name of letters, digits and _, not \(QuotedValue.quote($0))"
                         }
                     }),
        WidgetOption(key: "interval", type: .string, defaultValue: nil,
                     summary: "how often to run the program when it does not say: \"30s\", \"5m\", \"1h\" (5m unless an xbar plugin's file name says, as cpu.10s.sh)",
                     validate: { value in
                         guard case .string(let text) = value else { return nil }
                         return CommandInterval.problem(text)
                     }),
        WidgetOption(key: "format", type: .choice(CommandFormat.allCases.map(\.rawValue)), defaultValue: .string("text"),
                     summary: "text (lines, colours kept), json (the widgetty timeline protocol) or xbar (an xbar or SwiftBar plugin)"),
        WidgetOption(key: "mode", type: .choice(["run", "listen"]), defaultValue: .string("run"),
                     summary: "run (the program runs at each interval) or listen (it keeps running; each line, json document or ~~~-separated xbar frame it prints replaces the last)"),
        WidgetOption(key: "title", type: .string, defaultValue: nil,
                     summary: "a title above text output, instead of its first line"),
        WidgetOption(key: "families", type: .strings, defaultValue: nil,
                     summary: "the sizes the program draws for: [\"small\", \"medium\"]",
                     validate: { value in
                         guard case .strings(let names) = value else { return nil }
                         return names.first { WidgetFamily(rawValue: $0) == nil }.map {
                             "\(QuotedValue.quote($0)) is not a size; use small, medium, large or extra_large"
                                 + Suggestion.hint(for: $0, among: WidgetFamily.allCases.map(\.configName))
                         }
                     }),
    ]

    /// Reads validated settings.
    init(settings: WidgetSettings) {
        let home = HomePath.environmentHome
        if let line = settings.string("shell") {
            arguments = ["/bin/sh", "-c", line]
        } else {
            var words = settings.strings("command")
            if let program = words.first { words[0] = HomePath.expanding(program, home: home) }
            arguments = words
        }
        format = settings.string("format").flatMap(CommandFormat.init(rawValue:)) ?? .text
        listens = settings.string("mode") == "listen"
        // An xbar plugin runs in its own folder and may say its interval in its file name, as xbar reads them.
        let plugin = format == .xbar ? arguments.first.flatMap { $0.contains("/") ? $0 : nil } : nil
        pluginPath = plugin
        workingDirectory = settings.string("cwd").map { HomePath.expanding($0, home: home) }
            ?? plugin.map { PathText.deletingLastComponent($0) }
        environment = Dictionary(settings.strings("env").compactMap(Self.variable), uniquingKeysWith: { _, last in last })
        interval = settings.string("interval").flatMap(CommandInterval.seconds)
            ?? plugin.flatMap(CommandInterval.fromFileName) ?? CommandInterval.seconds(Self.defaultInterval) ?? 300
        title = settings.string("title")
        families = settings.strings("families").compactMap(WidgetFamily.init(rawValue:))
        hasBothPrograms = settings.string("shell") != nil && !settings.strings("command").isEmpty
    }

    /// True when both `command` and `shell` are set, which is a mistake to point out.
    var hasBothPrograms: Bool
    /// The xbar plugin's file, whose declared variables and `.vars.json` its runs are given; nil for other formats.
    var pluginPath: String?

    /// The launch of `command` (the program, or a button's) in the widget's folder, with its environment for `context`
    /// (and xbar's variables, and the plugin's declared ones, for an xbar plugin).
    func launch(_ command: [String], context: WidgetContext) -> CommandLaunch {
        var base = ProcessEnvironment.current()
        // As xbar gives them: over widgetty's environment, under the widget's own `env`.
        if let pluginPath { base.merge(XbarVariables.environment(forPlugin: pluginPath)) { _, declared in declared } }
        var variables = CommandEnvironment.make(base: base, extra: environment, context: context)
        if format == .xbar { variables.merge(CommandEnvironment.xbar(context.colorScheme)) { _, xbar in xbar } }
        return CommandLaunch(arguments: command, workingDirectory: workingDirectory, environment: variables,
                             reaper: context.services.reaper)
    }

    /// "NAME=value" as a pair, or nil when the name is not letters, digits and underscores.
    static func variable(_ pair: String) -> (String, String)? {
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        let name = pair[..<equals]
        guard let first = name.first, !first.isNumber,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        return (String(name), String(pair[pair.index(after: equals)...]))
    }
}
