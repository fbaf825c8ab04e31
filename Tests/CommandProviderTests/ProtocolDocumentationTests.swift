import Foundation
import Testing
@testable import CommandProvider

/// The published protocol (docs/timeline-protocol.md and its JSON Schema) says what the decoder reads.
@Suite struct ProtocolDocumentationTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs")

    func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.docs.appendingPathComponent("timeline-protocol.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func thePagesCompleteExampleDecodes() throws {
        let page = try String(contentsOf: Self.docs.appendingPathComponent("timeline-protocol.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```json\n"))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let document = try TimelineDocument.read(Data(page[start.upperBound..<end.lowerBound].utf8), now: Date())
        #expect(document.entries.count == 1)
        #expect(document.placeholder == .styled(.text("CI", lineLimit: 1), .init(font: "headline")))
        #expect(document.entries.first?.url == URL(string: "https://ci.example.com/main"))
    }

    @Test func theSchemaListsEveryViewWithTheKeysTheDecoderAccepts() throws {
        let definitions = try #require(try schema()["$defs"] as? [String: Any])
        let listed = try #require((definitions["view"] as? [String: Any])?["oneOf"] as? [[String: String]])
        #expect(Set(listed.compactMap { $0["$ref"] }) == Set(ViewNodeDecoder.keys.keys.map { "#/$defs/\($0)View" }))
        for (type, keys) in ViewNodeDecoder.keys {
            let view = try #require(definitions["\(type)View"] as? [String: Any], "\(type)")
            let properties = try #require(view["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(["type", "font", "color", "weight"] + keys), "\(type)")
            #expect((properties["type"] as? [String: String])?["const"] == type)
        }
    }

    /// The schema as a parsed value, for `SchemaCheck`.
    func schemaCheck() throws -> SchemaCheck {
        let data = try Data(contentsOf: Self.docs.appendingPathComponent("timeline-protocol.schema.json"))
        return SchemaCheck(root: try JSONDecoder().decode(JSONValue.self, from: data))
    }

    @Test func theExamplesAndThePagesDocumentConformToTheSchemaAndDecode() throws {
        let check = try schemaCheck()
        let examples = Self.docs.deletingLastPathComponent().appendingPathComponent("examples/widgets")
        let documents = try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        #expect(!documents.isEmpty)
        let page = try String(contentsOf: Self.docs.appendingPathComponent("timeline-protocol.md"), encoding: .utf8)
        var blocks = try documents.map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
        // A block that is a view alone is checked as the view of a document's one entry.
        for (index, block) in page.components(separatedBy: "```json\n").dropFirst().enumerated() {
            let json = block.components(separatedBy: "```").first ?? ""
            let document = json.contains(#""widgetty""#) ? json : #"{"widgetty": 1, "entries": [{"view": \#(json)}]}"#
            blocks.append(("the page's block \(index)", Data(document.utf8)))
        }
        for (name, data) in blocks {
            #expect(check.problems(try JSONDecoder().decode(JSONValue.self, from: data)) == [], "\(name)")
            #expect(throws: Never.self, "\(name)") { try TimelineDocument.read(data, now: Date()) }
        }
    }

    @Test func theSchemaCheckFindsWhatTheDecoderRefuses() throws {
        let check = try schemaCheck()
        func problems(_ json: String) throws -> [String] {
            try check.problems(JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)))
        }
        #expect(try problems(#"{"widgetty": 1, "entries": [{"view": {"type": "gauge", "value": 3, "bounds": [0, 5], "tint": "green"}}]}"#) == [])
        #expect(try problems(#"{"widgetty": 1, "entries": [{"view": {"type": "txt"}}]}"#) == ["entries[0].view: matches 0 of oneOf's schemas, not one"])
        #expect(try problems(#"{"widgetty": 2, "entries": [{"view": {"type": "divider"}}]}"#) == ["widgetty: expected the constant"])
        #expect(try problems(#"{"widgetty": 1, "entries": []}"#) == ["entries: fewer than 1.0 items"], "an empty list is refused by the schema as by the decoder")
        #expect(try problems(#"{"widgetty": 1, "entries": [{"view": {"type": "gauge"}}]}"#) == ["entries[0].view: matches 0 of oneOf's schemas, not one"])
        #expect(try problems(#"{"widgetty": 1}"#) == ["(document): missing entries"])
    }

    @Test func theSchemasDocumentKeysAreTheDecoders() throws {
        let schema = try schema()
        #expect(Set((schema["properties"] as? [String: Any])?.keys.map { $0 } ?? []) == ["widgetty", "entries", "policy", "placeholder"])
        #expect(schema["required"] as? [String] == ["widgetty", "entries"])
    }
}
