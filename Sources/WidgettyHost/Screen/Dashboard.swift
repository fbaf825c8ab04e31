import Foundation
import WidgettyKit
import WidgettyRender

/// A running home screen: the configured widgets, their timelines, and how a frame is composed.
public final class Dashboard: Sendable {
    public let config: DashboardConfig
    public let runner: TimelineRunner
    private let instances: [Int: WidgetInstance]
    private let timeZone: TimeZone
    private let locale: Locale

    /// Builds the instances of every slot and a runner for them.
    public init(config: DashboardConfig, registry: WidgetRegistry, scheme: ColorScheme,
                timeZone: TimeZone = .current, locale: Locale = .current, onUpdate: @escaping @Sendable () -> Void = {}) {
        self.config = config
        self.timeZone = timeZone
        self.locale = locale
        let metrics = GridMetrics(device: config.device.profile)
        var instances: [Int: WidgetInstance] = [:]
        var loaded: [Int: (WidgetInstance, WidgetContext)] = [:]
        for (slot, entry) in config.slots.enumerated() {
            guard let widget = entry.visibleWidget, let instance = registry.instance(for: widget) else { continue }
            instances[slot] = instance
            let context = WidgetContext(family: widget.family, displaySize: metrics.displaySize(of: widget.family),
                                        colorScheme: scheme, timeZone: timeZone, locale: locale)
            loaded[slot] = (instance, context)
        }
        self.instances = instances
        runner = TimelineRunner(instances: loaded, onUpdate: onUpdate)
    }

    /// Where each slot goes on a terminal of `size`.
    public func layout(for size: Size) -> HomeScreenLayout {
        HomeScreenLayout(families: config.slots.map(\.family), terminal: size, device: config.device)
    }

    /// The whole screen at `date`, as the person's state asks for it.
    public func frame(size: Size, state: HomeScreenState, at date: Date) -> Canvas {
        let palette = Palette(scheme: state.scheme)
        var canvas = Canvas(size: size, style: CellStyle(foreground: palette.screenBackground, background: palette.screenBackground))
        let layout = layout(for: size)
        if layout.isTooSmall {
            TooSmallMessage.draw(on: &canvas, minimum: layout.metrics.minimumTerminal, palette: palette)
            return canvas
        }
        let tiles = TileRenderer(palette: palette, metrics: layout.metrics)
        for placement in layout.placements {
            var frame = placement.frame
            frame.y -= state.scroll
            guard frame.maxY > 0, frame.y < size.height else { continue }
            if !placement.fits {
                tiles.drawMessage(doesNotFitMessage(placement, layout: layout), in: frame, canvas: &canvas)
            } else if let instance = instances[placement.slot], let content = runner.content(of: placement.slot, at: date) {
                let context = WidgetContext(family: placement.family, displaySize: layout.metrics.displaySize(of: placement.family),
                                            colorScheme: state.scheme, timeZone: timeZone, locale: locale)
                tiles.draw(content, of: instance, in: frame, context: context, canvas: &canvas)
            }
        }
        ScrollIndicator.draw(on: &canvas, scroll: state.scroll, contentHeight: layout.contentHeight, palette: palette)
        if state.isHelpVisible { HelpOverlay.draw(on: &canvas, palette: palette) }
        return canvas
    }

    private func doesNotFitMessage(_ placement: TilePlacement, layout: HomeScreenLayout) -> String {
        let units = placement.family.units.columns
        let needed = layout.metrics.span(units) + 2 * layout.metrics.sideMargin
        let kind = instances[placement.slot]?.displayName ?? "Widget"
        let family = placement.family.configName.replacingOccurrences(of: "_", with: " ")
        return "\(kind) (\(family)) needs \(needed) columns"
    }
}
