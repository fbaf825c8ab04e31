/// A switch that performs an intent to change a state the widget shows, as SwiftUI's `Toggle(isOn:intent:)`.
///
/// `isOn` is the state in the entry; the intent changes it, and the timeline
/// reloaded after it shows the new state.
public struct Toggle: PrimitiveView {
    /// The state shown now.
    public var isOn: Bool
    /// What flipping the toggle does.
    public var intent: any WidgetIntent
    /// What the toggle is for.
    public var label: any View

    /// A toggle showing `isOn` beside `label` that performs `intent` when flipped.
    public init(isOn: Bool, intent: any WidgetIntent, @ViewBuilder label: () -> [any View]) {
        self.isOn = isOn
        self.intent = intent
        self.label = actionLabel(label())
    }

    /// A toggle titled `title`.
    public init(_ title: String, isOn: Bool, intent: any WidgetIntent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}
