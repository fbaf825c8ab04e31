import FoundationEssentials
import Testing
import WidgettyTestSupport
@testable import NotesProvider

/// The notes taken one at a time from a heap come in the order sorting the whole folder gives.
@Suite struct NotesOrderTests {
    /// The order the tile shows, by sorting everything: pinned first in `pinned`'s order, then newest first, then by name.
    private static func sorted(_ items: [FolderListing.Item], pinned: [String]) -> [FolderListing.Item] {
        func rank(_ item: FolderListing.Item) -> Int { pinned.firstIndex(of: item.name) ?? .max }
        return items.sorted { left, right in
            if rank(left) != rank(right) { return rank(left) < rank(right) }
            if left.modified != right.modified { return left.modified > right.modified }
            return left.name < right.name
        }
    }

    private static func drained(_ items: [FolderListing.Item], pinned: [String]) -> [FolderListing.Item] {
        let order = NotesOrder(items, pinned: pinned)
        return Array(IteratorSequence(order))
    }

    @Test func pinnedFirstThenNewestThenByName() {
        let minute = Date(timeIntervalSince1970: 1_795_359_600)
        let items = [
            FolderListing.Item(name: "b.md", modified: minute),
            FolderListing.Item(name: "old.md", modified: minute - 3_600),
            FolderListing.Item(name: "a.md", modified: minute),
            FolderListing.Item(name: "new.md", modified: minute + 60),
            FolderListing.Item(name: "todo.md", modified: minute - 7_200),
            FolderListing.Item(name: "plan.md", modified: minute - 10),
        ]
        let names = Self.drained(items, pinned: ["todo.md", "gone.md", "plan.md", "todo.md"]).map(\.name)
        #expect(names == ["todo.md", "plan.md", "new.md", "a.md", "b.md", "old.md"])
        #expect(Self.drained([], pinned: ["todo.md"]).isEmpty)
    }

    /// Folders of every size up to a few thousand notes, many saved in the same second and some pinned (names in
    /// `pinned` twice, or in no folder): every note comes once, in the sorted order, and a partial take is its prefix.
    @Test func takingEveryNoteGivesTheSortedOrder() {
        var random = SeededRandom(seed: 26)
        for round in 0..<60 {
            let count = round < 50 ? Int.random(in: 0...40, using: &random) : Int.random(in: 1_000...3_000, using: &random)
            let seconds = Int.random(in: 1...max(1, count), using: &random)
            let items = (0..<count).map { index in
                FolderListing.Item(name: "note-\(Int.random(in: 0...9, using: &random))-\(index).md",
                                   modified: Date(timeIntervalSince1970: 1_795_359_600 + Double(Int.random(in: 0..<seconds, using: &random))))
            }.shuffled(using: &random)
            var pinned = (0..<Int.random(in: 0...4, using: &random)).compactMap { _ in items.randomElement(using: &random)?.name }
            if Bool.random(using: &random) { pinned.append("not-in-the-folder.md") }
            let expected = Self.sorted(items, pinned: pinned)
            #expect(Self.drained(items, pinned: pinned) == expected, "round \(round): \(count) notes, pinned \(pinned)")
            var order = NotesOrder(items, pinned: pinned)
            let first = (0..<min(12, count)).compactMap { _ in order.next() }
            #expect(first == Array(expected.prefix(12)), "round \(round): the first twelve")
        }
    }
}
