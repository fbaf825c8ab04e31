import WidgettyKit

/// A whole validated configuration: appearance, device and the slots in order.
public struct DashboardConfig: Sendable, Equatable, Hashable {
    public var theme: ThemeSetting
    public var device: DeviceSetting
    /// The characters widgets draw symbols with.
    public var glyphs: GlyphStyle
    public var slots: [DashboardSlot]
    /// Where it was read from ("demo" for the embedded one).
    public var source: String

    /// Creates a configuration.
    public init(theme: ThemeSetting = .auto, device: DeviceSetting = .auto, glyphs: GlyphStyle = .unicode,
                slots: [DashboardSlot], source: String) {
        self.theme = theme
        self.device = device
        self.glyphs = glyphs
        self.slots = slots
        self.source = source
    }
}
