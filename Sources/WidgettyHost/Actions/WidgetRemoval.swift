import WidgettyKit

/// "Remove Widget": takes a slot's table out of the configuration file, only when the file still holds it as loaded.
public enum WidgetRemoval {
    /// Removes the table of `slot` (of `config`, read from `path`) from the file; the file watcher then reloads it.
    ///
    /// The file is read again and parsed: if it no longer has that widget at that line (edited
    /// since it was loaded) nothing is written and the message says so. The last widget is kept,
    /// since a configuration needs one.
    public static func remove(slot: Int, of config: DashboardConfig, path: String, registry: WidgetRegistry) throws(ConfigError) {
        guard config.slots.indices.contains(slot), let line = config.slots[slot].line else {
            throw problem(path, "has no table for that widget; nothing was changed")
        }
        guard config.slots.count > 1 else {
            throw problem(path, "needs at least one widget, so its last one stays; add another before removing this one")
        }
        let text = try ConfigFileReader.text(at: path)
        let current = try? ConfigLoader(registry: registry).parse(text, file: path)
        guard let current, current.slots.contains(where: { $0.line == line && $0.sameWidgets(as: config.slots[slot]) }),
              let edited = ConfigTableRemoval.removing(tableAt: line, from: text)
        else {
            throw problem(path, "changed since the dashboard loaded it; once it shows your edit, remove the widget again")
        }
        do throws(AtomicFileWriter.Failure) {
            try AtomicFileWriter.replace(path, with: edited)
        } catch {
            throw problem(path, "could not be written (\(error.reason)); nothing in it was changed")
        }
    }

    private static func problem(_ path: String, _ message: String) -> ConfigError {
        ConfigError([ConfigDiagnostic(file: path, line: nil, message: message)])
    }
}
