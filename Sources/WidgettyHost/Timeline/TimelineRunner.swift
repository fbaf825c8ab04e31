import Foundation
import Synchronization
import WidgettyKit

/// Loads every widget's timeline, switches entries at their dates and reloads by policy.
///
/// Provider calls run as tasks off the event loop; when one finishes the
/// runner calls `onUpdate`, and the loop asks for the tiles' content again.
public final class TimelineRunner: Sendable {
    private let state: Mutex<[Int: InstanceState]>
    private let onUpdate: @Sendable () -> Void

    /// Creates a runner for instances keyed by slot, with the context each is shown in.
    public init(instances: [Int: (WidgetInstance, WidgetContext)], onUpdate: @escaping @Sendable () -> Void = {}) {
        var states: [Int: InstanceState] = [:]
        for (slot, (instance, context)) in instances { states[slot] = InstanceState(instance: instance, context: context) }
        state = Mutex(states)
        self.onUpdate = onUpdate
    }

    /// Starts a load for every instance whose reload is due at `date` (all of them at first).
    public func reloadDue(at date: Date) {
        let due: [(Int, WidgetInstance, WidgetContext)] = state.withLock { states in
            var due: [(Int, WidgetInstance, WidgetContext)] = []
            for (slot, record) in states where !record.isLoading && (record.timeline == nil && record.failure == nil || (record.nextReload.map { $0 <= date } ?? false)) {
                states[slot]?.isLoading = true
                due.append((slot, record.instance, record.context))
            }
            return due
        }
        for (slot, instance, context) in due {
            Task { await self.load(slot: slot, instance: instance, context: context, at: date) }
        }
    }

    /// Waits until every instance has an answer or a failure, or `timeout` seconds pass.
    public func waitForFirstLoads(timeout: Double) async {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while ContinuousClock.now < deadline {
            let pending = state.withLock { $0.values.contains { $0.timeline == nil && $0.failure == nil } }
            if !pending { return }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// What the tile of `slot` shows at `date`.
    public func content(of slot: Int, at date: Date) -> TileContent? {
        state.withLock { states in
            guard let record = states[slot] else { return nil }
            if let entry = record.entry(at: date) { return .entry(entry) }
            if let failure = record.failure { return .failure(failure) }
            return .placeholder(record.instance.placeholder(in: record.context, at: date))
        }
    }

    /// The next moment something changes by itself: an entry's date or a reload.
    public func nextWakeDate(after date: Date) -> Date? {
        state.withLock { states in
            states.values.compactMap { $0.nextWakeDate(after: date) }.min()
        }
    }

    private func load(slot: Int, instance: WidgetInstance, context: WidgetContext, at date: Date) async {
        let result: Result<ErasedTimeline, any Error>
        do { result = .success(try await instance.timeline(in: context, at: date)) } catch { result = .failure(error) }
        state.withLock { states in
            states[slot]?.isLoading = false
            switch result {
            case .success(let timeline):
                states[slot]?.timeline = timeline
                states[slot]?.failure = nil
                states[slot]?.nextReload = InstanceState.reloadDate(for: timeline)
            case .failure(let error):
                states[slot]?.failure = String(describing: error)
                states[slot]?.nextReload = date.addingTimeInterval(60)
            }
        }
        onUpdate()
    }
}
