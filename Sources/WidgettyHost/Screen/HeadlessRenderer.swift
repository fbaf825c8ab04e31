import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// Loads the widgets once and draws one frame without a terminal: the basis of `widgetty render`,
/// `widgetty timeline` and the golden tests.
public enum HeadlessRenderer {
    /// What the widgets show in the frame.
    public enum Content: Sendable {
        /// Each widget's timeline, as the dashboard shows it once data has arrived.
        case timelines
        /// The loading state: placeholders, redacted.
        case placeholders
        /// Each provider's preview snapshot, as a gallery shows it, without fetching.
        case previews
    }

    /// The frame at `date` with `content` (each stack showing the widget smart rotation puts on top then), the widgets lent `services` (none by default: nothing is fetched);
    /// timelines and previews are waited for up to `timeout` seconds (nil: as long as the slowest widget's own timeout allows).
    /// `input` is read first, as the dashboard reads it (`1.` focuses the first tile and opens its quick actions), with
    /// the menus of a configuration from a file when `canEditConfig` ("Edit Widget…"), else the demo's.
    public static func render(
        config: DashboardConfig, registry: WidgetRegistry, size: Size, scheme: ColorScheme, at date: Date,
        timeZone: ZoneInfo = .current, locale: DateLocale = .current, services: HostServices = .unavailable, content: Content = .timelines,
        timeout: Double? = nil, input: [InputEvent] = [], canEditConfig: Bool = false
    ) async -> Canvas {
        let (dashboard, runner) = await load(config: config, registry: registry, scheme: scheme, at: date, timeZone: timeZone,
                                             locale: locale, services: services, content: content, timeout: timeout)
        let stacks = StackRotator(slots: config.slots, rotatedAt: date, runner: runner)
        var state = HomeScreenState(scheme: scheme)
        for event in input {
            // Read against the frame the event falls on, as the dashboard reads it: a pointer over a link or a button
            // finds the regions that frame draws.
            let hitRegions = HitRegions()
            _ = dashboard.frame(size: size, state: state, runner: runner, at: date, stacks: stacks, hitRegions: hitRegions)
            var metrics = dashboard.metrics(for: size, canEditConfig: canEditConfig, runner: runner, at: date, stacks: stacks)
            metrics.regions = ScreenRegion.from(hitRegions.regions)
            metrics.chartSlots = hitRegions.chartWidgets
            _ = state.reduce(event, metrics: metrics)
        }
        return dashboard.frame(size: size, state: state, runner: runner, at: date, stacks: stacks)
    }

    /// The dashboard and its runner at the fixed moment `date`, the widgets lent `services`, once `content` has arrived
    /// (or `timeout` seconds pass; nil: the longest widget timeout and a second more).
    public static func load(
        config: DashboardConfig, registry: WidgetRegistry, scheme: ColorScheme, at date: Date,
        timeZone: ZoneInfo = .current, locale: DateLocale = .current, services: HostServices = .unavailable, content: Content = .timelines,
        timeout: Double? = nil
    ) async -> (Dashboard, TimelineRunner) {
        let dashboard = Dashboard(config: config, registry: registry, scheme: scheme, timeZone: timeZone, locale: locale,
                                  services: services, previews: content == .previews)
        // One frame needs no jitter: a retry time that varies from run to run would only make output differ.
        var policy = SchedulingPolicy()
        policy.jitterUnit = { 0.5 }
        let runner = dashboard.makeRunner(time: .fixed(date), policy: policy)
        if content != .placeholders {
            runner.tick()
            let longest = dashboard.providerInstances.values.map(\.0.config.timeout).max() ?? WidgetConfig.defaultTimeout
            await runner.waitForFirstLoads(timeout: timeout ?? longest + 1)
        }
        return (dashboard, runner)
    }
}
