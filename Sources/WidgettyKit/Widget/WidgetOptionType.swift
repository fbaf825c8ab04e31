/// The type a widget option's value must have in the configuration file.
public enum WidgetOptionType: Sendable, Equatable {
    case string
    case bool
    case integer(ClosedRange<Int>)
    case number(ClosedRange<Double>)
    case strings
    /// A string that must be one of the listed words.
    case choice([String])
    /// A list whose items are strings or inline tables of the given fields; a string stands for a table holding
    /// only its `primary` field (`sources = ["a.ics", { path = "b.ics", name = "Work" }]`). Fields are not lists or tables.
    case tables(primary: String, fields: [String: WidgetOptionType])

    /// Describes the type for error messages ("true or false", "one of a, b").
    public var expectation: String {
        switch self {
        case .string: "a string"
        case .bool: "true or false"
        case .integer(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .number(let range): "a number from \(range.lowerBound) to \(range.upperBound)"
        case .strings: "a list of strings"
        case .choice(let words): "one of " + words.joined(separator: ", ")
        case .tables(let primary, let fields):
            "a list of strings or tables with " + ([primary] + fields.keys.filter { $0 != primary }.sorted()).joined(separator: ", ")
        }
    }
}
