import Foundation
import Testing
@testable import CommandProvider

/// The grammar check that says where a timeline document breaks agrees with Foundation's JSONSerialization on what
/// is JSON, and points at the byte JSONSerialization points at.
@Suite struct JSONSyntaxTests {
    static let texts = [
        #"{"a": [1, 2.5, -0, 1e3, true, false, null, "x\n\u00e9"]}"#, "[]", "{}", "  7  ", #""s""#, "[[[[[]]]]]",
        "{", "[1,]", "{\"a\" 1}", "{\"a\": 1,}", "[01]", "[1.]", "[.5]", "[1e]", "[-]", "tru", "nul", "[1 2]", "{\"a\":1}}",
        "\"\u{01}\"", #""\x""#, #""\u12G4""#, "[\"a\"", "", " ", "{1: 2}", "[1e999]", "[-1e999]", "{\"a\": [}",
    ]

    @Test func validityIsJSONSerializations() {
        for text in Self.texts {
            let theirs = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
            #expect((JSONSyntax.firstProblem(in: Array(text.utf8)) == nil) == theirs, "\(text): \(JSONSyntax.firstProblem(in: Array(text.utf8)) ?? "valid")")
        }
    }

    @Test func theMistakeIsNamedAtItsCharacter() {
        #expect(JSONSyntax.firstProblem(in: Array(#"{"a": [}"#.utf8)) == "Unexpected character “}” around character 7.")
        #expect(JSONSyntax.firstProblem(in: Array("[1, 2".utf8)) == "Unexpected end of file around character 5.")
        #expect(JSONSyntax.firstProblem(in: Array("[1e999]".utf8)) == "Number 1e999 is not representable in Swift.")
    }

    @Test func deepNestingIsReadWithoutRecursion() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(JSONSyntax.firstProblem(in: Array(deep.utf8)) == nil)
        #expect(JSONSyntax.firstProblem(in: Array((deep + "]").utf8)) == "Unexpected character “]” around character 400000.")
    }
}
