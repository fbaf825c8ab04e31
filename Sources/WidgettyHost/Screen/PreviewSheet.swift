import Foundation
import WidgettyKit
import WidgettyRender

/// One widget drawn in every family its kind supports, dark and light side by side: what `widgetty preview` prints.
public enum PreviewSheet {
    /// Columns between the dark and the light column.
    static let gap = 2

    /// The sheet's lines for `widget` at `date`: each family on the 414 × 896 grid, the dark drawing beside the light one.
    public static func render(widget: WidgetConfig, registry: WidgetRegistry, at date: Date, content: HeadlessRenderer.Content,
                              ansi: Bool, timeZone: TimeZone = .current, locale: Locale = .current,
                              services: HostServices = .unavailable) async -> [String] {
        let families = registry.kind(named: widget.kind)?.supportedFamilies.filter { $0 != .extraLarge } ?? [widget.family]
        let slots = families.map { family in
            var copy = widget
            copy.family = family
            copy.label = "\(family.configName) \(widget.kind)"
            return DashboardSlot.widget(copy)
        }
        let config = DashboardConfig(device: .fixed(.reference), slots: slots, source: "preview")
        let metrics = GridMetrics(device: .reference)
        let width = metrics.size(of: .medium).width + 6
        let height = families.reduce(2) { $0 + metrics.size(of: $1).height + 2 }
        var columns: [[String]] = []
        for scheme in [ColorScheme.dark, .light] {
            let canvas = await HeadlessRenderer.render(config: config, registry: registry, size: Size(width: width, height: height),
                                                       scheme: scheme, at: date, timeZone: timeZone, locale: locale,
                                                       services: services, content: content)
            columns.append(ansi ? canvas.ansiLines() : canvas.lines().map { $0.padding(toLength: width, withPad: " ", startingAt: 0) })
        }
        let header = "dark".padding(toLength: width + gap, withPad: " ", startingAt: 0) + "light"
        var lines = zip(columns[0], columns[1]).map { $0 + String(repeating: " ", count: gap) + $1 }
        if !ansi {
            lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            while lines.last?.isEmpty == true { lines.removeLast() }
        }
        return [header] + lines
    }
}
