// Course tooling, shared by `make run` (the `course` program) and the golden tests.
// It is not part of any lesson: it runs a built program, captures its output, and describes
// how that output differs from the expected file.
import Foundation

/// A program whose output is checked: a chapter (normal, `--trace` or another mode) or a
/// conformance case.
public struct GoldenProgram: Sendable, CustomStringConvertible {
    /// The executable's product name, e.g. `ch04` or `conformance_fact_basic`.
    public var executable: String
    public var arguments: [String]
    /// The expected output file, relative to the package root.
    public var expectedFile: String

    public var description: String {
        ([executable] + arguments).joined(separator: " ")
    }

    /// The chapter programs found under `Chapters/`: each chapter's program against its
    /// `expected.txt`, and once more for each `expected-<mode>.txt` beside it, run with
    /// `--<mode>`: `expected-trace.txt` → `--trace`. A dash in the mode gives it a value:
    /// `expected-trace-mermaid.txt` → `--trace=mermaid`.
    public static func chapters(root: URL) -> [GoldenProgram] {
        chapterFolders(root: root).flatMap { folder -> [GoldenProgram] in
            let executable = chapterExecutable(folder: folder)
            let modes = files(root.appendingPathComponent("Chapters/\(folder)")).compactMap { name in
                name.firstMatch(of: /^expected-(.+)\.txt$/).map { String($0.1) }
            }.sorted()
            return [GoldenProgram(executable: executable, arguments: [], expectedFile: "Chapters/\(folder)/expected.txt")]
                + modes.map { mode in
                    GoldenProgram(
                        executable: executable, arguments: [argument(forMode: mode)],
                        expectedFile: "Chapters/\(folder)/expected-\(mode).txt")
                }
        }
    }

    /// `trace` → `--trace`, `trace-mermaid` → `--trace=mermaid`.
    static func argument(forMode mode: String) -> String {
        guard let dash = mode.firstIndex(of: "-") else { return "--" + mode }
        return "--" + mode[..<dash] + "=" + mode[mode.index(after: dash)...]
    }

    /// The conformance programs found under `Tests/Conformance/<Library>/<case>/`.
    public static func conformanceCases(root: URL) -> [GoldenProgram] {
        ["Ch05Disposables", "MiniRx"].flatMap { library in
            subfolders(root.appendingPathComponent("Tests/Conformance/\(library)")).map { name in
                GoldenProgram(
                    executable: "conformance_\(library == "MiniRx" ? "" : "ch05_")\(name)",
                    arguments: [],
                    expectedFile: "Tests/Conformance/\(library)/\(name)/expected.txt")
            }
        }
    }
}

/// `Chapters/NN-slug` folder names, in order.
public func chapterFolders(root: URL) -> [String] {
    subfolders(root.appendingPathComponent("Chapters")).filter { Int($0.prefix(2)) != nil }
}

/// `04-sink-producer` → `ch04`.
public func chapterExecutable(folder: String) -> String {
    "ch" + folder.prefix(2)
}

/// What a program did when it ran: everything it wrote, and how it ended.
public struct ProgramRun: Sendable {
    /// Standard output and standard error, interleaved as written (cut at the output limit).
    public var output: String
    /// The exit status, or the number of the signal that stopped it.
    public var status: Int32
    /// True when a signal stopped the program (a crash, a `fatalError`, a kill).
    public var wasSignaled: Bool
    /// Set when the course stopped the program: still running at its time limit, or printing
    /// more than its output limit.
    public var stop: RunStop?

    public init(output: String, status: Int32, wasSignaled: Bool, stop: RunStop? = nil) {
        self.output = output
        self.status = status
        self.wasSignaled = wasSignaled
        self.stop = stop
    }

    /// nil when the program exited with status 0; otherwise what went wrong, in a few words.
    public var failure: String? {
        switch stop {
        case .timeLimit(let seconds)?:
            return "was stopped after \(secondsText(seconds)) s: it was still running"
        case .outputLimit(let bytes)?:
            return "was stopped after printing \(byteCountText(bytes)): its output was cut there"
        case nil:
            if wasSignaled { return "crashed (signal \(status), \(String(cString: strsignal(status))))" }
            return status == 0 ? nil : "exited with status \(status)"
        }
    }

    /// For a stopped program, what usually causes it.
    public var stopExplanation: String? {
        switch stop {
        case .timeLimit?:
            "That usually means an endless loop, a recursive schedule that never stops, or a wait "
                + "for something that never comes. (To allow longer, add TIME_LIMIT=<seconds> to the make command.)"
        case .outputLimit?:
            "A program that prints without end is usually stuck in a loop."
        case nil: nil
        }
    }

    /// The lines of the Swift runtime's crash report, if it crashed: from its fatal-error line
    /// (`File.swift:15: Fatal error: …`) or, without one, the backtracer's banner, to the end.
    private var crashReportStart: Int? {
        guard wasSignaled, stop == nil else { return nil }
        let all = lines(of: output)
        let banner =
            all.firstIndex { $0.hasPrefix("*** Signal ") || $0.contains("Program crashed: ") || $0 == "Current stack trace:" }
            ?? all.count
        if let fatal = all[..<banner].lastIndex(where: isFatalErrorLine) { return fatal }
        guard banner < all.count else { return nil }
        // The backtracer starts with a blank line of its own.
        return banner > 0 && all[banner - 1].isEmpty ? banner - 1 : banner
    }

    /// What the program printed itself: `output` without the runtime's crash report.
    public var printed: String {
        guard let start = crashReportStart else { return output }
        return lines(of: output).prefix(start).map { $0 + "\n" }.joined()
    }

    /// Why it crashed, as the Swift runtime said it: the fatal-error line (with the file and
    /// line it names), or else the backtracer's "Program crashed: …" line, then where: the
    /// innermost function of the program itself on the crashed thread (the runtime's own and
    /// the compiler's thunks skipped). Empty if it did not crash.
    public var crashReason: [String] {
        guard let start = crashReportStart else { return [] }
        let report = lines(of: output)[start...]
        var reason: [String] = []
        if isFatalErrorLine(report[report.startIndex]) {
            // A fatal error's message may have several lines: up to the backtracer's banner.
            reason = report.prefix { !$0.hasPrefix("*** Signal ") && !$0.contains("Program crashed: ") && $0 != "Current stack trace:" }
                .filter { !$0.isEmpty }.map(String.init)
        } else if let crashed = report.first(where: { $0.contains("Program crashed: ") }) {
            let text = crashed.drop { $0 != "P" }.prefix { $0 != "*" }
            reason = [String(text.split(separator: " at 0x").first ?? text).trimmingCharacters(in: .whitespaces)]
        }
        if let innermost = report.lazy.compactMap(programFunction).first {
            reason.append("in \(innermost)")
        }
        return reason
    }
}

/// `10` for 10.0, `0.5` for 0.5.
func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
}

/// `1 MB` for 1,000,000 bytes, `400 bytes` for 400.
func byteCountText(_ bytes: Int) -> String {
    bytes >= 1_000_000 && bytes % 1_000_000 == 0 ? "\(bytes / 1_000_000) MB" : "\(bytes) bytes"
}

/// `Countdown.swift:15: Fatal error: …`, and the runtime's other stops: a failed precondition
/// or assertion.
private func isFatalErrorLine(_ line: Substring) -> Bool {
    ["Fatal error", "Precondition failed", "Assertion failed"].contains { kind in
        line.hasPrefix(kind + ":") || line.contains(": \(kind):") || line.hasSuffix(": \(kind)")
    }
}

/// The function of a backtrace frame in the program itself (an image without a file extension,
/// unlike `libswiftCore.so`), unless it is a thunk the compiler wrote: `countdown(_:)` from
/// `  2 [ra] 0x000055d7330611ea countdown(_:) + 313 in program`.
private func programFunction(_ line: Substring) -> String? {
    let words = line.split(separator: " ")
    guard let first = words.first, Int(first) != nil,
        let address = words.firstIndex(where: { $0.hasPrefix("0x") }),
        let plus = words.indices.first(where: { index in
            index > address && index + 3 <= words.count && words[index] == "+" && Int(words[index + 1]) != nil
                && words[index + 2] == "in"
        }),
        plus + 3 < words.count, !words[plus + 3].contains(".")
    else { return nil }
    let function = words[(address + 1)..<plus].joined(separator: " ")
    return function.contains("thunk") || function.hasPrefix("partial apply") ? nil : function
}

/// nil when the run is what `expected` says: status 0 and exactly the expected output.
/// Otherwise why not. A failed run comes first, with the runtime's reason for a crash, because
/// a program that prints the right lines and then fails has not passed; then how its own output
/// compares.
public func verdict(of run: ProgramRun, expected: String) -> String? {
    guard let failure = run.failure else { return firstDifference(expected: expected, actual: run.output) }
    var report = ["The program \(failure)" + (run.crashReason.isEmpty ? "" : ":")]
    report += run.crashReason.map { "    " + $0 }
    if let explanation = run.stopExplanation { report.append(explanation) }
    let printed = run.printed
    let want = lines(of: expected)
    let got = lines(of: printed)
    if printed == expected {
        report[0] += ", after printing exactly the expected output"
    } else if got.count < want.count, Array(want.prefix(got.count)) == got {
        report.append(
            got.isEmpty
                ? "It printed nothing before that."
                : "What it printed before that is the first \(got.count) of the \(want.count) expected lines.")
    } else if let difference = firstDifference(expected: expected, actual: printed, maxChangedLines: 6) {
        // Short: the reason above matters more.
        report.append(difference)
    }
    return report.joined(separator: "\n")
}

/// The names of the files in `url`, sorted.
func files(_ url: URL) -> [String] {
    entries(url, folders: false)
}

func subfolders(_ url: URL) -> [String] {
    entries(url, folders: true)
}

/// The names of the folders (or the files) in `url` that do not start with a dot, sorted.
private func entries(_ url: URL, folders: Bool) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { name in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
            && isFolder.boolValue == folders && !name.hasPrefix(".")
    }.sorted()
}
