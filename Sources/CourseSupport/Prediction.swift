// A predict exercise's check. The learner writes in `prediction.txt` the lines they expect the
// program to print; the check shows the learner's first line that differs from the program's,
// and none of the program's output unless asked (`REVEAL=1`), so that no number of wrong
// predictions rebuilds the answer.

/// The lines of a prediction that count, each with its line number in the file as an editor
/// shows it (the instructions' `#` lines counted).
struct Prediction {
    struct Line: Equatable {
        var number: Int
        var text: String
    }

    let lines: [Line]

    /// `#` lines are the exercise's instructions; spaces at the end of a line (and the "\r" of a
    /// file saved with Windows line endings) and blank lines at the end are not meant.
    init(_ text: String) {
        var kept = CourseSupport.lines(of: text).enumerated()
            .map { Line(number: $0.offset + 1, text: withoutTrailingSpace($0.element)) }
            .filter { !$0.text.hasPrefix("#") }
        while kept.last?.text.isEmpty == true { kept.removeLast() }
        lines = kept
    }

    /// The lines of a program's output as a prediction is compared with them: no spaces at the
    /// ends of lines, no blank lines at the end.
    static func outputLines(_ output: String) -> [String] {
        var kept = CourseSupport.lines(of: output).map(withoutTrailingSpace)
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept
    }

    /// nil when the prediction is what the program printed. Otherwise the first line where they
    /// part: the learner's line (numbered as in `file`), said to differ, and none of the
    /// program's lines, so that no number of checks rebuilds its output; the program's line
    /// there only when `revealing` (`make check EX=6.2 REVEAL=1`, which `revealCommand` names).
    func firstDifference(from output: String, file: String, revealing: Bool = false, revealCommand: String = "")
        -> String?
    {
        let printed = Self.outputLines(output)
        let shared = min(lines.count, printed.count)
        guard let index = (0..<shared).first(where: { lines[$0].text != printed[$0] }) ?? shorterEnd(printed)
        else { return nil }
        let matching = index == 0 ? "" : "Your lines before it match. "
        let ask = "To see the program's line there: \(revealCommand)"
        guard index < lines.count else {
            let next =
                revealing
                ? ["  + \(printed[index])", "(+ the program's line \(index + 1).)"]
                : ["(Your lines match so far. To see its next line: \(revealCommand))"]
            return (["Your prediction ends at line \(lines.last?.number ?? 0) of \(file), but the program prints more lines."]
                + next).joined(separator: "\n")
        }
        let yours = lines[index]
        guard index < printed.count else {
            return """
                Your prediction goes on at line \(yours.number) of \(file), but the program printed only \(lineCount(printed.count)):
                  - \(yours.text)
                (- your line \(yours.number).\(matching.isEmpty ? "" : " " + matching.dropLast()))
                """
        }
        if let whitespace = whitespaceDifference(yours.text, printed[index]) {
            return "Line \(yours.number) of \(file) differs from the program's line there only in whitespace: \(whitespace)."
        }
        let shown =
            revealing
            ? ["  + \(printed[index])", "(- your line \(yours.number), + the program's line \(index + 1). \(matching)Its later lines stay hidden.)"]
            : ["(\(matching)\(ask))"]
        return (["Line \(yours.number) of \(file) is not what the program prints there:", "  - \(yours.text)"] + shown)
            .joined(separator: "\n")
    }

    /// How `yours` and `theirs` differ when they differ only in spaces and tabs; nil otherwise.
    /// It gives away no more than the spaces: the learner has the words right.
    private func whitespaceDifference(_ yours: String, _ theirs: String) -> String? {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard yours.filter({ !isBlank($0) }) == theirs.filter({ !isBlank($0) }) else { return nil }
        let yourIndent = yours.prefix(while: isBlank)
        let theirIndent = theirs.prefix(while: isBlank)
        guard yourIndent != theirIndent else { return "the spaces inside the line differ" }
        let describe = { (indent: Substring) in
            indent.isEmpty ? "none" : indent.allSatisfy { $0 == " " } ? "\(indent.count)" : "\(indent.count) (spaces and tabs)"
        }
        return "the spaces at its start differ (yours: \(describe(yourIndent)), the program's: \(describe(theirIndent)))"
    }

    /// Where one of the two ends when every line they share is equal; nil when both end there.
    private func shorterEnd(_ printed: [String]) -> Int? {
        lines.count == printed.count ? nil : min(lines.count, printed.count)
    }
}

private func withoutTrailingSpace(_ line: Substring) -> String {
    String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
}
