import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// Links, buttons, toggles and a widget URL record the cells they were drawn in, after padding, stacks, truncation and clipping.
@Suite struct HitRegionTests {
    /// An intent that does nothing, told apart by its name.
    struct Named: WidgetIntent {
        static let title = "Named"
        let name: String
        func perform() async throws {}
    }

    let palette = Palette(scheme: .dark)

    /// Draws `view` in `rect` of a canvas of `size` as the regions of widget 7 whose tile is the whole canvas;
    /// returns the lines drawn and each region as "RECT what it does".
    func render(_ view: any View, size: Size, in rect: Rect? = nil) -> (lines: [String], regions: [String]) {
        var canvas = Canvas(size: size, style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
        let regions = HitRegions()
        regions.beginWidget(7, tile: canvas.bounds)
        environment.hitRegions = regions
        ViewRenderer.render(view, in: rect ?? canvas.bounds, canvas: &canvas, environment: environment)
        return (canvas.lines(), regions.regions.map(describe))
    }

    func describe(_ region: InteractiveRegion) -> String {
        #expect(region.widget == 7)
        let name = { (intent: any WidgetIntent) in (intent as? Named)?.name ?? "?" }
        switch region.action {
        case .openURL(let url): return "\(region.rect) open \(url.absoluteString)"
        case .perform(let intent, let role): return "\(region.rect) perform \(name(intent)) (\(role))"
        case .toggle(let intent, let isOn): return "\(region.rect) toggle \(name(intent)) \(isOn ? "on" : "off")"
        }
    }

    @Test func aButtonInsidePaddingCoversItsLabelWhereItIsDrawn() {
        let view = VStack(alignment: .leading) {
            Text("Tasks")
            Button("Start", role: .primary, intent: Named(name: "start"))
        }.padding(.cells(horizontal: 2, vertical: 1))
        let drawn = render(view, size: Size(width: 20, height: 5), in: Rect(x: 1, y: 0, width: 19, height: 5))
        #expect(drawn.lines == ["", "   Tasks", "   Start", "", ""])
        #expect(drawn.regions == ["5x1@3,2 perform start (primary)"])
    }

    /// A list's row is its control's across the content inside the padding (not only its text, never the border or
    /// margin), on its own rows only; the "+2 more" line and a heading are no row's.
    @Test func aListsRowsSpanTheContentInsideThePadding() {
        let rows = ["Yoga", "Groceries shopping", "Tea"].map { name in
            FittingList.Row(label: name, view: Button(intent: Named(name: name)) { Text(name) }.buttonStyle(.plain))
        }
        let view = VStack(alignment: .leading) {
            Text("Tomorrow")
            FittingList(rows)
        }.frame(fillWidth: true, fillHeight: true, alignment: .topLeading).padding(.cells(horizontal: 2, vertical: 1))
        let drawn = render(view, size: Size(width: 30, height: 5))
        #expect(drawn.lines == ["", "  Tomorrow", "  Yoga", "  +2 more", ""])
        #expect(drawn.regions == ["26x1@2,2 perform Yoga (normal)"])
        let full = render(view, size: Size(width: 30, height: 6))
        #expect(full.regions == ["26x1@2,2 perform Yoga (normal)", "26x1@2,3 perform Groceries shopping (normal)", "26x1@2,4 perform Tea (normal)"])
    }

    /// The HIG pads a bezel-less control more (24 pt) than one with a bezel (12 pt): a plain button is its label alone.
    @Test func onlyFilledOrBorderedButtonsAndTogglesCountAsHavingABezel() {
        func bezels(_ view: any View) -> [Bool] {
            var canvas = Canvas(size: Size(width: 30, height: 5), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
            var environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
            let regions = HitRegions()
            regions.beginWidget(7, tile: canvas.bounds)
            environment.hitRegions = regions
            ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
            return regions.regions.map(\.hasBezel)
        }
        let button = Button("Start", intent: Named(name: "start"))
        #expect(bezels(button.buttonStyle(.plain)) == [false])
        #expect(bezels(button.buttonStyle(.plain).controlSize(.large)) == [false], "a plain button is its label at any size")
        #expect(bezels(button.buttonStyle(.gray).controlSize(.large)) == [true])
        #expect(bezels(button.buttonStyle(.filled)) == [true])
        #expect(bezels(button.buttonStyle(.tinted)) == [true])
        #expect(bezels(Toggle("Hall", isOn: true, intent: Named(name: "hall"))) == [true])
        #expect(bezels(Link("Map", destination: URL(string: "https://example.com/map")!)) == [false])
    }

    @Test func nestedStacksPlaceEachRegionUnderItsOwnLabel() {
        let view = VStack(alignment: .leading, spacing: 1) {
            Text("Lights")
            HStack(alignment: .top, spacing: 2) {
                Toggle("Hall", isOn: true, intent: Named(name: "hall"))
                VStack(alignment: .trailing) {
                    Link("Map", destination: URL(string: "https://example.com/map")!)
                    Button("Reset", role: .destructive, intent: Named(name: "reset"))
                }
            }
        }
        let drawn = render(view, size: Size(width: 24, height: 5))
        #expect(drawn.lines == [
            "Lights",
            "",
            "☑ Hall    Map",
            "        Reset",
            "",
        ])
        #expect(drawn.regions == [
            "6x1@0,2 toggle hall on",
            "3x1@10,2 open https://example.com/map",
            "5x1@8,3 perform reset (destructive)",
        ])
    }

    @Test func aTruncatedLabelsRegionIsAsWideAsWhatIsShown() {
        let view = HStack {
            Text("Due")
            Button("Start the long timer", intent: Named(name: "long"))
        }
        let drawn = render(view, size: Size(width: 14, height: 1))
        #expect(drawn.lines == ["Due Start the…"])
        #expect(drawn.regions == ["10x1@4,0 perform long (normal)"])
    }

    @Test func aControlWithNoRoomLeftRecordsNothing() {
        let view = VStack(alignment: .leading) {
            Button("One", intent: Named(name: "one"))
            Button("Two", intent: Named(name: "two"))
            Button("Three", intent: Named(name: "three"))
        }
        let drawn = render(view, size: Size(width: 10, height: 2))
        #expect(drawn.lines == ["One", "Two"])
        #expect(drawn.regions == ["3x1@0,0 perform one (normal)", "3x1@0,1 perform two (normal)"])
    }

    @Test func onlyTheLayoutThatFitsRecordsItsControls() {
        let view = ViewThatFits {
            Button("Start the timer", intent: Named(name: "wide"))
            Button("Go", intent: Named(name: "narrow"))
        }
        let drawn = render(view, size: Size(width: 6, height: 1))
        #expect(drawn.lines == ["Go"])
        #expect(drawn.regions == ["2x1@0,0 perform narrow (normal)"])
    }

    @Test func measuringRecordsNothing() {
        let regions = HitRegions()
        regions.beginWidget(7, tile: Rect(x: 0, y: 0, width: 20, height: 5))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
        environment.hitRegions = regions
        let size = ViewRenderer.size(of: Button("Start", intent: Named(name: "start")), proposal: ProposedSize(width: 20, height: 5),
                                     environment: environment)
        #expect(size == Size(width: 5, height: 1))
        #expect(regions.regions.isEmpty)
    }

    @Test func aWidgetURLCoversTheWholeTileUnderTheOtherRegionsWhereverItIsSet() {
        let view = VStack(alignment: .leading) {
            Link("Forecast", destination: URL(string: "https://example.com/forecast")!)
            Text("Rain").widgetURL(URL(string: "widgetty://weather")!)
        }.padding(.cells(horizontal: 1, vertical: 1))
        let drawn = render(view, size: Size(width: 20, height: 4))
        #expect(drawn.lines == ["", " Forecast", " Rain", ""])
        #expect(drawn.regions == [
            "20x4@0,0 open widgetty://weather",
            "8x1@1,1 open https://example.com/forecast",
        ])
    }
}
