// The course runner behind `make run` and `make record`: runs chapter programs and checks their
// output against each chapter's expected files. Run it from the package root, after `swift build`.
//
//   course run          every chapter, one line each: ✓ or the first differing lines
//   course run 4        chapter 4's output, then its check
//   course record 4     rewrites chapter 4's expected file(s) with what it prints now
//
// A learner types the make commands, so every message names those, never this program.
import CourseSupport
import Foundation

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let binaries = Bundle.main.executableURL!.deletingLastPathComponent()
let folders = chapterFolders(root: root)

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

func usage() -> Never {
    fail("usage: make run [CH=N] | make record CH=N", status: 2)
}

/// The chapter folder for a number given on the command line, or a clear error.
func folder(for argument: String) -> String {
    let available = folders.map { String(Int($0.prefix(2))!) }.joined(separator: ", ")
    guard let number = Int(argument), let match = folders.first(where: { Int($0.prefix(2)) == number })
    else {
        fail("There is no chapter '\(argument)'. CH takes one chapter number: \(available).", status: 2)
    }
    return match
}

func programs(in folder: String) -> [GoldenProgram] {
    GoldenProgram.chapters(root: root).filter { $0.expectedFile.hasPrefix("Chapters/\(folder)/") }
}

func run(_ program: GoldenProgram) -> ProgramRun {
    let url = binaries.appendingPathComponent(program.executable)
    guard let result = try? runProgram(url, arguments: program.arguments) else {
        fail("Could not run \(url.path). Build first (swift build), and check the chapter is listed in Package.swift.")
    }
    return result
}

/// nil when the run exited 0 and printed exactly the expected file; else what differs.
func check(_ program: GoldenProgram, _ result: ProgramRun) -> String? {
    let expected =
        (try? String(contentsOf: root.appendingPathComponent(program.expectedFile), encoding: .utf8))
        ?? ""
    return verdict(of: result, expected: expected)
}

func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("run", 1):
    var failures = 0
    for folder in folders {
        for program in programs(in: folder) {
            let label = "\(folder)\(program.arguments.isEmpty ? "" : " " + program.arguments.joined(separator: " "))"
            if let problem = check(program, run(program)) {
                failures += 1
                print("✗ \(label)")
                print(indented(problem))
            } else {
                print("✓ \(label)")
            }
        }
    }
    if failures > 0 { fail("\(failures) chapter run(s) failed: see ✗ above.") }
case ("run", 2):
    let chosen = folder(for: arguments[1])
    var failures = 0
    for program in programs(in: chosen) where program.arguments.isEmpty {
        let result = run(program)
        print(result.output, terminator: "")
        print(String(repeating: "─", count: 60))
        if let problem = check(program, result) {
            failures += 1
            print("✗ \(chosen) does not match \(program.expectedFile):\n\(indented(problem))")
        } else {
            print("✓ \(chosen) matches \(program.expectedFile)")
        }
    }
    for program in programs(in: chosen) where !program.arguments.isEmpty {
        if let problem = check(program, run(program)) {
            failures += 1
            print("✗ \(chosen) \(program.arguments.joined(separator: " ")) does not match \(program.expectedFile):\n\(indented(problem))")
        } else {
            print("✓ \(chosen) \(program.arguments.joined(separator: " ")) matches \(program.expectedFile)")
        }
    }
    if failures > 0 { fail("Chapter \(arguments[1]) failed: see ✗ above.") }
case ("record", 2):
    let chosen = folder(for: arguments[1])
    // Run everything first: a failed run is not an expected output, and nothing is written
    // unless every program of the chapter exited normally.
    let runs = programs(in: chosen).map { ($0, run($0)) }
    for (program, result) in runs {
        if let failure = result.failure {
            print(result.output, terminator: "")
            fail("Nothing recorded: \(program) \(failure). A failed run is not an expected output; fix the program first.")
        }
    }
    for (program, result) in runs {
        try result.output.write(
            to: root.appendingPathComponent(program.expectedFile), atomically: true, encoding: .utf8)
        print("── \(program.expectedFile) now holds:")
        print(result.output, terminator: "")
    }
    print("Read it before you commit: it is what the tests will hold the program to.")
default:
    usage()
}
