/// The configuration shown when no file exists: every widget kind there is, in several sizes, and a smart stack;
/// its first screen (a timer, a clock stack, the weather and the system) shows four kinds, not two clocks side by side.
///
/// Its clocks show minutes, as the Widgets chapter advises (widgets are not meant to change
/// second by second); `seconds = true` would cost a wake-up every second.
public enum DemoConfiguration {
    /// How messages name it.
    public static let name = "embedded demo"

    /// The demo as TOML, kept valid by a test.
    public static let text = """
    # widgetty's embedded demo, shown when there is no configuration file.
    # Copy config.example.toml to ~/.config/widgetty/config.toml to make your own.

    [dashboard]
    theme = "auto"
    device = "auto"

    [[widget]]
    kind = "timer"
    size = "small"
    name = "Tea"
    durations = ["4m", "25m"]

    # A smart stack: Tokyo's clock, and its weather on top when rain or a storm is coming.
    [[stack]]
    size = "small"
    rotation = "smart"

    [[stack.widget]]
    kind = "clock"
    zones = ["Asia/Tokyo"]

    [[stack.widget]]
    kind = "weather"
    name = "Tokyo"
    latitude = 35.6895
    longitude = 139.6917

    [[widget]]
    kind = "weather"
    size = "medium"
    name = "Tokyo"
    latitude = 35.6895
    longitude = 139.6917

    [[widget]]
    kind = "system"
    size = "medium"

    [[widget]]
    kind = "clock"
    size = "medium"

    [[widget]]
    kind = "calendar"
    size = "medium"
    sources = ["widgetty:demo"]

    [[widget]]
    kind = "clock"
    size = "medium"
    zones = ["America/Los_Angeles", "Asia/Kolkata", "Australia/Sydney"]

    [[widget]]
    kind = "clock"
    size = "small"

    # Sample notes compiled into widgetty (read-only); path = "~/notes" shows yours.
    [[widget]]
    kind = "notes"
    size = "medium"
    path = "widgetty:demo"
    """
}
