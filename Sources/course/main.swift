// The course runner behind `make run` and `make record`: runs chapter programs and checks their
// output against each chapter's expected files. Run it from the package root, after `swift build`.
//
//   course run          every chapter, one line each: ✓ or the first differing lines
//   course run 4        chapter 4's output, then its check
//   course record 4     rewrites chapter 4's expected file(s) with what it prints now
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
    fail("usage: course run [N] | course record N", status: 2)
}

/// The chapter folder for a number given on the command line, or a clear error.
func folder(for argument: String) -> String {
    let available = folders.map { String(Int($0.prefix(2))!) }.joined(separator: ", ")
    guard let number = Int(argument), let match = folders.first(where: { Int($0.prefix(2)) == number })
    else {
        fail("There is no chapter \(argument). Chapters: \(available).")
    }
    return match
}

func programs(in folder: String) -> [GoldenProgram] {
    GoldenProgram.chapters(root: root).filter { $0.expectedFile.hasPrefix("Chapters/\(folder)/") }
}

func run(_ program: GoldenProgram) -> String {
    let url = binaries.appendingPathComponent(program.executable)
    guard let result = try? runProgram(url, arguments: program.arguments) else {
        fail("Could not run \(url.path). Build first (swift build), and check the chapter is listed in Package.swift.")
    }
    return result.output
}

/// Runs the program and returns nil when its output matches, else the difference.
func check(_ program: GoldenProgram, output: String) -> String? {
    let expected =
        (try? String(contentsOf: root.appendingPathComponent(program.expectedFile), encoding: .utf8))
        ?? ""
    return firstDifference(expected: expected, actual: output)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("run", 1):
    var failures = 0
    for folder in folders {
        for program in programs(in: folder) {
            let label = "\(folder)\(program.arguments.isEmpty ? "" : " " + program.arguments.joined(separator: " "))"
            if let difference = check(program, output: run(program)) {
                failures += 1
                print("✗ \(label)")
                print(difference.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            } else {
                print("✓ \(label)")
            }
        }
    }
    if failures > 0 { fail("\(failures) chapter output(s) differ from their expected files.") }
case ("run", 2):
    let chosen = folder(for: arguments[1])
    var failures = 0
    for program in programs(in: chosen) where program.arguments.isEmpty {
        let output = run(program)
        print(output, terminator: "")
        print(String(repeating: "─", count: 60))
        if let difference = check(program, output: output) {
            failures += 1
            print("✗ \(chosen) differs from \(program.expectedFile)\n\(difference)")
        } else {
            print("✓ \(chosen) matches \(program.expectedFile)")
        }
    }
    for program in programs(in: chosen) where !program.arguments.isEmpty {
        if let difference = check(program, output: run(program)) {
            failures += 1
            print("✗ \(chosen) \(program.arguments.joined(separator: " ")) differs from \(program.expectedFile)\n\(difference)")
        } else {
            print("✓ \(chosen) \(program.arguments.joined(separator: " ")) matches \(program.expectedFile)")
        }
    }
    if failures > 0 { exit(1) }
case ("record", 2):
    let chosen = folder(for: arguments[1])
    for program in programs(in: chosen) {
        let output = run(program)
        try output.write(
            to: root.appendingPathComponent(program.expectedFile), atomically: true, encoding: .utf8)
        print("── \(program.expectedFile) now holds:")
        print(output, terminator: "")
    }
    print("Read it before you commit: it is what the tests will hold the program to.")
default:
    usage()
}
