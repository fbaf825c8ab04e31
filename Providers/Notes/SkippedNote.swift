/// A file in the notes folder that is not shown, and why, for `widgetty timeline` and the log.
public struct SkippedNote: Sendable, Equatable, Encodable {
    /// The path inside the folder.
    public var name: String
    /// Why, in words ("over 1 MiB", "binary", "Permission denied").
    public var reason: String
}
