import FoundationEssentials
import Synchronization
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTestSupport
@testable import NotesProvider

/// A note's age on the tile moves on with the clock while nothing in the folder changes, and the runner wakes for
/// the moment it reads differently, not before.
@Suite struct NoteAgesUnderTheRunnerTests {
    /// One step of the age format: a note saved `secondsAgo` before the start reads `before`, then `after` once the
    /// clock reaches the next whole `minutes` of its age.
    struct Step: CustomTestStringConvertible, Sendable {
        let secondsAgo: Double
        let before: String
        let after: String
        let minutes: Double
        var testDescription: String { "\(before) → \(after)" }
    }

    static let steps = [
        Step(secondsAgo: 4, before: "now", after: "1m", minutes: 1),
        Step(secondsAgo: 2 * 60 + 30, before: "2m", after: "3m", minutes: 3),
        Step(secondsAgo: 59 * 60 + 30, before: "59m", after: "1h", minutes: 60),
        Step(secondsAgo: 23 * 3600 + 59 * 60 + 30, before: "23h", after: "1d", minutes: 24 * 60),
        Step(secondsAgo: 13 * 86_400 + 23 * 3600 + 59 * 60 + 30, before: "13d", after: "2w", minutes: 14 * 24 * 60),
    ]

    @Test(arguments: steps)
    func theAgeShownMovesOnAtItsNextStepWithoutAFileChange(step: Step) async throws {
        let folder = try NotesFolder()
        try folder.write("todo.md", "# Todo\n- [ ] call", minutesAgo: step.secondsAgo / 60)
        let saved = NotesFolder.now.addingTimeInterval(-step.secondsAgo)
        let widget = folder.widget()
        let config = WidgetConfig(kind: NotesWidget.kind, family: .medium,
                                  settings: WidgetSettings(options: NotesWidget.options, values: ["path": .string(folder.path)]), label: "notes")
        let context = NotesFolder.context(.medium, services: HostServices(fileWatcher: FakeFileWatcher()).services(for: config))
        let moment = Mutex(NotesFolder.now)
        let updates = RunnerUpdates()
        let runner = TimelineRunner(instances: [WidgetPosition(slot: 0): (WidgetInstance(kind: WidgetKind(NotesWidget.self), config: config), context)],
                                    time: TimeSource { moment.withLock { $0 } }, onUpdate: updates.onUpdate)
        runner.tick()
        await updates.settle(runner)
        #expect(try age(on: runner, widget) == step.before)

        let change = saved.addingTimeInterval(step.minutes * 60)
        let wake = try #require(runner.nextWakeDate(showing: [WidgetPosition(slot: 0)]))
        #expect(abs(wake.timeIntervalSince(change)) < 0.001, "the runner wakes at \(wake), the age changes at \(change)")

        moment.withLock { $0 = change.addingTimeInterval(-1) }
        runner.tick()
        await updates.settle(runner)
        #expect(try age(on: runner, widget) == step.before, "a second before the change")

        moment.withLock { $0 = change }
        runner.tick()
        await updates.settle(runner)
        #expect(try age(on: runner, widget) == step.after)
    }

    @Test func aNoteTheListDoesNotHoldAddsNoEntry() async throws {
        let folder = try NotesFolder()
        let pinned = ["a.md", "b.md", "c.md", "d.md"]
        for name in pinned { try folder.write(name, "# \(name)", minutesAgo: 2 * 24 * 60 + 10) }
        try folder.write("new.md", "# New", minutesAgo: 0.5)
        let timeline = try await folder.widget(["pinned": .strings(pinned)]).provider.timeline(in: NotesFolder.context(.medium))
        let dayLater = NotesFolder.now.addingTimeInterval(24 * 3600 - 10 * 60)
        #expect(timeline.entries.map(\.date) == [NotesFolder.now, dayLater], "only the four pinned notes' \"2d\" → \"3d\" changes")
        #expect(timeline.policy == .after(NotesFolder.now.addingTimeInterval(15 * 60)), "read again within 15 minutes, for saves a watcher misses")
    }

    /// The age at the end of the note's row, as the medium tile draws it now.
    func age(on runner: TimelineRunner, _ widget: NotesWidget) throws -> String? {
        guard case .entry(let entry as NotesEntry, _)? = runner.content(of: 0, at: runner.now) else {
            throw WidgetProblem("no entry at \(runner.now): \(String(describing: runner.content(of: 0, at: runner.now)))")
        }
        let row = NotesFolder.lines(widget, entry, family: .medium).first { $0.hasPrefix("Todo") }
        return row?.split(separator: " ").last.map(String.init)
    }
}
