/// Positions in a line, in order, searched for the first at or after a point: in a step or two when asked in the
/// order of the line, as the inline parser reads it, else by binary search. Kept as 32-bit numbers (half the memory
/// of a line of a million brackets): the inline parser reads no line of 2 GiB or more.
struct OrderedPositions {
    private var positions: [Int32] = []
    /// Where the last answer was found.
    private var cursor = 0

    /// Adds `position`, after every one already there.
    mutating func append(_ position: Int) {
        positions.append(Int32(truncatingIfNeeded: position))
    }

    /// The first position at or after `start` and before `end`.
    mutating func first(from start: Int, before end: Int) -> Int? {
        seek(start)
        return cursor < positions.count && positions[cursor] < end ? Int(positions[cursor]) : nil
    }

    /// The index of `position` among them, if it is one.
    mutating func index(of position: Int) -> Int? {
        seek(position)
        return cursor < positions.count && Int(positions[cursor]) == position ? cursor : nil
    }

    /// Moves the cursor to the first position at least `value`.
    private mutating func seek(_ value: Int) {
        let isBehind = cursor > 0 && positions[cursor - 1] >= value
        var steps = 0
        while !isBehind, steps < 4, cursor < positions.count, positions[cursor] < value {
            cursor += 1
            steps += 1
        }
        guard isBehind || (cursor < positions.count && positions[cursor] < value) else { return }
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < value { low = middle + 1 } else { high = middle }
        }
        cursor = low
    }
}
