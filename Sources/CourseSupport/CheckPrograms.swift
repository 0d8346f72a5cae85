// How a library check compiles its programs, quickly.
//
// Two ideas keep a check fast as the course grows:
// - The library is compiled with library evolution, so a program compiled against its public
//   interface stays valid while that interface is the same or has only grown: the learner's
//   edits (bodies, private helpers, sink classes, stored properties) compile no program again.
//   The starters declare every stage's public API, so a program is compiled once per machine.
// - Programs that a check always runs together (every stage program of an earlier chapter; the
//   milestones of a chapter) are compiled as one module, each program's top-level code wrapped
//   into a function of its own. One module for a dozen small programs costs about a third of
//   a dozen modules: most of a small program's compile is the compiler starting and loading
//   the library.
import Foundation

/// One compile of check programs: a program on its own (its own module, as written), or a group
/// of them, each wrapped into a function (`wrappedSource`), in one module.
struct ProgramUnit: Equatable {
    /// `stage-7.4` (a program alone: its label), `stages-7` or `milestones-7` (a group).
    var label: String
    var programs: [LibraryProgram]
    var isGroup: Bool
}

extension ExerciseChecker {
    /// `programs` as the units they are compiled in, in the order of their first programs: the
    /// stage programs of the chapters before the checked stage's, and the milestones, in groups;
    /// every other program alone (the checked chapter's stage programs, which change as the
    /// learner moves through it, and any program that cannot be wrapped). The checked stage's
    /// program comes first in a check (`programs(checking:)`). A group is cut into parts, in
    /// course order: a later chapter's programs join the last part, and the parts before it stay
    /// as they were compiled. A part is large (each compile pays a fixed price, a fifth of a
    /// second, to load the library and the standard library) and there are several (so that the
    /// compiles share the processors).
    func units(of programs: [LibraryProgram]) -> [ProgramUnit] {
        let checkedChapter: Int? = programs.first.flatMap { if case .stage(let name) = $0.kind { name.chapter } else { nil } }
        func group(of program: LibraryProgram) -> String? {
            guard canBeWrapped(program) else { return nil }
            switch program.kind {
            case .milestone: return "milestones"
            case .stage(let name):
                guard let checkedChapter, name.chapter < checkedChapter else { return nil }
                return "stages"
            }
        }
        let groups = programs.map(group)
        var members: [String: [LibraryProgram]] = [:]
        for (program, group) in zip(programs, groups) { if let group { members[group, default: []].append(program) } }
        // A stage program is several hundred lines, a milestone a few dozen.
        func partSize(_ group: String) -> Int { group == "stages" ? 8 : 24 }
        var units: [ProgramUnit] = []
        var placed = Set<String>()
        for (program, group) in zip(programs, groups) {
            // A group of one is no quicker than the program alone.
            if let group, let together = members[group], together.count > 1 {
                guard placed.insert(group).inserted else { continue }
                let size = partSize(group)
                for start in stride(from: 0, to: together.count, by: size) {
                    let part = Array(together[start..<min(start + size, together.count)])
                    let label = "\(group)-part\(start / size + 1)"
                    units.append(part.count > 1
                        ? ProgramUnit(label: label, programs: part, isGroup: true)
                        : ProgramUnit(label: part[0].label, programs: part, isGroup: false))
                }
            } else {
                units.append(ProgramUnit(label: program.label, programs: [program], isGroup: false))
            }
        }
        return units
    }

    /// Whether `program`'s top-level code can become the body of a function: one file, and
    /// nothing at its top level that a function body cannot hold (an extension, a protocol, a
    /// `private` or `nonisolated` declaration, `await`, a name qualified by `MiniRx.`). A local
    /// class cannot read a variable of the function around it: a program whose class reads a
    /// top-level variable says `// check: compiled alone`, and is.
    func canBeWrapped(_ program: LibraryProgram) -> Bool {
        guard program.sources.count == 1 else { return false }
        return FileFingerprints.shared.fact("can be wrapped", of: url(program.sources[0]).path, canBeWrapped)
    }

    private func canBeWrapped(_ path: String) -> Bool {
        guard let text = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) else { return false }
        if text.contains("// check: compiled alone") || text.contains("await ") || text.contains("MiniRx.") { return false }
        let topLevelOnly = [
            "extension ", "protocol ", "private ", "fileprivate ", "public ", "open ", "#if", "@main", "actor ",
            "nonisolated", "precedencegroup", "infix ", "prefix ", "postfix ", "@_",
        ]
        // Most programs start no line so: say it with C's string search, without splitting the text.
        let startsSuch = text.withCString { text in
            topLevelOnly.contains { word in strncmp(text, word, strlen(word)) == 0 || strstr(text, "\n" + word) != nil }
        }
        guard startsSuch else { return true }
        let programLines = lines(of: text)
        let imports = importLines(of: programLines)
        return !programLines.enumerated().contains { index, line in
            !imports.contains(index) && topLevelOnly.contains { line.hasPrefix($0) }
        }
    }

    /// The indices of a program's import lines: `import X`, and every line of an `#if … #endif`
    /// block at the top level that holds only imports (`#if canImport(Glibc) import Glibc …`).
    func importLines(of lines: [Substring]) -> Set<Int> {
        let isImport = { (line: Substring) in line.hasPrefix("import ") || line.hasPrefix("@testable import ") }
        var found = Set<Int>()
        var index = 0
        while index < lines.count {
            if isImport(lines[index]) {
                found.insert(index)
            } else if lines[index].hasPrefix("#if") {
                var end = index + 1
                while end < lines.count, !lines[end].hasPrefix("#endif") { end += 1 }
                let inside = lines[(index + 1)..<min(end, lines.count)].map { $0.trimmingCharacters(in: .whitespaces) }
                if end < lines.count, inside.allSatisfy({ $0.hasPrefix("import ") || $0.hasPrefix("#else") || $0.isEmpty }) {
                    found.formUnion(index...end)
                    index = end
                }
            }
            index += 1
        }
        return found
    }

    /// `program`'s file as a function named `entry`, with the signature of a renamed `main`, so
    /// the `checks` dispatcher calls either kind alike. Its imports stay at the top; the rest
    /// keeps its lines (`#sourceLocation`), so a message or a crash names the program's own
    /// file and line. It ends the process where the code ends, with its variables alive, as a
    /// program ends with its globals alive: an object released there would print its `deinit`.
    /// Top-level code may `try` without catching: an error it throws stops the program, as
    /// Swift stops a program whose top-level code throws.
    func wrappedSource(of program: LibraryProgram, entry: String) -> String {
        let path = program.sources[0]
        let text = (try? String(contentsOf: url(path), encoding: .utf8)) ?? ""
        let programLines = lines(of: text)
        let usesMainActor = programLines.contains { $0.hasPrefix("@MainActor") }
        let importing = importLines(of: programLines)
        // A milestone, written for MiniRx, imports the learner's library by its own name here: a
        // module-wide alias would stop the stage programs beside it from naming MyRx.
        let imports = programLines.indices.filter(importing.contains).map { index in
            switch programLines[index] {
            case "import MiniRx": "import MyRx"
            case "import MiniRxTest": "import MyRxTest"
            case let line: String(line)
            }
        }
        let body = programLines.indices.map { importing.contains($0) ? "" : String(programLines[$0]) }
        return (["// Written by the course's checker: \(path) as a function, so that it compiles in one module with others."]
            + imports
            + [
                "@_cdecl(\"\(entry)\")",
                // Top-level code runs on the main actor: a program whose functions say so runs there too.
                (usesMainActor ? "@MainActor " : "")
                    + "func \(entry)(_: Int32, _: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {",
                "func program() throws -> Never {",
                "#sourceLocation(file: \"\(path)\", line: 1)",
            ]
            + body
            + [
                "#sourceLocation()",
                "    checkProgramEnds()",
                "}",
                "do { try program() } catch { fatalError(\"Error raised at top level: \\(String(reflecting: error))\") }",
                "}", "",
            ]).joined(separator: "\n")
    }

    /// Part of a group's compile key: raise it when `wrappedSource` or `groupSupportSource`
    /// changes, so that groups wrapped the old way are compiled again.
    var wrappingVersion: Int { 2 }

    /// The file every group's module has beside its programs.
    var groupSupportSource: String {
        """
        // Written by the course's checker: what every wrapped check program calls where it ends.
        #if canImport(Glibc)
            import Glibc
        #elseif canImport(Darwin)
            import Darwin
        #endif

        func checkProgramEnds() -> Never { exit(0) }

        """
    }

    /// The public interface of module `name` built in `folder` (library evolution writes it).
    func publicInterface(of name: String, in folder: URL) -> URL {
        folder.appendingPathComponent("\(name).swiftinterface")
    }

    /// The fingerprint that names the program objects made for `current`, the public interface
    /// of the modules the programs import, as it is now; `kept` holds the interface they were
    /// compiled against. When `current` has every declaration of the kept one, programs
    /// compiled against that one still work (library evolution): its fingerprint stays, and
    /// `grown` says the interface is not quite the same. Otherwise `current` is kept from now on.
    func programsInterface(_ current: String, keptIn kept: URL) -> (fingerprint: String, grown: Bool) {
        func fingerprint(_ text: String) -> String {
            var hash = FNV1a()
            hash.add(text)
            return hash.hex
        }
        if let old = try? String(contentsOf: kept, encoding: .utf8), old == current || interface(old, grewInto: current) {
            return (fingerprint(old), old != current)
        }
        try? current.write(to: kept, atomically: true, encoding: .utf8)
        return (fingerprint(current), false)
    }

    /// Whether interface `new` keeps every declaration of `old` in the same place (the same
    /// type or extension) and adds none to a protocol (a requirement that a program's own
    /// conforming type lacks) or an enum (a case a program's `switch` does not know).
    func interface(_ old: String, grewInto new: String) -> Bool {
        // Each declaration with the blocks around it: `extension ObservableType { ⟩ func map…`.
        func declarations(_ text: String) -> [(path: String, blocks: [String])] {
            var blocks: [String] = []
            var found: [(String, [String])] = []
            for raw in lines(of: text) {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty || line.hasPrefix("//") { continue }
                if line == "}" {
                    _ = blocks.popLast()
                    continue
                }
                found.append(((blocks + [line]).joined(separator: " ⟩ "), blocks))
                if line.hasSuffix("{") { blocks.append(line) }
            }
            return found
        }
        let before = Set(declarations(old).map(\.path))
        let after = declarations(new)
        let closed = ["protocol ", "enum "]
        for added in after where !before.contains(added.path) {
            let inClosedBlock = added.blocks.contains { block in closed.contains { block.contains($0) && !block.contains("extension ") } }
            if inClosedBlock { return false }
        }
        return before.isSubset(of: Set(after.map(\.path)))
    }
}
