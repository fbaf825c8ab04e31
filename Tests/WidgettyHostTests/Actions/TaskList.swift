import Foundation
import Synchronization
import WidgettyKit
import WidgettyTestSupport

/// A one-task list that intents change: whether the task is done, the threads intents ran on, and a failure to throw.
final class TaskList: Sendable {
    private struct State {
        var isDone = false
        var threads: [String] = []
        var failure: WidgetProblem?
        /// Intents wait while this is true.
        var isHeld = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Whether the task is done.
    var isDone: Bool { state.withLock { $0.isDone } }
    /// The name of each thread an intent ran on, in order.
    var intentThreads: [String] { state.withLock { $0.threads } }

    /// Makes every intent from now on throw `problem` (nil: succeed).
    func failIntents(with problem: WidgetProblem?) {
        state.withLock { $0.failure = problem }
    }

    /// Makes every intent from now on wait, running, until `releaseIntents()`.
    func holdIntents() {
        state.withLock { $0.isHeld = true }
    }

    /// Lets the intents waiting run on, and those to come run at once.
    func releaseIntents() {
        let waiting = state.withLock { state in
            state.isHeld = false
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Returns once intents are not held.
    func waitWhileHeld() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let runsNow = state.withLock { state in
                if state.isHeld { state.waiting.append(continuation) }
                return !state.isHeld
            }
            if runsNow { continuation.resume() }
        }
    }

    /// Flips the task, or throws the failure set; notes the thread it runs on either way.
    func toggle() throws {
        let thread = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines) ?? "?"
        try state.withLock { state in
            state.threads.append(thread)
            if let failure = state.failure { throw failure }
            state.isDone.toggle()
        }
    }

    /// A run-time kind, "tasks", showing this list: a toggle for the task and a link, the whole tile opening the list.
    var kind: WidgetKind {
        WidgetKind(kind: "tasks", displayName: "Tasks", description: "Shows one task.", supportedFamilies: [.small, .medium],
                   options: [], makeWidget: { _ in
            AnyWidget(
                placeholder: { StubEntry(date: $0.date, label: "open") },
                timeline: { context in
                    ErasedTimeline(Timeline(entries: [StubEntry(date: context.date, label: self.isDone ? "done" : "open")], policy: .never))
                },
                view: { entry, _ in
                    VStack(alignment: .leading) {
                        Text("Groceries").font(.headline)
                        Toggle("Milk", isOn: (entry as? StubEntry)?.label == "done", intent: MarkDone(list: self))
                        Link("Open list", destination: URL(string: "https://example.com/groceries")!)
                    }.widgetURL(URL(string: "https://example.com/tasks")!)
                })
        })
    }
}

extension TaskList {
    /// A run-time kind, "chores", showing this list with a primary button that marks the task done ("Marking…" while it runs).
    var buttonKind: WidgetKind {
        WidgetKind(kind: "chores", displayName: "Chores", description: "Shows one chore.", supportedFamilies: [.small, .medium],
                   options: [], makeWidget: { _ in
            AnyWidget(
                placeholder: { StubEntry(date: $0.date, label: "open") },
                timeline: { context in
                    ErasedTimeline(Timeline(entries: [StubEntry(date: context.date, label: self.isDone ? "done" : "open")], policy: .never))
                },
                view: { entry, _ in
                    VStack(alignment: .leading) {
                        Text("Milk: \((entry as? StubEntry)?.label ?? "?")")
                        Button("Mark", runningLabel: "Marking…", role: .primary, intent: MarkDone(list: self)).buttonStyle(.filled)
                    }
                })
        })
    }
}

/// Flips the task on a `TaskList`.
struct MarkDone: WidgetIntent {
    static let title = "Mark Done"
    let list: TaskList

    func perform() async throws {
        await list.waitWhileHeld()
        try list.toggle()
    }
}
