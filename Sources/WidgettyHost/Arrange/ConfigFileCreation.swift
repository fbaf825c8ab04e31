import Glibc
import WidgettyKit

/// "Save as Configuration": writes the embedded demo's text as a new configuration file, never over one.
public enum ConfigFileCreation {
    /// Creates `path` (and its folder, mode 0700, when missing) holding `text`, flushed to disk; refuses when
    /// anything is at `path` already, and says why in words naming the file.
    public static func create(_ path: String, holding text: String) throws(ConfigError) {
        let folder = String(path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
        if !folder.isEmpty { try makeFolders(folder, for: path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            throw problem(path, code == EEXIST ? "exists already; the demo was not saved over it (open it with --config, or move it away)"
                                               : "could not be made (\(String(cString: strerror(code))))")
        }
        let bytes = Array(text.utf8)
        var offset = 0
        var code: Int32 = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { code = errno; break }
            offset += count
        }
        if code == 0, fsync(descriptor) != 0 { code = errno }
        close(descriptor)
        guard code == 0 else {
            unlink(path)
            throw problem(path, "could not be written (\(String(cString: strerror(code)))); nothing was saved")
        }
    }

    /// Makes `folder` and the folders above it that are missing, each with mode 0700.
    private static func makeFolders(_ folder: String, for path: String) throws(ConfigError) {
        if let failed = FolderMaking.make(folder, mode: 0o700) {
            throw problem(path, "could not be made: its folder \(failed.folder) could not be made (\(String(cString: strerror(failed.error))))")
        }
    }

    private static func problem(_ path: String, _ message: String) -> ConfigError {
        ConfigError([ConfigDiagnostic(file: path, line: nil, message: message)])
    }
}
