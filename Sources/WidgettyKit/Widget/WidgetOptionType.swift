/// The type a widget option's value must have in the configuration file.
public enum WidgetOptionType: Sendable, Equatable {
    case string
    case bool
    case integer(ClosedRange<Int>)
    case number(ClosedRange<Double>)
    case strings
    /// A string that must be one of the listed words.
    case choice([String])

    /// Describes the type for error messages ("true or false", "one of a, b").
    public var expectation: String {
        switch self {
        case .string: "a string"
        case .bool: "true or false"
        case .integer(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .number(let range): "a number from \(range.lowerBound) to \(range.upperBound)"
        case .strings: "a list of strings"
        case .choice(let words): "one of " + words.joined(separator: ", ")
        }
    }
}
