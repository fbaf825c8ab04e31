import FoundationEssentials
import Glibc

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
        /// The full path.
        var path: String
        var modified: Date
    }

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
    static func list(_ folder: String, recursive: Bool, exclude: [String]) throws(Failure) -> FolderListing {
        var listing = FolderListing(items: [], folders: [], skipped: [])
        var pending: [(path: String, prefix: String, depth: Int)] = [(folder, "", 0)]
        while let next = pending.popLast() {
            guard let stream = opendir(next.path) else {
                let code = errno
                if next.prefix.isEmpty { throw code == ENOENT ? .missing : .unreadable(String(cString: strerror(code))) }
                listing.skipped.append(SkippedNote(name: next.prefix, reason: String(cString: strerror(code))))
                continue
            }
            defer { closedir(stream) }
            listing.folders.append(next.path)
            while let record = readdir(stream) {
                let name = withUnsafeBytes(of: record.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                let relative = next.prefix + name
                guard !isExcluded(relative, name: name, by: exclude) else { continue }
                // What readdir says a name is spares a stat for every file that is not a note (or a folder to walk).
                let kind = Int(record.pointee.d_type)
                let isNote = extensions.contains(extensionOf(name))
                if kind != DT_DIR, kind != DT_UNKNOWN, !isNote { continue }
                let path = next.path + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                if type == S_IFDIR {
                    guard recursive else { continue }
                    if next.depth + 1 > depthLimit || listing.folders.count + pending.count >= folderLimit {
                        listing.skipped.append(SkippedNote(name: relative + "/", reason: "past the \(depthLimit)-level or \(folderLimit)-folder limit"))
                    } else {
                        pending.append((path, relative + "/", next.depth + 1))
                    }
                    continue
                }
                guard isNote else { continue }
                if type == S_IFLNK, stat(path, &info) != 0 {
                    listing.skipped.append(SkippedNote(name: relative, reason: "a link to nothing (\(String(cString: strerror(errno))))"))
                    continue
                }
                guard listing.items.count < fileLimit else {
                    if listing.skipped.last?.reason != limitReason { listing.skipped.append(SkippedNote(name: relative, reason: limitReason)) }
                    continue
                }
                let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
                listing.items.append(Item(name: relative, path: path, modified: modified))
            }
        }
        return listing
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
