import Foundation

/// The locale the environment asks for, read as POSIX does: LC_ALL, then LC_TIME, then LANG.
///
/// Foundation on Linux does not take `Locale.current` from these variables, so a
/// Japanese user would otherwise see English weekdays.
public enum EnvironmentLocale {
    /// `ja_JP.UTF-8` → `ja_JP`; C, POSIX or nothing → `en_US_POSIX`.
    public static func locale(from environment: [String: String]) -> Locale {
        let value = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let name = String(value.prefix { $0 != "." && $0 != "@" })
        return Locale(identifier: name == "C" || name == "POSIX" || name.isEmpty ? "en_US_POSIX" : name)
    }
}
