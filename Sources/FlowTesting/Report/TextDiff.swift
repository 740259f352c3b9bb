/// A line diff for failure reports: every line of both texts, common lines with two spaces,
/// expected-only lines with `- `, actual-only lines with `+ ` (longest common subsequence, so
/// one moved or missing callback shows as one line, not a cascade).
public enum TextDiff {
    public static func unified(expected: String, actual: String) -> [String] {
        let a = expected.isEmpty ? [] : expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.isEmpty ? [] : actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines(a, b)
    }

    /// The diff of two line lists.
    public static func lines(_ a: [String], _ b: [String]) -> [String] {
        // lcs[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append("  " + a[i])
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                out.append("- " + a[i])
                i += 1
            } else {
                out.append("+ " + b[j])
                j += 1
            }
        }
        return out
    }
}
