import WidgettyKit
import WidgettyRender

/// Marks a tile that shows its widget's sample rather than its data (the embedded demo before a first answer):
/// " Sample " in secondary text on its top edge, right-aligned, and "Sample." first in its plain-text reading.
enum SampleMark {
    /// The words on the edge.
    static let word = Phrase("Sample", ja: "サンプル")

    /// Draws the mark on the tile's top border when the tile is wide enough to keep its corners.
    static func draw(on frame: Rect, canvas: inout Canvas, environment: RenderEnvironment) {
        let mark = " \(word(environment.locale)) "
        guard frame.width >= GraphemeWidth.of(mark) + 4 else { return }
        canvas.write(mark, x: frame.maxX - 2 - GraphemeWidth.of(mark), y: frame.y, style: environment.style(for: .secondaryLabel))
    }
}
