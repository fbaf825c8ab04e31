import WidgettyKit

extension Divider: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        switch environment.stackAxis {
        case .vertical: Size(width: proposal.width ?? 1, height: 1)
        case .horizontal: Size(width: 1, height: proposal.height ?? 1)
        }
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let style = environment.style(for: .separator)
        let clip = environment.clipped(rect)
        switch environment.stackAxis {
        case .vertical:
            canvas.write(String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: style, clip: clip)
        case .horizontal:
            for row in rect.y..<rect.maxY { canvas.write("│", x: rect.x, y: row, style: style, clip: clip) }
        }
    }
}
