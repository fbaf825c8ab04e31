import FoundationEssentials

/// Tells when a file or a folder changes, without polling: the host's inotify watcher, or a fake in tests.
///
/// A file changes when it is saved, replaced (an editor's rename over it, a symbolic link re-pointed
/// anywhere on its path) or removed, or when it appears; a folder changes when a name in it comes,
/// goes or is saved. `onChange` runs on the host's event loop, so it must be quick: asking for a
/// reload (`WidgetServices.reloadTimelines(whenChanged:)`) is what it is for.
public protocol FileWatching: Sendable {
    /// Calls `onChange` after each change of `url`; one watch per `url` and `owner`, so asking again
    /// (each timeline load may) replaces the earlier call instead of adding one.
    func watch(_ url: URL, owner: String, onChange: @escaping @Sendable () -> Void)
}
