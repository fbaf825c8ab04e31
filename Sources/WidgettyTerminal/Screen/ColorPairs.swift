import CNcursesw

/// Hands out ncurses color pairs for foreground/background combinations, creating each once.
struct ColorPairs {
    private var pairs: [Int: Int32] = [:]
    private var next: Int32 = 1
    private let limit: Int32

    init(limit: Int32) {
        self.limit = limit
    }

    /// The pair for two terminal colors (-1 is the terminal's default).
    mutating func pair(foreground: Int, background: Int) -> Int32 {
        let key = (foreground + 1) << 25 | (background + 1)
        if let pair = pairs[key] { return pair }
        guard next < limit else { return 0 }
        let pair = next
        init_extended_pair(pair, Int32(foreground), Int32(background))
        pairs[key] = pair
        next += 1
        return pair
    }
}
