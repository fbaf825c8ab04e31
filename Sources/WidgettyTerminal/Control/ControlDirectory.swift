import Foundation
import Glibc

/// Where running dashboards listen: `$XDG_RUNTIME_DIR/widgetty/`, one `PID.sock` per dashboard.
///
/// Without `XDG_RUNTIME_DIR` it is `/tmp/widgetty-UID/`. The folder is made
/// with mode 0700 and each socket with 0600, so only this user reaches them.
public enum ControlDirectory {
    /// The folder for this user's sockets.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return runtime + "/widgetty" }
        return "/tmp/widgetty-\(getuid())"
    }

    /// The socket of the dashboard with process id `pid`.
    static func socketPath(in directory: String, pid: Int32) -> String {
        "\(directory)/\(pid).sock"
    }

    /// The sockets in the folder now, some possibly left by dashboards that crashed.
    static func sockets(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".sock") }.sorted().map { "\(directory)/\($0)" }
    }

    /// Creates the folder (0700) if needed; false when it exists but is not this user's private folder.
    static func prepare(_ directory: String) -> Bool {
        if mkdir(directory, 0o700) != 0, errno != EEXIST { return false }
        var info = stat()
        guard lstat(directory, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR && info.st_uid == getuid() && (info.st_mode & 0o077) == 0
    }

    /// A `sockaddr_un` for `path`, or nil when the path is too long for one.
    static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return address
    }
}
