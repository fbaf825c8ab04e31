/// Builds a list of child views from a closure, as SwiftUI's `@ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    /// One view becomes a list of one.
    public static func buildExpression(_ view: any View) -> [any View] { [view] }
    /// A list of views is taken as it is.
    public static func buildExpression(_ views: [any View]) -> [any View] { views }
    /// The statements' views, in order.
    public static func buildBlock(_ parts: [any View]...) -> [any View] { joined(parts) }
    /// An `if` without `else`: its views, or none.
    public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
    /// The `if` branch taken.
    public static func buildEither(first part: [any View]) -> [any View] { part }
    /// The `else` branch taken.
    public static func buildEither(second part: [any View]) -> [any View] { part }
    /// A `for` loop's views, in order.
    public static func buildArray(_ parts: [[any View]]) -> [any View] { joined(parts) }

    /// The parts in order, in one array allocated once (views are built for every tile on every frame).
    private static func joined(_ parts: [[any View]]) -> [any View] {
        if parts.count == 1 { return parts[0] }
        var views: [any View] = []
        views.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { views.append(contentsOf: part) }
        return views
    }
}
