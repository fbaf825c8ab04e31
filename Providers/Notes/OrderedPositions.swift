/// Positions in a line, in order, searched for the first at or after a point: in a step or two when asked in the
/// order of the line, as the inline parser reads it, else by binary search.
struct OrderedPositions {
    private var positions: [Int] = []
    /// Where the last answer was found.
    private var cursor = 0

    /// Adds `position`, after every one already there.
    mutating func append(_ position: Int) {
        positions.append(position)
    }

    /// The first position at or after `start` and before `end`.
    mutating func first(from start: Int, before end: Int) -> Int? {
        seek(start)
        return cursor < positions.count && positions[cursor] < end ? positions[cursor] : nil
    }

    /// The index of `position` among them, if it is one.
    mutating func index(of position: Int) -> Int? {
        seek(position)
        return cursor < positions.count && positions[cursor] == position ? cursor : nil
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
