import Foundation
import Testing
import WidgettyKit
import WidgettyNetwork
import WidgettyTestSupport

/// Bodies past a request's limit, through the real fetch helper and a server on 127.0.0.1: each is cut off
/// as too large, whether its length is announced, never ends, or comes compressed.
@Suite struct OversizedAnswerTests {
    let limit = 1 << 20

    func fetch(_ reply: LocalHTTPServer.Reply) async throws -> Result<HTTPResponse, any Error> {
        let server = try LocalHTTPServer { _ in reply }
        defer { server.stop() }
        let fetcher = SubprocessFetcher(program: BuiltBinary.path)
        let url = try #require(URL(string: server.baseURL + "/v1/forecast"))
        do { return .success(try await fetcher.get(url, timeout: 30, maxBytes: limit)) } catch { return .failure(error) }
    }

    @Test func anAnnouncedGigabyteIsRefusedBeforeItComes() async throws {
        let result = try await fetch(.raw(HostileAnswers.announcing(bytes: 1_000_000_000)))
        #expect(throws: NetworkFailure.tooLarge(host: "127.0.0.1", limit: limit)) { try result.get() }
    }

    @Test func anEndlessBodyIsCutOffAtTheLimit() async throws {
        let result = try await fetch(.endless(chunk: Data(repeating: 0x20, count: 65_536)))
        #expect(throws: NetworkFailure.tooLarge(host: "127.0.0.1", limit: limit)) { try result.get() }
    }

    @Test func aGzipBombIsCutOffAtTheLimitOnceExpanded() async throws {
        let result = try await fetch(.raw(try HostileAnswers.gzipBomb(expandingTo: 64 << 20)))
        #expect(throws: NetworkFailure.tooLarge(host: "127.0.0.1", limit: limit)) { try result.get() }
    }

    @Test func aBodyJustUnderTheLimitArrivesWhole() async throws {
        let body = Data(repeating: 0x20, count: limit)
        let result = try await fetch(.status(200, body))
        #expect(try result.get().body == body)
    }

    @Test func tooLargeSaysWhatToChange() {
        #expect(NetworkFailure.tooLarge(host: "api.open-meteo.com", limit: 8 << 20).problem.message
                == "api.open-meteo.com sent more than 8 MB; if that is expected, raise max_bytes (up to 67108864, 64 MB)")
    }

    /// At the most max_bytes may be, raising it is no answer: the message says what to do instead.
    @Test func tooLargeAtTheCeilingNeverAsksForMore() {
        #expect(NetworkFailure.tooLarge(host: "api.open-meteo.com", limit: 64 << 20).problem.message
                == "api.open-meteo.com sent more than 64 MB, the most widgetty reads of one answer; have the server send less")
        #expect(NetworkFailure.tooLarge(host: "cal.example", limit: 1 << 20).problem(largestMaxBytes: 1 << 20, advice: "split it").message
                == "cal.example sent more than 1 MB, the most widgetty reads of one answer; split it")
    }

    @Test func theRequestTravelsThroughAPipeAndOnlyValidOnesAreRead() throws {
        let request = FetchRequest(url: URL(string: "https://example.com/a?b=c")!, timeout: 10, maxBytes: 1024)
        #expect(FetchProtocol.decodeRequest(FetchProtocol.encode(request)) == request)
        var withHeaders = request
        withHeaders.headers = [HTTPHeader(name: "Authorization", value: "Bearer a b"), HTTPHeader(name: "X-Empty", value: ""),
                               HTTPHeader(name: "Authorization", value: "second")]
        #expect(FetchProtocol.decodeRequest(FetchProtocol.encode(withHeaders)) == withHeaders, "in order, repeats and spaces kept")
        for broken in ["", "url https://example.com\ntimeout nan\nmax-bytes 10\n", "url https://example.com\ntimeout 10\nmax-bytes 0\n",
                       "url file:///etc/passwd\ntimeout 10\nmax-bytes 10\n", "url https://example.com\ntimeout 1e300\nmax-bytes 10\n",
                       "url https://example.com\nurl https://example.org\ntimeout 10\nmax-bytes 10\n",
                       "url https://example.com\ntimeout 10\nmax-bytes 10\nheader Bad:Name x\n",
                       "url https://example.com\ntimeout 10\nmax-bytes 10\nheader Lonely\n"] {
            #expect(FetchProtocol.decodeRequest(Data(broken.utf8)) == nil, "\(broken)")
        }
    }
}
