/// A view read as one sentence: transcripts (`render --plain`) take `label` in place of the words and marks its
/// content draws (a row of bars, a block of ranges), as SwiftUI's `accessibilityLabel` does.
public struct AccessibilityLabeled: PrimitiveView {
    public var content: any View
    /// The sentence read in place of the content.
    public var label: String

    init(_ content: any View, label: String) {
        self.content = content
        self.label = label
    }
}

extension View {
    /// This view, read as `label` (one sentence) in place of what it draws.
    public func accessibilityLabel(_ label: String) -> AccessibilityLabeled {
        AccessibilityLabeled(self, label: label)
    }
}
