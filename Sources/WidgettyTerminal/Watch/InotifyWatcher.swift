import FoundationEssentials
import Glibc
import Synchronization
import WidgettyKit

/// Watches files and folders through one inotify descriptor, which the event loop sleeps on (no polling):
/// the configuration file, and whatever providers ask for through `WidgetServices`.
///
/// Each watch follows every name on its path's way (`PathChain`): each symbolic link (`ln -sfn b.toml
/// config.toml` re-points one, and a linked folder counts too), and the file or folder itself, so other
/// files beside them never wake the dashboard. Where a name is missing, it watches the folder for that
/// name to appear. After a change it resolves the path again and, when the path leads elsewhere now (a
/// link re-pointed, an editor's save renaming a new file over the old one), watches the new chain instead.
///
/// Watches share the descriptor: the kernel gives one watch per file, so each is counted, widened for
/// every watch that needs it (`IN_MASK_ADD`), and removed when none needs it any more. Providers add
/// watches from their threads; the loop's thread reads events (`handleEvents`) and makes the calls.
final class InotifyWatcher: FileWatching {
    /// The inotify descriptor, for the loop's `poll`.
    let descriptor: Int32
    private let state = Mutex(State())

    /// What a kernel watch is for, in one of our watches.
    private enum Role: Hashable {
        /// A link or a special file on the chain: any change of it.
        case name
        /// The regular file the chain ends at: changes of it, and its contents saved.
        case file
        /// The folder the chain ends at: names in it coming, going or saved, and changes of it.
        case folder
        /// The deepest folder that exists before a missing name: that name appearing.
        case awaiting(String)

        /// The events this role is told about, and the flags to add the kernel watch with.
        var mask: UInt32 {
            switch self {
            case .name: UInt32(IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_DONT_FOLLOW)
            case .file: UInt32(IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_DONT_FOLLOW | IN_CLOSE_WRITE)
            case .folder: UInt32(IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_DONT_FOLLOW
                                 | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ONLYDIR)
            case .awaiting: UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR)
            }
        }

        /// Whether an event with `mask` about `name` (in a folder) concerns this role.
        func concerns(mask: UInt32, name: String) -> Bool {
            switch self {
            case .awaiting(let awaited): name == awaited && mask & self.mask != 0
            default: mask & self.mask & ~UInt32(IN_DONT_FOLLOW | IN_ONLYDIR) != 0
            }
        }
    }

    /// One watch: a path for an owner, the chain it follows, and the kernel watches it holds.
    private struct Watch {
        let path: String
        var onChange: @Sendable () -> Void
        var chain: PathChain
        var kernelWatches: [Int32: Set<Role>] = [:]
    }

    private struct Key: Hashable {
        let path: String
        let owner: String
    }

    private struct State {
        var watches: [Key: Watch] = [:]
        /// How many of our watches hold each kernel watch.
        var holders: [Int32: Int] = [:]
    }

    /// A watcher with nothing watched yet; nil when inotify is unavailable (nothing is then watched, and the
    /// dashboard runs without live reload).
    init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    func watch(_ url: URL, owner: String, onChange: @escaping @Sendable () -> Void) {
        let path = url.standardizedFileURL.path
        state.withLock { state in
            let key = Key(path: path, owner: owner)
            if state.watches[key] != nil {
                state.watches[key]?.onChange = onChange
                return
            }
            let chain = PathChain(resolving: path)
            var watch = Watch(path: path, onChange: onChange, chain: chain)
            follow(&watch, from: chain, in: &state)
            state.watches[key] = watch
        }
    }

    /// Reads the waiting events and calls each watch that one of them may have changed, once.
    func handleEvents() {
        var changed: Set<Key> = []
        var lost: Set<Key> = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let calls: [@Sendable () -> Void] = state.withLock { state in
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                guard count > 0 else { break }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let (event, name) = buffer.withUnsafeBytes { raw -> (inotify_event, String) in
                        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        let start = offset + MemoryLayout<inotify_event>.size
                        let nameBytes = raw[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
                        return (event, String(decoding: nameBytes, as: UTF8.self))
                    }
                    offset += MemoryLayout<inotify_event>.size + Int(event.len)
                    if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                        // Events were lost: anything may have changed.
                        changed.formUnion(state.watches.keys)
                        lost.formUnion(state.watches.keys)
                        continue
                    }
                    let ignored = event.mask & UInt32(IN_IGNORED) != 0
                    if ignored { state.holders[event.wd] = nil }
                    // Kernel watches given up on (their IN_IGNORED) are in no watch's list any more.
                    for (key, watch) in state.watches {
                        guard let roles = watch.kernelWatches[event.wd] else { continue }
                        if ignored {
                            changed.insert(key)
                            lost.insert(key)
                            state.watches[key]?.kernelWatches[event.wd] = nil
                        } else if roles.contains(where: { $0.concerns(mask: event.mask, name: name) }) {
                            changed.insert(key)
                        }
                    }
                }
            }
            for key in changed {
                guard var watch = state.watches[key] else { continue }
                let chain = PathChain(resolving: watch.path)
                if lost.contains(key) || chain != watch.chain { follow(&watch, from: chain, in: &state) }
                state.watches[key] = watch
            }
            return changed.compactMap { state.watches[$0]?.onChange }
        }
        for call in calls { call() }
    }

    /// Watches the path's chain as it is now (`chain`, just resolved), in place of the old one.
    ///
    /// A link re-pointed between resolving the chain and adding the kernel watches would go unnoticed,
    /// so the chain is resolved again after, and watched anew if it moved meanwhile.
    private func follow(_ watch: inout Watch, from chain: PathChain, in state: inout State) {
        var next = chain
        for _ in 0..<3 {
            let old = watch.kernelWatches
            watch.chain = next
            watch.kernelWatches = add(next, in: &state)
            release(old, in: &state)
            let after = PathChain(resolving: watch.path)
            if after == next { break }
            next = after
        }
    }

    /// Adds a kernel watch for every step of `chain`, each counted once more.
    private func add(_ chain: PathChain, in state: inout State) -> [Int32: Set<Role>] {
        var added: [Int32: Set<Role>] = [:]
        for step in chain.steps {
            let (target, role): (String, Role) = switch step.kind {
            case .link, .specialFile: (step.path, .name)
            case .folder: (step.path, .folder)
            case .regularFile: (step.path, .file)
            case .missing: (step.folder, .awaiting(step.name))
            }
            let kernelWatch = inotify_add_watch(descriptor, target, role.mask | UInt32(IN_MASK_ADD))
            guard kernelWatch >= 0 else { continue }
            if added[kernelWatch] == nil { state.holders[kernelWatch, default: 0] += 1 }
            added[kernelWatch, default: []].insert(role)
        }
        return added
    }

    /// Lets go of kernel watches; one no watch holds any more is removed.
    private func release(_ kernelWatches: [Int32: Set<Role>], in state: inout State) {
        for kernelWatch in kernelWatches.keys {
            guard let holders = state.holders[kernelWatch] else { continue }
            if holders > 1 {
                state.holders[kernelWatch] = holders - 1
            } else {
                state.holders[kernelWatch] = nil
                inotify_rm_watch(descriptor, kernelWatch)
            }
        }
    }

    deinit {
        Glibc.close(descriptor)
    }
}
