import FoundationEssentials
import WidgettyKit

/// The notes widget's options, read from its validated settings.
struct NotesSettings: Sendable, Equatable {
    /// What the large tile shows: the newest notes, or one note whole.
    enum Show: String, Sendable {
        case list
        case note

        /// Whether a tile of `family` reads one note whole: a small tile always, a large one showing a note.
        func readsOneNote(on family: WidgetFamily) -> Bool {
            family == .small || (family == .large && self == .note)
        }
    }

    /// The folder as written in the configuration ("~/notes"), for messages.
    var path: String
    /// The folder with `~/` expanded.
    var folder: String
    var recursive: Bool
    /// Globs matched against each name's path inside the folder and its file name (`drafts/*`, `*.tmp.md`).
    var exclude: [String]
    /// File names (or paths inside the folder) shown first, in this order.
    var pinned: [String]
    var show: Show
    /// The note the large tile shows with `show = "note"`; nil for the first pinned note, else the newest.
    var note: String?

    /// The path given for the embedded demo's sample notes, compiled into the binary.
    static let sampleLocation = "widgetty:demo"

    init(_ settings: WidgetSettings, home: String? = HomePath.environmentHome) {
        path = settings.string("path") ?? "~/notes"
        folder = HomePath.expanding(path, home: home)
        recursive = settings.bool("recursive")
        exclude = settings.strings("exclude")
        pinned = settings.strings("pinned")
        show = settings.string("show").flatMap(Show.init(rawValue:)) ?? .list
        note = settings.string("note").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the widget shows the compiled-in samples instead of a folder.
    var isSample: Bool { path == Self.sampleLocation }

    /// The most globs `exclude` and notes `pinned` list: each note of a listing is matched against every one of them
    /// (25,000 globs made a listing of 300 notes take a second).
    static let mostListed = 100

    /// Nil when `value` lists `most` items at most, else what to do.
    private static func atMost(_ most: Int, of value: WidgetSettingValue, _ things: String) -> String? {
        guard case .strings(let items) = value, items.count > most else { return nil }
        return "lists \(items.count) \(things); give \(most) at most"
    }

    /// The options as the configuration file spells them.
    static let options: [WidgetOption] = [
        WidgetOption(key: "path", type: .string, defaultValue: .string("~/notes"),
                     summary: "the folder of notes (*.md, *.markdown, *.txt), e.g. \"~/notes\"",
                     validate: { value in
                         guard case .string(let path) = value else { return nil }
                         return path.trimmingWhitespace().isEmpty ? "path is empty; give a folder such as \"~/notes\"" : nil
                     }),
        WidgetOption(key: "recursive", type: .bool, defaultValue: .bool(false), summary: "also read the folders inside it"),
        WidgetOption(key: "exclude", type: .strings, defaultValue: .strings([]),
                     summary: "globs of names left out, matched against the path inside the folder and the file name, e.g. [\"archive/*\", \"*.draft.md\"]",
                     validate: { atMost(mostListed, of: $0, "globs") }),
        WidgetOption(key: "pinned", type: .strings, defaultValue: .strings([]),
                     summary: "notes shown first, in this order, e.g. [\"todo.md\"]",
                     validate: { atMost(mostListed, of: $0, "notes") }),
        WidgetOption(key: "show", type: .choice(["list", "note"]), defaultValue: .string("list"),
                     summary: "what a large tile shows: \"list\" (the newest notes) or \"note\" (one note whole, its checkboxes toggled with a click or Space)"),
        WidgetOption(key: "note", type: .string, defaultValue: nil,
                     summary: "the note a large tile shows with show = \"note\", e.g. \"todo.md\" (default: the first pinned note, else the newest)",
                     validate: { value in
                         guard case .string(let name) = value else { return nil }
                         return name.split(separator: "/").contains("..") ? "\(QuotedValue.quote(name)) leaves the folder; name a note inside it" : nil
                     }),
    ]
}
