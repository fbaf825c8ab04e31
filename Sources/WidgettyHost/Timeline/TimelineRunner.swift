import FoundationEssentials
import Logging
import Synchronization
import WidgettyKit
import WidgettyRender

/// The one scheduler for every widget: switches entries at their dates, reloads by policy and budget,
/// times out and backs off failed providers, and lets identical widgets share one fetch.
///
/// The event loop calls `tick()` when it wakes and sleeps until `nextWakeDate()`;
/// nothing here sleeps or polls. Provider calls run as tasks on their own
/// threads; when one answers, the runner records it and calls `onUpdate`.
/// Each call is given a `WidgetCenter` through its context's services, so a provider can ask
/// for its kind to be reloaded. Loads, failures and reloads are recorded in `logger`.
public final class TimelineRunner: Sendable {
    private let schedule: Mutex<TimelineSchedule>
    private let tasks = Mutex<[Int: (task: Task<Void, Never>, widget: WidgetConfig)]>([:])
    /// The threads provider calls run on, stopped when the runner goes.
    let threads = ProviderThreads()
    private let changes = ChangeSignal()
    private let time: TimeSource
    private let logger: Logger
    private let onUpdate: @Sendable () -> Void

    /// Creates a runner for instances keyed by position (every member of a stack has one), each with the context it is shown in; it logs to `logger`.
    /// With `failuresShowSamples` (the embedded demo), a widget whose loads have all failed is drawn as its sample.
    public init(instances: [WidgetPosition: (WidgetInstance, WidgetContext)], time: TimeSource = .live,
                policy: SchedulingPolicy = SchedulingPolicy(),
                logger: Logger = Logger(label: "widgetty", factory: { _ in SwiftLogNoOpLogHandler() }),
                failuresShowSamples: Bool = false, onUpdate: @escaping @Sendable () -> Void = {}) {
        var schedule = TimelineSchedule(policy: policy, failuresShowSamples: failuresShowSamples)
        _ = schedule.configure(instances, reason: .first, at: time.now())
        self.schedule = Mutex(schedule)
        self.time = time
        self.logger = logger
        self.onUpdate = onUpdate
    }

    deinit {
        threads.stop()
    }

    /// The runner's current moment.
    public var now: Date { time.now() }

    /// Handles everything due now: entry switches, reloads to start, and calls past their timeout.
    public func tick() {
        tick(at: time.now())
    }

    /// Handles everything due at `now`; with `onlyFirstLoads`, sources that already answered are not reloaded yet.
    func tick(at now: Date, onlyFirstLoads: Bool = false) {
        let (loads, timedOut) = schedule.withLock { $0.advance(to: now, onlyFirstLoads: onlyFirstLoads) }
        for widget in cancel(timedOut) {
            logger.describing(widget).warning("The timeline load timed out", metadata: ["seconds": "\(widget.timeout)"])
        }
        for load in loads { start(load) }
    }

    /// Reloads every widget, or those of `kind`, now and outside the budget; returns how many widgets that is.
    @discardableResult
    public func reload(kind: String? = nil) -> Int {
        let now = time.now()
        let count = schedule.withLock { $0.requestReload(kind: kind, at: now) }
        logger.info("Reload requested", metadata: ["kind": .string(kind ?? "all"), "widgets": "\(count)"])
        tick()
        return count
    }

    /// Reloads the widget at `position` now and outside the budget ("Refresh").
    public func reload(_ position: WidgetPosition) {
        let now = time.now()
        schedule.withLock { $0.requestReload(position, at: now) }
        logger.info("Reload requested", metadata: ["slot": "\(position)"])
        tick()
    }

    /// The center lent to a provider call of `source`: a reload it asks for reloads every widget of the kind (or all),
    /// or that source alone, and wakes the loop, whose next wake may now be the new loads' deadlines.
    ///
    /// A widget's own request inside the spacing after its last answer (a program printing faster than the screen takes
    /// its frames) neither schedules nor wakes anything: the widget is told when to ask again, so the loop wakes only
    /// for loads that start.
    private func widgetCenter(for source: Int) -> WidgetCenter {
        WidgetCenter(reload: { [weak self] kind in
            guard let self else { return }
            reload(kind: kind)
            onUpdate()
        }, reloadWidget: { [weak self] in
            guard let self else { return nil }
            let now = time.now()
            switch schedule.withLock({ $0.requestReload(source: source, at: now) }) {
            case .onItsWay: return nil
            case .askAgain(let seconds): return .seconds(seconds)
            case .dueNow:
                tick()
                onUpdate()
                return nil
            }
        })
    }

    /// Performs `intent` for the widget at `position` on a provider thread, never the caller's, then reloads that
    /// widget outside the budget, as WidgetKit does after an `AppIntent`; when the intent throws, its tile
    /// keeps its data and shows the error. The loop is woken (`onUpdate`) either way.
    ///
    /// While it runs, `intentActivity(of:)` names it, so its button shows its running label; a toggle's
    /// (`toggling` the state it shows) shows the other state at once, and again its own if the intent fails.
    /// The same intent pressed again while it runs is not started twice.
    public func perform(_ intent: any WidgetIntent, for position: WidgetPosition, toggling isOn: Bool? = nil) {
        let identity = IntentIdentity(intent)
        guard let source = schedule.withLock({ schedule in
            schedule.source(of: position).flatMap { schedule.intentStarted(source: $0, intent: identity, toggling: isOn) ? $0 : nil }
        }) else { return }
        Task(executorPreference: threads) { [self] in
            var failure: (any Error)?
            do { try await intent.perform() } catch { failure = error }
            let now = time.now()
            let superseded = schedule.withLock {
                $0.intentFinished(source: source, intent: identity, title: type(of: intent).title, error: failure, at: now)
            }
            cancel(superseded.map { [$0] } ?? [])
            tick()
            onUpdate()
        }
    }

    /// Whether the terminal's bell should ring now: an entry shown asks for it (a timer's "Done") and has not
    /// rung it yet. Each such entry rings once; the loop asks after each tick.
    public func takeBell() -> Bool {
        let now = time.now()
        return schedule.withLock { $0.takeBell(at: now) }
    }

    /// The intents running for the widget at `position`, and the states its toggles show until the widget answers.
    public func intentActivity(of position: WidgetPosition) -> IntentActivity {
        schedule.withLock { $0.intentActivity(of: position) }
    }

    /// Why the last intent performed for the widget at `position` failed, in words; nil when it did not.
    public func intentFailure(of position: WidgetPosition) -> String? {
        schedule.withLock { $0.intentFailure(of: position) }
    }

    /// Asks every widget's later loads in `scheme` (the person switched dark and light) and reloads now, outside the
    /// budget, the widgets whose timeline depends on it (`WidgetInstance.timelineDependsOnColorScheme`).
    public func changeColorScheme(to scheme: ColorScheme) {
        let now = time.now()
        let count = schedule.withLock { $0.changeColorScheme(to: scheme, at: now) }
        logger.info("Color scheme changed", metadata: ["scheme": "\(scheme)", "reloading": "\(count)"])
        tick()
    }

    /// Shows a new set of instances: unchanged widgets keep their data, removed ones stop their work.
    public func reconfigure(_ instances: [WidgetPosition: (WidgetInstance, WidgetContext)]) {
        let now = time.now()
        let cancelled = schedule.withLock { $0.configure(instances, reason: .config, at: now) }
        cancel(cancelled)
        tick()
    }

    /// What the widget at `position` shows at `date`, its data marked old by the runner's own moment: a preview
    /// stepping through later entries shows them as they will look, not as data gone stale by then.
    public func content(of position: WidgetPosition, at date: Date) -> TileContent? {
        revisedContent(of: position, at: date)?.content
    }

    /// What the widget at `position` shows at `date`, as `content(of:at:)`, with which entry of which timeline it is:
    /// the same revision is the same entry, so a tile drawn from it may be kept.
    public func revisedContent(of position: WidgetPosition, at date: Date) -> (content: TileContent, entry: EntryRevision?)? {
        let now = time.now()
        return schedule.withLock { $0.content(of: position, at: date, now: min(now, date)) }
    }

    /// What the tile of the widget at `position` is drawn from at `date`, read at one moment: its content as
    /// `revisedContent` gives it (nil without `content`), the load under way, the last intent's failure, and the intents
    /// running with the states their toggles show. Read apart, an intent and the reload it asks for could both end
    /// between the reads, and a frame pair the old entry with no toggle (☐ for a task just marked done).
    public func tileState(of position: WidgetPosition, at date: Date, content: Bool)
        -> (revised: (content: TileContent, entry: EntryRevision?)?, loading: Date?, intentFailure: String?, intents: IntentActivity) {
        let now = time.now()
        return schedule.withLock { schedule in
            (content ? schedule.content(of: position, at: date, now: min(now, date)) : nil, schedule.loadStarted(of: position),
             schedule.intentFailure(of: position), schedule.intentActivity(of: position))
        }
    }

    /// The date of the widget's first entry after `date`, when its timeline has one (a smart stack's next look).
    public func nextEntryDate(of position: WidgetPosition, after date: Date) -> Date? {
        schedule.withLock { $0.nextEntryDate(of: position, after: date) }
    }

    /// When the provider call under way for the widget at `position` started; nil when none runs.
    public func loadStarted(of position: WidgetPosition) -> Date? {
        schedule.withLock { $0.loadStarted(of: position) }
    }

    /// The next moment something is due: an entry's date, a reload, or a provider's deadline.
    public func nextWakeDate() -> Date? {
        schedule.withLock { $0.nextWakeDate() }
    }

    /// The next moment the event loop must wake while only the widgets at `slots` are drawn (entry switches
    /// off screen, and of a stack's hidden members, need none).
    public func nextWakeDate(showing slots: Set<WidgetPosition>) -> Date? {
        let now = time.now()
        return schedule.withLock { $0.nextWakeDate(showing: slots, after: now) }
    }

    /// Whether some widget has neither data nor a failure yet: its first load is under way.
    public var isAwaitingFirstLoads: Bool {
        schedule.withLock { $0.isAwaitingFirstLoads }
    }

    /// The timelines of every widget by position, for `widgetty timeline`.
    public func inspection() -> [WidgetPosition: SourceInspection] {
        schedule.withLock { schedule in
            schedule.slots.compactMapValues { id in schedule.sources[id].map(SourceInspection.init) }
        }
    }

    /// Waits until every widget has data or a failure, or `timeout` seconds of real time pass.
    ///
    /// For one-shot commands (`render`, `timeline`), whose time source stands still at the moment
    /// shown: each load's own timeout is kept in real time here, counted from this call, so a
    /// widget with `timeout = 3` fails after 3 s as it would on the dashboard. The dashboard never waits.
    public func waitForFirstLoads(timeout: Double) async {
        let started = ContinuousClock.now
        let deadline = started + .seconds(timeout)
        let moment = time.now()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await Task.sleep(until: deadline) }
            group.addTask {
                while !Task.isCancelled {
                    let seen = self.changes.version
                    let elapsed = started.duration(to: .now)
                    let now = moment.addingTimeInterval(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                    // Real time passes only so that deadlines fire: a widget that failed is shown failed
                    // with its first retry, however long the others take to answer.
                    self.tick(at: now, onlyFirstLoads: true)
                    guard self.schedule.withLock({ $0.isAwaitingFirstLoads }) else { return }
                    let next = self.schedule.withLock { $0.nextFirstLoadDeadline() }.map { max(0, $0.timeIntervalSince(now)) }
                    await self.changes.wait(after: seen, atMost: next)
                }
            }
            await group.next()
            group.cancelAll()
        }
    }

    private func start(_ load: TimelineSchedule.LoadRequest) {
        var lent = load.context
        lent.services.widgetCenter = widgetCenter(for: load.source)
        let context = lent
        logger.describing(load.instance.config).debug("Loading the timeline")
        tasks.withLock { tasks in
            let task = Task(executorPreference: threads) { [self] in
                let result: Result<ErasedTimeline, any Error>
                do { result = .success(try await load.instance.timeline(in: context)) } catch { result = .failure(error) }
                guard !Task.isCancelled else { return }
                finish(load, with: result)
            }
            tasks[load.token] = (task, load.instance.config)
        }
    }

    private func finish(_ load: TimelineSchedule.LoadRequest, with result: Result<ErasedTimeline, any Error>) {
        let widgetLogger = logger.describing(load.instance.config)
        switch result {
        case .success(let timeline):
            // A listening program's every frame is a load: routine ones go to debug, so they do not flood the log.
            widgetLogger.log(level: load.isRoutine ? .debug : .info, "Timeline loaded",
                             metadata: ["entries": "\(timeline.entries.count)", "policy": "\(timeline.policy)"])
        case .failure(let error):
            let (message, isRetryable) = FailureWording.describe(error, displayName: load.instance.displayName)
            widgetLogger.warning("The timeline load failed", metadata: ["error": .string(message), "retry": "\(isRetryable)"])
        }
        let now = time.now()
        let (allLoaded, changesNothingShown) = schedule.withLock { schedule in
            let changesNothingShown = schedule.complete(source: load.source, token: load.token, with: result, at: now)
            return (!schedule.isAwaitingFirstLoads, changesNothingShown)
        }
        tasks.withLock { $0[load.token] = nil }
        // Only a waiter for first loads listens, so it is woken once, not by each of a thousand answers.
        if allLoaded { changes.signal() }
        // A failure that draws nothing new (a hidden stack member's, or another under a failure's badge or a sample)
        // leaves the loop asleep; its next retry waits for a wake the loop makes anyway (`TimelineSchedule.isQuiet`).
        if !changesNothingShown { onUpdate() }
    }

    /// Cancels the loads of `tokens` still running and returns their widgets.
    @discardableResult
    private func cancel(_ tokens: [Int]) -> [WidgetConfig] {
        let cancelled = tasks.withLock { tasks in tokens.compactMap { tasks.removeValue(forKey: $0) } }
        for (task, _) in cancelled { task.cancel() }
        return cancelled.map(\.widget)
    }
}
