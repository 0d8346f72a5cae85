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

/// What a program did when it ran: what it wrote, and how it ended.
public struct ProgramRun: Sendable {
    /// What it printed: its standard output (cut at the output limit). For a tool run through
    /// one pipe (`OutputCapture.pipe`), its standard error too, interleaved as written.
    public var output: String
    /// The exit status, or the number of the signal that stopped it.
    public var status: Int32
    /// True when a signal stopped the program (a crash, a `fatalError`, a kill).
    public var wasSignaled: Bool
    /// Set when the course stopped the program: still running at its time limit, or printing
    /// more than its output limit.
    public var stop: RunStop?
    /// What it wrote to standard error (the first `RunLimits.errorBytes` of it), the runtime's
    /// crash report included. Empty for a tool run through one pipe.
    public var errors: String
    /// How many bytes it wrote to standard error in all, kept or not.
    public var errorBytes: Int

    public init(
        output: String, status: Int32, wasSignaled: Bool, stop: RunStop? = nil, errors: String = "",
        errorBytes: Int? = nil
    ) {
        self.output = output
        self.status = status
        self.wasSignaled = wasSignaled
        self.stop = stop
        self.errors = errors
        self.errorBytes = errorBytes ?? errors.utf8.count
    }

    /// nil when the program exited with status 0; otherwise how it ended, in a few words.
    public var failure: String? {
        switch stop {
        case .timeLimit(let seconds)?:
            return "was stopped after \(secondsText(seconds)) s, still running"
        case .outputLimit(let bytes)?:
            return "was stopped after printing \(byteCountText(bytes)), its output cut there"
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

    /// Where the Swift runtime's crash report starts among the lines of `errors`, if it crashed:
    /// its fatal-error line (`File.swift:15: Fatal error: …`) or, without one, the backtracer's
    /// banner.
    private var crashReportStart: Int? {
        guard wasSignaled, stop == nil else { return nil }
        let all = lines(of: errors)
        let banner = all.firstIndex(where: isBacktraceBanner) ?? all.count
        if let fatal = all[..<banner].lastIndex(where: isFatalErrorLine) { return fatal }
        guard banner < all.count else { return nil }
        // The backtracer starts with a blank line of its own.
        return banner > 0 && all[banner - 1].isEmpty ? banner - 1 : banner
    }

    /// What the program wrote to standard error itself: `errors` without the runtime's crash
    /// report.
    public var ownErrors: String {
        guard let start = crashReportStart else { return errors }
        return lines(of: errors).prefix(start).map { $0 + "\n" }.joined()
    }

    /// Why it crashed, as the Swift runtime said it: the fatal-error line (with the file and
    /// line it names), or else the backtracer's "Program crashed: …" line, or, for a bad memory
    /// access deep in a stack that repeats, a stack overflow; then where: the first frame of the
    /// crashed thread in one of `ownFiles` (the program's own files, as the backtrace names
    /// them; an entry ending in `/` is a folder, every file under it counts), or else the
    /// innermost function of the program itself (the runtime's own and the compiler's thunks
    /// skipped), with its file and line when the program has debug information. For a stack
    /// overflow, each distinct own frame of the repeating top of the stack, up to three. Empty
    /// if it did not crash.
    public func crashReason(ownFiles: [String] = []) -> [String] {
        guard let start = crashReportStart else { return [] }
        let report = lines(of: errors)[start...]
        let frames = report.compactMap(ProgramFrame.init)
        let isOwn = { (frame: ProgramFrame) -> Bool in
            guard let file = frame.file else { return false }
            return ownFiles.contains { $0 == file || ($0.hasSuffix("/") && file.hasPrefix($0)) }
        }
        if let depth = stackOverflowDepth(report) {
            // The loop: the own frames shown more than once (the top of the stack is the loop,
            // its bottom the calls that entered it), each once, from the top.
            let own = frames.filter(isOwn).map(\.description)
            var counts: [String: Int] = [:]
            for frame in own { counts[frame, default: 0] += 1 }
            var seen = Set<String>()
            let looping = frames.filter { isOwn($0) && counts[$0.description]! > 1 && seen.insert($0.description).inserted }.prefix(3)
            let shown = looping.isEmpty ? Array(frames.prefix(1)) : Array(looping)
            let repeats = looping.count > 1 ? "these calls repeat" : "this call repeats"
            return ["Stack overflow (endless recursion?): the stack was \(depth) calls deep, and \(repeats) down it:"]
                + shown.map(\.description)
        }
        var reason: [String] = []
        if isFatalErrorLine(report[report.startIndex]) {
            // A fatal error's message may have several lines: up to the backtracer's banner.
            reason = report.prefix { !isBacktraceBanner($0) }.filter { !$0.isEmpty }.map(String.init)
        } else if let crashed = report.first(where: { $0.contains("Program crashed: ") }) {
            let text = crashed.drop { $0 != "P" }.prefix { $0 != "*" }
            reason = [String(text.split(separator: " at 0x").first ?? text).trimmingCharacters(in: .whitespaces)]
        }
        if let frame = frames.first(where: isOwn) ?? frames.first {
            reason.append(frame.description)
        }
        return reason
    }

    /// How deep the crashed thread's stack was, when its crash is a stack overflow: a bad memory
    /// access (SIGSEGV, or SIGBUS on macOS) with a backtrace a thousand frames deep or more, or
    /// one whose shown frames repeat a return address eight times or more (a thread's smaller
    /// stack). nil for any other crash.
    private func stackOverflowDepth(_ report: ArraySlice<Substring>) -> Int? {
        guard status == SIGSEGV || status == SIGBUS else { return nil }
        // `  12 [ra] 0x000055ef8c027e71 …`: the frame's number, then its return address.
        var depth = 0
        var addresses: [Substring: Int] = [:]
        for line in report {
            let words = line.split(separator: " ", maxSplits: 4)
            guard let number = words.first.flatMap({ Int($0) }) else { continue }
            depth = max(depth, number + 1)
            if let address = words.first(where: { $0.hasPrefix("0x") }) { addresses[address, default: 0] += 1 }
        }
        return depth >= 1000 || addresses.values.contains(where: { $0 >= 8 }) ? depth : nil
    }

    /// `crashReason(ownFiles:)` without own files: the innermost function of the program.
    public var crashReason: [String] { crashReason() }

    /// What the program wrote to standard error, under a heading of its own and at most
    /// `maxLines` lines of it; nil when it wrote nothing there (the crash report aside).
    public func errorsReport(maxLines: Int = 12) -> String? {
        let written = lines(of: ownErrors)
        guard !written.isEmpty else { return nil }
        var report = ["It also wrote to standard error (shown, not compared: only standard output is the program's output):"]
        // A line of a megabyte is cut too: the report is for reading.
        report += written.prefix(maxLines).map { "  | \($0.count > 200 ? $0.prefix(200) + " …" : $0)" }
        if written.count > maxLines || errorBytes > errors.utf8.count {
            report.append("  … \(sizeText(errorBytes)) in all; only its start is shown")
        }
        return report.joined(separator: "\n")
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

/// `400 bytes`, `12 kB`, `10.5 MB`: a size to read, rounded.
func sizeText(_ bytes: Int) -> String {
    if bytes < 1000 { return "\(bytes) bytes" }
    if bytes < 1_000_000 { return "\(bytes / 1000) kB" }
    return "\(Double(bytes / 100_000) / 10) MB"
}

/// `Countdown.swift:15: Fatal error: …`, and the runtime's other stops: a failed precondition
/// or assertion.
private func isFatalErrorLine(_ line: Substring) -> Bool {
    ["Fatal error", "Precondition failed", "Assertion failed"].contains { kind in
        line.hasPrefix(kind + ":") || line.contains(": \(kind):") || line.hasSuffix(": \(kind)")
    }
}

/// The line with which the backtracer starts its report, after any fatal-error line.
private func isBacktraceBanner(_ line: Substring) -> Bool {
    line.hasPrefix("*** Signal ") || line.contains("Program crashed: ") || line == "Current stack trace:"
}

/// A frame of a backtrace in the program itself (an image without a file extension, unlike
/// `libswiftCore.so`), unless it is a thunk the compiler wrote:
/// `  3 [ra] 0x000055ef8c027e71 tick(_:) + 32 in program at /tmp/x/Countdown.swift:2:13`
/// (the file and line only when the program was compiled with debug information, `-g`).
struct ProgramFrame: CustomStringConvertible {
    var function: String
    /// The source file, as the debug information names it.
    var file: String?
    var line: Int?

    init?(_ text: Substring) {
        let words = text.split(separator: " ")
        guard let first = words.first, Int(first) != nil,
            let address = words.firstIndex(where: { $0.hasPrefix("0x") }),
            let plus = words.indices.first(where: { index in
                index > address && index + 3 <= words.count && words[index] == "+" && Int(words[index + 1]) != nil
                    && words[index + 2] == "in"
            }),
            plus + 3 < words.count, !words[plus + 3].contains(".")
        else { return nil }
        function = words[(address + 1)..<plus].joined(separator: " ")
        if function.contains("thunk") || function.hasPrefix("partial apply") { return nil }
        // `at path:line:column`, `at path:line` (no column: a function's entry) or `at path`
        // (code the compiler gives no line, such as an inlined load); the path may hold spaces.
        if plus + 5 < words.count, words[plus + 4] == "at" {
            let location = words[(plus + 5)...].joined(separator: " ").split(separator: ":", omittingEmptySubsequences: false)
            let numbers = location.reversed().prefix { Int($0) != nil }.count
            let lineIndex = location.count - min(numbers, 2)
            let path = location[..<lineIndex].joined(separator: ":")
            if !path.hasSuffix("<compiler-generated>") {
                file = path
                line = lineIndex < location.count ? Int(location[lineIndex]) : nil
            }
        }
    }

    /// `in tick(_:), at Countdown.swift:2`.
    var description: String {
        guard let file else { return "in \(function)" }
        return "in \(function), at \(file)" + (line.map { ":\($0)" } ?? "")
    }
}

/// nil when the run is what `expected` says: status 0 and exactly the expected output.
/// Otherwise why not, starting with how the program ended when that explains it: a failed run
/// (with the runtime's reason for a crash), or one that ended before printing all the expected
/// lines; then how its output compares, and what it wrote to standard error, which is never
/// compared. `ownFiles` are the program's own source files, where a crash is looked for;
/// `differenceHeading` heads a difference that is all there is to say.
public func verdict(
    of run: ProgramRun, expected: String, ownFiles: [String] = [], differenceHeading: String? = nil
) -> String? {
    let difference = firstDifference(expected: expected, actual: run.output, maxChangedLines: run.failure == nil ? 12 : 6)
    if run.failure == nil, difference == nil { return nil }
    var report: [String] = []
    let progress = endingProgress(printed: run.output, expected: expected)
    if let failure = run.failure {
        let reason = run.crashReason(ownFiles: ownFiles)
        // "was stopped after 10 s, still running, before printing line 3 …"
        let separator = run.stop != nil || progress?.hasPrefix("after") == true ? ", " : " "
        report.append("The program \(failure)\(progress.map { separator + $0 } ?? "")" + (reason.isEmpty ? "" : ":"))
        report += reason.map { "    " + $0 }
        if let explanation = run.stopExplanation { report.append(explanation) }
        // Short, when the program failed: the reason above matters more.
        if progress == nil, let difference { report.append(difference) }
    } else {
        report.append(progress.map { "The program exited normally (status 0) \($0)." } ?? differenceHeading ?? "")
        report += [difference].compactMap { $0 }
        report.removeAll(where: \.isEmpty)
    }
    if let errors = run.errorsReport() { report.append(errors) }
    return report.joined(separator: "\n")
}

/// How far a program that ended got through the expected output, when that says it all: it
/// printed exactly the expected output, or nothing, or the expected lines up to some line;
/// nil when what it printed differs from the expected lines.
func endingProgress(printed: String, expected: String) -> String? {
    if printed == expected { return "after printing exactly the expected output" }
    let want = lines(of: expected)
    let got = lines(of: printed)
    guard got.count < want.count, Array(want.prefix(got.count)) == got else { return nil }
    if got.isEmpty { return "before printing anything" }
    let matching = got.count == 1 ? "line 1 is" : "lines 1–\(got.count) are"
    return "before printing line \(got.count + 1) of \(want.count) expected lines (\(matching) as expected)"
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
