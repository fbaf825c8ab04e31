import FoundationEssentials
import Glibc

/// A path from the configuration with `~` read as a shell reads it: from the environment's `HOME`, not the
/// password file, so widgetty finds a file where the configuration itself is looked for.
public enum HomePath {
    /// The environment's `HOME`, as widgetty was started with it.
    public static var environmentHome: String? { getenv("HOME").map { String(cString: $0) } }

    /// `~` and `~/…` from `home`; any other path (`~user/…` included) as it is.
    public static func expanding(_ path: String, home: String? = environmentHome) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home, !home.isEmpty else { return path }
        return home + path.dropFirst()
    }

    /// Whether `path` names a place without depending on the folder widgetty was started in: from `/` or from `~`.
    public static func isRooted(_ path: String) -> Bool {
        path.hasPrefix("/") || path == "~" || path.hasPrefix("~/")
    }
}
