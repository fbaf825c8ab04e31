import Testing
import WidgettyKit
import WidgettyRender
@testable import WidgettyHost

@Suite struct GridMetricsTests {
    @Test func phoneTableRowMapsToTheDesignedCells() {
        let grid = GridMetrics(device: DeviceProfile.named("414x896")!)
        #expect(grid.size(of: .small) == Size(width: 20, height: 10))
        #expect(grid.size(of: .medium) == Size(width: 43, height: 10))
        #expect(grid.size(of: .large) == Size(width: 43, height: 22))
        #expect(grid.horizontalGutter == 3)
        #expect(grid.verticalGutter == 2)
        #expect(grid.screenColumns == 49, "a 49-column pane holds the phone")
    }

    @Test(arguments: DeviceProfile.all)
    func everyRowKeepsTheGridIdentitiesAndThePoints(device: DeviceProfile) {
        let grid = GridMetrics(device: device)
        let small = grid.size(of: .small), medium = grid.size(of: .medium), large = grid.size(of: .large)
        #expect(medium.width == 2 * small.width + grid.horizontalGutter)
        #expect(large.height == 2 * small.height + grid.verticalGutter)
        #expect(medium.height == small.height)
        #expect(large.width == medium.width)
        // Each size stays within one and a half cells of its points: the small tile and
        // gutters are rounded once, and larger tiles are built from them so the grid stays exact.
        let cell = grid.cell
        for family in [WidgetFamily.small, .medium, .large] {
            let points = device.points(for: family)!
            let cells = grid.size(of: family)
            #expect(abs(Double(cells.width) * cell.pointsPerColumn - points.width) <= 1.5 * cell.pointsPerColumn, "\(device.name) \(family) width")
            #expect(abs(Double(cells.height) * cell.pointsPerRow - points.height) <= 1.5 * cell.pointsPerRow, "\(device.name) \(family) height")
        }
        #expect(grid.horizontalGutter >= 1 && grid.verticalGutter >= 1)
    }

    @Test func theIPadRowHasFourUnitsAndExtraLarge() {
        let grid = GridMetrics(device: DeviceProfile.named("1024x1366")!)
        #expect(grid.deviceUnits == 4)
        #expect(grid.size(of: .extraLarge).width == 4 * grid.small.width + 3 * grid.horizontalGutter)
    }

    @Test func displaySizeCarriesCellsAndPoints() {
        let size = GridMetrics(device: .reference).displaySize(of: .medium)
        #expect(size == DisplaySize(columns: 43, rows: 10, widthPoints: 360, heightPoints: 169))
    }
}
