import FoundationEssentials

/// A widget kind's own folders: `$XDG_CACHE_HOME/widgetty/KIND/` for what can be fetched again,
/// `$XDG_STATE_HOME/widgetty/KIND/` for what should outlive a restart.
///
/// Nothing is made until asked for; then each missing folder is made with mode 0700. The kind's
/// name is written so it cannot leave the folder (`FolderName`): every kind stays in its own.
public struct WidgetDirectories: Sendable {
    /// The kind the folders belong to.
    public let kind: String
    private let cacheHome: URL?
    private let stateHome: URL?

    /// The folders of `kind` under the XDG cache and state homes (`~/.cache`, `~/.local/state` by default).
    public init(kind: String, cacheHome: URL, stateHome: URL) {
        self.kind = kind
        self.cacheHome = cacheHome
        self.stateHome = stateHome
    }

    private init(unavailableFor kind: String) {
        self.kind = kind
        cacheHome = nil
        stateHome = nil
    }

    /// No folders: asking for one throws (a context drawn once has none).
    public static func unavailable(kind: String) -> WidgetDirectories {
        WidgetDirectories(unavailableFor: kind)
    }

    /// The kind's cache folder, made if missing.
    public func cacheDirectory() throws -> URL {
        try Self.folder(in: cacheHome, for: kind, purpose: "cache")
    }

    /// The kind's state folder, made if missing.
    public func stateDirectory() throws -> URL {
        try Self.folder(in: stateHome, for: kind, purpose: "state")
    }

    /// `home/widgetty/NAME`, made with mode 0700 where missing; a name there that is not a folder is a problem to fix.
    private static func folder(in home: URL?, for kind: String, purpose: String) throws -> URL {
        guard let home else { throw WidgetProblem("No \(purpose) folder is lent to widgets here") }
        let folder = home.appendingPathComponent("widgetty", isDirectory: true)
            .appendingPathComponent(FolderName.make(kind), isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw WidgetProblem("Could not make the \(purpose) folder \(folder.path); check that it is a folder you can write to")
        }
        return folder
    }
}
