import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
import WidgettyTerminal
import WidgettyTestSupport
@testable import WidgettyCLI

/// The demo (with a medium timer's buttons) while a person acts on it, dark and light, at 24-bit and 256 colors: every tile and every link, button
/// and toggle focused, hovered and pressed, every tile lifted, every item of every tile's quick actions selected
/// (the destructive one too), the removal's confirmation, and edit mode with each tile chosen; text at least 4.5:1,
/// marks 3:1, as at rest; at high contrast 7:1 at 24-bit colors and, at 256, never under 4.5:1.
extension GoldenRenderTests {
    /// The demo and a medium timer, whose buttons are drawn in every style (filled Start, gray Reset, tinted and gray
    /// lengths): the demo's own small timer is one tap target.
    static let demoWithControls = DemoConfiguration.text + """

        [[widget]]
        kind = "timer"
        size = "medium"
        name = "Pasta"
        durations = ["9m", "12m"]
        """

    /// The depths a state is held to (16 colors cannot keep a highlight's tint apart from the tile's fill).
    static let stateDepths: [ColorDepth] = [.direct, .palette256]

    /// Every state in both palettes, at standard and high contrast, measured together: each state's figures are held to
    /// the limits, printed, and the table of docs/contrast.md is what they are (`WIDGETTY_UPDATE_GOLDEN=1` rewrites it).
    /// At high contrast every state's text holds 7:1 at 24-bit colors and, at 256, never under 4.5:1 (rounded as the
    /// screen rounds it, keeping 7:1 where a color of the same hue has it: orange text in light has none over 4.70:1);
    /// in dark every color the demo writes has one of its hue at 7:1 (a focused button's label held 5.93:1).
    @Test func everyStateOfTheDemoIsLegibleAsTheDocsSay() async throws {
        let modes = [(ColorScheme.dark, false), (.light, false), (.dark, true), (.light, true)]
        let measured = try await withThrowingTaskGroup(of: (Int, [StateContrast]).self) { group in
            for (index, (scheme, high)) in modes.enumerated() {
                group.addTask { (index, try await Self.lowestContrasts(scheme: scheme, appearance: Appearance(highContrast: high))) }
            }
            var all: [Int: [StateContrast]] = [:]
            for try await (index, figures) in group { all[index] = figures }
            return all
        }
        for (index, (scheme, high)) in modes.enumerated() {
            let figures = try #require(measured[index])
            if high {
                for figure in figures {
                    #expect(figure.lowest[.direct]!.ratio >= Palette.highTextContrast, "\(scheme) \(figure.name): \(figure.lowest[.direct]!)")
                    #expect(figure.lowest[.palette256]!.ratio >= Palette.textContrast, "\(scheme) \(figure.name) at 256 colors: \(figure.lowest[.palette256]!)")
                    if scheme == .dark {
                        #expect(figure.lowest[.palette256]!.ratio >= Palette.highTextContrast, "\(figure.name) at 256 colors: \(figure.lowest[.palette256]!)")
                    }
                }
            }
            print(figures.map { "\(high ? "high contrast " : "")\(scheme) \($0.name) (\($0.frames) frames): lowest text contrast \(Self.describe($0.lowest))" }
                .joined(separator: "\n"))
        }
        let page = Self.contrastPage(standard: (measured[0] ?? [], measured[1] ?? []), high: (measured[2] ?? [], measured[3] ?? []))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/contrast.md").standardized
        if let mismatch = Golden.mismatch(page, at: url) { Issue.record(Comment(rawValue: mismatch + "; run this test with WIDGETTY_UPDATE_GOLDEN=1")) }
    }

    /// One state's figures: its name, how many frames were drawn of it and each depth's lowest text cell.
    typealias StateContrast = (name: String, frames: Int, lowest: [ColorDepth: (ratio: Double, cell: String)])

    /// docs/contrast.md: each state's lowest text contrast per palette and depth, at standard and at high contrast.
    static func contrastPage(standard: (dark: [StateContrast], light: [StateContrast]), high: (dark: [StateContrast], light: [StateContrast])) -> String {
        func table(_ dark: [StateContrast], _ light: [StateContrast]) -> [String] {
            ["| state | frames | dark, 24-bit | dark, 256 colors | light, 24-bit | light, 256 colors |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
                + zip(dark, light).map { dark, light in
                    "| \(dark.name) | \(dark.frames) | " + [dark, light].flatMap { figure in stateDepths.map { ratio(figure.lowest[$0]!.ratio) } }
                        .joined(separator: " | ") + " |"
                }
        }
        return (["# Contrast in every state", "",
                 "The lowest contrast of any text on screen while a person acts on the demo (with a medium timer's buttons) at",
                 "200 × 60: every tile and control focused, hovered and pressed, every tile lifted, every item of every menu",
                 "selected, the removal's confirmation and edit mode, in both palettes, at 24-bit colors and as a terminal of 256",
                 "colors shows them. Text must hold 4.5:1 (7:1 with `contrast = \"high\"`, and at least 4.5:1 where 256 colors",
                 "have no color of the hue that reaches 7:1: light's 4.70:1 there is orange text, none of whose hue goes further",
                 "on a light tile).", "",
                 "Written by the legibility test (`swift test --filter everyStateOfTheDemoIsLegibleAsTheDocsSay`, with",
                 "`WIDGETTY_UPDATE_GOLDEN=1` to rewrite it); the test fails when this page and the code disagree.", "",
                 "## Standard contrast", ""] + table(standard.dark, standard.light)
            + ["", "## High contrast (`contrast = \"high\"`)", ""] + table(high.dark, high.light)).joined(separator: "\n") + "\n"
    }

    /// Every state of the demo with controls in `scheme` and `appearance` drawn at 200 × 60, each frame's cells held to
    /// the limits at every depth of `stateDepths`; each state's name, frame count and lowest text contrast per depth.
    static func lowestContrasts(scheme: ColorScheme, appearance: Appearance = Appearance()) async throws -> [StateContrast] {
        let size = Size(width: 200, height: 60)
        let (dashboard, runner, metrics) = try await loadedDemo(scheme: scheme, size: size, appearance: appearance)
        return interactionStates(scheme: scheme, metrics: metrics).map { name, states in
            #expect(!states.isEmpty, "no \(name) state reached")
            var lowest = Dictionary(uniqueKeysWithValues: stateDepths.map { ($0, (ratio: Double.infinity, cell: "none")) })
            for state in states {
                let canvas = dashboard.frame(size: size, state: state, runner: runner, at: moment, canEditConfig: true)
                let problems = illegibleCells(canvas, scheme: scheme, depths: stateDepths, textContrast: Palette(scheme: scheme, appearance: appearance).textContrast)
                #expect(problems.isEmpty, "\(scheme) \(name): \(problems.prefix(5))")
                for depth in stateDepths {
                    let cell = lowestTextCell(canvas, scheme: scheme, depth: depth, appearance: appearance)
                    if cell.ratio < lowest[depth]!.ratio { lowest[depth] = cell }
                }
            }
            return (name, states.count, lowest)
        }
    }

    /// The lowest contrasts per depth as the figures print them ("direct 4.52:1 (“a” #… on #…), palette256 4.79:1 (…)").
    static func describe(_ lowest: [ColorDepth: (ratio: Double, cell: String)]) -> String {
        stateDepths.map { "\($0) \(ratio(lowest[$0]!.ratio)) (\(lowest[$0]!.cell))" }.joined(separator: ", ")
    }

    /// The demo with controls loaded offline in `scheme` with `appearance`, and what input is read against at `size`.
    static func loadedDemo(scheme: ColorScheme, size: Size, appearance: Appearance = Appearance()) async throws -> (Dashboard, TimelineRunner, ScreenMetrics) {
        var config = try ConfigLoader(registry: ProviderCatalog.registry).parse(try SystemFixtures.pinned(demoWithControls, to: "vm"), file: "demo")
        config.appearance = appearance
        let (dashboard, runner) = await HeadlessRenderer.load(config: config, registry: ProviderCatalog.registry, scheme: scheme, at: moment,
                                                              timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english,
                                                              services: HostServices(fetcher: OfflineFetcher()))
        return (dashboard, runner, metrics(of: dashboard, runner: runner, size: size))
    }

    /// What input is read against, as the loop builds it: the tiles (and `stacks`, the loop's), and the regions and charts
    /// of a frame drawn at rest.
    static func metrics(of dashboard: Dashboard, runner: TimelineRunner, size: Size, stacks: StackRotator = StackRotator()) -> ScreenMetrics {
        let hitRegions = HitRegions()
        _ = dashboard.frame(size: size, state: HomeScreenState(scheme: .dark), runner: runner, at: moment, stacks: stacks, hitRegions: hitRegions,
                            canEditConfig: true)
        var metrics = dashboard.metrics(for: size, canEditConfig: true, runner: runner, at: moment, stacks: stacks)
        metrics.regions = ScreenRegion.from(hitRegions.regions)
        metrics.chartSlots = hitRegions.chartWidgets
        return metrics
    }

    /// The states to draw, by name: each reached by the keys or the pointer as a person would reach it.
    static func interactionStates(scheme: ColorScheme, metrics: ScreenMetrics) -> [(String, [HomeScreenState])] {
        let rest = HomeScreenState(scheme: scheme)
        func after(_ events: [InputEvent], from start: HomeScreenState = rest) -> HomeScreenState {
            var state = start
            for event in events { _ = state.reduce(event, metrics: metrics) }
            return state
        }
        func motion(_ x: Int, _ y: Int) -> InputEvent { .mouse(MouseEvent(kind: .motion, button: nil, column: x, row: y)) }
        func press(_ x: Int, _ y: Int) -> InputEvent { .mouse(MouseEvent(kind: .press, button: 0, column: x, row: y)) }
        let onScreen = metrics.regions.filter { $0.frame.maxY <= metrics.screenHeight && $0.kind != .tileTap }
        // Tab through every tile and every element of each (the tiles and elements in reading order, and back to none).
        var focused: [HomeScreenState] = [], state = rest
        for _ in 0..<(metrics.tiles.count + metrics.regions.count + 1) {
            state = after([.key(KeyPress(.tab))], from: state)
            if state.focusedSlot != nil { focused.append(state) }
        }
        let hovered = onScreen.map { after([motion($0.frame.x, $0.frame.y)]) }
        let lifted = metrics.tiles.filter { $0.frame.maxY <= metrics.screenHeight }.map { after([motion($0.frame.x + 1, $0.frame.y + 1)]) }
        let pressed = onScreen.filter { if case .button(.destructive, _) = $0.kind { false } else { true } }
            .map { after([press($0.frame.x, $0.frame.y)]) }
        var selected: [HomeScreenState] = [], destructive: [HomeScreenState] = [], confirming: [HomeScreenState] = []
        for number in 1...min(9, metrics.tiles.count) {
            var menu = after([.key(.character(Character(String(number)))), .key(.character("."))])
            for _ in 0..<(menu.menu?.items.count ?? 0) {
                if let open = menu.menu, open.items[open.selection].isDestructive {
                    destructive.append(menu)
                    confirming.append(after([.key(KeyPress(.enter))], from: menu))
                } else {
                    selected.append(menu)
                }
                menu = after([.key(KeyPress(.down))], from: menu)
            }
        }
        // Edit mode, each tile chosen in turn.
        var editing: [HomeScreenState] = [after([.key(.character("e"))])]
        for _ in 1..<metrics.tiles.count { editing.append(after([.key(KeyPress(.right))], from: editing[editing.count - 1])) }
        return [("at rest", [rest]), ("focused", focused), ("hovered", hovered), ("lifted", lifted), ("pressed", pressed),
                ("menu selected", selected), ("destructive selected", destructive), ("confirmation", confirming), ("edit mode", editing)]
    }

    /// The lowest contrast of a text cell (not a mark, not decoration) of `canvas` as a terminal of `depth` shows it.
    static func lowestTextContrast(_ canvas: Canvas, scheme: ColorScheme, depth: ColorDepth, appearance: Appearance = Appearance()) -> Double {
        lowestTextCell(canvas, scheme: scheme, depth: depth, appearance: appearance).ratio
    }

    /// The text cell of `canvas` with the lowest contrast as a terminal of `depth` shows it: the ratio, and the cell
    /// ("“P” #0040DD on #FFFFFF, shown #0000D7 on #FFFFFF").
    static func lowestTextCell(_ canvas: Canvas, scheme: ColorScheme, depth: ColorDepth, appearance: Appearance = Appearance())
        -> (ratio: Double, cell: String) {
        let palette = Palette(scheme: scheme), mapper = ColorMapper(depth: depth, textContrast: Palette(scheme: scheme, appearance: appearance).textContrast)
        var shownColors = ShownColors(mapper: mapper)
        var lowest = (ratio: Double.infinity, cell: "none")
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y], style = cell.style
                guard !cell.isContinuation, !cell.text.allSatisfy(\.isWhitespace), !isMark(cell.text) else { continue }
                if isDecoration(style, palette: palette) { continue }
                let shown = shownColors.shown(foreground: style.foreground, background: style.background)
                let ratio = shown.foreground.contrast(with: shown.background)
                if ratio < lowest.ratio {
                    lowest = (ratio, "“\(cell.text)” \(style.foreground) on \(style.background), shown \(shown.foreground) on \(shown.background)")
                }
            }
        }
        return lowest
    }

    /// A ratio as people write it, to two decimals ("4.52:1"); "none" when no text was measured.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "none" }
        let hundredths = Int((value * 100).rounded(.down))
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100):1"
    }
}

extension GoldenRenderTests {
    /// Every button and toggle of the demo (filled ones too) looks different hovered, focused and pressed than at rest.
    @Test(arguments: [ColorScheme.dark, .light])
    func everyButtonShowsHoverFocusAndPress(scheme: ColorScheme) async throws {
        let size = Size(width: 200, height: 60)
        let (dashboard, runner, metrics) = try await Self.loadedDemo(scheme: scheme, size: size)
        let rest = dashboard.frame(size: size, state: HomeScreenState(scheme: scheme), runner: runner, at: Self.moment)
        let controls = metrics.regions.indices.filter {
            switch metrics.regions[$0].kind { case .button, .toggle: true; default: false }
        }
        #expect(!controls.isEmpty, "the demo has buttons")
        for index in controls {
            let frame = metrics.regions[index].frame
            func styles(_ canvas: Canvas) -> [CellStyle] {
                (frame.y..<frame.maxY).flatMap { y in (frame.x..<frame.maxX).map { canvas[$0, y].style } }
            }
            var hovered = HomeScreenState(scheme: scheme)
            hovered.hoveredSlot = metrics.regions[index].slot
            hovered.hoveredRegion = index
            var pressed = hovered
            pressed.pressedRegion = index
            let hoveredFrame = dashboard.frame(size: size, state: hovered, runner: runner, at: Self.moment)
            let pressedFrame = dashboard.frame(size: size, state: pressed, runner: runner, at: Self.moment)
            // Lifting the tile alone changes its fill; the control's own cells must differ from the lifted tile at rest.
            var lifted = HomeScreenState(scheme: scheme)
            lifted.hoveredSlot = metrics.regions[index].slot
            let liftedFrame = dashboard.frame(size: size, state: lifted, runner: runner, at: Self.moment)
            #expect(styles(hoveredFrame) != styles(liftedFrame), "\(scheme) \(metrics.regions[index].kind) hovered looks as at rest")
            #expect(styles(pressedFrame) != styles(hoveredFrame), "\(scheme) \(metrics.regions[index].kind) pressed looks as hovered")
            #expect(styles(rest) != styles(hoveredFrame))
        }
    }
}
