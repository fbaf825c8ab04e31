import ArgumentParser
import WidgettyHost

/// `widgetty reference PAGE` (hidden): the reference texts `make docs` and `make install` write, made from the code's
/// own definitions: the manual page, the key table of `docs/keys.md`, or a kind's option table for `docs/widgets/`.
struct ReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference",
        abstract: "Print the manual page (manual), the key table (keys) or a widget kind's option table.",
        shouldDisplay: false)

    @Argument(help: "manual, keys, or a widget kind such as weather.")
    var page: String

    func run() throws {
        switch page {
        case "manual": print(ManualPage.roff(), terminator: "")
        case "keys": print(KeyTable.markdown())
        default:
            let kinds = KindsReport(registry: ProviderCatalog.registry).kinds
            guard let kind = kinds.first(where: { $0.kind == page }) else {
                throw ValidationError("no reference page \"\(page)\"; give manual, keys or one of "
                                      + kinds.map(\.kind).joined(separator: ", "))
            }
            print(kind.markdownOptionTable())
        }
    }
}
