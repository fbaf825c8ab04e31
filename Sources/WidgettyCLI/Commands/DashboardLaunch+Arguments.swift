import Logging

extension DashboardLaunch {
    /// The dashboard's options in the forms people and scripts type them, read without ArgumentParser, so the usual
    /// start (`widgetty`, `widgetty --config FILE`) does not build and reflect its commands: each of `--config`,
    /// `--log-level`, `--simulate-latency` and `--start-at` at most once, as `--name VALUE` or `--name=VALUE`, and the
    /// hidden `--exit-after-first-frame`.
    ///
    /// nil for anything else, which ArgumentParser then reads and words as it always has: a subcommand, help, a name
    /// it does not know, an option given twice, a value that is empty or starts with a dash, `--`, a value its option
    /// refuses. Whatever this reads, `DashboardCommand`'s parse reads the same (`DashboardArgumentsTests`).
    init?(commonArguments arguments: [String]) {
        self.init()
        var rest = arguments[...], seen: [String] = []
        while let argument = rest.popFirst() {
            guard let (name, attached) = Self.option(argument), !seen.contains(name) else { return nil }
            seen.append(name)
            if name == "exit-after-first-frame" {
                exitAfterFirstFrame = true
                continue
            }
            guard let value = attached ?? rest.popFirst(), Self.isPlainValue(value) else { return nil }
            switch name {
            case "config":
                config = value
            case "log-level":
                guard let level = Logger.Level(rawValue: value) else { return nil }
                logLevel = level
            case "simulate-latency":
                guard let seconds = Double(value), DashboardCommand.simulatedLatencies.contains(seconds) else { return nil }
                simulateLatency = seconds
            default:
                guard let moment = Timestamp(argument: value) else { return nil }
                startAt = moment.date
            }
        }
    }

    /// The dashboard's option `arguments` give more than once (`--config a --config b`), read as `init(commonArguments:)`
    /// reads them up to the first argument that is no such option or its value (a subcommand, `--`, a mistake); nil
    /// when none is repeated. ArgumentParser would keep the last and drop the others without a word.
    static func repeatedOption(in arguments: [String]) -> String? {
        var rest = arguments[...], seen: Set<String> = []
        while let argument = rest.popFirst(), let (name, attached) = option(argument) {
            guard seen.insert(name).inserted else { return name }
            if attached == nil, name != "exit-after-first-frame" { _ = rest.popFirst() }
        }
        return nil
    }

    /// The options this reads, each with whether it takes a value.
    private static let options = [("config", true), ("log-level", true), ("simulate-latency", true), ("start-at", true),
                                  ("exit-after-first-frame", false)]

    /// The name of the option `argument` is, and its value when it is written `--name=VALUE`; nil when it is not one
    /// of `options`, or a flag written with a value. Compared by characters, as ArgumentParser splits an argument.
    private static func option(_ argument: String) -> (name: String, attached: String?)? {
        for (name, takesValue) in options {
            if argument == "--" + name { return (name, nil) }
            if takesValue, argument.hasPrefix("--\(name)=") { return (name, String(argument.dropFirst(name.count + 3))) }
        }
        return nil
    }

    /// Whether ArgumentParser takes `value` for an option's value whatever precedes it: not empty (`--config=` is
    /// `--config` to it, taking the next argument) and not starting with a dash (an option, `--`, or a mistake to it).
    private static func isPlainValue(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first else { return false }
        return first != "-"
    }
}
