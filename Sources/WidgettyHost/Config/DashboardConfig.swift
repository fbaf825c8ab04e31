/// A whole validated configuration: appearance, device and the slots in order.
public struct DashboardConfig: Sendable, Equatable, Hashable {
    public var theme: ThemeSetting
    public var device: DeviceSetting
    public var slots: [DashboardSlot]
    /// Where it was read from ("demo" for the embedded one).
    public var source: String

    /// Creates a configuration.
    public init(theme: ThemeSetting = .auto, device: DeviceSetting = .auto, slots: [DashboardSlot], source: String) {
        self.theme = theme
        self.device = device
        self.slots = slots
        self.source = source
    }
}
