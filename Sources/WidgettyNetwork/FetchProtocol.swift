import Foundation

/// What `widgetty-fetch` writes on standard output: one header line, then the body.
///
/// `status 200` followed by the body's bytes, or `unreachable`, or `timeout`,
/// or `error MESSAGE`. Keeping the format here lets both ends agree.
public enum FetchProtocol {
    /// The header and body for a response.
    public static func encode(_ response: HTTPResponse) -> Data {
        Data("status \(response.status)\n".utf8) + response.body
    }

    /// The header line for a failure.
    public static func encode(_ failure: NetworkFailure) -> Data {
        switch failure {
        case .unreachable: Data("unreachable\n".utf8)
        case .timedOut: Data("timeout\n".utf8)
        case .helper(let message): Data("error \(message.replacingOccurrences(of: "\n", with: " "))\n".utf8)
        }
    }

    /// The response or failure in `output`, for a request of `url` with `timeout`.
    public static func decode(_ output: Data, url: URL, timeout: Double) -> Result<HTTPResponse, NetworkFailure> {
        let host = url.host ?? url.absoluteString
        guard let newline = output.firstIndex(of: 10) else {
            return .failure(.helper("The fetch helper gave no answer for \(host)"))
        }
        let header = String(decoding: output[..<newline], as: UTF8.self)
        let body = Data(output[output.index(after: newline)...])
        let words = header.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "status":
            guard words.count == 2, let status = Int(words[1]) else { return .failure(.helper("The fetch helper's answer is garbled")) }
            return .success(HTTPResponse(status: status, body: body))
        case "unreachable": return .failure(.unreachable(host: host))
        case "timeout": return .failure(.timedOut(host: host, seconds: timeout))
        default: return .failure(.helper(words.count == 2 ? words[1] : "The fetch helper failed for \(host)"))
        }
    }
}
