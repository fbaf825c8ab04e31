import WidgettyKit

/// Which control an intent belongs to, from frame to frame: its type and its values (`MarkDone(task: "milk")`).
///
/// Intents are not comparable values; two controls that perform the same intent with the same
/// values are one action, so they run, and show it, together.
public struct IntentIdentity: Hashable, Sendable {
    /// The intent written out with its type and values.
    public let description: String

    /// The identity of `intent`.
    public init(_ intent: any WidgetIntent) {
        description = String(reflecting: intent)
    }
}
