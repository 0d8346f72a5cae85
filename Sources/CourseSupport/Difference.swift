// How two texts differ, as a reader wants to see it: the lines are aligned first (a longest
// common subsequence), so one missing line shows as one `-` line, not as every later line
// changed.

/// The lines of `text`. A final newline ends the last line; it does not start another one, so
/// a 37-line file ending in "\n" has 37 lines.
public func lines(of text: String) -> [Substring] {
    if text.isEmpty { return [] }
    var result = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { result.removeLast() }
    return result
}

/// One step of an alignment: a line both texts have, or a line only one of them has.
enum LineEdit: Equatable {
    case same(expected: Int, actual: Int)
    case missing(expected: Int)  // in the expected text, not in the actual one
    case extra(actual: Int)  // in the actual text, not in the expected one

    var isSame: Bool {
        if case .same = self { return true }
        return false
    }
}

/// Aligns `want` with `got`, keeping as many equal lines as possible. The texts here are
/// program outputs of a few hundred lines, so the plain quadratic table is fast enough.
func align(_ want: [Substring], _ got: [Substring]) -> [LineEdit] {
    let rows = want.count + 1
    let columns = got.count + 1
    // common[i * columns + j]: length of the longest common subsequence of want[i...] and got[j...].
    var common = [Int](repeating: 0, count: rows * columns)
    for i in stride(from: want.count - 1, through: 0, by: -1) {
        for j in stride(from: got.count - 1, through: 0, by: -1) {
            common[i * columns + j] =
                want[i] == got[j]
                ? common[(i + 1) * columns + j + 1] + 1
                : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
        }
    }
    var edits: [LineEdit] = []
    var i = 0
    var j = 0
    while i < want.count || j < got.count {
        if i < want.count, j < got.count, want[i] == got[j] {
            edits.append(.same(expected: i, actual: j))
            i += 1
            j += 1
        } else if j == got.count || (i < want.count && common[(i + 1) * columns + j] >= common[i * columns + j + 1]) {
            edits.append(.missing(expected: i))
            i += 1
        } else {
            edits.append(.extra(actual: j))
            j += 1
        }
    }
    return edits
}

/// What the two sides of a difference are called in a report.
public struct DifferenceLabels: Sendable {
    /// The marks' legend: `- expected`, `+ actual`.
    public var expected: String
    public var actual: String
    /// The texts, as the first line names them: "line 3 of the expected output".
    public var expectedText: String
    public var actualText: String

    public init(expected: String, actual: String, expectedText: String, actualText: String) {
        self.expected = expected
        self.actual = actual
        self.expectedText = expectedText
        self.actualText = actualText
    }

    /// A program's output against its expected file.
    public static let output = DifferenceLabels(
        expected: "expected", actual: "actual", expectedText: "the expected output",
        actualText: "the actual output")

    /// A learner's prediction against what the program printed.
    public static let prediction = DifferenceLabels(
        expected: "predicted", actual: "printed", expectedText: "your prediction",
        actualText: "what the program printed")
}

/// nil when `actual` equals `expected` byte for byte; otherwise a short report of the first
/// place they differ: a few equal lines before it, the lines only one side has (`-` expected,
/// `+` actual), a few equal lines after, and the line counts.
public func firstDifference(
    expected: String, actual: String, labels: DifferenceLabels = .output, context: Int = 2,
    maxChangedLines: Int = 12
) -> String? {
    if expected == actual { return nil }
    let want = lines(of: expected)
    let got = lines(of: actual)
    let edits = align(want, got)
    let counts = "\(count(want.count)) \(labels.expected), \(got.count) \(labels.actual)"

    guard let start = edits.firstIndex(where: { !$0.isSame }) else {
        // Every line is equal: only the final newline differs.
        let ending = { (text: String) in text.hasSuffix("\n") ? "ends with a newline" : "does not end with a newline" }
        return "the lines are the same, but \(labels.expectedText) \(ending(expected)) and \(labels.actualText) \(ending(actual))"
    }
    var end = start
    while end < edits.count, !edits[end].isSame { end += 1 }

    var report: [String] = []
    switch edits[start] {
    case .missing(let line): report.append("first difference at line \(line + 1) of \(labels.expectedText):")
    case .extra(let line): report.append("first difference at line \(line + 1) of \(labels.actualText):")
    case .same: break
    }
    for edit in edits[max(0, start - context)..<start] {
        if case .same(let line, _) = edit { report.append("    \(want[line])") }
    }
    // Lines missing from the actual text first, then the extra ones: the way a changed block
    // reads in a unified diff.
    let changed = edits[start..<end]
    var shown = 0
    for edit in changed where shown < maxChangedLines {
        if case .missing(let line) = edit {
            report.append("  - \(want[line])")
            shown += 1
        }
    }
    for edit in changed where shown < maxChangedLines {
        if case .extra(let line) = edit {
            report.append("  + \(got[line])")
            shown += 1
        }
    }
    if changed.count > shown {
        report.append("  … \(changed.count - shown) more changed lines here")
    }
    for edit in edits[end..<min(edits.count, end + context)] {
        if case .same(let line, _) = edit { report.append("    \(want[line])") }
    }
    let laterDifferences = differingBlocks(in: edits[end...])
    report.append(
        "(- \(labels.expected), + \(labels.actual); \(counts)"
            + (laterDifferences > 0 ? "; \(laterDifferences) more differing place\(laterDifferences == 1 ? "" : "s") below" : "")
            + ")")
    return report.joined(separator: "\n")
}

private func count(_ lines: Int) -> String {
    lines == 1 ? "1 line" : "\(lines) lines"
}

/// How many separate runs of unequal lines `edits` holds.
private func differingBlocks(in edits: ArraySlice<LineEdit>) -> Int {
    var blocks = 0
    var inBlock = false
    for edit in edits {
        if !edit.isSame, !inBlock { blocks += 1 }
        inBlock = !edit.isSame
    }
    return blocks
}
