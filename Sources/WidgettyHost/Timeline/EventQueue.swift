import FoundationEssentials
import HeapModule

/// The sources' next events in date order: a binary heap, so each event costs O(log n).
///
/// A source is rescheduled by pushing a new event with a higher generation;
/// older events of that source are skipped when they reach the top.
struct EventQueue {
    struct Event: Comparable {
        let date: Date
        let source: Int
        let generation: Int

        static func < (lhs: Event, rhs: Event) -> Bool {
            (lhs.date, lhs.source, lhs.generation) < (rhs.date, rhs.source, rhs.generation)
        }
    }

    private var heap = Heap<Event>()

    /// Adds an event.
    mutating func push(_ event: Event) {
        heap.insert(event)
    }

    /// The earliest event still current, dropping outdated ones on the way.
    mutating func first(isCurrent: (Event) -> Bool) -> Event? {
        while let top = heap.min {
            if isCurrent(top) { return top }
            heap.removeMin()
        }
        return nil
    }

    /// Removes the earliest event.
    mutating func removeFirst() {
        _ = heap.popMin()
    }
}
