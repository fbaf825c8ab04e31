import WidgettyKit
import WidgettyRender

/// Draws a tile's open quick-action menu: a lifted panel, the confirmation's question if asked, and the items.
///
/// Titles are left-aligned after their glyph (before it, the glyph at the row's end, for a tile on the right half of
/// the screen), subtitles beneath in the secondary color,
/// a destructive item in red; the selected item (by keys or under the pointer) is
/// filled with the tint (a destructive one with red), the pointer effects chapter's *highlight*.
enum MenuOverlay {
    /// Draws `menu` where `layout` puts it, with `header` lines above its items.
    static func draw(_ menu: QuickActionMenu, layout: MenuLayout, header: [String], on canvas: inout Canvas, palette: Palette) {
        TileChrome.draw(in: layout.frame, canvas: &canvas, palette: palette, emphasis: .lifted, shadow: layout.castsShadow,
                        shadowOnLiftedTile: layout.isInsideTile)
        let fill = palette.tileBackground(.lifted)
        if let headerFrame = layout.headerFrame {
            for (offset, line) in header.enumerated() {
                let style = CellStyle(foreground: palette.color(offset == 0 ? .label : .secondaryLabel, over: fill), background: fill,
                                      bold: offset == 0, muted: offset > 0)
                canvas.write(TextTruncation.truncate(line, toWidth: headerFrame.width), x: headerFrame.x, y: headerFrame.y + offset,
                             style: style, clip: headerFrame)
            }
        }
        for (index, (item, frame)) in zip(menu.items, layout.itemFrames).enumerated() {
            let selected = index == menu.selection
            let accent: SemanticColor = item.isDestructive ? .red : .tint
            // Selected: filled with the tint (red for a destructive item), its words in the screen's color, as a
            // filled button's are (4.5:1 on both).
            let background = selected ? palette.color(accent, over: fill) : fill
            canvas.fill(frame, style: CellStyle(foreground: background, background: background))
            let role: SemanticColor = selected ? .background : item.isDestructive ? .red : .label
            let title = CellStyle(foreground: palette.color(role, over: background), background: background, bold: selected)
            let inner = Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: frame.height)
            let glyph = item.glyph.map { "\($0) " } ?? ""
            // Cut with "…" where the screen is narrower than the menu would be (titles may come from data).
            if layout.glyphsTrailing {
                let room = inner.width - GraphemeWidth.of(glyph)
                canvas.write(TextTruncation.truncate(item.title, toWidth: room), x: inner.x, y: inner.y, style: title, clip: inner)
                if let mark = item.glyph { canvas.write(mark, x: inner.maxX - GraphemeWidth.of(mark), y: inner.y, style: title, clip: inner) }
            } else {
                canvas.write(TextTruncation.truncate(glyph + item.title, toWidth: inner.width), x: inner.x, y: inner.y, style: title, clip: inner)
            }
            if let subtitle = item.subtitle {
                let style = CellStyle(foreground: palette.color(selected ? .background : .secondaryLabel, over: background),
                                      background: background, muted: !selected)
                let indent = layout.glyphsTrailing ? 0 : GraphemeWidth.of(glyph)
                canvas.write(TextTruncation.truncate(subtitle, toWidth: inner.width - indent - (layout.glyphsTrailing ? GraphemeWidth.of(glyph) : 0)),
                             x: inner.x + indent, y: inner.y + 1, style: style, clip: inner)
            }
        }
    }
}
