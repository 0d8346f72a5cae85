// The exercises and their checker (`make check`, `make exercises`), proven both ways: every
// starter compiles and fails its check, and every reference solution, put in the starter's
// place, passes it. So the checker can fail and can pass, and every exercise can be done.
//
// A learner runs `make test` too, after solving exercises: so these tests never read the
// learner's files. They work on a copy of the exercises in which each file the learner fills in
// (a starter, a prediction.txt) is as committed (git's HEAD).
@testable import CourseSupport
import Foundation
import Testing

/// The package root, found from this file's path (Tests/ExerciseTests/ExerciseTests.swift).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The build folder: the chapter programs, their modules and object files sit beside the tests.
let binaries = Bundle.main.executableURL!.deletingLastPathComponent()

/// `make test` runs these tests in two processes at once, each given its part's name
/// (`EXERCISE_TESTS_PART`): each copies the exercises and builds into folders of its own.
let part = ProcessInfo.processInfo.environment["EXERCISE_TESTS_PART"].map { "-" + $0 } ?? ""

/// The exercises as given: see `GivenExercises`.
let given = GivenExercises(of: packageRoot, into: binaries.appendingPathComponent("given-exercises\(part)"))

/// Builds into a folder of its own, so the learner's remembered results are left alone.
let checker = ExerciseChecker(
    root: given.root, binaries: binaries, work: binaries.appendingPathComponent("exercise-tests\(part)"))

let exercises = Exercise.all(root: given.root)

/// What a solution folder holds besides files that replace the exercise's: its explanation,
/// MiniRx's own piece (a build exercise), the reference pieces and mutants (a library stage).
let solutionFolderExtras: Set = ["README.md", "MiniRx", "MyRx", "Mutants"]

@Suite("Exercises")
struct ExerciseTests {
    @Test(
        "Each starter, as committed, compiles and fails its check",
        .enabled(
            if: given.starters == .committed,
            "this folder is not a git checkout, so the starters as given cannot be told from your own work"),
        arguments: exercises)
    func starterFails(_ exercise: Exercise) {
        switch checker.check(exercise) {
        case .fails, .notStarted:
            break
        case .passed:
            Issue.record("\(exercise.name)'s starter passes its check: there is nothing left to do")
        case .doesNotCompile(let messages):
            Issue.record("\(exercise.name)'s starter does not compile:\n\(messages)")
        case .cannotCheck(let why):
            Issue.record("\(exercise.name) could not be checked: \(why)")
        }
    }

    @Test(
        "Each reference solution passes the check in the starter's place",
        arguments: exercises.filter { !checker.isLibraryStage($0) })
    func solutionPasses(_ exercise: Exercise) {
        let outcome = checker.check(exercise, variant: .solution)
        #expect(outcome == .passed, "\(exercise.name) (\(exercise.solutionFolder)): \(outcome)")
    }

    // Apart from the others: each compiles the reference library at its stage and every program
    // its check runs, so `make test` runs these beside the rest of the tests.
    @Test(
        "Each library stage's reference pieces pass its check in the starters' place",
        arguments: exercises.filter { checker.isLibraryStage($0) })
    func stageSolutionPasses(_ stage: Exercise) {
        let outcome = checker.check(stage, variant: .solution)
        #expect(outcome == .passed, "\(stage.name) (\(stage.solutionFolder)): \(outcome)")
    }

    @Test("Each exercise has its task, its hint, what the check expects and a solution", arguments: exercises)
    func complete(_ exercise: Exercise) throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: given.root.appendingPathComponent(exercise.folder).path)
        #expect(files.contains("README.md"))
        #expect(files.contains("HINT.md"))
        #expect(files.contains("main.swift"))
        #expect(files.contains(exercise.checkFile))
        #expect(!exercise.title.isEmpty)
        // A predict exercise compares with the learner's file, so it must not also carry an
        // expected file that would give the answer away.
        if exercise.kind == .predict { #expect(!files.contains("expected.txt")) }
        // The solution replaces exercise files; a file the exercise does not have would be a
        // typo that silently tests nothing.
        let solution = try FileManager.default.contentsOfDirectory(
            atPath: given.root.appendingPathComponent(exercise.solutionFolder).path)
        let replacements = solution.filter { !solutionFolderExtras.contains($0) }
        // A library stage's solution is its reference pieces (LibraryStageTests), not a file of
        // the exercise's.
        #expect(!replacements.isEmpty || checker.isLibraryStage(exercise), "\(exercise.solutionFolder) replaces nothing")
        for file in replacements {
            #expect(files.contains(file), "\(exercise.solutionFolder)/\(file) has no counterpart in \(exercise.folder)")
        }
    }

    @Test("Each chapter README links each of its exercises", arguments: exercises)
    func linkedFromChapter(_ exercise: Exercise) throws {
        let readme = try String(
            contentsOf: given.root.appendingPathComponent("Chapters/\(exercise.chapterFolder)/README.md"),
            encoding: .utf8)
        // Bools first: an expectation on `readme.contains` would print the whole README.
        let links = readme.contains("(Exercises/\(exercise.folderName)/README.md)")
        let namesCommand = readme.contains("make check EX=\(exercise.name)")
        #expect(links, "no link to Exercises/\(exercise.folderName)/README.md")
        #expect(namesCommand, "no `make check EX=\(exercise.name)`")
    }

    @Test("Every chapter has at least two exercises, numbered 1, 2, …")
    func everyChapterHasExercises() {
        for chapter in chapterFolders(root: given.root).compactMap({ Int($0.prefix(2)) }) {
            let numbers = exercises.filter { $0.chapter == chapter }.map(\.number)
            #expect(numbers.count >= 2, "chapter \(chapter) has \(numbers.count) exercises")
            #expect(numbers == Array(1...max(1, numbers.count)), "chapter \(chapter): \(numbers)")
        }
    }

    @Test("A prediction one line short fails, and the report names the missing line", arguments: exercises.filter { $0.kind == .predict })
    func wrongPredictionFails(_ exercise: Exercise) throws {
        let (sources, checkFile) = checker.inputs(of: exercise, variant: .solution)
        let right = try String(contentsOf: checker.url(checkFile), encoding: .utf8)
        let last = try #require(lines(of: right).last)
        let short = checker.work.appendingPathComponent("\(exercise.name)-short-prediction.txt")
        try FileManager.default.createDirectory(at: checker.work, withIntermediateDirectories: true)
        try lines(of: right).dropLast().map { $0 + "\n" }.joined().write(to: short, atomically: true, encoding: .utf8)
        // The program the solution test built, if it ran first; else built here.
        let program = checker.buildFolder(exercise, .solution).appendingPathComponent("program")
        if !FileManager.default.isExecutableFile(atPath: program.path) {
            #expect(checker.compile(exercise, sources: sources, to: program) == nil)
        }
        guard case .fails(let report) = checker.judge(exercise, program: program, checkFile: short.path) else {
            Issue.record("\(exercise.name): a prediction without its last line was not reported as failing")
            return
        }
        #expect(!report.contains(last), "\(report)")
        #expect(report.contains("make check EX=\(exercise.name) REVEAL=1"), "\(report)")
        var revealing = checker
        revealing.revealsPredictions = true
        guard case .fails(let revealed) = revealing.judge(exercise, program: program, checkFile: short.path) else {
            Issue.record("\(exercise.name): with REVEAL=1, a prediction without its last line was not reported as failing")
            return
        }
        #expect(revealed.contains("  + \(last)"), "\(revealed)")
    }

    @Test("make exercises lines up the titles, whatever the width of the exercise's number")
    func listLinesAlign() {
        let named = { (chapter: Int, number: Int) in
            Exercise(
                chapter: chapter, number: number, chapterFolder: "", folderName: "", title: "Predict: a title",
                kind: .predict)
        }
        let listed = [named(7, 1), named(11, 12), named(13, 2)] + exercises
        let width = listed.map(\.name.count).max() ?? 0
        let titleColumns = Set(listed.map { exercise in
            exercise.listLine(passes: false, nameWidth: width).count - exercise.title.count
        })
        #expect(titleColumns.count == 1, "titles start at columns \(titleColumns.sorted())")
        #expect(named(7, 1).listLine(passes: true, nameWidth: 5) == "  ✓ 7.1    Predict: a title")
    }

    @Test(
        "A junk prediction shows none of the program's lines; with REVEAL=1, only its first",
        arguments: exercises.filter { $0.kind == .predict })
    func junkPredictionRevealsOneLine(_ exercise: Exercise) throws {
        let right = Prediction(try String(contentsOf: checker.url(checker.inputs(of: exercise, variant: .solution).checkFile), encoding: .utf8))
        let report = try #require(try failingReport(exercise, prediction: "# my guess\nno idea\n"))
        let revealed = try #require(try failingReport(exercise, prediction: "# my guess\nno idea\n", revealing: true))
        for shown in [report, revealed] {
            #expect(lines(of: shown).contains("  - no idea"), "\(shown)")
            #expect(shown.contains("Line 2 of prediction.txt"), "the editor's line number, the # line counted")
            // None of the later lines of the real output shows, not even as a word of the report.
            for line in right.lines.dropFirst() where line.text.count > 3 && line.text != right.lines[0].text {
                #expect(!shown.contains(line.text), "\(exercise.name) shows '\(line.text)'")
            }
        }
        #expect(!lines(of: report).contains { $0.hasPrefix("  +") }, "\(report)")
        #expect(report.contains("To see the program's line there: make check EX=\(exercise.name) REVEAL=1"), "\(report)")
        #expect(lines(of: revealed).contains("  + \(right.lines[0].text)"), "\(revealed)")
    }

    @Test("A right prediction saved with CRLF line endings and trailing spaces passes", arguments: exercises.filter { $0.kind == .predict })
    func crlfPredictionPasses(_ exercise: Exercise) throws {
        let right = try String(contentsOf: checker.url(checker.inputs(of: exercise, variant: .solution).checkFile), encoding: .utf8)
        let windows = lines(of: right).map { $0 + "  \r\n" }.joined() + "\r\n\r\n"
        #expect(try judgePrediction(exercise, windows) == .passed)
    }

    /// The check of `exercise`'s program, built with its reference solution, against `prediction`.
    func judgePrediction(_ exercise: Exercise, _ prediction: String, revealing: Bool = false) throws -> ExerciseOutcome {
        let file = checker.work.appendingPathComponent("\(exercise.name)-test-prediction/prediction.txt")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try prediction.write(to: file, atomically: true, encoding: .utf8)
        let program = checker.buildFolder(exercise, .solution).appendingPathComponent("program")
        if let problem = checker.compile(exercise, sources: checker.inputs(of: exercise, variant: .solution).sources, to: program) {
            return problem
        }
        var judging = checker
        judging.revealsPredictions = revealing
        return judging.judge(exercise, program: program, checkFile: file.path)
    }

    func failingReport(_ exercise: Exercise, prediction: String, revealing: Bool = false) throws -> String? {
        guard case .fails(let report) = try judgePrediction(exercise, prediction, revealing: revealing) else { return nil }
        return report
    }

    @Test("Each exercise's title names its kind: Predict, Write or Build", arguments: exercises)
    func titleNamesKind(_ exercise: Exercise) {
        let kind = exercise.title.prefix { $0 != ":" }
        #expect(["Predict", "Write", "Build"].contains(kind), "\(exercise.name): \(exercise.title)")
    }
}

/// The exercises as a learner was given them, for the tests above: a copy of `Chapters/` and
/// `Tests/Solutions/` in which every file the learner fills in (each file the reference solution
/// replaces: the starters, prediction.txt) is as committed, so solving an exercise never turns
/// `make test` red. Other files are the working ones, so an author's change to a program or an
/// expected file is tested before it is committed (a changed starter, after).
struct GivenExercises {
    enum Starters: Equatable {
        /// As committed: the package is a git checkout.
        case committed
        /// The working files: no git checkout (a downloaded archive), so a starter cannot be told
        /// from the learner's work, and the proof that starters fail is skipped.
        case working
    }

    let root: URL
    let starters: Starters

    init(of package: URL, into copy: URL) {
        try? FileManager.default.removeItem(at: copy)
        // The learner's library and the conformance cases its milestones run, too.
        for folder in ["Chapters", "Tests/Solutions", learnerLibraryFolder, "Tests/Conformance/MiniRx"] {
            try? FileManager.default.createDirectory(
                at: copy.appendingPathComponent(folder).deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.copyItem(
                at: package.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        root = copy
        starters = Self.restoreLearnerFiles(from: package, into: copy) ? .committed : .working
    }

    /// Whether two paths name the same folder (the same after resolving links, with or without a
    /// final slash).
    static func samePlace(_ one: String, _ other: String) -> Bool {
        let resolved = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path.trimmingCharacters(in: ["/"]) }
        return resolved(one) == resolved(other)
    }

    /// The exercise files the learner fills in, as paths from the package root.
    static func learnerFiles(in root: URL) -> [String] {
        swiftFiles(under: root, in: learnerLibraryFolder) + Exercise.all(root: root).flatMap { exercise in
            let replaced = (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(exercise.solutionFolder).path)) ?? []
            return replaced.filter { !solutionFolderExtras.contains($0) }.map { "\(exercise.folder)/\($0)" }
        }
    }

    /// Writes into `copy` the committed version of each learner file that git's HEAD has (a new
    /// exercise not committed yet keeps its working files). False when `package` is not the top
    /// of a git checkout, or git is missing.
    static func restoreLearnerFiles(from package: URL, into copy: URL) -> Bool {
        guard let git = findOnPath("git"), let tar = findOnPath("tar"),
            let top = try? runProgram(git, arguments: ["rev-parse", "--show-toplevel"], in: package, limits: .tool, capture: .pipe),
            top.status == 0,
            samePlace(top.output.trimmingCharacters(in: .whitespacesAndNewlines), package.path),
            let tracked = try? runProgram(
                git, arguments: ["ls-tree", "-r", "--name-only", "HEAD", "--", "Chapters", learnerLibraryFolder], in: package,
                limits: .tool, capture: .pipe), tracked.status == 0
        else { return false }
        let committed = Set(lines(of: tracked.output).map(String.init))
        let files = learnerFiles(in: copy).filter(committed.contains)
        if files.isEmpty { return true }
        let archive = copy.appendingPathComponent("learner-files.tar")
        guard
            let written = try? runProgram(
                git, arguments: ["archive", "--format=tar", "-o", archive.path, "HEAD", "--"] + files, in: package,
                limits: .tool, capture: .pipe), written.status == 0,
            let unpacked = try? runProgram(tar, arguments: ["-xf", archive.path], in: copy, limits: .tool, capture: .pipe),
            unpacked.status == 0
        else { return false }
        return true
    }
}

@Suite("The checker, when things go wrong")
struct CheckerFailureTests {
    /// A program of one file, `name`, compiled against the first write exercise's chapter.
    func build(_ name: String, _ code: String) throws -> (Exercise, URL, source: String) {
        let exercise = try #require(exercises.first { $0.kind == .write })
        let folder = checker.work.appendingPathComponent("failure-tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent(name)
        try code.write(to: source, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ""))
        let problem = checker.compile(exercise, sources: [source.path], to: program)
        #expect(problem == nil)
        return (exercise, program, source.path)
    }

    @Test("A crash shows the program's fatal-error line, with its file and line, before anything else")
    func crashReasonFirst() throws {
        let (exercise, program, source) = try build(
            "Countdown.swift", "print(\"counting down\")\nlet next: Int? = nil\nprint(next!)\n")
        let outcome = checker.judge(exercise, program: program, checkFile: "\(exercise.folder)/expected.txt", sources: [source])
        guard case .fails(let report) = outcome else {
            Issue.record("a crash did not fail: \(outcome)")
            return
        }
        let shown = lines(of: report)
        #expect(shown[0].hasPrefix("The program crashed (signal "), "\(report)")
        #expect(shown[1].hasPrefix("    \(source):3: Fatal error: Unexpectedly found nil"), "\(report)")
        // What it printed before the crash is not lost in its output buffer.
        #expect(report.contains("  + counting down"), "\(report)")
        #expect(shown.count < 14, "\(report)")
        #expect(!report.contains("Backtracing") && !report.contains("0x0"), "\(report)")
    }

    @Test("A crash inside the standard library also names the learner's line that led there")
    func crashPointsAtOwnLine() throws {
        let (exercise, program, source) = try build(
            "Pick.swift", "func pick(_ numbers: [Int]) -> Int {\n    numbers[3]\n}\nprint(pick([1, 2]))\n")
        let outcome = checker.judge(exercise, program: program, checkFile: "\(exercise.folder)/expected.txt", sources: [source])
        guard case .fails(let report) = outcome else {
            Issue.record("a crash did not fail: \(outcome)")
            return
        }
        let shown = lines(of: report)
        #expect(shown[1].hasSuffix("Fatal error: Index out of range"), "\(report)")
        #expect(shown[2] == "    in pick(_:), at \(source):2", "\(report)")
    }

    @Test("An endless loop is stopped at the time limit, with a message that says why")
    func endlessLoopStopped() throws {
        let (exercise, program, source) = try build("Loop.swift", "print(\"tick\")\nwhile true {}\n")
        let limited = ExerciseChecker(root: checker.root, binaries: binaries, work: checker.work, limits: RunLimits(seconds: 1))
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = limited.judge(exercise, program: program, checkFile: "\(exercise.folder)/expected.txt", sources: [source])
        #expect(clock.now - start < .seconds(5))
        guard case .fails(let report) = outcome else {
            Issue.record("an endless loop did not fail: \(outcome)")
            return
        }
        #expect(report.hasPrefix("The program was stopped after 1 s, still running"), "\(report)")
        #expect(report.contains("an endless loop"))
    }

    @Test("A predict exercise without its prediction.txt says how to start one, and shows no output")
    func missingPrediction() throws {
        let root = checker.work.appendingPathComponent("missing-prediction")
        let folder = root.appendingPathComponent("Chapters/01-one/Exercises/1-guess")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "# Predict: a guess\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try "print(\"the answer\")\n".write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let exercise = try #require(Exercise.all(root: root).first)
        #expect(exercise.kind == .predict)
        let outcome = ExerciseChecker(root: root, binaries: binaries, work: checker.work).check(exercise)
        guard case .notStarted(let message) = outcome else {
            Issue.record("a missing prediction.txt gave \(outcome)")
            return
        }
        #expect(message.contains("git checkout -- Chapters/01-one/Exercises/1-guess/prediction.txt"), "\(message)")
        #expect(!message.contains("the answer"))
    }

    @Test("A prediction's line numbers are the editor's, its # lines counted")
    func editorLineNumbers() throws {
        let prediction = Prediction("# instructions\r\n# more\nA next(1)  \n\nB next(1)\n\n\n")
        #expect(prediction.lines.map(\.text) == ["A next(1)", "", "B next(1)"])
        #expect(prediction.lines.map(\.number) == [3, 4, 5])
        let output = "A next(1)\n\nB next(2)\nC\n"
        let ask = "make check EX=1.1 REVEAL=1"
        #expect(
            prediction.firstDifference(from: output, file: "prediction.txt", revealCommand: ask)
                == """
                Line 5 of prediction.txt is not what the program prints there:
                  - B next(1)
                (Your lines before it match. To see the program's line there: make check EX=1.1 REVEAL=1)
                """)
        let revealed = try #require(prediction.firstDifference(from: output, file: "prediction.txt", revealing: true, revealCommand: ask))
        #expect(revealed.hasPrefix("Line 5 of prediction.txt is not what the program prints there:\n  - B next(1)\n  + B next(2)\n"))
        #expect(!revealed.contains("C"))
        #expect(prediction.firstDifference(from: "A next(1)\n\nB next(1)\n", file: "prediction.txt") == nil)
    }

    @Test("A prediction whose spaces differ, and nothing else, is told so")
    func whitespaceOnly() {
        let prediction = Prediction("A\n  B next(1)\nC\n")
        #expect(
            prediction.firstDifference(from: "A\n    B next(1)\nC\n", file: "prediction.txt")
                == "Line 2 of prediction.txt differs from the program's line there only in whitespace: the spaces at its start differ (yours: 2, the program's: 4).")
        #expect(
            Prediction("A\nB next(1)\n").firstDifference(from: "A\nB  next(1)\n", file: "prediction.txt")?.hasSuffix(
                "only in whitespace: the spaces inside the line differ.") == true)
    }

    @Test("A prediction that stops short says so, and shows the program's next line only when asked")
    func predictionTooShort() {
        let prediction = Prediction("A\n")
        let ask = "make check EX=1.1 REVEAL=1"
        #expect(
            prediction.firstDifference(from: "A\nB\n", file: "prediction.txt", revealCommand: ask)
                == "Your prediction ends at line 1 of prediction.txt, but the program prints more lines.\n"
                + "(Your lines match so far. To see its next line: make check EX=1.1 REVEAL=1)")
        #expect(
            prediction.firstDifference(from: "A\nB\n", file: "prediction.txt", revealing: true, revealCommand: ask)
                == "Your prediction ends at line 1 of prediction.txt, but the program prints more lines.\n  + B\n(+ the program's line 2.)")
    }
}

@Suite("make check, as a learner types it")
struct CheckCommandTests {
    /// The course's output and its messages to standard error, as a terminal shows them.
    func course(_ arguments: String...) throws -> ProgramRun {
        try runProgram(binaries.appendingPathComponent("course"), arguments: arguments, in: packageRoot, capture: .pipe)
    }

    @Test("A TIME_LIMIT or REVEAL that is not a setting stops the check with an error that says what it takes")
    func wrongSettings() throws {
        for (setting, message) in [
            ("TIME_LIMIT=abc", "TIME_LIMIT=abc is not a time limit"), ("TIME_LIMIT=0", "TIME_LIMIT=0 is not a time limit"),
            ("TIME_LIMIT=-5", "TIME_LIMIT=-5 is not a time limit"), ("REVEAL=yes", "REVEAL=yes: REVEAL takes only 1"),
        ] {
            let run = try runProgram(
                URL(fileURLWithPath: "/usr/bin/env"), arguments: [setting, binaries.appendingPathComponent("course").path, "check", "1.1"],
                in: packageRoot, capture: .pipe)
            #expect(run.status == 2, "\(setting)")
            #expect(run.output.hasPrefix(message), "\(setting): \(run.output)")
        }
    }

    @Test("An empty EX or CH is named as empty, not read as no EX at all")
    func emptyArguments() throws {
        let exercise = try course("check", "")
        #expect(exercise.status == 2)
        #expect(exercise.output.hasPrefix("EX is empty: give it an exercise, such as EX=1.1"), "\(exercise.output)")
        let both = try course("check", "", "chapter", "7")
        #expect(both.output.hasPrefix("EX is empty"), "\(both.output)")
        let chapter = try course("check", "chapter", "")
        #expect(chapter.status == 2)
        #expect(chapter.output.hasPrefix("CH is empty: give it a chapter number: 1, 2"), "\(chapter.output)")
    }

    @Test("An unknown exercise prints the valid names and exits non-zero")
    func unknownExercise() throws {
        let run = try course("check", "7.99")
        #expect(run.status == 2)
        #expect(run.output.hasPrefix("There is no exercise '7.99'. Exercises: 1.1, 1.2, "))
    }

    @Test("EX=07.01 means 7.1; EX=7 points to CH=7")
    func exerciseNames() throws {
        guard case .found(let found) = Exercise.lookUp("07.01", in: exercises) else {
            Issue.record("07.01 was not found")
            return
        }
        #expect(found.name == "7.1")
        let run = try course("check", "7")
        #expect(run.status == 2)
        #expect(run.output.hasPrefix("EX takes one exercise, chapter.number: 7.1, 7.2"), "\(run.output)")
        #expect(run.output.contains("make check CH=7"))
    }

    @Test("EX and CH together get a message of their own")
    func exerciseAndChapter() throws {
        let run = try course("check", "7.1", "chapter", "7")
        #expect(run.status == 2)
        #expect(run.output.hasPrefix("Give EX or CH, not both"), "\(run.output)")
    }

    @Test("make solution on a library stage prints its program's whole output on the reference library, then the check")
    func librarySolution() throws {
        let stage = try #require(checker.libraryStages().first)
        let expectedFile = try #require(checker.programs(checking: stage).first).expectedFile
        let expected = try String(contentsOf: packageRoot.appendingPathComponent(expectedFile), encoding: .utf8)
        // It compiles the reference library and the stage's program first: seconds, or more on a
        // busy machine, so the runner gets longer than a program's 10 s. It runs in the copy of
        // the exercises as given: the reference library is the reference pieces over the library's
        // files, and the learner's own may not compile.
        let run = try runProgram(
            binaries.appendingPathComponent("course"), arguments: ["solution", stage.name], in: given.root,
            limits: RunLimits(seconds: 300), capture: .pipe)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains(expected) && run.output.hasSuffix("✓ passes\n"), "\(run.output)")
    }

    @Test("After a pass, Next names the next exercise not known to pass")
    func nextUnfinished() throws {
        let work = checker.work.appendingPathComponent("next-unfinished")
        try? FileManager.default.removeItem(at: work)
        let fresh = ExerciseChecker(root: checker.root, binaries: binaries, work: work)
        let chapter = Array(exercises.prefix(3))
        #expect(fresh.nextUnfinished(after: chapter[0], in: exercises)?.name == chapter[1].name)
        try FileManager.default.createDirectory(
            at: fresh.resultFile(chapter[1]).deletingLastPathComponent(), withIntermediateDirectories: true)
        fresh.remember(.passed, of: chapter[1])
        #expect(fresh.nextUnfinished(after: chapter[0], in: exercises)?.name == chapter[2].name)
    }

    @Test("A compile error shows the learner's own errors, not a build log")
    func compileError() throws {
        let exercise = try #require(exercises.first { $0.kind == .write })
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).swift")
        try "let x: Int = \"not a number\"\n".write(to: broken, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: broken) }
        let (sources, _) = checker.inputs(of: exercise)
        let program = checker.work.appendingPathComponent("broken/program")
        try FileManager.default.createDirectory(at: program.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard case .doesNotCompile(let messages) = checker.compile(exercise, sources: sources + [broken.path], to: program)
        else {
            Issue.record("a file with a type error compiled")
            return
        }
        #expect(messages.contains("error: cannot convert value of type 'String' to specified type 'Int'"))
        #expect(!messages.contains("Compiling"))
        #expect(lines(of: messages).count < 20, "\(messages)")
    }
}

@Suite("make test never blames the learner")
struct GivenExercisesTests {
    /// A package of one write exercise whose starter says "given", committed, in a new git
    /// repository; nil without git.
    func repository() throws -> URL? {
        guard let git = findOnPath("git") else { return nil }
        let root = checker.work.appendingPathComponent("given-repository")
        try? FileManager.default.removeItem(at: root)
        let files = [
            "Chapters/01-one/Exercises/1-write/README.md": "# Write: something\n",
            "Chapters/01-one/Exercises/1-write/main.swift": "print(answer)\n",
            "Chapters/01-one/Exercises/1-write/Answer.swift": "let answer = \"given\"\n",
            "Chapters/01-one/Exercises/1-write/expected.txt": "solved\n",
            "Tests/Solutions/01-one/1-write/Answer.swift": "let answer = \"solved\"\n",
            "Tests/Solutions/01-one/1-write/README.md": "Why.\n",
        ]
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "t"]] {
            let run = try runProgram(git, arguments: arguments, in: root, limits: .tool, capture: .pipe)
            try #require(run.status == 0, "git \(arguments): \(run.output)")
        }
        return root
    }

    @Test("The starters are tested as committed, not as the learner left them")
    func committedStarters() throws {
        guard let root = try repository() else { return }
        let starter = "Chapters/01-one/Exercises/1-write/Answer.swift"
        try "let answer = \"solved\"\n".write(to: root.appendingPathComponent(starter), atomically: true, encoding: .utf8)
        try "changed\n".write(
            to: root.appendingPathComponent("Chapters/01-one/Exercises/1-write/expected.txt"), atomically: true, encoding: .utf8)
        let copy = GivenExercises(of: root, into: root.appendingPathComponent(".given"))
        #expect(copy.starters == .committed)
        #expect(try String(contentsOf: copy.root.appendingPathComponent(starter), encoding: .utf8) == "let answer = \"given\"\n")
        // Only the learner's files are the committed ones: an author's uncommitted change to
        // another file is tested as it is.
        #expect(
            try String(contentsOf: copy.root.appendingPathComponent("Chapters/01-one/Exercises/1-write/expected.txt"), encoding: .utf8)
                == "changed\n")
    }

    @Test("Without git history (a downloaded archive), the starters cannot be told from the learner's work")
    func notACheckout() throws {
        guard let root = try repository() else { return }
        try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        #expect(GivenExercises(of: root, into: root.appendingPathComponent(".given")).starters == .working)
    }
}
