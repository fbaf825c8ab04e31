/// `device` in `[dashboard]`: fit the terminal, or reproduce one row of the HIG's table.
public enum DeviceSetting: Sendable, Equatable, Hashable {
    /// The 414 x 896 proportions, with as many columns of small units as the terminal holds.
    case auto
    /// One device's proportions and number of columns.
    case fixed(DeviceProfile)

    /// The profile whose point sizes the grid uses.
    public var profile: DeviceProfile {
        switch self {
        case .auto: DeviceProfile.reference
        case .fixed(let profile): profile
        }
    }
}
