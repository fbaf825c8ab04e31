import FoundationEssentials

/// What acting on a part of a widget does: open a URL, perform an intent, or flip a toggle.
public enum WidgetAction: Sendable {
    /// Opens a URL (a tile's `widgetURL`, a `Link`).
    case openURL(URL)
    /// Performs a button's intent; the role says how the button reads and behaves.
    case perform(any WidgetIntent, role: ButtonRole)
    /// Performs a toggle's intent; `isOn` is the state the toggle shows now.
    case toggle(any WidgetIntent, isOn: Bool)
}
