import WidgettyKit

extension WidgetRegistry {
    /// An instance for a validated widget configuration; nil if its kind is not registered.
    public func instance(for config: WidgetConfig) -> WidgetInstance? {
        guard let kind = kind(named: config.kind) else { return nil }
        return WidgetInstance(kind: kind, config: config)
    }
}
