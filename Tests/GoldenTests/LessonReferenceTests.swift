// The lessons point into the code by line: `Sources/MiniRx/Core/Sink.swift:22` is `forwardOn`.
// Lines move whenever the code changes, so each reference is checked: the first code span after
// it (in the same paragraph) names a symbol, and that symbol must be on the line referred to.
import Foundation
import Testing

/// One `path:line` reference in a lesson, with the symbol the text says is there.
struct LessonReference: CustomStringConvertible {
    var file: String
    var line: Int
    var symbol: String?

    var description: String { "\(file):\(line) (`\(symbol ?? "no symbol named")`)" }
}

/// The references in `text` (a Markdown file at `lesson`, relative to the package root).
/// `symbol` (line NN) and `symbol` at line NN are lines of the file named last. A bare `:NN`
/// refers to the file named last; a bare `Name.swift:NN` to the file of that name
/// named last in the text, else to the one beside that file or in the lesson's chapter folder,
/// else to the only file of that name under the chapter or `Sources/`.
func references(in text: String, lesson: String, root: URL) -> [LessonReference] {
    let spans = text.matches(of: /`([^`\n]+)`/)
    let referencePattern = /((?:[A-Za-z0-9_+\-]+\/)*[A-Za-z0-9_+\-]+\.swift)?:(\d+)/
    var lastFile: String?
    var result: [LessonReference] = []
    for (index, span) in spans.enumerated() {
        // `symbol` (line NN) or `symbol` at line NN: a line of the file named last.
        let rest = text[span.range.upperBound...]
        if let lastFile, let mention = rest.prefixMatch(of: /\s+(?:\(line |at line )(\d+)/) {
            result.append(LessonReference(file: lastFile, line: Int(mention.output.1)!, symbol: String(span.output.1)))
            continue
        }
        // A path alone (`Sources/…/File.swift`) names the file later mentions refer to.
        if let path = try? /(?:[A-Za-z0-9_+\-]+\/)*[A-Za-z0-9_+\-]+\.swift/.wholeMatch(in: span.output.1) {
            lastFile = resolve(String(path.output), lastFile: lastFile, lesson: lesson, root: root)
            continue
        }
        guard let match = try? referencePattern.wholeMatch(in: span.output.1) else { continue }
        let named = match.output.1.map(String.init)
        guard let file = named.map({ resolve($0, lastFile: lastFile, lesson: lesson, root: root) }) ?? lastFile
        else { continue }
        lastFile = file
        // The symbol: the next code span that is not itself a reference, before a blank line.
        var symbol: String?
        for later in spans[(index + 1)...] {
            if text[span.range.upperBound..<later.range.lowerBound].contains("\n\n") { break }
            if (try? referencePattern.wholeMatch(in: later.output.1)) != nil { continue }
            symbol = String(later.output.1)
            break
        }
        result.append(LessonReference(file: file, line: Int(match.output.2)!, symbol: symbol))
    }
    return result
}

/// A file name as a lesson writes it, made a path from the package root.
func resolve(_ name: String, lastFile: String?, lesson: String, root: URL) -> String {
    if name.hasPrefix("Sources/") || name.hasPrefix("Chapters/") || name.hasPrefix("Tests/") {
        return name
    }
    if let lastFile, lastFile.hasSuffix("/" + name) { return lastFile }
    let chapter = lesson.split(separator: "/").prefix(2).joined(separator: "/")
    // Beside the file named last (same module), then in the chapter's own folder.
    let nearby = [lastFile.map { ($0 as NSString).deletingLastPathComponent }, chapter]
    for folder in nearby.compactMap({ $0 }) where FileManager.default.fileExists(
        atPath: root.appendingPathComponent("\(folder)/\(name)").path) {
        return "\(folder)/\(name)"
    }
    for folder in [chapter, "Sources"] {
        let found = filesNamed(name, under: root.appendingPathComponent(folder)).map { "\(folder)/\($0)" }
        if found.count == 1 { return found[0] }
    }
    return name  // not found, or not one file: the check says so
}

func filesNamed(_ name: String, under folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { ($0 as NSString).lastPathComponent == name }
}

/// The identifier a code span names: `Producer.subscribe` → `subscribe`,
/// `share(replay:scope:)` → `share`, `rx.disposeBag` → `disposeBag`.
func identifier(in symbol: String) -> String? {
    let head = symbol.prefix { !"(<[ :".contains($0) }
    guard let last = head.split(separator: ".").last,
        last.first.map({ $0.isLetter || $0 == "_" }) == true,
        last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(last)
}

/// nil when `reference` is right; otherwise what is wrong with it.
func problem(with reference: LessonReference, root: URL) -> String? {
    guard let source = try? String(contentsOf: root.appendingPathComponent(reference.file), encoding: .utf8)
    else { return "\(reference): no such file (write the path from the package root)" }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard (1...lines.count).contains(reference.line) else {
        return "\(reference): the file has \(lines.count) lines"
    }
    let line = lines[reference.line - 1]
    // A quoted piece of code counts when the line holds it (`…` standing for anything).
    let pieces = reference.symbol?.split(separator: "…").map { $0.trimmingCharacters(in: .whitespaces) }
    if let pieces, pieces.allSatisfy({ line.contains($0) }) { return nil }
    guard let symbol = reference.symbol, let name = identifier(in: symbol) else {
        return "\(reference): name the symbol on that line in a code span right after the reference"
    }
    if contains(word: name, in: line) { return nil }
    let near = lines.indices.filter { contains(word: name, in: lines[$0]) }.map { String($0 + 1) }
    return "\(reference): line \(reference.line) is `\(line.trimmingCharacters(in: .whitespaces))`"
        + (near.isEmpty ? "" : "; `\(name)` is on line \(near.prefix(5).joined(separator: ", "))")
}

/// Whether `word` is in `line` as a whole identifier (`on` is not in `onNext`).
func contains(word: String, in line: Substring) -> Bool {
    func isIdentifier(_ character: Character?) -> Bool {
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
    }
    var rest = line[...]
    while let range = rest.range(of: word) {
        let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
        let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
        if !isIdentifier(before) && !isIdentifier(after) { return true }
        rest = line[range.upperBound...]
    }
    return false
}

/// Every Markdown file under Chapters/, as a path from the package root.
let lessons: [String] = {
    filesNamed("README.md", under: packageRoot.appendingPathComponent("Chapters")).map { "Chapters/\($0)" }
        .sorted()
}()

@Test("Every file:line reference in a lesson names what is on that line", arguments: lessons)
func lessonReferences(_ lesson: String) throws {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(lesson), encoding: .utf8)
    for reference in references(in: text, lesson: lesson, root: packageRoot) {
        if let problem = problem(with: reference, root: packageRoot) {
            Issue.record("\(lesson): \(problem)")
        }
    }
}

@Test("A reference to the wrong line, or with no symbol named, is caught")
func lessonReferenceCheckCanFail() {
    let text = """
        `Sources/MiniRx/Core/Sink.swift:1` is `forwardOn`. Then `:2`, and nothing else.

        `Sink.swift:3` is `Sink`, and `forwardOn` (line 4) forwards.
        """
    let found = references(in: text, lesson: "Chapters/07-operators/README.md", root: packageRoot)
    #expect(found.map(\.file) == Array(repeating: "Sources/MiniRx/Core/Sink.swift", count: 4))
    #expect(found.map(\.line) == [1, 2, 3, 4])
    #expect(found.map(\.symbol) == ["forwardOn", nil, "Sink", "forwardOn"])
    #expect(problem(with: found[0], root: packageRoot)?.contains("line 1 is") == true)
    #expect(problem(with: found[1], root: packageRoot)?.contains("name the symbol") == true)
    let right = LessonReference(file: found[0].file, line: lineOf("func forwardOn", in: found[0].file), symbol: "forwardOn")
    #expect(problem(with: right, root: packageRoot) == nil)
}

func lineOf(_ text: String, in file: String) -> Int {
    let source = (try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)) ?? ""
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
}
