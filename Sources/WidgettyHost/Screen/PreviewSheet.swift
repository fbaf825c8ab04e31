import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// One widget drawn in every family its kind supports, dark and light side by side: what `widgetty preview` prints.
///
/// Loaded once (each scheme's dashboard asks the provider), then drawn at any moment without asking again, so
/// `widgetty preview --watch` steps through the timeline's entries by drawing at each entry's date.
public struct PreviewSheet: Sendable {
    /// Columns between the dark and the light column.
    static let gap = 2

    /// The preview's dashboard: one slot per family.
    private let config: DashboardConfig
    /// Each scheme's dashboard and runner, dark first.
    private let loaded: [(scheme: ColorScheme, dashboard: Dashboard, runner: TimelineRunner)]
    /// The sheet's size in cells for each scheme's column.
    private let size: Size
    /// Whether lines carry 24-bit SGR colours.
    private let ansi: Bool
    /// The dates of the widget's entries (its first size's timeline, dark), in order; empty before any data.
    public let entryDates: [Date]

    /// The sheet's lines for `widget` at `date`: each family on the 414 × 896 grid, the dark drawing beside the light one.
    public static func render(widget: WidgetConfig, registry: WidgetRegistry, at date: Date, content: HeadlessRenderer.Content,
                              ansi: Bool, timeZone: ZoneInfo = .current, locale: DateLocale = .current,
                              services: HostServices = .unavailable) async -> [String] {
        await load(widget: widget, registry: registry, at: date, content: content, ansi: ansi, timeZone: timeZone,
                   locale: locale, services: services).lines(at: date)
    }

    /// `widget` in each family, dark and light, once `content` has arrived at `date` (the runners' fixed moment).
    public static func load(widget: WidgetConfig, registry: WidgetRegistry, at date: Date, content: HeadlessRenderer.Content,
                            ansi: Bool, timeZone: ZoneInfo = .current, locale: DateLocale = .current,
                            services: HostServices = .unavailable) async -> PreviewSheet {
        let families = registry.kind(named: widget.kind)?.supportedFamilies.filter { $0 != .extraLarge } ?? [widget.family]
        let slots = families.map { family in
            var copy = widget
            copy.family = family
            copy.label = "\(family.configName) \(widget.kind)"
            return DashboardSlot.widget(copy)
        }
        let config = DashboardConfig(device: .fixed(.reference), slots: slots, source: "preview")
        let metrics = GridMetrics(device: .reference)
        let size = Size(width: metrics.size(of: .medium).width + 6, height: families.reduce(2) { $0 + metrics.size(of: $1).height + 2 })
        var loaded: [(scheme: ColorScheme, dashboard: Dashboard, runner: TimelineRunner)] = []
        for scheme in [ColorScheme.dark, .light] {
            let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: registry, scheme: scheme, at: date,
                                                                  timeZone: timeZone, locale: locale, services: services, content: content)
            loaded.append((scheme, dashboard, runner))
        }
        let first = loaded.first?.runner.inspection()[WidgetPosition(slot: 0)]
        return PreviewSheet(config: config, loaded: loaded, size: size, ansi: ansi,
                            entryDates: first?.timeline?.entries.map(\.date) ?? [])
    }

    /// The sheet drawn at `date`: each tile shows the entry current then; dark and light side by side, or one
    /// above the other where `availableWidth` (a narrow pane's) cannot hold both.
    public func lines(at date: Date, availableWidth: Int? = nil) -> [String] {
        let width = size.width
        let columns = loaded.map { scheme, dashboard, runner in
            let stacks = StackRotator(slots: config.slots, rotatedAt: date, runner: runner)
            let canvas = dashboard.frame(size: size, state: HomeScreenState(scheme: scheme), runner: runner, at: date, stacks: stacks)
            // Padded by display width: a line with 東京 holds fewer characters than cells.
            return ansi ? canvas.ansiLines() : canvas.lines().map { $0 + String(repeating: " ", count: max(0, width - GraphemeWidth.of($0))) }
        }
        if let availableWidth, availableWidth < 2 * width + Self.gap {
            return ["dark"] + trimmed(columns[0]) + ["", "light"] + trimmed(columns[1])
        }
        let header = "dark" + String(repeating: " ", count: width + Self.gap - 4) + "light"
        return [header] + trimmed(zip(columns[0], columns[1]).map { $0 + String(repeating: " ", count: Self.gap) + $1 })
    }

    /// Plain lines without trailing spaces or trailing empty lines (colored lines are kept as drawn).
    private func trimmed(_ lines: [String]) -> [String] {
        guard !ansi else { return lines }
        var kept = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept
    }
}
