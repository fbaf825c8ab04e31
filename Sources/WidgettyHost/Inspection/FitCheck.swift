import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// What `widgetty check` warns about: rows a widget cannot show at its size (a medium clock's
/// tenth city), found by drawing each widget's placeholder entry in a tile of its size.
public enum FitCheck {
    /// One warning per widget that leaves rows out, as `file:line: warning: widget 3 (clock): …`.
    public static func warnings(for config: DashboardConfig, registry: WidgetRegistry, at date: Date = Date()) -> [ConfigDiagnostic] {
        let metrics = GridMetrics(device: config.device.profile)
        let (zone, locale) = (ZoneInfo.utc, DateLocale.english)
        let liveDates = LiveDates()
        liveDates.begin(now: date, timeZone: zone, locale: locale)
        let renderer = TileRenderer(palette: Palette(scheme: .dark), metrics: metrics, liveDates: liveDates)
        let widgets = config.slots.flatMap { slot -> [WidgetConfig] in
            switch slot {
            case .widget(let widget): [widget]
            case .stack(let stack): stack.widgets
            }
        }
        return widgets.compactMap { widget in
            guard let instance = registry.instance(for: widget) else { return nil }
            let size = metrics.size(of: widget.family)
            let context = WidgetContext(family: widget.family, displaySize: metrics.displaySize(of: widget.family),
                                        timeZone: zone, locale: locale,
                                        glyphStyle: config.glyphs, date: date)
            var canvas = Canvas(size: size, style: CellStyle(foreground: RGB(hex: 0), background: RGB(hex: 0)))
            let overflow = ListOverflow()
            renderer.draw(.entry(instance.placeholder(in: context), stale: nil), of: instance, in: Rect(x: 0, y: 0, width: size.width, height: size.height),
                          context: context, canvas: &canvas, overflow: overflow)
            guard !overflow.hidden.isEmpty else { return nil }
            let count = overflow.hidden.count
            return ConfigDiagnostic(file: config.source, line: widget.line, message:
                "warning: \(widget.label) (\(widget.kind)): \(overflow.hidden.joined(separator: ", ")) will not fit a \(widget.family.configName) tile"
                + " (\(CountedNoun.phrase(count, "row")) shown as \"+\(count) more\")")
        }
    }
}
