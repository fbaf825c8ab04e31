import Glibc

extension Canvas {
    /// Which cells may differ from `old`'s (`old` of the same size), read from their bytes, without copying each cell:
    /// at ten frames a second of one changing tile, copying every cell of a 200 × 60 screen to compare it was half the
    /// dashboard's CPU.
    public func cellsChanged(since old: Canvas) -> CanvasChanges {
        precondition(old.size == size, "only canvases of one size are compared")
        return old.cells.withUnsafeBytes { changes(against: $0.baseAddress, step: MemoryLayout<Cell>.stride) }
    }

    /// Which cells may differ from `cell`, read from their bytes as `cellsChanged(since:)` reads them: a frame drawn
    /// whole on a screen filled with `cell` puts only these.
    public func cells(differingFrom cell: Cell) -> CanvasChanges {
        var model = cell
        return withUnsafeBytes(of: &model) { changes(against: $0.baseAddress, step: 0) }
    }

    /// Takes `source`'s cells where `changes` (`source.cellsChanged(since: self)`) says they may differ, in place:
    /// this canvas then holds the same cells as `source` without sharing its storage (which the next change of
    /// either would copy whole).
    public mutating func copyCells(from source: Canvas, where changes: CanvasChanges) {
        precondition(source.size == size && changes.cells.count == cells.count, "only canvases of one size are copied")
        for row in changes.rows.indices where changes.rows[row] {
            for index in (row * size.width)..<((row + 1) * size.width) where changes.cells[index] { cells[index] = source.cells[index] }
        }
    }

    /// The cells whose bytes differ from those at `other`, the cell of index `i` compared with the bytes `i × step`
    /// past it (`step` 0: one cell for all). A `Cell` has no padding (`Cell.filler`), so equal bytes are the same cell,
    /// and a row of another canvas is compared whole first.
    private func changes(against other: UnsafeRawPointer?, step: Int) -> CanvasChanges {
        let stride = MemoryLayout<Cell>.stride
        precondition(MemoryLayout<Cell>.size == stride && stride % 8 == 0, "a cell is whole words, with no padding")
        let width = size.width
        var rows = [Bool](repeating: false, count: size.height)
        let differing = cells.withUnsafeBytes { new in
            [Bool](unsafeUninitializedCapacity: cells.count) { changed, count in
                guard let new = new.baseAddress, let other, let changed = changed.baseAddress else { return }
                for row in 0..<size.height {
                    let first = row * width
                    if step == stride, memcmp(new + first * stride, other + first * stride, width * stride) == 0 {
                        (changed + first).initialize(repeating: false, count: width)
                        continue
                    }
                    for index in first..<(first + width) {
                        let differs = !Self.sameWords(new + index * stride, other + index * step, count: stride / 8)
                        (changed + index).initialize(to: differs)
                        if differs { rows[row] = true }
                    }
                }
                count = cells.count
            }
        }
        return CanvasChanges(width: width, cells: differing, rows: rows)
    }

    /// Whether the `count` eight-byte words at `first` and `second` are the same.
    @inline(__always)
    private static func sameWords(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        for word in 0..<count where first.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            != second.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) {
            return false
        }
        return true
    }
}
