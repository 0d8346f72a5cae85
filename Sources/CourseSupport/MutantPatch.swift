// A mutant of a library stage, `Tests/Solutions/NN-slug/K-slug/Mutants/<slug>.diff`: one
// plausible learner bug, kept as a patch of the stage's reference pieces, so that a reader sees
// the bug at a glance. Its first line says what the bug is, then comes a unified diff
// (`diff -u`'s text) of one file or more:
//
//     Mutant: of sends its elements last first (breaks: of sends its elements in order).
//     --- a/Sequence.swift
//     +++ b/Sequence.swift
//     @@ -8,7 +8,7 @@
//          public static func of(_ elements: Element...) -> Observable<Element> {
//     -        ObservableSequence(elements: elements)
//     +        ObservableSequence(elements: Array(elements.reversed()))
//          }
//
// The checker applies it itself, so a check needs no `patch` or `git`.
import Foundation

/// A mutant's patch: what its bug is, and its changes, file by file.
public struct MutantPatch: Sendable, Equatable {
    /// Where it is, relative to the package root: its errors name it.
    public var path: String
    /// `Mutant: <the bug, and the rule it breaks>`, without `Mutant: `.
    public var bug: String
    public var files: [FileChange]

    /// The changes to one file (`--- a/Merge.swift`, `+++ b/Merge.swift`), in order.
    public struct FileChange: Sendable, Equatable {
        /// The file's name, `Merge.swift`: a file of the reference library.
        public var name: String
        public var hunks: [Hunk]
    }

    /// One `@@ -8,7 +8,7 @@` hunk: the lines it expects (context and `-`), and those it puts in
    /// their place (context and `+`).
    public struct Hunk: Sendable, Equatable {
        public var header: String
        /// The line the old lines start at, from 1 (for an insertion with no context, the line
        /// after which it inserts).
        public var oldStart: Int
        public var old: [String]
        public var new: [String]
    }

    /// Why a patch cannot be read or applied; the message names the patch, file and hunk.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Reads `text`, the patch at `path`.
    public init(_ text: String, path: String) throws {
        self.path = path
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        func problem(_ index: Int, _ why: String) -> Problem {
            Problem(description: "\(path):\(index + 1): \(why)")
        }
        guard let first = lines.first, first.hasPrefix("Mutant: ") else {
            throw problem(0, "its first line must be `Mutant: <the bug, and the rule it breaks>`")
        }
        bug = String(first.dropFirst("Mutant: ".count))
        files = []
        var index = 1
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("--- ") {
                guard index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
                    throw problem(index, "a `--- a/<File>` line must be followed by `+++ b/<File>`")
                }
                files.append(FileChange(name: Self.fileName(line), hunks: []))
                index += 2
            } else if line.hasPrefix("@@ ") {
                guard !files.isEmpty else { throw problem(index, "a hunk before any `--- a/<File>` line") }
                let header = line
                let words = header.split(separator: " ")
                guard words.count >= 3, let oldRange = Self.range(words[1], "-"), let newRange = Self.range(words[2], "+") else {
                    throw problem(index, "`\(header)` is not a hunk header like `@@ -8,7 +8,7 @@`")
                }
                var hunk = Hunk(header: header, oldStart: oldRange.start, old: [], new: [])
                index += 1
                while hunk.old.count < oldRange.count || hunk.new.count < newRange.count {
                    guard index < lines.count else {
                        throw problem(index - 1, "the hunk `\(header)` ends before its \(oldRange.count) old and \(newRange.count) new lines")
                    }
                    let body = lines[index]
                    // An empty line is an empty context line whose leading space an editor removed.
                    let kind = body.first ?? " "
                    let text = String(body.dropFirst())
                    switch kind {
                    case " ":
                        hunk.old.append(text)
                        hunk.new.append(text)
                    case "-": hunk.old.append(text)
                    case "+": hunk.new.append(text)
                    case "\\": break  // `\ No newline at end of file`: nothing to a compiler
                    default:
                        throw problem(index, "a line of hunk `\(header)` must start with a space, `-` or `+`")
                    }
                    index += 1
                }
                guard hunk.old.count == oldRange.count, hunk.new.count == newRange.count else {
                    throw problem(index - 1, "the hunk `\(header)` does not have the numbers of lines its header says")
                }
                files[files.count - 1].hunks.append(hunk)
            } else {
                index += 1  // anything else between files (`diff -u a b`, `index …`) says nothing
            }
        }
        if files.isEmpty { throw problem(0, "it changes no file: no `--- a/<File>` line") }
    }

    /// `-8,7` → (8, 7); `+9` → (9, 1): where a hunk's lines start on one side, and how many.
    static func range(_ word: Substring, _ sign: Character) -> (start: Int, count: Int)? {
        guard word.first == sign else { return nil }
        let numbers = word.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...2).contains(numbers.count), let start = numbers[0], let count = numbers.count == 2 ? numbers[1] : 1
        else { return nil }
        return (start, count)
    }

    /// `--- a/Merge.swift\t2026-11-28 …` → `Merge.swift`.
    static func fileName(_ line: String) -> String {
        let path = line.dropFirst(4).prefix { $0 != "\t" }
        return String(path.split(separator: "/").last ?? path)
    }

    /// The files this patch changes, as it leaves them; `reference` gives a file's text by name
    /// (nil: no such file). Each hunk's old lines are found at the hunk's line (moved by what
    /// the hunks before it changed) if they are there, else where they stand exactly once.
    public func apply(to reference: (String) -> String?) throws -> [String: String] {
        var changed: [String: String] = [:]
        for file in files {
            guard let text = changed[file.name] ?? reference(file.name) else {
                throw Problem(description: "\(path) changes \(file.name), which is not a file of the reference library")
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            var shift = 0
            for (number, hunk) in file.hunks.enumerated() {
                func problem(_ why: String) -> Problem {
                    Problem(description: "\(path), \(file.name), hunk \(number + 1) (`\(hunk.header)`): \(why)")
                }
                let planned = (hunk.old.isEmpty ? hunk.oldStart : hunk.oldStart - 1) + shift
                func fits(_ start: Int) -> Bool {
                    start >= 0 && start + hunk.old.count <= lines.count
                        && lines[start..<start + hunk.old.count].elementsEqual(hunk.old)
                }
                var start = planned
                if !fits(planned) {
                    guard !hunk.old.isEmpty else { throw problem("line \(hunk.oldStart) is past the file's end") }
                    let found = (0...max(0, lines.count - hunk.old.count)).filter(fits)
                    guard found.count == 1 else {
                        throw problem(
                            found.isEmpty
                                ? "its old lines (context and `-`) are not in the file: was the reference piece changed since?"
                                : "its old lines are not at line \(planned + 1) and stand \(found.count) times elsewhere "
                                    + "(lines \(found.map { String($0 + 1) }.joined(separator: ", "))): give it more context")
                    }
                    start = found[0]
                }
                lines.replaceSubrange(start..<start + hunk.old.count, with: hunk.new)
                shift = start - (planned - shift) + hunk.new.count - hunk.old.count
            }
            changed[file.name] = lines.map { $0 + "\n" }.joined()
        }
        return changed
    }
}
