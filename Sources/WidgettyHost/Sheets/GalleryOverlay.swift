import WidgettyKit
import WidgettyRender

/// Draws the widget gallery over the whole screen: the search line, the kinds the filter keeps (the chosen one
/// highlighted), the chosen kind's description, its sizes and its previews, and the keys.
///
/// A preview is the kind's gallery sample, its provider's placeholder drawn unredacted in the dashboard's palette,
/// as a tile of the size chosen, at the moment of the frame (a clock's shows the time). On a screen wide enough the
/// list stands on the left and every size's preview side by side on the right, the chosen one ringed; narrower, the
/// chosen size's preview stands under the list, and `←`/`→` show the others.
struct GalleryOverlay {
    let gallery: WidgetGallery
    let registry: WidgetRegistry
    let palette: Palette
    let metrics: GridMetrics
    /// What the previews are drawn in: the frame's moment, zone, locale, glyphs and scheme (family and size are each preview's).
    let context: WidgetContext
    let liveDates: LiveDates

    /// The keys, on the bottom row.
    static let keys = "↑↓ widget · ←→ size · Return add · Esc close"
    /// Columns from which the list and the previews stand side by side.
    static let sideBySideWidth = 100
    /// The list's width when it stands beside the previews.
    static let listWidth = 40

    /// Draws the gallery on `canvas`, covering it.
    func draw(on canvas: inout Canvas) {
        let screen = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        let fill = palette.screenBackground
        canvas.fill(screen, style: CellStyle(foreground: fill, background: fill))
        let styles = SheetStyles(palette: palette, fill: fill)
        let inside = screen.inset(horizontal: 2, vertical: 0)
        canvas.write("Add a Widget", x: inside.x, y: 0, style: styles.title, clip: inside)
        let close = "Esc Close"
        canvas.write(close, x: inside.maxX - GraphemeWidth.of(close), y: 0, style: styles.secondary, clip: inside)
        let search = gallery.filter.isEmpty ? ("Search widgets", styles.secondary) : (TextSanitizer.clean(gallery.filter) + "▏", styles.text)
        let glass = canvas.write("⌕ ", x: inside.x, y: 1, style: styles.secondary, clip: inside)
        canvas.write(TextTruncation.truncate(search.0, toWidth: inside.width - glass), x: inside.x + glass, y: 1, style: search.1, clip: inside)
        // The keys' row is written last, over a preview taller than the screen's room.
        defer {
            canvas.fill(Rect(x: 0, y: screen.maxY - 1, width: screen.width, height: 1), style: styles.fillStyle)
            canvas.write(TextTruncation.truncate(Self.keys, toWidth: inside.width), x: inside.x, y: screen.maxY - 1, style: styles.secondary, clip: inside)
        }

        let kinds = gallery.kinds(of: registry)
        let sideBySide = canvas.size.width >= Self.sideBySideWidth
        let list = Rect(x: inside.x, y: 3, width: sideBySide ? Self.listWidth : inside.width, height: max(0, kinds.count))
        guard let (kind, family) = gallery.choice(among: kinds) else {
            let none = "No widget matches \u{201C}\(TextSanitizer.clean(gallery.filter))\u{201D}"
            canvas.write(TextTruncation.truncate(none, toWidth: inside.width), x: inside.x, y: 3, style: styles.secondary, clip: inside)
            return
        }
        drawList(kinds, in: list, styles: styles, on: &canvas)
        let detail = sideBySide ? Rect(x: list.maxX + 4, y: 3, width: inside.maxX - list.maxX - 4, height: screen.height - 4)
            : Rect(x: inside.x, y: list.maxY + 1, width: inside.width, height: max(0, screen.height - 2 - list.maxY))
        drawDetail(of: kind, chosen: family, in: detail, showsEverySize: sideBySide, styles: styles, on: &canvas)
    }

    /// One row per kind: its name, then as much of its description as fits; the chosen one highlighted and marked
    /// with "›" (seen without colours too).
    private func drawList(_ kinds: [WidgetKind], in frame: Rect, styles: SheetStyles, on canvas: inout Canvas) {
        let nameWidth = (kinds.map { GraphemeWidth.of($0.displayName) }.max() ?? 0) + 4
        for (index, kind) in kinds.enumerated() {
            let row = Rect(x: frame.x, y: frame.y + index, width: frame.width, height: 1)
            let chosen = index == gallery.selection
            let rowStyles = chosen ? styles.highlighted : styles
            if chosen { canvas.fill(row.inset(horizontal: -1, vertical: 0), style: rowStyles.fillStyle) }
            canvas.write((chosen ? "› " : "  ") + kind.displayName, x: row.x, y: row.y, style: chosen ? rowStyles.title : rowStyles.text, clip: row)
            let room = row.width - nameWidth
            if room > 1 {
                canvas.write(TextTruncation.truncate(kind.description, toWidth: room), x: row.x + nameWidth, y: row.y,
                             style: rowStyles.secondary, clip: row)
            }
        }
    }

    /// The chosen kind's description, its sizes with the chosen one marked, and its previews.
    private func drawDetail(of kind: WidgetKind, chosen: WidgetFamily, in frame: Rect, showsEverySize: Bool, styles: SheetStyles,
                            on canvas: inout Canvas) {
        var y = frame.y
        for line in TextWrap.lines(kind.description, width: frame.width).prefix(3) {
            canvas.write(line, x: frame.x, y: y, style: styles.text, clip: frame)
            y += 1
        }
        y += 1
        var x = frame.x
        for family in kind.supportedFamilies {
            let name = Self.name(of: family)
            let label = family == chosen ? "‹ \(name) ›" : "  \(name)  "
            x += canvas.write(label, x: x, y: y, style: family == chosen ? styles.tint : styles.secondary, clip: frame) + 1
        }
        y += 2
        let families = showsEverySize ? kind.supportedFamilies : [chosen]
        let sizes = families.map(metrics.size(of:))
        let fits = sizes.map(\.width).reduce(0, +) + 3 * max(0, sizes.count - 1) <= frame.width
        x = frame.x
        for (family, size) in zip(families, sizes) where fits || family == chosen {
            let tile = Rect(x: x, y: y, width: size.width, height: size.height)
            drawPreview(of: kind, family: family, in: tile, ringed: showsEverySize && family == chosen, on: &canvas)
            x += size.width + 3
        }
    }

    /// One preview tile: the kind's placeholder at `family`, unredacted.
    private func drawPreview(of kind: WidgetKind, family: WidgetFamily, in frame: Rect, ringed: Bool, on canvas: inout Canvas) {
        let config = WidgetConfig(kind: kind.kind, family: family, settings: WidgetSettings(options: kind.options, values: [:]),
                                  label: kind.displayName)
        let instance = WidgetInstance(kind: kind, config: config)
        var widgetContext = context
        (widgetContext.family, widgetContext.displaySize, widgetContext.isPreview) = (family, metrics.displaySize(of: family), true)
        TileRenderer(palette: palette, metrics: metrics, liveDates: liveDates)
            .draw(.entry(instance.placeholder(in: widgetContext), stale: nil), of: instance, in: frame, context: widgetContext,
                  canvas: &canvas, emphasis: ringed ? [.focusRing] : [])
    }

    /// "Small", "Medium", "Large", "Extra large".
    static func name(of family: WidgetFamily) -> String {
        let words = family.configName.replacing("_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
