/// One configuration value given to a widget, already checked against its option's type.
public enum WidgetSettingValue: Sendable, Equatable, Hashable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case strings([String])
    /// The items of a `.tables` option, each as its fields' values by key.
    case tables([[String: WidgetSettingValue]])
}
