import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyKit

/// Each kind's own cache and state folders: made when first asked for, private, and never outside `widgetty/`.
@Suite struct WidgetDirectoriesTests {
    @Test func theFoldersAreMadeOnlyWhenAskedForWithMode0700() throws {
        let home = try TemporaryFolders.make()
        let directories = WidgetDirectories(kind: "notes", cacheHome: home.appendingPathComponent("cache"),
                                            stateHome: home.appendingPathComponent("state"))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("cache").path))
        let cache = try directories.cacheDirectory()
        #expect(cache.path == home.appendingPathComponent("cache/widgetty/notes").path)
        let state = try directories.stateDirectory()
        #expect(state.path == home.appendingPathComponent("state/widgetty/notes").path)
        for folder in [cache, cache.deletingLastPathComponent(), state] {
            #expect(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int == 0o700, "\(folder.path)")
        }
        #expect(try directories.cacheDirectory() == cache, "asking again finds the same folder")
    }

    @Test(arguments: [
        ("weather", "weather"), ("my.widget", "my.widget"), ("..", "%2E."), (".hidden", "%2Ehidden"),
        ("../../etc", "%2E.%2F..%2Fetc"), ("a/b", "a%2Fb"), ("", "%00"), ("天気", "%E5%A4%A9%E6%B0%97"),
    ])
    func aKindsNameCannotLeaveItsFolder(kind: String, folder: String) {
        #expect(FolderName.make(kind) == folder)
    }

    @Test func aVeryLongNameIsCutToOneFolderName() {
        let name = FolderName.make(String(repeating: "/", count: 200))
        #expect(name.utf8.count <= 255 && !name.contains("/"))
        #expect(name != FolderName.make(String(repeating: "/", count: 201)), "the hash tells them apart")
    }

    @Test func aNameThatIsAFileIsAProblemToFixAndNoFoldersMeansNone() throws {
        let home = try TemporaryFolders.make()
        try Data().write(to: home.appendingPathComponent("widgetty"))
        let directories = WidgetDirectories(kind: "notes", cacheHome: home, stateHome: home)
        #expect(throws: WidgetProblem("Could not make the cache folder \(home.path)/widgetty/notes; check that it is a folder you can write to")) {
            try directories.cacheDirectory()
        }
        #expect(throws: WidgetProblem("No state folder is lent to widgets here")) { try WidgetServices.unavailable.directories.stateDirectory() }
    }
}
