import Testing
import WidgettyKit
import WidgettyRender

/// An intent names its control by its type and its `identity`: what `identity` leaves out does not make another
/// control, and two kinds of intent are two actions however alike their identities read.
@Suite struct IntentIdentityTests {
    /// Plays a track; the moment its control was drawn is left out of its identity.
    struct Play: WidgetIntent {
        static let title = "Play"
        let track: String
        let drawnAt: Int
        /// The track alone.
        var identity: String { track }
        func perform() async throws {}
    }

    /// Queues a track; its identity reads as `Play`'s does.
    struct Queue: WidgetIntent {
        static let title = "Queue"
        let track: String
        /// The track alone.
        var identity: String { track }
        func perform() async throws {}
    }

    /// Plays a track, named by every value (the default identity).
    struct PlayAll: WidgetIntent {
        static let title = "Play"
        let track: String
        let drawnAt: Int
        func perform() async throws {}
    }

    @Test func whatTheIdentityLeavesOutDoesNotMakeAnotherControl() {
        #expect(IntentIdentity(Play(track: "a", drawnAt: 1)) == IntentIdentity(Play(track: "a", drawnAt: 2)))
        #expect(IntentIdentity(Play(track: "a", drawnAt: 1)) != IntentIdentity(Play(track: "b", drawnAt: 1)))
    }

    @Test func byDefaultEveryValueTells() {
        #expect(IntentIdentity(PlayAll(track: "a", drawnAt: 1)) == IntentIdentity(PlayAll(track: "a", drawnAt: 1)))
        #expect(IntentIdentity(PlayAll(track: "a", drawnAt: 1)) != IntentIdentity(PlayAll(track: "a", drawnAt: 2)))
    }

    @Test func twoKindsAreTwoActionsThoughTheirIdentitiesReadAlike() {
        #expect(IntentIdentity(Play(track: "a", drawnAt: 1)) != IntentIdentity(Queue(track: "a")))
    }
}
