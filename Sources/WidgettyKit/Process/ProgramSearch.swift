import Glibc

/// Finds a program as `posix_spawnp` would: a name with a slash as it is, else the first executable file of that name
/// in the folders of a `PATH`.
public enum ProgramSearch {
    /// The path of `name` in `path`'s folders (an empty entry is the current folder); nil when none can run it.
    public static func find(_ name: String, in path: String) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return isExecutableFile(name) ? name : nil }
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    /// Whether `path` is a regular file this process may run.
    private static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}
