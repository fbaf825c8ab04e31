import WidgettyKit

/// Which control an intent belongs to, from frame to frame: its type and its `identity` (by default its values,
/// `MarkDone(task: "milk")`).
///
/// Intents are not comparable values; two controls that perform intents of one type with the same identity are one
/// action, so they run, and show it, together. A control whose intent a reload makes anew, differing only in what
/// `identity` leaves out (a command's `WIDGETTY_DATE`), stays the same control: its running indicator, its toggle's
/// new state and a destructive button's question follow it.
public struct IntentIdentity: Hashable, Sendable {
    /// The intent's type: `identity` tells an action from another of its kind only.
    private let kind: ObjectIdentifier
    /// The intent's `identity`.
    private let identity: String

    /// The identity of `intent`.
    public init(_ intent: any WidgetIntent) {
        kind = ObjectIdentifier(type(of: intent))
        identity = intent.identity
    }
}
