import Foundation
import Synchronization
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyHost

/// A provider for runner tests that answers each call as scripted and records when it was called.
final class ScriptedProvider: Sendable {
    /// How one call answers.
    enum Answer: Sendable {
        /// Entries at these offsets in seconds from the call's date, each labelled with the offset, and a policy.
        case entries([Double], ReloadPolicy)
        /// Entries as above, with the policy's date given as an offset from the call.
        case entriesReloadingAfter([Double], seconds: Double)
        case failure(WidgetProblem)
        /// Never answers, even when cancelled.
        case hang
        /// Blocks its thread (no `await`) until the gate opens, then answers with one entry.
        case blockThread(Gate)
        /// Blocks its thread until the gate opens, then fails with the problem.
        case blockThreadThenFail(Gate, WidgetProblem)
    }

    private struct State {
        var answers: [Answer]
        var calls: [Date] = []
        var reasons: [ReloadReason] = []
        var lastContext: WidgetContext?
        var cancellations = 0
    }

    private let state: Mutex<State>

    /// A provider answering calls in order; the last answer repeats.
    init(_ answers: Answer...) {
        state = Mutex(State(answers: answers))
    }

    /// The context dates of every call so far.
    var calls: [Date] { state.withLock { $0.calls } }
    /// Why each call so far was made.
    var reasons: [ReloadReason] { state.withLock { $0.reasons } }
    /// The context of the last call, with the services the runner lent it.
    var lastContext: WidgetContext? { state.withLock { $0.lastContext } }
    /// How many calls saw their task cancelled.
    var cancellations: Int { state.withLock { $0.cancellations } }

    /// An instance of `kind` (the stub's by default) fed by this provider; `label` makes configurations differ,
    /// `localReloadInterval` makes it a kind that reads local files only, and `dependsOnColorScheme` one whose
    /// timeline depends on the colour scheme.
    func instance(kind: String = "stub", label: String = "Hello", family: WidgetFamily = .small, timeout: Double = 15,
                  localReloadInterval: Double? = nil, dependsOnColorScheme: Bool = false) -> WidgetInstance {
        let config = WidgetConfig(kind: kind, family: family, settings: WidgetSettings(["label": .string(label)]),
                                  timeout: timeout, label: "widget \(label)")
        return WidgetInstance(
            config: config, displayName: "Stub", widget: AnyWidget(
                placeholder: { StubEntry(date: $0.date, label: "Placeholder") },
                timeline: { context in try await self.answer(in: context) },
                view: { entry, _ in Text((entry as? StubEntry)?.label ?? "?") }), localReloadInterval: localReloadInterval,
            timelineDependsOnColorScheme: dependsOnColorScheme)
    }

    private func answer(in context: WidgetContext) async throws -> ErasedTimeline {
        let date = context.date
        let answer = state.withLock { state in
            state.calls.append(date)
            state.reasons.append(context.reloadReason)
            state.lastContext = context
            return state.answers.count > 1 ? state.answers.removeFirst() : state.answers[0]
        }
        let entries = { (offsets: [Double]) in offsets.map { StubEntry(date: date.addingTimeInterval($0), label: "t+\(Int($0))") } }
        switch answer {
        case .entries(let offsets, let policy):
            return ErasedTimeline(Timeline(entries: entries(offsets), policy: policy))
        case .entriesReloadingAfter(let offsets, let seconds):
            return ErasedTimeline(Timeline(entries: entries(offsets), policy: .after(date.addingTimeInterval(seconds))))
        case .failure(let problem):
            throw problem
        case .blockThread(let gate):
            gate.waitUntilOpen()
            return ErasedTimeline(Timeline(entries: entries([0]), policy: .never))
        case .blockThreadThenFail(let gate, let problem):
            gate.waitUntilOpen()
            throw problem
        case .hang:
            await withTaskCancellationHandler {
                await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            } onCancel: {
                self.state.withLock { $0.cancellations += 1 }
            }
            throw CancellationError()
        }
    }
}

/// A gate a provider can block its thread on, the way a synchronous library call would.
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false

    /// Blocks the calling thread until `open()`.
    func waitUntilOpen() {
        condition.lock()
        while !isOpen { condition.wait() }  // blocking-ok: a provider thread waits here, never a pool thread
        condition.unlock()
    }

    /// Lets every waiter go.
    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }
}
