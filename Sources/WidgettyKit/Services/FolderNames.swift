import Glibc

/// The names in a folder as `readdir` gives their bytes, each read as text only when it is valid UTF-8: a name that is
/// not (an old Latin-1 name) cannot be opened by any `String`, so it is shown with U+FFFD and never opened by that.
public enum FolderNames {
    /// One entry's name.
    public struct Name: Sendable, Equatable {
        /// The name as `readdir` gave it.
        public var bytes: [UInt8]
        /// The name as text, nil when it is not valid UTF-8.
        public var text: String?

        /// The name to show: its text, or its bytes with each invalid sequence read as U+FFFD.
        public var shown: String { text ?? String(decoding: bytes, as: UTF8.self) }

        /// The name of the bytes `bytes`.
        public init(bytes: [UInt8]) {
            self.bytes = bytes
            text = String(validating: bytes, as: UTF8.self)
        }
    }

    /// Why a file whose name is not UTF-8 is left out, in words.
    public static let notUTF8Reason = "its name is not valid UTF-8 (shown with \u{FFFD}); rename it to read it here"

    /// The names in the folder `path` ("." and ".." left out), in `readdir`'s order; throws `strerror`'s words when the
    /// folder cannot be opened.
    public static func read(_ path: String) throws(WidgetProblem) -> [Name] {
        guard let folder = opendir(path) else { throw WidgetProblem(String(cString: strerror(errno))) }
        defer { closedir(folder) }
        var names: [Name] = []
        while let entry = readdir(folder) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard bytes != [UInt8(ascii: ".")], bytes != [UInt8(ascii: "."), UInt8(ascii: ".")] else { continue }
            names.append(Name(bytes: bytes))
        }
        return names
    }
}
