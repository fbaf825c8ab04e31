import TOMLKit
import WidgettyKit

/// Reads and checks one `[[widget]]` table (or a stack's `[[stack.widget]]`) against its kind.
struct WidgetTableReader {
    let registry: WidgetRegistry

    /// The widget, or nil after reporting every problem with it.
    func read(_ table: TOMLTable, path: String, label: String, stackFamily: WidgetFamily?,
              into report: inout DiagnosticCollector) -> WidgetConfig? {
        let known = registry.names
        guard let kindValue = table["kind"] else {
            report.report(at: path, "\(label): kind is missing; add kind = \"\(known.first ?? "clock")\" (one of \(known.joined(separator: ", ")))")
            return nil
        }
        guard let kindName = kindValue.string else {
            report.report(at: "\(path).kind", "\(label): kind must be a string, not \(TOMLValueReader.describe(kindValue))")
            return nil
        }
        guard let kind = registry.kind(named: kindName) else {
            report.report(at: "\(path).kind", "\(label): kind \(QuotedValue.quote(kindName)) is not a known widget\(Suggestion.hint(for: kindName, among: known)) (known kinds: \(known.joined(separator: ", ")))")
            return nil
        }
        let named = "\(label) (\(kindName))"
        var valid = true
        let family = readFamily(table, path: path, label: named, kind: kind, stackFamily: stackFamily, into: &report)
        if family == nil { valid = false }

        var values: [String: WidgetSettingValue] = [:]
        var timeout = WidgetConfig.defaultTimeout
        let options = kind.options
        for key in table.keys where key != "kind" && key != "size" {
            let keyPath = "\(path).\(key)"
            guard let option = ([WidgetConfig.timeoutOption] + options).first(where: { $0.key == key }) else {
                let candidates = ["kind", "size", "timeout"] + options.map(\.key)
                report.report(at: keyPath, "\(named): unknown key \(QuotedValue.quote(key))\(Suggestion.hint(for: key, among: candidates)) (\(kindName) accepts: \(candidates.joined(separator: ", ")))")
                valid = false
                continue
            }
            switch TOMLValueReader.read(table[key]!, as: option.type) {
            case .failure(let problem):
                report.report(at: keyPath, "\(named): \(key) \(problem)")
                valid = false
            case .success(let value):
                if let problem = option.validate(value) {
                    report.report(at: keyPath, "\(named): \(key): \(problem)")
                    valid = false
                }
                if key == WidgetConfig.timeoutOption.key, case .number(let seconds) = value {
                    timeout = seconds
                } else {
                    values[key] = value
                }
            }
        }
        guard valid, let family else { return nil }
        let settings = WidgetSettings(options: options, values: values)
        guard follows(kind.optionRules, settings: settings, path: path, label: named, into: &report) else { return nil }
        return WidgetConfig(kind: kindName, family: family, settings: settings,
                            timeout: timeout, label: label, line: report.line(of: path))
    }

    /// Runs the kind's rules over settings whose every option is valid, reporting each problem on its key's line
    /// (the table's when the key is not written); false when one is an error.
    private func follows(_ rules: [WidgetOptionRule], settings: WidgetSettings, path: String, label: String,
                         into report: inout DiagnosticCollector) -> Bool {
        var valid = true
        for problem in rules.flatMap({ $0.problems(in: settings) }) {
            let at = problem.key.map { "\(path).\($0)" } ?? path
            let message = "\(label): " + (problem.key.map { "\($0): " } ?? "") + problem.message
            switch problem.severity {
            case .error:
                report.report(at: at, message)
                valid = false
            case .warning:
                report.warn(at: at, message)
            }
        }
        return valid
    }

    /// The `size` key: a family the kind supports (in a stack, the stack's own).
    private func readFamily(_ table: TOMLTable, path: String, label: String, kind: WidgetKind,
                            stackFamily: WidgetFamily?, into report: inout DiagnosticCollector) -> WidgetFamily? {
        let supported = kind.supportedFamilies
        guard let value = table["size"] else {
            let family = stackFamily ?? supported.first ?? .small
            if !supported.contains(family) {
                let names = supported.map(\.configName).joined(separator: ", ")
                report.report(at: path, "\(label): cannot be shown \(family.configName); \(kind.kind) comes in \(names)")
                return nil
            }
            return family
        }
        guard let text = value.string, let family = WidgetFamily(rawValue: text), supported.contains(family) else {
            report.report(at: "\(path).size", "\(label): size \(TOMLValueReader.notOneOf(value, supported.map(\.configName), key: "size"))")
            return nil
        }
        if let stackFamily, stackFamily != family {
            report.report(at: "\(path).size", "\(label): size \"\(text)\" differs from its stack's size \"\(stackFamily.configName)\"; a stack holds widgets of one size")
            return nil
        }
        return family
    }
}
