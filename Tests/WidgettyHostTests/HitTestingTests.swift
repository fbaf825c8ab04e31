import Testing
import WidgettyRender
@testable import WidgettyHost

/// Pointer targets sized as the HIG asks, on the phone grid (414 pt across 49 columns: 8.45 pt a column, 16.9 a row).
@Suite struct HitTestingTests {
    let phone = CellMetrics.phone

    func hits(_ elements: [HitTesting<String>.Element], row: Int, columns: Range<Int>) -> String {
        let testing = HitTesting(elements, metrics: phone)
        return columns.map { testing.target(atColumn: $0, row: row) ?? "." }.joined()
    }

    @Test func aSmallControlGrowsToFortyFourPointsThenTakesItsPadding() {
        // 44 pt is 5.2 columns and 2.6 rows: 5 × 3 cells. A 1 × 1 glyph at column 10 grows to columns 8–12, rows 9–11.
        let glyph = HitTesting<String>.Element(frame: Rect(x: 10, y: 10, width: 1, height: 1), target: "g", hasBezel: true)
        let testing = HitTesting([glyph], metrics: phone)
        #expect(testing.grownToMinimum(glyph.frame) == Rect(x: 8, y: 9, width: 5, height: 3))
        // With a bezel, 12 pt more: 1.4 columns and 0.7 rows, 1 of each.
        #expect(hits([glyph], row: 10, columns: 5..<16) == "..ggggggg..")
        #expect(hits([glyph], row: 8, columns: 5..<16) == "..ggggggg..")
        #expect(hits([glyph], row: 7, columns: 5..<16) == "...........")
        // Without a bezel, 24 pt: 2.8 columns (3) and 1.4 rows (1).
        let plain = HitTesting<String>.Element(frame: glyph.frame, target: "p", hasBezel: false)
        #expect(hits([plain], row: 10, columns: 3..<18) == "..ppppppppppp..")
    }

    @Test func neighboursSplitTheGapBetweenThemSoNoCellIsDead() {
        // Two tiles 20 columns wide with the grid's 3-column gutter: padding covers 1 column each side,
        // and the middle column goes to the nearer (the left one on a tie).
        let left = HitTesting<String>.Element(frame: Rect(x: 0, y: 0, width: 20, height: 10), target: "L", hasBezel: true)
        let right = HitTesting<String>.Element(frame: Rect(x: 23, y: 0, width: 20, height: 10), target: "R", hasBezel: true)
        #expect(hits([left, right], row: 5, columns: 18..<25) == "LLLLRRR")
        // A wider gap (9 columns) is still split, half each.
        let far = HitTesting<String>.Element(frame: Rect(x: 29, y: 0, width: 20, height: 10), target: "R", hasBezel: true)
        #expect(hits([left, far], row: 5, columns: 18..<31) == "LLLLLLLRRRRRR")
        // Tiles one above the other share the rows between them the same way.
        let below = HitTesting<String>.Element(frame: Rect(x: 0, y: 12, width: 20, height: 10), target: "B", hasBezel: true)
        let testing = HitTesting([left, below], metrics: phone)
        #expect((9..<13).map { testing.target(atColumn: 5, row: $0) ?? "." } == ["L", "L", "B", "B"])
    }

    @Test func theScreensMarginsBeyondThePaddingAreNoTarget() {
        let tile = HitTesting<String>.Element(frame: Rect(x: 5, y: 5, width: 20, height: 10), target: "T", hasBezel: true)
        #expect(hits([tile], row: 10, columns: 0..<8) == "....TTTT")
        #expect(HitTesting([tile], metrics: phone).target(atColumn: 10, row: 3) == nil, "two rows above: past the one-row padding")
    }

    @Test func overlappingPaddingGoesToTheNearerElement() {
        // Two glyphs two columns apart: their grown and padded areas overlap; each cell goes to the nearer glyph.
        let first = HitTesting<String>.Element(frame: Rect(x: 10, y: 10, width: 1, height: 1), target: "a", hasBezel: false)
        let second = HitTesting<String>.Element(frame: Rect(x: 16, y: 10, width: 1, height: 1), target: "b", hasBezel: false)
        #expect(hits([first, second], row: 10, columns: 10..<17) == "aaaabbb")
    }

    @Test func anExactTargetAnswersOnlyWhereItIsDrawn() {
        // A note's task among lines of text: the line above, the line below and the cells beside it are no target.
        let task = HitTesting<String>.Element(frame: Rect(x: 2, y: 10, width: 12, height: 1), target: "t", hasBezel: true, isExact: true)
        let link = HitTesting<String>.Element(frame: Rect(x: 2, y: 20, width: 12, height: 1), target: "l", hasBezel: false)
        let testing = HitTesting([task, link], metrics: phone)
        #expect(testing.target(atColumn: 5, row: 10) == "t")
        #expect(testing.target(atColumn: 5, row: 9) == nil && testing.target(atColumn: 5, row: 11) == nil)
        #expect(testing.target(atColumn: 14, row: 10) == nil, "not past its last cell")
        #expect(testing.target(atColumn: 5, row: 13) == nil, "the exact task takes no share of the gap beneath it")
        #expect(testing.target(atColumn: 5, row: 19) == "l", "the link keeps its padding")
    }

    @Test func rowsDrawnOneUnderAnotherEachTakeTheirOwnRow() {
        // Two one-row toggles (a note's tasks) on rows 10 and 11 each grow over the other's row; the row drawn wins.
        let milk = HitTesting<String>.Element(frame: Rect(x: 2, y: 10, width: 20, height: 1), target: "m", hasBezel: false)
        let eggs = HitTesting<String>.Element(frame: Rect(x: 2, y: 11, width: 20, height: 1), target: "e", hasBezel: false)
        let testing = HitTesting([milk, eggs], metrics: phone)
        #expect((9...12).map { testing.target(atColumn: 5, row: $0) ?? "." }.joined() == "mmee")
    }
}
