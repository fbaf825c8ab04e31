import FoundationEssentials
import Glibc
import WidgettyKit

/// What a notes widget's options must say together and of the files they name: a folder that is one, and a
/// `note` the large tile can find in it. Each is looked at with `stat` only, as the widget would list it.
extension NotesSettings {
    /// The notes kind's rules over its options together.
    static let rules: [WidgetOptionRule] = [
        WidgetOptionRule { folderProblems(NotesSettings($0)) },
        WidgetOptionRule { noteProblems(NotesSettings($0)) },
    ]

    /// `path`: a folder (a missing one is a warning: the tile offers New Note, which creates it).
    static func folderProblems(_ settings: NotesSettings) -> [WidgetOptionProblem] {
        guard !settings.isSample else { return [] }
        let path = QuotedValue.quote(settings.path)
        guard HomePath.isRooted(settings.path) else {
            return [.error("\(path) is a relative path, which would be read from whatever folder widgetty starts in; write it from your home folder or from /, e.g. \(QuotedValue.quote("~/" + settings.path))", at: "path")]
        }
        switch FileStatus.at(settings.folder) {
        case .folder:
            guard access(settings.folder, R_OK | X_OK) != 0 else { return [] }
            let reason = String(cString: strerror(errno))
            return [.warning("the folder \(path) cannot be read (\(reason)); the tile shows that until its permissions let you read it", at: "path")]
        case .missing:
            return [.warning("there is no folder \(path) yet; the tile says so and its New Note creates it, or set path to your notes folder", at: "path")]
        case .unreadable(let reason):
            return [.warning("\(path) cannot be looked at (\(reason)); the tile shows that until its permissions let you read it", at: "path")]
        case .regularFile where FolderListing.extensions.contains(FolderListing.extensionOf(settings.folder)):
            let name = PathText.lastComponent(settings.path)
            let parent = QuotedValue.quote(PathText.deletingLastComponent(settings.path))
            return [.error("\(path) is a note, not a folder; set path to the folder of notes, such as path = \(parent), and to show this one note add show = \"note\" and note = \(QuotedValue.quote(name))", at: "path")]
        case let status:
            return [.error("\(path) is \(status.noun), not a folder; set path to the folder of notes, such as \"~/notes\"", at: "path")]
        }
    }

    /// `note`: used only with `show = "note"`, and a name the folder's listing can hold.
    static func noteProblems(_ settings: NotesSettings) -> [WidgetOptionProblem] {
        guard let note = settings.note else { return [] }
        let name = QuotedValue.quote(note)
        guard settings.show == .note else {
            return [.warning("has no effect unless show = \"note\"; add show = \"note\" for a large tile to show \(name) whole, or remove note", at: "note")]
        }
        let components = note.split(separator: "/")
        let file = components.last.map(String.init) ?? note
        if note.hasPrefix("/") {
            return [.error("\(name) is not inside the folder; name the note by its path inside path, such as \"todo.md\"", at: "note")]
        }
        if !FolderListing.extensions.contains(FolderListing.extensionOf(file)) {
            return [.error("\(name) is not a note; name a .md, .markdown or .txt file in the folder", at: "note")]
        }
        if components.contains(where: { $0.hasPrefix(".") }) {
            return [.error("\(name) is hidden (a name starting with \".\"), and hidden files are not listed; rename it or name another note", at: "note")]
        }
        if components.count > 1, !settings.recursive {
            return [.error("\(name) is in a folder inside path, which is read only with recursive = true; add recursive = true or name a note at the top of the folder", at: "note")]
        }
        if FolderListing.isExcluded(note, name: file, by: settings.exclude) {
            return [.error("\(name) is left out by exclude; remove the glob that matches it, or name another note", at: "note")]
        }
        guard !settings.isSample, FileStatus.at(settings.folder) == .folder else { return [] }
        switch FileStatus.at(settings.folder + "/" + note) {
        case .regularFile:
            return []
        case .missing:
            return [.warning("there is no note \(name) in \(QuotedValue.quote(settings.path)); the large tile says so until it exists, so create it or correct the name", at: "note")]
        case .unreadable(let reason):
            return [.warning("\(name) cannot be looked at (\(reason)); the large tile shows that until its permissions let you read it", at: "note")]
        case let status:
            return [.error("\(name) is \(status.noun), not a note file; name a .md, .markdown or .txt file in the folder", at: "note")]
        }
    }
}
