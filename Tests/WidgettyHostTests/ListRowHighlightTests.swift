import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import WidgettyHost

/// A list's rows focused or hovered look the same whether a row opens a link or shows a sheet: one style for the rows
/// of a list (a calendar's events with and without an address), not a link's fainter hover for some of them.
@Suite struct ListRowHighlightTests {
    struct Open: WidgetIntent {
        static let title = "Open"
        func perform() async throws {}
    }

    @Test(arguments: [ColorScheme.dark, .light])
    func aLinkRowIsMarkedAsAButtonRowIs(scheme: ColorScheme) throws {
        let palette = Palette(scheme: scheme)
        let list = FittingList([
            FittingList.Row(label: "link", view: Link(destination: URL(string: "https://example.com")!) { Text("Review") }),
            FittingList.Row(label: "button", view: Button(intent: Open()) { Text("Lunch") }.buttonStyle(.plain)),
        ])
        let (canvas, regions) = TileTapProbe.drawn(list, columns: 20, rows: 2, palette: palette)
        try #require(regions.count == 2)
        var state = HomeScreenState(scheme: scheme)
        let fills = (0..<2).map { index in
            var marked = canvas
            state.hoveredRegion = index
            ItemHighlight.draw(regions, state: state, on: &marked, palette: palette)
            return marked[0, regions[index].rect.y].style
        }
        #expect(fills[0].background == fills[1].background, "\(scheme): the link's row \(fills[0].background), the button's \(fills[1].background)")
        #expect(fills[0].underline == fills[1].underline && fills[0].bold == fills[1].bold)
    }
}
