import WidgettyKit

/// Writes one targeted edit of the configuration file through `AtomicFileWriter` (atomic, under its lease, mode
/// and links kept), only while the file still says what the dashboard shows, and answers the change for the history.
public enum ConfigFileEdit {
    /// Applies `edit` to the text of `path`, which must still load as `config`'s slots (else nothing is written
    /// and the message says to fix the file first where it does not load, or to try again once the dashboard shows
    /// it); `title` names the change.
    public static func apply(_ title: String, to path: String, showing config: DashboardConfig, registry: WidgetRegistry,
                             _ edit: (String) -> String?) throws(ConfigError) -> ConfigEditHistory.Change {
        try apply(title, to: path, registry: registry, stillShowing: { $0.slots == config.slots }, edit)
    }

    /// Applies `edit` to the text of `path` while it loads as a configuration that `stillShowing` accepts; `edit`
    /// may refuse with its own message, else nil says its tables are not where they were read.
    static func apply(_ title: String, to path: String, registry: WidgetRegistry, stillShowing: (DashboardConfig) -> Bool,
                      _ edit: (String) throws(ConfigError) -> String?) throws(ConfigError) -> ConfigEditHistory.Change {
        var change: ConfigEditHistory.Change?
        let changed = problem(path, "changed since the dashboard loaded it; once it shows your edit, \(title.lowercased()) again")
        try write(path, action: title.lowercased()) { text throws(ConfigError) in
            let current: DashboardConfig
            do throws(ConfigError) {
                current = try ConfigLoader(registry: registry).parse(text, file: path)
            } catch {
                throw brokenNow(path, error, action: title.lowercased())
            }
            guard stillShowing(current) else { throw changed }
            guard let edited = try edit(text) else { throw problem(path, "could not take \(title.lowercased()) (its tables are not where they were read)") }
            change = ConfigEditHistory.Change(before: text, after: edited, title: title)
            return edited
        }
        guard let change else { throw changed }
        return change
    }

    /// Writes `change.after` where the file holds `change.before` byte for byte (undo passes a change reversed);
    /// a file edited since is left alone and the message says so.
    public static func restore(_ change: ConfigEditHistory.Change, at path: String, undoing: Bool) throws(ConfigError) {
        let word = undoing ? "undo" : "redo"
        try write(path, action: "\(word) \(change.title.lowercased())") { text throws(ConfigError) in
            guard text == change.before else {
                throw problem(path, "was edited since \u{201C}\(change.title)\u{201D}, so it cannot \(word) it; nothing was written")
            }
            return change.after
        }
    }

    /// Hands the text of `path` to `edit` and writes what it returns, every failure worded for the banner.
    private static func write(_ path: String, action: String, _ edit: (String) throws(ConfigError) -> String) throws(ConfigError) {
        do throws(AtomicFileWriter.Failure<ConfigError>) {
            try AtomicFileWriter.edit(path, readingAtMost: InputLimits.configFileBytes) { bytes, _ throws(ConfigError) in
                guard let text = String(validating: bytes, as: UTF8.self) else { throw problem(path, "is not UTF-8 text now; nothing was written") }
                return Array(try edit(text).utf8)
            }
        } catch {
            switch error {
            case .refused(let refusal): throw refusal
            case .changedMeanwhile: throw problem(path, "was written by another program meanwhile; nothing was changed, so \(action) again")
            case .inUse: throw problem(path, "is open in another program now; nothing in it was changed, so \(action) again once it is closed")
            case .unreadable(let reason): throw problem(path, "could not be read (\(reason)); nothing in it was changed")
            case .unwritable(let reason): throw problem(path, "could not be written (\(reason)); nothing in it was changed")
            }
        }
    }

    /// The refusal for a file that does not load now: its first problem, and to fix it before `action` again.
    private static func brokenNow(_ path: String, _ error: ConfigError, action: String) -> ConfigError {
        let first = error.diagnostics.first.map { ($0.line.map { "line \($0): " } ?? "") + $0.message } ?? "it has a problem"
        return problem(path, "does not load now (\(first)); fix the file first, then \(action) again")
    }

    private static func problem(_ path: String, _ message: String) -> ConfigError {
        ConfigError([ConfigDiagnostic(file: path, line: nil, message: message)])
    }
}
