import WidgettyKit
import WidgettyRender

/// Marks the focused link, button or toggle of a tile, and the one under the pointer, as the pointer effects chapter does.
///
/// A button or toggle (a small control) gets the *highlight*: a tinted background behind it;
/// a link (content) gets the *hover*: a fainter tint. The text drawn there stays as it is.
enum ItemHighlight {
    /// Tints the regions of this frame that `state` focuses or points at.
    static func draw(_ regions: [InteractiveRegion], state: HomeScreenState, on canvas: inout Canvas, palette: Palette) {
        var marked: [Int] = []
        if let slot = state.focusedSlot, let element = state.focusedElement {
            let elements = ScreenMetrics.elements(of: slot, in: ScreenRegion.from(regions))
            if elements.indices.contains(element) { marked.append(elements[element]) }
        }
        if let hovered = state.hoveredRegion, regions.indices.contains(hovered), !regions[hovered].coversTile { marked.append(hovered) }
        for index in Set(marked) {
            let region = regions[index]
            let base = canvas[region.rect.x, region.rect.y].style.background
            let strength = if case .openURL = region.action { 0.18 } else { 0.35 }
            canvas.paintBackground(region.rect, color: palette.color(.tint, over: base).blended(alpha: strength, over: base))
        }
    }
}
