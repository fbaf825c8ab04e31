import FoundationEssentials
import WidgettyKit

/// What a command widget's options must say together: one program to run, in a folder that is one.
extension CommandSettings {
    /// The command kind's rules over its options together.
    static let rules: [WidgetOptionRule] = [
        WidgetOptionRule { settings in
            let shell = settings.string("shell") != nil
            let command = settings.values["command"] != nil
            if shell, command {
                return [.error("set either command or shell, not both; keep command = [\"program\", \"argument\"] to run it without a shell, or shell = \"a command line\" to run it by /bin/sh -c", at: "shell")]
            }
            if !shell, !command {
                return [.error("nothing to run; add command = [\"program\", \"argument\"] (run without a shell) or shell = \"a command line\" (run by /bin/sh -c)")]
            }
            return []
        },
        WidgetOptionRule { settings in
            guard let cwd = settings.string("cwd") else { return [] }
            let folder = HomePath.expanding(cwd)
            switch FileStatus.at(folder) {
            case .folder:
                return []
            case .missing:
                return [.warning("\(QuotedValue.quote(cwd)) does not exist, so the program cannot start; create that folder or set cwd to one that exists", at: "cwd")]
            case .unreadable(let reason):
                return [.warning("\(QuotedValue.quote(cwd)) cannot be looked at (\(reason)), so the program may not start; check its permissions or set cwd to another folder", at: "cwd")]
            case let status:
                return [.error("\(QuotedValue.quote(cwd)) is \(status.noun), not a folder; set cwd to the folder the program runs in", at: "cwd")]
            }
        },
        WidgetOptionRule { settings in
            // A plugin's file name may ask for runs far more often than the reload budget lets any widget run by itself.
            guard settings.string("mode") != "listen", settings.string("interval") == nil, settings.string("format") == "xbar",
                  let program = settings.strings("command").first, let seconds = CommandInterval.fromFileName(program),
                  seconds < WidgetKind.networkReloadInterval
            else { return [] }
            let name = QuotedValue.quote(String(program.split(separator: "/").last ?? ""))
            let budget = CommandInterval.spoken(WidgetKind.networkReloadInterval)
            return [.warning("\(name) asks to run every \(CommandInterval.spoken(seconds)), but a command widget runs by itself at most every \(budget) (the reload budget, which keeps an idle dashboard cheap); set mode = \"listen\" and have the plugin print a frame (~~~ between frames) as its data change", at: "command")]
        },
        WidgetOptionRule { settings in
            // A plugin's `.vars.json` that cannot be read leaves it its declared defaults: say so rather than run it quietly.
            guard let plugin = CommandSettings(settings: settings).pluginPath,
                  let problem = XbarVariables.valuesProblem(forPlugin: plugin) else { return [] }
            return [.warning(problem, at: "command")]
        },
    ]
}
