import Foundation
import Glibc

/// Tells the event loop when the configuration file changes, through inotify (no polling).
///
/// It watches the file itself, so other files in its folder never wake the
/// dashboard. Editors that save by renaming a new file over the old one end
/// the watch on the old file; the watcher then follows the path to the new
/// one, or watches the folder for the file's name while no file is there.
final class ConfigWatcher {
    /// The inotify descriptor, for the loop's `poll`.
    let descriptor: Int32
    private let path: String
    private let folder: String
    private let name: String
    private var fileWatch: Int32 = -1
    private var folderWatch: Int32 = -1
    /// The device and inode of the file being watched, to notice when the path names another file or none.
    private var watchedFile: (device: UInt, inode: UInt)?

    /// Watches `path`; nil when inotify is unavailable (the dashboard then runs without live reload).
    init?(path: String) {
        let url = URL(fileURLWithPath: path)
        self.path = url.path
        folder = url.deletingLastPathComponent().path
        name = url.lastPathComponent
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        guard follow() else {
            Glibc.close(descriptor)
            return nil
        }
    }

    /// Reads the waiting events; true when one of them may have changed the configuration file.
    func fileChanged() -> Bool {
        var changed = false
        var lostFile = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (event, eventName) = buffer.withUnsafeBytes { raw -> (inotify_event, String) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = raw[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
                    return (event, String(decoding: nameBytes, as: UTF8.self))
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
                if event.wd == fileWatch {
                    changed = true
                    if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 { lostFile = true }
                } else if event.wd == folderWatch, eventName == name {
                    changed = true
                    lostFile = true
                }
            }
        }
        if lostFile || !isWatchingCurrentFile { _ = follow() }
        return changed
    }

    /// The device and inode the path names now, or nil when there is no file there.
    private func currentFile() -> (device: UInt, inode: UInt)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt(info.st_dev), UInt(info.st_ino))
    }

    /// Whether the watch is on the file the path names now; a file deleted while something
    /// still holds it open sends no "deleted" event, so the path is checked too.
    private var isWatchingCurrentFile: Bool {
        guard fileWatch >= 0, let watched = watchedFile, let current = currentFile() else { return false }
        return watched == current
    }

    /// Watches the file at the path, or, while there is none, its folder; false when neither can be watched.
    private func follow() -> Bool {
        if fileWatch >= 0 { inotify_rm_watch(descriptor, fileWatch) }
        watchedFile = currentFile()
        fileWatch = inotify_add_watch(descriptor, path, UInt32(IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF))
        if fileWatch >= 0 {
            if folderWatch >= 0 { inotify_rm_watch(descriptor, folderWatch) }
            folderWatch = -1
            return true
        }
        if folderWatch < 0 { folderWatch = inotify_add_watch(descriptor, folder, UInt32(IN_CREATE | IN_MOVED_TO)) }
        return folderWatch >= 0
    }

    deinit {
        Glibc.close(descriptor)
    }
}
