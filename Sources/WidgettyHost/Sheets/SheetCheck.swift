import WidgettyKit

/// Checks a configuration sheet's fields as `widgetty check` checks a file: the fields are written as one widget's
/// table and read by `ConfigLoader`, so every type, range, word, rule and did-you-mean is the loader's own.
public struct SheetCheck: Sendable, Equatable {
    /// One problem the loader found, and whether it only warns (the file would still load).
    public struct Problem: Sendable, Equatable {
        public var message: String
        public var isWarning: Bool
    }

    /// Problems on a field's line, by its key.
    public var byKey: [String: Problem] = [:]
    /// Problems of the widget as a whole (a rule across keys) that name no field first, shown above the fields.
    public var general: [Problem] = []

    /// Whether an error (not a warning) stands in the way of saving.
    public var hasErrors: Bool { (byKey.values + general).contains { !$0.isWarning } }
    /// Whether the loader found anything to say.
    public var isEmpty: Bool { byKey.isEmpty && general.isEmpty }

    /// The problems of a `kind` widget of `family` whose table writes `fields`' values, by `registry`'s kinds.
    public init(kind: String, family: WidgetFamily, fields: [SheetField], registry: WidgetRegistry) {
        let written = fields.compactMap { field in field.tomlValue.map { (field.key, $0) } }
        let lines = ["[[widget]]", "kind = \(TOMLValueText.string(kind))", "size = \(TOMLValueText.string(family.configName))"]
            + written.map { "\($0.0) = \($0.1)" }
        let diagnostics: [ConfigDiagnostic], warnings: [ConfigDiagnostic]
        do throws(ConfigError) {
            warnings = try ConfigLoader(registry: registry).parse(lines.joined(separator: "\n") + "\n", file: "sheet").warnings
            diagnostics = []
        } catch {
            (diagnostics, warnings) = (error.diagnostics, error.warnings)
        }
        let prefix = "widget 1 (\(kind)): "
        for (diagnostic, isWarning) in diagnostics.map({ ($0, false) }) + warnings.map({ ($0, true) }) {
            var message = diagnostic.message
            if message.hasPrefix(prefix) { message.removeFirst(prefix.count) }
            let problem = Problem(message: QuotedValue.curled(message), isWarning: isWarning)
            // Fields are written from the fourth line on, in order; a problem on the table's line that starts with a
            // field's key ("location is missing; …") goes under that field too.
            let named = fields.first { message.hasPrefix($0.key + " ") || message.hasPrefix($0.key + ":") }?.key
            if let line = diagnostic.line, line > 3, written.indices.contains(line - 4) {
                let key = written[line - 4].0
                if byKey[key] == nil { byKey[key] = problem }
            } else if let named, byKey[named] == nil {
                byKey[named] = problem
            } else {
                general.append(problem)
            }
        }
    }

    /// No problems.
    public init() {}
}
