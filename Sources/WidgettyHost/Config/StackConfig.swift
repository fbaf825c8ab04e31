import WidgettyKit

/// A stack of widgets of one size that shows one at a time.
public struct StackConfig: Sendable, Equatable, Hashable {
    /// The most widgets a stack holds, as on iOS.
    public static let capacity = 10
    /// How long a widget stays on top before smart rotation may change it, unless `dwell` says otherwise.
    public static let defaultDwell = 60
    /// How long paging by hand holds automatic rotation, unless `pause` says otherwise.
    public static let defaultPause = 120

    public var family: WidgetFamily
    public var rotation: StackRotation
    /// The least time in seconds a widget stays on top before smart rotation changes it, so close scores do not flap.
    public var dwell = StackConfig.defaultDwell
    /// Seconds that paging by hand holds automatic rotation.
    public var pause = StackConfig.defaultPause
    public var widgets: [WidgetConfig]
    public var line: Int?
}

