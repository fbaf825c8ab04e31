import Foundation
#if canImport(Testing)
import Testing
#endif

/// The real-world files (recorded Open-Meteo answers, calendars and notes from other projects) in `shared/fixtures`
/// beside the checkout, which a fresh clone does not have. A test over them carries `SharedFixtures.required`: it
/// runs when the folder is there and is skipped, saying why, when it is not. `WIDGETTY_SHARED_FIXTURES` names
/// another folder (a missing one shows what a fresh clone does).
public enum SharedFixtures {
    /// `$WIDGETTY_SHARED_FIXTURES`, else `../shared/fixtures` beside the package.
    public static let folder: URL = ProcessInfo.processInfo.environment["WIDGETTY_SHARED_FIXTURES"].map { URL(fileURLWithPath: $0) }
        ?? BuiltBinary.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures")

    /// Whether the folder is there.
    public static var arePresent: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    #if canImport(Testing)
    /// The trait of a suite or test that reads them: skipped, with the reason, when they are absent (with Swift
    /// Testing, which `swift build -c release` does not have).
    public static var required: ConditionTrait {
        .enabled(if: arePresent, "reads the real-world files in \(folder.path), which this checkout does not have (skipped)")
    }
    #endif
}
