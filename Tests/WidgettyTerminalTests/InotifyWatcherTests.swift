import Foundation
import Glibc
import Synchronization
import Testing
import WidgettyTestSupport
@testable import WidgettyTerminal

/// The inotify watcher follows a path wherever its links lead, without polling, as the dashboard watches its
/// configuration: inotify queues an event before the call that caused it returns, so each check below looks once, without waiting.
@Suite struct InotifyWatcherTests {
    /// Runs `body` with a new empty folder (its real path, no links in it).
    private func inFolder(_ body: (String) throws -> Void) throws {
        try body(TemporaryFolders.make().resolvingSymlinksInPath().path)
    }

    /// A new watcher watching `path` for one owner, and how many times it called back.
    private func watching(_ path: String, owner: String = "configuration") throws -> Watch {
        let watch = Watch(watcher: try #require(InotifyWatcher()))
        watch.add(path, owner: owner)
        return watch
    }

    /// Whether the events waiting now called a watch back.
    private func changed(_ watch: Watch) -> Bool {
        !called(watch).isEmpty
    }

    /// The owners whose watches the events waiting now called back, each as many times as it was called.
    private func called(_ watch: Watch) -> [String] {
        var descriptor = pollfd(fd: watch.watcher.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) == 1 else { return [] }
        watch.calls.withLock { $0 = [] }
        watch.watcher.handleEvents()
        return watch.calls.withLock { $0.sorted() }
    }

    /// `ln -sfn target link`: a new link renamed over the old one.
    private func repoint(_ link: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: link + ".new", withDestinationPath: target)
        try #require(rename(link + ".new", link) == 0)
    }

    private func save(_ text: String, to path: String) throws {
        try saveInPlace(text, to: path)
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
            let watcher = try watching(folder + "/config.toml")
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
            let watcher = try watching(folder + "/config.toml")
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
            let watcher = try watching(folder + "/widgetty/config.toml")
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
            let watcher = try watching(folder + "/config.toml")
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

    @Test func aFolderIsWatchedForNamesComingGoingAndSavedButNotItsNeighbours() throws {
        try inFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/notes", withIntermediateDirectories: false)
            try FileManager.default.createDirectory(atPath: folder + "/other", withIntermediateDirectories: false)
            let watch = try watching(folder + "/notes", owner: "kind notes")
            try save("one", to: folder + "/notes/one.md")
            #expect(called(watch) == ["kind notes"], "a new note, once for all its events")
            try save("one, edited", to: folder + "/notes/one.md")
            #expect(changed(watch), "a note saved")
            try #require(rename(folder + "/notes/one.md", folder + "/notes/two.md") == 0)
            #expect(changed(watch), "a note renamed")
            try FileManager.default.removeItem(atPath: folder + "/notes/two.md")
            #expect(changed(watch), "a note removed")
            try save("elsewhere", to: folder + "/other/three.md")
            #expect(!changed(watch), "a file in another folder")
        }
    }

    @Test func watchesOfOneFileShareItsKernelWatchAndOneLettingGoLeavesTheOther() throws {
        try inFolder { folder in
            try save("a", to: folder + "/a.toml")
            try save("b", to: folder + "/b.toml")
            try FileManager.default.createSymbolicLink(atPath: folder + "/config.toml", withDestinationPath: "a.toml")
            let watch = try watching(folder + "/config.toml", owner: "configuration")
            watch.add(folder + "/a.toml", owner: "kind notes")
            watch.add(folder + "/a.toml", owner: "kind notes")
            try save("a2", to: folder + "/a.toml")
            #expect(called(watch) == ["configuration", "kind notes"], "both, and the watch asked for twice calls once")
            try repoint(folder + "/config.toml", to: "b.toml")
            #expect(called(watch) == ["configuration"])
            try save("a3", to: folder + "/a.toml")
            #expect(called(watch) == ["kind notes"], "the configuration let a.toml go; the notes still watch it")
            try save("b2", to: folder + "/b.toml")
            #expect(called(watch) == ["configuration"])
        }
    }
}

/// A watcher and the calls its watches made, by owner.
private final class Watch: Sendable {
    let watcher: InotifyWatcher
    let calls = Mutex<[String]>([])

    init(watcher: InotifyWatcher) {
        self.watcher = watcher
    }

    /// Watches `path` for `owner`, noting each call.
    func add(_ path: String, owner: String) {
        watcher.watch(URL(fileURLWithPath: path), owner: owner) { [weak self] in self?.calls.withLock { $0.append(owner) } }
    }
}
