// Course tooling, shared by `make run` (the `course` program) and the golden tests.
// It is not part of any lesson: it runs a built program, captures its output, and describes
// how that output differs from the expected file.
import Foundation

/// A program whose output is checked: a chapter (normal or `--trace`) or a conformance case.
public struct GoldenProgram: Sendable, CustomStringConvertible {
    /// The executable's product name, e.g. `ch04` or `conformance_fact_basic`.
    public var executable: String
    public var arguments: [String]
    /// The expected output file, relative to the package root.
    public var expectedFile: String

    public var description: String {
        ([executable] + arguments).joined(separator: " ")
    }

    /// The chapter programs found under `Chapters/` (with `--trace` when the chapter has
    /// an `expected-trace.txt`).
    public static func chapters(root: URL) -> [GoldenProgram] {
        chapterFolders(root: root).flatMap { folder -> [GoldenProgram] in
            let executable = chapterExecutable(folder: folder)
            var programs = [
                GoldenProgram(
                    executable: executable, arguments: [],
                    expectedFile: "Chapters/\(folder)/expected.txt")
            ]
            if exists(root, "Chapters/\(folder)/expected-trace.txt") {
                programs.append(
                    GoldenProgram(
                        executable: executable, arguments: ["--trace"],
                        expectedFile: "Chapters/\(folder)/expected-trace.txt"))
            }
            return programs
        }
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

/// Runs `executable` (a path) with `arguments`; returns everything it wrote to standard output
/// and standard error (interleaved as written) and its exit status.
public func runProgram(_ executable: URL, arguments: [String]) throws -> (
    output: String, status: Int32
) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}

/// nil when `actual` equals `expected` byte for byte; otherwise a short report naming the
/// first line that differs, with a little context, as a reader would want to see it.
public func firstDifference(expected: String, actual: String, context: Int = 2) -> String? {
    if expected == actual { return nil }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < want.count, index < got.count, want[index] == got[index] { index += 1 }
    var report = ["first difference at line \(index + 1):"]
    for line in max(0, index - context)..<index {
        report.append("    \(want[line])")
    }
    for line in index..<min(want.count, index + context + 1) {
        report.append("  - \(want[line])")
    }
    for line in index..<min(got.count, index + context + 1) {
        report.append("  + \(got[line])")
    }
    if want.count != got.count {
        report.append("(expected \(want.count) lines, got \(got.count))")
    }
    report.append("(- expected, + actual)")
    return report.joined(separator: "\n")
}

func exists(_ root: URL, _ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
}

func subfolders(_ url: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { name in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
            && isFolder.boolValue && !name.hasPrefix(".")
    }.sorted()
}
