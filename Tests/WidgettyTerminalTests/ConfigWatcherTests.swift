import Foundation
import Glibc
import Testing
import WidgettyTestSupport
@testable import WidgettyTerminal

/// The configuration watcher follows the path wherever its links lead, without polling: inotify queues
/// an event before the call that caused it returns, so each check below looks once, without waiting.
@Suite struct ConfigWatcherTests {
    /// Runs `body` with a new empty folder (its real path, no links in it).
    private func inFolder(_ body: (String) throws -> Void) throws {
        try body(TemporaryFolders.make().resolvingSymlinksInPath().path)
    }

    /// Whether the watcher has events waiting now, and, when it has, whether they changed the file.
    private func changed(_ watcher: ConfigWatcher) -> Bool {
        var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) == 1 else { return false }
        return watcher.fileChanged()
    }

    /// `ln -sfn target link`: a new link renamed over the old one.
    private func repoint(_ link: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: link + ".new", withDestinationPath: target)
        try #require(rename(link + ".new", link) == 0)
    }

    private func save(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func aChainOfLinksResolvesStepByStep() throws {
        try inFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: false)
            try save("", to: folder + "/dotfiles/a.toml")
            try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: "dotfiles")
            try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: "linked/current.toml")
            try FileManager.default.createSymbolicLink(atPath: folder + "/dotfiles/current.toml", withDestinationPath: folder + "/dotfiles/./a.toml")
            let chain = PathChain(resolving: folder + "/config.toml")
            #expect(chain.steps.map(\.path) == [folder + "/config.toml", folder + "/linked", folder + "/dotfiles/current.toml", folder + "/dotfiles/a.toml"])
            #expect(chain.steps.map(\.kind) == [.link, .link, .link, .regularFile])
            #expect(PathChain(resolving: folder + "/none/config.toml").steps.map(\.path) == [folder + "/none"])
            #expect(PathChain(resolving: folder + "/none/config.toml").steps.map(\.kind) == [.missing])
            #expect(PathChain(resolving: "/dev/zero").steps.map(\.kind) == [.specialFile])
        }
    }

    @Test func aRepointedLinkIsFollowedToItsNewFile() throws {
        try inFolder { folder in
            try save("a", to: folder + "/a.toml")
            try save("b", to: folder + "/b.toml")
            try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: "a.toml")
            let watcher = try #require(ConfigWatcher(path: folder + "/config.toml"))
            try save("a2", to: folder + "/a.toml")
            #expect(changed(watcher), "an edit of the file the link points at")

            try repoint(folder + "/config.toml", to: "b.toml")
            #expect(changed(watcher), "the link now points at b.toml")
            try save("b2", to: folder + "/b.toml")
            #expect(changed(watcher), "an edit of the new file")
            try save("a3", to: folder + "/a.toml")
            #expect(!changed(watcher), "the old file no longer matters")
        }
    }

    @Test func aSpecialFileIsLeftOnceTheLinkPointsAtAFileAgain() throws {
        try inFolder { folder in
            try save("a", to: folder + "/a.toml")
            try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: "a.toml")
            let watcher = try #require(ConfigWatcher(path: folder + "/config.toml"))
            try repoint(folder + "/config.toml", to: "/dev/zero")
            #expect(changed(watcher))
            try repoint(folder + "/config.toml", to: "a.toml")
            #expect(changed(watcher), "back on a regular file")
            try save("a2", to: folder + "/a.toml")
            #expect(changed(watcher), "and its edits are seen again")
        }
    }

    @Test func aLinkedFolderRepointedIsFollowed() throws {
        try inFolder { folder in
            for name in ["one", "two"] {
                try FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: false)
                try save(name, to: folder + "/\(name)/config.toml")
            }
            try FileManager.default.createSymbolicLink(atPath: folder + "/widgetty", withDestinationPath: "one")
            let watcher = try #require(ConfigWatcher(path: folder + "/widgetty/config.toml"))
            try repoint(folder + "/widgetty", to: "two")
            #expect(changed(watcher))
            try save("two again", to: folder + "/two/config.toml")
            #expect(changed(watcher))
            try save("one again", to: folder + "/one/config.toml")
            #expect(!changed(watcher))
        }
    }

    @Test func aMissingFileIsAwaitedAndOtherNamesInItsFolderAreNot() throws {
        try inFolder { folder in
            let watcher = try #require(ConfigWatcher(path: folder + "/config.toml"))
            try save("other", to: folder + "/other.toml")
            #expect(!changed(watcher), "another file in the folder")
            try save("mine", to: folder + "/config.toml")
            #expect(changed(watcher))
            try save("mine, edited", to: folder + "/config.toml")
            #expect(changed(watcher))
            // An editor's save: a new file renamed over the old one.
            try save("renamed over", to: folder + "/config.toml.swp")
            try #require(rename(folder + "/config.toml.swp", folder + "/config.toml") == 0)
            #expect(changed(watcher))
            try save("and edited", to: folder + "/config.toml")
            #expect(changed(watcher))
        }
    }
}
