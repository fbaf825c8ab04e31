import FoundationEssentials
import Logging
import Synchronization
import WidgettyKit

/// The placeholder view a widget's timeline document last gave, kept in the widget's state folder so the next start
/// draws it (redacted) while the first run is in flight, instead of the generic one.
///
/// One per provider: read from its file once, on the first placeholder asked for, and written only when a
/// document brings a different one. Several widgets of a kind share the state folder, so the file is named by
/// what the widget runs or asks (`key`).
final class PlaceholderMemory: Sendable {
    private struct State {
        var isLoaded = false
        var view: ViewNode?
        var kept: JSONValue?
    }

    private let key: String
    private let allowsButtons: Bool
    private let state = Mutex(State())

    /// A memory for the widget that runs or asks `key`; documents from a URL hold no buttons (`allowsButtons`).
    init(key: String, allowsButtons: Bool) {
        self.key = key
        self.allowsButtons = allowsButtons
    }

    /// The kept placeholder view, read from the state folder the first time.
    func view(in context: WidgetContext) -> ViewNode? {
        state.withLock { state in
            if !state.isLoaded, let file = file(in: context),
               let data = (try? BoundedFile.data(at: file, limit: InputLimits.commandOutputBytes)) ?? nil {
                state.view = TimelineDocument.placeholder(from: data, allowsButtons: allowsButtons)
            }
            state.isLoaded = true
            return state.view
        }
    }

    /// Keeps `document`'s placeholder for the next start, when it has one that differs from the one kept.
    func remember(_ document: TimelineDocument, in context: WidgetContext) {
        guard let json = document.placeholderJSON, let view = document.placeholder else { return }
        let changed = state.withLock { state in
            defer { state.kept = json; state.view = view; state.isLoaded = true }
            return state.kept != json
        }
        guard changed, let file = file(in: context), let data = try? JSONEncoder().encode(json) else { return }
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            context.services.logger.info("The placeholder could not be kept", metadata: ["file": "\(file.path)", "error": "\(error)"])
        }
    }

    /// The file in the kind's state folder, or nil where none is lent: named by the FNV-1a hash of `key`, as a
    /// command line can be longer than a file name may be.
    private func file(in context: WidgetContext) -> URL? {
        (try? context.services.directories.stateDirectory())?.appendingPathComponent("placeholder-\(FNV1a.hex(key)).json")
    }
}
