import ArgumentParser
import FoundationEssentials
import WidgettyHost
import WidgettyKit
import WidgettyRender

/// `widgetty render`: one frame as text, headless, with the clock fixed.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one frame as text, colors or SVG, no terminal.",
        usage: """
        widgetty render --size <COLSxROWS> [--theme <theme>] [--config <FILE>] [--at <ISO8601>] [--timeout <timeout>] [--ansi | --svg] [--placeholders | --previews] [--press <KEYS>]
        widgetty render --plain [--config <FILE>] [--at <ISO8601>] [--timeout <timeout>] [--placeholders | --previews]
        """)

    // Unconditional, so a value such as "-5x10" is judged as a size instead of taken for an option.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("The screen size, columns and rows each from 1 to 1000 (not needed with --plain: each tile is read at its own size).",
                               valueName: "COLSxROWS"))
    var size: TerminalSize?

    @Option(help: "dark or light (default: the configuration's theme; auto means dark here).")
    var theme: ColorScheme?

    @OptionGroup var headless: HeadlessOptions

    @Flag(help: "Color the output with 24-bit SGR escape sequences.")
    var ansi = false

    @Flag(help: "Write the frame as an SVG picture: each cell's character in a monospace font, in its colors, on the palette's background.")
    var svg = false

    @Option(help: ArgumentHelp("Keys read before the frame is drawn, as typed: \"1.\" focuses the first tile and opens its quick actions.",
                               valueName: "KEYS"))
    var press: String?

    @Flag(help: "Draw the loading state (redacted placeholders) instead of waiting for data.")
    var placeholders = false

    @Flag(help: "Draw each widget's preview snapshot, as a gallery shows it, without fetching data.")
    var previews = false

    @Flag(help: "Print what each tile shows as sentences a screen reader can read, with no box drawing (charts by their descriptions).")
    var plain = false

    func validate() throws {
        if placeholders && previews { throw ValidationError("--placeholders and --previews draw different things; choose one") }
        if svg && (ansi || plain) { throw ValidationError("--svg writes a picture; drop \(ansi ? "--ansi" : "--plain")") }
        if plain && press != nil { throw ValidationError("--plain reads each tile, not the screen; drop --press") }
        if plain && ansi { throw ValidationError("--plain prints sentences, which have no colors; drop --ansi") }
        if size == nil && !plain { throw ValidationError("Missing expected argument '--size <COLSxROWS>' (e.g. --size 49x40)") }
    }

    func run() throws {
        let dashboardConfig = try ConfigLocator.loadOrExit(explicit: headless.config) { _ in "nothing was rendered" }
        let (scheme, date) = (theme ?? dashboardConfig.theme.fixedScheme ?? .dark, headless.date)
        let content: HeadlessRenderer.Content = placeholders ? .placeholders : previews ? .previews : .timelines
        let timeout = headless.timeout
        let locale = EnvironmentLocale.locale(from: ProcessEnvironment.current())
        if plain {
            let report = blockingAwait {
                let (dashboard, runner) = await HeadlessRenderer.load(
                    config: dashboardConfig, registry: ProviderCatalog.registry, scheme: scheme, at: date, locale: locale,
                    services: .live(environment: ProcessEnvironment.current()), content: content, timeout: timeout)
                return PlainTextReport(dashboard: dashboard, runner: runner, at: date,
                                       stacks: StackRotator(slots: dashboardConfig.slots, rotatedAt: date, runner: runner))
            }
            return Console.out(report.text())
        }
        guard let size = size?.size else { return }
        var decoder = InputDecoder()
        let keys = decoder.decode(Array((press ?? "").utf8)) + decoder.flush()
        // Menus as the dashboard builds them: "Edit Widget…" for a configuration file, the demo's items for the demo.
        let fromFile = ConfigLocator.source(explicit: headless.config, environment: ProcessEnvironment.current()) != .demo
        let canvas = blockingAwait {
            await HeadlessRenderer.render(
                config: dashboardConfig, registry: ProviderCatalog.registry, size: size,
                scheme: scheme, at: date, locale: locale, services: .live(environment: ProcessEnvironment.current()),
                content: content, timeout: timeout, input: keys, canEditConfig: fromFile)
        }
        if svg { return print(canvas.svg(background: Palette(scheme: scheme).screenBackground), terminator: "") }
        print((ansi ? canvas.ansiLines() : canvas.lines()).joined(separator: "\n"))
    }
}
