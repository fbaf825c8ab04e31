import Glibc

/// Makes a folder and each missing folder above it, as `mkdir -p` does.
public enum FolderMaking {
    /// Makes `folder` and the folders above it that are missing, each with `mode`; nil when every one exists now,
    /// else the first that could not be made and why (its `errno`).
    public static func make(_ folder: String, mode: mode_t) -> (folder: String, error: Int32)? {
        var made = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            made += "/" + part
            if mkdir(made, mode) != 0, errno != EEXIST { return (made, errno) }
        }
        return nil
    }
}
