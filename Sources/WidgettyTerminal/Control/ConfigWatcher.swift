import Foundation
import Glibc

/// Tells the event loop when the configuration file changes, through inotify (no polling).
///
/// It watches the file's folder rather than the file, because editors often
/// save by writing a new file and renaming it over the old one.
final class ConfigWatcher {
    /// The inotify descriptor, for the loop's `poll`.
    let descriptor: Int32
    private let name: String

    /// Watches `path`; nil when inotify is unavailable (the dashboard then runs without live reload).
    init?(path: String) {
        let url = URL(fileURLWithPath: path)
        name = url.lastPathComponent
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        guard inotify_add_watch(descriptor, url.deletingLastPathComponent().path, mask) >= 0 else {
            Glibc.close(descriptor)
            return nil
        }
    }

    /// Reads the waiting events; true when one of them concerns the configuration file.
    func fileChanged() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return changed }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (length, eventName) = buffer.withUnsafeBytes { raw -> (Int, String) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = raw[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
                    return (Int(event.len), String(decoding: nameBytes, as: UTF8.self))
                }
                if eventName == name { changed = true }
                offset += MemoryLayout<inotify_event>.size + length
            }
        }
    }

    deinit {
        Glibc.close(descriptor)
    }
}
