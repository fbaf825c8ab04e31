import WidgettyKit

/// The home screen's changes to the configuration file: a widget added from the gallery, keys set from its sheet.
///
/// Every change goes through `write`, which edits only the lines of the table it touches (`ConfigTableEdit`) under
/// `AtomicFileWriter`'s lease, and only when the file still holds, at the same line, the widgets the dashboard
/// loaded; the edited text must load, so nothing is written that `widgetty check` would refuse.
public enum ConfigFileEdit {
    /// A change of the file.
    public enum Change: Sendable, Equatable {
        /// A new widget's table (its kind, size and `settings`) after the table of `slot`'s tile, or at the end when nil.
        case addWidget(kind: String, family: WidgetFamily, settings: [ConfigTableEdit.Assignment], after: Int?)
        /// `settings` set in the table of the widget at `position` (a stack's member in its own table).
        case setKeys([ConfigTableEdit.Assignment], of: WidgetPosition)
    }

    /// Writes `change` into the file at `path`, from which `config` was loaded; the file watcher then reloads it.
    /// Throws, naming the file and what to do, when the file changed meanwhile, is busy, or would no longer load.
    public static func write(_ change: Change, of config: DashboardConfig, path: String, registry: WidgetRegistry) throws(ConfigError) {
        switch change {
        case .addWidget(let kind, let family, let settings, let after):
            let table = ["[[widget]]", "kind = \(TOMLValueText.string(kind))", "size = \(TOMLValueText.string(family.configName))"]
                + settings.map(\.line)
            let line = after.flatMap { config.slots.indices.contains($0) ? config.slots[$0].line : nil }
            // With no tile to follow, the table goes after the last: the whole file must be as loaded.
            try replace(path, of: config, keeping: after.map { [$0] } ?? Array(config.slots.indices), registry: registry,
                        again: "add the widget again") { text in
                ConfigTableEdit.adding(table, after: line, to: text)
            }
        case .setKeys(let settings, let position):
            guard let line = config.line(of: position) else { throw problem(path, "has no table for that widget; nothing was changed") }
            try replace(path, of: config, keeping: [position.slot], registry: registry, again: "save the widget again") { text throws(ConfigError) in
                // The table is where it was loaded (checked first), so only a key written in a dotted form stands in the way.
                guard let edited = ConfigTableEdit.setting(settings, inTableAt: line, of: text) else {
                    throw problem(path, "writes one of these keys in a dotted form (key.part = …), which a sheet cannot change; nothing was changed, so use Edit in Editor…")
                }
                return edited
            }
        }
    }

    /// Replaces the file's text with what `edit` makes of it, when the file still holds each of `config`'s `slots` at its
    /// line and the edited text loads; `again` ends the message when it has changed ("remove the widget again").
    static func replace(_ path: String, of config: DashboardConfig, keeping slots: [Int], registry: WidgetRegistry, again: String,
                        _ edit: (String) throws(ConfigError) -> String?) throws(ConfigError) {
        let changed = problem(path, "changed since the dashboard loaded it; once it shows your edit, \(again)")
        do throws(AtomicFileWriter.Failure<ConfigError>) {
            try AtomicFileWriter.edit(path, readingAtMost: InputLimits.configFileBytes) { bytes, _ throws(ConfigError) in
                let loader = ConfigLoader(registry: registry)
                guard let text = String(validating: bytes, as: UTF8.self), let current = try? loader.parse(text, file: path),
                      slots.allSatisfy({ slot in
                          config.slots.indices.contains(slot)
                              && current.slots.contains { $0.line == config.slots[slot].line && $0.sameWidgets(as: config.slots[slot]) }
                      })
                else { throw changed }
                guard let edited = try edit(text) else { throw changed }
                do throws(ConfigError) { _ = try loader.parse(edited, file: path) } catch {
                    throw problem(path, "would not load after this change (\(error.diagnostics.first?.message ?? "a problem")); nothing was changed")
                }
                return Array(edited.utf8)
            }
        } catch {
            switch error {
            case .refused(let refusal): throw refusal
            case .changedMeanwhile: throw changed
            case .inUse: throw problem(path, "is open in another program now; nothing in it was changed, so \(again) once it is closed")
            case .unreadable(let reason): throw problem(path, "could not be read (\(reason)); nothing in it was changed")
            case .unwritable(let reason): throw problem(path, "could not be written (\(reason)); nothing in it was changed")
            }
        }
    }

    /// A message about the file as a whole.
    static func problem(_ path: String, _ message: String) -> ConfigError {
        ConfigError([ConfigDiagnostic(file: path, line: nil, message: message)])
    }
}

extension DashboardConfig {
    /// The line of the table of the widget at `position`: a lone widget's, or a stack member's own `[[stack.widget]]`.
    func line(of position: WidgetPosition) -> Int? {
        guard slots.indices.contains(position.slot) else { return nil }
        switch slots[position.slot] {
        case .widget(let widget): return widget.line
        case .stack(let stack): return stack.widgets.indices.contains(position.member) ? stack.widgets[position.member].line : nil
        }
    }
}
