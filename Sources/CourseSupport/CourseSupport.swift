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
    /// Standard output and standard error, interleaved as written.
    public var output: String
    /// The exit status, or the number of the signal that stopped it.
    public var status: Int32
    /// True when a signal stopped the program (a crash, a `fatalError`, a kill).
    public var wasSignaled: Bool

    public init(output: String, status: Int32, wasSignaled: Bool) {
        self.output = output
        self.status = status
        self.wasSignaled = wasSignaled
    }

    /// nil when the program exited with status 0; otherwise what went wrong, in a few words.
    public var failure: String? {
        if wasSignaled { return "was stopped by signal \(status) (it crashed)" }
        return status == 0 ? nil : "exited with status \(status)"
    }
}

/// Runs `executable` (a path) with `arguments` in `folder` (default: the current folder) and
/// returns what it wrote and how it ended.
public func runProgram(_ executable: URL, arguments: [String], in folder: URL? = nil) throws
    -> ProgramRun
{
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProgramRun(
        output: String(decoding: data, as: UTF8.self), status: process.terminationStatus,
        wasSignaled: process.terminationReason == .uncaughtSignal)
}

/// nil when the run is what `expected` says: status 0 and exactly the expected output.
/// Otherwise why not: a failed exit comes first, because a program that prints the right lines
/// and then fails has not passed.
public func verdict(of run: ProgramRun, expected: String) -> String? {
    let difference = firstDifference(expected: expected, actual: run.output)
    switch (run.failure, difference) {
    case (nil, nil): return nil
    case (let failure?, nil): return "the program \(failure), after printing exactly the expected output"
    case (nil, let difference?): return difference
    case (let failure?, let difference?): return "the program \(failure)\n\(difference)"
    }
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
