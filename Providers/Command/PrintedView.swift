import WidgettyKit

/// Text output drawn as a tile: the title in headline, each printed line under it in its colours.
struct PrintedView: View {
    let title: String?
    let lines: [[StyledRun]]

    var body: any View {
        VStack(alignment: .leading) {
            if let title { Text(title).font(.headline).unredacted() }
            for line in lines { Self.line(line) }
            Spacer()
        }
        .frame(fillWidth: true, fillHeight: true, alignment: .topLeading)
    }

    /// One printed line: a text, or a row of texts when its colours change along it.
    static func line(_ runs: [StyledRun]) -> any View {
        guard runs.count > 1 else { return runs.first.map(run) ?? Text("") }
        return HStack(alignment: .top, spacing: 0) {
            for part in runs { run(part) }
        }
    }

    /// One run in its colour and weight.
    static func run(_ run: StyledRun) -> any View {
        let text = Text(run.text).bold(run.isBold)
        return run.color.map { text.foregroundStyle($0) } ?? text
    }
}
