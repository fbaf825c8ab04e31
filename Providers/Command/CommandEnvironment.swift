import FoundationEssentials
import WidgettyKit

/// The environment a command widget's program runs with: widgetty's own, the widget's `env`, and the context.
enum CommandEnvironment {
    /// `base` (widgetty's environment), then `extra` (the widget's `env`), then the `WIDGETTY_*` variables
    /// describing `context`, which always win. `LANG` follows the dashboard's locale when it is not set.
    static func make(base: [String: String], extra: [String: String], context: WidgetContext) -> [String: String] {
        var environment = base.merging(extra) { _, given in given }
        environment["WIDGETTY_FAMILY"] = context.family.configName
        environment["WIDGETTY_COLUMNS"] = String(context.displaySize.columns)
        environment["WIDGETTY_ROWS"] = String(context.displaySize.rows)
        environment["WIDGETTY_COLOR_SCHEME"] = context.colorScheme == .dark ? "dark" : "light"
        environment["WIDGETTY_IS_PREVIEW"] = context.isPreview ? "1" : "0"
        environment["WIDGETTY_DATE"] = UTCStamp.iso8601(context.date)
        environment["WIDGETTY_RELOAD_REASON"] = context.reloadReason.rawValue
        environment["WIDGETTY_LOCALE"] = context.locale.identifier
        environment["WIDGETTY_TIME_ZONE"] = context.timeZone.identifier
        if let state = try? context.services.directories.stateDirectory() {
            environment["WIDGETTY_STATE_DIR"] = state.path
        }
        if environment["LANG"] == nil && environment["LC_ALL"] == nil {
            environment["LANG"] = context.locale.identifier + ".UTF-8"
        }
        return environment
    }

    /// The variables xbar, BitBar and SwiftBar give their plugins: the appearance (`XBARDarkMode`, BitBar's
    /// `BitBarDarkMode`, which xbar still sets, and SwiftBar's `OS_APPEARANCE`), and SwiftBar's `SWIFTBAR` and
    /// `SWIFTBAR_VERSION`, which plugins written for it look for.
    static func xbar(_ scheme: ColorScheme) -> [String: String] {
        let dark = scheme == .dark ? "true" : "false"
        return [
            "XBARDarkMode": dark, "BitBarDarkMode": dark, "OS_APPEARANCE": scheme == .dark ? "Dark" : "Light",
            "SWIFTBAR": "1", "SWIFTBAR_VERSION": swiftBarVersion,
        ]
    }

    /// The SwiftBar release whose plugin variables these are.
    static let swiftBarVersion = "2.0.0"
}
