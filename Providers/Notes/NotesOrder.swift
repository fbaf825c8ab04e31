import FoundationEssentials
import HeapModule

/// The notes of a listing in the order a tile shows them, taken one at a time: pinned notes first in the order
/// `pinned` names them, then the newest first (by name among equals).
///
/// A tile reads a dozen notes of a folder that may hold thousands: the notes are heaped once (linear time) and
/// each one taken costs a logarithm, instead of sorting the whole folder. Taking every note gives what sorting
/// them would.
struct NotesOrder: IteratorProtocol {
    /// A note with its pin rank, compared so that the smallest comes first.
    private struct Ranked: Comparable {
        /// Its place in `pinned`; `Int.max` when not pinned.
        var rank: Int
        var item: FolderListing.Item

        static func < (left: Ranked, right: Ranked) -> Bool {
            if left.rank != right.rank { return left.rank < right.rank }
            if left.item.modified != right.item.modified { return left.item.modified > right.item.modified }
            return left.item.name < right.item.name
        }

        static func == (left: Ranked, right: Ranked) -> Bool {
            left.rank == right.rank && left.item == right.item
        }
    }

    private var heap: Heap<Ranked>

    /// The order of `items`; each one's pin rank is looked up once, and only when something is pinned.
    init(_ items: [FolderListing.Item], pinned: [String]) {
        guard !pinned.isEmpty else {
            heap = Heap(items.lazy.map { Ranked(rank: .max, item: $0) })
            return
        }
        let rank = Dictionary(pinned.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        heap = Heap(items.lazy.map { Ranked(rank: rank[$0.name] ?? .max, item: $0) })
    }

    /// The next note in order; nil once every note has been taken.
    mutating func next() -> FolderListing.Item? {
        heap.popMin()?.item
    }
}
