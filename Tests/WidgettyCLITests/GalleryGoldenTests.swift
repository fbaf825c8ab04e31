import Testing
import WidgettyHost
import WidgettyKit
import WidgettyRender
@testable import WidgettyCLI

/// The gallery, narrow and wide, and a configuration sheet with a problem under a field, in dark and light, compared
/// with reviewed golden files (over `InteractionGoldenTests`' home screen of three clocks).
@Suite struct GalleryGoldenTests {
    let home = InteractionGoldenTests()

    @Test(arguments: [ColorScheme.dark, .light], [Size(width: 49, height: 40), Size(width: 160, height: 45)])
    func theGalleryWithTheWeatherChosenInMedium(scheme: ColorScheme, size: Size) async throws {
        let state = try await home.state(scheme, [.key(.character("+")), .key(KeyPress(.down)), .key(KeyPress(.right))], size: size)
        #expect(state.gallery?.selection == 1 && state.gallery?.size == 1)
        let canvas = try await home.frame(state, size: size)
        let name = "gallery-\(size.width)x\(size.height)"
        GoldenRenderTests.check(canvas, "\(name).txt")
        GoldenRenderTests.check(canvas, "\(name)-\(scheme).ansi", ansi: true)
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func aSheetWithAMisspeltZoneUnderItsField(scheme: ColorScheme) async throws {
        let typed = ", Europe/Londn".map { InputEvent.key(.character($0)) }
        let state = try await home.state(scheme, [.key(.character("2")), .key(.character(".")), .key(.character("e")), .key(KeyPress(.enter))] + typed)
        #expect(state.sheet?.check.byKey["zones"] != nil)
        let canvas = try await home.frame(state)
        GoldenRenderTests.check(canvas, "sheet-problem-49x30.txt")
        GoldenRenderTests.check(canvas, "sheet-problem-49x30-\(scheme).ansi", ansi: true)
    }
}
