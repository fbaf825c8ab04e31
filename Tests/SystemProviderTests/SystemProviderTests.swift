import Foundation
import Testing
import WidgettyKit
@testable import SystemProvider
import WidgettyTestSupport

/// Reloads of the system provider on the recorded and hand-written machines.
@Suite struct SystemProviderTests {
    let moment = ISO8601DateFormatter().date(from: "2026-11-22T09:41:07Z")!

    func settings(_ machine: String, _ extra: [String: WidgetSettingValue] = [:]) throws -> SystemSettings {
        let folder = SystemFixtures.folder(machine), state = try TemporaryFolders.make()
        try? FileManager.default.copyItem(at: folder.appendingPathComponent("state/system-auto.history"), to: state.appendingPathComponent("system-auto.history"))
        var values: [String: WidgetSettingValue] = [
            "proc_root": .string(folder.appendingPathComponent("proc").path), "sys_root": .string(folder.appendingPathComponent("sys").path),
            "state_dir": .string(state.path), "mounts": .strings(["/", "/home", "/var"]),
        ]
        values.merge(extra) { $1 }
        return SystemSettings(WidgetSettings(options: SystemSettings.options, values: values))
    }

    func context() -> WidgetContext {
        WidgetContext(family: .medium, displaySize: DisplaySize(columns: 43, rows: 10, widthPoints: 364, heightPoints: 170), date: moment)
    }

    @Test func aReloadAddsASampleAndAsksAgainAfterTheInterval() async throws {
        let settings = try settings("laptop", ["interval": .string("30s")])
        let timeline = try await SystemProvider(settings: settings).timeline(in: context())
        #expect(timeline.policy == .after(moment.addingTimeInterval(30)))
        let entry = try #require(timeline.entries.first)
        #expect(entry.cpu.count == 61 && entry.cpu.last.map { Int($0.value.rounded()) } == 12)
        #expect(entry.interface == "wlan0" && entry.load == [1.84, 1.52, 1.20])
        #expect(entry.disks.map(\.mount) == ["/", "/home"])
        let file = try #require(settings.historyFile(.unavailable(kind: "system")))
        #expect(SystemHistory.load(file).samples.count == 62, "the new sample is kept for the next reload")
    }

    @Test func aLowBatteryOrAFullDiskRaisesRelevance() async throws {
        let laptop = try await SystemProvider(settings: settings("laptop")).timeline(in: context()).entries[0]
        let server = try await SystemProvider(settings: settings("full-disk")).timeline(in: context()).entries[0]
        let vm = try await SystemProvider(settings: settings("vm")).timeline(in: context()).entries[0]
        #expect(laptop.relevance == TimelineEntryRelevance(score: 0.9))
        #expect(server.relevance == TimelineEntryRelevance(score: 0.7))
        #expect(vm.relevance == nil)
    }

    @Test func withoutProcTheWidgetSaysWhatItNeeds() async throws {
        let settings = try settings("laptop", ["proc_root": .string("/nonexistent")])
        await #expect(throws: WidgetProblem.self) { try await SystemProvider(settings: settings).timeline(in: context()) }
    }

    @Test(arguments: [("30s", nil), ("1m", nil), ("2h", "is 2h; the longest interval is 1h"), ("5s", "is 5s; the shortest interval is 10s"),
                      ("soon", "\"soon\" is not a duration; write e.g. \"30s\", \"1m\" or \"5m\"")])
    func intervalsAreCheckedWithAMessage(text: String, message: String?) throws {
        let option = try #require(SystemSettings.options.first { $0.key == "interval" })
        #expect(option.validate(.string(text)) == message)
    }

    @Test func theWidgetMayReloadEveryTenSecondsUnlikeNetworkWidgets() {
        let kind = WidgetKind(SystemWidget.self)
        #expect(kind.readsLocally && kind.minimumReloadInterval == 10)
    }
}
