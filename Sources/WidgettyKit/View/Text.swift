/// A single line of text, truncated with "…" when it does not fit.
public struct Text: View {
    /// The text as given; the renderer cleans it of control characters.
    public var content: String

    /// Creates text from a string.
    public init(_ content: String) {
        self.content = content
    }
}
