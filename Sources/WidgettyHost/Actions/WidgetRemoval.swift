import WidgettyKit

/// "Remove Widget" and "Remove Stack": takes a widget's, a stack member's or a stack's table out of the configuration
/// file, only when the file still holds it as loaded.
public enum WidgetRemoval {
    /// What leaves the file.
    public enum Target: Sendable, Equatable {
        /// The widget at a position: a lone widget's `[[widget]]` table, or a stack member's `[[stack.widget]]`
        /// table alone (the rest of its stack stays, even a stack of one); the only member of a stack takes its stack along.
        case widget(WidgetPosition)
        /// A whole `[[stack]]` table with every widget in it.
        case stack(slot: Int)

        /// The slot it is in.
        public var slot: Int {
            switch self {
            case .widget(let position): position.slot
            case .stack(let slot): slot
            }
        }
    }

    /// Removes `target` (of `config`, read from `path`) from the file; the file watcher then reloads it. Returns the
    /// change, for the session's undo (`ConfigEditHistory`).
    ///
    /// `asked` is what the question was asked about (nil: `config`'s slots); when `config` or the file read again
    /// (parsed, under `AtomicFileWriter`'s lease, `ConfigFileEdit`) no longer has exactly those widgets at those
    /// lines, or the file's bytes are no longer the text the question was asked about (edited since, if only in a
    /// comment), or another program writes it meanwhile, nothing is written and the message says so. The last slot
    /// is kept, since a configuration needs one.
    @discardableResult
    public static func remove(_ target: Target, of config: DashboardConfig, askedAbout asked: AskedConfiguration? = nil, path: String,
                              registry: WidgetRegistry) throws(ConfigError) -> ConfigEditHistory.Change {
        let asked = asked ?? AskedConfiguration(slots: config.slots)
        try check(askedAbout: asked, stillShownIn: config, path: path)
        guard let (_, line, name) = table(of: target, in: config) else {
            throw problem(path, "has no table for that widget; nothing was changed")
        }
        // Whether the slot itself leaves is read from the configuration, not from lines: a member of a stack written
        // whole as `stack = [{ widget = […] }]` stands on its stack's line.
        guard removing(target, from: config) != nil else {
            throw problem(path, "needs at least one widget, so its last one stays; add another before removing this one")
        }
        let title = if case .stack = target { "Remove Stack" } else { "Remove Widget" }
        return try ConfigFileEdit.apply(title, to: path, registry: registry,
                                        stillShowing: { $0.slots == asked.slots }) { text throws(ConfigError) in
            guard asked.isUnchanged(text) else { throw changedWhileAsked(path) }
            guard let edited = removing(target, of: config, from: text) else {
                throw notOwnTable(path, line: line, name: name, title: title)
            }
            return edited
        }
    }

    /// Refuses (the message names `path`) when `config` does not show the slots of `asked` (what a removal's question
    /// was asked about): the configuration was reloaded meanwhile, so the widget at that place may be another.
    public static func check(askedAbout asked: AskedConfiguration?, stillShownIn config: DashboardConfig, path: String) throws(ConfigError) {
        guard asked?.slots != config.slots else { return }
        throw changedWhileAsked(path)
    }

    /// The refusal when the configuration or its file changed while the question was open.
    private static func changedWhileAsked(_ path: String) -> ConfigError {
        problem(path, "changed while you were asked; nothing was removed \u{2014} ask again")
    }

    /// `config` without `target`, for the embedded demo, which has no file; nil when no slot would be left.
    public static func removing(_ target: Target, from config: DashboardConfig) -> DashboardConfig? {
        guard config.slots.indices.contains(target.slot) else { return config }
        var shown = config
        if case .widget(let position) = target, case .stack(var stack) = config.slots[target.slot], stack.widgets.count > 1 {
            guard stack.widgets.indices.contains(position.member) else { return config }
            stack.widgets.remove(at: position.member)
            shown.slots[target.slot] = .stack(stack)
            return shown
        }
        shown.slots.remove(at: target.slot)
        return shown.slots.isEmpty ? nil : shown
    }

    /// `text` (which loads as `config`) without `target`: its table (`ConfigTableRemoval`), or, for a stack's widget
    /// written as an element of the stack's `widget = [{…}, {…}]`, that element (`InlineMemberRemoval`); nil when
    /// neither can take it out.
    static func removing(_ target: Target, of config: DashboardConfig, from text: String) -> String? {
        guard let (_, line, name) = table(of: target, in: config) else { return nil }
        if let edited = ConfigTableRemoval.removing(tableAt: line, named: name, from: text) { return edited }
        guard case .widget(let position) = target, name == ["stack", "widget"] else { return nil }
        return InlineMemberRemoval.removing(member: position.member, ofArrayAt: line, from: text)
    }

    /// The slot of `target`, the line of the table that leaves (a member's own, or its stack's when it is the only
    /// one) and the name of that table's header (`["stack", "widget"]` for a member's).
    static func table(of target: Target, in config: DashboardConfig) -> (slot: Int, line: Int, name: [String])? {
        guard config.slots.indices.contains(target.slot) else { return nil }
        guard case .widget(let position) = target, case .stack(let stack) = config.slots[target.slot], stack.widgets.count > 1 else {
            let name = if case .stack = config.slots[target.slot] { ["stack"] } else { ["widget"] }
            return config.slots[target.slot].line.map { (target.slot, $0, name) }
        }
        guard stack.widgets.indices.contains(position.member) else { return nil }
        return stack.widgets[position.member].line.map { (target.slot, $0, ["stack", "widget"]) }
    }

    /// The refusal when line `line` is not the `[[name]]` header of the table that would leave, and what leaves is
    /// not an element of a `[[stack]]` table's `widget = [{…}, {…}]` that could be cut out cleanly: it is written
    /// inside another value (`stack = [{ widget = […] }]`), or the cut text would not read as the rest.
    private static func notOwnTable(_ path: String, line: Int, name: [String], title: String) -> ConfigError {
        let header = "[[\(name.joined(separator: "."))]]"
        let what = name.last ?? "widget"
        let message = "this \(what) has no \(header) table of its own: it is written inside a value that \(title) "
            + "could not cut apart cleanly; nothing was changed. Delete it there in your editor, or write it as a \(header) table"
        return ConfigError([ConfigDiagnostic(file: path, line: line, message: message)])
    }

    private static func problem(_ path: String, _ message: String) -> ConfigError {
        ConfigError([ConfigDiagnostic(file: path, line: nil, message: message)])
    }
}
