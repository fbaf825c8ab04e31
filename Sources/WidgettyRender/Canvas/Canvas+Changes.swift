import Glibc

extension Canvas {
    /// Which cells may differ from `old`'s (`old` of the same size), read from their bytes, without copying each cell:
    /// at ten frames a second of one changing tile, copying every cell of a 200 × 60 screen to compare it was half the
    /// dashboard's CPU. A cell has no padding (`Cell.filler`), so a row of the same bytes is a row of the same cells.
    public func cellsChanged(since old: Canvas) -> CanvasChanges {
        precondition(old.size == size, "only canvases of one size are compared")
        let length = MemoryLayout<Cell>.size, stride = MemoryLayout<Cell>.stride
        // The last word of a cell is read whole: it must lie within the cell's stride.
        precondition((length + 7) / 8 * 8 <= stride, "a cell's padding leaves room to read its last word whole")
        let width = size.width
        var rows = [Bool](repeating: false, count: size.height)
        let cellsChanged = cells.withUnsafeBytes { new in
            old.cells.withUnsafeBytes { was in
                [Bool](unsafeUninitializedCapacity: cells.count) { changed, count in
                    guard let new = new.baseAddress, let was = was.baseAddress, let changed = changed.baseAddress else { return }
                    for row in 0..<size.height {
                        let first = row * width
                        if length == stride, memcmp(new + first * stride, was + first * stride, width * stride) == 0 {
                            (changed + first).initialize(repeating: false, count: width)
                            continue
                        }
                        for index in first..<(first + width) {
                            let differs = !Self.sameBytes(new + index * stride, was + index * stride, count: length)
                            (changed + index).initialize(to: differs)
                            if differs { rows[row] = true }
                        }
                    }
                    count = cells.count
                }
            }
        }
        return CanvasChanges(width: width, cells: cellsChanged, rows: rows)
    }

    /// Which cells may differ from `cell`, read from their bytes as `cellsChanged(since:)` reads them: a frame drawn
    /// whole on a screen filled with `cell` puts only these.
    public func cells(differingFrom cell: Cell) -> CanvasChanges {
        let length = MemoryLayout<Cell>.size, stride = MemoryLayout<Cell>.stride
        precondition((length + 7) / 8 * 8 <= stride, "a cell's padding leaves room to read its last word whole")
        var rows = [Bool](repeating: false, count: size.height)
        var model = cell
        let differing = withUnsafeBytes(of: &model) { model in
            cells.withUnsafeBytes { new in
                [Bool](unsafeUninitializedCapacity: cells.count) { changed, count in
                    guard let model = model.baseAddress, let new = new.baseAddress, let changed = changed.baseAddress else { return }
                    for index in 0..<cells.count {
                        let differs = !Self.sameBytes(new + index * stride, model, count: length)
                        (changed + index).initialize(to: differs)
                        if differs { rows[index / size.width] = true }
                    }
                    count = cells.count
                }
            }
        }
        return CanvasChanges(width: size.width, cells: differing, rows: rows)
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

    /// Whether the `count` bytes at `first` and `second` are the same, compared eight at a time; the last word is read
    /// whole and masked (`cellsChanged` reads a cell's bytes within its stride, whose padding makes room for it).
    @inline(__always)
    private static func sameBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            guard first.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == second.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        guard offset < count else { return true }
        let mask = UInt64.max >> (64 - 8 * UInt64(count - offset))
        return (first.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) & mask == 0
    }
}
