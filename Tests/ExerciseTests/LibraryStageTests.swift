// The learner's library (Sources/MyRx) and its stages, proven both ways (the starters and the
// reference solutions are in ExerciseTests.swift, which checks library stages like any other):
// every mutant of a stage (a patch of its reference pieces with one plausible bug) fails the
// stage's check;
// every milestone passes on the reference library at its chapter; and the checker reports a
// difference by its rule and scenario, never showing the expected lines after it.
//
// Each variant of the library is compiled once into a folder of its own and reused: the
// reference at a stage by its solution test and its chapter's milestones; the check programs'
// objects by every variant whose interface (.swiftmodule) is the same.
@testable import CourseSupport
import Foundation
import Testing

let libraryStages = checker.libraryStages()

/// Every mutant of every stage, as "N.K slug".
let mutants = libraryStages.flatMap { stage in checker.mutants(of: stage).map { LibraryMutant(stage: stage, slug: $0) } }

struct LibraryMutant: CustomStringConvertible, Sendable {
    let stage: Exercise
    let slug: String
    var description: String { "\(stage.name) \(slug)" }
}

/// The chapters whose milestones.txt lists a program.
let milestoneChapters = chapterFolders(root: given.root).filter { !checker.milestones(ofChapter: $0).isEmpty }

@Suite("The learner's library")
struct LibraryStageTests {
    @Test("Each mutant of a stage says its bug, changes the stage's reference pieces, and fails that stage's check", arguments: mutants)
    func mutantFails(_ mutant: LibraryMutant) throws {
        // Its first line says what its bug is (reading it fails otherwise).
        let patch = try checker.mutantPatch(of: mutant.stage, slug: mutant.slug)
        #expect(patch.bug.count > 10, "\(mutant): its first line `Mutant: …` says too little: \(patch.bug)")
        let reference = checker.librarySources(.reference(through: mutant.stage.stageName))
        let mutated = try checker.mutatedFiles(reference, stage: mutant.stage.stageName, slug: mutant.slug)
        for file in patch.files {
            let piece = "\(mutant.stage.referencePiecesFolder)/\(file.name)"
            let pieceExists = FileManager.default.fileExists(atPath: given.root.appendingPathComponent(piece).path)
            #expect(pieceExists, "\(mutant): \(file.name) mutates no reference piece of \(mutant.stage.name)")
            let original = try String(contentsOf: given.root.appendingPathComponent(piece), encoding: .utf8)
            #expect(mutated[file.name] != original, "\(mutant): its patch leaves \(file.name) as it was")
        }
        let outcome = checker.checkLibrary(
            [checker.programs(checking: mutant.stage)[0]],
            variant: .mutant(stage: mutant.stage.stageName, slug: mutant.slug), checking: mutant.stage)
        guard case .fails = outcome else {
            Issue.record("\(mutant) does not fail \(mutant.stage.name)'s own check: \(outcome)")
            return
        }
    }

    // The mutants are built incrementally, each on the last, in one folder per stage: the
    // reference built there the same way (an empty slug applies no patch) must pass, so a file
    // a mutant left behind cannot make the next one fail for the wrong reason unnoticed.
    @Test("Each stage's reference passes when built in its mutants' folder, after them", arguments: libraryStages)
    func referenceInMutantsFolderPasses(_ stage: Exercise) {
        let outcome = checker.checkLibrary(
            [checker.programs(checking: stage)[0]], variant: .mutant(stage: stage.stageName, slug: ""), checking: nil)
        #expect(outcome == .passed, "\(stage.name): \(outcome)")
    }

    @Test("Each stage has six mutants or more, each a .diff", arguments: libraryStages)
    func enoughMutants(_ stage: Exercise) {
        let count = checker.mutants(of: stage).count
        #expect(count >= 6, "\(stage.name) has \(count) mutants in \(stage.mutantsFolder)")
        // Anything else would be passed over unseen: a folder is a whole mutant file, an older layout.
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: given.root.appendingPathComponent(stage.mutantsFolder).path)) ?? []
        let others = entries.filter { !$0.hasSuffix(".diff") && !$0.hasPrefix(".") }.sorted()
        #expect(
            others.isEmpty,
            "\(stage.mutantsFolder) holds \(others.joined(separator: ", ")), which is not a mutant: each is a <slug>.diff (CONTRIBUTING, \"Mutants\")")
    }

    @Test("Each stage's committed starters fail its own check program", arguments: libraryStages)
    func starterFailsOwnProgram(_ stage: Exercise) {
        guard given.starters == .committed else { return }
        let outcome = checker.checkLibrary([checker.programs(checking: stage)[0]], variant: .learner, checking: nil)
        #expect(!outcome.passed, "\(stage.name) passes on the starters: there is nothing left to do")
        if case .cannotCheck(let why) = outcome { Issue.record("\(stage.name): \(why)") }
    }

    @Test("Each chapter's milestones pass on the reference library at that chapter", arguments: milestoneChapters)
    func milestonesPass(_ chapterFolder: String) throws {
        let chapter = try #require(Int(chapterFolder.prefix(2)))
        let last = try #require(
            libraryStages.last { $0.chapter <= chapter }, "chapter \(chapter) has milestones but no library stage up to it")
        let programs = checker.milestonePrograms(upTo: chapter).filter {
            if case .milestone(let from, _) = $0.kind { return from == chapter }
            return false
        }
        let outcome = checker.checkLibrary(
            programs, variant: .reference(through: Exercise.Name(chapter: last.chapter, number: last.number)), checking: nil)
        #expect(outcome == .passed, "chapter \(chapter)'s milestones: \(outcome)")
    }

    @Test("Each stage's library.txt names files its reference pieces write, and MiniRx's files that exist", arguments: libraryStages)
    func libraryListIsTrue(_ stage: Exercise) {
        let files = checker.libraryFiles(of: stage)
        #expect(!files.isEmpty, "\(stage.folder)/library.txt lists no file")
        for file in files {
            let piece = given.root.appendingPathComponent("\(stage.referencePiecesFolder)/\(file.name)")
            let starter = given.root.appendingPathComponent(file.learnerPath)
            #expect(FileManager.default.fileExists(atPath: piece.path), "\(stage.name): no reference piece \(file.name)")
            #expect(FileManager.default.fileExists(atPath: starter.path), "\(stage.name): no starter \(file.learnerPath)")
            if let miniRx = file.miniRxPath {
                #expect(
                    FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(miniRx).path),
                    "\(stage.name): \(miniRx) does not exist")
            }
        }
    }

    // A learner finds each file where RxSwift keeps it: RxSwift's own files under its `RxSwift/`
    // folder (`Observables/Map.swift`), RxCocoa's under `RxCocoa/`; a piece RxSwift keeps inside
    // another file (SinkDisposer, in Producer.swift) sits beside that file.
    @Test("Each stage's library files sit in the folder of their RxSwift 6.10.2 file", arguments: libraryStages)
    func libraryFilesWhereRxSwiftKeepsThem(_ stage: Exercise) {
        for file in checker.libraryFiles(of: stage) {
            guard let rxSwift = file.rxSwift else { continue }
            let inRepository = rxSwift.hasPrefix("RxSwift/") ? String(rxSwift.dropFirst("RxSwift/".count)) : rxSwift
            let folder = { (path: String) in path.split(separator: "/").dropLast().joined(separator: "/") }
            #expect(
                folder(file.path) == folder(inRepository),
                "\(stage.name): \(file.path) is not in \(folder(inRepository))/, where RxSwift keeps \(rxSwift)")
        }
    }

    // Reference pieces and mutants name a library file by its name alone, and one Swift module
    // cannot have two files of one name.
    @Test("Each file name is used once in the learner's library, whatever its folder")
    func libraryFileNamesAreUnique() {
        let files = swiftFiles(under: given.root, in: learnerLibraryFolder)
        #expect(files.count > 1)
        let byName = Dictionary(grouping: files, by: fileName)
        for (name, paths) in byName where paths.count > 1 {
            Issue.record("\(name) is used \(paths.count) times: \(paths.joined(separator: ", "))")
        }
    }

    @Test("Every milestone names a conformance case", arguments: milestoneChapters)
    func milestonesExist(_ chapterFolder: String) {
        for name in checker.milestones(ofChapter: chapterFolder) {
            let found = FileManager.default.fileExists(
                atPath: given.root.appendingPathComponent("Tests/Conformance/MiniRx/\(name)/main.swift").path)
            #expect(found, "Chapters/\(chapterFolder)/milestones.txt: \(name)")
        }
    }

    @Test("Catch-up to the last chapter saves the learner's file it replaces, and the library then passes the last stage")
    func catchUpToTheEnd() throws {
        guard let last = libraryStages.last else { return }
        let copy = checker.work.appendingPathComponent("catch-up")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for folder in ["Chapters", "Tests", "Sources"] {
            try FileManager.default.createDirectory(at: copy.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for folder in ["Chapters", "Tests/Solutions", "Tests/Conformance", learnerLibraryFolder] {
            try FileManager.default.copyItem(at: given.root.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        let learner = ExerciseChecker(root: copy, binaries: binaries, work: checker.work.appendingPathComponent("catch-up-work"))
        // A file in a folder of the library, replaced by the learner's own attempt.
        let piece = try #require(libraryStages.flatMap(checker.libraryFiles).first { $0.path.contains("/") }).path
        let mine = "// my own attempt\n"
        try mine.write(to: copy.appendingPathComponent("\(learnerLibraryFolder)/\(piece)"), atomically: true, encoding: .utf8)
        // A folder of the library whose every file some stage writes, deleted: catch-up makes it again.
        let written = Set(libraryStages.flatMap(checker.libraryFiles).map(\.learnerPath))
        let folders = Set(written.map { ($0 as NSString).deletingLastPathComponent })
        let gone = try #require(
            folders.sorted().first { folder in
                folder != learnerLibraryFolder && !"\(learnerLibraryFolder)/\(piece)".hasPrefix(folder + "/")
                    && swiftFiles(under: copy, in: folder).allSatisfy(written.contains)
            })
        let goneFiles = swiftFiles(under: copy, in: gone)
        try FileManager.default.removeItem(at: copy.appendingPathComponent(gone))
        let report = try learner.catchUp(through: last.chapter, backups: copy.appendingPathComponent(".build-catch-up"), name: "1")
        // Every file replaced is saved, at its path, the starters that differ from the reference included.
        #expect(report.backedUp.contains(piece), "\(report.backedUp)")
        #expect(report.written.contains(piece))
        let saved = try String(contentsOf: copy.appendingPathComponent(".build-catch-up/1/\(piece)"), encoding: .utf8)
        #expect(saved == mine)
        #expect(swiftFiles(under: copy, in: gone) == goneFiles, "catch-up did not write \(gone)/ again")
        #expect(learner.checkLibraryStage(last) == .passed)
        // Again: nothing of the learner's is replaced, so nothing is backed up.
        let again = try learner.catchUp(through: last.chapter, backups: copy.appendingPathComponent(".build-catch-up"), name: "2")
        #expect(again.written.isEmpty && again.backupFolder == nil)
    }

    // `checks` runs a check's programs in one go (Linux: each a fork of it): a program stopped
    // at the time limit, or crashing, is still reported as such. (The stage after map's is
    // checked: its own program, which runs first, uses map.)
    @Test("A program that never ends or crashes in a fork of the checks is reported so, and a crash names the learner's line")
    func endlessOrCrashingProgram() throws {
        let mapStage = try #require(libraryStages.firstIndex { checker.libraryFiles(of: $0).contains { $0.name == "Map.swift" } })
        let mapPath = try #require(checker.libraryFiles(of: libraryStages[mapStage]).first { $0.name == "Map.swift" }).learnerPath
        let later = try #require(libraryStages.dropFirst(mapStage + 1).first)
        let itself = "Its check program's output is not its expected.txt (\(later.folder)/)"
        let copy = checker.work.appendingPathComponent("broken-map")
        try? FileManager.default.removeItem(at: copy)
        for folder in ["Tests", "Sources"] {
            try FileManager.default.createDirectory(at: copy.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for folder in ["Chapters", "Tests/Solutions", "Tests/Conformance", learnerLibraryFolder] {
            try FileManager.default.copyItem(at: given.root.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        // A work folder of its own, from nothing: objects an earlier run left would be reused.
        let work = checker.work.appendingPathComponent("broken-map-work")
        try? FileManager.default.removeItem(at: work)
        let learner = ExerciseChecker(root: copy, binaries: binaries, work: work, limits: RunLimits(seconds: 1))
        _ = try learner.catchUp(through: later.chapter, backups: copy.appendingPathComponent(".build-catch-up"), name: "1")
        let map = copy.appendingPathComponent(mapPath)
        let reference = try String(contentsOf: map, encoding: .utf8)
        let forward = "forwardOn(.next(try transform(element)))"
        try #require(reference.contains(forward), "Map.swift's reference no longer forwards with \(forward)")

        try reference.replacingOccurrences(of: forward, with: "while true {}").write(to: map, atomically: true, encoding: .utf8)
        guard case .fails(let endless) = learner.checkLibraryStage(later) else {
            Issue.record("a map that never returns passed \(later.name)")
            return
        }
        #expect(endless.hasPrefix(itself) && endless.contains("was stopped after 1 s, still running"), "\(endless)")

        try reference.replacingOccurrences(of: forward, with: "fatalError(\"no map today\")")
            .write(to: map, atomically: true, encoding: .utf8)
        guard case .fails(let crash) = learner.checkLibraryStage(later) else {
            Issue.record("a map that crashes passed \(later.name)")
            return
        }
        #expect(crash.hasPrefix(itself) && crash.contains("crashed"), "\(crash)")
        #expect(crash.contains("\(mapPath):") && crash.contains("no map today"), "\(crash)")

        // With a declaration added too, every program must be compiled again: the stage's own
        // is compiled and run first, and its failure reported before the others are compiled.
        try (reference.replacingOccurrences(of: forward, with: "fatalError(\"no map today\")") + "\nprivate func probe() {}\n")
            .write(to: map, atomically: true, encoding: .utf8)
        guard case .fails(let early) = learner.checkLibraryStage(later) else {
            Issue.record("a map that crashes passed \(later.name)")
            return
        }
        #expect(early.hasPrefix(itself), "\(early)")
        let objects = learner.work.appendingPathComponent("library/learner/objects")
        let built = files(objects).filter { $0.hasSuffix(".o") }
        let newest = try #require(built.max { modificationTime(objects.appendingPathComponent($0))! < modificationTime(objects.appendingPathComponent($1))! })
        let interface = try #require(newest.split(separator: "-").last)
        #expect(built.filter { $0.hasSuffix("-\(interface)") } == [newest], "\(built)")

        try reference.write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibraryStage(later) == .passed)
    }

    // How the runner reads one run of `checks`, with a script in its place that says what a
    // real one says: after each program, `endOfProgram`, its name and its wait status.
    @Test("One run of the checks is split into each program's output, errors and ending")
    func checksRunSplitPerProgram() throws {
        let programs = (1...3).map {
            LibraryProgram(kind: .stage(Exercise.Name(chapter: 9, number: $0)), sources: [], expectedFile: "")
        }
        let folder = checker.work.appendingPathComponent("fake-checks")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // `end NAME STATUS` says a program's end as `checks` does.
        func run(_ script: String) throws -> [ProgramRun]? {
            let checks = folder.appendingPathComponent("checks")
            try? FileManager.default.removeItem(at: checks)
            try ("#!/bin/sh\nend() { printf '\\036check program ended: %s %s\\n' \"$1\" \"$2\"; "
                + "printf '\\036check program ended: %s %s\\n' \"$1\" \"$2\" >&2; }\n" + script)
                .write(to: checks, atomically: true, encoding: .utf8)
            chmod(checks.path, 0o755)
            return checker.runChecks(checks, programs, expected: ["", "", ""])
        }
        func runs(_ script: String) throws -> [ProgramRun] { try #require(try run(script)) }
        // The second is stopped by SIGALRM (14: its time limit); the third never runs.
        let stopped = try runs("echo one; end stage-9.1 0; echo two; echo oops >&2; end stage-9.2 14\n")
        #expect(stopped.count == 2)
        #expect(stopped[0].output == "one\n" && stopped[0].failure == nil)
        #expect(stopped[1].output == "two\n" && stopped[1].errors == "oops\n")
        #expect(stopped[1].stop == .timeLimit(seconds: checker.limits.seconds))
        // A crash (signal 4) and an exit status (3 << 8) are the program's own.
        let crashed = try runs("end stage-9.1 0; end stage-9.2 4\n")
        #expect(crashed[1].wasSignaled && crashed[1].status == 4 && crashed[1].stop == nil)
        let exited = try runs("end stage-9.1 768\n")
        #expect(exited.count == 1 && !exited[0].wasSignaled && exited[0].status == 3)
        // The checks themselves end before saying a program's end: that program ends so.
        let cut = try runs("end stage-9.1 0; echo half; kill -9 $$\n")
        #expect(cut.count == 2 && cut[1].output == "half\n" && cut[1].wasSignaled && cut[1].status == 9)
        // Anything else than the programs' ends, in order, is not a run of these checks.
        #expect(try run("end stage-9.3 0\n") == nil)
    }

    @Test("A difference is reported under its rule and scenario, without the expected lines after it")
    func differenceNamesRuleAndScenario() throws {
        let expected = """
            == rule: the first rule ==
            -- one --
            A next(1)
            == rule: the second rule ==
            -- two --
            B next(1)
            B next(2)
            -- three --
            C next(1)
            C completed
            C secret line

            """
        let printed = expected.replacingOccurrences(of: "C completed", with: "C next(2)")
        let report = try #require(structuredDifference(of: ProgramRun(output: printed, status: 0, wasSignaled: false), expected: expected))
        let shown = lines(of: report)
        #expect(shown.contains("    == rule: the second rule =="), "\(report)")
        #expect(shown.contains("    -- three --"), "\(report)")
        #expect(shown.contains("  - C completed") && shown.contains("  + C next(2)"), "\(report)")
        #expect(report.contains("line 10"), "\(report)")
        #expect(!report.contains("secret") && !report.contains("the first rule"), "\(report)")
        // A run that stops early says so and shows where.
        let short = try #require(
            structuredDifference(of: ProgramRun(output: "== rule: the first rule ==\n", status: 0, wasSignaled: false), expected: expected))
        #expect(short.contains("  + (your output ends here)"), "\(short)")
        #expect(!short.contains("the second rule"), "\(short)")
    }

    @Test("A library that does not compile is reported with the learner's file and line")
    func libraryCompileError() throws {
        guard let stage = libraryStages.first else { return }
        let copy = checker.work.appendingPathComponent("broken-library")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: given.root.appendingPathComponent("Chapters"), to: copy.appendingPathComponent("Chapters"))
        try FileManager.default.copyItem(
            at: given.root.appendingPathComponent(learnerLibraryFolder), to: copy.appendingPathComponent(learnerLibraryFolder))
        try "let broken: Int = \"not a number\"\n".write(
            to: copy.appendingPathComponent("\(learnerLibraryFolder)/Broken.swift"), atomically: true, encoding: .utf8)
        let learner = ExerciseChecker(root: copy, binaries: binaries, work: checker.work.appendingPathComponent("broken-library-work"))
        guard case .doesNotCompile(let messages) = learner.checkLibraryStage(stage) else {
            Issue.record("a library with a type error compiled")
            return
        }
        #expect(messages.contains("\(learnerLibraryFolder)/Broken.swift:1:"), "\(messages)")
        #expect(lines(of: messages).count < 20, "\(messages)")
    }
}
