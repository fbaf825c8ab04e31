import TOMLKit
import WidgettyKit

/// Turns TOML values into widget setting values of an option's type, or says what was wrong.
enum TOMLValueReader {
    /// A value of the wanted type, or what was wrong with it.
    enum Outcome {
        case success(WidgetSettingValue)
        case failure(String)
    }

    /// The value as `type`, or a message naming what was expected and what was found.
    static func read(_ value: any TOMLValueConvertible, as type: WidgetOptionType) -> Outcome {
        let mismatch = Outcome.failure("must be \(type.expectation), not \(describe(value))")
        switch type {
        case .string:
            return value.string.map { Outcome.success(.string($0)) } ?? mismatch
        case .choice(let words):
            guard let word = value.string, words.contains(word) else {
                return .failure("must be \(type.expectation), not \(describe(value))\(hint(for: value, among: words))")
            }
            return .success(.string(word))
        case .bool:
            return value.bool.map { Outcome.success(.bool($0)) } ?? mismatch
        case .integer(let range):
            guard let number = value.int else { return mismatch }
            if number > range.upperBound { return .failure("\(number) is more than \(range.upperBound), the most it may be; use a whole number from \(range.lowerBound) to \(range.upperBound)") }
            if number < range.lowerBound { return .failure("\(number) is less than \(range.lowerBound), the least it may be; use a whole number from \(range.lowerBound) to \(range.upperBound)") }
            return .success(.integer(number))
        case .number(let range):
            guard let number = value.double ?? value.int.map(Double.init), range.contains(number) else { return mismatch }
            return .success(.number(number))
        case .strings:
            guard let array = value.array else { return mismatch }
            let strings = array.compactMap { $0.string }
            guard strings.count != array.count else { return .success(.strings(strings)) }
            // The items that are not strings, by place, so a list of many is fixed in one go.
            let others = array.indices.filter { array[$0].string == nil }.map { "item \($0 + 1) (\(describe(array[$0])))" }
            return .failure("must be a list of strings, but \(others.joined(separator: ", ")) \(others.count == 1 ? "is not one" : "are not"); write each in quotes")
        case .tables(let primary, let fields):
            guard let array = value.array else { return mismatch }
            var items: [[String: WidgetSettingValue]] = []
            for (index, element) in array.enumerated() {
                switch readTable(element, primary: primary, fields: fields) {
                case .success(let item): items.append(item)
                case .failure(let problem): return .failure("item \(index + 1): \(problem.message)")
                }
            }
            return .success(.tables(items))
        }
    }

    /// One item of a `.tables` list: a string (its primary field) or a table of known fields with the primary one set.
    private static func readTable(_ element: any TOMLValueConvertible, primary: String,
                                  fields: [String: WidgetOptionType]) -> Result<[String: WidgetSettingValue], TableProblem> {
        if let text = element.string { return .success([primary: .string(text)]) }
        guard let table = element.table else {
            return .failure(TableProblem("must be a string or a table, not \(describe(element))"))
        }
        let known = [primary] + fields.keys.filter { $0 != primary }.sorted()
        var item: [String: WidgetSettingValue] = [:]
        for key in table.keys {
            guard let type = fields[key] ?? (key == primary ? .string : nil) else {
                return .failure(TableProblem("unknown key \(QuotedValue.quote(key))\(Suggestion.hint(for: key, among: known)) (accepts: \(known.joined(separator: ", ")))"))
            }
            if case .tables = type { return .failure(TableProblem("\(key) cannot hold tables")) }
            switch read(table[key]!, as: type) {
            case .success(let value): item[key] = value
            case .failure(let problem): return .failure(TableProblem("\(key) \(problem)"))
            }
        }
        guard item[primary] != nil else { return .failure(TableProblem("\(primary) is missing")) }
        return .success(item)
    }

    /// What is wrong with one item of a list of tables.
    private struct TableProblem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// `"drak" is not one of dark, light, auto; did you mean "dark"?`: a word that is none of `words`, with the closest
    /// when it looks misspelt, or how to write one when it is not a string (`key` names the setting there).
    static func notOneOf(_ value: any TOMLValueConvertible, _ words: [String], key: String? = nil) -> String {
        "\(describe(value)) is not one of \(words.joined(separator: ", "))\(hint(for: value, among: words, key: key))"
    }

    /// `; did you mean "dark"?` when the value is a string close to one of `words`; for a number or a boolean, that a
    /// name goes in quotes (`; write the name in quotes, as theme = "dark"`, `key` given); else nothing.
    static func hint(for value: any TOMLValueConvertible, among words: [String], key: String? = nil) -> String {
        if let word = value.string { return Suggestion.hint(for: word, among: words) }
        guard let first = words.first, [.int, .double, .bool].contains(value.type) else { return "" }
        return "; write the name in quotes, as \(key.map { "\($0) = " } ?? "")\"\(first)\""
    }

    /// A value as a person would write it: `"yes"`, `3`, `a list`, `a table`.
    static func describe(_ value: any TOMLValueConvertible) -> String {
        switch value.type {
        case .string: QuotedValue.quote(value.string ?? "")
        case .int: String(value.int ?? 0)
        case .double: String(value.double ?? 0)
        case .bool: String(value.bool ?? false)
        case .array: "a list"
        case .table: "a table"
        default: "a \(value.type)"
        }
    }
}
