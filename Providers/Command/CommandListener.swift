import FoundationEssentials
import Synchronization
import WidgettyKit

/// The one long-running program of a `mode = "listen"` widget, and its latest frame.
///
/// The runner still asks for every timeline: each frame makes the listener ask for its own widget's reload
/// (`WidgetCenter.reloadTimeline()`), and the provider's answer is the latest frame, so frames reach the screen
/// as any timeline does and the idle dashboard sleeps between them. A call finding no program starts it (never
/// a second); one finding it ended throws why, so the runner keeps the last frame, marked, and calls again after
/// its backoff, which starts it again. The program lives as long as the widget's instance: when the runner drops
/// it (removed, or changed by a configuration edit) the listener goes and stops the program's process group.
/// A call in the other colour scheme (the person switched dark and light) stops the program and starts it again,
/// as it can learn the new `WIDGETTY_COLOR_SCHEME` in no other way; the last frame stays until the new program's first.
/// A program that prints nothing for `firstFrameWait` after it starts is still running, not late: the call answers
/// that it is silent (a tile saying so, asleep), and its first frame, whenever it comes, asks for the reload.
final class CommandListener: Sendable {
    private struct State {
        var process: ListeningProcess?
        /// The colour scheme the program was started in.
        var scheme: ColorScheme?
        /// Counts the programs started, so what a stopped one still says is ignored.
        var generation = 0
        /// The latest frame, and whether a call has returned it yet.
        var frame: Data?
        var isFrameNew = false
        /// Newer than the frame: the latest frame was over the limit, or the program ended.
        var problem: WidgetProblem?
        /// Calls waiting for news, resumed by any.
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
        /// Counts the news, so a call that saw none waits only if none came since.
        var version = 0
        /// The center of the last call, through which news asks for the widget's reload.
        var center: WidgetCenter?
        /// When the reload that news asked for too soon after the last answer is asked for again (by the program's
        /// thread); news meanwhile asks nothing more.
        var askAgainAt: ContinuousClock.Instant?
        /// When the program, started without a frame to show, counts as silent if it has printed nothing by then; nil
        /// once it has printed, or that moment has passed.
        var silentAfter: ContinuousClock.Instant?

        /// The running program has printed nothing for `firstFrameWait`: the calls answer silence.
        var isSilent: Bool { silentAfter == nil && frame == nil && problem == nil && process != nil }
    }

    /// How long a program just started may take to print before its tile says it has printed nothing yet: long enough
    /// for a program that prints at once to go straight from the placeholder to its frame, short enough that one
    /// which prints on events (a new mail, a changed file) is not taken for a provider that never answers.
    static let firstFrameWait: Duration = .milliseconds(750)

    /// What a call finds.
    private enum Answer {
        /// A frame, and whether news came after it (the program ended) that a later call must give.
        case frame(Data, newsAfter: Bool)
        case problem(WidgetProblem)
        /// The program runs and has printed nothing yet.
        case silent
        case wait(after: Int)
    }

    private let state = Mutex(State())

    deinit {
        state.withLock { $0.process }?.stop()
    }

    /// The latest frame, starting the program with `launch` (worked out only then: its environment names the moment
    /// and the widget's folders) when none runs (or it runs in another colour scheme than
    /// `scheme`) and waiting for its first frame; nil once the program has printed nothing for `firstFrameWait`;
    /// throws why there is none (refused, ended, could not start).
    /// `center` is asked for a reload at each news. News comes in order: a frame printed before the program ended is
    /// returned before its end is thrown.
    func latestFrame(launch makeLaunch: @autoclosure () -> CommandLaunch, scheme: ColorScheme, format: CommandFormat,
                     center: WidgetCenter) async throws -> Data? {
        while true {
            let answer = try state.withLock { state throws -> Answer in
                state.center = center
                if let process = state.process, state.scheme != scheme {
                    process.stop()
                    state.process = nil
                    state.problem = nil
                    state.isFrameNew = false
                }
                if let frame = state.frame, state.isFrameNew {
                    state.isFrameNew = false
                    return .frame(frame, newsAfter: state.problem != nil)
                }
                if let problem = state.problem {
                    // An ended program's problem is shown once; the call after it (the runner's retry) starts it again.
                    if state.process == nil { state.problem = nil }
                    return .problem(problem)
                }
                if state.process == nil {
                    state.frame = nil
                    state.generation += 1
                    let generation = state.generation
                    let launch = makeLaunch()
                    // Before the program's thread starts, whose alarm is the moment the program counts as silent.
                    state.silentAfter = .now + Self.firstFrameWait
                    state.process = try ListeningProcess(launch, format: format, frameLimit: InputLimits.commandOutputBytes, onEvent: { [weak self] event in
                        self?.take(event, program: launch.arguments.first ?? "", generation: generation)
                    }, nextLook: { [weak self] in
                        self?.lookAgain()
                    }, alarm: { [weak self] in
                        self?.state.withLock { $0.silentAfter }
                    })
                    state.scheme = scheme
                }
                if let frame = state.frame { return .frame(frame, newsAfter: false) }
                return state.isSilent ? .silent : .wait(after: state.version)
            }
            switch answer {
            case .frame(let data, let newsAfter):
                // The program's end, heard while this call was due, is given by the next call, which this asks for.
                if newsAfter { _ = center.reloadTimeline() }
                return data
            case .problem(let problem): throw problem
            case .silent: return nil
            case .wait(let version): try await waitForNews(after: version)
            }
        }
    }

    /// Records what the program of `generation` gave and asks for the widget's reload, unless a call is waiting for
    /// it anyway, or the reload is to be asked for again later; a program since replaced is not heard.
    private func take(_ event: ListeningProcess.Event, program: String, generation: Int) {
        let center = state.withLock { state -> WidgetCenter? in
            guard generation == state.generation else { return nil }
            state.silentAfter = nil
            switch event {
            case .piece(.frame(let data)):
                state.frame = data
                state.isFrameNew = true
                state.problem = nil
            case .piece(.refused):
                state.problem = WidgetProblem("A frame over \(InputLimits.commandOutputBytes >> 20) MB was refused; print less in each frame")
            case .ended(.notStarted(let code), _):
                // As when the program is started directly: the call's problem, and the runner's retry starts it again.
                state.process = nil
                state.problem = CommandProcess.couldNotStart(program, code)
            case .ended(let ending, let lastErrorLine):
                guard ending != .cancelled else { return nil }
                state.process = nil
                let name = PathText.lastComponent(program)
                let how = switch ending {
                case .exited(let status): "exited with status \(status)"
                case .signalled(let signal): "was stopped by signal \(signal)"
                default: "ended"
                }
                state.problem = WidgetProblem("\(name) \(how)" + (lastErrorLine.map { ": \($0)" } ?? "") + "; starting it again")
            }
            return Self.announce(&state)
        }
        if let center { askForReload(center) }
    }

    /// Counts news in `state` and wakes the calls waiting for it; returns the center to ask for the widget's reload
    /// when no call was waiting and no reload is to be asked for later anyway.
    private static func announce(_ state: inout State) -> WidgetCenter? {
        state.version += 1
        let waiters = state.waiters.values
        state.waiters = [:]
        for waiter in waiters { waiter.resume() }
        return waiters.isEmpty && state.askAgainAt == nil ? state.center : nil
    }

    /// What the program's thread does before it sleeps: notes that the program is silent once it has printed nothing
    /// for `firstFrameWait` (the thread's alarm wakes it then), and asks again for a reload that was due; returns when
    /// to ask that again.
    private func lookAgain() -> ContinuousClock.Instant? {
        let center = state.withLock { state -> WidgetCenter? in
            guard let moment = state.silentAfter, moment <= .now else { return nil }
            state.silentAfter = nil
            return state.isSilent ? Self.announce(&state) : nil
        }
        if let center { askForReload(center) }
        return askAgainIfDue()
    }

    /// Asks `center` for the widget's reload; when it is too soon after the last answer, notes when to ask again.
    private func askForReload(_ center: WidgetCenter) {
        guard let wait = center.reloadTimeline() else { return }
        let moment = ContinuousClock.now + wait
        state.withLock { $0.askAgainAt = min($0.askAgainAt ?? moment, moment) }
    }

    /// Asks again for the reload noted by `askForReload` once its moment has come; returns the moment still ahead, if
    /// any (the program's thread sleeps until then, or until the program writes).
    private func askAgainIfDue() -> ContinuousClock.Instant? {
        let due = state.withLock { state -> WidgetCenter? in
            guard let moment = state.askAgainAt, moment <= .now else { return nil }
            state.askAgainAt = nil
            return state.center
        }
        if let due { askForReload(due) }
        return state.withLock { $0.askAgainAt }
    }

    /// Waits until the program gives news after `version`, or the calling task is cancelled.
    private func waitForNews(after version: Int) async throws {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let waiting = state.withLock { state in
                    guard !Task.isCancelled, state.version == version else { return false }
                    state.waiters[id] = continuation
                    return true
                }
                if !waiting { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
        try Task.checkCancellation()
    }
}
