/// A control that performs an intent, as SwiftUI's `Button(intent:)` in a widget.
public struct Button: PrimitiveView {
    /// What the button does.
    public var intent: any WidgetIntent
    /// What the button means (a destructive one is red, the primary one bold).
    public var role: ButtonRole
    /// What the button shows.
    public var label: any View

    /// A button showing `label` that performs `intent`.
    public init(role: ButtonRole = .normal, intent: any WidgetIntent, @ViewBuilder label: () -> [any View]) {
        self.intent = intent
        self.role = role
        self.label = actionLabel(label())
    }

    /// A button titled `title` that performs `intent`.
    public init(_ title: String, role: ButtonRole = .normal, intent: any WidgetIntent) {
        self.init(role: role, intent: intent) { Text(title) }
    }
}
