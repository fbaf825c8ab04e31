import Testing
import WidgettyRender

/// Which cells of a frame may differ from the last frame's, read from their bytes.
@Suite struct CanvasChangesTests {
    static let style = CellStyle(foreground: RGB(red: 200, green: 200, blue: 200), background: RGB(red: 10, green: 10, blue: 10))

    func canvas(_ lines: [String]) -> Canvas {
        var canvas = Canvas(size: Size(width: 12, height: lines.count), style: Self.style)
        for (row, line) in lines.enumerated() { canvas.write(line, x: 0, y: row, style: Self.style) }
        return canvas
    }

    @Test func theSameCellsBuiltApartAreUnchanged() {
        let first = canvas(["12:41", "Friday 漢字"]), second = canvas(["12:41", "Friday 漢字"])
        #expect(second.cellsChanged(since: first) == CanvasChanges(width: 12, cells: Array(repeating: false, count: 24), rows: [false, false]))
    }

    @Test func onlyTheCellsWrittenDifferentlyMayDiffer() {
        let first = canvas(["12:41", "Friday"])
        var second = canvas(["12:42", "Friday"])
        second.write("F", x: 0, y: 1, style: CellStyle(foreground: RGB(red: 255, green: 0, blue: 0), background: Self.style.background))
        let changes = second.cellsChanged(since: first)
        #expect(changes.cells.indices.filter { changes.cells[$0] } == [4, 12], "the minute's digit, and the letter recoloured")
        #expect(changes.rows == [true, true])
        #expect(changes.mayDiffer(x: 0, y: 1) && !changes.mayDiffer(x: 1, y: 1))
        var copy = first
        copy.copyCells(from: second, where: changes)
        #expect(copy == second, "the changed cells taken, the others kept")
    }

    @Test func cellsDifferingFromABlankAreTheOnesWritten() {
        let changes = canvas(["  41", ""]).cells(differingFrom: .blank(Self.style))
        #expect(changes.cells.indices.filter { changes.cells[$0] } == [2, 3])
        #expect(changes.rows == [true, false])
    }

    @Test func aCellHasNoPaddingSoRowsCompareWhole() {
        #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride, "every byte of a row is a field's")
    }

    @Test func aTextSpelledAnotherWayMayDifferThoughEqual() {
        let composed = canvas(["\u{E9}"]), decomposed = canvas(["e\u{301}"])
        #expect(composed[0, 0] == decomposed[0, 0], "Swift's strings compare canonically")
        #expect(decomposed.cellsChanged(since: composed).mayDiffer(x: 0, y: 0), "other bytes: compared again as cells by the screen")
    }
}
