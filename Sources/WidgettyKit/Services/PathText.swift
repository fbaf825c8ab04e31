/// A path's parts read as text, as `NSString`'s path methods read them (FoundationEssentials has no `NSString`):
/// trailing slashes ignored, nothing resolved against the current folder, `~` left as written.
public enum PathText {
    /// The last part: "b" for "/a/b" and "/a/b/", "/" for "/", "" for "".
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        return String(trimmed[(trimmed.lastIndex(of: "/").map(trimmed.index(after:)) ?? trimmed.startIndex)...])
    }

    /// Everything before the last part: "/a" for "/a/b", "/" for "/a", "~" for "~/notes.md", "" for "notes.md".
    public static func deletingLastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed == "/" ? "/" : "" }
        let parent = withoutTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    /// `name` inside the folder `path`: "/a/b" for "/a" or "/a/" and "b".
    public static func appending(_ name: String, to path: String) -> String {
        path.isEmpty ? name : withoutTrailingSlashes(path) == "/" ? "/" + name : withoutTrailingSlashes(path) + "/" + name
    }

    /// `path` without slashes at its end, but "/" for a path of slashes only.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        guard path.hasSuffix("/") else { return path }
        let trimmed = String(path.reversed().drop { $0 == "/" }.reversed())
        return trimmed.isEmpty ? "/" : trimmed
    }
}
