import WidgettyKit

extension Glyph: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let width = GraphemeWidth.of(TextSanitizer.clean(symbol))
        if proposal.height == 0 || proposal.width == 0 { return .zero }
        return Size(width: min(width, proposal.width ?? width), height: width == 0 ? 0 : 1)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        if environment.redacted {
            canvas.write(Redaction.glyph, x: rect.x, y: rect.y, style: environment.style(for: .placeholder), clip: environment.clipped(rect))
        } else {
            canvas.write(symbol, x: rect.x, y: rect.y, style: environment.textStyle, clip: environment.clipped(rect))
        }
    }
}
