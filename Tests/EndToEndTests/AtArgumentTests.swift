import Foundation
import Testing
import WidgettyTestSupport

/// `--at` through the real binary: local times and bare dates are read in `TZ`'s zone.
@Suite(.takesTurns) struct AtArgumentTests {
    /// The moment `timeline --json` reports for `--at moment` in `zone`, in UTC.
    func reportedMoment(_ moment: String, zone: String) async throws -> String? {
        let config = try BuiltBinary.temporaryFile(DashboardSession.quietConfig)
        let result = try await BuiltBinary.run(["timeline", "--json", "--config", config.path, "--at", moment], environment: ["TZ": zone])
        #expect(result.status == 0, "\(result.error)")
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        return json?["at"] as? String
    }

    @Test func aLocalTimeAndABareDateAreInTheZoneOfTZ() async throws {
        #expect(try await reportedMoment("2026-11-22T09:41:00", zone: "Asia/Tokyo") == "2026-11-22T00:41:00Z")
        #expect(try await reportedMoment("2026-11-22", zone: "Asia/Tokyo") == "2026-11-21T15:00:00Z")
        #expect(try await reportedMoment("2026-11-22T09:41:00", zone: "UTC") == "2026-11-22T09:41:00Z")
    }

    @Test func anOffsetWinsOverTZ() async throws {
        #expect(try await reportedMoment("2026-11-22T09:41:00Z", zone: "Asia/Tokyo") == "2026-11-22T09:41:00Z")
        #expect(try await reportedMoment("2026-11-22T09:41:00.5-05:00", zone: "Asia/Tokyo") == "2026-11-22T14:41:00Z")
    }

    @Test func aMomentBefore1582IsReportedAsItWasRead() async throws {
        // Gregorian throughout, as `--at` is read and the text report writes it (Foundation's JSON dates turned Julian).
        #expect(try await reportedMoment("1500-03-01T12:00:00Z", zone: "UTC") == "1500-03-01T12:00:00Z")
    }

    @Test func somethingElseIsAUsageError() async throws {
        let result = try await BuiltBinary.run(["timeline", "--at", "22/11/2026"], environment: ["TZ": "Asia/Tokyo"])
        #expect(result.status == 64)
        #expect(result.error.contains("22/11/2026"), "\(result.error)")
    }
}
