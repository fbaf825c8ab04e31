import Glibc

/// The names a path passes through on its way to a file: every symbolic link followed, in order,
/// then the file itself, or the first name that does not exist.
///
/// Resolved one component at a time, as the kernel does, so a link anywhere in the path (a linked
/// folder, a link to a link) is a step. A change to any step can make the path name another file.
struct PathChain: Equatable {
    /// One name on the way, as a path with no links before its last component.
    struct Step: Equatable {
        /// What the name is now.
        enum Kind: Equatable {
            /// A symbolic link, followed to the next step.
            case link
            /// The file the path ends at.
            case regularFile
            /// The folder the path ends at.
            case folder
            /// Where the path ends at something else: a FIFO, a device, a socket.
            case specialFile
            /// No such name (yet): its folder is the deepest one that exists.
            case missing
        }

        let path: String
        let kind: Kind
        /// The device and inode, to notice when the name is given to another file; nil when missing.
        let identity: FileIdentity?

        /// The folder holding the name.
        var folder: String {
            let parent = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
            return parent.isEmpty ? "/" : String(parent)
        }

        /// The name within its folder.
        var name: String { String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...]) }
    }

    /// A file's device and inode.
    struct FileIdentity: Equatable {
        let device: UInt
        let inode: UInt

        init(_ info: stat) {
            device = UInt(info.st_dev)
            inode = UInt(info.st_ino)
        }
    }

    /// The most links followed, as the kernel allows (MAXSYMLINKS); a longer chain ends at its last link.
    static let linkLimit = 40

    let steps: [Step]

    /// Resolves an absolute `path` as it is now.
    init(resolving path: String) {
        var steps: [Step] = []
        var resolved = ""
        var pending = Self.components(of: path)
        var ended = false
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                resolved = String(resolved[..<(resolved.lastIndex(of: "/") ?? resolved.startIndex)])
                continue
            }
            let candidate = resolved + "/" + component
            var info = stat()
            guard lstat(candidate, &info) == 0 else {
                steps.append(Step(path: candidate, kind: .missing, identity: nil))
                ended = true
                break
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                resolved = candidate
                continue
            }
            steps.append(Step(path: candidate, kind: .link, identity: FileIdentity(info)))
            guard steps.count < Self.linkLimit, let target = Self.target(ofLink: candidate) else {
                ended = true
                break
            }
            if target.hasPrefix("/") { resolved = "" }
            pending += Self.components(of: target)
        }
        if !ended { steps.append(Self.end(at: resolved.isEmpty ? "/" : resolved)) }
        self.steps = steps
    }

    /// The components of a path, last first, to be taken from the end.
    private static func components(of path: String) -> [String] {
        path.split(separator: "/").map(String.init).reversed()
    }

    /// The step where the path ends, at a name that exists and is not a link.
    private static func end(at path: String) -> Step {
        var info = stat()
        guard lstat(path, &info) == 0 else { return Step(path: path, kind: .missing, identity: nil) }
        let kind: Step.Kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        default: .specialFile
        }
        return Step(path: path, kind: kind, identity: FileIdentity(info))
    }

    /// Where a symbolic link points, as written in it.
    private static func target(ofLink path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
