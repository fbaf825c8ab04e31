import Foundation
import WidgettyKit

/// Every source's timeline and reload times, and the queue of their next events; pure and synchronous.
///
/// The runner owns one behind a lock and feeds it the time. Advancing pops
/// due events from a heap, so each entry switch, reload or timeout costs
/// O(log n) in the number of sources. A second heap holds only reloads and
/// deadlines, so the loop's next wake with some tiles off screen costs
/// O(log n) plus the tiles shown.
struct TimelineSchedule {
    /// One fetch unit, shared by every slot whose widget has the same `SourceKey`.
    struct Source {
        let key: SourceKey
        let instance: WidgetInstance
        var context: WidgetContext
        var state = SourceState()
    }

    /// A provider call to start.
    struct LoadRequest {
        let source: Int
        let token: Int
        let instance: WidgetInstance
        let context: WidgetContext
    }

    let policy: SchedulingPolicy
    private(set) var sources: [Int: Source] = [:]
    private(set) var slots: [Int: Int] = [:]
    private var sourceIDs: [SourceKey: Int] = [:]
    /// Every source's next event: entry switch, reload or deadline.
    private var queue = EventQueue()
    /// Every source's next reload or deadline: what wakes the loop even when the source is off screen.
    private var attention = EventQueue()
    /// Sources with neither a timeline nor a failure yet.
    private var awaitingFirstLoad: Set<Int> = []
    private var nextSourceID = 0
    private var nextToken = 0

    init(policy: SchedulingPolicy) {
        self.policy = policy
    }

    /// Shows `instances` by slot from now on: keeps the sources (and data) of unchanged widgets,
    /// adds new ones due at once, and returns the tokens of loads to cancel for removed ones.
    mutating func configure(_ instances: [Int: (WidgetInstance, WidgetContext)], at now: Date) -> [Int] {
        var kept: [SourceKey: Int] = [:]
        slots = [:]
        for (slot, (instance, context)) in instances.sorted(by: { $0.key < $1.key }) {
            let key = SourceKey(instance.config)
            let id: Int
            if let existing = kept[key] ?? sourceIDs[key] {
                id = existing
                sources[id]?.context = context
            } else {
                id = nextSourceID
                nextSourceID += 1
                sources[id] = Source(key: key, instance: instance, context: context)
                sources[id]?.state.nextReload = now
                awaitingFirstLoad.insert(id)
                reschedule(id, after: now)
            }
            kept[key] = id
            slots[slot] = id
        }
        let removed = sourceIDs.filter { kept[$0.key] == nil }.map(\.value)
        let cancelled = removed.compactMap { sources[$0]?.state.load?.token }
        for id in removed {
            sources[id] = nil
            awaitingFirstLoad.remove(id)
        }
        sourceIDs = kept
        return cancelled
    }

    /// Handles every event due by `now`: entries switch, due reloads become load requests, and
    /// loads past their deadline fail with a timeout (their tokens are returned to cancel).
    mutating func advance(to now: Date) -> (loads: [LoadRequest], timedOut: [Int]) {
        var loads: [LoadRequest] = []
        var timedOut: [Int] = []
        while let event = queue.first(isCurrent: isCurrent), event.date <= now {
            queue.removeFirst()
            guard let index = sources.index(forKey: event.source) else { continue }
            let state = sources.values[index].state
            if let load = state.load, load.deadline <= now {
                timedOut.append(load.token)
                fail(event.source, error: ProviderTimeout(seconds: sources.values[index].key.timeout), at: now)
                continue
            }
            if state.load == nil, let reload = state.nextReload, reload <= now {
                loads.append(startLoad(at: index, now: now))
            }
            reschedule(event.source, after: now)
        }
        return (loads, timedOut)
    }

    /// Marks the source at `index` as loading from `now` and makes its request; loads the budget counts are recorded.
    private mutating func startLoad(at index: Dictionary<Int, Source>.Index, now: Date) -> LoadRequest {
        let token = nextToken
        nextToken += 1
        let source = sources.values[index]
        sources.values[index].state.load = .init(token: token, started: now, deadline: now.addingTimeInterval(source.key.timeout))
        if !source.state.reloadIsUserRequested {
            sources.values[index].state.recentLoads = policy.budget.trimmed(source.state.recentLoads, at: now) + [now]
        }
        sources.values[index].state.reloadIsUserRequested = false
        var context = source.context
        context.date = now
        return LoadRequest(source: sources.keys[index], token: token, instance: source.instance, context: context)
    }

    /// Records a provider's answer; answers from a load that is no longer current are ignored.
    mutating func complete(source id: Int, token: Int, with result: Result<ErasedTimeline, any Error>, at now: Date) {
        guard sources[id]?.state.load?.token == token else { return }
        switch result {
        case .success(let timeline):
            succeed(id, timeline: timeline, at: now)
        case .failure(let error):
            fail(id, error: error, at: now)
        }
    }

    /// Makes the sources of `kind` (all when nil) due now, outside the budget; returns how many widgets they feed.
    mutating func requestReload(kind: String?, at now: Date) -> Int {
        requestReload(of: Set(sources.filter { kind == nil || $0.value.key.kind == kind }.map(\.key)), at: now)
    }

    /// Asks for the source of the tile of `slot` (shared with identical widgets) to reload now, outside the budget.
    mutating func requestReload(slot: Int, at now: Date) {
        _ = requestReload(of: Set(slots[slot].map { [$0] } ?? []), at: now)
    }

    /// Asks the sources `matching` to reload now, outside the budget; returns how many tiles they feed.
    private mutating func requestReload(of matching: Set<Int>, at now: Date) -> Int {
        for id in matching where sources[id]?.state.load == nil {
            makeDue(id, at: now)
        }
        return slots.values.filter(matching.contains).count
    }

    /// The source feeding the tile of `slot`, which an intent performed there reloads.
    func source(of slot: Int) -> Int? {
        slots[slot]
    }

    /// Records the end of an intent performed for source `id`: a success makes it due now, outside the
    /// budget, superseding a load under way (whose token is returned to cancel), as its data may predate
    /// the intent; a failure is kept in words, with the data, until something succeeds.
    mutating func intentFinished(source id: Int, title: String, error: (any Error)?, at now: Date) -> Int? {
        guard let state = sources[id]?.state, let instance = sources[id]?.instance else { return nil }
        if let error {
            sources[id]?.state.intentFailure = "\(title) failed · \(FailureWording.describe(error, displayName: instance.displayName).message)"
            return nil
        }
        sources[id]?.state.intentFailure = nil
        sources[id]?.state.load = nil
        makeDue(id, at: now)
        return state.load?.token
    }

    /// Why the last intent performed for the tile of `slot` failed; nil when it did not.
    func intentFailure(of slot: Int) -> String? {
        slots[slot].flatMap { sources[$0]?.state.intentFailure }
    }

    /// When the load under way for the tile of `slot` started; nil when none runs.
    func loadStarted(of slot: Int) -> Date? {
        slots[slot].flatMap { sources[$0]?.state.load?.started }
    }

    /// What the tile of `slot` shows at `date`.
    func content(of slot: Int, at date: Date) -> TileContent? {
        guard let id = slots[slot], let source = sources[id] else { return nil }
        let state = source.state
        if let entry = state.entry(at: date) {
            guard let updated = state.updated, state.failure != nil || state.oldAfter.map({ date >= $0 }) == true else {
                return .entry(entry, stale: nil)
            }
            return .entry(entry, stale: state.failure.map { .failed(updated: updated, $0) } ?? .old(updated: updated))
        }
        if let failure = state.failure { return .failure(failure) }
        var context = source.context
        context.date = date
        return .placeholder(source.instance.placeholder(in: context))
    }

    /// The next moment the loop must wake while only `visibleSlots` are on screen: any source's reload
    /// or deadline, and the next entry of the sources shown. An entry switch off screen needs no wake:
    /// a tile's content is looked up when it is drawn.
    mutating func nextWakeDate(showing visibleSlots: Set<Int>, after now: Date) -> Date? {
        var next = attention.first(isCurrent: isCurrentAttention)?.date
        for slot in visibleSlots {
            guard let id = slots[slot], let state = sources[id]?.state else { continue }
            // The next entry, and the moment the data shown turn old and the tile says so.
            let ages = state.oldAfter.flatMap { $0 > now && state.failure == nil ? $0 : nil }
            for date in [state.nextEntryDate(after: now), ages].compactMap({ $0 }) { next = min(next ?? date, date) }
        }
        return next
    }

    /// The next moment any source needs attention.
    mutating func nextWakeDate() -> Date? {
        queue.first(isCurrent: isCurrent)?.date
    }

    /// Whether any source is waiting for its first answer.
    var isAwaitingFirstLoads: Bool { !awaitingFirstLoad.isEmpty }

    private func isCurrent(_ event: EventQueue.Event) -> Bool {
        sources[event.source]?.state.generation == event.generation
    }

    private func isCurrentAttention(_ event: EventQueue.Event) -> Bool {
        sources[event.source]?.state.attentionGeneration == event.generation
    }

    private mutating func succeed(_ id: Int, timeline: ErasedTimeline, at now: Date) {
        guard var state = sources[id]?.state, let instance = sources[id]?.instance else { return }
        state.load = nil
        state.timeline = timeline
        state.updated = now
        state.failure = nil
        state.intentFailure = nil
        state.consecutiveFailures = 0
        state.nextReload = SourceState.requestedReload(for: timeline).map { policy.budget.earliest($0, after: state.recentLoads, localInterval: instance.localReloadInterval) }
        state.oldAfter = (state.nextReload ?? now.addingTimeInterval(SourceState.neverInterval)).addingTimeInterval(SourceState.ageGrace)
        sources[id]?.state = state
        awaitingFirstLoad.remove(id)
        reschedule(id, after: now)
    }

    private mutating func fail(_ id: Int, error: any Error, at now: Date) {
        guard var state = sources[id]?.state, let instance = sources[id]?.instance else { return }
        let (message, isRetryable) = FailureWording.describe(error, displayName: instance.displayName)
        state.load = nil
        state.consecutiveFailures += 1
        let delay = policy.backoff.delay(afterFailures: state.consecutiveFailures, unit: policy.jitterUnit())
        let retryAt = isRetryable ? now.addingTimeInterval(delay) : nil
        state.failure = LoadFailure(message: message, retryAt: retryAt)
        state.nextReload = retryAt
        sources[id]?.state = state
        awaitingFirstLoad.remove(id)
        reschedule(id, after: now)
    }

    /// Makes source `id` due now, outside the budget.
    private mutating func makeDue(_ id: Int, at now: Date) {
        sources[id]?.state.nextReload = now
        sources[id]?.state.reloadIsUserRequested = true
        reschedule(id, after: now)
    }

    /// Queues the source's next event, and its next reload or deadline when that changed; earlier events go stale.
    private mutating func reschedule(_ id: Int, after now: Date) {
        guard let index = sources.index(forKey: id) else { return }
        sources.values[index].state.generation += 1
        let state = sources.values[index].state
        if let date = state.nextEvent(after: now) {
            queue.push(.init(date: date, source: id, generation: state.generation))
        }
        guard state.attentionDate != state.queuedAttentionDate else { return }
        sources.values[index].state.attentionGeneration += 1
        sources.values[index].state.queuedAttentionDate = state.attentionDate
        if let date = state.attentionDate {
            attention.push(.init(date: date, source: id, generation: sources.values[index].state.attentionGeneration))
        }
    }
}
