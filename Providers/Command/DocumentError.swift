/// What is wrong in a timeline document, at a path in it: `entries[0].view.children[2]: unknown view "txt"; did you mean "text"?`
struct DocumentError: Error, Equatable, CustomStringConvertible {
    /// Where in the document, as `entries[0].view`; empty for the document itself.
    var path: String
    /// What was found and what was expected.
    var problem: String

    var description: String { path.isEmpty ? problem : "\(path): \(problem)" }
}
