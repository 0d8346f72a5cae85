// Library stages: build exercises whose code lives in the learner's own library, `MyRx`
// (`Sources/MyRx/`), which grows from chapter 2 to 15.
//
// A library stage is an exercise folder with a `library.txt` (the files of `Sources/MyRx/` it
// writes, beside MiniRx's and RxSwift's). The library is laid out as RxSwift lays out its
// sources (`Observables/Map.swift`, `RxCocoa/Traits/ControlEvent.swift`), so a file's name is
// unique in it: a stage's reference pieces are kept flat, by name, and overlay the learner's
// file of that name wherever it is. Its `main.swift` is a check program that imports
// MyRx. Checking stage N.K compiles the library as it stands, then runs N.K's program, every
// earlier stage's program in course order (a change that breaks chapter 5 is reported as
// chapter 5), and every milestone of chapters ≤ N: a conformance case
// (`Tests/Conformance/MiniRx/<case>/main.swift`, a program written for RxSwift) compiled against
// MyRx with `-module-alias MiniRx=MyRx`, listed in `Chapters/NN-slug/milestones.txt`.
//
// The learner's RxTest (`Sources/MyRx/RxTest/`, from stage 10.6) is a module of its own,
// `MyRxTest`, which imports MyRx, as RxSwift's RxTest imports RxSwift. It is compiled after the
// library, the same way, only for a check with a program that imports it (`import MyRxTest`, or
// a milestone's `import MiniRxTest`, compiled with `-module-alias MiniRxTest=MyRxTest`).
//
// How it is built, so that a check after a one-line edit stays fast with every stage's program
// in it:
// - the library: the learner's compiled file by file (`swiftc -incremental` with an
//   output-file-map), so an edit recompiles only what it touches, in batches (one per
//   processor: from nothing, a third of the time one frontend per file takes); a stage's
//   mutants (in `make test`; each a patch of the reference, `MutantPatch`) the same way, in one
//   folder, each built on the last; a reference in one `-wmo` frontend, quicker for a library
//   compiled once;
// - the library with library evolution, its public interface written beside it
//   (`MyRx.swiftinterface`): a program compiled against it stays valid while that interface is
//   the same or has only grown (`programsInterface`), so the learner's edits (bodies, private
//   helpers, sink classes) compile no program again; the starters declare every stage's public
//   API, so on one machine a program is compiled about once;
// - the check programs in units (`units`): programs that a check always runs together (an
//   earlier chapter's stage programs, a chapter's milestones) a few to a module, each
//   program's top-level code wrapped into a function (`wrappedSource`: for a dozen small
//   programs, a third of the time of a dozen modules); any other program on its own, its
//   entry point renamed (`-entry-point-function-name`); two or more units compiled at a time,
//   each object kept while its programs' files and the interface it was made for are the same;
// - one link: the library's object, every program's object and a small dispatcher into one
//   executable, `checks`, run once per check: it runs the programs named, each in a process of
//   its own (a fork, on Linux: the libraries are loaded once), so no state leaks from one to
//   the next, and says after each how it ended (`dispatcherSource`, `runChecks`).
// Nothing here goes through SwiftPM: a first check needs no package build at all.
import Foundation

/// One line of a stage's `library.txt`: a file of `Sources/MyRx/` the stage writes, and its
/// counterparts.
public struct LibraryFile: Sendable, Equatable {
    /// `Observables/Map.swift`: the file's path under `Sources/MyRx/`.
    public var path: String
    /// `Core/Event.swift`: MiniRx's file, under `Sources/MiniRx/` (or `MiniRxCocoa/…` and
    /// `MiniRxTest/…`, under `Sources/`, for RxCocoa's and RxTest's pieces); nil for `-`.
    public var miniRx: String?
    /// `RxSwift/Event.swift`: RxSwift 6.10.2's file; nil for `-`.
    public var rxSwift: String?

    /// The course's file from the package root: `Sources/MiniRx/Core/Event.swift`, or
    /// `Sources/MiniRxCocoa/Traits/ControlEvent.swift` when the column names MiniRxCocoa.
    public var miniRxPath: String? {
        miniRx.map {
            $0.hasPrefix("MiniRxCocoa/") || $0.hasPrefix("MiniRxTest/") ? "Sources/\($0)" : "Sources/MiniRx/\($0)"
        }
    }

    /// `Map.swift`: the file's name, unique in the library; its reference piece's name.
    public var name: String { fileName(path) }

    /// `Sources/MyRx/Observables/Map.swift`: the learner's file, from the package root.
    public var learnerPath: String { "\(learnerLibraryFolder)/\(path)" }
}

/// A program a library check runs: a stage's check program, or a milestone.
public struct LibraryProgram: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case stage(Exercise.Name)
        case milestone(chapter: Int, name: String)
    }

    public var kind: Kind
    /// The Swift files of the program, relative to the package root.
    public var sources: [String]
    /// The file its output must equal.
    public var expectedFile: String

    /// `stage-5.4` or `milestone-op_map_filter`: the name of its object file and its argument to
    /// `checks`.
    var label: String {
        switch kind {
        case .stage(let name): "stage-\(name.chapter).\(name.number)"
        case .milestone(_, let name): "milestone-\(name)"
        }
    }
}

extension Exercise {
    /// An exercise's number, `5.4`, without the rest.
    public struct Name: Sendable, Equatable, Hashable {
        public var chapter: Int
        public var number: Int

        public init(chapter: Int, number: Int) {
            self.chapter = chapter
            self.number = number
        }
    }
}

/// The `checks` program built for a library check, or why it could not be.
public enum ChecksBuild: Sendable {
    case built(URL)
    case problem(ExerciseOutcome)
}

/// Which library a check compiles.
public enum LibraryVariant: Sendable {
    /// `Sources/MyRx/` as the learner left it.
    case learner
    /// The reference library at a stage: the committed starters overlaid, in course order, with
    /// every stage's `Tests/Solutions/…/MyRx/` files up to and including that stage.
    case reference(through: Exercise.Name)
    /// The reference library at a stage with one mutant's patch applied
    /// (`Tests/Solutions/…/Mutants/<slug>.diff`); the slug "" applies none.
    case mutant(stage: Exercise.Name, slug: String)
}

/// The folder of the learner's library, relative to the package root.
public let learnerLibraryFolder = "Sources/MyRx"

/// The folder of the learner's RxTest, relative to the package root: in the library's folder, as
/// RxSwift's repository keeps RxTest/ beside RxSwift/ (and the library keeps RxCocoa's pieces
/// under RxCocoa/). Its files are a module of their own, `MyRxTest`, which imports MyRx.
public let learnerTestFolder = "\(learnerLibraryFolder)/RxTest"

extension Exercise {
    /// `Tests/Solutions/NN-slug/K-slug/MyRx`: the stage's reference pieces.
    public var referencePiecesFolder: String { "\(solutionFolder)/MyRx" }
    /// `Tests/Solutions/NN-slug/K-slug/Mutants`: one patch per mutant, `<slug>.diff`.
    public var mutantsFolder: String { "\(solutionFolder)/Mutants" }
    /// `Tests/Solutions/NN-slug/K-slug/Mutants/<slug>.diff`.
    public func mutantFile(_ slug: String) -> String { "\(mutantsFolder)/\(slug).diff" }
    public var stageName: Name { Name(chapter: chapter, number: number) }
}

extension ExerciseChecker {
    // MARK: Finding stages and milestones

    /// Whether `exercise` is a library stage: its folder has a `library.txt`.
    public func isLibraryStage(_ exercise: Exercise) -> Bool {
        FileManager.default.fileExists(atPath: url("\(exercise.folder)/library.txt").path)
    }

    /// Every library stage, in course order.
    public func libraryStages() -> [Exercise] {
        Exercise.all(root: root).filter(isLibraryStage)
    }

    /// The files `exercise`'s `library.txt` lists.
    public func libraryFiles(of exercise: Exercise) -> [LibraryFile] {
        let text = (try? String(contentsOf: url("\(exercise.folder)/library.txt"), encoding: .utf8)) ?? ""
        return lines(of: text).compactMap { line -> LibraryFile? in
            let columns = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let path = columns.first, !path.hasPrefix("#") else { return nil }
            let column = { (index: Int) -> String? in
                index < columns.count && columns[index] != "-" ? columns[index] : nil
            }
            return LibraryFile(path: path, miniRx: column(1), rxSwift: column(2))
        }
    }

    /// The milestones of chapter folder `chapterFolder`: the conformance cases its
    /// `milestones.txt` lists (`#` lines are comments).
    public func milestones(ofChapter chapterFolder: String) -> [String] {
        let text = (try? String(contentsOf: url("Chapters/\(chapterFolder)/milestones.txt"), encoding: .utf8)) ?? ""
        return lines(of: text).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The programs the check of `stage` runs, in order: its own, every earlier stage's, then
    /// every milestone of the chapters before and, from the chapter's last stage on (a chapter
    /// split in two stages may need both for its milestones), of its chapter.
    public func programs(checking stage: Exercise) -> [LibraryProgram] {
        let stages = libraryStages()
        let earlier = stages.prefix { $0.name != stage.name }
        let own = [stage] + earlier
        let stagePrograms = own.map { exercise in
            LibraryProgram(
                kind: .stage(exercise.stageName), sources: swiftFiles(in: exercise.folder),
                expectedFile: "\(exercise.folder)/expected.txt")
        }
        let isChaptersLast = !stages.contains { $0.chapter == stage.chapter && $0.number > stage.number }
        return stagePrograms + milestonePrograms(upTo: isChaptersLast ? stage.chapter : stage.chapter - 1)
    }

    /// The milestone programs of chapters 1…`chapter`, in chapter order.
    public func milestonePrograms(upTo chapter: Int) -> [LibraryProgram] {
        chapterFolders(root: root).filter { (Int($0.prefix(2)) ?? 0) <= chapter }.flatMap { folder in
            milestones(ofChapter: folder).map { name in
                let caseFolder = "Tests/Conformance/MiniRx/\(name)"
                return LibraryProgram(
                    kind: .milestone(chapter: Int(folder.prefix(2)) ?? 0, name: name),
                    sources: ["\(caseFolder)/main.swift"], expectedFile: "\(caseFolder)/expected.txt")
            }
        }
    }

    func swiftFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The Swift files of the learner's library, in its folders too, relative to the package
    /// root, in path order.
    public func learnerLibraryFiles() -> [String] {
        // Sources/MyRx/Package.swift makes the library a package of its own: not a source of it.
        CourseSupport.swiftFiles(under: root, in: learnerLibraryFolder).filter { $0 != "\(learnerLibraryFolder)/Package.swift" }
    }

    // MARK: The library's files

    /// The Swift files of `variant`'s library, relative to the package root, in path order: the
    /// learner's, each replaced by the reference piece of its name that a later overlay has. A
    /// mutant's are the reference's: its patch is applied to copies of them (`buildChecks`).
    public func librarySources(_ variant: LibraryVariant) -> [String] {
        placedLibrarySources(variant).map(\.source)
    }

    /// `librarySources(variant)`, each with the place in the learner's library it stands for
    /// (`Sources/MyRx/RxTest/Recorded.swift`): its own path, the path of the learner's file a
    /// reference piece replaces, or, for a piece of a file the learner deleted, the path its
    /// stage's `library.txt` gives. The place says the file's module: MyRxTest under
    /// `learnerTestFolder`, MyRx elsewhere.
    func placedLibrarySources(_ variant: LibraryVariant) -> [(source: String, place: String)] {
        var sources = learnerLibraryFiles().map { (source: $0, place: $0) }
        switch variant {
        case .learner:
            return sources
        case .reference(let through), .mutant(let through, _):
            // A piece the learner's library has no file of (one deleted) is added as it is.
            var index: [String: Int] = [:]
            for (position, source) in sources.enumerated() { index[fileName(source.source)] = position }
            for stage in libraryStages(through: through) {
                for piece in swiftFiles(in: stage.referencePiecesFolder) {
                    if let position = index[fileName(piece)] {
                        sources[position].source = piece
                    } else {
                        let listed = libraryFiles(of: stage).first { $0.name == fileName(piece) }
                        index[fileName(piece)] = sources.count
                        sources.append((piece, listed?.learnerPath ?? "\(learnerLibraryFolder)/\(fileName(piece))"))
                    }
                }
            }
            return sources
        }
    }

    /// Whether `program` imports the learner's RxTest: `import MyRxTest`, or, in a milestone,
    /// MiniRx's (`import MiniRxTest`).
    func usesTestModule(_ program: LibraryProgram) -> Bool {
        program.sources.contains { source in
            FileFingerprints.shared.fact("imports the test module", of: url(source).path) { path in
                let text = (try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)) ?? ""
                return text.contains("import MyRxTest") || text.contains("import MiniRxTest")
            }
        }
    }

    /// The library stages up to and including `name`, in course order.
    func libraryStages(through name: Exercise.Name) -> [Exercise] {
        let stages = libraryStages()
        guard let end = stages.firstIndex(where: { $0.stageName == name }) else {
            return stages.filter { $0.chapter < name.chapter || ($0.chapter == name.chapter && $0.number <= name.number) }
        }
        return Array(stages[...end])
    }

    /// The mutants of `stage`: the slugs of the `<slug>.diff` files in its solution's `Mutants/`.
    public func mutants(of stage: Exercise) -> [String] {
        files(url(stage.mutantsFolder)).filter { $0.hasSuffix(".diff") }.map { String($0.dropLast(".diff".count)) }.sorted()
    }

    /// Mutant `slug` of `stage`, read.
    public func mutantPatch(of stage: Exercise, slug: String) throws -> MutantPatch {
        let path = stage.mutantFile(slug)
        guard let text = try? String(contentsOf: url(path), encoding: .utf8) else {
            throw MutantPatch.Problem(description: "\(path) cannot be read")
        }
        return try MutantPatch(text, path: path)
    }

    /// The files mutant `slug` of `stage` changes in the reference library's `sources`, by
    /// name, as its patch leaves them.
    func mutatedFiles(_ sources: [String], stage name: Exercise.Name, slug: String) throws -> [String: String] {
        guard !slug.isEmpty else { return [:] }
        guard let stage = libraryStages(through: name).last, stage.stageName == name else {
            throw MutantPatch.Problem(description: "\(name.chapter).\(name.number) is not a library stage")
        }
        return try mutantPatch(of: stage, slug: slug).apply { file in
            sources.first { $0.hasSuffix("/" + file) }.flatMap { try? String(contentsOf: url($0), encoding: .utf8) }
        }
    }

    /// What is wrong with mutant `slug` of `stage` as a mutant, before any check: its first line
    /// says too little of its bug, it changes a file that is not one of the stage's reference
    /// pieces, or it leaves a file as it was. nil when nothing is.
    public func mutantProblem(of stage: Exercise, slug: String) -> String? {
        let patch: MutantPatch
        let mutated: [String: String]
        do {
            patch = try mutantPatch(of: stage, slug: slug)
            mutated = try mutatedFiles(librarySources(.reference(through: stage.stageName)), stage: stage.stageName, slug: slug)
        } catch {
            return "it does not apply: \(error)"
        }
        if patch.bug.count <= 10 { return "its first line `Mutant: …` says too little: \(patch.bug)" }
        for file in patch.files {
            let piece = "\(stage.referencePiecesFolder)/\(file.name)"
            guard let original = try? String(contentsOf: url(piece), encoding: .utf8) else {
                return "\(file.name) is not a reference piece of \(stage.name) (\(stage.referencePiecesFolder)/)"
            }
            if mutated[file.name] == original { return "its patch leaves \(file.name) as it was" }
        }
        return nil
    }

    // MARK: Checking

    /// Checks library stage `stage` with `variant`'s library: compiles it, runs the stage's
    /// program, every earlier stage's, then the milestones, and reports the first failure as
    /// what it belongs to. For the learner's library, remembers the result (`make exercises`).
    public func checkLibraryStage(_ stage: Exercise, library variant: LibraryVariant = .learner) -> ExerciseOutcome {
        checkLibrary(programs(checking: stage), variant: variant, checking: stage)
    }

    /// Runs `programs` against `variant`'s library; `stage` is the stage the check is for (nil:
    /// none, as for a milestone tried alone).
    public func checkLibrary(_ programs: [LibraryProgram], variant: LibraryVariant, checking stage: Exercise?) -> ExerciseOutcome {
        var outcome = ExerciseOutcome.passed
        // The index in `programs` of the program that failed, when one did.
        var failed: Int?
        // When the programs must all be compiled again (a change to the library's declarations),
        // the first, the stage's own, is compiled and run before the others: a stage being
        // written usually fails its own scenarios, and says so in seconds, not in ten.
        let built = buildChecks(programs, variant: variant, firstAloneIfNew: programs.count > 1)
        if built.firstAlone {
            (outcome, failed) = run(built.checks, [programs[0]], variant: variant, checking: stage)
            if outcome == .passed {
                (outcome, failed) = run(buildChecks(programs, variant: variant), programs, variant: variant, checking: stage)
            }
        } else {
            (outcome, failed) = run(built.checks, programs, variant: variant, checking: stage)
        }
        if case .learner = variant, let stage {
            // A pass ran every earlier stage's programs too, on this library: they pass as well
            // (`make exercises` need not check them again).
            let ranAll = outcome == .passed && programs == self.programs(checking: stage)
            let earlier = ranAll ? libraryStages().prefix { $0.name != stage.name } : []
            FileFingerprints.shared.oneLibraryFingerprint {
                for passed in [stage] + earlier {
                    try? FileManager.default.createDirectory(
                        at: resultFile(passed).deletingLastPathComponent(), withIntermediateDirectories: true)
                    remember(outcome, of: passed)
                }
            }
            rememberStageVerdicts(programs, outcome: outcome, failed: failed)
        }
        return outcome
    }

    /// Runs `programs` in the `checks` built for them: the first failure and the index of its
    /// program (nil when no program is to blame), or `.passed`.
    func run(_ build: ChecksBuild, _ programs: [LibraryProgram], variant: LibraryVariant, checking stage: Exercise?)
        -> (outcome: ExerciseOutcome, failed: Int?)
    {
        guard case .built(let checks) = build else {
            if case .problem(let problem) = build { return (problem, nil) }
            return (.cannotCheck("No checks were built."), nil)
        }
        let expected = programs.map { (try? String(contentsOf: url($0.expectedFile), encoding: .utf8)) ?? "" }
        guard let runs = runChecks(checks, programs, expected: expected) else {
            return (.cannotCheck("Could not run the checks built at \(checks.path)."), nil)
        }
        let sources = librarySources(variant)
        for index in runs.indices {
            if let failure = judge(runs[index], of: programs[index], expected: expected[index], sources: sources, checking: stage) {
                return (failure, index)
            }
        }
        return runs.count == programs.count
            ? (.passed, nil) : (.cannotCheck("The checks built at \(checks.path) stopped before running every program."), nil)
    }

    /// What `checks` writes to standard output and to standard error after each program, before
    /// the program's name and its wait status (`dispatcherSource` writes it): a control
    /// character no program prints, then words.
    static let endOfProgram = "\u{1E}check program ended: "

    /// Runs `programs` in one run of `checks` and returns how each ended, in order, up to the
    /// first that did not exit with 0 (`checks` stops there); nil if `checks` could not run or
    /// said something else than the programs' ends. `checks` holds each program to the time
    /// limit; the output limit is the run's: every program's `expected` output and
    /// `limits.outputBytes` more, so a program that prints without end is stopped.
    public func runChecks(_ checks: URL, _ programs: [LibraryProgram], expected: [String]) -> [ProgramRun]? {
        let whole = RunLimits(
            seconds: limits.seconds * Double(programs.count + 1),
            outputBytes: limits.outputBytes + expected.reduce(0) { $0 + $1.utf8.count },
            errorBytes: limits.errorBytes * programs.count)
        guard
            let run = try? runProgram(
                checks, arguments: ["\(limits.seconds)"] + programs.map(\.label), in: root, limits: whole)
        else { return nil }
        let outputs = run.output.components(separatedBy: Self.endOfProgram)
        let errors = run.errors.components(separatedBy: Self.endOfProgram)
        // Each piece after the first starts with `name status` on a line of its own; the rest of
        // it is what the next program wrote.
        func text(_ pieces: [String], _ index: Int) -> String {
            guard index < pieces.count else { return "" }
            guard index > 0 else { return pieces[0] }
            return pieces[index].firstIndex(of: "\n").map { String(pieces[index][pieces[index].index(after: $0)...]) } ?? ""
        }
        var runs: [ProgramRun] = []
        for (index, piece) in outputs.dropFirst().enumerated() {
            let words = piece.prefix { $0 != "\n" }.split(separator: " ")
            guard index < programs.count, words.count == 2, words[0] == programs[index].label, let status = Int32(words[1])
            else { return nil }
            let ending = Ending(status)
            runs.append(
                ProgramRun(
                    output: text(outputs, index), status: ending.signal ?? ending.exitStatus,
                    wasSignaled: ending.signal != nil,
                    stop: ending.signal == SIGALRM ? .timeLimit(seconds: limits.seconds) : nil,
                    errors: text(errors, index)))
        }
        // A program `checks` never said the end of: stopped by this run's limits, or `checks`
        // itself ended first.
        let rest = text(outputs, runs.count)
        if runs.count < programs.count, run.failure != nil || !rest.isEmpty {
            var stop = run.stop
            if case .outputLimit? = stop { stop = .outputLimit(bytes: rest.utf8.count) }
            runs.append(
                ProgramRun(
                    output: rest, status: run.status, wasSignaled: run.wasSignaled, stop: stop,
                    errors: text(errors, runs.count)))
        }
        return runs
    }

    /// nil when `program`'s `run` printed exactly `expected`; else the failure, with the library
    /// `sources` named as the learner's editor names them.
    func judge(_ run: ProgramRun, of program: LibraryProgram, expected: String, sources: [String], checking stage: Exercise?)
        -> ExerciseOutcome?
    {
        var run = run
        run.output = namingLibraryFiles(run.output, sources)
        // A crash's frames name files by absolute path: name them as the learner's editor does.
        run.errors = namingLibraryFiles(run.errors.replacingOccurrences(of: root.path + "/", with: ""), sources)
        // A crash is placed at the first frame in the library: the learner's files, or a
        // reference's, by the path the debug information gives (`Sources/MyRx/…`, any folder).
        guard let difference = structuredDifference(of: run, expected: expected, ownFiles: sources + [learnerLibraryFolder + "/"])
        else { return nil }
        if case .stage(let name) = program.kind, let stage, stage.stageName == name, let rule = difference.rule {
            return .fails(([progress(to: rule), rule.description] + difference.report + hint(for: rule, of: stage)).joined(separator: "\n"))
        }
        let rule = difference.rule.map { ["In its \($0)"] } ?? []
        return .fails(([blame(program, checking: stage)] + rule + difference.report).joined(separator: "\n"))
    }

    /// How far the stage's own program got: `Rules 1–3 of 9 pass; rule 4 fails:`.
    func progress(to rule: CheckRule) -> String {
        switch rule.number {
        case 1: "Rule 1 of \(rule.count) fails:"
        case 2: "Rule 1 of \(rule.count) passes; rule 2 fails:"
        default: "Rules 1–\(rule.number - 1) of \(rule.count) pass; rule \(rule.number) fails:"
        }
    }

    /// The hint of `rule` alone, under a heading naming its file; the whole HINT.md when it has
    /// no section for the rule (a file edited, or older than the check program).
    func hint(for rule: CheckRule, of stage: Exercise) -> [String] {
        let file = "\(stage.folder)/HINT.md"
        let hint = hint(of: stage)
        let text: String
        let heading: String
        if let own = hint.hint(for: rule.title), !own.isEmpty {
            (heading, text) = ("Hint for rule \(rule.number) (\(file)):", own)
        } else {
            let whole = (try? String(contentsOf: url(file), encoding: .utf8)) ?? ""
            guard !whole.isEmpty else { return [] }
            (heading, text) = ("Hint (\(file), which has none for this rule):", whole.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return [heading] + lines(of: text).map { $0.isEmpty ? "" : "    \($0)" }
    }

    /// Who the failure belongs to, in one line.
    func blame(_ program: LibraryProgram, checking stage: Exercise?) -> String {
        let folder = program.expectedFile.split(separator: "/").dropLast().joined(separator: "/")
        switch program.kind {
        case .stage(let name):
            if let stage, stage.stageName == name {
                return "Its check program's output is not its expected.txt (\(folder)/):"
            }
            let named = "\(name.chapter).\(name.number)"
            // A practice stage may have been skipped rather than broken: catch-up fills it.
            if let earlier = libraryStages().first(where: { $0.stageName == name }), isPracticeStage(earlier) {
                return "Chapter \(name.chapter)'s stage \(named), a practice stage, does not pass: its output is not its "
                    + "expected.txt (\(folder)/). Write it (make check EX=\(named)), or let make catch-up EX=\(named) "
                    + "write the course's pieces for it:"
            }
            return "Chapter \(name.chapter)'s stage \(named) no longer passes: its output is not "
                + "its expected.txt (\(folder)/; make check EX=\(named) checks the stages up to there):"
        case .milestone(let chapter, let name):
            return "Milestone \(name) (a program written for RxSwift, run on your library from chapter \(chapter) on: "
                + "\(program.sources[0])) does not print what RxSwift 6.10.2 printed (its expected.txt):"
        }
    }

    /// The program, named for a message about it.
    func programDescription(_ program: LibraryProgram) -> String {
        switch program.kind {
        case .stage(let name): "Stage \(name.chapter).\(name.number)'s check program (\(program.sources.joined(separator: ", ")))"
        case .milestone(let chapter, let name): "Milestone \(name) (chapter \(chapter)'s; \(program.sources[0]))"
        }
    }

    /// A crash report names the library's files by module (`MyRx/Event.swift:15`): name them by
    /// path, as the learner's editor does. A path that ends so already (a backtrace's
    /// `Sources/MyRx/Event.swift:15`) is left as it is. Most outputs name none and are passed
    /// through as they are (a replacement per library file on every output was a third of a
    /// warm check's time).
    func namingLibraryFiles(_ output: String, _ sources: [String]) -> String {
        guard output.contains("MyRx/") || output.contains("MyRxTest/") else { return output }
        var pathOf: [Substring: String] = [:]
        for source in sources { pathOf[source.split(separator: "/").last ?? source[...]] = source }
        var named = ""
        var rest = output[...]
        // Either module's name: MyRx's, or its RxTest's (`MyRxTest/Recorded.swift:12`).
        func nextModule(_ text: Substring) -> Range<Substring.Index>? {
            [text.range(of: "MyRx/"), text.range(of: "MyRxTest/")].compactMap { $0 }.min { $0.lowerBound < $1.lowerBound }
        }
        while let found = nextModule(rest) {
            named += rest[..<found.lowerBound]
            let after = rest[found.upperBound...]
            let name = after.prefix { $0 != ":" && $0 != "/" && !$0.isWhitespace }
            // The module's name starts a word; inside a path, it is a folder's name.
            let startsWord = named.last.map { !($0.isLetter || $0.isNumber || "/_.-".contains($0)) } ?? true
            if startsWord, let path = pathOf[name], after.dropFirst(name.count).first == ":" {
                named += path
                rest = after.dropFirst(name.count)
            } else {
                named += rest[found]
                rest = after
            }
        }
        return named + rest
    }

    // MARK: Building

    /// The work folder of `variant`'s build.
    func libraryBuildFolder(_ variant: LibraryVariant) -> URL {
        let library = work.appendingPathComponent("library")
        switch variant {
        case .learner: return library.appendingPathComponent("learner")
        case .reference(let name): return library.appendingPathComponent("reference-\(name.chapter).\(name.number)")
        // One folder for all of a stage's mutants: each differs from the last in a file or two,
        // which is all an incremental build compiles again.
        case .mutant(let name, _): return library.appendingPathComponent("mutants-\(name.chapter).\(name.number)")
        }
    }

    /// Builds `checks` for `programs` on `variant`'s library, reusing whatever is unchanged.
    public func buildChecks(_ programs: [LibraryProgram], variant: LibraryVariant) -> ChecksBuild {
        buildChecks(programs, variant: variant, firstAloneIfNew: false).checks
    }

    /// With `firstAloneIfNew`: when the first program's object and others' must be compiled,
    /// `checks-first`, with the first program alone (the others not compiled yet), and
    /// `firstAlone` true; else `checks` with them all.
    func buildChecks(_ programs: [LibraryProgram], variant: LibraryVariant, firstAloneIfNew: Bool)
        -> (checks: ChecksBuild, firstAlone: Bool)
    {
        func stopped(_ outcome: ExerciseOutcome) -> (checks: ChecksBuild, firstAlone: Bool) { (.problem(outcome), false) }
        guard let swiftc = Self.compiler() else {
            return stopped(.cannotCheck("No Swift compiler found: put swiftc on your PATH, or set SWIFTC to its path."))
        }
        for program in programs {
            for file in program.sources + [program.expectedFile] where !FileManager.default.fileExists(atPath: url(file).path) {
                if case .milestone(let chapter, let name) = program.kind {
                    return stopped(.cannotCheck(
                        "Chapter \(chapter)'s milestones.txt names \(name), but \(file) is missing."))
                }
                return stopped(.cannotCheck("\(file) is missing: restore it with `git checkout -- \(file)`."))
            }
        }
        let folder = libraryBuildFolder(variant)
        // The programs' objects: the learner's in a folder of their own, where those made for an
        // older interface are deleted; the reference's and the mutants' shared (in a test run,
        // a mutant whose interface is the reference's reuses them).
        let isLearner = if case .learner = variant { true } else { false }
        let objects = isLearner ? folder.appendingPathComponent("objects") : work.appendingPathComponent("library/objects")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
        } catch {
            return stopped(.cannotCheck("Cannot write to \(folder.path): \(error.localizedDescription)"))
        }
        let placed = placedLibrarySources(variant)
        var sources = placed.map(\.source)
        let isMutant = if case .mutant = variant { true } else { false }
        let incremental = isLearner || isMutant
        if case .mutant(let stage, let slug) = variant, !sources.isEmpty {
            let mutated: [String: String]
            do {
                mutated = try mutatedFiles(sources, stage: stage, slug: slug)
            } catch {
                return stopped(.cannotCheck("The mutant does not apply: \(error)"))
            }
            sources = materialize(
                sources, replacing: mutated, in: folder.appendingPathComponent("sources"),
                objects: ["incremental", "incremental-test"].map { folder.appendingPathComponent($0) })
        }
        // The library's files and its RxTest's, each module's in path order.
        let isTestFile = placed.map { $0.place.hasPrefix(learnerTestFolder + "/") }
        let testSources = zip(sources, isTestFile).filter(\.1).map(\.0)
        sources = zip(sources, isTestFile).filter { !$0.1 }.map(\.0)
        if sources.isEmpty {
            return stopped(.cannotCheck(
                "\(learnerLibraryFolder)/ has no Swift files: restore it with `git checkout -- \(learnerLibraryFolder)`."))
        }
        // 1. The library. The learner's is compiled file by file (`-incremental`), so an edit
        // recompiles the files it touches and not the rest, and so are a stage's mutants, each
        // a file or two away from the last; a reference, built once, in one frontend (`-wmo`),
        // which is quicker for a library compiled from nothing.
        let library = compileModule(
            "MyRx", sources, swiftc: swiftc, in: folder, objectsFolder: "incremental", incremental: incremental)
        if let problem = library.problem { return stopped(problem) }
        // 2. The learner's RxTest, when a program imports it: against the library's public
        // interface, compiled again when that changes other than by growing.
        let libraryInterface = (try? String(contentsOf: publicInterface(of: "MyRx", in: folder), encoding: .utf8)) ?? ""
        let (interface, grown) = programsInterface(libraryInterface, keptIn: folder.appendingPathComponent("programs-MyRx.swiftinterface"))
        var testObjects: [URL] = []
        var testInterface = interface
        var testGrown = false
        let usingTest = programs.map(usesTestModule)
        if usingTest.contains(true) {
            if testSources.isEmpty {
                return stopped(.cannotCheck(
                    "\(learnerTestFolder)/ has no Swift files: restore it with `git checkout -- \(learnerTestFolder)`."))
            }
            let test = compileModule(
                "MyRxTest", testSources, swiftc: swiftc, in: folder, objectsFolder: "incremental-test",
                incremental: incremental, importing: interface)
            if let problem = test.problem { return stopped(problem) }
            testObjects = test.objects
            let testModuleInterface = (try? String(contentsOf: publicInterface(of: "MyRxTest", in: folder), encoding: .utf8)) ?? ""
            (testInterface, testGrown) = programsInterface(
                libraryInterface + "\n// MyRxTest\n" + testModuleInterface,
                keptIn: folder.appendingPathComponent("programs-MyRx+MyRxTest.swiftinterface"))
        }
        // 3. Each unit of programs (`units`: a program alone, or a group in one module), against
        // the interfaces it imports: an object reused while they and the programs' files are the
        // same.
        var units = units(of: programs)
        var unitObjects: [URL] = []
        var compiles: [Compile?] = []
        for unit in units {
            let usesTest = unit.programs.contains { usingTest[programs.firstIndex(of: $0)!] }
            let madeFor = usesTest ? testInterface : interface
            let object = objects.appendingPathComponent("\(unit.label)-\(madeFor).o")
            var arguments = common + ["-wmo", "-I", folder.path]
            if !unit.isGroup, case .milestone = unit.programs[0].kind {
                arguments += ["-module-alias", "MiniRx=MyRx"]
                if usesTest { arguments += ["-module-alias", "MiniRxTest=MyRxTest"] }
            }
            // A group compiles its programs wrapped (`wrappedSource`), files written only when it
            // is compiled: its key is made of the programs' own files, and of the wrapping's
            // version, in the support file's name.
            let inputs = unit.programs.flatMap(\.sources)
            var wrapped: [(path: String, text: () -> String)] = []
            if unit.isGroup {
                let folder = folder.appendingPathComponent("wrapped/\(unit.label)")
                wrapped = [(folder.appendingPathComponent("check-support-\(wrappingVersion).swift").path, { groupSupportSource })]
                for program in unit.programs {
                    wrapped.append(
                        (folder.appendingPathComponent("\(program.label).swift").path,
                         { wrappedSource(of: program, entry: entryPoint(program)) }))
                }
                // A program's warnings are the course's to mend, not the learner's; and in one
                // module, programs all named main.swift make `#sourceLocation` warn of their `#fileID`.
                arguments += ["-parse-as-library", "-suppress-warnings", "-module-name", moduleName(unit.label), "-c"]
                arguments += wrapped.map(\.path)
            } else {
                let program = unit.programs[0]
                arguments += [
                    "-module-name", moduleName(program.label),
                    "-Xfrontend", "-entry-point-function-name", "-Xfrontend", entryPoint(program), "-c",
                ]
                arguments += inputs
            }
            arguments += ["-o", object.path]
            let needed = compile(
                swiftc, arguments, inputs: inputs, outputs: [object],
                key: objects.appendingPathComponent("\(unit.label)-\(madeFor).inputs"), ignoring: folder.path)
            if needed != nil, let first = wrapped.first {
                try? FileManager.default.createDirectory(
                    at: URL(fileURLWithPath: first.path).deletingLastPathComponent(), withIntermediateDirectories: true)
                for file in wrapped { try? file.text().write(toFile: file.path, atomically: true, encoding: .utf8) }
            }
            compiles.append(needed)
            unitObjects.append(object)
        }
        let programsToCheck = programs
        var programs = programs
        let firstAlone = firstAloneIfNew && compiles[0] != nil && compiles.dropFirst().contains { $0 != nil }
        if firstAlone {
            programs = units[0].programs
            units = [units[0]]
            compiles = [compiles[0]]
            unitObjects = [unitObjects[0]]
        }
        // Those to compile (all of them on a new machine, or after a change to the library's
        // public interface other than an addition), at once.
        let pending = compiles.compactMap { $0 }
        if announcesLongBuilds, isLearner, pending.count >= 4 {
            print(
                "Compiling \(pending.count) units of check programs against your library (the first time, or after a "
                    + "change to its public declarations)…")
            fflush(nil)
        }
        var runs = run(pending).makeIterator()
        for (unit, compile) in zip(units, compiles) {
            guard let compile else { continue }
            // Compiles start in order and stop after one fails: a compile that has no run, and
            // no failure before it, is one the compiler could not be started for.
            guard let run = runs.next() ?? nil else { return stopped(.cannotCheck("Could not run \(swiftc.path).")) }
            if let problem = finish(compile, run) {
                if case .doesNotCompile(let messages) = problem {
                    // In a group, the first of its programs the messages name.
                    let errorLines = lines(of: messages).filter { $0.contains(": error: ") }
                    let program =
                        unit.programs.first { program in errorLines.contains { $0.hasPrefix("\(program.sources[0]):") } }
                        ?? unit.programs[0]
                    return stopped(.doesNotCompile(
                        "\(programDescription(program)) does not compile against your library: a type or signature in "
                            + "\(learnerLibraryFolder)/ is not what it uses.\n" + messages))
                }
                return stopped(problem)
            }
        }
        if isLearner, !firstAlone { deleteOlderObjects(of: units.map(\.label), in: objects, keeping: [interface, testInterface]) }
        // 4. The dispatcher and one link.
        let name = firstAlone ? "checks-first" : "checks"
        let dispatcher = folder.appendingPathComponent("\(name)-main.swift")
        let text = dispatcherSource(programs)
        if (try? String(contentsOf: dispatcher, encoding: .utf8)) != text {
            try? text.write(to: dispatcher, atomically: true, encoding: .utf8)
        }
        // The dispatcher is compiled on its own: it changes only with the programs' list, while
        // the link runs after every edit of the library.
        let dispatcherObject = folder.appendingPathComponent("\(name)-main.o")
        if let problem = compileIfChanged(
            swiftc, common + ["-module-name", "Checks", "-c", dispatcher.path, "-o", dispatcherObject.path],
            inputs: [dispatcher.path], outputs: [dispatcherObject], key: folder.appendingPathComponent("\(name)-main.inputs"))
        {
            return stopped(problem)
        }
        let checks = folder.appendingPathComponent(name)
        let linked = [dispatcherObject] + library.objects + testObjects + unitObjects
        if let problem = compileIfChanged(
            swiftc, common + linker(swiftc) + linked.map(\.path) + ["-o", checks.path], inputs: linked.map(\.path),
            outputs: [checks], key: folder.appendingPathComponent("\(name).inputs"))
        {
            // Programs compiled before the interface grew should link: if they do not, the
            // interface changed in a way `interface(_:grewInto:)` missed. Compile them again.
            if grown || testGrown {
                for kept in ["programs-MyRx.swiftinterface", "programs-MyRx+MyRxTest.swiftinterface"] {
                    try? FileManager.default.removeItem(at: folder.appendingPathComponent(kept))
                }
                return buildChecks(programsToCheck, variant: variant, firstAloneIfNew: firstAloneIfNew)
            }
            return stopped(problem)
        }
        return (.built(checks), firstAlone)
    }

    /// Compiles module `name` (`MyRx`, or `MyRxTest`, which imports it) from `sources` into
    /// `folder`, with its `.swiftmodule` there, unless nothing changed since. `incremental`: file by
    /// file (`-incremental`), each object in `folder/objectsFolder`, so an edit recompiles the
    /// files it touches, and the module emitted apart, only when a file's declarations changed
    /// (`declarationSkeleton`); else in one frontend (`-wmo`), quicker for a module compiled once.
    /// Line tables (`-gline-tables-only`) let a crash's backtrace name the file and line; full `-g`
    /// would add a job wrapping the module into the `-wmo` object. `importing`: the fingerprint
    /// of the interface of the module it imports; when it changes, every file is compiled again.
    func compileModule(
        _ name: String, _ sources: [String], swiftc: URL, in folder: URL, objectsFolder: String, incremental: Bool,
        importing: String = ""
    ) -> (objects: [URL], module: URL, problem: ExerciseOutcome?) {
        let module = folder.appendingPathComponent("\(name).swiftmodule")
        let interface = publicInterface(of: name, in: folder)
        let objects: [URL]
        // Library evolution: a program compiled against the module's public interface keeps
        // working with any build of it whose public interface is the same, or has only grown
        // (`programsInterface`): a private helper, a stored property or a sink class added
        // leaves every program as it was compiled.
        // The interface is only read to tell whether it changed: the driver need not check that it
        // compiles (it runs a compiler on it after every build, for nothing here).
        let emitting = [
            "-enable-library-evolution", "-parse-as-library", "-module-name", name, "-emit-module", "-emit-module-path",
            module.path, "-emit-module-interface-path", interface.path, "-no-verify-emitted-module-interface",
        ]
        let imports = importing.isEmpty ? [] : ["-I", folder.path]
        let arguments = common + ["-gline-tables-only"] + imports
        var problem: ExerciseOutcome?
        if incremental {
            let objectsFolder = folder.appendingPathComponent(objectsFolder)
            try? FileManager.default.createDirectory(at: objectsFolder, withIntermediateDirectories: true)
            objects = sources.map { source in
                objectsFolder.appendingPathComponent(String(fileName(source).dropLast(".swift".count)) + ".o")
            }
            let map = objectsFolder.appendingPathComponent("output-file-map.json")
            var entries: [String: [String: String]] = ["": ["swift-dependencies": objectsFolder.appendingPathComponent("\(name).swiftdeps").path]]
            for (source, object) in zip(sources, objects) {
                entries[source] = [
                    "object": object.path,
                    "swift-dependencies": object.deletingPathExtension().appendingPathExtension("swiftdeps").path,
                ]
            }
            if let data = try? JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys]),
                (try? Data(contentsOf: map)) != data
            {
                try? data.write(to: map)
            }
            // The objects, file by file. The driver is never asked for the module here: it
            // would emit it after every edit (most of an edit's time), and asked only sometimes,
            // it would compile every file again each time the request changes.
            let objectsCompile = compile(
                swiftc,
                arguments + [
                    "-enable-library-evolution", "-incremental", "-enable-batch-mode", "-j",
                    String(max(1, ProcessInfo.processInfo.activeProcessorCount)), "-parse-as-library", "-module-name", name,
                    "-output-file-map", map.path, "-c",
                ] + sources, inputs: sources, outputs: objects, key: folder.appendingPathComponent("\(name).inputs"),
                incremental: true, importing: importing)
            // The module, in one frontend that skips function bodies, when the files' declarations
            // changed: an edit inside a body leaves the interface as it was.
            var declarations = FNV1a()
            for source in sources {
                declarations.add(source)
                declarations.add(skeletonFingerprint(of: source, keptIn: objectsFolder))
            }
            KeptSkeletons.shared.save(in: objectsFolder)
            let moduleCompile = compile(
                swiftc, common + emitting + imports + ["-wmo", "-experimental-skip-non-inlinable-function-bodies"] + sources,
                inputs: [], outputs: [module, interface], key: folder.appendingPathComponent("\(name)-module.inputs"),
                importing: importing + declarations.hex)
            // Both at once; the objects' messages first, the module's repeat them.
            let pending = [objectsCompile, moduleCompile].compactMap { $0 }
            for (compile, run) in zip(pending, run(pending)) {
                problem = finish(compile, run)
                if problem != nil { break }
            }
        } else {
            objects = [folder.appendingPathComponent("\(name).o")]
            problem = compileIfChanged(
                swiftc, arguments + emitting + ["-wmo", "-c"] + sources + ["-o", objects[0].path], inputs: sources,
                outputs: objects + [module, interface], key: folder.appendingPathComponent("\(name).inputs"),
                importing: importing)
        }
        if case .doesNotCompile(let messages) = problem {
            problem = .doesNotCompile("Your library (\(learnerLibraryFolder)/) does not compile:\n" + messages)
        }
        return (objects, module, problem)
    }

    /// The fingerprint of `source`'s declaration skeleton (its contents' when it has none),
    /// worked out again only when its contents changed since the last build in `folder`.
    func skeletonFingerprint(of source: String, keptIn folder: URL) -> String {
        let contents = FileFingerprints.shared.fingerprint(of: url(source).path)
        let kept = KeptSkeletons.shared.fingerprints(in: folder)
        if let known = kept[source], known.contents == contents { return known.skeleton }
        let text = (try? String(contentsOf: url(source), encoding: .utf8)) ?? ""
        var hash = FNV1a()
        hash.add(declarationSkeleton(of: text) ?? "\u{0}" + text)
        KeptSkeletons.shared.set(source, (contents, hash.hex), in: folder)
        return hash.hex
    }

    /// A fingerprint of `files`' contents (a module's interface: its `.swiftmodule`, which an edit
    /// inside a function body leaves as it was); "" for a file missing.
    func fingerprint(of files: [URL]) -> String {
        var hash = FNV1a()
        for file in files {
            guard let data = try? Data(contentsOf: file) else { return "" }
            hash.add(data)
        }
        return hash.hex
    }

    /// Copies `sources` into `folder` under their own names (those named in `replacing` with
    /// the text given there instead), writing only those whose contents changed (an unchanged
    /// file keeps its modification time, so an incremental build skips it) and deleting the
    /// others; returns the copies' paths. For mutants: one folder serves them all, so each builds
    /// on the last. A rewritten file's object in `objects` is deleted: files rewritten a moment
    /// apart can look unchanged to the driver's incremental build (seen: the reference's
    /// Map.swift, written back after a mutant's, was not compiled again). `objects`: the folders
    /// of the modules' objects, the library's and its RxTest's.
    func materialize(_ sources: [String], replacing: [String: String] = [:], in folder: URL, objects: [URL]) -> [String] {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var kept = Set<String>()
        let copies = sources.map { source -> String in
            let name = String(source.split(separator: "/").last!)
            let copy = folder.appendingPathComponent(name)
            let text = replacing[name].map { Data($0.utf8) } ?? (try? Data(contentsOf: url(source))) ?? Data()
            if (try? Data(contentsOf: copy)) != text {
                try? text.write(to: copy)
                for folder in objects {
                    try? FileManager.default.removeItem(
                        at: folder.appendingPathComponent(String(name.dropLast(".swift".count)) + ".o"))
                }
            }
            kept.insert(name)
            return copy.path
        }
        for name in files(folder) where !kept.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        return copies
    }

    /// Deletes the objects of the units `labels` made for other interfaces than `interfaces` (the library's, and
    /// the library's with its RxTest's) and the two compiled most recently before them: a
    /// declaration added and taken out again (a helper tried, then dropped) finds its programs
    /// compiled still. The folder is read once.
    func deleteOlderObjects(of labels: [String], in objects: URL, keeping interfaces: Set<String>) {
        // `<label>-<interface>.o` and `.inputs`: the interface each file was made for.
        var interfaceOf: [String: Substring] = [:]
        var lastCompiled: [Substring: Double] = [:]
        for name in files(objects) {
            for label in labels where name.hasPrefix(label + "-") {
                let madeFor = name.dropFirst(label.count + 1).prefix { $0 != "." }
                interfaceOf[name] = madeFor
                let time = modificationTime(objects.appendingPathComponent(name)) ?? 0
                lastCompiled[madeFor] = max(lastCompiled[madeFor] ?? 0, time)
            }
        }
        let earlier = lastCompiled.keys.filter { !interfaces.contains(String($0)) }.sorted { lastCompiled[$0]! > lastCompiled[$1]! }
        let kept = Set(interfaces.map { Substring($0) } + earlier.prefix(2))
        for (name, madeFor) in interfaceOf where !kept.contains(madeFor) {
            try? FileManager.default.removeItem(at: objects.appendingPathComponent(name))
        }
    }

    /// Flags every compile of a library check shares. Never a sanitizer, even under `make
    /// test-asan`: the checks compile their library from source, linking nothing sanitized, and
    /// the sanitizer would replace the crash reports they read (it trips over Swift's own
    /// backtracer as it reads a crashed program's stack).
    private var common: [String] {
        ["-swift-version", "6", "-Onone", "-module-cache-path", work.appendingPathComponent("ModuleCache").path]
    }

    /// lld, where the toolchain has it: it links in a fraction of gold's time.
    private func linker(_ swiftc: URL) -> [String] {
        #if os(Linux)
            FileManager.default.isExecutableFile(atPath: swiftc.deletingLastPathComponent().appendingPathComponent("ld.lld").path)
                ? ["-use-ld=lld"] : []
        #else
            []
        #endif
    }

    /// A module name of the program's own, so that its globals never clash with another's.
    func moduleName(_ label: String) -> String {
        "Check_" + label.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    func entryPoint(_ program: LibraryProgram) -> String {
        moduleName(program.label).lowercased() + "_main"
    }

    /// The `checks` program's own main. `checks SECONDS PROGRAM…` runs the programs named, one
    /// after another, each in a process of its own: on Linux a fork of this one, which has its
    /// libraries loaded already (a new process spends most of a check program's time loading
    /// Foundation); elsewhere (macOS's Foundation must not be used after a fork) this executable
    /// again, for that program alone. After each it writes `endOfProgram`, the program's name
    /// and its wait status to standard output and error, and it stops after one that did not
    /// exit with 0: whatever came after it cannot be the first failure. A program still running
    /// after SECONDS is stopped with SIGALRM.
    func dispatcherSource(_ programs: [LibraryProgram]) -> String {
        var text = """
            // Written by the course's checker: `checks SECONDS PROGRAM…` runs the check programs
            // named, each in a process of its own, and says after each how it ended.
            #if canImport(Glibc)
                import Glibc
            #elseif canImport(Darwin)
                import Darwin
                import Foundation
            #endif


            """
        for program in programs {
            text += """
                @_silgen_name("\(entryPoint(program))")
                func \(entryPoint(program))(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

                """
        }
        text += "\nlet programs: [String: Entry] = [\n"
        for program in programs {
            text += "    \"\(program.label)\": \(entryPoint(program)),\n"
        }
        text += #"""
            ]

            typealias Entry = @Sendable (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32

            /// Runs a program in this process, stopped by SIGALRM after `seconds`.
            func run(_ entry: Entry, seconds: Double) -> Never {
                var timer = itimerval()
                timer.it_value.tv_sec = .init(seconds)
                timer.it_value.tv_usec = .init((seconds - seconds.rounded(.down)) * 1_000_000)
                #if os(Linux)
                    setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &timer, nil)
                #else
                    setitimer(ITIMER_REAL, &timer, nil)
                #endif
                exit(entry(CommandLine.argc, CommandLine.unsafeArgv))
            }

            /// Starts program `name` in a process of its own.
            func start(_ name: String, _ entry: Entry, seconds: Double) -> pid_t {
                #if os(Linux)
                    let pid = fork()
                    if pid == 0 { run(entry, seconds: seconds) }
                    return pid
                #else
                    let words: [String] = [CommandLine.arguments[0], "--alone", String(seconds), name]
                    let arguments = words.map { strdup($0) } + [nil]
                    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
                    var pid: pid_t = 0
                    let result = posix_spawn(&pid, CommandLine.arguments[0], nil, nil, arguments, environment)
                    return result == 0 ? pid : -1
                #endif
            }

            func say(_ text: String) {
                for descriptor: Int32 in [1, 2] {
                    _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
                }
            }

            let arguments = Array(CommandLine.arguments.dropFirst())
            // `checks --alone SECONDS PROGRAM`: how `start` runs a program where it cannot fork.
            if arguments.count == 3, arguments[0] == "--alone", let seconds = Double(arguments[1]), programs[arguments[2]] != nil {
                run(programs[arguments[2]]!, seconds: seconds)
            }
            guard let seconds = arguments.first.flatMap(Double.init), seconds > 0, arguments.count > 1,
                arguments.dropFirst().allSatisfy({ programs[$0] != nil })
            else {
                say("usage: checks SECONDS PROGRAM…, each PROGRAM one of: \(programs.keys.sorted().joined(separator: " "))\n")
                exit(2)
            }
            for name in arguments.dropFirst() {
                let pid = start(name, programs[name]!, seconds: seconds)
                var status: Int32 = 0
                if pid < 0 {
                    status = 127 << 8
                } else {
                    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                }
                say("\u{1E}check program ended: \(name) \(status)\n")
                if status != 0 { exit(0) }
            }

            """#
        return text
    }

    /// A compile to run: `outputs` are missing, or were made from other arguments or inputs.
    struct Compile {
        var swiftc: URL
        var arguments: [String]
        var outputs: [URL]
        /// Where the fingerprint of the arguments and inputs is kept once the outputs are made.
        var keyFile: URL
        var key: String
        /// An incremental build's inputs, each with its own fingerprint, kept beside `keyFile`
        /// once the outputs are made (`filesFile`).
        var files: String? = nil
    }

    /// Where an incremental build keeps the fingerprint of each input it was made from.
    func filesFile(_ keyFile: URL) -> URL { keyFile.appendingPathExtension("files") }

    /// The compile that makes `outputs`, unless they exist and were made from the same arguments
    /// and the same contents of `inputs` (`key` remembers them): then nil. `ignoring` is left
    /// out of the arguments' fingerprint (a build folder whose name varies). An `incremental`
    /// build keeps its outputs, for the compiler reuses those still up to date; any other
    /// build's are deleted first. `importing` is the fingerprint of a module the inputs import
    /// (MyRx's interface, for MyRxTest): when it changes, an incremental build compiles every
    /// input again.
    func compile(
        _ swiftc: URL, _ arguments: [String], inputs: [String], outputs: [URL], key keyFile: URL, ignoring: String? = nil,
        incremental: Bool = false, importing: String = ""
    ) -> Compile? {
        var hash = FNV1a()
        for argument in [swiftc.path] + arguments {
            hash.add(ignoring.map { argument.replacingOccurrences(of: $0, with: "") } ?? argument)
        }
        hash.add(importing)
        var files: [String] = []
        for input in inputs {
            let contents = FileFingerprints.shared.fingerprint(of: url(input).path)
            hash.add(contents)
            var own = FNV1a()
            own.add(contents)
            // An input is as made only against the same imported interface.
            own.add(importing)
            files.append("\(own.hex) \(input)")
        }
        let key = hash.hex
        if outputs.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }),
            (try? String(contentsOf: keyFile, encoding: .utf8)) == key
        {
            return nil
        }
        if incremental {
            // The compiler tells a changed file by its time, which can miss a file saved again
            // within the time it tells apart: an input whose contents changed since the last
            // build loses its object (they come first in `outputs`, one per input, in order), so
            // it is compiled again whatever its time says.
            let made = Set(lines(of: (try? String(contentsOf: filesFile(keyFile), encoding: .utf8)) ?? "").map(String.init))
            if outputs.count >= inputs.count {
                for (index, file) in files.enumerated() where !made.contains(file) {
                    try? FileManager.default.removeItem(at: outputs[index])
                }
            }
        } else {
            for output in outputs { try? FileManager.default.removeItem(at: output) }
        }
        try? FileManager.default.removeItem(at: keyFile)
        return Compile(
            swiftc: swiftc, arguments: arguments, outputs: outputs, keyFile: keyFile, key: key,
            files: incremental ? files.map { $0 + "\n" }.joined() : nil)
    }

    /// Runs `swiftc` unless its outputs are up to date (`compile(…)`); nil when they are there.
    func compileIfChanged(
        _ swiftc: URL, _ arguments: [String], inputs: [String], outputs: [URL], key keyFile: URL, ignoring: String? = nil,
        incremental: Bool = false, importing: String = ""
    ) -> ExerciseOutcome? {
        guard
            let compile = compile(
                swiftc, arguments, inputs: inputs, outputs: outputs, key: keyFile, ignoring: ignoring, incremental: incremental,
                importing: importing)
        else { return nil }
        return finish(compile, run(compile))
    }

    /// Runs a compile from the package root with relative paths, so that the messages name the
    /// files as the learner sees them; nil if the compiler could not be run.
    func run(_ compile: Compile) -> ProgramRun? {
        try? runProgram(compile.swiftc, arguments: compile.arguments, in: root, limits: .tool, capture: .pipe)
    }

    /// Runs `compiles` two or more at a time (one per processor), in order, none started after
    /// one has failed: a library whose interface breaks every program is reported at once. No
    /// run for a compile never started.
    func run(_ compiles: [Compile]) -> [ProgramRun?] {
        let jobs = compiles.map { (executable: $0.swiftc, arguments: $0.arguments) }
        let atOnce = max(2, ProcessInfo.processInfo.activeProcessorCount)
        return (try? runTools(jobs, atOnce: atOnce, in: root, stopAtFailure: true)) ?? compiles.map { _ in nil }
    }

    /// After a compile's `run`: nil when its outputs were made (their fingerprint is kept), else
    /// what went wrong, with the compiler's messages.
    func finish(_ compile: Compile, _ run: ProgramRun?) -> ExerciseOutcome? {
        guard let run else { return .cannotCheck("Could not run \(compile.swiftc.path).") }
        if run.failure == nil, compile.outputs.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) {
            try? compile.key.write(to: compile.keyFile, atomically: true, encoding: .utf8)
            try? compile.files?.write(to: filesFile(compile.keyFile), atomically: true, encoding: .utf8)
            return nil
        }
        if run.stop != nil {
            return .cannotCheck("The compiler \(run.failure ?? "was stopped"). Is the machine very busy? Try again.")
        }
        // The driver's own closing line for each failed job says nothing the messages above it
        // do not; an incremental build's module job may repeat a message its compile job gave.
        // Library evolution warns, in each file importing Foundation, that Foundation was not
        // built with it: true, and nothing a learner can act on.
        var seen = Set<Substring>()
        var dropped = false
        let messages = lines(of: run.output).filter { line in
            if line.hasPrefix("error: emit-module command failed") || line.hasPrefix("error: compile command failed") {
                return false
            }
            // A message starts at a `file:line:column: error:` line and runs to the next one.
            if line.first?.isWhitespace == false, line.contains(": error: ") || line.contains(": warning: ") {
                dropped = !seen.insert(line).inserted || line.contains("was not compiled with library evolution support")
            }
            return !dropped
        }
        return .doesNotCompile(compilerMessages(messages.joined(separator: "\n")))
    }

    // MARK: Remembering

    /// A fingerprint of everything a library stage's check depends on: the learner's library,
    /// and every program it runs with its expected file. Needs no build.
    func libraryInputsKey(_ stage: Exercise) -> String? {
        var hash = FNV1a()
        hash.add(FileFingerprints.shared.libraryFingerprint {
            var library = FNV1a()
            for file in librarySources(.learner) {
                library.add(file)
                library.add(FileFingerprints.shared.fingerprint(of: url(file).path))
            }
            return library.hex
        })
        for file in programs(checking: stage).flatMap({ $0.sources + [$0.expectedFile] }) {
            hash.add(file)
            hash.add(FileFingerprints.shared.fingerprint(of: url(file).path))
        }
        return hash.hex
    }
}

// MARK: Catching up

/// The first line of a practice stage's `library.txt`: a stage that exercises what its chapter
/// taught (the small operators), which `make catch-up` fills for a learner who skips it.
public let practiceStageMarker = "# practice:"

/// How far the learner's files of a library stage are, as far as is known without compiling:
/// from the files themselves (a `TODO(N.K)` left) and from what the checks said of the stage's
/// own program, with the stage's files as they were then (`rememberStageVerdicts`).
public enum StageProgress: Sendable, Equatable {
    /// Its check program passed with the stage's files as they are now.
    case passed
    /// Its check program passed, and a file of the stage changed since; not checked again.
    case changedSincePass
    /// No file of the stage holds its `TODO(N.K)`, and no check has said anything of it (or
    /// what it said is forgotten: a build folder deleted, a stage written by a catch-up).
    case unchecked
    /// The last check that ran its program, or compiled its files, failed.
    case failed
    /// A file of the stage still holds its `TODO(N.K)` (and its check has not passed with it).
    case holdsTODO

    /// Whether the files may be the learner's finished work: a catch-up to a chapter keeps them
    /// (only `OVERWRITE=1` replaces them). What a catch-up writes is what is not done.
    public var mayBeDone: Bool {
        switch self {
        case .passed, .changedSincePass, .unchecked: true
        case .failed, .holdsTODO: false
        }
    }
}

/// What a catch-up covers: every stage up to a chapter's (`make catch-up CH=8`), or one stage
/// (`make catch-up EX=5.4`).
public enum CatchUpScope: Sendable {
    case chapter(Int)
    case stage(Exercise)
}

/// What `make catch-up` did.
public struct CatchUpReport: Sendable {
    /// One stage the catch-up covered: how far the learner's files were, and whether the
    /// course's pieces were written in their place.
    public struct Stage: Sendable {
        public var stage: Exercise
        public var progress: StageProgress
        public var written: Bool
        /// Whether its files are now the course's pieces, as a catch-up writes them (written now,
        /// or by an earlier catch-up).
        public var isCourses = false
    }

    /// The stages covered, in course order.
    public var stages: [Stage] = []
    /// For one stage (`EX=N.K`) whose check passed with the learner's files: nothing was written,
    /// since only `OVERWRITE=1` replaces passing work.
    public var refused = false
    /// Files of `Sources/MyRx/` written (new or replaced), and those already the course's, by
    /// their path under it (`Observables/Map.swift`).
    public var written: [String] = []
    public var unchanged: [String] = []
    /// Files of the learner's that were replaced, each saved first in `backupFolder`.
    public var backedUp: [String] = []
    public var backupFolder: URL?
}

extension ExerciseChecker {
    /// Whether `stage` is a practice stage: its `library.txt` starts with `# practice:`.
    public func isPracticeStage(_ stage: Exercise) -> Bool {
        let text = (try? String(contentsOf: url("\(stage.folder)/library.txt"), encoding: .utf8)) ?? ""
        return lines(of: text).first?.trimmingCharacters(in: .whitespaces).hasPrefix(practiceStageMarker) ?? false
    }

    /// How far the learner's files of `stage` are (`StageProgress`). Reads files; compiles nothing.
    public func progress(of stage: Exercise) -> StageProgress {
        let verdict = stageVerdict(stage)
        let key = stageFilesKey(stage)
        if verdict?.passed == true && verdict?.filesKey == key { return .passed }
        // A pass remembered for the whole library as it is (`make exercises`' record) says the same.
        if FileManager.default.fileExists(atPath: resultFile(stage).path), lastResult(stage) == true { return .passed }
        if stageFilesHoldTODO(stage) { return .holdsTODO }
        switch verdict?.passed {
        case false?: return .failed
        case true?: return .changedSincePass
        case nil: return .unchecked
        }
    }

    /// Whether a file of `stage` in the learner's library still holds the stage's `TODO(N.K)`.
    func stageFilesHoldTODO(_ stage: Exercise) -> Bool {
        libraryFiles(of: stage).contains { file in
            (try? String(contentsOf: url(file.learnerPath), encoding: .utf8))?.contains("TODO(\(stage.name))") ?? false
        }
    }

    /// Writes into `Sources/MyRx/` the course's reference pieces of what the learner has not done:
    /// for a chapter, each stage up to its stages that is not done (`StageProgress.mayBeDone`), or
    /// every one with `overwrite`; for one stage, that stage, unless its check passed with the
    /// learner's files and `overwrite` is false (`refused`). A file missing from the library is
    /// written too, unless its stage passed without it. Each file goes to the path its
    /// `library.txt` gives (its folders made when missing), in the version of the last stage
    /// that writes it and is written now or may be done (`pieceVersion`). A file of the
    /// learner's it replaces, when it differs, is first copied to `backups/<name>/`, at the same
    /// path. Nothing else is touched.
    public func catchUp(_ scope: CatchUpScope, overwrite: Bool = false, backups: URL, name: String) throws -> CatchUpReport {
        let all = libraryStages()
        var progress: [String: StageProgress] = [:]
        for stage in all { progress[stage.name] = self.progress(of: stage) }
        let covered: [Exercise]
        switch scope {
        case .chapter(let chapter): covered = all.filter { $0.chapter <= chapter }
        case .stage(let stage): covered = [stage]
        }
        var report = CatchUpReport()
        let toWrite = covered.filter { stage in
            if overwrite { return true }
            if case .stage = scope { return progress[stage.name] != .passed }
            return !progress[stage.name]!.mayBeDone
        }
        let writing = Set(toWrite.map(\.name))
        report.stages = covered.map { .init(stage: $0, progress: progress[$0.name]!, written: writing.contains($0.name)) }
        if case .stage = scope, toWrite.isEmpty {
            report.refused = true
            return report
        }
        // Whether `later`'s work is in the library after this catch-up, for a file of `stage`:
        // written now, or left as the learner's.
        func present(for stage: Exercise) -> (Exercise) -> Bool {
            { later in writing.contains(later.name) || later.name == stage.name || progress[later.name]!.mayBeDone }
        }
        // Path under Sources/MyRx → the reference piece to write there.
        var pieces: [String: String] = [:]
        for stage in covered {
            for file in libraryFiles(of: stage) {
                let missing = !FileManager.default.fileExists(atPath: url(file.learnerPath).path)
                guard writing.contains(stage.name) || (missing && progress[stage.name] != .passed) else { continue }
                pieces[file.path] = pieceVersion(of: file, stages: all, present: present(for: stage))
            }
        }

        let backupFolder = backups.appendingPathComponent(name)
        for path in pieces.keys.sorted() {
            let reference = try Data(contentsOf: url(pieces[path]!))
            let target = url("\(learnerLibraryFolder)/\(path)")
            let yours = try? Data(contentsOf: target)
            if yours == reference {
                report.unchanged.append(path)
                continue
            }
            if let yours {
                let backup = backupFolder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
                try yours.write(to: backup)
                report.backedUp.append(path)
                report.backupFolder = backupFolder
            }
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try reference.write(to: target)
            report.written.append(path)
        }
        // What the checks said of these stages was said of other files.
        for stage in toWrite { forgetStageVerdict(stage) }
        for (index, covered) in report.stages.enumerated() {
            report.stages[index].isCourses = libraryFiles(of: covered.stage).allSatisfy { file in
                let piece = pieceVersion(of: file, stages: all, present: present(for: covered.stage))
                return piece.flatMap { try? Data(contentsOf: url($0)) } == (try? Data(contentsOf: url(file.learnerPath)))
            }
        }
        return report
    }

    /// The reference piece to write for `file`: the one of the last stage that lists it and is
    /// `present` (written now, or left as the learner's work). So a piece a later stage changes
    /// is written as the earlier stage leaves it (its reference keeps the later stage's
    /// `TODO(N.K)` lines and signatures) while the later stage is still to do, and as the later
    /// stage leaves it once that stage is the learner's too.
    func pieceVersion(of file: LibraryFile, stages: [Exercise], present: (Exercise) -> Bool) -> String? {
        stages.last { stage in present(stage) && libraryFiles(of: stage).contains { $0.path == file.path } }
            .map { "\($0.referencePiecesFolder)/\(file.name)" }
    }

    /// `catchUp(.chapter(chapter), …)`.
    public func catchUp(through chapter: Int, overwrite: Bool = false, backups: URL, name: String) throws -> CatchUpReport {
        try catchUp(.chapter(chapter), overwrite: overwrite, backups: backups, name: name)
    }

    // MARK: What the checks said of each stage

    /// `<work>/N.K/stage-verdict`: the fingerprint of the stage's files, then `passed` or
    /// `failed`: what the last check that ran the stage's program (or compiled its files) said.
    /// Unlike `make exercises`' record, it holds while other stages' files change, so that a
    /// catch-up knows the learner's finished stages however the library grew since.
    func stageVerdictFile(_ stage: Exercise) -> URL {
        work.appendingPathComponent("\(stage.name)/stage-verdict")
    }

    /// A fingerprint of the learner's files of `stage` (a missing file counts as one).
    func stageFilesKey(_ stage: Exercise) -> String {
        var hash = FNV1a()
        for file in libraryFiles(of: stage) {
            hash.add(file.path)
            hash.add(FileFingerprints.shared.fingerprint(of: url(file.learnerPath).path))
        }
        return hash.hex
    }

    func stageVerdict(_ stage: Exercise) -> (filesKey: String, passed: Bool)? {
        guard let text = try? String(contentsOf: stageVerdictFile(stage), encoding: .utf8) else { return nil }
        let parts = lines(of: text)
        guard parts.count == 2, parts[1] == "passed" || parts[1] == "failed" else { return nil }
        return (String(parts[0]), parts[1] == "passed")
    }

    func rememberStageVerdict(_ stage: Exercise, passed: Bool) {
        let file = stageVerdictFile(stage)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? "\(stageFilesKey(stage))\n\(passed ? "passed" : "failed")\n".write(to: file, atomically: true, encoding: .utf8)
    }

    func forgetStageVerdict(_ stage: Exercise) {
        try? FileManager.default.removeItem(at: stageVerdictFile(stage))
    }

    /// After a check of the learner's library: each stage whose program ran and printed what it
    /// must passed; the stage whose program failed, failed; on a compile error, each stage whose
    /// file (or check program) the compiler names failed. A milestone's failure, or a check that
    /// could not run, says nothing of any stage.
    func rememberStageVerdicts(_ programs: [LibraryProgram], outcome: ExerciseOutcome, failed: Int?) {
        let stages = libraryStages()
        func stage(of program: LibraryProgram) -> Exercise? {
            guard case .stage(let name) = program.kind else { return nil }
            return stages.first { $0.stageName == name }
        }
        switch outcome {
        case .passed:
            for program in programs { stage(of: program).map { rememberStageVerdict($0, passed: true) } }
        case .fails:
            guard let failed else { return }
            for program in programs[..<failed] { stage(of: program).map { rememberStageVerdict($0, passed: true) } }
            stage(of: programs[failed]).map { rememberStageVerdict($0, passed: false) }
        case .doesNotCompile(let messages):
            // `Sources/MyRx/Observables/Map.swift:12:5: error: …`: the file before the line number.
            let named = Set(lines(of: messages).compactMap { line -> String? in
                guard line.contains(": error: "), let swift = line.range(of: ".swift:") else { return nil }
                return String(line[..<swift.lowerBound]) + ".swift"
            })
            for stage in stages
            where libraryFiles(of: stage).contains(where: { named.contains($0.learnerPath) })
                || named.contains(where: { $0.hasPrefix(stage.folder + "/") })
            {
                rememberStageVerdict(stage, passed: false)
            }
        case .notStarted, .cannotCheck:
            return
        }
    }

    // MARK: Comparing

    /// `make compare EX=N.K`: for each file of the stage, the learner's beside MiniRx's, naming
    /// RxSwift's. `width` is the terminal's: two columns when it is wide enough, else one file
    /// after the other.
    public func comparison(of stage: Exercise, width: Int) -> String {
        var text: [String] = []
        for file in libraryFiles(of: stage) {
            let yours = file.learnerPath
            let theirs = file.miniRxPath
            text.append(String(repeating: "═", count: min(width, 100)))
            text.append("\(yours)  (yours)")
            text.append("\(theirs ?? "MiniRx has no such file")  (MiniRx's)")
            text.append("RxSwift 6.10.2: \(file.rxSwift ?? "no such file") (in RxSwift's repository, tag 6.10.2)")
            let left = lines(of: (try? String(contentsOf: url(yours), encoding: .utf8)) ?? "(missing)\n").map(String.init)
            let right = theirs.map { lines(of: (try? String(contentsOf: url($0), encoding: .utf8)) ?? "(missing)\n").map(String.init) } ?? []
            if width >= 120, !right.isEmpty {
                text += sideBySide(left, right, width: width, titles: ("yours", "MiniRx's"))
            } else {
                text.append("── yours ──")
                text += left
                if !right.isEmpty {
                    text.append("── MiniRx's ──")
                    text += right
                }
            }
        }
        return text.joined(separator: "\n")
    }
}

/// `Map.swift`: the last component of `path`.
func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
}

/// The Swift files in `folder` (a path from `root`) and in its folders, as paths from `root`, in
/// path order. Hidden files and folders (an editor's) are left out.
func swiftFiles(under root: URL, in folder: String) -> [String] {
    guard let walk = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
    var files: [String] = []
    while let path = walk.nextObject() as? String {
        if fileName(path).hasPrefix(".") {
            walk.skipDescendants()
        } else if path.hasSuffix(".swift") {
            files.append("\(folder)/\(path)")
        }
    }
    return files.sorted()
}

/// Two texts in two columns, aligned as a diff aligns them: a line both have on one row (`│`
/// between), a line only one has beside a blank (`<` yours only, `>` MiniRx's only). A line too
/// long for its column goes on over the next rows.
func sideBySide(_ left: [String], _ right: [String], width: Int, titles: (String, String)) -> [String] {
    let column = (width - 3) / 2
    func pieces(_ line: String) -> [String] {
        let characters = Array(line.replacingOccurrences(of: "\t", with: "    "))
        if characters.isEmpty { return [""] }
        return stride(from: 0, to: characters.count, by: column).map {
            String(characters[$0..<min($0 + column, characters.count)])
        }
    }
    func padded(_ text: String) -> String { text + String(repeating: " ", count: max(0, column - text.count)) }
    var rows = [padded("── \(titles.0) ──") + "   " + "── \(titles.1) ──"]
    func add(_ l: String?, _ r: String?) {
        let mark = l == nil ? " > " : r == nil ? " < " : " │ "
        let lp = l.map(pieces) ?? [""]
        let rp = r.map(pieces) ?? [""]
        for piece in 0..<max(lp.count, rp.count) {
            rows.append(padded(piece < lp.count ? lp[piece] : "") + mark + (piece < rp.count ? rp[piece] : ""))
        }
    }
    let (edits, complete) = align(right.map { Substring($0) }, left.map { Substring($0) })
    var yoursShown = 0
    var theirsShown = 0
    for edit in edits {
        switch edit {
        case .same(let theirs, let yours):
            add(left[yours], right[theirs])
            (yoursShown, theirsShown) = (yours + 1, theirs + 1)
        case .missing(let theirs):
            add(nil, right[theirs])
            theirsShown = theirs + 1
        case .extra(let yours):
            add(left[yours], nil)
            yoursShown = yours + 1
        }
    }
    // Past the alignment's window (files that differ over a thousand lines), line by line.
    if !complete {
        for index in 0..<max(left.count - yoursShown, right.count - theirsShown) {
            let l = yoursShown + index < left.count ? left[yoursShown + index] : nil
            let r = theirsShown + index < right.count ? right[theirsShown + index] : nil
            add(l ?? "", r ?? "")
        }
    }
    return rows
}

// MARK: Reporting a difference by rule and scenario

/// A rule of a check program: a line `== rule: <title> ==` of its expected output opens it, and
/// it runs to the next such line.
public struct CheckRule: Sendable, Equatable, CustomStringConvertible {
    /// 1 for the program's first rule.
    public var number: Int
    /// How many rules the program has.
    public var count: Int
    /// What follows `== rule: `, without the closing ` ==`.
    public var title: String

    /// `rule 4 of 9: <title>`.
    public var description: String { "rule \(number) of \(count): \(title)" }
}

/// The rules of an expected output, in order, each with the line (from 0) that opens it.
public func checkRules(in expected: String) -> [(rule: CheckRule, line: Int)] {
    let opening = lines(of: expected).enumerated().filter { $0.element.hasPrefix("== rule: ") }
    return opening.enumerated().map { number, line in
        var title = line.element.dropFirst("== rule: ".count)
        if title.hasSuffix(" ==") { title = title.dropLast(3) }
        return (CheckRule(number: number + 1, count: opening.count, title: String(title)), line.offset)
    }
}

/// A failed run of a check program, as a report: how it ended, if not normally, then its first
/// differing line with the scenario line above it; and the rule that line belongs to.
public struct StructuredDifference: Sendable {
    /// The rule the first difference is in (the last rule opened above it; the last rule when
    /// the program printed every expected line and then failed); nil when the expected output
    /// has no rules.
    public var rule: CheckRule?
    /// The report, line by line.
    public var report: [String]
}

/// nil when `run` exited 0 and printed exactly `expected`. Otherwise how it ended, if not
/// normally, then the first differing line, under the nearest `-- … --` line above it in its
/// rule, and never an expected line after it; with the rule it belongs to (`== rule: … ==`
/// lines, which the check programs print, open the rules).
public func structuredDifference(of run: ProgramRun, expected: String, ownFiles: [String] = []) -> StructuredDifference? {
    if run.failure == nil, run.output == expected { return nil }
    var report: [String] = []
    let progress = endingProgress(printed: run.output, expected: expected)
    if let failure = run.failure {
        let reason = run.crashReason(ownFiles: ownFiles)
        report.append("The program \(failure)" + (reason.isEmpty ? "." : ":"))
        report += reason.map { "    " + $0 }
        if let explanation = run.stopExplanation { report.append(explanation) }
    } else if let progress {
        report.append("The program exited normally (status 0) \(progress).")
    }
    let want = lines(of: expected)
    let got = lines(of: run.output)
    let rules = checkRules(in: expected)
    let shared = min(want.count, got.count)
    guard let index = (0..<shared).first(where: { want[$0] != got[$0] }) ?? (want.count == got.count ? nil : shared)
    else {
        if run.failure != nil {
            report.append("It printed every expected line before that.")
        } else {
            report.append("Every line is as expected, but the line endings differ (a missing final newline, or \\r\\n).")
        }
        return StructuredDifference(
            rule: run.failure == nil ? nil : rules.last?.rule, report: report + [run.errorsReport()].compactMap { $0 })
    }
    // The rule opened above the difference: a line missing at a rule's opening line belongs to
    // the rule before, whose output goes on. Before the first rule's line, the first rule.
    let rule = rules.last { $0.line < index } ?? rules.first
    let ruleLine = rule.map { $0.line < index ? $0.line : -1 } ?? -1
    let scenario = want[..<index].lastIndex { $0.hasPrefix("-- ") }.flatMap { $0 > ruleLine ? $0 : nil }
    report.append("First difference at line \(index + 1) of the expected output" + (scenario == nil ? ":" : ", in this scenario:"))
    // The context: the scenario's line and the line just before the difference.
    var context = [scenario].compactMap { $0 }
    if index > 0, index - 1 != ruleLine, !context.contains(index - 1) { context.append(index - 1) }
    var previous: Int?
    for line in context.sorted() {
        if let previous, line > previous + 1 { report.append("    …") }
        report.append("    \(want[line])")
        previous = line
    }
    if let previous, previous < index - 1 { report.append("    …") }
    report.append(index < want.count ? "  - \(want[index])" : "  - (the expected output ends here)")
    report.append(index < got.count ? "  + \(got[index])" : "  + (your output ends here)")
    report.append("(- expected, + yours; the expected lines after it are not shown: fix this one and check again)")
    return StructuredDifference(rule: rule?.rule, report: report + [run.errorsReport()].compactMap { $0 })
}

// MARK: Hints, one per rule

/// A library stage's HINT.md: an optional introduction, then one section per rule of its check
/// program, `## <the rule's title>` followed by that rule's hint.
public struct StageHint: Sendable, Equatable {
    public struct Section: Sendable, Equatable {
        /// The heading's text: the rule's title, as its `== rule: … ==` line prints it.
        public var title: String
        /// The hint, without the heading, trimmed.
        public var text: String
    }

    /// What comes before the first section, trimmed.
    public var introduction: String
    public var sections: [Section]

    /// Reads `text`: each line starting with `## ` outside a fenced code block opens a section.
    public init(_ text: String) {
        introduction = ""
        sections = []
        var current: [Substring] = []
        var title: String?
        var inFence = false
        func close() {
            let body = current.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if let title { sections.append(Section(title: title, text: body)) } else { introduction = body }
            current = []
        }
        for line in lines(of: text) {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("## ") {
                close()
                title = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
            } else {
                current.append(line)
            }
        }
        close()
    }

    /// The hint of the rule titled `title`, if the file has one.
    public func hint(for title: String) -> String? {
        sections.first { $0.title == title }?.text
    }
}

extension ExerciseChecker {
    /// The rules of `stage`'s check program, from its expected.txt, in order.
    public func rules(of stage: Exercise) -> [CheckRule] {
        checkRules(in: (try? String(contentsOf: url("\(stage.folder)/expected.txt"), encoding: .utf8)) ?? "").map(\.rule)
    }

    /// `stage`'s HINT.md, read by rule.
    public func hint(of stage: Exercise) -> StageHint {
        StageHint((try? String(contentsOf: url("\(stage.folder)/HINT.md"), encoding: .utf8)) ?? "")
    }
}

/// The skeleton fingerprints of a build's library files, kept in its objects folder between
/// checks (`skeletons`: a line `contents skeleton path` each), so that a check reads only the
/// files that changed.
final class KeptSkeletons: @unchecked Sendable {
    static let shared = KeptSkeletons()
    private let lock = NSLock()
    private var loaded: [String: [String: (contents: String, skeleton: String)]] = [:]
    private var changed: Set<String> = []

    private func file(_ folder: URL) -> URL { folder.appendingPathComponent("skeletons") }

    func fingerprints(in folder: URL) -> [String: (contents: String, skeleton: String)] {
        lock.lock()
        defer { lock.unlock() }
        if let known = loaded[folder.path] { return known }
        var found: [String: (contents: String, skeleton: String)] = [:]
        for line in lines(of: (try? String(contentsOf: file(folder), encoding: .utf8)) ?? "") {
            let words = line.split(separator: " ", maxSplits: 2)
            if words.count == 3 { found[String(words[2])] = (String(words[0]), String(words[1])) }
        }
        loaded[folder.path] = found
        return found
    }

    func set(_ source: String, _ fingerprints: (contents: String, skeleton: String), in folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        loaded[folder.path, default: [:]][source] = fingerprints
        changed.insert(folder.path)
    }

    func save(in folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        guard changed.remove(folder.path) != nil, let known = loaded[folder.path] else { return }
        let text = known.sorted { $0.key < $1.key }.map { "\($0.value.contents) \($0.value.skeleton) \($0.key)\n" }.joined()
        try? text.write(to: file(folder), atomically: true, encoding: .utf8)
    }
}
