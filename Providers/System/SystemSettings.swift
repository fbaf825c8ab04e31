import FoundationEssentials
import WidgettyKit

/// The system widget's options, read from its validated settings.
struct SystemSettings: Sendable, Equatable {
    /// What a small tile shows: "cpu", "memory" or "battery".
    var show: String
    /// The mount points whose use is shown.
    var mounts: [String]
    /// The network interface, or "auto" for the busiest.
    var interface: String
    /// Seconds between reloads.
    var interval: Double
    var procRoot: URL
    var sysRoot: URL
    /// Where the last hour of samples is kept, when `state_dir` says; else the kind's own state folder.
    var stateFolder: URL?

    init(_ settings: WidgetSettings) {
        show = settings.string("show") ?? "cpu"
        let mounts = settings.strings("mounts")
        self.mounts = mounts.isEmpty ? ["/"] : mounts
        interface = settings.string("interface") ?? "auto"
        interval = settings.string("interval").flatMap(Self.seconds) ?? 60
        procRoot = URL(fileURLWithPath: settings.string("proc_root") ?? "/proc")
        sysRoot = URL(fileURLWithPath: settings.string("sys_root") ?? "/sys")
        stateFolder = settings.string("state_dir").flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }

    /// Whether /proc is read from recorded files, whose disk figures then come from a `statvfs` file beside them.
    var readsRecordedFiles: Bool { procRoot.path != "/proc" }

    /// The history's file: in `state_dir`, else in the kind's state folder (`$XDG_STATE_HOME/widgetty/system/`);
    /// one per interface setting, shared by widgets that agree on it. Nil when no folder is lent (a frame drawn once).
    func historyFile(_ directories: WidgetDirectories) -> URL? {
        guard let folder = stateFolder ?? (try? directories.stateDirectory()) else { return nil }
        return folder.appendingPathComponent("system-\(interface.filter { $0.isLetter || $0.isNumber }).history")
    }

    /// "30s", "1m", "5m", "1h" in seconds; nil for anything else.
    static func seconds(_ text: String) -> Double? {
        IntervalText.seconds(text).map(Double.init)
    }

    /// The options as the configuration file spells them.
    static let options: [WidgetOption] = [
        WidgetOption(key: "show", type: .choice(["cpu", "memory", "battery"]), defaultValue: .string("cpu"),
                     summary: "what a small tile shows"),
        WidgetOption(key: "mounts", type: .strings, defaultValue: .strings(["/"]),
                     summary: "the mount points whose use is shown, e.g. [\"/\", \"/home\"]", validate: mountList),
        WidgetOption(key: "interface", type: .string, defaultValue: .string("auto"),
                     summary: "the network interface, or \"auto\" for the busiest one", validate: interfaceName),
        WidgetOption(key: "interval", type: .string, defaultValue: .string("1m"),
                     summary: "how often to sample: 10s to 1h, e.g. \"30s\", \"1m\", \"5m\" (local files only, so under the 5-minute budget)",
                     validate: intervalText),
        WidgetOption(key: "proc_root", type: .string, defaultValue: .string("/proc"),
                     summary: "read /proc from this folder instead (recorded files; disk use then comes from its statvfs file)"),
        WidgetOption(key: "sys_root", type: .string, defaultValue: .string("/sys"), summary: "read /sys from this folder instead"),
        WidgetOption(key: "state_dir", type: .string, defaultValue: .string(""),
                     summary: "where the last hour of samples is kept (default: $XDG_STATE_HOME/widgetty/system)"),
    ]

    /// Rejects an interval that is not 10 s to 1 h.
    private static let intervalText: @Sendable (WidgetSettingValue) -> String? = { value in
        guard case .string(let text) = value else { return nil }
        guard let seconds = seconds(text) else { return "\(QuotedValue.quote(text)) is not a duration; write e.g. \"30s\", \"1m\" or \"5m\"" }
        if seconds < 10 { return "is \(text); the shortest interval is 10s" }
        if seconds > 3600 { return "is \(text); the longest interval is 1h" }
        return nil
    }

    /// Rejects more than 8 mounts, or one that is not an absolute path.
    private static let mountList: @Sendable (WidgetSettingValue) -> String? = { value in
        guard case .strings(let mounts) = value else { return nil }
        if mounts.count > 8 { return "lists \(mounts.count) mounts; a tile shows at most 8" }
        if let bad = mounts.first(where: { !$0.hasPrefix("/") || $0.count > 200 }) { return "\(QuotedValue.quote(bad)) is not an absolute path such as \"/home\"" }
        return nil
    }

    /// Rejects an interface name the kernel would not give (at most 15 characters, no "/" or spaces).
    private static let interfaceName: @Sendable (WidgetSettingValue) -> String? = { value in
        guard case .string(let name) = value, name != "auto" else { return nil }
        if name.isEmpty || name.count > 15 || name.contains(where: { $0 == "/" || $0.isWhitespace }) {
            return "\(QuotedValue.quote(name)) is not an interface name such as \"eth0\"; or write \"auto\""
        }
        return nil
    }
}
