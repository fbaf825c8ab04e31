/// A widget instance's configuration: every option's value, defaults filled in.
public struct WidgetSettings: Sendable, Equatable, Hashable {
    /// Values by option key.
    public var values: [String: WidgetSettingValue]

    /// Creates settings from values by key.
    public init(_ values: [String: WidgetSettingValue] = [:]) {
        self.values = values
    }

    /// Settings holding each option's default, overridden by `values`.
    public init(options: [WidgetOption], values: [String: WidgetSettingValue]) {
        var merged: [String: WidgetSettingValue] = [:]
        for option in options { merged[option.key] = option.defaultValue }
        merged.merge(values) { _, given in given }
        self.values = merged
    }

    /// The string at `key`, or nil.
    public func string(_ key: String) -> String? {
        if case .string(let value)? = values[key] { return value }
        return nil
    }

    /// The boolean at `key`, or false.
    public func bool(_ key: String) -> Bool {
        if case .bool(let value)? = values[key] { return value }
        return false
    }

    /// The number at `key` (a whole number counts), or nil.
    public func number(_ key: String) -> Double? {
        switch values[key] {
        case .number(let value)?: value
        case .integer(let value)?: Double(value)
        default: nil
        }
    }

    /// The whole number at `key`, or nil.
    public func integer(_ key: String) -> Int? {
        if case .integer(let value)? = values[key] { return value }
        return nil
    }

    /// The tables at `key` (strings already turned into tables of their primary field), or an empty list.
    public func tables(_ key: String) -> [[String: WidgetSettingValue]] {
        if case .tables(let value)? = values[key] { return value }
        return []
    }

    /// The list of strings at `key`, or an empty list.
    public func strings(_ key: String) -> [String] {
        if case .strings(let value)? = values[key] { return value }
        return []
    }
}
