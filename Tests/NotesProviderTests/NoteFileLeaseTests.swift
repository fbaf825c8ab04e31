import Foundation
import Glibc
import Testing
import WidgettyTestSupport
@testable import NotesProvider

/// A note under a writer's lease (a task toggle of this dashboard holds one while it saves) is read once the lease
/// goes, never shown as "is not shown: Resource temporarily unavailable".
@Suite struct NoteFileLeaseTests {
    @Test func aNoteUnderAWritersLeaseIsReadOnceTheLeaseGoes() async throws {
        let folder = try NotesFolder()
        let path = try folder.write("log.md", "- [ ] tick me\n")
        let lease = try await HeldLease(on: path)
        let reading = Task { await BlockingWork.run { () -> String in
            // A minute, not the dashboard's 2 s: on a loaded machine this test may take seconds to let go of the lease.
            do { return try NoteFile.read(path, leaseWait: 60).text } catch { return "\(error)" }
        } }
        try await lease.releaseOnceMet()
        #expect(await reading.value == "- [ ] tick me\n")
    }
}
