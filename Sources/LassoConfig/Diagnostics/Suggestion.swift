/// "Did you mean …?" suggestions: the known name closest to a misspelt one.
enum Suggestion {
    /// The candidate closest to `name` by edit distance, when it is close enough to be a likely
    /// typo: at most a third of the name's length in edits (at least one), case ignored.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        guard !lowered.isEmpty, lowered.count <= 200 else { return nil }
        let limit = max(1, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - lowered.count) <= limit, other.count <= 200 else { continue }
            let distance = editDistance(lowered, other)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The `count` candidates nearest to `name` by edit distance (case ignored), nearest first;
    /// for a hint when none is close enough to be a typo and the candidates are too many to list.
    static func nearest(to name: String, among candidates: [String], count: Int) -> [String] {
        let lowered = Array(name.lowercased().unicodeScalars)
        return
            candidates
            .map { ($0, editDistance(lowered, Array($0.lowercased().unicodeScalars))) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(count)
            .map(\.0)
    }

    /// `" (did you mean 'x'?)"`-style text for a hint, or `nil` without a suggestion.
    static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String? {
        closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// The optimal string alignment distance between two scalar arrays: insertions,
    /// deletions, substitutions and swaps of neighbours (`titel` → `title` is one edit).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
