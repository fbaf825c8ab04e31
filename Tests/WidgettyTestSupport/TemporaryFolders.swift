import Foundation
import Synchronization

/// Folders for tests under the system's temporary folder, removed with all they hold when the test process exits.
///
/// Removal waits for the exit, not the end of a test: a dashboard in tmux may still hold its
/// configuration and socket there while its session closes.
public enum TemporaryFolders {
    private static let made = Mutex<[URL]>([])
    /// Registers the removal once, on first use.
    private static let removalAtExit: Void = {
        atexit { TemporaryFolders.removeAll() }
    }()

    /// A new empty folder, `widgetty-UUID`.
    public static func make() throws -> URL {
        _ = removalAtExit
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        made.withLock { $0.append(folder) }
        return folder
    }

    /// Whether `folder` is one of these, to be removed at exit.
    public static func willRemove(_ folder: URL) -> Bool {
        made.withLock { $0.contains { $0.path == folder.path } }
    }

    private static func removeAll() {
        for folder in made.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
    }
}
