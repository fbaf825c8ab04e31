import WidgettyKit

/// A stack of widgets of one size that shows one at a time.
public struct StackConfig: Sendable, Equatable, Hashable {
    /// The most widgets a stack holds, as on iOS.
    public static let capacity = 10

    public var family: WidgetFamily
    public var rotation: StackRotation
    public var widgets: [WidgetConfig]
    public var line: Int?
}
