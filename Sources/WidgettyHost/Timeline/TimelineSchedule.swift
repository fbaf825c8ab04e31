import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// Every source's timeline and reload times, and the queue of their next events; pure and synchronous.
///
/// The runner owns one behind a lock and feeds it the time. Advancing pops
/// due events from a heap, so each entry switch, reload or timeout costs
/// O(log n) in the number of sources. A second heap holds only reloads and
/// deadlines, so the loop's next wake with some tiles off screen costs
/// O(log n) plus the tiles shown and the sources failing.
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
        /// Its answer is routine, logged at debug rather than info: the widget asked for the load itself after a good
        /// answer, as a listening program does for each frame. A first answer, one after a failure (a recovery, a
        /// restarted program's first frame) and whatever the schedule or a person asked for are logged at info.
        let isRoutine: Bool
    }

    let policy: SchedulingPolicy
    /// Whether a widget whose loads have all failed is drawn as its sample (the embedded demo), not its failure.
    let failuresShowSamples: Bool
    /// How long a retry whose failure would draw nothing new may wait for a wake the loop makes anyway, in seconds.
    static let quietRetryWait: Double = 60
    private(set) var sources: [Int: Source] = [:]
    /// The source feeding each widget, by position.
    private(set) var slots: [WidgetPosition: Int] = [:]
    private var sourceIDs: [SourceKey: Int] = [:]
    /// Every source's next event: entry switch, reload or deadline.
    private var queue = EventQueue()
    /// Every source's next reload or deadline (`SourceState.wakingDate`): what wakes the loop even when the source is off screen.
    private var attention = EventQueue()
    /// The sources whose last load failed: their retries wake the loop, at once where the tile says when (`isQuiet`).
    private var failing: Set<Int> = []
    /// The positions the loop last said it shows (`nextWakeDate(showing:after:)`); nil until it says.
    private var shown: Set<WidgetPosition>?
    /// Sources with neither a timeline nor a failure yet.
    private var awaitingFirstLoad: Set<Int> = []
    private var nextSourceID = 0
    private var nextToken = 0

    init(policy: SchedulingPolicy, failuresShowSamples: Bool = false) {
        self.policy = policy
        self.failuresShowSamples = failuresShowSamples
    }

    /// Shows `instances` by slot from now on: keeps the sources (and data) of unchanged widgets,
    /// adds new ones due at once (their loads give `reason`), and returns the tokens of loads to cancel for removed ones.
    mutating func configure(_ instances: [WidgetPosition: (WidgetInstance, WidgetContext)], reason: ReloadReason,
                            at now: Date) -> [Int] {
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
                sources[id]?.state.requestedReason = reason
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
            failing.remove(id)
        }
        sourceIDs = kept
        return cancelled
    }

    /// Handles every event due by `now`: entries switch, due reloads become load requests, and
    /// loads past their deadline fail with a timeout (their tokens are returned to cancel).
    /// With `onlyFirstLoads`, reloads of sources that already answered stay queued for a later advance:
    /// a wait for first answers must not retry a failure it has already shown.
    mutating func advance(to now: Date, onlyFirstLoads: Bool = false) -> (loads: [LoadRequest], timedOut: [Int]) {
        var loads: [LoadRequest] = []
        var timedOut: [Int] = []
        var held: [EventQueue.Event] = []
        defer { for event in held { queue.push(event) } }
        while let event = queue.first(isCurrent: isCurrent), event.date <= now {
            queue.removeFirst()
            guard let index = sources.index(forKey: event.source) else { continue }
            if let bell = sources.values[index].state.bellDate, bell <= now {
                sources.values[index].state.bellDate = sources.values[index].state.nextBellDate(after: now)
            }
            let state = sources.values[index].state
            if let load = state.load, load.deadline <= now {
                timedOut.append(load.token)
                fail(event.source, error: ProviderTimeout(seconds: sources.values[index].key.timeout), at: now)
                continue
            }
            if state.load == nil, let reload = state.nextReload, reload <= now {
                guard !onlyFirstLoads || awaitingFirstLoad.contains(event.source) else {
                    held.append(event)
                    continue
                }
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
        let reason = source.state.reloadReason(at: now)
        if reason != .manual && reason != .action {
            sources.values[index].state.recentLoads = policy.budget.trimmed(source.state.recentLoads, at: now) + [now]
        }
        sources.values[index].state.requestedReason = nil
        sources.values[index].state.isOwnRequest = false
        var context = source.context
        context.date = now
        context.reloadReason = reason
        let isRoutine = source.state.isOwnRequest && source.state.failure == nil && source.state.timeline != nil
        return LoadRequest(source: sources.keys[index], token: token, instance: source.instance, context: context, isRoutine: isRoutine)
    }

    /// Records a provider's answer; answers from a load that is no longer current are ignored. Returns whether the loop
    /// need not hear of it: a failure that draws nothing new (`isQuiet`), after a failure unless its tiles are hidden.
    @discardableResult
    mutating func complete(source id: Int, token: Int, with result: Result<ErasedTimeline, any Error>, at now: Date) -> Bool {
        guard let state = sources[id]?.state, state.load?.token == token else { return false }
        switch result {
        case .success(let timeline):
            succeed(id, timeline: timeline, at: now)
            return false
        case .failure(let error):
            let changesNothingShown = isHiddenMember(id) || state.failure != nil && isQuiet(id, at: now)
            fail(id, error: error, at: now)
            return changesNothingShown
        }
    }

    /// Makes the sources of `kind` (all when nil) due now, outside the budget; returns how many widgets they feed.
    mutating func requestReload(kind: String?, at now: Date) -> Int {
        requestReload(of: Set(sources.filter { kind == nil || $0.value.key.kind == kind }.map(\.key)), at: now)
    }

    /// Asks for the source of the widget at `position` (shared with identical widgets) to reload now, outside the budget.
    mutating func requestReload(_ position: WidgetPosition, at now: Date) {
        _ = requestReload(of: Set(slots[position].map { [$0] } ?? []), at: now)
    }

    /// Asks the sources `matching` to reload now, outside the budget; returns how many tiles they feed.
    private mutating func requestReload(of matching: Set<Int>, at now: Date) -> Int {
        for id in matching where sources[id]?.state.load == nil {
            makeDue(id, reason: .manual, at: now)
        }
        return slots.values.filter(matching.contains).count
    }

    /// What a widget's own request for a reload (through its `WidgetCenter`) did.
    enum OwnRequest: Equatable {
        /// The load is due now: the caller starts it.
        case dueNow
        /// It comes by itself: after the load under way (its data may predate what the request is about), or it was
        /// already due.
        case onItsWay
        /// Too soon after the last answer (`ownReloadSpacing`): nothing was scheduled; ask again after this many seconds.
        case askAgain(after: Double)
    }

    /// Makes source `id` due now, outside the budget, as its own `WidgetCenter` asks, once `ownReloadSpacing` has passed
    /// since its last timeline arrived; with a load under way, once that load answers. A request made by someone else
    /// stays theirs, and comes at once.
    mutating func requestReload(source id: Int, at now: Date) -> OwnRequest {
        guard let state = sources[id]?.state else { return .onItsWay }
        guard state.load == nil else {
            sources[id]?.state.spacesReloadAfterLoad = !state.reloadsAfterLoad || state.spacesReloadAfterLoad
            sources[id]?.state.reloadsAfterLoad = true
            return .onItsWay
        }
        guard state.requestedReason == nil || state.isOwnRequest else { return .onItsWay }
        if let updated = state.updated, case let wait = updated.addingTimeInterval(policy.ownReloadSpacing).timeIntervalSince(now), wait > 0 {
            return .askAgain(after: wait)
        }
        guard state.nextReload != now || state.requestedReason == nil else { return .onItsWay }
        makeDue(id, reason: .manual, at: now)
        sources[id]?.state.isOwnRequest = true
        return .dueNow
    }

    /// Gives every source's later loads `scheme`, as the person switched dark and light, and makes the sources whose
    /// timeline depends on it due now, outside the budget (a load under way, begun in the old scheme, is followed by
    /// another once it answers); returns how many sources reload.
    mutating func changeColorScheme(to scheme: ColorScheme, at now: Date) -> Int {
        var reloading = 0
        for id in sources.keys.sorted() {
            guard let source = sources[id], source.context.colorScheme != scheme else { continue }
            sources[id]?.context.colorScheme = scheme
            guard source.instance.timelineDependsOnColorScheme else { continue }
            reloading += 1
            if source.state.load == nil {
                makeDue(id, reason: .manual, at: now)
            } else {
                sources[id]?.state.reloadsAfterLoad = true
                sources[id]?.state.spacesReloadAfterLoad = false
            }
        }
        return reloading
    }

    /// The source feeding the widget at `position`, which an intent performed there reloads.
    func source(of position: WidgetPosition) -> Int? {
        slots[position]
    }

    /// Records that `intent` starts for source `id`, a toggle's flipping it from `isOn`; false when the same
    /// intent is still running there, which is not started twice.
    mutating func intentStarted(source id: Int, intent: IntentIdentity, toggling isOn: Bool?) -> Bool {
        guard sources[id] != nil, sources[id]?.state.intents.running.contains(intent) == false else { return false }
        sources[id]?.state.intents.running.insert(intent)
        if let isOn { sources[id]?.state.intents.toggles[intent] = !isOn }
        return true
    }

    /// Records the end of `intent` performed for source `id`: a success makes it due now, outside the
    /// budget, superseding a load under way (whose token is returned to cancel), as its data may predate
    /// the intent, and a toggle keeps its new state until that answer lands; a failure is kept in words,
    /// with the data, until something succeeds, and its toggle goes back to the entry's state.
    mutating func intentFinished(source id: Int, intent: IntentIdentity, title: String, error: (any Error)?, at now: Date) -> Int? {
        guard let state = sources[id]?.state, let instance = sources[id]?.instance else { return nil }
        sources[id]?.state.intents.running.remove(intent)
        if let error {
            sources[id]?.state.intents.toggles[intent] = nil
            sources[id]?.state.intentFailure = "\(title) failed · \(FailureWording.describe(error, displayName: instance.displayName).message)"
            sources[id]?.state.intentFailedAt = now
            return nil
        }
        sources[id]?.state.intentFailure = nil
        sources[id]?.state.load = nil
        makeDue(id, reason: .action, at: now)
        return state.load?.token
    }

    /// Whether an entry shown now asks for the bell and has not rung it yet; each such entry is marked as rung.
    mutating func takeBell(at now: Date) -> Bool {
        var rings = false
        for id in Set(slots.values) {
            guard let entry = sources[id]?.state.entry(at: now), entry.ringsBell, sources[id]?.state.rangEntry != entry.date else { continue }
            sources[id]?.state.rangEntry = entry.date
            rings = true
        }
        return rings
    }

    /// Why the last intent performed for the widget at `position` failed; nil when it did not.
    func intentFailure(of position: WidgetPosition) -> String? {
        slots[position].flatMap { sources[$0]?.state.intentFailure }
    }

    /// The intents running for the widget at `position`, and the states its toggles show meanwhile.
    func intentActivity(of position: WidgetPosition) -> IntentActivity {
        slots[position].flatMap { sources[$0]?.state.intents } ?? IntentActivity()
    }

    /// When the load under way for the widget at `position` started; nil when none runs.
    func loadStarted(of position: WidgetPosition) -> Date? {
        slots[position].flatMap { sources[$0]?.state.load?.started }
    }

    /// The date of the first entry after `date` of the widget at `position`, if its timeline has one.
    func nextEntryDate(of position: WidgetPosition, after date: Date) -> Date? {
        slots[position].flatMap { sources[$0]?.state.nextEntryDate(after: date) }
    }

    /// What the widget at `position` shows at `date`, its data old when it is at `now`, and which entry of which
    /// timeline that is (nil for a placeholder or a failure).
    func content(of position: WidgetPosition, at date: Date, now: Date) -> (content: TileContent, entry: EntryRevision?)? {
        guard let id = slots[position], let source = sources[id] else { return nil }
        let state = source.state
        if let entry = state.entry(at: date) {
            let revision = EntryRevision(source: id, timeline: state.timelineSerial, entry: state.index(at: date) ?? 0)
            guard let updated = state.updated, state.failure != nil || state.oldAfter.map({ now >= $0 }) == true else {
                return (.entry(entry, stale: nil), revision)
            }
            return (.entry(entry, stale: state.failure.map { .failed(updated: updated, $0) } ?? .old(updated: updated)), revision)
        }
        if let failure = state.failure { return (.failure(failure), nil) }
        var context = source.context
        context.date = date
        return (.placeholder(source.instance.placeholder(in: context)), nil)
    }

    /// The next moment the loop must wake while only `visibleSlots` are on screen: any source's reload
    /// or deadline, and the next entry of the sources shown. An entry switch off screen needs no wake:
    /// a tile's content is looked up when it is drawn.
    mutating func nextWakeDate(showing visibleSlots: Set<WidgetPosition>, after now: Date) -> Date? {
        shown = visibleSlots
        var next = attention.first(isCurrent: isCurrentAttention)?.date
        for id in failing {
            guard let retry = sources[id]?.state.retryDate else { continue }
            let date = isQuiet(id, at: now) ? retry.addingTimeInterval(Self.quietRetryWait) : retry
            next = min(next ?? date, date)
        }
        for slot in visibleSlots {
            guard let id = slots[slot], let state = sources[id]?.state else { continue }
            // The next entry, and the moment the data shown turn old and the tile says so.
            let ages = state.oldAfter.flatMap { $0 > now && state.failure == nil ? $0 : nil }
            for date in [state.nextEntryDate(after: now), ages].compactMap({ $0 }) { next = min(next ?? date, date) }
        }
        return next
    }

    /// Whether every tile of source `id` is a stack member the loop last said it hides under another of its stack (a
    /// stack scrolled away, or a loop that has said nothing yet, hides none): its retries wake nothing, and their
    /// failures change nothing on screen.
    func isHiddenMember(_ id: Int) -> Bool {
        guard let shown else { return false }
        let shownSlots = Set(shown.map(\.slot))
        let positions = slots.filter { $0.value == id }.keys
        return !positions.isEmpty && positions.allSatisfy { !shown.contains($0) && shownSlots.contains($0.slot) }
    }

    /// Whether another failure of source `id` would draw nothing new: its tiles are hidden stack members, or show its
    /// data with the failure's badge, or its sample; never the failure's words and retry time. Its retry waits up to
    /// `quietRetryWait` for a wake the loop makes anyway, and a failed answer wakes nothing.
    func isQuiet(_ id: Int, at now: Date) -> Bool {
        isHiddenMember(id) || sources[id]?.state.entry(at: now) != nil || failuresShowSamples
    }

    /// The next moment any source needs attention.
    mutating func nextWakeDate() -> Date? {
        queue.first(isCurrent: isCurrent)?.date
    }

    /// The deadline of the first load still running that ends soonest: all a wait for first answers wakes for.
    func nextFirstLoadDeadline() -> Date? {
        awaitingFirstLoad.compactMap { sources[$0]?.state.load?.deadline }.min()
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
        state.timelineSerial += 1
        state.bellDate = state.nextBellDate(after: now)
        state.updated = now
        state.failure = nil
        if let failedAt = state.intentFailedAt, now < failedAt.addingTimeInterval(SourceState.intentFailureHold) {
            // Kept: the refusal is read before it goes.
        } else {
            state.intentFailure = nil
        }
        // Toggles show the state pressed until an answer arrives with no intent of theirs still running.
        if state.intents.running.isEmpty { state.intents.toggles = [:] }
        state.consecutiveFailures = 0
        state.nextReload = SourceState.requestedReload(for: timeline).map { policy.budget.earliest($0, after: state.recentLoads, localInterval: instance.localReloadInterval) }
        state.oldAfter = (state.nextReload ?? now.addingTimeInterval(SourceState.neverInterval)).addingTimeInterval(SourceState.ageGrace)
        state.reloadIfAskedDuringLoad(at: now, spacing: policy.ownReloadSpacing)
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
        // A reload asked for during a load that failed comes with the retry, never sooner: the request may be the very
        // news the load failed with (a listening program that ended), and serving it now would skip the backoff.
        state.reloadsAfterLoad = false
        state.spacesReloadAfterLoad = false
        sources[id]?.state = state
        awaitingFirstLoad.remove(id)
        reschedule(id, after: now)
    }

    /// Makes source `id` due now (or at `due`), outside the budget, for `reason` (manual or action). A person's reload
    /// starts the backoff afresh: if it fails too, the next try is 30 s away, not the next doubling.
    private mutating func makeDue(_ id: Int, reason: ReloadReason, at now: Date, due: Date? = nil) {
        if reason == .manual { sources[id]?.state.consecutiveFailures = 0 }
        sources[id]?.state.nextReload = due ?? now
        sources[id]?.state.requestedReason = reason
        sources[id]?.state.isOwnRequest = false
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
        if state.failure == nil { failing.remove(id) } else { failing.insert(id) }
        guard state.wakingDate != state.queuedAttentionDate else { return }
        sources.values[index].state.attentionGeneration += 1
        sources.values[index].state.queuedAttentionDate = state.wakingDate
        if let date = state.wakingDate {
            attention.push(.init(date: date, source: id, generation: sources.values[index].state.attentionGeneration))
        }
    }
}
