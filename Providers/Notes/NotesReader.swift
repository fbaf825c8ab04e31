import FoundationEssentials

/// Makes the notes entry from a folder: lists it, takes its notes in order (`NotesOrder`), and reads only the notes the
/// tile can show.
///
/// Listing costs one `fstatat` per note; only the pinned notes and the newest few are opened and parsed,
/// so a folder of thousands of notes costs little more than its listing. A file that cannot be shown
/// (over 1 MiB, binary, unreadable) is skipped, named in the entry, and the next one is taken instead.
struct NotesReader {
    let settings: NotesSettings

    /// The most notes an entry lists (a large tile shows about eight).
    static let summaryLimit = 12

    /// The entry at `date`, with the folders the listing read (for the watcher). The note shown whole has its lines
    /// read as far as a tile `rows` rows tall draws them (0 when the tile lists the notes); of the others, only what
    /// their titles and previews need.
    func entry(at date: Date, rows: Int) throws(FolderListing.Failure) -> (NotesEntry, folders: [String]) {
        var entry = NotesEntry(date: date, folder: settings.path, isMissing: false, isSample: false,
                               notes: [], noteCount: 0, document: nil, documentProblem: nil, skipped: [])
        let listing: FolderListing
        do {
            listing = try FolderListing.list(settings.folder, recursive: settings.recursive, exclude: settings.exclude)
        } catch .missing {
            entry.isMissing = true
            return (entry, [])
        }
        entry.skipped = listing.skipped
        entry.noteCount = listing.items.count
        var documents: [NoteDocument] = []
        var wanted = settings.note.flatMap { name in listing.items.first { $0.name == name } }
        if let name = settings.note, wanted == nil { entry.documentProblem = "\(name) is not in \(settings.path)" }
        /// Reads `item`; a note that cannot be shown is named, and not counted.
        func read(_ item: FolderListing.Item) {
            do {
                let path = listing.path(of: item)
                let file = try NoteFile.read(path)
                // The note shown whole: the one `note` names, else the first read.
                let isShown = settings.note == nil ? documents.isEmpty : item == wanted
                let document = NoteDocument(name: item.name, path: path, file: file, isPinned: settings.pinned.contains(item.name),
                                            rows: isShown ? rows : 0)
                if item == wanted {
                    entry.document = document
                    wanted = nil
                }
                if documents.count < Self.summaryLimit { documents.append(document) }
            } catch {
                entry.skipped.append(SkippedNote(name: item.name, reason: error.reason))
                entry.noteCount -= 1
                if item == wanted {
                    entry.documentProblem = "\(item.name) is not shown: \(error.reason)"
                    wanted = nil
                }
            }
        }
        var order = NotesOrder(listing.items, pinned: settings.pinned)
        while documents.count < Self.summaryLimit, let item = order.next() { read(item) }
        // The note named by `note`, when it comes after the notes listed.
        if let later = wanted { read(later) }
        entry.notes = documents.map(\.summary)
        if settings.note == nil { entry.document = documents.first }
        return (entry, listing.folders)
    }
}
