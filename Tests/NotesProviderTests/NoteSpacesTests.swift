import Foundation
import Testing
@testable import NotesProvider

/// The spaces a title and preview are trimmed of are Foundation's `CharacterSet.whitespaces`, scalar for scalar, so
/// reading them in place changed no title.
@Suite struct NoteSpacesTests {
    @Test func everyScalarIsASpaceExactlyWhenFoundationSaysSo() {
        let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            NoteSpaces.contains($0) != CharacterSet.whitespaces.contains($0)
        }
        #expect(differing.isEmpty, "scalars read otherwise than Foundation: \(differing.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test func textIsTrimmedAsFoundationTrimsIt() {
        for text in [" \t a b \t ", "\u{3000}会議\u{3000}", "\u{200B}x\u{200B}", " \u{301}a ", "\u{A0}a\u{85}", " \t ", "", "a"] {
            #expect(String(NoteSpaces.trimmed(text)) == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            #expect(NoteSpaces.isBlank(text) == text.trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }

    @Test func aHeadingOfSpacesAloneIsNoTitle() throws {
        let bytes = Array("# \u{3000}\u{200B}\n\n# Plans\n\u{3000}\n- [ ] call\n".utf8)
        let file = try NoteFile(bytes, status: stat())
        let summary = NoteDocument(name: "n.md", path: "", file: file, isPinned: false).summary
        #expect(summary.title == "Plans")
        #expect(summary.preview == "call")
    }
}
