import WidgettyCLI

/// The executable's entry point: hands the command line to `WidgettyCommand`.
@main
struct Main {
    static func main() async {
        await WidgettyCommand.main()
    }
}
