/// A number and the noun it counts, singular for one ("1 problem", "2 problems"), so no message says "problem(s)".
public enum CountedNoun {
    /// `count` and `noun`, the noun with an "s" (or `plural`) unless the count is one: "1 line", "3 lines", "2 boxes".
    public static func phrase(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
