/// A control that performs an intent, as SwiftUI's `Button(intent:)` in a widget.
///
/// Its look comes from `.buttonStyle(_:)` and `.controlSize(_:)` on it or on a view around it.
public struct Button: PrimitiveView {
    /// What the button does.
    public var intent: any WidgetIntent
    /// What the button means (a destructive one is red, the primary one bold).
    public var role: ButtonRole
    /// What the button shows.
    public var label: any View
    /// What it shows while its intent runs ("Starting…"), after an activity indicator; nil keeps `label`.
    public var runningLabel: String?

    /// A button showing `label` that performs `intent`, and `runningLabel` while it runs.
    public init(role: ButtonRole = .normal, intent: any WidgetIntent, runningLabel: String? = nil,
                @ViewBuilder label: () -> [any View]) {
        self.intent = intent
        self.role = role
        self.label = actionLabel(label())
        self.runningLabel = runningLabel
    }

    /// A button titled `title` that performs `intent`, titled `runningLabel` while it runs ("Start", "Starting…").
    public init(_ title: String, runningLabel: String? = nil, role: ButtonRole = .normal, intent: any WidgetIntent) {
        self.init(role: role, intent: intent, runningLabel: runningLabel) { Text(title) }
    }
}
