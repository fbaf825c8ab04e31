import FoundationEssentials
import WidgettyKit

/// What the dashboard and its fetch helper (`widgetty --fetch-helper`) say to each other through pipes.
///
/// The request goes to the helper's standard input, never its command line
/// (where every local user could read it with `ps`): lines `url URL`,
/// `timeout SECONDS` and `max-bytes N`, and `if-none-match VALUE` and
/// `if-modified-since VALUE` when the widget keeps a copy, and `header NAME VALUE` for each header the
/// widget adds (a token, perhaps: stdin keeps it out of `ps` too). The answer comes on its
/// standard output: one header line, `status 200 N` followed by N lines
/// `etag VALUE` or `last-modified VALUE` and the body's bytes, or
/// `unreachable`, `timeout`, `too-large`, or `error MESSAGE`. Keeping the
/// format here lets both ends agree.
public enum FetchProtocol {
    /// The one argument that starts widgetty as the fetch helper instead of a command (no other argument may follow).
    public static let helperArgument = "--fetch-helper"
    /// The name the helper gives its process (`ps`, `top`, `pgrep`), where its path alone would read "exe".
    public static let helperName = "widgetty-fetch"
    /// The most bytes of a request the helper reads.
    public static let requestLimit = 16_384
    /// Room for the header line on top of the body's limit.
    public static let headerLimit = 4_096

    /// The request as the helper reads it.
    public static func encode(_ request: FetchRequest) -> Data {
        var text = "url \(request.url.absoluteString)\ntimeout \(request.timeout)\nmax-bytes \(request.maxBytes)\n"
        if let value = request.ifNoneMatch { text += "if-none-match \(value)\n" }
        if let value = request.ifModifiedSince { text += "if-modified-since \(value)\n" }
        for header in request.headers { text += "header \(header.name) \(header.value)\n" }
        return Data(text.utf8)
    }

    /// The request in `input`, or nil when it is not a complete, valid one.
    public static func decodeRequest(_ input: Data) -> FetchRequest? {
        guard input.count <= requestLimit else { return nil }
        var fields: [String: String] = [:]
        var headers: [HTTPHeader] = []
        for line in String(decoding: input, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2 else { return nil }
            if words[0] == "header" {
                let header = words[1].split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard header.count == 2 else { return nil }
                headers.append(HTTPHeader(name: header[0], value: header[1]))
                continue
            }
            guard fields[words[0]] == nil else { return nil }
            fields[words[0]] = words[1]
        }
        let known: Set = ["url", "timeout", "max-bytes", "if-none-match", "if-modified-since"]
        guard Set(fields.keys).isSubset(of: known), let address = fields["url"], let url = URL(string: address),
              let timeout = fields["timeout"].flatMap(Double.init), let maxBytes = fields["max-bytes"].flatMap({ Int($0) })
        else { return nil }
        var request = FetchRequest(url: url, timeout: timeout, maxBytes: maxBytes)
        request.ifNoneMatch = fields["if-none-match"]
        request.ifModifiedSince = fields["if-modified-since"]
        request.headers = headers
        return request.isValid ? request : nil
    }

    /// The header and body for a response.
    public static func encode(_ response: HTTPResponse) -> Data {
        let validators = [response.etag.map { "etag \($0)\n" }, response.lastModified.map { "last-modified \($0)\n" }]
            .compactMap { $0 }.filter { FetchRequest.isHeaderValue(String($0.dropLast())) }
        return Data("status \(response.status) \(validators.count)\n\(validators.joined())".utf8) + response.body
    }

    /// The header line for a failure.
    public static func encode(_ failure: NetworkFailure) -> Data {
        switch failure {
        case .unreachable: Data("unreachable\n".utf8)
        case .timedOut: Data("timeout\n".utf8)
        case .tooLarge: Data("too-large\n".utf8)
        case .helper(let message): Data("error \(message.replacing("\n", with: " "))\n".utf8)
        }
    }

    /// The response or failure in `output`, the helper's answer to `request`.
    public static func decode(_ output: Data, for request: FetchRequest) -> Result<HTTPResponse, NetworkFailure> {
        let host = request.host
        guard let newline = output.prefix(headerLimit).firstIndex(of: 10) else {
            return .failure(.helper("The fetch helper gave no answer for \(host)"))
        }
        let header = String(decoding: output[..<newline], as: UTF8.self)
        var rest = output[output.index(after: newline)...]
        let words = header.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "status":
            let numbers = words.count == 2 ? words[1].split(separator: " ").map { Int($0) } : []
            guard numbers.count == 2, let status = numbers[0], (100...999).contains(status), let lines = numbers[1], (0...2).contains(lines)
            else { return .failure(.helper("The fetch helper’s answer is garbled")) }
            var response = HTTPResponse(status: status, body: Data())
            for _ in 0..<lines {
                guard let end = rest.prefix(headerLimit).firstIndex(of: 10) else { return .failure(.helper("The fetch helper’s answer is garbled")) }
                let field = String(decoding: rest[..<end], as: UTF8.self).split(separator: " ", maxSplits: 1).map(String.init)
                rest = rest[rest.index(after: end)...]
                guard field.count == 2 else { return .failure(.helper("The fetch helper’s answer is garbled")) }
                if field[0] == "etag" { response.etag = field[1] } else if field[0] == "last-modified" { response.lastModified = field[1] }
            }
            guard rest.count <= request.maxBytes else { return .failure(.tooLarge(host: host, limit: request.maxBytes)) }
            response.body = Data(rest)
            return .success(response)
        case "unreachable": return .failure(.unreachable(host: host))
        case "timeout": return .failure(.timedOut(host: host, seconds: request.timeout))
        case "too-large": return .failure(.tooLarge(host: host, limit: request.maxBytes))
        default: return .failure(.helper(words.count == 2 ? words[1] : "The fetch helper failed for \(host)"))
        }
    }
}
