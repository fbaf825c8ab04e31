/// The rows lists left out of a drawing, by label; `widgetty check` reads it to warn about them.
public final class ListOverflow: @unchecked Sendable {
    /// The labels of the rows not shown, in the order met.
    public private(set) var hidden: [String] = []

    /// Creates an empty collector.
    public init() {}

    /// Notes rows a list could not show.
    func report(_ labels: [String]) {
        hidden += labels
    }
}
