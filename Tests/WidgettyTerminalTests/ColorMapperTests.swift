import Testing
import WidgettyRender
@testable import WidgettyTerminal

@Suite struct ColorMapperTests {
    @Test func depthFollowsTerminfoAndNoColor() {
        #expect(ColorDepth.choose(terminfoColors: 1 << 24, hasColors: true, environment: [:]) == .direct)
        #expect(ColorDepth.choose(terminfoColors: 256, hasColors: true, environment: [:]) == .palette256)
        #expect(ColorDepth.choose(terminfoColors: 8, hasColors: true, environment: [:]) == .ansi16)
        #expect(ColorDepth.choose(terminfoColors: 0, hasColors: false, environment: [:]) == .monochrome)
        #expect(ColorDepth.choose(terminfoColors: 256, hasColors: true, environment: ["NO_COLOR": "1"]) == .monochrome)
        #expect(ColorDepth.choose(terminfoColors: 256, hasColors: true, environment: ["NO_COLOR": ""]) == .palette256, "NO_COLOR counts only when not empty")
        #expect(ColorDepth.environmentPromisesTrueColor(["COLORTERM": "truecolor"]))
    }

    @Test func mapsToTheNearestColorAtEachDepth() {
        let fill = RGB(hex: 0x1C1C1E)
        #expect(ColorMapper(depth: .direct).color(for: fill) == 0x1C1C1E)
        #expect(ColorMapper(depth: .direct).color(for: RGB(hex: 0x000000)) == 8, "not ANSI color 0")
        #expect(ColorMapper(depth: .palette256).color(for: fill) == 234)
        #expect(ColorMapper(depth: .palette256).color(for: RGB(hex: 0xFFFFFF)) == 231)
        #expect(ColorMapper(depth: .palette256).color(for: RGB(hex: 0xFF453A)) == 203)
        #expect(ColorMapper(depth: .palette256).color(for: RGB(hex: 0xF2F2F7)) == 255)
        #expect(ColorMapper(depth: .ansi16).color(for: RGB(hex: 0xFF453A)) == 9)
        #expect(ColorMapper(depth: .ansi16, ansiColors: 8).color(for: RGB(hex: 0xFF453A)) == 1)
        #expect(ColorMapper(depth: .monochrome).color(for: fill) == -1)
    }
}
