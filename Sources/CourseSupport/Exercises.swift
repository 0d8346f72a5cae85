// Exercises, and the checker behind `make check` and `make exercises`.
//
// An exercise is a folder `Chapters/NN-slug/Exercises/K-slug/`, named `N.K` (chapter 7's
// second exercise is 7.2). It holds a README.md (the task; its first line is the title, which
// names its kind: `# Predict: …`, `# Write: …` or `# Build: …`), a HINT.md, the Swift files of
// a program (`main.swift` and the learner's file), and what the check compares the program's
// output with:
//
// - `expected.txt` (a "write" exercise): the learner writes code; the program must print
//   exactly this file;
// - `prediction.txt` (a "predict" exercise): the program is given; the learner writes in this
//   file the lines they expect it to print, and the check compares them with what it prints,
//   showing no more of the program's output than the first line where they part.
//
// The reference solution lives apart, in `Tests/Solutions/NN-slug/K-slug/`: a file there
// replaces the exercise file of the same name. `make test` checks every starter (it must
// compile and fail) and every solution in the starter's place (it must pass).
//
// A "build" exercise (its title starts with `Build:`) is a write exercise in which the learner
// rebuilds a piece of MiniRx itself. Its solution folder also has a `MiniRx/` folder: files that
// put MiniRx's own implementation of that piece in the learner's place. `make test` runs the
// check program with them too and requires `expected.txt`: so the expected output is what MiniRx
// prints, and MiniRx is itself held to real RxSwift's behaviour by the conformance tests.
//
// The checker does not go through SwiftPM: it compiles the exercise's files with `swiftc`
// against the chapter's already-built modules and links the object files the chapter's own
// program links. That takes about half a second, where a package build of one more target
// costs seconds, and a learner's unfinished file can never break `swift build` or `make run`.
import Foundation

public struct Exercise: Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// Write code; the program's output must equal `expected.txt`.
        case write
        /// Predict the output of a given program in `prediction.txt`.
        case predict
    }

    /// 7 for chapter 7.
    public let chapter: Int
    /// 2 for the chapter's second exercise.
    public let number: Int
    /// `07-operators`.
    public let chapterFolder: String
    /// `2-merge-interleaves`.
    public let folderName: String
    /// The first line of the exercise's README.md, without its `#`.
    public let title: String
    public let kind: Kind

    /// `7.2`: what `make check EX=7.2` takes.
    public var name: String { "\(chapter).\(number)" }
    /// The exercise folder, relative to the package root.
    public var folder: String { "Chapters/\(chapterFolder)/Exercises/\(folderName)" }
    /// The reference solution's folder, relative to the package root.
    public var solutionFolder: String { "Tests/Solutions/\(chapterFolder)/\(folderName)" }
    /// The file the program's output is compared with.
    public var checkFile: String { kind == .write ? "expected.txt" : "prediction.txt" }
    /// The chapter program whose modules and object files the exercise is built against.
    public var chapterExecutable: String { CourseSupport.chapterExecutable(folder: chapterFolder) }

    public var description: String { name }

    /// Every exercise under `Chapters/`, in chapter order, then by number. Found once per run
    /// of the runner while no exercise folder is added or taken away (a check asks for them
    /// for every stage it remembers a result of).
    public static func all(root: URL) -> [Exercise] {
        let chapters = root.appendingPathComponent("Chapters")
        let stamp = ([chapters.path] + chapterFolders(root: root).map { "\(chapters.path)/\($0)/Exercises" })
            .map { "\($0) \(modificationTime(URL(fileURLWithPath: $0)) ?? 0)" }.joined(separator: "\n")
        return ExerciseLists.shared.list(root.path, stamp: stamp) { found(root: root) }
    }

    private static func found(root: URL) -> [Exercise] {
        chapterFolders(root: root).flatMap { chapterFolder -> [Exercise] in
            let exercises = root.appendingPathComponent("Chapters/\(chapterFolder)/Exercises")
            return subfolders(exercises).compactMap { folderName -> Exercise? in
                guard let chapter = Int(chapterFolder.prefix(2)),
                    let number = Int(folderName.prefix(while: \.isNumber))
                else { return nil }
                let folder = exercises.appendingPathComponent(folderName)
                let readme = (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
                let title = readme.prefix(while: { $0 != "\n" && $0 != "\r\n" }).drop(while: { $0 == "#" || $0 == " " })
                // The title says the kind, not which files are there: a predict exercise whose
                // prediction.txt was deleted is still a predict exercise.
                return Exercise(
                    chapter: chapter, number: number, chapterFolder: chapterFolder, folderName: folderName,
                    title: String(title), kind: title.hasPrefix("Predict:") ? .predict : .write)
            }.sorted { $0.number < $1.number }
        }
    }
}

/// What `make check EX=…` names.
public enum ExerciseLookup: Sendable {
    case found(Exercise)
    /// A chapter's number alone (`EX=7`): that chapter's exercises.
    case chapter(Int, [Exercise])
    case unknown
}

extension Exercise {
    /// The exercise `name` names among `all`: `7.2`, or `07.02`.
    public static func lookUp(_ name: String, in all: [Exercise]) -> ExerciseLookup {
        let numbers = name.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        if numbers.count == 2, let chapter = numbers[0], let number = numbers[1],
            let found = all.first(where: { $0.chapter == chapter && $0.number == number })
        {
            return .found(found)
        }
        if numbers.count == 1, let chapter = numbers[0] {
            let exercises = all.filter { $0.chapter == chapter }
            if !exercises.isEmpty { return .chapter(chapter, exercises) }
        }
        return .unknown
    }

    /// One line of `make exercises`: ✓ or ✗, the name padded to `nameWidth` characters so that
    /// the titles line up in a column (`7.1` is narrower than `11.1`), then the title, and
    /// `(practice)` after a practice stage's.
    public func listLine(passes: Bool, nameWidth: Int, practice: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, nameWidth - name.count))
        return "  \(passes ? "✓" : "✗") \(name)\(padding)  \(title)\(practice ? " (practice)" : "")"
    }
}

/// What a check found.
public enum ExerciseOutcome: Sendable, Equatable {
    /// The program compiled, ran, and printed what the check expects.
    case passed
    /// The program does not compile: the compiler's messages about the exercise's files.
    case doesNotCompile(String)
    /// The program ran, but its output is not what the check expects (or it crashed): why.
    case fails(String)
    /// A predict exercise whose prediction is still empty: what to do.
    case notStarted(String)
    /// The checker itself could not work (no compiler, the chapter not built): what to do.
    case cannotCheck(String)

    public var passed: Bool { self == .passed }
}

/// Which files fill the learner's place in an exercise's program.
public enum ExerciseVariant: Sendable {
    /// The exercise folder as it is: the learner's files.
    case learner
    /// The reference solution (`Tests/Solutions/NN-slug/K-slug/`) in the learner's place.
    case solution

    /// The folder whose files replace the exercise's files of the same name, if any.
    func replacementFolder(of exercise: Exercise) -> String? {
        switch self {
        case .learner: nil
        case .solution: exercise.solutionFolder
        }
    }
}

/// Compiles, runs and judges exercises. `binaries` is the SwiftPM build folder holding the
/// chapters' modules and programs; `work` is where the exercise programs are built; `limits`
/// is how long an exercise's program may run and how much it may print.
public struct ExerciseChecker: Sendable {
    public let root: URL
    public let binaries: URL
    public let work: URL
    public let limits: RunLimits
    /// Whether a failed prediction shows the program's line where it parts from the learner's
    /// (`make check EX=6.2 REVEAL=1`). Off by default: checking again and again must not
    /// rebuild the program's output line by line.
    public var revealsPredictions = false
    /// Whether a library check says so before it compiles many programs at once (the course
    /// does; the tests do not): a learner should not wonder why a check takes ten seconds.
    public var announcesLongBuilds = false

    public init(root: URL, binaries: URL, work: URL? = nil, limits: RunLimits = .program) {
        self.root = root
        self.binaries = binaries
        self.work = work ?? binaries.appendingPathComponent("exercises")
        self.limits = limits
    }

    /// The Swift files compiled for `exercise` (relative paths) and the file its output is
    /// compared with. Each file the `variant`'s folder has replaces the exercise's file of the
    /// same name.
    public func inputs(of exercise: Exercise, variant: ExerciseVariant = .learner) -> (sources: [String], checkFile: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(exercise.folder).path)) ?? []
        func path(_ name: String) -> String {
            if let folder = variant.replacementFolder(of: exercise),
                FileManager.default.fileExists(atPath: url("\(folder)/\(name)").path)
            {
                return "\(folder)/\(name)"
            }
            return "\(exercise.folder)/\(name)"
        }
        return (names.filter { $0.hasSuffix(".swift") }.sorted().map(path), path(exercise.checkFile))
    }

    /// The folder a variant's program is built in.
    public func buildFolder(_ exercise: Exercise, _ variant: ExerciseVariant) -> URL {
        switch variant {
        case .learner: work.appendingPathComponent(exercise.name)
        case .solution: work.appendingPathComponent("\(exercise.name)-solution")
        }
    }

    /// Builds and runs `exercise` (the learner's files, or another `variant` in their place)
    /// and judges the output.
    public func check(_ exercise: Exercise, variant: ExerciseVariant = .learner) -> ExerciseOutcome {
        // A library stage compiles the learner's library, not a program of its own
        // (LibraryStages.swift); its reference is the reference library at that stage.
        if isLibraryStage(exercise) {
            return checkLibraryStage(exercise, library: variant == .learner ? .learner : .reference(through: exercise.stageName))
        }
        let (sources, checkFile) = inputs(of: exercise, variant: variant)
        let program = buildFolder(exercise, variant).appendingPathComponent("program")
        let outcome: ExerciseOutcome
        if exercise.kind == .predict, let notStarted = predictionProblem(exercise, checkFile: checkFile) {
            // Nothing to compare yet: no need to build the program.
            outcome = notStarted
        } else if let problem = compile(exercise, sources: sources, to: program) {
            outcome = problem
        } else {
            outcome = judge(exercise, program: program, checkFile: checkFile, sources: sources)
        }
        if variant == .learner { remember(outcome, of: exercise) }
        return outcome
    }

    /// Why a predict exercise's prediction cannot be compared yet: its file is missing, or holds
    /// only the instructions. nil when there is a prediction to compare.
    func predictionProblem(_ exercise: Exercise, checkFile: String) -> ExerciseOutcome? {
        guard let prediction = try? String(contentsOf: url(checkFile), encoding: .utf8) else {
            return .notStarted(
                "\(checkFile) is missing: a predict exercise keeps your prediction there. Restore it with "
                    + "`git checkout -- \(checkFile)` (or create it), then write in it the lines you expect "
                    + "the program to print, one per line.")
        }
        if Prediction(prediction).lines.isEmpty {
            return .notStarted(
                "No prediction yet: write in \(exercise.checkFile) the lines you expect the program to print, one per line.")
        }
        return nil
    }

    /// Whether `exercise` passes, from the last check if nothing it depends on has changed
    /// since, else by checking it now. For `make exercises`, which lists them all.
    public func passes(_ exercise: Exercise) -> Bool {
        // An empty prediction cannot pass, whatever the program prints: no need to build it.
        if exercise.kind == .predict, predictionProblem(exercise, checkFile: inputs(of: exercise).checkFile) != nil {
            return false
        }
        return lastResult(exercise) ?? check(exercise).passed
    }

    /// Whether `exercise` passes, if that is known without compiling anything: the last check's
    /// result while nothing it depends on changed; false for an exercise not started (an empty
    /// prediction, or a file still holding its `TODO`); nil when only a check can tell. So that
    /// `make exercises` lists a new clone's exercises at once.
    public func knownResult(_ exercise: Exercise) -> Bool? {
        if let last = lastResult(exercise) { return last }
        if exercise.kind == .predict, predictionProblem(exercise, checkFile: inputs(of: exercise).checkFile) != nil {
            return false
        }
        return stillHoldsTODO(exercise) ? false : nil
    }

    /// Whether the learner's files of `exercise` still hold its starter's TODO marker: a library
    /// stage's `TODO(N.K)` anywhere in `Sources/MyRx`, a write exercise's `TODO` in a file of its
    /// folder other than the given `main.swift`.
    func stillHoldsTODO(_ exercise: Exercise) -> Bool {
        let (files, marker) =
            isLibraryStage(exercise)
            ? (librarySources(.learner), "TODO(\(exercise.name))")
            : (inputs(of: exercise).sources.filter { !$0.hasSuffix("/main.swift") }, "TODO")
        return files.contains { file in
            (try? String(contentsOf: url(file), encoding: .utf8))?.contains(marker) ?? false
        }
    }

    /// What a check that passed says, line by line: ✓ (for a library stage, how many rules),
    /// then what to do next: the next exercise not known to pass; after the last stage, that
    /// the library is done and what `make exercises` will show.
    public func passReport(_ exercise: Exercise) -> [String] {
        FileFingerprints.shared.oneLibraryFingerprint { passReportOnce(exercise) }
    }

    private func passReportOnce(_ exercise: Exercise) -> [String] {
        let all = Exercise.all(root: root)
        var passes = "✓ \(exercise.name) passes."
        let isStage = isLibraryStage(exercise)
        if isStage {
            let others = programs(checking: exercise).count - 1
            passes = "✓ \(exercise.name) passes: all \(rules(of: exercise).count) of its rules"
                + (others == 0 ? "." : ", and the \(others) programs of the stages and milestones before it still pass.")
        }
        let stages = isStage ? libraryStages() : []
        if isStage, exercise.name == stages.last?.name {
            // Its check ran every stage's program: the whole library is done.
            let open = all.filter { lastResult($0) != true }
            return [
                passes, "That was the course's last stage: all \(stages.count) stages of your library pass.",
                open.first.map { first in
                    "make exercises checks and lists the rest: \(open.count) exercise\(open.count == 1 ? " has" : "s have") not "
                        + "passed a check yet, the first is \(first.name) (make check EX=\(first.name))."
                } ?? "make exercises shows every exercise of the course passing: you have done the whole course.",
            ]
        }
        guard let next = nextUnfinished(after: exercise, in: all) else { return ["\(passes) So does every other exercise."] }
        let isLater = (all.firstIndex { $0.name == next.name } ?? 0) > (all.firstIndex { $0.name == exercise.name } ?? 0)
        // Past the last exercise, the next one not done is an earlier one (skipped, or passed by
        // a catch-up's library rather than a check of its own).
        let after =
            isLater
            ? "Next" : exercise.name == all.last?.name
                ? "An exercise before it has not passed yet" : "Every exercise after it passes; one before it has not passed yet"
        return ["\(passes) \(after): make check EX=\(next.name)"]
    }

    /// The first of `all` after `exercise` (going round to the start) not known to pass: its
    /// last check failed, or there is none since its files changed. Builds and checks nothing.
    public func nextUnfinished(after exercise: Exercise, in all: [Exercise]) -> Exercise? {
        let index = all.firstIndex(where: { $0.name == exercise.name }) ?? all.count - 1
        return (all[(index + 1)...] + all[..<index]).first { lastResult($0) != true }
    }

    /// Whether the last check of `exercise` passed, if nothing it depends on has changed since;
    /// nil when there is no such check. Costs no build: for naming the next exercise to do.
    public func lastResult(_ exercise: Exercise) -> Bool? {
        guard let key = inputsKey(exercise),
            let last = try? String(contentsOf: resultFile(exercise), encoding: .utf8),
            last.hasPrefix(key + "\n")
        else { return nil }
        return last.hasSuffix("\npassed\n")
    }

    /// Whether library stage `stage` passed its last check with everything that check reads as
    /// it is now (the learner's library, every program it runs and their expected output), this
    /// runner having made that check. The programs are deterministic: run again, they would
    /// pass again.
    public func passedUnchanged(_ stage: Exercise) -> Bool {
        // A check given a time limit of its own (`TIME_LIMIT=30`) runs its programs under it.
        guard ProcessInfo.processInfo.environment["TIME_LIMIT"] == nil, isLibraryStage(stage), lastResult(stage) == true,
            let checked = modificationTime(resultFile(stage)),
            // A runner built since (the course updated) checks again.
            let runner = Bundle.main.executableURL.flatMap(modificationTime)
        else { return false }
        return checked > runner
    }

    // MARK: Compiling

    /// `-sanitize=address` when `COURSE_SANITIZER=address`, as `make test-asan` sets it: an
    /// exercise linked against a sanitized build's objects must be sanitized too.
    static var sanitizerArguments: [String] {
        guard let sanitizer = ProcessInfo.processInfo.environment["COURSE_SANITIZER"], !sanitizer.isEmpty else { return [] }
        return ["-sanitize=\(sanitizer)"]
    }

    /// The compiler: `$SWIFTC` if set, else `swiftc` on the PATH.
    static func compiler() -> URL? {
        if let path = ProcessInfo.processInfo.environment["SWIFTC"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return findOnPath("swiftc")
    }

    /// The object files the chapter's own program links, minus the program's own: the
    /// chapter's library module (Part I) or MiniRx and MiniRxTest (Part II), and MiniRxCocoa for
    /// a chapter that links it (`chaptersUsingCocoa` in Package.swift). One per line, as
    /// SwiftPM wrote them (quoted where a path needs it), for a compiler response file.
    func libraryObjects(_ exercise: Exercise) -> [Substring]? {
        let list = binaries.appendingPathComponent("\(exercise.chapterExecutable).product/Objects.LinkFileList")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else { return nil }
        return lines(of: text).filter { !$0.contains("/\(exercise.chapterExecutable).build/") }
    }

    /// Builds the program of `sources` for `exercise` at `program`. nil when it was built;
    /// otherwise the outcome that stops the check.
    public func compile(_ exercise: Exercise, sources: [String], to program: URL) -> ExerciseOutcome? {
        guard let swiftc = Self.compiler() else {
            return .cannotCheck("No Swift compiler found: put swiftc on your PATH, or set SWIFTC to its path.")
        }
        guard let objects = libraryObjects(exercise) else {
            return .cannotCheck(
                "Chapter \(exercise.chapter)'s program is not built yet: run `make run CH=\(exercise.chapter)` once, then check again.")
        }
        let folder = program.deletingLastPathComponent()
        let objectList = folder.appendingPathComponent("objects.rsp")
        // One compiler process for the whole module (-wmo): the files are few, and a process
        // per file costs more than it saves. Debug information (-g) lets a crash's backtrace
        // name the learner's file and line. On Linux, lld, where the toolchain has it, links
        // in a fraction of gold's time.
        #if os(Linux)
            let linker = FileManager.default.isExecutableFile(
                atPath: swiftc.deletingLastPathComponent().appendingPathComponent("ld.lld").path)
        #else
            let linker = false
        #endif
        let arguments =
            [
                "-swift-version", "6", "-Onone", "-g", "-wmo", "-module-name", "Exercise",
                "-I", binaries.appendingPathComponent("Modules").path,
                "-module-cache-path", binaries.appendingPathComponent("ModuleCache").path,
            ] + (linker ? ["-use-ld=lld"] : []) + Self.sanitizerArguments + sources + ["@" + objectList.path, "-o", program.path]
        // The same files against the same build make the same program: a check that changed
        // only a prediction, or nothing, runs the program already built.
        let inputs = folder.appendingPathComponent("program.inputs")
        let key = fingerprint(of: sources, exercise, also: [swiftc.path] + arguments + objects.map(String.init))
        if let key, FileManager.default.isExecutableFile(atPath: program.path),
            (try? String(contentsOf: inputs, encoding: .utf8)) == key
        {
            return nil
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: program)
        try? FileManager.default.removeItem(at: inputs)
        try? objects.map { $0 + "\n" }.joined().write(to: objectList, atomically: true, encoding: .utf8)
        // Run from the package root with relative paths, so the messages name the files as the
        // learner sees them.
        guard let run = try? runProgram(swiftc, arguments: arguments, in: root, limits: .tool, capture: .pipe)
        else {
            return .cannotCheck("Could not run \(swiftc.path).")
        }
        if run.failure == nil, FileManager.default.isExecutableFile(atPath: program.path) {
            try? key?.write(to: inputs, atomically: true, encoding: .utf8)
            return nil
        }
        if run.stop != nil {
            return .cannotCheck("The compiler \(run.failure ?? "was stopped"). Is the machine very busy? Try again.")
        }
        return .doesNotCompile(compilerMessages(run.output))
    }

    /// The compiler's messages, without its closing "error: fatalError" and at most 60 lines.
    func compilerMessages(_ output: String) -> String {
        let kept = lines(of: output).filter { $0 != "error: fatalError" }
        let shown = kept.prefix(60).joined(separator: "\n")
        return kept.count > 60 ? shown + "\n… \(kept.count - 60) more lines" : shown
    }

    // MARK: Judging

    func judge(_ exercise: Exercise, program: URL, checkFile: String, sources: [String] = []) -> ExerciseOutcome {
        guard var run = try? runProgram(program, arguments: [], in: root, limits: limits) else {
            return .cannotCheck("Could not run the program built at \(program.path).")
        }
        run.errors = namingSourceFiles(run.errors, sources)
        switch exercise.kind {
        case .write:
            let wanted = (try? String(contentsOf: url(checkFile), encoding: .utf8)) ?? ""
            guard
                let problem = verdict(
                    of: run, expected: wanted, ownFiles: sources,
                    differenceHeading: "The program's output is not \(exercise.checkFile):")
            else { return .passed }
            return .fails(problem)
        case .predict:
            if let notStarted = predictionProblem(exercise, checkFile: checkFile) { return notStarted }
            // The program is given, so it fails only if its main.swift was changed; say how,
            // but show none of its output.
            if let failure = run.failure {
                return .fails(
                    (["The program \(failure)."] + run.crashReason(ownFiles: sources) + [run.stopExplanation].compactMap { $0 })
                        .joined(separator: "\n"))
            }
            let prediction = Prediction((try? String(contentsOf: url(checkFile), encoding: .utf8)) ?? "")
            guard
                let problem = prediction.firstDifference(
                    from: run.output, file: exercise.checkFile, revealing: revealsPredictions,
                    revealCommand: "make check EX=\(exercise.name) REVEAL=1")
            else {
                return .passed
            }
            return .fails(problem)
        }
    }

    /// The compiler names the exercise's files by module (`Exercise/Countdown.swift:15` in a
    /// fatal error), the debug information by absolute path (in a backtrace's frames): name
    /// them by their path from the package root, as the learner's editor does.
    func namingSourceFiles(_ output: String, _ sources: [String]) -> String {
        let relative = output.replacingOccurrences(of: root.path + "/", with: "")
        return sources.reduce(relative) { text, source in
            let name = source.split(separator: "/").last.map(String.init) ?? source
            return text.replacingOccurrences(of: "Exercise/\(name):", with: "\(source):")
        }
    }

    // MARK: Remembering results

    func resultFile(_ exercise: Exercise) -> URL {
        work.appendingPathComponent("\(exercise.name)/last-check")
    }

    /// A fingerprint of everything a check depends on: the exercise's files, and the chapter
    /// program's build.
    func inputsKey(_ exercise: Exercise) -> String? {
        if isLibraryStage(exercise) { return libraryInputsKey(exercise) }
        let (sources, checkFile) = inputs(of: exercise)
        return fingerprint(of: sources + [checkFile], exercise)
    }

    /// A fingerprint of `files` (their paths and contents), the `also` strings, and the build of
    /// `exercise`'s chapter program (its modification time changes whenever the library is
    /// rebuilt); nil when that program is not built.
    func fingerprint(of files: [String], _ exercise: Exercise, also: [String] = []) -> String? {
        guard let built = modificationTime(binaries.appendingPathComponent(exercise.chapterExecutable)) else {
            return nil
        }
        var hash = FNV1a()
        hash.add("\(built)")
        for text in also { hash.add(text) }
        for file in files {
            hash.add(file)
            hash.add(FileFingerprints.shared.fingerprint(of: url(file).path))
        }
        return hash.hex
    }

    func remember(_ outcome: ExerciseOutcome, of exercise: Exercise) {
        guard let key = inputsKey(exercise) else { return }
        let verdict: String
        switch outcome {
        case .passed: verdict = "passed"
        case .cannotCheck: return
        case .doesNotCompile, .fails, .notStarted: verdict = "failed"
        }
        try? "\(key)\n\(verdict)\n".write(to: resultFile(exercise), atomically: true, encoding: .utf8)
    }

    /// A path relative to the package root (or an absolute one) as a URL.
    func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }
}

/// 64-bit FNV-1a: a small, stable fingerprint for telling whether files changed (not security).
struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        endPart()
    }

    /// A separator, so that "ab" + "c" and "a" + "bc" differ.
    private mutating func endPart() {
        value ^= 0xff
        value = value &* 0x0000_0100_0000_01b3
    }

    /// Text, through the loop over bytes in memory below (the generic `add`, unspecialized in
    /// the runner's debug build, costs a call per byte).
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    /// A file's bytes, read from its buffer.
    mutating func add(_ data: Data) {
        data.withUnsafeBytes { add($0) }
    }

    /// Bytes in memory, in a loop of its own: the generic `add` above, unspecialized in the
    /// runner's debug build, costs a call per byte, and a check hashes its objects (megabytes).
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return endPart() }
        var value = self.value
        var index = 0
        while index < bytes.count {
            value ^= UInt64(start[index])
            value = value &* 0x0000_0100_0000_01b3
            index += 1
        }
        self.value = value
        endPart()
    }

    var hex: String { String(value, radix: 16) }
}

/// The exercises found under each root in this run of the runner, with the stamp of the folders
/// they were found in (`Exercise.all`).
final class ExerciseLists: @unchecked Sendable {
    static let shared = ExerciseLists()
    private let lock = NSLock()
    private var lists: [String: (stamp: String, exercises: [Exercise])] = [:]

    func list(_ root: String, stamp: String, find: () -> [Exercise]) -> [Exercise] {
        lock.lock()
        let known = lists[root]
        lock.unlock()
        if let known, known.stamp == stamp { return known.exercises }
        let exercises = find()
        lock.lock()
        lists[root] = (stamp, exercises)
        lock.unlock()
        return exercises
    }
}
