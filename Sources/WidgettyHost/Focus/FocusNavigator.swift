import WidgettyRender

/// Finds the tile focus moves to: the next in reading order, the nearest in a direction, or the n-th.
///
/// Pure: it reads the tiles' frames (home-screen cells, before scrolling) and nothing else.
public struct FocusNavigator: Sendable {
    /// The tiles, in any order.
    public let tiles: [TilePlacement]

    /// A navigator over the placed tiles.
    public init(tiles: [TilePlacement]) {
        self.tiles = tiles
    }

    /// The tiles' slots in reading order: top to bottom, then left to right.
    public var readingOrder: [Int] {
        tiles.sorted { ($0.frame.y, $0.frame.x, $0.slot) < ($1.frame.y, $1.frame.x, $1.slot) }.map(\.slot)
    }

    /// The slot after `slot` in reading order (`forward`), or before it, wrapping around; the first (or last) when nothing has focus.
    public func step(from slot: Int?, forward: Bool) -> Int? {
        let order = readingOrder
        guard !order.isEmpty else { return nil }
        guard let slot, let index = order.firstIndex(of: slot) else { return forward ? order.first : order.last }
        let next = (index + (forward ? 1 : order.count - 1)) % order.count
        return order[next]
    }

    /// The `number`-th tile in reading order (from 1), if there are that many.
    public func tile(number: Int) -> Int? {
        let order = readingOrder
        return order.indices.contains(number - 1) ? order[number - 1] : nil
    }

    /// The tile nearest to `slot`'s in `direction`, or nil when none lies that way.
    ///
    /// A candidate must lie wholly beyond the focused tile's edge in that direction. The
    /// nearest is the one with the smallest gap along the direction plus twice its offset
    /// across it (zero when they overlap across), with rows counted as two columns, as a
    /// cell is about twice as tall as it is wide; ties go to reading order.
    public func neighbour(of slot: Int, in direction: FocusDirection) -> Int? {
        guard let from = tiles.first(where: { $0.slot == slot })?.frame else { return nil }
        let order = readingOrder
        return tiles
            .filter { $0.slot != slot }
            .compactMap { tile -> (score: Int, rank: Int, slot: Int)? in
                guard let score = Self.score(from: from, to: tile.frame, direction) else { return nil }
                return (score, order.firstIndex(of: tile.slot) ?? 0, tile.slot)
            }
            .min { ($0.score, $0.rank) < ($1.score, $1.rank) }?
            .slot
    }

    /// How far `to` is from `from` going in `direction`, or nil when it is not that way.
    private static func score(from: Rect, to: Rect, _ direction: FocusDirection) -> Int? {
        let along: Int, across: Int
        switch direction {
        case .right, .left:
            guard direction == .right ? to.x >= from.maxX : to.maxX <= from.x else { return nil }
            along = direction == .right ? to.x - from.maxX : from.x - to.maxX
            across = 2 * gap(from.y..<from.maxY, to.y..<to.maxY)
        case .down, .up:
            guard direction == .down ? to.y >= from.maxY : to.maxY <= from.y else { return nil }
            along = 2 * (direction == .down ? to.y - from.maxY : from.y - to.maxY)
            across = gap(from.x..<from.maxX, to.x..<to.maxX)
        }
        return along + 2 * across
    }

    /// The distance between two ranges; zero when they overlap.
    private static func gap(_ first: Range<Int>, _ second: Range<Int>) -> Int {
        max(0, max(first.lowerBound, second.lowerBound) - min(first.upperBound, second.upperBound))
    }
}
