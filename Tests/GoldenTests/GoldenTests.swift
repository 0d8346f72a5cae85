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

@Test("Every chapter program and every conformance case is found")
func programsFound() {
    // 15 chapters, two of them also run with --trace; 3 cases against chapter 5, 30 against MiniRx.
    #expect(GoldenProgram.chapters(root: packageRoot).count == 17)
    #expect(GoldenProgram.conformanceCases(root: packageRoot).count == 33)
}
