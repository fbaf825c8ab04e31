/// What `widgetty init` writes: a short configuration with a comment on every key, which `widgetty check` accepts.
enum StarterConfiguration {
    /// The file's text.
    static let text = """
    # widgetty's configuration, written by `widgetty init`.
    # Each [[widget]] table is a tile, placed in the order written here. A running dashboard
    # applies each save at once; `widgetty check` reports every problem with its line.
    # Every key of every kind: config.example.toml (in share/doc/widgetty, or the source).

    [dashboard]
    # "auto" follows the terminal's background; "dark" or "light" to choose.
    theme = "auto"
    # false leaves the mouse to the terminal, for selecting text (else Shift-drag selects).
    mouse = true

    # A clock: the time in large numerals. size is "small" or "medium" (several cities).
    [[widget]]
    kind = "clock"
    size = "small"

    # A timer: its quick actions (`.`) start and pause it; the first length is where it starts.
    [[widget]]
    kind = "timer"
    size = "small"
    name = "Tea"
    durations = ["4m", "25m"]

    # The weather, from Open-Meteo (no key needed). Strings are written in quotes.
    [[widget]]
    kind = "weather"
    size = "medium"
    location = "London"

    # This machine: CPU over the last hour, memory and disk.
    [[widget]]
    kind = "system"
    size = "medium"

    # A folder of notes, newest first (widgetty check warns while it does not exist):
    # [[widget]]
    # kind = "notes"
    # size = "medium"
    # path = "~/notes"

    # Calendars: .ics files, folders of them, or a calendar's secret address:
    # [[widget]]
    # kind = "calendar"
    # size = "medium"
    # sources = ["~/calendars/work.ics"]

    """
}
