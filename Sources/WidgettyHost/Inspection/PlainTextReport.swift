import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// What `widgetty render --plain` prints: each tile's widget and what it shows, as sentences a
/// screen reader can read, with no box drawing (charts by their descriptions).
public struct PlainTextReport: Sendable {
    /// One tile.
    public struct Tile: Sendable {
        /// The slot's number on the home screen, from 1.
        public let slot: Int
        /// The widget's display name and size ("Clock", "small").
        public let name: String
        public let family: String
        /// What the tile shows, as sentences.
        public let text: String
    }

    /// Every shown tile, in slot order.
    public let tiles: [Tile]

    /// The words of every tile the runner has content for at `date`, drawn at its size as the dashboard draws it;
    /// a stack's tile reads the widget `stacks` puts on top.
    public init(dashboard: Dashboard, runner: TimelineRunner, at date: Date, stacks: StackRotator = StackRotator()) {
        let metrics = GridMetrics(device: dashboard.config.device.profile)
        let shown = dashboard.providerInstances.keys.filter { stacks.position(of: $0.slot) == $0 }
        tiles = shown.sorted().compactMap { position in
            guard let (instance, shared) = dashboard.providerInstances[position], let content = runner.content(of: position, at: date) else {
                return nil
            }
            var context = shared
            context.date = date
            let liveDates = LiveDates()
            liveDates.begin(now: date, timeZone: context.timeZone, locale: context.locale)
            let palette = Palette(scheme: context.colorScheme)
            let size = metrics.size(of: context.family)
            var canvas = Canvas(size: size, style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
            let transcript = Transcript()
            TileRenderer(palette: palette, metrics: metrics, liveDates: liveDates)
                .draw(content, of: instance, in: Rect(x: 0, y: 0, width: size.width, height: size.height), context: context,
                      canvas: &canvas, transcript: transcript, samplesForFailures: dashboard.config.samplesForFailures)
            let words = transcript.phrases.isEmpty ? "Loading." : transcript.sentences
            return Tile(slot: position.slot + 1, name: instance.displayName, family: context.family.configName, text: words)
        }
    }

    /// A paragraph per tile: "Clock, small: 14:05. Sunday 23 November."
    public func text() -> String {
        tiles.map { "\($0.name), \($0.family.replacing("_", with: " ")): \($0.text)" }.joined(separator: "\n")
    }
}
