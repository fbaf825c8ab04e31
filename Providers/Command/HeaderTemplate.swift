import FoundationEssentials
import WidgettyKit

/// A header as an http widget's `headers` writes it, `"Authorization: Bearer $TOKEN"`: its name and its value, whose
/// `$NAME` or `${NAME}` parts are read from widgetty's environment on each request, so secrets stay out of the file.
struct HeaderTemplate: Sendable, Equatable {
    /// A piece of the value: written text, or a variable's name.
    enum Part: Sendable, Equatable {
        case text(String)
        case variable(String)
    }

    /// The header's name, as `Authorization`.
    var name: String
    /// The value's pieces, in order.
    var parts: [Part]

    /// The header in `line`, or what is wrong with it, for the configuration's message.
    static func parse(_ line: String) -> Result<HeaderTemplate, HeaderProblem> {
        guard let colon = line.firstIndex(of: ":") else { return .failure(.init("write each header as \"Name: value\", not \(QuotedValue.quote(line))")) }
        let name = line[..<colon].trimmingWhitespace()
        guard FetchRequest.isHeaderName(name) else {
            return .failure(.init("\(QuotedValue.quote(name)) is not a header name; use letters, digits and - (\"X-Api-Key\")"))
        }
        if let owned = FetchRequest.clientHeader(named: name) {
            return .failure(.init("\(owned) is written by the HTTP client itself; remove it"))
        }
        var parts: [Part] = []
        var text = ""
        var rest = Substring(line[line.index(after: colon)...].drop { $0 == " " })
        while let character = rest.popFirst() {
            guard character == "$" else { text.append(character); continue }
            if rest.first == "$" { rest.removeFirst(); text.append("$"); continue }
            let braced = rest.first == "{"
            if braced { rest.removeFirst() }
            let variable = String(rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            rest.removeFirst(variable.count)
            guard let first = variable.first, !first.isNumber, !braced || rest.popFirst() == "}" else {
                return .failure(.init("\(name): a $ starts a variable, $TOKEN or ${TOKEN}; write $$ for a dollar sign"))
            }
            if !text.isEmpty { parts.append(.text(text)) }
            text = ""
            parts.append(.variable(variable))
        }
        if !text.isEmpty { parts.append(.text(text)) }
        let template = HeaderTemplate(name: name, parts: parts)
        let written = parts.map { part in if case .text(let words) = part { words } else { "" } }.joined()
        guard FetchRequest.isAddedHeaderValue(written) else {
            return .failure(.init("\(name): a header's value is printable ASCII of at most \(FetchRequest.longestHeaderValue) characters"))
        }
        return .success(template)
    }

    /// The header with each variable's value from `environment`; a variable that is not set, or whose value cannot go
    /// in a header, is a problem naming the header and the variable, never the value.
    func resolved(in environment: [String: String]) throws(WidgetProblem) -> HTTPHeader {
        var value = ""
        for part in parts {
            switch part {
            case .text(let text):
                value += text
            case .variable(let variable):
                guard let found = environment[variable] else {
                    throw .needsConfiguration("headers: \(name) uses $\(variable), which is not set; export \(variable) before starting widgetty")
                }
                value += found
            }
        }
        guard FetchRequest.isAddedHeaderValue(value) else {
            throw .needsConfiguration("headers: \(name) is not one line of printable ASCII up to \(FetchRequest.longestHeaderValue) characters once its variables are read; check what they hold")
        }
        return HTTPHeader(name: name, value: value)
    }
}

/// What is wrong with a header as written.
struct HeaderProblem: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
