import FoundationEssentials
import WidgettyKit

/// What opening a link means, decided from its URL alone: a web page, a local file, an action of widgetty's own, or a refusal.
public enum LinkDestination: Sendable, Equatable {
    /// An `http` or `https` address, for the opener (`xdg-open`, `open`, or `opener = [...]`).
    case web(String)
    /// A local file (a `file:` URL or an absolute path), for the editor.
    case file(path: String)
    /// A local folder (a `file:` URL ending in `/`), for the opener.
    case folder(path: String)
    /// `widgetty://reload` or `widgetty://reload/KIND`: reload every widget, or those of a kind.
    case reload(kind: String?)
    /// Anything else, with the reason in words.
    case refused(String)

    /// The destination of `url` as a widget gave it.
    public init(_ url: URL) {
        switch url.scheme?.lowercased() {
        case "http", "https":
            self = url.host.map { _ in .web(url.absoluteString) } ?? .refused("\(QuotedValue.shown(url.absoluteString)) has no host")
        case "file":
            if url.path.isEmpty {
                self = .refused("\(QuotedValue.shown(url.absoluteString)) names no file")
            } else {
                self = url.hasDirectoryPath ? .folder(path: url.path) : .file(path: url.path)
            }
        case "widgetty":
            let parts = url.pathComponents.filter { $0 != "/" }
            switch (url.host, parts.count) {
            case ("reload", 0): self = .reload(kind: nil)
            case ("reload", 1): self = .reload(kind: parts[0])
            default: self = .refused("widgetty does not know the action \(QuotedValue.shown(url.absoluteString)); it knows widgetty://reload and widgetty://reload/KIND")
            }
        case nil where url.path.hasPrefix("/"):
            self = .file(path: url.path)
        case let scheme:
            self = .refused("links of the kind \(QuotedValue.shown(scheme ?? "")): are not opened; widgetty opens http, https, file and widgetty links")
        }
    }
}
