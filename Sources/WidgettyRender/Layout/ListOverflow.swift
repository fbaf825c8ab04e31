/// The rows lists left out of a drawing, by label; `widgetty check` reads it to warn about them.
///
/// Not `Sendable`: filled while one drawing is made, on the thread that makes it.
public final class ListOverflow {
    /// The labels of the rows not shown, in the order met.
    public private(set) var hidden: [String] = []

    /// Creates an empty collector.
    public init() {}

    /// Notes rows a list could not show.
    func report(_ labels: [String]) {
        hidden += labels
    }
}
