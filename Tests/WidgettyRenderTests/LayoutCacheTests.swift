import Testing
import WidgettyKit
@testable import WidgettyRender

/// The layout cache keeps every node's sizes apart, however many children a stack has.
@Suite struct LayoutCacheTests {
    func render(_ view: any View, width: Int, height: Int) -> [String] {
        let palette = Palette(scheme: .dark)
        var canvas = Canvas(size: Size(width: width, height: height), style: CellStyle(foreground: palette.tileBackground, background: palette.tileBackground))
        let environment = RenderEnvironment(palette: palette, background: palette.tileBackground)
        ViewRenderer.render(view, in: canvas.bounds, canvas: &canvas, environment: environment)
        return canvas.lines()
    }

    @Test func everyPathGetsANumberOfItsOwn() {
        let cache = LayoutCache()
        let children = (0..<40).map { cache.child(of: LayoutCache.root, at: $0) }
        let grandchildren = children.flatMap { child in (0..<40).map { cache.child(of: child, at: $0) } }
        let numbers = [LayoutCache.root] + children + grandchildren
        #expect(Set(numbers).count == numbers.count)
        #expect(cache.child(of: children[1], at: 0) == grandchildren[40], "the same path, the same number")
    }

    @Test func wideAndDeepTreesStillGetANumberForEachPath() {
        let cache = LayoutCache()
        let children = (0..<200).map { cache.child(of: LayoutCache.root, at: $0) }
        let grandchildren = children.flatMap { child in (0..<70).map { cache.child(of: child, at: $0) } }
        let numbers = [LayoutCache.root] + children + grandchildren
        #expect(Set(numbers).count == numbers.count)
        #expect(cache.child(of: children[150], at: 65) == grandchildren[150 * 70 + 65], "the same path, the same number")

        let deep = LayoutCache()
        var chain = [LayoutCache.root]
        for depth in 0..<30 { chain.append(deep.child(of: chain[depth], at: depth % 3)) }
        let branches = chain.map { deep.child(of: $0, at: 5) }
        #expect(Set(chain + branches).count == chain.count + branches.count, "paths deeper than an Int holds in base 64")
        #expect(deep.child(of: chain[29], at: 29 % 3) == chain[30], "a deep path keeps its number")
    }

    @Test func fortyChildrenInOneStackAreEachDrawn() {
        let view = VStack(alignment: .leading, spacing: 0) {
            for row in 0..<40 { Text("row \(row)") }
        }
        let lines = render(view, width: 8, height: 40)
        #expect(lines == (0..<40).map { "row \($0)" })
    }

    @Test func aStackAfterOneOfFortyChildrenKeepsItsOwnSizes() {
        let view = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) { for _ in 0..<40 { Text("x") } }
            HStack { Text("Hello world") }
        }
        #expect(render(view, width: 40, height: 2) == [String(repeating: "x", count: 40), "Hello world"])
    }

    @Test func aStackAfterOneOfSeventyChildrenKeepsItsOwnSizes() {
        let view = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) { for _ in 0..<70 { Text("x") } }
            HStack(spacing: 0) { for _ in 0..<70 { Text("yy") } }
            HStack { Text("Hello world") }
        }
        #expect(render(view, width: 140, height: 3) == [String(repeating: "x", count: 70), String(repeating: "yy", count: 70), "Hello world"])
    }

    @Test func nestedStacksOfFortyChildrenKeepTheirSizesApart() {
        let view = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) { for _ in 0..<40 { Text("x") } }
            HStack(spacing: 0) { for _ in 0..<40 { Text("yy") } }
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) { for _ in 0..<40 { Text("z") } }
                HStack { Text("Hello"); Text("world") }
            }
        }
        #expect(render(view, width: 80, height: 4) == [
            String(repeating: "x", count: 40),
            String(repeating: "yy", count: 40),
            String(repeating: "z", count: 40),
            "Hello world",
        ])
    }
}
