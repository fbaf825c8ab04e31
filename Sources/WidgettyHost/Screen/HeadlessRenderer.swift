import Foundation
import WidgettyKit
import WidgettyRender

/// Draws one frame without a terminal: the basis of `widgetty render` and of golden tests.
public enum HeadlessRenderer {
    /// The frame at `date`, after every widget's data has arrived (or `timeout` seconds), or with placeholders.
    public static func render(
        config: DashboardConfig, registry: WidgetRegistry, size: Size, scheme: ColorScheme, at date: Date,
        timeZone: TimeZone = .current, locale: Locale = .current, placeholders: Bool = false, timeout: Double = 10
    ) async -> Canvas {
        let dashboard = Dashboard(config: config, registry: registry, scheme: scheme, timeZone: timeZone, locale: locale)
        let runner = dashboard.makeRunner(time: .fixed(date))
        if !placeholders {
            runner.tick()
            await runner.waitForFirstLoads(timeout: timeout)
        }
        return dashboard.frame(size: size, state: HomeScreenState(scheme: scheme), runner: runner, at: date)
    }
}
