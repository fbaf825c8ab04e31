import WidgettyRender

/// What a widget's intents are doing now: those still running, and the state each toggle pressed shows meanwhile.
public struct IntentActivity: Sendable, Equatable {
    /// The intents performed and not yet finished.
    public var running: Set<IntentIdentity> = []
    /// The state a pressed toggle shows, by its intent, until the widget's answer after it lands (or the intent fails).
    public var toggles: [IntentIdentity: Bool] = [:]

    /// No intent running, no toggle pressed.
    public init() {}
}
