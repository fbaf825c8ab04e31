/// Builds a chart's marks from a closure, as Swift Charts' `@ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
    /// A mark, or marks, become a list.
    public static func buildExpression(_ content: some ChartContent) -> [ChartMark] { content.marks }
    /// The statements' marks, in order.
    public static func buildBlock(_ parts: [ChartMark]...) -> [ChartMark] { parts.flatMap { $0 } }
    /// An `if` without `else`: its marks, or none.
    public static func buildOptional(_ part: [ChartMark]?) -> [ChartMark] { part ?? [] }
    /// The `if` branch taken.
    public static func buildEither(first part: [ChartMark]) -> [ChartMark] { part }
    /// The `else` branch taken.
    public static func buildEither(second part: [ChartMark]) -> [ChartMark] { part }
    /// A `for` loop's marks, in order.
    public static func buildArray(_ parts: [[ChartMark]]) -> [ChartMark] { parts.flatMap { $0 } }
}
