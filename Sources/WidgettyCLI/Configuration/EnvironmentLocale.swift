import WidgettyKit

/// The locale the environment asks for, read as POSIX does: LC_ALL, then LC_TIME, then LANG.
public enum EnvironmentLocale {
    /// `ja_JP.UTF-8` → the installed `ja_JP`; C, POSIX, nothing or a locale not installed → English.
    public static func locale(from environment: [String: String]) -> DateLocale {
        DateLocale.fromEnvironment { environment[$0] }.locale
    }

    /// Why dates are in English when the environment names a locale that is not installed, naming its variable and
    /// what to do; nil when the locale was loaded.
    public static func problem(in environment: [String: String]) -> String? {
        DateLocale.fromEnvironment { environment[$0] }.problem
    }
}
