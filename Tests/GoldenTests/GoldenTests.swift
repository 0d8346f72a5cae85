// Every chapter program (and its `--trace` run) and every conformance program, run as a learner
// would run it, its output compared byte for byte with the expected file beside it.
import CourseSupport
import Foundation
import Testing

/// The package root, found from this file's path (Tests/GoldenTests/GoldenTests.swift).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built programs sit beside the test bundle.
let binaries = Bundle.main.executableURL!.deletingLastPathComponent()

func check(_ program: GoldenProgram) throws {
    let expected = try String(
        contentsOf: packageRoot.appendingPathComponent(program.expectedFile), encoding: .utf8)
    // A generous time limit: a sanitized build on a busy machine is slow, but never this slow.
    let result = try runProgram(
        binaries.appendingPathComponent(program.executable), arguments: program.arguments,
        limits: RunLimits(seconds: 120))
    #expect(result.status == 0, "\(program) exited with \(result.status)")
    #expect(result.errors.isEmpty, "\(program) wrote to standard error:\n\(result.errors.prefix(2000))")
    if let difference = firstDifference(expected: expected, actual: result.output) {
        Issue.record("\(program) differs from \(program.expectedFile)\n\(difference)")
    }
}

@Test("Each chapter prints exactly its expected file", arguments: GoldenProgram.chapters(root: packageRoot))
func chapterOutput(_ program: GoldenProgram) throws {
    try check(program)
}

@Test("Each RxSwift program prints what real RxSwift printed", arguments: GoldenProgram.conformanceCases(root: packageRoot))
func conformanceOutput(_ program: GoldenProgram) throws {
    try check(program)
}

/// The Mermaid blocks of a lesson that say a program drew them: their first line is
/// `%% drawn by \`swift run ch04 --trace=mermaid\` …`.
func drawnDiagrams(in markdown: String) -> [(command: String, diagram: String)] {
    markdown.matches(of: /```mermaid\n(%% drawn by `swift run ([^`]+)`[^\n]*\n(?:[^`][^\n]*\n)*)```/).map {
        (String($0.output.2), String($0.output.1))
    }
}

@Test("A lesson's diagram drawn by its program is what the program draws now")
func drawnDiagramsMatchTheirPrograms() throws {
    let programs = GoldenProgram.chapters(root: packageRoot)
    var found = 0
    for folder in chapterFolders(root: packageRoot) {
        let lesson = try String(
            contentsOf: packageRoot.appendingPathComponent("Chapters/\(folder)/README.md"), encoding: .utf8)
        for (command, diagram) in drawnDiagrams(in: lesson) {
            found += 1
            guard let program = programs.first(where: { $0.description == command }) else {
                Issue.record("\(folder)'s diagram names `\(command)`, which has no expected file")
                continue
            }
            let expected = try String(
                contentsOf: packageRoot.appendingPathComponent(program.expectedFile), encoding: .utf8)
            #expect(diagram == expected, "\(folder)'s diagram is not what `\(command)` draws: copy \(program.expectedFile) into it")
        }
    }
    #expect(found == 1, "chapter 4's sequence diagram")
}

@Test("Every chapter program and every conformance case is found")
func programsFound() {
    // 15 chapters; chapter 4 also runs with --trace and --trace=mermaid, chapter 5 with --trace,
    // chapter 10 with --events; 3 cases against chapter 5, 104 against MiniRx.
    #expect(GoldenProgram.chapters(root: packageRoot).count == 19)
    #expect(GoldenProgram.conformanceCases(root: packageRoot).count == 107)
}
