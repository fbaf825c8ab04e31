/// Text's own styles, and texts joined with `+` into one that wraps and truncates as a single line of words.
extension Text {
    /// This text in bold (or not), whatever the view around it says; kept when joined with `+`.
    public func bold(_ isBold: Bool = true) -> Text {
        var copy = self
        copy.ownStyle.bold = isBold
        return copy
    }

    /// This text in italic (or not); kept when joined with `+`. Terminals without italic draw it upright.
    public func italic(_ isItalic: Bool = true) -> Text {
        var copy = self
        copy.ownStyle.italic = isItalic
        return copy
    }

    /// This text in a color role; kept when joined with `+`.
    public func foregroundStyle(_ color: SemanticColor) -> Text {
        var copy = self
        copy.ownStyle.foreground = color
        return copy
    }

    /// The two texts as one, each part in its own style, laid out as one text (SwiftUI's `Text + Text`):
    /// it wraps and truncates across the parts, and keeps the left one's line limit. Join strings: a live date
    /// (`Text(_:style:)`) has no words until it is drawn, so it joins as nothing.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(lhs.content + rhs.content)
        joined.lineLimit = lhs.lineLimit
        joined.runs = lhs.styledRuns + rhs.styledRuns
        return joined
    }

    /// The runs this text is made of, each with this text's own style where it has none.
    private var styledRuns: [TextRun] {
        let runs = runs.isEmpty ? [TextRun(content)] : runs
        return runs.map { TextRun($0.content, style: $0.style.over(ownStyle)) }
    }
}
