import FoundationEssentials

/// One value a mark is placed by: a number, a date or a category name.
public enum ChartValue: Sendable, Equatable, Hashable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value as a number on a continuous axis (dates as seconds since 1970); nil for a category.
    public var continuous: Double? {
        switch self {
        case .number(let number): number
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }
}

/// A value with the name of what it measures, as Swift Charts writes `.value("Hour", date)`.
public struct PlottableValue: Sendable, Equatable {
    /// What the value measures ("CPU", "Hour"), for descriptions.
    public var label: String
    /// The value itself.
    public var value: ChartValue

    /// A number.
    public static func value(_ label: String, _ number: Double) -> PlottableValue {
        PlottableValue(label: label, value: .number(number))
    }

    /// A whole number.
    public static func value(_ label: String, _ number: Int) -> PlottableValue {
        PlottableValue(label: label, value: .number(Double(number)))
    }

    /// A moment, on a time axis.
    public static func value(_ label: String, _ date: Date) -> PlottableValue {
        PlottableValue(label: label, value: .date(date))
    }

    /// A category ("/", "Mon").
    public static func value(_ label: String, _ category: String) -> PlottableValue {
        PlottableValue(label: label, value: .category(category))
    }
}

extension ChartValue {
    /// The value as a person reads it on an axis: a time of day (a day when `span` is over a day's seconds), a short number, a name.
    public func text(spanning span: Double, timeZone: ZoneInfo, locale: DateLocale) -> String {
        switch self {
        case .number(let number): CompactNumber.format(number)
        case .category(let name): name
        case .date(let date): DateFormat.string(date, template: span > 86_400 ? "MMMd" : "jmm", timeZone: timeZone, locale: locale)
        }
    }

    /// The distance between the first and last of `values` on a continuous axis; 0 for categories.
    public static func span(of values: [ChartValue]) -> Double {
        let numbers = values.compactMap(\.continuous).filter(\.isFinite)
        return (numbers.max() ?? 0) - (numbers.min() ?? 0)
    }
}
