import Testing
import WidgettyKit
@testable import WidgettyRender

/// A widget author's own views: bodies are laid out in their place, and `GeometryReader` hands content its size.
@Suite struct CompositionTests {
    /// A headline over a line of detail.
    struct Card: View {
        let title: String
        let detail: String

        var body: any View {
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text(detail).foregroundStyle(.secondaryLabel)
            }
        }
    }

    /// A card inside a card's body: composition two levels deep.
    struct Framed: View {
        var body: any View { Card(title: "Outer", detail: "inner card").padding(.cells(horizontal: 1, vertical: 0)) }
    }

    /// An arrow from edge to edge of the columns it is given.
    struct Ruler: View {
        var body: any View {
            GeometryReader { proxy in Text("<" + String(repeating: "-", count: max(0, proxy.size.columns - 2)) + ">") }
        }
    }

    func render(_ view: any View, width: Int, height: Int) -> [String] {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: RenderEnvironment(palette: palette, background: palette.tileBackground))
        return canvas.lines()
    }

    @Test func aComposedViewInAStackTakesItsPlace() {
        let view = VStack(alignment: .leading) {
            Card(title: "Card", detail: "its detail")
            Text("after")
        }
        #expect(render(view, width: 12, height: 3) == ["Card", "its detail", "after"])
    }

    @Test func compositionNestsAndModifiersApplyToComposedViews() {
        let view = HStack(alignment: .top, spacing: 1) {
            Framed()
            Card(title: "Right", detail: "side").frame(width: 6, alignment: .leading)
        }
        #expect(render(view, width: 20, height: 2) == [" Outer       Right", " inner card  side"])
    }

    @Test func aGeometryReaderIsGivenTheRoomOffered() {
        #expect(render(Ruler(), width: 8, height: 1) == ["<------>"])
        #expect(render(Ruler().frame(width: 5), width: 8, height: 1) == ["<--->"])
    }

    @Test func aGeometryReaderInAStackTakesTheWidthLeftBesideFixedViews() {
        let view = HStack(spacing: 1) {
            Text("CPU")
            GeometryReader { proxy in Text(String(repeating: "#", count: proxy.size.columns)) }.frame(height: 1)
            Text("50%")
        }
        #expect(render(view, width: 14, height: 2) == ["CPU ###### 50%", ""])
        #expect(render(view, width: 10, height: 1) == ["CPU ## 50%"])
    }

    @Test func aGeometryReaderAskedForItsIdealHeightTakesItsContentsHeight() {
        let view = VStack(alignment: .leading) {
            GeometryReader { proxy in Text("\(proxy.size.columns)×\(proxy.size.rows)") }
            Text("below")
        }
        #expect(render(view, width: 8, height: 3) == ["8×2", "", "below"], "offered the rows left, the reader takes them all, as SwiftUI's does")
    }
}

/// A primitive with no layout in WidgettyRender.
struct PrimitiveWithoutLayout: PrimitiveView {}

/// A view whose body is itself, for ever.
struct EndlessComposition: View {
    var body: any View { EndlessComposition() }
}

/// A view the renderer cannot lay out stops the test process; it is never drawn as a blank.
@Suite struct UnsupportedViewTests {
    @Test func aPrimitiveWithoutALayoutFailsLoudly() async {
        await #expect(processExitsWith: .failure) {
            var canvas = Canvas(size: Size(width: 10, height: 1), style: CellStyle(foreground: RGB(red: 0, green: 0, blue: 0), background: RGB(red: 0, green: 0, blue: 0)))
            ViewRenderer.render(VStack { PrimitiveWithoutLayout() }, in: canvas.bounds, canvas: &canvas,
                                environment: RenderEnvironment(palette: Palette(scheme: .dark), background: RGB(red: 0, green: 0, blue: 0)))
        }
    }

    @Test func aBodyThatNeverReachesAPrimitiveFailsLoudly() async {
        await #expect(processExitsWith: .failure) {
            var canvas = Canvas(size: Size(width: 10, height: 1), style: CellStyle(foreground: RGB(red: 0, green: 0, blue: 0), background: RGB(red: 0, green: 0, blue: 0)))
            ViewRenderer.render(EndlessComposition(), in: canvas.bounds, canvas: &canvas,
                                environment: RenderEnvironment(palette: Palette(scheme: .dark), background: RGB(red: 0, green: 0, blue: 0)))
        }
    }
}
