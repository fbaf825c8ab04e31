import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// Buttons in their four styles and three sizes, in cells: padding, a border when large, the style's fill, the role's
/// color and weight, and a running intent's indicator and label.
@Suite struct ButtonStyleTests {
    struct Start: WidgetIntent {
        static let title = "Start"
        func perform() async throws {}
    }

    /// Draws `view` on a dark tile of `size`, with `running` intents; returns the canvas.
    func render(_ view: any View, size: Size, scheme: ColorScheme = .dark, running: Set<IntentIdentity> = []) -> Canvas {
        let palette = Palette(scheme: scheme)
        var canvas = Canvas(size: size, style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
        environment.runningIntents = running
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return canvas
    }

    @Test func sizesPadOneTwoOrThreeCellsAndALargeButtonIsBordered() {
        let view = VStack(alignment: .leading) {
            Button("Go", intent: Start()).controlSize(.small)
            Button("Go", intent: Start()).controlSize(.medium)
            Button("Go", intent: Start()).controlSize(.large)
            Button("Go", intent: Start()).buttonStyle(.plain).controlSize(.large)
        }.buttonStyle(.gray)
        #expect(render(view, size: Size(width: 12, height: 6)).lines() == [
            " Go",
            "  Go",
            "╭────────╮",
            "│   Go   │",
            "╰────────╯",
            "Go",
        ])
    }

    @Test func eachStyleFillsAndColorsItsLabelAsTheRoleSays() {
        let palette = Palette(scheme: .dark)
        let tile = palette.tileBackground
        func cells(_ style: ButtonStyle, role: ButtonRole) -> (fill: RGB, label: CellStyle) {
            let canvas = render(Button("Go", role: role, intent: Start()).buttonStyle(style), size: Size(width: 6, height: 1))
            return (canvas[0, 0].style.background, canvas[1, 0].style)
        }
        #expect(cells(.filled, role: .normal).fill == palette.color(.tint, over: tile))
        #expect(cells(.filled, role: .normal).label.foreground == palette.color(.background, over: tile), "black on the dark tint")
        #expect(cells(.filled, role: .destructive).fill == palette.color(.red, over: tile))
        #expect(cells(.filled, role: .primary).label.bold, "primary is bold")
        #expect(cells(.tinted, role: .normal).fill == palette.color(.tint, over: tile).blended(alpha: 0.2, over: tile))
        #expect(cells(.gray, role: .normal).fill == palette.color(.gray4, over: tile))
        #expect(cells(.plain, role: .normal).fill == tile, "plain has no fill")
        #expect(cells(.plain, role: .destructive).fill == tile)
        let plainDestructive = render(Button("Go", role: .destructive, intent: Start()), size: Size(width: 6, height: 1))
        #expect(plainDestructive[0, 0].style.foreground == palette.color(.red, over: tile), "destructive is red")
    }

    /// On the tile every style holds 4.5:1; on a lifted tile so does every style with a fill of its own (a plain
    /// label there is the role's color on the lifted fill, like any text in the tint).
    @Test(arguments: ColorScheme.allCases)
    func everyStyleAndRoleKeepsItsLabelLegibleOnItsFill(scheme: ColorScheme) {
        let palette = Palette(scheme: scheme)
        for emphasis: TileEmphasis in [[], .lifted] {
            let tile = palette.tileBackground(emphasis)
            for style in ButtonStyle.allCases where emphasis.isEmpty || style != .plain {
                for role in ButtonRole.allCases {
                    let (fill, label) = palette.button(style, role: role, over: tile)
                    let ground = fill ?? tile
                    let contrast = palette.color(label, over: ground).contrast(with: ground)
                    #expect(contrast >= Palette.textContrast, "\(scheme) \(style) \(role): \(contrast)")
                }
            }
        }
    }

    @Test func aRunningButtonShowsAnIndicatorAndItsRunningLabel() {
        let view = Button("Start", runningLabel: "Starting…", intent: Start()).buttonStyle(.filled)
        #expect(render(view, size: Size(width: 14, height: 1)).lines() == [" Start"])
        #expect(render(view, size: Size(width: 14, height: 1), running: [IntentIdentity(Start())]).lines() == [" ◌ Starting…"])
        let untitled = Button("Start", intent: Start())
        #expect(render(untitled, size: Size(width: 14, height: 1), running: [IntentIdentity(Start())]).lines() == ["◌ Start"],
                "without a running label the label stays, after the indicator")
    }
}
