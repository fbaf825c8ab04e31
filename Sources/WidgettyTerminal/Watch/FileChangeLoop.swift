import Foundation
import Glibc
import Synchronization

/// Calls back each time a file is saved, through the inotify watcher, sleeping in `poll` in between: `widgetty preview --watch`.
public enum FileChangeLoop {
    /// Calls `onChange` once now and after each change of `url`, until the process is interrupted;
    /// returns false at once when inotify is unavailable.
    public static func run(watching url: URL, onChange: @escaping () -> Void) -> Bool {
        guard let watcher = InotifyWatcher() else { return false }
        let changed = Mutex(false)
        watcher.watch(url, owner: "preview") { changed.withLock { $0 = true } }
        onChange()
        while true {
            var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, -1) >= 0 || errno == EINTR else { return true }
            watcher.handleEvents()
            if changed.withLock({ let was = $0; $0 = false; return was }) { onChange() }
        }
    }
}
