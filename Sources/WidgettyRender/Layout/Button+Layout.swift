import WidgettyKit

/// A button is its label in its style's colors (bold when primary), padded by its control size and bordered
/// when large, with an activity indicator and its running label while its intent runs; the whole is a region
/// performing its intent.
extension Button: ViewLayout {
    /// The indicator before a running button's label.
    static let activityGlyph = "◌"

    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        let (horizontal, vertical) = insets(environment)
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - 2 * horizontal) },
                                 height: proposal.height.map { max(0, $0 - 2 * vertical) })
        let label = LayoutNode(styledLabel(environment)).measured(inner, in: environment.child(0))
        return Size(width: label.width + 2 * horizontal, height: label.height + 2 * vertical)
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let colors = environment.palette.button(environment.buttonStyle, role: role, over: environment.background)
        let (horizontal, vertical) = insets(environment)
        // A plain small or medium button is its label alone: no bezel, so it gets the larger padding.
        environment.recordRegion(.perform(intent, role: role), in: rect, canvas: canvas, hasBezel: colors.fill != nil || vertical > 0)
        var inner = environment
        if let fill = colors.fill {
            canvas.paintBackground(environment.clipped(rect), color: fill)
            inner.background = fill
        }
        inner.foreground = colors.label
        if vertical > 0 { drawBorder(rect, canvas: &canvas, style: inner.style(for: colors.label), clip: environment.clipped(rect)) }
        let content = Rect(x: rect.x + horizontal, y: rect.y + vertical,
                           width: max(0, rect.width - 2 * horizontal), height: max(0, rect.height - 2 * vertical))
        let label = LayoutNode(styledLabel(environment))
        let size = label.measured(ProposedSize(width: content.width, height: content.height), in: inner.child(0))
        let placed = Rect(x: content.x + max(0, content.width - size.width) / 2, y: content.y + max(0, content.height - size.height) / 2,
                          width: min(size.width, content.width), height: min(size.height, content.height))
        label.render(in: placed, canvas: &canvas, environment: inner.child(0))
    }

    /// Whether the intent behind this button is running now.
    private func isRunning(_ environment: RenderEnvironment) -> Bool {
        // Naming the intent (by default a reflection over its values): only worth it while something runs.
        !environment.runningIntents.isEmpty && environment.runningIntents.contains(IntentIdentity(intent))
    }

    /// The label drawn now, bold when primary: the running label after the indicator while the intent runs.
    private func styledLabel(_ environment: RenderEnvironment) -> any View {
        let shown: any View = isRunning(environment)
            ? HStack(spacing: 1) { Text(Self.activityGlyph); runningLabel.map { Text($0) as any View } ?? label }
            : label
        return role == .primary ? shown.bold() : shown
    }

    /// The cells between the button's edge and its label: none for a plain button; the control size's padding
    /// beside it, and a border around it when large.
    private func insets(_ environment: RenderEnvironment) -> (horizontal: Int, vertical: Int) {
        guard environment.buttonStyle != .plain else { return (0, 0) }
        let size = environment.controlSize
        return size.isBordered ? (size.horizontalPadding + 1, 1) : (size.horizontalPadding, 0)
    }

    /// A rounded border around `rect`, in the label's color.
    private func drawBorder(_ rect: Rect, canvas: inout Canvas, style: CellStyle, clip: Rect) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let middle = String(repeating: "─", count: rect.width - 2)
        canvas.write("╭" + middle + "╮", x: rect.x, y: rect.y, style: style, clip: clip)
        canvas.write("╰" + middle + "╯", x: rect.x, y: rect.maxY - 1, style: style, clip: clip)
        for y in rect.y + 1..<rect.maxY - 1 {
            canvas.write("│", x: rect.x, y: y, style: style, clip: clip)
            canvas.write("│", x: rect.maxX - 1, y: y, style: style, clip: clip)
        }
    }
}
