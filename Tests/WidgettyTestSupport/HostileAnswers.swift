import Foundation

/// Answers a hostile server sends, made from our own forecast: absurd numbers, huge and endless bodies, compression bombs.
public enum HostileAnswers {
    /// Our own Oslo week (`BuiltBinary.ownForecast`) with `change` applied to its JSON object.
    public static func forecast(_ change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: BuiltBinary.ownForecast()) as! [String: Any]
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// `value` written at `index` of the array at `section.key` (or at `section.key` itself when `index` is nil).
    public static func set(_ value: Any, at section: String, _ key: String, index: Int? = nil, in object: inout [String: Any]) {
        var table = object[section] as! [String: Any]
        if let index {
            var array = table[key] as! [Any]
            array[index] = value
            table[key] = array
        } else {
            table[key] = value
        }
        object[section] = table
    }

    /// A whole HTTP answer whose gzip body expands to `bytes` zero bytes (about a thousandth of that on the wire).
    public static func gzipBomb(expandingTo bytes: Int) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "head -c \(bytes) /dev/zero | gzip -1"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let body = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + body
    }

    /// The head of an answer that says its body is `bytes` long, and the first bytes of it.
    public static func announcing(bytes: Int) -> Data {
        Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes)\r\nConnection: close\r\n\r\n{\"a\":\"".utf8)
    }
}
