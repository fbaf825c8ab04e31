import Foundation
import WidgettyHost

/// The configuration file as the running dashboard last applied it, re-read when the file changes.
struct LiveConfiguration {
    let path: String
    let registry: WidgetRegistry
    /// The text last read, so a save that changes nothing is not applied again.
    private var lastText: String?

    /// Tracks `path`, whose current contents are the configuration already running.
    init(path: String, registry: WidgetRegistry) {
        self.path = path
        self.registry = registry
        lastText = Self.read(path)
    }

    /// What the file says now: nil when unchanged since last time, a configuration, or every problem with it.
    mutating func reread() -> Result<DashboardConfig, ConfigError>? {
        let text = Self.read(path)
        guard text != lastText else { return nil }
        lastText = text
        do {
            return .success(try ConfigLoader(registry: registry).load(contentsOf: path))
        } catch {
            return .failure(error)
        }
    }

    /// The banner for a configuration that did not load: its problems, and that the old one still runs.
    static func banner(for error: ConfigError) -> String {
        let count = error.diagnostics.count
        let first = error.diagnostics.first?.description ?? "the configuration did not load"
        let more = count > 1 ? " (and \(count - 1) more; widgetty check lists them)" : ""
        return "\(first)\(more) — still showing the last configuration that loaded"
    }

    private static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
