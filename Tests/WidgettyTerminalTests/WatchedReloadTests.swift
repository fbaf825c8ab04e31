import Foundation
import Glibc
import Synchronization
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyTerminal

/// A provider that asks to be reloaded when its file changes is reloaded, through the real inotify
/// watcher and the runner, when the file is saved, and not for other files.
@Suite struct WatchedReloadTests {
    @Test func savingTheWatchedFileReloadsEveryWidgetOfTheKind() async throws {
        let folder = try TemporaryFolders.make()
        let notes = folder.appendingPathComponent("notes.md")
        try saveInPlace("one", to: notes.path)
        let loads = Mutex(0)
        let widget = AnyWidget(
            placeholder: { StubEntry(date: $0.date, label: "…") },
            timeline: { context in
                context.services.reloadTimelines(whenChanged: notes)
                let text = try String(contentsOf: notes, encoding: .utf8)
                loads.withLock { $0 += 1 }
                return ErasedTimeline(Timeline(entries: [StubEntry(date: context.date, label: text)], policy: .never))
            },
            view: { _, _ in EmptyView() })
        let watcher = try #require(InotifyWatcher())
        let services = HostServices(fileWatcher: watcher)
        var instances: [Int: (WidgetInstance, WidgetContext)] = [:]
        for (slot, family) in [WidgetFamily.small, .medium].enumerated() {
            let config = WidgetConfig(kind: "notes", family: family, settings: WidgetSettings([:]), label: "widget \(slot + 1)")
            let context = WidgetContext(family: family, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 0, heightPoints: 0),
                                        services: services.services(for: config))
            instances[slot] = (WidgetInstance(config: config, displayName: "Notes", widget: widget), context)
        }
        let updates = RunnerUpdates()
        let runner = TimelineRunner(instances: instances, time: .fixed(Date(timeIntervalSince1970: 1_795_340_460)), onUpdate: updates.onUpdate)
        runner.tick()
        await updates.settle(runner)
        #expect(loads.withLock { $0 } == 2)

        try saveInPlace("elsewhere", to: folder.appendingPathComponent("other.md").path)
        #expect(!eventsWaiting(watcher), "another file in the folder wakes nothing")
        try saveInPlace("two", to: notes.path)
        #expect(eventsWaiting(watcher))
        watcher.handleEvents()
        await updates.settle(runner)
        #expect(loads.withLock { $0 } == 4, "both widgets of the kind loaded again")
        guard case .entry(let entry as StubEntry, _)? = runner.content(of: 1, at: runner.now) else {
            Issue.record("no entry")
            return
        }
        #expect(entry.label == "two")
    }

    /// Whether the watcher's descriptor has events to read now (inotify queues them before the write returns).
    private func eventsWaiting(_ watcher: InotifyWatcher) -> Bool {
        var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) == 1
    }
}
