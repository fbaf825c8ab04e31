/// A monochrome symbol (a weather sign, a day/night mark); redacted it becomes "●".
public struct Glyph: PrimitiveView {
    /// The symbol's characters, usually one grapheme.
    public var symbol: String

    /// Creates a glyph from its characters.
    public init(_ symbol: String) {
        self.symbol = symbol
    }
}
