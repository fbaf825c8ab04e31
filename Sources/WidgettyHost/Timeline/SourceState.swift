import FoundationEssentials
import WidgettyKit

/// The runner's record of one source: its timeline, its load in flight, failures and reload times.
struct SourceState {
    /// A provider call under way.
    struct Load {
        /// Identifies the call, so a late answer from a cancelled or timed-out call is ignored.
        let token: Int
        /// When the call started (its tile shows activity once it has run a while).
        let started: Date
        let deadline: Date
    }

    var timeline: ErasedTimeline?
    /// Counts the timelines that arrived, so a tile drawn from one entry knows it when another timeline replaces it.
    var timelineSerial = 0
    /// When the timeline shown arrived.
    var updated: Date?
    /// When that timeline counts as old: a minute after the reload it asked for (after the
    /// budget), or an hour and a minute after it arrived for `never`.
    var oldAfter: Date?
    var failure: LoadFailure?
    /// Why the last intent performed for this widget failed, in words; cleared by the next intent that succeeds, or
    /// by the next answer once it has been shown `intentFailureHold`.
    var intentFailure: String?
    /// When that intent failed.
    var intentFailedAt: Date?
    /// How long a failed intent's words outlast new answers: a note reloaded the moment it changed on disk (why a
    /// toggle was refused) must not wipe the refusal before it can be read.
    static let intentFailureHold: TimeInterval = 5
    /// The intents performed for this widget that have not finished, and the states toggles show meanwhile.
    var intents = IntentActivity()
    /// The date of the last entry whose bell rang, so each entry rings once.
    var rangEntry: Date?
    var consecutiveFailures = 0
    var load: Load?
    /// When the next load starts; nil for none (policy `.never`, or a problem only configuration can fix).
    var nextReload: Date?
    /// Why the next load was made due outside the schedule (first, config, manual, action); nil when the schedule made it due.
    var requestedReason: ReloadReason?
    /// The widget asked for a reload of its own while a load was under way: it comes once that load answers with a
    /// timeline (after a failure, the retry is that reload).
    var reloadsAfterLoad = false
    /// That reload is one the widget asked for itself, spaced from the answer (`SchedulingPolicy.ownReloadSpacing`).
    var spacesReloadAfterLoad = false
    /// The next load is one the widget asked for itself (through its `WidgetCenter`), as a listening program does
    /// for each frame it prints; nothing else asked for it.
    var isOwnRequest = false
    /// Starts of recent loads the budget counts (not those a person asked for), oldest first.
    var recentLoads: [Date] = []
    /// Bumped on each reschedule, so the queue can drop outdated events.
    var generation = 0
    /// Bumped when the reload or deadline changes, so the queue of those can drop outdated ones.
    var attentionGeneration = 0
    /// The reload or deadline last put in that queue.
    var queuedAttentionDate: Date?

    /// The entry shown at `date`: the last one whose date has come, else the first.
    func entry(at date: Date) -> (any TimelineEntry)? {
        guard let entries = timeline?.entries, !entries.isEmpty else { return nil }
        return entries[index(at: date) ?? 0]
    }

    /// The index of the last entry whose date is at or before `date`, by binary search.
    func index(at date: Date) -> Int? {
        guard let entries = timeline?.entries else { return nil }
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// When the next entry asking for the bell comes on, which wakes the loop even with the tile off screen.
    var bellDate: Date?

    /// When this source needs handling with its tile shown or not: its load's deadline, else its next reload,
    /// or an entry ringing the bell before that.
    var attentionDate: Date? {
        let call = load?.deadline ?? nextReload
        guard let bellDate else { return call }
        return min(call ?? bellDate, bellDate)
    }

    /// What of `attentionDate` wakes the loop wherever the source's tiles are: all of it, but a failed source's retry and
    /// its load's deadline (`retryDate`), which nothing shown waits for while its only tiles are hidden stack members.
    var wakingDate: Date? {
        failure == nil ? attentionDate : bellDate
    }

    /// A failed source's next try, or the deadline of the try under way; nil while its last load succeeded.
    var retryDate: Date? {
        failure == nil ? nil : load?.deadline ?? nextReload
    }

    /// The date of the first entry after `date` that asks for the bell.
    func nextBellDate(after date: Date) -> Date? {
        timeline?.entries.first { $0.date > date && $0.ringsBell }?.date
    }

    /// The date of the first entry after `date`, if the timeline has one.
    func nextEntryDate(after date: Date) -> Date? {
        guard let entries = timeline?.entries else { return nil }
        let index = (self.index(at: date) ?? -1) + 1
        return index < entries.count ? entries[index].date : nil
    }

    /// The next moment this source needs attention after `date`: an entry switch, its reload, or its load's deadline.
    func nextEvent(after date: Date) -> Date? {
        switch (attentionDate, nextEntryDate(after: date)) {
        case let (attention?, entry?): min(attention, entry)
        case let (attention, entry): attention ?? entry
        }
    }

    /// How long after its reload is due a timeline counts as old: a normal reload has the time to come back.
    static let ageGrace: TimeInterval = 60
    /// How late a scheduled load may start before it counts as a wake: the loop sleeps until the reload is due, so a
    /// load this late means the system (or the stopped dashboard) slept past it.
    static let wakeLateness: TimeInterval = 60
    /// How long a `never` timeline stays fresh.
    static let neverInterval: TimeInterval = 3600

    /// Why a load starting at `now` runs: the reason it was asked for, else the schedule, or a wake when it is late.
    func reloadReason(at now: Date) -> ReloadReason {
        if let requestedReason { return requestedReason }
        guard let nextReload, now.timeIntervalSince(nextReload) > Self.wakeLateness else { return .schedule }
        return .wake
    }

    /// Makes the next load due when the widget asked for one during the load that just answered at `now`: then, or
    /// `spacing` later when the widget asked for it itself.
    mutating func reloadIfAskedDuringLoad(at now: Date, spacing: Double) {
        guard reloadsAfterLoad else { return }
        reloadsAfterLoad = false
        nextReload = spacesReloadAfterLoad ? now.addingTimeInterval(spacing) : now
        spacesReloadAfterLoad = false
        requestedReason = .manual
        isOwnRequest = true
    }

    /// When the policy asks for the next timeline.
    static func requestedReload(for timeline: ErasedTimeline) -> Date? {
        switch timeline.policy {
        case .atEnd: timeline.entries.last?.date
        case .after(let date): date
        case .never: nil
        }
    }
}
