import Clocks
import Foundation
import Glibc
import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import CommandProvider
@testable import WidgettyHost

/// `mode = "listen"`: one long-running program whose frames replace the widget's content through the runner.
@Suite(.timeLimit(.minutes(3))) struct ListenModeTests {
    /// A listening widget's dashboard and runner (on `time`), with the runner's answers observed.
    struct Board {
        var dashboard: Dashboard?
        let runner: TimelineRunner
        let updates = RunnerUpdates()

        /// On a `time` that stands still (a test clock), a widget's own reloads are not spaced (`ownReloadSpacing`), as
        /// their time would never come.
        init(_ widget: String, time: TimeSource? = nil, log: TestLog? = nil, timeout: Int = 120) throws {
            // A load's 15 s timeout would mark a frame stale whenever a loaded machine starves the test that long (seen in
            // stress runs at load 18); these tests are about frames, so the widget gets the longest wait its waits allow.
            let config = try CommandWidgetTests().load("mode = \"listen\"\ntimeout = \(timeout)\n" + widget)
            // The dashboard's programs run under its reaper; so do these.
            let services = log.map { HostServices(logger: $0.logger, reaper: .built) } ?? HostServices(reaper: .built)
            let dashboard = Dashboard(config: config, registry: CommandWidgetTests.registry, scheme: .dark, services: services)
            var policy = SchedulingPolicy()
            policy.jitterUnit = { 0.5 }
            if time != nil { policy.ownReloadSpacing = 0 }
            runner = dashboard.makeRunner(time: time ?? .live, policy: policy, onUpdate: updates.onUpdate)
            self.dashboard = dashboard
            runner.tick()
        }

        /// The title the tile shows now, "placeholder", or "failed: …" (marked stale when a failure follows data).
        func shown() -> String {
            switch runner.content(of: 0, at: runner.now) {
            case .entry(let entry, let stale)?:
                if case .silent(let program) = (entry as? CommandEntry)?.content {
                    return "silent: \(program)" + (stale?.failure.map { " (stale: \($0.message))" } ?? "")
                }
                guard case .printed(let title, _) = (entry as? CommandEntry)?.content else { return "?" }
                return (title ?? "") + (stale == nil ? "" : " (stale)")
            case .failure(let failure)?: return "failed: \(failure.message)"
            case .placeholder?: return "placeholder"
            case nil: return "nothing"
            }
        }

        /// Waits until the tile shows `text`, noting each different thing it showed on the way; ticks at each update
        /// and every 0.1 s, as the dashboard's loop does when woken and at the runner's wake dates (a spaced reload's).
        func wait(for text: String) async -> [String] {
            await wait(for: [text])
        }

        /// Waits until the tile shows one of `texts`, as `wait(for:)` does for one.
        func wait(for texts: [String]) async -> [String] {
            var seen: [String] = []
            let deadline = ContinuousClock.now + .seconds(60)
            var arrived = false
            while !arrived, ContinuousClock.now < deadline {
                arrived = await updates.wait(atMost: 0.1) {
                    runner.tick()
                    let now = shown()
                    if seen.last != now { seen.append(now) }
                    return texts.contains(now)
                }
            }
            #expect(arrived, "the tile never showed \(texts.map(QuotedValue.quote).joined(separator: " or ")); it showed \(seen)")
            return seen
        }
    }


    @Test func framesReplaceTheContentInOrderAndNothingWakesTheLoopBetweenThem() async throws {
        let board = try Board(#"shell = "for i in 1 2 3; do echo \"frame $i\"; sleep 0.2; done; exec sleep 60""#)
        let frames = await board.wait(for: "frame 3").filter { $0 != "placeholder" }
        #expect(frames == frames.sorted() && frames.last == "frame 3", "a frame may be overtaken, never shown out of order: \(frames)")
        #expect(board.runner.nextWakeDate() == nil, "the idle dashboard sleeps until the next frame wakes it")
        board.runner.reconfigure([:])
    }

    /// A program that prints on events (a new mail, a changed file) may print nothing for long: it is not a provider
    /// that never answers. Its tile says so once it has printed nothing for `firstFrameWait`, and stays so past the
    /// widget's timeout with nothing due (no retry, no wake-up), until its first frame replaces it.
    @Test func aProgramThatPrintsNothingYetIsSaidToBeSilentNotTimedOut() async throws {
        let folder = try TemporaryFolders.make()
        let go = folder.appendingPathComponent("go").path
        let board = try Board("shell = \"while [ ! -e '\(go)' ]; do sleep 0.05; done; echo 'at last'; exec sleep 60\"", timeout: 2)
        let seen = await board.wait(for: "silent: sh")
        #expect(seen.allSatisfy { $0 == "placeholder" || $0 == "silent: sh" }, "\(seen)")
        // Past the widget's 2 s timeout: still silent, and nothing due.
        try await Task.sleep(for: .seconds(3))
        board.runner.tick()
        #expect(board.shown() == "silent: sh", "no timeout, no retry")
        #expect(board.runner.nextWakeDate() == nil, "the silent program's tile wakes nothing")
        #expect(FileManager.default.createFile(atPath: go, contents: Data()))
        _ = await board.wait(for: "at last")
        board.runner.reconfigure([:])
    }

    @Test func aBurstOfFramesFasterThanTheScreenTakesThemEndsOnItsLastFrame() async throws {
        let board = try Board(#"shell = "for i in $(seq 1 300); do echo \"frame $i\"; done; exec sleep 60""#)
        let frames = await board.wait(for: "frame 300").filter { $0 != "placeholder" }
        let numbers = frames.compactMap { Int($0.dropFirst("frame ".count)) }
        #expect(numbers == numbers.sorted() && numbers.last == 300, "shown in order, ending on the last: \(frames)")
        // Frames printed during the last load ask for one more, which finds no newer frame and answers the same.
        #expect(await eventually {
            board.runner.tick()
            return board.runner.nextWakeDate() == nil && board.shown() == "frame 300"
        }, "nothing more is due once the last frame is shown: \(String(describing: board.runner.nextWakeDate())), \(board.shown())")
        board.runner.reconfigure([:])
    }

    @Test func aBurstReadAtOnceGivesOnlyItsLastFrame() async throws {
        // cat writes the 300 lines (2,892 bytes, under PIPE_BUF) in one write, which the program's thread reads whole.
        let script = #"f=$(mktemp); seq -f 'frame %g' 1 300 > "$f"; cat "$f"; rm -f "$f""#
        let events = Mutex<[ListeningProcess.Event]>([])
        let process = try ListeningProcess(CommandLaunch(arguments: ["/bin/sh", "-c", script], workingDirectory: nil, environment: [:]),
                                           format: .text, frameLimit: 1 << 20, onEvent: { event in events.withLock { $0.append(event) } },
                                           nextLook: { nil })
        let ended = await eventually {
            events.withLock { $0.contains { if case .ended = $0 { true } else { false } } }
        }
        let frames = events.withLock { $0 }.compactMap { event -> String? in
            guard case .piece(.frame(let data)) = event else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        #expect(ended, "the program never ended: \(events.withLock { $0 })")
        #expect(frames == ["frame 300"], "one event for the burst, its last frame; not one per frame (\(frames.count) came)")
        _ = process
    }

    @Test func aFramePrintedTooSoonAfterTheLastAnswerIsShownWhenItsTurnComesWithNoTimerOfTheLoops() async throws {
        // Frame 3 comes inside the spacing after frame 2's answer: the runner schedules nothing for it, and the program's
        // thread asks again when told. The test ticks as the loop does: when the runner reports, and at its wake dates.
        let board = try Board(#"shell = "echo 'frame 1'; sleep 0.3; echo 'frame 2'; sleep 0.02; echo 'frame 3'; exec sleep 60""#)
        var seen: [String] = []
        let deadline = ContinuousClock.now + .seconds(30)
        while seen.last != "frame 3", ContinuousClock.now < deadline {
            let wake = board.runner.nextWakeDate().map { max(0.001, $0.timeIntervalSince(board.runner.now)) } ?? 1
            _ = await board.updates.wait(atMost: wake) {
                board.runner.tick()
                if seen.last != board.shown() { seen.append(board.shown()) }
                return seen.last == "frame 3"
            }
        }
        #expect(seen.last == "frame 3", "the last frame was never shown: \(seen)")
        board.runner.reconfigure([:])
    }

    @Test func aProgramThatExitsIsStartedAgainAfterTheBackoffAndNeverTwice() async throws {
        let starts = try TemporaryFolders.make().appendingPathComponent("starts").path
        let clock = TestClock<Duration>()
        let start = Date(timeIntervalSince1970: 1_795_428_000)
        let board = try Board(#"shell = "echo x >> \#(starts); echo \"run $(wc -l < \#(starts))\"; exit 3""#,
                              time: TimeSource(clock: clock, startingAt: start))
        let seen = await board.wait(for: "run 1 (stale)")
        #expect(seen.last == "run 1 (stale)")
        #expect(board.runner.inspection()[0]?.failure?.message == "sh exited with status 3; starting it again")
        #expect(board.runner.nextWakeDate() == start.addingTimeInterval(30), "the first retry of the backoff")
        #expect(try String(contentsOfFile: starts, encoding: .utf8) == "x\n", "not started again before then")
        await clock.advance(by: .seconds(30))
        board.runner.tick()
        _ = await board.wait(for: "run 2 (stale)")
        #expect(board.runner.nextWakeDate() == start.addingTimeInterval(60), "30 s after it ended again, having shown a frame")
        #expect(try String(contentsOfFile: starts, encoding: .utf8) == "x\nx\n")
    }

    @Test func removingTheWidgetStopsItsProgramAndWhatItStarted() async throws {
        let pids = try TemporaryFolders.make().appendingPathComponent("pids").path
        var board = try Board(#"shell = "sleep 60 & echo $$ $! > \#(pids); echo ready; wait""#)
        _ = await board.wait(for: "ready")
        let started = try String(contentsOfFile: pids, encoding: .utf8).split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
        #expect(started.count == 2 && started.allSatisfy(isRunning))
        board.runner.reconfigure([:])
        board.dashboard = nil
        #expect(await eventually { !started.contains(where: isRunning) }, "the shell and its sleep are gone: \(started.filter(isRunning)) still run")
    }

    @Test func aFrameOverTheLimitIsRefusedWithAMessageAndTheNextOneShown() async throws {
        let go = try TemporaryFolders.make().appendingPathComponent("go").path
        let board = try Board(#"""
            shell = "head -c 1100000 /dev/zero | tr '\\0' x; echo; while [ ! -e \#(go) ]; do sleep 0.05; done; echo after; exec sleep 60"
            """#)
        // A program slow to print its huge frame has been said to be silent first, and keeps that entry, marked.
        let refused = "A frame over 1 MB was refused; print less in each frame"
        _ = await board.wait(for: ["failed: " + refused, "silent: sh (stale: \(refused))"])
        _ = FileManager.default.createFile(atPath: go, contents: nil)
        _ = await board.wait(for: "after")
        board.runner.reconfigure([:])
    }

    @Test func switchingDarkAndLightStartsTheProgramAgainInTheNewScheme() async throws {
        let pids = try TemporaryFolders.make().appendingPathComponent("pids").path
        let board = try Board(#"shell = "echo $$ >> \#(pids); echo \"scheme $WIDGETTY_COLOR_SCHEME\"; exec sleep 60""#)
        _ = await board.wait(for: "scheme dark")
        board.runner.changeColorScheme(to: .light)
        let seen = await board.wait(for: "scheme light")
        #expect(!seen.contains("placeholder") && !seen.contains { $0.hasPrefix("failed") }, "the last frame stays until the new one: \(seen)")
        let started = try String(contentsOfFile: pids, encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
        try #require(started.count == 2, "one program in each scheme")
        #expect(await eventually { !isRunning(started[0]) }, "the program started in the dark scheme is stopped")
        board.runner.reconfigure([:])
    }

    @Test func eachFrameIsLoggedAtDebugAndOnlyTheFirstAndARestartAtInfo() async throws {
        let log = TestLog()
        let clock = TestClock<Duration>()
        let starts = try TemporaryFolders.make().appendingPathComponent("starts").path
        let board = try Board(#"""
            shell = "echo x >> \#(starts); if [ $(wc -l < \#(starts)) -gt 1 ]; then echo again; exec sleep 60; fi; for i in 1 2 3 4 5; do echo \"frame $i\"; sleep 0.05; done; exit 1"
            """#, time: TimeSource(clock: clock, startingAt: Date(timeIntervalSince1970: 1_795_428_000)), log: log)
        _ = await board.wait(for: "frame 5 (stale)")
        await clock.advance(by: .seconds(30))
        board.runner.tick()
        _ = await board.wait(for: "again")
        board.runner.reconfigure([:])
        let loads = log.lines.filter { $0.contains("Timeline loaded") || $0.contains("failed") }
        #expect(loads.first?.hasPrefix("info Timeline loaded") == true, "\(loads)")
        #expect(loads.filter { $0.hasPrefix("info") }.count == 2, "the first frame and the restarted program's first: \(loads)")
        #expect(loads.filter { $0.hasPrefix("warning The timeline load failed") }.count == 1, "\(loads)")
        #expect(loads.contains { $0.hasPrefix("debug Timeline loaded") }, "the frames between: \(loads)")
    }
}
