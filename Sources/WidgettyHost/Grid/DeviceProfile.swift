import WidgettyKit

/// One row of the HIG's widget size table: a screen and its widget sizes in points (ARCHITECTURE.md, "Sizes and the grid").
public struct DeviceProfile: Sendable, Equatable, Hashable {
    /// The name used as `device = "…"`: the screen's width x height in points.
    public var name: String
    public var screen: PointSize
    public var small: PointSize
    public var medium: PointSize
    public var large: PointSize
    /// Present on iPad screens only.
    public var extraLarge: PointSize?

    /// The widget size in points for a family, nil where the device has no such family.
    public func points(for family: WidgetFamily) -> PointSize? {
        switch family {
        case .small: small
        case .medium: medium
        case .large: large
        case .extraLarge: extraLarge
        }
    }

    /// The HIG's table, portrait screens: the five rows of the original table, a later iPhone and an iPad.
    public static let all: [DeviceProfile] = [
        .init(name: "414x896", screen: .init(414, 896), small: .init(169, 169), medium: .init(360, 169), large: .init(360, 376)),
        .init(name: "375x812", screen: .init(375, 812), small: .init(155, 155), medium: .init(329, 155), large: .init(329, 345)),
        .init(name: "414x736", screen: .init(414, 736), small: .init(159, 159), medium: .init(348, 159), large: .init(348, 357)),
        .init(name: "375x667", screen: .init(375, 667), small: .init(148, 148), medium: .init(322, 148), large: .init(322, 324)),
        .init(name: "320x568", screen: .init(320, 568), small: .init(141, 141), medium: .init(291, 141), large: .init(291, 299)),
        .init(name: "430x932", screen: .init(430, 932), small: .init(170, 170), medium: .init(364, 170), large: .init(364, 382)),
        .init(name: "1024x1366", screen: .init(1024, 1366), small: .init(170, 170), medium: .init(379, 170), large: .init(379, 379),
              extraLarge: .init(795, 379)),
    ]

    /// The profile whose proportions `auto` uses: the first row, 414 x 896.
    public static let reference = all[0]

    /// The profile named `name`, if the table has it.
    public static func named(_ name: String) -> DeviceProfile? {
        all.first { $0.name == name }
    }
}
