import FoundationEssentials
import Glibc
import WidgettyKit

/// Where running dashboards listen: `$XDG_RUNTIME_DIR/widgetty/`, one `PID.sock` per dashboard.
///
/// Without `XDG_RUNTIME_DIR` (or with one that is relative, or so long that a socket
/// path in it would not fit a `sockaddr_un`) it is `/tmp/widgetty-UID/`. The folder
/// must be a real folder (not a link) owned by this user with mode 0700, and each
/// socket is made with 0600, so only this user reaches them; dashboards and
/// `widgetty reload` both refuse a folder that is not so.
public enum ControlDirectory {
    /// The folder for this user's sockets.
    public static func path(environment: [String: String] = ProcessEnvironment.current()) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            let folder = runtime + "/widgetty"
            // The longest socket name a pid can give must fit, or no dashboard could listen there.
            if address(socketPath(in: folder, pid: Int32.max)) != nil { return folder }
        }
        return "/tmp/widgetty-\(getuid())"
    }

    /// The socket of the dashboard with process id `pid`.
    static func socketPath(in directory: String, pid: Int32) -> String {
        "\(directory)/\(pid).sock"
    }

    /// The sockets in the folder now, some possibly left by dashboards that crashed; other files are not listed.
    static func sockets(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".sock") }.sorted().map { "\(directory)/\($0)" }.filter { path in
            var info = stat()
            return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFSOCK
        }
    }

    /// Creates the folder (0700) if needed; nil when it is this user's private folder, else what is wrong with it.
    static func prepare(_ directory: String) -> String? {
        if mkdir(directory, 0o700) != 0, errno != EEXIST { return "\(directory) cannot be made (\(String(cString: strerror(errno))))" }
        return privacyProblem(directory)
    }

    /// Nil when `directory` is a folder (not a link) owned by this user that nobody else may enter; else what it is.
    static func privacyProblem(_ directory: String) -> String? {
        var info = stat()
        guard lstat(directory, &info) == 0 else { return "\(directory) does not exist" }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return "\(directory) is not a folder (a link or a file); remove it" }
        guard info.st_uid == getuid() else { return "\(directory) belongs to another user; remove it" }
        guard (info.st_mode & 0o077) == 0 else { return "\(directory) may be entered by other users; chmod 700 it" }
        return nil
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
