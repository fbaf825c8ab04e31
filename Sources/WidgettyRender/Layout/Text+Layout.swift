import WidgettyKit

extension Text: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        if proposal.height == 0 { return .zero }
        if let large = largeWidth(in: environment, proposal: proposal) {
            return Size(width: large, height: LargeNumerals.height)
        }
        let ideal = GraphemeWidth.of(TextSanitizer.clean(content))
        return Size(width: min(ideal, proposal.width ?? ideal), height: ideal == 0 ? 0 : 1)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        guard !rect.isEmpty else { return }
        let style = environment.textStyle
        if environment.redacted {
            let bar = String(repeating: Redaction.bar, count: rect.width)
            for row in rect.y..<rect.maxY {
                canvas.write(bar, x: rect.x, y: row, style: environment.style(for: .placeholder), clip: rect)
            }
        } else if largeWidth(in: environment, proposal: ProposedSize(width: rect.width, height: rect.height)) != nil {
            for (offset, row) in LargeNumerals.rows(for: content).enumerated() {
                canvas.write(row, x: rect.x, y: rect.y + offset, style: style, clip: rect)
            }
        } else {
            let text = TextTruncation.truncate(TextSanitizer.clean(content), toWidth: rect.width)
            canvas.write(text, x: rect.x, y: rect.y, style: style, clip: rect)
        }
    }

    /// The width in large numerals, when the style asks for them and they fit.
    private func largeWidth(in environment: RenderEnvironment, proposal: ProposedSize) -> Int? {
        guard environment.font == .largeNumerals, LargeNumerals.canDraw(content) else { return nil }
        let width = LargeNumerals.width(of: content)
        if let available = proposal.width, available < width { return nil }
        if let available = proposal.height, available < LargeNumerals.height { return nil }
        return width
    }
}
