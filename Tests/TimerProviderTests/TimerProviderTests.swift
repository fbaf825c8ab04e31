import Foundation
import Testing
import WidgettyKit
import WidgettyRender
import WidgettyTestSupport
@testable import TimerProvider

/// The timer's provider applies the presses its intents recorded at the moment it is asked, keeps its state in
/// its state folder across restarts, and ends in a "Done" entry that rings once.
@Suite struct TimerProviderTests {
    static let start = Date(timeIntervalSince1970: 1_795_340_460)

    /// A timer with `settings` whose state folder is under `home`.
    struct Timer {
        let widget: TimerWidget
        let home: URL

        init(_ values: [String: WidgetSettingValue] = [:], home: URL? = nil) throws {
            widget = TimerWidget(settings: WidgetSettings(options: TimerWidget.options, values: values))
            self.home = try home ?? TemporaryFolders.make()
        }

        /// The timeline asked for `seconds` after the start.
        func timeline(at seconds: Double) async throws -> Timeline<TimerEntry> {
            var context = WidgetContext(family: .small, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169),
                                        timeZone: ZoneDatabase.system.zone(named: "UTC")!, locale: DateLocale.english)
            context.date = TimerProviderTests.start.addingTimeInterval(seconds)
            context.services = WidgetServices(kind: TimerWidget.kind, directories: WidgetDirectories(kind: TimerWidget.kind, cacheHome: home, stateHome: home))
            return try await widget.provider.timeline(in: context)
        }

        /// The entry shown now and its faces, as the provider laid them out.
        func faces(at seconds: Double) async throws -> [TimerEntry.Face] {
            try await timeline(at: seconds).entries.map(\.face)
        }

        /// Presses a button of the tile the entry `seconds` after the start shows: its intent, as the host performs it.
        func press(_ intent: (TimerEntry) -> any WidgetIntent, at seconds: Double) async throws {
            let entry = try #require(try await timeline(at: seconds).entries.first)
            try await intent(entry).perform()
        }
    }

    let end = { (seconds: Double) in TimerProviderTests.start.addingTimeInterval(seconds) }

    @Test func startPauseResumeAndResetAtTheMomentsTheProviderIsAsked() async throws {
        let timer = try Timer()
        #expect(try await timer.faces(at: 0) == [.ready])
        try await timer.press({ StartTimer(store: $0.store, duration: $0.duration) }, at: 0)
        #expect(try await timer.faces(at: 10) == [.running(endsAt: end(10 + 1500)), .done], "started when the reload after the press ran")
        try await timer.press({ PauseTimer(store: $0.store, duration: $0.duration) }, at: 20)
        #expect(try await timer.faces(at: 110) == [.paused(remaining: 1400)])
        try await timer.press({ StartTimer(store: $0.store, duration: $0.duration) }, at: 500)
        #expect(try await timer.faces(at: 600) == [.running(endsAt: end(600 + 1400)), .done])
        try await timer.press({ ResetTimer(store: $0.store, duration: $0.duration) }, at: 700)
        #expect(try await timer.faces(at: 700) == [.ready])
    }

    @Test func theStateSurvivesARestartInTheStateFolder() async throws {
        let first = try Timer(["name": .string("Tea"), "durations": .strings(["4m", "25m"])])
        try await first.press({ ChooseTimerDuration(store: $0.store, duration: $0.duration, chosen: TimerDuration(seconds: 1500)) }, at: 0)
        try await first.press({ StartTimer(store: $0.store, duration: $0.duration) }, at: 0)
        _ = try await first.timeline(at: 5)
        let file = first.home.appendingPathComponent("widgetty/timer/Tea.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let again = try Timer(["name": .string("Tea"), "durations": .strings(["4m", "25m"])], home: first.home)
        let timeline = try await again.timeline(at: 60)
        #expect(timeline.entries.map(\.face) == [.running(endsAt: end(5 + 1500)), .done])
        #expect(timeline.entries.first?.duration == TimerDuration(seconds: 1500))
        let other = try Timer(["name": .string("Eggs")], home: first.home)
        #expect(try await other.faces(at: 60) == [.ready], "another name, another file")
    }

    @Test func theDoneEntryRingsWhenTheBellIsOnAndOnlyWhileTheEndIsRecent() async throws {
        let timer = try Timer(["durations": .strings(["1m"])])
        try await timer.press({ StartTimer(store: $0.store, duration: $0.duration) }, at: 0)
        let running = try await timer.timeline(at: 0)
        #expect(running.entries.map(\.ringsBell) == [false, true])
        #expect(running.entries.last?.date == end(60))
        #expect(try await timer.timeline(at: 90).entries.map(\.ringsBell) == [false],
                "a dashboard started after the end does not ring again what a timeline already rang")
        #expect(try await timer.timeline(at: 90).entries.map(\.date) == [end(60)], "dated at its end, so a reload soon after is the same entry")
        // A state file from before ends were remembered, its end never rung as far as it says.
        let unseen = try Timer(["durations": .strings(["1m"])])
        let folder = unseen.home.appendingPathComponent("widgetty/timer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let oldState = #"{"pending":[],"phase":{"running":{"endsAt":\#(end(60).timeIntervalSinceReferenceDate)}},"duration":{"seconds":60}}"#
        try Data(oldState.utf8).write(to: folder.appendingPathComponent("Timer.json"))
        #expect(try await unseen.timeline(at: 90).entries.map(\.ringsBell) == [true], "first seen 30 s after the end it rings")
        #expect(try await unseen.timeline(at: 95).entries.map(\.ringsBell) == [false], "once")
        let quiet = try Timer(["durations": .strings(["1m"]), "bell": .bool(false)])
        try await quiet.press({ StartTimer(store: $0.store, duration: $0.duration) }, at: 0)
        #expect(try await quiet.timeline(at: 0).entries.map(\.ringsBell) == [false, false])
    }

    @Test func aStateNoTimerCanBeInIsAProblemNamingItsFile() async throws {
        let timer = try Timer(["name": .string("Short"), "durations": .strings(["3s"])])
        let folder = timer.home.appendingPathComponent("widgetty/timer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Short.json")
        for state in [#"{"pending":[],"phase":{"running":{"endsAt":1e20}},"duration":{"seconds":3}}"#,
                      #"{"pending":[],"phase":{"paused":{"remaining":1e300}},"duration":{"seconds":3}}"#,
                      #"{"pending":[],"phase":{"idle":{}},"duration":{"seconds":-5}}"#] {
            try Data(state.utf8).write(to: file)
            do {
                _ = try await timer.timeline(at: 0)
                Issue.record("\(state) was taken for a timer's state")
            } catch let problem as WidgetProblem {
                #expect(problem.message.contains(file.path) && problem.message.hasSuffix("delete it to start afresh"), "\(problem.message)")
            }
        }
    }

    @Test func aStateFileTooLargeOrUnreadableIsAProblemInWords() async throws {
        let timer = try Timer()
        let folder = timer.home.appendingPathComponent("widgetty/timer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: folder.appendingPathComponent("Timer.json"))
        await #expect(throws: WidgetProblem.self) { try await timer.timeline(at: 0) }
        try Data(count: 70_000).write(to: folder.appendingPathComponent("Timer.json"))
        do {
            _ = try await timer.timeline(at: 0)
            Issue.record("a 70 kB state file was read")
        } catch let problem as WidgetProblem {
            #expect(problem.message.contains("is over 64 KiB; delete it to start afresh"))
        }
    }

    @Test func namesThatOnceSharedAFileKeepTheirOwn() {
        let folder = URL(fileURLWithPath: "/state")
        let names = ["a b", "a.b", "a_b", "タイマー", "../up"].map { TimerStore(folder: folder, name: $0).file?.lastPathComponent }
        #expect(Set(names).count == names.count, "\(names)")
        #expect(names.allSatisfy { $0?.contains("/") == false && $0?.hasPrefix(".") == false })
    }

    @Test func aStateFileThatIsAFIFOIsAProblemNotAHang() async throws {
        let timer = try Timer()
        let folder = timer.home.appendingPathComponent("widgetty/timer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("Timer.json").path, 0o600) == 0)
        await #expect(throws: WidgetProblem.self) { try await timer.timeline(at: 0) }
    }

    @Test func withoutAStateFolderItShowsItsLengthAndAPressSaysWhy() async throws {
        let widget = TimerWidget(settings: WidgetSettings(options: TimerWidget.options, values: [:]))
        let context = WidgetContext(family: .small, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 169, heightPoints: 169))
        let entry = try #require(try await widget.provider.timeline(in: context).entries.first)
        #expect(entry.face == .ready)
        await #expect(throws: WidgetProblem.self) { try await StartTimer(store: entry.store, duration: entry.duration).perform() }
    }

    /// A medium timer uses its width and height: numerals five rows tall (25 of 39 columns), the length beside the
    /// name, Start over Reset on the trailing edge, on the numerals' top and bottom rows, and the lengths under them.
    @Test func aMediumTimerSetsItsControlsBesideTheNumerals() async throws {
        let timer = try Timer(["durations": .strings(["25m", "5m", "1h30m"])])
        let entry = try #require(try await timer.timeline(at: 0).entries.first)
        let context = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 0, heightPoints: 0))
        let black = RGB(red: 0, green: 0, blue: 0)
        var canvas = Canvas(size: Size(width: 39, height: 8), style: CellStyle(foreground: black, background: black))
        ViewRenderer.render(timer.widget.view(entry: entry, context: context), in: canvas.bounds, canvas: &canvas,
                            environment: RenderEnvironment(palette: Palette(scheme: .dark), background: black))
        #expect(canvas.lines() == [
            "Timer                               25m",
            "",
            "╺━━━┓ ┏━━━╸   ┏━━━┓ ┏━━━┓        Start",
            "    ┃ ┃     ▄ ┃   ┃ ┃   ┃",
            "┏━━━┛ ┗━━━┓   ┃   ┃ ┃   ┃",
            "┃         ┃ ▀ ┃   ┃ ┃   ┃",
            "┗━━━╸ ╺━━━┛   ┗━━━┛ ┗━━━┛        Reset",
            " 25m   5m   1h30m",
        ])
    }

    /// A small timer is one tap target: no buttons in its tile; a tap on it (any size's) starts it, and pauses it while
    /// it runs, as the medium's first button; Reset is a quick action, and only a medium one offers Start/Pause too.
    @Test func aSmallTimerIsOneTapTargetThatStartsAndPausesIt() async throws {
        let timer = try Timer()
        let entry = try #require(try await timer.timeline(at: 0).entries.first)
        for (family, columns) in [(WidgetFamily.small, 16), (.medium, 39)] {
            let context = WidgetContext(family: family, displaySize: DisplaySize(columns: columns + 4, rows: 10, widthPoints: 0, heightPoints: 0))
            let black = RGB(red: 0, green: 0, blue: 0)
            var canvas = Canvas(size: Size(width: columns, height: 8), style: CellStyle(foreground: black, background: black))
            ViewRenderer.render(timer.widget.view(entry: entry, context: context), in: canvas.bounds, canvas: &canvas,
                                environment: RenderEnvironment(palette: Palette(scheme: .dark), background: black))
            #expect(canvas.lines().joined().contains("Start") == (family == .medium), "\(family): \(canvas.lines())")
            #expect(TileTapProbe.intent(of: timer.widget.view(entry: entry, context: context), columns: columns, rows: 8) is StartTimer, "\(family)")
            #expect(timer.widget.quickActions(entry: entry, context: context).map(\.title) == (family == .small ? ["Reset"] : ["Start", "Reset"]))
        }
        try await timer.press({ StartTimer(store: $0.store, duration: $0.duration) }, at: 0)
        let running = try #require(try await timer.timeline(at: 10).entries.first)
        let small = WidgetContext(family: .small, displaySize: DisplaySize(columns: 20, rows: 10, widthPoints: 0, heightPoints: 0))
        #expect(TileTapProbe.intent(of: timer.widget.view(entry: running, context: small), columns: 16, rows: 8) is PauseTimer)
        let medium = WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 0, heightPoints: 0))
        #expect(timer.widget.quickActions(entry: running, context: medium).map(\.title) == ["Pause", "Reset"])
    }
}
