import Foundation
import WidgettyKit

/// What the dashboard and `widgetty-fetch` say to each other through pipes.
///
/// The request goes to the helper's standard input, never its command line
/// (where every local user could read it with `ps`): lines `url URL`,
/// `timeout SECONDS` and `max-bytes N`. The answer comes on its standard
/// output: one header line, `status 200` followed by the body's bytes, or
/// `unreachable`, `timeout`, `too-large`, or `error MESSAGE`. Keeping the
/// format here lets both ends agree.
public enum FetchProtocol {
    /// The most bytes of a request the helper reads.
    public static let requestLimit = 16_384
    /// Room for the header line on top of the body's limit.
    public static let headerLimit = 4_096

    /// The request as the helper reads it.
    public static func encode(_ request: FetchRequest) -> Data {
        Data("url \(request.url.absoluteString)\ntimeout \(request.timeout)\nmax-bytes \(request.maxBytes)\n".utf8)
    }

    /// The request in `input`, or nil when it is not a complete, valid one.
    public static func decodeRequest(_ input: Data) -> FetchRequest? {
        guard input.count <= requestLimit else { return nil }
        var fields: [String: String] = [:]
        for line in String(decoding: input, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2, fields[words[0]] == nil else { return nil }
            fields[words[0]] = words[1]
        }
        guard fields.count == 3, let address = fields["url"], let url = URL(string: address),
              let timeout = fields["timeout"].flatMap(Double.init), let maxBytes = fields["max-bytes"].flatMap({ Int($0) })
        else { return nil }
        let request = FetchRequest(url: url, timeout: timeout, maxBytes: maxBytes)
        return request.isValid ? request : nil
    }

    /// The header and body for a response.
    public static func encode(_ response: HTTPResponse) -> Data {
        Data("status \(response.status)\n".utf8) + response.body
    }

    /// The header line for a failure.
    public static func encode(_ failure: NetworkFailure) -> Data {
        switch failure {
        case .unreachable: Data("unreachable\n".utf8)
        case .timedOut: Data("timeout\n".utf8)
        case .tooLarge: Data("too-large\n".utf8)
        case .helper(let message): Data("error \(message.replacingOccurrences(of: "\n", with: " "))\n".utf8)
        }
    }

    /// The response or failure in `output`, the helper's answer to `request`.
    public static func decode(_ output: Data, for request: FetchRequest) -> Result<HTTPResponse, NetworkFailure> {
        let host = request.host
        guard let newline = output.prefix(headerLimit).firstIndex(of: 10) else {
            return .failure(.helper("The fetch helper gave no answer for \(host)"))
        }
        let header = String(decoding: output[..<newline], as: UTF8.self)
        let body = Data(output[output.index(after: newline)...])
        guard body.count <= request.maxBytes else { return .failure(.tooLarge(host: host, limit: request.maxBytes)) }
        let words = header.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "status":
            guard words.count == 2, let status = Int(words[1]), (100...999).contains(status) else {
                return .failure(.helper("The fetch helper's answer is garbled"))
            }
            return .success(HTTPResponse(status: status, body: body))
        case "unreachable": return .failure(.unreachable(host: host))
        case "timeout": return .failure(.timedOut(host: host, seconds: request.timeout))
        case "too-large": return .failure(.tooLarge(host: host, limit: request.maxBytes))
        default: return .failure(.helper(words.count == 2 ? words[1] : "The fetch helper failed for \(host)"))
        }
    }
}
