// The course runner behind `make run`, `make record`, `make exercises` and `make check`: runs
// chapter programs and checks their output against each chapter's expected files, and checks
// the learner's exercises. Run it from the package root.
//
//   course run               every chapter, one line each: ✓ or the first differing lines
//   course run 4             chapter 4's output, then its check
//   course record 4          rewrites chapter 4's expected file(s) with what it prints now
//   course exercises         every exercise, ✓ or ✗: the learner's progress
//   course check             the first exercise not done yet
//   course check 7.2         exercise 7.2: ✓, or what is wrong and its hint
//   course check chapter 7   chapter 7's exercises
//   course solution 7.2      for authors: exercise 7.2 built with its reference solution, its
//                            whole output, then the check
//   course catch-up chapter 7  writes into Sources/MyRx the course's pieces of each stage up to
//                            chapter 7's that the learner has not done, saving first what of
//                            the learner's it replaces (`catch-up 7` says the same)
//   course catch-up stage 5.4  the same for stage 5.4 alone; either with `overwrite 1`
//                            (OVERWRITE=1): passing work too
//   course compare 5.4       stage 5.4's files in Sources/MyRx beside MiniRx's, naming RxSwift's
//   course mutants 5.4       for authors: stage 5.4's check against each of its mutants, which
//                            fail it and which pass
//   course mutants           for authors: every stage's mutants, stages side by side
//
// Given first `--swift <command>` (the Makefile passes its $(SWIFT)), it builds what the
// command needs before it runs: a chapter's program for `run 4`, `check 7.2` or `record 4`,
// every chapter's for `run`, and each only if a source changed since its last build
// (CourseBuilder). Without it, it runs what is built.
//
// A learner types the make commands, so every message names those, never this program.
import CourseSupport
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var swift: String?
if arguments.first == "--swift", arguments.count >= 2 {
    swift = arguments[1]
    arguments.removeFirst(2)
}

// `check … again` (`make check AGAIN=1`): run a library stage's programs even when it passed
// with nothing changed since.
let runAgain = arguments.first == "check" && arguments.last == "again"
if runAgain { arguments.removeLast() }

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let binaries = Bundle.main.executableURL!.deletingLastPathComponent()
let folders = chapterFolders(root: root)
let builder = swift.map { CourseBuilder(root: root, binaries: binaries, swift: $0) }

func fail(_ message: String, status: Int32 = 1) -> Never {
    fflush(nil)
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

// The make command's settings, checked before anything is built or run: a mistyped one is an
// error, never a silent default.
let environment = ProcessInfo.processInfo.environment
do {
    _ = try RunLimits.timeLimit(environment["TIME_LIMIT"])
} catch {
    fail("\(error)", status: 2)
}
if let reveal = environment["REVEAL"], reveal != "1" {
    fail("REVEAL=\(reveal): REVEAL takes only 1 (make check EX=6.2 REVEAL=1 shows the program's line where your prediction differs).", status: 2)
}
let checker = {
    var checker = ExerciseChecker(root: root, binaries: binaries)
    checker.revealsPredictions = environment["REVEAL"] == "1"
    checker.announcesLongBuilds = true
    return checker
}()

/// The chapters whose programs this run has already built (or found up to date).
nonisolated(unsafe) var prepared: Set<String> = []

/// With `--swift`, builds what a command needs if a source changed: chapter `folder`'s program,
/// or, for nil, every chapter's.
func prepare(chapter folder: String?) {
    guard let builder, !prepared.contains(folder ?? "all"), !prepared.contains("all") else { return }
    let built =
        if let folder {
            builder.build(chapterExecutable(folder: folder), what: "chapter \(Int(folder.prefix(2))!)'s program and the library it uses")
        } else {
            builder.build(nil, what: "every chapter's program and the library")
        }
    if !built { fail("The build failed: the messages above say why.") }
    prepared.insert(folder ?? "all")
}

func usage() -> Never {
    fail(
        "usage: make run [CH=N] | make record CH=N | make exercises | make check [EX=N.M | CH=N] | make solution EX=N.M"
            + " | make catch-up CH=N | make catch-up EX=N.K | make compare EX=N.K | make mutants EX=N.K",
        status: 2)
}

/// The chapter folder for a number given on the command line, or a clear error.
func folder(for argument: String) -> String {
    let available = folders.map { String(Int($0.prefix(2))!) }.joined(separator: ", ")
    if argument.isEmpty { fail("CH is empty: give it a chapter number: \(available).", status: 2) }
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

/// What a program wrote to standard error (its crash report included), apart from its output.
func printErrors(of run: ProgramRun) {
    guard !run.errors.isEmpty else { return }
    print("── and to standard error (not compared):")
    print(run.errors, terminator: run.errors.hasSuffix("\n") ? "" : "\n")
    if run.errorBytes > run.errors.utf8.count { print("… cut: \(run.errorBytes) bytes in all") }
}

func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}

switch (arguments.first, arguments.count) {
case ("run", 1):
    prepare(chapter: nil)
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
            fflush(nil)  // each chapter's line when it is known, even into a pipe
        }
    }
    if failures > 0 {
        print("\(failures) chapter run(s) failed: see ✗ above.")
        exit(1)
    }
case ("run", 2):
    let chosen = folder(for: arguments[1])
    prepare(chapter: chosen)
    var failures = 0
    for program in programs(in: chosen) where program.arguments.isEmpty {
        let result = run(program)
        print(result.output, terminator: "")
        printErrors(of: result)
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
    if failures > 0 {
        print("Chapter \(arguments[1]) failed: see ✗ above.")
        exit(1)
    }
case ("record", 2):
    let chosen = folder(for: arguments[1])
    prepare(chapter: chosen)
    // Run everything first: a failed run is not an expected output, and nothing is written
    // unless every program of the chapter exited normally.
    let runs = programs(in: chosen).map { ($0, run($0)) }
    for (program, result) in runs {
        if let failure = result.failure {
            print(result.output, terminator: "")
            print("Nothing recorded: \(program) \(failure). A failed run is not an expected output; fix the program first.")
            exit(1)
        }
    }
    for (program, result) in runs {
        try result.output.write(
            to: root.appendingPathComponent(program.expectedFile), atomically: true, encoding: .utf8)
        print("── \(program.expectedFile) now holds:")
        print(result.output, terminator: "")
    }
    print("Read it before you commit: it is what the tests will hold the program to.")
case ("exercises", 1):
    listExercises()
case ("check", 1):
    checkNext()
case ("check", 2):
    exit(report(exercise(named: arguments[1])) ? 0 : 1)
case ("check", 3) where arguments[1] == "chapter":
    checkChapter(arguments[2])
case ("check", 4) where arguments[2] == "chapter":
    // An empty one is the mistake to name first (`make check EX= CH=7`).
    if arguments[1].isEmpty { _ = exercise(named: "") }
    if arguments[3].isEmpty { _ = folder(for: "") }
    fail(
        "Give EX or CH, not both: make check EX=\(arguments[1]) checks one exercise, make check CH=\(arguments[3]) every exercise of a chapter.",
        status: 2)
case ("solution", 2):
    showSolution(exercise(named: arguments[1]))
case ("catch-up", _):
    catchUp(Array(arguments.dropFirst()))
case ("compare", 2):
    compare(exercise(named: arguments[1]), anyway: false)
case ("compare", 3) where arguments[2] == "anyway":
    compare(exercise(named: arguments[1]), anyway: true)
case ("mutants", 1):
    runAllMutants()
case ("mutants", 2):
    runMutants(exercise(named: arguments[1]))
default:
    usage()
}

// MARK: Exercises

/// The title a chapter's README gives it, without "Chapter N: ".
func chapterTitle(_ folder: String) -> String {
    let readme = (try? String(contentsOf: root.appendingPathComponent("Chapters/\(folder)/README.md"), encoding: .utf8)) ?? ""
    let heading = readme.prefix(while: { $0 != "\n" })
    guard let colon = heading.firstIndex(of: ":") else { return folder }
    return heading[heading.index(after: colon)...].trimmingCharacters(in: .whitespaces)
}

/// The exercise `make check EX=…` names, or a clear error.
func exercise(named name: String) -> Exercise {
    let all = Exercise.all(root: root)
    if name.isEmpty {
        fail(
            "EX is empty: give it an exercise, such as EX=\(all.first?.name ?? "1.1") (make exercises lists them). "
                + "To check the next exercise you have not finished: make check, without EX.",
            status: 2)
    }
    switch Exercise.lookUp(name, in: all) {
    case .found(let exercise):
        return exercise
    case .chapter(let chapter, let exercises):
        fail(
            "EX takes one exercise, chapter.number: \(exercises.map(\.name).joined(separator: ", ")). "
                + "To check all of chapter \(chapter)'s exercises: make check CH=\(chapter)",
            status: 2)
    case .unknown:
        fail("There is no exercise '\(name)'. Exercises: \(all.map(\.name).joined(separator: ", ")).", status: 2)
    }
}

/// Checks one exercise and says so: ✓, or what is wrong and the hint. Returns whether it passed.
@discardableResult
func report(_ exercise: Exercise) -> Bool {
    // A library stage compiles the learner's library on its own: no chapter build needed.
    let isLibraryStage = checker.isLibraryStage(exercise)
    if !isLibraryStage { prepare(chapter: exercise.chapterFolder) }
    print("── \(exercise.name) \(exercise.title)   (\(exercise.folder)/)")
    if isLibraryStage, !runAgain, checker.passedUnchanged(exercise) {
        // Its programs are deterministic: run again on the same files, they would pass again.
        var lines = checker.passReport(exercise)
        lines.insert(
            "  Not run again: it passed with your library, its programs and their expected output as they are now.\n"
                + "  (make check EX=\(exercise.name) AGAIN=1 runs them anyway.)", at: 1)
        print(lines.joined(separator: "\n"))
        return true
    }
    let outcome = checker.check(exercise)
    switch outcome {
    case .passed:
        print(checker.passReport(exercise).joined(separator: "\n"))
        return true
    case .cannotCheck(let why):
        fail("Cannot check \(exercise.name): \(why)")
    case .doesNotCompile(let messages):
        print("✗ \(exercise.name) does not compile:")
        print(messages)
    case .fails(let why) where isLibraryStage:
        // The report ends with the hint of the rule that failed, when it is one of this stage's
        // own (an earlier stage's or a milestone's failure names its folder instead).
        print("✗ \(exercise.name) does not pass yet. \(why)".replacingOccurrences(of: "\n", with: "\n    "))
        if checker.isPracticeStage(exercise) {
            // Every later stage's check runs this one's program too: skipping it is catching it up.
            print("\(exercise.name) is a practice stage: to skip it, make catch-up EX=\(exercise.name) writes the course's pieces for it.")
        }
        return false
    case .fails(let why):
        print("✗ \(exercise.name) does not pass yet. \(why)".replacingOccurrences(of: "\n", with: "\n    "))
    case .notStarted(let what):
        // No hint before a first try: a predict exercise's hint gives much of the answer away.
        print("✗ \(exercise.name) is not started. \(what)")
        print("The task: \(exercise.folder)/README.md")
        return false
    }
    let hint = (try? String(contentsOf: root.appendingPathComponent("\(exercise.folder)/HINT.md"), encoding: .utf8)) ?? ""
    if !hint.isEmpty {
        print("Hint (\(exercise.folder)/HINT.md):")
        print(indented(hint.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    return false
}

func listExercises() {
    let all = Exercise.all(root: root)
    print("Exercises: make check EX=N.M checks one, make check CH=N a chapter's, make check the next one.")
    var done = 0
    var next: Exercise?
    let nameWidth = all.map(\.name.count).max() ?? 0
    for chapter in folders where all.contains(where: { $0.chapterFolder == chapter }) {
        print("Chapter \(Int(chapter.prefix(2))!): \(chapterTitle(chapter))")
        for exercise in all where exercise.chapterFolder == chapter {
            // Only an exercise whose result is not known (changed since its last check, and
            // started) is checked now, its chapter built first: a new clone lists at once.
            let passes =
                checker.knownResult(exercise) ?? {
                    if !checker.isLibraryStage(exercise) { prepare(chapter: exercise.chapterFolder) }
                    return checker.passes(exercise)
                }()
            if passes { done += 1 } else if next == nil { next = exercise }
            print(exercise.listLine(passes: passes, nameWidth: nameWidth, practice: checker.isPracticeStage(exercise)))
            // Each line when it is known, even into a pipe: the first listing checks them all.
            fflush(nil)
        }
    }
    print("\(done) of \(all.count) done.", terminator: "")
    if let next {
        let skip = checker.isPracticeStage(next) ? " (a practice stage: make catch-up EX=\(next.name) fills it if you skip it)" : ""
        print(" Next: \(next.folder)/README.md, then make check EX=\(next.name)\(skip)")
    } else {
        print(" Every exercise passes.")
    }
}

func checkNext() {
    // Known results need no build (a pass, or an exercise not started); the first exercise
    // whose result is not known is checked, its chapter built first.
    let next = Exercise.all(root: root).first { exercise in
        if let known = checker.knownResult(exercise) { return !known }
        if !checker.isLibraryStage(exercise) { prepare(chapter: exercise.chapterFolder) }
        return !checker.passes(exercise)
    }
    guard let next else {
        print("✓ Every exercise passes.")
        return
    }
    exit(report(next) ? 0 : 1)
}

func checkChapter(_ argument: String) {
    let chosen = folder(for: argument)
    let exercises = Exercise.all(root: root).filter { $0.chapterFolder == chosen }
    if exercises.isEmpty { fail("Chapter \(argument) has no exercises yet.", status: 2) }
    let failures = exercises.filter { !report($0) }.count
    if failures > 0 {
        print("\(failures) of chapter \(argument)'s \(exercises.count) exercises do not pass yet.")
        exit(1)
    }
    print("✓ Every exercise of chapter \(argument) passes.")
}

/// For authors: what the exercise prints with its reference solution in place (to read before
/// saving it as `expected.txt` or as the solution's `prediction.txt`), then the check. A library
/// stage's is its program on the reference library at that stage.
func showSolution(_ exercise: Exercise) {
    if checker.isLibraryStage(exercise) { return showLibrarySolution(exercise) }
    prepare(chapter: exercise.chapterFolder)
    let program = checker.buildFolder(exercise, .solution).appendingPathComponent("program")
    if case let problem? = checker.compile(exercise, sources: checker.inputs(of: exercise, variant: .solution).sources, to: program) {
        fail("\(exercise.name) with the reference solution does not build: \(problem)")
    }
    guard let run = try? runProgram(program, arguments: [], in: root) else {
        fail("Could not run \(program.path).")
    }
    print("── \(exercise.name) with \(exercise.solutionFolder), prints:")
    print(run.output, terminator: "")
    printErrors(of: run)
    print("── the check, with the reference solution in place:")
    switch checker.check(exercise, variant: .solution) {
    case .passed: print("✓ passes")
    case .doesNotCompile(let why), .fails(let why), .notStarted(let why), .cannotCheck(let why):
        print("✗ \(why)")
        exit(1)
    }
}

// MARK: The learner's library

/// For authors: a library stage's check program on the reference library at that stage, its
/// whole output (the stage's expected.txt), then the check, every earlier stage included.
func showLibrarySolution(_ exercise: Exercise) {
    let variant = LibraryVariant.reference(through: exercise.stageName)
    let programs = checker.programs(checking: exercise)
    let checks: URL
    switch checker.buildChecks(programs, variant: variant) {
    case .built(let built): checks = built
    case .problem(let problem): fail("\(exercise.name) with the reference library does not build: \(problem)")
    }
    guard let run = checker.runChecks(checks, [programs[0]], expected: [""])?.first else {
        fail("Could not run \(checks.path).")
    }
    print("── \(exercise.name) on the reference library at \(exercise.name) (\(exercise.referencePiecesFolder) and the stages before), prints:")
    print(run.output, terminator: "")
    print("── the check, with the reference library in place:")
    switch checker.checkLibrary(programs, variant: variant, checking: exercise) {
    case .passed: print("✓ passes")
    case .doesNotCompile(let why), .fails(let why), .notStarted(let why), .cannotCheck(let why):
        print("✗ \(why)")
        exit(1)
    }
}

/// `make catch-up CH=N` or `EX=N.K`, and `OVERWRITE=1`: `arguments` are `chapter N`, `stage N.K`
/// and `overwrite 1`, as the Makefile passes them (or a chapter's number alone).
func catchUp(_ arguments: [String]) {
    let stages = checker.libraryStages()
    guard let first = stages.first else { fail("This course has no library stages yet.", status: 2) }
    let usage = "usage: make catch-up CH=N (every stage up to chapter N's you have not done) or make catch-up EX=N.K "
        + "(one stage); add OVERWRITE=1 to replace passing work too"
    var options: [String: String] = [:]
    var rest = arguments[...]
    if rest.count == 1 { rest = ["chapter", rest[rest.startIndex]] }
    while let key = rest.first, ["chapter", "stage", "overwrite"].contains(key), rest.count >= 2 {
        options[key] = rest[rest.index(after: rest.startIndex)]
        rest = rest.dropFirst(2)
    }
    guard rest.isEmpty else { fail(usage, status: 2) }
    if let word = options["overwrite"], word != "1" {
        fail("OVERWRITE=\(word): OVERWRITE takes only 1 (make catch-up CH=8 OVERWRITE=1 replaces your passing work too, saving it first).", status: 2)
    }
    let overwrite = options["overwrite"] != nil
    let chapters = Array(Set(stages.map(\.chapter))).sorted()
    let scope: CatchUpScope
    switch (options["chapter"], options["stage"]) {
    case (let argument?, nil):
        guard let chapter = Int(argument), chapterFolders(root: root).contains(where: { Int($0.prefix(2)) == chapter }) else {
            fail(
                "There is no chapter '\(argument)'. CH takes one chapter number; chapters with library stages: "
                    + "\(chapters.map(String.init).joined(separator: ", ")).", status: 2)
        }
        guard chapter >= first.chapter else {
            fail(
                "Chapter \(chapter) has no library stage: your library starts at chapter \(first.chapter) (stage \(first.name)). "
                    + "Chapters with library stages: \(chapters.map(String.init).joined(separator: ", ")).", status: 2)
        }
        scope = .chapter(chapter)
    case (nil, let name?):
        let stage = exercise(named: name)
        guard checker.isLibraryStage(stage) else {
            fail(
                "\(stage.name) is not a library stage: catch-up writes a stage's files of \(learnerLibraryFolder)/. Stages: "
                    + "\(stages.map(\.name).joined(separator: ", ")).", status: 2)
        }
        scope = .stage(stage)
    case (let chapter?, let stage?):
        fail("Give CH or EX, not both: make catch-up CH=\(chapter) catches up every stage to chapter \(chapter)'s, make catch-up EX=\(stage) one stage.", status: 2)
    case (nil, nil):
        fail(usage, status: 2)
    }
    // Each catch-up's backups go into a folder of their own, numbered in order (1, 2, …), so no
    // earlier backup is overwritten.
    let backups = root.appendingPathComponent(".build-catch-up")
    let taken = Set((try? FileManager.default.contentsOfDirectory(atPath: backups.path)) ?? [])
    let name = String((1...).first { !taken.contains(String($0)) }!)
    let report: CatchUpReport
    do {
        report = try checker.catchUp(scope, overwrite: overwrite, backups: backups, name: name)
    } catch {
        fail("Catch-up stopped: \(error.localizedDescription)")
    }
    if report.refused, let stage = report.stages.first?.stage {
        fail(
            "\(stage.name) passed its check with your files as they are, so catch-up keeps them: nothing written. To replace "
                + "them with the course's pieces anyway (yours are saved first): make catch-up EX=\(stage.name) OVERWRITE=1")
    }
    switch scope {
    case .chapter(let chapter): print("Caught up to chapter \(chapter): every stage up to there is yours or the course's.")
    case .stage(let stage): print("Caught up stage \(stage.name):")
    }
    // One line per run of stages kept or written for the same reason.
    func reason(_ stage: CatchUpReport.Stage) -> String {
        let practice = checker.isPracticeStage(stage.stage) ? "a practice stage, " : ""
        guard stage.written else {
            if stage.isCourses { return "kept: \(practice)the course's pieces already" }
            // A file a stage written now changes too (Producer.swift, 4.3's and 9.4's) is written.
            let shared = checker.libraryFiles(of: stage.stage).map(\.path).filter(report.written.contains)
            let except = shared.isEmpty ? "" : " (but \(shared.joined(separator: ", ")), which a stage written now changes too, is the course's)"
            switch stage.progress {
            case .passed: return "kept yours: \(practice)passed its check with your files as they are\(except)"
            case .changedSincePass: return "kept yours: \(practice)changed since it passed, not checked again\(except)"
            default: return "kept yours: \(practice)no TODO left, not checked yet\(except)"
            }
        }
        if overwrite, stage.progress.mayBeDone { return "wrote the course's: \(practice)OVERWRITE=1 (yours saved)" }
        switch stage.progress {
        case .holdsTODO: return "wrote the course's: \(practice)not done (a file still held its TODO)"
        case .failed: return "wrote the course's: \(practice)its last check failed (yours saved)"
        default: return "wrote the course's: \(practice)asked for (yours saved)"
        }
    }
    var groups: [(reason: String, names: [String])] = []
    for stage in report.stages {
        let why = reason(stage)
        if groups.last?.reason == why { groups[groups.count - 1].names.append(stage.stage.name) } else { groups.append((why, [stage.stage.name])) }
    }
    let width = groups.map { $0.names.joined(separator: " ").count }.max() ?? 0
    for group in groups {
        let names = group.names.joined(separator: " ")
        print("  \(names)\(String(repeating: " ", count: width - names.count))  \(group.reason)")
    }
    // Names, when they are few: a catch-up from the starters writes most of the library.
    func files(_ names: [String]) -> String {
        let count = names.count == 1 ? "1 file" : "\(names.count) files"
        return names.count <= 6 ? "\(count) (\(names.joined(separator: ", ")))" : count
    }
    if report.written.isEmpty {
        print(report.unchanged.isEmpty ? "Nothing to write." : "Nothing to write: every file it would write was the course's already.")
    } else {
        let already = report.unchanged.isEmpty ? "" : " (\(report.unchanged.count) more \(report.unchanged.count == 1 ? "was" : "were") the course's already)"
        var saved = ""
        if let folder = report.backupFolder {
            let relative = folder.path.replacingOccurrences(of: root.path + "/", with: "")
            let which = report.backedUp.count == report.written.count ? "each file it replaced" : "the \(files(report.backedUp)) it replaced"
            saved = " Saved first, as it was: \(which), in \(relative)/ (git ignores it)."
        }
        print("Wrote \(files(report.written))\(already).\(saved)")
    }
    let unsure = report.stages.filter { !$0.written && !$0.isCourses && $0.progress != .passed }.map(\.stage.name)
    if !unsure.isEmpty {
        print("Not known to pass: \(unsure.joined(separator: ", ")). A check tells; make catch-up EX=N.K writes one stage's pieces.")
    }
    switch scope {
    case .chapter(let chapter):
        let last = stages.last { $0.chapter <= chapter }!
        let next = stages.first { $0.chapter > chapter }
        print("Check it: make check EX=\(last.name) runs every stage up to there and the milestones."
            + (next.map { " Then the next stage: \($0.name) (\($0.folder)/README.md)." } ?? ""))
    case .stage(let stage):
        print("Check it: make check EX=\(stage.name) runs it and every stage before it.")
    }
}

/// `make compare EX=N.K`: the learner's files of a stage beside MiniRx's.
func compare(_ exercise: Exercise, anyway: Bool) {
    guard checker.isLibraryStage(exercise) else {
        let stages = checker.libraryStages().map(\.name).joined(separator: ", ")
        fail("\(exercise.name) is not a library stage: compare shows a stage's files of \(learnerLibraryFolder)/. Stages: \(stages).", status: 2)
    }
    if !anyway, checker.lastResult(exercise) != true {
        fail(
            "\(exercise.name) has not passed its check yet (make check EX=\(exercise.name)): MiniRx's files would give it away. "
                + "To see them anyway: make compare EX=\(exercise.name) ANYWAY=1", status: 1)
    }
    var size = winsize()
    let columns =
        ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
        ? Int(size.ws_col) : Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
    print(checker.comparison(of: exercise, width: columns))
}

/// `make mutants EX=N.K`, for authors: the stage's own check program on the reference library
/// at N.K, then with each of its mutants applied: which fail it (as they must) and which pass.
func runMutants(_ stage: Exercise) {
    guard checker.isLibraryStage(stage) else {
        fail("\(stage.name) is not a library stage: only a library stage has mutants (\(stage.mutantsFolder)/<slug>.diff).", status: 2)
    }
    let program = [checker.programs(checking: stage)[0]]
    let slugs = checker.mutants(of: stage)
    print("Stage \(stage.name)'s check program with each of its \(slugs.count) mutants (\(stage.mutantsFolder)/):")
    // The reference first, built where the mutants are: it must pass, or no mutant's failure means anything.
    let reference = checker.checkLibrary(program, variant: .mutant(stage: stage.stageName, slug: ""), checking: nil)
    guard reference == .passed else { fail("✗ the reference library at \(stage.name) does not pass: \(reference)") }
    var passing: [String] = []
    for slug in slugs {
        let bug = (try? checker.mutantPatch(of: stage, slug: slug).bug) ?? "(unreadable)"
        if let problem = checker.mutantProblem(of: stage, slug: slug) {
            print("  ERROR   \(slug): not a mutant, so it proves nothing: \(problem)")
            passing.append(slug)
            continue
        }
        switch checker.checkLibrary(program, variant: .mutant(stage: stage.stageName, slug: slug), checking: stage) {
        case .fails:
            print("  fails   \(slug): \(bug)")
        case .passed:
            print("  PASSES  \(slug): \(bug)")
            passing.append(slug)
        case .doesNotCompile(let why), .notStarted(let why), .cannotCheck(let why):
            print("  ERROR   \(slug): not a failed check, so it proves nothing:\n\(indented(why))")
            passing.append(slug)
        }
        // Line by line, even into a pipe: `make mutants` counts them while the stage runs.
        fflush(nil)
    }
    if passing.isEmpty {
        print("✓ every mutant fails the check (the reference passes it)")
    } else {
        fail("✗ \(passing.count) of \(slugs.count) do not fail the check: \(passing.joined(separator: ", "))")
    }
}

/// `make mutants`: every library stage's mutants, each stage in a process of its own (`course
/// mutants N.K`, which builds in the stage's own folder), as many stages at a time as there are
/// processors. Each stage's lines are printed when it ends; while stages run, a line every 10 s
/// says which, and how far each is.
func runAllMutants() {
    let stages = checker.libraryStages()
    let counts = stages.map { checker.mutants(of: $0).count }
    let atOnce = max(1, ProcessInfo.processInfo.activeProcessorCount)
    print("Every library stage's check against each of its mutants: \(stages.count) stages, \(counts.reduce(0, +)) mutants, \(atOnce) stages at a time.")
    fflush(nil)
    let course = Bundle.main.executableURL!
    let clock = ContinuousClock()
    let started = clock.now
    var failedStages: [String] = []
    let limits = RunLimits(seconds: 3600, outputBytes: 10_000_000)
    func done(in output: [UInt8]) -> Int {
        lines(of: String(decoding: output, as: UTF8.self)).filter {
            $0.hasPrefix("  fails ") || $0.hasPrefix("  PASSES ") || $0.hasPrefix("  ERROR ")
        }.count
    }
    do {
        _ = try runTools(
            stages.map { (course, ["mutants", $0.name]) }, atOnce: atOnce, in: root, limits: limits,
            progress: { running in
                let now = running.map { "\(stages[$0.index].name) (\(done(in: $0.output)) of \(counts[$0.index]))" }
                print("  … \((clock.now - started).components.seconds) s: running \(now.joined(separator: ", "))")
                fflush(nil)
            },
            finished: { index, run in
                let stage = stages[index]
                // A stage that passes says so in one line; one that does not, everything it printed.
                if let failure = run.failure {
                    failedStages.append(stage.name)
                    print("✗ \(stage.name): \(failure)")
                    print(indented(run.output.trimmingCharacters(in: .newlines)))
                } else {
                    print("✓ \(stage.name): all \(counts[index]) mutants fail its check, its reference passes")
                }
                fflush(nil)
            })
    } catch {
        fail("Could not run the mutants: \(error)")
    }
    let seconds = (clock.now - started).components.seconds
    if failedStages.isEmpty {
        print("✓ every mutant of every stage fails its check (\(counts.reduce(0, +)) mutants, \(seconds) s)")
    } else {
        fail("✗ stages whose mutants do not all fail: \(failedStages.joined(separator: ", ")) (\(seconds) s)")
    }
}
