import Foundation
import Synchronization
import WidgettyKit

/// A file watcher for tests: it records what is watched, and `change(_:)` plays a change of a file.
public final class FakeFileWatcher: FileWatching {
    private let watches = Mutex<[String: [String: @Sendable () -> Void]]>([:])

    /// Watches nothing yet.
    public init() {}

    public func watch(_ url: URL, owner: String, onChange: @escaping @Sendable () -> Void) {
        watches.withLock { $0[url.path, default: [:]][owner] = onChange }
    }

    /// The owners watching `url`, sorted.
    public func owners(of url: URL) -> [String] {
        watches.withLock { $0[url.path].map { $0.keys.sorted() } ?? [] }
    }

    /// Calls every watch of `url`, as the real watcher does when the file changes.
    public func change(_ url: URL) {
        let calls = watches.withLock { Array(($0[url.path] ?? [:]).values) }
        for call in calls { call() }
    }
}
