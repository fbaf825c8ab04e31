import Foundation
import Testing
import WidgettyKit
@testable import WidgettyRender

/// The words a drawing shows, as `render --plain` reads them.
@Suite struct TranscriptTests {
    func transcript(_ view: any View, redacted: Bool = false) -> Transcript {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: 30, height: 8), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        var environment = RenderEnvironment(palette: palette, background: palette.tileBackground, redacted: redacted)
        let transcript = Transcript()
        environment.transcript = transcript
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return transcript
    }

    @Test func textAndChartsNoteTheirWordsInReadingOrderAsSentences() {
        let view = VStack(alignment: .leading) {
            Text("Disks")
            Text("/home is nearly full!")
            Chart { BarMark(x: .value("Used", 95), y: .value("Disk", "/home")) }.chartYAxis(unit: .percent).accessibilityLabel("In use")
            Glyph("☀")
        }
        #expect(transcript(view).phrases == ["Disks", "/home is nearly full!", "In use: /home 95%."])
        #expect(transcript(view).sentences == "Disks. /home is nearly full! In use: /home 95%.", "a full stop only where none is")
    }

    @Test func aRedactedPlaceholderSaysNothingAndControlsAreCleaned() {
        #expect(transcript(Text("Sunny"), redacted: true).phrases.isEmpty)
        #expect(transcript(Text("bad\u{1B}[2Jtext")).phrases == ["badtext"])
    }
}
