// A predict exercise's check. The learner writes in `prediction.txt` the lines they expect the
// program to print; the check shows where the prediction and the program first part, and
// nothing more of the program's output, so that no prediction, however wrong, reveals the
// answer.

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
    /// part: the learner's line (numbered as in `file`) and the program's line in its place, and
    /// none of the program's later lines.
    func firstDifference(from output: String, file: String) -> String? {
        let printed = Self.outputLines(output)
        let shared = min(lines.count, printed.count)
        guard let index = (0..<shared).first(where: { lines[$0].text != printed[$0] }) ?? shorterEnd(printed)
        else { return nil }
        let matching = index == 0 ? "" : " Your lines before it match."
        let hidden = " The program's later lines stay hidden: fix this one and check again."
        guard index < lines.count else {
            return """
                Your prediction ends at line \(lines.last?.number ?? 0) of \(file), but the program prints more. Its next line:
                  + \(printed[index])
                (+ what the program printed there: its line \(index + 1).\(matching)\(hidden))
                """
        }
        let yours = lines[index]
        guard index < printed.count else {
            return """
                Your prediction goes on at line \(yours.number) of \(file), but the program printed only \(lineCount(printed.count)):
                  - \(yours.text)
                (- your line \(yours.number).\(matching))
                """
        }
        return """
            Your prediction and the program part at line \(yours.number) of \(file):
              - \(yours.text)
              + \(printed[index])
            (- your line \(yours.number), + what the program printed there: its line \(index + 1).\(matching)\(hidden))
            """
    }

    /// Where one of the two ends when every line they share is equal; nil when both end there.
    private func shorterEnd(_ printed: [String]) -> Int? {
        lines.count == printed.count ? nil : min(lines.count, printed.count)
    }
}

private func withoutTrailingSpace(_ line: Substring) -> String {
    String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
}
