import FoundationEssentials
import Synchronization
import WidgettyKit

/// A timer's state file in its widget's state folder: read with a size limit, written whole and atomically.
///
/// Intents (recording presses) and the provider (applying them) both change it, each under one lock, so
/// neither loses the other's write.
public struct TimerStore: Sendable, Codable, CustomDebugStringConvertible {
    /// The file, or nil where no state folder is lent (a preview), where presses fail in words.
    let file: URL?

    /// Serialises every read-change-write of a state file in this process.
    private static let lock = Mutex(())

    /// The store of the timer named `name` in `folder`: `NAME.json`, every byte but letters, digits, `-` and `_`
    /// written `%XX`, so two names never share a file ("a b" and "a.b" once both became "a_b").
    init(folder: URL?, name: String) {
        file = folder?.appendingPathComponent((name.isEmpty ? "timer" : FolderName.make(name)) + ".json")
    }

    /// Names the file, so two timers' intents differ.
    public var debugDescription: String { "TimerStore(\(file?.path ?? "none"))" }

    /// Reads the state (a missing file is a new timer of `duration`; one that is impossible at `now`, or at any moment
    /// when nil, is a problem), changes it with `change`, and writes it if it changed.
    func update(default duration: TimerDuration, at now: Date?, _ change: (inout TimerState) -> Void) throws -> TimerState {
        guard let file else { throw WidgetProblem("This timer has no state folder to keep its time in") }
        return try Self.lock.withLock { _ in
            var state = try read(file) ?? TimerState(duration: duration)
            if let impossibility = state.impossibility(at: now) {
                throw WidgetProblem("The timer’s state file \(file.path) cannot be right (\(impossibility)); delete it to start afresh")
            }
            let old = state
            change(&state)
            if state != old { try JSONEncoder().encode(state).write(to: file, options: .atomic) }
            return state
        }
    }

    /// The state in `file`, nil when there is none yet.
    private func read(_ file: URL) throws -> TimerState? {
        let limit = InputLimits.stateFileBytes
        let contents: Data?
        do {
            contents = try BoundedFile.data(at: file, limit: limit)
        } catch .tooLarge {
            throw WidgetProblem("The timer’s state file \(file.path) is over \(limit / 1024) KiB; delete it to start afresh")
        } catch {
            throw WidgetProblem("The timer’s state file \(file.path) cannot be read; delete it to start afresh")
        }
        guard let data = contents else { return nil }
        do {
            return try JSONDecoder().decode(TimerState.self, from: data)
        } catch {
            throw WidgetProblem("The timer’s state file \(file.path) cannot be read; delete it to start afresh")
        }
    }
}
