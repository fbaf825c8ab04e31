import FoundationEssentials
import TOMLKit
import WidgettyKit

/// Reads a TOML configuration into a `DashboardConfig`, reporting every problem at once (ARCHITECTURE.md, "From the configuration to the terminal").
public struct ConfigLoader: Sendable {
    /// The keys allowed at the top of the file.
    public static let topLevelKeys = ["dashboard", "widget", "stack"]
    /// The keys allowed in `[dashboard]`.
    public static let dashboardKeys = ["theme", "accent", "contrast", "bold_text", "device", "glyphs", "mouse", "pointer_shapes", "opener"]
    /// The keys allowed in `[[stack]]`.
    public static let stackKeys = ["size", "rotation", "dwell", "pause", "widget"]

    public let registry: WidgetRegistry

    /// Creates a loader that knows the given widget kinds.
    public init(registry: WidgetRegistry) {
        self.registry = registry
    }

    /// Reads (`ConfigFileReader`) and checks the file at `path`.
    public func load(contentsOf path: String) throws(ConfigError) -> DashboardConfig {
        try parse(ConfigFileReader.text(at: path), file: path)
    }

    /// Reads and checks configuration text; `file` names it in messages.
    public func parse(_ text: String, file: String) throws(ConfigError) -> DashboardConfig {
        if let problem = TOMLPreflight.problem(in: text) {
            throw ConfigError([ConfigDiagnostic(file: file, line: problem.line, message: "column \(problem.column): \(problem.message)")])
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let begin = error.source.begin
            // By scalars, not Characters: "\r\n" is one Character, and a CRLF file would be one line.
            let line = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                .dropFirst(max(0, begin.line - 1)).first.map { Substring(String(String.UnicodeScalarView($0))) }
            let message = line.flatMap(UnquotedValue.advice(forLine:)) ?? "\(error.description) (TOML syntax)"
            throw ConfigError([ConfigDiagnostic(file: file, line: begin.line, message: "column \(begin.column): \(message)")])
        } catch {
            throw ConfigError([ConfigDiagnostic(file: file, line: nil, message: "cannot be parsed as TOML: \(error)")])
        }
        var report = DiagnosticCollector(file: file, sourceMap: TOMLSourceMap(text: text))
        for key in root.keys where !Self.topLevelKeys.contains(key) {
            report.report(at: key, "unknown key \(QuotedValue.quote(key))\(Suggestion.hint(for: key, among: Self.topLevelKeys)) (the file holds [dashboard], [[widget]] and [[stack]] tables)")
        }
        let (theme, device, glyphs, mouse) = readDashboard(root["dashboard"], into: &report)
        let opener = readOpener(root["dashboard"]?.table?["opener"], into: &report)
        let dashboard = root["dashboard"]?.table
        let appearance = AppearanceReader.read(dashboard, into: &report)
        let pointerShapes = dashboard.map { Self.readFlag($0, key: "pointer_shapes", default: true, into: &report) } ?? true
        var slots: [(line: Int, slot: DashboardSlot)] = []
        for (index, table) in tables(root, key: "widget", path: "", into: &report).enumerated() {
            let path = "widget[\(index)]"
            if let widget = WidgetTableReader(registry: registry).read(table, path: path, label: "widget \(index + 1)", stackFamily: nil, into: &report) {
                slots.append((report.line(of: path) ?? index, .widget(widget)))
            }
        }
        for (index, table) in tables(root, key: "stack", path: "", into: &report).enumerated() {
            let path = "stack[\(index)]"
            if let stack = readStack(table, path: path, number: index + 1, into: &report) {
                slots.append((report.line(of: path) ?? Int.max / 2 + index, .stack(stack)))
            }
        }
        if report.diagnostics.isEmpty, slots.isEmpty {
            report.report(at: "", "no widgets to show; add a [[widget]] table with kind = \"\(registry.names.first ?? "clock")\"")
        }
        guard report.diagnostics.isEmpty else {
            throw report.error
        }
        var config = DashboardConfig(theme: theme, device: device, glyphs: glyphs, mouse: mouse, opener: opener,
                                     slots: slots.sorted { $0.line < $1.line }.map(\.slot), source: file, warnings: report.sortedWarnings)
        (config.appearance, config.pointerShapes) = (appearance, pointerShapes)
        return config
    }

    /// `[dashboard]`: theme, device, glyphs and mouse.
    private func readDashboard(_ value: (any TOMLValueConvertible)?,
                               into report: inout DiagnosticCollector) -> (ThemeSetting, DeviceSetting, GlyphStyle, Bool) {
        guard let value else { return (.auto, .auto, .unicode, true) }
        guard let table = value.table else {
            report.report(at: "dashboard", "dashboard must be a table: write [dashboard] on a line of its own")
            return (.auto, .auto, .unicode, true)
        }
        for key in table.keys where !Self.dashboardKeys.contains(key) {
            report.report(at: "dashboard.\(key)", "dashboard: unknown key \(QuotedValue.quote(key))\(Suggestion.hint(for: key, among: Self.dashboardKeys)) (accepted: \(Self.dashboardKeys.joined(separator: ", ")))")
        }
        let theme = readWord(table, key: "theme", default: ThemeSetting.auto, into: &report)
        var device = DeviceSetting.auto
        if let value = table["device"] {
            let names = DeviceProfile.all.map(\.name)
            if value.string == "auto" {
                device = .auto
            } else if let name = value.string, let profile = DeviceProfile.named(name) {
                device = .fixed(profile)
            } else {
                report.report(at: "dashboard.device", "dashboard: device \(TOMLValueReader.describe(value)) is not \"auto\" or one of \(names.joined(separator: ", "))"
                              + TOMLValueReader.hint(for: value, among: ["auto"] + names, key: "device"))
            }
        }
        let glyphs = readWord(table, key: "glyphs", default: GlyphStyle.unicode, into: &report)
        return (theme, device, glyphs, Self.readFlag(table, key: "mouse", default: true, into: &report))
    }

    /// A `true`/`false` key of `[dashboard]`; `fallback` when absent or not a boolean (reported).
    static func readFlag(_ table: TOMLTable, key: String, default fallback: Bool, into report: inout DiagnosticCollector) -> Bool {
        guard let value = table[key] else { return fallback }
        if let flag = value.bool { return flag }
        report.report(at: "dashboard.\(key)", "dashboard: \(key) \(TOMLValueReader.describe(value)) is not true or false")
        return fallback
    }

    /// `opener = ["program", "argument", …]`: a non-empty list of non-empty strings, the program first; nil when absent or wrong (and reported).
    private func readOpener(_ value: (any TOMLValueConvertible)?, into report: inout DiagnosticCollector) -> [String]? {
        guard let value else { return nil }
        let words = value.array.map { array in array.map { $0.string } }
        guard let words, !words.isEmpty, words.allSatisfy({ $0 != nil && !$0!.isEmpty }) else {
            report.report(at: "dashboard.opener", "dashboard: opener \(TOMLValueReader.describe(value)) is not a list of the program and its arguments, such as [\"firefox\", \"--new-tab\"]")
            return nil
        }
        return words.compactMap { $0 }
    }

    /// A `[dashboard]` key whose value is one of a setting's words; the default when absent or wrong (and reported).
    private func readWord<Setting: RawRepresentable & CaseIterable>(
        _ table: TOMLTable, key: String, default fallback: Setting, into report: inout DiagnosticCollector
    ) -> Setting where Setting.RawValue == String {
        guard let value = table[key] else { return fallback }
        if let word = value.string, let setting = Setting(rawValue: word) { return setting }
        report.report(at: "dashboard.\(key)", "dashboard: \(key) \(TOMLValueReader.notOneOf(value, Setting.allCases.map(\.rawValue), key: key))")
        return fallback
    }

    /// `[[stack]]`: size, rotation and its widgets.
    private func readStack(_ table: TOMLTable, path: String, number: Int, into report: inout DiagnosticCollector) -> StackConfig? {
        let label = "stack \(number)"
        var valid = true
        for key in table.keys where !Self.stackKeys.contains(key) {
            report.report(at: "\(path).\(key)", "\(label): unknown key \(QuotedValue.quote(key))\(Suggestion.hint(for: key, among: Self.stackKeys)) (accepted: \(Self.stackKeys.joined(separator: ", ")))")
            valid = false
        }
        var family = WidgetFamily.small
        if let value = table["size"] {
            if let text = value.string, let parsed = WidgetFamily(rawValue: text) {
                family = parsed
            } else {
                report.report(at: "\(path).size", "\(label): size \(TOMLValueReader.notOneOf(value, WidgetFamily.allCases.map(\.configName), key: "size"))")
                valid = false
            }
        }
        var rotation = StackRotation.smart
        if let value = table["rotation"] {
            if let text = value.string, let parsed = StackRotation(parsing: text) {
                rotation = parsed
            } else {
                report.report(at: "\(path).rotation", "\(label): rotation \(TOMLValueReader.describe(value)) is not \"off\", \"smart\" or an interval from \"1s\" to \"24h\" such as \"30s\", \"5m\" or \"1h\""
                              + (value.string.map { Suggestion.hint(for: $0, among: ["off", "smart"]) } ?? ""))
                valid = false
            }
        }
        let dwell = readInterval(table, key: "dwell", default: StackConfig.defaultDwell, path: path, label: label, into: &report)
        let pause = readInterval(table, key: "pause", default: StackConfig.defaultPause, path: path, label: label, into: &report)
        valid = valid && dwell != nil && pause != nil
        let members = tables(table, key: "widget", path: path, into: &report)
        if members.isEmpty {
            report.report(at: "\(path).widget", "\(label): holds no widgets; add [[stack.widget]] tables after it")
            valid = false
        } else if members.count > StackConfig.capacity {
            report.report(at: path, "\(label): holds \(members.count) widgets; a stack holds at most \(StackConfig.capacity)")
            valid = false
        }
        var widgets: [WidgetConfig] = []
        for (index, member) in members.enumerated() {
            let memberPath = "\(path).widget[\(index)]"
            let reader = WidgetTableReader(registry: registry)
            if let widget = reader.read(member, path: memberPath, label: "\(label), widget \(index + 1)", stackFamily: family, into: &report) {
                widgets.append(widget)
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        return StackConfig(family: family, rotation: rotation, dwell: dwell ?? StackConfig.defaultDwell,
                           pause: pause ?? StackConfig.defaultPause, widgets: widgets, line: report.line(of: path))
    }

    /// A stack's `dwell` or `pause`: an interval such as "1m" in seconds; the default when absent, nil when wrong (and reported).
    private func readInterval(_ table: TOMLTable, key: String, default fallback: Int, path: String, label: String,
                              into report: inout DiagnosticCollector) -> Int? {
        guard let value = table[key] else { return fallback }
        if let text = value.string, let seconds = IntervalText.seconds(text, atMost: StackRotation.longestInterval) { return seconds }
        report.report(at: "\(path).\(key)", "\(label): \(key) \(TOMLValueReader.describe(value)) is not an interval from \"1s\" to \"24h\" such as \"30s\", \"1m\" or \"2m\"")
        return nil
    }

    /// The tables of an array of tables (`[[key]]`), reporting a plain table written by mistake.
    private func tables(_ parent: TOMLTable, key: String, path: String, into report: inout DiagnosticCollector) -> [TOMLTable] {
        guard let value = parent[key] else { return [] }
        let keyPath = path.isEmpty ? key : "\(path).\(key)"
        let header = path.isEmpty ? key : "stack.\(key)"
        guard let array = value.array else {
            report.report(at: keyPath, "\(key) must be written [[\(header)]] (two brackets), once for each \(key)")
            return []
        }
        var tables: [TOMLTable] = []
        for element in array {
            if let table = element.table { tables.append(table) } else {
                report.report(at: keyPath, "each \(key) must be a table written [[\(header)]], not \(TOMLValueReader.describe(element))")
            }
        }
        return tables
    }
}

