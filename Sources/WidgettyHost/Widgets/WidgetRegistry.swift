import WidgettyKit

/// The widget kinds the executable offers; the host never names a concrete one.
public struct WidgetRegistry: Sendable {
    /// The kinds in the order they were registered.
    public let kinds: [WidgetKind]

    /// Creates a registry of widget kinds.
    public init(_ kinds: [WidgetKind]) {
        self.kinds = kinds
    }

    /// The kind with this identifier.
    public func kind(named name: String) -> WidgetKind? {
        kinds.first { $0.kind == name }
    }

    /// Every kind's identifier.
    public var names: [String] { kinds.map { $0.kind } }
}
