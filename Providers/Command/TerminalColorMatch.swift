import WidgettyKit

/// The semantic colour nearest to a terminal colour: SGR's 8 and 16 colours by name, 256 and 24-bit colours by distance.
enum TerminalColorMatch {
    /// The roles a program's colour may become, with a representative RGB value (the HIG's dark-mode system colours).
    private static let roles: [(color: SemanticColor, rgb: (Int, Int, Int))] = [
        (.red, (255, 69, 58)), (.orange, (255, 159, 10)), (.yellow, (255, 214, 10)), (.green, (48, 209, 88)),
        (.teal, (64, 200, 224)), (.blue, (10, 132, 255)), (.indigo, (94, 92, 230)), (.purple, (191, 90, 242)),
        (.pink, (255, 55, 95)), (.gray, (142, 142, 147)), (.label, (255, 255, 255)), (.secondaryLabel, (60, 60, 67)),
    ]

    /// SGR 30–37 and 90–97 by index 0–7: black, red, green, yellow, blue, magenta, cyan, white.
    static func basic(_ index: Int) -> SemanticColor? {
        let names: [SemanticColor?] = [.gray, .red, .green, .yellow, .blue, .purple, .teal, nil]
        return names.indices.contains(index) ? names[index] : nil
    }

    /// A colour of the 256-colour palette.
    static func indexed(_ index: Int) -> SemanticColor? {
        switch index {
        case 0..<8: return basic(index)
        case 8..<16: return basic(index - 8)
        case 16..<232:
            let cube = index - 16
            let level = { (step: Int) in step == 0 ? 0 : 55 + step * 40 }
            return nearest(level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        case 232..<256:
            let gray = 8 + (index - 232) * 10
            return nearest(gray, gray, gray)
        default: return nil
        }
    }

    /// The role nearest to a 24-bit colour, by squared distance.
    static func nearest(_ red: Int, _ green: Int, _ blue: Int) -> SemanticColor {
        roles.min { lhs, rhs in
            distance(lhs.rgb, (red, green, blue)) < distance(rhs.rgb, (red, green, blue))
        }!.color
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
