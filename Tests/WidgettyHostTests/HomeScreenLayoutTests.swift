import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

@Suite struct HomeScreenLayoutTests {
    @Test func phonePaneHoldsTwoUnitsCentered() {
        let layout = HomeScreenLayout(families: [.small, .small, .medium, .large], terminal: Size(width: 49, height: 40), device: .auto)
        #expect(layout.unitsAcross == 2)
        #expect(layout.placements.map(\.frame) == [
            Rect(x: 3, y: 1, width: 20, height: 10),
            Rect(x: 26, y: 1, width: 20, height: 10),
            Rect(x: 3, y: 13, width: 43, height: 10),
            Rect(x: 3, y: 25, width: 43, height: 22),
        ])
        #expect(layout.contentHeight == 48)
    }

    @Test func wideWindowGetsMoreColumnsAndFirstFit() {
        let layout = HomeScreenLayout(families: [.medium, .small, .large, .small, .small], terminal: Size(width: 200, height: 60), device: .auto)
        #expect(layout.unitsAcross == 8)
        let origins = layout.placements.map { ($0.frame.x, $0.frame.y) }
        let left = (200 - (8 * 20 + 7 * 3)) / 2
        #expect(origins.map(\.0) == [left, left + 46, left + 69, left + 115, left + 138])
        #expect(origins.allSatisfy { $0.1 == 1 }, "everything fits on the first row of units")
    }

    @Test func firstFitFillsHolesLeftByLargerTiles() {
        let layout = HomeScreenLayout(families: [.small, .medium, .small], terminal: Size(width: 49, height: 40), device: .auto)
        let cells = layout.placements.map { ($0.frame.x, $0.frame.y) }
        #expect(cells[0] == (3, 1))
        #expect(cells[1] == (3, 13), "the medium does not fit beside the small one")
        #expect(cells[2] == (26, 1), "the next small fills the hole on the first row")
    }

    @Test func narrowPaneFallsBackToOneColumnAndSaysWhatDoesNotFit() {
        let layout = HomeScreenLayout(families: [.small, .medium], terminal: Size(width: 30, height: 30), device: .auto)
        #expect(layout.unitsAcross == 1)
        #expect(layout.placements[0].fits)
        #expect(!layout.placements[1].fits)
        #expect(layout.placements[1].frame.width == 20)
    }

    @Test func extraLargeNeedsFourUnits() {
        #expect(!HomeScreenLayout(families: [.extraLarge], terminal: Size(width: 80, height: 40), device: .auto).placements[0].fits)
        #expect(HomeScreenLayout(families: [.extraLarge], terminal: Size(width: 100, height: 40), device: .auto).placements[0].fits)
    }

    @Test func tinyTerminalIsTooSmall() {
        let layout = HomeScreenLayout(families: [.small], terminal: Size(width: 10, height: 5), device: .auto)
        #expect(layout.isTooSmall)
        #expect(layout.metrics.minimumTerminal == Size(width: 22, height: 12))
    }

    @Test func fixedDeviceKeepsItsOwnColumns() {
        let layout = HomeScreenLayout(families: [.small, .small, .small], terminal: Size(width: 200, height: 60),
                                      device: .fixed(DeviceProfile.named("375x667")!))
        #expect(layout.unitsAcross == 2)
    }
}
