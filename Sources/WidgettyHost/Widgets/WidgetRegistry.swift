import WidgettyKit

/// The widget kinds the executable offers; the host never names a concrete one.
public struct WidgetRegistry: Sendable {
    /// The kinds in the order they were registered.
    public let kinds: [WidgetKind]
    /// The kinds in the order the gallery shows them: the ones people look for first.
    public let galleryKinds: [WidgetKind]

    /// Creates a registry of widget kinds; the gallery shows those named in `galleryOrder` first, in its order, then the rest.
    public init(_ kinds: [WidgetKind], galleryOrder: [String] = []) {
        self.kinds = kinds
        let rank = { (kind: WidgetKind) in galleryOrder.firstIndex(of: kind.kind) ?? galleryOrder.count }
        galleryKinds = kinds.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
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
