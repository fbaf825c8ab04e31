/// What the mouse does on the home screen, as the help overlay lists it beside the keys.
public struct MouseBinding: Sendable {
    /// The gesture, as help shows it.
    public var gesture: String
    public var summary: String

    /// Every gesture, in the order help lists them; `HomeScreenState.reduce` carries them out.
    public static let all: [MouseBinding] = [
        MouseBinding(gesture: "Wheel", summary: "Scroll / page a stack"),
        MouseBinding(gesture: "Click", summary: "Focus a tile"),
        MouseBinding(gesture: "Click a dot", summary: "Show that widget"),
        MouseBinding(gesture: "Right-click", summary: "Quick actions"),
        MouseBinding(gesture: "Point", summary: "Lift a tile"),
    ]

    /// The terminal's own gesture, which help lists while the dashboard takes the mouse (`mouse = true`): a plain drag
    /// reaches the dashboard, so text is selected with Shift held.
    public static let textSelection = MouseBinding(gesture: "Shift-drag", summary: "Select text (mouse on)")
}
