import FoundationEssentials
import Glibc
import WidgettyKit

/// The note files in a folder (and, when recursive, the folders inside it), with their modification times.
///
/// Only `.md`, `.markdown` and `.txt` files count; hidden names (an editor's swap file, a temporary
/// file being saved) and excluded globs are left out. Every walk stops at a limit, so a huge or looping
/// tree costs a bounded amount: links to folders are not followed, depth and counts are capped.
struct FolderListing: Sendable {
    /// One note file found.
    struct Item: Sendable, Equatable {
        /// The path inside the folder ("todo.md", "work/plan.md").
        var name: String
        var modified: Date
    }

    /// The folder listed, as given.
    var folder: String
    var items: [Item]
    /// The folders read (the folder itself first), which a watcher watches.
    var folders: [String]
    /// Files left out for a limit, in words.
    var skipped: [SkippedNote]

    /// The most note files listed; past it the rest of the folder is left out, and said so.
    static let fileLimit = 20_000
    /// The most folders read in a recursive walk.
    static let folderLimit = 256
    /// How deep a recursive walk goes.
    static let depthLimit = 8
    /// The extensions of notes.
    static let extensions: Set<String> = ["md", "markdown", "txt"]

    /// Why a folder cannot be listed.
    enum Failure: Error, Equatable {
        /// It does not exist.
        case missing
        /// It exists but cannot be read (the reason in words) or is not a folder.
        case unreadable(String)
    }

    /// Lists `folder`; throws when the folder itself is missing or unreadable (a subfolder's problem is a skip).
    /// Each folder is read once; what `readdir` says an entry is spares a `stat` for every folder and every file that is
    /// not a note, and a note is `fstatat`ed by its name in the open folder, not looked up again by its full path. A
    /// folder of many notes is `stat`ed on a few threads (`statusesOf`): the kernel's look-up of each name is most of
    /// a listing's time.
    static func list(_ folder: String, recursive: Bool, exclude: [String]) throws(Failure) -> FolderListing {
        var listing = FolderListing(folder: folder, items: [], folders: [], skipped: [])
        var pending: [(path: String, prefix: String, depth: Int)] = [(folder, "", 0)]
        while let next = pending.popLast() {
            let descriptor = open(next.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0, let stream = fdopendir(descriptor) else {
                let code = errno
                if descriptor >= 0 { close(descriptor) }
                if next.prefix.isEmpty { throw code == ENOENT ? .missing : .unreadable(String(cString: strerror(code))) }
                listing.skipped.append(SkippedNote(name: next.prefix, reason: String(cString: strerror(code))))
                continue
            }
            defer { closedir(stream) }
            listing.folders.append(next.path)
            var entries: [Entry] = []
            while let record = readdir(stream) {
                let kind = Int(record.pointee.d_type)
                // Hidden names and files that are not notes are passed over on readdir's bytes, no `String` made.
                let named = withUnsafeBytes(of: &record.pointee.d_name) { whole -> (name: String, isNote: Bool, isUTF8: Bool)? in
                    let bytes = UnsafeRawBufferPointer(rebasing: whole[..<(whole.firstIndex(of: 0) ?? whole.count)])
                    guard !EntryName.isHidden(bytes) else { return nil }
                    let isNote = EntryName.hasNoteExtension(bytes)
                    guard kind == DT_DIR || kind == DT_UNKNOWN || isNote else { return nil }
                    let valid = String(validating: bytes, as: UTF8.self)
                    return (valid ?? String(decoding: bytes, as: UTF8.self), isNote, valid != nil)
                }
                guard let (name, isNote, isUTF8) = named else { continue }
                let relative = next.prefix + name
                guard !isExcluded(relative, name: name, by: exclude) else { continue }
                // A note's path is text from here to the tile, the editor and a toggle: a name that is not UTF-8 (no
                // `String` opens it) is named as skipped, shown with U+FFFD, rather than lost or opened by another name.
                guard isUTF8 else {
                    if isNote || (recursive && kind == DT_DIR) {
                        listing.skipped.append(SkippedNote(name: relative + (kind == DT_DIR ? "/" : ""), reason: FolderNames.notUTF8Reason))
                    }
                    continue
                }
                entries.append(Entry(name: name, relative: relative, isFolder: kind == DT_DIR, isNote: isNote))
            }
            for (entry, status) in zip(entries, statusesOf(entries, in: descriptor)) {
                switch status {
                case .gone: continue
                case .folder:
                    guard recursive else { continue }
                    if next.depth + 1 > depthLimit || listing.folders.count + pending.count >= folderLimit {
                        listing.skipped.append(SkippedNote(name: entry.relative + "/", reason: "past the \(depthLimit)-level or \(folderLimit)-folder limit"))
                    } else {
                        pending.append((next.path + "/" + entry.name, entry.relative + "/", next.depth + 1))
                    }
                case .linkToNothing(let code):
                    listing.skipped.append(SkippedNote(name: entry.relative, reason: "a link to nothing (\(String(cString: strerror(code))))"))
                case .note(let modified):
                    guard listing.items.count < fileLimit else {
                        if listing.skipped.last?.reason != limitReason { listing.skipped.append(SkippedNote(name: entry.relative, reason: limitReason)) }
                        continue
                    }
                    listing.items.append(Item(name: entry.relative, modified: modified))
                }
            }
        }
        return listing
    }

    /// An entry of a folder that may be a note or a folder, as `readdir` gave it.
    struct Entry: Sendable {
        /// Its name in its folder.
        var name: String
        /// Its path inside the listed folder.
        var relative: String
        /// Whether `readdir` said it is a folder (no `stat` needed).
        var isFolder: Bool
        /// Whether its name is a note's.
        var isNote: Bool
    }

    /// What an entry turned out to be.
    enum EntryStatus: Sendable, Equatable {
        /// A folder (or a note-named link to one: not followed).
        case folder
        /// A note (a link to one followed), modified at that moment.
        case note(Date)
        /// A note-named link whose target cannot be `stat`ed, with `errno`.
        case linkToNothing(Int32)
        /// Not a note, or gone between `readdir` and `stat`.
        case gone
    }

    /// The fewest entries a thread of `statusesOf` takes: a `stat` costs about 2 µs on a busy machine, a thread's start
    /// and join 10–50 µs (more while the other processors are busy), so a folder under 2,000 notes takes one thread.
    static let entriesPerThread = 1_000

    /// Each entry's status, in order, looked up by name in the open folder `descriptor`; a folder of thousands is
    /// shared among `ThreadSlices.threadsAvailable` threads.
    static func statusesOf(_ entries: [Entry], in descriptor: Int32) -> [EntryStatus] {
        ThreadSlices.map(entries.count, threads: ThreadSlices.threadsAvailable, minimumSlice: entriesPerThread) { range in
            entries[range].map { status(of: $0, in: descriptor) }
        }
    }

    /// One entry's status: a link named like a note is followed, any other link is not.
    static func status(of entry: Entry, in descriptor: Int32) -> EntryStatus {
        guard !entry.isFolder else { return .folder }
        var info = stat()
        // The name passed as the String's own bytes (`withCString`): passing the String itself copies it to an array.
        guard entry.name.withCString({ fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { return .gone }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { return .folder }
        guard entry.isNote else { return .gone }
        if type == S_IFLNK, entry.name.withCString({ fstatat(descriptor, $0, &info, 0) }) != 0 { return .linkToNothing(errno) }
        return .note(Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9))
    }

    /// The full path of `item`.
    func path(of item: Item) -> String {
        folder + "/" + item.name
    }

    private static let limitReason = "past the \(fileLimit) notes listed; this and later files are left out"

    /// The lowercased extension of a file name ("md"), empty without one.
    static func extensionOf(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Whether a glob matches the path inside the folder or the file name.
    static func isExcluded(_ relative: String, name: String, by globs: [String]) -> Bool {
        globs.contains { fnmatch($0, relative, 0) == 0 || fnmatch($0, name, 0) == 0 }
    }
}
