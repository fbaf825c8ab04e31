import FoundationEssentials
import WidgettyHost

/// Finds the configuration: `--config`, else `$XDG_CONFIG_HOME/widgetty/config.toml`, else the demo.
public enum ConfigLocator {
    /// Where a configuration comes from.
    public enum Source: Equatable, Sendable {
        case file(String)
        case demo
    }

    /// The source for an explicit path, or the first that exists.
    public static func source(explicit: String?, environment: [String: String]) -> Source {
        if let explicit { return .file(explicit) }
        let path = defaultPath(environment: environment)
        return FileManager.default.fileExists(atPath: path) ? .file(path) : .demo
    }

    /// `$XDG_CONFIG_HOME/widgetty/config.toml`, or `~/.config/widgetty/config.toml`.
    public static func defaultPath(environment: [String: String]) -> String {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.config"
        return base + "/widgetty/config.toml"
    }

    /// Loads and checks the configuration from a source; the demo shows samples where its loads fail.
    public static func load(_ source: Source, registry: WidgetRegistry = ProviderCatalog.registry) throws(ConfigError) -> DashboardConfig {
        let loader = ConfigLoader(registry: registry)
        switch source {
        case .file(let path): return try loader.load(contentsOf: path)
        case .demo:
            var demo = try loader.parse(DemoConfiguration.text, file: DemoConfiguration.name)
            demo.samplesForFailures = true
            return demo
        }
    }
}
