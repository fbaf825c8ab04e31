import WidgettyKit
import WidgettyRender

/// A whole validated configuration: appearance, device and the slots in order.
public struct DashboardConfig: Sendable, Equatable, Hashable {
    public var theme: ThemeSetting
    public var device: DeviceSetting
    /// The characters widgets draw symbols with.
    public var glyphs: GlyphStyle
    /// Whether the dashboard asks the terminal for mouse reports (`mouse = false` leaves the mouse to the terminal).
    public var mouse: Bool
    /// The accent color, contrast and bold text (`accent`, `contrast`, `bold_text`).
    public var appearance = Appearance()
    /// Whether the pointer takes the hand shape over links and buttons where the terminal supports OSC 22
    /// (`pointer_shapes = false` leaves it alone).
    public var pointerShapes = true
    /// The program and arguments that open web links (`opener = ["firefox", "--new-tab"]`); nil for the system's.
    public var opener: [String]?
    public var slots: [DashboardSlot]
    /// Where it was read from ("demo" for the embedded one).
    public var source: String
    /// What its kinds' rules found that the widgets run with (a notes folder not made yet), as `file:line: warning: …`.
    public var warnings: [ConfigDiagnostic]
    /// Whether a widget whose loads have all failed shows its sample, marked "Sample", instead of the failure:
    /// the embedded demo's first screen stays whole offline; a person's own configuration shows the failure.
    public var samplesForFailures = false

    /// Creates a configuration.
    public init(theme: ThemeSetting = .auto, device: DeviceSetting = .auto, glyphs: GlyphStyle = .unicode,
                mouse: Bool = true, opener: [String]? = nil, slots: [DashboardSlot], source: String,
                warnings: [ConfigDiagnostic] = []) {
        self.theme = theme
        self.device = device
        self.glyphs = glyphs
        self.mouse = mouse
        self.opener = opener
        self.slots = slots
        self.source = source
        self.warnings = warnings
    }
}
