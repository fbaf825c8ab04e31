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

    /// What is wrong with the kinds as registered: a kind offering more than `QuickAction.limit` quick actions
    /// (checked on its placeholder, at each family, with its default settings). Empty when all is well.
    public func registrationProblems() -> [String] {
        kinds.flatMap { kind in
            kind.supportedFamilies.compactMap { family -> String? in
                let widget = kind.makeWidget(settings: WidgetSettings(options: kind.options, values: [:]))
                let context = WidgetContext(family: family, displaySize: DisplaySize(columns: 40, rows: 10, widthPoints: 338, heightPoints: 158),
                                            isPreview: true)
                let count = widget.quickActions(for: widget.placeholder(in: context), in: context).count
                guard count > QuickAction.limit else { return nil }
                return "the widget kind \(kind.kind) offers \(count) quick actions at \(family.configName); a tile's menu holds at most \(QuickAction.limit)"
            }
        }
    }
}
