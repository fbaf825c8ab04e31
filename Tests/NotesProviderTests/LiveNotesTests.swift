import Foundation
import Glibc
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider
@testable import WidgettyTerminal

/// A note saved while the dashboard runs shows through the real inotify watcher and the runner's reload of the kind,
/// however the editor saves: by rename, in place, or through a swap file.
@Suite struct LiveNotesTests {
    /// A notes widget under a runner whose services watch with a real `InotifyWatcher`.
    struct Live {
        let folder: NotesFolder
        let watcher: InotifyWatcher
        let runner: TimelineRunner
        let updates = RunnerUpdates()

        init() throws {
            folder = try NotesFolder()
            try folder.write("a.md", "# First", minutesAgo: 10)
            watcher = try #require(InotifyWatcher())
            let settings = WidgetSettings(options: NotesWidget.options, values: ["path": .string(folder.path)])
            let config = WidgetConfig(kind: NotesWidget.kind, family: .medium, settings: settings, label: "notes")
            let context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 0, heightPoints: 0),
                                        services: HostServices(fileWatcher: watcher).services(for: config))
            let instance = WidgetInstance(kind: WidgetKind(NotesWidget.self), config: config)
            runner = TimelineRunner(instances: [WidgetPosition(slot: 0): (instance, context)], time: .fixed(NotesFolder.now),
                                    onUpdate: updates.onUpdate)
        }

        /// The titles the tile lists now.
        var titles: [String] {
            guard case .entry(let entry as NotesEntry, _)? = runner.content(of: 0, at: runner.now) else { return [] }
            return entry.notes.map(\.title)
        }

        /// Loads the first timeline.
        func start() async {
            runner.tick()
            await updates.settle(runner)
        }

        /// Hands the watcher's events to it and lets the reloads they ask for answer, until `titles` holds or
        /// no event comes within a second (the time a saved note has to show).
        func waitFor(_ expected: [String]) async -> [String] {
            while titles != expected {
                let watched = watcher.descriptor
                let ready = await BlockingWork.run {
                    var descriptor = pollfd(fd: watched, events: Int16(POLLIN), revents: 0)
                    return poll(&descriptor, 1, 1000) == 1
                }
                guard ready else { break }
                watcher.handleEvents()
                runner.tick()
                await updates.settle(runner)
            }
            return titles
        }
    }

    @Test func aNoteSavedByRenameAppears() async throws {
        let live = try Live()
        await live.start()
        #expect(live.titles == ["First"])
        let temporary = live.folder.url.appendingPathComponent(".b.md.tmp").path
        try saveInPlace("# Second", to: temporary)
        #expect(rename(temporary, live.folder.url.appendingPathComponent("b.md").path) == 0)
        #expect(await live.waitFor(["Second", "First"]) == ["Second", "First"])
    }

    @Test func aNoteSavedInPlaceShowsItsNewTitle() async throws {
        let live = try Live()
        await live.start()
        try saveInPlace("# First, edited", to: live.folder.url.appendingPathComponent("a.md").path)
        #expect(await live.waitFor(["First, edited"]) == ["First, edited"])
    }

    @Test func aNoteSavedThroughASwapFileShowsItsNewTitle() async throws {
        let live = try Live()
        await live.start()
        let note = live.folder.url.appendingPathComponent("a.md").path
        let swap = live.folder.url.appendingPathComponent(".a.md.swp").path
        try saveInPlace("swap", to: swap)
        #expect(rename(note, note + "~") == 0)
        try saveInPlace("# From vim", to: note)
        #expect(unlink(note + "~") == 0 && unlink(swap) == 0)
        #expect(await live.waitFor(["From vim"]) == ["From vim"])
    }
}
