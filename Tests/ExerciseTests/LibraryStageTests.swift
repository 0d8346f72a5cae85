// The learner's library (Sources/MyRx) and its stages, proven both ways (the starters and the
// reference solutions are in ExerciseTests.swift, which checks library stages like any other):
// every mutant of a stage is a patch of its reference pieces with one plausible bug (that each
// fails the stage's check is `make mutants`' to prove, a command of its own that CI runs);
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
    // Whether each mutant fails its stage's check is `make mutants`' to prove (every stage's,
    // a stage per processor at a time, the reference first in the mutants' folder): CI runs it.
    // Here, without compiling anything: each one is a mutant at all.
    @Test("Each mutant of a stage says its bug and changes the stage's reference pieces", arguments: mutants)
    func mutantIsAMutant(_ mutant: LibraryMutant) {
        let problem = checker.mutantProblem(of: mutant.stage, slug: mutant.slug)
        #expect(problem == nil, "\(mutant): \(problem ?? "")")
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

    @Test("Each stage's HINT.md has a section per rule of its check program, titled as the rule, in order, each asking", arguments: libraryStages)
    func hintPerRule(_ stage: Exercise) {
        let titles = checker.rules(of: stage).map(\.title)
        let hint = checker.hint(of: stage)
        #expect(!titles.isEmpty, "\(stage.folder)/expected.txt opens no rule")
        #expect(
            hint.sections.map(\.title) == titles,
            "\(stage.folder)/HINT.md: its `## ` headings must be the rules' titles (after `== rule: `), in order")
        for section in hint.sections {
            // A hint asks: a question that leads to the answer, not the answer.
            #expect(section.text.contains("?"), "\(stage.folder)/HINT.md, \(section.title): no question")
        }
        #expect(hint.introduction.count < 600, "\(stage.folder)/HINT.md: its introduction is long: put it in the rules' hints")
    }

    @Test("A HINT.md is read as an introduction and a section per `## ` heading, outside code blocks")
    func hintSections() {
        let hint = StageHint("Start here.\n\n## the first rule\nWhy?\n\n```\n## not a heading\n```\n## the second rule\n\nHow?\n")
        #expect(hint.introduction == "Start here.")
        #expect(hint.sections.map(\.title) == ["the first rule", "the second rule"])
        #expect(hint.hint(for: "the first rule") == "Why?\n\n```\n## not a heading\n```")
        #expect(hint.hint(for: "the second rule") == "How?")
        #expect(hint.hint(for: "a third rule") == nil)
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
        try? FileManager.default.removeItem(at: learner.work)
        // A file in a folder of the library, replaced by the learner's own attempt, not done yet.
        let owner = try #require(libraryStages.first { checker.libraryFiles(of: $0).contains { $0.path.contains("/") } })
        let piece = try #require(checker.libraryFiles(of: owner).first { $0.path.contains("/") }).path
        let mine = "// my own attempt: TODO(\(owner.name))\n"
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
        // Its pass says the library is done: the check ran every stage's program, and each is
        // now known to pass; the other exercises, never checked, are what remains.
        let said = learner.passReport(last)
        #expect(said.first?.hasPrefix("✓ \(last.name) passes: all \(learner.rules(of: last).count) of its rules, and the ") == true, "\(said)")
        #expect(said.contains("That was the course's last stage: all \(libraryStages.count) stages of your library pass."), "\(said)")
        #expect(libraryStages.allSatisfy { learner.lastResult($0) == true })
        let others = exercises.count - libraryStages.count
        #expect(
            said.last == "make exercises checks and lists the rest: \(others) exercises have not passed a check yet, the first is "
                + "\(exercises[0].name) (make check EX=\(exercises[0].name)).", "\(said)")
        // Again: nothing of the learner's is replaced, so nothing is backed up.
        let again = try learner.catchUp(through: last.chapter, backups: copy.appendingPathComponent(".build-catch-up"), name: "2")
        #expect(again.written.isEmpty && again.backupFolder == nil)
        // Nothing changed since they passed: a check need not run their programs again
        // (`make check` says so). Not after a library file or an expected output changes.
        #expect(libraryStages.allSatisfy(learner.passedUnchanged))
        let program = try #require(learner.programs(checking: last).last)
        let expected = copy.appendingPathComponent(program.expectedFile)
        let expectedText = try String(contentsOf: expected, encoding: .utf8)
        try (expectedText + "one more line\n").write(to: expected, atomically: true, encoding: .utf8)
        #expect(!learner.passedUnchanged(last))
        try expectedText.write(to: expected, atomically: true, encoding: .utf8)
        #expect(learner.passedUnchanged(last))
        let libraryFile = copy.appendingPathComponent("\(learnerLibraryFolder)/\(piece)")
        try (String(contentsOf: libraryFile, encoding: .utf8) + "// an edit\n").write(to: libraryFile, atomically: true, encoding: .utf8)
        #expect(!learner.passedUnchanged(last) && !learner.passedUnchanged(libraryStages[0]))
    }

    // A piece two stages write (Producer.swift: 4.3, then 9.4) is written by a catch-up to a
    // chapter between them as the earlier stage leaves it: its reference must be what the later
    // stage's task starts from, with that stage's TODO lines and the starter's signatures.
    @Test("A reference piece that a later stage changes keeps that stage's TODO lines and the starter's public declarations")
    func sharedPiecesKeepLaterTODOs() throws {
        var writers: [String: [Exercise]] = [:]
        for stage in libraryStages {
            for file in checker.libraryFiles(of: stage) { writers[file.path, default: []].append(stage) }
        }
        for (path, stages) in writers.sorted(by: { $0.key < $1.key }) where stages.count > 1 {
            let starter = try String(contentsOf: given.root.appendingPathComponent("\(learnerLibraryFolder)/\(path)"), encoding: .utf8)
            for (index, earlier) in stages.dropLast().enumerated() {
                let pieceFile = "\(earlier.referencePiecesFolder)/\(fileName(path))"
                let piece = try String(contentsOf: given.root.appendingPathComponent(pieceFile), encoding: .utf8)
                for later in stages[(index + 1)...] {
                    for line in lines(of: starter) where line.contains("TODO(\(later.name))") {
                        #expect(piece.contains(line), "\(pieceFile) has lost the starter's line for \(later.name): \(line)")
                    }
                }
                #expect(
                    publicDeclarations(piece) == publicDeclarations(starter),
                    "\(pieceFile) does not declare what the starter \(path) declares, which \(stages.last!.name)'s task starts from")
            }
        }
    }

    @Test("Catch-up to any chapter leaves every later stage's TODO markers where the starters have them, and none of its own")
    func catchUpKeepsLaterTODOs() throws {
        let (copy, _) = try scratchCourse("catch-up-todos", caughtUpTo: nil)
        let starters = todoMarkers(in: copy)
        let library = copy.appendingPathComponent(learnerLibraryFolder)
        for chapter in Set(libraryStages.map(\.chapter)).sorted() {
            try FileManager.default.removeItem(at: library)
            try FileManager.default.copyItem(at: given.root.appendingPathComponent(learnerLibraryFolder), to: library)
            let learner = ExerciseChecker(root: copy, binaries: binaries, work: checker.work.appendingPathComponent("catch-up-todos-\(chapter)"))
            try? FileManager.default.removeItem(at: learner.work)
            _ = try learner.catchUp(through: chapter, backups: copy.appendingPathComponent(".build-catch-up"), name: "\(chapter)")
            let after = todoMarkers(in: copy)
            for stage in libraryStages {
                if stage.chapter > chapter {
                    #expect(after[stage.name] == starters[stage.name], "after catch-up to chapter \(chapter), TODO(\(stage.name))")
                } else {
                    #expect(after[stage.name] == nil, "after catch-up to chapter \(chapter), TODO(\(stage.name)) is left")
                }
            }
        }
    }

    // Issue 30's case: a learner who wrote the stages up to chapter 5 (here the reference pieces
    // with a comment of their own), started 6.4 and catches up to chapter 8.
    @Test("Catch-up keeps the stages the learner passed, writes the rest, keeps later TODOs; EX writes one stage, OVERWRITE=1 passing work")
    func catchUpKeepsPassingWork() throws {
        let (copy, learner) = try scratchCourse("catch-up-keeps", caughtUpTo: nil)
        let backups = copy.appendingPathComponent(".build-catch-up")
        let mine = libraryStages.filter { $0.chapter <= 5 }
        let fifth = try #require(mine.last)
        let later = libraryStages.filter { $0.chapter > 5 && $0.chapter <= 8 }
        let sixth = try #require(later.first)
        let eighth = try #require(later.last)
        func read(_ path: String) -> String? {
            try? String(contentsOf: copy.appendingPathComponent("\(learnerLibraryFolder)/\(path)"), encoding: .utf8)
        }
        func write(_ text: String, _ path: String) throws {
            try text.write(to: copy.appendingPathComponent("\(learnerLibraryFolder)/\(path)"), atomically: true, encoding: .utf8)
        }
        var theirs: [String: String] = [:]
        for stage in mine {
            for file in checker.libraryFiles(of: stage) {
                let piece = try String(contentsOf: copy.appendingPathComponent("\(stage.referencePiecesFolder)/\(file.name)"), encoding: .utf8)
                theirs[file.path] = piece + "// written by me\n"
                try write(theirs[file.path]!, file.path)
            }
        }
        // A practice stage (in this copy) among those to catch up.
        let practice = try #require(later.dropFirst().first)
        let list = copy.appendingPathComponent("\(practice.folder)/library.txt")
        try ("\(practiceStageMarker) make catch-up fills it for a learner who skips it\n" + String(contentsOf: list, encoding: .utf8))
            .write(to: list, atomically: true, encoding: .utf8)
        #expect(learner.isPracticeStage(practice) && !learner.isPracticeStage(sixth))
        #expect(practice.listLine(passes: false, nameWidth: 4, practice: true).hasSuffix("\(practice.title) (practice)"))
        #expect(learner.checkLibraryStage(fifth) == .passed)
        // Then 6.4 begun: a comment in a file that still holds its TODO.
        let begun = try #require(checker.libraryFiles(of: sixth).first).path
        try write(try #require(read(begun)) + "// begun\n", begun)
        #expect(mine.allSatisfy { learner.progress(of: $0) == .passed } && learner.progress(of: sixth) == .holdsTODO)

        let report = try learner.catchUp(through: eighth.chapter, backups: backups, name: "1")
        for (path, text) in theirs { #expect(read(path) == text, "\(path) is no longer theirs") }
        #expect(report.stages.map(\.stage.name) == (mine + later).map(\.name))
        #expect(report.stages.filter(\.written).map(\.stage.name) == later.map(\.name))
        #expect(report.stages.filter { !$0.written }.allSatisfy { $0.progress == .passed })
        // Whatever it replaced is saved first, the begun file as begun (and the starters).
        #expect(report.backedUp == report.written && report.backedUp.contains(begun))
        let savedBegun = try String(contentsOf: backups.appendingPathComponent("1/\(begun)"), encoding: .utf8)
        #expect(savedBegun.hasSuffix("// begun\n"))
        // A file two of them write (Filter.swift: 7.4, then 7.7) is the later one's piece.
        var lastWriter: [String: (stage: Exercise, file: LibraryFile)] = [:]
        for stage in later {
            for file in checker.libraryFiles(of: stage) { lastWriter[file.path] = (stage, file) }
        }
        for (stage, file) in lastWriter.values {
            let piece = try String(contentsOf: copy.appendingPathComponent("\(stage.referencePiecesFolder)/\(file.name)"), encoding: .utf8)
            #expect(read(file.path) == piece, "\(file.path) is not \(stage.name)'s piece")
        }
        let starters = todoMarkers(in: given.root)
        let after = todoMarkers(in: copy)
        for stage in libraryStages where stage.chapter > eighth.chapter {
            #expect(after[stage.name] == starters[stage.name], "TODO(\(stage.name)) after catch-up to chapter \(eighth.chapter)")
        }
        #expect(learner.checkLibraryStage(eighth) == .passed)
        // Again: nothing to write; the stages it wrote are the course's pieces, the others the learner's.
        let twice = try learner.catchUp(through: eighth.chapter, backups: backups, name: "again")
        #expect(twice.written.isEmpty && twice.backupFolder == nil && twice.stages.allSatisfy { !$0.written })
        #expect(twice.stages.filter(\.isCourses).map(\.stage.name) == later.map(\.name))
        // An earlier practice stage that fails a later stage's check is named as one, with catch-up's offer.
        let blamed = learner.blame(
            LibraryProgram(kind: .stage(practice.stageName), sources: [], expectedFile: "\(practice.folder)/expected.txt"), checking: eighth)
        #expect(blamed.contains("a practice stage") && blamed.contains("make catch-up EX=\(practice.name)"), "\(blamed)")

        // One stage, passing with the learner's files: kept without the word, replaced (saved first) with it.
        let kept = try learner.catchUp(.stage(fifth), backups: backups, name: "2")
        #expect(kept.refused && kept.written.isEmpty && kept.backupFolder == nil)
        let replaced = try learner.catchUp(.stage(fifth), overwrite: true, backups: backups, name: "3")
        let fifthFiles = checker.libraryFiles(of: fifth).map(\.path).sorted()
        #expect(replaced.written == fifthFiles && replaced.backedUp == fifthFiles)
        for path in fifthFiles {
            let saved = try String(contentsOf: backups.appendingPathComponent("3/\(path)"), encoding: .utf8)
            #expect(saved == theirs[path] && read(path) != theirs[path])
        }
        for (path, text) in theirs where !fifthFiles.contains(path) { #expect(read(path) == text, "EX=\(fifth.name) wrote \(path)") }

        // A stage whose last check failed is written; one changed since it passed is kept.
        let failing = try #require(checker.libraryFiles(of: sixth).last).path
        try write(try #require(read(failing)) + "// my fix, not checked\n", failing)
        learner.rememberStageVerdict(sixth, passed: false)
        let first = try #require(mine.first)
        let changed = try #require(checker.libraryFiles(of: first).first).path
        try write(theirs[changed]! + "// changed since\n", changed)
        #expect(learner.progress(of: first) == .changedSincePass && learner.progress(of: sixth) == .failed)
        let again = try learner.catchUp(through: eighth.chapter, backups: backups, name: "4")
        #expect(again.stages.filter(\.written).map(\.stage.name) == [sixth.name] && again.backedUp == [failing], "\(again.backedUp)")
        #expect(read(changed) == theirs[changed]! + "// changed since\n")
        // Every stage up to chapter 8 and OVERWRITE=1: the learner's are replaced too, saved first.
        let all = try learner.catchUp(through: eighth.chapter, overwrite: true, backups: backups, name: "5")
        #expect(all.stages.allSatisfy(\.written) && all.backedUp.contains(changed))
        for (path, _) in theirs { #expect(read(path)?.contains("// written by me") == false, "\(path)") }
    }

    @Test("A compile error is remembered against the stage whose file it names")
    func compileErrorBlamesItsStage() throws {
        let (copy, learner) = try scratchCourse("compile-verdict", caughtUpTo: nil)
        _ = copy
        let map = try #require(libraryStages.first { checker.libraryFiles(of: $0).contains { $0.name == "Map.swift" } })
        let path = try #require(checker.libraryFiles(of: map).first { $0.name == "Map.swift" }).learnerPath
        let program = try #require(libraryStages.first)
        learner.rememberStageVerdicts(
            [], outcome: .doesNotCompile("\(path):3:5: error: cannot find 'x' in scope\n\(program.folder)/main.swift:9:1: error: no"),
            failed: nil)
        #expect(learner.stageVerdict(map)?.passed == false && learner.stageVerdict(program)?.passed == false)
        #expect(libraryStages.filter { learner.stageVerdict($0) != nil }.map(\.name) == [program.name, map.name])
    }

    // `checks` runs a check's programs in one go (Linux: each a fork of it): a program stopped
    // at the time limit, or crashing, is still reported as such. (The stage after map's is
    // checked: its own program, which runs first, uses map.)
    @Test("A program that never ends or crashes in a fork of the checks is reported so, and a crash names the learner's line")
    func endlessOrCrashingProgram() throws {
        let mapStage = try #require(libraryStages.firstIndex { checker.libraryFiles(of: $0).contains { $0.name == "Map.swift" } })
        let later = try #require(libraryStages.dropFirst(mapStage + 1).first)
        let (copy, learner) = try scratchCourse("broken-map", caughtUpTo: later.chapter, limits: RunLimits(seconds: 1))
        let map = try #require(libraryFile("Map.swift", in: copy))
        let reference = try String(contentsOf: map, encoding: .utf8)
        let forward = "forwardOn(.next(try transform(element)))"
        try #require(reference.contains(forward), "Map.swift's reference no longer forwards with \(forward)")
        // The stage's own program fails: the report names the rule, from its first line.
        let itself = { (report: String) in report.hasPrefix("Rule") && lines(of: report).dropFirst().first?.hasPrefix("rule ") == true }

        try reference.replacingOccurrences(of: forward, with: "while true {}").write(to: map, atomically: true, encoding: .utf8)
        guard case .fails(let endless) = learner.checkLibraryStage(later) else {
            Issue.record("a map that never returns passed \(later.name)")
            return
        }
        #expect(itself(endless) && endless.contains("was stopped after 1 s, still running"), "\(endless)")

        try reference.replacingOccurrences(of: forward, with: "fatalError(\"no map today\")")
            .write(to: map, atomically: true, encoding: .utf8)
        guard case .fails(let crash) = learner.checkLibraryStage(later) else {
            Issue.record("a map that crashes passed \(later.name)")
            return
        }
        #expect(itself(crash) && crash.contains("crashed"), "\(crash)")
        #expect(crash.contains("\(learnerLibraryFolder)/") && crash.contains("Map.swift:") && crash.contains("no map today"), "\(crash)")

        // With a requirement added to a protocol too (a change of the public interface that
        // programs compiled before may not survive), every program must be compiled again: the
        // stage's own is compiled and run first, and its failure reported before the others are
        // compiled.
        try (reference.replacingOccurrences(of: forward, with: "fatalError(\"no map today\")")
            + "\npublic protocol Probe { func probe() }\n")
            .write(to: map, atomically: true, encoding: .utf8)
        guard case .fails(let early) = learner.checkLibraryStage(later) else {
            Issue.record("a map that crashes passed \(later.name)")
            return
        }
        #expect(itself(early), "\(early)")
        let objects = learner.work.appendingPathComponent("library/learner/objects")
        let built = files(objects).filter { $0.hasSuffix(".o") }
        let newest = try #require(built.max { modificationTime(objects.appendingPathComponent($0))! < modificationTime(objects.appendingPathComponent($1))! })
        let interface = try #require(newest.split(separator: "-").last)
        #expect(built.filter { $0.hasSuffix("-\(interface)") } == [newest], "\(built)")

        try reference.write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibraryStage(later) == .passed)
    }

    // A check answers one rule at a time: the first that fails, with its own hint.
    @Test("A library with two broken rules is reported at the first, as rule k of n, with that rule's hint and not the other's")
    func firstOfTwoBrokenRules() throws {
        let stage = try #require(libraryStages.first)
        // Two of the stage's mutants at once, each breaking a rule of its own, in files of their own.
        let slugs = ["onerror-sends-completed", "dispose-does-nothing"]
        let (copy, learner) = try scratchCourse("two-broken-rules", caughtUpTo: stage.chapter)
        for slug in slugs {
            let patch = try checker.mutantPatch(of: stage, slug: slug)
            let changed = try patch.apply { name in libraryFile(name, in: copy).flatMap { try? String(contentsOf: $0, encoding: .utf8) } }
            for (name, text) in changed { try text.write(to: try #require(libraryFile(name, in: copy)), atomically: true, encoding: .utf8) }
        }
        let rules = checker.rules(of: stage)
        let hint = checker.hint(of: stage)
        let first = try #require(rules.first { $0.title.hasPrefix("onNext, onError and onCompleted") })
        let second = try #require(rules.first { $0.title.hasPrefix("dispose() stops the observer") })
        try #require(first.number < second.number)
        guard case .fails(let report) = learner.checkLibraryStage(stage) else {
            Issue.record("a library with two broken rules passed \(stage.name)")
            return
        }
        let shown = lines(of: report)
        #expect(shown[0] == "Rules 1–\(first.number - 1) of \(rules.count) pass; rule \(first.number) fails:", "\(report)")
        #expect(shown[1] == "rule \(first.number) of \(rules.count): \(first.title)", "\(report)")
        #expect(shown.contains("Hint for rule \(first.number) (\(stage.folder)/HINT.md):"), "\(report)")
        let firstHint = try #require(hint.hint(for: first.title))
        #expect(report.contains(lines(of: firstHint).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")), "\(report)")
        // No other rule's hint, nor the other rule's title.
        for section in hint.sections where section.title != first.title {
            #expect(!report.contains(lines(of: section.text)[0]), "\(report) shows the hint of \(section.title)")
        }
        #expect(!report.contains(second.title), "\(report)")
    }

    // Each kind of trap in the library, as a learner may write it, in SinkDisposer (stage 5.4):
    // the report names the first frame in Sources/MyRx/ with its file and line, in the rule
    // where it happened.
    @Test("A trap of any kind in the library names the learner's file, line and function; a stack overflow is called one")
    func crashesNameTheLearnersLine() throws {
        let stage = try #require(libraryStages.first { checker.libraryFiles(of: $0).contains { $0.name == "SinkDisposer.swift" } })
        let (copy, learner) = try scratchCourse("crashes", caughtUpTo: stage.chapter)
        let file = try #require(libraryFile("SinkDisposer.swift", in: copy))
        let path = String(file.path.dropFirst(copy.path.count + 1))
        let reference = try String(contentsOf: file, encoding: .utf8)
        let disposing = "            sink.dispose()\n            subscription.dispose()\n"
        let releasing = "            self.sink = nil\n            self.subscription = nil\n            state = .disposed\n"
        // Each: the edit (what to find, what to put instead), the line the report must name (the
        // first line of the new text holding it), its function, and what the reason says.
        let traps: [(name: String, old: String, new: String, line: String, function: String, reason: String)] = [
            (
                "fatalError", "        case .disposedBeforeSet:\n            state = .disposed\n",
                "        case .disposedBeforeSet:\n            fatalError(\"disposed before it was set\")\n", "fatalError(",
                "SinkDisposer.setSinkAndSubscription(sink:subscription:)", "Fatal error: disposed before it was set"
            ),
            (
                "index out of range", releasing + disposing,
                releasing + "            let both: [Disposable] = [sink, subscription]\n            for index in 0...both.count { both[index].dispose() }\n",
                "both[index]", "SinkDisposer.dispose()", "Fatal error: Index out of range"
            ),
            (
                "force unwrap", "            guard let sink, let subscription else { return }\n            self.sink = nil\n",
                "            self.sink = nil\n            let sink = self.sink!\n            guard let subscription else { return }\n",
                "self.sink!", "SinkDisposer.dispose()", "Unexpectedly found nil while unwrapping an Optional value"
            ),
            (
                "stack overflow", releasing + disposing, disposing + releasing, "sink.dispose()", "SinkDisposer.dispose()",
                "Stack overflow (endless recursion?)"
            ),
            (
                "bad pointer", releasing + disposing,
                "            let count = UnsafePointer<Int>(bitPattern: 8)!\n            let disposals = count.pointee\n" + releasing + disposing,
                "count.pointee", "SinkDisposer.dispose()", "Bad pointer dereference"
            ),
        ]
        for trap in traps {
            try #require(reference.contains(trap.old), "\(trap.name): SinkDisposer.swift's reference no longer holds \(trap.old)")
            let broken = reference.replacingOccurrences(of: trap.old, with: trap.new)
            try broken.write(to: file, atomically: true, encoding: .utf8)
            let start = try #require(broken.range(of: trap.new)).lowerBound
            let line = try #require(lines(of: String(broken[start...])).firstIndex { $0.contains(trap.line) })
                + broken[..<start].filter { $0 == "\n" }.count + 1
            guard case .fails(let report) = learner.checkLibraryStage(stage) else {
                Issue.record("\(trap.name): the check passed")
                continue
            }
            let shown = lines(of: report)
            #expect(shown[0].hasPrefix("Rule") && shown[1].hasPrefix("rule "), "\(trap.name): \(report)")
            #expect(report.contains(trap.reason), "\(trap.name): \(report)")
            #expect(report.contains("\n    in \(trap.function), at \(path):\(line)\n"), "\(trap.name): \(report)")
            #expect(!report.contains("0x0") && lines(of: report).count < 40, "\(trap.name): \(report)")
        }
        try reference.write(to: file, atomically: true, encoding: .utf8)
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
        let difference = try #require(
            structuredDifference(of: ProgramRun(output: printed, status: 0, wasSignaled: false), expected: expected))
        let report = difference.report.joined(separator: "\n")
        #expect(difference.rule == CheckRule(number: 2, count: 2, title: "the second rule"))
        #expect(difference.report.contains("    -- three --"), "\(report)")
        #expect(difference.report.contains("  - C completed") && difference.report.contains("  + C next(2)"), "\(report)")
        #expect(report.contains("line 10"), "\(report)")
        #expect(!report.contains("secret") && !report.contains("the first rule"), "\(report)")
        // A run that stops early says so and shows where: in the rule it was in.
        let short = try #require(
            structuredDifference(of: ProgramRun(output: "== rule: the first rule ==\n", status: 0, wasSignaled: false), expected: expected))
        #expect(short.rule?.number == 1)
        #expect(short.report.contains("  + (your output ends here)"), "\(short.report)")
        #expect(!short.report.joined().contains("the second rule"), "\(short.report)")
        // A line missing where a rule opens belongs to the rule before, whose output goes on.
        let extra = expected.replacingOccurrences(of: "A next(1)\n", with: "A next(1)\nA next(2)\n")
        let late = try #require(structuredDifference(of: ProgramRun(output: extra, status: 0, wasSignaled: false), expected: expected))
        #expect(late.rule?.number == 1 && late.report.contains("  - == rule: the second rule =="), "\(late.report)")
        // A crash after every expected line is the last rule's.
        let crashed = try #require(structuredDifference(of: ProgramRun(output: expected, status: 4, wasSignaled: true), expected: expected))
        #expect(crashed.rule?.number == 2, "\(crashed.report)")
    }

    // RxTest is a module of its own in RxSwift: the learner's, Sources/MyRx/RxTest/, is MyRxTest,
    // compiled after MyRx for the checks whose programs import it, and again only when it or
    // MyRx's interface changed.
    @Test("The learner's RxTest is a module of its own, compiled only for programs that import it, again when MyRx's interface changes other than by growing")
    func testModule() throws {
        let (copy, learner) = try scratchCourse("rxtest-module", caughtUpTo: 10)
        let testFolder = copy.appendingPathComponent(learnerTestFolder)
        // A file of the test module (other files a stage gives there are left out: this test is
        // about the build, not about them).
        try? FileManager.default.removeItem(at: testFolder)
        try FileManager.default.createDirectory(at: testFolder.appendingPathComponent("Schedulers"), withIntermediateDirectories: true)
        let probe = testFolder.appendingPathComponent("Schedulers/Probe.swift")
        try "import MyRx\n\npublic func probe() -> String { \"MyRxTest sees MyRx: \\(Resources.total)\" }\n"
            .write(to: probe, atomically: true, encoding: .utf8)
        let programs = copy.appendingPathComponent("Probes")
        for name in ["plain", "test", "milestone"] {
            try FileManager.default.createDirectory(at: programs.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let sources: [(String, String, String)] = [
            ("plain", "import MyRx\nprint(Resources.total)\n", "0\n"),
            ("test", "import MyRx\nimport MyRxTest\nprint(probe())\n", "MyRxTest sees MyRx: 0\n"),
            // A program written for RxSwift: its MiniRx and MiniRxTest are MyRx and MyRxTest.
            ("milestone", "import MiniRx\nimport MiniRxTest\nprint(probe(), Resources.total)\n", "MyRxTest sees MyRx: 0 0\n"),
        ]
        for (name, main, expected) in sources {
            try main.write(to: programs.appendingPathComponent("\(name)/main.swift"), atomically: true, encoding: .utf8)
            try expected.write(to: programs.appendingPathComponent("\(name)/expected.txt"), atomically: true, encoding: .utf8)
        }
        func program(_ name: String) -> LibraryProgram {
            LibraryProgram(
                kind: name == "milestone" ? .milestone(chapter: 10, name: "probe") : .stage(Exercise.Name(chapter: 99, number: name.count)),
                sources: ["Probes/\(name)/main.swift"], expectedFile: "Probes/\(name)/expected.txt")
        }
        let build = learner.work.appendingPathComponent("library/learner")
        let testObject = build.appendingPathComponent("incremental-test/Probe.o")
        // Not imported: not compiled, and its files are none of MyRx's (Probe.swift imports MyRx).
        #expect(learner.checkLibrary([program("plain")], variant: .learner, checking: nil) == .passed)
        #expect(!FileManager.default.fileExists(atPath: testObject.path))
        #expect(learner.checkLibrary(["plain", "test", "milestone"].map(program), variant: .learner, checking: nil) == .passed)
        let built = try #require(modificationTime(testObject))
        // An edit inside a body of MyRx: its interface is the same, MyRxTest is not compiled again.
        let map = try #require(libraryFile("Map.swift", in: copy))
        let reference = try String(contentsOf: map, encoding: .utf8)
        let forward = "forwardOn(.next(try transform(element)))"
        try #require(reference.contains(forward))
        try reference.replacingOccurrences(of: forward, with: forward + " // edited")
            .write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibrary(["test", "milestone"].map(program), variant: .learner, checking: nil) == .passed)
        #expect(modificationTime(testObject) == built)
        // A public function added to MyRx: its interface only grew, and what was compiled
        // against it still works with it (library evolution): MyRxTest is not compiled again.
        try (reference + "\npublic func probeAdded() {}\n").write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibrary(["test", "milestone"].map(program), variant: .learner, checking: nil) == .passed)
        #expect(modificationTime(testObject) == built)
        // A requirement added to a protocol of MyRx: MyRxTest is compiled again against it.
        try (reference + "\npublic func probeAdded() {}\npublic protocol Probe { func probe() }\n")
            .write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibrary(["test", "milestone"].map(program), variant: .learner, checking: nil) == .passed)
        #expect(try #require(modificationTime(testObject)) > built)
        // A mistake in MyRxTest is reported at its file and line.
        try "import MyRx\n\npublic func probe() -> String { 1 }\n".write(to: probe, atomically: true, encoding: .utf8)
        guard case .doesNotCompile(let messages) = learner.checkLibrary([program("test")], variant: .learner, checking: nil) else {
            Issue.record("a MyRxTest with a type error compiled")
            return
        }
        #expect(messages.contains("\(learnerTestFolder)/Schedulers/Probe.swift:3:"), "\(messages)")
        // Its folder emptied: a program that imports it says how to restore it.
        try FileManager.default.removeItem(at: testFolder)
        guard case .cannotCheck(let why) = learner.checkLibrary([program("test")], variant: .learner, checking: nil) else {
            Issue.record("a check with no MyRxTest ran")
            return
        }
        #expect(why.contains("git checkout -- \(learnerTestFolder)"), "\(why)")
        #expect(learner.checkLibrary([program("plain")], variant: .learner, checking: nil) == .passed)
    }

    @Test("An interface grew when it keeps every declaration in its place and adds none to a protocol or an enum")
    func interfaceGrowth() {
        let old = """
            // swift-module-flags: -module-name MyRx
            public protocol ObserverType {
              associatedtype Element
              func on(_ event: Event<Element>)
            }
            public enum Event<Element> {
              case next(Element)
              case completed
            }
            extension ObservableType {
              public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result>
            }
            """
        let grown = old.replacingOccurrences(of: "-module-name MyRx", with: "-module-name MyRx -enable-testing")
            + "\nextension ObservableType {\n  public func scan() -> Observable<Element>\n}\npublic func probe()\n"
        #expect(checker.interface(old, grewInto: old))
        #expect(checker.interface(old, grewInto: grown), "a function added, a comment changed")
        #expect(!checker.interface(grown, grewInto: old), "a function taken out")
        #expect(!checker.interface(old, grewInto: old.replacingOccurrences(of: "case completed", with: "case completed\n  case stopped")), "an enum case added")
        #expect(!checker.interface(old, grewInto: old.replacingOccurrences(of: "  associatedtype Element", with: "  associatedtype Element\n  func probe()")), "a protocol requirement added")
        #expect(!checker.interface(old, grewInto: old.replacingOccurrences(of: "extension ObservableType {", with: "extension ObserverType {")), "a function moved to another type")
        #expect(!checker.interface(old, grewInto: old.replacingOccurrences(of: "throws -> Result", with: "-> Result")), "a signature changed")
    }

    @Test("Check programs are compiled a few to a module, by chapter, when they can be wrapped into a function")
    func programUnits() throws {
        let last = try #require(libraryStages.last)
        let programs = checker.programs(checking: last)
        let units = checker.units(of: programs)
        // Every program is in exactly one unit; the checked stage's own comes first, alone.
        #expect(units.flatMap(\.programs).sorted { $0.label < $1.label } == programs.sorted { $0.label < $1.label })
        #expect(units.first?.programs == [programs[0]] && units.first?.isGroup == false)
        // The course's programs are mostly wrapped: fewer units than programs by far.
        #expect(units.count * 2 < programs.count, "\(units.map(\.label))")
        for unit in units where unit.isGroup {
            #expect(unit.label.hasPrefix("stages-") || unit.label.hasPrefix("milestones-"), "\(unit.label)")
        }
        // What a function body cannot hold keeps a program alone; an `#if` of imports does not.
        let folder = checker.work.appendingPathComponent("wrapping")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func wrappable(_ text: String) throws -> Bool {
            let file = folder.appendingPathComponent("main-\(abs(text.hashValue)).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            return checker.canBeWrapped(LibraryProgram(kind: .milestone(chapter: 7, name: "probe"), sources: [file.path], expectedFile: ""))
        }
        #expect(try wrappable("import MiniRx\nlet x = 1\nfunc f() {}\nclass C {}\nprint(try g())\n"))
        #expect(try wrappable("#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif\nprint(1)\n"))
        #expect(try !wrappable("import MiniRx\nextension Int { var twice: Int { self * 2 } }\n"))
        #expect(try !wrappable("import MiniRx\nprivate let x = 1\n"))
        #expect(try !wrappable("import MiniRx\nfor try await x in s.values { print(x) }\n"))
        #expect(try !wrappable("import MiniRx\n#if DEBUG\nprint(1)\n#endif\n"))
        #expect(try !wrappable("// check: compiled alone\nimport MiniRx\n"))
    }

    @Test("A public declaration added to the library compiles no check program again; one changed compiles them all")
    func growingInterface() throws {
        let stage = try #require(libraryStages.first { checker.libraryFiles(of: $0).contains { $0.name == "Map.swift" } })
        let (copy, learner) = try scratchCourse("growing-interface", caughtUpTo: stage.chapter)
        #expect(learner.checkLibraryStage(stage) == .passed)
        let objects = learner.work.appendingPathComponent("library/learner/objects")
        func compiled() -> [String: Double] {
            Dictionary(uniqueKeysWithValues: files(objects).filter { $0.hasSuffix(".o") }.map { ($0, modificationTime(objects.appendingPathComponent($0))!) })
        }
        let before = compiled()
        let map = try #require(libraryFile("Map.swift", in: copy))
        let reference = try String(contentsOf: map, encoding: .utf8)
        // A private helper, a stored property's worth of change: nothing in the public interface.
        try (reference + "\nprivate func helper() {}\nfinal class ProbeSink { var count = 0 }\n").write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibraryStage(stage) == .passed)
        #expect(compiled() == before)
        // A public function added: the interface grew.
        try (reference + "\nextension ObservableType { public func probeAdded() -> Int { 1 } }\n").write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibraryStage(stage) == .passed)
        #expect(compiled() == before)
        // A public signature changed (a parameter added, with a default): every program is
        // compiled again, against the new interface; taken back, the objects made before are used.
        let changed = reference.replacingOccurrences(
            of: "public func map<Result>(_ transform:", with: "public func map<Result>(probe: Int = 0, _ transform:")
        try #require(changed != reference)
        try changed.write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibraryStage(stage) == .passed)
        #expect(Set(compiled().keys).isDisjoint(with: before.keys) == false, "the objects of the interface before are kept")
        #expect(compiled().count > before.count, "every program compiled again, beside the objects made before")
        try reference.write(to: map, atomically: true, encoding: .utf8)
        #expect(learner.checkLibraryStage(stage) == .passed)
        #expect(compiled().filter { before[$0.key] != nil } == before)
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

/// A copy of the course's files (its chapters, solutions, conformance cases and learner's
/// library) in the tests' work folder, its library caught up to chapter `chapter` (nil: the
/// starters), and a checker of its own that starts from an empty work folder (objects an earlier
/// run left would be reused).
func scratchCourse(_ name: String, caughtUpTo chapter: Int?, limits: RunLimits = .program) throws -> (URL, ExerciseChecker) {
    let copy = checker.work.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: copy)
    for folder in ["Tests", "Sources"] {
        try FileManager.default.createDirectory(at: copy.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for folder in ["Chapters", "Tests/Solutions", "Tests/Conformance", learnerLibraryFolder] {
        try FileManager.default.copyItem(at: given.root.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
    }
    let work = checker.work.appendingPathComponent("\(name)-work")
    try? FileManager.default.removeItem(at: work)
    let learner = ExerciseChecker(root: copy, binaries: binaries, work: work, limits: limits)
    if let chapter { _ = try learner.catchUp(through: chapter, backups: copy.appendingPathComponent(".build-catch-up"), name: "1") }
    return (copy, learner)
}

/// Where each stage's `TODO(N.K)` stands in `root`'s library: stage → file path → how many.
func todoMarkers(in root: URL) -> [String: [String: Int]] {
    var found: [String: [String: Int]] = [:]
    for stage in libraryStages {
        for file in swiftFiles(under: root, in: learnerLibraryFolder) {
            let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            let count = text.components(separatedBy: "TODO(\(stage.name))").count - 1
            if count > 0 { found[stage.name, default: [:]][file] = count }
        }
    }
    return found
}

/// The public and open declarations of a Swift file, each from its keyword to its `{` (or its
/// line's end), its spaces and line breaks made one space: what code written against it sees.
func publicDeclarations(_ text: String) -> [String] {
    let all = lines(of: text).map { $0.trimmingCharacters(in: .whitespaces) }
    var declarations: [String] = []
    for (index, line) in all.enumerated() where line.hasPrefix("public ") || line.hasPrefix("open ") {
        // On to the body's `{`, or to the end of the line where the parentheses close and no
        // `where` or `->` line follows.
        var words = ""
        var depth = 0
        for (position, next) in all[index...].enumerated() {
            words += " " + next
            depth += next.filter { $0 == "(" }.count - next.filter { $0 == ")" }.count
            if next.contains("{") { break }
            let following = index + position + 1 < all.count ? all[index + position + 1] : ""
            if depth <= 0, !following.hasPrefix("where "), !following.hasPrefix("->") { break }
        }
        let head = words.split(separator: "{", maxSplits: 1).first.map(String.init) ?? words
        declarations.append(head.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
    return declarations
}

/// The library file named `name` in `root`'s Sources/MyRx, in whatever folder under it.
func libraryFile(_ name: String, in root: URL) -> URL? {
    let library = root.appendingPathComponent(learnerLibraryFolder)
    let paths = FileManager.default.enumerator(atPath: library.path)?.compactMap { $0 as? String } ?? []
    return paths.first { $0 == name || $0.hasSuffix("/" + name) }.map { library.appendingPathComponent($0) }
}
