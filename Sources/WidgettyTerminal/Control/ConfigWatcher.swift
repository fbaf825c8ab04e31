import Foundation
import Glibc

/// Tells the event loop when the configuration file changes, through inotify (no polling).
///
/// It watches every name on the path's way to the file (`PathChain`): each symbolic link
/// (`ln -sfn b.toml config.toml` re-points one, and a linked folder counts too), and the file
/// itself, so other files in their folders never wake the dashboard. Where a name is missing, it
/// watches the folder for that name to appear. After any event it resolves the path again and,
/// when the path leads elsewhere now (a link re-pointed, an editor's save renaming a new file over
/// the old one, a special file replaced by a regular one), watches the new chain instead.
final class ConfigWatcher {
    /// The inotify descriptor, for the loop's `poll`.
    let descriptor: Int32
    private let path: String
    /// What each watch is for: a name on the chain, or a folder where a missing name may appear.
    private var watches: [Int32: Watch] = [:]
    /// The chain the watches follow.
    private var chain: PathChain

    private enum Watch {
        case step
        case folder(awaiting: String)
    }

    /// Events that tell a link or a special file was changed, replaced or removed.
    private static let nameEvents = UInt32(IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_DONT_FOLLOW)
    /// Those, and a regular file's contents saved.
    private static let fileEvents = nameEvents | UInt32(IN_CLOSE_WRITE)
    /// A name appearing in a folder.
    private static let folderEvents = UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR)

    /// Watches `path`; nil when inotify is unavailable (the dashboard then runs without live reload).
    init?(path: String) {
        self.path = URL(fileURLWithPath: path).path
        chain = PathChain(resolving: self.path)
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
        var lostWatch = false
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
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: anything may have changed.
                    changed = true
                    lostWatch = true
                }
                // Events of watches given up on a new chain (their IN_IGNORED) are no longer in `watches`.
                switch watches[event.wd] {
                case .step?:
                    changed = true
                    if event.mask & UInt32(IN_IGNORED) != 0 { lostWatch = true }
                case .folder(let awaited)? where eventName == awaited:
                    changed = true
                default:
                    break
                }
            }
        }
        if changed, lostWatch || PathChain(resolving: path) != chain { _ = follow() }
        return changed
    }

    /// Watches the path's chain as it is now; false when nothing could be watched.
    ///
    /// A link re-pointed between resolving the chain and adding the watches would go unnoticed,
    /// so the chain is resolved again after, and watched anew if it moved meanwhile.
    private func follow() -> Bool {
        var next = PathChain(resolving: path)
        for _ in 0..<3 {
            watch(next)
            let after = PathChain(resolving: path)
            if after == next { break }
            next = after
        }
        return !watches.isEmpty
    }

    /// Watches every step of `chain` instead of the old one.
    private func watch(_ chain: PathChain) {
        for watch in watches.keys { inotify_rm_watch(descriptor, watch) }
        watches = [:]
        self.chain = chain
        for step in chain.steps {
            let (target, mask, watch): (String, UInt32, Watch) = switch step.kind {
            case .link, .specialFile: (step.path, Self.nameEvents, .step)
            case .regularFile: (step.path, Self.fileEvents, .step)
            case .missing: (step.folder, Self.folderEvents, .folder(awaiting: step.name))
            }
            let added = inotify_add_watch(descriptor, target, mask)
            if added >= 0 { watches[added] = watch }
        }
    }

    deinit {
        Glibc.close(descriptor)
    }
}
