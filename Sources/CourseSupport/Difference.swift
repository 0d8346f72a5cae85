// How two texts differ, as a reader wants to see it: the lines are aligned first (the standard
// library's `difference(from:)`, Myers' algorithm), so one missing line shows as one `-` line,
// not as every later line changed.

/// The lines of `text`, split at "\n" or "\r\n". A final newline ends the last line; it does not
/// start another one, so a 37-line file ending in "\n" has 37 lines.
public func lines(of text: String) -> [Substring] {
    if text.isEmpty { return [] }
    // "\r\n" is one Character in Swift, so it is a separator of its own.
    var result = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    if endsWithNewline(text) { result.removeLast() }
    return result
}

func endsWithNewline(_ text: String) -> Bool {
    text.utf8.last == UInt8(ascii: "\n")
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

/// How many lines after the equal lines at both ends `align` compares at most, on each side.
/// Myers' algorithm takes time in proportion to the lines times the differences, and a runaway
/// program prints a hundred thousand lines; a first difference needs far fewer.
let alignmentWindow = 1000

/// Aligns `want` with `got`, keeping as many equal lines as possible. `complete` is false when
/// the texts differ over more than `alignmentWindow` lines: the edits then stop after the
/// window.
func align(_ want: [Substring], _ got: [Substring]) -> (edits: [LineEdit], complete: Bool) {
    // The equal lines at both ends need no search.
    var prefix = 0
    while prefix < want.count, prefix < got.count, want[prefix] == got[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < want.count - prefix, suffix < got.count - prefix,
        want[want.count - 1 - suffix] == got[got.count - 1 - suffix]
    {
        suffix += 1
    }
    let wantEnd = want.count - suffix
    let gotEnd = got.count - suffix
    let complete = wantEnd - prefix <= alignmentWindow && gotEnd - prefix <= alignmentWindow
    let wantMiddle = want[prefix..<min(wantEnd, prefix + alignmentWindow)]
    let gotMiddle = got[prefix..<min(gotEnd, prefix + alignmentWindow)]

    // `difference(from:)` counts offsets from the start of each slice: index - prefix.
    let difference = gotMiddle.difference(from: wantMiddle)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    var edits = (0..<prefix).map { LineEdit.same(expected: $0, actual: $0) }
    var i = wantMiddle.startIndex
    var j = gotMiddle.startIndex
    while i < wantMiddle.endIndex || j < gotMiddle.endIndex {
        if i < wantMiddle.endIndex, removed.contains(i - prefix) {
            edits.append(.missing(expected: i))
            i += 1
        } else if j < gotMiddle.endIndex, inserted.contains(j - prefix) {
            edits.append(.extra(actual: j))
            j += 1
        } else {
            edits.append(.same(expected: i, actual: j))
            i += 1
            j += 1
        }
    }
    if complete {
        edits += (0..<suffix).map { LineEdit.same(expected: wantEnd + $0, actual: gotEnd + $0) }
    }
    return (edits, complete)
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
    let (edits, complete) = align(want, got)
    let counts = "\(lineCount(want.count)) \(labels.expected), \(got.count) \(labels.actual)"

    guard let start = edits.firstIndex(where: { !$0.isSame }) else {
        // Every line is equal: only the final newline, or the kind of line ending, differs.
        if endsWithNewline(expected) == endsWithNewline(actual) {
            return "the lines are the same, but their line endings differ (\\r\\n against \\n)"
        }
        let ending = { (text: String) in endsWithNewline(text) ? "ends with a newline" : "does not end with a newline" }
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
    // When there are more than `maxChangedLines`, each side keeps at least half of them.
    let changed = edits[start..<end]
    let missing = changed.compactMap { edit -> Int? in if case .missing(let line) = edit { line } else { nil } }
    let extra = changed.compactMap { edit -> Int? in if case .extra(let line) = edit { line } else { nil } }
    let extraShown = min(extra.count, max(maxChangedLines - missing.count, maxChangedLines / 2))
    let missingShown = min(missing.count, maxChangedLines - extraShown)
    report += missing.prefix(missingShown).map { "  - \(want[$0])" }
    report += extra.prefix(extraShown).map { "  + \(got[$0])" }
    if changed.count > missingShown + extraShown {
        report.append("  … \(changed.count - missingShown - extraShown) more changed lines here")
    }
    for edit in edits[end..<min(edits.count, end + context)] {
        if case .same(let line, _) = edit { report.append("    \(want[line])") }
    }
    let laterDifferences = differingBlocks(in: edits[end...])
    let later =
        !complete
        ? "; the lines after the first \(alignmentWindow) that differ were not compared"
        : laterDifferences > 0 ? "; \(laterDifferences) more differing place\(laterDifferences == 1 ? "" : "s") below" : ""
    report.append("(- \(labels.expected), + \(labels.actual); \(counts)\(later))")
    return report.joined(separator: "\n")
}

/// "1 line", "37 lines".
func lineCount(_ lines: Int) -> String {
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
