import WidgettyKit
import WidgettyRender

/// Marks the focused link, button or toggle of a tile, the one under the pointer and the one just pressed, as the
/// pointer effects chapter does.
///
/// A button or toggle (a small control) gets the *highlight*: a tinted background behind it, or, on a button
/// already filled with the tint, its fill a step lighter (dark) or darker (light), and its title bold and underlined; a link
/// (content) gets the *hover*: a fainter tint, unless it is a list's row, marked as a button's. A press shows the same, twice as strong, for a moment (a tile's own
/// link tints the whole tile faintly). The text drawn there keeps its color where it still reads on the new
/// fill (4.5:1), else steps toward white or black until it does.
enum ItemHighlight {
    /// Tints the regions of this frame that `state` focuses, points at or has just pressed.
    static func draw(_ regions: [InteractiveRegion], state: HomeScreenState, on canvas: inout Canvas, palette: Palette) {
        var marked: [Int: Double] = [:]
        if let slot = state.focusedSlot, let element = state.focusedElement {
            let elements = ScreenMetrics.elements(of: slot, in: ScreenRegion.from(regions))
            if elements.indices.contains(element) { marked[elements[element]] = 1 }
        }
        if let hovered = state.hoveredRegion, regions.indices.contains(hovered), !regions[hovered].coversTile { marked[hovered] = 1 }
        if let pressed = state.pressedRegion, regions.indices.contains(pressed) { marked[pressed] = 2 }
        for (index, emphasis) in marked {
            let region = regions[index]
            // A list's row is one style whether it opens a link or shows a sheet.
            let isControl = if case .openURL = region.action { region.isListRow } else { true }
            let base = canvas[region.rect.x, region.rect.y].style.background
            let fill = Self.fill(over: base, strength: emphasis * (region.coversTile ? 0.06 : isControl ? Self.controlStrength : 0.18), palette: palette)
            // A whole tile's link leaves its edge alone.
            canvas.restyle(region.coversTile ? region.rect.inset(horizontal: 1, vertical: 1) : region.rect) { style in
                style = Self.marked(style, on: fill, isControl: isControl && !region.coversTile, palette: palette)
            }
        }
    }

    /// A cell of a marked region: on `fill`, its text kept where it reads there (else stepped until it does), and a
    /// control's title bold and underlined. The underline is the mark that shows where the fill cannot: a filled
    /// button already bold, whose lighter or darker fill a terminal of 256 colors rounds to its fill at rest (yellow
    /// in light has no darker color of its hue), or a terminal of 16 colors or none.
    static func marked(_ style: CellStyle, on fill: RGB, isControl: Bool, palette: Palette) -> CellStyle {
        var marked = style
        marked.background = fill
        marked.foreground = palette.legible(style.foreground, over: fill, minimum: palette.textContrast)
        if isControl {
            marked.bold = true
            marked.underline = true
        }
        return marked
    }

    /// How strongly a focused or hovered control's fill turns (twice this when pressed).
    static let controlStrength = 0.35

    /// Under this contrast with the tint's own color, a fill is a filled button's.
    static let filledButtonContrast = 2.0

    /// The highlight's fill over `base`: the tint at `strength`, or, on a fill near the tint's color (a filled
    /// button), the label color, which lightens it in dark and darkens it in light, its label staying as it was. Fainter where text could not hold the palette's
    /// contrast on it in black or white (a mid-tone at high contrast's 7:1).
    static func fill(over base: RGB, strength: Double, palette: Palette) -> RGB {
        let black = RGB(hex: 0x000000), white = RGB(hex: 0xFFFFFF)
        var alpha = strength, fill = base
        // A fill near the tint's own color is a filled button's (the tint, stepped for high contrast, or red): it steps
        // toward the label's own color (white in dark, black in light), away from its label's, which stays. The tint
        // stepped to read on such a fill is that fill's opposite: it took the fill the wrong way and flipped the label.
        let isFilled = palette.value(.tint).color.contrast(with: base) < filledButtonContrast
        while alpha > 0.01 {
            fill = (isFilled ? palette.value(.label).color : palette.color(.tint, over: base)).blended(alpha: alpha, over: base)
            if max(black.contrast(with: fill), white.contrast(with: fill)) >= palette.textContrast { return fill }
            alpha *= 0.8
        }
        return base
    }
}
