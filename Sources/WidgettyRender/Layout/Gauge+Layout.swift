import WidgettyKit

extension Gauge: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, in environment: RenderEnvironment) -> Size {
        if proposal.height == 0 || proposal.width == 0 { return .zero }
        let rows = hasLabels ? 2 : 1
        let labels = LayoutNode(labelRow).measured(ProposedSize(width: nil, height: 1), in: environment.child(0))
        let width = proposal.width ?? max(Self.idealBarWidth, hasLabels ? labels.width : 0)
        return Size(width: width, height: min(rows, proposal.height ?? rows))
    }

    func render(in rect: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        guard !rect.isEmpty else { return }
        var barRow = rect.y
        if hasLabels, rect.height >= 2 {
            LayoutNode(labelRow).render(in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), canvas: &canvas,
                                        environment: environment.child(0))
            barRow += 1
        } else if !environment.redacted, hasLabels {
            environment.transcript?.append([label, currentValueLabel].compactMap { $0 }.joined(separator: " "))
        }
        if !environment.redacted, currentValueLabel == nil { environment.transcript?.append(Self.percent(fraction)) }
        let clip = environment.clipped(rect)
        if environment.redacted {
            for offset in 0..<rect.width {
                canvas.put(Character(Redaction.bar), x: rect.x + offset, y: barRow, style: environment.style(for: .placeholder), clip: clip)
            }
            return
        }
        let (fill, track) = (environment.style(for: tint), environment.style(for: .separator))
        for (offset, character) in Self.bar(fraction, width: rect.width, glyphs: environment.glyphs).enumerated() {
            canvas.put(character, x: rect.x + offset, y: barRow, style: Self.trackCells.contains(character) ? track : fill, clip: clip)
        }
    }

    /// The characters of the bar's empty part.
    private static let trackCells: Set<Character> = ["─", "-"]

    /// The width a gauge asks for when it is offered any.
    static let idealBarWidth = 10

    /// Whether a row of labels goes above the bar.
    private var hasLabels: Bool { label != nil || currentValueLabel != nil }

    /// The label at the leading side and the current value at the trailing side.
    private var labelRow: any View {
        HStack(spacing: 1) {
            if let label { Text(label) }
            Spacer(minLength: 0)
            if let currentValueLabel { Text(currentValueLabel) }
        }
    }

    /// The bar's cells for `fraction` of `width`: full blocks, a partial one in eighths, then the track ("#" and "-" in ASCII).
    static func bar(_ fraction: Double, width: Int, glyphs: GlyphStyle) -> [Character] {
        let eighths = Int(exactly: (fraction * Double(width * 8)).rounded()) ?? 0
        let ascii = glyphs == .ascii
        let whole = ascii ? (eighths + 4) / 8 : eighths / 8
        var cells = [Character](repeating: ascii ? "#" : "█", count: min(whole, width))
        if !ascii, eighths % 8 != 0 { cells.append(Self.eighths[eighths % 8 - 1]) }
        return cells + [Character](repeating: ascii ? "-" : "─", count: max(0, width - cells.count))
    }

    /// Left blocks one to seven eighths wide.
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// "42%", for the plain-text form of a gauge without labels.
    private static func percent(_ fraction: Double) -> String {
        "\(Int(exactly: (fraction * 100).rounded()) ?? 0)%"
    }
}
