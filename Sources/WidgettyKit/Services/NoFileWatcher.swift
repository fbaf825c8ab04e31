import FoundationEssentials

/// A watcher for a context lent none: nothing is watched.
public struct NoFileWatcher: FileWatching {
    /// Creates the watcher.
    public init() {}

    public func watch(_ url: URL, owner: String, onChange: @escaping @Sendable () -> Void) {}
}
