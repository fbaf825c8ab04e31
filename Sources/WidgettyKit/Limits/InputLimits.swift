/// The most widgetty reads of anything that comes from outside, in one place.
///
/// A home screen runs unattended for weeks and reads servers, files and sockets
/// it does not control: every read stops at a limit, and going over a limit is
/// the widget's (or the command's) clear error, never unbounded memory.
/// README.md ("Limits") lists these for users.
public enum InputLimits {
    /// A configuration file, in bytes (1 MiB: a long dashboard is a few kilobytes).
    public static let configFileBytes = 1 << 20
    /// An HTTP response body after decompression, in bytes, unless a widget sets `max_bytes` (8 MiB).
    public static let responseBodyBytes = 8 << 20
    /// The largest `max_bytes` a widget may set (64 MiB).
    public static let responseBodyBytesCeiling = 64 << 20
    /// Elements in one array of a decoded answer (an hourly forecast has a few hundred).
    public static let decodedArrayLength = 10_000
    /// A file the system widget reads from `/proc` or `/sys`, or its own history, in bytes; only what fits is parsed (64 KiB).
    public static let systemFileBytes = 64 << 10
    /// One request line on the control socket, in bytes.
    public static let controlRequestBytes = 256
    /// Control-socket connections served at once; more wait in the kernel's backlog.
    public static let controlConnections = 16
    /// Seconds a control-socket client has to send its request.
    public static let controlRequestSeconds = 1.0
    /// Text pasted into the dashboard at once, in bytes; the rest of a longer paste is dropped.
    public static let pasteBytes = 1 << 20
    /// A widget's problem message, in characters, before it is shortened with "…" (a tile shows a few lines).
    public static let problemCharacters = 300
    /// A state file a widget keeps in its state folder (a timer's), in bytes.
    public static let stateFileBytes = 64 << 10
    /// A quoted value from a user's file shown in a message, in characters, before it is shortened with "…".
    public static let quotedValueCharacters = 60
    /// What a command widget's program may print on stdout for one run, in bytes (1 MiB); more stops the run.
    public static let commandOutputBytes = 1 << 20
    /// How deeply views may nest in a timeline document (a widget's tree is a handful of levels).
    public static let viewDepth = 32
    /// Views in one timeline document, counted over all its entries and the placeholder.
    public static let viewCount = 100_000
}
